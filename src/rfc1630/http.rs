//! RFC 1630, "BNF for specific URL schemes": `httpaddress` (section "HTTP").

use std::fmt;

use crate::core::failure::Expected;
use crate::core::input::{PResult, Src, consumed, peek, scheme_lit, split};
use crate::core::input::{Tagged, after, within};
use crate::core::located::Loc;
use crate::core::tree::Tree;
use crate::rfc1630::chars::done;
use crate::rfc1630::login::hostport;
use crate::rfc1630::path::{after_path, path, search};
use crate::rfc1738::ip_schemepart::ParsedHostPort;

/// An `httpaddress`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HttpAddress<S> {
    pub(crate) source: S,
    pub(crate) hostport: ParsedHostPort<S>,
    pub(crate) path: Option<S>,
    pub(crate) search: Option<S>,
}

impl<S> HttpAddress<S> {
    /// The same parse result over another span type.
    #[inline(always)]
    pub(crate) fn map_spans<T>(self, f: &impl Fn(S) -> T) -> HttpAddress<T> {
        HttpAddress {
            source: f(self.source),
            hostport: self.hostport.map_spans(f),
            path: self.path.map(f),
            search: self.search.map(f),
        }
    }
}

impl<'a> HttpAddress<Loc<'a>> {
    pub(crate) fn write_tree(&self, t: &mut Tree<'_, '_>) -> fmt::Result {
        t.node("httpaddress", self.source, |t| {
            self.hostport.write_tree(t)?;
            if let Some(p) = self.path {
                crate::rfc1630::path::write_path(t, "path", p)?;
            }
            t.opt("search", self.search)
        })
    }
}

/// ```bnf
///      httpaddress            h t t p :   / / hostport [  / path ] [ ?
///                             search ]
/// ```
pub(crate) fn httpaddress<'a, I: Src<'a>>(i: I) -> PResult<I, HttpAddress<I>> {
    let (r, _) = scheme_lit(i, "http", "://", "httpaddress")?;
    let (mut r, hostport) = hostport(r)?;
    let mut expected = crate::rfc1630::login::after_hostport(&hostport).with(Expected::SLASH);
    let mut p = None;
    if peek(r) == Some(b'/') {
        let start = split(r, 1).0;
        let (rest, got) = path(start).tagged(start, within(start, "path"))?;
        (r, p) = (rest, Some(got));
        expected = after_path(Expected::NONE);
    }
    let mut q = None;
    if peek(r) == Some(b'?') {
        let start = split(r, 1).0;
        let (rest, got) = search(start).tagged(start, within(start, "search"))?;
        (r, q) = (rest, Some(got));
        expected = Expected::XALPHA;
    }
    if q.is_none() {
        expected = expected.with(Expected::QUESTION);
    }
    let checked = done(r, "httpaddress", expected);
    let checked = match (p, q) {
        (_, Some(q)) => checked.tagged(r, after(q, r, "search")),
        (Some(p), None) => checked.tagged(r, after(p, r, "path")),
        (None, None) => checked.tagged(r, crate::rfc1630::login::after_hostport_note(&hostport, r)),
    };
    checked?;
    Ok((
        r,
        HttpAddress {
            source: consumed(i, r),
            hostport,
            path: p,
            search: q,
        },
    ))
}
