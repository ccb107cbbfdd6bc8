//! Small widgets shared by the panels and the board: the button that says why it is
//! disabled, the busy mark, the copy button, and the ids several views refer to.

use eframe::egui;
use egui::{Button, RichText, Ui};

use crate::app::text::numbers::thousands;
use crate::app::theme;

use crate::app::action::Action;
use crate::app::commands::Command;
use crate::app::state::State;
use std::time::Duration;

/// A button for `action`: enabled when the rules allow it, with `what` as its tooltip, or the
/// rules' reason when they do not.
pub(crate) fn button(
    ui: &mut Ui,
    state: &State,
    button: Button<'_>,
    action: Action,
    what: &str,
    actions: &mut Vec<Action>,
) -> egui::Response {
    let response = gated(ui, state, button, &action, what);
    if response.clicked() {
        actions.push(action);
    }
    response
}

/// The button of `command`, as the command table has it (label, tooltip, rule); `make`
/// styles it from its label. When clicked, the command's actions.
pub(crate) fn command<'a>(
    ui: &mut Ui,
    state: &State,
    command: Command,
    make: impl FnOnce(String) -> Button<'a>,
    actions: &mut Vec<Action>,
) -> egui::Response {
    let why_not = state.why_not_command(command);
    let response = ui.add_enabled(why_not.is_none(), make(command.label()));
    let response = match why_not {
        Some(why) => response.on_disabled_hover_text(why),
        None => response.on_hover_text(command.tooltip(ui.ctx(), state)),
    };
    if response.clicked() {
        actions.extend(command.actions(state));
    }
    response
}

/// `widget`, enabled when the rules allow `action`, with `what` as its tooltip, or the
/// rules' reason when they do not: the one wiring of a control to the rules.
pub(crate) fn gated(
    ui: &mut Ui,
    state: &State,
    widget: impl egui::Widget,
    action: &Action,
    what: &str,
) -> egui::Response {
    let why_not = state.why_not(action);
    let response = ui.add_enabled(why_not.is_none(), widget);
    match why_not {
        Some(why) => response.on_disabled_hover_text(why),
        None => response.on_hover_text(what),
    }
}

/// A dot going round a ring while something runs. egui's spinner asks for a frame after
/// every frame; drawn in software (no GPU) that took a third of two cores from the count it
/// stood beside. This one moves with the frames the run asks for anyway, once every
/// `every`: a twentieth of a turn a frame at 20 frames a second, and never more than an
/// eighth, so that at two frames a second it ticks round instead of jumping across.
pub(crate) fn busy_mark(ui: &mut Ui, every: Duration) {
    let size = ui.spacing().interact_size.y;
    let (rect, _) = ui.allocate_exact_size(egui::vec2(size, size), egui::Sense::hover());
    if !ui.is_rect_visible(rect) {
        return;
    }
    let color = ui.visuals().strong_text_color();
    let radius = size / 2.0 - 3.0;
    let painter = ui.painter();
    painter.circle_stroke(rect.center(), radius, egui::Stroke::new(1.0, color.gamma_multiply(0.4)));
    let every = every.as_secs_f64().max(1e-3);
    let step = every.min(1.0 / 8.0);
    let ticks = (ui.input(|i| i.time) / every).floor();
    let angle = ((ticks * step) % 1.0) as f32 * std::f32::consts::TAU;
    let dot = rect.center() + radius * egui::vec2(angle.cos(), angle.sin());
    painter.circle_filled(dot, 2.5, color);
}

/// A Copy button with `tooltip`; when clicked, the action that copies `text()` and names it
/// `what` in the status line.
pub(crate) fn copy_button(
    ui: &mut Ui,
    tooltip: &str,
    what: &str,
    text: impl FnOnce() -> String,
) -> Option<Action> {
    ui.add_space(6.0);
    ui.button(crate::app::text::lang::messages::widget_copy())
        .on_hover_text(tooltip)
        .clicked()
        .then(|| Action::Copy { what: what.to_owned(), text: text() })
}

