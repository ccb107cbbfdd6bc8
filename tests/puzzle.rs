//! Puzzles checked against plain references written here: a backtracking count of
//! completions, and a grader that solves the way the library's documentation says a person
//! does, on a grid of booleans.
use nqueens::Queen;
use nqueens::puzzle::{self, Difficulty, Puzzle, PuzzleError};
use proptest::prelude::*;

/// Completions of the givens, counted to at most `limit` by the plainest search: rows top
/// to bottom, a given's row takes only its column.
fn reference_count(n: usize, givens: &[Queen], limit: u64) -> u64 {
    fn go(n: usize, row: usize, cols: &mut Vec<usize>, givens: &[Queen], limit: u64, found: &mut u64) {
        if *found >= limit {
            return;
        }
        if row == n {
            *found += 1;
            return;
        }
        for col in 0..n {
            if givens.iter().any(|q| q.row == row && q.col != col) {
                continue;
            }
            let safe = cols.iter().enumerate().all(|(r, &c)| c != col && row - r != c.abs_diff(col));
            if safe {
                cols.push(col);
                go(n, row + 1, cols, givens, limit, found);
                cols.pop();
            }
        }
    }
    // Givens attacking each other allow nothing.
    for (i, a) in givens.iter().enumerate() {
        for b in &givens[i + 1..] {
            if a.row == b.row || a.col == b.col || a.row.abs_diff(b.row) == a.col.abs_diff(b.col) {
                return 0;
            }
        }
    }
    let mut found = 0;
    go(n, 0, &mut Vec::new(), givens, limit, &mut found);
    found
}

fn is_solution(n: usize, cols: &[u32]) -> bool {
    cols.len() == n
        && (0..n)
            .all(|a| (a + 1..n).all(|b| cols[a] != cols[b] && (b - a) as u32 != cols[a].abs_diff(cols[b])))
}

/// The reference grader: safe squares as a grid of booleans.
#[derive(Clone)]
struct Grid {
    n: usize,
    safe: Vec<Vec<bool>>,
    queen_in_row: Vec<bool>,
    queen_in_col: Vec<bool>,
}

#[derive(PartialEq, Clone, Copy)]
enum End {
    Solved,
    Dead,
    Stuck,
}

impl Grid {
    fn new(n: usize) -> Grid {
        Grid { n, safe: vec![vec![true; n]; n], queen_in_row: vec![false; n], queen_in_col: vec![false; n] }
    }

    fn place(&mut self, row: usize, col: usize) {
        self.queen_in_row[row] = true;
        self.queen_in_col[col] = true;
        for r in 0..self.n {
            for c in 0..self.n {
                if r == row || c == col || r.abs_diff(row) == c.abs_diff(col) {
                    self.safe[r][c] = false;
                }
            }
        }
    }

    fn row_squares(&self, r: usize) -> Vec<usize> {
        (0..self.n).filter(|&c| self.safe[r][c]).collect()
    }

    fn col_squares(&self, c: usize) -> Vec<usize> {
        (0..self.n).filter(|&r| self.safe[r][c]).collect()
    }

    /// Forced placements until none: how it ended and how many were placed.
    fn force(&mut self) -> (End, usize) {
        let mut placed = 0;
        loop {
            if self.queen_in_row.iter().all(|&q| q) {
                return (End::Solved, placed);
            }
            let n = self.n;
            let empty_row = (0..n).any(|r| !self.queen_in_row[r] && self.row_squares(r).is_empty());
            let empty_col = (0..n).any(|c| !self.queen_in_col[c] && self.col_squares(c).is_empty());
            if empty_row || empty_col {
                return (End::Dead, placed);
            }
            let by_row = (0..n).find_map(|r| match self.row_squares(r)[..] {
                [c] => Some((r, c)),
                _ => None,
            });
            let by_col = || {
                (0..n).find_map(|c| match self.col_squares(c)[..] {
                    [r] => Some((r, c)),
                    _ => None,
                })
            };
            match by_row.or_else(by_col) {
                Some((r, c)) => {
                    self.place(r, c);
                    placed += 1;
                }
                None => return (End::Stuck, placed),
            }
        }
    }
}

/// Solves with trials at most `depth` deep: (end, forced on this board, guesses).
fn reference_solve(grid: &mut Grid, depth: usize) -> (End, usize, usize) {
    let (mut forced, mut guesses) = (0, 0);
    loop {
        let (end, placed) = grid.force();
        forced += placed;
        if end != End::Stuck || depth == 0 {
            return (end, forced, guesses);
        }
        let squares: Vec<(usize, usize)> = (0..grid.n)
            .flat_map(|r| (0..grid.n).map(move |c| (r, c)))
            .filter(|&(r, c)| grid.safe[r][c])
            .collect();
        let mut ruled_out = None;
        'levels: for level in 1..=depth {
            for &(r, c) in &squares {
                let mut trial = grid.clone();
                trial.place(r, c);
                let (end, _, inside) = reference_solve(&mut trial, level - 1);
                if end == End::Dead {
                    ruled_out = Some((r, c, inside));
                    break 'levels;
                }
            }
        }
        match ruled_out {
            Some((r, c, inside)) => {
                grid.safe[r][c] = false;
                guesses += 1 + inside;
            }
            None => return (End::Stuck, forced, guesses),
        }
    }
}

