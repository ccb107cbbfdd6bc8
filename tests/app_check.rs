#![cfg(feature = "gui")]
//! Check answers as a student (or their teacher) uses it: the window opened from its
//! button or its key, a program's output pasted in Spanish and Catalan settings, Check
//! pressed, the verdict read, a wrong answer clicked and seen on the board with the
//! attacking pair marked, a repeat and a missing solution seen too; a right paste, garbage,
//! and a file opened through the path field.

mod common;

use common::app::{click, harness_with, step_until, through_path_field};
use common::oracle_solutions;

use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use nqueens::app::{App, Language, Settings};
use nqueens::board::Queen;

/// The language is one for the whole process: each test holds this while it runs.
static ONE_LANGUAGE: std::sync::Mutex<()> = std::sync::Mutex::new(());

fn one_language() -> std::sync::MutexGuard<'static, ()> {
    ONE_LANGUAGE.lock().unwrap_or_else(|e| e.into_inner())
}

/// A one-line message of `file` in `tag`'s language, as the app shows it.
fn word(tag: &str, file: &str, id: &str) -> String {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/i18n").join(tag).join(file);
    let text = std::fs::read_to_string(path).unwrap();
    let prefix = format!("{id} = ");
    text.lines().find_map(|l| l.strip_prefix(&prefix)).unwrap_or_else(|| panic!("{tag}: no {id}")).to_owned()
}

fn app(language: Language) -> common::app::AppHarness {
    let mut h = harness_with(Settings { language: Some(language), ..Settings::default() });
    h.run();
    h
}

/// Pastes `text` into the answers field, as Ctrl+V does.
fn paste(h: &mut Harness<'static, App>, field: &str, text: &str) {
    h.get_by_label(field).focus();
    h.run();
    h.event(egui::Event::Paste(text.to_owned()));
    h.run();
}

/// Presses Check and waits for the label `shown` to appear.
fn check_and_wait(h: &mut Harness<'static, App>, check: &str, shown: &str) {
    h.get_by_label(check).click();
    step_until(h, shown, |h| h.query_by_label_contains(shown).is_some());
    h.run_ok();
}

/// The accessible value of the answer board: its queens' squares, then the pair marked.
fn board_value(h: &Harness<'static, App>, name: &str) -> String {
    h.get_by_role_and_label(egui::accesskit::Role::Grid, name).value().unwrap_or_default()
}

fn squares(queens: impl IntoIterator<Item = Queen>, n: usize) -> Vec<String> {
    queens.into_iter().map(|q| q.notation(n)).collect()
}

fn queens_of(cols: &[u32]) -> Vec<Queen> {
    cols.iter().enumerate().map(|(r, &c)| Queen::new(r, c as usize)).collect()
}

fn attack(a: Queen, b: Queen) -> bool {
    a.row == b.row || a.col == b.col || a.row.abs_diff(b.row) == a.col.abs_diff(b.col)
}

/// An answer with exactly one attacking pair, made from a solution by moving one queen
/// along its row (found by brute force), and that pair.
fn one_attacking_pair(solution: &[u32]) -> (Vec<u32>, [Queen; 2]) {
    let n = solution.len() as u32;
    for row in 0..solution.len() {
        for col in (0..n).filter(|&c| c != solution[row]) {
            let mut cols = solution.to_vec();
            cols[row] = col;
            let queens = queens_of(&cols);
            let pairs: Vec<[Queen; 2]> = (0..queens.len())
                .flat_map(|a| (a + 1..queens.len()).map(move |b| (a, b)))
                .filter(|&(a, b)| attack(queens[a], queens[b]))
                .map(|(a, b)| [queens[a], queens[b]])
                .collect();
            if let [pair] = pairs[..] {
                return (cols, pair);
            }
        }
    }
    panic!("no move in {solution:?} leaves one attacking pair")
}

/// The words a language's test reads.
struct Words {
    tag: &'static str,
    language: Language,
    /// "Línea 4:" and "La línea 5 repite la línea 2." in this language.
    attack_line: &'static str,
    repeat: &'static str,
    attacking: &'static str,
}

