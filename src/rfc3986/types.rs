//! The typed values of RFC 3986 and RFC 3987: a [`Reference`] (any
//! `URI-reference` / `IRI-reference`) and a [`Url`] (a `URI` / `IRI`,
//! which has a scheme). Both grammars parse into these types; the value
//! says which grammar it was read with. Each holds the input once and each
//! component as offsets into it.

use std::fmt;
use std::ops::Deref;

use crate::core::dialect::{Dialect, too_long};
use crate::core::failure::ParseError;
use crate::core::grammar::Grammar;
use crate::core::host::HostKind;
use crate::core::located::At;
use crate::core::scheme::Scheme;
use crate::core::segments::Segments;
use crate::core::span::Span;
use crate::core::tree::Tree;
use crate::parts::{Host, HostPort, Login, Port, PortError};
use crate::rfc3986::chars::{Repertoire, UriChars};
use crate::rfc3986::dialect::DIALECT;
use crate::rfc3986::host::HostForm;
use crate::rfc3986::structure::{self, ParsedReference, PathKind, Start};

/// Parses `input` as a `URI` into a typed [`Url`] whose components
/// borrow from `input`. Allocates nothing (but on failure).
///
/// ```
/// let url = urlbnf::rfc3986::parse("ldap://[2001:db8::7]/c=GB?objectClass?one")?;
/// assert_eq!(url.host().unwrap().ipv6(), Some("2001:db8::7".parse().unwrap()));
/// assert_eq!(url.query().unwrap(), "objectClass?one");
/// # Ok::<(), urlbnf::ParseError>(())
/// ```
pub fn parse(input: &str) -> Result<Url<'_>, ParseError> {
    let r = read::<UriChars>(input, Start::Identifier, Grammar::Rfc3986, &DIALECT)?;
    Ok(r.as_url().expect("a URI has a scheme"))
}

/// Parses `input` as a `URI-reference` into a typed [`Reference`].
///
/// ```
/// let r = urlbnf::rfc3986::parse_reference("../g;x?y#s")?;
/// assert_eq!((r.path().as_str(), r.query().unwrap().as_str()), ("../g;x", "y"));
/// # Ok::<(), urlbnf::ParseError>(())
/// ```
pub fn parse_reference(input: &str) -> Result<Reference<'_>, ParseError> {
    read::<UriChars>(input, Start::Reference, Grammar::Rfc3986, &DIALECT)
}

/// Parses the whole of `input` as `start` with `R`'s characters, for
/// `grammar`, whose dialect is `dialect`: the parse of both grammars.
pub(crate) fn read<'a, R: Repertoire>(
    input: &'a str,
    start: Start,
    grammar: Grammar,
    dialect: &Dialect,
) -> Result<Reference<'a>, ParseError> {
    if let Some(e) = too_long(input, dialect) {
        return Err(e);
    }
    match structure::parse::<R>(input, start) {
        Ok(parsed) => Ok(Reference::new(input, grammar, parsed)),
        Err(f) => Err(f.into_public(input, dialect).owned()),
    }
}

/// A URI reference (RFC 3986's `URI-reference`) or an IRI reference (RFC
/// 3987's `IRI-reference`): a [`Url`] when it has a scheme, else a
/// relative reference (`relative-ref`). [`Display`](fmt::Display) gives
/// back the input exactly.
///
/// ```
/// use urlbnf::rfc3986::{self, PathKind};
/// let r = rfc3986::parse_reference("../a/b?q#f")?;
/// assert_eq!(r.scheme(), None);
/// assert_eq!((r.path().as_str(), r.path_kind()), ("../a/b", PathKind::NoScheme));
/// assert_eq!((r.query().unwrap().as_str(), r.fragment().unwrap().as_str()), ("q", "f"));
/// assert!(r.as_url().is_none());
/// # Ok::<(), urlbnf::ParseError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Reference<'a> {
    input: &'a str,
    grammar: Grammar,
    parsed: ParsedReference<At>,
}

