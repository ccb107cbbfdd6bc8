//! Ctrl-C, SIGTERM and SIGHUP on the real binary: every long command stops soon, says so,
//! exits with 128 + the signal, prints nothing that looks like a result, and keeps what it
//! promised to keep (a checkpoint, a document that was to go on until stopped, a file left
//! as it was).

#![cfg(feature = "cli")]
#![cfg(target_os = "linux")]

mod running;

use running::{Hold, Running, nqueens, others, run, through_shell};
use serde_json::Value;

/// A board whose count takes seconds here (n = 18: 666,090,624 solutions). The tests that
/// signal a count hold it ([`Hold`]) so that it cannot end first on a fast machine.
const N: &str = "18";
const TOTAL: u64 = 666_090_624;

fn code(ended: &running::Ended) -> Option<i32> {
    ended.status.code()
}

/// A plain count (no --checkpoint) stops on Ctrl-C with 130, and says so: also when it
/// was started with Ctrl-C ignored, as a script's background job is (`count 20 &`).
#[test]
fn ctrl_c_stops_a_plain_count() {
    let hold = Hold::new();
    for script in [r#"exec "$0" "$@""#, r#"trap '' INT; exec "$0" "$@""#] {
        let mut count = Running::start(hold.on(through_shell(script, &["count", N]), 0));
        count.wait_for_line(|l| l.starts_with("nqueens: counting n = 18"));
        count.signal(libc::SIGINT);
        let ended = count.wait();
        assert_eq!(code(&ended), Some(130), "{script}: {}", ended.stderr);
        assert!(ended.stderr.contains("stopped by Ctrl-C"), "{}", ended.stderr);
        assert!(!ended.stdout.contains("total"), "a stopped count printed a result: {}", ended.stdout);
    }
}

/// How many jobs a checkpoint file holds as done.
fn jobs_done(checkpoint: &Value) -> u32 {
    checkpoint["done"].as_array().unwrap().iter().map(|w| w.as_u64().unwrap().count_ones()).sum()
}

/// Slurm stops a job with SIGTERM (and a lost terminal sends SIGHUP): a checkpointed count
/// saves what it finished and ends with 143 (129); run again, it resumes to the right
/// total, its `seconds` the sum of every session's.
#[test]
fn sigterm_and_sighup_keep_a_checkpointed_counts_work() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("count.json");
    let path_text = path.to_str().unwrap();
    let mut last_seconds = 0.0;
    let mut last_done = 0;
    // Held after some jobs: the signal reaches a count that is still running (issue 44: a
    // resumed count once ended before its first save, and SIGHUP came after the exit).
    let hold = Hold::new();
    for (signal, exit) in [(libc::SIGTERM, 143), (libc::SIGHUP, 129)] {
        let mut count = Running::start(hold.on(nqueens(&["count", N, "--checkpoint", path_text]), 100));
        // The first save shows work finished since the last stop.
        count.wait_until("a save with more jobs done", || {
            std::fs::read(&path)
                .ok()
                .and_then(|b| serde_json::from_slice::<Value>(&b).ok())
                .is_some_and(|c| jobs_done(&c) > last_done)
        });
        count.signal(signal);
        let ended = count.wait();
        assert_eq!(code(&ended), Some(exit), "{}", ended.stderr);
        let name = if signal == libc::SIGTERM { "SIGTERM" } else { "SIGHUP" };
        assert!(ended.stderr.contains(&format!("stopped by {name}")), "{}", ended.stderr);
        assert!(ended.stderr.contains("resume"), "{}", ended.stderr);
        assert!(!ended.stdout.contains("total"), "{}", ended.stdout);
        let saved: Value = serde_json::from_slice(&std::fs::read(&path).unwrap()).unwrap();
        let seconds = saved["seconds"].as_f64().expect("the checkpoint keeps the time spent");
        assert!(jobs_done(&saved) > last_done && seconds > last_seconds, "{saved}");
        (last_done, last_seconds) = (jobs_done(&saved), seconds);
    }
    let ended = run(nqueens(&["count", N, "--checkpoint", path_text]));
    assert_eq!(code(&ended), Some(0), "{}", ended.stderr);
    let report: Value = serde_json::from_str(&ended.stdout).unwrap();
    assert_eq!(report["total"], TOTAL);
    // The time of all three sessions, not of the last alone.
    let seconds = report["seconds"].as_f64().unwrap();
    let last = std::fs::read(&path).map(|b| serde_json::from_slice::<Value>(&b).unwrap()).unwrap();
    assert!(seconds > last_seconds && seconds == last["seconds"].as_f64().unwrap(), "{seconds} {last}");
}

