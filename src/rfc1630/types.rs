//! The typed results of [`parse`](super::parse): [`Url`] (prefix, address,
//! fragment), [`Address`] and one type per scheme production, named as the
//! RFC 1738 types are where the concept is the same.

use std::fmt;

use crate::core::input::Span as ESpan;
use crate::core::scheme::Scheme;
use crate::core::segments::Segments;
use crate::core::span::{Span, ToSpan};
use crate::core::tree::Tree;
use crate::core::wrap::wrapper;
use crate::parts::{GroupPart, Host, HostPort, Login, Port};
use crate::rfc1630 as engine;
use crate::rfc1738::types::GopherType;

wrapper! {
    /// A URL of RFC 1630: an optional `url:` prefix, the [`Address`] its
    /// scheme selects, and an optional `# fragmentid`.
    /// [`Display`](fmt::Display) gives back the input exactly; equality and
    /// hashing are by the text.
    ///
    /// ```
    /// use urlbnf::rfc1630::{self, Address};
    /// let url = rfc1630::parse("URL:news:comp.infosystems.www#top")?;
    /// assert_eq!(url.prefix().unwrap(), "URL:");
    /// assert!(matches!(url.address(), Address::News(_)));
    /// assert_eq!(url.fragment().unwrap(), "top");
    /// assert_eq!(url.to_string(), "URL:news:comp.infosystems.www#top");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    Url<'a>(engine::Rfc1630Url<ESpan<'a>>) { prefix, address, fragment }
    example: r#"let x = urlbnf::rfc1630::parse("URL:news:a.b#c")?;"#
}

/// The same as [`parse`](super::parse).
///
/// ```
/// use urlbnf::rfc1630::Url;
/// let url = Url::try_from("mid:m1@host.example#p")?;
/// assert!(url.as_mid().is_some());
/// assert!(Url::try_from("mid:m1").is_err());
/// # Ok::<(), urlbnf::ParseError>(())
/// ```
impl<'a> TryFrom<&'a str> for Url<'a> {
    type Error = crate::core::failure::ParseError;

    /// [`parse`](super::parse).
    fn try_from(input: &'a str) -> Result<Self, Self::Error> {
        super::parse(input)
    }
}

