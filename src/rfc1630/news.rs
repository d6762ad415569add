//! RFC 1630, "BNF for specific URL schemes": `newsaddress`, `groupart`,
//! `group`, `article` (section "News").

use std::fmt;

use crate::core::failure::{Expected, Fail, Kind};
use crate::core::input::{
    PResult, Src, consumed, cut_short, fail, fail_span, peek, scheme_lit, split, take_escaped,
};
use crate::core::input::{Tagged, after, renamed, within};
use crate::core::located::Loc;
use crate::core::tree::Tree;
use crate::rfc1630::chars::done;
use crate::rfc1630::chars::{ALPHA, DIGIT, XALPHA, ialpha};
use crate::rfc1738::news::ParsedGroupPart;

/// A `newsaddress`. Its [`GroupPart`] is the crate's (the same shape as
/// RFC 1738's `grouppart`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NewsAddress<S> {
    pub(crate) source: S,
    pub(crate) groupart: ParsedGroupPart<S>,
}

impl<S> NewsAddress<S> {
    /// The same parse result over another span type.
    #[inline(always)]
    pub(crate) fn map_spans<T>(self, f: &impl Fn(S) -> T) -> NewsAddress<T> {
        NewsAddress {
            source: f(self.source),
            groupart: self.groupart.map_spans(f),
        }
    }
}

impl NewsAddress<Loc<'_>> {
    pub(crate) fn write_tree(&self, t: &mut Tree<'_, '_>) -> fmt::Result {
        t.node("newsaddress", self.source, |t| match self.groupart {
            ParsedGroupPart::All(s) => t.leaf_note("groupart", s, "*"),
            ParsedGroupPart::Group(g) => t.leaf("group", g),
            ParsedGroupPart::Article { span, local, host } => t.node("article", span, |t| {
                t.leaf("xalphas", local)?;
                t.leaf("host", host)
            }),
        })
    }
}

/// ```bnf
///      newsaddress            n e w s : groupart
/// ```
pub(crate) fn newsaddress<'a, I: Src<'a>>(i: I) -> PResult<I, NewsAddress<I>> {
    let (r, _) = scheme_lit(i, "news", ":", "newsaddress")?;
    let start = r;
    let (r, groupart) = groupart(r).tagged(r, within(r, "groupart"))?;
    done(r, "groupart", Expected::XALPHA).tagged(r, after(consumed(start, r), r, "groupart"))?;
    Ok((
        r,
        NewsAddress {
            source: consumed(i, r),
            groupart,
        },
    ))
}

/// ```bnf
///      groupart               * | group | article
/// ```
///
/// Every alternative is a run of `xalpha`s (`@` and `.` are `safe`), so the
/// run is scanned once and then classified: `*` alone; an `article` when an
/// `@` splits it into `xalphas` and a `host` (the prose: "A message
/// identifier may be distinguished from a news group name by the presence
/// of the commercial at "@" character"); else a `group`, which must start
/// with a letter. `a@b` is both an article and a group; it is typed as an
/// article (`grammar/ERRATA.md`).
pub(crate) fn groupart<'a, I: Src<'a>>(i: I) -> PResult<I, ParsedGroupPart<I>> {
    let (r, run) = take_escaped(i, &XALPHA, "groupart")?;
    // Any run of `xalpha`s can still become an `article` (`xalphas @ host`).
    if let Some(e) = cut_short(
        i,
        run.input_len(),
        &crate::rfc1630::chars::CHARS,
        || true,
        "groupart",
        Expected::XALPHA,
    ) {
        return Err(e);
    }
    if run.bytes() == b"*" {
        return Ok((r, ParsedGroupPart::All(run)));
    }
    // `article` and `group` read the same run: each is decided on the run
    // already read, not read again.
    if let Some((local, host)) = article_split(run) {
        return Ok((
            r,
            ParsedGroupPart::Article {
                span: run,
                local,
                host,
            },
        ));
    }
    match peek(i) {
        // `group` is `alpha *xalpha`: the whole run.
        Some(b) if ALPHA.has(b) => Ok((r, ParsedGroupPart::Group(run))),
        None => Err(fail(
            i,
            "groupart",
            Expected::STAR.with(Expected::LETTER).with(Expected::XALPHA),
        )),
        Some(b) if XALPHA.has(b) || b == b'%' => {
            if run.bytes()[1..].contains(&b'@') {
                Err(no_split(i, run, true, "article"))
            } else {
                Err(fail_span(
                    i,
                    1,
                    Kind::NewsGroup,
                    "group",
                    Expected::LETTER.with(Expected::AT),
                ))
            }
        }
        Some(_) => Err(fail(
            i,
            "groupart",
            Expected::STAR.with(Expected::LETTER).with(Expected::XALPHA),
        )),
    }
}

/// ```bnf
///      group                  ialpha [ . group ]
/// ```
///
/// Right recursion, written as a loop over `"." ialpha`. `.` is an
/// `xalpha`, so `ialpha` takes every dot: `≡ alpha *xalpha`.
pub(crate) fn group<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    let (mut r, _) = ialpha(i).map_err(|e| renamed(e, &[], "group"))?;
    while peek(r) == Some(b'.') && r.bytes().get(1).is_some_and(|&b| ALPHA.has(b)) {
        r = ialpha(split(r, 1).0)?.0;
    }
    Ok((r, consumed(i, r)))
}

