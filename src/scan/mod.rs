//! Finding URLs in running text, as RFC 1738's appendix "Recommendations for
//! URLs in Context" describes them, and checking each against a grammar.
//!
//! ```
//! use urlbnf::{Grammar, scan::{scan, Wrapper}};
//!
//! let doc = "See <URL:ftp://boombox.micro.umn.edu/pub/gopher/gopher_protocol\n       /Gopher+/Gopher+.txt>, or news:comp.infosystems.www.";
//! let found: Vec<_> = scan(doc, Grammar::Rfc1738).collect();
//! assert_eq!(found[0].text(), "ftp://boombox.micro.umn.edu/pub/gopher/gopher_protocol/Gopher+/Gopher+.txt");
//! assert_eq!(found[0].wrapper(), Wrapper::UrlBrackets);
//! assert_eq!(&doc[found[0].span()], "ftp://boombox.micro.umn.edu/pub/gopher/gopher_protocol\n       /Gopher+/Gopher+.txt");
//! assert_eq!(found[1].text(), "news:comp.infosystems.www"); // the full stop is the sentence's
//! assert!(found.iter().all(|f| f.is_valid()));
//! ```
//!
//! # What is a URL in a document
//!
//! * `<URL:...>` (the prefix ASCII case-insensitive) and `<scheme:...>`: the
//!   URL runs to the first `>`. Whitespace inside (spaces, tabs, line breaks,
//!   the indentation of continuation lines, any Unicode `White_Space`) is
//!   not part of the URL. A `<` or an empty line before the `>` means the
//!   `<` opened no wrapper, and so does a `>` more than 64 KiB away. A
//!   scheme the grammar does not define is found in brackets only right
//!   after the `<`, with two characters or more and no whitespace inside
//!   (`<C:\TEMP>`, `<xsl:if test="x">` are not URLs), and not when it
//!   opens an XML element: `<prefix:name` followed by whitespace, `/>` or
//!   `>`, both names XML `NCName`s (`<dsig:KeyName/>`,
//!   `<dsig:Reference URI="">` are tags).
//! * Code: a name followed by `::` and a byte that can continue an
//!   identifier (a letter, a digit, `_`, `$`, `<`, `~`, `*`, `{`:
//!   `File::Spec`, `File::$x`, `std::vector<int>`, `<JSON::PP>`) starts no
//!   URL, and a scheme right after `::` is none. A scheme followed by `::`
//!   and anything else is a URL (`telnet:://h/`, `news::=a@h`).
//! * The hyphen rule: where a line break inside brackets follows a `-`, the
//!   hyphen may be the URL's or the typesetter's. Both readings are checked
//!   (see [`Hyphen`]); if exactly one is valid it is the URL, otherwise the
//!   hyphen is kept, and a warning names both.
//! * Bare URLs: a scheme the grammar defines (RFC 1738: its ten; RFC 1630:
//!   the twelve of its `url` and `afsaddress` rules), any other scheme of
//!   two characters or more written with `//` (`https://`, `git://`,
//!   `svn+ssh://`: an `otherurl` in RFC 1738, a `uri` in RFC 1630), or
//!   `URL:` followed by any scheme, then `:` and the URL, which runs over printable ASCII
//!   except `<`, `>`, `"` and `` ` `` (so to whitespace, a control
//!   character or any non-ASCII character), for at most 64 KiB, and to
//!   before a closing bracket without an opener before it in the URL (a
//!   Markdown link's destination ends there) or before a `,` `'` `(` `;`
//!   that a second `scheme://` follows; an IRI (non-ASCII right after
//!   `scheme://`) runs to whitespace, to be reported; then, from
//!   its end and repeatedly, sentence punctuation `.` `,` `;` `:` `!` `?` is
//!   left out, and so is a `*`, `_` or `~` (Markdown's emphasis) that also
//!   comes right before the URL, a closing `)`, `]` or `}` that has no opener in
//!   the URL and a `'` when the URL holds an odd number of them. The scheme
//!   name starts with a letter (`...http:` is found as `http:`) and is at
//!   most 64 scheme characters after the previous non-scheme character. A
//!   scheme followed by whitespace, or by nothing left after the trimming,
//!   is prose (`Breaking news: the archive moved.`), and a scheme followed
//!   by `//` and nothing more names the prefix, as in a grammar
//!   (`"ftp://" login`) or a layout form (`http://<host>:<port>/<path>`),
//!   not a URL. Scheme names compare
//!   ASCII-case-insensitively. Other schemes without `//` (`foo:bar`) are
//!   found only in brackets.
//! * The [`Found::span`] is the URL as it stands in the document (wrapper
//!   excluded), from its first character to its last; offsets are bytes of
//!   the original document, whatever its encoding. A bracketed URL whose
//!   text is not UTF-8 is not found (its bytes are skipped); bare URLs are
//!   ASCII by the rule above, but for IRIs.

mod find;
mod lines;
mod stream;

use std::borrow::Cow;
use std::ops::Range;

use crate::core::code::{Code, WarningKind};
use crate::core::grammar::Grammar;
use crate::core::work::step;
use lines::{Lines, Position};
use miette::Severity;

pub use find::Wrapper;
pub use stream::{Context, scan_reader, scan_reader_as};

/// The URLs in `document`, in document order, each checked against
/// `grammar`.
///
/// ```
/// use urlbnf::{Grammar, scan::scan};
/// let doc = "Breaking news: the archive moved to ftp://host.example/pub/~old.";
/// let found: Vec<_> = scan(doc, Grammar::Rfc1738).collect();
/// assert_eq!(found.len(), 1);
/// assert_eq!(found[0].text(), "ftp://host.example/pub/~old");
/// assert!(!found[0].is_valid()); // `~` is unsafe: RFC 1738 wants `%7E`
/// assert_eq!((found[0].line(), found[0].column()), (1, 37));
/// ```
pub fn scan<D: AsRef<[u8]> + ?Sized>(document: &D, grammar: Grammar) -> Scan<'_> {
    let doc = document.as_ref();
    Scan::new(doc, 0, 0, doc.len(), grammar, Position::START, Syntax::Text)
}

/// How a document is read: as text, or as HTML or XML, whose character
/// references (`&amp;`, `&#37;`, `&#x2F;`, `&quot;`) a reader sees decoded.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Syntax {
    /// Plain text, Markdown, mail and news: the bytes as they are.
    #[default]
    Text,
    /// HTML or XML: a URL is found by the same rule, then its character
    /// references are decoded; spans, lines and columns stay in the
    /// document's bytes.
    Html,
}

