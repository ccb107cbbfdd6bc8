//! `nqueens local`, `tree`, `compare`, and `count`/`trace` with the lab's searches, run as
//! a person would.
#![cfg(feature = "cli")]

mod common;

use common::cli::{fails, json, nqueens};
use nqueens::board::{Problem, Queen, is_solution};
use serde_json::Value;

fn lines(args: &[&str]) -> Vec<Value> {
    let out = nqueens().args(args).output().unwrap();
    assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap().lines().map(|l| serde_json::from_str(l).unwrap()).collect()
}

fn stdout(args: &[&str]) -> String {
    let out = nqueens().args(args).output().unwrap();
    assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap()
}

fn cols(v: &Value) -> Vec<u32> {
    v.as_array().unwrap().iter().map(|c| c.as_u64().unwrap() as u32).collect()
}

/// Pairs of queens attacking each other, counted pair by pair.
fn h_plain(cols: &[u32]) -> u64 {
    let mut h = 0;
    for i in 0..cols.len() {
        for j in i + 1..cols.len() {
            h += u64::from(cols[i] == cols[j] || cols[i].abs_diff(cols[j]) as usize == j - i);
        }
    }
    h
}

#[test]
fn forward_checking_and_mrv_count_like_backtrack_with_fewer_nodes() {
    let backtrack = json(&["count", "8", "--method", "backtrack", "-q"]);
    for method in ["forward-checking", "mrv"] {
        let c = json(&["count", "8", "--method", method, "-q"]);
        assert_eq!((&c["total"], &c["method"]), (&backtrack["total"], &Value::from(method)));
        let by_row: u64 = c["nodes_by_row"].as_array().unwrap().iter().map(|v| v.as_u64().unwrap()).sum();
        assert_eq!(Some(by_row), c["nodes"].as_u64());
        assert!(c["nodes"].as_u64() < backtrack["nodes"].as_u64());
        assert!(c["checks"].as_u64().unwrap() > 0);
    }
    assert!(fails(&["count", "8", "--method", "mrv", "--part", "0/2"]).contains("--part"));
}

#[test]
fn local_reports_each_run_and_the_summary() {
    let args = [
        "local",
        "8",
        "--fix",
        "0,2",
        "--algorithm",
        "hill-climbing",
        "--restarts",
        "20",
        "--sideways",
        "10",
    ];
    let mut with_runs = args.to_vec();
    with_runs.extend(["--runs", "12", "--seed", "5", "--format", "jsonl", "--threads", "2"]);
    let out = lines(&with_runs);
    assert_eq!(out.len(), 13);
    let (runs, summary) = out.split_at(12);
    let summary = &summary[0];
    for (i, run) in runs.iter().enumerate() {
        assert_eq!(run["seed"], 5 + i as u64);
        let board = cols(&run["solution"]);
        assert_eq!(board[0], 2, "the fixed queen stays");
        assert_eq!(run["h"], h_plain(&board));
        assert_eq!(run["solved"], is_solution(8, &board));
    }
    let solved = runs.iter().filter(|r| r["solved"] == true).count();
    assert_eq!(summary["solved"], solved);
    assert_eq!(summary["runs"], 12);
    assert_eq!(
        (&summary["algorithm"], &summary["sideways"], &summary["restarts"]),
        (&"hill-climbing".into(), &10.into(), &20.into())
    );
    assert_eq!(summary["fixed"], serde_json::json!([[0, 2]]));
    for field in ["mean_steps_solved", "mean_steps_failed", "median_seconds", "n"] {
        assert!(summary.get(field).is_some(), "{field}");
    }
    // Run 3 alone, from its seed, is the same run.
    let mut alone = args.to_vec();
    alone.extend(["--seed", "8", "--format", "jsonl"]);
    assert_eq!(lines(&alone)[0]["solution"], runs[3]["solution"]);
}

