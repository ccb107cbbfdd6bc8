//! Pictures of boards for reports and classrooms: one board, or a sheet of many solutions,
//! as SVG (vector), PNG (rasterised without a GPU) or PDF (fonts embedded).
//!
//! A [`BoardDrawing`] says what to draw: the size, the fixed queens (drawn apart from the placed
//! ones: blue, in a ring), the placed queens, and optionally the attacked squares or the
//! hint numbers ([`Marks`]). A [`Sheet`] lays out many solutions on A4 pages, each board
//! captioned with its number in the list and its columns by row. Either becomes a
//! [`Picture`]: pages of SVG, which are the picture itself; PNG and PDF are made from that
//! same SVG, so the three formats show the same thing.
//!
//! ```
//! use nqueens::picture::{BoardDrawing, Format};
//! use nqueens::Queen;
//!
//! let board = BoardDrawing::new(8, &[Queen::new(0, 0)])?.with_solution(&[0, 4, 7, 5, 2, 6, 1, 3])?;
//! let svg = board.picture(480.0).svg();
//! assert!(svg.starts_with("<?xml") && svg.contains("<svg"));
//! # #[cfg(feature = "pictures")]
//! assert!(board.picture(480.0).encode(Format::Png)?[0].starts_with(b"\x89PNG"));
//! # Ok::<(), nqueens::picture::PictureError>(())
//! ```
//!
//! PNG and PDF need the `pictures` feature (on by default); without it they are refused
//! with [`PictureError::NotBuilt`], and SVG still works.

mod board;
mod draw;
mod font;
mod lesson;
mod pages;
#[cfg(feature = "pictures")]
mod pdf;
mod plot;
#[cfg(feature = "pictures")]
mod png;
mod puzzles;
mod sheet;
mod svg;
mod tree;
mod words;

pub use board::{BoardDrawing, Frame, MAX_GRID_N, Marks};
pub use lesson::{Lesson, attack_curves};
pub use plot::{Axes, Axis, PlotDrawing, Series, series_color, tick_label, ticks};
pub use puzzles::{MAX_SHEET_PUZZLES, PuzzleSheet};
pub use sheet::{MAX_SHEET_BOARDS, Sheet};
pub use tree::{NodeMark, TreeDrawing, TreeNode, tidy_slots};
pub use words::Lang;

use crate::board::{Attack, Queen};
use crate::control::CancelFlag;
use std::fmt;
use std::path::{Path, PathBuf};

/// The smallest and largest picture of one board, in pixels (PNG) or CSS pixels (SVG, PDF).
pub const MIN_SIZE: u32 = 16;
pub const MAX_SIZE: u32 = 8192;

/// A picture's file format.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Format {
    Svg,
    Png,
    Pdf,
}

impl Format {
    /// The format a file's name asks for: `.svg`, `.png` or `.pdf`, in any case.
    pub fn from_path(path: &Path) -> Result<Format, PictureError> {
        let extension = path.extension().and_then(|e| e.to_str()).map(str::to_ascii_lowercase);
        match extension.as_deref() {
            Some("svg") => Ok(Format::Svg),
            Some("png") => Ok(Format::Png),
            Some("pdf") => Ok(Format::Pdf),
            _ => Err(PictureError::UnknownFormat { path: path.to_owned() }),
        }
    }

    /// The file name extension, without the dot.
    pub fn extension(self) -> &'static str {
        match self {
            Format::Svg => "svg",
            Format::Png => "png",
            Format::Pdf => "pdf",
        }
    }
}

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Format::Svg => "SVG",
            Format::Png => "PNG",
            Format::Pdf => "PDF",
        })
    }
}

