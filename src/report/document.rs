//! Drawing the findings of a URL that `scan` found over the document's own
//! lines, as `urlbnf scan` prints them: the line before the URL, the URL's
//! lines and the line after, with document line numbers, each label under
//! the document bytes it names.

use std::fmt::{self, Write as _};
use std::ops::Range;

use miette::{
    GraphicalReportHandler, GraphicalTheme, LabeledSpan, Severity, SourceCode, SourceSpan,
};

use crate::report::render::ascii_only;
use crate::report::{Finding, Style};
use crate::scan::{Context, Found};

/// A report's window is clipped around its labels when the lines around
/// the URL are longer than this: each finding of a 64 KiB URL draws a few
/// hundred bytes, not the whole line.
const MAX_WINDOW: usize = 2048;

/// Bytes kept on each side of a clipped window's labels.
const CLIP_MARGIN: usize = 120;

/// How findings are drawn over a document: its name (shown in the report's
/// header), the style and the width.
///
/// ```
/// use urlbnf::report::Drawing;
/// let doc = "Read\n  <URL:ftp://h.example/a\n        /b%zz>\nfor more.\n";
/// let found = urlbnf::scan::scan(doc, urlbnf::Grammar::Rfc1738).next().unwrap();
/// let report = Drawing::new("notes.txt").width(80).draw(&found, doc.as_bytes());
/// assert!(report.starts_with("notes.txt:2:8: invalid: ftp://h.example/a/b%zz\n"));
/// assert!(report.contains("[notes.txt:3:11]")); // the `%` on the document's third line
/// assert!(report.contains(" 4 │     for more."));
/// ```
#[derive(Clone, Debug)]
pub struct Drawing<'n> {
    name: &'n str,
    style: Style,
    width: usize,
}

impl<'n> Drawing<'n> {
    /// Drawings for the document called `name`: Unicode without colour,
    /// 80 columns.
    ///
    /// ```
    /// let d = urlbnf::report::Drawing::new("-");
    /// # let _ = d;
    /// ```
    pub fn new(name: &'n str) -> Self {
        Drawing {
            name,
            style: Style::Unicode,
            width: 80,
        }
    }

    /// The drawing style ([`Style::Ascii`] escapes every non-ASCII
    /// character).
    ///
    /// ```
    /// let doc = "<URL:http://h/é>";
    /// let found = urlbnf::scan::scan(doc, urlbnf::Grammar::Rfc1738).next().unwrap();
    /// let report = urlbnf::report::Drawing::new("a.txt").style(urlbnf::Style::Ascii).draw(&found, doc.as_bytes());
    /// assert!(report.is_ascii());
    /// ```
    pub fn style(mut self, style: Style) -> Self {
        self.style = style;
        self
    }

    /// The width the reports are wrapped at (at least 40).
    ///
    /// ```
    /// let d = urlbnf::report::Drawing::new("-").width(100);
    /// # let _ = d;
    /// ```
    pub fn width(mut self, width: usize) -> Self {
        self.width = width.max(40);
        self
    }

    /// The report of `found`, a URL found in `document` (the whole
    /// document, as given to [`scan`](crate::scan::scan)): a header line
    /// (`name:line:column: valid|invalid: URL`), then every finding of
    /// [`Found::diagnose`] drawn over the document's lines, the fix on the
    /// first. Empty for a valid URL without findings.
    ///
    /// ```
    /// let doc = "see http://h.example/ok and <URL:news:a b>";
    /// let mut found = urlbnf::scan::scan(doc, urlbnf::Grammar::Rfc1738);
    /// let d = urlbnf::report::Drawing::new("doc");
    /// assert_eq!(d.draw(&found.next().unwrap(), doc.as_bytes()), "");
    /// assert!(d.draw(&found.next().unwrap(), doc.as_bytes()).contains("urlbnf::scan::space-in-line"));
    /// ```
    pub fn draw(&self, found: &Found<'_>, document: &[u8]) -> String {
        let d = found.diagnose();
        if d.findings().is_empty() {
            return String::new();
        }
        self.draw_findings(
            found,
            Context::new(document, 0),
            d.findings(),
            d.suggestion(),
            d.omitted(),
        )
    }

