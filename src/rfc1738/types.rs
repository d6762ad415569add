//! The typed results of [`parse`](super::parse): [`Url`] and one type per
//! scheme production. Every component is a [`Span`] borrowed from the input.

use std::fmt;

use crate::core::located::Loc;
use crate::core::span::Span;
use crate::parts::{GroupPart, Host, HostPort, Login};
use crate::rfc1738::{
    file, ftp, generic, gopher, http, mailto, news, nntp, prospero, telnet, wais,
};
use crate::typed::{typed, variants};

variants! {
    forward Debug;
    rfc1738: Url via self, super::parse, crate::rfc1738::ParsedUrl, "url";
    /// A URL of RFC 1738: one variant per scheme production, plus
    /// [`Url::Other`] for `otherurl`. [`Display`](fmt::Display) gives back the
    /// input exactly; equality and hashing are by the text.
    ///
    /// ```
    /// use urlbnf::rfc1738::{self, Url};
    /// let input = "ftp://ftp.is.co.za/rfc/rfc1808.txt";
    /// let url = rfc1738::parse(input)?;
    /// assert!(matches!(url, Url::Ftp(_)));
    /// assert_eq!(url.host().unwrap().as_str(), "ftp.is.co.za");
    /// assert_eq!(url.to_string(), input);
    /// let same: Url = input.try_into()?;
    /// assert_eq!(same, url);
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    #[derive(Clone, Copy, PartialEq, Eq)]
    #[non_exhaustive]
    pub enum Url<'a> {
        Http, Ftp, News, Nntp, Telnet, Gopher, Wais, Mailto,
        /// `fileurl`
        File(FileUrl) as_file("file:///etc"),
        Prospero,
        /// `otherurl`: a scheme RFC 1738 does not define.
        Other(GenericUrl) as_other("x-y:z"),
    }
    /// The whole URL.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("mailto:a@b")?;
    /// assert_eq!(url.span().range(), 0..10);
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    fn span;
    /// Which scheme production matched:
    /// [`Scheme::Other`](crate::Scheme::Other) for `otherurl` (even for
    /// `mid:` or `cid:`, which RFC 1738 does not define).
    ///
    /// ```
    /// use urlbnf::Scheme;
    /// assert_eq!(urlbnf::rfc1738::parse("Gopher://h")?.scheme(), Scheme::Gopher);
    /// assert_eq!(urlbnf::rfc1738::parse("mid:a@b")?.scheme(), Scheme::Other);
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    fn scheme;
    tree: r#"let url = urlbnf::rfc1738::parse("nntp://h/g/7")?;
assert_eq!(url.tree().to_string(), "\
nntpurl 0..12 \"nntp://h/g/7\"
  hostport 7..8 \"h\"
    host 7..8 \"h\" hostname
  group 9..10 \"g\"
  digits 11..12 \"7\"
");"#;
}

