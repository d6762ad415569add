//! The typed results of [`parse`](super::parse): [`Url`] (prefix, address,
//! fragment), [`Address`] and one type per scheme production, named as the
//! RFC 1738 types are where the concept is the same.

use std::fmt;

use crate::core::failure::ParseError;
use crate::core::input::split;
use crate::core::located::{At, Loc, locs};
use crate::core::scheme::Scheme;
use crate::core::segments::Segments;
use crate::core::span::Span;
use crate::core::tree::Tree;
use crate::parts::{GroupPart, Host, HostPort, Login};
use crate::parts::{Port, PortError};
use crate::rfc1630 as engine;
use crate::rfc1738::types::GopherType;

include!("generated/types.rs");

impl<'a> Url<'a> {
    /// The address, without prefix and fragment.
    ///
    /// ```
    /// let url = urlbnf::rfc1630::parse("telnet://h")?;
    /// assert!(matches!(url.address(), urlbnf::rfc1630::Address::Telnet(_)));
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn address(&self) -> Address<'a> {
        Address::from_engine(self.input, self.parsed.address)
    }

    /// The scheme of the production that matched.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("http://h")?.scheme(), urlbnf::Scheme::Http);
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn scheme(&self) -> Scheme {
        self.address().scheme()
    }

    /// The `hostport`, for the schemes that have one.
    ///
    /// ```
    /// let url = urlbnf::rfc1630::parse("gopher://h:70/1")?;
    /// assert_eq!(url.hostport().unwrap().span(), "h:70");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn hostport(&self) -> Option<HostPort<'a>> {
        match self.address() {
            Address::Http(u) => Some(u.hostport()),
            Address::Ftp(u) => Some(u.hostport()),
            Address::Nntp(u) => u.hostport(),
            Address::Prospero(u) => Some(u.hostport()),
            Address::Telnet(u) => Some(u.hostport()),
            Address::Gopher(u) => Some(u.hostport()),
            Address::Wais(u) => Some(u.hostport()),
            _ => None,
        }
    }

    /// The host: the `hostport`'s, or the host after `@` of a mailto, mid
    /// or cid address.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("mailto:timbl@info.cern.ch")?.host().unwrap().as_str(), "info.cern.ch");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn host(&self) -> Option<Host<'a>> {
        match self.address() {
            Address::Mailto(u) => Some(u.host()),
            _ => self.hostport().map(|hp| hp.host()),
        }
    }

    /// The `login`, for ftp and telnet.
    ///
    /// ```
    /// let url = urlbnf::rfc1630::parse("ftp://u:p@h/f")?;
    /// assert_eq!(url.login().unwrap().user().unwrap(), "u");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn login(&self) -> Option<Login<'a>> {
        match self.address() {
            Address::Ftp(u) => Some(u.login()),
            Address::Telnet(u) => Some(u.login()),
            _ => None,
        }
    }

    /// The path, where the address has one: http's and ftp's `path`,
    /// prospero's `hsoname`, gopher's `gcommand`, afs's and the generic
    /// `uri`'s `path`. Still encoded.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("http://h/a/b?q")?.path().unwrap(), "a/b");
    /// assert_eq!(urlbnf::rfc1630::parse("g:a/b")?.path().unwrap(), "a/b");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn path(&self) -> Option<Span<'a>> {
        match self.address() {
            Address::Http(u) => u.path(),
            Address::Ftp(u) => u.path(),
            Address::Prospero(u) => Some(u.path()),
            Address::Gopher(u) => u.selector(),
            Address::Afs(u) => Some(u.path()),
            Address::Other(u) => Some(u.path()),
            _ => None,
        }
    }

    /// The derivation tree: the address's, inside `prefixedurl` and
    /// `fragmentaddress` nodes when the URL has a prefix or a fragment.
    pub(crate) fn write_tree(&self, t: &mut Tree<'_, '_>) -> fmt::Result {
        let source = self.located().source;
        let Some(f) = self.located().fragment else {
            return self.write_url(t, source);
        };
        let before = split(source, source.as_str().len() - f.as_str().len() - 1).1;
        t.node("fragmentaddress", source, |t| {
            self.write_url(t, before)?;
            t.leaf("fragmentid", f)
        })
    }

    fn write_url(&self, t: &mut Tree<'_, '_>, span: Loc<'_>) -> fmt::Result {
        match self.located().prefix {
            Some(_) => t.node("prefixedurl", span, |t| {
                t.node("url", split(span, 4).0, |t| self.address().write_tree(t))
            }),
            None => self.address().write_tree(t),
        }
    }
}

