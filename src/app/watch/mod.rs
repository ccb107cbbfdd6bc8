//! A Watch run: a search of the person's choice played on the board one step at a time.
//!
//! No worker thread: the search (the lab's [`Stepper`]) is stepped by the UI each frame at the
//! chosen speed, so a step back, a pause or a speed change acts at once and the counters stay exact
//! at any speed. Long runs ("to next solution", "skip to end") take a slice of each frame.

pub mod control;
pub mod setup;
pub(crate) mod view;
pub(crate) mod words;

use crate::board::Problem;
use crate::lab::stepper::Stepper;
use web_time::{Duration, Instant};

pub use control::WatchControl;
pub use setup::Setup;

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
    /// What runs: the algorithm, its parameters, its seed.
    pub setup: Setup,
    /// The search, which keeps the step shown and its refused squares itself, so a step
    /// back shows the earlier step again.
    pub search: Stepper,
    pub playing: bool,
    pub speed: u32,
    /// A run-on under way, if any.
    pub goal: Option<Goal>,
    /// When the step shown was taken, or stepped back to (the flash of its refused squares
    /// starts then).
    pub stepped_at: Option<Instant>,
    /// Steps owed to the clock while playing slower than every frame.
    owed: f32,
    last_tick: Option<Instant>,
}

impl Watch {
    pub fn new(problem: &Problem, setup: Setup) -> Self {
        Watch {
            problem: problem.clone(),
            setup,
            search: Stepper::new(problem, &setup.search(), setup.seed),
            playing: false,
            speed: START_SPEED,
            goal: None,
            stepped_at: None,
            owed: 0.0,
            last_tick: None,
        }
    }

    /// The same board watched from the start with `setup`, at the same speed.
    pub fn with_setup(&self, setup: Setup) -> Watch {
        Watch { speed: self.speed, ..Watch::new(&self.problem, setup) }
    }

