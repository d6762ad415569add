//! RFC 1738 §5, "Miscellaneous definitions": the character classes.
//!
//! Each class is a [`Table`] built from the literal characters of its rule,
//! and each rule also has its one-character production (used by the tests
//! and by the few places that match a single class character). Scanning
//! productions never call these functions in a loop; they scan a table.

use crate::core::failure::Expected;
use crate::core::input::{PResult, Src, fail, one};
use crate::core::table::Table;

/// ```bnf
/// lowalpha       = "a" | "b" | "c" | "d" | "e" | "f" | "g" | "h" |
///                  "i" | "j" | "k" | "l" | "m" | "n" | "o" | "p" |
///                  "q" | "r" | "s" | "t" | "u" | "v" | "w" | "x" |
///                  "y" | "z"
/// ```
///
/// `lowalpha`: `a`-`z`.
pub(crate) const LOWALPHA: Table = Table::range(b'a', b'z');
/// ```bnf
/// hialpha        = "A" | "B" | "C" | "D" | "E" | "F" | "G" | "H" | "I" |
///                  "J" | "K" | "L" | "M" | "N" | "O" | "P" | "Q" | "R" |
///                  "S" | "T" | "U" | "V" | "W" | "X" | "Y" | "Z"
/// ```
///
/// `hialpha`: `A`-`Z`.
pub(crate) const HIALPHA: Table = Table::range(b'A', b'Z');
/// `alpha = lowalpha | hialpha`.
pub(crate) const ALPHA: Table = LOWALPHA.or(HIALPHA);
/// ```bnf
/// digit          = "0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" |
///                  "8" | "9"
/// ```
///
/// `digit`: `0`-`9`.
pub(crate) const DIGIT: Table = Table::range(b'0', b'9');
/// ```bnf
/// safe           = "$" | "-" | "_" | "." | "+"
/// ```
///
/// `safe = "$" | "-" | "_" | "." | "+"`.
pub(crate) const SAFE: Table = Table::of(b"$-_.+");
/// ```bnf
/// extra          = "!" | "*" | "'" | "(" | ")" | ","
/// ```
///
/// `extra = "!" | "*" | "'" | "(" | ")" | ","`.
pub(crate) const EXTRA: Table = Table::of(b"!*'(),");
/// ```bnf
/// national       = "{" | "}" | "|" | "\" | "^" | "~" | "[" | "]" | "`"
/// ```
///
/// No production uses `national`: these characters may not appear in a URL.
///
/// `national = "{" | "}" | "|" | "\" | "^" | "~" | "[" | "]" | "`"`: the
/// reports name it for a character of the class (`wording.rs`).
pub(crate) const NATIONAL: Table = Table::of(b"{}|\\^~[]`");
/// ```bnf
/// punctuation    = "<" | ">" | "#" | "%" | <">
/// ```
///
/// No production uses `punctuation`: these characters may not appear in a
/// URL (`%` only as the start of an `escape`).
///
/// `punctuation = "<" | ">" | "#" | "%" | <">`: the reports name it for a
/// character of the class (`wording.rs`).
pub(crate) const PUNCTUATION: Table = Table::of(b"<>#%\"");
/// ```bnf
/// reserved       = ";" | "/" | "?" | ":" | "@" | "&" | "="
/// ```
///
/// `reserved = ";" | "/" | "?" | ":" | "@" | "&" | "="`.
pub(crate) const RESERVED: Table = Table::of(b";/?:@&=");
/// ```bnf
/// hex            = digit | "A" | "B" | "C" | "D" | "E" | "F" |
///                  "a" | "b" | "c" | "d" | "e" | "f"
/// ```
///
/// `hex = digit | "A" | ... | "F" | "a" | ... | "f"`.
#[allow(dead_code)] // the rule's transcription; escapes are read by `is_escape`
pub(crate) const HEX: Table = DIGIT
    .or(Table::range(b'A', b'F'))
    .or(Table::range(b'a', b'f'));
/// ```bnf
/// unreserved     = alpha | digit | safe | extra
/// ```
///
/// `unreserved = alpha | digit | safe | extra`.
pub(crate) const UNRESERVED: Table = ALPHA.or(DIGIT).or(SAFE).or(EXTRA);
/// ```bnf
/// uchar          = unreserved | escape
/// ```
///
/// `uchar = unreserved | escape`, without the escape (scanners handle `%`).
pub(crate) const UCHAR: Table = UNRESERVED;
/// `xchar = unreserved | reserved | escape`, without the escape.
pub(crate) const XCHAR: Table = UNRESERVED.or(RESERVED);
/// `alphadigit = alpha | digit`.
pub(crate) const ALPHADIGIT: Table = ALPHA.or(DIGIT);
/// Every byte that some RFC 1738 production can derive: `xchar` plus the `%`
/// of `escape`. Used to tell "not allowed here" from "never allowed".
pub(crate) const CHARS: Table = XCHAR.or(Table::of(b"%"));

/// ```bnf
/// alpha          = lowalpha | hialpha
/// ```
pub(crate) fn alpha<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    one(i, &ALPHA, "alpha", Expected::LETTER)
}

/// ```bnf
/// escape         = "%" hex hex
/// ```
pub(crate) fn escape<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    crate::core::input::escape(i)
}

/// ```bnf
/// xchar          = unreserved | reserved | escape
/// ```
pub(crate) fn xchar<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    if i.bytes().first() == Some(&b'%') {
        escape(i)
    } else {
        one(i, &XCHAR, "xchar", Expected::XCHAR)
    }
}

/// ```bnf
/// digits         = 1*digit
/// ```
///
/// `1*digit`: scanned as one run of the `digit` table.
#[inline]
pub(crate) fn digits<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    let (rest, run) = crate::core::input::take_run(i, &DIGIT);
    if run.input_len() == 0 {
        return Err(fail(i, "digits", Expected::DIGIT));
    }
    Ok((rest, run))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each character class holds exactly the characters its rule lists.
    #[test]
    fn classes_match_their_rules() {
        let cases: &[(Table, &str)] = &[
            (LOWALPHA, "abcdefghijklmnopqrstuvwxyz"),
            (HIALPHA, "ABCDEFGHIJKLMNOPQRSTUVWXYZ"),
            (
                ALPHA,
                "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
            ),
            (DIGIT, "0123456789"),
            (SAFE, "$-_.+"),
            (EXTRA, "!*'(),"),
            (NATIONAL, "{}|\\^~[]`"),
            (PUNCTUATION, "<>#%\""),
            (RESERVED, ";/?:@&="),
            (HEX, "0123456789ABCDEFabcdef"),
            (
                UNRESERVED,
                "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789$-_.+!*'(),",
            ),
        ];
        crate::core::table::assert_members(cases);
    }

    #[test]
    fn escapes() {
        assert_eq!(escape("%2Fx"), Ok(("x", "%2F")));
        assert!(matches!(escape("%2"), Err(nom::Err::Failure(_))));
        assert!(matches!(escape("%as"), Err(nom::Err::Failure(_))));
        assert_eq!(xchar(";"), Ok(("", ";")));
        assert!(xchar("#").is_err());
        assert_eq!(digits("0042x"), Ok(("x", "0042")));
        assert!(digits("x").is_err());
    }

    #[test]
    fn universe() {
        for c in ['a', 'Z', '0', '%', ';', '$', '\''] {
            assert!(c.is_ascii() && CHARS.has(c as u8), "{c}");
        }
        for c in [' ', '#', '<', '"', '{', '~', '\t', 'é', '\u{212A}'] {
            assert!(!(c.is_ascii() && CHARS.has(c as u8)), "{c}");
        }
    }
}