impl<'a> FtpUrl<'a> {
    /// The type code letter (`A`, `E`, `I` or `L`), if given.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("ftp://h/f;type=I")?.as_ftp().unwrap().type_code(), Some('I'));
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn type_code(&self) -> Option<char> {
        self.located().type_code()
    }

    /// The `formcode` (`N`, `T` or `C`) after `A` or `E`, if given.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("ftp://h/f;type=ET")?.as_ftp().unwrap().formcode(), Some('T'));
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn formcode(&self) -> Option<char> {
        self.located().formcode()
    }

    /// The `ftptype` as a value, if given.
    ///
    /// ```
    /// use urlbnf::rfc1630::{FormCode, FtpType};
    /// let ftp = |s| urlbnf::rfc1630::parse(s).unwrap().as_ftp().unwrap().ftp_type();
    /// assert_eq!(ftp("ftp://h/f;type=AN"), Some(FtpType::Ascii(Some(FormCode::NonPrint))));
    /// assert_eq!(ftp("ftp://h/f;type=E"), Some(FtpType::Ebcdic(None)));
    /// assert_eq!(ftp("ftp://h/f;type=I"), Some(FtpType::Image));
    /// assert_eq!(ftp("ftp://h/f;type=L8").unwrap(), FtpType::Local(urlbnf::Span::new("8", 16)));
    /// assert_eq!(ftp("ftp://h/f"), None);
    /// ```
    pub fn ftp_type(&self) -> Option<FtpType<'a>> {
        let form = self.formcode().and_then(FormCode::from_code);
        Some(match self.type_code()? {
            'A' => FtpType::Ascii(form),
            'E' => FtpType::Ebcdic(form),
            'I' => FtpType::Image,
            _ => FtpType::Local(self.byte_size()?),
        })
    }

    /// The byte size after `L`, if the type is `L digits`.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("ftp://h/f;type=L36")?.as_ftp().unwrap().byte_size().unwrap(), "36");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn byte_size(&self) -> Option<Span<'a>> {
        self.located().byte_size().map(Loc::span)
    }
}

pub use crate::parts::{FormCode, FtpType};

impl<'a> GopherUrl<'a> {
    /// The item type `gtype` gives, with its meaning (RFC 1436); type `1`
    /// (a directory) when the URL has none, as for RFC 1738.
    ///
    /// ```
    /// use urlbnf::rfc1630::{GopherType, parse};
    /// assert_eq!(parse("gopher://h/0a")?.as_gopher().unwrap().gopher_type().meaning(), Some("file"));
    /// assert_eq!(parse("gopher://h")?.as_gopher().unwrap().gopher_type(), GopherType::DIRECTORY);
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn gopher_type(&self) -> GopherType {
        self.gtype()
            .and_then(|t| t.as_str().bytes().next())
            .map_or(GopherType::DIRECTORY, GopherType::new)
    }

    /// The selector: the `gcommand` up to its first `%09` (the gopher
    /// convention RFC 1738 §3.4 writes down), if given.
    ///
    /// ```
    /// let url = urlbnf::rfc1630::parse("gopher://h/1a/b%09x")?;
    /// assert_eq!(url.as_gopher().unwrap().selector().unwrap(), "a/b");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn selector(&self) -> Option<Span<'a>> {
        self.tab_pieces().0
    }

    /// The search after the first `%09` of the `gcommand`, if any.
    ///
    /// ```
    /// let url = urlbnf::rfc1630::parse("gopher://h/7s%09q")?;
    /// assert_eq!(url.as_gopher().unwrap().search().unwrap(), "q");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn search(&self) -> Option<Span<'a>> {
        self.tab_pieces().1
    }

    /// The gopher+ string after the second `%09`, if any.
    ///
    /// ```
    /// let url = urlbnf::rfc1630::parse("gopher://h/7s%09q%09+")?;
    /// assert_eq!(url.as_gopher().unwrap().gopher_plus().unwrap(), "+");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn gopher_plus(&self) -> Option<Span<'a>> {
        self.tab_pieces().2
    }

    /// The `gcommand` cut at its first two `%09`s.
    fn tab_pieces(&self) -> (Option<Span<'a>>, Option<Span<'a>>, Option<Span<'a>>) {
        let Some(g) = self.gcommand() else {
            return (None, None, None);
        };
        let text = g.as_str();
        let Some(k) = text.find("%09") else {
            return (Some(g), None, None);
        };
        let rest = g.slice(k + 3, text.len());
        match rest.as_str().find("%09") {
            None => (Some(g.slice(0, k)), Some(rest), None),
            Some(j) => (
                Some(g.slice(0, k)),
                Some(rest.slice(0, j)),
                Some(rest.slice(j + 3, rest.len())),
            ),
        }
    }
}

