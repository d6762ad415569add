//! RFC 1630, "BNF for specific URL schemes": `telnetaddress` (section
//! "Telnet, rlogin, tn3270").

use std::fmt;

use crate::core::input::{PResult, Src, Tagged, consumed, scheme_lit};
use crate::core::located::Loc;
use crate::core::tree::Tree;
use crate::rfc1630::chars::done;
use crate::rfc1630::login::login;
use crate::rfc1738::ip_schemepart::ParsedLogin;

/// A `telnetaddress`: a `login` and nothing after it (no `/`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TelnetAddress<S> {
    pub(crate) source: S,
    pub(crate) login: ParsedLogin<S>,
}

impl<S> TelnetAddress<S> {
    /// The same parse result over another span type.
    #[inline(always)]
    pub(crate) fn map_spans<T>(self, f: &impl Fn(S) -> T) -> TelnetAddress<T> {
        TelnetAddress {
            source: f(self.source),
            login: self.login.map_spans(f),
        }
    }
}

impl TelnetAddress<Loc<'_>> {
    pub(crate) fn write_tree(&self, t: &mut Tree<'_, '_>) -> fmt::Result {
        t.node("telnetaddress", self.source, |t| self.login.write_tree(t))
    }
}

/// ```bnf
///      telnetaddress          t e l n e t : / / login
/// ```
pub(crate) fn telnetaddress<'a, I: Src<'a>>(i: I) -> PResult<I, TelnetAddress<I>> {
    let (r, _) = scheme_lit(i, "telnet", "://", "telnetaddress")?;
    let (r, l) = login(r)?;
    done(
        r,
        "login",
        crate::rfc1630::login::after_hostport(&l.hostport),
    )
    .tagged(
        r,
        crate::rfc1630::login::after_hostport_note(&l.hostport, r),
    )?;
    Ok((
        r,
        TelnetAddress {
            source: consumed(i, r),
            login: l,
        },
    ))
}
