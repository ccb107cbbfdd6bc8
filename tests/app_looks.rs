#![cfg(feature = "gui")]
//! Issue 21, the smaller visual defects of item 11: every character drawn has a glyph, the
//! slider shows the size it is dragged to, the wheel zooms a wide board about the pointer
//! in a small window too, the hints explain their crosses and keep their colours under the
//! pointer, and the fixed queens are listed in whole rows.

mod common;

use common::app::{click, harness, harness_sized, set_size, step_until};
use common::layout::{rect_of, texts, wheel};

use eframe::egui;
use egui::epaint::{ClippedShape, Shape};
use egui::{Color32, Rect, vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use nqueens::app::{App, square_rect};
use nqueens::board::Queen;

/// The characters drawn this frame that their font has no glyph for (drawn as a box).
fn missing_glyphs(h: &Harness<'static, App>) -> Vec<(char, String)> {
    let mut missing = Vec::new();
    let mut walk = |shape: &Shape| {
        if let Shape::Text(text) = shape {
            let job = &text.galley.job;
            for section in &job.sections {
                for c in job.text[section.byte_range.start.0..section.byte_range.end.0]
                    .chars()
                    .filter(|c| !c.is_whitespace())
                {
                    if !h.ctx.fonts_mut(|f| f.has_glyph(&section.format.font_id, c)) {
                        missing.push((c, job.text.clone()));
                    }
                }
            }
        }
    };
    fn each(shape: &Shape, f: &mut impl FnMut(&Shape)) {
        match shape {
            Shape::Vec(shapes) => shapes.iter().for_each(|s| each(s, f)),
            _ => f(shape),
        }
    }
    for ClippedShape { shape, .. } in &h.output().shapes {
        each(shape, &mut walk);
    }
    missing
}

/// Hovers the widget named `label` until its tooltip, which contains `tip`, shows.
fn tooltip(h: &mut Harness<'static, App>, label: &str, tip: &str) {
    h.get_by_label(label).hover();
    step_until(h, tip, |h| texts(h).iter().any(|(text, _, _)| text.contains(tip)));
}

#[test]
fn every_character_shown_has_a_glyph_in_its_font() {
    let mut h = harness();
    set_size(&mut h, 8);
    set_size(&mut h, 12);
    // The size change's tooltip drew "8×8 ▯ 12×12": the font has no arrow.
    tooltip(&mut h, "Undo", "Undo: board size 8×8");
    assert_eq!(missing_glyphs(&h), vec![], "in the Undo tooltip");
    set_size(&mut h, 6);
    click(&mut h, "Watch");
    click(&mut h, "Step");
    tooltip(&mut h, "Step back", "Undo the last step");
    assert_eq!(missing_glyphs(&h), vec![], "in the Step back tooltip");
    tooltip(&mut h, "Step", "One step");
    assert_eq!(missing_glyphs(&h), vec![], "in the Step tooltip");
    click(&mut h, "Keyboard shortcuts");
    assert!(h.query_by_label_contains("Watch: one step forward").is_some());
    assert_eq!(missing_glyphs(&h), vec![], "in the shortcuts overlay");
}

#[test]
fn the_size_field_shows_the_size_the_slider_is_dragged_to() {
    let mut h = harness();
    set_size(&mut h, 8);
    let slider = rect_of(&h, "Board size slider");
    let at = |value: f32| slider.left() + slider.width() * (value - 1.0) / 63.0;
    let start = egui::pos2(at(8.0), slider.center().y);
    h.hover_at(start);
    h.run_ok();
    h.drag_at(start);
    h.run_ok();
    for step in 1..=10 {
        h.hover_at(egui::pos2(at(8.0 + 3.2 * step as f32), slider.center().y));
        h.run_ok();
    }
    let shown: usize = h.get_by_label("Board size").value().unwrap().parse().unwrap();
    assert!(shown >= 30, "the field shows {shown} while the slider is at about 40");
    assert_eq!(h.state().state.settings.n, 8, "the size applies when the drag ends");
    h.drop_at(egui::pos2(at(40.0), slider.center().y));
    h.run_ok();
    assert_eq!(h.state().state.settings.n, shown, "the size the field showed is the one applied");
}

#[test]
fn the_wheel_zooms_about_the_pointer_near_the_edges_of_a_small_window() {
    for size in [[640.0, 480.0], [760.0, 520.0], [1100.0, 720.0]] {
        let mut h = harness_sized(size);
        h.run();
        h.get_by_label("Board size").focus();
        h.run();
        h.get_by_label("Board size").type_text("300");
        h.key_press(egui::Key::Enter);
        h.run();
        for (x, y) in [(0.03, 0.5), (0.97, 0.5), (0.5, 0.03), (0.96, 0.96)] {
            let (view, vp) = h.state().wide_view().expect("a wide board");
            let pointer = view.min + vec2(view.width() * x, view.height() * y);
            let under = (pointer - view.min - vp.offset) / vp.scale;
            wheel(&mut h, pointer, -200.0); // up: in
            let (after, zoomed) = h.state().wide_view().unwrap();
            assert_eq!(after, view, "{size:?}: the view moved as the wheel zoomed at {pointer:?}");
            assert!(zoomed.scale > vp.scale * 1.5, "{size:?}: {vp:?} → {zoomed:?}");
            let now = (pointer - after.min - zoomed.offset) / zoomed.scale;
            assert!((now - under).length() < 0.05, "{size:?}: {under:?} drifted to {now:?} at {pointer:?}");
            click(&mut h, "Fit");
        }
    }
}

#[test]
fn the_hints_explain_their_crosses_and_the_pointer_keeps_their_colours() {
    let mut h = harness();
    set_size(&mut h, 8);
    click(&mut h, "d8");
    click(&mut h, "Hints");
    step_until(&mut h, "the hints", |h| h.query_by_label_contains("solutions keep these queens").is_some());
    h.run_ok();
    assert!(h.query_by_label("No solution goes through").is_some(), "the dark cross explained");
    assert!(h.query_by_label("A fixed queen attacks it").is_some(), "the light cross explained");

    // The fills over a square that a hovered square attacks are the same as unhovered.
    let board = rect_of(&h, "Board");
    let fills = |h: &Harness<'static, App>, square: Rect| -> Vec<Color32> {
        let mut fills = Vec::new();
        for ClippedShape { shape, .. } in &h.output().shapes {
            if let Shape::Rect(r) = shape
                && r.rect.center().distance(square.center()) < 1.0
                && r.fill != Color32::TRANSPARENT
            {
                fills.push(r.fill);
            }
        }
        fills
    };
    // c6 and f3: squares with a count (no fixed queen attacks them), on a diagonal.
    let (hovered, attacked) = (Queen::new(2, 2), Queen::new(5, 5));
    assert!(h.get_by_label("f3").value().unwrap().contains("solution"), "f3 has a heat shade");
    let square = square_rect(board, 8, attacked);
    h.hover_at(square_rect(board, 8, Queen::new(7, 0)).center() + vec2(-200.0, 0.0));
    h.run_ok();
    let plain = fills(&h, square);
    h.hover_at(square_rect(board, 8, hovered).center());
    h.run_ok();
    assert_eq!(fills(&h, square), plain, "hovering c6 shaded f3 over its heat colour");
}

#[test]
fn the_fixed_queens_are_listed_in_whole_rows() {
    for (n, placement) in [(8, vec![0, 4, 7, 5, 2, 6, 1, 3]), (10, vec![0, 2, 5, 7, 9, 4, 8, 1, 3, 6])] {
        let mut h = harness();
        set_size(&mut h, n);
        for (row, col) in placement.into_iter().enumerate() {
            h.state_mut().state.apply(nqueens::app::Action::ToggleQueen(Queen::new(row, col)));
        }
        h.run_ok();
        let rows: Vec<_> = texts(&h)
            .into_iter()
            .filter(|(text, _, _)| text.contains("row ") && text.contains(", col "))
            .collect();
        assert!(rows.len() >= 8, "{n}: {} rows drawn", rows.len());
        for (text, rect, clip) in rows {
            let whole = clip.expand(0.5).contains_rect(rect);
            let hidden = !clip.intersects(rect);
            assert!(whole || hidden, "{n}: the row {text:?} at {rect:?} is cut by {clip:?}");
        }
    }
}
