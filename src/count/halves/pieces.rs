//! Quarters in pieces: a job reads one row subset of each quarter, so past
//! [`super::WHOLE_MAX`] it builds just those four pieces (keeping the latest few for the
//! jobs after it) instead of tables that outgrow memory. Also the sizing of every job
//! before a count starts, which both ways share: each job's cost, and the largest piece
//! and half-board list, for the memory a count in pieces states before it starts.

use super::quarter::{self, Diagonals, Quarter};
use super::{Halves, Job, row_masks};
use rayon::prelude::*;
use std::collections::VecDeque;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

/// Pieces kept after their jobs: the south pieces change slowly along the job list (its
/// row splits run in increasing order, north rows the low bits), so they are read again.
const CACHE_PIECES: usize = 16;

/// A piece's centre row, quarter (0..4: north-east, south-east, north-west, south-west)
/// and row subset.
type PieceKey = (usize, usize, u32);

/// The pieces read lately, least recently read first, and the bytes of all pieces alive.
#[derive(Default)]
pub(super) struct PieceCache {
    kept: Mutex<VecDeque<(PieceKey, Arc<Piece>)>>,
    live: Arc<LiveBytes>,
}

/// Bytes of the pieces alive now, and the most there have been at once.
#[derive(Default)]
pub(super) struct LiveBytes {
    now: AtomicUsize,
    peak: AtomicUsize,
}

/// A piece, counted in [`LiveBytes`] while it lives.
struct Piece {
    quarter: Quarter,
    live: Arc<LiveBytes>,
}

impl Drop for Piece {
    fn drop(&mut self) {
        self.live.now.fetch_sub(self.quarter.bytes(), Ordering::Relaxed);
    }
}

impl PieceCache {
    fn get_or_build(&self, key: PieceKey, build: impl FnOnce() -> Quarter) -> Arc<Piece> {
        let lock = || self.kept.lock().unwrap_or_else(|e| e.into_inner());
        {
            let mut kept = lock();
            if let Some(i) = kept.iter().position(|(k, _)| *k == key) {
                let hit = kept.remove(i).expect("a found position");
                kept.push_back(hit.clone());
                return hit.1;
            }
        }
        // Built outside the lock: another thread may build the same piece meanwhile, which
        // costs time but never changes a count.
        let quarter = build();
        let bytes = quarter.bytes();
        let now = self.live.now.fetch_add(bytes, Ordering::Relaxed) + bytes;
        self.live.peak.fetch_max(now, Ordering::Relaxed);
        let piece = Arc::new(Piece { quarter, live: self.live.clone() });
        let mut kept = lock();
        if kept.len() == CACHE_PIECES {
            kept.pop_front();
        }
        kept.push_back((key, piece.clone()));
        piece
    }

    /// The most bytes the pieces alive at once have held so far.
    pub(super) fn peak_bytes(&self) -> usize {
        self.live.peak.load(Ordering::Relaxed)
    }
}

/// What is known of every job before any runs, from the quarters' group sizes alone.
pub(super) struct Sizing {
    /// Each job's expected cost (see [`Halves::job_weights`]).
    weights: Vec<u64>,
    /// The most placements a piece any job reads holds.
    largest_piece: u64,
    /// The most candidate half-boards one side of a job tries: no list is longer.
    longest_list: u64,
}

/// One centre row's share of a [`Sizing`].
struct CentreSizing {
    /// (job, candidates, placements in its four pieces).
    jobs: Vec<(usize, u64, u64)>,
    /// Placements in the centre row's four whole quarters.
    whole: u64,
    largest_piece: u64,
    longest_list: u64,
}

impl Halves {
    /// Compatible (east, west) pairs of one row split and how many half-boards it built,
    /// from the four pieces it reads.
    pub(super) fn count_split_in_pieces(&self, centre: usize, east_rows: u64) -> (u64, u64) {
        let m = self.m;
        let rows = self.geometry(centre).0;
        let (north, south) = row_masks(m, &rows, east_rows);
        let all = (1u32 << m) - 1;
        let wanted = [north, south, all & !north, all & !south];
        let pieces: [Arc<Piece>; 4] = std::array::from_fn(|which| {
            self.cache.get_or_build((centre, which, wanted[which]), || {
                self.quarter(centre, which, |shape| Quarter::piece(shape, wanted[which]))
            })
        });
        let [ne, se, nw, sw] = &pieces;
        self.count_split([&ne.quarter, &se.quarter, &nw.quarter, &sw.quarter], &rows, east_rows)
    }