    /// The report of `found` with the given findings (a linter's own
    /// choice of them, with severities it may have changed through
    /// [`Finding::with_severity`]), `fix` shown on the first, and a line
    /// counting `omitted` more. `cx` holds the document bytes around the
    /// URL: the whole document, or the window
    /// [`scan_reader`](crate::scan::scan_reader) gives.
    ///
    /// ```
    /// use urlbnf::{report::Drawing, Severity};
    /// let doc = b"<URL:HTTP://h/>";
    /// urlbnf::scan::scan_reader(&doc[..], urlbnf::Grammar::Rfc1738, |found, cx| {
    ///     let findings: Vec<_> = found.diagnose().findings().iter()
    ///         .map(|f| f.clone().with_severity(Severity::Error)).collect();
    ///     let report = Drawing::new("doc").draw_findings(found, cx, &findings, None, 0);
    ///     assert!(report.contains("× the scheme name"), "{report}");
    ///     Ok(())
    /// })?;
    /// # Ok::<(), std::io::Error>(())
    /// ```
    pub fn draw_findings(
        &self,
        found: &Found<'_>,
        cx: Context<'_>,
        findings: &[Finding],
        fix: Option<&str>,
        omitted: usize,
    ) -> String {
        let mut out = String::new();
        let verdict = if found.is_valid() { "valid" } else { "invalid" };
        let _ = writeln!(
            out,
            "{}:{}:{}: {verdict}: {}",
            self.name,
            found.line(),
            found.column(),
            crate::report::printable(found.text())
        );
        let window = Window::new(self.name, found, cx);
        let mut cursor = Cursor::new(found, found.span().start - cx.base());
        let theme = match self.style {
            Style::Color => GraphicalTheme::unicode(),
            Style::Unicode => GraphicalTheme::unicode_nocolor(),
            Style::Ascii => GraphicalTheme::none(),
        };
        let handler = GraphicalReportHandler::new_themed(theme)
            .with_width(self.width)
            .with_links(false);
        for (k, finding) in findings.iter().enumerate() {
            let labels: Vec<(Range<usize>, &str, bool)> = finding
                .labels()
                .iter()
                .map(|l| (found.label_span(finding, l), l.text(), l.is_primary()))
                .collect();
            let span = labels
                .iter()
                .find(|l| l.2)
                .or(labels.first())
                .map_or(0..0, |l| l.0.clone());
            let clipped = match window {
                Some(_) => None,
                None => Some(Window::around(self.name, found, cx, span, &mut cursor)),
            };
            let drawn = Drawn {
                finding,
                labels,
                fix: if k == 0 { fix } else { None },
                window: clipped.as_ref().or(window.as_ref()).expect("a window"),
            };
            let mut s = String::new();
            if handler.render_report(&mut s, &drawn).is_err() {
                s = format!("  × {}\n", finding.message());
            }
            if !s.ends_with('\n') {
                s.push('\n');
            }
            out.push_str(&s);
        }
        if omitted > 0 {
            let _ = writeln!(
                out,
                "  ... and {omitted} more findings in this URL, not listed"
            );
        }
        if self.style == Style::Ascii {
            out = ascii_only(out);
        }
        out
    }
}

/// The document lines around a URL, as miette sees them: a copy of the
/// window with the bytes that could upset a terminal replaced one for one
/// (so offsets stay), whose spans are document offsets and whose lines are
/// document lines.
struct Window {
    name: String,
    text: String,
    base: usize,
    /// The 0-based document line of the window's first byte.
    line0: usize,
    /// The characters of that line before the window's first byte (not 0
    /// for a window clipped around its labels).
    col0: usize,
}

