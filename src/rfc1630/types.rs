//! The typed results of [`parse`](super::parse): [`Url`] (prefix, address,
//! fragment), [`Address`] and one type per scheme production, named as the
//! RFC 1738 types are where the concept is the same.

use std::fmt;

use crate::core::input::split;
use crate::core::located::Loc;
use crate::core::scheme::Scheme;
use crate::core::span::Span;
use crate::core::tree::Tree;
use crate::parts::{Host, HostPort, Login};
use crate::rfc1630 as engine;
use crate::rfc1738::types::GopherType;
use crate::typed::{typed, variants};

typed! {
    /// A URL of RFC 1630: an optional `url:` prefix, the [`Address`] its
    /// scheme selects, and an optional `# fragmentid`.
    /// [`Display`](fmt::Display) gives back the input exactly; equality and
    /// hashing are by the text.
    ///
    /// ```
    /// use urlbnf::rfc1630::{self, Address};
    /// let url = rfc1630::parse("URL:news:comp.infosystems.www#top")?;
    /// assert_eq!(url.prefix().unwrap(), "URL:");
    /// assert!(matches!(url.address(), Address::News(_)));
    /// assert_eq!(url.fragment().unwrap(), "top");
    /// assert_eq!(url.to_string(), "URL:news:comp.infosystems.www#top");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    Url<'a>(engine::Rfc1630Url<Loc<'a>>) { prefix, address, fragment }
    example: r#"let x = urlbnf::rfc1630::parse("URL:news:a.b#c")?;"#;

    /// The whole input.
    ///
    /// ```
    /// let url = urlbnf::rfc1630::parse("g:h#f")?;
    /// assert_eq!(url.span().range(), 0..5);
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    span: span(source),

    /// The `url:` of a `prefixedurl`, as written.
    ///
    /// ```
    /// let url = urlbnf::rfc1630::parse("url:mailto:timbl@info.cern.ch")?;
    /// assert_eq!(url.prefix().unwrap(), "url:");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    prefix: opt(prefix),

    /// The `fragmentid` after `#`, if there is a `#` (it may be void).
    ///
    /// ```
    /// let url = urlbnf::rfc1630::parse("x:y#")?;
    /// assert_eq!(url.fragment().unwrap(), "");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    fragment: opt(fragment),
}

variants! {
    rfc1630: Url via address, super::parse, engine::ParsedAddress, "address";
    /// The address an RFC 1630 URL gives: one variant per production the scheme
    /// selects.
    ///
    /// ```
    /// use urlbnf::rfc1630::{self, Address};
    /// assert!(matches!(rfc1630::parse("g:h")?.address(), Address::Other(_)));
    /// assert!(matches!(rfc1630::parse("mid:a@b")?.address(), Address::Mid(_)));
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    #[non_exhaustive]
    pub enum Address<'a> {
        Http, Ftp, News, Nntp, Prospero, Telnet, Gopher, Wais, Mailto,
        /// `midaddress`
        Mid(MidUrl) as_mid("mid:a@b"),
        /// `cidaddress`
        Cid(CidUrl) as_cid("cid:a@b"),
        /// `afsaddress`: historical, not an alternative of `url`.
        Afs(AfsUrl) as_afs("afs://c/p"),
        /// The generic `uri`, for every other scheme.
        Other(GenericUrl) as_other("x-y:z"),
    }
    /// The address, without prefix and fragment.
    ///
    /// ```
    /// let url = urlbnf::rfc1630::parse("url:news:a#f")?;
    /// assert_eq!(url.address().span(), "news:a");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    fn span;
    /// The scheme of the production that matched ([`Scheme::Other`] for the
    /// generic `uri`).
    ///
    /// ```
    /// let url = urlbnf::rfc1630::parse("cid:a@b")?;
    /// assert_eq!(url.address().scheme(), urlbnf::Scheme::Cid);
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    fn scheme;
    tree: r#"let url = urlbnf::rfc1630::parse("x:y#z")?;
assert!(url.tree().to_string().starts_with("fragmentaddress 0..5"));"#;
}