impl Syntax {
    /// The syntax a file name suggests: `Html` for `.html`, `.htm`,
    /// `.xhtml`, `.xml` (and `.svg`, `.xsl`, `.xslt`), `Text` otherwise;
    /// or, when the name says nothing, what the document's first bytes
    /// look like (`<!DOCTYPE html`, `<html`, `<?xml`).
    ///
    /// ```
    /// use urlbnf::scan::Syntax;
    /// assert_eq!(Syntax::sniff("a/index.HTML", b""), Syntax::Html);
    /// assert_eq!(Syntax::sniff("notes", b"  <!doctype html><p>"), Syntax::Html);
    /// assert_eq!(Syntax::sniff("README.md", b"<?xml"), Syntax::Text);
    /// ```
    pub fn sniff(name: &str, head: &[u8]) -> Syntax {
        let ext = name.rsplit_once('.').map(|(_, e)| e.to_ascii_lowercase());
        match ext.as_deref() {
            Some("html" | "htm" | "xhtml" | "xml" | "svg" | "xsl" | "xslt") => Syntax::Html,
            Some(e) if e.len() <= 8 && !e.contains('/') => Syntax::Text,
            _ => {
                let start = head
                    .iter()
                    .position(|b| !b.is_ascii_whitespace())
                    .unwrap_or(head.len());
                let head = &head[start..head.len().min(start + 14)];
                let starts =
                    |p: &[u8]| head.len() >= p.len() && head[..p.len()].eq_ignore_ascii_case(p);
                if starts(b"<!doctype html") || starts(b"<html") || starts(b"<?xml") {
                    Syntax::Html
                } else {
                    Syntax::Text
                }
            }
        }
    }
}

/// The URLs in `document` read as `syntax`: [`scan`] for text, or with the
/// character references of HTML and XML decoded.
///
/// ```
/// use urlbnf::{Grammar, scan::{scan_as, Syntax}};
/// let doc = "<a href=\"mailto:nas&#37;&#52;&#48;debian&#46;org\">mail</a>";
/// let f = scan_as(doc, Grammar::Rfc1738, Syntax::Html).next().unwrap();
/// assert_eq!(f.text(), "mailto:nas%40debian.org");
/// assert!(f.is_valid());
/// assert_eq!(&doc[f.span()], "mailto:nas&#37;&#52;&#48;debian&#46;org");
/// ```
pub fn scan_as<D: AsRef<[u8]> + ?Sized>(
    document: &D,
    grammar: Grammar,
    syntax: Syntax,
) -> Scan<'_> {
    let doc = document.as_ref();
    Scan::new(doc, 0, 0, doc.len(), grammar, Position::START, syntax)
}

/// The iterator [`scan`] returns.
///
/// ```
/// let n = urlbnf::scan::scan(b"<URL:news:a> and mailto:x@y.example", urlbnf::Grammar::Rfc1738).count();
/// assert_eq!(n, 2);
/// ```
#[derive(Clone, Debug)]
pub struct Scan<'a> {
    doc: &'a [u8],
    /// The document offset of `doc[0]` (streaming).
    base: usize,
    grammar: Grammar,
    /// Where the search goes on, in `doc`.
    pos: usize,
    /// Triggers at or after this index of `doc` are left for the next block.
    trigger_end: usize,
    /// The line and column of what it finds, counted when read...
    lines: Lines,
    /// ... or here, as it finds them, once one has been read.
    at: Position,
    triggers: find::Triggers,
    syntax: Syntax,
}

impl<'a> Scan<'a> {
    fn new(
        doc: &'a [u8],
        base: usize,
        pos: usize,
        trigger_end: usize,
        grammar: Grammar,
        at: Position,
        syntax: Syntax,
    ) -> Self {
        Scan {
            doc,
            base,
            grammar,
            pos,
            trigger_end,
            lines: Lines::new(at),
            at,
            triggers: find::Triggers::new(),
            syntax,
        }
    }
}

impl<'a> Iterator for Scan<'a> {
    type Item = Found<'a>;

    fn next(&mut self) -> Option<Found<'a>> {
        loop {
            let Some(c) = find::next(
                self.doc,
                self.pos,
                self.trigger_end,
                self.grammar,
                &mut self.triggers,
            ) else {
                self.pos = self.pos.max(self.trigger_end);
                return None;
            };
            let Some(found) = self.take_found(&c) else {
                self.pos = c.retry;
                continue;
            };
            self.pos = c.resume;
            return Some(found);
        }
    }
}

impl<'a> Scan<'a> {
    /// The position of document offset `keep` (at or after the start of
    /// the bytes scanned) or a later one, for the scan of the next block
    /// to go on from.
    pub(crate) fn carry(&self, keep: usize) -> Position {
        if !self.lines.read() {
            return self.lines.position(self.doc, self.base, keep);
        }
        let mut at = self.at;
        if at.offset() < keep {
            at.advance(self.doc, self.base, keep);
        }
        at
    }

    /// The URL of a candidate, or `None` if extraction rejects it.
    fn take_found(&mut self, c: &find::Candidate) -> Option<Found<'a>> {
        let doc = self.doc;
        // In HTML, `&lt;`, `&gt;` and `&quot;` are the `<`, `>` and `"` that
        // end a bare URL (`&lt;URL:news:a&gt;` in a page's text), and a `;`
        // that closes a character reference is not sentence punctuation.
        let adjusted;
        let c = if self.syntax == Syntax::Html && !c.wrapper.is_bracketed() {
            let raw = &doc[c.url.clone()];
            step(2 * raw.len());
            let colon = raw.iter().position(|&b| b == b':')?;
            let min = c.url.start + colon + 1;
            let mut end = match html_stop(raw) {
                Some(k) => find::trim_bare(doc, c.url.start, c.url.start + k, min),
                None => c.url.end,
            };
            if doc.get(end) == Some(&b';')
                && let Some(amp) = memchr::memrchr(b'&', &doc[c.url.start..end])
                && reference(std::str::from_utf8(&doc[c.url.start + amp..=end]).ok()?).is_some()
            {
                end += 1;
            }
            if end <= min {
                return None;
            }
            adjusted = find::Candidate {
                url: c.url.start..end,
                ..c.clone()
            };
            &adjusted
        } else {
            c
        };
        let (text, pieces, hyphens, spaces) = if c.wrapper.is_bracketed() {
            let x = extract(doc, c.url.clone(), false)?;
            if c.foreign && !x.pieces.is_empty() {
                return None;
            }
            (x.text, x.pieces, x.hyphens, x.spaces)
        } else {
            let bytes = &doc[c.url.clone()];
            if c.non_ascii {
                let text = std::str::from_utf8(bytes).ok()?;
                (Cow::Borrowed(text), Vec::new(), Vec::new(), None)
            } else {
                // A bare URL runs over bytes of `find::in_bare_url` only
                // (`find::bare_run`), all printable ASCII: the word-wide
                // ASCII test, not `from_utf8` (docs/scan.md).
                let text = crate::accel::text::ascii_str(bytes)?;
                (Cow::Borrowed(text), Vec::new(), Vec::new(), None)
            }
        };
        // Everything that may reject the candidate comes before the
        // position moves (it only moves forward).
        let without = match hyphens.is_empty() {
            true => None,
            false => Some(extract(doc, c.url.clone(), true)?),
        };
        let html = self.syntax == Syntax::Html;
        let (text, pieces) = match html {
            true => decode_references(text, pieces, c.url.start),
            false => (text, pieces),
        };
        let without = without.map(|mut w| {
            if html {
                (w.text, w.pieces) = decode_references(w.text, w.pieces, c.url.start);
            }
            w
        });
        let base = self.base;
        let shift = |p: &mut (usize, usize)| p.1 += base;
        let mut found = Found {
            span: base + c.url.start..base + c.url.end,
            at: match self.lines.read() {
                true => {
                    self.at.advance(doc, base, base + c.url.start);
                    let (line, column) = self.at.line_column();
                    At::Known { line, column }
                }
                false => At::Lazy {
                    doc,
                    base,
                    lines: self.lines.clone(),
                },
            },
            wrapper: c.wrapper,
            valid: {
                step(text.len());
                (self.grammar.dialect().validate)(&text).is_ok()
            },
            text,
            pieces,
            grammar: self.grammar,
            hyphen: None,
            space: None,
        };
        found.pieces.iter_mut().for_each(shift);
        if let Some((offset, before, count)) = spaces {
            let cut = found.text[..before].to_owned();
            found.space = Some(Box::new(Space {
                offset: base + offset,
                count,
                cut_valid: (self.grammar.dialect().validate)(&cut).is_ok(),
                joined: found.text.clone().into_owned(),
                cut,
            }));
        }
        if let (Some(&first), Some(mut without)) = (hyphens.first(), without) {
            without.pieces.iter_mut().for_each(shift);
            let without_valid = (self.grammar.dialect().validate)(&without.text).is_ok();
            let hyphen = Hyphen {
                offset: base + first,
                count: hyphens.len(),
                with: found.text.clone().into_owned(),
                without: without.text.clone().into_owned(),
                with_valid: found.valid,
                without_valid,
            };
            if without_valid && !found.valid {
                found.text = without.text;
                found.pieces = without.pieces;
                found.valid = true;
            }
            found.hyphen = Some(Box::new(hyphen));
        }
        Some(found)
    }
}

