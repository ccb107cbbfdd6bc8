//! The one protocol of the app's jobs: a [`Request`] goes in, [`Reply`]s come out, both plain
//! data that serde writes and reads. A job is written once ([`run`]) and runs where the
//! [`Spawner`] chosen at start-up ([`spawner`]) puts it: on a thread of its own on the
//! desktop ([`Threads`]), in a Web Worker in the page (`app::web::workers`), which is sent
//! the same request as bytes and posts the same replies back. Either way the replies reach
//! the UI through the runner's channel ([`Jobs`]), each with its run id, and a job that
//! panicked ends in [`Report::Panicked`].

use std::path::PathBuf;
use std::rc::Rc;
use std::sync::Arc;
use std::thread::JoinHandle;

use serde::{Deserialize, Serialize};
use web_time::Duration;

use super::runner::{Outbox, Report, Runner, Wake};
use crate::app::check::work::{CheckFailure, CheckInput, Checked};
use crate::app::solve::saved_count::CountNote;
use crate::board::{Problem, Queen};
use crate::check::Exercise;
use crate::control::{CancelFlag, Progress};
use crate::count::CountPlan;
use crate::count::Counts;
use crate::count::checkpoint::{Part, Work};
use crate::count::checkpointed::Hold;
use crate::hints::Hints;
use crate::lab::Search;
use crate::lab::compare::{Row, Trials};
use crate::most_queens::MostQueens;
use crate::plan::SolvePlan;
use crate::puzzle::{Difficulty, Puzzle, PuzzleError};
use crate::stream::Summary;

/// What the UI asks a job to do.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub enum Request {
    /// Run the plan's search, keeping at most `cap` solutions in the replies (the rest of a
    /// listing that can finish are only counted; an open-ended search stops at the cap).
    Solve { problem: Problem, plan: SolvePlan, cap: u64 },
    /// Count total and unique solutions on every core, storing none. With a checkpoint path,
    /// resume from the file there if it holds this count, and keep the progress in it. A
    /// test may hold it (see [`Hold`]).
    Count {
        problem: Problem,
        checkpoint: Option<PathBuf>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        hold: Option<Hold>,
    },
    /// Count one part of the count's split, as `nqueens count --part` does: the page spreads
    /// a count over its Web Workers this way.
    CountPart { problem: Problem, part: Part },
    /// Place as many queens as fit (n ≤ 64), reporting each better placement.
    MostQueens { problem: Problem },
    /// The hints of a board, worked out within `budget` on `threads` threads (0: every core).
    Hints { problem: Problem, budget: Duration, threads: usize },
    /// A Compare run.
    Compare(Plan),
    /// Puzzle 0 of `seed` on the `n`×`n` board, of `grade` (any if `None`).
    Puzzle { n: usize, grade: Option<Difficulty>, seed: u64 },
    /// Check a student's answers (Check answers), n read from them when `None`.
    Check { input: CheckInput, n: Option<usize>, exercise: Exercise },
}

impl Request {
    /// The same request for a place with one thread (a Web Worker has no others).
    #[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
    pub fn on_one_thread(mut self) -> Request {
        match &mut self {
            Request::Compare(plan) => plan.trials.threads = 1,
            Request::Hints { threads, .. } => *threads = 1,
            // One search on one thread already, or a part of a count that runs on one.
            Request::Solve { .. }
            | Request::Count { .. }
            | Request::CountPart { .. }
            | Request::MostQueens { .. }
            | Request::Puzzle { .. }
            | Request::Check { .. } => {}
        }
        self
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
    /// The work it took, in the plan's unit ([`crate::count::CountPlan::work_unit`]).
    pub steps: u64,
}

/// What a job sends. Each run ends with exactly one of `Finished`, `Counted`, `PartCounted`,
/// `MostQueens`, `Hints`, `Puzzle`, `Checked`, a `Compare` that ends it, or `Failed`.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub enum Reply {
    Solutions(Batch),
    Finished(Summary),
    /// A count is about to run (sent before any of its progress).
    CountStarted(CountStart),
    /// Something the person should know about a count's checkpoint file; the count goes on.
    CountNotice(CountNote),
    Counted(CountEnd),
    PartCounted(PartCounted),
    /// A placement with more queens than any before it in this run (fixed ones included).
    Better(Vec<Queen>),
    /// The best placement, and whether it is proven the most.
    MostQueens(MostQueens),
    Hints(Option<Hints>),
    Compare(CompareMsg),
    Puzzle(Result<Puzzle, PuzzleError>),
    /// What a check of answers found, or why it found nothing.
    Checked(Result<Checked, CheckFailure>),
    Failed(RunFailure),
}

// What the jobs' replies carry.

/// Solutions stored flat: `n` columns per solution; class sizes only in unique mode.
#[derive(Debug, Default, Clone, serde::Serialize, serde::Deserialize)]
pub struct Batch {
    pub cols: Vec<u32>,
    pub class_sizes: Vec<u8>,
}

