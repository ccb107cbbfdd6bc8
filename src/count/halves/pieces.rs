//! Quarters in pieces: a job reads one row subset of each quarter, so past
//! [`super::WHOLE_MAX`] the south quarters are not built whole: each job builds the two
//! south pieces it reads, keeping the latest few for the jobs after it, which mostly read
//! the same (the job list runs through row splits in increasing order, the south rows
//! being the high bits). The north quarters stay whole: every job reads a different
//! north piece, and building one per job took longer than the join at n = 17..20.
//! Also the sizing of every job before a count starts, which both ways share: each job's
//! cost, and the largest quarter, piece and half-board list, for the memory a count in
//! pieces states before it starts.

use super::quarter::{self, Diagonals, Quarter, Unmade};
use super::{Halves, HalvesJob, Tables, row_masks};
use rayon::prelude::*;
use std::collections::VecDeque;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use web_time::{Duration, Instant};

/// Pieces kept after their jobs, for the next jobs that read them.
const CACHE_PIECES: usize = 16;

/// The empty board's largest north quarter, south piece and half-board list, by size, as the
/// sizing of every job finds them (which takes 20 s at n = 23): what the memory of a count
/// is said to be before it starts. Checked against the sizing in the tests below.
const SIZED: [(usize, u64, u64, u64); 2] =
    [(22, 66_807_234, 143_140, 2_300_692), (23, 39_587_568, 143_140, 1_371_246)];

/// A piece's centre row, quarter (1: south-east, 3: south-west) and row subset.
type PieceKey = (usize, usize, u32);

/// The pieces read lately, least recently read first, and the bytes of all pieces alive.
#[derive(Default)]
pub(super) struct PieceCache {
    kept: Mutex<VecDeque<(PieceKey, Arc<Piece>)>>,
    live: Arc<LiveBytes>,
}

/// Bytes of the tables and pieces alive now, the most there have been at once, and the
/// longest pair of half-board lists a thread has held: what the memory stated is checked
/// against.
#[derive(Default)]
pub(super) struct LiveBytes {
    now: AtomicUsize,
    peak: AtomicUsize,
    lists: AtomicUsize,
}

/// Bytes counted in [`LiveBytes`] while the value holding this lives.
pub(super) struct Counted {
    bytes: usize,
    live: Arc<LiveBytes>,
}

impl Drop for Counted {
    fn drop(&mut self) {
        self.live.now.fetch_sub(self.bytes, Ordering::Relaxed);
    }
}

struct Piece {
    quarter: Quarter,
    _counted: Counted,
}

impl PieceCache {
    fn get_or_build(
        &self,
        key: PieceKey,
        build: impl FnOnce() -> Result<Quarter, Unmade>,
    ) -> Result<Arc<Piece>, Unmade> {
        let lock = || self.kept.lock().unwrap_or_else(|e| e.into_inner());
        {
            let mut kept = lock();
            if let Some(i) = kept.iter().position(|(k, _)| *k == key) {
                let hit = kept.remove(i).expect("a found position");
                kept.push_back(hit.clone());
                return Ok(hit.1);
            }
        }
        // Built outside the lock: another thread may build the same piece meanwhile, which
        // costs time but never changes a count.
        let quarter = build()?;
        let piece = Arc::new(Piece { _counted: self.count(quarter.bytes()), quarter });
        let mut kept = lock();
        if kept.len() == CACHE_PIECES {
            kept.pop_front();
        }
        kept.push_back((key, piece.clone()));
        Ok(piece)
    }

    /// Counts `bytes` as alive until the value returned is dropped.
    pub(super) fn count(&self, bytes: usize) -> Counted {
        let now = self.live.now.fetch_add(bytes, Ordering::Relaxed) + bytes;
        self.live.peak.fetch_max(now, Ordering::Relaxed);
        Counted { bytes, live: self.live.clone() }
    }

    /// Notes the bytes of a thread's two half-board lists.
    pub(super) fn note_lists(&self, bytes: usize) {
        self.live.lists.fetch_max(bytes, Ordering::Relaxed);
    }