impl<'a> Url<'a> {
    /// The address, without prefix and fragment.
    ///
    /// ```
    /// let url = urlbnf::rfc1630::parse("telnet://h")?;
    /// assert!(matches!(url.address(), urlbnf::rfc1630::Address::Telnet(_)));
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn address(&self) -> Address<'a> {
        Address::from_engine(self.0.address)
    }

    /// The scheme of the production that matched.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("http://h")?.scheme(), urlbnf::Scheme::Http);
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn scheme(&self) -> Scheme {
        self.address().scheme()
    }

    /// The `hostport`, for the schemes that have one.
    ///
    /// ```
    /// let url = urlbnf::rfc1630::parse("gopher://h:70/1")?;
    /// assert_eq!(url.hostport().unwrap().span(), "h:70");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn hostport(&self) -> Option<HostPort<'a>> {
        match self.address() {
            Address::Http(u) => Some(u.hostport()),
            Address::Ftp(u) => Some(u.hostport()),
            Address::Nntp(u) => u.hostport(),
            Address::Prospero(u) => Some(u.hostport()),
            Address::Telnet(u) => Some(u.hostport()),
            Address::Gopher(u) => Some(u.hostport()),
            Address::Wais(u) => Some(u.hostport()),
            _ => None,
        }
    }

    /// The host: the `hostport`'s, or the host after `@` of a mailto, mid
    /// or cid address.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("mailto:timbl@info.cern.ch")?.host().unwrap().as_str(), "info.cern.ch");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn host(&self) -> Option<Host<'a>> {
        match self.address() {
            Address::Mailto(u) => Some(u.host()),
            _ => self.hostport().map(|hp| hp.host()),
        }
    }

    /// The `login`, for ftp and telnet.
    ///
    /// ```
    /// let url = urlbnf::rfc1630::parse("ftp://u:p@h/f")?;
    /// assert_eq!(url.login().unwrap().user().unwrap(), "u");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn login(&self) -> Option<Login<'a>> {
        match self.address() {
            Address::Ftp(u) => Some(u.login()),
            Address::Telnet(u) => Some(u.login()),
            _ => None,
        }
    }

    /// The path, where the address has one: http's and ftp's `path`,
    /// prospero's `hsoname`, gopher's `gcommand`, afs's and the generic
    /// `uri`'s `path`. Still encoded.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("http://h/a/b?q")?.path().unwrap(), "a/b");
    /// assert_eq!(urlbnf::rfc1630::parse("g:a/b")?.path().unwrap(), "a/b");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn path(&self) -> Option<Span<'a>> {
        match self.address() {
            Address::Http(u) => u.path(),
            Address::Ftp(u) => u.path(),
            Address::Prospero(u) => Some(u.path()),
            Address::Gopher(u) => u.selector(),
            Address::Afs(u) => Some(u.path()),
            Address::Other(u) => Some(u.path()),
            _ => None,
        }
    }

    /// The derivation tree: the address's, inside `prefixedurl` and
    /// `fragmentaddress` nodes when the URL has a prefix or a fragment.
    pub(crate) fn write_tree(&self, t: &mut Tree<'_, '_>) -> fmt::Result {
        let source = self.0.source;
        let Some(f) = self.0.fragment else {
            return self.write_url(t, source);
        };
        let before = split(source, source.as_str().len() - f.as_str().len() - 1).1;
        t.node("fragmentaddress", source, |t| {
            self.write_url(t, before)?;
            t.leaf("fragmentid", f)
        })
    }

    fn write_url(&self, t: &mut Tree<'_, '_>, span: Loc<'_>) -> fmt::Result {
        match self.0.prefix {
            Some(_) => t.node("prefixedurl", span, |t| {
                t.node("url", split(span, 4).0, |t| self.address().write_tree(t))
            }),
            None => self.address().write_tree(t),
        }
    }
}

typed! {
    /// An `httpaddress`: `h t t p : / / hostport [ / path ] [ ? search ]`.
    ///
    /// ```
    /// let url = urlbnf::rfc1630::parse("http://h/a?\"q\"")?;
    /// let http = url.as_http().unwrap();
    /// assert_eq!((http.path().unwrap().as_str(), http.search().unwrap().as_str()), ("a", "\"q\""));
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    HttpUrl<'a>(engine::HttpAddress<Loc<'a>>) { hostport, path, search }
    example: r#"let url = urlbnf::rfc1630::parse("http://h/a?\"q\"")?;
