//! RFC 1738 (December 1994), section 5: "BNF for specific URL schemes".
//!
//! One module per part of the BNF, in the order of `grammar/rfc1738.bnf`:
//! `generic` (the generic form), `ip_schemepart` (the common IP-based
//! syntax), then one module per predefined scheme, and `chars`
//! ("Miscellaneous definitions"). Every production is a function of the same
//! name whose doc comment quotes its rule; `tests/exactness/grammar_coverage.rs` keeps
//! the two in step.
//!
//! The public side: [`validate`], [`parse`] into a [`Url`] (one variant and
//! one type per scheme), and the value types of the components.
//!
//! ```
//! use urlbnf::rfc1738;
//!
//! assert!(rfc1738::validate("gopher://gopher.example/1sel%09query").is_ok());
//!
//! let err = rfc1738::validate("http://host/a b").unwrap_err();
//! assert_eq!((err.offset(), err.production()), (13, "hpath"));
//!
//! let url = rfc1738::parse("ftp://ftp.example/pub/file.txt;type=i")?;
//! assert_eq!(url.host().unwrap().as_str(), "ftp.example");
//! assert_eq!(url.as_ftp().unwrap().ftp_type(), Some(rfc1738::FtpType::Image));
//! # Ok::<(), urlbnf::ParseError>(())
//! ```

pub mod build;
pub(crate) mod chars;
pub(crate) mod file;
pub(crate) mod ftp;
pub(crate) mod generic;
pub(crate) mod gopher;
pub(crate) mod http;
pub(crate) mod ip_schemepart;
pub(crate) mod mailto;
pub(crate) mod news;
pub(crate) mod nntp;
pub(crate) mod normal;
pub(crate) mod prospero;
pub(crate) mod sections;
#[cfg(feature = "serde")]
pub(crate) mod ser;
pub(crate) mod telnet;
pub(crate) mod types;
pub(crate) mod wais;
pub(crate) mod wording;

pub use types::{
    FileUrl, FtpType, FtpUrl, GenericUrl, GopherType, GopherUrl, HttpUrl, MailtoUrl, NewsUrl,
    NntpUrl, ProsperoUrl, TelnetUrl, Url, UrlBuf, WaisKind, WaisUrl,
};

use std::cell::RefCell;

use crate::accel::escaped::escaped_run;
use crate::core::dialect::{Dialect, ReadOn};
use crate::core::dialect::{public_error, too_long};
use crate::core::failure::{Fail, ParseError};
use crate::core::input::{PResult, Src};
use crate::core::input::{Tag, Traced};
use crate::core::located::At;
use crate::core::scheme::{Scheme, name_before_colon};
use crate::core::table::Table;

/// Checks that `input` is a URL of RFC 1738: the fast path. Allocates
/// nothing, and fails at the same place as [`parse`].
///
/// ```
/// assert!(urlbnf::rfc1738::validate("news:msg123@host.example").is_ok());
/// assert!(urlbnf::rfc1738::validate("http://1.2.3.4.5/").is_err());
/// ```
// Inline: a caller that asks only `is_ok()` then builds no error at all
// (docs/performance.md, `validate` inlined).
#[inline(always)]
pub fn validate(input: &str) -> Result<(), ParseError> {
    match recognize(input) {
        Ok(()) => Ok(()),
        Err(e) => Err(public_error(e, input, &DIALECT).detached()),
    }
}

/// Parses `input` as a URL of RFC 1738 into a typed [`Url`] whose
/// components borrow from `input` and carry their byte offsets. Allocates
/// nothing.
///
/// ```
/// let url = urlbnf::rfc1738::parse("wais://h/db?query")?;
/// assert_eq!(url.as_wais().unwrap().database(), "db");
/// # Ok::<(), urlbnf::ParseError>(())
/// ```
pub fn parse(input: &str) -> Result<Url<'_>, ParseError> {
    if let Some(e) = too_long(input, &DIALECT) {
        return Err(e);
    }
    match url(input) {
        Ok((_, parsed)) => Ok(Url::from_engine(
            input,
            parsed.map_spans(&|part| At::within(input, part)),
        )),
        Err(e) => Err(public_error(e, input, &DIALECT).owned()),
    }
}

