//! Small readings of one line's text: a number grouped by thousands, a chess square, a
//! solutions document's list, whether a line names a count.

/// The list of a solutions document's `"solutions"` field on this line, brackets included,
/// if the line holds it (`nqueens solve` writes the document on one line).
pub(super) fn solutions_field(text: &str) -> Option<&str> {
    let field = text.find("\"solutions\"")?;
    let start = field + text[field..].find('[')?;
    let mut depth = 0usize;
    for (i, c) in text[start..].char_indices() {
        match c {
            '[' => depth += 1,
            ']' => {
                depth -= 1;
                if depth == 0 {
                    return Some(&text[start..=start + i]);
                }
            }
            _ => {}
        }
    }
    None
}

/// `text` as one number grouped by thousands (one kind of separator, groups of three),
/// if it is one.
pub(super) fn grouped_number(text: &str) -> Option<u64> {
    let separator = text.chars().find(|c| !c.is_ascii_digit())?;
    let mut groups = text.split(separator);
    let first = groups.next()?;
    if first.is_empty() || first.len() > 3 || !first.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let mut value: u64 = first.parse().ok()?;
    for group in groups {
        if group.len() != 3 || !group.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        value = value.checked_mul(1000)?.checked_add(group.parse().ok()?)?;
    }
    Some(value)
}

/// `a8`, `h1`, `c10`: a file letter and a rank from 1. Upper case too (`A8`).
pub(super) fn chess_square(word: &str) -> Option<(u64, u64)> {
    let mut chars = word.chars();
    let file = chars.next()?.to_ascii_lowercase();
    let rank = chars.as_str();
    if !file.is_ascii_lowercase() || rank.is_empty() || !rank.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some((u64::from(file as u8 - b'a'), rank.parse().ok()?))
}

/// Whether a line with a number names what it counts: a count among other numbers.
pub(super) fn keyword(text: &str) -> bool {
    let lower = text.to_lowercase();
    ["sol", "total", "count", "cuent", "compt", "hay", "hi ha"].iter().any(|k| lower.contains(k))
}
