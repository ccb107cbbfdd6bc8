//! The `nqueens` command line end to end: JSON shapes, bad input, limits, atomic output.
#![cfg(feature = "cli")]
mod common;

use common::cli::{fails, json, nqueens, refused};
use serde_json::Value;

#[test]
fn solve_prints_the_documented_shape() {
    let doc = json(&["solve", "8", "--fix", "3,3", "--fix", "4,1"]);
    assert_eq!(doc["format"], "nqueens-solutions");
    assert_eq!(doc["version"], 1);
    assert_eq!(doc["n"], 8);
    assert_eq!(doc["fixed"], serde_json::json!([[3, 3], [4, 1]]));
    assert_eq!(doc["filter"], "all");
    assert_eq!(doc["complete"], true);
    assert_eq!(doc["count"], 2);
    let solutions = doc["solutions"].as_array().unwrap();
    assert_eq!(solutions.len(), 2);
    for s in solutions {
        let cols: Vec<u32> = serde_json::from_value(s.clone()).unwrap();
        assert!(nqueens::board::is_solution(8, &cols));
        assert_eq!((cols[3], cols[4]), (3, 1));
    }
}

#[test]
fn solve_unique_lists_the_twelve_classes_of_eight() {
    let doc = json(&["solve", "8", "--unique"]);
    assert_eq!((doc["filter"].as_str(), doc["count"].as_u64()), (Some("unique"), Some(12)));
}

#[test]
fn a_limit_marks_the_document_incomplete() {
    let doc = json(&["solve", "10", "--limit", "7"]);
    assert_eq!((doc["count"].as_u64(), doc["complete"].as_bool()), (Some(7), Some(false)));
    assert_eq!(doc["solutions"].as_array().unwrap().len(), 7);
}

#[test]
fn no_solution_is_not_an_error() {
    let doc = json(&["solve", "3"]);
    assert_eq!((doc["count"].as_u64(), doc["complete"].as_bool()), (Some(0), Some(true)));
    let doc = json(&["solve", "6", "--fix", "0,0"]);
    assert_eq!(doc["count"], 0);
}

#[test]
fn count_prints_totals_and_time() {
    let doc = json(&["count", "10"]);
    assert_eq!(
        (doc["n"].as_u64(), doc["total"].as_u64(), doc["unique"].as_u64()),
        (Some(10), Some(724), Some(92))
    );
    assert_eq!(doc["fixed"], serde_json::json!([]));
    assert!(doc["seconds"].as_f64().unwrap() >= 0.0);
    let doc = json(&["count", "8", "--fix", "3,3", "--threads", "1"]);
    assert_eq!(doc["fixed"], serde_json::json!([[3, 3]]));
    assert_eq!(doc["total"], 8);
}

#[test]
fn bad_input_gets_one_clear_line_and_exit_2() {
    assert!(fails(&["solve", "0"]).contains("out of range"));
    assert!(fails(&["count", "65"]).contains("out of range"));
    assert!(fails(&["solve", "8", "--fix", "8,0"]).contains("off the 8×8 board"));
    assert!(fails(&["solve", "8", "--fix", "2,2", "--fix", "2,2"]).contains("same square"));
    let attack = fails(&["solve", "8", "--fix", "0,0", "--fix", "5,5"]);
    assert!(attack.contains("row 0, column 0") && attack.contains("row 5, column 5"), "{attack}");
    // Argument errors are clap's, whole: the line saying what is wrong, then the usage.
    assert!(refused(&["solve", "8", "--fix", "3"]).contains("ROW,COL"));
    assert!(refused(&["solve", "8", "--fix", "a,b"]).contains("ROW,COL"));
    assert!(refused(&["solve", "8", "--limit", "0"]).contains("at least 1"));
    refused(&["solve", "eight"]);
    refused(&["frobnicate"]);
    let missing = refused(&["solve"]);
    assert!(missing.contains("required arguments were not provided") && missing.contains("<N>"), "{missing}");
}

