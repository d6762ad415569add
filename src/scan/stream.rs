//! Scanning a reader in blocks, in memory independent of its size.

use std::io::{self, Read};

use super::find::{KEEP_BEFORE, LOOKBACK, MAX_SPAN};
use super::{Found, Position, Scan, Syntax};
use crate::core::grammar::Grammar;

/// Bytes read per block.
const BLOCK: usize = 1 << 20;

/// Bytes kept before the scan position when a block is discarded: the look
/// back for a scheme name, and a few lines of context for reports.
const KEEP: usize = LOOKBACK + 4096;
const _: () = assert!(KEEP >= KEEP_BEFORE);

/// The bytes around a URL found by [`scan_reader`]: a window of the
/// document that holds the whole URL and, unless lines are very long, the
/// lines before and after it.
///
/// ```
/// let mut seen = Vec::new();
/// urlbnf::scan::scan_reader(&b"one\n<URL:news:a>\nthree"[..], urlbnf::Grammar::Rfc1738, |f, cx| {
///     seen.push((cx.base(), cx.bytes().len(), f.span()));
///     Ok(())
/// })?;
/// assert_eq!(seen, [(0, 22, 9..15)]);
/// # Ok::<(), std::io::Error>(())
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Context<'a> {
    bytes: &'a [u8],
    base: usize,
}

impl<'a> Context<'a> {
    /// The window `bytes` of a document, starting at document offset `base`.
    pub(crate) fn new(bytes: &'a [u8], base: usize) -> Self {
        Context { bytes, base }
    }

    /// The window's bytes.
    ///
    /// ```
    /// urlbnf::scan::scan_reader(&b"news:a"[..], urlbnf::Grammar::Rfc1738, |_, cx| {
    ///     assert_eq!(cx.bytes(), b"news:a");
    ///     Ok(())
    /// })?;
    /// # Ok::<(), std::io::Error>(())
    /// ```
    pub fn bytes(&self) -> &'a [u8] {
        self.bytes
    }

    /// The document offset of the window's first byte.
    ///
    /// ```
    /// urlbnf::scan::scan_reader(&b"news:a"[..], urlbnf::Grammar::Rfc1738, |_, cx| {
    ///     assert_eq!(cx.base(), 0);
    ///     Ok(())
    /// })?;
    /// # Ok::<(), std::io::Error>(())
    /// ```
    pub fn base(&self) -> usize {
        self.base
    }
}

/// Scans everything `reader` yields, in blocks of 1 MiB, calling `each`
/// for every URL in document order: the same URLs, spans, lines and
/// columns as [`scan`](super::scan) over the whole document, in memory
/// that does not grow with it (a URL that spans two blocks is found whole).
/// Stops at the first error of `reader` or `each`.
///
/// ```
/// let doc = b"see <URL:ftp://h.example/a\n  /b> and news:c.d.";
/// let mut texts = Vec::new();
/// urlbnf::scan::scan_reader(&doc[..], urlbnf::Grammar::Rfc1738, |f, _| {
///     texts.push(f.text().to_owned());
///     Ok(())
/// })?;
/// assert_eq!(texts, ["ftp://h.example/a/b", "news:c.d"]);
/// # Ok::<(), std::io::Error>(())
/// ```
pub fn scan_reader<R: Read>(
    reader: R,
    grammar: Grammar,
    each: impl FnMut(&Found<'_>, Context<'_>) -> io::Result<()>,
) -> io::Result<()> {
    scan_blocks(reader, grammar, Syntax::Text, BLOCK, each)
}

/// [`scan_reader`] over a document of `syntax` (see [`scan_as`](super::scan_as)).
///
/// ```
/// use urlbnf::{Grammar, scan::{scan_reader_as, Syntax}};
/// let mut texts = Vec::new();
/// scan_reader_as(&b"<a href=\"http://h/?a=1&amp;b=2\">"[..], Grammar::Rfc1738, Syntax::Html, |f, _| {
///     texts.push(f.text().to_owned());
///     Ok(())
/// })?;
/// assert_eq!(texts, ["http://h/?a=1&b=2"]);
/// # Ok::<(), std::io::Error>(())
/// ```
pub fn scan_reader_as<R: Read>(
    reader: R,
    grammar: Grammar,
    syntax: Syntax,
    each: impl FnMut(&Found<'_>, Context<'_>) -> io::Result<()>,
) -> io::Result<()> {
    scan_blocks(reader, grammar, syntax, BLOCK, each)
}

