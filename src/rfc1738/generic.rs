//! RFC 1738 §5, the generic form: `genericurl`, `otherurl`, `scheme`,
//! `schemepart` (§2.1, "The main parts of URLs").

use std::fmt;

use crate::core::failure::{Expected, Kind};
use crate::core::input::Tagged;
use crate::core::input::{PResult, Src, end, fail, fail_span, peek, split, take_escaped, take_run};
use crate::core::input::{after, within};
use crate::core::located::Loc;
use crate::core::table::Table;
use crate::core::tree::Tree;
use crate::rfc1738::chars::{DIGIT, HIALPHA, LOWALPHA, XCHAR};
use crate::rfc1738::ip_schemepart::{IpSchemepart, ip_schemepart};

/// `lowalpha | digit | "+" | "-" | "."`, plus `hialpha`: scheme names are
/// compared case-insensitively (`grammar/ERRATA.md`, E1).
pub(crate) const SCHEMECHAR: Table = LOWALPHA.or(HIALPHA).or(DIGIT).or(Table::of(b"+-."));

/// A `genericurl`: what `otherurl` matches for schemes RFC 1738 does not
/// define.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParsedGenericUrl<S> {
    pub(crate) source: S,
    pub(crate) scheme: S,
    pub(crate) schemepart: S,
    pub(crate) ip: Option<IpSchemepart<S>>,
}

impl<S> ParsedGenericUrl<S> {
    /// The same parse result over another span type.
    #[inline(always)]
    pub(crate) fn map_spans<T>(self, f: &impl Fn(S) -> T) -> ParsedGenericUrl<T> {
        ParsedGenericUrl {
            source: f(self.source),
            scheme: f(self.scheme),
            schemepart: f(self.schemepart),
            ip: self.ip.map(|v| v.map_spans(f)),
        }
    }
}

impl ParsedGenericUrl<Loc<'_>> {
    pub(crate) fn write_tree(&self, t: &mut Tree<'_, '_>) -> fmt::Result {
        t.node("otherurl", self.source, |t| {
            t.node("genericurl", self.source, |t| {
                t.leaf("scheme", self.scheme)?;
                match self.ip {
                    Some(ip) => t.node("schemepart", self.schemepart, |t| {
                        t.node("ip-schemepart", self.schemepart, |t| ip.write_tree(t))
                    }),
                    None => t.leaf("schemepart", self.schemepart),
                }
            })
        })
    }
}

/// ```bnf
/// genericurl     = scheme ":" schemepart
/// ```
#[inline]
pub(crate) fn genericurl<'a, I: Src<'a>>(i: I) -> PResult<I, ParsedGenericUrl<I>> {
    let (r, scheme) = scheme(i)?;
    let r = colon(r)?;
    let (r, (schemepart, ip)) = schemepart(r).tagged(r, within(r, "schemepart"))?;
    end(r, "schemepart", Expected::XCHAR).tagged(r, after(schemepart, r, "schemepart"))?;
    Ok((
        r,
        ParsedGenericUrl {
            source: i,
            scheme,
            schemepart,
            ip,
        },
    ))
}

/// The `":"` after a scheme name.
#[inline(always)]
pub(crate) fn colon<'a, I: Src<'a>>(r: I) -> Result<I, nom::Err<crate::core::failure::Fail>> {
    match peek(r) {
        Some(b':') => Ok(split(r, 1).0),
        None => Err(fail_span(
            r,
            0,
            Kind::MissingScheme,
            "scheme",
            Expected::SCHEME_CHAR.with(Expected::COLON),
        )),
        Some(_) => Err(fail(
            r,
            "scheme",
            Expected::SCHEME_CHAR.with(Expected::COLON),
        )),
    }
}

/// ```bnf
/// otherurl       = genericurl
/// ```
///
/// Reached only for schemes other than the ten predefined ones (see `url`).
#[inline]
pub(crate) fn otherurl<'a, I: Src<'a>>(i: I) -> PResult<I, ParsedGenericUrl<I>> {
    genericurl(i)
}

/// ```bnf
/// scheme         = 1*[ lowalpha | digit | "+" | "-" | "." ]
/// ```
///
/// Upper-case letters are accepted too (`grammar/ERRATA.md`, E1).
#[inline]
pub(crate) fn scheme<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    let (r, name) = take_run(i, &SCHEMECHAR);
    if name.input_len() == 0 {
        let kind = if i.input_len() == 0 {
            Kind::EmptyInput
        } else {
            Kind::MissingScheme
        };
        let len = i.text().chars().next().map_or(0, char::len_utf8);
        return Err(fail_span(i, len, kind, "scheme", Expected::SCHEME_CHAR));
    }
    Ok((r, name))
}

/// ```bnf
/// schemepart     = *xchar | ip-schemepart
/// ```
///
/// Every `ip-schemepart` is also `*xchar`, so the language is `*xchar`; the
/// `ip-schemepart` reading is kept as well when the whole text has that form.
#[inline]
pub(crate) fn schemepart<'a, I: Src<'a>>(i: I) -> PResult<I, (I, Option<IpSchemepart<I>>)> {
    let (r, part) = take_escaped(i, &XCHAR, "schemepart")?;
    let ip = if part.bytes().starts_with(b"//") {
        match ip_schemepart(part) {
            Ok((rest, ip)) if rest.input_len() == 0 => Some(ip),
            _ => None,
        }
    } else {
        None
    };
    Ok((r, (part, ip)))
}
