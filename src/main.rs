//! `nqueens`: with no arguments the desktop app, with a subcommand the headless tool.
//!
//! On Windows the program is built for the GUI subsystem, so that the app started from
//! Explorer opens no console window; from a terminal it takes the terminal's console for
//! its output (`cli::console`). A second, console-only `.exe` would have meant two programs
//! to ship and keep in step, for one difference: a terminal that starts a GUI-subsystem
//! program does not wait for it (see the README's Windows section).
#![cfg_attr(all(windows, feature = "gui"), windows_subsystem = "windows")]
mod cli;

fn main() -> std::process::ExitCode {
    #[cfg(all(windows, feature = "gui"))]
    cli::console::attach_parent();
    cli::main()
}
