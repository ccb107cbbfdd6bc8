//! Whether standard output was open when the process started.
//!
//! Rust's runtime opens /dev/null on a closed standard output before `main`, so that
//! writes then vanish without an error: `nqueens solve 8 >&-` would lose its result and
//! exit 0. The descriptor is looked at before that, by a function the loader runs.

use std::sync::atomic::{AtomicBool, Ordering};

static CLOSED_AT_START: AtomicBool = AtomicBool::new(false);

#[cfg(target_os = "linux")]
#[used]
// SAFETY: an entry of .init_array is a function the loader calls once, before `main`, with
// (argc, argv, envp), which a function of no arguments may ignore under the C convention.
#[unsafe(link_section = ".init_array")]
static LOOK_AT_START: extern "C" fn() = look;

#[cfg(target_os = "linux")]
extern "C" fn look() {
    // SAFETY: F_GETFD only reads the descriptor's flags; a closed one gives -1 (EBADF).
    let open = unsafe { libc::fcntl(libc::STDOUT_FILENO, libc::F_GETFD) } != -1;
    CLOSED_AT_START.store(!open, Ordering::Relaxed);
}

/// Whether the process started with standard output closed (`>&-`).
pub fn closed_at_start() -> bool {
    CLOSED_AT_START.load(Ordering::Relaxed)
}
