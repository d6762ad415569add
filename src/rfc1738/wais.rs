//! RFC 1738 §5, "WAIS" (§3.9, RFC 1625): `wais://<host>:<port>/<database>`,
//! `.../<database>?<search>`, `.../<database>/<wtype>/<wpath>`.

use std::fmt;

use crate::core::failure::Expected;
use crate::core::input::Tagged;
use crate::core::input::{PResult, Src, byte, end, run_len, scheme_lit, take_escaped};
use crate::core::input::{after, within};
use crate::core::located::Loc;
use crate::core::table::Table;
use crate::core::tree::Tree;
use crate::rfc1738::chars::UCHAR;
use crate::rfc1738::http::search;
use crate::rfc1738::ip_schemepart::{ParsedHostPort, after_hostport, hostport};

/// Which of the three `waisurl` forms a URL has, with its own parts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WaisForm<S> {
    /// `waisdatabase`: a searchable database.
    Database,
    /// `waisindex`: a search, with its `search` part.
    Index {
        /// The `search` after `?`.
        search: S,
    },
    /// `waisdoc`: a document, with its type and path.
    Doc {
        /// The `wtype`.
        wtype: S,
        /// The `wpath`.
        wpath: S,
    },
}

impl<S> WaisForm<S> {
    /// The same parse result over another span type.
    #[inline(always)]
    pub(crate) fn map_spans<T>(self, f: &impl Fn(S) -> T) -> WaisForm<T> {
        match self {
            WaisForm::Database => WaisForm::Database,
            WaisForm::Index { search } => WaisForm::Index { search: f(search) },
            WaisForm::Doc { wtype, wpath } => WaisForm::Doc {
                wtype: f(wtype),
                wpath: f(wpath),
            },
        }
    }
}

/// A `waisurl`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParsedWaisUrl<S> {
    pub(crate) source: S,
    pub(crate) hostport: ParsedHostPort<S>,
    pub(crate) database: S,
    pub(crate) form: WaisForm<S>,
}

impl<S> ParsedWaisUrl<S> {
    /// The same parse result over another span type.
    #[inline(always)]
    pub(crate) fn map_spans<T>(self, f: &impl Fn(S) -> T) -> ParsedWaisUrl<T> {
        ParsedWaisUrl {
            source: f(self.source),
            hostport: self.hostport.map_spans(f),
            database: f(self.database),
            form: self.form.map_spans(f),
        }
    }
}

impl ParsedWaisUrl<Loc<'_>> {
    pub(crate) fn write_tree(&self, t: &mut Tree<'_, '_>) -> fmt::Result {
        let name = match self.form {
            WaisForm::Database => "waisdatabase",
            WaisForm::Index { .. } => "waisindex",
            WaisForm::Doc { .. } => "waisdoc",
        };
        t.node("waisurl", self.source, |t| {
            t.node(name, self.source, |t| {
                self.hostport.write_tree(t)?;
                t.leaf("database", self.database)?;
                match self.form {
                    WaisForm::Database => Ok(()),
                    WaisForm::Index { search } => t.leaf("search", search),
                    WaisForm::Doc { wtype, wpath } => {
                        t.leaf("wtype", wtype)?;
                        t.leaf("wpath", wpath)
                    }
                }
            })
        })
    }
}

/// ```bnf
/// waisurl        = waisdatabase | waisindex | waisdoc
/// ```
///
/// The three forms share `"wais://" hostport "/" database`; the byte after
/// the database (`?`, `/` or the end) selects the form, found by a scan
/// instead of trying each alternative in turn.
#[inline]
pub(crate) fn waisurl<'a, I: Src<'a>>(i: I) -> PResult<I, ParsedWaisUrl<I>> {
    const DATABASE_LOOKAHEAD: Table = UCHAR.or(Table::of(b"%"));
    match after_database(i.bytes(), &DATABASE_LOOKAHEAD) {
        Some(b'?') => waisindex(i),
        Some(b'/') => waisdoc(i),
        _ => waisdatabase(i),
    }
}

/// The byte after the database of `wais://hostport/database...` (`b`), in
/// either dialect, which selects the form: the first `/` after the scheme
/// ends the host, and the database is a run of `database` characters
/// (escapes included by their `%`). `None` at the end of the input.
pub(crate) fn after_database(b: &[u8], database: &Table) -> Option<u8> {
    let after_scheme = b.len().min("wais://".len());
    let slash = b[after_scheme..].iter().position(|&c| c == b'/')?;
    let db = after_scheme + slash + 1;
    b.get(db + run_len(&b[db..], database)).copied()
}

