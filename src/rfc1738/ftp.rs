//! RFC 1738 §5, "FTP" (§3.2): `ftp://<user>:<password>@<host>:<port>/<cwd1>/.../<name>;type=<typecode>`.

use std::fmt;

use crate::core::failure::{Expected, Kind};
use crate::core::input::Tagged;
use crate::core::input::{
    PResult, Src, after, end, fail_span, lit, peek, scheme_lit, split, take_escaped, within,
};
use crate::core::located::Loc;
use crate::core::table::Table;
use crate::core::tree::Tree;
use crate::rfc1738::chars::UCHAR;
use crate::rfc1738::ip_schemepart::{ParsedLogin, after_hostport, login};

/// ```bnf
/// fsegment       = *[ uchar | "?" | ":" | "@" | "&" | "=" ]
/// ```
///
/// `uchar | "?" | ":" | "@" | "&" | "="`: the class of `fsegment`.
pub(crate) const FSEGMENT: Table = UCHAR.or(Table::of(b"?:@&="));
/// `fsegment` characters and `/`: the class of `fpath`.
pub(crate) const FPATH: Table = FSEGMENT.or(Table::of(b"/"));

/// An `ftpurl`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParsedFtpUrl<S> {
    pub(crate) source: S,
    pub(crate) login: ParsedLogin<S>,
    pub(crate) fpath: Option<S>,
    pub(crate) ftptype: Option<S>,
}

impl<S> ParsedFtpUrl<S> {
    /// The same parse result over another span type.
    #[inline(always)]
    pub(crate) fn map_spans<T>(self, f: &impl Fn(S) -> T) -> ParsedFtpUrl<T> {
        ParsedFtpUrl {
            source: f(self.source),
            login: self.login.map_spans(f),
            fpath: self.fpath.map(f),
            ftptype: self.ftptype.map(f),
        }
    }
}

impl<'a> ParsedFtpUrl<Loc<'a>> {
    /// The `fsegment`s of the path: the CWD arguments, then the RETR argument.
    pub(crate) fn segments(&self) -> crate::core::segments::Segments<'a> {
        crate::core::segments::Segments::new(self.fpath)
    }

    pub(crate) fn write_tree(&self, t: &mut Tree<'_, '_>) -> fmt::Result {
        t.node("ftpurl", self.source, |t| {
            self.login.write_tree(t)?;
            if let Some(p) = self.fpath {
                t.node("fpath", p, |t| {
                    for s in self.segments() {
                        t.leaf("fsegment", s)?;
                    }
                    Ok(())
                })?;
            }
            t.opt("ftptype", self.ftptype)
        })
    }
}

/// ```bnf
/// ftpurl         = "ftp://" login [ "/" fpath [ ";type=" ftptype ]]
/// ```
#[inline]
pub(crate) fn ftpurl<'a, I: Src<'a>>(i: I) -> PResult<I, ParsedFtpUrl<I>> {
    let (r, _) = scheme_lit(i, "ftp", "://", "ftpurl")?;
    let (r, login) = login(r)?;
    let mut url = ParsedFtpUrl {
        source: i,
        login,
        fpath: None,
        ftptype: None,
    };
    if peek(r) != Some(b'/') {
        end(
            r,
            "login",
            login.hostport.expected_after().with(Expected::SLASH),
        )
        .tagged(r, after_hostport(login.hostport, r))?;
        return Ok((r, url));
    }
    let start = split(r, 1).0;
    let (r, path) = fpath(start).tagged(start, within(start, "fpath"))?;
    url.fpath = Some(path);
    if peek(r) != Some(b';') {
        end(
            r,
            "fpath",
            Expected::PATH_CHAR
                .with(Expected::SLASH)
                .with(Expected::TYPE),
        )
        .tagged(r, after(path, r, "fpath"))?;
        return Ok((r, url));
    }
    let (r, _) = lit(r, ";type=", "ftpurl", Expected::TYPE).tagged(r, after(path, r, "fpath"))?;
    let (r, t) = ftptype(r).tagged(r, within(r, "ftptype"))?;
    url.ftptype = Some(t);
    end(r, "ftptype", Expected::NONE).tagged(r, after(t, r, "ftptype"))?;
    Ok((r, url))
}

/// ```bnf
/// fpath          = fsegment *[ "/" fsegment ]
/// ```
///
/// `fsegment *[ "/" fsegment ]` derives exactly the strings of `fsegment` characters
/// and `/`, so it is scanned as one run of that union (`FPATH`) instead
/// of a loop over segments: one table scan per path rather than a call per
/// segment.
#[inline]
pub(crate) fn fpath<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    take_escaped(i, &FPATH, "fpath")
}

/// ```bnf
/// ftptype        = "A" | "I" | "D" | "a" | "i" | "d"
/// ```
pub(crate) fn ftptype<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    match peek(i) {
        Some(b'A' | b'I' | b'D' | b'a' | b'i' | b'd') => Ok(split(i, 1)),
        _ => {
            let len = i.text().chars().next().map_or(0, char::len_utf8);
            Err(fail_span(
                i,
                len,
                Kind::FtpType,
                "ftptype",
                Expected::FTPTYPE,
            ))
        }
    }
}
