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

use crate::build::{self, builder, encode, ftp_type_text, join, setter};
use crate::core::table::Table;
use crate::rfc1738::UrlBuf;
use crate::rfc1738::chars::{ALPHADIGIT, UCHAR, XCHAR};
use crate::rfc1738::ftp::FSEGMENT;
use crate::rfc1738::http::HSEGMENT;
use crate::rfc1738::ip_schemepart::USERCHAR;
use crate::rfc1738::news::ARTICLECHAR;
use crate::rfc1738::prospero::{FIELDCHAR, PSEGMENT};
use crate::rfc1738::{FtpType, GopherType};

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

builder! {
    /// Builds an `httpurl`.
    ///
    /// ```
    /// use urlbnf::rfc1738::build::Http;
    /// let url = Http::new("example.com").port(8080).segments(["a b", "c/d"]).search("q=1&r=?").build()?;
    /// assert_eq!(url, "http://example.com:8080/a%20b/c%2Fd?q=1&r=%3F");
    /// # Ok::<(), urlbnf::rfc1738::build::BuildError>(())
    /// ```
    pub struct Http {
        port, segments,
        search: Option<Vec<u8>>,
    }
    /// A URL of `host`.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1738::build::Http::new("h").build()?, "http://h");
    /// # Ok::<(), urlbnf::rfc1738::build::BuildError>(())
    /// ```
    pub fn new(host);
}

impl Http {
    setter!(
        port,
        r#"assert_eq!(urlbnf::rfc1738::build::Http::new("h").port(81).build()?, "http://h:81");
# Ok::<(), urlbnf::rfc1738::build::BuildError>(())"#
    );

    setter!(
        segments,
        r#"assert_eq!(urlbnf::rfc1738::build::Http::new("h").segments([""]).build()?, "http://h/");
# Ok::<(), urlbnf::rfc1738::build::BuildError>(())"#
    );

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

