//! Adding up the parts of a split count (`nqueens count --part I/K`): each part checked to be
//! of this count and split and there once, the sum checked against overflow and against
//! what the counts of a board can be. `nqueens merge` and the page's Count only (which
//! spreads a count over its Web Workers as parts) add up their parts here alike.

use super::Counts;
use super::checkpoint::{CountOf, Part};

/// Why parts do not add up to their count.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PartError {
    /// The part counts another board, or was cut another way: how.
    #[error("it is from another count or split ({0})")]
    OtherCount(String),
    /// The part is of a split into another number of parts.
    #[error("part {index}/{of} is not one of {expected} parts")]
    OtherSplit { index: usize, of: usize, expected: usize },
    #[error("part {index}/{of} is given twice")]
    Twice { index: usize, of: usize },
    #[error("parts missing (of {of}): {}", list(.missing))]
    Missing { of: usize, missing: Vec<usize> },
    /// The sums pass 2^64 - 1: no count of a board this program counts is that large.
    #[error("the parts add up past the largest count there can be (2^64 - 1): one of them is wrong")]
    Overflow,
    /// The sums break a rule every count keeps (see [`CountOf::implausible`]).
    #[error("the parts add up to counts that cannot be right ({0}): one of them is wrong")]
    Implausible(String),
}

fn list(missing: &[usize]) -> String {
    missing.iter().map(usize::to_string).collect::<Vec<_>>().join(", ")
}

/// The parts of one count added so far.
#[derive(Debug, Clone)]
pub struct PartSums {
    expected: CountOf,
    parts: Vec<Option<Counts>>,
}

impl PartSums {
    /// No part yet of the count `expected`, cut into `of` parts.
    pub fn new(expected: CountOf, of: usize) -> Self {
        PartSums { expected, parts: vec![None; of] }
    }

    /// How many parts the count is cut into.
    pub fn of(&self) -> usize {
        self.parts.len()
    }

    /// Adds `part`, which counted `work` to `counts`, once it is checked.
    pub fn add(&mut self, part: Part, work: &CountOf, counts: Counts) -> Result<(), PartError> {
        if let Some(reason) = work.mismatch(&self.expected) {
            return Err(PartError::OtherCount(reason));
        }
        let of = self.of();
        if part.of != of || part.index >= of {
            return Err(PartError::OtherSplit { index: part.index, of: part.of, expected: of });
        }
        match &mut self.parts[part.index] {
            Some(_) => Err(PartError::Twice { index: part.index, of }),
            slot => {
                *slot = Some(counts);
                Ok(())
            }
        }
    }

    /// Whether part `index` is in.
    pub fn has(&self, index: usize) -> bool {
        self.parts.get(index).is_some_and(Option::is_some)
    }

    /// The parts in, by index.
    pub fn counted(&self) -> impl Iterator<Item = (usize, Counts)> + '_ {
        self.parts.iter().enumerate().filter_map(|(i, c)| c.map(|c| (i, c)))
    }

    /// How many parts are in.
    pub fn done(&self) -> usize {
        self.parts.iter().filter(|p| p.is_some()).count()
    }

    /// The sum of the parts in so far, checked against overflow.
    pub fn so_far(&self) -> Result<Counts, PartError> {
        self.parts
            .iter()
            .flatten()
            .try_fold(Counts::default(), |sum, &c| sum.checked_add(c).ok_or(PartError::Overflow))
    }

    /// The sum of every part (the raw sums a count's plan finishes: [`super::CountPlan::finish`]),
    /// once all are in and the sum is one a count can have.
    pub fn total(&self) -> Result<Counts, PartError> {
        let missing: Vec<usize> = (0..self.of()).filter(|&i| !self.has(i)).collect();
        if !missing.is_empty() {
            return Err(PartError::Missing { of: self.of(), missing });
        }
        let sum = self.so_far()?;
        match self.expected.implausible(sum) {
            Some(why) => Err(PartError::Implausible(why)),
            None => Ok(sum),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Problem;
    use crate::count::CountPlan;
    use crate::count::checkpoint::Checkpoint;

    fn parts_of(n: usize, of: usize) -> (CountOf, Vec<Counts>) {
        let problem = Problem::empty(n).unwrap();
        let plan = CountPlan::new(&problem);
        let expected = CountOf::new(&problem, &plan);
        let counts = (0..of)
            .map(|index| {
                let part = Part { index, of };
                let start = Checkpoint::new(&problem, &plan, part);
                let progress = crate::control::Progress::new();
                let cancel = crate::control::CancelFlag::new();
                let ended = super::super::checkpointed::count_checkpointed(
                    &plan,
                    start,
                    None,
                    1,
                    &progress,
                    &cancel,
                    &|_| {},
                );
                ended.checkpoint.counts
            })
            .collect();
        (expected, counts)
    }

    #[test]
    fn the_parts_add_up_to_the_whole_count_whatever_their_order() {
        let (expected, counts) = parts_of(9, 5);
        let plan = CountPlan::new(&Problem::empty(9).unwrap());
        let mut sums = PartSums::new(expected.clone(), 5);
        for index in [3, 0, 4, 1, 2] {
            assert!(matches!(sums.total(), Err(PartError::Missing { .. })));
            sums.add(Part { index, of: 5 }, &expected, counts[index]).unwrap();
        }
        let total = plan.finish(sums.total().unwrap());
        assert_eq!((total.total, total.unique), (352, 46));
    }

    #[test]
    fn a_part_of_another_count_a_repeat_and_a_sum_past_u64_are_refused() {
        let (expected, counts) = parts_of(8, 3);
        let mut sums = PartSums::new(expected.clone(), 3);
        sums.add(Part { index: 0, of: 3 }, &expected, counts[0]).unwrap();
        assert_eq!(
            sums.add(Part { index: 0, of: 3 }, &expected, counts[0]),
            Err(PartError::Twice { index: 0, of: 3 })
        );
        assert!(matches!(
            sums.add(Part { index: 1, of: 4 }, &expected, counts[1]),
            Err(PartError::OtherSplit { index: 1, of: 4, expected: 3 })
        ));
        let other = CountOf { n: 9, ..expected.clone() };
        assert!(matches!(
            sums.add(Part { index: 1, of: 3 }, &other, counts[1]),
            Err(PartError::OtherCount(_))
        ));
        assert_eq!(sums.done(), 1);
        // Issue 48: two parts of 2^63 each once added up to 0 plus the rest, with exit 0.
        let huge = Counts { total: 1 << 63, ..Counts::default() };
        sums.add(Part { index: 1, of: 3 }, &expected, huge).unwrap();
        sums.add(Part { index: 2, of: 3 }, &expected, huge).unwrap();
        assert_eq!(sums.total(), Err(PartError::Overflow));
    }
}