/// Why a run ended without its answer, as a fact: the app words it when it draws it, and
/// keeps what the system or a panic said (which no language can translate) as a detail.
/// It crosses the browser's worker boundary, hence serde.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum RunFailure {
    /// No thread could be started: what the system said.
    NoThread(String),
    /// The browser would not start a Web Worker (it says nothing more).
    NoWorker,
    /// The run stopped unexpectedly (a panic, a browser worker that died): what it said,
    /// if anything.
    Stopped(String),
    /// Something inside the run went wrong (a request a browser worker could not read,
    /// counted parts that cannot be right): the program's own account, in English.
    Broken(String),
}

impl RunFailure {
    /// What the system, the panic or the program said.
    pub fn detail(&self) -> String {
        match self {
            RunFailure::NoThread(said) | RunFailure::Stopped(said) | RunFailure::Broken(said) => said.clone(),
            RunFailure::NoWorker => String::new(),
        }
    }
}

/// How a count starts: how its work is cut, and what an earlier, stopped run had counted.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct CountStart {
    /// Jobs of the whole count.
    pub jobs: usize,
    /// Jobs counted before this run (by a stopped run whose checkpoint is resumed).
    pub done: usize,
    /// The sum of those jobs' counts.
    pub counted: Counts,
    /// Their work, of the whole count's (zero where it is not known).
    pub work: Work,
    /// About how much memory the count needs (see [`CountPlan::memory_text`]).
    pub memory: String,
    /// What the progress's work counter counts (see [`CountPlan::work_unit`]).
    pub unit: &'static str,
}

/// A count's start as it is read, its unit one of [`CountPlan::WORK_UNITS`].
#[derive(serde::Deserialize)]
struct CountStartFields {
    jobs: usize,
    done: usize,
    counted: Counts,
    work: Work,
    memory: String,
    unit: String,
}

/// Read by hand, not derived: a derived reader of a `&'static str` would borrow it from the
/// text it reads, and so read only text that lives for ever.
impl<'de> serde::Deserialize<'de> for CountStart {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let f = CountStartFields::deserialize(deserializer)?;
        let unit = CountPlan::WORK_UNITS.into_iter().find(|known| *known == f.unit);
        let unit = unit.ok_or_else(|| serde::de::Error::custom(format!("no count counts {}", f.unit)))?;
        Ok(CountStart {
            jobs: f.jobs,
            done: f.done,
            counted: f.counted,
            work: f.work,
            memory: f.memory,
            unit,
        })
    }
}

impl CountStart {
    /// What a count's work counter counts: its start's unit, or "nodes" before it starts.
    pub fn unit_of(start: Option<&CountStart>) -> &'static str {
        start.map_or("nodes", |s| s.unit)
    }

    /// The share of the count done before this run, from 0 to 1: by work where it is known.
    pub fn fraction(&self) -> f64 {
        self.work.share(self.done, self.jobs)
    }

    /// The share of a whole count done: the jobs an earlier run counted, and this run's share
    /// of the rest (the progress knows only the jobs this run picked).
    pub(crate) fn whole_fraction(start: Option<&CountStart>, p: &crate::control::ProgressSnapshot) -> f64 {
        match start {
            Some(s) if s.jobs > 0 => {
                let before = s.fraction();
                (before + (1.0 - before) * p.fraction).clamp(0.0, 1.0)
            }
            _ => p.fraction,
        }
    }
}

/// How a count ended.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub(crate) enum CountEnd {
    /// Every job is counted: the final counts of the whole count (earlier runs included).
    Done(Counts),
    /// Stopped with `done` of `jobs` counted; `saved` says whether the checkpoint keeps them
    /// for a later run.
    Stopped { done: usize, jobs: usize, work: Work, saved: bool },
}

/// What to compare.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct Plan {
    pub searches: Vec<Search>,
    pub sizes: Vec<usize>,
    pub trials: Trials,
}

/// What a Compare run reports.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub enum CompareMsg {
    Row(Row),
    /// The cost along one run of a local search (seed = the plan's seed, the first size):
    /// (step, h) from its start to its last step, thinned to at most twice [`MAX_TRACE`]
    /// points on a long run.
    Trace {
        search: Search,
        h: Vec<[u64; 2]>,
    },
    /// The end: `complete` false when stopped.
    Done {
        complete: bool,
    },
    /// The end of a run that panicked, saying `what`: the rows sent before it stand.
    Failed {
        what: String,
    },
}

/// A job to start: its request, the run's counters and stop flag, and the outbox its
/// replies go through.
pub struct Job {
    pub request: Request,
    pub progress: Arc<Progress>,
    pub cancel: CancelFlag,
    pub out: Outbox<Reply>,
    /// A thread to wait for before the job starts (a stopped count still saving its
    /// checkpoint); only threads have one.
    pub after: Option<JoinHandle<()>>,
}

