//! The registry, the one place above the grammars that names each of
//! them: a [`Grammar`]'s [`Dialect`] descriptor, [`AnyUrl`] (one variant
//! per grammar) with its one dispatch ([`AnyUrl::url`]), the parse into
//! the variant, and serde's. Code above the grammars asks the descriptor
//! or the dispatch, never matches on the grammar itself; a new grammar is
//! its own folder, its `Dialect`, and one arm in each function here.

use crate::core::dialect::Dialect;
use crate::core::failure::ParseError;
use crate::core::grammar::Grammar;
use crate::rfc1630;
use crate::rfc1738;
// The types of RFC 3986 and 3987, below the dialect root (a facade).
use crate::rfc3986::types as rfc3986;
use crate::views::DialectUrl;

impl Grammar {
    /// The descriptor of this grammar.
    #[inline]
    pub(crate) fn dialect(self) -> &'static Dialect {
        match self {
            Grammar::Rfc1738 => &crate::rfc1738::DIALECT,
            Grammar::Rfc1630 => &crate::rfc1630::DIALECT,
            Grammar::Rfc3986 => &crate::rfc3986::dialect::DIALECT,
            Grammar::Rfc3987 => &crate::rfc3987::dialect::DIALECT,
        }
    }
}

/// The derivation tree of `input`, a valid reference of `grammar`, for
/// [`Diagnosis::tree`](crate::Diagnosis::tree): the URL's, or the relative
/// reference's where the grammar has a production for it (RFC 3986's and
/// RFC 3987's `relative-ref`; RFC 1630's partial forms have none).
pub(crate) fn reference_tree(input: &str, grammar: Grammar) -> Option<String> {
    let reference = match grammar {
        Grammar::Rfc3986 => rfc3986::parse_reference(input),
        Grammar::Rfc3987 => crate::rfc3987::types::parse_reference(input),
        Grammar::Rfc1738 | Grammar::Rfc1630 => return None,
    };
    Some(reference.ok()?.tree().to_string())
}

/// The login and host of `input`, a valid reference of `grammar` with an
/// authority, for the warnings of a relative reference (a URL has
/// [`AnyUrl::login`]): RFC 3986's and RFC 3987's; RFC 1630's partial forms
/// are not parsed into parts.
pub(crate) fn reference_authority(
    input: &str,
    grammar: Grammar,
) -> (
    Option<crate::parts::Login<'_>>,
    Option<crate::parts::Host<'_>>,
) {
    let reference = match grammar {
        Grammar::Rfc3986 => rfc3986::parse_reference(input),
        Grammar::Rfc3987 => crate::rfc3987::types::parse_reference(input),
        Grammar::Rfc1738 | Grammar::Rfc1630 => return (None, None),
    };
    match reference {
        Ok(r) => (r.login(), r.host()),
        Err(_) => (None, None),
    }
}

