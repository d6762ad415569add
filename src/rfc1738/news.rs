//! RFC 1738 §5, "NEWS" (§3.6, RFC 1036): `news:<newsgroup-name>`,
//! `news:<message-id>`, `news:*`.

use std::fmt;

use crate::core::failure::{Expected, Kind};
use crate::core::input::Tagged;
use crate::core::input::{
    PResult, Src, byte, consumed, end, fail, fail_span, peek, scheme_lit, take_escaped, take_run,
};
use crate::core::input::{after, cut_short, within};
use crate::core::located::Loc;
use crate::core::table::Table;
use crate::core::tree::Tree;
use crate::rfc1738::chars::{ALPHA, DIGIT, UCHAR, alpha};
use crate::rfc1738::ip_schemepart::host;

/// `alpha | digit | "-" | "." | "+" | "_"`: the characters after a group's first.
pub(crate) const GROUPCHAR: Table = ALPHA.or(DIGIT).or(Table::of(b"-.+_"));
/// `uchar | ";" | "/" | "?" | ":" | "&" | "="`: an article's characters before `@`.
pub(crate) const ARTICLECHAR: Table = UCHAR.or(Table::of(b";/?:&="));

/// What a `news:` URL names: its `grouppart`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParsedGroupPart<S> {
    /// `"*"`: all groups.
    All(S),
    /// A `group` name.
    Group(S),
    /// An `article` (message id): the part before `@` and the `host`.
    Article {
        /// The whole `article`.
        span: S,
        /// The text before `@`.
        local: S,
        /// The `host` after `@`.
        host: S,
    },
}

impl<S> ParsedGroupPart<S> {
    /// The same parse result over another span type.
    #[inline(always)]
    pub(crate) fn map_spans<T>(self, f: &impl Fn(S) -> T) -> ParsedGroupPart<T> {
        match self {
            ParsedGroupPart::All(s) => ParsedGroupPart::All(f(s)),
            ParsedGroupPart::Group(s) => ParsedGroupPart::Group(f(s)),
            ParsedGroupPart::Article { span, local, host } => ParsedGroupPart::Article {
                span: f(span),
                local: f(local),
                host: f(host),
            },
        }
    }
}

/// A `newsurl`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParsedNewsUrl<S> {
    pub(crate) source: S,
    pub(crate) grouppart: ParsedGroupPart<S>,
}

impl<S> ParsedNewsUrl<S> {
    /// The same parse result over another span type.
    #[inline(always)]
    pub(crate) fn map_spans<T>(self, f: &impl Fn(S) -> T) -> ParsedNewsUrl<T> {
        ParsedNewsUrl {
            source: f(self.source),
            grouppart: self.grouppart.map_spans(f),
        }
    }
}

impl ParsedNewsUrl<Loc<'_>> {
    pub(crate) fn write_tree(&self, t: &mut Tree<'_, '_>) -> fmt::Result {
        t.node("newsurl", self.source, |t| match self.grouppart {
            ParsedGroupPart::All(s) => t.leaf_note("grouppart", s, "\"*\""),
            ParsedGroupPart::Group(g) => t.leaf("group", g),
            ParsedGroupPart::Article { span, host, .. } => {
                t.node("article", span, |t| t.leaf("host", host))
            }
        })
    }
}

/// ```bnf
/// newsurl        = "news:" grouppart
/// ```
#[inline]
pub(crate) fn newsurl<'a, I: Src<'a>>(i: I) -> PResult<I, ParsedNewsUrl<I>> {
    let (r, _) = scheme_lit(i, "news", ":", "newsurl")?;
    let (r, grouppart) = grouppart(r).tagged(r, within(r, "grouppart"))?;
    Ok((
        r,
        ParsedNewsUrl {
            source: i,
            grouppart,
        },
    ))
}

/// ```bnf
/// grouppart      = "*" | group | article
/// ```
///
/// Decided without backtracking: neither `"*"` nor `group` contains `@`, and
/// an `article` must, so the run of article characters decides. The whole
/// rest of the URL must be matched, since `newsurl` ends with `grouppart`.
#[inline]
pub(crate) fn grouppart<'a, I: Src<'a>>(i: I) -> PResult<I, ParsedGroupPart<I>> {
    let (after_local, _) = take_escaped(i, &ARTICLECHAR, "article")?;
    if peek(after_local) == Some(b'@') {
        let (r, (span, local, host)) = article(i).tagged(i, within(i, "article"))?;
        return Ok((r, ParsedGroupPart::Article { span, local, host }));
    }
    // Any run of article characters can still become an article.
    let n = i.input_len() - after_local.input_len();
    if let Some(e) = cut_short(
        i,
        n,
        &crate::rfc1738::chars::CHARS,
        || true,
        "grouppart",
        Expected::UCHAR.with(Expected::AT),
    ) {
        return Err(e);
    }
    if i.bytes() == b"*" {
        let (r, star) = byte(i, b'*', "grouppart", Expected::STAR)?;
        return Ok((r, ParsedGroupPart::All(star)));
    }
    match peek(i) {
        None => Err(fail(
            i,
            "grouppart",
            Expected::STAR.with(Expected::LETTER).with(Expected::UCHAR),
        )),
        Some(b) if !ALPHA.has(b) && ARTICLECHAR.has(b) => Err(fail_span(
            i,
            1,
            Kind::NewsGroup,
            "group",
            Expected::LETTER.with(Expected::AT),
        )),
        _ => {
            let (r, g) = group(i).tagged(i, within(i, "group"))?;
            end(
                r,
                "group",
                Expected::LETTER.with(Expected::DIGIT).with(Expected::AT),
            )
            .tagged(r, after(g, r, "group"))?;
            Ok((r, ParsedGroupPart::Group(g)))
        }
    }
}

/// ```bnf
/// group          = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]
/// ```
pub(crate) fn group<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    let (r, _) = alpha(i)?;
    let (r, _) = take_run(r, &GROUPCHAR);
    Ok((r, consumed(i, r)))
}

/// ```bnf
/// article        = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host
/// ```
///
/// Returns the whole article, the text before `@`, and the host.
pub(crate) fn article<'a, I: Src<'a>>(i: I) -> PResult<I, (I, I, I)> {
    let (r, local) = take_escaped(i, &ARTICLECHAR, "article")?;
    if local.input_len() == 0 {
        return Err(fail(i, "article", Expected::UCHAR));
    }
    let (r, _) = byte(r, b'@', "article", Expected::AT)?;
    let (r, (h, _)) = host(r).tagged(r, within(r, "host"))?;
    end(
        r,
        "article",
        Expected::ALPHADIGIT
            .with(Expected::DOT)
            .with(Expected::HYPHEN),
    )
    .tagged(r, after(h, r, "host"))?;
    Ok((r, (consumed(i, r), local, h)))
}
