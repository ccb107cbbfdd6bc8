//! `nqueens`: with no arguments the desktop app, with a subcommand the headless tool.
mod cli;

fn main() -> std::process::ExitCode {
    cli::main()
}
