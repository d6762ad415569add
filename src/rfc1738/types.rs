//! The typed results of [`parse`](super::parse): [`Url`] and one type per
//! scheme production. Every component is a [`Span`] borrowed from the input.

use std::fmt;

use crate::core::failure::ParseError;
use crate::core::located::{At, Loc, locs};
use crate::core::scheme::Scheme;
use crate::core::segments::Segments;
use crate::core::span::Span;
use crate::core::tree::Tree;
use crate::parts::{GroupPart, Host, HostPort, Login};
use crate::parts::{Port, PortError};
use crate::rfc1738::{
    file, ftp, generic, gopher, http, mailto, news, nntp, prospero, telnet, wais,
};

include!("generated/types.rs");

impl<'a> Url<'a> {
    /// The `hostport`, for the schemes that have one (http, ftp, nntp,
    /// telnet, gopher, wais, prospero, and an `otherurl` whose schemepart
    /// is an `ip-schemepart`).
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("nntp://news.example:119/comp.lang.c")?;
    /// assert_eq!(url.hostport().unwrap().span(), "news.example:119");
    /// assert!(urlbnf::rfc1738::parse("news:*")?.hostport().is_none());
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn hostport(&self) -> Option<HostPort<'a>> {
        match self {
            Url::Http(u) => Some(u.hostport()),
            Url::Ftp(u) => Some(u.hostport()),
            Url::Nntp(u) => Some(u.hostport()),
            Url::Telnet(u) => Some(u.hostport()),
            Url::Gopher(u) => Some(u.hostport()),
            Url::Wais(u) => Some(u.hostport()),
            Url::Prospero(u) => Some(u.hostport()),
            Url::Other(u) => u.login().map(|l| l.hostport()),
            Url::News(_) | Url::Mailto(_) | Url::File(_) => None,
        }
    }

    /// The host: the `hostport`'s, or a `fileurl`'s when it names one.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1738::parse("file://vms.host.edu/disk$user/x")?.host().unwrap().as_str(), "vms.host.edu");
    /// assert_eq!(urlbnf::rfc1738::parse("telnet://u@h.example")?.host().unwrap().as_str(), "h.example");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn host(&self) -> Option<Host<'a>> {
        match self {
            Url::File(u) => u.host(),
            _ => self.hostport().map(|hp| hp.host()),
        }
    }

    /// The `login` (user, password and `hostport`), for ftp, telnet and an
    /// `otherurl` with an `ip-schemepart`: the schemes whose syntax allows a
    /// user.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("ftp://anonymous:me@ftp.example/")?;
    /// assert_eq!(url.login().unwrap().user().unwrap(), "anonymous");
    /// assert!(urlbnf::rfc1738::parse("http://h/")?.login().is_none());
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn login(&self) -> Option<Login<'a>> {
        match self {
            Url::Ftp(u) => Some(u.login()),
            Url::Telnet(u) => Some(u.login()),
            Url::Other(u) => u.login(),
            _ => None,
        }
    }

    /// The path, where the scheme has one: http's `hpath`, ftp's and file's
    /// `fpath`, prospero's `ppath`, gopher's `selector`, an `otherurl`'s
    /// `urlpath`. Still encoded; `None` when absent (`http://h` has none,
    /// `http://h/` an empty one).
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1738::parse("http://h/a/b?q")?.path().unwrap(), "a/b");
    /// assert_eq!(urlbnf::rfc1738::parse("file:///etc/motd")?.path().unwrap(), "etc/motd");
    /// assert!(urlbnf::rfc1738::parse("http://h")?.path().is_none());
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn path(&self) -> Option<Span<'a>> {
        match self {
            Url::Http(u) => u.path(),
            Url::Ftp(u) => u.path(),
            Url::File(u) => Some(u.path()),
            Url::Prospero(u) => Some(u.path()),
            Url::Gopher(u) => u.selector(),
            Url::Other(u) => u.urlpath(),
            Url::News(_) | Url::Nntp(_) | Url::Telnet(_) | Url::Wais(_) | Url::Mailto(_) => None,
        }
    }
}

/// The input, byte for byte.
///
/// ```
/// let url = urlbnf::rfc1738::parse("HTTP://h/%7e")?;
/// assert_eq!(url.to_string(), "HTTP://h/%7e");
/// # Ok::<(), urlbnf::ParseError>(())
/// ```
impl fmt::Display for Url<'_> {
    /// The input, byte for byte.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl std::hash::Hash for Url<'_> {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        self.as_str().hash(h)
    }
}

impl<'a> FtpUrl<'a> {
    /// The `ftptype` as a value, if given.
    ///
    /// ```
    /// use urlbnf::rfc1738::FtpType;
    /// let url = urlbnf::rfc1738::parse("ftp://h/dir;type=d")?;
    /// assert_eq!(url.as_ftp().unwrap().ftp_type(), Some(FtpType::Directory));
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn ftp_type(&self) -> Option<FtpType<'a>> {
        // `ftptype` is one of `a`, `i`, `d` in either case: never `e`.
        self.ftptype()
            .and_then(|t| FtpType::from_code(t.as_str().as_bytes()[0]))
    }
}

pub use crate::parts::FtpType;

