//! `nqueens count` (whole, in parts, with a checkpoint) and `nqueens merge`.

use super::ticker::Ticker;
use super::{CliError, memory, signals, test_hold};
use nqueens::board::{Problem, Queen};
use nqueens::checksum::{self, Unsealed};
use nqueens::control::Progress;
use nqueens::count::checkpoint::{Checkpoint, CheckpointError, CountOf, Part};
use nqueens::count::checkpointed::{CheckpointLock, CountEvent, SAVE_EVERY, count_checkpointed};
use nqueens::count::parts::{PartError, PartSums};
use nqueens::count::{CountError, CountPlan, Counts};
use nqueens::text::quantity;
use serde::{Deserialize, Serialize};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};

const YEAR: f64 = 365.25 * 24.0 * 3600.0;

/// `about 3 hours`, `17,839 years`: a duration as a person reads it, to the unit that fits.
fn roughly(seconds: f64) -> String {
    let (amount, unit) = [(YEAR, "year"), (86_400.0, "day"), (3_600.0, "hour"), (60.0, "minute")]
        .into_iter()
        .find(|&(size, _)| seconds >= size)
        .map_or((seconds, "second"), |(size, unit)| (seconds / size, unit));
    if amount >= 1e15 {
        return format!("{amount:.1e} {unit}s");
    }
    quantity(amount.round() as u64, unit)
}

/// What `count` prints; `merge` reads it back.
#[derive(Serialize, Deserialize)]
pub struct CountReport {
    pub n: usize,
    pub fixed: Vec<Queen>,
    #[serde(flatten)]
    pub counts: Counts,
    /// Which part of a split this is, with how the work was cut; absent for a whole count.
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    pub split: Option<SplitInfo>,
    pub seconds: f64,
}

#[derive(Serialize, Deserialize, Clone, PartialEq, Eq)]
pub struct SplitInfo {
    pub part: Part,
    pub split: String,
    pub jobs: usize,
}

