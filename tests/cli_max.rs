//! `nqueens max` end to end: the JSON shape, boards with no full solution, bad input.
#![cfg(feature = "cli")]
mod common;

use common::cli::{fails, json, nqueens, refused};
use serde_json::{Value, json};

/// The placement as (row, col) pairs, checked: sorted by row, no two attacking, `max` long.
fn placement(doc: &Value) -> Vec<(usize, usize)> {
    let queens: Vec<(usize, usize)> = serde_json::from_value(doc["queens"].clone()).unwrap();
    assert_eq!(queens.len() as u64, doc["most_queens"].as_u64().unwrap());
    assert!(queens.windows(2).all(|w| w[0].0 < w[1].0), "{queens:?}");
    for (i, a) in queens.iter().enumerate() {
        for b in &queens[i + 1..] {
            assert!(a.1 != b.1 && a.0.abs_diff(b.0) != a.1.abs_diff(b.1), "{a:?} and {b:?} attack");
        }
    }
    queens
}

#[test]
fn max_prints_the_documented_shape() {
    let out = nqueens().args(["max", "8", "--fix", "3,5", "--fix", "0,0"]).output().unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.starts_with(
            r#"{"format":"nqueens-most-queens","version":1,"n":8,"fixed":[[0,0],[3,5]],"most_queens":8,"proven":true,"queens":[["#
        ),
        "{text}"
    );
    let doc = json(&["max", "8", "--fix", "3,5", "--fix", "0,0"]);
    assert_eq!(doc.as_object().unwrap().len(), 7);
    assert_eq!(doc["n"], 8);
    assert_eq!(doc["fixed"], json!([[0, 0], [3, 5]]));
    assert_eq!((doc["most_queens"].as_u64(), doc["proven"].as_bool()), (Some(8), Some(true)));
    let queens = placement(&doc);
    assert!(queens.contains(&(0, 0)) && queens.contains(&(3, 5)));
}

#[test]
fn with_no_full_solution_max_is_proven_short_of_n() {
    let doc = json(&["max", "4", "--fix", "0,0"]);
    assert_eq!((doc["most_queens"].as_u64(), doc["proven"].as_bool()), (Some(3), Some(true)));
    assert!(placement(&doc).contains(&(0, 0)));
    let doc = json(&["max", "3"]);
    assert_eq!((doc["most_queens"].as_u64(), doc["fixed"].clone()), (Some(2), json!([])));
    let doc = json(&["max", "6", "--fix", "0,0"]);
    assert_eq!(doc["most_queens"], 5);
}

#[test]
fn fixed_queens_can_come_from_a_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("fixed.json");
    std::fs::write(&path, "[[0, 0]]").unwrap();
    let doc = json(&["max", "4", "--fix-file", path.to_str().unwrap()]);
    assert_eq!((doc["fixed"].clone(), doc["most_queens"].as_u64()), (json!([[0, 0]]), Some(3)));
}

#[test]
fn bad_input_gets_one_clear_line_and_exit_2() {
    assert!(fails(&["max", "0"]).contains("out of range"));
    assert!(fails(&["max", "65"]).contains("out of range"));
    assert!(fails(&["max", "8", "--fix", "8,0"]).contains("off the 8×8 board"));
    let attack = fails(&["max", "8", "--fix", "0,0", "--fix", "5,5"]);
    assert!(attack.contains("row 0, column 0") && attack.contains("row 5, column 5"), "{attack}");
    assert!(fails(&["max", "8", "--fix", "2,2", "--fix", "2,2"]).contains("same square"));
    // Argument errors are clap's whole message.
    assert!(refused(&["max", "8", "--fix", "3"]).contains("ROW,COL"));
    refused(&["max", "eight"]);
    assert!(refused(&["max"]).contains("<N>"));
}

/// Issue 29: the command is named as the README names the feature; `max` stays for scripts.
#[test]
fn most_queens_is_the_command_and_max_its_alias() {
    let named = json(&["most-queens", "6"]);
    let alias = json(&["max", "6"]);
    assert_eq!(named, alias);
    assert_eq!(named["most_queens"], 6);
}