#[test]
fn a_local_trace_replays_from_its_start_board() {
    for algorithm in ["hill-climbing", "min-conflicts", "annealing"] {
        let trace = lines(&[
            "trace",
            "6",
            "--fix",
            "1,3",
            "--algorithm",
            algorithm,
            "--seed",
            "3",
            "--max-steps",
            "60",
        ]);
        let start = &trace[0];
        assert_eq!(start["op"], "start");
        let mut board = cols(&start["board"]);
        assert_eq!(start["h"], h_plain(&board));
        for line in &trace[1..trace.len() - 1] {
            if line["op"] == "move" {
                let row = line["row"].as_u64().unwrap() as usize;
                assert_eq!(line["from"], board[row]);
                assert_ne!(row, 1, "the fixed queen moved");
                board[row] = line["to"].as_u64().unwrap() as u32;
                assert_eq!(line["h"], h_plain(&board), "{algorithm}");
            }
        }
        let end = trace.last().unwrap();
        assert_eq!((&end["op"], cols(&end["board"])), (&"end".into(), board));
    }
    let genetic = lines(&["trace", "6", "--algorithm", "genetic", "--population", "20", "--max-steps", "5"]);
    assert!(
        genetic[1..genetic.len() - 1].iter().all(|l| l["op"] == "generation"
            && l["best_fitness"].as_u64().unwrap() + l["h"].as_u64().unwrap() == 15)
    );
}

#[test]
fn an_mrv_trace_ends_with_the_counted_nodes() {
    let trace = lines(&["trace", "6", "--algorithm", "mrv"]);
    let end = trace.last().unwrap();
    let count = json(&["count", "6", "--method", "mrv", "-q"]);
    assert_eq!(
        (&end["nodes"], &end["solutions"], &end["complete"]),
        (&count["nodes"], &count["total"], &true.into())
    );
    let places = trace.iter().filter(|l| l["op"] == "place").count() as u64;
    assert_eq!(Some(places + 1), end["nodes"].as_u64());
}

#[test]
fn generate_and_test_traces_a_board_a_line() {
    let trace = lines(&["trace", "5", "--fix", "0,1", "--algorithm", "permutations"]);
    let (boards, end) = trace.split_at(trace.len() - 1);
    assert_eq!(boards.len(), 24); // 4! orders of the columns left
    for line in boards {
        let board = cols(&line["board"]);
        assert_eq!(board[0], 1);
        assert_eq!(line["solution"], is_solution(5, &board));
    }
    let solutions = boards.iter().filter(|l| l["solution"] == true).count();
    assert_eq!((&end[0]["solutions"], &end[0]["boards"]), (&solutions.into(), &24.into()));
    let all = lines(&["trace", "3", "--algorithm", "all-placements", "--max-steps", "5"]);
    assert_eq!(all.len(), 6);
    assert_eq!(all[5]["complete"], false);
}

#[test]
fn the_tree_has_the_counted_nodes_and_refuses_past_the_limit() {
    let tree: Value = serde_json::from_str(&stdout(&["tree", "8", "--format", "json"])).unwrap();
    assert_eq!(tree["nodes"].as_array().unwrap().len(), 2_057);
    let dot = stdout(&["tree", "4", "--fix", "0,1", "--method", "forward-checking"]);
    assert!(dot.starts_with("digraph") && dot.contains("fixed b4") && dot.contains("label=\"d3\""), "{dot}");
    let err = fails(&["tree", "8", "--max-nodes", "2000"]);
    assert!(err.contains("more than 2000 nodes") && err.contains("nothing written"), "{err}");
}

#[test]
fn compare_writes_a_row_per_algorithm_and_size() {
    let csv = stdout(&[
        "compare",
        "5,6",
        "--algorithms",
        "permutations,backtrack,mrv,min-conflicts",
        "--runs",
        "4",
        "--seed",
        "2",
    ]);
    let rows: Vec<Vec<&str>> = csv.lines().map(|l| l.split(',').collect()).collect();
    assert_eq!(
        rows[0],
        [
            "algorithm",
            "n",
            "runs",
            "solved",
            "median_steps",
            "median_seconds",
            "solutions",
            "nodes",
            "checks",
            "sideways",
            "restarts",
            "temperature",
            "cooling",
            "population",
            "mutation",
            "elite",
            "tenure"
        ]
    );
    assert_eq!(rows.len(), 1 + 2 * 4);
    let row = |alg: &str, n: &str| rows.iter().find(|r| r[0] == alg && r[1] == n).unwrap().clone();
    assert_eq!(row("permutations", "6")[7], "720");
    assert_eq!(row("backtrack", "6")[6], "4");
    let backtrack = json(&["count", "6", "--method", "backtrack", "-q"]);
    assert_eq!(row("backtrack", "6")[7], backtrack["nodes"].to_string());
    assert_eq!(row("min-conflicts", "5")[2], "4");
    assert_eq!(row("min-conflicts", "5")[7], "");
    let doc: Value = serde_json::from_str(&stdout(&[
        "compare",
        "4",
        "--algorithms",
        "forward-checking",
        "--format",
        "json",
    ]))
    .unwrap();
    assert_eq!(doc["rows"][0]["solutions"], 2);
    assert_eq!(doc["complete"], true);
}

