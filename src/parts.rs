//! The components both dialects share: [`HostPort`], [`Host`], [`Port`],
//! [`Login`] and [`GroupPart`]. RFC 1630's `login`, `hostport` and
//! `groupart` have the same shapes as RFC 1738's, so code that reads a host
//! works for both.

use std::fmt;

use crate::core::located::Loc;
use crate::core::scheme::Scheme;
use crate::core::span::Span;

pub use crate::core::host::HostKind;

/// A `host`: a `hostname` or a `hostnumber`.
///
/// ```
/// use urlbnf::HostKind;
/// let url = urlbnf::rfc1738::parse("http://www.example.com/")?;
/// let host = url.host().unwrap();
/// assert_eq!((host.as_str(), host.kind()), ("www.example.com", HostKind::Name));
/// assert_eq!(host.labels().map(|l| l.as_str()).collect::<Vec<_>>(), ["www", "example", "com"]);
///
/// let url = urlbnf::rfc1738::parse("ftp://10.0.0.1/")?;
/// assert_eq!(url.host().unwrap().ipv4(), Some(std::net::Ipv4Addr::new(10, 0, 0, 1)));
/// # Ok::<(), urlbnf::ParseError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Host<'a> {
    span: Span<'a>,
    kind: HostKind,
}

impl<'a> Host<'a> {
    pub(crate) fn new(span: Loc<'a>, kind: HostKind) -> Self {
        Host {
            span: span.span(),
            kind,
        }
    }

    /// From a span of the input and its kind.
    pub(crate) fn from_span(span: Span<'a>, kind: HostKind) -> Self {
        Host { span, kind }
    }

    /// The host as written.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("gopher://Gopher.Example:70/")?;
    /// assert_eq!(url.host().unwrap().span().range(), 9..23);
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn span(&self) -> Span<'a> {
        self.span
    }

    /// The host's text, as written (host names are not case-folded).
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("gopher://Gopher.Example/")?;
    /// assert_eq!(url.host().unwrap().as_str(), "Gopher.Example");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn as_str(&self) -> &'a str {
        self.span.as_str()
    }

    /// Whether it is a `hostname` or a `hostnumber`.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("telnet://192.0.2.7")?;
    /// assert_eq!(url.host().unwrap().kind(), urlbnf::HostKind::Number);
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn kind(&self) -> HostKind {
        self.kind
    }

    /// The `.`-separated parts: for a `hostname` its `domainlabel`s and
    /// `toplabel`, for a `hostnumber` its four `digits`.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("http://a-b.c9.org")?;
    /// let labels: Vec<_> = url.host().unwrap().labels().map(|l| l.range()).collect();
    /// assert_eq!(labels, [7..10, 11..13, 14..17]);
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn labels(&self) -> Labels<'a> {
        Labels {
            rest: Some(self.span),
        }
    }

    /// The four numbers of a `hostnumber`, as written (the grammar puts no
    /// limit on them: `999.1.1.1` is a `hostnumber`); `None` for a
    /// `hostname`.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("http://999.0.0.1/")?;
    /// let [a, ..] = url.host().unwrap().numbers().unwrap();
    /// assert_eq!(a.as_str(), "999");
    /// assert!(urlbnf::rfc1738::parse("http://h/")?.host().unwrap().numbers().is_none());
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn numbers(&self) -> Option<[Span<'a>; 4]> {
        if self.kind != HostKind::Number {
            return None;
        }
        let mut it = self.labels();
        Some([it.next()?, it.next()?, it.next()?, it.next()?])
    }

    /// The IPv4 address of a `hostnumber` whose four numbers each fit in a
    /// byte; `None` for a `hostname` or a larger number.
    ///
    /// ```
    /// use std::net::Ipv4Addr;
    /// let url = urlbnf::rfc1738::parse("http://127.0.0.001/")?;
    /// assert_eq!(url.host().unwrap().ipv4(), Some(Ipv4Addr::LOCALHOST));
    /// assert_eq!(urlbnf::rfc1738::parse("http://256.0.0.1/")?.host().unwrap().ipv4(), None);
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn ipv4(&self) -> Option<std::net::Ipv4Addr> {
        let n = self.numbers()?;
        let byte = |s: Span<'_>| -> Option<u8> {
            let digits = s.as_str().trim_start_matches('0');
            if digits.is_empty() {
                Some(0)
            } else if digits.len() > 3 {
                None
            } else {
                digits.parse().ok()
            }
        };
        Some(std::net::Ipv4Addr::new(
            byte(n[0])?,
            byte(n[1])?,
            byte(n[2])?,
            byte(n[3])?,
        ))
    }

    /// The IPv6 address of an `IP-literal` holding an `IPv6address` (its
    /// 16 bytes); `None` for any other host.
    ///
    /// ```
    /// use std::net::Ipv6Addr;
    /// let url = urlbnf::rfc3986::parse("http://[::1]:8080/")?;
    /// assert_eq!(url.host().unwrap().ipv6(), Some(Ipv6Addr::LOCALHOST));
    /// assert_eq!(url.host().unwrap().as_str(), "[::1]");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn ipv6(&self) -> Option<std::net::Ipv6Addr> {
        if self.kind != HostKind::Ipv6 {
            return None;
        }
        let inner = self.as_str().strip_prefix('[')?.strip_suffix(']')?;
        inner.parse().ok()
    }
}

