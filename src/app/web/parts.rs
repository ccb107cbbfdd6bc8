//! Count only in the page: the count cut into parts (as `nqueens count --part`), spread over
//! the page's workers ([`super::workers`]), each part checked and added up as `nqueens merge`
//! does and kept in the browser's storage, so a stopped count resumes; and when counted parts
//! wake the page.

use std::cell::Cell;
use std::collections::{BTreeMap, VecDeque};
use std::rc::Rc;

use web_time::Duration;

use crate::app::jobs::protocol::{CountEnd, CountStart, PartCounted, Reply, Request, RunFailure};
use crate::app::jobs::runner::Wake;
use crate::app::solve::saved_count::SavedCount;
use crate::board::Problem;
use crate::count::CountPlan;
use crate::count::checkpoint::{CountOf, Part, Work};
use crate::count::parts::PartSums;

/// Parts of a count per worker: a part ends often enough for the progress and the stored
/// progress to move, and the last parts leave few workers idle.
const PARTS_PER_WORKER: usize = 8;

/// How many parts a count of `plan` over `workers` workers is cut into.
fn parts_of(plan: &CountPlan, workers: usize) -> usize {
    (workers * PARTS_PER_WORKER).clamp(1, plan.len().max(1))
}

/// What the browser's storage keeps of a count in the page: the parts counted so far.
#[derive(Debug, Clone, Default, serde::Serialize, serde::Deserialize)]
struct SavedParts {
    split: String,
    jobs: usize,
    of: usize,
    done: BTreeMap<usize, crate::count::Counts>,
}

/// Where the browser's storage keeps the parts of a count of `problem`.
fn storage_key(problem: &Problem) -> String {
    let squares: Vec<String> = problem.fixed().iter().map(|q| q.notation(problem.n())).collect();
    format!("queenside-count-n{}-{}", problem.n(), squares.join(","))
}

/// Whether the parts the browser kept were cut as the count `expected` is now, into `of`
/// parts: a page of another version, or a browser reporting other cores, cut them
/// otherwise, and the count starts over.
fn fits(saved: &SavedParts, expected: &CountOf, of: usize) -> bool {
    saved.split == expected.split && saved.jobs == expected.jobs && saved.of == of
}

/// The page's saved count of `problem`, if Count only would resume it now: the parts the
/// browser's storage keeps, under the key that stands for its path. (The desktop's is
/// `saved_count::peek`.)
pub(crate) fn peek(problem: &Problem) -> Option<SavedCount> {
    let key = storage_key(problem);
    // Most boards have none: the plan is made only for one that has.
    let saved = super::browser::load::<SavedParts>(&key).filter(|s| !s.done.is_empty())?;
    let plan = CountPlan::new(problem);
    let of = parts_of(&plan, super::browser::cores());
    fits(&saved, &CountOf::new(problem, &plan), of).then(|| SavedCount {
        path: key.into(),
        done: saved.done.len(),
        jobs: of,
        // The parts share the jobs evenly: their number is the share.
        work: Work::default(),
    })
}

/// How often counted parts wake the page while more are to come: a count's progress is
/// redrawn about once a second, as the desktop's is (where the browser draws in software,
/// each frame takes the workers' cores).
const PARTS_WAKE_EVERY: Duration = Duration::from_secs(1);

/// A count in parts.
pub(super) struct PartsCount {
    problem: Problem,
    plan: CountPlan,
    /// The parts counted, checked and added up as `nqueens merge` does.
    sums: PartSums,
    /// The same, as the browser's storage keeps them.
    saved: SavedParts,
}

