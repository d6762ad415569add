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

use crate::build::{self, builder, encode, encode_pieces, ftp_type_text, join, setter};
use crate::core::table::Table;
use crate::rfc1630::UrlBuf;
use crate::rfc1630::chars::{ALPHA, ALPHANUM, ALPHANUM2, DIGIT, XALPHA, XPALPHA};
use crate::rfc1630::{FtpType, GopherType, generic, login, mid, news, prospero};

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

/// The setters only RFC 1630 builders have; each arm takes its doc
/// example's code.
macro_rules! setter1630 {
    (tail, $fragment:literal, $prefixed:literal) => {
        /// The fragment after `#`, raw (`fragmentid  xalphas`; an empty
        /// one gives a bare `#`, which RFC 1630 allows).
        ///
        /// ```
        #[doc = $fragment]
        /// ```
        pub fn fragment(mut self, fragment: impl AsRef<[u8]>) -> Self {
            self.tail.fragment = Some(fragment.as_ref().to_vec());
            self
        }

        /// Writes the `URL:` prefix (`prefixedurl  u r l : url`).
        ///
        /// ```
        #[doc = $prefixed]
        /// ```
        pub fn prefixed(mut self) -> Self {
            self.tail.prefixed = true;
            self
        }
    };
    (search, $search:literal, $words:literal) => {
        /// The search, as one raw word (a `+` in it is encoded).
        ///
        /// ```
        #[doc = $search]
        /// ```
        pub fn search(self, search: impl AsRef<[u8]>) -> Self {
            self.search_words([search])
        }

        /// The search, as raw words joined by `+` (`search  xalphas [ +
        /// search ]`; a `+` inside a word is encoded).
        ///
        /// ```
        #[doc = $words]
        /// ```
        pub fn search_words<S: AsRef<[u8]>>(mut self, search: impl IntoIterator<Item = S>) -> Self {
            self.search = Some(words(search));
            self
        }
    };
}

builder! {
    /// Builds an `httpaddress`.
    ///
    /// ```
    /// use urlbnf::rfc1630::build::Http;
    /// let url = Http::new("example.com").port(8080).segments(["a b", "c/d"]).search("q=1").build()?;
    /// assert_eq!(url, "http://example.com:8080/a%20b/c%2Fd?q%3D1");
    /// # Ok::<(), urlbnf::rfc1630::build::BuildError>(())
    /// ```
    pub struct Http {
        port, segments,
        search: Option<Vec<Vec<u8>>>,
        tail: Tail,
    }
    /// A URL of `host`.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::build::Http::new("h").build()?, "http://h");
    /// # Ok::<(), urlbnf::rfc1630::build::BuildError>(())
    /// ```
    pub fn new(host);
}

impl Http {
    setter!(
        port,
        r#"assert_eq!(urlbnf::rfc1630::build::Http::new("h").port(81).build()?, "http://h:81");
# Ok::<(), urlbnf::rfc1630::build::BuildError>(())"#
    );
    setter!(
        segments,
        r#"use urlbnf::rfc1630::build::{BuildError, Http};
assert_eq!(Http::new("h").segments(["a", ""]).build()?, "http://h/a/");
assert_eq!(Http::new("h").segments(["", "a"]).build(), Err(BuildError::EmptySegment));
# Ok::<(), BuildError>(())"#
    );
    setter1630!(
        search,
        r#"assert_eq!(urlbnf::rfc1630::build::Http::new("h").search("a+b").build()?, "http://h?a%2Bb");
# Ok::<(), urlbnf::rfc1630::build::BuildError>(())"#,
        r#"assert_eq!(urlbnf::rfc1630::build::Http::new("h").search_words(["a b", "c"]).build()?, "http://h?a%20b+c");
# Ok::<(), urlbnf::rfc1630::build::BuildError>(())"#
    );
    setter1630!(
        tail,
        r#"assert_eq!(urlbnf::rfc1630::build::Http::new("h").fragment("x y").build()?, "http://h#x%20y");
# Ok::<(), urlbnf::rfc1630::build::BuildError>(())"#,
        r#"assert_eq!(urlbnf::rfc1630::build::Http::new("h").prefixed().build()?, "URL:http://h");
# Ok::<(), urlbnf::rfc1630::build::BuildError>(())"#
    );

