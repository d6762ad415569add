//! The input abstraction shared by every production, and the scanning
//! primitives the productions are built from.
//!
//! Every combinator is generic over [`Src`], which three types implement:
//!
//! * `Loc` (`located.rs`, a slice and its byte offset): used by `parse` in
//!   both dialects; a component parsed over it is its public `Span`;
//! * plain `&str`: used by `validate`;
//! * [`Traced`]: the diagnostics' run, which records where a failure lies.
//!
//! The grammar code is the same for each, so `validate` and `parse` accept
//! the same language and fail at the same offset by construction
//! (`tests/exactness/differential.rs` checks it).
//!
//! # Invariants
//!
//! * Productions only ever split their input at offsets that the byte tables
//!   accept, and every table byte is ASCII, so each split is on a UTF-8 char
//!   boundary and `take_split` (or `accel::text::split_str`, for `&str`)
//!   never panics.
//! * Errors record the *remaining* length at the failure (`Fail::rest`), never
//!   an absolute offset: both input types can report it, and the boundary
//!   turns it into an offset with `input.len() - rest`.

use nom::IResult;

use crate::core::failure::{Expected, Fail, Kind, utf8_width};
use crate::core::table::{HEX, Table};

pub(crate) use crate::accel::escaped::{escaped_run, escaped_run_cut, is_escape};
pub(crate) use crate::accel::runs::run_len;

/// What a production needs from its input: nom's `Input` plus direct access to
/// the remaining bytes, which the table scanners read.
pub(crate) trait Src<'a>: Copy + nom::Input<Item = char> {
    fn text(&self) -> &'a str;

    #[inline(always)]
    fn bytes(&self) -> &'a [u8] {
        self.text().as_bytes()
    }

    /// Whether [`Src::tag`] does anything: only for [`Traced`]. Call sites
    /// test it through [`Tagged::tagged`], so that for `validate` and `parse`
    /// not even a `map_err` remains.
    const TRACED: bool = false;

    /// Notes that failure `f` lies in `component`, which starts `start_rest`
    /// bytes before the end of the input. A no-op, compiled away, for the
    /// inputs of `validate` and `parse`; only [`Traced`] records it.
    #[inline(always)]
    fn tag(&self, _f: &Fail, _start_rest: usize, _component: &'static str) {}

    /// [`split`]: `take_split`, unless the input type has a cheaper way.
    #[inline(always)]
    fn split_off(self, n: usize) -> (Self, Self) {
        self.take_split(n)
    }
}

impl<'a> Src<'a> for &'a str {
    #[inline(always)]
    fn text(&self) -> &'a str {
        self
    }

    #[inline(always)]
    fn split_off(self, n: usize) -> (Self, Self) {
        crate::accel::text::split_str(self, n)
    }
}

/// The result type of every production.
pub(crate) type PResult<I, O> = IResult<I, O, Fail>;

/// The first byte of the remaining input, if any.
#[inline(always)]
pub(crate) fn peek<'a, I: Src<'a>>(i: I) -> Option<u8> {
    i.bytes().first().copied()
}

/// Splits off the first `n` bytes: `(rest, taken)`. `n` must lie on a char
/// boundary (see the module invariants).
#[inline(always)]
pub(crate) fn split<'a, I: Src<'a>>(i: I, n: usize) -> (I, I) {
    i.split_off(n)
}

/// `*[ class ]` for a class without escapes: the longest run of table bytes.
#[inline(always)]
pub(crate) fn take_run<'a, I: Src<'a>>(i: I, table: &Table) -> (I, I) {
    let n = run_len(i.bytes(), table);
    split(i, n)
}

