//! Issue 46: `nqueens check` read Queenside's own solutions document (one line of JSON
//! holding every solution) as one line, held whole with all its numbers: 431 MB for an
//! 80 MB file. It is read as a stream now, so checking it takes no more memory than
//! checking the same answers written one a line. Memory is counted by the allocator: its
//! own binary, one test.

mod common;

use common::counting::{Counting, peak_during};
use nqueens::board::Problem;
use nqueens::check::{Exercise, Options, check};
use nqueens::control::{CancelFlag, Control, Progress};
use nqueens::format::{self, SolutionSet};
use nqueens::search::enumerate;
use nqueens::store::SolutionStore;
use nqueens::stream::{Filter, Found};

#[global_allocator]
static COUNTING: Counting = Counting;

#[test]
fn a_solutions_document_is_checked_in_the_memory_of_its_answers_one_a_line() {
    // Every solution of 12×12 (14,200), as `nqueens solve` writes them and one a line.
    let n = 12;
    let mut store = SolutionStore::new(n);
    let mut lines = String::new();
    let problem = Problem::empty(n).unwrap();
    let search = nqueens::stream::Options { filter: Filter::All, ..Default::default() };
    enumerate(&problem, &search, &Progress::new(), &CancelFlag::new(), &mut |s: Found<'_>| {
        store.push(s.cols, None);
        let cols: Vec<String> = s.cols.iter().map(|c| c.to_string()).collect();
        lines.push_str(&format!("[{}]\n", cols.join(", ")));
        Control::Continue
    });
    let all = SolutionSet { n, fixed: vec![], filter: Filter::All, complete: true, solutions: store };
    let mut document = Vec::new();
    format::write(&all, &mut document, &mut |_, _| {}).unwrap();
    drop(all);
    let options = Options { n: None, exercise: Exercise::All };
    let checked = |input: &[u8]| peak_during(|| check(input, &options, &mut |_| Control::Continue).unwrap());
    let (one_a_line, by_lines) = checked(lines.as_bytes());
    let (whole, by_document) = checked(&document);
    for report in [&one_a_line, &whole] {
        assert_eq!((report.n, report.valid, report.missing, report.correct), (Some(n), 14_200, 0, true));
    }
    eprintln!("peak: {by_lines} bytes one a line, {by_document} as a document of {} bytes", document.len());
    let bound = by_lines + by_lines / 4 + (64 << 10);
    assert!(by_document <= bound, "the document took {by_document} bytes at most, more than {bound}");
}
