//! The search tree beside a Watch: one node per partial placement the search has visited
//! (the root is the board with only the fixed queens), grown by replaying the same
//! systematic search the Watch plays up to the same step, so it is exact at every step,
//! back steps included.

pub(crate) mod view;

use std::sync::atomic::{AtomicU64, Ordering};

use crate::board::Problem;
use crate::lab::Algorithm;
use crate::lab::systematic::{Step, Systematic};

/// The source of [`SearchTree::id`]s.
static NEXT_ID: AtomicU64 = AtomicU64::new(0);

/// The most nodes kept: past this the tree stops growing (a 9×9 backtracking tree has
/// 8,394 nodes; a 12×12 one, 856,189, which nobody reads).
pub(crate) const MAX_NODES: usize = 20_000;

/// A node: a partial placement visited.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Node {
    pub parent: Option<usize>,
    /// The queen placed last (row, column); none for the root.
    pub queen: Option<(usize, usize)>,
    pub children: Vec<usize>,
    pub solution: bool,
    /// Forward checking found a row without a square when this queen went down.
    pub dead_end: bool,
}

/// What a node has turned out to be so far.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NodeKind {
    /// On the search's path now.
    Path,
    Solution,
    /// Left without an extension (not a solution).
    DeadEnd,
    /// Left after extending it.
    Inner,
}

/// The tree of a systematic search, as far as the watched search has gone.
#[derive(Debug, Clone)]
pub struct SearchTree {
    /// Tells this tree from every other built, so a view's memory of it goes stale with it.
    id: u64,
    problem: Problem,
    algorithm: Algorithm,
    search: Systematic,
    nodes: Vec<Node>,
    /// Node indices from the root to the search's current placement.
    path: Vec<usize>,
    /// The node whose partial board is shown, if one was clicked.
    pub selected: Option<usize>,
    /// Folded subtrees opened by a click.
    pub unfolded: Vec<usize>,
    /// Whether [`MAX_NODES`] stopped the tree growing.
    pub cut: bool,
    /// Whether the search has no step left: then no node is "the path now".
    finished: bool,
}

impl SearchTree {
    /// The tree before the search's first step: the root alone.
    pub fn new(problem: &Problem, algorithm: Algorithm) -> Self {
        // No history: a step back is a replay from the root.
        let search = Systematic::counting(problem, algorithm);
        let root = Node {
            parent: None,
            queen: None,
            children: Vec::new(),
            solution: search.is_solution(),
            dead_end: false,
        };
        SearchTree {
            id: NEXT_ID.fetch_add(1, Ordering::Relaxed),
            problem: problem.clone(),
            algorithm,
            search,
            nodes: vec![root],
            path: vec![0],
            selected: None,
            unfolded: Vec::new(),
            cut: false,
            finished: false,
        }
    }

    /// Brings the tree to `steps` steps of `algorithm` on `problem` (the Watch's search and
    /// how many places and removes it has made): forward by stepping on, back by replaying
    /// from the start (a few thousand steps on the boards a tree is read on).
    pub fn sync(&mut self, problem: &Problem, algorithm: Algorithm, steps: u64) {
        let same = self.algorithm == algorithm && self.problem == *problem;
        if !same || steps < self.steps() {
            let (selected, unfolded) = (self.selected.take(), std::mem::take(&mut self.unfolded));
            *self = SearchTree::new(problem, algorithm);
            if same {
                // The same search stepped back: nodes keep their numbers.
                self.unfolded = unfolded;
                self.selected = selected;
            }
        }
        while self.steps() < steps && !self.cut {
            let Some(step) = self.search.step() else { break };
            match step {
                Step::Place { row, col, solution, dead_end } => {
                    let parent = *self.path.last().expect("the root is always on the path");
                    let id = self.nodes.len();
                    let node = Node {
                        parent: Some(parent),
                        queen: Some((row, col)),
                        children: Vec::new(),
                        solution,
                        dead_end,
                    };
                    self.nodes.push(node);
                    self.nodes[parent].children.push(id);
                    self.path.push(id);
                    self.cut = self.nodes.len() >= MAX_NODES;
                }
                Step::Remove { .. } => {
                    self.path.pop();
                }
            }
        }
        // Back at the root, the search may be over: a step of a copy tells (the search has
        // no look-ahead, and a finished tree drew its root as the path now).
        self.finished = self.path.len() == 1 && self.steps() > 0 && self.search.clone().step().is_none();
        self.selected = self.selected.filter(|&s| s < self.nodes.len());
    }

    pub fn steps(&self) -> u64 {
        self.search.counters().steps
    }

    pub fn nodes(&self) -> &[Node] {
        &self.nodes
    }

    pub fn algorithm(&self) -> Algorithm {
        self.algorithm
    }

    /// This tree's number, different for every tree built (a replay from the root too).
    pub fn id(&self) -> u64 {
        self.id
    }

    pub fn n(&self) -> usize {
        self.problem.n()
    }

    pub fn path(&self) -> &[usize] {
        &self.path
    }

    pub fn kind(&self, id: usize) -> NodeKind {
        let node = &self.nodes[id];
        // A forward-checking dead end is one as soon as it is placed: red, even while the
        // search (or a step back) stands on it.
        if node.solution {
            NodeKind::Solution
        } else if node.dead_end {
            NodeKind::DeadEnd
        } else if !self.finished && self.path.contains(&id) {
            NodeKind::Path
        } else if node.children.is_empty() {
            NodeKind::DeadEnd
        } else {
            NodeKind::Inner
        }
    }

    /// The partial board of node `id`: the fixed queens and the queens on its way from the
    /// root, as columns by row.
    pub fn board(&self, id: usize) -> Vec<Option<u32>> {
        let mut cols = vec![None; self.n()];
        for q in self.problem.fixed() {
            cols[q.row] = Some(q.col as u32);
        }
        let mut at = Some(id);
        while let Some(i) = at {
            if let Some((row, col)) = self.nodes[i].queen {
                cols[row] = Some(col as u32);
            }
            at = self.nodes[i].parent;
        }
        cols
    }

    /// The opened subtree `id` is in: `id` itself or its nearest ancestor opened by a click
    /// (what Fold folds back), if any.
    pub fn opened_around(&self, id: usize) -> Option<usize> {
        let mut at = Some(id).filter(|&i| i < self.nodes.len());
        while let Some(i) = at {
            if self.unfolded.contains(&i) {
                return Some(i);
            }
            at = self.nodes[i].parent;
        }
        None
    }

    /// Opens a folded subtree, or folds an opened one.
    pub fn toggle_fold(&mut self, id: usize) {
        match self.unfolded.iter().position(|&u| u == id) {
            Some(i) => {
                self.unfolded.swap_remove(i);
            }
            None => self.unfolded.push(id),
        }
    }
}
