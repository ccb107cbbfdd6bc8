//! The real binary under hostile limits: a closed standard output, more threads than
//! cores, a process that may start no thread, an address space too small for the count.

#![cfg(feature = "cli")]
#![cfg(target_os = "linux")]

mod common;
mod running;

use running::{Running, nqueens, run, through_shell};
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
        common::skipped("no pids cgroup can be made here (needs root and a writable pids controller)");
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
#[ignore = "needs root and a writable pids cgroup: .ci/run runs it with --ignored"]
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
            (&["max", "9"], r#""proven":true"#),
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

/// Issue 32: progress and notices on standard error are best effort: a full standard error
/// (`2>/dev/full`) panicked (exit 101) and lost the result.
#[test]
fn a_failing_standard_error_keeps_the_result() {
    for args in [&["count", "12"][..], &["local", "8", "--algorithm", "min-conflicts", "--threads", "99"]] {
        let ended = run(through_shell(r#"exec "$0" "$@" 2>/dev/full"#, args));
        assert_eq!(ended.status.code(), Some(0), "{args:?}");
        let result: Value = serde_json::from_str(&ended.stdout).unwrap();
        assert!(result.is_object(), "{args:?}");
    }
}

/// Issue 32: `--budget 1e19` panicked multiplying a duration; `1e20` did not say the maximum.
#[test]
fn a_huge_hints_budget_is_taken_or_refused_with_the_maximum() {
    let ended = run(nqueens(&["hints", "6", "--budget", "1e19"]));
    assert_eq!(ended.status.code(), Some(0), "{}", ended.stderr);
    let ended = run(nqueens(&["hints", "6", "--budget", "1e20"]));
    assert_eq!(ended.status.code(), Some(2), "{}", ended.stderr);
    assert!(ended.stderr.contains("from 0 to 1.845e19"), "{}", ended.stderr);
}

/// Issue 32: `solve --out -` wrote a file named `-`; it is standard output, as for `render`.
#[test]
fn out_dash_is_standard_output() {
    let dir = tempfile::tempdir().unwrap();
    let mut command = nqueens(&["solve", "6", "--out", "-"]);
    command.current_dir(dir.path());
    let ended = run(command);
    assert_eq!(ended.status.code(), Some(0), "{}", ended.stderr);
    let doc: Value = serde_json::from_str(&ended.stdout).unwrap();
    assert_eq!(doc["count"], 4);
    assert!(!dir.path().join("-").exists());
}

/// Issue 32: the checkpoint's lock file followed a symbolic link, creating a root-owned
/// file wherever it pointed.
#[test]
fn a_lock_file_that_is_a_link_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("elsewhere")).unwrap();
    std::os::unix::fs::symlink("elsewhere/created.txt", dir.path().join(".ck.json.lock")).unwrap();
    let checkpoint = dir.path().join("ck.json");
    let ended = run(nqueens(&["count", "12", "--checkpoint", checkpoint.to_str().unwrap()]));
    assert_eq!(ended.status.code(), Some(2), "{}", ended.stderr);
    assert!(ended.stderr.contains("symbolic link"), "{}", ended.stderr);
    assert!(!dir.path().join("elsewhere/created.txt").exists());
}

/// `nqueens ARGS` with its address space limited to `bytes` (setrlimit in the child).
fn limited(args: &[&str], bytes: u64) -> Command {
    use std::os::unix::process::CommandExt;
    let mut command = nqueens(args);
    // SAFETY: between fork and exec the closure calls only setrlimit, which is
    // async-signal-safe, on a value it owns; it allocates nothing.
    unsafe {
        command.pre_exec(move || {
            let limit = libc::rlimit { rlim_cur: bytes, rlim_max: bytes };
            if libc::setrlimit(libc::RLIMIT_AS, &limit) != 0 {
                return Err(std::io::Error::last_os_error());
            }
            Ok(())
        });
    }
    command
}

/// Issue 32: `merge` read any file whole (a copy of /dev/zero until memory ran out): parts
/// are read with the 64 MiB cap `--fix-file` has; and a fix-file or part may start with a
/// UTF-8 byte-order mark.
#[test]
fn merge_reads_at_most_64_mib_and_a_bom_is_accepted() {
    let ended = run(limited(&["merge", "/dev/zero"], 1 << 30));
    assert_eq!(ended.status.code(), Some(2), "{}", ended.stderr);
    assert!(ended.stderr.contains("larger than 64 MiB"), "{}", ended.stderr);
    let dir = tempfile::tempdir().unwrap();
    let fix = dir.path().join("fix.json");
    std::fs::write(&fix, b"\xEF\xBB\xBF[[0, 0]]").unwrap();
    let ended = run(nqueens(&["count", "8", "--fix-file", fix.to_str().unwrap()]));
    assert_eq!(ended.status.code(), Some(0), "{}", ended.stderr);
    assert_eq!(serde_json::from_str::<Value>(&ended.stdout).unwrap()["total"], 4);
}

/// Issue 32: `--population 4294967296` aborted on a 103 GB allocation and 2^64 - 1 panicked
/// ("capacity overflow"), in `local`, `trace` and `compare`; `compare 64 --algorithms
/// backtrack` ran for ever while the exhaustive searches were refused.
#[test]
fn sizes_too_big_for_memory_or_time_are_refused_before_they_start() {
    // A population past the library's range is refused by the range, before any memory is
    // asked; within it, one too big for the memory on wide boards is refused with the figure.
    for population in ["4294967296", "18446744073709551615"] {
        for args in [
            &["local", "8", "--algorithm", "genetic", "--population", population][..],
            &["trace", "8", "--algorithm", "genetic", "--population", population],
            &["compare", "8", "--algorithms", "genetic", "--population", population],
        ] {
            let ended = run(limited(args, 4 << 30));
            assert_eq!(ended.status.code(), Some(2), "{args:?}: {}", ended.stderr);
            assert!(
                ended.stderr.contains("--population must be a whole number from 2 to 1000"),
                "{args:?}: {}",
                ended.stderr
            );
        }
    }
    for args in [
        &["local", "1000000", "--algorithm", "genetic", "--population", "1000"][..],
        &["trace", "1000000", "--algorithm", "genetic", "--population", "1000"],
    ] {
        let ended = run(limited(args, 4 << 30));
        assert_eq!(ended.status.code(), Some(2), "{args:?}: {}", ended.stderr);
        assert!(ended.stderr.contains("of memory"), "{args:?}: {}", ended.stderr);
    }
    let ended = run(nqueens(&["compare", "64", "--algorithms", "backtrack"]));
    assert_eq!(ended.status.code(), Some(2), "{}", ended.stderr);
    assert!(ended.stderr.contains("solutions, more than"), "{}", ended.stderr);
}

/// Issue 32: under an address-space limit, `render 1000000 --size 8192` and a PDF sheet
/// aborted (134) part-way: each is refused before it starts, with the memory it needs; and
/// a text board of a million columns (built whole, 3 TB) is written row by row in a few MB.
#[test]
fn pictures_too_big_for_memory_are_refused_and_text_boards_stream() {
    let dir = tempfile::tempdir().unwrap();
    let png = dir.path().join("wide.png");
    let ended =
        run(limited(&["render", "1000000", "--size", "8192", "--out", png.to_str().unwrap()], 400 << 20));
    assert_eq!(ended.status.code(), Some(2), "{}", ended.stderr);
    assert!(ended.stderr.contains("needs about") && ended.stderr.contains("of memory"), "{}", ended.stderr);
    assert!(!png.exists());
    // The same picture where memory allows it.
    let ended =
        run(limited(&["render", "1000000", "--size", "2048", "--out", png.to_str().unwrap()], 400 << 20));
    assert_eq!(ended.status.code(), Some(0), "{}", ended.stderr);
    assert!(std::fs::read(&png).unwrap().starts_with(b"\x89PNG"));

    let pdf = dir.path().join("sheet.pdf");
    for (n, bytes) in [("64", 1u64 << 30), ("1000000", 4 << 30)] {
        let args = ["solve", n, "--limit", "10000", "--format", "pdf", "--out", pdf.to_str().unwrap()];
        let ended = run(limited(&args, bytes));
        assert_eq!(ended.status.code(), Some(2), "{n}: {}", ended.stderr);
        assert!(
            ended.stderr.contains("needs about") && ended.stderr.contains("of memory"),
            "{n}: {}",
            ended.stderr
        );
        assert!(!pdf.exists());
    }

    let mut text =
        Running::start(limited(&["solve", "1000000", "--limit", "1", "--format", "text"], 3_000_000_000));
    let out = text.stdout.clone();
    text.wait_until("a few rows", || text_rows(&out) >= 3);
    text.signal(libc::SIGTERM);
    let ended = text.wait();
    assert_eq!(ended.status.code(), Some(143), "{}", ended.stderr);
}

/// Rows of a text board written so far.
fn text_rows(stdout: &std::sync::Arc<std::sync::Mutex<Vec<u8>>>) -> usize {
    stdout.lock().unwrap().iter().filter(|&&b| b == b'\n').count()
}
