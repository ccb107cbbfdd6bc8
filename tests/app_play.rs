#![cfg(feature = "gui")]
//! Play as a student does it: a known puzzle opened from a file and solved key by key,
//! a wrong queen caught by Check and named by Show conflicts, Hint, Undo by button and by
//! Ctrl+Z, and New puzzle made off the UI thread.

mod common;

use common::app::{click, harness, step_until, through_path_field, wait_until_idle};

use eframe::egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use nqueens::app::App;
use nqueens::board::Queen;
use nqueens::puzzle::{self, Difficulty, Puzzle};

/// The language is one for the whole process, and two tests here play in Spanish and
/// Catalan: each test holds this while it runs, so none reads another's language.
static ONE_LANGUAGE: std::sync::Mutex<()> = std::sync::Mutex::new(());

fn one_language() -> std::sync::MutexGuard<'static, ()> {
    ONE_LANGUAGE.lock().unwrap_or_else(|e| e.into_inner())
}

fn press(h: &mut Harness<'static, App>, modifiers: Modifiers, key: Key) {
    h.key_press_modifiers(modifiers, key);
    h.run_ok();
}

/// A known puzzle, written where the app can open it.
fn known_puzzle(dir: &std::path::Path) -> (Puzzle, std::path::PathBuf) {
    let puzzle = puzzle::make(8, 1, Some(Difficulty::Easy), 2026).unwrap().remove(0);
    let path = dir.join("one.jsonl");
    puzzle::save(std::slice::from_ref(&puzzle), &path).unwrap();
    (puzzle, path)
}

/// The app with Play open on the known puzzle, opened as a person does: Play, Open
/// puzzles…, the path typed.
fn playing(dir: &std::path::Path) -> (common::app::AppHarness, Puzzle) {
    let (puzzle, path) = known_puzzle(dir);
    let mut h = harness();
    h.state_mut().use_path_field();
    click(&mut h, "Play a puzzle");
    step_until(&mut h, "a puzzle to be made", |h| h.state().state.play.game.is_some());
    through_path_field(&mut h, "Open puzzles…", "Open path:", &path);
    wait_until_idle(&mut h);
    let game = h.state().state.play.game.as_ref().map(|g| g.puzzle.clone());
    assert_eq!(game.as_ref(), Some(&puzzle), "the file's puzzle is played");
    (h, puzzle)
}

/// Moves the Play board's cursor from where it is to `to` with the arrow keys.
fn walk_to(h: &mut Harness<'static, App>, to: Queen) {
    let at = h.state().state.play.game.as_ref().unwrap().cursor;
    let (vertical, horizontal) = (
        if to.row > at.row { Key::ArrowDown } else { Key::ArrowUp },
        if to.col > at.col { Key::ArrowRight } else { Key::ArrowLeft },
    );
    for _ in 0..at.row.abs_diff(to.row) {
        press(h, Modifiers::NONE, vertical);
    }
    for _ in 0..at.col.abs_diff(to.col) {
        press(h, Modifiers::NONE, horizontal);
    }
    assert_eq!(h.state().state.play.game.as_ref().unwrap().cursor, to);
}

fn focus_board(h: &mut Harness<'static, App>) {
    h.get_by_label("Puzzle board").focus();
    h.run_ok();
    assert!(h.get_by_label("Puzzle board").is_focused());
}

#[test]
fn a_known_puzzle_is_solved_key_by_key_and_the_app_says_so() {
    let _one = one_language();
    let dir = tempfile::tempdir().unwrap();
    let (mut h, puzzle) = playing(dir.path());
    focus_board(&mut h);
    // A given is locked: Space on it changes nothing.
    let given = puzzle.fixed[0];
    walk_to(&mut h, given);
    press(&mut h, Modifiers::NONE, Key::Space);
    assert!(h.state().state.play.game.as_ref().unwrap().placed.is_empty(), "a given stays");
    let missing: Vec<Queen> = (0..8)
        .map(|row| Queen::new(row, puzzle.solution[row] as usize))
        .filter(|q| !puzzle.fixed.contains(q))
        .collect();
    for (i, &q) in missing.iter().enumerate() {
        assert!(h.query_by_label_contains("Solved in").is_none(), "not solved before the last queen");
        walk_to(&mut h, q);
        press(&mut h, Modifiers::NONE, if i % 2 == 0 { Key::Space } else { Key::Enter });
    }
    let game = h.state().state.play.game.as_ref().unwrap();
    assert!(game.solved.is_some());
    assert_eq!((game.moves as usize, game.hints), (missing.len(), 0));
    let said = format!("with {} moves and no hints. Well done!", missing.len());
    assert!(h.query_by_label_contains(&said).is_some(), "the finished board is recognised at once");
    // A solved board takes no more queens.
    press(&mut h, Modifiers::NONE, Key::Space);
    assert_eq!(h.state().state.play.game.as_ref().unwrap().placed.len(), missing.len());
}