    /// The URL, or why it cannot be written.
    ///
    /// ```
    /// assert!(urlbnf::rfc1630::build::Http::new("-h").build().is_err());
    /// ```
    pub fn build(&self) -> Result<UrlBuf, BuildError> {
        build::checked(self.text())
    }

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

builder! {
    /// Builds an `ftpaddress`.
    ///
    /// ```
    /// use urlbnf::rfc1630::{build::Ftp, FtpType};
    /// let url = Ftp::new("h").login("anonymous", Some("guest")).segments(["dir", "file"]).ftp_type(FtpType::Image).build()?;
    /// assert_eq!(url, "ftp://anonymous:guest@h/dir/file;type=I");
    /// # Ok::<(), urlbnf::rfc1630::build::BuildError>(())
    /// ```
    pub struct Ftp {
        port, user, segments,
        ftp_type: Option<String>,
        tail: Tail,
    }
    /// A URL of `host`, with a void path.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::build::Ftp::new("h").build()?, "ftp://h/");
    /// # Ok::<(), urlbnf::rfc1630::build::BuildError>(())
    /// ```
    pub fn new(host);
}

impl Ftp {
    setter!(
        port,
        r#"assert_eq!(urlbnf::rfc1630::build::Ftp::new("h").port(2121).build()?, "ftp://h:2121/");
# Ok::<(), urlbnf::rfc1630::build::BuildError>(())"#
    );
    setter!(
        login,
        r#"use urlbnf::rfc1630::build::{BuildError, Ftp};
assert_eq!(Ftp::new("h").login("a.b", None::<&str>).build()?, "ftp://a.b@h/");
// RFC 1630's user and password have no escapes:
let err = Ftp::new("h").login("a:b", None::<&str>).build().unwrap_err();
assert!(matches!(err, BuildError::Login { part: "user", .. }));
# Ok::<(), BuildError>(())"#
    );
    setter!(
        segments,
        r#"let url = urlbnf::rfc1630::build::Ftp::new("h").segments(["a/b", "c;d"]).build()?;
assert_eq!(url, "ftp://h/a%2Fb/c%3Bd");
# Ok::<(), urlbnf::rfc1630::build::BuildError>(())"#
    );
    setter1630!(
        tail,
        r#"assert_eq!(urlbnf::rfc1630::build::Ftp::new("h").fragment("").build()?, "ftp://h/#");
# Ok::<(), urlbnf::rfc1630::build::BuildError>(())"#,
        r#"assert_eq!(urlbnf::rfc1630::build::Ftp::new("h").prefixed().build()?, "URL:ftp://h/");
# Ok::<(), urlbnf::rfc1630::build::BuildError>(())"#
    );

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

