//! The count by joining half-boards instead of walking every solution: every board from 4
//! to [`MAX_HALVES_N`] wide with no fixed queens, and with fixed queens from 14 wide
//! ([`with_fixed`] adds the unique count).
//!
//! Every row's queen stands in the east or the west half of the columns (for odd n, one
//! queen stands in the middle column, in the "centre row" r0, and the other rows split).
//! A job fixes which rows are east rows. Its east half-boards (one queen per east row and
//! column, none attacking) are built from precomputed quarters (north-east above
//! south-east, [`quarter`]); so are the west ones. An east and a west half-board make a
//! solution exactly when they share no diagonal, which [`join`] counts 64 pairs to a word.
//!
//! Mirroring the board left to right swaps east and west rows; turning it upside down
//! reverses them: a job stands for every row split it maps to under these, with that weight.
//! The quarter- and half-turn counts come from their own job ([`super::turns`]), and the
//! unique count from Burnside's lemma at the end ([`unique_by_burnside`]).
//!
//! Up to [`WHOLE_MAX`] the quarter tables are built whole, once per centre row. Past it
//! they outgrow memory (n = 22: 67 million placements a quarter), so only the north ones
//! are built whole and each job builds the two south pieces it reads, one row subset of a
//! quarter each ([`pieces`]): the same jobs, the same split, little more building, and
//! memory bounded by the north tables, the largest piece and the longest half-board list,
//! which [`Halves::memory_bytes`] finds before the count starts.

pub mod join;
mod pieces;
mod quarter;
mod splits;
pub mod with_fixed;

use super::Counts;
use super::turns;
use crate::board::Queen;
use pieces::{PieceCache, Sizing};
pub(crate) use quarter::Unmade;
use quarter::{Diagonals, Quarter, Shape, half_board};
use splits::{centre_rows, fixed_split_jobs, split_jobs};
use std::cell::RefCell;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, OnceLock};

/// The name of this way of cutting the work (see [`super::Plan::split_name`]).
pub(super) const SPLIT: &str = "halves/east-rows/v1";

/// The largest board this method counts: each size takes about seven to nine times longer
/// than the one before, and n = 23 already takes about a day on two cores.
pub const MAX_HALVES_N: usize = 23;

/// The largest board whose quarter tables are built whole: they grow about sevenfold per
/// size, and past it they are built in pieces.
pub const WHOLE_MAX: usize = 21;

pub enum HalvesJob {
    /// The solutions a quarter or a half turn leaves unchanged.
    Turns,
    /// The solutions whose east rows are `east_rows` (a bit per row), with a queen in the
    /// middle column's row `centre` on odd boards, counted `weight` times.
    Split { centre: usize, east_rows: u64, weight: u64 },
}

/// The board's geometry and the quarter tables of the centre rows in use.
pub struct Halves {
    n: usize,
    m: usize,
    /// Queens every solution counted holds (sorted by row, none attacking another).
    fixed: Vec<Queen>,
    pub(super) jobs: Vec<HalvesJob>,
    /// Per centre row (a single slot on even boards), its tables while jobs need them.
    tables: Vec<Mutex<Option<Arc<Tables>>>>,
    /// Per centre row, the picked jobs not yet finished: the last one frees the tables.
    unfinished: Vec<AtomicUsize>,
    /// The tables stay once built (see [`crate::count::CountPlan::keep_tables`]).
    pub(super) keep_tables: bool,
    /// South quarters in pieces, one row subset per job, instead of whole tables.
    pub(super) in_pieces: bool,
    /// The pieces built lately, kept for the next jobs that read them.
    cache: PieceCache,
    /// Each job's expected cost and the largest piece and list (found once).
    sizing: OnceLock<Sizing>,
    /// How long sizing took, in nanoseconds, until a count's clock takes it in (see
    /// [`crate::count::CountPlan::run`]).
    sizing_nanos: AtomicU64,
    /// More fixed queens stand west than east: a split builds its west list first.
    west_first: bool,
    /// The fixed queens' images, one per symmetry, that tags follow (see [`with_fixed`]);
    /// none with no fixed queens.
    images: Vec<Vec<Queen>>,
}

/// The whole quarters of a centre row: north-east and north-west, south-east and
/// south-west (in pieces: none, see [`pieces`]), and the rows they use.
struct Tables {
    north: Pair,
    south: Option<Pair>,
    rows: Vec<usize>,
    _counted: pieces::Counted,
}

/// An east quarter and the west one beside it, which is not built where the west half-boards
/// are read from the east quarters (see [`Halves::west_mirrored`]).
struct Pair {
    east: Quarter,
    west: Option<Quarter>,
}

