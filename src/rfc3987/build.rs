//! Building RFC 3986 URIs and RFC 3987 IRIs from raw values: one builder
//! for the generic syntax, [`Generic`], which writes each component with
//! exactly the escapes its rule needs. A URI's characters beyond ASCII are
//! written as the escapes of their UTF-8 ([`Generic::new`]); an IRI keeps
//! those its rule holds, `ucschar` (and `iprivate` in the query), as they
//! are, but for the bidirectional formatting characters ([`Generic::iri`]). It lives with RFC 3987, which holds both
//! repertoires, and is re-exported as `urlbnf::rfc3986::build`.
//!
//! ```
//! use urlbnf::rfc3986::build::Generic;
//! let url = Generic::new("https")
//!     .login("user", Some("p@ss:word"))
//!     .host("example.com")
//!     .port(8443)
//!     .segments(["a b", "c/d", "e:f"])
//!     .query("q=1&r=a#b")
//!     .fragment("top")
//!     .build()?;
//! assert_eq!(url, "https://user:p%40ss:word@example.com:8443/a%20b/c%2Fd/e:f?q=1&r=a%23b#top");
//! # Ok::<(), urlbnf::rfc3986::build::BuildError>(())
//! ```

use std::net::IpAddr;

pub use crate::build::BuildError;

use crate::build::{checked, encode};
use crate::core::table::Table;
use crate::rfc3986::chars::{ALPHA, PCHAR, QUERY, REG_NAME, SCHEME_TAIL, USERINFO};
use crate::rfc3986::owned::UrlBuf;
use crate::rfc3987::chars::{self as iri, Class};

/// The rule of an `authority`, for a part given without a host.
const AUTHORITY_RULE: &str = r#"authority = [ userinfo "@" ] host [ ":" port ]"#;

/// The rule a path without an authority must keep: it cannot begin with
/// `//`, which would read as an authority.
const PATH_ABSOLUTE_RULE: &str = r#"path-absolute = "/" [ segment-nz *( "/" segment ) ]"#;

/// Builds a URI (RFC 3986's `URI`) or an IRI (RFC 3987's `IRI`) of any
/// scheme from raw components: `scheme ":" [ "//" authority ] path [ "?"
/// query ] [ "#" fragment ]`. Every component takes raw data (bytes or
/// text, never pre-encoded): `%` is always written as an escape, and so is
/// every character its rule does not hold (`/` in a segment, `:` in a
/// user name, `#` in a query). Parsing the result and decoding each
/// component gives the raw values back.
///
/// ```
/// use urlbnf::rfc3986::build::Generic;
/// assert_eq!(Generic::new("mailto").segments(["a@example.org"]).build()?, "mailto:a@example.org");
/// assert_eq!(Generic::new("urn").segments(["isbn:0451450523"]).build()?, "urn:isbn:0451450523");
/// assert_eq!(Generic::new("file").host("").segments(["etc", "hosts"]).build()?, "file:///etc/hosts");
/// let iri = Generic::iri("http").host("例え.テスト").segments(["パス", "a b"]).build()?;
/// assert_eq!((iri.as_str(), iri.grammar()), ("http://例え.テスト/パス/a%20b", urlbnf::Grammar::Rfc3987));
/// # Ok::<(), urlbnf::rfc3986::build::BuildError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Generic {
    scheme: String,
    /// The repertoire beyond ASCII: an IRI keeps `ucschar`.
    iri: bool,
    login: Option<(Vec<u8>, Option<Vec<u8>>)>,
    host: Option<Host>,
    port: Option<u16>,
    segments: Option<Vec<Vec<u8>>>,
    query: Option<Vec<u8>>,
    fragment: Option<Vec<u8>>,
}

/// A host as given.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Host {
    /// A registered name, raw.
    Name(String),
    /// An IPv4 or IPv6 address.
    Ip(IpAddr),
}

impl Generic {
    /// A URI of `scheme` (written as it is: a letter, then letters,
    /// digits, `+`, `-` or `.`), with no authority and an empty path.
    /// Characters beyond ASCII in any component are written as the escapes
    /// of their UTF-8.
    ///
    /// ```
    /// use urlbnf::rfc3986::build::Generic;
    /// assert_eq!(Generic::new("x-y").build()?, "x-y:");
    /// assert_eq!(Generic::new("x").segments(["é"]).build()?, "x:%C3%A9");
    /// # Ok::<(), urlbnf::rfc3986::build::BuildError>(())
    /// ```
    pub fn new(scheme: impl Into<String>) -> Self {
        Generic {
            scheme: scheme.into(),
            iri: false,
            login: None,
            host: None,
            port: None,
            segments: None,
            query: None,
            fragment: None,
        }
    }

