#![cfg(feature = "gui")]
//! The app's language: chosen in the side panel, applied at once, kept between runs. The
//! language is one for the process, so every case here runs in one test, in order.

mod common;

use common::app::{MemoryStorage, click, harness, harness_with};
use egui_kittest::kittest::Queryable as _;
use nqueens::app::{App, Language, Settings};

#[test]
fn catalan_chosen_in_the_side_panel_shows_at_once_and_after_a_restart() {
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