/// The board's widget id, the same for the full and the wide board, so Esc (or a test) can
/// give it focus whichever is shown.
pub(crate) fn board_id() -> egui::Id {
    egui::Id::unique("queenside-board")
}

/// The mark on findings that answer the board before the last change.
pub(crate) fn earlier_board(ui: &mut Ui) {
    let text = crate::app::text::lang::messages::widget_earlier();
    ui.add(egui::Label::new(RichText::new(text).color(theme::error_text(ui.visuals()))).wrap());
}

/// The right-hand panel's heading: `Solutions`, and how many are listed.
pub(crate) fn list_heading(ui: &mut Ui, total: Option<usize>) {
    ui.horizontal(|ui| {
        ui.heading(crate::app::text::lang::messages::widget_solutions());
        if let Some(total) = total {
            ui.label(RichText::new(thousands(total as u64)).strong());
        }
    });
}

/// A thin cross over a square: the hints' mark, on the board and in its legend.
pub(crate) fn cross(painter: &egui::Painter, square: egui::Rect, color: egui::Color32) {
    let r = square.shrink(square.width() * 0.3);
    let stroke = egui::Stroke::new((square.width() * 0.05).clamp(1.0, 2.5), color);
    painter.line_segment([r.left_top(), r.right_bottom()], stroke);
    painter.line_segment([r.right_top(), r.left_bottom()], stroke);
}

/// A dash across the middle of `square`: a square a queen attacks, told apart from a dead
/// square's [`cross`] by its shape, not only its colour.
pub(crate) fn dash(painter: &egui::Painter, square: egui::Rect, color: egui::Color32) {
    let r = square.shrink(square.width() * 0.3);
    let stroke = egui::Stroke::new((square.width() * 0.05).clamp(1.0, 2.5), color);
    painter.line_segment([r.left_center(), r.right_center()], stroke);
}

/// How wide `text` is in `style`, on one line.
pub(crate) fn text_width(ui: &Ui, text: &str, style: egui::TextStyle) -> f32 {
    let font = style.resolve(ui.style());
    ui.ctx().fonts_mut(|f| f.layout_no_wrap(text.to_owned(), font, egui::Color32::PLACEHOLDER).size().x)
}

/// What is left of the current line of a wrapping row (which reports its whole width as
/// available).
pub(crate) fn left_in_row(ui: &Ui) -> f32 {
    ui.max_rect().right() - ui.cursor().left()
}

/// A box of `add`'s widgets floating just below `anchor`, as wide as the space beside it,
/// over whatever is there (kept within the visible part of the panel).
pub(crate) fn float_below(ui: &Ui, anchor: egui::Rect, id: &str, add: impl FnOnce(&mut Ui)) {
    let clip = ui.clip_rect();
    // Its height as last drawn: the whole box stays in view, or the field in it, focused,
    // would scroll the panel under it to show itself whole as soon as it is typed in.
    let height_id = egui::Id::unique(("float-below-height", id));
    let height = ui.ctx().data(|d| d.get_temp::<f32>(height_id)).unwrap_or(40.0);
    let top = (anchor.bottom() + 4.0).clamp(clip.top(), (clip.bottom() - height).max(clip.top()));
    let width = ui.available_width();
    let area = egui::Area::new(egui::Id::unique(id)).order(egui::Order::Foreground);
    let shown = area.fixed_pos(egui::pos2(anchor.left(), top)).show(ui.ctx(), |ui| {
        egui::Frame::popup(ui.style()).show(ui, |ui| {
            ui.set_width(width - ui.style().spacing.menu_margin.sum().x);
            add(ui);
        });
    });
    let drawn = shown.response.rect.height();
    if drawn != height {
        ui.ctx().data_mut(|d| d.insert_temp(height_id, drawn));
        ui.ctx().request_repaint();
    }
}

