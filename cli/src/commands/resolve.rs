//! `urlbnf resolve`: references resolved against a base URL, by the
//! rules of a grammar that has them (RFC 1630's partial forms, RFC 3986's
//! and RFC 3987's relative references).

use std::io::{self, Write};

use urlbnf::{Grammar, Style};

use super::input::{Inputs, for_each_line, sources};
use super::output::Format;
use super::{ColorArg, Status, WIDTH, headline, json};

/// Resolve references against a base URL: one target per line. References
/// come from the arguments, files, or stdin as for `check`.
#[derive(clap::Args)]
#[command(
    after_help = "Exit status: 0 when every reference resolves, 1 when one does not, \
                  2 on a usage or I/O error."
)]
pub(crate) struct Args {
    /// The grammar whose rules resolve: RFC 1630's partial forms, or the
    /// relative references of RFC 3986 (URIs) and RFC 3987 (IRIs).
    #[arg(long, value_parser = referencing_grammar(), default_value_t = oldest_referencing())]
    grammar: Grammar,
    /// Output format: a target (or a report) per reference, or one JSON
    /// object per reference: `reference`, `target`, `valid`, `errors`.
    #[arg(long, value_enum, default_value_t = Format::Human)]
    format: Format,
    /// Colour the reports (see `check --help`).
    #[arg(long, value_enum, value_name = "WHEN", default_value_t = ColorArg::Auto)]
    color: ColorArg,
    #[command(flatten)]
    inputs: Inputs,
    /// The absolute URL of the document that holds the references (RFC
    /// 1630's context, RFC 3986's base URI).
    #[arg(value_name = "BASE")]
    base: String,
    /// The references (partial forms) to resolve; none (and no file), or
    /// `-`, reads stdin.
    #[arg(value_name = "REFERENCE")]
    references: Vec<String>,
}

/// The default grammar of `resolve`: the first of `Grammar::ALL` (the
/// oldest) that has references, RFC 1630.
fn oldest_referencing() -> Grammar {
    Grammar::ALL
        .iter()
        .copied()
        .find(|g| g.has_references())
        .unwrap_or_default()
}

/// `--grammar` of `resolve`: the grammars that have references.
fn referencing_grammar() -> impl clap::builder::TypedValueParser<Value = Grammar> {
    use clap::builder::TypedValueParser as _;
    let names = Grammar::ALL
        .iter()
        .filter(|g| g.has_references())
        .map(|g| g.name());
    clap::builder::PossibleValuesParser::new(names)
        .map(|name| name.parse::<Grammar>().unwrap_or_default())
}

pub(crate) fn run(args: Args) -> Status {
    let style = args.color.style();
    let mut out = io::stdout().lock();
    let mut all_resolved = true;
    let base = args.base.as_str();
    let grammar = args.grammar;
    let result = for_each_line(
        &sources(&args.references, &args.inputs),
        &args.references,
        args.inputs.skip_comments,
        |at, reference| {
            let resolved = urlbnf::resolve_in(base, reference, grammar);
            all_resolved &= resolved.is_ok();
            match args.format {
                Format::Json => write_record(&mut out, reference, &resolved)?,
                Format::Human => match resolved {
                    Ok(url) => writeln!(out, "{url}")?,
                    Err(e) => {
                        if let Some((name, line)) = at {
                            write!(out, "{name}:{line}: ")?;
                        }
                        write_failure(&mut out, base, reference, &e, style)?;
                    }
                },
            }
            out.flush()
        },
    );
    Status::after(result, all_resolved)
}

/// The report of a reference that did not resolve.
fn write_failure(
    out: &mut impl Write,
    base: &str,
    reference: &str,
    e: &urlbnf::ResolveError,
    style: Style,
) -> io::Result<()> {
    let grammar = e.error().grammar();
    if let Some(result) = e.result() {
        // Both arguments are valid; the rules built no URL.
        writeln!(
            out,
            "unresolvable: {} gives {}, which is not an {} URL",
            headline(reference),
            headline(result),
            grammar.title()
        )?;
        let d = urlbnf::diagnose(result, grammar);
        out.write_all(d.render(style, WIDTH).as_bytes())
    } else if matches!(e.argument(), "context" | "base") {
        // RFC 1630 says context, RFC 3986 base.
        writeln!(out, "invalid {}: {}", e.argument(), headline(base))?;
        let d = urlbnf::diagnose(base, grammar);
        out.write_all(d.render(style, WIDTH).as_bytes())
    } else {
        let what = if e.argument() == "partial" {
            "partial form"
        } else {
            "reference"
        };
        writeln!(out, "invalid {what}: {}", headline(reference))?;
        let d = urlbnf::diagnose_reference(reference, grammar);
        out.write_all(d.render(style, WIDTH).as_bytes())
    }
}

/// One JSON object: the reference, the target (or `null`), whether it
/// resolved, and the first error of what failed (the base, the reference
/// or the target), with its offsets in that text.
fn write_record(
    out: &mut impl Write,
    reference: &str,
    resolved: &Result<String, urlbnf::ResolveError>,
) -> io::Result<()> {
    out.write_all(b"{\"reference\":")?;
    json::write_str(out, reference)?;
    out.write_all(b",\"target\":")?;
    json::write_opt(out, resolved.as_deref().ok())?;
    match resolved {
        Ok(_) => out.write_all(b",\"valid\":true,\"errors\":[]}\n"),
        Err(e) => {
            let err = e.error();
            out.write_all(b",\"valid\":false,\"errors\":[{\"in\":")?;
            json::write_str(out, e.argument())?;
            out.write_all(b",\"code\":")?;
            json::write_str(out, err.kind().code())?;
            write!(
                out,
                ",\"offset\":{},\"length\":{},\"message\":",
                err.offset(),
                err.len()
            )?;
            json::write_str(out, &err.to_string())?;
            out.write_all(b"}]}\n")
        }
    }
}