impl Pair {
    /// The east quarter and the west one a split reads: the east one again where it is read
    /// mirrored.
    fn both(&self) -> [&Quarter; 2] {
        [&self.east, self.west.as_ref().unwrap_or(&self.east)]
    }

    fn bytes(&self) -> usize {
        self.east.bytes() + self.west.as_ref().map_or(0, Quarter::bytes)
    }
}

impl Halves {
    /// The count of the solutions holding `fixed` (queens that do not attack each other).
    /// With no fixed queens, the board's symmetries cut the row splits to about a quarter;
    /// fixed queens break them, but each one settles its row's half and its row.
    /// Up to [`WHOLE_MAX`] the quarter tables are built whole, past it in pieces.
    pub fn new(n: usize, fixed: &[Queen]) -> Self {
        Self::with_pieces(n, fixed, n > WHOLE_MAX)
    }

    /// The count of `new`, its quarters built in pieces or whole as `in_pieces` says: the
    /// same jobs and counts either way (pieces are what boards past [`WHOLE_MAX`] need, and
    /// can be tried at any size).
    pub fn with_pieces(n: usize, fixed: &[Queen], in_pieces: bool) -> Self {
        assert!((4..=MAX_HALVES_N).contains(&n), "the halves method counts boards of 4 to {MAX_HALVES_N}");
        let m = n / 2;
        let mut jobs = vec![HalvesJob::Turns];
        if fixed.is_empty() {
            for centre in 0..if n % 2 == 1 { m + 1 } else { 1 } {
                jobs.extend(split_jobs(n, centre));
            }
        } else {
            for centre in centre_rows(n, fixed) {
                jobs.extend(fixed_split_jobs(n, centre, fixed));
            }
        }
        let slots = if n % 2 == 1 { n } else { 1 };
        let mut fixed = fixed.to_vec();
        fixed.sort_unstable();
        let images = if fixed.is_empty() { Vec::new() } else { with_fixed::images(n, &fixed) };
        let west_first =
            fixed.iter().filter(|q| q.col < m).count() > fixed.iter().filter(|q| q.col >= n - m).count();
        Halves {
            n,
            m,
            fixed,
            jobs,
            tables: (0..slots).map(|_| Mutex::new(None)).collect(),
            unfinished: (0..slots).map(|_| AtomicUsize::new(0)).collect(),
            keep_tables: false,
            in_pieces,
            cache: PieceCache::default(),
            sizing: OnceLock::new(),
            sizing_nanos: AtomicU64::new(0),
            west_first,
            images,
        }
    }

    pub fn n(&self) -> usize {
        self.n
    }

    /// How many sets of tables it builds: one per centre row (one on even boards).
    pub(crate) fn tables_len(&self) -> usize {
        self.tables.len()
    }

    /// Readies a run of the jobs `picked`.
    pub(crate) fn begin(&self, picked: &[usize]) {
        for count in &self.unfinished {
            count.store(0, Ordering::Relaxed);
        }
        for &i in picked {
            if let HalvesJob::Split { centre, .. } = self.jobs[i] {
                self.unfinished[centre].fetch_add(1, Ordering::Relaxed);
            }
        }
    }

    /// Counts job `i`; `Err` when stopped, or when its tables or lists could not be had.
    pub(crate) fn count_job(
        &self,
        i: usize,
        nodes: &AtomicU64,
        should_stop: &dyn Fn() -> bool,
    ) -> Result<Counts, Unmade> {
        Ok(match self.jobs[i] {
            // With no fixed queens the unique count comes from Burnside's lemma instead.
            HalvesJob::Turns if self.images.is_empty() => {
                turns::count(self.n, &self.fixed, should_stop, |_| 0)
            }
            HalvesJob::Turns => turns::count(self.n, &self.fixed, should_stop, |columns| {
                with_fixed::shares_of(&self.images, columns)
            }),
            HalvesJob::Split { centre, east_rows, weight } => {
                let tables = self.tables_for(centre, should_stop)?;
                let [ne, nw] = tables.north.both();
                let (pairs, shares, listed) = match &tables.south {
                    Some(south) => {
                        let [se, sw] = south.both();
                        self.count_split([ne, se, nw, sw], &tables.rows, centre, east_rows)?
                    }
                    None => self.count_split_in_pieces(&tables, centre, east_rows, should_stop)?,
                };
                drop(tables);
                if self.unfinished[centre].fetch_sub(1, Ordering::AcqRel) == 1 && !self.keep_tables {
                    *self.tables[centre].lock().unwrap_or_else(|e| e.into_inner()) = None;
                }
                nodes.fetch_add(listed, Ordering::Relaxed);
                Counts { total: weight * pairs, unique_shares: weight * shares, ..Counts::default() }
            }
        })
    }