impl<'a> TelnetUrl<'a> {
    /// Whether the URL ends with the optional `/`.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("telnet://h")?;
    /// assert!(!url.as_telnet().unwrap().has_slash());
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn has_slash(&self) -> bool {
        self.parsed.slash
    }
}

impl<'a> GopherUrl<'a> {
    /// The gopher type: the `gtype` (decoded if escaped), else `1`
    /// (section 3.4: "If the gophertype is missing, it defaults to 1").
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("gopher://h/")?;
    /// let t = url.as_gopher().unwrap().gopher_type();
    /// assert_eq!((t.code(), t.meaning()), (b'1', Some("directory")));
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn gopher_type(&self) -> GopherType {
        GopherType::new(self.located().gopher_type())
    }
}

pub use crate::parts::GopherType;

/// Which of the three `waisurl` forms a URL has, with its own parts.
///
/// ```
/// use urlbnf::rfc1738::WaisKind;
/// let url = urlbnf::rfc1738::parse("wais://h/db/TEXT/doc-id")?;
/// match url.as_wais().unwrap().kind() {
///     WaisKind::Doc { wtype, wpath } => assert_eq!((wtype.as_str(), wpath.as_str()), ("TEXT", "doc-id")),
///     other => panic!("{other:?}"),
/// }
/// # Ok::<(), urlbnf::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WaisKind<'a> {
    /// `waisdatabase`: a searchable database.
    Database,
    /// `waisindex`: a search, with its `search` part.
    Index {
        /// The `search` after `?`.
        search: Span<'a>,
    },
    /// `waisdoc`: a document, with its type and path.
    Doc {
        /// The `wtype`.
        wtype: Span<'a>,
        /// The `wpath`.
        wpath: Span<'a>,
    },
}

impl<'a> WaisUrl<'a> {
    /// Which form, with its parts.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("wais://h/db")?;
    /// assert_eq!(url.as_wais().unwrap().kind(), urlbnf::rfc1738::WaisKind::Database);
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn kind(&self) -> WaisKind<'a> {
        match self.located().form {
            wais::WaisForm::Database => WaisKind::Database,
            wais::WaisForm::Index { search } => WaisKind::Index {
                search: search.span(),
            },
            wais::WaisForm::Doc { wtype, wpath } => WaisKind::Doc {
                wtype: wtype.span(),
                wpath: wpath.span(),
            },
        }
    }
}

impl<'a> FileUrl<'a> {
    /// The `host`, if not empty (`localhost` is returned as written).
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("file:///etc")?;
    /// assert!(url.as_file().unwrap().host().is_none());
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn host(&self) -> Option<Host<'a>> {
        self.located().host.map(|(h, kind)| Host::new(h, kind))
    }

    /// Whether the URL names the machine it is interpreted on (section
    /// 3.10): an empty host or `localhost`.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("file://h.example/x")?;
    /// assert!(!url.as_file().unwrap().is_local());
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn is_local(&self) -> bool {
        self.located().is_local()
    }
}

impl<'a> GenericUrl<'a> {
    /// The `login` of the schemepart read as an `ip-schemepart`, when it
    /// has that form.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("x://h")?;
    /// assert_eq!(url.as_other().unwrap().login().unwrap().span(), "h");
    /// assert!(urlbnf::rfc1738::parse("x:h")?.as_other().unwrap().login().is_none());
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn login(&self) -> Option<Login<'a>> {
        self.located().ip.map(|ip| Login::from(ip.login))
    }

    /// The `urlpath` after the `/` of an `ip-schemepart`, if there is a `/`.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("x://h/")?;
    /// assert_eq!(url.as_other().unwrap().urlpath().unwrap(), "");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn urlpath(&self) -> Option<Span<'a>> {
        self.located().ip.and_then(|ip| ip.urlpath).map(Loc::span)
    }
}

// The shared components from the productions that RFC 1738 defines and RFC
// 1630 reads as well (`ip_schemepart`, `news`).

impl<'a> From<crate::rfc1738::ip_schemepart::ParsedHostPort<Loc<'a>>> for HostPort<'a> {
    fn from(hp: crate::rfc1738::ip_schemepart::ParsedHostPort<Loc<'a>>) -> Self {
        HostPort::new(hp.span.span(), hp.host, hp.host_kind, hp.port)
    }
}

impl<'a> From<crate::rfc1738::ip_schemepart::ParsedLogin<Loc<'a>>> for Login<'a> {
    fn from(l: crate::rfc1738::ip_schemepart::ParsedLogin<Loc<'a>>) -> Self {
        Login::new(
            l.span.span(),
            l.user.map(Loc::span),
            l.password.map(Loc::span),
            HostPort::from(l.hostport),
        )
    }
}

impl<'a> From<news::ParsedGroupPart<Loc<'a>>> for GroupPart<'a> {
    fn from(g: news::ParsedGroupPart<Loc<'a>>) -> Self {
        match g {
            news::ParsedGroupPart::All(s) => GroupPart::All(s.span()),
            news::ParsedGroupPart::Group(s) => GroupPart::Group(s.span()),
            news::ParsedGroupPart::Article { span, local, host } => GroupPart::Article {
                span: span.span(),
                local: local.span(),
                host: host.span(),
            },
        }
    }
}