/// The address an RFC 1630 URL gives: one variant per production the scheme
/// selects.
///
/// ```
/// use urlbnf::rfc1630::{self, Address};
/// assert!(matches!(rfc1630::parse("g:h")?.address(), Address::Other(_)));
/// assert!(matches!(rfc1630::parse("mid:a@b")?.address(), Address::Mid(_)));
/// # Ok::<(), urlbnf::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Address<'a> {
    /// `httpaddress`
    Http(HttpUrl<'a>),
    /// `ftpaddress`
    Ftp(FtpUrl<'a>),
    /// `newsaddress`
    News(NewsUrl<'a>),
    /// `nntpaddress`
    Nntp(NntpUrl<'a>),
    /// `prosperoaddress` (`prosperolink`)
    Prospero(ProsperoUrl<'a>),
    /// `telnetaddress`
    Telnet(TelnetUrl<'a>),
    /// `gopheraddress`
    Gopher(GopherUrl<'a>),
    /// `waisaddress`
    Wais(WaisUrl<'a>),
    /// `mailtoaddress`
    Mailto(MailtoUrl<'a>),
    /// `midaddress`
    Mid(MidUrl<'a>),
    /// `cidaddress`
    Cid(CidUrl<'a>),
    /// `afsaddress`: historical, not an alternative of `url`.
    Afs(AfsUrl<'a>),
    /// The generic `uri`, for every other scheme.
    Other(GenericUrl<'a>),
}

impl<'a> Address<'a> {
    fn from_engine(a: engine::ParsedAddress<ESpan<'a>>) -> Self {
        use engine::ParsedAddress as E;
        match a {
            E::Http(u) => Address::Http(HttpUrl(u)),
            E::Ftp(u) => Address::Ftp(FtpUrl(u)),
            E::News(u) => Address::News(NewsUrl(u)),
            E::Nntp(u) => Address::Nntp(NntpUrl(u)),
            E::Prospero(u) => Address::Prospero(ProsperoUrl(u)),
            E::Telnet(u) => Address::Telnet(TelnetUrl(u)),
            E::Gopher(u) => Address::Gopher(GopherUrl(u)),
            E::Wais(u) => Address::Wais(WaisUrl(u)),
            E::Mailto(u) => Address::Mailto(MailtoUrl(u)),
            E::Mid(u) => Address::Mid(MidUrl(u)),
            E::Cid(u) => Address::Cid(CidUrl(u)),
            E::Afs(u) => Address::Afs(AfsUrl(u)),
            E::Uri(u) => Address::Other(GenericUrl(u)),
        }
    }

    /// The scheme of the production that matched ([`Scheme::Other`] for the
    /// generic `uri`).
    ///
    /// ```
    /// let url = urlbnf::rfc1630::parse("cid:a@b")?;
    /// assert_eq!(url.address().scheme(), urlbnf::Scheme::Cid);
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn scheme(&self) -> Scheme {
        match self {
            Address::Http(_) => Scheme::Http,
            Address::Ftp(_) => Scheme::Ftp,
            Address::News(_) => Scheme::News,
            Address::Nntp(_) => Scheme::Nntp,
            Address::Prospero(_) => Scheme::Prospero,
            Address::Telnet(_) => Scheme::Telnet,
            Address::Gopher(_) => Scheme::Gopher,
            Address::Wais(_) => Scheme::Wais,
            Address::Mailto(_) => Scheme::Mailto,
            Address::Mid(_) => Scheme::Mid,
            Address::Cid(_) => Scheme::Cid,
            Address::Afs(_) => Scheme::Afs,
            Address::Other(_) => Scheme::Other,
        }
    }

    /// The address, without prefix and fragment.
    ///
    /// ```
    /// let url = urlbnf::rfc1630::parse("url:news:a#f")?;
    /// assert_eq!(url.address().span(), "news:a");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn span(&self) -> Span<'a> {
        match self {
            Address::Http(u) => u.span(),
            Address::Ftp(u) => u.span(),
            Address::News(u) => u.span(),
            Address::Nntp(u) => u.span(),
            Address::Prospero(u) => u.span(),
            Address::Telnet(u) => u.span(),
            Address::Gopher(u) => u.span(),
            Address::Wais(u) => u.span(),
            Address::Mailto(u) => u.span(),
            Address::Mid(u) => u.span(),
            Address::Cid(u) => u.span(),
            Address::Afs(u) => u.span(),
            Address::Other(u) => u.span(),
        }
    }
}

macro_rules! as_variant {
    ($($name:ident => $variant:ident: $ty:ident, $example:literal;)*) => {
        impl<'a> Url<'a> {
            $(
                #[doc = concat!("The [`", stringify!($ty), "`], if the address is an [`Address::", stringify!($variant), "`].")]
                ///
                /// ```
                #[doc = concat!("let url = urlbnf::rfc1630::parse(\"", $example, "\")?;")]
                #[doc = concat!("assert!(url.", stringify!($name), "().is_some());")]
                /// # Ok::<(), urlbnf::ParseError>(())
                /// ```
                pub fn $name(&self) -> Option<$ty<'a>> {
                    match self.address() {
                        Address::$variant(u) => Some(u),
                        _ => None,
                    }
                }
            )*
        }
    };
}

as_variant! {
    as_http => Http: HttpUrl, "http://h/";
    as_ftp => Ftp: FtpUrl, "ftp://h/f";
    as_news => News: NewsUrl, "news:*";
    as_nntp => Nntp: NntpUrl, "nntp:g/1";
    as_prospero => Prospero: ProsperoUrl, "prospero://h/p";
    as_telnet => Telnet: TelnetUrl, "telnet://h";
    as_gopher => Gopher: GopherUrl, "gopher://h/1";
    as_wais => Wais: WaisUrl, "wais://h/db";
    as_mailto => Mailto: MailtoUrl, "mailto:a@b";
    as_mid => Mid: MidUrl, "mid:a@b";
    as_cid => Cid: CidUrl, "cid:a@b";
    as_afs => Afs: AfsUrl, "afs://c/p";
    as_other => Other: GenericUrl, "x-y:z";
}

impl<'a> Url<'a> {
    /// The whole input.
    ///
    /// ```
    /// let url = urlbnf::rfc1630::parse("g:h#f")?;
    /// assert_eq!(url.span().range(), 0..5);
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn span(&self) -> Span<'a> {
        self.0.source.to_span()
    }

    /// The input text.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("g:h#f")?.as_str(), "g:h#f");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn as_str(&self) -> &'a str {
        self.span().as_str()
    }

    /// The `url:` of a `prefixedurl`, as written.
    ///
    /// ```
    /// let url = urlbnf::rfc1630::parse("url:mailto:timbl@info.cern.ch")?;
    /// assert_eq!(url.prefix().unwrap(), "url:");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn prefix(&self) -> Option<Span<'a>> {
        self.0.prefix.map(ToSpan::to_span)
    }

    /// The address, without prefix and fragment.
    ///
    /// ```
    /// let url = urlbnf::rfc1630::parse("telnet://h")?;
    /// assert!(matches!(url.address(), urlbnf::rfc1630::Address::Telnet(_)));
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn address(&self) -> Address<'a> {
        Address::from_engine(self.0.address)
    }

    /// The `fragmentid` after `#`, if there is a `#` (it may be void).
    ///
    /// ```
    /// let url = urlbnf::rfc1630::parse("x:y#")?;
    /// assert_eq!(url.fragment().unwrap(), "");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn fragment(&self) -> Option<Span<'a>> {
        self.0.fragment.map(ToSpan::to_span)
    }

    /// The scheme of the production that matched.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("http://h")?.scheme(), urlbnf::Scheme::Http);
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn scheme(&self) -> Scheme {
        self.0.address.scheme()
    }

    /// The scheme name as written (after a `url:` prefix).
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("URL:Http://h")?.scheme_name(), "Http");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn scheme_name(&self) -> Span<'a> {
        let a = self.address().span();
        a.slice(0, a.as_str().find(':').unwrap_or(0))
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

    /// The `port` as written, if any.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("http://h:81/")?.port().unwrap().value(), Ok(81));
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn port(&self) -> Option<Port<'a>> {
        self.hostport().and_then(|hp| hp.port())
    }

    /// The port number: the written one, else the scheme's default.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("telnet://h")?.port_or_default(), Ok(Some(23)));
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn port_or_default(&self) -> Result<Option<u16>, crate::parts::PortError<'a>> {
        match self.hostport() {
            Some(hp) => hp.port_or_default(self.scheme()),
            None => Ok(None),
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
            Address::Ftp(u) => Some(u.path()),
            Address::Prospero(u) => Some(u.path()),
            Address::Gopher(u) => u.selector(),
            Address::Afs(u) => Some(u.path()),
            Address::Other(u) => Some(u.path()),
            _ => None,
        }
    }

    /// The derivation tree: one production per line, with byte ranges and
    /// the text each matched.
    ///
    /// ```
    /// let url = urlbnf::rfc1630::parse("x:y#z")?;
    /// assert!(url.tree().to_string().starts_with("fragmentaddress 0..5"));
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn tree(&self) -> impl fmt::Display + '_ {
        DisplayTree(self)
    }
}

struct DisplayTree<'u, 'a>(&'u Url<'a>);

impl fmt::Display for DisplayTree<'_, '_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.0.write_tree(&mut Tree::new(f))
    }
}

