//! The search tree and Compare at the state's level: the tree in step with a Watch,
//! Compare runs on its own thread, stops, and exports what `nqueens compare` writes.

use std::sync::Arc;
use std::sync::mpsc::{Receiver, channel};

use crate::app::action::Action;
use crate::app::lab::LabAction;
use crate::app::lab::chart::Chart;
use crate::app::settings::Settings;
use crate::app::state::State;
use crate::app::tree::{NodeKind, SearchTree};
use crate::app::watch::{Setup, WatchControl};
use crate::board::Problem;
use crate::lab::Algorithm;
use crate::lab::stepper::Stepper;
use crate::lab::systematic::Systematic;

/// A state whose wakes arrive on the receiver, so a test waits for news, not for time.
fn state(n: usize) -> (State, Receiver<()>, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    let (tx, rx) = channel();
    let tx = std::sync::Mutex::new(tx);
    let wake = Arc::new(move || {
        let _ = tx.lock().unwrap().send(());
    });
    (State::new(Settings { n, ..Settings::default() }, wake, dir.path().into()), rx, dir)
}

fn whole_tree(n: usize, method: Algorithm) -> SearchTree {
    let problem = Problem::empty(n).unwrap();
    let mut tree = SearchTree::new(&problem, method);
    tree.sync(&problem, method, u64::MAX);
    tree
}

#[test]
fn the_4x4_backtracking_tree_has_17_nodes_and_2_solutions() {
    let tree = whole_tree(4, Algorithm::Backtrack);
    assert_eq!(tree.nodes().len(), 17);
    let solutions = (0..17).filter(|&i| tree.kind(i) == NodeKind::Solution).count();
    assert_eq!(solutions, 2);
    assert_eq!(tree.path(), &[0], "the search ended back at the root");
}

/// Issue 47, item 5: Compare's first click, on its defaults, was met by a 21-minute
/// warning (backtracking on 16×16, 1.1 × 10⁹ nodes). The defaults' systematic searches now
/// visit a few million nodes at most, which takes seconds.
#[test]
fn compare_defaults_run_in_seconds() {
    let plan = crate::app::compare::Compare::default().plan().expect("the defaults run");
    let mut nodes = 0.0;
    for search in plan.searches.iter().filter(|s| s.algorithm.family() == crate::lab::Family::Systematic) {
        for &n in &plan.sizes {
            nodes += crate::lab::estimate::expected_nodes(&Problem::empty(n).unwrap(), search.algorithm, 1);
        }
    }
    assert!(nodes > 0.0 && nodes < 3e6, "the defaults visit about {nodes:e} nodes");
}

/// Issue 47, item 5: the finished tree drew its root as "the path now" (blue).
#[test]
fn a_finished_tree_has_no_path_now() {
    for method in [Algorithm::Backtrack, Algorithm::ForwardChecking, Algorithm::Mrv] {
        let tree = whole_tree(5, method);
        let kinds: Vec<NodeKind> = (0..tree.nodes().len()).map(|i| tree.kind(i)).collect();
        assert!(!kinds.contains(&NodeKind::Path), "{method:?}: {kinds:?}");
    }
    // Before the first step and back at the root mid-search, the root is where the search is.
    let problem = Problem::empty(5).unwrap();
    let mut tree = SearchTree::new(&problem, Algorithm::Backtrack);
    assert_eq!(tree.kind(0), NodeKind::Path);
    let steps = (1..).find(|&s| {
        tree.sync(&problem, Algorithm::Backtrack, s);
        tree.path().len() == 1
    });
    assert!(steps.is_some());
    assert_eq!(tree.kind(0), NodeKind::Path, "back at the root, more to come");
}

