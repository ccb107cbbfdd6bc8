#![cfg(feature = "gui")]
//! Issue 21, defects 3 and 4: what the app shows fits its panels at every window size from
//! the smallest (640×480): a count's figures up to the largest a count can hold, and every
//! control of the side panel, which scrolls when the window is short.

mod common;

use common::app::{click, harness, harness_sized, set_size, step_until, watched_searches};
use common::layout::{assert_right_panel_holds_its_contents, scroll_panel_to, texts};
use common::layout::{cut_texts, nodes_in, panels, rect_of, scroll_to, within};

use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use nqueens::app::{App, EndState, MIN_SIZE, Theme, Work};
use nqueens::board::Queen;
use nqueens::count::{Counts, Expected};
use std::time::Duration;

const SIZES: [[f32; 2]; 3] = [[640.0, 480.0], [760.0, 520.0], [1100.0, 720.0]];

/// Shows a finished count of the board as its result, as a count that ran to its end does.
fn show_count(h: &mut Harness<'static, App>, counts: Counts) {
    let state = &mut h.state_mut().state;
    state.run.work = Work::Count { expected: Expected { seconds: 1.0, memory_bytes: 0 }, start: None };
    state.run.board = state.board();
    let end =
        EndState::Counted { counts, steps: 1, unit: "nodes", elapsed: Duration::from_secs(1), resumed: None };
    state.run.end = Some(end);
    h.run();
}

fn digits(text: &str) -> String {
    text.chars().filter(char::is_ascii_digit).collect()
}

#[test]
fn the_count_result_shows_whole_at_every_window_size_and_theme() {
    // Totals of n = 20's size (the published total and unique count), and the largest a
    // count holds: the library counts in u64, 20 digits.
    let n20 = Counts {
        total: 39_029_188_884,
        unique: 4_878_666_808,
        rot90: 3_288,
        rot180: 1_031_832,
        unique_shares: 0,
    };
    let most = Counts {
        total: u64::MAX,
        unique: u64::MAX / 8 + 1,
        rot90: u64::MAX / 4,
        rot180: u64::MAX / 2,
        unique_shares: 0,
    };
    for size in SIZES {
        for theme in [Theme::Dark, Theme::Light] {
            for (n, counts) in [(20, n20), (27, most)] {
                let mut h = harness_sized(size);
                h.state_mut().state.settings.theme = theme;
                h.run();
                set_size(&mut h, n);
                // A fixed queen, so the card also names it.
                h.state_mut().state.apply(nqueens::app::Action::ToggleQueen(Queen::new(0, 1)));
                h.run();
                let board = rect_of(&h, "Board");
                show_count(&mut h, counts);
                let case = format!("{n}×{n} at {size:?} in {theme:?}");
                let results = panels(&h).results;
                for (text, rect) in nodes_in(&h, results) {
                    assert!(within(rect, results), "{case}: {text:?} at {rect:?} sticks out of {results:?}");
                }
                for value in [counts.total, counts.unique, counts.rot90, counts.rot180] {
                    let shown =
                        nodes_in(&h, results).into_iter().any(|(text, _)| digits(&text) == value.to_string());
                    assert!(shown, "{case}: {value} is not shown whole");
                }
                for label in [
                    "Unique (one per symmetry class)",
                    "Kept by a quarter turn",
                    "Kept by a half turn",
                    "Copy",
                ] {
                    assert!(within(rect_of(&h, label), results), "{case}: {label}");
                }
                let cut = cut_texts(&h, results);
                assert!(cut.is_empty(), "{case}: cut by the panel's edge: {cut:?}");
                assert_eq!(rect_of(&h, "Board"), board, "{case}: the result moved the board");
            }
        }
    }
}

/// The labels of the side panel's controls, top to bottom.
const CONTROLS: &[&str] = &[
    "Keyboard shortcuts",
    "Switch to the light theme",
    "Undo",
    "Redo",
    "Board size slider",
    "Board size",
    "All",
    "Unique",
    "Stop after",
    "Limit",
    "Memory cap",
    "Solve",
    "Most queens",
    "Stop",
    "Count only",
    "Watch",
    "Export JSON…",
    "Open JSON…",
    "Hints",
    "Clear",
    "Remove a8",
    "Remove d1",
];

