//! File names: those suggested for an export, a typed path, a PNG sheet's pages.

use crate::picture::Format;
use std::path::{Path, PathBuf};

/// Where the pages of a PNG sheet go: `x.png` becomes `x-1.png`, `x-2.png`… (as the
/// command line names them).
pub(crate) fn page_paths(path: &Path, pages: usize) -> Vec<PathBuf> {
    let stem = path.file_stem().map_or_else(|| "puzzles".into(), |s| s.to_string_lossy().into_owned());
    (1..=pages).map(|i| path.with_file_name(format!("{stem}-{i}.png"))).collect()
}

/// A default file name for an export of the board shown, e.g. `queens-8x8-unique.json`, or
/// `queens-8x8-most.json` for a Most queens placement.
pub(crate) fn suggested_name(n: usize, what: &str) -> String {
    format!("queens-{n}x{n}-{what}.json")
}

/// A default file name for a picture of the board shown (`queens-8x8-board.png`), or a sheet
/// of its solutions (`queens-8x8-unique-sheet.pdf`).
pub(crate) fn suggested_picture_name(n: usize, what: &str, format: Format) -> String {
    format!("queens-{n}x{n}-{what}.{}", format.extension())
}

/// A typed path, with `~` expanded; `None` if blank.
pub(crate) fn typed_path(text: &str) -> Option<PathBuf> {
    let text = text.trim();
    if text.is_empty() {
        return None;
    }
    if let Some(rest) = text.strip_prefix("~/")
        && let Some(home) = std::env::var_os("HOME")
    {
        return Some(Path::new(&home).join(rest));
    }
    Some(PathBuf::from(text))
}
