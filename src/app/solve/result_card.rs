//! The result of a count or of Most queens, shown where the list would be: it stays on screen
//! until the next run, and can be copied (and a placement exported, from the side panel).

use eframe::egui;
use egui::{RichText, Ui};

use crate::app::action::Action;
use crate::app::solve::Work;
use crate::app::solve::results::EndState;
use crate::app::state::State;
use crate::app::text::lang::messages as msg;
use crate::app::text::notation::placement_text;
use crate::app::text::numbers::thousands_lines;
use crate::app::text::status::{best_text, count_unfinished_text};
use crate::app::theme;
use crate::app::widgets::{copy_button, earlier_board, list_heading};

/// Under the list's heading, as the list would be; what its Copy asks for goes to `actions`.
pub(crate) fn ui(ui: &mut Ui, state: &State, actions: &mut Vec<Action>) {
    ui.add_space(6.0);
    list_heading(ui, None);
    ui.separator();
    // A long list of fixed queens, or a short window, scrolls rather than cuts the card.
    let area = egui::ScrollArea::vertical().id_salt("result").auto_shrink([false, true]);
    actions.extend(area.show(ui, |ui| card(ui, state)).inner);
}

fn card(ui: &mut Ui, state: &State) -> Option<Action> {
    let board = &state.run.board;
    if !state.run_answers_board() && !matches!(state.run.work, Work::Idle) {
        earlier_board(ui);
    }
    match &state.run.work {
        Work::Count { .. } => count(ui, state),
        Work::MostQueens { best: Some(best) } => {
            let n = board.n;
            // The run's own job: the placement is the best so far while it searches.
            let searching = state.run.job.is_some();
            let text = RichText::new(best_text(best, n, searching));
            let text = match (searching, best.proven) {
                (true, _) => text,
                (false, true) => text.color(theme::ok_text(ui.visuals())),
                (false, false) => text.color(theme::error_text(ui.visuals())),
            };
            ui.add(egui::Label::new(text).wrap());
            ui.add_space(4.0);
            ui.label(msg::card_placement_note());
            // In the notation the list uses; Copy copies what is shown.
            let shown = placement_text(state.settings.notation, n, &best.queens);
            ui.add(egui::Label::new(RichText::new(shown.as_str()).monospace()).wrap());
            if !searching {
                let (tooltip, what) =
                    (msg::card_copy_placement_shown_tooltip(), msg::card_copy_placement_shown_what());
                return copy_button(ui, &tooltip, &what, || shown);
            }
            None
        }
        Work::MostQueens { best: None } => {
            ui.label(RichText::new(msg::card_placing()).weak());
            None
        }
        Work::Idle | Work::Solutions(_) | Work::Watch(_) => None,
    }
}

fn count(ui: &mut Ui, state: &State) -> Option<Action> {
    let n = state.run.board.n;
    let Some(EndState::Counted { counts, .. }) = &state.run.end else {
        let text = count_unfinished_text(state);
        ui.add(egui::Label::new(RichText::new(text).weak()).wrap());
        return None;
    };
    ui.label(RichText::new(msg::card_count_title(n.to_string())).strong());
    // Each figure under its name, right-aligned and broken between groups of digits where
    // the panel is narrow: counts run to 20 digits (a u64), and must show whole.
    let font = egui::TextStyle::Monospace.resolve(ui.style());
    let digit = ui.fonts_mut(|f| f.glyph_width(&font, '0')).max(1.0);
    for (i, (what, value)) in [
        (msg::card_solutions(), counts.total),
        (msg::card_unique(), counts.unique),
        (msg::card_rot90(), counts.rot90),
        (msg::card_rot180(), counts.rot180),
    ]
    .into_iter()
    .enumerate()
    {
        let fill = if i % 2 == 0 { ui.visuals().faint_bg_color } else { egui::Color32::TRANSPARENT };
        egui::Frame::NONE.fill(fill).inner_margin(egui::Margin::symmetric(4, 2)).show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.add(egui::Label::new(what).wrap());
            let width = (ui.available_width() / digit).floor() as usize;
            ui.with_layout(egui::Layout::top_down(egui::Align::Max), |ui| {
                ui.label(RichText::new(thousands_lines(value, width)).monospace().strong());
            });
        });
    }
    let fixed = &state.run.board.fixed;
    if !fixed.is_empty() {
        let names: Vec<String> = fixed.iter().map(|q| q.notation(n)).collect();
        ui.label(msg::card_with_fixed(names.join(", ")));
    }
    copy_button(ui, &msg::card_copy_counts_tooltip(), &msg::card_copy_counts_what(), || {
        let doc = serde_json::json!({
            "n": n,
            "fixed": fixed,
            "total": counts.total,
            "unique": counts.unique,
            "rot90": counts.rot90,
            "rot180": counts.rot180,
        });
        doc.to_string()
    })
}