    /// The most bytes the tables and pieces alive at once have held so far.
    #[cfg(test)]
    fn peak_bytes(&self) -> usize {
        self.live.peak.load(Ordering::Relaxed)
    }

    /// The most bytes one thread's half-board lists have held so far.
    #[cfg(test)]
    fn list_bytes(&self) -> usize {
        self.live.lists.load(Ordering::Relaxed)
    }
}

/// What is known of every job before any runs, from the quarters' group sizes alone.
pub(super) struct Sizing {
    /// Each job's expected cost (see [`Halves::job_weights`]).
    weights: Vec<u64>,
    /// The most placements a south piece any job reads holds.
    largest_piece: u64,
    /// The most placements a whole north quarter holds.
    largest_north: u64,
    /// The most candidate half-boards one side of a job tries: no list is longer.
    longest_list: u64,
}

/// One centre row's share of a [`Sizing`].
struct CentreSizing {
    /// (job, candidates, placements in its two south pieces, and whether the job before
    /// it read other south pieces).
    jobs: Vec<(usize, u64, u64, bool)>,
    /// Placements in the centre row's four whole quarters, and in its north ones.
    whole: u64,
    north: u64,
    largest_piece: u64,
    largest_north: u64,
    longest_list: u64,
}

impl Halves {
    /// Compatible (east, west) pairs of one row split and how many half-boards it built,
    /// from the whole north quarters of `tables` and the two south pieces it reads.
    pub(super) fn count_split_in_pieces(
        &self,
        tables: &Tables,
        centre: usize,
        east_rows: u64,
        should_stop: &dyn Fn() -> bool,
    ) -> Result<(u64, u64, u64), Unmade> {
        let m = self.m;
        let (_, south) = row_masks(m, &tables.rows, east_rows);
        let all = (1u32 << m) - 1;
        let piece = |which: usize, rows: u32| {
            self.cache.get_or_build((centre, which, rows), || {
                self.quarter(centre, which, |shape| Quarter::piece(shape, rows, should_stop))
            })
        };
        // Where the west side is read mirrored, both pieces are south-east ones.
        let west = if self.west_mirrored() { 1 } else { 3 };
        let (se, sw) = (piece(1, south)?, piece(west, all & !south)?);
        let [ne, nw] = tables.north.both();
        self.count_split([ne, &se.quarter, nw, &sw.quarter], &tables.rows, centre, east_rows)
    }

    /// Bytes a count in pieces needs: the north quarters of the centre rows alive at once
    /// (on odd boards one per running thread and two more);
    /// the south pieces each running thread reads and those kept, each at most the largest
    /// piece; and each thread's two half-board lists, each grown by doubling to at most
    /// twice the longest list and a piece's group, and the shorter one packed. Also what
    /// sizing the jobs holds: each thread's group sizes of four quarters, and a few words
    /// per job.
    pub(super) fn pieces_memory_bytes(&self, threads: usize) -> usize {
        let sizing = self.sizing();
        self.pieces_memory_of(threads, sizing.largest_north, sizing.largest_piece, sizing.longest_list)
    }

    /// [`Halves::pieces_memory_bytes`] without sizing the jobs where that has not been done
    /// and the sizes are known: from the empty board's largest quarter, piece and list,
    /// measured once (`SIZED`). Fixed queens only take placements away: for them it is a bound.
    pub(super) fn pieces_memory_expected(&self, threads: usize) -> usize {
        match SIZED.iter().find(|s| s.0 == self.n) {
            Some(&(_, north, piece, list)) if self.sizing.get().is_none() => {
                self.pieces_memory_of(threads, north, piece, list)
            }
            _ => self.pieces_memory_bytes(threads),
        }
    }

