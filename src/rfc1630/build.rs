//! Building RFC 1630 URLs from raw values: one builder per scheme
//! production, [`Generic`] for every other scheme, and [`File`] for the
//! `file:` URLs RFC 1630 describes in prose.
//!
//! The builders have the names and methods of [`crate::rfc1738::build`]'s
//! (`new`, `port`, `login`, `segments`, `search`, `build`, ...) and share
//! its [`BuildError`]. Every component takes raw data (bytes or text, never
//! pre-encoded) and is percent-encoded exactly where its production needs
//! it: each byte that is not a literal character of the production's class
//! (`xalpha`, `xpalpha`, RFC 822's `atom`, ...: the grammar's own byte
//! tables) is written as an `escape`, and so are `%` and the component's
//! reserved characters (`+` in a search word, `@` before the `@` of an
//! article or mail address, `/` where a `path` cannot have one). What the
//! grammar cannot express is refused with a [`BuildError`] that says why:
//! RFC 1630's user and password have no escapes, a `segment` is never
//! empty, a telnet URL has no path, ... Parsing and decoding the result
//! gives the raw values back.
//!
//! Where RFC 1630 differs from RFC 1738: a search is a list of words
//! joined by `+` ([`Http::search_words`]); every URL may end with a
//! fragment (`fragment`), and the eleven `url` schemes may carry the
//! `URL:` prefix (`prefixed`); the host is written as given, which may be
//! any RFC 1630 `hostname` (letters, digits, `xalpha`s and escapes).
//!
//! ```
//! use urlbnf::rfc1630::build::Http;
//! let url = Http::new("info.cern.ch")
//!     .segments(["hypertext", "WWW"])
//!     .search_words(["gold", "a+b"])
//!     .fragment("top")
//!     .build()?;
//! assert_eq!(url, "http://info.cern.ch/hypertext/WWW?gold+a%2Bb#top");
//! // The builder returns a parsed, owned URL: its parts need no second parse.
//! assert_eq!(url.as_url().fragment().unwrap(), "top");
//! # Ok::<(), urlbnf::rfc1630::build::BuildError>(())
//! ```

pub use crate::build::{BuildError, NewsPart};

use crate::build::{self, encode, encode_pieces, ftp_type_text, join};
use crate::core::table::Table;
use crate::rfc1630::UrlBuf;
use crate::rfc1630::chars::{ALPHA, ALPHANUM, ALPHANUM2, DIGIT, XALPHA, XPALPHA};
use crate::rfc1630::{FtpType, GopherType, generic, login, mid, news, prospero};

include!("generated/build.rs");

/// The characters of an RFC 1630 host as written: `xalpha`s and the `%`
/// of escapes.
const HOST_CHARS: Table = XALPHA.or(Table::of(b"%"));

/// A search word: an `xalpha` but `+`, which separates the words.
const WORD: Table = XALPHA.without(b"+");

/// Before the `@` of an `article` or a `mailtoaddress`: an `xalpha` but
/// `@`, which separates.
const LOCAL: Table = XALPHA.without(b"@");

/// The rules quoted by refusals, as `grammar/rfc1630.bnf` has them.
const SEARCH_RULE: &str = "search                 xalphas [ + search ]";
const TELNET_RULE: &str = "telnetaddress          t e l n e t : / / login";
const NNTP_RULE: &str = "nntpaddress            n n t p : group /  digits";
const MAILTO_RULE: &str = "mailtoaddress          m a i l t o : xalphas @ hostname";
const ADDR_SPEC_RULE: &str = "addr-spec = local-part \"@\" domain (RFC 822)";

/// Checks that `host` is a whole RFC 1630 `host`.
fn check_host(host: &str) -> Result<(), BuildError> {
    build::check_host(
        host,
        &HOST_CHARS,
        "letters, digits, `$-_@.&+!*\"'(),` and escapes only",
        "neither a `hostname` nor a `hostnumber`",
        login::host,
    )
}