/// Waits until the run has begun writing beside `out` (its temporary file).
fn wait_for_temporary(run: &mut Running, dir: &std::path::Path, out: &std::path::Path) {
    run.wait_until("a temporary file beside FILE", || !others(dir, out).is_empty());
}

/// `solve 20 --out FILE` is told to write solutions until stopped: a stop ends the
/// document (`"complete": false`) and puts it in place, with exit 130.
#[test]
fn ctrl_c_keeps_an_open_ended_solve_out() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("solutions.json");
    std::fs::write(&out, "an older file").unwrap();
    let mut solve = Running::start(nqueens(&["solve", "20", "--out", out.to_str().unwrap()]));
    solve.wait_for_line(|l| l.contains("until stopped"));
    wait_for_temporary(&mut solve, dir.path(), &out);
    solve.signal(libc::SIGINT);
    let ended = solve.wait();
    assert_eq!(code(&ended), Some(130), "{}", ended.stderr);
    assert!(ended.stderr.contains("stopped by Ctrl-C"), "{}", ended.stderr);
    let doc: Value = serde_json::from_slice(&std::fs::read(&out).unwrap()).expect("a whole document");
    assert_eq!(doc["complete"], false);
    assert_eq!(doc["count"].as_u64().unwrap() as usize, doc["solutions"].as_array().unwrap().len());
    assert_eq!(others(dir.path(), &out), Vec::<std::path::PathBuf>::new(), "left beside FILE");
}

/// A listing that was to end by itself, stopped by SIGTERM, leaves FILE as it was and no
/// temporary file beside it; exit 143.
#[test]
fn sigterm_leaves_a_listing_out_file_as_it_was() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("solutions.json");
    std::fs::write(&out, "an older file").unwrap();
    let mut solve = Running::start(nqueens(&["solve", "17", "--out", out.to_str().unwrap()]));
    wait_for_temporary(&mut solve, dir.path(), &out);
    solve.signal(libc::SIGTERM);
    let ended = solve.wait();
    assert_eq!(code(&ended), Some(143), "{}", ended.stderr);
    assert!(ended.stderr.contains("stopped by SIGTERM"), "{}", ended.stderr);
    assert_eq!(std::fs::read_to_string(&out).unwrap(), "an older file");
    assert_eq!(others(dir.path(), &out), Vec::<std::path::PathBuf>::new(), "left beside FILE");
}

/// Listing to standard output, a stop still closes the document; the exit code says it
/// was stopped.
#[test]
fn sigterm_closes_a_listing_on_standard_output() {
    let mut solve = Running::start(nqueens(&["solve", "17", "--format", "jsonl"]));
    solve.wait_for_output();
    solve.signal(libc::SIGTERM);
    let ended = solve.wait();
    assert_eq!(code(&ended), Some(143), "{}", ended.stderr);
    let last: Value = serde_json::from_str(ended.stdout.lines().last().unwrap()).unwrap();
    assert_eq!(last["complete"], false, "{last}");
}

/// The other long commands stop on Ctrl-C too, with 130 and a line that says so.
#[test]
fn ctrl_c_stops_every_long_command() {
    // Each runs for minutes here, far past the signal sent as soon as it is caught: the
    // textbook count of n = 19 visits some 10^10 nodes on one thread, and most queens is
    // quick on almost every board (a full solution found is proven at once), but this one
    // keeps it busy for about a minute (tests/most_queens.rs).
    let mut max = vec!["max".to_string(), "64".to_string()];
    for q in hard_most_queens() {
        max.extend(["--fix".to_string(), format!("{},{}", q.0, q.1)]);
    }
    let max: Vec<&str> = max.iter().map(String::as_str).collect();
    let cases: [&[&str]; 3] =
        [&["count", "19", "--method", "backtrack"], &["hints", "64", "--budget", "600"], &max];
    for args in cases {
        let mut command = Running::start(nqueens(args));
        command.wait_until_catching(libc::SIGINT);
        command.signal(libc::SIGINT);
        let ended = command.wait();
        assert_eq!(code(&ended), Some(130), "{args:?}: {}", ended.stderr);
        assert!(ended.stderr.contains("stopped by Ctrl-C"), "{args:?}: {}", ended.stderr);
    }
}

