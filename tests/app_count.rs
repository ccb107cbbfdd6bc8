#![cfg(feature = "gui")]
//! Count only in the app: progress and time left, Stop that keeps the progress in a
//! checkpoint, Count only that resumes it, and checkpoint files that cannot be used.

mod common;

use common::app::{AppHarness, click, harness, notice, set_size, status_text, step_until, wait_until_idle};
use common::{ROT90, ROT180, TOTAL, UNIQUE};

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use nqueens::app::{App, EndState, Language, SavedCount, Settings, checkpoint_path};
use nqueens::board::{Problem, Queen};
use nqueens::control::{CancelFlag, Progress};
use nqueens::count::checkpoint::{Checkpoint, Part};
use nqueens::count::checkpointed::Hold;
use nqueens::count::{CountPlan, Counts};
use std::path::Path;
use std::sync::Mutex;

/// A count long enough to stop mid-way: n = 17 takes about 2 s on two cores (the test
/// profile optimises the library) and is cut into tens of thousands of jobs, the first done
/// within a tenth of that, so a Stop after the first finished job lands well before the end.
/// If counting ever gets so fast that it does not, the tests below say so: raise this.
const LONG_N: usize = 17;
/// Its published counts (OEIS A000170 and A002562), past the shared table's 16.
const LONG_TOTAL: u64 = 95_815_104;
const LONG_UNIQUE: u64 = 11_977_939;

fn published(n: usize) -> Counts {
    Counts {
        total: TOTAL[n - 1],
        unique: UNIQUE[n - 1],
        rot90: ROT90[n - 1],
        rot180: ROT180[n - 1],
        unique_shares: 0,
    }
}

fn end(h: &Harness<'static, App>) -> EndState {
    h.state().state.run.end.clone().expect("the count has ended")
}

/// The checkpoint the app uses for `problem`.
fn path_of(h: &AppHarness, problem: &Problem) -> std::path::PathBuf {
    checkpoint_path(h.count_dir(), problem)
}

/// What a stopped run leaves: the even jobs counted (by the library), saved at `path`.
fn save_half_done(path: &Path, problem: &Problem) -> Checkpoint {
    let plan = CountPlan::new(problem);
    let state = Mutex::new(Checkpoint::new(problem, &plan, Part::WHOLE));
    let record = |job: usize, counts: Counts| state.lock().unwrap().record(job, counts);
    plan.run(&|job| job % 2 == 0, 1, &Progress::new(), &CancelFlag::new(), &record).unwrap();
    let saved = state.into_inner().unwrap();
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    saved.save(path).unwrap();
    saved
}

/// Steps until the running count has finished a job, so that a stop leaves progress to keep.
/// Holds the counts `h` starts from now on once `after` jobs are counted ([`Hold`]): they
/// cannot end before the test stops them, however fast the machine (issue 44). Removing the
/// file (dropping the folder) lets them go on.
fn hold(h: &mut Harness<'static, App>, after: usize) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("hold");
    std::fs::write(&file, "").unwrap();
    h.state_mut().state.hold_counts(Some(Hold { file, after }));
    dir
}

fn wait_for_a_finished_job(h: &mut Harness<'static, App>) {
    step_until(h, "a job of the count to finish", |h| {
        let state = &h.state().state;
        let Some(job) = &state.run.job else {
            panic!("a held count ended before it was stopped: {:?}", state.run.end)
        };
        job.progress.snapshot().fraction > 0.0
    });
}