impl PartsCount {
    /// The count of `problem` over `workers` workers, resuming the parts the browser kept
    /// (as far as they add up): the count, what its start says, and the parts left.
    pub(super) fn resume(problem: Problem, workers: usize) -> (Box<Self>, CountStart, VecDeque<usize>) {
        let plan = CountPlan::new(&problem);
        let expected = CountOf::new(&problem, &plan);
        let of = parts_of(&plan, workers);
        let kept = super::browser::load::<SavedParts>(&storage_key(&problem));
        let mut saved = kept.filter(|s| fits(s, &expected, of)).unwrap_or_else(|| SavedParts {
            split: expected.split.clone(),
            jobs: expected.jobs,
            of,
            done: BTreeMap::new(),
        });
        // What the storage kept is taken only as far as it adds up.
        let mut sums = PartSums::new(expected.clone(), of);
        saved.done.retain(|&index, &mut counts| sums.add(Part { index, of }, &expected, counts).is_ok());
        let todo: VecDeque<usize> = (0..of).filter(|&i| !sums.has(i)).collect();
        let start = CountStart {
            jobs: of,
            done: sums.done(),
            counted: sums.so_far().unwrap_or_default(),
            // Parts are shared evenly among the jobs: their number is the share.
            work: Work::default(),
            // Each worker holds the tables of the parts it counts.
            memory: plan.memory_text(workers),
            unit: plan.work_unit(),
        };
        (Box::new(PartsCount { problem, plan, sums, saved }), start, todo)
    }

    pub(super) fn request(&self, index: usize) -> Request {
        Request::CountPart { problem: self.problem.clone(), part: Part { index, of: self.sums.of() } }
    }

    /// Records a counted part, checked as `nqueens merge` checks one, and keeps it in the
    /// browser's storage; true once every part is counted.
    pub(super) fn take_part(&mut self, counted: PartCounted) -> Result<bool, String> {
        let work = CountOf {
            n: self.problem.n(),
            fixed: self.problem.fixed().to_vec(),
            split: counted.split.clone(),
            jobs: counted.jobs,
        };
        self.sums.add(counted.part, &work, counted.counts).map_err(|e| format!("a counted part: {e}"))?;
        self.saved.done.insert(counted.part.index, counted.counts);
        super::browser::store(&storage_key(&self.problem), &self.saved);
        Ok(self.sums.done() == self.sums.of())
    }

    /// How a stopped count ends: the parts counted are kept in the browser's storage.
    pub(super) fn stopped(&self) -> CountEnd {
        CountEnd::Stopped { done: self.sums.done(), jobs: self.sums.of(), work: Work::default(), saved: true }
    }

    /// Adds the parts up, checks the sum, and forgets the stored progress.
    pub(super) fn finish(&mut self) -> Reply {
        if self.sums.done() < self.sums.of() {
            return Reply::Counted(self.stopped());
        }
        super::browser::remove(&storage_key(&self.problem));
        match self.sums.total() {
            Ok(sum) => Reply::Counted(CountEnd::Done(self.plan.finish(sum))),
            Err(e) => Reply::Failed(RunFailure::Broken(e.to_string())),
        }
    }
}

/// Wakes the page after [`PARTS_WAKE_EVERY`], and again after as long while the count has
/// parts still to count (`uncounted`).
pub(super) fn tick(wake: Wake, uncounted: Rc<Cell<usize>>, ticking: Rc<Cell<bool>>) {
    super::browser::later(
        move || {
            wake();
            if uncounted.get() == 0 {
                ticking.set(false);
            } else {
                tick(wake, uncounted, ticking);
            }
        },
        PARTS_WAKE_EVERY,
    );
}

/// Whether a worker's text wakes the page whenever it comes: not a counted part, nor a
/// run's counters, which a timer takes in while a count has parts still to count
/// (`Inner::ticking` in [`super::workers`]). A worker posts
/// counters only just before what its run sent (a count's are not read at all); waking for
/// them drew every part of a count of 18 in software, two or three frames a part of about
/// 60 ms of the two cores the workers count on.
pub(super) fn wakes_the_page(text: &str) -> bool {
    !text.starts_with(PROGRESS) && !is_counted_part(text)
}

/// Whether a worker's text is a counted part: its reply's name stands in its first bytes.
pub(super) fn is_counted_part(text: &str) -> bool {
    let head = &text.as_bytes()[..text.len().min(64)];
    head.windows(PART_COUNTED.len()).any(|w| w == PART_COUNTED)
}

const PART_COUNTED: &[u8] = b"{\"PartCounted\":";
/// How [`super::workers::FromWorker::Progress`] starts.
const PROGRESS: &str = "{\"Progress\":";
