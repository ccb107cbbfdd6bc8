//! Running the `nqueens` binary, shared by the command-line tests.

use assert_cmd::Command;
use serde_json::Value;

pub fn nqueens() -> Command {
    Command::cargo_bin("nqueens").unwrap()
}

/// Runs a command that must succeed with one line of JSON on stdout; returns it parsed.
pub fn json(args: &[&str]) -> Value {
    let out = nqueens().args(args).output().unwrap();
    assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(text.lines().count(), 1, "{text}");
    serde_json::from_str(&text).unwrap()
}

/// Runs a command that must fail with exit code 2 and one line on stderr; returns the line.
pub fn fails(args: &[&str]) -> String {
    let out = nqueens().args(args).output().unwrap();
    assert_eq!(out.status.code(), Some(2), "{args:?}");
    assert!(out.stdout.is_empty(), "{args:?} wrote to stdout");
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
    assert!(!err.contains("panicked"), "{err}");
    err
}

/// Runs a command whose arguments clap refuses: exit code 2, nothing on stdout, clap's
/// whole message on stderr (which can take several lines); returns it.
pub fn refused(args: &[&str]) -> String {
    let out = nqueens().args(args).output().unwrap();
    assert_eq!(out.status.code(), Some(2), "{args:?}");
    assert!(out.stdout.is_empty(), "{args:?} wrote to stdout");
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.starts_with("nqueens: ") && !err.contains("panicked"), "{err}");
    err
}
