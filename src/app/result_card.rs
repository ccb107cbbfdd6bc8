//! The result of a count or of Most queens, shown where the list would be: it stays on screen
//! until the next run, and can be copied (and a placement exported, from the side panel).

use eframe::egui;
use egui::{RichText, Ui};

use super::results::EndState;
use super::run::Work;
use super::state::State;
use super::status_bar::best_text;
use super::theme::{self, thousands};

pub(crate) fn ui(ui: &mut Ui, state: &State) {
    let board = &state.run.board;
    if !state.run_answers_board() && !matches!(state.run.work, Work::Idle) {
        earlier_board(ui);
    }
    match &state.run.work {
        Work::Count { .. } => count(ui, state),
        Work::MostQueens { best: Some(best) } => {
            let n = board.n;
            let text = RichText::new(best_text(best, n));
            let text = match best.proven {
                Some(true) => text.color(theme::ok_text(ui.visuals())),
                Some(false) => text.color(theme::error_text(ui.visuals())),
                None => text,
            };
            ui.add(egui::Label::new(text).wrap());
            ui.add_space(4.0);
            ui.label("The board shows the placement; Solve lists full solutions.");
            let squares: Vec<String> = best.queens.iter().map(|q| q.notation(n)).collect();
            ui.add(egui::Label::new(RichText::new(squares.join(" ")).monospace()).wrap());
            if best.proven.is_some() {
                let placement = crate::placement::Placement {
                    n,
                    fixed: board.fixed.clone(),
                    queens: best.queens.clone(),
                    optimal: best.proven == Some(true),
                };
                copy_button(ui, "Copy the placement as the JSON document `nqueens max` prints", || {
                    let mut out = Vec::new();
                    placement.write(&mut out).ok();
                    String::from_utf8_lossy(&out).trim_end().to_owned()
                });
            }
        }
        Work::MostQueens { best: None } => {
            ui.label(RichText::new("Placing the most queens…").weak());
        }
        Work::Idle | Work::Solutions(_) | Work::Watch(_) => {}
    }
}

fn count(ui: &mut Ui, state: &State) {
    let n = state.run.board.n;
    let Some(EndState::Counted { counts, .. }) = &state.run.end else {
        let text = match state.running() {
            Some(_) => "Counting: Count only lists no solutions (press Solve for them).",
            None => "The count did not finish: press Count only to resume it.",
        };
        ui.add(egui::Label::new(RichText::new(text).weak()).wrap());
        return;
    };
    ui.label(RichText::new(format!("Count of the {n}×{n} board")).strong());
    egui::Grid::new("count result").num_columns(2).striped(true).show(ui, |ui| {
        for (what, value) in [
            ("Solutions", counts.total),
            ("Unique (one per symmetry class)", counts.unique),
            ("Kept by a quarter turn", counts.rot90),
            ("Kept by a half turn", counts.rot180),
        ] {
            ui.label(what);
            ui.label(RichText::new(thousands(value)).monospace().strong());
            ui.end_row();
        }
    });
    let fixed = &state.run.board.fixed;
    if !fixed.is_empty() {
        let names: Vec<String> = fixed.iter().map(|q| q.notation(n)).collect();
        ui.label(format!("With the fixed queens {}.", names.join(", ")));
    }
    copy_button(ui, "Copy the counts as JSON, as `nqueens count` prints them", || {
        let doc = serde_json::json!({
            "n": n,
            "fixed": fixed,
            "total": counts.total,
            "unique": counts.unique,
            "rot90": counts.rot90,
            "rot180": counts.rot180,
        });
        doc.to_string()
    });
}

/// The mark on findings that answer the board before the last change.
pub(crate) fn earlier_board(ui: &mut Ui) {
    let text = "From an earlier board: the board has changed since. Undo brings that board back.";
    ui.add(egui::Label::new(RichText::new(text).color(theme::error_text(ui.visuals()))).wrap());
}

fn copy_button(ui: &mut Ui, what: &str, text: impl FnOnce() -> String) {
    ui.add_space(6.0);
    if ui.button("Copy").on_hover_text(what).clicked() {
        ui.ctx().copy_text(text());
    }
}