/// A URI (RFC 3986's `URI`) or an IRI (RFC 3987's `IRI`): a
/// [`Reference`] with a scheme, whose every accessor it has too.
///
/// ```
/// use urlbnf::{rfc3986, HostKind};
/// let url = rfc3986::parse("foo://user@example.com:8042/over/there?name=ferret#nose")?;
/// assert_eq!(url.scheme(), "foo");
/// assert_eq!(url.authority().unwrap(), "user@example.com:8042");
/// assert_eq!(url.userinfo().unwrap(), "user");
/// assert_eq!((url.host().unwrap().as_str(), url.host().unwrap().kind()), ("example.com", HostKind::Name));
/// assert_eq!(url.port().unwrap().value(), Ok(8042));
/// assert_eq!(url.path(), "/over/there");
/// assert_eq!(url.segments().map(|s| s.as_str()).collect::<Vec<_>>(), ["over", "there"]);
/// assert_eq!((url.query().unwrap().as_str(), url.fragment().unwrap().as_str()), ("name=ferret", "nose"));
/// # Ok::<(), urlbnf::ParseError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Url<'a>(Reference<'a>);

impl<'a> Reference<'a> {
    /// From a parse of the whole of `input` (at most `MAX_PARSED_LEN`
    /// bytes) with `grammar`.
    pub(crate) fn new(input: &'a str, grammar: Grammar, parsed: ParsedReference<&'a str>) -> Self {
        Reference {
            input,
            grammar,
            parsed: parsed.map_spans(&|part| At::within(input, part)),
        }
    }

