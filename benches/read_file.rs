//! Opening a 100 MB solutions file: how long `format::open` takes, and how much of it the
//! check for repeated solutions adds (timed alone over the rows it read as a hash-map pass,
//! which the reader made until it sorted indices into its store instead: issue 32).
//!
//! `cargo bench --bench read_file` writes three files of about 100 MB into a temporary
//! folder: distinct solutions of the 16×16 board (all), every unique solution of 16×16, and
//! one 8×8 solution repeated 5,825,423 times (refused at its second row). Run it with
//! `READ_N=15` for a smaller board.

use nqueens::board::Problem;
use nqueens::control::{CancelFlag, Control, Progress};
use nqueens::format::{self, SolutionSet};
use nqueens::search::enumerate;
use nqueens::store::SolutionStore;
use nqueens::stream::{Filter, Found, Options};
use nqueens::symmetry::Classifier;
use std::collections::HashMap;
use std::path::Path;
use std::time::Instant;

/// About this many bytes per file.
const SIZE: u64 = 100 << 20;

fn solutions(n: usize, filter: Filter, bytes_per_row: u64) -> SolutionSet {
    let problem = Problem::empty(n).unwrap();
    let options = Options { filter, ..Options::default() };
    let mut store = SolutionStore::new(n);
    let rows = SIZE / bytes_per_row;
    enumerate(&problem, &options, &Progress::new(), &CancelFlag::new(), &mut |s: Found<'_>| {
        store.push(s.cols, s.class_size);
        if store.len() as u64 >= rows { Control::Stop } else { Control::Continue }
    });
    SolutionSet { n, fixed: vec![], filter, complete: false, solutions: store }
}

fn repeated(copies: usize) -> SolutionSet {
    let mut store = SolutionStore::new(8);
    for _ in 0..copies {
        store.push(&[0, 4, 7, 5, 2, 6, 1, 3], None);
    }
    SolutionSet { n: 8, fixed: vec![], filter: Filter::All, complete: true, solutions: store }
}

fn time_open(what: &str, set: &SolutionSet, path: &Path) {
    format::save(set, path, &mut |_, _| {}).unwrap();
    let mb = std::fs::metadata(path).unwrap().len() as f64 / (1 << 20) as f64;
    let start = Instant::now();
    let result = format::open(path);
    let read = start.elapsed();
    let outcome = match &result {
        Ok(set) => format!("{} rows", set.solutions.len()),
        Err(e) => format!("refused: {e}"),
    };
    // The check alone, as the reader made it: one hash-map insert per row, keyed by the row
    // (all solutions) or by its class's canonical member (unique ones, where the reader
    // works it out anyway, with the class size).
    let flat: Vec<u32> = (0..set.solutions.len()).flat_map(|i| set.solutions.get(i)).collect();
    let classifier = Classifier::new(&Problem::empty(set.n).unwrap());
    let start = Instant::now();
    let mut repeats = 0;
    let rows = set.solutions.len();
    if set.filter == Filter::All {
        let mut seen: HashMap<&[u32], usize> = HashMap::with_capacity(rows);
        for (i, row) in flat.chunks(set.n).enumerate() {
            repeats += usize::from(seen.insert(row, i).is_some());
        }
    } else {
        let mut seen: HashMap<Vec<u32>, usize> = HashMap::with_capacity(rows);
        for (i, row) in flat.chunks(set.n).enumerate() {
            repeats += usize::from(seen.insert(classifier.canonical(row).0, i).is_some());
        }
    }
    let check = start.elapsed();
    // For comparison: the same without room made first (the map grows as it fills).
    let start = Instant::now();
    let mut grown: HashMap<&[u32], usize> = HashMap::new();
    for (i, row) in flat.chunks(set.n).enumerate() {
        grown.insert(row, i);
    }
    let growing = start.elapsed();
    drop(grown);
    println!(
        "{what}: {mb:.0} MB, open {:.2} s ({outcome}); the repeat check alone {:.3} s ({repeats} \
         repeats; rows in a growing map {:.3} s)",
        read.as_secs_f64(),
        check.as_secs_f64(),
        growing.as_secs_f64()
    );
}

fn main() {
    let n = std::env::var("READ_N").ok().and_then(|v| v.parse().ok()).unwrap_or(16);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("big.json");
    // A row of n two-digit columns is about 3n bytes.
    time_open(&format!("{n}x{n}, all"), &solutions(n, Filter::All, 3 * n as u64 - 8), &path);
    time_open(&format!("{n}x{n}, unique"), &solutions(n, Filter::Unique, 3 * n as u64 - 8), &path);
    time_open("8x8, one solution 5,825,423 times", &repeated(5_825_423), &path);
}
