//! RFC 1630, "BNF of Generic URI Syntax": `fragmentaddress`, `uri` and the
//! generic section's own character classes, in the order of
//! `grammar/rfc1630.bnf`.
//!
//! This section serves URIs whose scheme has no production in the specific
//! section (`magic:`, `urn:`, `file:`, `x-...:`). Its classes differ from the
//! specific section's: `safe` has no `+`, so `+` is only an `xpalpha` (in a
//! path) or the separator of `search` words. Two readings of the printed
//! rules are decided in `grammar/ERRATA.md`: `xpalphas xpalpha [ xpalpha ]`
//! is read as `xpalpha [ xpalphas ]`, and a path may have void segments
//! (`magic://a/b/c//d/e/f`, the RFC's own example).

use std::fmt;

use crate::core::failure::Expected;
use crate::core::input::{PResult, Src, byte, consumed, fail, one, peek, split, take_escaped};
use crate::core::input::{Tagged, renamed, within};
use crate::core::located::Loc;
use crate::core::table::Table;
use crate::core::tree::Tree;
use crate::rfc1630::chars::{ALPHA, DIGIT, EXTRA, HEX, NATIONAL, PUNCTUATION, RESERVED};

/// ```bnf
///      safe                   $ | - | _ | @ | . | &
/// ```
///
/// `safe = $ | - | _ | @ | . | &` (the generic section's: no `+`).
pub(crate) const SAFE: Table = Table::of(b"$-_@.&");
/// ```bnf
///      xalpha                 alpha | digit | safe | extra | escape
/// ```
///
/// `xalpha = alpha | digit | safe | extra | escape`, without the escape.
pub(crate) const XALPHA: Table = ALPHA.or(DIGIT).or(SAFE).or(EXTRA);
/// ```bnf
///      xpalpha                xalpha | +
/// ```
///
/// `xpalpha = xalpha | +`, without the escape.
pub(crate) const XPALPHA: Table = XALPHA.or(Table::of(b"+"));

/// A generic `uri`: the fallback for schemes that have no production of
/// their own in RFC 1630.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Uri<S> {
    pub(crate) source: S,
    pub(crate) scheme: S,
    pub(crate) path: S,
    pub(crate) search: Option<S>,
}

impl<S> Uri<S> {
    /// The same parse result over another span type.
    #[inline(always)]
    pub(crate) fn map_spans<T>(self, f: &impl Fn(S) -> T) -> Uri<T> {
        Uri {
            source: f(self.source),
            scheme: f(self.scheme),
            path: f(self.path),
            search: self.search.map(f),
        }
    }
}

impl Uri<Loc<'_>> {
    pub(crate) fn write_tree(&self, t: &mut Tree<'_, '_>) -> fmt::Result {
        t.node("uri", self.source, |t| {
            t.leaf("scheme", self.scheme)?;
            t.leaf("path", self.path)?;
            t.opt("search", self.search)
        })
    }
}

/// ```bnf
///      fragmentaddress        uri [ # fragmentid ]
/// ```
///
/// Returns the `uri` and the `fragmentid` after `#`, if any. A `#` with a
/// void fragment-id is accepted (the prose: "A void fragment-id with or
/// without the hash sign"; `grammar/ERRATA.md`).
#[inline(always)]
pub(crate) fn fragmentaddress<'a, I: Src<'a>>(i: I) -> PResult<I, (Uri<I>, Option<I>)> {
    let (r, u) = uri(i)?;
    if peek(r) != Some(b'#') {
        return Ok((r, (u, None)));
    }
    let r = split(r, 1).0;
    if r.input_len() == 0 {
        return Ok((r, (u, Some(r))));
    }
    let (r, f) = fragmentid(r).tagged(r, within(r, "fragmentid"))?;
    Ok((r, (u, Some(f))))
}

