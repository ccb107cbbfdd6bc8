//! A damaged checkpoint or part file is refused with what to do, never turned into a wrong
//! total: each carries a checksum, and the counts of a finished count must agree with each
//! other (even where mirror images pair solutions up, Burnside's sum a multiple of 8).
#![cfg(feature = "cli")]
mod common;

use common::cli::nqueens;
use common::{ROT90, ROT180, TOTAL, UNIQUE};
use nqueens::board::{Problem, Queen};
use nqueens::control::{CancelFlag, Progress};
use nqueens::count::checkpoint::{Checkpoint, CountOf, Part};
use nqueens::count::{CountPlan, Counts};
use std::path::Path;
use std::process::Output;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

/// A checkpoint of `count 13` stopped about a third of the way, as Ctrl-C leaves one.
fn stopped_checkpoint(path: &Path) {
    let problem = Problem::empty(13).unwrap();
    let plan = CountPlan::new(&problem);
    let saved = Mutex::new(Checkpoint::new(&problem, &plan, Part::WHOLE));
    let cancel = CancelFlag::new();
    let finished = AtomicUsize::new(0);
    let stopped = plan.run(&|_| true, 1, &Progress::new(), &cancel, &|job, counts| {
        saved.lock().unwrap().record(job, counts);
        if finished.fetch_add(1, Ordering::Relaxed) + 1 == plan.len() / 3 {
            cancel.cancel();
        }
    });
    assert!(stopped.is_err());
    saved.into_inner().unwrap().save(path).unwrap();
}

/// Runs a command that must be refused: exit 2, nothing on stdout; returns stderr.
fn refused(output: Output) -> String {
    let err = String::from_utf8(output.stderr).unwrap();
    let out = String::from_utf8_lossy(&output.stdout);
    assert_eq!(output.status.code(), Some(2), "stdout: {out}, stderr: {err}");
    assert!(out.is_empty(), "{out}");
    assert!(!err.contains("panicked"), "{err}");
    err
}

fn count_13(path: &Path) -> Output {
    nqueens().args(["count", "13", "--quiet", "--checkpoint"]).arg(path).output().unwrap()
}

/// The first number after `"key":` in `text`, changed in its last digit.
fn change_digit(text: &str, key: &str) -> String {
    let at = text.find(&format!("\"{key}\":")).unwrap_or_else(|| panic!("{key} in {text}")) + key.len() + 3;
    let at = at + text[at..].find(|c: char| c.is_ascii_digit()).unwrap();
    let end = at + text[at..].find(|c: char| !c.is_ascii_digit()).unwrap();
    let last = text.as_bytes()[end - 1];
    let changed = if last == b'9' { '0' } else { char::from(last + 1) };
    format!("{}{changed}{}", &text[..end - 1], &text[end..])
}

/// The file without its checksum (if it has one), as an older nqueens wrote it.
fn without_checksum(text: &str) -> String {
    let text = text.trim_end();
    match text.rfind(",\"crc32\":") {
        Some(at) => format!("{}}}", &text[..at]),
        None => text.to_owned(),
    }
}

/// The file with a checksum that fits whatever it now says: damage the checksum cannot
/// see (a fault in the program, a forged file), which the counts' own agreement must catch.
fn resealed(text: &str) -> String {
    String::from_utf8(nqueens::checksum::seal(without_checksum(text).into_bytes())).unwrap()
}

#[test]
fn one_changed_digit_in_a_checkpoint_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("count.json");
    stopped_checkpoint(&path);
    let good = std::fs::read_to_string(&path).unwrap();
    for key in ["total", "rot180", "done"] {
        std::fs::write(&path, change_digit(&good, key)).unwrap();
        let err = refused(count_13(&path));
        assert!(err.contains("is damaged") && err.contains("checksum does not match"), "{key}: {err}");
        assert!(err.contains("delete it (or move it aside) to start the count over"), "{key}: {err}");
    }
    // Unchanged, it resumes to the published count.
    std::fs::write(&path, &good).unwrap();
    let out = count_13(&path);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!((report["total"].as_u64(), report["unique"].as_u64()), (Some(TOTAL[12]), Some(UNIQUE[12])));
}

