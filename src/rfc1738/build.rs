//! Building RFC 1738 URLs from raw values: one builder per scheme.
//!
//! Every component takes raw data (bytes or text, never pre-encoded) and is
//! percent-encoded exactly where its production needs it: each byte that is
//! not a literal character of the production's class is written as an
//! `escape`, and `%` always is. The classes are the grammar's own byte
//! tables (`uchar`, `xchar`, the `user`, `fsegment`, `hsegment`, `search`
//! classes, ...), so the reserved characters of a component (`:` `@` `/` in
//! a user or password, `/` and `;` in an FTP segment, `/` and `?` in an HTTP
//! segment) are encoded and the others are not. What the grammar cannot
//! express at all is refused with a [`BuildError`] that says why. Parsing
//! and decoding the result gives the raw values back.
//!
//! ```
//! use urlbnf::rfc1738::build::Ftp;
//! let url = Ftp::new("ftp.example.com")
//!     .login("anonymous", Some("me@example.com"))
//!     .segments(["pub", "a/b;c"])
//!     .build()?;
//! assert_eq!(url, "ftp://anonymous:me%40example.com@ftp.example.com/pub/a%2Fb%3Bc");
//! # Ok::<(), urlbnf::rfc1738::build::BuildError>(())
//! ```

pub use crate::build::{BuildError, NewsPart};

use crate::build::{self, encode, ftp_type_text, join};
use crate::core::table::Table;
use crate::rfc1738::UrlBuf;
use crate::rfc1738::chars::{ALPHADIGIT, UCHAR, XCHAR};
use crate::rfc1738::ftp::FSEGMENT;
use crate::rfc1738::http::HSEGMENT;
use crate::rfc1738::ip_schemepart::USERCHAR;
use crate::rfc1738::news::ARTICLECHAR;
use crate::rfc1738::prospero::{FIELDCHAR, PSEGMENT};
use crate::rfc1738::{FtpType, GopherType};

include!("generated/build.rs");

/// Checks that `host` is a `host`, with the reason when it is not.
fn check_host(host: &str) -> Result<(), BuildError> {
    const HOST_CHARS: Table = ALPHADIGIT.or(Table::of(b"-."));
    build::check_host(
        host,
        &HOST_CHARS,
        "letters, digits, `-` and `.` only",
        "neither a `hostname` nor a `hostnumber`",
        crate::rfc1738::ip_schemepart::host,
    )
}

fn hostport(out: &mut String, host: &str, port: Option<u16>) -> Result<(), BuildError> {
    build::hostport(out, host, port, check_host)
}

/// Why a group is refused: what `group` allows.
const GROUP_RULE: &str =
    "a group starts with a letter, followed by letters, digits, `-`, `.`, `+` or `_`";

fn check_group(group: &str) -> Result<(), BuildError> {
    match crate::rfc1738::news::group(group) {
        Ok(("", _)) => Ok(()),
        _ => Err(BuildError::Group {
            group: group.to_string(),
            reason: GROUP_RULE,
        }),
    }
}

/// A `login`'s user and password, encoded.
fn login(out: &mut String, user: &Option<(Vec<u8>, Option<Vec<u8>>)>) {
    if let Some((u, p)) = user {
        encode(out, u, &USERCHAR);
        if let Some(p) = p {
            out.push(':');
            encode(out, p, &USERCHAR);
        }
        out.push('@');
    }
}

impl Http {
    /// The search, raw; a URL with a search always has a path (`/` before
    /// `?`).
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1738::build::Http::new("h").search("a b").build()?, "http://h/?a%20b");
    /// # Ok::<(), urlbnf::rfc1738::build::BuildError>(())
    /// ```
    pub fn search(mut self, search: impl AsRef<[u8]>) -> Self {
        self.search = Some(search.as_ref().to_vec());
        self
    }

    /// The URL's text, for [`build`](Self::build).
    fn text(&self) -> Result<String, BuildError> {
        let mut out = String::from("http://");
        hostport(&mut out, &self.host, self.port)?;
        let segments = match (&self.segments, &self.search) {
            (Some(s), _) => Some(&s[..]),
            (None, Some(_)) => Some(&[][..]),
            (None, None) => None,
        };
        if let Some(segments) = segments {
            out.push('/');
            join(&mut out, segments, &HSEGMENT);
        }
        if let Some(s) = &self.search {
            out.push('?');
            encode(&mut out, s, &HSEGMENT);
        }
        Ok(out)
    }
}