impl<'a> Url<'a> {
    /// The `hostport`, for the schemes that have one (http, ftp, nntp,
    /// telnet, gopher, wais, prospero, and an `otherurl` whose schemepart
    /// is an `ip-schemepart`).
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("nntp://news.example:119/comp.lang.c")?;
    /// assert_eq!(url.hostport().unwrap().span(), "news.example:119");
    /// assert!(urlbnf::rfc1738::parse("news:*")?.hostport().is_none());
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn hostport(&self) -> Option<HostPort<'a>> {
        match self {
            Url::Http(u) => Some(u.hostport()),
            Url::Ftp(u) => Some(u.hostport()),
            Url::Nntp(u) => Some(u.hostport()),
            Url::Telnet(u) => Some(u.hostport()),
            Url::Gopher(u) => Some(u.hostport()),
            Url::Wais(u) => Some(u.hostport()),
            Url::Prospero(u) => Some(u.hostport()),
            Url::Other(u) => u.login().map(|l| l.hostport()),
            Url::News(_) | Url::Mailto(_) | Url::File(_) => None,
        }
    }

    /// The host: the `hostport`'s, or a `fileurl`'s when it names one.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1738::parse("file://vms.host.edu/disk$user/x")?.host().unwrap().as_str(), "vms.host.edu");
    /// assert_eq!(urlbnf::rfc1738::parse("telnet://u@h.example")?.host().unwrap().as_str(), "h.example");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn host(&self) -> Option<Host<'a>> {
        match self {
            Url::File(u) => u.host(),
            _ => self.hostport().map(|hp| hp.host()),
        }
    }

    /// The `login` (user, password and `hostport`), for ftp, telnet and an
    /// `otherurl` with an `ip-schemepart`: the schemes whose syntax allows a
    /// user.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("ftp://anonymous:me@ftp.example/")?;
    /// assert_eq!(url.login().unwrap().user().unwrap(), "anonymous");
    /// assert!(urlbnf::rfc1738::parse("http://h/")?.login().is_none());
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn login(&self) -> Option<Login<'a>> {
        match self {
            Url::Ftp(u) => Some(u.login()),
            Url::Telnet(u) => Some(u.login()),
            Url::Other(u) => u.login(),
            _ => None,
        }
    }

    /// The path, where the scheme has one: http's `hpath`, ftp's and file's
    /// `fpath`, prospero's `ppath`, gopher's `selector`, an `otherurl`'s
    /// `urlpath`. Still encoded; `None` when absent (`http://h` has none,
    /// `http://h/` an empty one).
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1738::parse("http://h/a/b?q")?.path().unwrap(), "a/b");
    /// assert_eq!(urlbnf::rfc1738::parse("file:///etc/motd")?.path().unwrap(), "etc/motd");
    /// assert!(urlbnf::rfc1738::parse("http://h")?.path().is_none());
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn path(&self) -> Option<Span<'a>> {
        match self {
            Url::Http(u) => u.path(),
            Url::Ftp(u) => u.path(),
            Url::File(u) => Some(u.path()),
            Url::Prospero(u) => Some(u.path()),
            Url::Gopher(u) => u.selector(),
            Url::Other(u) => u.urlpath(),
            Url::News(_) | Url::Nntp(_) | Url::Telnet(_) | Url::Wais(_) | Url::Mailto(_) => None,
        }
    }
}

/// The input, byte for byte.
///
/// ```
/// let url = urlbnf::rfc1738::parse("HTTP://h/%7e")?;
/// assert_eq!(url.to_string(), "HTTP://h/%7e");
/// # Ok::<(), urlbnf::ParseError>(())
/// ```
impl fmt::Display for Url<'_> {
    /// The input, byte for byte.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl std::hash::Hash for Url<'_> {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        self.as_str().hash(h)
    }
}

typed! {
    /// An `httpurl`: `"http://" hostport [ "/" hpath [ "?" search ]]`.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("http://example.com/a/b?x=1")?;
    /// let http = url.as_http().unwrap();
    /// assert_eq!(http.path().unwrap(), "a/b");
    /// assert_eq!(http.segments().map(|s| s.as_str()).collect::<Vec<_>>(), ["a", "b"]);
    /// assert_eq!(http.search().unwrap(), "x=1");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    HttpUrl<'a>(http::ParsedHttpUrl<Loc<'a>>) { hostport, path, search }
    example: r#"let url = urlbnf::rfc1738::parse("http://example.com/a/b?x=1")?;
let x = url.as_http().unwrap();"#;

    /// The whole URL.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("http://h/")?;
    /// assert_eq!(url.as_http().unwrap().span().range(), 0..9);
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    span: span(source),

    /// The `hostport`.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("http://h:8080")?;
    /// assert_eq!(url.as_http().unwrap().hostport().port().unwrap().as_str(), "8080");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    hostport: hostport(hostport),

    /// The `hpath` after the first `/`, if there is one (possibly empty).
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("http://h/")?;
    /// assert_eq!(url.as_http().unwrap().path().unwrap(), "");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    path: opt(hpath),

    /// The `hsegment`s of the path, in order; none if there is no path.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("http://h/a//b")?;
    /// let segments: Vec<_> = url.as_http().unwrap().segments().map(|s| s.as_str()).collect();
    /// assert_eq!(segments, ["a", "", "b"]);
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    segments: segments(hpath),

    /// The `search` after `?`, if there is one.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("http://h/p")?;
    /// assert!(url.as_http().unwrap().search().is_none());
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    search: opt(search),
}

