//! Every kind of job that panics ends as a failed job and leaves the app usable; every file
//! job can be cancelled; the undo question is asked when, and as, it is true.

#[cfg(unix)]
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use super::tests::{finish, state};
use super::*;
use crate::app::action::Action;
use crate::app::files::{DialogMode, FileOp};
use crate::app::lab::LabAction;
use crate::app::solve::results::EndState;
use crate::board::Queen;

/// Polls `done` (taking in the file jobs' and hints' news) until it holds (bounded: 60 s).
fn until(s: &mut State, what: &str, done: impl Fn(&State) -> bool) {
    crate::testing::wait_until(what, || {
        s.poll_files();
        s.tick(Duration::from_millis(1));
        s.drain_lab();
        done(s)
    });
}

fn notice_text(s: &State) -> String {
    s.notice().map(|n| s.notice_text(n)).unwrap_or_default()
}

/// A state that asks for paths with the path field, and has the 8×8 board solved.
pub(crate) fn solved(n: usize) -> (State, tempfile::TempDir) {
    let (mut s, dir) = state(n);
    s.files.mode = DialogMode::PathField;
    s.apply(Action::Solve);
    finish(&mut s);
    (s, dir)
}

#[test]
fn a_solver_run_that_panics_fails_and_the_next_one_runs() {
    let (mut s, _dir) = state(8);
    s.test_threads().panic_next.set(true);
    s.apply(Action::Solve);
    finish(&mut s);
    assert!(matches!(s.run.end, Some(EndState::Failed(_))), "{:?}", s.run.end);
    assert!(s.notice().is_some_and(|n| n.error));
    s.apply(Action::Solve);
    finish(&mut s);
    assert_eq!(s.listed(), 92);
}

#[test]
fn a_file_job_that_panics_leaves_open_and_export_usable() {
    let dir = tempfile::tempdir().unwrap();
    let (mut s, _counts) = solved(8);
    let saved = dir.path().join("eight.json");
    let picture = dir.path().join("eight.png");
    for (op, path) in [(FileOp::Export, &saved), (FileOp::ExportImage, &picture), (FileOp::Open, &saved)] {
        s.files.runner.panic_next = true;
        s.apply(Action::UsePath(op, path.clone()));
        until(&mut s, "the file job's end", |s| !s.files.busy());
        let text = notice_text(&s);
        assert!(text.contains("stopped unexpectedly") && text.contains("a test's panic"), "{op:?}: {text}");
        assert!(op == FileOp::Open || !path.exists(), "{op:?}: a job that panicked wrote nothing");
        assert_eq!(s.listed(), 92, "{op:?}: the list stays");
    }
    // Each works the next time.
    for (op, path) in [(FileOp::Export, &saved), (FileOp::ExportImage, &picture), (FileOp::Open, &saved)] {
        s.apply(Action::UsePath(op, path.clone()));
        until(&mut s, "the file job's end", |s| !s.files.busy());
        assert!(path.exists(), "{op:?}");
        assert!(!notice_text(&s).contains("unexpectedly"), "{op:?}: {}", notice_text(&s));
    }
    assert!(matches!(s.run.end, Some(EndState::Opened { .. })));
}

#[test]
fn a_hints_job_that_panics_shows_none_and_the_next_board_gets_its_hints() {
    let (mut s, _dir) = state(6);
    s.test_threads().panic_next.set(true);
    s.apply(Action::SetHints(true));
    until(&mut s, "the hints job's end", |s| !s.hints.working_on(&s.board()));
    assert!(s.hints_shown().is_none());
    assert!(notice_text(&s).contains("a test's panic"), "{}", notice_text(&s));
    s.apply(Action::ToggleQueen(Queen::new(0, 1)));
    until(&mut s, "the next board's hints", |s| s.hints_shown().is_some());
    assert_eq!(s.hints_shown().and_then(|h| h.total), Some(1));
}

#[test]
fn a_compare_run_that_panics_ends_and_the_next_one_runs() {
    let (mut s, _dir) = state(8);
    s.apply(Action::Lab(LabAction::ShowCompare(true)));
    s.apply(Action::Lab(LabAction::Sizes("6".into())));
    let threads = s.test_threads();
    threads.panic_next.set(true);
    let plan = s.lab.compare.plan().expect("the form's defaults run");
    let job = crate::app::compare::job::CompareJob::start(plan, s.wake.clone(), threads).unwrap();
    s.lab.compare.job = Some(job);
    until(&mut s, "the comparison's end", |s| !s.lab.compare.running());
    assert_eq!(s.lab.compare.ended, Some(false));
    assert!(notice_text(&s).contains("a test's panic"), "{}", notice_text(&s));
    assert_eq!(s.why_not(&Action::Lab(LabAction::StartCompare)), None, "Compare is not left running");
    s.apply(Action::Lab(LabAction::StartCompare));
    until(&mut s, "the comparison's end", |s| !s.lab.compare.running());
    assert_eq!(s.lab.compare.ended, Some(true));
    assert!(!s.lab.compare.rows.is_empty());
}

