//! `nqueens solve` streams: the three formats say the same, an open-ended run writes as it
//! finds, and --out replaces its file only when the run ends well.
#![cfg(feature = "cli")]
mod common;

use common::cli::nqueens;
use nqueens::output::{EMPTY, FIXED_QUEEN, QUEEN};
use serde_json::Value;
use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};

fn stdout_of(args: &[&str]) -> String {
    let out = nqueens().args(args).output().unwrap();
    assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap()
}

fn cols(value: &Value) -> Vec<u32> {
    serde_json::from_value(value.clone()).unwrap()
}

/// A text board read back: its columns, and the (row, column) of each queen marked fixed.
type Drawn = (Vec<u32>, Vec<(usize, u32)>);

/// Text boards back to columns, and the fixed queens each board marks.
fn boards(text: &str, n: usize) -> Vec<Drawn> {
    let blocks: Vec<&str> = text.split("\n\n").filter(|b| !b.trim().is_empty()).collect();
    blocks
        .iter()
        .map(|block| {
            let rows: Vec<&str> = block.lines().collect();
            assert_eq!(rows.len(), n, "{block}");
            let mut cols = Vec::new();
            let mut fixed = Vec::new();
            for (r, line) in rows.iter().enumerate() {
                let squares: Vec<char> = line.split(' ').map(|s| s.chars().next().unwrap()).collect();
                assert_eq!(squares.len(), n, "{line}");
                assert!(squares.iter().all(|&c| [QUEEN, FIXED_QUEEN, EMPTY].contains(&c)), "{line}");
                let queens: Vec<usize> = (0..n).filter(|&c| squares[c] != EMPTY).collect();
                assert_eq!(queens.len(), 1, "{line}");
                cols.push(queens[0] as u32);
                if squares[queens[0]] == FIXED_QUEEN {
                    fixed.push((r, queens[0] as u32));
                }
            }
            (cols, fixed)
        })
        .collect()
}

#[test]
fn json_jsonl_and_text_agree() {
    for (n, extra) in [(6, vec![]), (8, vec![]), (8, vec!["--fix", "0,3"]), (8, vec!["--unique"])] {
        let args = |format: &str| {
            let mut a = vec!["solve".to_string(), n.to_string(), "--format".into(), format.into()];
            a.extend(extra.iter().map(|s| s.to_string()));
            a
        };
        let run = |format: &str| stdout_of(&args(format).iter().map(String::as_str).collect::<Vec<_>>());
        let text = run("json");
        let doc: Value = serde_json::from_str(&text).unwrap();
        let from_json: Vec<Vec<u32>> = doc["solutions"].as_array().unwrap().iter().map(cols).collect();
        assert!(!from_json.is_empty());
        assert_eq!(doc["count"], from_json.len());
        assert_eq!((doc["complete"].clone(), doc["method"].clone()), (Value::Bool(true), "backtrack".into()));
        let at = |k: &str| text.find(&format!("\"{k}\":")).unwrap();
        assert!(at("solutions") < at("count") && at("solutions") < at("complete"), "{text}");

        let jsonl = run("jsonl");
        let lines: Vec<Value> = jsonl.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
        let (header, rest) = lines.split_first().unwrap();
        let (footer, rows) = rest.split_last().unwrap();
        for key in ["format", "version", "n", "fixed", "filter", "method"] {
            assert_eq!(header[key], doc[key], "{key}");
        }
        assert_eq!(footer, &serde_json::json!({"count": doc["count"], "complete": true}));
        assert_eq!(rows.iter().map(cols).collect::<Vec<_>>(), from_json);

        let drawn = boards(&run("text"), n);
        assert_eq!(drawn.iter().map(|(c, _)| c.clone()).collect::<Vec<_>>(), from_json);
        let fixed: Vec<(usize, u32)> = serde_json::from_value(doc["fixed"].clone()).unwrap();
        assert!(drawn.iter().all(|(_, marked)| *marked == fixed), "{extra:?}");
    }
}

fn spawn(args: &[&str]) -> Child {
    Command::new(assert_cmd::cargo::cargo_bin("nqueens"))
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap()
}

fn interrupt(child: &Child) {
    let status = Command::new("kill").args(["-INT", &child.id().to_string()]).status().unwrap();
    assert!(status.success());
}

#[test]
fn an_open_ended_run_writes_as_it_finds_and_ctrl_c_closes_the_document() {
    let mut child = spawn(&["solve", "40", "--format", "jsonl"]);
    let mut out = BufReader::new(child.stdout.take().unwrap());
    let mut line = String::new();
    out.read_line(&mut line).unwrap();
    assert_eq!(serde_json::from_str::<Value>(&line).unwrap()["method"], "restarts");
    // Solutions arrive while the search goes on (it would never end by itself).
    for _ in 0..3 {
        line.clear();
        out.read_line(&mut line).unwrap();
        let solution: Vec<u32> = serde_json::from_str(&line).unwrap();
        assert!(nqueens::board::is_solution(40, &solution));
    }
    interrupt(&child);
    let rest: Vec<String> = out.lines().map(Result::unwrap).collect();
    let output = child.wait_with_output().unwrap();
    assert_eq!(output.status.code(), Some(130));
    let last: Value = serde_json::from_str(rest.last().unwrap()).unwrap();
    assert_eq!(last["complete"], false);
    let err = String::from_utf8(output.stderr).unwrap();
    // Said once, before the first solution.
    assert_eq!(err.matches("too many to list in full").count(), 1, "{err}");
    assert!(err.contains("stopped"), "{err}");
}

#[test]
fn out_is_replaced_by_a_run_that_ends_well_or_that_goes_on_until_stopped() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("solutions.json");
    std::fs::write(&path, "the old file").unwrap();
    let path_arg = path.to_str().unwrap();

    // Stopped by Ctrl-C while streaming into the temporary file: a search told to go on
    // until stopped puts its document in place, closed as incomplete.
    let mut child = spawn(&["solve", "64", "--out", path_arg]);
    let mut err = BufReader::new(child.stderr.take().unwrap());
    let mut notice = String::new();
    err.read_line(&mut notice).unwrap();
    assert!(notice.contains("too many to list in full"), "{notice}");
    // Wait until the temporary file beside it has solutions in it.
    while !std::fs::read_dir(dir.path()).unwrap().any(|e| {
        let e = e.unwrap();
        e.path() != path && e.metadata().unwrap().len() > 1000
    }) {
        std::thread::yield_now();
    }
    interrupt(&child);
    assert_eq!(child.wait().unwrap().code(), Some(130));
    let doc: Value = serde_json::from_slice(&std::fs::read(&path).unwrap()).unwrap();
    assert_eq!(doc["complete"], false);
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1, "a temporary file was left behind");
    std::fs::write(&path, "the old file").unwrap();

    // Failed: the fixed queens attack each other.
    assert_eq!(
        nqueens()
            .args(["solve", "8", "--fix", "0,0", "--fix", "1,1", "--out", path_arg])
            .output()
            .unwrap()
            .status
            .code(),
        Some(2)
    );
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "the old file");

    // Ended by its limit: that is a run that ends well, so the file is replaced.
    let out = nqueens()
        .args(["solve", "64", "--limit", "5", "--format", "jsonl", "--out", path_arg])
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = std::fs::read_to_string(&path).unwrap();
    assert_eq!(text.lines().count(), 7);
    assert_eq!(serde_json::from_str::<Value>(text.lines().last().unwrap()).unwrap()["count"], 5);
}