    /// Applies a control at time `now`; run-ons take their first slice, `budget`, at once.
    pub fn control(&mut self, control: WatchControl, now: Instant, budget: Duration) {
        match control {
            WatchControl::PlayPause => {
                if self.playing || self.goal.is_some() {
                    self.pause();
                } else if !self.search.finished() {
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
                if self.search.step_back() {
                    self.stepped_at = Some(now);
                }
            }
            WatchControl::Restart => {
                *self = self.with_setup(self.setup);
            }
            WatchControl::ToNextSolution | WatchControl::ToEnd => {
                self.playing = false;
                if !self.search.finished() {
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

    /// One step forward, its refused squares flashing from `now`; pauses at the end.
    fn forward(&mut self, now: Instant) {
        self.search.step();
        self.stepped_at = Some(now);
        if self.search.finished() {
            self.pause();
        }
    }

    /// Runs toward the goal for at most `budget` (a frame's slice).
    fn run_on(&mut self, now: Instant, budget: Duration) {
        let Some(goal) = self.goal else { return };
        let start = Instant::now();
        let mut since_clock = 0;
        let local = matches!(self.search, Stepper::Local(_));
        loop {
            let step = self.search.step();
            if step.is_none() || (goal == Goal::NextSolution && self.search.is_solution()) {
                self.goal = None;
                self.stepped_at = Some(now);
                return;
            }
            since_clock += 1;
            // A local step can be costly (a generation of a large population): look at the
            // clock after each one.
            if since_clock == CLOCK_EVERY || local {
                since_clock = 0;
                if start.elapsed() >= budget {
                    return;
                }
            }
        }
    }

    /// How long the shown step's refused squares still flash at full strength.
    fn flash_left(&self, now: Instant) -> Option<Duration> {
        let at = self.stepped_at.filter(|_| !self.search.refused().is_empty())?;
        FLASH.checked_sub(now.saturating_duration_since(at)).filter(|d| !d.is_zero())
    }

    /// How strongly the refused squares flash at `now`: 1 just after the step, settling to a tint.
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
        Watch::new(&Problem::empty(n).unwrap(), Setup::default())
    }

    const SLICE: Duration = Duration::from_millis(50);

    #[test]
    fn steps_come_at_the_speed_chosen() {
        let mut w = watch(8);
        let t0 = Instant::now();
        w.control(WatchControl::Speed(2), t0, SLICE);
        w.control(WatchControl::PlayPause, t0, SLICE);
        w.tick(t0, SLICE);
        assert_eq!(w.search.steps(), 1, "the first step comes at once");
        // Half a second at 2 steps a second is one more step, in two frames or one.
        w.tick(t0 + Duration::from_millis(250), SLICE);
        assert_eq!(w.search.steps(), 1);
        let wait = w.tick(t0 + Duration::from_millis(500), SLICE);
        assert_eq!(w.search.steps(), 2);
        assert!(wait.is_some_and(|d| d <= Duration::from_millis(500)));
        w.control(WatchControl::PlayPause, t0 + Duration::from_millis(600), SLICE);
        assert!(!w.playing);
        w.tick(t0 + Duration::from_secs(5), SLICE);
        assert_eq!(w.search.steps(), 2, "paused: no steps");
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
            assert_eq!(w.search.steps(), frame);
        }
    }

    #[test]
    fn run_ons_stop_at_a_solution_and_at_the_end() {
        let mut w = watch(6);
        let now = Instant::now();
        w.control(WatchControl::ToNextSolution, now, SLICE);
        assert!(w.search.is_solution() && w.goal.is_none());
        let Stepper::Systematic(t) = &w.search else { panic!("backtracking by default") };
        assert_eq!(t.counters().solutions, 1);
        w.control(WatchControl::ToEnd, now, SLICE);
        assert!(w.search.finished() && !w.busy());
        let Stepper::Systematic(t) = &w.search else { panic!("backtracking by default") };
        let c = t.counters();
        assert_eq!((c.solutions, c.nodes()), (4, 153));
        w.control(WatchControl::Restart, now, SLICE);
        assert_eq!(w.search, watch(6).search);
        assert_eq!(w.search.steps(), 0);
    }

    #[test]
    fn a_step_shows_its_refused_squares_and_a_step_back_shows_the_earlier_ones_again() {
        use crate::lab::stepper::Step;
        use crate::lab::systematic::Step::{Place, Remove};
        let mut w = watch(4);
        let now = Instant::now();
        w.control(WatchControl::Step, now, SLICE); // a4
        w.control(WatchControl::Step, now, SLICE); // row 1: a and b refused, c placed
        assert_eq!(w.search.refused(), vec![(1, 0), (1, 1)]);
        let placed = Some(Step::Systematic(Place { row: 1, col: 2, solution: false, dead_end: false }));
        assert_eq!((w.search.last(), w.search.line()), (placed, 4));
        w.control(WatchControl::Step, now, SLICE); // row 2: all four refused, c3 taken back
        assert_eq!(w.search.refused(), vec![(2, 0), (2, 1), (2, 2), (2, 3)]);
        assert_eq!(w.search.last(), Some(Step::Systematic(Remove { row: 1, col: 2 })));
        assert_eq!(w.search.line(), 6);
        w.control(WatchControl::StepBack, now, SLICE);
        assert_eq!(w.search.refused(), vec![(1, 0), (1, 1)], "the earlier step's refusals again");
        assert_eq!((w.search.last(), w.search.line()), (placed, 4));
        assert_eq!(w.search.steps(), 2);
    }

    #[test]
    fn a_step_back_returns_a_local_search_to_exactly_where_it_was() {
        use crate::board::Queen;
        use crate::lab::Algorithm;
        let problem = Problem::new(8, vec![Queen::new(0, 0), Queen::new(1, 2)]).unwrap();
        let now = Instant::now();
        for algorithm in
            [Algorithm::HillClimbing, Algorithm::MinConflicts, Algorithm::Annealing, Algorithm::Genetic]
        {
            let mut params = crate::lab::Params::default();
            (params.sideways, params.restarts, params.population) = (3, 2, 20);
            let mut w = Watch::new(&problem, Setup { algorithm, seed: 7, params });
            let mut before = vec![(w.search.clone(), w.search.last())];
            while before.len() <= 40 && !w.search.finished() {
                let steps = w.search.steps();
                w.control(WatchControl::Step, now, SLICE);
                // The press that finds the run over (stuck) is not a step, as in backtracking.
                if w.search.steps() > steps {
                    before.push((w.search.clone(), w.search.last()));
                }
                let cols = w.search.cols();
                assert_eq!((cols[0], cols[1]), (Some(0), Some(2)), "{algorithm:?} keeps the fixed queens");
            }
            assert!(before.len() > 2, "{algorithm:?} took steps");
            before.pop();
            while let Some((search, last)) = before.pop() {
                w.control(WatchControl::StepBack, now, SLICE);
                assert!(w.search == search, "{algorithm:?}: back to step {}", before.len());
                assert_eq!(w.search.last(), last, "{algorithm:?}: the move shown is the earlier one");
            }
            let start = Stepper::new(&problem, &w.setup.search(), w.setup.seed);
            assert_eq!(w.search, start, "{algorithm:?}: back at the start");
        }
    }

    #[test]
    fn a_setup_needs_a_watch_and_parameters_the_lab_accepts_and_starts_the_watch_again() {
        use crate::app::action::Action;
        use crate::lab::Algorithm;
        let (mut state, _dir) = crate::app::state::tests::state(8);
        let hill = Setup { algorithm: Algorithm::HillClimbing, ..Setup::default() };
        assert!(state.why_not(&Action::WatchSetup(hill)).is_some(), "no Watch yet");
        state.apply(Action::Watch);
        state.apply(Action::WatchControl(WatchControl::Step));
        assert_eq!(state.run.watch().unwrap().search.steps(), 1);
        let mut bad = Setup { algorithm: Algorithm::Genetic, ..Setup::default() };
        bad.params.elite = bad.params.population;
        // In the app's words, not the command line's flag (issue 29: "--temperature must…").
        let why = state.why_not(&Action::WatchSetup(bad)).unwrap_or_default();
        assert!(
            why.contains("the elite must be smaller than the population") && !why.contains("--"),
            "{why}"
        );
        assert_eq!(state.why_not(&Action::WatchSetup(hill)), None);
        state.apply(Action::WatchSetup(hill));
        let watch = state.run.watch().unwrap();
        assert_eq!((watch.setup, watch.search.steps()), (hill, 0), "a new setup starts again");
        assert!(matches!(watch.search, Stepper::Local(_)));
        // The next Watch runs the setup chosen.
        state.apply(Action::Watch);
        assert_eq!(state.run.watch().unwrap().setup, hill);
    }
}
