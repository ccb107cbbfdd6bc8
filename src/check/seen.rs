//! The valid answers seen so far, by class under the 8 symmetries, with the line each was
//! first given on.
//!
//! One entry a class, not a solution: a class holds up to 8 solutions, so the 14,772,512
//! solutions of n = 16 take 1,846,955 keys (16 bytes each) and one line number (4 bytes)
//! per solution given. A solution's slot in its class is the first symmetry (in
//! [`Symmetry::ALL`]'s order) that takes it to the class's smallest member: two solutions of
//! one class never share it, as a symmetry is one to one.

use crate::symmetry::Symmetry;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// A solution (columns by row, n ≤ 25) packed 5 bits a column, the first row highest, so
/// that comparing keys compares solutions in lexicographic order.
pub type Key = [u64; 2];

/// Where a solution lies: its class's smallest member and its slot in the class.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Place {
    pub class: Key,
    pub slot: usize,
}

/// Reusable space for [`place`], so the hot path does not allocate.
#[derive(Debug, Default)]
pub struct Scratch {
    inv: Vec<u32>,
}

/// The class and slot of a solution (columns by row) of at most 25 columns.
pub fn place(cols: &[u32], scratch: &mut Scratch) -> Place {
    let n = cols.len();
    scratch.inv.clear();
    scratch.inv.resize(n, 0);
    for (row, &col) in cols.iter().enumerate() {
        scratch.inv[col as usize] = row as u32;
    }
    let mut best = Place { class: [u64::MAX; 2], slot: 0 };
    for (slot, g) in Symmetry::ALL.into_iter().enumerate() {
        let mut packed: u128 = 0;
        for row in 0..n {
            packed = packed << 5 | u128::from(g.image_row(cols, &scratch.inv, row));
        }
        let key = [(packed >> 64) as u64, packed as u64];
        if key < best.class {
            best = Place { class: key, slot };
        }
    }
    best
}

/// A cheap hash for keys that are already well spread (packed solutions): one multiply.
#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }
    fn write_u64(&mut self, x: u64) {
        self.0 = (self.0.rotate_left(29) ^ x).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }
    fn write_usize(&mut self, x: usize) {
        self.write_u64(x as u64);
    }
}

/// The classes seen and the first line of each solution (or each class) given.
#[derive(Debug, Default)]
pub struct Seen {
    index: HashMap<Key, u32, BuildHasherDefault<KeyHasher>>,
    /// `stride` lines a class (8: one a slot, for `all`; 1: the class's, for `unique`),
    /// 0 where none was given. Lines past u32::MAX are kept as u32::MAX.
    lines: Vec<u32>,
    stride: usize,
    /// Distinct entries given (solutions, or classes).
    distinct: u64,
}

impl Seen {
    /// `by_solution`: one line a solution (`all`), else one a class (`unique`).
    pub fn new(by_solution: bool) -> Seen {
        Seen { stride: if by_solution { 8 } else { 1 }, ..Seen::default() }
    }

    /// Notes an answer at `place` given on `line`: the line it was first given on if
    /// given before, else None.
    pub fn note(&mut self, place: Place, line: u64) -> Option<u64> {
        let stride = self.stride;
        let next =
            u32::try_from(self.lines.len() / stride).expect("fewer than 2^32 classes of n ≤ 25 are given");
        let class = *self.index.entry(place.class).or_insert_with(|| next) as usize;
        if class * stride == self.lines.len() {
            self.lines.resize(self.lines.len() + stride, 0);
        }
        let cell = &mut self.lines[class * stride + if stride == 8 { place.slot } else { 0 }];
        if *cell != 0 {
            return Some(u64::from(*cell));
        }
        *cell = u32::try_from(line).unwrap_or(u32::MAX);
        self.distinct += 1;
        None
    }

    /// Whether the solution at `place` was given (for `unique`: any of its class).
    pub fn contains(&self, place: Place) -> bool {
        self.index.get(&place.class).is_some_and(|&class| {
            let slot = if self.stride == 8 { place.slot } else { 0 };
            self.lines[class as usize * self.stride + slot] != 0
        })
    }

    /// Distinct solutions (or classes) given.
    pub fn distinct(&self) -> u64 {
        self.distinct
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// The class is the smallest of the 8 images, and its slot's symmetry takes the
        /// solution there: checked against `Symmetry::apply` on random permutations.
        #[test]
        fn place_is_the_smallest_image(n in 1usize..=25, seed in any::<u64>()) {
            let mut cols: Vec<u32> = (0..n as u32).collect();
            let mut state = seed | 1;
            for i in (1..n).rev() {
                state ^= state << 13; state ^= state >> 7; state ^= state << 17;
                cols.swap(i, (state % (i as u64 + 1)) as usize);
            }
            let images: Vec<Vec<u32>> = Symmetry::ALL.iter().map(|g| g.apply(&cols)).collect();
            let smallest = images.iter().min().unwrap();
            let place = place(&cols, &mut Scratch::default());
            prop_assert_eq!(&images[place.slot], smallest);
            prop_assert!(images[..place.slot].iter().all(|image| image != smallest));
            let unpacked: Vec<u32> = (0..n)
                .map(|row| ((u128::from(place.class[0]) << 64 | u128::from(place.class[1])) >> (5 * (n - 1 - row)) & 31) as u32)
                .collect();
            prop_assert_eq!(&unpacked, smallest);
        }
    }
}
