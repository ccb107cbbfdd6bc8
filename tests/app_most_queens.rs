#![cfg(feature = "gui")]
//! Most queens through the app: the board shows the best placement, the panel says whether
//! it is proven, and a stop leaves it unproven.

mod common;

use common::app::{click, harness, set_size, status_text, wait_until_idle};

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use nqueens::app::{Action, App, EndState};
use nqueens::board::Queen;

fn square_value(h: &Harness<'static, App>, q: Queen, n: usize) -> String {
    h.get_by_label(&q.notation(n)).value().unwrap_or_default()
}

/// The most queens that fit with `fixed` kept, by trying every row's every choice
/// (a column or nothing): an independent check, for small boards only.
fn brute_force_most(n: usize, fixed: &[Queen]) -> usize {
    fn go(n: usize, row: usize, placed: &mut Vec<Queen>, fixed: &[Queen]) -> usize {
        if row == n {
            return placed.len();
        }
        if let Some(&q) = fixed.iter().find(|q| q.row == row) {
            placed.push(q);
            let best = go(n, row + 1, placed, fixed);
            placed.pop();
            return best;
        }
        let mut best = go(n, row + 1, placed, fixed);
        for col in 0..n {
            let q = Queen::new(row, col);
            let safe = placed.iter().chain(fixed).all(|&p| p.attack(q).is_none() && p != q);
            if safe {
                placed.push(q);
                best = best.max(go(n, row + 1, placed, fixed));
                placed.pop();
            }
        }
        best
    }
    go(n, 0, &mut Vec::new(), fixed)
}

/// Checks the shown placement square by square: `queens` marked, every other square empty.
fn board_shows(h: &Harness<'static, App>, n: usize, queens: &[Queen], fixed: &[Queen]) {
    for row in 0..n {
        for col in 0..n {
            let q = Queen::new(row, col);
            let expected = if fixed.contains(&q) {
                "fixed queen"
            } else if queens.contains(&q) {
                "queen"
            } else {
                "empty"
            };
            assert_eq!(square_value(h, q, n), expected, "{}", q.notation(n));
        }
    }
}

fn assert_valid(queens: &[Queen], fixed: &[Queen]) {
    for (i, &a) in queens.iter().enumerate() {
        for &b in &queens[i + 1..] {
            assert!(a != b && a.attack(b).is_none(), "{a} and {b} attack each other");
        }
    }
    assert!(fixed.iter().all(|f| queens.contains(f)), "a fixed queen is missing");
}

#[test]
fn a_corner_queen_on_4x4_leaves_room_for_three_proven() {
    let mut h = harness();
    set_size(&mut h, 4);
    click(&mut h, "a4"); // row 0, column 0
    let fixed = vec![Queen::new(0, 0)];
    click(&mut h, "Most queens");
    wait_until_idle(&mut h);

    let best = h.state().state.best().cloned().expect("a placement");
    assert!(best.proven);
    assert_eq!(best.queens.len(), 3);
    assert_eq!(best.queens.len(), brute_force_most(4, &fixed));
    assert_valid(&best.queens, &fixed);
    board_shows(&h, 4, &best.queens, &fixed);
    assert!(h.query_by_label("Most queens: 3. Proven: no placement holds more.").is_some());
    let status = status_text(&h);
    assert!(status.starts_with("Most queens: 3 on this 4×4 board, proven"), "{status}");
    assert!(matches!(h.state().state.run.end, Some(EndState::MostQueens { queens: 3, proven: true, .. })));
    // The list stays empty: a placement of fewer than n queens is no solution.
    assert_eq!(h.state().state.listed(), 0);

    // Solve on this board finds nothing, and the placement gives way to it.
    click(&mut h, "Solve");
    wait_until_idle(&mut h);
    assert_eq!(h.state().state.best(), None);
    board_shows(&h, 4, &[], &fixed);
}

#[test]
fn a_blocking_queen_on_6x6_matches_brute_force() {
    let mut h = harness();
    set_size(&mut h, 6);
    // b5 (row 1, column 1) is in none of the 6x6 board's four solutions.
    click(&mut h, "b5");
    let fixed = vec![Queen::new(1, 1)];
    click(&mut h, "Most queens");
    wait_until_idle(&mut h);
    let best = h.state().state.best().cloned().expect("a placement");
    assert!(best.proven);
    assert_eq!(best.queens.len(), brute_force_most(6, &fixed));
    assert!(best.queens.len() < 6);
    assert_valid(&best.queens, &fixed);
    board_shows(&h, 6, &best.queens, &fixed);
    let text = format!("Most queens: {}. Proven: no placement holds more.", best.queens.len());
    assert!(h.query_by_label(&text).is_some(), "{text}");
    // Changing the board takes the placement off it; the card says it answers the earlier
    // board, which Undo brings back.
    click(&mut h, "b5");
    assert_eq!(h.state().state.shown(), None);
    // The card and the status line both say so.
    assert_eq!(h.query_all_by_label_contains("From an earlier board").count(), 2);
    click(&mut h, "Undo");
    assert_eq!(h.state().state.shown().map(|s| s.iter().flatten().count()), Some(best.queens.len()));
    assert_eq!(h.query_all_by_label_contains("From an earlier board").count(), 0);
}

#[test]
fn most_queens_is_disabled_past_64_and_says_why() {
    let mut h = harness();
    h.get_by_label("Board size").set_value_accesskit(100.0);
    h.run();
    assert!(h.get_by_label("Most queens").accesskit_node().is_disabled());
    assert!(h.get_by_label("Count only").accesskit_node().is_disabled());
    h.get_by_label("Most queens").hover();
    h.run();
    assert!(h.query_by_label_contains("Most queens works on boards up to 64×64").is_some());
}

#[test]
fn a_stopped_run_keeps_its_best_but_does_not_claim_it_is_the_most() {
    let mut h = harness();
    set_size(&mut h, 64);
    click(&mut h, &Queen::new(0, 0).notation(64)); // "1:64"
    // The library proves the most queens of every board we tried within milliseconds, far
    // quicker than a click: so the stop comes in the same frame as the start, as two
    // buttons pressed at once would, and the run waits for it (a loaded machine could
    // otherwise finish the run first). The run then ends at its first look at the flag.
    let go = h.state_mut().state.hold_next_job();
    h.state_mut().state.apply(Action::MostQueens);
    assert!(h.state().state.run.job.is_some());
    h.state_mut().state.apply(Action::Stop);
    drop(go);
    wait_until_idle(&mut h);

    let best = h.state().state.best().cloned().expect("the best placement so far");
    assert!(!best.proven);
    assert_valid(&best.queens, &[Queen::new(0, 0)]);
    for &q in &best.queens {
        let expected = if q == Queen::new(0, 0) { "fixed queen" } else { "queen" };
        assert_eq!(square_value(&h, q, 64), expected);
    }
    let k = best.queens.len();
    let panel = format!("Best found: {k} queens. Not proven: the search was stopped.");
    assert!(h.query_by_label(&panel).is_some(), "{panel}");
    let status = status_text(&h);
    assert!(
        status.starts_with(&format!("Stopped: the best placement found holds {k} queens, not proven")),
        "{status}"
    );
    assert!(matches!(h.state().state.run.end, Some(EndState::MostQueens { proven: false, .. })));
}