    /// The URL, or why it cannot be written.
    ///
    /// ```
    /// use urlbnf::rfc1630::{build::{BuildError, Ftp}, FtpType};
    /// let err = Ftp::new("h").ftp_type(FtpType::Local(urlbnf::Span::new("x", 0))).build().unwrap_err();
    /// assert_eq!(err, BuildError::ByteSize("x".into()));
    /// ```
    pub fn build(&self) -> Result<UrlBuf, BuildError> {
        build::checked(self.text())
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

builder! {
    /// Builds a `gopheraddress`.
    ///
    /// ```
    /// use urlbnf::rfc1630::{build::Gopher, GopherType};
    /// let url = Gopher::new("h").gopher_type(GopherType::new(b'0')).selector("/about us").build()?;
    /// assert_eq!(url, "gopher://h/0%2Fabout%20us");
    /// # Ok::<(), urlbnf::rfc1630::build::BuildError>(())
    /// ```
    pub struct Gopher {
        port,
        gopher_type: Option<GopherType>,
        selector: Option<Vec<u8>>,
        tail: Tail,
    }
    /// A URL of `host`.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::build::Gopher::new("h").build()?, "gopher://h");
    /// # Ok::<(), urlbnf::rfc1630::build::BuildError>(())
    /// ```
    pub fn new(host);
}

impl Gopher {
    setter!(
        port,
        r#"assert_eq!(urlbnf::rfc1630::build::Gopher::new("h").port(7070).build()?, "gopher://h:7070");
# Ok::<(), urlbnf::rfc1630::build::BuildError>(())"#
    );
    setter1630!(
        tail,
        r#"assert_eq!(urlbnf::rfc1630::build::Gopher::new("h").fragment("f").build()?, "gopher://h#f");
# Ok::<(), urlbnf::rfc1630::build::BuildError>(())"#,
        r#"assert_eq!(urlbnf::rfc1630::build::Gopher::new("h").prefixed().build()?, "URL:gopher://h");
# Ok::<(), urlbnf::rfc1630::build::BuildError>(())"#
    );

    setter!(
        gopher_type,
        "The gopher type (one `xalpha`, or its escape).",
        r#"use urlbnf::rfc1630::{build::Gopher, GopherType};
assert_eq!(Gopher::new("h").gopher_type(GopherType::new(b'+')).build()?, "gopher://h/+");
assert_eq!(Gopher::new("h").gopher_type(GopherType::new(b'/')).build()?, "gopher://h/%2F");
# Ok::<(), urlbnf::rfc1630::build::BuildError>(())"#
    );

    setter!(
        selector,
        "The selector (`gcommand  path`), raw; needs a type. A `/` is written as itself where a `path` allows one (after a non-empty segment), else encoded.",
        r#"use urlbnf::rfc1630::{build::{BuildError, Gopher}, GopherType};
let g = Gopher::new("h").gopher_type(GopherType::new(b'1'));
assert_eq!(g.clone().selector("a//b\t").build()?, "gopher://h/1a/%2Fb%09");
assert_eq!(Gopher::new("h").selector("x").build(), Err(BuildError::GopherWithoutType));
# Ok::<(), BuildError>(())"#
    );

    /// The URL, or why it cannot be written.
    ///
    /// ```
    /// assert!(urlbnf::rfc1630::build::Gopher::new("1h").build().is_err());
    /// ```
    pub fn build(&self) -> Result<UrlBuf, BuildError> {
        build::checked(self.text())
    }

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

builder! {
    /// Builds a `newsaddress`.
    ///
    /// ```
    /// use urlbnf::rfc1630::build::{News, NewsPart};
    /// let url = News::new(NewsPart::Article(b"1234@5".to_vec(), "host.example".into())).build()?;
    /// assert_eq!(url, "news:1234%405@host.example");
    /// # Ok::<(), urlbnf::rfc1630::build::BuildError>(())
    /// ```
    pub struct News {
        part: NewsPart = part,
        tail: Tail,
    }
    /// A URL of `part`.
    ///
    /// ```
    /// use urlbnf::rfc1630::build::{News, NewsPart};
    /// assert_eq!(News::new(NewsPart::Group("comp.infosystems.www".into())).build()?, "news:comp.infosystems.www");
    /// # Ok::<(), urlbnf::rfc1630::build::BuildError>(())
    /// ```
    pub fn new(part: NewsPart);
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
    setter1630!(
        tail,
        r#"use urlbnf::rfc1630::build::{News, NewsPart};
assert_eq!(News::new(NewsPart::All).fragment("a+b").build()?, "news:*#a+b");
# Ok::<(), urlbnf::rfc1630::build::BuildError>(())"#,
        r#"use urlbnf::rfc1630::build::{News, NewsPart};
assert_eq!(News::new(NewsPart::All).prefixed().build()?, "URL:news:*");
# Ok::<(), urlbnf::rfc1630::build::BuildError>(())"#
    );

    /// The URL, or why it cannot be written.
    ///
    /// ```
    /// use urlbnf::rfc1630::build::{BuildError, News, NewsPart};
    /// // `a@b` would be read as an article (`groupart  * | group | article`).
    /// let err = News::new(NewsPart::Group("a@b".into())).build().unwrap_err();
    /// assert!(matches!(err, BuildError::Group { .. }));
    /// ```
    pub fn build(&self) -> Result<UrlBuf, BuildError> {
        build::checked(self.text())
    }

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

builder! {
    /// Builds an `nntpaddress`, with a host (`nntp://hostport/group/digits`,
    /// as the prose describes) or without (`nntp:group/digits`, as the BNF
    /// has it; `grammar/ERRATA.md` F8).
    ///
    /// ```
    /// use urlbnf::rfc1630::build::Nntp;
    /// assert_eq!(Nntp::new("news.example", "comp.lang.c").article(42).build()?, "nntp://news.example/comp.lang.c/42");
    /// assert_eq!(Nntp::without_host("comp.lang.c").article(42).build()?, "nntp:comp.lang.c/42");
    /// # Ok::<(), urlbnf::rfc1630::build::BuildError>(())
    /// ```
    pub struct Nntp {
        host: Option<String> = Some(host.into()),
        port,
        group: String = group.into(),
        article: Option<u64>,
        tail: Tail,
    }
    /// A URL of `group` on `host` (an article number is required).
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::build::Nntp::new("h", "g").article(1).build()?, "nntp://h/g/1");
    /// # Ok::<(), urlbnf::rfc1630::build::BuildError>(())
    /// ```
    pub fn new(host: impl Into<String>, group: impl Into<String>);
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

    setter!(
        port,
        r#"assert_eq!(urlbnf::rfc1630::build::Nntp::new("h", "g").port(119).article(1).build()?, "nntp://h:119/g/1");
# Ok::<(), urlbnf::rfc1630::build::BuildError>(())"#
    );
    setter1630!(
        tail,
        r#"assert_eq!(urlbnf::rfc1630::build::Nntp::without_host("g").article(1).fragment("f").build()?, "nntp:g/1#f");
# Ok::<(), urlbnf::rfc1630::build::BuildError>(())"#,
        r#"assert_eq!(urlbnf::rfc1630::build::Nntp::without_host("g").article(1).prefixed().build()?, "URL:nntp:g/1");
# Ok::<(), urlbnf::rfc1630::build::BuildError>(())"#
    );

    setter!(
        article,
        "The article number (`digits`: required by RFC 1630).",
        r#"assert_eq!(urlbnf::rfc1630::build::Nntp::new("h", "g").article(0).build()?, "nntp://h/g/0");
# Ok::<(), urlbnf::rfc1630::build::BuildError>(())"#
    );

    /// The URL, or why it cannot be written.
    ///
    /// ```
    /// use urlbnf::rfc1630::build::{BuildError, Nntp};
    /// let err = Nntp::new("h", "g").build().unwrap_err();
    /// assert!(matches!(err, BuildError::Missing { part: "article number", .. }));
    /// ```
    pub fn build(&self) -> Result<UrlBuf, BuildError> {
        build::checked(self.text())
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

builder! {
    /// Builds a `telnetaddress` (which has no path, not even a `/`).
    ///
    /// ```
    /// use urlbnf::rfc1630::build::Telnet;
    /// assert_eq!(Telnet::new("h").login("guest", None::<&str>).build()?, "telnet://guest@h");
    /// # Ok::<(), urlbnf::rfc1630::build::BuildError>(())
    /// ```
    pub struct Telnet {
        port, user,
        path: bool,
        tail: Tail,
    }
    /// A URL of `host`.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::build::Telnet::new("h").build()?, "telnet://h");
    /// # Ok::<(), urlbnf::rfc1630::build::BuildError>(())
    /// ```
    pub fn new(host);
}

impl Telnet {
    setter!(
        port,
        r#"assert_eq!(urlbnf::rfc1630::build::Telnet::new("h").port(2323).build()?, "telnet://h:2323");
# Ok::<(), urlbnf::rfc1630::build::BuildError>(())"#
    );
    setter!(
        login,
        r#"let url = urlbnf::rfc1630::build::Telnet::new("h").login("u", Some("p")).build()?;
assert_eq!(url, "telnet://u:p@h");
# Ok::<(), urlbnf::rfc1630::build::BuildError>(())"#
    );
    setter!(
        telnet_path,
        r#"use urlbnf::rfc1630::build::{BuildError, Telnet};
assert_eq!(Telnet::new("h").path("").build()?, "telnet://h");
let err = Telnet::new("h").path("menu").build().unwrap_err();
assert_eq!(err.to_string(), "a telnet URL has no path: `telnetaddress          t e l n e t : / / login`");
# Ok::<(), BuildError>(())"#
    );
    setter1630!(
        tail,
        r#"assert_eq!(urlbnf::rfc1630::build::Telnet::new("h").fragment("f").build()?, "telnet://h#f");
# Ok::<(), urlbnf::rfc1630::build::BuildError>(())"#,
        r#"assert_eq!(urlbnf::rfc1630::build::Telnet::new("h").prefixed().build()?, "URL:telnet://h");
# Ok::<(), urlbnf::rfc1630::build::BuildError>(())"#
    );

    /// The URL, or why it cannot be written.
    ///
    /// ```
    /// use urlbnf::rfc1630::build::{BuildError, Telnet};
    /// // Without a user, `a@h` would be read as user `a` at host `h`.
    /// assert!(matches!(Telnet::new("a@h").build(), Err(BuildError::Host { .. })));
    /// assert_eq!(Telnet::new("a@h").login("u", None::<&str>).build()?, "telnet://u@a@h");
    /// # Ok::<(), BuildError>(())
    /// ```
    pub fn build(&self) -> Result<UrlBuf, BuildError> {
        build::checked(self.text())
    }

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

builder! {
    /// Builds a `waisaddress`: a `waisindex` (a database, and a search) or a
    /// `waisdoc` (a document: its type and `wpath` fields).
    ///
    /// ```
    /// use urlbnf::rfc1630::build::Wais;
    /// assert_eq!(Wais::new("h", "db").search_words(["a b", "c"]).build()?, "wais://h/db?a%20b+c");
    /// assert_eq!(Wais::new("h", "db").document("TEXT", [(1, "a/b"), (2, "c;d")]).build()?, "wais://h/db/TEXT/1=a/b;2=c%3Bd;");
    /// # Ok::<(), urlbnf::rfc1630::build::BuildError>(())
    /// ```
    pub struct Wais {
        port,
        database: Vec<u8> = database.as_ref().to_vec(),
        search: Option<Vec<Vec<u8>>>,
        document: Option<(Vec<u8>, Vec<Field>)>,
        tail: Tail,
    }
    /// A URL of `database` (raw, non-empty) on `host`.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::build::Wais::new("h", "d b").build()?, "wais://h/d%20b");
    /// # Ok::<(), urlbnf::rfc1630::build::BuildError>(())
    /// ```
    pub fn new(host, database: impl AsRef<[u8]>);
}

impl Wais {
    setter!(
        port,
        r#"assert_eq!(urlbnf::rfc1630::build::Wais::new("h", "d").port(210).build()?, "wais://h:210/d");
# Ok::<(), urlbnf::rfc1630::build::BuildError>(())"#
    );
    setter1630!(
        search,
        r#"assert_eq!(urlbnf::rfc1630::build::Wais::new("h", "d").search("a+b").build()?, "wais://h/d?a%2Bb");
# Ok::<(), urlbnf::rfc1630::build::BuildError>(())"#,
        r#"assert_eq!(urlbnf::rfc1630::build::Wais::new("h", "d").search_words(["", ""]).build()?, "wais://h/d?+");
# Ok::<(), urlbnf::rfc1630::build::BuildError>(())"#
    );
    setter1630!(
        tail,
        r#"assert_eq!(urlbnf::rfc1630::build::Wais::new("h", "d").fragment("f").build()?, "wais://h/d#f");
# Ok::<(), urlbnf::rfc1630::build::BuildError>(())"#,
        r#"assert_eq!(urlbnf::rfc1630::build::Wais::new("h", "d").prefixed().build()?, "URL:wais://h/d");
# Ok::<(), urlbnf::rfc1630::build::BuildError>(())"#
    );

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

    /// The URL, or why it cannot be written.
    ///
    /// ```
    /// use urlbnf::rfc1630::build::{BuildError, Wais};
    /// let err = Wais::new("h", "").build().unwrap_err();
    /// assert!(matches!(err, BuildError::Empty { part: "database", .. }));
    /// ```
    pub fn build(&self) -> Result<UrlBuf, BuildError> {
        build::checked(self.text())
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

builder! {
    /// Builds a `prosperoaddress` (`prosperolink`): a path (the `hsoname`),
    /// and an optional version and attributes after `%00`.
    ///
    /// ```
    /// use urlbnf::rfc1630::build::Prospero;
    /// let url = Prospero::new("h").segments(["a", "b;c"]).version(2).attributes("x1").build()?;
    /// assert_eq!(url, "prospero://h/a/b%3Bc%002x1");
    /// # Ok::<(), urlbnf::rfc1630::build::BuildError>(())
    /// ```
    pub struct Prospero {
        port, segments,
        version: Option<u64>,
        attributes: Option<String>,
        tail: Tail,
    }
    /// A URL of `host`, with a void path.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::build::Prospero::new("h").build()?, "prospero://h/");
    /// # Ok::<(), urlbnf::rfc1630::build::BuildError>(())
    /// ```
    pub fn new(host);
}

impl Prospero {
    setter!(
        port,
        r#"assert_eq!(urlbnf::rfc1630::build::Prospero::new("h").port(1525).build()?, "prospero://h:1525/");
# Ok::<(), urlbnf::rfc1630::build::BuildError>(())"#
    );
    setter!(
        segments,
        r#"// A name that ends like a version has its first digit encoded, so
// that it is not read as one (`grammar/ERRATA.md` F16).
let url = urlbnf::rfc1630::build::Prospero::new("h").segments(["x\012"]).build()?;
assert_eq!(url, "prospero://h/x%00%312");
# Ok::<(), urlbnf::rfc1630::build::BuildError>(())"#
    );
    setter1630!(
        tail,
        r#"assert_eq!(urlbnf::rfc1630::build::Prospero::new("h").fragment("f").build()?, "prospero://h/#f");
# Ok::<(), urlbnf::rfc1630::build::BuildError>(())"#,
        r#"assert_eq!(urlbnf::rfc1630::build::Prospero::new("h").prefixed().build()?, "URL:prospero://h/");
# Ok::<(), urlbnf::rfc1630::build::BuildError>(())"#
    );

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

    /// The URL, or why it cannot be written.
    ///
    /// ```
    /// use urlbnf::rfc1630::build::{BuildError, Prospero};
    /// let err = Prospero::new("h").version(1).attributes("a-b").build().unwrap_err();
    /// assert_eq!(err, BuildError::Attributes("a-b".into()));
    /// ```
    pub fn build(&self) -> Result<UrlBuf, BuildError> {
        build::checked(self.text())
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

builder! {
    /// Builds a `mailtoaddress`: `xalphas @ hostname`.
    ///
    /// ```
    /// use urlbnf::rfc1630::build::Mailto;
    /// assert_eq!(Mailto::new("Joe Q@info.cern.ch").build()?, "mailto:Joe%20Q@info.cern.ch");
    /// # Ok::<(), urlbnf::rfc1630::build::BuildError>(())
    /// ```
    pub struct Mailto {
        address: Vec<u8> = address.as_ref().to_vec(),
        tail: Tail,
    }
    /// A URL of the mail `address`, raw: split at its last `@` into the
    /// part before (encoded) and a `hostname` (written as it is).
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::build::Mailto::new("a@b@c").build()?, "mailto:a%40b@c");
    /// # Ok::<(), urlbnf::rfc1630::build::BuildError>(())
    /// ```
    pub fn new(address: impl AsRef<[u8]>);
}

impl Mailto {
    setter1630!(
        tail,
        r#"assert_eq!(urlbnf::rfc1630::build::Mailto::new("a@b").fragment("f").build()?, "mailto:a@b#f");
# Ok::<(), urlbnf::rfc1630::build::BuildError>(())"#,
        r#"assert_eq!(urlbnf::rfc1630::build::Mailto::new("a@b").prefixed().build()?, "URL:mailto:a@b");
# Ok::<(), urlbnf::rfc1630::build::BuildError>(())"#
    );

    /// The URL, or why it cannot be written.
    ///
    /// ```
    /// use urlbnf::rfc1630::build::{BuildError, Mailto};
    /// assert!(matches!(Mailto::new("joe").build(), Err(BuildError::Missing { .. })));
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

/// The `mid:` and `cid:` builders: the same `addr-spec`, another scheme.
macro_rules! addr_spec_builder {
    ($(#[$doc:meta])* $name:ident, $scheme:literal, $new:literal, $tail:literal, $prefixed:literal, $build:literal) => {
        $(#[$doc])*
        #[derive(Clone, Debug)]
        pub struct $name {
            local: Vec<u8>,
            host: Vec<u8>,
            tail: Tail,
        }

        impl $name {
            /// A URL of the raw local part and domain (host) of the id.
            ///
            /// ```
            #[doc = $new]
            /// ```
            pub fn new(local: impl AsRef<[u8]>, host: impl AsRef<[u8]>) -> Self {
                $name {
                    local: local.as_ref().to_vec(),
                    host: host.as_ref().to_vec(),
                    tail: Tail::default(),
                }
            }

            setter1630!(tail, $tail, $prefixed);

            /// The URL, or why it cannot be written.
            ///
            /// ```
            #[doc = $build]
            /// ```
            pub fn build(&self) -> Result<UrlBuf, BuildError> {
                build::checked(self.text())
            }

            /// The URL's text, for [`build`](Self::build).
            fn text(&self) -> Result<String, BuildError> {
                let mut out = self.tail.start($scheme);
                write_addr_spec(&mut out, &self.local, &self.host)?;
                self.tail.finish(out)
            }
        }
    };
}

addr_spec_builder!(
    /// Builds a `midaddress` (a message id).
    ///
    /// ```
    /// use urlbnf::rfc1630::build::Mid;
    /// assert_eq!(Mid::new("part 1.x", "host.example").build()?, "mid:part%201.x@host.example");
    /// # Ok::<(), urlbnf::rfc1630::build::BuildError>(())
    /// ```
    Mid,
    "mid:",
    r#"assert_eq!(urlbnf::rfc1630::build::Mid::new(".a", "b.").build()?, "mid:%2Ea@b%2E");
# Ok::<(), urlbnf::rfc1630::build::BuildError>(())"#,
    r#"assert_eq!(urlbnf::rfc1630::build::Mid::new("a", "b").fragment("f").build()?, "mid:a@b#f");
# Ok::<(), urlbnf::rfc1630::build::BuildError>(())"#,
    r#"assert_eq!(urlbnf::rfc1630::build::Mid::new("a", "b").prefixed().build()?, "URL:mid:a@b");
# Ok::<(), urlbnf::rfc1630::build::BuildError>(())"#,
    r#"use urlbnf::rfc1630::build::{BuildError, Mid};
assert!(matches!(Mid::new("", "b").build(), Err(BuildError::Empty { part: "local part", .. })));"#
);

addr_spec_builder!(
    /// Builds a `cidaddress` (a MIME content id).
    ///
    /// ```
    /// use urlbnf::rfc1630::build::Cid;
    /// assert_eq!(Cid::new("part1", "host.example").build()?, "cid:part1@host.example");
    /// # Ok::<(), urlbnf::rfc1630::build::BuildError>(())
    /// ```
    Cid,
    "cid:",
    r#"assert_eq!(urlbnf::rfc1630::build::Cid::new("a@b", "c").build()?, "cid:a%40b@c");
# Ok::<(), urlbnf::rfc1630::build::BuildError>(())"#,
    r#"assert_eq!(urlbnf::rfc1630::build::Cid::new("a", "b").fragment("f").build()?, "cid:a@b#f");
# Ok::<(), urlbnf::rfc1630::build::BuildError>(())"#,
    r#"assert_eq!(urlbnf::rfc1630::build::Cid::new("a", "b").prefixed().build()?, "URL:cid:a@b");
# Ok::<(), urlbnf::rfc1630::build::BuildError>(())"#,
    r#"use urlbnf::rfc1630::build::{BuildError, Cid};
assert!(matches!(Cid::new("a", "").build(), Err(BuildError::Empty { part: "domain", .. })));"#
);

builder! {
    /// Builds a generic `fragmentaddress` (`scheme : path [ ? search ] [ #
    /// fragmentid ]`) for a scheme without a production of its own, with the
    /// generic section's characters (no `+` in a search word or fragment).
    ///
    /// ```
    /// use urlbnf::rfc1630::build::Generic;
    /// let url = Generic::new("urn").segments(["", "iana", "dns", "a b"]).search_words(["x", "y"]).build()?;
    /// assert_eq!(url, "urn:/iana/dns/a%20b?x+y");
    /// # Ok::<(), urlbnf::rfc1630::build::BuildError>(())
    /// ```
    pub struct Generic {
        scheme: String = scheme.into(),
        segments,
        search: Option<Vec<Vec<u8>>>,
        fragment: Option<Vec<u8>>,
    }
    /// A URL of `scheme` (an `ialpha`, written as it is), with a void path.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::build::Generic::new("x-y").build()?, "x-y:");
    /// # Ok::<(), urlbnf::rfc1630::build::BuildError>(())
    /// ```
    pub fn new(scheme: impl Into<String>);
}

impl Generic {
    setter!(
        segments,
        r#"// A generic path may have void segments (`grammar/ERRATA.md` F3).
let url = urlbnf::rfc1630::build::Generic::new("magic").segments(["", "", "a", "", "b"]).build()?;
assert_eq!(url, "magic://a//b");
# Ok::<(), urlbnf::rfc1630::build::BuildError>(())"#
    );
    setter1630!(
        search,
        r#"assert_eq!(urlbnf::rfc1630::build::Generic::new("x").search("a+b").build()?, "x:?a%2Bb");
# Ok::<(), urlbnf::rfc1630::build::BuildError>(())"#,
        r#"use urlbnf::rfc1630::build::{BuildError, Generic};
// Generic search words are never empty:
assert!(matches!(Generic::new("x").search_words(["a", ""]).build(), Err(BuildError::Empty { .. })));"#
    );

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

    /// The URL, or why it cannot be written.
    ///
    /// ```
    /// use urlbnf::rfc1630::build::{BuildError, Generic};
    /// assert!(matches!(Generic::new("http").build(), Err(BuildError::Scheme { .. })));
    /// assert!(matches!(Generic::new("1x").build(), Err(BuildError::Scheme { .. })));
    /// ```
    pub fn build(&self) -> Result<UrlBuf, BuildError> {
        build::checked(self.text())
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

builder! {
    /// Builds a `file:` URL: `file://host/path`. RFC 1630 describes it in
    /// prose but gives it no production, so it is a generic URI
    /// (`grammar/ERRATA.md` F1): `file:`, then the path `//host/` and the
    /// segments, with the generic section's characters.
    ///
    /// ```
    /// use urlbnf::rfc1630::build::File;
    /// assert_eq!(File::new().segments(["etc", "motd"]).build()?, "file:///etc/motd");
    /// assert_eq!(File::new().host("cernvm").segments(["a b"]).fragment("x").build()?, "file://cernvm/a%20b#x");
    /// # Ok::<(), urlbnf::rfc1630::build::BuildError>(())
    /// ```
    #[derive(Default)]
    pub struct File {
        host, segments,
        fragment: Option<Vec<u8>>,
    }
    /// A URL of the local machine (no host), with an empty path.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::build::File::new().build()?, "file:///");
    /// # Ok::<(), urlbnf::rfc1630::build::BuildError>(())
    /// ```
    pub fn new();
}

impl File {
    setter!(
        host,
        "The host (an RFC 1630 `host`, written as it is).",
        r#"assert_eq!(urlbnf::rfc1630::build::File::new().host("localhost").build()?, "file://localhost/");
# Ok::<(), urlbnf::rfc1630::build::BuildError>(())"#
    );

    setter!(
        segments,
        r#"assert_eq!(urlbnf::rfc1630::build::File::new().segments(["a/b", ""]).build()?, "file:///a%2Fb/");
# Ok::<(), urlbnf::rfc1630::build::BuildError>(())"#
    );

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

    /// The URL, or why it cannot be written.
    ///
    /// ```
    /// assert!(urlbnf::rfc1630::build::File::new().host("a b").build().is_err());
    /// ```
    pub fn build(&self) -> Result<UrlBuf, BuildError> {
        build::checked(self.text())
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