/// A small picture of a board, `side` points wide: squares and a dot per queen (fixed ones
/// in their own colour), with `label` as what a screen reader (and a test) reads.
pub(crate) fn mini_board(
    ui: &mut Ui,
    cols: &[u32],
    fixed: &[crate::board::Queen],
    side: f32,
    label: String,
) -> egui::Response {
    use crate::board::Queen;
    let (rect, response) = ui.allocate_exact_size(egui::vec2(side, side), egui::Sense::hover());
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &label));
    if !ui.is_rect_visible(rect) || cols.is_empty() {
        return response;
    }
    let painter = ui.painter();
    painter.rect_filled(rect, 2.0, theme::BOARD_EDGE);
    let queens = cols.iter().enumerate().map(|(row, &col)| {
        let q = Queen::new(row, col as usize);
        (q, if fixed.contains(&q) { theme::FIXED_BODY } else { theme::SOLUTION_LINE })
    });
    crate::app::board::paint::small_board(painter, rect.shrink(2.0), cols.len(), queens);
    response
}

/// In a wrapping row, starts the next line unless a combo box of `width` (with its arrow
/// and padding) fits beside what is there, so the box shows whole rather than cut short.
pub(crate) fn combo_row_room(ui: &mut Ui, width: f32) {
    if ui.available_width() < width + ui.spacing().icon_width + 2.0 * ui.spacing().button_padding.x {
        ui.end_row();
    }
}

/// `drag` writing and reading its number as the current language does (`100.000` and
/// `0,999` in Spanish and Catalan), so what a tooltip shows can be typed as it is written.
pub(crate) fn number_field(drag: egui::DragValue<'_>) -> egui::DragValue<'_> {
    use crate::app::text::numbers::{local_number, typed_number};
    drag.custom_formatter(|value, decimals| {
        local_number(&egui::emath::format_with_decimals_in_range(value, decimals))
    })
    .custom_parser(typed_number)
}

/// A field for each parameter `algorithm` reads, labelled and kept in the range the library
/// states for it ([`crate::lab::Param`]): the Watch's and Compare's forms are this one form.
pub(crate) fn param_fields(
    ui: &mut egui::Ui,
    algorithm: crate::lab::Algorithm,
    params: &mut crate::lab::Params,
) {
    use crate::app::watch::words::{param_label, param_tip};
    use crate::lab::Param;
    for param in algorithm.params() {
        let range = param.range();
        // Fewer elite than the population, so a generation always breeds a child.
        let max = match param {
            Param::Elite => range.max.min(params.population.saturating_sub(1) as f64),
            Param::Sideways
            | Param::Restarts
            | Param::Temperature
            | Param::Cooling
            | Param::Population
            | Param::Mutation
            | Param::Tenure => range.max,
        };
        let mut value = param.get(params).clamp(range.min, max);
        let step = 10f64.powi(-i32::from(range.decimals));
        let drag = egui::DragValue::new(&mut value)
            .range(range.min..=max)
            .speed(if range.whole { 1.0 } else { step })
            .max_decimals(usize::from(range.decimals));
        ui.horizontal_wrapped(|ui| {
            let label = ui.label(param_label(param));
            ui.add(number_field(drag)).labelled_by(label.id).on_hover_text(param_tip(param));
        });
        if value != param.get(params) {
            param.set(params, value);
        }
    }
}

/// A window of its own over the app (Play, Check answers): `title`, centred, at most `most`
/// in size and always inside the screen, neither collapsed nor resized. Returns the window
/// and its size; `open` turns false when its ✕ is pressed.
pub(crate) fn fixed_window<'a>(
    ctx: &egui::Context,
    title: String,
    id: &str,
    most: egui::Vec2,
    open: &'a mut bool,
) -> (egui::Window<'a>, egui::Vec2) {
    let screen = ctx.content_rect();
    let size = egui::vec2((screen.width() - 40.0).min(most.x), (screen.height() - 80.0).min(most.y));
    let window = egui::Window::new(title)
        .id(egui::Id::unique(id))
        .open(open)
        .collapsible(false)
        .resizable(false)
        .fixed_size(size)
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO);
    (window, size)
}