/// `*[ class | escape ]`: the longest run of table bytes and `escape`s
/// (`"%" hex hex`).
///
/// A `%` that does not start a valid escape fails at once (`nom::Err::Failure`):
/// `%` occurs in the grammars only inside `escape` (and the literals `"%09"`
/// and `% 0 0`, themselves escapes), so no alternative could accept it and
/// the whole input is invalid. Failing here names the real culprit instead of
/// whatever production comes next.
#[inline(always)]
pub(crate) fn take_escaped<'a, I: Src<'a>>(
    i: I,
    table: &Table,
    production: &'static str,
) -> PResult<I, I> {
    match escaped_run(i.bytes(), table) {
        Ok(n) => Ok(split(i, n)),
        Err(n) => Err(nom::Err::Failure(bad_escape(i, n, production))),
    }
}

/// `"%" hex hex`, one `escape`: both dialects' rule (and both sections of
/// RFC 1630) define it alike. A `%` that starts no escape fails at once.
pub(crate) fn escape<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    if is_escape(i.bytes()) {
        Ok(split(i, 3))
    } else if peek(i) == Some(b'%') {
        Err(nom::Err::Failure(bad_escape(i, 0, "escape")))
    } else {
        Err(fail(i, "escape", Expected::HEX))
    }
}

/// The value of a hex digit (the caller has checked it is one).
pub(crate) const fn hex_value(b: u8) -> u8 {
    match b {
        b'0'..=b'9' => b - b'0',
        b'a'..=b'f' => b - b'a' + 10,
        b'A'..=b'F' => b - b'A' + 10,
        _ => 0,
    }
}

/// The error for a `%` at byte `at` of `i` that does not start an escape. The
/// span covers the `%` and the (at most two) characters that should have been
/// hex digits, so `%as` is labelled whole.
#[cold]
#[inline(never)]
pub(crate) fn bad_escape<'a, I: Src<'a>>(i: I, at: usize, production: &'static str) -> Fail {
    bad_escape_inline(i, at, production)
}

/// [`bad_escape`] inlined: where the caller may drop the error unread, so
/// that the compiler drops building it.
#[inline(always)]
pub(crate) fn bad_escape_inline<'a, I: Src<'a>>(i: I, at: usize, production: &'static str) -> Fail {
    // Byte-wise over valid UTF-8 (a lead byte gives its char's width): the
    // `%` and at most two chars after it, and whether those are hex digits.
    let text = &i.bytes()[at..];
    let (mut len, mut chars, mut all_hex) = (1, 0, true);
    while chars < 2 && len < text.len() {
        let b = text[len];
        all_hex &= HEX.has(b);
        len += utf8_width(b);
        chars += 1;
    }
    let kind = if chars < 2 && all_hex {
        Kind::TruncatedEscape
    } else {
        Kind::BadEscape
    };
    Fail::new(text.len(), len, production, kind, Expected::HEX)
}

/// One byte of `table`, else a failure naming `production`: the
/// one-character productions (`alpha`, `digit`, `safe`, ...).
#[inline(always)]
pub(crate) fn one<'a, I: Src<'a>>(
    i: I,
    table: &Table,
    production: &'static str,
    expected: Expected,
) -> PResult<I, I> {
    match i.bytes().first() {
        Some(&b) if table.has(b) => Ok(split(i, 1)),
        _ => Err(fail(i, production, expected)),
    }
}

/// Matches the literal `lit` exactly (case-sensitive).
#[inline(always)]
pub(crate) fn lit<'a, I: Src<'a>>(
    i: I,
    lit: &'static str,
    production: &'static str,
    expected: Expected,
) -> PResult<I, I> {
    if i.bytes().starts_with(lit.as_bytes()) {
        Ok(split(i, lit.len()))
    } else {
        Err(nom::Err::Error(mismatch(i, lit, production, expected)))
    }
}

/// The error for a literal that does not match: it points at the first byte
/// where the input departs from the literal.
#[cold]
#[inline(never)]
fn mismatch<'a, I: Src<'a>>(
    i: I,
    lit: &'static str,
    production: &'static str,
    expected: Expected,
) -> Fail {
    let common = i
        .bytes()
        .iter()
        .zip(lit.as_bytes())
        .take_while(|(a, b)| a == b)
        .count();
    let (rest, _) = split(i, common);
    Fail::at(rest.text(), production, expected)
}

