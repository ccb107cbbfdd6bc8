//! The controls: board size, fixed queens, search options, Solve/Stop/Count, files.

use crate::board::{MAX_N, Queen};
use crate::search::Filter;
use eframe::egui;
use egui::{Button, DragValue, RichText, ScrollArea, Slider, Ui};

use super::action::Action;
use super::files::{self, FileOp};
use super::settings::{MAX_APP_N, MAX_WIDE_LIMIT};
use super::state::State;
use super::status_bar::{best_text, percent};
use super::theme;
use super::worker::JobKind;

pub struct SidePanel {
    /// The limit shown while "Stop after" is unticked, so ticking it again restores it.
    limit_value: u64,
    /// The text of the path field.
    path_text: String,
}

impl Default for SidePanel {
    fn default() -> Self {
        SidePanel { limit_value: 1000, path_text: String::new() }
    }
}

impl SidePanel {
    pub fn ui(&mut self, ui: &mut Ui, state: &State) -> Vec<Action> {
        let mut actions = Vec::new();
        ui.add_space(6.0);
        ui.heading("Queenside");
        ui.label(RichText::new("Place n queens, no two attacking.").weak());
        ui.add_space(4.0);
        ui.separator();
        self.size(ui, state, &mut actions);
        ui.separator();
        fixed_queens(ui, state, &mut actions);
        ui.separator();
        self.search(ui, state, &mut actions);
        ui.separator();
        self.files(ui, state, &mut actions);
        actions
    }

    fn size(&mut self, ui: &mut Ui, state: &State, actions: &mut Vec<Action>) {
        // The slider covers the boards drawn whole; bigger ones are typed. Each has its own
        // copy, so a slider pinned at 64 does not pull a typed 200 back down.
        let (mut slid, mut typed) = (state.settings.n.min(MAX_N), state.settings.n);
        ui.horizontal(|ui| {
            let label = ui.strong("Board size");
            ui.spacing_mut().slider_width = 150.0;
            let slider = ui.add(Slider::new(&mut slid, 1..=MAX_N).show_value(false));
            let slider = slider.accessible_name("Board size slider");
            let field = ui
                .add(DragValue::new(&mut typed).range(1..=MAX_APP_N).speed(0.1))
                .labelled_by(label.id)
                .on_hover_text(
                    "Drag, or click and type a size from 1 to 10,000. Boards past 64 are shown \
                     in a zoomable view and solved a few solutions at a time.",
                );
            if slider.changed() {
                actions.push(Action::SetSize(slid));
            } else if field.changed() {
                actions.push(Action::SetSize(typed));
            }
        });
    }