#[test]
fn bad_input_gets_one_clear_line() {
    assert!(fails(&["local", "8", "--algorithm", "hill-climb"]).contains("unknown algorithm \"hill-climb\""));
    assert!(fails(&["local", "8", "--algorithm", "backtrack"]).contains("not a local search"));
    assert!(fails(&["local", "8", "--algorithm", "genetic", "--mutation", "1.5"]).contains("--mutation"));
    assert!(fails(&["local", "8", "--algorithm", "annealing", "--cooling", "0"]).contains("--cooling"));
    assert!(fails(&["local", "8", "--algorithm", "genetic", "--population", "1"]).contains("--population"));
    assert!(
        fails(&["local", "8", "--algorithm", "min-conflicts", "--fix", "0,0", "--fix", "1,1"])
            .contains("attack")
    );
    assert!(fails(&["trace", "8", "--algorithm", "simulated"]).contains("unknown algorithm"));
    assert!(fails(&["compare", "10", "--algorithms", "all-placements"]).contains("more than"));
    assert!(fails(&["compare", "8,x", "--algorithms", "mrv"]).contains("board sizes"));
    assert!(fails(&["tree", "4", "--fix", "0,0", "--fix", "1,2", "--fix", "2,2"]).contains("column"));
}

#[test]
fn min_conflicts_fills_a_wide_board_from_the_command_line() {
    let out = lines(&["local", "20000", "--algorithm", "min-conflicts", "--fix", "7,7", "--format", "jsonl"]);
    let board = cols(&out[0]["solution"]);
    assert!(is_solution(20_000, &board));
    assert!(Problem::wide(20_000, vec![Queen::new(7, 7)]).unwrap().keeps_fixed(&board));
}

/// Every parameter the library describes is a flag of `local`, `trace` and `compare`, with
/// the library's default and range in its help, and is written back in the report of the
/// search that reads it: the command line is made from the one description (issue 49).
#[test]
fn every_parameter_is_a_flag_with_the_librarys_default_and_range() {
    use nqueens::lab::{Algorithm, Param};
    for command in ["local", "trace", "compare"] {
        let help = stdout(&[command, "--help"]);
        for param in Param::ALL {
            let range = param.range();
            let wanted = format!("[default: {}; {} to {}]", param.default_value(), range.min, range.max);
            let flag = help
                .find(&format!("--{} <", param.name()))
                .unwrap_or_else(|| panic!("{command}: no --{}", param.name()));
            assert!(help[flag..].contains(&wanted), "{command} --{}: {wanted} not in its help", param.name());
        }
    }
    for algorithm in Algorithm::ALL.into_iter().filter(|a| a.is_local()) {
        let report = json(&["local", "8", "--algorithm", algorithm.name(), "--runs", "2"]);
        for param in Param::ALL {
            assert_eq!(
                report.get(param.name()).is_some(),
                param.algorithm() == algorithm,
                "{algorithm:?} {param:?}"
            );
        }
    }
}

/// Tabu search walks past the plateaus where hill climbing stops: on 8×8 from the same
/// seeds it solves every run where plain hill climbing solves few, each a true solution.
#[test]
fn tabu_search_solves_where_hill_climbing_sticks() {
    let runs = |algorithm: &str| {
        lines(&["local", "8", "--algorithm", algorithm, "--runs", "100", "--format", "jsonl"])
            .into_iter()
            .filter(|line| line.get("runs").is_none())
            .collect::<Vec<_>>()
    };
    let tabu = runs("tabu");
    assert_eq!(tabu.len(), 100);
    for run in &tabu {
        assert_eq!(run["solved"], true, "{run}");
        assert!(is_solution(8, &cols(&run["solution"])), "{run}");
    }
    let climbed = runs("hill-climbing").iter().filter(|run| run["solved"] == true).count();
    assert!(climbed < 50, "hill climbing solved {climbed} of 100");
    assert!(
        fails(&["local", "8", "--algorithm", "tabu", "--tenure", "0"])
            .contains("--tenure must be a whole number from 1 to 1000")
    );
}