/// `text` (mapped to the document by `pieces`, or from `start` when there
/// are none) with its HTML character references decoded: `&#NNN;`,
/// `&#xHHH;` and the named references a URL may hold. Each reference and
/// each run between references becomes a piece, so that offsets in the
/// decoded text map to the reference in the document. Allocates only when
/// there is a reference.
fn decode_references(
    text: Cow<'_, str>,
    pieces: Vec<(usize, usize)>,
    start: usize,
) -> (Cow<'_, str>, Vec<(usize, usize)>) {
    step(text.len());
    if !text.contains('&') {
        return (text, pieces);
    }
    let doc_at = |t: usize| -> usize {
        if pieces.is_empty() {
            return start + t;
        }
        let k = pieces.partition_point(|&(p, _)| p <= t).max(1) - 1;
        pieces[k].1 + (t - pieces[k].0)
    };
    // A piece boundary of the input is one of the output too.
    let boundaries: Vec<usize> = pieces.iter().map(|&(t, _)| t).collect();
    let mut out = String::with_capacity(text.len());
    let mut new_pieces = Vec::new();
    let mut i = 0;
    let mut run_start = 0;
    let bytes = text.as_bytes();
    let flush = |out: &mut String, new_pieces: &mut Vec<(usize, usize)>, from: usize, to: usize| {
        // The run `text[from..to]`, split where the input's pieces split.
        let mut a = from;
        for &b in boundaries
            .iter()
            .filter(|&&b| b > from && b < to)
            .chain([&to])
        {
            if b > a {
                new_pieces.push((out.len(), doc_at(a)));
                out.push_str(&text[a..b]);
            }
            a = b;
        }
    };
    // The next `;` at or after `i + 1`, found once for every `&` before it:
    // a search from each `&` of `&&&&...` read the same bytes again.
    let mut semi = None;
    while i < bytes.len() {
        if bytes[i] == b'&' && semi.is_none_or(|k| k <= i) {
            let found = memchr::memchr(b';', &bytes[i + 1..]);
            step(found.map_or(bytes.len() - i, |k| k + 1));
            semi = Some(found.map_or(usize::MAX, |k| i + 1 + k));
        }
        if bytes[i] == b'&'
            && let Some(end) = semi.filter(|&k| k - i <= 33)
            && let Some((c, len)) = reference_to(&text[i..], end - i)
        {
            flush(&mut out, &mut new_pieces, run_start, i);
            new_pieces.push((out.len(), doc_at(i)));
            out.push(c);
            i += len;
            run_start = i;
        } else {
            i += 1;
        }
    }
    if new_pieces.is_empty() {
        return (text, pieces);
    }
    flush(&mut out, &mut new_pieces, run_start, bytes.len());
    (Cow::Owned(out), new_pieces)
}

/// Where a bare URL in HTML ends at a reference to `<`, `>` or `"`
/// (`&lt`, `&gt`, `&quot`, with or without `;`, in either case).
fn html_stop(url: &[u8]) -> Option<usize> {
    memchr::memchr_iter(b'&', url).find(|&k| {
        let rest = &url[k + 1..];
        [&b"lt"[..], b"gt", b"quot"]
            .iter()
            .any(|n| rest.len() >= n.len() && rest[..n.len()].eq_ignore_ascii_case(n))
    })
}

/// The character of the reference that `s` starts with (`&...;`), and the
/// reference's length.
fn reference(s: &str) -> Option<(char, usize)> {
    step(s.len().min(34));
    let end = memchr::memchr(b';', &s.as_bytes()[1..s.len().min(34)])? + 1;
    reference_to(s, end)
}

/// [`reference`] given the index of the first `;` in `s` after its `&`,
/// at most 33.
fn reference_to(s: &str, end: usize) -> Option<(char, usize)> {
    let body = &s[1..end];
    let c = if let Some(num) = body.strip_prefix('#') {
        let code = match num.strip_prefix(['x', 'X']) {
            Some(hex) => u32::from_str_radix(hex, 16).ok()?,
            None => num.parse::<u32>().ok()?,
        };
        // HTML: NUL, surrogates and values past Unicode are U+FFFD.
        char::from_u32(code)
            .filter(|&c| c != '\0')
            .unwrap_or('\u{fffd}')
    } else {
        match body {
            "amp" | "AMP" => '&',
            "lt" | "LT" => '<',
            "gt" | "GT" => '>',
            "quot" | "QUOT" => '"',
            "apos" => '\'',
            "nbsp" => '\u{a0}',
            "sol" => '/',
            "colon" => ':',
            "quest" => '?',
            "equals" => '=',
            "percnt" => '%',
            "num" => '#',
            "commat" => '@',
            "plus" => '+',
            "comma" => ',',
            "period" => '.',
            "semi" => ';',
            "lowbar" => '_',
            "tilde" => '~',
            "excl" => '!',
            "dollar" => '$',
            "ast" | "midast" => '*',
            "lpar" => '(',
            "rpar" => ')',
            _ => return None,
        }
    };
    Some((c, end + 1))
}