/// RFC 1738 as a value, for the code above the grammars.
pub(crate) static DIALECT: Dialect = Dialect {
    wording: &wording::WORDING,
    chars: chars::CHARS,
    wider: None,
    wide: crate::core::dialect::ascii_only,
    unescaped: chars::CHARS.without(b"%"),
    decoded: chars::UNRESERVED,
    prefix: None,
    has_file: true,
    extra_schemes: &[],
    quoted: false,
    reference: None,
    is_reference: false,
    validate,
    read_on,
    traced,
    url_production,
    section: sections::section,
    lints_login: true,
};

/// [`url`] over a [`Traced`] input: `diagnose`'s second run.
fn traced(input: &str, tags: &RefCell<Vec<Tag>>) -> Result<(), Fail> {
    match url(Traced::new(input, tags)) {
        Ok(_) => Ok(()),
        Err(nom::Err::Error(f) | nom::Err::Failure(f)) => Err(f),
        Err(nom::Err::Incomplete(_)) => unreachable!("every production reads complete input"),
    }
}

/// The name of the production the scheme of `input` selects.
fn url_production(input: &str) -> &'static str {
    match crate::core::scheme::name_of(input).map(Scheme::from_name) {
        Some(Scheme::Http) => "httpurl",
        Some(Scheme::Ftp) => "ftpurl",
        Some(Scheme::News) => "newsurl",
        Some(Scheme::Nntp) => "nntpurl",
        Some(Scheme::Telnet) => "telneturl",
        Some(Scheme::Gopher) => "gopherurl",
        Some(Scheme::Wais) => "waisurl",
        Some(Scheme::Mailto) => "mailtourl",
        Some(Scheme::File) => "fileurl",
        Some(Scheme::Prospero) => "prosperourl",
        _ => "otherurl",
    }
}

/// A parsed RFC 1738 URL, generic over the input type (see `input.rs`).
#[derive(Clone, Copy, Debug)]
pub(crate) enum ParsedUrl<S> {
    Http(http::ParsedHttpUrl<S>),
    Ftp(ftp::ParsedFtpUrl<S>),
    News(news::ParsedNewsUrl<S>),
    Nntp(nntp::ParsedNntpUrl<S>),
    Telnet(telnet::ParsedTelnetUrl<S>),
    Gopher(gopher::ParsedGopherUrl<S>),
    Wais(wais::ParsedWaisUrl<S>),
    Mailto(mailto::ParsedMailtoUrl<S>),
    File(file::ParsedFileUrl<S>),
    Prospero(prospero::ParsedProsperoUrl<S>),
    Other(generic::ParsedGenericUrl<S>),
}

impl<S> ParsedUrl<S> {
    /// The same parse result over another span type.
    #[inline(always)]
    pub(crate) fn map_spans<T>(self, f: &impl Fn(S) -> T) -> ParsedUrl<T> {
        match self {
            ParsedUrl::Http(u) => ParsedUrl::Http(u.map_spans(f)),
            ParsedUrl::Ftp(u) => ParsedUrl::Ftp(u.map_spans(f)),
            ParsedUrl::News(u) => ParsedUrl::News(u.map_spans(f)),
            ParsedUrl::Nntp(u) => ParsedUrl::Nntp(u.map_spans(f)),
            ParsedUrl::Telnet(u) => ParsedUrl::Telnet(u.map_spans(f)),
            ParsedUrl::Gopher(u) => ParsedUrl::Gopher(u.map_spans(f)),
            ParsedUrl::Wais(u) => ParsedUrl::Wais(u.map_spans(f)),
            ParsedUrl::Mailto(u) => ParsedUrl::Mailto(u.map_spans(f)),
            ParsedUrl::File(u) => ParsedUrl::File(u.map_spans(f)),
            ParsedUrl::Prospero(u) => ParsedUrl::Prospero(u.map_spans(f)),
            ParsedUrl::Other(u) => ParsedUrl::Other(u.map_spans(f)),
        }
    }
}

