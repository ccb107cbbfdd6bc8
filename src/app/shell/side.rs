//! The controls: board size, fixed queens, search options, Solve/Stop/Count, files.

use crate::board::MAX_N;
use crate::stream::Filter;
use eframe::egui;
use egui::{Button, DragValue, RichText, Slider, Ui};

use crate::app::action::Action;
use crate::app::commands::Command;
use crate::app::files::{self, NoDialog, Prompt};
use crate::app::settings::Theme;
use crate::app::settings::{MAX_APP_N, MAX_WIDE_LIMIT};
use crate::app::solve::RunKind;
use crate::app::state::State;
use crate::app::text::lang::messages as msg;
use crate::app::text::numbers::percent;
use crate::app::theme;
use crate::app::widgets::{button, command, float_below, number_field};

pub(crate) struct SidePanel {
    /// The limit shown while "Stop after" is unticked, so ticking it again restores it.
    limit_value: u64,
    /// The text of the path field, and the prompt it was filled for.
    path_text: String,
    path_for: Option<Prompt>,
    /// The slider's value while it is dragged: the size applies when the drag ends, so a
    /// drag through small sizes does not remove fixed queens on the way.
    sliding: Option<usize>,
    /// Whether the shortcut overlay is open (F1, or the `?` button).
    pub help: bool,
}

impl Default for SidePanel {
    fn default() -> Self {
        SidePanel { limit_value: 1000, path_text: String::new(), path_for: None, sliding: None, help: false }
    }
}

/// Buttons of one row share this height.
const BUTTON_HEIGHT: f32 = 26.0;

/// The board size field's room: five digits (10,000) at most.
const SIZE_FIELD: f32 = 48.0;