/// The text of a bracketed URL with its whitespace removed.
struct Extracted<'a> {
    text: Cow<'a, str>,
    pieces: Vec<(usize, usize)>,
    /// The offsets in the document of each `-` followed by a line break.
    hyphens: Vec<usize>,
    /// Whitespace inside a line (no line break in the run) between two
    /// pieces: the document offset of the first such run, the length of the
    /// text before it, and how many such runs there are.
    spaces: Option<(usize, usize, usize)>,
}

/// Removes the whitespace from `doc[url]`; with `drop_hyphens`, also each
/// `-` that a line break follows. `None` if the bytes are not UTF-8.
///
/// Works on bytes and copies whole pieces: a URL broken over lines is two
/// or three pieces, and walking it by `char` with a push per character was
/// a third of the scan's time on a reference list (docs/scan.md).
fn extract(doc: &[u8], url: Range<usize>, drop_hyphens: bool) -> Option<Extracted<'_>> {
    let raw = &doc[url.clone()];
    // Most bracketed URLs stand in one piece of printable ASCII: one class
    // scan says so, where `from_utf8` and the search for whitespace were
    // two passes (docs/scan.md).
    let graphic = find::graphic_len(raw);
    // Every byte of `raw` in 0x21..=0x7f (`find::graphic_len`): ASCII.
    if graphic == raw.len()
        && let Some(s) = crate::accel::text::ascii_str(raw)
    {
        return Some(Extracted {
            text: Cow::Borrowed(s),
            pieces: Vec::new(),
            hyphens: Vec::new(),
            spaces: None,
        });
    }
    step(raw.len());
    let s = std::str::from_utf8(raw).ok()?;
    let Some(first) = find::next_space(raw, graphic) else {
        return Some(Extracted {
            text: Cow::Borrowed(s),
            pieces: Vec::new(),
            hyphens: Vec::new(),
            spaces: None,
        });
    };
    let mut text = String::with_capacity(raw.len());
    let mut pieces = Vec::new();
    let mut hyphens = Vec::new();
    let mut spaces: Option<(usize, usize, usize)> = None;
    // The piece `raw[i..j]`, then the whitespace `raw[j..k]`.
    let (mut i, mut j) = (0, first);
    loop {
        let mut k = j;
        let mut breaks = false;
        while k < raw.len() {
            let n = find::space_len(raw, k);
            if n == 0 {
                break;
            }
            breaks |= is_line_break(&raw[k..k + n]);
            k += n;
        }
        let mut end = j;
        if breaks && k < raw.len() && end > i && raw[end - 1] == b'-' {
            hyphens.push(url.start + end - 1);
            if drop_hyphens {
                end -= 1;
            }
        }
        if end > i {
            pieces.push((text.len(), url.start + i));
            text.push_str(&s[i..end]);
        }
        if k >= raw.len() {
            break;
        }
        if !breaks && end > i {
            let first = spaces.map_or((url.start + j, text.len()), |(o, t, _)| (o, t));
            spaces = Some((first.0, first.1, spaces.map_or(0, |x| x.2) + 1));
        }
        i = k;
        j = find::next_space(raw, k).unwrap_or(raw.len());
    }
    Some(Extracted {
        text: Cow::Owned(text),
        pieces,
        hyphens,
        spaces,
    })
}

/// Whether the whitespace character `c` (its UTF-8 bytes) ends a line:
/// LF, CR, NEL, LINE SEPARATOR or PARAGRAPH SEPARATOR.
fn is_line_break(c: &[u8]) -> bool {
    matches!(
        c,
        b"\n" | b"\r" | b"\xc2\x85" | b"\xe2\x80\xa8" | b"\xe2\x80\xa9"
    )
}

/// One URL found in a document.
///
/// ```
/// use urlbnf::{Grammar, scan::scan};
/// let doc = "x\n  <URL:ftp://h.example/a\n      /b%zz>";
/// let f = scan(doc, Grammar::Rfc1738).next().unwrap();
/// assert_eq!((f.line(), f.column()), (2, 8));
/// assert_eq!(f.text(), "ftp://h.example/a/b%zz");
/// let d = f.diagnose();
/// let label = d.findings()[0].labels()[0].span();
/// assert_eq!(&doc[f.document_span(label)], "%zz"); // the label where it stands
/// ```
#[derive(Clone)]
pub struct Found<'a> {
    span: Range<usize>,
    /// Its line and column, or what counts them when first read.
    at: At<'a>,
    wrapper: Wrapper,
    text: Cow<'a, str>,
    /// `(text offset, document offset)` of each contiguous piece of an
    /// extracted text; empty when the text is `document[span]`.
    pieces: Vec<(usize, usize)>,
    valid: bool,
    grammar: Grammar,
    /// Boxed: it is rare, and `Found` is moved by value through the
    /// iterator.
    hyphen: Option<Box<Hyphen>>,
    space: Option<Box<Space>>,
}

/// Where a [`Found`] stands: a line and column, or the document and the
/// scan's bookkeeping that count them when first read.
#[derive(Clone)]
enum At<'a> {
    Known {
        line: usize,
        column: usize,
    },
    Lazy {
        /// The bytes scanned, document offset `base` first.
        doc: &'a [u8],
        base: usize,
        lines: Lines,
    },
}

// By value: two URLs are equal whether or not their positions have been
// counted.
impl PartialEq for Found<'_> {
    fn eq(&self, other: &Self) -> bool {
        self.span == other.span
            && self.wrapper == other.wrapper
            && self.text == other.text
            && self.pieces == other.pieces
            && self.valid == other.valid
            && self.grammar == other.grammar
            && self.hyphen == other.hyphen
            && self.space == other.space
            && self.position() == other.position()
    }
}

impl Eq for Found<'_> {}

impl std::fmt::Debug for Found<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (line, column) = self.position();
        f.debug_struct("Found")
            .field("span", &self.span)
            .field("line", &line)
            .field("column", &column)
            .field("wrapper", &self.wrapper)
            .field("text", &self.text)
            .field("pieces", &self.pieces)
            .field("valid", &self.valid)
            .field("grammar", &self.grammar)
            .field("hyphen", &self.hyphen)
            .field("space", &self.space)
            .finish()
    }
}

impl<'a> Found<'a> {
    /// The URL as it stands in the document, in bytes: from its first
    /// character to its last, wrapper excluded, whitespace included.
    ///
    /// ```
    /// let f = urlbnf::scan::scan("(<URL:news:a.b>)", urlbnf::Grammar::Rfc1738).next().unwrap();
    /// assert_eq!(f.span(), 6..14);
    /// ```
    pub fn span(&self) -> Range<usize> {
        self.span.clone()
    }

