//! The vocabulary of a solution search, shared by the bitmask search ([`crate::search`])
//! and the wide-board one ([`crate::wide`]): what it is asked for, what it hands over, and
//! how it ended.

use crate::control::Control;
use serde::{Deserialize, Serialize};
use std::time::Duration;

/// Which solutions a search yields.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Filter {
    #[default]
    All,
    /// One per class under the 8 symmetries of the board (see [`crate::symmetry`]).
    Unique,
}

/// One solution as the sink sees it.
#[derive(Debug, Clone, Copy)]
pub struct Found<'a> {
    /// Columns by row.
    pub cols: &'a [u32],
    /// In unique mode, how many distinct images of it contain every fixed queen.
    pub class_size: Option<u8>,
}

/// Receives solutions as they are found.
pub trait Sink {
    fn found(&mut self, solution: Found<'_>) -> Control;
}

impl<F: FnMut(Found<'_>) -> Control> Sink for F {
    fn found(&mut self, solution: Found<'_>) -> Control {
        self(solution)
    }
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct Options {
    pub filter: Filter,
    /// Stop after this many solutions.
    pub limit: Option<u64>,
    /// Worker threads; 0 means one per core.
    pub threads: usize,
    /// Hand solutions over in lexicographic order (the same stream every run) rather than
    /// as soon as any worker finds them. Ordered streams can wait on one slow part of the
    /// tree and search the whole of it (unordered ones search half where the board's mirror
    /// symmetry allows), so a search for speed, or for a few solutions, wants it off.
    pub ordered: bool,
}

impl Options {
    /// What both faces ask for when a person lists solutions: a full listing comes in
    /// lexicographic order, the same every run; a limited one takes whichever solutions the
    /// workers find first, so a few solutions of a big board come at once.
    pub fn listing(filter: Filter, limit: Option<u64>, threads: usize) -> Options {
        Options { filter, limit, threads, ordered: limit.is_none() }
    }
}

/// How a search ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Outcome {
    /// Every solution was handed over.
    Exhausted,
    LimitReached,
    /// The sink returned [`Control::Stop`].
    StoppedBySink,
    Cancelled,
}

impl Outcome {
    /// Whether the search space was exhausted.
    pub fn is_complete(self) -> bool {
        self == Outcome::Exhausted
    }
}

/// How the solutions were searched for; a result document names it (`"method"`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SolveMethod {
    /// Row by row in column order over every solution: in lexicographic order when asked
    /// ([`crate::search::enumerate`]).
    Backtrack,
    /// The most constrained row first with restarts, for boards whose solutions cannot
    /// all be listed ([`crate::sample::sample`]).
    Restarts,
    /// Boards over 64 wide: construction, exact completion, repair ([`crate::wide::complete`]).
    Wide,
}

impl SolveMethod {
    pub fn name(self) -> &'static str {
        match self {
            SolveMethod::Backtrack => "backtrack",
            SolveMethod::Restarts => "restarts",
            SolveMethod::Wide => "wide",
        }
    }
}

#[derive(Debug, Clone, Copy, Serialize, Deserialize)]
pub struct Summary {
    pub method: SolveMethod,
    pub outcome: Outcome,
    pub solutions: u64,
    pub nodes: u64,
    pub elapsed: Duration,
}