pub fn count(
    n: usize,
    fixed: Vec<Queen>,
    threads: usize,
    part: Option<Part>,
    checkpoint: Option<&Path>,
    quiet: bool,
) -> Result<(), CliError> {
    let problem = Problem::new(n, fixed)?;
    let plan = CountPlan::new(&problem);
    let whole = part.unwrap_or(Part::WHOLE);
    let say = |line: String| {
        if !quiet {
            note!("nqueens: {line}");
        }
    };
    // Read before any thread starts: each one that allocates may reserve address space.
    let rooms = memory::rooms();
    let threads = super::threads::workers(threads, Some(plan.len()), &say);
    if let Some(path) = checkpoint {
        // Before the lock: a FIFO there would block the read with the lock file left behind.
        nqueens::count::checkpoint::plain_file_or_none(path).map_err(advise)?;
        // What was finished is saved on a stop: a second Ctrl-C must not abandon that.
        signals::saves_on_stop();
    }
    let expected = plan.expected(&problem, threads);
    // The app's rule: what it asks about first, this says first.
    if nqueens::count::Expected::is_long(expected.seconds) {
        say(format!(
            "counting n = {n} is expected to take about {} on this machine{}: Ctrl-C stops it{}",
            roughly(expected.seconds),
            if expected.seconds > 100.0 * YEAR { ", so it will not end" } else { "" },
            if checkpoint.is_some() {
                " and keeps what was done"
            } else {
                " (add --checkpoint FILE to keep what was done)"
            }
        ));
    }
    // Held until the count ends: a second count on the same checkpoint is refused.
    let _claim = checkpoint.map(CheckpointLock::take).transpose()?;
    let start = match checkpoint {
        Some(path) => Checkpoint::open(path, &problem, &plan, whole).map_err(advise)?,
        None => Checkpoint::new(&problem, &plan, whole),
    };
    if n > nqueens::count::halves::WHOLE_MAX && problem.fixed().is_empty() {
        // Past 21 the memory comes from sizing every job, which takes a minute at n = 23.
        say(format!("sizing the {} of n = {n} to find the memory they need", quantity(plan.len(), "job")));
    }
    // Said before the work starts, so a batch job can be sized (and stderr keeps stdout JSON).
    say(format!(
        "counting n = {n} in {} ({}), needing about {} of memory",
        quantity(plan.len(), "job"),
        plan.split_name(),
        plan.memory_text(threads)
    ));
    fits_in_memory(n, &plan, threads, &rooms)?;
    let (done, all) = start.progress();
    if let Some(path) = checkpoint.filter(|_| done > 0) {
        let were = if done == 1 { "was" } else { "were" };
        // Jobs differ in size: the share of the work is what says how much is left.
        let work = match start.work.known() {
            true => format!(" ({} of the work)", percent_of(start.share())),
            false => String::new(),
        };
        say(format!(
            "resuming from {}: {done} of {} {were} already counted{work}",
            path.display(),
            quantity(all, "job")
        ));
    }
    // A signal (Ctrl-C, SIGTERM, SIGHUP) stops the count cleanly: the checkpoint keeps
    // everything finished, and nothing that looks like a total is printed.
    // Before the count can be stopped cleanly: a signal meanwhile ends the process at once.
    plan.size_jobs(threads);
    let cancel = signals::cancel_flag();
    signals::stoppable();
    let progress = Progress::new();
    // A checkpoint that cannot be written is said once, not at every try.
    let warned = AtomicBool::new(false);
    let hold = test_hold::from_env();
    let on_event = |event: CountEvent| match event {
        CountEvent::SaveFailed(e) => {
            if !warned.swap(true, Ordering::Relaxed) {
                note!("nqueens: {e}; the count goes on, and tries again every {} s", SAVE_EVERY.as_secs());
            }
        }
        CountEvent::JobDone { in_this_run } => {
            if let Some(hold) = &hold {
                hold.wait(in_this_run, &cancel);
            }
        }
    };
    let ticker = Ticker { what: "counting", unit: plan.work_unit(), quiet, open_ended: false };
    let ended = ticker.run(&progress, || {
        count_checkpointed(&plan, start, checkpoint, threads, &progress, &cancel, &on_event)
    });
    if let Some(Err(e)) = ended.saved.as_ref().filter(|_| !warned.load(Ordering::Relaxed)) {
        note!("nqueens: {e}");
    }
    if let Err(e) = ended.result {
        let (done, all) = ended.checkpoint.progress();
        let resume = match (checkpoint, &ended.saved) {
            (Some(path), Some(Ok(()))) => {
                format!("; run the same command again to resume from {}", path.display())
            }
            (Some(path), Some(Err(_))) => {
                format!("; nothing was saved, as {} could not be written", path.display())
            }
            (Some(_), None) => String::new(),
            (None, _) => "; nothing was kept: add --checkpoint FILE to keep the work of a stopped count \
                          (run again, it resumes from FILE)"
                .into(),
        };
        return Err(match e {
            CountError::Cancelled => CliError::Stopped(format!(
                "stopped by {} with {done} of {} done, before the total{resume}",
                signals::stopped_by(),
                quantity(all, "job")
            )),
            CountError::OutOfMemory { bytes } => CliError::Usage(format!(
                "counting n = {n} stopped with {done} of {} done: the system refused {} of memory \
                 it needed (other programs may have taken it; fewer --threads need less){resume}",
                quantity(all, "job"),
                memory::mib(bytes as u64)
            )),
        });
    }
    if part.is_none()
        && let Some(why) = ended.checkpoint.of.implausible(ended.checkpoint.counts)
    {
        return Err(CliError::Usage(match checkpoint {
            Some(path) => format!(
                "the counts cannot be right ({why}): checkpoint {} was damaged; delete it to start over",
                path.display()
            ),
            None => {
                format!("the counts cannot be right ({why}): this is a fault of nqueens or of the machine")
            }
        }));
    }
    let report = CountReport {
        n,
        fixed: problem.fixed().to_vec(),
        counts: ended.counts(&plan),
        split: part.map(|part| SplitInfo { part, split: plan.split_name().into(), jobs: plan.len() }),
        // Every session's time, not only this one's.
        seconds: ended.checkpoint.seconds,
    };
    if part.is_some() {
        // A part travels to another machine to be merged: its checksum tells it arrived whole.
        let sealed = checksum::seal(serde_json::to_vec(&report).map_err(io::Error::from)?);
        let mut stdout = io::stdout().lock();
        stdout.write_all(&sealed)?;
        writeln!(stdout)?;
        return Ok(());
    }
    print_json(&report)
}

