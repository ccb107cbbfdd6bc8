//! Which search a Solve runs, chosen from the board before it starts, so that the app and
//! the command line can say what will happen (a full list, or solutions as they come).

use crate::board::{MAX_N, Problem};
use crate::control::{CancelFlag, Progress};
use crate::stream::{Filter, Options, Sink, SolveMethod, Summary};

/// Above this many solutions a full list is out of reach: billions take hours and more
/// memory or disk than a person wants.
pub const LISTABLE: f64 = 1e9;

/// Boards from this width up go to the sampling search when the full list is not wanted
/// or not reachable: below it, ordered backtracking reaches its first solutions at once
/// (measured with benches/first_solution.rs).
const SAMPLE_FROM: usize = 20;

/// Solutions of the empty n×n board, n = 0..=27 (OEIS A000170).
const COUNTS: [f64; 28] = [
    1.0,
    1.0,
    0.0,
    0.0,
    2.0,
    10.0,
    4.0,
    40.0,
    92.0,
    352.0,
    724.0,
    2680.0,
    14200.0,
    73712.0,
    365596.0,
    2279184.0,
    14772512.0,
    95815104.0,
    666090624.0,
    4968057848.0,
    39029188884.0,
    314666222712.0,
    2691008701644.0,
    24233937684440.0,
    227514171973736.0,
    2207893435808352.0,
    22317699616364044.0,
    234907967154122528.0,
];

/// A Solve's method, its options, and what is known of the number of solutions.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct SolvePlan {
    pub method: SolveMethod,
    pub options: Options,
    /// A rough number of solutions (exact for the empty board up to 27 wide).
    pub estimate: f64,
}

impl SolvePlan {
    /// Picks the search for listing the solutions of `problem`, at most `limit` of them.
    pub fn new(problem: &Problem, filter: Filter, limit: Option<u64>, threads: usize) -> SolvePlan {
        let estimate = estimate(problem);
        let method = if problem.n() > MAX_N {
            SolveMethod::Wide
        } else if problem.n() >= SAMPLE_FROM && (limit.is_some() || estimate > LISTABLE) {
            SolveMethod::Restarts
        } else {
            SolveMethod::Backtrack
        };
        SolvePlan { method, options: Options::listing(filter, limit, threads), estimate }
    }

    /// Whether the full list is out of reach and not limited: the search shows solutions
    /// as it finds them until stopped.
    pub fn open_ended(&self) -> bool {
        self.options.limit.is_none() && self.estimate > LISTABLE
    }

    /// What a person should know before an open-ended search starts: "about 2.3 × 10^15
    /// solutions, too many to list in full".
    pub fn warning(&self) -> Option<PlanWarning> {
        self.open_ended().then_some(PlanWarning { estimate: self.estimate })
    }

    /// Runs the search, handing each solution to `sink`.
    pub fn run(
        &self,
        problem: &Problem,
        progress: &Progress,
        cancel: &CancelFlag,
        sink: &mut dyn Sink,
    ) -> Summary {
        match self.method {
            SolveMethod::Restarts => crate::sample::sample(problem, &self.options, progress, cancel, sink),
            SolveMethod::Backtrack | SolveMethod::Wide => {
                crate::search::enumerate(problem, &self.options, progress, cancel, sink)
            }
        }
    }
}

/// Why a search will not end by itself: about `estimate` solutions, too many to list. Its
/// `Display` is the command line's English; the app words it itself.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PlanWarning {
    pub estimate: f64,
}

impl std::fmt::Display for PlanWarning {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "about {} solutions, too many to list in full", magnitude(self.estimate))
    }
}

/// A rough number of solutions: the published count up to 27 wide, the asymptotic
/// (0.143 n)^n beyond (Simkin, 2021), each fixed queen dividing by n (it settles one row
/// out of about n open squares).
pub fn estimate(problem: &Problem) -> f64 {
    let n = problem.n();
    let empty = COUNTS.get(n).copied().unwrap_or_else(|| (0.1434 * n as f64).powi(n as i32));
    empty / (n as f64).powi(problem.fixed().len() as i32)
}

/// `2.3 × 10^15`, or the whole number when it is small.
pub fn magnitude(x: f64) -> String {
    if x < 1e6 {
        return format!("{}", x.round() as u64);
    }
    if !x.is_finite() {
        return "more than 10^308".into();
    }
    let exp = x.log10().floor();
    format!("{:.1} × 10^{}", x / 10f64.powf(exp), exp as i32)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Queen;

    fn plan(n: usize, fixed: Vec<Queen>, limit: Option<u64>) -> SolvePlan {
        SolvePlan::new(&Problem::wide(n, fixed).unwrap(), Filter::All, limit, 0)
    }

    #[test]
    fn lists_in_full_what_can_finish_and_samples_the_rest() {
        assert_eq!(plan(12, vec![], None).method, SolveMethod::Backtrack);
        assert!(plan(12, vec![], None).options.ordered);
        assert_eq!(plan(18, vec![], None).warning(), None);
        let big = plan(40, vec![], None);
        assert_eq!(big.method, SolveMethod::Restarts);
        assert!(big.warning().unwrap().to_string().starts_with("about "), "{:?}", big.warning());
        assert_eq!(plan(40, vec![], Some(5)).warning(), None);
        assert_eq!(plan(100, vec![], Some(5)).method, SolveMethod::Wide);
    }

    #[test]
    fn magnitudes_read_as_a_person_writes_them() {
        assert_eq!(magnitude(92.0), "92");
        assert_eq!(magnitude(2.2e12), "2.2 × 10^12");
    }
}