impl fmt::Debug for Host<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Host({:?}, {:?})", self.span, self.kind)
    }
}

/// ```
/// let url = urlbnf::rfc1738::parse("http://Host.example:80/")?;
/// assert_eq!(url.host().unwrap().to_string(), "Host.example");
/// # Ok::<(), urlbnf::ParseError>(())
/// ```
impl fmt::Display for Host<'_> {
    /// The host as written.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The `.`-separated labels of a [`Host`], from [`Host::labels`].
///
/// ```
/// let url = urlbnf::rfc1738::parse("nntp://n.example/g")?;
/// assert_eq!(url.host().unwrap().labels().count(), 2);
/// # Ok::<(), urlbnf::ParseError>(())
/// ```
#[derive(Clone, Debug)]
pub struct Labels<'a> {
    rest: Option<Span<'a>>,
}

/// ```
/// let url = urlbnf::rfc1738::parse("http://www.example.com/")?;
/// let labels: Vec<_> = url.host().unwrap().labels().map(|l| l.as_str()).collect();
/// assert_eq!(labels, ["www", "example", "com"]);
/// # Ok::<(), urlbnf::ParseError>(())
/// ```
impl<'a> Iterator for Labels<'a> {
    type Item = Span<'a>;

    fn next(&mut self) -> Option<Span<'a>> {
        Span::next_piece(&mut self.rest, '.')
    }
}

impl std::iter::FusedIterator for Labels<'_> {}

/// A `port`: decimal digits, as written. The grammar puts no limit on the
/// number ([`Port::value`] says when it does not fit a TCP port).
///
/// ```
/// let url = urlbnf::rfc1738::parse("http://h:8080/")?;
/// let port = url.port().unwrap();
/// assert_eq!((port.as_str(), port.value()), ("8080", Ok(8080)));
/// # Ok::<(), urlbnf::ParseError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Port<'a> {
    span: Span<'a>,
}

impl<'a> Port<'a> {
    pub(crate) fn new(span: Loc<'a>) -> Self {
        Port { span: span.span() }
    }

    /// From the digits' span of the input.
    pub(crate) fn from_span(span: Span<'a>) -> Self {
        Port { span }
    }

