//! RFC 3986 sections 3 and 4: `URI`, `hier-part`, `URI-reference`,
//! `absolute-URI`, `relative-ref`, `relative-part`, `scheme`, `query` and
//! `fragment`, each giving the components it matched. The structure is
//! `rfc3986::structure`'s, with RFC 3986's characters.

// Rules the generic structure reads without calling them by name stay,
// one function each, for the grammar-sync and rule-by-rule tests.
#![cfg_attr(not(test), allow(dead_code))]

use crate::core::input::{PResult, Src, take_escaped};
use crate::rfc3986::chars::{QUERY, UriChars};
use crate::rfc3986::structure::{self, ParsedPart, ParsedReference};

/// ```abnf
/// URI           = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
/// ```
pub(crate) fn uri<'a, I: Src<'a>>(i: I) -> PResult<I, ParsedReference<I>> {
    structure::uri::<UriChars, I>(i)
}

/// ```abnf
/// hier-part     = "//" authority path-abempty
///               / path-absolute
///               / path-rootless
///               / path-empty
/// ```
pub(crate) fn hier_part<'a, I: Src<'a>>(i: I) -> PResult<I, ParsedPart<I>> {
    structure::hier_part::<UriChars, I>(i)
}

/// ```abnf
/// URI-reference = URI / relative-ref
/// ```
///
/// A `relative-ref` cannot start with a `scheme` and `:` (its first
/// segment has no `:`), so the input is a `URI` exactly when it starts so.
pub(crate) fn uri_reference<'a, I: Src<'a>>(i: I) -> PResult<I, ParsedReference<I>> {
    structure::uri_reference::<UriChars, I>(i)
}

/// ```abnf
/// absolute-URI  = scheme ":" hier-part [ "?" query ]
/// ```
pub(crate) fn absolute_uri<'a, I: Src<'a>>(i: I) -> PResult<I, ParsedReference<I>> {
    structure::absolute_uri::<UriChars, I>(i)
}

/// ```abnf
/// relative-ref  = relative-part [ "?" query ] [ "#" fragment ]
/// ```
pub(crate) fn relative_ref<'a, I: Src<'a>>(i: I) -> PResult<I, ParsedReference<I>> {
    structure::relative_ref::<UriChars, I>(i)
}

/// ```abnf
/// relative-part = "//" authority path-abempty
///               / path-absolute
///               / path-noscheme
///               / path-empty
/// ```
pub(crate) fn relative_part<'a, I: Src<'a>>(i: I) -> PResult<I, ParsedPart<I>> {
    structure::relative_part::<UriChars, I>(i)
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
