//! RFC 1630, "BNF for specific URL schemes": `midaddress` (section
//! "Message-Id"), and the `addr-spec` it refers to.
//!
//! RFC 1630 leaves `addr-spec` (and `content-identifier`, `cid.rs`) to
//! RFC 822: "The rest of the URL after the "mid:" is the RFC822 msg-id with
//! the constant <> wrapper removed, leaving an identifier whose format in
//! fact happens to be the same as addr-spec format". The rules below are
//! RFC 822's (section 6.1 and the lexical tokens of section 3.3), restricted
//! to the characters RFC 1630's grammar allows in a URL (`grammar/ERRATA.md`
//! F9). They are RFC 822 rules, not rules of `grammar/rfc1630.bnf`, so they
//! are quoted as text, not as `bnf`.

use std::fmt;

use crate::core::failure::{Expected, Fail, Kind};
use crate::core::input::{
    PResult, Src, byte, consumed, fail, fail_span, peek, scheme_lit, split, take_escaped,
};
use crate::core::input::{Tagged, within};
use crate::core::located::Loc;
use crate::core::table::Table;
use crate::core::tree::Tree;
use crate::rfc1630::chars::done;
use crate::rfc1630::chars::{ALPHA, DIGIT};

/// The characters of an RFC 822 `atom` that RFC 1630 URLs may contain: the
/// `xalpha`s that are not RFC 822 `specials` (`( ) @ , " .` are `xalpha`s
/// and specials), i.e. letters, digits and `$ - _ & + ! * '`; escapes are
/// accepted by the scanner.
pub(crate) const ATOM: Table = ALPHA.or(DIGIT).or(Table::of(b"$-_&+!*'"));

/// `qtext` within RFC 1630's characters: every `xalpha` but `"` (RFC 822
/// `qtext` excludes only `"`, `\` and CR, and `\` is not in RFC 1630).
pub(crate) const QTEXT: Table = ATOM.or(Table::of(b"@.(),"));

/// An RFC 822 `addr-spec` (or `content-identifier`) as RFC 1630 URLs write
/// it: `local-part "@" domain`, over RFC 1630's characters
/// (`grammar/ERRATA.md` F9).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParsedAddrSpec<S> {
    pub(crate) span: S,
    pub(crate) local: S,
    pub(crate) host: S,
}

impl<S> ParsedAddrSpec<S> {
    /// The same parse result over another span type.
    #[inline(always)]
    pub(crate) fn map_spans<T>(self, f: &impl Fn(S) -> T) -> ParsedAddrSpec<T> {
        ParsedAddrSpec {
            span: f(self.span),
            local: f(self.local),
            host: f(self.host),
        }
    }
}

impl ParsedAddrSpec<Loc<'_>> {
    pub(crate) fn write_tree(&self, t: &mut Tree<'_, '_>, name: &str) -> fmt::Result {
        t.node(name, self.span, |t| {
            t.leaf("local-part", self.local)?;
            t.leaf("domain", self.host)
        })
    }
}

/// ```text
/// addr-spec   =  local-part "@" domain        ; global address   (RFC 822 6.1)
/// ```
///
/// `addr-spec` / `content-identifier`, which RFC 1630 leaves to RFC 822.
/// Every rule under it reads left to right with one byte of lookahead (a
/// word ends at the first byte that is not an atom character, a `.` or `@`
/// ends it), so there is a single reading and nothing to prefer.
pub(crate) fn addr_spec<'a, I: Src<'a>>(
    i: I,
    production: &'static str,
) -> PResult<I, ParsedAddrSpec<I>> {
    let (r, local) = local_part(i).tagged(i, within(i, "local-part"))?;
    let (r, _) = byte(r, b'@', production, after_word(local).with(Expected::AT))?;
    let (r, host) = domain(r).tagged(r, within(r, "domain"))?;
    done(r, "domain", Expected::ATOM.with(Expected::DOT))?;
    Ok((
        r,
        ParsedAddrSpec {
            span: consumed(i, r),
            local,
            host,
        },
    ))
}

/// What could continue a `local-part` that ends with `local`: more of its
/// last atom (not after a quoted string) or a `.`.
fn after_word<'a, I: Src<'a>>(local: I) -> Expected {
    if local.bytes().last() == Some(&b'"') {
        Expected::DOT
    } else {
        Expected::ATOM.with(Expected::DOT)
    }
}

