//! The status line: live counters and progress while a job runs, then how it ended.

use crate::search::{Filter, Outcome};
use eframe::egui;
use egui::{ProgressBar, RichText, Ui};

use super::results::EndState;
use super::state::State;
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
                };
                ui.spinner();
                ui.label(RichText::new(verb).strong());
                ui.add(ProgressBar::new(p.fraction as f32).desired_width(180.0).show_percentage());
                let secs = p.elapsed.as_secs_f64();
                let rate = if secs > 0.0 { p.nodes as f64 / secs } else { 0.0 };
                let found = match job.kind {
                    JobKind::Solve => format!("{} solutions", thousands(p.solutions)),
                    JobKind::Count => "counting".to_owned(),
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
            let stats = format!("{} nodes in {}", short(*nodes as f64), duration(*elapsed));
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
                    format!("Limit reached: stopped after {found} {unique}solutions ({stats}).{cap}")
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
