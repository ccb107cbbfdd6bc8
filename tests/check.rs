//! `check` against a brute-force reference: random answer files in every notation, with
//! solutions dropped, repeated, turned, and wrong answers planted, read back and judged.
mod common;

use common::answers::{WRITTEN, Written, expected, sheet};
use common::{oracle_images, oracle_solutions};
use nqueens::check::{Exercise, Fault, Options, Report, check};
use nqueens::control::Control;
use proptest::prelude::*;

fn run(text: &str, n: Option<usize>, exercise: Exercise) -> Report {
    check(text.as_bytes(), &Options { n, exercise }, &mut |_| Control::Continue).unwrap()
}

/// A wrong answer: a permutation that is no solution (it has an attacking pair).
fn wrong_answer(n: usize, seed: u64) -> Vec<u32> {
    let solutions = oracle_solutions(n, &[]);
    let mut rng = common::rng::Rng(seed | 1);
    loop {
        let mut p: Vec<u32> = (0..n as u32).collect();
        for i in (1..n).rev() {
            p.swap(i, rng.below(i + 1));
        }
        if !solutions.contains(&p) {
            return p;
        }
    }
}

/// The answers of a random plan: some solutions dropped, some repeated (or, for `unique`,
/// given again turned or mirrored), some wrong ones planted, in a shuffled order.
fn plan(n: usize, unique: bool, seed: u64) -> Vec<Vec<u32>> {
    let mut rng = common::rng::Rng(seed.wrapping_mul(0x9E37_79B9) | 1);
    let pool: Vec<Vec<u32>> = if unique {
        let mut classes: Vec<Vec<u32>> = oracle_solutions(n, &[])
            .into_iter()
            .map(|s| oracle_images(&s).into_iter().min().unwrap())
            .collect();
        classes.sort();
        classes.dedup();
        // Each class given by a random member of it.
        classes.into_iter().map(|c| oracle_images(&c).swap_remove(rng.below(8))).collect()
    } else {
        oracle_solutions(n, &[])
    };
    let mut answers: Vec<Vec<u32>> = pool.into_iter().filter(|_| rng.below(5) != 0).collect();
    for _ in 0..rng.below(4) {
        if !answers.is_empty() {
            let again = answers[rng.below(answers.len())].clone();
            let image = oracle_images(&again).swap_remove(if unique { rng.below(8) } else { 0 });
            answers.push(image);
        }
    }
    for k in 0..rng.below(3) {
        answers.push(wrong_answer(n, seed + k as u64));
    }
    for i in (1..answers.len()).rev() {
        answers.swap(i, rng.below(i + 1));
    }
    answers
}

fn written() -> impl Strategy<Value = Written> {
    prop::sample::select(WRITTEN.to_vec())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Every notation, every listing exercise: the same valid, wrong, repeated and missing
    /// answers as the reference finds, on the lines it finds them.
    #[test]
    fn listing_agrees_with_the_reference(
        n in 4usize..=7,
        written in written(),
        unique in any::<bool>(),
        headings in any::<bool>(),
        seed in any::<u64>(),
    ) {
        let answers = plan(n, unique, seed);
        prop_assume!(!answers.is_empty());
        let file = sheet(written, &answers, headings);
        let exercise = if unique { Exercise::Unique } else { Exercise::All };
        let report = run(&file.text, None, exercise);
        let e = expected(n, &answers, &file.lines, unique);
        prop_assert_eq!(report.n, Some(n), "{}", file.text);
        prop_assert_eq!(report.read, answers.len() as u64);
        prop_assert_eq!(report.valid, e.valid);
        let invalid: Vec<u64> = report.invalid.iter().map(|i| i.line).collect();
        prop_assert_eq!(&invalid, &e.invalid_lines);
        let duplicates: Vec<(u64, u64)> = report.duplicates.iter().map(|d| (d.line, d.first_line)).collect();
        prop_assert_eq!(&duplicates, &e.duplicates);
        prop_assert_eq!(report.missing, e.missing);
        prop_assert_eq!(report.missing_examples.len() as u64, e.missing.min(5));
        let notation = serde_json::to_value(report.notation).unwrap();
        prop_assert_eq!(notation.as_str(), Some(written.notation()));
        prop_assert_eq!(report.correct, e.invalid_lines.is_empty() && e.duplicates.is_empty() && e.missing == 0);
        // Each wrong answer names a pair that does attack, both its own queens.
        for invalid in &report.invalid {
            let k = file.lines.iter().position(|&l| l == invalid.line).unwrap();
            match invalid.fault {
                Fault::Attack { queens: [a, b], .. } => {
                    prop_assert!(a.row == b.row || a.col == b.col || a.row.abs_diff(b.row) == a.col.abs_diff(b.col));
                    prop_assert_eq!(answers[k][a.row] as usize, a.col);
                    prop_assert_eq!(answers[k][b.row] as usize, b.col);
                }
                other => prop_assert!(false, "{other:?}"),
            }
        }
        // The missing examples are solutions that were not given.
        for m in &report.missing_examples {
            prop_assert!(oracle_solutions(n, &[]).contains(m));
            let given = |a: &Vec<u32>| if unique { oracle_images(a).contains(m) } else { a == m };
            prop_assert!(!answers.iter().any(given));
        }
    }

    /// A list may give the row of each column: the transposed file is judged alike.
    #[test]
    fn transposed_lists_are_judged_alike(n in 4usize..=7, seed in any::<u64>()) {
        let answers = plan(n, false, seed);
        prop_assume!(!answers.is_empty());
        // Every planted answer is a permutation: its transpose is the inverse permutation.
        let transposed: Vec<Vec<u32>> = answers
            .iter()
            .map(|a| {
                let mut t = a.clone();
                for (r, &c) in a.iter().enumerate() {
                    t[c as usize] = r as u32;
                }
                t
            })
            .collect();
        let a = run(&sheet(Written::ListFromZero, &answers, false).text, None, Exercise::All);
        let b = run(&sheet(Written::ListFromZero, &transposed, false).text, None, Exercise::All);
        prop_assert_eq!((a.valid, a.invalid_count, a.duplicate_count, a.missing), (b.valid, b.invalid_count, b.duplicate_count, b.missing));
    }
}