/// Why a picture cannot be made.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PictureError {
    #[error("board size {n} is out of range: it must be from 1 to {max}")]
    BoardSize { n: usize, max: usize },
    #[error("a queen at row {}, column {} is off the {n}x{n} board (rows and columns are 0 to {})", .queen.row, .queen.col, .n - 1)]
    OffBoard { queen: Queen, n: usize },
    #[error("the solution lists {got} columns, but the {n}x{n} board needs {n}: one column for each row")]
    SolutionLength { got: usize, n: usize },
    #[error("the solution's queens at row {}, column {} and row {}, column {} attack each other along a {how}", .a.row, .a.col, .b.row, .b.col)]
    SolutionAttacks { a: Queen, b: Queen, how: Attack },
    #[error("the solution puts row {}'s queen in column {col}, but the fixed queen there is in column {}", .fixed.row, .fixed.col)]
    BreaksFixed { fixed: Queen, col: usize },
    #[error("the hints are of a {hints}x{hints} board, not of this {n}x{n} one")]
    HintsSize { hints: usize, n: usize },
    #[error("attacked squares and hints are drawn on boards up to {max} wide (this one is {n})")]
    MarksTooWide { n: usize, max: usize },
    #[error("a picture's size must be from {MIN_SIZE} to {MAX_SIZE} pixels (got {size})")]
    Size { size: u32 },
    #[error("a sheet holds at most {max} boards, and this one would hold {count}")]
    TooManyBoards { count: usize, max: usize },
    #[error("cannot tell the picture format of {}: name it .svg, .png or .pdf", .path.display())]
    UnknownFormat { path: PathBuf },
    #[error("this build writes no {0} pictures (built without the `pictures` feature); SVG works")]
    NotBuilt(Format),
    #[error("cannot draw the picture: {0}")]
    Render(String),
    /// The flag given to [`Picture::encode_until`] was raised.
    #[error("stopped before the picture was drawn")]
    Stopped,
}

/// A picture: one or more pages of SVG, each `width` × `height` units.
#[derive(Debug, Clone)]
pub struct Picture {
    width: f32,
    height: f32,
    /// Each page's drawing, without the document around it.
    pages: Vec<String>,
    /// PNG pixels per unit.
    png_scale: f32,
    /// PDF points per unit.
    pdf_scale: f32,
}

impl BoardDrawing {
    /// The board as a picture `size` units wide and tall: pixels in a PNG, CSS pixels in an
    /// SVG, and ¾ of a point each in a PDF (so 640 is 17 cm, as a browser prints it).
    /// A Watch's board gets its caption in a band below the board.
    pub fn picture(&self, size: f32) -> Picture {
        let mut page = svg::Svg { out: String::new() };
        draw::board(&mut page, self, 0.0, 0.0, size);
        let mut height = size;
        if let Some(lesson) = self.lesson().filter(|l| !l.caption.is_empty()) {
            let band = draw::caption(&mut page, &lesson.caption, size, size);
            height += band;
        }
        Picture { width: size, height, pages: vec![page.out], png_scale: 1.0, pdf_scale: 0.75 }
    }

    /// The picture size that shows the board well when none is asked for: 640 up to
    /// [`MAX_GRID_N`] wide, two units a square past that (up to 4096), so that a wide
    /// board's queens stay a visible pattern.
    pub fn default_size(&self) -> u32 {
        if self.grid() { 640 } else { (2 * self.n()).clamp(640, 4096) as u32 }
    }
}

/// Checks a picture size asked for by a person.
pub fn check_size(size: u32) -> Result<f32, PictureError> {
    if (MIN_SIZE..=MAX_SIZE).contains(&size) { Ok(size as f32) } else { Err(PictureError::Size { size }) }
}

impl Picture {
    pub fn page_count(&self) -> usize {
        self.pages.len()
    }

    /// The PNG size of each page, in pixels.
    pub fn png_size(&self) -> (u32, u32) {
        ((self.width * self.png_scale).round() as u32, (self.height * self.png_scale).round() as u32)
    }

    /// About the most memory, in bytes, that [`Picture::encode`] takes for `format`, on top
    /// of the picture itself: measured, with room to spare (a PNG page is held twice as
    /// pixels while encoded, 537 MB at 8192 × 8192; a PDF sheet of 10,000 boards, 81 MB of
    /// SVG, peaked at 148 MB), so that a picture too big for the memory left can be refused
    /// before it is drawn instead of aborting part-way.
    pub fn memory_needed(&self, format: Format) -> u64 {
        let svg: u64 = self.pages.iter().map(|p| p.len() as u64).sum();
        let largest_page = self.pages.iter().map(|p| p.len() as u64).max().unwrap_or(0);
        let (width, height) = self.png_size();
        encoding_memory(format, svg, largest_page, self.pages.len() as u64, (width, height))
    }