wrapper! {
    /// An `httpaddress`: `h t t p : / / hostport [ / path ] [ ? search ]`.
    ///
    /// ```
    /// let url = urlbnf::rfc1630::parse("http://h/a?\"q\"")?;
    /// let http = url.as_http().unwrap();
    /// assert_eq!((http.path().unwrap().as_str(), http.search().unwrap().as_str()), ("a", "\"q\""));
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    HttpUrl<'a>(engine::HttpAddress<ESpan<'a>>) { hostport, path, search }
    example: r#"let url = urlbnf::rfc1630::parse("http://h/a?\"q\"")?;
let x = url.as_http().unwrap();"#
}

impl<'a> HttpUrl<'a> {
    /// The address.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("http://h#f")?.as_http().unwrap().span(), "http://h");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn span(&self) -> Span<'a> {
        self.0.source.to_span()
    }

    /// The `hostport`.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("http://h:8")?.as_http().unwrap().hostport().span(), "h:8");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn hostport(&self) -> HostPort<'a> {
        HostPort::from_engine(self.0.hostport)
    }

    /// The `path` after `/`, if there is a `/`.
    ///
    /// ```
    /// assert!(urlbnf::rfc1630::parse("http://h?q")?.as_http().unwrap().path().is_none());
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn path(&self) -> Option<Span<'a>> {
        self.0.path.map(ToSpan::to_span)
    }

    /// The `/`-separated parts of the path.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("http://h/a/b")?.as_http().unwrap().segments().count(), 2);
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn segments(&self) -> Segments<'a> {
        Segments::new(self.0.path)
    }

    /// The `search` after `?`, if any.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("http://h?a+b")?.as_http().unwrap().search().unwrap(), "a+b");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn search(&self) -> Option<Span<'a>> {
        self.0.search.map(ToSpan::to_span)
    }

    /// The words of the `search`, split at `+` as its rule says
    /// (`search = xalphas [ + search ]`), each still encoded; none without
    /// a search.
    ///
    /// ```
    /// let url = urlbnf::rfc1630::parse("http://h/idx?gold+%2Bsilver")?;
    /// let words: Vec<_> = url.as_http().unwrap().search_words().map(|w| w.decode_utf8().unwrap()).collect();
    /// assert_eq!(words, ["gold", "+silver"]);
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn search_words(&self) -> impl Iterator<Item = Span<'a>> + use<'a> {
        self.search().into_iter().flat_map(|s| s.split(b'+'))
    }
}

