//! The `serde` feature for URIs, IRIs and their references: a map of the
//! components, each as written, as the other dialects' URLs (`crate::ser`)
//! with RFC 3986's names (`userinfo`, `query`, `fragment`).

use serde::ser::{Serialize, SerializeMap, Serializer};

use crate::rfc3986::types::{Reference, Url};

impl Serialize for Reference<'_> {
    /// `url` (the text), then each component that is there: `scheme`,
    /// `userinfo`, `user` and `password` (the userinfo split at its first
    /// `:`), `host`, `port`, `path` (always), `query`, `fragment`.
    ///
    /// ```
    /// let r = urlbnf::rfc3986::parse_reference("//u@[::1]:8080/p?q#f")?;
    /// assert_eq!(
    ///     serde_json::to_string(&r).unwrap(),
    ///     r#"{"url":"//u@[::1]:8080/p?q#f","userinfo":"u","user":"u","host":"[::1]","port":8080,"path":"/p","query":"q","fragment":"f"}"#
    /// );
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_map(None)?;
        m.serialize_entry("url", self.as_str())?;
        if let Some(scheme) = self.scheme() {
            m.serialize_entry("scheme", &scheme)?;
        }
        if let Some(u) = self.userinfo() {
            m.serialize_entry("userinfo", &u)?;
        }
        if let Some(login) = self.login() {
            if let Some(u) = login.user() {
                m.serialize_entry("user", &u)?;
            }
            if let Some(p) = login.password() {
                m.serialize_entry("password", &p)?;
            }
        }
        if let Some(h) = self.host() {
            m.serialize_entry("host", &h)?;
        }
        if let Some(p) = self.port() {
            m.serialize_entry("port", &p)?;
        }
        m.serialize_entry("path", &self.path())?;
        if let Some(q) = self.query() {
            m.serialize_entry("query", &q)?;
        }
        if let Some(f) = self.fragment() {
            m.serialize_entry("fragment", &f)?;
        }
        m.end()
    }
}

impl Serialize for Url<'_> {
    /// As its [`Reference`].
    ///
    /// ```
    /// let url = urlbnf::rfc3986::parse("urn:isbn:0451450523")?;
    /// assert_eq!(
    ///     serde_json::to_string(&url).unwrap(),
    ///     r#"{"url":"urn:isbn:0451450523","scheme":"urn","path":"isbn:0451450523"}"#
    /// );
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.as_reference().serialize(s)
    }
}
