//! Ctrl-C (SIGINT), SIGTERM and SIGHUP: each stops a command the same way, cleanly.
//!
//! Until a command has begun its work there is nothing to keep, and a signal ends the
//! process at once with a line on standard error. From then on ([`stoppable`]) a signal
//! raises the command's cancel flag: the work stops, the output is closed, the checkpoint
//! saved, and the command ends with exit code 128 + the signal's number (130, 143, 129).
//! A second Ctrl-C ends the process at once, for a person who will not wait; but once the
//! command saves on a stop ([`saves_on_stop`]: an open-ended `solve --out`, a count's
//! checkpoint), the second only says the save goes on and a third ends it, saying so. A
//! temporary file being written ([`writing_temporary`]), or a set's written aside
//! ([`SetAside`]), is removed on such an end, so none outlives the process; while a set's
//! files are renamed in, a signal waits for the renames, so a set is never half replaced.
//!
//! On Windows the console's Ctrl-C and Ctrl-Break do the same (exit codes 130 and 149);
//! closing the console window ends the process at once, as Windows allows no more.

use super::CliError;
use nqueens::control::CancelFlag;
#[cfg(windows)]
use signal_hook::consts::SIGBREAK;
use signal_hook::consts::SIGINT;
#[cfg(unix)]
use signal_hook::consts::{SIGHUP, SIGTERM};
use std::path::Path;
use std::sync::LazyLock;
use std::sync::atomic::{AtomicBool, AtomicI32, AtomicPtr, AtomicU32, Ordering};

/// The first signal that came; 0 before any.
static RECEIVED: AtomicI32 = AtomicI32::new(0);
/// Whether the command stops cleanly on [`cancel_flag`] (see [`stoppable`]).
static STOPPABLE: AtomicBool = AtomicBool::new(false);
/// Signals received so far.
static COUNT: AtomicU32 = AtomicU32::new(0);
/// Whether what follows a first signal is a save that a second must not abandon.
static SAVES: AtomicBool = AtomicBool::new(false);
/// The temporary file being written, as a C string, or null: removed if a signal ends the
/// process at once. Strings put here are never freed (see [`writing_temporary`]).
static TEMPORARY: AtomicPtr<std::ffi::c_char> = AtomicPtr::new(std::ptr::null_mut());
/// The temporary files of a set being written aside ([`SetAside`]), or null: each removed
/// if a signal ends the process at once. Leaked, like the strings in it.
static SET: AtomicPtr<Slots> = AtomicPtr::new(std::ptr::null_mut());
/// Whether a set's files are being renamed in: a signal that would end the process at once
/// waits for the renames (a few milliseconds), lest the set be left half old, half new.
static RENAMING: AtomicBool = AtomicBool::new(false);
/// A signal that came while [`RENAMING`] and would have ended the process: 0 if none.
static HELD: AtomicI32 = AtomicI32::new(0);
/// The flag a signal raises.
static CANCEL: LazyLock<CancelFlag> = LazyLock::new(CancelFlag::new);

/// Catches the signals from now on.
#[cfg(unix)]
pub fn catch() -> Result<(), CliError> {
    for signal in [SIGINT, SIGTERM, SIGHUP] {
        let cancel = cancel_flag();
        // SAFETY: the action is async-signal-safe: it loads and stores lock-free atomics,
        // writes a static string with write(2) and may end the process with _exit(2); it
        // allocates nothing and takes no lock (`cancel` was made before, and raising it is
        // one atomic store).
        let registered =
            unsafe { signal_hook::low_level::register(signal, move || on_signal(signal, &cancel)) };
        registered.map_err(|e| CliError::Usage(format!("cannot catch {}: {e}", name(signal))))?;
    }
    Ok(())
}

/// Catches Ctrl-C and Ctrl-Break from now on, with the console's own handler: Windows runs
/// it on a thread of its own, so it has none of a Unix signal handler's limits. (Not through
/// the C runtime's `signal()`, as signal-hook does there: it asks msvcrt for the current
/// handler with `SIG_GET`, which Wine's msvcrt installed as a handler, and the first Ctrl-C
/// jumped to address 2.)
#[cfg(windows)]
pub fn catch() -> Result<(), CliError> {
    use windows_sys::Win32::System::Console::SetConsoleCtrlHandler;
    // SAFETY: `on_console_event` is a function of the right signature that lives as long as
    // the program; SetConsoleCtrlHandler takes no other pointer.
    if unsafe { SetConsoleCtrlHandler(Some(on_console_event), 1) } == 0 {
        let e = std::io::Error::last_os_error();
        return Err(CliError::Usage(format!("cannot catch Ctrl-C: {e}")));
    }
    Ok(())
}