    /// An IRI of `scheme`: as [`new`](Self::new), but the characters beyond
    /// ASCII that RFC 3987 holds (`ucschar`, and `iprivate` in the query)
    /// are written as they are; others (the non-characters, bytes that are
    /// not UTF-8) as escapes, and so are the bidirectional formatting
    /// characters that section 4.1 keeps out of IRIs.
    ///
    /// ```
    /// use urlbnf::rfc3987::build::Generic;
    /// let iri = Generic::iri("http").host("b\u{fc}cher.example").query("\u{e000}").build()?;
    /// assert_eq!(iri, "http://b\u{fc}cher.example?\u{e000}");
    /// // U+E000 is `iprivate`: an IRI holds it only in the query.
    /// assert_eq!(Generic::iri("x").segments(["\u{e000}"]).build()?, "x:%EE%80%80");
    /// # Ok::<(), urlbnf::rfc3986::build::BuildError>(())
    /// ```
    pub fn iri(scheme: impl Into<String>) -> Self {
        Generic {
            iri: true,
            ..Generic::new(scheme)
        }
    }

    /// The user name and password of the authority, raw (`userinfo`: the
    /// user name's `:` is encoded, the password's is not).
    ///
    /// ```
    /// use urlbnf::rfc3986::build::Generic;
    /// let url = Generic::new("ftp").login("a:b", Some("c:d")).host("h").build()?;
    /// assert_eq!(url, "ftp://a%3Ab:c:d@h");
    /// # Ok::<(), urlbnf::rfc3986::build::BuildError>(())
    /// ```
    pub fn login(mut self, user: impl AsRef<[u8]>, password: Option<impl AsRef<[u8]>>) -> Self {
        self.login = Some((
            user.as_ref().to_vec(),
            password.map(|p| p.as_ref().to_vec()),
        ));
        self
    }

    /// The host, a registered name, raw (`reg-name`: what it does not hold
    /// is encoded); an empty one is the empty authority of `file:///`.
    ///
    /// ```
    /// use urlbnf::rfc3986::build::Generic;
    /// assert_eq!(Generic::new("http").host("a b.example").build()?, "http://a%20b.example");
    /// # Ok::<(), urlbnf::rfc3986::build::BuildError>(())
    /// ```
    pub fn host(mut self, host: impl Into<String>) -> Self {
        self.host = Some(Host::Name(host.into()));
        self
    }

    /// The host, an IP address: an IPv6 address in brackets (an
    /// `IP-literal`), in the text form of RFC 5952.
    ///
    /// ```
    /// use std::net::{IpAddr, Ipv6Addr};
    /// use urlbnf::rfc3986::build::Generic;
    /// let ip = IpAddr::V6(Ipv6Addr::LOCALHOST);
    /// assert_eq!(Generic::new("http").host_ip(ip).port(8080).build()?, "http://[::1]:8080");
    /// # Ok::<(), urlbnf::rfc3986::build::BuildError>(())
    /// ```
    pub fn host_ip(mut self, ip: IpAddr) -> Self {
        self.host = Some(Host::Ip(ip));
        self
    }

    /// The port, after the host.
    ///
    /// ```
    /// use urlbnf::rfc3986::build::Generic;
    /// assert_eq!(Generic::new("ws").host("h").port(80).build()?, "ws://h:80");
    /// # Ok::<(), urlbnf::rfc3986::build::BuildError>(())
    /// ```
    pub fn port(mut self, port: u16) -> Self {
        self.port = Some(port);
        self
    }

    /// The path's segments, raw (a `/` inside one is encoded). After an
    /// authority the path is `/` and the segments joined by `/`; without
    /// one it is the segments joined, so that a first empty segment makes
    /// it absolute (`["", "a"]` is `/a`).
    ///
    /// ```
    /// use urlbnf::rfc3986::build::{BuildError, Generic};
    /// assert_eq!(Generic::new("http").host("h").segments(["a", ""]).build()?, "http://h/a/");
    /// assert_eq!(Generic::new("x").segments(["", "a"]).build()?, "x:/a");
    /// // Without an authority, a path cannot start with `//`.
    /// assert!(matches!(Generic::new("x").segments(["", "", "a"]).build(), Err(BuildError::Empty { .. })));
    /// # Ok::<(), urlbnf::rfc3986::build::BuildError>(())
    /// ```
    pub fn segments<I, S>(mut self, segments: I) -> Self
    where
        I: IntoIterator<Item = S>,
        S: AsRef<[u8]>,
    {
        self.segments = Some(segments.into_iter().map(|s| s.as_ref().to_vec()).collect());
        self
    }

    /// The query after `?`, raw (`query = *( pchar / "/" / "?" )`: `#`,
    /// spaces and the like are encoded, `&` and `=` are not).
    ///
    /// ```
    /// use urlbnf::rfc3986::build::Generic;
    /// assert_eq!(Generic::new("http").host("h").query("a=1 2&b=/?").build()?, "http://h?a=1%202&b=/?");
    /// # Ok::<(), urlbnf::rfc3986::build::BuildError>(())
    /// ```
    pub fn query(mut self, query: impl AsRef<[u8]>) -> Self {
        self.query = Some(query.as_ref().to_vec());
        self
    }