wrapper! {
    /// An `ftpaddress`: `f t p : / / login / path [ ftptype ]`.
    ///
    /// ```
    /// let url = urlbnf::rfc1630::parse("ftp://u@h/a/b;type=AN")?;
    /// let ftp = url.as_ftp().unwrap();
    /// assert_eq!((ftp.path().as_str(), ftp.type_code(), ftp.formcode()), ("a/b", Some('A'), Some('N')));
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    FtpUrl<'a>(engine::FtpAddress<ESpan<'a>>) { login, path, ftptype }
    example: r#"let url = urlbnf::rfc1630::parse("ftp://u@h/a/b;type=AN")?;
let x = url.as_ftp().unwrap();"#
}

impl<'a> FtpUrl<'a> {
    /// The address.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("ftp://h/f")?.as_ftp().unwrap().span(), "ftp://h/f");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn span(&self) -> Span<'a> {
        self.0.source.to_span()
    }

    /// The `login`.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("ftp://u:p@h/f")?.as_ftp().unwrap().login().password().unwrap(), "p");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn login(&self) -> Login<'a> {
        Login::from_engine(self.0.login)
    }

    /// The `hostport` of the `login`.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("ftp://h:21/f")?.as_ftp().unwrap().hostport().span(), "h:21");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn hostport(&self) -> HostPort<'a> {
        HostPort::from_engine(self.0.login.hostport)
    }

    /// The `path` after the `/` (possibly void).
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("ftp://h/")?.as_ftp().unwrap().path(), "");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn path(&self) -> Span<'a> {
        self.0.path.to_span()
    }

    /// The `/`-separated parts of the path: the CWD arguments, then the
    /// RETR argument.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("ftp://h/a/b")?.as_ftp().unwrap().segments().count(), 2);
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn segments(&self) -> Segments<'a> {
        Segments::new(Some(self.0.path))
    }

    /// The `ftptype` after `;type=`, as written, if given.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("ftp://h/f;type=L8")?.as_ftp().unwrap().ftptype().unwrap(), "L8");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn ftptype(&self) -> Option<Span<'a>> {
        self.0.ftptype.map(ToSpan::to_span)
    }

    /// The type code letter (`A`, `E`, `I` or `L`), if given.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("ftp://h/f;type=I")?.as_ftp().unwrap().type_code(), Some('I'));
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn type_code(&self) -> Option<char> {
        self.0.type_code()
    }

    /// The `formcode` (`N`, `T` or `C`) after `A` or `E`, if given.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("ftp://h/f;type=ET")?.as_ftp().unwrap().formcode(), Some('T'));
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn formcode(&self) -> Option<char> {
        self.0.formcode()
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
        self.0.byte_size().map(ToSpan::to_span)
    }
}

/// The `ftptype` of an RFC 1630 [`FtpUrl`]: `A formcode | E formcode | I |
/// L digits` (the FTP `TYPE` command's arguments).
///
/// ```
/// let url = urlbnf::rfc1630::parse("ftp://h/f;type=ET")?;
/// assert_eq!(url.as_ftp().unwrap().ftp_type(), Some(urlbnf::rfc1630::FtpType::Ebcdic(Some(urlbnf::rfc1630::FormCode::Telnet))));
/// # Ok::<(), urlbnf::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FtpType<'a> {
    /// `A`: ASCII, with an optional form code.
    Ascii(Option<FormCode>),
    /// `E`: EBCDIC, with an optional form code.
    Ebcdic(Option<FormCode>),
    /// `I`: image (binary).
    Image,
    /// `L digits`: local byte size, the digits as written (no limit in the
    /// grammar).
    Local(Span<'a>),
}

/// The `formcode` after `A` or `E` in an RFC 1630 `ftptype`.
///
/// ```
/// use urlbnf::rfc1630::FormCode;
/// assert_eq!(FormCode::from_code('C'), Some(FormCode::Carriage));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FormCode {
    /// `N`: non-print.
    NonPrint,
    /// `T`: Telnet format effectors.
    Telnet,
    /// `C`: carriage control (ASA).
    Carriage,
}

