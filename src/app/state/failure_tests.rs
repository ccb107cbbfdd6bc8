//! Failures are kept as facts and worded when drawn: a notice raised in English reads in
//! Spanish and Catalan once the language changes, with no English sentence left in it (what
//! the system or a panic said stays, as a detail in parentheses).

use super::tests::{finish, state};
use super::*;
use crate::app::action::Action;
use crate::app::files::{DialogMode, FileOp};
use crate::app::text::lang::{Language, tests::in_language};
use crate::testing::english_left;

/// What raises a failure on a state.
type Raise<'a> = Box<dyn Fn(&mut State) + 'a>;

/// The notice shown, in each language.
fn notice_in_each_language(s: &State) -> [String; 3] {
    let notice = s.notice().expect("a notice is shown");
    assert!(notice.error, "{notice:?}");
    Language::ALL.map(|language| in_language(language, || s.notice_text(notice)))
}

/// Waits for the file job in flight to end.
fn file_job_ends(s: &mut State) {
    crate::testing::wait_until("the file job's end", || {
        s.poll_files();
        !s.files.busy()
    });
}

#[test]
fn each_kind_of_failure_is_worded_in_the_language_of_the_moment() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("no-such-folder").join("eight.json");
    let unknown = dir.path().join("eight.xyz");
    let png_sheet = dir.path().join("sheet.png");
    let path = |p: &std::path::Path| p.display().to_string();
    // What each case is, and what it leaves as it was written (paths, a panic's words).
    let cases: Vec<(&str, Vec<String>, Raise)> = vec![
        (
            "a run that panics",
            vec!["a test's panic".into()],
            Box::new(|s| {
                s.test_threads().panic_next.set(true);
                s.apply(Action::Solve);
                finish(s);
            }),
        ),
        (
            "a run that cannot start",
            vec!["no threads left".into()],
            Box::new(|s| {
                s.test_threads().refuse_next.set(Some("no threads left"));
                s.apply(Action::Solve);
                finish(s);
            }),
        ),
        (
            "an export into a folder that is not there",
            vec![path(&missing)],
            Box::new(|s| {
                s.apply(Action::UsePath(FileOp::Export, missing.clone()));
                file_job_ends(s);
            }),
        ),
        (
            "an image of no known format",
            vec![path(&unknown), "eight.xyz".into()],
            Box::new(|s| s.apply(Action::UsePath(FileOp::ExportImage, unknown.clone()))),
        ),
        (
            "a sheet as PNG",
            vec![path(&png_sheet)],
            Box::new(|s| s.apply(Action::UsePath(FileOp::ExportSheet, png_sheet.clone()))),
        ),
    ];
    for (case, details, raise) in cases {
        let (mut s, _counts) = state(8);
        s.files.mode = DialogMode::PathField;
        s.apply(Action::Solve);
        finish(&mut s);
        // Raised while the app speaks English, then drawn after a switch.
        in_language(Language::English, || raise(&mut s));
        let [english, spanish, catalan] = notice_in_each_language(&s);
        let details: Vec<&str> = details.iter().map(String::as_str).collect();
        assert!(!english_left(&english, &details).is_empty(), "{case}: not English: {english}");
        for words in [&spanish, &catalan] {
            assert_ne!(*words, english, "{case}: the switch left the notice as it was");
            let left = english_left(words, &details);
            assert!(left.is_empty(), "{case}: English left ({left:?}) in: {words}");
        }
    }
}