    /// The 1-based line of the URL's first character (lines end at `\n`).
    ///
    /// Counted on the first read: reads in document order count each byte
    /// of the document once, a read of an earlier URL's line a few KiB at
    /// most, and a scan whose positions are never read counts nothing.
    ///
    /// ```
    /// let f = urlbnf::scan::scan("a\r\nb\nnews:x", urlbnf::Grammar::Rfc1738).next().unwrap();
    /// assert_eq!(f.line(), 3);
    /// ```
    pub fn line(&self) -> usize {
        self.position().0
    }

    /// The 1-based column of the URL's first character, in characters
    /// (each byte that is not UTF-8 counts as one). Counted on the first
    /// read, as [`Found::line`].
    ///
    /// ```
    /// let f = urlbnf::scan::scan("é news:x", urlbnf::Grammar::Rfc1738).next().unwrap();
    /// assert_eq!(f.column(), 3);
    /// ```
    pub fn column(&self) -> usize {
        self.position().1
    }

    /// The line and column, counted on the first read (docs/scan.md,
    /// "Lines and columns").
    fn position(&self) -> (usize, usize) {
        match &self.at {
            At::Known { line, column } => (*line, *column),
            At::Lazy { doc, base, lines } => lines.at(doc, *base, self.span.start),
        }
    }

    /// How the URL stood in the document.
    ///
    /// ```
    /// use urlbnf::scan::{scan, Wrapper};
    /// let f = scan("<mailto:a@b.example>", urlbnf::Grammar::Rfc1738).next().unwrap();
    /// assert_eq!(f.wrapper(), Wrapper::Brackets);
    /// ```
    pub fn wrapper(&self) -> Wrapper {
        self.wrapper
    }

    /// The URL: the document's bytes without the whitespace inside a
    /// wrapper (and without a typesetter's hyphen, see [`Found::hyphen`]).
    ///
    /// ```
    /// let f = urlbnf::scan::scan("<URL:news:a.\n  b>", urlbnf::Grammar::Rfc1738).next().unwrap();
    /// assert_eq!(f.text(), "news:a.b");
    /// ```
    pub fn text(&self) -> &str {
        &self.text
    }

    /// [`Found::text`], keeping the document's lifetime: borrowed from the
    /// document when the URL stood in one piece, owned otherwise. So the
    /// URLs of a document outlive the iterator:
    ///
    /// ```
    /// use std::borrow::Cow;
    /// use urlbnf::{Grammar, scan::scan};
    /// let doc = String::from("see <URL:news:a.\n b> and http://h/x.");
    /// let urls: Vec<Cow<str>> = scan(&doc, Grammar::Rfc1738).map(|f| f.into_text()).collect();
    /// assert_eq!(urls, ["news:a.b", "http://h/x"]);
    /// assert!(matches!(urls[1], Cow::Borrowed(_)));
    /// ```
    pub fn into_text(self) -> Cow<'a, str> {
        self.text
    }

    /// Whether [`Found::text`] borrows from the document (the URL stood in
    /// one piece) rather than being a copy with whitespace removed.
    ///
    /// ```
    /// let doc = "<URL:news:a.b> <URL:news:a.\n b>";
    /// let borrowed: Vec<bool> = urlbnf::scan::scan(doc, urlbnf::Grammar::Rfc1738).map(|f| f.is_borrowed()).collect();
    /// assert_eq!(borrowed, [true, false]);
    /// ```
    pub fn is_borrowed(&self) -> bool {
        matches!(self.text, Cow::Borrowed(_))
    }

    /// Whether the URL is valid in the grammar it was scanned with.
    ///
    /// ```
    /// let f = urlbnf::scan::scan("<URL:http://h/a%2>", urlbnf::Grammar::Rfc1738).next().unwrap();
    /// assert!(!f.is_valid());
    /// ```
    pub fn is_valid(&self) -> bool {
        self.valid
    }

    /// The grammar the URL was checked against.
    ///
    /// ```
    /// let f = urlbnf::scan::scan("news:a", urlbnf::Grammar::Rfc1630).next().unwrap();
    /// assert_eq!(f.grammar(), urlbnf::Grammar::Rfc1630);
    /// ```
    pub fn grammar(&self) -> Grammar {
        self.grammar
    }

    /// The scheme name as written (before the first `:`), if the text
    /// starts with one.
    ///
    /// ```
    /// let f = urlbnf::scan::scan("<URL:FTP://h/>", urlbnf::Grammar::Rfc1738).next().unwrap();
    /// assert_eq!(f.scheme(), Some("FTP"));
    /// ```
    pub fn scheme(&self) -> Option<&str> {
        let colon = self.text.find(':')?;
        let name = &self.text[..colon];
        let ok = name.bytes().next().is_some_and(|b| b.is_ascii_alphabetic())
            && name
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'+' | b'-' | b'.'));
        ok.then_some(name)
    }

    /// The document offset of byte `offset` of [`Found::text`]; the end of
    /// the text maps to the end of [`Found::span`].
    ///
    /// ```
    /// let f = urlbnf::scan::scan("<URL:news:a\n   b>", urlbnf::Grammar::Rfc1738).next().unwrap();
    /// assert_eq!(f.document_offset(6), 15); // `b`, after the line break
    /// ```
    pub fn document_offset(&self, offset: usize) -> usize {
        if offset >= self.text.len() {
            return self.span.end;
        }
        if self.pieces.is_empty() {
            return self.span.start + offset;
        }
        let k = self.pieces.partition_point(|&(t, _)| t <= offset) - 1;
        let (t, d) = self.pieces[k];
        d + (offset - t)
    }

    /// A range of [`Found::text`] (such as a diagnostic's label) as a
    /// range of the document: from the document offset of its first byte
    /// to just after its last, so a line break removed from the middle of
    /// the URL never shifts a label; an empty range stays empty.
    ///
    /// ```
    /// let doc = "<URL:ftp://h/a\n   /b~c>";
    /// let f = urlbnf::scan::scan(doc, urlbnf::Grammar::Rfc1738).next().unwrap();
    /// let at = f.text().find('~').unwrap();
    /// assert_eq!(&doc[f.document_span(at..at + 1)], "~");
    /// ```
    pub fn document_span(&self, range: Range<usize>) -> Range<usize> {
        if range.is_empty() {
            let p = self.document_offset(range.start);
            return p..p;
        }
        let start = self.document_offset(range.start);
        let end = self.document_offset(range.end - 1) + 1;
        start..end.max(start)
    }

    /// The hyphen rule's two readings, when a line break inside the
    /// brackets follows a `-`.
    ///
    /// ```
    /// let doc = "<URL:ftp://h/a-\n  b/c%zz>";
    /// let f = urlbnf::scan::scan(doc, urlbnf::Grammar::Rfc1738).next().unwrap();
    /// let h = f.hyphen().unwrap();
    /// assert_eq!((h.with_hyphen(), h.without_hyphen()), ("ftp://h/a-b/c%zz", "ftp://h/ab/c%zz"));
    /// assert_eq!(h.severity(), urlbnf::Severity::Warning); // neither is valid
    /// ```
    pub fn hyphen(&self) -> Option<&Hyphen> {
        self.hyphen.as_deref()
    }

    /// This URL with an owned text, independent of the document.
    ///
    /// ```
    /// let f = urlbnf::scan::scan(&String::from("news:a"), urlbnf::Grammar::Rfc1738).next().unwrap().into_owned();
    /// assert_eq!(f.text(), "news:a");
    /// ```
    pub fn into_owned(self) -> Found<'static> {
        let (line, column) = self.position();
        Found {
            text: Cow::Owned(self.text.into_owned()),
            at: At::Known { line, column },
            span: self.span,
            wrapper: self.wrapper,
            pieces: self.pieces,
            valid: self.valid,
            grammar: self.grammar,
            hyphen: self.hyphen,
            space: self.space,
        }
    }

    /// Whitespace inside a line between the brackets (`<URL:http://h/a b>`):
    /// RFC 1738's appendix removes the whitespace of a URL broken across
    /// lines, and the URL is read the same way, but within a line a space
    /// more likely ends the URL or is data, so both readings are given.
    ///
    /// ```
    /// let f = urlbnf::scan::scan("<URL:http://h/a b>", urlbnf::Grammar::Rfc1738).next().unwrap();
    /// let s = f.space().unwrap();
    /// assert_eq!((s.joined(), s.cut()), ("http://h/ab", "http://h/a"));
    /// assert_eq!(s.offset(), 15);
    /// assert!(urlbnf::scan::scan("<URL:http://h/a\n b>", urlbnf::Grammar::Rfc1738).next().unwrap().space().is_none());
    /// ```
    pub fn space(&self) -> Option<&Space> {
        self.space.as_deref()
    }
}

