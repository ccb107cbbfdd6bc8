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
        let heading = Heading::new(&[(lang.puzzles_title(n), TITLE_SIZE), (lang.puzzles_task(), LINE_SIZE)]);
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
        pages.part(Heading::new(&[(lang.answers_title(), TITLE_SIZE)]));
        lay_out(&answers, n, &mut pages);
        Ok(pages.finish(lang))
    }
}

/// Boards with their captions, in rows, on as many pages as they take, shared out evenly
/// among those pages: ten boards where nine fit go five and five, so that no puzzle (and no
/// answer) sits alone on a page of its own.
fn lay_out(boards: &[(BoardDrawing, String)], n: usize, pages: &mut Pages) {
    let width = PAGE_WIDTH - 2.0 * MARGIN;
    let columns = if n <= 10 { 3 } else { 2 };
    let side = (width - (columns - 1) as f32 * GAP) / columns as f32;
    let row_height = side + CAPTION_SIZE * LEADING + GAP;
    let fit = pages.rows_per_page(row_height) * columns;
    let page_count = boards.len().div_ceil(fit).max(1);
    let (each, more) = (boards.len() / page_count, boards.len() % page_count);
    let mut rest = boards;
    for i in 0..page_count {
        // The first `more` pages take one board more than the others.
        let (group, after) = rest.split_at(each + usize::from(i < more));
        rest = after;
        if i > 0 {
            pages.next_page();
        }
        for row in group.chunks(columns) {
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
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::{Difficulty, make};

    /// How many puzzles and answers each page holds, read back from the pages' text.
    fn boards_by_page(count: usize, n: usize) -> Vec<(usize, usize)> {
        let puzzles = make(n, count, Some(Difficulty::Easy), 3).unwrap();
        let picture = PuzzleSheet::new(&puzzles, Lang::En).unwrap().picture().unwrap();
        picture
            .pages
            .iter()
            .map(|page| (page.matches(">Puzzle ").count(), page.matches(">Answer to").count()))
            .collect()
    }

    /// Issue 47, item 7: nine boards fit a page, and the tenth puzzle and the tenth answer
    /// each sat alone on a page.
    #[test]
    fn no_board_sits_alone_on_a_page_when_others_could_join_it() {
        assert_eq!(boards_by_page(10, 8), [(5, 0), (5, 0), (0, 5), (0, 5)]);
        assert_eq!(boards_by_page(9, 8), [(9, 0), (0, 9)], "nine fit one page");
        for count in [10, 11, 19, 20, 28, 1000] {
            let pages = boards_by_page(count, 8);
            let most = pages.iter().map(|&(p, a)| p + a).max().unwrap();
            let least = pages.iter().map(|&(p, a)| p + a).min().unwrap();
            assert!(most <= 9 && most - least <= 1, "{count}: {pages:?}");
            assert!(least > 1, "{count}: {pages:?}");
            assert_eq!(pages.iter().map(|&(p, _)| p).sum::<usize>(), count);
        }
    }
}