/// Issue 47, item 5: a forward-checking dead end stayed blue (the path now) while the
/// search, or a step back, stood on it.
#[test]
fn a_forward_checking_dead_end_is_red_when_stepped_back_to() {
    let problem = Problem::empty(6).unwrap();
    let method = Algorithm::ForwardChecking;
    let mut tree = SearchTree::new(&problem, method);
    // The first dead end placed, then the step that takes it off, then back onto it.
    let placed = (1..200u64)
        .find(|&s| {
            tree.sync(&problem, method, s);
            tree.path().last().is_some_and(|&id| tree.nodes()[id].dead_end)
        })
        .expect("forward checking meets a dead end on 6×6");
    let node = *tree.path().last().unwrap();
    assert_eq!(tree.kind(node), NodeKind::DeadEnd, "as it is placed");
    tree.sync(&problem, method, placed + 1);
    assert!(!tree.path().contains(&node), "the next step takes it off");
    tree.sync(&problem, method, placed);
    assert_eq!(tree.path().last(), Some(&node), "stepped back onto it");
    assert_eq!(tree.kind(node), NodeKind::DeadEnd);
}

#[test]
fn trees_have_the_systematic_searches_node_counts() {
    for method in [Algorithm::Backtrack, Algorithm::ForwardChecking, Algorithm::Mrv] {
        let problem = Problem::empty(6).unwrap();
        let (counters, _) = Systematic::counting(&problem, method).run_while(|_| true);
        let tree = whole_tree(6, method);
        assert_eq!(tree.nodes().len() as u64, counters.nodes(), "{method:?}");
        assert_eq!(tree.steps(), counters.steps);
    }
}

#[test]
fn the_tree_follows_the_watch_forward_and_back() {
    let (mut s, _rx, _dir) = state(4);
    s.apply(Action::Lab(LabAction::ShowTree(true)));
    assert!(s.notice().is_some_and(|n| n.error), "no Watch yet: refused");
    assert!(!s.lab.tree_open);
    s.apply(Action::Watch);
    s.apply(Action::Lab(LabAction::ShowTree(true)));
    assert_eq!(s.lab.tree.as_ref().unwrap().nodes().len(), 1, "the root alone");
    for _ in 0..5 {
        s.apply(Action::WatchControl(WatchControl::Step));
    }
    s.sync_tree();
    let tree = s.lab.tree.as_ref().unwrap();
    assert_eq!(tree.steps(), 5);
    let Stepper::Systematic(search) = &s.run.watch().unwrap().search else { panic!("a backtracking Watch") };
    assert_eq!(tree.nodes().len() as u64, search.counters().nodes());
    s.apply(Action::WatchControl(WatchControl::StepBack));
    s.sync_tree();
    assert_eq!(s.lab.tree.as_ref().unwrap().steps(), 4);
    s.apply(Action::WatchControl(WatchControl::ToEnd));
    s.sync_tree();
    assert_eq!(s.lab.tree.as_ref().unwrap().nodes().len(), 17);
}

/// The Watch's backtracking and the tree's are one machine: at every step, forward and back,
/// the tree's node now holds the Watch's board, and every node the Watch visits is one the
/// tree grew, in the same order.
#[test]
fn the_tree_follows_the_watch_node_by_node() {
    for algorithm in [Algorithm::Backtrack, Algorithm::ForwardChecking, Algorithm::Mrv] {
        let (mut s, _rx, _dir) = state(5);
        s.apply(Action::Watch);
        s.apply(Action::WatchSetup(Setup { algorithm, ..Setup::default() }));
        s.apply(Action::Lab(LabAction::ShowTree(true)));
        let mut visited = vec![s.run.watch().unwrap().search.cols()];
        let same_node = |s: &State| {
            let tree = s.lab.tree.as_ref().unwrap();
            let watch = s.run.watch().unwrap();
            assert_eq!(tree.steps(), watch.search.steps(), "{algorithm:?}");
            let here = *tree.path().last().unwrap();
            assert_eq!(tree.board(here), watch.search.cols(), "{algorithm:?} at step {}", tree.steps());
        };
        while !s.run.watch().unwrap().search.finished() {
            s.apply(Action::WatchControl(WatchControl::Step));
            s.sync_tree();
            same_node(&s);
            let watch = s.run.watch().unwrap();
            if let Some(crate::lab::stepper::Step::Systematic(crate::lab::systematic::Step::Place {
                ..
            })) = watch.search.last().filter(|_| !watch.search.finished())
            {
                visited.push(watch.search.cols());
            }
        }
        let tree = s.lab.tree.as_ref().unwrap();
        let grown: Vec<_> = (0..tree.nodes().len()).map(|id| tree.board(id)).collect();
        assert_eq!(grown, visited, "{algorithm:?}: the tree's nodes are the Watch's, in order");
        for _ in 0..40 {
            s.apply(Action::WatchControl(WatchControl::StepBack));
            s.sync_tree();
            same_node(&s);
        }
    }
}

