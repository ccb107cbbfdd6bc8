//! The 8 symmetries of the square, and the rule that picks one solution per class.
//!
//! Unique mode shows a solution `s` iff `s` is the lexicographically smallest of those of
//! its 8 images that contain every fixed queen. The rule needs no memory of earlier
//! solutions, so it works the same in parallel and in a stream.

use crate::board::{Problem, Queen};

/// One of the 8 symmetries of an n×n board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Symmetry {
    Identity,
    /// A quarter turn clockwise.
    Rot90,
    Rot180,
    Rot270,
    /// Mirror across the vertical axis (columns swap left and right).
    FlipLeftRight,
    /// Mirror across the horizontal axis (rows swap top and bottom).
    FlipUpDown,
    /// Mirror across the main diagonal (top-left to bottom-right).
    Transpose,
    /// Mirror across the anti-diagonal.
    AntiTranspose,
}

impl Symmetry {
    pub(crate) const ALL: [Symmetry; 8] = [
        Symmetry::Identity,
        Symmetry::Rot90,
        Symmetry::Rot180,
        Symmetry::Rot270,
        Symmetry::FlipLeftRight,
        Symmetry::FlipUpDown,
        Symmetry::Transpose,
        Symmetry::AntiTranspose,
    ];

    /// Where the square `q` lands on an `n`-wide board.
    pub fn map(self, n: usize, q: Queen) -> Queen {
        let (r, c, m) = (q.row, q.col, n - 1);
        let (row, col) = match self {
            Symmetry::Identity => (r, c),
            Symmetry::Rot90 => (c, m - r),
            Symmetry::Rot180 => (m - r, m - c),
            Symmetry::Rot270 => (m - c, r),
            Symmetry::FlipLeftRight => (r, m - c),
            Symmetry::FlipUpDown => (m - r, c),
            Symmetry::Transpose => (c, r),
            Symmetry::AntiTranspose => (m - c, m - r),
        };
        Queen::new(row, col)
    }

    /// The symmetry that undoes this one.
    pub fn inverse(self) -> Symmetry {
        match self {
            Symmetry::Rot90 => Symmetry::Rot270,
            Symmetry::Rot270 => Symmetry::Rot90,
            other => other,
        }
    }

    /// The image of a full placement (columns by row).
    pub fn apply(self, cols: &[u32]) -> Vec<u32> {
        let n = cols.len();
        let mut out = vec![0; n];
        for (row, &col) in cols.iter().enumerate() {
            let q = self.map(n, Queen::new(row, col as usize));
            out[q.row] = q.col as u32;
        }
        out
    }

    /// Column `row` of the image of `cols`, in O(1) given the inverse permutation.
    #[inline]
    pub(crate) fn image_row(self, cols: &[u32], inv: &[u32], row: usize) -> u32 {
        let m = cols.len() - 1;
        let m32 = m as u32;
        match self {
            Symmetry::Identity => cols[row],
            Symmetry::Rot90 => m32 - inv[row],
            Symmetry::Rot180 => m32 - cols[m - row],
            Symmetry::Rot270 => inv[m - row],
            Symmetry::FlipLeftRight => m32 - cols[row],
            Symmetry::FlipUpDown => cols[m - row],
            Symmetry::Transpose => inv[row],
            Symmetry::AntiTranspose => m32 - inv[m - row],
        }
    }
}

/// Decides, for one problem, which solutions unique mode shows and how big their classes are.
#[derive(Debug, Clone)]
pub struct Classifier {
    /// For each symmetry g: the squares that must hold queens in `s` for `g(s)` to contain
    /// every fixed queen (the fixed queens mapped back through g).
    preimages: Vec<(Symmetry, Vec<Queen>)>,
}

/// Reusable space for [`Classifier::classify`], so the hot path does not allocate.
#[derive(Debug, Default, Clone)]
pub struct Scratch {
    inv: Vec<u32>,
    images: Vec<Vec<u32>>,
}

impl Classifier {
    pub fn new(problem: &Problem) -> Self {
        let n = problem.n();
        let preimages = Symmetry::ALL
            .iter()
            .map(|&g| {
                let back = g.inverse();
                (g, problem.fixed().iter().map(|&q| back.map(n, q)).collect())
            })
            .collect();
        Classifier { preimages }
    }

