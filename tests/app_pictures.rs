#![cfg(all(feature = "gui", feature = "pictures"))]
//! Export image…, Export sheet…, Copy image and Copy as text in the app, as a person uses
//! them (the path field stands in for the desktop's dialog); the files and the clipboard's
//! contents read back.

mod common;

use common::app::{
    AppHarness, click, notice, notice_text, set_size, step_until, through_path_field, wait_until_idle,
};
use common::picture::{decode, differing};
use eframe::egui::{self, Key, Modifiers, OutputCommand};
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use nqueens::app::{Action, FileOp};
use nqueens::board::Queen;
use nqueens::picture::{BoardDrawing, Format};

fn harness() -> AppHarness {
    let mut h = common::app::harness();
    h.state_mut().use_path_field();
    h
}

/// The board: 8×8 with queens fixed on c8 and b5, solved, the first solution shown.
fn solved_with_two_fixed() -> AppHarness {
    let mut h = harness();
    set_size(&mut h, 8);
    click(&mut h, "c8");
    click(&mut h, "b5");
    click(&mut h, "Solve");
    wait_until_idle(&mut h);
    assert_eq!(h.state().state.selected(), Some(0));
    h
}

/// The queens the board shows: the fixed ones and the selected solution's.
fn shown_queens(h: &AppHarness) -> Vec<Queen> {
    let shown = h.state().state.shown().expect("a solution shown");
    shown.iter().enumerate().map(|(row, col)| Queen::new(row, col.unwrap() as usize)).collect()
}

/// Presses a shortcut in a frame of its own, to read that frame's output (kittest's
/// `key_press_modifiers` runs a frame per event, and the key's release comes last).
fn press(h: &mut AppHarness, modifiers: Modifiers, key: Key) {
    h.event(egui::Event::Key { key, physical_key: None, pressed: true, repeat: false, modifiers });
    h.step();
}

/// What the app asked the clipboard to hold in its last frame.
fn copied(h: &AppHarness) -> Vec<OutputCommand> {
    let commands = &h.output().platform_output.commands;
    commands
        .iter()
        .filter(|c| matches!(c, OutputCommand::CopyImage(_) | OutputCommand::CopyText(_)))
        .cloned()
        .collect()
}

#[test]
fn export_image_saves_the_board_shown_in_the_format_its_name_asks_for() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = solved_with_two_fixed();
    let png = dir.path().join("report.png");
    through_path_field(&mut h, "Export image…", "Save to path:", &png);
    wait_until_idle(&mut h);
    assert!(notice_text(&h).starts_with("Saved a picture of the 8×8 board to"), "{}", notice_text(&h));

    // Read the queens back: exactly the shown queens' squares differ from an empty board.
    let (width, _, pixels) = decode(&std::fs::read(&png).unwrap());
    let empty = BoardDrawing::new(8, &[]).unwrap();
    let size = empty.default_size() as f32;
    let (_, _, blank) = decode(&empty.picture(size).encode(Format::Png).unwrap()[0]);
    let mut queens = shown_queens(&h);
    queens.sort();
    assert_eq!(differing(8, &empty.frame(size), width, &blank, &pixels), queens);

    for name in ["report.svg", "report.pdf"] {
        let path = dir.path().join(name);
        through_path_field(&mut h, "Export image…", "Save to path:", &path);
        wait_until_idle(&mut h);
        let bytes = std::fs::read(&path).unwrap();
        assert!(bytes.starts_with(b"<?xml") || bytes.starts_with(b"%PDF"), "{name}");
    }
    // A name with no picture ending is refused, and nothing is written.
    let odd = dir.path().join("report.jpg");
    through_path_field(&mut h, "Export image…", "Save to path:", &odd);
    wait_until_idle(&mut h);
    let (text, error) = notice(&h).unwrap();
    assert!(error && text.contains(".svg, .png or .pdf"), "{text}");
    assert!(!odd.exists());
}

