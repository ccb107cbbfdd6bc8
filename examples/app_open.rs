//! Opening a solutions file as the app does, with no window: `app_open FILE KEEP` sets
//! "Keep at most" to KEEP, opens FILE through the app's state and its file job, says yes to
//! any question, and prints how many solutions the list holds and how many the file lists.
//! Run under `/usr/bin/time -v` to see what opening a big file costs in memory.

use nqueens::app::{Action, FileOp, Settings, State};
use std::sync::Arc;
use std::time::Duration;

fn main() {
    let mut args = std::env::args().skip(1);
    let usage = "usage: app_open FILE KEEP";
    let path = std::path::PathBuf::from(args.next().expect(usage));
    let keep: u64 = args.next().and_then(|a| a.parse().ok()).expect(usage);
    let dir = tempfile::tempdir().expect("a temporary directory for the app's counts");
    let mut state = State::new(Settings::default(), Arc::new(|| {}), dir.path().to_path_buf());
    state.apply(Action::SetCap(keep));
    state.apply(Action::UsePath(FileOp::Open, path));
    loop {
        // As a window does: take in what came, then wait for the next frame.
        state.drain(Duration::from_millis(4));
        state.poll_files();
        if state.confirm.is_some() {
            state.apply(Action::Confirm);
        } else if !state.files.busy() {
            break;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    match state.results() {
        Some(results) => println!("kept {} of {} listed", results.set.solutions.len(), results.found),
        None => println!("nothing opened: {:?}", state.notice().map(|n| state.notice_text(n))),
    }
}
