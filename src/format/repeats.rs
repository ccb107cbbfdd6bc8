//! Finding the first solution a file lists twice.
//!
//! A set of all solutions repeats a solution when two rows are equal; a set of unique
//! solutions (one per class of rotations and reflections) also when two rows are images of
//! each other, since each class is listed once. Distinct solutions of a board can never
//! outnumber its solutions, so a file that lists more solutions than its board has is
//! refused here too, with the first repeat named.

use std::collections::HashMap;
use std::collections::hash_map::Entry;

/// Remembers the rows seen so far, by the key that makes two rows the same solution.
pub(super) struct Repeats<'a> {
    /// Each row's first index (from 0), for the rows themselves (all solutions).
    rows: HashMap<&'a [u32], usize>,
    /// Each class's first index, by its canonical member (unique solutions).
    classes: HashMap<Vec<u32>, usize>,
}

impl<'a> Repeats<'a> {
    /// Room for `rows` rows of the kind `unique` says, so the map never grows (growing
    /// hashes every row again: a third of the time on a 100 MB file).
    pub(super) fn new(rows: usize, unique: bool) -> Self {
        let (rows, classes) = if unique { (0, rows) } else { (rows, 0) };
        Repeats { rows: HashMap::with_capacity(rows), classes: HashMap::with_capacity(classes) }
    }

    /// The index of an earlier row equal to `row` at `index`, if there is one.
    pub(super) fn row(&mut self, index: usize, row: &'a [u32]) -> Option<usize> {
        first_or_insert(self.rows.entry(row), index)
    }

    /// The index of an earlier row of the class whose canonical member is `canonical`.
    pub(super) fn class(&mut self, index: usize, canonical: Vec<u32>) -> Option<usize> {
        first_or_insert(self.classes.entry(canonical), index)
    }
}

fn first_or_insert<K>(entry: Entry<'_, K, usize>, index: usize) -> Option<usize> {
    match entry {
        Entry::Occupied(first) => Some(*first.get()),
        Entry::Vacant(slot) => {
            slot.insert(index);
            None
        }
    }
}
