#![cfg(feature = "gui")]
//! The search tree beside a Watch and the Compare window, as a person uses them: buttons,
//! keys, a node clicked, a form typed key by key, a comparison run and stopped.

mod common;

use common::app::{click, harness, set_size, step_until, type_into};

use eframe::egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use nqueens::app::App;

fn shown(h: &Harness<'static, App>, text: &str) -> bool {
    h.query_by_label(text).is_some()
}

#[test]
fn the_tree_grows_with_the_watch_and_a_node_shows_its_board() {
    let mut h = harness();
    set_size(&mut h, 4);
    click(&mut h, "Watch");
    click(&mut h, "Tree");
    assert!(shown(&h, "1 node after 0 steps"));
    click(&mut h, "Step");
    click(&mut h, "Step");
    assert!(shown(&h, "3 nodes after 2 steps"), "the tree follows each step");
    click(&mut h, "Skip to end");
    assert!(shown(&h, "17 nodes after 32 steps"));
    // Node 5 is the fifth placement: a1 b3 then back, a1 b4 c2 (ids in the order visited).
    // Through accesskit, as a screen reader clicks (a mouse click at the node's drawn place:
    // `a_mouse_click_on_a_drawn_node_selects_it`; kittest's `click()` aims at the accessible
    // bounds, which are in the zoomed Scene's own coordinates, and misses).
    h.get_by_label_contains("Node 5:").click_accesskit();
    h.run();
    assert!(shown(&h, "The board of node 5"));
    click(&mut h, "Hide board");
    assert!(shown(&h, "Click a node to see its partial board here."));
    // T hides the tree, and shows it again.
    h.key_press(Key::T);
    h.run();
    assert!(!shown(&h, "17 nodes after 32 steps"));
}

#[test]
fn the_tree_needs_a_watch() {
    let mut h = harness();
    set_size(&mut h, 4);
    h.key_press(Key::T);
    h.run();
    assert!(!h.state().state.lab.tree_open, "no Watch: the rules refuse the tree");
    assert!(common::app::notice_text(&h).contains("Press Watch first"));
}

#[test]
fn compare_of_two_searches_on_6x6_fills_the_table() {
    let mut h = harness();
    h.key_press(Key::L);
    h.run();
    assert!(shown(&h, "Compare searches"));
    type_into(&mut h, "Sizes", "6");
    type_into(&mut h, "Runs", "3");
    assert_eq!(h.state().state.lab.compare.sizes, "6");
    click(&mut h, "Run comparison");
    step_until(&mut h, "the comparison to end", |h| !h.state().state.lab.compare.running());
    h.run_ok();
    assert!(shown(&h, "Done: 2 rows."));
    // Each name in its box in the form, its row and the plots' legends.
    assert!(h.query_all_by_label("Backtracking").count() >= 2);
    assert!(h.query_all_by_label("Min-conflicts").count() >= 2);
    let rows: Vec<_> = h.state().state.lab.compare.rows.iter().map(|r| (r.algorithm, r.n, r.runs)).collect();
    use nqueens::lab::Algorithm;
    assert_eq!(rows, [(Algorithm::Backtrack, 6, 1), (Algorithm::MinConflicts, 6, 3)]);
    let problem = nqueens::board::Problem::empty(6).unwrap();
    let method = Algorithm::Backtrack;
    let (counters, _) = nqueens::lab::systematic::Systematic::counting(&problem, method).run_while(|_| true);
    assert!(shown(&h, &counters.nodes().to_string()), "backtracking's nodes on 6×6 in the table");
    // The table has the CSV's solutions column: backtracking found 6×6's 4.
    let header = h.get_by_label("Median time").rect();
    let beside =
        h.query_all_by_label("Solutions").any(|n| (n.rect().center().y - header.center().y).abs() < 2.0);
    assert!(beside, "a Solutions column beside Median time");
    // The h plot says which run it shows: the search, the board and the seed.
    assert!(shown(&h, "h over the steps of one run of Min-conflicts (n = 6, seed 1)"));
    // Issue 31, item 12: one size is one point a search, with no line to draw: each is
    // marked. Both searches solved every 6×6 run, so both marks are at (6, 1).
    let title = h.get_by_label("Share of runs solved against n").rect();
    let plot = eframe::egui::Rect::from_min_max(
        title.left_bottom(),
        title.left_bottom() + eframe::egui::vec2(2000.0, 190.0),
    );
    assert_eq!(markers(&h, plot), 2, "a marker a search in the solved plot");
}

