//! A progress line on stderr while a long command runs, shown only on a terminal.

use indicatif::{HumanDuration, ProgressBar, ProgressDrawTarget, ProgressStyle};
use nqueens::control::{Progress, TimeLeft};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

/// What the progress line says.
pub struct Ticker<'a> {
    /// What runs: `counting`.
    pub what: &'a str,
    /// What the work counter counts: `nodes`, `half-boards`.
    pub unit: &'a str,
    /// No line at all.
    pub quiet: bool,
    /// No share of the work done can be known (a search with restarts): a spinner and the
    /// rate of solutions instead of a bar that would sit at 0 %.
    pub open_ended: bool,
}

/// Runs `work` while a second thread redraws a progress line from `progress`.
pub fn with_progress<T: Send>(progress: &Progress, what: &str, work: impl FnOnce() -> T + Send) -> T {
    Ticker { what, unit: "nodes", quiet: false, open_ended: false }.run(progress, work)
}

impl Ticker<'_> {
    pub fn run<T: Send>(&self, progress: &Progress, work: impl FnOnce() -> T + Send) -> T {
        let bar = ProgressBar::with_draw_target(Some(1000), ProgressDrawTarget::stderr());
        if self.quiet || bar.is_hidden() {
            return work();
        }
        let template = if self.open_ended {
            "{prefix} {spinner}  {msg}"
        } else {
            "{prefix} [{bar:30}] {percent:>3}%  {msg}"
        };
        bar.set_style(
            ProgressStyle::with_template(template).expect("the template is valid").progress_chars("=> "),
        );
        bar.set_prefix(self.what.to_owned());
        let done = AtomicBool::new(false);
        std::thread::scope(|scope| {
            scope.spawn(|| {
                // The estimate the app shows too: said once it is steady.
                let mut estimate = TimeLeft::new();
                while !done.load(Ordering::Relaxed) {
                    let now = progress.snapshot();
                    if self.open_ended {
                        let secs = now.elapsed.as_secs_f64().max(1e-9);
                        bar.tick();
                        bar.set_message(format!(
                            "{} solutions ({:.0}/s), {} {}  (elapsed {})",
                            now.solutions,
                            now.solutions as f64 / secs,
                            now.nodes,
                            self.unit,
                            HumanDuration(now.elapsed)
                        ));
                        std::thread::sleep(Duration::from_millis(100));
                        continue;
                    }
                    bar.set_position((now.fraction * 1000.0) as u64);
                    let left = match estimate.update(&now) {
                        Some(left) => format!("about {} left", HumanDuration(left)),
                        None => "estimating the time left".into(),
                    };
                    bar.set_message(format!(
                        "{} solutions, {} {}  (elapsed {}, {left})",
                        now.solutions,
                        now.nodes,
                        self.unit,
                        HumanDuration(now.elapsed)
                    ));
                    std::thread::sleep(Duration::from_millis(100));
                }
                bar.finish_and_clear();
            });
            let result = work();
            done.store(true, Ordering::Relaxed);
            result
        })
    }
}