typed! {
    /// An `ftpurl`: `"ftp://" login [ "/" fpath [ ";type=" ftptype ]]`.
    ///
    /// ```
    /// use urlbnf::rfc1738::FtpType;
    /// let url = urlbnf::rfc1738::parse("ftp://@host.com/pub;type=i")?;
    /// let ftp = url.as_ftp().unwrap();
    /// assert_eq!(ftp.login().user().unwrap(), ""); // an empty user name
    /// assert_eq!(ftp.ftp_type(), Some(FtpType::Image));
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    FtpUrl<'a>(ftp::ParsedFtpUrl<Loc<'a>>) { login, path, ftptype }
    example: r#"let url = urlbnf::rfc1738::parse("ftp://@host.com/pub;type=i")?;
let x = url.as_ftp().unwrap();"#;

    /// The whole URL.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("ftp://h/")?;
    /// assert_eq!(url.as_ftp().unwrap().span(), "ftp://h/");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    span: span(source),

    /// The `login`: user, password, host and port.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("ftp://u:p@h:21/")?;
    /// assert_eq!(url.as_ftp().unwrap().login().password().unwrap(), "p");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    login: login(login),

    /// The `hostport` of the `login`.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("ftp://u@h:21/")?;
    /// assert_eq!(url.as_ftp().unwrap().hostport().span(), "h:21");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    hostport: hostport(login.hostport),

    /// The `fpath` after the first `/`, if there is one.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("ftp://h/a/b;type=d")?;
    /// assert_eq!(url.as_ftp().unwrap().path().unwrap(), "a/b");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    path: opt(fpath),

    /// The `fsegment`s of the path: the CWD arguments, then the RETR
    /// argument (RFC 1738 section 3.2.2). Each is still encoded, and a
    /// `%2F` inside one is part of the name.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("ftp://h/a%2Fb/c")?;
    /// let segments: Vec<_> = url.as_ftp().unwrap().segments().map(|s| s.as_str()).collect();
    /// assert_eq!(segments, ["a%2Fb", "c"]);
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    segments: segments(fpath),

    /// The `ftptype` after `;type=`, as written, if given.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("ftp://h/f;type=A")?;
    /// assert_eq!(url.as_ftp().unwrap().ftptype().unwrap(), "A");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    ftptype: opt(ftptype),
}

impl<'a> FtpUrl<'a> {
    /// The `ftptype` as a value, if given.
    ///
    /// ```
    /// use urlbnf::rfc1738::FtpType;
    /// let url = urlbnf::rfc1738::parse("ftp://h/dir;type=d")?;
    /// assert_eq!(url.as_ftp().unwrap().ftp_type(), Some(FtpType::Directory));
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn ftp_type(&self) -> Option<FtpType<'a>> {
        // `ftptype` is one of `a`, `i`, `d` in either case: never `e`.
        self.0
            .ftptype
            .and_then(|t| FtpType::from_code(t.as_str().as_bytes()[0]))
    }
}

pub use crate::parts::FtpType;

typed! {
    /// A `newsurl`: `"news:" grouppart`.
    ///
    /// ```
    /// use urlbnf::GroupPart;
    /// let url = urlbnf::rfc1738::parse("news:comp.lang.c")?;
    /// assert!(matches!(url.as_news().unwrap().grouppart(), GroupPart::Group(g) if g == "comp.lang.c"));
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    NewsUrl<'a>(news::ParsedNewsUrl<Loc<'a>>) { grouppart }
    example: r#"let url = urlbnf::rfc1738::parse("news:comp.lang.c")?;
