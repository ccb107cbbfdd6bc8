//! The solution-set document: round trips, every kind of bad file, and a reader that never panics.
mod common;

use nqueens::board::{Problem, Queen};
use nqueens::control::{CancelFlag, Control, Progress};
use nqueens::format::{self, FileError, SolutionSet};
use nqueens::search::enumerate;
use nqueens::store::SolutionStore;
use nqueens::stream::{Filter, Found, Options};
use proptest::prelude::*;

fn solved(n: usize, fixed: Vec<Queen>, filter: Filter) -> SolutionSet {
    let problem = Problem::new(n, fixed).unwrap();
    let mut store = SolutionStore::new(n);
    let options = Options { filter, ordered: true, ..Options::default() };
    let summary = enumerate(&problem, &options, &Progress::new(), &CancelFlag::new(), &mut |s: Found<'_>| {
        store.push(s.cols, s.class_size);
        Control::Continue
    });
    SolutionSet {
        n,
        fixed: problem.fixed().to_vec(),
        filter,
        complete: summary.outcome.is_complete(),
        solutions: store,
    }
}

fn to_bytes(set: &SolutionSet) -> Vec<u8> {
    let mut bytes = Vec::new();
    format::write(set, &mut bytes, &mut |_, _| {}).unwrap();
    bytes
}

fn read_str(text: &str) -> Result<SolutionSet, FileError> {
    format::read(text.as_bytes())
}

#[test]
fn round_trip_keeps_everything_including_class_sizes() {
    for set in [solved(8, vec![Queen::new(0, 0)], Filter::All), solved(9, vec![], Filter::Unique)] {
        let back = format::read(&to_bytes(&set)[..]).unwrap();
        assert_eq!(back, set);
    }
}

#[test]
fn save_is_atomic_and_reports_progress() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("set.json");
    let set = solved(10, vec![], Filter::All);
    let mut last = (0, 0);
    format::save(&set, &path, &mut |done, total| last = (done, total)).unwrap();
    assert_eq!(last, (724, 724));
    assert_eq!(format::open(&path).unwrap(), set);
    // Nothing but the document is left in the folder.
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
    // Saving into a missing folder fails and names the path.
    let err = format::save(&set, &dir.path().join("nope/set.json"), &mut |_, _| {}).unwrap_err();
    assert!(err.to_string().contains("nope"), "{err}");
}

/// A saved document is a normal file others may read (not the temporary file's 0600), and
/// saving over a file keeps that file's permissions.
#[cfg(unix)]
#[test]
fn a_saved_document_has_a_normal_files_permissions() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("set.json");
    let set = solved(6, vec![], Filter::All);
    format::save(&set, &path, &mut |_, _| {}).unwrap();
    let mode = |p: &std::path::Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
    // Whatever the umask takes away, the owner can read and write and it is not 0600.
    assert_eq!(mode(&path) & 0o600, 0o600);
    let umask_default = {
        let probe = dir.path().join("probe");
        std::fs::write(&probe, "").unwrap();
        mode(&probe)
    };
    assert_eq!(mode(&path), umask_default);
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o640)).unwrap();
    format::save(&set, &path, &mut |_, _| {}).unwrap();
    assert_eq!(mode(&path), 0o640);
}

