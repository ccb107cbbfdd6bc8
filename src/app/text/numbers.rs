//! Numbers and durations as the app writes them: `14,772,512`, `4.56 M`, `1.25 s`, `37%`,
//! in the current language (14.772.512 and 4,56 M in Spanish and Catalan).

use crate::app::text::lang::{self, messages};
use icu_decimal::input::Decimal;

/// `1234567` as `1,234,567` (`1.234.567` in Spanish and Catalan).
pub fn thousands(value: impl Into<i128>) -> String {
    lang::write(Decimal::from(value.into()))
}

/// `value` as [`thousands`] writes it, broken into lines of at most `width` characters
/// after a group separator (never inside a group of digits), filled from the right: a count
/// of 20 digits still reads whole in a narrow panel.
pub(crate) fn thousands_lines(value: u64, width: usize) -> String {
    let text = thousands(value);
    // The language's separator: `,` or `.`.
    let separator = text.chars().find(|c| !c.is_ascii_digit()).unwrap_or(',');
    let groups: Vec<&str> = text.split(separator).collect();
    let chars =
        |range: std::ops::Range<usize>| groups[range.clone()].iter().map(|g| g.len() + 1).sum::<usize>() - 1;
    let mut lines = Vec::new();
    let mut end = groups.len();
    while end > 0 {
        // Every line but the last ends with its comma.
        let comma = usize::from(end < groups.len());
        let mut start = end - 1;
        while start > 0 && chars(start - 1..end) + comma <= width {
            start -= 1;
        }
        let joined = groups[start..end].join(separator.encode_utf8(&mut [0; 4]));
        lines.push(if comma == 1 { format!("{joined}{separator}") } else { joined });
        end = start;
    }
    lines.reverse();
    lines.join("\n")
}

/// The number a person typed, read with the current language's separators (as
/// [`thousands`] and `lang::decimal` write them): `100.000` is a hundred thousand and
/// `0,999` a decimal in Spanish and Catalan, `100,000` and `0.999` in English. Spaces and
/// `_` are skipped, `−` is minus. `None` for anything else.
pub(crate) fn typed_number(text: &str) -> Option<f64> {
    let (group, mark) = lang::separators();
    let plain: String = text
        .chars()
        .filter(|&c| !c.is_whitespace() && c != group && c != '_')
        .map(|c| match c {
            '−' => '-',
            c if c == mark => '.',
            c => c,
        })
        .collect();
    plain.parse::<f64>().ok().filter(|v| v.is_finite())
}

/// A whole number a person typed, from 0 up, exactly (a seed may pass 2^53): read as
/// [`typed_number`] reads it, so `8.0` in English is 8 too.
pub(crate) fn typed_whole(text: &str) -> Option<u64> {
    let (group, _) = lang::separators();
    let digits: String = text.chars().filter(|&c| !c.is_whitespace() && c != group && c != '_').collect();
    digits.parse::<u64>().ok().or_else(|| {
        typed_number(text).filter(|v| v.fract() == 0.0 && *v >= 0.0 && *v < u64::MAX as f64).map(|v| v as u64)
    })
}

/// A number written the plain way (`-12345.670`, as egui's fields write it) in the current
/// language: `-12,345.670` or `-12.345,670`.
pub(crate) fn local_number(plain: &str) -> String {
    let (sign, digits) = plain.strip_prefix('-').map_or(("", plain), |d| ("-", d));
    let (whole, fraction) = digits.split_once('.').map_or((digits, None), |(w, f)| (w, Some(f)));
    let Ok(whole) = whole.parse::<u64>() else { return plain.to_owned() };
    let (_, mark) = lang::separators();
    match fraction {
        Some(f) => format!("{sign}{}{mark}{f}", thousands(whole)),
        None => format!("{sign}{}", thousands(whole)),
    }
}

/// A large rate or count in short form: `950`, `12.3 k`, `4.56 M`, `7.8 G` (`12,3 mil`,
/// `7,8 mil M` in Spanish and Catalan, which have no "k").
pub fn short(value: f64) -> String {
    let (scaled, unit): (f64, fn(String) -> String) = if value >= 1e9 {
        (value / 1e9, |v| messages::short_billions(v))
    } else if value >= 1e6 {
        (value / 1e6, |v| messages::short_millions(v))
    } else if value >= 1e3 {
        (value / 1e3, |v| messages::short_thousands(v))
    } else {
        return lang::decimal(value, 0);
    };
    let digits = if scaled >= 100.0 { 0 } else { 1 };
    unit(lang::decimal(scaled, digits))
}

