//! Drawing a [`Diagnosis`] with miette's graphical handler.
//!
//! miette draws the source line as given and measures it with unicode-width,
//! so raw input could break the terminal (control characters), misplace
//! labels (tabs, zero-width and right-to-left characters) or flood it (a 10
//! KB URL). The report is therefore drawn over a *view* of the input: every
//! character outside printable ASCII is shown escaped (`\t`, `\u{e9}`), and a
//! long input is cut to windows of context around the labelled bytes,
//! joined by an ellipsis. Label spans are mapped from input bytes to view
//! bytes, so each stays under the character it marks.

use std::fmt;
use std::ops::Range;

#[cfg(feature = "render")]
use miette::{GraphicalReportHandler, GraphicalTheme};
use miette::{LabeledSpan, Severity, SourceCode};

#[cfg(feature = "render")]
use crate::report::Style;
use crate::report::show::{show, show_char, shown_width};
use crate::report::{Diagnosis, Finding, Label};

/// At most this many further diagnostics are drawn under the first one, and
/// this many labels in one of them; the JSON output lists everything.
const MAX_RELATED: usize = 8;
const MAX_LABELS: usize = 8;
/// Characters of context on each side of a labelled span in a long input.
const CONTEXT: usize = 24;

/// A run of input bytes shown in the view, starting at view byte `out`.
#[derive(Clone, Copy, Debug)]
struct Window {
    start: usize,
    end: usize,
    out: usize,
}

/// The text miette draws, and where each window of the input is in it.
struct View<'a> {
    input: &'a str,
    text: String,
    windows: Vec<Window>,
}

impl<'a> View<'a> {
    /// The whole input if its view fits in `budget` columns, otherwise
    /// windows around each of `anchors` (byte ranges), merged where they
    /// touch.
    fn new(input: &'a str, anchors: &[Range<usize>], budget: usize, ellipsis: &str) -> View<'a> {
        let whole = shown_len(input, budget + 1);
        let ranges: Vec<Range<usize>> = if whole <= budget {
            std::iter::once(0..input.len()).collect()
        } else {
            let mut ranges: Vec<Range<usize>> = anchors
                .iter()
                .map(|a| {
                    let start = back(input, a.start, CONTEXT);
                    // A long span shows its start; the rest is cut.
                    let end = forward(input, a.start, CONTEXT + (a.end - a.start).min(CONTEXT));
                    start..end
                })
                .collect();
            ranges.sort_by_key(|r| r.start);
            let mut merged: Vec<Range<usize>> = Vec::new();
            for r in ranges {
                match merged.last_mut() {
                    Some(last) if r.start <= last.end => last.end = last.end.max(r.end),
                    _ => merged.push(r),
                }
            }
            merged
        };
        let mut text = String::new();
        let mut windows = Vec::with_capacity(ranges.len());
        for r in ranges {
            if r.start > 0 || !windows.is_empty() {
                text.push_str(ellipsis);
            }
            windows.push(Window {
                start: r.start,
                end: r.end,
                out: text.len(),
            });
            for c in input[r.clone()].chars() {
                show_char(c, &mut text);
            }
        }
        if windows.last().is_some_and(|w| w.end < input.len()) {
            text.push_str(ellipsis);
        } else if anchors.iter().any(|a| a.start == input.len()) {
            // miette draws no label at the very end of its source: give the
            // labels there a space after the last character to point at.
            text.push(' ');
        }
        View {
            input,
            text,
            windows,
        }
    }

    /// The view byte of input byte `at`, which lies in window `w`.
    fn map(&self, w: &Window, at: usize) -> usize {
        w.out + shown_len(&self.input[w.start..at], usize::MAX)
    }

    /// The view span of an input span: clipped to the first window it
    /// touches; `None` if it lies wholly in an elided part.
    fn span(&self, span: &Range<usize>) -> Option<(usize, usize)> {
        let w = self.windows.iter().find(|w| {
            if span.start == span.end {
                w.start <= span.start && span.start <= w.end
            } else {
                span.start < w.end && w.start < span.end
            }
        })?;
        let start = span.start.max(w.start);
        let end = span.end.min(w.end);
        let from = self.map(w, start);
        let len = self.map(w, end) - from;
        if len == 0 && from == self.text.len() - 1 && self.text.ends_with(' ') {
            return Some((from, 1));
        }
        Some((from, len))
    }
}

/// The shown length of `s`, counting no further than `cap`.
///
/// Counted with `shown_width`, not by formatting each character into a
/// buffer, which was a visible share of rendering (docs/performance.md,
/// `shown_len`).
fn shown_len(s: &str, cap: usize) -> usize {
    let mut n = 0;
    for c in s.chars() {
        n += shown_width(c);
        if n > cap {
            break;
        }
    }
    n
}

/// The byte offset `n` characters before `at` (or 0).
fn back(s: &str, at: usize, n: usize) -> usize {
    s[..at]
        .char_indices()
        .rev()
        .take(n)
        .last()
        .map_or(at, |(k, _)| k)
}

/// The byte offset `n` characters after `at` (or the end).
fn forward(s: &str, at: usize, n: usize) -> usize {
    s[at..]
        .char_indices()
        .nth(n)
        .map_or(s.len(), |(k, _)| at + k)
}

/// One diagnostic as miette sees it, over the view.
#[derive(Debug)]
pub(crate) struct Drawn {
    code: Option<&'static str>,
    pub(crate) message: String,
    help: Option<String>,
    url: Option<&'static str>,
    severity: Severity,
    labels: Vec<LabeledSpan>,
    related: Vec<Drawn>,
    source: Option<String>,
}

impl Drawn {
    /// A report of a message alone: no source, labels or help.
    pub(crate) fn bare(code: &'static str, message: String, url: &'static str) -> Drawn {
        Drawn {
            code: Some(code),
            message,
            help: None,
            url: Some(url),
            severity: Severity::Error,
            labels: Vec::new(),
            related: Vec::new(),
            source: None,
        }
    }
}

impl fmt::Display for Drawn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Drawn {}

impl miette::Diagnostic for Drawn {
    fn code<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        self.code.map(|c| Box::new(c) as Box<dyn fmt::Display>)
    }

