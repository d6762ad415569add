//! Locating URL candidates in a document, and the boundary rule for bare
//! URLs.
//!
//! Candidates are found with `memchr` on `:`, the one byte every URL in
//! context holds near its start (after its scheme name, or after the `URL`
//! of a `<URL:...>` wrapper; a wrapper's `<` is found by looking back from
//! it); the prose between them is never looked at byte by byte. Every
//! decision about a candidate at byte `p` reads only the bytes in
//! `p - KEEP_BEFORE .. p + MAX_SPAN + 1`, which is what lets
//! [`scan_reader`](super::scan_reader) stream a document in blocks and find
//! exactly what [`scan`](super::scan) finds in the whole of it.

use std::ops::Range;

use crate::accel::colon::{BLOCK, colon_block};
use crate::accel::names;
use crate::accel::words::{self, word_before};
use crate::core::grammar::Grammar;
use crate::core::scheme::{SCHEME_CHARS, Scheme};
use crate::core::table::Table;
use crate::core::work::step;

/// The longest extent of a URL in context, from the `<` of its wrapper to
/// the `>` (or from the first byte of a bare URL to its last), in bytes. A
/// `<` whose `>` is further away does not open a wrapper; a bare URL is cut
/// here.
pub(crate) const MAX_SPAN: usize = 1 << 16;

/// How far back from a `:` the scheme name is looked for. Longer runs of
/// scheme characters before a `:` are words, not schemes.
pub(crate) const LOOKBACK: usize = 64;

/// How a URL stood in the document.
///
/// ```
/// use urlbnf::{Grammar, scan::{scan, Wrapper}};
/// let doc = "<URL:news:a.b> <news:c.d> URL:news:e.f news:g.h";
/// let wrappers: Vec<Wrapper> = scan(doc, Grammar::Rfc1738).map(|f| f.wrapper()).collect();
/// assert_eq!(
///     wrappers,
///     [Wrapper::UrlBrackets, Wrapper::Brackets, Wrapper::UrlPrefix, Wrapper::Bare]
/// );
/// let doc = r#"<URL:x-a:b> "x-c:d""#;
/// let wrappers: Vec<Wrapper> = scan(doc, Grammar::Rfc3986).map(|f| f.wrapper()).collect();
/// assert_eq!(wrappers, [Wrapper::UrlBrackets, Wrapper::Quotes]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Wrapper {
    /// `<URL:...>`, the form RFC 1738's appendix recommends (the `URL:`
    /// prefix ASCII case-insensitive).
    UrlBrackets,
    /// `<scheme:...>`.
    Brackets,
    /// `URL:scheme:...` without brackets.
    UrlPrefix,
    /// No wrapper: a scheme of the grammar followed by `:`.
    Bare,
    /// `"scheme:..."`: a URI of any scheme between double quotes, as RFC
    /// 3986's Appendix C delimits URIs in text (RFC 3986 and RFC 3987
    /// only).
    Quotes,
}

impl Wrapper {
    /// The name used in JSON and SARIF output.
    ///
    /// ```
    /// assert_eq!(urlbnf::scan::Wrapper::UrlBrackets.name(), "url-brackets");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            Wrapper::UrlBrackets => "url-brackets",
            Wrapper::Brackets => "brackets",
            Wrapper::UrlPrefix => "url-prefix",
            Wrapper::Bare => "bare",
            Wrapper::Quotes => "quotes",
        }
    }

    /// Whether whitespace inside the wrapper is ignored (the URL runs to
    /// the matching `>`).
    ///
    /// ```
    /// assert!(urlbnf::scan::Wrapper::Brackets.is_bracketed());
    /// assert!(!urlbnf::scan::Wrapper::UrlPrefix.is_bracketed());
    /// ```
    pub const fn is_bracketed(self) -> bool {
        matches!(self, Wrapper::UrlBrackets | Wrapper::Brackets)
    }
}

/// A candidate: where its URL text lies, and where the scan goes on.
#[derive(Clone, Debug)]
pub(crate) struct Candidate {
    pub wrapper: Wrapper,
    /// The URL as it stands, whitespace included for bracketed forms, from
    /// its first non-whitespace byte to its last.
    pub url: Range<usize>,
    /// Where the scan goes on if this candidate is a URL.
    pub resume: usize,
    /// Where the scan goes on if extraction rejects it (bracketed forms).
    pub retry: usize,
    /// A bracketed URL with a scheme the grammar does not define: found
    /// only if there is no whitespace inside.
    pub foreign: bool,
    /// A bare URL whose host starts with a non-ASCII character (an IRI,
    /// `https://測試/`): its text is checked to be UTF-8.
    pub non_ascii: bool,
}

/// Whether `name` is a scheme `grammar` defines (ASCII case-insensitive):
/// RFC 1738's ten, or the twelve of RFC 1630's `url` and `afsaddress`
/// rules as `rfc1630::any_url` dispatches them (no `file`; `mid`, `cid`
/// and `afs`). It runs at every `:` after a letter in the document, so it
/// uses the packed lookup of scheme dispatch rather than `Scheme::from_name`
/// on a `str`.
pub(crate) fn is_grammar_scheme(grammar: Grammar, name: &[u8]) -> bool {
    is_grammar_scheme_prefix(grammar, name, name.len())
}

/// [`is_grammar_scheme`] of `bytes[..n]`: with bytes to spare after the
/// name, the lookup reads them as one word instead of copying the name.
fn is_grammar_scheme_prefix(grammar: Grammar, bytes: &[u8], n: usize) -> bool {
    let name = &bytes[..n];
    match Scheme::from_prefix(bytes, n) {
        Scheme::Other => grammar
            .dialect()
            .extra_schemes
            .iter()
            .any(|s| s.as_bytes().eq_ignore_ascii_case(name)),
        Scheme::File => grammar.dialect().has_file,
        _ => true,
    }
}

/// `scheme = 1*[ lowalpha | digit | "+" | "-" | "." ]` (RFC 1738), in
/// either case.
fn is_scheme_char(b: u8) -> bool {
    SCHEME_CHARS.has(b)
}

/// Whether a bare URL may contain `b`: a printable ASCII character other
/// than the delimiters of URLs in context (`<`, `>`, `"`) and the backquote
/// (Markdown's code delimiter, never in a URL). Characters a URL may not
/// contain but an author may well have typed (`{ } | \ ^ ~ [ ]`, a bad
/// `%`) stay inside, so that the URL is found and diagnosed.
pub(crate) fn in_bare_url(b: u8) -> bool {
    BARE.has(b)
}

/// [`in_bare_url`] as a byte class, which `input::run_len` scans sixteen
/// bytes at a time.
const BARE: Table = Table::range(0x21, 0x7e).without(b"<>\"`");

/// [`BARE`] without the bytes at which [`url_end`] takes a second look: the
/// brackets, whose balance ends a Markdown link's destination, and `:`,
/// which may start a second URL.
const PLAIN: Table = BARE.without(b"()[]{}:");

/// [`PLAIN`] and the bytes above ASCII that start no whitespace character
/// (whose first bytes are 0xc2, 0xe1, 0xe2 and 0xe3; [`wide_space_len`]):
/// the run of an IRI.
const IRI_PLAIN: Table = PLAIN
    .or(Table::range(0x80, 0xff))
    .without(b"\xc2\xe1\xe2\xe3");

/// Printable ASCII and DEL: bytes that are neither whitespace nor part of
/// a multi-byte character.
const GRAPHIC: Table = Table::range(0x21, 0x7f);

/// How many bytes `bytes` starts with that are in 0x21..=0x7f, sixteen at
/// a time: a text made only of them is UTF-8 and holds no whitespace.
pub(crate) fn graphic_len(bytes: &[u8]) -> usize {
    let n = crate::core::input::run_len(bytes, &GRAPHIC);
    step(n + 1);
    n
}

