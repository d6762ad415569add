//! [`AnyUrl`]: the result of the crate-root [`parse`](crate::parse), which
//! takes the grammar as a value.

use std::fmt;

use crate::core::grammar::Grammar;
use crate::core::scheme::Scheme;
use crate::core::span::Span;
use crate::parts::{Host, HostPort, Login, Port, PortError};
use crate::rfc1630;
use crate::rfc1738;
use crate::views::{AnyFtpUrl, AnyGopherUrl, AnyHttpUrl, AnyNewsUrl};

/// A URL of either dialect, as [`parse`](crate::parse) returns it: the
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
/// A `match` names both variants, with no catch-all arm:
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
///     };
///     Ok(format!("{dialect}: {host} {port:?} {fragment:?}"))
/// }
/// let grammar: Grammar = "rfc1630".parse().unwrap();
/// assert_eq!(describe("http://h/p#top", grammar)?, "RFC 1630: h Some(80) Some(\"top\")");
/// assert_eq!(describe("gopher://h/", Grammar::Rfc1738)?, "RFC 1738: h Some(70) None");
/// # Ok::<(), urlbnf::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AnyUrl<'a> {
    /// Parsed with [`Grammar::Rfc1738`].
    Rfc1738(rfc1738::Url<'a>),
    /// Parsed with [`Grammar::Rfc1630`].
    Rfc1630(rfc1630::Url<'a>),
}

impl<'a> AnyUrl<'a> {
    /// The grammar it was parsed with.
    ///
    /// ```
    /// let url = urlbnf::parse("x:y", urlbnf::Grammar::Rfc1738)?;
    /// assert_eq!(url.grammar(), urlbnf::Grammar::Rfc1738);
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn grammar(&self) -> Grammar {
        match self {
            AnyUrl::Rfc1738(_) => Grammar::Rfc1738,
            AnyUrl::Rfc1630(_) => Grammar::Rfc1630,
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
            AnyUrl::Rfc1630(_) => None,
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
            AnyUrl::Rfc1738(_) => None,
        }
    }

    /// The http URL, in either grammar: the accessors both grammars share.
    ///
    /// ```
    /// let url = urlbnf::parse("http://h/p", urlbnf::Grammar::Rfc1738)?;
    /// assert_eq!(url.as_http().unwrap().path().unwrap(), "p");
    /// assert!(urlbnf::parse("ftp://h/", urlbnf::Grammar::Rfc1738)?.as_http().is_none());
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn as_http(&self) -> Option<AnyHttpUrl<'a>> {
        match self {
            AnyUrl::Rfc1738(u) => u.as_http().map(AnyHttpUrl::Rfc1738),
            AnyUrl::Rfc1630(u) => u.as_http().map(AnyHttpUrl::Rfc1630),
        }
    }

    /// The ftp URL, in either grammar.
    ///
    /// ```
    /// let url = urlbnf::parse("ftp://h/f;type=A", urlbnf::Grammar::Rfc1630)?;
    /// assert_eq!(url.as_ftp().unwrap().ftp_type(), Some(urlbnf::FtpType::Ascii(None)));
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn as_ftp(&self) -> Option<AnyFtpUrl<'a>> {
        match self {
            AnyUrl::Rfc1738(u) => u.as_ftp().map(AnyFtpUrl::Rfc1738),
            AnyUrl::Rfc1630(u) => u.as_ftp().map(AnyFtpUrl::Rfc1630),
        }
    }

    /// The gopher URL, in either grammar.
    ///
    /// ```
    /// let url = urlbnf::parse("gopher://h/", urlbnf::Grammar::Rfc1738)?;
    /// assert_eq!(url.as_gopher().unwrap().gopher_type().code(), b'1');
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn as_gopher(&self) -> Option<AnyGopherUrl<'a>> {
        match self {
            AnyUrl::Rfc1738(u) => u.as_gopher().map(AnyGopherUrl::Rfc1738),
            AnyUrl::Rfc1630(u) => u.as_gopher().map(AnyGopherUrl::Rfc1630),
        }
    }

    /// The news URL, in either grammar.
    ///
    /// ```
    /// let url = urlbnf::parse("news:*", urlbnf::Grammar::Rfc1630)?;
    /// assert!(matches!(url.as_news().unwrap().grouppart(), urlbnf::GroupPart::All(_)));
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn as_news(&self) -> Option<AnyNewsUrl<'a>> {
        match self {
            AnyUrl::Rfc1738(u) => u.as_news().map(AnyNewsUrl::Rfc1738),
            AnyUrl::Rfc1630(u) => u.as_news().map(AnyNewsUrl::Rfc1630),
        }
    }

    /// The scheme of the production that matched.
    ///
    /// ```
    /// let url = urlbnf::parse("mid:a@b", urlbnf::Grammar::Rfc1630)?;
    /// assert_eq!(url.scheme(), urlbnf::Scheme::Mid);
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn scheme(&self) -> Scheme {
        match self {
            AnyUrl::Rfc1738(u) => u.scheme(),
            AnyUrl::Rfc1630(u) => u.scheme(),
        }
    }

    /// The scheme name as written.
    ///
    /// ```
    /// let url = urlbnf::parse("Mid:a@b", urlbnf::Grammar::Rfc1630)?;
    /// assert_eq!(url.scheme_name(), "Mid");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn scheme_name(&self) -> Span<'a> {
        match self {
            AnyUrl::Rfc1738(u) => u.scheme_name(),
            AnyUrl::Rfc1630(u) => u.scheme_name(),
        }
    }

    /// The whole input.
    ///
    /// ```
    /// let url = urlbnf::parse("x:y", urlbnf::Grammar::Rfc1630)?;
    /// assert_eq!(url.span().range(), 0..3);
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn span(&self) -> Span<'a> {
        match self {
            AnyUrl::Rfc1738(u) => u.span(),
            AnyUrl::Rfc1630(u) => u.span(),
        }
    }

    /// The input text.
    ///
    /// ```
    /// assert_eq!(urlbnf::parse("x:y", urlbnf::Grammar::Rfc1630)?.as_str(), "x:y");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn as_str(&self) -> &'a str {
        self.span().as_str()
    }

    /// The `hostport`, for the schemes that have one.
    ///
    /// ```
    /// let url = urlbnf::parse("http://h:1/", urlbnf::Grammar::Rfc1738)?;
    /// assert_eq!(url.hostport().unwrap().span(), "h:1");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn hostport(&self) -> Option<HostPort<'a>> {
        match self {
            AnyUrl::Rfc1738(u) => u.hostport(),
            AnyUrl::Rfc1630(u) => u.hostport(),
        }
    }

    /// The host.
    ///
    /// ```
    /// let url = urlbnf::parse("http://h/", urlbnf::Grammar::Rfc1630)?;
    /// assert_eq!(url.host().unwrap().as_str(), "h");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn host(&self) -> Option<Host<'a>> {
        match self {
            AnyUrl::Rfc1738(u) => u.host(),
            AnyUrl::Rfc1630(u) => u.host(),
        }
    }

    /// The `port` as written, if any.
    ///
    /// ```
    /// let url = urlbnf::parse("http://h:8/", urlbnf::Grammar::Rfc1630)?;
    /// assert_eq!(url.port().unwrap().as_str(), "8");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn port(&self) -> Option<Port<'a>> {
        self.hostport().and_then(|hp| hp.port())
    }

    /// The port as a number, or the scheme's default port where the URL
    /// gives none (as [`rfc1738::Url::port_or_default`]).
    ///
    /// ```
    /// let url = urlbnf::parse("telnet://h", urlbnf::Grammar::Rfc1630)?;
    /// assert_eq!(url.port_or_default(), Ok(Some(23)));
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn port_or_default(&self) -> Result<Option<u16>, PortError> {
        match self {
            AnyUrl::Rfc1738(u) => u.port_or_default(),
            AnyUrl::Rfc1630(u) => u.port_or_default(),
        }
    }

    /// The fragment after `#`: RFC 1630 allows one on every URL; RFC 1738
    /// none (a `#` is outside its grammar).
    ///
    /// ```
    /// let url = urlbnf::parse("http://h/p#top", urlbnf::Grammar::Rfc1630)?;
    /// assert_eq!(url.fragment().unwrap(), "top");
    /// assert!(urlbnf::parse("http://h/p", urlbnf::Grammar::Rfc1738)?.fragment().is_none());
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn fragment(&self) -> Option<Span<'a>> {
        match self {
            AnyUrl::Rfc1738(_) => None,
            AnyUrl::Rfc1630(u) => u.fragment(),
        }
    }

    /// The `login`, for the schemes whose syntax allows a user.
    ///
    /// ```
    /// let url = urlbnf::parse("telnet://u@h", urlbnf::Grammar::Rfc1738)?;
    /// assert_eq!(url.login().unwrap().user().unwrap(), "u");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn login(&self) -> Option<Login<'a>> {
        match self {
            AnyUrl::Rfc1738(u) => u.login(),
            AnyUrl::Rfc1630(u) => u.login(),
        }
    }

    /// The path, where the scheme has one; still encoded.
    ///
    /// ```
    /// let url = urlbnf::parse("ftp://h/a/b", urlbnf::Grammar::Rfc1738)?;
    /// assert_eq!(url.path().unwrap(), "a/b");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn path(&self) -> Option<Span<'a>> {
        match self {
            AnyUrl::Rfc1738(u) => u.path(),
            AnyUrl::Rfc1630(u) => u.path(),
        }
    }

    /// The derivation tree (see [`rfc1738::Url::tree`]).
    ///
    /// ```
    /// let url = urlbnf::parse("news:*", urlbnf::Grammar::Rfc1738)?;
    /// assert!(url.tree().to_string().starts_with("newsurl 0..6"));
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn tree(&self) -> impl fmt::Display + '_ {
        DisplayTree(self)
    }
}

struct DisplayTree<'u, 'a>(&'u AnyUrl<'a>);

impl fmt::Display for DisplayTree<'_, '_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            AnyUrl::Rfc1738(u) => u.tree().fmt(f),
            AnyUrl::Rfc1630(u) => u.tree().fmt(f),
        }
    }
}

/// The input, byte for byte.
///
/// ```
/// let url = urlbnf::parse("URL:news:a.b#c", urlbnf::Grammar::Rfc1630)?;
/// assert_eq!(url.to_string(), "URL:news:a.b#c");
/// # Ok::<(), urlbnf::ParseError>(())
/// ```
impl fmt::Display for AnyUrl<'_> {
    /// The input, byte for byte.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}
