//! Solutions kept compactly: one byte a row up to 256 columns, two bytes up to 65,536.

/// A growing list of solutions of one board size, stored flat.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SolutionStore {
    n: usize,
    cols: Cols,
    /// One per solution when they came from unique mode, else empty.
    class_sizes: Vec<u8>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum Cols {
    Narrow(Vec<u8>),
    Wide(Vec<u16>),
    Huge(Vec<u32>),
}

impl SolutionStore {
    pub fn new(n: usize) -> Self {
        let cols = if n <= 1 << 8 {
            Cols::Narrow(Vec::new())
        } else if n <= 1 << 16 {
            Cols::Wide(Vec::new())
        } else {
            Cols::Huge(Vec::new())
        };
        SolutionStore { n, cols, class_sizes: Vec::new() }
    }

    /// The bytes `count` solutions of an `n`-wide board take here: known before they are
    /// found, to refuse what memory cannot hold.
    pub fn bytes_needed(n: usize, count: u64) -> u128 {
        let column = if n <= 1 << 8 {
            1
        } else if n <= 1 << 16 {
            2
        } else {
            4
        };
        u128::from(count) * n as u128 * column
    }

    pub fn n(&self) -> usize {
        self.n
    }

    pub fn len(&self) -> usize {
        let values = match &self.cols {
            Cols::Narrow(v) => v.len(),
            Cols::Wide(v) => v.len(),
            Cols::Huge(v) => v.len(),
        };
        values.checked_div(self.n).unwrap_or(0)
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Appends a solution (columns by row, each below n) with its class size in unique mode.
    /// Solutions with and without class sizes must not be mixed.
    pub fn push(&mut self, cols: &[u32], class_size: Option<u8>) {
        debug_assert_eq!(cols.len(), self.n);
        // Narrowing is lossless: `new` picked a width that holds every column below n.
        match &mut self.cols {
            Cols::Narrow(v) => v.extend(cols.iter().map(|&c| c as u8)),
            Cols::Wide(v) => v.extend(cols.iter().map(|&c| c as u16)),
            Cols::Huge(v) => v.extend_from_slice(cols),
        }
        if let Some(size) = class_size {
            self.class_sizes.push(size);
        }
    }

    /// The columns of solution `index`.
    pub fn get(&self, index: usize) -> ColsIter<'_> {
        let range = index * self.n..(index + 1) * self.n;
        match &self.cols {
            Cols::Narrow(v) => ColsIter::Narrow(v[range].iter()),
            Cols::Wide(v) => ColsIter::Wide(v[range].iter()),
            Cols::Huge(v) => ColsIter::Huge(v[range].iter()),
        }
    }

    /// The columns of solution `index`, collected.
    pub fn to_vec(&self, index: usize) -> Vec<u32> {
        self.get(index).collect()
    }

    /// How solution `a` orders against solution `b`, column by column (as their column
    /// lists would): a slice comparison, since every row of a store has one width.
    pub fn cmp_rows(&self, a: usize, b: usize) -> std::cmp::Ordering {
        let (a, b) = (a * self.n..(a + 1) * self.n, b * self.n..(b + 1) * self.n);
        match &self.cols {
            Cols::Narrow(v) => v[a].cmp(&v[b]),
            Cols::Wide(v) => v[a].cmp(&v[b]),
            Cols::Huge(v) => v[a].cmp(&v[b]),
        }
    }

    /// The same solutions with these class sizes, one per solution (a file of unique
    /// solutions: its rows are stored as they are read, their classes known after).
    pub fn with_class_sizes(self, class_sizes: Vec<u8>) -> Self {
        assert_eq!(class_sizes.len(), self.len(), "one class size per solution");
        SolutionStore { class_sizes, ..self }
    }

    /// The class size of solution `index`, if the solutions came from unique mode.
    pub fn class_size(&self, index: usize) -> Option<u8> {
        self.class_sizes.get(index).copied()
    }

    pub fn iter(&self) -> impl ExactSizeIterator<Item = ColsIter<'_>> + '_ {
        (0..self.len()).map(|i| self.get(i))
    }
}

/// The columns of one stored solution.
#[derive(Debug, Clone)]
pub enum ColsIter<'a> {
    Narrow(std::slice::Iter<'a, u8>),
    Wide(std::slice::Iter<'a, u16>),
    Huge(std::slice::Iter<'a, u32>),
}

impl Iterator for ColsIter<'_> {
    type Item = u32;

    fn next(&mut self) -> Option<u32> {
        match self {
            ColsIter::Narrow(it) => it.next().map(|&c| u32::from(c)),
            ColsIter::Wide(it) => it.next().map(|&c| u32::from(c)),
            ColsIter::Huge(it) => it.next().copied(),
        }
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let len = match self {
            ColsIter::Narrow(it) => it.len(),
            ColsIter::Wide(it) => it.len(),
            ColsIter::Huge(it) => it.len(),
        };
        (len, Some(len))
    }
}

impl ExactSizeIterator for ColsIter<'_> {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_every_width() {
        for n in [4, 300, 70_000] {
            let mut store = SolutionStore::new(n);
            let a: Vec<u32> = (0..n as u32).collect();
            let b: Vec<u32> = (0..n as u32).rev().collect();
            store.push(&a, None);
            store.push(&b, None);
            assert_eq!(store.len(), 2);
            assert_eq!(store.to_vec(0), a);
            assert_eq!(store.to_vec(1), b);
            assert_eq!(store.class_size(0), None);
        }
    }
}