#[test]
fn check_catches_a_wrong_queen_and_show_conflicts_names_it() {
    let _one = one_language();
    let dir = tempfile::tempdir().unwrap();
    let (mut h, puzzle) = playing(dir.path());
    // Squares named as on a chessboard (the list's notation names them in sentences).
    h.state_mut().state.apply(nqueens::app::Action::SetNotation(nqueens::app::Notation::Squares));
    focus_board(&mut h);
    // A queen beside a given, in its row: wrong, and attacking it.
    let given = puzzle.fixed[0];
    let wrong = Queen::new(given.row, if given.col == 0 { 1 } else { given.col - 1 });
    walk_to(&mut h, wrong);
    press(&mut h, Modifiers::NONE, Key::Space);
    assert!(h.query_by_label_contains("attack another").is_none(), "attacks are shown only when asked");
    click(&mut h, "Check");
    // The reference: every queen that attacks another, by the obvious double loop.
    let queens: Vec<Queen> = puzzle.fixed.iter().copied().chain([wrong]).collect();
    let mut hit: Vec<Queen> =
        queens.iter().copied().filter(|&a| queens.iter().any(|&b| a != b && a.attack(b).is_some())).collect();
    hit.sort_by_key(|q| (q.row, q.col));
    assert!(hit.contains(&wrong) && hit.contains(&given));
    let said = format!("{} queens attack another.", hit.len());
    assert!(h.query_by_label(&said).is_some(), "{said}");
    click(&mut h, "Show conflicts");
    let names: Vec<String> = hit.iter().map(|q| q.notation(8)).collect();
    let named = format!("In conflict: {}.", names.join(", "));
    assert!(h.query_by_label(&named).is_some(), "{named}");
    // Taking the queen away (back on the board: the button has the focus) forgets the
    // check; Check again finds nothing.
    focus_board(&mut h);
    press(&mut h, Modifiers::NONE, Key::Space);
    assert!(h.query_by_label_contains("In conflict").is_none());
    click(&mut h, "Check");
    assert!(h.query_by_label("No queen attacks another.").is_some());
}

/// Issue 47, item 6: Check's message came above Play's buttons and pushed them down; Undo took
/// it away and they moved back, so a second click on Undo landed on Reveal, which gave the
/// answer away at once. The buttons stay where they are, and Reveal asks first.
#[test]
fn play_buttons_stay_under_the_pointer_and_reveal_asks_first() {
    let _one = one_language();
    let dir = tempfile::tempdir().unwrap();
    let (mut h, puzzle) = playing(dir.path());
    let buttons = ["Check", "Undo move", "Reveal", "New puzzle", "Close"];
    let rects = |h: &Harness<'static, App>| buttons.map(|b| h.get_by_label(b).rect());
    let before = rects(&h);
    focus_board(&mut h);
    let given = puzzle.fixed[0];
    walk_to(&mut h, Queen::new(given.row, if given.col == 0 { 1 } else { given.col - 1 }));
    press(&mut h, Modifiers::NONE, Key::Space);
    click(&mut h, "Check");
    assert!(h.query_by_label_contains("attack another").is_some(), "Check says what it found");
    assert_eq!(rects(&h), before, "Check's message moves no button");
    click(&mut h, "Undo move");
    assert!(h.query_by_label_contains("attack another").is_none(), "Undo forgets the check");
    assert_eq!(rects(&h), before, "the message going moves no button");
    // A click on Reveal asks; Cancel keeps the puzzle as it was.
    click(&mut h, "Reveal");
    assert!(h.query_by_label_contains("Show the answer?").is_some(), "Reveal asks first");
    assert!(!h.state().state.play.game.as_ref().unwrap().revealed);
    click(&mut h, "Cancel");
    assert!(h.query_by_label_contains("Show the answer?").is_none());
    let game = h.state().state.play.game.as_ref().unwrap();
    assert!(!game.revealed && !game.over(), "the puzzle goes on");
    assert!(!h.get_by_label("Hint").accesskit_node().is_disabled());
    click(&mut h, "Reveal");
    click(&mut h, "Go ahead");
    assert!(h.state().state.play.game.as_ref().unwrap().revealed, "a yes shows the answer");
}

