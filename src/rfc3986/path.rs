//! RFC 3986 section 3.3, the path: `path` and its five forms, `segment`,
//! `segment-nz`, `segment-nz-nc`; and `pct-encoded` (section 2.1).
//!
//! A run of `pchar` and `/` that starts with a `pchar` is
//! `segment-nz *( "/" segment )` exactly, so each form reads its first
//! segment, then the rest of the path as one run of that class (with its
//! escapes) instead of a loop over segments.

// Rules the generic structure reads without calling them by name stay,
// one function each, for the grammar-sync and rule-by-rule tests.
#![cfg_attr(not(test), allow(dead_code))]

use crate::core::input::{PResult, Src, escape, split, take_escaped};
use crate::rfc3986::chars::{PATH, PCHAR, UriChars};
use crate::rfc3986::structure;

/// ```abnf
/// path          = path-abempty    ; begins with "/" or is empty
///               / path-absolute   ; begins with "/" but not "//"
///               / path-noscheme   ; begins with a non-colon segment
///               / path-rootless   ; begins with a segment
///               / path-empty      ; zero characters
/// ```
///
/// No rule uses `path` (section 3.3 names it to define the forms); it
/// matches what any of the forms matches: a run of `pchar` and `/`.
pub(crate) fn path<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    take_escaped(i, &PATH, "path")
}

/// ```abnf
/// path-abempty  = *( "/" segment )
/// ```
pub(crate) fn path_abempty<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    structure::path_abempty::<UriChars, I>(i)
}

/// ```abnf
/// path-absolute = "/" [ segment-nz *( "/" segment ) ]
/// ```
pub(crate) fn path_absolute<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    structure::path_absolute::<UriChars, I>(i)
}

/// ```abnf
/// path-noscheme = segment-nz-nc *( "/" segment )
/// ```
pub(crate) fn path_noscheme<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    structure::path_noscheme::<UriChars, I>(i)
}

/// ```abnf
/// path-rootless = segment-nz *( "/" segment )
/// ```
pub(crate) fn path_rootless<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    structure::path_rootless::<UriChars, I>(i)
}

/// ```abnf
/// path-empty    = 0<pchar>
/// ```
pub(crate) fn path_empty<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    Ok(split(i, 0))
}

/// ```abnf
/// segment       = *pchar
/// ```
pub(crate) fn segment<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    take_escaped(i, &PCHAR, "segment")
}

/// ```abnf
/// segment-nz    = 1*pchar
/// ```
pub(crate) fn segment_nz<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    structure::segment_nz::<UriChars, I>(i)
}

/// ```abnf
/// segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / "@" )
///               ; non-zero-length segment without any colon ":"
/// ```
pub(crate) fn segment_nz_nc<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    structure::segment_nz_nc::<UriChars, I>(i)
}

/// ```abnf
/// pct-encoded   = "%" HEXDIG HEXDIG
/// ```
pub(crate) fn pct_encoded<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    escape(i)
}

/// Section 5.2.4, "Remove Dot Segments", as printed: the input buffer
/// read from the front, the output buffer a string. Resolution and the
/// normal form (section 6.2.2.3) both apply it to a path.
pub(crate) fn remove_dot_segments(path: &str) -> String {
    let mut input = path;
    let mut output = String::with_capacity(path.len());
    while !input.is_empty() {
        // A.
        if let Some(rest) = input
            .strip_prefix("../")
            .or_else(|| input.strip_prefix("./"))
        {
            input = rest;
        // B.
        } else if input.starts_with("/./") {
            input = &input[2..];
        } else if input == "/." {
            input = "/";
        // C.
        } else if input.starts_with("/../") || input == "/.." {
            input = if input == "/.." { "/" } else { &input[3..] };
            let cut = output.rfind('/').unwrap_or(0);
            output.truncate(cut);
        // D.
        } else if input == "." || input == ".." {
            input = "";
        // E.
        } else {
            let from = usize::from(input.starts_with('/'));
            let end = input[from..].find('/').map_or(input.len(), |k| k + from);
            output.push_str(&input[..end]);
            input = &input[end..];
        }
    }
    output
}
