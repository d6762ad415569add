//! RFC 3987 section 2.2, the authority: `iauthority`, `iuserinfo`,
//! `ihost`, `ireg-name`. `port`, `IP-literal` and `IPv4address` are RFC
//! 3986's.

use crate::core::input::{PResult, Src, consumed, peek, split};
use crate::rfc3986::authority::{ip_literal, port};
use crate::rfc3987::chars::{REG_NAME, USERINFO, take};

/// ```abnf
/// iauthority     = [ iuserinfo "@" ] ihost [ ":" port ]
/// ```
///
/// As in RFC 3986: `iuserinfo` holds no `@`, so an `iuserinfo "@"` is
/// there exactly when the run of its characters ends at an `@`.
pub(crate) fn iauthority<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    let (after_user, _) = iuserinfo(i)?;
    let r = match peek(after_user) {
        Some(b'@') => split(after_user, 1).0,
        _ => i,
    };
    let (r, _) = ihost(r)?;
    let r = match peek(r) {
        Some(b':') => port(split(r, 1).0)?.0,
        _ => r,
    };
    Ok((r, consumed(i, r)))
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
///
/// Every `IPv4address` is an `ireg-name` as well.
pub(crate) fn ihost<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    match peek(i) {
        Some(b'[') => ip_literal(i),
        _ => ireg_name(i),
    }
}

/// ```abnf
/// ireg-name      = *( iunreserved / pct-encoded / sub-delims )
/// ```
pub(crate) fn ireg_name<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    take(i, &REG_NAME, "ireg-name")
}
