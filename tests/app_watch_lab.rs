#![cfg(feature = "gui")]
//! Watch with every algorithm of the lab, as a person uses it: choose the algorithm, step,
//! step back; the fixed queens stay, the panel shows h, the code's marked line follows.

mod common;

use common::app::{board_queens, click, harness, set_size, watched_searches};

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use nqueens::app::App;

/// Pairs of queens attacking each other along a column or a diagonal: h, worked out here
/// from the board shown rather than asked of the search.
fn attacking_pairs(queens: &[Option<usize>]) -> u64 {
    let q: Vec<(usize, usize)> = queens.iter().enumerate().filter_map(|(r, c)| Some((r, (*c)?))).collect();
    let mut pairs = 0;
    for (i, &(ra, ca)) in q.iter().enumerate() {
        for &(rb, cb) in &q[i + 1..] {
            pairs += u64::from(ca == cb || ra.abs_diff(rb) == ca.abs_diff(cb));
        }
    }
    pairs
}

/// The line of the code marked as the one running.
fn marked_line(h: &Harness<'static, App>) -> String {
    let node = h.get_by_label_contains("▶");
    let ak = node.accesskit_node();
    ak.label().or_else(|| ak.value()).unwrap_or_default()
}

/// An 8×8 board with queens fixed on a8 and c7, watched.
fn watched_with_two_fixed() -> common::app::AppHarness {
    let mut h = harness();
    set_size(&mut h, 8);
    for square in ["a8", "c7"] {
        h.get_by_label(square).click();
        h.run_ok();
    }
    click(&mut h, "Watch");
    h
}

#[test]
fn every_algorithm_keeps_the_fixed_queens_and_local_ones_show_h() {
    let mut h = watched_with_two_fixed();
    let local = watched_searches(true);
    for algorithm in watched_searches(false) {
        let algorithm = algorithm.as_str();
        click(&mut h, algorithm);
        let watch = h.state().state.run.watch().expect("a Watch");
        assert_eq!(watch.search.steps(), 0, "{algorithm}: choosing starts again");
        for _ in 0..6 {
            if h.get_by_label("Step").accesskit_node().is_disabled() {
                break;
            }
            click(&mut h, "Step");
            let queens = board_queens(&h, 8);
            assert_eq!((queens[0], queens[1]), (Some(0), Some(2)), "{algorithm}: the fixed queens stay");
            if local.iter().any(|l| l == algorithm) {
                assert!(queens.iter().all(Option::is_some), "{algorithm}: a complete board");
                let shown = format!("h = {}", attacking_pairs(&queens));
                assert!(h.query_all_by_label(&shown).next().is_some(), "{algorithm}: {shown} in the panel");
            }
        }
        assert!(h.state().state.run.watch().unwrap().search.steps() > 0, "{algorithm} stepped");
    }
}

#[test]
fn the_marked_line_of_the_code_follows_the_steps() {
    let mut h = watched_with_two_fixed();
    assert_eq!(marked_line(&h).trim_start_matches(['▶', ' ']), "procedure place(row):");
    click(&mut h, "Step");
    assert!(marked_line(&h).contains("put a queen on (row, col)"), "a place: {}", marked_line(&h));
    click(&mut h, "Step back");
    assert!(marked_line(&h).contains("procedure place(row):"), "back at the start");

    click(&mut h, "Hill climbing");
    assert!(marked_line(&h).contains("board ← a random board"));
    click(&mut h, "Step");
    assert!(marked_line(&h).contains("board ← best"), "a move: {}", marked_line(&h));

    click(&mut h, "Genetic algorithm");
    click(&mut h, "Step");
    let line = marked_line(&h);
    assert!(line.contains("population ← next") || line.contains("return best"), "a generation: {line}");
}

#[test]
fn a_seed_replays_the_same_run_and_a_new_seed_another() {
    let mut h = watched_with_two_fixed();
    click(&mut h, "Min-conflicts");
    let run = |h: &mut common::app::AppHarness| {
        (0..5)
            .map(|_| {
                click(h, "Step");
                board_queens(h, 8)
            })
            .collect::<Vec<_>>()
    };
    let first = run(&mut h);
    click(&mut h, "Restart");
    assert_eq!(run(&mut h), first, "the same seed plays the same steps");
    click(&mut h, "New seed");
    assert_eq!(h.state().state.run.watch().unwrap().setup.seed, 2);
    assert_ne!(run(&mut h), first, "another seed, another run");
}

