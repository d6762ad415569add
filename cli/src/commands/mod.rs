//! The subcommands of the `urlbnf` command, one module each, and what they
//! share: the grammar and colour options, where input lines come from, and
//! the exit status.

use std::io::{self, IsTerminal};
use std::process::ExitCode;

use clap::ValueEnum;
use urlbnf::{Grammar, Style};

pub(crate) mod check;
pub(crate) mod completions;
pub(crate) mod config;
pub(crate) mod explain;
pub(crate) mod input;
mod json;
mod output;
pub(crate) mod resolve;
pub(crate) mod scan;
mod stream;

/// Reports are wrapped at this width, so that output is the same everywhere.
pub(crate) const WIDTH: usize = 80;

/// How a subcommand ended: the process's exit status.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Status {
    /// Every input passed.
    Success,
    /// Some input did not (invalid, unresolvable, or a denied warning).
    Failure,
    /// A usage or input/output error.
    Error,
}

impl Status {
    /// `Success` if every input passed, `Failure` otherwise.
    pub(crate) fn passed(all: bool) -> Status {
        if all {
            Status::Success
        } else {
            Status::Failure
        }
    }

    /// The status of a run that wrote its reports with `result`: a broken
    /// pipe (the reader, `head` say, has seen enough) ends the run quietly
    /// with the status of what was written; another error is reported.
    pub(crate) fn after(result: io::Result<()>, all_passed: bool) -> Status {
        match result {
            Ok(()) => Status::passed(all_passed),
            Err(e) if e.kind() == io::ErrorKind::BrokenPipe => Status::passed(all_passed),
            Err(e) => {
                eprintln!("urlbnf: {e}");
                Status::Error
            }
        }
    }
}

impl From<Status> for ExitCode {
    fn from(s: Status) -> ExitCode {
        ExitCode::from(match s {
            Status::Success => 0,
            Status::Failure => 1,
            Status::Error => 2,
        })
    }
}

/// `--reference` with `grammar`: an error on stderr and `Status::Error`
/// when the grammar has no relative references, naming those that do.
pub(crate) fn check_reference(reference: bool, grammar: Grammar) -> Result<(), Status> {
    if !reference || grammar.has_references() {
        return Ok(());
    }
    let with: Vec<&str> = Grammar::ALL
        .iter()
        .filter(|g| g.has_references())
        .map(|g| g.name())
        .collect();
    eprintln!(
        "error: --reference needs a grammar with relative references ({}): the URLs of {} are all absolute",
        with.join(", "),
        grammar.title()
    );
    Err(Status::Error)
}

/// `--grammar`: one of the library's grammars by its name, the choices
/// read from `Grammar::ALL`.
pub(crate) fn grammar_arg() -> impl clap::builder::TypedValueParser<Value = Grammar> {
    use clap::builder::TypedValueParser as _;
    clap::builder::PossibleValuesParser::new(Grammar::ALL.iter().map(|g| g.name()))
        .map(|name| name.parse::<Grammar>().unwrap_or_default())
}

/// `--color`: whether reports are coloured.
#[derive(Clone, Copy, Default, ValueEnum)]
pub(crate) enum ColorArg {
    /// Colour when stdout is a terminal, unless `NO_COLOR` is set (to
    /// anything but the empty string); `CLICOLOR_FORCE` (set, not `0`)
    /// colours a pipe too.
    #[default]
    Auto,
    Always,
    Never,
}

impl ColorArg {
    /// The report style this choice gives in this environment.
    pub(crate) fn style(self) -> Style {
        let set = |name: &str| std::env::var_os(name).is_some_and(|v| !v.is_empty());
        let color = match self {
            ColorArg::Always => true,
            ColorArg::Never => false,
            ColorArg::Auto => {
                // no-color.org: a user's NO_COLOR wins over the terminal;
                // CLICOLOR_FORCE (bixense.com/clicolors) asks for colour
                // into a pipe.
                !set("NO_COLOR")
                    && (io::stdout().is_terminal()
                        || (set("CLICOLOR_FORCE")
                            && std::env::var_os("CLICOLOR_FORCE").is_some_and(|v| v != "0")))
            }
        };
        if color { Style::Color } else { Style::Unicode }
    }
}

/// The input as a header line shows it: escaped, and cut if long.
pub(crate) fn headline(text: &str) -> String {
    let shown = urlbnf::report::printable(text);
    match shown.char_indices().nth(120) {
        Some((k, _)) => format!("{}[...]", &shown[..k]),
        None => shown,
    }
}