    /// Names the way the work is cut (see [`super::Plan::split_name`]): with fixed queens
    /// the row splits are others, and the unique count a sum of shares.
    pub(super) fn split_name(&self) -> &'static str {
        if self.fixed.is_empty() { SPLIT } else { with_fixed::SPLIT }
    }

    /// The counts from the sum of every job's: the unique count by Burnside's lemma, or
    /// with fixed queens from the shares.
    pub(super) fn finish(&self, sum: Counts) -> Counts {
        if self.fixed.is_empty() {
            Counts { unique: unique_by_burnside(self.n, sum), ..sum }
        } else {
            with_fixed::finish(sum)
        }
    }

    fn tables_for(&self, centre: usize, should_stop: &dyn Fn() -> bool) -> Result<Arc<Tables>, Unmade> {
        let mut slot = self.tables[centre].lock().unwrap_or_else(|e| e.into_inner());
        if let Some(tables) = slot.as_ref() {
            return Ok(tables.clone());
        }
        let tables = Arc::new(self.build(centre, should_stop)?);
        *slot = Some(tables.clone());
        Ok(tables)
    }

    /// The middle column's queen, on odd boards: its row is `centre`.
    fn centre_queen(&self, centre: usize) -> Option<(usize, usize)> {
        (self.n % 2 == 1).then_some((centre, self.m))
    }

    /// The rows of the quarters (north ones first, then south) and the diagonals the
    /// middle column's queen blocks.
    fn geometry(&self, centre: usize) -> (Vec<usize>, Diagonals) {
        let n = self.n;
        let mut blocked: Diagonals = (0, 0);
        let mut rows: Vec<usize> = (0..n).collect();
        if let Some((r, c)) = self.centre_queen(centre) {
            blocked = (1 << (r + c), 1 << (r + n - 1 - c));
            rows.retain(|&row| row != r);
        }
        (rows, blocked)
    }

    /// Something made by `make(shape)` for quarter `which` (0..4: north-east, south-east,
    /// north-west, south-west) of centre row `centre`.
    fn quarter<T>(&self, centre: usize, which: usize, make: impl FnOnce(&Shape) -> T) -> T {
        let (n, m) = (self.n, self.m);
        let (rows, blocked) = self.geometry(centre);
        let (north, south) = rows.split_at(m);
        let east = n - m;
        let shape = |rows: &[usize], first_column: usize| {
            let columns = first_column..first_column + m;
            let south = which % 2 == 1;
            let tags = (!self.images.is_empty())
                .then(|| with_fixed::quarter_tags(&self.images, rows, columns.clone(), south));
            // A fixed queen's row holds it when its column is in the quarter, else nothing;
            // other rows keep the squares no fixed queen attacks, so that placements a
            // fixed queen rules out are never built, listed or joined.
            let unattacked =
                |row: usize, col: usize| self.fixed.iter().all(|q| q.attack(Queen::new(row, col)).is_none());
            let allowed = rows
                .iter()
                .map(|&row| match self.fixed.iter().find(|q| q.row == row) {
                    Some(q) if columns.contains(&q.col) => 1 << (q.col - first_column),
                    Some(_) => 0,
                    None => columns
                        .clone()
                        .filter(|&col| unattacked(row, col))
                        .map(|col| 1 << (col - first_column))
                        .sum(),
                })
                .collect();
            make(&Shape { n, rows, first_column, blocked, allowed, tags })
        };
        match which {
            0 => shape(north, east),
            1 => shape(south, east),
            2 => shape(north, 0),
            _ => shape(south, 0),
        }
    }

    /// Whether the west half-boards are read from the east quarters, mirrored left to right:
    /// with no fixed queens every west half-board is the mirror image of an east one on the
    /// same rows (on odd boards the middle column's queen stands on the mirror line), its
    /// rising and falling diagonals traded. The west quarters are then not built, which
    /// halves the tables' time and memory.
    fn west_mirrored(&self) -> bool {
        self.fixed.is_empty()
    }

    /// How many of a centre row's four quarters are built: the east ones first (see
    /// [`Halves::quarter`]'s order).
    fn quarters_built(&self) -> usize {
        if self.west_mirrored() { 2 } else { 4 }
    }

    fn build(&self, centre: usize, should_stop: &dyn Fn() -> bool) -> Result<Tables, Unmade> {
        let rows = self.geometry(centre).0;
        let whole = |which| self.quarter(centre, which, |shape| Quarter::new(shape, should_stop));
        let pair = |east| -> Result<Pair, Unmade> {
            let west = if self.west_mirrored() { None } else { Some(whole(east + 2)?) };
            Ok(Pair { east: whole(east)?, west })
        };
        let south = if self.in_pieces { None } else { Some(pair(1)?) };
        let north = pair(0)?;
        let bytes = north.bytes() + south.as_ref().map_or(0, Pair::bytes);
        Ok(Tables { north, south, rows, _counted: self.cache.count(bytes) })
    }

    /// Compatible (east, west) pairs of one row split, their unique-count shares (with fixed
    /// queens, see [`with_fixed`]) and how many half-boards it built, from the quarters
    /// (north-east, south-east, north-west, south-west) and their rows.
    fn count_split(
        &self,
        quarters: [&Quarter; 4],
        rows: &[usize],
        centre: usize,
        east_rows: u64,
    ) -> Result<(u64, u64, u64), Unmade> {
        let (key, bits) = self.key();
        if self.images.is_empty() {
            return self.count_split_keyed(quarters, rows, east_rows, (key, bits), None);
        }
        debug_assert!(bits <= quarter::TAG_SHIFT as usize, "tags sit above the key");
        let centre_tag = with_fixed::centre_tag(self.n, &self.images, centre);
        let tagged = move |diagonals| key(diagonals) | quarter::tag_of(diagonals);
        self.count_split_keyed(quarters, rows, east_rows, (tagged, bits), Some(centre_tag))
    }

    fn count_split_keyed(
        &self,
        [ne, se, nw, sw]: [&Quarter; 4],
        rows: &[usize],
        east_rows: u64,
        (key, bits): (impl Fn(Diagonals) -> u64, usize),
        centre_tag: Option<u8>,
    ) -> Result<(u64, u64, u64), Unmade> {
        let m = self.m;
        let (north, south) = row_masks(m, rows, east_rows);
        let all = (1u32 << m) - 1;
        LISTS.with_borrow_mut(|(east, west)| {
            // The side with more fixed queens is built first: its list is the shorter, and
            // when it is empty the other need not be built at all.
            let east_side = |list: &mut Vec<u64>| half_board((ne, se), (north, south), &key, list);
            let west_side = |list: &mut Vec<u64>| {
                let rows = (all & !north, all & !south);
                if self.west_mirrored() {
                    // `nw` and `sw` are the east quarters: their half-boards on the west
                    // rows, mirrored.
                    half_board((nw, sw), rows, |(d1, d2)| key((d2, d1)), list)
                } else {
                    half_board((nw, sw), rows, &key, list)
                }
            };
            let (east_len, west_len) = if self.west_first {
                let west_len = west_side(west)?;
                (if west_len > 0 { east_side(east)? } else { 0 }, west_len)
            } else {
                let east_len = east_side(east)?;
                (east_len, if east_len > 0 { west_side(west)? } else { 0 })
            };
            self.cache.note_lists((east.len() + west.len()) * std::mem::size_of::<u64>());
            let (east, west) = (&mut east[..east_len], &mut west[..west_len]);
            let (pairs, shares) = match centre_tag {
                None => (join::disjoint_pairs(east, west, bits), 0),
                Some(centre_tag) => with_fixed::tagged_pairs(east, west, centre_tag, bits),
            };
            Ok((pairs, shares, (east_len + west_len) as u64))
        })
    }

    /// Packs the diagonals that both an east and a west queen can stand on into one word:
    /// the others cannot clash. Returns the packing and its width.
    fn key(&self) -> (impl Fn(Diagonals) -> u64 + use<>, usize) {
        // East columns are n-m.., west ones ..m: in both directions the shared diagonals are
        // n-m ..= n+m-2, the same 2m-1 of them.
        let (low, len) = (self.n - self.m, 2 * self.m - 1);
        let mask = (1u64 << len) - 1;
        let key = move |(d1, d2): Diagonals| (d1 >> low & mask) | (d2 >> low & mask) << len;
        (key, 2 * len)
    }

    /// Bytes the count needs beyond the program. Whole tables: the tables alive at once (on
    /// odd boards one set per running thread and one more at most) and each thread's two
    /// lists of half-boards, each at most m! long and grown by doubling, and the shorter
    /// one packed. In pieces: see [`Halves::pieces_memory_bytes`] (it sizes every job
    /// first, which takes a while).
    pub fn memory_bytes(&self, threads: usize) -> usize {
        if self.in_pieces {
            return self.pieces_memory_bytes(threads);
        }
        self.whole_memory_bytes(threads)
    }

    /// [`Halves::memory_bytes`], known at once where sizing the jobs would take a while (see
    /// [`Halves::pieces_memory_expected`]).
    pub fn memory_expected(&self, threads: usize) -> usize {
        if self.in_pieces { self.pieces_memory_expected(threads) } else { self.whole_memory_bytes(threads) }
    }

    fn whole_memory_bytes(&self, threads: usize) -> usize {
        let live_tables = if self.n % 2 == 1 { threads + 1 } else { 1 };
        let quarter = quarter::placements(self.m) * std::mem::size_of::<Diagonals>() + (4 << (2 * self.m));
        let half_boards: usize = (1..=self.m).product();
        // Per thread: two lists, and the shorter one packed for the join (see [`join`]).
        live_tables * self.quarters_built() * quarter + threads * (2 * (2 * half_boards) + half_boards) * 8
    }
}

