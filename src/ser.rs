//! The `serde` feature: a parsed URL serialises as a map of its text and
//! its components (still encoded, as written); a component as its text.

use serde::ser::{Serialize, SerializeMap, SerializeStruct, Serializer};

use crate::any::AnyUrl;
use crate::core::span::Span;
use crate::parts::{GroupPart, Host, HostPort, Login, Port};
use crate::rfc1630;
use crate::rfc1738;

impl Serialize for Span<'_> {
    /// The text.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}

impl Serialize for Host<'_> {
    /// The text.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}

impl Serialize for Port<'_> {
    /// The number; the digits as written when they are no port number
    /// (more than 65535).
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self.value() {
            Ok(n) => s.serialize_u16(n),
            Err(_) => s.serialize_str(self.as_str()),
        }
    }
}

/// A typed component beside the spans: a one-character code, or a list of
/// name and value pairs.
enum Field<'a> {
    Text(Span<'a>),
    Str(&'a str),
    Code(char),
    Pairs(Vec<(Span<'a>, Span<'a>)>),
}

impl Serialize for Field<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Field::Text(t) => t.serialize(s),
            Field::Str(t) => s.serialize_str(t),
            Field::Code(c) => s.collect_str(c),
            Field::Pairs(p) => {
                let mut m = s.serialize_map(Some(p.len()))?;
                for (k, v) in p {
                    m.serialize_entry(k, v)?;
                }
                m.end()
            }
        }
    }
}

fn text(s: Option<Span<'_>>) -> Option<Field<'_>> {
    s.map(Field::Text)
}

impl Serialize for HostPort<'_> {
    /// `{"host": .., "port": ..}` (`port` null when not written).
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_struct("HostPort", 2)?;
        m.serialize_field("host", &self.host())?;
        m.serialize_field("port", &self.port())?;
        m.end()
    }
}

impl Serialize for Login<'_> {
    /// `{"user": .., "password": .., "host": .., "port": ..}`.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_struct("Login", 4)?;
        m.serialize_field("user", &self.user())?;
        m.serialize_field("password", &self.password())?;
        m.serialize_field("host", &self.host())?;
        m.serialize_field("port", &self.port())?;
        m.end()
    }
}

impl Serialize for GroupPart<'_> {
    /// The text of the `grouppart`.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.span().serialize(s)
    }
}

