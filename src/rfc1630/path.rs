//! RFC 1630, "BNF for specific URL schemes": `path`, `segment` and `search`,
//! shared by the scheme productions.

use std::fmt;

use crate::core::failure::Expected;
use crate::core::input::{
    PResult, Src, bad_escape, consumed, escaped_run_cut, peek, renamed, run_len, split,
};
use crate::core::located::Loc;
use crate::core::table::Table;
use crate::core::tree::Tree;
use crate::rfc1630::chars::{XALPHA, XPALPHA, void, xalphas, xpalphas};

/// ```bnf
///      path                   void |  segment  [  / path ]
/// ```
///
/// Right recursion. A `segment` is never empty, so the language is
/// `void | segment *( "/" segment ) [ "/" ]`: no leading `/`, no `//`, at
/// most one trailing `/` (the "void segment" of the trailing-slash note).
/// The path stops before a leading `/`, and after the first `/` of a `//`
/// (after `a/` the rest is `void`).
#[inline(always)]
pub(crate) fn path<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    // One scan over segment characters and `/`, not one per segment (each
    // scan has a cost of its own to start and to end), which ends where the
    // rule stops: before a leading `/`, after the first `/` of a `//`.
    const SEGMENT_OR_SLASH: Table = XPALPHA.or(Table::of(b"/"));
    let b = i.bytes();
    if b.first() == Some(&b'/') {
        let (r, _) = void(i)?;
        return Ok((r, consumed(i, r)));
    }
    // A bad escape after a `//` lies beyond the path's end.
    let n = match escaped_run_cut(b, &SEGMENT_OR_SLASH) {
        Ok(n) => n,
        Err(n) => return Err(nom::Err::Failure(bad_escape(i, n, "segment"))),
    };
    Ok(split(i, n))
}

/// ```bnf
///      segment                xpalphas
/// ```
#[allow(dead_code)] // `path` scans segments and slashes at once; kept as the rule's transcription
pub(crate) fn segment<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    xpalphas(i).map_err(|e| renamed(e, &["xalphas", "xpalphas"], "segment"))
}

/// ```bnf
///      search                 xalphas [ + search ]
/// ```
///
/// Right recursion, written as a loop over `"+" xalphas`. In this section
/// `+` is itself a `safe` character, so `xalphas` already takes every `+`
/// and the language is `1*xalpha` (`grammar/ERRATA.md`); the loop is kept
/// as the rule reads.
#[inline(always)]
pub(crate) fn search<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    let (mut r, _) = xalphas(i).map_err(|e| renamed(e, &["xalphas", "xpalphas"], "search"))?;
    while peek(r) == Some(b'+') && run_len(&r.bytes()[1..], &XALPHA) > 0 {
        r = xalphas(split(r, 1).0)?.0;
    }
    Ok((r, consumed(i, r)))
}

/// What may follow a `path` that ended at `r`: more path, a `/`, or what the
/// caller adds.
pub(crate) fn after_path(expected: Expected) -> Expected {
    Expected::XPALPHA.with(Expected::SLASH).with(expected)
}

/// Writes a `path` node with its non-void `segment`s.
pub(crate) fn write_path(t: &mut Tree<'_, '_>, name: &str, path: Loc<'_>) -> fmt::Result {
    if path.as_str().is_empty() {
        return t.leaf_note(name, path, "void");
    }
    t.node(name, path, |t| {
        for s in crate::core::segments::Segments::new(Some(path)) {
            if !s.is_empty() {
                t.leaf("segment", s)?;
            }
        }
        Ok(())
    })
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
        assert_eq!(path("a//%zz"), Ok(("/%zz", "a/")));
    }

    #[test]
    fn searches() {
        assert_eq!(search("a+b+c#f"), Ok(("#f", "a+b+c")));
        assert_eq!(search("+a++"), Ok(("", "+a++")));
        assert!(search("").is_err());
        assert!(search("/").is_err());
    }
}
