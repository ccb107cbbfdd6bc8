//! Windows only: the console of the terminal `nqueens.exe` was started from.
//!
//! The Windows program is built for the GUI subsystem (see `src/main.rs`), so that starting
//! the app from Explorer opens no console window beside it. Such a program gets no console
//! of its own: without this, `nqueens count 12` typed in a terminal would print nothing.
//! At start it therefore attaches to its parent's console, when the parent has one (a
//! terminal); started from Explorer there is none and nothing changes.

use std::sync::atomic::{AtomicBool, Ordering};
use windows_sys::Win32::Foundation::{HANDLE, INVALID_HANDLE_VALUE};
use windows_sys::Win32::System::Console::{
    ATTACH_PARENT_PROCESS, AttachConsole, GetStdHandle, STD_ERROR_HANDLE, STD_HANDLE, STD_INPUT_HANDLE,
    STD_OUTPUT_HANDLE, SetStdHandle,
};

/// Whether the program may print where a person sees it: it has a console, or its output
/// goes to a file or a pipe.
static HAS_OUTPUT: AtomicBool = AtomicBool::new(false);

const STREAMS: [STD_HANDLE; 3] = [STD_INPUT_HANDLE, STD_OUTPUT_HANDLE, STD_ERROR_HANDLE];

/// Takes the parent's console for standard input, output and error, keeping any of them that
/// the parent redirected (`nqueens count 12 > out.json`, or a pipe). Call once, first thing.
pub fn attach_parent() {
    let usable = |h: HANDLE| !h.is_null() && h != INVALID_HANDLE_VALUE;
    // SAFETY: GetStdHandle only reads this process's table of standard handles; any id in
    // STREAMS is valid, and a missing handle comes back null or INVALID_HANDLE_VALUE.
    let inherited = STREAMS.map(|id| unsafe { GetStdHandle(id) });
    // SAFETY: AttachConsole takes no pointers; it fails harmlessly (returns 0) when the
    // parent has no console or this process already has one.
    let attached = unsafe { AttachConsole(ATTACH_PARENT_PROCESS) } != 0;
    if attached {
        // Attaching may point the standard handles at the console; put back the ones the
        // parent gave us, so that redirection keeps working.
        for (id, handle) in STREAMS.into_iter().zip(inherited) {
            if usable(handle) {
                // SAFETY: `handle` is the process's own standard handle from above, still
                // open (nothing closed it), and `id` names a standard stream.
                unsafe { SetStdHandle(id, handle) };
            }
        }
    }
    HAS_OUTPUT.store(attached || usable(inherited[2]), Ordering::Relaxed);
}

/// False when nothing the program prints on standard error can be seen (started from
/// Explorer, or a shortcut): errors must then be shown in a window.
pub fn has_output() -> bool {
    HAS_OUTPUT.load(Ordering::Relaxed)
}
