//! For this crate's own tests, unit and integration alike (not part of the library's
//! interface): waiting for an event with a deadline, and saying why a test that cannot run
//! here did not. Every wait of the tests goes through [`wait_for`].

use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

/// How long a test waits for an event before it fails: far longer than any of them takes
/// even on a loaded machine, so that a failure means the event is not coming.
pub const PATIENCE: Duration = Duration::from_secs(60);

/// The longest a waiter goes without looking again, for events that ring no [`doorbell`]
/// (a file appearing, a process's state in /proc, a playing Watch's next step).
const LOOK_AGAIN: Duration = Duration::from_millis(20);

/// Rings of every [`doorbell`], counted, so a waiter sees a ring it was not yet waiting for.
static RINGS: (Mutex<u64>, Condvar) = (Mutex::new(0), Condvar::new());

fn rings() -> std::sync::MutexGuard<'static, u64> {
    RINGS.0.lock().unwrap_or_else(|e| e.into_inner())
}

/// A wake for the app's jobs, as the window's repaint request is: it rings for
/// [`wait_for`]. (Tests run side by side share it: a ring of another only looks again.)
pub fn doorbell() -> Arc<dyn Fn() + Send + Sync> {
    Arc::new(ring)
}

/// What a [`doorbell`] does, for what takes a plain function.
pub fn ring() {
    *rings() += 1;
    RINGS.1.notify_all();
}

/// Looks at `done` until it holds, sleeping in between until a [`doorbell`] rings (or
/// [`LOOK_AGAIN`] has passed); false once `patience` has passed without it.
pub fn wait_for(patience: Duration, mut done: impl FnMut() -> bool) -> bool {
    let deadline = Instant::now() + patience;
    loop {
        let seen = *rings();
        if done() {
            return true;
        }
        let now = Instant::now();
        if now >= deadline {
            return false;
        }
        let wait = (deadline - now).min(LOOK_AGAIN);
        let guard = rings();
        let _ = RINGS.1.wait_timeout_while(guard, wait, |rung| *rung == seen);
    }
}

/// [`wait_for`] with [`PATIENCE`], failing the test with `what` (the event waited for).
pub fn wait_until(what: &str, done: impl FnMut() -> bool) {
    assert!(wait_for(PATIENCE, done), "waited {} s for {what}", PATIENCE.as_secs());
}

/// A test that needs what not every machine has (root, a cgroup, a processor feature) is
/// `#[ignore = "why"]`, so `cargo test` lists it as ignored, and `.ci/run` runs it with
/// `--ignored` where it can run. There [`MUST_RUN`] is set, and a test that finds it cannot
/// run fails here instead of passing having checked nothing.
pub const MUST_RUN: &str = "NQUEENS_TESTS_MUST_RUN";

/// Says, in the test output (not captured: it shows whether the test passes or not), that
/// a test did not check what it is for, and why; fails the test under [`MUST_RUN`].
pub fn skipped(why: &str) {
    use std::io::Write as _;
    let test = std::thread::current().name().unwrap_or("a test").to_owned();
    assert!(std::env::var_os(MUST_RUN).is_none(), "{test} was expected to run here but cannot: {why}");
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
pub fn english_left(text: &str, details: &[&str]) -> Vec<String> {
    let mut text = text.to_owned();
    for detail in details {
        text = text.replace(detail, " ");
    }
    text.split(|c: char| !c.is_alphabetic())
        .filter(|word| ENGLISH.contains(&word.to_lowercase().as_str()))
        .map(str::to_owned)
        .collect()
}
