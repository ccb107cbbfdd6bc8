//! The genetic algorithm as the textbooks state it: a population of complete boards,
//! fitness = pairs of queens not attacking each other, parents drawn in proportion to
//! fitness, one-point crossover between rows (the child takes the rows above a random cut
//! from one parent and the rest from the other), then with probability `mutation` one free
//! row of the child gets a random column; the `elite` best boards pass on unchanged. A step
//! is one generation. Fixed queens stay: every board holds them, so every child does too.

use super::{Event, Figure, LocalBoard, Machine, Value, board::cost};
use crate::board::Problem;
use crate::rng::Rng;

#[derive(Debug, Clone, PartialEq)]
struct Generation {
    rng: Rng,
    number: u64,
    boards: Vec<Vec<u32>>,
    /// The cost of each board.
    h: Vec<u64>,
    /// The running sum of the boards' fitness (pairs not attacking), for drawing parents.
    fitness_sums: Vec<u64>,
    /// The index of the best board (lowest h, the first of those tied).
    best: usize,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Genetic {
    free: Vec<u32>,
    mutation: f64,
    elite: usize,
    max_steps: u64,
    now: Generation,
    history: Option<Vec<Generation>>,
}

impl Genetic {
    /// Its pseudocode's indents: 0 start, 1 loop, 2 `if h(best) = 0: return`, 3 elite, 4
    /// while, 5 parents, 6 child, 7 add, 8 next generation.
    pub const CODE: &[u8] = &[0, 0, 2, 2, 2, 4, 4, 4, 2];

    pub fn new(
        problem: &Problem,
        population: usize,
        mutation: f64,
        elite: usize,
        max_steps: u64,
        seed: u64,
        history: bool,
    ) -> Self {
        let mut rng = Rng::new(seed);
        let boards: Vec<Vec<u32>> =
            (0..population).map(|_| LocalBoard::random(problem, &mut rng).cols().to_vec()).collect();
        let free = LocalBoard::fixed_only(problem).free_rows().to_vec();
        let now = Generation::of(rng, 0, boards);
        Genetic { free, mutation, elite, max_steps, now, history: history.then(Vec::new) }
    }

    /// The boards of the current generation, columns by row.
    pub fn population(&self) -> &[Vec<u32>] {
        &self.now.boards
    }

    /// Pairs not attacking each other on the best board.
    pub fn best_fitness(&self) -> u64 {
        pairs(self.now.boards[0].len()) - self.h()
    }

    /// Each board's cost h, in the order of [`Genetic::population`].
    pub fn costs(&self) -> &[u64] {
        &self.now.h
    }

    /// The most pairs a board can hold, all of them not attacking.
    pub fn most_fitness(&self) -> u64 {
        pairs(self.now.boards[0].len())
    }

    /// A parent, drawn with chance in proportion to its fitness (uniformly if all are 0): the
    /// first board whose running sum of fitness passes the ticket.
    fn select(&self, rng: &mut Rng) -> usize {
        let sums = &self.now.fitness_sums;
        let total = sums.last().copied().unwrap_or(0);
        if total == 0 {
            return rng.below(sums.len());
        }
        let ticket = (rng.unit() * total as f64) as u64;
        sums.partition_point(|&sum| sum <= ticket).min(sums.len() - 1)
    }
}

impl Generation {
    fn of(rng: Rng, number: u64, boards: Vec<Vec<u32>>) -> Self {
        let mut scratch = Vec::new();
        let h: Vec<u64> = boards.iter().map(|b| cost(b, &mut scratch)).collect();
        let best = (0..h.len()).min_by_key(|&i| (h[i], i)).unwrap_or(0);
        let all = pairs(boards.first().map_or(0, Vec::len));
        let fitness_sums = h
            .iter()
            .scan(0, |sum, &h| {
                *sum += all - h;
                Some(*sum)
            })
            .collect();
        Generation { rng, number, boards, h, fitness_sums, best }
    }
}

/// Pairs of queens on a board of n rows.
fn pairs(n: usize) -> u64 {
    (n as u64) * (n as u64).saturating_sub(1) / 2
}

impl Machine for Genetic {
    fn step(&mut self) -> Option<Event> {
        if self.h() == 0 || self.now.number >= self.max_steps {
            return None;
        }
        let mut rng = self.now.rng.clone();
        let n = self.now.boards[0].len();
        let size = self.now.boards.len();
        let mut ranked: Vec<usize> = (0..size).collect();
        ranked.sort_by_key(|&i| (self.now.h[i], i));
        let mut next: Vec<Vec<u32>> =
            ranked[..self.elite].iter().map(|&i| self.now.boards[i].clone()).collect();
        while next.len() < size {
            let (x, y) = (self.select(&mut rng), self.select(&mut rng));
            let cut = if n > 1 { 1 + rng.below(n - 1) } else { 1 };
            let mut child = self.now.boards[x][..cut].to_vec();
            child.extend_from_slice(&self.now.boards[y][cut..]);
            if !self.free.is_empty() && rng.unit() < self.mutation {
                let row = self.free[rng.below(self.free.len())] as usize;
                child[row] = rng.below(n) as u32;
            }
            next.push(child);
        }
        let next = Generation::of(rng, self.now.number + 1, next);
        let before = std::mem::replace(&mut self.now, next);
        if let Some(history) = &mut self.history {
            history.push(before);
        }
        Some(Event::Generation {
            generation: self.now.number,
            best_fitness: self.best_fitness(),
            h: self.h(),
        })
    }

    fn step_back(&mut self) -> bool {
        let Some(before) = self.history.as_mut().and_then(Vec::pop) else { return false };
        self.now = before;
        true
    }

    fn cols(&self) -> &[u32] {
        &self.now.boards[self.now.best]
    }

    fn h(&self) -> u64 {
        self.now.h[self.now.best]
    }

    fn steps(&self) -> u64 {
        self.now.number
    }

    fn code_line(&self, _: &Event) -> usize {
        8
    }

    fn figures(&self) -> Vec<Figure> {
        vec![
            Figure::count("generation", self.steps()),
            Figure {
                word: "best-fitness",
                value: Value::Count(self.best_fitness()),
                most: Some(self.most_fitness()),
            },
        ]
    }
}