#[test]
fn every_control_can_be_scrolled_to_and_clicked_in_the_smallest_window() {
    let mut h = harness();
    let [width, height] = MIN_SIZE;
    assert!(width <= 640.0 && height <= 480.0, "the window may be made 640×480: {MIN_SIZE:?}");
    h.set_size(egui::vec2(640.0, 480.0));
    h.run();
    set_size(&mut h, 8);
    // Hints on and a whole placement of fixed queens: more than the panel holds.
    click(&mut h, "Hints");
    for (row, col) in [0, 4, 7, 5, 2, 6, 1, 3].into_iter().enumerate() {
        h.state_mut().state.apply(nqueens::app::Action::ToggleQueen(Queen::new(row, col)));
    }
    h.run_ok();
    let controls = panels(&h).controls;
    for label in CONTROLS {
        let rect = scroll_to(&mut h, label);
        assert!(within(rect, controls), "{label} at {rect:?} outside {controls:?}");
    }
    // Scrolled to, they take clicks: a few whose effect shows.
    scroll_to(&mut h, "Switch to the light theme");
    click(&mut h, "Switch to the light theme");
    assert_eq!(h.state().state.settings.theme, Theme::Light);
    scroll_to(&mut h, "Unique");
    click(&mut h, "Unique");
    assert_eq!(h.state().state.settings.filter, nqueens::stream::Filter::Unique);
    scroll_to(&mut h, "Remove d1");
    click(&mut h, "Remove d1");
    assert_eq!(h.state().state.settings.fixed.len(), 7);
    scroll_to(&mut h, "Clear");
    click(&mut h, "Clear");
    assert!(h.state().state.settings.fixed.is_empty());
    // With no queens the panel says how to fix one, wrapped within it.
    let help = "Click a square to fix a queen there; click it again to remove it.";
    let rect = scroll_to(&mut h, help);
    assert!(within(rect, controls), "{rect:?}");
    assert!(cut_texts(&h, rect).is_empty(), "{:?}", cut_texts(&h, rect));
}

#[test]
fn the_side_panels_leave_the_board_room_in_the_smallest_window() {
    for size in SIZES {
        let mut h = harness_sized(size);
        h.run();
        let board = rect_of(&h, "Board");
        let p = panels(&h);
        assert!(
            board.left() > p.controls.right() && board.right() < p.results.left(),
            "{size:?}: {board:?} {p:?}"
        );
        assert!(board.width() >= 150.0, "{size:?}: {board:?}");
        // Nothing of the side panel runs out of it sideways.
        for (text, rect) in nodes_in(&h, p.controls) {
            assert!(
                rect.left() >= p.controls.left() - 0.5 && rect.right() <= p.controls.right() + 0.5,
                "{size:?}: {text:?} at {rect:?} outside {:?}",
                p.controls
            );
        }
    }
}

/// Every widget and text of the right-hand panel lies within its width (a list scrolls up
/// and down), and the board beside it.
fn assert_results_fit(h: &Harness<'static, App>, case: &str) {
    let p = panels(h);
    for (text, rect) in nodes_in(h, p.results) {
        let inside = rect.left() >= p.results.left() - 0.5 && rect.right() <= p.results.right() + 0.5;
        assert!(inside, "{case}: {text:?} at {rect:?} sticks out of {:?}", p.results);
    }
    let board = rect_of(h, "Board");
    assert!(
        board.right() < p.results.left(),
        "{case}: the board {board:?} runs under the panel {:?}",
        p.results
    );
}

#[test]
fn the_list_the_watch_and_most_queens_fit_the_right_panel_at_every_size() {
    for size in SIZES {
        let mut h = harness_sized(size);
        set_size(&mut h, 12);
        click(&mut h, "Solve");
        common::app::wait_until_idle(&mut h);
        assert_results_fit(&h, &format!("a 12×12 list at {size:?}"));
        click(&mut h, "Most queens");
        common::app::wait_until_idle(&mut h);
        assert_results_fit(&h, &format!("Most queens at {size:?}"));
        set_size(&mut h, 8);
        click(&mut h, "Watch");
        for _ in 0..30 {
            click(&mut h, "Step");
        }
        assert_results_fit(&h, &format!("a Watch at {size:?}"));
    }
}

/// How many screen points a point of the tree's Scene is drawn as, and where the node
/// named `label` is on the screen (its accessible bounds are in the Scene's coordinates).
fn tree_zoom(h: &Harness<'static, App>) -> f32 {
    let transforms: Vec<_> = h.ctx.memory(|m| m.to_global.values().copied().collect());
    assert_eq!(transforms.len(), 1, "one zoomed layer: the tree's Scene");
    transforms[0].scaling
}

