//! `urlbnf check`: one verdict per input, as a report for people or a JSON
//! record for scripts, each naming its input line.

use std::io::{self, IsTerminal, Write};

use urlbnf::Grammar;

use super::input::{Inputs, Source, sources};
use super::output::{Format, Output, Settings, SourceLabel, Tally};
use super::{ColorArg, Status, check_reference, grammar_arg, stream};

/// Check URLs given as arguments, read from files, or one per line on stdin
/// (no URL and no file, or `-`).
///
/// Each report names its input: `<stdin>:42` or `FILE:42` in the human
/// header, `source` and `input_line` in JSON (`line` and `column` of an
/// error are positions inside the URL). Output appears line by line when
/// the input comes slowly (a terminal, `tail -f`), in blocks when it is
/// plentiful.
#[derive(clap::Args)]
#[command(
    after_help = "Exit status: 0 when every URL is valid, 1 when one is not \
                        (or, with --deny-warnings, draws a warning), 2 on a usage or I/O error."
)]
pub(crate) struct Args {
    /// The grammar to check against.
    #[arg(long, value_parser = grammar_arg(), default_value_t = Grammar::default())]
    grammar: Grammar,
    /// Check references instead of URLs: a URL, or a relative reference
    /// such as `../a?b#c` (RFC 3986's `URI-reference`, RFC 3987's
    /// `IRI-reference`, RFC 1630's partial forms).
    #[arg(long)]
    reference: bool,
    /// Output format: human-readable reports, or one JSON object per input.
    #[arg(long, value_enum, default_value_t = Format::Human)]
    format: Format,
    /// Count warnings (valid but risky URLs) as failures for the exit status.
    #[arg(long)]
    deny_warnings: bool,
    /// Print nothing for a valid URL without warnings.
    #[arg(short, long)]
    quiet: bool,
    /// Print `N checked, N invalid, N with warnings` on stderr at the end
    /// (the default when stderr is a terminal).
    #[arg(long, overrides_with = "no_summary")]
    summary: bool,
    /// Print no summary, even to a terminal.
    #[arg(long)]
    no_summary: bool,
    /// Colour the reports: `auto` colours a terminal unless NO_COLOR is set,
    /// and a pipe if CLICOLOR_FORCE is set.
    #[arg(long, value_enum, value_name = "WHEN", default_value_t = ColorArg::Auto)]
    color: ColorArg,
    #[command(flatten)]
    inputs: Inputs,
    /// URLs to check; `-` reads stdin (after the other URLs).
    urls: Vec<String>,
}

pub(crate) fn run(args: Args) -> Status {
    if let Err(status) = check_reference(args.reference, args.grammar) {
        return status;
    }
    let settings = Settings {
        format: args.format,
        grammar: args.grammar,
        reference: args.reference,
        style: args.color.style(),
        deny_warnings: args.deny_warnings,
        quiet: args.quiet,
        skip_comments: args.inputs.skip_comments,
    };
    let summary = if args.summary {
        true
    } else if args.no_summary {
        false
    } else {
        io::stderr().is_terminal()
    };
    let stdout = io::stdout();
    let mut out = io::BufWriter::with_capacity(1 << 16, stdout.lock());
    let mut tally = Tally::default();
    let result = check_all(settings, &args, &mut out, &mut tally).and_then(|()| out.flush());
    let broken = result
        .as_ref()
        .is_err_and(|e| e.kind() == io::ErrorKind::BrokenPipe);
    let status = Status::after(result, tally.passed(settings.deny_warnings));
    if summary && !broken {
        eprintln!(
            "{} checked, {} invalid, {} with warnings",
            tally.checked, tally.invalid, tally.warned
        );
    }
    status
}

fn check_all<W: Write>(
    settings: Settings,
    args: &Args,
    out: &mut W,
    tally: &mut Tally,
) -> io::Result<()> {
    let workers = std::thread::available_parallelism().map_or(1, |n| n.get().min(8));
    for source in sources(&args.urls, &args.inputs) {
        let label = SourceLabel::new(&source);
        if source == Source::Arguments {
            let mut report = Output::new(settings, label, 0, &mut *out);
            for url in args.urls.iter().filter(|u| *u != "-") {
                // Arguments are never comments.
                report.line += 1;
                report.check(url.as_bytes())?;
            }
            *tally += report.tally;
            continue;
        }
        let (input, regular) = source.open()?;
        stream::check(settings, label, input, regular, out, workers, tally)?;
    }
    Ok(())
}