/// ```bnf
///      article                xalphas @ host
/// ```
///
/// `@` is itself an `xalpha`, so any `@` of the run may be the separator.
/// The rightmost one after which a `host` follows is taken (a `hostname`
/// starts with a letter, a `hostnumber` has no `@`); if there is none, the
/// run is not an article. Returns the article, the `xalphas` and the host.
#[cfg_attr(not(test), allow(dead_code))] // `groupart` splits the run it read; kept as the rule's transcription
pub(crate) fn article<'a, I: Src<'a>>(i: I) -> PResult<I, (I, I, I)> {
    let (r, run) = take_escaped(i, &XALPHA, "article")?;
    match article_split(run) {
        Some((local, host)) => Ok((r, (run, local, host))),
        None => Err(nom::Err::Error(match no_split(i, run, true, "article") {
            nom::Err::Error(f) | nom::Err::Failure(f) => f,
            nom::Err::Incomplete(_) => unreachable!("no_split never returns Incomplete"),
        })),
    }
}

/// A run of `xalpha`s as an `article`'s `xalphas` and `host`, if it is
/// one ([`at_split`]).
#[inline]
fn article_split<'a, I: Src<'a>>(run: I) -> Option<(I, I)> {
    let p = at_split(run.bytes(), true)?;
    Some((split(run, p).1, split(run, p + 1).0))
}

/// The offset of the `@` that splits `run` (a run of `xalpha`s) into
/// `xalphas "@" host` (`host` = `hostname`, or also `hostnumber` when
/// `numbers`): the rightmost that works.
pub(crate) fn at_split(run: &[u8], numbers: bool) -> Option<usize> {
    let mut last = true;
    // The `@`s from the end by `memrchr` (a vector search): a byte loop
    // back over the host was most of a `mailto:` URL's time.
    for p in memchr::memrchr_iter(b'@', run) {
        if p == 0 {
            break;
        }
        let host = &run[p + 1..];
        if host.first().is_some_and(|&b| ALPHA.has(b)) || (numbers && last && is_hostnumber(host)) {
            return Some(p);
        }
        last = false;
    }
    None
}

/// `digits "." digits "." digits "." digits`, exactly.
fn is_hostnumber(b: &[u8]) -> bool {
    let mut groups = 0;
    for part in b.split(|&c| c == b'.') {
        if part.is_empty() || !part.iter().all(|&c| DIGIT.has(c)) {
            return false;
        }
        groups += 1;
    }
    groups == 4
}

/// The error for a run that has no `xalphas "@" host` split: at the host
/// after the last `@`, or at the end of the run when it has no `@`.
#[cold]
pub(crate) fn no_split<'a, I: Src<'a>>(
    i: I,
    run: I,
    numbers: bool,
    production: &'static str,
) -> nom::Err<Fail> {
    let b = run.bytes();
    match b.iter().rposition(|&c| c == b'@') {
        Some(p) if p > 0 => {
            let host = split(i, p + 1).0;
            if numbers && host.bytes().first().is_some_and(|&c| DIGIT.has(c)) {
                const NUMBERISH: crate::core::table::Table =
                    DIGIT.or(crate::core::table::Table::of(b"."));
                let n = crate::core::input::run_len(host.bytes(), &NUMBERISH);
                return fail_span(host, n, Kind::HostNumberParts, "hostnumber", Expected::NONE);
            }
            let expected = if numbers {
                Expected::HOST
            } else {
                Expected::LETTER
            };
            fail(host, if numbers { "host" } else { "hostname" }, expected)
        }
        Some(_) => fail(i, production, Expected::XALPHA),
        None => {
            let end = split(i, b.len()).0;
            fail(end, production, Expected::XALPHA.with(Expected::AT))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits() {
        assert_eq!(at_split(b"a@b", true), Some(1));
        assert_eq!(at_split(b"a@b@c", true), Some(3));
        assert_eq!(at_split(b"a@b@1", true), Some(1));
        assert_eq!(at_split(b"a@1.2.3.4", true), Some(1));
        assert_eq!(at_split(b"a@1.2.3.4", false), None);
        assert_eq!(at_split(b"@b", true), None);
        assert_eq!(at_split(b"a@", true), None);
        assert_eq!(at_split(b"a@b@1.2.3.4", true), Some(3));
    }

    /// `groupart` types a run as an `article` exactly where the rule
    /// `article` reads one, with the same parts.
    #[test]
    fn articles_as_the_rule_reads_them() {
        for input in [
            "a@b",
            "1@h#x",
            "a@b@c",
            "a@1",
            "a@1.2.3.4",
            "a@b@1.2.3.4",
            "@b",
            "a@",
            "x%41@h.example",
            "comp.lang",
            "*",
        ] {
            let rule = article(input)
                .ok()
                .map(|(r, (span, local, host))| (r, span, local, host));
            let typed = match groupart(input) {
                Ok((r, ParsedGroupPart::Article { span, local, host })) => {
                    Some((r, span, local, host))
                }
                _ => None,
            };
            assert_eq!(typed, rule, "{input:?}");
        }
    }

    #[test]
    fn groupparts() {
        assert!(matches!(groupart("*"), Ok(("", ParsedGroupPart::All("*")))));
        assert!(matches!(
            groupart("a.b"),
            Ok(("", ParsedGroupPart::Group("a.b")))
        ));
        assert!(matches!(
            groupart("1@h#x"),
            Ok((
                "#x",
                ParsedGroupPart::Article {
                    local: "1",
                    host: "h",
                    ..
                }
            ))
        ));
        assert!(matches!(
            groupart("a@1"),
            Ok(("", ParsedGroupPart::Group("a@1")))
        ));
        assert!(groupart("1abc").is_err());
        assert!(groupart("").is_err());
        assert!(groupart("**").is_err());
    }
}
