//! The real binary run the way a person or a batch system runs it: started, watched on
//! standard error, sent signals, and waited for, each with a generous bound.

#![allow(dead_code)]

use std::io::{BufRead, BufReader, Read};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::{Arc, Mutex, mpsc};
use std::time::{Duration, Instant};

/// Long enough for a loaded two-core machine; a run that takes it has hung.
pub const BOUND: Duration = Duration::from_secs(600);

pub fn bin() -> PathBuf {
    assert_cmd::cargo::cargo_bin("nqueens")
}

/// `nqueens ARGS` started by `sh -c SCRIPT` (which ends with `exec "$0" "$@"`), so that the
/// shell can set up what the process inherits: an ignored signal, a limit, a closed stdout.
pub fn through_shell(script: &str, args: &[&str]) -> Command {
    let mut command = Command::new("sh");
    command.arg("-c").arg(script).arg(bin()).args(args);
    command
}

pub fn nqueens(args: &[&str]) -> Command {
    let mut command = Command::new(bin());
    command.args(args);
    command
}

/// A started process, its standard error read line by line as it comes.
pub struct Running {
    child: Child,
    lines: mpsc::Receiver<String>,
    pub stderr: Vec<String>,
    /// Standard output so far, read as it comes.
    pub stdout: Arc<Mutex<Vec<u8>>>,
    reader: std::thread::JoinHandle<()>,
}

/// What a finished run left.
pub struct Ended {
    pub status: ExitStatus,
    pub stdout: String,
    pub stderr: String,
}

impl Running {
    pub fn start(mut command: Command) -> Running {
        let mut child = command.stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().expect("starts");
        let (tx, lines) = mpsc::channel();
        let stderr = child.stderr.take().unwrap();
        std::thread::spawn(move || {
            for line in BufReader::new(stderr).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let mut out = child.stdout.take().unwrap();
        let stdout = Arc::new(Mutex::new(Vec::new()));
        let bytes = stdout.clone();
        let reader = std::thread::spawn(move || {
            let mut buffer = [0u8; 1 << 16];
            while let Ok(k @ 1..) = out.read(&mut buffer) {
                bytes.lock().unwrap().extend_from_slice(&buffer[..k]);
            }
        });
        Running { child, lines, stderr: Vec::new(), stdout, reader }
    }

    /// Waits for the first bytes on standard output.
    pub fn wait_for_output(&mut self) {
        let stdout = self.stdout.clone();
        self.wait_until("output", || !stdout.lock().unwrap().is_empty());
    }

    /// Waits until the process catches `signal` (Linux shows it in /proc: SigCgt), so that
    /// a signal sent next is the program's to handle, not the default's.
    pub fn wait_until_catching(&mut self, signal: i32) {
        let status = format!("/proc/{}/status", self.pid());
        self.wait_until("the signal caught", || {
            let text = std::fs::read_to_string(&status).unwrap_or_default();
            let mask = text.lines().find_map(|l| l.strip_prefix("SigCgt:")).unwrap_or("0").trim();
            u64::from_str_radix(mask, 16).is_ok_and(|m| m >> (signal - 1) & 1 == 1)
        });
    }

    pub fn pid(&self) -> i32 {
        self.child.id() as i32
    }

    /// Waits for a line of standard error that `wanted` accepts; panics past [`BOUND`] or
    /// when standard error ends first.
    pub fn wait_for_line(&mut self, wanted: impl Fn(&str) -> bool) -> String {
        let end = Instant::now() + BOUND;
        loop {
            let left = end.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    self.stderr.push(line.clone());
                    if wanted(&line) {
                        return line;
                    }
                }
                Err(e) => panic!("no such line ({e:?}); standard error so far: {:?}", self.stderr),
            }
        }
    }

    /// Waits until `ready` holds, or panics past [`BOUND`] or when the process ends first.
    pub fn wait_until(&mut self, what: &str, ready: impl Fn() -> bool) {
        let child = &mut self.child;
        let (mut met, mut ended) = (false, None);
        nqueens::testing::wait_for(BOUND, || {
            met = ready();
            ended = if met { None } else { child.try_wait().ok().flatten() };
            met || ended.is_some()
        });
        if let Some(status) = ended {
            panic!("ended ({status}) before {what}; standard error: {:?}", self.drain());
        }
        assert!(met, "{what}: not within {BOUND:?}");
    }

    pub fn signal(&self, signal: i32) {
        // SAFETY: kill(2) with the id of a child this test started and has not reaped.
        let sent = unsafe { libc::kill(self.pid(), signal) };
        assert_eq!(sent, 0, "kill failed");
    }

    /// Waits for the process to end (killing it past [`BOUND`], which fails the test).
    pub fn wait(mut self) -> Ended {
        let child = &mut self.child;
        let mut status = None;
        if !nqueens::testing::wait_for(BOUND, || {
            status = child.try_wait().unwrap();
            status.is_some()
        }) {
            let _ = self.child.kill();
            let _ = self.child.wait();
            panic!("still running after {BOUND:?}; standard error: {:?}", self.drain());
        }
        let status = status.expect("ended");
        let stderr = self.drain().join("\n");
        self.reader.join().unwrap();
        let stdout = String::from_utf8_lossy(&self.stdout.lock().unwrap()).into_owned();
        Ended { status, stdout, stderr }
    }

    /// Every line of standard error read so far and still to come (the process has ended
    /// or is being given up on).
    fn drain(&mut self) -> Vec<String> {
        while let Ok(line) = self.lines.recv_timeout(Duration::from_secs(2)) {
            self.stderr.push(line);
        }
        self.stderr.clone()
    }
}

/// Runs a command to its end.
pub fn run(command: Command) -> Ended {
    Running::start(command).wait()
}

/// The files of `dir` other than `keep`: what a run left beside its output.
pub fn others(dir: &Path, keep: &Path) -> Vec<PathBuf> {
    let mut found: Vec<PathBuf> =
        std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().path()).filter(|p| p != keep).collect();
    found.sort();
    found
}

/// A hold on the counts a test starts (`NQUEENS_TEST_HOLD`, src/cli/test_hold.rs): while it
/// stands, every worker of a count that finishes a job waits, so the count cannot end on
/// its own however fast the machine is; a signal or [`Hold::release`] lets it go on.
pub struct Hold {
    _dir: tempfile::TempDir,
    file: PathBuf,
}

impl Hold {
    pub fn new() -> Hold {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("hold");
        std::fs::write(&file, "").unwrap();
        Hold { _dir: dir, file }
    }

    /// `command`, held once it has counted `after` jobs in this run.
    pub fn on(&self, mut command: Command, after: usize) -> Command {
        command.env("NQUEENS_TEST_HOLD", &self.file).env("NQUEENS_TEST_HOLD_AFTER", after.to_string());
        command
    }

    /// Whether a held run has reached the hold (`puzzle` marks it beside the hold's file).
    pub fn reached(&self) -> bool {
        self.file.with_extension("reached").exists()
    }

    /// Lets every held count go on to its end.
    pub fn release(&self) {
        std::fs::remove_file(&self.file).unwrap();
    }
}
