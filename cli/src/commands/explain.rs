//! `urlbnf explain`: the derivation tree of each valid URL, or the report
//! of an invalid one.

use std::io::{self, Write};

use urlbnf::Grammar;

use super::input::{Inputs, for_each_line, sources};
use super::{ColorArg, Status, WIDTH, grammar_arg, headline};

/// Show the derivation tree of each valid URL (the grammar productions and
/// the text each matched), or the report for an invalid one. URLs come
/// from the arguments, files, or stdin as for `check`.
#[derive(clap::Args)]
pub(crate) struct Args {
    /// The grammar to explain against.
    #[arg(long, value_parser = grammar_arg(), default_value_t = Grammar::default())]
    grammar: Grammar,
    /// Colour the reports (see `check --help`).
    #[arg(long, value_enum, value_name = "WHEN", default_value_t = ColorArg::Auto)]
    color: ColorArg,
    #[command(flatten)]
    inputs: Inputs,
    /// URLs to explain; none (and no file), or `-`, reads stdin.
    urls: Vec<String>,
}

pub(crate) fn run(args: Args) -> Status {
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
            let d = urlbnf::diagnose(url, grammar);
            match d.result() {
                Ok(parsed) => {
                    writeln!(out, "valid: {}", headline(url))?;
                    write!(out, "{}", parsed.tree())?;
                }
                Err(_) => {
                    all_valid = false;
                    writeln!(out, "invalid: {}", headline(url))?;
                }
            }
            out.write_all(d.render(style, WIDTH).as_bytes())?;
            out.flush()
        },
    );
    Status::after(result, all_valid)
}
