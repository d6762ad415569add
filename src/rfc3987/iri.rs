//! RFC 3987 section 2.2: `IRI`, `ihier-part`, `IRI-reference`,
//! `absolute-IRI`, `irelative-ref`, `irelative-part`, `iquery` and
//! `ifragment`. The `scheme` is RFC 3986's.

use crate::core::failure::{Expected, Fail};
use crate::core::input::{PResult, Src, byte, consumed, peek, split};
use crate::rfc3986::uri::scheme;
use crate::rfc3987::authority::iauthority;
use crate::rfc3987::chars::{FRAGMENT, PATH, QUERY, starts, take};
use crate::rfc3987::path::{
    ipath_abempty, ipath_absolute, ipath_empty, ipath_noscheme, ipath_rootless,
};

/// ```abnf
/// IRI            = scheme ":" ihier-part [ "?" iquery ]
///                       [ "#" ifragment ]
/// ```
pub(crate) fn iri<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    let (r, _) = absolute_iri(i)?;
    let r = hash_ifragment(r)?;
    Ok((r, consumed(i, r)))
}

/// ```abnf
/// ihier-part     = "//" iauthority ipath-abempty
///                / ipath-absolute
///                / ipath-rootless
///                / ipath-empty
/// ```
pub(crate) fn ihier_part<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    let (r, _) = if i.bytes().starts_with(b"//") {
        let (r, _) = iauthority(split(i, 2).0)?;
        ipath_abempty(r)?
    } else if peek(i) == Some(b'/') {
        ipath_absolute(i)?
    } else if starts(i, &PATH) {
        ipath_rootless(i)?
    } else {
        ipath_empty(i)?
    };
    Ok((r, consumed(i, r)))
}

/// ```abnf
/// IRI-reference  = IRI / irelative-ref
/// ```
///
/// An `irelative-ref` cannot start with a `scheme` and `:`, so the input
/// is an `IRI` exactly when it starts so.
pub(crate) fn iri_reference<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    match scheme(i) {
        Ok((r, _)) if peek(r) == Some(b':') => iri(i),
        _ => irelative_ref(i),
    }
}

/// ```abnf
/// absolute-IRI   = scheme ":" ihier-part [ "?" iquery ]
/// ```
pub(crate) fn absolute_iri<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    let (r, _) = scheme(i)?;
    let (r, _) = byte(
        r,
        b':',
        "scheme",
        Expected::SCHEME_CHAR.with(Expected::COLON),
    )?;
    let (r, _) = ihier_part(r)?;
    let r = question_iquery(r)?;
    Ok((r, consumed(i, r)))
}

/// ```abnf
/// irelative-ref  = irelative-part [ "?" iquery ] [ "#" ifragment ]
/// ```
pub(crate) fn irelative_ref<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    let (r, _) = irelative_part(i)?;
    let r = question_iquery(r)?;
    let r = hash_ifragment(r)?;
    Ok((r, consumed(i, r)))
}

/// ```abnf
/// irelative-part = "//" iauthority ipath-abempty
///                  / ipath-absolute
///                  / ipath-noscheme
///                  / ipath-empty
/// ```
pub(crate) fn irelative_part<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    let (r, _) = if i.bytes().starts_with(b"//") {
        let (r, _) = iauthority(split(i, 2).0)?;
        ipath_abempty(r)?
    } else if peek(i) == Some(b'/') {
        ipath_absolute(i)?
    } else if starts(i, &PATH) {
        ipath_noscheme(i)?
    } else {
        ipath_empty(i)?
    };
    Ok((r, consumed(i, r)))
}

/// ```abnf
/// iquery         = *( ipchar / iprivate / "/" / "?" )
/// ```
pub(crate) fn iquery<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    take(i, &QUERY, "iquery")
}

/// ```abnf
/// ifragment      = *( ipchar / "/" / "?" )
/// ```
pub(crate) fn ifragment<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    take(i, &FRAGMENT, "ifragment")
}

/// `[ "?" iquery ]`
fn question_iquery<'a, I: Src<'a>>(i: I) -> Result<I, nom::Err<Fail>> {
    match peek(i) {
        Some(b'?') => Ok(iquery(split(i, 1).0)?.0),
        _ => Ok(i),
    }
}

/// `[ "#" ifragment ]`
fn hash_ifragment<'a, I: Src<'a>>(i: I) -> Result<I, nom::Err<Fail>> {
    match peek(i) {
        Some(b'#') => Ok(ifragment(split(i, 1).0)?.0),
        _ => Ok(i),
    }
}
