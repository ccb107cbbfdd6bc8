//! A puzzle sheet: puzzles on A4 pages, numbered, each board with its givens alone, and
//! the answers on pages of their own at the end, in the reader's language.

use super::board::BoardDrawing;
use super::pages::{Heading, LEADING, LINE_SIZE, MARGIN, PAGE_WIDTH, Pages, TEXT, TITLE_SIZE};
use super::svg::Anchor;
use super::words::Lang;
use super::{Picture, PictureError, draw};
use crate::puzzle::Puzzle;

/// Between boards, across and down.
const GAP: f32 = 18.0;
const CAPTION_SIZE: f32 = 10.0;

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
        let heading =
            Heading::new(&[(lang.puzzles_title(n), TITLE_SIZE), (lang.puzzles_task().to_owned(), LINE_SIZE)]);
        let mut pages = Pages::new(heading, GAP);
        let boards: Vec<(BoardDrawing, String)> = self
            .puzzles
            .iter()
            .enumerate()
            .map(|(i, p)| {
                Ok((BoardDrawing::new(p.n, &p.fixed)?, lang.puzzle_caption(i + 1, p.grade.difficulty)))
            })
            .collect::<Result<_, PictureError>>()?;
        lay_out(&boards, n, &mut pages);
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
        pages.part(Heading::new(&[(lang.answers_title().to_owned(), TITLE_SIZE)]));
        lay_out(&answers, n, &mut pages);
        Ok(pages.finish(lang))
    }
}

/// Boards with their captions, in rows, on as many pages as they take.
fn lay_out(boards: &[(BoardDrawing, String)], n: usize, pages: &mut Pages) {
    let width = PAGE_WIDTH - 2.0 * MARGIN;
    let columns = if n <= 10 { 3 } else { 2 };
    let side = (width - (columns - 1) as f32 * GAP) / columns as f32;
    let row_height = side + CAPTION_SIZE * LEADING + GAP;
    for row in boards.chunks(columns) {
        let (page, y) = pages.row(row_height);
        for (k, (board, caption)) in row.iter().enumerate() {
            let x = MARGIN + k as f32 * (side + GAP);
            draw::board(page, board, x, y, side);
            let left = x + board.frame(side).left;
            let baseline = y + side + 0.8 * CAPTION_SIZE * LEADING;
            page.text(left, baseline, CAPTION_SIZE, Anchor::Start, TEXT, caption);
        }
    }
}
