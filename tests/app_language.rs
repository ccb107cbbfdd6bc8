#![cfg(feature = "gui")]
//! The app's language: chosen in the side panel, applied at once, kept between runs. The
//! language is one for the process, so every case here runs in one test, in order.

mod common;

use common::app::{MemoryStorage, click, harness, harness_with};
use egui_kittest::kittest::Queryable as _;
use nqueens::app::{Action, App, Language, Settings};
use nqueens::board::Queen;
use std::sync::Mutex;

/// The language is one for the process: tests that switch it hold this while they run.
static ONE_LANGUAGE: Mutex<()> = Mutex::new(());

#[test]
fn catalan_chosen_in_the_side_panel_shows_at_once_and_after_a_restart() {
    let _one = ONE_LANGUAGE.lock().unwrap_or_else(|e| e.into_inner());
    let mut h = harness();
    assert!(h.query_by_label("Language").is_some(), "the choice is labelled in English");
    click(&mut h, "Language");
    click(&mut h, "Català");
    assert_eq!(h.state().state.settings.language, Some(Language::Catalan));
    // The side panel speaks Catalan in the same frame's next draw.
    h.run();
    assert!(h.query_by_label("Llengua").is_some(), "the choice's label is Catalan");
    assert!(h.query_by_label("Language").is_none());

    // Saved, and read back by an app made again: still Catalan.
    let mut storage = MemoryStorage::default();
    eframe::App::save(h.state_mut(), &mut storage);
    drop(h);
    let settings = App::load_settings(Some(&storage));
    assert_eq!(settings.language, Some(Language::Catalan));
    let mut again = harness_with(settings);
    again.run();
    assert!(again.query_by_label("Llengua").is_some(), "the restarted app speaks Catalan");

    // Back to following the system.
    click(&mut again, "Llengua");
    let system = format!("Sistema ({})", Language::of_system().name());
    click(&mut again, &system);
    assert_eq!(again.state().state.settings.language, None);
}

#[test]
fn settings_saved_before_the_language_choice_still_load() {
    // As a version without the choice wrote them (RON, as eframe keeps settings).
    let mut storage = MemoryStorage::default();
    eframe::set_value(&mut storage, "queenside-settings", &Settings { n: 9, ..Settings::default() });
    let current = eframe::Storage::get_string(&storage, "queenside-settings").unwrap();
    let older = current.replace(",language:None", "").replace("language:None,", "");
    assert!(!older.contains("language"), "{current}");
    eframe::Storage::set_string(&mut storage, "queenside-settings", older);
    let loaded = App::load_settings(Some(&storage));
    assert_eq!((loaded.n, loaded.language), (9, None));
}

/// Issue 29, item 2: a banner, an undo label and a question raised in English are in Spanish
/// in the first frame after the switch, with nothing of their English left.
#[test]
fn a_switch_changes_the_banner_the_undo_label_and_the_question_at_once() {
    let _one = ONE_LANGUAGE.lock().unwrap_or_else(|e| e.into_inner());
    let mut h = harness_with(Settings { n: 28, language: Some(Language::English), ..Settings::default() });
    h.run();
    let state = &mut h.state_mut().state;
    // Squares named as on a chessboard, whose files past z are numbered.
    state.apply(Action::SetNotation(nqueens::app::Notation::Squares));
    state.apply(Action::ToggleQueen(Queen::new(0, 0)));
    state.apply(Action::TypeSize("abc".into()));
    state.apply(Action::Count); // past the day: asked first
    h.run();
    assert!(h.query_all_by_label_contains("is not a board size").next().is_some(), "the banner, in English");
    assert!(h.query_by_label_contains("Count anyway?").is_some(), "the question, in English");
    assert_eq!(h.state().state.undo_label().as_deref(), Some("fix 1:28"));
    // Issue 30, item 8: the memory cap is written as counts are, with its separators.
    let cap = |h: &common::app::AppHarness| h.get_by_label("Memory cap").value().unwrap_or_default();
    assert_eq!(cap(&h), "10,000,000");

    h.state_mut().state.apply(Action::SetLanguage(Some(Language::Spanish)));
    h.run();
    let spanish = (
        h.query_all_by_label_contains("no es un tamaño de tablero").next().is_some(),
        h.query_all_by_label_contains("¿Contar de todos modos?").next().is_some(),
        h.state().state.undo_label(),
    );
    let english = ["is not a board size", "Count anyway?"]
        .map(|text| h.query_all_by_label_contains(text).next().is_some());
    let spanish_cap = h.query_by_label("Límite de memoria").and_then(|node| node.value());
    h.state_mut().state.apply(Action::SetLanguage(Some(Language::English)));
    h.run();
    assert_eq!(spanish, (true, true, Some("fijar 1:28".to_owned())), "banner, question, undo label");
    assert_eq!(english, [false, false], "no English left on screen");
    assert_eq!(spanish_cap.as_deref(), Some("10.000.000"), "the cap as Spanish writes counts");
}

/// Seen under Xvfb at 1100×720 in Catalan: once "Mira la cerca" opened the Watch, the board
/// ran under the right panel and cut the left edge of its words ("rbre", "bservant la
/// cerca"), and stayed so. The Watch's words lie whole inside its panel, the board beside it.
#[test]
fn the_catalan_watch_opens_whole_beside_the_board() {
    let _one = ONE_LANGUAGE.lock().unwrap_or_else(|e| e.into_inner());
    let mut h = harness_with(Settings { language: Some(Language::Catalan), ..Settings::default() });
    h.run();
    click(&mut h, "Mira la cerca");
    for _ in 0..3 {
        h.run();
    }
    let p = common::layout::panels(&h);
    // (The helper below also checks the panel where it belongs: its contents, wider than it,
    // pushed it 21 points past the window's right edge, and the board column over its left.)
    let board = h.get_by_label("Tauler").rect();
    assert!(board.right() < p.results.left(), "the board {board:?} runs under the panel {:?}", p.results);
    let cut = common::layout::cut_sideways(&h, p.results);
    assert!(cut.is_empty(), "cut at the panel's sides: {cut:?}");
    common::layout::assert_right_panel_holds_its_contents(&h, &[board], "the Catalan Watch");
}