/// File threads of [`cancel_ends_an_open_that_waits_on_a_fifo`] that have ended.
#[cfg(unix)]
static FIFO_THREADS_ENDED: AtomicUsize = AtomicUsize::new(0);

#[cfg(unix)]
#[test]
fn cancel_ends_an_open_that_waits_on_a_fifo() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("pipe.json");
    // Every Unix has mkfifo (POSIX): a machine without it is not one this test can skip on.
    let made = std::process::Command::new("mkfifo").arg(&fifo).status();
    assert!(made.is_ok_and(|status| status.success()), "mkfifo failed");
    let (mut s, _counts) = solved(8);
    // The open's thread says when it has ended (and so sent all it will send).
    s.files.runner.spawn = |name, task| {
        crate::app::jobs::runner::spawn_thread(
            name,
            Box::new(move || {
                task();
                FIFO_THREADS_ENDED.fetch_add(1, Ordering::SeqCst);
                crate::testing::ring();
            }),
        )
    };
    s.apply(Action::UsePath(FileOp::Open, fifo.clone()));
    assert!(s.files.busy() && s.files.opening.is_some(), "opening the FIFO");
    assert_eq!(s.why_not(&Action::CancelFile), None);
    s.apply(Action::CancelFile);
    assert!(!s.files.busy(), "Cancel frees the app at once");
    assert!(notice_text(&s).starts_with("Cancelled"), "{}", notice_text(&s));
    // A writer lets the waiting thread go on: what it reads is dropped, the list stays.
    let writer = std::fs::OpenOptions::new().write(true).open(&fifo).unwrap();
    drop(writer);
    crate::testing::wait_until("the cancelled open's thread to end", || {
        FIFO_THREADS_ENDED.load(Ordering::SeqCst) == 1
    });
    s.poll_files(); // takes in what it sent: dropped
    assert_eq!(s.listed(), 92);
    assert!(notice_text(&s).starts_with("Cancelled"), "{}", notice_text(&s));
    // And Open works again.
    s.apply(Action::Pick(FileOp::Open));
    assert!(s.files.prompt.is_some());
}

/// A state whose undo holds one list of 92 under a cap of 100: the next list replaced
/// cannot be kept too.
fn undo_full() -> (State, tempfile::TempDir) {
    let (mut s, dir) = state(8);
    s.files.mode = DialogMode::PathField;
    s.apply(Action::SetCap(100));
    s.apply(Action::Solve);
    finish(&mut s);
    s.apply(Action::Solve);
    finish(&mut s);
    assert!(s.confirm.is_none(), "the first list fits in undo");
    (s, dir)
}

#[test]
fn the_undo_question_says_what_undo_holds_and_is_asked_once() {
    let (mut s, _dir) = undo_full();
    s.apply(Action::Solve);
    let question = s.confirm.clone().expect("asked before the list goes").text();
    assert!(!question.contains("too big"), "{question}");
    assert!(
        question.starts_with("Undo holds 92 solutions of the 100 kept in memory at most, so it cannot also keep the 92 solutions shown now. Solve anyway?"),
        "{question}"
    );
    s.apply(Action::Confirm);
    finish(&mut s);
    assert_eq!(s.listed(), 92);
    // Asked once for this kind of loss: the next list goes without a question.
    s.apply(Action::Solve);
    assert!(s.confirm.is_none(), "asked again: {:?}", s.confirm);
    finish(&mut s);
}