    /// The digits and where they are.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("http://h:80/")?;
    /// assert_eq!(url.port().unwrap().span().range(), 9..11);
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn span(&self) -> Span<'a> {
        self.span
    }

    /// The digits as written (leading zeros included).
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("http://h:0080/")?;
    /// assert_eq!(url.port().unwrap().as_str(), "0080");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn as_str(&self) -> &'a str {
        self.span.as_str()
    }

    /// The port number, or an error carrying the text when it does not fit
    /// in 16 bits.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("http://h:0080/")?;
    /// assert_eq!(url.port().unwrap().value(), Ok(80));
    /// let url = urlbnf::rfc1738::parse("http://h:65536/")?;
    /// let err = url.port().unwrap().value().unwrap_err();
    /// assert_eq!(err.to_string(), "port `65536` (at byte 9) does not fit in 16 bits (0 to 65535)");
    /// assert_eq!(err.digits(), "65536");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn value(&self) -> Result<u16, PortError> {
        let digits = self.as_str().trim_start_matches('0');
        let error = || PortError {
            offset: self.span.start(),
            digits: self.as_str().into(),
        };
        if digits.is_empty() {
            return Ok(0);
        }
        if digits.len() > 5 {
            return Err(error());
        }
        digits.parse().map_err(|_| error())
    }
}

impl fmt::Debug for Port<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Port({:?})", self.span)
    }
}

/// ```
/// let url = urlbnf::rfc1738::parse("http://h:0080/")?;
/// assert_eq!(url.port().unwrap().to_string(), "0080");
/// # Ok::<(), urlbnf::ParseError>(())
/// ```
impl fmt::Display for Port<'_> {
    /// The digits as written.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A `port` whose number does not fit in 16 bits, from [`Port::value`].
/// It owns what it reports (the digits and their offsets), so it outlives
/// the input and goes through `?` into any error type.
///
/// ```
/// let url = urlbnf::rfc1738::parse("wais://h:99999/db")?;
/// let err = url.port().unwrap().value().unwrap_err();
/// assert_eq!(err.span(), 9..14);
/// # Ok::<(), urlbnf::ParseError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PortError {
    offset: usize,
    digits: Box<str>,
}

impl PortError {
    /// The port's digits as written.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("http://h:123456/")?;
    /// assert_eq!(url.port().unwrap().value().unwrap_err().digits(), "123456");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn digits(&self) -> &str {
        &self.digits
    }

    /// Byte offset of the digits in the input.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("http://h:123456/")?;
    /// assert_eq!(url.port().unwrap().value().unwrap_err().offset(), 9);
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn offset(&self) -> usize {
        self.offset
    }

    /// The byte range of the digits in the input, as [`ParseError::span`](crate::ParseError::span).
    ///
    /// ```
    /// let input = "http://h:123456/";
    /// let url = urlbnf::rfc1738::parse(input)?;
    /// let err = url.port().unwrap().value().unwrap_err();
    /// assert_eq!(&input[err.span()], "123456");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn span(&self) -> std::ops::Range<usize> {
        self.offset..self.offset + self.digits.len()
    }
}

/// ```
/// let url = urlbnf::rfc1738::parse("wais://h:99999/db")?;
/// let err = url.port().unwrap().value().unwrap_err();
/// assert_eq!(err.to_string(), "port `99999` (at byte 9) does not fit in 16 bits (0 to 65535)");
/// # Ok::<(), urlbnf::ParseError>(())
/// ```
impl fmt::Display for PortError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "port `{}` (at byte {}) does not fit in 16 bits (0 to 65535)",
            self.digits, self.offset
        )
    }
}

impl std::error::Error for PortError {}

/// `hostport = host [ ":" port ]`.
///
/// ```
/// let url = urlbnf::rfc1738::parse("http://example.com:80/")?;
/// let hp = url.hostport().unwrap();
/// assert_eq!(hp.host().as_str(), "example.com");
/// assert_eq!(hp.port().map(|p| p.as_str()), Some("80"));
/// assert_eq!(hp.span().as_str(), "example.com:80");
/// # Ok::<(), urlbnf::ParseError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct HostPort<'a> {
    span: Span<'a>,
    host: Host<'a>,
    port: Option<Port<'a>>,
}

