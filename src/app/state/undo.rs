//! Undo and redo of what a person changes: the board, the options, and the findings a new
//! run or an opened file replaces. An undo point keeps the run's findings (shared, not
//! copied), never a running job: a run still going is stopped first and kept as it stood.

use super::{About, Notice, Said, State};
use crate::app::action::Action;
use crate::app::solve::results::EndState;
use crate::app::solve::{BoardKey, Run, Work};
use crate::board::Queen;
use crate::stream::{Filter, Outcome};

/// The state an undo point brings back.
#[derive(Debug, Clone)]
pub(crate) struct Snapshot {
    n: usize,
    fixed: Vec<Queen>,
    filter: Filter,
    run_id: u64,
    run_board: BoardKey,
    work: Work,
    end: Option<EndState>,
    halted: bool,
}

/// An action waiting for the person's answer: what it would lose, and what it is.
#[derive(Debug, Clone, PartialEq)]
pub struct Confirm {
    pub action: Action,
    /// A yes lets undo drop the lists it has no room for: from then on, without asking.
    pub drops_lists: bool,
    /// The question, kept as facts: worded when drawn.
    pub question: Said,
}

impl Confirm {
    /// The question in the language of the moment.
    pub fn text(&self) -> String {
        self.question.text()
    }
}

impl State {
    /// The question waiting for an answer, in the language of the moment. Its numbers are
    /// read now: a Solve may go on behind it, and the list it would drop grows meanwhile.
    pub fn question_text(&self) -> Option<String> {
        let confirm = self.confirm.as_ref()?;
        Some(match &confirm.question {
            Said::UndoCapQuestion { cap, what, .. } => Said::UndoCapQuestion {
                cap: *cap,
                kept: self.kept_for_undo(),
                listed: self.listed() as u64,
                what: what.clone(),
            }
            .text(),
            question => question.text(),
        })
    }

    /// Stops the running job, keeping what it found with an end that says it was stopped.
    pub(crate) fn halt(&mut self) {
        if let Some(watch) = self.run.watch_mut() {
            watch.pause();
        }
        let Some(job) = self.run.job.take() else { return };
        job.cancel();
        self.run.halted = true;
        let p = job.progress.snapshot();
        self.run.end = match &mut self.run.work {
            Work::Idle | Work::Watch(_) => None,
            Work::Solutions(_) => {
                Some(EndState::Solved { outcome: Outcome::Cancelled, nodes: p.steps, elapsed: p.elapsed })
            }
            // Whether its progress is kept is read from the disk when it is said (the worker
            // saves a stopped count's checkpoint once some of it is counted).
            Work::Count { start, .. } => Some(EndState::CountStopped {
                fraction: crate::app::jobs::protocol::CountStart::whole_fraction(start.as_ref(), &p),
            }),
            Work::MostQueens { best } => {
                // The best so far, never proven: the search stopped before it could be.
                let queens = best.as_ref().map_or(0, |b| b.queens.len());
                Some(EndState::MostQueens { queens, proven: false, nodes: p.steps, elapsed: p.elapsed })
            }
        };
    }

    /// The state as an undo point would keep it (a running job is stopped first).
    fn snapshot(&mut self) -> Snapshot {
        self.halt();
        let s = &self.settings;
        Snapshot {
            n: s.n,
            fixed: s.fixed.clone(),
            filter: s.filter,
            run_id: self.run.id,
            run_board: self.run.board.clone(),
            work: self.run.work.clone(),
            end: self.run.end.clone(),
            halted: self.run.halted,
        }
    }

    fn restore(&mut self, snapshot: Snapshot) {
        self.halt();
        let Snapshot { n, fixed, filter, run_id: id, run_board: board, work, end, halted } = snapshot;
        (self.settings.n, self.settings.fixed, self.settings.filter) = (n, fixed, filter);
        self.run = Run { id, job: None, board, work, end, halted };
        self.check_board();
    }

    /// Records an undo point before a change described by `what`.
    pub(crate) fn record(&mut self, what: Said) {
        let snapshot = self.snapshot();
        self.history.record(snapshot, what);
    }

    pub(crate) fn undo(&mut self) {
        let current = self.snapshot();
        if let Some(before) = self.history.undo(current) {
            self.restore(before);
        }
    }

    pub(crate) fn redo(&mut self) {
        let current = self.snapshot();
        if let Some(after) = self.history.redo(current) {
            self.restore(after);
        }
    }

    /// What Undo would undo, in the language of the moment.
    pub fn undo_label(&self) -> Option<String> {
        self.history.undo_label().map(Said::text)
    }

    /// What Redo would redo, in the language of the moment.
    pub fn redo_label(&self) -> Option<String> {
        self.history.redo_label().map(Said::text)
    }

    /// Solutions the undo points hold, each list counted once however many points share it.
    fn kept_for_undo(&self) -> u64 {
        let mut seen = Vec::new();
        let mut total = 0;
        for snapshot in self.history.states() {
            if let Work::Solutions(list) = &snapshot.work {
                let id = std::sync::Arc::as_ptr(&list.results.set);
                if !seen.contains(&id) {
                    seen.push(id);
                    total += list.results.len() as u64;
                }
            }
        }
        total
    }

    /// Whether keeping the listed solutions for undo would pass the memory cap.
    pub(crate) fn too_big_to_keep(&self) -> bool {
        let listed = self.listed() as u64;
        listed > 0 && self.kept_for_undo() + listed > self.settings.cap
    }

    /// Before `action` replaces the run's findings: the undo point keeps them, or, when they
    /// would take the kept solutions past the memory cap, the person is asked first, once:
    /// a yes stands for every later list (one kind of loss, one question). Returns whether
    /// the action goes ahead now; `confirmed` is the person's yes to a question about it.
    pub(crate) fn before_replacing(&mut self, action: &Action, what: Said, confirmed: bool) -> bool {
        if matches!(self.run.work, Work::Idle) {
            return true;
        }
        let listed = self.listed() as u64;
        let too_big = self.too_big_to_keep();
        if too_big && !confirmed && !self.lists_may_go {
            // What is true: how much undo holds, and what would not be kept.
            let (kept, cap) = (self.kept_for_undo(), self.settings.cap);
            let question = Said::UndoCapQuestion { cap, kept, listed, what: Box::new(what) };
            self.confirm = Some(Confirm { action: action.clone(), question, drops_lists: true });
            return false;
        }
        if too_big {
            // Let go of the list before the point is recorded: only the board comes back.
            self.halt();
            self.run.work = Work::Idle;
            self.run.end = None;
            // Said of the run that replaces the list (it gets the next id): it goes with it,
            // and with a change of board.
            let about = About::Run(self.next_run);
            self.record(what);
            self.notify(Notice::info(Said::ListNotKept, about));
            return true;
        }
        self.record(what);
        true
    }
}