#[test]
fn out_writes_the_file_and_a_failed_write_keeps_the_old_one() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("eight.json");
    let out = nqueens().args(["solve", "8", "--out"]).arg(&path).output().unwrap();
    assert!(out.status.success() && out.stdout.is_empty());
    let saved = nqueens::format::open(&path).unwrap();
    assert_eq!((saved.n, saved.solutions.len()), (8, 92));

    let missing_dir = dir.path().join("no-such-dir").join("x.json");
    assert!(fails(&["solve", "8", "--out", missing_dir.to_str().unwrap()]).contains("cannot write"));

    // A read-only directory: the save fails and the file already there stays whole. Root
    // ignores permissions, so only check where they hold.
    use std::os::unix::fs::PermissionsExt;
    let before = std::fs::read(&path).unwrap();
    std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(0o555)).unwrap();
    let denied = std::fs::File::create(dir.path().join("probe")).is_err();
    if denied {
        fails(&["solve", "6", "--out", path.to_str().unwrap()]);
        assert_eq!(std::fs::read(&path).unwrap(), before);
    }
    std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(0o755)).unwrap();

    // Writing over a directory fails without touching it.
    assert!(fails(&["solve", "6", "--out", dir.path().to_str().unwrap()]).contains("cannot write"));
    assert_eq!(std::fs::read(&path).unwrap(), before);
}

#[test]
fn a_closed_pipe_ends_quietly() {
    use std::io::Read;
    use std::process::{Command as Std, Stdio};
    let mut child = Std::new(assert_cmd::cargo::cargo_bin("nqueens"))
        .args(["solve", "12"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut head = [0u8; 64];
    child.stdout.take().unwrap().read_exact(&mut head).unwrap();
    // stdout is dropped here: the reader is gone, like `| head -c 64`.
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "{:?}", out.status);
    assert!(out.stderr.is_empty(), "{}", String::from_utf8_lossy(&out.stderr));
}

#[test]
fn wide_boards_need_a_limit_and_take_fixed_queens_from_a_file() {
    assert!(fails(&["solve", "100"]).contains("--limit"));
    assert!(fails(&["solve", "1000001", "--limit", "1"]).contains("out of range"));
    assert!(fails(&["count", "65"]).contains("out of range"));

    let dir = tempfile::tempdir().unwrap();
    let fix = dir.path().join("fixed.json");
    std::fs::write(&fix, "[[0, 0], [500, 17], [999, 998]]").unwrap();
    let doc = json(&["solve", "1000", "--limit", "2", "--fix-file", fix.to_str().unwrap(), "--fix", "3,5"]);
    assert_eq!(doc["fixed"], serde_json::json!([[0, 0], [3, 5], [500, 17], [999, 998]]));
    assert_eq!((doc["count"].as_u64(), doc["complete"].as_bool()), (Some(2), Some(false)));
    for s in doc["solutions"].as_array().unwrap() {
        let cols: Vec<u32> = serde_json::from_value(s.clone()).unwrap();
        assert!(nqueens::board::is_solution(1000, &cols));
        assert_eq!((cols[0], cols[3], cols[500], cols[999]), (0, 5, 17, 998));
    }

    std::fs::write(&fix, "{\"not\": \"a list\"}").unwrap();
    assert!(
        fails(&["solve", "1000", "--limit", "1", "--fix-file", fix.to_str().unwrap()]).contains("[row, col]")
    );
    assert!(fails(&["solve", "8", "--fix-file", "/no/such/file.json"]).contains("cannot read"));
}

#[test]
fn a_million_wide_board_gets_a_solution() {
    let out = nqueens().args(["solve", "1000000", "--limit", "1"]).output().unwrap();
    assert!(out.status.success());
    let doc: Value = serde_json::from_slice(&out.stdout).unwrap();
    let cols: Vec<u32> = serde_json::from_value(doc["solutions"][0].clone()).unwrap();
    assert!(nqueens::board::is_solution(1_000_000, &cols));
}

/// Without a display, the app points to every headless command `nqueens --help` lists.
#[cfg(feature = "gui")]
#[test]
fn with_no_display_the_app_names_every_headless_command() {
    let help = nqueens().arg("--help").output().unwrap();
    let help = String::from_utf8(help.stdout).unwrap();
    let commands: Vec<&str> = help
        .lines()
        .skip_while(|l| !l.starts_with("Commands:"))
        .skip(1)
        .take_while(|l| l.starts_with("  "))
        .filter_map(|l| l.split_whitespace().next())
        .filter(|&c| c != "help")
        .collect();
    assert!(commands.len() >= 5, "{help}");
    let out = nqueens().env_remove("DISPLAY").env_remove("WAYLAND_DISPLAY").output().unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("no display"), "{err}");
    let listed = err.split("nqueens ").nth(1).and_then(|rest| rest.split_whitespace().next()).unwrap_or("");
    let listed: Vec<&str> = listed.split('|').collect();
    assert_eq!(listed, commands, "{err}");
}
