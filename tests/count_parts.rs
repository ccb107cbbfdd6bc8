//! Counting by every method against the published table, the Burnside check, counts split
//! into parts, checkpoints, and `merge`.
mod common;

#[cfg(feature = "cli")]
use common::cli::nqueens;
use common::{ROT90, ROT180, TOTAL, UNIQUE};
use nqueens::board::{Problem, Queen};
use nqueens::control::{CancelFlag, Progress};
use nqueens::count::checkpoint::{Checkpoint, CheckpointError, Part};
use nqueens::count::checkpointed::{CountEvent, count_checkpointed};
use nqueens::count::{CountMethod, CountPlan, Counts};
use std::sync::Mutex;

fn run(plan: &CountPlan, pick: &(dyn Fn(usize) -> bool + Sync)) -> Counts {
    plan.run(pick, 0, &Progress::new(), &CancelFlag::new(), &|_, _| {}).unwrap()
}

#[test]
fn every_method_matches_the_published_table_up_to_15() {
    for n in 1..=15 {
        let problem = Problem::empty(n).unwrap();
        let published = Counts {
            total: TOTAL[n - 1],
            unique: UNIQUE[n - 1],
            rot90: ROT90[n - 1],
            rot180: ROT180[n - 1],
            unique_shares: 0,
        };
        for method in
            [CountMethod::Halves, CountMethod::HalvesInPieces, CountMethod::EdgeRule, CountMethod::WalkAll]
        {
            let Some(plan) = CountPlan::with_method(&problem, method) else {
                assert!(n < 4 && method != CountMethod::WalkAll);
                continue;
            };
            assert_eq!(plan.finish(run(&plan, &|_| true)), published, "n = {n}, {method:?}");
        }
    }
}

#[test]
fn burnside_gives_the_unique_count_from_the_fixed_counts() {
    // unique = (total + rot180 + 2·rot90) / 8: the reflections fix no solution past n = 1.
    // The half-board method relies on it; the others count classes one by one, so they
    // check it.
    for n in 2..=14 {
        let problem = Problem::empty(n).unwrap();
        for method in [CountMethod::EdgeRule, CountMethod::WalkAll] {
            let Some(plan) = CountPlan::with_method(&problem, method) else { continue };
            let c = plan.finish(run(&plan, &|_| true));
            assert_eq!(8 * c.unique, c.total + c.rot180 + 2 * c.rot90, "n = {n}, {method:?}");
        }
    }
}

#[test]
fn counts_with_fixed_queens_agree_with_enumeration() {
    let problem = Problem::new(10, vec![Queen::new(4, 4), Queen::new(5, 6)]).unwrap();
    let counts = run(&CountPlan::new(&problem), &|_| true);
    let mut listed = 0;
    nqueens::search::enumerate(
        &problem,
        &nqueens::stream::Options::default(),
        &Progress::new(),
        &CancelFlag::new(),
        &mut |s: nqueens::stream::Found<'_>| {
            assert_eq!(s.cols[4], 4);
            listed += 1;
            nqueens::control::Control::Continue
        },
    );
    assert_eq!(counts.total, listed);
}

#[test]
fn parts_add_up_to_the_published_counts() {
    for n in 8..=14 {
        let problem = Problem::empty(n).unwrap();
        let plan = CountPlan::new(&problem);
        let published = (TOTAL[n - 1], UNIQUE[n - 1]);
        for of in 1..=9 {
            let sum = (0..of)
                .map(|index| run(&plan, &|job| Part { index, of }.contains(job)))
                .fold(Counts::default(), |a, b| a + b);
            let sum = plan.finish(sum);
            assert_eq!((sum.total, sum.unique), published, "n = {n}, {of} parts");
        }
    }
}

