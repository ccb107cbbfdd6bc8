//! A sheet: many solutions of one board on A4 pages, each board captioned with its number in
//! the list and its columns by row, under a title that names the board, its fixed queens
//! and the filter. Pages are laid out in points; PNG pages come out at 150 dpi.

use super::board::{BoardDrawing, MAX_GRID_N};
use super::svg::{Anchor, Svg};
use super::words::Lang;
use super::{Picture, PictureError, draw, font};
use crate::format::SolutionSet;
use crate::notation::{Notation, solution_text};
use crate::stream::Filter;

/// The most boards a sheet holds: past this, a sheet is no longer something to print.
pub const MAX_SHEET_BOARDS: usize = 10_000;

/// A4 in points, and the white margin around the page.
const PAGE_WIDTH: f32 = 595.28;
const PAGE_HEIGHT: f32 = 841.89;
const MARGIN: f32 = 36.0;
/// Between boards, across and down.
const GAP: f32 = 16.0;
const TITLE_SIZE: f32 = 15.0;
const LINE_SIZE: f32 = 9.0;
/// A line's height for each point of its font's size.
const LEADING: f32 = 1.3;
/// Captions list the columns of boards up to this wide; past it they say how many.
const MAX_CAPTION_N: usize = 1000;
const TEXT: &str = "#1c1c1c";
const WEAK: &str = "#555555";

/// Solutions on A4 pages.
pub struct Sheet<'a> {
    set: &'a SolutionSet,
    /// The language of the sheet's words (English unless [`Sheet::in_lang`] says otherwise).
    lang: Lang,
    /// How captions write a solution (columns from 0 unless [`Sheet::in_notation`] says otherwise).
    notation: Notation,
}

impl<'a> Sheet<'a> {
    /// A sheet of every solution in `set`, at most [`MAX_SHEET_BOARDS`].
    pub fn new(set: &'a SolutionSet) -> Result<Sheet<'a>, PictureError> {
        let count = set.solutions.len();
        if count > MAX_SHEET_BOARDS {
            return Err(PictureError::TooManyBoards { count, max: MAX_SHEET_BOARDS });
        }
        BoardDrawing::new(set.n, &set.fixed)?;
        Ok(Sheet { set, lang: Lang::En, notation: Notation::FromZero })
    }

    /// The sheet with its words in `lang`.
    pub fn in_lang(self, lang: Lang) -> Sheet<'a> {
        Sheet { lang, ..self }
    }

    /// The sheet with its captions written in `notation`.
    pub fn in_notation(self, notation: Notation) -> Sheet<'a> {
        Sheet { notation, ..self }
    }

    /// The title's lines: what board, which queens are fixed, which solutions.
    pub fn title(&self) -> Vec<String> {
        let SolutionSet { n, ref fixed, filter, complete, ref solutions } = *self.set;
        let listed: Vec<String> =
            fixed.iter().map(|q| format!("{} [{}, {}]", q.notation(n), q.row, q.col)).collect();
        let lang = self.lang;
        vec![
            lang.solutions_title(n),
            lang.fixed_queens(&listed),
            lang.filter_line(filter == Filter::Unique, solutions.len(), complete, self.notation),
        ]
    }

    /// The caption of solution `index`: its number in the list and its queens by row in the
    /// sheet's notation; columns from 0 as the solutions file writes them:
    /// `1. [0, 4, 7, 5, 2, 6, 1, 3]`.
    pub fn caption(&self, index: usize) -> String {
        let n = self.set.n;
        if n > MAX_CAPTION_N {
            return self.lang.too_wide_caption(index + 1, n);
        }
        let cols = self.set.solutions.to_vec(index);
        match self.notation {
            Notation::FromZero => format!("{}. {cols:?}", index + 1),
            notation => format!("{}. {}", index + 1, solution_text(notation, &cols)),
        }
    }

    /// The sheet as a picture of A4 pages (in points), 150 dpi as PNG.
    pub fn picture(&self) -> Result<Picture, PictureError> {
        let layout = Layout::of(self);
        let mut pages = Vec::new();
        let mut page = layout.page();
        let mut y = layout.top;
        let count = self.set.solutions.len();
        if count == 0 {
            page.text(MARGIN, y + LINE_SIZE, LINE_SIZE, Anchor::Start, TEXT, self.lang.no_solutions());
        }
        for first in (0..count).step_by(layout.columns) {
            let row: Vec<usize> = (first..count.min(first + layout.columns)).collect();
            let captions: Vec<Vec<String>> =
                row.iter().map(|&i| wrap(&self.caption(i), layout.board, layout.caption)).collect();
            let lines = captions.iter().map(Vec::len).max().unwrap_or(0);
            let height = layout.board + lines as f32 * layout.caption * LEADING + GAP;
            if y + height > PAGE_HEIGHT - MARGIN + GAP && y > layout.top {
                pages.push(std::mem::replace(&mut page, layout.page()).out);
                y = layout.top;
            }
            for (k, (&index, caption)) in row.iter().zip(&captions).enumerate() {
                let x = MARGIN + k as f32 * (layout.board + GAP);
                let board = BoardDrawing::new(self.set.n, &self.set.fixed)?
                    .with_solution(&self.set.solutions.to_vec(index))?;
                draw::board(&mut page, &board, x, y, layout.board);
                let left = x + board.frame(layout.board).left;
                for (line, text) in caption.iter().enumerate() {
                    let baseline = y + layout.board + (line as f32 + 0.8) * layout.caption * LEADING;
                    page.text(left, baseline, layout.caption, Anchor::Start, TEXT, text);
                }
            }
            y += height;
        }
        pages.push(page.out);
        let total = pages.len();
        for (i, page) in pages.iter_mut().enumerate() {
            let mut footer = Svg { out: std::mem::take(page) };
            let text = self.lang.page(i + 1, total);
            footer.text(PAGE_WIDTH / 2.0, PAGE_HEIGHT - MARGIN / 2.0, LINE_SIZE, Anchor::Middle, WEAK, &text);
            *page = footer.out;
        }
        Ok(Picture { width: PAGE_WIDTH, height: PAGE_HEIGHT, pages, png_scale: 150.0 / 72.0, pdf_scale: 1.0 })
    }
}

