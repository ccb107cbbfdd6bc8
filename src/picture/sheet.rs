//! A sheet: many solutions of one board on A4 pages, each board captioned with its number in
//! the list and its columns by row, under a title that names the board, its fixed queens
//! and the filter. Pages are laid out in points; PNG pages come out at 150 dpi.

use super::board::{BoardDrawing, MAX_GRID_N};
use super::pages::{
    Heading, LEADING, LINE_SIZE, MARGIN, PAGE_HEIGHT, PAGE_WIDTH, Pages, TEXT, TITLE_SIZE, wrap,
};
use super::svg::Anchor;
use super::svg::Svg;
use super::words::Lang;
use super::{Format, Picture, PictureError, draw};
use crate::control::CancelFlag;
use crate::format::SolutionSet;
use crate::notation::{Notation, solution_text};
use crate::stream::Filter;

/// The most boards a sheet holds: past this, a sheet is no longer something to print.
pub const MAX_SHEET_BOARDS: usize = 10_000;

/// Between boards, across and down.
const GAP: f32 = 16.0;
/// Captions list the columns of boards up to this wide; past it they say how many.
const MAX_CAPTION_N: usize = 1000;

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

    /// About the memory, in bytes, that drawing the sheet and encoding it as `format` take:
    /// known before drawing it (from its first board drawn alone), so that a sheet too big
    /// for the memory left can be refused before it is begun. A board of 10⁶ queens is
    /// 40 MB of SVG: 10,000 of them would not fit anywhere.
    pub fn memory_needed(&self, format: Format) -> Result<u64, PictureError> {
        let count = self.set.solutions.len() as u64;
        let layout = Layout::of(self);
        let mut one = Svg { out: String::new() };
        if count > 0 {
            let board = BoardDrawing::new(self.set.n, &self.set.fixed)?
                .with_solution(&self.set.solutions.to_vec(0))?;
            draw::board(&mut one, &board, 0.0, 0.0, layout.board);
            one.text(0.0, 0.0, layout.caption, Anchor::Start, TEXT, &self.caption(0));
        }
        let (columns, rows) = per_page(self.set.n);
        let per_page = (columns * rows) as u64;
        let board = one.out.len() as u64;
        let pages = count.div_ceil(per_page).max(1);
        let page = board * per_page;
        let scale = 150.0 / 72.0;
        let pixels = ((PAGE_WIDTH * scale).round() as u32, (PAGE_HEIGHT * scale).round() as u32);
        Ok(board * count + super::encoding_memory(format, board * count, page, pages, pixels))
    }

    /// The sheet as a picture of A4 pages (in points), 150 dpi as PNG.
    pub fn picture(&self) -> Result<Picture, PictureError> {
        self.picture_until(&CancelFlag::new())
    }

    /// [`Sheet::picture`], looking at `cancel` between rows of boards (a row of boards a
    /// million wide takes seconds): [`PictureError::Stopped`] once it is raised.
    pub fn picture_until(&self, cancel: &CancelFlag) -> Result<Picture, PictureError> {
        let layout = Layout::of(self);
        let top = layout.title.top(GAP);
        let mut pages = Pages::new(layout.title, GAP);
        let count = self.set.solutions.len();
        if count == 0 {
            let (page, _) = pages.row(0.0);
            page.text(MARGIN, top + LINE_SIZE, LINE_SIZE, Anchor::Start, TEXT, &self.lang.no_solutions());
        }
        for first in (0..count).step_by(layout.columns) {
            if cancel.is_cancelled() {
                return Err(PictureError::Stopped);
            }
            let row: Vec<usize> = (first..count.min(first + layout.columns)).collect();
            let captions: Vec<Vec<String>> =
                row.iter().map(|&i| wrap(&self.caption(i), layout.board, layout.caption)).collect();
            let lines = captions.iter().map(Vec::len).max().unwrap_or(0);
            let height = layout.board + lines as f32 * layout.caption * LEADING + GAP;
            let (page, y) = pages.row(height);
            for (k, (&index, caption)) in row.iter().zip(&captions).enumerate() {
                let x = MARGIN + k as f32 * (layout.board + GAP);
                let board = BoardDrawing::new(self.set.n, &self.set.fixed)?
                    .with_solution(&self.set.solutions.to_vec(index))?;
                draw::board(page, &board, x, y, layout.board);
                let left = x + board.frame(layout.board).left;
                for (line, text) in caption.iter().enumerate() {
                    let baseline = y + layout.board + (line as f32 + 0.8) * layout.caption * LEADING;
                    page.text(left, baseline, layout.caption, Anchor::Start, TEXT, text);
                }
            }
        }
        Ok(pages.finish(self.lang))
    }
}

/// Sizes shared by every page of a sheet.
struct Layout {
    columns: usize,
    /// A board's picture side, and its caption's font size.
    board: f32,
    caption: f32,
    title: Heading,
}

impl Layout {
    fn of(sheet: &Sheet<'_>) -> Layout {
        let n = sheet.set.n;
        let width = PAGE_WIDTH - 2.0 * MARGIN;
        let lines: Vec<(String, f32)> = sheet
            .title()
            .into_iter()
            .enumerate()
            .map(|(i, line)| (line, if i == 0 { TITLE_SIZE } else { LINE_SIZE }))
            .collect();
        let title = Heading::new(&lines);
        let top = title.top(GAP);
        let (columns, rows) = per_page(n);
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
        Layout { columns, board, caption, title }
    }

    /// The largest board that lets `rows` rows with their captions fit in `room`, when a
    /// board is `across` wide at most.
    fn down(rows: usize, room: f32, across: f32, caption: f32, longest: f32) -> f32 {
        // Characters are 0.6 em wide on average: enough to know how many lines a caption takes.
        let lines = (longest * 0.6 * caption / across).ceil() + 1.0;
        let per_row = lines * caption * LEADING + GAP;
        (room / rows as f32 - per_row).max(room * 0.2)
    }
}

/// Boards a page, across and down: the 12 unique solutions of 8×8 fit on one, and a
/// square stays big enough to see up to 64 wide.
fn per_page(n: usize) -> (usize, usize) {
    match n {
        0..=10 => (3, 4),
        11..=16 => (2, 3),
        17..=32 => (2, 2),
        _ => (1, 1),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Queen;
    use crate::picture::font;
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
        assert!(ca.contains("Solucions del tauler 4×4") && ca.contains("Reines fixes"), "{ca}");
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