fn reference_grade(n: usize, givens: &[Queen]) -> Option<(Difficulty, usize, usize)> {
    let mut grid = Grid::new(n);
    for q in givens {
        grid.place(q.row, q.col);
    }
    let (end, forced, guesses) = reference_solve(&mut grid, n);
    let difficulty = match guesses {
        0 => Difficulty::Easy,
        1 => Difficulty::Medium,
        _ => Difficulty::Hard,
    };
    (end == End::Solved).then_some((difficulty, forced, guesses))
}

/// Everything a puzzle promises, checked by the references.
fn check(p: &Puzzle) {
    let n = p.n;
    assert!(is_solution(n, &p.solution), "{p:?}");
    assert!(p.fixed.iter().all(|q| p.solution[q.row] as usize == q.col), "givens off the answer: {p:?}");
    assert_eq!(reference_count(n, &p.fixed, 2), 1, "not one completion: {p:?}");
    for i in 0..p.fixed.len() {
        let mut fewer = p.fixed.clone();
        fewer.remove(i);
        assert!(reference_count(n, &fewer, 2) > 1, "given {i} can go: {p:?}");
    }
    let found = reference_grade(n, &p.fixed).expect("a unique puzzle grades");
    assert_eq!(found, (p.grade.difficulty, p.grade.forced, p.grade.guesses), "{p:?}");
}