let x = url.as_news().unwrap();"#;

    /// The whole URL.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("news:*")?;
    /// assert_eq!(url.as_news().unwrap().span(), "news:*");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    span: span(source),

    /// The `grouppart`: `*`, a group, or an article (message id).
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("news:*")?;
    /// assert!(matches!(url.as_news().unwrap().grouppart(), urlbnf::GroupPart::All(_)));
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    grouppart: grouppart(grouppart),
}

typed! {
    /// An `nntpurl`: `"nntp://" hostport "/" group [ "/" digits ]`.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("nntp://news.example/comp.lang.c/42")?;
    /// let nntp = url.as_nntp().unwrap();
    /// assert_eq!((nntp.group().as_str(), nntp.article().unwrap().as_str()), ("comp.lang.c", "42"));
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    NntpUrl<'a>(nntp::ParsedNntpUrl<Loc<'a>>) { hostport, group, article }
    example: r#"let url = urlbnf::rfc1738::parse("nntp://news.example/comp.lang.c/42")?;
let x = url.as_nntp().unwrap();"#;

    /// The whole URL.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("nntp://h/g")?;
    /// assert_eq!(url.as_nntp().unwrap().span(), "nntp://h/g");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    span: span(source),

    /// The `hostport`.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("nntp://h:119/g")?;
    /// assert_eq!(url.as_nntp().unwrap().hostport().span(), "h:119");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    hostport: hostport(hostport),

    /// The `group`.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("nntp://h/alt.test")?;
    /// assert_eq!(url.as_nntp().unwrap().group(), "alt.test");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    group: span(group),

    /// The article number (`digits`), if given.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("nntp://h/g")?;
    /// assert!(url.as_nntp().unwrap().article().is_none());
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    article: opt(article),
}

typed! {
    /// A `telneturl`: `"telnet://" login [ "/" ]`.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("telnet://guest@h.example/")?;
    /// let telnet = url.as_telnet().unwrap();
    /// assert_eq!(telnet.login().user().unwrap(), "guest");
    /// assert!(telnet.has_slash());
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    TelnetUrl<'a>(telnet::ParsedTelnetUrl<Loc<'a>>) { login, has_slash }
    example: r#"let url = urlbnf::rfc1738::parse("telnet://guest@h.example/")?;
let x = url.as_telnet().unwrap();"#;

    /// The whole URL.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("telnet://h")?;
    /// assert_eq!(url.as_telnet().unwrap().span(), "telnet://h");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    span: span(source),

    /// The `login`.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("telnet://u:p@h")?;
    /// assert_eq!(url.as_telnet().unwrap().login().password().unwrap(), "p");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    login: login(login),

    /// The `hostport` of the `login`.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("telnet://h:23")?;
    /// assert_eq!(url.as_telnet().unwrap().hostport().span(), "h:23");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    hostport: hostport(login.hostport),
}

impl<'a> TelnetUrl<'a> {
    /// Whether the URL ends with the optional `/`.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("telnet://h")?;
    /// assert!(!url.as_telnet().unwrap().has_slash());
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn has_slash(&self) -> bool {
        self.0.slash
    }
}

typed! {
    /// A `gopherurl`: `"gopher://" hostport [ / [ gtype [ selector
    /// [ "%09" search [ "%09" gopher+_string ] ] ] ] ]`. The text after the
    /// type is split at `%09` as section 3.4 says.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("gopher://h/7find%09rfc%201738")?;
    /// let g = url.as_gopher().unwrap();
    /// assert_eq!(g.gopher_type().code(), b'7');
    /// assert_eq!((g.selector().unwrap().as_str(), g.search().unwrap().as_str()), ("find", "rfc%201738"));
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    GopherUrl<'a>(gopher::ParsedGopherUrl<Loc<'a>>) { hostport, gtype, selector, search, gopher_plus }
    example: r#"let url = urlbnf::rfc1738::parse("gopher://h/7find%09rfc%201738")?;