/// ```text
/// local-part  =  word *("." word)             ; uninterpreted    (RFC 822 6.1)
/// ```
pub(crate) fn local_part<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    let (mut r, _) = word(i)?;
    while peek(r) == Some(b'.') {
        r = word(split(r, 1).0)?.0;
    }
    Ok((r, consumed(i, r)))
}

/// ```text
/// word        =  atom / quoted-string         ;                  (RFC 822 3.3)
/// ```
pub(crate) fn word<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    if peek(i) == Some(b'"') {
        quoted_string(i)
    } else {
        atom(i, "word", Expected::QUOTE)
    }
}

/// ```text
/// atom        =  1*<any CHAR except specials, SPACE and CTLs>   (RFC 822 3.3)
/// ```
///
/// Restricted to [`ATOM`] and escapes. An escape is one character of the
/// atom whatever octet it encodes (`a%40b` is one atom): the `@` that splits
/// an `addr-spec` is the literal one.
pub(crate) fn atom<'a, I: Src<'a>>(
    i: I,
    production: &'static str,
    more: Expected,
) -> PResult<I, I> {
    let (r, run) = take_escaped(i, &ATOM, production)?;
    if run.input_len() == 0 {
        return Err(not_an_atom(i, production, more));
    }
    Ok((r, run))
}

/// The failure where an atom should start.
#[cold]
fn not_an_atom<'a, I: Src<'a>>(i: I, production: &'static str, more: Expected) -> nom::Err<Fail> {
    let expected = Expected::ATOM.with(more);
    if peek(i) == Some(b'.') || peek(i) == Some(b'@') {
        // `..`, a leading `.` or `@`, `@.`: an empty word or sub-domain.
        return fail_span(i, 1, Kind::UnexpectedChar, production, expected);
    }
    fail(i, production, expected)
}

/// ```text
/// quoted-string = <"> *(qtext/quoted-pair) <">                  (RFC 822 3.3)
/// ```
///
/// `qtext` restricted to [`QTEXT`] and escapes; no `quoted-pair` (its `\`
/// is not an RFC 1630 character).
pub(crate) fn quoted_string<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    let (r, _) = byte(i, b'"', "quoted-string", Expected::QUOTE)?;
    let (r, _) = take_escaped(r, &QTEXT, "quoted-string")?;
    let (r, _) = byte(r, b'"', "quoted-string", Expected::XALPHA)?;
    Ok((r, consumed(i, r)))
}

/// ```text
/// domain      =  sub-domain *("." sub-domain)                   (RFC 822 6.1)
/// ```
pub(crate) fn domain<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    let (mut r, _) = sub_domain(i)?;
    while peek(r) == Some(b'.') {
        r = sub_domain(split(r, 1).0)?.0;
    }
    Ok((r, consumed(i, r)))
}

/// ```text
/// sub-domain  =  domain-ref / domain-literal                    (RFC 822 6.1)
/// domain-ref  =  atom                         ; symbolic reference
/// ```
///
/// A `domain-literal` is bracketed (`"[" *(dtext / quoted-pair) "]"`), and
/// `[ ]` are RFC 1630 `national` characters: only `domain-ref` remains.
pub(crate) fn sub_domain<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    atom(i, "domain", Expected::NONE)
}

/// A `midaddress`: the RFC 822 Message-Id of a mail message, without `<>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MidAddress<S> {
    pub(crate) source: S,
    pub(crate) addr_spec: ParsedAddrSpec<S>,
}

impl<S> MidAddress<S> {
    /// The same parse result over another span type.
    #[inline(always)]
    pub(crate) fn map_spans<T>(self, f: &impl Fn(S) -> T) -> MidAddress<T> {
        MidAddress {
            source: f(self.source),
            addr_spec: self.addr_spec.map_spans(f),
        }
    }
}

impl MidAddress<Loc<'_>> {
    pub(crate) fn write_tree(&self, t: &mut Tree<'_, '_>) -> fmt::Result {
        t.node("midaddress", self.source, |t| {
            self.addr_spec.write_tree(t, "addr-spec")
        })
    }
}

/// ```bnf
///      midaddress             m i d  :  addr-spec
/// ```
pub(crate) fn midaddress<'a, I: Src<'a>>(i: I) -> PResult<I, MidAddress<I>> {
    let (r, _) = scheme_lit(i, "mid", ":", "midaddress")?;
    let (r, a) = addr_spec(r, "addr-spec").tagged(r, within(r, "addr-spec"))?;
    Ok((
        r,
        MidAddress {
            source: consumed(i, r),
            addr_spec: a,
        },
    ))
}