/// Refuses a count that needs more memory than this process may take, saying what fewer
/// threads would need: past that point it would be killed, or abort, part-way through.
fn fits_in_memory(
    n: usize,
    plan: &CountPlan,
    threads: usize,
    rooms: &[memory::Room],
) -> Result<(), CliError> {
    let need = |threads: usize, room: &memory::Room| {
        let bytes = plan.memory_bytes(threads) as u64;
        // Each thread reserves address space it hardly uses: its stack.
        if room.address_space { bytes + threads as u64 * ADDRESS_PER_THREAD } else { bytes }
    };
    let Some(short) = rooms.iter().find(|room| need(threads, room) > room.bytes) else {
        return Ok(());
    };
    let fewer = (1..threads).rev().find(|&t| rooms.iter().all(|room| need(t, room) <= room.bytes));
    let instead = match fewer {
        Some(t) => format!("; with --threads {t} it needs about {}, which fits", memory::mib(need(t, short))),
        None if threads > 1 => format!("; even on one thread it needs about {}", memory::mib(need(1, short))),
        None => String::new(),
    };
    Err(CliError::Usage(format!(
        "counting n = {n} needs about {}, more than this process may take: {} {}{instead} (a --part \
         needs as much: parts split the time, not the memory)",
        memory::mib(need(threads, short)),
        memory::mib(short.bytes),
        short.limit
    )))
}

/// Address space a thread reserves beyond what the count states: its stack (2 MiB) and
/// a margin. glibc's 64 MiB arena per thread is left out: where the limit is tight, glibc
/// shares one arena instead (count 18 under `ulimit -v` ran in 117 MiB, 50 of them the
/// program's own).
const ADDRESS_PER_THREAD: u64 = 8 << 20;

/// A checkpoint that cannot be used, with what to do about it.
fn advise(e: CheckpointError) -> CliError {
    let what = match e {
        CheckpointError::Damaged { .. } => "delete it (or move it aside) to start the count over",
        CheckpointError::Version { .. } => {
            "finish the count with the nqueens that wrote it, or delete the file to start over"
        }
        CheckpointError::Mismatch { .. } => {
            "give this count a --checkpoint file of its own (that one keeps the other count's progress)"
        }
        CheckpointError::Foreign { .. } => "give --checkpoint a file of its own",
        _ => return e.into(),
    };
    CliError::Usage(format!("{e}; {what}"))
}

fn print_json(value: &impl Serialize) -> Result<(), CliError> {
    let mut stdout = io::stdout().lock();
    serde_json::to_writer(&mut stdout, value).map_err(io::Error::from)?;
    writeln!(stdout)?;
    Ok(())
}

#[derive(Serialize)]
struct MergedReport<'a> {
    n: usize,
    fixed: &'a [Queen],
    #[serde(flatten)]
    counts: Counts,
    parts: usize,
    seconds: f64,
}