/// Queens on rows 0..27 at column 2·row + 1 of a 64×64 board, each kept if it attacks none
/// kept before: 63 queens fit at once, but finding that all 64 do takes the search about a
/// minute.
fn hard_most_queens() -> Vec<(usize, usize)> {
    let mut fixed: Vec<(usize, usize)> = Vec::new();
    for row in 0..27 {
        let col = (2 * row + 1) % 64;
        if fixed.iter().all(|&(r, c)| r != row && c != col && r.abs_diff(row) != c.abs_diff(col)) {
            fixed.push((row, col));
        }
    }
    fixed
}

/// Two counts on one checkpoint would each count every job: the second is refused.
#[test]
fn a_checkpoint_in_use_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("count.json");
    let path_text = path.to_str().unwrap();
    let hold = Hold::new();
    let mut first = Running::start(hold.on(nqueens(&["count", N, "--checkpoint", path_text]), 0));
    first.wait_for_line(|l| l.starts_with("nqueens: counting n = 18"));
    let second = run(nqueens(&["count", N, "--checkpoint", path_text]));
    assert_eq!(code(&second), Some(2), "{}", second.stderr);
    assert!(second.stderr.contains("in use by another count"), "{}", second.stderr);
    first.signal(libc::SIGINT);
    assert_eq!(code(&first.wait()), Some(130));
    // Once the first has ended, the checkpoint is free again.
    let mut again = Running::start(hold.on(nqueens(&["count", N, "--checkpoint", path_text]), 0));
    again.wait_for_line(|l| l.starts_with("nqueens: counting n = 18"));
    again.signal(libc::SIGINT);
    assert_eq!(code(&again.wait()), Some(130));
}

/// A checkpoint that cannot be written is said once, not every two seconds.
#[test]
fn an_unwritable_checkpoint_is_said_once() {
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("checkpoints");
    let path = folder.join("count.json");
    std::fs::create_dir(&folder).unwrap();
    // Held until the folder has gone: the count cannot end before.
    let hold = Hold::new();
    let mut count =
        Running::start(hold.on(nqueens(&["count", N, "--checkpoint", path.to_str().unwrap()]), 0));
    count.wait_for_line(|l| l.starts_with("nqueens: counting n = 18"));
    // The folder goes, and a file takes its name: no save can succeed from now on.
    std::fs::rename(&folder, dir.path().join("moved")).unwrap();
    std::fs::write(&folder, "").unwrap();
    hold.release();
    let ended = count.wait();
    assert_eq!(code(&ended), Some(0), "{}", ended.stderr);
    let said = ended.stderr.lines().filter(|l| l.contains("cannot write checkpoint")).count();
    assert_eq!(said, 1, "{}", ended.stderr);
}

/// Clock ticks of CPU time the process has used (user + system, /proc/PID/stat).
fn cpu_ticks(pid: i32) -> u64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    // After the command name in parentheses: state is field 3, utime 14 and stime 15.
    let fields: Vec<&str> = stat.rsplit_once(')').map_or("", |(_, rest)| rest).split_whitespace().collect();
    fields.get(11..13).map_or(0, |f| f.iter().filter_map(|t| t.parse::<u64>().ok()).sum())
}

/// Waits until the process has worked a while (a fifth of a second of CPU), so that it is
/// past its setup and a signal stops its work, not its start.
fn wait_until_working(process: &mut Running) {
    let pid = process.pid();
    process.wait_until("a fifth of a second of work", || cpu_ticks(pid) >= 20);
}

/// Waits until `signal` is no longer pending for the process (/proc: SigPnd, ShdPnd), or
/// the process has ended.
fn wait_until_delivered(process: &mut Running, signal: i32) {
    let status = format!("/proc/{}/status", process.pid());
    process.wait_until("the signal delivered", || {
        let text = std::fs::read_to_string(&status).unwrap_or_default();
        let pending = |field: &str| {
            let mask = text.lines().find_map(|l| l.strip_prefix(field)).unwrap_or("0").trim();
            u64::from_str_radix(mask, 16).is_ok_and(|m| m >> (signal - 1) & 1 == 1)
        };
        text.is_empty() || text.contains("State:\tZ") || !(pending("SigPnd:") || pending("ShdPnd:"))
    });
}