impl<'a> HostPort<'a> {
    /// From a grammar's parse: the whole `hostport`, the `host` and its
    /// kind, and the `port` digits.
    pub(crate) fn new(
        span: Span<'a>,
        host: Loc<'a>,
        kind: HostKind,
        port: Option<Loc<'a>>,
    ) -> Self {
        HostPort {
            span,
            host: Host::new(host, kind),
            port: port.map(Port::new),
        }
    }

    /// From its span, its host and its port.
    pub(crate) fn from_parts(span: Span<'a>, host: Host<'a>, port: Option<Port<'a>>) -> Self {
        HostPort { span, host, port }
    }

    /// The whole `hostport`.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("gopher://h:70")?;
    /// assert_eq!(url.hostport().unwrap().span(), "h:70");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn span(&self) -> Span<'a> {
        self.span
    }

    /// The `host`.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("gopher://h:70")?;
    /// assert_eq!(url.hostport().unwrap().host().as_str(), "h");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn host(&self) -> Host<'a> {
        self.host
    }

    /// The `port`, if written.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("gopher://h")?;
    /// assert!(url.hostport().unwrap().port().is_none());
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn port(&self) -> Option<Port<'a>> {
        self.port
    }

    /// The port number: the written one, else `scheme`'s default. An error
    /// when the written number does not fit in 16 bits; `Ok(None)` when
    /// none is written and the scheme has no default.
    ///
    /// ```
    /// use urlbnf::Scheme;
    /// let url = urlbnf::rfc1738::parse("gopher://h/")?;
    /// assert_eq!(url.hostport().unwrap().port_or_default(Scheme::Gopher), Ok(Some(70)));
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn port_or_default(&self, scheme: Scheme) -> Result<Option<u16>, PortError> {
        match self.port {
            Some(p) => p.value().map(Some),
            None => Ok(scheme.default_port()),
        }
    }
}

impl fmt::Debug for HostPort<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("HostPort")
            .field("host", &self.host)
            .field("port", &self.port)
            .finish()
    }
}

/// `login = [ user [ ":" password ] "@" ] hostport`.
///
/// ```
/// let url = urlbnf::rfc1738::parse("ftp://foo:@host.com/")?;
/// let login = url.login().unwrap();
/// assert_eq!(login.user().map(|u| u.as_str()), Some("foo"));
/// assert_eq!(login.password().map(|p| p.as_str()), Some("")); // empty, not absent
/// assert_eq!(login.hostport().host().as_str(), "host.com");
/// # Ok::<(), urlbnf::ParseError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Login<'a> {
    span: Span<'a>,
    user: Option<Span<'a>>,
    password: Option<Span<'a>>,
    hostport: HostPort<'a>,
}

impl<'a> Login<'a> {
    /// From a grammar's parse: the whole `login`, its parts.
    pub(crate) fn new(
        span: Span<'a>,
        user: Option<Span<'a>>,
        password: Option<Span<'a>>,
        hostport: HostPort<'a>,
    ) -> Self {
        Login {
            span,
            user,
            password,
            hostport,
        }
    }

    /// The whole `login`.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("telnet://u@h/")?;
    /// assert_eq!(url.login().unwrap().span(), "u@h");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn span(&self) -> Span<'a> {
        self.span
    }

    /// The `user`, if the login has `@`; it may be empty (`ftp://@host/`).
    /// Still encoded: [`decode`](crate::Span::decode) it.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("ftp://@host.com/")?;
    /// assert_eq!(url.login().unwrap().user().map(|u| u.as_str()), Some(""));
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn user(&self) -> Option<Span<'a>> {
        self.user
    }

    /// The `password`, if the login has `user:`; it may be empty. Still
    /// encoded.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("ftp://u:p%40ss@h/")?;
    /// assert_eq!(url.login().unwrap().password().map(|p| p.as_str()), Some("p%40ss"));
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn password(&self) -> Option<Span<'a>> {
        self.password
    }

    /// The `hostport`.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("ftp://u@h:21/")?;
    /// assert_eq!(url.login().unwrap().hostport().span(), "h:21");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn hostport(&self) -> HostPort<'a> {
        self.hostport
    }

    /// The `host` of the `hostport`.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("ftp://u@h:21/")?;
    /// assert_eq!(url.login().unwrap().host().as_str(), "h");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn host(&self) -> Host<'a> {
        self.hostport.host
    }

    /// The `port` of the `hostport`, if written.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("ftp://u@h:21/")?;
    /// assert_eq!(url.login().unwrap().port().unwrap().value(), Ok(21));
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn port(&self) -> Option<Port<'a>> {
        self.hostport.port
    }
}