    fn severity(&self) -> Option<Severity> {
        Some(self.severity)
    }

    fn help<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        self.help
            .as_ref()
            .map(|h| Box::new(h) as Box<dyn fmt::Display>)
    }

    fn url<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        self.url.map(|u| Box::new(u) as Box<dyn fmt::Display>)
    }

    fn source_code(&self) -> Option<&dyn SourceCode> {
        self.source.as_ref().map(|s| s as &dyn SourceCode)
    }

    fn labels(&self) -> Option<Box<dyn Iterator<Item = LabeledSpan> + '_>> {
        if self.labels.is_empty() {
            return None;
        }
        Some(Box::new(self.labels.iter().cloned()))
    }

    fn related<'a>(&'a self) -> Option<Box<dyn Iterator<Item = &'a dyn miette::Diagnostic> + 'a>> {
        if self.related.is_empty() {
            return None;
        }
        Some(Box::new(
            self.related.iter().map(|r| r as &dyn miette::Diagnostic),
        ))
    }
}

/// Diagnostics with the same code and message (five spaces, say) are drawn
/// as one, with a label on each place.
struct Group<'d> {
    first: &'d Finding,
    labels: Vec<&'d Label>,
    count: usize,
}

fn groups(diags: &[Finding]) -> Vec<Group<'_>> {
    let mut out: Vec<Group<'_>> = Vec::new();
    for (k, d) in diags.iter().enumerate() {
        match out.last_mut() {
            // The first diagnostic stays alone: it is the parser's error.
            Some(g) if k > 1 && g.first.code() == d.code() && g.first.message() == d.message() => {
                g.count += 1;
                if g.labels.len() < MAX_LABELS {
                    g.labels.push(&d.labels()[0]);
                }
            }
            _ => out.push(Group {
                first: d,
                labels: d.labels().iter().collect(),
                count: 1,
            }),
        }
    }
    out
}

#[cfg(feature = "render")]
pub(crate) fn render(d: &Diagnosis<'_>, style: Style, width: usize) -> String {
    if d.findings().is_empty() {
        return String::new();
    }
    let width = width.max(40);
    let (theme, ellipsis) = match style {
        Style::Ascii => (GraphicalTheme::none(), "[...]"),
        Style::Unicode => (GraphicalTheme::unicode_nocolor(), "…"),
        Style::Color => (GraphicalTheme::unicode(), "…"),
    };
    let main = drawn(d, ellipsis, width);
    let handler = GraphicalReportHandler::new_themed(theme)
        .with_width(width)
        .with_links(false);
    let mut out = String::new();
    if handler.render_report(&mut out, &main).is_err() {
        // Rendering into a String cannot fail; keep a plain fallback anyway.
        out = format!("{}: {}\n", main.code.unwrap_or(""), main.message);
    }
    if style == Style::Ascii {
        out = ascii_only(out);
    }
    out
}

/// `text` with every non-ASCII character escaped (`\u{e9}`), for the ASCII
/// style: a message names the character it is about (`é` (U+00E9)), and
/// the ASCII style writes it as the source line does.
#[cfg(feature = "render")]
pub(crate) fn ascii_only(text: String) -> String {
    if text.is_ascii() {
        return text;
    }
    text.chars()
        .fold(String::with_capacity(text.len()), |mut s, c| {
            if c.is_ascii() {
                s.push(c);
            } else {
                s.extend(c.escape_unicode());
            }
            s
        })
}

