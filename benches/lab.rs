//! The algorithms lab, timed: min-conflicts on a million queens (with and without fixed
//! queens), hill-climbing runs a second on 8×8 (one thread, all cores), the four local
//! searches side by side at n = 8, 16, 32, 64 (50 runs each), the 8×8 search tree written
//! as DOT, and hill climbing's textbook figures on 8×8.
//!
//! Then the app's tree window on the 8×8 tree (2,057 nodes): its layout alone, and a whole
//! frame of it laid out, drawn and tessellated by egui without a window (`app-tree`).
//!
//! `cargo bench --bench lab`; LAB_PART=million|hill|compare|tree|textbook|app-tree runs one part;
//! LAB_RUNS sets the runs of the compare (default 50).

use nqueens::board::{Problem, Queen, is_solution};
use nqueens::control::{CancelFlag, Control};
use nqueens::lab::Algorithm;
use nqueens::lab::local::runs::{self, Runs, median};
use nqueens::lab::local::{Machine, MinConflicts};
use nqueens::lab::tree::{self, TreeFormat};
use nqueens::lab::{Params, Search};
use std::time::Instant;

fn part(name: &str) -> bool {
    std::env::var("LAB_PART").map_or(true, |p| p == name)
}

fn million() {
    let n = 1_000_000;
    // 100 fixed queens in the top rows, columns 1, 3, 5, …: no two share a line.
    let fixed: Vec<Queen> = (0..100).map(|r| Queen::new(r, 2 * r + 1)).collect();
    for (what, fixed) in [("no fixed queens", vec![]), ("100 fixed queens", fixed)] {
        let problem = Problem::wide(n, fixed).expect("queens on the board");
        let (mut seconds, mut steps) = (Vec::new(), Vec::new());
        for seed in 1..=3 {
            let start = Instant::now();
            let mut machine = MinConflicts::new(&problem, 1_000_000, seed, false);
            let h0 = machine.h();
            while machine.step().is_some() {}
            seconds.push(start.elapsed().as_secs_f64());
            steps.push(machine.steps() as f64);
            assert!(is_solution(n, machine.cols()) && problem.keeps_fixed(machine.cols()), "seed {seed}");
            println!("  seed {seed}: greedy start h = {h0}, {} steps", machine.steps());
        }
        println!(
            "min-conflicts, n = 1,000,000, {what}: median {:.2} s, median {} steps (3 seeds)",
            median(&mut seconds).unwrap(),
            median(&mut steps).unwrap()
        );
    }
}

fn hill() {
    let problem = Problem::empty(8).unwrap();
    let search = Search { algorithm: Algorithm::HillClimbing, params: Params::default() };
    for threads in [1, 0] {
        let runs = Runs { problem: &problem, search, max_steps: 1_000, runs: 200_000, seed: 1, threads };
        let start = Instant::now();
        let summary = runs::run(&runs, &CancelFlag::new(), &mut |_| Control::Continue);
        let seconds = start.elapsed().as_secs_f64();
        assert_eq!(summary.runs, 200_000);
        let label = if threads == 0 { "all cores".to_string() } else { "1 thread".to_string() };
        println!("hill climbing 8x8, {label}: {:.0} runs/s", summary.runs as f64 / seconds);
    }
}

fn compare() {
    let runs: u64 = std::env::var("LAB_RUNS").ok().and_then(|v| v.parse().ok()).unwrap_or(50);
    println!("| algorithm | n | solved of {runs} | median steps | median ms |");
    println!("|---|---|---|---|---|");
    for n in [8, 16, 32, 64] {
        let problem = Problem::empty(n).unwrap();
        for name in ["hill-climbing", "min-conflicts", "annealing", "genetic"] {
            let search = Search::parse(name, &Params::default()).expect("a local search");
            let max_steps = search.algorithm.default_max_steps();
            let runs = Runs { problem: &problem, search, max_steps, runs, seed: 1, threads: 0 };
            let s = runs::run(&runs, &CancelFlag::new(), &mut |_| Control::Continue);
            println!(
                "| {name} | {n} | {} | {} | {:.3} |",
                s.solved,
                s.median_steps.unwrap(),
                s.median_seconds.unwrap() * 1e3
            );
        }
    }
}

fn tree_8() {
    let problem = Problem::empty(8).unwrap();
    for method in [Algorithm::Backtrack, Algorithm::ForwardChecking, Algorithm::Mrv] {
        let mut times = Vec::new();
        let mut bytes = 0;
        for _ in 0..11 {
            let mut out = Vec::new();
            let start = Instant::now();
            tree::write(&problem, method, TreeFormat::Dot, &mut out).unwrap();
            times.push(start.elapsed().as_secs_f64());
            bytes = out.len();
        }
        println!(
            "8x8 {} tree as DOT: {bytes} bytes in {:.2} ms (median of 11)",
            method.name(),
            median(&mut times).unwrap() * 1e3
        );
    }
}

fn textbook() {
    let problem = Problem::empty(8).unwrap();
    for sideways in [0, 100] {
        let params = Params { sideways, ..Params::default() };
        let search = Search { algorithm: Algorithm::HillClimbing, params };
        let runs =
            Runs { problem: &problem, search, max_steps: 1_000_000, runs: 10_000, seed: 1, threads: 0 };
        let s = runs::run(&runs, &CancelFlag::new(), &mut |_| Control::Continue);
        println!(
            "hill climbing 8x8, up to {sideways} sideways, {} runs: {:.1}% solved, {:.2} steps when solved, {:.2} when stuck",
            s.runs,
            100.0 * s.solved as f64 / s.runs as f64,
            s.mean_steps_solved.unwrap(),
            s.mean_steps_failed.unwrap()
        );
    }
}

fn main() {
    if part("million") {
        million();
    }
    if part("hill") {
        hill();
    }
    if part("compare") {
        compare();
    }
    if part("tree") {
        tree_8();
    }
    if part("textbook") {
        textbook();
    }
    #[cfg(feature = "gui")]
    if part("app-tree") {
        app_tree();
    }
}

/// The tree window's work on the whole 8×8 tree: median of 21 runs after 3 to warm up.
#[cfg(feature = "gui")]
fn app_tree() {
    use nqueens::app::bench::{Tree, TreeFrame};
    let tree = Tree::whole(8);
    assert_eq!(tree.nodes(), 2057);
    let time = |mut f: Box<dyn FnMut() -> usize + '_>| {
        let mut seconds = Vec::new();
        for i in 0..24 {
            let start = Instant::now();
            let out = f();
            assert!(out > 0);
            if i >= 3 {
                seconds.push(start.elapsed().as_secs_f64() * 1000.0);
            }
        }
        (median(&mut seconds).expect("runs"), seconds.iter().cloned().fold(f64::INFINITY, f64::min))
    };
    let (med, min) = time(Box::new(|| tree.layout()));
    println!("app tree, 8×8 (2,057 nodes), layout alone: median {med:.3} ms (min {min:.3} ms, 21 runs)");
    let ctx = eframe::egui::Context::default();
    let mut view = TreeFrame::default();
    let (med, min) = time(Box::new(|| tree.frame(&ctx, &mut view, [520.0, 520.0])));
    println!(
        "app tree, 8×8 (2,057 nodes), a frame of the window's contents (layout, drawing, tessellation; \
         no pixels): median {med:.2} ms (min {min:.2} ms, 21 runs)"
    );
}