#[test]
fn every_job_marked_done_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("count.json");
    stopped_checkpoint(&path);
    let mut doc: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    let jobs = doc["jobs"].as_u64().unwrap();
    let words = doc["done"].as_array().unwrap().len() as u64;
    // Every bit a job has, and none past the last job.
    let done: Vec<u64> = (0..words)
        .map(|w| if (w + 1) * 64 <= jobs { u64::MAX } else { (1u64 << (jobs - w * 64)) - 1 })
        .collect();
    doc["done"] = serde_json::json!(done);
    let text = serde_json::to_string(&doc).unwrap();
    std::fs::write(&path, &text).unwrap();
    let err = refused(count_13(&path));
    assert!(err.contains("is damaged"), "{err}");
}

#[test]
fn counts_that_cannot_be_right_are_refused_even_with_a_fitting_checksum() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("count.json");
    let out = nqueens().args(["count", "12", "--quiet", "--checkpoint"]).arg(&path).output().unwrap();
    assert!(out.status.success());
    let finished = std::fs::read_to_string(&path).unwrap();
    let count_12 = || nqueens().args(["count", "12", "--quiet", "--checkpoint"]).arg(&path).output().unwrap();
    // One more solution: an odd total, impossible where mirror images pair solutions up.
    std::fs::write(&path, resealed(&change_digit(&finished, "total"))).unwrap();
    let err = refused(count_12());
    assert!(err.contains("cannot be right") && err.contains("odd"), "{err}");
    // Two more: even, but Burnside's sum no longer divides by 8 (the unique count was
    // rounded down without a word).
    std::fs::write(&path, resealed(&change_digit(&change_digit(&finished, "total"), "total"))).unwrap();
    let err = refused(count_12());
    assert!(err.contains("cannot be right") && err.contains("not 8 times"), "{err}");
    // Part way, the counts can only be checked once the count ends: it ends refused.
    let stopped = dir.path().join("stopped.json");
    stopped_checkpoint(&stopped);
    let text = std::fs::read_to_string(&stopped).unwrap();
    std::fs::write(&stopped, resealed(&change_digit(&text, "total"))).unwrap();
    let err = refused(count_13(&stopped));
    assert!(err.contains("cannot be right") && err.contains("delete it to start over"), "{err}");
}

#[test]
fn an_old_checkpoint_is_refused_naming_its_version() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("count.json");
    stopped_checkpoint(&path);
    let text = std::fs::read_to_string(&path).unwrap();
    let old = without_checksum(&text).replace("\"version\":2", "\"version\":1");
    std::fs::write(&path, old).unwrap();
    let err = refused(count_13(&path));
    assert!(err.contains("older nqueens (checkpoint version 1, written without a checksum"), "{err}");
    assert!(err.contains("delete the file to start over"), "{err}");
}

#[test]
fn a_checkpoint_of_another_count_says_what_to_do() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("count.json");
    let out = nqueens().args(["count", "8", "--fix", "0,0", "--quiet", "--checkpoint"]).arg(&path).output();
    assert!(out.unwrap().status.success());
    let err = refused(nqueens().args(["count", "9", "--checkpoint"]).arg(&path).output().unwrap());
    assert!(err.contains("belongs to another count: it counts n = 8 with 1 fixed queen;"), "{err}");
    assert!(err.contains("give this count a --checkpoint file of its own"), "{err}");
}

/// The parts of `count 12` cut in three, as files.
fn parts_of_12(dir: &Path) -> Vec<String> {
    (0..3)
        .map(|i| {
            let out =
                nqueens().args(["count", "12", "--quiet", "--part", &format!("{i}/3")]).output().unwrap();
            assert!(out.status.success());
            let path = dir.join(format!("part-{i}.json"));
            std::fs::write(&path, out.stdout).unwrap();
            path.to_str().unwrap().to_owned()
        })
        .collect()
}

fn merge(parts: &[String]) -> Output {
    nqueens().arg("merge").args(parts).output().unwrap()
}

