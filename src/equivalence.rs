//! Encoding-level equivalence (RFC 1630 "Encoding reserved characters",
//! Examples 1-3): two URLs are the same when they are equal after bringing
//! them "to the same encoding level", that is after decoding every escape of
//! a character that is not reserved.

use std::borrow::Cow;

use crate::core::dialect::Dialect;
use crate::core::failure::ArgumentError;
use crate::core::grammar::Grammar;

/// Whether `a` and `b` are the same URL at the encoding level, for
/// `grammar`: whether their [normal forms](crate::rfc1738::Url::normalized)
/// are equal. Both must be valid (else the error of the first invalid
/// one, naming the argument: `a` or `b`). Allocates nothing.
///
/// RFC 1630: "Before two URIs can be compared, it is therefore necessary to
/// bring them to the same encoding level. However, the reserved characters
/// ... may NEVER be encoded and unencoded in this way." So an escape is
/// decoded only when it encodes a character that needs no encoding
/// anywhere the grammar allows an escape, and the remaining escapes compare
/// with either case of hex digits:
///
/// * [`Grammar::Rfc1738`]: the `unreserved` characters (letters, digits,
///   `$-_.+!*'(),`) are decoded; reserved (`;/?:@&=`), unsafe (section 2.2,
///   `~` among them: `%7E` stays) and `%` stay encoded;
/// * [`Grammar::Rfc1630`]: letters, digits and `$ - _ & '` are decoded; its
///   `reserved` rule (`= ; / # ? :` and space), the characters its
///   "Reserved characters" section gives a meaning (`%`, `+`, `*`, `!`,
///   `.`), and the RFC 822 specials of `mid:` and `cid:` addresses
///   (`@ " ( ) ,`) stay encoded.
///
/// The ASCII letters of the scheme name (and of a `url:` prefix) compare
/// case-insensitively; escapes there are not decoded (they would select
/// another production); nothing else is case-folded.
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
/// // RFC 1738 lists `~` as unsafe: its escape is not decoded.
/// assert!(!equivalent("http://h/%7Ea", "http://h/~a", Grammar::Rfc1630).is_ok_and(|e| e));
/// assert!(!equivalent("ftp://h/%7Eu", "ftp://h/%7eu", Grammar::Rfc1738).is_err());
/// # Ok::<(), urlbnf::ArgumentError>(())
/// ```
pub fn equivalent(a: &str, b: &str, grammar: Grammar) -> Result<bool, ArgumentError> {
    let dialect = grammar.dialect();
    (dialect.validate)(a).map_err(|e| ArgumentError::new("a", e, a))?;
    (dialect.validate)(b).map_err(|e| ArgumentError::new("b", e, b))?;
    Ok(Units::new(a, dialect).eq(Units::new(b, dialect)))
}

/// The normal form of `s`, a valid URL of `grammar`: its comparison units
/// written out (see [`equivalent`]); borrowed when `s` is already normal.
pub(crate) fn normalized(s: &str, grammar: Grammar) -> Cow<'_, str> {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    // Already normal (the usual case): each unit writes back its own bytes.
    let mut at = 0;
    let same = Units::new(s, grammar.dialect()).all(|u| {
        let b = s.as_bytes();
        let ok = match u8::try_from(u) {
            Ok(v) => b[at] == v,
            Err(_) => {
                let v = usize::from(u - 256);
                b[at] == b'%' && b[at + 1] == HEX[v >> 4] && b[at + 2] == HEX[v & 15]
            }
        };
        at += if u < 256 && b[at] != b'%' { 1 } else { 3 };
        ok
    });
    if same {
        return Cow::Borrowed(s);
    }
    let mut out = String::with_capacity(s.len());
    for u in Units::new(s, grammar.dialect()) {
        match u8::try_from(u) {
            Ok(b) => out.push(char::from(b)),
            Err(_) => {
                let v = (u - 256) as usize;
                out.push('%');
                out.push(char::from(HEX[v >> 4]));
                out.push(char::from(HEX[v & 15]));
            }
        }
    }
    Cow::Owned(out)
}

