//! Encoding-level equivalence (RFC 1630 "Encoding reserved characters",
//! Examples 1-3): two URLs are the same when they are equal after bringing
//! them "to the same encoding level", that is after decoding every escape of
//! a character that is not reserved. Stronger levels, as options
//! (`Normalization`), fold what the RFCs say is the same resource: host
//! case, a default port, a scheme's defaults.

use std::borrow::Cow;

use crate::core::dialect::Dialect;
use crate::core::failure::ArgumentError;
use crate::core::grammar::Grammar;
use crate::registry::AnyUrl;

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
    // Bytes, not chars: a unit below 256 is a byte of `s` (one of a
    // character beyond ASCII, in an IRI) or the ASCII character an escape
    // stood for, so the units in order are UTF-8 again.
    let mut out = Vec::with_capacity(s.len());
    for u in Units::new(s, grammar.dialect()) {
        match u8::try_from(u) {
            Ok(b) => out.push(b),
            Err(_) => {
                let v = (u - 256) as usize;
                out.extend_from_slice(&[b'%', HEX[v >> 4], HEX[v & 15]]);
            }
        }
    }
    Cow::Owned(utf8(out))
}

/// `bytes` as a `String`: bytes made from valid UTF-8 by edits of ASCII
/// bytes only are UTF-8 (were they not, the replacement character would
/// mark the bytes, rather than a panic).
fn utf8(bytes: Vec<u8>) -> String {
    String::from_utf8(bytes).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
}

/// What a normal form goes beyond the encoding level with: each option
/// folds URLs the RFCs say mean the same resource. The default,
/// [`Normalization::ENCODING`], is the encoding level alone (what
/// [`equivalent`] and `normalized()` use); [`Normalization::ALL`] takes
/// every option.
///
/// ```
/// use urlbnf::{equivalent_with, Grammar, Normalization};
/// let g = Grammar::Rfc1738;
/// assert!(!equivalent_with("http://H:80/", "http://h", g, Normalization::ENCODING)?);
/// assert!(equivalent_with("http://H:80/", "http://h", g, Normalization::ALL)?);
/// let n = Normalization::ENCODING.host_case(true);
/// assert!(equivalent_with("http://Info.CERN.ch/", "http://info.cern.ch/", g, n)?);
/// assert!(!equivalent_with("http://h/A", "http://h/a", g, Normalization::ALL)?); // paths keep their case
/// # Ok::<(), urlbnf::ArgumentError>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Normalization {
    host_case: bool,
    default_port: bool,
    scheme_defaults: bool,
    dot_segments: bool,
}

impl Normalization {
    /// The encoding level alone: RFC 1630's "bring them to the same
    /// encoding level" (escapes of characters that need none decoded, hex
    /// digits in upper case) and the scheme name in lower case.
    ///
    /// ```
    /// assert_eq!(urlbnf::Normalization::ENCODING, urlbnf::Normalization::default());
    /// ```
    pub const ENCODING: Normalization = Normalization {
        host_case: false,
        default_port: false,
        scheme_defaults: false,
        dot_segments: false,
    };

