//! The status line: live counters and progress while a job runs, then how it ended.

use crate::control::{ProgressSnapshot, TimeLeft};
use crate::stream::{Filter, Method, Outcome};
use eframe::egui;
use egui::{ProgressBar, RichText, Ui};
use std::time::Duration;

use super::files;
use super::results::EndState;
use super::run::{Best, Source, Work};
use super::state::State;
use super::theme::{self, duration, percent, short, thousands};
use super::worker::CountStart;

#[derive(Default)]
pub(crate) struct StatusBar {
    /// The running count's time-left estimate, by run: it learns from each frame's reading.
    estimate: Option<(u64, TimeLeft)>,
}

impl StatusBar {
    pub(crate) fn ui(&mut self, ui: &mut Ui, state: &State) {
        ui.add_space(3.0);
        ui.horizontal(|ui| {
            // The keyboard's square, while the board has focus.
            if ui.memory(|m| m.has_focus(super::board_paint::board_id())) {
                let q = state.cursor;
                ui.label(format!("Cursor {} (row {}, col {}) ·", q.notation(state.settings.n), q.row, q.col));
            }
            self.line(ui, state);
        });
        ui.add_space(1.0);
    }

    fn line(&mut self, ui: &mut Ui, state: &State) {
        match (&state.run.job, &state.run.work) {
            (Some(job), Work::Count { start }) => {
                let p = job.progress.snapshot();
                busy_mark(ui);
                ui.label(RichText::new(count_heading(start.as_ref())).strong());
                let fraction = count_fraction(start.as_ref(), &p);
                ui.add(ProgressBar::new(fraction as f32).desired_width(180.0).show_percentage());
                // The estimate is this run's own: its share of the work it runs, in its time.
                if self.estimate.as_ref().is_none_or(|(run, _)| *run != job.run) {
                    self.estimate = Some((job.run, TimeLeft::new()));
                }
                let left = self.estimate.as_mut().and_then(|(_, estimate)| estimate.update(&p));
                ui.label(RichText::new(time_left(left)).strong());
                ui.label(format!("· {}", count_text(start.as_ref(), &p)));
            }
            (Some(job), work) => {
                let p = job.progress.snapshot();
                let most = matches!(work, Work::MostQueens { .. });
                busy_mark(ui);
                ui.label(RichText::new(if most { "Placing the most queens…" } else { "Solving…" }).strong());
                // Branch and bound, and a search with restarts, have no share-done estimate
                // worth a bar: they show what is known, solutions and their rate.
                let restarts = state.list().is_some_and(|l| l.source == Source::Search(Method::Restarts));
                if !most && !restarts {
                    ui.add(ProgressBar::new(p.fraction as f32).desired_width(180.0).show_percentage());
                }
                let secs = p.elapsed.as_secs_f64();
                let per_sec = |x: u64| if secs > 0.0 { x as f64 / secs } else { 0.0 };
                let rate = per_sec(p.nodes);
                let found = match most {
                    true => format!("best so far {} queens", p.solutions),
                    false if restarts => format!(
                        "{} solutions · {} solutions/s",
                        thousands(p.solutions),
                        short(per_sec(p.solutions))
                    ),
                    false => format!("{} solutions", thousands(p.solutions)),
                };
                ui.label(format!(
                    "{found} · {} nodes · {} nodes/s · {}",
                    short(p.nodes as f64),
                    short(rate),
                    duration(p.elapsed)
                ));
                if restarts && p.solutions == 0 && p.elapsed.as_secs() >= 2 {
                    ui.label(
                        RichText::new(
                            "none yet: the fixed queens may allow none, and proving it can take long (Most queens shows how many fit)",
                        )
                        .color(theme::error_text(ui.visuals())),
                    );
                }
                if let Some(list) = state.list().filter(|list| list.results.capped()) {
                    ui.label(
                        RichText::new(format!(
                            "memory cap: listing the first {}",
                            thousands(list.results.len() as u64)
                        ))
                        .color(theme::error_text(ui.visuals())),
                    );
                }
            }
            (None, _) => {
                let (text, tone) = idle_text(state);
                let color = match tone {
                    Tone::Good => theme::ok_text(ui.visuals()),
                    Tone::Plain => ui.visuals().text_color(),
                    Tone::Bad => theme::error_text(ui.visuals()),
                };
                // One line, cut with an ellipsis (the whole text shows on hover).
                ui.add(egui::Label::new(RichText::new(text).color(color)).truncate());
            }
        }
    }
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
/// contradicts the banner: a board no run can start on, then an error notice, then how the
/// last run ended.
pub fn idle_text(state: &State) -> (String, Tone) {
    if let Err(why) = state.can_start(crate::app::run::RunKind::Solve) {
        return (why, Tone::Bad);
    }
    if let Some(notice) = state.notice.as_ref().filter(|n| n.error && !n.settled) {
        let kept = match state.list() {
            Some(list) if !list.results.is_empty() => {
                let count = files::solutions_text(list.results.len(), list.results.set.filter);
                format!(" The list still shows {count} of the {n}×{n} board.", n = list.results.n())
            }
            _ => String::new(),
        };
        return (format!("{}{kept}", notice.text), Tone::Bad);
    }
    let (text, good) = end_text(state);
    (text, if good { Tone::Good } else { Tone::Plain })
}

/// The end-state sentence, and whether it reports a complete success.
pub fn end_text(state: &State) -> (String, bool) {
    if let Some(watch) = state.watch_shown() {
        return (super::watch_panel::status(watch), false);
    }
    let unique = match state.list() {
        Some(list) if list.results.set.filter == Filter::Unique => "unique ",
        _ => "",
    };
    match &state.run.end {
        None => ("Ready. Click squares to fix queens, then press Solve.".into(), false),
        Some(EndState::Solved { outcome, found, kept, nodes, elapsed }) => {
            // Wide boards may be built by formula, with no search at all.
            let stats = match nodes {
                0 => format!("in {}", duration(*elapsed)),
                _ => format!("{} nodes in {}", short(*nodes as f64), duration(*elapsed)),
            };
            let cap = if (*kept as u64) < *found {
                format!(
                    " Memory cap reached: the list holds the first {} (export says complete: false).",
                    thousands(*kept as u64)
                )
            } else {
                String::new()
            };
            let found = thousands(*found);
            let text = match outcome {
                Outcome::Exhausted if found == "0" => {
                    format!("Finished: no solutions exist for this board ({stats}).")
                }
                Outcome::Exhausted if found == "1" => {
                    format!("Finished: the only {unique}solution found ({stats}).{cap}")
                }
                Outcome::Exhausted => {
                    format!("Finished: all {found} {unique}solutions found ({stats}).{cap}")
                }
                Outcome::LimitReached => {
                    let noun = if found == "1" { "solution" } else { "solutions" };
                    format!("Limit reached: stopped after {found} {unique}{noun} ({stats}).{cap}")
                }
                Outcome::Cancelled | Outcome::StoppedBySink => {
                    format!("Stopped: {found} {unique}solutions found before the stop ({stats}).{cap}")
                }
            };
            (text, *outcome == Outcome::Exhausted)
        }
        Some(EndState::Counted { counts, nodes, unit, elapsed, resumed }) => {
            let stats = format!("{} {unit} in {}", short(*nodes as f64), duration(*elapsed));
            let stats = match resumed {
                Some(f) => format!("resumed with {} already counted; this run {stats}", percent(*f)),
                None => stats,
            };
            let (total, unique) = (thousands(counts.total), thousands(counts.unique));
            (format!("Counted: {total} solutions, {unique} unique ({stats}). Nothing was stored."), true)
        }
        Some(EndState::CountStopped { fraction, saved }) => {
            let text = match (*fraction > 0.0, saved) {
                (false, _) => "Count stopped before any part of it was counted.".to_owned(),
                (true, true) => format!(
                    "Count stopped at {}. Its progress is saved: press Count only to resume it.",
                    percent(*fraction)
                ),
                (true, false) => {
                    format!("Count stopped at {}. Its progress is not saved.", percent(*fraction))
                }
            };
            (text, false)
        }
        Some(EndState::MostQueens { queens, optimal, nodes, elapsed }) => {
            let stats = format!("{} nodes in {}", short(*nodes as f64), duration(*elapsed));
            let n = state.settings.n;
            let text = if *optimal {
                format!("Most queens: {queens} on this {n}×{n} board, proven ({stats}).")
            } else {
                format!(
                    "Stopped: the best placement found holds {queens} queens, not proven the most ({stats})."
                )
            };
            (text, *optimal)
        }
        Some(EndState::Failed(e)) => (format!("Failed: {e}"), false),
        Some(EndState::Opened { path, what, complete }) => {
            let name =
                path.file_name().map_or_else(|| path.display().to_string(), |f| f.to_string_lossy().into());
            (format!("Opened {name}: {what}."), *complete)
        }
    }
}

/// What the side panel says of a Most queens placement on an `n`-wide board.
pub(crate) fn best_text(best: &Best, n: usize) -> String {
    let k = best.queens.len();
    let full = if k == n { ", a full solution" } else { "" };
    match best.proven {
        None => format!("Best so far: {k} queens{full}. Searching for more…"),
        Some(true) => format!("Most queens: {k}{full}. Proven: no placement holds more."),
        Some(false) => format!("Best found: {k} queens{full}. Not proven: the search was stopped."),
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
    let rate = if secs > 0.0 { p.nodes as f64 / secs } else { 0.0 };
    format!(
        "{} solutions so far · {} {unit}/s · {}",
        thousands(before + p.solutions),
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

/// A duration as a person says it, rounded to what an estimate is worth: `8 s`, `1 min 20 s`,
/// `2 h 5 min`, `3 days`.
fn rough_duration(secs: f64) -> String {
    let secs = secs.max(1.0);
    if secs < 59.5 {
        return format!("{} s", secs.round() as u64);
    }
    let tens = (secs / 10.0).round() as u64 * 10;
    if tens < 3600 {
        return match (tens / 60, tens % 60) {
            (m, 0) => format!("{m} min"),
            (m, s) => format!("{m} min {s} s"),
        };
    }
    let minutes = (secs / 60.0).round() as u64;
    if minutes < 48 * 60 {
        return match (minutes / 60, minutes % 60) {
            (h, 0) => format!("{h} h"),
            (h, m) => format!("{h} h {m} min"),
        };
    }
    format!("{} days", (secs / 86_400.0).round() as u64)
}

/// A dot going round a ring while something runs. egui's spinner asks for a frame after
/// every frame; drawn in software (no GPU) that took a third of two cores from the count it
/// stood beside. This one moves with the frames the run asks for anyway, 20 a second.
pub(crate) fn busy_mark(ui: &mut Ui) {
    let size = ui.spacing().interact_size.y;
    let (rect, _) = ui.allocate_exact_size(egui::vec2(size, size), egui::Sense::hover());
    if !ui.is_rect_visible(rect) {
        return;
    }
    let color = ui.visuals().strong_text_color();
    let radius = size / 2.0 - 3.0;
    let painter = ui.painter();
    painter.circle_stroke(rect.center(), radius, egui::Stroke::new(1.0, color.gamma_multiply(0.4)));
    // One turn a second.
    let angle = (ui.input(|i| i.time) % 1.0) as f32 * std::f32::consts::TAU;
    let dot = rect.center() + radius * egui::vec2(angle.cos(), angle.sin());
    painter.circle_filled(dot, 2.5, color);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::count::Counts;

    fn snapshot(fraction: f64, solutions: u64, secs: u64) -> ProgressSnapshot {
        ProgressSnapshot { nodes: 4_000_000 * secs, solutions, elapsed: Duration::from_secs(secs), fraction }
    }

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
