//! Reading a student's output line by line, telling its notation apart by itself: boards,
//! lists of numbers, `(row, col)` pairs, chess squares, and numbers for a count.
//!
//! Reading is syntax only: it says what a line holds (an answer's raw numbers, a heading, a
//! number), never whether it is right; [`super::judge`] decides that, knowing n. A line is
//! read into buffers kept from line to line, so a file of millions of answers allocates
//! nothing per line and holds one line (or one board) at a time.

pub use super::item::{Item, ReadError, Shape, Unreadable};
use super::scan::{chess_square, grouped_number, keyword, solutions_field};
use crate::control::Control;
use std::io::BufRead;

/// The characters of a board row: empty squares, then queens.
const EMPTY_CELLS: &[char] = &['·', '.', '-', '0', '_', '□', '⬜'];
const QUEEN_CELLS: &[char] = &['♕', '♛', 'Q', 'X', 'q', 'x', '1', '♔', '♚', '■', '⬛'];

/// What one line reads as, on its own.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Line {
    Blank,
    /// Only rule characters (`----`, `+---+---+`, `====`): between boards or between rows.
    Rule,
    /// A board row of this many squares (its queens are in `Reader::row`).
    Row(usize),
    List,
    /// Several lists of this many numbers on one line (`[[1, 3, 0, 2], [2, 0, 3, 1]]`, as
    /// Python prints a list of solutions, or a solutions document's `"solutions"`).
    Lists(usize),
    Pairs,
    Squares,
    Number,
    Prose,
    Unreadable(Unreadable),
}

/// A board being read, row by row.
#[derive(Debug, Default)]
struct Board {
    first_line: u64,
    rows: usize,
    cols: usize,
    ragged: bool,
    queens: Vec<(usize, usize)>,
}

/// Reads answers from a stream of lines into reused buffers.
#[derive(Debug, Default)]
pub struct Reader {
    bytes: Vec<u8>,
    numbers: Vec<u64>,
    pairs: Vec<(u64, u64)>,
    /// The queens' columns in the row just read.
    row: Vec<usize>,
    board: Option<Board>,
    /// (number count, group) of the innermost bracket groups of the line.
    groups: Vec<(u32, bool)>,
    open: Vec<usize>,
}

impl Reader {
    pub fn new() -> Reader {
        Reader::default()
    }

