//! RFC 1738 §5, "WAIS" (§3.9, RFC 1625): `wais://<host>:<port>/<database>`,
//! `.../<database>?<search>`, `.../<database>/<wtype>/<wpath>`.

use std::fmt;

use crate::core::failure::Expected;
use crate::core::input::Tagged;
use crate::core::input::{PResult, Src, byte, end, run_len, scan_escaped, scheme_lit};
use crate::core::input::{after, within};
use crate::core::located::Loc;
use crate::core::table::Table;
use crate::core::tree::Tree;
use crate::rfc1738::chars::UCHAR;
use crate::rfc1738::http::search;
use crate::rfc1738::ip_schemepart::{HostPort, after_hostport, hostport};

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

/// A `waisurl`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WaisUrl<S> {
    pub(crate) source: S,
    pub(crate) hostport: HostPort<S>,
    pub(crate) database: S,
    pub(crate) form: WaisForm<S>,
}

impl WaisUrl<Loc<'_>> {
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
pub(crate) fn waisurl<'a, I: Src<'a>>(i: I) -> PResult<I, WaisUrl<I>> {
    const DATABASE_LOOKAHEAD: Table = UCHAR.or(Table::of(b"%"));
    let b = i.bytes();
    let after_scheme = b.len().min("wais://".len());
    let selector = b[after_scheme..]
        .iter()
        .position(|&c| c == b'/')
        .map(|slash| after_scheme + slash + 1)
        .and_then(|db| b.get(db + run_len(&b[db..], &DATABASE_LOOKAHEAD)));
    match selector {
        Some(b'?') => waisindex(i),
        Some(b'/') => waisdoc(i),
        _ => waisdatabase(i),
    }
}

/// `"wais://" hostport "/" database`, common to the three forms.
#[inline(always)]
fn wais_head<'a, I: Src<'a>>(i: I, production: &'static str) -> PResult<I, (HostPort<I>, I)> {
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
pub(crate) fn waisdatabase<'a, I: Src<'a>>(i: I) -> PResult<I, WaisUrl<I>> {
    let (r, (hostport, database)) = wais_head(i, "waisdatabase")?;
    end(
        r,
        "database",
        Expected::UCHAR
            .with(Expected::QUESTION)
            .with(Expected::SLASH),
    )
    .tagged(r, after(database, r, "database"))?;
    let form = WaisForm::Database;
    Ok((
        r,
        WaisUrl {
            source: i,
            hostport,
            database,
            form,
        },
    ))
}

/// ```bnf
/// waisindex      = "wais://" hostport "/" database "?" search
/// ```
pub(crate) fn waisindex<'a, I: Src<'a>>(i: I) -> PResult<I, WaisUrl<I>> {
    let (r, (hostport, database)) = wais_head(i, "waisindex")?;
    let (r, _) =
        byte(r, b'?', "waisindex", Expected::QUESTION).tagged(r, after(database, r, "database"))?;
    let (r, search) = search(r).tagged(r, within(r, "search"))?;
    end(
        r,
        "search",
        Expected::UCHAR
            .with(Expected::SEMICOLON)
            .with(Expected::COLON),
    )
    .tagged(r, after(search, r, "search"))?;
    let form = WaisForm::Index { search };
    Ok((
        r,
        WaisUrl {
            source: i,
            hostport,
            database,
            form,
        },
    ))
}

/// ```bnf
/// waisdoc        = "wais://" hostport "/" database "/" wtype "/" wpath
/// ```
pub(crate) fn waisdoc<'a, I: Src<'a>>(i: I) -> PResult<I, WaisUrl<I>> {
    let (r, (hostport, database)) = wais_head(i, "waisdoc")?;
    let (r, _) =
        byte(r, b'/', "waisdoc", Expected::SLASH).tagged(r, after(database, r, "database"))?;
    let (r, wtype) = wtype(r).tagged(r, within(r, "wtype"))?;
    let (r, _) = byte(r, b'/', "waisdoc", Expected::UCHAR.with(Expected::SLASH))
        .tagged(r, after(wtype, r, "wtype"))?;
    let (r, wpath) = wpath(r).tagged(r, within(r, "wpath"))?;
    end(r, "wpath", Expected::UCHAR).tagged(r, after(wpath, r, "wpath"))?;
    let form = WaisForm::Doc { wtype, wpath };
    Ok((
        r,
        WaisUrl {
            source: i,
            hostport,
            database,
            form,
        },
    ))
}

/// ```bnf
/// database       = *uchar
/// ```
#[inline]
pub(crate) fn database<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    scan_escaped(i, &UCHAR, "database")
}

/// ```bnf
/// wtype          = *uchar
/// ```
pub(crate) fn wtype<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    scan_escaped(i, &UCHAR, "wtype")
}

/// ```bnf
/// wpath          = *uchar
/// ```
pub(crate) fn wpath<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    scan_escaped(i, &UCHAR, "wpath")
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
