//! The open documents: their text, edited in place by incremental changes,
//! the index of their line starts, and the conversion between byte offsets
//! and LSP positions in the negotiated encoding.

use std::ops::Range;

use lsp_types::{Position, TextDocumentContentChangeEvent};
use urlbnf::scan::Syntax;

/// How the client counts the `character` of a position (LSP 3.17
/// `positionEncoding`): UTF-16 code units unless it offered UTF-8.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Encoding {
    Utf8,
    Utf16,
}

impl Encoding {
    /// The units of `s` in this encoding. UTF-16 counts one unit per
    /// character and a second for each astral one (a four-byte sequence),
    /// counted on the bytes so that long ASCII lines cost one pass.
    pub(crate) fn units(self, s: &str) -> usize {
        match self {
            Encoding::Utf8 => s.len(),
            Encoding::Utf16 => s
                .bytes()
                .map(|b| usize::from(b & 0xc0 != 0x80) + usize::from(b >= 0xf0))
                .sum(),
        }
    }
}

/// One open document.
pub(crate) struct Document {
    pub(crate) text: String,
    pub(crate) version: i32,
    pub(crate) language_id: String,
    /// The byte offset of the start of each line: after `\n`, `\r\n` or a
    /// lone `\r`, the three line ends LSP knows.
    lines: Vec<usize>,
    /// The URLs of the last scan, for hover and code actions.
    pub(crate) urls: Vec<UrlEntry>,
    /// Whether `urls` (and the published diagnostics) are older than the
    /// text.
    pub(crate) stale: bool,
}

/// A URL found by the last scan: where it stands, and what was reported.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct UrlEntry {
    pub(crate) span: Range<usize>,
    /// Whether diagnostics were published for it.
    pub(crate) reported: bool,
}

impl Document {
    pub(crate) fn new(text: String, version: i32, language_id: String) -> Document {
        let mut d = Document {
            text,
            version,
            language_id,
            lines: Vec::new(),
            urls: Vec::new(),
            stale: true,
        };
        d.index();
        d
    }

    fn index(&mut self) {
        self.lines.clear();
        self.lines.push(0);
        let bytes = self.text.as_bytes();
        for k in memchr::memchr2_iter(b'\n', b'\r', bytes) {
            // The `\r` of `\r\n` is not a line end of its own.
            if bytes[k] == b'\r' && bytes.get(k + 1) == Some(&b'\n') {
                continue;
            }
            self.lines.push(k + 1);
        }
        self.lines.shrink_to_fit();
    }

    /// How the document is read: HTML and XML by their language id (or the
    /// file name and first bytes when the client names no language).
    pub(crate) fn syntax(&self, name: &str) -> Syntax {
        match self.language_id.as_str() {
            "html" | "xml" | "xhtml" | "svg" | "xsl" | "xslt" => Syntax::Html,
            "" | "plaintext" | "text" => {
                let head = &self.text.as_bytes()[..self.text.len().min(8192)];
                Syntax::sniff(name, head)
            }
            _ => Syntax::Text,
        }
    }

    /// Applies one change of `didChange`: a range replaced, or the whole
    /// text when the change has no range.
    pub(crate) fn apply(&mut self, change: TextDocumentContentChangeEvent, enc: Encoding) {
        match change.range {
            None => {
                self.text = change.text;
                self.text.shrink_to_fit();
            }
            Some(r) => {
                let start = self.offset(r.start, enc);
                let end = self.offset(r.end, enc).max(start);
                replace(&mut self.text, start..end, &change.text);
            }
        }
        self.index();
        self.stale = true;
    }

    /// The byte offset of `pos`: a column past the end of its line is the
    /// line's end (as LSP says), a line past the last is the end of the
    /// text, and a column inside a character is that character's start.
    pub(crate) fn offset(&self, pos: Position, enc: Encoding) -> usize {
        let line = pos.line as usize;
        let Some(&start) = self.lines.get(line) else {
            return self.text.len();
        };
        let end = self.line_end(line);
        let want = pos.character as usize;
        let mut units = 0;
        for (k, c) in self.text[start..end].char_indices() {
            let w = match enc {
                Encoding::Utf8 => c.len_utf8(),
                Encoding::Utf16 => c.len_utf16(),
            };
            if units + w > want {
                return start + k;
            }
            units += w;
        }
        end
    }

