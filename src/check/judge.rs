//! Deciding what each answer read is worth: valid, wrong (and why), a repeat; and at the
//! end, what is missing.

use super::item::{Item, Shape};
use super::seen::{self, Seen};
use super::{
    CheckError, CountAnswer, Duplicate, Exercise, Fault, Finding, Invalid, KEPT, MAX_LISTED_N,
    MISSING_EXAMPLES, Notation, Options, Report, counts,
};
use crate::board::{Problem, Queen};
use crate::control::{CancelFlag, Control, Progress};
use crate::stream::{Filter, Found};

/// Checks answers one at a time, remembering what it must to find repeats.
#[derive(Debug)]
pub struct Judge {
    exercise: Exercise,
    n: Option<usize>,
    /// Lists and pairs count from 1: decided by the first answer holding 0 or n alone.
    from_one: Option<bool>,
    seen: Option<Seen>,
    report: Report,
    /// The count read: (line, value, whether its line names a count).
    number: Option<(u64, u64, bool)>,
    queens: Vec<Queen>,
    cols: Vec<u32>,
    lines: Lines,
    scratch: seen::Scratch,
}

impl Judge {
    pub fn new(options: &Options) -> Result<Judge, CheckError> {
        if options.n == Some(0) {
            return Err(CheckError::Zero);
        }
        if options.exercise == Exercise::Count && options.n.is_none() {
            return Err(CheckError::CountNeedsN);
        }
        let mut judge = Judge {
            exercise: options.exercise,
            n: None,
            from_one: None,
            seen: None,
            report: Report {
                n: None,
                exercise: options.exercise,
                notation: None,
                read: 0,
                valid: 0,
                invalid_count: 0,
                invalid: Vec::new(),
                duplicate_count: 0,
                duplicates: Vec::new(),
                missing: 0,
                missing_examples: Vec::new(),
                skipped: 0,
                count: None,
                correct: false,
            },
            number: None,
            queens: Vec::new(),
            cols: Vec::new(),
            lines: Lines::default(),
            scratch: seen::Scratch::default(),
        };
        if let Some(n) = options.n {
            judge.set_n(n)?;
        }
        Ok(judge)
    }

    fn set_n(&mut self, n: usize) -> Result<(), CheckError> {
        let listed = matches!(self.exercise, Exercise::All | Exercise::Unique);
        if listed && n > MAX_LISTED_N {
            return Err(CheckError::TooBig { n, why: "every solution is checked up to n = 25" });
        }
        if self.exercise == Exercise::Count && counts::total(n).is_none() {
            return Err(CheckError::TooBig { n, why: "counts are known up to n = 27" });
        }
        self.n = Some(n);
        self.report.n = Some(n);
        if listed {
            self.seen = Some(Seen::new(self.exercise == Exercise::All));
        }
        Ok(())
    }