#[test]
fn a_failed_open_is_not_asked_about_and_a_good_one_is_asked_once_read() {
    let dir = tempfile::tempdir().unwrap();
    let (mut s, _counts) = undo_full();
    for _ in 0..3 {
        s.apply(Action::Pick(FileOp::Open));
        assert!(s.confirm.is_none(), "asked before any file is read");
        assert!(s.files.prompt.is_some(), "the path field opens at once");
        s.apply(Action::UsePath(FileOp::Open, dir.path().join("missing.json")));
        until(&mut s, "the open's end", |s| !s.files.busy());
        assert!(s.confirm.is_none(), "asked about a failed Open");
        assert!(notice_text(&s).starts_with("Could not open"), "{}", notice_text(&s));
    }
    // A file that opens replaces the list: asked then, and a yes opens it.
    let path = dir.path().join("six.json");
    let (mut other, _other_dir) = solved(6);
    other.apply(Action::UsePath(FileOp::Export, path.clone()));
    until(&mut other, "the export", |s| !s.files.busy());
    s.apply(Action::UsePath(FileOp::Open, path.clone()));
    until(&mut s, "the open's end", |s| !s.files.busy());
    assert!(s.confirm.is_some(), "asked once the file is read");
    assert_eq!(s.settings.n, 8, "nothing replaced before the answer");
    s.apply(Action::Confirm);
    until(&mut s, "the open's end", |s| !s.files.busy());
    assert_eq!((s.settings.n, s.listed()), (6, 4));
    assert!(s.confirm.is_none());
}

#[test]
fn behind_a_question_or_the_path_field_no_action_acts() {
    let (mut s, _dir) = undo_full();
    s.apply(Action::Solve);
    assert!(s.confirm.is_some());
    let before = (s.settings.clone(), s.listed());
    let behind = [
        Action::SetSize(10),
        Action::SetFilter(crate::stream::Filter::Unique),
        Action::ToggleQueen(Queen::new(0, 0)),
        Action::Undo,
        Action::Lab(LabAction::ShowCompare(true)),
        Action::Pick(FileOp::Open),
        Action::Stop,
    ];
    for action in &behind {
        assert!(s.why_not(action).is_some(), "{action:?} is open behind the question");
        s.apply(action.clone());
    }
    assert_eq!((s.settings.clone(), s.listed()), before);
    assert!(s.confirm.is_some() && !s.lab.compare.open && s.files.prompt.is_none());
    s.apply(Action::CancelConfirm);
    assert!(s.confirm.is_none());
    // The path field likewise.
    s.apply(Action::Pick(FileOp::Open));
    assert!(s.files.prompt.is_some());
    for action in &behind {
        s.apply(action.clone());
    }
    assert_eq!((s.settings.clone(), s.listed()), before);
    assert!(s.files.prompt.is_some());
    s.apply(Action::CancelPrompt);
    assert!(s.files.prompt.is_none());
    s.apply(Action::SetSize(10));
    assert_eq!(s.settings.n, 10);
}

#[test]
fn the_open_question_begins_with_a_capital_and_counts_the_list_as_it_grows() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("six.json");
    let (mut other, _other_dir) = solved(6);
    other.apply(Action::UsePath(FileOp::Export, path.clone()));
    until(&mut other, "the export", |s| !s.files.busy());

    // Undo keeps 90 lists of 92 (8,280) under a cap of 12,000; a 16×16 Solve then fills its
    // list in batches of at most 4,096 (`worker::solve::BATCH`), past what undo has room for.
    let (mut s, _counts) = state(8);
    s.files.mode = DialogMode::PathField;
    s.apply(Action::SetCap(12_000));
    for _ in 0..91 {
        s.apply(Action::Solve);
        finish(&mut s);
    }
    s.apply(Action::SetSize(16));
    s.apply(Action::Solve);
    assert!(s.confirm.is_none(), "the 8×8 lists fit under the cap");
    crate::testing::wait_until("some of the list", || {
        s.drain(Duration::from_micros(1));
        s.listed() > 12_000 - 8_280
    });
    // The file is read while the Solve goes on: too much for undo now.
    s.apply(Action::UsePath(FileOp::Open, path.clone()));
    until(&mut s, "the open's end", |s| !s.files.busy());
    let asked = s.question_text().expect("asked once the file is read");
    assert!(s.listed() < 12_000, "the list was full before the question: nothing left to grow");
    assert!(asked.contains("Open six.json anyway?"), "{asked}");
    let listed = crate::app::text::numbers::thousands(s.listed() as u64);
    assert!(asked.contains(&format!("keep the {listed} solutions shown now")), "{asked}");
    // The Solve goes on behind the question: its words follow the list.
    crate::testing::wait_until("the list to fill", || {
        s.drain(Duration::from_millis(50));
        s.listed() == 12_000
    });
    let later = s.question_text().expect("still asked");
    assert!(later.contains("keep the 12,000 solutions shown now"), "{later}");
}