/// `"wais://" hostport "/" database`, common to the three forms.
#[inline(always)]
fn wais_head<'a, I: Src<'a>>(i: I, production: &'static str) -> PResult<I, (ParsedHostPort<I>, I)> {
    let (r, _) = scheme_lit(i, "wais", "://", production)?;
    let (r, hostport) = hostport(r)?;
    let (r, _) = byte(
        r,
        b'/',
        production,
        hostport.expected_after().with(Expected::SLASH),
    )
    .tagged(r, after_hostport(hostport, r))?;
    let (r, db) = database(r).tagged(r, within(r, "database"))?;
    Ok((r, (hostport, db)))
}

/// ```bnf
/// waisdatabase   = "wais://" hostport "/" database
/// ```
pub(crate) fn waisdatabase<'a, I: Src<'a>>(i: I) -> PResult<I, ParsedWaisUrl<I>> {
    let (r, head) = wais_head(i, "waisdatabase")?;
    let more = Expected::QUESTION.with(Expected::SLASH);
    wais_end(i, r, head, (head.1, "database", more), WaisForm::Database)
}

/// ```bnf
/// waisindex      = "wais://" hostport "/" database "?" search
/// ```
pub(crate) fn waisindex<'a, I: Src<'a>>(i: I) -> PResult<I, ParsedWaisUrl<I>> {
    let (r, head) = wais_head(i, "waisindex")?;
    let (r, _) =
        byte(r, b'?', "waisindex", Expected::QUESTION).tagged(r, after(head.1, r, "database"))?;
    let (r, search) = search(r).tagged(r, within(r, "search"))?;
    let more = Expected::SEMICOLON.with(Expected::COLON);
    wais_end(
        i,
        r,
        head,
        (search, "search", more),
        WaisForm::Index { search },
    )
}

/// ```bnf
/// waisdoc        = "wais://" hostport "/" database "/" wtype "/" wpath
/// ```
pub(crate) fn waisdoc<'a, I: Src<'a>>(i: I) -> PResult<I, ParsedWaisUrl<I>> {
    let (r, head) = wais_head(i, "waisdoc")?;
    let (r, _) =
        byte(r, b'/', "waisdoc", Expected::SLASH).tagged(r, after(head.1, r, "database"))?;
    let (r, wtype) = wtype(r).tagged(r, within(r, "wtype"))?;
    let (r, _) = byte(r, b'/', "waisdoc", Expected::UCHAR.with(Expected::SLASH))
        .tagged(r, after(wtype, r, "wtype"))?;
    let (r, wpath) = wpath(r).tagged(r, within(r, "wpath"))?;
    let form = WaisForm::Doc { wtype, wpath };
    wais_end(i, r, head, (wpath, "wpath", Expected::NONE), form)
}

/// The end of a `waisurl` (`i`) at `r`, after its last part `(text,
/// name, what besides a `uchar` could have continued it)`, and the URL.
#[inline(always)]
fn wais_end<'a, I: Src<'a>>(
    i: I,
    r: I,
    (hostport, database): (ParsedHostPort<I>, I),
    (last, name, more): (I, &'static str, Expected),
    form: WaisForm<I>,
) -> PResult<I, ParsedWaisUrl<I>> {
    end(r, name, Expected::UCHAR.with(more)).tagged(r, after(last, r, name))?;
    let url = ParsedWaisUrl {
        source: i,
        hostport,
        database,
        form,
    };
    Ok((r, url))
}

/// ```bnf
/// database       = *uchar
/// ```
#[inline]
pub(crate) fn database<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    take_escaped(i, &UCHAR, "database")
}

/// ```bnf
/// wtype          = *uchar
/// ```
pub(crate) fn wtype<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    take_escaped(i, &UCHAR, "wtype")
}

/// ```bnf
/// wpath          = *uchar
/// ```
pub(crate) fn wpath<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    take_escaped(i, &UCHAR, "wpath")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn forms() {
        assert_eq!(waisurl("wais://h/db").unwrap().1.form, WaisForm::Database);
        assert_eq!(
            waisurl("wais://h/db?q").unwrap().1.form,
            WaisForm::Index { search: "q" }
        );
        assert_eq!(
            waisurl("wais://h/db/t/p").unwrap().1.form,
            WaisForm::Doc {
                wtype: "t",
                wpath: "p"
            }
        );
        assert_eq!(waisurl("wais://h/").unwrap().1.database, "");
        assert!(waisurl("wais://h").is_err());
        assert!(waisurl("wais://h/db/t").is_err());
        assert!(waisurl("wais://h/db/t/p/q").is_err());
        assert!(waisurl("wais://h/db?q/r").is_err());
    }
}