impl SidePanel {
    /// The controls, top to bottom in an order where nothing above a button changes height
    /// as the person works: the fixed queens (a growing list) come last.
    pub(crate) fn ui(&mut self, ui: &mut Ui, state: &State, actions: &mut Vec<Action>) {
        ui.add_space(6.0);
        ui.horizontal(|ui| {
            ui.heading("Queenside");
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                theme_switch(ui, state, actions);
                // The window's own command: it asks nothing of the state.
                let help = command(ui, state, Command::Help, |label| Button::new(label).small(), actions);
                if help.accessible_name(msg::side_help_name()).clicked() {
                    self.help = !self.help;
                }
            });
        });

        ui.label(msg::side_tagline());
        // Wrapped: in Spanish and Catalan the language choice may not fit beside Undo and
        // Redo in a narrow panel, and goes under them rather than out of the panel.
        ui.horizontal_wrapped(|ui| {
            command(ui, state, Command::Undo, Button::new, actions);
            command(ui, state, Command::Redo, Button::new, actions);
            language_choice(ui, state, actions);
        });
        ui.add_space(4.0);
        ui.separator();
        self.size(ui, state, actions);
        ui.separator();
        self.search(ui, state, actions);
        ui.separator();
        self.files(ui, state, actions);
    }

    fn size(&mut self, ui: &mut Ui, state: &State, actions: &mut Vec<Action>) {
        // The slider covers the boards drawn whole; bigger ones are typed. Each has its own
        // copy, so a slider pinned at 64 does not pull a typed 200 back down.
        let mut slid = self.sliding.unwrap_or(state.settings.n.min(MAX_N));
        let mut typed = state.settings.n;
        ui.horizontal(|ui| {
            let label = ui.strong(msg::side_size_label());
            // The slider takes what the label and a five-digit field leave, so the row fits
            // the narrowest panel.
            let spacing = ui.spacing().item_spacing.x;
            ui.spacing_mut().slider_width =
                (ui.available_width() - SIZE_FIELD - 2.0 * spacing).clamp(60.0, 160.0);
            let slider = ui.add(Slider::new(&mut slid, 1..=MAX_N).show_value(false));
            let slider = slider.accessible_name(msg::side_size_slider());
            if slider.dragged() {
                // The field shows the size the slider is at, applied when the drag ends.
                typed = slid;
            }
            // The typed size applies on Enter or when the field loses focus, never key by key:
            // "12" typed into the field must not pass through a 1×1 board. The text goes to
            // the state as typed, which says what it made of it ("0", "abc").
            let typed_text = std::cell::RefCell::new(None);
            let parser = |text: &str| {
                *typed_text.borrow_mut() = Some(text.to_owned());
                None
            };
            let drag = DragValue::new(&mut typed).range(1..=MAX_APP_N).speed(0.1).update_while_editing(false);
            let field = ui
                .add_sized(
                    [SIZE_FIELD, ui.spacing().interact_size.y],
                    number_field(drag).custom_parser(parser),
                )
                .labelled_by(label.id)
                .on_hover_text(msg::side_size_tooltip(
                    hint(ui, Command::Bigger),
                    MAX_APP_N,
                    hint(ui, Command::Smaller),
                    MAX_N,
                ));
            if slider.dragged() {
                self.sliding = Some(slid);
            } else if slider.changed() || slider.drag_stopped() || self.sliding.is_some() {
                self.sliding = None;
                if slid != state.settings.n.min(MAX_N) {
                    actions.push(Action::SetSize(slid));
                }
            } else if let Some(text) = typed_text.take() {
                actions.push(Action::TypeSize(text));
            } else if field.changed() {
                actions.push(Action::SetSize(typed));
            }
        });
    }

    fn search(&mut self, ui: &mut Ui, state: &State, actions: &mut Vec<Action>) {
        ui.strong(msg::side_search());
        let mut filter = state.settings.filter;
        ui.horizontal(|ui| {
            let switch = hint(ui, Command::ToggleFilter);
            ui.radio_value(&mut filter, Filter::All, msg::side_all())
                .on_hover_text(msg::side_all_tooltip(&switch));
            ui.radio_value(&mut filter, Filter::Unique, msg::side_unique())
                .on_hover_text(msg::side_unique_tooltip(&switch));
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
        wide_note(ui, state.wide());
        ui.horizontal(|ui| {
            ui.label(msg::side_keep_at_most());
            let mut cap = state.settings.cap;
            let field = ui
                .add(number_field(
                    DragValue::new(&mut cap)
                        .range(1..=u64::MAX / 2)
                        .speed(1000.0)
                        .update_while_editing(false),
                ))
                .accessible_name(msg::side_cap_name())
                .on_hover_text(msg::side_cap_tooltip());
            if field.changed() {
                actions.push(Action::SetCap(cap));
            }
            ui.label(msg::side_in_memory());
        });

        ui.add_space(4.0);
        // Wrapped: Spanish and Catalan names run longer, and Stop goes below in a narrow panel.
        ui.horizontal_wrapped(|ui| {
            let solve =
                |label| Button::new(RichText::new(label).strong()).min_size(egui::vec2(60.0, BUTTON_HEIGHT));
            command(ui, state, Command::Solve, solve, actions);
            command(ui, state, Command::MostQueens, tall(0.0), actions);
            command(ui, state, Command::Stop, tall(50.0), actions);
            // Play (issue 34): beside the runs, in view in the smallest window.
            let play =
                |label| Button::new(label).selected(state.play.open).min_size(egui::vec2(0.0, BUTTON_HEIGHT));
            command(ui, state, Command::Play, play, actions);
        });
        // Wrapped: in a narrow panel a saved count's note goes below Count only and Watch.
        ui.horizontal_wrapped(|ui| {
            command(ui, state, Command::Count, tall(0.0), actions);
            command(ui, state, Command::Watch, tall(0.0), actions);
            // While a count runs, the status bar tells its progress instead. Without a saved
            // count its note still takes its room, unseen, so that stopping a count or
            // discarding its save moves nothing below; and it goes to a row of its own
            // whenever its widest form would not fit, whatever the percentage.
            let saved = state.saved.as_ref().filter(|_| state.running() != Some(RunKind::Count));
            let widest = saved_note_width(ui, &msg::side_saved(percent(1.0)), &msg::side_discard());
            if crate::app::widgets::left_in_row(ui) < widest {
                ui.end_row();
            }
            let note = msg::side_saved(percent(saved.map_or(1.0, |s| s.fraction())));
            ui.add_visible(saved.is_some(), egui::Label::new(note)).on_hover_text(msg::side_saved_tooltip());
            if saved.is_some() {
                command(ui, state, Command::DiscardSavedCount, |label| Button::new(label).small(), actions)
                    .accessible_name(msg::side_discard_name());
            } else {
                ui.add_visible(false, Button::new(msg::side_discard()).small());
            }
        });
    }

    fn limit(&mut self, ui: &mut Ui, state: &State, actions: &mut Vec<Action>) {
        ui.horizontal(|ui| {
            let mut on = state.settings.limit.is_some();
            if ui.checkbox(&mut on, msg::side_stop_after()).changed() {
                actions.push(Action::SetLimit(on.then_some(self.limit_value)));
            }
            let mut value = self.limit_value;
            let field = number_field(
                DragValue::new(&mut value).range(1..=u64::MAX / 2).speed(10.0).update_while_editing(false),
            );
            let field = ui.add_enabled(on, field).accessible_name(msg::side_limit_name());
            if field.changed() {
                self.limit_value = value;
                actions.push(Action::SetLimit(Some(value)));
            }
            ui.label(msg::side_limit_unit(value));
        });
    }

    fn files(&mut self, ui: &mut Ui, state: &State, actions: &mut Vec<Action>) {
        ui.strong(msg::side_files());
        let row = ui.horizontal(|ui| {
            command(ui, state, Command::Export, Button::new, actions);
            command(ui, state, Command::Open, Button::new, actions);
        });
        let pictures = pictures(ui, state, actions);
        if !state.files.busy() && state.files.prompt.is_none() {
            return;
        }
        // What a file operation shows floats below its buttons, over the controls there:
        // in the panel it would push them down while the person reaches for them.
        float_below(ui, row.response.rect.union(pictures.rect), "queenside-file-op", |ui| {
            self.file_op(ui, state, actions)
        });
    }

    /// The dialog being waited for, the save's progress, the file being opened, the path field.
    fn file_op(&mut self, ui: &mut Ui, state: &State, actions: &mut Vec<Action>) {
        if let Some(op) = state.files.dialog {
            ui.label(if op.opens() { msg::side_waiting_open() } else { msg::side_waiting_save() });
        }
        if let Some(export) = &state.files.export {
            ui.label(msg::side_saving(export.path.display().to_string()));
            ui.add(egui::ProgressBar::new(export.fraction()).show_percentage());
        }
        if let Some(path) = &state.files.opening {
            ui.horizontal(|ui| {
                crate::app::widgets::busy_mark(ui, crate::app::frames::progress_every(None));
                ui.label(msg::side_opening(path.display().to_string()));
            });
        }
        // Every file job can be cancelled: a FIFO with no writer, a network folder that
        // hangs, a save too slow to wait for.
        if state.files.busy() {
            let cancel = Button::new(crate::app::text::lang::messages::file_cancel());
            let why = crate::app::text::lang::messages::file_cancel_tooltip();
            button(ui, state, cancel, Action::CancelFile, &why, actions);
        }
        match &state.files.prompt {
            Some(prompt) => self.path_field(ui, prompt, actions),
            // Closed: the next time it opens, it starts from its suggestion again.
            None => self.path_for = None,
        }
    }

    /// The typed path, shown where no dialog can open; it starts out holding the suggested
    /// path of this prompt (the last folder, and a name that follows the board).
    fn path_field(&mut self, ui: &mut Ui, prompt: &Prompt, actions: &mut Vec<Action>) {
        ui.add_space(4.0);
        if let Some(reason) = prompt.reason {
            let reason = match reason {
                NoDialog::Unavailable => msg::no_file_dialog(),
                NoDialog::Failed => msg::file_dialog_failed(),
            };
            ui.label(RichText::new(reason).color(theme::error_text(ui.visuals())));
        }
        // Asked again while open (a second Ctrl+O): what was typed stays, and focus comes back.
        let fresh = self.path_for.as_ref() != Some(prompt);
        if fresh && !self.path_for.as_ref().is_some_and(|shown| shown.same_question(prompt)) {
            self.path_text = prompt.suggested.display().to_string();
        }
        if fresh {
            self.path_for = Some(prompt.clone());
        }
        let label = ui.label(if prompt.op.opens() { msg::side_open_path() } else { msg::side_save_path() });
        let mut output = egui::TextEdit::singleline(&mut self.path_text)
            .hint_text(msg::side_path_example())
            .desired_width(f32::INFINITY)
            .show(ui);
        let field = output.response.response.clone().labelled_by(label.id);
        if fresh {
            // Ready to type at once, each time it is asked for, from the keyboard as from the
            // mouse; its text selected, as a file dialog's location is, so what is typed
            // replaces it (a folder, or the path that failed) rather than adding to it.
            field.request_focus();
            let all = egui::text::CCursorRange::select_all_str(&self.path_text);
            output.state.cursor.set_char_range(Some(all));
            output.state.store(ui.ctx(), field.id);
        }
        let entered = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        ui.horizontal(|ui| {
            let path = files::typed_path(&self.path_text);
            let ok = ui.add_enabled(path.is_some(), Button::new(msg::side_ok()));
            if let Some(path) = path
                && (ok.clicked() || entered)
            {
                actions.push(Action::UsePath(prompt.op, path));
            }
            if ui.button(msg::side_cancel()).clicked() {
                actions.push(Action::CancelPrompt);
            }
        });
    }
}

/// The board and the list as pictures: Export image…, Export sheet…, Copy image, Copy as text.
/// Returns the last row, for what floats below the file buttons.
fn pictures(ui: &mut Ui, state: &State, actions: &mut Vec<Action>) -> egui::Response {
    // Wrapped: the Spanish and Catalan names do not fit two to a row in a narrow panel.
    ui.horizontal_wrapped(|ui| {
        command(ui, state, Command::ExportImage, Button::new, actions);
        command(ui, state, Command::ExportSheet, Button::new, actions);
    });
    ui.horizontal_wrapped(|ui| {
        command(ui, state, Command::CopyImage, Button::new, actions);
        command(ui, state, Command::CopyText, Button::new, actions);
    })
    .response
}

/// The width of a saved count's note and its small Discard button side by side.
fn saved_note_width(ui: &Ui, note: &str, discard: &str) -> f32 {
    let width = |text: &str, style| crate::app::widgets::text_width(ui, text, style);
    let spacing = &ui.spacing();
    width(note, egui::TextStyle::Body)
        + width(discard, egui::TextStyle::Small)
        + 2.0 * spacing.button_padding.x
        + 2.0 * spacing.item_spacing.x
}

/// A command's shortcut for a tooltip: ` (Ctrl+Z)`.
fn hint(ui: &Ui, command: Command) -> String {
    crate::app::commands::hint(ui.ctx(), command)
}

/// A button of the row's height, at least `width` wide.
fn tall(width: f32) -> impl FnOnce(String) -> Button<'static> {
    move |label| Button::new(label).min_size(egui::vec2(width, BUTTON_HEIGHT))
}