    /// The end of line `line`'s content, before its line end.
    fn line_end(&self, line: usize) -> usize {
        let next = self.lines.get(line + 1).copied().unwrap_or(self.text.len());
        let b = self.text.as_bytes();
        let mut end = next;
        if end > self.lines[line] && b.get(end - 1) == Some(&b'\n') {
            end -= 1;
        }
        if end > self.lines[line] && b.get(end - 1) == Some(&b'\r') {
            end -= 1;
        }
        end
    }

    /// A converter of offsets to positions, fast for offsets in order.
    pub(crate) fn positions(&self, enc: Encoding) -> Positions<'_> {
        Positions {
            text: &self.text,
            lines: &self.lines,
            enc,
            last: None,
        }
    }

    /// The bytes this document holds: its text, its line index and its
    /// URL list, as allocated.
    pub(crate) fn footprint(&self) -> usize {
        self.text.capacity()
            + self.language_id.capacity()
            + self.lines.capacity() * size_of::<usize>()
            + self.urls.capacity() * size_of::<UrlEntry>()
            + size_of::<Document>()
    }

    /// The URL of the last scan at `offset` (its span's end included, where
    /// an editor's cursor stands after typing it).
    pub(crate) fn url_at(&self, offset: usize) -> Option<&UrlEntry> {
        let k = self.urls.partition_point(|u| u.span.end < offset);
        self.urls.get(k).filter(|u| u.span.start <= offset)
    }

    /// The URLs of the last scan that overlap `range` (or touch it, when it
    /// is empty).
    pub(crate) fn urls_in(&self, range: Range<usize>) -> &[UrlEntry] {
        let from = self.urls.partition_point(|u| u.span.end < range.start);
        let to = self.urls.partition_point(|u| u.span.start <= range.end);
        &self.urls[from..to.max(from)]
    }

    /// The line start before `offset`'s line (or its own, on the first
    /// line): a region rescan starts there, so that a wrapper written on
    /// the line before the URL is seen.
    pub(crate) fn region_start(&self, offset: usize) -> usize {
        let line = self
            .lines
            .partition_point(|&s| s <= offset)
            .saturating_sub(1);
        self.lines[line.saturating_sub(1)]
    }

    /// The end of the line after `offset`'s line (or of its own, on the
    /// last line).
    pub(crate) fn region_end(&self, offset: usize) -> usize {
        let line = self
            .lines
            .partition_point(|&s| s <= offset)
            .saturating_sub(1);
        self.lines.get(line + 2).copied().unwrap_or(self.text.len())
    }

    /// The start of `offset`'s line and that line's leading whitespace.
    pub(crate) fn line_of(&self, offset: usize) -> (usize, &str) {
        let line = self
            .lines
            .partition_point(|&s| s <= offset)
            .saturating_sub(1);
        let start = self.lines[line];
        let rest = &self.text[start..self.line_end(line)];
        let indent = rest.len() - rest.trim_start_matches([' ', '\t']).len();
        (start, &rest[..indent])
    }
}

/// Replaces `range` of `text` by `new`, growing the allocation by a little
/// when it must (not doubling it, as `String` would: an open document costs
/// about its size) and giving back what a large deletion freed.
pub(crate) fn replace(text: &mut String, range: Range<usize>, new: &str) {
    let len = text.len() - range.len() + new.len();
    if len > text.capacity() {
        text.reserve_exact(len - text.len() + len / 64 + 64);
    }
    text.replace_range(range, new);
    if text.capacity() > 2 * text.len() + 4096 {
        text.shrink_to(text.len() + text.len() / 64 + 64);
    }
}

/// Converts byte offsets of a document to positions; remembers the last
/// one, so that a sequence of nearby offsets on one long line costs the
/// distance between them, not the line's length each time.
pub(crate) struct Positions<'d> {
    text: &'d str,
    lines: &'d [usize],
    enc: Encoding,
    /// `(line, offset, character)` of the last conversion.
    last: Option<(usize, usize, usize)>,
}