impl fmt::Debug for Login<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Login")
            .field("user", &self.user)
            .field("password", &self.password)
            .field("hostport", &self.hostport)
            .finish()
    }
}

/// What a `news:` URL names: RFC 1738's `grouppart`, RFC 1630's
/// `groupart`.
///
/// ```
/// use urlbnf::GroupPart;
/// let url = urlbnf::rfc1738::parse("news:msg123@host.example")?;
/// match url.as_news().unwrap().grouppart() {
///     GroupPart::Article { local, host, .. } => assert_eq!((local.as_str(), host.as_str()), ("msg123", "host.example")),
///     other => panic!("{other:?}"),
/// }
/// # Ok::<(), urlbnf::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GroupPart<'a> {
    /// `"*"`: all groups.
    All(Span<'a>),
    /// A `group` name.
    Group(Span<'a>),
    /// An `article` (message id): the part before the last `@`, and the
    /// host after it.
    Article {
        /// The whole `article`.
        span: Span<'a>,
        /// The text before `@`.
        local: Span<'a>,
        /// The `host` after `@`.
        host: Span<'a>,
    },
}

impl<'a> GroupPart<'a> {
    /// The whole `grouppart`.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("news:comp.lang.c")?;
    /// assert_eq!(url.as_news().unwrap().grouppart().span(), "comp.lang.c");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn span(&self) -> Span<'a> {
        match *self {
            GroupPart::All(s) | GroupPart::Group(s) | GroupPart::Article { span: s, .. } => s,
        }
    }
}

/// The transfer type of an ftp URL (its `;type=`), one type for both
/// grammars: RFC 1738's `ftptype` is `A | I | D | a | i | d` (section
/// 3.2.2: "the ... typecode ... is one of the characters `a`, `i`, or
/// `d`"); RFC 1630's is `A formcode | E formcode | I | L digits`, the
/// arguments of the FTP `TYPE` command. Each variant says which grammar
/// writes it.
///
/// ```
/// use urlbnf::{FormCode, FtpType, Grammar};
/// let ftp = |s, g| urlbnf::parse(s, g).unwrap().as_ftp().unwrap().ftp_type();
/// assert_eq!(ftp("ftp://h/f;type=i", Grammar::Rfc1738), Some(FtpType::Image));
/// assert_eq!(ftp("ftp://h/f;type=I", Grammar::Rfc1630), Some(FtpType::Image));
/// assert_eq!(ftp("ftp://h/f;type=AT", Grammar::Rfc1630), Some(FtpType::Ascii(Some(FormCode::Telnet))));
/// assert_eq!(ftp("ftp://h/d;type=d", Grammar::Rfc1738), Some(FtpType::Directory));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FtpType<'a> {
    /// ASCII text (`TYPE A`): RFC 1738's `a` (no form code), RFC 1630's
    /// `A` with an optional form code.
    Ascii(Option<FormCode>),
    /// EBCDIC text (`TYPE E`), with an optional form code: RFC 1630 only.
    Ebcdic(Option<FormCode>),
    /// Image, that is binary (`TYPE I`): `i` or `I`.
    Image,
    /// A directory listing (`NLST` instead of `RETR`): RFC 1738's `d` only.
    Directory,
    /// Local byte size (`TYPE L`), the digits as written: RFC 1630's
    /// `L digits` only (the grammar sets no limit).
    Local(Span<'a>),
}