/// The diagnostics of `d` as one miette diagnostic (the first, with the
/// others related), over a view of the input that fits `width` columns.
/// `d` has at least one diagnostic.
pub(crate) fn drawn(d: &Diagnosis<'_>, ellipsis: &str, width: usize) -> Drawn {
    let diags = d.findings();
    let mut groups = groups(diags);
    let hidden: usize = groups
        .iter()
        .skip(1 + MAX_RELATED)
        .map(|g| g.count)
        .sum::<usize>()
        + d.omitted();
    groups.truncate(1 + MAX_RELATED);
    let anchors: Vec<Range<usize>> = groups
        .iter()
        .flat_map(|g| g.labels.iter().filter(|l| l.is_primary()).map(|l| l.span()))
        .collect();
    // The source line is drawn after a gutter of about 8 columns.
    let view = View::new(d.input(), &anchors, width.saturating_sub(10), ellipsis);

    let mut drawn: Vec<Drawn> = groups
        .iter()
        .enumerate()
        .map(|(k, g)| {
            let mut message = g.first.message().to_string();
            if g.count > 1 {
                message = format!("{message} ({} places)", g.count);
            }
            let mut help = g.first.help().map(str::to_string);
            if k == 0
                && let Some(fixed) = d.suggestion()
                && fixed.chars().count() <= 100
                && !help
                    .as_deref()
                    .is_some_and(|h| h.contains(&format!("`{}`", show(fixed))))
            {
                // "corrected URI", "corrected IRI" where the grammar says so.
                let noun = d.grammar().dialect().wording.noun;
                let line = format!("corrected {noun}: `{}`", show(fixed));
                help = Some(match help {
                    Some(h) => format!("{h}\n{line}"),
                    None => line,
                });
            }
            Drawn {
                code: Some(g.first.code().as_str()),
                message,
                help,
                url: Some(g.first.rfc_link()),
                severity: g.first.severity(),
                labels: g
                    .labels
                    .iter()
                    .filter_map(|l| {
                        let span = view.span(&l.span())?;
                        let text = Some(l.text().to_string());
                        Some(if l.is_primary() {
                            LabeledSpan::new_primary_with_span(text, span)
                        } else {
                            LabeledSpan::new_with_span(text, span)
                        })
                    })
                    .collect(),
                related: Vec::new(),
                source: None,
            }
        })
        .collect();
    if hidden > 0 {
        drawn.push(Drawn {
            code: None,
            message: format!(
                "{hidden} more {} not shown here (`--format json` lists every one)",
                if hidden == 1 { "problem" } else { "problems" }
            ),
            help: None,
            url: None,
            severity: Severity::Advice,
            labels: Vec::new(),
            related: Vec::new(),
            source: None,
        });
    }
    let mut main = drawn.remove(0);
    main.related = drawn;
    main.source = Some(view.text);
    main
}

#[cfg(test)]
#[allow(clippy::single_range_in_vec_init)] // one anchor is a slice of one range
mod tests {
    use super::*;

    #[test]
    fn views_escape_and_map() {
        let input = "a\tb\u{e9}c";
        let v = View::new(input, &[1..2], 80, "[...]");
        assert_eq!(v.text, "a\\tb\\u{e9}c");
        assert_eq!(v.span(&(1..2)), Some((1, 2)));
        assert_eq!(v.span(&(3..5)), Some((4, 6)));
        assert_eq!(v.span(&(6..6)), Some((11, 0)));
    }

    proptest::proptest! {
        /// Whatever the input, each character's label lands on exactly the
        /// text that shows that character.
        #[test]
        fn labels_land_on_their_character(input in "\\PC{0,300}|.{0,300}", pick in 0usize..300) {
            let Some((at, c)) = input.char_indices().nth(pick % input.chars().count().max(1)) else {
                return Ok(());
            };
            let span = at..at + c.len_utf8();
            let v = View::new(&input, std::slice::from_ref(&span), 70, "[...]");
            let (from, len) = v.span(&span).unwrap();
            let mut shown = String::new();
            show_char(c, &mut shown);
            proptest::prop_assert_eq!(&v.text[from..from + len], shown.as_str());
            proptest::prop_assert!(v.text.is_ascii(), "{}", v.text);
        }
    }

    #[test]
    fn long_inputs_are_windowed() {
        let input = format!("http://h/{}x{}", "a".repeat(5000), "b".repeat(5000));
        let at = 9 + 5000;
        let v = View::new(&input, &[at..at + 1], 70, "[...]");
        assert!(v.text.len() < 80, "{}", v.text);
        assert!(v.text.starts_with("[...]") && v.text.ends_with("[...]"));
        let (from, len) = v.span(&(at..at + 1)).unwrap();
        assert_eq!(&v.text[from..from + len], "x");
        assert_eq!(v.span(&(0..3)), None);
    }
}