    fn at(&self, at: At) -> Span<'a> {
        at.span(self.input)
    }

    /// The grammar it was read with: [`Grammar::Rfc3986`] or
    /// [`Grammar::Rfc3987`].
    ///
    /// ```
    /// let r = urlbnf::rfc3987::parse_reference("/wiki/東京")?;
    /// assert_eq!(r.grammar(), urlbnf::Grammar::Rfc3987);
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn grammar(&self) -> Grammar {
        self.grammar
    }

    /// The whole text and where it is (from 0).
    ///
    /// ```
    /// let r = urlbnf::rfc3986::parse_reference("//h/p")?;
    /// assert_eq!(r.span().range(), 0..5);
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn span(&self) -> Span<'a> {
        Span::new(self.input, 0)
    }

    /// The whole text.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc3986::parse_reference("a?b")?.as_str(), "a?b");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn as_str(&self) -> &'a str {
        self.input
    }

    /// The `scheme` before the first `:`, as written; `None` for a
    /// relative reference.
    ///
    /// ```
    /// use urlbnf::rfc3986::parse_reference;
    /// assert_eq!(parse_reference("HTTP://h")?.scheme().unwrap(), "HTTP");
    /// assert_eq!(parse_reference("//h")?.scheme(), None);
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn scheme(&self) -> Option<Span<'a>> {
        self.parsed.scheme.map(|s| self.at(s))
    }

    /// The `authority` after `//`, if any (possibly empty, as in
    /// `file:///x`).
    ///
    /// ```
    /// use urlbnf::rfc3986::parse_reference;
    /// assert_eq!(parse_reference("//u@h:1/p")?.authority().unwrap(), "u@h:1");
    /// assert_eq!(parse_reference("file:///x")?.authority().unwrap(), "");
    /// assert_eq!(parse_reference("mailto:a@b")?.authority(), None);
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn authority(&self) -> Option<Span<'a>> {
        self.parsed.authority.map(|a| self.at(a.span))
    }

    /// The `userinfo` before the authority's `@`, still encoded, if any.
    ///
    /// ```
    /// let r = urlbnf::rfc3986::parse_reference("//a%20b:c@h")?;
    /// assert_eq!(r.userinfo().unwrap(), "a%20b:c");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn userinfo(&self) -> Option<Span<'a>> {
        self.parsed.authority?.userinfo.map(|u| self.at(u))
    }

    /// The `host` of the authority: a registered name, an IPv4 address,
    /// or an IP literal in brackets ([`Host::kind`], [`Host::ipv6`]).
    ///
    /// ```
    /// use urlbnf::HostKind;
    /// let r = urlbnf::rfc3986::parse_reference("//[2001:db8::7]/c=GB")?;
    /// let host = r.host().unwrap();
    /// assert_eq!((host.as_str(), host.kind()), ("[2001:db8::7]", HostKind::Ipv6));
    /// assert_eq!(host.ipv6().unwrap().segments()[7], 7);
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn host(&self) -> Option<Host<'a>> {
        let a = self.parsed.authority?;
        let kind = match a.host_form {
            HostForm::Ipv6 => HostKind::Ipv6,
            HostForm::IpvFuture => HostKind::IpvFuture,
            HostForm::Ipv4 => HostKind::Number,
            HostForm::RegName => HostKind::Name,
        };
        Some(Host::from_span(self.at(a.host), kind))
    }

    /// The `port` digits after the host's `:`, if there are any (RFC 3986
    /// section 3.2.3: an empty port is as if there were none). The grammar
    /// puts no bound on them: [`Port::value`] says when they do not fit.
    ///
    /// ```
    /// use urlbnf::rfc3986::parse_reference;
    /// assert_eq!(parse_reference("//h:8080")?.port().unwrap().value(), Ok(8080));
    /// assert!(parse_reference("//h:")?.port().is_none());
    /// assert!(parse_reference("//h:99999")?.port().unwrap().value().is_err());
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn port(&self) -> Option<Port<'a>> {
        let port = self.at(self.parsed.authority?.port?);
        (!port.as_str().is_empty()).then(|| Port::from_span(port))
    }

    /// The port: the one written, else the scheme's default (80 for
    /// `http`, ...); `Ok(None)` when there is neither.
    ///
    /// ```
    /// use urlbnf::rfc3986::parse_reference;
    /// assert_eq!(parse_reference("http://h/")?.port_or_default(), Ok(Some(80)));
    /// assert_eq!(parse_reference("http://h:8080/")?.port_or_default(), Ok(Some(8080)));
    /// assert_eq!(parse_reference("//h/")?.port_or_default(), Ok(None));
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn port_or_default(&self) -> Result<Option<u16>, PortError> {
        match self.port() {
            Some(p) => p.value().map(Some),
            None => Ok(self.parsed.authority.and_then(|_| self.default_port())),
        }
    }

    /// The default port of the scheme, for the schemes of today's Web and
    /// those of RFC 1738 (`http` 80, `https` 443, `ws` 80, `wss` 443,
    /// `ftp` 21, `gopher` 70, ...), in any case; `None` for others and for
    /// a relative reference.
    ///
    /// ```
    /// use urlbnf::rfc3986::parse;
    /// assert_eq!(parse("HTTPS://h:8443/")?.default_port(), Some(443));
    /// assert_eq!(parse("urn:x")?.default_port(), None);
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn default_port(&self) -> Option<u16> {
        let name = self.scheme()?;
        let name = name.as_str();
        [("https", 443), ("ws", 80), ("wss", 443)]
            .into_iter()
            .find(|(n, _)| name.eq_ignore_ascii_case(n))
            .map(|(_, port)| port)
            .or_else(|| Scheme::from_name(name).default_port())
    }

    /// The host and port of the authority, if any.
    ///
    /// ```
    /// let r = urlbnf::rfc3986::parse_reference("//u@h:70/x")?;
    /// assert_eq!(r.hostport().unwrap().span(), "h:70");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn hostport(&self) -> Option<HostPort<'a>> {
        let a = self.parsed.authority?;
        let host = self.host()?;
        let port = a.port.map(|p| self.at(p));
        let end = port.map_or(host.span().end(), |p| p.end());
        let start = host.span().start();
        Some(HostPort::from_parts(
            Span::new(&self.input[start..end], start),
            host,
            self.port(),
        ))
    }

    /// The authority as a login: the `userinfo` split at its first `:`
    /// into a user and a password (the deprecated form of section 3.2.1),
    /// and the host and port.
    ///
    /// ```
    /// let r = urlbnf::rfc3986::parse_reference("ftp://anon:secret@h/")?;
    /// let login = r.login().unwrap();
    /// assert_eq!((login.user().unwrap().as_str(), login.password().unwrap().as_str()), ("anon", "secret"));
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn login(&self) -> Option<Login<'a>> {
        let span = self.authority()?;
        let (user, password) = match self.userinfo() {
            None => (None, None),
            Some(u) => match u.as_str().find(':') {
                Some(k) => (Some(u.slice(0, k)), Some(u.slice(k + 1, u.as_str().len()))),
                None => (Some(u), None),
            },
        };
        Some(Login::new(span, user, password, self.hostport()?))
    }

    /// The `path`, still encoded: always there, possibly empty.
    ///
    /// ```
    /// use urlbnf::rfc3986::parse_reference;
    /// assert_eq!(parse_reference("http://h/a/b?q")?.path(), "/a/b");
    /// assert_eq!(parse_reference("http://h?q")?.path(), "");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn path(&self) -> Span<'a> {
        self.at(self.parsed.path)
    }

    /// Which of the five forms of section 3.3 the path has.
    ///
    /// ```
    /// use urlbnf::rfc3986::{parse_reference, PathKind};
    /// assert_eq!(parse_reference("http://h/a")?.path_kind(), PathKind::AbEmpty);
    /// assert_eq!(parse_reference("urn:isbn:0")?.path_kind(), PathKind::Rootless);
    /// assert_eq!(parse_reference("/a")?.path_kind(), PathKind::Absolute);
    /// assert_eq!(parse_reference("a/b")?.path_kind(), PathKind::NoScheme);
    /// assert_eq!(parse_reference("?q")?.path_kind(), PathKind::Empty);
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn path_kind(&self) -> PathKind {
        self.parsed.path_form
    }

    /// The `/`-separated segments of the path, still encoded; a path that
    /// begins with `/` has no empty segment before it.
    ///
    /// ```
    /// let r = urlbnf::rfc3986::parse_reference("http://h/a/%2F/")?;
    /// let segments: Vec<_> = r.segments().map(|s| s.as_str()).collect();
    /// assert_eq!(segments, ["a", "%2F", ""]);
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn segments(&self) -> Segments<'a> {
        let path = self.path();
        let text = path.as_str();
        Segments::of(match text.strip_prefix('/') {
            Some(_) => Some(path.slice(1, text.len())),
            None if text.is_empty() => None,
            None => Some(path),
        })
    }

    /// The `query` after `?`, still encoded, if any.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc3986::parse_reference("?a=1&b")?.query().unwrap(), "a=1&b");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn query(&self) -> Option<Span<'a>> {
        self.parsed.query.map(|q| self.at(q))
    }

    /// The `fragment` after `#`, still encoded, if any.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc3986::parse_reference("#sec-2")?.fragment().unwrap(), "sec-2");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn fragment(&self) -> Option<Span<'a>> {
        self.parsed.fragment.map(|f| self.at(f))
    }

    /// The path with its `.` and `..` segments removed (section 5.2.4),
    /// as resolution and the normal form (section 6.2.2.3) write it; a
    /// path that would then begin with `//` without an authority is
    /// written after `/.` (`grammar/ERRATA.md` R1), so that it does not
    /// read back as an authority. Borrowed when nothing changes.
    ///
    /// ```
    /// use urlbnf::rfc3986::parse_reference;
    /// assert_eq!(parse_reference("http://h/a/./b/../c")?.path_without_dot_segments(), "/a/c");
    /// assert_eq!(parse_reference("x:/a/..//b")?.path_without_dot_segments(), "/.//b");
    /// assert_eq!(parse_reference("a/b")?.path_without_dot_segments(), "a/b");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn path_without_dot_segments(&self) -> std::borrow::Cow<'a, str> {
        let path = self.path().as_str();
        let dotted = path.split('/').any(|s| s == "." || s == "..");
        if !dotted {
            return std::borrow::Cow::Borrowed(path);
        }
        let mut removed = crate::rfc3986::path::remove_dot_segments(path);
        if self.parsed.authority.is_none() && removed.starts_with("//") {
            removed.insert_str(0, "/.");
        }
        std::borrow::Cow::Owned(removed)
    }

    /// The reference as a [`Url`], when it has a scheme.
    ///
    /// ```
    /// use urlbnf::rfc3986::parse_reference;
    /// assert_eq!(parse_reference("a:b")?.as_url().unwrap().scheme(), "a");
    /// assert!(parse_reference("b")?.as_url().is_none());
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn as_url(&self) -> Option<Url<'a>> {
        self.parsed.scheme.map(|_| Url(*self))
    }

    /// The scheme among those this crate knows by name.
    pub(crate) fn scheme_kind(&self) -> Scheme {
        self.scheme()
            .map_or(Scheme::Other, |s| Scheme::from_name(s.as_str()))
    }

    /// The derivation tree: each rule that matched, with its span.
    ///
    /// ```
    /// let r = urlbnf::rfc3986::parse_reference("//h/p")?;
    /// assert_eq!(
    ///     r.tree().to_string(),
    ///     "relative-ref 0..5 \"//h/p\"\n  authority 2..3 \"h\"\n    host 2..3 \"h\" reg-name\n  path-abempty 3..5 \"/p\"\n"
    /// );
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn tree(&self) -> impl fmt::Display + '_ {
        DisplayTree(self)
    }

    pub(crate) fn write_tree(&self, t: &mut Tree<'_, '_>) -> fmt::Result {
        let iri = self.grammar == Grammar::Rfc3987;
        let name = |uri: &'static str, iri_name: &'static str| if iri { iri_name } else { uri };
        let whole = match self.parsed.scheme {
            Some(_) => name("URI", "IRI"),
            None => name("relative-ref", "irelative-ref"),
        };
        t.node(whole, self.span(), |t| {
            t.opt("scheme", self.scheme())?;
            if let Some(a) = self.parsed.authority {
                t.node(name("authority", "iauthority"), self.at(a.span), |t| {
                    t.opt(
                        name("userinfo", "iuserinfo"),
                        a.userinfo.map(|u| self.at(u)),
                    )?;
                    let form = match a.host_form {
                        HostForm::Ipv6 => "IPv6address",
                        HostForm::IpvFuture => "IPvFuture",
                        HostForm::Ipv4 => "IPv4address",
                        HostForm::RegName => name("reg-name", "ireg-name"),
                    };
                    t.leaf_note(name("host", "ihost"), self.at(a.host), form)?;
                    t.opt("port", a.port.map(|p| self.at(p)))
                })?;
            }
            let path = match self.parsed.path_form {
                PathKind::AbEmpty => name("path-abempty", "ipath-abempty"),
                PathKind::Absolute => name("path-absolute", "ipath-absolute"),
                PathKind::NoScheme => name("path-noscheme", "ipath-noscheme"),
                PathKind::Rootless => name("path-rootless", "ipath-rootless"),
                PathKind::Empty => name("path-empty", "ipath-empty"),
            };
            t.leaf(path, self.path())?;
            t.opt(name("query", "iquery"), self.query())?;
            t.opt(name("fragment", "ifragment"), self.fragment())
        })
    }
}

