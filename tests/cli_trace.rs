//! `nqueens trace` and `nqueens count --method backtrack`, run as a person would.
#![cfg(feature = "cli")]

mod common;

use common::cli::{fails, json, nqueens};
use serde_json::Value;

fn trace(args: &[&str]) -> Vec<Value> {
    let out = nqueens().arg("trace").args(args).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap().lines().map(|l| serde_json::from_str(l).unwrap()).collect()
}

fn ops<'a>(lines: &'a [Value], op: &'a str) -> impl Iterator<Item = &'a Value> + 'a {
    lines.iter().filter(move |l| l["op"] == op)
}

#[test]
fn the_4x4_trace_reads_step_by_step() {
    let lines = trace(&["4"]);
    assert_eq!(lines[0], serde_json::json!({"step": 1, "op": "place", "row": 0, "col": 0}));
    // Steps are numbered 1, 2, … over places and removes; rejects share the number of the
    // step they lead to.
    let steps: Vec<u64> = lines
        .iter()
        .filter(|l| l["op"] == "place" || l["op"] == "remove")
        .map(|l| l["step"].as_u64().unwrap())
        .collect();
    assert_eq!(steps, (1..=steps.len() as u64).collect::<Vec<_>>());
    let solutions: Vec<&Value> = ops(&lines, "solution").collect();
    assert_eq!(solutions.len(), 2);
    assert_eq!(solutions[1]["solution"], 2);
    let end = lines.last().unwrap();
    assert_eq!(end["op"], "end");
    assert_eq!(end["nodes"], 17);
    assert_eq!(end["solutions"], 2);
    assert_eq!(end["complete"], true);
    assert_eq!(end["steps"].as_u64().unwrap() as usize, steps.len());
    // Every place is undone by a remove by the end.
    assert_eq!(ops(&lines, "place").count(), ops(&lines, "remove").count());
}

#[test]
fn max_steps_stops_the_trace_and_says_it_is_incomplete() {
    let lines = trace(&["8", "--fix", "0,0", "--max-steps", "3"]);
    let end = lines.last().unwrap();
    assert_eq!((end["steps"].as_u64(), end["complete"].as_bool()), (Some(3), Some(false)));
    // The fixed queen's row is passed over: the first place is in row 1.
    assert_eq!(ops(&lines, "place").next().unwrap()["row"], 1);
    assert!(lines.iter().all(|l| l["op"] == "end" || l["step"].as_u64().unwrap() <= 3));
}

#[test]
fn count_by_backtracking_gives_the_textbook_figures() {
    let eight = json(&["count", "8", "--method", "backtrack", "--quiet"]);
    assert_eq!(eight["nodes_by_row"], serde_json::json!([1, 8, 42, 140, 344, 568, 550, 312, 92]));
    assert_eq!((eight["nodes"].as_u64(), eight["total"].as_u64()), (Some(2057), Some(92)));
    assert_eq!(json(&["count", "6", "--method", "backtrack", "-q"])["nodes"], 153);
    // With a fixed queen: the trace and the count agree, and the total is the fast count's.
    let args = ["7", "--fix", "3,2"];
    let counted = json(&[&["count"][..], &args, &["--method", "backtrack", "-q"]].concat());
    let lines = trace(&args);
    let end = lines.last().unwrap();
    assert_eq!(end["nodes_by_row"], counted["nodes_by_row"]);
    assert_eq!(end["solutions"], counted["total"]);
    assert_eq!(counted["total"], json(&[&["count"][..], &args, &["-q"]].concat())["total"]);
}

#[test]
fn backtrack_refuses_parts_and_checkpoints() {
    let err = fails(&["count", "8", "--method", "backtrack", "--part", "0/2"]);
    assert!(err.contains("--part"), "{err}");
    let err = fails(&["count", "8", "--method", "backtrack", "--checkpoint", "x.json"]);
    assert!(err.contains("--checkpoint"), "{err}");
    let err = fails(&["trace", "8", "--fix", "0,0", "--fix", "1,1"]);
    assert!(err.contains("attack each other"), "{err}");
}
