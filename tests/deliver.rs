//! A limit of K hands over exactly K solutions, in each of the three searches a Solve can
//! take, and says K everywhere it is counted: the solutions written, the summary, the
//! progress. Unique mode never hands over two members of one symmetry class.
mod common;

#[cfg(feature = "cli")]
use common::cli::nqueens;
use nqueens::board::{Problem, is_solution};
use nqueens::control::{CancelFlag, Control, Progress};
use nqueens::plan::SolvePlan;
use nqueens::stream::{Filter, Found, Outcome, SolveMethod};
use nqueens::symmetry::Classifier;
#[cfg(feature = "cli")]
use serde_json::Value;
use std::collections::HashSet;

/// One board for each search, as `SolvePlan` picks them for a limited Solve.
const BOARDS: [(usize, SolveMethod); 3] =
    [(10, SolveMethod::Backtrack), (30, SolveMethod::Restarts), (100, SolveMethod::Wide)];
const LIMITS: [u64; 6] = [1, 2, 3, 5, 17, 40];

fn filter_of(unique: bool) -> Filter {
    if unique { Filter::Unique } else { Filter::All }
}

/// Every listed solution is one, no two are the same, and in unique mode no two share a
/// class.
fn check_distinct(n: usize, unique: bool, solutions: &[Vec<u32>], what: &str) {
    let classifier = Classifier::new(&Problem::wide(n, Vec::new()).unwrap());
    let mut seen = HashSet::new();
    for cols in solutions {
        assert!(is_solution(n, cols), "{what}: {cols:?} is not a solution");
        let key = if unique { classifier.canonical(cols).0 } else { cols.clone() };
        assert!(seen.insert(key), "{what}: {cols:?} repeats a solution or its class");
    }
}

#[test]
fn a_limit_of_k_is_k_solutions_in_the_summary_and_the_progress() {
    for (n, method) in BOARDS {
        let problem = Problem::wide(n, Vec::new()).unwrap();
        for unique in [false, true] {
            for threads in [1, 2, 3] {
                for k in LIMITS {
                    let what = format!("n = {n}, unique {unique}, {threads} threads, limit {k}");
                    let plan = SolvePlan::new(&problem, filter_of(unique), Some(k), threads);
                    assert_eq!(plan.method, method, "{what}");
                    let progress = Progress::new();
                    let mut found = Vec::new();
                    let summary = plan.run(&problem, &progress, &CancelFlag::new(), &mut |s: Found<'_>| {
                        assert_eq!(s.class_size.is_some(), unique, "{what}");
                        found.push(s.cols.to_vec());
                        Control::Continue
                    });
                    assert_eq!(found.len() as u64, k, "{what}: solutions handed over");
                    assert_eq!(summary.solutions, k, "{what}: the summary");
                    assert_eq!(progress.snapshot().solutions, k, "{what}: the progress");
                    assert_eq!((summary.outcome, summary.method), (Outcome::LimitReached, method), "{what}");
                    check_distinct(n, unique, &found, &what);
                }
            }
        }
    }
}

#[test]
fn a_sink_that_stops_early_is_counted_as_far_as_it_went() {
    for (n, method) in BOARDS {
        let problem = Problem::wide(n, Vec::new()).unwrap();
        let plan = SolvePlan::new(&problem, Filter::All, Some(40), 2);
        let progress = Progress::new();
        let mut taken = 0u64;
        let summary = plan.run(&problem, &progress, &CancelFlag::new(), &mut |_: Found<'_>| {
            taken += 1;
            if taken == 3 { Control::Stop } else { Control::Continue }
        });
        let what = format!("n = {n}, {method:?}");
        assert_eq!((summary.outcome, summary.solutions), (Outcome::StoppedBySink, 3), "{what}");
        assert_eq!((taken, progress.snapshot().solutions), (3, 3), "{what}");
    }
}

/// `nqueens solve N --limit K`, as JSON and as JSON lines: the solutions listed.
#[cfg(feature = "cli")]
fn solve(n: usize, k: u64, unique: bool, format: &str) -> (Vec<Vec<u32>>, Value, Value) {
    let (n_arg, k_arg) = (n.to_string(), k.to_string());
    let mut args = vec!["solve", &n_arg, "--limit", &k_arg, "--format", format];
    if unique {
        args.push("--unique");
    }
    let out = nqueens().args(&args).output().unwrap();
    assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8(out.stdout).unwrap();
    let cols = |v: &Value| -> Vec<u32> { serde_json::from_value(v.clone()).unwrap() };
    if format == "json" {
        let doc: Value = serde_json::from_str(&text).unwrap();
        let listed = doc["solutions"].as_array().unwrap().iter().map(cols).collect();
        let count = doc["count"].clone();
        (listed, doc, count)
    } else {
        let lines: Vec<Value> = text.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
        let (header, rest) = lines.split_first().unwrap();
        let (footer, rows) = rest.split_last().unwrap();
        (rows.iter().map(cols).collect(), header.clone(), footer["count"].clone())
    }
}

#[cfg(feature = "cli")]
#[test]
fn nqueens_solve_with_a_limit_writes_exactly_k_distinct_solutions() {
    for (n, method) in BOARDS {
        for unique in [false, true] {
            for (k, format) in [(1, "json"), (7, "jsonl"), (40, "json")] {
                let what = format!("solve {n} --limit {k} --format {format}, unique {unique}");
                let (listed, header, count) = solve(n, k, unique, format);
                assert_eq!(listed.len() as u64, k, "{what}");
                assert_eq!(count, Value::from(k), "{what}");
                assert_eq!(header["method"], method.name(), "{what}");
                assert_eq!(header["filter"], if unique { "unique" } else { "all" }, "{what}");
                check_distinct(n, unique, &listed, &what);
            }
        }
    }
}
