//! The `solutions` field read straight into one flat vector of columns.

use serde::de::{self, DeserializeSeed, SeqAccess, Visitor};
use serde::{Deserialize, Deserializer};
use std::fmt;

/// Rows of numbers read straight into one flat vector, never a vector per row. Anything
/// that is not such a list is noted, not refused, so that a foreign document is still
/// recognised by its `format` rather than by whichever field failed first.
#[derive(Default)]
pub(super) struct FlatRows {
    /// The numbers of the rows kept (the first [`FlatRowsSeed`]'s `keep`), one after another.
    pub(super) values: Vec<u32>,
    /// Rows in the list, kept or not.
    pub(super) rows: usize,
    /// Rows kept in `values`.
    pub(super) kept: usize,
    pub(super) widths_differ: bool,
    /// Something other than a list of lists of column numbers was found.
    pub(super) malformed: bool,
}

impl FlatRows {
    fn malformed() -> Self {
        FlatRows { malformed: true, ..FlatRows::default() }
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

impl<'de> Deserialize<'de> for FlatRows {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        FlatRowsSeed { keep: usize::MAX }.deserialize(deserializer)
    }
}

/// Reads rows keeping the numbers of the first `keep` only: the rest are read, checked for
/// their shape and counted, then dropped, so memory follows `keep`, not the file.
pub(super) struct FlatRowsSeed {
    pub(super) keep: usize,
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
        let mut rows = FlatRows::default();
        let mut width = None;
        let mut dropped = Vec::new();
        loop {
            let into = if rows.kept < self.keep { &mut rows.values } else { &mut dropped };
            let Some(row) = seq.next_element_seed(RowSeed(into))? else { break };
            match row {
                Some(len) => {
                    rows.rows += 1;
                    rows.widths_differ |= *width.get_or_insert(len) != len;
                    if rows.kept < self.keep {
                        rows.kept += 1;
                    }
                }
                None => rows.malformed = true,
            }
            dropped.clear();
        }
        Ok(rows)
    }

    accept_scalars!(FlatRows::malformed());
}

/// Appends one row's numbers to the flat vector and yields the row's length, or `None`
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
