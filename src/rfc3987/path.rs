//! RFC 3987 section 2.2, the path: `ipath` and its five forms,
//! `isegment`, `isegment-nz`, `isegment-nz-nc`. As in RFC 3986, a run of
//! `ipchar` and `/` that starts with an `ipchar` is `isegment-nz *( "/"
//! isegment )` exactly.

use crate::core::failure::Expected;
use crate::core::input::{PResult, Src, byte, consumed, fail, peek, split};
use crate::rfc3987::chars::{IPCHAR, PATH, SEGMENT_NZ_NC, starts, take};

/// ```abnf
/// ipath          = ipath-abempty   ; begins with "/" or is empty
///                / ipath-absolute  ; begins with "/" but not "//"
///                / ipath-noscheme  ; begins with a non-colon segment
///                / ipath-rootless  ; begins with a segment
///                / ipath-empty     ; zero characters
/// ```
///
/// No rule uses `ipath`; it matches what any of the forms matches: a run
/// of `ipchar` and `/`.
pub(crate) fn ipath<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    take(i, &PATH, "ipath")
}

/// ```abnf
/// ipath-abempty  = *( "/" isegment )
/// ```
pub(crate) fn ipath_abempty<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    match peek(i) {
        Some(b'/') => take(i, &PATH, "ipath-abempty"),
        _ => ipath_empty(i),
    }
}

/// ```abnf
/// ipath-absolute = "/" [ isegment-nz *( "/" isegment ) ]
/// ```
pub(crate) fn ipath_absolute<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    let (r, _) = byte(i, b'/', "ipath-absolute", Expected::SLASH)?;
    let r = if starts(r, &IPCHAR) {
        take(r, &PATH, "ipath-absolute")?.0
    } else {
        r
    };
    Ok((r, consumed(i, r)))
}

/// ```abnf
/// ipath-noscheme = isegment-nz-nc *( "/" isegment )
/// ```
pub(crate) fn ipath_noscheme<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    let (r, _) = isegment_nz_nc(i)?;
    let r = match peek(r) {
        Some(b'/') => take(r, &PATH, "ipath-noscheme")?.0,
        _ => r,
    };
    Ok((r, consumed(i, r)))
}

/// ```abnf
/// ipath-rootless = isegment-nz *( "/" isegment )
/// ```
pub(crate) fn ipath_rootless<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    let (_, _) = isegment_nz(i)?;
    take(i, &PATH, "ipath-rootless")
}

/// ```abnf
/// ipath-empty    = 0<ipchar>
/// ```
pub(crate) fn ipath_empty<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    Ok(split(i, 0))
}

/// ```abnf
/// isegment       = *ipchar
/// ```
pub(crate) fn isegment<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    take(i, &IPCHAR, "isegment")
}

/// ```abnf
/// isegment-nz    = 1*ipchar
/// ```
pub(crate) fn isegment_nz<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    let (r, s) = take(i, &IPCHAR, "isegment-nz")?;
    if s.input_len() == 0 {
        return Err(fail(i, "isegment-nz", Expected::PATH_CHAR));
    }
    Ok((r, s))
}

/// ```abnf
/// isegment-nz-nc = 1*( iunreserved / pct-encoded / sub-delims
///                      / "@" )
///                ; non-zero-length segment without any colon ":"
/// ```
pub(crate) fn isegment_nz_nc<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    let (r, s) = take(i, &SEGMENT_NZ_NC, "isegment-nz-nc")?;
    if s.input_len() == 0 {
        return Err(fail(i, "isegment-nz-nc", Expected::PATH_CHAR));
    }
    Ok((r, s))
}