impl FtpType<'_> {
    /// The type for a one-letter code, in either case: `a`, `i`, `d` (RFC
    /// 1738) and `e` (RFC 1630's EBCDIC, without a form code).
    ///
    /// ```
    /// use urlbnf::FtpType;
    /// assert_eq!(FtpType::from_code(b'D'), Some(FtpType::Directory));
    /// assert_eq!(FtpType::from_code(b'i'), Some(FtpType::Image));
    /// assert_eq!(FtpType::from_code(b'x'), None);
    /// ```
    pub const fn from_code(code: u8) -> Option<FtpType<'static>> {
        match code.to_ascii_lowercase() {
            b'a' => Some(FtpType::Ascii(None)),
            b'e' => Some(FtpType::Ebcdic(None)),
            b'i' => Some(FtpType::Image),
            b'd' => Some(FtpType::Directory),
            _ => None,
        }
    }

    /// The type's letter, in lower case (`a`, `e`, `i`, `d`, `l`), as the
    /// FTP `TYPE` command and RFC 1738 write it.
    ///
    /// ```
    /// assert_eq!(urlbnf::FtpType::Image.code(), 'i');
    /// ```
    pub const fn code(&self) -> char {
        match self {
            FtpType::Ascii(_) => 'a',
            FtpType::Ebcdic(_) => 'e',
            FtpType::Image => 'i',
            FtpType::Directory => 'd',
            FtpType::Local(_) => 'l',
        }
    }
}

/// The `formcode` after `A` or `E` in an RFC 1630 `ftptype`: how the text
/// is formatted for printing (RFC 959's `TYPE` command).
///
/// ```
/// use urlbnf::FormCode;
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
    /// assert_eq!(urlbnf::FormCode::from_code('x'), None);
    /// ```
    pub const fn from_code(c: char) -> Option<FormCode> {
        match c {
            'N' => Some(FormCode::NonPrint),
            'T' => Some(FormCode::Telnet),
            'C' => Some(FormCode::Carriage),
            _ => None,
        }
    }

    /// The letter.
    ///
    /// ```
    /// assert_eq!(urlbnf::FormCode::Telnet.code(), 'T');
    /// ```
    pub const fn code(self) -> char {
        match self {
            FormCode::NonPrint => 'N',
            FormCode::Telnet => 'T',
            FormCode::Carriage => 'C',
        }
    }
}

/// A gopher item type: the byte a `gopherurl`'s `gtype` gives, with the
/// meaning RFC 1436 (section 3.8) assigns it.
///
/// ```
/// use urlbnf::rfc1738::GopherType;
/// assert_eq!(GopherType::new(b'0').meaning(), Some("file"));
/// assert_eq!(GopherType::new(b'x').meaning(), None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GopherType(u8);

impl GopherType {
    /// The type with code `code`.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1738::GopherType::new(b'7').code(), b'7');
    /// ```
    pub const fn new(code: u8) -> Self {
        GopherType(code)
    }

    /// The type code byte.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1738::GopherType::DIRECTORY.code(), b'1');
    /// ```
    pub const fn code(self) -> u8 {
        self.0
    }

    /// The type when a `gopherurl` gives none: `1`, a directory.
    pub const DIRECTORY: GopherType = GopherType(b'1');

    /// What RFC 1436 says an item of this type is, if it defines the code.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1738::GopherType::new(b'7').meaning(), Some("index-search server"));
    /// ```
    pub const fn meaning(self) -> Option<&'static str> {
        Some(match self.0 {
            b'0' => "file",
            b'1' => "directory",
            b'2' => "CSO phone-book server",
            b'3' => "error",
            b'4' => "BinHexed Macintosh file",
            b'5' => "DOS binary archive",
            b'6' => "UNIX uuencoded file",
            b'7' => "index-search server",
            b'8' => "text-based telnet session",
            b'9' => "binary file",
            b'+' => "redundant server",
            b'T' => "text-based tn3270 session",
            b'g' => "GIF image",
            b'I' => "image file",
            _ => return None,
        })
    }
}