/// Adds up the parts of one split count, after checking that every part is there once.
pub fn merge(files: &[PathBuf]) -> Result<(), CliError> {
    let mut reports = Vec::new();
    for path in files {
        let bad = |reason: String| CliError::Usage(format!("{}: {reason}", path.display()));
        // Capped as a checkpoint is: a part is a few hundred bytes, and /dev/zero never ends.
        let text = nqueens::place_file::read_capped(path, nqueens::count::checkpoint::MAX_BYTES)
            .map_err(|e| bad(format!("cannot read it: {e}")))?;
        let report: CountReport = serde_json::from_slice(&text)
            .map_err(|e| bad(format!("not the output of `nqueens count --part`: {e}")))?;
        let split =
            report.split.clone().ok_or_else(|| bad("a whole count, not a part (no \"part\")".into()))?;
        let again = format!("count part {}/{} again", split.part.index, split.part.of);
        match checksum::verify(&text) {
            Ok(()) => {}
            Err(Unsealed::Missing) => {
                return Err(bad(format!(
                    "it has no checksum (\"crc32\", at the end): it was written by an older nqueens, \
                     whose parts this one does not take; {again} with this one"
                )));
            }
            Err(Unsealed::Mismatch) => {
                return Err(bad(format!(
                    "it was changed after it was written (its checksum does not match): copy it again \
                     from where it was counted, or {again}"
                )));
            }
        }
        reports.push((path, report, split));
    }
    let Some((_, first, first_split)) = reports.first() else {
        return Err(CliError::Usage("merge needs the part files to add up".into()));
    };
    // Every part must be of the count this version of nqueens makes of the first one's board.
    let problem = Problem::new(first.n, first.fixed.clone())?;
    let plan = CountPlan::new(&problem);
    let expected = CountOf::new(&problem, &plan);
    let of = first_split.part.of;
    let mut sums = PartSums::new(expected.clone(), of);
    let mut given: Vec<Option<&PathBuf>> = vec![None; of];
    for (path, report, split) in &reports {
        let work = CountOf {
            n: report.n,
            fixed: report.fixed.clone(),
            split: split.split.clone(),
            jobs: split.jobs,
        };
        // The first part is held to this version's split; the others, to the first.
        let other = || {
            if *path == reports[0].0 {
                "another count or split than this version of nqueens makes".to_string()
            } else {
                format!("another count or split than {}", reports[0].0.display())
            }
        };
        match sums.add(split.part, &work, report.counts) {
            Ok(()) => given[split.part.index] = Some(path),
            Err(PartError::OtherCount(reason)) => {
                return Err(CliError::Usage(format!(
                    "{} is from {} ({reason}, where this version of nqueens cuts the count of {} \
                     into {} as {})",
                    path.display(),
                    other(),
                    first.n,
                    quantity(expected.jobs, "job"),
                    expected.split
                )));
            }
            Err(PartError::OtherSplit { index, of: its, .. }) if index >= its => {
                return Err(CliError::Usage(format!(
                    "{} says it is part {index}/{its}, which no split has: the parts of {its} are \
                     numbered 0 to {}",
                    path.display(),
                    its.saturating_sub(1)
                )));
            }
            Err(PartError::OtherSplit { index, of: its, .. }) => {
                return Err(CliError::Usage(format!(
                    "{} is from another count or split than {} (part {index}/{its}, where that is part \
                     {}/{of})",
                    path.display(),
                    reports[0].0.display(),
                    first_split.part.index
                )));
            }
            Err(PartError::Twice { index, of }) => {
                let first = given[index].map_or_else(String::new, |p| p.display().to_string());
                return Err(CliError::Usage(format!(
                    "part {index}/{of} is given twice: {first} and {}",
                    path.display()
                )));
            }
            Err(e) => return Err(CliError::Usage(e.to_string())),
        }
    }
    let sum = sums.total().map_err(|e| match e {
        PartError::Overflow => CliError::Usage(
            "the parts add up to more than 18,446,744,073,709,551,615 (2^64 - 1), more than any count \
             nqueens makes: one of them is wrong; count the parts again"
                .into(),
        ),
        PartError::Implausible(why) => CliError::Usage(format!(
            "the parts add up to counts that cannot be right ({why}): one of them is wrong; count the \
             parts again"
        )),
        e => CliError::Usage(e.to_string()),
    })?;
    let counts = plan.finish(sum);
    let seconds = reports.iter().map(|(_, r, _)| r.seconds).sum();
    print_json(&MergedReport { n: first.n, fixed: &first.fixed, counts, parts: of, seconds })
}

/// A share as a person reads it: `37%`, `under 1%`, `over 99%` (never 0% or 100% of a
/// share that is neither).
fn percent_of(share: f64) -> String {
    match share * 100.0 {
        p if p > 0.0 && p < 1.0 => "under 1%".into(),
        p if p > 99.0 && p < 100.0 => "over 99%".into(),
        p => format!("{}%", p.round()),
    }
}