    /// Every option: host case, default port, scheme defaults and (RFC
    /// 3986, RFC 3987) dot segments.
    ///
    /// ```
    /// let url = urlbnf::parse("GOPHER://Gopher.Example:70", urlbnf::Grammar::Rfc1738)?;
    /// assert_eq!(url.normalized_with(urlbnf::Normalization::ALL), "gopher://gopher.example/1");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub const ALL: Normalization = Normalization {
        host_case: true,
        default_port: true,
        scheme_defaults: true,
        dot_segments: true,
    };

    /// Host names in lower case. RFC 1738 section 3.1: the host is "the
    /// fully qualified domain name of a network host", and RFC 1034 section
    /// 3.1 says of domain names: "domain name comparisons for all present
    /// domain functions are done in a case-insensitive manner". Escapes in
    /// an RFC 1630 host keep their upper-case hex digits; nothing outside
    /// the host changes case.
    ///
    /// ```
    /// let url = urlbnf::parse("ftp://User@FTP.Example/Pub", urlbnf::Grammar::Rfc1738)?;
    /// let n = urlbnf::Normalization::ENCODING.host_case(true);
    /// assert_eq!(url.normalized_with(n), "ftp://User@ftp.example/Pub");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub const fn host_case(mut self, on: bool) -> Self {
        self.host_case = on;
        self
    }

    /// No port that is the scheme's default (as a number: `:0080` too).
    /// RFC 1738 section 3.1: "Most schemes designate protocols that have a
    /// default port number. Another port number may optionally be
    /// supplied"; each scheme's section names its default ("If :<port> is
    /// omitted, the port defaults to 80", and 21, 70, 119, 23, 210, 1525).
    ///
    /// ```
    /// let url = urlbnf::parse("http://h:0080/", urlbnf::Grammar::Rfc1630)?;
    /// let n = urlbnf::Normalization::ENCODING.default_port(true);
    /// assert_eq!(url.normalized_with(n), "http://h/");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub const fn default_port(mut self, on: bool) -> Self {
        self.default_port = on;
        self
    }

    /// What a scheme leaves out written in: a gopher URL with an empty
    /// gopher path gets its `/1` (RFC 1738 section 3.4: "If <gopher-path>
    /// is empty, the delimiting "/" is also optional and the <gophertype>
    /// defaults to "1""), and an http URL with neither path nor search its
    /// `/` (section 3.3: "If neither <path> nor <searchpart> is present,
    /// the "/" may also be omitted").
    ///
    /// ```
    /// use urlbnf::{equivalent_with, Grammar, Normalization};
    /// let n = Normalization::ENCODING.scheme_defaults(true);
    /// for url in ["gopher://h", "gopher://h/", "gopher://h/1"] {
    ///     assert!(equivalent_with(url, "gopher://h/1", Grammar::Rfc1738, n)?);
    /// }
    /// assert!(!equivalent_with("gopher://h/1x", "gopher://h/x", Grammar::Rfc1738, n)?);
    /// assert!(equivalent_with("http://h", "http://h/", Grammar::Rfc1738, n)?);
    /// # Ok::<(), urlbnf::ArgumentError>(())
    /// ```
    pub const fn scheme_defaults(mut self, on: bool) -> Self {
        self.scheme_defaults = on;
        self
    }

    /// No `.` or `..` segments in the path of an RFC 3986 URI (or RFC
    /// 3987 IRI) with an authority or an absolute path: section 6.2.2.3,
    /// "Path Segment Normalization": "URI normalizers should remove dot-
    /// segments by applying the remove_dot_segments algorithm to the
    /// path". RFC 1738 and RFC 1630 give `.` and `..` no meaning, so
    /// their paths keep them.
    ///
    /// ```
    /// use urlbnf::{equivalent_with, Grammar, Normalization};
    /// let n = Normalization::ENCODING.dot_segments(true);
    /// let url = urlbnf::parse("http://h/a/./b/../c", Grammar::Rfc3986)?;
    /// assert_eq!(url.normalized_with(n), "http://h/a/c");
    /// assert!(!equivalent_with("ftp://h/a/../b", "ftp://h/b", Grammar::Rfc1738, n)?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn dot_segments(mut self, on: bool) -> Self {
        self.dot_segments = on;
        self
    }
}

/// Whether `a` and `b` are the same URL at the level `n` gives, for
/// `grammar`: whether their normal forms at that level
/// (`normalized_with`) are equal. Both must be valid (else the error of the
/// first invalid one, naming the argument: `a` or `b`). With
/// [`Normalization::ENCODING`] it is [`equivalent`].
///
/// ```
/// use urlbnf::{equivalent_with, Grammar, Normalization};
/// assert!(equivalent_with("HTTP://WWW.Example:80", "http://www.example/", Grammar::Rfc1738, Normalization::ALL)?);
/// assert!(!equivalent_with("http://h:8080/", "http://h/", Grammar::Rfc1738, Normalization::ALL)?);
/// assert_eq!(equivalent_with("http://h/", "http://h/ x", Grammar::Rfc1738, Normalization::ALL).unwrap_err().argument(), "b");
/// # Ok::<(), urlbnf::ArgumentError>(())
/// ```
pub fn equivalent_with(
    a: &str,
    b: &str,
    grammar: Grammar,
    n: Normalization,
) -> Result<bool, ArgumentError> {
    if n == Normalization::ENCODING {
        return equivalent(a, b, grammar);
    }
    let ua = AnyUrl::parse(a, grammar).map_err(|e| ArgumentError::new("a", e, a))?;
    let ub = AnyUrl::parse(b, grammar).map_err(|e| ArgumentError::new("b", e, b))?;
    Ok(ua.normalized_with(n) == ub.normalized_with(n))
}