    fn qualifies(required: &[Queen], cols: &[u32]) -> bool {
        required.iter().all(|q| cols[q.row] as usize == q.col)
    }

    /// `Some(class size)` if unique mode shows `cols`, `None` if another image stands for it.
    pub fn classify(&self, cols: &[u32], scratch: &mut Scratch) -> Option<u8> {
        let n = cols.len();
        scratch.inv.resize(n, 0);
        for (row, &col) in cols.iter().enumerate() {
            scratch.inv[col as usize] = row as u32;
        }
        for (g, required) in &self.preimages[1..] {
            if Self::qualifies(required, cols) && image_is_smaller(*g, cols, &scratch.inv) {
                return None;
            }
        }
        Some(self.class_size_with(cols, scratch))
    }

    /// The member of `cols`'s class that unique mode shows, and the class size.
    pub fn canonical(&self, cols: &[u32]) -> (Vec<u32>, u8) {
        let mut scratch = Scratch::default();
        let size = self.class_size_with(cols, &mut scratch);
        let smallest = scratch.images.into_iter().min().expect("the identity image always qualifies");
        (smallest, size)
    }

    /// The distinct images of `cols` that contain every fixed queen (its class, as unique
    /// mode counts it), `cols` itself first.
    pub fn members(&self, cols: &[u32]) -> Vec<Vec<u32>> {
        let mut scratch = Scratch::default();
        self.class_size_with(cols, &mut scratch);
        scratch.images
    }

    /// How many distinct images of `cols` contain every fixed queen.
    pub fn class_size(&self, cols: &[u32]) -> u8 {
        self.class_size_with(cols, &mut Scratch::default())
    }

    fn class_size_with(&self, cols: &[u32], scratch: &mut Scratch) -> u8 {
        scratch.images.clear();
        for (g, required) in &self.preimages {
            if Self::qualifies(required, cols) {
                let image = g.apply(cols);
                if !scratch.images.contains(&image) {
                    scratch.images.push(image);
                }
            }
        }
        scratch.images.len() as u8
    }
}

/// What a stream of solutions shows for `cols`: the member of its class and, in unique
/// mode (`classifier` given), the class size. `exact` shows `cols` itself when the
/// unique-mode rule picks it and nothing otherwise, which needs no memory; without it the
/// class's shown member is returned, for a caller that remembers what it has shown.
pub(crate) fn shown_member(
    classifier: Option<&Classifier>,
    cols: &[u32],
    exact: bool,
    scratch: &mut Scratch,
) -> Option<(Vec<u32>, Option<u8>)> {
    match classifier {
        Some(c) if exact => c.classify(cols, scratch).map(|size| (cols.to_vec(), Some(size))),
        Some(c) => {
            let (canonical, size) = c.canonical(cols);
            Some((canonical, Some(size)))
        }
        None => Some((cols.to_vec(), None)),
    }
}

/// Whether `g(cols)` is lexicographically smaller than `cols`, stopping at the first difference.
fn image_is_smaller(g: Symmetry, cols: &[u32], inv: &[u32]) -> bool {
    for (row, &col) in cols.iter().enumerate() {
        let image = g.image_row(cols, inv, row);
        if image != col {
            return image < col;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    const SOLUTION_8: [u32; 8] = [0, 4, 7, 5, 2, 6, 1, 3];

    #[test]
    fn lazy_images_match_full_images() {
        let mut inv = [0; 8];
        for (r, &c) in SOLUTION_8.iter().enumerate() {
            inv[c as usize] = r as u32;
        }
        for g in Symmetry::ALL {
            let full = g.apply(&SOLUTION_8);
            let lazy: Vec<u32> = (0..8).map(|r| g.image_row(&SOLUTION_8, &inv, r)).collect();
            assert_eq!(full, lazy, "{g:?}");
        }
    }

    #[test]
    fn inverse_undoes_each_symmetry() {
        for g in Symmetry::ALL {
            assert_eq!(g.inverse().apply(&g.apply(&SOLUTION_8)), SOLUTION_8.to_vec(), "{g:?}");
        }
    }

    #[test]
    fn quarter_turn_moves_top_left_to_top_right() {
        assert_eq!(Symmetry::Rot90.map(8, Queen::new(0, 0)), Queen::new(0, 7));
    }
}
