//! The `urlbnf` command: check URLs from arguments, files or stdin, for
//! people (miette reports) or scripts (one JSON object per input), explain
//! a URL's derivation, resolve partial forms, find URLs in text, and serve
//! editors as a Language Server. One module per subcommand under
//! `commands/`; the server under `lsp/`.

use std::process::ExitCode;

use clap::{CommandFactory, Parser, Subcommand};

mod commands;
mod lsp;

use commands::{check, completions, explain, resolve, scan};

#[derive(Parser)]
#[command(
    name = "urlbnf",
    version,
    about = "Strict URL validation by the BNF of RFC 1738 and RFC 1630, with precise diagnostics",
    long_about = "Strict URL validation by the BNF of RFC 1738 (section 5) and RFC 1630 (both \
                  BNF sections), with diagnostics that say what is wrong, where, and how to fix it.\n\n\
                  Exit status: 0 when every input is valid, 1 when one is not (or, with \
                  --deny-warnings, draws a warning), 2 on a usage or input/output error."
)]
pub(crate) struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    Check(check::Args),
    Explain(explain::Args),
    Resolve(resolve::Args),
    Scan(scan::Args),
    Lsp(lsp::Args),
    Completions(completions::Args),
    Man(completions::ManArgs),
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            let _ = e.print();
            return ExitCode::from(if e.use_stderr() { 2 } else { 0 });
        }
    };
    match cli.command {
        Command::Check(args) => check::run(args).into(),
        Command::Explain(args) => explain::run(args).into(),
        Command::Resolve(args) => resolve::run(args).into(),
        Command::Scan(args) => ExitCode::from(scan::run(args)),
        Command::Lsp(args) => lsp::run(args),
        Command::Completions(args) => completions::run(args, Cli::command()).into(),
        Command::Man(args) => completions::man(args, Cli::command()).into(),
    }
}