/// The normal form of `url` at level `n`: the encoding-level form, then
/// the options' edits, made from the back so that the spans before each
/// stay valid. Borrowed when nothing changes.
pub(crate) fn normalized_with<'a>(url: &AnyUrl<'a>, n: Normalization) -> Cow<'a, str> {
    let base = normalized(url.as_str(), url.grammar());
    if n == Normalization::ENCODING {
        return base;
    }
    // The encoding-level form is valid and keeps every component's place
    // in the grammar: its spans are read from its own parse.
    let text: &str = &base;
    let Ok(form) = AnyUrl::parse(text, url.grammar()) else {
        return base;
    };
    let mut edits: Vec<(std::ops::Range<usize>, String)> = Vec::new();
    if n.host_case
        && let Some(host) = form.host()
        && host.as_str().bytes().any(|b| b.is_ascii_uppercase())
    {
        edits.push((host.span().range(), lower_outside_escapes(host.as_str())));
    }
    let generic = form.as_rfc3986();
    let default_port = match generic {
        Some(u) => u.default_port(),
        None => form.scheme().default_port(),
    };
    if n.default_port
        && let Some(port) = form.port()
        && port.value().ok().is_some()
        && port.value().ok() == default_port
    {
        let r = port.span().range();
        edits.push((r.start - 1..r.end, String::new()));
    }
    if let Some(u) = generic {
        // RFC 3986 section 6.2.3: "an empty path component should be
        // normalized to a path of "/"" for a scheme whose empty path means
        // the root (those with a default port here: http, https, ws, wss,
        // ftp); section 6.2.2.3: dot segments removed.
        let path = u.path();
        if n.default_port
            && u.port().is_none()
            && let Some(a) = u.authority()
            && a.as_str().ends_with(':')
        {
            // Section 6.2.3: "Normalization should not remove delimiters
            // when their associated component is empty unless licensed to
            // do so by the scheme specification", and 3.2.3 licenses it
            // for the port: "URI producers and normalizers should omit the
            // port component and its ":" delimiter if port is empty".
            edits.push((a.end() - 1..a.end(), String::new()));
        }
        if n.scheme_defaults
            && u.authority().is_some()
            && path.as_str().is_empty()
            && u.default_port().is_some()
        {
            edits.push((path.start()..path.start(), "/".to_owned()));
        }
        if n.dot_segments
            && path.as_str().starts_with('/')
            && let std::borrow::Cow::Owned(removed) = u.path_without_dot_segments()
        {
            edits.push((path.range(), removed));
        }
    } else if n.scheme_defaults {
        if let Some(g) = form.as_gopher()
            && g.gtype().is_none()
        {
            // `gopher://hostport` or `gopher://hostport/`: the gopher path
            // is empty.
            let end = g.hostport().span().end();
            edits.push((end..g.span().end(), "/1".to_owned()));
        } else if let Some(h) = form.as_http()
            && h.path().is_none()
            && h.search().is_none()
            && !h.span().as_str().ends_with('/')
        {
            let end = h.span().end();
            edits.push((end..end, "/".to_owned()));
        }
    }
    if edits.is_empty() {
        return base;
    }
    edits.sort_by_key(|e| e.0.start);
    let mut out = text.to_owned();
    for (range, with) in edits.into_iter().rev() {
        out.replace_range(range, &with);
    }
    Cow::Owned(out)
}

/// `s` with its ASCII letters in lower case, except the hex digits of its
/// escapes (upper case in a normal form).
fn lower_outside_escapes(s: &str) -> String {
    // Bytes, not chars: an IRI's host may hold characters beyond ASCII,
    // whose bytes stay as they are.
    let mut out = Vec::with_capacity(s.len());
    let mut escape = 0;
    for b in s.bytes() {
        if b == b'%' {
            escape = 2;
            out.push(b);
        } else if escape > 0 {
            escape -= 1;
            out.push(b);
        } else {
            out.push(b.to_ascii_lowercase());
        }
    }
    utf8(out)
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

// The normal form as a method of `AnyUrl` (each dialect's `Url` has its
// own in its folder, `normal.rs`): the model's values, the service's rules.
impl<'a> crate::registry::AnyUrl<'a> {
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

    /// The normal form at level `n` (see [`Normalization`]); a valid URL
    /// of the grammar, borrowed when nothing changes.
    ///
    /// ```
    /// use urlbnf::Normalization;
    /// let url = urlbnf::parse("Http://Info.CERN.ch:80", urlbnf::Grammar::Rfc1630)?;
    /// assert_eq!(url.normalized_with(Normalization::ENCODING), "http://Info.CERN.ch:80");
    /// assert_eq!(url.normalized_with(Normalization::ALL), "http://info.cern.ch/");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn normalized_with(&self, n: Normalization) -> std::borrow::Cow<'a, str> {
        normalized_with(self, n)
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