let x = url.as_http().unwrap();"#;

    /// The address.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("http://h#f")?.as_http().unwrap().span(), "http://h");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    span: span(source),

    /// The `hostport`.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("http://h:8")?.as_http().unwrap().hostport().span(), "h:8");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    hostport: hostport(hostport),

    /// The `path` after `/`, if there is a `/`.
    ///
    /// ```
    /// assert!(urlbnf::rfc1630::parse("http://h?q")?.as_http().unwrap().path().is_none());
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    path: opt(path),

    /// The `/`-separated parts of the path.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("http://h/a/b")?.as_http().unwrap().segments().count(), 2);
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    segments: segments(path),

    /// The `search` after `?`, if any.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("http://h?a+b")?.as_http().unwrap().search().unwrap(), "a+b");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    search: opt(search),

    /// The words of the `search`, split at `+` as its rule says
    /// (`search = xalphas [ + search ]`), each still encoded; none without
    /// a search.
    ///
    /// ```
    /// let url = urlbnf::rfc1630::parse("http://h/idx?gold+%2Bsilver")?;
    /// let words: Vec<_> = url.as_http().unwrap().search_words().map(|w| w.decode_utf8().unwrap()).collect();
    /// assert_eq!(words, ["gold", "+silver"]);
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    search_words: words(search),
}

typed! {
    /// An `ftpaddress`: `f t p : / / login / path [ ftptype ]`.
    ///
    /// ```
    /// let url = urlbnf::rfc1630::parse("ftp://u@h/a/b;type=AN")?;
    /// let ftp = url.as_ftp().unwrap();
    /// assert_eq!((ftp.path().unwrap().as_str(), ftp.type_code(), ftp.formcode()), ("a/b", Some('A'), Some('N')));
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    FtpUrl<'a>(engine::FtpAddress<Loc<'a>>) { login, path, ftptype }
    example: r#"let url = urlbnf::rfc1630::parse("ftp://u@h/a/b;type=AN")?;
let x = url.as_ftp().unwrap();"#;

    /// The address.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("ftp://h/f")?.as_ftp().unwrap().span(), "ftp://h/f");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    span: span(source),

    /// The `login`.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("ftp://u:p@h/f")?.as_ftp().unwrap().login().password().unwrap(), "p");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    login: login(login),

    /// The `hostport` of the `login`.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("ftp://h:21/f")?.as_ftp().unwrap().hostport().span(), "h:21");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    hostport: hostport(login.hostport),

    /// The `path` after the `/` (possibly void): always `Some`, since
    /// `ftpaddress` always has `/ path`; an `Option` as RFC 1738's
    /// `FtpUrl::path`, whose `/ fpath` is optional.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("ftp://h/")?.as_ftp().unwrap().path().unwrap(), "");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    path: some(path),

    /// The `/`-separated parts of the path: the CWD arguments, then the
    /// RETR argument.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("ftp://h/a/b")?.as_ftp().unwrap().segments().count(), 2);
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    segments: path_segments(path),

    /// The `ftptype` after `;type=`, as written, if given.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("ftp://h/f;type=L8")?.as_ftp().unwrap().ftptype().unwrap(), "L8");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    ftptype: opt(ftptype),
}

impl<'a> FtpUrl<'a> {
    /// The type code letter (`A`, `E`, `I` or `L`), if given.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("ftp://h/f;type=I")?.as_ftp().unwrap().type_code(), Some('I'));
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn type_code(&self) -> Option<char> {
        self.0.type_code()
    }

    /// The `formcode` (`N`, `T` or `C`) after `A` or `E`, if given.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("ftp://h/f;type=ET")?.as_ftp().unwrap().formcode(), Some('T'));
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn formcode(&self) -> Option<char> {
        self.0.formcode()
    }