/// The plots' point markers (egui_plot's circles of the radius the Compare plots give
/// them) drawn in `area`.
fn markers(h: &Harness<'static, App>, area: eframe::egui::Rect) -> usize {
    use eframe::egui::epaint::{ClippedShape, Shape};
    fn walk(shape: &Shape, area: eframe::egui::Rect, count: &mut usize) {
        match shape {
            Shape::Circle(c) if (c.radius - 4.0).abs() < 0.01 && area.contains(c.center) => *count += 1,
            Shape::Vec(shapes) => shapes.iter().for_each(|s| walk(s, area, count)),
            _ => {}
        }
    }
    let mut count = 0;
    for ClippedShape { clip_rect, shape, .. } in &h.output().shapes {
        if clip_rect.intersects(area) {
            walk(shape, area, &mut count);
        }
    }
    count
}

/// Issue 31, item 11: hill climbing's sideways moves set in Compare's form, key by key, or
/// taken from the Watch, the form saying which.
#[test]
fn compare_sets_the_local_parameters_or_takes_the_watchs() {
    let mut h = harness();
    h.key_press(Key::L);
    h.run();
    click(&mut h, "Hill climbing");
    type_into(&mut h, "Sideways moves", "100");
    h.key_press(Key::Enter);
    h.run();
    // Hill climbing's own: each search now carries only the parameters it reads.
    let sideways = |h: &Harness<'static, App>| {
        let plan = h.state().state.lab.compare.plan().unwrap();
        let hill = plan.searches.iter().find(|s| s.algorithm == nqueens::lab::Algorithm::HillClimbing);
        hill.expect("hill climbing ticked").params.sideways
    };
    assert!(shown(&h, "Parameters set here: hill climbing with 100 sideways moves and 0 restarts."));
    click(&mut h, "Take the parameters from the Watch");
    assert!(shown(
        &h,
        "Parameters taken from the Watch: hill climbing with 0 sideways moves and 0 restarts."
    ));
    click(&mut h, "Take the parameters from the Watch");
    assert_eq!(sideways(&h), 100, "the form's own again");
}

/// Presses Run comparison, and Go ahead if the app asks first (a slow machine, a debug
/// build, may expect the 15×15 backtracking to take minutes).
fn run_comparison(h: &mut Harness<'static, App>) {
    click(h, "Run comparison");
    if h.state().state.confirm.is_some() {
        click(h, "Go ahead");
    }
}

#[test]
fn compare_stops_during_a_run() {
    let mut h = harness();
    click(&mut h, "Compare…");
    type_into(&mut h, "Sizes", "6,14,15");
    run_comparison(&mut h);
    step_until(&mut h, "the first rows", |h| h.state().state.lab.compare.rows.len() >= 2);
    click(&mut h, "Stop comparison");
    step_until(&mut h, "the comparison to stop", |h| !h.state().state.lab.compare.running());
    h.run_ok();
    let rows = h.state().state.lab.compare.rows.len();
    assert!(shown(&h, &format!("Stopped after {rows} of 6 rows.")));
}

#[test]
fn compare_exports_the_csv_nqueens_compare_writes() {
    let mut h = harness();
    click(&mut h, "Compare…");
    type_into(&mut h, "Sizes", "5,6");
    type_into(&mut h, "Runs", "4");
    type_into(&mut h, "Seed", "7");
    click(&mut h, "Run comparison");
    step_until(&mut h, "the comparison to end", |h| !h.state().state.lab.compare.running());
    h.run_ok();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("table.csv");
    // Through the file dialog (the path field stands in for it), and the notice names the folder.
    h.state_mut().use_path_field();
    common::app::through_path_field(&mut h, "Export CSV…", "Save to path:", &path);
    let said = common::app::notice_text(&h);
    assert!(said.contains("table.csv") && said.contains(&dir.path().display().to_string()), "{said}");
    let app = std::fs::read_to_string(&path).expect("the CSV written");
    let out = common::cli::nqueens()
        .args(["compare", "5,6", "--algorithms", "backtrack,min-conflicts", "--runs", "4", "--seed", "7"])
        .output()
        .unwrap();
    assert!(out.status.success());
    let cli = String::from_utf8(out.stdout).unwrap();
    // Every column but the seconds, which differ from run to run.
    let cells = |text: &str| -> Vec<Vec<String>> {
        text.lines()
            .map(|line| line.split(',').enumerate().filter(|(i, _)| *i != 5).map(|(_, c)| c.into()).collect())
            .collect()
    };
    assert_eq!(cells(&app), cells(&cli));
    assert_eq!(app.lines().count(), 5, "the header and four rows");
}