/// A plan that keeps its tables between runs and does not size its jobs (as the web build's
/// workers count part after part on one plan) counts each part as a fresh plan does, in any
/// order, twice over.
#[test]
fn a_plan_that_keeps_its_tables_counts_every_part_as_a_fresh_one() {
    let boards = [
        Problem::empty(9).unwrap(),
        Problem::empty(12).unwrap(),
        Problem::empty(13).unwrap(),
        Problem::new(14, vec![Queen::new(2, 5)]).unwrap(),
    ];
    for problem in boards {
        let mut kept = CountPlan::new(&problem);
        assert!(kept.keep_tables(usize::MAX), "n = {}", problem.n());
        kept.without_sizing();
        let of = 5;
        for index in [3, 0, 4, 1, 2, 0, 3] {
            let pick = |job| Part { index, of }.contains(job);
            let fresh = CountPlan::new(&problem);
            assert_eq!(run(&kept, &pick), run(&fresh, &pick), "n = {}, part {index}/{of}", problem.n());
        }
    }
    let mut small_budget = CountPlan::new(&Problem::empty(12).unwrap());
    assert!(!small_budget.keep_tables(1), "tables past the budget are not kept");
    let mut pieces =
        CountPlan::with_method(&Problem::empty(12).unwrap(), CountMethod::HalvesInPieces).unwrap();
    assert!(!pieces.keep_tables(usize::MAX), "pieces are not whole tables");
}

/// Quarters built in pieces, as boards past 21 need, forced on at small boards: every count
/// agrees with the published table, a count split into parts adds up, and the parts are
/// the same jobs as with whole tables (one split: parts of either way merge).
#[test]
fn quarters_in_pieces_count_the_published_table_whole_and_in_parts() {
    for n in 4..=16 {
        let problem = Problem::empty(n).unwrap();
        let pieces = CountPlan::with_method(&problem, CountMethod::HalvesInPieces).unwrap();
        let whole = CountPlan::with_method(&problem, CountMethod::Halves).unwrap();
        assert_eq!((pieces.len(), pieces.split_name()), (whole.len(), whole.split_name()), "n = {n}");
        let counts = pieces.finish(run(&pieces, &|_| true));
        let published = (TOTAL[n - 1], UNIQUE[n - 1], ROT90[n - 1], ROT180[n - 1]);
        assert_eq!((counts.total, counts.unique, counts.rot90, counts.rot180), published, "n = {n}");
        if !(8..=13).contains(&n) {
            continue;
        }
        for of in [2, 5, 7] {
            let sum = (0..of)
                .map(|index| {
                    let part = |job| Part { index, of }.contains(job);
                    // Odd parts whole, even ones in pieces: the parts of one split mix.
                    if index % 2 == 0 { run(&pieces, &part) } else { run(&whole, &part) }
                })
                .fold(Counts::default(), |a, b| a + b);
            let sum = pieces.finish(sum);
            assert_eq!((sum.total, sum.unique, sum.rot90, sum.rot180), published, "n = {n}, {of} parts");
        }
    }
}

#[test]
fn a_stopped_count_resumes_from_its_checkpoint_without_counting_twice() {
    let problem = Problem::empty(13).unwrap();
    let plan = CountPlan::new(&problem);
    let saved = Mutex::new(Checkpoint::new(&problem, &plan, Part::WHOLE));
    // Stop after about a third of the jobs, as Ctrl-C would.
    let cancel = CancelFlag::new();
    let finished = std::sync::atomic::AtomicUsize::new(0);
    let stopped = plan.run(&|_| true, 2, &Progress::new(), &cancel, &|job, counts| {
        saved.lock().unwrap().record(job, counts);
        if finished.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1 == plan.len() / 3 {
            cancel.cancel();
        }
    });
    assert!(stopped.is_err());
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("count.json");
    saved.into_inner().unwrap().save(&path).unwrap();

    let mut resumed = Checkpoint::load(&path).unwrap().unwrap();
    resumed.check(&problem, &plan, Part::WHOLE, &path).unwrap();
    let (done, all) = resumed.progress();
    assert!(done >= plan.len() / 3 && done < all, "{done} of {all}");
    let already = resumed.clone();
    let rest = run(&plan, &|job| !already.is_done(job));
    // Recording a job twice changes nothing.
    let first_done = (0..plan.len()).find(|&j| already.is_done(j)).unwrap();
    resumed.record(first_done, Counts { total: 1_000_000, ..Counts::default() });
    let total = plan.finish(resumed.counts + rest);
    assert_eq!((total.total, total.unique), (TOTAL[12], UNIQUE[12]));

    // The command line resumes the same file, says so, and ends on the published count;
    // `--quiet` leaves standard error empty.
    #[cfg(feature = "cli")]
    resumed_by_the_command_line(&path, done, all);
}

