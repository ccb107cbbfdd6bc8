//! The count with fixed queens by joining half-boards, unique count included.
//!
//! The total, and the solutions a turn leaves unchanged, come from one [`Halves`] count of
//! the fixed queens `F`. The unique count (one per class under the 8 symmetries, by the
//! unique-mode rule) is the number of classes that meet the solutions holding `F`: the
//! classes of the solutions holding some image `g(F)`. Burnside's lemma counts the classes
//! of that set from its size and the members a quarter and a half turn leave unchanged
//! (no solution wider than 1 is its own mirror image), and inclusion–exclusion over the
//! images of `F` gives those from counts of the boards holding unions of images, which
//! hold more queens and so cost less. Unions that are images of each other count the same,
//! so each is counted once, with the sum of their signs.

use super::{Halves, Job};
use crate::board::{Queen, conflicts};
use crate::count::Counts;
use crate::symmetry::Symmetry;
use std::collections::BTreeMap;
use std::sync::atomic::AtomicU64;

/// The name of this way of cutting the work (see [`crate::count::Plan::split_name`]).
/// v2: centre rows a fixed queen attacks are no longer jobs (parts cut by v1 do not merge).
pub(in crate::count) const SPLIT: &str = "halves-fixed/images/v2";

/// One board of the inclusion–exclusion: its count, and how many times it is added
/// (negative: taken away).
struct Term {
    halves: Halves,
    sign: i64,
}

/// The terms, the first being the fixed queens themselves, and their jobs in one list.
pub(in crate::count) struct Terms {
    terms: Vec<Term>,
    /// Each job as (term, job of that term).
    jobs: Vec<(usize, usize)>,
}

impl Terms {
    pub fn new(n: usize, fixed: &[Queen]) -> Self {
        // Every image of a board has the same counts (a turn's image keeps the turn's
        // unchanged solutions unchanged), so each term is counted in its cheapest image.
        let terms: Vec<Term> = unions(n, fixed)
            .into_iter()
            .map(|(queens, sign)| Term { halves: Halves::new(n, &cheapest_image(n, &queens)), sign })
            .collect();
        let jobs = terms
            .iter()
            .enumerate()
            .flat_map(|(t, term)| (0..term.halves.jobs.len()).map(move |j| (t, j)))
            .collect();
        Terms { terms, jobs }
    }

    pub fn len(&self) -> usize {
        self.jobs.len()
    }

    pub(in crate::count) fn begin(&self, picked: &[usize]) {
        for (t, term) in self.terms.iter().enumerate() {
            let own: Vec<usize> =
                picked.iter().filter_map(|&i| (self.jobs[i].0 == t).then_some(self.jobs[i].1)).collect();
            term.halves.begin(&own);
        }
    }

    /// The first term's jobs give the total and the turn counts; the others only their
    /// share of 8 × the unique count, in `overlap`.
    pub(in crate::count) fn count_job(
        &self,
        i: usize,
        nodes: &AtomicU64,
        should_stop: &dyn Fn() -> bool,
    ) -> Counts {
        let (t, j) = self.jobs[i];
        let term = &self.terms[t];
        let counts = term.halves.count_job(j, nodes, should_stop);
        if t == 0 {
            return counts;
        }
        Counts { overlap: term.sign * burnside_sum(counts), ..Counts::default() }
    }

    pub(in crate::count) fn job_weights(&self) -> Vec<u64> {
        self.terms.iter().flat_map(|term| term.halves.job_weights()).collect()
    }

    /// The counts from the sum of every job's.
    pub(in crate::count) fn finish(&self, sum: Counts) -> Counts {
        let eight_unique = self.terms[0].sign * burnside_sum(sum) + sum.overlap;
        Counts { unique: u64::try_from(eight_unique / 8).unwrap_or(0), overlap: 0, ..sum }
    }

    /// Bytes the count needs: the terms run one after another, two at most overlapping.
    pub fn memory_bytes(&self, threads: usize) -> usize {
        let most = self.terms.iter().map(|term| term.halves.memory_bytes(threads)).max().unwrap_or(0);
        let jobs = self.jobs.len() * (std::mem::size_of::<Job>() + std::mem::size_of::<(usize, usize)>());
        2 * most + jobs
    }
}

/// What a set of solutions adds to 8 × its number of classes by Burnside's lemma: each
/// solution once for the identity, those a half turn keeps once more, and those a quarter
/// turn keeps twice more (the quarter turn either way).
fn burnside_sum(counts: Counts) -> i64 {
    (counts.total + counts.rot180 + 2 * counts.rot90) as i64
}

/// The boards of the inclusion–exclusion over the images of `fixed`: each union of images
/// whose queens do not clash, one per class under the symmetries, with the sum of the
/// signs of the unions in its class. The class of `fixed` itself comes first, as `fixed`.
fn unions(n: usize, fixed: &[Queen]) -> Vec<(Vec<Queen>, i64)> {
    let sorted = |mut queens: Vec<Queen>| {
        queens.sort_unstable();
        queens.dedup();
        queens
    };
    let canonical = |queens: &[Queen]| {
        Symmetry::ALL
            .iter()
            .map(|g| sorted(queens.iter().map(|&q| g.map(n, q)).collect()))
            .min()
            .expect("8 symmetries")
    };
    let mut images: Vec<Vec<Queen>> =
        Symmetry::ALL.iter().map(|g| sorted(fixed.iter().map(|&q| g.map(n, q)).collect())).collect();
    images.sort_unstable();
    images.dedup();
    let mut signs: BTreeMap<Vec<Queen>, i64> = BTreeMap::new();
    for subset in 1u32..1 << images.len() {
        let union = sorted(
            (0..images.len()).filter(|&i| subset >> i & 1 == 1).flat_map(|i| images[i].clone()).collect(),
        );
        if !conflicts(&union).is_empty() {
            continue;
        }
        let sign = if subset.count_ones() % 2 == 1 { 1 } else { -1 };
        *signs.entry(canonical(&union)).or_default() += sign;
    }
    let own = signs.remove(&canonical(fixed)).expect("the fixed queens' own class");
    std::iter::once((sorted(fixed.to_vec()), own))
        .chain(signs.into_iter().filter(|&(_, sign)| sign != 0))
        .collect()
}

/// The image of `queens` whose count should take least time: on odd boards a queen in the
/// middle column leaves one centre row instead of about n; a side's half-boards shrink
/// about m-fold per fixed queen on it, and their building is most of a split's work.
fn cheapest_image(n: usize, queens: &[Queen]) -> Vec<Queen> {
    let m = n / 2;
    let cost = |queens: &[Queen]| -> f64 {
        let east = queens.iter().filter(|q| q.col >= n - m).count();
        let west = queens.iter().filter(|q| q.col < m).count();
        let centres = super::splits::centre_rows(n, queens).len();
        let open = n - n % 2 - east - west;
        let splits = choose(open, m.saturating_sub(east));
        let shrink = |k: usize| (m as f64).powi(-(k as i32));
        centres as f64 * splits * (shrink(east) + shrink(west))
    };
    Symmetry::ALL
        .iter()
        .map(|g| queens.iter().map(|&q| g.map(n, q)).collect::<Vec<_>>())
        .min_by(|a, b| cost(a).total_cmp(&cost(b)))
        .expect("8 symmetries")
}

fn choose(n: usize, k: usize) -> f64 {
    if k > n {
        return 0.0;
    }
    (0..k).fold(1.0, |acc, i| acc * (n - i) as f64 / (i + 1) as f64)
}
