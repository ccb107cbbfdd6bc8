//! Backtracking, forward checking and MRV step by step, against a plain recursive search
//! written here; generate-and-test counted against plain loops; the search tree against
//! the node counts.

mod common;

use common::{TOTAL, fixed_queens, oracle_solutions};
use nqueens::board::{Problem, Queen, is_solution};
use nqueens::control::CancelFlag;
use nqueens::lab::Algorithm;
use nqueens::lab::exhaustive::{self, Generator};
use nqueens::lab::nodes::count_nodes;
use nqueens::lab::systematic::{Step, Systematic};
use nqueens::lab::tree::{self, TreeFormat};
use proptest::prelude::*;
use std::collections::HashSet;

/// The search as a course writes it: sets of open columns per row, recomputed from the
/// board each time, and the next row chosen by the method's rule.
struct Reference {
    n: usize,
    method: Algorithm,
    board: Vec<Option<usize>>,
    steps: Vec<Step>,
    nodes_by_row: Vec<u64>,
    solutions: Vec<Vec<u32>>,
    checks: u64,
}

impl Reference {
    fn run(problem: &Problem, method: Algorithm) -> Reference {
        let n = problem.n();
        let mut board = vec![None; n];
        for q in problem.fixed() {
            board[q.row] = Some(q.col);
        }
        let mut nodes_by_row = vec![0; n + 1];
        nodes_by_row[0] = 1;
        let mut r =
            Reference { n, method, board, steps: Vec::new(), nodes_by_row, solutions: Vec::new(), checks: 0 };
        if r.board.iter().all(Option::is_some) {
            r.solutions.push(r.full());
        }
        r.go();
        r
    }

    fn full(&self) -> Vec<u32> {
        self.board.iter().map(|c| c.expect("a full board") as u32).collect()
    }

    fn attacked(&self, row: usize, col: usize) -> bool {
        self.board
            .iter()
            .enumerate()
            .any(|(r, c)| c.is_some_and(|c| c == col || r.abs_diff(row) == c.abs_diff(col)))
    }

    /// The columns of an empty row no queen attacks.
    fn open(&self, row: usize) -> Vec<usize> {
        (0..self.n).filter(|&c| !self.attacked(row, c)).collect()
    }

    fn empty_rows(&self) -> Vec<usize> {
        (0..self.n).filter(|&r| self.board[r].is_none()).collect()
    }

    fn go(&mut self) {
        let empty = self.empty_rows();
        if empty.is_empty() {
            return;
        }
        if self.method != Algorithm::Backtrack && empty.iter().any(|&r| self.open(r).is_empty()) {
            return; // forward checking: a row without a square
        }
        let row = match self.method {
            Algorithm::Mrv => *empty.iter().min_by_key(|&&r| (self.open(r).len(), r)).unwrap(),
            _ => empty[0],
        };
        if self.method == Algorithm::Backtrack {
            // The textbook tests each square against the queens top to bottom, stopping at
            // the first that attacks it.
            for col in 0..self.n {
                let queens: Vec<(usize, usize)> =
                    self.board.iter().enumerate().filter_map(|(r, c)| Some((r, (*c)?))).collect();
                let first = queens.iter().position(|&(r, c)| c == col || r.abs_diff(row) == c.abs_diff(col));
                self.checks += first.map_or(queens.len(), |i| i + 1) as u64;
            }
        }
        for col in self.open(row) {
            if self.method != Algorithm::Backtrack {
                // Forward checking tests the squares left to the other empty rows.
                self.checks +=
                    empty.iter().filter(|&&r| r != row).map(|&r| self.open(r).len() as u64).sum::<u64>();
            }
            self.board[row] = Some(col);
            self.nodes_by_row[row + 1] += 1;
            let solution = self.board.iter().all(Option::is_some);
            let dead_end = self.method != Algorithm::Backtrack
                && self.empty_rows().iter().any(|&r| self.open(r).is_empty());
            self.steps.push(Step::Place { row, col, solution, dead_end });
            if solution {
                self.solutions.push(self.full());
            }
            self.go();
            self.board[row] = None;
            self.steps.push(Step::Remove { row, col });
        }
    }
}

const METHODS: [Algorithm; 3] = [Algorithm::Backtrack, Algorithm::ForwardChecking, Algorithm::Mrv];

fn problem(max: usize) -> impl Strategy<Value = Problem> {
    fixed_queens(1..=max, |_| 0..=3)
        .prop_map(|(n, fixed)| Problem::new(n, fixed).expect("non-attacking queens"))
}

/// Every step to the end, the solutions found, and the machine at the end.
fn run_all(problem: &Problem, method: Algorithm) -> (Vec<Step>, Vec<Vec<u32>>, Systematic) {
    let mut search = Systematic::new(problem, method);
    let mut steps = Vec::new();
    let mut solutions = Vec::new();
    if search.is_solution() {
        solutions.push(search.cols().iter().map(|c| c.unwrap()).collect());
    }
    while let Some(step) = search.step() {
        if let Step::Place { solution: true, .. } = step {
            solutions.push(search.cols().iter().map(|c| c.unwrap()).collect());
        }
        steps.push(step);
    }
    (steps, solutions, search)
}

