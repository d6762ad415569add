//! The top of the RFC 1630 grammar: `url` and its dispatch on the scheme
//! name, `prefixedurl`, the generic `uri` with its `fragmentid`, and the
//! pieces every scheme's production shares.

use crate::accel::names::pack;
use crate::core::failure::{Expected, Fail, Kind};
use crate::core::input::{PResult, Src, fail, fail_span, peek, split};
use crate::core::input::{Tagged, after, renamed, within};
use crate::core::scheme::{name_before_colon, packed_prefix};
use crate::core::table::Table;
use crate::rfc1630::afs::{self, AfsAddress};
use crate::rfc1630::chars::{self, CHARS};
use crate::rfc1630::cid::{self, CidAddress};
use crate::rfc1630::ftp::{self, FtpAddress};
use crate::rfc1630::generic::{self, Uri};
use crate::rfc1630::gopher::{self, GopherAddress};
use crate::rfc1630::http::{self, HttpAddress};
use crate::rfc1630::mailto::{self, MailtoAddress};
use crate::rfc1630::mid::{self, MidAddress};
use crate::rfc1630::news::{self, NewsAddress};
use crate::rfc1630::nntp::{self, NntpAddress};
use crate::rfc1630::prospero::{self, ProsperoLink};
use crate::rfc1630::telnet::{self, TelnetAddress};
use crate::rfc1630::wais::{self, WaisAddress};

/// The address an RFC 1630 URL gives: one variant per production the scheme
/// selects.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub(crate) enum ParsedAddress<S> {
    /// `httpaddress`
    Http(HttpAddress<S>),
    /// `ftpaddress`
    Ftp(FtpAddress<S>),
    /// `newsaddress`
    News(NewsAddress<S>),
    /// `nntpaddress`
    Nntp(NntpAddress<S>),
    /// `prosperoaddress` (`prosperolink`)
    Prospero(ProsperoLink<S>),
    /// `telnetaddress`
    Telnet(TelnetAddress<S>),
    /// `gopheraddress`
    Gopher(GopherAddress<S>),
    /// `waisaddress`
    Wais(WaisAddress<S>),
    /// `mailtoaddress`
    Mailto(MailtoAddress<S>),
    /// `midaddress`
    Mid(MidAddress<S>),
    /// `cidaddress`
    Cid(CidAddress<S>),
    /// `afsaddress`: historical, not an alternative of `url`.
    Afs(AfsAddress<S>),
    /// The generic `uri`, for every other scheme.
    Other(Uri<S>),
}

impl<S> ParsedAddress<S> {
    /// The same parse result over another span type.
    #[inline(always)]
    pub(crate) fn map_spans<T>(self, f: &impl Fn(S) -> T) -> ParsedAddress<T> {
        match self {
            ParsedAddress::Http(u) => ParsedAddress::Http(u.map_spans(f)),
            ParsedAddress::Ftp(u) => ParsedAddress::Ftp(u.map_spans(f)),
            ParsedAddress::News(u) => ParsedAddress::News(u.map_spans(f)),
            ParsedAddress::Nntp(u) => ParsedAddress::Nntp(u.map_spans(f)),
            ParsedAddress::Prospero(u) => ParsedAddress::Prospero(u.map_spans(f)),
            ParsedAddress::Telnet(u) => ParsedAddress::Telnet(u.map_spans(f)),
            ParsedAddress::Gopher(u) => ParsedAddress::Gopher(u.map_spans(f)),
            ParsedAddress::Wais(u) => ParsedAddress::Wais(u.map_spans(f)),
            ParsedAddress::Mailto(u) => ParsedAddress::Mailto(u.map_spans(f)),
            ParsedAddress::Mid(u) => ParsedAddress::Mid(u.map_spans(f)),
            ParsedAddress::Cid(u) => ParsedAddress::Cid(u.map_spans(f)),
            ParsedAddress::Afs(u) => ParsedAddress::Afs(u.map_spans(f)),
            ParsedAddress::Other(u) => ParsedAddress::Other(u.map_spans(f)),
        }
    }
}

/// A whole RFC 1630 URL: an optional `url:` prefix, the [`Address`], and an
/// optional `# fragmentid`. The variant public [`Url`] wraps one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Rfc1630Url<S> {
    pub(crate) source: S,
    pub(crate) prefix: Option<S>,
    pub(crate) address: ParsedAddress<S>,
    pub(crate) fragment: Option<S>,
}

impl<S> Rfc1630Url<S> {
    /// The same parse result over another span type.
    #[inline(always)]
    pub(crate) fn map_spans<T>(self, f: &impl Fn(S) -> T) -> Rfc1630Url<T> {
        Rfc1630Url {
            source: f(self.source),
            prefix: self.prefix.map(f),
            address: self.address.map_spans(f),
            fragment: self.fragment.map(f),
        }
    }
}