#[test]
fn hint_places_a_queen_of_the_answer_and_is_counted_and_undo_takes_moves_back() {
    let _one = one_language();
    let dir = tempfile::tempdir().unwrap();
    let (mut h, puzzle) = playing(dir.path());
    click(&mut h, "Hint");
    let game = h.state().state.play.game.as_ref().unwrap();
    assert_eq!((game.placed.len(), game.hints), (1, 1));
    let q = game.placed[0];
    assert_eq!(puzzle.solution[q.row] as usize, q.col, "a hint is a queen of the answer");
    assert!(!puzzle.fixed.contains(&q));
    assert!(h.query_by_label_contains("Hints: 1").is_some());
    // Undo by button takes the hint's queen back (the hint stays counted).
    click(&mut h, "Undo move");
    let game = h.state().state.play.game.as_ref().unwrap();
    assert_eq!((game.placed.len(), game.hints), (0, 1));
    // A queen placed by key, and Ctrl+Z.
    focus_board(&mut h);
    let empty = (0..8).map(|c| Queen::new(0, c)).find(|q| !puzzle.fixed.contains(q)).unwrap();
    walk_to(&mut h, empty);
    press(&mut h, Modifiers::NONE, Key::Space);
    assert_eq!(h.state().state.play.game.as_ref().unwrap().placed, vec![empty]);
    press(&mut h, Modifiers::COMMAND, Key::Z);
    assert!(h.state().state.play.game.as_ref().unwrap().placed.is_empty());
    assert!(h.state().state.settings.fixed.is_empty(), "the board behind Play is untouched");
}

#[test]
fn new_puzzle_makes_another_of_the_grade_chosen_and_reveal_shows_the_answer() {
    let _one = one_language();
    let mut h = harness();
    press(&mut h, Modifiers::NONE, Key::P);
    assert!(h.state().state.play.open, "P opens Play");
    step_until(&mut h, "a puzzle to be made", |h| h.state().state.play.game.is_some());
    let first = h.state().state.play.game.as_ref().unwrap().puzzle.clone();
    assert_eq!(first.n, 8);
    assert_eq!(puzzle::completions(8, &first.fixed, 2), 1);
    h.get_by_label("Grade").click();
    h.run_ok();
    click(&mut h, "medium");
    assert_eq!(h.state().state.play.grade, Some(Difficulty::Medium));
    click(&mut h, "New puzzle");
    step_until(&mut h, "another puzzle", |h| {
        h.state().state.play.game.as_ref().is_some_and(|g| g.puzzle != first)
    });
    let game = h.state().state.play.game.as_ref().unwrap();
    assert_eq!(game.puzzle.grade.difficulty, Difficulty::Medium);
    click(&mut h, "Reveal");
    click(&mut h, "Go ahead");
    assert!(h.query_by_label_contains("The answer is shown").is_some());
    assert!(h.get_by_label("Hint").accesskit_node().is_disabled(), "play is over once revealed");
    click(&mut h, "Close");
    assert!(!h.state().state.play.open);
}