/// A URL of any dialect, as [`parse`](crate::parse) returns it: the
/// variant says which grammar it was parsed with. The cross-scheme
/// accessors forward to the dialect's.
///
/// ```
/// use urlbnf::{parse, AnyUrl, Grammar};
/// let url = parse("gopher://h:7070/1", Grammar::Rfc1630)?;
/// assert_eq!(url.grammar(), Grammar::Rfc1630);
/// assert_eq!(url.port().unwrap().value(), Ok(7070));
/// assert!(url.as_rfc1630().is_some() && url.as_rfc1738().is_none());
/// # Ok::<(), urlbnf::ParseError>(())
/// ```
///
/// A `match` names every variant, with no catch-all arm:
///
/// ```
/// use urlbnf::{AnyUrl, Grammar};
/// fn describe(input: &str, grammar: Grammar) -> Result<String, urlbnf::ParseError> {
///     let url = AnyUrl::parse(input, grammar)?;
///     let host = url.host().map(|h| h.to_string()).unwrap_or_default();
///     let port = url.port_or_default().ok().flatten();
///     let fragment = url.fragment().map(|f| f.to_string());
///     let dialect = match url {
///         AnyUrl::Rfc1738(_) => "RFC 1738",
///         AnyUrl::Rfc1630(_) => "RFC 1630",
///         AnyUrl::Rfc3986(_) => "RFC 3986",
///         AnyUrl::Rfc3987(_) => "RFC 3987",
///     };
///     Ok(format!("{dialect}: {host} {port:?} {fragment:?}"))
/// }
/// let grammar: Grammar = "rfc1630".parse().unwrap();
/// assert_eq!(describe("http://h/p#top", grammar)?, "RFC 1630: h Some(80) Some(\"top\")");
/// assert_eq!(describe("gopher://h/", Grammar::Rfc1738)?, "RFC 1738: h Some(70) None");
/// assert_eq!(describe("http://[::1]/#x", Grammar::Rfc3986)?, "RFC 3986: [::1] Some(80) Some(\"x\")");
/// # Ok::<(), urlbnf::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AnyUrl<'a> {
    /// Parsed with [`Grammar::Rfc1738`].
    Rfc1738(rfc1738::Url<'a>),
    /// Parsed with [`Grammar::Rfc1630`].
    Rfc1630(rfc1630::Url<'a>),
    /// Parsed with [`Grammar::Rfc3986`]: a URI.
    Rfc3986(rfc3986::Url<'a>),
    /// Parsed with [`Grammar::Rfc3987`]: an IRI, in RFC 3986's type.
    Rfc3987(rfc3986::Url<'a>),
}

impl<'a> AnyUrl<'a> {
    /// The dialect's URL behind the one interface every dialect answers:
    /// the one dispatch of [`AnyUrl`]'s accessors.
    pub(crate) fn url(&self) -> &dyn DialectUrl<'a> {
        match self {
            AnyUrl::Rfc1738(u) => u,
            AnyUrl::Rfc1630(u) => u,
            AnyUrl::Rfc3986(u) | AnyUrl::Rfc3987(u) => u,
        }
    }

    /// The RFC 1738 URL, if parsed with that grammar.
    ///
    /// ```
    /// let url = urlbnf::parse("news:*", urlbnf::Grammar::Rfc1738)?;
    /// assert!(url.as_rfc1738().unwrap().as_news().is_some());
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn as_rfc1738(&self) -> Option<rfc1738::Url<'a>> {
        match *self {
            AnyUrl::Rfc1738(u) => Some(u),
            _ => None,
        }
    }

    /// The RFC 1630 URL, if parsed with that grammar.
    ///
    /// ```
    /// let url = urlbnf::parse("news:*#f", urlbnf::Grammar::Rfc1630)?;
    /// assert_eq!(url.as_rfc1630().unwrap().fragment().unwrap(), "f");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn as_rfc1630(&self) -> Option<rfc1630::Url<'a>> {
        match *self {
            AnyUrl::Rfc1630(u) => Some(u),
            _ => None,
        }
    }

    /// The URI or IRI, if parsed with [`Grammar::Rfc3986`] or
    /// [`Grammar::Rfc3987`] (its [`grammar`](rfc3986::Reference::grammar)
    /// says which).
    ///
    /// ```
    /// let url = urlbnf::parse("urn:isbn:0451450523", urlbnf::Grammar::Rfc3986)?;
    /// assert_eq!(url.as_rfc3986().unwrap().path(), "isbn:0451450523");
    /// let iri = urlbnf::parse("http://例え/", urlbnf::Grammar::Rfc3987)?;
    /// assert_eq!(iri.as_rfc3986().unwrap().grammar(), urlbnf::Grammar::Rfc3987);
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn as_rfc3986(&self) -> Option<rfc3986::Url<'a>> {
        match *self {
            AnyUrl::Rfc3986(u) | AnyUrl::Rfc3987(u) => Some(u),
            _ => None,
        }
    }

    /// Parses `input` as a URL of `grammar`, as [`parse`](crate::parse).
    ///
    /// ```
    /// use urlbnf::{AnyUrl, Grammar};
    /// let url = AnyUrl::parse("mid:m@h", Grammar::Rfc1630)?;
    /// assert_eq!(url.grammar(), Grammar::Rfc1630);
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn parse(input: &'a str, grammar: Grammar) -> Result<Self, ParseError> {
        match grammar {
            Grammar::Rfc1738 => crate::rfc1738::parse(input).map(AnyUrl::Rfc1738),
            Grammar::Rfc1630 => crate::rfc1630::parse(input).map(AnyUrl::Rfc1630),
            Grammar::Rfc3986 => crate::rfc3986::types::parse(input).map(AnyUrl::Rfc3986),
            Grammar::Rfc3987 => crate::rfc3987::types::parse(input).map(AnyUrl::Rfc3987),
        }
    }
}

/// An RFC 1738 URL as an [`AnyUrl`].
///
/// ```
/// let url = urlbnf::rfc1738::parse("news:*")?;
/// assert_eq!(urlbnf::AnyUrl::from(url).grammar(), urlbnf::Grammar::Rfc1738);
/// # Ok::<(), urlbnf::ParseError>(())
/// ```
impl<'a> From<crate::rfc1738::Url<'a>> for AnyUrl<'a> {
    fn from(url: crate::rfc1738::Url<'a>) -> Self {
        AnyUrl::Rfc1738(url)
    }
}

/// An RFC 1630 URL as an [`AnyUrl`].
///
/// ```
/// let url = urlbnf::rfc1630::parse("news:*#f")?;
/// assert_eq!(urlbnf::AnyUrl::from(url).grammar(), urlbnf::Grammar::Rfc1630);
/// # Ok::<(), urlbnf::ParseError>(())
/// ```
impl<'a> From<crate::rfc1630::Url<'a>> for AnyUrl<'a> {
    fn from(url: crate::rfc1630::Url<'a>) -> Self {
        AnyUrl::Rfc1630(url)
    }
}

/// A URI or an IRI as an [`AnyUrl`], of the grammar it was read with.
///
/// ```
/// let url = urlbnf::rfc3987::parse("http://例え/")?;
/// assert_eq!(urlbnf::AnyUrl::from(url).grammar(), urlbnf::Grammar::Rfc3987);
/// # Ok::<(), urlbnf::ParseError>(())
/// ```
impl<'a> From<rfc3986::Url<'a>> for AnyUrl<'a> {
    fn from(url: rfc3986::Url<'a>) -> Self {
        if url.grammar() == Grammar::Rfc3987 {
            AnyUrl::Rfc3987(url)
        } else {
            AnyUrl::Rfc3986(url)
        }
    }
}

/// As the dialect's URL.
#[cfg(feature = "serde")]
impl serde::Serialize for AnyUrl<'_> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            AnyUrl::Rfc1738(u) => u.serialize(s),
            AnyUrl::Rfc1630(u) => u.serialize(s),
            AnyUrl::Rfc3986(u) | AnyUrl::Rfc3987(u) => u.serialize(s),
        }
    }
}
