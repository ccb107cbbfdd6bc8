//! What the app remembers between runs (eframe persistence).

use crate::board::{MAX_N, Queen};
use crate::search::Filter;
use serde::{Deserialize, Serialize};

/// Solutions held in memory by default: 10 million 8-byte rows is 80 MB; at n = 64, 640 MB.
pub const DEFAULT_CAP: u64 = 10_000_000;

/// The board and search options. Everything else the app holds is rebuilt at start.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Board size, 1..=MAX_N.
    pub n: usize,
    /// Fixed queens in the order they were placed; they may attack each other (shown in red).
    pub fixed: Vec<Queen>,
    pub filter: Filter,
    /// Stop after this many solutions.
    pub limit: Option<u64>,
    /// Solutions kept in memory; past it the search keeps counting.
    pub cap: u64,
}

impl Default for Settings {
    fn default() -> Self {
        Settings { n: 8, fixed: Vec::new(), filter: Filter::All, limit: None, cap: DEFAULT_CAP }
    }
}

impl Settings {
    /// Repairs settings read from disk, which a person or an old version may have written.
    pub fn sanitized(mut self) -> Self {
        self.n = self.n.clamp(1, MAX_N);
        self.retain_fitting();
        let mut seen = std::collections::HashSet::new();
        self.fixed.retain(|q| seen.insert(*q));
        self.limit = self.limit.filter(|&l| l > 0);
        self.cap = self.cap.max(1);
        self
    }

    /// Drops the fixed queens that are off an `n`-wide board; returns how many.
    pub fn retain_fitting(&mut self) -> usize {
        let before = self.fixed.len();
        let n = self.n;
        self.fixed.retain(|q| q.row < n && q.col < n);
        before - self.fixed.len()
    }

    /// The fixed queen on a square, by index.
    pub fn fixed_at(&self, square: Queen) -> Option<usize> {
        self.fixed.iter().position(|&q| q == square)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sanitizing_repairs_bad_values() {
        let s = Settings {
            n: 500,
            fixed: vec![Queen::new(1, 1), Queen::new(1, 1), Queen::new(70, 0)],
            filter: Filter::Unique,
            limit: Some(0),
            cap: 0,
        }
        .sanitized();
        assert_eq!(s.n, MAX_N);
        assert_eq!(s.fixed, vec![Queen::new(1, 1)]);
        assert_eq!(s.limit, None);
        assert_eq!(s.cap, 1);
    }

    #[test]
    fn missing_fields_take_defaults() {
        let s: Settings = serde_json::from_str(r#"{"n": 6}"#).unwrap();
        assert_eq!(s, Settings { n: 6, ..Settings::default() });
    }
}
