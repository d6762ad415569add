//! RFC 1738 §5, "MAILTO" (§3.5, RFC 822): `mailto:<rfc822-addr-spec>`.

use std::fmt;

use crate::core::failure::Expected;
use crate::core::input::Tagged;
use crate::core::input::{PResult, Src, end, fail, scheme_lit, take_escaped};
use crate::core::input::{after, within};
use crate::core::located::Loc;
use crate::core::tree::Tree;
use crate::rfc1738::chars::XCHAR;

/// A `mailtourl`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParsedMailtoUrl<S> {
    pub(crate) source: S,
    pub(crate) address: S,
}

impl<S> ParsedMailtoUrl<S> {
    /// The same parse result over another span type.
    #[inline(always)]
    pub(crate) fn map_spans<T>(self, f: &impl Fn(S) -> T) -> ParsedMailtoUrl<T> {
        ParsedMailtoUrl {
            source: f(self.source),
            address: f(self.address),
        }
    }
}

impl ParsedMailtoUrl<Loc<'_>> {
    pub(crate) fn write_tree(&self, t: &mut Tree<'_, '_>) -> fmt::Result {
        t.node("mailtourl", self.source, |t| {
            t.leaf("encoded822addr", self.address)
        })
    }
}

/// ```bnf
/// mailtourl      = "mailto:" encoded822addr
/// ```
#[inline]
pub(crate) fn mailtourl<'a, I: Src<'a>>(i: I) -> PResult<I, ParsedMailtoUrl<I>> {
    let (r, _) = scheme_lit(i, "mailto", ":", "mailtourl")?;
    let (r, address) = encoded822addr(r).tagged(r, within(r, "encoded822addr"))?;
    end(r, "encoded822addr", Expected::XCHAR).tagged(r, after(address, r, "encoded822addr"))?;
    Ok((r, ParsedMailtoUrl { source: i, address }))
}

/// ```bnf
/// encoded822addr = 1*xchar               ; further defined in RFC822
/// ```
///
/// Only the `1*xchar` level is checked: RFC 1738 leaves the RFC 822 syntax
/// to RFC 822 (`grammar/ERRATA.md`).
#[inline]
pub(crate) fn encoded822addr<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    let (r, addr) = take_escaped(i, &XCHAR, "encoded822addr")?;
    if addr.input_len() == 0 {
        return Err(fail(i, "encoded822addr", Expected::XCHAR));
    }
    Ok((r, addr))
}
