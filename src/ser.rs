//! The `serde` feature: a parsed URL serialises as a map of its text and
//! its components (still encoded, as written); a component as its text.

use serde::ser::{Serialize, SerializeMap, SerializeStruct, Serializer};

use crate::core::span::Span;
use crate::parts::{GroupPart, Host, HostPort, Login, Port};
use crate::views::DialectUrl;

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
pub(crate) enum Field<'a> {
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

pub(crate) fn text(s: Option<Span<'_>>) -> Option<Field<'_>> {
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

/// What every URL's map starts with, read from any dialect's `Url`.
pub(crate) struct Common<'a> {
    url: &'a str,
    scheme: Span<'a>,
    login: Option<Login<'a>>,
    hostport: Option<HostPort<'a>>,
    path: Option<Span<'a>>,
}

/// The [`Common`] part of `url`, a `Url` of any dialect.
pub(crate) fn common<'a>(url: &dyn DialectUrl<'a>) -> Common<'a> {
    Common {
        url: url.span().as_str(),
        scheme: url.scheme_name(),
        login: url.login(),
        hostport: url.hostport(),
        path: url.path(),
    }
}

/// The map every URL serialises as; `None`s are left out.
pub(crate) fn url_map<S: Serializer>(
    s: S,
    common: Common<'_>,
    extra: Vec<(&str, Option<Field<'_>>)>,
) -> Result<S::Ok, S::Error> {
    let Common {
        url,
        scheme,
        login,
        hostport,
        path,
    } = common;
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
