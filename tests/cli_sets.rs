//! Files replaced as a set, and the helper files beside them, on the real binary: a signal
//! leaves a set of PNG pages all old or all new, never a mix, and no temporary file.

#![cfg(feature = "cli")]
#![cfg(target_os = "linux")]

mod running;

use running::{Running, nqueens, run};
use std::path::{Path, PathBuf};

/// The pages `stem-1.png`, `stem-2.png`, … in `dir`, read in order.
fn pages(dir: &Path, stem: &str) -> Vec<Vec<u8>> {
    (1..).map(|i| dir.join(format!("{stem}-{i}.png"))).map_while(|p| std::fs::read(p).ok()).collect()
}

/// Names in `dir` that start with a dot: what a run writes aside.
fn aside(dir: &Path) -> Vec<PathBuf> {
    let names = std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().path());
    names.filter(|p| p.file_name().unwrap().to_string_lossy().starts_with('.')).collect()
}

/// Runs `args(out)` to its end, for a set of pages as a run leaves it undisturbed.
fn undisturbed(args: &dyn Fn(&str) -> Vec<String>, stem: &str) -> Vec<Vec<u8>> {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join(format!("{stem}.png"));
    let ended = run(nqueens(&args(out.to_str().unwrap()).iter().map(String::as_str).collect::<Vec<_>>()));
    assert!(ended.status.success(), "{}", ended.stderr);
    pages(dir.path(), stem)
}

/// Issue 48: `puzzle --format png` stopped by one SIGTERM between pages, and `solve
/// --format png` by Ctrl-C twice, left some pages of the new run beside the old run's
/// (pages went one at a time through the plain atomic write). Started over an old run's
/// pages and signalled once it is among them (a page new, or two written aside), the
/// pages are all the old run's or all the new run's, byte for byte, nothing is left aside,
/// and standard error says which.
#[test]
fn a_stopped_set_of_pages_is_all_old_or_all_new() {
    type Args = Box<dyn Fn(&str, bool) -> Vec<String>>;
    let cases: [(&str, Args, &[i32]); 2] = [
        (
            "puzzles",
            Box::new(|out: &str, new: bool| {
                let seed = if new { "2" } else { "1" };
                ["puzzle", "8", "--count", "150", "--seed", seed, "--format", "png", "--out", out]
                    .map(String::from)
                    .to_vec()
            }),
            &[libc::SIGTERM],
        ),
        (
            "sheet",
            Box::new(|out: &str, new: bool| {
                let lang = if new { "en" } else { "es" };
                ["solve", "9", "--format", "png", "--lang", lang, "--out", out].map(String::from).to_vec()
            }),
            &[libc::SIGINT, libc::SIGINT],
        ),
    ];
    for (stem, args, signals) in cases {
        let old = undisturbed(&|out| args(out, false), stem);
        let new = undisturbed(&|out| args(out, true), stem);
        assert!(old.len() > 2 && old.len() == new.len(), "{stem}: {} and {} pages", old.len(), new.len());
        assert!(old.iter().zip(&new).all(|(a, b)| a != b), "{stem}: the two runs draw different pages");

        let dir = tempfile::tempdir().unwrap();
        for (i, page) in old.iter().enumerate() {
            std::fs::write(dir.path().join(format!("{stem}-{}.png", i + 1)), page).unwrap();
        }
        let out = dir.path().join(format!("{stem}.png"));
        let mut process = Running::start(nqueens(
            &args(out.to_str().unwrap(), true).iter().map(String::as_str).collect::<Vec<_>>(),
        ));
        process.wait_until_catching(libc::SIGTERM);
        let first = dir.path().join(format!("{stem}-1.png"));
        process.wait_until("the pages being written", || {
            aside(dir.path()).len() >= 2 || std::fs::read(&first).is_ok_and(|page| page != old[0])
        });
        for &signal in signals {
            process.signal(signal);
        }
        let ended = process.wait();
        let now = pages(dir.path(), stem);
        let kept = if now == old {
            "as they were"
        } else if now == new {
            "all this run's"
        } else {
            let fresh = now.iter().zip(&new).filter(|(a, b)| a == b).count();
            panic!("{stem}: {fresh} of {} pages are new, the rest old; {}", now.len(), ended.stderr);
        };
        assert_eq!(aside(dir.path()), Vec::<PathBuf>::new(), "{stem}: left aside; {}", ended.stderr);
        if ended.status.success() {
            // The signal came after the run's end: nothing to stop.
            assert_eq!(kept, "all this run's", "{stem}: {}", ended.stderr);
            continue;
        }
        assert_eq!(ended.status.code(), Some(128 + signals[0]), "{stem}: {}", ended.stderr);
        if signals.len() == 1 {
            assert!(ended.stderr.contains(kept), "{stem} ({kept}): {}", ended.stderr);
        }
    }
}