/// The console's handler: Ctrl-C and Ctrl-Break are handled (TRUE); anything else (the
/// window closed, log-off, shutdown) goes to the next handler, which ends the process.
#[cfg(windows)]
unsafe extern "system" fn on_console_event(event: u32) -> windows_sys::core::BOOL {
    use windows_sys::Win32::System::Console::{CTRL_BREAK_EVENT, CTRL_C_EVENT};
    let signal = match event {
        CTRL_C_EVENT => SIGINT,
        CTRL_BREAK_EVENT => SIGBREAK,
        _ => return 0,
    };
    on_signal(signal, &CANCEL);
    1
}

/// What a signal does (in the signal handler: see the safety note in [`catch`]).
fn on_signal(signal: i32, cancel: &CancelFlag) {
    let first = RECEIVED.compare_exchange(0, signal, Ordering::SeqCst, Ordering::SeqCst).is_ok();
    let count = COUNT.fetch_add(1, Ordering::SeqCst) + 1;
    if RENAMING.load(Ordering::SeqCst) {
        // Ended after the renames (see `SetAside::renaming`), whatever the signal.
        cancel.cancel();
        let _ = HELD.compare_exchange(0, signal, Ordering::SeqCst, Ordering::SeqCst);
        return;
    }
    if !STOPPABLE.load(Ordering::SeqCst) {
        remove_temporary();
        say(match signal {
            SIGINT => b"nqueens: stopped by Ctrl-C (SIGINT) before the work began\n",
            #[cfg(unix)]
            SIGTERM => b"nqueens: stopped by SIGTERM before the work began\n",
            #[cfg(unix)]
            _ => b"nqueens: stopped by SIGHUP before the work began\n",
            #[cfg(windows)]
            _ => b"nqueens: stopped by Ctrl-Break before the work began\n",
        });
        signal_hook::low_level::exit(128 + signal);
    }
    if first {
        cancel.cancel();
    } else if signal == SIGINT {
        let saves = SAVES.load(Ordering::SeqCst);
        if saves && count == 2 {
            say(b"nqueens: saving what was done first; a third Ctrl-C abandons the save\n");
            return;
        }
        remove_temporary();
        say(if saves {
            b"nqueens: the save was abandoned at a third Ctrl-C: what it was replacing is as it was\n"
        } else {
            b"nqueens: stopped at once by a second Ctrl-C\n"
        });
        signal_hook::low_level::exit(128 + SIGINT);
    }
}

/// Removes the temporary files being written, if any (in the signal handler).
fn remove_temporary() {
    unlink(TEMPORARY.swap(std::ptr::null_mut(), Ordering::SeqCst));
    let set = SET.load(Ordering::SeqCst);
    if !set.is_null() {
        // SAFETY: `set` was leaked in `SetAside::new` and is never freed, so it is valid.
        let slots = unsafe { &*set };
        for slot in &slots.0 {
            unlink(slot.swap(std::ptr::null_mut(), Ordering::SeqCst));
        }
    }
}

/// Removes the file at `path`, a NUL-terminated string never freed, if not null.
fn unlink(path: *mut std::ffi::c_char) {
    if !path.is_null() {
        #[cfg(unix)]
        // SAFETY: unlink(2) is async-signal-safe; `path` points to a NUL-terminated string
        // that is never freed (leaked in `leaked_c_path`), so it is valid here.
        unsafe {
            libc::unlink(path);
        }
    }
}

/// `path` as a C string that is never freed, for the handler to read at any moment; null
/// for `None`. A command writes a few files (or a set's pages), so this costs little.
fn leaked_c_path(path: Option<&Path>) -> *mut std::ffi::c_char {
    let raw = path.and_then(|p| {
        #[cfg(unix)]
        let bytes = std::os::unix::ffi::OsStrExt::as_bytes(p.as_os_str()).to_vec();
        #[cfg(not(unix))]
        let bytes = p.to_string_lossy().into_owned().into_bytes();
        std::ffi::CString::new(bytes).ok().map(|c| c.into_raw())
    });
    raw.unwrap_or(std::ptr::null_mut())
}