fn hostport(out: &mut String, host: &str, port: Option<u16>) -> Result<(), BuildError> {
    build::hostport(out, host, port, check_host)
}

/// A `login`: the user and password are `alphanum2`s with no escapes, so
/// they are checked, not encoded; then the `login` production reads the
/// text back, which must give the same user (a host name may contain `@`,
/// and without a user `u@h` reads as user `u`: `grammar/ERRATA.md` F13).
fn write_login(
    out: &mut String,
    user: &Option<(Vec<u8>, Option<Vec<u8>>)>,
    host: &str,
    port: Option<u16>,
) -> Result<(), BuildError> {
    let start = out.len();
    if let Some((u, p)) = user {
        for (part, value) in [("user", Some(u)), ("password", p.as_ref())] {
            if let Some(v) = value
                && (v.is_empty() || !v.iter().all(|&b| ALPHANUM2.has(b)))
            {
                return Err(BuildError::Login {
                    part,
                    value: v.clone(),
                });
            }
        }
        encode(out, u, &ALPHANUM2);
        if let Some(p) = p {
            out.push(':');
            encode(out, p, &ALPHANUM2);
        }
        out.push('@');
    }
    hostport(out, host, port)?;
    match login::login(&out[start..]) {
        Ok(("", l)) if l.user.is_some() == user.is_some() => Ok(()),
        _ => Err(BuildError::Host {
            host: host.to_string(),
            reason: "without a user, its part before `@` is read as one (`login  [ user [ : password ] @ ] hostport`)".into(),
        }),
    }
}

/// A specific-section `path` of `segments`: `void | segment [ / path ]`,
/// where a `segment` (`xpalphas`) is never empty, so only the last may be.
fn write_path(out: &mut String, segments: &[Vec<u8>]) -> Result<(), BuildError> {
    if segments.iter().rev().skip(1).any(Vec::is_empty) {
        return Err(BuildError::EmptySegment);
    }
    join(out, segments, &XPALPHA);
    Ok(())
}

/// A specific-section `search` of `words` joined by `+`. `+` is itself an
/// `xalpha` there (`grammar/ERRATA.md` F10), so words may be empty, but
/// not the whole search.
fn write_search(out: &mut String, words: &[Vec<u8>]) -> Result<(), BuildError> {
    if words.len() < 2 && words.iter().all(Vec::is_empty) {
        return Err(BuildError::Empty {
            part: "search",
            rule: SEARCH_RULE,
        });
    }
    write_words(out, words, &WORD);
    Ok(())
}

fn write_words(out: &mut String, words: &[Vec<u8>], keep: &Table) {
    for (k, w) in words.iter().enumerate() {
        if k > 0 {
            out.push('+');
        }
        encode(out, w, keep);
    }
}

fn words<S: AsRef<[u8]>>(words: impl IntoIterator<Item = S>) -> Vec<Vec<u8>> {
    words.into_iter().map(|w| w.as_ref().to_vec()).collect()
}

/// What every builder of a `url` alternative ends with: an optional `URL:`
/// prefix before it and `# fragmentid` after it.
#[derive(Clone, Debug, Default)]
struct Tail {
    prefixed: bool,
    fragment: Option<Vec<u8>>,
}

impl Tail {
    fn start(&self, scheme: &str) -> String {
        let mut out = String::new();
        if self.prefixed {
            out.push_str("URL:");
        }
        out.push_str(scheme);
        out
    }

    /// `fragmentid  xalphas` (a void one after `#` is allowed: F5).
    fn finish(&self, mut out: String) -> Result<String, BuildError> {
        if let Some(f) = &self.fragment {
            out.push('#');
            encode(&mut out, f, &XALPHA);
        }
        Ok(out)
    }
}

impl Http {
    /// The URL's text, for [`build`](Self::build).
    fn text(&self) -> Result<String, BuildError> {
        let mut out = self.tail.start("http://");
        hostport(&mut out, &self.host, self.port)?;
        if let Some(s) = &self.segments {
            out.push('/');
            write_path(&mut out, s)?;
        }
        if let Some(s) = &self.search {
            out.push('?');
            write_search(&mut out, s)?;
        }
        self.tail.finish(out)
    }
}

