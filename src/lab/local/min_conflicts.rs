//! Min-conflicts (Minton, Johnston, Philips and Laird, "Minimizing conflicts: a heuristic
//! repair method for constraint satisfaction and scheduling problems", Artificial
//! Intelligence 58, 1992): pick a random queen under attack and move it to the square of
//! its row with the fewest conflicts (its own square included; ties at random).
//!
//! The start is theirs too, the greedy board that makes a million queens a matter of a few
//! dozen repairs: queens placed row by row, each where it meets the fewest queens already
//! placed. Scanning every column of every row would take n² time, so, as Sosič and Gu do
//! for their large-n starts ("Efficient local search with conflict minimization: a case
//! study of the n-queens problem", IEEE TKDE 6(5), 1994), a row looks at up to
//! [`TRIES`] columns drawn at random from those no queen holds yet and takes the first
//! free of diagonal conflicts, or else the least attacked it saw.

use super::{Core, Event, LocalBoard, Machine, machine_from_core, pick};
use crate::board::Problem;
use crate::rng::Rng;

/// Columns a row of the greedy start looks at before settling for the least attacked.
pub const TRIES: usize = 256;

#[derive(Debug, Clone, PartialEq)]
pub struct MinConflicts {
    core: Core<()>,
}

impl MinConflicts {
    /// Its pseudocode's indents: 0 start, 1 loop, 2 `if h = 0: return`, 3 draw a row, 4
    /// best column, 5 move, 6 failure.
    pub const CODE: &[u8] = &[0, 0, 2, 2, 2, 2, 0];

    /// A run from `seed` of at most `max_steps` moves; with `history`, able to step back.
    ///
    /// ```
    /// use nqueens::lab::local::{Machine, MinConflicts};
    /// use nqueens::{Problem, Queen};
    ///
    /// let board = Problem::wide(10_000, vec![Queen::new(0, 1)]).unwrap();
    /// let mut search = MinConflicts::new(&board, 10_000, 7, false);
    /// while search.step().is_some() {}
    /// assert!(nqueens::board::is_solution(10_000, search.cols()));
    /// assert_eq!(search.cols()[0], 1);
    /// ```
    pub fn new(problem: &Problem, max_steps: u64, seed: u64, history: bool) -> Self {
        MinConflicts { core: Core::new(problem, seed, greedy, max_steps, (), history) }
    }
}

/// The greedy start: each free row, top to bottom, takes a column not yet used.
fn greedy(problem: &Problem, rng: &mut Rng) -> LocalBoard {
    let n = problem.n();
    let mut board = LocalBoard::fixed_only(problem);
    let mut used = vec![false; n];
    for q in problem.fixed() {
        used[q.col] = true;
    }
    let mut pool: Vec<u32> = (0..n as u32).filter(|&c| !used[c as usize]).collect();
    let free = board.free_rows().to_vec();
    for (i, &row) in free.iter().enumerate() {
        let row = row as usize;
        // pool[i..] holds the columns left; the chosen one is swapped to pool[i].
        let mut best: Option<(usize, u64)> = None;
        for _ in 0..TRIES.min(pool.len() - i) {
            let j = i + rng.below(pool.len() - i);
            let attackers = board.attackers_of(row, pool[j] as usize);
            if best.is_none_or(|(_, least)| attackers < least) {
                best = Some((j, attackers));
            }
            if attackers == 0 {
                break;
            }
        }
        let (j, _) = best.expect("a column is left for every free row");
        pool.swap(i, j);
        board.place(row, pool[i]);
    }
    board
}

impl Machine for MinConflicts {
    fn step(&mut self) -> Option<Event> {
        if self.core.done() {
            return None;
        }
        let mut undo = self.core.begin();
        let board = &self.core.board;
        let rng = &mut self.core.rng;
        // h > 0 and fixed queens never attack each other, so a free queen is under attack.
        let row = board.attacked_row(rng.below(board.attacked_count()));
        let (mut best, mut ties) = (None, 0);
        for col in 0..board.n() {
            let cost = board.h_if(row, col);
            pick(&mut best, &mut ties, (col as u32, cost), |a, b| a.1.cmp(&b.1), rng);
        }
        let (to, h) = best.expect("a board has a column");
        let from = board.cols()[row];
        self.core.set(&mut undo, row, to);
        self.core.steps += 1;
        self.core.commit(undo);
        Some(Event::Move { row, from, to, h, temperature: None })
    }

    fn code_line(&self, _: &Event) -> usize {
        5
    }

    machine_from_core!();
}
