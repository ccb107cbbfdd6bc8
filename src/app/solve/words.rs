//! What the app says of a count before and while it runs: the question before a long or
//! big one, its sizing phase, and what it was expected to take.

use crate::app::text::lang::messages;
use crate::app::text::numbers::{bytes_text, percent, rough_duration};
use crate::app::text::words::sentences;

/// What the question before a count tells.
#[derive(Debug, Clone, PartialEq)]
pub struct CountQuestion {
    pub n: usize,
    /// How many fixed queens the board holds.
    pub fixed: usize,
    /// Seconds it is expected to take (what is left of it, when resumed).
    pub seconds: f64,
    pub cores: usize,
    pub memory_bytes: u64,
    /// The machine's memory, when the count would need more than half of it.
    pub machine_memory: Option<u64>,
    /// The share a saved count already holds, when it resumes one.
    pub saved: Option<f64>,
    /// The list it replaces and the memory cap, when that list is too big to keep for undo.
    pub list_lost: Option<(u64, u64)>,
}

/// Asked before a count expected to take more than an hour or half the machine's memory.
pub(crate) fn count_question_text(q: &CountQuestion) -> String {
    let n = q.n.to_string();
    let time = rough_duration(q.seconds);
    let memory = bytes_text(q.memory_bytes);
    // "none" selects the sentence without the machine's memory.
    let machine = q.machine_memory.map_or_else(|| "none".to_owned(), bytes_text);
    let estimate = match q.saved {
        Some(f) => messages::count_question_rest(q.cores, q.fixed, machine, memory, n, percent(f), time),
        None => messages::count_question(q.cores, q.fixed, machine, memory, n, time),
    };
    let list = q.list_lost.map(|(listed, cap)| messages::count_question_list(cap, listed));
    sentences([estimate.as_str(), &messages::count_question_anyway(), list.as_deref().unwrap_or("")])
}

/// What a count does before its first job: sizes its jobs and builds its tables (at n = 23,
/// about 20 s), with the time it has taken so far.
pub(crate) fn sizing_heading() -> String {
    messages::sizing_heading()
}

/// What a count was expected to take before it started, said while its own estimate of the
/// time left settles: `expected to take about 3 h`.
pub(crate) fn expected_text(seconds: f64) -> String {
    messages::expected_to_take(rough_duration(seconds))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn question() -> CountQuestion {
        CountQuestion {
            n: 23,
            fixed: 0,
            seconds: 11.0 * 3600.0,
            cores: 2,
            memory_bytes: 5221 << 20,
            machine_memory: None,
            saved: None,
            list_lost: None,
        }
    }

    #[test]
    fn the_question_gives_the_estimates_and_what_stop_keeps() {
        assert_eq!(
            count_question_text(&question()),
            "Counting the 23×23 board is expected to take about 11 h on 2 cores and to need about \
             5,221 MiB of memory. Count anyway? Stop keeps what is counted, and Count only resumes it later."
        );
        let q = CountQuestion {
            fixed: 1,
            machine_memory: Some(8 << 30),
            saved: Some(0.25),
            list_lost: Some((1_000_000, 10)),
            ..question()
        };
        let text = count_question_text(&q);
        assert!(
            text.starts_with(
                "The rest of the count of the 23×23 board with 1 fixed queen (25% of it is saved) is expected"
            ),
            "{text}"
        );
        assert!(
            text.contains("5,221 MiB of memory, more than half of this machine's 8.0 GiB. Count anyway?"),
            "{text}"
        );
        assert!(text.ends_with("Undo will bring back the board, not the list."), "{text}");
    }
}
