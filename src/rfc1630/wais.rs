//! RFC 1630, "BNF for specific URL schemes": `waisaddress`, `waisindex`,
//! `waisdoc`, `wpath`, `database`, `wtype` (section "WAIS").

use std::fmt;

use crate::core::failure::Expected;
use crate::core::input::{PResult, Src, byte, consumed, peek, scheme_lit, split};
use crate::core::input::{Tagged, after, renamed, within};
use crate::core::located::Loc;
use crate::core::table::Table;
use crate::core::tree::Tree;
use crate::rfc1630::chars::done;
use crate::rfc1630::chars::{DIGIT, XALPHA, digits, xalphas};
use crate::rfc1630::login::hostport;
use crate::rfc1630::path::{path, search};
use crate::rfc1738::ip_schemepart::ParsedHostPort;

/// Which of the two `waisaddress` forms a URL has, with its own parts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParsedWaisKind<S> {
    /// `waisindex`: a database, with an optional `search`.
    Index {
        /// The `search` after `?`, if any.
        search: Option<S>,
    },
    /// `waisdoc`: a document, with its type and `wpath`.
    Doc {
        /// The `wtype`.
        wtype: S,
        /// The `wpath`: `digits = path ;` fields.
        wpath: S,
    },
}

impl<S> ParsedWaisKind<S> {
    /// The same parse result over another span type.
    #[inline(always)]
    pub(crate) fn map_spans<T>(self, f: &impl Fn(S) -> T) -> ParsedWaisKind<T> {
        match self {
            ParsedWaisKind::Index { search } => ParsedWaisKind::Index {
                search: search.map(f),
            },
            ParsedWaisKind::Doc { wtype, wpath } => ParsedWaisKind::Doc {
                wtype: f(wtype),
                wpath: f(wpath),
            },
        }
    }
}

/// A `waisaddress`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WaisAddress<S> {
    pub(crate) source: S,
    pub(crate) hostport: ParsedHostPort<S>,
    pub(crate) database: S,
    pub(crate) kind: ParsedWaisKind<S>,
}

impl<S> WaisAddress<S> {
    /// The same parse result over another span type.
    #[inline(always)]
    pub(crate) fn map_spans<T>(self, f: &impl Fn(S) -> T) -> WaisAddress<T> {
        WaisAddress {
            source: f(self.source),
            hostport: self.hostport.map_spans(f),
            database: f(self.database),
            kind: self.kind.map_spans(f),
        }
    }
}

impl<'a> WaisAddress<Loc<'a>> {
    /// The `wpath` fields of a `waisdoc`: `(field number, contents)` pairs
    /// (the contents still encoded); empty for a `waisindex`.
    pub(crate) fn fields(&self) -> impl Iterator<Item = (Loc<'a>, Loc<'a>)> + use<'a> {
        let mut rest = match self.kind {
            ParsedWaisKind::Doc { wpath, .. } => Some(wpath),
            ParsedWaisKind::Index { .. } => None,
        };
        std::iter::from_fn(move || {
            let r = rest?;
            let (after, (number, contents)) = field(r).ok()?;
            rest = Some(after);
            Some((number, contents))
        })
    }

    pub(crate) fn write_tree(&self, t: &mut Tree<'_, '_>) -> fmt::Result {
        let name = match self.kind {
            ParsedWaisKind::Index { .. } => "waisindex",
            ParsedWaisKind::Doc { .. } => "waisdoc",
        };
        t.node("waisaddress", self.source, |t| {
            t.node(name, self.source, |t| {
                self.hostport.write_tree(t)?;
                t.leaf("database", self.database)?;
                match self.kind {
                    ParsedWaisKind::Index { search } => t.opt("search", search),
                    ParsedWaisKind::Doc { wtype, wpath } => {
                        t.leaf("wtype", wtype)?;
                        t.node("wpath", wpath, |t| {
                            for (number, contents) in self.fields() {
                                t.leaf("digits", number)?;
                                t.leaf("path", contents)?;
                            }
                            Ok(())
                        })
                    }
                }
            })
        })
    }
}

/// ```bnf
///      waisaddress            waisindex | waisdoc
/// ```
///
/// Both forms start `"wais://" hostport "/" database`, and a `database`
/// (`xalphas`) contains no `/`: the byte after it selects the form, found
/// by a scan instead of trying each alternative in turn.
pub(crate) fn waisaddress<'a, I: Src<'a>>(i: I) -> PResult<I, WaisAddress<I>> {
    const DATABASE_LOOKAHEAD: Table = XALPHA.or(Table::of(b"%"));
    match crate::rfc1738::wais::after_database(i.bytes(), &DATABASE_LOOKAHEAD) {
        Some(b'/') => waisdoc(i),
        _ => waisindex(i),
    }
}

