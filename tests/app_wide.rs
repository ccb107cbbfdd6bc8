#![cfg(feature = "gui")]
//! Boards past 64 through the app: typed in, zoomed with the wheel, a queen fixed by a
//! click at a square's computed position, solved with the default limit; and the view's
//! painting stays bounded by what is on screen.

mod common;

use common::app::{click, harness, status_text, wait_until_idle};

use eframe::egui;
use egui::{Event, Modifiers, MouseWheelSource, MouseWheelUnit, PointerButton, Pos2, TouchPhase, vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use nqueens::app::{App, DEFAULT_WIDE_LIMIT, EndState, Viewport};
use nqueens::board::{Queen, is_solution};
use nqueens::stream::Outcome;

/// Types a size into the field, as a person does.
fn type_size(h: &mut Harness<'static, App>, n: usize) {
    h.get_by_label("Board size").focus();
    h.run();
    h.get_by_label("Board size").type_text(&n.to_string());
    h.key_press(egui::Key::Enter);
    h.run();
    assert_eq!(h.state().state.settings.n, n);
}

fn view(h: &Harness<'static, App>) -> (egui::Rect, Viewport) {
    h.state().wide_view().expect("the wide view is shown")
}

/// A mouse click at a screen position.
fn click_at(h: &mut Harness<'static, App>, pos: Pos2) {
    h.hover_at(pos);
    h.run_ok();
    for pressed in [true, false] {
        h.event(Event::PointerButton {
            pos,
            button: PointerButton::Primary,
            pressed,
            modifiers: Modifiers::NONE,
        });
        h.run_ok();
    }
}

/// Wheel notches at `pos` (up: zoom in); egui smooths them over a few frames.
fn wheel_at(h: &mut Harness<'static, App>, pos: Pos2, lines: f32) {
    h.hover_at(pos);
    h.event(Event::MouseWheel {
        unit: MouseWheelUnit::Line,
        delta: vec2(0.0, lines),
        phase: TouchPhase::Move,
        source: MouseWheelSource::Unknown,
        modifiers: Modifiers::NONE,
    });
    for _ in 0..60 {
        h.step();
    }
    h.run_ok();
}

fn shapes(h: &Harness<'static, App>) -> usize {
    h.output().shapes.len()
}

#[test]
fn a_typed_200_board_zooms_takes_a_clicked_queen_and_solves_with_the_default_limit() {
    let mut h = harness();
    type_size(&mut h, 200);
    let n = 200;
    let (rect, fit) = view(&h);
    assert_eq!(fit, Viewport::fit(rect.size(), n), "a new size starts fitted");
    assert!(fit.scale < 4.0, "squares this small take no clicks: {fit:?}");

    // The wheel zooms around the pointer: the square under it stays under it.
    // Mid-square, so rounding cannot tip it over an edge.
    let pointer = rect.min + vec2(rect.width() * 0.3125, rect.height() * 0.6125);
    let target = fit.square_at(rect, n, pointer).unwrap();
    wheel_at(&mut h, pointer, 10.0);
    let (rect, zoomed) = view(&h);
    assert!(zoomed.scale > fit.scale * 4.0, "{zoomed:?}");
    assert_eq!(zoomed.square_at(rect, n, pointer), Some(target));

    // A click at the square's centre (the same mapping the view uses) fixes a queen there.
    click_at(&mut h, zoomed.square_rect(rect, target).center());
    assert_eq!(h.state().state.settings.fixed, vec![target]);
    // The cursor follows the click, as on a narrow board: the status line names the square.
    assert_eq!(h.state().state.cursor, target, "the cursor stayed where it was");
    let cursor = format!("Cursor row {} from the top, column {} (both from 0)", target.row, target.col);
    assert!(h.query_by_label_contains(&cursor).is_some(), "the status line lacks {cursor}");
    assert_eq!(h.get_by_label(&target.notation(n)).value().as_deref(), Some("fixed queen"));

    assert_eq!(h.state().state.settings.wide_limit, DEFAULT_WIDE_LIMIT);
    click(&mut h, "Solve");
    wait_until_idle(&mut h);
    let state = &h.state().state;
    let Some(EndState::Solved { outcome, .. }) = state.run.end.clone() else { panic!("{:?}", state.run.end) };
    assert_eq!(outcome, Outcome::LimitReached);
    assert_eq!(state.listed(), 1);
    let cols = state.results().unwrap().store().to_vec(0);
    assert!(is_solution(n, &cols));
    assert_eq!(cols[target.row] as usize, target.col, "the solution keeps the fixed queen");
    let status = status_text(&h);
    assert!(status.starts_with("Limit reached: stopped after 1 solution ("), "{status}");
    // The row shows the first 64 columns and an ellipsis, not all 200.
    let row = h.get_by_label_contains("Solution 1:").accesskit_node().label().unwrap_or_default();
    let listed =
        row.trim_start_matches("Solution 1:").split_whitespace().filter(|c| c.parse::<u32>().is_ok());
    assert!(row.ends_with('…') && listed.count() == 64, "{row}");
    // The solution's queens in view are marked.
    let vis = zoomed.visible(rect, n);
    for row in vis.rows.clone().filter(|&r| r != target.row) {
        let q = Queen::new(row, cols[row] as usize);
        if vis.contains(q) {
            assert_eq!(h.get_by_label(&q.notation(n)).value().as_deref(), Some("queen"));
        }
    }

    // Fit brings the whole board back.
    click(&mut h, "Fit");
    assert_eq!(view(&h).1, fit);
}

#[test]
fn a_1000_board_paints_what_is_on_screen_only() {
    let mut h = harness();
    type_size(&mut h, 1000);
    click(&mut h, "Solve");
    wait_until_idle(&mut h);
    let cols = h.state().state.results().unwrap().store().to_vec(0);
    assert!(is_solution(1000, &cols));

    // Zoomed out: a million squares on screen, painted as one area with a few lines.
    let fitted = shapes(&h);
    assert!(fitted < 2000, "{fitted} shapes for the whole board");
    // Zoomed in as far as it goes: only the squares in view.
    let (rect, _) = view(&h);
    for _ in 0..4 {
        wheel_at(&mut h, rect.center(), 10.0);
    }
    let (rect, vp) = view(&h);
    assert_eq!(vp.scale, nqueens::app::MAX_SQUARE);
    let vis = vp.visible(rect, 1000);
    assert!(vis.squares() < 150, "{vis:?}");
    let zoomed = shapes(&h);
    assert!(zoomed < 1000, "{zoomed} shapes for {} squares in view", vis.squares());

    // Dragging pans: the board moves with the pointer.
    let start = rect.center();
    h.hover_at(start);
    h.event(Event::PointerButton {
        pos: start,
        button: PointerButton::Primary,
        pressed: true,
        modifiers: Modifiers::NONE,
    });
    h.run_ok();
    for step in 1..=10 {
        h.hover_at(start + vec2(-10.0, 8.0) * step as f32);
        h.run_ok();
    }
    h.drop_at(start + vec2(-100.0, 80.0));
    h.run_ok();
    let panned = view(&h).1;
    assert!((panned.offset - (vp.offset + vec2(-100.0, 80.0))).length() < 12.0, "{vp:?} → {panned:?}");
    assert!(h.state().state.settings.fixed.is_empty(), "a drag is not a click");
}

#[test]
fn count_and_unique_on_wide_boards() {
    let mut h = harness();
    type_size(&mut h, 80);
    assert!(h.get_by_label("Count only").accesskit_node().is_disabled());
    click(&mut h, "Unique");
    h.get_by_label("Limit").set_value_accesskit(3.0);
    h.run();
    assert_eq!(h.state().state.limit(), Some(3));
    click(&mut h, "Solve");
    wait_until_idle(&mut h);
    let store = h.state().state.results().unwrap().store();
    assert_eq!(store.len(), 3);
    for i in 0..3 {
        assert!(is_solution(80, &store.to_vec(i)));
        assert!(store.class_size(i).is_some());
    }
}

/// Issue 30, item 6: a click on a 1000-wide board at Fit zoom did nothing. It now zooms in on
/// the square clicked, which stays under the pointer, and the next click fixes a queen there.
#[test]
fn a_click_too_fine_to_aim_zooms_in_on_the_square_clicked() {
    let mut h = harness();
    type_size(&mut h, 1000);
    let n = 1000;
    let (rect, fit) = view(&h);
    assert!(fit.scale < 4.0, "at Fit the squares are too small to aim at: {fit:?}");
    let pointer = rect.min + vec2(rect.width() * 0.4, rect.height() * 0.7);
    let target = fit.square_at(rect, n, pointer).unwrap();
    click_at(&mut h, pointer);
    let (rect, zoomed) = view(&h);
    assert!(zoomed.scale >= 4.0, "the click zoomed in: {zoomed:?}");
    assert!(h.state().state.settings.fixed.is_empty(), "no queen from an unaimed click");
    let under = zoomed.square_at(rect, n, pointer).unwrap();
    assert!(
        under.row.abs_diff(target.row) <= 1 && under.col.abs_diff(target.col) <= 1,
        "{under:?} {target:?}"
    );
    click_at(&mut h, zoomed.square_rect(rect, under).center());
    assert_eq!(h.state().state.settings.fixed, vec![under]);
}
