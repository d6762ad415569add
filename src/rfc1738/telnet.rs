//! RFC 1738 §5, "TELNET" (§3.8): `telnet://<user>:<password>@<host>:<port>/`.

use std::fmt;

use crate::core::failure::Expected;
use crate::core::input::Tagged;
use crate::core::input::{PResult, Src, end, peek, scheme_lit, split};
use crate::core::located::Loc;
use crate::core::tree::Tree;
use crate::rfc1738::ip_schemepart::{ParsedLogin, after_hostport, login};

/// A `telneturl`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParsedTelnetUrl<S> {
    pub(crate) source: S,
    pub(crate) login: ParsedLogin<S>,
    pub(crate) slash: bool,
}

impl<S> ParsedTelnetUrl<S> {
    /// The same parse result over another span type.
    #[inline(always)]
    pub(crate) fn map_spans<T>(self, f: &impl Fn(S) -> T) -> ParsedTelnetUrl<T> {
        ParsedTelnetUrl {
            source: f(self.source),
            login: self.login.map_spans(f),
            slash: self.slash,
        }
    }
}

impl ParsedTelnetUrl<Loc<'_>> {
    pub(crate) fn write_tree(&self, t: &mut Tree<'_, '_>) -> fmt::Result {
        t.node("telneturl", self.source, |t| self.login.write_tree(t))
    }
}

/// ```bnf
/// telneturl      = "telnet://" login [ "/" ]
/// ```
#[inline]
pub(crate) fn telneturl<'a, I: Src<'a>>(i: I) -> PResult<I, ParsedTelnetUrl<I>> {
    let (r, _) = scheme_lit(i, "telnet", "://", "telneturl")?;
    let (r, login) = login(r)?;
    if peek(r) == Some(b'/') {
        let r = split(r, 1).0;
        end(r, "telneturl", Expected::NONE)?;
        return Ok((
            r,
            ParsedTelnetUrl {
                source: i,
                login,
                slash: true,
            },
        ));
    }
    end(
        r,
        "login",
        login.hostport.expected_after().with(Expected::SLASH),
    )
    .tagged(r, after_hostport(login.hostport, r))?;
    Ok((
        r,
        ParsedTelnetUrl {
            source: i,
            login,
            slash: false,
        },
    ))
}