/// A student's output for n = 6 (prose, then lists): two of the four solutions, a third
/// answer with one attacking pair (line 4), and the first solution again (line 5).
fn student_checks_a_wrong_paste(words: Words, as_pairs: bool) {
    let _one = one_language();
    let n = 6;
    let solutions = oracle_solutions(n, &[]);
    assert_eq!(solutions.len(), 4);
    let (wrong, pair) = one_attacking_pair(&solutions[2]);
    let write = |cols: &[u32]| {
        if as_pairs {
            let items: Vec<String> = cols.iter().enumerate().map(|(r, c)| format!("({r}, {c})")).collect();
            format!("[{}]", items.join(", "))
        } else {
            format!("{cols:?}")
        }
    };
    let text = format!(
        "Soluciones para n = 6\n{}\n{}\n{}\n{}\n",
        write(&solutions[0]),
        write(&solutions[1]),
        write(&wrong),
        write(&solutions[0])
    );
    let tag = words.tag;
    let mut h = app(words.language);
    // Opened from its button, as a person finds it.
    click(&mut h, &word(tag, "answers.ftl", "answers-open"));
    paste(&mut h, &word(tag, "answers.ftl", "answers-paste-label"), &text);
    let not_correct = word(tag, "check.ftl", "check-not-correct");
    check_and_wait(&mut h, &word(tag, "answers.ftl", "answers-check"), &not_correct);
    assert!(h.query_by_label(&word(tag, "check.ftl", "check-correct")).is_none());

    // The wrong answer is listed by its line, and shown on the board with its pair marked.
    let board = word(tag, "answers.ftl", "answers-board-name");
    h.get_by_label_contains(words.attack_line).click();
    h.run_ok();
    let value = board_value(&h, &board);
    let (queens, marked) =
        value.split_once(words.attacking).unwrap_or_else(|| panic!("no pair marked: {value}"));
    let mut shown: Vec<&str> = queens.trim_end_matches("; ").split(' ').collect();
    let mut expected = squares(queens_of(&wrong), n);
    shown.sort();
    expected.sort();
    assert_eq!(shown, expected, "the board shows the answer of line 4: {value}");
    let mut marked: Vec<&str> = marked.split(' ').collect();
    marked.sort();
    let mut pair = squares(pair, n);
    pair.sort();
    assert_eq!(marked, pair, "the attacking pair is marked: {value}");

    // The repeat, clicked, shows the first solution, nothing marked.
    h.get_by_label(words.repeat).click();
    h.run_ok();
    let value = board_value(&h, &board);
    assert!(!value.contains(words.attacking), "{value}");
    let mut shown: Vec<&str> = value.split(' ').collect();
    shown.sort();
    let mut first = squares(queens_of(&solutions[0]), n);
    first.sort();
    assert_eq!(shown, first);

    // Two solutions are missing: the first listed, clicked, is one the student left out.
    let given = [&solutions[0], &solutions[1]];
    let left_out: Vec<&Vec<u32>> = solutions.iter().filter(|s| !given.contains(s)).collect();
    // Written as the student wrote answers, one space between queens.
    let written: Vec<String> = left_out
        .iter()
        .map(|s| {
            let cells = s
                .iter()
                .enumerate()
                .map(|(r, c)| if as_pairs { format!("({r}, {c})") } else { c.to_string() });
            cells.collect::<Vec<_>>().join(" ")
        })
        .collect();
    let example = written.iter().find(|w| h.query_by_label(w).is_some()).expect("a missing solution listed");
    h.get_by_label(example).click();
    h.run_ok();
    let value = board_value(&h, &board);
    let mut shown: Vec<&str> = value.split(' ').collect();
    shown.sort();
    let is_left_out = left_out.iter().any(|s| {
        let mut sq = squares(queens_of(s), n);
        sq.sort();
        sq == shown
    });
    assert!(is_left_out, "the board shows a missing solution: {value}");
}

