//! What the app remembers between runs (eframe persistence).

use crate::app::text::lang::Language;
use crate::board::Queen;
use crate::stream::Filter;
use serde::{Deserialize, Serialize};

/// The app's id: the window's app id, and the name of its data directory (settings and
/// saved counts).
pub(crate) const APP_ID: &str = "queenside";

/// Solutions held in memory by default: 10 million 8-byte rows is 80 MB; at n = 64, 640 MB.
pub(crate) const DEFAULT_CAP: u64 = 10_000_000;

/// The largest board the app shows. The library goes further (the command line reaches a
/// million), but a list of 10,000-column solutions is already 20 KB a row.
pub const MAX_APP_N: usize = 10_000;

/// Boards past 64 are solved one solution at a time (by completion or repair search, which
/// cannot list them all), so a search there always stops after a few: by default one.
pub const DEFAULT_WIDE_LIMIT: u64 = 1;
/// At most this many solutions of a wide board per search: 1,000 rows of 10,000 is 20 MB.
pub const MAX_WIDE_LIMIT: u64 = 1000;

/// The board and search options. Everything else the app holds is rebuilt at start.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Board size, 1..=MAX_APP_N.
    pub n: usize,
    /// Fixed queens in the order they were placed; they may attack each other (shown in red).
    pub fixed: Vec<Queen>,
    pub filter: Filter,
    /// Stop after this many solutions.
    pub limit: Option<u64>,
    /// Solutions kept in memory; past it the search keeps counting.
    pub cap: u64,
    /// Stop after this many solutions on boards past 64 (1..=MAX_WIDE_LIMIT).
    pub wide_limit: u64,
    /// The folder of the last file saved or opened, where the next dialog starts.
    pub last_dir: Option<std::path::PathBuf>,
    pub theme: Theme,
    /// Show on each square how many solutions go through it.
    pub hints: bool,
    /// How the list writes solutions (and Copy copies them). Settings saved before it
    /// existed load with the default, as every missing field does.
    pub notation: Notation,
    /// The language chosen in the app; `None` follows the system's, as settings saved
    /// before the choice existed do.
    pub language: Option<Language>,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            n: 8,
            fixed: Vec::new(),
            filter: Filter::All,
            limit: None,
            cap: DEFAULT_CAP,
            wide_limit: DEFAULT_WIDE_LIMIT,
            last_dir: None,
            theme: Default::default(),
            hints: false,
            notation: Notation::default(),
            language: None,
        }
    }
}

impl Settings {
    /// Repairs settings read from disk, which a person or an old version may have written.
    pub(crate) fn sanitized(mut self) -> Self {
        self.n = self.n.clamp(1, MAX_APP_N);
        self.retain_fitting();
        let mut seen = std::collections::HashSet::new();
        self.fixed.retain(|q| seen.insert(*q));
        self.limit = self.limit.filter(|&l| l > 0);
        self.cap = self.cap.max(1);
        self.wide_limit = self.wide_limit.clamp(1, MAX_WIDE_LIMIT);
        self
    }

    /// Drops the fixed queens that are off an `n`-wide board; returns them.
    pub(crate) fn retain_fitting(&mut self) -> Vec<Queen> {
        let n = self.n;
        let (kept, dropped) = self.fixed.iter().partition(|q| q.row < n && q.col < n);
        self.fixed = kept;
        dropped
    }

    /// The language the app speaks: the one chosen, or the system's. Unit tests take English
    /// for the system's, so none depends on the machine's locale.
    pub fn language(&self) -> Language {
        self.language.unwrap_or_else(|| if cfg!(test) { Language::English } else { Language::of_system() })
    }

    /// The fixed queen on a square, by index.
    pub(crate) fn fixed_at(&self, square: Queen) -> Option<usize> {
        self.fixed.iter().position(|&q| q == square)
    }
}

/// The app's colour scheme, chosen in the app and kept between runs.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Theme {
    #[default]
    Dark,
    Light,
}

/// How the list and the sheets write a solution: the library's, kept with the settings.
pub use crate::notation::Notation;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sanitizing_repairs_bad_values() {
        let s = Settings {
            n: 50_000,
            fixed: vec![Queen::new(1, 1), Queen::new(1, 1), Queen::new(70, 0), Queen::new(10_000, 0)],
            filter: Filter::Unique,
            limit: Some(0),
            cap: 0,
            wide_limit: 0,
            last_dir: None,
            theme: Default::default(),
            hints: true,
            notation: Notation::Squares,
            language: Some(Language::Catalan),
        }
        .sanitized();
        assert_eq!(s.n, MAX_APP_N);
        assert_eq!(s.fixed, vec![Queen::new(1, 1), Queen::new(70, 0)]);
        assert_eq!(s.limit, None);
        assert_eq!(s.cap, 1);
        assert_eq!(s.wide_limit, 1);
        let s = Settings { n: 0, wide_limit: u64::MAX, ..Settings::default() }.sanitized();
        assert_eq!((s.n, s.wide_limit), (1, MAX_WIDE_LIMIT));
    }

    #[test]
    fn missing_fields_take_defaults() {
        let s: Settings = serde_json::from_str(r#"{"n": 6}"#).unwrap();
        assert_eq!(s, Settings { n: 6, ..Settings::default() });
    }
}