impl Ftp {
    /// The transfer type (`;type=`); a URL with one always has a path.
    /// RFC 1738 writes `a` (without a form code), `i` and `d`; any other
    /// type is an error of `build`.
    ///
    /// ```
    /// use urlbnf::rfc1738::{build::Ftp, FtpType};
    /// assert_eq!(Ftp::new("h").ftp_type(FtpType::Directory).build()?, "ftp://h/;type=d");
    /// assert!(Ftp::new("h").ftp_type(FtpType::Ebcdic(None)).build().is_err());
    /// # Ok::<(), urlbnf::rfc1738::build::BuildError>(())
    /// ```
    pub fn ftp_type(mut self, t: FtpType<'_>) -> Self {
        self.ftp_type = Some(match t {
            FtpType::Ascii(None) | FtpType::Image | FtpType::Directory => Ok(t.code()),
            _ => Err(ftp_type_text(t)),
        });
        self
    }

    /// The URL's text, for [`build`](Self::build).
    fn text(&self) -> Result<String, BuildError> {
        let mut out = String::from("ftp://");
        login(&mut out, &self.user);
        hostport(&mut out, &self.host, self.port)?;
        let segments = match (&self.segments, &self.ftp_type) {
            (Some(s), _) => Some(&s[..]),
            (None, Some(_)) => Some(&[][..]),
            (None, None) => None,
        };
        if let Some(segments) = segments {
            out.push('/');
            join(&mut out, segments, &FSEGMENT);
        }
        match &self.ftp_type {
            Some(Ok(code)) => {
                out.push_str(";type=");
                out.push(*code);
            }
            Some(Err(text)) => {
                return Err(BuildError::FtpType {
                    ftp_type: text.clone(),
                    rule: r#"ftptype = "A" | "I" | "D" | "a" | "i" | "d""#,
                });
            }
            None => {}
        }
        Ok(out)
    }
}

impl Gopher {
    /// The search, raw (after `%09`; needs a type; a TAB is refused).
    ///
    /// ```
    /// use urlbnf::rfc1738::{build::Gopher, GopherType};
    /// let url = Gopher::new("h").gopher_type(GopherType::new(b'7')).search("a;b").build()?;
    /// assert_eq!(url, "gopher://h/7%09a;b");
    /// # Ok::<(), urlbnf::rfc1738::build::BuildError>(())
    /// ```
    pub fn search(mut self, search: impl AsRef<[u8]>) -> Self {
        self.search = Some(search.as_ref().to_vec());
        self
    }

    /// The `gopher+` string, raw (after the second `%09`; needs a type).
    ///
    /// ```
    /// use urlbnf::rfc1738::{build::Gopher, GopherType};
    /// let url = Gopher::new("h").gopher_type(GopherType::new(b'1')).gopher_plus("+\t!").build()?;
    /// assert_eq!(url, "gopher://h/1%09%09+%09!");
    /// # Ok::<(), urlbnf::rfc1738::build::BuildError>(())
    /// ```
    pub fn gopher_plus(mut self, plus: impl AsRef<[u8]>) -> Self {
        self.gopher_plus = Some(plus.as_ref().to_vec());
        self
    }

    /// The URL's text, for [`build`](Self::build).
    fn text(&self) -> Result<String, BuildError> {
        let mut out = String::from("gopher://");
        hostport(&mut out, &self.host, self.port)?;
        let Some(t) = self.gopher_type else {
            if self.selector.is_some() || self.search.is_some() || self.gopher_plus.is_some() {
                return Err(BuildError::GopherWithoutType);
            }
            return Ok(out);
        };
        for (part, text) in [("selector", &self.selector), ("search", &self.search)] {
            if text.as_ref().is_some_and(|t| t.contains(&b'\t')) {
                return Err(BuildError::GopherTab(part));
            }
        }
        out.push('/');
        encode(&mut out, &[t.code()], &XCHAR);
        encode(
            &mut out,
            self.selector.as_deref().unwrap_or_default(),
            &XCHAR,
        );
        if self.search.is_some() || self.gopher_plus.is_some() {
            out.push_str("%09");
            encode(
                &mut out,
                self.search.as_deref().unwrap_or_default(),
                &HSEGMENT,
            );
        }
        if let Some(p) = &self.gopher_plus {
            out.push_str("%09");
            encode(&mut out, p, &XCHAR);
        }
        Ok(out)
    }
}

impl News {
    /// The URL's text, for [`build`](Self::build).
    fn text(&self) -> Result<String, BuildError> {
        let mut out = String::from("news:");
        match &self.part {
            NewsPart::All => out.push('*'),
            NewsPart::Group(g) => {
                check_group(g)?;
                out.push_str(g);
            }
            NewsPart::Article(local, host) => {
                if local.is_empty() {
                    return Err(BuildError::EmptyArticle);
                }
                encode(&mut out, local, &ARTICLECHAR);
                out.push('@');
                check_host(host)?;
                out.push_str(host);
            }
        }
        Ok(out)
    }
}

