//! Compare's genetic algorithm as the command line runs it (the library's `measure`) and as
//! the app runs it (the Compare form's job, drained as a window drains it), in one process,
//! each timed five times: `cargo run --release --example compare_speed [N] [RUNS]`. Prints
//! the medians and their ratio (issue 31, item 17).

use nqueens::app::{Action, LabAction, Settings, State};
use nqueens::board::Problem;
use nqueens::control::CancelFlag;
use nqueens::lab::compare::{Trials, measure};
use nqueens::lab::{Algorithm, Params, Search};
use std::sync::Arc;
use std::time::{Duration, Instant};

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn main() {
    let mut args = std::env::args().skip(1);
    let n: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(8);
    let runs: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(10);
    let search = Search { algorithm: Algorithm::Genetic, params: Params::default() };
    let problem = Problem::empty(n).expect("a board size");
    let trials = Trials { runs, seed: 1, max_steps: None, threads: 0 };
    let (mut cli, mut app) = (Vec::new(), Vec::new());
    for _ in 0..5 {
        let start = Instant::now();
        measure(&search, &problem, &trials, &CancelFlag::new()).expect("not cancelled");
        cli.push(start.elapsed().as_secs_f64());

        let dir = std::env::temp_dir();
        let mut state = State::new(Settings { n, ..Settings::default() }, Arc::new(|| {}), dir);
        for algorithm in Algorithm::ALL {
            state.apply(Action::Lab(LabAction::Choose(algorithm, algorithm == Algorithm::Genetic)));
        }
        state.apply(Action::Lab(LabAction::Sizes(n.to_string())));
        state.apply(Action::Lab(LabAction::Runs(runs.to_string())));
        state.apply(Action::Lab(LabAction::Seed("1".into())));
        let start = Instant::now();
        state.apply(Action::Lab(LabAction::StartCompare));
        // As a window does: take in what came each frame.
        while state.lab.compare.drain() {
            std::thread::sleep(Duration::from_millis(16));
        }
        app.push(start.elapsed().as_secs_f64());
    }
    let (cli, app) = (median(cli), median(app));
    println!("genetic n={n} runs={runs}: command line {cli:.3} s, app {app:.3} s, app/cli {:.2}", app / cli);
}