    /// Takes one item read; hands what it finds to `sink`.
    pub fn item(
        &mut self,
        item: Item<'_>,
        sink: &mut dyn FnMut(Finding<'_>) -> Control,
    ) -> Result<Control, CheckError> {
        match item {
            Item::Skipped(_) => self.report.skipped += 1,
            Item::Number { line, value, keyword } => {
                self.report.skipped += 1;
                // The count is on the last line that names one, else on the last with a number.
                if self.number.is_none_or(|(_, _, named)| keyword || !named) {
                    self.number = Some((line, value, keyword));
                }
            }
            Item::Unreadable(line, why) => {
                self.report.read += 1;
                return Ok(self.invalid(line, Fault::Unreadable { why }, sink));
            }
            Item::Answer(line, shape) => {
                self.report.read += 1;
                return self.answer(line, shape, sink);
            }
        }
        Ok(Control::Continue)
    }

    fn answer(
        &mut self,
        line: u64,
        shape: Shape<'_>,
        sink: &mut dyn FnMut(Finding<'_>) -> Control,
    ) -> Result<Control, CheckError> {
        let size = match shape {
            Shape::Board { cols, .. } => cols,
            Shape::List(numbers) => numbers.len(),
            Shape::Pairs(pairs) | Shape::Squares(pairs) => pairs.len(),
        };
        let n = match self.n {
            Some(n) => n,
            None => {
                self.set_n(size.max(1))?;
                size.max(1)
            }
        };
        if let Err(fault) = self.queens_of(n, shape) {
            return Ok(self.invalid(line, fault, sink));
        }
        if let Some(fault) = self.conflict(n) {
            return Ok(self.invalid(line, fault, sink));
        }
        self.report.valid += 1;
        let Some(seen) = self.seen.as_mut() else { return Ok(Control::Continue) };
        self.cols.clear();
        self.cols.resize(n, 0);
        for q in &self.queens {
            self.cols[q.row] = q.col as u32;
        }
        let place = seen::place(&self.cols, &mut self.scratch);
        match seen.note(place, line) {
            None => Ok(Control::Continue),
            Some(first_line) => {
                let duplicate = Duplicate { line, first_line };
                self.report.duplicate_count += 1;
                if self.report.duplicates.len() < KEPT {
                    self.report.duplicates.push(duplicate);
                }
                Ok(sink(Finding::Duplicate(duplicate)))
            }
        }
    }

    /// Notes the notation of an answer: the file's, or mixed.
    fn notation(&mut self, notation: Notation) {
        self.report.notation = match self.report.notation {
            None => Some(notation),
            Some(seen) if seen == notation => Some(seen),
            Some(_) => Some(Notation::Mixed),
        };
    }

    /// The queens of an answer on the n×n board, in `self.queens`, or why they are not.
    fn queens_of(&mut self, n: usize, shape: Shape<'_>) -> Result<(), Fault> {
        self.queens.clear();
        match shape {
            Shape::Board { rows, cols, queens } => {
                self.notation(Notation::Boards);
                if cols != n {
                    return Err(Fault::WrongSize { size: cols });
                }
                if rows != n {
                    return Err(Fault::NotSquare { rows, cols });
                }
                if queens.len() != n {
                    return Err(Fault::QueenCount { queens: queens.len() });
                }
                self.queens.extend(queens.iter().map(|&(row, col)| Queen::new(row, col)));
            }
            Shape::List(numbers) => {
                let from_one = self.base(n, numbers.iter().copied());
                self.notation(if from_one { Notation::ListsFromOne } else { Notation::ListsFromZero });
                if numbers.len() != n {
                    return Err(Fault::WrongSize { size: numbers.len() });
                }
                for (row, &value) in numbers.iter().enumerate() {
                    self.queens.push(Queen::new(row, on_board(value, n, from_one)?));
                }
            }
            Shape::Pairs(pairs) => {
                let from_one = self.base(n, pairs.iter().flat_map(|&(r, c)| [r, c]));
                self.notation(Notation::Pairs);
                if pairs.len() != n {
                    return Err(Fault::WrongSize { size: pairs.len() });
                }
                for &(row, col) in pairs {
                    self.queens.push(Queen::new(on_board(row, n, from_one)?, on_board(col, n, from_one)?));
                }
            }
            Shape::Squares(squares) => {
                self.notation(Notation::Squares);
                if squares.len() != n {
                    return Err(Fault::WrongSize { size: squares.len() });
                }
                for &(file, rank) in squares {
                    let col = usize::try_from(file).ok().filter(|&f| f < n);
                    let row = usize::try_from(rank).ok().filter(|&r| (1..=n).contains(&r)).map(|r| n - r);
                    match (row, col) {
                        (Some(row), Some(col)) => self.queens.push(Queen::new(row, col)),
                        (None, _) => return Err(Fault::OffBoard { value: rank }),
                        (_, None) => return Err(Fault::OffBoard { value: file + 1 }),
                    }
                }
            }
        }
        Ok(())
    }

    /// Whether numbers count from 1: the file's choice once an answer made it (by holding 0,
    /// or n, and not both), else this answer's.
    fn base(&mut self, n: usize, numbers: impl Iterator<Item = u64>) -> bool {
        if let Some(from_one) = self.from_one {
            return from_one;
        }
        let (mut zero, mut top) = (false, false);
        for v in numbers {
            zero |= v == 0;
            top |= v == n as u64;
        }
        match (zero, top) {
            (false, true) => {
                self.from_one = Some(true);
                true
            }
            (true, false) => {
                self.from_one = Some(false);
                false
            }
            _ => false,
        }
    }

    /// The first pair of queens (in reading order) that attack each other or share a square.
    fn conflict(&mut self, n: usize) -> Option<Fault> {
        let (a, b) = self.lines.first_conflict(n, &self.queens)?;
        Some(match a.attack(b) {
            Some(along) if a != b => Fault::Attack { queens: [a, b], along: along.into() },
            _ => Fault::SameSquare { queen: a },
        })
    }

    fn invalid(&mut self, line: u64, fault: Fault, sink: &mut dyn FnMut(Finding<'_>) -> Control) -> Control {
        self.report.invalid_count += 1;
        let n = self.n.unwrap_or(1);
        let squares = match fault {
            Fault::Attack { queens, .. } => queens.iter().map(|q| q.notation(n)).collect(),
            Fault::SameSquare { queen } => vec![queen.notation(n)],
            _ => Vec::new(),
        };
        let invalid = Invalid { line, squares, fault };
        let control = sink(Finding::Invalid(&invalid));
        if self.report.invalid.len() < KEPT {
            self.report.invalid.push(invalid);
        }
        control
    }

    /// The queens of the last answer taken, as far as they were read: all of them when it
    /// was valid, repeated or had two queens attacking (what a view draws of it).
    pub fn queens(&self) -> &[Queen] {
        &self.queens
    }

    /// The report, with what is missing worked out.
    pub fn finish(mut self) -> Report {
        let report = &mut self.report;
        match (self.exercise, self.n) {
            (Exercise::Count, Some(n)) => {
                report.notation = Some(Notation::Number);
                let expected = counts::total(n).unwrap_or(0);
                report.count = self.number.map(|(line, value, _)| CountAnswer {
                    line,
                    value,
                    expected,
                    unique: counts::unique(n).unwrap_or(0),
                });
                report.correct = report.count.is_some_and(|c| c.value == c.expected);
            }
            (Exercise::One, _) => {
                report.missing = u64::from(report.valid == 0);
                report.correct = report.read == 1 && report.valid == 1;
            }
            (Exercise::All | Exercise::Unique, Some(n)) => {
                let seen = self.seen.as_ref().expect("a listing exercise keeps what it saw");
                let all = self.exercise == Exercise::All;
                let expected = if all { counts::total(n) } else { counts::unique(n) };
                report.missing = expected.unwrap_or(0).saturating_sub(seen.distinct());
                if report.missing > 0 {
                    report.missing_examples = missing_examples(n, all, seen);
                }
                report.correct = report.read > 0
                    && report.invalid_count == 0
                    && report.duplicate_count == 0
                    && report.missing == 0;
            }
            // Nothing read and no --n: nothing to check against.
            (_, None) => report.correct = false,
        }
        self.report
    }
}

/// A number as a row or column from 0, or why it is off the board.
fn on_board(value: u64, n: usize, from_one: bool) -> Result<usize, Fault> {
    let index = if from_one { value.checked_sub(1) } else { Some(value) };
    index.and_then(|i| usize::try_from(i).ok()).filter(|&i| i < n).ok_or(Fault::OffBoard { value })
}

/// The first few solutions (or classes) not given, in lexicographic order of their classes.
fn missing_examples(n: usize, all: bool, seen: &Seen) -> Vec<Vec<u32>> {
    let Ok(problem) = Problem::empty(n) else { return Vec::new() };
    let options = crate::stream::Options { filter: Filter::Unique, ordered: true, ..Default::default() };
    let mut examples = Vec::new();
    let mut scratch = seen::Scratch::default();
    crate::search::enumerate(&problem, &options, &Progress::new(), &CancelFlag::new(), &mut |s: Found<
        '_,
    >| {
        let class: &[u32] = s.cols;
        let members: Vec<Vec<u32>> = if all {
            let mut images: Vec<Vec<u32>> = Vec::with_capacity(8);
            for g in crate::symmetry::Symmetry::ALL {
                let image = g.apply(class);
                if !images.contains(&image) {
                    images.push(image);
                }
            }
            images.sort();
            images
        } else {
            vec![class.to_vec()]
        };
        for member in members {
            if !seen.contains(seen::place(&member, &mut scratch)) {
                examples.push(member);
                if examples.len() == MISSING_EXAMPLES {
                    return Control::Stop;
                }
            }
        }
        Control::Continue
    });
    examples
}

/// Every row, column and diagonal with the first queen put on it, kept between answers:
/// only the lines an answer touched are cleared after it.
#[derive(Debug, Default)]
struct Lines {
    n: usize,
    /// By line: the queen's index plus one, 0 for none. Rows (n), columns (n), diagonals
    /// (2n), anti-diagonals (2n).
    first: Vec<u32>,
    touched: Vec<usize>,
}

impl Lines {
    fn first_conflict(&mut self, n: usize, queens: &[Queen]) -> Option<(Queen, Queen)> {
        if self.n != n {
            *self = Lines { n, first: vec![0; 6 * n], touched: Vec::new() };
        }
        let mut found = None;
        'queens: for (i, &q) in queens.iter().enumerate() {
            let through = [q.row, n + q.col, 2 * n + q.row + n - q.col, 4 * n + q.row + q.col];
            for line in through {
                let held = self.first[line];
                if held != 0 {
                    found = Some((queens[held as usize - 1], q));
                    break 'queens;
                }
            }
            for line in through {
                self.first[line] = i as u32 + 1;
                self.touched.push(line);
            }
        }
        for line in self.touched.drain(..) {
            self.first[line] = 0;
        }
        found
    }
}