/// The first index at or after `from` in `doc` where [`space_len`] is not
/// zero. Runs of printable ASCII (the only bytes a URL holds between its
/// line breaks) sixteen bytes at a time.
pub(crate) fn next_space(doc: &[u8], from: usize) -> Option<usize> {
    let mut i = from;
    while i < doc.len() {
        // Over printable ASCII, sixteen bytes at a time.
        i += crate::core::input::run_len(&doc[i..], &GRAPHIC);
        if i == doc.len() {
            break;
        }
        if space_len(doc, i) > 0 {
            step(i + 1 - from);
            return Some(i);
        }
        i += 1;
    }
    step(doc.len().saturating_sub(from));
    None
}

/// Trailing characters left out of a bare URL: sentence punctuation.
const TRAILING: &[u8] = b".,;:!?";

/// Markdown emphasis and strikethrough, which may also end a URL
/// (`http://h/a_`, `http://h/~u`, `nntp://h/group/*`): left out only when
/// the same character comes right before the URL (`**http://h/a**`,
/// `__http://h/a__`, `~~http://h/a~~`), as its opener.
const PAIRED: &[u8] = b"*_~";

/// Every byte [`trim_bare`] may drop or step over at the end of a URL.
const TRIMMED: Table = Table::of(TRAILING)
    .or(Table::of(PAIRED))
    .or(Table::of(b")]}'\\"));

/// The end of a bare URL that runs over `doc[start..run_end]`: trailing
/// sentence punctuation (`.` `,` `;` `:` `!` `?`), a `*`, `_` or `~`
/// that also comes right before the URL, a closing `)` `]` `}`
/// with fewer openers than closers inside the URL, and a `'` when the URL
/// holds an odd number of them are dropped, repeatedly, from the end. The
/// result never goes below `min`.
pub(crate) fn trim_bare(doc: &[u8], start: usize, run_end: usize, min: usize) -> usize {
    const COUNTED: &[u8; 7] = b"()[]{}'";
    // The counts are taken once, the first time a bracket or quote ends the
    // URL (most URLs end with neither), then kept as bytes are dropped: one
    // pass over the URL at most and one step per dropped byte, whatever the
    // input (`http://h/` followed by 65,000 `)`).
    let count = |end: usize| {
        step(end - start);
        let mut counts = [0usize; 7];
        for &b in &doc[start..end] {
            if let Some(k) = COUNTED.iter().position(|&c| c == b) {
                counts[k] += 1;
            }
        }
        counts
    };
    // Most URLs end with a byte that is never dropped (a letter, a digit,
    // `/`): one lookup says so.
    if run_end <= min || !TRIMMED.has(doc[run_end - 1]) {
        return run_end;
    }
    let mut counts: Option<[usize; 7]> = None;
    let mut end = run_end;
    // `"http://h/x\"` in a source file: the `\` escapes the quote.
    if end > min && doc[end - 1] == b'\\' && doc.get(end) == Some(&b'"') {
        end -= 1;
    }
    while end > min {
        let last = doc[end - 1];
        let drop = if TRAILING.contains(&last) {
            true
        } else if PAIRED.contains(&last) {
            start > 0 && doc[start - 1] == last
        } else if let Some(k) = COUNTED.iter().position(|&c| c == last) {
            let c = counts.get_or_insert_with(|| count(end));
            match k {
                1 | 3 | 5 => c[k] > c[k - 1],
                6 => c[6] % 2 == 1,
                _ => false,
            }
        } else {
            false
        };
        if !drop {
            break;
        }
        step(1);
        if let (Some(c), Some(k)) = (counts.as_mut(), COUNTED.iter().position(|&c| c == last)) {
            c[k] -= 1;
        }
        end -= 1;
    }
    end
}

/// The length of the whitespace character at `doc[i]` (Unicode
/// `White_Space`, which includes the no-break space some documents indent
/// with), or 0.
#[inline]
pub(crate) fn space_len(doc: &[u8], i: usize) -> usize {
    let b = doc[i];
    if b < 0x80 {
        return usize::from(matches!(b, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c));
    }
    wide_space_len(doc, i)
}

/// The ASCII bytes of [`space_len`], as a class: one lookup where the
/// look back over the indentation before a URL tested six bytes.
const ASCII_SPACE: Table = Table::of(b" \t\n\r\x0b\x0c");

/// [`space_len`] at a byte >= 0x80: the UTF-8 of the `White_Space`
/// characters above ASCII (U+0085, U+00A0, U+1680, U+2000 to U+200A,
/// U+2028, U+2029, U+202F, U+205F, U+3000), matched as bytes; decoding
/// the character first was most of the look back over text in CJK scripts
/// (a test checks the bytes against `char::is_whitespace`).
#[inline(never)]
fn wide_space_len(doc: &[u8], i: usize) -> usize {
    match doc[i..] {
        [0xc2, 0x85 | 0xa0, ..] => 2,
        [0xe1, 0x9a, 0x80, ..]
        | [0xe2, 0x80, 0x80..=0x8a | 0xa8 | 0xa9 | 0xaf, ..]
        | [0xe2, 0x81, 0x9f, ..]
        | [0xe3, 0x80, 0x80, ..] => 3,
        _ => 0,
    }
}

/// How many ASCII letters end `doc[..end]`, counting at most 9.
///
/// Branch-free on the eight bytes before `end`: this runs at every `:` of
/// a document, and a loop's exit, after a word of unpredictable length,
/// would be the most expensive branch of a scan over prose (docs/scan.md).
pub(crate) fn trailing_letters(doc: &[u8], end: usize) -> usize {
    match word_before(doc, end) {
        Some(x) => letters_then(doc, end, x),
        None => doc[..end]
            .iter()
            .rev()
            .take_while(|b| b.is_ascii_alphabetic())
            .count(),
    }
}

/// [`trailing_letters`] given `x`, the [`word_before`] `end`.
#[inline]
fn letters_then(doc: &[u8], end: usize, x: u64) -> usize {
    let n = (letters_at_top(x) / 8) as usize;
    if n == 8 && end > 8 && doc[end - 9].is_ascii_alphabetic() {
        9
    } else {
        n
    }
}

/// How many bits of `x`, from the most significant, are the bytes of a run
/// of ASCII letters (a multiple of 8): read as the eight bytes before a
/// position, the letters that end there.
#[inline]
fn letters_at_top(x: u64) -> u32 {
    words::others(words::letters(x)).leading_zeros()
}

/// Whether the letters just before the `:` at `colon` are a scheme found
/// bare: one of `grammar` or `URL` (ASCII case-insensitive).
#[inline(always)]
fn bare_scheme_before(doc: &[u8], colon: usize, grammar: Grammar) -> bool {
    let Some(word) = word_before(doc, colon) else {
        let letters = trailing_letters(doc, colon);
        let tail = &doc[colon - letters..];
        return (3..=8).contains(&letters)
            && (is_grammar_scheme_prefix(grammar, tail, letters)
                || letters == 3 && tail[..3].eq_ignore_ascii_case(b"url"));
    };
    // The letters among the eight bytes before the `:`, lower-cased and
    // moved to the low bytes: the packed key of scheme dispatch, which no
    // name of fewer than three letters can match. A ninth letter before
    // them makes a longer name, which `bare` turns away when it reads the
    // whole name. Branch-free up to the one test of the result, which prose
    // (`10:30`, `Note:`) always takes the same way.
    let key = words::lower(word)
        .checked_shr(64 - letters_at_top(word))
        .unwrap_or(0);
    let scheme = Scheme::from_packed(key);
    let dialect = grammar.dialect();
    let known = (scheme != Scheme::Other) & (dialect.has_file | (scheme != Scheme::File))
        | dialect
            .extra_schemes
            .iter()
            .any(|s| key == names::pack(s.as_bytes()));
    known | (key == names::pack(b"url"))
}

/// The end of the whitespace run starting at `i` (before `limit`).
fn skip_space(doc: &[u8], mut i: usize, limit: usize) -> usize {
    let from = i;
    while i < limit {
        let n = space_len(doc, i);
        if n == 0 {
            break;
        }
        i += n;
    }
    step(i + 1 - from);
    i
}

