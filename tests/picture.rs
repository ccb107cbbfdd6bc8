//! Pictures read back the way a person's tools would read them: PNG decoded to pixels, SVG
//! parsed as XML and rasterised by usvg/resvg, PDF opened by a PDF reader for its text.
#![cfg(feature = "pictures")]
mod common;

use common::picture::{decode, differing, squares_of};
use nqueens::board::{Problem, Queen};
use nqueens::format::SolutionSet;
use nqueens::picture::{BoardDrawing, Format, PictureError, Sheet};
use nqueens::store::SolutionStore;
use nqueens::stream::{Filter, Found, Options};
use nqueens::{CancelFlag, Control, Progress};
use proptest::prelude::*;

/// Every solution of `problem`, in lexicographic order.
fn solutions(problem: &Problem, filter: Filter) -> SolutionSet {
    let mut store = SolutionStore::new(problem.n());
    let options = Options { ordered: true, filter, ..Options::default() };
    nqueens::enumerate(problem, &options, &Progress::new(), &CancelFlag::new(), &mut |s: Found<'_>| {
        store.push(s.cols, s.class_size);
        Control::Continue
    });
    SolutionSet { n: problem.n(), fixed: problem.fixed().to_vec(), filter, complete: true, solutions: store }
}

/// Rasterises an SVG document with usvg and resvg, at one pixel per unit.
fn rasterise_svg(svg: &str) -> (u32, u32, Vec<u8>) {
    let tree = resvg::usvg::Tree::from_str(svg, &resvg::usvg::Options::default()).unwrap();
    let size = tree.size().to_int_size();
    let mut pixmap = resvg::tiny_skia::Pixmap::new(size.width(), size.height()).unwrap();
    resvg::render(&tree, resvg::tiny_skia::Transform::default(), &mut pixmap.as_mut());
    (size.width(), size.height(), pixmap.data().to_vec())
}

/// A random solution of a random board with some of its queens fixed.
fn board_and_solution() -> impl Strategy<Value = (usize, Vec<Queen>, Vec<u32>)> {
    (4usize..=12, any::<prop::sample::Index>(), prop::collection::vec(any::<bool>(), 12)).prop_map(
        |(n, pick, fix)| {
            let all = solutions(&Problem::empty(n).unwrap(), Filter::All);
            let cols = all.solutions.to_vec(pick.index(all.solutions.len()));
            let fixed = squares_of(&cols).into_iter().zip(fix).filter(|&(_, f)| f).map(|(q, _)| q).take(3);
            (n, fixed.collect(), cols)
        },
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(6))]

    /// Exactly the solution's squares differ from the empty board's picture, in the PNG
    /// and in the SVG.
    #[test]
    fn the_queens_read_back_from_the_pixels((n, fixed, cols) in board_and_solution()) {
        let size = 320.0;
        let empty = BoardDrawing::new(n, &[]).unwrap();
        let solved = BoardDrawing::new(n, &fixed).unwrap().with_solution(&cols).unwrap();
        let frame = solved.frame(size);
        prop_assert_eq!(frame, empty.frame(size));

        let png = |b: &BoardDrawing| decode(&b.picture(size).encode(Format::Png).unwrap()[0]);
        let ((w, h, before), (_, _, after)) = (png(&empty), png(&solved));
        prop_assert_eq!((w, h), (320, 320));
        prop_assert_eq!(differing(n, &frame, w, &before, &after), squares_of(&cols));

        let svg = |b: &BoardDrawing| rasterise_svg(&b.picture(size).svg());
        let ((w, _, before), (_, _, after)) = (svg(&empty), svg(&solved));
        prop_assert_eq!(differing(n, &frame, w, &before, &after), squares_of(&cols));
    }
}

#[test]
fn a_wide_completion_reads_back_as_a_pattern() {
    // 100 wide in 400 pixels: queens are marks a square wide, with no grid between them.
    let n = 100;
    let problem = Problem::wide(n, vec![]).unwrap();
    let options = Options { limit: Some(1), ..Options::default() };
    let mut cols = Vec::new();
    nqueens::wide::complete(&problem, &options, &Progress::new(), &CancelFlag::new(), &mut |s: Found<'_>| {
        cols = s.cols.to_vec();
        Control::Stop
    });
    assert_eq!(cols.len(), n, "a 100-wide board has a completion");
    let empty = BoardDrawing::new(n, &[]).unwrap();
    let solved = BoardDrawing::new(n, &[]).unwrap().with_solution(&cols).unwrap();
    let frame = solved.frame(400.0);
    assert!(frame.square < 6.0 && frame.strip == 0.0, "{frame:?}");
    let png = |b: &BoardDrawing| decode(&b.picture(400.0).encode(Format::Png).unwrap()[0]);
    let ((w, _, before), (_, _, after)) = (png(&empty), png(&solved));
    // Marks cover their whole square: the inside test needs squares of 3 pixels or more.
    assert!(frame.square >= 2.9);
    assert_eq!(differing(n, &frame, w, &before, &after), squares_of(&cols));
}

