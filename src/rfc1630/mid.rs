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
///
/// ```
/// use urlbnf::{parse, Grammar, rfc1630::Address};
/// let url = parse("mid:960830.1639@XIson.com", Grammar::Rfc1630)?;
/// let Address::Mid(mid) = url.as_rfc1630().unwrap().address() else { panic!() };
/// let a = mid.addr_spec();
/// assert_eq!((*a.local().fragment(), *a.host().fragment()), ("960830.1639", "XIson.com"));
/// # Ok::<(), urlbnf::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AddrSpec<S> {
    pub(crate) span: S,
    pub(crate) local: S,
    pub(crate) host: S,
}

impl<S: Copy> AddrSpec<S> {
    /// The whole `addr-spec`.
    ///
    /// ```
    /// let url = urlbnf::parse("cid:part1@host", urlbnf::Grammar::Rfc1630)?;
    /// let urlbnf::rfc1630::Address::Cid(cid) = url.as_rfc1630().unwrap().address() else { panic!() };
    /// assert_eq!(*cid.content_identifier().span().fragment(), "part1@host");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn span(&self) -> S {
        self.span
    }
    /// The part before the `@`.
    ///
    /// ```
    /// let url = urlbnf::parse("cid:part1@host", urlbnf::Grammar::Rfc1630)?;
    /// let urlbnf::rfc1630::Address::Cid(cid) = url.as_rfc1630().unwrap().address() else { panic!() };
    /// assert_eq!(*cid.content_identifier().local().fragment(), "part1");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn local(&self) -> S {
        self.local
    }
    /// The `host` after the `@`.
    ///
    /// ```
    /// let url = urlbnf::parse("cid:part1@1.2.3.4", urlbnf::Grammar::Rfc1630)?;
    /// let urlbnf::rfc1630::Address::Cid(cid) = url.as_rfc1630().unwrap().address() else { panic!() };
    /// assert_eq!(*cid.content_identifier().host().fragment(), "1.2.3.4");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn host(&self) -> S {
        self.host
    }
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
///
/// ```
/// let url = urlbnf::parse("mid:msg1@host.example", urlbnf::Grammar::Rfc1630)?;
/// let urlbnf::rfc1630::Address::Mid(mid) = url.as_rfc1630().unwrap().address() else { panic!() };
/// assert_eq!(*mid.addr_spec().span().fragment(), "msg1@host.example");
/// assert!(urlbnf::validate("mid:no-at-sign", urlbnf::Grammar::Rfc1630).is_err());
/// # Ok::<(), urlbnf::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MidAddress<S> {
    pub(crate) source: S,
    pub(crate) addr_spec: AddrSpec<S>,
}

impl<S: Copy> MidAddress<S> {
    /// The `addr-spec`.
    ///
    /// ```
    /// let url = urlbnf::parse("mid:a@b", urlbnf::Grammar::Rfc1630)?;
    /// let urlbnf::rfc1630::Address::Mid(mid) = url.as_rfc1630().unwrap().address() else { panic!() };
    /// assert_eq!(*mid.addr_spec().host().fragment(), "b");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn addr_spec(&self) -> AddrSpec<S> {
        self.addr_spec
    }
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