    fn pieces_memory_of(
        &self,
        threads: usize,
        largest_north: u64,
        largest_piece: u64,
        longest_list: u64,
    ) -> usize {
        let m = self.m;
        let item = std::mem::size_of::<Diagonals>();
        // Measured at n = 23 on 2 threads: three centre rows' tables alive at once (RSS
        // 3.9 GiB). Work stealing can leave a centre row part done while its threads move
        // on, so one more than whole tables assume.
        let live_tables = if self.n % 2 == 1 { threads + 2 } else { 1 };
        let north = self.quarters_built() / 2 * (largest_north as usize * item + (4 << (2 * m)) + 4);
        let piece = largest_piece as usize * item + (4 << m) + 4;
        let list = 2 * (longest_list + largest_piece) as usize * 8;
        // The join packs the shorter list of the two (see `join`).
        let packed = longest_list as usize * 8;
        let counting =
            live_tables * north + (2 * threads + CACHE_PIECES) * piece + threads * (2 * list + packed);
        let sizing_jobs = threads * 4 * (4 << (2 * m)) + self.jobs.len() * 6 * 8;
        counting.max(sizing_jobs)
    }

    /// Each job's work, in candidate half-boards built (known from the quarters' group
    /// sizes alone, before any job runs). The first job of each centre row also carries
    /// the building of its tables (in pieces: every job its four pieces), and the turns
    /// job a small share: measured at n = 15..19, the time a job takes follows these
    /// weights (see [`crate::control::TimeLeft`]).
    pub(crate) fn job_weights(&self) -> Vec<u64> {
        self.sizing().weights.clone()
    }

    /// The time sizing took, once: a count's clock takes it in (see [`Halves::sizing`]).
    pub(crate) fn take_sizing_time(&self) -> Duration {
        Duration::from_nanos(self.sizing_nanos.swap(0, Ordering::Relaxed))
    }

    fn sizing(&self) -> &Sizing {
        self.sizing.get_or_init(|| {
            let start = Instant::now();
            let per_centre: Vec<CentreSizing> =
                (0..self.tables.len()).into_par_iter().map(|centre| self.size_centre(centre)).collect();
            let mut weights = vec![0; self.jobs.len()];
            for centre in &per_centre {
                for (k, &(job, candidates, pieces, new_south)) in centre.jobs.iter().enumerate() {
                    // Building walks the placements twice, at about three candidates' cost
                    // each (measured).
                    let build = match (self.in_pieces, k) {
                        (true, 0) => 6 * (centre.north + pieces),
                        (true, _) => 6 * pieces * u64::from(new_south),
                        (false, 0) => 6 * centre.whole,
                        (false, _) => 0,
                    };
                    // Each job also costs about as much as this many candidates, whatever
                    // its size (fitted at n = 18, 19: 5,000 and 7,500).
                    const PER_JOB: u64 = 4_000;
                    weights[job] = PER_JOB + candidates + build;
                }
            }
            // The turns job: about 1% of the count at n = 15..19.
            weights[0] = weights.iter().sum::<u64>() / 100 + 1;
            let nanos = u64::try_from(start.elapsed().as_nanos()).unwrap_or(u64::MAX);
            self.sizing_nanos.fetch_add(nanos, Ordering::Relaxed);
            Sizing {
                weights,
                largest_piece: per_centre.iter().map(|c| c.largest_piece).max().unwrap_or(0),
                largest_north: per_centre.iter().map(|c| c.largest_north).max().unwrap_or(0),
                longest_list: per_centre.iter().map(|c| c.longest_list).max().unwrap_or(0),
            }
        })
    }

    /// The group sizes of centre row `centre`'s quarters that are built (north-east,
    /// south-east, then north-west and south-west where the west ones are not read mirrored,
    /// see [`Halves::west_mirrored`]).
    fn quarter_sizes(&self, centre: usize) -> Vec<Vec<u32>> {
        // The quarters in parallel too: an even board has one centre row alone.
        (0..self.quarters_built())
            .into_par_iter()
            .map(|which| self.quarter(centre, which, quarter::group_sizes))
            .collect()
    }