    /// The fragment after `#`, raw (`fragment = *( pchar / "/" / "?" )`).
    ///
    /// ```
    /// use urlbnf::rfc3986::build::Generic;
    /// assert_eq!(Generic::new("http").host("h").fragment("a#b").build()?, "http://h#a%23b");
    /// # Ok::<(), urlbnf::rfc3986::build::BuildError>(())
    /// ```
    pub fn fragment(mut self, fragment: impl AsRef<[u8]>) -> Self {
        self.fragment = Some(fragment.as_ref().to_vec());
        self
    }

    /// The URI or IRI, checked by the parser: `rfc3986::UrlBuf`, whose
    /// `grammar()` is RFC 3987 when it holds a character beyond ASCII.
    ///
    /// ```
    /// use urlbnf::rfc3986::build::{BuildError, Generic};
    /// assert!(matches!(Generic::new("1x").build(), Err(BuildError::Scheme { .. })));
    /// assert!(matches!(Generic::new("x").port(1).build(), Err(BuildError::Missing { .. })));
    /// ```
    pub fn build(&self) -> Result<UrlBuf, BuildError> {
        checked(self.text())
    }

    /// The text of [`build`](Self::build).
    fn text(&self) -> Result<String, BuildError> {
        let bytes = self.scheme.as_bytes();
        if !bytes.first().is_some_and(|&b| ALPHA.has(b))
            || !bytes.iter().all(|&b| SCHEME_TAIL.has(b))
        {
            return Err(BuildError::Scheme {
                scheme: self.scheme.clone(),
                reason: "a scheme is a letter, then letters, digits, `+`, `-` or `.`",
            });
        }
        let mut out = self.scheme.clone();
        out.push(':');
        match &self.host {
            Some(host) => {
                out.push_str("//");
                if let Some((user, password)) = &self.login {
                    // A user name ends at `:`: `userinfo`'s characters without it.
                    self.encode(&mut out, user, &REG_NAME, &iri::REG_NAME);
                    if let Some(p) = password {
                        out.push(':');
                        self.encode(&mut out, p, &USERINFO, &iri::USERINFO);
                    }
                    out.push('@');
                }
                match host {
                    Host::Name(name) => {
                        self.encode(&mut out, name.as_bytes(), &REG_NAME, &iri::REG_NAME)
                    }
                    Host::Ip(IpAddr::V4(ip)) => out.push_str(&ip.to_string()),
                    Host::Ip(IpAddr::V6(ip)) => out.push_str(&format!("[{ip}]")),
                }
                if let Some(port) = self.port {
                    out.push(':');
                    out.push_str(&port.to_string());
                }
            }
            None if self.login.is_some() || self.port.is_some() => {
                return Err(BuildError::Missing {
                    part: "host",
                    rule: AUTHORITY_RULE,
                });
            }
            None => {}
        }
        let segments = self.segments.as_deref().unwrap_or_default();
        if self.host.is_none()
            && segments.len() > 2
            && segments[0].is_empty()
            && segments[1].is_empty()
        {
            return Err(BuildError::Empty {
                part: "first segment of an absolute path without an authority",
                rule: PATH_ABSOLUTE_RULE,
            });
        }
        for (k, segment) in segments.iter().enumerate() {
            if k > 0 || self.host.is_some() {
                out.push('/');
            }
            self.encode(&mut out, segment, &PCHAR, &iri::IPCHAR);
        }
        if let Some(q) = &self.query {
            out.push('?');
            self.encode(&mut out, q, &QUERY, &iri::QUERY);
        }
        if let Some(f) = &self.fragment {
            out.push('#');
            // `fragment` has the characters of `query`.
            self.encode(&mut out, f, &QUERY, &iri::FRAGMENT);
        }
        Ok(out)
    }

    /// Appends `raw` for a component whose ASCII characters are `ascii`
    /// (a URI) or `wide` (an IRI, which also keeps its characters beyond
    /// ASCII): every other byte, and `%`, as an escape.
    fn encode(&self, out: &mut String, raw: &[u8], ascii: &Table, wide: &Class) {
        if !self.iri {
            return encode(out, raw, ascii);
        }
        for chunk in raw.utf8_chunks() {
            for c in chunk.valid().chars() {
                if c.is_ascii() || !wide.has_wide(c) || iri::is_bidi_format(c) {
                    encode(out, c.encode_utf8(&mut [0; 4]).as_bytes(), &wide.ascii);
                } else {
                    out.push(c);
                }
            }
            encode(out, chunk.invalid(), &wide.ascii);
        }
    }
}
