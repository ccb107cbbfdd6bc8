//! Queenside: the n-queens puzzle as a library.
//!
//! Place n queens on an n×n board so that no two share a row, a column or a diagonal, some
//! of them fixed in advance. Rows and columns count from 0, row 0 at the top; a solution is
//! the list of its queens' columns, row by row.
//!
//! ```
//! use nqueens::{CancelFlag, Control, Found, Options, Problem, Progress, Queen};
//!
//! // The four solutions of the 6×6 board, in lexicographic order, handed to a sink that
//! // could stop the search by returning `Control::Stop`.
//! let six = Problem::empty(6).unwrap();
//! let mut solutions = Vec::new();
//! let options = Options { ordered: true, ..Options::default() };
//! let summary = nqueens::enumerate(&six, &options, &Progress::new(), &CancelFlag::new(), &mut |s: Found<'_>| {
//!     solutions.push(s.cols.to_vec());
//!     Control::Continue
//! });
//! assert!(summary.outcome.is_complete());
//! assert_eq!(solutions, [[1, 3, 5, 0, 2, 4], [2, 5, 1, 4, 0, 3], [3, 0, 4, 1, 5, 2], [4, 2, 0, 5, 3, 1]]);
//!
//! // Count the 8×8 board with a queen fixed in the corner, on every core.
//! let corner = Problem::new(8, vec![Queen::new(0, 0)]).unwrap();
//! let counts = nqueens::count(&corner, 0, &Progress::new(), &CancelFlag::new()).unwrap();
//! assert_eq!(counts.total, 4);
//!
//! // Two queens in the middle of the 4×4 board allow no solution: how many queens fit?
//! let crowded = Problem::new(4, vec![Queen::new(1, 1), Queen::new(3, 2)]).unwrap();
//! let most = nqueens::most_queens(&crowded, &Progress::new(), &CancelFlag::new(), &mut |_| {});
//! assert!(most.proven);
//! assert_eq!(most.queens.len(), 3);
//! ```
//!
//! The library never prints and opens no window: results go to the caller's sink, progress
//! to a [`Progress`] the caller may read from another thread, and a [`CancelFlag`] stops
//! any search. It draws only into files: [`picture`] turns a board, or a sheet of
//! solutions, into SVG, PNG or PDF (PNG and PDF with the `pictures` feature). The desktop
//! app (feature `gui`) and the command line (feature `cli`) are thin faces over it;
//! `default-features = false` builds the library alone.
#[cfg(feature = "gui")]
pub mod app;
pub mod board;
pub mod check;
pub mod checksum;
pub mod control;
pub mod count;
mod deliver;
pub mod document;
mod engine;
pub mod format;
pub mod hints;
mod kernel;
pub mod lab;
pub mod memory;
pub mod most_queens;
pub mod notation;
pub mod output;
pub mod picture;
pub mod place_file;
pub mod plan;
pub mod puzzle;
mod rng;
pub mod sample;
pub mod search;
mod sentences;
pub mod store;
pub mod stream;
pub mod symmetry;
#[doc(hidden)]
pub mod testing;
pub mod text;
pub mod wide;

pub use board::{MAX_N, MAX_WIDE_N, Problem, ProblemError, Queen};
pub use control::{CancelFlag, Control, Progress};
pub use count::{Counts, count};
pub use most_queens::{MostQueens, find as most_queens};
pub use search::enumerate;
pub use stream::{Filter, Found, Options, Outcome, Sink, Summary};