proptest! {
    #[test]
    fn each_method_follows_the_recursive_search(problem in problem(8)) {
        for method in METHODS {
            let reference = Reference::run(&problem, method);
            let (steps, solutions, search) = run_all(&problem, method);
            prop_assert_eq!(&steps, &reference.steps, "{:?}", method);
            prop_assert_eq!(&search.counters().nodes_by_row, &reference.nodes_by_row);
            prop_assert_eq!(search.counters().solutions, reference.solutions.len() as u64);
            prop_assert_eq!(&solutions, &reference.solutions);
            prop_assert_eq!(search.counters().checks, reference.checks, "{:?}", method);
            for s in &solutions {
                prop_assert!(is_solution(problem.n(), s) && problem.keeps_fixed(s));
            }
        }
        // Backtracking's nodes are those `count --method backtrack` counts.
        let counted = count_nodes(&problem, 1, &CancelFlag::new()).unwrap();
        let (_, _, backtrack) = run_all(&problem, Algorithm::Backtrack);
        prop_assert_eq!(&counted.nodes_by_row, &backtrack.counters().nodes_by_row);
    }

    /// Random walks forward and back: each state equals the one reached by the same
    /// number of steps from the start.
    #[test]
    fn a_step_back_undoes_a_step(problem in problem(7), moves in proptest::collection::vec(any::<bool>(), 1..300)) {
        for method in METHODS {
            common::walk(Systematic::new(&problem, method), &moves, |s| s.step().is_some(), Systematic::step_back);
        }
    }

    /// Generate and test against plain loops over every board.
    #[test]
    fn generate_and_test_counts_every_board(problem in problem(5)) {
        let n = problem.n();
        let oracle = oracle_solutions(n, problem.fixed()).len() as u64;
        for generate in [Algorithm::AllPlacements, Algorithm::Permutations] {
            let tally = exhaustive::run(&problem, generate, &CancelFlag::new()).unwrap();
            let boards = reference_boards(&problem, generate == Algorithm::Permutations);
            prop_assert_eq!(u128::from(tally.candidates), exhaustive::candidates(generate, &problem));
            prop_assert_eq!(tally.candidates, boards.len() as u64);
            let mut checks = 0;
            for b in &boards {
                // Pairs in order until the first that attacks.
                'pairs: for i in 0..n {
                    for j in i + 1..n {
                        checks += 1;
                        if b[i] == b[j] || b[i].abs_diff(b[j]) as usize == j - i {
                            break 'pairs;
                        }
                    }
                }
            }
            prop_assert_eq!(tally.checks, checks);
            prop_assert_eq!(tally.solutions, oracle);
            // Step by step: the same boards in lexicographic order, each checked.
            let mut generator = Generator::new(&problem, generate);
            let mut seen = Vec::new();
            while let Some(checked) = generator.step() {
                let board = generator.cols().unwrap().to_vec();
                prop_assert_eq!(checked.solution, is_solution(n, &board));
                seen.push(board);
            }
            prop_assert_eq!(&seen, &boards);
            prop_assert_eq!(generator.tally(), &tally);
        }
    }

    #[test]
    fn a_step_back_undoes_a_generated_board(problem in problem(4), moves in proptest::collection::vec(any::<bool>(), 1..300)) {
        for generate in [Algorithm::AllPlacements, Algorithm::Permutations] {
            common::walk(Generator::new(&problem, generate), &moves, |g| g.step().is_some(), Generator::step_back);
        }
    }
}

/// Every board keeping the fixed queens: one queen a row, or one a row and a column.
fn reference_boards(problem: &Problem, distinct: bool) -> Vec<Vec<u32>> {
    let n = problem.n();
    let mut boards: Vec<Vec<u32>> = vec![vec![]];
    for _ in 0..n {
        boards = boards
            .into_iter()
            .flat_map(|b| (0..n as u32).map(move |c| [b.clone(), vec![c]].concat()))
            .collect();
    }
    boards
        .into_iter()
        .filter(|b| problem.keeps_fixed(b))
        .filter(|b| !distinct || b.iter().collect::<HashSet<_>>().len() == n)
        .collect()
}

#[test]
fn forward_checking_and_mrv_find_backtrackings_solutions_with_fewer_nodes_at_8() {
    let eight = Problem::empty(8).unwrap();
    let (_, mut bt, backtrack) = run_all(&eight, Algorithm::Backtrack);
    assert_eq!(backtrack.counters().nodes(), 2_057);
    assert_eq!(bt.len() as u64, TOTAL[7]);
    bt.sort();
    for method in [Algorithm::ForwardChecking, Algorithm::Mrv] {
        let (_, mut found, search) = run_all(&eight, method);
        found.sort();
        assert_eq!(found, bt, "{method:?}");
        assert!(
            search.counters().nodes() < backtrack.counters().nodes(),
            "{method:?}: {:?}",
            search.counters()
        );
    }
}

