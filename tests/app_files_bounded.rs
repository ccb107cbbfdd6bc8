#![cfg(feature = "gui")]
//! Issue 48: Open on a damaged big file took memory in proportion to the file (a 591 MB
//! set of solutions cut short peaked at 8.77 GB: after the solutions reader failed, the
//! puzzle reader read the whole file, with no cap), and Export puzzle sheet's PNG pages were
//! written one at a time, so a failure part-way left old pages beside new ones. Memory is
//! counted here by the allocator: the tests hold one lock, so that neither allocates while
//! the other measures.

mod common;

use common::app::{click, notice, open, wait_until_idle};
use common::counting::{Counting, peak_during};
use egui_kittest::kittest::Queryable as _;
use nqueens::app::{Language, Settings};
use nqueens::board::Problem;
use nqueens::control::{CancelFlag, Control, Progress};
use nqueens::format::{self, SolutionSet};
use nqueens::search::enumerate;
use nqueens::store::SolutionStore;
use nqueens::stream::{Filter, Found, Options};
use std::sync::Mutex;

#[global_allocator]
static COUNTING: Counting = Counting;

static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

fn english(cap: u64) -> common::app::AppHarness {
    let settings = Settings { language: Some(Language::English), cap, ..Settings::default() };
    let mut h = common::app::harness_with(settings);
    h.state_mut().use_path_field();
    h
}

/// Every solution of 13×13 (73,712, some 2.4 MB) as nqueens writes them.
fn thirteen() -> Vec<u8> {
    let n = 13;
    let mut store = SolutionStore::new(n);
    let options = Options { filter: Filter::All, ..Options::default() };
    let problem = Problem::empty(n).unwrap();
    enumerate(&problem, &options, &Progress::new(), &CancelFlag::new(), &mut |s: Found<'_>| {
        store.push(s.cols, None);
        Control::Continue
    });
    let set = SolutionSet { n, fixed: vec![], filter: Filter::All, complete: true, solutions: store };
    let mut file = Vec::new();
    format::write(&set, &mut file, &mut |_, _| {}).unwrap();
    file
}

/// The 13×13 set cut short, and the same set with its second solution made a repeat of the
/// first, each opened under a memory cap of 100: refused with the solutions reader's
/// words, having taken memory for the 100 rows kept and the reader's buffers, not for the
/// file (before: many times the file, read again whole as puzzles).
#[test]
fn a_damaged_big_file_is_refused_within_the_cap() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let whole = thirteen();
    let dir = tempfile::tempdir().unwrap();
    let cut = dir.path().join("cut.json");
    std::fs::write(&cut, &whole[..whole.len() - 200]).unwrap();
    // The second solution made the first again: a repeat among the rows kept.
    let text = String::from_utf8(whole.clone()).unwrap();
    let start = text.find("[[").unwrap() + 1;
    let end_first = start + text[start..].find(']').unwrap();
    let end_second = end_first + 2 + text[end_first + 2..].find(']').unwrap();
    let first = &text[start..=end_first];
    let repeated = dir.path().join("repeated.json");
    std::fs::write(&repeated, format!("{}{first}{}", &text[..=end_first + 1], &text[end_second + 1..]))
        .unwrap();
    for (path, words) in [(&cut, "ends too soon"), (&repeated, "solution 2 in the file repeats solution 1")] {
        let mut h = english(100);
        h.run_ok();
        let ((), peak) = peak_during(|| open(&mut h, path));
        eprintln!("{}: {peak} bytes at most while opening", path.display());
        let (said, _) = notice(&h).expect("a notice");
        assert!(said.contains(words), "{}: {said}", path.display());
        // The file is 2.4 MB: less than half of it, with the window's own frames.
        let bound = whole.len() / 2;
        assert!(peak < bound, "{}: {peak} bytes at most, not under {bound}", path.display());
    }
}

/// Export puzzle sheet… as PNG writes one file a page. When one page cannot be written (a
/// folder has its name), every page is as it was: none is this export's. Once it can, every
/// page is this export's.
#[test]
fn a_png_puzzle_sheet_is_replaced_as_a_set() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let dir = tempfile::tempdir().unwrap();
    let sheet = dir.path().join("sheet.png");
    let (first, second) = (dir.path().join("sheet-1.png"), dir.path().join("sheet-2.png"));
    std::fs::write(&first, "an older page").unwrap();
    std::fs::create_dir(&second).unwrap();
    let mut h = english(1_000_000);
    click(&mut h, "Play a puzzle");
    h.get_by_label("Puzzles for export").set_value_accesskit(10.0);
    h.run_ok();
    common::app::through_path_field(&mut h, "Export puzzle sheet…", "Save to path:", &sheet);
    wait_until_idle(&mut h);
    let (said, error) = notice(&h).expect("a notice");
    assert!(error, "{said}");
    assert_eq!(std::fs::read(&first).unwrap(), b"an older page", "a page was replaced: {said}");
    std::fs::remove_dir(&second).unwrap();
    common::app::through_path_field(&mut h, "Export puzzle sheet…", "Save to path:", &sheet);
    wait_until_idle(&mut h);
    let pages: Vec<_> =
        (1..).map(|i| dir.path().join(format!("sheet-{i}.png"))).take_while(|p| p.exists()).collect();
    assert!(pages.len() >= 2, "{pages:?}");
    for page in &pages {
        let bytes = std::fs::read(page).unwrap();
        assert!(bytes.starts_with(b"\x89PNG"), "{} is not this export's", page.display());
    }
    let left: Vec<_> = std::fs::read_dir(dir.path()).unwrap().map(|e| e.unwrap().file_name()).collect();
    assert_eq!(left.len(), pages.len(), "{left:?}");
}
