//! `urlbnf resolve`: partial forms resolved in the context of a URL.

use std::io::{self, Write};

use urlbnf::Style;

use super::input::{Inputs, for_each_line, sources};
use super::{ColorArg, Status, WIDTH, headline};

/// Resolve partial (relative) forms in the context of a URL, by the rules
/// of RFC 1630: one resolved URL per line. Partial forms come from the
/// arguments, files, or stdin as for `check`.
#[derive(clap::Args)]
pub(crate) struct Args {
    /// Colour the reports (see `check --help`).
    #[arg(long, value_enum, value_name = "WHEN", default_value_t = ColorArg::Auto)]
    color: ColorArg,
    #[command(flatten)]
    inputs: Inputs,
    /// The absolute URL of the document that contains the references.
    context: String,
    /// The partial forms to resolve; none (and no file), or `-`, reads stdin.
    partials: Vec<String>,
}

pub(crate) fn run(args: Args) -> Status {
    let style = args.color.style();
    let mut out = io::stdout().lock();
    let mut all_resolved = true;
    let context = args.context.as_str();
    let result = for_each_line(
        &sources(&args.partials, &args.inputs),
        &args.partials,
        args.inputs.skip_comments,
        |at, partial| {
            match urlbnf::resolve(context, partial) {
                Ok(url) => writeln!(out, "{url}")?,
                Err(e) => {
                    all_resolved = false;
                    if let Some((name, line)) = at {
                        write!(out, "{name}:{line}: ")?;
                    }
                    if let Some(result) = e.result() {
                        // Both arguments are valid; the rules built no URL.
                        writeln!(
                            out,
                            "unresolvable: {} gives {}, which is not an RFC 1630 URL",
                            headline(partial),
                            headline(result)
                        )?;
                        let d = urlbnf::diagnose(result, e.error().grammar());
                        out.write_all(d.render(style, WIDTH).as_bytes())?;
                    } else if e.argument() == "context" {
                        writeln!(out, "invalid context: {}", headline(context))?;
                        let d = urlbnf::diagnose(context, e.error().grammar());
                        out.write_all(d.render(style, WIDTH).as_bytes())?;
                    } else {
                        writeln!(out, "invalid partial form: {}", headline(partial))?;
                        out.write_all(render_error(partial, e.error(), style).as_bytes())?;
                    }
                }
            }
            out.flush()
        },
    );
    Status::after(result, all_resolved)
}

/// A miette report of `e` over `text` (a partial form, not a URL, so the
/// URL diagnostics do not apply).
fn render_error(text: &str, e: &urlbnf::ParseError, style: Style) -> String {
    let theme = match style {
        Style::Color => miette::GraphicalTheme::unicode(),
        _ => miette::GraphicalTheme::unicode_nocolor(),
    };
    let handler = miette::GraphicalReportHandler::new_themed(theme).with_width(WIDTH);
    let label = if e.expected().is_empty() {
        format!("in `{}`", e.production())
    } else {
        format!("expected {}", e.expected())
    };
    let diagnostic = miette::MietteDiagnostic::new(e.to_string())
        .with_code(e.kind().code())
        .with_label(miette::LabeledSpan::new_primary_with_span(
            Some(label),
            (e.offset(), e.len()),
        ));
    let report = miette::Report::new(diagnostic).with_source_code(urlbnf::report::printable(text));
    let mut rendered = String::new();
    if handler
        .render_report(&mut rendered, report.as_ref())
        .is_err()
    {
        rendered = format!("{e}\n");
    }
    rendered
}