impl Ftp {
    /// The transfer type (`;type=`, then `A formcode | E formcode | I | L
    /// digits`).
    ///
    /// ```
    /// use urlbnf::rfc1630::{build::Ftp, FormCode, FtpType};
    /// assert_eq!(Ftp::new("h").ftp_type(FtpType::Ascii(Some(FormCode::Telnet))).build()?, "ftp://h/;type=AT");
    /// assert_eq!(Ftp::new("h").ftp_type(FtpType::Local(urlbnf::Span::new("8", 0))).build()?, "ftp://h/;type=L8");
    /// # Ok::<(), urlbnf::rfc1630::build::BuildError>(())
    /// ```
    pub fn ftp_type(mut self, t: FtpType<'_>) -> Self {
        self.ftp_type = Some(ftp_type_text(t));
        self
    }

    /// The URL's text, for [`build`](Self::build).
    fn text(&self) -> Result<String, BuildError> {
        let mut out = self.tail.start("ftp://");
        write_login(&mut out, &self.user, &self.host, self.port)?;
        out.push('/');
        write_path(&mut out, self.segments.as_deref().unwrap_or_default())?;
        if let Some(t) = &self.ftp_type {
            if let Some(n) = t.strip_prefix('L')
                && (n.is_empty() || !n.bytes().all(|b| DIGIT.has(b)))
            {
                return Err(BuildError::ByteSize(n.to_string()));
            }
            if t == "d" {
                return Err(BuildError::FtpType {
                    ftp_type: t.clone(),
                    rule: "ftptype  A formcode | E formcode | I | L digits",
                });
            }
            out.push_str(";type=");
            out.push_str(t);
        }
        self.tail.finish(out)
    }
}

impl Gopher {
    /// The URL's text, for [`build`](Self::build).
    fn text(&self) -> Result<String, BuildError> {
        let mut out = self.tail.start("gopher://");
        hostport(&mut out, &self.host, self.port)?;
        match self.gopher_type {
            Some(t) => {
                out.push('/');
                encode(&mut out, &[t.code()], &XALPHA);
                let selector = self.selector.as_deref().unwrap_or_default();
                encode_pieces(&mut out, selector, &XPALPHA, b'/', true);
            }
            None if self.selector.is_some() => return Err(BuildError::GopherWithoutType),
            None => {}
        }
        self.tail.finish(out)
    }
}

/// Checks that `group` is a whole `group`.
fn check_group(group: &str) -> Result<(), BuildError> {
    match news::group(group) {
        Ok(("", _)) => Ok(()),
        _ => Err(BuildError::Group {
            group: group.to_string(),
            reason: "a group is `ialpha [ . group ]`: a letter, then letters, digits, `$-_@.&+!*\"'(),` or escapes",
        }),
    }
}

impl News {
    /// The URL's text, for [`build`](Self::build).
    fn text(&self) -> Result<String, BuildError> {
        let mut out = self.tail.start("news:");
        match &self.part {
            NewsPart::All => out.push('*'),
            NewsPart::Group(g) => {
                check_group(g)?;
                if news::at_split(g.as_bytes(), true).is_some() {
                    return Err(BuildError::Group {
                        group: g.clone(),
                        reason: "an `@` followed by a host makes it an article (`groupart  * | group | article`)",
                    });
                }
                out.push_str(g);
            }
            NewsPart::Article(local, host) => {
                if local.is_empty() {
                    return Err(BuildError::EmptyArticle);
                }
                check_host(host)?;
                let start = out.len();
                encode(&mut out, local, &LOCAL);
                let at = out.len() - start;
                out.push('@');
                out.push_str(host);
                // The last `@` before a host separates (`grammar/ERRATA.md`
                // F22): one in the host would move the split.
                if news::at_split(&out.as_bytes()[start..], true) != Some(at) {
                    return Err(BuildError::Host {
                        host: host.clone(),
                        reason: "an `@` in it would separate instead (`article  xalphas @ host`)"
                            .into(),
                    });
                }
            }
        }
        self.tail.finish(out)
    }
}