let x = url.as_gopher().unwrap();"#;

    /// The whole URL.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("gopher://h")?;
    /// assert_eq!(url.as_gopher().unwrap().span(), "gopher://h");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    span: span(source),

    /// The `hostport`.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("gopher://h:70")?;
    /// assert_eq!(url.as_gopher().unwrap().hostport().span(), "h:70");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    hostport: hostport(hostport),

    /// The `gtype` as written (one `xchar`, possibly an escape), if given.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("gopher://h/%30file")?;
    /// assert_eq!(url.as_gopher().unwrap().gtype().unwrap(), "%30");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    gtype: opt(gtype),

    /// The `selector`, still encoded (present, possibly empty, whenever a
    /// `gtype` is).
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("gopher://h/0about.txt")?;
    /// assert_eq!(url.as_gopher().unwrap().selector().unwrap(), "about.txt");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    selector: opt(selector),

    /// The `search` after the first `%09`, if any.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("gopher://h/7s%09q")?;
    /// assert_eq!(url.as_gopher().unwrap().search().unwrap(), "q");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    search: opt(search),

    /// The `gopher+_string` after the second `%09`, if any.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("gopher://h/7s%09q%09+")?;
    /// assert_eq!(url.as_gopher().unwrap().gopher_plus().unwrap(), "+");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    gopher_plus: opt(gopher_plus),
}

impl<'a> GopherUrl<'a> {
    /// The gopher type: the `gtype` (decoded if escaped), else `1`
    /// (section 3.4: "If the gophertype is missing, it defaults to 1").
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("gopher://h/")?;
    /// let t = url.as_gopher().unwrap().gopher_type();
    /// assert_eq!((t.code(), t.meaning()), (b'1', Some("directory")));
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn gopher_type(&self) -> GopherType {
        GopherType::new(self.0.gopher_type())
    }
}

pub use crate::parts::GopherType;

typed! {
    /// A `waisurl`: `waisdatabase | waisindex | waisdoc`.
    ///
    /// ```
    /// use urlbnf::rfc1738::WaisKind;
    /// let url = urlbnf::rfc1738::parse("wais://h:210/db?query")?;
    /// let wais = url.as_wais().unwrap();
    /// assert_eq!(wais.database(), "db");
    /// assert!(matches!(wais.kind(), WaisKind::Index { search } if search == "query"));
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    WaisUrl<'a>(wais::ParsedWaisUrl<Loc<'a>>) { hostport, database, kind }
    example: r#"let url = urlbnf::rfc1738::parse("wais://h:210/db?query")?;
let x = url.as_wais().unwrap();"#;

    /// The whole URL.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("wais://h/db")?;
    /// assert_eq!(url.as_wais().unwrap().span(), "wais://h/db");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    span: span(source),

    /// The `hostport`.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("wais://h/db")?;
    /// assert_eq!(url.as_wais().unwrap().hostport().host().as_str(), "h");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    hostport: hostport(hostport),

    /// The `database`.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("wais://h/db")?;
    /// assert_eq!(url.as_wais().unwrap().database(), "db");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    database: span(database),
}

/// Which of the three `waisurl` forms a URL has, with its own parts.
///
/// ```
/// use urlbnf::rfc1738::WaisKind;
/// let url = urlbnf::rfc1738::parse("wais://h/db/TEXT/doc-id")?;
/// match url.as_wais().unwrap().kind() {
///     WaisKind::Doc { wtype, wpath } => assert_eq!((wtype.as_str(), wpath.as_str()), ("TEXT", "doc-id")),
///     other => panic!("{other:?}"),
/// }
/// # Ok::<(), urlbnf::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WaisKind<'a> {
    /// `waisdatabase`: a searchable database.
    Database,
    /// `waisindex`: a search, with its `search` part.
    Index {
        /// The `search` after `?`.
        search: Span<'a>,
    },
    /// `waisdoc`: a document, with its type and path.
    Doc {
        /// The `wtype`.
        wtype: Span<'a>,
        /// The `wpath`.
        wpath: Span<'a>,
    },
}