/// The map every URL serialises as; `None`s are left out.
fn url_map<S: Serializer>(
    s: S,
    url: &str,
    scheme: Span<'_>,
    login: Option<Login<'_>>,
    hostport: Option<HostPort<'_>>,
    path: Option<Span<'_>>,
    extra: Vec<(&str, Option<Field<'_>>)>,
) -> Result<S::Ok, S::Error> {
    let mut m = s.serialize_map(None)?;
    m.serialize_entry("url", url)?;
    m.serialize_entry("scheme", &scheme)?;
    if let Some(l) = login {
        if let Some(u) = l.user() {
            m.serialize_entry("user", &u)?;
        }
        if let Some(p) = l.password() {
            m.serialize_entry("password", &p)?;
        }
    }
    if let Some(hp) = hostport {
        m.serialize_entry("host", &hp.host())?;
        if let Some(p) = hp.port() {
            m.serialize_entry("port", &p)?;
        }
    }
    if let Some(p) = path {
        m.serialize_entry("path", &p)?;
    }
    for (k, v) in extra {
        if let Some(v) = v {
            m.serialize_entry(k, &v)?;
        }
    }
    m.end()
}

impl Serialize for rfc1738::Url<'_> {
    /// A map of the text and every component the URL has, still encoded,
    /// with typed values where the grammar gives them (schema in
    /// `docs/serde.md`): `url`, `scheme`, `user`, `password`, `host`,
    /// `port` (a number), `path`, and per scheme `search` (http, gopher,
    /// wais), `type` (ftp: `a`, `i` or `d`), `gopher_type` (the type code,
    /// `1` when not written), `selector`, `gopher_plus`, `group` and
    /// `article` (news, nntp), `database`, `wais_type`, `wais_path`,
    /// `address` (mailto), `fields` (prospero: name to value).
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("ftp://u@h:21/a%20b;type=a")?;
    /// assert_eq!(
    ///     serde_json::to_string(&url).unwrap(),
    ///     r#"{"url":"ftp://u@h:21/a%20b;type=a","scheme":"ftp","user":"u","host":"h","port":21,"path":"a%20b","type":"a"}"#
    /// );
    /// let url = urlbnf::rfc1738::parse("gopher://h/7sel%09q")?;
    /// assert_eq!(
    ///     serde_json::to_string(&url).unwrap(),
    ///     r#"{"url":"gopher://h/7sel%09q","scheme":"gopher","host":"h","path":"sel","gopher_type":"7","selector":"sel","search":"q"}"#
    /// );
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use rfc1738::{Url, WaisKind};
        let extra = match self {
            Url::Http(u) => vec![("search", text(u.search()))],
            Url::Ftp(u) => vec![("type", u.ftp_type().map(|t| Field::Code(t.code())))],
            Url::Gopher(u) => vec![
                (
                    "gopher_type",
                    Some(Field::Code(char::from(u.gopher_type().code()))),
                ),
                ("selector", text(u.selector())),
                ("search", text(u.search())),
                ("gopher_plus", text(u.gopher_plus())),
            ],
            Url::News(u) => match u.grouppart() {
                GroupPart::Article { span, .. } => vec![("article", Some(Field::Text(span)))],
                g => vec![("group", Some(Field::Text(g.span())))],
            },
            Url::Nntp(u) => vec![
                ("group", Some(Field::Text(u.group()))),
                ("article", text(u.article())),
            ],
            Url::Wais(u) => {
                let mut v = vec![("database", Some(Field::Text(u.database())))];
                match u.kind() {
                    WaisKind::Index { search } => v.push(("search", Some(Field::Text(search)))),
                    WaisKind::Doc { wtype, wpath } => {
                        v.push(("wais_type", Some(Field::Text(wtype))));
                        v.push(("wais_path", Some(Field::Text(wpath))));
                    }
                    _ => {}
                }
                v
            }
            Url::Mailto(u) => vec![("address", Some(Field::Text(u.address())))],
            // A `fileurl`'s host has no port: written as `host` too.
            Url::File(u) => vec![("host", u.host().map(|h| Field::Text(h.span())))],
            Url::Prospero(u) => {
                let fields: Vec<_> = u.fields().collect();
                vec![(
                    "fields",
                    (!fields.is_empty()).then_some(Field::Pairs(fields)),
                )]
            }
            _ => Vec::new(),
        };
        url_map(
            s,
            self.as_str(),
            self.scheme_name(),
            self.login(),
            self.hostport(),
            self.path(),
            extra,
        )
    }
}

