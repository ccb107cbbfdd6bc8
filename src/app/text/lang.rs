//! The app's languages. Sentences come from Fluent files (`assets/i18n/LANG/*.ftl`, one
//! file per part of the app, built into the binary); `build.rs` writes one function per message (`messages`), so a
//! view asks for `messages::solutions_found(count)` and never for a string id. Numbers are
//! written as each language writes them (CLDR's separators, through ICU4X): 14,772,512 in
//! English, 14.772.512 in Spanish and Catalan. The language is one setting for the whole
//! app, read on every thread; each thread keeps its own bundles, built on first use.

use fluent_bundle::types::{FluentNumber, FluentType};
use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use icu_decimal::DecimalFormatter;
use icu_decimal::input::Decimal;
use serde::{Deserialize, Serialize};
use std::borrow::Cow;
use std::sync::atomic::{AtomicU8, Ordering};
use writeable::Writeable;

/// A language the app speaks.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Language {
    #[default]
    English,
    Spanish,
    Catalan,
}

impl Language {
    pub const ALL: [Language; 3] = [Language::English, Language::Spanish, Language::Catalan];

    /// The BCP 47 tag: also the folder of its Fluent file.
    pub fn tag(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::Spanish => "es",
            Language::Catalan => "ca",
        }
    }

    /// The language's own name: a person finds their language by it whatever is shown.
    pub fn name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::Spanish => "Español",
            Language::Catalan => "Català",
        }
    }

    /// The language of a locale name as systems write it (`es-ES`, `ca_ES.UTF-8`,
    /// `ca-ES-valencia`, `en`): English for any language the app does not speak.
    pub fn of_locale(name: &str) -> Language {
        let lang = name.split(['-', '_', '.', '@']).next().unwrap_or_default().to_ascii_lowercase();
        Language::ALL.into_iter().find(|l| l.tag() == lang).unwrap_or_default()
    }

    /// The first of `tags` (BCP 47, in the person's order of preference, as a browser lists
    /// them) that the app speaks; English if none.
    pub fn first_spoken<'a>(tags: impl IntoIterator<Item = &'a str>) -> Language {
        tags.into_iter()
            .find_map(|tag| {
                let lang = tag.split(['-', '_']).next().unwrap_or_default().to_ascii_lowercase();
                Language::ALL.into_iter().find(|l| l.tag() == lang)
            })
            .unwrap_or_default()
    }

    /// The system's language (the user's locale on Linux, Windows and macOS), read once:
    /// the side panel names it every frame while the setting follows the system.
    pub fn of_system() -> Language {
        static SYSTEM: std::sync::OnceLock<Language> = std::sync::OnceLock::new();
        // A browser lists the person's languages in order: the first the app speaks.
        #[cfg(target_arch = "wasm32")]
        return *SYSTEM.get_or_init(|| {
            let Some(navigator) = web_sys::window().map(|w| w.navigator()) else {
                return Language::default();
            };
            let mut tags: Vec<String> = navigator.languages().iter().filter_map(|v| v.as_string()).collect();
            tags.extend(navigator.language());
            Language::first_spoken(tags.iter().map(String::as_str))
        });
        #[cfg(not(target_arch = "wasm32"))]
        *SYSTEM.get_or_init(|| {
            sys_locale::get_locale().map(|name| Language::of_locale(&name)).unwrap_or_default()
        })
    }

    fn index(self) -> usize {
        self as usize
    }
}

static CURRENT: AtomicU8 = AtomicU8::new(0);

/// The language every message and number is written in from now on, on every thread.
pub fn set(language: Language) {
    CURRENT.store(language as u8, Ordering::Relaxed);
    // The page says which language it is in (screen readers, the browser's offer to
    // translate): index.html set it from the browser's languages, the app's setting may differ.
    #[cfg(target_arch = "wasm32")]
    if let Some(root) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.document_element()) {
        let _ = root.set_attribute("lang", language.tag());
    }
}

/// The language messages are written in now.
pub fn current() -> Language {
    #[cfg(test)]
    if let Some(language) = THIS_THREAD.get() {
        return language;
    }
    Language::ALL[usize::from(CURRENT.load(Ordering::Relaxed))]
}

#[cfg(test)]
thread_local! {
    /// A unit test's language, for its thread alone: the process's language stays English,
    /// so tests switching languages do not change what tests beside them read.
    static THIS_THREAD: std::cell::Cell<Option<Language>> = const { std::cell::Cell::new(None) };
}