    /// The URL, or why it cannot be written.
    ///
    /// ```
    /// assert!(urlbnf::rfc1738::build::Http::new("-h").build().is_err());
    /// ```
    pub fn build(&self) -> Result<UrlBuf, BuildError> {
        build::checked(self.text())
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

builder! {
    /// Builds an `ftpurl`.
    ///
    /// ```
    /// use urlbnf::rfc1738::{build::Ftp, FtpType};
    /// let url = Ftp::new("h").segments(["dir", "file"]).ftp_type(FtpType::Image).build()?;
    /// assert_eq!(url, "ftp://h/dir/file;type=i");
    /// # Ok::<(), urlbnf::rfc1738::build::BuildError>(())
    /// ```
    pub struct Ftp {
        port, user, segments,
        ftp_type: Option<Result<char, String>>,
    }
    /// A URL of `host`.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1738::build::Ftp::new("h").build()?, "ftp://h");
    /// # Ok::<(), urlbnf::rfc1738::build::BuildError>(())
    /// ```
    pub fn new(host);
}

impl Ftp {
    setter!(
        port,
        r#"assert_eq!(urlbnf::rfc1738::build::Ftp::new("h").port(2121).build()?, "ftp://h:2121");
# Ok::<(), urlbnf::rfc1738::build::BuildError>(())"#
    );

    setter!(
        login,
        r#"let url = urlbnf::rfc1738::build::Ftp::new("h").login("a:b", None::<&str>).build()?;
assert_eq!(url, "ftp://a%3Ab@h");
# Ok::<(), urlbnf::rfc1738::build::BuildError>(())"#
    );

    setter!(
        segments,
        r#"let url = urlbnf::rfc1738::build::Ftp::new("h").segments(["a/b"]).build()?;
assert_eq!(url, "ftp://h/a%2Fb");
# Ok::<(), urlbnf::rfc1738::build::BuildError>(())"#
    );

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

    /// The URL, or why it cannot be written.
    ///
    /// ```
    /// assert!(urlbnf::rfc1738::build::Ftp::new("a..b").build().is_err());
    /// ```
    pub fn build(&self) -> Result<UrlBuf, BuildError> {
        build::checked(self.text())
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

builder! {
    /// Builds a `gopherurl`.
    ///
    /// ```
    /// use urlbnf::rfc1738::{build::Gopher, GopherType};
    /// let url = Gopher::new("h").gopher_type(GopherType::new(b'7')).selector("/search").search("rfc 1738").build()?;
    /// assert_eq!(url, "gopher://h/7/search%09rfc%201738");
    /// # Ok::<(), urlbnf::rfc1738::build::BuildError>(())
    /// ```
    pub struct Gopher {
        port,
        gopher_type: Option<GopherType>,
        selector: Option<Vec<u8>>,
        search: Option<Vec<u8>>,
        gopher_plus: Option<Vec<u8>>,
    }
    /// A URL of `host`.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1738::build::Gopher::new("h").build()?, "gopher://h");
    /// # Ok::<(), urlbnf::rfc1738::build::BuildError>(())
    /// ```
    pub fn new(host);
}

impl Gopher {
    setter!(
        port,
        r#"assert_eq!(urlbnf::rfc1738::build::Gopher::new("h").port(7070).build()?, "gopher://h:7070");
# Ok::<(), urlbnf::rfc1738::build::BuildError>(())"#
    );

    setter!(
        gopher_type,
        "The gopher type.",
        r#"use urlbnf::rfc1738::{build::Gopher, GopherType};
assert_eq!(Gopher::new("h").gopher_type(GopherType::new(b'0')).build()?, "gopher://h/0");
# Ok::<(), urlbnf::rfc1738::build::BuildError>(())"#
    );

    setter!(
        selector,
        "The selector, raw (needs a type; a TAB is refused).",
        r#"use urlbnf::rfc1738::build::{BuildError, Gopher};
assert_eq!(Gopher::new("h").selector("x").build(), Err(BuildError::GopherWithoutType));"#
    );

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

    /// The URL, or why it cannot be written.
    ///
    /// ```
    /// use urlbnf::rfc1738::{build::{BuildError, Gopher}, GopherType};
    /// let err = Gopher::new("h").gopher_type(GopherType::new(b'0')).selector("a\tb").build().unwrap_err();
    /// assert_eq!(err, BuildError::GopherTab("selector"));
    /// ```
    pub fn build(&self) -> Result<UrlBuf, BuildError> {
        build::checked(self.text())
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

builder! {
    /// Builds a `newsurl`.
    ///
    /// ```
    /// use urlbnf::rfc1738::build::{News, NewsPart};
    /// let url = News::new(NewsPart::Article(b"1234@5".to_vec(), "host.example".into())).build()?;
    /// assert_eq!(url, "news:1234%405@host.example");
    /// # Ok::<(), urlbnf::rfc1738::build::BuildError>(())
    /// ```
    pub struct News {
        part: NewsPart = part,
    }
    /// A URL of `part`.
    ///
    /// ```
    /// use urlbnf::rfc1738::build::{News, NewsPart};
    /// assert_eq!(News::new(NewsPart::Group("comp.lang.c".into())).build()?, "news:comp.lang.c");
    /// # Ok::<(), urlbnf::rfc1738::build::BuildError>(())
    /// ```
    pub fn new(part: NewsPart);
}

impl News {
    /// The URL, or why it cannot be written.
    ///
    /// ```
    /// use urlbnf::rfc1738::build::{BuildError, News, NewsPart};
    /// let err = News::new(NewsPart::Group("1st".into())).build().unwrap_err();
    /// assert!(matches!(err, BuildError::Group { .. }));
    /// ```
    pub fn build(&self) -> Result<UrlBuf, BuildError> {
        build::checked(self.text())
    }

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

builder! {
    /// Builds an `nntpurl`.
    ///
    /// ```
    /// use urlbnf::rfc1738::build::Nntp;
    /// assert_eq!(Nntp::new("news.example", "comp.lang.c").article(42).build()?, "nntp://news.example/comp.lang.c/42");
    /// # Ok::<(), urlbnf::rfc1738::build::BuildError>(())
    /// ```
    pub struct Nntp {
        port,
        group: String = group.into(),
        article: Option<u64>,
    }
    /// A URL of `group` on `host`.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1738::build::Nntp::new("h", "g").build()?, "nntp://h/g");
    /// # Ok::<(), urlbnf::rfc1738::build::BuildError>(())
    /// ```
    pub fn new(host, group: impl Into<String>);
}

impl Nntp {
    setter!(
        port,
        r#"assert_eq!(urlbnf::rfc1738::build::Nntp::new("h", "g").port(119).build()?, "nntp://h:119/g");
# Ok::<(), urlbnf::rfc1738::build::BuildError>(())"#
    );

    setter!(
        article,
        "The article number.",
        r#"assert_eq!(urlbnf::rfc1738::build::Nntp::new("h", "g").article(0).build()?, "nntp://h/g/0");
# Ok::<(), urlbnf::rfc1738::build::BuildError>(())"#
    );

    /// The URL, or why it cannot be written.
    ///
    /// ```
    /// assert!(urlbnf::rfc1738::build::Nntp::new("h", "a b").build().is_err());
    /// ```
    pub fn build(&self) -> Result<UrlBuf, BuildError> {
        build::checked(self.text())
    }

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

builder! {
    /// Builds a `telneturl` (which has no path).
    ///
    /// ```
    /// use urlbnf::rfc1738::build::Telnet;
    /// assert_eq!(Telnet::new("h").login("guest", None::<&str>).build()?, "telnet://guest@h/");
    /// # Ok::<(), urlbnf::rfc1738::build::BuildError>(())
    /// ```
    pub struct Telnet {
        port, user,
        path: bool,
    }
    /// A URL of `host`.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1738::build::Telnet::new("h").build()?, "telnet://h/");
    /// # Ok::<(), urlbnf::rfc1738::build::BuildError>(())
    /// ```
    pub fn new(host);
}

impl Telnet {
    setter!(
        port,
        r#"assert_eq!(urlbnf::rfc1738::build::Telnet::new("h").port(2323).build()?, "telnet://h:2323/");
# Ok::<(), urlbnf::rfc1738::build::BuildError>(())"#
    );

    setter!(
        login,
        r#"let url = urlbnf::rfc1738::build::Telnet::new("h").login("u", Some("p@ss")).build()?;
assert_eq!(url, "telnet://u:p%40ss@h/");
# Ok::<(), urlbnf::rfc1738::build::BuildError>(())"#
    );
    setter!(
        telnet_path,
        r##"use urlbnf::rfc1738::build::{BuildError, Telnet};
assert_eq!(Telnet::new("h").path("").build()?, "telnet://h/");
let err = Telnet::new("h").path("menu").build().unwrap_err();
assert_eq!(err.to_string(), r#"a telnet URL has no path: `telneturl      = "telnet://" login [ "/" ]`"#);
# Ok::<(), BuildError>(())"##
    );

    /// The URL, or why it cannot be written.
    ///
    /// ```
    /// assert!(urlbnf::rfc1738::build::Telnet::new("").build().is_err());
    /// ```
    pub fn build(&self) -> Result<UrlBuf, BuildError> {
        build::checked(self.text())
    }

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

builder! {
    /// Builds a `waisurl`.
    ///
    /// ```
    /// use urlbnf::rfc1738::build::Wais;
    /// assert_eq!(Wais::new("h", "db").search("a b").build()?, "wais://h/db?a%20b");
    /// assert_eq!(Wais::new("h", "db").document("TEXT", "x/y").build()?, "wais://h/db/TEXT/x%2Fy");
    /// # Ok::<(), urlbnf::rfc1738::build::BuildError>(())
    /// ```
    pub struct Wais {
        port,
        database: Vec<u8> = database.as_ref().to_vec(),
        search: Option<Vec<u8>>,
        document: Option<(Vec<u8>, Vec<u8>)>,
    }
    /// A URL of `database` on `host`.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1738::build::Wais::new("h", "d b").build()?, "wais://h/d%20b");
    /// # Ok::<(), urlbnf::rfc1738::build::BuildError>(())
    /// ```
    pub fn new(host, database: impl AsRef<[u8]>);
}

impl Wais {
    setter!(
        port,
        r#"assert_eq!(urlbnf::rfc1738::build::Wais::new("h", "d").port(210).build()?, "wais://h:210/d");
# Ok::<(), urlbnf::rfc1738::build::BuildError>(())"#
    );

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

    /// The URL, or why it cannot be written.
    ///
    /// ```
    /// assert!(urlbnf::rfc1738::build::Wais::new("h:1", "d").build().is_err());
    /// ```
    pub fn build(&self) -> Result<UrlBuf, BuildError> {
        build::checked(self.text())
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

builder! {
    /// Builds a `mailtourl`.
    ///
    /// ```
    /// use urlbnf::rfc1738::build::Mailto;
    /// assert_eq!(Mailto::new("Joe Q <joe@example.com>").build()?, "mailto:Joe%20Q%20%3Cjoe@example.com%3E");
    /// # Ok::<(), urlbnf::rfc1738::build::BuildError>(())
    /// ```
    pub struct Mailto {
        address: Vec<u8> = address.as_ref().to_vec(),
    }
    /// A URL of the RFC 822 `address`, raw.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1738::build::Mailto::new("a@b").build()?, "mailto:a@b");
    /// # Ok::<(), urlbnf::rfc1738::build::BuildError>(())
    /// ```
    pub fn new(address: impl AsRef<[u8]>);
}

impl Mailto {
    /// The URL, or why it cannot be written.
    ///
    /// ```
    /// use urlbnf::rfc1738::build::{BuildError, Mailto};
    /// assert_eq!(Mailto::new("").build(), Err(BuildError::EmptyMailto));
    /// ```
    pub fn build(&self) -> Result<UrlBuf, BuildError> {
        build::checked(self.text())
    }

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

builder! {
    /// Builds a `fileurl`.
    ///
    /// ```
    /// use urlbnf::rfc1738::build::File;
    /// assert_eq!(File::new().segments(["etc", "motd"]).build()?, "file:///etc/motd");
    /// assert_eq!(File::new().host("vms.host.edu").segments(["disk$user", "my notes"]).build()?, "file://vms.host.edu/disk$user/my%20notes");
    /// # Ok::<(), urlbnf::rfc1738::build::BuildError>(())
    /// ```
    #[derive(Default)]
    pub struct File {
        host, segments,
    }
    /// A URL of the local machine (no host), with an empty path.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1738::build::File::new().build()?, "file:///");
    /// # Ok::<(), urlbnf::rfc1738::build::BuildError>(())
    /// ```
    pub fn new();
}

impl File {
    setter!(
        host,
        "The host (`localhost` is a host name too).",
        r#"assert_eq!(urlbnf::rfc1738::build::File::new().host("localhost").build()?, "file://localhost/");
# Ok::<(), urlbnf::rfc1738::build::BuildError>(())"#
    );

    setter!(
        segments,
        r#"assert_eq!(urlbnf::rfc1738::build::File::new().segments(["a/b"]).build()?, "file:///a%2Fb");
# Ok::<(), urlbnf::rfc1738::build::BuildError>(())"#
    );

    /// The URL, or why it cannot be written.
    ///
    /// ```
    /// assert!(urlbnf::rfc1738::build::File::new().host("a_b").build().is_err());
    /// ```
    pub fn build(&self) -> Result<UrlBuf, BuildError> {
        build::checked(self.text())
    }

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

builder! {
    /// Builds a `prosperourl`.
    ///
    /// ```
    /// use urlbnf::rfc1738::build::Prospero;
    /// let url = Prospero::new("h").segments(["a", "b;c"]).field("k", "v=1").build()?;
    /// assert_eq!(url, "prospero://h/a/b%3Bc;k=v%3D1");
    /// # Ok::<(), urlbnf::rfc1738::build::BuildError>(())
    /// ```
    pub struct Prospero {
        port, segments,
        fields: Vec<(Vec<u8>, Vec<u8>)> = Vec::new(),
    }
    /// A URL of `host`, with an empty path.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1738::build::Prospero::new("h").build()?, "prospero://h/");
    /// # Ok::<(), urlbnf::rfc1738::build::BuildError>(())
    /// ```
    pub fn new(host);
}

impl Prospero {
    setter!(
        port,
        r#"assert_eq!(urlbnf::rfc1738::build::Prospero::new("h").port(1525).build()?, "prospero://h:1525/");
# Ok::<(), urlbnf::rfc1738::build::BuildError>(())"#
    );

    setter!(
        segments,
        r#"assert_eq!(urlbnf::rfc1738::build::Prospero::new("h").segments(["x y"]).build()?, "prospero://h/x%20y");
# Ok::<(), urlbnf::rfc1738::build::BuildError>(())"#
    );

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

    /// The URL, or why it cannot be written.
    ///
    /// ```
    /// assert!(urlbnf::rfc1738::build::Prospero::new("1.2.3").build().is_err());
    /// ```
    pub fn build(&self) -> Result<UrlBuf, BuildError> {
        build::checked(self.text())
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