#[test]
fn each_bad_file_gets_its_own_clear_error() {
    let ok = r#"{"format":"nqueens-solutions","version":1,"n":4,"fixed":[],"filter":"all","complete":true,"count":2,"solutions":[[1,3,0,2],[2,0,3,1]]}"#;
    assert_eq!(read_str(ok).unwrap().solutions.len(), 2);
    let cases: &[(&str, &str)] = &[
        ("{not json", "not a valid solution file"),
        ("", "not a valid solution file"),
        ("[1,2,3]", "not a Queenside solution file"),
        ("42", "not a Queenside solution file"),
        (r#"{"name":"something else"}"#, "not a Queenside solution file"),
        (r#"{"format":"other","version":1}"#, "not a Queenside solution file"),
        (r#"{"version":"1.0","n":"eight","solutions":{"a":1}}"#, "not a Queenside solution file"),
        (r#"{"format":7,"solutions":[["x"]]}"#, "its \"format\" is 7"),
        (&ok.replace("\"version\":1", "\"version\":7"), "version 7"),
        (&ok.replace("\"n\":4", "\"n\":0"), "out of range"),
        (&ok.replace("\"count\":2", "\"count\":3"), "says it holds 3"),
        (&ok.replace("[2,0,3,1]", "[2,0,3]"), "must list 4 columns"),
        // Solutions are named by their place in the file counting from 1, as the app's list
        // numbers them: the second is solution 2.
        (&ok.replace("[2,0,3,1]", "[0,1,2,3]"), "solution 2 in the file"),
        (&ok.replace("[2,0,3,1]", "[2,0,3,9]"), "solution 2 in the file"),
        (&ok.replace("[1,3,0,2]", "[1,3,0,9]"), "solution 1 in the file"),
        (&ok.replace("\"fixed\":[]", "\"fixed\":[[0,1]]"), "solution 2 in the file"),
        (&ok.replace("\"fixed\":[]", "\"fixed\":[[0,0],[1,1]]"), "attack"),
        (&ok.replace("\"fixed\":[]", "\"fixed\":[[9,0]]"), "off the"),
        (&ok.replace("\"filter\":\"all\"", "\"filter\":\"some\""), "\"filter\" is wrong"),
        (&ok.replace(",\"complete\":true", ""), "\"complete\" is missing"),
        (&ok.replace("\"version\":1", "\"version\":\"1\""), "\"version\" is wrong"),
        (&ok.replace("\"n\":4", "\"n\":-4"), "\"n\" is wrong"),
        (&ok.replace("[1,3,0,2]", "[1,-3,0,2]"), "\"solutions\" is wrong"),
        (&ok.replace("[1,3,0,2]", "\"1302\""), "\"solutions\" is wrong"),
        (&ok.replace("\"count\":2", "\"count\":\"two\""), "\"count\" is wrong"),
    ];
    for (text, expected) in cases {
        let err = read_str(text).expect_err(text).to_string();
        assert!(err.contains(expected), "{text}\n  gave: {err}\n  wanted: {expected}");
    }
}

proptest! {
    #[test]
    fn arbitrary_bytes_never_panic_the_reader(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
        let _ = format::read(&bytes[..]);
    }

    #[test]
    fn mutated_documents_never_panic_and_never_load_invalid_solutions(
        edits in proptest::collection::vec((any::<prop::sample::Index>(), any::<u8>()), 1..6),
    ) {
        let set = solved(6, vec![], Filter::Unique);
        let mut bytes = to_bytes(&set);
        for (at, byte) in edits {
            let i = at.index(bytes.len());
            bytes[i] = b"0123456789[],\" :{}-"[byte as usize % 19];
        }
        if let Ok(loaded) = format::read(&bytes[..]) {
            let problem = Problem::wide(loaded.n, loaded.fixed.clone()).unwrap();
            for i in 0..loaded.solutions.len() {
                let cols = loaded.solutions.to_vec(i);
                prop_assert!(nqueens::board::is_solution(loaded.n, &cols) && problem.keeps_fixed(&cols));
            }
        }
    }
}

#[test]
fn count_and_complete_may_come_before_or_after_the_solutions() {
    let head = r#""format":"nqueens-solutions","version":1,"n":4,"fixed":[],"filter":"all""#;
    let solutions = r#""solutions":[[1,3,0,2],[2,0,3,1]]"#;
    let tail = r#""count":2,"complete":false"#;
    // Written before streaming (count first), by the app's export before it shared the
    // writer of `nqueens solve` (complete before count), and by both now.
    for text in [
        format!("{{{head},{tail},{solutions}}}"),
        format!("{{{head},{solutions},\"complete\":false,\"count\":2}}"),
        format!("{{{head},\"method\":\"backtrack\",{solutions},{tail}}}"),
        format!("{{{head},{solutions},{tail}}}"),
    ] {
        let set = read_str(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!((set.n, set.complete, set.solutions.len()), (4, false, 2), "{text}");
    }
    let wrong_count = format!("{{{head},{solutions},\"count\":3,\"complete\":true}}");
    assert!(matches!(read_str(&wrong_count), Err(FileError::CountMismatch { stated: 3, actual: 2 })));
}

#[cfg(feature = "cli")]
#[test]
fn the_export_writes_what_nqueens_solve_writes_but_the_method() {
    for (n, fixed, filter, args) in [
        (8, vec![], Filter::All, vec!["solve", "8"]),
        (8, vec![Queen::new(0, 2)], Filter::All, vec!["solve", "8", "--fix", "0,2"]),
        (9, vec![], Filter::Unique, vec!["solve", "9", "--unique"]),
    ] {
        let exported = String::from_utf8(to_bytes(&solved(n, fixed, filter))).unwrap();
        let out = common::cli::nqueens().args(&args).output().unwrap();
        assert!(out.status.success(), "{args:?}");
        let solved = String::from_utf8(out.stdout).unwrap();
        assert_eq!(solved.replacen(r#""method":"backtrack","#, "", 1), exported, "{args:?}");
    }
}

/// The document of `set` with its rows replaced by `rows`.
fn with_rows(set: &SolutionSet, rows: &[Vec<u32>]) -> String {
    let mut solutions = SolutionStore::new(set.n);
    for row in rows {
        solutions.push(row, None);
    }
    let plain = SolutionSet { filter: Filter::All, solutions, ..set.clone() };
    let text = String::from_utf8(to_bytes(&plain)).unwrap();
    text.replace("\"filter\":\"all\"", &format!("\"filter\":{}", serde_json::to_string(&set.filter).unwrap()))
}

fn rows_of(set: &SolutionSet) -> Vec<Vec<u32>> {
    (0..set.solutions.len()).map(|i| set.solutions.to_vec(i)).collect()
}

/// The obvious answer: the first row equal to an earlier one, as (earlier, repeat), from 1.
fn first_repeat(rows: &[Vec<u32>], same: impl Fn(&[u32], &[u32]) -> bool) -> Option<(usize, usize)> {
    (0..rows.len()).find_map(|j| (0..j).find(|&i| same(&rows[i], &rows[j])).map(|i| (i + 1, j + 1)))
}

/// The 8 images of a solution, worked out here square by square.
fn images(cols: &[u32]) -> Vec<Vec<u32>> {
    let n = cols.len() as u32;
    let transpose = |c: &[u32]| {
        let mut t = vec![0; c.len()];
        for (row, &col) in c.iter().enumerate() {
            t[col as usize] = row as u32;
        }
        t
    };
    let flip = |c: &[u32]| c.iter().map(|&x| n - 1 - x).collect::<Vec<u32>>();
    let mut out = vec![cols.to_vec()];
    for _ in 0..3 {
        // A quarter turn: transpose, then mirror left to right.
        let last = out.last().unwrap().clone();
        out.push(flip(&transpose(&last)));
    }
    let mirrored: Vec<Vec<u32>> = out.iter().map(|c| flip(c)).collect();
    out.extend(mirrored);
    out
}

#[test]
fn a_file_listing_one_solution_many_times_is_refused_naming_the_first_repeat() {
    let set = solved(8, vec![], Filter::All);
    let one = set.solutions.to_vec(5);
    let err = read_str(&with_rows(&set, &vec![one; 1000])).unwrap_err();
    assert!(matches!(err, FileError::Repeated { first: 1, repeat: 2 }), "{err:?}");
    assert!(err.to_string().contains("solution 2 in the file repeats solution 1"), "{err}");
}

#[test]
fn more_solutions_than_the_board_has_are_refused() {
    // The published counts (the tests' own copy): every solution, then one more.
    for n in 4..=10 {
        let set = solved(n, vec![], Filter::All);
        let mut rows = rows_of(&set);
        assert_eq!(rows.len() as u64, common::TOTAL[n - 1]);
        rows.push(rows[rows.len() / 2].clone());
        let err = read_str(&with_rows(&set, &rows)).unwrap_err();
        let expected = (rows.len() / 2 + 1, rows.len());
        assert!(
            matches!(err, FileError::Repeated { first, repeat } if (first, repeat) == expected),
            "n = {n}: {err:?}"
        );
    }
}

#[test]
fn a_unique_set_holding_two_members_of_one_class_is_refused() {
    let set = solved(8, vec![], Filter::Unique);
    let mut rows = rows_of(&set);
    let turned = images(&rows[2])[1].clone();
    assert_ne!(turned, rows[2]);
    rows.push(turned);
    let err = read_str(&with_rows(&set, &rows)).unwrap_err();
    assert!(matches!(err, FileError::SameClass { first: 3, repeat: 13 }), "{err:?}");
    assert!(err.to_string().contains("solution 13 in the file is a rotation or reflection of solution 3"));
    // The same row twice is a plain repeat.
    rows.pop();
    rows.insert(7, rows[4].clone());
    let err = read_str(&with_rows(&set, &rows)).unwrap_err();
    assert!(matches!(err, FileError::Repeated { first: 5, repeat: 8 }), "{err:?}");
}

proptest! {
    #[test]
    fn the_first_repeat_named_is_the_obvious_one(
        n in 5usize..=9,
        picks in proptest::collection::vec((any::<prop::sample::Index>(), 0usize..8), 1..40),
        unique in any::<bool>(),
    ) {
        let filter = if unique { Filter::Unique } else { Filter::All };
        let set = solved(n, vec![], filter);
        let all = rows_of(&set);
        // Rows drawn at random from the set (in unique mode, any image of them): repeats
        // happen often, and sometimes not at all.
        let rows: Vec<Vec<u32>> = picks
            .iter()
            .map(|(i, image)| {
                let row = &all[i.index(all.len())];
                if unique { images(row)[*image].clone() } else { row.clone() }
            })
            .collect();
        let same_class = |a: &[u32], b: &[u32]| images(a).iter().any(|m| m == b);
        let expected = if unique {
            first_repeat(&rows, same_class)
        } else {
            first_repeat(&rows, |a, b| a == b)
        };
        match (read_str(&with_rows(&set, &rows)), expected) {
            (Ok(loaded), None) => prop_assert_eq!(rows_of(&loaded), rows),
            (Err(FileError::Repeated { first, repeat }), Some(e)) => {
                prop_assert_eq!((first, repeat), e);
                prop_assert_eq!(&rows[first - 1], &rows[repeat - 1]);
            }
            (Err(FileError::SameClass { first, repeat }), Some(e)) if unique => {
                prop_assert_eq!((first, repeat), e);
                prop_assert_ne!(&rows[first - 1], &rows[repeat - 1]);
            }
            (got, e) => prop_assert!(false, "read gave {:?}, expected the repeat {:?}", got.err(), e),
        }
    }
}
