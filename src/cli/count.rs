//! `nqueens count` (whole, in parts, with a checkpoint) and `nqueens merge`.

use super::CliError;
use super::ticker::with_progress;
use nqueens::board::{MAX_N, Problem, Queen};
use nqueens::control::{CancelFlag, Progress};
use nqueens::count::checkpoint::{Checkpoint, Part, SAVE_EVERY, Saving, run_checkpointed};
use nqueens::count::{Counts, Plan};
use serde::{Deserialize, Serialize};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

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
) -> Result<(), CliError> {
    let problem = Problem::new(n, fixed, MAX_N)?;
    let plan = Plan::new(&problem);
    let whole = part.unwrap_or(Part::WHOLE);
    let saved = match checkpoint {
        Some(path) => Checkpoint::open(path, &problem, &plan, whole)?,
        None => Checkpoint::new(&problem, &plan, whole),
    };
    // Said before the work starts, so a batch job can be sized (and stderr keeps stdout JSON).
    eprintln!(
        "nqueens: counting n = {n} in {} jobs ({}), needing about {} of memory",
        plan.len(),
        plan.split_name(),
        plan.memory_text(threads)
    );
    let cancel = CancelFlag::new();
    if checkpoint.is_some() {
        // Ctrl-C stops the count cleanly, so the checkpoint keeps everything finished.
        let flag = cancel.clone();
        ctrlc::set_handler(move || flag.cancel())
            .map_err(|e| CliError::Usage(format!("cannot catch Ctrl-C: {e}")))?;
    }
    let state = Mutex::new(saved);
    let progress = Progress::new();
    let save = |snapshot: &Checkpoint| {
        if let Some(path) = checkpoint
            && let Err(e) = snapshot.save(path)
        {
            eprintln!("nqueens: {e}");
        }
    };
    let saving = checkpoint.map(|_| Saving { every: SAVE_EVERY, save: &save });
    let result = with_progress(&progress, "counting", || {
        run_checkpointed(&plan, &state, threads, &progress, &cancel, saving)
    });
    let state = state.into_inner().unwrap_or_else(|e| e.into_inner());
    if let Some(path) = checkpoint {
        state.save(path)?;
    }
    if result.is_err() {
        let (done, all) = state.progress();
        return Err(CliError::Stopped(format!(
            "stopped with {done} of {all} jobs done; run the same command again to resume from {}",
            checkpoint.map_or("the checkpoint".into(), |p| p.display().to_string())
        )));
    }
    let report = CountReport {
        n,
        fixed: problem.fixed().to_vec(),
        // A part's counts stay raw sums: some methods find the unique count only in `merge`.
        counts: if part.is_some() { state.counts } else { plan.finish(state.counts) },
        split: part.map(|part| SplitInfo { part, split: plan.split_name().into(), jobs: plan.len() }),
        seconds: progress.snapshot().elapsed.as_secs_f64(),
    };
    print_json(&report)
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
        let text = std::fs::read(path).map_err(|e| bad(format!("cannot read it: {e}")))?;
        let report: CountReport = serde_json::from_slice(&text)
            .map_err(|e| bad(format!("not the output of `nqueens count --part`: {e}")))?;
        let split =
            report.split.clone().ok_or_else(|| bad("a whole count, not a part (no \"part\")".into()))?;
        reports.push((path, report, split));
    }
    let Some((_, first, first_split)) = reports.first() else {
        return Err(CliError::Usage("merge needs the part files to add up".into()));
    };
    let of = first_split.part.of;
    let mut seen = vec![None; of];
    for (path, report, split) in &reports {
        let same = report.n == first.n
            && report.fixed == first.fixed
            && split.split == first_split.split
            && split.jobs == first_split.jobs
            && split.part.of == of;
        if !same {
            return Err(CliError::Usage(format!(
                "{} is from another count or split than {} (n, fixed queens, split or number of parts differ)",
                path.display(),
                reports[0].0.display()
            )));
        }
        if split.part.index >= of {
            return Err(CliError::Usage(format!(
                "{} names part {} of {of}",
                path.display(),
                split.part.index
            )));
        }
        if let Some(other) = seen[split.part.index].replace(path) {
            return Err(CliError::Usage(format!(
                "part {}/{of} is given twice: {} and {}",
                split.part.index,
                other.display(),
                path.display()
            )));
        }
    }
    let missing: Vec<String> =
        seen.iter().enumerate().filter(|(_, p)| p.is_none()).map(|(i, _)| i.to_string()).collect();
    if !missing.is_empty() {
        return Err(CliError::Usage(format!("parts missing (of {of}): {}", missing.join(", "))));
    }
    let problem = Problem::new(first.n, first.fixed.clone(), MAX_N)?;
    let plan = Plan::new(&problem);
    if plan.split_name() != first_split.split || plan.len() != first_split.jobs {
        return Err(CliError::Usage(format!(
            "the parts were cut as {} ({} jobs), which this version of nqueens does not use for n = {}",
            first_split.split, first_split.jobs, first.n
        )));
    }
    let counts = plan.finish(reports.iter().fold(Counts::default(), |sum, (_, r, _)| sum + r.counts));
    let seconds = reports.iter().map(|(_, r, _)| r.seconds).sum();
    print_json(&MergedReport { n: first.n, fixed: &first.fixed, counts, parts: of, seconds })
}