#[test]
fn export_image_carries_the_hints_while_they_are_on() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = solved_with_two_fixed();
    let plain = dir.path().join("plain.png");
    through_path_field(&mut h, "Export image…", "Save to path:", &plain);
    wait_until_idle(&mut h);
    h.get_by_label("Hints").click();
    h.run_ok();
    step_until(&mut h, "the hints", |h| h.query_by_label_contains("keep these queens").is_some());
    let hinted = dir.path().join("hinted.png");
    through_path_field(&mut h, "Export image…", "Save to path:", &hinted);
    wait_until_idle(&mut h);

    // Every square without a queen gets a hint (a count or a cross); the queens' squares
    // look as they did.
    let (width, _, before) = decode(&std::fs::read(&plain).unwrap());
    let (_, _, after) = decode(&std::fs::read(&hinted).unwrap());
    let board = BoardDrawing::new(8, &[]).unwrap();
    let frame = board.frame(board.default_size() as f32);
    let queens = shown_queens(&h);
    let empty: Vec<Queen> =
        (0..64).map(|i| Queen::new(i / 8, i % 8)).filter(|q| !queens.contains(q)).collect();
    assert_eq!(differing(8, &frame, width, &before, &after), empty);
}

#[test]
fn export_sheet_saves_the_listed_solutions_with_their_captions() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness();
    set_size(&mut h, 8);
    // Before a Solve there is nothing to draw: the shortcut says why.
    h.key_press_modifiers(Modifiers::COMMAND, Key::P);
    h.run_ok();
    let (why, error) = notice(&h).unwrap();
    assert!(error && why.contains("press Solve"), "{why}");
    assert!(h.state().state.files.prompt.is_none());
    click(&mut h, "Unique");
    click(&mut h, "Solve");
    wait_until_idle(&mut h);
    let pdf = dir.path().join("twelve.pdf");
    through_path_field(&mut h, "Export sheet…", "Save to path:", &pdf);
    wait_until_idle(&mut h);
    assert!(notice_text(&h).starts_with("Saved a sheet of 12 boards on 1 page"), "{}", notice_text(&h));
    let pages = pdf_extract::extract_text_from_mem_by_pages(&std::fs::read(&pdf).unwrap()).unwrap();
    let text: String = pages.concat().split_whitespace().collect();
    assert_eq!(pages.len(), 1);
    let results = h.state().state.results().unwrap();
    for i in 0..12 {
        let caption: String =
            format!("{}. {:?}", i + 1, results.store().to_vec(i)).split_whitespace().collect();
        assert!(text.contains(&caption), "{caption} missing from {text}");
    }
    let png = dir.path().join("twelve.png");
    through_path_field(&mut h, "Export sheet…", "Save to path:", &png);
    wait_until_idle(&mut h);
    assert!(notice_text(&h).contains("PDF or SVG"), "{}", notice_text(&h));
    assert!(!png.exists());

    // 14,200 solutions of 12×12 are more than a sheet holds: the button says why not.
    set_size(&mut h, 12);
    click(&mut h, "All");
    click(&mut h, "Solve");
    wait_until_idle(&mut h);
    assert_eq!(h.state().state.listed(), 14_200);
    assert!(h.get_by_label("Export sheet…").accesskit_node().is_disabled());
    h.state_mut().state.apply(Action::Pick(FileOp::ExportSheet));
    let (why, error) = notice(&h).unwrap();
    assert!(error && why.contains("at most 10,000 boards") && why.contains("14,200"), "{why}");
}

#[test]
fn copy_image_puts_the_board_shown_on_the_clipboard() {
    let mut h = solved_with_two_fixed();
    h.get_by_label("Copy image").click();
    h.step();
    let commands = copied(&h);
    let [OutputCommand::CopyImage(image)] = commands.as_slice() else { panic!("{commands:?}") };
    assert_eq!(image.size, [640, 640]);
    // The queens read back from the copied pixels.
    let pixels: Vec<u8> = image.pixels.iter().flat_map(|c| c.to_srgba_unmultiplied()).collect();
    let empty = BoardDrawing::new(8, &[]).unwrap();
    let blank = empty.picture(640.0).rgba(0).unwrap().rgba;
    let mut queens = shown_queens(&h);
    queens.sort();
    assert_eq!(differing(8, &empty.frame(640.0), 640, &blank, &pixels), queens);
    h.run_ok();
    // Said in the status line, as every Copy is.
    assert!(h.query_by_label_contains("Copied the board as a 640×640 image").is_some());

    // The shortcut does the same.
    press(&mut h, Modifiers::COMMAND | Modifiers::SHIFT, Key::C);
    assert!(matches!(copied(&h).as_slice(), [OutputCommand::CopyImage(_)]));
}