/// ```bnf
/// url            = httpurl | ftpurl | newsurl |
///                  nntpurl | telneturl | gopherurl |
///                  waisurl | mailtourl | fileurl |
///                  prosperourl | otherurl
/// ```
///
/// Dispatch, not ordered choice: the scheme name (case-insensitive) selects
/// the one production that may match, and `otherurl` serves only schemes
/// that are not predefined, so `http://-bad-/` is an invalid `httpurl`, never
/// an `otherurl` (`grammar/ERRATA.md`, E2). Each scheme production matches
/// the whole input.
///
/// Always inlined: in `validate` the dispatch must fold away with the
/// unused `ParsedUrl`, which out of line it would build only to drop them
/// (docs/performance.md, `url`).
#[inline(always)]
pub(crate) fn url<'a, I: Src<'a>>(i: I) -> PResult<I, ParsedUrl<I>> {
    Ok(match dispatch(i)? {
        Scheme::Http => http::httpurl(i).map(|(r, u)| (r, ParsedUrl::Http(u)))?,
        Scheme::Ftp => ftp::ftpurl(i).map(|(r, u)| (r, ParsedUrl::Ftp(u)))?,
        Scheme::News => news::newsurl(i).map(|(r, u)| (r, ParsedUrl::News(u)))?,
        Scheme::Nntp => nntp::nntpurl(i).map(|(r, u)| (r, ParsedUrl::Nntp(u)))?,
        Scheme::Telnet => telnet::telneturl(i).map(|(r, u)| (r, ParsedUrl::Telnet(u)))?,
        Scheme::Gopher => gopher::gopherurl(i).map(|(r, u)| (r, ParsedUrl::Gopher(u)))?,
        Scheme::Wais => wais::waisurl(i).map(|(r, u)| (r, ParsedUrl::Wais(u)))?,
        Scheme::Mailto => mailto::mailtourl(i).map(|(r, u)| (r, ParsedUrl::Mailto(u)))?,
        Scheme::File => file::fileurl(i).map(|(r, u)| (r, ParsedUrl::File(u)))?,
        Scheme::Prospero => prospero::prosperourl(i).map(|(r, u)| (r, ParsedUrl::Prospero(u)))?,
        Scheme::Other | Scheme::Mid | Scheme::Cid | Scheme::Afs => {
            generic::otherurl(i).map(|(r, u)| (r, ParsedUrl::Other(u)))?
        }
    })
}

/// The scheme production `url` dispatches to (see [`url`]).
#[inline(always)]
fn dispatch<'a, I: Src<'a>>(i: I) -> Result<Scheme, nom::Err<Fail>> {
    // The ten predefined names are found without scanning the scheme: the
    // first `:` among the first nine bytes ends a candidate name, and a
    // name that packs to a predefined one is all letters, so the scan and
    // the colon check below would find the same name (docs/performance.md,
    // `dispatch`).
    let b = i.bytes();
    if let Some(n) = name_before_colon(b) {
        let scheme = Scheme::from_prefix(b, n);
        if scheme != Scheme::Other {
            return Ok(scheme);
        }
    }
    let (r, name) = generic::scheme(i)?;
    generic::colon(r)?;
    Ok(Scheme::from_prefix(i.bytes(), name.input_len()))
}