/// The next candidate whose trigger (a `:`) lies in `from..trigger_end`;
/// `doc` must hold `MAX_SPAN + 1` bytes past `trigger_end` unless it ends
/// the document, and `KEEP_BEFORE` bytes before `from` unless it starts it.
pub(crate) fn next(
    doc: &[u8],
    from: usize,
    trigger_end: usize,
    grammar: Grammar,
    triggers: &mut Triggers,
) -> Option<Candidate> {
    let mut at = from;
    while at < trigger_end {
        let k = triggers.find(doc, at, trigger_end)?;
        at = k + 1;
        // A bare URL's text starts right after its `:` with a byte of the
        // URL: after `news: Index`, `(prospero: see`, `telnet:` at the end
        // of a line there is none, and only a wrapper can open, whose `<`
        // stands before the name. Most `:` of prose end here, before the
        // scheme name is looked up.
        // (Between quotes, an IRI's text may start beyond ASCII.)
        let url_follows = doc
            .get(k + 1)
            .is_some_and(|&b| in_bare_url(b) || (b >= 0x80 && grammar.dialect().quoted));
        if !url_follows && !lt_may_stand_before(doc, k) {
            continue;
        }
        // A wrapper's `<` is found from the `:` after its first name
        // (`<URL:`, `<scheme:`), not searched for: HTML and XML hold a `<`
        // every few dozen bytes, and almost none of them opens a URL. Only
        // `URL` and the grammar's schemes may have whitespace before them
        // or after their `:` (`bracketed`), which spares the look back at
        // nearly every `:` of prose (`Note: ...`).
        let known = bare_scheme_before(doc, k, grammar);
        if may_end_first_name(doc, k, known)
            && let Some(lt) = wrapper_open(doc, k, from, known)
            && let Some(found) = bracketed(doc, lt, grammar)
        {
            return Some(found);
        }
        if !url_follows {
            continue;
        }
        let found = if code_path(doc, k) {
            at = k + 2;
            continue;
        } else {
            // Any scheme written with `//` (`https://`, `git://`): an
            // `otherurl` in RFC 1738, a `uri` in RFC 1630. (The filter looks
            // at eight letters: `xprospero://` passes it as `prospero`.)
            // With `//`, the wider rule alone: a name it turns away is one
            // the grammar's rule turns away too (every scheme of the grammar
            // has two characters or more), and both read the same run, so
            // trying the grammar's first read every `"http://" login` of a
            // BNF twice.
            let slashes = doc.get(k + 1..k + 3) == Some(b"//");
            if !known && !slashes {
                if grammar.dialect().quoted
                    && let Some(found) = quoted(doc, k, from)
                {
                    return Some(found);
                }
                continue;
            }
            bare(doc, k, grammar, slashes)
        };
        if found.is_some() {
            return found;
        }
    }
    None
}

/// Whether the `:` at `colon` is the first of a `::` that joins two names
/// of a path in code (Perl, C++, Rust, Ruby: `File::Spec`, `File::$x`,
/// `std::vector<int>`, `v8::Value`): the byte after `::` can continue an
/// identifier. After `::` and anything else (`telnet:://h/`, `news::=a@h`)
/// the name is a scheme, typed with one `:` too many or followed by data
/// that starts with `:`.
#[inline]
fn code_path(doc: &[u8], colon: usize) -> bool {
    doc.get(colon + 1) == Some(&b':')
        && doc
            .get(colon + 2)
            .is_some_and(|&b| b.is_ascii_alphanumeric() || b"_$<~*{".contains(&b))
}

/// Whether a wrapper's `<` may stand before the name that ends at the `:`
/// at `colon`: right before it, or before the whitespace before it. From
/// the eight bytes before the name, without looking the name up; `true`
/// where they cannot tell (a long name, a name after digits or non-ASCII).
#[inline(always)]
fn lt_may_stand_before(doc: &[u8], colon: usize) -> bool {
    let letters = trailing_letters(doc, colon);
    if letters == 0 || letters >= 9 || letters == colon {
        return true;
    }
    let name = colon - letters;
    let b = doc[name - 1];
    if b == b'<' || b >= 0x80 || SCHEME_CHARS.has(b) {
        return true;
    }
    if !ASCII_SPACE.has(b) {
        return false;
    }
    match space_run_start_short(doc, name, 0, WRAPPER_SPACE) {
        Some(i) => i > 0 && doc[i - 1] == b'<',
        None => true,
    }
}

/// Whether the `:` at `colon` may end the first name of a wrapper, by what
/// `bracketed` asks of a name that is not `URL` or one of the grammar's
/// schemes (`known`): no whitespace after its `:`, and the `<` right
/// before it; with no `<` among the eight bytes before the `:`, the name
/// would fill all eight, so a space among them rules it out (`at 10:30`).
#[inline(always)]
fn may_end_first_name(doc: &[u8], colon: usize, known: bool) -> bool {
    if known {
        return true;
    }
    if doc
        .get(colon + 1)
        .is_none_or(|_| space_len(doc, colon + 1) != 0)
    {
        return false;
    }
    let has = |w: u64, b: u8| words::first_equal(w, b) < 8;
    word_before(doc, colon).is_none_or(|w| has(w, b'<') || !has(w, b' '))
}

/// How much whitespace may stand between a wrapper's `<` and its first
/// name (`<  URL:...>`): a bound, so that the look back from a `:` stays
/// inside the bytes a streamed scan keeps before its block.
pub(crate) const WRAPPER_SPACE: usize = 1024;

/// How many bytes before a trigger a decision may read: the `<`, the
/// whitespace after it and a name of up to `LOOKBACK` scheme characters.
pub(crate) const KEEP_BEFORE: usize = 1 + WRAPPER_SPACE + LOOKBACK;

/// The `<` that may open a wrapper whose first name (`URL` or a scheme)
/// ends at the `:` at `colon`: back over the name's scheme characters (at
/// most `LOOKBACK`; the first a letter), then over whitespace, to a `<` at
/// or after `from`. [`bracketed`] then reads the wrapper forward from it.
/// Whitespace is looked over only when the name may be `URL` or a scheme
/// of the grammar (`spaced`); other names follow the `<` directly.
#[inline]
fn wrapper_open(doc: &[u8], colon: usize, from: usize, spaced: bool) -> Option<usize> {
    let floor = from.max(colon.saturating_sub(KEEP_BEFORE));
    // Most names are letters after a byte that can neither open nor
    // continue one (`(http:`, `"http:`): one look says so.
    let letters = trailing_letters(doc, colon);
    if (1..9).contains(&letters) && colon - letters > floor {
        let b = doc[colon - letters - 1];
        if b < 0x80 && b != b'<' && !SCHEME_CHARS.has(b) && space_len(doc, colon - letters - 1) == 0
        {
            return None;
        }
    }
    // The letters counted above are scheme characters: the walk starts
    // before them.
    let mut i = if letters < 9 && colon - letters > floor {
        colon - letters
    } else {
        colon
    };
    while i > floor && colon - i < LOOKBACK && SCHEME_CHARS.has(doc[i - 1]) {
        i -= 1;
    }
    step(colon - i + 1);
    // No name, one that does not start with a letter, one longer than
    // `bracketed` reads (`LOOKBACK` characters), or no room for a `<`.
    if i == colon || i == floor || !doc[i].is_ascii_alphabetic() || SCHEME_CHARS.has(doc[i - 1]) {
        return None;
    }
    if spaced {
        i = space_run_start(doc, i, floor, WRAPPER_SPACE);
    }
    (i > floor && doc[i - 1] == b'<').then(|| i - 1)
}

/// The start of the whitespace run that ends at `end`, looking back over
/// at most `max` bytes and not past `floor`: over ASCII whitespace, and
/// over the rare multi-byte one (a no-break space) by finding its first
/// byte.
#[inline]
fn space_run_start(doc: &[u8], end: usize, floor: usize, max: usize) -> usize {
    let start = space_run_start_short(doc, end, floor, max)
        .unwrap_or_else(|| space_run_start_walk(doc, end, floor, max));
    step(end - start + 1);
    start
}

