//! The RFC 1630 dialect ("Universal Resource Identifiers in WWW", June
//! 1994): typed results of [`crate::parse`] with [`crate::Grammar::Rfc1630`].
//!
//! The RFC has two BNF sections, both transcribed from
//! `grammar/rfc1630.bnf`: "BNF of Generic URI Syntax" in `generic.rs`, and
//! "BNF for specific URL schemes" in the other modules (one per scheme, plus
//! `login.rs`, `path.rs` and `chars.rs` for the shared rules). Every
//! production is a function of the same name whose doc comment quotes its
//! rule; `tests/grammar_coverage.rs` keeps code and grammar in step.
//!
//! How an input is read (each decision is in `grammar/ERRATA.md`):
//!
//! * the scheme name selects the production, case-insensitively: the eleven
//!   alternatives of `url`, `afsaddress` for `afs:`, `prefixedurl` for
//!   `url:`, and the generic `fragmentaddress` for every other scheme;
//! * any of them may be followed by `# fragmentid`;
//! * `url:` must be followed by one of the eleven `url` alternatives.
//!
//! ```
//! use urlbnf::{parse, validate, Grammar, rfc1630::Address};
//!
//! // `"`, `@` and `&` are ordinary characters; a search needs no path.
//! assert!(validate("http://h?\"q\"&r", Grammar::Rfc1630).is_ok());
//! assert!(validate("http://h?\"q\"&r", Grammar::Rfc1738).is_err());
//!
//! let url = parse("URL:news:comp.infosystems.www#top", Grammar::Rfc1630)?;
//! let u = url.as_rfc1630().unwrap();
//! assert_eq!(u.prefix().map(|p| *p.fragment()), Some("URL:"));
//! assert!(matches!(u.address(), Address::News(_)));
//! assert_eq!(u.fragment().map(|f| *f.fragment()), Some("top"));
//! assert_eq!(url.to_string(), "URL:news:comp.infosystems.www#top");
//! # Ok::<(), urlbnf::ParseError>(())
//! ```

pub(crate) mod afs;
pub(crate) mod chars;
pub(crate) mod cid;
pub(crate) mod ftp;
pub(crate) mod generic;
pub(crate) mod gopher;
pub(crate) mod http;
pub(crate) mod login;
pub(crate) mod mailto;
pub(crate) mod mid;
pub(crate) mod news;
pub(crate) mod nntp;
pub(crate) mod path;
pub(crate) mod prospero;
pub(crate) mod telnet;
pub(crate) mod wais;

use std::fmt;

pub use afs::AfsAddress;
pub use cid::CidAddress;
pub use ftp::FtpAddress;
pub use generic::Uri;
pub use gopher::GopherAddress;
pub use http::HttpAddress;
pub use mailto::MailtoAddress;
pub use mid::{AddrSpec, MidAddress};
pub use news::NewsAddress;
pub use nntp::NntpAddress;
pub use prospero::ProsperoLink;
pub use telnet::TelnetAddress;
pub use wais::{WaisAddress, WaisKind};

use crate::error::{Expected, Fail, Kind};
use crate::input::{PResult, Span, Src, fail, fail_span, peek, split};
use crate::scheme::Scheme;
use crate::table::Table;
use crate::tree::Tree;

/// The address an RFC 1630 URL gives: one variant per production the scheme
/// selects.
///
/// ```
/// use urlbnf::{parse, Grammar, rfc1630::Address};
/// let url = parse("g:h", Grammar::Rfc1630)?;
/// assert!(matches!(url.as_rfc1630().unwrap().address(), Address::Uri(_)));
/// # Ok::<(), urlbnf::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Address<S> {
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
    Uri(Uri<S>),
}

impl<S> Address<S> {
    /// The scheme of the production that matched ([`Scheme::Other`] for the
    /// generic `uri`).
    ///
    /// ```
    /// let url = urlbnf::parse("cid:a@b", urlbnf::Grammar::Rfc1630)?;
    /// assert_eq!(url.as_rfc1630().unwrap().address().scheme(), urlbnf::Scheme::Cid);
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn scheme(&self) -> Scheme {
        match self {
            Address::Http(_) => Scheme::Http,
            Address::Ftp(_) => Scheme::Ftp,
            Address::News(_) => Scheme::News,
            Address::Nntp(_) => Scheme::Nntp,
            Address::Prospero(_) => Scheme::Prospero,
            Address::Telnet(_) => Scheme::Telnet,
            Address::Gopher(_) => Scheme::Gopher,
            Address::Wais(_) => Scheme::Wais,
            Address::Mailto(_) => Scheme::Mailto,
            Address::Mid(_) => Scheme::Mid,
            Address::Cid(_) => Scheme::Cid,
            Address::Afs(_) => Scheme::Afs,
            Address::Uri(_) => Scheme::Other,
        }
    }
}

