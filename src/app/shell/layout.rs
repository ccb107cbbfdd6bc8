//! The window's layout: its smallest size, the side panels' widths, and the scrolling of the
//! controls, chosen so that everything fits whole from the smallest window up.

use eframe::egui;

/// The smallest window: every control stays reachable down to this (the side panel scrolls),
/// and the board keeps room to be clicked.
pub const MIN_SIZE: [f32; 2] = [640.0, 480.0];

/// The side panels' widths: a share of the window's, within bounds that keep their
/// contents whole (the controls' widest row, a count's numbers). Whole pixels: widgets snap
/// to them, and a scroll area in a panel a fraction of a pixel wide came out wider than it,
/// which widened the panel and moved the board.
pub(crate) fn panel_widths(window: f32) -> (f32, f32) {
    ((window * 0.3).clamp(250.0, 300.0).round(), (window * 0.27).clamp(170.0, 380.0).round())
}

/// Where the panels' contents were laid out in the last frame (inside their margins).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PanelRects {
    /// The controls on the left (its visible part: it scrolls).
    pub controls: egui::Rect,
    /// The list, the Watch or a result on the right.
    pub results: egui::Rect,
    /// The right panel itself, as egui placed it: contents wider than the panel move it
    /// (a right panel grows rightwards, past the window's edge) and the board column with it.
    pub results_panel: egui::Rect,
}

/// The controls panel's margins: the right one is mostly inside the scroll area (`GUTTER`).
pub(crate) const CONTROLS_MARGIN: egui::Margin = egui::Margin { left: 12, right: 2, top: 8, bottom: 8 };

/// Room right of the controls for the scroll bar, which floats: a bar that took width only
/// while shown would move the right-aligned buttons whenever it came or went.
const GUTTER: i8 = 10;

/// The controls, scrolling when the window is short.
pub(crate) fn scroll_controls(ui: &mut egui::Ui, add: impl FnOnce(&mut egui::Ui)) {
    // A faint handle even at rest, so a short window shows that there is more below.
    ui.spacing_mut().scroll =
        egui::style::ScrollStyle { dormant_handle_opacity: 0.5, ..egui::style::ScrollStyle::floating() };
    egui::ScrollArea::vertical().id_salt("controls").show(ui, |ui| {
        let margin = egui::Margin { right: GUTTER, ..egui::Margin::ZERO };
        egui::Frame::NONE.inner_margin(margin).show(ui, add);
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_smallest_window_leaves_the_board_room() {
        let [width, height] = MIN_SIZE;
        assert!(width <= 640.0 && height <= 480.0, "{MIN_SIZE:?}");
        for window in [width, 760.0, 1100.0, 1920.0] {
            let (left, right) = panel_widths(window);
            assert!(window - left - right >= 200.0, "{window}: {left} + {right}");
            assert_eq!((left.fract(), right.fract()), (0.0, 0.0), "whole pixels");
        }
    }
}
