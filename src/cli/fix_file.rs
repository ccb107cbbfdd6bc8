//! `--fix-file FILE`: fixed queens from a JSON list of `[row, col]` pairs.

use super::CliError;
use nqueens::board::Queen;
use nqueens::format::FileError;
use serde::de::{Deserializer, IgnoredAny, SeqAccess, Visitor};
use serde_json::Value;
use std::fmt;
use std::path::Path;

/// The most a fix-file may hold: room for a complete board of a million rows, pretty-printed
/// (about 35 bytes a queen), and a bound on what a wrong file (`/dev/zero`) can make us read.
const MAX_BYTES: u64 = 64 << 20;

/// The queens listed in the file at `path`.
pub fn read(path: &Path) -> Result<Vec<Queen>, CliError> {
    let cannot_read = |source| FileError::Read { path: path.to_owned(), source };
    let said = |what: String| CliError::Usage(format!("{}: {what}", path.display()));
    // A leading byte-order mark (Windows editors add one) is dropped there.
    let text = match nqueens::place_file::read_capped(path, MAX_BYTES) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::FileTooLarge => {
            return Err(said(format!(
                "the file is larger than {} MiB, more than a list of [row, col] pairs for the widest board",
                MAX_BYTES >> 20
            )));
        }
        Err(e) => return Err(cannot_read(e).into()),
    };
    let mut deserializer = serde_json::Deserializer::from_slice(&text);
    let listed = deserializer
        .deserialize_seq(ListVisitor)
        .and_then(|listed| deserializer.end().map(|()| listed))
        .map_err(|e| said(format!("not a JSON list of [row, col] pairs: {e}")))?;
    match listed.first_bad {
        None => Ok(listed.queens),
        Some((index, value)) => Err(said(format!(
            "item {} of the list, {value}, is not a fixed queen: a fixed queen is [row, col], two \
             whole numbers from 0, like [3, 4]",
            index + 1
        ))),
    }
}

/// The queens up to the first item that is not one, and that item.
struct Listed {
    queens: Vec<Queen>,
    first_bad: Option<(usize, Value)>,
}

struct ListVisitor;

impl<'de> Visitor<'de> for ListVisitor {
    type Value = Listed;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a list of [row, col] pairs")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Listed, A::Error> {
        let mut listed = Listed { queens: Vec::new(), first_bad: None };
        // One item at a time, so a million queens never exist as a million JSON values.
        while let Some(item) = seq.next_element::<Value>()? {
            match as_queen(&item) {
                Some(queen) => listed.queens.push(queen),
                None => {
                    listed.first_bad = Some((listed.queens.len(), item));
                    // The rest is read, not kept, so the list still has to be valid JSON.
                    while seq.next_element::<IgnoredAny>()?.is_some() {}
                    break;
                }
            }
        }
        Ok(listed)
    }
}

fn as_queen(item: &Value) -> Option<Queen> {
    let whole = |v: &Value| v.as_u64().and_then(|x| usize::try_from(x).ok());
    match item.as_array()?.as_slice() {
        [row, col] => Some(Queen::new(whole(row)?, whole(col)?)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn items_are_queens_only_as_two_whole_numbers() {
        assert_eq!(as_queen(&serde_json::json!([3, 4])), Some(Queen::new(3, 4)));
        for bad in [serde_json::json!([0, 0, 1]), serde_json::json!([1]), serde_json::json!([-1, 2])] {
            assert_eq!(as_queen(&bad), None, "{bad}");
        }
        assert_eq!(as_queen(&serde_json::json!([1.5, 2])), None);
        assert_eq!(as_queen(&serde_json::json!({"row": 1, "col": 2})), None);
    }
}
