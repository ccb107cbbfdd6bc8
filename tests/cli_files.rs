//! `--out FILE` writes what is at FILE the way a person means it, never replacing it with
//! something else: a symbolic link's target (the link stays), a device or a FIFO directly,
//! a folder refused. The app's Export saves through the same function (`format::save`).
#![cfg(feature = "cli")]
#![cfg(unix)]
mod common;

use common::cli::{fails, nqueens};
use nqueens::board::is_solution;
use std::fs;
use std::os::unix::fs::FileTypeExt;
use std::path::Path;
use std::process::Command;
use std::sync::mpsc;
use std::time::Duration;

/// A generous bound for a command that takes milliseconds: only a hang reaches it.
const BOUND: Duration = Duration::from_secs(120);

/// Checks a solve 8 document: 92 valid solutions.
fn assert_eight(text: &str) {
    let doc: serde_json::Value = serde_json::from_str(text).unwrap_or_else(|e| panic!("{e}: {text:?}"));
    let solutions = doc["solutions"].as_array().unwrap();
    assert_eq!(solutions.len(), 92);
    for s in solutions {
        let cols: Vec<u32> = serde_json::from_value(s.clone()).unwrap();
        assert!(is_solution(8, &cols));
    }
}

/// The names in a folder, sorted.
fn names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> =
        fs::read_dir(dir).unwrap().map(|e| e.unwrap().file_name().into_string().unwrap()).collect();
    names.sort();
    names
}

fn solve_8_out(path: &Path) -> std::process::Output {
    nqueens().args(["solve", "8", "--out"]).arg(path).timeout(BOUND).output().unwrap()
}

#[test]
#[ignore = "needs root to make a device node: .ci/run runs it with --ignored"]
fn a_device_node_is_written_to_not_replaced() {
    let dir = tempfile::tempdir().unwrap();
    let node = dir.path().join("null");
    // A private copy of /dev/null (character device 1, 3): the system's own is never at risk.
    let made = Command::new("mknod").arg(&node).args(["c", "1", "3"]).output().unwrap();
    if !made.status.success() {
        common::skipped(&format!(
            "cannot make a device node (it takes root): {}",
            String::from_utf8_lossy(&made.stderr).trim()
        ));
        return;
    }
    if let Err(e) = fs::write(&node, "probe") {
        common::skipped(&format!("the temporary folder does not allow devices (mounted nodev?): {e}"));
        return;
    }
    let out = solve_8_out(&node);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let kind = fs::symlink_metadata(&node).unwrap().file_type();
    assert!(kind.is_char_device(), "the device node became {kind:?}");
    // Nothing was left beside it.
    assert_eq!(names(dir.path()), ["null"]);
}

#[test]
fn a_fifo_is_written_to_not_replaced() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("pipe");
    let made = Command::new("mkfifo").arg(&fifo).output().unwrap();
    assert!(made.status.success(), "{}", String::from_utf8_lossy(&made.stderr));
    let (sent, received) = mpsc::channel();
    let reader_path = fifo.clone();
    // A reader, as `cat pipe` would be: opening blocks until the writer opens its end.
    // Before the fix no writer ever came, so the thread is left blocked, never joined.
    std::thread::spawn(move || {
        let _ = sent.send(fs::read_to_string(&reader_path));
    });
    let out = solve_8_out(&fifo);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let kind = fs::symlink_metadata(&fifo).unwrap().file_type();
    assert!(kind.is_fifo(), "the FIFO became {kind:?}");
    let text = received.recv_timeout(BOUND).expect("the reader got the document").unwrap();
    assert_eight(&text);
    assert_eq!(names(dir.path()), ["pipe"]);
}

#[test]
fn a_symbolic_link_has_its_target_written_and_stays_a_link() {
    let dir = tempfile::tempdir().unwrap();
    let elsewhere = dir.path().join("elsewhere");
    fs::create_dir(&elsewhere).unwrap();
    let target = elsewhere.join("solutions.json");
    fs::write(&target, "earlier").unwrap();
    let link = dir.path().join("link.json");
    // Relative: it points from the link's folder.
    std::os::unix::fs::symlink("elsewhere/solutions.json", &link).unwrap();
    let out = solve_8_out(&link);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(fs::symlink_metadata(&link).unwrap().file_type().is_symlink(), "the link was replaced");
    assert_eq!(fs::read_link(&link).unwrap(), Path::new("elsewhere/solutions.json"));
    assert_eight(&fs::read_to_string(&target).unwrap());
    // No temporary file was left in either folder.
    assert_eq!(names(dir.path()), ["elsewhere", "link.json"]);
    assert_eq!(names(&elsewhere), ["solutions.json"]);

    // A link to a file not there yet creates that file, as `>` would.
    let dangling = dir.path().join("new-link.json");
    std::os::unix::fs::symlink("elsewhere/new.json", &dangling).unwrap();
    let out = solve_8_out(&dangling);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(fs::symlink_metadata(&dangling).unwrap().file_type().is_symlink());
    assert_eight(&fs::read_to_string(elsewhere.join("new.json")).unwrap());
}

#[test]
fn a_folder_is_refused_with_a_clear_message() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("kept"), "").unwrap();
    let err = fails(&["solve", "8", "--out", dir.path().to_str().unwrap()]);
    assert!(err.contains("is a folder, give a file name"), "{err}");
    assert!(!err.contains("busy"), "{err}");
    assert_eq!(names(dir.path()), ["kept"]);
    // `--out .`, as a person types it.
    let out = nqueens().current_dir(dir.path()).args(["solve", "8", "--out", "."]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("cannot write .: is a folder, give a file name"), "{err}");
}

/// The app's Export goes through the same function as `--out`.
#[test]
fn the_apps_export_keeps_a_link_a_link() {
    use nqueens::format::{self, SolutionSet};
    use nqueens::store::SolutionStore;
    use nqueens::stream::Filter;
    let dir = tempfile::tempdir().unwrap();
    let target = dir.path().join("target.json");
    let link = dir.path().join("link.json");
    std::os::unix::fs::symlink("target.json", &link).unwrap();
    let mut solutions = SolutionStore::new(4);
    solutions.push(&[1, 3, 0, 2], None);
    let set = SolutionSet { n: 4, fixed: vec![], filter: Filter::All, complete: false, solutions };
    format::save(&set, &link, &mut |_, _| {}).unwrap();
    assert!(fs::symlink_metadata(&link).unwrap().file_type().is_symlink());
    assert_eq!(format::open(&target).unwrap(), set);
    let err = format::save(&set, dir.path(), &mut |_, _| {}).unwrap_err();
    assert!(err.to_string().contains("is a folder"), "{err}");
}

/// A run killed outright (SIGKILL: nothing can clean up) leaves its temporary file, named
/// after the file it was to become, and FILE as it was.
#[test]
fn a_killed_runs_leftover_is_named_after_its_file() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("twenty.json");
    fs::write(&out, "earlier").unwrap();
    let bin = assert_cmd::cargo::cargo_bin("nqueens");
    // Open-ended: it writes solutions until stopped.
    let mut child = Command::new(bin)
        .args(["solve", "20", "--out"])
        .arg(&out)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let mut leftover = None;
    common::wait_until("a temporary file beside the output", || {
        leftover = names(dir.path()).into_iter().find(|n| n != "twenty.json");
        leftover.is_some()
    });
    let leftover = leftover.expect("found");
    child.kill().unwrap();
    child.wait().unwrap();
    assert!(leftover.starts_with(".twenty.json.tmp"), "{leftover}");
    assert_eq!(fs::read_to_string(&out).unwrap(), "earlier");
}
