//! The words printed on sheets, in the reader's language.
//!
//! They live in the Fluent files beside the app's (`assets/i18n/LANG/sheet.ftl`), so one
//! translation system and its tests hold every sentence; the library writes them itself
//! because the command line prints sheets too, without the app.

use crate::notation::Notation;
use crate::puzzle::Difficulty;
use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use std::fmt;

/// A language sheets are written in.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    #[default]
    En,
    Es,
    Ca,
}

impl Lang {
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Es, Lang::Ca];

    /// The language's code: `en`, `es` or `ca`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Es => "es",
            Lang::Ca => "ca",
        }
    }

    /// The language a code names (`es`, `ES`, `es-ES` …), if it is one of the three.
    pub fn from_code(code: &str) -> Option<Lang> {
        let main = code.split(['-', '_']).next().unwrap_or("").to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.code() == main)
    }

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

/// A value a sheet's message is given: a count (plural forms and exact numbers like Catalan's
/// "d'1" choose by it) or a text (a list of squares, a selector's key).
enum Arg {
    Count(u64),
    Text(String),
}

impl From<usize> for Arg {
    fn from(n: usize) -> Arg {
        Arg::Count(n as u64)
    }
}

impl From<&str> for Arg {
    fn from(text: &str) -> Arg {
        Arg::Text(text.to_owned())
    }
}

impl From<String> for Arg {
    fn from(text: String) -> Arg {
        Arg::Text(text)
    }
}

/// The sheet's messages, one function each (written by build.rs from `sheet.ftl`).
mod said {
    use super::{Arg, Lang, say};
    include!(concat!(env!("OUT_DIR"), "/sheet_messages.rs"));
}

thread_local! {
    // A bundle is not Sync (its memoizer): each thread that draws a sheet builds its own.
    static BUNDLES: Vec<FluentBundle<FluentResource>> = Lang::ALL.into_iter().map(bundle).collect();
}

fn bundle(lang: Lang) -> FluentBundle<FluentResource> {
    // build.rs parsed these same files and checked their ids and variables: they cannot fail.
    let tag = lang.code().parse().expect("a valid language tag");
    let mut bundle = FluentBundle::new(vec![tag]);
    let resource =
        FluentResource::try_new(said::SOURCES[lang as usize].to_owned()).expect("checked by build.rs");
    bundle.add_resource(resource).expect("no message twice (checked by build.rs)");
    // The marks that isolate a value's direction would print as boxes in the sheet's font.
    bundle.set_use_isolating(false);
    bundle
}

/// Message `id` in `lang` with its arguments.
fn say(lang: Lang, id: &str, args: Vec<(&'static str, Arg)>) -> String {
    let mut fluent_args = FluentArgs::new();
    for (name, arg) in args {
        let value = match arg {
            // Counts on a sheet stay far below 2^53, where f64 is exact.
            Arg::Count(n) => FluentValue::from(n as f64),
            Arg::Text(text) => FluentValue::from(text),
        };
        fluent_args.set(name, value);
    }
    BUNDLES.with(|bundles| {
        let bundle = &bundles[lang as usize];
        let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else { return id.to_owned() };
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors).into_owned();
        debug_assert!(errors.is_empty(), "{id} in {}: {errors:?}", lang.code());
        text
    })
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_name_their_language() {
        for lang in Lang::ALL {
            assert_eq!(Lang::from_code(lang.code()), Some(lang));
        }
        assert_eq!(Lang::from_code("es-ES"), Some(Lang::Es));
        assert_eq!(Lang::from_code("CA"), Some(Lang::Ca));
        assert_eq!(Lang::from_code("fr"), None);
    }

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