/// The schemes with a production of their own, lower case.
const URL_SCHEMES: [&str; 11] = [
    "http", "ftp", "news", "nntp", "prospero", "telnet", "gopher", "wais", "mailto", "mid", "cid",
];

/// A whole RFC 1630 URL (not itself a rule of the grammar): the scheme name
/// selects `prefixedurl`, one `url` alternative, `afsaddress`, or the
/// generic `fragmentaddress`; then an optional `# fragmentid`, then the end
/// of the input (`grammar/ERRATA.md`, "Scheme dispatch" and "Fragments").
///
/// Always inlined: each input type has one caller (`validate`, `parse`, the
/// traced run), so no code is duplicated, `parse` builds its result in
/// place instead of copying it, and `validate` drops the parts it never
/// reads (docs/performance.md, `any_url`).
#[inline(always)]
pub(crate) fn any_url<'a, I: Src<'a>>(i: I) -> PResult<I, Rfc1630Url<I>> {
    if i.input_len() == 0 {
        return Err(fail_span(
            i,
            0,
            Kind::EmptyInput,
            "scheme",
            Expected::LETTER,
        ));
    }
    let (r, prefix, address) = match dispatch(i.bytes()) {
        Some(Production::Prefixed) => {
            let (r, (prefix, address)) = prefixedurl(i)?;
            (r, Some(prefix), address)
        }
        Some(Production::Afs) => {
            let (r, a) = afs::afsaddress(i)?;
            (r, None, ParsedAddress::Afs(a))
        }
        Some(p) => {
            let (r, a) = address(i, p)?;
            (r, None, a)
        }
        None => {
            let (r, (u, f)) = generic::fragmentaddress(i)?;
            let expected = match (f, u.search) {
                (Some(_), _) => Expected::XALPHA,
                (None, Some(_)) => Expected::XALPHA.with(Expected::PLUS).with(Expected::HASH),
                (None, None) => Expected::XPALPHA
                    .with(Expected::SLASH)
                    .with(Expected::QUESTION)
                    .with(Expected::HASH),
            };
            let ended = crate::core::input::end(r, "fragmentaddress", expected);
            match (f, u.search) {
                (Some(f), _) => ended.tagged(r, after(f, r, "fragmentid"))?,
                (None, Some(q)) => ended.tagged(r, after(q, r, "search"))?,
                (None, None) => ended.tagged(r, after(u.path, r, "path"))?,
            };
            let url = Rfc1630Url {
                source: i,
                prefix: None,
                address: ParsedAddress::Other(u),
                fragment: f,
            };
            return Ok((r, url));
        }
    };
    let (r, fragment) = if peek(r) == Some(b'#') {
        let r = split(r, 1).0;
        if r.input_len() == 0 {
            (r, Some(r))
        } else {
            let (r, f) = fragmentid(r).tagged(r, within(r, "fragmentid"))?;
            (r, Some(f))
        }
    } else {
        (r, None)
    };
    let ended = crate::core::input::end(r, "fragmentid", Expected::XALPHA);
    match fragment {
        Some(f) => ended.tagged(r, after(f, r, "fragmentid"))?,
        None => ended?,
    };
    Ok((
        r,
        Rfc1630Url {
            source: i,
            prefix,
            address,
            fragment,
        },
    ))
}

/// ```bnf
///      prefixedurl            u r l : url
/// ```
///
/// `u r l :` is the literal `url:`, its letters compared case-insensitively
/// like a scheme name (`URL:` as in RFC 1738's appendix). Returns the prefix
/// and the address.
pub(crate) fn prefixedurl<'a, I: Src<'a>>(i: I) -> PResult<I, (I, ParsedAddress<I>)> {
    let (r, prefix) = crate::core::input::scheme_lit(i, "url", ":", "prefixedurl")?;
    let (r, a) = url(r)?;
    Ok((r, (prefix, a)))
}

/// ```bnf
///      url                    httpaddress | ftpaddress | newsaddress |
///                             nntpaddress | prosperoaddress | telnetaddress
///                             | gopheraddress | waisaddress |
///                             mailtoaddress  | midaddress | cidaddress
/// ```
///
/// Dispatch, not ordered choice: the scheme name (ASCII case-insensitive)
/// selects the one alternative that may match. Any other scheme (including
/// `afs`, and `url` itself) is not a `url`.
pub(crate) fn url<'a, I: Src<'a>>(i: I) -> PResult<I, ParsedAddress<I>> {
    match dispatch(i.bytes()) {
        Some(Production::Prefixed | Production::Afs) | None => Err(not_a_url(i)),
        Some(p) => address(i, p),
    }
}

