//! RFC 1630, "BNF for specific URL schemes": `gopheraddress`, `gtype`,
//! `gcommand` (section "Gopher").

use std::fmt;

use crate::core::failure::Expected;
use crate::core::input::{PResult, Src, consumed, peek, scheme_lit, split};
use crate::core::input::{Tagged, after, renamed, within};
use crate::core::located::Loc;
use crate::core::tree::Tree;
use crate::rfc1630::chars::done;
use crate::rfc1630::chars::xalpha;
use crate::rfc1630::login::hostport;
use crate::rfc1630::path::{after_path, path};
use crate::rfc1738::ip_schemepart::ParsedHostPort;

/// A `gopheraddress`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GopherAddress<S> {
    pub(crate) source: S,
    pub(crate) hostport: ParsedHostPort<S>,
    pub(crate) gtype: Option<S>,
    pub(crate) gcommand: Option<S>,
}

impl<S> GopherAddress<S> {
    /// The same parse result over another span type.
    #[inline(always)]
    pub(crate) fn map_spans<T>(self, f: &impl Fn(S) -> T) -> GopherAddress<T> {
        GopherAddress {
            source: f(self.source),
            hostport: self.hostport.map_spans(f),
            gtype: self.gtype.map(f),
            gcommand: self.gcommand.map(f),
        }
    }
}

impl GopherAddress<Loc<'_>> {
    pub(crate) fn write_tree(&self, t: &mut Tree<'_, '_>) -> fmt::Result {
        t.node("gopheraddress", self.source, |t| {
            self.hostport.write_tree(t)?;
            t.opt("gtype", self.gtype)?;
            match self.gcommand {
                Some(c) => t.node("gcommand", c, |t| {
                    crate::rfc1630::path::write_path(t, "path", c)
                }),
                None => Ok(()),
            }
        })
    }
}

/// ```bnf
///      gopheraddress          g o p h e r : / / hostport [/ gtype  [
///                             gcommand ] ]
/// ```
///
/// A `/` must be followed by a `gtype`: `gopher://host/` is not a
/// `gopheraddress` (`gopher://host` is).
#[inline(always)]
pub(crate) fn gopheraddress<'a, I: Src<'a>>(i: I) -> PResult<I, GopherAddress<I>> {
    let (r, _) = scheme_lit(i, "gopher", "://", "gopheraddress")?;
    let (r, hp) = hostport(r)?;
    if peek(r) != Some(b'/') {
        done(
            r,
            "gopheraddress",
            crate::rfc1630::login::after_hostport(&hp).with(Expected::SLASH),
        )
        .tagged(r, crate::rfc1630::login::after_hostport_note(&hp, r))?;
        return Ok((
            r,
            GopherAddress {
                source: consumed(i, r),
                hostport: hp,
                gtype: None,
                gcommand: None,
            },
        ));
    }
    let (r, t) = gtype(split(r, 1).0)?;
    let (r, c) = gcommand(r).tagged(r, within(r, "gcommand"))?;
    done(r, "gcommand", after_path(Expected::NONE)).tagged(r, after(c, r, "gcommand"))?;
    Ok((
        r,
        GopherAddress {
            source: consumed(i, r),
            hostport: hp,
            gtype: Some(t),
            gcommand: Some(c),
        },
    ))
}

/// ```bnf
///      gtype                  xalpha
/// ```
pub(crate) fn gtype<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    xalpha(i).map_err(|e| renamed(e, &["xalpha"], "gtype"))
}

/// ```bnf
///      gcommand               path
/// ```
pub(crate) fn gcommand<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    path(i)
}
