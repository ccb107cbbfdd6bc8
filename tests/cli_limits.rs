//! The real binary under hostile limits: a closed standard output, more threads than
//! cores, a process that may start no thread, an address space too small for the count.

#![cfg(feature = "cli")]
#![cfg(target_os = "linux")]

mod running;

use running::{nqueens, run, through_shell};
use serde_json::Value;
use std::path::PathBuf;
use std::process::Command;

/// `>&-`: a result that cannot be written is an error, not a silent exit 0.
#[test]
fn a_closed_standard_output_is_an_error() {
    for args in [&["solve", "8"][..], &["count", "8"], &["max", "6"]] {
        let ended = run(through_shell(r#"exec "$0" "$@" >&-"#, args));
        assert_eq!(ended.status.code(), Some(2), "{args:?}: {}", ended.stderr);
        assert!(ended.stderr.contains("standard output is closed"), "{args:?}: {}", ended.stderr);
    }
    // Writing to a file needs no standard output.
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("eight.json");
    let ended = run(through_shell(r#"exec "$0" "$@" >&-"#, &["solve", "8", "--out", out.to_str().unwrap()]));
    assert_eq!(ended.status.code(), Some(0), "{}", ended.stderr);
    let doc: Value = serde_json::from_slice(&std::fs::read(&out).unwrap()).unwrap();
    assert_eq!(doc["count"], 92);
}

/// More threads than cores only wait (and made a 2 ms count take 35 s): they are capped,
/// and the cap is said.
#[test]
fn threads_are_capped_at_the_cores() {
    let ended = run(nqueens(&["count", "12", "--threads", "10000"]));
    assert_eq!(ended.status.code(), Some(0), "{}", ended.stderr);
    assert!(ended.stderr.contains("--threads 10000 is more than the"), "{}", ended.stderr);
    let report: Value = serde_json::from_str(&ended.stdout).unwrap();
    assert_eq!(report["total"], 14200);
}

/// A pids cgroup of its own for one run, where this machine lets the test make one (as
/// root with cgroup v1's pids hierarchy, or v2 with pids delegated); `None` (and a line
/// saying why) elsewhere.
struct PidsLimit(PathBuf);

impl PidsLimit {
    fn new(max: u32) -> Option<Self> {
        static NEXT: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
        let unique = format!(
            "nqueens-test-{}-{}",
            std::process::id(),
            NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
        );
        for root in ["/sys/fs/cgroup/pids", "/sys/fs/cgroup"] {
            let dir = PathBuf::from(root).join(&unique);
            if std::fs::create_dir(&dir).is_ok() {
                if std::fs::write(dir.join("pids.max"), max.to_string()).is_ok() {
                    return Some(PidsLimit(dir));
                }
                let _ = std::fs::remove_dir(&dir);
            }
        }
        println!("skipped: no pids cgroup can be made here (needs root and a writable pids controller)");
        None
    }

    /// `nqueens ARGS` started inside the cgroup.
    fn command(&self, args: &[&str]) -> Command {
        let procs = self.0.join("cgroup.procs");
        through_shell(&format!(r#"echo $$ > '{}' && exec "$0" "$@""#, procs.display()), args)
    }
}

impl Drop for PidsLimit {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir(&self.0);
    }
}

/// Where the process may start one thread or none (a container's pids limit below the
/// cores), every command still answers: on fewer threads, saying so; no panic, no hang.
#[test]
fn commands_answer_where_threads_cannot_start() {
    for max in [1, 2] {
        let Some(limit) = PidsLimit::new(max) else { return };
        let dir = tempfile::tempdir().unwrap();
        let checkpoint = dir.path().join("count.json");
        let checkpoint = checkpoint.to_str().unwrap();
        let cases: [(&[&str], &str); 6] = [
            (&["count", "14"], "365596"),
            (&["count", "14", "--checkpoint", checkpoint], "365596"),
            (&["count", "11", "--method", "backtrack"], "2680"),
            (&["solve", "10", "--format", "jsonl"], r#""count":724"#),
            (&["hints", "8", "--fix", "0,0"], r#""total":4"#),
            (&["max", "9"], r#""optimal":true"#),
        ];
        for (args, answer) in cases {
            let ended = run(limit.command(args));
            assert_eq!(ended.status.code(), Some(0), "pids.max {max}, {args:?}: {}", ended.stderr);
            assert!(ended.stdout.contains(answer), "pids.max {max}, {args:?}: {}", ended.stdout);
            assert!(!ended.stderr.contains("panicked"), "{}", ended.stderr);
            if args[0] != "max" {
                assert!(
                    ended.stderr.contains("the system lets this process start"),
                    "{args:?}: {}",
                    ended.stderr
                );
            }
        }
    }
}

/// `count 20` under a 300 MB address-space limit: refused before it starts, with what it
/// needs and what fewer threads would need; no abort.
#[test]
fn a_count_too_big_for_the_address_space_is_refused() {
    let ended = run(through_shell(r#"ulimit -v 300000 && exec "$0" "$@""#, &["count", "20"]));
    assert_eq!(ended.status.code(), Some(2), "{}", ended.stderr);
    let line = ended.stderr.lines().last().unwrap();
    assert!(line.contains("needs about") && line.contains("address-space limit"), "{line}");
    assert!(line.contains("one thread") || line.contains("--threads"), "{line}");
    assert!(ended.stdout.is_empty(), "{}", ended.stdout);
}
