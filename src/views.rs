//! Views of one scheme's URL in any grammar, for code that takes the
//! grammar at run time: [`AnyUrl::as_http`](crate::AnyUrl::as_http),
//! [`as_ftp`](crate::AnyUrl::as_ftp), [`as_gopher`](crate::AnyUrl::as_gopher)
//! and [`as_news`](crate::AnyUrl::as_news). Each view holds the components
//! every grammar's URL of that scheme has, with the same types; each
//! dialect fills it from its own URL (its `DialectUrl` implementation).
//! The dialect's own value is [`AnyUrl::as_rfc1738`](crate::AnyUrl::as_rfc1738)
//! or [`AnyUrl::as_rfc1630`](crate::AnyUrl::as_rfc1630) away.

use std::fmt;

use crate::core::grammar::Grammar;
use crate::core::scheme::Scheme;
use crate::core::segments::Segments;
use crate::core::span::Span;
use crate::parts::{FtpType, GopherType, GroupPart, Host, HostPort, Login, PortError};

/// What every dialect's URL answers, whatever its grammar: [`AnyUrl`](crate::AnyUrl)'s
/// accessors read it through `AnyUrl::url`, and it fills the views.
pub(crate) trait DialectUrl<'a> {
    fn grammar(&self) -> Grammar;
    fn scheme(&self) -> Scheme;
    fn scheme_name(&self) -> Span<'a>;
    fn span(&self) -> Span<'a>;
    fn hostport(&self) -> Option<HostPort<'a>>;
    fn host(&self) -> Option<Host<'a>>;
    fn port_or_default(&self) -> Result<Option<u16>, PortError>;
    /// The `#` fragment, in a grammar that has one.
    fn fragment(&self) -> Option<Span<'a>>;
    fn login(&self) -> Option<Login<'a>>;
    fn path(&self) -> Option<Span<'a>>;
    fn as_http(&self) -> Option<AnyHttpUrl<'a>>;
    fn as_ftp(&self) -> Option<AnyFtpUrl<'a>>;
    fn as_gopher(&self) -> Option<AnyGopherUrl<'a>>;
    fn as_news(&self) -> Option<AnyNewsUrl<'a>>;
    /// The derivation tree, as `Url::tree` draws it.
    fn write_tree(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result;
}

/// An http URL of any grammar: RFC 1738's `httpurl` or RFC 1630's
/// `httpaddress`.
///
/// ```
/// use urlbnf::{AnyUrl, Grammar};
/// for g in [Grammar::Rfc1738, Grammar::Rfc1630] {
///     let url = AnyUrl::parse("http://h:8080/a/b?q", g)?;
///     let http = url.as_http().unwrap();
///     assert_eq!(http.span(), "http://h:8080/a/b?q");
///     assert_eq!((http.host().as_str(), http.hostport().span().as_str()), ("h", "h:8080"));
///     assert_eq!((http.path().unwrap().as_str(), http.segments().count()), ("a/b", 2));
///     assert_eq!(http.search().unwrap(), "q");
/// }
/// # Ok::<(), urlbnf::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AnyHttpUrl<'a> {
    pub(crate) span: Span<'a>,
    pub(crate) hostport: HostPort<'a>,
    pub(crate) path: Option<Span<'a>>,
    pub(crate) search: Option<Span<'a>>,
}

impl<'a> AnyHttpUrl<'a> {
    /// The URL's text.
    pub fn span(&self) -> Span<'a> {
        self.span
    }

    /// The `hostport`.
    pub fn hostport(&self) -> HostPort<'a> {
        self.hostport
    }

    /// The host.
    pub fn host(&self) -> Host<'a> {
        self.hostport.host()
    }

    /// The path after the host's `/`, still encoded, if any.
    pub fn path(&self) -> Option<Span<'a>> {
        self.path
    }

    /// The `/`-separated segments of the path, still encoded.
    pub fn segments(&self) -> Segments<'a> {
        Segments::of(self.path)
    }

    /// The `search` after `?`, still encoded, if any.
    pub fn search(&self) -> Option<Span<'a>> {
        self.search
    }
}

/// An ftp URL of any grammar: RFC 1738's `ftpurl` or RFC 1630's
/// `ftpaddress`, with its transfer type as one [`FtpType`].
///
/// ```
/// use urlbnf::{AnyUrl, FtpType, Grammar};
/// for g in [Grammar::Rfc1738, Grammar::Rfc1630] {
///     let url = AnyUrl::parse("ftp://u@h:21/pub/f;type=I", g)?;
///     let ftp = url.as_ftp().unwrap();
///     assert_eq!(ftp.span(), "ftp://u@h:21/pub/f;type=I");
///     assert_eq!((ftp.login().user().unwrap().as_str(), ftp.hostport().span().as_str()), ("u", "h:21"));
///     assert_eq!((ftp.path().unwrap().as_str(), ftp.segments().count()), ("pub/f", 2));
///     assert!(ftp.ftptype().unwrap().as_str().eq_ignore_ascii_case("i"));
///     assert_eq!(ftp.ftp_type(), Some(FtpType::Image));
/// }
/// # Ok::<(), urlbnf::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AnyFtpUrl<'a> {
    pub(crate) span: Span<'a>,
    pub(crate) login: Login<'a>,
    pub(crate) path: Option<Span<'a>>,
    pub(crate) ftptype: Option<Span<'a>>,
    pub(crate) ftp_type: Option<FtpType<'a>>,
}

