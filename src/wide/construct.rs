//! A solution of any board size at once, by the classic explicit construction: the even
//! columns, then the odd ones, with small fixes when n leaves 2 or 3 over by 6.

/// Columns by row of one solution of the n×n board, or `None` for n = 2 and 3, which have
/// none. Linear time, so it serves boards of millions of rows.
///
/// ```
/// let cols = nqueens::wide::construct(1000).unwrap();
/// assert!(nqueens::board::is_solution(1000, &cols));
/// ```
pub fn construct(n: usize) -> Option<Vec<u32>> {
    if n == 2 || n == 3 {
        return None;
    }
    // 1-based numbers, as the construction is usually written.
    let mut evens: Vec<u32> = (2..=n as u32).step_by(2).collect();
    let mut odds: Vec<u32> = (1..=n as u32).step_by(2).collect();
    match n % 6 {
        2 => {
            // Swap 1 and 3, and move 5 to the end: 3, 1, 7, 9, …, 5.
            odds.swap(0, 1);
            if odds.len() > 2 {
                let five = odds.remove(2);
                odds.push(five);
            }
        }
        3 => {
            // Move 2 to the end of the evens, and 1 and 3 to the end of the odds.
            evens.rotate_left(1);
            odds.rotate_left(2);
        }
        _ => {}
    }
    Some(evens.into_iter().chain(odds).map(|c| c - 1).collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::is_solution;

    #[test]
    fn every_size_up_to_3000_and_some_huge_ones_are_solutions() {
        for n in (1..=3000).chain([65_536, 999_999, 1_000_000]) {
            match construct(n) {
                Some(cols) => assert!(is_solution(n, &cols), "n = {n}"),
                None => assert!(n == 2 || n == 3),
            }
        }
    }
}