#[test]
fn one_changed_digit_in_a_part_is_refused_by_merge() {
    let dir = tempfile::tempdir().unwrap();
    let parts = parts_of_12(dir.path());
    let out = merge(&parts);
    assert!(out.status.success());
    let merged: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!((merged["total"].as_u64(), merged["unique"].as_u64()), (Some(TOTAL[11]), Some(UNIQUE[11])));
    let good = std::fs::read_to_string(&parts[1]).unwrap();
    for key in ["total", "rot180"] {
        std::fs::write(&parts[1], change_digit(&good, key)).unwrap();
        let err = refused(merge(&parts));
        assert!(err.contains("part-1.json: it was changed after it was written"), "{key}: {err}");
        assert!(err.contains("count part 1/3 again"), "{key}: {err}");
    }
    // A fitting checksum on impossible counts: the sum is checked as a whole.
    std::fs::write(&parts[1], resealed(&change_digit(&good, "total"))).unwrap();
    let err = refused(merge(&parts));
    assert!(err.contains("cannot be right") && err.contains("odd"), "{err}");
    // Written before parts carried a checksum.
    std::fs::write(&parts[1], without_checksum(&good)).unwrap();
    let err = refused(merge(&parts));
    assert!(err.contains("it has no checksum") && err.contains("older nqueens"), "{err}");
}

/// Issue 48: merge added parts' counts with wrapping sums, so two parts re-sealed with
/// 2^63 more solutions each merged to the right-looking total with exit 0. Each part says
/// a count a u64 holds; the sum that passes one is refused.
#[test]
fn parts_whose_sum_passes_u64_are_refused_by_merge() {
    let dir = tempfile::tempdir().unwrap();
    let parts = parts_of_12(dir.path());
    for part in &parts[..2] {
        let mut value: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(part).unwrap()).unwrap();
        let object = value.as_object_mut().unwrap();
        object.remove("crc32");
        let total = object["total"].as_u64().unwrap();
        object.insert("total".into(), (total + (1 << 63)).into());
        let text = serde_json::to_vec(&value).unwrap();
        std::fs::write(part, nqueens::checksum::seal(text)).unwrap();
    }
    let err = refused(merge(&parts));
    assert!(err.contains("add up to more than") && err.contains("2^64"), "{err}");
}

#[test]
fn counted_nouns_agree_with_their_number() {
    let out = nqueens().args(["count", "1"]).output().unwrap();
    assert!(out.status.success());
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("counting n = 1 in 1 job ("), "{err}");
}

/// The agreement the counts must have holds for every published count, and any count
/// changed by one or two breaks it.
#[test]
fn the_consistency_check_knows_the_published_counts_and_catches_small_changes() {
    for n in 1..=16 {
        let of = CountOf { n, fixed: vec![], split: String::new(), jobs: 0 };
        let i = n - 1;
        let published = Counts {
            total: TOTAL[i],
            unique: UNIQUE[i],
            rot90: ROT90[i],
            rot180: ROT180[i],
            unique_shares: 0,
        };
        // Finished, and as a half-board count's sum (its unique count comes later).
        assert_eq!(of.implausible(published), None, "n = {n}");
        assert_eq!(of.implausible(Counts { unique: 0, ..published }), None, "n = {n}");
        if n == 1 {
            continue;
        }
        for change in [1, 2] {
            for field in 0..4 {
                let mut c = published;
                match field {
                    0 => c.total += change,
                    1 => c.rot90 += change,
                    2 => c.rot180 += change,
                    _ => c.unique += change,
                }
                assert!(of.implausible(c).is_some(), "n = {n}, field {field} + {change}");
            }
        }
    }
    // Fixed queens break the symmetry: an odd total is fine, a half turn keeping more than
    // all is not.
    let of = CountOf { n: 8, fixed: vec![Queen::new(0, 0)], split: String::new(), jobs: 0 };
    assert_eq!(of.implausible(Counts { total: 3, ..Counts::default() }), None);
    assert!(of.implausible(Counts { total: 3, rot180: 4, ..Counts::default() }).is_some());
}
