//! Play: a puzzle on a board of its own, its givens locked, the student's queens placed and
//! removed by hand. The state keeps facts (which queens, how many moves and hints, what the
//! last Check found); the Play view words them when it draws. Puzzles are made on the job
//! runner ([`crate::app::play::job`]), never on the UI thread.

use crate::board::{Queen, conflicts};
use crate::puzzle::{Difficulty, Puzzle, PuzzleError};
use std::path::PathBuf;
use std::time::Duration;
use web_time::Instant;

pub mod action;
mod apply;
pub(crate) mod board;
pub(crate) mod job;
pub(crate) mod view;
pub(crate) mod words;

pub use action::PlayAction;

/// How many puzzles Export sheet and Export puzzles make when no set was opened.
pub const DEFAULT_SHEET_COUNT: usize = 10;

/// What the last Check or Show conflicts found, of the board as it was then (a move
/// forgets it: attacks are shown only when asked).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Checked {
    /// `conflicting` queens attack another; `dead_end`: none do, but the board has no
    /// completion any more (a queen is off the answer).
    Count { conflicting: usize, dead_end: bool },
    /// The queens that attack another, by square.
    Shown(Vec<Queen>),
}

/// One puzzle being played.
#[derive(Debug, Clone)]
pub struct Game {
    pub puzzle: Puzzle,
    /// The student's queens, in the order placed.
    pub placed: Vec<Queen>,
    /// The placements before each move, for Undo.
    undo: Vec<Vec<Queen>>,
    /// The placements Undo took back, for Redo (a new move forgets them).
    redo: Vec<Vec<Queen>>,
    /// Queens placed or taken away (hints and undos aside).
    pub moves: u32,
    pub hints: u32,
    /// When play began, moved on by the time Play spent closed (see [`Game::played`]).
    started: Instant,
    /// Since when Play has been closed, while it is: that time is not the student's.
    away: Option<Instant>,
    /// How long the solve took, once the board is complete and right.
    pub solved: Option<Duration>,
    pub revealed: bool,
    pub checked: Option<Checked>,
    pub cursor: Queen,
}

impl Game {
    pub fn new(puzzle: Puzzle) -> Self {
        Game {
            puzzle,
            placed: Vec::new(),
            undo: Vec::new(),
            redo: Vec::new(),
            moves: 0,
            hints: 0,
            started: Instant::now(),
            away: None,
            solved: None,
            revealed: false,
            checked: None,
            cursor: Queen::new(0, 0),
        }
    }

    pub fn n(&self) -> usize {
        self.puzzle.n
    }

    /// How long the student has played by `now`: the time Play was closed is left out.
    pub fn played(&self, now: Instant) -> Duration {
        self.away.unwrap_or(now).saturating_duration_since(self.started)
    }

    /// Play closed (`away`) or opened again at `now`: the clock stops while it is closed.
    pub fn set_away(&mut self, away: bool, now: Instant) {
        match (away, self.away) {
            (true, None) => self.away = Some(now),
            (false, Some(since)) => {
                self.started += now.saturating_duration_since(since);
                self.away = None;
            }
            // Already away, or already back.
            (true, Some(_)) | (false, None) => {}
        }
    }

    pub fn is_given(&self, q: Queen) -> bool {
        self.puzzle.fixed.contains(&q)
    }

    /// Every queen on the board: the givens, then the student's.
    pub fn queens(&self) -> Vec<Queen> {
        self.puzzle.fixed.iter().chain(&self.placed).copied().collect()
    }

    /// Whether play is over (solved or revealed): the board takes no more moves.
    pub fn over(&self) -> bool {
        self.solved.is_some() || self.revealed
    }

    /// Whether there is a move to take back.
    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    /// Whether there is a move taken back to make again.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// The queens that attack another queen on the board, givens included.
    pub fn conflicting(&self) -> Vec<Queen> {
        let queens = self.queens();
        let mut hit: Vec<Queen> =
            conflicts(&queens).into_iter().flat_map(|(a, b)| [queens[a], queens[b]]).collect();
        hit.sort_unstable_by_key(|q| (q.row, q.col));
        hit.dedup();
        hit
    }

