//! The desktop worker's requests and messages as JSON, for the web build's Web Workers
//! (`postMessage` carries strings). Plain Rust: the round trip is tested natively.

use crate::board::{Problem, Queen};
use crate::count::Counts;
use crate::count::checkpoint::Part;
use crate::most_queens::MostQueens;
use crate::stream::{Filter, Outcome, SolveMethod, Summary};
use serde::{Deserialize, Serialize};
use std::time::Duration;

use crate::app::jobs::compare::Plan;
use crate::app::jobs::worker::{Batch, CountEnd, CountStart, Message};
use crate::lab::compare::Trials;
use crate::lab::{Params, Search};

/// What the page asks a Web Worker to run. A Solve names the board and options its plan is
/// made from ([`crate::plan::SolvePlan::new`] gives the same plan on both sides); a count is
/// one part of the count's split, as `nqueens count --part` counts it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum WireRequest {
    Solve {
        run: u64,
        n: usize,
        fixed: Vec<Queen>,
        filter: Filter,
        limit: Option<u64>,
        cap: u64,
    },
    CountPart {
        run: u64,
        n: usize,
        fixed: Vec<Queen>,
        part: Part,
    },
    MostQueens {
        run: u64,
        n: usize,
        fixed: Vec<Queen>,
    },
    /// The hints of a board, worked out within `millis`.
    Hints {
        run: u64,
        n: usize,
        fixed: Vec<Queen>,
        millis: u64,
    },
    /// A Compare run (its boards are empty ones of its sizes).
    Compare {
        run: u64,
        plan: WirePlan,
    },
}

impl WireRequest {
    pub fn problem(&self) -> Result<Problem, String> {
        let (n, fixed) = match self {
            WireRequest::Solve { n, fixed, .. }
            | WireRequest::CountPart { n, fixed, .. }
            | WireRequest::MostQueens { n, fixed, .. }
            | WireRequest::Hints { n, fixed, .. } => (*n, fixed.clone()),
            WireRequest::Compare { .. } => (1, Vec::new()),
        };
        Problem::wide(n, fixed).map_err(|e| e.to_string())
    }

    pub fn run(&self) -> u64 {
        match self {
            WireRequest::Solve { run, .. }
            | WireRequest::CountPart { run, .. }
            | WireRequest::MostQueens { run, .. }
            | WireRequest::Hints { run, .. } => *run,
            WireRequest::Compare { run, .. } => *run,
        }
    }
}

/// A search as its name and parameters (what [`Search::parse`] reads back).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct WireSearch {
    name: String,
    sideways: u64,
    restarts: u64,
    temperature: f64,
    cooling: f64,
    population: usize,
    mutation: f64,
    elite: usize,
}

impl WireSearch {
    fn of(search: &Search) -> WireSearch {
        let p = search.params;
        WireSearch {
            name: search.name().into(),
            sideways: p.sideways,
            restarts: p.restarts,
            temperature: p.temperature,
            cooling: p.cooling,
            population: p.population,
            mutation: p.mutation,
            elite: p.elite,
        }
    }

    fn search(&self) -> Result<Search, String> {
        let params = Params {
            sideways: self.sideways,
            restarts: self.restarts,
            temperature: self.temperature,
            cooling: self.cooling,
            population: self.population,
            mutation: self.mutation,
            elite: self.elite,
        };
        Search::parse(&self.name, &params)
    }
}

/// A Compare plan in JSON.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct WirePlan {
    searches: Vec<WireSearch>,
    sizes: Vec<usize>,
    runs: u64,
    seed: u64,
    max_steps: Option<u64>,
}

impl WirePlan {
    pub fn of(plan: &Plan) -> WirePlan {
        WirePlan {
            searches: plan.searches.iter().map(WireSearch::of).collect(),
            sizes: plan.sizes.clone(),
            runs: plan.trials.runs,
            seed: plan.trials.seed,
            max_steps: plan.trials.max_steps,
        }
    }

    /// The plan again; `Err` names a search the worker does not know.
    pub fn plan(&self) -> Result<Plan, String> {
        let searches = self.searches.iter().map(WireSearch::search).collect::<Result<Vec<_>, _>>()?;
        // One thread: a Web Worker has no others.
        let trials = Trials { runs: self.runs, seed: self.seed, max_steps: self.max_steps, threads: 1 };
        Ok(Plan { searches, sizes: self.sizes.clone(), trials })
    }
}

