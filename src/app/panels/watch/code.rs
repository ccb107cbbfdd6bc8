//! The code beside the board: each algorithm's pseudocode, the line the last step ran
//! marked (▶) and highlighted, and the variables of the current frame.
//!
//! The pseudocode is the same in every language: it is notation (keywords, names and
//! symbols), like the chess squares; the heading and tooltips around it are translated.

use crate::board::Queen;
use crate::lab::local::Event;
use crate::lab::systematic::Step;
use crate::trace::Op;
use eframe::egui;
use egui::{RichText, Ui};

use crate::app::state::watch::search::LocalMachine;
use crate::app::state::watch::{Algorithm, Last, Search, Watch};
use crate::app::text::lang::messages as m;
use crate::app::text::watch::temperature;

const BACKTRACK: &[&str] = &[
    "procedure place(row):",
    "  if every row holds a queen: report a solution",
    "  for col in row's columns, left to right:",
    "    if col, row+col and row−col are all free:",
    "      put a queen on (row, col); mark them used",
    "      place(next empty row)",
    "      take the queen back; free them",
    "  return   ▷ no square left: back to the row above",
];

const FORWARD_CHECKING: &[&str] = &[
    "procedure place(domains):",
    "  if every row holds a queen: report a solution",
    "  row ← the topmost empty row",
    "  for col in domain[row], left to right:",
    "    put a queen on (row, col)",
    "    remove the squares it attacks from every empty row's domain",
    "    if no domain is empty: place(domains)",
    "    take the queen back; restore the domains",
    "  return",
];

const MRV: &[&str] = &[
    "procedure place(domains):",
    "  if every row holds a queen: report a solution",
    "  row ← the empty row with the smallest domain (topmost if tied)",
    "  for col in domain[row], left to right:",
    "    put a queen on (row, col)",
    "    remove the squares it attacks from every empty row's domain",
    "    if no domain is empty: place(domains)",
    "    take the queen back; restore the domains",
    "  return",
];

const HILL_CLIMBING: &[&str] = &[
    "board ← a random board (fixed queens kept)",
    "loop:",
    "  if h(board) = 0: return board",
    "  best ← the move with the least h (ties at random)",
    "  if h(best) < h(board): board ← best; sideways ← K",
    "  else if h(best) = h(board) and sideways > 0: board ← best; sideways ← sideways − 1",
    "  else if restarts < R: board ← a random board; restarts ← restarts + 1",
    "  else: return failure   ▷ stuck",
];

const MIN_CONFLICTS: &[&str] = &[
    "board ← a random board (fixed queens kept)",
    "for step in 1 … max_steps:",
    "  if h(board) = 0: return board",
    "  row ← the row of a random free queen under attack",
    "  col ← the square of row with the fewest conflicts (ties at random)",
    "  move the queen of row to col",
    "return failure",
];

const ANNEALING: &[&str] = &[
    "board ← a random board (fixed queens kept); T ← T0",
    "for step in 1 … max_steps:",
    "  if h(board) = 0: return board",
    "  move ← a random move of a free queen",
    "  Δ ← h(move) − h(board)",
    "  if Δ < 0 or random() < e^(−Δ/T): board ← move",
    "  else: keep board   ▷ move refused",
    "  T ← T × cooling",
    "return failure",
];

const GENETIC: &[&str] = &[
    "population ← P random boards (fixed queens kept)",
    "for generation in 1 … max_generations:",
    "  if h(best) = 0: return best",
    "  next ← the E best boards, unchanged",
    "  while next is not full:",
    "    x, y ← two parents, chance ∝ fitness",
    "    child ← x[..cut] + y[cut..]; with chance m move one row",
    "    add child to next",
    "  population ← next",
];

/// The pseudocode of `algorithm`, a line a string.
pub(crate) fn lines(algorithm: Algorithm) -> &'static [&'static str] {
    match algorithm {
        Algorithm::Backtrack => BACKTRACK,
        Algorithm::ForwardChecking => FORWARD_CHECKING,
        Algorithm::Mrv => MRV,
        Algorithm::HillClimbing => HILL_CLIMBING,
        Algorithm::MinConflicts => MIN_CONFLICTS,
        Algorithm::Annealing => ANNEALING,
        Algorithm::Genetic => GENETIC,
    }
}

/// The line of [`lines`] the Watch is on: the one its last step ran, the first before any
/// step, the `return` once the search is over.
pub(crate) fn line(watch: &Watch) -> usize {
    let s = &watch.search;
    match s {
        Search::Backtrack(_) | Search::Systematic(_) if s.finished() => {
            lines(watch.setup.algorithm).len() - 1
        }
        Search::Backtrack(_) | Search::Systematic(_) if s.is_solution() && s.steps() > 0 => 1,
        Search::Local(l) if l.machine.machine().h() == 0 => 2,
        Search::Local(l) if l.finished() => lines(watch.setup.algorithm).len() - 1,
        _ => match watch.last {
            None if !watch.rejects.is_empty() => 3,
            None => 0,
            Some(Last::Trace(e)) => match e.op {
                Op::Place => 4,
                _ => 6,
            },
            Some(Last::Systematic(Step::Place { dead_end: true, .. })) => 6,
            Some(Last::Systematic(Step::Place { .. })) => 5,
            Some(Last::Systematic(Step::Remove { .. })) => 7,
            Some(Last::Local(e)) => match (e, &s) {
                (Event::Restart { .. }, _) => 6,
                (Event::Move { .. }, Search::Local(l)) => match &l.machine {
                    // An improving move resets the sideways allowance to K.
                    LocalMachine::Hill(h) if h.sideways_left() == watch.setup.params.sideways => 4,
                    LocalMachine::Hill(_) => 5,
                    _ => 5,
                },
                (Event::Reject { .. }, _) => 6,
                (Event::Generation { .. }, _) => 8,
                _ => 0,
            },
        },
    }
}