    /// The square a hint fills: the top row whose queen is missing or off the answer,
    /// preferring rows with no queen (a wrong queen is taken away only when every row has
    /// one). `None` when the board is the answer.
    pub fn hint_square(&self) -> Option<Queen> {
        let answer = |row: usize| Queen::new(row, self.puzzle.solution[row] as usize);
        let queens = self.queens();
        let empty = (0..self.n()).find(|&row| !queens.iter().any(|q| q.row == row));
        let wrong = || (0..self.n()).find(|&row| !queens.contains(&answer(row)));
        empty.or_else(wrong).map(answer)
    }

    /// The board as a move leaves it: remembered for Undo, attacks forgotten, and a board
    /// complete and right recognised at once.
    fn change(&mut self, placed: Vec<Queen>) {
        self.undo.push(std::mem::replace(&mut self.placed, placed));
        self.redo.clear();
        self.checked = None;
        self.finish_if_solved();
    }

    fn finish_if_solved(&mut self) {
        let queens = self.queens();
        let n = self.n();
        let mut cols = vec![u32::MAX; n];
        for q in &queens {
            cols[q.row] = q.col as u32;
        }
        if queens.len() == n && crate::board::is_solution(n, &cols) {
            self.solved = Some(self.played(Instant::now()));
        }
    }

    fn toggle(&mut self, q: Queen) {
        let mut placed = self.placed.clone();
        match placed.iter().position(|&p| p == q) {
            Some(i) => {
                placed.remove(i);
            }
            None => placed.push(q),
        }
        self.moves += 1;
        self.change(placed);
    }

    fn hint(&mut self) {
        let Some(q) = self.hint_square() else { return };
        let mut placed: Vec<Queen> = self.placed.iter().copied().filter(|p| p.row != q.row).collect();
        placed.push(q);
        self.hints += 1;
        self.cursor = q;
        self.change(placed);
    }

    fn undo(&mut self) {
        if let Some(placed) = self.undo.pop() {
            self.redo.push(std::mem::replace(&mut self.placed, placed));
            self.checked = None;
        }
    }

    fn redo(&mut self) {
        if let Some(placed) = self.redo.pop() {
            self.undo.push(std::mem::replace(&mut self.placed, placed));
            self.checked = None;
            self.finish_if_solved();
        }
    }

    fn check(&mut self) {
        let conflicting = self.conflicting().len();
        let dead_end = conflicting == 0 && crate::puzzle::completions(self.n(), &self.queens(), 1) == 0;
        self.checked = Some(Checked::Count { conflicting, dead_end });
    }
}

/// What the Play view holds: the game, the set it came from, and the puzzle being made.
#[derive(Debug, Default)]
pub struct Play {
    pub open: bool,
    pub game: Option<Game>,
    /// The puzzles of the file opened, if the game is one of them (else empty).
    pub set: Vec<Puzzle>,
    pub index: usize,
    /// The file the set came from.
    pub from: Option<PathBuf>,
    /// The grade New puzzle makes (`None`: any).
    pub grade: Option<Difficulty>,
    /// How many puzzles a sheet made for export holds.
    pub sheet_count: usize,
    /// Why the last puzzle asked for could not be made.
    pub failed: Option<PuzzleError>,
    /// The next puzzle's seed: each New puzzle takes the next one.
    pub(crate) seed: u64,
}

impl Play {
    pub(crate) fn new() -> Self {
        // A seed from the clock: each session plays other puzzles (web_time's clock: std's
        // panics in the browser).
        let seed = web_time::SystemTime::now()
            .duration_since(web_time::SystemTime::UNIX_EPOCH)
            .map_or(1, |d| d.as_nanos() as u64);
        Play { sheet_count: DEFAULT_SHEET_COUNT, seed, ..Default::default() }
    }

