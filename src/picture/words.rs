//! The words printed on sheets, in the reader's language.
//!
//! They live in the Fluent files beside the app's (`assets/i18n/LANG/sheet.ftl`), so one
//! translation system and its tests hold every sentence; the library writes them itself
//! because the command line prints sheets too, without the app.

use crate::notation::Notation;
use crate::puzzle::Difficulty;
pub use crate::sentences::Lang;

/// The sheet's words: `Lang` is the library's language (`crate::sentences`).
impl Lang {
    /// "Page 1 of 3".
    pub fn page(self, page: usize, of: usize) -> String {
        said::sheet_page(self, page, of)
    }

    /// A solution sheet's first line.
    pub fn solutions_title(self, n: usize) -> String {
        said::sheet_solutions_title(self, n)
    }

    /// The line that lists the fixed queens (`listed` empty: none).
    pub fn fixed_queens(self, listed: &[String]) -> String {
        match listed.is_empty() {
            true => said::sheet_fixed_none(self),
            false => said::sheet_fixed_listed(self, listed.join(", ")),
        }
    }

    /// The line that says which solutions the sheet shows and how its captions read.
    pub fn filter_line(self, unique: bool, count: usize, complete: bool, notation: Notation) -> String {
        let which = if unique { "unique" } else { "all" };
        let whole = if complete { "complete" } else { "partial" };
        let how = match notation {
            Notation::FromZero => said::sheet_captions_from_zero(self),
            Notation::FromOne => said::sheet_captions_from_one(self),
            Notation::Squares => said::sheet_captions_squares(self),
            Notation::Pairs => said::sheet_captions_pairs(self),
        };
        // Two whole sentences, each written by its own message.
        format!("{} {how}", said::sheet_filter(self, count, which, whole))
    }

    /// What a board's caption says past the width where columns are listed.
    pub fn too_wide_caption(self, number: usize, n: usize) -> String {
        said::sheet_too_wide_caption(self, n, number)
    }

    /// "No solutions."
    pub fn no_solutions(self) -> String {
        said::sheet_no_solutions(self)
    }

    /// A puzzle sheet's first line.
    pub fn puzzles_title(self, n: usize) -> String {
        said::sheet_puzzles_title(self, n)
    }

    /// What the student is to do.
    pub fn puzzles_task(self) -> String {
        said::sheet_puzzles_task(self)
    }

    /// A puzzle's caption: "Puzzle 3 (easy)".
    pub fn puzzle_caption(self, number: usize, d: Difficulty) -> String {
        let grade = match d {
            Difficulty::Easy => "easy",
            Difficulty::Medium => "medium",
            Difficulty::Hard => "hard",
        };
        said::sheet_puzzle_caption(self, grade, number)
    }

    /// The answers page's title.
    pub fn answers_title(self) -> String {
        said::sheet_answers_title(self)
    }

    /// An answer's caption: "Answer to puzzle 3".
    pub fn answer_caption(self, number: usize) -> String {
        said::sheet_answer_caption(self, number)
    }
}

/// The sheet's messages, one function each (written by build.rs from `sheet.ftl`).
mod said {
    use crate::sentences::{Arg, Lang, Numbers};
    /// A sheet writes its numbers (pages, boards, counts) as digits alone.
    const NUMBERS: Numbers = Numbers::Plain;
    include!(concat!(env!("OUT_DIR"), "/sheet_messages.rs"));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_language_has_its_own_words() {
        let pages: Vec<String> = Lang::ALL.iter().map(|l| l.page(1, 2)).collect();
        assert_eq!(Lang::En.puzzle_caption(3, Difficulty::Easy), "Puzzle 3 (easy)");
        assert_eq!(Lang::Es.puzzle_caption(3, Difficulty::Hard), "Problema 3 (difícil)");
        assert_eq!(pages, ["Page 1 of 2", "Página 1 de 2", "Pàgina 1 de 2"]);
        assert_eq!(Lang::Es.fixed_queens(&[]), "Reinas fijas: ninguna.");
        assert!(Lang::Ca.puzzles_task().contains("reines fixes"));
    }

    /// Catalan elides before 1 and 11, which every one-page sheet and every 11×11 board
    /// would show ("Pàgina 1 de 1", "tauler de 11×11"); the task speaks to the student as vós.
    #[test]
    fn catalan_sheets_elide_and_say_vos() {
        assert_eq!(Lang::Ca.page(1, 1), "Pàgina 1 d'1");
        assert_eq!(Lang::Ca.page(3, 11), "Pàgina 3 d'11");
        assert_eq!(Lang::Ca.page(1, 12), "Pàgina 1 de 12");
        assert!(!Lang::Ca.solutions_title(11).contains("de 11"), "{}", Lang::Ca.solutions_title(11));
        assert!(!Lang::Ca.puzzles_title(11).contains("de 11"), "{}", Lang::Ca.puzzles_title(11));
        assert!(Lang::Ca.puzzles_task().starts_with("Col·loqueu"), "{}", Lang::Ca.puzzles_task());
    }
}