/// The state letter of process `pid`'s main thread (`R` running, `S` sleeping, …).
fn state(pid: i32) -> char {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    // After the command's name in parentheses, which may hold spaces.
    stat.rsplit_once(") ").and_then(|(_, rest)| rest.chars().next()).unwrap_or('?')
}

/// Issue 48: `solve --out FIFO` with no one reading blocked in open(2), and SIGTERM,
/// SIGHUP and the first Ctrl-C were ignored for good (a Slurm preemption never ended it).
/// Once the command is waiting for a reader, each of them ends it with 128 + the signal,
/// saying nothing was written.
#[test]
fn a_fifo_nobody_reads_does_not_hold_off_a_signal() {
    for signal in [libc::SIGTERM, libc::SIGHUP, libc::SIGINT] {
        let dir = tempfile::tempdir().unwrap();
        let fifo = dir.path().join("f");
        let name = std::ffi::CString::new(fifo.to_str().unwrap()).unwrap();
        // SAFETY: mkfifo(3) with a NUL-terminated path that outlives the call.
        assert_eq!(unsafe { libc::mkfifo(name.as_ptr(), 0o600) }, 0);
        // Open-ended (too many to list): the warning comes just before the file is opened.
        let mut solve = Running::start(nqueens(&["solve", "40", "--out", fifo.to_str().unwrap()]));
        solve.wait_for_line(|l| l.contains("writing solutions as they are found until stopped"));
        let pid = solve.pid();
        solve.wait_until("waiting for a reader", || state(pid) == 'S');
        solve.signal(signal);
        let ended = solve.wait();
        assert_eq!(ended.status.code(), Some(128 + signal), "{}", ended.stderr);
        assert!(ended.stderr.contains("nothing was written"), "{}", ended.stderr);
    }
}

/// Files in `dir` whose names start with `prefix`.
fn starting(dir: &Path, prefix: &str) -> Vec<PathBuf> {
    let names = std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().path());
    names.filter(|p| p.file_name().unwrap().to_string_lossy().starts_with(prefix)).collect()
}

/// Issue 48: `render` killed by SIGTERM or Ctrl-C while it wrote a big SVG left its
/// temporary file (126 MB at 10^6 queens): the signal handler did not know of it. Signalled
/// once the temporary file is there, it ends leaving nothing beside the fixed queens' file.
#[test]
fn a_signal_during_render_leaves_no_temporary_file() {
    let dir = tempfile::tempdir().unwrap();
    let fix = dir.path().join("fix.json");
    // Half a million queens that attack no other: (i, 2i).
    let queens: Vec<[u64; 2]> = (0..500_000).map(|i| [i, 2 * i]).collect();
    std::fs::write(&fix, serde_json::to_vec(&queens).unwrap()).unwrap();
    for signal in [libc::SIGTERM, libc::SIGINT] {
        let out = dir.path().join("mil.svg");
        let args = ["render", "1000000", "--fix-file", fix.to_str().unwrap(), "--out", out.to_str().unwrap()];
        let mut render = Running::start(nqueens(&args));
        render.wait_until_catching(signal);
        render.wait_until("the temporary file", || {
            !starting(dir.path(), ".mil.svg.tmp").is_empty() || out.exists()
        });
        render.signal(signal);
        let ended = render.wait();
        let left = starting(dir.path(), ".");
        assert_eq!(left, Vec::<PathBuf>::new(), "{}", ended.stderr);
        if !ended.status.success() {
            assert_eq!(ended.status.code(), Some(128 + signal), "{}", ended.stderr);
        }
        let _ = std::fs::remove_file(&out);
    }
}

