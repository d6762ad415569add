//! The `serde` feature for this dialect's URL: the map of `crate::ser`,
//! with the components only this grammar has.

use serde::ser::{Serialize, Serializer};

use crate::parts::GroupPart;
use crate::ser::{Field, common, text, url_map};

impl Serialize for super::Url<'_> {
    /// As an RFC 1738 URL's (schema in `docs/serde.md`), with RFC 1630's
    /// components: `prefix` (`url:` as written), `type` (ftp, as written: `A`, `EN`,
    /// `L8`, ...), `gopher_type`, `selector`, `search`, `gopher_plus`, `group`,
    /// `article`, `database`, `wais_type`, `wais_path`, `search`, `address`
    /// (mailto, mid, cid: the `addr-spec`), `cell` (afs) and `fragment`.
    ///
    /// ```
    /// let url = urlbnf::rfc1630::parse("http://h/p?q#f")?;
    /// assert_eq!(
    ///     serde_json::to_string(&url).unwrap(),
    ///     r#"{"url":"http://h/p?q#f","scheme":"http","host":"h","path":"p","search":"q","fragment":"f"}"#
    /// );
    /// let url = urlbnf::rfc1630::parse("ftp://h:2121/f;type=L8")?;
    /// assert_eq!(
    ///     serde_json::to_string(&url).unwrap(),
    ///     r#"{"url":"ftp://h:2121/f;type=L8","scheme":"ftp","host":"h","port":2121,"path":"f","type":"L8"}"#
    /// );
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use super::{Address, WaisKind};
        let mut extra = vec![("prefix", text(self.prefix()))];
        match self.address() {
            Address::Http(u) => extra.push(("search", text(u.search()))),
            Address::Other(u) => extra.push(("search", text(u.search()))),
            Address::Ftp(u) => extra.push(("type", text(u.ftptype()))),
            Address::Gopher(u) => {
                let code = char::from(u.gopher_type().code());
                extra.push(("gopher_type", Some(Field::Code(code))));
                extra.push(("selector", text(u.selector())));
                extra.push(("search", text(u.search())));
                extra.push(("gopher_plus", text(u.gopher_plus())));
            }
            Address::News(u) => match u.grouppart() {
                GroupPart::Article { span, .. } => extra.push(("article", Some(Field::Text(span)))),
                g => extra.push(("group", Some(Field::Text(g.span())))),
            },
            Address::Nntp(u) => {
                extra.push(("group", Some(Field::Text(u.group()))));
                extra.push(("article", Some(Field::Text(u.article()))));
            }
            Address::Wais(u) => {
                extra.push(("database", Some(Field::Text(u.database()))));
                match u.kind() {
                    WaisKind::Index { search } => extra.push(("search", text(search))),
                    WaisKind::Doc { wtype, wpath } => {
                        extra.push(("wais_type", Some(Field::Text(wtype))));
                        extra.push(("wais_path", Some(Field::Text(wpath))));
                    }
                }
            }
            Address::Mailto(u) => {
                let address = u.span().as_str().split_once(':').map_or("", |(_, a)| a);
                extra.push(("address", Some(Field::Str(address))));
            }
            Address::Mid(u) => extra.push(("address", Some(Field::Text(u.addr_spec().span())))),
            Address::Cid(u) => extra.push(("address", Some(Field::Text(u.addr_spec().span())))),
            Address::Afs(u) => extra.push(("cell", Some(Field::Text(u.cellname())))),
            _ => {}
        }
        extra.push(("fragment", text(self.fragment())));
        url_map(s, common(self), extra)
    }
}
