//! Students' answer files for `check`'s tests: solutions written in each notation courses
//! use, with planted mistakes, and what a brute-force reference expects of them.

use super::{oracle_images, oracle_solutions};
use std::collections::HashMap;

/// The ways the tests write an answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Written {
    /// `·♕··` rows, a blank line between boards (what `nqueens solve --format text` writes).
    Boards,
    /// `. Q . .` rows, under a heading, no blank line.
    DotBoards,
    /// `[0, 1, 0, 0]` rows: a 0/1 matrix.
    Matrix,
    /// `[1, 3, 0, 2]`.
    ListFromZero,
    /// `2 4 1 3`.
    ListFromOne,
    /// `[(0, 1), (1, 3), …]`.
    Pairs,
    /// `[[0, 1], [1, 3], …]`.
    NestedPairs,
    /// `b4 d3 a2 c1`.
    Squares,
}

pub const WRITTEN: [Written; 8] = [
    Written::Boards,
    Written::DotBoards,
    Written::Matrix,
    Written::ListFromZero,
    Written::ListFromOne,
    Written::Pairs,
    Written::NestedPairs,
    Written::Squares,
];

impl Written {
    /// The notation `check` should report.
    pub fn notation(self) -> &'static str {
        match self {
            Written::Boards | Written::DotBoards | Written::Matrix => "boards",
            Written::ListFromZero => "lists-from-zero",
            Written::ListFromOne => "lists-from-one",
            Written::Pairs | Written::NestedPairs => "pairs",
            Written::Squares => "squares",
        }
    }
}

/// The lines of one answer (columns by row; a wrong one may repeat columns).
pub fn answer_lines(written: Written, cols: &[u32]) -> Vec<String> {
    let n = cols.len();
    let row = |r: usize, empty: &str, queen: &str, sep: &str| -> String {
        (0..n).map(|c| if cols[r] as usize == c { queen } else { empty }).collect::<Vec<_>>().join(sep)
    };
    let pairs = |open: &str, close: &str| -> String {
        let items: Vec<String> =
            cols.iter().enumerate().map(|(r, c)| format!("{open}{r}, {c}{close}")).collect();
        format!("[{}]", items.join(", "))
    };
    match written {
        Written::Boards => (0..n).map(|r| row(r, "·", "♕", "")).collect(),
        Written::DotBoards => (0..n).map(|r| row(r, ".", "Q", " ")).collect(),
        Written::Matrix => (0..n).map(|r| format!("[{}]", row(r, "0", "1", ", "))).collect(),
        Written::ListFromZero => {
            vec![format!("[{}]", cols.iter().map(u32::to_string).collect::<Vec<_>>().join(", "))]
        }
        Written::ListFromOne => vec![cols.iter().map(|c| (c + 1).to_string()).collect::<Vec<_>>().join(" ")],
        Written::Pairs => vec![pairs("(", ")")],
        Written::NestedPairs => vec![pairs("[", "]")],
        Written::Squares => vec![
            cols.iter()
                .enumerate()
                .map(|(r, &c)| format!("{}{}", char::from(b'a' + c as u8), n - r))
                .collect::<Vec<_>>()
                .join(" "),
        ],
    }
}

/// A student's file: its text and the line (from 1) each answer starts on.
pub struct Sheet {
    pub text: String,
    pub lines: Vec<u64>,
}

/// The answers written one after another, each under a heading ("Solución k:") when
/// `headings`; boards always have a blank line or a heading between them.
pub fn sheet(written: Written, answers: &[Vec<u32>], headings: bool) -> Sheet {
    let mut text = String::new();
    let mut lines = Vec::new();
    let mut line = 1u64;
    for (k, cols) in answers.iter().enumerate() {
        let heading = headings || written == Written::DotBoards;
        if heading {
            text.push_str(&format!("Solución {}:\n", k + 1));
            line += 1;
        }
        lines.push(line);
        for l in answer_lines(written, cols) {
            text.push_str(&l);
            text.push('\n');
            line += 1;
        }
        if matches!(written, Written::Boards | Written::Matrix) {
            text.push('\n');
            line += 1;
        }
    }
    Sheet { text, lines }
}

/// What the reference expects of a file of answers for n.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Expected {
    pub valid: u64,
    pub invalid_lines: Vec<u64>,
    /// (line, line it repeats).
    pub duplicates: Vec<(u64, u64)>,
    pub missing: u64,
}

/// The brute-force reference: a valid answer is one of the oracle's solutions; for
/// `unique`, answers whose smallest image is the same repeat each other.
pub fn expected(n: usize, answers: &[Vec<u32>], lines: &[u64], unique: bool) -> Expected {
    let solutions = oracle_solutions(n, &[]);
    let class = |s: &Vec<u32>| if unique { oracle_images(s).into_iter().min().unwrap() } else { s.clone() };
    let all: usize = if unique {
        solutions.iter().map(class).collect::<std::collections::HashSet<_>>().len()
    } else {
        solutions.len()
    };
    let mut first: HashMap<Vec<u32>, u64> = HashMap::new();
    let mut e = Expected { valid: 0, invalid_lines: Vec::new(), duplicates: Vec::new(), missing: 0 };
    for (cols, &line) in answers.iter().zip(lines) {
        if !solutions.contains(cols) {
            e.invalid_lines.push(line);
            continue;
        }
        e.valid += 1;
        match first.get(&class(cols)) {
            Some(&earlier) => e.duplicates.push((line, earlier)),
            None => {
                first.insert(class(cols), line);
            }
        }
    }
    e.missing = (all - first.len()) as u64;
    e
}