/// Consumes one byte that must be `b`, else fails with `expected` at `i`.
#[inline(always)]
pub(crate) fn byte<'a, I: Src<'a>>(
    i: I,
    b: u8,
    production: &'static str,
    expected: Expected,
) -> PResult<I, I> {
    if peek(i) == Some(b) {
        Ok(split(i, 1))
    } else {
        Err(fail(i, production, expected))
    }
}

/// Succeeds only at the end of the input.
#[inline(always)]
pub(crate) fn end<'a, I: Src<'a>>(
    i: I,
    production: &'static str,
    expected: Expected,
) -> PResult<I, ()> {
    if i.input_len() == 0 {
        Ok((i, ()))
    } else {
        Err(fail(i, production, expected.with(Expected::END)))
    }
}

/// Whether byte `n` of `i` starts a character that `universe` (every byte a
/// dialect's productions derive) lacks: a non-ASCII character, or an ASCII
/// one no production contains.
#[inline]
pub(crate) fn outside_at<'a, I: Src<'a>>(i: I, n: usize, universe: &Table) -> bool {
    i.bytes()
        .get(n)
        .is_some_and(|&b| !b.is_ascii() || !universe.has(b))
}

/// The primary error of a component whose run of characters ended at byte
/// `n` of `i` and then failed (or could not go on): if that byte is outside
/// the grammar and the run up to it can still begin a valid component
/// (`viable`, asked only then), the URL was cut short *by* that character
/// (`gopher://65.67.1é7.85/`: `65.67.1` could have gone on as `65.67.1.2`),
/// so the failure is reported there, as the first byte at which no valid
/// URL can continue the input. Otherwise `None`: the component's own
/// failure comes first. One byte test on the way of a valid URL.
#[inline(always)]
pub(crate) fn cut_short<'a, I: Src<'a>>(
    i: I,
    n: usize,
    universe: &Table,
    viable: impl FnOnce() -> bool,
    production: &'static str,
    expected: Expected,
) -> Option<nom::Err<Fail>> {
    if outside_at(i, n, universe) && viable() {
        Some(fail(split(i, n).0, production, expected))
    } else {
        None
    }
}

/// `[ sep part ]` after a component: `part` after `sep` when the input
/// starts with `sep` (a failure inside it noted as `component`), else
/// nothing. A `hostport`'s `[ ":" port ]`, a login's `[ ":" password ]`.
#[inline(always)]
pub(crate) fn opt_after<'a, I: Src<'a>>(
    i: I,
    sep: u8,
    part: impl FnOnce(I) -> PResult<I, I>,
    component: &'static str,
) -> PResult<I, Option<I>> {
    if peek(i) != Some(sep) {
        return Ok((i, None));
    }
    let start = split(i, 1).0;
    let (r, p) = part(start).tagged(start, within(start, component))?;
    Ok((r, Some(p)))
}

/// `port = digits` after the `:` of a `hostport`, in either dialect
/// (`universe` is the dialect's characters). An empty port is reported on
/// the `:` that promised it, unless a character outside the grammar comes
/// first.
pub(crate) fn port_digits<'a, I: Src<'a>>(i: I, universe: &Table) -> PResult<I, I> {
    const DIGIT: Table = Table::range(b'0', b'9');
    let (rest, run) = take_run(i, &DIGIT);
    if run.input_len() > 0 {
        return Ok((rest, run));
    }
    if let Some(e) = cut_short(i, 0, universe, || true, "port", Expected::DIGIT) {
        return Err(e);
    }
    Err(nom::Err::Failure(Fail::new(
        i.input_len() + 1,
        1,
        "port",
        Kind::EmptyPort,
        Expected::DIGIT,
    )))
}

