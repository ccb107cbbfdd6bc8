//! Every way to put queens in one quarter of the board, and the half-boards they join into.

/// The occupied diagonals of a placement, as absolute bit masks: `r + c` and
/// `r + (n - 1 - c)` for each queen at row `r`, column `c`.
pub type Diagonals = (u64, u64);

/// Where a quarter lies on the board and what it may hold.
pub struct Shape<'a> {
    pub n: usize,
    /// The board rows of the quarter (m of them).
    pub rows: &'a [usize],
    /// The first of its m consecutive columns.
    pub first_column: usize,
    /// Diagonals taken by queens outside the quarter (left out of the items).
    pub blocked: Diagonals,
    /// Per quarter row, the quarter columns (as bits) its queen may stand in: all of them,
    /// or for a row with a fixed queen its column, or none when that column is elsewhere.
    pub allowed: Vec<u32>,
    /// With fixed queens: which of their images each placement holds (see [`Tags`]).
    pub tags: Option<Tags>,
}

/// Which images of the fixed queens a placement holds: bit g of its tag is set when it
/// holds every square of image g that lies in the quarter. A north quarter keeps the tag
/// in the top byte of the first diagonal word, a south one in the second: the two
/// quarters of a half-board never clash on tag bits, and its tag is the AND of the bytes
/// (see [`tag_of`]). Diagonals of boards up to 28 wide stay below the top byte.
pub struct Tags {
    /// Per quarter row: the images with a square in it, and per quarter column the images
    /// that square is part of.
    pub rows: Vec<(u8, [u8; 16])>,
    /// South quarter: the tag goes in the second word.
    pub south: bool,
}

/// Where a tag sits in a diagonal word, and in a half-board's list entry.
pub const TAG_SHIFT: u32 = 56;
const TAG_MASK: u64 = 0xff << TAG_SHIFT;

/// The tag of a half-board made of a north and a south placement.
pub fn tag_of((d1, d2): Diagonals) -> u64 {
    d1 & d2 & TAG_MASK
}

/// A list entry without its tag.
pub fn untagged(entry: u64) -> u64 {
    entry & !TAG_MASK
}

/// All placements of non-attacking queens, at most one per row and column, on `rows`
/// (m of them) × `m` consecutive columns, grouped by which rows and columns they use; or,
/// as a piece, only those on one row subset.
pub struct Quarter {
    m: usize,
    /// The one row subset of a piece; `None` for a whole quarter.
    piece: Option<u32>,
    /// Where the placements of (row subset `a`, column subset `c`) start in `items`, at
    /// index `a << m | c` (subsets as bits relative to the quarter); in a piece, at `c`.
    start: Vec<u32>,
    items: Vec<Diagonals>,
}

/// Why a table or a list was not made: the count was stopped (building a whole quarter
/// takes seconds at n = 21), or the memory for it could not be had.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unmade {
    Stopped,
    /// This many bytes were asked for and refused.
    OutOfMemory(usize),
}

/// `len` copies of `value`, or `OutOfMemory`: the count's big allocations are made this
/// way, so that one the system refuses ends the count with a message instead of an abort.
pub fn filled<T: Clone>(len: usize, value: T) -> Result<Vec<T>, Unmade> {
    let mut v = Vec::new();
    v.try_reserve_exact(len)
        .map_err(|_| Unmade::OutOfMemory(len.saturating_mul(std::mem::size_of::<T>())))?;
    v.resize(len, value);
    Ok(v)
}

/// How many placements a walk makes between looks at the stop flag.
const CHECK_EVERY: u32 = 1 << 16;

impl Quarter {
    pub fn new(shape: &Shape, should_stop: &dyn Fn() -> bool) -> Result<Self, Unmade> {
        Self::build(shape, None, should_stop)
    }

    /// The placements on exactly the rows `rows` (bits relative to the quarter): what one
    /// row split needs of a quarter, a small share of the whole.
    pub fn piece(shape: &Shape, rows: u32, should_stop: &dyn Fn() -> bool) -> Result<Self, Unmade> {
        Self::build(shape, Some(rows), should_stop)
    }