impl<'a> WaisUrl<'a> {
    /// Which form, with its parts.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("wais://h/db")?;
    /// assert_eq!(url.as_wais().unwrap().kind(), urlbnf::rfc1738::WaisKind::Database);
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn kind(&self) -> WaisKind<'a> {
        match self.0.form {
            wais::WaisForm::Database => WaisKind::Database,
            wais::WaisForm::Index { search } => WaisKind::Index {
                search: search.span(),
            },
            wais::WaisForm::Doc { wtype, wpath } => WaisKind::Doc {
                wtype: wtype.span(),
                wpath: wpath.span(),
            },
        }
    }
}

typed! {
    /// A `mailtourl`: `"mailto:" encoded822addr`.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("mailto:info@example.com")?;
    /// assert_eq!(url.as_mailto().unwrap().address(), "info@example.com");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    MailtoUrl<'a>(mailto::ParsedMailtoUrl<Loc<'a>>) { address }
    example: r#"let url = urlbnf::rfc1738::parse("mailto:info@example.com")?;
let x = url.as_mailto().unwrap();"#;

    /// The whole URL.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("mailto:a@b")?;
    /// assert_eq!(url.as_mailto().unwrap().span(), "mailto:a@b");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    span: span(source),

    /// The `encoded822addr`, still encoded.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("mailto:a%40b@c")?;
    /// assert_eq!(url.as_mailto().unwrap().address(), "a%40b@c");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    address: span(address),
}

typed! {
    /// A `fileurl`: `"file://" [ host | "localhost" ] "/" fpath`.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("file://localhost/etc/motd")?;
    /// let file = url.as_file().unwrap();
    /// assert!(file.is_local());
    /// assert_eq!(file.path(), "etc/motd");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    FileUrl<'a>(file::ParsedFileUrl<Loc<'a>>) { host, path }
    example: r#"let url = urlbnf::rfc1738::parse("file://localhost/etc/motd")?;
let x = url.as_file().unwrap();"#;

    /// The whole URL.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("file:///x")?;
    /// assert_eq!(url.as_file().unwrap().span(), "file:///x");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    span: span(source),

    /// The `fpath` after the `/` that follows the host.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("file:///a/b")?;
    /// assert_eq!(url.as_file().unwrap().path(), "a/b");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    path: span(fpath),

    /// The `fsegment`s of the path.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("file:///a/b")?;
    /// assert_eq!(url.as_file().unwrap().segments().count(), 2);
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    segments: path_segments(fpath),
}

impl<'a> FileUrl<'a> {
    /// The `host`, if not empty (`localhost` is returned as written).
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("file:///etc")?;
    /// assert!(url.as_file().unwrap().host().is_none());
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn host(&self) -> Option<Host<'a>> {
        self.0.host.map(|(h, kind)| Host::new(h, kind))
    }

    /// Whether the URL names the machine it is interpreted on (section
    /// 3.10): an empty host or `localhost`.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("file://h.example/x")?;
    /// assert!(!url.as_file().unwrap().is_local());
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn is_local(&self) -> bool {
        self.0.is_local()
    }
}

typed! {
    /// A `prosperourl`: `"prospero://" hostport "/" ppath *[ fieldspec ]`.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("prospero://h/a/b;k=v")?;
    /// let p = url.as_prospero().unwrap();
    /// assert_eq!(p.path(), "a/b");
    /// assert_eq!(p.fields().map(|(n, v)| (n.as_str(), v.as_str())).collect::<Vec<_>>(), [("k", "v")]);
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    ProsperoUrl<'a>(prospero::ParsedProsperoUrl<Loc<'a>>) { hostport, path, fieldspecs }
    example: r#"let url = urlbnf::rfc1738::parse("prospero://h/a/b;k=v")?;