/// The app's language, each named in itself, or the system's: at the right of the Undo row,
/// which has room for it, so the controls below keep their place. Its label is for screen
/// readers (and tests); the choice names the languages.
fn language_choice(ui: &mut Ui, state: &State, actions: &mut Vec<Action>) {
    use crate::app::text::lang::{Language, messages};
    let name = |choice: Option<Language>| match choice {
        Some(language) => language.name().to_owned(),
        None => messages::language_system(Language::of_system().name()),
    };
    let mut chosen = state.settings.language;
    // Wide enough for the longest name (Español); on the next line when the row is full.
    let width = 80.0;
    crate::app::widgets::combo_row_room(ui, width);
    // Behind a question or the path field (a modal) the menu could not be reached: it says
    // so greyed, rather than looking as if it worked.
    let waiting = state.waits_for_answer(&Action::Solve);
    let combo = ui.add_enabled_ui(waiting.is_none(), |ui| {
        egui::ComboBox::from_id_salt("language")
            .width(width)
            // The language in use: "System (Español)" would not fit the panel whole.
            .selected_text(state.settings.language().name())
            .show_ui(ui, |ui| {
                for choice in std::iter::once(None).chain(Language::ALL.map(Some)) {
                    ui.selectable_value(&mut chosen, choice, name(choice));
                }
            })
    });
    let label = messages::language_label();
    let response = combo.inner.response;
    let enabled = waiting.is_none();
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::ComboBox, enabled, &label));
    let response = response.on_hover_text(format!("{label}: {}", messages::language_tooltip()));
    if let Some(why) = waiting {
        response.on_disabled_hover_text(why);
    }
    if chosen != state.settings.language {
        actions.push(Action::SetLanguage(chosen));
    }
}

