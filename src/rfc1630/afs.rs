//! RFC 1630, "BNF for specific URL schemes": `afsaddress` and `cellname`.
//!
//! "The "afsaddress" is left in as historical note, but is not a url
//! production." Decided (`grammar/ERRATA.md`): an `afs:` URL is checked
//! against `afsaddress` (the scheme has a production, so it must match it,
//! as for every scheme with one), but `url:afs:...` is rejected, because
//! `prefixedurl` takes only the alternatives of `url`.

use std::fmt;

use crate::core::failure::Expected;
use crate::core::input::{PResult, Src, byte, consumed, scheme_lit};
use crate::core::input::{Tagged, after, within};
use crate::core::located::Loc;
use crate::core::tree::Tree;
use crate::rfc1630::chars::done;
use crate::rfc1630::login::hostname;
use crate::rfc1630::path::{after_path, path};

/// An `afsaddress` (historical; not part of `url`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AfsAddress<S> {
    pub(crate) source: S,
    pub(crate) cellname: S,
    pub(crate) path: S,
}

impl<S> AfsAddress<S> {
    /// The same parse result over another span type.
    #[inline(always)]
    pub(crate) fn map_spans<T>(self, f: &impl Fn(S) -> T) -> AfsAddress<T> {
        AfsAddress {
            source: f(self.source),
            cellname: f(self.cellname),
            path: f(self.path),
        }
    }
}

impl AfsAddress<Loc<'_>> {
    pub(crate) fn write_tree(&self, t: &mut Tree<'_, '_>) -> fmt::Result {
        t.node("afsaddress", self.source, |t| {
            t.leaf("cellname", self.cellname)?;
            crate::rfc1630::path::write_path(t, "path", self.path)
        })
    }
}

/// ```bnf
///      afsaddress             a f s : / / cellname / path
/// ```
pub(crate) fn afsaddress<'a, I: Src<'a>>(i: I) -> PResult<I, AfsAddress<I>> {
    let (r, _) = scheme_lit(i, "afs", "://", "afsaddress")?;
    let (r, c) = cellname(r).tagged(r, within(r, "cellname"))?;
    let (r, _) = byte(
        r,
        b'/',
        "afsaddress",
        Expected::XALPHA.with(Expected::SLASH),
    )
    .tagged(r, after(c, r, "cellname"))?;
    let (r, p) = path(r).tagged(r, within(r, "path"))?;
    done(r, "afsaddress", after_path(Expected::NONE)).tagged(r, after(p, r, "path"))?;
    Ok((
        r,
        AfsAddress {
            source: consumed(i, r),
            cellname: c,
            path: p,
        },
    ))
}

/// ```bnf
///      cellname               hostname
/// ```
pub(crate) fn cellname<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    hostname(i)
}
