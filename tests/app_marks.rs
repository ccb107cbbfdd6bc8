#![cfg(feature = "gui")]
//! What the app shows must tell apart what differs and name what it is about (issue 47,
//! items 9 and 12): the sheet's file name follows the list, not the board shown; the
//! language menu is greyed where it cannot act; ♕ and ♛ are two pieces on screen; a square
//! is named in the person's notation only.

mod common;

use common::app::{click, harness, set_size, wait_until_idle};

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use nqueens::app::App;

/// The ink of `glyph` as the app's text draws it: the coverage of its pixels in egui's font
/// atlas, at a size where outline and fill are plain.
fn ink(h: &Harness<'static, App>, glyph: &str) -> u64 {
    let font = eframe::egui::FontId::proportional(48.0);
    let galley = h.ctx.fonts_mut(|f| f.layout_no_wrap(glyph.to_owned(), font, eframe::egui::Color32::WHITE));
    let uv = galley.rows[0].row.glyphs[0].uv_rect;
    let image = h.ctx.fonts(|f| f.image());
    let width = image.size[0];
    let mut sum = 0;
    for y in uv.min[1]..uv.max[1] {
        for x in uv.min[0]..uv.max[0] {
            sum += u64::from(image.pixels[y as usize * width + x as usize].a());
        }
    }
    sum
}

#[test]
fn a_queen_and_a_fixed_queen_are_two_pieces_in_the_apps_text() {
    let mut h = harness();
    h.run();
    let (queen, fixed) = (ink(&h, "♕"), ink(&h, "♛"));
    assert!(queen > 0 && fixed > 0, "both drawn: {queen}, {fixed}");
    // ♛ is filled, ♕ its outline: the filled one carries far more ink.
    assert!(fixed as f64 > 1.5 * queen as f64, "♛ {fixed} against ♕ {queen}: they look alike");
}

#[test]
fn export_sheet_names_the_lists_board_not_the_board_shown() {
    let mut h = harness();
    h.state_mut().use_path_field();
    set_size(&mut h, 8);
    click(&mut h, "Unique");
    click(&mut h, "Solve");
    wait_until_idle(&mut h);
    set_size(&mut h, 10);
    click(&mut h, "Export sheet…");
    let field = h.get_by_label("Save to path:").value().unwrap_or_default();
    assert!(field.ends_with("queens-8x8-unique-sheet.pdf"), "{field}");
}

#[test]
fn the_language_menu_is_greyed_while_a_question_waits() {
    let mut h = harness();
    assert!(!h.get_by_label("Language").accesskit_node().is_disabled());
    set_size(&mut h, 28);
    click(&mut h, "Count only");
    assert!(h.query_by_label_contains("Count anyway?").is_some(), "the question shows");
    assert!(h.get_by_label("Language").accesskit_node().is_disabled(), "it looks as if it worked");
    click(&mut h, "Cancel");
    assert!(!h.get_by_label("Language").accesskit_node().is_disabled());
}

#[test]
fn the_fixed_queens_list_names_a_square_one_way_only() {
    let mut h = harness();
    set_size(&mut h, 8);
    click(&mut h, "c7"); // row 1 from the top, column 2
    // The default notation counts from 0: the list says so, and gives no chess name beside it.
    // (The status line names the cursor's square too, as "Cursor row 1 …".)
    let entry = h.query_by_label("row 1 from the top, col 2");
    assert!(entry.is_some(), "the list's entry names c7 in the list's notation, and only so");
    // In chess squares, the chess name alone.
    h.state_mut().state.apply(nqueens::app::Action::SetNotation(nqueens::app::Notation::Squares));
    h.run();
    assert_eq!(h.query_all_by_label("c7").count(), 2, "the board's square and the list's entry");
    assert!(h.query_by_label_contains("from the top").is_none());
}