impl Address<Span<'_>> {
    pub(crate) fn write_tree(&self, t: &mut Tree<'_, '_>) -> fmt::Result {
        match self {
            Address::Http(u) => u.write_tree(t),
            Address::Ftp(u) => u.write_tree(t),
            Address::News(u) => u.write_tree(t),
            Address::Nntp(u) => u.write_tree(t),
            Address::Prospero(u) => u.write_tree(t),
            Address::Telnet(u) => u.write_tree(t),
            Address::Gopher(u) => u.write_tree(t),
            Address::Wais(u) => u.write_tree(t),
            Address::Mailto(u) => u.write_tree(t),
            Address::Mid(u) => u.write_tree(t),
            Address::Cid(u) => u.write_tree(t),
            Address::Afs(u) => u.write_tree(t),
            Address::Uri(u) => u.write_tree(t),
        }
    }
}

/// A whole RFC 1630 URL: an optional `url:` prefix, the [`Address`], and an
/// optional `# fragmentid`. The variant [`crate::Url::Rfc1630`] holds one.
///
/// ```
/// let url = urlbnf::parse("http://www.myu.edu/org/admin/people#andy", urlbnf::Grammar::Rfc1630)?;
/// let u = url.as_rfc1630().unwrap();
/// assert!(u.prefix().is_none());
/// assert_eq!(u.fragment().map(|f| *f.fragment()), Some("andy"));
/// # Ok::<(), urlbnf::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rfc1630Url<S> {
    pub(crate) source: S,
    pub(crate) prefix: Option<S>,
    pub(crate) address: Address<S>,
    pub(crate) fragment: Option<S>,
}

impl<S: Copy> Rfc1630Url<S> {
    /// The `url:` of a `prefixedurl`, as written.
    ///
    /// ```
    /// let url = urlbnf::parse("url:mailto:timbl@info.cern.ch", urlbnf::Grammar::Rfc1630)?;
    /// assert_eq!(url.as_rfc1630().unwrap().prefix().map(|p| *p.fragment()), Some("url:"));
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn prefix(&self) -> Option<S> {
        self.prefix
    }
    /// The address, without prefix and fragment.
    ///
    /// ```
    /// let url = urlbnf::parse("telnet://h", urlbnf::Grammar::Rfc1630)?;
    /// assert!(matches!(url.as_rfc1630().unwrap().address(), urlbnf::rfc1630::Address::Telnet(_)));
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn address(&self) -> Address<S> {
        self.address
    }
    /// The `fragmentid` after `#`, if there is a `#` (it may be void).
    ///
    /// ```
    /// let url = urlbnf::parse("x:y#", urlbnf::Grammar::Rfc1630)?;
    /// assert_eq!(url.as_rfc1630().unwrap().fragment().map(|f| *f.fragment()), Some(""));
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn fragment(&self) -> Option<S> {
        self.fragment
    }
    /// The whole input.
    ///
    /// ```
    /// let url = urlbnf::parse("g:h#f", urlbnf::Grammar::Rfc1630)?;
    /// assert_eq!(*url.as_rfc1630().unwrap().source().fragment(), "g:h#f");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn source(&self) -> S {
        self.source
    }
}

impl Rfc1630Url<Span<'_>> {
    pub(crate) fn write_tree(&self, t: &mut Tree<'_, '_>) -> fmt::Result {
        let Some(f) = self.fragment else {
            return self.write_url(t, self.source);
        };
        let before = split(
            self.source,
            self.source.fragment().len() - f.fragment().len() - 1,
        )
        .1;
        t.node("fragmentaddress", self.source, |t| {
            self.write_url(t, before)?;
            t.leaf("fragmentid", f)
        })
    }

    fn write_url(&self, t: &mut Tree<'_, '_>, span: Span<'_>) -> fmt::Result {
        match self.prefix {
            Some(_) => t.node("prefixedurl", span, |t| {
                t.node("url", split(span, 4).0, |t| self.address.write_tree(t))
            }),
            None => self.address.write_tree(t),
        }
    }
}