/// The two readings of a bracketed URL with whitespace inside a line: the
/// whitespace removed (the URL as found), or the URL ending before it.
/// Always a warning: the author should escape the space as `%20` or end the
/// URL there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Space {
    offset: usize,
    count: usize,
    joined: String,
    cut: String,
    cut_valid: bool,
}

impl Space {
    /// The document offset of the first whitespace inside a line.
    ///
    /// ```
    /// let f = urlbnf::scan::scan("<news:a b>", urlbnf::Grammar::Rfc1738).next().unwrap();
    /// assert_eq!(f.space().unwrap().offset(), 7);
    /// ```
    pub fn offset(&self) -> usize {
        self.offset
    }

    /// How many runs of whitespace inside a line the URL has.
    ///
    /// ```
    /// let f = urlbnf::scan::scan("<news:a b c>", urlbnf::Grammar::Rfc1738).next().unwrap();
    /// assert_eq!(f.space().unwrap().count(), 2);
    /// ```
    pub fn count(&self) -> usize {
        self.count
    }

    /// The reading with the whitespace removed: the URL's text.
    ///
    /// ```
    /// let f = urlbnf::scan::scan("<news:a b>", urlbnf::Grammar::Rfc1738).next().unwrap();
    /// assert_eq!(f.space().unwrap().joined(), "news:ab");
    /// ```
    pub fn joined(&self) -> &str {
        &self.joined
    }

    /// The reading that ends before the first whitespace inside a line.
    ///
    /// ```
    /// let f = urlbnf::scan::scan("<news:a b>", urlbnf::Grammar::Rfc1738).next().unwrap();
    /// assert_eq!(f.space().unwrap().cut(), "news:a");
    /// ```
    pub fn cut(&self) -> &str {
        &self.cut
    }

    /// The stable code, [`WarningKind::SpaceInLine`]
    /// (`urlbnf::scan::space-in-line`).
    ///
    /// ```
    /// let f = urlbnf::scan::scan("<news:a b>", urlbnf::Grammar::Rfc1738).next().unwrap();
    /// assert_eq!(f.space().unwrap().code(), urlbnf::Code::Warning(urlbnf::WarningKind::SpaceInLine));
    /// assert_eq!(f.space().unwrap().code().as_str(), "urlbnf::scan::space-in-line");
    /// ```
    pub fn code(&self) -> Code {
        Code::Warning(WarningKind::SpaceInLine)
    }

    /// A warning, always.
    ///
    /// ```
    /// let f = urlbnf::scan::scan("<news:a b>", urlbnf::Grammar::Rfc1738).next().unwrap();
    /// assert_eq!(f.space().unwrap().severity(), urlbnf::Severity::Warning);
    /// ```
    pub fn severity(&self) -> Severity {
        Severity::Warning
    }

    /// The message: both readings, and which is used.
    ///
    /// ```
    /// let f = urlbnf::scan::scan("<URL:http://h/a b>", urlbnf::Grammar::Rfc1738).next().unwrap();
    /// assert_eq!(
    ///     f.space().unwrap().message(),
    ///     "whitespace inside a line: read as `http://h/ab` (whitespace removed, as for a line break); ending at the space, it would be `http://h/a`, a valid URL"
    /// );
    /// ```
    pub fn message(&self) -> String {
        format!(
            "whitespace inside a line: read as `{}` (whitespace removed, as for a line break); ending at the space, it would be `{}`, {}",
            self.joined,
            self.cut,
            if self.cut_valid {
                "a valid URL"
            } else {
                "not a valid URL"
            }
        )
    }

    /// The help line.
    ///
    /// ```
    /// let f = urlbnf::scan::scan("<news:a b>", urlbnf::Grammar::Rfc1738).next().unwrap();
    /// assert!(f.space().unwrap().help().contains("%20"));
    /// ```
    pub fn help(&self) -> &'static str {
        "RFC 1738, appendix: whitespace is removed only where a URL is broken across lines; write a space that is data as `%20`, or end the URL before it"
    }
}

/// The two readings of a URL with a line break after a `-` (RFC 1738's
/// appendix: "the hyphen may or may not actually be part of the URL").
/// With several such breaks in one URL, the readings keep all of these
/// hyphens or drop all of them.
///
/// ```
/// let doc = "<URL:news:comp.infosystems.www.pro-\n viders>";
/// let f = urlbnf::scan::scan(doc, urlbnf::Grammar::Rfc1738).next().unwrap();
/// let h = f.hyphen().unwrap();
/// assert!(h.with_is_valid() && h.without_is_valid());
/// assert_eq!(f.text(), "news:comp.infosystems.www.pro-viders"); // both valid: kept
/// assert_eq!(h.code().as_str(), "urlbnf::scan::hyphen-break");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hyphen {
    offset: usize,
    count: usize,
    with: String,
    without: String,
    with_valid: bool,
    without_valid: bool,
}

impl Hyphen {
    /// The document offset of the (first) `-` before a line break.
    ///
    /// ```
    /// let f = urlbnf::scan::scan("<URL:news:a-\n b>", urlbnf::Grammar::Rfc1738).next().unwrap();
    /// assert_eq!(f.hyphen().unwrap().offset(), 11);
    /// ```
    pub fn offset(&self) -> usize {
        self.offset
    }

