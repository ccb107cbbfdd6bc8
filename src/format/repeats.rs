//! Finding the first solution a file lists twice.
//!
//! A set of all solutions repeats a solution when two rows are equal; a set of unique
//! solutions (one per class of rotations and reflections) also when two rows are images of
//! each other, since each class is listed once: there the rows compared are the classes'
//! canonical members. Distinct solutions of a board can never outnumber its solutions, so a
//! file that lists more solutions than its board has is refused here too, with the first
//! repeat named.
//!
//! The rows are sorted by an index into the store that holds them (four bytes a row), not
//! hashed into a map of their own: 10 million rows of 16 columns, 160 MB in the store, took
//! 400 MB more as a map.

use crate::store::SolutionStore;

/// The first repeat among the first `upto` rows of `rows`: the index of the first row equal
/// to an earlier one, and that earlier row's index (both from 0), as `(first, repeat)`.
pub(super) fn first_repeat(rows: &SolutionStore, upto: usize) -> Option<(usize, usize)> {
    let upto = upto.min(rows.len());
    match u32::try_from(upto) {
        Ok(_) => first_repeat_by::<u32>(rows, upto),
        Err(_) => first_repeat_by::<usize>(rows, upto),
    }
}

/// A row's index as the sort keeps it.
trait Index: Copy {
    fn new(index: usize) -> Self;
    fn get(self) -> usize;
}

impl Index for u32 {
    fn new(index: usize) -> Self {
        // Lossless: chosen only when every index fits (see `first_repeat`).
        index as u32
    }
    fn get(self) -> usize {
        self as usize
    }
}

impl Index for usize {
    fn new(index: usize) -> Self {
        index
    }
    fn get(self) -> usize {
        self
    }
}

/// [`first_repeat`] with indices of type `I`, the narrowest that holds `upto`.
fn first_repeat_by<I: Index>(rows: &SolutionStore, upto: usize) -> Option<(usize, usize)> {
    let mut order: Vec<I> = (0..upto).map(I::new).collect();
    // Equal rows end up side by side, each run of them in the order the file lists them.
    order.sort_unstable_by(|&a, &b| {
        let (a, b) = (a.get(), b.get());
        rows.cmp_rows(a, b).then(a.cmp(&b))
    });
    order
        .windows(2)
        .map(|pair| (pair[0].get(), pair[1].get()))
        .filter(|&(a, b)| rows.cmp_rows(a, b).is_eq())
        // The first of a run is the row first listed; the next is its first repeat.
        .min_by_key(|&(_, repeat)| repeat)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// The reference: each row looked up among those before it.
    fn by_map(rows: &[Vec<u32>]) -> Option<(usize, usize)> {
        let mut seen = HashMap::new();
        for (i, row) in rows.iter().enumerate() {
            if let Some(&first) = seen.get(row) {
                return Some((first, i));
            }
            seen.insert(row, i);
        }
        None
    }

    proptest::proptest! {
        #[test]
        fn the_first_repeat_is_the_one_a_map_finds(rows in proptest::collection::vec(proptest::collection::vec(0u32..3, 3), 0..40)) {
            let mut store = SolutionStore::new(3);
            for row in &rows {
                store.push(row, None);
            }
            proptest::prop_assert_eq!(first_repeat(&store, rows.len()), by_map(&rows));
            let half = rows.len() / 2;
            proptest::prop_assert_eq!(first_repeat(&store, half), by_map(&rows[..half]));
        }
    }
}
