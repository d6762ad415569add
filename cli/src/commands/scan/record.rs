//! What is written for one URL: its findings in document coordinates
//! (shared with the editor server), the JSON Lines record, and the report
//! for people (drawn by the library's `report::Drawing`).

use std::io::{self, Write};

use miette::Severity;

use super::super::config::Suppression;
use super::super::json;
use super::WIDTH;
use urlbnf::report::Drawing;
use urlbnf::scan::{Context, Found, Syntax};
use urlbnf::{Code, Diagnosis, Finding, Style, WarningKind};

/// One finding of a URL, in document coordinates.
pub(crate) struct Item {
    pub(crate) code: Code,
    pub(crate) severity: Severity,
    pub(crate) message: String,
    pub(crate) help: Option<String>,
    /// The corrected URL (on the first item of an invalid URL).
    pub(crate) fix: Option<String>,
    pub(crate) url: Option<&'static str>,
    /// The one-line description of the rule (SARIF).
    pub(super) rule: String,
    /// `(span, text, primary)`.
    pub(crate) labels: Vec<(std::ops::Range<usize>, String, bool)>,
    /// The library's finding, for drawing.
    finding: Finding,
}

impl Item {
    pub(crate) fn span(&self) -> std::ops::Range<usize> {
        self.labels
            .iter()
            .find(|l| l.2)
            .or(self.labels.first())
            .map_or(0..0, |l| l.0.clone())
    }
}

/// The findings of a URL (its own, then the scan's hyphen and whitespace
/// readings), with spans in the document.
pub(crate) fn items(found: &Found<'_>, d: Option<&Diagnosis<'_>>, fix: Option<&str>) -> Vec<Item> {
    let Some(d) = d else {
        return Vec::new();
    };
    d.findings()
        .iter()
        .enumerate()
        .map(|(k, e)| Item {
            code: e.code(),
            severity: e.severity(),
            message: e.message().to_owned(),
            help: e.help().map(str::to_owned),
            fix: if k == 0 { fix.map(str::to_owned) } else { None },
            url: Some(e.rfc_link()),
            rule: match e.code() {
                Code::Error(kind) => kind.message().to_owned(),
                Code::Warning(WarningKind::HyphenBreak) => {
                    "a line break after a hyphen inside a URL: the hyphen may or may not be part of it"
                        .to_owned()
                }
                Code::Warning(WarningKind::SpaceInLine) => {
                    "whitespace inside a line within brackets: the URL may end there, or the space may be data"
                        .to_owned()
                }
                Code::Warning(_) => e.message().to_owned(),
            },
            labels: e
                .labels()
                .iter()
                .map(|l| (found.label_span(e, l), l.text().to_owned(), l.is_primary()))
                .collect(),
            finding: e.clone(),
        })
        .collect()
}

/// `found`'s diagnosis, with its fix written back in the document's form
/// (`&amp;` in HTML). A valid URL is diagnosed only when it may draw a
/// warning: its hyphen and whitespace readings are among its findings.
pub(crate) fn diagnosis<'a>(
    found: &'a Found<'_>,
    syntax: Syntax,
) -> (Option<Diagnosis<'a>>, Option<String>) {
    let diagnosis = (!found.is_valid()
        || urlbnf::report::may_warn(found.text())
        || found.hyphen().is_some()
        || found.space().is_some())
    .then(|| found.diagnose());
    let fix = diagnosis
        .as_ref()
        .and_then(Diagnosis::suggestion)
        .map(|f| match syntax {
            Syntax::Html => escape_html(f),
            _ => f.to_owned(),
        });
    (diagnosis, fix)
}

/// `text` as HTML or XML writes it in an attribute or in text.
fn escape_html(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            _ => out.push(c),
        }
    }
    out
}

pub(super) fn severity_name(s: Severity) -> &'static str {
    match s {
        Severity::Error => "error",
        Severity::Warning => "warning",
        Severity::Advice => "advice",
    }
}

