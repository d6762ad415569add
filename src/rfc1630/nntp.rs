//! RFC 1630, "BNF for specific URL schemes": `nntpaddress` (section "NNTP").

use std::fmt;

use crate::core::failure::Expected;
use crate::core::input::{PResult, Src, byte, consumed, lit, scheme_lit};
use crate::core::input::{Tagged, after, within};
use crate::core::located::Loc;
use crate::core::tree::Tree;
use crate::rfc1630::chars::digits;
use crate::rfc1630::chars::done;
use crate::rfc1630::login::hostport;
use crate::rfc1630::news::group;
use crate::rfc1738::ip_schemepart::ParsedHostPort;

/// An `nntpaddress`: `nntp:group/digits` as the BNF prints it, or
/// `nntp://hostport/group/digits` as the prose describes it ("The news
/// server name, newsgroup name, and index number of an article ... are
/// given"; `grammar/ERRATA.md`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NntpAddress<S> {
    pub(crate) source: S,
    pub(crate) hostport: Option<ParsedHostPort<S>>,
    pub(crate) group: S,
    pub(crate) digits: S,
}

impl<S> NntpAddress<S> {
    /// The same parse result over another span type.
    #[inline(always)]
    pub(crate) fn map_spans<T>(self, f: &impl Fn(S) -> T) -> NntpAddress<T> {
        NntpAddress {
            source: f(self.source),
            hostport: self.hostport.map(|v| v.map_spans(f)),
            group: f(self.group),
            digits: f(self.digits),
        }
    }
}

impl NntpAddress<Loc<'_>> {
    pub(crate) fn write_tree(&self, t: &mut Tree<'_, '_>) -> fmt::Result {
        t.node("nntpaddress", self.source, |t| {
            if let Some(hp) = self.hostport {
                hp.write_tree(t)?;
            }
            t.leaf("group", self.group)?;
            t.leaf("digits", self.digits)
        })
    }
}

/// ```bnf
///      nntpaddress            n n t p : group /  digits
/// ```
///
/// Also accepts `"//" hostport "/"` before the `group` (the prose reading;
/// `grammar/ERRATA.md`). A `group` starts with a letter, so the two forms
/// never overlap.
pub(crate) fn nntpaddress<'a, I: Src<'a>>(i: I) -> PResult<I, NntpAddress<I>> {
    let (mut r, _) = scheme_lit(i, "nntp", ":", "nntpaddress")?;
    let mut hp = None;
    if r.bytes().starts_with(b"/") {
        let (rest, _) = lit(r, "//", "nntpaddress", Expected::DOUBLE_SLASH)?;
        let (rest, got) = hostport(rest)?;
        let (rest, _) = byte(
            rest,
            b'/',
            "nntpaddress",
            crate::rfc1630::login::after_hostport(&got).with(Expected::SLASH),
        )
        .tagged(rest, crate::rfc1630::login::after_hostport_note(&got, rest))?;
        (r, hp) = (rest, Some(got));
    }
    let (r, g) = group(r).tagged(r, within(r, "group"))?;
    let (r, _) = byte(
        r,
        b'/',
        "nntpaddress",
        Expected::XALPHA.with(Expected::SLASH),
    )
    .tagged(r, after(g, r, "group"))?;
    let (r, d) = digits(r).tagged(r, within(r, "digits"))?;
    done(r, "nntpaddress", Expected::DIGIT).tagged(r, after(d, r, "digits"))?;
    Ok((
        r,
        NntpAddress {
            source: consumed(i, r),
            hostport: hp,
            group: g,
            digits: d,
        },
    ))
}
