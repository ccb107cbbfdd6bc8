//! The local searches checked step by step against plain rules written here: the cost of
//! a board counted pair by pair, and each algorithm's choice worked out from every
//! successor; same seed, same run; fixed queens never move; exact steps back.

mod common;

use common::fixed_queens;
use nqueens::board::{Problem, Queen, is_solution};
use nqueens::control::{CancelFlag, Control};
use nqueens::lab::local::runs::{self, Runs};
use nqueens::lab::local::{Annealing, Event, Genetic, HillClimbing, Machine, MinConflicts};
use nqueens::lab::{Algorithm, Params, Search};
use proptest::prelude::*;
use std::fmt::Debug;

/// Pairs of queens sharing a column or a diagonal, counted pair by pair.
fn h_plain(cols: &[u32]) -> u64 {
    let mut h = 0;
    for i in 0..cols.len() {
        for j in i + 1..cols.len() {
            h += u64::from(cols[i] == cols[j] || cols[i].abs_diff(cols[j]) as usize == j - i);
        }
    }
    h
}

/// The board with the queen of `row` moved to `col`.
fn moved(cols: &[u32], row: usize, col: u32) -> Vec<u32> {
    let mut next = cols.to_vec();
    next[row] = col;
    next
}

fn free_rows(problem: &Problem) -> Vec<usize> {
    (0..problem.n()).filter(|&r| problem.fixed().iter().all(|q| q.row != r)).collect()
}

/// The least cost among the moves of free queens to another square of their row.
fn best_successor(problem: &Problem, cols: &[u32]) -> Option<u64> {
    free_rows(problem)
        .into_iter()
        .flat_map(|r| (0..problem.n() as u32).filter(move |&c| c != cols[r]).map(move |c| (r, c)))
        .map(|(r, c)| h_plain(&moved(cols, r, c)))
        .min()
}

fn problem(sizes: std::ops::RangeInclusive<usize>) -> impl Strategy<Value = Problem> {
    fixed_queens(sizes, |_| 0..=2)
        .prop_map(|(n, fixed)| Problem::new(n, fixed).expect("non-attacking queens"))
}

/// Runs a machine to its end, checking each step with `check(before, event, after)`;
/// returns the events.
fn run_checked<M: Machine>(
    machine: &mut M,
    problem: &Problem,
    mut check: impl FnMut(&[u32], &Event, &M),
) -> Vec<Event> {
    let mut events = Vec::new();
    loop {
        let before = machine.cols().to_vec();
        let Some(event) = machine.step() else { break };
        check(&before, &event, machine);
        assert!(problem.keeps_fixed(machine.cols()), "a fixed queen moved: {event:?}");
        assert_eq!(machine.h(), h_plain(machine.cols()));
        events.push(event);
    }
    if machine.h() == 0 {
        assert!(is_solution(problem.n(), machine.cols()));
    }
    events
}

fn hill(problem: &Problem, seed: u64) -> HillClimbing {
    HillClimbing::new(problem, 5, 3, 10_000, seed, true)
}