/// [`Reference::tree`]'s value.
struct DisplayTree<'u, 'a>(&'u Reference<'a>);

impl fmt::Display for DisplayTree<'_, '_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.write_tree(&mut Tree::new(f))
    }
}

impl<'a> Url<'a> {
    /// The `scheme`, as written.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc3986::parse("urn:isbn:0451450523")?.scheme(), "urn");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn scheme(&self) -> Span<'a> {
        self.0.scheme().expect("a URI has a scheme")
    }

    /// The same value as a [`Reference`] (every URI is a URI reference).
    ///
    /// ```
    /// let url = urlbnf::rfc3986::parse("a:b")?;
    /// assert_eq!(url.as_reference().scheme().unwrap(), "a");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn as_reference(&self) -> Reference<'a> {
        self.0
    }
}

/// Every accessor of [`Reference`]: a URI is a URI reference.
///
/// ```
/// let url = urlbnf::rfc3986::parse("http://h/p")?;
/// assert_eq!(url.path(), "/p");
/// # Ok::<(), urlbnf::ParseError>(())
/// ```
impl<'a> Deref for Url<'a> {
    type Target = Reference<'a>;

    fn deref(&self) -> &Reference<'a> {
        &self.0
    }
}

/// By the text and the grammar.
impl std::hash::Hash for Reference<'_> {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        self.grammar.hash(h);
        self.input.hash(h);
    }
}

