//! The sentences the library writes itself, in the reader's language: the words printed on
//! sheets (`picture`) and `nqueens check`'s notes (`check::words`).
//!
//! They live in the Fluent files beside the app's (`assets/i18n/LANG/sheet.ftl`,
//! `check.ftl`), so one translation system and its tests hold every sentence. The library
//! writes them because the command line does too, without the app and its `gui` feature:
//! build.rs writes one typed function per message of each such file (`sheet_messages.rs`,
//! `check_messages.rs`), taking the language, and the module that includes them says here
//! how its numbers are written.

use fluent_bundle::types::FluentNumber;
use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use std::fmt;

/// A language the library writes in (sheets, check notes).
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
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// `14772512` as the language writes it: `14,772,512`, `14.772.512`.
pub fn thousands(lang: Lang, value: u64) -> String {
    let separator = if lang == Lang::En { ',' } else { '.' };
    let digits = value.to_string();
    let mut out = String::new();
    for (i, d) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(separator);
        }
        out.push(d);
    }
    out
}

/// A value a message is given: plural forms and exact numbers (Catalan's "d'1") choose by
/// numbers, selectors' keys and lists are texts.
pub(crate) enum Arg {
    /// A count, written as the file's [`Numbers`] say.
    Count(u64),
    /// A number written as digits alone whatever the file's [`Numbers`]: a line number or a
    /// value as an editor and the student's program show it.
    Digits(u64),
    Text(String),
}

impl From<usize> for Arg {
    fn from(n: usize) -> Arg {
        Arg::Count(n as u64)
    }
}

impl From<u64> for Arg {
    fn from(n: u64) -> Arg {
        Arg::Count(n)
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

/// How a file's messages write counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Numbers {
    /// Digits alone: `2680`.
    Plain,
    /// With the language's thousands separator, as [`thousands`] writes them: `2,680`, `2.680`.
    Grouped,
}

/// Fluent's numbers are f64: whole numbers up to 2^53 go through them exactly (and choose
/// plural forms); larger ones are handed over written, and take the default form.
const EXACT_IN_F64: u64 = 1 << 53;

/// One Fluent file's messages in each language.
pub(crate) struct Bundles {
    bundles: Vec<FluentBundle<FluentResource>>,
    numbers: Numbers,
}

impl Bundles {
    /// `sources`: the file's text in each language of [`Lang::ALL`].
    pub(crate) fn new(sources: [&str; 3], numbers: Numbers) -> Bundles {
        let bundles = Lang::ALL
            .into_iter()
            .map(|lang| {
                let mut bundle = bundle_of(lang.code(), &[sources[lang as usize]]);
                if numbers == Numbers::Grouped {
                    bundle.set_formatter(Some(match lang {
                        Lang::En => |v, _| grouped(Lang::En, v),
                        Lang::Es => |v, _| grouped(Lang::Es, v),
                        Lang::Ca => |v, _| grouped(Lang::Ca, v),
                    }));
                }
                bundle
            })
            .collect();
        Bundles { bundles, numbers }
    }

    /// Message `id` in `lang` with its arguments.
    pub(crate) fn say(&self, lang: Lang, id: &str, args: Vec<(&'static str, Arg)>) -> String {
        let mut fluent_args = FluentArgs::new();
        for (name, arg) in args {
            let value = match arg {
                Arg::Count(n) if n > EXACT_IN_F64 && self.numbers == Numbers::Grouped => {
                    FluentValue::from(thousands(lang, n))
                }
                Arg::Count(n) | Arg::Digits(n) if n > EXACT_IN_F64 => FluentValue::from(n.to_string()),
                Arg::Count(n) => FluentValue::from(n as f64),
                Arg::Digits(n) => {
                    let mut digits = FluentNumber::from(n as f64);
                    digits.options.use_grouping = false;
                    FluentValue::Number(digits)
                }
                Arg::Text(text) => FluentValue::from(text),
            };
            fluent_args.set(name, value);
        }
        let bundle = &self.bundles[lang as usize];
        let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else { return id.to_owned() };
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors).into_owned();
        debug_assert!(errors.is_empty(), "{id} in {}: {errors:?}", lang.code());
        text
    }
}

/// The Fluent bundle of `sources` (the texts of one language's files) in the language
/// `code`, as the library's and the app's bundles are both made; the caller sets how its
/// numbers are written.
pub(crate) fn bundle_of(code: &str, sources: &[&str]) -> FluentBundle<FluentResource> {
    // build.rs parsed these same files and checked their ids and variables: they cannot fail.
    let tag = code.parse().expect("a valid language tag");
    let mut bundle = FluentBundle::new(vec![tag]);
    for text in sources {
        let resource = FluentResource::try_new((*text).to_owned()).expect("checked by build.rs");
        bundle.add_resource(resource).expect("no message twice (checked by build.rs)");
    }
    // The marks that isolate a value's direction show as boxes in egui's and the sheets'
    // fonts and as noise in a terminal; all three languages run left to right.
    bundle.set_use_isolating(false);
    bundle
}

/// A whole number as Fluent hands it to the formatter, with `lang`'s thousands separator
/// unless it asks for digits alone ([`Arg::Digits`]).
fn grouped(lang: Lang, value: &FluentValue) -> Option<String> {
    match value {
        FluentValue::Number(n) if n.options.use_grouping && n.value.fract() == 0.0 && n.value >= 0.0 => {
            Some(thousands(lang, n.value as u64))
        }
        _ => None,
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
    fn thousands_are_grouped_as_each_language_writes_them() {
        assert_eq!(thousands(Lang::En, 0), "0");
        assert_eq!(thousands(Lang::En, 999), "999");
        assert_eq!(thousands(Lang::En, 1000), "1,000");
        assert_eq!(thousands(Lang::Es, 14_772_512), "14.772.512");
        assert_eq!(thousands(Lang::Ca, u64::MAX), "18.446.744.073.709.551.615");
    }
}