/// [`space_run_start`] from the eight bytes before `end` alone, inline: no
/// run at all (`<URL:`, `...>`), or one that ends among them at an ASCII
/// byte (a name at the start of a line, after a space of prose: a scheme
/// word of prose followed by `: ` looks back here). `None` when the walk
/// must decide.
#[inline(always)]
fn space_run_start_short(doc: &[u8], end: usize, floor: usize, max: usize) -> Option<usize> {
    if end > floor && max > 0 && doc[end - 1] < 0x80 && !ASCII_SPACE.has(doc[end - 1]) {
        return Some(end);
    }
    if end < floor + 8 || max < 8 {
        return None;
    }
    let other = words::others(words::spaces(word_before(doc, end)?));
    // The whitespace that ends the word, then a byte that is not ASCII
    // whitespace: the run ends there unless that byte is the last of a
    // multi-byte whitespace character, which the walk decides.
    let i = end - (other.leading_zeros() / 8) as usize;
    (other != 0 && doc[i - 1] < 0x80).then_some(i)
}

/// [`space_run_start`]'s walk, out of line.
#[inline(never)]
fn space_run_start_walk(doc: &[u8], end: usize, floor: usize, max: usize) -> usize {
    let mut i = end;
    // Eight bytes at a time over ASCII whitespace: the indentation and line
    // break before a scheme at the start of a line, whose byte-by-byte walk
    // (and the mispredicted exit of its loop) was a twentieth of the time of
    // a scan over RFC texts (docs/scan.md).
    while i >= floor + 8 && end - i + 8 <= max {
        let x = word_before(doc, i).expect("eight bytes");
        let other = words::others(words::spaces(x));
        if other == 0 {
            i -= 8;
            continue;
        }
        // The whitespace that ends the word, then a byte that is not ASCII
        // whitespace: the run ends there unless that byte is the last of a
        // multi-byte whitespace character, which the loop below decides.
        i -= (other.leading_zeros() / 8) as usize;
        if doc[i - 1] < 0x80 {
            return i;
        }
        break;
    }
    space_run_start_bytes(doc, i, end, floor, max)
}

/// The walk of [`space_run_start`] a byte (or a multi-byte whitespace
/// character) at a time, from `i` (at or before `end`): the end of the
/// word walk above, and, from `end`, the reference its tests compare it
/// with.
fn space_run_start_bytes(doc: &[u8], mut i: usize, end: usize, floor: usize, max: usize) -> usize {
    while i > floor && end - i < max {
        let b = doc[i - 1];
        if b < 0x80 {
            if !ASCII_SPACE.has(b) {
                break;
            }
            i -= 1;
            continue;
        }
        let mut first = i - 1;
        while first > floor && i - first < 3 && doc[first] & 0xc0 == 0x80 {
            first -= 1;
        }
        if space_len(doc, first) != i - first {
            break;
        }
        i = first;
    }
    i
}

/// The search for a `:` after a scheme character: no name ends at another
/// `:` (`"news:"`, `):`, a `:` after CJK text, the second of `::`), so no
/// wrapper opens there and no bare URL starts there (two in five `:` of
/// RFC texts, most `:` of prose). The document is read 512 bytes a turn
/// (`accel::colon`), and each `:` of a turn is tested as a bit of its
/// masks; `memchr` would start a new search after each `:` passed over
/// (docs/scan.md). A turn that long holds several `:` of prose, so that
/// the one branch that mispredicts, at the turn's last `:`, is taken once
/// for all of them.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Triggers {
    /// The last turn: where its bytes start in the document (its
    /// address), and the `:`s after it not yet looked at, one bit per
    /// byte. The next search starts there instead of loading the turn
    /// again: prose with a scheme word in every line has a `:` every fifty
    /// bytes.
    turn: Turn,
}

/// See [`Triggers::turn`].
#[derive(Clone, Copy, Debug, Default)]
struct Turn {
    start: usize,
    doc: usize,
    /// `left` holds every `:` of the turn at or after this offset (a search
    /// that goes back before it, as after a wrapper that extraction
    /// rejected, loads the turn again).
    from: usize,
    /// The `:`s, bit `k % 64` of word `k / 64` for byte `start + k`: of
    /// the words that `words` marks.
    left: [u64; 8],
    /// Bit `w` set where `left[w]` holds a `:` not yet looked at.
    words: u32,
}

impl Triggers {
    pub(crate) fn new() -> Self {
        Triggers {
            turn: Turn::default(),
        }
    }

    /// The first `:` in `doc[at..end]` after a scheme character.
    #[inline]
    fn find(&mut self, doc: &[u8], at: usize, end: usize) -> Option<usize> {
        let found = self.find_colon(doc, at, end);
        step(found.map_or(end, |k| k + 1).saturating_sub(at));
        found
    }

    #[inline(always)]
    fn find_colon(&mut self, doc: &[u8], at: usize, end: usize) -> Option<usize> {
        let mut at = at;
        let t = &mut self.turn;
        let doc_at = doc.as_ptr() as usize;
        if t.doc == doc_at && (t.from..t.start + BLOCK).contains(&at) {
            // The rest of the last turn, from `at`: its `:`s are bits.
            match t.walk(doc, at, end) {
                Walk::Found(k) => return Some(k),
                Walk::End => return None,
                Walk::Passed => at = t.start + BLOCK,
            }
        }
        loop {
            match colon_block(doc, at, end) {
                Ok(block) => {
                    let words = block
                        .colons
                        .iter()
                        .enumerate()
                        .fold(0, |w, (k, &c)| w | u32::from(c != 0) << k);
                    *t = Turn {
                        start: block.start,
                        doc: doc_at,
                        from: block.start,
                        left: block.colons,
                        words,
                    };
                    match t.walk(doc, block.start, end) {
                        Walk::Found(k) => return Some(k),
                        Walk::End => return None,
                        Walk::Passed => at = block.start + BLOCK,
                    }
                }
                Err(stop) => return colon_by_memchr(doc, stop.min(end), end),
            }
        }
    }
}

/// How a walk over the `:`s of a turn ended.
enum Walk {
    /// At a `:` after a scheme character.
    Found(usize),
    /// At a `:` at or past the end of the search: there is none.
    End,
    /// Past the turn: the search goes on after it.
    Passed,
}

impl Turn {
    /// The first `:` of the turn at or after `from` that follows a scheme
    /// character. The `:`s walked past are dropped from the turn; a `:` at
    /// or past `end` stays for the next search.
    #[inline(always)]
    fn walk(&mut self, doc: &[u8], from: usize, end: usize) -> Walk {
        if from > self.from {
            // The `:`s before `from` (a URL read past them) dropped: the
            // words before its word by their bits in `words`, its word's by
            // a mask.
            let skip = from - self.start;
            let w = skip / 64;
            self.left[w] &= u64::MAX << (skip % 64);
            self.words &= (u32::MAX << w) & !(u32::from(self.left[w] == 0) << w);
            self.from = from;
        }
        while self.words != 0 {
            let w = self.words.trailing_zeros() as usize;
            let word = self.left[w];
            let k = self.start + 64 * w + word.trailing_zeros() as usize;
            if k >= end {
                self.from = k;
                return Walk::End;
            }
            let rest = word & word.wrapping_sub(1);
            self.left[w] = rest;
            self.words &= !(u32::from(rest == 0) << w);
            if after_name(doc, k) {
                self.from = k + 1;
                return Walk::Found(k);
            }
        }
        Walk::Passed
    }
}

/// Whether a name may end at the `:` at `k`: a scheme character before it.
fn after_name(doc: &[u8], k: usize) -> bool {
    k > 0 && SCHEME_CHARS.has(doc[k - 1])
}

/// [`Triggers::find`] by `memchr`.
fn colon_by_memchr(doc: &[u8], mut at: usize, end: usize) -> Option<usize> {
    while at < end {
        let k = at + memchr::memchr(b':', &doc[at..end])?;
        if after_name(doc, k) {
            return Some(k);
        }
        at = k + 1;
    }
    None
}

