//! What the picture actions say: Export image…, Export sheet…, Copy image and Copy as text,
//! their tooltips, why they cannot act, and what they did.

use crate::app::text::lang::messages;
use crate::picture::MAX_SHEET_BOARDS;

/// The dialog's filter for pictures.
pub(crate) fn image_files() -> String {
    messages::image_files()
}

/// The dialog's filter for sheets.
pub(crate) fn sheet_files() -> String {
    messages::sheet_files()
}

/// Why Export sheet cannot act while a search runs.
pub(crate) fn sheet_while_running() -> String {
    messages::sheet_while_running()
}

/// Why Export sheet cannot act with nothing listed.
pub(crate) fn no_sheet_yet() -> String {
    messages::no_sheet_yet()
}

pub(crate) fn sheet_too_big(listed: usize) -> String {
    messages::sheet_too_big(listed, MAX_SHEET_BOARDS)
}

pub(crate) fn text_too_wide(max: usize) -> String {
    messages::text_too_wide(max.to_string())
}

/// Why a sheet of `boards` was not drawn: it needs more memory than is left.
pub(crate) fn sheet_needs_memory(boards: usize, too_big: &crate::memory::TooBig) -> String {
    let mib = |bytes: u128| u64::try_from(bytes.div_ceil(1 << 20)).unwrap_or(u64::MAX);
    // No room seen means it needs more than any process can have.
    let room = too_big.room.as_ref().map_or(u64::MAX, |room| mib(room.bytes.into()));
    messages::sheet_needs_memory(boards, mib(too_big.bytes), room)
}

/// A sheet is printed: PNG is refused, with the formats it takes.
pub(crate) fn sheet_not_png() -> String {
    messages::sheet_not_png()
}

/// What a saved picture held, for "Saved … to FILE."
pub(crate) fn saved_board(n: usize) -> String {
    messages::saved_board(crate::app::text::numbers::thousands(n as u64))
}

pub(crate) fn saved_sheet(boards: usize, pages: usize) -> String {
    messages::saved_sheet(boards, pages)
}

pub(crate) fn copied_image(width: u32, height: u32) -> String {
    messages::copied_image(height.to_string(), width.to_string())
}

pub(crate) fn copied_text() -> String {
    messages::copied_board_text()
}

pub(crate) fn copy_failed(e: &str) -> String {
    messages::copy_failed(e)
}

/// What a Watch's board shows besides its queens, for Export image and Copy image: a local
/// search's costs and attacking pairs as the board draws them, and the caption naming the
/// search and its step in the app's language.
pub(crate) fn lesson(watch: &crate::app::watch::Watch) -> crate::picture::Lesson {
    use crate::lab::stepper::Stepper;
    let search = crate::app::watch::words::algorithm(watch.setup.algorithm);
    let step = watch.search.steps();
    let Stepper::Local(l) = &watch.search else {
        let caption = messages::picture_watch_caption(search, step);
        return crate::picture::Lesson { caption, ..Default::default() };
    };
    let board = l.board();
    let cols = board.cols();
    let costs = board
        .free_rows()
        .iter()
        .flat_map(|&row| {
            let row = row as usize;
            (0..cols.len()).filter(move |&col| cols[row] != col as u32).map(move |col| (row, col))
        })
        .map(|(row, col)| (crate::board::Queen::new(row, col), board.h_if(row, col)))
        .collect();
    crate::picture::Lesson {
        costs,
        attacks: crate::picture::attack_curves(cols),
        caption: messages::picture_watch_caption_local(board.h(), search, step),
    }
}