/// ```bnf
///      uri                    scheme :  path [ ? search ]
/// ```
#[inline(always)]
pub(crate) fn uri<'a, I: Src<'a>>(i: I) -> PResult<I, Uri<I>> {
    let (r, s) = scheme(i).tagged(i, within(i, "scheme"))?;
    if r.input_len() == 0 {
        return Err(crate::core::input::fail_span(
            r,
            0,
            crate::core::failure::Kind::MissingScheme,
            "scheme",
            Expected::XALPHA.with(Expected::COLON),
        ));
    }
    let (r, _) = byte(r, b':', "uri", Expected::XALPHA.with(Expected::COLON))?;
    let (r, p) = path(r).tagged(r, within(r, "path"))?;
    let (r, q) = if peek(r) == Some(b'?') {
        let start = split(r, 1).0;
        let (r, q) = search(start).tagged(start, within(start, "search"))?;
        (r, Some(q))
    } else {
        (r, None)
    };
    Ok((
        r,
        Uri {
            source: consumed(i, r),
            scheme: s,
            path: p,
            search: q,
        },
    ))
}

/// ```bnf
///      scheme                 ialpha
/// ```
pub(crate) fn scheme<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    ialpha(i).map_err(|e| renamed(e, &["alpha"], "scheme"))
}

/// ```bnf
///      path                   void |  xpalphas  [  / path ]
/// ```
///
/// Read with two decisions of `grammar/ERRATA.md`: `xpalphas` is one or
/// more `xpalpha` (the printed `xpalpha [ xpalpha ]` is a typo), and a
/// segment may be void, so the path may start with `/` and contain `//`
/// (the RFC's own `magic://a/b/c//d/e/f`, `urn:/iana/...` and
/// `fxqn:/us/va/...`). The language is `*( xpalpha | "/" )`: one scan of
/// a table with `/`, not a loop over segments.
pub(crate) fn path<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    const XPALPHA_OR_SLASH: Table = XPALPHA.or(Table::of(b"/"));
    take_escaped(i, &XPALPHA_OR_SLASH, "path")
}

/// ```bnf
///      search                 xalphas [ + search ]
/// ```
///
/// Right recursion, written as a loop over `"+" xalphas`. Here `+` is not an
/// `xalpha`, so the words are non-empty and separated by single `+`s:
/// `a+b` is a search, `a++b`, `+a` and `a+` are not.
pub(crate) fn search<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    let (mut r, _) = xalphas(i).map_err(|e| renamed(e, &["xalphas"], "search"))?;
    while peek(r) == Some(b'+') {
        r = xalphas(split(r, 1).0)
            .map_err(|e| renamed(e, &["xalphas"], "search"))?
            .0;
    }
    Ok((r, consumed(i, r)))
}

/// ```bnf
///      fragmentid             xalphas
/// ```
pub(crate) fn fragmentid<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    xalphas(i).map_err(|e| renamed(e, &["xalphas"], "fragmentid"))
}

/// ```bnf
///      xalphas                xalpha [ xalphas ]
/// ```
///
/// Right recursion, `≡ 1*xalpha`: one table scan (a loop).
pub(crate) fn xalphas<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    let (r, run) = take_escaped(i, &XALPHA, "xalphas")?;
    if run.input_len() == 0 {
        return Err(fail(i, "xalphas", Expected::XALPHA));
    }
    Ok((r, run))
}

/// ```bnf
///      xpalphas               xpalpha [ xpalpha ]
/// ```
///
/// As printed, one or two `xpalpha`s, which would limit every path segment
/// to two characters; read as `xpalpha [ xpalphas ]`, the specific section's
/// rule (`grammar/ERRATA.md`): `≡ 1*xpalpha`, one table scan.
#[allow(dead_code)] // `path` scans the table; kept as the rule's transcription
pub(crate) fn xpalphas<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    let (r, run) = take_escaped(i, &XPALPHA, "xpalphas")?;
    if run.input_len() == 0 {
        return Err(fail(i, "xpalphas", Expected::XPALPHA));
    }
    Ok((r, run))
}

/// ```bnf
///      ialpha                 alpha [ xalphas ]
/// ```
///
/// `≡ alpha *xalpha`.
pub(crate) fn ialpha<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    let (r, _) = alpha(i)?;
    let (r, _) = take_escaped(r, &XALPHA, "xalphas")?;
    Ok((r, consumed(i, r)))
}

