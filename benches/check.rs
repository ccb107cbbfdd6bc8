//! Checking a student's listing of every solution against reading the same file as
//! Queenside's JSON (`format::open`, which checks every row too and keeps them all).
//!
//! `cargo bench --bench check` lists every solution of the n×n board (CHECK_N, default 14;
//! 16 writes about 700 MB) into a temporary folder twice: as `nqueens solve` writes JSON, and
//! as a student's program prints lists, one a line under a heading every tenth line. It
//! times `check::check` on both and `format::open` on the JSON, and prints each one's peak
//! memory (VmHWM, Linux): `check` runs first, so its figure is its own.

use nqueens::board::Problem;
use nqueens::check::{self, Exercise, Options};
use nqueens::control::{CancelFlag, Control, Progress};
use nqueens::format;
use nqueens::output::{Header, Layout, SolutionWriter};
use nqueens::search::enumerate;
use nqueens::stream::{Filter, Found};
use std::fs::File;
use std::io::{BufReader, BufWriter, Write};
use std::path::Path;
use std::time::Instant;

/// The process's peak resident memory in MB, where /proc says it.
fn peak_mb() -> Option<f64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kb: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb / 1024.0)
}

fn mb(path: &Path) -> f64 {
    std::fs::metadata(path).unwrap().len() as f64 / (1 << 20) as f64
}

fn time_check(what: &str, path: &Path, n: usize, total: u64) {
    let start = Instant::now();
    let file = BufReader::with_capacity(1 << 16, File::open(path).unwrap());
    let options = Options { n: None, exercise: Exercise::All };
    let report = check::check(file, &options, &mut |_| Control::Continue).unwrap();
    let took = start.elapsed().as_secs_f64();
    assert!(report.correct, "{report:?}");
    assert_eq!((report.n, report.valid), (Some(n), total));
    println!(
        "check {what}: {:.0} MB in {took:.2} s ({:.0} MB/s, {:.1} M answers/s), peak {:.0} MB",
        mb(path),
        mb(path) / took,
        total as f64 / took / 1e6,
        peak_mb().unwrap_or(f64::NAN)
    );
}

fn main() {
    let n: usize = std::env::var("CHECK_N").ok().and_then(|v| v.parse().ok()).unwrap_or(14);
    let dir = tempfile::tempdir().unwrap();
    let (json, lists) = (dir.path().join("all.json"), dir.path().join("lists.txt"));
    let problem = Problem::empty(n).unwrap();
    let mut out = BufWriter::new(File::create(&lists).unwrap());
    // Streamed by the writer `nqueens solve` uses, so no list of them all is held.
    let header = Header::new(n, &[], Filter::All, None);
    let mut writer =
        SolutionWriter::new(BufWriter::new(File::create(&json).unwrap()), Layout::Json, &header).unwrap();
    let options = nqueens::stream::Options { ordered: true, ..Default::default() };
    let mut total = 0u64;
    enumerate(&problem, &options, &Progress::new(), &CancelFlag::new(), &mut |s: Found<'_>| {
        writer.solution(s.cols).unwrap();
        if total.is_multiple_of(10) {
            writeln!(out, "Solution {}:", total + 1).unwrap();
        }
        total += 1;
        writeln!(out, "{:?}", s.cols).unwrap();
        Control::Continue
    });
    out.flush().unwrap();
    drop(out);
    writer.finish(true).unwrap().flush().unwrap();
    println!("n = {n}: {total} solutions; before reading, peak {:.0} MB", peak_mb().unwrap_or(f64::NAN));
    time_check("lists", &lists, n, total);
    time_check("JSON", &json, n, total);
    let start = Instant::now();
    let set = format::open(&json).unwrap();
    let took = start.elapsed().as_secs_f64();
    assert_eq!(set.solutions.len() as u64, total);
    println!(
        "format::open JSON: {:.0} MB in {took:.2} s ({:.0} MB/s), peak {:.0} MB",
        mb(&json),
        mb(&json) / took,
        peak_mb().unwrap_or(f64::NAN)
    );
}