impl FormCode {
    /// The form code for its letter.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::FormCode::from_code('x'), None);
    /// ```
    pub const fn from_code(c: char) -> Option<FormCode> {
        match c {
            'N' => Some(FormCode::NonPrint),
            'T' => Some(FormCode::Telnet),
            'C' => Some(FormCode::Carriage),
            _ => None,
        }
    }
}

wrapper! {
    /// A `newsaddress`: `n e w s : groupart`.
    ///
    /// ```
    /// use urlbnf::GroupPart;
    /// let url = urlbnf::rfc1630::parse("news:a@b@host.example")?;
    /// let GroupPart::Article { local, host, .. } = url.as_news().unwrap().grouppart() else { panic!() };
    /// assert_eq!((local.as_str(), host.as_str()), ("a@b", "host.example"));
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    NewsUrl<'a>(engine::NewsAddress<ESpan<'a>>) { grouppart }
    example: r#"let url = urlbnf::rfc1630::parse("news:a@b@host.example")?;
let x = url.as_news().unwrap();"#
}

impl<'a> NewsUrl<'a> {
    /// The address.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("news:*")?.as_news().unwrap().span(), "news:*");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn span(&self) -> Span<'a> {
        self.0.source.to_span()
    }

    /// The `groupart`: `*`, a group, or an article (message id).
    ///
    /// ```
    /// let url = urlbnf::rfc1630::parse("news:comp.infosystems.www")?;
    /// assert!(matches!(url.as_news().unwrap().grouppart(), urlbnf::GroupPart::Group(_)));
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn grouppart(&self) -> GroupPart<'a> {
        GroupPart::from_engine(self.0.groupart)
    }
}

wrapper! {
    /// An `nntpaddress`: `n n t p : [ / / hostport / ] group / digits`.
    ///
    /// ```
    /// let url = urlbnf::rfc1630::parse("nntp://h/g/12")?;
    /// let nntp = url.as_nntp().unwrap();
    /// assert_eq!((nntp.group().as_str(), nntp.article().as_str()), ("g", "12"));
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    NntpUrl<'a>(engine::NntpAddress<ESpan<'a>>) { hostport, group, article }
    example: r#"let url = urlbnf::rfc1630::parse("nntp://h/g/12")?;
let x = url.as_nntp().unwrap();"#
}

impl<'a> NntpUrl<'a> {
    /// The address.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("nntp:g/1")?.as_nntp().unwrap().span(), "nntp:g/1");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn span(&self) -> Span<'a> {
        self.0.source.to_span()
    }

    /// The `hostport`, if given.
    ///
    /// ```
    /// assert!(urlbnf::rfc1630::parse("nntp:g/1")?.as_nntp().unwrap().hostport().is_none());
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn hostport(&self) -> Option<HostPort<'a>> {
        self.0.hostport.map(HostPort::from_engine)
    }

    /// The `group`.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("nntp:g/1")?.as_nntp().unwrap().group(), "g");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn group(&self) -> Span<'a> {
        self.0.group.to_span()
    }

    /// The article number (`digits`).
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("nntp:g/1")?.as_nntp().unwrap().article(), "1");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn article(&self) -> Span<'a> {
        self.0.digits.to_span()
    }
}

wrapper! {
    /// A `prosperoaddress` (`prosperolink`):
    /// `p r o s p e r o : / / hostport / hsoname [ % 0 0 version [ attributes ] ]`.
    ///
    /// ```
    /// let url = urlbnf::rfc1630::parse("prospero://h/p%0012")?;
    /// let p = url.as_prospero().unwrap();
    /// assert_eq!((p.path().as_str(), p.version().unwrap().as_str()), ("p", "12"));
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    ProsperoUrl<'a>(engine::ProsperoLink<ESpan<'a>>) { hostport, path, version, attributes }
    example: r#"let url = urlbnf::rfc1630::parse("prospero://h/p%0012")?;
let x = url.as_prospero().unwrap();"#
}

