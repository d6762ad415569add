//! RFC 1630, "BNF for specific URL schemes": the character classes and the
//! repetitions built on them (`xalphas`, `xpalphas`, `ialpha`, `digits`,
//! `alphanums`, `alphanum2`), in the order of `grammar/rfc1630.bnf`.
//!
//! These are the specific section's own definitions: its `safe` has `+`
//! (and `-` twice), unlike the generic section's (`generic.rs`). Each class
//! is a [`Table`] built from the literal characters of its rule. The
//! right-recursive rules (`xalphas = xalpha [ xalphas ]`, ...) are one table
//! scan each: a loop, never recursion, so their length is bounded only by
//! the input.

use crate::core::failure::{Expected, Fail, Kind, utf8_width};
use crate::core::input::{PResult, Src, consumed, fail, one, peek, split, take_escaped, take_run};
use crate::core::table::Table;

/// `alpha`: `a`-`z`, `A`-`Z`.
pub(crate) const ALPHA: Table = Table::range(b'a', b'z').or(Table::range(b'A', b'Z'));
/// ```bnf
///      digit                  0 |1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9
/// ```
///
/// `digit`: `0`-`9`.
pub(crate) const DIGIT: Table = Table::range(b'0', b'9');
/// ```bnf
///      safe                   $ | - | _ | @ | . | &  | + | -
/// ```
///
/// `-` is listed twice, which changes nothing; `+` is listed here but not
/// in the generic section's `safe` (`grammar/ERRATA.md`).
///
/// `safe = $ | - | _ | @ | . | & | + | -` (`-` is listed twice; see
/// `grammar/ERRATA.md`).
pub(crate) const SAFE: Table = Table::of(b"$-_@.&+-");
/// ```bnf
///      extra                  ! | * |  " |  ' | ( | )  | ,
/// ```
///
/// `extra = ! | * | " | ' | ( | ) | ,`.
pub(crate) const EXTRA: Table = Table::of(b"!*\"'(),");
/// ```bnf
///      reserved               =  |  ;  |  /  |  #  | ? |  : | space
/// ```
///
/// No production uses `reserved`; each of these characters appears only as
/// a literal of some rule (`space` in none, so a space is never valid).
///
/// `reserved = = | ; | / | # | ? | : | space`.
pub(crate) const RESERVED: Table = Table::of(b"=;/#?: ");
/// ```bnf
///      hex                    digit | a | b | c | d | e | f | A | B | C |
///                             D | E | F
/// ```
///
/// `hex = digit | a | ... | f | A | ... | F`.
pub(crate) const HEX: Table = DIGIT
    .or(Table::range(b'a', b'f'))
    .or(Table::range(b'A', b'F'));
/// ```bnf
///      national               { | } | vline | [ | ] | \ | ^ | ~
/// ```
///
/// No production uses `national`: these characters may not appear in a URL.
///
/// `national = { | } | vline | [ | ] | \ | ^ | ~`.
pub(crate) const NATIONAL: Table = Table::of(b"{}|[]\\^~");
/// ```bnf
///      punctuation            < | >
/// ```
///
/// No production uses `punctuation`: these characters may not appear in a
/// URL.
///
/// `punctuation = < | >`.
pub(crate) const PUNCTUATION: Table = Table::of(b"<>");
/// `xalpha = alpha | digit | safe | extra | escape`, without the escape
/// (the scanners handle `%`).
pub(crate) const XALPHA: Table = ALPHA.or(DIGIT).or(SAFE).or(EXTRA);
/// ```bnf
///      xpalpha                xalpha | +
/// ```
///
/// `xpalpha = xalpha | +`, without the escape.
pub(crate) const XPALPHA: Table = XALPHA.or(Table::of(b"+"));
/// ```bnf
///      alphanum               alpha | digit
/// ```
///
/// `alphanum = alpha | digit`.
pub(crate) const ALPHANUM: Table = ALPHA.or(DIGIT);
/// `alphanum2 = alpha | digit | - | _ | . | +`.
/// The characters whose escapes the normal form decodes: letters, digits
/// and the `safe` characters that are not also reserved by another
/// reading (`grammar/ERRATA.md`, and `equivalent`'s documentation).
pub(crate) const DECODED: Table = ALPHANUM.or(Table::of(b"$-_&'"));
/// ```bnf
///      alphanum2              alpha | digit | - | _ | . | +
/// ```
pub(crate) const ALPHANUM2: Table = ALPHA.or(DIGIT).or(Table::of(b"-_.+"));

/// `1*[ table | escape ]`: a non-empty run, else a failure at `i`.
#[inline(always)]
pub(crate) fn run1<'a, I: Src<'a>>(
    i: I,
    table: &Table,
    production: &'static str,
    expected: Expected,
) -> PResult<I, I> {
    let (r, run) = take_escaped(i, table, production)?;
    if run.input_len() == 0 {
        return Err(fail(i, production, expected));
    }
    Ok((r, run))
}