/// A `<URL:...>` or `<scheme:...>` wrapper opening at `lt`.
fn bracketed(doc: &[u8], lt: usize, grammar: Grammar) -> Option<Candidate> {
    let limit = doc.len().min(lt + MAX_SPAN);
    let k = skip_space(doc, lt + 1, limit);
    let rest = &doc[k..limit];
    let (wrapper, start, foreign) = if rest.len() >= 4 && rest[..4].eq_ignore_ascii_case(b"URL:") {
        (Wrapper::UrlBrackets, skip_space(doc, k + 4, limit), false)
    } else {
        let name_len = rest
            .iter()
            .take(LOOKBACK)
            .take_while(|&&b| is_scheme_char(b))
            .count();
        step(name_len + 1);
        let name = &rest[..name_len];
        if name.is_empty() || !name[0].is_ascii_alphabetic() || rest.get(name_len) != Some(&b':') {
            return None;
        }
        let known = is_grammar_scheme(grammar, name) || name.eq_ignore_ascii_case(b"url");
        // `<C:\TEMP>` is a path and `< x:` is prose: a scheme of another
        // grammar only right after `<` and with two characters or more.
        if !known && (k != lt + 1 || name_len < 2) {
            return None;
        }
        // `<JSON::PP>`, `<v8::Value>`: code, not a scheme.
        if code_path(doc, k + name_len) {
            return None;
        }
        // `<dsig:KeyName/>`, `<xsl:value-of select="."/>`: an XML tag whose
        // name is a qualified name, not a URL of another grammar's scheme.
        if !known && is_qname_tag(rest, name_len) {
            return None;
        }
        // After a scheme of another grammar, whitespace is prose
        // (`<note: x>`); inside brackets around a scheme of the grammar it
        // is ignored, as everywhere inside (RFC 1630 prints
        // `<ftp: //quake.think.com/...>`).
        match doc.get(k + name_len + 1) {
            Some(_) if known || space_len(doc, k + name_len + 1) == 0 => {}
            _ => return None,
        }
        (Wrapper::Brackets, k, !known)
    };
    let close = closing(doc, start, limit)?;
    // The URL ends after its last character that is not whitespace.
    let end = space_run_start(doc, close, start, usize::MAX);
    if end == start {
        return None;
    }
    Some(Candidate {
        wrapper,
        url: start..end,
        resume: close + 1,
        retry: lt + 1,
        foreign,
        non_ascii: false,
    })
}

/// Whether `rest`, a `prefix:` of `prefix_len` letters and more, opens an
/// XML element: `prefix:name` with `name` an XML `NCName` (a letter or `_`,
/// then letters, digits, `.`, `-`, `_`), followed by whitespace (the
/// attributes), `/>` or `>`. `prefix` is a scheme name, itself an `NCName`.
fn is_qname_tag(rest: &[u8], prefix_len: usize) -> bool {
    let ncname = |b: &u8| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'-' | b'_');
    // A scheme name may hold `+`, a prefix may not.
    if !rest[..prefix_len].iter().all(ncname) {
        return false;
    }
    let local = &rest[prefix_len + 1..];
    if !local
        .first()
        .is_some_and(|&b| b.is_ascii_alphabetic() || b == b'_')
    {
        return false;
    }
    let n = local.iter().take_while(|b| ncname(b)).count();
    step(n + 1);
    match local.get(n) {
        Some(b'>' | b' ' | b'\t' | b'\n' | b'\r') => true,
        Some(b'/') => local.get(n + 1) == Some(&b'>'),
        _ => false,
    }
}

/// The `>` that closes a wrapper whose content starts at `start`: the first
/// one before `limit`, unless a `<` or an empty line (only whitespace
/// between two line feeds) comes first.
fn closing(doc: &[u8], start: usize, limit: usize) -> Option<usize> {
    let mut at = start;
    loop {
        let Some(k) = memchr::memchr3(b'>', b'<', b'\n', &doc[at..limit]).map(|k| at + k) else {
            step(limit - at);
            return None;
        };
        step(k + 1 - at);
        match doc[k] {
            b'>' => return Some(k),
            b'<' => return None,
            _ => {
                let next_line = k + 1;
                let next_end =
                    memchr::memchr(b'\n', &doc[next_line..limit]).map_or(limit, |n| next_line + n);
                step(next_end - next_line);
                if skip_space(doc, next_line, next_end) == next_end {
                    return None;
                }
                at = next_line;
            }
        }
    }
}

/// A bare URL (or `URL:` prefix) whose scheme ends at the `:` at `colon`.
///
/// Every scheme of the grammar found bare (and `URL`) is 3 to 8 letters,
/// and the name below is then exactly the letters before the `:`: the
/// caller checks them first ([`bare_scheme_before`]), which turns away the
/// `:` of prose (`10:30`, `Note:`) without the look back. With `any_scheme`
/// the caller has seen `://` instead: the name is any scheme of two
/// characters or more that starts with a letter.
fn bare(doc: &[u8], colon: usize, grammar: Grammar, any_scheme: bool) -> Option<Candidate> {
    // Most names are letters after a byte that is no scheme character
    // (`see http:`, `(news:`): then the name is those letters, which the
    // caller's filter has read, and the walk back over the scheme
    // characters (a loop whose exit mispredicts) is not needed.
    let letters = trailing_letters(doc, colon);
    let plain = letters < 9 && (colon == letters || !is_scheme_char(doc[colon - letters - 1]));
    let start = if plain {
        colon - letters
    } else {
        let floor = colon.saturating_sub(LOOKBACK);
        let run = doc[floor..colon]
            .iter()
            .rev()
            .take_while(|&&b| is_scheme_char(b))
            .count();
        step(run + 1);
        if run == colon - floor && floor > 0 {
            return None; // a long word, not a scheme
        }
        // Leading digits and punctuation (`...http:`, `2news:`) are not part
        // of a scheme name, which starts with a letter.
        let mut start = colon - run;
        while start < colon && !doc[start].is_ascii_alphabetic() {
            start += 1;
        }
        start
    };
    // (A scheme never reaches back into an earlier URL: each ends before
    // a byte that is not a scheme character.)
    if start == colon {
        return None;
    }
    let name = &doc[start..colon];
    let limit = doc.len().min(start + MAX_SPAN);
    if name.eq_ignore_ascii_case(b"url") {
        // `URL:` then a scheme and its `:`, then the URL.
        let url_start = colon + 1;
        let name_len = doc[url_start..limit]
            .iter()
            .take(LOOKBACK)
            .take_while(|&&b| is_scheme_char(b))
            .count();
        step(name_len + 1);
        if name_len == 0
            || !doc[url_start].is_ascii_alphabetic()
            || doc.get(url_start + name_len) != Some(&b':')
        {
            return None;
        }
        return bare_run(
            doc,
            url_start,
            url_start + name_len + 1,
            limit,
            Wrapper::UrlPrefix,
        );
    }
    let known = if any_scheme {
        colon - start >= 2
    } else if plain {
        // The caller's filter (`bare_scheme_before`) read exactly this name.
        debug_assert!(is_grammar_scheme_prefix(
            grammar,
            &doc[start..],
            colon - start
        ));
        true
    } else {
        is_grammar_scheme_prefix(grammar, &doc[start..], colon - start)
    };
    // `Foo::http://`: a scheme is not the last name of a code path.
    if !known || (start >= 2 && &doc[start - 2..start] == b"::") {
        return None;
    }
    bare_run(doc, start, colon + 1, limit, Wrapper::Bare)
}

