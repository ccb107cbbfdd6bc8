//! The status line's sentences: what runs, how the last run ended (a Watch's are in
//! `watch::words`).

use crate::board::Queen;
use crate::control::ProgressSnapshot;
use crate::stream::{Filter, Outcome};
use std::time::Duration;

use crate::app::solve::results::EndState;
use crate::app::solve::worker::CountStart;
use crate::app::state::State;
use crate::app::text::lang::messages;
use crate::app::text::numbers::{duration, percent, rough_duration, short};
use crate::app::text::words::{sentence, sentences, solutions_text};
use crate::most_queens::MostQueens;

/// The keyboard's square while the board has focus, in the person's notation: `Cursor d5 ·`.
pub(crate) fn cursor_text(q: Queen, n: usize, notation: crate::app::settings::Notation) -> String {
    messages::cursor(crate::app::text::notation::square_text(q, n, notation))
}

/// What a running solve or Most queens is doing.
pub(crate) fn search_heading(most: bool) -> String {
    if most { messages::search_heading_most() } else { messages::search_heading_solve() }
}

/// A running solve's or Most queens' counters: `12 solutions · 3.4 k nodes · 1.2 M nodes/s ·
/// 0.25 s`; a search with restarts adds its rate of solutions.
pub(crate) fn search_text(p: &ProgressSnapshot, most: bool, restarts: bool) -> String {
    let secs = p.elapsed.as_secs_f64();
    let per_sec = |x: u64| if secs > 0.0 { x as f64 / secs } else { 0.0 };
    let solutions = messages::solutions_count(p.solutions);
    let found = match most {
        true => messages::best_so_far(p.solutions),
        false if restarts => {
            format!("{solutions} · {}", messages::solutions_rate(short(per_sec(p.solutions))))
        }
        false => solutions,
    };
    // Figures side by side, not a sentence: each is written whole by its message.
    format!(
        "{found} · {} · {} · {}",
        steps_text(p.steps, "nodes"),
        messages::steps_rate(short(per_sec(p.steps)), "nodes"),
        duration(p.elapsed)
    )
}

/// `3.4 k nodes`, `1 half-board`: a count of the library's unit (`nodes`, `half-boards`), in
/// short form.
fn steps_text(count: u64, unit: &str) -> String {
    messages::steps_count(count, short(count as f64), unit)
}

/// A running solve that has filled the memory cap.
pub(crate) fn memory_cap_text(kept: usize) -> String {
    messages::memory_cap_listing(kept)
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
    if let Err(why) = state.can_start(crate::app::solve::RunKind::Solve) {
        return (why, Tone::Bad);
    }
    if let Some(notice) = state.notice().filter(|n| n.error && !n.settled) {
        let kept = match state.list() {
            Some(list) if !list.results.is_empty() => {
                let count = solutions_text(list.results.len(), list.results.set.filter);
                messages::list_still_shows(list.results.n().to_string(), count)
            }
            _ => String::new(),
        };
        return (sentences([state.notice_text(notice).as_str(), &kept]), Tone::Bad);
    }
    if let Some(notice) = state.notice().filter(|n| n.done && !n.settled) {
        return (state.notice_text(notice), Tone::Good);
    }
    let (text, good) = end_text(state);
    (text, if good { Tone::Good } else { Tone::Plain })
}

/// The end-state sentence, and whether it reports a complete success. It tells of the run
/// as it is now: the list it fills (filtered since, perhaps), the board it ran on (marked
/// when that is no longer the board shown), and what the disk keeps of a stopped count.
pub fn end_text(state: &State) -> (String, bool) {
    if let Some(watch) = state.watch_shown() {
        return (crate::app::watch::words::status(watch, state.settings.notation), false);
    }
    let Some(end) = &state.run.end else {
        return (messages::status_ready(), false);
    };
    let (text, good) = run_end_text(state, end);
    // A run the change of board stopped says so itself, and names its board.
    if state.run_answers_board() || stopped_by_change(state, end) {
        (text, good)
    } else {
        (messages::from_earlier_board(text), false)
    }
}