    /// The `ftptype` as a value, if given.
    ///
    /// ```
    /// use urlbnf::rfc1630::{FormCode, FtpType};
    /// let ftp = |s| urlbnf::rfc1630::parse(s).unwrap().as_ftp().unwrap().ftp_type();
    /// assert_eq!(ftp("ftp://h/f;type=AN"), Some(FtpType::Ascii(Some(FormCode::NonPrint))));
    /// assert_eq!(ftp("ftp://h/f;type=E"), Some(FtpType::Ebcdic(None)));
    /// assert_eq!(ftp("ftp://h/f;type=I"), Some(FtpType::Image));
    /// assert_eq!(ftp("ftp://h/f;type=L8").unwrap(), FtpType::Local(urlbnf::Span::new("8", 16)));
    /// assert_eq!(ftp("ftp://h/f"), None);
    /// ```
    pub fn ftp_type(&self) -> Option<FtpType<'a>> {
        let form = self.formcode().and_then(FormCode::from_code);
        Some(match self.type_code()? {
            'A' => FtpType::Ascii(form),
            'E' => FtpType::Ebcdic(form),
            'I' => FtpType::Image,
            _ => FtpType::Local(self.byte_size()?),
        })
    }

    /// The byte size after `L`, if the type is `L digits`.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("ftp://h/f;type=L36")?.as_ftp().unwrap().byte_size().unwrap(), "36");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn byte_size(&self) -> Option<Span<'a>> {
        self.0.byte_size().map(Loc::span)
    }
}

pub use crate::parts::{FormCode, FtpType};

typed! {
    /// A `newsaddress`: `n e w s : groupart`.
    ///
    /// ```
    /// use urlbnf::GroupPart;
    /// let url = urlbnf::rfc1630::parse("news:a@b@host.example")?;
    /// let GroupPart::Article { local, host, .. } = url.as_news().unwrap().grouppart() else { panic!() };
    /// assert_eq!((local.as_str(), host.as_str()), ("a@b", "host.example"));
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    NewsUrl<'a>(engine::NewsAddress<Loc<'a>>) { grouppart }
    example: r#"let url = urlbnf::rfc1630::parse("news:a@b@host.example")?;
let x = url.as_news().unwrap();"#;

    /// The address.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("news:*")?.as_news().unwrap().span(), "news:*");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    span: span(source),

    /// The `groupart`: `*`, a group, or an article (message id).
    ///
    /// ```
    /// let url = urlbnf::rfc1630::parse("news:comp.infosystems.www")?;
    /// assert!(matches!(url.as_news().unwrap().grouppart(), urlbnf::GroupPart::Group(_)));
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    grouppart: grouppart(groupart),
}

typed! {
    /// An `nntpaddress`: `n n t p : [ / / hostport / ] group / digits`.
    ///
    /// ```
    /// let url = urlbnf::rfc1630::parse("nntp://h/g/12")?;
    /// let nntp = url.as_nntp().unwrap();
    /// assert_eq!((nntp.group().as_str(), nntp.article().as_str()), ("g", "12"));
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    NntpUrl<'a>(engine::NntpAddress<Loc<'a>>) { hostport, group, article }
    example: r#"let url = urlbnf::rfc1630::parse("nntp://h/g/12")?;
let x = url.as_nntp().unwrap();"#;

    /// The address.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("nntp:g/1")?.as_nntp().unwrap().span(), "nntp:g/1");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    span: span(source),

    /// The `hostport`, if given.
    ///
    /// ```
    /// assert!(urlbnf::rfc1630::parse("nntp:g/1")?.as_nntp().unwrap().hostport().is_none());
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    hostport: opt_hostport(hostport),

    /// The `group`.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("nntp:g/1")?.as_nntp().unwrap().group(), "g");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    group: span(group),

    /// The article number (`digits`).
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("nntp:g/1")?.as_nntp().unwrap().article(), "1");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    article: span(digits),
}

typed! {
    /// A `prosperoaddress` (`prosperolink`):
    /// `p r o s p e r o : / / hostport / hsoname [ % 0 0 version [ attributes ] ]`.
    ///
    /// ```
    /// let url = urlbnf::rfc1630::parse("prospero://h/p%0012")?;
    /// let p = url.as_prospero().unwrap();
    /// assert_eq!((p.path().as_str(), p.version().unwrap().as_str()), ("p", "12"));
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    ProsperoUrl<'a>(engine::ProsperoLink<Loc<'a>>) { hostport, path, version, attributes }
    example: r#"let url = urlbnf::rfc1630::parse("prospero://h/p%0012")?;
