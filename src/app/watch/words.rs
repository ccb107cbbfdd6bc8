//! What Watch says: the line under its controls, its status line, and the reasons its
//! controls are greyed out. Every sentence is a message of `assets/i18n/*/watch.ftl`, or of
//! `searches.ftl` for the words of each search, found by its name.

use crate::board::Queen;
use crate::lab::local::{Event as LocalEvent, Figure, Value};
use crate::lab::stepper::{Step, Stepper};
use crate::lab::systematic;
use crate::lab::{Algorithm, Family, Param};

use crate::app::settings::Notation;
use crate::app::text::lang::{Arg, by_id, decimal, messages as m};
use crate::app::text::notation::{square_short, square_text};
use crate::app::watch::{Goal, Watch};

pub(crate) fn press_watch_first() -> String {
    m::watch_press_first()
}

pub(crate) fn board_changed() -> String {
    m::watch_board_changed()
}

pub(crate) fn over_step_back() -> String {
    m::watch_over_step_back()
}

pub(crate) fn over_restart() -> String {
    m::watch_over_restart()
}

pub(crate) fn at_start() -> String {
    m::watch_at_start()
}

pub(crate) fn bad_setup(error: &crate::lab::ParamError) -> String {
    use crate::lab::ParamError as E;
    // As the fields show them: in the language's decimals.
    let value = |v: f64| {
        let text = crate::app::text::lang::decimal(v, 3);
        let (_, mark) = crate::app::text::lang::separators();
        match text.contains(mark) {
            true => text.trim_end_matches('0').trim_end_matches(mark).to_owned(),
            false => text,
        }
    };
    let reason = match *error {
        E::OutOfRange { param, value: v } => {
            let range = param.range();
            m::watch_bad_range(value(range.max), value(range.min), param_label(param), value(v))
        }
        E::Elite { elite, population } => m::watch_bad_elite(elite, population),
    };
    m::watch_bad_setup(reason)
}

// A search's words are found by its name (and a parameter's by its own), in
// `assets/i18n/*/searches.ftl`: a new search of the lab needs no code here.

/// A parameter's name, as its field is labelled.
pub(crate) fn param_label(param: Param) -> String {
    by_id(&format!("watch-{}", param.name()), Vec::new())
}

/// What a parameter does, as its field's tip says.
pub(crate) fn param_tip(param: Param) -> String {
    by_id(&format!("watch-{}-tip", param.name()), Vec::new())
}

/// A search's name, in the app's language: the one name the Watch, the tree and Compare
/// give it.
pub(crate) fn algorithm(a: Algorithm) -> String {
    by_id(&format!("watch-algorithm-{}", a.name()), Vec::new())
}

/// What the algorithm does, in a sentence or two.
pub(crate) fn about(a: Algorithm) -> String {
    match a.family() {
        // Not watched: counted in Compare.
        Family::Generate => String::new(),
        Family::Systematic | Family::Local => by_id(&format!("watch-about-{}", a.name()), Vec::new()),
    }
}

/// Line `k` (from 0) of the search's pseudocode.
pub(crate) fn code_text(a: Algorithm, k: usize) -> String {
    by_id(&format!("watch-code-{}-{}", a.name(), k + 1), Vec::new())
}

/// A figure a local search keeps of its own, as its line says it and as the code's
/// variables name it.
pub(crate) fn figure(figure: &Figure) -> (String, String) {
    let value = match figure.value {
        Value::Count(count) => Arg::Count(count),
        Value::Real { value, digits } => Arg::Text(decimal(value, digits)),
    };
    let mut args = vec![("value", value)];
    args.extend(figure.most.map(|most| ("most", Arg::Count(most))));
    let line = by_id(&format!("watch-figure-{}", figure.word), args);
    (line, by_id(&format!("watch-figure-{}-var", figure.word), Vec::new()))
}

/// A figure's value as the code's variables give it.
pub(crate) fn figure_value(figure: &Figure) -> String {
    match figure.value {
        Value::Count(count) => count.to_string(),
        Value::Real { value, digits } => decimal(value, digits),
    }
}

/// A temperature as the panel writes it.
pub(crate) fn temperature(t: f64) -> String {
    decimal(t, 3)
}

/// The status line during a Watch, squares in the person's notation.
pub(crate) fn status(watch: &Watch, notation: Notation) -> String {
    let now = now_text(watch, notation);
    let now = now.trim_end_matches('.');
    match &watch.search {
        Stepper::Systematic(s) => {
            let c = s.counters();
            m::watch_status_systematic(c.backtracks, c.nodes(), now, c.solutions)
        }
        // A local step's sentence already ends with its h.
        Stepper::Local(_) | Stepper::Generate(_) => m::watch_status_local(now),
    }
}