/// A URI of any scheme between double quotes whose scheme ends at the `:`
/// at `colon`: `"urn:isbn:0451450523"`, `"x-custom:a/b"`. RFC 3986's
/// Appendix C: "the double-quote character is [...] used as the delimiter
/// for URIs in plain text". The name (two scheme characters or more, a
/// letter first) stands right after the `"`, and the URI runs to the
/// closing `"` with no whitespace inside. Digits alone after the `:` are a
/// host's port in practice (`"localhost:8080"`), not a URI.
///
/// The forward walk stops at the first byte that ends a bare URL, a `"`
/// among them: the runs of two openers never overlap, so each byte of a
/// line of `"a:"a:"a:` is walked over once.
fn quoted(doc: &[u8], colon: usize, from: usize) -> Option<Candidate> {
    let floor = from.max(colon.saturating_sub(LOOKBACK));
    let mut start = colon;
    while start > floor && SCHEME_CHARS.has(doc[start - 1]) {
        start -= 1;
    }
    step(colon - start + 1);
    if colon - start < 2
        || start == floor
        || doc[start - 1] != b'"'
        || !doc[start].is_ascii_alphabetic()
    {
        return None;
    }
    let limit = doc.len().min(start + MAX_SPAN);
    let end = url_end(doc, colon + 1, limit, true);
    let rest = &doc[colon + 1..end];
    if doc.get(end) != Some(&b'"') || rest.is_empty() || rest.iter().all(u8::is_ascii_digit) {
        return None;
    }
    Some(Candidate {
        wrapper: Wrapper::Quotes,
        url: start..end,
        resume: end + 1,
        retry: end,
        foreign: false,
        non_ascii: !rest.is_ascii(),
    })
}

/// The end of the run of a bare URL whose scheme part starts at `from`,
/// before `limit`: the first byte that is not [`in_bare_url`] (with `iri`,
/// an IRI's run also holds the characters above ASCII but whitespace), the
/// first closing `)`, `]` or `}` without an opener before it in the URL (a
/// Markdown link's destination ends there: `[![b](http://h/b.svg)](http://h/)`
/// holds two URLs, as CommonMark and linkify read it), or a `,`, `'`, `(`
/// or `;` that a second `scheme://` follows (`http://a.org,http://b.org`).
///
/// One walk forward that stops at the first of these: each byte of the
/// document is walked over by one URL only, however long the run of URL
/// characters after it (a line of 100,000 URLs joined by commas).
fn url_end(doc: &[u8], from: usize, limit: usize, iri: bool) -> usize {
    let end = url_end_walk(doc, from, limit, iri);
    step(end + 1 - from);
    end
}

/// [`url_end`]'s walk.
#[inline(always)]
fn url_end_walk(doc: &[u8], from: usize, limit: usize, iri: bool) -> usize {
    let plain = if iri { &IRI_PLAIN } else { &PLAIN };
    let mut i = from + crate::core::input::run_len(&doc[from..limit], plain);
    // Openers not yet closed: `(`, `[`, `{`.
    let mut depth = [0usize; 3];
    while i < limit {
        let b = doc[i];
        match b {
            b'(' => depth[0] += 1,
            b'[' => depth[1] += 1,
            b'{' => depth[2] += 1,
            b')' | b']' | b'}' => {
                let k = usize::from(b == b']') + 2 * usize::from(b == b'}');
                if depth[k] == 0 {
                    return i;
                }
                depth[k] -= 1;
            }
            b':' => {
                if let Some(split) = second_url(doc, from, i) {
                    return split;
                }
            }
            _ if iri && b >= 0x80 => {
                if space_len(doc, i) > 0 {
                    return i;
                }
            }
            _ => return i,
        }
        i += 1;
        i += crate::core::input::run_len(&doc[i..limit], plain);
    }
    limit
}

/// Where the URL whose scheme part starts at `from` ends if a second URL
/// starts at the `:` at `colon`: a scheme of two characters or more, a
/// letter first, then `://`, right after `,`, `'`, `(` or `;`
/// (`http://a.org,http://b.org` in a list, `url('...')` calls glued by
/// escaped line breaks); the first URL ends before that delimiter. After
/// `=`, `/` or `?` a `scheme://` is data of the first URL
/// (`http://h/redirect?to=http://x`).
fn second_url(doc: &[u8], from: usize, colon: usize) -> Option<usize> {
    if doc.get(colon + 1..colon + 3) != Some(b"//") {
        return None;
    }
    // Back over the scheme characters, which no other `:` walks over (a
    // `:` is no scheme character).
    let mut s = colon;
    while s > from && is_scheme_char(doc[s - 1]) {
        s -= 1;
    }
    step(colon - s + 1);
    while s < colon && !doc[s].is_ascii_alphabetic() {
        s += 1;
    }
    (colon - s >= 2 && s > from && matches!(doc[s - 1], b',' | b'\'' | b'(' | b';')).then(|| s - 1)
}