let x = url.as_prospero().unwrap();"#;

    /// The address.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("prospero://h/p")?.as_prospero().unwrap().span(), "prospero://h/p");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    span: span(source),

    /// The `hostport`.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("prospero://h/p")?.as_prospero().unwrap().hostport().span(), "h");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    hostport: hostport(hostport),

    /// The `hsoname`.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("prospero://h/a/b")?.as_prospero().unwrap().path(), "a/b");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    path: span(hsoname),

    /// The `version` after `%00`, if given.
    ///
    /// ```
    /// assert!(urlbnf::rfc1630::parse("prospero://h/p")?.as_prospero().unwrap().version().is_none());
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    version: opt(version),

    /// The `attributes` after the version, if given.
    ///
    /// ```
    /// assert!(urlbnf::rfc1630::parse("prospero://h/p%001")?.as_prospero().unwrap().attributes().is_none());
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    attributes: opt(attributes),
}

typed! {
    /// A `telnetaddress`: `t e l n e t : / / login`.
    ///
    /// ```
    /// let url = urlbnf::rfc1630::parse("telnet://guest@h")?;
    /// assert_eq!(url.as_telnet().unwrap().login().user().unwrap(), "guest");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    TelnetUrl<'a>(engine::TelnetAddress<Loc<'a>>) { login }
    example: r#"let url = urlbnf::rfc1630::parse("telnet://guest@h")?;
let x = url.as_telnet().unwrap();"#;

    /// The address.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("telnet://h")?.as_telnet().unwrap().span(), "telnet://h");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    span: span(source),

    /// The `login`.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("telnet://h")?.as_telnet().unwrap().login().span(), "h");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    login: login(login),

    /// The `hostport` of the `login`.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("telnet://h:23")?.as_telnet().unwrap().hostport().span(), "h:23");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    hostport: hostport(login.hostport),
}

typed! {
    /// A `gopheraddress`: `g o p h e r : / / hostport [/ gtype [ gcommand ] ]`.
    ///
    /// ```
    /// let url = urlbnf::rfc1630::parse("gopher://h/0about")?;
    /// let g = url.as_gopher().unwrap();
    /// assert_eq!((g.gtype().unwrap().as_str(), g.selector().unwrap().as_str()), ("0", "about"));
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    GopherUrl<'a>(engine::GopherAddress<Loc<'a>>) { hostport, gtype, selector }
    example: r#"let url = urlbnf::rfc1630::parse("gopher://h/0about")?;
let x = url.as_gopher().unwrap();"#;

    /// The address.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("gopher://h")?.as_gopher().unwrap().span(), "gopher://h");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    span: span(source),

    /// The `hostport`.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("gopher://h:70")?.as_gopher().unwrap().hostport().span(), "h:70");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    hostport: hostport(hostport),

    /// The `gtype` (one `xalpha`), if given.
    ///
    /// ```
    /// assert!(urlbnf::rfc1630::parse("gopher://h")?.as_gopher().unwrap().gtype().is_none());
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    gtype: opt(gtype),

    /// The `gcommand`, whole: the selector and, after `%09`s, the search
    /// and the gopher+ string.
    ///
    /// ```
    /// let url = urlbnf::rfc1630::parse("gopher://h/7s%09q")?;
    /// assert_eq!(url.as_gopher().unwrap().gcommand().unwrap(), "s%09q");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    gcommand: opt(gcommand),
}

impl<'a> GopherUrl<'a> {
    /// The item type `gtype` gives, with its meaning (RFC 1436); type `1`
    /// (a directory) when the URL has none, as for RFC 1738.
    ///
    /// ```
    /// use urlbnf::rfc1630::{GopherType, parse};
    /// assert_eq!(parse("gopher://h/0a")?.as_gopher().unwrap().gopher_type().meaning(), Some("file"));
    /// assert_eq!(parse("gopher://h")?.as_gopher().unwrap().gopher_type(), GopherType::DIRECTORY);
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn gopher_type(&self) -> GopherType {
        self.gtype()
            .and_then(|t| t.as_str().bytes().next())
            .map_or(GopherType::DIRECTORY, GopherType::new)
    }

