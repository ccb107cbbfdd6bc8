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
mod start;
#[cfg(target_arch = "wasm32")]
pub(crate) mod workers;

use crate::app::settings::Settings;
use link::{Link, View};

/// What a page's link does to the settings it starts from: its board, filter and hints; the
/// Watch it asks for. A bad link leaves the empty 8×8 board, and the notice that says why.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
pub(crate) fn apply_link(settings: &mut Settings, query: &str) -> (Option<View>, Option<String>) {
    match link::parse(query) {
        Ok(None) => (None, None),
        Ok(Some(Link { n, fixed, filter, view })) => {
            settings.n = n;
            settings.fixed = fixed;
            if let Some(filter) = filter {
                settings.filter = filter;
            }
            if view == Some(View::Hints) {
                settings.hints = true;
            }
            (view, None)
        }
        Err(e) => {
            settings.n = 8;
            settings.fixed.clear();
            (None, Some(crate::app::text::lang::messages::bad_link(e.to_string())))
        }
    }
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
        let text = link_of(address, &state.settings, state.watch_shown().is_some());
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
        assert_eq!(apply_link(&mut settings, ""), (None, None));
        assert_eq!(settings.n, 5, "no board in the link: the app as it was left");
        let (view, notice) = apply_link(&mut settings, "?n=6&fixed=b6&filter=unique&view=watch");
        assert_eq!((view, notice), (Some(View::Watch), None));
        assert_eq!(
            (settings.n, settings.fixed.clone(), settings.filter),
            (6, vec![Queen::new(0, 1)], Filter::Unique)
        );
        for bad in ["?n=0", "?n=8&fixed=z9", "?n=8&fixed=a8,b7"] {
            let mut settings = Settings { n: 12, fixed: vec![Queen::new(3, 3)], ..Settings::default() };
            let (view, notice) = apply_link(&mut settings, bad);
            assert_eq!(view, None);
            assert!(notice.is_some_and(|n| n.contains("cannot open its board")), "{bad}");
            assert_eq!((settings.n, settings.fixed.len()), (8, 0), "{bad}");
        }
    }

    #[test]
    fn copy_link_writes_the_board_shown() {
        let settings =
            Settings { n: 8, fixed: vec![Queen::new(0, 0), Queen::new(1, 2)], ..Settings::default() };
        assert_eq!(link_of("https://x.test/q/", &settings, false), "https://x.test/q/?n=8&fixed=a8,c7");
        let mut back = Settings::default();
        apply_link(&mut back, "?n=8&fixed=a8,c7");
        assert_eq!(back.fixed, settings.fixed);
        let hints = Settings { hints: true, filter: Filter::Unique, ..Settings::default() };
        assert_eq!(link_of("", &hints, false), "?n=8&filter=unique&view=hints");
        assert_eq!(link_of("", &hints, true), "?n=8&filter=unique&view=watch");
    }
}