impl<'a> ProsperoUrl<'a> {
    /// The address.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("prospero://h/p")?.as_prospero().unwrap().span(), "prospero://h/p");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn span(&self) -> Span<'a> {
        self.0.source.to_span()
    }

    /// The `hostport`.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("prospero://h/p")?.as_prospero().unwrap().hostport().span(), "h");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn hostport(&self) -> HostPort<'a> {
        HostPort::from_engine(self.0.hostport)
    }

    /// The `hsoname`.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("prospero://h/a/b")?.as_prospero().unwrap().path(), "a/b");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn path(&self) -> Span<'a> {
        self.0.hsoname.to_span()
    }

    /// The `version` after `%00`, if given.
    ///
    /// ```
    /// assert!(urlbnf::rfc1630::parse("prospero://h/p")?.as_prospero().unwrap().version().is_none());
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn version(&self) -> Option<Span<'a>> {
        self.0.version.map(ToSpan::to_span)
    }

    /// The `attributes` after the version, if given.
    ///
    /// ```
    /// assert!(urlbnf::rfc1630::parse("prospero://h/p%001")?.as_prospero().unwrap().attributes().is_none());
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn attributes(&self) -> Option<Span<'a>> {
        self.0.attributes.map(ToSpan::to_span)
    }
}

wrapper! {
    /// A `telnetaddress`: `t e l n e t : / / login`.
    ///
    /// ```
    /// let url = urlbnf::rfc1630::parse("telnet://guest@h")?;
    /// assert_eq!(url.as_telnet().unwrap().login().user().unwrap(), "guest");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    TelnetUrl<'a>(engine::TelnetAddress<ESpan<'a>>) { login }
    example: r#"let url = urlbnf::rfc1630::parse("telnet://guest@h")?;
let x = url.as_telnet().unwrap();"#
}

impl<'a> TelnetUrl<'a> {
    /// The address.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("telnet://h")?.as_telnet().unwrap().span(), "telnet://h");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn span(&self) -> Span<'a> {
        self.0.source.to_span()
    }

    /// The `login`.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("telnet://h")?.as_telnet().unwrap().login().span(), "h");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn login(&self) -> Login<'a> {
        Login::from_engine(self.0.login)
    }

    /// The `hostport` of the `login`.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("telnet://h:23")?.as_telnet().unwrap().hostport().span(), "h:23");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn hostport(&self) -> HostPort<'a> {
        HostPort::from_engine(self.0.login.hostport)
    }
}

wrapper! {
    /// A `gopheraddress`: `g o p h e r : / / hostport [/ gtype [ gcommand ] ]`.
    ///
    /// ```
    /// let url = urlbnf::rfc1630::parse("gopher://h/0about")?;
    /// let g = url.as_gopher().unwrap();
    /// assert_eq!((g.gtype().unwrap().as_str(), g.selector().unwrap().as_str()), ("0", "about"));
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    GopherUrl<'a>(engine::GopherAddress<ESpan<'a>>) { hostport, gtype, selector }
    example: r#"let url = urlbnf::rfc1630::parse("gopher://h/0about")?;
let x = url.as_gopher().unwrap();"#
}

impl<'a> GopherUrl<'a> {
    /// The address.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("gopher://h")?.as_gopher().unwrap().span(), "gopher://h");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn span(&self) -> Span<'a> {
        self.0.source.to_span()
    }

    /// The `hostport`.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("gopher://h:70")?.as_gopher().unwrap().hostport().span(), "h:70");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn hostport(&self) -> HostPort<'a> {
        HostPort::from_engine(self.0.hostport)
    }

    /// The `gtype` (one `xalpha`), if given.
    ///
    /// ```
    /// assert!(urlbnf::rfc1630::parse("gopher://h")?.as_gopher().unwrap().gtype().is_none());
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn gtype(&self) -> Option<Span<'a>> {
        self.0.gtype.map(ToSpan::to_span)
    }

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

    /// The `gcommand`, whole: the selector and, after `%09`s, the search
    /// and the gopher+ string.
    ///
    /// ```
    /// let url = urlbnf::rfc1630::parse("gopher://h/7s%09q")?;
    /// assert_eq!(url.as_gopher().unwrap().gcommand().unwrap(), "s%09q");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn gcommand(&self) -> Option<Span<'a>> {
        self.0.gcommand.map(ToSpan::to_span)
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