impl Window {
    /// One line before the URL's first line, the URL's lines, and one
    /// after its last; `None` when that is longer than [`MAX_WINDOW`] (each
    /// finding then draws a window of its own, [`Window::around`]). The
    /// line breaks are looked for no further than that: a report on a line
    /// of megabytes reads a few kilobytes of it.
    fn new(name: &str, found: &Found<'_>, cx: Context<'_>) -> Option<Window> {
        let bytes = cx.bytes();
        let start = found.span().start - cx.base();
        let end = found.span().end - cx.base();
        if end - start > MAX_WINDOW {
            return None;
        }
        let floor = start.saturating_sub(MAX_WINDOW);
        // The start of the line of `bytes[..at]`'s last byte, if it lies
        // at or after `floor`.
        let line_start = |at: usize| match memchr::memrchr(b'\n', &bytes[floor..at]) {
            Some(k) => Some(floor + k + 1),
            None => (floor == 0).then_some(0),
        };
        let url_line = line_start(start)?;
        let from = if url_line == 0 {
            0
        } else {
            line_start(url_line - 1)?
        };
        let ceiling = bytes.len().min(from + MAX_WINDOW + 1);
        if end > ceiling {
            return None;
        }
        // The end of the line from `at`, if it lies before `ceiling`.
        let line_end = |at: usize| match memchr::memchr(b'\n', &bytes[at..ceiling]) {
            Some(k) => Some(at + k),
            None => (ceiling == bytes.len()).then_some(ceiling),
        };
        let last_line = line_end(end)?;
        let to = if last_line == bytes.len() {
            last_line
        } else {
            line_end(last_line + 1)?
        };
        if to - from > MAX_WINDOW {
            return None;
        }
        let before = bytes[from..start].iter().filter(|&&b| b == b'\n').count();
        Some(Window {
            name: name.to_owned(),
            text: printable_bytes(&bytes[from..to]),
            base: cx.base() + from,
            line0: found.line() - 1 - before,
            col0: 0,
        })
    }

    /// The part of the lines around `span` (a finding's labels), at most
    /// [`CLIP_MARGIN`] bytes on each side, for a URL whose full window is
    /// too long. `at` is where the last such window started, so that
    /// findings in order count each line and column once.
    fn around(
        name: &str,
        found: &Found<'_>,
        cx: Context<'_>,
        span: Range<usize>,
        at: &mut Cursor,
    ) -> Window {
        let bytes = cx.bytes();
        let base = cx.base();
        let (start, end) = (span.start - base, span.end.max(span.start) - base);
        let floor = start.saturating_sub(CLIP_MARGIN);
        let mut from =
            memchr::memrchr(b'\n', &bytes[floor..start]).map_or(floor, |k| floor + k + 1);
        while from > 0 && bytes[from] & 0xc0 == 0x80 && bytes[from - 1] != b'\n' {
            from -= 1;
        }
        let ceiling = bytes.len().min(end + CLIP_MARGIN);
        let mut to = memchr::memchr(b'\n', &bytes[end..ceiling]).map_or(ceiling, |k| end + k);
        while to < bytes.len() && bytes[to] & 0xc0 == 0x80 {
            to += 1;
        }
        let (line0, col0) = at.line_column(found, bytes, base, from);
        Window {
            name: name.to_owned(),
            text: printable_bytes(&bytes[from..to]),
            base: base + from,
            line0,
            col0,
        }
    }
}

/// The 0-based line and the characters before it on its line of a window
/// offset inside a URL, counted on from the last one asked.
struct Cursor {
    /// An offset in the window (of `Context::bytes`), its 0-based document
    /// line and the characters of that line before it.
    offset: usize,
    line: usize,
    column: usize,
}

impl Cursor {
    /// At the start of `found`, whose span starts at `start` in the window.
    fn new(found: &Found<'_>, start: usize) -> Cursor {
        Cursor {
            offset: start,
            line: found.line() - 1,
            column: found.column() - 1,
        }
    }

    /// The line and column of `to`, which lies on the URL's lines (or
    /// before it on its first line).
    fn line_column(
        &mut self,
        found: &Found<'_>,
        bytes: &[u8],
        base: usize,
        to: usize,
    ) -> (usize, usize) {
        let url_start = found.span().start - base;
        if to < url_start {
            // On the URL's first line: back from its start.
            let chars = chars(&bytes[to..url_start]);
            return (found.line() - 1, found.column() - 1 - chars);
        }
        if to < self.offset {
            *self = Cursor::new(found, url_start);
        }
        let run = &bytes[self.offset..to];
        match memchr::memrchr(b'\n', run) {
            Some(k) => {
                self.line += bytecount::count(run, b'\n');
                self.column = chars(&run[k + 1..]);
            }
            None => self.column += chars(run),
        }
        self.offset = to;
        (self.line, self.column)
    }
}