    /// The whole picture as one SVG document: pages one below the other.
    pub fn svg(&self) -> String {
        let count = self.pages.len().max(1) as f32;
        let mut doc = svg::Svg::new(self.width, self.height * count);
        for (i, page) in self.pages.iter().enumerate() {
            let top = self.height * i as f32;
            if i > 0 {
                // Where one printed page would end and the next begin.
                doc.rect(0.0, top - 0.25, self.width, 0.5, "#bbbbbb");
            }
            doc.group_at(0.0, top);
            doc.out.push_str(page);
            doc.close_group();
        }
        doc.finish()
    }

    /// Page `index` alone as an SVG document.
    #[cfg_attr(not(feature = "pictures"), allow(dead_code))]
    fn page_svg(&self, index: usize) -> String {
        let mut doc = svg::Svg::new(self.width, self.height);
        doc.out.push_str(&self.pages[index]);
        doc.finish()
    }

    /// The picture's files' contents: one SVG document, one PDF document (a page per
    /// page), or one PNG image per page.
    pub fn encode(&self, format: Format) -> Result<Vec<Vec<u8>>, PictureError> {
        self.encode_until(format, &CancelFlag::new())
    }

    /// [`Picture::encode`], looking at `cancel` between pages (a sheet's hundreds of pages
    /// take a while): [`PictureError::Stopped`] once it is raised.
    pub fn encode_until(&self, format: Format, cancel: &CancelFlag) -> Result<Vec<Vec<u8>>, PictureError> {
        let go_on = || if cancel.is_cancelled() { Err(PictureError::Stopped) } else { Ok(()) };
        match format {
            Format::Svg => go_on().map(|()| vec![self.svg().into_bytes()]),
            Format::Png => (0..self.pages.len()).map(|i| go_on().and_then(|()| self.png(i))).collect(),
            Format::Pdf => Ok(vec![self.pdf_until(cancel)?]),
        }
    }

    /// Page `index` as PNG.
    pub fn png(&self, index: usize) -> Result<Vec<u8>, PictureError> {
        #[cfg(feature = "pictures")]
        {
            png::encode(&self.page_svg(index), self.png_scale)
        }
        #[cfg(not(feature = "pictures"))]
        {
            let _ = index;
            Err(PictureError::NotBuilt(Format::Png))
        }
    }

    /// Page `index` rasterised: straight (not premultiplied) RGBA, row by row.
    pub fn rgba(&self, index: usize) -> Result<Raster, PictureError> {
        #[cfg(feature = "pictures")]
        {
            png::raster(&self.page_svg(index), self.png_scale)
        }
        #[cfg(not(feature = "pictures"))]
        {
            let _ = index;
            Err(PictureError::NotBuilt(Format::Png))
        }
    }

    /// The whole picture as a PDF document, one page per page.
    pub fn pdf(&self) -> Result<Vec<u8>, PictureError> {
        self.pdf_until(&CancelFlag::new())
    }

    fn pdf_until(&self, cancel: &CancelFlag) -> Result<Vec<u8>, PictureError> {
        #[cfg(feature = "pictures")]
        {
            let pages = (0..self.pages.len()).map(|i| self.page_svg(i));
            pdf::encode(pages, self.width * self.pdf_scale, self.height * self.pdf_scale, cancel)
        }
        #[cfg(not(feature = "pictures"))]
        {
            let _ = (self.pdf_scale, cancel);
            Err(PictureError::NotBuilt(Format::Pdf))
        }
    }
}

/// [`Picture::memory_needed`] from the sizes of the SVG (all pages, the largest page), the
/// number of pages and a PNG page's pixels.
fn encoding_memory(
    format: Format,
    svg: u64,
    largest_page: u64,
    pages: u64,
    (width, height): (u32, u32),
) -> u64 {
    // The parsed drawing of a page (usvg's tree) against its SVG text.
    let tree = 8 * largest_page;
    match format {
        Format::Svg => 2 * svg,
        Format::Png => {
            let pixels = 4 * u64::from(width) * u64::from(height);
            // Two copies of the page's pixels, and the pages already encoded (a page of flat
            // colours compresses to far less than a tenth).
            2 * pixels + tree + pages * (pixels / 10)
        }
        Format::Pdf => 3 * svg + tree,
    }
}

/// A rasterised page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Raster {
    pub width: u32,
    pub height: u32,
    /// Four bytes a pixel (red, green, blue, alpha), rows top to bottom.
    pub rgba: Vec<u8>,
}