impl Nntp {
    /// A URL of `group` with no host.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::build::Nntp::without_host("g").article(1).build()?, "nntp:g/1");
    /// # Ok::<(), urlbnf::rfc1630::build::BuildError>(())
    /// ```
    pub fn without_host(group: impl Into<String>) -> Self {
        Nntp {
            host: None,
            ..Nntp::new("", group)
        }
    }

    /// The URL's text, for [`build`](Self::build).
    fn text(&self) -> Result<String, BuildError> {
        let mut out = self.tail.start("nntp:");
        match (&self.host, self.port) {
            (Some(h), port) => {
                out.push_str("//");
                hostport(&mut out, h, port)?;
                out.push('/');
            }
            (None, Some(_)) => {
                return Err(BuildError::Missing {
                    part: "host before the port",
                    rule: "hostport               host [ : port ]",
                });
            }
            (None, None) => {}
        }
        check_group(&self.group)?;
        out.push_str(&self.group);
        let Some(n) = self.article else {
            return Err(BuildError::Missing {
                part: "article number",
                rule: NNTP_RULE,
            });
        };
        out.push('/');
        out.push_str(&n.to_string());
        self.tail.finish(out)
    }
}

impl Telnet {
    /// The URL's text, for [`build`](Self::build).
    fn text(&self) -> Result<String, BuildError> {
        if self.path {
            return Err(BuildError::TelnetPath { rule: TELNET_RULE });
        }
        let mut out = self.tail.start("telnet://");
        write_login(&mut out, &self.user, &self.host, self.port)?;
        self.tail.finish(out)
    }
}

/// A `wpath` field: its number and raw path.
type Field = (u64, Vec<u8>);

impl Wais {
    /// A document of the database: its type (raw, non-empty) and the
    /// `wpath` fields, each a number and a raw `path` (one or more fields:
    /// `wpath  digits = path ;  [ wpath ]`); replaces a search.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::build::Wais::new("h", "d").document("t", [(0, "")]).build()?, "wais://h/d/t/0=;");
    /// # Ok::<(), urlbnf::rfc1630::build::BuildError>(())
    /// ```
    pub fn document<P: AsRef<[u8]>>(
        mut self,
        wtype: impl AsRef<[u8]>,
        fields: impl IntoIterator<Item = (u64, P)>,
    ) -> Self {
        let fields = fields
            .into_iter()
            .map(|(n, p)| (n, p.as_ref().to_vec()))
            .collect();
        self.document = Some((wtype.as_ref().to_vec(), fields));
        self.search = None;
        self
    }

    /// The URL's text, for [`build`](Self::build).
    fn text(&self) -> Result<String, BuildError> {
        let mut out = self.tail.start("wais://");
        hostport(&mut out, &self.host, self.port)?;
        out.push('/');
        if self.database.is_empty() {
            return Err(BuildError::Empty {
                part: "database",
                rule: "database               xalphas",
            });
        }
        encode(&mut out, &self.database, &XALPHA);
        if let Some(s) = &self.search {
            out.push('?');
            write_search(&mut out, s)?;
        }
        if let Some((t, fields)) = &self.document {
            if t.is_empty() {
                return Err(BuildError::Empty {
                    part: "wtype",
                    rule: "wtype                  xalphas",
                });
            }
            if fields.is_empty() {
                return Err(BuildError::Empty {
                    part: "wpath",
                    rule: "wpath                  digits = path ;  [ wpath ]",
                });
            }
            out.push('/');
            encode(&mut out, t, &XALPHA);
            out.push('/');
            for (n, p) in fields {
                out.push_str(&n.to_string());
                out.push('=');
                encode_pieces(&mut out, p, &XPALPHA, b'/', true);
                out.push(';');
            }
        }
        self.tail.finish(out)
    }
}