    /// Bytes a count in pieces needs: the pieces each running thread reads and those kept,
    /// each at most the largest piece, and each thread's two half-board lists, each grown
    /// by doubling to at most twice the longest list and a piece's group.
    pub(super) fn pieces_memory_bytes(&self, threads: usize) -> usize {
        let sizing = self.sizing();
        let piece = sizing.largest_piece as usize * std::mem::size_of::<Diagonals>() + (4 << self.m) + 4;
        let list = 2 * (sizing.longest_list + sizing.largest_piece) as usize * 8;
        (4 * threads + CACHE_PIECES) * piece + threads * 2 * list
    }

    /// Each job's work, in candidate half-boards built (known from the quarters' group
    /// sizes alone, before any job runs). The first job of each centre row also carries
    /// the building of its tables (in pieces: every job its four pieces), and the turns
    /// job a small share: measured at n = 15..19, the time a job takes follows these
    /// weights (see [`crate::control::TimeLeft`]).
    pub(crate) fn job_weights(&self) -> Vec<u64> {
        self.sizing().weights.clone()
    }

    fn sizing(&self) -> &Sizing {
        self.sizing.get_or_init(|| {
            let per_centre: Vec<CentreSizing> =
                (0..self.tables.len()).into_par_iter().map(|centre| self.size_centre(centre)).collect();
            let mut weights = vec![0; self.jobs.len()];
            for centre in &per_centre {
                for (k, &(job, candidates, pieces)) in centre.jobs.iter().enumerate() {
                    // Building walks the placements twice, at about three candidates' cost
                    // each (measured).
                    let build = match (self.in_pieces, k) {
                        (true, _) => 6 * pieces,
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
            Sizing {
                weights,
                largest_piece: per_centre.iter().map(|c| c.largest_piece).max().unwrap_or(0),
                longest_list: per_centre.iter().map(|c| c.longest_list).max().unwrap_or(0),
            }
        })
    }

    /// The sizes of centre row `centre`'s jobs, in job order; its group sizes are dropped
    /// before the next centre row's are made.
    fn size_centre(&self, centre: usize) -> CentreSizing {
        let m = self.m;
        let mine: Vec<(usize, u64)> = (self.jobs.iter().enumerate())
            .filter_map(|(i, job)| match *job {
                Job::Split { centre: c, east_rows, .. } if c == centre => Some((i, east_rows)),
                _ => None,
            })
            .collect();
        let mut sizing = CentreSizing { jobs: Vec::new(), whole: 0, largest_piece: 0, longest_list: 0 };
        if mine.is_empty() {
            return sizing;
        }
        // The quarters in parallel too: an even board has one centre row alone.
        let rows = self.geometry(centre).0;
        let sizes: Vec<Vec<u32>> =
            (0..4).into_par_iter().map(|which| self.quarter(centre, which, quarter::group_sizes)).collect();
        let [ne, se, nw, sw] = <[Vec<u32>; 4]>::try_from(sizes).expect("four quarters");
        // Placements per row subset: the size of each piece.
        let piece_sizes = |sizes: &[u32]| -> Vec<u64> {
            sizes.chunks(1 << m).map(|groups| groups.iter().map(|&g| u64::from(g)).sum()).collect()
        };
        let pieces = [&ne, &se, &nw, &sw].map(|sizes| piece_sizes(sizes));
        sizing.whole = pieces.iter().flatten().sum();
        let all = (1u32 << m) - 1;
        for (job, east_rows) in mine {
            let (north, south) = row_masks(m, &rows, east_rows);
            let east = quarter::candidates(m, (&ne, &se), (north, south));
            let west = quarter::candidates(m, (&nw, &sw), (all & !north, all & !south));
            let wanted = [north, south, all & !north, all & !south];
            let read: Vec<u64> = (0..4).map(|q| pieces[q][wanted[q] as usize]).collect();
            sizing.largest_piece = sizing.largest_piece.max(read.iter().copied().max().unwrap_or(0));
            sizing.longest_list = sizing.longest_list.max(east.max(west));
            sizing.jobs.push((job, east + west, read.iter().sum()));
        }
        sizing
    }
}
