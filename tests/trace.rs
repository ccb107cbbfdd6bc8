//! Backtracking step by step (the lab's systematic machine, as `nqueens trace` and the
//! Watch play it) against a plain recursive search written here: the same events in the
//! same order, refused squares included, the same nodes; steps back land where replaying
//! lands, down to the step shown and its refused squares; and the bitmask node counter
//! agrees with both.

mod common;

use common::fixed_queens;
use nqueens::board::Problem;
use nqueens::control::CancelFlag;
use nqueens::lab::Algorithm;
use nqueens::lab::nodes::count_nodes;
use nqueens::lab::systematic::{Step, Systematic};
use proptest::prelude::*;

/// What the search did, or met on the way.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Op {
    Place,
    /// A square tried and refused because a queen attacks it (not a step).
    Reject,
    Remove,
    /// The step before completed a solution (not a step).
    Solution,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Event {
    op: Op,
    row: usize,
    col: usize,
}

/// The backtracking machine as `nqueens trace` reads it.
type Tracer = Systematic;

fn tracer(problem: &Problem) -> Tracer {
    Systematic::new(problem, Algorithm::Backtrack)
}

/// One step, its refused squares, the step and a solution it completes, as events.
fn step(t: &mut Tracer, mut on: impl FnMut(Event)) -> Option<Step> {
    let step = t.step();
    for (row, col) in t.refused().squares() {
        on(Event { op: Op::Reject, row, col });
    }
    match step? {
        Step::Place { row, col, solution, .. } => {
            on(Event { op: Op::Place, row, col });
            if solution {
                on(Event { op: Op::Solution, row, col });
            }
        }
        Step::Remove { row, col } => on(Event { op: Op::Remove, row, col }),
    }
    step
}

/// The textbook search, recursive: every event, and the nodes by the row of their last queen.
struct Reference {
    n: usize,
    board: Vec<Option<usize>>,
    events: Vec<Event>,
    nodes_by_row: Vec<u64>,
}

impl Reference {
    fn run(problem: &Problem) -> Reference {
        let n = problem.n();
        let mut board = vec![None; n];
        for q in problem.fixed() {
            board[q.row] = Some(q.col);
        }
        let mut nodes_by_row = vec![0; n + 1];
        nodes_by_row[0] = 1;
        let mut reference = Reference { n, board, events: Vec::new(), nodes_by_row };
        reference.go(0);
        reference
    }

    fn attacked(&self, row: usize, col: usize) -> bool {
        self.board.iter().enumerate().any(|(r, c)| match *c {
            Some(c) => c == col || r.abs_diff(row) == c.abs_diff(col),
            None => false,
        })
    }

    fn go(&mut self, row: usize) {
        if row == self.n {
            return;
        }
        if self.board[row].is_some() {
            return self.go(row + 1); // a fixed queen's row
        }
        for col in 0..self.n {
            if self.attacked(row, col) {
                self.events.push(Event { op: Op::Reject, row, col });
                continue;
            }
            self.board[row] = Some(col);
            self.nodes_by_row[row + 1] += 1;
            self.events.push(Event { op: Op::Place, row, col });
            if self.board.iter().all(Option::is_some) {
                self.events.push(Event { op: Op::Solution, row, col });
            }
            self.go(row + 1);
            self.board[row] = None;
            self.events.push(Event { op: Op::Remove, row, col });
        }
    }
}

/// A board 1..=`max` wide with up to 3 fixed queens that do not attack each other.
fn problem(max: usize) -> impl Strategy<Value = Problem> {
    fixed_queens(1..=max, |_| 0..=3)
        .prop_map(|(n, fixed)| Problem::new(n, fixed).expect("non-attacking queens on the board"))
}

/// Every event of the whole trace, and the tracer at the end.
fn trace_all(problem: &Problem) -> (Vec<Event>, Tracer) {
    let mut t = tracer(problem);
    let mut events = Vec::new();
    while step(&mut t, |e| events.push(e)).is_some() {}
    (events, t)
}

