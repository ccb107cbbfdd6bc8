//! When the app draws: how long a frame may spend on jobs' messages, how soon a job's wake
//! draws a frame, and how often a running job's progress is redrawn. Where the page draws in
//! software, every frame costs the CPU the jobs run on, so the page draws fewer.

use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use eframe::egui;
use web_time::Instant;

use crate::app::jobs::runner::Wake;
use crate::app::solve::RunKind;

/// How long each frame may spend taking in solutions, so drawing keeps 60 frames a second.
/// The page draws a running search's frames [`WAKE_GAP`] apart, so each may take in more.
#[cfg(not(target_arch = "wasm32"))]
pub(crate) const DRAIN_BUDGET: Duration = Duration::from_millis(4);
#[cfg(target_arch = "wasm32")]
pub(crate) const DRAIN_BUDGET: Duration = Duration::from_millis(12);

/// How long each frame may spend stepping a Watch that runs on to a solution or the end.
pub(crate) const WATCH_BUDGET: Duration = Duration::from_millis(8);

/// How soon a job's wake draws a frame. egui draws two frames for a repaint asked with no
/// delay and one for any other; in the page every frame is drawn in software on the cores
/// a count runs on, and a running count's once-a-second wake drew two (issue 45).
const WAKE_DELAY: Duration = Duration::from_millis(1);

/// The least time between the frames jobs' wakes draw. In the page every frame is drawn in
/// software (54 to 74 ms of CPU at 1280 × 800 in headless Chromium), and a 16 × 16 Solve
/// woke it for each batch of solutions: the renderer never caught up, and a Stop pressed
/// meanwhile waited behind the frames before it (issue 45). A wake after a quiet spell
/// still draws at once, and input draws at once whatever this is. The desktop draws on the
/// graphics card: no gap.
#[cfg(target_arch = "wasm32")]
pub(crate) const WAKE_GAP: Duration = Duration::from_millis(100);
#[cfg(not(target_arch = "wasm32"))]
pub(crate) const WAKE_GAP: Duration = Duration::ZERO;

/// A job's wake for `ctx`: a frame as [`wake_frame`] paces it.
pub(crate) fn paced_wake(ctx: egui::Context) -> Wake {
    let asked = Mutex::new(None);
    Arc::new(move || {
        let now = Instant::now();
        let at = wake_frame(&mut asked.lock().unwrap_or_else(PoisonError::into_inner), now, WAKE_GAP);
        ctx.request_repaint_after(at - now);
    })
}

/// When a wake at `now` draws its frame: [`WAKE_DELAY`] from now, but no sooner than `gap`
/// after the frame the last wake `asked` for. A wake before that frame asks for the same one.
fn wake_frame(asked: &mut Option<Instant>, now: Instant, gap: Duration) -> Instant {
    match *asked {
        Some(at) if at > now => at,
        last => {
            let at = last.map_or(now, |last| now.max(last + gap)) + WAKE_DELAY;
            *asked = Some(at);
            at
        }
    }
}

/// How often the progress of a running job of `kind` is redrawn when nothing else wakes the
/// window. Drawn in software (no GPU), a frame of the whole window costs a share of a core:
/// at 20 frames a second a count on two cores took 1.65 times as long as `nqueens count`
/// (`benches/app_vs_cli.sh`), and twice a second still 1.43 times beside one busy loop. A
/// count, whose share done moves slowly, is redrawn once a second, as its clock ticks; a
/// search, whose list grows as one watches, 20 times (in the page 10, where each frame costs
/// 54 to 74 ms of CPU in software and 20 left none for a Stop's frame).
pub(crate) fn progress_every(kind: Option<RunKind>) -> Duration {
    match kind {
        Some(RunKind::Count) => Duration::from_secs(1),
        Some(RunKind::Solve | RunKind::MostQueens | RunKind::Watch) | None => SEARCH_FRAME_EVERY,
    }
}

#[cfg(not(target_arch = "wasm32"))]
const SEARCH_FRAME_EVERY: Duration = Duration::from_millis(50);
#[cfg(target_arch = "wasm32")]
const SEARCH_FRAME_EVERY: Duration = Duration::from_millis(100);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wakes_draw_at_most_one_frame_a_gap() {
        let ms = Duration::from_millis;
        let (start, gap) = (Instant::now(), ms(100));
        let mut asked = None;
        // The first wake draws at once.
        assert_eq!(wake_frame(&mut asked, start, gap), start + WAKE_DELAY);
        // Wakes before the next gap is up ask for one frame, when it is up, however many.
        let next = start + WAKE_DELAY + gap + WAKE_DELAY;
        for at in [ms(5), ms(40), ms(99)] {
            assert_eq!(wake_frame(&mut asked, start + at, gap), next);
        }
        for at in [ms(102), ms(150), ms(199)] {
            assert_eq!(wake_frame(&mut asked, start + at, gap), next + gap + WAKE_DELAY);
        }
        // After a quiet spell, at once again.
        let later = start + ms(5_000);
        assert_eq!(wake_frame(&mut asked, later, gap), later + WAKE_DELAY);
        // With no gap (the desktop), every wake draws at once.
        let mut asked = None;
        for at in [ms(0), ms(1), ms(1), ms(3)] {
            let frame = wake_frame(&mut asked, start + at, Duration::ZERO);
            assert!(frame <= start + at + WAKE_DELAY && frame > start + at - WAKE_DELAY, "{at:?}");
        }
    }
}