impl<'a> AnyFtpUrl<'a> {
    /// The URL's text.
    pub fn span(&self) -> Span<'a> {
        self.span
    }

    /// The `login`: user, password, host and port.
    pub fn login(&self) -> Login<'a> {
        self.login
    }

    /// The `hostport` of the login.
    pub fn hostport(&self) -> HostPort<'a> {
        self.login.hostport()
    }

    /// The path after the host's `/`, still encoded, if any (RFC 1630's
    /// is always there, possibly empty).
    pub fn path(&self) -> Option<Span<'a>> {
        self.path
    }

    /// The `/`-separated segments of the path: the CWD arguments, then
    /// the RETR argument.
    pub fn segments(&self) -> Segments<'a> {
        Segments::of(self.path)
    }

    /// The `ftptype` as written, if any.
    pub fn ftptype(&self) -> Option<Span<'a>> {
        self.ftptype
    }

    /// The transfer type, if given.
    pub fn ftp_type(&self) -> Option<FtpType<'a>> {
        self.ftp_type
    }
}

/// A gopher URL of any grammar: RFC 1738's `gopherurl` or RFC 1630's
/// `gopheraddress`.
///
/// ```
/// use urlbnf::{AnyUrl, Grammar};
/// for g in [Grammar::Rfc1738, Grammar::Rfc1630] {
///     let url = AnyUrl::parse("gopher://h:70/7s%09q", g)?;
///     let gopher = url.as_gopher().unwrap();
///     assert_eq!((gopher.span().as_str(), gopher.hostport().span().as_str()), ("gopher://h:70/7s%09q", "h:70"));
///     assert_eq!((gopher.gtype().unwrap().as_str(), gopher.gopher_type().code()), ("7", b'7'));
///     assert_eq!((gopher.selector().unwrap().as_str(), gopher.search().unwrap().as_str()), ("s", "q"));
///     assert!(gopher.gopher_plus().is_none());
/// }
/// # Ok::<(), urlbnf::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AnyGopherUrl<'a> {
    pub(crate) span: Span<'a>,
    pub(crate) hostport: HostPort<'a>,
    pub(crate) gtype: Option<Span<'a>>,
    pub(crate) gopher_type: GopherType,
    pub(crate) selector: Option<Span<'a>>,
    pub(crate) search: Option<Span<'a>>,
    pub(crate) gopher_plus: Option<Span<'a>>,
}

impl<'a> AnyGopherUrl<'a> {
    /// The URL's text.
    pub fn span(&self) -> Span<'a> {
        self.span
    }

    /// The `hostport`.
    pub fn hostport(&self) -> HostPort<'a> {
        self.hostport
    }

    /// The `gtype` as written, if any.
    pub fn gtype(&self) -> Option<Span<'a>> {
        self.gtype
    }

    /// The gopher type: the `gtype`, else `1` (RFC 1738 section 3.4).
    pub fn gopher_type(&self) -> GopherType {
        self.gopher_type
    }

    /// The selector, up to the first `%09`, still encoded, if any.
    pub fn selector(&self) -> Option<Span<'a>> {
        self.selector
    }

    /// The search after the first `%09`, if any.
    pub fn search(&self) -> Option<Span<'a>> {
        self.search
    }

    /// The gopher+ string after a second `%09`, if any.
    pub fn gopher_plus(&self) -> Option<Span<'a>> {
        self.gopher_plus
    }
}

/// A news URL of any grammar: RFC 1738's `newsurl` or RFC 1630's
/// `newsaddress`.
///
/// ```
/// use urlbnf::{AnyUrl, GroupPart, Grammar};
/// for g in [Grammar::Rfc1738, Grammar::Rfc1630] {
///     let url = AnyUrl::parse("news:comp.lang.c", g)?;
///     let news = url.as_news().unwrap();
///     assert_eq!(news.span(), "news:comp.lang.c");
///     assert!(matches!(news.grouppart(), GroupPart::Group(g) if g == "comp.lang.c"));
/// }
/// # Ok::<(), urlbnf::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AnyNewsUrl<'a> {
    pub(crate) span: Span<'a>,
    pub(crate) grouppart: GroupPart<'a>,
}

impl<'a> AnyNewsUrl<'a> {
    /// The URL's text.
    pub fn span(&self) -> Span<'a> {
        self.span
    }

    /// The group, article or `*`.
    pub fn grouppart(&self) -> GroupPart<'a> {
        self.grouppart
    }
}

/// The text, exactly as in the input.
///
/// ```
/// let url = urlbnf::AnyUrl::parse("news:a.b", urlbnf::Grammar::Rfc1738)?;
/// assert_eq!(url.as_news().unwrap().to_string(), "news:a.b");
/// # Ok::<(), urlbnf::ParseError>(())
/// ```
impl fmt::Display for AnyNewsUrl<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.span.as_str())
    }
}

/// The text, exactly as in the input.
impl fmt::Display for AnyHttpUrl<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.span.as_str())
    }
}

/// The text, exactly as in the input.
impl fmt::Display for AnyFtpUrl<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.span.as_str())
    }
}

/// The text, exactly as in the input.
impl fmt::Display for AnyGopherUrl<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.span.as_str())
    }
}
