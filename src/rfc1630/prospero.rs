//! RFC 1630, "BNF for specific URL schemes": `prosperoaddress`,
//! `prosperolink`, `hsoname`, `version`, `attributes`, `attribute` (section
//! "Prospero").

use std::fmt;

use crate::core::failure::Expected;
use crate::core::input::{PResult, Src, byte, consumed, scheme_lit, split};
use crate::core::input::{Tagged, after, within};
use crate::core::located::Loc;
use crate::core::tree::Tree;
use crate::rfc1630::chars::done;
use crate::rfc1630::chars::{ALPHANUM, DIGIT, alphanums, digits};
use crate::rfc1630::login::hostport;
use crate::rfc1630::path::{after_path, path};
use crate::rfc1738::ip_schemepart::ParsedHostPort;

/// A `prosperolink`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ProsperoLink<S> {
    pub(crate) source: S,
    pub(crate) hostport: ParsedHostPort<S>,
    pub(crate) hsoname: S,
    pub(crate) version: Option<S>,
    pub(crate) attributes: Option<S>,
}

impl<S> ProsperoLink<S> {
    /// The same parse result over another span type.
    #[inline(always)]
    pub(crate) fn map_spans<T>(self, f: &impl Fn(S) -> T) -> ProsperoLink<T> {
        ProsperoLink {
            source: f(self.source),
            hostport: self.hostport.map_spans(f),
            hsoname: f(self.hsoname),
            version: self.version.map(f),
            attributes: self.attributes.map(f),
        }
    }
}

impl ProsperoLink<Loc<'_>> {
    pub(crate) fn write_tree(&self, t: &mut Tree<'_, '_>) -> fmt::Result {
        t.node("prosperoaddress", self.source, |t| {
            t.node("prosperolink", self.source, |t| {
                self.hostport.write_tree(t)?;
                t.node("hsoname", self.hsoname, |t| {
                    crate::rfc1630::path::write_path(t, "path", self.hsoname)
                })?;
                t.opt("version", self.version)?;
                t.opt("attributes", self.attributes)
            })
        })
    }
}

/// ```bnf
///      prosperoaddress        prosperolink
/// ```
pub(crate) fn prosperoaddress<'a, I: Src<'a>>(i: I) -> PResult<I, ProsperoLink<I>> {
    prosperolink(i)
}

/// ```bnf
///      prosperolink           p r o s p e r o : / / hostport / hsoname [ %
///                             0 0 version [ attributes ] ]
/// ```
///
/// `% 0 0` is also an `escape`, so a `path` may contain it: `a%001` is an
/// `hsoname` alone and also `a` with version `1`. The language is that of
/// `hsoname` alone (the version and attributes are `xpalpha`s too); the
/// typed result takes the prose's reading ("the version number is separated
/// from the host specific object name by the characters "%00""): when the
/// path ends with `%00`, digits and letters, and that `%00` is the path's
/// last `%`, they are the version and attributes (`grammar/ERRATA.md`).
pub(crate) fn prosperolink<'a, I: Src<'a>>(i: I) -> PResult<I, ProsperoLink<I>> {
    let (r, _) = scheme_lit(i, "prospero", "://", "prosperoaddress")?;
    let (r, hp) = hostport(r)?;
    let (r, _) = byte(
        r,
        b'/',
        "prosperolink",
        crate::rfc1630::login::after_hostport(&hp).with(Expected::SLASH),
    )
    .tagged(r, crate::rfc1630::login::after_hostport_note(&hp, r))?;
    let (rest, whole) = hsoname(r).tagged(r, within(r, "hsoname"))?;
    done(rest, "prosperolink", after_path(Expected::NONE))
        .tagged(rest, after(whole, rest, "hsoname"))?;
    let mut link = ProsperoLink {
        source: consumed(i, rest),
        hostport: hp,
        hsoname: whole,
        version: None,
        attributes: None,
    };
    if let Some(k) = version_at(whole.bytes()) {
        let (after, name) = split(whole, k);
        let (after, v) = version(split(after, 3).0)?;
        link.hsoname = name;
        link.version = Some(v);
        if after.input_len() > 0 {
            link.attributes = Some(attributes(after)?.1);
        }
    }
    Ok((rest, link))
}

/// Where the `%00` before a `version [ attributes ]` starts in a path, if
/// the path ends with one: the last `%` of the path, followed by `00`, one
/// or more digits, then only letters and digits.
pub(crate) fn version_at(path: &[u8]) -> Option<usize> {
    let k = path.iter().rposition(|&b| b == b'%')?;
    let tail = path[k..].strip_prefix(b"%00")?;
    let digits = tail.iter().take_while(|&&b| DIGIT.has(b)).count();
    (digits > 0 && tail.iter().all(|&b| ALPHANUM.has(b))).then_some(k)
}

/// ```bnf
///      hsoname                path
/// ```
pub(crate) fn hsoname<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    path(i)
}

/// ```bnf
///      version                digits
/// ```
pub(crate) fn version<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    digits(i)
}

/// ```bnf
///      attributes             attribute [ attributes ]
/// ```
///
/// Right recursion, written as a loop. An `attribute` is `alphanums` and
/// nothing separates two of them, so `attributes ≡ 1*alphanum`; the loop
/// takes the whole run as its first `attribute` (`grammar/ERRATA.md`).
pub(crate) fn attributes<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    let (mut r, _) = attribute(i)?;
    while r.bytes().first().is_some_and(|&b| ALPHANUM.has(b)) {
        r = attribute(r)?.0;
    }
    Ok((r, consumed(i, r)))
}

/// ```bnf
///      attribute              alphanums
/// ```
pub(crate) fn attribute<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    alphanums(i)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn versions() {
        assert_eq!(version_at(b"a%001"), Some(1));
        assert_eq!(version_at(b"a%0012ab"), Some(1));
        assert_eq!(version_at(b"a%00%001"), Some(4));
        assert_eq!(version_at(b"a%00"), None);
        assert_eq!(version_at(b"a%00b"), None);
        assert_eq!(version_at(b"a%001/b"), None);
        assert_eq!(version_at(b"a%011"), None);
        assert_eq!(version_at(b"a%001%41"), None);
    }
}