/// Issue 32: a second Ctrl-C within milliseconds of the first, while an open-ended solve
/// saves what it found, does not abandon the save (the file held "PREV" and a 26 MB
/// temporary file was left); a third may, and then no temporary file is left either. (The
/// save can end before the second signal arrives: then this checks only what is left.)
#[test]
fn a_second_ctrl_c_does_not_abandon_the_save() {
    for signals in [2, 3] {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("dbl.json");
        std::fs::write(&path, "PREV").unwrap();
        let mut solve = Running::start(nqueens(&["solve", "24", "--out", path.to_str().unwrap()]));
        solve.wait_until("a megabyte of solutions in the temporary file", || {
            others(dir.path(), &path).iter().any(|p| std::fs::metadata(p).is_ok_and(|m| m.len() > 1 << 20))
        });
        for _ in 0..signals {
            solve.signal(libc::SIGINT);
            // Each delivered before the next is sent: two pending Ctrl-Cs are one.
            wait_until_delivered(&mut solve, libc::SIGINT);
        }
        let ended = solve.wait();
        assert_eq!(code(&ended), Some(130), "{}", ended.stderr);
        assert_eq!(others(dir.path(), &path), Vec::<std::path::PathBuf>::new(), "{}", ended.stderr);
        let text = std::fs::read_to_string(&path).unwrap();
        if signals == 2 {
            let doc: Value = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{e}: {}", ended.stderr));
            assert_eq!(doc["complete"], false);
            assert!(doc["count"].as_u64().unwrap() > 0, "{}", ended.stderr);
        } else if text == "PREV" {
            assert!(ended.stderr.contains("abandoned"), "{}", ended.stderr);
        }
    }
}

/// Issue 32: `local` and `compare` stop on Ctrl-C between short runs (they read the flag
/// only inside a run, every 256 steps) and inside a slow step (hill climbing at n = 100,000
/// looks at 10^10 squares a step), and report what was done as incomplete.
#[test]
fn local_and_compare_stop_between_runs_and_inside_a_step() {
    let mut local = Running::start(nqueens(&[
        "local",
        "8",
        "--algorithm",
        "min-conflicts",
        "--runs",
        "10000000",
        "--format",
        "jsonl",
    ]));
    local.wait_for_output();
    local.signal(libc::SIGINT);
    let ended = local.wait();
    assert_eq!(code(&ended), Some(130), "{}", ended.stderr);
    let last: Value = serde_json::from_str(ended.stdout.lines().last().unwrap()).unwrap();
    assert_eq!(last["complete"], false, "{last}");
    assert!(last["runs"].as_u64().unwrap() < 10_000_000, "{last}");

    let mut hill = Running::start(nqueens(&["local", "100000", "--algorithm", "hill-climbing"]));
    wait_until_working(&mut hill);
    hill.signal(libc::SIGINT);
    let ended = hill.wait();
    assert_eq!(code(&ended), Some(130), "{}", ended.stderr);
    let report: Value = serde_json::from_str(&ended.stdout).unwrap();
    assert_eq!((report["complete"].clone(), report["runs"].clone()), (false.into(), 0.into()), "{report}");

    let mut compare =
        Running::start(nqueens(&["compare", "8", "--algorithms", "min-conflicts", "--runs", "100000000"]));
    wait_until_working(&mut compare);
    compare.signal(libc::SIGINT);
    let ended = compare.wait();
    assert_eq!(code(&ended), Some(130), "{}", ended.stderr);
    assert!(!ended.stderr.contains("before the work began"), "{}", ended.stderr);
}

