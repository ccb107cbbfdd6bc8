//! Time and size of pictures (`nqueens::picture`): a sheet of the 92 solutions of 8×8 and
//! of the 12 unique ones, a 1,000-wide completion around two fixed queens (and a 10,000-wide
//! one) in each format, one 8×8 board in each format, and the largest sheet (10,000 boards
//! of 12×12) once. Median of 5 runs, one core (drawing is single-threaded).
//! `cargo bench --no-default-features --features pictures --bench pictures` (the default
//! features build it too, with the app's crates besides).

use nqueens::board::{Problem, Queen};
use nqueens::control::{CancelFlag, Control, Progress};
use nqueens::format::SolutionSet;
use nqueens::picture::{BoardDrawing, Format, MAX_SHEET_BOARDS, Picture, Sheet};
use nqueens::store::SolutionStore;
use nqueens::stream::{Filter, Found, Options};
use std::time::{Duration, Instant};

/// The first `limit` solutions of the empty `n`-wide board, in lexicographic order.
fn solutions(n: usize, filter: Filter, limit: Option<u64>) -> SolutionSet {
    let problem = Problem::empty(n).unwrap();
    let mut store = SolutionStore::new(n);
    let options = Options { ordered: true, filter, limit, ..Options::default() };
    let summary =
        nqueens::enumerate(&problem, &options, &Progress::new(), &CancelFlag::new(), &mut |s: Found<'_>| {
            store.push(s.cols, s.class_size);
            Control::Continue
        });
    SolutionSet { n, fixed: vec![], filter, complete: summary.outcome.is_complete(), solutions: store }
}

/// A completion of the `n`-wide board around two fixed queens (one near a corner, one in
/// the middle), from the wide-board search, as the app's Solve finds it.
fn completion(n: usize) -> (Vec<Queen>, Vec<u32>) {
    let fixed = vec![Queen::new(1, 3), Queen::new(n / 2, n / 2)];
    let problem = Problem::wide(n, fixed.clone()).unwrap();
    let options = Options { limit: Some(1), ..Options::default() };
    let mut cols = Vec::new();
    nqueens::wide::complete(&problem, &options, &Progress::new(), &CancelFlag::new(), &mut |s: Found<'_>| {
        cols = s.cols.to_vec();
        Control::Stop
    });
    assert!(nqueens::board::is_solution(n, &cols));
    (fixed, cols)
}

/// Median time of `runs` runs of drawing and encoding, and the bytes written.
fn timed(runs: usize, draw: impl Fn() -> Picture, format: Format) -> (Duration, usize, usize) {
    let mut times = Vec::new();
    let mut out = (0, 0);
    for _ in 0..runs {
        let start = Instant::now();
        let files = draw().encode(format).unwrap();
        times.push(start.elapsed());
        out = (files.len(), files.iter().map(Vec::len).sum());
    }
    times.sort();
    (times[runs / 2], out.0, out.1)
}

fn row(what: &str, format: Format, runs: usize, draw: impl Fn() -> Picture) {
    let (time, files, bytes) = timed(runs, draw, format);
    let size = if bytes >= 1 << 20 {
        format!("{:.1} MiB", bytes as f64 / (1 << 20) as f64)
    } else {
        format!("{:.0} KiB", bytes as f64 / 1024.0)
    };
    println!("| {what} | {format} | {:.0} ms | {files} | {size} |", time.as_secs_f64() * 1e3);
}

fn main() {
    println!("| picture | format | time (median) | files | size |");
    println!("|---|---|---|---|---|");
    let all = solutions(8, Filter::All, None);
    let unique = solutions(8, Filter::Unique, None);
    for format in [Format::Pdf, Format::Svg, Format::Png] {
        row("sheet of the 92 solutions of 8×8", format, 5, || Sheet::new(&all).unwrap().picture().unwrap());
    }
    row("sheet of the 12 unique solutions of 8×8", Format::Pdf, 5, || {
        Sheet::new(&unique).unwrap().picture().unwrap()
    });
    for n in [1_000, 10_000] {
        let (fixed, cols) = completion(n);
        let board = BoardDrawing::new(n, &fixed).unwrap().with_solution(&cols).unwrap();
        let size = board.default_size() as f32;
        for format in [Format::Png, Format::Svg, Format::Pdf] {
            let what = format!("a {n}-wide completion of 2 fixed queens, {size} px");
            row(&what, format, 5, || board.picture(size));
        }
    }
    // What the app's Copy image draws on the UI thread: the widest board it shows, at most
    // 2,048 pixels, as RGBA.
    let (fixed, cols) = completion(10_000);
    let wide = BoardDrawing::new(10_000, &fixed).unwrap().with_solution(&cols).unwrap();
    let mut times: Vec<Duration> = (0..5)
        .map(|_| {
            let start = Instant::now();
            wide.picture(2048.0).rgba(0).unwrap();
            start.elapsed()
        })
        .collect();
    times.sort();
    println!(
        "| Copy image of a 10,000-wide completion, 2048 px | RGBA | {:.0} ms | | |",
        times[2].as_secs_f64() * 1e3
    );
    let eight = BoardDrawing::new(8, &[]).unwrap().with_solution(&all.solutions.to_vec(0)).unwrap();
    for format in [Format::Svg, Format::Png, Format::Pdf] {
        row("one 8×8 board, 640 px", format, 5, || eight.picture(640.0));
    }
    let most = solutions(12, Filter::All, Some(MAX_SHEET_BOARDS as u64));
    row("sheet of 10,000 solutions of 12×12 (the most a sheet takes)", Format::Pdf, 1, || {
        Sheet::new(&most).unwrap().picture().unwrap()
    });
}