let x = url.as_prospero().unwrap();"#;

    /// The whole URL.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("prospero://h/p")?;
    /// assert_eq!(url.as_prospero().unwrap().span(), "prospero://h/p");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    span: span(source),

    /// The `hostport`.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("prospero://h:1525/p")?;
    /// assert_eq!(url.as_prospero().unwrap().hostport().span(), "h:1525");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    hostport: hostport(hostport),

    /// The `ppath` (the hsoname), still encoded.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("prospero://h/a/b")?;
    /// assert_eq!(url.as_prospero().unwrap().path(), "a/b");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    path: span(ppath),

    /// The `psegment`s of the path.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("prospero://h/a/b")?;
    /// assert_eq!(url.as_prospero().unwrap().segments().count(), 2);
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    segments: path_segments(ppath),

    /// All `fieldspec`s as written, `;` included (empty if none).
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("prospero://h/p;a=1;b=2")?;
    /// assert_eq!(url.as_prospero().unwrap().fieldspecs(), ";a=1;b=2");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    fieldspecs: span(fieldspecs),

    /// The `(fieldname, fieldvalue)` pairs, in order, still encoded.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("prospero://h/p;a=1;b=2")?;
    /// assert_eq!(url.as_prospero().unwrap().fields().count(), 2);
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    fields: pairs(fields),
}

typed! {
    /// An `otherurl` (`genericurl = scheme ":" schemepart`): a scheme RFC
    /// 1738 does not define. When the schemepart has the form of an
    /// `ip-schemepart` its `login` and `urlpath` are read too.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("x-proto://user@host:99/some/path")?;
    /// let other = url.as_other().unwrap();
    /// assert_eq!(other.scheme_name(), "x-proto");
    /// assert_eq!(other.login().unwrap().host().as_str(), "host");
    /// assert_eq!(other.urlpath().unwrap(), "some/path");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    GenericUrl<'a>(generic::ParsedGenericUrl<Loc<'a>>) { scheme_name, schemepart, login, urlpath }
    example: r#"let url = urlbnf::rfc1738::parse("x-proto://user@host:99/some/path")?;
let x = url.as_other().unwrap();"#;

    /// The whole URL.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("x:y")?;
    /// assert_eq!(url.as_other().unwrap().span(), "x:y");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    span: span(source),

    /// The `scheme`, as written.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("X-Y:z")?;
    /// assert_eq!(url.as_other().unwrap().scheme_name(), "X-Y");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    scheme_name: span(scheme),

    /// The `schemepart` after `:` (possibly empty), still encoded.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("x:a%20b")?;
    /// assert_eq!(url.as_other().unwrap().schemepart(), "a%20b");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    schemepart: span(schemepart),
}

impl<'a> GenericUrl<'a> {
    /// The `login` of the schemepart read as an `ip-schemepart`, when it
    /// has that form.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("x://h")?;
    /// assert_eq!(url.as_other().unwrap().login().unwrap().span(), "h");
    /// assert!(urlbnf::rfc1738::parse("x:h")?.as_other().unwrap().login().is_none());
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn login(&self) -> Option<Login<'a>> {
        self.0.ip.map(|ip| Login::from(ip.login))
    }

    /// The `urlpath` after the `/` of an `ip-schemepart`, if there is a `/`.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("x://h/")?;
    /// assert_eq!(url.as_other().unwrap().urlpath().unwrap(), "");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn urlpath(&self) -> Option<Span<'a>> {
        self.0.ip.and_then(|ip| ip.urlpath).map(Loc::span)
    }
}

mod owned {
    use super::super::parse;
    use super::Url;
    use crate::core::failure::ParseError;
    use crate::core::scheme::Scheme;
    use crate::core::span::Span;
    use crate::parts::{Host, Login, Port, PortError};

    crate::buf::url_buf!(rfc1738);
}

pub use owned::UrlBuf;