fn difficulty() -> impl Strategy<Value = Option<Difficulty>> {
    prop_oneof![
        Just(None),
        Just(Some(Difficulty::Easy)),
        Just(Some(Difficulty::Medium)),
        Just(Some(Difficulty::Hard))
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn puzzles_have_one_completion_are_minimal_and_graded_as_the_reference_grades(
        n in 5usize..=11,
        wanted in difficulty(),
        seed in any::<u64>(),
    ) {
        let wanted = wanted.filter(|d| puzzle::grades(n).contains(d));
        let set = puzzle::make(n, 2, wanted, seed).unwrap();
        for p in &set {
            prop_assert_eq!(p.n, n);
            if let Some(d) = wanted {
                prop_assert_eq!(p.grade.difficulty, d);
            }
            check(p);
        }
        prop_assert_eq!(&set, &puzzle::make(n, 2, wanted, seed).unwrap());
    }

    #[test]
    fn the_library_count_agrees_with_the_reference(
        n in 4usize..=9,
        squares in proptest::collection::vec((0usize..9, 0usize..9), 0..4),
    ) {
        let mut givens: Vec<Queen> =
            squares.into_iter().filter(|&(r, c)| r < n && c < n).map(|(r, c)| Queen::new(r, c)).collect();
        givens.sort();
        givens.dedup_by_key(|q| q.row);
        prop_assert_eq!(puzzle::completions(n, &givens, 1000), reference_count(n, &givens, 1000));
    }
}

#[test]
fn bigger_boards_make_puzzles_of_every_grade_they_have() {
    for n in [12, 16] {
        for d in Difficulty::ALL {
            let set = puzzle::make(n, 1, Some(d), 3).unwrap();
            assert_eq!(set[0].grade.difficulty, d);
            check(&set[0]);
        }
    }
}

/// Every minimal puzzle of every solution, graded by the reference: the grades each size
/// has are those `puzzle::grades` names.
#[test]
fn the_grades_of_each_size_are_those_every_minimal_puzzle_has() {
    for n in 4..=8 {
        let mut solutions = Vec::new();
        let mut cols = Vec::new();
        fn all(n: usize, cols: &mut Vec<u32>, out: &mut Vec<Vec<u32>>) {
            if cols.len() == n {
                out.push(cols.clone());
                return;
            }
            for c in 0..n as u32 {
                cols.push(c);
                if partial_ok(cols) {
                    all(n, cols, out);
                }
                cols.pop();
            }
        }
        fn partial_ok(cols: &[u32]) -> bool {
            let last = cols.len() - 1;
            (0..last).all(|r| cols[r] != cols[last] && (last - r) as u32 != cols[r].abs_diff(cols[last]))
        }
        all(n, &mut cols, &mut solutions);
        let mut seen = Vec::new();
        for s in &solutions {
            for mask in 0u32..(1 << n) {
                let givens: Vec<Queen> =
                    (0..n).filter(|r| mask & (1 << r) != 0).map(|r| Queen::new(r, s[r] as usize)).collect();
                if reference_count(n, &givens, 2) != 1 {
                    continue;
                }
                let minimal = (0..givens.len()).all(|i| {
                    let mut fewer = givens.clone();
                    fewer.remove(i);
                    reference_count(n, &fewer, 2) > 1
                });
                if minimal {
                    let (d, _, _) = reference_grade(n, &givens).unwrap();
                    if !seen.contains(&d) {
                        seen.push(d);
                    }
                }
            }
        }
        seen.sort();
        assert_eq!(seen, puzzle::grades(n), "{n}x{n}");
    }
}

#[test]
fn impossible_requests_are_refused_with_the_reason() {
    let e = puzzle::make(6, 1, Some(Difficulty::Easy), 1).unwrap_err();
    assert_eq!(e, PuzzleError::NoSuchGrade { n: 6, difficulty: Difficulty::Easy });
    assert!(e.to_string().contains("every minimal puzzle of this board is hard"), "{e}");
    let e = puzzle::make(4, 1, Some(Difficulty::Hard), 1).unwrap_err();
    assert!(e.to_string().contains("is easy"), "{e}");
    assert_eq!(puzzle::make(3, 1, None, 1).unwrap_err(), PuzzleError::Size { n: 3 });
    assert_eq!(puzzle::make(8, 0, None, 1).unwrap_err(), PuzzleError::Count { count: 0 });
}

#[test]
fn a_set_reads_back_as_written() {
    let set = puzzle::make(8, 5, None, 9).unwrap();
    let mut lines = Vec::new();
    puzzle::write(&set, &mut lines).unwrap();
    let text = String::from_utf8(lines).unwrap();
    assert_eq!(text.lines().count(), 5);
    assert_eq!(puzzle::read(&text).unwrap(), set);
    // A JSON list of the same documents reads the same.
    let list = serde_json::to_string(&set.iter().map(puzzle::to_json).collect::<Vec<_>>()).unwrap();
    assert_eq!(puzzle::read(&list).unwrap(), set);
}

#[test]
fn a_puzzle_written_by_hand_needs_only_its_queens() {
    let set = puzzle::make(8, 1, None, 2).unwrap();
    let fixed = serde_json::to_string(&set[0].fixed).unwrap();
    let text = format!(r#"{{"format":"nqueens-puzzle","version":1,"n":8,"fixed":{fixed}}}"#);
    assert_eq!(puzzle::read(&text).unwrap(), set);
}

#[test]
fn bad_files_get_clear_errors() {
    let set = puzzle::make(8, 2, None, 4).unwrap();
    let mut out = Vec::new();
    puzzle::write(&set, &mut out).unwrap();
    let good = String::from_utf8(out).unwrap();
    let second = good.lines().nth(1).unwrap();
    let error = |text: &str| puzzle::read(text).unwrap_err().to_string();

    let other = format!("{}\n{}", good.lines().next().unwrap(), second.replace("nqueens-puzzle", "chess"));
    assert!(error(&other).contains("puzzle 2 (line 2) is not a Queenside puzzle"), "{}", error(&other));
    assert!(error("").contains("no puzzle"));
    assert!(error("{\"format\":").contains("line 1"));
    let missing = r#"{"format":"nqueens-puzzle","version":1,"fixed":[]}"#;
    assert!(error(missing).contains("\"n\" is missing"), "{}", error(missing));
    let two = r#"{"format":"nqueens-puzzle","version":1,"n":8,"fixed":[[0,0]]}"#;
    assert!(error(two).contains("more than one"), "{}", error(two));
    let none = r#"{"format":"nqueens-puzzle","version":1,"n":8,"fixed":[[0,0],[1,2],[2,4]]}"#;
    assert!(error(none).contains("allow no completions"), "{}", error(none));
    let attacking = r#"{"format":"nqueens-puzzle","version":1,"n":8,"fixed":[[0,0],[1,1]]}"#;
    assert!(error(attacking).contains("attack each other"), "{}", error(attacking));
    let stated = set[0].grade.guesses;
    let lied = good
        .lines()
        .next()
        .unwrap()
        .replace(&format!("\"guesses\":{stated}"), &format!("\"guesses\":{}", stated + 1));
    assert!(error(&lied).contains("the grader finds"), "{}", error(&lied));
    let big = r#"{"format":"nqueens-puzzle","version":1,"n":30,"fixed":[]}"#;
    assert!(error(big).contains("got 30"), "{}", error(big));
}

#[cfg(feature = "pictures")]
#[test]
fn a_spanish_sheet_reads_back_in_spanish_with_the_answers_last() {
    use nqueens::picture::{Lang, PuzzleSheet};
    let set = puzzle::make(8, 10, Some(Difficulty::Easy), 5).unwrap();
    let pdf = PuzzleSheet::new(&set, Lang::Es).unwrap().picture().unwrap().pdf().unwrap();
    let pages = pdf_extract::extract_text_from_mem_by_pages(&pdf).unwrap();
    let squeezed: Vec<String> = pages.iter().map(|p| p.split_whitespace().collect()).collect();
    let total = pages.len();
    assert!(total >= 2, "{total} pages");
    assert!(squeezed[0].contains("Problemasdereinaseneltablerode8×8"), "{}", squeezed[0]);
    assert!(squeezed[0].contains("Problema1(fácil)") && squeezed[0].contains(&format!("Página1de{total}")));
    let last = &squeezed[total - 1];
    assert!(last.contains("Soluciones") && last.contains("Solucióndelproblema10"), "{last}");
    assert!(!squeezed[0].contains("Solucióndelproblema"), "answers on the puzzles' page");
}
