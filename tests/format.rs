//! The solution-set document: round trips, every kind of bad file, and a reader that never panics.
use nqueens::board::{MAX_N, Problem, Queen};
use nqueens::control::{CancelFlag, Control, Progress};
use nqueens::format::{self, FileError, SolutionSet};
use nqueens::search::enumerate;
use nqueens::store::SolutionStore;
use nqueens::stream::{Filter, Found, Options};
use proptest::prelude::*;

fn solved(n: usize, fixed: Vec<Queen>, filter: Filter) -> SolutionSet {
    let problem = Problem::new(n, fixed, MAX_N).unwrap();
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
        (&ok.replace("[2,0,3,1]", "[0,1,2,3]"), "solution 1"),
        (&ok.replace("[2,0,3,1]", "[2,0,3,9]"), "solution 1"),
        (&ok.replace("\"fixed\":[]", "\"fixed\":[[0,1]]"), "solution 1"),
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
            let problem = Problem::new(loaded.n, loaded.fixed.clone(), usize::MAX).unwrap();
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
    // Written before streaming (count first), and as `nqueens solve` writes now.
    for text in [
        format!("{{{head},{tail},{solutions}}}"),
        format!("{{{head},\"method\":\"backtrack\",{solutions},{tail}}}"),
    ] {
        let set = read_str(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!((set.n, set.complete, set.solutions.len()), (4, false, 2), "{text}");
    }
    let wrong_count = format!("{{{head},{solutions},\"count\":3,\"complete\":true}}");
    assert!(matches!(read_str(&wrong_count), Err(FileError::CountMismatch { stated: 3, actual: 2 })));
}