impl Serialize for rfc1630::Url<'_> {
    /// As an RFC 1738 URL's (schema in `docs/serde.md`), with RFC 1630's
    /// components: `prefix` (`url:` as written), `type` (ftp, as written: `A`, `EN`,
    /// `L8`, ...), `gopher_type`, `selector`, `search`, `gopher_plus`, `group`,
    /// `article`, `database`, `wais_type`, `wais_path`, `search`, `address`
    /// (mailto, mid, cid: the `addr-spec`), `cell` (afs) and `fragment`.
    ///
    /// ```
    /// let url = urlbnf::rfc1630::parse("http://h/p?q#f")?;
    /// assert_eq!(
    ///     serde_json::to_string(&url).unwrap(),
    ///     r#"{"url":"http://h/p?q#f","scheme":"http","host":"h","path":"p","search":"q","fragment":"f"}"#
    /// );
    /// let url = urlbnf::rfc1630::parse("ftp://h:2121/f;type=L8")?;
    /// assert_eq!(
    ///     serde_json::to_string(&url).unwrap(),
    ///     r#"{"url":"ftp://h:2121/f;type=L8","scheme":"ftp","host":"h","port":2121,"path":"f","type":"L8"}"#
    /// );
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use rfc1630::{Address, WaisKind};
        let mut extra = vec![("prefix", text(self.prefix()))];
        match self.address() {
            Address::Http(u) => extra.push(("search", text(u.search()))),
            Address::Other(u) => extra.push(("search", text(u.search()))),
            Address::Ftp(u) => extra.push(("type", text(u.ftptype()))),
            Address::Gopher(u) => {
                let code = char::from(u.gopher_type().code());
                extra.push(("gopher_type", Some(Field::Code(code))));
                extra.push(("selector", text(u.selector())));
                extra.push(("search", text(u.search())));
                extra.push(("gopher_plus", text(u.gopher_plus())));
            }
            Address::News(u) => match u.grouppart() {
                GroupPart::Article { span, .. } => extra.push(("article", Some(Field::Text(span)))),
                g => extra.push(("group", Some(Field::Text(g.span())))),
            },
            Address::Nntp(u) => {
                extra.push(("group", Some(Field::Text(u.group()))));
                extra.push(("article", Some(Field::Text(u.article()))));
            }
            Address::Wais(u) => {
                extra.push(("database", Some(Field::Text(u.database()))));
                match u.kind() {
                    WaisKind::Index { search } => extra.push(("search", text(search))),
                    WaisKind::Doc { wtype, wpath } => {
                        extra.push(("wais_type", Some(Field::Text(wtype))));
                        extra.push(("wais_path", Some(Field::Text(wpath))));
                    }
                }
            }
            Address::Mailto(u) => {
                let address = u.span().as_str().split_once(':').map_or("", |(_, a)| a);
                extra.push(("address", Some(Field::Str(address))));
            }
            Address::Mid(u) => extra.push(("address", Some(Field::Text(u.addr_spec().span())))),
            Address::Cid(u) => extra.push(("address", Some(Field::Text(u.addr_spec().span())))),
            Address::Afs(u) => extra.push(("cell", Some(Field::Text(u.cellname())))),
            _ => {}
        }
        extra.push(("fragment", text(self.fragment())));
        url_map(
            s,
            self.as_str(),
            self.scheme_name(),
            self.login(),
            self.hostport(),
            self.path(),
            extra,
        )
    }
}

impl Serialize for AnyUrl<'_> {
    /// As the dialect's URL.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            AnyUrl::Rfc1738(u) => u.serialize(s),
            AnyUrl::Rfc1630(u) => u.serialize(s),
        }
    }
}

/// An owned URL serialises as its text and deserialises from a string,
/// which is parsed: an invalid URL is a deserialisation error naming what
/// is wrong. (Its components are a [`rfc1738::Url`]'s: `url.as_url()`.)
///
/// ```
/// use urlbnf::rfc1738::UrlBuf;
/// let url: UrlBuf = "ftp://h/pub;type=a".parse()?;
/// let json = serde_json::to_string(&url).unwrap();
/// assert_eq!(json, r#""ftp://h/pub;type=a""#);
/// assert_eq!(serde_json::from_str::<UrlBuf>(&json).unwrap(), url);
/// let e = serde_json::from_str::<UrlBuf>(r#""http://h/a b""#).unwrap_err();
/// assert!(e.to_string().starts_with("a space may not appear"), "{e}");
/// # Ok::<(), urlbnf::ParseError>(())
/// ```
impl Serialize for rfc1738::UrlBuf {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}

/// As [`rfc1738::UrlBuf`]'s.
///
/// ```
/// let url: urlbnf::rfc1630::UrlBuf = serde_json::from_str(r#""mid:m@h#p""#).unwrap();
/// assert_eq!(url.as_url().fragment().unwrap(), "p");
/// assert_eq!(serde_json::to_string(&url).unwrap(), r#""mid:m@h#p""#);
/// ```
impl Serialize for rfc1630::UrlBuf {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}

impl<'de> serde::Deserialize<'de> for rfc1738::UrlBuf {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        Self::try_from(text).map_err(serde::de::Error::custom)
    }
}

impl<'de> serde::Deserialize<'de> for rfc1630::UrlBuf {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        Self::try_from(text).map_err(serde::de::Error::custom)
    }
}