/// ```bnf
///      xalpha                 alpha | digit | safe | extra | escape
/// ```
pub(crate) fn xalpha<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    if i.bytes().first() == Some(&b'%') {
        escape(i)
    } else {
        one(i, &XALPHA, "xalpha", Expected::XALPHA)
    }
}

/// ```bnf
///      xalphas                xalpha [ xalphas ]
/// ```
///
/// Right recursion, `≡ 1*xalpha`: one table scan (a loop), not recursion.
pub(crate) fn xalphas<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    run1(i, &XALPHA, "xalphas", Expected::XALPHA)
}

/// ```bnf
///      xpalphas               xpalpha [ xpalphas ]
/// ```
///
/// Right recursion, `≡ 1*xpalpha`: one table scan (a loop).
#[allow(dead_code)] // `path` scans its own table; kept as the rule's transcription
pub(crate) fn xpalphas<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    run1(i, &XPALPHA, "xpalphas", Expected::XPALPHA)
}

/// ```bnf
///      ialpha                 alpha [ xalphas ]
/// ```
///
/// `≡ alpha *xalpha`.
#[inline(always)]
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
///      escape                 % hex hex
/// ```
pub(crate) fn escape<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    crate::core::input::escape(i)
}

/// ```bnf
///      digits                 digit [ digits ]
/// ```
///
/// Right recursion, `≡ 1*digit`: one table scan.
pub(crate) fn digits<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    let (r, run) = take_run(i, &DIGIT);
    if run.input_len() == 0 {
        return Err(fail(i, "digits", Expected::DIGIT));
    }
    Ok((r, run))
}

/// ```bnf
///      alphanums              alphanum [ alphanums ]
/// ```
///
/// Right recursion, `≡ 1*alphanum`: one table scan.
pub(crate) fn alphanums<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    let (r, run) = take_run(i, &ALPHANUM);
    if run.input_len() == 0 {
        return Err(fail(i, "alphanums", Expected::ALPHADIGIT));
    }
    Ok((r, run))
}

/// ```bnf
///      void
/// ```
///
/// The empty string: always matches, consumes nothing.
pub(crate) fn void<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    Ok(split(i, 0))
}

/// Every byte some RFC 1630 production derives: the `xpalpha`s of either
/// section (the specific one's include the generic one's), the `%` of
/// `escape`, and the literals `= ; / # ? :`. Not `space`: no production
/// derives it, although `reserved` lists it (`grammar/ERRATA.md`).
pub(crate) const CHARS: Table = XPALPHA.or(Table::of(b"%=;/#?:"));

/// Succeeds at the end of a scheme production: the end of the input or the
/// `#` of a fragment. Otherwise fails at `r` with `expected`.
#[inline(always)]
pub(crate) fn done<'a, I: Src<'a>>(
    r: I,
    production: &'static str,
    expected: Expected,
) -> Result<(), nom::Err<Fail>> {
    match peek(r) {
        None | Some(b'#') => Ok(()),
        // Built here, not by the cold `fail`: a URL of RFC 1738 often
        // ends here in a character RFC 1630 does not take (`=`, `;`, `:`),
        // and the failure returned from a call is read back through memory.
        Some(b) => Err(nom::Err::Failure(Fail::new(
            r.input_len(),
            utf8_width(b),
            production,
            Kind::UnexpectedChar,
            expected.with(Expected::HASH).with(Expected::END),
        ))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each character class holds exactly the characters its rule lists.
    #[test]
    fn classes_match_their_rules() {
        let letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
        let cases: &[(Table, String)] = &[
            (ALPHA, letters.to_string()),
            (DIGIT, "0123456789".to_string()),
            (SAFE, "$-_@.&+".to_string()),
            (EXTRA, "!*\"'(),".to_string()),
            (RESERVED, "=;/#?: ".to_string()),
            (HEX, "0123456789abcdefABCDEF".to_string()),
            (NATIONAL, "{}|[]\\^~".to_string()),
            (PUNCTUATION, "<>".to_string()),
            (ALPHANUM, format!("{letters}0123456789")),
            (ALPHANUM2, format!("{letters}0123456789-_.+")),
            (XALPHA, format!("{letters}0123456789$-_@.&+!*\"'(),")),
            (XPALPHA, format!("{letters}0123456789$-_@.&+!*\"'(),")),
        ];
        crate::core::table::assert_members(cases);
    }

    #[test]
    fn repetitions() {
        assert_eq!(xalphas("a%41@\"+b/c"), Ok(("/c", "a%41@\"+b")));
        assert!(xalphas("/").is_err());
        assert!(matches!(xalphas("a%4g"), Err(nom::Err::Failure(_))));
        assert_eq!(ialpha("a.b-c:"), Ok((":", "a.b-c")));
        assert!(ialpha("1a").is_err());
        assert_eq!(digits("12a"), Ok(("a", "12")));
        assert_eq!(alphanums("ab1-"), Ok(("-", "ab1")));
        assert!(alphanums("-").is_err());
        assert_eq!(void("x"), Ok(("x", "")));
        assert_eq!(escape("%2d"), Ok(("", "%2d")));
        assert!(escape("x").is_err());
    }
}