#[test]
fn a_spanish_student_sees_the_attacking_pair_and_the_repeat() {
    student_checks_a_wrong_paste(
        Words {
            tag: "es",
            language: Language::Spanish,
            attack_line: "Línea 4:",
            repeat: "La línea 5 repite la línea 2.",
            attacking: "; se atacan: ",
        },
        false,
    );
}

#[test]
fn a_catalan_student_sees_the_attacking_pair_and_the_repeat() {
    student_checks_a_wrong_paste(
        Words {
            tag: "ca",
            language: Language::Catalan,
            attack_line: "Línia 4:",
            repeat: "La línia 5 repeteix la línia 2.",
            attacking: "; s'ataquen: ",
        },
        true,
    );
}

/// Every solution, once, opened with the window's key: "Correct."; then garbage says what it
/// found, and the window checks the right answers again afterwards.
#[test]
fn a_right_paste_is_correct_and_garbage_is_said_plainly() {
    let _one = one_language();
    let mut h = app(Language::English);
    h.key_press(egui::Key::A);
    h.run_ok();
    let field = word("en", "answers.ftl", "answers-paste-label");
    let check = word("en", "answers.ftl", "answers-check");
    let right: String = oracle_solutions(6, &[]).iter().map(|s| format!("{s:?}\n")).collect();
    paste(&mut h, &field, &right);
    check_and_wait(&mut h, &check, "Correct.");
    assert!(h.query_by_label("Correct.").is_some());
    assert!(h.query_by_label("Not correct.").is_none());

    // Garbage: the field emptied (select all, delete), then prose pasted.
    h.get_by_label(&field).focus();
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.key_press(egui::Key::Delete);
    h.run();
    paste(&mut h, &field, "hello, teacher\nI could not make it work, sorry!\n");
    let nothing = "No answers found.";
    check_and_wait(&mut h, &check, nothing);
    assert!(h.query_by_label("Not correct.").is_some());
    assert!(h.query_by_label("Correct.").is_none());

    // Still usable: the right answers again are correct again.
    h.get_by_label(&field).focus();
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.key_press(egui::Key::Delete);
    h.run();
    paste(&mut h, &field, &right);
    check_and_wait(&mut h, &check, "Correct.");
    assert!(h.query_by_label_contains(nothing).is_none());
}

/// A file opened through the path field (where no dialog opens) is checked as pasted
/// answers are; a file that is no text says which line is not.
#[test]
fn a_file_opened_through_the_path_field_is_checked() {
    let _one = one_language();
    let dir = tempfile::tempdir().unwrap();
    let solutions = oracle_solutions(6, &[]);
    // 1-based lists, the last solution left out.
    let text: String = solutions[..3]
        .iter()
        .map(|s| s.iter().map(|c| (c + 1).to_string()).collect::<Vec<_>>().join(" ") + "\n")
        .collect();
    let path = dir.path().join("ana.txt");
    std::fs::write(&path, text).unwrap();
    let mut h = app(Language::English);
    h.state_mut().use_path_field();
    click(&mut h, &word("en", "answers.ftl", "answers-open"));
    let open = word("en", "answers.ftl", "answers-open-file");
    through_path_field(&mut h, &open, "Open path:", &path);
    step_until(&mut h, "the file's verdict", |h| h.query_by_label("Not correct.").is_some());
    h.run_ok();
    assert!(
        h.query_by_label_contains("ana.txt (n = 6, every solution, lists from 1): 3 answers read").is_some()
    );
    assert!(h.query_by_label_contains("1 solution is missing").is_some());

    let binary = dir.path().join("a.out");
    std::fs::write(&binary, [0x7f, b'E', b'L', b'F', 0xff, 0xfe, b'\n']).unwrap();
    through_path_field(&mut h, &open, "Open path:", &binary);
    step_until(&mut h, "the binary file's failure", |h| h.query_by_label_contains("is not text").is_some());
}
