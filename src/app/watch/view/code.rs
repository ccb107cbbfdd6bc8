//! The code beside the board: each algorithm's pseudocode, the line the last step ran
//! marked (▶) and highlighted, and the variables of the current frame.
//!
//! The pseudocode is written in the app's language, a message a line (keywords and
//! identifiers alike: `row` is `fila` in Spanish in every line and in the variables); its
//! symbols and the chess squares stay as they are. The pane is monospace, whose font has the
//! arrows (→, ▶) the proportional one lacks.

use crate::board::Queen;
use crate::lab::local::Event;
use crate::lab::stepper::{Step, Stepper};
use crate::lab::systematic;
use crate::lab::{Algorithm, Family};
use eframe::egui;
use egui::{RichText, Ui};

use crate::app::settings::Notation;
use crate::app::text::lang::messages as m;
use crate::app::text::notation::square_short;
use crate::app::watch::Watch;
use crate::app::watch::words::{code_text, figure as figure_words, figure_value};

/// The pseudocode of `algorithm`, line by line, as the lab numbers its lines and gives
/// their indents ([`crate::lab::stepper::code`]); generate and test is not watched.
pub(crate) fn lines(algorithm: Algorithm) -> Vec<(usize, String)> {
    if algorithm.family() == Family::Generate {
        return Vec::new();
    }
    let indents = crate::lab::stepper::code(algorithm);
    indents.iter().enumerate().map(|(k, &indent)| (usize::from(indent), code_text(algorithm, k))).collect()
}

pub(super) fn ui(ui: &mut Ui, watch: &Watch, notation: Notation) {
    egui::CollapsingHeader::new(m::watch_code()).id_salt("watch code").default_open(true).show(ui, |ui| {
        let at = watch.search.line();
        let highlight = ui.visuals().selection.bg_fill;
        let space = ui.fonts_mut(|f| f.glyph_width(&egui::TextStyle::Monospace.resolve(ui.style()), ' '));
        for (i, (indent, body)) in lines(watch.setup.algorithm).into_iter().enumerate() {
            let text = if i == at { format!("▶ {body}") } else { format!("  {body}") };
            code_line(ui, indent as f32 * space, space, text, (i == at).then_some(highlight));
        }
        ui.add_space(4.0);
        ui.label(RichText::new(m::watch_variables()).weak()).on_hover_text(m::watch_code_tip());
        for (name, value) in variables(watch, notation) {
            ui.monospace(format!("{name} = {value}"));
        }
    });
}

/// Spaces a wrapped line's later rows start further in than its mark: two past its
/// statement's first letter, a hanging indent that keeps the nesting readable.
const HANG: f32 = 4.0;

/// One line of code, `indent` in, wrapped to the width left with a hanging indent (egui's
/// wrap starts each row at the same place, so the rows are laid out here one by one); its
/// background `marked` when it is the line the last step ran. Screen readers get it whole.
fn code_line(ui: &mut Ui, indent: f32, space: f32, text: String, marked: Option<egui::Color32>) {
    let font = egui::TextStyle::Monospace.resolve(ui.style());
    let color = if marked.is_some() { ui.visuals().strong_text_color() } else { ui.visuals().text_color() };
    let hang = HANG * space;
    let width = (ui.available_width() - indent - hang).max(12.0 * space);
    let galley = ui.fonts_mut(|f| f.layout(text.clone(), font.clone(), color, width));
    let rows: Vec<String> = galley.rows.iter().map(|r| r.text()).collect();
    let row_height = ui.fonts_mut(|f| f.row_height(&font));
    let size = egui::vec2(ui.available_width(), row_height * rows.len().max(1) as f32);
    let (rect, response) = ui.allocate_exact_size(size, egui::Sense::hover());
    for (k, row) in rows.into_iter().enumerate() {
        let x = rect.left() + indent + if k == 0 { 0.0 } else { hang };
        let at = egui::pos2(x, rect.top() + k as f32 * row_height);
        let row = ui.fonts_mut(|f| f.layout_no_wrap(row.trim_end().to_owned(), font.clone(), color));
        if let Some(fill) = marked {
            ui.painter().rect_filled(egui::Rect::from_min_size(at, row.size()), 0.0, fill);
        }
        ui.painter().galley(at, row, color);
    }
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &text));
}

