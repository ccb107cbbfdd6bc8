//! `nqueens render` and `nqueens solve --format svg|png|pdf` as a person runs them: files
//! opened afterwards by a PDF reader, an XML parser and a PNG decoder; bad input refused.
#![cfg(all(feature = "cli", feature = "pictures"))]
mod common;

use common::cli::{fails, nqueens, refused};
use std::path::Path;

/// The board of the issue: 8×8, two fixed queens, a solution that keeps them.
const BOARD: &[&str] = &["render", "8", "--fix", "0,2", "--fix", "3,1", "--solution", "2,5,7,1,3,0,6,4"];

fn run(args: &[&str]) -> std::process::Output {
    let out = nqueens().args(args).output().unwrap();
    assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
    out
}

fn with_out<'a>(args: &[&'a str], path: &'a Path) -> Vec<&'a str> {
    let mut all = args.to_vec();
    all.extend(["--out", path.to_str().unwrap()]);
    all
}

/// Width and height of a PNG file, decoded.
fn png_size(path: &Path) -> (u32, u32) {
    let decoder = png::Decoder::new(std::io::BufReader::new(std::fs::File::open(path).unwrap()));
    let info = decoder.read_info().unwrap();
    (info.info().width, info.info().height)
}

/// The text of each page of a PDF file, as a PDF reader extracts it, without spaces (svg2pdf
/// places each glyph on its own, and readers guess spaces between them).
fn pdf_pages(bytes: &[u8]) -> Vec<String> {
    let pages = pdf_extract::extract_text_from_mem_by_pages(bytes).unwrap();
    pages.iter().map(|p| p.split_whitespace().collect()).collect()
}

/// The texts of an SVG document's `<text>` elements.
fn svg_texts(svg: &str) -> Vec<String> {
    let doc = roxmltree::Document::parse(svg).unwrap();
    doc.descendants().filter(|n| n.has_tag_name("text")).filter_map(|n| n.text()).map(str::to_owned).collect()
}

#[test]
fn a_board_renders_in_each_format_by_its_extension() {
    let dir = tempfile::tempdir().unwrap();
    let svg = dir.path().join("board.svg");
    run(&with_out(BOARD, &svg));
    let svg = std::fs::read_to_string(&svg).unwrap();
    let texts = svg_texts(&svg);
    for label in ["a", "h", "1", "8"] {
        assert!(texts.iter().any(|t| t == label), "{texts:?}");
    }

    let png = dir.path().join("board.png");
    run(&with_out(BOARD, &png));
    assert_eq!(png_size(&png), (640, 640));
    let big = dir.path().join("big.PNG");
    run(&with_out(&[BOARD, &["--size", "1000"]].concat(), &big));
    assert_eq!(png_size(&big), (1000, 1000));

    let pdf = dir.path().join("board.pdf");
    run(&with_out(BOARD, &pdf));
    let pages = pdf_pages(&std::fs::read(&pdf).unwrap());
    assert_eq!(pages.len(), 1);
    assert_eq!(pages[0].len(), 16, "8 files and 8 ranks: {}", pages[0]);

    // --format overrides the extension, and - writes to standard output.
    let odd = dir.path().join("board.dat");
    run(&with_out(&[BOARD, &["--format", "png"]].concat(), &odd));
    assert_eq!(png_size(&odd), (640, 640));
    let out = run(&[BOARD, &["--format", "svg", "--out", "-"]].concat());
    assert_eq!(String::from_utf8(out.stdout).unwrap(), svg);
}

