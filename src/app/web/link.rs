//! Links that open a board: `?n=8&fixed=a8,c7&filter=unique&view=watch`. Plain Rust, so the
//! parser is tested natively; the web build reads the page's query string with it, and its
//! Copy link button writes one with [`write`].
//!
//! Squares are in chess notation, as the app writes them ([`Queen::notation`]): files `a`..
//! up to 26 files, `27:` and on past that; ranks from 1 at the bottom.

use crate::app::settings::{MAX_APP_N, Settings};
use crate::board::{Attack, Problem, ProblemError, Queen};
use crate::stream::Filter;

/// The view a link opens besides the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum View {
    Watch,
    Hints,
    /// Play, on the puzzle whose givens are the link's queens.
    Play,
}

/// What a link asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Link {
    pub n: usize,
    pub fixed: Vec<Queen>,
    pub filter: Option<Filter>,
    pub view: Option<View>,
}

/// Why a link cannot open its board; the app says it above the empty 8×8 board, in the
/// link's own words (its squares as it wrote them: `a8`, `b7`). The English here is for
/// logs; the app words it through Fluent (`text::failure::link_error_text`).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LinkError {
    #[error("n = {0:?} is not a board size: it must be a number from 1 to {MAX_APP_N}")]
    Size(String),
    #[error("{square:?} is not a square of the {n}×{n} board")]
    Square { square: String, n: usize },
    #[error("{0} is given twice")]
    SameSquare(String),
    #[error("the queens on {a} and {b} attack each other along a {how}")]
    Attacking { a: String, b: String, how: Attack },
    #[error("filter = {0:?}: the filters are all and unique")]
    Filter(String),
    #[error("view = {0:?}: the views are watch, hints and play")]
    View(String),
    /// A puzzle's board is from 4 to 20 wide.
    #[error("puzzles are played on boards from 4 to 20 wide, not {0}")]
    PuzzleSize(usize),
    /// The queens of a puzzle link leave `ways` ways to finish the board (0, or 2 for two
    /// or more), where a puzzle leaves one.
    #[error("the queens leave {ways} ways to finish the board, where a puzzle leaves one")]
    NotAPuzzle { ways: u64 },
}

/// Reads a query string (`?n=8&fixed=a8,c7`, the `?` optional). `Ok(None)`: the link names
/// no board (no `n` and no `fixed`), so the app opens as it was left.
pub fn parse(query: &str) -> Result<Option<Link>, LinkError> {
    let query = query.strip_prefix('?').unwrap_or(query);
    let (mut n, mut fixed, mut filter, mut view) = (None, None, None, None);
    for pair in query.split('&').filter(|p| !p.is_empty()) {
        let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
        let value = unescape(value);
        match key {
            "n" => n = Some(value),
            "fixed" => fixed = Some(value),
            "filter" => filter = Some(value),
            "view" => view = Some(value),
            _ => {} // other parameters belong to whoever serves the page
        }
    }
    if n.is_none() && fixed.is_none() && filter.is_none() && view.is_none() {
        return Ok(None);
    }
    let n = match n {
        None => Settings::default().n,
        Some(text) => match text.trim().parse::<usize>() {
            Ok(n) if (1..=MAX_APP_N).contains(&n) => n,
            _ => return Err(LinkError::Size(text)),
        },
    };
    let mut queens = Vec::new();
    let mut written = Vec::new();
    for square in fixed.iter().flat_map(|f| f.split(',')).map(str::trim).filter(|s| !s.is_empty()) {
        let queen = square_at(square, n).ok_or_else(|| LinkError::Square { square: square.into(), n })?;
        queens.push(queen);
        written.push(square);
    }
    // Two queens on one square or on one line: the problem's own check finds them, and the
    // error names them as the link wrote them.
    let as_written = |q: Queen| {
        let i = queens.iter().position(|&p| p == q).expect("the check names the link's queens");
        written[i].to_owned()
    };
    match Problem::wide(n, queens.clone()) {
        Ok(_) => {}
        Err(ProblemError::SameSquare(q)) => return Err(LinkError::SameSquare(as_written(q))),
        Err(ProblemError::Attacking { a, b, how }) => {
            return Err(LinkError::Attacking { a: as_written(a), b: as_written(b), how });
        }
        // Sizes and squares were checked above, against a bound within the problem's.
        Err(ProblemError::SizeOutOfRange { .. }) => return Err(LinkError::Size(n.to_string())),
        Err(ProblemError::OffBoard { queen, .. }) => {
            return Err(LinkError::Square { square: as_written(queen), n });
        }
    }
    let filter = match filter.as_deref() {
        None => None,
        Some("all") => Some(Filter::All),
        Some("unique") => Some(Filter::Unique),
        Some(other) => return Err(LinkError::Filter(other.into())),
    };
    let view = match view.as_deref() {
        None => None,
        Some("watch") => Some(View::Watch),
        Some("hints") => Some(View::Hints),
        Some("play") => Some(View::Play),
        Some(other) => return Err(LinkError::View(other.into())),
    };
    if view == Some(View::Play) {
        puzzle_of(n, &queens)?;
    }
    Ok(Some(Link { n, fixed: queens, filter, view }))
}

