//! Scanning a document into diagnostics: the findings of `urlbnf scan`
//! for each URL (the same codes, severities, labels, fixes, configuration
//! and inline markers), as LSP diagnostics.

use std::ops::Range;
use std::str::FromStr;

use lsp_types::{
    CodeDescription, Diagnostic, DiagnosticRelatedInformation, DiagnosticSeverity, Location,
    NumberOrString, Uri,
};
use miette::Severity;
use urlbnf::scan::{Found, Syntax, scan_as};
use urlbnf::{Code, ErrorKind, Grammar};

use super::document::{Document, Encoding, Positions, UrlEntry};
use crate::commands::config::{self, Config, Suppression};
use crate::commands::scan::{Item, diagnosis, items};

/// At most this many diagnostics are published for one document; the rest
/// are counted in a last one. Bounds the message and the editor's work for
/// a document of a hundred thousand bad URLs.
pub(crate) const MAX_DIAGNOSTICS: usize = 5000;

/// At most this many URLs of a document are remembered for hover and code
/// actions (bounds the memory of a document that is mostly URLs).
pub(crate) const MAX_URLS: usize = 100_000;

/// How a document is checked.
#[derive(Clone, Copy)]
pub(crate) struct Context<'c> {
    pub(crate) grammar: Grammar,
    pub(crate) syntax: Syntax,
    pub(crate) config: Option<&'c Config>,
    /// Whether warnings and notes are kept.
    pub(crate) warnings: bool,
}

/// A one-character fix: a character the grammar does not allow there (or
/// the `%` of a bad escape), and its escape.
#[derive(Clone, Debug)]
pub(crate) struct Escape {
    /// The character in the document (an HTML reference counts as one).
    pub(crate) range: Range<usize>,
    pub(crate) shown: String,
    pub(crate) escaped: String,
}

/// What the server has to say about one URL.
pub(crate) struct Analysis {
    /// The findings, with document spans, after the configuration.
    pub(crate) items: Vec<Item>,
    /// The one-character fix of each item, where there is one.
    pub(crate) escapes: Vec<Option<Escape>>,
    /// The corrected URL, in the document's form.
    pub(crate) fix: Option<String>,
    pub(crate) suppressed: Option<Suppression>,
}

impl Analysis {
    pub(crate) fn reported(&self) -> bool {
        self.suppressed.is_none() && !self.items.is_empty()
    }
}

/// Analyses `found`, a URL of a scan of `doc[base..]`; `markers` holds the
/// inline markers of the lines asked about so far (URLs in order share it).
pub(crate) fn analyze(
    found: &Found<'_>,
    base: usize,
    doc: &[u8],
    cx: Context<'_>,
    markers: &mut config::Markers,
) -> Analysis {
    let (diagnosis, fix) = diagnosis(found, cx.syntax);
    let mut items = items(found, diagnosis.as_ref(), fix.as_deref());
    let mut escapes: Vec<Option<Escape>> = (0..items.len())
        .map(|k| {
            let f = diagnosis.as_ref()?.findings().get(k)?;
            escape(found, f).map(|mut e| {
                e.range = e.range.start + base..e.range.end + base;
                e
            })
        })
        .collect();
    for item in &mut items {
        for label in &mut item.labels {
            label.0 = label.0.start + base..label.0.end + base;
        }
    }
    let mut keep = Vec::with_capacity(items.len());
    for item in &mut items {
        let level = match cx.config {
            Some(c) => c.severity(item.code.as_str(), item.severity),
            None => Some(item.severity),
        };
        let kept = match level {
            Some(s) if cx.warnings || s == Severity::Error => {
                item.severity = s;
                true
            }
            _ => false,
        };
        keep.push(kept);
    }
    let mut k = 0;
    items.retain(|_| {
        k += 1;
        keep[k - 1]
    });
    let mut k = 0;
    escapes.retain(|_| {
        k += 1;
        keep[k - 1]
    });
    let start = found.span().start + base;
    let suppressed = if cx.config.is_some_and(|c| c.accepts(found.text())) {
        Some(Suppression::Config)
    } else if markers.marked(doc, 0, start) {
        Some(Suppression::Inline)
    } else {
        None
    };
    Analysis {
        items,
        escapes,
        fix,
        suppressed,
    }
}

/// The escape that fixes finding `f` of `found`, when it is about one
/// character: a character outside the grammar, or the `%` of an escape
/// without two hex digits. Spans are of the scanned text.
fn escape(found: &Found<'_>, f: &urlbnf::Finding) -> Option<Escape> {
    let label = f.labels().iter().find(|l| l.is_primary())?.span();
    let text = found.text();
    let c = text.get(label.start..)?.chars().next()?;
    let one = label.start..label.start + c.len_utf8();
    match f.code() {
        Code::Error(ErrorKind::CharOutsideGrammar) if label == one => {}
        Code::Error(ErrorKind::BadEscape | ErrorKind::TruncatedEscape) if c == '%' => {}
        _ => return None,
    }
    let mut escaped = String::new();
    let mut buf = [0; 4];
    for b in c.encode_utf8(&mut buf).bytes() {
        escaped.push_str(&format!("%{b:02X}"));
    }
    Some(Escape {
        range: found.document_span(one),
        shown: urlbnf::report::printable(&c.to_string()),
        escaped,
    })
}

