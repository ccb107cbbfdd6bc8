//! Play's controls: what the puzzle is, how the student is doing, Check, Show conflicts,
//! Hint, Undo, Reveal, New puzzle and its grade, and the exports of puzzles. The board
//! beside them is `play::board`; the app puts both in the Play window.

use eframe::egui;
use egui::{Button, RichText, Ui};

use crate::app::action::Action;
use crate::app::commands::Command;
use crate::app::files::FileOp;
use crate::app::play::words;
use crate::app::play::{Game, PlayAction};
use crate::app::state::State;
use crate::app::text::lang::messages;
use crate::app::theme;
use crate::app::widgets::{button, gated};
use crate::puzzle::Difficulty;

/// The width of Play's controls beside its board.
const PLAY_CONTROLS_WIDTH: f32 = 280.0;

/// The Play window, while open: the puzzle's board and its controls side by side, sized
/// to the window (the smallest one too).
pub(crate) fn window(ctx: &egui::Context, state: &State) -> Vec<Action> {
    let mut actions = Vec::new();
    // The path field (where no file dialog opens) is in the side panel: the window
    // steps aside while it asks.
    if !state.play.open || state.files.prompt.is_some() {
        return actions;
    }
    let mut open = true;
    let (window, size) = crate::app::widgets::fixed_window(
        ctx,
        messages::play_title(),
        "queenside-play",
        egui::vec2(860.0, 600.0),
        &mut open,
    );
    window.show(ctx, |ui| {
        let width = PLAY_CONTROLS_WIDTH.min(size.x * 0.45);
        let side = (size.x - width - 12.0).min(size.y).max(0.0);
        ui.horizontal_top(|ui| {
            let (space, _) = ui.allocate_exact_size(egui::vec2(side, side), egui::Sense::hover());
            match state.play.game.as_ref() {
                Some(game) => actions.extend(crate::app::play::board::ui(ui, state, game, space)),
                None => {
                    ui.painter().rect_filled(space.shrink(16.0), 3.0, ui.visuals().faint_bg_color);
                }
            }
            ui.vertical(|ui| {
                ui.set_width(width);
                egui::ScrollArea::vertical().id_salt("play-controls").max_height(size.y).show(ui, |ui| {
                    actions.extend(controls(ui, state, state.play.game.as_ref()));
                });
            });
        });
    });
    if !open {
        actions.push(Action::Play(PlayAction::Show(false)));
    }
    actions
}

/// A command's keys as its tooltips end with them: ` (Ctrl+Z)`.
fn keys(ui: &Ui, command: Command) -> String {
    crate::app::commands::hint(ui.ctx(), command)
}

fn play(action: PlayAction) -> Action {
    Action::Play(action)
}

/// How many lines of text the student's progress may take (the task, queens placed, moves and
/// time, and what Check found) before the controls under it move: while the lines come and go
/// (Check's result, Undo's taking it away) no button moves under the pointer.
const PROGRESS_LINES: f32 = 7.0;

/// The controls beside the board; `game` is the puzzle shown, if one is made yet. Play's
/// buttons come first, above the lines that change as the student plays.
pub(crate) fn controls(ui: &mut Ui, state: &State, game: Option<&Game>) -> Vec<Action> {
    let mut actions = Vec::new();
    match game {
        Some(game) => about(ui, state, game, &mut actions),
        None if state.puzzles.busy() => {
            ui.horizontal(|ui| {
                crate::app::widgets::busy_mark(ui, std::time::Duration::from_millis(100));
                ui.label(messages::play_making());
            });
        }
        None => {}
    }
    ui.add_space(4.0);
    ui.horizontal_wrapped(|ui| {
        let tip = |text: String| text;
        button(
            ui,
            state,
            Button::new(messages::play_check()),
            play(PlayAction::Check),
            &tip(messages::play_check_tooltip()),
            &mut actions,
        );
        let shown = messages::play_conflicts();
        button(
            ui,
            state,
            Button::new(shown),
            play(PlayAction::ShowConflicts),
            &messages::play_conflicts_tooltip(),
            &mut actions,
        );
        button(
            ui,
            state,
            Button::new(messages::play_hint()),
            play(PlayAction::Hint),
            &messages::play_hint_tooltip(),
            &mut actions,
        );
        let undo = messages::play_undo_tooltip(keys(ui, Command::Undo));
        button(ui, state, Button::new(messages::play_undo()), play(PlayAction::Undo), &undo, &mut actions);
        let redo = messages::play_redo_tooltip(keys(ui, Command::Redo));
        button(ui, state, Button::new(messages::play_redo()), play(PlayAction::Redo), &redo, &mut actions);
        button(
            ui,
            state,
            Button::new(messages::play_reveal()),
            play(PlayAction::Reveal),
            &messages::play_reveal_tooltip(),
            &mut actions,
        );
    });
    let top = ui.cursor().top();
    if let Some(game) = game {
        progress(ui, game, state.settings.notation);
    }
    if let Some(error) = &state.play.failed {
        ui.add(
            egui::Label::new(RichText::new(words::failed(error)).color(theme::error_text(ui.visuals())))
                .wrap(),
        );
    }
    let row = ui.text_style_height(&egui::TextStyle::Body) + ui.spacing().item_spacing.y;
    ui.add_space((top + PROGRESS_LINES * row - ui.cursor().top()).max(0.0));
    ui.separator();
    new_puzzle(ui, state, &mut actions);
    ui.separator();
    exports(ui, state, &mut actions);
    ui.add_space(4.0);
    let close = messages::play_close_tooltip(keys(ui, Command::Play));
    button(
        ui,
        state,
        Button::new(messages::play_close()),
        play(PlayAction::Show(false)),
        &close,
        &mut actions,
    );
    actions
}

