//! A4 pages of boards under a heading, shared by the sheet of solutions and the sheet of
//! puzzles: the page and its margins, the heading drawn at the top of every page, rows of
//! boards that go on to a new page when one is full, and the page numbers at the foot.

use super::svg::{Anchor, Svg};
use super::words::Lang;
use super::{Picture, font};

/// A4 in points, and the white margin around the page.
pub(super) const PAGE_WIDTH: f32 = 595.28;
pub(super) const PAGE_HEIGHT: f32 = 841.89;
pub(super) const MARGIN: f32 = 36.0;
pub(super) const TITLE_SIZE: f32 = 15.0;
pub(super) const LINE_SIZE: f32 = 9.0;
/// A line's height for each point of its font's size.
pub(super) const LEADING: f32 = 1.3;
pub(super) const TEXT: &str = "#1c1c1c";
pub(super) const WEAK: &str = "#555555";

/// The lines at the top of every page, each with its font size (the title's is
/// [`TITLE_SIZE`]), wrapped to the page's width.
pub(super) struct Heading(Vec<(String, f32)>);

impl Heading {
    pub fn new(lines: &[(String, f32)]) -> Heading {
        let width = PAGE_WIDTH - 2.0 * MARGIN;
        Heading(
            lines
                .iter()
                .flat_map(|(text, size)| wrap(text, width, *size).into_iter().map(|l| (l, *size)))
                .collect(),
        )
    }

    /// Where the first row of boards starts under it, `gap` below its last line.
    pub fn top(&self, gap: f32) -> f32 {
        MARGIN + self.0.iter().map(|(_, size)| size * LEADING).sum::<f32>() + gap / 2.0
    }

    /// A new page with the heading drawn.
    fn page(&self) -> Svg {
        let mut page = Svg { out: String::new() };
        let mut y = MARGIN;
        for (line, size) in &self.0 {
            y += size * LEADING;
            let color = if *size == TITLE_SIZE { TEXT } else { WEAK };
            page.text(MARGIN, y - size * 0.3, *size, Anchor::Start, color, line);
        }
        page
    }
}

/// Pages being filled with rows, `gap` apart.
pub(super) struct Pages {
    done: Vec<String>,
    page: Svg,
    heading: Heading,
    gap: f32,
    /// Where the next row goes on this page.
    y: f32,
}

impl Pages {
    pub fn new(heading: Heading, gap: f32) -> Pages {
        let (page, y) = (heading.page(), heading.top(gap));
        Pages { done: Vec::new(), page, heading, gap, y }
    }

    /// Where a row `height` tall (its gap below included) is drawn: here, or at the top of
    /// a new page when it does not fit on this one (a page always takes one row).
    pub fn row(&mut self, height: f32) -> (&mut Svg, f32) {
        let top = self.heading.top(self.gap);
        if self.y + height > PAGE_HEIGHT - MARGIN + self.gap && self.y > top {
            self.done.push(std::mem::replace(&mut self.page, self.heading.page()).out);
            self.y = top;
        }
        let y = self.y;
        self.y += height;
        (&mut self.page, y)
    }

    /// How many rows `height` tall fit on a page under the heading (at least one), as
    /// [`Pages::row`] places them.
    pub fn rows_per_page(&self, height: f32) -> usize {
        let top = self.heading.top(self.gap);
        (((PAGE_HEIGHT - MARGIN + self.gap - top) / height).floor() as usize).max(1)
    }

    /// Goes on from a new page under the same heading, unless this one has no row yet.
    pub fn next_page(&mut self) {
        let top = self.heading.top(self.gap);
        if self.y > top {
            self.done.push(std::mem::replace(&mut self.page, self.heading.page()).out);
            self.y = top;
        }
    }

    /// Goes on from a new page under another heading (the answers after the puzzles).
    pub fn part(&mut self, heading: Heading) {
        let page = std::mem::replace(&mut self.page, heading.page());
        self.done.push(page.out);
        self.y = heading.top(self.gap);
        self.heading = heading;
    }

    /// The pages, each numbered at its foot in `lang`: 150 dpi as PNG.
    pub fn finish(mut self, lang: Lang) -> Picture {
        self.done.push(self.page.out);
        let total = self.done.len();
        for (i, page) in self.done.iter_mut().enumerate() {
            let mut footer = Svg { out: std::mem::take(page) };
            let text = lang.page(i + 1, total);
            footer.text(PAGE_WIDTH / 2.0, PAGE_HEIGHT - MARGIN / 2.0, LINE_SIZE, Anchor::Middle, WEAK, &text);
            *page = footer.out;
        }
        Picture {
            width: PAGE_WIDTH,
            height: PAGE_HEIGHT,
            pages: self.done,
            png_scale: 150.0 / 72.0,
            pdf_scale: 1.0,
        }
    }
}

/// `text` broken after spaces into lines no wider than `width` at font `size` (a word
/// wider than the line gets a line of its own); never inside parentheses, so a `(row, column)`
/// pair stays on one line.
pub(super) fn wrap(text: &str, width: f32, size: f32) -> Vec<String> {
    let metrics = font::metrics();
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in words(text) {
        let longer = if line.is_empty() { word.to_owned() } else { format!("{line} {word}") };
        if !line.is_empty() && metrics.width(&longer, size) > width {
            lines.push(std::mem::replace(&mut line, word.to_owned()));
        } else {
            line = longer;
        }
    }
    lines.push(line);
    lines
}

/// `text`'s words between spaces, a parenthesis and what it holds counting as one.
fn words(text: &str) -> Vec<String> {
    let mut words: Vec<String> = Vec::new();
    let mut open = 0usize;
    for piece in text.split(' ') {
        match words.last_mut() {
            Some(word) if open > 0 => {
                word.push(' ');
                word.push_str(piece);
            }
            _ => words.push(piece.to_owned()),
        }
        open = (open + piece.matches('(').count()).saturating_sub(piece.matches(')').count());
    }
    words
}
