//! RFC 1630, "BNF for specific URL schemes": `path`, `segment` and `search`,
//! shared by the scheme productions.

use crate::error::Expected;
use crate::input::{PResult, Src, consumed, peek, run_len, split};
use crate::rfc1630::chars::{XALPHA, XPALPHA, void, xalphas, xpalphas};

/// ```bnf
///      path                   void |  segment  [  / path ]
/// ```
///
/// Right recursion, written as a loop. A `segment` is never empty, so the
/// language is `void | segment *( "/" segment ) [ "/" ]`: no leading `/`, no
/// `//`, at most one trailing `/` (the "void segment" of the trailing-slash
/// note). The loop stops before a `/` that is not followed by a segment
/// character once it has taken one `/`: after `a/` the rest is `void`.
pub(crate) fn path<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    let mut r = i;
    loop {
        if !starts_segment(r) {
            let (r, _) = void(r)?;
            return Ok((r, consumed(i, r)));
        }
        r = segment(r)?.0;
        if peek(r) != Some(b'/') {
            return Ok((r, consumed(i, r)));
        }
        r = split(r, 1).0;
    }
}

/// Whether `i` starts with a segment character (an `xpalpha` or the `%` of
/// an escape, which `segment` then checks).
#[inline(always)]
fn starts_segment<'a, I: Src<'a>>(i: I) -> bool {
    peek(i).is_some_and(|b| b == b'%' || XPALPHA.has(b))
}

/// ```bnf
///      segment                xpalphas
/// ```
pub(crate) fn segment<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    xpalphas(i).map_err(|e| rename(e, "segment"))
}

/// ```bnf
///      search                 xalphas [ + search ]
/// ```
///
/// Right recursion, written as a loop over `"+" xalphas`. In this section
/// `+` is itself a `safe` character, so `xalphas` already takes every `+`
/// and the language is `1*xalpha` (`grammar/ERRATA.md`); the loop is kept
/// as the rule reads.
pub(crate) fn search<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    let (mut r, _) = xalphas(i).map_err(|e| rename(e, "search"))?;
    while peek(r) == Some(b'+') && run_len(&r.bytes()[1..], &XALPHA) > 0 {
        r = xalphas(split(r, 1).0)?.0;
    }
    Ok((r, consumed(i, r)))
}

/// A failure of an inner repetition reported under the enclosing rule's
/// name, so the error says `segment` rather than `xpalphas`.
#[cold]
fn rename(
    e: nom::Err<crate::error::Fail>,
    production: &'static str,
) -> nom::Err<crate::error::Fail> {
    e.map(|mut f| {
        if matches!(f.production, "xalphas" | "xpalphas") {
            f.production = production;
        }
        f
    })
}

/// What may follow a `path` that ended at `r`: more path, a `/`, or what the
/// caller adds.
pub(crate) fn after_path(expected: Expected) -> Expected {
    Expected::XPALPHA.with(Expected::SLASH).with(expected)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths() {
        for (input, rest) in [
            ("", ""),
            ("a", ""),
            ("a/b/c", ""),
            ("a/", ""),
            ("a+b/%41/", ""),
            ("/a", "/a"),
            ("a//b", "/b"),
            ("a?q", "?q"),
            ("a;type=I", ";type=I"),
        ] {
            let (r, p) = path(input).unwrap();
            assert_eq!(r, rest, "{input:?}");
            assert_eq!(p.len() + r.len(), input.len());
        }
        assert!(matches!(path("a/%zz"), Err(nom::Err::Failure(_))));
    }

    #[test]
    fn searches() {
        assert_eq!(search("a+b+c#f"), Ok(("#f", "a+b+c")));
        assert_eq!(search("+a++"), Ok(("", "+a++")));
        assert!(search("").is_err());
        assert!(search("/").is_err());
    }
}