/// [`Dialect::read_on`] of RFC 1738. The runs that end the URLs of the
/// predefined schemes with a path (`hpath` and `search`, `fpath`,
/// `selector`, `encoded822addr`) are read on from `at`, then what may
/// follow each (`"?" search`, `";type=" ftptype`, the end): a run holds no
/// byte that the productions before it look ahead for, so the bytes
/// before `at` read the same whatever follows; so are `wais` and
/// `prospero` paths and fields, and a news `grouppart` (as an `article`).
/// An escape where none may stand (a scheme name and its literals, the
/// host or port of a scheme without a login, an `nntp` group, a news
/// `grouppart` with no `@` after it) is refused where it stands.
pub(crate) fn read_on(text: &str, at: usize, production: &str) -> ReadOn {
    // No scheme name holds an escape, however the name then reads.
    if production == "scheme" {
        return ReadOn::Refused;
    }
    let b = text.as_bytes();
    let (Some(tail), Some(name)) = (b.get(at..), name_before_colon(b)) else {
        return ReadOn::Unread;
    };
    crate::core::work::step(tail.len());
    let scheme = Scheme::from_prefix(b, name);
    let valid = match (scheme, production) {
        // The scheme's literals (`://`, `;type=`, the `/` after a host),
        // a host or port, a newsgroup name and an article number hold no
        // escape. Not so where a login may stand before the host: the
        // look-ahead for one reads a run that the fault ended, and the
        // escape may let it go on to an `@`.
        (
            Scheme::Http
            | Scheme::Gopher
            | Scheme::Wais
            | Scheme::Prospero
            | Scheme::Nntp
            | Scheme::File,
            "host" | "hostport",
        )
        | (Scheme::Http, "httpurl")
        | (Scheme::Ftp, "ftpurl")
        | (Scheme::Gopher, "gopherurl")
        | (Scheme::File, "fileurl")
        | (Scheme::Nntp, "nntpurl" | "group" | "digits") => return ReadOn::Refused,
        (Scheme::Http, "hpath") => match escaped_run(tail, &http::HPATH) {
            Ok(n) => match tail[n..].split_first() {
                None => true,
                Some((b'?', search)) => whole_run(search, &http::HSEGMENT),
                Some(_) => false,
            },
            Err(_) => false,
        },
        (Scheme::Http, "search") => whole_run(tail, &http::HSEGMENT),
        (Scheme::Ftp, "fpath") => match escaped_run(tail, &ftp::FPATH) {
            Ok(n) => match &tail[n..] {
                [] => true,
                [b';', b't', b'y', b'p', b'e', b'=', t] => b"AIDaid".contains(t),
                _ => false,
            },
            Err(_) => false,
        },
        (Scheme::File, "fpath") => whole_run(tail, &ftp::FPATH),
        // A `grouppart` with an escape is an `article`: its run (which
        // holds no `@`, so the fault lay before the first one) goes on to
        // `"@" host`, or to the end, where no group may hold the escape and
        // no later fix writes an `@`.
        (Scheme::News, "grouppart" | "article")
            if b.get(name + 1..at).is_some_and(|run| !run.contains(&b'@')) =>
        {
            match escaped_run(tail, &news::ARTICLECHAR) {
                Ok(n) => match tail[n..].split_first() {
                    None => return ReadOn::Refused,
                    Some((b'@', host)) => {
                        matches!(ip_schemepart::read_host(host), (len, Some(_)) if len == host.len())
                    }
                    Some(_) => false,
                },
                Err(_) => false,
            }
        }
        (Scheme::Gopher, "selector") | (Scheme::Mailto, "encoded822addr") => {
            whole_run(tail, &chars::XCHAR)
        }
        // `database` goes on as `waisdatabase`, `waisindex` or `waisdoc`
        // (which the look-ahead after it picks): the end, `"?" search`,
        // or `"/" wtype "/" wpath`.
        (Scheme::Wais, "database") => match escaped_run(tail, &chars::UCHAR) {
            Ok(n) => match tail[n..].split_first() {
                None => true,
                Some((b'?', search)) => whole_run(search, &chars::UCHAR),
                Some((b'/', doc)) => wais_doc(doc),
                Some(_) => false,
            },
            Err(_) => false,
        },
        (Scheme::Wais, "wtype") => wais_doc(tail),
        (Scheme::Wais, "search" | "wpath") => whole_run(tail, &chars::UCHAR),
        // Where the fault lies in a `prosperourl`: its path (no `;`), or a
        // field's name or value (after a `;`, before or after its `=`).
        (Scheme::Prospero, "ppath" | "prosperourl" | "fieldspec" | "fieldname" | "fieldvalue") => {
            prospero_from(b, at)
        }
        _ => false,
    };
    // A run that does not reach the end: where the text fails is for the
    // productions to say.
    if valid { ReadOn::Valid } else { ReadOn::Unread }
}