/// Milliseconds to about three significant digits: `833 ms`, `41.3 ms`, `0.004 ms` (never
/// `833.270 ms`, whose last digits are noise).
pub(crate) fn millis(ms: f64) -> String {
    let digits = match ms {
        100.0.. => 0,
        10.0.. => 1,
        1.0.. => 2,
        _ => 3,
    };
    format!("{} ms", lang::decimal(ms, digits))
}

/// A median of whole counts (steps), whole when it is (`4112`, never `4112.0`), else to
/// one decimal (`4112.5`).
pub(crate) fn median(value: f64) -> String {
    lang::decimal(value, if value.fract() == 0.0 { 0 } else { 1 })
}

/// Seconds with sensible precision: `under 1 ms`, `0.004 s`, `1.25 s`, `2 min 05 s`.
pub fn duration(d: std::time::Duration) -> String {
    let secs = d.as_secs_f64();
    if d < std::time::Duration::from_millis(1) {
        // "0.000 s" would say it took no time at all.
        messages::duration_under_ms()
    } else if secs < 1.0 {
        format!("{} s", lang::decimal(secs, 3))
    } else if secs < 60.0 {
        format!("{} s", lang::decimal(secs, 2))
    } else {
        let whole = d.as_secs();
        format!("{} min {:02} s", whole / 60, whole % 60)
    }
}

/// A share as a whole percentage, rounded down (as the progress bar shows it), so that
/// "100%" means done, for a message's `$percent`: each message writes the sign, and gives
/// 0 (under one percent) its own form, since "at under 1%" reads wrong in every language
/// ("al menos del 1%" says *at least* in Spanish).
pub fn percent(fraction: f64) -> u64 {
    (fraction.clamp(0.0, 1.0) * 100.0).floor() as u64
}

/// Bytes as a person reads them: `480 KiB`, `5,221 MiB`, `23.4 GiB`.
pub(crate) fn bytes_text(bytes: u64) -> String {
    const KIB: u64 = 1 << 10;
    const MIB: u64 = 1 << 20;
    match bytes {
        b if b < MIB => format!("{} KiB", thousands(b.div_ceil(KIB))),
        b if b < 8 << 30 => format!("{} MiB", thousands(b.div_ceil(MIB))),
        b => format!("{} GiB", lang::decimal(b as f64 / (1u64 << 30) as f64, 1)),
    }
}

/// A duration as a person says it, rounded to what an estimate is worth: `8 s`, `1 min 20 s`,
/// `2 h 5 min`, `3 days`, `40 years`, `2.1 × 10^9 years`.
pub(crate) fn rough_duration(secs: f64) -> String {
    const YEAR: f64 = 365.25 * 86_400.0;
    if !secs.is_finite() || secs >= 2.0 * YEAR {
        let years = secs / YEAR;
        return match years {
            y if y < 1e6 => messages::duration_years(y.round() as u64),
            y => messages::duration_years_text(magnitude(y)),
        };
    }
    let secs = secs.max(1.0);
    if secs < 59.5 {
        return format!("{} s", secs.round() as u64);
    }
    let tens = (secs / 10.0).round() as u64 * 10;
    if tens < 3600 {
        return match (tens / 60, tens % 60) {
            (m, 0) => format!("{m} min"),
            (m, s) => format!("{m} min {s} s"),
        };
    }
    let minutes = (secs / 60.0).round() as u64;
    if minutes < 48 * 60 {
        return match (minutes / 60, minutes % 60) {
            (h, 0) => format!("{h} h"),
            (h, m) => format!("{h} h {m} min"),
        };
    }
    messages::duration_days((secs / 86_400.0).round() as u64)
}

