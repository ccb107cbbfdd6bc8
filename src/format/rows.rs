//! The `solutions` field read row by row: straight into the compact store when the board's
//! size came first (as nqueens writes it), else into one flat vector of columns; never a
//! vector per row.

use crate::store::SolutionStore;
use serde::Deserializer;
use serde::de::{self, DeserializeSeed, SeqAccess, Visitor};
use std::fmt;

/// The rows read, and what their shape says. Anything that is not a list of rows of column
/// numbers is noted, not refused, so that a foreign document is still recognised by its
/// `format` rather than by whichever field failed first.
#[derive(Default)]
pub(super) struct FlatRows {
    pub(super) kept: Kept,
    /// Rows in the list, kept or not.
    pub(super) rows: usize,
    /// Rows kept (the first [`FlatRowsSeed`]'s `keep`), whether or not they were good.
    pub(super) kept_rows: usize,
    pub(super) widths_differ: bool,
    /// Something other than a list of lists of column numbers was found.
    pub(super) malformed: bool,
}

/// Where the rows kept went.
pub(super) enum Kept {
    /// The size was not known when the list began: every column, one after another.
    Flat(Vec<u32>),
    /// Into the store of the size known then (`n` columns a row, one byte each up to 256
    /// columns): the rows up to the first that cannot be a solution, whose index is kept.
    Store { store: SolutionStore, first_bad: Option<usize>, wrong_width: bool },
}

impl Default for Kept {
    fn default() -> Self {
        Kept::Flat(Vec::new())
    }
}

impl FlatRows {
    fn malformed() -> Self {
        FlatRows { malformed: true, ..FlatRows::default() }
    }

    /// Takes in row `row` of the list, if it is to be kept.
    fn keep(&mut self, row: &[u32]) {
        let index = self.kept_rows;
        self.kept_rows += 1;
        match &mut self.kept {
            Kept::Flat(values) => values.extend_from_slice(row),
            Kept::Store { store, first_bad, wrong_width } => {
                let n = store.n();
                if row.len() != n {
                    *wrong_width = true;
                } else if first_bad.is_none() {
                    // A column the store cannot hold is no solution's: the rows after it
                    // are not needed to say which row is wrong first.
                    if row.iter().all(|&c| (c as usize) < n) {
                        store.push(row, None);
                    } else {
                        *first_bad = Some(index);
                    }
                }
            }
        }
    }
}
/// Visitor methods that accept any scalar as the given "not what we wanted" value.
macro_rules! accept_scalars {
    ($value:expr) => {
        fn visit_bool<E: de::Error>(self, _: bool) -> Result<Self::Value, E> {
            Ok($value)
        }
        fn visit_i64<E: de::Error>(self, _: i64) -> Result<Self::Value, E> {
            Ok($value)
        }
        fn visit_u64<E: de::Error>(self, _: u64) -> Result<Self::Value, E> {
            Ok($value)
        }
        fn visit_f64<E: de::Error>(self, _: f64) -> Result<Self::Value, E> {
            Ok($value)
        }
        fn visit_str<E: de::Error>(self, _: &str) -> Result<Self::Value, E> {
            Ok($value)
        }
        fn visit_unit<E: de::Error>(self) -> Result<Self::Value, E> {
            Ok($value)
        }
        fn visit_map<M: de::MapAccess<'de>>(self, mut map: M) -> Result<Self::Value, M::Error> {
            while map.next_entry::<de::IgnoredAny, de::IgnoredAny>()?.is_some() {}
            Ok($value)
        }
    };
}

/// Reads rows keeping the numbers of the first `keep` only: the rest are read, checked for
/// their shape and counted, then dropped, so memory follows `keep`, not the file. With the
/// board's size `n` known, each row kept goes straight into the compact store.
pub(super) struct FlatRowsSeed {
    pub(super) keep: usize,
    pub(super) n: Option<usize>,
}

impl<'de> DeserializeSeed<'de> for FlatRowsSeed {
    type Value = FlatRows;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<FlatRows, D::Error> {
        deserializer.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for FlatRowsSeed {
    type Value = FlatRows;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a list of solutions, each a list of columns")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<FlatRows, A::Error> {
        let kept = match self.n {
            Some(n) => Kept::Store { store: SolutionStore::new(n), first_bad: None, wrong_width: false },
            None => Kept::Flat(Vec::new()),
        };
        let mut rows = FlatRows { kept, ..FlatRows::default() };
        let mut width = None;
        let mut row = Vec::new();
        loop {
            row.clear();
            let Some(read) = seq.next_element_seed(RowSeed(&mut row))? else { break };
            match read {
                Some(len) => {
                    rows.rows += 1;
                    rows.widths_differ |= *width.get_or_insert(len) != len;
                    if rows.kept_rows < self.keep {
                        rows.keep(&row);
                    }
                }
                None => rows.malformed = true,
            }
        }
        Ok(rows)
    }

    accept_scalars!(FlatRows::malformed());
}

/// Appends one row's numbers to the vector and yields the row's length, or `None`
/// (appending nothing) if the row is not a list of column numbers.
struct RowSeed<'v>(&'v mut Vec<u32>);

impl<'de> DeserializeSeed<'de> for RowSeed<'_> {
    type Value = Option<usize>;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<Option<usize>, D::Error> {
        deserializer.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for RowSeed<'_> {
    type Value = Option<usize>;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a list of column numbers")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Option<usize>, A::Error> {
        let start = self.0.len();
        let mut numbers = true;
        while let Some(value) = seq.next_element::<serde_json::Value>()? {
            match value.as_u64().and_then(|c| u32::try_from(c).ok()) {
                Some(col) if numbers => self.0.push(col),
                _ => numbers = false,
            }
        }
        if !numbers {
            self.0.truncate(start);
            return Ok(None);
        }
        Ok(Some(self.0.len() - start))
    }

    accept_scalars!(None);
}