/// Issue 48: two counts on one checkpoint through two links (`a.json` and `b.json`, both to
/// `ck.json`) both ran: the lock was taken on the name. It is taken on the file the name
/// resolves to, so the second is refused while the first runs.
#[test]
fn two_links_to_one_checkpoint_are_one_claim() {
    let dir = tempfile::tempdir().unwrap();
    for name in ["a.json", "b.json"] {
        std::os::unix::fs::symlink("ck.json", dir.path().join(name)).unwrap();
    }
    let a = dir.path().join("a.json");
    let mut first = Running::start(nqueens(&["count", "18", "--checkpoint", a.to_str().unwrap()]));
    first.wait_until("the lock", || !starting(dir.path(), ".").is_empty());
    let b = dir.path().join("b.json");
    let second = run(nqueens(&["count", "18", "--checkpoint", b.to_str().unwrap()]));
    assert_eq!(second.status.code(), Some(2), "{}", second.stderr);
    assert!(second.stderr.contains("is in use by another count"), "{}", second.stderr);
    first.wait_until_catching(libc::SIGINT);
    first.signal(libc::SIGINT);
    let ended = first.wait();
    assert_eq!(ended.status.code(), Some(130), "{}", ended.stderr);
}

/// Issue 48: a legal long name failed ("File name too long") because the helper beside it
/// (`.NAME.tmpXXXXXX`, `.NAME.lock`) passed 255 bytes. Helpers of long names are named by a
/// hash: `--out` of 250 and 255 bytes and a `--checkpoint` of 252 bytes work.
#[test]
fn legal_long_names_work() {
    let dir = tempfile::tempdir().unwrap();
    for length in [250, 255] {
        let out = dir.path().join("s".repeat(length - 5) + ".json");
        let ended = run(nqueens(&["solve", "6", "--out", out.to_str().unwrap()]));
        assert!(ended.status.success(), "{length}: {}", ended.stderr);
        let set: serde_json::Value = serde_json::from_slice(&std::fs::read(&out).unwrap()).unwrap();
        assert_eq!(set["count"], 4, "{length}");
    }
    let checkpoint = dir.path().join("c".repeat(247) + ".json");
    let ended = run(nqueens(&["count", "8", "--quiet", "--checkpoint", checkpoint.to_str().unwrap()]));
    assert!(ended.status.success(), "{}", ended.stderr);
    let report: serde_json::Value = serde_json::from_str(&ended.stdout).unwrap();
    assert_eq!(report["total"], 92);
    assert!(checkpoint.is_file());
}

/// Issue 48: wide local searches allocated their boards unchecked, and past the memory a
/// limit leaves they aborted (exit 134, "memory allocation of N bytes failed", a
/// backtrace). They are checked before, as `count` and `solve` are: refused with the
/// figure needed.
#[test]
fn a_wide_local_search_past_the_memory_limit_is_refused_with_the_figure() {
    let script = "ulimit -v 200000; exec \"$0\" \"$@\"";
    for args in [
        &[
            "local",
            "1000000",
            "--algorithm",
            "annealing",
            "--max-steps",
            "10",
            "--runs",
            "2",
            "--threads",
            "2",
        ][..],
        &[
            "local",
            "1000000",
            "--algorithm",
            "min-conflicts",
            "--max-steps",
            "10",
            "--runs",
            "4",
            "--threads",
            "2",
        ],
    ] {
        let ended = run(running::through_shell(script, args));
        assert_eq!(ended.status.code(), Some(2), "{args:?}: {}", ended.stderr);
        assert!(
            ended.stderr.contains("needs about") && ended.stderr.contains("MiB"),
            "{args:?}: {}",
            ended.stderr
        );
        assert!(!ended.stderr.contains("allocation"), "{args:?}: {}", ended.stderr);
    }
}
