//! The web build: the same app in a browser (`wasm32-unknown-unknown`, eframe's web
//! runner; `.ci/web.sh` builds `dist/`). What a browser does differently lives here: the
//! page's start and its links ([`link`]), jobs in Web Workers ([`workers`] on the page,
//! [`in_worker`] inside a worker, both speaking the jobs' one protocol,
//! `jobs::protocol`), files as the file picker and downloads, settings and a stopped
//! count's progress in the browser's storage.
//!
//! The link parser and the language choice are plain Rust, built and tested on every
//! target.

pub mod link;

#[cfg(target_arch = "wasm32")]
pub(crate) mod browser;
#[cfg(target_arch = "wasm32")]
pub(crate) mod files;
#[cfg(target_arch = "wasm32")]
mod in_worker;
#[cfg(target_arch = "wasm32")]
pub(crate) mod parts;
#[cfg(target_arch = "wasm32")]
mod start;
#[cfg(target_arch = "wasm32")]
pub(crate) mod workers;

use crate::app::settings::Settings;
use link::{Link, LinkError, View};

/// What a page's link does to the settings it starts from: its board, filter and hints; the
/// Watch it asks for. A bad link leaves the empty 8×8 board, and says why (the app's notice).
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
pub(crate) fn apply_link(settings: &mut Settings, query: &str) -> Result<Option<View>, LinkError> {
    match link::parse(query) {
        Ok(None) => Ok(None),
        Ok(Some(Link { n, fixed, filter, view })) => {
            settings.n = n;
            settings.fixed = fixed;
            if let Some(filter) = filter {
                settings.filter = filter;
            }
            if view == Some(View::Hints) {
                settings.hints = true;
            }
            Ok(view)
        }
        Err(e) => {
            settings.n = 8;
            settings.fixed.clear();
            Err(e)
        }
    }
}

/// The link of the puzzle played, after the page's `address`: its givens, for Play.
pub(crate) fn puzzle_link(address: &str, puzzle: &crate::puzzle::Puzzle) -> String {
    let link = Link { n: puzzle.n, fixed: puzzle.fixed.clone(), filter: None, view: Some(View::Play) };
    format!("{address}{}", link::write(&link))
}

/// The link of the board `settings` show, after the page's `address`.
pub(crate) fn link_of(address: &str, settings: &Settings, watching: bool) -> String {
    let view = if watching {
        Some(View::Watch)
    } else if settings.hints {
        Some(View::Hints)
    } else {
        None
    };
    let link = Link { n: settings.n, fixed: settings.fixed.clone(), filter: Some(settings.filter), view };
    format!("{address}{}", link::write(&link))
}