    /// How many `-` before a line break the URL has.
    ///
    /// ```
    /// let f = urlbnf::scan::scan("<URL:news:a-\n b-\n c>", urlbnf::Grammar::Rfc1738).next().unwrap();
    /// assert_eq!(f.hyphen().unwrap().count(), 2);
    /// ```
    pub fn count(&self) -> usize {
        self.count
    }

    /// The reading that keeps the hyphen.
    ///
    /// ```
    /// let f = urlbnf::scan::scan("<URL:news:a-\n b>", urlbnf::Grammar::Rfc1738).next().unwrap();
    /// assert_eq!(f.hyphen().unwrap().with_hyphen(), "news:a-b");
    /// ```
    pub fn with_hyphen(&self) -> &str {
        &self.with
    }

    /// The reading that drops it.
    ///
    /// ```
    /// let f = urlbnf::scan::scan("<URL:news:a-\n b>", urlbnf::Grammar::Rfc1738).next().unwrap();
    /// assert_eq!(f.hyphen().unwrap().without_hyphen(), "news:ab");
    /// ```
    pub fn without_hyphen(&self) -> &str {
        &self.without
    }

    /// Whether the reading with the hyphen is a valid URL.
    ///
    /// ```
    /// let f = urlbnf::scan::scan("<URL:http://h-\n.example/>", urlbnf::Grammar::Rfc1738).next().unwrap();
    /// assert!(!f.hyphen().unwrap().with_is_valid()); // a label cannot end in `-`
    /// ```
    pub fn with_is_valid(&self) -> bool {
        self.with_valid
    }

    /// Whether the reading without the hyphen is a valid URL.
    ///
    /// ```
    /// let f = urlbnf::scan::scan("<URL:http://h-\n.example/>", urlbnf::Grammar::Rfc1738).next().unwrap();
    /// assert!(f.hyphen().unwrap().without_is_valid());
    /// assert_eq!(f.text(), "http://h.example/"); // the valid reading is used
    /// ```
    pub fn without_is_valid(&self) -> bool {
        self.without_valid
    }

    /// A note when exactly one reading is valid (and is the URL), a warning
    /// when both or neither are.
    ///
    /// ```
    /// let f = urlbnf::scan::scan("<URL:http://h-\n.example/>", urlbnf::Grammar::Rfc1738).next().unwrap();
    /// assert_eq!(f.hyphen().unwrap().severity(), urlbnf::Severity::Advice);
    /// ```
    pub fn severity(&self) -> Severity {
        if self.with_valid != self.without_valid {
            Severity::Advice
        } else {
            Severity::Warning
        }
    }

    /// The stable code, [`WarningKind::HyphenBreak`]
    /// (`urlbnf::scan::hyphen-break`).
    ///
    /// ```
    /// let f = urlbnf::scan::scan("<URL:news:a-\n b>", urlbnf::Grammar::Rfc1738).next().unwrap();
    /// assert_eq!(f.hyphen().unwrap().code().as_str(), "urlbnf::scan::hyphen-break");
    /// ```
    pub fn code(&self) -> Code {
        Code::Warning(WarningKind::HyphenBreak)
    }

    /// The message: which reading was used, and why.
    ///
    /// ```
    /// let f = urlbnf::scan::scan("<URL:news:a-\n b>", urlbnf::Grammar::Rfc1738).next().unwrap();
    /// assert!(f.hyphen().unwrap().message().contains("both `news:a-b` and `news:ab` are valid"));
    /// ```
    pub fn message(&self) -> String {
        let (w, wo) = (&self.with, &self.without);
        match (self.with_valid, self.without_valid) {
            (true, false) => format!(
                "a line break follows `-`: read as `{w}` (with the hyphen); `{wo}` is not a valid URL"
            ),
            (false, true) => format!(
                "a line break follows `-`: read as `{wo}` (the hyphen is the typesetter's); `{w}` is not a valid URL"
            ),
            (true, true) => format!(
                "a line break follows `-`: both `{w}` and `{wo}` are valid URLs; read as `{w}`"
            ),
            (false, false) => format!(
                "a line break follows `-`: neither `{w}` nor `{wo}` is a valid URL; read as `{w}`"
            ),
        }
    }

    /// The help line: RFC 1738's advice to the author.
    ///
    /// ```
    /// let f = urlbnf::scan::scan("<URL:news:a-\n b>", urlbnf::Grammar::Rfc1738).next().unwrap();
    /// assert!(f.hyphen().unwrap().help().contains("after a hyphen"));
    /// ```
    pub fn help(&self) -> &'static str {
        "RFC 1738, appendix: no whitespace should be introduced after a hyphen; break the line elsewhere, or write the hyphen as `%2D`"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(doc: &str) -> Vec<String> {
        scan(doc, Grammar::Rfc1738)
            .map(|f| f.text().to_owned())
            .collect()
    }

    #[test]
    fn not_urls() {
        for doc in [
            "<uri@bunyip.com>",
            "Note: see below",
            "at 10:30 today",
            "C:\\TEMP and <C:\\TEMP>",
            "Breaking news: the archive moved.",
            "telnet: a protocol",
            "news:.",
            "<xsl:if test=\"x\">",
            "a < b: c > d",
            "Xmailto:a@b and abcdnews:x are words",
            "File::Spec and <JSON::PP> are code, <dsig:KeyName/> markup",
        ] {
            assert_eq!(texts(doc), Vec::<String>::new(), "{doc:?}");
        }
        // Another scheme is a URL when written with `//`.
        assert_eq!(
            texts("https://example.com/ and xprospero://h/"),
            ["https://example.com/", "xprospero://h/"]
        );
    }

    /// RFC 3986's Appendix C: between double quotes, a URI of any scheme;
    /// elsewhere, only a scheme written with `//` or one `scan` knows.
    #[test]
    fn uris_between_quotes() {
        let found = |doc: &str, g: Grammar| -> Vec<(String, Wrapper, bool)> {
            scan(doc, g)
                .map(|f| (f.text().to_owned(), f.wrapper(), f.is_valid()))
                .collect()
        };
        let doc = r#"see "x-custom:a/b?c", "tag:例え/x" and "urn:isbn:0451450523"."#;
        assert_eq!(
            found(doc, Grammar::Rfc3987),
            [
                ("x-custom:a/b?c".to_owned(), Wrapper::Quotes, true),
                ("tag:例え/x".to_owned(), Wrapper::Quotes, true),
                ("urn:isbn:0451450523".to_owned(), Wrapper::Bare, true),
            ]
        );
        // Under RFC 3986 the IRI is found, and reported.
        assert_eq!(
            found(doc, Grammar::Rfc3986)[1],
            ("tag:例え/x".to_owned(), Wrapper::Quotes, false)
        );
        // RFC 1738 and RFC 1630 know no such delimiter.
        for g in [Grammar::Rfc1738, Grammar::Rfc1630] {
            assert!(found(doc, g).iter().all(|f| f.1 != Wrapper::Quotes), "{g}");
        }
        for doc in [
            r#""localhost:8080""#,
            r#""C:/x""#,
            r#""a:b c""#,
            r#""note:" see"#,
            r#""File::Spec""#,
            r#"key:value, note:see, localhost:8080 and C:/x in prose"#,
            r#"an unclosed "x-y:z and more"#,
            r#"x"y:z""#,
        ] {
            assert_eq!(found(doc, Grammar::Rfc3986), [], "{doc:?}");
        }
    }