impl Prospero {
    /// The version (`% 0 0 version`).
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::build::Prospero::new("h").segments(["p"]).version(7).build()?, "prospero://h/p%007");
    /// # Ok::<(), urlbnf::rfc1630::build::BuildError>(())
    /// ```
    pub fn version(mut self, version: u64) -> Self {
        self.version = Some(version);
        self
    }

    /// The attributes after the version: letters and digits
    /// (`attribute  alphanums`), starting with a letter (a digit right
    /// after the version would be read as part of it); they need a
    /// version.
    ///
    /// ```
    /// use urlbnf::rfc1630::build::{BuildError, Prospero};
    /// let err = Prospero::new("h").attributes("a").build().unwrap_err();
    /// assert!(matches!(err, BuildError::Missing { part: "version before the attributes", .. }));
    /// ```
    pub fn attributes(mut self, attributes: impl Into<String>) -> Self {
        self.attributes = Some(attributes.into());
        self
    }

    /// The URL's text, for [`build`](Self::build).
    fn text(&self) -> Result<String, BuildError> {
        let mut out = self.tail.start("prospero://");
        hostport(&mut out, &self.host, self.port)?;
        out.push('/');
        let start = out.len();
        write_path(&mut out, self.segments.as_deref().unwrap_or_default())?;
        match (self.version, &self.attributes) {
            (Some(v), attributes) => {
                out.push_str("%00");
                out.push_str(&v.to_string());
                if let Some(a) = attributes {
                    // After the version's digits, a digit would be read as
                    // one more of them: the split is not in the text.
                    if !a.bytes().next().is_some_and(|b| ALPHA.has(b))
                        || !a.bytes().all(|b| ALPHANUM.has(b))
                    {
                        return Err(BuildError::Attributes(a.clone()));
                    }
                    out.push_str(a);
                }
            }
            (None, Some(_)) => {
                return Err(BuildError::Missing {
                    part: "version before the attributes",
                    rule: "prosperolink           p r o s p e r o : / / hostport / hsoname [ % 0 0 version [ attributes ] ]",
                });
            }
            (None, None) => {
                // A name ending in `%00`, digits, then letters and digits
                // would be read as a version: its first digit is encoded.
                if let Some(k) = prospero::version_at(&out.as_bytes()[start..]) {
                    let digit = start + k + 3;
                    let d = out.as_bytes()[digit];
                    out.replace_range(digit..=digit, &format!("%{:02X}", d));
                }
            }
        }
        self.tail.finish(out)
    }
}

impl Mailto {
    /// The URL's text, for [`build`](Self::build).
    fn text(&self) -> Result<String, BuildError> {
        if self.address.is_empty() {
            return Err(BuildError::EmptyMailto);
        }
        let Some(at) = self.address.iter().rposition(|&b| b == b'@') else {
            return Err(BuildError::Missing {
                part: "`@` and host name",
                rule: MAILTO_RULE,
            });
        };
        let (local, host) = (&self.address[..at], &self.address[at + 1..]);
        if local.is_empty() {
            return Err(BuildError::Empty {
                part: "part before `@`",
                rule: MAILTO_RULE,
            });
        }
        let host = String::from_utf8_lossy(host);
        build::check_host(
            &host,
            &HOST_CHARS,
            "letters, digits, `$-_.&+!*\"'(),` and escapes only",
            "not a `hostname`, which starts with a letter",
            login::hostname,
        )?;
        let mut out = self.tail.start("mailto:");
        encode(&mut out, local, &LOCAL);
        out.push('@');
        out.push_str(&host);
        self.tail.finish(out)
    }
}

