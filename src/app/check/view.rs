//! The Check answers window: the answers (pasted, or a file opened), the exercise and n,
//! Check and Stop; then the verdict in the app's language, the wrong, repeated and missing
//! answers listed, and a board that shows the one clicked, the attacking pair in red.

use eframe::egui;
use egui::{Button, RichText, Sense, Stroke, Ui};

use super::work::{CheckFailure, Checked};
use super::{CheckAction, MAX_N, Pick, Shown, Source, Status};
use crate::app::action::Action;
use crate::app::board::paint::{self, square_rect};
use crate::app::board::view::fit_board;
use crate::app::commands::Command;
use crate::app::state::State;
use crate::app::text::lang::messages as msg;
use crate::app::theme;
use crate::app::widgets::{button, gated};
use crate::check::{Exercise, words};
use crate::picture::Lang;

/// The width of the controls and lists beside the board.
const CONTROLS_WIDTH: f32 = 430.0;

fn act(action: CheckAction) -> Action {
    Action::Check(action)
}

/// The side panel's button that opens and closes the window.
pub(crate) fn open_button(ui: &mut Ui, state: &State, actions: &mut Vec<Action>) {
    let open = state.check.open;
    let b = |label| Button::selectable(open, label);
    crate::app::widgets::command(ui, state, Command::Check, b, actions);
}

/// The window, while open.
pub(crate) fn window(ctx: &egui::Context, state: &State, actions: &mut Vec<Action>) {
    // The path field (where no file dialog opens) is in the side panel: the window steps
    // aside while it asks, as Play's does.
    if !state.check.open || state.files.prompt.is_some() {
        return;
    }
    let mut open = true;
    let (window, size) = crate::app::widgets::fixed_window(
        ctx,
        msg::answers_title(),
        "queenside-check-answers",
        egui::vec2(900.0, 620.0),
        &mut open,
    );
    window.show(ctx, |ui| {
        let controls = CONTROLS_WIDTH.min(size.x * 0.55);
        let side = (size.x - controls - 12.0).min(size.y).max(0.0);
        ui.horizontal_top(|ui| {
            ui.vertical(|ui| {
                ui.set_width(controls);
                egui::ScrollArea::vertical().id_salt("check-answers").max_height(size.y).show(ui, |ui| {
                    form(ui, state, actions);
                    ui.separator();
                    results(ui, state, actions);
                });
            });
            ui.vertical(|ui| board(ui, state.check.shown().as_ref(), side));
        });
    });
    if !open {
        actions.push(act(CheckAction::Show(false)));
    }
}

/// The answers, the exercise and n, and Check, Open and Stop.
fn form(ui: &mut Ui, state: &State, actions: &mut Vec<Action>) {
    let check = &state.check;
    let label = ui.label(msg::answers_paste_label());
    let mut text = check.text.clone();
    let edit = egui::TextEdit::multiline(&mut text)
        .hint_text(msg::answers_paste_hint())
        .font(egui::TextStyle::Monospace)
        .desired_rows(8)
        .desired_width(f32::INFINITY);
    let response = egui::ScrollArea::vertical()
        .id_salt("check-answers-text")
        .max_height(170.0)
        .show(ui, |ui| ui.add(edit).labelled_by(label.id))
        .inner;
    if response.changed() {
        actions.push(act(CheckAction::Text(text)));
    }
    ui.horizontal_wrapped(|ui| {
        ui.label(msg::answers_exercise());
        for (exercise, name) in [
            (Exercise::All, msg::answers_exercise_all()),
            (Exercise::Unique, msg::answers_exercise_unique()),
            (Exercise::One, msg::answers_exercise_one()),
            (Exercise::Count, msg::answers_exercise_count()),
        ] {
            if ui.radio(check.exercise == exercise, name).clicked() {
                actions.push(act(CheckAction::SetExercise(exercise)));
            }
        }
    });
    ui.horizontal_wrapped(|ui| {
        let mut auto = check.n_from_answers;
        let tip = msg::answers_n_auto_tooltip();
        if ui.checkbox(&mut auto, msg::answers_n_auto()).on_hover_text(tip).changed() {
            actions.push(act(CheckAction::NFromAnswers(auto)));
        }
        let label = ui.label(msg::answers_n());
        let mut n = check.n;
        let drag = egui::DragValue::new(&mut n).range(1..=MAX_N);
        let response = ui.add_enabled(!check.n_from_answers, drag).labelled_by(label.id);
        if response.changed() {
            actions.push(act(CheckAction::SetN(n)));
        }
    });
    ui.horizontal_wrapped(|ui| {
        let strong = Button::new(RichText::new(msg::answers_check()).strong());
        button(ui, state, strong, act(CheckAction::Run), &msg::answers_check_tooltip(), actions);
        let open = Button::new(msg::answers_open_file());
        let tip = msg::answers_open_file_tooltip();
        button(ui, state, open, act(CheckAction::OpenFile), &tip, actions);
        let stop = Button::new(msg::answers_stop());
        button(ui, state, stop, act(CheckAction::Stop), &msg::answers_stop_tooltip(), actions);
    });
}

