//! Handing found solutions to the caller: the one step every solution search ends in.
//!
//! The searches find solutions in their own ways (worker threads over a tree, restarts,
//! construction and repair), but what happens next must be the same for all: the filter
//! (every solution, or one per symmetry class), dropping what was handed over before, the
//! sink, the limit, the progress count, and how the search ended. Written once per search,
//! the copies drifted (one counted a whole batch as progress before checking the limit, so
//! a run with a limit of K could report more than K); [`Delivery`] is that step, once.

use crate::board::Problem;
use crate::control::{Control, Progress};
use crate::stream::{Filter, Found, Options, Outcome, Sink, SolveMethod, Summary};
use crate::symmetry::{Classifier, Scratch, shown_member};
use std::collections::HashSet;
use std::ops::ControlFlow;

/// Takes a search's solutions to its sink, at most the limit, each at most once.
pub(crate) struct Delivery<'a> {
    sink: &'a mut dyn Sink,
    progress: &'a Progress,
    limit: Option<u64>,
    /// In unique mode, the rule that picks one member per class.
    classifier: Option<Classifier>,
    scratch: Scratch,
    /// Whether solutions offered now are remembered (see [`Delivery::remember`]).
    remembering: bool,
    /// Fingerprints of the solutions handed over while remembering.
    seen: HashSet<u128>,
    delivered: u64,
    /// Set once the sink or the limit has ended the stream.
    ended: Option<Outcome>,
}

impl<'a> Delivery<'a> {
    /// A delivery to `sink` under `options`' filter and limit, counting into `progress`
    /// (which the search has started). It starts out not remembering.
    pub fn new(problem: &Problem, options: &Options, progress: &'a Progress, sink: &'a mut dyn Sink) -> Self {
        Delivery {
            sink,
            progress,
            limit: options.limit,
            classifier: (options.filter == Filter::Unique).then(|| Classifier::new(problem)),
            scratch: Scratch::default(),
            remembering: false,
            seen: HashSet::new(),
            delivered: 0,
            ended: None,
        }
    }

    /// The unique-mode rule, for a search that applies it on worker threads of its own and
    /// hands over with [`Delivery::hand_over`].
    pub fn classifier(&self) -> Option<&Classifier> {
        self.classifier.as_ref()
    }

    /// Says what the solutions offered from now on come from.
    ///
    /// Off (the start): one walk of a whole tree, which finds each solution at most once and
    /// finds every member of a class. In unique mode only the member the rule picks passes,
    /// so nothing needs remembering; what was remembered before is still dropped.
    ///
    /// On: a source that may find a solution again, or after which one may (restarts, a
    /// budgeted walk, repair). Each solution is handed over as its class's shown member
    /// (itself, in all mode) and remembered, and a repeat is dropped.
    pub fn remember(&mut self, on: bool) {
        self.remembering = on;
    }

    /// Solutions remembered so far.
    pub fn remembered(&self) -> usize {
        self.seen.len()
    }

    /// Filters `cols`, drops it if it was handed over before, and hands over the rest.
    pub fn offer(&mut self, cols: &[u32]) -> ControlFlow<()> {
        let exact = !self.remembering;
        let Some((shown, class_size)) =
            shown_member(self.classifier.as_ref(), cols, exact, &mut self.scratch)
        else {
            return self.flow();
        };
        if self.remembering {
            if !self.seen.insert(fingerprint(&shown)) {
                return self.flow();
            }
        } else if !self.seen.is_empty() && self.seen.contains(&fingerprint(&shown)) {
            return self.flow();
        }
        self.hand_over(&shown, class_size)
    }

    /// Hands over a solution the search has filtered itself: counts it, gives it to the
    /// sink, and breaks once the sink or the limit ends the stream.
    pub fn hand_over(&mut self, cols: &[u32], class_size: Option<u8>) -> ControlFlow<()> {
        if self.ended.is_some() || self.limit.is_some_and(|limit| self.delivered >= limit) {
            self.ended.get_or_insert(Outcome::LimitReached);
            return ControlFlow::Break(());
        }
        self.delivered += 1;
        self.progress.add_solutions(1);
        if self.sink.found(Found { cols, class_size }) == Control::Stop {
            self.ended = Some(Outcome::StoppedBySink);
        } else if self.limit.is_some_and(|limit| self.delivered >= limit) {
            self.ended = Some(Outcome::LimitReached);
        }
        self.flow()
    }

    /// Break once the stream has ended.
    fn flow(&self) -> ControlFlow<()> {
        if self.ended.is_some() { ControlFlow::Break(()) } else { ControlFlow::Continue(()) }
    }

    /// Stops the progress clock and says how the search went: `searched` is how the search
    /// itself ended, which the sink or the limit overrides.
    pub fn summary(self, method: SolveMethod, searched: Outcome) -> Summary {
        let elapsed = self.progress.finish();
        Summary {
            method,
            outcome: self.ended.unwrap_or(searched),
            solutions: self.delivered,
            nodes: self.progress.snapshot().steps,
            elapsed,
        }
    }
}