/// Whether `bytes` is `wtype "/" wpath`.
fn wais_doc(bytes: &[u8]) -> bool {
    match escaped_run(bytes, &chars::UCHAR) {
        Ok(n) => {
            matches!(bytes[n..].split_first(), Some((b'/', path)) if whole_run(path, &chars::UCHAR))
        }
        Err(_) => false,
    }
}

/// Whether the `prosperourl` `b`, read without fault up to `at` (after its
/// `prospero://`), reads on from there to its end: the rest of its path
/// or of a field's name or value, then its `fieldspec`s.
fn prospero_from(b: &[u8], at: usize) -> bool {
    let Some(path) = b.get(11..).and_then(|h| h.iter().position(|&c| c == b'/')) else {
        return false;
    };
    let path = 11 + path + 1;
    if at < path {
        // At the host or its `/`: no escape stands there.
        return false;
    }
    let tail = &b[at..];
    let rest = match b[path..at].iter().rposition(|&c| c == b';') {
        None => match escaped_run(tail, &prospero::PPATH) {
            Ok(n) => &tail[n..],
            Err(_) => return false,
        },
        Some(semi) => {
            let field = &b[path + semi + 1..at];
            let Ok(n) = escaped_run(tail, &prospero::FIELDCHAR) else {
                return false;
            };
            if field.contains(&b'=') {
                &tail[n..]
            } else {
                match tail[n..].split_first() {
                    Some((b'=', value)) => match escaped_run(value, &prospero::FIELDCHAR) {
                        Ok(k) => &value[k..],
                        Err(_) => return false,
                    },
                    _ => return false,
                }
            }
        }
    };
    fieldspecs(rest)
}

/// Whether `bytes` is `*[ fieldspec ]`: `";" fieldname "=" fieldvalue`,
/// any number of times.
fn fieldspecs(mut bytes: &[u8]) -> bool {
    while let Some((b';', spec)) = bytes.split_first() {
        let Ok(n) = escaped_run(spec, &prospero::FIELDCHAR) else {
            return false;
        };
        let Some((b'=', value)) = spec[n..].split_first() else {
            return false;
        };
        let Ok(k) = escaped_run(value, &prospero::FIELDCHAR) else {
            return false;
        };
        bytes = &value[k..];
    }
    bytes.is_empty()
}

/// Whether the whole of `bytes` is one run of `table` bytes and escapes.
#[inline(always)]
fn whole_run(bytes: &[u8], table: &Table) -> bool {
    escaped_run(bytes, table) == Ok(bytes.len())
}

/// [`url`] without its result, for `validate`: the same productions, whose
/// typed parts the optimiser then never builds: building and returning
/// `ParsedUrl` only to drop them was a measurable share of `validate`
/// (docs/performance.md, `recognize`).
pub(crate) fn recognize<'a, I: Src<'a>>(i: I) -> Result<(), nom::Err<Fail>> {
    match dispatch(i)? {
        Scheme::Http => http::httpurl(i).map(drop),
        Scheme::Ftp => ftp::ftpurl(i).map(drop),
        Scheme::News => news::newsurl(i).map(drop),
        Scheme::Nntp => nntp::nntpurl(i).map(drop),
        Scheme::Telnet => telnet::telneturl(i).map(drop),
        Scheme::Gopher => gopher::gopherurl_unsplit(i).map(drop),
        Scheme::Wais => wais::waisurl(i).map(drop),
        Scheme::Mailto => mailto::mailtourl(i).map(drop),
        Scheme::File => file::fileurl(i).map(drop),
        Scheme::Prospero => prospero::prosperourl(i).map(drop),
        Scheme::Other | Scheme::Mid | Scheme::Cid | Scheme::Afs => generic::otherurl(i).map(drop),
    }
}
