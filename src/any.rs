//! [`AnyUrl`]'s accessors: the result of the crate-root
//! [`parse`](crate::parse), which takes the grammar as a value. The enum
//! and its one dispatch, [`AnyUrl::url`], are in the registry
//! (`registry.rs`); each dialect's URL answers `views::DialectUrl` in its
//! folder.

use std::fmt;

use crate::core::grammar::Grammar;
use crate::core::scheme::Scheme;
use crate::core::span::Span;
use crate::parts::{Host, HostPort, Login, Port, PortError};
use crate::views::{AnyFtpUrl, AnyGopherUrl, AnyHttpUrl, AnyNewsUrl};

use crate::registry::AnyUrl;

impl<'a> AnyUrl<'a> {
    /// The grammar it was parsed with.
    ///
    /// ```
    /// let url = urlbnf::parse("x:y", urlbnf::Grammar::Rfc1738)?;
    /// assert_eq!(url.grammar(), urlbnf::Grammar::Rfc1738);
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn grammar(&self) -> Grammar {
        self.url().grammar()
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
        self.url().as_http()
    }

    /// The ftp URL, in either grammar.
    ///
    /// ```
    /// let url = urlbnf::parse("ftp://h/f;type=A", urlbnf::Grammar::Rfc1630)?;
    /// assert_eq!(url.as_ftp().unwrap().ftp_type(), Some(urlbnf::FtpType::Ascii(None)));
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn as_ftp(&self) -> Option<AnyFtpUrl<'a>> {
        self.url().as_ftp()
    }

    /// The gopher URL, in either grammar.
    ///
    /// ```
    /// let url = urlbnf::parse("gopher://h/", urlbnf::Grammar::Rfc1738)?;
    /// assert_eq!(url.as_gopher().unwrap().gopher_type().code(), b'1');
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn as_gopher(&self) -> Option<AnyGopherUrl<'a>> {
        self.url().as_gopher()
    }

    /// The news URL, in either grammar.
    ///
    /// ```
    /// let url = urlbnf::parse("news:*", urlbnf::Grammar::Rfc1630)?;
    /// assert!(matches!(url.as_news().unwrap().grouppart(), urlbnf::GroupPart::All(_)));
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn as_news(&self) -> Option<AnyNewsUrl<'a>> {
        self.url().as_news()
    }

    /// The scheme of the production that matched.
    ///
    /// ```
    /// let url = urlbnf::parse("mid:a@b", urlbnf::Grammar::Rfc1630)?;
    /// assert_eq!(url.scheme(), urlbnf::Scheme::Mid);
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn scheme(&self) -> Scheme {
        self.url().scheme()
    }

    /// The scheme name as written.
    ///
    /// ```
    /// let url = urlbnf::parse("Mid:a@b", urlbnf::Grammar::Rfc1630)?;
    /// assert_eq!(url.scheme_name(), "Mid");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn scheme_name(&self) -> Span<'a> {
        self.url().scheme_name()
    }

    /// The whole input.
    ///
    /// ```
    /// let url = urlbnf::parse("x:y", urlbnf::Grammar::Rfc1630)?;
    /// assert_eq!(url.span().range(), 0..3);
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn span(&self) -> Span<'a> {
        self.url().span()
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
        self.url().hostport()
    }

    /// The host.
    ///
    /// ```
    /// let url = urlbnf::parse("http://h/", urlbnf::Grammar::Rfc1630)?;
    /// assert_eq!(url.host().unwrap().as_str(), "h");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn host(&self) -> Option<Host<'a>> {
        self.url().host()
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
        self.url().port_or_default()
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
        self.url().fragment()
    }

    /// The `login`, for the schemes whose syntax allows a user.
    ///
    /// ```
    /// let url = urlbnf::parse("telnet://u@h", urlbnf::Grammar::Rfc1738)?;
    /// assert_eq!(url.login().unwrap().user().unwrap(), "u");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn login(&self) -> Option<Login<'a>> {
        self.url().login()
    }

    /// The path, where the scheme has one; still encoded.
    ///
    /// ```
    /// let url = urlbnf::parse("ftp://h/a/b", urlbnf::Grammar::Rfc1738)?;
    /// assert_eq!(url.path().unwrap(), "a/b");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn path(&self) -> Option<Span<'a>> {
        self.url().path()
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
        self.0.url().write_tree(f)
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