/// The "Done when": in Spanish, Jugar, Exportar hoja de problemas… and the path (a dialog's
/// Save) make a sheet of ten 8×8 puzzles with their answers at the end, in Spanish.
#[test]
fn a_teacher_makes_a_spanish_sheet_of_ten_puzzles_in_three_clicks() {
    let _one = one_language();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("hoja.pdf");
    let settings =
        nqueens::app::Settings { language: Some(nqueens::app::Language::Spanish), ..Default::default() };
    let mut h = common::app::harness_with(settings);
    h.state_mut().use_path_field();
    click(&mut h, "Jugar");
    // The grade, for captions the test can know (any grade is the default).
    h.get_by_label("Nivel").click();
    h.run_ok();
    click(&mut h, "fácil");
    click(&mut h, "Exportar hoja de problemas…");
    h.get_by_label("Ruta donde guardar:").set_text_value_accesskit(&path.display().to_string());
    h.run_ok();
    click(&mut h, "Aceptar");
    wait_until_idle(&mut h);
    let pdf = std::fs::read(&path).expect("the sheet was written");
    let pages = pdf_extract::extract_text_from_mem_by_pages(&pdf).unwrap();
    let squeezed: Vec<String> = pages.iter().map(|p| p.split_whitespace().collect()).collect();
    assert!(squeezed[0].contains("Problema1(fácil)"), "{}", squeezed[0]);
    assert!(squeezed.iter().any(|p| p.contains("Problema10(fácil)")));
    assert!(squeezed.iter().any(|p| p.starts_with("Soluciones")), "the answers at the end");
    assert!(squeezed.last().unwrap().contains("Solucióndelproblema10"));
}

/// Export puzzles… writes the set as JSON lines; Open puzzles… plays it back, and Next
/// walks the set.
#[test]
fn a_set_exported_as_json_opens_again_in_play() {
    let _one = one_language();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("set.jsonl");
    let mut h = harness();
    h.state_mut().use_path_field();
    click(&mut h, "Play a puzzle");
    h.get_by_label("Puzzles for export").set_value_accesskit(3.0);
    h.run_ok();
    through_path_field(&mut h, "Export puzzles…", "Save to path:", &path);
    wait_until_idle(&mut h);
    let saved = puzzle::open(&path).expect("a valid puzzle set");
    assert_eq!(saved.len(), 3);
    step_until(&mut h, "the first puzzle", |h| h.state().state.play.game.is_some());
    through_path_field(&mut h, "Open puzzles…", "Open path:", &path);
    wait_until_idle(&mut h);
    assert!(h.query_by_label_contains("Puzzle 1 of 3 from set.jsonl").is_some());
    click(&mut h, "Next");
    assert_eq!(h.state().state.play.game.as_ref().unwrap().puzzle, saved[1]);
}

/// While Play is open, Redo (Ctrl+Shift+Z) makes the student's move again and Esc closes
/// Play, as a dialog's; the board behind, which had a change of its own to redo, keeps it
/// for when Play is closed.
#[test]
fn redo_and_esc_act_on_play_not_on_the_board_behind() {
    let _one = one_language();
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness();
    // The board behind: a queen fixed, then taken back, so it has a change to redo.
    h.state_mut().state.apply(nqueens::app::Action::ToggleQueen(Queen::new(0, 0)));
    h.run_ok();
    press(&mut h, Modifiers::COMMAND, Key::Z);
    assert!(h.state().state.settings.fixed.is_empty());
    let (puzzle, path) = known_puzzle(dir.path());
    h.state_mut().use_path_field();
    click(&mut h, "Play a puzzle");
    step_until(&mut h, "a puzzle to be made", |h| h.state().state.play.game.is_some());
    through_path_field(&mut h, "Open puzzles…", "Open path:", &path);
    wait_until_idle(&mut h);
    focus_board(&mut h);
    let empty = (0..8).map(|c| Queen::new(0, c)).find(|q| !puzzle.fixed.contains(q)).unwrap();
    walk_to(&mut h, empty);
    press(&mut h, Modifiers::NONE, Key::Space);
    press(&mut h, Modifiers::COMMAND, Key::Z);
    assert!(h.state().state.play.game.as_ref().unwrap().placed.is_empty());
    press(&mut h, Modifiers::COMMAND | Modifiers::SHIFT, Key::Z);
    assert_eq!(h.state().state.play.game.as_ref().unwrap().placed, vec![empty], "Redo makes the move again");
    assert!(h.state().state.settings.fixed.is_empty(), "the board behind Play is untouched");
    click(&mut h, "Undo move");
    click(&mut h, "Redo move");
    assert_eq!(h.state().state.play.game.as_ref().unwrap().placed, vec![empty]);
    press(&mut h, Modifiers::NONE, Key::Escape);
    assert!(!h.state().state.play.open, "Esc closes Play");
    press(&mut h, Modifiers::COMMAND | Modifiers::SHIFT, Key::Z);
    assert_eq!(
        h.state().state.settings.fixed,
        vec![Queen::new(0, 0)],
        "with Play closed, Redo is the board's"
    );
}

