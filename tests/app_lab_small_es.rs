#![cfg(feature = "gui")]
//! Issue 47, item 4: Compare at 760×520 in Spanish, whose table is wider than the window:
//! the table scrolls sideways on its own; the plots, their legends and x axes stay in view.
//! (One test in this file: the language is the whole process's.)

mod common;

use common::app::{click, harness_with, step_until, type_into};
use common::layout::within;
use eframe::egui::{Key, Pos2, Rect, vec2};
use egui_kittest::kittest::Queryable as _;
use nqueens::app::{Chart, Language, Settings, compare_plot_id};
use nqueens::lab::Algorithm;

#[test]
fn compare_fits_a_760_by_520_window_in_spanish() {
    let mut h = harness_with(Settings { language: Some(Language::Spanish), ..Settings::default() });
    h.set_size(vec2(760.0, 520.0));
    h.run();
    let screen = Rect::from_min_size(Pos2::ZERO, vec2(760.0, 520.0));
    h.key_press(Key::L);
    h.run();
    type_into(&mut h, "Tamaños", "6, 7");
    type_into(&mut h, "Ejecuciones", "3");
    click(&mut h, "Iniciar la comparación");
    step_until(&mut h, "the comparison to end", |h| !h.state().state.lab.compare.running());
    h.run_ok();
    for chart in [Chart::Solved, Chart::Steps, Chart::H(Algorithm::MinConflicts)] {
        let memory = egui_plot::PlotMemory::load(&h.ctx, compare_plot_id(chart)).expect("the plot is drawn");
        let frame = *memory.transform().frame();
        assert!(frame.left() >= 0.0 && frame.right() <= 760.0, "{chart:?} drawn across {frame:?}");
        for name in ["Vuelta atrás (backtracking)", "Mínimos conflictos"] {
            let inside = h.query_all_by_label(name).map(|n| n.rect()).filter(|r| frame.intersects(*r));
            for entry in inside {
                assert!(within(entry, frame), "{chart:?}: {name}'s legend entry cut: {entry:?} in {frame:?}");
            }
        }
    }
    // The last column, out of view at first, scrolled to.
    let header = h.get_by_label("Comprobaciones de ataque").rect();
    assert!(header.right() > 760.0, "the table fits after all: {header:?} (no test of its scrolling)");
    h.get_by_label("Comprobaciones de ataque").scroll_to_me();
    h.run();
    h.run();
    let header = h.get_by_label("Comprobaciones de ataque").rect();
    assert!(within(header, screen), "the last column cannot be brought into view: {header:?}");
}
