//! RFC 3987 section 2.2: `IRI`, `ihier-part`, `IRI-reference`,
//! `absolute-IRI`, `irelative-ref`, `irelative-part`, `iquery` and
//! `ifragment`. The `scheme` is RFC 3986's, the structure
//! `rfc3986::structure`'s with RFC 3987's characters.

// Rules the generic structure reads without calling them by name stay,
// one function each, for the grammar-sync and rule-by-rule tests.
#![cfg_attr(not(test), allow(dead_code))]

use crate::core::input::{PResult, Src};
use crate::rfc3986::structure::{self, ParsedPart, ParsedReference};
use crate::rfc3987::chars::{FRAGMENT, IriChars, QUERY, take};

/// ```abnf
/// IRI            = scheme ":" ihier-part [ "?" iquery ]
///                       [ "#" ifragment ]
/// ```
pub(crate) fn iri<'a, I: Src<'a>>(i: I) -> PResult<I, ParsedReference<I>> {
    structure::uri::<IriChars, I>(i)
}

/// ```abnf
/// ihier-part     = "//" iauthority ipath-abempty
///                / ipath-absolute
///                / ipath-rootless
///                / ipath-empty
/// ```
pub(crate) fn ihier_part<'a, I: Src<'a>>(i: I) -> PResult<I, ParsedPart<I>> {
    structure::hier_part::<IriChars, I>(i)
}

/// ```abnf
/// IRI-reference  = IRI / irelative-ref
/// ```
pub(crate) fn iri_reference<'a, I: Src<'a>>(i: I) -> PResult<I, ParsedReference<I>> {
    structure::uri_reference::<IriChars, I>(i)
}

/// ```abnf
/// absolute-IRI   = scheme ":" ihier-part [ "?" iquery ]
/// ```
pub(crate) fn absolute_iri<'a, I: Src<'a>>(i: I) -> PResult<I, ParsedReference<I>> {
    structure::absolute_uri::<IriChars, I>(i)
}

/// ```abnf
/// irelative-ref  = irelative-part [ "?" iquery ] [ "#" ifragment ]
/// ```
pub(crate) fn irelative_ref<'a, I: Src<'a>>(i: I) -> PResult<I, ParsedReference<I>> {
    structure::relative_ref::<IriChars, I>(i)
}

/// ```abnf
/// irelative-part = "//" iauthority ipath-abempty
///                  / ipath-absolute
///                  / ipath-noscheme
///                  / ipath-empty
/// ```
pub(crate) fn irelative_part<'a, I: Src<'a>>(i: I) -> PResult<I, ParsedPart<I>> {
    structure::relative_part::<IriChars, I>(i)
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