#[test]
fn a_node_selected_shows_its_partial_board() {
    let (mut s, _rx, _dir) = state(4);
    s.apply(Action::Watch);
    s.apply(Action::Lab(LabAction::ShowTree(true)));
    s.apply(Action::WatchControl(WatchControl::ToEnd));
    s.sync_tree();
    let tree = s.lab.tree.as_ref().unwrap();
    let solution = (0..17).find(|&i| tree.kind(i) == NodeKind::Solution).unwrap();
    s.apply(Action::Lab(LabAction::SelectNode(Some(solution))));
    let tree = s.lab.tree.as_ref().unwrap();
    assert_eq!(tree.selected, Some(solution));
    assert_eq!(tree.board(solution), vec![Some(1), Some(3), Some(0), Some(2)]);
    assert_eq!(tree.board(0), vec![None; 4], "the root: the fixed queens only");
}

/// Drains the Compare run as it wakes the UI, until it ends (bounded: 60 s).
fn finish(s: &mut State, rx: &Receiver<()>) {
    crate::testing::wait_until("the comparison to end", || {
        while rx.try_recv().is_ok() {}
        !s.drain_lab()
    });
}

fn form(s: &mut State, names: &[&str], sizes: &str) {
    for algorithm in Algorithm::ALL {
        let on = names.contains(&algorithm.name());
        s.apply(Action::Lab(LabAction::Choose(algorithm, on)));
    }
    s.apply(Action::Lab(LabAction::Sizes(sizes.into())));
    s.apply(Action::Lab(LabAction::Runs("5".into())));
    s.apply(Action::Lab(LabAction::Seed("3".into())));
}

#[test]
fn compare_runs_two_searches_and_exports_the_cli_rows() {
    let (mut s, rx, dir) = state(8);
    form(&mut s, &["backtrack", "min-conflicts"], "6");
    s.apply(Action::Lab(LabAction::StartCompare));
    assert!(s.lab.compare.running());
    finish(&mut s, &rx);
    assert_eq!(s.lab.compare.ended, Some(true));
    let rows = s.lab.compare.rows.clone();
    assert_eq!(
        rows.iter().map(|r| (r.algorithm, r.n)).collect::<Vec<_>>(),
        [(Algorithm::Backtrack, 6), (Algorithm::MinConflicts, 6)]
    );
    assert_eq!(rows[0].nodes, Some(whole_tree(6, Algorithm::Backtrack).nodes().len() as u64));
    assert_eq!(s.lab.compare.traces.len(), 1, "h over one min-conflicts run");
    // What `nqueens compare 6 --algorithms backtrack,min-conflicts --runs 5 --seed 3` writes,
    // but for the times.
    let path = dir.path().join("compare.csv");
    s.apply(Action::UsePath(crate::app::FileOp::ExportCsv, path.clone()));
    let said = s.notice().map(|n| s.notice_text(n)).unwrap_or_default();
    assert!(said.contains("compare.csv") && said.contains(&dir.path().display().to_string()), "{said}");
    let text = std::fs::read_to_string(&path).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], crate::lab::compare::csv_header());
    let cells = |line: &str| -> Vec<String> {
        line.split(',').enumerate().filter(|(i, _)| *i != 5).map(|(_, c)| c.to_string()).collect()
    };
    // The command line's rows: the same library call on the same seed.
    let trials = crate::lab::compare::Trials { runs: 5, seed: 3, max_steps: None, threads: 0 };
    let cancel = crate::control::CancelFlag::new();
    let problem = Problem::empty(6).unwrap();
    for (line, name) in lines[1..].iter().zip(["backtrack", "min-conflicts"]) {
        let search = crate::lab::Search::parse(name, &crate::lab::Params::default()).unwrap();
        let row = crate::lab::compare::measure(&search, &problem, &trials, &cancel).unwrap();
        assert_eq!(cells(line), cells(&row.csv()), "{name}");
    }
    assert_eq!(lines.len(), 3);
}