#[test]
fn copy_as_text_puts_the_lesson_board_on_the_clipboard() {
    let mut h = harness();
    set_size(&mut h, 4);
    click(&mut h, "b4"); // row 0, column 1
    h.get_by_label("Copy as text").click();
    h.step();
    assert_eq!(copied(&h), [OutputCommand::CopyText("· ♛ · ·\n· · · ·\n· · · ·\n· · · ·\n".into())]);
    click(&mut h, "Solve");
    wait_until_idle(&mut h);
    press(&mut h, Modifiers::COMMAND | Modifiers::SHIFT, Key::T);
    assert_eq!(copied(&h), [OutputCommand::CopyText("· ♛ · ·\n· · · ♕\n♕ · · ·\n· · ♕ ·\n".into())]);

    // Past 64 wide there is no text board: the button says so.
    set_size(&mut h, 65);
    h.state_mut().state.apply(Action::CopyText);
    let (why, error) = notice(&h).unwrap();
    assert!(error && why.contains("up to 64×64") && why.contains("Copy image"), "{why}");
}

/// The texts of an SVG drawn in `fill`, in order.
fn svg_texts(svg: &str, fill: &str) -> Vec<String> {
    svg.lines()
        .filter(|line| line.starts_with("<text") && line.contains(&format!("fill=\"{fill}\"")))
        .filter_map(|line| Some(line.split_once('>')?.1.strip_suffix("</text>")?.to_owned()))
        .collect()
}

/// Issue 31, item 8: Export image during a Watch keeps what the lesson shows: a local
/// search's h on each square a queen could move to (the library's own figures), a line for
/// each attacking pair, and a caption naming the search and its step.
#[test]
fn an_exported_watch_board_keeps_its_costs_lines_and_caption() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness();
    set_size(&mut h, 6);
    click(&mut h, "Watch");
    click(&mut h, "Min-conflicts");
    click(&mut h, "Step");
    let path = dir.path().join("watch.svg");
    through_path_field(&mut h, "Export image…", "Save to path:", &path);
    wait_until_idle(&mut h);
    let svg = std::fs::read_to_string(&path).unwrap();
    let watch = h.state().state.run.watch().unwrap();
    let nqueens::lab::stepper::Stepper::Local(l) = &watch.search else { panic!("a local search") };
    let board = l.board();
    let cols = board.cols();
    let mut expected: Vec<String> = (0..6)
        .flat_map(|row| (0..6).filter(move |&col| cols[row] != col as u32).map(move |col| (row, col)))
        .map(|(row, col)| board.h_if(row, col).to_string())
        .collect();
    let mut costs = svg_texts(&svg, "#201000");
    expected.sort();
    costs.sort();
    assert_eq!(costs, expected, "h on each of the 30 squares a queen could move to");
    let caption = format!("Min-conflicts, step 1: h = {}", board.h());
    assert!(
        svg_texts(&svg, "#333333").contains(&caption),
        "no caption {caption:?} in {:?}",
        svg_texts(&svg, "#333333")
    );
    let pairs = svg.lines().find(|l| l.contains("class=\"attack\"")).map_or(0, |l| l.matches('M').count());
    assert_eq!(pairs as u64, board.h(), "a line per attacking pair");
    // The PNG too, its caption in a band under the board.
    let png = dir.path().join("watch.png");
    through_path_field(&mut h, "Export image…", "Save to path:", &png);
    wait_until_idle(&mut h);
    let bytes = std::fs::read(&png).unwrap();
    let (width, height, _) = decode(&bytes);
    assert!(height > width, "{width}×{height}: no band for the caption");
}