/// The query string of a board (what Copy link puts after the page's address).
pub fn write(link: &Link) -> String {
    let mut out = format!("?n={}", link.n);
    if !link.fixed.is_empty() {
        let squares: Vec<String> = link.fixed.iter().map(|q| q.notation(link.n)).collect();
        out.push_str("&fixed=");
        out.push_str(&squares.join(","));
    }
    if link.filter == Some(Filter::Unique) {
        out.push_str("&filter=unique");
    }
    match link.view {
        Some(View::Watch) => out.push_str("&view=watch"),
        Some(View::Hints) => out.push_str("&view=hints"),
        Some(View::Play) => out.push_str("&view=play"),
        None => {}
    }
    out
}

/// The puzzle a `view=play` link's queens make: its givens.
pub fn puzzle_of(n: usize, givens: &[Queen]) -> Result<crate::puzzle::Puzzle, LinkError> {
    if !(crate::puzzle::MIN_PUZZLE_N..=crate::puzzle::MAX_PUZZLE_N).contains(&n) {
        return Err(LinkError::PuzzleSize(n));
    }
    crate::puzzle::from_givens(n, givens).map_err(|ways| LinkError::NotAPuzzle { ways })
}

/// A square in chess notation on an `n`-wide board: `a8` (n ≤ 26), `27:30` past that.
fn square_at(square: &str, n: usize) -> Option<Queen> {
    let (col, rank) = if n <= 26 {
        let file = square.chars().next()?.to_ascii_lowercase();
        let col = (file as usize).checked_sub('a' as usize).filter(|_| file.is_ascii_lowercase())?;
        (col, &square[1..])
    } else {
        let (file, rank) = square.split_once(':')?;
        (file.parse::<usize>().ok()?.checked_sub(1)?, rank)
    };
    let rank: usize = rank.parse().ok()?;
    (col < n && (1..=n).contains(&rank)).then(|| Queen::new(n - rank, col))
}

