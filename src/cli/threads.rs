//! How many worker threads a command runs on: what helps, and what the system allows.

use nqueens::control::{cores, startable_threads};

/// The workers for `--threads requested` (0: one per core): no more than the cores can run
/// at once, nor than the work has `jobs` (more only wait, and make rayon spin: 10,000
/// threads made a 2 ms count take 35 s), which is said when `--threads` asked for more; and
/// no more than the system lets this process start (a process or container limit), which
/// is said too. `say` gets each line; the result is at least 1 (with no thread to start,
/// the library works on the calling thread).
pub fn workers(requested: usize, jobs: Option<usize>, say: &dyn Fn(String)) -> usize {
    let cores = cores();
    let jobs = jobs.unwrap_or(usize::MAX).max(1);
    let mut want = if requested == 0 { cores } else { requested.min(cores) }.min(jobs);
    if requested > want {
        let why = if requested > cores {
            format!("the {cores} cores this process may use")
        } else {
            format!("the {jobs} jobs of this count")
        };
        say(format!("--threads {requested} is more than {why}: working on {want}"));
    }
    let (started, refused) = startable_threads(want);
    if let Some(e) = refused.filter(|_| started < want) {
        let (whom, on) = if started == 0 {
            ("no thread".to_owned(), "working on this one alone".to_owned())
        } else {
            (format!("only {started} of the {want} threads wanted"), format!("working on {started}"))
        };
        say(format!("the system lets this process start {whom} ({e}: a process or container limit): {on}"));
        want = started.max(1);
    }
    want
}