    fn build(shape: &Shape, piece: Option<u32>, should_stop: &dyn Fn() -> bool) -> Result<Self, Unmade> {
        let m = shape.rows.len();
        let blocked = shape.blocked;
        let groups = if piece.is_some() { 1 << m } else { 1 << (2 * m) };
        // Two walks, one to count each group and one to fill it in place: no sort, and no
        // memory beyond the table itself.
        let mut start = filled(groups + 1, 0u32)?;
        Walk::new(shape, piece, should_stop, |key, _| start[key as usize + 1] += 1).run(blocked)?;
        for i in 0..groups {
            start[i + 1] += start[i];
        }
        let mut items = filled(start[groups] as usize, (0, 0))?;
        let mut next = filled(groups + 1, 0u32)?;
        next.copy_from_slice(&start);
        Walk::new(shape, piece, should_stop, |key, (d1, d2)| {
            items[next[key as usize] as usize] = (d1 & !blocked.0, d2 & !blocked.1);
            next[key as usize] += 1;
        })
        .run(blocked)?;
        Ok(Quarter { m, piece, start, items })
    }

    #[cfg(test)]
    pub fn len(&self) -> usize {
        self.items.len()
    }

    /// Bytes the quarter holds.
    pub fn bytes(&self) -> usize {
        self.items.len() * std::mem::size_of::<Diagonals>() + self.start.len() * 4
    }

    fn get(&self, rows: u32, columns: u32) -> &[Diagonals] {
        let key = match self.piece {
            None => ((rows << self.m) | columns) as usize,
            Some(piece) => {
                debug_assert_eq!(rows, piece, "a piece holds one row subset");
                columns as usize
            }
        };
        &self.items[self.start[key] as usize..self.start[key + 1] as usize]
    }
}

/// How many placements each group of a quarter holds (indexed as in [`Quarter`]), without
/// the placements: a fraction of the table's memory, for sizing work before it starts.
pub(crate) fn group_sizes(shape: &Shape) -> Vec<u32> {
    let mut sizes = vec![0u32; 1 << (2 * shape.rows.len())];
    let walked = Walk::new(shape, None, &|| false, |key, _| sizes[key as usize] += 1).run(shape.blocked);
    debug_assert!(walked.is_ok(), "a walk that is never stopped ends");
    sizes
}

/// Generic in its visit, so that the visit is inlined into the walk, not called through a
/// pointer once per placement.
struct Walk<'a, V: FnMut(u32, Diagonals)> {
    shape: &'a Shape<'a>,
    /// Only placements on exactly these rows, grouped by columns alone; `None`: all.
    piece: Option<u32>,
    /// Called with each placement's group (`rows << m | columns`, or `columns` in a piece)
    /// and diagonals.
    visit: V,
    should_stop: &'a dyn Fn() -> bool,
    /// Placements until the next look at `should_stop`.
    until_check: u32,
    stopped: bool,
}

impl<'a, V: FnMut(u32, Diagonals)> Walk<'a, V> {
    fn new(shape: &'a Shape<'a>, piece: Option<u32>, should_stop: &'a dyn Fn() -> bool, visit: V) -> Self {
        Walk { shape, piece, visit, should_stop, until_check: CHECK_EVERY, stopped: false }
    }

    /// Visits every placement, unless stopped.
    fn run(mut self, blocked: Diagonals) -> Result<(), Unmade> {
        self.walk(0, 0, 0, blocked, 0);
        if self.stopped { Err(Unmade::Stopped) } else { Ok(()) }
    }

    /// Places queens on the quarter's rows from index `i` on, each row either empty or
    /// holding one queen in a free column it allows (in a piece: as its rows say).
    /// `missed`: the images (as tag bits) with a square on an earlier row not taken.
    fn walk(&mut self, i: usize, rows: u32, columns: u32, (d1, d2): Diagonals, missed: u8) {
        let shape = self.shape;
        let m = shape.rows.len();
        if self.stopped {
            return;
        }
        if i == m {
            self.until_check -= 1;
            if self.until_check == 0 {
                self.until_check = CHECK_EVERY;
                self.stopped = (self.should_stop)();
            }
            let key = if self.piece.is_some() { columns } else { (rows << m) | columns };
            let tag = u64::from(!missed) << TAG_SHIFT;
            let diagonals = match &shape.tags {
                None => (d1, d2),
                Some(tags) if tags.south => (d1, d2 | tag),
                Some(_) => (d1 | tag, d2),
            };
            (self.visit)(key, diagonals);
            return;
        }
        let (images, image_at) = shape.tags.as_ref().map_or((0, [0; 16]), |tags| tags.rows[i]);
        let wanted = self.piece.map(|piece| piece >> i & 1 == 1);
        if wanted != Some(true) {
            self.walk(i + 1, rows, columns, (d1, d2), missed | images);
        }
        if wanted == Some(false) {
            return;
        }
        // The row's free columns as bits at once: `r + c` diagonals rise with the column,
        // `r + n - 1 - c` ones fall, so theirs are reversed.
        let row = shape.rows[i];
        let all = (1u64 << m) - 1;
        let (low1, low2) = (row + shape.first_column, row + shape.n - shape.first_column - m);
        let rising = d1 >> low1 & all;
        let falling = (d2 >> low2 & all).reverse_bits() >> (64 - m);
        let mut free = u64::from(shape.allowed[i] & !columns) & !rising & !falling;
        while free != 0 {
            let k = free.trailing_zeros() as usize;
            free &= free - 1;
            let (a, b) = (low1 + k, low2 + m - 1 - k);
            let missed = missed | (images & !image_at[k]);
            self.walk(i + 1, rows | 1 << i, columns | 1 << k, (d1 | 1 << a, d2 | 1 << b), missed);
        }
    }
}