/// Which of the two `waisaddress` forms a URL has, with its own parts.
///
/// ```
/// use urlbnf::rfc1630::WaisKind;
/// let url = urlbnf::rfc1630::parse("wais://h/db/TEXT/1=a/b;2=c;")?;
/// let WaisKind::Doc { wtype, .. } = url.as_wais().unwrap().kind() else { panic!() };
/// assert_eq!(wtype, "TEXT");
/// # Ok::<(), urlbnf::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WaisKind<'a> {
    /// `waisindex`: a database, with an optional `search`.
    Index {
        /// The `search` after `?`, if any.
        search: Option<Span<'a>>,
    },
    /// `waisdoc`: a document, with its type and `wpath`.
    Doc {
        /// The `wtype`.
        wtype: Span<'a>,
        /// The `wpath`: `digits = path ;` fields.
        wpath: Span<'a>,
    },
}

impl<'a> WaisUrl<'a> {
    /// Which form, with its parts.
    ///
    /// ```
    /// use urlbnf::rfc1630::WaisKind;
    /// assert_eq!(urlbnf::rfc1630::parse("wais://h/db")?.as_wais().unwrap().kind(), WaisKind::Index { search: None });
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn kind(&self) -> WaisKind<'a> {
        match self.located().kind {
            engine::wais::ParsedWaisKind::Index { search } => WaisKind::Index {
                search: search.map(Loc::span),
            },
            engine::wais::ParsedWaisKind::Doc { wtype, wpath } => WaisKind::Doc {
                wtype: wtype.span(),
                wpath: wpath.span(),
            },
        }
    }
}

impl<'a> MailtoUrl<'a> {
    /// The `hostname` after `@`.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("mailto:a@b.c")?.as_mailto().unwrap().host().as_str(), "b.c");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn host(&self) -> Host<'a> {
        Host::new(self.located().hostname, crate::parts::HostKind::Name)
    }
}

/// An `addr-spec` (RFC 822) as `midaddress` and `cidaddress` use it:
/// `local-part "@" domain`, over RFC 1630's characters.
///
/// ```
/// let url = urlbnf::rfc1630::parse("mid:part1@host.example")?;
/// let a = url.as_mid().unwrap().addr_spec();
/// assert_eq!((a.local().as_str(), a.host().as_str()), ("part1", "host.example"));
/// # Ok::<(), urlbnf::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AddrSpec<'a> {
    span: Span<'a>,
    local: Span<'a>,
    host: Span<'a>,
}

impl<'a> AddrSpec<'a> {
    fn from_engine(a: engine::mid::ParsedAddrSpec<Loc<'a>>) -> Self {
        AddrSpec {
            span: a.span.span(),
            local: a.local.span(),
            host: a.host.span(),
        }
    }

    /// The whole `addr-spec`.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("cid:a@b")?.as_cid().unwrap().addr_spec().span(), "a@b");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn span(&self) -> Span<'a> {
        self.span
    }

    /// The RFC 822 `local-part`, before the `@` (its `"` quotes included).
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("cid:a@b")?.as_cid().unwrap().addr_spec().local(), "a");
    /// let url = urlbnf::rfc1630::parse("cid:\"a@b\".c@host")?;
    /// assert_eq!(url.as_cid().unwrap().addr_spec().local(), "\"a@b\".c");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn local(&self) -> Span<'a> {
        self.local
    }

    /// The RFC 822 `domain` after the `@`: dot-separated atoms, which may
    /// start with a digit or `-`.
    ///
    /// ```
    /// let url = urlbnf::rfc1630::parse("cid:part1@0PlD-SEOl.eT")?;
    /// assert_eq!(url.as_cid().unwrap().addr_spec().host(), "0PlD-SEOl.eT");
    /// assert_eq!(urlbnf::rfc1630::parse("cid:a@b")?.as_cid().unwrap().addr_spec().host(), "b");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn host(&self) -> Span<'a> {
        self.host
    }
}

impl<'a> MidUrl<'a> {
    /// The message id.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("mid:a@b")?.as_mid().unwrap().addr_spec().span(), "a@b");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn addr_spec(&self) -> AddrSpec<'a> {
        AddrSpec::from_engine(self.located().addr_spec)
    }
}

impl<'a> CidUrl<'a> {
    /// The `content-identifier` (an `addr-spec`).
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("cid:a@b")?.as_cid().unwrap().addr_spec().host(), "b");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn addr_spec(&self) -> AddrSpec<'a> {
        AddrSpec::from_engine(self.located().content_identifier)
    }
}