/// 128 bits standing for a solution: two independent hashes, so that telling millions
/// of solutions apart costs 16 bytes each. A collision (odds about 2^-100 at a billion
/// solutions) would only drop a solution, never repeat one.
fn fingerprint(cols: &[u32]) -> u128 {
    let (mut a, mut b) = (0x243F_6A88_85A3_08D3u64, 0x1319_8A2E_0370_7344u64);
    for &c in cols {
        a = (a ^ u64::from(c)).wrapping_mul(0x9E37_79B9_7F4A_7C15).rotate_left(29);
        b = (b.rotate_left(17) ^ u64::from(c)).wrapping_mul(0xC2B2_AE3D_27D4_EB4F);
    }
    (u128::from(a) << 64) | u128::from(b)
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::symmetry::Symmetry;

    const SOLUTION_8: [u32; 8] = [0, 4, 7, 5, 2, 6, 1, 3];

    /// What the sink received: each solution and its class size.
    type Received = Vec<(Vec<u32>, Option<u8>)>;

    /// Offers `offers` (each with whether the delivery remembers then) and returns what the
    /// sink received, the summary and the progress count.
    fn deliver(filter: Filter, limit: Option<u64>, offers: &[(Vec<u32>, bool)]) -> (Received, Summary, u64) {
        let problem = Problem::empty(8).unwrap();
        let progress = Progress::new();
        progress.start(0);
        let mut got = Vec::new();
        let mut sink = |s: Found<'_>| {
            got.push((s.cols.to_vec(), s.class_size));
            Control::Continue
        };
        let options = Options { filter, limit, ..Options::default() };
        let mut out = Delivery::new(&problem, &options, &progress, &mut sink);
        for (cols, remember) in offers {
            out.remember(*remember);
            if out.offer(cols).is_break() {
                break;
            }
        }
        let summary = out.summary(SolveMethod::Restarts, Outcome::Exhausted);
        (got, summary, progress.snapshot().solutions)
    }

    fn class() -> Vec<Vec<u32>> {
        Symmetry::ALL.iter().map(|g| g.apply(&SOLUTION_8)).collect()
    }

    #[test]
    fn remembering_hands_over_one_member_per_class_and_never_a_repeat() {
        let offers: Vec<_> = class().into_iter().chain(class()).map(|c| (c, true)).collect();
        let (got, summary, progress) = deliver(Filter::Unique, None, &offers);
        let canonical = class().into_iter().min().unwrap();
        assert_eq!(got, vec![(canonical, Some(8))]);
        assert_eq!((summary.solutions, progress, summary.outcome), (1, 1, Outcome::Exhausted));

        let (got, ..) = deliver(Filter::All, None, &offers);
        assert_eq!(got.into_iter().map(|(c, _)| c).collect::<Vec<_>>(), class());
    }

    #[test]
    fn a_tree_walk_after_remembering_drops_what_was_remembered() {
        // Remembered: one solution (all mode) or its class (unique). The walk that follows
        // offers the whole class again and adds nothing from it.
        let mut offers = vec![(SOLUTION_8.to_vec(), true)];
        offers.extend(class().into_iter().map(|c| (c, false)));
        let (got, ..) = deliver(Filter::Unique, None, &offers);
        assert_eq!(got.len(), 1);
        let (got, ..) = deliver(Filter::All, None, &offers);
        let mut cols: Vec<_> = got.into_iter().map(|(c, _)| c).collect();
        assert_eq!(cols.len(), 8);
        cols.sort();
        cols.dedup();
        assert_eq!(cols.len(), 8);
    }

    #[test]
    fn the_limit_ends_the_stream_and_the_count_says_so() {
        let offers: Vec<_> = class().into_iter().map(|c| (c, false)).collect();
        for k in 1..=8 {
            let (got, summary, progress) = deliver(Filter::All, Some(k), &offers);
            assert_eq!((got.len() as u64, summary.solutions, progress), (k, k, k), "limit {k}");
            assert_eq!(summary.outcome, Outcome::LimitReached, "limit {k}");
        }
        // A source that offers on after the break still gets nothing through.
        let problem = Problem::empty(8).unwrap();
        let progress = Progress::new();
        let mut got = 0;
        let mut sink = |_: Found<'_>| {
            got += 1;
            Control::Continue
        };
        let options = Options { limit: Some(2), ..Options::default() };
        let mut out = Delivery::new(&problem, &options, &progress, &mut sink);
        let flows: Vec<_> = class().iter().map(|c| out.hand_over(c, None).is_break()).collect();
        assert_eq!(flows, [false, true, true, true, true, true, true, true]);
        assert_eq!(out.summary(SolveMethod::Backtrack, Outcome::Exhausted).solutions, 2);
        assert_eq!((got, progress.snapshot().solutions), (2, 2));
    }

    #[test]
    fn a_sink_that_stops_is_the_outcome() {
        let problem = Problem::empty(8).unwrap();
        let progress = Progress::new();
        let mut sink = |_: Found<'_>| Control::Stop;
        let mut out = Delivery::new(&problem, &Options::default(), &progress, &mut sink);
        assert!(out.offer(&SOLUTION_8).is_break());
        let summary = out.summary(SolveMethod::Backtrack, Outcome::Cancelled);
        assert_eq!((summary.outcome, summary.solutions), (Outcome::StoppedBySink, 1));
    }
}