    /// The selector: the `gcommand` up to its first `%09` (the gopher
    /// convention RFC 1738 §3.4 writes down), if given.
    ///
    /// ```
    /// let url = urlbnf::rfc1630::parse("gopher://h/1a/b%09x")?;
    /// assert_eq!(url.as_gopher().unwrap().selector().unwrap(), "a/b");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn selector(&self) -> Option<Span<'a>> {
        self.tab_pieces().0
    }

    /// The search after the first `%09` of the `gcommand`, if any.
    ///
    /// ```
    /// let url = urlbnf::rfc1630::parse("gopher://h/7s%09q")?;
    /// assert_eq!(url.as_gopher().unwrap().search().unwrap(), "q");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn search(&self) -> Option<Span<'a>> {
        self.tab_pieces().1
    }

    /// The gopher+ string after the second `%09`, if any.
    ///
    /// ```
    /// let url = urlbnf::rfc1630::parse("gopher://h/7s%09q%09+")?;
    /// assert_eq!(url.as_gopher().unwrap().gopher_plus().unwrap(), "+");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn gopher_plus(&self) -> Option<Span<'a>> {
        self.tab_pieces().2
    }

    /// The `gcommand` cut at its first two `%09`s.
    fn tab_pieces(&self) -> (Option<Span<'a>>, Option<Span<'a>>, Option<Span<'a>>) {
        let Some(g) = self.gcommand() else {
            return (None, None, None);
        };
        let text = g.as_str();
        let Some(k) = text.find("%09") else {
            return (Some(g), None, None);
        };
        let rest = g.slice(k + 3, text.len());
        match rest.as_str().find("%09") {
            None => (Some(g.slice(0, k)), Some(rest), None),
            Some(j) => (
                Some(g.slice(0, k)),
                Some(rest.slice(0, j)),
                Some(rest.slice(j + 3, rest.len())),
            ),
        }
    }
}

typed! {
    /// A `waisaddress`: `waisindex | waisdoc`.
    ///
    /// ```
    /// let url = urlbnf::rfc1630::parse("wais://quake.think.com/wais-discussion-archives?lynch")?;
    /// assert_eq!(url.as_wais().unwrap().database(), "wais-discussion-archives");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    WaisUrl<'a>(engine::WaisAddress<Loc<'a>>) { hostport, database, kind }
    example: r#"let url = urlbnf::rfc1630::parse("wais://quake.think.com/wais-discussion-archives?lynch")?;
let x = url.as_wais().unwrap();"#;

    /// The address.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("wais://h/db")?.as_wais().unwrap().span(), "wais://h/db");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    span: span(source),

    /// The `hostport`.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("wais://h/db")?.as_wais().unwrap().hostport().span(), "h");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    hostport: hostport(hostport),

    /// The `database`.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("wais://h/db")?.as_wais().unwrap().database(), "db");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    database: span(database),

    /// The `(digits, path)` fields of a `waisdoc`'s `wpath`, in order.
    ///
    /// ```
    /// let url = urlbnf::rfc1630::parse("wais://h/db/TEXT/1=a/b;2=c;")?;
    /// let fields: Vec<_> = url.as_wais().unwrap().fields().map(|(n, p)| (n.as_str(), p.as_str())).collect();
    /// assert_eq!(fields, [("1", "a/b"), ("2", "c")]);
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    fields: pairs(fields),
}

/// Which of the two `waisaddress` forms a URL has, with its own parts.
///
/// ```
/// use urlbnf::rfc1630::WaisKind;
/// let url = urlbnf::rfc1630::parse("wais://h/db/TEXT/1=a/b;2=c;")?;
/// let WaisKind::Doc { wtype, .. } = url.as_wais().unwrap().kind() else { panic!() };
/// assert_eq!(wtype, "TEXT");
/// # Ok::<(), urlbnf::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WaisKind<'a> {
    /// `waisindex`: a database, with an optional `search`.
    Index {
        /// The `search` after `?`, if any.
        search: Option<Span<'a>>,
    },
    /// `waisdoc`: a document, with its type and `wpath`.
    Doc {
        /// The `wtype`.
        wtype: Span<'a>,
        /// The `wpath`: `digits = path ;` fields.
        wpath: Span<'a>,
    },
}

