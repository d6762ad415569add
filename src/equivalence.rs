//! Encoding-level equivalence (RFC 1630 "Encoding reserved characters",
//! Examples 1-3): two URLs are the same when they are equal after bringing
//! them "to the same encoding level", that is after decoding every escape of
//! a character that is not reserved.

use crate::{ArgumentError, Grammar, validate};

/// Whether `a` and `b` are the same URL at the encoding level, for
/// `grammar`. Both must be valid (else the error of the first invalid one).
///
/// RFC 1630: "Before two URIs can be compared, it is therefore necessary to
/// bring them to the same encoding level. However, the reserved characters
/// ... may NEVER be encoded and unencoded in this way." So an escape is
/// decoded unless it encodes a reserved character, and the remaining
/// escapes compare with either case of hex digits. The reserved characters
/// (never decoded) are, for [`Grammar::Rfc1630`], its `reserved` rule
/// (`= ; / # ? :` and space) plus the characters its "Reserved characters"
/// section gives a meaning: `%`, `+` (a space in a query), `*` and `!`, and
/// `.` (`.` and `..` path elements); for [`Grammar::Rfc1738`], section
/// 2.2's `; / ? : @ = &` plus `%`. The ASCII letters of the scheme name
/// (and of a `url:` prefix) compare case-insensitively; nothing else is
/// case-folded. Allocates nothing.
///
/// ```
/// use urlbnf::{equivalent, Grammar};
/// let a = "http://info.cern.ch/albert/bertram/marie-claude";
/// // Example 1: `%2D` encodes a hyphen.
/// assert!(equivalent(a, "http://info.cern.ch/albert/bertram/marie%2Dclaude", Grammar::Rfc1630)?);
/// // Example 2: an encoded slash has no hierarchical significance.
/// assert!(!equivalent(a, "http://info.cern.ch/albert/bertram%2Fmarie-claude", Grammar::Rfc1630)?);
/// // Example 3: `%as` is not an escape.
/// let e = equivalent(a, "news:12345667123%asdghfh@info.cern.ch", Grammar::Rfc1630).unwrap_err();
/// assert_eq!(e.argument(), "b");
/// assert_eq!((e.error().offset(), e.error().len()), (16, 3));
/// # Ok::<(), urlbnf::ArgumentError>(())
/// ```
pub fn equivalent<'a>(a: &'a str, b: &'a str, grammar: Grammar) -> Result<bool, ArgumentError<'a>> {
    validate(a, grammar).map_err(|e| ArgumentError::new("a", e))?;
    validate(b, grammar).map_err(|e| ArgumentError::new("b", e))?;
    Ok(Units::new(a, grammar).eq(Units::new(b, grammar)))
}

/// The characters whose escapes are never decoded.
fn kept(grammar: Grammar, b: u8) -> bool {
    match grammar {
        Grammar::Rfc1738 => b";/?:@&=%".contains(&b),
        Grammar::Rfc1630 => b"=;/#?: %+*!.".contains(&b),
    }
}

/// The comparison units of a valid URL: a literal character or a decoded
/// escape is its byte value; an escape that stays encoded is `256 + value`.
struct Units<'a> {
    bytes: &'a [u8],
    at: usize,
    scheme_end: usize,
    grammar: Grammar,
}

impl<'a> Units<'a> {
    fn new(s: &'a str, grammar: Grammar) -> Self {
        let first = s.find(':').unwrap_or(0);
        let prefixed = grammar == Grammar::Rfc1630 && s[..first].eq_ignore_ascii_case("url");
        let scheme_end = if prefixed {
            s[first + 1..].find(':').map_or(first, |k| first + 1 + k)
        } else {
            first
        };
        Units {
            bytes: s.as_bytes(),
            at: 0,
            scheme_end,
            grammar,
        }
    }
}

impl Iterator for Units<'_> {
    type Item = u16;

    fn next(&mut self) -> Option<u16> {
        let b = *self.bytes.get(self.at)?;
        let in_scheme = self.at < self.scheme_end;
        // A valid URL has a `%` only at the start of an escape.
        let (value, encoded) = match (b, self.bytes.get(self.at + 1), self.bytes.get(self.at + 2)) {
            (b'%', Some(&hi), Some(&lo)) => {
                let v = crate::input::hex_value(hi) * 16 + crate::input::hex_value(lo);
                self.at += 3;
                (v, kept(self.grammar, v))
            }
            _ => {
                self.at += 1;
                (b, false)
            }
        };
        let value = if in_scheme {
            value.to_ascii_lowercase()
        } else {
            value
        };
        Some(if encoded {
            256 + u16::from(value)
        } else {
            u16::from(value)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn units() {
        let u: Vec<u16> = Units::new("HT%54p://h/%2f%41", Grammar::Rfc1630).collect();
        let expected: Vec<u16> = "http://h/"
            .bytes()
            .map(u16::from)
            .chain([256 + 0x2F, u16::from(b'A')])
            .collect();
        assert_eq!(u, expected);
    }
}