#[test]
fn the_svg_is_well_formed_xml_with_its_coordinates() {
    let board = BoardDrawing::new(8, &[Queen::new(0, 0), Queen::new(3, 5)]).unwrap();
    let svg = board.picture(400.0).svg();
    let doc = roxmltree::Document::parse(&svg).unwrap();
    let root = doc.root_element();
    assert_eq!(root.tag_name().name(), "svg");
    assert_eq!(root.attribute("width"), Some("400"));
    let texts: Vec<&str> =
        doc.descendants().filter(|n| n.has_tag_name("text")).filter_map(|n| n.text()).collect();
    for label in ["a", "h", "1", "8"] {
        assert!(texts.contains(&label), "{label} missing from {texts:?}");
    }
    // Past 64 wide, no coordinates.
    let wide = BoardDrawing::new(65, &[]).unwrap().picture(400.0).svg();
    assert!(!roxmltree::Document::parse(&wide).unwrap().descendants().any(|n| n.has_tag_name("text")));
}

/// Text of each page of a PDF, as a PDF reader extracts it.
fn pdf_pages(pdf: &[u8]) -> Vec<String> {
    pdf_extract::extract_text_from_mem_by_pages(pdf).unwrap()
}

/// The text without its spaces and line breaks: svg2pdf places each glyph on its own, so a
/// reader guesses where words end (pdf-extract puts a space between every two glyphs).
fn squeezed(text: &str) -> String {
    text.split_whitespace().collect()
}

#[test]
fn the_unique_sheet_of_8x8_holds_12_boards_and_their_captions() {
    let set = solutions(&Problem::empty(8).unwrap(), Filter::Unique);
    assert_eq!(set.solutions.len(), 12);
    let sheet = Sheet::new(&set).unwrap();
    let picture = sheet.picture().unwrap();
    assert_eq!(picture.page_count(), 1, "the 12 fit on one page");

    let pdf = &picture.encode(Format::Pdf).unwrap()[0];
    let pages = pdf_pages(pdf);
    assert_eq!(pages.len(), 1);
    let text = squeezed(&pages.join(" "));
    for i in 0..12 {
        let caption = sheet.caption(i);
        assert!(text.contains(&squeezed(&caption)), "{caption} missing from the PDF's text: {text}");
    }
    for line in sheet.title() {
        assert!(text.contains(&squeezed(&line)), "{line} missing from {text}");
    }

    // The SVG: one page holding 12 boards (a queen glyph each per square) and 12 captions.
    let svg = picture.svg();
    let doc = roxmltree::Document::parse(&svg).unwrap();
    let texts: Vec<&str> =
        doc.descendants().filter(|n| n.has_tag_name("text")).filter_map(|n| n.text()).collect();
    let captions: Vec<&&str> = texts.iter().filter(|t| t.contains(". [")).collect();
    assert_eq!(captions.len(), 12, "{captions:?}");
    let queens = doc
        .descendants()
        .filter(|n| n.attribute(("http://www.w3.org/1999/xlink", "href")) == Some("#queen-body"));
    assert_eq!(queens.count(), 12 * 8);
}

#[test]
fn the_sheet_of_all_92_solutions_spans_pages_with_every_caption() {
    let set = solutions(&Problem::empty(8).unwrap(), Filter::All);
    let sheet = Sheet::new(&set).unwrap();
    let picture = sheet.picture().unwrap();
    assert_eq!(picture.page_count(), 8, "12 boards a page");
    let pages = pdf_pages(&picture.pdf().unwrap());
    assert_eq!(pages.len(), 8);
    let text = squeezed(&pages.join(" "));
    let captions = (0..92).filter(|&i| text.contains(&squeezed(&sheet.caption(i)))).count();
    assert_eq!(captions, 92);
    assert!(text.contains("Page8of8"));
    let pngs = picture.encode(Format::Png).unwrap();
    assert_eq!(pngs.len(), 8);
    let (w, h, _) = decode(&pngs[7]);
    assert_eq!((w, h), (1240, 1754), "A4 at 150 dpi");
}

#[test]
fn a_board_pdf_has_one_page_with_its_coordinates_as_text() {
    let board = BoardDrawing::new(8, &[Queen::new(0, 2), Queen::new(3, 1)]).unwrap();
    let pdf = &board.picture(640.0).encode(Format::Pdf).unwrap()[0];
    let doc = pdf_extract::Document::load_mem(pdf).unwrap();
    assert_eq!(doc.get_pages().len(), 1);
    let text = squeezed(&pdf_pages(pdf)[0]);
    let mut labels: Vec<char> = text.chars().collect();
    labels.sort_unstable();
    assert_eq!(String::from_iter(labels), "12345678abcdefgh", "{text}");
}

#[test]
fn bad_input_gets_clear_errors() {
    let e = Format::from_path(std::path::Path::new("board.jpg")).unwrap_err();
    assert!(e.to_string().contains(".svg, .png or .pdf"), "{e}");
    assert_eq!(Format::from_path(std::path::Path::new("B.PDF")), Ok(Format::Pdf));
    assert!(matches!(nqueens::picture::check_size(8), Err(PictureError::Size { size: 8 })));
    let e = BoardDrawing::new(8, &[]).unwrap().with_solution(&[0, 4, 7]).unwrap_err();
    assert!(e.to_string().contains("lists 3 columns"), "{e}");
}
