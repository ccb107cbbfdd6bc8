//! A count killed hard (SIGKILL: no handler runs, no final save) while it checkpoints
//! resumes from its file to the published total: the file is only ever replaced whole.
#![cfg(feature = "cli")]

mod common;

use common::N17_TO_N19;
use common::rng::Rng;
use common::wait_until;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// Jobs a run counts before it is held: three runs leave most of n = 19's jobs to the last.
const HELD_AFTER: usize = 1_000;

/// The jobs a checkpoint file marks done, read whole: a torn file fails the test.
fn jobs_done(saved: &[u8]) -> u32 {
    let saved: serde_json::Value =
        serde_json::from_slice(saved).expect("a checkpoint is always whole, never torn");
    saved["done"].as_array().unwrap().iter().map(|w| w.as_u64().unwrap().count_ones()).sum()
}

/// Waits until the count has saved progress of its own: the file shows more jobs done than
/// `before`. False if the count ended first.
fn wait_for_a_save(child: &mut Child, path: &Path, before: u32) -> bool {
    let mut ended = false;
    wait_until("the count to save its progress", || {
        if child.try_wait().unwrap().is_some() {
            ended = true;
            return true;
        }
        match std::fs::read(path) {
            Ok(saved) => jobs_done(&saved) > before,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => false,
            Err(e) => panic!("{e}"),
        }
    });
    !ended
}

#[test]
fn a_count_killed_at_random_moments_resumes_to_the_published_total() {
    let (n, total, unique) = N17_TO_N19[2];
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("count.json");
    // Each run is held after a share of the jobs (src/cli/test_hold.rs), so that it is still
    // there to be killed on any machine (issue 44: once the join got faster, n = 18 ended
    // before the first kill). A kill lands mid-job on a slow machine, while held on a fast one.
    let hold = dir.path().join("hold");
    std::fs::write(&hold, "").unwrap();
    // A new moment every run; the seed is printed so that a failure can be replayed.
    let seed = SystemTime::now().duration_since(UNIX_EPOCH).unwrap().as_nanos() as u64 | 1;
    println!("seed {seed}");
    let mut rng = Rng(seed);
    let bin = assert_cmd::cargo::cargo_bin("nqueens");
    let count = || {
        let mut command = Command::new(&bin);
        command.args(["count", &n.to_string(), "--quiet", "--checkpoint"]).arg(&path);
        command
    };
    let held = || {
        let mut command = count();
        command.env("NQUEENS_TEST_HOLD", &hold).env("NQUEENS_TEST_HOLD_AFTER", HELD_AFTER.to_string());
        command
    };
    let mut progress: Vec<u32> = Vec::new();
    for _ in 0..3 {
        let mut child = held().stdout(Stdio::piped()).stderr(Stdio::null()).spawn().unwrap();
        let before = progress.last().copied().unwrap_or(0);
        assert!(wait_for_a_save(&mut child, &path, before), "a held count ended: {:?}", child.wait());
        // Killed at a moment within the next save interval (2 s) that the count cannot know.
        std::thread::sleep(Duration::from_millis(rng.below(2_000) as u64));
        child.kill().unwrap(); // SIGKILL on Unix
        assert!(!child.wait().unwrap().success(), "a held count ended");
        progress.push(jobs_done(&std::fs::read(&path).unwrap()));
    }
    println!("jobs done after each kill: {progress:?}");
    assert!(progress[0] > 0, "{progress:?}");
    // Each run went on from the one before: nothing counted is lost.
    assert!(progress.windows(2).all(|w| w[0] < w[1]), "{progress:?}");
    let out = count().output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        (report["total"].as_u64(), report["unique"].as_u64()),
        (Some(total), Some(unique)),
        "seed {seed}"
    );
}
