//! Export image and Export sheet: drawing a picture on the file job's thread and writing
//! it (or a puzzle sheet's PNG pages) atomically.

use crate::app::files::save::Stoppable;
use crate::app::files::{Export, FileEvent, FileTask, Files, PuzzleSource, page_paths};
use crate::app::lab::chart::ChartDrawing;
use crate::app::text::failure::ExportError;
use crate::app::text::said::Said;
use crate::control::CancelFlag;
use crate::format::{FileError, SolutionSet};
use crate::memory::Room;
use crate::picture::{BoardDrawing, Format, Sheet};
use std::io::Write;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

/// What Export image and Export sheet draw.
#[derive(Debug, Clone)]
pub enum PictureJob {
    /// The board shown.
    Board(BoardDrawing),
    /// The listed solutions, shared with the list without copying them, captioned in the
    /// notation the list writes in.
    Sheet(Arc<SolutionSet>, crate::notation::Notation),
    /// Play's puzzles and their answers.
    Puzzles(PuzzleSource),
    /// The lab's search tree or one of Compare's plots.
    Chart(ChartDrawing),
}

impl Files {
    /// Draws `picture` and writes it to `path` on a thread, atomically, in the format the
    /// path's ending names (checked by the caller).
    pub fn export_picture(
        &mut self,
        picture: PictureJob,
        path: PathBuf,
        format: Format,
    ) -> Result<(), String> {
        // A sheet's words in the app's language, as it is when Export is asked for.
        let lang =
            crate::picture::Lang::from_code(crate::app::text::lang::current().tag()).unwrap_or_default();
        if self.away.is_some() {
            let drawn = draw(&picture, format, lang, &CancelFlag::new(), self.rooms);
            self.start_away(FileTask::Picture { drawn, path, format });
            return Ok(());
        }
        self.write_picture(picture, path, format, lang)
    }

    fn write_picture(
        &mut self,
        picture: PictureJob,
        path: PathBuf,
        format: Format,
        lang: crate::picture::Lang,
    ) -> Result<(), String> {
        let written = Arc::new(AtomicUsize::new(0));
        let (target, done) = (path.clone(), written.clone());
        let rooms = self.rooms;
        self.spawn(move |cancel| {
            let (what, result) = match draw(&picture, format, lang, &cancel, rooms) {
                Ok((files, what)) => {
                    // A picture of one file: a sheet of solutions is never PNG (the caller
                    // refuses it); a puzzle sheet's PNG pages go to one file each, numbered,
                    // replaced as a set: all old or all new, as the command line's.
                    let saved = if files.len() > 1 && format == Format::Png {
                        let paths = page_paths(&target, files.len());
                        let fill = |i: usize, file: &mut std::fs::File| {
                            Stoppable { file, cancel: &cancel }.write_all(&files[i])
                        };
                        crate::place_file::write_set(&paths, fill, &|| cancel.is_cancelled(), &mut ())
                            .map_err(|e| set_failed(e, &target).into())
                    } else {
                        let bytes = files.concat();
                        crate::place_file::write(&target, |file| {
                            Stoppable { file, cancel: &cancel }.write_all(&bytes)
                        })
                        .map_err(|e| FileError::Write { path: target.clone(), source: e }.into())
                    };
                    done.store(1, Ordering::Relaxed);
                    (what, saved)
                }
                Err(e) => (Said::Verbatim(String::new()), Err(e)),
            };
            FileEvent::Saved { path: target, what, result }
        })?;
        self.export = Some(Export { path, written, total: 1 });
        Ok(())
    }
}

/// Why a set of files was not written, as a failed write of the file it was for: each is
/// as it was, but after a rename failed part-way (which the error says).
fn set_failed(e: crate::place_file::SetError, target: &std::path::Path) -> FileError {
    use crate::place_file::SetError;
    match e {
        SetError::Write { path, source } => FileError::Write { path, source },
        SetError::Stopped => {
            FileError::Write { path: target.to_owned(), source: std::io::Error::other("cancelled") }
        }
        e @ SetError::Rename { .. } => {
            FileError::Write { path: target.to_owned(), source: std::io::Error::other(e.to_string()) }
        }
    }
}

/// The files of `picture` in `format` (a sheet's words in `lang`), and what they show: one
/// file, or a puzzle sheet's PNG pages (a sheet of solutions is never PNG: the caller
/// refuses it). A sheet of solutions needing more memory than `rooms` leave is refused
/// before it is drawn, as the command line refuses it; `cancel` stops the drawing and the
/// encoding between rows and pages.
pub(crate) fn draw(
    picture: &PictureJob,
    format: Format,
    lang: crate::picture::Lang,
    cancel: &CancelFlag,
    rooms: fn() -> Vec<Room>,
) -> Result<(Vec<Vec<u8>>, Said), ExportError> {
    let drawn = match picture {
        PictureJob::Board(board) => {
            let size = board.default_size() as f32;
            (board.picture(size), Said::SavedBoard(board.n()))
        }
        PictureJob::Sheet(set, notation) => {
            let boards = set.solutions.len();
            let sheet = Sheet::new(set)?.in_lang(lang).in_notation(*notation);
            let needed = sheet.memory_needed(format)?;
            if let Err(too_big) = crate::memory::check_room(needed.into(), rooms()) {
                return Err(ExportError::SheetNeedsMemory { boards, too_big });
            }
            let drawn = sheet.picture_until(cancel)?;
            let what = Said::SavedSheet { boards, pages: drawn.page_count() };
            (drawn, what)
        }
        PictureJob::Puzzles(source) => {
            let set = source.puzzles()?;
            let drawn = crate::picture::PuzzleSheet::new(&set, lang).and_then(|sheet| sheet.picture())?;
            let what = Said::SavedPuzzleSheet { puzzles: set.len(), pages: drawn.page_count() };
            (drawn, what)
        }
        PictureJob::Chart(chart) => {
            let what = match chart {
                ChartDrawing::Tree(_) => Said::SavedTree,
                ChartDrawing::Plot(_) => Said::SavedPlot,
            };
            (chart.picture(), what)
        }
    };
    let (drawn, what) = drawn;
    Ok((drawn.encode_until(format, cancel)?, what))
}
