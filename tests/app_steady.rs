#![cfg(feature = "gui")]
//! Issue 21, defect 10: controls keep their place while what is around them changes, so a
//! click lands where the person aimed. Each test takes a control's rectangle before and
//! after the change.

mod common;

use common::app::{click, harness_sized, set_size, step_until};
use common::layout::{panels, rect_of, scroll_to, within};

use eframe::egui;
use egui::Rect;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use nqueens::app::App;

const SIZES: [[f32; 2]; 2] = [[640.0, 480.0], [1100.0, 720.0]];

fn rects(h: &Harness<'static, App>, labels: &[&str]) -> Vec<Rect> {
    labels.iter().map(|l| rect_of(h, l)).collect()
}

fn shown(h: &Harness<'static, App>, text: &str) -> bool {
    h.query_by_label_contains(text).is_some()
}

#[test]
fn clear_stays_put_as_the_hints_text_comes_changes_and_wraps() {
    for size in SIZES {
        let mut h = harness_sized(size);
        set_size(&mut h, 8);
        click(&mut h, "d8");
        scroll_to(&mut h, "Hints");
        click(&mut h, "Hints");
        let clear = rect_of(&h, "Clear");
        let texts = [
            ("18 solutions keep these queens.", "d8"),
            // A queen that leaves none: the longest sentence, over two or three lines.
            ("None: remove a queen. Removing", "c4"),
            ("No hints while fixed queens attack each other.", "d7"),
        ];
        for (text, square) in texts {
            if square != "d8" {
                click(&mut h, square);
            }
            step_until(&mut h, text, |h| shown(h, text));
            h.run_ok();
            assert_eq!(rect_of(&h, "Clear"), clear, "{size:?}: Clear moved when the hints said {text:?}");
        }
    }
}

#[test]
fn the_path_field_floats_and_pushes_nothing_down() {
    for size in SIZES {
        let mut h = harness_sized(size);
        h.state_mut().use_path_field();
        set_size(&mut h, 8);
        click(&mut h, "d8");
        let names = ["Export JSON…", "Open JSON…", "Hints", "Clear", "Solve", "d8"];
        let before = rects(&h, &names);
        scroll_to(&mut h, "Open JSON…");
        let scrolled = rects(&h, &names);
        click(&mut h, "Open JSON…");
        let field = rect_of(&h, "Open path:");
        assert_eq!(rects(&h, &names), scrolled, "{size:?}: the path field moved the controls");
        let controls = panels(&h).controls;
        assert!(
            field.left() >= controls.left() - 0.5 && field.right() <= controls.right() + 0.5,
            "{field:?}"
        );
        // A path that does not open brings the field back with the reason: still nothing moves.
        h.get_by_label("Open path:").set_text_value_accesskit("/nonexistent/queens.json");
        h.run_ok();
        click(&mut h, "OK");
        common::app::wait_until_idle(&mut h);
        assert_eq!(rects(&h, &names), scrolled, "{size:?}: the open and its outcome moved the controls");
        if h.query_by_label("Cancel").is_some() {
            click(&mut h, "Cancel");
        }
        assert!(h.query_by_label("Open path:").is_none());
        scroll_to(&mut h, "Queenside");
        assert_eq!(rects(&h, &names), before, "{size:?}");
    }
}

#[test]
fn crossing_64_keeps_the_buttons_below_the_limit_in_place() {
    for size in SIZES {
        let mut h = harness_sized(size);
        set_size(&mut h, 64);
        let names =
            ["Solve", "Most queens", "Stop", "Count only", "Watch", "Export JSON…", "Open JSON…", "Hints"];
        let before = rects(&h, &names);
        set_size(&mut h, 65);
        assert!(shown(&h, "Boards past 64 always stop early."));
        assert_eq!(rects(&h, &names), before, "{size:?}: the note for boards past 64 moved the buttons");
        set_size(&mut h, 64);
        assert_eq!(rects(&h, &names), before, "{size:?}");
    }
}

#[test]
fn play_and_pause_are_one_width_so_the_steps_stay_put() {
    for size in SIZES {
        let mut h = harness_sized(size);
        set_size(&mut h, 6);
        click(&mut h, "Watch");
        let play = rect_of(&h, "Play");
        let steps = rects(&h, &["Step back", "Step"]);
        let results = panels(&h).results;
        for rect in steps.iter().chain([&play]) {
            assert!(within(*rect, results), "{size:?}: {rect:?} outside {results:?}");
        }
        // A few frames only: playing, the 6×6 search would soon reach its end.
        h.get_by_label("Play").click();
        h.run_steps(3);
        assert_eq!(rect_of(&h, "Pause"), play, "{size:?}: Pause is not where Play was");
        assert_eq!(rects(&h, &["Step back", "Step"]), steps, "{size:?}: the steps moved");
        h.get_by_label("Pause").click();
        h.run_steps(3);
        assert_eq!(rect_of(&h, "Play"), play, "{size:?}");
    }
}