/// Every placement of one queen per column of a half-board (a `top` quarter above a
/// `bottom` one, the same columns) on rows `top_rows` and `bottom_rows` of the quarters,
/// no two attacking; each is written as `key` of its diagonals to `out` from the start
/// (grown as needed, never shrunk, so that a reused buffer is not cleared each time).
/// Returns how many there are.
pub fn half_board(
    (top, bottom): (&Quarter, &Quarter),
    (top_rows, bottom_rows): (u32, u32),
    key: impl Fn(Diagonals) -> u64,
    out: &mut Vec<u64>,
) -> Result<usize, Unmade> {
    let all = (1u32 << top.m) - 1;
    let queens_on_top = top_rows.count_ones();
    let mut kept = 0;
    for columns in subsets_of_size(top.m, queens_on_top) {
        let upper = top.get(top_rows, columns);
        if upper.is_empty() {
            continue;
        }
        let lower = bottom.get(bottom_rows, all & !columns);
        for &(a1, a2) in upper {
            // Write every candidate and keep it only if it fits: no branch to mispredict.
            if out.len() < kept + lower.len() {
                let want = 2 * (kept + lower.len());
                out.try_reserve_exact(want - out.len()).map_err(|_| Unmade::OutOfMemory(want * 8))?;
                out.resize(want, 0);
            }
            for &(b1, b2) in lower {
                out[kept] = key((a1 | b1, a2 | b2));
                kept += usize::from((a1 & b1) | (a2 & b2) == 0);
            }
        }
    }
    Ok(kept)
}

/// How many candidates [`half_board`] tries for these rows, from the quarters' group sizes:
/// the work of building the half-board list, before the diagonals are checked.
pub fn candidates(m: usize, (top, bottom): (&[u32], &[u32]), (top_rows, bottom_rows): (u32, u32)) -> u64 {
    let all = (1u32 << m) - 1;
    let queens_on_top = top_rows.count_ones();
    let group = |sizes: &[u32], rows: u32, columns: u32| u64::from(sizes[((rows << m) | columns) as usize]);
    subsets_of_size(m, queens_on_top)
        .map(|c| group(top, top_rows, c) * group(bottom, bottom_rows, all & !c))
        .sum()
}

/// The subsets of `0..m` with `k` members, as bits, in increasing order: a job's two lists
/// each walk them, and filtering all 2^m subsets was a good part of a short job's time.
fn subsets_of_size(m: usize, k: u32) -> impl Iterator<Item = u32> {
    let first = (1u32 << k) - 1;
    // The next larger number with as many bits set (Gosper's hack): carry the lowest run
    // of ones one place up and move the rest of the run down to the bottom.
    let next = |&s: &u32| {
        (s != 0).then(|| {
            let low = s & s.wrapping_neg();
            let carried = s + low;
            carried | (((s ^ carried) >> 2) / low)
        })
    };
    std::iter::successors(Some(first), next).take_while(move |&s| s < 1 << m)
}

/// How many placements a quarter of side `m` holds at most (with no queen outside it):
/// the non-attacking placements of any number of queens on an m × m board.
pub fn placements(m: usize) -> usize {
    fn walk(m: usize, row: usize, columns: u64, d1: u64, d2: u64) -> usize {
        if row == m {
            return 1;
        }
        let mut total = walk(m, row + 1, columns, d1 >> 1, d2 << 1);
        let mut free = !(columns | d1 | d2) & ((1 << m) - 1);
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            total += walk(m, row + 1, columns | bit, (d1 | bit) >> 1, (d2 | bit) << 1);
        }
        total
    }
    walk(m, 0, 0, 0, 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn subsets_of_size_are_those_of_the_obvious_filter() {
        for m in 0..=12 {
            for k in 0..=m as u32 {
                let obvious: Vec<u32> = (0..1u32 << m).filter(|s| s.count_ones() == k).collect();
                assert_eq!(subsets_of_size(m, k).collect::<Vec<_>>(), obvious, "m = {m}, k = {k}");
            }
        }
    }
}
