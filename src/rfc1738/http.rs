//! RFC 1738 §5, "HTTP" (§3.3): `http://<host>:<port>/<path>?<searchpart>`.

use std::fmt;

use crate::core::failure::{Expected, Kind};
use crate::core::input::Tagged;
use crate::core::input::{
    PResult, Src, after, end, fail_span, peek, scheme_lit, split, take_escaped, within,
};
use crate::core::located::Loc;
use crate::core::table::Table;
use crate::core::tree::Tree;
use crate::rfc1738::chars::UCHAR;
use crate::rfc1738::ip_schemepart::{ParsedHostPort, after_hostport, hostport};

/// ```bnf
/// hsegment       = *[ uchar | ";" | ":" | "@" | "&" | "=" ]
/// ```
///
/// `uchar | ";" | ":" | "@" | "&" | "="`: the class of `hsegment` and `search`.
pub(crate) const HSEGMENT: Table = UCHAR.or(Table::of(b";:@&="));
/// `hsegment` characters and `/`: the class of `hpath`.
pub(crate) const HPATH: Table = HSEGMENT.or(Table::of(b"/"));

/// An `httpurl`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParsedHttpUrl<S> {
    pub(crate) source: S,
    pub(crate) hostport: ParsedHostPort<S>,
    pub(crate) hpath: Option<S>,
    pub(crate) search: Option<S>,
}

impl<S> ParsedHttpUrl<S> {
    /// The same parse result over another span type.
    #[inline(always)]
    pub(crate) fn map_spans<T>(self, f: &impl Fn(S) -> T) -> ParsedHttpUrl<T> {
        ParsedHttpUrl {
            source: f(self.source),
            hostport: self.hostport.map_spans(f),
            hpath: self.hpath.map(f),
            search: self.search.map(f),
        }
    }
}

impl<'a> ParsedHttpUrl<Loc<'a>> {
    /// The `hsegment`s of the path, in order; none if there is no path.
    pub(crate) fn segments(&self) -> crate::core::segments::Segments<'a> {
        crate::core::segments::Segments::new(self.hpath)
    }

    pub(crate) fn write_tree(&self, t: &mut Tree<'_, '_>) -> fmt::Result {
        t.node("httpurl", self.source, |t| {
            self.hostport.write_tree(t)?;
            if let Some(p) = self.hpath {
                t.node("hpath", p, |t| {
                    for s in self.segments() {
                        t.leaf("hsegment", s)?;
                    }
                    Ok(())
                })?;
            }
            t.opt("search", self.search)
        })
    }
}

/// ```bnf
/// httpurl        = "http://" hostport [ "/" hpath [ "?" search ]]
/// ```
#[inline]
pub(crate) fn httpurl<'a, I: Src<'a>>(i: I) -> PResult<I, ParsedHttpUrl<I>> {
    let (r, _) = scheme_lit(i, "http", "://", "httpurl")?;
    let (r, hostport) = hostport(r)?;
    let mut url = ParsedHttpUrl {
        source: i,
        hostport,
        hpath: None,
        search: None,
    };
    if peek(r) != Some(b'/') {
        if peek(r) == Some(b'?') {
            return Err(fail_span(
                r,
                1,
                Kind::SearchWithoutPath,
                "httpurl",
                Expected::SLASH,
            ));
        }
        end(
            r,
            "hostport",
            hostport.expected_after().with(Expected::SLASH),
        )
        .tagged(r, after_hostport(hostport, r))?;
        return Ok((r, url));
    }
    let start = split(r, 1).0;
    let (r, path) = hpath(start).tagged(start, within(start, "hpath"))?;
    url.hpath = Some(path);
    if peek(r) != Some(b'?') {
        end(
            r,
            "hpath",
            Expected::PATH_CHAR
                .with(Expected::SLASH)
                .with(Expected::QUESTION),
        )
        .tagged(r, after(path, r, "hpath"))?;
        return Ok((r, url));
    }
    let start = split(r, 1).0;
    let (r, s) = search(start).tagged(start, within(start, "search"))?;
    url.search = Some(s);
    end(
        r,
        "search",
        Expected::UCHAR
            .with(Expected::SEMICOLON)
            .with(Expected::COLON),
    )
    .tagged(r, after(s, r, "search"))?;
    Ok((r, url))
}

/// ```bnf
/// hpath          = hsegment *[ "/" hsegment ]
/// ```
///
/// `hsegment *[ "/" hsegment ]` derives exactly the strings of `hsegment` characters
/// and `/`, so it is scanned as one run of that union (`HPATH`) instead
/// of a loop over segments: one table scan per path rather than a call per
/// segment.
#[inline]
pub(crate) fn hpath<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    take_escaped(i, &HPATH, "hpath")
}

/// ```bnf
/// search         = *[ uchar | ";" | ":" | "@" | "&" | "=" ]
/// ```
#[inline]
pub(crate) fn search<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    take_escaped(i, &HSEGMENT, "search")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parts() {
        let (_, u) = httpurl("HTTP://h:1/a/b?c").unwrap();
        assert_eq!(
            (u.hostport.host, u.hpath, u.search),
            ("h", Some("a/b"), Some("c"))
        );
        let (_, u) = httpurl("http://h").unwrap();
        assert_eq!((u.hpath, u.search), (None, None));
        let (_, u) = httpurl("http://h/?").unwrap();
        assert_eq!((u.hpath, u.search), (Some(""), Some("")));
    }

    #[test]
    fn failures() {
        for (input, at, kind) in [
            ("http://h?q", 8, Kind::SearchWithoutPath),
            ("http://h/a?b?c", 12, Kind::UnexpectedChar),
            ("http://h/a?b/c", 12, Kind::UnexpectedChar),
            ("http:/h", 6, Kind::UnexpectedChar),
            ("http://h/%4", 9, Kind::TruncatedEscape),
            // Internally any wrong character; the boundary reclassifies `#`.
            ("http://h/a#f", 10, Kind::UnexpectedChar),
        ] {
            let Err(nom::Err::Failure(f) | nom::Err::Error(f)) = httpurl(input) else {
                panic!("{input} should fail")
            };
            assert_eq!((input.len() - f.rest, f.kind), (at, kind), "{input}");
        }
    }
}