/// Undoes a query string's escapes (`%2C` for `,`, `+` for a space); bytes that do not
/// decode stay as they are, so the error shows what the link held.
fn unescape(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'%' if i + 3 <= bytes.len() => {
                let hex = std::str::from_utf8(&bytes[i + 1..i + 3]).ok();
                match hex.and_then(|h| u8::from_str_radix(h, 16).ok()) {
                    Some(byte) => {
                        out.push(byte);
                        i += 3;
                        continue;
                    }
                    None => out.push(b'%'),
                }
            }
            b'+' => out.push(b' '),
            byte => out.push(byte),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn link(query: &str) -> Link {
        parse(query).unwrap().unwrap()
    }

    #[test]
    fn a_link_opens_its_board_with_its_queens_fixed() {
        let l = link("?n=8&fixed=a8,c7");
        assert_eq!(l.n, 8);
        assert_eq!(l.fixed, vec![Queen::new(0, 0), Queen::new(1, 2)]);
        assert_eq!((l.filter, l.view), (None, None));
        let l = link("n=6&fixed=b6&filter=unique&view=hints");
        assert_eq!((l.n, l.fixed.clone()), (6, vec![Queen::new(0, 1)]));
        assert_eq!((l.filter, l.view), (Some(Filter::Unique), Some(View::Hints)));
        assert_eq!(link("?n=5&view=watch").view, Some(View::Watch));
        // Escaped commas, as some mail programs write them.
        assert_eq!(link("?n=8&fixed=a8%2Cc7").fixed.len(), 2);
    }

    #[test]
    fn no_board_in_the_link_leaves_the_app_as_it_was() {
        assert_eq!(parse(""), Ok(None));
        assert_eq!(parse("?"), Ok(None));
        assert_eq!(parse("?utm_source=mail"), Ok(None));
    }

    #[test]
    fn bad_links_say_what_is_wrong() {
        assert!(matches!(parse("?n=0"), Err(LinkError::Size(_))));
        assert!(matches!(parse("?n=eight"), Err(LinkError::Size(_))));
        assert!(matches!(parse("?n=10001"), Err(LinkError::Size(_))));
        assert!(matches!(parse("?n=8&fixed=i1"), Err(LinkError::Square { .. })));
        assert!(matches!(parse("?n=8&fixed=a9"), Err(LinkError::Square { .. })));
        assert!(matches!(parse("?n=8&fixed=a0"), Err(LinkError::Square { .. })));
        assert!(matches!(parse("?n=8&fixed=%"), Err(LinkError::Square { .. })));
        assert!(matches!(parse("?n=8&fixed=é1"), Err(LinkError::Square { .. })));
        // Queens that attack each other are named as the link wrote them.
        let attack = LinkError::Attacking { a: "a8".into(), b: "B7".into(), how: Attack::Diagonal };
        assert_eq!(parse("?n=8&fixed=a8,B7"), Err(attack));
        let attack = LinkError::Attacking { a: "c3".into(), b: "c5".into(), how: Attack::Column };
        assert_eq!(parse("?n=8&fixed=c3,h1,c5"), Err(attack));
        assert_eq!(parse("?n=8&fixed=a8,a8"), Err(LinkError::SameSquare("a8".into())));
        let attack = LinkError::Attacking { a: "27:30".into(), b: "1:30".into(), how: Attack::Row };
        assert_eq!(parse("?n=30&fixed=27:30,1:30"), Err(attack));
        assert!(matches!(parse("?n=8&filter=some"), Err(LinkError::Filter(_))));
        assert!(matches!(parse("?n=8&view=tree"), Err(LinkError::View(_))));
    }

    #[test]
    fn squares_past_z_are_numbered_files() {
        let l = link("?n=30&fixed=27:30");
        assert_eq!(l.fixed, vec![Queen::new(0, 26)]);
        assert!(parse("?n=30&fixed=31:1").is_err());
    }

    #[test]
    fn a_written_link_reads_back_as_the_same_board() {
        // Every square of several sizes, both filters and views: write then parse.
        for n in [1, 4, 8, 26, 27, 40] {
            for row in 0..n {
                let fixed = vec![Queen::new(row, (row * 7 + 3) % n)];
                for filter in [None, Some(Filter::Unique)] {
                    for view in [None, Some(View::Watch), Some(View::Hints)] {
                        let l = Link { n, fixed: fixed.clone(), filter, view };
                        assert_eq!(link(&write(&l)), l, "{}", write(&l));
                    }
                }
            }
        }
        let l = Link { n: 8, fixed: vec![Queen::new(0, 0), Queen::new(1, 2)], filter: None, view: None };
        assert_eq!(write(&l), "?n=8&fixed=a8,c7");
    }
}
