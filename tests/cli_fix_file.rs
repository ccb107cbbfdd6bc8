//! `--fix-file`: what is wrong with an item is said as such, the file read is bounded, and a
//! complete board of a million rows is read and checked at once.
#![cfg(feature = "cli")]
mod common;

use common::cli::{fails, nqueens};
use std::time::{Duration, Instant};

/// A generous bound for commands that take a second: only a hang, or a check quadratic in
/// the queens (minutes for a million), reaches it.
const BOUND: Duration = Duration::from_secs(120);

#[test]
fn an_item_that_is_not_a_queen_is_named_as_such() {
    let dir = tempfile::tempdir().unwrap();
    let fix = dir.path().join("fixed.json");
    std::fs::write(&fix, "[[1, 2], [0, 0, 1], [3]]").unwrap();
    let err = fails(&["solve", "8", "--fix-file", fix.to_str().unwrap()]);
    assert!(err.contains("item 2 of the list, [0,0,1], is not a fixed queen"), "{err}");
    assert!(err.contains("a fixed queen is [row, col]"), "{err}");
    assert!(!err.contains("trailing characters"), "{err}");
    // Broken JSON is still reported as such, with where.
    std::fs::write(&fix, "[[1, 2], [0, ").unwrap();
    let err = fails(&["solve", "8", "--fix-file", fix.to_str().unwrap()]);
    assert!(err.contains("not a JSON list of [row, col] pairs") && err.contains("line 1"), "{err}");
}

#[test]
fn a_file_past_the_size_limit_is_refused_unread() {
    let dir = tempfile::tempdir().unwrap();
    let fix = dir.path().join("big.json");
    // Valid JSON (an empty list in 65 MiB of spaces), but no list of fixed queens is that big.
    let mut text = vec![b' '; 65 << 20];
    text[..2].copy_from_slice(b"[]");
    std::fs::write(&fix, text).unwrap();
    let err = fails(&["solve", "8", "--fix-file", fix.to_str().unwrap()]);
    assert!(err.contains("larger than 64 MiB"), "{err}");
}

/// `/dev/zero` never ends: the read stops at the limit. The shell's address-space limit
/// keeps an unbounded read from taking the machine's memory (it aborts instead).
#[cfg(target_os = "linux")]
#[test]
fn an_endless_file_is_refused() {
    let bin = assert_cmd::cargo::cargo_bin("nqueens");
    let script = "ulimit -v 2000000 && exec \"$0\" solve 8 --fix-file /dev/zero";
    let out = std::process::Command::new("sh").args(["-c", script]).arg(&bin).output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("/dev/zero: the file is larger than 64 MiB"), "{err}");
}

/// A complete solution for n not 2 or 3 modulo 6 (even n here): the odd columns in the top
/// half, the even ones in the bottom half.
fn explicit_solution(n: usize) -> Vec<[usize; 2]> {
    assert!(n.is_multiple_of(2) && n % 6 != 2);
    let half = n / 2;
    (0..half).map(|r| [r, 2 * r + 1]).chain((0..half).map(|r| [half + r, 2 * r])).collect()
}

#[test]
fn a_complete_million_row_fix_file_is_checked_at_once() {
    let n = 1_000_000;
    let queens = explicit_solution(n);
    let cols: Vec<u32> = queens.iter().map(|q| q[1] as u32).collect();
    assert!(nqueens::board::is_solution(n, &cols), "the construction is a solution");
    let dir = tempfile::tempdir().unwrap();
    let fix = dir.path().join("million.json");
    // Pretty-printed, the largest way a person's tools would write it: within the limit.
    std::fs::write(&fix, serde_json::to_vec_pretty(&queens).unwrap()).unwrap();
    let started = Instant::now();
    let out = nqueens()
        .args(["solve", &n.to_string(), "--limit", "1", "--fix-file", fix.to_str().unwrap()])
        .timeout(BOUND)
        .output()
        .unwrap();
    // Measured, not asserted: a machine under load is slow.
    println!("solve {n} with a complete {n}-queen fix-file: {:?}", started.elapsed());
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let doc: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let found: Vec<u32> = serde_json::from_value(doc["solutions"][0].clone()).unwrap();
    assert_eq!(found, cols, "the only solution is the fixed queens themselves");
}
