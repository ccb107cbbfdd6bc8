//! Simulated annealing: a random move (a random free queen to a random other square of
//! its row), taken if it lowers h or keeps it, else with probability e^(−Δh/T). The
//! schedule is geometric: T = T0 × cooling^k at step k.

use super::{Core, Event, Figure, LocalBoard, Machine, Value, machine_from_core};
use crate::board::Problem;

#[derive(Debug, Clone, PartialEq)]
pub struct Annealing {
    temperature: f64,
    cooling: f64,
    core: Core<()>,
}

impl Annealing {
    /// Its pseudocode's indents: 0 start, 1 loop, 2 `if h = 0: return`, 3 draw a move, 4
    /// Δ, 5 take it, 6 refuse it, 7 cool, 8 failure.
    pub const CODE: &[u8] = &[0, 0, 2, 2, 2, 2, 2, 2, 0];

    pub fn new(
        problem: &Problem,
        temperature: f64,
        cooling: f64,
        max_steps: u64,
        seed: u64,
        history: bool,
    ) -> Self {
        let core = Core::new(problem, seed, LocalBoard::random, max_steps, (), history);
        Annealing { temperature, cooling, core }
    }

    /// The temperature of the next step.
    pub fn temperature(&self) -> f64 {
        // Worked out from the step rather than kept, so a step back restores it exactly.
        self.temperature * self.cooling.powf(self.core.steps as f64)
    }
}

impl Machine for Annealing {
    fn step(&mut self) -> Option<Event> {
        let free = self.core.board.free_rows().len();
        if self.core.done() || free == 0 || self.core.board.n() < 2 {
            return None;
        }
        let mut undo = self.core.begin();
        let t = self.temperature();
        let rng = &mut self.core.rng;
        let row = self.core.board.free_rows()[rng.below(free)] as usize;
        let from = self.core.board.cols()[row];
        // Another column of the row, each equally likely.
        let to = (from + 1 + rng.below(self.core.board.n() - 1) as u32) % self.core.board.n() as u32;
        let h = self.core.board.h();
        let after = self.core.board.h_if(row, to as usize);
        let take = after <= h || rng.unit() < (-((after - h) as f64) / t).exp();
        self.core.steps += 1;
        let event = if take {
            self.core.set(&mut undo, row, to);
            Event::Move { row, from, to, h: after, temperature: Some(t) }
        } else {
            Event::Reject { row, from, to, h, temperature: t }
        };
        self.core.commit(undo);
        Some(event)
    }

    fn code_line(&self, last: &Event) -> usize {
        match last {
            Event::Reject { .. } => 6,
            _ => 5,
        }
    }

    fn figures(&self) -> Vec<Figure> {
        vec![Figure {
            word: "temperature",
            value: Value::Real { value: self.temperature(), digits: 3 },
            most: None,
        }]
    }

    machine_from_core!();
}
