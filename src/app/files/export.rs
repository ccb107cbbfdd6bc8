//! The board shown as a picture or as text: what Export image, Export sheet, Copy image and
//! Copy as text take from the state. The view puts what is copied on the clipboard.

use std::path::Path;

use crate::app::files::words;
use crate::app::files::{Clipboard, FileOp, PictureJob};
use crate::app::state::{About, Notice, State};
use crate::app::text::failure::ExportError;
use crate::picture::{BoardDrawing, Format, Marks};

/// The widest image Copy image puts on the clipboard, in pixels.
const COPY_SIZE: u32 = 2048;

impl State {
    /// The board shown, as the picture module draws it: its fixed queens, the solution or
    /// placement shown, and the hints while they are on.
    pub fn shown_board(&self) -> Result<BoardDrawing, ExportError> {
        let n = self.settings.n;
        let mut board = BoardDrawing::new(n, &self.settings.fixed)?;
        if let Some(shown) = self.shown() {
            let queens = shown
                .iter()
                .enumerate()
                .filter_map(|(row, col)| Some(crate::board::Queen::new(row, (*col)? as usize)));
            board = board.with_queens(queens)?;
        }
        if let Some(hints) = self.hints_shown() {
            board = board.with_marks(Marks::Hints(hints.clone()))?;
        }
        if let Some(watch) = self.watch_shown() {
            board = board.with_lesson(words::lesson(watch));
        }
        Ok(board)
    }

    /// What Export image or Export sheet draws to `path`, and in which format, or why not.
    pub(crate) fn picture_job(&self, op: FileOp, path: &Path) -> Result<(PictureJob, Format), ExportError> {
        let format = Format::from_path(path)?;
        match op {
            FileOp::ExportSheet if format == Format::Png => Err(ExportError::SheetNotPng),
            FileOp::ExportSheet => {
                let list = self.list().ok_or(ExportError::NoSheetYet)?;
                Ok((PictureJob::Sheet(list.results.set.clone(), self.settings.notation), format))
            }
            FileOp::ExportPuzzleSheet => Err(ExportError::NoSheetYet), // Play's own: see `use_path`
            FileOp::Export
            | FileOp::Open
            | FileOp::ExportImage
            | FileOp::ExportPuzzles
            | FileOp::ExportChart(_)
            | FileOp::ExportCsv
            | FileOp::CheckAnswers => Ok((PictureJob::Board(self.shown_board()?), format)),
        }
    }

    /// Copy image: the board shown, rasterised as Export image draws it, for the view to copy.
    /// It is drawn here, on the UI thread: at most 2,048 pixels wide, which a wide board's
    /// pattern still shows, it takes a blink (see the README's picture benchmark).
    pub(crate) fn copy_image(&mut self) {
        let raster = self.shown_board().and_then(|board| {
            let size = board.default_size().min(COPY_SIZE) as f32;
            Ok(board.picture(size).rgba(0)?)
        });
        match raster {
            Ok(raster) => {
                // Said in the status line, as every Copy is.
                self.copied = Some(words::copied_image(raster.width, raster.height));
                self.clipboard = Some(Clipboard::Image(raster));
            }
            Err(e) => self.notify(Notice::error(crate::app::state::Said::CopyFailed(e), About::Event)),
        }
    }

    /// Copy as text: the board shown as `· ♕ ♛` rows, for the view to copy.
    pub(crate) fn copy_text(&mut self) {
        let text = self
            .shown_board()
            .and_then(|board| board.text().ok_or(ExportError::TextTooWide(crate::picture::MAX_GRID_N)));
        match text {
            Ok(text) => {
                self.copied = Some(words::copied_text());
                self.clipboard = Some(Clipboard::Text(text));
            }
            Err(e) => self.notify(Notice::error(crate::app::state::Said::CopyFailed(e), About::Event)),
        }
    }
}
