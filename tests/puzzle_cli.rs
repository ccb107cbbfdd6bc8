//! `nqueens puzzle` as a teacher runs it: the same seed twice, JSON lines read back, a
//! request no board can meet, and a sheet in Spanish.
#![cfg(feature = "cli")]
mod common;

use common::cli::{fails, nqueens, refused};
use nqueens::puzzle::{self, Difficulty};

fn stdout(args: &[&str]) -> String {
    let out = nqueens().args(args).output().unwrap();
    assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn the_same_seed_gives_the_same_puzzles_and_another_seed_others() {
    let args = ["puzzle", "8", "--count", "4", "--seed", "11"];
    let first = stdout(&args);
    assert_eq!(first, stdout(&args));
    assert_ne!(first, stdout(&["puzzle", "8", "--count", "4", "--seed", "12"]));
}

#[test]
fn jsonl_is_one_checked_puzzle_a_line_of_the_grade_asked_for() {
    let text = stdout(&["puzzle", "9", "--count", "3", "--difficulty", "medium", "--seed", "5"]);
    assert_eq!(text.lines().count(), 3);
    for line in text.lines() {
        let value: serde_json::Value = serde_json::from_str(line).unwrap();
        assert_eq!(value["format"], "nqueens-puzzle");
        assert_eq!(value["difficulty"], "medium");
        assert_eq!(value["guesses"], 1);
    }
    let set = puzzle::read(&text).unwrap();
    assert!(set.iter().all(|p| p.n == 9 && p.grade.difficulty == Difficulty::Medium));
    // The library makes the same puzzles from the same seed.
    assert_eq!(set, puzzle::make(9, 3, Some(Difficulty::Medium), 5).unwrap());
}

#[test]
fn json_is_a_list_and_text_draws_the_givens() {
    let json = stdout(&["puzzle", "8", "--count", "2", "--format", "json"]);
    let list: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(list.as_array().unwrap().len(), 2);
    assert_eq!(puzzle::read(&json).unwrap().len(), 2);
    let text = stdout(&["puzzle", "8", "--format", "text"]);
    let set = puzzle::read(&stdout(&["puzzle", "8"])).unwrap();
    assert!(text.starts_with("Puzzle 1 ("), "{text}");
    assert_eq!(text.matches('♛').count(), set[0].fixed.len(), "{text}");
    assert_eq!(text.lines().count(), 9);
    // A medium puzzle takes one guess, said in the singular (issue 47: "1 guesses").
    let medium = stdout(&["puzzle", "9", "--difficulty", "medium", "--seed", "5", "--format", "text"]);
    assert!(medium.lines().next().unwrap().ends_with(", 1 guess)"), "{medium}");
}

#[test]
fn impossible_requests_are_refused_with_the_reason() {
    let e = fails(&["puzzle", "6", "--difficulty", "easy"]);
    assert!(e.contains("the 6x6 board has no easy puzzles") && e.contains("hard"), "{e}");
    let e = fails(&["puzzle", "30"]);
    assert!(e.contains("from 4 to 20"), "{e}");
    let e = fails(&["puzzle", "8", "--count", "0"]);
    assert!(e.contains("1 to 1000"), "{e}");
    let e = refused(&["puzzle", "8", "--lang", "fr"]);
    assert!(e.contains("en, es or ca"), "{e}");
    let e = fails(&["puzzle", "8", "--format", "png"]);
    assert!(e.contains("--out FILE"), "{e}");
}

#[cfg(feature = "pictures")]
#[test]
fn ten_spanish_puzzles_make_a_sheet_with_the_answers_at_the_end() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("hoja.pdf");
    let args =
        ["puzzle", "8", "--count", "10", "--difficulty", "easy", "--lang", "es", "--format", "pdf", "--out"];
    let mut all = args.to_vec();
    all.push(path.to_str().unwrap());
    stdout(&all);
    let pdf = std::fs::read(&path).unwrap();
    let pages = pdf_extract::extract_text_from_mem_by_pages(&pdf).unwrap();
    let squeezed: Vec<String> = pages.iter().map(|p| p.split_whitespace().collect()).collect();
    // Nine puzzles a page: the tenth opens the second page; the answers follow.
    assert!(squeezed[0].contains("Problema1(fácil)"), "{}", squeezed[0]);
    assert!(squeezed[1].contains("Problema10(fácil)"), "{}", squeezed[1]);
    assert!(squeezed[2].starts_with("Soluciones"), "{}", squeezed[2]);
    assert!(squeezed.last().unwrap().contains("Solucióndelproblema10"));
}
