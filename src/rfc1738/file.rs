//! RFC 1738 §5, "FILE" (§3.10): `file://<host>/<path>`.

use std::fmt;

use crate::core::failure::Expected;
use crate::core::input::Tagged;
use crate::core::input::{PResult, Src, byte, end, peek, scheme_lit};
use crate::core::input::{after, within};
use crate::core::located::Loc;
use crate::core::tree::Tree;
use crate::rfc1738::ftp::fpath;
use crate::rfc1738::ip_schemepart::{HostKind, host};

/// A `fileurl`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParsedFileUrl<S> {
    pub(crate) source: S,
    pub(crate) host: Option<(S, HostKind)>,
    pub(crate) fpath: S,
}

impl<S> ParsedFileUrl<S> {
    /// The same parse result over another span type.
    #[inline(always)]
    pub(crate) fn map_spans<T>(self, f: &impl Fn(S) -> T) -> ParsedFileUrl<T> {
        ParsedFileUrl {
            source: f(self.source),
            host: self.host.map(|(s, k)| (f(s), k)),
            fpath: f(self.fpath),
        }
    }
}

impl<'a> ParsedFileUrl<Loc<'a>> {
    /// Whether the URL names the machine it is interpreted on (§3.10): an
    /// empty host or `localhost`.
    pub(crate) fn is_local(&self) -> bool {
        self.host.is_none_or(|(h, _)| h.as_str() == "localhost")
    }
}

impl<'a> ParsedFileUrl<Loc<'a>> {
    /// The `fsegment`s of the path.
    pub(crate) fn segments(&self) -> crate::core::segments::Segments<'a> {
        crate::core::segments::Segments::new(Some(self.fpath))
    }

    pub(crate) fn write_tree(&self, t: &mut Tree<'_, '_>) -> fmt::Result {
        t.node("fileurl", self.source, |t| {
            if let Some((h, kind)) = self.host {
                let note = match kind {
                    HostKind::Name if h.as_str() == "localhost" => "\"localhost\"",
                    HostKind::Number => "hostnumber",
                    _ => "hostname",
                };
                t.leaf_note("host", h, note)?;
            }
            t.node("fpath", self.fpath, |t| {
                for s in self.segments() {
                    t.leaf("fsegment", s)?;
                }
                Ok(())
            })
        })
    }
}

/// ```bnf
/// fileurl        = "file://" [ host | "localhost" ] "/" fpath
/// ```
///
/// `"localhost"` is itself a `hostname`, so `host` covers both alternatives.
#[inline]
pub(crate) fn fileurl<'a, I: Src<'a>>(i: I) -> PResult<I, ParsedFileUrl<I>> {
    let (r, _) = scheme_lit(i, "file", "://", "fileurl")?;
    let (r, host) = if peek(r) == Some(b'/') {
        (r, None)
    } else {
        let (r, h) = host(r).tagged(r, within(r, "host"))?;
        (r, Some(h))
    };
    let after_host = if host.is_some() {
        Expected::ALPHADIGIT
            .with(Expected::DOT)
            .with(Expected::HYPHEN)
    } else {
        Expected::HOST
    };
    let (r, _) =
        byte(r, b'/', "fileurl", after_host.with(Expected::SLASH)).tagged(r, |e| match host {
            Some((h, _)) => after(h, r, "host")(e),
            None => e,
        })?;
    let (r, path) = fpath(r).tagged(r, within(r, "fpath"))?;
    end(r, "fpath", Expected::PATH_CHAR.with(Expected::SLASH))
        .tagged(r, after(path, r, "fpath"))?;
    Ok((
        r,
        ParsedFileUrl {
            source: i,
            host,
            fpath: path,
        },
    ))
}
