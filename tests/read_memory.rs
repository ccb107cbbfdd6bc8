//! Issue 32, item 10: opening a solutions file took five times the memory of the rows kept
//! (10 million of 16×16's solutions, 160 MB as one byte a column, peaked at 1.19 GB): each
//! row was read into a vector of u32 columns, then a hash map of the rows found repeats, and
//! only then were they stored. Memory is counted here by the allocator: its own binary, one
//! test, so that nothing else allocates meanwhile.

mod common;

use common::counting::{Counting, peak_during};
use nqueens::board::Problem;
use nqueens::control::{CancelFlag, Control, Progress};
use nqueens::format::{self, SolutionSet};
use nqueens::search::enumerate;
use nqueens::store::SolutionStore;
use nqueens::stream::{Filter, Found, Options};

#[global_allocator]
static COUNTING: Counting = Counting;

#[test]
fn reading_a_file_takes_little_more_memory_than_the_rows_kept() {
    // Every solution of 12×12 (14,200) written as nqueens writes them.
    let n = 12;
    let mut store = SolutionStore::new(n);
    let problem = Problem::empty(n).unwrap();
    let options = Options { filter: Filter::All, ..Options::default() };
    enumerate(&problem, &options, &Progress::new(), &CancelFlag::new(), &mut |s: Found<'_>| {
        store.push(s.cols, None);
        Control::Continue
    });
    let all = SolutionSet { n, fixed: vec![], filter: Filter::All, complete: true, solutions: store };
    let mut file = Vec::new();
    format::write(&all, &mut file, &mut |_, _| {}).unwrap();
    for keep in [all.solutions.len(), 10_000] {
        let ((read, listed), peak) = peak_during(|| format::read_keeping(&file[..], keep).unwrap());
        assert_eq!((read.solutions.len(), listed), (keep, all.solutions.len()));
        // The rows kept, one byte a column, with room for the store's doubling while it
        // grows; an index of four bytes a row to find repeats; the reader's buffers.
        let rows = keep * n;
        let bound = 3 * rows + 4 * keep + (64 << 10);
        assert!(peak <= bound, "keeping {keep} rows of {n} took {peak} bytes at most, more than {bound}");
    }
}
