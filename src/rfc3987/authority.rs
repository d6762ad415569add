//! RFC 3987 section 2.2, the authority: `iauthority`, `iuserinfo`,
//! `ihost`, `ireg-name`. `port`, `IP-literal` and `IPv4address` are RFC
//! 3986's.

// Rules the generic structure reads without calling them by name stay,
// one function each, for the grammar-sync and rule-by-rule tests.
#![cfg_attr(not(test), allow(dead_code))]

use crate::core::input::{PResult, Src};
use crate::rfc3986::host::HostForm;
use crate::rfc3986::structure::{self, ParsedAuthority};
use crate::rfc3987::chars::{IriChars, REG_NAME, USERINFO, take};

/// ```abnf
/// iauthority     = [ iuserinfo "@" ] ihost [ ":" port ]
/// ```
pub(crate) fn iauthority<'a, I: Src<'a>>(i: I) -> PResult<I, ParsedAuthority<I>> {
    structure::authority::<IriChars, I>(i)
}

/// ```abnf
/// iuserinfo      = *( iunreserved / pct-encoded / sub-delims / ":" )
/// ```
pub(crate) fn iuserinfo<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    take(i, &USERINFO, "iuserinfo")
}

/// ```abnf
/// ihost          = IP-literal / IPv4address / ireg-name
/// ```
pub(crate) fn ihost<'a, I: Src<'a>>(i: I) -> PResult<I, (I, HostForm)> {
    structure::host::<IriChars, I>(i)
}

/// ```abnf
/// ireg-name      = *( iunreserved / pct-encoded / sub-delims )
/// ```
pub(crate) fn ireg_name<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    take(i, &REG_NAME, "ireg-name")
}
