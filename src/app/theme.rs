//! Colours, the shipped queen font, and number formatting shared by the views.

use eframe::egui;
use egui::epaint::text::{FontData, FontInsert, FontPriority, InsertFontFamily};
use egui::{Color32, FontFamily};

/// The chess-piece glyphs of DejaVu Sans (U+2654..U+265F), subset with pyftsubset. egui's
/// bundled fonts have none, and the app must not depend on the user's fonts.
const QUEEN_FONT: &[u8] = include_bytes!("../../assets/queens-dejavu.ttf");

/// Filled queen, painted as the body of every piece.
pub const QUEEN_FILLED: &str = "\u{265B}";
/// Outline queen, painted over the body as its contour.
pub const QUEEN_OUTLINE: &str = "\u{2655}";

pub const LIGHT_SQUARE: Color32 = Color32::from_rgb(0xf0, 0xd9, 0xb5);
pub const DARK_SQUARE: Color32 = Color32::from_rgb(0xb5, 0x88, 0x63);
pub const BOARD_EDGE: Color32 = Color32::from_rgb(0x5a, 0x3e, 0x2b);
/// Squares a queen on the hovered square would attack.
pub const ATTACKED: Color32 = Color32::from_rgba_unmultiplied_const(0x3a, 0x78, 0xe0, 0x70);
pub const HOVERED: Color32 = Color32::from_rgb(0x2a, 0x5b, 0xd7);
pub const CONFLICT_SQUARE: Color32 = Color32::from_rgba_unmultiplied_const(0xe0, 0x20, 0x20, 0x90);

pub const SOLUTION_BODY: Color32 = Color32::from_rgb(0xfb, 0xfb, 0xf8);
pub const SOLUTION_LINE: Color32 = Color32::from_rgb(0x1c, 0x1c, 0x1c);
pub const FIXED_BODY: Color32 = Color32::from_rgb(0x1f, 0x5f, 0xd0);
pub const FIXED_LINE: Color32 = Color32::from_rgb(0x0a, 0x1f, 0x4a);
pub const CONFLICT_BODY: Color32 = Color32::from_rgb(0xe0, 0x25, 0x25);
pub const CONFLICT_LINE: Color32 = Color32::from_rgb(0x55, 0x00, 0x00);

pub const ERROR_TEXT: Color32 = Color32::from_rgb(0xe0, 0x40, 0x40);
pub const OK_TEXT: Color32 = Color32::from_rgb(0x3c, 0xa0, 0x50);

/// Adds the queen font as a fallback to both families, so text and painter can draw queens.
pub fn install_fonts(ctx: &egui::Context) {
    ctx.add_font(FontInsert::new(
        "queenside-queens",
        FontData::from_static(QUEEN_FONT),
        [FontFamily::Proportional, FontFamily::Monospace]
            .into_iter()
            .map(|family| InsertFontFamily { family, priority: FontPriority::Lowest })
            .collect(),
    ));
}

/// `1234567` as `1,234,567`.
pub fn thousands(value: u64) -> String {
    let digits = value.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(ch);
    }
    out
}

/// A large rate or count in short form: `950`, `12.3 k`, `4.56 M`, `7.8 G`.
pub fn short(value: f64) -> String {
    let (scaled, unit) = if value >= 1e9 {
        (value / 1e9, " G")
    } else if value >= 1e6 {
        (value / 1e6, " M")
    } else if value >= 1e3 {
        (value / 1e3, " k")
    } else {
        return format!("{value:.0}");
    };
    if scaled >= 100.0 { format!("{scaled:.0}{unit}") } else { format!("{scaled:.1}{unit}") }
}

/// Seconds with sensible precision: `0.004 s`, `1.25 s`, `2 min 05 s`.
pub fn duration(d: std::time::Duration) -> String {
    let secs = d.as_secs_f64();
    if secs < 1.0 {
        format!("{secs:.3} s")
    } else if secs < 60.0 {
        format!("{secs:.2} s")
    } else {
        let whole = d.as_secs();
        format!("{} min {:02} s", whole / 60, whole % 60)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn numbers_read_well() {
        assert_eq!(thousands(0), "0");
        assert_eq!(thousands(999), "999");
        assert_eq!(thousands(1000), "1,000");
        assert_eq!(thousands(14_772_512), "14,772,512");
        assert_eq!(short(950.0), "950");
        assert_eq!(short(12_345.0), "12.3 k");
        assert_eq!(short(456_000_000.0), "456 M");
        assert_eq!(duration(Duration::from_millis(4)), "0.004 s");
        assert_eq!(duration(Duration::from_secs(125)), "2 min 05 s");
    }
}
