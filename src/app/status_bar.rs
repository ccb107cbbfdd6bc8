//! The status line: live counters and progress while a job runs, then how it ended.

use crate::search::{Filter, Outcome};
use eframe::egui;
use egui::{ProgressBar, RichText, Ui};

use super::results::EndState;
use super::state::{Best, State};
use super::theme::{self, duration, short, thousands};
use super::worker::JobKind;

#[derive(Default)]
pub struct StatusBar;

impl StatusBar {
    pub fn ui(&mut self, ui: &mut Ui, state: &State) {
        ui.add_space(3.0);
        ui.horizontal(|ui| match &state.job {
            Some(job) => {
                let p = job.progress.snapshot();
                let verb = match job.kind {
                    JobKind::Solve => "Solving…",
                    JobKind::Count => "Counting…",
                    JobKind::Maximum => "Placing the most queens…",
                };
                ui.spinner();
                ui.label(RichText::new(verb).strong());
                // Branch and bound has no share-done estimate worth a bar.
                if job.kind != JobKind::Maximum {
                    ui.add(ProgressBar::new(p.fraction as f32).desired_width(180.0).show_percentage());
                }
                let secs = p.elapsed.as_secs_f64();
                let rate = if secs > 0.0 { p.nodes as f64 / secs } else { 0.0 };
                let found = match job.kind {
                    JobKind::Solve => format!("{} solutions", thousands(p.solutions)),
                    JobKind::Count => "counting".to_owned(),
                    JobKind::Maximum => format!("best so far {} queens", p.solutions),
                };
                ui.label(format!(
                    "{found} · {} nodes · {} nodes/s · {}",
                    short(p.nodes as f64),
                    short(rate),
                    duration(p.elapsed)
                ));
                if job.kind == JobKind::Solve && state.results.capped() {
                    ui.label(
                        RichText::new(format!(
                            "memory cap: listing the first {}",
                            thousands(state.results.len() as u64)
                        ))
                        .color(theme::ERROR_TEXT),
                    );
                }
            }
            None => {
                let (text, good) = end_text(state);
                let color = if good { theme::OK_TEXT } else { ui.visuals().text_color() };
                ui.label(RichText::new(text).color(color));
            }
        });
        ui.add_space(1.0);
    }
}

/// The end-state sentence, and whether it reports a complete success.
pub fn end_text(state: &State) -> (String, bool) {
    let unique = if state.results.set.filter == Filter::Unique { "unique " } else { "" };
    match &state.end {
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
        Some(EndState::Counted { counts, nodes, elapsed }) => (
            format!(
                "Counted: {} solutions, {} unique ({} nodes in {}). Nothing was stored.",
                thousands(counts.total),
                thousands(counts.unique),
                short(*nodes as f64),
                duration(*elapsed)
            ),
            true,
        ),
        Some(EndState::CountStopped) => ("Count stopped.".into(), false),
        Some(EndState::Maximum { queens, optimal, nodes, elapsed }) => {
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
        Some(EndState::Opened { path, solutions, complete }) => {
            let name =
                path.file_name().map_or_else(|| path.display().to_string(), |f| f.to_string_lossy().into());
            let whole = if *complete { "the complete set" } else { "an incomplete set" };
            (
                format!("Opened {name}: {} {unique}solutions, {whole}.", thousands(*solutions as u64)),
                *complete,
            )
        }
    }
}

/// What the side panel says of a Most queens placement on an `n`-wide board.
pub fn best_text(best: &Best, n: usize) -> String {
    let k = best.queens.len();
    let full = if k == n { ", a full solution" } else { "" };
    match best.proven {
        None => format!("Best so far: {k} queens{full}. Searching for more…"),
        Some(true) => format!("Most queens: {k}{full}. Proven: no placement holds more."),
        Some(false) => format!("Best found: {k} queens{full}. Not proven: the search was stopped."),
    }
}
