#![cfg(feature = "gui")]
//! Issue 47, item 12: the squares the app names in its sentences follow the notation the
//! person chose for the list, not chess squares whatever they chose: the fixed queens'
//! conflict, the Watch's step message, in English and in Spanish. One test: the language is
//! one for the whole process.

mod common;

use common::app::{click, harness_with, wait_until_idle};

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use nqueens::app::{App, Language, Settings};

/// The words a person reads and clicks, in one language.
struct Words {
    solve: &'static str,
    write_as: &'static str,
    from_one: &'static str,
    watch: &'static str,
    step: &'static str,
    /// The conflict of a8 and c6, both counted from 1.
    conflict: &'static str,
    /// The first step of backtracking with a8 fixed places the queen on c7.
    placed: &'static str,
}

const ENGLISH: Words = Words {
    solve: "Solve",
    write_as: "Write as",
    from_one: "Columns from 1",
    watch: "Watch",
    step: "Step",
    conflict: "row 1 from the top, column 1 (both from 1) and row 3 from the top, col 3 attack each other",
    placed: "row 2 from the top, column 3 (both from 1)",
};

const SPANISH: Words = Words {
    solve: "Resolver",
    write_as: "Escribir como",
    from_one: "Columnas desde 1",
    watch: "Ver la búsqueda",
    step: "Paso",
    conflict: "fila 1 desde arriba, columna 1 (ambas desde 1) y fila 3 desde arriba, col. 3 se atacan",
    placed: "fila 2 desde arriba, columna 3 (ambas desde 1)",
};

/// The one label that contains `text`, whole.
fn label_containing(h: &Harness<'static, App>, text: &str) -> String {
    let found = h.query_all_by_label_contains(text).filter_map(|node| {
        let node = node.accesskit_node();
        node.label().or_else(|| node.value())
    });
    let found: Vec<String> = found.collect();
    assert!(!found.is_empty(), "no label contains {text:?}");
    found[0].clone()
}

fn squares_follow_the_chosen_notation(language: Language, words: &Words) {
    let mut h = harness_with(Settings { language: Some(language), ..Settings::default() });
    // The choice of notation sits above a list: solve first, as a person would.
    click(&mut h, words.solve);
    wait_until_idle(&mut h);
    h.get_by_label(words.write_as).click();
    h.run_ok();
    h.get_by_label(words.from_one).click();
    h.run_ok();
    // Two fixed queens on a diagonal: the board's squares keep their chess names.
    click(&mut h, "a8");
    click(&mut h, "c6");
    let conflict = label_containing(&h, words.conflict);
    assert!(!conflict.contains("a8") && !conflict.contains("c6"), "chess squares: {conflict}");
    // One queen fixed, and one step of backtracking.
    click(&mut h, "c6");
    click(&mut h, words.watch);
    click(&mut h, words.step);
    let step = format!("{} 1:", words.step);
    let said = label_containing(&h, &step);
    assert!(said.contains(words.placed), "the step says {said:?}, not {:?}", words.placed);
    assert!(!said.contains("c7"), "chess squares: {said}");
}

#[test]
fn the_conflict_and_the_watchs_step_name_squares_as_the_list_counts() {
    squares_follow_the_chosen_notation(Language::English, &ENGLISH);
    squares_follow_the_chosen_notation(Language::Spanish, &SPANISH);
}