/// An RFC 822 `addr-spec` from its raw local part and domain: each a
/// `.`-separated run of `atom`s, where a byte that is not an atom
/// character (and a `.` that cannot separate two atoms) is an escape.
fn write_addr_spec(out: &mut String, local: &[u8], host: &[u8]) -> Result<(), BuildError> {
    for (part, value) in [("local part", local), ("domain", host)] {
        if value.is_empty() {
            return Err(BuildError::Empty {
                part,
                rule: ADDR_SPEC_RULE,
            });
        }
    }
    encode_pieces(out, local, &mid::ATOM, b'.', false);
    out.push('@');
    encode_pieces(out, host, &mid::ATOM, b'.', false);
    Ok(())
}

impl Mid {
    /// The URL's text, for [`build`](Self::build).
    fn text(&self) -> Result<String, BuildError> {
        addr_spec_text("mid:", &self.local, &self.host, &self.tail)
    }
}

impl Cid {
    /// The URL's text, for [`build`](Self::build).
    fn text(&self) -> Result<String, BuildError> {
        addr_spec_text("cid:", &self.local, &self.host, &self.tail)
    }
}

/// The text of a `mid:` or `cid:` URL (`scheme`), for their `text`.
fn addr_spec_text(
    scheme: &str,
    local: &[u8],
    host: &[u8],
    tail: &Tail,
) -> Result<String, BuildError> {
    let mut out = tail.start(scheme);
    write_addr_spec(&mut out, local, host)?;
    tail.finish(out)
}

impl Generic {
    /// The fragment after `#`, raw (the generic `fragmentid  xalphas`, so
    /// a `+` is encoded).
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::build::Generic::new("x").fragment("a+b").build()?, "x:#a%2Bb");
    /// # Ok::<(), urlbnf::rfc1630::build::BuildError>(())
    /// ```
    pub fn fragment(mut self, fragment: impl AsRef<[u8]>) -> Self {
        self.fragment = Some(fragment.as_ref().to_vec());
        self
    }

    /// The URL's text, for [`build`](Self::build).
    fn text(&self) -> Result<String, BuildError> {
        let refuse = |reason| BuildError::Scheme {
            scheme: self.scheme.clone(),
            reason,
        };
        match generic::scheme(self.scheme.as_str()) {
            Ok(("", _)) => {}
            _ => {
                return Err(refuse(
                    "a scheme is `ialpha`: a letter, then letters, digits, `$-_@.&!*\"'(),` or escapes",
                ));
            }
        }
        if crate::rfc1630::has_production(&self.scheme) {
            return Err(refuse(
                "it has a production of its own: use its builder in `urlbnf::rfc1630::build`",
            ));
        }
        let mut out = self.scheme.clone();
        out.push(':');
        join(
            &mut out,
            self.segments.as_deref().unwrap_or_default(),
            &generic::XPALPHA,
        );
        if let Some(words) = &self.search {
            if words.is_empty() || words.iter().any(Vec::is_empty) {
                return Err(BuildError::Empty {
                    part: "search word",
                    rule: SEARCH_RULE,
                });
            }
            out.push('?');
            write_words(&mut out, words, &generic::XALPHA);
        }
        if let Some(f) = &self.fragment {
            out.push('#');
            encode(&mut out, f, &generic::XALPHA);
        }
        Ok(out)
    }
}

impl File {
    /// The fragment after `#`, raw (the generic `fragmentid  xalphas`).
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::build::File::new().fragment("a+b").build()?, "file:///#a%2Bb");
    /// # Ok::<(), urlbnf::rfc1630::build::BuildError>(())
    /// ```
    pub fn fragment(mut self, fragment: impl AsRef<[u8]>) -> Self {
        self.fragment = Some(fragment.as_ref().to_vec());
        self
    }

    /// The URL's text, for [`build`](Self::build).
    fn text(&self) -> Result<String, BuildError> {
        let mut out = build::file(
            self.host.as_deref(),
            self.segments.as_deref(),
            &generic::XPALPHA,
            check_host,
        )?;
        if let Some(f) = &self.fragment {
            out.push('#');
            encode(&mut out, f, &generic::XALPHA);
        }
        Ok(out)
    }
}
