//! The diagnosis of a URL that `scan` found in a document: the URL's own
//! findings, then what the scan itself noticed (a line break after a `-`,
//! whitespace inside a line), and where each label lies in the document.

use std::ops::Range;

use crate::core::code::WarningKind;
use crate::report::{Code, Diagnosis, Finding, Label, MAX_SCAN_FINDINGS, diagnose_at_most};
use crate::scan::{Found, Hyphen, Space};

/// RFC 1738's appendix, where the hyphen rule and the rule for whitespace
/// in a URL broken across lines are.
const APPENDIX: &str = "https://www.rfc-editor.org/rfc/rfc1738#page-22";

impl Found<'_> {
    /// The full diagnosis of [`Found::text`] (errors, or warnings for a
    /// valid URL), with spans in the text; [`Found::label_span`] maps a
    /// label into the document. After the URL's own findings come the
    /// scan's: the hyphen rule's note or warning
    /// ([`WarningKind::HyphenBreak`]) and whitespace inside a line
    /// ([`WarningKind::SpaceInLine`]). Computed on each call. At most 100
    /// findings are listed for the URL itself, the rest counted by
    /// [`Diagnosis::omitted`], so that no URL multiplies the report of a
    /// document.
    ///
    /// ```
    /// let f = urlbnf::scan::scan("<URL:ftp://h/a b%>", urlbnf::Grammar::Rfc1738).next().unwrap();
    /// assert_eq!(f.text(), "ftp://h/ab%");
    /// let codes: Vec<_> = f.diagnose().findings().iter().map(|x| x.code().as_str()).collect();
    /// assert_eq!(codes, ["urlbnf::escape::truncated", "urlbnf::scan::space-in-line"]);
    ///
    /// let f = urlbnf::scan::scan("<URL:http://h-\n  .example/>", urlbnf::Grammar::Rfc1738).next().unwrap();
    /// let d = f.diagnose();
    /// assert!(d.is_valid());
    /// assert_eq!(d.findings()[0].severity(), urlbnf::Severity::Advice);
    /// ```
    pub fn diagnose(&self) -> Diagnosis<'_> {
        let mut d = diagnose_at_most(self.text(), self.grammar(), MAX_SCAN_FINDINGS);
        if let Some(h) = self.hyphen() {
            d.diagnostics.push(self.hyphen_finding(h));
        }
        if let Some(s) = self.space() {
            d.diagnostics.push(self.space_finding(s));
        }
        d
    }

    /// Where a label of one of this URL's findings lies in the document:
    /// [`Found::document_span`] of its range, except for the scan's own
    /// findings, whose label is the `-` or the whitespace in the document
    /// (which the URL's text may have left out).
    ///
    /// ```
    /// let doc = "<URL:http://h-\n  .example/>";
    /// let f = urlbnf::scan::scan(doc, urlbnf::Grammar::Rfc1738).next().unwrap();
    /// let d = f.diagnose();
    /// let note = &d.findings()[0];
    /// assert_eq!(&doc[f.label_span(note, &note.labels()[0])], "-");
    /// ```
    pub fn label_span(&self, finding: &Finding, label: &Label) -> Range<usize> {
        let at = |offset: usize| offset..offset + 1;
        match finding.code() {
            Code::Warning(WarningKind::HyphenBreak) if let Some(h) = self.hyphen() => {
                at(h.offset())
            }
            Code::Warning(WarningKind::SpaceInLine) if let Some(s) = self.space() => at(s.offset()),
            _ => self.document_span(label.span()),
        }
    }

    /// The text offset of the first byte of the text at or after document
    /// offset `doc` (the end of the text if none is).
    fn text_offset(&self, doc: usize) -> usize {
        let text = self.text();
        // `document_offset` grows with the text offset.
        let (mut lo, mut hi) = (0, text.len());
        while lo < hi {
            let mid = lo + (hi - lo) / 2;
            if self.document_offset(mid) < doc {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        // Pieces start on characters, and so does a `-` kept in the text.
        while !text.is_char_boundary(lo) {
            lo += 1;
        }
        lo
    }

    /// A label in the text for a character of the document: that character
    /// if the text has it, else the empty place where it was left out.
    fn text_label(&self, doc: usize, byte: u8, text: &str) -> Label {
        let t = self.text_offset(doc);
        let kept = self.text().as_bytes().get(t) == Some(&byte) && self.document_offset(t) == doc;
        Label {
            span: t..t + usize::from(kept),
            text: text.to_owned(),
            primary: true,
        }
    }

    fn hyphen_finding(&self, h: &Hyphen) -> Finding {
        let code = Code::Warning(WarningKind::HyphenBreak);
        Finding {
            code,
            severity: h.severity(),
            message: h.message(),
            help: Some(h.help().to_owned()),
            labels: vec![self.text_label(h.offset(), b'-', "a line break follows this `-`")],
            production: None,
            url: APPENDIX,
        }
    }

    fn space_finding(&self, s: &Space) -> Finding {
        let code = Code::Warning(WarningKind::SpaceInLine);
        Finding {
            code,
            severity: s.severity(),
            message: s.message(),
            help: Some(s.help().to_owned()),
            labels: vec![self.text_label(s.offset(), b' ', "whitespace inside a line")],
            production: None,
            url: APPENDIX,
        }
    }
}