fn node_on_screen(h: &Harness<'static, App>, label: &str) -> egui::Pos2 {
    let transforms: Vec<_> = h.ctx.memory(|m| m.to_global.values().copied().collect());
    transforms[0] * h.get_by_label_contains(label).rect().center()
}

/// Issue 31, item 15: at 760×520, an 8×8 Watch with its tree open. The tree is drawn at a
/// size its squares' names show at (fitted whole it was a strip of dots), with the node
/// the search is at in view, also once the tree is deep; a click on a node does not shrink
/// it; after Restart the tree is in view. The Watch's Code and Counters and the side
/// panel's Compare… can still be scrolled to, and nothing of the Watch runs out of its panel
/// (the board column was drawn over it) whichever search it shows.
#[test]
fn the_watch_and_its_tree_fit_a_760_by_520_window() {
    let size = [760.0, 520.0];
    let mut h = harness_sized(size);
    // Squares named as on a chessboard (the list's notation names them in sentences).
    h.state_mut().state.apply(nqueens::app::Action::SetNotation(nqueens::app::Notation::Squares));
    set_size(&mut h, 8);
    click(&mut h, "Watch");
    click(&mut h, "Tree");
    for _ in 0..6 {
        click(&mut h, "Step");
    }
    let central = |h: &Harness<'static, App>| [rect_of(h, "Board"), rect_of(h, "Search tree")];
    assert_right_panel_holds_its_contents(&h, &central(&h), "backtracking at step 6");
    let zoom = tree_zoom(&h);
    assert!(zoom >= 0.75, "the tree drawn at {zoom} of its size: too small to read");
    let drawn =
        |h: &Harness<'static, App>| -> Vec<String> { texts(h).into_iter().map(|(t, _, _)| t).collect() };
    // Step 6 took back the queen on d4 (node 5): it and the two queens above it are named.
    for name in ["e6", "b5", "d4"] {
        assert!(drawn(&h).contains(&name.to_owned()), "{name} not drawn: {:?}", drawn(&h));
    }
    // The tree's part of the board column: below its title, above the status line.
    let title = rect_of(&h, "Search tree");
    let pane = egui::Rect::from_x_y_ranges(
        title.left()..=panels(&h).results.left(),
        title.bottom()..=size[1] - 20.0,
    );
    let nodes = |h: &Harness<'static, App>| h.state().state.lab.tree.as_ref().unwrap().nodes().len();
    let solved = |h: &Harness<'static, App>| {
        h.state().state.lab.tree.as_ref().unwrap().nodes().iter().any(|n| n.solution)
    };
    // Deep in the search, at its first solution, the newest node is still in view, named.
    click(&mut h, "To next solution");
    step_until(&mut h, "the first solution", solved);
    h.run_ok();
    let newest = nodes(&h) - 1;
    let at = node_on_screen(&h, &format!("Node {newest}:"));
    assert!(pane.contains(at), "the newest node at {at:?}, out of the tree's pane {pane:?}");
    assert!(tree_zoom(&h) >= 0.75, "zoomed out to {} once the tree is deep", tree_zoom(&h));
    let zoom = tree_zoom(&h);
    h.get_by_label_contains(&format!("Node {newest}:")).click_accesskit();
    h.run();
    assert!((tree_zoom(&h) - zoom).abs() < 0.01, "a click shrank the tree: {zoom} → {}", tree_zoom(&h));
    // The whole tree on request, and back to following the search.
    click(&mut h, "Show the whole tree");
    assert!(tree_zoom(&h) < zoom, "the whole tree is smaller");
    click(&mut h, "Follow the search");
    assert!((tree_zoom(&h) - zoom).abs() < 0.01);
    click(&mut h, "Restart");
    let root = node_on_screen(&h, "Root");
    assert!(pane.contains(root), "the root after Restart at {root:?}, out of {pane:?}");
    // The Watch's sections and the side panel's last button can be scrolled to.
    for label in ["Code", "Counters"] {
        let rect = scroll_panel_to(&mut h, label, |p| p.results);
        assert!(within(rect, panels(&h).results), "{label} at {rect:?}");
    }
    scroll_to(&mut h, "Compare…");
    // Every search's panel keeps to its width.
    // Backtracking is the one open already.
    for search in watched_searches(false).iter().skip(1) {
        click(&mut h, search);
        for _ in 0..3 {
            click(&mut h, "Step");
        }
        assert_right_panel_holds_its_contents(&h, &[rect_of(&h, "Board")], search);
    }
}