/// The production a scheme name selects (`grammar/ERRATA.md` F1, F18,
/// F19); `None` for the generic `fragmentaddress`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Production {
    Prefixed,
    Afs,
    Http,
    Ftp,
    News,
    Nntp,
    Prospero,
    Telnet,
    Gopher,
    Wais,
    Mailto,
    Mid,
    Cid,
}

/// Reads the scheme name once: letters only up to the `:` (every name with
/// a production of its own is letters only; any other character makes it a
/// generic scheme, as does a name of more than 8 letters), compared
/// ASCII-case-insensitively: one pass over the name, where a scan, a
/// search of the eleven names and a second search in `url` would each read
/// it (docs/performance.md, RFC 1630 dispatch).
#[inline(always)]
fn dispatch(b: &[u8]) -> Option<Production> {
    // The letters before the `:`, lower-cased (`| 0x20`), packed into one
    // word and compared with each name's word: only a name of letters can
    // match (`packed_prefix`).
    let n = name_before_colon(b)?;
    if n == 0 {
        return None;
    }
    let key = packed_prefix(b, n);
    const NAMES: [(u64, Production); 13] = [
        (pack(b"http"), Production::Http),
        (pack(b"ftp"), Production::Ftp),
        (pack(b"news"), Production::News),
        (pack(b"nntp"), Production::Nntp),
        (pack(b"prospero"), Production::Prospero),
        (pack(b"telnet"), Production::Telnet),
        (pack(b"gopher"), Production::Gopher),
        (pack(b"wais"), Production::Wais),
        (pack(b"mailto"), Production::Mailto),
        (pack(b"mid"), Production::Mid),
        (pack(b"cid"), Production::Cid),
        (pack(b"url"), Production::Prefixed),
        (pack(b"afs"), Production::Afs),
    ];
    NAMES.iter().find(|(w, _)| *w == key).map(|&(_, p)| p)
}

/// Whether `scheme` selects a production of its own (one of the eleven
/// `url` schemes, `url` or `afs`) rather than the generic `uri`.
pub(crate) fn has_production(scheme: &str) -> bool {
    dispatch(format!("{scheme}:").as_bytes()).is_some()
}

/// The `url` alternative `p` (one of the eleven).
#[inline(always)]
fn address<'a, I: Src<'a>>(i: I, p: Production) -> PResult<I, ParsedAddress<I>> {
    Ok(match p {
        Production::Http => http::httpaddress(i).map(|(r, u)| (r, ParsedAddress::Http(u)))?,
        Production::Ftp => ftp::ftpaddress(i).map(|(r, u)| (r, ParsedAddress::Ftp(u)))?,
        Production::News => news::newsaddress(i).map(|(r, u)| (r, ParsedAddress::News(u)))?,
        Production::Nntp => nntp::nntpaddress(i).map(|(r, u)| (r, ParsedAddress::Nntp(u)))?,
        Production::Prospero => {
            prospero::prosperoaddress(i).map(|(r, u)| (r, ParsedAddress::Prospero(u)))?
        }
        Production::Telnet => {
            telnet::telnetaddress(i).map(|(r, u)| (r, ParsedAddress::Telnet(u)))?
        }
        Production::Gopher => {
            gopher::gopheraddress(i).map(|(r, u)| (r, ParsedAddress::Gopher(u)))?
        }
        Production::Wais => wais::waisaddress(i).map(|(r, u)| (r, ParsedAddress::Wais(u)))?,
        Production::Mailto => {
            mailto::mailtoaddress(i).map(|(r, u)| (r, ParsedAddress::Mailto(u)))?
        }
        Production::Mid => mid::midaddress(i).map(|(r, u)| (r, ParsedAddress::Mid(u)))?,
        Production::Cid => cid::cidaddress(i).map(|(r, u)| (r, ParsedAddress::Cid(u)))?,
        Production::Prefixed | Production::Afs => return Err(not_a_url(i)),
    })
}

/// The error for a scheme that is not one of `url`'s alternatives.
#[cold]
fn not_a_url<'a, I: Src<'a>>(i: I) -> nom::Err<Fail> {
    const SCHEMEISH: Table = chars::XALPHA.or(Table::of(b"%"));
    let n = crate::core::input::run_len(i.bytes(), &SCHEMEISH);
    // The start of a `url` scheme name, cut short by a character outside
    // the grammar: `url:HT[TP://h`.
    let name = &i.bytes()[..n];
    let viable = URL_SCHEMES
        .iter()
        .any(|s| s.len() >= n && s.as_bytes()[..n].eq_ignore_ascii_case(name));
    if let Some(e) = crate::core::input::cut_short(i, n, &CHARS, || viable, "url", Expected::LETTER)
    {
        return e;
    }
    if n == 0 {
        return fail(i, "url", Expected::LETTER);
    }
    fail_span(i, n, Kind::PrefixedUrlScheme, "url", Expected::NONE)
}

