//! The `serde` feature for this dialect's URL: the map of `crate::ser`,
//! with the components only this grammar has.

use serde::ser::{Serialize, Serializer};

use crate::parts::GroupPart;
use crate::ser::{Field, common, text, url_map};

impl Serialize for super::Url<'_> {
    /// A map of the text and every component the URL has, still encoded,
    /// with typed values where the grammar gives them (schema in
    /// `docs/serde.md`): `url`, `scheme`, `user`, `password`, `host`,
    /// `port` (a number), `path`, and per scheme `search` (http, gopher,
    /// wais), `type` (ftp: `a`, `i` or `d`), `gopher_type` (the type code,
    /// `1` when not written), `selector`, `gopher_plus`, `group` and
    /// `article` (news, nntp), `database`, `wais_type`, `wais_path`,
    /// `address` (mailto), `fields` (prospero: name to value).
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("ftp://u@h:21/a%20b;type=a")?;
    /// assert_eq!(
    ///     serde_json::to_string(&url).unwrap(),
    ///     r#"{"url":"ftp://u@h:21/a%20b;type=a","scheme":"ftp","user":"u","host":"h","port":21,"path":"a%20b","type":"a"}"#
    /// );
    /// let url = urlbnf::rfc1738::parse("gopher://h/7sel%09q")?;
    /// assert_eq!(
    ///     serde_json::to_string(&url).unwrap(),
    ///     r#"{"url":"gopher://h/7sel%09q","scheme":"gopher","host":"h","path":"sel","gopher_type":"7","selector":"sel","search":"q"}"#
    /// );
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use super::{Url, WaisKind};
        let extra = match self {
            Url::Http(u) => vec![("search", text(u.search()))],
            Url::Ftp(u) => vec![("type", u.ftp_type().map(|t| Field::Code(t.code())))],
            Url::Gopher(u) => vec![
                (
                    "gopher_type",
                    Some(Field::Code(char::from(u.gopher_type().code()))),
                ),
                ("selector", text(u.selector())),
                ("search", text(u.search())),
                ("gopher_plus", text(u.gopher_plus())),
            ],
            Url::News(u) => match u.grouppart() {
                GroupPart::Article { span, .. } => vec![("article", Some(Field::Text(span)))],
                g => vec![("group", Some(Field::Text(g.span())))],
            },
            Url::Nntp(u) => vec![
                ("group", Some(Field::Text(u.group()))),
                ("article", text(u.article())),
            ],
            Url::Wais(u) => {
                let mut v = vec![("database", Some(Field::Text(u.database())))];
                match u.kind() {
                    WaisKind::Index { search } => v.push(("search", Some(Field::Text(search)))),
                    WaisKind::Doc { wtype, wpath } => {
                        v.push(("wais_type", Some(Field::Text(wtype))));
                        v.push(("wais_path", Some(Field::Text(wpath))));
                    }
                    _ => {}
                }
                v
            }
            Url::Mailto(u) => vec![("address", Some(Field::Text(u.address())))],
            // A `fileurl`'s host has no port: written as `host` too.
            Url::File(u) => vec![("host", u.host().map(|h| Field::Text(h.span())))],
            Url::Prospero(u) => {
                let fields: Vec<_> = u.fields().collect();
                vec![(
                    "fields",
                    (!fields.is_empty()).then_some(Field::Pairs(fields)),
                )]
            }
            _ => Vec::new(),
        };
        url_map(s, common(self), extra)
    }
}