#[cfg(feature = "cli")]
fn resumed_by_the_command_line(path: &std::path::Path, done: usize, all: usize) {
    let dir = path.parent().unwrap();
    let quiet_copy = dir.join("quiet.json");
    std::fs::copy(path, &quiet_copy).unwrap();
    let out = nqueens().args(["count", "13", "--checkpoint"]).arg(path).output().unwrap();
    assert!(out.status.success());
    let err = String::from_utf8(out.stderr).unwrap();
    let said = format!("resuming from {}: {done} of {all} jobs were already counted", path.display());
    assert!(err.contains("counting n = 13") && err.contains(&said), "{err}");
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!((report["total"].as_u64(), report["unique"].as_u64()), (Some(TOTAL[12]), Some(UNIQUE[12])));
    let out = nqueens().args(["count", "13", "--quiet", "--checkpoint"]).arg(&quiet_copy).output().unwrap();
    assert!(out.status.success());
    assert_eq!(String::from_utf8(out.stderr).unwrap(), "");
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(report["total"].as_u64(), Some(TOTAL[12]));
}

/// The one stoppable count both faces run: stopped part way by its cancel flag, it keeps
/// what it counted in its file, and a second run from that file ends on the published count.
#[test]
fn the_checkpointed_workflow_stops_saves_and_resumes() {
    // Big enough that the stop, sent once the first job is counted, comes well before the
    // end even on a loaded machine (n = 14 could finish first).
    let problem = Problem::empty(16).unwrap();
    let plan = CountPlan::new(&problem);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("deeper").join("count.json");
    let progress = Progress::new();
    let cancel = CancelFlag::new();
    let no_error = |event: CountEvent| {
        if let CountEvent::SaveFailed(e) = event {
            panic!("{e}")
        }
    };
    let ended = std::thread::scope(|scope| {
        scope.spawn(|| {
            common::wait_until("the first job counted", || progress.snapshot().fraction > 0.0);
            cancel.cancel();
        });
        let start = Checkpoint::new(&problem, &plan, Part::WHOLE);
        count_checkpointed(&plan, start, Some(&path), 2, &progress, &cancel, &no_error)
    });
    assert!(ended.result.is_err());
    assert!(matches!(ended.saved, Some(Ok(()))));
    let saved = Checkpoint::open(&path, &problem, &plan, Part::WHOLE).unwrap();
    assert_eq!(saved, ended.checkpoint);
    let (done, all) = saved.progress();
    assert!(done > 0 && done < all, "{done} of {all}");
    // The share done is of the work the finished jobs held, as the plan sizes it: jobs
    // differ in size by orders of magnitude, so their number would say little of it.
    let weights = plan.weights(2);
    let held: u64 = (0..all).filter(|&j| saved.is_done(j)).map(|j| weights[j]).sum();
    assert_eq!((saved.work.done, saved.work.total), (held, weights.iter().sum()));
    assert_eq!(saved.share(), held as f64 / saved.work.total as f64);
    let (least, most) = (weights.iter().min().unwrap(), weights.iter().max().unwrap());
    assert!(*most > 10 * least.max(&1), "jobs of 16×16 differ in size: {least} to {most}");

    let again =
        count_checkpointed(&plan, saved, Some(&path), 2, &Progress::new(), &CancelFlag::new(), &no_error);
    assert!(again.result.is_ok());
    let counts = again.counts(&plan);
    assert_eq!((counts.total, counts.unique), (TOTAL[15], UNIQUE[15]));
    // The file holds the finished count: running it again counts nothing and agrees.
    let finished = Checkpoint::open(&path, &problem, &plan, Part::WHOLE).unwrap();
    assert_eq!(finished.progress(), (all, all));
}