/// ```bnf
///      scheme                 ialpha
/// ```
///
/// No alternative of `url` uses `scheme` (each spells its own prefix), and
/// the name that selects the production is read by `dispatch`, which needs
/// only its letters.
#[allow(dead_code)] // kept as the rule's transcription
pub(crate) fn scheme<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    chars::ialpha(i)
}

/// ```bnf
///      fragmentid             xalphas
/// ```
///
/// The specific section defines `fragmentid` but no rule uses it; it is the
/// fragment after `#` of any specific URL (`grammar/ERRATA.md`).
pub(crate) fn fragmentid<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    chars::xalphas(i).map_err(|e| renamed(e, &["xalphas"], "fragmentid"))
}

/// The name of the production the scheme of `input` selects.
pub(crate) fn url_production(input: &str) -> &'static str {
    match dispatch(input.as_bytes()) {
        Some(Production::Prefixed) => "prefixedurl",
        Some(Production::Afs) => "afsaddress",
        Some(Production::Http) => "httpaddress",
        Some(Production::Ftp) => "ftpaddress",
        Some(Production::News) => "newsaddress",
        Some(Production::Nntp) => "nntpaddress",
        Some(Production::Prospero) => "prosperoaddress",
        Some(Production::Telnet) => "telnetaddress",
        Some(Production::Gopher) => "gopheraddress",
        Some(Production::Wais) => "waisaddress",
        Some(Production::Mailto) => "mailtoaddress",
        Some(Production::Mid) => "midaddress",
        Some(Production::Cid) => "cidaddress",
        None => "uri",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn universe() {
        for c in ['a', '"', '#', '@', '&', '+', '=', ';', '%', '\'', '$'] {
            assert!(c.is_ascii() && CHARS.has(c as u8), "{c:?}");
        }
        for c in [
            ' ', '<', '>', '{', '|', '\\', '^', '~', '[', ']', '`', '\t', 'é',
        ] {
            assert!(!(c.is_ascii() && CHARS.has(c as u8)), "{c:?}");
        }
    }

    #[test]
    fn scheme_dispatch() {
        assert_eq!(dispatch(b"HTTP://h"), Some(Production::Http));
        assert_eq!(dispatch(b"ProsPero://h"), Some(Production::Prospero));
        assert_eq!(dispatch(b"prosperos://h"), None);
        assert_eq!(dispatch(b"http2://h"), None);
        assert_eq!(dispatch(b"ht%74p://h"), None);
        assert_eq!(dispatch(b"//h"), None);
        assert_eq!(dispatch(b"http"), None);
        // Every name in any case, and its neighbours, against a plain
        // comparison of the lower-cased name.
        let names = [
            ("http", Production::Http),
            ("ftp", Production::Ftp),
            ("news", Production::News),
            ("nntp", Production::Nntp),
            ("prospero", Production::Prospero),
            ("telnet", Production::Telnet),
            ("gopher", Production::Gopher),
            ("wais", Production::Wais),
            ("mailto", Production::Mailto),
            ("mid", Production::Mid),
            ("cid", Production::Cid),
            ("url", Production::Prefixed),
            ("afs", Production::Afs),
        ];
        let plain = |name: &str| {
            let lower = name.to_ascii_lowercase();
            names.iter().find(|(n, _)| *n == lower).map(|&(_, p)| p)
        };
        for (name, _) in names {
            let upper = name.to_ascii_uppercase();
            let variants = [
                name.to_string(),
                upper.clone(),
                format!("{}{}", &upper[..1], &name[1..]),
                format!("{name}s"),
                name[..name.len() - 1].to_string(),
                format!("x{name}"),
                name.replace('t', "T").replace('p', "+"),
            ];
            for v in variants {
                for tail in [":", "://h/p", ":x"] {
                    let input = format!("{v}{tail}");
                    assert_eq!(dispatch(input.as_bytes()), plain(&v), "{input}");
                }
            }
        }
        assert!(
            matches!(any_url("url:afs://c/p"), Err(nom::Err::Failure(f)) if f.kind == Kind::PrefixedUrlScheme)
        );
        assert!(
            matches!(any_url("url:url:http://h"), Err(nom::Err::Failure(f)) if f.kind == Kind::PrefixedUrlScheme)
        );
        assert!(any_url("afs:x").is_err());
    }
}