/// Where jobs run.
pub trait Spawner {
    /// Starts `job`; its thread, where it has one. `Err`: it could not start (no thread or
    /// Web Worker to be had), and will report nothing.
    fn start(&self, job: Job) -> Result<Option<JoinHandle<()>>, RunFailure>;

    /// Takes in what jobs running elsewhere sent, and ends the runs asked to stop (with the
    /// end they would have reported): called before each read of a runner's channel.
    fn pump(&self) {}
}

/// One kind of job's runs, started where the spawner puts them, and what they report.
pub struct Jobs {
    runner: Runner<Reply>,
    spawner: Rc<dyn Spawner>,
}

impl Jobs {
    pub fn new(name: &'static str, wake: Wake, spawner: Rc<dyn Spawner>) -> Self {
        Jobs { runner: Runner::new(name, wake), spawner }
    }

    /// From now on, starts its jobs with `spawner` (tests).
    #[cfg(not(target_arch = "wasm32"))]
    pub fn set_spawner(&mut self, spawner: Rc<dyn Spawner>) {
        self.spawner = spawner;
    }

    /// The id the next job will get.
    pub fn next_run(&self) -> u64 {
        self.runner.next_run()
    }

    /// Starts `request` as the next run (its id is [`Jobs::next_run`] before the call);
    /// its thread, where it has one.
    pub fn start(
        &mut self,
        request: Request,
        progress: Arc<Progress>,
        cancel: CancelFlag,
        after: Option<JoinHandle<()>>,
    ) -> Result<Option<JoinHandle<()>>, RunFailure> {
        let out = self.runner.open();
        self.spawner.start(Job { request, progress, cancel, out, after })
    }

    /// The next waiting report, if any.
    pub fn try_recv(&mut self) -> Option<Report<Reply>> {
        self.spawner.pump();
        self.runner.try_recv()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lab::Search;
    use crate::lab::compare::Trials;
    use crate::stream::Filter;

    /// What crosses to a Web Worker reads back as it was written.
    #[test]
    fn requests_and_replies_read_back_as_written() {
        let problem = Problem::new(6, vec![Queen::new(0, 1)]).unwrap();
        let plan = SolvePlan::new(&problem, Filter::Unique, Some(2), 0);
        let searches = ["backtrack", "annealing"]
            .iter()
            .map(|name| {
                Search::parse(name, &crate::lab::Params { cooling: 0.5, ..Default::default() }).unwrap()
            })
            .collect();
        let trials = Trials { runs: 3, seed: 7, max_steps: Some(500), threads: 0 };
        let requests = [
            Request::Solve { problem: problem.clone(), plan, cap: 10 },
            Request::CountPart { problem: problem.clone(), part: Part { index: 1, of: 4 } },
            Request::Hints { problem: problem.clone(), budget: Duration::from_millis(1500), threads: 0 },
            Request::Compare(Plan { searches, sizes: vec![8, 12], trials }),
            Request::Puzzle { n: 8, grade: Some(Difficulty::Hard), seed: 3 },
            Request::Check {
                input: CheckInput::Text("[1, 3, 0, 2]".into()),
                n: None,
                exercise: Exercise::Unique,
            },
        ];
        for request in requests {
            let json = serde_json::to_string(&request).unwrap();
            let back: Request = serde_json::from_str(&json).unwrap();
            assert_eq!(serde_json::to_string(&back).unwrap(), json);
        }
        let json = serde_json::to_string(&Request::Compare(Plan {
            searches: vec![Search::parse("annealing", &Default::default()).unwrap()],
            sizes: vec![8],
            trials,
        }))
        .unwrap();
        let Request::Compare(plan) = serde_json::from_str::<Request>(&json).unwrap().on_one_thread() else {
            panic!("{json}")
        };
        assert_eq!((plan.trials.threads, plan.searches[0].params.cooling), (1, 0.999));
    }

    /// A request whose board is no problem, or whose search's parameters cannot run, is
    /// refused as it is read, not run.
    #[test]
    fn a_request_that_breaks_a_promise_is_refused_when_read() {
        let attacking = r#"{"MostQueens":{"problem":{"n":8,"fixed":[[0,0],[1,1]]}}}"#;
        assert!(serde_json::from_str::<Request>(attacking).is_err());
        let fine = attacking.replace("[1,1]", "[1,2]");
        assert!(serde_json::from_str::<Request>(&fine).is_ok(), "{fine}");
        let cold = r#"{"Compare":{"searches":[{"algorithm":"annealing","cooling":2.0}],"sizes":[8],
            "trials":{"runs":1,"seed":1,"max_steps":null,"threads":1}}}"#;
        assert!(serde_json::from_str::<Request>(cold).is_err());
    }
}
