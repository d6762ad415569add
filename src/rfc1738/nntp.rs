//! RFC 1738 §5, "NNTP" (§3.7, RFC 977): `nntp://<host>:<port>/<newsgroup-name>/<article-number>`.

use std::fmt;

use crate::core::failure::Expected;
use crate::core::input::Tagged;
use crate::core::input::{PResult, Src, byte, end, peek, scheme_lit, split};
use crate::core::input::{after, within};
use crate::core::located::Loc;
use crate::core::tree::Tree;
use crate::rfc1738::chars::digits;
use crate::rfc1738::ip_schemepart::{ParsedHostPort, after_hostport, hostport};
use crate::rfc1738::news::group;

/// An `nntpurl`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParsedNntpUrl<S> {
    pub(crate) source: S,
    pub(crate) hostport: ParsedHostPort<S>,
    pub(crate) group: S,
    pub(crate) article: Option<S>,
}

impl<S> ParsedNntpUrl<S> {
    /// The same parse result over another span type.
    #[inline(always)]
    pub(crate) fn map_spans<T>(self, f: &impl Fn(S) -> T) -> ParsedNntpUrl<T> {
        ParsedNntpUrl {
            source: f(self.source),
            hostport: self.hostport.map_spans(f),
            group: f(self.group),
            article: self.article.map(f),
        }
    }
}

impl ParsedNntpUrl<Loc<'_>> {
    pub(crate) fn write_tree(&self, t: &mut Tree<'_, '_>) -> fmt::Result {
        t.node("nntpurl", self.source, |t| {
            self.hostport.write_tree(t)?;
            t.leaf("group", self.group)?;
            t.opt("digits", self.article)
        })
    }
}

/// ```bnf
/// nntpurl        = "nntp://" hostport "/" group [ "/" digits ]
/// ```
#[inline]
pub(crate) fn nntpurl<'a, I: Src<'a>>(i: I) -> PResult<I, ParsedNntpUrl<I>> {
    let (r, _) = scheme_lit(i, "nntp", "://", "nntpurl")?;
    let (r, hostport) = hostport(r)?;
    let (r, _) = byte(
        r,
        b'/',
        "nntpurl",
        hostport.expected_after().with(Expected::SLASH),
    )
    .tagged(r, after_hostport(hostport, r))?;
    let (r, group) = group(r).tagged(r, within(r, "group"))?;
    let mut url = ParsedNntpUrl {
        source: i,
        hostport,
        group,
        article: None,
    };
    if peek(r) != Some(b'/') {
        end(
            r,
            "group",
            Expected::LETTER.with(Expected::DIGIT).with(Expected::SLASH),
        )
        .tagged(r, after(group, r, "group"))?;
        return Ok((r, url));
    }
    let start = split(r, 1).0;
    let (r, n) = digits(start).tagged(start, within(start, "digits"))?;
    url.article = Some(n);
    end(r, "digits", Expected::DIGIT).tagged(r, after(n, r, "digits"))?;
    Ok((r, url))
}
