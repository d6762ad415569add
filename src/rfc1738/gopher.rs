//! RFC 1738 §5, "GOPHER" (§3.4, RFC 1436):
//! `gopher://<host>:<port>/<gophertype><selector>%09<search>%09<gopher+_string>`.

use std::fmt;

use crate::core::failure::Expected;
use crate::core::input::Tagged;
use crate::core::input::{PResult, Src, consumed, end, peek, scheme_lit, split, take_escaped};
use crate::core::input::{after, within};
use crate::core::located::Loc;
use crate::core::tree::Tree;
use crate::rfc1738::chars::{XCHAR, xchar};
use crate::rfc1738::http::search;
use crate::rfc1738::ip_schemepart::{ParsedHostPort, after_hostport, hostport};

/// A `gopherurl`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParsedGopherUrl<S> {
    pub(crate) source: S,
    pub(crate) hostport: ParsedHostPort<S>,
    pub(crate) slash: bool,
    pub(crate) gtype: Option<S>,
    pub(crate) selector: Option<S>,
    pub(crate) search: Option<S>,
    pub(crate) gopher_plus: Option<S>,
}

impl<S> ParsedGopherUrl<S> {
    /// The same parse result over another span type.
    #[inline(always)]
    pub(crate) fn map_spans<T>(self, f: &impl Fn(S) -> T) -> ParsedGopherUrl<T> {
        ParsedGopherUrl {
            source: f(self.source),
            hostport: self.hostport.map_spans(f),
            slash: self.slash,
            gtype: self.gtype.map(f),
            selector: self.selector.map(f),
            search: self.search.map(f),
            gopher_plus: self.gopher_plus.map(f),
        }
    }
}

impl<'a> ParsedGopherUrl<Loc<'a>> {
    /// The gopher type: the `gtype` if given, else `1` (§3.4: "If the
    /// gophertype is missing, it defaults to 1"). An escaped type is decoded.
    pub(crate) fn gopher_type(&self) -> u8 {
        match self.gtype.map(|t| t.as_str().as_bytes()) {
            None => b'1',
            Some([b]) => *b,
            Some([b'%', hi, lo]) => {
                crate::core::input::hex_value(*hi) << 4 | crate::core::input::hex_value(*lo)
            }
            Some(_) => b'1',
        }
    }
}

impl ParsedGopherUrl<Loc<'_>> {
    pub(crate) fn write_tree(&self, t: &mut Tree<'_, '_>) -> fmt::Result {
        t.node("gopherurl", self.source, |t| {
            self.hostport.write_tree(t)?;
            t.opt("gtype", self.gtype)?;
            t.opt("selector", self.selector)?;
            t.opt("search", self.search)?;
            t.opt("gopher+_string", self.gopher_plus)
        })
    }
}

/// ```bnf
/// gopherurl      = "gopher://" hostport [ / [ gtype [ selector
///                  [ "%09" search [ "%09" gopher+_string ] ] ] ] ]
/// ```
///
/// `selector` and `gopher+_string` are `*xchar`, and `xchar` includes the
/// escape `%09`, so everything after `gtype` is `*xchar` and the `%09`
/// splits are not forced by the grammar. The typed result takes the reading
/// of §3.4: the first `%09` ends the selector and the next one ends the
/// search, provided the text between them is a `search`; otherwise the whole
/// text is the selector (also a derivation of the rule).
#[inline]
pub(crate) fn gopherurl<'a, I: Src<'a>>(i: I) -> PResult<I, ParsedGopherUrl<I>> {
    let (r, (mut url, text)) = gopherurl_unsplit(i)?;
    if let Some(text) = text {
        split_selector(&mut url, text);
    }
    Ok((r, url))
}

/// [`gopherurl`] before the text after `gtype` is split at `%09` (which
/// only decides the typed parts, never validity): `validate` stops here.
/// Splitting costs work for a result `validate` drops (docs/performance.md,
/// `gopherurl_unsplit`).
#[inline]
pub(crate) fn gopherurl_unsplit<'a, I: Src<'a>>(
    i: I,
) -> PResult<I, (ParsedGopherUrl<I>, Option<I>)> {
    let (r, _) = scheme_lit(i, "gopher", "://", "gopherurl")?;
    let (r, hostport) = hostport(r)?;
    let mut url = ParsedGopherUrl {
        source: i,
        hostport,
        slash: false,
        gtype: None,
        selector: None,
        search: None,
        gopher_plus: None,
    };
    if peek(r) != Some(b'/') {
        end(
            r,
            "hostport",
            hostport.expected_after().with(Expected::SLASH),
        )
        .tagged(r, after_hostport(hostport, r))?;
        return Ok((r, (url, None)));
    }
    url.slash = true;
    let r = split(r, 1).0;
    if r.input_len() == 0 {
        return Ok((r, (url, None)));
    }
    let (r, t) = gtype(r).tagged(r, within(r, "gtype"))?;
    url.gtype = Some(t);
    let (r, rest) = selector(r).tagged(r, within(r, "selector"))?;
    end(r, "selector", Expected::XCHAR).tagged(r, after(rest, r, "selector"))?;
    Ok((r, (url, Some(rest))))
}

/// Splits the text after `gtype` into selector, search and gopher+ string.
fn split_selector<'a, I: Src<'a>>(url: &mut ParsedGopherUrl<I>, text: I) {
    url.selector = Some(text);
    let Some(tab) = find_tab(text.bytes()) else {
        return;
    };
    let (after, sel) = split(text, tab);
    let after = split(after, 3).0;
    let search_end = find_tab(after.bytes()).unwrap_or(after.input_len());
    let search_text = split(after, search_end).1;
    if !matches!(search(search_text), Ok((r, _)) if r.input_len() == 0) {
        return; // not a `search`: the whole text stays the selector
    }
    url.selector = Some(sel);
    url.search = Some(search_text);
    if search_end < after.input_len() {
        url.gopher_plus = Some(split(after, search_end + 3).0);
    }
}

/// The offset of the first `%09` in `bytes`.
///
/// A `memchr` for `%` rather than `windows(3).position`: most selectors have
/// no `%` at all (docs/performance.md, `find_tab`). Only `parse` splits
/// (see [`gopherurl_unsplit`]).
fn find_tab(bytes: &[u8]) -> Option<usize> {
    memchr::memchr_iter(b'%', bytes).find(|&k| bytes[k + 1..].starts_with(b"09"))
}

/// ```bnf
/// gtype          = xchar
/// ```
pub(crate) fn gtype<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    xchar(i)
}

/// ```bnf
/// selector       = *xchar
/// ```
#[inline]
pub(crate) fn selector<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    let (r, _) = take_escaped(i, &XCHAR, "selector")?;
    Ok((r, consumed(i, r)))
}

/// ```bnf
/// gopher+_string = *xchar
/// ```
#[allow(dead_code)] // `selector` scans the same class; the split is in `split_selector`
pub(crate) fn gopher_plus_string<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    take_escaped(i, &XCHAR, "gopher+_string")
}