/// The bare URL from `start` whose scheme part starts at `after_colon`.
fn bare_run(
    doc: &[u8],
    start: usize,
    after_colon: usize,
    limit: usize,
    wrapper: Wrapper,
) -> Option<Candidate> {
    let limit = limit.max(after_colon);
    // `https://測試/`: an IRI, no URL of either grammar, but what its
    // author wrote as one: it runs to whitespace or a delimiter, and is
    // reported with its non-ASCII characters.
    let non_ascii = doc.get(after_colon..after_colon + 2) == Some(b"//")
        && doc.get(after_colon + 2).is_some_and(|&b| b >= 0x80);
    let run_end = url_end(doc, after_colon, limit, non_ascii);
    let end = trim_bare(doc, start, run_end, after_colon);
    // `news: the archive moved`, `news:.`: prose. `ftp://` alone names the
    // scheme's prefix: in a grammar (`"ftp://" login`) or a layout form
    // (`http://<host>:<port>/<path>`, RFC 1738 section 3), not a URL.
    if end == after_colon || &doc[after_colon..end] == b"//" {
        return None;
    }
    Some(Candidate {
        wrapper,
        url: start..end,
        resume: run_end,
        retry: run_end,
        foreign: false,
        non_ascii,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Scheme names and near misses, in several cases.
    const NAMES: &[&str] = &[
        "http",
        "ftp",
        "gopher",
        "mailto",
        "news",
        "nntp",
        "telnet",
        "wais",
        "file",
        "prospero",
        "mid",
        "cid",
        "afs",
        "url",
        "URL",
        "Url",
        "HTTP",
        "GoPheR",
        "MID",
        "nntP",
        "FILE",
        "https",
        "htt",
        "httpx",
        "x",
        "",
        "h",
        "fs",
        "see",
        "prosperoo",
        "prosperos",
        "gophers",
        "ftp+",
        "f-p",
        "1http",
        "xhttp",
        "é",
        "a-http",
        "nttp",
        "xprospero",
        "newsnews",
        "Xmailto",
    ];

    #[test]
    fn grammar_schemes() {
        let rfc1738 = [
            "http", "ftp", "gopher", "mailto", "news", "nntp", "telnet", "wais", "file", "prospero",
        ];
        let rfc1630 = [
            "http", "ftp", "news", "nntp", "prospero", "telnet", "gopher", "wais", "mailto", "mid",
            "cid", "afs",
        ];
        for (grammar, names) in [
            (Grammar::Rfc1738, &rfc1738[..]),
            (Grammar::Rfc1630, &rfc1630[..]),
        ] {
            for name in NAMES {
                let want = names.iter().any(|n| n.eq_ignore_ascii_case(name));
                assert_eq!(
                    is_grammar_scheme(grammar, name.as_bytes()),
                    want,
                    "{grammar:?} {name}"
                );
            }
        }
    }

    #[test]
    fn bare_schemes_before_a_colon() {
        let names = NAMES;
        for grammar in [Grammar::Rfc1738, Grammar::Rfc1630] {
            for name in names {
                for prefix in ["", "a ", "see <", "a long prefix: "] {
                    let doc = format!("{prefix}{name}:x");
                    let colon = doc.len() - 2;
                    let letters = trailing_letters(doc.as_bytes(), colon).min(8);
                    let tail = &doc.as_bytes()[colon - letters..colon];
                    let want = letters >= 3
                        && (is_grammar_scheme(grammar, tail) || tail.eq_ignore_ascii_case(b"url"));
                    assert_eq!(
                        bare_scheme_before(doc.as_bytes(), colon, grammar),
                        want,
                        "{grammar:?} {doc:?}"
                    );
                }
            }
        }
        assert!(bare_scheme_before(
            b"a long prefix: FTP:x",
            18,
            Grammar::Rfc1738
        ));
        assert!(!bare_scheme_before(
            b"a long prefix: mid:x",
            18,
            Grammar::Rfc1738
        ));
        assert!(bare_scheme_before(
            b"a long prefix: mid:x",
            18,
            Grammar::Rfc1630
        ));
        assert!(!bare_scheme_before(
            b"a long prefix: file:x",
            19,
            Grammar::Rfc1630
        ));
    }

    #[test]
    fn wide_space_len_is_white_space() {
        for c in ('\u{80}'..=char::MAX).filter(|c| c.len_utf8() <= 3) {
            let mut buf = [0; 4];
            let s = c.encode_utf8(&mut buf).as_bytes();
            let want = if c.is_whitespace() { s.len() } else { 0 };
            assert_eq!(wide_space_len(s, 0), want, "{c:?}");
        }
        // Cut short or not UTF-8: no whitespace.
        for bytes in [&b"\xc2"[..], b"\xe3\x80", b"\xe2\x80", b"\x85", b"\xa0\xc2"] {
            assert_eq!(wide_space_len(bytes, 0), 0, "{bytes:?}");
        }
    }

    #[test]
    fn trailing_letters_table() {
        for (doc, want) in [
            ("", 0),
            ("ab", 2),
            ("10", 0),
            ("x http", 4),
            ("abcdefgh", 8),
            ("1abcdefgh", 8),
            ("abcdefghi", 9),
            ("abcdefghijklm", 9),
            ("see Prospero", 8),
            ("see xProspero", 9),
            ("caf\u{e9}", 0),
            ("[@`{Zz", 2),
        ] {
            assert_eq!(trailing_letters(doc.as_bytes(), doc.len()), want, "{doc:?}");
        }
    }

    fn any_byte() -> impl proptest::strategy::Strategy<Value = u8> {
        proptest::prop_oneof![
            b'a'..=b'z',
            b'A'..=b'Z',
            proptest::num::u8::ANY,
            proptest::sample::select(
                &b" \t\n\r\x0b\x0c\x1f!<>\"`~\x7f\x80\xa0\xc1\xc2\x85\xe1\xe2\xe3\xff"[..]
            ),
        ]
    }

    /// The candidate search as first written: every `<` and every `:` a
    /// trigger, the `<` read forward. The search from the `:` alone must
    /// find the same candidates.
    fn next_by_both_triggers(
        doc: &[u8],
        from: usize,
        trigger_end: usize,
        grammar: Grammar,
    ) -> Option<Candidate> {
        let mut at = from;
        while at < trigger_end {
            let k = at + memchr::memchr2(b'<', b':', &doc[at..trigger_end])?;
            at = k + 1;
            let found = if doc[k] == b'<' {
                bracketed(doc, k, grammar)
            } else if code_path(doc, k) {
                at = k + 2;
                continue;
            } else {
                let slashes = doc.get(k + 1..k + 3) == Some(b"//");
                let known = bare_scheme_before(doc, k, grammar);
                if !known && !slashes {
                    continue;
                }
                match known.then(|| bare(doc, k, grammar, false)).flatten() {
                    None if slashes => bare(doc, k, grammar, true),
                    found => found,
                }
            };
            if found.is_some() {
                return found;
            }
        }
        None
    }

    type Seen = (Wrapper, Range<usize>, usize, usize, bool);

    /// Every candidate of `doc`, going on at each one's `resume` (or, with
    /// `retry`, at its `retry`, as after a rejected extraction).
    fn candidates(
        doc: &[u8],
        retry: bool,
        mut next: impl FnMut(&[u8], usize) -> Option<Candidate>,
    ) -> Vec<Seen> {
        let mut out = Vec::new();
        let mut pos = 0;
        while let Some(c) = next(doc, pos) {
            pos = if retry { c.retry } else { c.resume };
            out.push((c.wrapper, c.url, c.resume, c.retry, c.foreign));
        }
        out
    }

    /// The candidates of `doc` found at `:` alone are those found at `<`
    /// and `:` (`next_by_both_triggers`).
    fn agrees_with_both_triggers(
        doc: &str,
        grammar: Grammar,
        retry: bool,
    ) -> Result<(), proptest::test_runner::TestCaseError> {
        let doc = doc.as_bytes();
        let mut triggers = Triggers::new();
        let new = candidates(doc, retry, |d, at| {
            next(d, at, d.len(), grammar, &mut triggers)
        });
        let old = candidates(doc, retry, |d, at| {
            next_by_both_triggers(d, at, d.len(), grammar)
        });
        proptest::prop_assert_eq!(new, old, "{:?}", String::from_utf8_lossy(doc));
        Ok(())
    }

    /// Pieces that make and unmake wrappers and schemes.
    fn wrapper_piece() -> impl proptest::strategy::Strategy<Value = &'static str> {
        proptest::sample::select(vec![
            "<",
            ">",
            "<URL:",
            "<url: ",
            "URL:",
            ":",
            "::",
            "http:",
            "HTTP://h/",
            "ftp:",
            "news:a",
            "x-y.z:",
            "note:",
            "a1:",
            "1a:",
            " ",
            "  ",
            "\n",
            "\n\n",
            "\u{a0}",
            "\u{3000}",
            "h",
            "ab",
            "/",
            "//",
            ")",
            "(",
            "\"",
            "a::b",
            "<a:b/>",
            "<xsl:v ",
            "é",
            "<\n URL:",
            "< ftp:",
            "<http:",
            "<x:",
            "<xy:",
        ])
    }

    proptest::proptest! {
        /// Over up to two 512-byte turns, `end` inside or past a turn, and
        /// with the fallback by `memchr`.
        #[test]
        fn the_colon_search_agrees_with_a_byte_loop(
            doc in proptest::collection::vec(
                proptest::prop_oneof![
                    3 => proptest::sample::select(&b":::a"[..]),
                    1 => any_byte(),
                ],
                0..1400,
            ),
            from in 0usize..1400,
            cut in 0usize..1400,
        ) {
            let end = cut.min(doc.len());
            // Starts near `end` too, where a `:` at or past it decides.
            for from in [from.min(end), end.saturating_sub(1), end.saturating_sub(3)] {
                let want = (from..end).find(|&k| doc[k] == b':' && k > 0 && is_scheme_char(doc[k - 1]));
                proptest::prop_assert_eq!(Triggers::new().find(&doc, from, end), want);
                proptest::prop_assert_eq!(colon_by_memchr(&doc, from, end), want);
            }
        }

        /// One search after another with the same `Triggers`, as a scan
        /// makes them: on from the `:` found, past it (a URL read), and
        /// back before it (a wrapper that extraction rejected), each
        /// against a byte loop, over several turns.
        #[test]
        fn searches_that_reuse_a_turn_agree_with_a_byte_loop(
            doc in proptest::collection::vec(
                proptest::prop_oneof![
                    3 => proptest::sample::select(&b":::a\n"[..]),
                    1 => any_byte(),
                ],
                0..2200,
            ),
            moves in proptest::collection::vec((0usize..3, 0usize..600), 1..40),
            cut in 0usize..2200,
        ) {
            let end = cut.min(doc.len());
            let mut triggers = Triggers::new();
            let mut from = 0;
            for (how, by) in moves {
                let want = (from..end).find(|&k| doc[k] == b':' && k > 0 && is_scheme_char(doc[k - 1]));
                proptest::prop_assert_eq!(triggers.find(&doc, from, end), want, "from {}", from);
                let found = want.unwrap_or(end);
                from = match how {
                    0 => found + 1,
                    1 => found + 1 + by,
                    _ => found.saturating_sub(by),
                }
                .min(end);
            }
        }
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(512))]
        /// Documents of several 512-byte turns of the vector search.
        #[test]
        fn the_colon_finds_what_both_triggers_found_in_long_documents(
            pieces in proptest::collection::vec(
                proptest::prop_oneof![wrapper_piece(), proptest::sample::select(vec![
                    "0123456789abcdef0123456789abcdef",
                    "x\n\n",
                    "http://h.example/a/b/c/d/e/f/g/h/i/j/k ",
                ])],
                0..240,
            ),
            grammar in proptest::sample::select(vec![Grammar::Rfc1738, Grammar::Rfc1630]),
            retry: bool,
        ) {
            agrees_with_both_triggers(&pieces.concat(), grammar, retry)?;
        }
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(4096))]
        #[test]
        fn the_colon_finds_what_both_triggers_found(
            pieces in proptest::collection::vec(wrapper_piece(), 0..24),
            grammar in proptest::sample::select(vec![Grammar::Rfc1738, Grammar::Rfc1630]),
            retry: bool,
        ) {
            agrees_with_both_triggers(&pieces.concat(), grammar, retry)?;
        }
    }

    // The run of a bare URL as first written: the run of URL characters to
    // its end, then the first unmatched closer in it, then the first second
    // URL before that. `url_end` must find the same end in one walk.

    /// The first index in `from..limit` whose byte is not [`in_bare_url`], or
    /// `limit`. Sixteen bytes at a time, as the engine scans its character
    /// classes: this runs over every byte of every bare URL, where a table
    /// lookup per byte would be the largest cost of a scan over Markdown
    /// (docs/scan.md).
    fn bare_run_end(doc: &[u8], from: usize, limit: usize) -> usize {
        from + crate::core::input::run_len(&doc[from..limit], &BARE)
    }

    /// The first closing `)`, `]` or `}` in `doc[from..end]` without an
    /// opener before it in the URL, or `end`: a Markdown link's destination
    /// ends there (`[![b](http://h/b.svg)](http://h/)` holds two URLs), as
    /// CommonMark and linkify end it.
    fn unmatched_closer(doc: &[u8], from: usize, end: usize) -> usize {
        // Most URLs hold no closing bracket: one vector search says so. In
        // Markdown, most that do hold no opener before it (`[a](http://h/)`):
        // a second one says so.
        let Some(first) = memchr::memchr3(b')', b']', b'}', &doc[from..end]) else {
            return end;
        };
        if memchr::memchr3(b'(', b'[', b'{', &doc[from..from + first]).is_none() {
            return from + first;
        }
        let mut depth = [0usize; 3];
        for (k, &b) in doc[from..end].iter().enumerate() {
            let (i, open) = match b {
                b'(' => (0, true),
                b'[' => (1, true),
                b'{' => (2, true),
                b')' => (0, false),
                b']' => (1, false),
                b'}' => (2, false),
                _ => continue,
            };
            if open {
                depth[i] += 1;
            } else if depth[i] == 0 {
                return from + k;
            } else {
                depth[i] -= 1;
            }
        }
        end
    }

    /// The end of an IRI's run from `from`: to whitespace, a control
    /// character, `<`, `>`, `"` or `` ` ``, or `limit`.
    fn iri_run_end(doc: &[u8], from: usize, limit: usize) -> usize {
        let mut i = from;
        while i < limit {
            let b = doc[i];
            if (b < 0x80 && !in_bare_url(b)) || space_len(doc, i) > 0 {
                break;
            }
            i += 1;
        }
        i
    }

    /// Where a second URL starts inside the run `doc[from..end]`: a scheme of
    /// two characters or more, a letter first, then `://`, right after `,`,
    /// `'`, `(` or `;` (`http://a.org,http://b.org` in a list, `url('...')`
    /// calls glued by escaped line breaks); the first URL ends before that
    /// delimiter. After `=`, `/` or `?` a `scheme://` is data of the first URL
    /// (`http://h/redirect?to=http://x`).
    fn next_url(doc: &[u8], from: usize, end: usize) -> usize {
        // A `:` is rare in a URL past its scheme (a port, a password): look at
        // each, rather than build a substring searcher per URL.
        for k in memchr::memchr_iter(b':', &doc[from..end]) {
            let colon = from + k;
            if doc.get(colon + 1..colon + 3) != Some(b"//") {
                continue;
            }
            let mut s = colon;
            while s > from && is_scheme_char(doc[s - 1]) {
                s -= 1;
            }
            while s < colon && !doc[s].is_ascii_alphabetic() {
                s += 1;
            }
            if colon - s >= 2 && s > from && matches!(doc[s - 1], b',' | b'\'' | b'(' | b';') {
                return s - 1;
            }
        }
        end
    }

    fn run_end_by_parts(doc: &[u8], from: usize, limit: usize, iri: bool) -> usize {
        let run_end = match iri {
            true => iri_run_end(doc, from, limit),
            false => bare_run_end(doc, from, limit),
        };
        next_url(doc, from, unmatched_closer(doc, from, run_end))
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(4096))]
        #[test]
        fn url_end_agrees_with_the_run_by_parts(
            pieces in proptest::collection::vec(
                proptest::sample::select(vec![
                    "a", "b/c", ")", "(", "]", "[", "}", "{", ",", ";", "'", ":", "//",
                    ",http://", "(ftp://", ";x://", "'ab://", ",1a://", "=http://", " ",
                    "\u{a0}", "\u{3000}", "\u{e9}", "\u{6e2c}", "<", "\"", "`", "\n", "%",
                    "0123456789abcdef0123456789abcdef",
                ]),
                0..64,
            ),
            cut in 0usize..400,
            iri: bool,
        ) {
            let doc = pieces.concat();
            let doc = doc.as_bytes();
            for from in 0..doc.len().min(6) {
                let limit = cut.clamp(from, doc.len());
                proptest::prop_assert_eq!(
                    url_end(doc, from, limit, iri),
                    run_end_by_parts(doc, from, limit, iri),
                    "{:?} from {} to {}", String::from_utf8_lossy(doc), from, limit
                );
            }
        }
    }

    proptest::proptest! {
        #[test]
        fn bare_run_end_stops_at_the_first_byte_not_in_a_bare_url(
            doc in proptest::collection::vec(any_byte(), 0..40),
        ) {
            for from in 0..=doc.len() {
                for limit in from..=doc.len() {
                    let want = from + doc[from..limit].iter().take_while(|&&b| in_bare_url(b)).count();
                    proptest::prop_assert_eq!(bare_run_end(&doc, from, limit), want);
                }
            }
        }

        #[test]
        fn space_run_start_agrees_with_a_byte_loop(
            doc in proptest::collection::vec(
                proptest::prop_oneof![
                    proptest::sample::select(&b" \t\n\r\x0b\x0c\x0d\x08\x0e\x1f\x20\x21<a"[..]),
                    any_byte(),
                ],
                0..40,
            ),
            floor in 0usize..6,
            max in proptest::prop_oneof![0usize..20, proptest::strategy::Just(usize::MAX)],
        ) {
            // The walk a byte at a time, from the end.
            let by_bytes = |end: usize| space_run_start_bytes(&doc, end, end, floor, max);
            for end in floor.min(doc.len())..=doc.len() {
                proptest::prop_assert_eq!(space_run_start(&doc, end, floor, max), by_bytes(end), "{:?} {}", doc, end);
            }
        }

        #[test]
        fn next_space_finds_the_first_whitespace(
            doc in proptest::collection::vec(any_byte(), 0..40),
        ) {
            for from in 0..=doc.len() {
                let want = (from..doc.len()).find(|&k| space_len(&doc, k) > 0);
                proptest::prop_assert_eq!(next_space(&doc, from), want);
            }
        }

        #[test]
        fn trailing_letters_counts_the_letters_before_end(
            doc in proptest::collection::vec(
                proptest::prop_oneof![
                    b'a'..=b'z', b'A'..=b'Z', proptest::num::u8::ANY,
                    proptest::strategy::Just(b'@'), proptest::strategy::Just(b'['),
                    proptest::strategy::Just(b'`'), proptest::strategy::Just(b'{'),
                    proptest::strategy::Just(0xc1), proptest::strategy::Just(0xe1),
                ],
                0..24,
            ),
        ) {
            for end in 0..=doc.len() {
                let want = doc[..end].iter().rev().take(9).take_while(|b| b.is_ascii_alphabetic()).count();
                proptest::prop_assert_eq!(trailing_letters(&doc, end), want, "{:?} {}", doc, end);
            }
        }
    }
}