impl Positions<'_> {
    pub(crate) fn at(&mut self, offset: usize) -> Position {
        let mut offset = offset.min(self.text.len());
        while !self.text.is_char_boundary(offset) {
            offset -= 1;
        }
        let line = self
            .lines
            .partition_point(|&s| s <= offset)
            .saturating_sub(1);
        let character = match self.last {
            Some((l, o, c)) if l == line && o <= offset => {
                c + self.enc.units(&self.text[o..offset])
            }
            Some((l, o, c)) if l == line => c - self.enc.units(&self.text[offset..o]),
            _ => self.enc.units(&self.text[self.lines[line]..offset]),
        };
        self.last = Some((line, offset, character));
        Position::new(
            u32::try_from(line).unwrap_or(u32::MAX),
            u32::try_from(character).unwrap_or(u32::MAX),
        )
    }

    pub(crate) fn range(&mut self, span: Range<usize>) -> lsp_types::Range {
        let start = self.at(span.start);
        let end = self.at(span.end.max(span.start));
        lsp_types::Range::new(start, end)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn doc(text: &str) -> Document {
        Document::new(text.to_owned(), 1, "plaintext".to_owned())
    }

    #[test]
    fn positions_in_both_encodings() {
        // `é` is one UTF-16 unit and two bytes; `𝄞` two units and four bytes.
        let d = doc("aé𝄞 news:x\r\nb\rc\nd");
        let url = d.text.find("news").unwrap();
        assert_eq!(d.positions(Encoding::Utf16).at(url), Position::new(0, 5));
        assert_eq!(d.positions(Encoding::Utf8).at(url), Position::new(0, 8));
        for enc in [Encoding::Utf8, Encoding::Utf16] {
            let mut p = d.positions(enc);
            for off in [0, url, d.text.find('b').unwrap(), d.text.find('c').unwrap()] {
                let pos = p.at(off);
                assert_eq!(d.offset(pos, enc), off, "{enc:?} {off}");
            }
        }
        assert_eq!(
            d.positions(Encoding::Utf16).at(d.text.find('c').unwrap()),
            Position::new(2, 0)
        );
        // Inside the astral character: its start; past the line end: the end.
        assert_eq!(d.offset(Position::new(0, 3), Encoding::Utf16), 3);
        assert_eq!(d.offset(Position::new(0, 99), Encoding::Utf16), url + 6);
        assert_eq!(d.offset(Position::new(9, 0), Encoding::Utf16), d.text.len());
    }

    #[test]
    fn backwards_on_one_line() {
        let d = doc("ééé abc");
        let mut p = d.positions(Encoding::Utf16);
        assert_eq!(p.at(8), Position::new(0, 5));
        assert_eq!(p.at(2), Position::new(0, 1));
        assert_eq!(p.at(3), Position::new(0, 1)); // inside `é`
    }

    #[test]
    fn incremental_edits() {
        let mut d = doc("x 😀 http://h/a b\nnext");
        let enc = Encoding::Utf16;
        // Replace `a` (UTF-16 column 14: `😀` counts two) by `z`.
        let at = Position::new(0, 14);
        d.apply(
            TextDocumentContentChangeEvent {
                range: Some(lsp_types::Range::new(at, Position::new(0, 15))),
                range_length: None,
                text: "z".into(),
            },
            enc,
        );
        assert_eq!(d.text, "x 😀 http://h/z b\nnext");
        d.apply(
            TextDocumentContentChangeEvent {
                range: Some(lsp_types::Range::new(
                    Position::new(1, 0),
                    Position::new(1, 0),
                )),
                range_length: None,
                text: "é\n".into(),
            },
            enc,
        );
        assert_eq!(d.text, "x 😀 http://h/z b\né\nnext");
        assert_eq!(d.positions(enc).at(d.text.len()), Position::new(2, 4));
    }

    #[test]
    fn growth_is_bounded() {
        let mut s = "a".repeat(1 << 20);
        s.shrink_to_fit();
        replace(&mut s, 10..10, "b");
        assert!(s.capacity() < (1 << 20) + (1 << 20) / 32);
    }
}