/// Whether `end` is the stop of a run that a change of the board made (not Stop, not its
/// own end): its sentence then says the change stopped it.
fn stopped_by_change(state: &State, end: &EndState) -> bool {
    state.run.halted
        && match end {
            EndState::Solved { outcome, .. } => *outcome == Outcome::Cancelled,
            EndState::CountStopped { .. } => true,
            EndState::MostQueens { proven, .. } => !proven,
            EndState::Counted { .. } | EndState::Failed(_) | EndState::Opened { .. } => false,
        }
}

fn run_end_text(state: &State, end: &EndState) -> (String, bool) {
    let answers = state.run_answers_board();
    let n = state.run.board.n;
    // Selects "this board" or "that board" in the messages.
    let this = if answers { "this" } else { "that" };
    match end {
        EndState::Solved { outcome, nodes, elapsed } => {
            let (found, kept, filter) = state
                .list()
                .map_or((0, 0, Filter::All), |l| (l.results.found, l.results.len(), l.results.set.filter));
            // Selects "solution" or "unique solution" in the messages.
            let kind = if filter == Filter::Unique { "unique" } else { "all" };
            // Wide boards may be built by formula, with no search at all.
            let stats = match nodes {
                0 => messages::stats_time(duration(*elapsed)),
                _ => messages::stats_steps_time(steps_text(*nodes, "nodes"), duration(*elapsed)),
            };
            let cap = if (kept as u64) < found {
                format!(" {}", messages::solve_memory_cap(kept))
            } else {
                String::new()
            };
            let solutions = solutions_text(found as usize, filter);
            let text = match outcome {
                Outcome::Exhausted if found == 0 => messages::solve_none(stats, this),
                Outcome::Exhausted if found == 1 => format!("{}{cap}", messages::solve_only(kind, stats)),
                Outcome::Exhausted => format!("{}{cap}", messages::solve_all(found, kind, stats)),
                Outcome::LimitReached => format!("{}{cap}", messages::solve_limit(solutions, stats)),
                Outcome::Cancelled if !answers && stopped_by_change(state, end) => {
                    format!("{}{cap}", messages::solve_stopped_by_change(n.to_string(), solutions, stats))
                }
                Outcome::Cancelled | Outcome::StoppedBySink => {
                    format!("{}{cap}", messages::solve_stopped(solutions, stats))
                }
            };
            (text, *outcome == Outcome::Exhausted)
        }
        EndState::Counted { counts, steps, unit, elapsed, resumed } => {
            let stats = messages::stats_steps_time(steps_text(*steps, unit), duration(*elapsed));
            let stats = match resumed {
                Some(f) => messages::count_resumed_stats(percent(*f), stats),
                None => stats,
            };
            (messages::count_done(counts.total, stats, counts.unique), true)
        }
        EndState::CountStopped { fraction } => {
            let text = if !answers && stopped_by_change(state, end) {
                messages::count_stopped_by_change(n.to_string(), percent(*fraction))
            } else if *fraction <= 0.0 {
                messages::count_stopped_at_start()
            } else if !answers {
                // The saved count, if any, is of that board, not of the one Count only would count.
                messages::count_stopped(percent(*fraction))
            } else if let Some(saved) = &state.saved {
                messages::count_stopped_saved(percent(*fraction), percent(saved.fraction()))
            } else {
                messages::count_stopped_not_saved(percent(*fraction))
            };
            (text, false)
        }
        EndState::MostQueens { queens, proven, nodes, elapsed } => {
            let stats = messages::stats_steps_time(steps_text(*nodes, "nodes"), duration(*elapsed));
            let text = if *proven {
                messages::most_queens_proven(*queens, n.to_string(), stats, this)
            } else if !answers && stopped_by_change(state, end) {
                messages::most_queens_stopped_by_change(*queens, n.to_string(), stats)
            } else {
                messages::most_queens_stopped(*queens, stats)
            };
            (text, *proven)
        }
        EndState::Failed(e) => {
            (sentence(&messages::run_failed(crate::app::text::failure::run_failure_text(e))), false)
        }
        EndState::Opened { path, what } => {
            use crate::app::text::said::{Opened, opened_status};
            // The list as it is now: a filter since may have changed it.
            let what = match (*what, state.list()) {
                (Opened::Solutions { n, complete, .. }, Some(list)) => Opened::Solutions {
                    count: list.results.len(),
                    filter: list.results.set.filter,
                    n,
                    complete,
                },
                (what, _) => what,
            };
            let complete = match what {
                Opened::Solutions { complete, .. } => complete,
                Opened::Placement { proven, .. } => proven,
            };
            (opened_status(path, &what), complete)
        }
    }
}

