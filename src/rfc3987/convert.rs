//! RFC 3987 section 3: IRIs mapped to URIs (3.1), and URIs converted to
//! IRIs where that is safe (3.2).

use std::borrow::Cow;

use crate::rfc3986::types::Reference;
use crate::rfc3987::chars::{FRAGMENT, QUERY};

const HEX: &[u8; 16] = b"0123456789ABCDEF";

impl<'a> Reference<'a> {
    /// The URI this IRI maps to (RFC 3987 section 3.1): each character
    /// beyond ASCII written as the percent-encoded octets of its UTF-8
    /// encoding, everything else as it is. A URI maps to itself.
    ///
    /// ```
    /// let iri = urlbnf::rfc3987::parse("http://r\u{e9}sum\u{e9}.example.org/%7E/\u{4f8b}?q=\u{e000}")?;
    /// assert_eq!(iri.to_uri(), "http://r%C3%A9sum%C3%A9.example.org/%7E/%E4%BE%8B?q=%EE%80%80");
    /// assert!(urlbnf::rfc3986::validate(&iri.to_uri()).is_ok());
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn to_uri(&self) -> Cow<'a, str> {
        let text = self.as_str();
        if text.is_ascii() {
            return Cow::Borrowed(text);
        }
        let mut out = String::with_capacity(text.len() * 2);
        for c in text.chars() {
            if c.is_ascii() {
                out.push(c);
            } else {
                for b in c.encode_utf8(&mut [0; 4]).bytes() {
                    out.push('%');
                    out.push(char::from(HEX[usize::from(b >> 4)]));
                    out.push(char::from(HEX[usize::from(b & 0xf)]));
                }
            }
        }
        Cow::Owned(out)
    }

    /// The IRI this URI converts to (RFC 3987 section 3.2): each run of
    /// escapes that is the UTF-8 encoding of characters an IRI may hold
    /// there (a `ucschar`; an `iprivate` in the query only) written as
    /// those characters. Escapes of ASCII characters, of bytes that are not
    /// UTF-8, and of the bidirectional formatting characters (U+200E,
    /// U+200F, U+202A to U+202E, which the section says to keep encoded)
    /// stay as they are, so the result is an IRI that maps back to the
    /// same URI.
    ///
    /// ```
    /// let uri = urlbnf::rfc3986::parse("http://example.org/D%C3%BCrst%20/%E2%80%8F?%EE%80%80")?;
    /// assert_eq!(uri.to_iri(), "http://example.org/D\u{fc}rst%20/%E2%80%8F?\u{e000}");
    /// let not_utf8 = urlbnf::rfc3986::parse("http://h/%FC")?;
    /// assert_eq!(not_utf8.to_iri(), "http://h/%FC");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn to_iri(&self) -> Cow<'a, str> {
        let text = self.as_str();
        if !text.contains('%') {
            return Cow::Borrowed(text);
        }
        let query = self.query().map(|q| q.range());
        let bytes = text.as_bytes();
        let mut out = String::with_capacity(text.len());
        let mut at = 0;
        while at < bytes.len() {
            if bytes[at] != b'%' {
                let next = text[at..].find('%').map_or(text.len(), |k| at + k);
                out.push_str(&text[at..next]);
                at = next;
                continue;
            }
            // A run of escapes, decoded.
            let start = at;
            let mut octets = Vec::new();
            while bytes.get(at) == Some(&b'%') {
                let hex = |b: u8| char::from(b).to_digit(16).map(|d| d as u8);
                match (
                    bytes.get(at + 1).and_then(|&b| hex(b)),
                    bytes.get(at + 2).and_then(|&b| hex(b)),
                ) {
                    (Some(hi), Some(lo)) => octets.push(hi << 4 | lo),
                    _ => break,
                }
                at += 3;
            }
            let in_query = query.as_ref().is_some_and(|q| q.contains(&start));
            write_decoded(&text[start..at], &octets, in_query, &mut out);
        }
        debug_assert!(
            crate::rfc3987::dialect::validate_reference(&out).is_ok(),
            "{out}"
        );
        Cow::Owned(out)
    }
}

/// `escapes` (the text of a run of escapes) decoded into `octets`, written
/// as characters where each is a whole UTF-8 character an IRI may hold,
/// else as the escapes.
fn write_decoded(escapes: &str, octets: &[u8], in_query: bool, out: &mut String) {
    let class = if in_query { &QUERY } else { &FRAGMENT };
    let mut k = 0;
    while k < octets.len() {
        let width = crate::core::failure::utf8_width(octets[k]);
        let decoded = octets
            .get(k..k + width)
            .and_then(|o| std::str::from_utf8(o).ok())
            .and_then(|s| s.chars().next())
            .filter(|&c| {
                !c.is_ascii() && class.has_wide(c) && !crate::rfc3987::chars::is_bidi_format(c)
            });
        match decoded {
            Some(c) => {
                out.push(c);
                k += width;
            }
            None => {
                out.push_str(&escapes[3 * k..3 * k + 3]);
                k += 1;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::core::grammar::Grammar;

    /// Mapping to a URI and converting back gives the IRI again, for IRIs
    /// without escapes of their own.
    #[test]
    fn there_and_back() {
        for iri in [
            "http://例え.テスト/パス?q=値#frag",
            "http://h/\u{10000}/\u{E1000}?\u{E000}\u{100000}",
            "urn:x:\u{A0}\u{FDF0}",
        ] {
            let parsed = crate::rfc3987::types::parse(iri).unwrap();
            assert_eq!(parsed.grammar(), Grammar::Rfc3987);
            let uri = parsed.to_uri().into_owned();
            let back = crate::rfc3986::types::parse(&uri)
                .unwrap()
                .to_iri()
                .into_owned();
            assert_eq!(back, iri);
        }
    }
}
