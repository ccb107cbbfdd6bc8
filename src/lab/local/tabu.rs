//! Tabu search (Glover, "Future paths for integer programming and links to artificial
//! intelligence", Computers & Operations Research 13, 1986): from a random board, always
//! the best move (lowest h, ties at random), even a worse one, except a move that puts a
//! queen back on a square it left in the last `tenure` steps; such a tabu move is still
//! taken when it beats the best board seen (the aspiration rule). Where hill climbing is
//! stuck on a plateau or a local minimum, tabu search walks on, and the tabu list keeps it
//! from walking straight back.

use super::{Core, Event, Figure, LocalBoard, Machine, best_move, machine_from_core};
use crate::board::Problem;
use crate::control::CancelFlag;
use std::collections::VecDeque;

#[derive(Debug, Clone, PartialEq)]
struct State {
    /// The squares (row, column) queens left, newest last: at most `tenure` of them.
    tabu: VecDeque<(usize, u32)>,
    /// The least h seen so far.
    best: u64,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Tabu {
    tenure: u64,
    core: Core<State>,
}

impl Tabu {
    /// Its pseudocode's indents: 0 start, 1 loop, 2 `if h = 0: return`, 3 best move not
    /// tabu, 4 move and make the square left tabu, 5 forget the oldest tabu square, 6
    /// failure.
    pub const CODE: &[u8] = &[0, 0, 2, 2, 2, 2, 0];

    /// A run from `seed` of at most `max_steps` moves; with `history`, able to step back.
    pub fn new(problem: &Problem, tenure: u64, max_steps: u64, seed: u64, history: bool) -> Self {
        let state = State { tabu: VecDeque::new(), best: u64::MAX };
        let mut core = Core::new(problem, seed, LocalBoard::random, max_steps, state, history);
        core.extra.best = core.board.h();
        Tabu { tenure, core }
    }

    /// The squares queens may not return to now, oldest first.
    pub fn tabu(&self) -> impl Iterator<Item = (usize, u32)> + '_ {
        self.core.extra.tabu.iter().copied()
    }

    /// Steps a square stays tabu.
    pub fn tenure(&self) -> u64 {
        self.tenure
    }

    /// The least h seen so far.
    pub fn best_h(&self) -> u64 {
        self.core.extra.best
    }

    /// A step; with `stop`, none (the state untouched) once it is raised.
    fn advance(&mut self, stop: Option<&CancelFlag>) -> Option<Event> {
        if self.core.done() {
            return None;
        }
        let mut undo = self.core.begin();
        // A scratch generator: a step cut short or with no move leaves the state as it was.
        let mut rng = self.core.rng.clone();
        let state = &self.core.extra;
        // A tabu move only where it beats the best board seen (the aspiration rule).
        let allowed = |row, col, h| h < state.best || !state.tabu.contains(&(row, col));
        let chosen = best_move(&self.core.board, &mut rng, stop, allowed);
        if stop.is_some_and(CancelFlag::is_cancelled) {
            return None;
        }
        // Every move tabu (or no free queen with another square): the walk is over.
        let (row, to, h) = chosen?;
        self.core.rng = rng;
        let from = self.core.board.cols()[row];
        self.core.set(&mut undo, row, to);
        let state = &mut self.core.extra;
        state.tabu.push_back((row, from));
        if state.tabu.len() as u64 > self.tenure {
            state.tabu.pop_front();
        }
        state.best = state.best.min(h);
        self.core.steps += 1;
        self.core.commit(undo);
        Some(Event::Move { row, from, to, h, temperature: None })
    }
}

impl Machine for Tabu {
    fn step(&mut self) -> Option<Event> {
        self.advance(None)
    }

    fn step_or_stop(&mut self, stop: &CancelFlag) -> Option<Event> {
        self.advance(Some(stop))
    }

    fn code_line(&self, _: &Event) -> usize {
        // Past `tenure` moves, each move pushes the oldest tabu square out.
        if self.core.steps > self.tenure { 5 } else { 4 }
    }

    fn figures(&self) -> Vec<Figure> {
        vec![
            Figure::count("tabu-squares", self.tabu().count() as u64),
            Figure::count("best-h", self.best_h()),
        ]
    }

    machine_from_core!();
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Queen, is_solution};

    /// Every run solves 8×8 well within its steps, keeps the fixed queen, and never makes
    /// a tabu move that does not beat the best board seen.
    #[test]
    fn solves_small_boards_and_keeps_its_tabu_rule() {
        let problem = Problem::new(8, vec![Queen::new(2, 5)]).unwrap();
        for seed in 0..50 {
            let mut search = Tabu::new(&problem, 10, 10_000, seed, false);
            while let Some(event) = {
                let before: Vec<(usize, u32)> = search.tabu().collect();
                let best = search.best_h();
                search.step().map(|e| (e, before, best))
            } {
                let (Event::Move { row, to, h, .. }, tabu, best) = event else { panic!("only moves") };
                assert!(!tabu.contains(&(row, to)) || h < best, "seed {seed}: a tabu move taken");
                assert!(search.tabu().count() <= 10);
            }
            assert!(is_solution(8, search.cols()), "seed {seed}: h {}", search.h());
            assert_eq!(search.cols()[2], 5);
        }
    }

    #[test]
    fn steps_back_exactly() {
        let problem = Problem::new(10, Vec::new()).unwrap();
        let mut search = Tabu::new(&problem, 5, 200, 3, true);
        let mut states = vec![(search.cols().to_vec(), search.best_h(), search.tabu().collect::<Vec<_>>())];
        while search.step().is_some() {
            states.push((search.cols().to_vec(), search.best_h(), search.tabu().collect()));
        }
        states.pop();
        for expected in states.iter().rev() {
            assert!(search.step_back());
            assert_eq!(
                &(search.cols().to_vec(), search.best_h(), search.tabu().collect::<Vec<_>>()),
                expected
            );
        }
        assert!(!search.step_back());
    }
}