#[test]
fn a_stopped_count_keeps_its_progress_and_count_only_resumes_it_to_the_published_totals() {
    let mut h = harness();
    set_size(&mut h, LONG_N);
    let path = path_of(&h, &Problem::empty(LONG_N).unwrap());
    // A tenth of the jobs: the stop then comes past 1%, which the status words as such.
    let held = hold(&mut h, CountPlan::new(&Problem::empty(LONG_N).unwrap()).len() / 10);
    click(&mut h, "Count only");
    wait_for_a_finished_job(&mut h);

    // While it runs, the status bar shows how far it got; the time left waits until its
    // estimate is steady (seconds of agreeing readings), so a second in, it says so.
    h.step();
    assert!(h.state().state.run.job.is_some(), "the count ended before a stop");
    // A text label keeps its text in the node's value.
    let labels: Vec<String> = h.query_all_by_label_contains(" left").filter_map(|n| n.value()).collect();
    // On a slow machine the wait above can outlast the steadiness window: then an estimate shows.
    let steady_or_waiting =
        |l: &String| l == "estimating the time left…" || (l.starts_with("about ") && l.ends_with(" left"));
    assert!(labels.len() == 1 && labels.iter().all(steady_or_waiting), "{labels:?}");
    assert!(h.query_by_label_contains("solutions so far").is_some());

    click(&mut h, "Stop");
    wait_until_idle(&mut h);
    let EndState::CountStopped { fraction } = end(&h) else { panic!("{:?}", end(&h)) };
    assert!(h.state().state.saved.is_some(), "the stopped count is saved");
    assert!(fraction > 0.0 && fraction < 1.0, "{fraction}");
    let status = status_text(&h);
    assert!(
        status.starts_with("Count stopped at ") && status.contains("press Count only to resume"),
        "{status}"
    );
    // The checkpoint on disk holds exactly what the status says, and only finished jobs.
    let saved = Checkpoint::load(&path).unwrap().expect("a stopped count leaves its checkpoint");
    let (done, jobs) = saved.progress();
    assert!(done > 0 && done < jobs, "{done} of {jobs}");
    // The share said is of the work the finished jobs held, which the checkpoint keeps.
    assert!(saved.work.total > 0 && saved.work.done > 0, "{:?}", saved.work);
    assert_eq!(saved.share(), fraction);
    // (A finished job may hold no solutions, so the saved total may still be 0.)
    assert!(saved.counts.total < LONG_TOTAL);
    let work = saved.work;
    assert_eq!(h.state().state.saved, Some(SavedCount { path: path.clone(), done, jobs, work }));
    assert!(h.query_by_label("Discard saved count").is_some());

    // The resumed count runs to its end.
    h.state_mut().state.hold_counts(None);
    drop(held);
    click(&mut h, "Count only");
    wait_until_idle(&mut h);
    let EndState::Counted { counts, resumed, .. } = end(&h) else { panic!("{:?}", end(&h)) };
    assert_eq!(resumed, Some(fraction));
    assert_eq!((counts.total, counts.unique), (LONG_TOTAL, LONG_UNIQUE));
    assert!(status_text(&h).contains("resumed with"), "{}", status_text(&h));
    assert!(!path.exists(), "a finished count deletes its checkpoint");
    assert_eq!(h.state().state.saved, None);
    assert!(h.query_by_label("Discard saved count").is_none());
}

#[test]
fn a_half_done_count_resumes_to_the_published_counts_of_13_and_14() {
    for n in [13, 14] {
        let mut h = harness();
        let problem = Problem::empty(n).unwrap();
        let path = path_of(&h, &problem);
        let saved = save_half_done(&path, &problem);
        let (done, jobs) = saved.progress();
        assert!(done > 0 && done < jobs && saved.counts.total < TOTAL[n - 1]);
        // Showing the board finds its saved count.
        set_size(&mut h, n);
        let work = saved.work;
        assert_eq!(h.state().state.saved, Some(SavedCount { path: path.clone(), done, jobs, work }));
        assert!(h.query_by_label_contains("% saved").is_some());

        click(&mut h, "Count only");
        wait_until_idle(&mut h);
        let EndState::Counted { counts, resumed, .. } = end(&h) else { panic!("{:?}", end(&h)) };
        assert_eq!(resumed, Some(done as f64 / jobs as f64), "n = {n}");
        // Neither a saved job counted again nor a missing one left out.
        assert_eq!(counts, published(n), "n = {n}");
        assert!(status_text(&h).contains("resumed with"), "{}", status_text(&h));
        assert!(!path.exists());
        assert_eq!(notice(&h), None);
    }
}

