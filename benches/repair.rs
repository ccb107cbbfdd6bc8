//! Completing a 1,000,000-wide board around many fixed queens: a known solution (the
//! construction's) with every k-th row fixed, and the rest left for the repair search to
//! place. Prints the median of ROUNDS runs for each share fixed, alone and then beside a
//! memory-heavy program (a child process writing at random all over 1 GiB), each share's
//! two medians from the same rounds, interleaved so the machine's noise weighs on both.
//!
//! A second table says where the time goes: per run of `complete`, the CPU time it got
//! (against the wall clock: the rest is waiting for a core), its page faults and the times
//! it was descheduled (from getrusage), and one start of the repair alone (`repair_once`)
//! with its phases: the greedy placement's time, the chains it ran and the rows they
//! moved, the queens left attacked, and the swaps that followed.
//!
//! `cargo bench --bench repair [-- N ROUNDS]` (default 1000000 5)

use nqueens::board::{Problem, Queen, is_solution};
use nqueens::control::{CancelFlag, Control, Progress};
use nqueens::stream::{Found, Options};
use nqueens::wide::{RepairCounts, complete, construct, repair_once};
use std::process::{Child, Command};
use std::time::{Duration, Instant};

/// What getrusage says of this process so far.
#[derive(Clone, Copy, Default)]
struct Usage {
    cpu: Duration,
    minor_faults: i64,
    major_faults: i64,
    descheduled: i64,
}

#[cfg(unix)]
fn usage() -> Usage {
    // SAFETY: getrusage only writes the struct it is given, which is zeroed and ours.
    let mut u: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: as above; RUSAGE_SELF is always a valid target.
    unsafe { libc::getrusage(libc::RUSAGE_SELF, &mut u) };
    let time = |t: libc::timeval| Duration::new(t.tv_sec as u64, t.tv_usec as u32 * 1000);
    Usage {
        cpu: time(u.ru_utime) + time(u.ru_stime),
        minor_faults: u.ru_minflt,
        major_faults: u.ru_majflt,
        descheduled: u.ru_nivcsw,
    }
}

#[cfg(not(unix))]
fn usage() -> Usage {
    Usage::default()
}

/// One completion of `problem`: its wall time and what getrusage saw during it.
fn complete_once(problem: &Problem) -> (Duration, Usage) {
    let mut found = None;
    let options = Options { limit: Some(1), ..Options::default() };
    let before = usage();
    let start = Instant::now();
    complete(problem, &options, &Progress::new(), &CancelFlag::new(), &mut |s: Found<'_>| {
        found = Some(s.cols.to_vec());
        Control::Continue
    });
    let took = start.elapsed();
    let after = usage();
    let cols = found.expect("a board fixed from a solution has a completion");
    assert!(is_solution(problem.n(), &cols) && problem.keeps_fixed(&cols));
    let spent = Usage {
        cpu: after.cpu - before.cpu,
        minor_faults: after.minor_faults - before.minor_faults,
        major_faults: after.major_faults - before.major_faults,
        descheduled: after.descheduled - before.descheduled,
    };
    (took, spent)
}

/// Writes at random all over 1 GiB until killed: another program's cache misses and page
/// traffic, as a browser or a build beside the app would cause.
fn thrash() -> ! {
    let mut memory = vec![1u64; 1 << 27];
    let mut x = 0x9E37_79B9_7F4A_7C15u64;
    loop {
        for _ in 0..1 << 20 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let i = (x as usize) & (memory.len() - 1);
            memory[i] = memory[i].wrapping_add(x);
        }
        std::hint::black_box(&memory);
    }
}

