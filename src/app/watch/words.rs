//! What Watch says: the line under its controls, its status line, and the reasons its
//! controls are greyed out. Every sentence is a message of `assets/i18n/*/watch.ftl`.

use crate::board::Queen;
use crate::lab::local::Event as LocalEvent;
use crate::lab::stepper::{Step, Stepper};
use crate::lab::systematic;
use crate::lab::{Algorithm, Param};

use crate::app::text::lang::{decimal, messages as m};
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

/// A parameter's name, as its field is labelled.
pub(crate) fn param_label(param: Param) -> String {
    match param {
        Param::Sideways => m::watch_sideways(),
        Param::Restarts => m::watch_restarts(),
        Param::Temperature => m::watch_temperature(),
        Param::Cooling => m::watch_cooling(),
        Param::Population => m::watch_population(),
        Param::Mutation => m::watch_mutation(),
        Param::Elite => m::watch_elite(),
        Param::Tenure => m::watch_tenure(),
    }
}

/// What a parameter does, as its field's tip says.
pub(crate) fn param_tip(param: Param) -> String {
    match param {
        Param::Sideways => m::watch_sideways_tip(),
        Param::Restarts => m::watch_restarts_tip(),
        Param::Temperature => m::watch_temperature_tip(),
        Param::Cooling => m::watch_cooling_tip(),
        Param::Population => m::watch_population_tip(),
        Param::Mutation => m::watch_mutation_tip(),
        Param::Elite => m::watch_elite_tip(),
        Param::Tenure => m::watch_tenure_tip(),
    }
}

/// A search's name, in the app's language: the one name the Watch, the tree and Compare
/// give it.
pub(crate) fn algorithm(a: Algorithm) -> String {
    match a {
        Algorithm::AllPlacements => m::watch_algorithm_all_placements(),
        Algorithm::Permutations => m::watch_algorithm_permutations(),
        Algorithm::Backtrack => m::watch_algorithm_backtrack(),
        Algorithm::ForwardChecking => m::watch_algorithm_forward_checking(),
        Algorithm::Mrv => m::watch_algorithm_mrv(),
        Algorithm::HillClimbing => m::watch_algorithm_hill_climbing(),
        Algorithm::MinConflicts => m::watch_algorithm_min_conflicts(),
        Algorithm::Annealing => m::watch_algorithm_annealing(),
        Algorithm::Genetic => m::watch_algorithm_genetic(),
        Algorithm::Tabu => m::watch_algorithm_tabu(),
    }
}

/// What the algorithm does, in a sentence or two.
pub(crate) fn about(a: Algorithm) -> String {
    match a {
        // Not watched: counted in Compare.
        Algorithm::AllPlacements | Algorithm::Permutations => String::new(),
        Algorithm::Backtrack => m::watch_about_backtrack(),
        Algorithm::ForwardChecking => m::watch_about_forward_checking(),
        Algorithm::Mrv => m::watch_about_mrv(),
        Algorithm::HillClimbing => m::watch_about_hill_climbing(),
        Algorithm::MinConflicts => m::watch_about_min_conflicts(),
        Algorithm::Annealing => m::watch_about_annealing(),
        Algorithm::Genetic => m::watch_about_genetic(),
        Algorithm::Tabu => m::watch_about_tabu(),
    }
}

/// A temperature as the panel writes it.
pub(crate) fn temperature(t: f64) -> String {
    decimal(t, 3)
}

/// The status line during a Watch.
pub(crate) fn status(watch: &Watch) -> String {
    let now = now_text(watch);
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
pub(crate) fn now_text(watch: &Watch) -> String {
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
    let square = |row: usize, col: usize| Queen::new(row, col).notation(n);
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
                m::watch_local_move(square(row, from as usize), h, steps, square(row, to as usize))
            }
            LocalEvent::Reject { row, from, to, h, temperature: t } => m::watch_local_reject(
                square(row, from as usize),
                h,
                steps,
                temperature(t),
                square(row, to as usize),
            ),
            LocalEvent::Restart { restart, h } => m::watch_local_restart(h, restart, steps),
            LocalEvent::Generation { generation, h, .. } => m::watch_local_generation(generation, h, steps),
        },
    }
}

/// A local search with its parameters, as the form's line, the table and the plots say it
/// when one table holds several settings of it.
pub(crate) fn with_params(algorithm: crate::lab::Algorithm, p: &crate::lab::Params) -> String {
    use crate::app::text::lang::decimal;
    use crate::lab::Algorithm;
    match algorithm {
        Algorithm::HillClimbing => m::compare_params_hill_climbing(p.restarts, p.sideways),
        Algorithm::Annealing => m::compare_params_annealing(decimal(p.cooling, 4), decimal(p.temperature, 2)),
        Algorithm::Genetic => {
            m::compare_params_genetic(p.elite as u64, decimal(p.mutation, 2), p.population as u64)
        }
        Algorithm::Tabu => m::compare_params_tabu(p.tenure),
        Algorithm::AllPlacements
        | Algorithm::Permutations
        | Algorithm::Backtrack
        | Algorithm::ForwardChecking
        | Algorithm::Mrv
        | Algorithm::MinConflicts => self::algorithm(algorithm),
    }
}

#[cfg(test)]
mod tests {
    use super::bad_setup;
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
        let said = in_language(Language::English, || super::now_text(&stuck));
        assert!(said.contains("stuck") && !said.contains("out of steps"), "{said}");
        // Min-conflicts allowed 2 steps on 30×30 runs out of them.
        let big = Problem::empty(30).unwrap();
        let mut watch = Watch::new(&big, setup(Algorithm::MinConflicts, 1));
        let search = Search { algorithm: Algorithm::MinConflicts, params };
        watch.search = Stepper::forward_only(&big, &search, 1, 2);
        while watch.search.step().is_some() {}
        assert_ne!(watch.search.h(), Some(0));
        let said = in_language(Language::English, || super::now_text(&watch));
        assert!(said.contains("out of steps") && !said.contains("stuck"), "{said}");
    }
}