/// The east rows of a split as bits of the north and of the south quarter's rows.
fn row_masks(m: usize, rows: &[usize], east_rows: u64) -> (u32, u32) {
    let (mut north, mut south) = (0u32, 0u32);
    for (i, &row) in rows.iter().enumerate() {
        if east_rows >> row & 1 == 1 {
            if i < m {
                north |= 1 << i;
            } else {
                south |= 1 << (i - m);
            }
        }
    }
    (north, south)
}

thread_local! {
    /// Each thread's east and west half-boards, their memory kept from job to job.
    static LISTS: RefCell<(Vec<u64>, Vec<u64>)> = const { RefCell::new((Vec::new(), Vec::new())) };
}

/// The unique count from the total and the quarter- and half-turn counts: by Burnside's
/// lemma, the classes are the average number of solutions each of the 8 symmetries fixes,
/// and (for n > 1) no mirror image of a solution is the solution itself.
pub fn unique_by_burnside(n: usize, counts: Counts) -> u64 {
    // In u128: the sum passes u64 for totals past 2^62, though the class count is less.
    let burnside = u128::from(counts.total) + u128::from(counts.rot180) + 2 * u128::from(counts.rot90);
    if n == 1 { 1 } else { u64::try_from(burnside / 8).unwrap_or(u64::MAX) }
}