/// The Copy link button: the link of the board shown (after the page's `address`), on the
/// clipboard. Drawn by the web build only: a desktop window has no link.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
pub(crate) fn copy_link_button(
    ui: &mut eframe::egui::Ui,
    state: &crate::app::State,
    address: &str,
) -> Option<crate::app::Action> {
    use crate::app::text::lang::messages;
    let clicked = ui.button(messages::copy_link()).on_hover_text(messages::copy_link_explained()).clicked();
    clicked.then(|| {
        // A puzzle being played is sent as a puzzle; else the board shown.
        let text = match state.play.shown().filter(|_| state.play.open) {
            Some(game) => puzzle_link(address, &game.puzzle),
            None => link_of(address, &state.settings, state.watch_shown().is_some()),
        };
        crate::app::Action::Copy { what: messages::copied_link(), text }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::text::lang::Language;
    use crate::board::Queen;
    use crate::stream::Filter;

    #[test]
    fn the_first_language_the_app_speaks_wins() {
        assert_eq!(Language::first_spoken(["de-DE", "ca-ES", "es"]), Language::Catalan);
        assert_eq!(Language::first_spoken(["es-419", "en"]), Language::Spanish);
        assert_eq!(Language::first_spoken(["fr", "de"]), Language::English);
        assert_eq!(Language::first_spoken([]), Language::English);
    }

    #[test]
    fn a_link_sets_the_board_and_a_bad_one_the_empty_8x8_with_a_notice() {
        let mut settings = Settings { n: 5, fixed: vec![Queen::new(0, 0)], ..Settings::default() };
        assert_eq!(apply_link(&mut settings, ""), Ok(None));
        assert_eq!(settings.n, 5, "no board in the link: the app as it was left");
        let view = apply_link(&mut settings, "?n=6&fixed=b6&filter=unique&view=watch");
        assert_eq!(view, Ok(Some(View::Watch)));
        assert_eq!(
            (settings.n, settings.fixed.clone(), settings.filter),
            (6, vec![Queen::new(0, 1)], Filter::Unique)
        );
        for bad in ["?n=0", "?n=8&fixed=z9", "?n=8&fixed=a8,b7"] {
            let mut settings = Settings { n: 12, fixed: vec![Queen::new(3, 3)], ..Settings::default() };
            assert!(apply_link(&mut settings, bad).is_err(), "{bad}");
            assert_eq!((settings.n, settings.fixed.len()), (8, 0), "{bad}");
        }
    }

    #[test]
    fn a_bad_links_notice_names_its_squares_as_the_link_wrote_them_in_every_language() {
        use crate::app::text::lang::tests::in_language;
        use crate::app::text::said::Said;
        let bad = [
            ("?n=8&fixed=a8,B7", &["a8", "B7"][..]),
            ("?n=8&fixed=c3,h1,c5", &["c3", "c5"]),
            ("?n=8&fixed=d4,d4", &["d4"]),
            ("?n=8&fixed=i9", &["i9"]),
            ("?n=ocho", &["ocho"]),
            ("?n=8&filter=some", &["some"]),
            ("?n=8&view=tree", &["tree"]),
        ];
        for (query, squares) in bad {
            let e = apply_link(&mut Settings::default(), query).unwrap_err();
            let texts =
                Language::ALL.map(|language| in_language(language, || Said::BadLink(e.clone()).text()));
            for (language, text) in Language::ALL.iter().zip(&texts) {
                for square in squares {
                    assert!(text.contains(square), "{query} in {language:?}: {text}");
                }
                // The link's notation, never the rows and columns the check counts in.
                assert!(!text.contains("row ") && !text.contains("fila "), "{query} in {language:?}: {text}");
                if *language != Language::English {
                    let left = crate::testing::english_left(text, squares);
                    assert!(left.is_empty(), "{query} in {language:?}: {left:?} in {text}");
                }
            }
            assert!(texts[0] != texts[1] && texts[1] != texts[2], "{texts:?}");
        }
    }

    /// The page's words before the app loads (web/index.html's `WORDS`): one entry per
    /// language the app speaks, no other, each with the same words.
    #[test]
    fn the_page_speaks_the_apps_languages_before_the_app_loads() {
        let page = include_str!("../../../web/index.html");
        let table = page.split_once("const WORDS = {").expect("index.html has its WORDS table").1;
        let table = table.split_once("\n  };").expect("the table ends").0;
        // Each language: `    en: {`, its words `      loading: "…",` one a line.
        let mut langs: Vec<(String, Vec<String>)> = Vec::new();
        for line in table.lines() {
            let key = |indent: usize| {
                let rest = line.strip_prefix(&" ".repeat(indent))?;
                let (key, _) = rest.split_once(':')?;
                key.chars().all(|c| c.is_ascii_alphanumeric()).then(|| key.to_owned())
            };
            if let Some(lang) = key(4) {
                langs.push((lang, Vec::new()));
            } else if let (Some(word), Some((_, words))) = (key(6), langs.last_mut()) {
                words.push(word);
            }
        }
        let tags: Vec<&str> = langs.iter().map(|(lang, _)| lang.as_str()).collect();
        let mut app: Vec<&str> = Language::ALL.iter().map(|l| l.tag()).collect();
        let mut page_tags = tags.clone();
        app.sort_unstable();
        page_tags.sort_unstable();
        assert_eq!(page_tags, app, "the page's languages are the app's");
        let english = &langs.iter().find(|(lang, _)| lang == "en").unwrap().1;
        assert!(english.contains(&"loading".to_owned()), "{english:?}");
        for (lang, words) in &langs {
            assert_eq!(words, english, "{lang} has every word English has");
        }
    }

    #[test]
    fn a_puzzle_link_opens_its_puzzle_and_queens_that_are_none_say_so() {
        let puzzle = crate::puzzle::make(8, 1, None, 5).unwrap().remove(0);
        let link = puzzle_link("", &puzzle);
        assert!(link.ends_with("&view=play"), "{link}");
        let mut settings = Settings::default();
        assert_eq!(apply_link(&mut settings, &link), Ok(Some(View::Play)));
        assert_eq!(link::puzzle_of(settings.n, &settings.fixed), Ok(puzzle));
        // One queen leaves many ways to finish 8×8; one in the corner of 4×4, none.
        for (query, ways) in [("?n=8&fixed=a8&view=play", 2), ("?n=4&fixed=a4&view=play", 0)] {
            assert_eq!(
                apply_link(&mut Settings::default(), query),
                Err(LinkError::NotAPuzzle { ways }),
                "{query}"
            );
        }
        assert_eq!(apply_link(&mut Settings::default(), "?n=3&view=play"), Err(LinkError::PuzzleSize(3)));
    }

    #[test]
    fn copy_link_writes_the_board_shown() {
        let settings =
            Settings { n: 8, fixed: vec![Queen::new(0, 0), Queen::new(1, 2)], ..Settings::default() };
        assert_eq!(link_of("https://x.test/q/", &settings, false), "https://x.test/q/?n=8&fixed=a8,c7");
        let mut back = Settings::default();
        assert_eq!(apply_link(&mut back, "?n=8&fixed=a8,c7"), Ok(None));
        assert_eq!(back.fixed, settings.fixed);
        let hints = Settings { hints: true, filter: Filter::Unique, ..Settings::default() };
        assert_eq!(link_of("", &hints, false), "?n=8&filter=unique&view=hints");
        assert_eq!(link_of("", &hints, true), "?n=8&filter=unique&view=watch");
    }
}