/// `"wais://" hostport "/" database`, common to both forms.
#[inline(always)]
fn wais_head<'a, I: Src<'a>>(i: I, production: &'static str) -> PResult<I, (ParsedHostPort<I>, I)> {
    let (r, _) = scheme_lit(i, "wais", "://", production)?;
    let (r, hp) = hostport(r)?;
    let (r, _) = byte(
        r,
        b'/',
        production,
        crate::rfc1630::login::after_hostport(&hp).with(Expected::SLASH),
    )
    .tagged(r, crate::rfc1630::login::after_hostport_note(&hp, r))?;
    let (r, db) = database(r).tagged(r, within(r, "database"))?;
    Ok((r, (hp, db)))
}

/// ```bnf
///      waisindex              w a i s : / / hostport / database [ ? search
///                             ]
/// ```
pub(crate) fn waisindex<'a, I: Src<'a>>(i: I) -> PResult<I, WaisAddress<I>> {
    let (mut r, (hp, db)) = wais_head(i, "waisindex")?;
    let mut q = None;
    let mut expected = Expected::XALPHA
        .with(Expected::QUESTION)
        .with(Expected::SLASH);
    if peek(r) == Some(b'?') {
        let start = split(r, 1).0;
        let (rest, got) = search(start).tagged(start, within(start, "search"))?;
        (r, q) = (rest, Some(got));
        expected = Expected::XALPHA;
    }
    match q {
        Some(q) => done(r, "waisindex", expected).tagged(r, after(q, r, "search"))?,
        None => done(r, "waisindex", expected).tagged(r, after(db, r, "database"))?,
    }
    Ok((
        r,
        WaisAddress {
            source: consumed(i, r),
            hostport: hp,
            database: db,
            kind: ParsedWaisKind::Index { search: q },
        },
    ))
}

/// ```bnf
///      waisdoc                w a i s : / / hostport / database / wtype  /
///                             wpath
/// ```
pub(crate) fn waisdoc<'a, I: Src<'a>>(i: I) -> PResult<I, WaisAddress<I>> {
    let (r, (hp, db)) = wais_head(i, "waisdoc")?;
    let (r, _) = byte(r, b'/', "waisdoc", Expected::SLASH)?;
    let (r, t) = wtype(r).tagged(r, within(r, "wtype"))?;
    let (r, _) = byte(r, b'/', "waisdoc", Expected::XALPHA.with(Expected::SLASH))?;
    let (r, w) = wpath(r).tagged(r, within(r, "wpath"))?;
    done(r, "wpath", Expected::DIGIT).tagged(r, after(w, r, "wpath"))?;
    Ok((
        r,
        WaisAddress {
            source: consumed(i, r),
            hostport: hp,
            database: db,
            kind: ParsedWaisKind::Doc { wtype: t, wpath: w },
        },
    ))
}

/// ```bnf
///      wpath                  digits = path ;  [ wpath ]
/// ```
///
/// Right recursion, written as a loop over fields: one or more
/// `digits "=" path ";"`, each field ended by `;` (the prose: "terminated by
/// ";""). A field's `path` is the specific section's: it may contain `/` but
/// not start with one.
pub(crate) fn wpath<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    let (mut r, _) = field(i)?;
    while peek(r).is_some_and(|b| DIGIT.has(b)) {
        r = field(r)?.0;
    }
    Ok((r, consumed(i, r)))
}

/// One `digits "=" path ";"` of a `wpath`: the field number and contents.
#[inline(always)]
fn field<'a, I: Src<'a>>(i: I) -> PResult<I, (I, I)> {
    let (r, number) = digits(i).map_err(|e| renamed(e, &[], "wpath"))?;
    let (r, _) = byte(r, b'=', "wpath", Expected::DIGIT.with(Expected::EQUALS))?;
    let (r, contents) = path(r)?;
    let (r, _) = byte(
        r,
        b';',
        "wpath",
        crate::rfc1630::path::after_path(Expected::SEMICOLON),
    )?;
    Ok((r, (number, contents)))
}

/// ```bnf
///      database               xalphas
/// ```
pub(crate) fn database<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    xalphas(i).map_err(|e| renamed(e, &["xalphas"], "database"))
}

/// ```bnf
///      wtype                  xalphas
/// ```
pub(crate) fn wtype<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    xalphas(i).map_err(|e| renamed(e, &["xalphas"], "wtype"))
}