    fn search(&mut self, ui: &mut Ui, state: &State, actions: &mut Vec<Action>) {
        ui.strong("Search");
        let mut filter = state.settings.filter;
        ui.horizontal(|ui| {
            ui.radio_value(&mut filter, Filter::All, "All");
            ui.radio_value(&mut filter, Filter::Unique, "Unique")
                .on_hover_text("One solution per class under the 8 rotations and reflections of the board");
        });
        if filter != state.settings.filter {
            actions.push(Action::SetFilter(filter));
        }

        if let Some(limit) = state.settings.limit {
            self.limit_value = limit;
        }
        if state.wide() {
            wide_limit(ui, state, actions);
        } else {
            self.limit(ui, state, actions);
        }
        ui.horizontal(|ui| {
            ui.label("Keep at most");
            let mut cap = state.settings.cap;
            let field = ui
                .add(DragValue::new(&mut cap).range(1..=u64::MAX / 2).speed(1000.0))
                .accessible_name("Memory cap")
                .on_hover_text("Solutions held in memory; past this the search keeps counting");
            if field.changed() {
                actions.push(Action::SetCap(cap));
            }
            ui.label("in memory");
        });

        ui.add_space(4.0);
        let blocked = match (state.conflicts.first(), &state.problem_error) {
            (Some(&(a, b)), _) => {
                let fixed = &state.settings.fixed;
                let n = state.settings.n;
                Some(format!("Cannot start: {} Remove one of them.", conflict_text(fixed[a], fixed[b], n)))
            }
            (None, Some(e)) => Some(format!("Cannot start: {e}.")),
            (None, None) => None,
        };
        ui.horizontal(|ui| {
            let solve = Button::new(RichText::new("Solve").strong()).min_size(egui::vec2(70.0, 26.0));
            let solve = ui.add_enabled(blocked.is_none(), solve);
            let solve = match &blocked {
                Some(why) => solve.on_disabled_hover_text(why),
                None => solve.on_hover_text("Find the solutions and list them (stops any running search)"),
            };
            if solve.clicked() {
                actions.push(Action::Solve);
            }
            let most = Button::new("Most queens").min_size(egui::vec2(0.0, 26.0));
            let most = ui.add_enabled(blocked.is_none() && !state.wide(), most);
            let most = match &blocked {
                Some(why) => most.on_disabled_hover_text(why),
                None if state.wide() => most.on_disabled_hover_text(format!(
                    "Most queens works on boards up to {MAX_N}×{MAX_N}; from 4×4 on, every larger \
                     board has a full solution (press Solve)"
                )),
                None => most.on_hover_text(
                    "Place as many queens as fit around the fixed ones, and prove no placement holds more",
                ),
            };
            if most.clicked() {
                actions.push(Action::MostQueens);
            }
            let stop =
                ui.add_enabled(state.job.is_some(), Button::new("Stop").min_size(egui::vec2(60.0, 26.0)));
            if stop.clicked() {
                actions.push(Action::Stop);
            }
        });
        ui.horizontal(|ui| {
            let count = Button::new("Count only").min_size(egui::vec2(0.0, 26.0));
            let count = ui.add_enabled(blocked.is_none() && !state.wide(), count);
            let count = match &blocked {
                Some(why) => count.on_disabled_hover_text(why),
                None if state.wide() => count.on_disabled_hover_text(format!(
                    "Counting works on boards up to {MAX_N}×{MAX_N}: larger boards have far too many \
                     solutions to count"
                )),
                None => match &state.saved {
                    Some(saved) => count.on_hover_text(format!(
                        "Resume the stopped count of this board ({} done) on every core",
                        percent(saved.fraction())
                    )),
                    None => count.on_hover_text(
                        "Count total and unique solutions on every core, storing none. Stop keeps \
                         the progress, and the next Count only resumes it.",
                    ),
                },
            };
            if count.clicked() {
                actions.push(Action::Count);
            }
            // While a count runs, the status bar tells its progress instead.
            if let Some(saved) = state.saved.as_ref().filter(|_| state.running() != Some(JobKind::Count)) {
                ui.label(RichText::new(format!("{} saved", percent(saved.fraction()))).weak())
                    .on_hover_text("A stopped count of this board: Count only resumes it");
                let discard = ui.add(Button::new("Discard").small());
                let discard = discard
                    .accessible_name("Discard saved count")
                    .on_hover_text("Delete the saved progress: the next count starts from the beginning");
                if discard.clicked() {
                    actions.push(Action::DiscardSavedCount);
                }
            }
        });
        if let Some(why) = blocked {
            ui.label(RichText::new(why).color(theme::ERROR_TEXT));
        }
        if let Some(best) = &state.best {
            let text = RichText::new(best_text(best, state.settings.n));
            let text = match best.proven {
                Some(true) => text.color(theme::OK_TEXT),
                Some(false) => text.color(theme::ERROR_TEXT),
                None => text,
            };
            ui.add(egui::Label::new(text).wrap());
        }
    }

    fn limit(&mut self, ui: &mut Ui, state: &State, actions: &mut Vec<Action>) {
        ui.horizontal(|ui| {
            let mut on = state.settings.limit.is_some();
            if ui.checkbox(&mut on, "Stop after").changed() {
                actions.push(Action::SetLimit(on.then_some(self.limit_value)));
            }
            let mut value = self.limit_value;
            let field = ui.add_enabled(on, DragValue::new(&mut value).range(1..=u64::MAX / 2).speed(10.0));
            let field = field.accessible_name("Limit");
            if field.changed() {
                self.limit_value = value;
                actions.push(Action::SetLimit(Some(value)));
            }
            ui.label("solutions");
        });
    }

    fn files(&mut self, ui: &mut Ui, state: &State, actions: &mut Vec<Action>) {
        ui.strong("Files");
        let idle = !state.files.busy();
        ui.horizontal(|ui| {
            let can_export = idle && state.job.is_none() && !state.results.is_empty();
            let export = ui.add_enabled(can_export, Button::new("Export JSON…"));
            let export = export
                .on_hover_text("Save the listed solutions as a Queenside JSON document")
                .on_disabled_hover_text("Solve first (and let it finish or stop it), then export");
            if export.clicked() {
                actions.push(Action::Pick(FileOp::Export));
            }
            let open = ui.add_enabled(idle, Button::new("Open JSON…"));
            if open.on_hover_text("Load a solution document: board, fixed queens and solutions").clicked() {
                actions.push(Action::Pick(FileOp::Open));
            }
        });
        if let Some(op) = state.files.dialog {
            let what = if op == FileOp::Export { "save" } else { "open" };
            ui.label(RichText::new(format!("Waiting for the {what} dialog…")).weak());
        }
        if let Some(export) = &state.files.export {
            ui.label(format!("Saving {}…", export.path.display()));
            ui.add(egui::ProgressBar::new(export.fraction()).show_percentage());
        }
        if let Some(path) = &state.files.opening {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label(format!("Opening {}…", path.display()));
            });
        }
        if let Some(prompt) = &state.files.prompt {
            ui.add_space(4.0);
            if let Some(reason) = &prompt.reason {
                ui.label(RichText::new(reason).color(theme::ERROR_TEXT));
            }
            if prompt.op == FileOp::Export && self.path_text.is_empty() {
                let name = files::suggested_name(&state.results.set);
                let dir = std::env::current_dir().unwrap_or_default();
                self.path_text = dir.join(name).display().to_string();
            }
            let verb = if prompt.op == FileOp::Export { "Save to" } else { "Open" };
            let label = ui.label(format!("{verb} path:"));
            let field = ui.add(
                egui::TextEdit::singleline(&mut self.path_text)
                    .hint_text("/path/to/solutions.json")
                    .desired_width(f32::INFINITY),
            );
            let field = field.labelled_by(label.id);
            let entered = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            ui.horizontal(|ui| {
                let path = files::typed_path(&self.path_text);
                let ok = ui.add_enabled(path.is_some(), Button::new("OK"));
                if let Some(path) = path
                    && (ok.clicked() || entered)
                {
                    actions.push(Action::UsePath(prompt.op, path));
                }
                if ui.button("Cancel").clicked() {
                    actions.push(Action::CancelPrompt);
                }
            });
        }
    }
}

