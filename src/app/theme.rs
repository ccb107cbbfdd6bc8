//! Colours, the shipped queen font, and number formatting shared by the views.

use eframe::egui;

use crate::app::settings::Theme;
use crate::board::Queen;
use egui::epaint::text::{FontData, FontInsert, FontPriority, InsertFontFamily};
use egui::{Color32, FontFamily};

/// The chess-piece glyphs of DejaVu Sans (U+2654..U+265F), subset with pyftsubset. egui's
/// bundled fonts have none, and the app must not depend on the user's fonts.
const QUEEN_FONT: &[u8] = include_bytes!("../../assets/queens-dejavu.ttf");

/// Filled queen, painted as the body of every piece.
pub(crate) const QUEEN_FILLED: &str = "\u{265B}";
/// Outline queen, painted over the body as its contour.
pub(crate) const QUEEN_OUTLINE: &str = "\u{2655}";

pub(crate) const LIGHT_SQUARE: Color32 = Color32::from_rgb(0xf0, 0xd9, 0xb5);
pub(crate) const DARK_SQUARE: Color32 = Color32::from_rgb(0xb5, 0x88, 0x63);
pub(crate) const BOARD_EDGE: Color32 = Color32::from_rgb(0x5a, 0x3e, 0x2b);
/// Squares a queen on the hovered square would attack.
pub(crate) const ATTACKED: Color32 = Color32::from_rgba_unmultiplied_const(0x3a, 0x78, 0xe0, 0x70);
pub(crate) const HOVERED: Color32 = Color32::from_rgb(0x2a, 0x5b, 0xd7);
/// The cross of the hints on a square no solution goes through.
pub(crate) const DEAD_CROSS: Color32 = Color32::from_rgba_unmultiplied_const(0x50, 0x18, 0x18, 0x90);
/// The lighter cross of the hints on a square a fixed queen attacks.
pub(crate) fn attacked_cross() -> Color32 {
    DEAD_CROSS.gamma_multiply(0.5)
}
pub(crate) const CONFLICT_SQUARE: Color32 = Color32::from_rgba_unmultiplied_const(0xe0, 0x20, 0x20, 0x90);

pub(crate) const SOLUTION_BODY: Color32 = Color32::from_rgb(0xfb, 0xfb, 0xf8);
pub(crate) const SOLUTION_LINE: Color32 = Color32::from_rgb(0x1c, 0x1c, 0x1c);
pub(crate) const FIXED_BODY: Color32 = Color32::from_rgb(0x1f, 0x5f, 0xd0);
pub(crate) const FIXED_LINE: Color32 = Color32::from_rgb(0x0a, 0x1f, 0x4a);
pub(crate) const CONFLICT_BODY: Color32 = Color32::from_rgb(0xe0, 0x25, 0x25);
pub(crate) const CONFLICT_LINE: Color32 = Color32::from_rgb(0x55, 0x00, 0x00);

/// Text colours per theme, each at least 4.5:1 against its panel (WCAG AA; tested below).
const DARK_TEXT: Color32 = Color32::from_gray(190);
const DARK_WEAK: Color32 = Color32::from_gray(150);
const DARK_ERROR: Color32 = Color32::from_rgb(0xf0, 0x68, 0x68);
const DARK_OK: Color32 = Color32::from_rgb(0x4c, 0xb8, 0x60);
const LIGHT_TEXT: Color32 = Color32::from_gray(40);
const LIGHT_WEAK: Color32 = Color32::from_gray(100);
const LIGHT_ERROR: Color32 = Color32::from_rgb(0xb0, 0x20, 0x20);
const LIGHT_OK: Color32 = Color32::from_rgb(0x1e, 0x6e, 0x32);

/// egui's visuals for a theme, with text colours that read well on its panels.
pub fn visuals(theme: Theme) -> egui::Visuals {
    let (mut v, text, weak) = match theme {
        Theme::Dark => (egui::Visuals::dark(), DARK_TEXT, DARK_WEAK),
        Theme::Light => (egui::Visuals::light(), LIGHT_TEXT, LIGHT_WEAK),
    };
    v.widgets.noninteractive.fg_stroke.color = text;
    v.weak_text_color = Some(weak);
    v
}

