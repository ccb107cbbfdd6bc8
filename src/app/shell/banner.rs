//! Above the board: the notice strip (the last notice, with Dismiss), and the question an
//! action waits on.

use eframe::egui;
use egui::RichText;

use crate::app::action::Action;
use crate::app::state::Notice;
use crate::app::text::lang::messages;
use crate::app::theme;

/// The notice strip above the board keeps this height whether or not a notice shows, so the
/// board never moves when one appears.
const NOTICE_HEIGHT: f32 = 46.0;

/// The notice strip: the text wraps and scrolls within the strip, and the Dismiss button
/// keeps its own room to the right, so it never covers the text.
/// `notice` comes with its words, written in the language of the moment.
pub(crate) fn notice(ui: &mut egui::Ui, notice: Option<(&Notice, String)>, actions: &mut Vec<Action>) {
    // The strip takes exactly its height, notice or not.
    let (strip, _) =
        ui.allocate_exact_size(egui::vec2(ui.available_width(), NOTICE_HEIGHT), egui::Sense::hover());
    let Some((notice, words)) = notice else {
        // Until a notice comes, the strip says what it is for (issue 30, item 8: an empty
        // strip at launch); the board stays where a notice will leave it.
        let mut ui = ui.new_child(egui::UiBuilder::new().max_rect(strip));
        let idle = RichText::new(messages::notice_strip_idle()).weak();
        ui.add(egui::Label::new(idle).wrap());
        return;
    };
    let layout = egui::Layout::right_to_left(egui::Align::Min);
    // A child that does not move the parent's cursor (the strip above is all it takes),
    // and draws nothing outside the strip however long the text.
    let mut ui = ui.new_child(egui::UiBuilder::new().max_rect(strip).layout(layout));
    ui.set_clip_rect(strip.intersect(ui.clip_rect()));
    if ui.button(messages::notice_dismiss()).clicked() {
        actions.push(Action::DismissNotice);
    }
    let color = if notice.error { theme::error_text(ui.visuals()) } else { ui.visuals().strong_text_color() };
    let area =
        egui::ScrollArea::vertical().id_salt("notice").max_height(NOTICE_HEIGHT).auto_shrink([false, true]);
    area.show(&mut ui, |ui| {
        ui.with_layout(egui::Layout::top_down(egui::Align::Min), |ui| {
            ui.add(egui::Label::new(RichText::new(words).color(color)).wrap());
        });
    });
}

/// The question an action waits on: what it would lose, with yes and no.
pub(crate) fn confirm(ctx: &egui::Context, question: &str, actions: &mut Vec<Action>) {
    egui::Modal::new(egui::Id::unique("queenside-confirm")).show(ctx, |ui| {
        ui.set_max_width(420.0);
        ui.add(egui::Label::new(question).wrap());
        ui.add_space(8.0);
        ui.horizontal(|ui| {
            // The default, which Enter chooses, shown as such.
            let go = egui::RichText::new(messages::confirm_go_ahead()).strong();
            if ui.button(go).clicked() {
                actions.push(Action::Confirm);
            }
            if ui.button(messages::confirm_cancel()).clicked() {
                actions.push(Action::CancelConfirm);
            }
        });
    });
}
