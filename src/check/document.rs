//! Queenside's own solutions document (what `nqueens solve` writes: one line of JSON that
//! holds every solution), read as a stream. Read as a line, all 14,772,512 solutions of
//! 16×16 would be one line of some 600 MB held at once; here each solution is handed over
//! as it is parsed, and only one is held.

use super::item::{Item, ReadError, Shape};
use crate::control::Control;
use serde::de::{self, DeserializeSeed, IgnoredAny, MapAccess, SeqAccess, Visitor};
use std::cell::Cell;
use std::fmt;
use std::io::{self, BufRead, Read};

/// Whether `input` starts with a solutions document, looked at without taking it from the
/// stream (the reader's buffer holds the first bytes).
pub(super) fn starts_one(input: &mut impl BufRead) -> io::Result<bool> {
    let head = input.fill_buf()?;
    let head = &head[..head.len().min(512)];
    let text: String = String::from_utf8_lossy(head).chars().filter(|c| !c.is_whitespace()).collect();
    let text = text.trim_start_matches('\u{feff}');
    Ok(text.starts_with('{') && text.contains("\"format\":\"nqueens-solutions\""))
}

/// Hands each solution of the document in `input` to `sink` as a list answer on the line it
/// ends on, until the end or until `sink` says stop; `numbers` is the buffer a solution is
/// read into. Returns the lines read.
pub(super) fn read(
    input: impl BufRead,
    numbers: &mut Vec<u64>,
    sink: &mut dyn FnMut(Item<'_>) -> Control,
) -> Result<u64, ReadError> {
    let newlines = Cell::new(0u64);
    let stopped = Cell::new(false);
    let mut counted = Counted { inner: input, newlines: &newlines };
    let mut parser = serde_json::Deserializer::from_reader(&mut counted);
    let document = Document { numbers, sink, newlines: &newlines, stopped: &stopped };
    let parsed = de::Deserializer::deserialize_map(&mut parser, document).and_then(|()| parser.end());
    let lines = newlines.get() + 1;
    match parsed {
        Ok(()) => Ok(lines),
        Err(_) if stopped.get() => Ok(lines),
        Err(e) if e.is_io() => Err(ReadError::Io { line: lines, source: e.into() }),
        Err(e) => Err(ReadError::Io { line: lines, source: io::Error::new(io::ErrorKind::InvalidData, e) }),
    }
}

/// A stream that counts the line ends it passes on.
struct Counted<'a, R> {
    inner: R,
    newlines: &'a Cell<u64>,
}

impl<R: Read> Read for Counted<'_, R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let read = self.inner.read(buf)?;
        let ends = buf[..read].iter().filter(|&&b| b == b'\n').count() as u64;
        self.newlines.set(self.newlines.get() + ends);
        Ok(read)
    }
}

/// The document: its `"solutions"` list read one solution at a time, every other field
/// passed over unkept.
struct Document<'a, 's> {
    numbers: &'a mut Vec<u64>,
    sink: &'a mut (dyn FnMut(Item<'_>) -> Control + 's),
    newlines: &'a Cell<u64>,
    stopped: &'a Cell<bool>,
}

impl<'de> Visitor<'de> for Document<'_, '_> {
    type Value = ();

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a Queenside solutions document")
    }

    fn visit_map<A: MapAccess<'de>>(mut self, mut map: A) -> Result<(), A::Error> {
        while let Some(key) = map.next_key::<String>()? {
            if key == "solutions" {
                map.next_value_seed(Solutions { document: &mut self })?;
            } else {
                map.next_value::<IgnoredAny>()?;
            }
        }
        Ok(())
    }
}

struct Solutions<'d, 'a, 's> {
    document: &'d mut Document<'a, 's>,
}

impl<'de> DeserializeSeed<'de> for Solutions<'_, '_, '_> {
    type Value = ();

    fn deserialize<D: de::Deserializer<'de>>(self, deserializer: D) -> Result<(), D::Error> {
        deserializer.deserialize_seq(self)
    }
}

impl<'de> Visitor<'de> for Solutions<'_, '_, '_> {
    type Value = ();

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a list of solutions")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
        let d = self.document;
        while seq.next_element_seed(Columns { numbers: d.numbers })?.is_some() {
            let line = d.newlines.get() + 1;
            if (d.sink)(Item::Answer(line, Shape::List(d.numbers))) == Control::Stop {
                d.stopped.set(true);
                return Err(de::Error::custom("stopped"));
            }
        }
        Ok(())
    }
}

/// One solution's columns, read into the reused buffer.
struct Columns<'a> {
    numbers: &'a mut Vec<u64>,
}

impl<'de> DeserializeSeed<'de> for Columns<'_> {
    type Value = ();

    fn deserialize<D: de::Deserializer<'de>>(self, deserializer: D) -> Result<(), D::Error> {
        deserializer.deserialize_seq(self)
    }
}

impl<'de> Visitor<'de> for Columns<'_> {
    type Value = ();

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a solution's columns")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
        self.numbers.clear();
        while let Some(col) = seq.next_element::<u64>()? {
            self.numbers.push(col);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each answer's line and columns.
    type Answers = Vec<(u64, Vec<u64>)>;

    fn answers(text: &str) -> (Answers, Result<u64, ReadError>) {
        let mut got = Vec::new();
        let mut numbers = Vec::new();
        let lines = read(text.as_bytes(), &mut numbers, &mut |item| {
            if let Item::Answer(line, Shape::List(cols)) = item {
                got.push((line, cols.to_vec()));
            }
            Control::Continue
        });
        (got, lines)
    }

    #[test]
    fn every_solution_is_handed_over_and_other_fields_pass() {
        let text = r#"{"format":"nqueens-solutions","version":1,"n":4,"fixed":[[0,1]],"solutions":[[1,3,0,2],[2,0,3,1]],"count":2}"#;
        assert!(starts_one(&mut text.as_bytes()).unwrap());
        let (got, lines) = answers(text);
        assert_eq!(got, [(1, vec![1, 3, 0, 2]), (1, vec![2, 0, 3, 1])]);
        assert_eq!(lines.unwrap(), 1);
        let pretty = "{\n \"format\": \"nqueens-solutions\",\n \"solutions\": [\n  [1, 3, 0, 2],\n  [2, 0, 3, 1]\n ]\n}\n";
        assert!(starts_one(&mut pretty.as_bytes()).unwrap());
        assert_eq!(answers(pretty).0, [(4, vec![1, 3, 0, 2]), (5, vec![2, 0, 3, 1])]);
    }

    #[test]
    fn other_text_is_not_taken_for_a_document_and_a_damaged_one_is_an_error() {
        for text in ["[1, 3, 0, 2]\n", "{0: 1, 1: 3}\n", "Solución 1: [1, 3, 0, 2]\n"] {
            assert!(!starts_one(&mut text.as_bytes()).unwrap(), "{text}");
        }
        let cut = r#"{"format":"nqueens-solutions","solutions":[[1,3,0,2],[2,0"#;
        let (got, lines) = answers(cut);
        assert_eq!(got.len(), 1);
        assert!(matches!(lines, Err(ReadError::Io { line: 1, .. })), "{lines:?}");
    }
}