/// The text, exactly as in the input.
///
/// ```
/// let r = urlbnf::rfc3986::parse_reference("../x?y#z")?;
/// assert_eq!(r.to_string(), "../x?y#z");
/// # Ok::<(), urlbnf::ParseError>(())
/// ```
impl fmt::Display for Reference<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.input)
    }
}

/// The text, exactly as in the input.
///
/// ```
/// assert_eq!(urlbnf::rfc3986::parse("a:b#c")?.to_string(), "a:b#c");
/// # Ok::<(), urlbnf::ParseError>(())
/// ```
impl fmt::Display for Url<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0.input)
    }
}

/// The grammar and every component.
///
/// ```
/// let r = urlbnf::rfc3986::parse_reference("a:b")?;
/// assert!(format!("{r:?}").starts_with("Reference { grammar: Rfc3986, span: "));
/// # Ok::<(), urlbnf::ParseError>(())
/// ```
impl fmt::Debug for Reference<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Reference")
            .field("grammar", &self.grammar)
            .field("span", &self.span())
            .field("scheme", &self.scheme())
            .field("authority", &self.authority())
            .field("host", &self.host())
            .field("port", &self.port())
            .field("path", &self.path())
            .field("path_kind", &self.path_kind())
            .field("query", &self.query())
            .field("fragment", &self.fragment())
            .finish()
    }
}