/// The puzzle and where it came from.
fn about(ui: &mut Ui, state: &State, game: &Game, actions: &mut Vec<Action>) {
    let n = game.n();
    let heading = messages::play_heading(words::grade(Some(game.puzzle.grade.difficulty)), n);
    ui.label(RichText::new(heading).strong());
    let set = &state.play.set;
    if set.len() > 1 {
        let file =
            state.play.from.as_ref().and_then(|p| p.file_name()).map(|f| f.to_string_lossy().into_owned());
        let index = state.play.index;
        ui.label(messages::play_from_file(set.len(), file.unwrap_or_default(), index + 1));
        ui.horizontal(|ui| {
            let previous = Button::new(messages::play_previous());
            let tip = messages::play_previous_tooltip();
            if index == 0 {
                ui.add_enabled(false, previous).on_disabled_hover_text(messages::play_why_first());
            } else {
                button(ui, state, previous, play(PlayAction::Goto(index - 1)), &tip, actions);
            }
            button(
                ui,
                state,
                Button::new(messages::play_next()),
                play(PlayAction::Goto(index + 1)),
                &messages::play_next_tooltip(),
                actions,
            );
        });
    }
}

/// How the student is doing: the task and the count so far, or the end; what Check found.
fn progress(ui: &mut Ui, game: &Game, notation: crate::app::settings::Notation) {
    let n = game.n();
    let ok = theme::ok_text(ui.visuals());
    if let Some(time) = game.solved {
        let said = messages::play_solved(game.hints, game.moves, words::clock(time));
        ui.add(egui::Label::new(RichText::new(said).color(ok).strong()).wrap());
    } else if game.revealed {
        ui.add(egui::Label::new(messages::play_revealed()).wrap());
    } else {
        ui.add(egui::Label::new(RichText::new(messages::play_task()).weak()).wrap());
        ui.label(messages::play_placed(n, game.queens().len()));
        let time = words::clock(game.played(web_time::Instant::now()));
        ui.label(messages::play_progress(game.hints, game.moves, time));
    }
    if let Some(checked) = &game.checked {
        ui.add(egui::Label::new(RichText::new(words::checked(checked, n, notation)).strong()).wrap());
    }
}

/// The grade New puzzle makes, and New puzzle.
fn new_puzzle(ui: &mut Ui, state: &State, actions: &mut Vec<Action>) {
    ui.horizontal(|ui| {
        let label = ui.label(messages::play_grade_label());
        let chosen = state.play.grade;
        let combo = egui::ComboBox::from_id_salt("play-grade").selected_text(words::grade(chosen)).show_ui(
            ui,
            |ui| {
                for grade in [None, Some(Difficulty::Easy), Some(Difficulty::Medium), Some(Difficulty::Hard)]
                {
                    if ui.selectable_label(chosen == grade, words::grade(grade)).clicked() {
                        actions.push(play(PlayAction::SetGrade(grade)));
                    }
                }
            },
        );
        combo.response.labelled_by(label.id).on_hover_text(messages::play_grade_tooltip());
    });
    let n = state.settings.n;
    button(
        ui,
        state,
        Button::new(messages::play_new()),
        play(PlayAction::NewPuzzle),
        &messages::play_new_tooltip(n),
        actions,
    );
}

/// How many puzzles an export makes, and the exports and Open.
fn exports(ui: &mut Ui, state: &State, actions: &mut Vec<Action>) {
    if state.play.set.is_empty() {
        ui.horizontal(|ui| {
            let label = ui.label(messages::play_sheet_count());
            let mut count = state.play.sheet_count;
            let max = crate::picture::MAX_SHEET_PUZZLES;
            let action = play(PlayAction::SetSheetCount(count));
            let drag = egui::DragValue::new(&mut count).range(1..=max);
            let response =
                gated(ui, state, drag, &action, &messages::play_sheet_count_tooltip()).labelled_by(label.id);
            if response.changed() {
                actions.push(play(PlayAction::SetSheetCount(count)));
            }
        });
    }
    ui.horizontal_wrapped(|ui| {
        let pick = |op| Action::Pick(op);
        button(
            ui,
            state,
            Button::new(messages::play_sheet()),
            pick(FileOp::ExportPuzzleSheet),
            &messages::play_sheet_tooltip(),
            actions,
        );
        button(
            ui,
            state,
            Button::new(messages::play_export()),
            pick(FileOp::ExportPuzzles),
            &messages::play_export_tooltip(),
            actions,
        );
        let open = messages::play_open_file_tooltip(keys(ui, Command::Open));
        button(ui, state, Button::new(messages::play_open_file()), pick(FileOp::Open), &open, actions);
    });
}
