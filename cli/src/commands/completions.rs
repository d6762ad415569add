//! `urlbnf completions SHELL` and `urlbnf man`: generated from the same
//! definition as the parser, so they never drift from it.

use std::io::{self, Write};

use super::Status;

/// Print a completion script for SHELL on stdout (for instance
/// `urlbnf completions bash > /etc/bash_completion.d/urlbnf`).
#[derive(clap::Args)]
pub(crate) struct Args {
    /// The shell to complete for.
    #[arg(value_enum)]
    shell: clap_complete::Shell,
}

/// Print the manual page (roff) on stdout (for instance
/// `urlbnf man > urlbnf.1; man ./urlbnf.1`).
#[derive(clap::Args)]
pub(crate) struct ManArgs {}

/// `command` is the whole command line interface, from `main`.
pub(crate) fn run(args: Args, mut command: clap::Command) -> Status {
    let mut out = io::stdout().lock();
    clap_complete::generate(args.shell, &mut command, "urlbnf", &mut out);
    Status::after(out.flush(), true)
}

pub(crate) fn man(_: ManArgs, command: clap::Command) -> Status {
    let mut out = io::stdout().lock();
    let result = clap_mangen::Man::new(command).render(&mut out);
    Status::after(result.and_then(|()| out.flush()), true)
}