// The shared components from the productions that RFC 1738 defines and RFC
// 1630 reads as well (`ip_schemepart`, `news`).

impl<'a> From<crate::rfc1738::ip_schemepart::ParsedHostPort<Loc<'a>>> for HostPort<'a> {
    fn from(hp: crate::rfc1738::ip_schemepart::ParsedHostPort<Loc<'a>>) -> Self {
        HostPort::new(hp.span.span(), hp.host, hp.host_kind, hp.port)
    }
}

impl<'a> From<crate::rfc1738::ip_schemepart::ParsedLogin<Loc<'a>>> for Login<'a> {
    fn from(l: crate::rfc1738::ip_schemepart::ParsedLogin<Loc<'a>>) -> Self {
        Login::new(
            l.span.span(),
            l.user.map(Loc::span),
            l.password.map(Loc::span),
            HostPort::from(l.hostport),
        )
    }
}

impl<'a> From<news::ParsedGroupPart<Loc<'a>>> for GroupPart<'a> {
    fn from(g: news::ParsedGroupPart<Loc<'a>>) -> Self {
        match g {
            news::ParsedGroupPart::All(s) => GroupPart::All(s.span()),
            news::ParsedGroupPart::Group(s) => GroupPart::Group(s.span()),
            news::ParsedGroupPart::Article { span, local, host } => GroupPart::Article {
                span: span.span(),
                local: local.span(),
                host: host.span(),
            },
        }
    }
}

/// What every dialect's URL answers, for `AnyUrl`'s
/// accessors and its views.
impl<'a> crate::views::DialectUrl<'a> for Url<'a> {
    fn grammar(&self) -> crate::core::grammar::Grammar {
        super::DIALECT.grammar()
    }
    fn scheme(&self) -> crate::core::scheme::Scheme {
        Url::scheme(self)
    }
    fn scheme_name(&self) -> Span<'a> {
        Url::scheme_name(self)
    }
    fn span(&self) -> Span<'a> {
        Url::span(self)
    }
    fn hostport(&self) -> Option<HostPort<'a>> {
        Url::hostport(self)
    }
    fn host(&self) -> Option<Host<'a>> {
        Url::host(self)
    }
    fn port_or_default(&self) -> Result<Option<u16>, crate::parts::PortError> {
        Url::port_or_default(self)
    }
    fn fragment(&self) -> Option<Span<'a>> {
        None
    }
    fn login(&self) -> Option<Login<'a>> {
        Url::login(self)
    }
    fn path(&self) -> Option<Span<'a>> {
        Url::path(self)
    }
    fn as_http(&self) -> Option<crate::views::AnyHttpUrl<'a>> {
        Url::as_http(self).map(|u| crate::views::AnyHttpUrl {
            span: u.span(),
            hostport: u.hostport(),
            path: u.path(),
            search: u.search(),
        })
    }
    fn as_ftp(&self) -> Option<crate::views::AnyFtpUrl<'a>> {
        Url::as_ftp(self).map(|u| crate::views::AnyFtpUrl {
            span: u.span(),
            login: u.login(),
            path: u.path(),
            ftptype: u.ftptype(),
            ftp_type: u.ftp_type(),
        })
    }
    fn as_gopher(&self) -> Option<crate::views::AnyGopherUrl<'a>> {
        Url::as_gopher(self).map(|u| crate::views::AnyGopherUrl {
            span: u.span(),
            hostport: u.hostport(),
            gtype: u.gtype(),
            gopher_type: u.gopher_type(),
            selector: u.selector(),
            search: u.search(),
            gopher_plus: u.gopher_plus(),
        })
    }
    fn as_news(&self) -> Option<crate::views::AnyNewsUrl<'a>> {
        Url::as_news(self).map(|u| crate::views::AnyNewsUrl {
            span: u.span(),
            grouppart: u.grouppart(),
        })
    }
    fn write_tree(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&Url::tree(self), f)
    }
}
