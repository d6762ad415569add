//! RFC 3987 section 2.2, the path: `ipath` and its five forms,
//! `isegment`, `isegment-nz`, `isegment-nz-nc`. As in RFC 3986, a run of
//! `ipchar` and `/` that starts with an `ipchar` is `isegment-nz *( "/"
//! isegment )` exactly.

// Rules the generic structure reads without calling them by name stay,
// one function each, for the grammar-sync and rule-by-rule tests.
#![cfg_attr(not(test), allow(dead_code))]

use crate::core::input::{PResult, Src, split};
use crate::rfc3986::structure;
use crate::rfc3987::chars::{IPCHAR, IriChars, PATH, take};

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
    structure::path_abempty::<IriChars, I>(i)
}

/// ```abnf
/// ipath-absolute = "/" [ isegment-nz *( "/" isegment ) ]
/// ```
pub(crate) fn ipath_absolute<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    structure::path_absolute::<IriChars, I>(i)
}

/// ```abnf
/// ipath-noscheme = isegment-nz-nc *( "/" isegment )
/// ```
pub(crate) fn ipath_noscheme<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    structure::path_noscheme::<IriChars, I>(i)
}

/// ```abnf
/// ipath-rootless = isegment-nz *( "/" isegment )
/// ```
pub(crate) fn ipath_rootless<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    structure::path_rootless::<IriChars, I>(i)
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
    structure::segment_nz::<IriChars, I>(i)
}

/// ```abnf
/// isegment-nz-nc = 1*( iunreserved / pct-encoded / sub-delims
///                      / "@" )
///                ; non-zero-length segment without any colon ":"
/// ```
pub(crate) fn isegment_nz_nc<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    structure::segment_nz_nc::<IriChars, I>(i)
}