#[test]
fn compare_stops_and_keeps_its_rows() {
    let (mut s, rx, _dir) = state(8);
    // min-conflicts first: quick; the 14×14 backtracking after it takes seconds.
    form(&mut s, &["backtrack", "min-conflicts"], "6,14,15");
    s.apply(Action::Lab(LabAction::StartCompare));
    // A slow machine (a debug build) may expect minutes, and ask first.
    if s.confirm.is_some() {
        s.apply(Action::Confirm);
    }
    crate::testing::wait_until("two rows", || {
        while rx.try_recv().is_ok() {}
        s.drain_lab();
        s.lab.compare.rows.len() >= 2
    });
    assert!(s.why_not(&Action::Lab(LabAction::Sizes("8".into()))).is_some(), "the form is locked");
    s.apply(Action::Lab(LabAction::StopCompare));
    finish(&mut s, &rx);
    assert_eq!(s.lab.compare.ended, Some(false));
    assert!(s.lab.compare.rows.len() < 6);
    assert!(s.why_not(&Action::Lab(LabAction::StopCompare)).is_some(), "nothing left to stop");
}

#[test]
fn the_form_says_what_is_wrong() {
    let (mut s, _rx, _dir) = state(8);
    form(&mut s, &[], "8");
    assert!(s.why_not(&Action::Lab(LabAction::StartCompare)).is_some());
    form(&mut s, &["mrv"], "8,x");
    let why = s.why_not(&Action::Lab(LabAction::StartCompare)).unwrap();
    assert!(why.contains("\"x\""), "{why}");
    form(&mut s, &["all-placements"], "12");
    assert!(s.why_not(&Action::Lab(LabAction::StartCompare)).is_some(), "too many boards");
    assert!(s.why_not(&Action::Lab(LabAction::ExportCsv)).is_some(), "nothing to export");
}

#[test]
fn the_tree_follows_a_forward_checking_or_mrv_watch_and_local_ones_have_none() {
    for algorithm in [Algorithm::ForwardChecking, Algorithm::Mrv] {
        let (mut s, _rx, _dir) = state(6);
        s.apply(Action::Watch);
        s.apply(Action::WatchSetup(Setup { algorithm, ..Setup::default() }));
        s.apply(Action::Lab(LabAction::ShowTree(true)));
        s.apply(Action::WatchControl(WatchControl::ToEnd));
        s.sync_tree();
        let (counters, _) =
            Systematic::counting(&Problem::new(6, Vec::new()).unwrap(), algorithm).run_while(|_| true);
        assert_eq!(s.lab.tree.as_ref().unwrap().nodes().len() as u64, counters.nodes(), "{algorithm:?}");
    }
    let (mut s, _rx, _dir) = state(6);
    s.apply(Action::Watch);
    s.apply(Action::WatchSetup(Setup { algorithm: Algorithm::HillClimbing, ..Setup::default() }));
    s.apply(Action::Lab(LabAction::ShowTree(true)));
    assert!(s.notice().is_some_and(|n| n.error), "a local search has no tree");
    s.sync_tree();
    assert!(s.lab.tree.is_none());
}