#[test]
fn bad_render_input_is_refused_and_leaves_the_file_as_it_was() {
    let dir = tempfile::tempdir().unwrap();
    let kept = dir.path().join("kept.svg");
    std::fs::write(&kept, "earlier").unwrap();
    let kept_path = kept.to_str().unwrap();
    let err = fails(&["render", "8", "--out", dir.path().join("b.jpg").to_str().unwrap()]);
    assert!(err.contains(".svg, .png or .pdf") && err.contains("--format"), "{err}");
    let err = fails(&["render", "8", "--out", dir.path().to_str().unwrap()]);
    assert!(err.contains("is a directory"), "{err}");
    let err = fails(&["render", "8", "--solution", "0,4,7", "--out", kept_path]);
    assert!(err.contains("lists 3 columns") && err.contains("needs 8"), "{err}");
    let err = fails(&["render", "8", "--solution", "0,1,2,3,4,5,6,7", "--out", kept_path]);
    assert!(err.contains("attack each other along a diagonal"), "{err}");
    let err = fails(&["render", "8", "--solution", "0,2,4,6,1,3,5,7", "--out", kept_path]);
    assert!(err.contains("attack each other"), "{err}");
    let err = fails(&["render", "8", "--fix", "0,0", "--solution", "2,5,7,1,3,0,6,4", "--out", kept_path]);
    assert!(err.contains("fixed queen"), "{err}");
    let err = fails(&["render", "8", "--solution", "2,5,7,1,3,0,6,8", "--out", kept_path]);
    assert!(err.contains("off the 8x8 board"), "{err}");
    let err = fails(&["render", "8", "--size", "9", "--out", kept_path]);
    assert!(err.contains("from 16 to 8192"), "{err}");
    let err = fails(&["render", "65", "--attacked", "--out", kept_path]);
    assert!(err.contains("up to 64"), "{err}");
    let err = fails(&["render", "8", "--out", "-"]);
    assert!(err.contains("--format"), "{err}");
    let err = refused(&["render", "8", "--solution", "a,b", "--out", kept_path]);
    assert!(err.contains("like 0,4,7,5"), "{err}");
    assert_eq!(std::fs::read_to_string(&kept).unwrap(), "earlier");
}

#[test]
fn the_unique_sheet_of_8x8_has_12_boards_in_every_format() {
    let dir = tempfile::tempdir().unwrap();
    let pdf = dir.path().join("unique.pdf");
    run(&with_out(&["solve", "8", "--unique", "--format", "pdf"], &pdf));
    let text = pdf_pages(&std::fs::read(&pdf).unwrap()).concat();
    // Each caption is the solution's number and its columns, as `solve 8 --unique` lists them.
    let listed = common::cli::json(&["solve", "8", "--unique"]);
    let solutions = listed["solutions"].as_array().unwrap();
    for (i, cols) in solutions.iter().enumerate() {
        let caption = format!("{}.{cols}", i + 1);
        assert!(text.contains(&caption), "{caption} missing from {text}");
    }
    assert_eq!(text.matches(".[").count(), 12, "{text}");

    let svg = dir.path().join("unique.svg");
    run(&with_out(&["solve", "8", "--unique", "--format", "svg"], &svg));
    let svg = std::fs::read_to_string(&svg).unwrap();
    let captions = svg_texts(&svg).into_iter().filter(|t| t.contains(". [")).count();
    assert_eq!(captions, 12);
    assert_eq!(svg.matches("href=\"#queen-body\"").count(), 12 * 8, "12 boards of 8 queens");

    // PNG: one image a page, named after --out.
    let png = dir.path().join("unique.png");
    let out = run(&with_out(&["solve", "8", "--unique", "--format", "png"], &png));
    assert!(!png.exists());
    assert_eq!(png_size(&dir.path().join("unique-1.png")), (1240, 1754));
    assert!(String::from_utf8(out.stderr).unwrap().contains("unique-1.png"));
}

#[test]
fn the_sheet_of_all_8x8_solutions_has_92_captions() {
    let out = run(&["solve", "8", "--format", "svg"]);
    let svg = String::from_utf8(out.stdout).unwrap();
    let captions: Vec<String> = svg_texts(&svg).into_iter().filter(|t| t.contains(". [")).collect();
    assert_eq!(captions.len(), 92);
    assert!(captions[91].starts_with("92. [7, 3, 0, 2, 5, 1, 6, 4]"), "{captions:?}");
    let fixed = run(&["solve", "8", "--fix", "0,0", "--format", "svg"]);
    let texts = svg_texts(&String::from_utf8(fixed.stdout).unwrap());
    assert_eq!(texts.iter().filter(|t| t.contains(". [")).count(), 4);
    assert!(texts.iter().any(|t| t.contains("a8 [0, 0]")), "the title names the fixed queen");
}

