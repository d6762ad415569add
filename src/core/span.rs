//! [`Span`]: a component of a parsed URL, as text with its byte offset.

use std::borrow::Cow;
use std::fmt;
use std::ops::Range;
use std::string::FromUtf8Error;

/// A part of the input: its text and where it starts (a byte offset in the
/// whole input). Every component of a parsed URL is a `Span` borrowed from
/// the input; it is three words (a start offset and a `&str`) and `Copy`.
///
/// Two spans are equal when they have the same text at the same offset; a
/// span also compares equal to a `str` with the same text.
///
/// ```
/// let url = urlbnf::rfc1738::parse("http://host:8080/")?;
/// let port = url.port().unwrap().span();
/// assert_eq!(port.as_str(), "8080");
/// assert_eq!(port.range(), 12..16);
/// assert_eq!(port, "8080");
/// assert_eq!(format!("{port}"), "8080");
/// assert_eq!(format!("{port:?}"), "\"8080\" @ 12..16");
/// # Ok::<(), urlbnf::ParseError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Span<'a> {
    // `start` first: spans of one input order by position.
    start: usize,
    text: &'a str,
}

impl<'a> Span<'a> {
    /// The span of `text` starting at byte `start` of some input.
    ///
    /// ```
    /// let s = urlbnf::Span::new("host", 7);
    /// assert_eq!((s.as_str(), s.range()), ("host", 7..11));
    /// ```
    pub const fn new(text: &'a str, start: usize) -> Self {
        Span { start, text }
    }

    /// The text.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("news:comp.lang.c")?;
    /// assert_eq!(url.span().as_str(), "news:comp.lang.c");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub const fn as_str(&self) -> &'a str {
        self.text
    }

    /// The byte offset of the text in the input.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("ftp://h/a/b")?;
    /// assert_eq!(url.path().unwrap().start(), 8);
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub const fn start(&self) -> usize {
        self.start
    }

    /// The byte offset just after the text.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("ftp://h/a/b")?;
    /// assert_eq!(url.path().unwrap().end(), 11);
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub const fn end(&self) -> usize {
        self.start + self.text.len()
    }

    /// The byte range of the text in the input: `&input[span.range()]` is
    /// the text.
    ///
    /// ```
    /// let input = "gopher://h:70/1sel";
    /// let url = urlbnf::rfc1738::parse(input)?;
    /// let host = url.host().unwrap().span();
    /// assert_eq!(&input[host.range()], "h");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub const fn range(&self) -> Range<usize> {
        self.start..self.end()
    }

    /// The length of the text in bytes.
    ///
    /// ```
    /// assert_eq!(urlbnf::Span::new("abc", 4).len(), 3);
    /// ```
    pub const fn len(&self) -> usize {
        self.text.len()
    }

    /// Whether the text is empty (an empty component is still present: `ftp://@h`
    /// has an empty user name).
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("ftp://@h/")?;
    /// assert!(url.login().unwrap().user().unwrap().is_empty());
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub const fn is_empty(&self) -> bool {
        self.text.is_empty()
    }

    /// The octets the text encodes: every `escape` (`%` and two hex
    /// digits) decoded, every other character as itself. Borrowed when the
    /// text has no `%`. RFC 1738 escapes encode octets, so the result is
    /// bytes, not text; `+` stays `+` (it is not a space in either RFC).
    ///
    /// Decode a component only after the split its scheme defines: the
    /// accessors do that split (`segments()`, `user()`, `password()`,
    /// `selector()`, `fields()`, ...), so a `%2F` inside an FTP segment or a
    /// `%3A` inside a user name decodes into that component's bytes. A `%`
    /// not followed by two hex digits (only possible in a span built with
    /// [`Span::new`]) is kept as it is.
    ///
    /// ```
    /// use std::borrow::Cow;
    /// let url = urlbnf::rfc1738::parse("ftp://h/a%2Fb/read%20me;type=i")?;
    /// let names: Vec<_> = url.as_ftp().unwrap().segments().map(|s| s.decode()).collect();
    /// assert_eq!(names, [&b"a/b"[..], b"read me"]);
    /// assert!(matches!(urlbnf::Span::new("plain", 0).decode(), Cow::Borrowed(b"plain")));
    /// assert_eq!(urlbnf::Span::new("%FF%00", 0).decode(), &[0xff, 0][..]);
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn decode(&self) -> Cow<'a, [u8]> {
        decode(self.text)
    }

    /// [`decode`](Self::decode) as UTF-8 text; the decoded bytes come back
    /// in the error when they are not UTF-8
    /// ([`FromUtf8Error::into_bytes`]).
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("gopher://h/7find%09caf%C3%A9")?;
    /// let g = url.as_gopher().unwrap();
    /// assert_eq!(g.search().unwrap().decode_utf8().unwrap(), "café");
    /// let bad = urlbnf::Span::new("caf%E9", 0).decode_utf8().unwrap_err();
    /// assert_eq!(bad.into_bytes(), b"caf\xe9");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn decode_utf8(&self) -> Result<Cow<'a, str>, FromUtf8Error> {
        match self.decode() {
            Cow::Borrowed(_) => Ok(Cow::Borrowed(self.text)),
            Cow::Owned(bytes) => String::from_utf8(bytes).map(Cow::Owned),
        }
    }

    /// The parts between the `sep` bytes, in order (one more than there
    /// are `sep`s).
    pub(crate) fn split(self, sep: u8) -> impl Iterator<Item = Span<'a>> + use<'a> {
        let mut rest = Some(self);
        std::iter::from_fn(move || {
            let r = rest?;
            match memchr::memchr(sep, r.text.as_bytes()) {
                Some(k) => {
                    rest = Some(r.slice(k + 1, r.len()));
                    Some(r.slice(0, k))
                }
                None => {
                    rest = None;
                    Some(r)
                }
            }
        })
    }

    /// The part of this span from byte `from` to byte `to` of its text.
    pub(crate) fn slice(&self, from: usize, to: usize) -> Span<'a> {
        Span::new(&self.text[from..to], self.start + from)
    }

    /// The next piece of `rest` up to `sep` (or its end), leaving in `rest`
    /// what follows the `sep`: the step of the separator-split iterators
    /// (path segments, host labels).
    pub(crate) fn next_piece(rest: &mut Option<Span<'a>>, sep: char) -> Option<Span<'a>> {
        let r = (*rest)?;
        match r.text.find(sep) {
            Some(k) => {
                *rest = Some(r.slice(k + sep.len_utf8(), r.text.len()));
                Some(r.slice(0, k))
            }
            None => {
                *rest = None;
                Some(r)
            }
        }
    }
}