/// The check's progress, or what it found.
fn results(ui: &mut Ui, state: &State, actions: &mut Vec<Action>) {
    let lang = Lang::from_code(crate::app::text::lang::current().tag()).unwrap_or_default();
    match &state.check.status {
        Status::Idle => {}
        Status::Running { progress, .. } => {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label(msg::answers_checking(progress.snapshot().steps));
            });
        }
        Status::Done { result: Err(failure), source, .. } => {
            let color = theme::error_text(ui.visuals());
            ui.add(egui::Label::new(RichText::new(failure_text(failure, source)).color(color)).wrap());
        }
        Status::Done { result: Ok(checked), source, shown } => {
            report(ui, state, lang, checked, source, *shown, actions)
        }
    }
}

/// What the report says, in the app's language: the note's heading and verdict (the
/// library's sentences), then the lists, each answer a button that shows it.
fn report(
    ui: &mut Ui,
    state: &State,
    lang: Lang,
    checked: &Checked,
    source: &Source,
    shown: Option<Pick>,
    actions: &mut Vec<Action>,
) {
    let r = &checked.report;
    let name = match source {
        Source::Pasted => msg::answers_pasted(),
        Source::File(path) => {
            path.file_name().map_or_else(|| path.display().to_string(), |f| f.to_string_lossy().into())
        }
    };
    ui.add(egui::Label::new(words::heading(lang, &name, r)).wrap());
    let color = if r.correct { theme::ok_text(ui.visuals()) } else { theme::error_text(ui.visuals()) };
    if r.read == 0 && r.count.is_none() {
        ui.add(egui::Label::new(RichText::new(msg::answers_nothing_read()).color(color)).wrap());
    }
    // The closing lines: what is missing, the count, and the verdict last, in its colour.
    let closing = words::closing(lang, r);
    if let Some((verdict, rest)) = closing.split_last() {
        for line in rest {
            ui.add(egui::Label::new(line.as_str()).wrap());
        }
        ui.label(RichText::new(verdict.as_str()).strong().color(color));
    }
    let mut pick = |ui: &mut Ui, which: Pick, text: String| {
        let action = act(CheckAction::Pick(which));
        let item = Button::selectable(shown == Some(which), text).wrap();
        if gated(ui, state, item, &action, &msg::answers_pick_tip()).clicked() {
            actions.push(action);
        }
    };
    if r.invalid_count > 0 {
        ui.separator();
        ui.strong(msg::answers_wrong_heading(r.invalid_count));
        for (i, invalid) in r.invalid.iter().enumerate() {
            pick(ui, Pick::Invalid(i), words::wrong_answer(lang, r, invalid));
        }
        more(ui, r.invalid_count, r.invalid.len());
    }
    if r.duplicate_count > 0 {
        ui.separator();
        ui.strong(msg::answers_repeats_heading(r.duplicate_count));
        for (i, d) in r.duplicates.iter().enumerate() {
            pick(ui, Pick::Duplicate(i), words::repeated(lang, r, d));
        }
        more(ui, r.duplicate_count, r.duplicates.len());
    }
    if r.missing > 0 && !r.missing_examples.is_empty() {
        ui.separator();
        ui.strong(msg::answers_missing_heading(r.missing));
        for (i, cols) in r.missing_examples.iter().enumerate() {
            pick(ui, Pick::Missing(i), words::written(r, cols));
        }
        more(ui, r.missing, r.missing_examples.len());
    }
}