#[test]
fn a_sheet_too_big_names_the_limit() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("all.pdf");
    let file = file.to_str().unwrap();
    let err = fails(&["solve", "12", "--format", "pdf", "--out", file]);
    assert!(err.contains("at most 10,000 boards") && err.contains("--limit"), "{err}");
    assert!(!Path::new(file).exists());
    let err = fails(&["solve", "8", "--limit", "10001", "--format", "pdf", "--out", file]);
    assert!(err.contains("--limit"), "{err}");
    for png_to_stdout in
        [&["solve", "8", "--format", "png"][..], &["solve", "8", "--format", "png", "--out", "-"]]
    {
        let err = fails(png_to_stdout);
        assert!(err.contains("--out FILE"), "{err}");
    }
    let err = fails(&["solve", "8", "--format", "svg", "--out", dir.path().to_str().unwrap()]);
    assert!(err.contains("is a directory"), "{err}");
    // Within the limit, the first K are drawn.
    run(&["solve", "12", "--limit", "30", "--format", "pdf", "--out", file]);
    let pages = pdf_pages(&std::fs::read(file).unwrap());
    assert_eq!(pages.len(), 5, "6 boards a page for 12 wide");
}

/// Issue 32: a PNG sheet of fewer pages than an earlier one of the same name left the old
/// `FILE-3.png`… silently. They are said (not removed: they may be someone's).
#[test]
fn pages_left_from_a_longer_sheet_are_said() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("sheet.png");
    run(&with_out(&["solve", "8", "--format", "png"], &out));
    let pages = std::fs::read_dir(dir.path()).unwrap().count();
    assert!(pages >= 3, "92 boards make several pages ({pages})");
    let shorter = run(&with_out(&["solve", "8", "--unique", "--format", "png"], &out));
    let said = String::from_utf8_lossy(&shorter.stderr);
    let last = dir.path().join(format!("sheet-{pages}.png"));
    assert!(said.contains("sheet-2.png to") && said.contains(&last.display().to_string()), "{said}");
    assert!(said.contains(&format!("({} files) are left from an earlier", pages - 1)), "{said}");
    // A sheet as long as the one before says nothing of the kind.
    let again = run(&with_out(&["solve", "8", "--format", "png"], &out));
    assert!(!String::from_utf8_lossy(&again.stderr).contains("earlier"));
}

/// Issue 48: a PNG or PDF of a board with 10^6 fixed queens failed after seconds ("nodes
/// limit reached": a ring around each fixed queen was an SVG element of its own). It is
/// drawn: the PNG shows each fixed queen's mark in blue, and the PDF is one page.
#[test]
fn a_million_fixed_queens_draw_as_png_and_pdf() {
    let n = 1_000_000;
    // n mod 6 = 4: the odd columns, then the even ones, is a solution (all queens fixed).
    let cols: Vec<usize> = (1..n).step_by(2).chain((0..n).step_by(2)).collect();
    let fixed: Vec<nqueens::board::Queen> =
        cols.iter().enumerate().map(|(row, &col)| nqueens::board::Queen::new(row, col)).collect();
    let dir = tempfile::tempdir().unwrap();
    let fix_file = dir.path().join("fixed.json");
    let pairs: Vec<[usize; 2]> = fixed.iter().map(|q| [q.row, q.col]).collect();
    std::fs::write(&fix_file, serde_json::to_vec(&pairs).unwrap()).unwrap();
    let args = ["render", "1000000", "--fix-file", fix_file.to_str().unwrap()];
    let png = dir.path().join("million.png");
    run(&with_out(&args, &png));
    let (width, height, pixels) = common::picture::decode(&std::fs::read(&png).unwrap());
    assert_eq!((width, height), (4096, 4096));
    let frame = nqueens::picture::BoardDrawing::new(n, &fixed).unwrap().frame(width as f32);
    let blue = |x: f32, y: f32| {
        let i = 4 * (y as usize * width as usize + x as usize);
        let [r, g, b] = [pixels[i], pixels[i + 1], pixels[i + 2]];
        b > 150 && r < 100 && g < 130
    };
    for row in (0..n).step_by(99_991) {
        let (x, y) = frame.corner(fixed[row]);
        assert!(blue(x + frame.square / 2.0, y + frame.square / 2.0), "the fixed queen of row {row}");
    }
    // Far from every queen: the board's own colour.
    let (x, y) = frame.corner(nqueens::board::Queen::new(n / 8, n - 1));
    assert!(!blue(x, y));
    let pdf = dir.path().join("million.pdf");
    run(&with_out(&args, &pdf));
    assert_eq!(pdf_pages(&std::fs::read(&pdf).unwrap()).len(), 1);
}
