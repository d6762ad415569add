//! Hover on a URL: whether it is valid, its components decoded, and its
//! derivation as `urlbnf explain` prints it; for an invalid URL, the report.

use std::fmt::Write as _;

use lsp_types::{Hover, HoverContents, MarkupContent, MarkupKind};
use urlbnf::{AnyUrl, Span, Style};

use super::diagnostics::{Context, excerpt, reanalyze};
use super::document::{Document, Encoding};
use crate::commands::WIDTH;

/// A derivation or report longer than this is cut: a hover is read, and a
/// 64 KiB URL's tree is not.
const MAX_BLOCK: usize = 16 * 1024;

/// The hover of the URL at `offset`, if there is one.
pub(crate) fn hover(
    doc: &Document,
    offset: usize,
    cx: Context<'_>,
    enc: Encoding,
) -> Option<Hover> {
    let entry = doc.url_at(offset)?;
    let (found, a) = reanalyze(doc, &entry.span, cx)?;
    let text = found.text();
    let d = urlbnf::diagnose(text, cx.grammar);
    let mut md = String::new();
    let grammar = cx.grammar.title();
    let verdict = if d.is_valid() { "valid" } else { "invalid" };
    let _ = writeln!(md, "**{verdict}** URL ({grammar}): `{}`\n", excerpt(text));
    match a.suppressed {
        Some(crate::commands::config::Suppression::Config) => {
            md.push_str("_accepted by the configuration_\n\n");
        }
        Some(crate::commands::config::Suppression::Inline) => {
            md.push_str("_ignored by an inline `urlbnf:` marker_\n\n");
        }
        None => {}
    }
    match d.url() {
        Some(url) => {
            components(url, &mut md);
            md.push_str("\nDerivation:\n\n```text\n");
            md.push_str(&cut(url.tree().to_string()));
            md.push_str("```\n");
            let report = d.render(Style::Unicode, WIDTH);
            if !report.is_empty() {
                md.push_str("\n```text\n");
                md.push_str(&cut(report));
                md.push_str("\n```\n");
            }
        }
        None => {
            if let Some(fix) = d.suggestion() {
                let _ = writeln!(md, "Corrected: `{}`\n", excerpt(fix));
            }
            md.push_str("```text\n");
            md.push_str(&cut(d.render(Style::Unicode, WIDTH)));
            md.push_str("\n```\n");
        }
    }
    let mut pos = doc.positions(enc);
    Some(Hover {
        contents: HoverContents::Markup(MarkupContent {
            kind: MarkupKind::Markdown,
            value: md,
        }),
        range: Some(pos.range(entry.span.clone())),
    })
}

/// `s` cut to [`MAX_BLOCK`] bytes at a character boundary.
fn cut(mut s: String) -> String {
    if s.len() > MAX_BLOCK {
        let mut end = MAX_BLOCK;
        while !s.is_char_boundary(end) {
            end -= 1;
        }
        s.truncate(end);
        s.push_str("\n[...]\n");
    }
    s
}

/// The components of a parsed URL as a Markdown table: as written, and
/// with escapes decoded.
fn components(url: &AnyUrl<'_>, md: &mut String) {
    let mut rows: Vec<(&str, Span<'_>)> = vec![("scheme", url.scheme_name())];
    if let Some(login) = url.login() {
        if let Some(u) = login.user() {
            rows.push(("user", u));
        }
        if let Some(p) = login.password() {
            rows.push(("password", p));
        }
    }
    if let Some(h) = url.host() {
        rows.push(("host", h.span()));
    }
    if let Some(p) = url.port() {
        rows.push(("port", p.span()));
    }
    if let Some(p) = url.path() {
        rows.push(("path", p));
    }
    if let Some(f) = url.as_rfc1630().and_then(|u| u.fragment()) {
        rows.push(("fragment", f));
    }
    md.push_str("| component | as written | decoded |\n| --- | --- | --- |\n");
    for (name, span) in rows {
        let decoded = String::from_utf8_lossy(&span.decode()).into_owned();
        let _ = writeln!(
            md,
            "| {name} | {} | {} |",
            cell(span.as_str()),
            cell(&decoded)
        );
    }
}

/// Text as a table cell shows it: in code, escaped, cut if long.
fn cell(s: &str) -> String {
    if s.is_empty() {
        return "(empty)".to_owned();
    }
    let shown = excerpt(&urlbnf::report::printable(s)).replace('|', "\\|");
    if shown.contains('`') {
        format!("`` {shown} ``")
    } else {
        format!("`{shown}`")
    }
}