#[test]
fn every_algorithm_fits_the_right_panel_of_the_smallest_window() {
    use common::app::harness_sized;
    use common::layout::{nodes_in, panels, wheel, within};
    let mut h = harness_sized([640.0, 480.0]);
    set_size(&mut h, 8);
    click(&mut h, "Watch");
    for algorithm in watched_searches(false) {
        let algorithm = algorithm.as_str();
        // Scrolled into view first, as a person in this low window would.
        for _ in 0..40 {
            let visible = panels(&h).results;
            let rect = h.get_by_label(algorithm).rect();
            if within(rect, visible) {
                break;
            }
            let step = if rect.bottom() > visible.bottom() { 60.0 } else { -60.0 };
            wheel(&mut h, visible.center(), step);
        }
        click(&mut h, algorithm);
        for _ in 0..3 {
            click(&mut h, "Step");
        }
        let p = panels(&h);
        for (text, rect) in nodes_in(&h, p.results) {
            let inside = rect.left() >= p.results.left() - 0.5 && rect.right() <= p.results.right() + 0.5;
            assert!(inside, "{algorithm}: {text:?} at {rect:?} sticks out of {:?}", p.results);
        }
    }
}

/// Everything the Watch's panel says, top to bottom: the sentence under the controls, the
/// marked line of code, the variables, the counters.
fn panel_text(h: &Harness<'static, App>) -> Vec<String> {
    use common::layout::{nodes_in, panels};
    let mut nodes = nodes_in(h, panels(h).results);
    nodes.sort_by(|a, b| a.1.top().total_cmp(&b.1.top()).then(a.1.left().total_cmp(&b.1.left())));
    nodes.into_iter().map(|(text, _)| text).collect()
}

/// Step back shows what the step showed: the sentence ("Step 5: queen placed on …", not
/// "Step 5."), the marked line, the variables, the refused squares on the board.
#[test]
fn step_back_shows_again_what_the_step_showed() {
    let mut h = harness();
    set_size(&mut h, 6);
    click(&mut h, "Watch");
    for algorithm in ["Backtracking", "Forward checking", "MRV"] {
        click(&mut h, algorithm);
        for step in 1..=12 {
            click(&mut h, "Step");
            let shown = panel_text(&h);
            let refused = h.state().state.run.watch().unwrap().search.refused();
            click(&mut h, "Step");
            click(&mut h, "Step back");
            assert_eq!(panel_text(&h), shown, "{algorithm}, back to step {step}");
            let back = h.state().state.run.watch().unwrap().search.refused();
            assert_eq!(back, refused, "{algorithm}, step {step}: the refused squares");
        }
    }
}

/// The variables are those of the marked line: after "put a queen on (row, col)" ran for
/// a square, row and col are that square's, not the next row's.
#[test]
fn the_variables_are_those_of_the_marked_line() {
    use nqueens::lab::stepper::Step;
    use nqueens::lab::systematic::Step::{Place, Remove};
    let mut h = harness();
    set_size(&mut h, 6);
    click(&mut h, "Watch");
    let mut places = 0;
    for _ in 0..20 {
        click(&mut h, "Step");
        let last = h.state().state.run.watch().unwrap().search.last();
        let (Some(Step::Systematic(Place { row, col, .. } | Remove { row, col })), line) =
            (last, marked_line(&h))
        else {
            panic!("a backtracking step")
        };
        if line.contains("report a solution") {
            continue;
        }
        let put = line.contains("put a queen on (row, col)");
        assert!(put || line.contains("take the queen back"), "{line}");
        places += usize::from(put);
        // The code's own values, which count from 0 as the list does by default (chess
        // squares add the rank and file beside them: see app_notation).
        for shown in [format!("row = {row}"), format!("col = {col}")] {
            assert!(h.query_all_by_label(&shown).next().is_some(), "{shown} beside {line}");
        }
    }
    assert!(places > 5);
}