/// The comparison units of a valid URL: a literal character or a decoded
/// escape is its byte value; an escape that stays encoded is `256 + value`.
struct Units<'a> {
    bytes: &'a [u8],
    at: usize,
    scheme_end: usize,
    dialect: &'static Dialect,
}

impl<'a> Units<'a> {
    fn new(s: &'a str, dialect: &'static Dialect) -> Self {
        let first = s.find(':').unwrap_or(0);
        let prefixed = dialect
            .prefix
            .is_some_and(|p| s[..first].eq_ignore_ascii_case(p));
        let scheme_end = if prefixed {
            s[first + 1..].find(':').map_or(first, |k| first + 1 + k)
        } else {
            first
        };
        Units {
            bytes: s.as_bytes(),
            at: 0,
            scheme_end,
            dialect,
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
                let v = crate::core::input::hex_value(hi) * 16 + crate::core::input::hex_value(lo);
                self.at += 3;
                (v, in_scheme || !self.dialect.decoded.has(v))
            }
            _ => {
                self.at += 1;
                (b, false)
            }
        };
        let value = if in_scheme && !encoded {
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

// The normal form as a method of each URL type: the model's values, the
// service's rules.
impl<'a> crate::rfc1738::Url<'a> {
    /// The normal form: the scheme name in lower case, hex digits of escapes
    /// in upper case, and escapes of `unreserved` characters (letters,
    /// digits, `$-_.+!*'(),`) decoded; reserved and unsafe characters stay
    /// encoded (RFC 1738 lists `~` as unsafe: `%7E` stays), nothing else
    /// changes. Two URLs are [`equivalent`](crate::equivalent) exactly when
    /// their normal forms are equal; the normal form is a valid URL and its
    /// own normal form. Borrowed when the URL is already normal.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("HTTP://h/%7e%41%2f%2D")?;
    /// assert_eq!(url.normalized(), "http://h/%7EA%2F-");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn normalized(&self) -> std::borrow::Cow<'a, str> {
        normalized(self.as_str(), Grammar::Rfc1738)
    }
}

impl<'a> crate::rfc1630::Url<'a> {
    /// The normal form: the scheme name (and a `url:` prefix) in lower
    /// case, hex digits of escapes in upper case, and escapes of letters,
    /// digits and `$ - _ & '` decoded; every other escape stays (the
    /// reserved characters, those RFC 1630 gives a meaning, and RFC 822's
    /// specials), nothing else changes. Two URLs are
    /// [`equivalent`](crate::equivalent) exactly when their normal forms are
    /// equal. Borrowed when the URL is already normal.
    ///
    /// ```
    /// let url = urlbnf::rfc1630::parse("URL:Http://h/marie%2dclaude%2f#%41")?;
    /// assert_eq!(url.normalized(), "url:http://h/marie-claude%2F#A");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn normalized(&self) -> std::borrow::Cow<'a, str> {
        normalized(self.as_str(), Grammar::Rfc1630)
    }
}

impl<'a> crate::any::AnyUrl<'a> {
    /// The normal form in its grammar (see [`rfc1738::Url::normalized`](crate::rfc1738::Url::normalized),
    /// [`rfc1630::Url::normalized`](crate::rfc1630::Url::normalized)).
    ///
    /// ```
    /// let url = urlbnf::parse("Gopher://h/%31", urlbnf::Grammar::Rfc1738)?;
    /// assert_eq!(url.normalized(), "gopher://h/1");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn normalized(&self) -> std::borrow::Cow<'a, str> {
        normalized(self.as_str(), self.grammar())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn units() {
        let u: Vec<u16> = Units::new("HT%54p://h/%2f%41", Grammar::Rfc1630.dialect()).collect();
        let expected: Vec<u16> = [u16::from(b'h'), u16::from(b't'), 256 + 0x54]
            .into_iter()
            .chain("p://h/".bytes().map(u16::from))
            .chain([256 + 0x2F, u16::from(b'A')])
            .collect();
        assert_eq!(u, expected);
        assert_eq!(
            normalized("HT%54p://h/%2f%41", Grammar::Rfc1630),
            "ht%54p://h/%2FA"
        );
    }
}