/// ```bnf
///      alpha                  a | b | c | d | e | f | g | h | i | j | k |
///                             l | m | n | o  | p | q | r | s | t | u | v |
///                             w | x | y | z | A | B | C  | D | E | F | G |
///                             H | I | J | K | L | M | N | O | P |  Q | R |
///                             S | T | U | V | W | X | Y | Z
/// ```
pub(crate) fn alpha<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    one(i, &ALPHA, "alpha", Expected::LETTER)
}

/// ```bnf
///      digit                  0 |1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9
/// ```
#[allow(dead_code)] // the table is what productions use; kept as the rule's transcription
pub(crate) fn digit<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    one(i, &DIGIT, "digit", Expected::DIGIT)
}

/// ```bnf
///      extra                  ! | * | " |  ' | ( | ) | ,
/// ```
#[allow(dead_code)] // the table is what productions use; kept as the rule's transcription
pub(crate) fn extra<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    one(i, &EXTRA, "extra", Expected::XALPHA)
}

/// ```bnf
///      reserved               = | ; | / | # | ? | : | space
/// ```
///
/// No production uses `reserved`; `space` appears in no production at all,
/// so a space is never valid (`grammar/ERRATA.md`).
#[allow(dead_code)] // listed for the universe of the dialect (`mod.rs`)
pub(crate) fn reserved<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    one(i, &RESERVED, "reserved", Expected::NONE)
}

/// ```bnf
///      escape                 % hex hex
/// ```
#[allow(dead_code)] // the rule's transcription; the scans read escapes with `is_escape`
pub(crate) fn escape<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    crate::core::input::escape(i)
}

/// ```bnf
///      hex                    digit | a | b | c | d | e | f | A | B | C |
///                             D | E | F
/// ```
#[allow(dead_code)] // `escape` checks hex digits through the shared scanner
pub(crate) fn hex<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    one(i, &HEX, "hex", Expected::HEX)
}

/// ```bnf
///      national               { | } | vline | [ | ] | \ | ^ | ~
/// ```
///
/// "The "national" and "punctuation" characters do not appear in any
/// productions and therefore may not appear in URIs."
#[allow(dead_code)] // the table documents what is outside the grammar
pub(crate) fn national<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    one(i, &NATIONAL, "national", Expected::NONE)
}

/// ```bnf
///      punctuation            < | >
/// ```
#[allow(dead_code)] // the table documents what is outside the grammar
pub(crate) fn punctuation<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    one(i, &PUNCTUATION, "punctuation", Expected::NONE)
}

/// ```bnf
///      void
/// ```
///
/// The empty string.
#[allow(dead_code)] // `path`'s loop accepts the void path directly
pub(crate) fn void<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    Ok(split(i, 0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classes() {
        for b in 0u8..=255 {
            assert_eq!(SAFE.has(b), b"$-_@.&".contains(&b), "{b:#04x}");
            assert_eq!(EXTRA.has(b), b"!*\"'(),".contains(&b), "{b:#04x}");
            assert_eq!(XPALPHA.has(b), XALPHA.has(b) || b == b'+', "{b:#04x}");
        }
        assert!(!XALPHA.has(b'+') && XPALPHA.has(b'+'));
        assert_eq!(xpalphas("abc/"), Ok(("/", "abc")));
        assert_eq!(crate::core::input::run_len(b"a+b", &XALPHA), 1);
    }

    #[test]
    fn uris() {
        let (r, (u, f)) = fragmentaddress("magic://a/b/c//d/e/f?x+y#z").unwrap();
        assert_eq!(
            (r, u.scheme, u.path, u.search, f),
            ("", "magic", "//a/b/c//d/e/f", Some("x+y"), Some("z"))
        );
        let (_, (_, f)) = fragmentaddress("x:#").unwrap();
        assert_eq!(f, Some(""));
        assert_eq!(fragmentaddress("x:a:b").unwrap().0, ":b");
        for bad in ["x:a?b++c", "x:a?", "x:a?+b", "x:a#b+c"] {
            let e = fragmentaddress(bad).map(|(r, _)| r);
            assert!(e.is_err() || e == Ok("+c"), "{bad}: {e:?}");
        }
        assert!(search("a+").is_err());
        assert!(uri("1x:a").is_err());
    }
}
