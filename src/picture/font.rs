//! The one font of every picture: a subset of DejaVu Sans shipped in `assets/` (Latin-1,
//! a few punctuation marks and the chess pieces), so a picture looks the same on every
//! machine. Queens are drawn as the outlines of its chess glyphs, not as text, so an SVG
//! shows them even where the font is missing; text widths come from it for wrapping.

use std::fmt::Write;
use std::sync::OnceLock;
use ttf_parser::{Face, OutlineBuilder};

/// DejaVu Sans, subset (see `assets/README.md`; licence in `assets/DejaVu-LICENSE.txt`).
pub(crate) const FONT: &[u8] = include_bytes!("../../assets/picture-dejavu.ttf");

/// The family the pictures name, with a generic fallback for viewers without it.
#[cfg_attr(not(feature = "pictures"), allow(dead_code))]
pub(crate) const FAMILY: &str = "DejaVu Sans";
pub(crate) const FAMILY_LIST: &str = "'DejaVu Sans', sans-serif";

/// Filled queen: the body of every queen.
const QUEEN_FILLED: char = '\u{265B}';
/// Outline queen: drawn over the body as its contour.
const QUEEN_OUTLINE: char = '\u{2655}';

/// What the pictures need from the font, read once.
pub(crate) struct Metrics {
    /// Advance widths of the code points up to U+00FF, in ems; others count as `wide`.
    advances: Vec<f32>,
    wide: f32,
    /// SVG path data of the two queen glyphs, in ems, centred on their ink at the origin.
    pub queen_body: String,
    pub queen_line: String,
}

pub(crate) fn metrics() -> &'static Metrics {
    static METRICS: OnceLock<Metrics> = OnceLock::new();
    METRICS.get_or_init(|| {
        // The font is part of the binary: failing to read it is a build error, caught by tests.
        let face = Face::parse(FONT, 0).expect("the bundled picture font parses");
        let units_per_em = f32::from(face.units_per_em());
        let advance = |c: char| {
            let glyph = face.glyph_index(c)?;
            Some(f32::from(face.glyph_hor_advance(glyph)?) / units_per_em)
        };
        let wide = advance('M').unwrap_or(0.8);
        let advances = (0..=0xffu8).map(|b| advance(char::from(b)).unwrap_or(wide)).collect();
        let glyph = |c| glyph_path(&face, c, units_per_em);
        Metrics { advances, wide, queen_body: glyph(QUEEN_FILLED), queen_line: glyph(QUEEN_OUTLINE) }
    })
}

impl Metrics {
    /// The width of `text` set at `size`.
    pub fn width(&self, text: &str, size: f32) -> f32 {
        let ems: f32 = text
            .chars()
            .map(|c| u8::try_from(u32::from(c)).map_or(self.wide, |b| self.advances[usize::from(b)]))
            .sum();
        ems * size
    }
}

/// A glyph's outline as SVG path data in ems, y pointing down, centred on its ink (so a
/// queen sits in the middle of its square, as in the app).
fn glyph_path(face: &Face<'_>, c: char, units_per_em: f32) -> String {
    let Some(glyph) = face.glyph_index(c) else { return String::new() };
    let mut path = PathData { d: String::new(), cx: 0.0, cy: 0.0, scale: 1.0 / units_per_em };
    // A first pass finds the ink's box; the second writes the path around its centre.
    let Some(bbox) = face.outline_glyph(glyph, &mut PathData { d: String::new(), ..path }) else {
        return String::new();
    };
    path.cx = (f32::from(bbox.x_min) + f32::from(bbox.x_max)) / 2.0;
    path.cy = (f32::from(bbox.y_min) + f32::from(bbox.y_max)) / 2.0;
    face.outline_glyph(glyph, &mut path);
    path.d
}

struct PathData {
    d: String,
    cx: f32,
    cy: f32,
    scale: f32,
}

impl PathData {
    fn point(&mut self, x: f32, y: f32) {
        let x = (x - self.cx) * self.scale;
        let y = (self.cy - y) * self.scale;
        // A ten-thousandth of an em is finer than any picture shows.
        let _ = write!(self.d, "{x:.4} {y:.4} ");
    }
}

impl OutlineBuilder for PathData {
    fn move_to(&mut self, x: f32, y: f32) {
        self.d.push('M');
        self.point(x, y);
    }
    fn line_to(&mut self, x: f32, y: f32) {
        self.d.push('L');
        self.point(x, y);
    }
    fn quad_to(&mut self, x1: f32, y1: f32, x: f32, y: f32) {
        self.d.push('Q');
        self.point(x1, y1);
        self.point(x, y);
    }
    fn curve_to(&mut self, x1: f32, y1: f32, x2: f32, y2: f32, x: f32, y: f32) {
        self.d.push('C');
        self.point(x1, y1);
        self.point(x2, y2);
        self.point(x, y);
    }
    fn close(&mut self) {
        self.d.push('Z');
    }
}

/// How usvg reads the pictures' SVG: the bundled font alone, never the machine's, so every
/// machine draws the same picture. Built once.
#[cfg(feature = "pictures")]
pub(crate) fn svg_options() -> &'static resvg::usvg::Options<'static> {
    use resvg::usvg;
    static OPTIONS: OnceLock<usvg::Options<'static>> = OnceLock::new();
    OPTIONS.get_or_init(|| {
        let mut options = usvg::Options { font_family: FAMILY.into(), ..usvg::Options::default() };
        let fonts = options.fontdb_mut();
        fonts.load_font_data(FONT.to_vec());
        fonts.set_sans_serif_family(FAMILY);
        options
    })
}

/// The pictures' SVG as usvg's tree, which both PNG and PDF are made from.
#[cfg(feature = "pictures")]
pub(crate) fn parse(svg: &str) -> Result<resvg::usvg::Tree, super::PictureError> {
    resvg::usvg::Tree::from_str(svg, svg_options()).map_err(|e| super::PictureError::Render(e.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_font_has_the_queens_and_the_text_it_is_asked_for() {
        let m = metrics();
        for d in [&m.queen_body, &m.queen_line] {
            assert!(d.starts_with('M') && d.ends_with('Z') && d.len() > 100, "{d}");
        }
        let face = Face::parse(FONT, 0).unwrap();
        for c in "[0123456789], ×abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.:()–".chars() {
            assert!(face.glyph_index(c).is_some(), "{c:?} is missing from the picture font");
        }
        // Widths add up, and scale with the size.
        let one = m.width("[0, 4]", 10.0);
        assert!(one > 20.0 && one < 40.0, "{one}");
        assert!((m.width("[0, 4][0, 4]", 10.0) - 2.0 * one).abs() < 1e-3);
        assert!((m.width("[0, 4]", 20.0) - 2.0 * one).abs() < 1e-3);
    }
}