#[test]
fn damaged_foreign_and_mismatched_checkpoints_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("c.json");
    assert!(Checkpoint::load(&path).unwrap().is_none(), "no file yet is a fresh start");
    for (text, want) in [
        ("{\"format\":\"nqueens-count-checkpoint\",\"n\":", "damaged"),
        ("not json", "damaged"),
        ("{\"format\":\"nqueens-solutions\"}", "not a Queenside count checkpoint"),
        ("[1,2]", "not a Queenside count checkpoint"),
    ] {
        std::fs::write(&path, text).unwrap();
        let err = Checkpoint::load(&path).unwrap_err();
        assert!(err.to_string().contains(want), "{text}: {err}");
    }
    let problem = Problem::empty(10).unwrap();
    let plan = CountPlan::new(&problem);
    let mut good = Checkpoint::new(&problem, &plan, Part { index: 1, of: 3 });
    good.save(&path).unwrap();
    let mut text = std::fs::read_to_string(&path).unwrap();
    text = text.replace("\"done\":[0,0", "\"done\":[0");
    std::fs::write(&path, &text).unwrap();
    assert!(matches!(Checkpoint::load(&path), Err(CheckpointError::Damaged { .. })));
    good.record(0, Counts::default());
    good.save(&path).unwrap();
    let loaded = Checkpoint::load(&path).unwrap().unwrap();
    assert_eq!(loaded, good);
    let other = Problem::empty(11).unwrap();
    assert!(loaded.check(&other, &CountPlan::new(&other), Part { index: 1, of: 3 }, &path).is_err());
    assert!(loaded.check(&problem, &plan, Part { index: 2, of: 3 }, &path).is_err());
    assert!(loaded.check(&problem, &plan, Part { index: 1, of: 3 }, &path).is_ok());
}

#[cfg(feature = "cli")]
#[test]
fn merge_adds_parts_and_refuses_missing_doubled_or_foreign_ones() {
    let dir = tempfile::tempdir().unwrap();
    let part = |n: &str, i: usize, of: usize| {
        let out = nqueens().args(["count", n, "--part", &format!("{i}/{of}")]).output().unwrap();
        assert!(out.status.success());
        let path = dir.path().join(format!("{n}-{i}-{of}.json"));
        std::fs::write(&path, out.stdout).unwrap();
        path.to_str().unwrap().to_owned()
    };
    let parts: Vec<String> = (0..4).map(|i| part("11", i, 4)).collect();
    let out = nqueens().arg("merge").args(&parts).output().unwrap();
    assert!(out.status.success());
    let merged: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!((merged["total"].as_u64(), merged["unique"].as_u64()), (Some(TOTAL[10]), Some(UNIQUE[10])));

    let refused = |files: &[&str], want: &str| {
        let out = nqueens().arg("merge").args(files).output().unwrap();
        assert_eq!(out.status.code(), Some(2));
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(err.contains(want), "{files:?}: {err}");
    };
    refused(&[&parts[0], &parts[1], &parts[3]], "missing (of 4): 2");
    refused(&[&parts[0], &parts[1], &parts[2], &parts[3], &parts[1]], "given twice");
    let foreign = part("12", 2, 4);
    refused(&[&parts[0], &parts[1], &foreign, &parts[3]], "another count");
    let other_split = part("11", 2, 5);
    refused(&[&parts[0], &parts[1], &other_split, &parts[3]], "another count");
    let whole = dir.path().join("whole.json");
    std::fs::write(&whole, nqueens().args(["count", "11"]).output().unwrap().stdout).unwrap();
    refused(&[whole.to_str().unwrap()], "not a part");
}

/// The command line sizes a count's jobs before it starts (so that a signal meanwhile ends
/// it at once); the app sizes them in the run. Either way the count's seconds include it:
/// a run with nothing left to count still takes most of the sizing's time (not all of what
/// is timed here: that also holds starting the sizing's thread pool).
#[test]
fn a_count_sized_ahead_counts_the_sizing_in_its_seconds() {
    let plan = CountPlan::new(&Problem::empty(17).unwrap());
    let sizing = std::time::Instant::now();
    plan.size_jobs(1);
    let sizing = sizing.elapsed();
    let progress = Progress::new();
    plan.run(&|_| false, 1, &progress, &CancelFlag::new(), &|_, _| {}).unwrap();
    let seconds = progress.snapshot().elapsed;
    assert!(seconds >= sizing / 2, "the run took {seconds:?}, the sizing before it {sizing:?}");
}
