//! A Watch run: the textbook search played on the board one step at a time.
//!
//! No worker thread: the search is a [`Tracer`] stepped by the UI each frame at the chosen
//! speed, so a step back, a pause or a speed change acts at once and the counters stay exact
//! at any speed. Long runs ("to next solution", "skip to end") take a slice of each frame.

use crate::board::Problem;
use crate::trace::{Event, Op, Tracer};
use std::time::{Duration, Instant};

/// Steps a second at the slowest.
pub(crate) const MIN_SPEED: u32 = 1;
/// The top of the speed scale: one step every frame.
pub(crate) const EVERY_FRAME: u32 = 60;
/// Steps a second when a Watch starts.
const START_SPEED: u32 = 4;
/// How long a rejected square flashes at full strength before it settles to a tint.
pub(crate) const FLASH: Duration = Duration::from_millis(450);
/// Steps between two looks at the clock while running on to a goal.
const CLOCK_EVERY: u32 = 1024;

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
    /// Run on until the next solution is complete, then pause.
    ToNextSolution,
    /// Run on to the end of the search.
    ToEnd,
    /// Steps a second, [`MIN_SPEED`] to [`EVERY_FRAME`] (the top means every frame).
    Speed(u32),
}

/// Where a run-on stops.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Goal {
    NextSolution,
    End,
}

/// The watched search and how it is being played.
#[derive(Debug, Clone)]
pub struct Watch {
    /// The board watched, to start again from.
    problem: Problem,
    pub tracer: Tracer,
    pub playing: bool,
    pub speed: u32,
    /// A run-on under way, if any.
    pub goal: Option<Goal>,
    /// The last step taken forward, and the squares its scan tried and refused.
    pub last: Option<Event>,
    pub rejects: Vec<(usize, usize)>,
    /// When the last step was taken (the flash of its rejects starts then).
    pub stepped_at: Option<Instant>,
    /// Steps owed to the clock while playing slower than every frame.
    owed: f32,
    last_tick: Option<Instant>,
}

impl Watch {
    pub fn new(problem: &Problem) -> Self {
        Watch {
            problem: problem.clone(),
            tracer: Tracer::new(problem),
            playing: false,
            speed: START_SPEED,
            goal: None,
            last: None,
            rejects: Vec::new(),
            stepped_at: None,
            owed: 0.0,
            last_tick: None,
        }
    }

    /// Applies a control at time `now`; run-ons take their first slice, `budget`, at once.
    pub fn control(&mut self, control: WatchControl, now: Instant, budget: Duration) {
        match control {
            WatchControl::PlayPause => {
                if self.playing || self.goal.is_some() {
                    self.pause();
                } else if !self.tracer.finished() {
                    self.playing = true;
                    // The first step comes at once, not after a whole interval.
                    self.owed = 1.0;
                    self.last_tick = Some(now);
                }
            }
            WatchControl::Step => {
                self.pause();
                self.forward(now);
            }
            WatchControl::StepBack => {
                self.pause();
                if self.tracer.step_back().is_some() {
                    // The rejects shown were the undone step's.
                    self.last = None;
                    self.rejects.clear();
                }
            }
            WatchControl::Restart => {
                *self = Watch { speed: self.speed, ..Watch::new(&self.problem) };
            }
            WatchControl::ToNextSolution | WatchControl::ToEnd => {
                self.playing = false;
                if !self.tracer.finished() {
                    let goal = if control == WatchControl::ToEnd { Goal::End } else { Goal::NextSolution };
                    self.goal = Some(goal);
                    self.run_on(now, budget);
                }
            }
            WatchControl::Speed(speed) => self.speed = speed.clamp(MIN_SPEED, EVERY_FRAME),
        }
    }

    /// Advances by the clock; returns how soon to come back (`None`: nothing to do until
    /// the person acts).
    pub fn tick(&mut self, now: Instant, budget: Duration) -> Option<Duration> {
        if self.goal.is_some() {
            self.run_on(now, budget);
            return self.goal.map(|_| Duration::ZERO);
        }
        if !self.playing {
            return self.flash_left(now);
        }
        if self.speed >= EVERY_FRAME {
            self.forward(now);
        } else {
            let since = self.last_tick.map_or(Duration::ZERO, |t| now.saturating_duration_since(t));
            self.owed += since.as_secs_f32() * self.speed as f32;
            // Steps owed after a stall (a slow frame) are dropped, not played in a burst.
            self.owed = self.owed.min(2.0);
            while self.owed >= 1.0 && self.playing {
                self.owed -= 1.0;
                self.forward(now);
            }
        }
        self.last_tick = Some(now);
        if !self.playing {
            return self.flash_left(now);
        }
        if self.speed >= EVERY_FRAME {
            return Some(Duration::ZERO);
        }
        let until_next = Duration::from_secs_f32(((1.0 - self.owed) / self.speed as f32).max(0.0));
        Some(until_next.min(self.flash_left(now).unwrap_or(until_next)))
    }

    /// Whether anything moves on screen without the person acting.
    pub fn busy(&self) -> bool {
        self.playing || self.goal.is_some()
    }

