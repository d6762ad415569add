//! RFC 3986 sections 3 and 4: `URI`, `hier-part`, `URI-reference`,
//! `absolute-URI`, `relative-ref`, `relative-part`, `scheme`, `query` and
//! `fragment`.

use crate::core::failure::Expected;
use crate::core::input::{PResult, Src, byte, consumed, fail, peek, split, take_escaped, take_run};
use crate::rfc3986::authority::authority;
use crate::rfc3986::chars::{ALPHA, PCHAR, QUERY, SCHEME_TAIL};
use crate::rfc3986::path::{path_abempty, path_absolute, path_empty, path_noscheme, path_rootless};

/// ```abnf
/// URI           = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
/// ```
pub(crate) fn uri<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    let (r, _) = absolute_uri(i)?;
    let r = hash_fragment(r)?;
    Ok((r, consumed(i, r)))
}

/// ```abnf
/// hier-part     = "//" authority path-abempty
///               / path-absolute
///               / path-rootless
///               / path-empty
/// ```
pub(crate) fn hier_part<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    let (r, _) = if i.bytes().starts_with(b"//") {
        let (r, _) = authority(split(i, 2).0)?;
        path_abempty(r)?
    } else {
        match peek(i) {
            Some(b'/') => path_absolute(i)?,
            Some(b) if PCHAR.has(b) || b == b'%' => path_rootless(i)?,
            _ => path_empty(i)?,
        }
    };
    Ok((r, consumed(i, r)))
}

/// ```abnf
/// URI-reference = URI / relative-ref
/// ```
///
/// A `relative-ref` cannot start with a `scheme` and `:` (its first
/// segment has no `:`), so the input is a `URI` exactly when it starts so.
pub(crate) fn uri_reference<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    match scheme(i) {
        Ok((r, _)) if peek(r) == Some(b':') => uri(i),
        _ => relative_ref(i),
    }
}

/// ```abnf
/// absolute-URI  = scheme ":" hier-part [ "?" query ]
/// ```
pub(crate) fn absolute_uri<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    let (r, _) = scheme(i)?;
    let (r, _) = byte(
        r,
        b':',
        "scheme",
        Expected::SCHEME_CHAR.with(Expected::COLON),
    )?;
    let (r, _) = hier_part(r)?;
    let r = question_query(r)?;
    Ok((r, consumed(i, r)))
}

/// ```abnf
/// relative-ref  = relative-part [ "?" query ] [ "#" fragment ]
/// ```
pub(crate) fn relative_ref<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    let (r, _) = relative_part(i)?;
    let r = question_query(r)?;
    let r = hash_fragment(r)?;
    Ok((r, consumed(i, r)))
}

/// ```abnf
/// relative-part = "//" authority path-abempty
///               / path-absolute
///               / path-noscheme
///               / path-empty
/// ```
pub(crate) fn relative_part<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    let (r, _) = if i.bytes().starts_with(b"//") {
        let (r, _) = authority(split(i, 2).0)?;
        path_abempty(r)?
    } else {
        match peek(i) {
            Some(b'/') => path_absolute(i)?,
            Some(b) if PCHAR.has(b) || b == b'%' => path_noscheme(i)?,
            _ => path_empty(i)?,
        }
    };
    Ok((r, consumed(i, r)))
}

/// ```abnf
/// scheme        = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
/// ```
pub(crate) fn scheme<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    match peek(i) {
        Some(b) if ALPHA.has(b) => {
            let (r, _) = take_run(split(i, 1).0, &SCHEME_TAIL);
            Ok((r, consumed(i, r)))
        }
        _ => Err(fail(i, "scheme", Expected::LETTER)),
    }
}

/// ```abnf
/// query         = *( pchar / "/" / "?" )
/// ```
pub(crate) fn query<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    take_escaped(i, &QUERY, "query")
}

/// ```abnf
/// fragment      = *( pchar / "/" / "?" )
/// ```
pub(crate) fn fragment<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    take_escaped(i, &QUERY, "fragment")
}

/// `[ "?" query ]`
fn question_query<'a, I: Src<'a>>(i: I) -> Result<I, nom::Err<crate::core::failure::Fail>> {
    match peek(i) {
        Some(b'?') => Ok(query(split(i, 1).0)?.0),
        _ => Ok(i),
    }
}

/// `[ "#" fragment ]`
fn hash_fragment<'a, I: Src<'a>>(i: I) -> Result<I, nom::Err<crate::core::failure::Fail>> {
    match peek(i) {
        Some(b'#') => Ok(fragment(split(i, 1).0)?.0),
        _ => Ok(i),
    }
}
