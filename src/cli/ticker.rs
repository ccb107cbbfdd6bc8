//! A progress line on stderr while a long command runs, shown only on a terminal.

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use nqueens::control::Progress;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

/// Runs `work` while a second thread redraws a progress line from `progress`.
pub fn with_progress<T: Send>(progress: &Progress, what: &str, work: impl FnOnce() -> T + Send) -> T {
    let bar = ProgressBar::with_draw_target(Some(1000), ProgressDrawTarget::stderr());
    if bar.is_hidden() {
        return work();
    }
    bar.set_style(
        ProgressStyle::with_template(
            "{prefix} [{bar:30}] {percent:>3}%  {msg}  (elapsed {elapsed}, left ~{eta})",
        )
        .expect("the template is valid")
        .progress_chars("=> "),
    );
    bar.set_prefix(what.to_owned());
    let done = AtomicBool::new(false);
    std::thread::scope(|scope| {
        scope.spawn(|| {
            while !done.load(Ordering::Relaxed) {
                let now = progress.snapshot();
                bar.set_position((now.fraction * 1000.0) as u64);
                bar.set_message(format!("{} solutions, {} nodes", now.solutions, now.nodes));
                std::thread::sleep(Duration::from_millis(100));
            }
            bar.finish_and_clear();
        });
        let result = work();
        done.store(true, Ordering::Relaxed);
        result
    })
}