/// Writes a `path` node with its non-void `segment`s.
pub(crate) fn write_path(t: &mut Tree<'_, '_>, name: &str, path: Span<'_>) -> fmt::Result {
    if path.fragment().is_empty() {
        return t.leaf_note(name, path, "void");
    }
    t.node(name, path, |t| {
        for s in crate::segments::Segments::new(Some(path)) {
            if !s.fragment().is_empty() {
                t.leaf("segment", s)?;
            }
        }
        Ok(())
    })
}

/// The schemes with a production of their own, lower case.
const URL_SCHEMES: [&str; 11] = [
    "http", "ftp", "news", "nntp", "prospero", "telnet", "gopher", "wais", "mailto", "mid", "cid",
];

/// A whole RFC 1630 URL (not itself a rule of the grammar): the scheme name
/// selects `prefixedurl`, one `url` alternative, `afsaddress`, or the
/// generic `fragmentaddress`; then an optional `# fragmentid`, then the end
/// of the input (`grammar/ERRATA.md`, "Scheme dispatch" and "Fragments").
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
    let name = scheme_name(i);
    let (r, prefix, address) = if name.eq_ignore_ascii_case("url") {
        let (r, (prefix, address)) = prefixedurl(i)?;
        (r, Some(prefix), address)
    } else if name.eq_ignore_ascii_case("afs") {
        let (r, a) = afs::afsaddress(i)?;
        (r, None, Address::Afs(a))
    } else if URL_SCHEMES.iter().any(|s| s.eq_ignore_ascii_case(name)) {
        let (r, a) = url(i)?;
        (r, None, a)
    } else {
        let (r, (u, f)) = generic::fragmentaddress(i)?;
        let expected = match (f, u.search) {
            (Some(_), _) => Expected::XALPHA,
            (None, Some(_)) => Expected::XALPHA.with(Expected::PLUS).with(Expected::HASH),
            (None, None) => Expected::XPALPHA
                .with(Expected::SLASH)
                .with(Expected::QUESTION)
                .with(Expected::HASH),
        };
        crate::input::end(r, "fragmentaddress", expected)?;
        let url = Rfc1630Url {
            source: i,
            prefix: None,
            address: Address::Uri(u),
            fragment: f,
        };
        return Ok((r, url));
    };
    let (r, fragment) = if peek(r) == Some(b'#') {
        let r = split(r, 1).0;
        if r.input_len() == 0 {
            (r, Some(r))
        } else {
            let (r, f) = fragmentid(r)?;
            (r, Some(f))
        }
    } else {
        (r, None)
    };
    crate::input::end(r, "fragmentid", Expected::XALPHA)?;
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

/// The scheme name for dispatch: the `ialpha` before the first `:`, or `""`
/// when the input does not start with `ialpha ":"`.
fn scheme_name<'a, I: Src<'a>>(i: I) -> &'a str {
    match scheme(i) {
        Ok((r, name)) if peek(r) == Some(b':') => name.text(),
        _ => "",
    }
}

