//! RFC 1630, "BNF for specific URL schemes": `ftpaddress`, `ftptype`,
//! `formcode` (section "FTP").

use std::fmt;

use crate::core::failure::{Expected, Kind};
use crate::core::input::{PResult, Src, consumed, fail_span, lit, peek, scheme_lit, split};
use crate::core::input::{Tagged, after, within};
use crate::core::located::Loc;
use crate::core::tree::Tree;
use crate::rfc1630::chars::digits;
use crate::rfc1630::chars::done;
use crate::rfc1630::login::login;
use crate::rfc1630::path::{after_path, path};
use crate::rfc1738::ip_schemepart::ParsedLogin;

/// An `ftpaddress`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FtpAddress<S> {
    pub(crate) source: S,
    pub(crate) login: ParsedLogin<S>,
    pub(crate) path: S,
    pub(crate) ftptype: Option<S>,
}

impl<S> FtpAddress<S> {
    /// The same parse result over another span type.
    #[inline(always)]
    pub(crate) fn map_spans<T>(self, f: &impl Fn(S) -> T) -> FtpAddress<T> {
        FtpAddress {
            source: f(self.source),
            login: self.login.map_spans(f),
            path: f(self.path),
            ftptype: self.ftptype.map(f),
        }
    }
}

impl<'a> FtpAddress<Loc<'a>> {
    /// The type code letter (`A`, `E`, `I` or `L`), if given.
    pub(crate) fn type_code(&self) -> Option<char> {
        self.ftptype.and_then(|t| t.as_str().chars().next())
    }
    /// The `formcode` (`N`, `T` or `C`) after `A` or `E`, if given.
    pub(crate) fn formcode(&self) -> Option<char> {
        let t = self.ftptype?;
        match t.as_str().as_bytes() {
            [b'A' | b'E', f] => Some(*f as char),
            _ => None,
        }
    }
    /// The byte size after `L`, if the type is `L digits`.
    pub(crate) fn byte_size(&self) -> Option<Loc<'a>> {
        let t = self.ftptype?;
        (t.as_str().starts_with('L')).then(|| nom::Input::take_from(&t, 1))
    }

    pub(crate) fn write_tree(&self, t: &mut Tree<'_, '_>) -> fmt::Result {
        t.node("ftpaddress", self.source, |t| {
            self.login.write_tree(t)?;
            crate::rfc1630::path::write_path(t, "path", self.path)?;
            match (self.ftptype, self.formcode()) {
                (Some(ty), Some(_)) => t.node("ftptype", ty, |t| {
                    t.leaf("formcode", nom::Input::take_from(&ty, 1))
                }),
                (ty, _) => t.opt("ftptype", ty),
            }
        })
    }
}

/// ```bnf
///      ftpaddress             f t p : / / login / path [  ftptype ]
/// ```
///
/// The `ftptype` follows the literal `;type=`, as the prose says ("The data
/// type is specified by a suffix to the URL ... `;type = <type-code>`"),
/// not the path directly (`grammar/ERRATA.md`).
pub(crate) fn ftpaddress<'a, I: Src<'a>>(i: I) -> PResult<I, FtpAddress<I>> {
    let (r, _) = scheme_lit(i, "ftp", "://", "ftpaddress")?;
    let (r, login) = login(r)?;
    let (r, _) = crate::core::input::byte(
        r,
        b'/',
        "ftpaddress",
        crate::rfc1630::login::after_hostport(&login.hostport).with(Expected::SLASH),
    )
    .tagged(
        r,
        crate::rfc1630::login::after_hostport_note(&login.hostport, r),
    )?;
    let (mut r, p) = path(r).tagged(r, within(r, "path"))?;
    let mut t = None;
    if peek(r) == Some(b';') {
        let (rest, _) = lit(r, ";type=", "ftpaddress", Expected::TYPE)?;
        let (rest, got) = ftptype(rest).tagged(rest, within(rest, "ftptype"))?;
        (r, t) = (rest, Some(got));
        let more = match got.bytes() {
            [b'A' | b'E'] => Expected::FORMCODE,
            [b'L', ..] => Expected::DIGIT,
            _ => Expected::NONE,
        };
        done(r, "ftptype", more).tagged(r, after(got, r, "ftptype"))?;
    } else {
        done(r, "ftpaddress", after_path(Expected::TYPE)).tagged(r, after(p, r, "path"))?;
    }
    Ok((
        r,
        FtpAddress {
            source: consumed(i, r),
            login,
            path: p,
            ftptype: t,
        },
    ))
}

/// ```bnf
///      ftptype                A formcode | E formcode | I | L digits
/// ```
///
/// The `formcode` after `A` and `E` is optional, as in RFC 959's
/// `A [<sp> <form-code>]`, whose format the prose refers to
/// (`grammar/ERRATA.md`). Upper case only, as printed.
pub(crate) fn ftptype<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    let r = match peek(i) {
        Some(b'A' | b'E') => {
            let r = split(i, 1).0;
            match peek(r) {
                Some(b'N' | b'T' | b'C') => formcode(r)?.0,
                _ => r,
            }
        }
        Some(b'I') => split(i, 1).0,
        Some(b'L') => digits(split(i, 1).0)?.0,
        _ => {
            let len = i.text().chars().next().map_or(0, char::len_utf8);
            return Err(fail_span(
                i,
                len,
                Kind::Rfc959FtpType,
                "ftptype",
                Expected::FTPTYPE_RFC1630,
            ));
        }
    };
    Ok((r, consumed(i, r)))
}

/// ```bnf
///      formcode               N | T | C
/// ```
pub(crate) fn formcode<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    match peek(i) {
        Some(b'N' | b'T' | b'C') => Ok(split(i, 1)),
        _ => Err(crate::core::input::fail(i, "formcode", Expected::FORMCODE)),
    }
}