proptest! {
    #[test]
    fn hill_climbing_takes_a_best_successor(problem in problem(1..=7), seed: u64) {
        let mut machine = hill(&problem, seed);
        let mut sideways_left = machine.sideways_left();
        let events = run_checked(&mut machine, &problem, |before, event, m| {
            let best = best_successor(&problem, before);
            let h = h_plain(before);
            match *event {
                Event::Move { row, from, to, h: after, .. } => {
                    assert_eq!((before[row], moved(before, row, to)), (from, m.cols().to_vec()));
                    assert_eq!(Some(after), best);
                    assert!(after < h || (after == h && sideways_left > 0), "{h} -> {after}");
                }
                Event::Restart { .. } => {
                    assert!(best.is_none_or(|b| b > h || (b == h && sideways_left == 0)));
                }
                _ => panic!("not a hill-climbing event: {event:?}"),
            }
            sideways_left = m.sideways_left();
        });
        // It stopped solved, or stuck with no restart left.
        if machine.h() > 0 {
            let best = best_successor(&problem, machine.cols());
            prop_assert!(best.is_none_or(|b| b > machine.h() || (b == machine.h() && machine.sideways_left() == 0)));
            prop_assert_eq!(machine.restarts(), 3);
        }
        // The same seed, the same run.
        let again = run_checked(&mut hill(&problem, seed), &problem, |_, _, _| {});
        prop_assert_eq!(events, again);
    }

    #[test]
    fn min_conflicts_moves_an_attacked_queen_to_a_least_attacked_square(problem in problem(1..=8), seed: u64) {
        let mut machine = MinConflicts::new(&problem, 200, seed, true);
        // The greedy start is a board keeping the fixed queens.
        prop_assert!(problem.keeps_fixed(machine.cols()));
        let events = run_checked(&mut machine, &problem, |before, event, m| {
            let Event::Move { row, to, h, .. } = *event else { panic!("{event:?}") };
            assert_eq!(m.cols(), moved(before, row, to).as_slice());
            assert!(free_rows(&problem).contains(&row));
            let attacks = |r: usize| before[r] == before[row] || before[r].abs_diff(before[row]) as usize == r.abs_diff(row);
            let attacked = (0..before.len()).any(|r| r != row && attacks(r));
            assert!(attacked, "row {row} was not under attack");
            let least = (0..problem.n() as u32).map(|c| h_plain(&moved(before, row, c))).min();
            assert_eq!(Some(h), least);
        });
        let again = run_checked(&mut MinConflicts::new(&problem, 200, seed, true), &problem, |_, _, _| {});
        prop_assert_eq!(events, again);
    }

    #[test]
    fn annealing_keeps_better_moves_and_its_schedule(problem in problem(2..=8), seed: u64) {
        let (t0, cooling) = (2.0, 0.99);
        let mut machine = Annealing::new(&problem, t0, cooling, 500, seed, true);
        let mut k = 0;
        let events = run_checked(&mut machine, &problem, |before, event, m| {
            let h = h_plain(before);
            let expected_t = t0 * cooling.powi(k);
            k += 1;
            match *event {
                Event::Move { row, to, h: after, temperature, .. } => {
                    assert_eq!(m.cols(), moved(before, row, to).as_slice());
                    assert_eq!(after, h_plain(m.cols()));
                    assert!((temperature.unwrap() - expected_t).abs() < 1e-9);
                }
                Event::Reject { row, from, to, temperature, .. } => {
                    assert_ne!(from, to);
                    assert!(free_rows(&problem).contains(&row));
                    // Only a worse move is ever refused.
                    assert!(h_plain(&moved(before, row, to)) > h);
                    assert_eq!(m.cols(), before);
                    assert!((temperature - expected_t).abs() < 1e-9);
                }
                _ => panic!("{event:?}"),
            }
        });
        let again = run_checked(&mut Annealing::new(&problem, t0, cooling, 500, seed, true), &problem, |_, _, _| {});
        prop_assert_eq!(events, again);
    }

    #[test]
    fn the_genetic_algorithm_breeds_boards_that_keep_the_fixed_queens(problem in problem(2..=8), seed: u64) {
        let new = || Genetic::new(&problem, 12, 0.2, 1, 30, seed, true);
        let mut machine = new();
        let pairs = (problem.n() * (problem.n() - 1) / 2) as u64;
        let events = run_checked(&mut machine, &problem, |_, event, m| {
            let Event::Generation { best_fitness, h, .. } = *event else { panic!("{event:?}") };
            let least = m.population().iter().map(|b| h_plain(b)).min().unwrap();
            assert_eq!((h, best_fitness), (least, pairs - least));
            assert!(m.population().iter().all(|b| problem.keeps_fixed(b)));
        });
        prop_assert_eq!(events, run_checked(&mut new(), &problem, |_, _, _| {}));
    }

    /// Random walks forward and back for every algorithm: each state equals the one the
    /// same number of steps from the start reaches.
    #[test]
    fn a_step_back_undoes_a_step(problem in problem(1..=7), seed: u64, moves in proptest::collection::vec(any::<bool>(), 1..120)) {
        walk(|| HillClimbing::new(&problem, 3, 2, 1_000, seed, true), &moves);
        walk(|| MinConflicts::new(&problem, 1_000, seed, true), &moves);
        walk(|| Annealing::new(&problem, 1.0, 0.98, 1_000, seed, true), &moves);
        walk(|| Genetic::new(&problem, 8, 0.3, 1, 1_000, seed, true), &moves);
    }
}

fn walk<M: Machine + Clone + PartialEq + Debug>(start: impl Fn() -> M, moves: &[bool]) {
    common::walk(start(), moves, |m| m.step().is_some(), M::step_back);
}

#[test]
fn min_conflicts_solves_a_wide_board_keeping_its_fixed_queens() {
    let fixed = vec![Queen::new(0, 5), Queen::new(4_000, 17), Queen::new(9_999, 9_000)];
    let problem = Problem::wide(10_000, fixed).unwrap();
    let mut machine = MinConflicts::new(&problem, 10_000, 7, false);
    while machine.step().is_some() {}
    assert_eq!(machine.h(), 0, "after {} steps", machine.steps());
    assert!(is_solution(10_000, machine.cols()) && problem.keeps_fixed(machine.cols()));
}

#[test]
fn hill_climbing_with_restarts_solves_8x8_with_two_fixed_queens() {
    let problem = Problem::new(8, vec![Queen::new(0, 0), Queen::new(1, 4)]).unwrap();
    let mut machine = HillClimbing::new(&problem, 100, 200, 1_000_000, 1, false);
    while machine.step().is_some() {}
    assert!(is_solution(8, machine.cols()) && problem.keeps_fixed(machine.cols()));
}

#[test]
fn runs_are_their_seeds_on_any_number_of_threads() {
    let problem = Problem::empty(8).unwrap();
    let search = Search { algorithm: Algorithm::HillClimbing, params: Params::default() };
    let collect = |threads| {
        let mut seen = Vec::new();
        let runs = Runs { problem: &problem, search, max_steps: 1_000, runs: 30, seed: 40, threads };
        let summary = runs::run(&runs, &CancelFlag::new(), &mut |r| {
            seen.push(r.clone());
            Control::Continue
        });
        (seen, summary)
    };
    let (one, summary) = collect(1);
    let (two, _) = collect(2);
    let strip =
        |rs: &[runs::RunResult]| rs.iter().map(|r| (r.seed, r.steps, r.solution.clone())).collect::<Vec<_>>();
    assert_eq!(strip(&one), strip(&two));
    for (i, r) in one.iter().enumerate() {
        let alone = runs::run_one(&problem, &search, 1_000, 40 + i as u64, &CancelFlag::new()).unwrap();
        assert_eq!(
            (r.seed, r.steps, &r.solution, r.solved),
            (alone.seed, alone.steps, &alone.solution, r.h == 0)
        );
    }
    let solved: Vec<f64> = one.iter().filter(|r| r.solved).map(|r| r.steps as f64).collect();
    assert_eq!(summary.runs, 30);
    assert_eq!(summary.solved, solved.len() as u64);
    let mean = (!solved.is_empty()).then(|| solved.iter().sum::<f64>() / solved.len() as f64);
    assert_eq!(summary.mean_steps_solved, mean);
    assert!(summary.complete);
}