/// A part of a count, counted: what `nqueens count --part` reports, for the page to check
/// and add up as `nqueens merge` does.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PartCounted {
    pub part: Part,
    pub split: String,
    pub jobs: usize,
    pub counts: Counts,
    /// The work it took, in the plan's unit ([`crate::count::CountPlan::work_unit`]): what the
    /// status line's figures add up.
    pub steps: u64,
}

/// What a Web Worker sends: the desktop worker's messages, plus its progress (a page cannot
/// read a worker's counters) and a counted part.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum WireMessage {
    Solutions { run: u64, cols: Vec<u32>, class_sizes: Vec<u8> },
    Finished { run: u64, summary: WireSummary },
    Better { run: u64, queens: Vec<Queen> },
    MostQueens { run: u64, queens: Vec<Queen>, proven: bool },
    Progress { run: u64, steps: u64, solutions: u64 },
    PartCounted { run: u64, counted: PartCounted },
    Failed { run: u64, error: crate::app::jobs::worker::RunFailure },
    Hints { run: u64, hints: Option<crate::hints::Hints> },
}

/// [`Summary`] in JSON.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct WireSummary {
    pub method: SolveMethod,
    /// 0 exhausted, 1 limit reached, 2 stopped by the sink, 3 cancelled.
    pub outcome: u8,
    pub solutions: u64,
    pub nodes: u64,
    pub seconds: f64,
}

impl From<Summary> for WireSummary {
    fn from(s: Summary) -> Self {
        let outcome = match s.outcome {
            Outcome::Exhausted => 0,
            Outcome::LimitReached => 1,
            Outcome::StoppedBySink => 2,
            Outcome::Cancelled => 3,
        };
        WireSummary {
            method: s.method,
            outcome,
            solutions: s.solutions,
            nodes: s.nodes,
            seconds: s.elapsed.as_secs_f64(),
        }
    }
}

impl From<WireSummary> for Summary {
    fn from(s: WireSummary) -> Self {
        let outcome = match s.outcome {
            0 => Outcome::Exhausted,
            1 => Outcome::LimitReached,
            2 => Outcome::StoppedBySink,
            _ => Outcome::Cancelled,
        };
        let elapsed = Duration::try_from_secs_f64(s.seconds).unwrap_or_default();
        Summary { method: s.method, outcome, solutions: s.solutions, nodes: s.nodes, elapsed }
    }
}

/// How a [`WireMessage::PartCounted`] starts in JSON: the page's worker handlers send the
/// next part on seeing it, without reading the rest.
pub(crate) const PART_COUNTED: &str = "{\"PartCounted\":";

impl WireMessage {
    pub fn run(&self) -> u64 {
        match self {
            WireMessage::Solutions { run, .. }
            | WireMessage::Finished { run, .. }
            | WireMessage::Better { run, .. }
            | WireMessage::MostQueens { run, .. }
            | WireMessage::Progress { run, .. }
            | WireMessage::PartCounted { run, .. }
            | WireMessage::Failed { run, .. }
            | WireMessage::Hints { run, .. } => *run,
        }
    }

    /// The desktop worker's message in JSON; `None` for the messages of a whole count, which
    /// the page runs as parts instead.
    pub fn of(message: Message) -> Option<WireMessage> {
        Some(match message {
            Message::Solutions { run, batch } => {
                WireMessage::Solutions { run, cols: batch.cols, class_sizes: batch.class_sizes }
            }
            Message::Finished { run, summary } => WireMessage::Finished { run, summary: summary.into() },
            Message::Better { run, queens } => WireMessage::Better { run, queens },
            Message::MostQueens { run, outcome } => {
                WireMessage::MostQueens { run, queens: outcome.queens, proven: outcome.proven }
            }
            Message::Failed { run, error } => WireMessage::Failed { run, error },
            Message::CountStarted { .. } | Message::CountNotice { .. } | Message::Counted { .. } => {
                return None;
            }
        })
    }

    /// Back to the desktop worker's message; `None` for what only the page's pool reads.
    pub fn into_message(self) -> Option<Message> {
        Some(match self {
            WireMessage::Solutions { run, cols, class_sizes } => {
                Message::Solutions { run, batch: Batch { cols, class_sizes } }
            }
            WireMessage::Finished { run, summary } => Message::Finished { run, summary: summary.into() },
            WireMessage::Better { run, queens } => Message::Better { run, queens },
            WireMessage::MostQueens { run, queens, proven } => {
                Message::MostQueens { run, outcome: MostQueens { queens, proven } }
            }
            WireMessage::Failed { run, error } => Message::Failed { run, error },
            WireMessage::Progress { .. } | WireMessage::PartCounted { .. } | WireMessage::Hints { .. } => {
                return None;
            }
        })
    }
}