/// A puzzle file with a fault is refused in the app's language, the fault named in it too:
/// no English from the library in a Spanish or Catalan app.
#[test]
fn a_faulty_puzzle_file_is_refused_in_the_apps_language() {
    let _one = one_language();
    let dir = tempfile::tempdir().unwrap();
    let (puzzle, _) = known_puzzle(dir.path());
    let mut doc = puzzle::to_json(&puzzle);
    // Its givens without one: more than one completion.
    doc["fixed"].as_array_mut().unwrap().pop();
    let path = dir.path().join("dos.jsonl");
    std::fs::write(&path, format!("{doc}\n")).unwrap();
    for (language, play, open, field, ok, expected) in [
        (
            nqueens::app::Language::Spanish,
            "Jugar",
            "Abrir problemas…",
            "Ruta que abrir:",
            "Aceptar",
            "de más de una forma",
        ),
        (
            nqueens::app::Language::Catalan,
            "Juga",
            "Obre problemes…",
            "Camí per obrir:",
            "D'acord",
            "de més d'una manera",
        ),
    ] {
        let settings = nqueens::app::Settings { language: Some(language), ..Default::default() };
        let mut h = common::app::harness_with(settings);
        h.state_mut().use_path_field();
        click(&mut h, play);
        step_until(&mut h, "a puzzle to be made", |h| h.state().state.play.game.is_some());
        click(&mut h, open);
        h.get_by_label(field).set_text_value_accesskit(&path.display().to_string());
        h.run_ok();
        click(&mut h, ok);
        wait_until_idle(&mut h);
        let said = common::app::notice_text(&h);
        assert!(said.contains(expected), "{language:?}: {said}");
        assert!(!said.contains("puzzle") && !said.contains("line"), "no English: {said}");
    }
}

/// A message of `play.ftl` in `tag`'s language (the labels below are one-line messages).
fn play_word(tag: &str, id: &str) -> String {
    let path =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/i18n").join(tag).join("play.ftl");
    let text = std::fs::read_to_string(path).unwrap();
    let prefix = format!("{id} = ");
    text.lines().find_map(|l| l.strip_prefix(&prefix)).unwrap_or_else(|| panic!("{tag}: no {id}")).to_owned()
}

/// Play fits the smallest window (640×480) in each language: every control of it lies
/// whole inside the window.
#[test]
fn play_fits_the_smallest_window_in_every_language() {
    let _one = one_language();
    use nqueens::app::Language;
    for (language, tag) in [(Language::English, "en"), (Language::Spanish, "es"), (Language::Catalan, "ca")] {
        let settings = nqueens::app::Settings { language: Some(language), ..Default::default() };
        let mut h = common::app::harness_with(settings);
        h.set_size([640.0, 480.0].into());
        h.run_ok();
        click(&mut h, &play_word(tag, "play-open"));
        step_until(&mut h, "a puzzle to be made", |h| h.state().state.play.game.is_some());
        h.run_ok();
        let window = eframe::egui::Rect::from_min_size(eframe::egui::Pos2::ZERO, [640.0, 480.0].into());
        for id in [
            "play-check",
            "play-conflicts",
            "play-hint",
            "play-undo",
            "play-redo",
            "play-reveal",
            "play-new",
            "play-grade-label",
            "play-sheet",
            "play-export",
            "play-open-file",
            "play-close",
        ] {
            let label = play_word(tag, id);
            let rect = h.get_by_label(&label).rect();
            assert!(
                window.expand(0.5).contains_rect(rect),
                "{tag}: {label} at {rect:?} is not inside 640×480"
            );
        }
    }
}