/// A value a message is given: a count (plural forms choose by it) or a text.
#[derive(Debug, Clone, PartialEq)]
pub enum Arg {
    Count(u64),
    Text(String),
}

macro_rules! count_from {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Count(n as u64)
            }
        }
    )*};
}
count_from!(u64, usize, u32, u16, u8);

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

impl From<&String> for Arg {
    fn from(text: &String) -> Arg {
        Arg::Text(text.clone())
    }
}

/// The messages, one function each (written by build.rs).
pub(crate) mod messages {
    use super::{Arg, format};
    include!(concat!(env!("OUT_DIR"), "/messages.rs"));
}

/// Message `id` in the current language with its arguments, for the words found by a name
/// at run time (a search's, in `searches.ftl`: `watch-code-tabu-3`); everything else has a
/// typed function in [`messages`]. An id no language has comes back as itself.
pub(crate) fn by_id(id: &str, args: Vec<(&'static str, Arg)>) -> String {
    format(id, args)
}

/// Whether `language` has message `id` (the test that every search has its words asks).
#[cfg(test)]
pub(crate) fn has_message(language: Language, id: &str) -> bool {
    BUNDLES.with(|bundles| bundles[language.index()].has_message(id))
}

/// Fluent's numbers are f64: whole numbers up to 2^53 go through them exactly (and choose
/// plural forms); larger counts are shown through [`Big`] and take the default form.
const EXACT_IN_F64: u64 = 1 << 53;

/// Writes message `id` in the current language with its arguments.
fn format(id: &str, args: Vec<(&'static str, Arg)>) -> String {
    let language = current();
    let mut fluent_args = FluentArgs::new();
    for (name, arg) in args {
        let value = match arg {
            Arg::Count(n) if n <= EXACT_IN_F64 => FluentValue::Number(FluentNumber::from(n as f64)),
            Arg::Count(n) => FluentValue::Custom(Box::new(Big { value: n, language })),
            Arg::Text(text) => FluentValue::from(text),
        };
        fluent_args.set(name, value);
    }
    BUNDLES.with(|bundles| {
        let bundle = &bundles[language.index()];
        // build.rs checked that every language has every message.
        let message = bundle.get_message(id).and_then(|m| m.value());
        let Some(pattern) = message else { return id.to_owned() };
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors).into_owned();
        debug_assert!(errors.is_empty(), "{id} in {}: {errors:?}", language.tag());
        text
    })
}

thread_local! {
    static BUNDLES: Vec<FluentBundle<FluentResource>> = Language::ALL.into_iter().map(bundle).collect();
    static FORMATTERS: Vec<DecimalFormatter> = Language::ALL.into_iter().map(formatter).collect();
}

fn bundle(language: Language) -> FluentBundle<FluentResource> {
    let mut bundle = crate::sentences::bundle_of(language.tag(), messages::SOURCES[language as usize]);
    bundle.set_formatter(Some(match language {
        Language::English => |v, _| number_in(Language::English, v),
        Language::Spanish => |v, _| number_in(Language::Spanish, v),
        Language::Catalan => |v, _| number_in(Language::Catalan, v),
    }));
    bundle
}

fn formatter(language: Language) -> DecimalFormatter {
    let locale: icu_locale_core::Locale = language.tag().parse().expect("a valid language tag");
    DecimalFormatter::try_new(locale.into(), Default::default())
        .expect("the compiled data holds en, es and ca")
}

/// A whole number as Fluent hands it to the formatter, written in `language`.
fn number_in(language: Language, value: &FluentValue) -> Option<String> {
    match value {
        FluentValue::Number(n) if n.value.fract() == 0.0 && n.value.abs() <= EXACT_IN_F64 as f64 => {
            Some(write_in(language, Decimal::from(n.value as i64)))
        }
        _ => None,
    }
}

fn write_in(language: Language, decimal: Decimal) -> String {
    FORMATTERS.with(|f| f[language.index()].format(&decimal).write_to_string().into_owned())
}

/// `decimal` in the current language, through CLDR's separators: the one number writer
/// under [`crate::app::text::numbers::thousands`] and [`decimal`].
pub(crate) fn write(decimal: Decimal) -> String {
    write_in(current(), decimal)
}

/// `x` rounded to `digits` decimals in the current language: 2.25 or 2,25.
pub fn decimal(x: f64, digits: u8) -> String {
    let scaled = (x * 10f64.powi(i32::from(digits))).round();
    let mut decimal = Decimal::from(scaled as i128);
    decimal.multiply_pow10(-i16::from(digits));
    write(decimal)
}

/// The current language's group separator and decimal mark, as `numbers::thousands` and
/// [`decimal`] write them: `(',', '.')` in English, `('.', ',')` in Spanish and Catalan.
pub fn separators() -> (char, char) {
    let mark = |text: String| text.chars().find(|c| !c.is_ascii_digit()).unwrap_or('.');
    (mark(write(Decimal::from(1000))), mark(decimal(0.5, 1)))
}

/// A count too large for Fluent's f64, written exactly.
#[derive(Debug, Clone, PartialEq)]
struct Big {
    value: u64,
    language: Language,
}

impl FluentType for Big {
    fn duplicate(&self) -> Box<dyn FluentType + Send> {
        Box::new(self.clone())
    }

    fn as_string(&self, _: &intl_memoizer::IntlLangMemoizer) -> Cow<'static, str> {
        write_in(self.language, Decimal::from(self.value)).into()
    }

    fn as_string_threadsafe(&self, _: &intl_memoizer::concurrent::IntlLangMemoizer) -> Cow<'static, str> {
        write_in(self.language, Decimal::from(self.value)).into()
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// Runs `f` with `language` as this thread's (see [`THIS_THREAD`]).
    pub(crate) fn in_language<T>(language: Language, f: impl FnOnce() -> T) -> T {
        THIS_THREAD.set(Some(language));
        let out = f();
        THIS_THREAD.set(None);
        out
    }

    #[test]
    fn numbers_are_written_as_each_language_writes_them() {
        let cases = [
            (Language::English, "14,772,512"),
            (Language::Spanish, "14.772.512"),
            (Language::Catalan, "14.772.512"),
        ];
        for (language, expected) in cases {
            assert_eq!(
                in_language(language, || write(Decimal::from(14_772_512u64))),
                expected,
                "{language:?}"
            );
        }
        assert_eq!(in_language(Language::English, || decimal(2.25, 1)), "2.3");
        assert_eq!(in_language(Language::Spanish, || decimal(2.2, 1)), "2,2");
        assert_eq!(in_language(Language::Catalan, || decimal(0.905, 3)), "0,905");
    }

    #[test]
    fn plural_forms_follow_each_languages_rules() {
        let expected = [
            (Language::English, ["0 solutions", "1 solution", "2 solutions", "5 solutions"]),
            (Language::Spanish, ["0 soluciones", "1 solución", "2 soluciones", "5 soluciones"]),
            (Language::Catalan, ["0 solucions", "1 solució", "2 solucions", "5 solucions"]),
        ];
        for (language, forms) in expected {
            let written = in_language(language, || [0u64, 1, 2, 5].map(messages::solutions_count));
            assert_eq!(written, forms, "{language:?}");
        }
    }

    #[test]
    fn the_apps_messages_take_each_languages_plural_forms() {
        let expected = [
            (
                Language::English,
                ["0 days", "1 day", "2 days", "5 days"],
                ["clear 0 fixed queens", "clear 1 fixed queen"],
            ),
            (
                Language::Spanish,
                ["0 días", "1 día", "2 días", "5 días"],
                ["quitar 0 reinas fijas", "quitar 1 reina fija"],
            ),
            (
                Language::Catalan,
                ["0 dies", "1 dia", "2 dies", "5 dies"],
                ["treure 0 reines fixes", "treure 1 reina fixa"],
            ),
        ];
        for (language, days, clear) in expected {
            let written = in_language(language, || [0u64, 1, 2, 5].map(messages::duration_days));
            assert_eq!(written, days, "{language:?}");
            let written = in_language(language, || [0u64, 1].map(messages::undo_clear));
            assert_eq!(written, clear, "{language:?}");
            // 2 and 5 take the same form as 0 in all three.
            let keep = in_language(language, || [0u64, 1, 2, 5].map(messages::hints_keep));
            assert_ne!(keep[1], keep[2], "{language:?}: {keep:?}");
            assert_eq!(keep[2].replacen('2', "5", 1), keep[3], "{language:?}");
            assert_eq!(keep[0].replacen('0', "5", 1), keep[3], "{language:?}");
        }
        let one = in_language(Language::Spanish, || messages::hints_keep(1u64));
        assert_eq!(one, "1 solución contiene estas reinas.");
        let many = in_language(Language::Catalan, || messages::hints_keep(14_772_512u64));
        assert_eq!(many, "14.772.512 solucions contenen aquestes reines.");
    }

    #[test]
    fn counts_past_what_f64_holds_are_written_exactly() {
        // n = 27's published total, 234,907,967,154,122,528, is past 2^53.
        let n27 = 234_907_967_154_122_528u64;
        assert_eq!(
            in_language(Language::English, || messages::solutions_count(n27)),
            "234,907,967,154,122,528 solutions"
        );
        assert_eq!(
            in_language(Language::Catalan, || messages::solutions_count(n27)),
            "234.907.967.154.122.528 solucions"
        );
        // Fluent's plural rules (an older CLDR) have no "many" form for Spanish and Catalan
        // millions ("1.000.000 de soluciones"): they take the other form.
        let million = in_language(Language::Spanish, || messages::solutions_count(1_000_000u64));
        assert_eq!(million, "1.000.000 soluciones");
    }

    #[test]
    fn every_message_is_written_in_every_language_without_error() {
        // build.rs checked the ids and variables; this checks Fluent can write each one
        // (a select with no default, a function that does not exist, …) with any value.
        for language in Language::ALL {
            BUNDLES.with(|bundles| {
                let bundle = &bundles[language.index()];
                for (id, vars) in messages::ALL {
                    let pattern = bundle.get_message(id).and_then(|m| m.value()).unwrap();
                    let mut args = FluentArgs::new();
                    for name in *vars {
                        args.set(*name, 3);
                    }
                    let mut errors = Vec::new();
                    bundle.format_pattern(pattern, Some(&args), &mut errors);
                    assert!(errors.is_empty(), "{id} in {}: {errors:?}", language.tag());
                }
            });
        }
    }

    /// Every message of every language, written with each number it takes set to `number`
    /// and each text to `x`.
    pub(crate) fn every_message_with(language: Language, number: u32) -> Vec<(&'static str, String)> {
        // The variables that hold a number (the others hold words, squares, paths).
        const NUMBERS: &[&str] = &[
            "backtracks",
            "boards",
            "cap",
            "checks",
            "columns",
            "copied",
            "cores",
            "correct",
            "count",
            "depth",
            "done",
            "expected",
            "files",
            "first-line",
            "fitness",
            "fixed",
            "found",
            "generation",
            "given",
            "h",
            "height",
            "id",
            "left",
            "length",
            "line",
            "listed",
            "max",
            "more",
            "most",
            "n",
            "nodes",
            "number",
            "old",
            "page",
            "pages",
            "pairs",
            "percent",
            "placed",
            "rank",
            "read",
            "refused",
            "restart",
            "row",
            "rows",
            "saved",
            "shown",
            "size",
            "small",
            "steps",
            "total",
            "unique",
            "unreadable",
            "valid",
            "whole",
            "width",
            "wrong",
            "years",
        ];
        BUNDLES.with(|bundles| {
            let bundle = &bundles[language.index()];
            messages::ALL
                .iter()
                .map(|(id, vars)| {
                    let pattern = bundle.get_message(id).and_then(|m| m.value()).unwrap();
                    let mut args = FluentArgs::new();
                    for name in *vars {
                        match NUMBERS.contains(name) {
                            true => args.set(*name, number),
                            false => args.set(*name, "x"),
                        }
                    }
                    (*id, bundle.format_pattern(pattern, Some(&args), &mut Vec::new()).into_owned())
                })
                .collect()
        })
    }

    #[test]
    fn locale_names_as_systems_write_them() {
        let cases = [
            ("es-ES", Language::Spanish),
            ("es_MX.UTF-8", Language::Spanish),
            ("ca_ES.UTF-8", Language::Catalan),
            ("ca-ES-valencia", Language::Catalan),
            ("ca_ES@valencia", Language::Catalan),
            ("en-US", Language::English),
            ("de_DE.UTF-8", Language::English),
            ("C", Language::English),
            ("", Language::English),
        ];
        for (name, language) in cases {
            assert_eq!(Language::of_locale(name), language, "{name}");
        }
    }
}