/// How a count in parts starts and ends, in the desktop worker's terms.
pub(crate) fn count_started(
    run: u64,
    parts: usize,
    done: usize,
    counted: Counts,
    unit: &'static str,
) -> Message {
    let start = CountStart { jobs: parts, done, counted, memory: String::new(), unit };
    Message::CountStarted { run, start }
}

pub(crate) fn count_stopped(run: u64, parts: usize, done: usize) -> Message {
    Message::Counted { run, end: CountEnd::Stopped { done, jobs: parts, saved: true } }
}

pub(crate) fn counted(run: u64, counts: Counts) -> Message {
    Message::Counted { run, end: CountEnd::Done(counts) }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn round_trip(message: WireMessage) {
        let json = serde_json::to_string(&message).unwrap();
        assert_eq!(serde_json::from_str::<WireMessage>(&json).unwrap(), message, "{json}");
    }

    #[test]
    fn requests_and_messages_read_back_as_written() {
        let request = WireRequest::Solve {
            run: 3,
            n: 6,
            fixed: vec![Queen::new(0, 1)],
            filter: Filter::Unique,
            limit: Some(2),
            cap: 10,
        };
        let json = serde_json::to_string(&request).unwrap();
        assert_eq!(serde_json::from_str::<WireRequest>(&json).unwrap(), request);
        assert_eq!(request.problem().unwrap().fixed(), &[Queen::new(0, 1)]);
        round_trip(WireMessage::Solutions { run: 1, cols: vec![1, 3, 0, 2], class_sizes: vec![] });
        let counted = WireMessage::PartCounted {
            run: 2,
            counted: PartCounted {
                part: Part { index: 1, of: 4 },
                split: "rows".into(),
                jobs: 9,
                counts: Counts::default(),
                steps: 1234,
            },
        };
        assert!(serde_json::to_string(&counted).unwrap().starts_with(PART_COUNTED));
        let solutions = WireMessage::Solutions { run: 2, cols: vec![], class_sizes: vec![] };
        assert!(!serde_json::to_string(&solutions).unwrap().starts_with(PART_COUNTED));
        round_trip(counted);
    }

    #[test]
    fn a_compare_plan_reads_back_as_written() {
        let searches = ["backtrack", "min-conflicts"]
            .iter()
            .map(|name| Search::parse(name, &Params::default()).unwrap())
            .collect();
        let trials = Trials { runs: 3, seed: 7, max_steps: Some(500), threads: 1 };
        let plan = Plan { searches, sizes: vec![8, 12], trials };
        let wire = WirePlan::of(&plan);
        let json = serde_json::to_string(&WireRequest::Compare { run: 1, plan: wire.clone() }).unwrap();
        let WireRequest::Compare { plan: read, .. } = serde_json::from_str(&json).unwrap() else {
            panic!("{json}")
        };
        let back = read.plan().unwrap();
        assert_eq!(back.sizes, plan.sizes);
        assert_eq!((back.trials.runs, back.trials.seed, back.trials.max_steps), (3, 7, Some(500)));
        let names: Vec<&str> = back.searches.iter().map(|s| s.name()).collect();
        assert_eq!(names, ["backtrack", "min-conflicts"]);
    }

    #[test]
    fn a_summary_keeps_its_outcome_and_figures() {
        for outcome in [Outcome::Exhausted, Outcome::LimitReached, Outcome::StoppedBySink, Outcome::Cancelled]
        {
            let summary = Summary {
                method: SolveMethod::Backtrack,
                outcome,
                solutions: 92,
                nodes: 1965,
                elapsed: Duration::from_millis(1500),
            };
            let back = Summary::from(WireSummary::from(summary));
            assert_eq!((back.outcome, back.solutions, back.nodes), (outcome, 92, 1965));
            assert_eq!(back.elapsed, summary.elapsed);
        }
        let message = Message::Finished {
            run: 7,
            summary: Summary {
                method: SolveMethod::Restarts,
                outcome: Outcome::Exhausted,
                solutions: 1,
                nodes: 2,
                elapsed: Duration::ZERO,
            },
        };
        let wire = WireMessage::of(message).unwrap();
        assert!(matches!(wire.into_message(), Some(Message::Finished { run: 7, .. })));
    }
}