pub(super) fn ui(ui: &mut Ui, watch: &Watch) {
    egui::CollapsingHeader::new(m::watch_code()).id_salt("watch code").default_open(true).show(ui, |ui| {
        let at = line(watch);
        let highlight = ui.visuals().selection.bg_fill;
        // A long line wraps under its own start, so the indents still show the nesting.
        let space = ui.fonts_mut(|f| f.glyph_width(&egui::TextStyle::Monospace.resolve(ui.style()), ' '));
        for (i, text) in lines(watch.setup.algorithm).iter().enumerate() {
            let body = text.trim_start();
            let indent = (text.len() - body.len()) as f32 * space;
            let text = if i == at { format!("▶ {body}") } else { format!("  {body}") };
            let mut rich = RichText::new(text).monospace();
            if i == at {
                rich = rich.background_color(highlight).strong();
            }
            ui.horizontal_top(|ui| {
                ui.spacing_mut().item_spacing.x = 0.0;
                ui.add_space(indent);
                ui.add(egui::Label::new(rich).wrap());
            });
        }
        ui.add_space(4.0);
        ui.label(RichText::new(m::watch_variables()).weak()).on_hover_text(m::watch_code_tip());
        for (name, value) in variables(watch) {
            ui.monospace(format!("{name} = {value}"));
        }
    });
}

/// The variables of the current frame, as name and value.
fn variables(watch: &Watch) -> Vec<(&'static str, String)> {
    let n = watch.search.n();
    let file = |col: usize| Queen::new(0, col).notation(n).trim_end_matches(char::is_numeric).to_string();
    let square = |row: usize, col: usize| Queen::new(row, col).notation(n);
    let set = |items: Vec<String>| format!("{{{}}}", items.join(", "));
    match &watch.search {
        Search::Backtrack(t) => {
            let queens: Vec<(usize, usize)> =
                t.cols().iter().enumerate().filter_map(|(r, c)| Some((r, (*c)? as usize))).collect();
            let mut vars = Vec::new();
            if let Some((row, col)) = t.trying() {
                vars.push(("row", format!("{row} (rank {})", n - row)));
                if col < n {
                    vars.push(("col", format!("{col} ({})", file(col))));
                }
            }
            vars.push(("used columns", set(queens.iter().map(|&(_, c)| file(c)).collect())));
            vars.push(("used row+col", set(queens.iter().map(|&(r, c)| (r + c).to_string()).collect())));
            let diff = |r: usize, c: usize| (r as i64 - c as i64).to_string();
            vars.push(("used row−col", set(queens.iter().map(|&(r, c)| diff(r, c)).collect())));
            vars
        }
        Search::Systematic(s) => {
            let mut vars = Vec::new();
            if let Some(row) = s.row_to_fill() {
                vars.push(("row", format!("{row} (rank {})", n - row)));
                let open = s.open()[row];
                vars.push(("domain[row]", set((0..n).filter(|&c| open >> c & 1 == 1).map(file).collect())));
            }
            let empty = s.cols().iter().enumerate().filter(|(r, c)| c.is_none() && s.open()[*r] == 0);
            let empty: Vec<String> = empty.map(|(r, _)| (n - r).to_string()).collect();
            vars.push(("empty domains (ranks)", set(empty)));
            vars
        }
        Search::Local(l) => {
            let machine = l.machine.machine();
            let mut vars = vec![("h(board)", machine.h().to_string())];
            match l.events.last() {
                Some(Event::Move { row, from, to, .. }) | Some(Event::Reject { row, from, to, .. }) => {
                    vars.push(("row", format!("{row} (rank {})", n - row)));
                    vars.push((
                        "move",
                        format!("{} → {}", square(*row, *from as usize), square(*row, *to as usize)),
                    ));
                }
                _ => {}
            }
            match &l.machine {
                LocalMachine::Hill(h) => {
                    vars.push(("sideways", h.sideways_left().to_string()));
                    vars.push(("restarts", h.restarts().to_string()));
                }
                LocalMachine::Annealing(a) => vars.push(("T", temperature(a.temperature()))),
                LocalMachine::Genetic(g) => {
                    vars.push(("generation", machine.steps().to_string()));
                    vars.push(("fitness(best)", g.best_fitness().to_string()));
                }
                LocalMachine::MinConflicts(_) => {}
            }
            vars
        }
    }
}