/// The variables of the frame at the highlighted line, as name and value: the row and
/// column the shown step worked on (the square it placed or took back), not the next one.
/// Squares are in the person's notation, short: the pane is narrow.
fn variables(watch: &Watch, notation: Notation) -> Vec<(String, String)> {
    let n = watch.search.n();
    let file = |col: usize| crate::board::file_name(col, n);
    let square = |row: usize, col: usize| square_short(Queen::new(row, col), n, notation);
    let set = |items: Vec<String>| format!("{{{}}}", items.join(", "));
    // The code's own values (its rows and columns count from 0), with what the person's
    // notation calls them beside: the chess rank or file, or the number from 1.
    let row_value = |row: usize| match notation {
        Notation::Squares => m::watch_var_rank(n - row, row),
        Notation::FromOne => m::watch_var_row_from_one(row + 1, row),
        Notation::FromZero | Notation::Pairs => row.to_string(),
    };
    let col_value = |col: usize| match notation {
        Notation::Squares => format!("{col} ({})", file(col)),
        Notation::FromOne => m::watch_var_col_from_one(col, col + 1),
        Notation::FromZero | Notation::Pairs => col.to_string(),
    };
    let col_item = |col: usize| if notation == Notation::Squares { file(col) } else { col.to_string() };
    match &watch.search {
        Stepper::Generate(_) => Vec::new(),
        Stepper::Systematic(s) => {
            // The row and column of the highlighted line: the step's square, or before the
            // first step (and after a solution) the row to fill next.
            let at = match s.last() {
                _ if s.finished() => None,
                Some(systematic::Step::Place { row, col, .. } | systematic::Step::Remove { row, col }) => {
                    Some((row, Some(col)))
                }
                None => s.row_to_fill().map(|row| (row, None)),
            };
            let mut vars = Vec::new();
            if let Some((row, col)) = at {
                vars.push((m::watch_var_row(), row_value(row)));
                if let Some(col) = col {
                    vars.push((m::watch_var_col(), col_value(col)));
                }
            }
            if s.algorithm() == Algorithm::Backtrack {
                let queens: Vec<(usize, usize)> =
                    s.cols().iter().enumerate().filter_map(|(r, c)| Some((r, (*c)? as usize))).collect();
                vars.push((
                    m::watch_var_used_columns(),
                    set(queens.iter().map(|&(_, c)| col_item(c)).collect()),
                ));
                vars.push((
                    m::watch_var_used_sums(),
                    set(queens.iter().map(|&(r, c)| (r + c).to_string()).collect()),
                ));
                let diff = |r: usize, c: usize| (r as i64 - c as i64).to_string();
                vars.push((
                    m::watch_var_used_differences(),
                    set(queens.iter().map(|&(r, c)| diff(r, c)).collect()),
                ));
            } else {
                // The domain of the row the highlighted line works on, while it is empty (at
                // the start, and once its queen is taken back: what is left to try).
                if let Some((row, _)) = at.filter(|&(row, _)| s.cols()[row].is_none()) {
                    let open = s.open()[row];
                    vars.push((
                        m::watch_var_domain(),
                        set((0..n).filter(|&c| open >> c & 1 == 1).map(col_item).collect()),
                    ));
                }
                let empty = s.cols().iter().enumerate().filter(|(r, c)| c.is_none() && s.open()[*r] == 0);
                if notation == Notation::Squares {
                    let empty: Vec<String> = empty.map(|(r, _)| (n - r).to_string()).collect();
                    vars.push((m::watch_var_empty_domains(), set(empty)));
                } else {
                    let empty: Vec<String> = empty.map(|(r, _)| r.to_string()).collect();
                    vars.push((m::watch_var_empty_domains_rows(), set(empty)));
                }
            }
            vars
        }
        Stepper::Local(l) => {
            let machine = l.machine().machine();
            let mut vars = vec![(m::watch_var_h(), machine.h().to_string())];
            if let Some(Step::Local(
                Event::Move { row, from, to, .. } | Event::Reject { row, from, to, .. },
            )) = watch.search.last()
            {
                vars.push((m::watch_var_row(), row_value(row)));
                vars.push((
                    m::watch_var_move(),
                    format!("{} → {}", square(row, from as usize), square(row, to as usize)),
                ));
            }
            for figure in l.machine().figures() {
                vars.push((figure_words(&figure).1, figure_value(&figure)));
            }
            vars
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 31, item 16: a line too long for the pane wraps with a hanging indent: its later
    /// rows start further in than its first, not under the mark.
    #[test]
    fn a_wrapped_line_of_code_hangs_under_its_statement() {
        let ctx = egui::Context::default();
        let input = egui::RawInput {
            screen_rect: Some(egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(220.0, 400.0))),
            ..Default::default()
        };
        let run = |input: egui::RawInput| {
            let mut out = ctx.run_ui(input, |ui| {
                let line =
                    "  for col in domain[row] ordered by the fewest squares they take from the rows below";
                code_line(ui, 16.0, 8.0, line.to_owned(), None);
            });
            // No painter takes the font atlas here.
            out.textures_delta.clear();
            out
        };
        run(input.clone());
        let out = run(input);
        let starts: Vec<f32> = out
            .shapes
            .iter()
            .filter_map(|s| match &s.shape {
                egui::Shape::Text(t) => Some(t.pos.x),
                _ => None,
            })
            .collect();
        assert!(starts.len() >= 2, "the line wraps at 220 px: {starts:?}");
        for later in &starts[1..] {
            assert!(*later > starts[0] + 2.0 * 8.0 - 0.5, "rows after the first hang further in: {starts:?}");
        }
    }

    /// What a text says a search starts from.
    #[derive(Debug, Clone, Copy, PartialEq)]
    enum Claim {
        FixedOnly,
        Random,
        Greedy,
    }

    fn claim(text: &str) -> Option<Claim> {
        if text.contains("greedy") {
            Some(Claim::Greedy)
        } else if text.contains("random board") {
            Some(Claim::Random)
        } else if text.contains("only the fixed queens") {
            Some(Claim::FixedOnly)
        } else {
            None
        }
    }

    /// Pairs of queens attacking each other on a full board.
    fn h(cols: &[Option<u32>]) -> usize {
        let c: Vec<i64> = cols.iter().map(|c| c.map_or(-100, i64::from)).collect();
        (0..c.len())
            .map(|i| (0..i).filter(|&j| c[i] == c[j] || (c[i] - c[j]).abs() == (i - j) as i64).count())
            .sum()
    }

    /// Issue 47, item 3: each search's code panel and state-space card say what its
    /// stepper starts from (min-conflicts' said "a random board" and started greedy).
    #[test]
    fn every_searchs_words_say_the_start_its_stepper_takes() {
        use crate::app::text::lang::{Language, tests::in_language};
        use crate::board::{Problem, Queen};
        use crate::lab::{Params, Search};
        let problem = Problem::new(8, vec![Queen::new(2, 5)]).unwrap();
        for algorithm in Algorithm::ALL {
            let (card, first_line) = in_language(Language::English, || {
                (super::super::state_space(algorithm), lines(algorithm).first().map(|(_, text)| text.clone()))
            });
            let said = claim(&card).unwrap_or_else(|| panic!("{algorithm:?}'s card names no start: {card}"));
            if let Some(line) = &first_line {
                let coded = claim(line);
                assert!(
                    coded.is_none_or(|c| c == said) && (coded.is_some() || !algorithm.is_local()),
                    "{algorithm:?}: the code says {coded:?} ({line}), the card {said:?}"
                );
            }
            let search = Search { algorithm, params: Params::default() };
            let starts: Vec<Vec<Option<u32>>> = (1..=30)
                .map(|seed| crate::lab::stepper::Stepper::new(&problem, &search, seed).cols())
                .collect();
            let fixed_only: Vec<Option<u32>> = (0..8).map(|r| (r == 2).then_some(5)).collect();
            let clash = |cols: &Vec<Option<u32>>| (0..8).any(|a| (0..a).any(|b| cols[a] == cols[b]));
            match said {
                Claim::FixedOnly => {
                    assert!(starts.iter().all(|s| *s == fixed_only), "{algorithm:?}: {starts:?}")
                }
                Claim::Greedy => {
                    // Row by row in a column not yet used (no two queens in a column), each
                    // the least attacked of those it tried: far fewer attacks than a random
                    // board's, seed for seed.
                    let random: usize = (1..=30u64)
                        .map(|seed| {
                            let mut rng = crate::rng::Rng::new(seed);
                            crate::lab::local::LocalBoard::random(&problem, &mut rng).h() as usize
                        })
                        .sum();
                    for s in &starts {
                        assert!(s.iter().all(Option::is_some) && s[2] == Some(5) && !clash(s), "{s:?}");
                    }
                    let greedy: usize = starts.iter().map(|s| h(s)).sum();
                    assert!(2 * greedy < random, "{algorithm:?}: h {greedy} over 30 starts, random {random}");
                }
                Claim::Random => {
                    for s in &starts {
                        assert!(s.iter().all(Option::is_some) && s[2] == Some(5), "{algorithm:?}: {s:?}");
                    }
                    // A random board puts two queens in a column now and then; a greedy
                    // start never does.
                    assert!(starts.iter().any(clash), "{algorithm:?} never started random: {starts:?}");
                }
            }
        }
    }
}
