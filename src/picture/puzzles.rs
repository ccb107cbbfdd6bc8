//! A puzzle sheet: puzzles on A4 pages, numbered, each board with its givens alone, and
//! the answers on pages of their own at the end, in the reader's language.

use super::board::BoardDrawing;
use super::svg::{Anchor, Svg};
use super::words::Lang;
use super::{Picture, PictureError, draw, font};
use crate::puzzle::Puzzle;

const PAGE_WIDTH: f32 = 595.28;
const PAGE_HEIGHT: f32 = 841.89;
const MARGIN: f32 = 36.0;
const GAP: f32 = 18.0;
const TITLE_SIZE: f32 = 15.0;
const LINE_SIZE: f32 = 9.0;
const CAPTION_SIZE: f32 = 10.0;
const LEADING: f32 = 1.3;
const TEXT: &str = "#1c1c1c";
const WEAK: &str = "#555555";

/// The most puzzles a sheet holds.
pub const MAX_SHEET_PUZZLES: usize = 1000;

/// Puzzles of one board size, and their answers, on A4 pages.
pub struct PuzzleSheet<'a> {
    puzzles: &'a [Puzzle],
    lang: Lang,
}

impl<'a> PuzzleSheet<'a> {
    /// A sheet of `puzzles` (1 to [`MAX_SHEET_PUZZLES`], all of one size) in `lang`.
    pub fn new(puzzles: &'a [Puzzle], lang: Lang) -> Result<PuzzleSheet<'a>, PictureError> {
        let count = puzzles.len();
        if count > MAX_SHEET_PUZZLES {
            return Err(PictureError::TooManyBoards { count, max: MAX_SHEET_PUZZLES });
        }
        for p in puzzles {
            BoardDrawing::new(p.n, &p.fixed)?.with_solution(&p.solution)?;
        }
        Ok(PuzzleSheet { puzzles, lang })
    }

    /// The sheet as a picture of A4 pages (in points), 150 dpi as PNG: the puzzles, then
    /// the answers from a new page.
    pub fn picture(&self) -> Result<Picture, PictureError> {
        let n = self.puzzles.iter().map(|p| p.n).max().unwrap_or(8);
        let lang = self.lang;
        let heading = [(lang.puzzles_title(n), TITLE_SIZE), (lang.puzzles_task().to_owned(), LINE_SIZE)];
        let mut pages = Vec::new();
        let boards: Vec<(BoardDrawing, String)> = self
            .puzzles
            .iter()
            .enumerate()
            .map(|(i, p)| {
                Ok((BoardDrawing::new(p.n, &p.fixed)?, lang.puzzle_caption(i + 1, p.grade.difficulty)))
            })
            .collect::<Result<_, PictureError>>()?;
        lay_out(&heading, &boards, n, &mut pages);
        let answers: Vec<(BoardDrawing, String)> = self
            .puzzles
            .iter()
            .enumerate()
            .map(|(i, p)| {
                Ok((
                    BoardDrawing::new(p.n, &p.fixed)?.with_solution(&p.solution)?,
                    lang.answer_caption(i + 1),
                ))
            })
            .collect::<Result<_, PictureError>>()?;
        lay_out(&[(lang.answers_title().to_owned(), TITLE_SIZE)], &answers, n, &mut pages);
        let total = pages.len();
        for (i, page) in pages.iter_mut().enumerate() {
            let mut footer = Svg { out: std::mem::take(page) };
            let text = lang.page(i + 1, total);
            footer.text(PAGE_WIDTH / 2.0, PAGE_HEIGHT - MARGIN / 2.0, LINE_SIZE, Anchor::Middle, WEAK, &text);
            *page = footer.out;
        }
        Ok(Picture { width: PAGE_WIDTH, height: PAGE_HEIGHT, pages, png_scale: 150.0 / 72.0, pdf_scale: 1.0 })
    }
}

/// Boards with their captions under a heading, in rows, on as many new pages as they take.
fn lay_out(heading: &[(String, f32)], boards: &[(BoardDrawing, String)], n: usize, pages: &mut Vec<String>) {
    let width = PAGE_WIDTH - 2.0 * MARGIN;
    let mut lines = Vec::new();
    for (text, size) in heading {
        lines.extend(wrap(text, width, *size).into_iter().map(|l| (l, *size)));
    }
    let top = MARGIN + lines.iter().map(|(_, size)| size * LEADING).sum::<f32>() + GAP / 2.0;
    let columns = if n <= 10 { 3 } else { 2 };
    let side = (width - (columns - 1) as f32 * GAP) / columns as f32;
    let row_height = side + CAPTION_SIZE * LEADING + GAP;
    let new_page = || {
        let mut page = Svg { out: String::new() };
        let mut y = MARGIN;
        for (text, size) in &lines {
            y += size * LEADING;
            let color = if *size == TITLE_SIZE { TEXT } else { WEAK };
            page.text(MARGIN, y - size * 0.3, *size, Anchor::Start, color, text);
        }
        page
    };
    let mut page = new_page();
    let mut y = top;
    for row in boards.chunks(columns) {
        if y + row_height > PAGE_HEIGHT - MARGIN + GAP && y > top {
            pages.push(std::mem::replace(&mut page, new_page()).out);
            y = top;
        }
        for (k, (board, caption)) in row.iter().enumerate() {
            let x = MARGIN + k as f32 * (side + GAP);
            draw::board(&mut page, board, x, y, side);
            let left = x + board.frame(side).left;
            let baseline = y + side + 0.8 * CAPTION_SIZE * LEADING;
            page.text(left, baseline, CAPTION_SIZE, Anchor::Start, TEXT, caption);
        }
        y += row_height;
    }
    pages.push(page.out);
}

/// `text` broken after spaces into lines no wider than `width` at font `size`.
fn wrap(text: &str, width: f32, size: f32) -> Vec<String> {
    let metrics = font::metrics();
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in text.split(' ') {
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