/// A large number as [`crate::plan::magnitude`] writes it (`2.2 × 10^30`), with the current
/// language's decimal mark and words.
pub(crate) fn magnitude(x: f64) -> String {
    if x < 1e6 {
        // Grouped as every other count is: 40,320 (or 40.320), never 40320.
        return thousands(x.round() as u64);
    }
    if !x.is_finite() {
        return messages::more_than_any_number();
    }
    let exp = x.log10().floor();
    format!("{} × 10^{}", lang::decimal(x / 10f64.powf(exp), 1), exp as i32)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn numbers_read_well() {
        assert_eq!(thousands(0), "0");
        assert_eq!(thousands(999), "999");
        assert_eq!(thousands(1000), "1,000");
        assert_eq!(thousands(14_772_512), "14,772,512");
        assert_eq!(short(950.0), "950");
        assert_eq!(short(12_345.0), "12.3 k");
        assert_eq!(short(456_000_000.0), "456 M");
        assert_eq!(duration(Duration::from_millis(4)), "0.004 s");
        assert_eq!(duration(Duration::from_micros(300)), "under 1 ms");
        assert_eq!(magnitude(40_320.0), "40,320", "8! as the other counts are written");
        assert_eq!(millis(833.27), "833 ms");
        assert_eq!(millis(41.26), "41.3 ms");
        assert_eq!(millis(4.126), "4.13 ms");
        assert_eq!(millis(0.0042), "0.004 ms");
        assert_eq!(duration(Duration::from_secs(125)), "2 min 05 s");
    }

    #[test]
    fn long_counts_break_between_groups_of_digits() {
        assert_eq!(thousands_lines(39_029_188_884, 30), "39,029,188,884");
        assert_eq!(thousands_lines(u64::MAX, 26), "18,446,744,073,709,551,615");
        assert_eq!(thousands_lines(u64::MAX, 20), "18,446,\n744,073,709,551,615");
        assert_eq!(thousands_lines(u64::MAX, 8), "18,\n446,744,\n073,709,\n551,615");
        assert_eq!(thousands_lines(7, 1), "7");
        // Against the obvious: every line fits (when a group can), and the digits are all there.
        let mut x: u64 = 1;
        for width in 3..30 {
            for _ in 0..200 {
                x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                let value = x >> (x % 64);
                let text = thousands_lines(value, width);
                assert_eq!(text.replace(['\n', ','], ""), value.to_string(), "{text:?}");
                assert_eq!(text.replace('\n', ""), thousands(value), "{text:?}");
                assert!(text.lines().all(|l| l.len() <= width.max(4)), "{width}: {text:?}");
                // Lines are filled from the right: a line break is there only because the
                // line below could not take the group before it.
                let lines: Vec<&str> = text.lines().collect();
                for (k, pair) in lines.windows(2).enumerate() {
                    let group = pair[0].trim_end_matches(',').rsplit(',').next().unwrap();
                    let comma = usize::from(k + 2 < lines.len());
                    let below = pair[1].trim_end_matches(',').len();
                    assert!(below + 1 + group.len() + comma > width, "{width}: {text:?}");
                }
            }
        }
    }

    #[test]
    fn percentages_round_down() {
        assert_eq!(percent(0.0), 0);
        assert_eq!(percent(0.001), 0);
        assert_eq!(percent(0.37), 37);
        assert_eq!(percent(0.999), 99);
        assert_eq!(percent(1.0), 100);
        assert_eq!(percent(1.5), 100);
    }

    /// Under one percent has its own form in every message that takes a share, and reads
    /// as the language says it: never "al menos del 1%" (*at least*), "al menys de l'1%"
    /// or "al 1%" (Catalan elides: "a l'1%").
    #[test]
    fn a_share_under_one_percent_reads_right_in_every_language() {
        use crate::app::text::lang::{Language, tests::in_language};
        let cases = [
            (Language::English, 0.001, "Count stopped before 1% was counted."),
            (Language::English, 0.37, "Count stopped at 37%."),
            (Language::Spanish, 0.001, "Recuento detenido antes de llegar al 1%."),
            (Language::Spanish, 0.37, "Recuento detenido al 37%."),
            (Language::Catalan, 0.001, "Recompte aturat abans d'arribar a l'1%."),
            (Language::Catalan, 0.011, "Recompte aturat a l'1%."),
            (Language::Catalan, 0.115, "Recompte aturat a l'11%."),
            (Language::Catalan, 0.37, "Recompte aturat al 37%."),
        ];
        for (language, fraction, expected) in cases {
            let written = in_language(language, || messages::count_stopped(percent(fraction)));
            assert_eq!(written, expected, "{language:?}");
        }
        let heading = |l| in_language(l, || messages::count_heading_resuming("72 MiB", percent(0.004)));
        assert_eq!(heading(Language::English), "Resuming: under 1% was already counted (needs about 72 MiB)");
        assert_eq!(
            heading(Language::Spanish),
            "Reanudando: ya se había contado menos del 1% (necesita unos 72 MiB)"
        );
        assert_eq!(
            heading(Language::Catalan),
            "Reprenent: ja se n'havia comptat menys de l'1% (necessita uns 72 MiB)"
        );
        let resumed = |l, f| in_language(l, || messages::count_resumed_stats(percent(f), "x"));
        assert_eq!(resumed(Language::Spanish, 0.37), "se reanudó con el 37% ya contado; esta vez x");
        assert_eq!(resumed(Language::Catalan, 0.01), "s'ha reprès amb l'1% ja comptat; aquesta vegada x");
        // No share reaches a person as a bare number or with its sign twice.
        for language in Language::ALL {
            for f in [0.001, 0.01, 0.11, 0.5, 1.0] {
                let saved = in_language(language, || messages::side_saved(percent(f)));
                assert_eq!(saved.matches('%').count(), 1, "{saved}");
            }
        }
    }

    #[test]
    fn the_apps_numbers_follow_the_language() {
        use crate::app::text::lang::{Language, tests::in_language};
        let cases = [
            (Language::English, ["14,772,512", "12.3 k", "1.25 s", "23.0 GiB", "14,\n772,512"]),
            (Language::Spanish, ["14.772.512", "12,3 mil", "1,25 s", "23,0 GiB", "14.\n772.512"]),
            (Language::Catalan, ["14.772.512", "12,3 mil", "1,25 s", "23,0 GiB", "14.\n772.512"]),
        ];
        for (language, expected) in cases {
            let written = in_language(language, || {
                [
                    thousands(14_772_512),
                    short(12_345.0),
                    duration(std::time::Duration::from_millis(1250)),
                    bytes_text(23 << 30),
                    thousands_lines(14_772_512, 7),
                ]
            });
            assert_eq!(written, expected, "{language:?}");
        }
    }

    #[test]
    fn typed_numbers_are_read_as_each_language_writes_them() {
        use crate::app::text::lang::{Language, tests::in_language};
        in_language(Language::English, || {
            assert_eq!(typed_number("100,000"), Some(100_000.0));
            assert_eq!(typed_number("0.999"), Some(0.999));
            assert_eq!(local_number("100000"), "100,000");
            assert_eq!(local_number("0.95"), "0.95");
        });
        for language in [Language::Spanish, Language::Catalan] {
            in_language(language, || {
                assert_eq!(typed_number("100.000"), Some(100_000.0), "{language:?}");
                assert_eq!(typed_whole("100.000"), Some(100_000), "{language:?}");
                assert_eq!(typed_number("0,999"), Some(0.999), "{language:?}");
                assert_eq!(typed_number(" 12 "), Some(12.0));
                assert_eq!(typed_number("−3"), Some(-3.0));
                assert_eq!(typed_whole("8,5"), None, "{language:?}: a decimal comma");
                assert_eq!(typed_number("x"), None);
                assert_eq!(local_number("100000"), "100.000", "{language:?}");
                assert_eq!(local_number("-12345.5"), "-12.345,5", "{language:?}");
                // Short forms in the language's words, medians whole when whole.
                assert_eq!(short(2_100.0), "2,1 mil", "{language:?}");
                assert_eq!(median(4112.0), thousands(4112u64), "{language:?}: never 4112,0");
                assert!(median(4112.5).ends_with("112,5"), "{language:?}");
                // What the field writes, it reads back.
                for plain in ["0.999", "100000", "12.25", "7"] {
                    let back = typed_number(&local_number(plain)).unwrap();
                    assert_eq!(back, plain.parse::<f64>().unwrap(), "{language:?} {plain}");
                }
            });
        }
    }

    #[test]
    fn sizes_and_long_times_read_well() {
        assert_eq!(bytes_text(1000), "1 KiB");
        assert_eq!(bytes_text(5221 << 20), "5,221 MiB");
        assert_eq!(bytes_text(23 << 30), "23.0 GiB");
        assert_eq!(rough_duration(3.0 * 86_400.0), "3 days");
        assert_eq!(rough_duration(40.0 * 365.25 * 86_400.0), "40 years");
        assert_eq!(rough_duration(3e20 * 365.25 * 86_400.0), "3.0 × 10^20 years");
        assert_eq!(rough_duration(f64::INFINITY), "more than 10^308 years");
    }
}
