//! `urlbnf explain`: the derivation tree of each valid URL, or the report
//! of an invalid one.

use std::io::{self, Write};

use urlbnf::Grammar;

use super::input::{Inputs, for_each_line, sources};
use super::{ColorArg, Status, WIDTH, check_reference, grammar_arg, headline};

/// Show the derivation tree of each valid URL (the grammar productions and
/// the text each matched), or the report for an invalid one. URLs come
/// from the arguments, files, or stdin as for `check`.
#[derive(clap::Args)]
pub(crate) struct Args {
    /// The grammar to explain against.
    #[arg(long, value_parser = grammar_arg(), default_value_t = Grammar::default())]
    grammar: Grammar,
    /// Explain references instead of URLs: a URL, or a relative reference
    /// such as `../a?b#c` (see `check --help`).
    #[arg(long)]
    reference: bool,
    /// Colour the reports (see `check --help`).
    #[arg(long, value_enum, value_name = "WHEN", default_value_t = ColorArg::Auto)]
    color: ColorArg,
    #[command(flatten)]
    inputs: Inputs,
    /// URLs to explain; none (and no file), or `-`, reads stdin.
    urls: Vec<String>,
}

pub(crate) fn run(args: Args) -> Status {
    if let Err(status) = check_reference(args.reference, args.grammar) {
        return status;
    }
    let grammar = args.grammar;
    let style = args.color.style();
    let mut out = io::stdout().lock();
    let mut all_valid = true;
    let result = for_each_line(
        &sources(&args.urls, &args.inputs),
        &args.urls,
        args.inputs.skip_comments,
        |at, url| {
            if let Some((name, line)) = at {
                write!(out, "{name}:{line}: ")?;
            }
            let d = if args.reference {
                urlbnf::diagnose_reference(url, grammar)
            } else {
                urlbnf::diagnose(url, grammar)
            };
            if d.is_valid() {
                writeln!(out, "valid: {}", headline(url))?;
                match d.tree() {
                    Some(tree) => write!(out, "{tree}")?,
                    // RFC 1630's partial forms have rules but no production.
                    None => writeln!(
                        out,
                        "a partial form: {} gives it no production",
                        grammar.title()
                    )?,
                }
            } else {
                all_valid = false;
                writeln!(out, "invalid: {}", headline(url))?;
            }
            out.write_all(d.render(style, WIDTH).as_bytes())?;
            out.flush()
        },
    );
    Status::after(result, all_valid)
}
