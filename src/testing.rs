//! Shared by the unit tests: waiting for an event with a deadline, and saying why a test
//! that cannot run here did not.

// The waits serve the app's tests: without the app (`--no-default-features`) they are unused.
#![cfg_attr(not(feature = "gui"), allow(dead_code))]

use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

/// How long a test waits for an event before it fails: far longer than any of them takes
/// even on a loaded machine, so that a failure means the event is not coming.
pub(crate) const PATIENCE: Duration = Duration::from_secs(60);

/// Rings of every [`doorbell`], counted, so a waiter sees a ring it was not yet waiting for.
static RINGS: (Mutex<u64>, Condvar) = (Mutex::new(0), Condvar::new());

fn rings() -> std::sync::MutexGuard<'static, u64> {
    RINGS.0.lock().unwrap_or_else(|e| e.into_inner())
}

/// A wake for the app's jobs, as the window's repaint request is: it rings for
/// [`wait_until`]. (Tests run side by side share it: a ring of another only polls again.)
pub(crate) fn doorbell() -> Arc<dyn Fn() + Send + Sync> {
    Arc::new(ring)
}

/// What a [`doorbell`] does, for what takes a plain function.
pub(crate) fn ring() {
    *rings() += 1;
    RINGS.1.notify_all();
}

/// Polls `done` until it holds, waiting between polls for a [`doorbell`] to ring; fails
/// naming `what` (the event waited for) after [`PATIENCE`]. What no doorbell announces
/// (a playing Watch's clock) is polled again after a short while all the same.
pub(crate) fn wait_until(what: &str, mut done: impl FnMut() -> bool) {
    let deadline = Instant::now() + PATIENCE;
    loop {
        let seen = *rings();
        if done() {
            return;
        }
        let now = Instant::now();
        assert!(now < deadline, "waited {} s for {what}", PATIENCE.as_secs());
        let wait = (deadline - now).min(Duration::from_millis(100));
        let guard = rings();
        let _ = RINGS.1.wait_timeout_while(guard, wait, |rung| *rung == seen);
    }
}

/// Says, in the test output (not captured: it shows whether the test passes or not), that
/// a test did not check what it is for, and why.
pub(crate) fn skipped(why: &str) {
    use std::io::Write as _;
    let test = std::thread::current().name().unwrap_or("a test").to_owned();
    let _ = writeln!(std::io::stderr(), "skipped: {test}: {why}");
}

/// Words of the English messages that no Spanish or Catalan sentence holds.
const ENGLISH: [&str; 22] = [
    "the",
    "could",
    "cannot",
    "not",
    "failed",
    "stopped",
    "unexpectedly",
    "would",
    "thread",
    "picture",
    "pictures",
    "name",
    "write",
    "file",
    "board",
    "system",
    "browser",
    "went",
    "wrong",
    "made",
    "draws",
    "sheet",
];

/// The English words left in `text` once the `details` (a path, what a panic said) are
/// taken out.
pub(crate) fn english_left(text: &str, details: &[&str]) -> Vec<String> {
    let mut text = text.to_owned();
    for detail in details {
        text = text.replace(detail, " ");
    }
    text.split(|c: char| !c.is_alphabetic())
        .filter(|word| ENGLISH.contains(&word.to_lowercase().as_str()))
        .map(str::to_owned)
        .collect()
}
