//! Queenside: the n-queens puzzle as a library.
//!
//! The solver, symmetry and file-format modules never touch the GUI; the desktop app
//! (feature `gui`) and the command line are thin layers over them.
#[cfg(feature = "gui")]
pub mod app;
pub mod board;
pub mod control;
pub mod count;
mod engine;
pub mod format;
pub mod hints;
mod kernel;
pub mod most_queens;
pub mod output;
pub mod placement;
pub mod plan;
mod rng;
pub mod sample;
pub mod search;
pub mod store;
pub mod stream;
pub mod symmetry;
pub mod trace;
pub mod wide;
