//! RFC 1630, "BNF for specific URL schemes": `midaddress` (section
//! "Message-Id"), and the `addr-spec` it refers to.

use std::fmt;

use crate::error::Expected;
use crate::input::{PResult, Span, Src, consumed, scan_escaped, scheme_lit, split};
use crate::rfc1630::chars::XALPHA;
use crate::rfc1630::done;
use crate::rfc1630::news::{at_split, no_split};
use crate::tree::Tree;

/// An RFC 822 `addr-spec` (or `content-identifier`) as RFC 1630 URLs write
/// it: `xalphas "@" host`, the shape of the BNF's own message identifier,
/// `article` (`grammar/ERRATA.md`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AddrSpec<S> {
    pub(crate) span: S,
    pub(crate) local: S,
    pub(crate) host: S,
}

impl AddrSpec<Span<'_>> {
    pub(crate) fn write_tree(&self, t: &mut Tree<'_, '_>, name: &str) -> fmt::Result {
        t.node(name, self.span, |t| {
            t.leaf("xalphas", self.local)?;
            t.leaf("host", self.host)
        })
    }
}

/// `addr-spec` / `content-identifier`: RFC 1630 leaves both to RFC 822;
/// read as `xalphas "@" host` (see [`AddrSpec`]).
pub(crate) fn addr_spec<'a, I: Src<'a>>(i: I, production: &'static str) -> PResult<I, AddrSpec<I>> {
    let (r, run) = scan_escaped(i, &XALPHA, production)?;
    let Some(p) = at_split(run.bytes(), true) else {
        return Err(no_split(i, run, true, production));
    };
    done(r, production, Expected::XALPHA)?;
    Ok((
        r,
        AddrSpec {
            span: run,
            local: split(run, p).1,
            host: split(run, p + 1).0,
        },
    ))
}

/// A `midaddress`: the RFC 822 Message-Id of a mail message, without `<>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MidAddress<S> {
    pub(crate) source: S,
    pub(crate) addr_spec: AddrSpec<S>,
}

impl MidAddress<Span<'_>> {
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
    let (r, a) = addr_spec(r, "addr-spec")?;
    Ok((
        r,
        MidAddress {
            source: consumed(i, r),
            addr_spec: a,
        },
    ))
}
