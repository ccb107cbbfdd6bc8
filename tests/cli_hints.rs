//! `nqueens hints` end to end: the JSON shape, the 8×8 figures, rows that add up to the
//! total, nulls on a big board, bad input.
#![cfg(feature = "cli")]
mod common;

use common::cli::{fails, json, nqueens, refused};
use serde_json::{Value, json};

/// A board of the document as rows of optional numbers.
fn counts(doc: &Value) -> Vec<Vec<Option<u64>>> {
    serde_json::from_value(doc["counts"].clone()).unwrap()
}

fn possible(doc: &Value) -> Vec<Vec<Option<bool>>> {
    serde_json::from_value(doc["possible"].clone()).unwrap()
}

#[test]
fn the_empty_8x8_reads_as_published_and_every_row_adds_up() {
    let out = nqueens().args(["hints", "8"]).output().unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.starts_with(
            r#"{"format":"nqueens-hints","version":1,"n":8,"fixed":[],"total":92,"complete":true,"counts":[[4,8,16,18,18,16,8,4],"#
        ),
        "{text}"
    );
    let doc = json(&["hints", "8"]);
    assert_eq!(doc.as_object().unwrap().len(), 9);
    assert_eq!((doc["format"].as_str(), doc["version"].as_u64()), (Some("nqueens-hints"), Some(1)));
    assert_eq!(
        (doc["n"].as_u64(), doc["total"].as_u64(), doc["complete"].as_bool()),
        (Some(8), Some(92), Some(true))
    );
    assert_eq!((doc["fixed"].clone(), doc["best_removal"].clone()), (json!([]), Value::Null));
    let counts = counts(&doc);
    let top: Vec<u64> = counts[0].iter().map(|c| c.unwrap()).collect();
    assert_eq!(top, [4, 8, 16, 18, 18, 16, 8, 4]);
    assert_eq!(counts[7], counts[0]);
    for row in &counts {
        assert_eq!(row.iter().map(|c| c.unwrap()).sum::<u64>(), 92);
    }
    assert!(possible(&doc).iter().flatten().all(|&p| p == Some(true)));
}

#[test]
fn fixed_queens_hold_the_total_and_attacked_squares_zero() {
    let doc = json(&["hints", "8", "--fix", "0,3", "--fix", "4,6"]);
    let total = doc["total"].as_u64().unwrap();
    assert!(total > 0);
    let (counts, possible) = (counts(&doc), possible(&doc));
    assert_eq!((counts[0][3], counts[4][6]), (Some(total), Some(total)));
    // Row 0 holds only the fixed queen; (1, 2) is on its diagonal, (7, 3) on its column.
    assert!(counts[0].iter().enumerate().all(|(c, &k)| c == 3 || k == Some(0)));
    assert_eq!((counts[1][2], possible[1][2]), (Some(0), Some(false)));
    assert_eq!(counts[7][3], Some(0));
    for row in &counts {
        assert_eq!(row.iter().map(|c| c.unwrap()).sum::<u64>(), total);
    }
    for (r, row) in counts.iter().enumerate() {
        for (c, &k) in row.iter().enumerate() {
            assert_eq!(possible[r][c], Some(k.unwrap() > 0), "({r}, {c})");
        }
    }
}

#[test]
fn with_no_solution_the_best_removal_is_named() {
    let doc = json(&["hints", "6", "--fix", "0,0"]);
    assert_eq!(doc["total"], 0);
    assert_eq!(doc["best_removal"], json!({"queen": [0, 0], "total": 4}));
}

#[test]
fn a_big_board_says_possible_and_leaves_counts_null() {
    let doc = json(&["hints", "30", "--fix", "10,12", "--budget", "60"]);
    assert_eq!((doc["total"].clone(), doc["complete"].as_bool()), (Value::Null, Some(true)));
    let (counts, possible) = (counts(&doc), possible(&doc));
    assert_eq!((counts.len(), counts[0].len()), (30, 30));
    for r in 0..30usize {
        for c in 0..30usize {
            let attacked = r == 10 || c == 12 || r.abs_diff(10) == c.abs_diff(12);
            match (r, c) {
                (10, 12) => assert_eq!((counts[r][c], possible[r][c]), (None, Some(true))),
                _ if attacked => assert_eq!((counts[r][c], possible[r][c]), (Some(0), Some(false))),
                _ => assert_eq!((counts[r][c], possible[r][c]), (None, Some(true)), "({r}, {c})"),
            }
        }
    }
    // With no time, nothing beyond the attacked squares is decided.
    let doc = json(&["hints", "30", "--fix", "10,12", "--budget", "0"]);
    assert_eq!(doc["complete"], false);
    assert_eq!(doc["possible"][0][0], Value::Null);
}

#[test]
fn bad_input_gets_one_clear_line_and_exit_2() {
    assert!(fails(&["hints", "65"]).contains("out of range"));
    assert!(fails(&["hints", "0"]).contains("out of range"));
    let attack = fails(&["hints", "8", "--fix", "0,0", "--fix", "1,1"]);
    assert!(attack.contains("row 0, column 0") && attack.contains("diagonal"), "{attack}");
    assert!(fails(&["hints", "8", "--fix", "8,0"]).contains("off the 8×8 board"));
    assert!(refused(&["hints", "8", "--budget", "soon"]).contains("number of seconds"));
    assert!(refused(&["hints", "8", "--fix", "3"]).contains("ROW,COL"));
    assert!(refused(&["hints"]).contains("<N>"));
}
