//! The status line's sentences: what runs, how the last run ended (a Watch's are in
//! `text::watch`).

use crate::board::Queen;
use crate::control::ProgressSnapshot;
use crate::stream::{Filter, Outcome};
use std::time::Duration;

use crate::app::jobs::worker::CountStart;
use crate::app::state::State;
use crate::app::state::results::EndState;
use crate::app::state::run::MostQueensSoFar;
use crate::app::text::numbers::{
    duration, how_many, one_of, percent, plural, rough_duration, short, short_many, thousands,
};
use crate::app::text::words::{sentence, sentences, solutions_text};

/// The keyboard's square while the board has focus: `Cursor d5 (row 3, col 3) ·`.
pub(crate) fn cursor_text(q: Queen, n: usize) -> String {
    format!("Cursor {} (row {}, col {}) ·", q.notation(n), q.row, q.col)
}

/// What a running solve or Most queens is doing.
pub(crate) fn search_heading(most: bool) -> &'static str {
    if most { "Placing the most queens…" } else { "Solving…" }
}

/// A running solve's or Most queens' counters: `12 solutions · 3.4 k nodes · 1.2 M nodes/s ·
/// 0.25 s`; a search with restarts adds its rate of solutions.
pub(crate) fn search_text(p: &ProgressSnapshot, most: bool, restarts: bool) -> String {
    let secs = p.elapsed.as_secs_f64();
    let per_sec = |x: u64| if secs > 0.0 { x as f64 / secs } else { 0.0 };
    let solutions = how_many(p.solutions, "solution", "solutions");
    let found = match most {
        true => format!("best so far {}", how_many(p.solutions, "queen", "queens")),
        false if restarts => format!("{solutions} · {} solutions/s", short(per_sec(p.solutions))),
        false => solutions,
    };
    format!(
        "{found} · {} · {} nodes/s · {}",
        short_many(p.steps, "node", "nodes"),
        short(per_sec(p.steps)),
        duration(p.elapsed)
    )
}

/// Shown while a search with restarts has found nothing for a while.
pub(crate) const NONE_YET: &str = "none yet: the fixed queens may allow none, and proving it can take long (Most queens shows how many fit)";

/// A running solve that has filled the memory cap.
pub(crate) fn memory_cap_text(kept: usize) -> String {
    format!("memory cap: listing the first {}", thousands(kept as u64))
}

/// How the status line reads: a complete success, plain news, or something that stops the
/// person.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tone {
    Good,
    Plain,
    Bad,
}

/// The status line while nothing runs. What stops the person comes first, so it never
/// contradicts the banner: a board no run can start on, then an error notice, then news of
/// what they just did (a file saved), then how the last run ended.
pub fn idle_text(state: &State) -> (String, Tone) {
    // The answer to the very last thing done; it goes with the next.
    if let Some(copied) = &state.copied {
        return (copied.clone(), Tone::Good);
    }
    if let Err(why) = state.can_start(crate::app::state::run::RunKind::Solve) {
        return (why, Tone::Bad);
    }
    if let Some(notice) = state.notice().filter(|n| n.error && !n.settled) {
        let kept = match state.list() {
            Some(list) if !list.results.is_empty() => {
                let count = solutions_text(list.results.len(), list.results.set.filter);
                format!("The list still shows {count} of the {n}×{n} board.", n = list.results.n())
            }
            _ => String::new(),
        };
        return (sentences([notice.text.as_str(), &kept]), Tone::Bad);
    }
    if let Some(notice) = state.notice().filter(|n| n.done && !n.settled) {
        return (notice.text.clone(), Tone::Good);
    }
    let (text, good) = end_text(state);
    (text, if good { Tone::Good } else { Tone::Plain })
}

/// The end-state sentence, and whether it reports a complete success. It tells of the run
/// as it is now: the list it fills (filtered since, perhaps), the board it ran on (marked
/// when that is no longer the board shown), and what the disk keeps of a stopped count.
pub fn end_text(state: &State) -> (String, bool) {
    if let Some(watch) = state.watch_shown() {
        return (crate::app::text::watch::status(watch), false);
    }
    let Some(end) = &state.run.end else {
        return ("Ready. Click squares to fix queens, then press Solve.".into(), false);
    };
    let (text, good) = run_end_text(state, end);
    if state.run_answers_board() { (text, good) } else { (format!("From an earlier board: {text}"), false) }
}