    /// The sizes of centre row `centre`'s jobs, in job order; its group sizes are dropped
    /// before the next centre row's are made.
    fn size_centre(&self, centre: usize) -> CentreSizing {
        let m = self.m;
        let mine: Vec<(usize, u64)> = (self.jobs.iter().enumerate())
            .filter_map(|(i, job)| match *job {
                HalvesJob::Split { centre: c, east_rows, .. } if c == centre => Some((i, east_rows)),
                _ => None,
            })
            .collect();
        let mut sizing = CentreSizing {
            jobs: Vec::new(),
            whole: 0,
            north: 0,
            largest_piece: 0,
            largest_north: 0,
            longest_list: 0,
        };
        if mine.is_empty() {
            return sizing;
        }
        let rows = self.geometry(centre).0;
        let sizes = self.quarter_sizes(centre);
        // Read mirrored, the west quarters are the east ones (2 and 3 fall on 0 and 1).
        let [ne, se, nw, sw] = [0, 1, 2, 3].map(|which| &sizes[which % sizes.len()]);
        // Placements per row subset: the size of each piece.
        let piece_sizes = |sizes: &[u32]| -> Vec<u64> {
            sizes.chunks(1 << m).map(|groups| groups.iter().map(|&g| u64::from(g)).sum()).collect()
        };
        let pieces = [ne, se, nw, sw].map(|sizes| piece_sizes(sizes));
        let whole: Vec<u64> = pieces.iter().map(|p| p.iter().sum()).collect();
        // The placements built: the west quarters' only where they are not read mirrored.
        let built = self.quarters_built();
        sizing.whole = whole[..built].iter().sum();
        sizing.north = whole[0] + if built == 4 { whole[2] } else { 0 };
        sizing.largest_north = whole[0].max(whole[2]);
        let all = (1u32 << m) - 1;
        let mut last_south = None;
        for (job, east_rows) in mine {
            let (north, south) = row_masks(m, &rows, east_rows);
            let east = quarter::candidates(m, (ne, se), (north, south));
            let west = quarter::candidates(m, (nw, sw), (all & !north, all & !south));
            let read = [pieces[1][south as usize], pieces[3][(all & !south) as usize]];
            sizing.largest_piece = sizing.largest_piece.max(read[0].max(read[1]));
            sizing.longest_list = sizing.longest_list.max(east.max(west));
            let new_south = last_south.replace(south) != Some(south);
            sizing.jobs.push((job, east + west, read[0] + read[1], new_south));
        }
        sizing
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicU64;

    const GIB: usize = 1 << 30;

    /// What a count holds, measured as it runs, against what it states before: tables,
    /// pieces and each thread's lists, on every board small enough to count here.
    #[test]
    fn a_count_in_pieces_holds_less_than_it_states() {
        let threads = 2;
        let pool = rayon::ThreadPoolBuilder::new().num_threads(threads).build().unwrap();
        for n in 8..=16 {
            let halves = Halves::with_pieces(n, &[], true);
            let stated = halves.memory_bytes(threads);
            let all: Vec<usize> = (0..halves.jobs.len()).collect();
            halves.begin(&all);
            pool.install(|| {
                all.par_iter().for_each(|&i| {
                    halves.count_job(i, &AtomicU64::new(0), &|| false).unwrap();
                })
            });
            let held = halves.cache.peak_bytes() + threads * halves.cache.list_bytes();
            assert!(halves.cache.peak_bytes() > 0 && halves.cache.list_bytes() > 0, "n = {n}");
            assert!(held <= stated, "n = {n}: held {held} bytes, stated {stated}");
        }
    }

    /// n = 21 with whole tables, 22 and 23 in pieces (sizing their jobs takes a while).
    #[test]
    fn counts_up_to_23_state_less_than_8_gib() {
        for n in 21..=23 {
            let halves = Halves::new(n, &[]);
            assert_eq!(halves.in_pieces, n > super::super::WHOLE_MAX);
            let jobs = halves.jobs.len() * std::mem::size_of::<HalvesJob>();
            let expected: Vec<usize> = [1, 2, 8].map(|t| halves.memory_expected(t)).to_vec();
            let stated = halves.memory_bytes(2) + jobs;
            assert!(stated < 8 * GIB, "n = {n}: {stated} bytes");
            // What is said before the jobs are sized is what their sizing finds.
            assert_eq!(expected, [1, 2, 8].map(|t| halves.memory_bytes(t)).to_vec(), "n = {n}");
        }
    }
}