#[test]
fn compare_max_steps_is_empty_or_a_whole_number_from_1() {
    let (mut s, _rx, _dir) = state(8);
    let max = |s: &State| s.lab.compare.plan().map(|p| p.trials.max_steps);
    assert_eq!(max(&s), Ok(None), "empty: each search's own");
    for (typed, want) in
        [("250", Ok(Some(250))), (" 7 ", Ok(Some(7))), ("0", Err(())), ("-1", Err(())), ("x", Err(()))]
    {
        s.apply(Action::Lab(LabAction::MaxSteps(typed.into())));
        assert_eq!(
            max(&s).map_err(|e| assert_eq!(e, crate::app::compare::FormError::MaxSteps)),
            want,
            "{typed:?}"
        );
    }
    assert!(s.why_not(&Action::Lab(LabAction::StartCompare)).unwrap().starts_with("Max steps must be"));
}

/// Issue 31, item 11: backtracking on 8 and 16 ran 3.5 minutes with no word. A run expected
/// to take minutes is asked about first (20×20 takes hours on any machine), and runs on a yes;
/// a run of moments is not asked about.
#[test]
fn compare_asks_before_a_run_of_minutes() {
    let (mut s, rx, _dir) = state(8);
    form(&mut s, &["backtrack"], "8,20");
    s.apply(Action::Lab(LabAction::StartCompare));
    assert!(!s.lab.compare.running(), "nothing runs before the answer");
    let question = s.confirm.as_ref().expect("asked first").text();
    assert!(question.contains("20×20") && question.contains("Backtracking"), "{question}");
    s.apply(Action::Confirm);
    assert!(s.lab.compare.running() && s.confirm.is_none(), "a yes runs it");
    s.apply(Action::Lab(LabAction::StopCompare));
    finish(&mut s, &rx);
    form(&mut s, &["backtrack", "forward-checking", "mrv", "permutations"], "6,8");
    s.apply(Action::Lab(LabAction::StartCompare));
    assert!(s.confirm.is_none() && s.lab.compare.running(), "moments: not asked");
    finish(&mut s, &rx);
}

/// Issue 31, item 11: the local searches run with the parameters set in the form, or with the
/// Watch's when the form says so.
#[test]
fn compare_takes_the_local_parameters_from_the_form_or_the_watch() {
    let (mut s, _rx, _dir) = state(8);
    form(&mut s, &["hill-climbing"], "8");
    let sideways = |s: &State| s.lab.compare.plan().unwrap().searches[0].params.sideways;
    assert_eq!(sideways(&s), 0, "the command line's default");
    let own = crate::lab::Params { sideways: 100, ..Default::default() };
    s.apply(Action::Lab(LabAction::Params(0, own)));
    assert_eq!(sideways(&s), 100);
    let watch = Setup {
        algorithm: Algorithm::HillClimbing,
        params: crate::lab::Params { sideways: 7, ..Default::default() },
        ..Setup::default()
    };
    s.apply(Action::Watch);
    s.apply(Action::WatchSetup(watch));
    s.apply(Action::Lab(LabAction::ParamsFromWatch(true)));
    assert_eq!(sideways(&s), 7, "the Watch's");
    s.apply(Action::Lab(LabAction::ParamsFromWatch(false)));
    assert_eq!(sideways(&s), 100, "the form's own again");
}