/// What the result card says of a count that has not ended with its counts.
pub(crate) fn count_unfinished_text(state: &State) -> String {
    if state.running().is_some() {
        messages::counting_lists_none()
    } else if state.run_answers_board() && state.saved.is_some() {
        messages::count_unfinished_resume()
    } else {
        messages::count_unfinished()
    }
}

/// What the side panel says of a Most queens placement on an `n`-wide board, the best so
/// far while `searching`.
pub(crate) fn best_text(best: &MostQueens, n: usize, searching: bool) -> String {
    let k = best.queens.len();
    // Selects the words "a full solution" in the messages.
    let full = if k == n { "full" } else { "part" };
    match (searching, best.proven) {
        (true, _) => messages::best_searching(k, full),
        (false, true) => messages::best_proven(k, full),
        (false, false) => messages::best_not_proven(k, full),
    }
}

/// What a running count is doing: `Counting (needs about 72 MiB)…`, or on a resumed count
/// `Resuming: 37% was already counted (needs about 72 MiB)`.
pub(crate) fn count_heading(start: Option<&CountStart>) -> String {
    match start {
        Some(s) if s.done > 0 => messages::count_heading_resuming(s.memory.as_str(), percent(s.fraction())),
        Some(s) => messages::count_heading_memory(s.memory.as_str()),
        None => messages::count_heading(),
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
        "{} · {} · {}",
        messages::solutions_so_far(before + p.solutions),
        messages::steps_rate(short(rate), unit),
        duration(p.elapsed)
    )
}

/// A steady estimate of the time left ([`TimeLeft`]) as a person reads it: `about 1 min 20 s
/// left`; nothing yet while the estimate settles.
pub fn time_left(left: Option<Duration>) -> String {
    match left {
        None => messages::time_left_estimating(),
        Some(left) if left.is_zero() => messages::time_left_finishing(),
        Some(left) => messages::time_left(rough_duration(left.as_secs_f64())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::count::Counts;
    use crate::count::checkpoint::Work;

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
            work: Work::default(),
            memory: "72 MiB".into(),
            unit: "half-boards",
        };
        let p = snapshot(0.5, 1234, 2);
        // 40% before, then half of the remaining 60%.
        assert!((CountStart::whole_fraction(Some(&start), &p) - 0.7).abs() < 1e-12);
        assert_eq!(CountStart::whole_fraction(None, &p), 0.5);
        assert_eq!(CountStart::whole_fraction(Some(&start), &snapshot(0.0, 0, 0)), 0.4);
        assert_eq!(count_text(Some(&start), &p), "6,234 solutions so far · 4.0 M half-boards/s · 2.00 s");
        assert_eq!(count_text(None, &p), "1,234 solutions so far · 4.0 M nodes/s · 2.00 s");
        assert_eq!(count_heading(Some(&start)), "Resuming: 40% was already counted (needs about 72 MiB)");
        assert_eq!(
            count_heading(Some(&CountStart { done: 0, ..start.clone() })),
            "Counting (needs about 72 MiB)…"
        );
        assert_eq!(count_heading(None), "Counting…");
        // Where the jobs' work is known, the share is of the work: 40 jobs of 100 may be a
        // tenth of the count.
        let weighed = CountStart { work: Work { done: 10, total: 100 }, ..start.clone() };
        assert_eq!(CountStart::whole_fraction(Some(&weighed), &snapshot(0.0, 0, 0)), 0.1);
        assert_eq!(count_heading(Some(&weighed)), "Resuming: 10% was already counted (needs about 72 MiB)");
    }
}
