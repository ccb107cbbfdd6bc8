//! When a hints search must end: the caller's cancel flag, or the end of its time.

use crate::control::CancelFlag;
use std::sync::atomic::{AtomicBool, Ordering};
use web_time::Instant;

/// A cancel flag and a deadline, shared by the threads of one search. Reading the clock
/// costs more than reading a flag, so searches call [`Stop::check`] only now and then and
/// [`Stop::halted`] often; the first to see the deadline pass tells the others.
pub(super) struct Stop<'a> {
    cancel: &'a CancelFlag,
    pub deadline: Instant,
    halt: AtomicBool,
}

impl<'a> Stop<'a> {
    pub fn new(cancel: &'a CancelFlag, deadline: Instant) -> Self {
        Stop { cancel, deadline, halt: AtomicBool::new(false) }
    }

    /// Whether the search was cancelled or has seen its deadline pass.
    pub fn halted(&self) -> bool {
        self.halt.load(Ordering::Relaxed) || self.cancel.is_cancelled()
    }

    /// [`Stop::halted`], after a look at the clock.
    pub fn check(&self) -> bool {
        if Instant::now() >= self.deadline {
            self.halt.store(true, Ordering::Relaxed);
        }
        self.halted()
    }

    pub fn cancelled(&self) -> bool {
        self.cancel.is_cancelled()
    }
}