/// A failure inside an inner rule (one of `inner`; any, if `inner` is
/// empty) reported under the name of the rule around it, `production`, so
/// that the error names the rule the author wrote (`search`, not
/// `xalphas`).
#[cold]
pub(crate) fn renamed(
    e: nom::Err<Fail>,
    inner: &[&str],
    production: &'static str,
) -> nom::Err<Fail> {
    e.map(|mut f| {
        if inner.is_empty() || inner.contains(&f.production) {
            f.production = production;
        }
        f
    })
}

/// An unrecoverable failure at the start of `i` (see [`Fail::at`]).
#[cold]
#[inline(never)]
pub(crate) fn fail<'a, I: Src<'a>>(
    i: I,
    production: &'static str,
    expected: Expected,
) -> nom::Err<Fail> {
    nom::Err::Failure(Fail::at(i.text(), production, expected))
}

/// A failure of `kind` spanning the first `len` bytes of `i`.
#[cold]
#[inline(never)]
pub(crate) fn fail_span<'a, I: Src<'a>>(
    i: I,
    len: usize,
    kind: Kind,
    production: &'static str,
    expected: Expected,
) -> nom::Err<Fail> {
    nom::Err::Failure(Fail::new(i.input_len(), len, production, kind, expected))
}

/// The part of `start` that was consumed to reach `rest` (a suffix of it).
#[inline(always)]
pub(crate) fn consumed<'a, I: Src<'a>>(start: I, rest: I) -> I {
    split(start, start.input_len() - rest.input_len()).1
}

/// A scheme prefix such as `"http://"`: the scheme name compared
/// ASCII-case-insensitively (RFC 1738 §2.1, `grammar/ERRATA.md`), then
/// `tail` (`"://"` or `":"`) exactly.
#[inline(always)]
pub(crate) fn scheme_lit<'a, I: Src<'a>>(
    i: I,
    scheme: &'static str,
    tail: &'static str,
    production: &'static str,
) -> PResult<I, I> {
    let n = scheme.len();
    if let Some(true) = crate::accel::names::starts_with_name(i.bytes(), scheme, tail) {
        return Ok(split(i, n + tail.len()));
    }
    match i.bytes().get(..n) {
        Some(name) if name.eq_ignore_ascii_case(scheme.as_bytes()) => {
            let expected = if tail.len() > 1 {
                Expected::SLASH
            } else {
                Expected::COLON
            };
            let (rest, _) = lit(split(i, n).0, tail, production, expected)?;
            Ok((rest, consumed(i, rest)))
        }
        _ => Err(nom::Err::Error(Fail::at(
            i.text(),
            production,
            Expected::SCHEME_CHAR,
        ))),
    }
}

impl<'a, I: Src<'a>> nom::error::ParseError<I> for Fail {
    fn from_error_kind(input: I, _kind: nom::error::ErrorKind) -> Self {
        Fail::at(input.text(), "url", Expected::NONE)
    }

    fn append(_input: I, _kind: nom::error::ErrorKind, other: Self) -> Self {
        other
    }

    fn or(self, other: Self) -> Self {
        Fail::or(self, other)
    }
}

/// `map_err` for the component notes ([`within`], [`after`]): applied only
/// when the input is [`Traced`], a constant known at compile time, so the
/// hot path keeps exactly the code it has without them (a plain identity
/// `map_err` is not free: docs/performance.md, `Tagged`).
pub(crate) trait Tagged: Sized {
    fn tagged<'a, I: Src<'a>>(
        self,
        at: I,
        note: impl FnOnce(nom::Err<Fail>) -> nom::Err<Fail>,
    ) -> Self;
}

impl<T> Tagged for Result<T, nom::Err<Fail>> {
    #[inline(always)]
    fn tagged<'a, I: Src<'a>>(
        self,
        _at: I,
        note: impl FnOnce(nom::Err<Fail>) -> nom::Err<Fail>,
    ) -> Self {
        if I::TRACED { self.map_err(note) } else { self }
    }
}