impl Nntp {
    /// The URL's text, for [`build`](Self::build).
    fn text(&self) -> Result<String, BuildError> {
        let mut out = String::from("nntp://");
        hostport(&mut out, &self.host, self.port)?;
        check_group(&self.group)?;
        out.push('/');
        out.push_str(&self.group);
        if let Some(n) = self.article {
            out.push('/');
            out.push_str(&n.to_string());
        }
        Ok(out)
    }
}

/// The `telneturl` rule, as `grammar/rfc1738.bnf` has it.
const TELNET_RULE: &str = r#"telneturl      = "telnet://" login [ "/" ]"#;

impl Telnet {
    /// The URL's text, for [`build`](Self::build).
    fn text(&self) -> Result<String, BuildError> {
        if self.path {
            return Err(BuildError::TelnetPath { rule: TELNET_RULE });
        }
        let mut out = String::from("telnet://");
        login(&mut out, &self.user);
        hostport(&mut out, &self.host, self.port)?;
        out.push('/');
        Ok(out)
    }
}

impl Wais {
    /// A search of the database, raw (a `waisindex`); replaces a document.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1738::build::Wais::new("h", "d").search("").build()?, "wais://h/d?");
    /// # Ok::<(), urlbnf::rfc1738::build::BuildError>(())
    /// ```
    pub fn search(mut self, search: impl AsRef<[u8]>) -> Self {
        self.search = Some(search.as_ref().to_vec());
        self.document = None;
        self
    }

    /// A document of the database: its type and path, raw (a `waisdoc`);
    /// replaces a search.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1738::build::Wais::new("h", "d").document("", "").build()?, "wais://h/d//");
    /// # Ok::<(), urlbnf::rfc1738::build::BuildError>(())
    /// ```
    pub fn document(mut self, wtype: impl AsRef<[u8]>, wpath: impl AsRef<[u8]>) -> Self {
        self.document = Some((wtype.as_ref().to_vec(), wpath.as_ref().to_vec()));
        self.search = None;
        self
    }

    /// The URL's text, for [`build`](Self::build).
    fn text(&self) -> Result<String, BuildError> {
        let mut out = String::from("wais://");
        hostport(&mut out, &self.host, self.port)?;
        out.push('/');
        encode(&mut out, &self.database, &UCHAR);
        if let Some(s) = &self.search {
            out.push('?');
            encode(&mut out, s, &HSEGMENT);
        }
        if let Some((t, p)) = &self.document {
            out.push('/');
            encode(&mut out, t, &UCHAR);
            out.push('/');
            encode(&mut out, p, &UCHAR);
        }
        Ok(out)
    }
}

impl Mailto {
    /// The URL's text, for [`build`](Self::build).
    fn text(&self) -> Result<String, BuildError> {
        if self.address.is_empty() {
            return Err(BuildError::EmptyMailto);
        }
        let mut out = String::from("mailto:");
        encode(&mut out, &self.address, &XCHAR);
        Ok(out)
    }
}

impl File {
    /// The URL's text, for [`build`](Self::build).
    fn text(&self) -> Result<String, BuildError> {
        build::file(
            self.host.as_deref(),
            self.segments.as_deref(),
            &FSEGMENT,
            check_host,
        )
    }
}

impl Prospero {
    /// One more field, name and value raw.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1738::build::Prospero::new("h").field("a;", "").build()?, "prospero://h/;a%3B=");
    /// # Ok::<(), urlbnf::rfc1738::build::BuildError>(())
    /// ```
    pub fn field(mut self, name: impl AsRef<[u8]>, value: impl AsRef<[u8]>) -> Self {
        self.fields
            .push((name.as_ref().to_vec(), value.as_ref().to_vec()));
        self
    }

    /// The URL's text, for [`build`](Self::build).
    fn text(&self) -> Result<String, BuildError> {
        let mut out = String::from("prospero://");
        hostport(&mut out, &self.host, self.port)?;
        out.push('/');
        join(
            &mut out,
            self.segments.as_deref().unwrap_or_default(),
            &PSEGMENT,
        );
        for (n, v) in &self.fields {
            out.push(';');
            encode(&mut out, n, &FIELDCHAR);
            out.push('=');
            encode(&mut out, v, &FIELDCHAR);
        }
        Ok(out)
    }
}
