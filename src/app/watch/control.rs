//! What the Watch's controls ask for: apart from the Watch's state, so that the app's
//! actions can name it without depending on the state.

/// What the Watch controls ask for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WatchControl {
    /// Play if paused, pause if playing (Space).
    PlayPause,
    /// One step forward (→); pauses.
    Step,
    /// One step back (←); pauses.
    StepBack,
    /// Back to before the first step.
    Restart,
    /// Run on until the next solution is complete, then pause (a local search: to its end).
    ToNextSolution,
    /// Run on to the end of the search.
    ToEnd,
    /// Steps a second, [`crate::app::watch::MIN_SPEED`] to [`crate::app::watch::EVERY_FRAME`] (the top means every frame).
    Speed(u32),
}