/// What the search is doing now, in a line: the step shown, which a step back shows again.
/// Squares are in the person's `notation`; a move's second square, in the same sentence,
/// is written short.
pub(crate) fn now_text(watch: &Watch, notation: Notation) -> String {
    let s = &watch.search;
    let steps = s.steps();
    let local = matches!(s, Stepper::Local(_));
    match watch.goal {
        Some(Goal::NextSolution) if !local => return m::watch_running_next(steps),
        Some(_) => return m::watch_running_end(steps),
        None => {}
    }
    match s {
        Stepper::Local(l) => {
            let h = l.machine().machine().h();
            if h == 0 {
                return m::watch_local_solved(steps);
            }
            // Which end it was: a teacher asks whether more steps would have helped.
            if l.finished() && l.out_of_steps() {
                return m::watch_local_over(h, steps);
            }
            if l.finished() {
                return m::watch_local_stuck(h, steps);
            }
        }
        Stepper::Systematic(t) => {
            let solutions = t.counters().solutions;
            if s.finished() {
                return m::watch_over(solutions, steps);
            }
            if s.is_solution() {
                return m::watch_solution_found(solutions);
            }
        }
        Stepper::Generate(g) => {
            if s.finished() {
                return m::watch_over(g.tally().solutions, steps);
            }
        }
    }
    let n = s.n();
    let square = |row: usize, col: usize| square_text(Queen::new(row, col), n, notation);
    let to_square = |row: usize, col: usize| square_short(Queen::new(row, col), n, notation);
    let refused = s.refused().len();
    let backtrack = s.algorithm() == Algorithm::Backtrack;
    match s.last() {
        None if steps == 0 => m::watch_ready(),
        None | Some(Step::Board(_)) => m::watch_step_n(steps),
        Some(Step::Systematic(step)) => match step {
            systematic::Step::Place { row, col, dead_end: true, .. } => {
                m::watch_dead_end(square(row, col), steps)
            }
            systematic::Step::Place { row, col, .. } if refused > 0 => {
                m::watch_placed_refused(refused, square(row, col), steps)
            }
            systematic::Step::Place { row, col, .. } => m::watch_placed(square(row, col), steps),
            systematic::Step::Remove { row, col } if refused > 0 => {
                m::watch_removed_refused(refused, square(row, col), steps)
            }
            systematic::Step::Remove { row, col } if backtrack => m::watch_removed(square(row, col), steps),
            systematic::Step::Remove { row, col } => m::watch_taken_back(square(row, col), steps),
        },
        Some(Step::Local(e)) => match e {
            LocalEvent::Move { row, from, to, h, .. } if from == to => {
                m::watch_local_stay(square(row, from as usize), h, steps)
            }
            LocalEvent::Move { row, from, to, h, .. } => {
                m::watch_local_move(square(row, from as usize), h, steps, to_square(row, to as usize))
            }
            LocalEvent::Reject { row, from, to, h, temperature: t } => m::watch_local_reject(
                square(row, from as usize),
                h,
                steps,
                temperature(t),
                to_square(row, to as usize),
            ),
            LocalEvent::Restart { restart, h } => m::watch_local_restart(h, restart, steps),
            LocalEvent::Generation { generation, h, .. } => m::watch_local_generation(generation, h, steps),
        },
    }
}

