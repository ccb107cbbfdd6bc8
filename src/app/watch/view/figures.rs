//! The figures of the Watch's search: counters and path for the systematic searches; h,
//! the move taken and the algorithm's own figures for a local search, with the best boards
//! of a genetic generation as thumbnails.

use crate::board::Queen;
use crate::lab::local::{Event, LocalMachine};
use crate::lab::stepper::{LocalRun, Stepper};
use eframe::egui;
use egui::{RichText, Ui};

use crate::app::settings::Notation;
use crate::app::state::State;
use crate::app::text::lang::messages as m;
use crate::app::text::notation::{square_short, square_text, write_cell};
use crate::app::watch::Watch;
use crate::app::widgets::text_width;

/// Thumbnails of a generation's best boards, and their side in points.
const BEST_BOARDS: usize = 6;
const THUMB: f32 = 56.0;

pub(super) fn ui(ui: &mut Ui, state: &State, watch: &Watch) {
    match &watch.search {
        Stepper::Systematic(s) => {
            let c = s.counters();
            let depth = s.path().count();
            let rows = s.cols().len() - state.run.board.fixed.len();
            // The textbook's checks are not the lesson of its Watch: its refusals show them.
            let checks = (s.algorithm() != crate::lab::Algorithm::Backtrack).then_some(c.checks);
            counters(ui, depth, rows, c.steps, c.nodes(), c.solutions, c.backtracks, checks);
            nodes_by_row(ui, &c.nodes_by_row, state.settings.notation);
        }
        Stepper::Local(l) => local(ui, state, l),
        Stepper::Generate(_) => {}
    }
    ui.add_space(6.0);
    path(ui, state, watch);
}

#[allow(clippy::too_many_arguments)] // one line each: a struct would only rename them
fn counters(
    ui: &mut Ui,
    depth: usize,
    rows: usize,
    steps: u64,
    nodes: u64,
    solutions: u64,
    backtracks: u64,
    checks: Option<u64>,
) {
    ui.strong(m::watch_counters());
    ui.label(m::watch_depth(depth, rows));
    ui.label(m::watch_steps(steps));
    ui.label(m::watch_nodes(nodes)).on_hover_text(m::watch_nodes_tip());
    ui.label(m::watch_solutions(solutions));
    ui.label(m::watch_backtracks(backtracks));
    if let Some(checks) = checks {
        ui.label(m::watch_checks(checks)).on_hover_text(m::watch_checks_tip());
    }
}

fn nodes_by_row(ui: &mut Ui, nodes_by_row: &[u64], notation: Notation) {
    ui.add_space(4.0);
    ui.label(m::watch_nodes_by_row());
    let n = nodes_by_row.len() - 1;
    let count = |i: usize| crate::app::text::numbers::thousands(nodes_by_row[i]);
    // The names wrap in what the widest number leaves: a grid's cells do not wrap by
    // themselves, and a longer language's names ran out of the panel and pushed the board
    // column over it.
    let widest = (0..=n).map(|i| text_width(ui, &count(i), egui::TextStyle::Monospace)).fold(0.0, f32::max);
    let names = ui.available_width() - widest - 2.0 * ui.spacing().item_spacing.x;
    let name = |text: String| egui::Label::new(RichText::new(text).weak()).wrap();
    // No least width: egui's (an interact size, 40 points) made the numbers' column wider
    // than `widest` and ran the grid 21 points out of the panel, which moved the panel over
    // the window's edge and the board column over its words (Catalan, 1100×720).
    let grid = egui::Grid::new("nodes by row").num_columns(2).striped(true).min_col_width(widest);
    grid.max_col_width(names.max(40.0)).show(ui, |ui| {
        ui.add(name(m::watch_fixed_only()));
        ui.monospace(count(0));
        ui.end_row();
        for row in 0..n {
            // Chess ranks count from the bottom; the other notations count from the top.
            let row_name = match notation {
                Notation::Squares => m::watch_rank_row(n - row, row),
                Notation::FromOne => m::watch_row_from_top(row + 1),
                Notation::FromZero | Notation::Pairs => m::watch_row_from_top(row),
            };
            ui.add(name(row_name));
            ui.monospace(count(row + 1));
            ui.end_row();
        }
    });
}

/// A local search's figures: h, the move taken, and what the algorithm keeps of its own.
fn local(ui: &mut Ui, state: &State, l: &LocalRun) {
    let machine = l.machine().machine();
    let n = l.problem().n();
    ui.strong(m::watch_counters());
    ui.label(m::watch_steps(l.events().len())).on_hover_text(m::watch_local_steps_tip());
    ui.label(m::watch_h(machine.h())).on_hover_text(m::watch_h_tip());
    // In the person's notation; the second square of the sentence short.
    let notation = state.settings.notation;
    let square = |row: usize, col: u32| square_text(Queen::new(row, col as usize), n, notation);
    let to_square = |row: usize, col: u32| square_short(Queen::new(row, col as usize), n, notation);
    let moved = l.events().iter().rev().find_map(|e| match *e {
        Event::Move { row, from, to, .. } => Some(m::watch_move(square(row, from), to_square(row, to))),
        Event::Reject { .. } | Event::Restart { .. } | Event::Generation { .. } => None,
    });
    ui.label(moved.unwrap_or_else(m::watch_move_none));
    for figure in l.machine().figures() {
        ui.label(crate::app::watch::words::figure(&figure).0);
    }
    if let LocalMachine::Genetic(g) = l.machine() {
        best_boards(ui, state, g.population(), g.costs());
    }
}

/// The generation's best boards, least h first, as small pictures.
fn best_boards(ui: &mut Ui, state: &State, population: &[Vec<u32>], costs: &[u64]) {
    let mut ranked: Vec<(u64, usize)> = costs.iter().copied().zip(0..).collect();
    ranked.sort_unstable();
    ui.add_space(4.0);
    ui.label(m::watch_best_boards());
    ui.horizontal_wrapped(|ui| {
        for &(h, i) in ranked.iter().take(BEST_BOARDS) {
            let label = m::watch_h(h);
            crate::app::widgets::mini_board(ui, &population[i], &state.run.board.fixed, THUMB, label.clone())
                .on_hover_text(label);
        }
    });
}

/// The queen of each row, top to bottom, as the list writes a solution's (`a8 c7 · ·` in
/// chess squares, `0 2 · ·` from 0), fixed queens in brackets.
fn path(ui: &mut Ui, state: &State, watch: &Watch) {
    let n = watch.search.n();
    let notation = state.settings.notation;
    let cell = |row: usize, col: u32| {
        let mut text = String::new();
        write_cell(&mut text, notation, n, row, col);
        text
    };
    ui.strong(m::watch_path());
    let text: Vec<String> = watch
        .search
        .cols()
        .iter()
        .enumerate()
        .map(|(row, col)| match col {
            Some(col) => {
                let q = Queen::new(row, *col as usize);
                if state.run.board.fixed.contains(&q) {
                    format!("[{}]", cell(row, *col))
                } else {
                    cell(row, *col)
                }
            }
            None => "·".into(),
        })
        .collect();
    ui.add(egui::Label::new(RichText::new(text.join(" ")).monospace()).wrap())
        .on_hover_text(m::watch_path_tip());
}