/// Issue 47, item 5: one table holds several settings of one search: hill climbing with 0
/// and with 100 sideways moves (the textbook's 14% against 94%) in one run, one table, one
/// CSV with a column per parameter, a series each in the plots.
#[test]
fn one_compare_table_holds_several_settings_of_a_search() {
    let (mut s, rx, _dir) = state(8);
    form(&mut s, &["hill-climbing", "backtrack"], "8");
    s.apply(Action::Lab(LabAction::Runs("50".into())));
    s.apply(Action::Lab(LabAction::AddSettings));
    s.apply(Action::Lab(LabAction::AddSettings));
    let sideways = |k| crate::lab::Params { sideways: k, ..Default::default() };
    s.apply(Action::Lab(LabAction::Params(1, sideways(100))));
    // A third row that differs only in what hill climbing does not read is the first again.
    s.apply(Action::Lab(LabAction::Params(2, crate::lab::Params { temperature: 9.0, ..sideways(0) })));
    let plan = s.lab.compare.plan().unwrap();
    let planned: Vec<_> = plan.searches.iter().map(|p| (p.algorithm, p.params.sideways)).collect();
    assert_eq!(
        planned,
        [(Algorithm::Backtrack, 0), (Algorithm::HillClimbing, 0), (Algorithm::HillClimbing, 100)]
    );
    s.apply(Action::Lab(LabAction::StartCompare));
    if s.confirm.is_some() {
        s.apply(Action::Confirm);
    }
    finish(&mut s, &rx);
    let compare = &s.lab.compare;
    let hill: Vec<_> = compare.rows.iter().filter(|r| r.algorithm == Algorithm::HillClimbing).collect();
    assert_eq!(hill.len(), 2);
    let sideways_of = |r: &crate::lab::compare::Row| r.search.map(|s| s.params.sideways);
    let (none, many) = (hill[0], hill[1]);
    assert_eq!((sideways_of(none), sideways_of(many)), (Some(0), Some(100)));
    assert!(many.solved > none.solved, "sideways moves solve more: {} against {}", many.solved, none.solved);
    // The CSV: the parameters' columns, filled for hill climbing only.
    let csv = compare.csv();
    let lines: Vec<Vec<&str>> = csv.lines().map(|l| l.split(',').collect()).collect();
    let at = |name: &str| lines[0].iter().position(|c| *c == name).unwrap();
    let (sw, rs, temp) = (at("sideways"), at("restarts"), at("temperature"));
    let hill_lines: Vec<_> = lines.iter().filter(|l| l[0] == "hill-climbing").collect();
    assert_eq!([hill_lines[0][sw], hill_lines[1][sw]], ["0", "100"]);
    assert_eq!([hill_lines[0][rs], hill_lines[0][temp]], ["0", ""]);
    let back = lines.iter().find(|l| l[0] == "backtrack").unwrap();
    assert_eq!(back[sw], "", "backtracking reads no parameter");
    // A series each in the plots, named by its settings; one h plot holds both runs.
    let names: Vec<String> = compare.plot_series(Chart::Solved).into_iter().map(|(name, _)| name).collect();
    assert_eq!(names.len(), 3, "{names:?}");
    assert!(names[1].contains(" 0 ") && names[2].contains("100"), "{names:?}");
    assert_eq!(compare.plot_series(Chart::H(Algorithm::HillClimbing)).len(), 2);
    // Remove keeps at least one row.
    for _ in 0..4 {
        s.apply(Action::Lab(LabAction::RemoveSettings(0)));
    }
    assert_eq!(s.lab.compare.settings.len(), 1);
}

/// Issue 31, item 14: a local search watched on fixed queens that allow no solution says so
/// at once, rather than after its thousands of steps; on fixed queens that allow some it does not.
#[test]
fn a_local_watch_on_fixed_queens_without_a_solution_says_so_at_once() {
    for (n, none) in [(4, true), (8, false)] {
        let (mut s, _rx, _dir) = state(n);
        s.apply(Action::ToggleQueen(crate::board::Queen::new(0, 0)));
        s.apply(Action::Watch);
        let setup = Setup { algorithm: Algorithm::MinConflicts, ..Setup::default() };
        s.apply(Action::WatchSetup(setup));
        let said = s.notice().map(|n| s.notice_text(n)).unwrap_or_default();
        assert_eq!(said.contains("the count with them is 0"), none, "{n}×{n}: {said:?}");
        assert_eq!(s.run.watch().map(|w| w.search.steps()), Some(0), "said before any step");
    }
}
