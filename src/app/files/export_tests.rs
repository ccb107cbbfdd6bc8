//! Export sheet as the command line draws a sheet: refused before drawing when it needs
//! more memory than is left (the same estimate), and stopped mid-way by Cancel.

use crate::app::action::Action;
use crate::app::files::{FileEvent, FileOp};
use crate::app::jobs::runner::Report;
use crate::app::state::jobs_tests::solved;
use crate::app::state::tests::state;
use crate::app::state::*;
use crate::app::text::failure::ExportError;
use crate::memory::Room;
use crate::picture::{Format, PictureError, Sheet};

fn notice_text(s: &State) -> String {
    s.notice().map(|n| s.notice_text(n)).unwrap_or_default()
}

/// One MiB left: less than any sheet needs.
fn one_mib() -> Vec<Room> {
    vec![Room { bytes: 1 << 20, limit: "a test's limit", address_space: false }]
}

/// Issue 32, item 9 in the app: a sheet too big for the memory left was drawn anyway (and the
/// app aborted where the command line refused it).
#[test]
fn a_sheet_that_needs_more_memory_than_is_left_is_refused_with_what_it_needs() {
    let (mut s, dir) = solved(8);
    s.files.rooms = one_mib;
    let path = dir.path().join("sheet.pdf");
    s.apply(Action::UsePath(FileOp::ExportSheet, path.clone()));
    crate::testing::wait_until("the export's end", || {
        s.poll_files();
        !s.files.busy()
    });
    // The figure is the command line's: the sheet's own estimate.
    let set = s.list().unwrap().results.set.clone();
    let needed =
        Sheet::new(&set).unwrap().in_notation(s.settings.notation).memory_needed(Format::Pdf).unwrap();
    let text = notice_text(&s);
    let figure = crate::app::text::numbers::thousands(needed.div_ceil(1 << 20));
    assert!(text.contains(&format!("a sheet of 92 boards needs about {figure} MiB of memory")), "{text}");
    assert!(text.contains("more than the 1 MiB left"), "{text}");
    assert!(!path.exists(), "nothing is written");
    // With the room it needs, the same sheet is drawn.
    s.files.rooms = crate::memory::rooms;
    s.apply(Action::UsePath(FileOp::ExportSheet, path.clone()));
    crate::testing::wait_until("the export's end", || {
        s.poll_files();
        !s.files.busy()
    });
    assert!(path.exists(), "{}", notice_text(&s));
}

/// Issue 32, item 3 in the app: Cancel freed the app but the sheet was drawn to the end
/// (a minute for 10,000 boards) before its write failed.
#[test]
fn cancel_stops_drawing_a_sheet_and_leaves_no_file() {
    let (mut s, dir) = solved(8);
    let path = dir.path().join("sheet.pdf");
    s.apply(Action::UsePath(FileOp::ExportSheet, path.clone()));
    assert!(s.files.export.is_some(), "the sheet is being drawn");
    s.apply(Action::CancelFile);
    assert!(!s.files.busy(), "Cancel frees the app at once");
    // What the cancelled job still reports is dropped by the app: read it here.
    let mut ended = None;
    crate::testing::wait_until("the cancelled job's end", || {
        ended = s.files.runner.try_recv();
        ended.is_some()
    });
    let Some(Report::Said { message: FileEvent::Saved { result, .. }, .. }) = ended else {
        panic!("not a save's end: {ended:?}")
    };
    assert_eq!(
        result,
        Err(ExportError::Picture(PictureError::Stopped)),
        "stopped while drawing, not when writing"
    );
    let left: Vec<_> = std::fs::read_dir(dir.path()).unwrap().map(|e| e.unwrap().file_name()).collect();
    assert!(!left.iter().any(|name| name.to_string_lossy().contains("sheet")), "{left:?}");
}

/// Cancel freed the app, but Export puzzles went on making its puzzles and then saved them:
/// the file appeared after the person had cancelled it.
#[test]
fn cancel_stops_an_export_of_puzzles_and_leaves_no_file() {
    let (mut s, dir) = state(8);
    let path = dir.path().join("puzzles.json");
    let source = crate::app::files::PuzzleSource::Make { n: 8, count: 200, grade: None, seed: 7 };
    s.files.export_puzzles(source, path.clone()).unwrap();
    assert!(s.files.cancel().is_some(), "an export to cancel");
    let mut ended = None;
    crate::testing::wait_until("the cancelled job's end", || {
        ended = s.files.runner.try_recv();
        ended.is_some()
    });
    assert!(
        matches!(ended, Some(Report::Said { message: FileEvent::Saved { result: Err(_), .. }, .. })),
        "{ended:?}"
    );
    assert!(!path.exists(), "no file after Cancel");
}

/// A puzzle sheet as PNG is one file a page, numbered; as PDF, the one file named.
#[test]
fn a_puzzle_sheet_is_written_as_png_pages_or_one_pdf() {
    let (mut s, dir) = state(6);
    for name in ["sheet.png", "sheet.pdf"] {
        s.apply(Action::UsePath(FileOp::ExportPuzzleSheet, dir.path().join(name)));
        crate::testing::wait_until("the export's end", || {
            s.poll_files();
            !s.files.busy()
        });
    }
    let mut written: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    written.sort();
    let pages: Vec<&String> = written.iter().filter(|n| n.starts_with("sheet-")).collect();
    assert!(pages.len() >= 2, "the puzzles and their answers: {written:?}");
    for (i, page) in pages.iter().enumerate() {
        assert_eq!(**page, format!("sheet-{}.png", i + 1), "{written:?}");
        let bytes = std::fs::read(dir.path().join(page)).unwrap();
        assert!(bytes.starts_with(b"\x89PNG"), "{page}");
    }
    assert!(!written.contains(&"sheet.png".to_owned()), "{written:?}");
    let pdf = std::fs::read(dir.path().join("sheet.pdf")).unwrap();
    assert!(pdf.starts_with(b"%PDF"), "{}", notice_text(&s));
}

/// Issue 47, item 7: Play's puzzles are written one JSON document a line, and were offered
/// as `.json`, the extension of one document; and the names were English in a Spanish app.
#[test]
fn export_puzzles_offers_a_json_lines_name_in_the_apps_language() {
    use crate::app::text::lang::{Language, tests::in_language};
    let (s, _dir) = state(8);
    let name = |op| s.suggested_path(op).file_name().unwrap().to_string_lossy().into_owned();
    let english =
        in_language(Language::English, || [name(FileOp::ExportPuzzles), name(FileOp::ExportPuzzleSheet)]);
    assert_eq!(english, ["queens-8x8-puzzles.jsonl", "queens-8x8-puzzles.pdf"]);
    let spanish = in_language(Language::Spanish, || name(FileOp::ExportPuzzleSheet));
    assert_eq!(spanish, "reinas-8x8-problemas.pdf");
}