/// ```bnf
///      prefixedurl            u r l : url
/// ```
///
/// `u r l :` is the literal `url:`, its letters compared case-insensitively
/// like a scheme name (`URL:` as in RFC 1738's appendix). Returns the prefix
/// and the address.
pub(crate) fn prefixedurl<'a, I: Src<'a>>(i: I) -> PResult<I, (I, Address<I>)> {
    let (r, prefix) = crate::input::scheme_lit(i, "url", ":", "prefixedurl")?;
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
pub(crate) fn url<'a, I: Src<'a>>(i: I) -> PResult<I, Address<I>> {
    let name = scheme_name(i);
    let is = |s: &str| name.eq_ignore_ascii_case(s);
    Ok(if is("http") {
        http::httpaddress(i).map(|(r, u)| (r, Address::Http(u)))?
    } else if is("ftp") {
        ftp::ftpaddress(i).map(|(r, u)| (r, Address::Ftp(u)))?
    } else if is("news") {
        news::newsaddress(i).map(|(r, u)| (r, Address::News(u)))?
    } else if is("nntp") {
        nntp::nntpaddress(i).map(|(r, u)| (r, Address::Nntp(u)))?
    } else if is("prospero") {
        prospero::prosperoaddress(i).map(|(r, u)| (r, Address::Prospero(u)))?
    } else if is("telnet") {
        telnet::telnetaddress(i).map(|(r, u)| (r, Address::Telnet(u)))?
    } else if is("gopher") {
        gopher::gopheraddress(i).map(|(r, u)| (r, Address::Gopher(u)))?
    } else if is("wais") {
        wais::waisaddress(i).map(|(r, u)| (r, Address::Wais(u)))?
    } else if is("mailto") {
        mailto::mailtoaddress(i).map(|(r, u)| (r, Address::Mailto(u)))?
    } else if is("mid") {
        mid::midaddress(i).map(|(r, u)| (r, Address::Mid(u)))?
    } else if is("cid") {
        cid::cidaddress(i).map(|(r, u)| (r, Address::Cid(u)))?
    } else {
        return Err(not_a_url(i));
    })
}

/// The error for a scheme that is not one of `url`'s alternatives.
#[cold]
fn not_a_url<'a, I: Src<'a>>(i: I) -> nom::Err<Fail> {
    const SCHEMEISH: Table = chars::XALPHA.or(Table::of(b"%"));
    let n = crate::input::run_len(i.bytes(), &SCHEMEISH);
    // The start of a `url` scheme name, cut short by a character outside
    // the grammar: `url:HT[TP://h`.
    let name = &i.bytes()[..n];
    let viable = URL_SCHEMES
        .iter()
        .any(|s| s.len() >= n && s.as_bytes()[..n].eq_ignore_ascii_case(name));
    if let Some(e) = crate::input::cut_short(i, n, &ANY, || viable, "url", Expected::LETTER) {
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
/// No alternative of `url` uses `scheme` (each spells its own prefix); it
/// reads the scheme name that selects the production.
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
    chars::xalphas(i).map_err(|e| {
        e.map(|mut f| {
            if f.production == "xalphas" {
                f.production = "fragmentid";
            }
            f
        })
    })
}

/// Succeeds at the end of a scheme production: the end of the input or the
/// `#` of a fragment. Otherwise fails at `r` with `expected`.
#[inline(always)]
pub(crate) fn done<'a, I: Src<'a>>(
    r: I,
    production: &'static str,
    expected: Expected,
) -> Result<(), nom::Err<Fail>> {
    match peek(r) {
        None | Some(b'#') => Ok(()),
        Some(_) => Err(fail(
            r,
            production,
            expected.with(Expected::HASH).with(Expected::END),
        )),
    }
}

/// Every byte some RFC 1630 production derives: the `xpalpha`s of either
/// section (the specific one's include the generic one's), the `%` of
/// `escape`, and the literals `= ; / # ? :`. Not `space`: no production
/// derives it, although `reserved` lists it (`grammar/ERRATA.md`).
pub(crate) const ANY: Table = chars::XPALPHA.or(Table::of(b"%=;/#?:"));

/// Whether `c` occurs anywhere in the RFC 1630 language.
pub(crate) fn in_any_grammar(c: char) -> bool {
    c.is_ascii() && ANY.has(c as u8)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn universe() {
        for c in ['a', '"', '#', '@', '&', '+', '=', ';', '%', '\'', '$'] {
            assert!(in_any_grammar(c), "{c:?}");
        }
        for c in [
            ' ', '<', '>', '{', '|', '\\', '^', '~', '[', ']', '`', '\t', 'é',
        ] {
            assert!(!in_any_grammar(c), "{c:?}");
        }
    }

    #[test]
    fn dispatch() {
        assert_eq!(scheme_name("HTTP://h"), "HTTP");
        assert_eq!(scheme_name("http2://h"), "http2");
        assert_eq!(scheme_name("//h"), "");
        assert!(
            matches!(any_url("url:afs://c/p"), Err(nom::Err::Failure(f)) if f.kind == Kind::PrefixedUrlScheme)
        );
        assert!(
            matches!(any_url("url:url:http://h"), Err(nom::Err::Failure(f)) if f.kind == Kind::PrefixedUrlScheme)
        );
        assert!(any_url("afs:x").is_err());
    }
}
