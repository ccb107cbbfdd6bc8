//! A progress line on stderr while a long command runs, shown only on a terminal.

use indicatif::{HumanDuration, ProgressBar, ProgressDrawTarget, ProgressStyle};
use nqueens::control::{Progress, TimeLeft};
use nqueens::plan::SolvePlan;
use nqueens::stream::SolveMethod;
use nqueens::text::quantity;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

/// What the progress line says.
pub struct Ticker<'a> {
    /// What runs: `counting`.
    pub what: &'a str,
    /// What the work counter counts, plural: `nodes`, `half-boards` (one of them drops the s).
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
    /// The line of `solve`'s search: a bar, or a spinner for a search with restarts, which
    /// has no end to measure against.
    pub fn solving(plan: &SolvePlan) -> Ticker<'static> {
        Ticker {
            what: "solving",
            unit: "nodes",
            quiet: false,
            open_ended: plan.method == SolveMethod::Restarts,
        }
    }

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
            // Where the system refuses the thread, the work runs without a progress line.
            let _ = std::thread::Builder::new().spawn_scoped(scope, || {
                // The estimate the app shows too: said once it is steady.
                let mut estimate = TimeLeft::new();
                while !done.load(Ordering::Relaxed) {
                    let now = progress.snapshot();
                    if self.open_ended {
                        let secs = now.elapsed.as_secs_f64().max(1e-9);
                        bar.tick();
                        bar.set_message(format!(
                            "{} ({:.0}/s), {}  (elapsed {})",
                            quantity(now.solutions, "solution"),
                            now.solutions as f64 / secs,
                            quantity(now.steps, self.unit.trim_end_matches('s')),
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
                        "{}, {}  (elapsed {}, {left})",
                        quantity(now.solutions, "solution"),
                        quantity(now.steps, self.unit.trim_end_matches('s')),
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