    /// Reads every line of `input`, handing each item to `sink` (a board when its last row
    /// is read), until the end or until `sink` says stop. Returns the number of lines read.
    pub fn read(
        &mut self,
        mut input: impl BufRead,
        sink: &mut dyn FnMut(Item<'_>) -> Control,
    ) -> Result<u64, ReadError> {
        let mut line = 0u64;
        self.board = None;
        // Queenside's own document holds every solution on one line: read as a stream.
        if super::document::starts_one(&mut input).map_err(|source| ReadError::Io { line: 1, source })? {
            return super::document::read(input, &mut self.numbers, sink);
        }
        loop {
            self.bytes.clear();
            let read = input.read_until(b'\n', &mut self.bytes);
            line += 1;
            match read {
                Ok(0) => break,
                Ok(_) => {}
                Err(source) => return Err(ReadError::Io { line, source }),
            }
            let mut bytes = std::mem::take(&mut self.bytes);
            let text = std::str::from_utf8(&bytes).map_err(|_| ReadError::NotText { line });
            let control = match text {
                Ok(text) => {
                    // A byte order mark some editors put first.
                    let text = if line == 1 { text.trim_start_matches('\u{feff}') } else { text };
                    self.line(line, text.trim(), sink)
                }
                Err(e) => {
                    bytes.clear();
                    self.bytes = bytes;
                    return Err(e);
                }
            };
            self.bytes = bytes;
            if control == Control::Stop {
                return Ok(line);
            }
        }
        self.end_board(sink);
        Ok(line - 1)
    }

    fn line(&mut self, number: u64, text: &str, sink: &mut dyn FnMut(Item<'_>) -> Control) -> Control {
        let kind = self.classify_line(text);
        if let Line::Row(cells) = kind {
            return self.board_row(number, cells, sink);
        }
        // A rule between the rows of a drawn grid does not end the board.
        if kind == Line::Rule && self.board.is_some() {
            return sink(Item::Skipped(number));
        }
        if self.end_board(sink) == Control::Stop {
            return Control::Stop;
        }
        match kind {
            Line::Blank => Control::Continue,
            Line::Rule | Line::Prose => match self.number_in(text) {
                Some(value) => sink(Item::Number { line: number, value, keyword: keyword(text) }),
                None => sink(Item::Skipped(number)),
            },
            Line::Number => {
                let value = self.number_in(text).unwrap_or(self.numbers[0]);
                sink(Item::Number { line: number, value, keyword: keyword(text) })
            }
            Line::List => match grouped_number(text) {
                // `14,772,512` or `14 772 512`: a count, not a list of three.
                Some(value) => sink(Item::Number { line: number, value, keyword: false }),
                None => sink(Item::Answer(number, Shape::List(&self.numbers))),
            },
            Line::Lists(k) => {
                for answer in self.numbers.chunks(k) {
                    if sink(Item::Answer(number, Shape::List(answer))) == Control::Stop {
                        return Control::Stop;
                    }
                }
                Control::Continue
            }
            Line::Pairs => sink(Item::Answer(number, Shape::Pairs(&self.pairs))),
            Line::Squares => sink(Item::Answer(number, Shape::Squares(&self.pairs))),
            Line::Unreadable(why) => sink(Item::Unreadable(number, why)),
            Line::Row(_) => unreachable!("rows are handled above"),
        }
    }

    fn board_row(&mut self, number: u64, cells: usize, sink: &mut dyn FnMut(Item<'_>) -> Control) -> Control {
        let board =
            self.board.get_or_insert_with(|| Board { first_line: number, cols: cells, ..Board::default() });
        if board.rows == 0 {
            board.first_line = number;
            board.cols = cells;
        }
        if cells != board.cols {
            board.ragged = true;
        }
        let row = board.rows;
        board.queens.extend(self.row.iter().map(|&col| (row, col)));
        board.rows += 1;
        // A square board is complete: the next row starts another even without a blank line.
        if board.rows == board.cols && !board.ragged {
            return self.end_board(sink);
        }
        Control::Continue
    }

    /// Hands over the board being read, if any.
    fn end_board(&mut self, sink: &mut dyn FnMut(Item<'_>) -> Control) -> Control {
        let Some(board) = self.board.as_mut() else { return Control::Continue };
        if board.rows == 0 {
            return Control::Continue;
        }
        let control = if board.ragged {
            sink(Item::Unreadable(board.first_line, Unreadable::RaggedBoard))
        } else {
            sink(Item::Answer(
                board.first_line,
                Shape::Board { rows: board.rows, cols: board.cols, queens: &board.queens },
            ))
        };
        board.rows = 0;
        board.ragged = false;
        board.queens.clear();
        control
    }

    /// What `text` reads as; fills the buffers of what it holds.
    fn classify_line(&mut self, text: &str) -> Line {
        if text.is_empty() {
            return Line::Blank;
        }
        if text.chars().all(|c| matches!(c, '-' | '=' | '+' | '_' | '*' | '~' | '#' | '|' | ' ')) {
            // A row of empty squares drawn with `-` inside a board is a row, not a rule.
            let dashes = text.chars().filter(|&c| c == '-').count();
            let inside = self.board.as_ref().is_some_and(|b| b.rows > 0 && b.cols == dashes);
            if !(inside && text.chars().all(|c| c == '-' || c == ' ')) {
                return Line::Rule;
            }
        }
        // A row drawn with its rank in front, `8 | . Q . . . . . .`: the rank read as a
        // square would make the row one too long (`1` is a queen). Without a bar after it,
        // digits in front are squares (`1 0 0 0`).
        let unlabelled = text.trim_start_matches(|c: char| c.is_ascii_digit());
        if unlabelled.len() < text.len()
            && unlabelled.trim_start().starts_with('|')
            && let Some(cells) = self.board_cells(unlabelled).filter(|&c| c >= 4)
        {
            return Line::Row(cells);
        }
        if let Some(cells) = self.board_cells(text) {
            return Line::Row(cells);
        }
        match self.structure(text) {
            // "Solución 3: [0, 4, …]" or "Solution 3 (0, 0) (1, 4) …": the answer after a
            // label. Try a solutions document's list, after the last colon, then from the
            // first bracket.
            Line::Prose => {
                let after_colon = text.rfind(':').map(|i| text[i + 1..].trim());
                let from_bracket = text.find(['[', '(']).map(|i| &text[i..]);
                for tail in [solutions_field(text), after_colon, from_bracket].into_iter().flatten() {
                    if tail.is_empty() {
                        continue;
                    }
                    if let Some(cells) = self.board_cells(tail).filter(|&c| c >= 4) {
                        return Line::Row(cells);
                    }
                    if let kind @ (Line::List | Line::Lists(_) | Line::Pairs | Line::Squares) =
                        self.structure(tail)
                    {
                        return kind;
                    }
                }
                Line::Prose
            }
            kind => kind,
        }
    }
}

impl Reader {
    /// The squares of a board row, if `text` is one: board characters, apart or together,
    /// with brackets, commas and bars between them. Digits count only as a row of `0` and
    /// `1` of at least 4 squares: a list of 4 or more numbers from 0 or 1 holds others.
    fn board_cells(&mut self, text: &str) -> Option<usize> {
        self.row.clear();
        let mut cells = 0;
        let mut other_than_digits = false;
        for c in text.chars() {
            if c.is_whitespace() || matches!(c, ',' | ';' | '|' | '[' | ']' | '(' | ')' | '\'' | '"') {
                continue;
            }
            if QUEEN_CELLS.contains(&c) {
                self.row.push(cells);
            } else if !EMPTY_CELLS.contains(&c) {
                return None;
            }
            other_than_digits |= !c.is_ascii_digit();
            cells += 1;
        }
        (cells >= 4 || (cells >= 1 && other_than_digits)).then_some(cells)
    }
}

impl Reader {
    /// Reads `text` as numbers in brackets, or chess squares: fills `numbers` (a list) or
    /// `pairs` (pairs, squares) and says which, or that it is prose or unreadable.
    fn structure(&mut self, text: &str) -> Line {
        self.numbers.clear();
        self.pairs.clear();
        self.groups.clear();
        self.open.clear();
        // The group each number is in: an index into `groups`, or none at the top level.
        let mut top_level = 0u32;
        let mut group_of_first: Option<Option<usize>> = None;
        let mut one_group = true;
        let mut squares = 0usize;
        let mut huge = false;
        let mut unbalanced = false;
        let mut chars = text.char_indices().peekable();
        while let Some((i, c)) = chars.next() {
            match c {
                '(' | '[' | '{' => {
                    if let Some(&outer) = self.open.last() {
                        self.groups[outer].1 = true;
                    }
                    self.open.push(self.groups.len());
                    self.groups.push((0, false));
                }
                ')' | ']' | '}' => {
                    if self.open.pop().is_none() {
                        unbalanced = true;
                    }
                }
                '0'..='9' => {
                    let mut value = u64::from(c as u8 - b'0');
                    while let Some(&(_, d @ '0'..='9')) = chars.peek() {
                        chars.next();
                        match value.checked_mul(10).and_then(|v| v.checked_add(u64::from(d as u8 - b'0'))) {
                            Some(v) => value = v,
                            None => huge = true,
                        }
                    }
                    let group = self.open.last().copied();
                    match group {
                        Some(g) => self.groups[g].0 += 1,
                        None => top_level += 1,
                    }
                    match group_of_first {
                        None => group_of_first = Some(group),
                        Some(first) => one_group &= first == group,
                    }
                    self.numbers.push(value);
                }
                c if c.is_ascii_alphabetic() => {
                    let start = i;
                    let mut end = i + 1;
                    while let Some(&(j, l)) = chars.peek() {
                        if !l.is_ascii_alphanumeric() {
                            break;
                        }
                        chars.next();
                        end = j + 1;
                    }
                    match chess_square(&text[start..end]) {
                        Some(square) => {
                            self.pairs.push(square);
                            squares += 1;
                        }
                        None => return Line::Prose,
                    }
                }
                c if c.is_whitespace() || matches!(c, ',' | ';' | '\'' | '"') => {}
                // Any other letter or sign: words (accented ones too), or punctuation that no
                // notation uses ("0-4-7", "3.5").
                _ => return Line::Prose,
            }
        }
        unbalanced |= !self.open.is_empty();
        let numbers = self.numbers.len();
        if squares > 0 {
            return match (numbers, unbalanced) {
                (0, false) => Line::Squares,
                (0, true) => Line::Unreadable(Unreadable::Brackets),
                _ => Line::Unreadable(Unreadable::Mixed),
            };
        }
        if numbers == 0 {
            return Line::Prose;
        }
        if unbalanced {
            return Line::Unreadable(Unreadable::Brackets);
        }
        if huge {
            return Line::Unreadable(Unreadable::Huge);
        }
        let leaves: Vec<u32> = self.groups.iter().filter(|g| !g.1 && g.0 > 0).map(|g| g.0).collect();
        let nested = self.groups.iter().any(|g| g.1);
        // Every number in a group of its own size, none beside a group.
        let in_leaves = top_level == 0 && leaves.iter().sum::<u32>() as usize == numbers;
        if in_leaves && leaves.iter().all(|&k| k == 2) && (leaves.len() >= 2 || nested) {
            self.pairs.extend(self.numbers.chunks_exact(2).map(|p| (p[0], p[1])));
            return Line::Pairs;
        }
        if in_leaves && nested && leaves.len() >= 2 && leaves.iter().all(|&k| k >= 3 && k == leaves[0]) {
            return Line::Lists(leaves[0] as usize);
        }
        if !one_group {
            return Line::Unreadable(Unreadable::Grouping);
        }
        // A bare number is a count (or a heading's number); one in brackets is a list of one.
        if numbers == 1 && top_level == 1 { Line::Number } else { Line::List }
    }

    /// The first number of `text`, its digits grouped by thousands or not: `14,772,512`,
    /// `14.772.512`, `14 772 512`, `14'772'512`.
    fn number_in(&self, text: &str) -> Option<u64> {
        let start = text.find(|c: char| c.is_ascii_digit())?;
        let bytes: Vec<char> = text[start..].chars().collect();
        let mut value: u64 = 0;
        let mut i = 0;
        while i < bytes.len() && bytes[i].is_ascii_digit() {
            value = value.checked_mul(10)?.checked_add(u64::from(bytes[i] as u8 - b'0'))?;
            i += 1;
        }
        let first_group = i;
        // Groups of three digits after a separator, if the first group has 1 to 3 digits.
        while first_group <= 3 && i + 3 < bytes.len() + 1 {
            let separator = bytes[i..].first().copied();
            if !matches!(separator, Some(',' | '.' | '\'' | ' ' | '\u{a0}' | '\u{202f}' | '_')) {
                break;
            }
            let group = &bytes[i + 1..(i + 4).min(bytes.len())];
            let after = bytes.get(i + 4);
            if group.len() != 3
                || !group.iter().all(char::is_ascii_digit)
                || after.is_some_and(char::is_ascii_digit)
            {
                break;
            }
            for d in group {
                value = value.checked_mul(10)?.checked_add(u64::from(*d as u8 - b'0'))?;
            }
            i += 4;
        }
        Some(value)
    }
}
