//! What the picture actions say: Export image…, Export sheet…, Copy image and Copy as text,
//! their tooltips, why they cannot act, and what they did.

use crate::app::text::numbers::thousands;
use crate::picture::MAX_SHEET_BOARDS;

pub(crate) const EXPORT_IMAGE: &str = "Export image…";
pub(crate) const EXPORT_SHEET: &str = "Export sheet…";
pub(crate) const COPY_IMAGE: &str = "Copy image";
pub(crate) const COPY_TEXT: &str = "Copy as text";

/// What each does, in the shortcut list (F1) and, with its keys, in its tooltip.
pub(crate) const EXPORT_IMAGE_WHAT: &str = "Save the board shown as a picture: its fixed queens, the solution or placement shown, and the \
     hints if they are on. SVG, PNG or PDF, by the name's ending";
pub(crate) const EXPORT_SHEET_WHAT: &str = "Save the listed solutions on A4 pages, each board captioned with its number and columns, for \
     printing. PDF or SVG, by the name's ending";
pub(crate) const COPY_IMAGE_WHAT: &str = "Copy the board shown as an image, to paste into a document";
pub(crate) const COPY_TEXT_WHAT: &str =
    "Copy the board shown as text: · an empty square, ♕ a queen, ♛ a fixed queen";

/// The dialog's filters.
pub(crate) const IMAGE_FILES: &str = "Pictures (SVG, PNG, PDF)";
pub(crate) const SHEET_FILES: &str = "Sheets (PDF, SVG)";

/// Why Export sheet cannot act now.
pub(crate) const SHEET_WHILE_RUNNING: &str = "Stop the search before exporting a sheet.";
pub(crate) const NO_SHEET_YET: &str = "No solutions listed yet: press Solve first.";

pub(crate) fn sheet_too_big(listed: usize) -> String {
    format!(
        "A sheet holds at most {} boards, and {} solutions are listed: set Stop after to {} or \
         fewer and Solve again, or Export JSON instead.",
        thousands(MAX_SHEET_BOARDS as u64),
        thousands(listed as u64),
        thousands(MAX_SHEET_BOARDS as u64),
    )
}

pub(crate) fn text_too_wide(max: usize) -> String {
    format!("Copy as text draws boards up to {max}×{max}: use Copy image for this one.")
}

/// A sheet is printed: PNG is refused, with the formats it takes.
pub(crate) const SHEET_NOT_PNG: &str = "A sheet is saved as PDF or SVG: name the file .pdf or .svg.";

/// What a saved picture held, for "Saved … to FILE."
pub(crate) fn saved_board(n: usize) -> String {
    format!("a picture of the {n}×{n} board", n = thousands(n as u64))
}

pub(crate) fn saved_sheet(boards: usize, pages: usize) -> String {
    let noun = if boards == 1 { "board" } else { "boards" };
    let page = if pages == 1 { "page" } else { "pages" };
    format!("a sheet of {} {noun} on {} {page}", thousands(boards as u64), thousands(pages as u64))
}

pub(crate) fn export_failed(e: &str) -> String {
    format!("Export failed: {e}")
}

pub(crate) fn copied_image(width: u32, height: u32) -> String {
    format!("Copied the board as a {width}×{height} image.")
}

pub(crate) const COPIED_TEXT: &str =
    "Copied the board as text: · an empty square, ♕ a queen, ♛ a fixed queen.";

pub(crate) fn copy_failed(e: &str) -> String {
    format!("Could not copy the board: {e}")
}