    #[test]
    fn position_counts_lines_and_chars() {
        let doc = "ab\nçd news:x\n\nnews:y";
        let found: Vec<_> = scan(doc, Grammar::Rfc1738)
            .map(|f| (f.line(), f.column()))
            .collect();
        assert_eq!(found, [(2, 4), (4, 1)]);
    }

    // Findings and scans go to other threads (`par_bridge`, a server's
    // workers), whether or not their positions have been read.
    const _: () = {
        const fn send_sync<T: Send + Sync>() {}
        send_sync::<Found<'static>>();
        send_sync::<Scan<'static>>();
    };

    #[test]
    fn positions_read_as_found_later_or_out_of_order_agree() {
        let doc = "x\n  <URL:ftp://h.example/a\n /b> \u{e9} news:a\n\nhttp://h/ and <news:b>\n"
            .repeat(400);
        let read = |f: &Found<'_>| (f.span(), f.line(), f.column());
        let as_found: Vec<_> = scan(&doc, Grammar::Rfc1738).map(|f| read(&f)).collect();
        assert_eq!(as_found.len(), 1600);
        assert_eq!(as_found[..2], [(9..30, 2, 8), (35..41, 3, 8)]);
        // Collected first, then read from the last to the first.
        let found: Vec<_> = scan(&doc, Grammar::Rfc1738).collect();
        let mut late: Vec<_> = found.iter().rev().map(read).collect();
        late.reverse();
        assert_eq!(late, as_found);
        // Once one is read, the scan counts the rest as it finds them.
        let mut rest = scan(&doc, Grammar::Rfc1738);
        let first = rest.next().unwrap();
        let second = rest.next().unwrap();
        assert!(matches!(second.at, At::Lazy { .. }));
        assert_eq!(read(&first), as_found[0]);
        let rest: Vec<_> = rest.collect();
        assert!(rest.iter().all(|f| matches!(f.at, At::Known { .. })));
        let mut all = vec![read(&first), read(&second)];
        all.extend(rest.iter().map(read));
        assert_eq!(all, as_found);
        // Equal whether counted or not; `into_owned` counts.
        let owned = found[5].clone().into_owned();
        assert!(matches!(owned.at, At::Known { .. }));
        assert_eq!(owned, found[5]);
        assert_ne!(owned, found[9]);
        assert_eq!(format!("{:?}", found[5]), format!("{owned:?}"));
        assert!(
            format!("{owned:?}").contains("line: 8, column: 8"),
            "{owned:?}"
        );
    }

    #[test]
    fn not_utf8_never_stops_the_scan() {
        let doc = b"\xff\xfe news:a \xc3 <URL:news:\xffb> <URL:news:c>";
        let found: Vec<_> = scan(doc, Grammar::Rfc1738)
            .map(|f| (f.span(), f.text().to_owned()))
            .collect();
        assert_eq!(
            found,
            [(3..9, "news:a".to_owned()), (31..37, "news:c".to_owned())]
        );
    }

    /// The extraction rule stated over `char`s, as the appendix states
    /// it: whitespace is dropped; with `drop_hyphens`, so is each `-` whose
    /// following whitespace holds a line break and is followed by more URL.
    fn extract_by_chars(
        s: &str,
        base: usize,
        drop_hyphens: bool,
    ) -> (String, Vec<(usize, usize)>, Vec<usize>) {
        let mut text = String::new();
        let mut pieces = Vec::new();
        let mut hyphens = Vec::new();
        let chars: Vec<(usize, char)> = s.char_indices().collect();
        let mut open = false;
        for (n, &(k, c)) in chars.iter().enumerate() {
            if c.is_whitespace() {
                open = false;
                continue;
            }
            if c == '-' {
                let run: Vec<char> = chars[n + 1..]
                    .iter()
                    .map(|&(_, w)| w)
                    .take_while(|w| w.is_whitespace())
                    .collect();
                let more = chars.len() > n + 1 + run.len();
                if more
                    && run
                        .iter()
                        .any(|w| matches!(w, '\n' | '\r' | '\u{85}' | '\u{2028}' | '\u{2029}'))
                {
                    hyphens.push(base + k);
                    if drop_hyphens {
                        open = false;
                        continue;
                    }
                }
            }
            if !open {
                pieces.push((text.len(), base + k));
                open = true;
            }
            text.push(c);
        }
        (text, pieces, hyphens)
    }

    proptest::proptest! {
        #[test]
        fn extract_agrees_with_the_rule_over_chars(
            parts in proptest::collection::vec(
                proptest::prop_oneof![
                    proptest::strategy::Just("-".to_owned()),
                    proptest::strategy::Just("\n".to_owned()),
                    proptest::strategy::Just("\r\n  ".to_owned()),
                    proptest::strategy::Just("\t".to_owned()),
                    proptest::strategy::Just("\r ".to_owned()),
                    proptest::strategy::Just("\u{a0}".to_owned()),
                    proptest::strategy::Just("\u{85}".to_owned()),
                    proptest::strategy::Just("\u{2028}".to_owned()),
                    proptest::strategy::Just("\u{3000}".to_owned()),
                    proptest::strategy::Just("\u{1c}\u{1f}".to_owned()),
                    "[a-z%/:.]{1,6}",
                    "\\PC{1,3}",
                ],
                1..12,
            ),
            base in 0usize..4,
            drop in proptest::bool::ANY,
        ) {
            let s: String = parts.concat();
            let doc = format!("{}{s}", "x".repeat(base));
            let want = extract_by_chars(&s, base, drop);
            let got = extract(doc.as_bytes(), base..doc.len(), drop).unwrap();
            proptest::prop_assert_eq!(got.text.as_ref(), want.0.as_str());
            proptest::prop_assert_eq!(matches!(got.text, Cow::Borrowed(_)), !s.chars().any(char::is_whitespace));
            if !s.chars().any(char::is_whitespace) {
                proptest::prop_assert!(got.pieces.is_empty());
            } else {
                proptest::prop_assert_eq!(got.pieces, want.1);
            }
            proptest::prop_assert_eq!(got.hyphens, want.2);
        }
    }

    #[test]
    fn extract_rejects_bytes_that_are_not_utf8() {
        assert!(extract(b"news:a\xff b", 0..9, false).is_none());
    }

    #[test]
    fn unterminated_wrappers() {
        assert_eq!(texts("<URL:news:a <URL:news:b>"), ["news:a", "news:b"]);
        assert_eq!(texts("<URL:news:a\n\n b>"), ["news:a"]);
        assert_eq!(texts("<news:a\n  \n b>"), ["news:a"]);
    }
}