/// [`scan_reader`] with a given block size (tests use small ones).
pub(crate) fn scan_blocks<R: Read>(
    mut reader: R,
    grammar: Grammar,
    syntax: Syntax,
    block: usize,
    mut each: impl FnMut(&Found<'_>, Context<'_>) -> io::Result<()>,
) -> io::Result<()> {
    // Everything a candidate's decision reads past its trigger.
    let margin = MAX_SPAN + 8;
    let mut buf: Vec<u8> = Vec::with_capacity(block + margin + KEEP);
    let mut base = 0;
    let mut at = Position::START;
    let mut resume = 0;
    loop {
        let eof = fill(&mut reader, &mut buf, block + margin)?;
        let trigger_end = if eof { buf.len() } else { buf.len() - margin };
        let mut scan = Scan::new(&buf, base, resume - base, trigger_end, grammar, at, syntax);
        for found in scan.by_ref() {
            each(&found, Context::new(&buf, base))?;
        }
        if eof {
            return Ok(());
        }
        // Keep the bytes a later candidate may look back at, and some
        // context; the position moves to the first byte kept.
        resume = base + scan.pos;
        let keep = resume.saturating_sub(KEEP).max(base);
        at = scan.carry(keep);
        buf.drain(..keep - base);
        base = keep;
    }
}

/// Reads until `buf` holds `want` bytes or the reader ends; whether it
/// ended.
fn fill<R: Read>(reader: &mut R, buf: &mut Vec<u8>, want: usize) -> io::Result<bool> {
    while buf.len() < want {
        let old = buf.len();
        buf.resize(want, 0);
        match reader.read(&mut buf[old..]) {
            Ok(0) => {
                buf.truncate(old);
                return Ok(true);
            }
            Ok(n) => buf.truncate(old + n),
            Err(e) if e.kind() == io::ErrorKind::Interrupted => buf.truncate(old),
            Err(e) => {
                buf.truncate(old);
                return Err(e);
            }
        }
    }
    Ok(false)
}

#[cfg(test)]
mod tests {
    use super::*;

    type Record = (std::ops::Range<usize>, usize, usize, String);

    fn whole(doc: &[u8]) -> Vec<Record> {
        super::super::scan(doc, Grammar::Rfc1738)
            .map(|f| (f.span(), f.line(), f.column(), f.text().to_owned()))
            .collect()
    }

    fn blocks(doc: &[u8], block: usize) -> Vec<Record> {
        let mut out = Vec::new();
        scan_blocks(doc, Grammar::Rfc1738, Syntax::Text, block, |f, cx| {
            let local = f.span().start - cx.base()..f.span().end - cx.base();
            assert!(cx.bytes().get(local).is_some());
            out.push((f.span(), f.line(), f.column(), f.text().to_owned()));
            Ok(())
        })
        .unwrap();
        out
    }

    #[test]
    fn blocks_find_what_the_whole_document_holds() {
        // URLs at every distance from the block boundaries, some long and
        // broken over lines, some bare, in a document of several blocks.
        let mut doc = Vec::new();
        let mut k = 0u32;
        while doc.len() < 3 * (1 << 17) + 3 * MAX_SPAN {
            match k % 5 {
                0 => doc.extend_from_slice(b"prose without links, "),
                1 => doc
                    .extend_from_slice(format!("<URL:ftp://h{k}.example/a\n   /b{k}> ").as_bytes()),
                2 => doc.extend_from_slice(format!("news:g{k}.x. ").as_bytes()),
                3 => doc.extend(std::iter::repeat_n(b'x', (k as usize * 7919) % 5000)),
                _ => doc.extend_from_slice(b"\xc3\xbcn\xc3\n"),
            }
            k += 1;
        }
        let want = whole(&doc);
        assert!(want.len() > 300, "{}", want.len());
        for block in [1 << 17, (1 << 17) + 1, 1 << 18] {
            assert_eq!(blocks(&doc, block), want, "block {block}");
        }
    }
}