#[test]
fn a_half_done_count_with_fixed_queens_resumes_to_the_whole_count() {
    let mut h = harness();
    let fixed = vec![Queen::new(0, 5), Queen::new(4, 0)];
    let problem = Problem::new(13, fixed.clone()).unwrap();
    let path = path_of(&h, &problem);
    let saved = save_half_done(&path, &problem);
    let whole = nqueens::count::count(&problem, 1, &Progress::new(), &CancelFlag::new()).unwrap();
    assert!(saved.counts.total < whole.total);
    set_size(&mut h, 13);
    click(&mut h, &Queen::new(4, 0).notation(13));
    click(&mut h, &Queen::new(0, 5).notation(13));
    assert!(h.state().state.saved.is_some(), "the saved count of this board is found");
    click(&mut h, "Count only");
    wait_until_idle(&mut h);
    let EndState::Counted { counts, resumed, .. } = end(&h) else { panic!("{:?}", end(&h)) };
    assert!(resumed.is_some());
    assert_eq!(counts, whole);
    assert!(!path.exists());
}

#[test]
fn an_unusable_checkpoint_is_kept_aside_with_a_notice_and_the_count_starts_afresh() {
    let other = Problem::empty(12).unwrap();
    // As a count of 12 saves it: with its checksum.
    let another_count = nqueens::checksum::seal(
        serde_json::to_vec(&Checkpoint::new(&other, &CountPlan::new(&other), Part::WHOLE)).unwrap(),
    );
    let cases: [(&str, Vec<u8>); 3] = [
        ("is damaged", br#"{"format":"nqueens-count-checkpoint","version":1,"n":13,"fix"#.to_vec()),
        ("is not a count's saved progress", br#"{"solutions": []}"#.to_vec()),
        ("belongs to another count", another_count),
    ];
    for (reason, bytes) in cases {
        let mut h = harness();
        let path = path_of(&h, &Problem::empty(13).unwrap());
        std::fs::write(&path, &bytes).unwrap();
        set_size(&mut h, 13);
        assert_eq!(h.state().state.saved, None, "{reason}: not offered as a saved count");
        click(&mut h, "Count only");
        wait_until_idle(&mut h);

        let (text, error) = notice(&h).expect("a notice about the file");
        assert!(error, "{text}");
        assert!(text.contains(reason) && text.contains("count-n13.json.damaged"), "{text}");
        assert!(text.contains("starts from the beginning"), "{text}");
        assert!(h.query_by_label_contains("The saved count could not be used").is_some());
        // The person's file is kept as it was, under another name.
        let kept = path.with_file_name("count-n13.json.damaged");
        assert_eq!(std::fs::read(&kept).unwrap(), bytes, "{reason}");
        let EndState::Counted { counts, resumed, .. } = end(&h) else { panic!("{:?}", end(&h)) };
        assert_eq!((counts, resumed), (published(13), None), "{reason}");
        assert!(!path.exists());
    }
}

#[test]
fn discard_deletes_the_saved_count_and_the_next_count_starts_afresh() {
    let mut h = harness();
    let problem = Problem::empty(12).unwrap();
    let path = path_of(&h, &problem);
    save_half_done(&path, &problem);
    // Another board has no saved count.
    set_size(&mut h, 11);
    assert_eq!(h.state().state.saved, None);
    assert!(h.query_by_label("Discard saved count").is_none());

    set_size(&mut h, 12);
    assert!(h.state().state.saved.is_some());
    click(&mut h, "Discard saved count");
    assert!(!path.exists());
    assert_eq!(h.state().state.saved, None);
    let (text, error) = notice(&h).unwrap();
    assert!(!error && text.starts_with("Discarded the saved count of this board (50% done)"), "{text}");
    assert!(h.query_by_label("Discard saved count").is_none());

    click(&mut h, "Count only");
    wait_until_idle(&mut h);
    let EndState::Counted { counts, resumed, .. } = end(&h) else { panic!("{:?}", end(&h)) };
    assert_eq!((counts, resumed), (published(12), None));
}

#[test]
fn closing_the_window_mid_count_saves_its_progress() {
    let dir = tempfile::tempdir().unwrap();
    let english = Settings { language: Some(Language::English), ..Settings::default() };
    let mut h = common::app::app_in(english, dir.path().to_path_buf());
    // Held, the count is still running when the window closes; the walk (every solution
    // with a fixed queen) stops at once when asked, then saves.
    let queen = Queen::new(0, 8);
    set_size(&mut h, LONG_N);
    let _held = hold(&mut h, 2);
    click(&mut h, &queen.notation(LONG_N));
    click(&mut h, "Count only");
    wait_for_a_finished_job(&mut h);
    drop(h); // the app stops the count, which saves before the app is gone

    let path = checkpoint_path(dir.path(), &Problem::new(LONG_N, vec![queen]).unwrap());
    let saved = Checkpoint::load(&path).unwrap().expect("the closed app left its checkpoint");
    let (done, jobs) = saved.progress();
    assert!(done > 0 && done < jobs, "{done} of {jobs}");
}

#[test]
fn a_count_that_would_outlast_the_day_asks_first_with_its_estimate() {
    let mut h = harness();
    set_size(&mut h, 28);
    click(&mut h, "Count only");
    assert!(h.state().state.run.job.is_none(), "nothing counts before the answer");
    let question = h.get_by_label_contains("Counting the 28×28 board is expected to take about");
    let text = question.value().unwrap_or_default();
    assert!(text.contains(" years on ") && text.contains("Count anyway?"), "{text}");
    click(&mut h, "Cancel");
    assert!(h.state().state.run.job.is_none() && h.state().state.confirm.is_none());
    assert!(h.query_by_label_contains("is expected to take about").is_none(), "the question is gone");

    click(&mut h, "Count only");
    click(&mut h, "Go ahead");
    assert!(h.state().state.run.job.is_some(), "asked and answered, it counts");
    // Its own estimate of the time left will not settle (its first hundredth takes years):
    // what it was expected to take stays in view.
    h.step();
    assert!(h.query_by_label_contains("expected to take about").is_some());
    click(&mut h, "Stop");
    wait_until_idle(&mut h);
}

#[test]
fn the_sizing_of_a_count_shows_as_such_with_its_time() {
    let mut h = harness();
    set_size(&mut h, LONG_N);
    let _held = hold(&mut h, 2);
    click(&mut h, "Count only");
    // Sizing takes 20 s at n = 23, and too little to watch at the sizes a test counts: once
    // the count says its sizing is over (it says so once), the run is put back where it
    // stood before, while it still runs.
    let sized = |h: &Harness<'static, App>| match &h.state().state.run.work {
        nqueens::app::Work::Count { start, .. } => start.is_some(),
        _ => false,
    };
    step_until(&mut h, "the count's sizing to end", |h| sized(h) || h.state().state.run.job.is_none());
    if let nqueens::app::Work::Count { start, .. } = &mut h.state_mut().state.run.work {
        *start = None;
    }
    h.step();
    assert!(h.state().state.run.job.is_some(), "the count ended before it could be looked at");
    assert!(h.query_by_label("Sizing the count… (building tables)").is_some());
    // Its time runs: the line beside the heading changes from frame to frame.
    let time = |h: &Harness<'static, App>| {
        h.query_by_label_contains("expected to take about").and_then(|n| n.value()).unwrap_or_default()
    };
    let first = time(&h);
    assert!(first.starts_with("· "), "{first}");
    step_until(&mut h, "the sizing's time to move on", |h| {
        time(h) != first || h.state().state.run.job.is_none()
    });
    assert_ne!(time(&h), first, "the held count ended before its time moved on");
    assert!(h.query_by_label_contains("0.000 s").is_none());
    click(&mut h, "Stop");
    wait_until_idle(&mut h);
}

#[test]
fn a_saved_count_moves_no_control_below_it() {
    // At the smallest window the saved count's note does not fit beside Count only and Watch.
    for size in [[760.0, 520.0], [1100.0, 720.0]] {
        let mut h = common::app::harness_sized(size);
        let problem = Problem::empty(12).unwrap();
        save_half_done(&path_of(&h, &problem), &problem);
        set_size(&mut h, 11);
        let below = ["Open JSON…", "Export JSON…", "Count only", "Watch"];
        let rects = |h: &Harness<'static, App>| below.map(|l| h.get_by_label(l).rect());
        let before = rects(&h);
        set_size(&mut h, 12);
        assert!(h.query_by_label("Discard saved count").is_some());
        assert_eq!(rects(&h), before, "{size:?}: the saved count's note moved the controls");
    }
}
