//! What a count will take, said before it starts: about how long, and how much memory. Worked
//! out at once, without sizing the jobs, so that a person can be asked before a count that
//! would run for days or fill the machine's memory.

use super::{CountPlan, Jobs, halves};
use crate::board::Problem;
use crate::control::worker_count;

/// What a count is expected to take (see [`CountPlan::expected`]).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Expected {
    /// Seconds on this machine, roughly: the solutions to count at the speed each method
    /// counted them on one core of the machine the README's tables were measured on, shared
    /// among the threads. Within a factor of two or so; enough to tell minutes from days.
    pub seconds: f64,
    /// Bytes, as [`CountPlan::memory_bytes`] states them (past [`halves::WHOLE_MAX`], from the
    /// sizes its sizing finds on the empty board, a bound with fixed queens).
    pub memory_bytes: usize,
}

/// Core-seconds per solution of the half-board count: 64.4 s on 2 cores for the
/// 39,029,188,884 solutions of n = 20 (README); n = 18 to 22 lie within a third of it.
const HALVES_PER_SOLUTION: f64 = 3.3e-9;

/// With fixed queens the half-board count took 0.27 to 0.64 of the empty board's time at
/// n = 19 to 21 (README), whatever the number of solutions they leave.
const HALVES_FIXED_SHARE: f64 = 0.6;

/// Core-seconds per solution of the edge-rule count (no fixed queens, past 23): on one
/// thread it took 6.6 to 8.5 times as long per solution at n = 16 as the half-board count,
/// which takes 1.5e-8 core-seconds a solution there (0.056 s on 2 cores, README).
const EDGE_RULE_PER_SOLUTION: f64 = 1.1e-7;

/// Core-seconds per solution of walking every solution (fixed queens past 23, or on boards
/// below 14): 31 to 53 times the half-board count's at n = 16, measured at n = 14 as above.
const WALK_ALL_PER_SOLUTION: f64 = 6.0e-7;

/// A count expected to take longer than this is worth a word before it starts: the app asks
/// first, the command line warns. One rule, so that the two cannot disagree (issue 47: the
/// app asked about n = 22 and 23, the command line started them without a word).
pub const WARN_PAST: std::time::Duration = std::time::Duration::from_secs(3600);

impl Expected {
    /// Whether `seconds` of counting (all of it, or what a saved count leaves) is long
    /// enough to say so first (see [`WARN_PAST`]).
    pub fn is_long(seconds: f64) -> bool {
        seconds > WARN_PAST.as_secs_f64()
    }
}

impl CountPlan {
    /// What counting `problem` by this plan is expected to take on `threads` threads (0: one
    /// per core), known before any job is sized.
    pub fn expected(&self, problem: &Problem, threads: usize) -> Expected {
        let cores = worker_count(threads) as f64;
        let solutions = crate::plan::estimate(problem);
        let core_seconds = match &self.jobs {
            Jobs::Halves(_) if problem.fixed().is_empty() => solutions * HALVES_PER_SOLUTION,
            Jobs::Halves(_) => {
                let empty = Problem::empty(problem.n()).map_or(solutions, |p| crate::plan::estimate(&p));
                empty * HALVES_PER_SOLUTION * HALVES_FIXED_SHARE
            }
            Jobs::EdgeRule(_) => solutions * EDGE_RULE_PER_SOLUTION,
            Jobs::WalkAll(_) => solutions * WALK_ALL_PER_SOLUTION,
        };
        let memory_bytes = match &self.jobs {
            Jobs::Halves(halves) => {
                self.len() * std::mem::size_of::<halves::HalvesJob>()
                    + halves.memory_expected(worker_count(threads))
            }
            _ => self.memory_bytes(threads),
        };
        Expected { seconds: core_seconds / cores, memory_bytes }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Queen;

    fn expected(n: usize, fixed: Vec<Queen>, threads: usize) -> Expected {
        let problem = Problem::new(n, fixed).unwrap();
        CountPlan::new(&problem).expected(&problem, threads)
    }

    #[test]
    fn longer_for_bigger_boards_and_shorter_on_more_cores() {
        // (Past 27 the number of solutions is not known, only its growth: 28 is not compared.)
        let seconds: Vec<f64> = (6..=27).map(|n| expected(n, vec![], 2).seconds).collect();
        assert!(seconds.windows(2).all(|w| w[0] < w[1]), "{seconds:?}");
        // The README's times on 2 cores, within a factor of two: n = 20 took 64 s, n = 21 441 s.
        for (n, took) in [(20, 64.4), (21, 441.0)] {
            let said = expected(n, vec![], 2).seconds;
            assert!(said > took / 2.0 && said < took * 2.0, "n = {n}: {said} s");
        }
        assert!(expected(20, vec![], 8).seconds < expected(20, vec![], 2).seconds);
        // Counts that take years say so; small ones take no time.
        assert!(expected(28, vec![], 2).seconds > 365.0 * 86_400.0);
        assert!(expected(10, vec![], 2).seconds < 0.1);
        // Fixed queens never make a count look longer than the empty board's.
        let fixed = expected(20, vec![Queen::new(0, 0)], 2).seconds;
        assert!(fixed < expected(20, vec![], 2).seconds);
    }

    #[test]
    fn the_memory_is_what_the_count_states() {
        for (n, fixed) in [(12, vec![]), (18, vec![]), (16, vec![Queen::new(3, 5)]), (30, vec![])] {
            let problem = Problem::new(n, fixed).unwrap();
            let plan = CountPlan::new(&problem);
            for threads in [1, 2, 8] {
                assert_eq!(
                    plan.expected(&problem, threads).memory_bytes,
                    plan.memory_bytes(threads),
                    "n = {n}"
                );
            }
        }
    }
}