/// Sizes shared by every page of a sheet.
struct Layout {
    columns: usize,
    /// A board's picture side, and its caption's font size.
    board: f32,
    caption: f32,
    title: Vec<(String, f32)>,
    /// Where the first row of boards starts.
    top: f32,
}

impl Layout {
    fn of(sheet: &Sheet<'_>) -> Layout {
        let n = sheet.set.n;
        let width = PAGE_WIDTH - 2.0 * MARGIN;
        let mut title = Vec::new();
        for (i, line) in sheet.title().iter().enumerate() {
            let size = if i == 0 { TITLE_SIZE } else { LINE_SIZE };
            title.extend(wrap(line, width, size).into_iter().map(|l| (l, size)));
        }
        let top = MARGIN + title.iter().map(|(_, size)| size * LEADING).sum::<f32>() + GAP / 2.0;
        // Boards a page: the 12 unique solutions of 8×8 fit on one, and a square stays
        // big enough to see up to 64 wide.
        let (columns, rows) = match n {
            0..=10 => (3, 4),
            11..=16 => (2, 3),
            17..=32 => (2, 2),
            _ => (1, 1),
        };
        let room = PAGE_HEIGHT - MARGIN - top;
        // Captions of wide boards get a smaller font, so the board keeps most of the page.
        let longest = sheet.caption(sheet.set.solutions.len().saturating_sub(1)).len() as f32;
        let caption = if n <= MAX_GRID_N {
            LINE_SIZE
        } else {
            (width * room * 0.25 / (0.6 * LEADING * longest)).sqrt().clamp(3.0, LINE_SIZE)
        };
        let across = (width - (columns - 1) as f32 * GAP) / columns as f32;
        let board = across.min(Self::down(rows, room, across, caption, longest));
        Layout { columns, board, caption, title, top }
    }

    /// The largest board that lets `rows` rows with their captions fit in `room`, when a
    /// board is `across` wide at most.
    fn down(rows: usize, room: f32, across: f32, caption: f32, longest: f32) -> f32 {
        // Characters are 0.6 em wide on average: enough to know how many lines a caption takes.
        let lines = (longest * 0.6 * caption / across).ceil() + 1.0;
        let per_row = lines * caption * LEADING + GAP;
        (room / rows as f32 - per_row).max(room * 0.2)
    }

    /// A new page with the title drawn.
    fn page(&self) -> Svg {
        let mut page = Svg { out: String::new() };
        let mut y = MARGIN;
        for (line, size) in &self.title {
            y += size * LEADING;
            let color = if *size == TITLE_SIZE { TEXT } else { WEAK };
            page.text(MARGIN, y - size * 0.3, *size, Anchor::Start, color, line);
        }
        page
    }
}

