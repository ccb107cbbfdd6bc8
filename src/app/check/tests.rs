//! Check answers' state: a check runs off the UI thread, and Stop or closing the window frees
//! the window at once, even from a file that never ends.

use super::*;
use crate::app::jobs::run::Threads;

fn checking() -> Checking {
    Checking::new(Arc::new(|| {}), Rc::new(Threads::default()))
}

/// Polls until the check running ends.
fn wait(c: &mut Checking) {
    crate::testing::wait_until("the check to end", || !c.poll());
}

#[test]
fn pasted_answers_are_checked_and_the_first_wrong_one_is_shown() {
    let mut c = checking();
    assert!(c.why_not(&CheckAction::Run).is_some(), "nothing pasted yet");
    c.apply(CheckAction::Text("[1, 3, 0, 2]\n[0, 1, 2, 3]\n".into()));
    c.apply(CheckAction::Run);
    wait(&mut c);
    let shown = c.shown().expect("the wrong answer shown");
    assert_eq!((shown.line, shown.marked.len()), (Some(2), 2));
    assert_eq!(shown.queens, (0..4).map(|i| Queen::new(i, i)).collect::<Vec<_>>());
    c.apply(CheckAction::Pick(Pick::Missing(0)));
    let missing = c.shown().expect("the missing solution shown");
    assert_eq!(
        missing.queens,
        [2, 0, 3, 1].iter().enumerate().map(|(r, &c)| Queen::new(r, c)).collect::<Vec<_>>()
    );
}

/// A check reading a FIFO no one writes to waits for ever: Stop, and closing the window,
/// end it at once, and a check started after it reports its own answers.
#[cfg(unix)]
#[test]
fn stop_and_close_free_the_window_from_a_file_that_never_ends() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("answers.txt");
    let made = std::process::Command::new("mkfifo").arg(&fifo).status();
    if !made.is_ok_and(|status| status.success()) {
        crate::testing::skipped("mkfifo is not available here");
        return;
    }
    let mut c = checking();
    c.check_file(fifo.clone());
    assert!(c.open && c.busy() && c.poll(), "the check waits on the FIFO");
    assert_eq!(c.why_not(&CheckAction::Stop), None);
    c.apply(CheckAction::Stop);
    assert!(!c.busy() && matches!(c.status, Status::Idle), "Stop frees the window at once");
    c.check_file(fifo.clone());
    assert!(c.busy());
    c.apply(CheckAction::Show(false));
    assert!(!c.open && !c.busy(), "closing the window stops the check");
    // A writer lets the threads waiting then go on (one still on its way to the FIFO waits
    // on, harmless): what they read is dropped.
    drop(std::fs::OpenOptions::new().write(true).open(&fifo).unwrap());
    c.apply(CheckAction::Show(true));
    c.apply(CheckAction::Text("[1, 3, 0, 2]\n".into()));
    c.apply(CheckAction::Run);
    wait(&mut c);
    let report = &c.checked().expect("the pasted answers' report").report;
    assert_eq!((report.read, report.valid, report.n), (1, 1, Some(4)));
}