/// The LSP severity of a finding: as the command reports it.
fn severity(s: Severity) -> DiagnosticSeverity {
    match s {
        Severity::Error => DiagnosticSeverity::ERROR,
        Severity::Warning => DiagnosticSeverity::WARNING,
        Severity::Advice => DiagnosticSeverity::HINT,
    }
}

/// The diagnostic of one item.
pub(crate) fn diagnostic(item: &Item, uri: &Uri, pos: &mut Positions<'_>) -> Diagnostic {
    let mut message = item.message.clone();
    if let Some(h) = &item.help {
        message.push_str("\nhelp: ");
        message.push_str(h);
    }
    if let Some(f) = &item.fix {
        message.push_str("\nfix: `");
        message.push_str(&excerpt(f));
        message.push('`');
    }
    let related: Vec<DiagnosticRelatedInformation> = item
        .labels
        .iter()
        .filter(|l| !l.2 && !l.1.is_empty())
        .map(|(span, text, _)| DiagnosticRelatedInformation {
            location: Location::new(uri.clone(), pos.range(span.clone())),
            message: text.clone(),
        })
        .collect();
    let range = pos.range(item.span());
    Diagnostic {
        range,
        severity: Some(severity(item.severity)),
        code: Some(NumberOrString::String(item.code.as_str().to_owned())),
        code_description: item
            .url
            .and_then(|u| Uri::from_str(u).ok())
            .map(|href| CodeDescription { href }),
        source: Some("urlbnf".to_owned()),
        message,
        related_information: (!related.is_empty()).then_some(related),
        tags: None,
        data: None,
    }
}

/// A long URL as a message or title quotes it.
pub(crate) fn excerpt(url: &str) -> String {
    const MAX: usize = 120;
    match url.char_indices().nth(MAX) {
        Some((k, _)) => format!("{}...", &url[..k]),
        None => url.to_owned(),
    }
}

/// Scans the whole document: the URLs it holds and the diagnostics to
/// publish.
pub(crate) fn scan_document(
    doc: &Document,
    uri: &Uri,
    cx: Context<'_>,
    enc: Encoding,
) -> (Vec<UrlEntry>, Vec<Diagnostic>) {
    let mut urls = Vec::new();
    let mut out = Vec::new();
    let mut omitted = 0usize;
    let mut first_omitted = None;
    let mut pos = doc.positions(enc);
    let bytes = doc.text.as_bytes();
    let mut markers = config::Markers::default();
    for found in scan_as(&doc.text, cx.grammar, cx.syntax) {
        let a = analyze(&found, 0, bytes, cx, &mut markers);
        let reported = a.reported();
        if urls.len() < MAX_URLS {
            urls.push(UrlEntry {
                span: found.span(),
                reported,
            });
        }
        if !reported {
            continue;
        }
        for item in &a.items {
            if out.len() < MAX_DIAGNOSTICS {
                out.push(diagnostic(item, uri, &mut pos));
            } else {
                omitted += 1;
                first_omitted.get_or_insert(item.span().start);
            }
        }
    }
    if let Some(at) = first_omitted {
        let p = pos.at(at);
        out.push(Diagnostic {
            range: lsp_types::Range::new(p, p),
            severity: Some(DiagnosticSeverity::INFORMATION),
            code: None,
            code_description: None,
            source: Some("urlbnf".to_owned()),
            message: format!(
                "{omitted} more findings from here on are not listed (at most {MAX_DIAGNOSTICS} per document)"
            ),
            related_information: None,
            tags: None,
            data: None,
        });
    }
    urls.shrink_to_fit();
    (urls, out)
}

/// The URL of the last scan at `span` found again ([`rescan`]), and its
/// analysis in document offsets.
pub(crate) fn reanalyze<'d>(
    doc: &'d Document,
    span: &Range<usize>,
    cx: Context<'_>,
) -> Option<(Found<'d>, Analysis)> {
    let (base, found) = rescan(doc, span, cx.grammar, cx.syntax)?;
    let bytes = doc.text.as_bytes();
    let a = analyze(&found, base, bytes, cx, &mut config::Markers::default());
    Some((found, a))
}

/// The URL of the last scan at `span`, found again by scanning the lines
/// around it (the whole document when that does not find it).
pub(crate) fn rescan<'d>(
    doc: &'d Document,
    span: &Range<usize>,
    grammar: Grammar,
    syntax: Syntax,
) -> Option<(usize, Found<'d>)> {
    let from = doc.region_start(span.start);
    let to = doc.region_end(span.end);
    let want = span.start - from..span.end - from;
    if let Some(f) = doc
        .text
        .get(from..to)
        .and_then(|region| scan_as(region, grammar, syntax).find(|f| f.span() == want))
    {
        return Some((from, f));
    }
    scan_as(&doc.text, grammar, syntax)
        .find(|f| f.span() == *span)
        .map(|f| (0, f))
}