/// One slot a file of a set, each the temporary file's path or null.
struct Slots(Box<[AtomicPtr<std::ffi::c_char>]>);

/// Tells the handler about a set of files being written aside and renamed in
/// ([`nqueens::place_file::write_set`]): a signal that ends the process at once removes
/// what was written aside, and one that comes during the renames waits for them.
pub struct SetAside;

impl SetAside {
    /// For a set of `files` files.
    pub fn new(files: usize) -> SetAside {
        let slots = Slots((0..files).map(|_| AtomicPtr::new(std::ptr::null_mut())).collect());
        // Leaked on purpose, as the paths are: the handler may read it at any moment.
        SET.store(Box::into_raw(Box::new(slots)), Ordering::SeqCst);
        SetAside
    }

    /// The signal that came during the renames and would have ended the process, if any.
    pub fn held() -> Option<&'static str> {
        match HELD.load(Ordering::SeqCst) {
            0 => None,
            signal => Some(name(signal)),
        }
    }
}

impl nqueens::place_file::SetWatch for SetAside {
    fn aside(&mut self, index: usize, path: Option<&Path>) {
        let set = SET.load(Ordering::SeqCst);
        // SAFETY: `set` was leaked in `SetAside::new` and is never freed.
        if let Some(slot) = unsafe { set.as_ref() }.and_then(|slots| slots.0.get(index)) {
            slot.store(leaked_c_path(path), Ordering::SeqCst);
        }
    }

    fn renaming(&mut self, on: bool) {
        RENAMING.store(on, Ordering::SeqCst);
    }
}

/// From now on the work that follows a first signal is a save: a second Ctrl-C does not
/// abandon it (a third does).
pub fn saves_on_stop() {
    SAVES.store(true, Ordering::SeqCst);
}

/// Tells the handler which temporary file is being written (`None`: none now), to remove
/// if a signal ends the process at once. For [`nqueens::place_file::write_noting`].
pub fn writing_temporary(path: Option<&Path>) {
    TEMPORARY.store(leaked_c_path(path), Ordering::SeqCst);
}

/// Writes to standard error from a signal handler.
#[cfg(unix)]
fn say(text: &'static [u8]) {
    // SAFETY: write(2) is async-signal-safe, and the pointer and length are those of a
    // static byte string. A failed or short write is nothing to act on here.
    unsafe {
        libc::write(libc::STDERR_FILENO, text.as_ptr().cast(), text.len());
    }
}

/// Writes to standard error from the console's handler thread, where anything goes (and the
/// C runtime's descriptor 2 may not be the console a GUI-subsystem program attached to).
#[cfg(windows)]
fn say(text: &'static [u8]) {
    use std::io::Write;
    let _ = std::io::stderr().write_all(text);
}

/// The cancel flag the signals raise, for the command's work.
pub fn cancel_flag() -> CancelFlag {
    CANCEL.clone()
}

/// From now on a signal stops the work through the cancel flag instead of ending the
/// process: the command has something to close or keep, and looks at the flag often.
pub fn stoppable() {
    STOPPABLE.store(true, Ordering::SeqCst);
}

/// Whether a signal came.
pub fn received() -> bool {
    RECEIVED.load(Ordering::SeqCst) != 0
}

/// The signal that stopped the command, as a person knows it: `Ctrl-C (SIGINT)`.
pub fn stopped_by() -> &'static str {
    name(RECEIVED.load(Ordering::SeqCst))
}

fn name(signal: i32) -> &'static str {
    match signal {
        #[cfg(unix)]
        SIGTERM => "SIGTERM",
        #[cfg(unix)]
        SIGHUP => "SIGHUP",
        #[cfg(windows)]
        SIGBREAK => "Ctrl-Break",
        _ => "Ctrl-C (SIGINT)",
    }
}

/// The exit code of a command a signal stopped: 128 + the signal's number, as a shell
/// reports a process the signal ended.
pub fn exit_code() -> u8 {
    match RECEIVED.load(Ordering::SeqCst) {
        0 => 128 + SIGINT as u8,
        signal => 128 + signal as u8,
    }
}