/// "… and 12 more" below a list that shows `listed` of `count`.
fn more(ui: &mut Ui, count: u64, listed: usize) {
    let more = count.saturating_sub(listed as u64);
    if more > 0 {
        ui.weak(msg::answers_more(more));
    }
}

/// Why a check gave no report.
fn failure_text(failure: &CheckFailure, source: &Source) -> String {
    let file = match source {
        Source::Pasted => msg::answers_pasted(),
        Source::File(path) => path.display().to_string(),
    };
    match failure {
        CheckFailure::Open(said) => msg::answers_failed_open(file, said),
        CheckFailure::Read { line, said } => msg::answers_failed_read(line.to_string(), said),
        CheckFailure::NotText { line } => msg::answers_failed_not_text(line.to_string()),
        CheckFailure::CountNeedsN => msg::answers_failed_count_needs_n(),
        CheckFailure::TooBig { n } => msg::answers_failed_too_big(n.to_string()),
        CheckFailure::Zero => msg::answers_failed_zero(),
        CheckFailure::Stopped(said) => msg::answers_failed_stopped(said),
    }
}

/// The board of the answer shown, `side` points wide: its queens, the ones at fault on red
/// squares joined by a red line. Its accessible value lists the queens' squares and the
/// pair marked (how tests, and screen readers, read it).
fn board(ui: &mut Ui, shown: Option<&Shown>, side: f32) {
    let caption = match shown {
        Some(Shown { line: Some(line), .. }) => msg::answers_board_line(line.to_string()),
        Some(Shown { pick: Pick::Missing(i), .. }) => msg::answers_board_missing(i + 1),
        Some(Shown { pick: Pick::Invalid(_) | Pick::Duplicate(_), .. }) | None => String::new(),
    };
    ui.strong(caption);
    let (space, response) = ui.allocate_exact_size(egui::vec2(side, side - 24.0), Sense::hover());
    let value = shown.map(accessible_value).unwrap_or_default();
    response.widget_info(|| {
        let mut info = egui::WidgetInfo::labeled(egui::Role::Grid, true, msg::answers_board_name());
        info.current_text_value = Some(value.clone());
        info
    });
    let Some(shown) = shown else {
        ui.put(space.shrink(30.0), egui::Label::new(RichText::new(msg::answers_board_empty()).weak()).wrap());
        return;
    };
    if shown.queens.is_empty() {
        let words = msg::answers_not_drawn(shown.n.to_string());
        ui.put(space.shrink(30.0), egui::Label::new(RichText::new(words).weak()).wrap());
        return;
    }
    if !ui.is_rect_visible(space) {
        return;
    }
    let n = shown.n;
    // Room for the files' letters below and the ranks' numbers to the left: the note names
    // squares as they read.
    let board = fit_board(space, 28.0);
    let painter = ui.painter_at(space);
    painter.rect_filled(board.expand(3.0), 3.0, theme::BOARD_EDGE);
    for row in 0..n {
        for col in 0..n {
            let q = crate::board::Queen::new(row, col);
            let fill = if shown.marked.contains(&q) { theme::CONFLICT_SQUARE } else { theme::square_fill(q) };
            painter.rect_filled(square_rect(board, n, q), 0.0, fill);
        }
    }
    for &q in &shown.queens {
        let (body, line) = if shown.marked.contains(&q) {
            (theme::CONFLICT_BODY, theme::CONFLICT_LINE)
        } else {
            (theme::SOLUTION_BODY, theme::SOLUTION_LINE)
        };
        paint::queen(&painter, square_rect(board, n, q), body, line);
    }
    crate::app::board::view::labels(ui, board, n);
    // The line the pair attacks along, so the fault is seen at a glance.
    if let [a, b] = shown.marked[..] {
        let (a, b) = (square_rect(board, n, a).center(), square_rect(board, n, b).center());
        painter.line_segment([a, b], Stroke::new(3.0, theme::CONFLICT_BODY));
    }
}

/// "a2 b4 c1 d3" and, when a pair is marked, "; attacking: a2, b4" in the app's language.
fn accessible_value(shown: &Shown) -> String {
    let squares = |queens: &[crate::board::Queen]| {
        queens.iter().map(|q| q.notation(shown.n)).collect::<Vec<_>>().join(" ")
    };
    let queens = squares(&shown.queens);
    if shown.marked.is_empty() {
        return queens;
    }
    msg::answers_board_marked(squares(&shown.marked), queens)
}