/// Makes `theme` the context's: both of egui's styles get this app's text colours, and the
/// preference picks one (eframe would otherwise follow the system's).
pub fn apply(ctx: &egui::Context, theme: Theme) {
    ctx.style_mut_of(egui::Theme::Dark, |s| s.visuals = visuals(Theme::Dark));
    ctx.style_mut_of(egui::Theme::Light, |s| s.visuals = visuals(Theme::Light));
    ctx.set_theme(match theme {
        Theme::Dark => egui::Theme::Dark,
        Theme::Light => egui::Theme::Light,
    });
}

fn is_dark(visuals: &egui::Visuals) -> bool {
    visuals.dark_mode
}

/// Text that reports an error or a refusal.
pub(crate) fn error_text(visuals: &egui::Visuals) -> Color32 {
    if is_dark(visuals) { DARK_ERROR } else { LIGHT_ERROR }
}

/// Text that reports a complete success.
pub(crate) fn ok_text(visuals: &egui::Visuals) -> Color32 {
    if is_dark(visuals) { DARK_OK } else { LIGHT_OK }
}

/// Adds the queen font to both families, so text and painter can draw queens. First, not as
/// a fallback: egui's emoji font has chess pieces too, where ♕ and ♛ look alike, and the
/// status line's "♕ a queen, ♛ a fixed queen" must show two different pieces. The font holds
/// only the chess pieces, so it takes no other character.
pub(crate) fn install_fonts(ctx: &egui::Context) {
    ctx.add_font(FontInsert::new(
        "queenside-queens",
        FontData::from_static(QUEEN_FONT),
        [FontFamily::Proportional, FontFamily::Monospace]
            .into_iter()
            .map(|family| InsertFontFamily { family, priority: FontPriority::Highest })
            .collect(),
    ));
}

/// The colour of a square.
pub(crate) fn square_fill(q: Queen) -> Color32 {
    if (q.row + q.col).is_multiple_of(2) { LIGHT_SQUARE } else { DARK_SQUARE }
}

/// A panel's frame with no fill of its own: the window is cleared to the panels' colour
/// ([`clear_color`]), so a panel that filled itself painted every pixel of the window a
/// second time. Where the browser draws in software that was about a quarter of each
/// frame's CPU (74 ms a frame, now 54: issue 45); on a graphics card it costs little either way.
pub(crate) fn bare_panel(frame: egui::Frame) -> egui::Frame {
    frame.fill(Color32::TRANSPARENT)
}

/// What the window is cleared to before each frame: the panels' colour (see [`bare_panel`]).
pub(crate) fn clear_color(visuals: &egui::Visuals) -> [f32; 4] {
    visuals.panel_fill.to_normalized_gamma_f32()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The WCAG contrast ratio of two opaque colours, from 1 to 21.
    fn contrast(a: Color32, b: Color32) -> f32 {
        fn luminance(c: Color32) -> f32 {
            let channel = |v: u8| {
                let v = v as f32 / 255.0;
                if v <= 0.03928 { v / 12.92 } else { ((v + 0.055) / 1.055).powf(2.4) }
            };
            0.2126 * channel(c.r()) + 0.7152 * channel(c.g()) + 0.0722 * channel(c.b())
        }
        let (la, lb) = (luminance(a), luminance(b));
        (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
    }

    #[test]
    fn every_text_colour_meets_wcag_aa_on_its_panels() {
        for theme in [Theme::Dark, Theme::Light] {
            let v = visuals(theme);
            for background in [v.panel_fill, v.window_fill] {
                for (what, color) in [
                    ("text", v.text_color()),
                    ("weak", v.weak_text_color()),
                    ("error", error_text(&v)),
                    ("ok", ok_text(&v)),
                ] {
                    let ratio = contrast(color, background);
                    assert!(ratio >= 4.5, "{theme:?} {what}: {ratio:.2}:1 on {background:?}");
                }
            }
        }
        // The formula itself: black on white is 21:1, a colour on itself 1:1.
        assert!((contrast(Color32::BLACK, Color32::WHITE) - 21.0).abs() < 0.01);
        assert_eq!(contrast(Color32::from_gray(27), Color32::from_gray(27)), 1.0);
    }
}
