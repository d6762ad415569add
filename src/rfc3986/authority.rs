//! RFC 3986 section 3.2, the authority: `authority`, `userinfo`, `host`
//! and `reg-name`. The host forms that are not names, and `port`, are in
//! `host.rs`.

// Rules the generic structure reads without calling them by name stay,
// one function each, for the grammar-sync and rule-by-rule tests.
#![cfg_attr(not(test), allow(dead_code))]

use crate::core::input::{PResult, Src, take_escaped};
use crate::rfc3986::chars::{REG_NAME, USERINFO, UriChars};
use crate::rfc3986::host::HostForm;
use crate::rfc3986::structure::{self, ParsedAuthority};

/// ```abnf
/// authority     = [ userinfo "@" ] host [ ":" port ]
/// ```
pub(crate) fn authority<'a, I: Src<'a>>(i: I) -> PResult<I, ParsedAuthority<I>> {
    structure::authority::<UriChars, I>(i)
}

/// ```abnf
/// userinfo      = *( unreserved / pct-encoded / sub-delims / ":" )
/// ```
pub(crate) fn userinfo<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    take_escaped(i, &USERINFO, "userinfo")
}

/// ```abnf
/// host          = IP-literal / IPv4address / reg-name
/// ```
pub(crate) fn host<'a, I: Src<'a>>(i: I) -> PResult<I, (I, HostForm)> {
    structure::host::<UriChars, I>(i)
}

/// ```abnf
/// reg-name      = *( unreserved / pct-encoded / sub-delims )
/// ```
pub(crate) fn reg_name<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    take_escaped(i, &REG_NAME, "reg-name")
}
