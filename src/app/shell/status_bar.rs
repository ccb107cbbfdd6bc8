//! The status line: live counters and progress while a job runs, then how it ended.

use crate::control::TimeLeft;
use crate::stream::SolveMethod;
use eframe::egui;
use egui::{ProgressBar, RichText, Ui};

use crate::app::frames::progress_every;
use crate::app::solve::words::{expected_text, sizing_heading};
use crate::app::solve::worker::CountStart;
use crate::app::solve::{Source, Work};
use crate::app::state::State;
use crate::app::text::numbers::duration;
use crate::app::text::status::{
    Tone, count_heading, count_text, cursor_text, idle_text, memory_cap_text, search_heading, search_text,
    time_left,
};
use crate::app::theme;
use crate::app::widgets::busy_mark;

#[derive(Default)]
pub(crate) struct StatusBar {
    /// The running count's time-left estimate, by run: it learns from each frame's reading.
    estimate: Option<(u64, TimeLeft)>,
}

impl StatusBar {
    pub(crate) fn ui(&mut self, ui: &mut Ui, state: &State) {
        ui.add_space(3.0);
        // One row that never grows the window's layout: a line longer than the window (a
        // count's progress at 640 wide) is cut here, not allowed to push the panels aside.
        let size = egui::vec2(ui.available_width(), ui.spacing().interact_size.y);
        let (rect, _) = ui.allocate_exact_size(size, egui::Sense::hover());
        let layout = egui::Layout::left_to_right(egui::Align::Center);
        let mut row = ui.new_child(egui::UiBuilder::new().max_rect(rect).layout(layout));
        row.set_clip_rect(rect.intersect(ui.clip_rect()));
        // The keyboard's square, while the board has focus.
        if row.memory(|m| m.has_focus(crate::app::widgets::board_id())) {
            row.label(cursor_text(state.cursor, state.settings.n, state.settings.notation));
        }
        // While a job runs its line stays, and a Copy says itself before it.
        if let Some(copied) = state.copied.as_ref().filter(|_| state.run.job.is_some()) {
            row.label(RichText::new(format!("{copied} ·")).color(theme::ok_text(row.visuals())));
        }
        self.line(&mut row, state);
        ui.add_space(1.0);
    }

    fn line(&mut self, ui: &mut Ui, state: &State) {
        match (&state.run.job, &state.run.work) {
            (Some(job), Work::Count { start: None, expected }) => {
                // Sizing the jobs (20 s at n = 23) comes before the count's own clock.
                busy_mark(ui, progress_every(state.running()));
                ui.label(RichText::new(sizing_heading()).strong());
                ui.label(format!(
                    "· {} · {}",
                    duration(job.started.elapsed()),
                    expected_text(expected.seconds)
                ));
            }
            (Some(job), Work::Count { start, expected }) => {
                let p = job.progress.snapshot();
                busy_mark(ui, progress_every(state.running()));
                ui.label(RichText::new(count_heading(start.as_ref())).strong());
                let fraction = CountStart::whole_fraction(start.as_ref(), &p);
                ui.add(ProgressBar::new(fraction as f32).desired_width(180.0).show_percentage());
                // The estimate is this run's own: its share of the work it runs, in its time.
                if self.estimate.as_ref().is_none_or(|(run, _)| *run != job.run) {
                    self.estimate = Some((job.run, TimeLeft::new()));
                }
                let left = self.estimate.as_mut().and_then(|(_, estimate)| estimate.update(&p));
                ui.label(RichText::new(time_left(left)).strong());
                if left.is_none() {
                    // Until its own estimate settles (at n = 28, never), what it was expected to take.
                    ui.label(format!("({})", expected_text(expected.seconds)));
                }
                ui.add(egui::Label::new(format!("· {}", count_text(start.as_ref(), &p))).truncate());
            }
            (Some(job), work) => {
                let p = job.progress.snapshot();
                let most = matches!(work, Work::MostQueens { .. });
                busy_mark(ui, progress_every(state.running()));
                ui.label(RichText::new(search_heading(most)).strong());
                // Branch and bound, and a search with restarts, have no share-done estimate
                // worth a bar: they show what is known, solutions and their rate.
                let restarts =
                    state.list().is_some_and(|l| l.source == Source::Search(SolveMethod::Restarts));
                if !most && !restarts {
                    ui.add(ProgressBar::new(p.fraction as f32).desired_width(180.0).show_percentage());
                }
                ui.add(egui::Label::new(search_text(&p, most, restarts)).truncate());
                if restarts && p.solutions == 0 && p.elapsed.as_secs() >= 2 {
                    ui.label(
                        RichText::new(crate::app::text::lang::messages::none_yet())
                            .color(theme::error_text(ui.visuals())),
                    );
                }
                if let Some(list) = state.list().filter(|list| list.results.capped()) {
                    let text = memory_cap_text(list.results.len());
                    ui.label(RichText::new(text).color(theme::error_text(ui.visuals())));
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