impl<'a> WaisUrl<'a> {
    /// Which form, with its parts.
    ///
    /// ```
    /// use urlbnf::rfc1630::WaisKind;
    /// assert_eq!(urlbnf::rfc1630::parse("wais://h/db")?.as_wais().unwrap().kind(), WaisKind::Index { search: None });
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn kind(&self) -> WaisKind<'a> {
        match self.0.kind {
            engine::wais::ParsedWaisKind::Index { search } => WaisKind::Index {
                search: search.map(Loc::span),
            },
            engine::wais::ParsedWaisKind::Doc { wtype, wpath } => WaisKind::Doc {
                wtype: wtype.span(),
                wpath: wpath.span(),
            },
        }
    }
}

typed! {
    /// A `mailtoaddress`: `m a i l t o : xalphas @ hostname`.
    ///
    /// ```
    /// let url = urlbnf::rfc1630::parse("mailto:timbl@info.cern.ch")?;
    /// let m = url.as_mailto().unwrap();
    /// assert_eq!((m.local().as_str(), m.host().as_str()), ("timbl", "info.cern.ch"));
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    MailtoUrl<'a>(engine::MailtoAddress<Loc<'a>>) { local, host }
    example: r#"let url = urlbnf::rfc1630::parse("mailto:timbl@info.cern.ch")?;
let x = url.as_mailto().unwrap();"#;

    /// The address.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("mailto:a@b")?.as_mailto().unwrap().span(), "mailto:a@b");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    span: span(source),

    /// The `xalphas` before `@`.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("mailto:a@b")?.as_mailto().unwrap().local(), "a");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    local: span(local),
}

impl<'a> MailtoUrl<'a> {
    /// The `hostname` after `@`.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("mailto:a@b.c")?.as_mailto().unwrap().host().as_str(), "b.c");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn host(&self) -> Host<'a> {
        Host::new(self.0.hostname, crate::parts::HostKind::Name)
    }
}

/// An `addr-spec` (RFC 822) as `midaddress` and `cidaddress` use it:
/// `local-part "@" domain`, over RFC 1630's characters.
///
/// ```
/// let url = urlbnf::rfc1630::parse("mid:part1@host.example")?;
/// let a = url.as_mid().unwrap().addr_spec();
/// assert_eq!((a.local().as_str(), a.host().as_str()), ("part1", "host.example"));
/// # Ok::<(), urlbnf::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AddrSpec<'a> {
    span: Span<'a>,
    local: Span<'a>,
    host: Span<'a>,
}

impl<'a> AddrSpec<'a> {
    fn from_engine(a: engine::mid::ParsedAddrSpec<Loc<'a>>) -> Self {
        AddrSpec {
            span: a.span.span(),
            local: a.local.span(),
            host: a.host.span(),
        }
    }

    /// The whole `addr-spec`.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("cid:a@b")?.as_cid().unwrap().addr_spec().span(), "a@b");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn span(&self) -> Span<'a> {
        self.span
    }

    /// The RFC 822 `local-part`, before the `@` (its `"` quotes included).
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("cid:a@b")?.as_cid().unwrap().addr_spec().local(), "a");
    /// let url = urlbnf::rfc1630::parse("cid:\"a@b\".c@host")?;
    /// assert_eq!(url.as_cid().unwrap().addr_spec().local(), "\"a@b\".c");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn local(&self) -> Span<'a> {
        self.local
    }

    /// The RFC 822 `domain` after the `@`: dot-separated atoms, which may
    /// start with a digit or `-`.
    ///
    /// ```
    /// let url = urlbnf::rfc1630::parse("cid:part1@0PlD-SEOl.eT")?;
    /// assert_eq!(url.as_cid().unwrap().addr_spec().host(), "0PlD-SEOl.eT");
    /// assert_eq!(urlbnf::rfc1630::parse("cid:a@b")?.as_cid().unwrap().addr_spec().host(), "b");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn host(&self) -> Span<'a> {
        self.host
    }
}

typed! {
    /// A `midaddress`: `m i d : addr-spec`, a message.
    ///
    /// ```
    /// let url = urlbnf::rfc1630::parse("mid:m1@h")?;
    /// assert_eq!(url.as_mid().unwrap().addr_spec().local(), "m1");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    MidUrl<'a>(engine::MidAddress<Loc<'a>>) { addr_spec }
    example: r#"let url = urlbnf::rfc1630::parse("mid:m1@h")?;
let x = url.as_mid().unwrap();"#;

    /// The address.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("mid:a@b")?.as_mid().unwrap().span(), "mid:a@b");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    span: span(source),
}