pub(super) fn json_record(
    out: &mut dyn Write,
    name: &str,
    at: &Located<'_, '_>,
    items: &[Item],
    omitted: usize,
    suppressed: Option<Suppression>,
) -> io::Result<()> {
    // Written field by field, in this order (a `serde_json::Map` sorts its
    // keys: the crate does not turn on `preserve_order` for its users).
    let f = at.found;
    out.write_all(b"{\"path\":")?;
    json::write_str(out, name)?;
    write!(
        out,
        ",\"line\":{},\"column\":{},\"offset\":{},\"length\":{},\"url\":",
        f.line(),
        f.column(),
        f.span().start,
        f.span().len()
    )?;
    json::write_str(out, f.text())?;
    out.write_all(b",\"wrapper\":")?;
    json::write_str(out, f.wrapper().name())?;
    write!(out, ",\"valid\":{},\"scheme\":", f.is_valid())?;
    json::write_opt(out, f.scheme())?;
    out.write_all(b",\"errors\":[")?;
    for (k, e) in items.iter().enumerate() {
        let span = e.span();
        let (line, column) = at.position(span.start);
        out.write_all(if k == 0 {
            b"{\"code\":"
        } else {
            b",{\"code\":"
        })?;
        json::write_str(out, e.code.as_str())?;
        out.write_all(b",\"severity\":")?;
        json::write_str(out, severity_name(e.severity))?;
        out.write_all(b",\"message\":")?;
        json::write_str(out, &e.message)?;
        out.write_all(b",\"help\":")?;
        json::write_opt(out, e.help.as_deref())?;
        write!(
            out,
            ",\"offset\":{},\"length\":{},\"line\":{line},\"column\":{column}}}",
            span.start,
            span.len()
        )?;
    }
    out.write_all(b"]")?;
    // A URL lists at most 100 findings (`Found::diagnose`); the rest are
    // counted, so that no URL multiplies the output.
    if omitted > 0 {
        write!(out, ",\"omitted\":{omitted}")?;
    }
    if let Some(s) = suppressed {
        out.write_all(b",\"suppressed\":")?;
        json::write_str(out, s.name())?;
    }
    out.write_all(b"}\n")
}

/// The report of a URL for people: the library's drawing of its findings
/// (with the severities the configuration gave them) over the document's
/// lines.
pub(super) fn human_report(
    out: &mut dyn Write,
    name: &str,
    at: &Located<'_, '_>,
    items: &[Item],
    omitted: usize,
    color: bool,
) -> io::Result<()> {
    let findings: Vec<Finding> = items
        .iter()
        .map(|i| i.finding.clone().with_severity(i.severity))
        .collect();
    let fix = items.first().and_then(|i| i.fix.as_deref());
    let style = if color { Style::Color } else { Style::Unicode };
    let report = Drawing::new(name)
        .style(style)
        .width(WIDTH)
        .draw_findings(at.found, at.cx, &findings, fix, omitted);
    out.write_all(report.as_bytes())
}

/// A found URL and the document bytes around it.
pub(super) struct Located<'f, 'c> {
    pub(super) found: &'f Found<'f>,
    pub(super) cx: Context<'c>,
}

impl Located<'_, '_> {
    /// The line and 1-based column (in characters) of document offset
    /// `offset` at or after the URL's start.
    pub(super) fn position(&self, offset: usize) -> (usize, usize) {
        let f = self.found;
        let start = f.span().start - self.cx.base();
        let end = (offset - self.cx.base()).min(self.cx.bytes().len());
        let seg = &self.cx.bytes()[start..end.max(start)];
        match memchr::memrchr(b'\n', seg) {
            None => (f.line(), f.column() + chars(seg)),
            Some(k) => (
                f.line() + seg.iter().filter(|&&b| b == b'\n').count(),
                chars(&seg[k + 1..]) + 1,
            ),
        }
    }
}

pub(super) fn chars(s: &[u8]) -> usize {
    s.iter().filter(|&&b| (b as i8) >= -0x40).count()
}