#[cfg(test)]
mod tests {
    use super::splits::{split_rows, subsets};
    use super::*;

    fn choose(n: u64, k: u64) -> u64 {
        (0..k).fold(1, |acc, i| acc * (n - i) / (i + 1))
    }

    #[test]
    fn the_weights_cover_every_row_split_once() {
        for n in 4..=15 {
            let halves = Halves::new(n, &[]);
            let weights: u64 = halves
                .jobs
                .iter()
                .map(|job| if let HalvesJob::Split { weight, .. } = job { *weight } else { 0 })
                .sum();
            let (n64, m) = (n as u64, (n / 2) as u64);
            let splits = if n % 2 == 1 { n64 * choose(n64 - 1, m) } else { choose(n64, m) };
            assert_eq!(weights, splits, "n = {n}");
        }
    }

    /// Every row split, not only one per class: the symmetry the weights rest on is checked.
    #[test]
    fn all_row_splits_add_up_without_the_weights() {
        let published = [2u64, 10, 4, 40, 92, 352, 724, 2680];
        for n in 4..=11 {
            let halves = Halves::new(n, &[]);
            let centres = if n % 2 == 1 { n } else { 1 };
            let mut total = 0;
            for centre in 0..centres {
                let tables = halves.build(centre, &|| false).unwrap();
                let ([ne, nw], [se, sw]) = (tables.north.both(), tables.south.as_ref().unwrap().both());
                total += subsets(split_rows(n, centre), n / 2)
                    .map(|east| halves.count_split([ne, se, nw, sw], &tables.rows, centre, east).unwrap().0)
                    .sum::<u64>();
            }
            assert_eq!(total, published[n - 4], "n = {n}");
        }
    }

    #[test]
    fn the_memory_bound_holds_and_stays_under_4_gib_up_to_20() {
        for n in 4..=13 {
            let halves = Halves::new(n, &[]);
            let tables = halves.build(0, &|| false).unwrap();
            let most = quarter::placements(n / 2);
            let [ne, nw] = tables.north.both();
            let [se, sw] = tables.south.as_ref().expect("whole tables up to 21").both();
            assert!([ne, se, nw, sw].iter().all(|q| q.len() <= most), "n = {n}");
        }
        for n in 16..=20 {
            assert!(Halves::new(n, &[]).memory_bytes(2) < 4 << 30, "n = {n}");
        }
    }
}