wrapper! {
    /// A `waisaddress`: `waisindex | waisdoc`.
    ///
    /// ```
    /// let url = urlbnf::rfc1630::parse("wais://quake.think.com/wais-discussion-archives?lynch")?;
    /// assert_eq!(url.as_wais().unwrap().database(), "wais-discussion-archives");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    WaisUrl<'a>(engine::WaisAddress<ESpan<'a>>) { hostport, database, kind }
    example: r#"let url = urlbnf::rfc1630::parse("wais://quake.think.com/wais-discussion-archives?lynch")?;
let x = url.as_wais().unwrap();"#
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
    /// The address.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("wais://h/db")?.as_wais().unwrap().span(), "wais://h/db");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn span(&self) -> Span<'a> {
        self.0.source.to_span()
    }

    /// The `hostport`.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("wais://h/db")?.as_wais().unwrap().hostport().span(), "h");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn hostport(&self) -> HostPort<'a> {
        HostPort::from_engine(self.0.hostport)
    }

    /// The `database`.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("wais://h/db")?.as_wais().unwrap().database(), "db");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn database(&self) -> Span<'a> {
        self.0.database.to_span()
    }

    /// Which form, with its parts.
    ///
    /// ```
    /// use urlbnf::rfc1630::WaisKind;
    /// assert_eq!(urlbnf::rfc1630::parse("wais://h/db")?.as_wais().unwrap().kind(), WaisKind::Index { search: None });
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn kind(&self) -> WaisKind<'a> {
        match self.0.kind {
            engine::wais::WaisKind::Index { search } => WaisKind::Index {
                search: search.map(ToSpan::to_span),
            },
            engine::wais::WaisKind::Doc { wtype, wpath } => WaisKind::Doc {
                wtype: wtype.to_span(),
                wpath: wpath.to_span(),
            },
        }
    }

    /// The `(digits, path)` fields of a `waisdoc`'s `wpath`, in order.
    ///
    /// ```
    /// let url = urlbnf::rfc1630::parse("wais://h/db/TEXT/1=a/b;2=c;")?;
    /// let fields: Vec<_> = url.as_wais().unwrap().fields().map(|(n, p)| (n.as_str(), p.as_str())).collect();
    /// assert_eq!(fields, [("1", "a/b"), ("2", "c")]);
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn fields(&self) -> impl Iterator<Item = (Span<'a>, Span<'a>)> + use<'a> {
        self.0.fields().map(|(n, v)| (n.to_span(), v.to_span()))
    }
}

wrapper! {
    /// A `mailtoaddress`: `m a i l t o : xalphas @ hostname`.
    ///
    /// ```
    /// let url = urlbnf::rfc1630::parse("mailto:timbl@info.cern.ch")?;
    /// let m = url.as_mailto().unwrap();
    /// assert_eq!((m.local().as_str(), m.host().as_str()), ("timbl", "info.cern.ch"));
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    MailtoUrl<'a>(engine::MailtoAddress<ESpan<'a>>) { local, host }
    example: r#"let url = urlbnf::rfc1630::parse("mailto:timbl@info.cern.ch")?;
let x = url.as_mailto().unwrap();"#
}

impl<'a> MailtoUrl<'a> {
    /// The address.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("mailto:a@b")?.as_mailto().unwrap().span(), "mailto:a@b");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn span(&self) -> Span<'a> {
        self.0.source.to_span()
    }

    /// The `xalphas` before `@`.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("mailto:a@b")?.as_mailto().unwrap().local(), "a");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn local(&self) -> Span<'a> {
        self.0.local.to_span()
    }

    /// The `hostname` after `@`.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("mailto:a@b.c")?.as_mailto().unwrap().host().as_str(), "b.c");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn host(&self) -> Host<'a> {
        Host::new(self.0.hostname, crate::parts::HostKind::Name)
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
    fn from_engine(a: engine::mid::AddrSpec<ESpan<'a>>) -> Self {
        AddrSpec {
            span: a.span.to_span(),
            local: a.local.to_span(),
            host: a.host.to_span(),
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

wrapper! {
    /// A `midaddress`: `m i d : addr-spec`, a message.
    ///
    /// ```
    /// let url = urlbnf::rfc1630::parse("mid:m1@h")?;
    /// assert_eq!(url.as_mid().unwrap().addr_spec().local(), "m1");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    MidUrl<'a>(engine::MidAddress<ESpan<'a>>) { addr_spec }
    example: r#"let url = urlbnf::rfc1630::parse("mid:m1@h")?;
let x = url.as_mid().unwrap();"#
}

impl<'a> MidUrl<'a> {
    /// The address.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("mid:a@b")?.as_mid().unwrap().span(), "mid:a@b");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn span(&self) -> Span<'a> {
        self.0.source.to_span()
    }

    /// The message id.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("mid:a@b")?.as_mid().unwrap().addr_spec().span(), "a@b");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn addr_spec(&self) -> AddrSpec<'a> {
        AddrSpec::from_engine(self.0.addr_spec)
    }
}