/// A local search with its parameters, as the form's line, the table and the plots say it
/// when one table holds several settings of it: `compare-params-NAME`, given each of the
/// parameters it reads by its name (whole ones as counts, the others with the decimals
/// their range keeps); a search without parameters is its name.
pub(crate) fn with_params(algorithm: Algorithm, p: &crate::lab::Params) -> String {
    let args: Vec<(&'static str, Arg)> = algorithm
        .params()
        .map(|param| {
            let (value, range) = (param.get(p), param.range());
            let arg = if range.whole {
                Arg::Count(value as u64)
            } else {
                Arg::Text(decimal(value, range.decimals))
            };
            (param.name(), arg)
        })
        .collect();
    if args.is_empty() {
        return self::algorithm(algorithm);
    }
    by_id(&format!("compare-params-{}", algorithm.name()), args)
}

#[cfg(test)]
mod tests {
    use super::{Algorithm, Notation, bad_setup};
    use crate::app::text::lang::{Language, tests::in_language};
    use crate::lab::{Param, ParamError};

    #[test]
    fn a_bad_parameter_is_worded_in_the_language_shown_not_the_command_lines() {
        let mut errors: Vec<ParamError> =
            Param::ALL.map(|param| ParamError::OutOfRange { param, value: -1.5 }).to_vec();
        errors.push(ParamError::Elite { elite: 9, population: 5 });
        for error in errors {
            let words = Language::ALL.map(|language| in_language(language, || bad_setup(&error)));
            for text in &words {
                assert!(!text.contains("--"), "the command line's flag reached the app: {text}");
            }
            assert!(words[0] != words[1] && words[1] != words[2] && words[0] != words[2], "{words:?}");
        }
        assert!(
            in_language(Language::English, || bad_setup(&ParamError::OutOfRange {
                param: Param::Temperature,
                value: -1.5
            }))
            .contains("-1.5")
        );
        assert!(
            in_language(Language::Spanish, || bad_setup(&ParamError::OutOfRange {
                param: Param::Temperature,
                value: -1.5
            }))
            .contains("-1,5")
        );
    }

    /// Issue 49, item 1: the app finds a search's words by its name, so a search the
    /// library lists without them would show a bare id. Every search has each of its words
    /// in every language (its name; what it does and each line of its pseudocode if it is
    /// watched; its parameters and their line; its figures), given the variables the code
    /// gives them, and no pseudocode has a line more than its machine numbers.
    #[test]
    fn every_search_the_library_lists_has_its_words_in_every_language() {
        use crate::app::text::lang::{has_message, messages};
        use crate::board::Problem;
        use crate::lab::local::LocalMachine;
        use crate::lab::stepper::code_lines;
        use crate::lab::{Family, Params, Search};
        use std::collections::BTreeSet;
        let vars = |id: &str| -> BTreeSet<&str> {
            let (_, vars) = messages::ALL.iter().find(|(m, _)| *m == id).unwrap_or_else(|| panic!("no {id}"));
            vars.iter().copied().collect()
        };
        let mut wanted: Vec<(String, BTreeSet<&str>)> = Vec::new();
        let problem = Problem::empty(8).unwrap();
        for algorithm in Algorithm::ALL {
            let name = algorithm.name();
            wanted.push((format!("watch-algorithm-{name}"), BTreeSet::new()));
            if algorithm.family() != Family::Generate {
                wanted.push((format!("watch-about-{name}"), BTreeSet::new()));
                let lines = code_lines(algorithm);
                wanted.extend((1..=lines).map(|k| (format!("watch-code-{name}-{k}"), BTreeSet::new())));
                for language in Language::ALL {
                    let extra = format!("watch-code-{name}-{}", lines + 1);
                    assert!(!has_message(language, &extra), "{extra}: a line the lab does not number");
                }
            }
            let params: BTreeSet<&str> = algorithm.params().map(Param::name).collect();
            if !params.is_empty() {
                // Its line says every parameter the search reads: none is left out.
                let id = format!("compare-params-{name}");
                assert_eq!(vars(&id), params, "{id}");
                wanted.push((id, params));
            }
            for param in algorithm.params() {
                wanted.push((format!("watch-{}", param.name()), BTreeSet::new()));
                wanted.push((format!("watch-{}-tip", param.name()), BTreeSet::new()));
            }
            let search = Search { algorithm, params: Params::default() };
            let figures = LocalMachine::start(&search, &problem, 10, 1, false).map(|m| m.figures());
            for figure in figures.unwrap_or_default() {
                let given: BTreeSet<&str> =
                    if figure.most.is_some() { ["value", "most"].into() } else { ["value"].into() };
                let line = format!("watch-figure-{}", figure.word);
                assert!(vars(&line).is_subset(&given), "{line} uses a variable it is not given");
                wanted.push((line, given));
                wanted.push((format!("watch-figure-{}-var", figure.word), BTreeSet::new()));
            }
        }
        for (id, given) in &wanted {
            for language in Language::ALL {
                assert!(has_message(language, id), "{}: no message {id}", language.tag());
            }
            assert!(vars(id).is_subset(given), "{id} uses {:?}, given {given:?}", vars(id));
        }
    }

    /// Issue 47, item 5: a local run's end said "stuck or out of steps"; it says which.
    #[test]
    fn a_local_runs_end_says_whether_it_was_stuck_or_out_of_steps() {
        use crate::app::watch::{Setup, Watch};
        use crate::board::Problem;
        use crate::lab::stepper::Stepper;
        use crate::lab::{Algorithm, Params, Search};
        let problem = Problem::empty(8).unwrap();
        let params = Params { sideways: 0, restarts: 0, ..Params::default() };
        let setup = |algorithm, seed| Setup { algorithm, seed, params };
        // Hill climbing without sideways moves or restarts is stuck on most 8×8 boards.
        let stuck = (1..100)
            .find_map(|seed| {
                let mut watch = Watch::new(&problem, setup(Algorithm::HillClimbing, seed));
                while watch.search.step().is_some() {}
                (watch.search.h() != Some(0)).then_some(watch)
            })
            .expect("a stuck climb");
        assert!(!matches!(&stuck.search, Stepper::Local(l) if l.out_of_steps()));
        let said = in_language(Language::English, || super::now_text(&stuck, Notation::Squares));
        assert!(said.contains("stuck") && !said.contains("out of steps"), "{said}");
        // Min-conflicts allowed 2 steps on 30×30 runs out of them.
        let big = Problem::empty(30).unwrap();
        let mut watch = Watch::new(&big, setup(Algorithm::MinConflicts, 1));
        let search = Search { algorithm: Algorithm::MinConflicts, params };
        watch.search = Stepper::forward_only(&big, &search, 1, 2);
        while watch.search.step().is_some() {}
        assert_ne!(watch.search.h(), Some(0));
        let said = in_language(Language::English, || super::now_text(&watch, Notation::Squares));
        assert!(said.contains("out of steps") && !said.contains("stuck"), "{said}");
    }
}