/// The characters that start in `bytes` (its bytes that are not UTF-8
/// continuation bytes).
fn chars(bytes: &[u8]) -> usize {
    bytes.iter().filter(|&&b| b & 0xc0 != 0x80).count()
}

/// `bytes` as text of the same length: bytes that are not UTF-8, control
/// characters other than line feed and tab, and bidirectional formatting
/// characters become `?`s.
fn printable_bytes(bytes: &[u8]) -> String {
    let mut s = String::with_capacity(bytes.len());
    for chunk in bytes.utf8_chunks() {
        for c in chunk.valid().chars() {
            let hidden = (c.is_control() && c != '\n' && c != '\t')
                || matches!(c, '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}');
            if hidden {
                s.extend(std::iter::repeat_n('?', c.len_utf8()));
            } else {
                s.push(c);
            }
        }
        s.extend(std::iter::repeat_n('?', chunk.invalid().len()));
    }
    s
}

impl Window {
    /// The 0-based column, in characters as `Found::column` counts them, of
    /// the window's byte `offset`.
    fn column(&self, offset: usize) -> usize {
        let before = &self.text.as_bytes()[..offset.min(self.text.len())];
        match memchr::memrchr(b'\n', before) {
            Some(k) => chars(&before[k + 1..]),
            None => self.col0 + chars(before),
        }
    }
}

impl SourceCode for Window {
    fn read_span<'a>(
        &'a self,
        span: &SourceSpan,
        before: usize,
        after: usize,
    ) -> Result<Box<dyn miette::SpanContents<'a> + 'a>, miette::MietteError> {
        let local = SourceSpan::new(span.offset().saturating_sub(self.base).into(), span.len());
        let inner = self.text.as_str().read_span(&local, before, after)?;
        Ok(Box::new(miette::MietteSpanContents::new_named(
            self.name.clone(),
            inner.data(),
            SourceSpan::new(
                (inner.span().offset() + self.base).into(),
                inner.span().len(),
            ),
            inner.line() + self.line0,
            self.column(inner.span().offset()),
            inner.line_count(),
        )))
    }
}

/// One finding as miette draws it, its labels in document offsets.
struct Drawn<'w> {
    finding: &'w Finding,
    labels: Vec<(Range<usize>, &'w str, bool)>,
    fix: Option<&'w str>,
    window: &'w Window,
}

impl fmt::Debug for Drawn<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.finding.message())
    }
}

impl fmt::Display for Drawn<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.finding.message())
    }
}

impl std::error::Error for Drawn<'_> {}

impl miette::Diagnostic for Drawn<'_> {
    fn code<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        Some(Box::new(self.finding.code().as_str()))
    }

    fn severity(&self) -> Option<Severity> {
        Some(self.finding.severity())
    }

    fn help<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        let fix = self.fix.map(|f| format!("fix: `{f}`"));
        match (self.finding.help(), fix) {
            (Some(h), Some(f)) => Some(Box::new(format!("{h}\n{f}"))),
            (Some(h), None) => Some(Box::new(h)),
            (None, Some(f)) => Some(Box::new(f)),
            (None, None) => None,
        }
    }

    fn url<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        Some(Box::new(self.finding.rfc_link()))
    }

    fn source_code(&self) -> Option<&dyn SourceCode> {
        Some(self.window)
    }

    fn labels(&self) -> Option<Box<dyn Iterator<Item = LabeledSpan> + '_>> {
        // A window clipped around the primary label shows the part of each
        // label inside it (a component spanning a 64 KiB URL, say).
        let (lo, hi) = (self.window.base, self.window.base + self.window.text.len());
        Some(Box::new(self.labels.iter().filter_map(
            move |(span, text, primary)| {
                let (start, end) = (span.start.clamp(lo, hi), span.end.clamp(lo, hi));
                if start == end && span.start != span.end {
                    return None;
                }
                let span = SourceSpan::new(start.into(), end - start);
                let text = Some((*text).to_owned());
                Some(if *primary {
                    LabeledSpan::new_primary_with_span(text, span)
                } else {
                    LabeledSpan::new_with_span(text, span)
                })
            },
        )))
    }
}
