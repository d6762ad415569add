//! RFC 1630, "BNF for specific URL schemes": `cidaddress` (section
//! "Content-Id").

use std::fmt;

use crate::core::input::{PResult, Src, consumed, scheme_lit};
use crate::core::input::{Tagged, within};
use crate::core::located::Loc;
use crate::core::tree::Tree;
use crate::rfc1630::mid::{ParsedAddrSpec, addr_spec};

/// A `cidaddress`: the content-id of a MIME body part.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CidAddress<S> {
    pub(crate) source: S,
    pub(crate) content_identifier: ParsedAddrSpec<S>,
}

impl<S> CidAddress<S> {
    /// The same parse result over another span type.
    #[inline(always)]
    pub(crate) fn map_spans<T>(self, f: &impl Fn(S) -> T) -> CidAddress<T> {
        CidAddress {
            source: f(self.source),
            content_identifier: self.content_identifier.map_spans(f),
        }
    }
}

impl CidAddress<Loc<'_>> {
    pub(crate) fn write_tree(&self, t: &mut Tree<'_, '_>) -> fmt::Result {
        t.node("cidaddress", self.source, |t| {
            self.content_identifier.write_tree(t, "content-identifier")
        })
    }
}

/// ```bnf
///      cidaddress             c i d : content-identifier
/// ```
///
/// `content-identifier` is left to RFC 822 (through MIME); read like
/// `addr-spec` (`grammar/ERRATA.md`).
pub(crate) fn cidaddress<'a, I: Src<'a>>(i: I) -> PResult<I, CidAddress<I>> {
    let (r, _) = scheme_lit(i, "cid", ":", "cidaddress")?;
    let (r, c) = addr_spec(r, "content-identifier").tagged(r, within(r, "content-identifier"))?;
    Ok((
        r,
        CidAddress {
            source: consumed(i, r),
            content_identifier: c,
        },
    ))
}