#[test]
fn esc_stops_a_comparison_and_keeps_its_rows() {
    let mut h = harness();
    h.key_press(Key::L);
    h.run();
    type_into(&mut h, "Sizes", "6,14,15");
    run_comparison(&mut h);
    step_until(&mut h, "the first rows", |h| h.state().state.lab.compare.rows.len() >= 2);
    h.key_press(Key::Escape);
    step_until(&mut h, "Esc to stop the comparison", |h| !h.state().state.lab.compare.running());
    h.run_ok();
    let compare = &h.state().state.lab.compare;
    let rows = compare.rows.len();
    assert_eq!(compare.ended, Some(false), "stopped, not finished");
    assert!((2..6).contains(&rows), "the rows found before Esc are kept: {rows}");
    assert!(shown(&h, &format!("Stopped after {rows} of 6 rows.")));
}

/// Where a tree node is drawn on the screen: its accessible bounds are in the zoomed
/// Scene's own coordinates, which the scene's layer transform takes to the screen.
fn node_on_screen(h: &Harness<'static, App>, label: &str) -> eframe::egui::Pos2 {
    let in_scene = h.get_by_label_contains(label).rect().center();
    let transforms: Vec<_> = h.ctx.memory(|m| m.to_global.values().copied().collect());
    assert_eq!(transforms.len(), 1, "one zoomed layer: the tree's Scene");
    let on_screen = transforms[0] * in_scene;
    assert_ne!(on_screen, in_scene, "the Scene zooms and moves the tree");
    on_screen
}

/// Clicks the primary button at `pos`, as a mouse does: move there, press, release.
fn click_at(h: &mut Harness<'static, App>, pos: eframe::egui::Pos2) {
    h.hover_at(pos);
    h.run();
    for pressed in [true, false] {
        h.event(eframe::egui::Event::PointerButton {
            pos,
            button: eframe::egui::PointerButton::Primary,
            pressed,
            modifiers: eframe::egui::Modifiers::NONE,
        });
    }
    h.run();
}

#[test]
fn a_mouse_click_on_a_drawn_node_selects_it() {
    let mut h = harness();
    set_size(&mut h, 4);
    click(&mut h, "Watch");
    click(&mut h, "Tree");
    click(&mut h, "Skip to end");
    assert!(shown(&h, "17 nodes after 32 steps"));
    let at = node_on_screen(&h, "Node 5:");
    click_at(&mut h, at);
    assert_eq!(h.state().state.lab.tree.as_ref().unwrap().selected, Some(5));
    assert!(shown(&h, "The board of node 5"));
    // Another node, further down the tree.
    let at = node_on_screen(&h, "Node 9:");
    click_at(&mut h, at);
    assert!(shown(&h, "The board of node 9"));
}

#[test]
fn an_opened_subtree_folds_back_from_the_keyboard() {
    let mut h = harness();
    set_size(&mut h, 9);
    click(&mut h, "Watch");
    click(&mut h, "Tree");
    click(&mut h, "Skip to end");
    step_until(&mut h, "the end of the search", |h| h.state().state.run.watch().unwrap().search.finished());
    h.run_ok();
    let unfolded = |h: &Harness<'static, App>| h.state().state.lab.tree.as_ref().unwrap().unfolded.clone();
    let boxes =
        |h: &Harness<'static, App>| h.query_all_by_label_contains("nodes folded: click to open").count();
    let folded = boxes(&h);
    assert!(folded > 0, "9×9's tree is big enough to fold");
    // Tab-like focus on the first folded box; Enter opens it.
    h.query_all_by_label_contains("nodes folded: click to open").next().unwrap().focus();
    h.run();
    h.key_press(Key::Enter);
    h.run();
    let opened = unfolded(&h);
    assert_eq!(opened.len(), 1, "Enter opened the focused box");
    assert!(boxes(&h) != folded, "the box gave way to its subtree");
    // Backspace on the focused node folds it back, and focus stays on its box.
    h.key_press(Key::Backspace);
    h.run();
    assert!(unfolded(&h).is_empty(), "Backspace folded the subtree back");
    assert_eq!(boxes(&h), folded);
    // Open it again, select its root with Enter: its details offer Fold.
    h.key_press(Key::Enter);
    h.run();
    assert_eq!(unfolded(&h), opened, "focus stayed on the folded box");
    h.key_press(Key::Enter);
    h.run();
    assert!(shown(&h, &format!("The board of node {}", opened[0])));
    click(&mut h, "Fold");
    assert!(unfolded(&h).is_empty(), "Fold in the node's details folded it back");
    assert_eq!(boxes(&h), folded);
}