impl<'a> MidUrl<'a> {
    /// The message id.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("mid:a@b")?.as_mid().unwrap().addr_spec().span(), "a@b");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn addr_spec(&self) -> AddrSpec<'a> {
        AddrSpec::from_engine(self.0.addr_spec)
    }
}

typed! {
    /// A `cidaddress`: `c i d : content-identifier`, a body part.
    ///
    /// ```
    /// let url = urlbnf::rfc1630::parse("cid:c1@h")?;
    /// assert_eq!(url.as_cid().unwrap().addr_spec().local(), "c1");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    CidUrl<'a>(engine::CidAddress<Loc<'a>>) { addr_spec }
    example: r#"let url = urlbnf::rfc1630::parse("cid:c1@h")?;
let x = url.as_cid().unwrap();"#;

    /// The address.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("cid:a@b")?.as_cid().unwrap().span(), "cid:a@b");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    span: span(source),
}

impl<'a> CidUrl<'a> {
    /// The `content-identifier` (an `addr-spec`).
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("cid:a@b")?.as_cid().unwrap().addr_spec().host(), "b");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn addr_spec(&self) -> AddrSpec<'a> {
        AddrSpec::from_engine(self.0.content_identifier)
    }
}

typed! {
    /// An `afsaddress`: `a f s : / / cellname / path` (historical).
    ///
    /// ```
    /// let url = urlbnf::rfc1630::parse("afs://cern.ch/usr/x")?;
    /// let afs = url.as_afs().unwrap();
    /// assert_eq!((afs.cellname().as_str(), afs.path().as_str()), ("cern.ch", "usr/x"));
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    AfsUrl<'a>(engine::AfsAddress<Loc<'a>>) { cellname, path }
    example: r#"let url = urlbnf::rfc1630::parse("afs://cern.ch/usr/x")?;
let x = url.as_afs().unwrap();"#;

    /// The address.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("afs://c/p")?.as_afs().unwrap().span(), "afs://c/p");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    span: span(source),

    /// The `cellname`.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("afs://c/p")?.as_afs().unwrap().cellname(), "c");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    cellname: span(cellname),

    /// The `path`.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("afs://c/p")?.as_afs().unwrap().path(), "p");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    path: span(path),
}

typed! {
    /// The generic `uri` (`scheme : path [ ? search ]`), for a scheme without
    /// a production of its own.
    ///
    /// ```
    /// let url = urlbnf::rfc1630::parse("x-y:a/b?c+d")?;
    /// let u = url.as_other().unwrap();
    /// assert_eq!((u.scheme_name().as_str(), u.path().as_str(), u.search().unwrap().as_str()), ("x-y", "a/b", "c+d"));
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    GenericUrl<'a>(engine::Uri<Loc<'a>>) { scheme_name, path, search }
    example: r#"let url = urlbnf::rfc1630::parse("x-y:a/b?c+d")?;
let x = url.as_other().unwrap();"#;

    /// The address.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("x:y#f")?.as_other().unwrap().span(), "x:y");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    span: span(source),

    /// The `scheme`, as written.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("X:y")?.as_other().unwrap().scheme_name(), "X");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    scheme_name: span(scheme),

    /// The `path` after `:` (possibly void).
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("x:")?.as_other().unwrap().path(), "");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    path: span(path),

    /// The `search` after `?`, if any.
    ///
    /// ```
    /// assert_eq!(urlbnf::rfc1630::parse("x:y?a+b")?.as_other().unwrap().search().unwrap(), "a+b");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    search: opt(search),

    /// The words of the `search`, split at `+` (`search = xalphas [ +
    /// search ]`), each still encoded.
    ///
    /// ```
    /// let url = urlbnf::rfc1630::parse("x:y?a+b")?;
    /// assert_eq!(url.as_other().unwrap().search_words().collect::<Vec<_>>(), ["a", "b"]);
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    search_words: words(search),
}

mod owned {
    use super::super::parse;
    use super::Url;
    use crate::core::failure::ParseError;
    use crate::core::scheme::Scheme;
    use crate::core::span::Span;
    use crate::parts::{Host, Login, Port, PortError};

    crate::buf::url_buf!(rfc1630);
}

pub use owned::UrlBuf;

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
        Url::fragment(self)
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