/// The writer, in a session of its own: with the scheduler's autogroups (Linux's default
/// for desktops) a child in this bench's session would share its CPU time, and any
/// completion beside it took twice as long on a busy machine, the 0.02 s construction too.
fn thrasher() -> Child {
    let mut command = Command::new(std::env::current_exe().expect("this bench's path"));
    command.arg("--thrash");
    #[cfg(unix)]
    {
        use std::os::unix::process::CommandExt;
        // SAFETY: between fork and exec the closure only calls setsid, which is
        // async-signal-safe, touches no memory of ours and cannot fail in a fresh child
        // (it is never a process group leader).
        unsafe {
            command.pre_exec(|| {
                libc::setsid();
                Ok(())
            });
        }
    }
    command.spawn().expect("a second copy of this bench to thrash memory")
}

/// The run of median wall time, with what getrusage saw during it.
fn median(mut runs: Vec<(Duration, Usage)>) -> (Duration, Usage) {
    runs.sort_by_key(|r| r.0);
    runs[runs.len() / 2]
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).filter(|a| a != "--bench").collect();
    if args.first().map(String::as_str) == Some("--thrash") {
        thrash();
    }
    let n: usize = args.first().and_then(|a| a.parse().ok()).unwrap_or(1_000_000);
    let rounds: usize = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(5);
    let solution = construct(n).expect("the construction covers every n ≥ 4");
    println!("n = {n}, median of {rounds} rounds (fixed: every k-th row of a known solution)");
    println!();
    let mut accounts = Vec::new();
    println!("| fixed | share | alone | beside 1 GiB of random writes | ÷ alone |");
    println!("|---|---|---|---|---|");
    // k = 0: no fixed queen, the construction alone.
    for k in [0, 100, 10, 3, 2] {
        let fixed: Vec<Queen> = match k {
            0 => Vec::new(),
            k => (0..n).step_by(k).map(|r| Queen::new(r, solution[r] as usize)).collect(),
        };
        let share = fixed.len() as f64 / n as f64;
        let problem = Problem::wide(n, fixed).expect("queens of a solution never attack each other");
        let (mut alone, mut beside) = (Vec::new(), Vec::new());
        for _ in 0..rounds {
            alone.push(complete_once(&problem));
            let mut other = thrasher();
            // Let it fill its gigabyte before the clock starts.
            std::thread::sleep(Duration::from_millis(500));
            beside.push(complete_once(&problem));
            other.kill().ok();
            other.wait().ok();
        }
        let (alone, beside) = (median(alone), median(beside));
        println!(
            "| {} | {:.0}% | {:.3} s | {:.3} s | {:.2} |",
            problem.fixed().len(),
            share * 100.0,
            alone.0.as_secs_f64(),
            beside.0.as_secs_f64(),
            beside.0.as_secs_f64() / alone.0.as_secs_f64()
        );
        let start = Instant::now();
        let (found, counts) = repair_once(&problem, 1);
        let took = start.elapsed();
        let cols = found.expect("one start of the repair completes a board fixed from a solution");
        assert!(is_solution(n, &cols) && problem.keeps_fixed(&cols));
        accounts.push((share, alone.1, beside.1, took, counts));
    }
    println!();
    println!("Where the time goes (the median runs above; then one start of the repair alone):");
    println!();
    println!(
        "| share | CPU alone | CPU beside | faults alone / beside | descheduled alone / beside \
         | repair alone | greedy | chains | rows moved | attacked after greedy | swaps made / tried |"
    );
    println!("|---|---|---|---|---|---|---|---|---|---|---|");
    for (share, alone, beside, took, c) in accounts {
        let RepairCounts {
            greedy, chains, chain_moves, attacked_after_greedy, swaps_tried, swaps_made, ..
        } = c;
        println!(
            "| {:.0}% | {:.3} s | {:.3} s | {} + {} / {} + {} | {} / {} | {:.3} s | {:.3} s | {chains} | {chain_moves} \
             | {attacked_after_greedy} | {swaps_made} / {swaps_tried} |",
            share * 100.0,
            alone.cpu.as_secs_f64(),
            beside.cpu.as_secs_f64(),
            alone.minor_faults,
            alone.major_faults,
            beside.minor_faults,
            beside.major_faults,
            alone.descheduled,
            beside.descheduled,
            took.as_secs_f64(),
            greedy.as_secs_f64(),
        );
    }
}