/// Issue 30: a count that will not end says so, and how long, before it starts; stopped
/// without --checkpoint, it says how to keep the work next time.
#[test]
fn a_count_that_will_not_end_says_so_and_how_to_keep_its_work() {
    let mut count = Running::start(nqueens(&["count", "30"]));
    let warning = count.wait_for_line(|l| l.contains("expected to take"));
    assert!(warning.contains("years") && warning.contains("will not end"), "{warning}");
    count.wait_for_line(|l| l.starts_with("nqueens: counting n = 30"));
    count.signal(libc::SIGINT);
    let ended = count.wait();
    assert_eq!(code(&ended), Some(130), "{}", ended.stderr);
    assert!(ended.stderr.contains("add --checkpoint FILE"), "{}", ended.stderr);
}

/// Issue 32: a count blocked on a FIFO given as its checkpoint waited forever and left its
/// lock file; a device was called damaged, with advice to delete it.
#[test]
fn a_checkpoint_that_is_not_a_file_is_refused_by_what_it_is() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("ck.json");
    let made = std::process::Command::new("mkfifo").arg(&fifo).status().unwrap();
    assert!(made.success());
    let ended = Running::start(nqueens(&["count", "12", "--checkpoint", fifo.to_str().unwrap()])).wait();
    assert_eq!(code(&ended), Some(2), "{}", ended.stderr);
    assert!(ended.stderr.contains("is a FIFO (named pipe), not a file"), "{}", ended.stderr);
    assert_eq!(others(dir.path(), &fifo), Vec::<std::path::PathBuf>::new());
    let ended = run(nqueens(&["count", "12", "--checkpoint", "/dev/null"]));
    assert_eq!(code(&ended), Some(2), "{}", ended.stderr);
    assert!(ended.stderr.contains("is a device") && !ended.stderr.contains("delete"), "{}", ended.stderr);
}

/// Issue 32: a PDF or PNG sheet ignored SIGTERM while it was drawn (a minute for 10,000
/// boards), then wrote the whole file and exited 0. It stops between pages, writes nothing
/// and says so, with 143.
#[test]
fn a_sheet_stops_while_it_is_drawn() {
    for format in ["pdf", "png"] {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join(format!("sheet.{format}"));
        let args = ["solve", "12", "--limit", "10000", "--format", format, "--out", out.to_str().unwrap()];
        let mut sheet = Running::start(nqueens(&args));
        sheet.wait_for_line(|l| l.starts_with("nqueens: drawing a"));
        sheet.signal(libc::SIGTERM);
        let ended = sheet.wait();
        assert_eq!(code(&ended), Some(143), "{format}: {}", ended.stderr);
        assert!(ended.stderr.contains("no sheet was written"), "{format}: {}", ended.stderr);
        let left: Vec<_> = std::fs::read_dir(dir.path()).unwrap().map(|e| e.unwrap().path()).collect();
        assert!(left.is_empty(), "{format}: a stopped sheet left {left:?}");
    }
}

/// Issue 32: a text board of a wide board was built whole before it was written (and with
/// no end in sight, a signal was never looked at): written row by row, it stops on SIGTERM
/// part-way, saying the board was cut short.
#[test]
fn a_wide_text_board_stops_part_way() {
    let mut solve = Running::start(nqueens(&["solve", "1000000", "--limit", "1", "--format", "text"]));
    solve.wait_for_output();
    solve.signal(libc::SIGTERM);
    let ended = solve.wait();
    assert_eq!(code(&ended), Some(143), "{}", ended.stderr);
    assert!(ended.stderr.contains("the board being written was cut short"), "{}", ended.stderr);
    assert!(ended.stdout.starts_with('·') || ended.stdout.starts_with('♕'), "{:?}", &ended.stdout[..40]);
}

/// Issue 47: `count 22` and `count 23` started without a word, where the app asks first
/// (more than an hour expected). The rule is the library's now, and both say it.
#[test]
fn counts_the_app_asks_about_are_warned_of_here_too() {
    for n in ["22", "23"] {
        // Two threads, as on the machine the estimates were measured on: the warning does not
        // depend on the cores of the machine the test runs on.
        let mut count = Running::start(nqueens(&["count", n, "--threads", "2"]));
        let warning = count.wait_for_line(|l| l.contains("expected to take"));
        assert!(
            warning.starts_with(&format!("nqueens: counting n = {n} is expected to take about")),
            "{warning}"
        );
        assert!(warning.contains("add --checkpoint FILE"), "{warning}");
        count.signal(libc::SIGKILL);
        count.wait();
    }
}
