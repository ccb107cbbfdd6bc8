//! Writing SVG text: numbers kept short, text escaped, and the few elements pictures use.
//! Every picture is first an SVG document; PNG and PDF are made from that document.

use super::font::{self, FAMILY_LIST};
use std::fmt::{self, Write};

/// A number written with at most this many decimals and no trailing zeros: `12`, `3.5`.
pub(crate) struct Num(pub f32, pub usize);

impl fmt::Display for Num {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = format!("{:.*}", self.1, self.0);
        let text = if text.contains('.') { text.trim_end_matches('0').trim_end_matches('.') } else { &text };
        // "-0" reads oddly and is the same point.
        f.write_str(if text == "-0" { "0" } else { text })
    }
}

/// Coordinates: two decimals are a hundredth of a point or pixel, finer than any output.
pub(crate) fn n(x: f32) -> Num {
    Num(x, 2)
}

/// `text` with the characters XML gives a meaning escaped.
pub(crate) fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            _ => out.push(c),
        }
    }
    out
}

/// How a line of text sits on its anchor point.
#[derive(Clone, Copy)]
pub(crate) enum Anchor {
    Start,
    Middle,
    End,
}

/// An SVG document being written.
pub(crate) struct Svg {
    pub out: String,
}

impl Svg {
    /// A document `width` × `height` units (pixels, or points in a PDF) on a white ground,
    /// with the queen glyphs defined once for `<use>`.
    pub fn new(width: f32, height: f32) -> Svg {
        let mut out = String::new();
        let (w, h) = (n(width), n(height));
        let _ = write!(
            out,
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
             <svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" \
             version=\"1.1\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\">\n\
             <defs><path id=\"queen-body\" d=\"{}\"/><path id=\"queen-line\" d=\"{}\"/></defs>\n\
             <rect width=\"{w}\" height=\"{h}\" fill=\"#ffffff\"/>\n",
            font::metrics().queen_body,
            font::metrics().queen_line,
        );
        Svg { out }
    }

    pub fn finish(mut self) -> String {
        self.out.push_str("</svg>\n");
        self.out
    }

    pub fn rect(&mut self, x: f32, y: f32, w: f32, h: f32, fill: &str) {
        let _ = writeln!(
            self.out,
            "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{fill}\"/>",
            n(x),
            n(y),
            n(w),
            n(h)
        );
    }

    /// A path with a fill, or (with `stroke`) an outline of that width.
    pub fn path(&mut self, d: &str, fill: &str, stroke: Option<(&str, f32)>) {
        match stroke {
            None => {
                let _ = writeln!(self.out, "<path d=\"{d}\" fill=\"{fill}\"/>");
            }
            Some((color, width)) => {
                let _ = writeln!(
                    self.out,
                    "<path d=\"{d}\" fill=\"{fill}\" stroke=\"{color}\" stroke-width=\"{}\"/>",
                    Num(width, 3)
                );
            }
        }
    }

    /// One line of text; `y` is its baseline.
    pub fn text(&mut self, x: f32, y: f32, size: f32, anchor: Anchor, fill: &str, text: &str) {
        let anchor = match anchor {
            Anchor::Start => "start",
            Anchor::Middle => "middle",
            Anchor::End => "end",
        };
        let _ = writeln!(
            self.out,
            "<text x=\"{}\" y=\"{}\" font-family=\"{FAMILY_LIST}\" font-size=\"{}\" text-anchor=\"{anchor}\" \
             fill=\"{fill}\">{}</text>",
            n(x),
            n(y),
            n(size),
            escape(text)
        );
    }

    /// A queen centred at (`x`, `y`), `size` units tall: a body and its outline.
    pub fn queen(&mut self, x: f32, y: f32, size: f32, body: &str, line: &str) {
        let place = format!("translate({} {}) scale({})", n(x), n(y), Num(size, 3));
        let _ = writeln!(
            self.out,
            "<use xlink:href=\"#queen-body\" transform=\"{place}\" fill=\"{body}\"/>\
             <use xlink:href=\"#queen-line\" transform=\"{place}\" fill=\"{line}\"/>"
        );
    }

    /// Opens a group moved by (`x`, `y`); close it with [`Svg::close_group`].
    pub fn group_at(&mut self, x: f32, y: f32) {
        let _ = writeln!(self.out, "<g transform=\"translate({} {})\">", n(x), n(y));
    }

    pub fn close_group(&mut self) {
        self.out.push_str("</g>\n");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_short_and_exact_enough() {
        assert_eq!(n(12.0).to_string(), "12");
        assert_eq!(n(3.5).to_string(), "3.5");
        assert_eq!(n(1.0 / 3.0).to_string(), "0.33");
        assert_eq!(n(-0.001).to_string(), "0");
        assert_eq!(n(100.0).to_string(), "100");
        assert_eq!(Num(0.12345, 4).to_string(), "0.1235");
    }

    #[test]
    fn text_is_escaped() {
        assert_eq!(escape("a<b & \"c\">"), "a&lt;b &amp; &quot;c&quot;&gt;");
        let mut svg = Svg::new(10.0, 10.0);
        svg.text(1.0, 2.0, 3.0, Anchor::Middle, "#000", "<[0, 1]>");
        let doc = svg.finish();
        assert!(doc.contains(">&lt;[0, 1]&gt;</text>"), "{doc}");
    }
}