/// As the [`Reference`] it is.
///
/// ```
/// let url = urlbnf::rfc3986::parse("a:b")?;
/// assert!(format!("{url:?}").starts_with("Url(Reference {"));
/// # Ok::<(), urlbnf::ParseError>(())
/// ```
impl fmt::Debug for Url<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("Url").field(&self.0).finish()
    }
}

impl<'a> Url<'a> {
    /// The path as the views read it: after the host's `/` when there is
    /// an authority (as RFC 1738's `hpath` and `fpath`), else the whole
    /// path; `None` when that is empty.
    fn view_path(&self) -> Option<Span<'a>> {
        let path = self.path();
        let text = path.as_str();
        let after = match (self.parsed.authority, text.strip_prefix('/')) {
            (Some(_), Some(_)) => path.slice(1, text.len()),
            _ => path,
        };
        (!after.as_str().is_empty()).then_some(after)
    }
}

impl<'a> crate::views::DialectUrl<'a> for Url<'a> {
    fn grammar(&self) -> Grammar {
        self.0.grammar
    }
    fn scheme(&self) -> Scheme {
        self.0.scheme_kind()
    }
    fn scheme_name(&self) -> Span<'a> {
        Url::scheme(self)
    }
    fn span(&self) -> Span<'a> {
        self.0.span()
    }
    fn hostport(&self) -> Option<HostPort<'a>> {
        self.0.hostport()
    }
    fn host(&self) -> Option<Host<'a>> {
        self.0.host()
    }
    fn port_or_default(&self) -> Result<Option<u16>, PortError> {
        self.0.port_or_default()
    }
    fn fragment(&self) -> Option<Span<'a>> {
        self.0.fragment()
    }
    fn login(&self) -> Option<Login<'a>> {
        self.0.login()
    }
    fn path(&self) -> Option<Span<'a>> {
        self.view_path()
    }
    fn as_http(&self) -> Option<crate::views::AnyHttpUrl<'a>> {
        (self.0.scheme_kind() == Scheme::Http).then_some(())?;
        Some(crate::views::AnyHttpUrl {
            span: self.0.span(),
            hostport: self.0.hostport()?,
            path: self.view_path(),
            search: self.0.query(),
        })
    }
    fn as_ftp(&self) -> Option<crate::views::AnyFtpUrl<'a>> {
        None
    }
    fn as_gopher(&self) -> Option<crate::views::AnyGopherUrl<'a>> {
        None
    }
    fn as_news(&self) -> Option<crate::views::AnyNewsUrl<'a>> {
        None
    }
    fn write_tree(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.write_tree(&mut Tree::new(f))
    }
}