fn run_end_text(state: &State, end: &EndState) -> (String, bool) {
    let answers = state.run_answers_board();
    let n = state.run.board.n;
    let this = if answers { "this" } else { "that" };
    match end {
        EndState::Solved { outcome, nodes, elapsed } => {
            let (found, kept, filter) = state
                .list()
                .map_or((0, 0, Filter::All), |l| (l.results.found, l.results.len(), l.results.set.filter));
            let unique = if filter == Filter::Unique { "unique " } else { "" };
            // Wide boards may be built by formula, with no search at all.
            let stats = match nodes {
                0 => format!("in {}", duration(*elapsed)),
                _ => format!("{} in {}", short_many(*nodes, "node", "nodes"), duration(*elapsed)),
            };
            let cap = if (kept as u64) < found {
                format!(
                    " Memory cap reached: the list holds the first {} (export says complete: false).",
                    thousands(kept as u64)
                )
            } else {
                String::new()
            };
            let noun = plural(found, "solution", "solutions");
            let found = thousands(found);
            let text = match outcome {
                Outcome::Exhausted if found == "0" => {
                    format!("Finished: no solutions exist for {this} board ({stats}).")
                }
                Outcome::Exhausted if found == "1" => {
                    format!("Finished: the only {unique}solution found ({stats}).{cap}")
                }
                Outcome::Exhausted => {
                    format!("Finished: all {found} {unique}solutions found ({stats}).{cap}")
                }
                Outcome::LimitReached => {
                    format!("Limit reached: stopped after {found} {unique}{noun} ({stats}).{cap}")
                }
                Outcome::Cancelled | Outcome::StoppedBySink => {
                    format!("Stopped: {found} {unique}{noun} found before the stop ({stats}).{cap}")
                }
            };
            (text, *outcome == Outcome::Exhausted)
        }
        EndState::Counted { counts, steps, unit, elapsed, resumed } => {
            let stats = format!("{} in {}", short_many(*steps, one_of(unit), unit), duration(*elapsed));
            let stats = match resumed {
                Some(f) => format!("resumed with {} already counted; this run {stats}", percent(*f)),
                None => stats,
            };
            let (total, unique) = (thousands(counts.total), thousands(counts.unique));
            let noun = plural(counts.total, "solution", "solutions");
            (format!("Counted: {total} {noun}, {unique} unique ({stats}). Nothing was stored."), true)
        }
        EndState::CountStopped { fraction } => {
            let text = if *fraction <= 0.0 {
                "Count stopped before any part of it was counted.".to_owned()
            } else if !answers {
                // The saved count, if any, is of that board, not of the one Count only would count.
                format!("Count stopped at {}.", percent(*fraction))
            } else if let Some(saved) = &state.saved {
                format!(
                    "Count stopped at {}. Its progress is saved ({} counted): press Count only to resume it.",
                    percent(*fraction),
                    percent(saved.fraction())
                )
            } else {
                format!("Count stopped at {}. Its progress is not saved.", percent(*fraction))
            };
            (text, false)
        }
        EndState::MostQueens { queens, proven, nodes, elapsed } => {
            let stats = format!("{} in {}", short_many(*nodes, "node", "nodes"), duration(*elapsed));
            let text = if *proven {
                format!("Most queens: {queens} on {this} {n}×{n} board, proven ({stats}).")
            } else {
                let noun = plural(*queens as u64, "queen", "queens");
                format!(
                    "Stopped: the best placement found holds {queens} {noun}, not proven the most ({stats})."
                )
            };
            (text, *proven)
        }
        EndState::Failed(e) => (sentence(&format!("Failed: {e}")), false),
        EndState::Opened { path, what, complete } => {
            let name =
                path.file_name().map_or_else(|| path.display().to_string(), |f| f.to_string_lossy().into());
            (format!("Opened {name}: {what}."), *complete)
        }
    }
}

/// What the result card says of a count that has not ended with its counts.
pub(crate) fn count_unfinished_text(state: &State) -> &'static str {
    if state.running().is_some() {
        "Counting: Count only lists no solutions (press Solve for them)."
    } else if state.run_answers_board() && state.saved.is_some() {
        "The count did not finish: press Count only to resume it."
    } else {
        "The count did not finish."
    }
}

/// What the side panel says of a Most queens placement on an `n`-wide board.
pub(crate) fn best_text(best: &MostQueensSoFar, n: usize) -> String {
    let k = best.queens.len();
    let full = if k == n { ", a full solution" } else { "" };
    match best.proven {
        None => format!("Best so far: {}{full}. Searching for more…", how_many(k as u64, "queen", "queens")),
        Some(true) => format!("Most queens: {k}{full}. Proven: no placement holds more."),
        Some(false) => format!(
            "Best found: {}{full}. Not proven: the search was stopped.",
            how_many(k as u64, "queen", "queens")
        ),
    }
}