    pub(crate) fn pause(&mut self) {
        self.playing = false;
        self.goal = None;
        self.owed = 0.0;
    }

    /// One step forward, keeping its rejects to flash; pauses at the end.
    fn forward(&mut self, now: Instant) {
        self.rejects.clear();
        let rejects = &mut self.rejects;
        let step = self.tracer.step(|e| {
            if e.op == Op::Reject {
                rejects.push((e.row, e.col));
            }
        });
        self.last = step;
        self.stepped_at = Some(now);
        if self.tracer.finished() {
            self.pause();
        }
    }

    /// Runs toward the goal for at most `budget` (a frame's slice).
    fn run_on(&mut self, now: Instant, budget: Duration) {
        let Some(goal) = self.goal else { return };
        let start = Instant::now();
        let mut since_clock = 0;
        loop {
            let step = self.tracer.step(|_| {});
            if step.is_none() || (goal == Goal::NextSolution && self.tracer.is_solution()) {
                self.goal = None;
                self.last = step;
                self.rejects.clear();
                self.stepped_at = Some(now);
                return;
            }
            since_clock += 1;
            if since_clock == CLOCK_EVERY {
                since_clock = 0;
                if start.elapsed() >= budget {
                    self.last = step;
                    self.rejects.clear();
                    return;
                }
            }
        }
    }

    /// How long the last rejects still flash at full strength.
    fn flash_left(&self, now: Instant) -> Option<Duration> {
        let at = self.stepped_at.filter(|_| !self.rejects.is_empty())?;
        FLASH.checked_sub(now.saturating_duration_since(at)).filter(|d| !d.is_zero())
    }

    /// How strongly the rejects flash at `now`: 1 just after the step, settling to a tint.
    pub fn flash(&self, now: Instant) -> f32 {
        let Some(at) = self.stepped_at else { return 0.0 };
        let age = now.saturating_duration_since(at).as_secs_f32() / FLASH.as_secs_f32();
        0.55 + 0.45 * (1.0 - age).clamp(0.0, 1.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn watch(n: usize) -> Watch {
        Watch::new(&Problem::empty(n).unwrap())
    }

    const SLICE: Duration = Duration::from_millis(50);

    #[test]
    fn steps_come_at_the_speed_chosen() {
        let mut w = watch(8);
        let t0 = Instant::now();
        w.control(WatchControl::Speed(2), t0, SLICE);
        w.control(WatchControl::PlayPause, t0, SLICE);
        w.tick(t0, SLICE);
        assert_eq!(w.tracer.counters().steps, 1, "the first step comes at once");
        // Half a second at 2 steps a second is one more step, in two frames or one.
        w.tick(t0 + Duration::from_millis(250), SLICE);
        assert_eq!(w.tracer.counters().steps, 1);
        let wait = w.tick(t0 + Duration::from_millis(500), SLICE);
        assert_eq!(w.tracer.counters().steps, 2);
        assert!(wait.is_some_and(|d| d <= Duration::from_millis(500)));
        w.control(WatchControl::PlayPause, t0 + Duration::from_millis(600), SLICE);
        assert!(!w.playing);
        w.tick(t0 + Duration::from_secs(5), SLICE);
        assert_eq!(w.tracer.counters().steps, 2, "paused: no steps");
    }

    #[test]
    fn every_frame_takes_one_step_a_frame() {
        let mut w = watch(8);
        let t0 = Instant::now();
        w.control(WatchControl::Speed(1000), t0, SLICE);
        assert_eq!(w.speed, EVERY_FRAME);
        w.control(WatchControl::PlayPause, t0, SLICE);
        for frame in 1..=10 {
            assert_eq!(w.tick(t0, SLICE), Some(Duration::ZERO));
            assert_eq!(w.tracer.counters().steps, frame);
        }
    }

    #[test]
    fn run_ons_stop_at_a_solution_and_at_the_end() {
        let mut w = watch(6);
        let now = Instant::now();
        w.control(WatchControl::ToNextSolution, now, SLICE);
        assert!(w.tracer.is_solution() && w.goal.is_none());
        assert_eq!(w.tracer.counters().solutions, 1);
        w.control(WatchControl::ToEnd, now, SLICE);
        assert!(w.tracer.finished() && !w.busy());
        let c = w.tracer.counters();
        assert_eq!((c.solutions, c.nodes()), (4, 153));
        w.control(WatchControl::Restart, now, SLICE);
        assert_eq!(w.tracer, watch(6).tracer);
        assert_eq!(w.tracer.counters().steps, 0);
    }

    #[test]
    fn a_step_shows_its_rejects_and_a_step_back_clears_them() {
        let mut w = watch(4);
        let now = Instant::now();
        w.control(WatchControl::Step, now, SLICE); // a4
        w.control(WatchControl::Step, now, SLICE); // row 1: a and b refused, c placed
        assert_eq!(w.rejects, vec![(1, 0), (1, 1)]);
        assert_eq!(w.last.map(|e| (e.op, e.row, e.col)), Some((Op::Place, 1, 2)));
        w.control(WatchControl::StepBack, now, SLICE);
        assert!(w.rejects.is_empty() && w.last.is_none());
        assert_eq!(w.tracer.counters().steps, 1);
    }
}