#[test]
fn a_wrong_n_makes_every_answer_wrong() {
    let file = sheet(Written::ListFromZero, &oracle_solutions(6, &[]), false);
    let report = run(&file.text, Some(8), Exercise::All);
    assert_eq!((report.read, report.valid, report.invalid_count, report.missing), (4, 0, 4, 92));
    assert!(matches!(report.invalid[0].fault, Fault::WrongSize { size: 6 }));
}

#[test]
fn a_count_is_read_with_thousands_separators() {
    for (text, value) in
        [("14,772,512\n", 14_772_512), ("Hay 14.772.512 soluciones\n", 14_772_512), ("92", 92)]
    {
        let report = run(text, Some(16), Exercise::Count);
        assert_eq!(report.count.map(|c| c.value), Some(value), "{text}");
        assert_eq!(report.correct, value == 14_772_512);
    }
    let report = run("n = 8\nnodos: 2057\nsoluciones: 12\n", Some(8), Exercise::Count);
    assert_eq!(report.count.map(|c| (c.line, c.value, c.unique)), Some((3, 12, 12)));
    assert!(!report.correct);
}

#[test]
fn one_wants_a_single_valid_answer() {
    let one = run("[1, 3, 0, 2]\n", None, Exercise::One);
    assert!(one.correct);
    let two = run("[1, 3, 0, 2]\n[2, 0, 3, 1]\n", None, Exercise::One);
    assert!(!two.correct);
    let wrong = run("[0, 1, 2, 3]\n", None, Exercise::One);
    assert_eq!((wrong.correct, wrong.missing), (false, 1));
}

#[test]
fn garbage_and_empty_input_are_reports_not_errors() {
    let empty = run("", None, Exercise::All);
    assert_eq!((empty.n, empty.read, empty.correct), (None, 0, false));
    let prose = run("hello world\nno answers here\n", None, Exercise::All);
    assert_eq!((prose.read, prose.skipped, prose.correct), (0, 2, false));
    let broken = run("[1, 3, 0, 2\n", Some(4), Exercise::All);
    assert_eq!((broken.read, broken.invalid_count), (1, 1));
    assert!(check(&[0xff, 0xfe, b'\n'][..], &Options::default(), &mut |_| Control::Continue).is_err());
}

#[test]
fn the_sink_can_stop_the_reading() {
    let file = sheet(Written::ListFromZero, &vec![vec![0, 1, 2, 3]; 50], false);
    let mut seen = 0;
    let report = check(file.text.as_bytes(), &Options::default(), &mut |_| {
        seen += 1;
        if seen == 3 { Control::Stop } else { Control::Continue }
    })
    .unwrap();
    assert_eq!((seen, report.read), (3, 3));
}

#[test]
fn boards_drawn_with_ranks_and_files_are_read() {
    let mut text = String::new();
    for cols in oracle_solutions(6, &[]) {
        for (r, &c) in cols.iter().enumerate() {
            let row: Vec<&str> = (0..6).map(|k| if k == c as usize { "Q" } else { "." }).collect();
            text.push_str(&format!("{} | {} |\n", 6 - r, row.join(" ")));
        }
        text.push_str("    a b c d e f\n\n");
    }
    let report = run(&text, None, Exercise::All);
    assert_eq!((report.n, report.read, report.valid, report.skipped), (Some(6), 4, 4, 4));
    assert!(report.correct, "{report:?}");
}
