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
    /// The digits as written.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
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
    extra: &[(&str, Option<Span<'_>>)],
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
            m.serialize_entry(k, v)?;
        }
    }
    m.end()
}

impl Serialize for rfc1738::Url<'_> {
    /// `{"url", "scheme", "user", "password", "host", "port", "path",
    /// "search"}`, each present when the URL has it.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("ftp://u@h:21/a%20b")?;
    /// assert_eq!(
    ///     serde_json::to_string(&url).unwrap(),
    ///     r#"{"url":"ftp://u@h:21/a%20b","scheme":"ftp","user":"u","host":"h","port":"21","path":"a%20b"}"#
    /// );
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let search = match self {
            rfc1738::Url::Http(u) => u.search(),
            rfc1738::Url::Gopher(u) => u.search(),
            _ => None,
        };
        // A `fileurl`'s host has no port: written as `host` too.
        let file_host = self.as_file().and_then(|f| f.host()).map(|h| h.span());
        url_map(
            s,
            self.as_str(),
            self.scheme_name(),
            self.login(),
            self.hostport(),
            self.path(),
            &[("host", file_host), ("search", search)],
        )
    }
}

impl Serialize for rfc1630::Url<'_> {
    /// `{"url", "scheme", "user", "password", "host", "port",
    /// "path", "search", "fragment"}`, each present when the URL has it.
    ///
    /// ```
    /// let url = urlbnf::rfc1630::parse("http://h/p?q#f")?;
    /// assert_eq!(
    ///     serde_json::to_string(&url).unwrap(),
    ///     r#"{"url":"http://h/p?q#f","scheme":"http","host":"h","path":"p","search":"q","fragment":"f"}"#
    /// );
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let search = match self.address() {
            rfc1630::Address::Http(u) => u.search(),
            rfc1630::Address::Other(u) => u.search(),
            _ => None,
        };
        url_map(
            s,
            self.as_str(),
            self.scheme_name(),
            self.login(),
            self.hostport(),
            self.path(),
            &[("search", search), ("fragment", self.fragment())],
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