#[test]
fn compare_max_steps_limits_the_local_searches_and_is_checked() {
    let mut h = harness();
    h.key_press(Key::L);
    h.run();
    assert!(shown(&h, "Max steps"));
    type_into(&mut h, "Sizes", "8");
    type_into(&mut h, "Max steps", "0");
    let wrong =
        "Max steps must be a whole number, at least 1 (or leave it empty for each search's own limit).";
    assert!(shown(&h, wrong), "the form says what is wrong");
    click(&mut h, "Run comparison");
    assert!(!h.state().state.lab.compare.running(), "Run is refused while Max steps is wrong");
    type_into(&mut h, "Max steps", "3");
    assert!(!shown(&h, wrong));
    click(&mut h, "Run comparison");
    step_until(&mut h, "the comparison to end", |h| !h.state().state.lab.compare.running());
    h.run_ok();
    let compare = &h.state().state.lab.compare;
    let local = compare.rows.iter().find(|r| r.algorithm == nqueens::lab::Algorithm::MinConflicts).unwrap();
    assert_eq!(
        (local.runs, local.solved, local.median_steps),
        (10, 0, Some(3.0)),
        "3 steps solve no 8×8 board"
    );
    let out = common::cli::nqueens()
        .args(["compare", "8", "--algorithms", "backtrack,min-conflicts", "--runs", "10", "--seed", "1"])
        .args(["--max-steps", "3"])
        .output()
        .unwrap();
    assert!(out.status.success());
    let cells = |text: &str| -> Vec<Vec<String>> {
        text.lines()
            .map(|line| line.split(',').enumerate().filter(|(i, _)| *i != 5).map(|(_, c)| c.into()).collect())
            .collect()
    };
    assert_eq!(cells(&compare.csv()), cells(&String::from_utf8(out.stdout).unwrap()), "the CLI's rows");
}

/// How many screen points a point of the tree's Scene is drawn as.
fn tree_zoom(h: &Harness<'static, App>) -> f32 {
    let transforms: Vec<_> = h.ctx.memory(|m| m.to_global.values().copied().collect());
    assert_eq!(transforms.len(), 1, "one zoomed layer: the tree's Scene");
    transforms[0].scaling
}

/// Issue 31, item 15: at 760×520 the tree gets the pane's height (it was a strip of dots
/// under the pane's words), a click on a node does not shrink it, nodes carry their squares'
/// names once zoomed in, and after Restart the tree is in view again.
#[test]
fn the_tree_pane_fits_a_760_by_520_window() {
    let mut h = common::app::harness_sized([760.0, 520.0]);
    // Squares named as on a chessboard (the list's notation names the nodes).
    h.state_mut().state.apply(nqueens::app::Action::SetNotation(nqueens::app::Notation::Squares));
    set_size(&mut h, 4);
    click(&mut h, "Watch");
    click(&mut h, "Tree");
    for _ in 0..4 {
        click(&mut h, "Step");
    }
    let zoom = tree_zoom(&h);
    assert!(zoom >= 0.6, "the tree drawn at {zoom} of its size: too small to read");
    h.get_by_label_contains("Node 2:").click_accesskit();
    h.run();
    assert!(shown(&h, "The board of node 2"));
    assert!((tree_zoom(&h) - zoom).abs() < 0.01, "a click shrank the tree: {zoom} → {}", tree_zoom(&h));
    // Zoomed in this far, each node carries its square: node 1 is a4.
    let drawn: Vec<String> = common::layout::texts(&h).into_iter().map(|(text, _, _)| text).collect();
    assert!(drawn.iter().any(|t| t == "a4"), "no square names on the nodes: {drawn:?}");
    click(&mut h, "Restart");
    let root = node_on_screen(&h, "Root");
    let screen =
        eframe::egui::Rect::from_min_size(eframe::egui::Pos2::ZERO, eframe::egui::vec2(760.0, 520.0));
    assert!(screen.contains(root), "the root after Restart at {root:?}");
}

/// Issue 31, item 18: the state-space formulation beside the Watch, and the search spaces
/// of the board beside Compare's exhaustive rows.
#[test]
fn the_course_formulation_and_search_spaces_are_shown() {
    let mut h = harness();
    set_size(&mut h, 6);
    h.key_press(Key::L);
    h.run();
    click(&mut h, "Backtracking");
    click(&mut h, "Min-conflicts");
    click(&mut h, "Every placement");
    click(&mut h, "Permutations");
    type_into(&mut h, "Sizes", "6");
    run_comparison(&mut h);
    step_until(&mut h, "the comparison to end", |h| !h.state().state.lab.compare.running());
    h.run_ok();
    let spaces = "Search spaces of the 6×6 board: C(n², n) = 1.9 × 10^6 placements of n queens anywhere, \
                  n^n = 46,656 with one a row, n! = 720 permutations.";
    assert!(shown(&h, spaces));
    h.key_press(Key::Escape);
    h.key_press(Key::L);
    h.run();
    click(&mut h, "Watch");
    click(&mut h, "State space");
    assert!(h.query_by_label_contains("Initial state: the board with only the fixed queens").is_some());
    click(&mut h, "Skip to end");
    assert!(shown(&h, "Partial solutions visited (nodes): 153"));
}