/// What a running count is doing: `Counting (needs about 72 MiB)…`, or on a resumed count
/// `Resuming: 37% was already counted (needs about 72 MiB)`.
pub(crate) fn count_heading(start: Option<&CountStart>) -> String {
    match start {
        Some(s) if s.done > 0 => {
            format!("Resuming: {} was already counted (needs about {})", percent(s.fraction()), s.memory)
        }
        Some(s) => format!("Counting (needs about {})…", s.memory),
        None => "Counting…".into(),
    }
}

/// The share of a whole count done: the jobs an earlier run counted, and this run's share
/// of the rest (the progress knows only the jobs this run picked).
pub(crate) fn count_fraction(start: Option<&CountStart>, p: &ProgressSnapshot) -> f64 {
    match start {
        Some(s) if s.jobs > 0 => {
            let before = s.fraction();
            (before + (1.0 - before) * p.fraction).clamp(0.0, 1.0)
        }
        _ => p.fraction,
    }
}

/// What a running count has found, earlier runs included: `1,234 solutions so far · 3.2 M
/// nodes/s · 4.20 s`.
pub(crate) fn count_text(start: Option<&CountStart>, p: &ProgressSnapshot) -> String {
    let before = start.map_or(0, |s| s.counted.total);
    let unit = CountStart::unit_of(start);
    let secs = p.elapsed.as_secs_f64();
    let rate = if secs > 0.0 { p.steps as f64 / secs } else { 0.0 };
    format!(
        "{} so far · {} {unit}/s · {}",
        how_many(before + p.solutions, "solution", "solutions"),
        short(rate),
        duration(p.elapsed)
    )
}

/// A steady estimate of the time left ([`TimeLeft`]) as a person reads it: `about 1 min 20 s
/// left`; nothing yet while the estimate settles.
pub fn time_left(left: Option<Duration>) -> String {
    match left {
        None => "estimating the time left…".into(),
        Some(left) if left.is_zero() => "finishing…".into(),
        Some(left) => format!("about {} left", rough_duration(left.as_secs_f64())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::count::Counts;

    #[test]
    fn the_time_left_grows_with_the_share_not_done() {
        let t = |secs: f64| time_left(Some(Duration::from_secs_f64(secs)));
        assert_eq!(time_left(None), "estimating the time left…");
        assert_eq!(t(10.0), "about 10 s left");
        assert_eq!(t(80.0), "about 1 min 20 s left");
        assert_eq!(t(60.0), "about 1 min left");
        assert_eq!(t(0.1), "about 1 s left"); // never "0 s"
        assert_eq!(t(3.0 * 3600.0), "about 3 h left");
        assert_eq!(t(6900.0), "about 1 h 55 min left");
        assert_eq!(t(4.0 * 86_400.0), "about 4 days left");
        assert_eq!(t(0.0), "finishing…");
        // Estimates are rounded: no ticking seconds past a minute.
        assert_eq!(t(125.0), "about 2 min 10 s left");
        assert_eq!(t(3598.0), "about 1 h left");
    }

    fn snapshot(fraction: f64, solutions: u64, secs: u64) -> ProgressSnapshot {
        ProgressSnapshot { steps: 4_000_000 * secs, solutions, elapsed: Duration::from_secs(secs), fraction }
    }

    #[test]
    fn a_resumed_count_shows_its_share_of_the_whole_and_every_solution_so_far() {
        let start = CountStart {
            jobs: 100,
            done: 40,
            counted: Counts { total: 5000, ..Counts::default() },
            memory: "72 MiB".into(),
            unit: "half-boards",
        };
        let p = snapshot(0.5, 1234, 2);
        // 40% before, then half of the remaining 60%.
        assert!((count_fraction(Some(&start), &p) - 0.7).abs() < 1e-12);
        assert_eq!(count_fraction(None, &p), 0.5);
        assert_eq!(count_fraction(Some(&start), &snapshot(0.0, 0, 0)), 0.4);
        assert_eq!(count_text(Some(&start), &p), "6,234 solutions so far · 4.0 M half-boards/s · 2.00 s");
        assert_eq!(count_text(None, &p), "1,234 solutions so far · 4.0 M nodes/s · 2.00 s");
        assert_eq!(count_heading(Some(&start)), "Resuming: 40% was already counted (needs about 72 MiB)");
        assert_eq!(
            count_heading(Some(&CountStart { done: 0, ..start.clone() })),
            "Counting (needs about 72 MiB)…"
        );
        assert_eq!(count_heading(None), "Counting…");
    }
}