wrapper! {
    /// A `cidaddress`: `c i d : content-identifier`, a body part.
    ///
    /// ```
    /// let url = urlbnf::rfc1630::parse("cid:c1@h")?;
    /// assert_eq!(url.as_cid().unwrap().addr_spec().local(), "c1");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    CidUrl<'a>(engine::CidAddress<ESpan<'a>>) { addr_spec }
    example: r#"let url = urlbnf::rfc1630::parse("cid:c1@h")?;
let x = url.as_cid().unwrap();"#
}

impl<'a> CidUrl<'a> {
    /// The address.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("cid:a@b")?.as_cid().unwrap().span(), "cid:a@b");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn span(&self) -> Span<'a> {
        self.0.source.to_span()
    }

    /// The `content-identifier` (an `addr-spec`).
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("cid:a@b")?.as_cid().unwrap().addr_spec().host(), "b");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn addr_spec(&self) -> AddrSpec<'a> {
        AddrSpec::from_engine(self.0.content_identifier)
    }
}

wrapper! {
    /// An `afsaddress`: `a f s : / / cellname / path` (historical).
    ///
    /// ```
    /// let url = urlbnf::rfc1630::parse("afs://cern.ch/usr/x")?;
    /// let afs = url.as_afs().unwrap();
    /// assert_eq!((afs.cellname().as_str(), afs.path().as_str()), ("cern.ch", "usr/x"));
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    AfsUrl<'a>(engine::AfsAddress<ESpan<'a>>) { cellname, path }
    example: r#"let url = urlbnf::rfc1630::parse("afs://cern.ch/usr/x")?;
let x = url.as_afs().unwrap();"#
}

impl<'a> AfsUrl<'a> {
    /// The address.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("afs://c/p")?.as_afs().unwrap().span(), "afs://c/p");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn span(&self) -> Span<'a> {
        self.0.source.to_span()
    }

    /// The `cellname`.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("afs://c/p")?.as_afs().unwrap().cellname(), "c");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn cellname(&self) -> Span<'a> {
        self.0.cellname.to_span()
    }

    /// The `path`.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("afs://c/p")?.as_afs().unwrap().path(), "p");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn path(&self) -> Span<'a> {
        self.0.path.to_span()
    }
}

wrapper! {
    /// The generic `uri` (`scheme : path [ ? search ]`), for a scheme without
    /// a production of its own.
    ///
    /// ```
    /// let url = urlbnf::rfc1630::parse("x-y:a/b?c+d")?;
    /// let u = url.as_other().unwrap();
    /// assert_eq!((u.scheme_name().as_str(), u.path().as_str(), u.search().unwrap().as_str()), ("x-y", "a/b", "c+d"));
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    GenericUrl<'a>(engine::Uri<ESpan<'a>>) { scheme_name, path, search }
    example: r#"let url = urlbnf::rfc1630::parse("x-y:a/b?c+d")?;
let x = url.as_other().unwrap();"#
}

impl<'a> GenericUrl<'a> {
    /// The address.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("x:y#f")?.as_other().unwrap().span(), "x:y");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn span(&self) -> Span<'a> {
        self.0.source.to_span()
    }

    /// The `scheme`, as written.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("X:y")?.as_other().unwrap().scheme_name(), "X");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn scheme_name(&self) -> Span<'a> {
        self.0.scheme.to_span()
    }

    /// The `path` after `:` (possibly void).
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("x:")?.as_other().unwrap().path(), "");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn path(&self) -> Span<'a> {
        self.0.path.to_span()
    }

    /// The `search` after `?`, if any.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("x:y?a+b")?.as_other().unwrap().search().unwrap(), "a+b");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn search(&self) -> Option<Span<'a>> {
        self.0.search.map(ToSpan::to_span)
    }

    /// The words of the `search`, split at `+` (`search = xalphas [ +
    /// search ]`), each still encoded.
    ///
    /// ```
    /// let url = urlbnf::rfc1630::parse("x:y?a+b")?;
    /// assert_eq!(url.as_other().unwrap().search_words().collect::<Vec<_>>(), ["a", "b"]);
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn search_words(&self) -> impl Iterator<Item = Span<'a>> + use<'a> {
        self.search().into_iter().flat_map(|s| s.split(b'+'))
    }
}

mod owned {
    use super::super::parse;
    use super::Url;
    use crate::core::failure::ParseError;
    use crate::core::scheme::Scheme;
    use crate::core::span::Span;
    use crate::parts::{Host, Login, Port, PortError};

    crate::buf::url_buf!(rfc1630);
}

pub use owned::UrlBuf;