/// Boards past 64: the search always stops after a few solutions, and says why.
fn wide_limit(ui: &mut Ui, state: &State, actions: &mut Vec<Action>) {
    let why = "Boards past 64 are solved by a completion and repair search that finds solutions \
               one at a time; it cannot list them all, so it stops after this many";
    ui.horizontal(|ui| {
        ui.add_enabled(false, egui::Checkbox::new(&mut true, "Stop after")).on_disabled_hover_text(why);
        let mut value = state.settings.wide_limit;
        let field = ui.add(DragValue::new(&mut value).range(1..=MAX_WIDE_LIMIT).speed(0.2));
        let field = field.accessible_name("Limit").on_hover_text(why);
        if field.changed() {
            actions.push(Action::SetWideLimit(value));
        }
        ui.label("solutions");
    });
    let note = format!("Boards past {MAX_N} always stop after a few solutions (at most 1,000).");
    ui.label(RichText::new(note).weak().small());
}

fn fixed_queens(ui: &mut Ui, state: &State, actions: &mut Vec<Action>) {
    let n = state.settings.n;
    let fixed = &state.settings.fixed;
    ui.horizontal(|ui| {
        ui.strong(format!("Fixed queens ({})", fixed.len()));
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            if ui.add_enabled(!fixed.is_empty(), Button::new("Clear")).clicked() {
                actions.push(Action::ClearQueens);
            }
        });
    });
    if fixed.is_empty() {
        ui.label(RichText::new("Click a square to fix a queen there; click it again to remove it.").weak());
        return;
    }
    ScrollArea::vertical().id_salt("fixed queens").max_height(150.0).auto_shrink([false, true]).show(
        ui,
        |ui| {
            for (i, &q) in fixed.iter().enumerate() {
                ui.horizontal(|ui| {
                    let color = if state.in_conflict(i) { theme::CONFLICT_BODY } else { theme::FIXED_BODY };
                    ui.label(RichText::new(theme::QUEEN_FILLED).color(color).size(16.0));
                    // One label, so the square's name alone (`d5`) stays unique for tests.
                    let mut text = egui::text::LayoutJob::default();
                    let style = ui.style();
                    let strong = egui::TextFormat::simple(
                        egui::TextStyle::Monospace.resolve(style),
                        ui.visuals().strong_text_color(),
                    );
                    let weak = egui::TextFormat::simple(
                        egui::TextStyle::Body.resolve(style),
                        ui.visuals().weak_text_color(),
                    );
                    text.append(&q.notation(n), 0.0, strong);
                    text.append(&format!("row {}, col {}", q.row, q.col), 10.0, weak);
                    ui.label(text);
                    ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                        let remove = ui
                            .small_button("×")
                            .accessible_name(format!("Remove {}", q.notation(n)))
                            .on_hover_text(format!("Remove the queen on {}", q.notation(n)));
                        if remove.clicked() {
                            actions.push(Action::RemoveQueen(q));
                        }
                    });
                });
            }
        },
    );
    for &(a, b) in &state.conflicts {
        let (qa, qb) = (fixed[a], fixed[b]);
        ui.label(RichText::new(conflict_text(qa, qb, n)).color(theme::ERROR_TEXT));
    }
}

/// E.g. `d5 and f7 attack each other along a diagonal.`
pub fn conflict_text(a: Queen, b: Queen, n: usize) -> String {
    match a.attack(b) {
        Some(how) => format!("{} and {} attack each other along a {how}.", a.notation(n), b.notation(n)),
        None => format!("{} and {} are on the same square.", a.notation(n), b.notation(n)),
    }
}
