//! Issue 48, point 10: `puzzle` and `tree` stopped mid-work said "before the work began";
//! `puzzle` dropped the puzzles already made and `tree` left a DOT file cut mid-graph. A
//! stop now keeps what was made, whole, and says so. Signals go to the program itself.

#![cfg(feature = "cli")]
#![cfg(target_os = "linux")]

mod running;

use nqueens::puzzle;
use running::{Hold, Running, nqueens, others, through_shell};
use serde_json::Value;

/// `puzzle 8 --count 1000` held once five are made, then stopped by SIGTERM: the file holds
/// the first puzzles made (those the same seed makes first), as many as it says, and
/// nothing is left beside it.
#[test]
fn a_stopped_puzzle_run_keeps_the_puzzles_made() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("puzzles.jsonl");
    std::fs::write(&out, "an older file").unwrap();
    let hold = Hold::new();
    let args = ["puzzle", "8", "--count", "1000", "--seed", "3", "--out", out.to_str().unwrap()];
    let mut run = Running::start(hold.on(nqueens(&args), 5));
    run.wait_until("five puzzles made", || hold.reached());
    run.signal(libc::SIGTERM);
    let ended = run.wait();
    assert_eq!(ended.status.code(), Some(143), "{}", ended.stderr);
    assert!(!ended.stderr.contains("before the work began"), "{}", ended.stderr);
    let text = std::fs::read_to_string(&out).unwrap();
    let kept: Vec<Value> = text.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    let said = format!("after {} of 1000 puzzles: kept the {} made, written to", kept.len(), kept.len());
    assert!(ended.stderr.contains(&said), "{said:?} not in {}", ended.stderr);
    assert!((5..1000).contains(&kept.len()), "{} kept", kept.len());
    let first = puzzle::make(8, kept.len(), None, 3).unwrap();
    let expected: Vec<Value> = first.iter().map(puzzle::to_json).collect();
    assert_eq!(kept, expected);
    assert_eq!(others(dir.path(), &out), Vec::<std::path::PathBuf>::new());
}

/// `tree 13 > FILE` stopped by SIGTERM while it writes: FILE is a whole DOT graph (every
/// line whole, closed by its brace) that says it was cut short, and so is `--format json`.
#[test]
fn a_stopped_tree_is_closed_and_says_it_was_cut_short() {
    for format in ["dot", "json"] {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("tree.out");
        let script = r#"exec "$0" "$@" > tree.out"#;
        let args = ["tree", "13", "--max-nodes", "10000000", "--format", format];
        let mut command = through_shell(script, &args);
        command.current_dir(dir.path());
        let mut run = Running::start(command);
        run.wait_until("the tree being written", || std::fs::metadata(&file).is_ok_and(|m| m.len() > 0));
        run.signal(libc::SIGTERM);
        let ended = run.wait();
        assert_eq!(ended.status.code(), Some(143), "{format}: {}", ended.stderr);
        assert!(ended.stderr.contains("cut short"), "{format}: {}", ended.stderr);
        let text = std::fs::read_to_string(&file).unwrap();
        if format == "dot" {
            assert!(text.starts_with("digraph search {\n") && text.ends_with("\n}\n"), "{format}");
            let body: Vec<&str> = text.lines().skip(1).filter(|l| *l != "}").collect();
            assert!(body.iter().all(|l| l.ends_with(';') || l.starts_with("  //")), "a line cut short");
            assert!(body.last().unwrap().contains("cut short after"), "{:?}", body.last());
        } else {
            let doc: Value = serde_json::from_str(&text).expect("a whole JSON document");
            assert_eq!(doc["complete"], false);
            let nodes = doc["nodes"].as_array().unwrap();
            assert!(!nodes.is_empty());
            // Every node's parent was written before it.
            for (i, node) in nodes.iter().enumerate() {
                assert_eq!(node["id"], i);
                assert!(node["parent"].as_u64().is_none_or(|p| p < i as u64), "{node}");
            }
        }
    }
}