proptest! {
    #[test]
    fn trace_follows_the_recursive_search(problem in problem(8)) {
        let reference = Reference::run(&problem);
        let (events, tracer) = trace_all(&problem);
        prop_assert_eq!(&events, &reference.events);
        let counters = tracer.counters();
        prop_assert_eq!(&counters.nodes_by_row, &reference.nodes_by_row);
        let places = events.iter().filter(|e| e.op == Op::Place).count() as u64;
        let removes = events.iter().filter(|e| e.op == Op::Remove).count() as u64;
        prop_assert_eq!(counters.steps, places + removes);
        prop_assert_eq!(counters.backtracks, removes);
        let solutions = events.iter().filter(|e| e.op == Op::Solution).count() as u64;
        // The fixed queens alone can fill the board: a solution with no step.
        let filled = u64::from(problem.fixed().len() == problem.n());
        prop_assert_eq!(counters.solutions, solutions + filled);
        prop_assert!(tracer.finished());
        prop_assert!(tracer.cols().iter().enumerate().all(|(r, c)| c.is_some() == problem.fixed().iter().any(|q| q.row == r)));

        let counted = count_nodes(&problem, 2, &CancelFlag::new()).expect("not cancelled");
        prop_assert_eq!(&counted.nodes_by_row, &reference.nodes_by_row);
        prop_assert_eq!(counted.solutions, counters.solutions);
        prop_assert_eq!(counted.nodes, counters.nodes());
    }

    /// Random walks forward and back: each state equals the one reached by replaying the
    /// same number of steps from the start.
    #[test]
    fn a_step_back_undoes_a_step(problem in problem(7), moves in proptest::collection::vec(any::<bool>(), 1..400)) {
        let mut replay = vec![tracer(&problem)];
        let mut walker = tracer(&problem);
        for forward in moves {
            if forward {
                walker.step();
            } else {
                walker.step_back();
            }
            let steps = walker.counters().steps as usize;
            while replay.len() <= steps {
                let mut next = replay.last().expect("the start").clone();
                next.step();
                replay.push(next);
            }
            let expected = &replay[steps];
            // Only the last step ends the search; earlier states must not look ended.
            if !walker.finished() {
                // The whole machine: the step shown and its refused squares too.
                prop_assert_eq!(&walker, expected);
            } else {
                let mut next = expected.clone();
                let ended = next.step().is_none();
                prop_assert!(ended, "the walker ended where the replay goes on");
                // The last scan's checks and refusals too.
                prop_assert_eq!(&walker, &next);
            }
        }
    }
}

#[test]
fn published_node_counts_of_the_textbook_search() {
    let problem = |n| Problem::empty(n).unwrap();
    let (_, eight) = trace_all(&problem(8));
    assert_eq!(eight.counters().nodes_by_row, [1, 8, 42, 140, 344, 568, 550, 312, 92]);
    assert_eq!(eight.counters().nodes(), 2_057);
    assert_eq!(eight.counters().solutions, 92);
    assert_eq!(trace_all(&problem(4)).1.counters().nodes(), 17);
    assert_eq!(trace_all(&problem(6)).1.counters().nodes(), 153);
    // The bitmask counter on a board too big to step through in a test, against the
    // published count of solutions.
    let twelve = count_nodes(&problem(12), 0, &CancelFlag::new()).unwrap();
    assert_eq!(twelve.solutions, 14_200);
    assert_eq!(twelve.nodes_by_row[12], 14_200);
}

#[test]
fn four_by_four_finds_its_two_solutions_in_order() {
    let problem = Problem::empty(4).unwrap();
    let mut t = tracer(&problem);
    let mut found = Vec::new();
    while t.step().is_some() {
        if t.is_solution() {
            found.push(t.cols().iter().map(|c| c.unwrap()).collect::<Vec<_>>());
        }
    }
    assert_eq!(found, [vec![1, 3, 0, 2], vec![2, 0, 3, 1]]);
    assert!(t.finished());
    // Back from the end, step by step, to the start: every counter returns to zero.
    while t.step_back() {}
    assert_eq!(t.counters().steps, 0);
    assert_eq!(t.counters().nodes(), 1);
    assert_eq!(t.trying(), Some((0, 0)));
    assert_eq!((t.last(), t.refused().len()), (None, 0), "nothing shown before the first step");
}

#[test]
fn a_cancelled_count_says_so() {
    let cancel = CancelFlag::new();
    cancel.cancel();
    assert_eq!(count_nodes(&Problem::empty(14).unwrap(), 2, &cancel), None);
}