/// For `map_err` around a component that starts at `start`: notes that a
/// failure inside it lies in that component (see [`Src::tag`]). For `&str`
/// and `Loc` this is the identity: the hot path is unchanged.
#[inline(always)]
pub(crate) fn within<'a, I: Src<'a>>(
    start: I,
    component: &'static str,
) -> impl FnOnce(nom::Err<Fail>) -> nom::Err<Fail> {
    move |e| {
        if let nom::Err::Error(f) | nom::Err::Failure(f) = &e {
            start.tag(f, start.input_len(), component);
        }
        e
    }
}

/// For `map_err` around the check that follows a component `part` (which
/// ended at `rest`): a character that cannot follow it is reported in it,
/// since that is where its author put the character.
#[inline(always)]
pub(crate) fn after<'a, I: Src<'a>>(
    part: I,
    rest: I,
    component: &'static str,
) -> impl FnOnce(nom::Err<Fail>) -> nom::Err<Fail> {
    move |e| {
        if let nom::Err::Error(f) | nom::Err::Failure(f) = &e {
            rest.tag(f, rest.input_len() + part.input_len(), component);
        }
        e
    }
}

/// A note of [`Src::tag`]: the failure it was made for, and the component
/// it lies in.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Tag {
    fail: Fail,
    start_rest: usize,
    component: &'static str,
}

impl Tag {
    /// The component of failure `f`, as (production name, rest at its
    /// start): the innermost note made for exactly this failure (notes made
    /// in alternatives that were abandoned are for other failures).
    pub(crate) fn find(tags: &[Tag], f: &Fail) -> Option<(&'static str, usize)> {
        tags.iter()
            .find(|t| t.fail == *f && t.start_rest >= f.rest)
            .map(|t| (t.component, t.start_rest))
    }
}

/// The input of the diagnostics' third run of the grammar, after a failure:
/// plain text plus a log of [`Tag`]s, so that the report can label the
/// component a failure lies in without `Fail` carrying it on the hot path.
#[derive(Clone, Copy)]
pub(crate) struct Traced<'a> {
    text: &'a str,
    tags: &'a std::cell::RefCell<Vec<Tag>>,
}

impl<'a> Traced<'a> {
    pub(crate) fn new(text: &'a str, tags: &'a std::cell::RefCell<Vec<Tag>>) -> Self {
        Traced { text, tags }
    }

    fn with(self, text: &'a str) -> Self {
        Traced { text, ..self }
    }
}

impl<'a> nom::Input for Traced<'a> {
    type Item = char;
    type Iter = std::str::Chars<'a>;
    type IterIndices = std::str::CharIndices<'a>;

    fn input_len(&self) -> usize {
        self.text.len()
    }

    fn take(&self, index: usize) -> Self {
        self.with(&self.text[..index])
    }

    fn take_from(&self, index: usize) -> Self {
        self.with(&self.text[index..])
    }

    fn take_split(&self, index: usize) -> (Self, Self) {
        let (prefix, suffix) = self.text.split_at(index);
        (self.with(suffix), self.with(prefix))
    }

    fn position<P>(&self, predicate: P) -> Option<usize>
    where
        P: Fn(Self::Item) -> bool,
    {
        self.text.find(predicate)
    }

    fn iter_elements(&self) -> Self::Iter {
        self.text.chars()
    }

    fn iter_indices(&self) -> Self::IterIndices {
        self.text.char_indices()
    }

    fn slice_index(&self, count: usize) -> Result<usize, nom::Needed> {
        self.text.slice_index(count)
    }
}

impl<'a> Src<'a> for Traced<'a> {
    const TRACED: bool = true;

    fn text(&self) -> &'a str {
        self.text
    }

    fn tag(&self, f: &Fail, start_rest: usize, component: &'static str) {
        self.tags.borrow_mut().push(Tag {
            fail: *f,
            start_rest,
            component,
        });
    }
}