/// Dark or light colours.
fn theme_switch(ui: &mut Ui, state: &State, actions: &mut Vec<Action>) {
    let (next, icon, what) = match state.settings.theme {
        Theme::Dark => (Theme::Light, msg::side_light(), msg::side_to_light()),
        Theme::Light => (Theme::Dark, msg::side_dark(), msg::side_to_dark()),
    };
    let switch = ui.add(Button::new(icon).small()).accessible_name(&what).on_hover_text(what);
    if switch.clicked() {
        actions.push(Action::SetTheme(next));
    }
}

/// Boards past 64: the search always stops after a few solutions, and says why.
fn wide_limit(ui: &mut Ui, state: &State, actions: &mut Vec<Action>) {
    let why = msg::side_wide_limit_tooltip(MAX_N);
    ui.horizontal(|ui| {
        ui.add_enabled(false, egui::Checkbox::new(&mut true, msg::side_stop_after()))
            .on_disabled_hover_text(&why);
        let mut value = state.settings.wide_limit;
        let field = ui.add(number_field(DragValue::new(&mut value).range(1..=MAX_WIDE_LIMIT).speed(0.2)));
        let field = field.accessible_name(msg::side_limit_name()).on_hover_text(why);
        if field.changed() {
            actions.push(Action::SetWideLimit(value));
        }
        ui.label(msg::side_limit_unit(value));
    });
}

/// Why a wide board always stops early, in one line (the detail on hover). The line is kept
/// for every board, so the buttons below stay where they are when the size crosses 64.
fn wide_note(ui: &mut Ui, wide: bool) {
    let size = egui::vec2(ui.available_width(), ui.text_style_height(&egui::TextStyle::Body));
    let (line, _) = ui.allocate_exact_size(size, egui::Sense::hover());
    if wide {
        let note = msg::side_wide_note(MAX_N);
        let detail = msg::side_wide_detail(MAX_WIDE_LIMIT, MAX_N);
        let layout = egui::Layout::left_to_right(egui::Align::Center);
        let mut ui = ui.new_child(egui::UiBuilder::new().max_rect(line).layout(layout));
        ui.add(egui::Label::new(RichText::new(note).weak()).truncate()).on_hover_text(detail);
    }
}