    /// The game being played, while the view is open.
    pub fn shown(&self) -> Option<&Game> {
        self.game.as_ref().filter(|_| self.open)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn puzzle() -> Puzzle {
        crate::puzzle::make(8, 1, Some(Difficulty::Easy), 3).unwrap().remove(0)
    }

    #[test]
    fn hints_fill_the_answer_and_a_full_right_board_is_solved() {
        let mut game = Game::new(puzzle());
        let missing = 8 - game.puzzle.fixed.len();
        for _ in 0..missing {
            assert!(game.solved.is_none());
            let q = game.hint_square().unwrap();
            assert_eq!(game.puzzle.solution[q.row] as usize, q.col, "a hint is a queen of the answer");
            game.hint();
        }
        assert!(game.solved.is_some());
        assert_eq!((game.hints as usize, game.moves), (missing, 0));
        assert_eq!(game.hint_square(), None);
    }

    /// The clock stops while Play is closed: a student who closes it for a minute has not
    /// played that minute (times given, not read from the clock).
    #[test]
    fn time_with_play_closed_is_not_played() {
        let mut game = Game::new(puzzle());
        let t0 = game.started;
        let at = |s: u64| t0 + Duration::from_secs(s);
        assert_eq!(game.played(at(10)), Duration::from_secs(10));
        game.set_away(true, at(10));
        assert_eq!(game.played(at(70)), Duration::from_secs(10), "closed: the clock stands");
        game.set_away(false, at(70));
        assert_eq!(game.played(at(75)), Duration::from_secs(15));
        game.set_away(false, at(80));
        assert_eq!(game.played(at(80)), Duration::from_secs(20), "opening twice changes nothing");
    }

    #[test]
    fn a_hint_replaces_a_wrong_queen_only_when_every_row_has_one() {
        let mut game = Game::new(puzzle());
        let row = (0..8).find(|&r| !game.puzzle.fixed.iter().any(|q| q.row == r)).unwrap();
        let wrong = Queen::new(row, (game.puzzle.solution[row] as usize + 1) % 8);
        game.toggle(wrong);
        let hint = game.hint_square().unwrap();
        assert_ne!(hint.row, row, "an empty row is filled first");
        game.undo();
        assert!(game.placed.is_empty());
        game.redo();
        assert_eq!(game.placed, vec![wrong], "Redo makes the move again");
        game.undo();
        game.hint();
        assert!(!game.can_redo(), "a new move forgets what Undo took back");
    }

    /// The queens that attack another, by the obvious double loop.
    fn attacking(queens: &[Queen]) -> usize {
        queens.iter().filter(|&&a| queens.iter().any(|&b| a != b && a.attack(b).is_some())).count()
    }

    #[test]
    fn check_counts_the_queens_that_attack_one_another() {
        for seed in 0..20 {
            let mut game = Game::new(crate::puzzle::make(8, 1, None, seed).unwrap().remove(0));
            let given = game.puzzle.fixed[0];
            // A queen in the given's row attacks it (and perhaps others).
            let beside = Queen::new(given.row, (given.col + 1) % 8);
            game.toggle(beside);
            game.check();
            let expected = attacking(&game.queens());
            assert!(expected >= 2);
            assert_eq!(game.checked, Some(Checked::Count { conflicting: expected, dead_end: false }));
            game.toggle(beside);
            assert_eq!(game.checked, None, "a move forgets the check");
            game.check();
            assert_eq!(game.checked, Some(Checked::Count { conflicting: 0, dead_end: false }));
        }
    }

    #[test]
    fn a_queen_off_the_answer_that_attacks_nothing_is_a_dead_end() {
        for seed in 0..20 {
            let mut game = Game::new(crate::puzzle::make(8, 1, None, seed).unwrap().remove(0));
            let queens = game.queens();
            let Some(off) = (0..64).map(|i| Queen::new(i / 8, i % 8)).find(|&q| {
                game.puzzle.solution[q.row] as usize != q.col && queens.iter().all(|&g| g.attack(q).is_none())
            }) else {
                continue;
            };
            game.toggle(off);
            game.check();
            assert_eq!(game.checked, Some(Checked::Count { conflicting: 0, dead_end: true }), "seed {seed}");
        }
    }
}