/// `text` broken after spaces into lines no wider than `width` at font `size` (a word
/// wider than the line gets a line of its own); never inside parentheses, so a `(row, column)`
/// pair stays on one line.
fn wrap(text: &str, width: f32, size: f32) -> Vec<String> {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Queen;
    use crate::store::SolutionStore;

    fn set(n: usize, fixed: Vec<Queen>, solutions: &[&[u32]], filter: Filter) -> SolutionSet {
        let mut store = SolutionStore::new(n);
        for s in solutions {
            store.push(s, None);
        }
        SolutionSet { n, fixed, filter, complete: true, solutions: store }
    }

    #[test]
    fn captions_and_title_say_what_is_drawn() {
        let four = set(4, vec![Queen::new(0, 1)], &[&[1, 3, 0, 2]], Filter::All);
        let sheet = Sheet::new(&four).unwrap();
        assert_eq!(sheet.caption(0), "1. [1, 3, 0, 2]");
        let title = sheet.title().join("\n");
        assert!(title.contains("4×4 board") && title.contains("b4 [0, 1]"), "{title}");
        assert!(title.contains("All solutions: 1, all of them"), "{title}");
        let unique = set(4, vec![], &[&[1, 3, 0, 2]], Filter::Unique);
        assert!(Sheet::new(&unique).unwrap().title()[2].starts_with("Unique solutions"));
    }

    #[test]
    fn a_sheet_in_spanish_or_catalan_says_everything_in_it() {
        let four = set(4, vec![Queen::new(0, 1)], &[&[1, 3, 0, 2]], Filter::All);
        let es = Sheet::new(&four).unwrap().in_lang(Lang::Es).title().join("\n");
        assert!(es.contains("Soluciones del tablero de 4×4") && es.contains("Reinas fijas"), "{es}");
        assert!(es.contains("Todas las soluciones: 1"), "{es}");
        let ca = Sheet::new(&four).unwrap().in_lang(Lang::Ca).title().join("\n");
        assert!(ca.contains("Solucions del tauler de 4×4") && ca.contains("Reines fixes"), "{ca}");
    }

    #[test]
    fn captions_follow_the_chosen_notation_and_the_title_says_how_to_read_them() {
        let four = set(4, vec![], &[&[1, 3, 0, 2]], Filter::All);
        let captions: Vec<String> = Notation::ALL
            .iter()
            .map(|&notation| Sheet::new(&four).unwrap().in_notation(notation).caption(0))
            .collect();
        assert_eq!(
            captions,
            ["1. [1, 3, 0, 2]", "1. 2 4 1 3", "1. b4 d3 a2 c1", "1. (0, 1) (1, 3) (2, 0) (3, 2)"]
        );
        let es = Sheet::new(&four).unwrap().in_lang(Lang::Es).in_notation(Notation::Pairs).title().join("\n");
        assert!(es.contains("pares (fila, columna)"), "{es}");
        let ca =
            Sheet::new(&four).unwrap().in_lang(Lang::Ca).in_notation(Notation::Squares).title().join("\n");
        assert!(ca.contains("caselles d'escacs"), "{ca}");
    }

    #[test]
    fn lines_wrap_within_their_width() {
        let text = format!("{:?}", (0..64).collect::<Vec<u32>>());
        let lines = wrap(&text, 200.0, 9.0);
        assert!(lines.len() > 2, "{lines:?}");
        assert_eq!(lines.join(" "), text);
        for line in &lines {
            assert!(font::metrics().width(line, 9.0) <= 200.0, "{line}");
        }
        assert_eq!(wrap("short", 200.0, 9.0), ["short"]);
        let pairs = solution_text(Notation::Pairs, &(0..64).collect::<Vec<u32>>());
        let lines = wrap(&pairs, 200.0, 9.0);
        assert!(lines.len() > 2 && lines.iter().all(|l| l.starts_with('(') && l.ends_with(')')), "{lines:?}");
        assert_eq!(lines.join(" "), pairs);
    }

    #[test]
    fn too_many_boards_are_refused() {
        let mut many = set(1, vec![], &[], Filter::All);
        for _ in 0..=MAX_SHEET_BOARDS {
            many.solutions.push(&[0], None);
        }
        let e = Sheet::new(&many).err().unwrap();
        assert_eq!(e, PictureError::TooManyBoards { count: MAX_SHEET_BOARDS + 1, max: MAX_SHEET_BOARDS });
    }
}