#[test]
fn generate_and_test_on_8x8_counts_the_lesson_figures() {
    let eight = Problem::empty(8).unwrap();
    let cancel = CancelFlag::new();
    let all = exhaustive::run(&eight, Algorithm::AllPlacements, &cancel).unwrap();
    let perms = exhaustive::run(&eight, Algorithm::Permutations, &cancel).unwrap();
    assert_eq!((all.candidates, all.solutions), (16_777_216, 92));
    assert_eq!((perms.candidates, perms.solutions), (40_320, 92));
    assert!(perms.checks < all.checks);
}

/// The DOT text's nodes and edges, read back line by line: (id, label, fill) and (from, to).
type Dot = (Vec<(u64, String, String)>, Vec<(u64, u64)>);

fn read_dot(text: &str) -> Dot {
    let (mut nodes, mut edges) = (Vec::new(), Vec::new());
    assert!(text.starts_with("digraph search {") && text.trim_end().ends_with('}'), "{text}");
    for line in text.lines().map(str::trim) {
        if let Some((from, to)) = line.strip_suffix(';').and_then(|l| l.split_once(" -> ")) {
            edges.push((from[1..].parse().unwrap(), to[1..].parse().unwrap()));
        } else if line.starts_with('n') && line.contains("[label=") {
            let id = line[1..line.find(' ').unwrap()].parse().unwrap();
            let label = line.split('"').nth(1).unwrap().to_string();
            let fill = line.split("fillcolor=").nth(1).unwrap().trim_end_matches("];").to_string();
            nodes.push((id, label, fill));
        }
    }
    (nodes, edges)
}

#[test]
fn the_tree_has_a_node_per_node_counted() {
    for (n, nodes) in [(4, 17), (8, 2_057)] {
        let problem = Problem::empty(n).unwrap();
        assert_eq!(tree::size(&problem, Algorithm::Backtrack, nodes), Some(nodes));
        assert_eq!(tree::size(&problem, Algorithm::Backtrack, nodes - 1), None);
        let mut dot = Vec::new();
        tree::write(&problem, Algorithm::Backtrack, TreeFormat::Dot, &mut dot).unwrap();
        let (declared, edges) = read_dot(&String::from_utf8(dot).unwrap());
        assert_eq!(declared.len() as u64, nodes);
        // A tree: every node but the root has one edge in, from a node declared before it.
        assert_eq!(edges.len() as u64, nodes - 1);
        let ids: HashSet<u64> = declared.iter().map(|d| d.0).collect();
        assert_eq!(ids.len() as u64, nodes);
        let targets: HashSet<u64> = edges.iter().map(|e| e.1).collect();
        assert_eq!(targets.len() as u64, nodes - 1);
        assert!(edges.iter().all(|(from, to)| ids.contains(from) && from < to));
        let solutions = declared.iter().filter(|d| d.2 == "palegreen").count() as u64;
        assert_eq!(solutions, TOTAL[n - 1]);
        // Leaves that are not solutions are dead ends; inner nodes are neither.
        let parents: HashSet<u64> = edges.iter().map(|e| e.0).collect();
        for (id, _, fill) in &declared {
            let leaf = !parents.contains(id);
            assert_eq!(leaf, fill != "white", "n{id} {fill}");
        }
        assert_eq!(declared[0].1, "root");
    }
    // The first queen of the 4×4 search is a4 (row 0, column 0), in chess notation.
    let mut dot = Vec::new();
    tree::write(&Problem::empty(4).unwrap(), Algorithm::Backtrack, TreeFormat::Dot, &mut dot).unwrap();
    assert_eq!(read_dot(&String::from_utf8(dot).unwrap()).0[1].1, "a4");
}

#[test]
fn the_json_tree_matches_the_counts_with_fixed_queens() {
    let problem = Problem::new(6, vec![Queen::new(0, 1)]).unwrap();
    for method in METHODS {
        let mut out = Vec::new();
        tree::write(&problem, method, TreeFormat::Json, &mut out).unwrap();
        let doc: serde_json::Value = serde_json::from_slice(&out).unwrap();
        let nodes = doc["nodes"].as_array().unwrap();
        let (_, solutions, search) = run_all(&problem, method);
        assert_eq!(nodes.len() as u64, search.counters().nodes());
        assert_eq!(Some(nodes.len() as u64), tree::size(&problem, method, 10_000));
        assert_eq!(nodes.iter().filter(|v| v["kind"] == "solution").count(), solutions.len());
        assert_eq!(nodes[0]["parent"], serde_json::Value::Null);
        assert!(nodes[1..].iter().all(|v| v["parent"].as_u64().unwrap() < v["id"].as_u64().unwrap()));
        assert_eq!(doc["method"], method.name());
    }
}
