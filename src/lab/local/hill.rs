//! Steepest-ascent hill climbing: move to the best successor (lowest h, ties at random);
//! when none is better, up to K consecutive sideways moves (to an equal one), then up to R
//! restarts from a fresh random board; else stuck.

use super::{Core, Event, Figure, LocalBoard, Machine, best_move, machine_from_core};
use crate::board::Problem;
use crate::control::CancelFlag;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct State {
    /// Sideways moves still allowed in a row; back to K after a better move or a restart.
    sideways_left: u64,
    restarts: u64,
}

#[derive(Debug, Clone, PartialEq)]
pub struct HillClimbing {
    problem: Problem,
    sideways: u64,
    max_restarts: u64,
    core: Core<State>,
}

impl HillClimbing {
    /// Its pseudocode's indents: 0 start, 1 loop, 2 `if h = 0: return`, 3 best move, 4
    /// better move, 5 sideways move, 6 restart, 7 stuck.
    pub const CODE: &[u8] = &[0, 0, 2, 2, 2, 2, 2, 2];

    pub fn new(
        problem: &Problem,
        sideways: u64,
        restarts: u64,
        max_steps: u64,
        seed: u64,
        history: bool,
    ) -> Self {
        let state = State { sideways_left: sideways, restarts: 0 };
        HillClimbing {
            problem: problem.clone(),
            sideways,
            max_restarts: restarts,
            core: Core::new(problem, seed, LocalBoard::random, max_steps, state, history),
        }
    }

    /// Restarts so far.
    pub fn restarts(&self) -> u64 {
        self.core.extra.restarts
    }

    /// Sideways moves allowed in a row (K).
    pub fn sideways(&self) -> u64 {
        self.sideways
    }

    /// Sideways moves still allowed before the next better move.
    pub fn sideways_left(&self) -> u64 {
        self.core.extra.sideways_left
    }
}

impl Machine for HillClimbing {
    fn step(&mut self) -> Option<Event> {
        self.advance(None)
    }

    fn step_or_stop(&mut self, stop: &CancelFlag) -> Option<Event> {
        self.advance(Some(stop))
    }

    fn code_line(&self, last: &Event) -> usize {
        match last {
            Event::Restart { .. } => 6,
            // An improving move resets the sideways allowance to K.
            Event::Move { .. } if self.sideways_left() == self.sideways => 4,
            _ => 5,
        }
    }

    fn figures(&self) -> Vec<Figure> {
        vec![Figure::count("sideways-left", self.sideways_left()), Figure::count("restarts", self.restarts())]
    }

    machine_from_core!();
}

impl HillClimbing {
    /// A step; with `stop`, none (the state untouched) once it is raised.
    fn advance(&mut self, stop: Option<&CancelFlag>) -> Option<Event> {
        if self.core.done() {
            return None;
        }
        let mut undo = self.core.begin();
        // A scratch generator: a stuck board must leave the state as it was.
        let mut rng = self.core.rng.clone();
        let h = self.core.board.h();
        let chosen = best_move(&self.core.board, &mut rng, stop, |_, _, _| true);
        if stop.is_some_and(CancelFlag::is_cancelled) {
            return None;
        }
        let event = match chosen {
            Some((row, col, cost)) if cost < h || (cost == h && self.core.extra.sideways_left > 0) => {
                let from = self.core.board.cols()[row];
                self.core.set(&mut undo, row, col);
                let state = &mut self.core.extra;
                state.sideways_left = if cost < h { self.sideways } else { state.sideways_left - 1 };
                self.core.steps += 1;
                Event::Move { row, from, to: col, h: cost, temperature: None }
            }
            _ if self.core.extra.restarts < self.max_restarts => {
                let fresh = LocalBoard::random(&self.problem, &mut rng);
                for &row in fresh.free_rows() {
                    self.core.set(&mut undo, row as usize, fresh.cols()[row as usize]);
                }
                let state = &mut self.core.extra;
                state.restarts += 1;
                state.sideways_left = self.sideways;
                Event::Restart { restart: state.restarts, h: self.core.board.h() }
            }
            _ => return None,
        };
        self.core.rng = rng;
        self.core.commit(undo);
        Some(event)
    }
}