/// The public [`Span`] of an engine span (or of a public one): a
/// crate-private conversion, so that no public impl names the engine's
/// input type.
pub(crate) trait ToSpan<'a> {
    fn to_span(self) -> Span<'a>;
}

impl<'a> ToSpan<'a> for crate::core::input::Span<'a> {
    #[inline(always)]
    fn to_span(self) -> Span<'a> {
        Span::new(self.fragment(), self.location_offset())
    }
}

impl<'a> ToSpan<'a> for Span<'a> {
    #[inline(always)]
    fn to_span(self) -> Span<'a> {
        self
    }
}

/// ```
/// assert_eq!(urlbnf::Span::new("host", 7).to_string(), "host");
/// ```
impl fmt::Display for Span<'_> {
    /// The text.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.text)
    }
}

/// ```
/// assert_eq!(format!("{:?}", urlbnf::Span::new("host", 7)), r#""host" @ 7..11"#);
/// ```
impl fmt::Debug for Span<'_> {
    /// The text, quoted, and its byte range: `"host" @ 7..11`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?} @ {}..{}", self.text, self.start, self.end())
    }
}

/// The text.
///
/// ```
/// fn shout(s: impl AsRef<str>) -> String {
///     s.as_ref().to_uppercase()
/// }
/// assert_eq!(shout(urlbnf::Span::new("host", 7)), "HOST");
/// ```
impl AsRef<str> for Span<'_> {
    fn as_ref(&self) -> &str {
        self.text
    }
}

impl PartialEq<str> for Span<'_> {
    fn eq(&self, other: &str) -> bool {
        self.text == other
    }
}

impl PartialEq<&str> for Span<'_> {
    fn eq(&self, other: &&str) -> bool {
        self.text == *other
    }
}

impl PartialEq<Span<'_>> for str {
    fn eq(&self, other: &Span<'_>) -> bool {
        self == other.text
    }
}

impl PartialEq<Span<'_>> for &str {
    fn eq(&self, other: &Span<'_>) -> bool {
        *self == other.text
    }
}

/// The octets `text` encodes (see [`Span::decode`]).
pub(crate) fn decode(text: &str) -> Cow<'_, [u8]> {
    let b = text.as_bytes();
    let Some(first) = memchr::memchr(b'%', b) else {
        return Cow::Borrowed(b);
    };
    let mut out = Vec::with_capacity(b.len());
    out.extend_from_slice(&b[..first]);
    let mut k = first;
    while k < b.len() {
        if b[k] == b'%'
            && let (Some(hi), Some(lo)) = (
                b.get(k + 1).and_then(|&c| hex(c)),
                b.get(k + 2).and_then(|&c| hex(c)),
            )
        {
            out.push(hi << 4 | lo);
            k += 3;
        } else {
            out.push(b[k]);
            k += 1;
        }
    }
    Cow::Owned(out)
}

fn hex(c: u8) -> Option<u8> {
    (c as char).to_digit(16).map(|d| d as u8)
}
