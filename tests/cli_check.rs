//! `nqueens check` end to end: a class's files in every notation with planted mistakes,
//! judged against a brute-force reference; exit codes, formats and languages.
#![cfg(feature = "cli")]
mod common;

use common::answers::{WRITTEN, Written, expected, sheet};
use common::cli::nqueens;
use common::{oracle_images, oracle_solutions};
use serde_json::Value;
use std::path::{Path, PathBuf};

/// Runs `check` and returns (exit code, stdout, stderr).
fn check(args: &[&str], stdin: Option<&str>) -> (i32, String, String) {
    let mut command = nqueens();
    command.arg("check").args(args);
    if let Some(input) = stdin {
        command.write_stdin(input);
    }
    let out = command.output().unwrap();
    let (stdout, stderr) = (String::from_utf8(out.stdout).unwrap(), String::from_utf8(out.stderr).unwrap());
    assert!(!stderr.contains("panicked"), "{stderr}");
    (out.status.code().unwrap(), stdout, stderr)
}

fn write(dir: &Path, name: &str, text: &str) -> PathBuf {
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

/// All 92 solutions of 8×8 with the planted mistakes: the 10th dropped, the 4th given again
/// as the 41st answer, and an attacking pair (the identity's diagonal) as the 17th.
fn planted() -> (Vec<Vec<u32>>, Vec<u32>) {
    let mut answers = oracle_solutions(8, &[]);
    let dropped = answers.remove(9);
    answers.insert(40, answers[3].clone());
    answers.insert(16, (0..8).collect());
    (answers, dropped)
}

#[test]
fn planted_mistakes_are_found_in_every_notation() {
    let dir = tempfile::tempdir().unwrap();
    let (answers, dropped) = planted();
    for written in WRITTEN {
        let file = sheet(written, &answers, written == Written::ListFromOne);
        let path = write(dir.path(), "answers.txt", &file.text);
        let (code, out, err) = check(&[path.to_str().unwrap(), "--format", "json"], None);
        assert_eq!(code, 1, "{written:?}: {err}");
        let report: Value = serde_json::from_str(out.trim()).unwrap();
        let e = expected(8, &answers, &file.lines, false);
        assert_eq!(report["file"], path.to_str().unwrap());
        assert_eq!((report["n"].as_u64(), report["exercise"].as_str()), (Some(8), Some("all")));
        assert_eq!(report["notation"], written.notation(), "{written:?}");
        assert_eq!(report["read"], answers.len() as u64, "{written:?}");
        assert_eq!(report["valid"], e.valid, "{written:?}");
        let invalid = report["invalid"].as_array().unwrap();
        assert_eq!(invalid.iter().map(|i| i["line"].as_u64().unwrap()).collect::<Vec<_>>(), e.invalid_lines);
        assert_eq!(invalid[0]["squares"], serde_json::json!(["a8", "b7"]), "{written:?}");
        assert_eq!(invalid[0]["along"], "diagonal");
        let duplicates: Vec<(u64, u64)> = report["duplicates"]
            .as_array()
            .unwrap()
            .iter()
            .map(|d| (d["line"].as_u64().unwrap(), d["first_line"].as_u64().unwrap()))
            .collect();
        assert_eq!(duplicates, e.duplicates, "{written:?}");
        assert_eq!(duplicates, [(file.lines[41], file.lines[3])]);
        assert_eq!(report["missing"], 1);
        assert_eq!(report["missing_examples"], serde_json::json!([dropped]));
        assert_eq!(report["correct"], false);
    }
}

#[test]
fn a_right_file_passes_in_every_notation() {
    let dir = tempfile::tempdir().unwrap();
    for written in WRITTEN {
        let path = write(dir.path(), "ok.txt", &sheet(written, &oracle_solutions(6, &[]), true).text);
        let (code, out, _) = check(&[path.to_str().unwrap()], None);
        assert_eq!(code, 0, "{written:?}: {out}");
        assert!(out.contains("4 answers read, 4 valid.") && out.trim_end().ends_with("Correct."), "{out}");
    }
}

#[test]
fn the_note_reads_like_a_teachers_in_each_language() {
    let (answers, dropped) = planted();
    let dropped: Vec<String> = dropped.iter().map(u32::to_string).collect();
    let dropped = dropped.join(" ");
    let file = sheet(Written::ListFromZero, &answers, false);
    let (_, es, _) = check(&["-", "--lang", "es"], Some(&file.text));
    assert!(es.contains(&format!("Falta 1 solución: {dropped}.")), "{es}");
    assert!(es.contains("La línea 42 repite la línea 4."), "{es}");
    assert!(es.contains("Línea 17: la posición 1 y la posición 2 se atacan en la misma diagonal."), "{es}");
    assert!(es.trim_end().ends_with("Incorrecto."), "{es}");
    let (_, ca, _) = check(&["--lang", "ca"], Some(&file.text));
    assert!(ca.contains(&format!("Falta 1 solució: {dropped}.")), "{ca}");
    assert!(ca.contains("La línia 42 repeteix la línia 4."), "{ca}");
    let boards = sheet(Written::Boards, &answers, false);
    let (_, en, _) = check(&[], Some(&boards.text));
    assert!(
        en.contains(&format!("Line {}: a8 and b7 attack each other along a diagonal.", boards.lines[16])),
        "{en}"
    );
}

#[test]
fn a_wrong_n_is_said() {
    let file = sheet(Written::ListFromZero, &oracle_solutions(8, &[]), false);
    let (code, out, _) = check(&["--n", "7", "--format", "json"], Some(&file.text));
    let report: Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!((code, report["valid"].as_u64(), report["missing"].as_u64()), (1, Some(0), Some(40)));
    assert_eq!(report["invalid"][0]["fault"], "wrong-size");
    let (_, text, _) = check(&["--n", "7"], Some(&file.text));
    assert!(text.contains("Line 1: an answer of size 8, not 7."), "{text}");
}

#[test]
fn a_mirrored_twin_repeats_its_class_in_unique() {
    let mut classes: Vec<Vec<u32>> =
        oracle_solutions(8, &[]).into_iter().map(|s| oracle_images(&s).into_iter().min().unwrap()).collect();
    classes.sort();
    classes.dedup();
    assert_eq!(classes.len(), common::UNIQUE[7] as usize);
    let twin: Vec<u32> = classes[5].iter().map(|c| 7 - c).collect();
    let mut answers = classes.clone();
    answers.push(twin);
    let file = sheet(Written::Pairs, &answers, false);
    let (code, out, _) = check(&["--exercise", "unique", "--format", "json"], Some(&file.text));
    let report: Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(code, 1);
    assert_eq!(report["duplicates"], serde_json::json!([{"line": 13, "first_line": 6}]));
    assert_eq!(report["missing"], 0);
    let (code, _, _) = check(&["--exercise", "unique"], Some(&sheet(Written::Pairs, &classes, false).text));
    assert_eq!(code, 0);
    // A class left out is missing, and named.
    let (_, out, _) = check(
        &["--exercise", "unique", "--format", "json"],
        Some(&sheet(Written::Pairs, &classes[1..], false).text),
    );
    let report: Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(
        (report["missing"].as_u64(), report["missing_examples"][0].clone()),
        (Some(1), serde_json::json!(classes[0]))
    );
}

#[test]
fn counts_are_checked_against_the_published_ones() {
    let (code, out, _) = check(&["--exercise", "count", "--n", "16"], Some("Soluciones: 14.772.512\n"));
    assert_eq!(code, 0, "{out}");
    let (code, out, _) =
        check(&["--exercise", "count", "--n", "8", "--lang", "es"], Some("Hay 90 soluciones\n"));
    assert_eq!(code, 1);
    assert!(out.contains("La línea 1 da 90; deberían ser 92."), "{out}");
    let (_, out, _) = check(&["--exercise", "count", "--n", "8"], Some("12\n"));
    assert!(
        out.contains("the number of classes under the board's symmetries; all solutions are 92"),
        "{out}"
    );
    let (code, _, err) = check(&["--exercise", "count"], Some("92\n"));
    assert_eq!(code, 2);
    assert!(err.contains("--n"), "{err}");
}

#[test]
fn one_solution_is_one_valid_answer() {
    let (code, _, _) = check(&["--exercise", "one"], Some("a5 c4 e3 b2 d1\n"));
    assert_eq!(code, 0);
    let (code, out, _) = check(&["--exercise", "one"], Some("a5 b4 e3 c2 d1\n"));
    assert_eq!(code, 1);
    assert!(out.contains("Line 1: a5 and b4 attack each other along a diagonal."), "{out}");
}

#[test]
fn garbage_and_empty_input() {
    let (code, out, _) = check(&[], Some(""));
    assert_eq!(code, 1);
    assert!(out.contains("0 answers read") && out.contains("Not correct."), "{out}");
    let (code, out, _) = check(&["--format", "json"], Some("lorem ipsum\n[1, 3, 0\n"));
    let report: Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(
        (code, report["skipped"].as_u64(), report["invalid"][0]["fault"].as_str()),
        (1, Some(1), Some("unreadable"))
    );
    let dir = tempfile::tempdir().unwrap();
    let binary = dir.path().join("a.out");
    std::fs::write(&binary, b"[1, 3, 0, 2]\n\xff\xfe\x00\n").unwrap();
    let (code, _, err) = check(&[binary.to_str().unwrap()], None);
    assert_eq!(code, 2);
    assert!(err.contains("a.out") && err.contains("line 2"), "{err}");
    let (code, _, err) = check(&[dir.path().join("nowhere.txt").to_str().unwrap()], None);
    assert_eq!(code, 2);
    assert!(err.contains("nowhere.txt"), "{err}");
}

#[test]
fn a_folder_of_submissions_gives_a_report_each_and_a_summary() {
    let dir = tempfile::tempdir().unwrap();
    let good = write(dir.path(), "ana.txt", &sheet(Written::Boards, &oracle_solutions(6, &[]), false).text);
    let bad = write(
        dir.path(),
        "bob, jr.txt",
        &sheet(Written::Squares, &oracle_solutions(6, &[])[1..], false).text,
    );
    let files = [good.to_str().unwrap(), bad.to_str().unwrap()];
    let (code, out, _) = check(&files, None);
    assert_eq!(code, 1);
    assert!(out.trim_end().ends_with("2 files: 1 correct, 1 not correct, 0 unreadable."), "{out}");
    let (_, csv, _) = check(&[files[0], files[1], "--format", "csv"], None);
    let rows: Vec<&str> = csv.lines().collect();
    assert_eq!(rows[0], "file,n,exercise,notation,read,valid,invalid,duplicates,missing,correct");
    assert_eq!(rows[1], format!("{},6,all,boards,4,4,0,0,0,true", files[0]));
    assert_eq!(rows[2], format!("\"{}\",6,all,squares,3,3,0,0,1,false", files[1]));
}

#[test]
fn nqueens_own_json_is_read_as_lists() {
    let out = nqueens().args(["solve", "8"]).output().unwrap();
    let (code, text, _) = check(&[], Some(&String::from_utf8(out.stdout).unwrap()));
    assert_eq!(code, 0, "{text}");
}
