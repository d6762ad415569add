//! RFC 1630 builders as properties, for every scheme production and the
//! generic form: from arbitrary raw components (any bytes: `%`, `/`, `+`,
//! `#`, `@`, TAB, CR, LF, non-UTF-8), the built URL validates, parses back
//! to the same scheme, and each component decodes to the raw value given;
//! or the builder refuses, and only for the documented reasons. Then a
//! table of every refusal's message.

use proptest::prelude::*;
use urlbnf::rfc1630::build::{
    BuildError, Cid, File, Ftp, Generic, Gopher, Http, Mailto, Mid, News, NewsPart, Nntp, Prospero,
    Telnet, Wais,
};
use urlbnf::rfc1630::{self, FormCode, FtpType, GopherType, WaisKind};
use urlbnf::{GroupPart, Span};

const CASES: u32 = 2048;

fn raw() -> impl Strategy<Value = Vec<u8>> {
    prop_oneof![
        prop::collection::vec(any::<u8>(), 0..12),
        prop::collection::vec(
            prop::sample::select(b"%/;:@?=&#+\t\r\n a.~\"0".to_vec()),
            0..8
        ),
    ]
}

/// Hosts, some with what RFC 1630 allows and RFC 1738 does not (`@`, `&`,
/// escapes).
fn host() -> impl Strategy<Value = String> {
    prop::sample::select(vec![
        "h",
        "example.com",
        "a-b.c9.org",
        "10.0.0.1",
        "999.1.1.1",
        "a@b",
        "x&y%41",
        "u@1.2.3.4",
    ])
    .prop_map(String::from)
}

/// A user or password: mostly `alphanum2`s, sometimes anything.
fn login_part() -> impl Strategy<Value = Vec<u8>> {
    prop_oneof![
        3 => "[a-zA-Z0-9._+-]{0,5}".prop_map(String::into_bytes),
        1 => raw(),
    ]
}

fn segments() -> impl Strategy<Value = Vec<Vec<u8>>> {
    prop::collection::vec(raw(), 1..4)
}

fn words() -> impl Strategy<Value = Vec<Vec<u8>>> {
    prop::collection::vec(raw(), 0..4)
}

fn dec(s: Span<'_>) -> Vec<u8> {
    s.decode().into_owned()
}

fn decoded(s: Option<Span<'_>>) -> Option<Vec<u8>> {
    s.map(dec)
}

fn all_decoded<'a>(it: impl Iterator<Item = Span<'a>>) -> Vec<Vec<u8>> {
    it.map(dec).collect()
}

/// The `/`-separated pieces of `s`, decoded.
fn pieces(s: &str, sep: char) -> Vec<Vec<u8>> {
    s.split(sep).map(|p| dec(Span::new(p, 0))).collect()
}

fn alphanum2(v: &[u8]) -> bool {
    !v.is_empty()
        && v.iter()
            .all(|&b| b.is_ascii_alphanumeric() || b"-_.+".contains(&b))
}

/// Whether a specific-section path of `segments` has an empty segment
/// before its last.
fn inner_empty(segments: &[Vec<u8>]) -> bool {
    segments.iter().rev().skip(1).any(Vec::is_empty)
}

/// Parses `s` (which must validate) and checks the prefix and fragment.
fn parsed<'a>(
    s: &'a str,
    prefixed: bool,
    fragment: &Option<Vec<u8>>,
) -> Result<rfc1630::Url<'a>, TestCaseError> {
    prop_assert!(rfc1630::validate(s).is_ok(), "{s}");
    let url = rfc1630::parse(s).unwrap();
    prop_assert_eq!(url.prefix().is_some(), prefixed);
    prop_assert_eq!(&decoded(url.fragment()), fragment);
    Ok(url)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: CASES, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn http(host in host(), port in any::<Option<u16>>(), path in prop::option::of(segments()), search in prop::option::of(words()), fragment in prop::option::of(raw()), prefixed in any::<bool>()) {
        let mut b = Http::new(host.clone());
        if let Some(p) = port { b = b.port(p); }
        if let Some(p) = &path { b = b.segments(p); }
        if let Some(s) = &search { b = b.search_words(s); }
        if let Some(f) = &fragment { b = b.fragment(f); }
        if prefixed { b = b.prefixed(); }
        match b.build().map(String::from) {
            Ok(s) => {
                let url = parsed(&s, prefixed, &fragment)?;
                let u = url.as_http().unwrap();
                prop_assert_eq!(u.hostport().host().as_str(), host);
                prop_assert_eq!(u.hostport().port().map(|p| p.value().unwrap()), port);
                prop_assert_eq!(u.path().map(|_| all_decoded(u.segments())), path);
                prop_assert_eq!(search.as_ref().map(|_| all_decoded(u.search_words())), search);
            }
            Err(BuildError::EmptySegment) => prop_assert!(inner_empty(path.as_ref().unwrap())),
            Err(BuildError::Empty { part: "search", .. }) => {
                let w = search.unwrap();
                prop_assert!(w.len() < 2 && w.iter().all(Vec::is_empty));
            }
            Err(e) => prop_assert!(false, "{e}"),
        }
    }

    #[test]
    fn ftp(host in host(), user in prop::option::of((login_part(), prop::option::of(login_part()))), path in prop::option::of(segments()), t in prop::option::of(0usize..5), fragment in prop::option::of(raw())) {
        const TYPES: [(FtpType<'static>, &str); 5] = [
            (FtpType::Ascii(None), "A"),
            (FtpType::Ascii(Some(FormCode::NonPrint)), "AN"),
            (FtpType::Ebcdic(Some(FormCode::Carriage)), "EC"),
            (FtpType::Image, "I"),
            (FtpType::Local(Span::new("36", 0)), "L36"),
        ];
        let mut b = Ftp::new(host.clone());
        if let Some((u, p)) = &user { b = b.login(u, p.as_ref()); }
        if let Some(p) = &path { b = b.segments(p); }
        if let Some(t) = t { b = b.ftp_type(TYPES[t].0); }
        if let Some(f) = &fragment { b = b.fragment(f); }
        match b.build().map(String::from) {
            Ok(s) => {
                let url = parsed(&s, false, &fragment)?;
                let f = url.as_ftp().unwrap();
                prop_assert_eq!(f.login().host().as_str(), &host);
                prop_assert_eq!(decoded(f.login().user()), user.as_ref().map(|u| u.0.clone()));
                prop_assert_eq!(decoded(f.login().password()), user.and_then(|u| u.1));
                prop_assert_eq!(all_decoded(f.segments()), path.unwrap_or(vec![vec![]]));
                prop_assert_eq!(f.ftptype().map(|t| t.as_str()), t.map(|t| TYPES[t].1));
            }
            Err(BuildError::Login { part, value }) => {
                prop_assert!(!alphanum2(&value));
                let (u, p) = user.unwrap();
                let ok = if part == "user" { value == u } else { Some(value) == p };
                prop_assert!(ok);
            }
            Err(BuildError::Host { .. }) => prop_assert!(user.is_none() && host.contains('@')),
            Err(BuildError::EmptySegment) => prop_assert!(inner_empty(path.as_ref().unwrap())),
            Err(e) => prop_assert!(false, "{e}"),
        }
    }

    #[test]
    fn gopher(host in host(), t in prop::option::of(any::<u8>()), selector in prop::option::of(raw()), fragment in prop::option::of(raw())) {
        let mut b = Gopher::new(host.clone());
        if let Some(t) = t { b = b.gopher_type(GopherType::new(t)); }
        if let Some(x) = &selector { b = b.selector(x); }
        if let Some(f) = &fragment { b = b.fragment(f); }
        match b.build().map(String::from) {
            Ok(s) => {
                let url = parsed(&s, false, &fragment)?;
                let g = url.as_gopher().unwrap();
                prop_assert_eq!(g.hostport().host().as_str(), host);
                prop_assert_eq!(decoded(g.gtype()), t.map(|t| vec![t]));
                prop_assert_eq!(decoded(g.gcommand()).unwrap_or_default(), selector.unwrap_or_default());
            }
            Err(BuildError::GopherWithoutType) => prop_assert!(t.is_none() && selector.is_some()),
            Err(e) => prop_assert!(false, "{e}"),
        }
    }

    #[test]
    fn news(local in raw(), host in host(), group in "[a-zA-Z0-9._+@%-]{0,6}", fragment in prop::option::of(raw())) {
        let mut b = News::new(NewsPart::Article(local.clone(), host.clone()));
        if let Some(f) = &fragment { b = b.fragment(f); }
        match b.build().map(String::from) {
            Ok(s) => {
                let url = parsed(&s, false, &fragment)?;
                let GroupPart::Article { local: l, host: h, .. } = url.as_news().unwrap().grouppart() else {
                    panic!("{s}")
                };
                prop_assert_eq!(dec(l), local);
                prop_assert_eq!(h.as_str(), host);
            }
            Err(BuildError::EmptyArticle) => prop_assert!(local.is_empty()),
            Err(BuildError::Host { .. }) => prop_assert!(host.contains('@')),
            Err(e) => prop_assert!(false, "{e}"),
        }
        // A group is accepted exactly when the parser reads it back as that
        // group.
        let text = format!("news:{group}");
        let as_group = rfc1630::parse(&text).is_ok_and(|u| {
            matches!(u.as_news().unwrap().grouppart(), GroupPart::Group(g) if g.as_str() == group)
        });
        match News::new(NewsPart::Group(group.clone())).build().map(String::from) {
            Ok(s) => {
                prop_assert!(as_group);
                prop_assert_eq!(s, text);
            }
            Err(e) => {
                let refused = matches!(e, BuildError::Group { group: g, .. } if g == group);
                prop_assert!(!as_group && refused);
            }
        }
    }

    #[test]
    fn nntp_telnet(host in host(), with_host in any::<bool>(), port in any::<Option<u16>>(), n in prop::option::of(any::<u64>()), user in prop::option::of((login_part(), prop::option::of(login_part()))), path in prop::option::of(raw())) {
        let mut b = if with_host { Nntp::new(host.clone(), "comp.lang.c") } else { Nntp::without_host("comp.lang.c") };
        if let Some(p) = port { b = b.port(p); }
        if let Some(n) = n { b = b.article(n); }
        match b.build().map(String::from) {
            Ok(s) => {
                let url = parsed(&s, false, &None)?;
                let nn = url.as_nntp().unwrap();
                prop_assert_eq!(nn.hostport().map(|h| h.host().as_str().to_string()), with_host.then(|| host.clone()));
                prop_assert_eq!(nn.group().as_str(), "comp.lang.c");
                prop_assert_eq!(nn.article().as_str().parse::<u64>().ok(), n);
            }
            Err(BuildError::Missing { part: "host before the port", .. }) => prop_assert!(!with_host && port.is_some()),
            Err(BuildError::Missing { part: "article number", .. }) => prop_assert!(n.is_none()),
            Err(e) => prop_assert!(false, "{e}"),
        }

        let mut b = Telnet::new(host.clone());
        if let Some(p) = port { b = b.port(p); }
        if let Some((u, p)) = &user { b = b.login(u, p.as_ref()); }
        if let Some(p) = &path { b = b.path(p); }
        match b.build().map(String::from) {
            Ok(s) => {
                prop_assert!(path.unwrap_or_default().is_empty());
                let url = parsed(&s, false, &None)?;
                let t = url.as_telnet().unwrap();
                prop_assert_eq!(t.hostport().host().as_str(), host);
                prop_assert_eq!(decoded(t.login().user()), user.as_ref().map(|u| u.0.clone()));
                prop_assert_eq!(decoded(t.login().password()), user.and_then(|u| u.1));
            }
            Err(BuildError::TelnetPath { .. }) => prop_assert!(!path.unwrap().is_empty()),
            Err(BuildError::Login { value, .. }) => prop_assert!(!alphanum2(&value)),
            Err(BuildError::Host { .. }) => prop_assert!(user.is_none() && host.contains('@')),
            Err(e) => prop_assert!(false, "{e}"),
        }
    }

    #[test]
    fn wais(host in host(), db in raw(), search in prop::option::of(words()), doc in prop::option::of((raw(), prop::collection::vec((any::<u64>(), raw()), 0..3))), fragment in prop::option::of(raw())) {
        let mut b = Wais::new(host.clone(), &db);
        if let Some(s) = &search { b = b.search_words(s); }
        if let Some((t, fields)) = &doc { b = b.document(t, fields.iter().map(|(n, p)| (*n, p))); }
        if let Some(f) = &fragment { b = b.fragment(f); }
        match b.build().map(String::from) {
            Ok(s) => {
                let url = parsed(&s, false, &fragment)?;
                let w = url.as_wais().unwrap();
                prop_assert_eq!(dec(w.database()), db);
                match (w.kind(), &doc, &search) {
                    (WaisKind::Doc { wtype, .. }, Some((t, fields)), _) => {
                        prop_assert_eq!(&dec(wtype), t);
                        let got: Vec<_> = w.fields().map(|(n, p)| (n.as_str().parse::<u64>().unwrap(), dec(p))).collect();
                        prop_assert_eq!(&got, fields);
                    }
                    (WaisKind::Index { search: s }, None, want) => {
                        prop_assert_eq!(s.map(|s| pieces(s.as_str(), '+')), want.clone());
                    }
                    (k, _, _) => prop_assert!(false, "{k:?}"),
                }
            }
            Err(BuildError::Empty { part, .. }) => match part {
                "database" => prop_assert!(db.is_empty()),
                "wtype" => prop_assert!(doc.unwrap().0.is_empty()),
                "wpath" => prop_assert!(doc.unwrap().1.is_empty()),
                _ => {
                    let w = search.unwrap();
                    prop_assert!(part == "search" && w.len() < 2 && w.iter().all(Vec::is_empty));
                }
            },
            Err(e) => prop_assert!(false, "{e}"),
        }
    }

    #[test]
    fn prospero(host in host(), path in prop::option::of(segments()), version in prop::option::of(any::<u64>()), attributes in prop::option::of("[a-zA-Z0-9-]{0,3}"), fragment in prop::option::of(raw())) {
        let mut b = Prospero::new(host.clone());
        if let Some(p) = &path { b = b.segments(p); }
        if let Some(v) = version { b = b.version(v); }
        if let Some(a) = &attributes { b = b.attributes(a); }
        if let Some(f) = &fragment { b = b.fragment(f); }
        match b.build().map(String::from) {
            Ok(s) => {
                let url = parsed(&s, false, &fragment)?;
                let p = url.as_prospero().unwrap();
                prop_assert_eq!(pieces(p.path().as_str(), '/'), path.unwrap_or(vec![vec![]]));
                prop_assert_eq!(p.version().map(|v| v.as_str().parse::<u64>().unwrap()), version);
                prop_assert_eq!(p.attributes().map(|a| a.as_str().to_string()), attributes);
            }
            Err(BuildError::EmptySegment) => prop_assert!(inner_empty(path.as_ref().unwrap())),
            Err(BuildError::Missing { .. }) => prop_assert!(version.is_none() && attributes.is_some()),
            Err(BuildError::Attributes(a)) => {
                prop_assert!(!a.starts_with(|c: char| c.is_ascii_alphabetic()) || a.contains('-'));
            }
            Err(e) => prop_assert!(false, "{e}"),
        }
    }

    #[test]
    fn mailto(local in raw(), host in prop::sample::select(vec!["h", "info.cern.ch", "x&y%41", "1h", "a b", ""]), whole in raw(), fragment in prop::option::of(raw())) {
        let mut address = local.clone();
        address.push(b'@');
        address.extend_from_slice(host.as_bytes());
        for address in [address, whole] {
            let mut b = Mailto::new(&address);
            if let Some(f) = &fragment { b = b.fragment(f); }
            let at = address.iter().rposition(|&c| c == b'@');
            match b.build().map(String::from) {
                Ok(s) => {
                    let url = parsed(&s, false, &fragment)?;
                    let m = url.as_mailto().unwrap();
                    let at = at.unwrap();
                    prop_assert_eq!(dec(m.local()), &address[..at]);
                    prop_assert_eq!(m.host().as_str().as_bytes(), &address[at + 1..]);
                }
                Err(BuildError::EmptyMailto) => prop_assert!(address.is_empty()),
                Err(BuildError::Missing { .. }) => prop_assert!(at.is_none()),
                Err(BuildError::Empty { .. }) => prop_assert_eq!(at, Some(0)),
                Err(BuildError::Host { .. }) => {
                    let h = &address[at.unwrap() + 1..];
                    prop_assert!(!h.first().is_some_and(u8::is_ascii_alphabetic) || !h.iter().all(|&c| c.is_ascii_alphanumeric() || b"$-_.&+!*\"'(),%".contains(&c)) || h.contains(&b'%'));
                }
                Err(e) => prop_assert!(false, "{e}"),
            }
        }
    }

    #[test]
    fn mid_cid(local in raw(), host in raw(), fragment in prop::option::of(raw()), prefixed in any::<bool>()) {
        for cid in [false, true] {
            let built = if cid {
                let mut b = Cid::new(&local, &host);
                if let Some(f) = &fragment { b = b.fragment(f); }
                if prefixed { b = b.prefixed(); }
                b.build()
            } else {
                let mut b = Mid::new(&local, &host);
                if let Some(f) = &fragment { b = b.fragment(f); }
                if prefixed { b = b.prefixed(); }
                b.build()
            };
            match built.map(String::from) {
                Ok(s) => {
                    let url = parsed(&s, prefixed, &fragment)?;
                    let a = if cid { url.as_cid().unwrap().addr_spec() } else { url.as_mid().unwrap().addr_spec() };
                    prop_assert_eq!(&dec(a.local()), &local);
                    prop_assert_eq!(&dec(a.host()), &host);
                }
                Err(BuildError::Empty { part, .. }) => {
                    let empty = if part == "local part" { local.is_empty() } else { host.is_empty() };
                    prop_assert!(empty);
                }
                Err(e) => prop_assert!(false, "{e}"),
            }
        }
    }

    #[test]
    fn generic(scheme in prop::sample::select(vec!["x", "urn", "magic", "x-y", "ht%74p", "file", "http", "URL", "1x", "a b"]), path in prop::option::of(prop::collection::vec(raw(), 1..5)), search in prop::option::of(words()), fragment in prop::option::of(raw())) {
        let mut b = Generic::new(scheme);
        if let Some(p) = &path { b = b.segments(p); }
        if let Some(s) = &search { b = b.search_words(s); }
        if let Some(f) = &fragment { b = b.fragment(f); }
        match b.build().map(String::from) {
            Ok(s) => {
                let url = parsed(&s, false, &fragment)?;
                let g = url.as_other().unwrap();
                prop_assert_eq!(g.scheme_name().as_str(), scheme);
                prop_assert_eq!(pieces(g.path().as_str(), '/'), path.unwrap_or(vec![vec![]]));
                prop_assert_eq!(g.search().map(|_| all_decoded(g.search_words())), search);
            }
            Err(BuildError::Scheme { .. }) => prop_assert!(["http", "URL", "1x", "a b"].contains(&scheme)),
            Err(BuildError::Empty { .. }) => {
                let w = search.unwrap();
                prop_assert!(w.is_empty() || w.iter().any(Vec::is_empty));
            }
            Err(e) => prop_assert!(false, "{e}"),
        }
    }

    #[test]
    fn file(host in prop::option::of(host()), path in prop::option::of(prop::collection::vec(raw(), 1..4)), fragment in prop::option::of(raw())) {
        let mut b = File::new();
        if let Some(h) = &host { b = b.host(h.clone()); }
        if let Some(p) = &path { b = b.segments(p); }
        if let Some(f) = &fragment { b = b.fragment(f); }
        let s = b.build().unwrap().into_string();
        let url = parsed(&s, false, &fragment)?;
        let g = url.as_other().unwrap();
        prop_assert_eq!(g.scheme_name().as_str(), "file");
        let rest = g.path().as_str().strip_prefix("//").unwrap();
        let (h, p) = rest.split_once('/').unwrap();
        prop_assert_eq!(h, host.unwrap_or_default());
        prop_assert_eq!(pieces(p, '/'), path.unwrap_or(vec![vec![]]));
    }

    /// Encoding for a class, then decoding, gives the bytes back: a
    /// fragment takes every byte through `xalpha`'s encoder.
    #[test]
    fn decode_encode(x in prop::collection::vec(any::<u8>(), 0..64)) {
        let s = Http::new("h").fragment(&x).build().unwrap().into_string();
        prop_assert_eq!(dec(Span::new(&s["http://h#".len()..], 9)), x);
    }
}

/// Every refusal of the RFC 1630 builders, with its message.
#[test]
fn refusals() {
    let mut wrong = Vec::new();
    for (err, message) in [
        (
            Http::new("1h").build().unwrap_err(),
            "`1h` is not a host: it is neither a `hostname` nor a `hostnumber` (at byte 1: this character is not allowed here)",
        ),
        (
            Http::new("a b").build().unwrap_err(),
            "`a b` is not a host: ' ' is not allowed in a host name (letters, digits, `$-_@.&+!*\"'(),` and escapes only)",
        ),
        (
            Http::new("h").segments(["", "a"]).build().unwrap_err(),
            "only the last path segment can be empty: `path  void | segment [ / path ]` (a `segment` is one or more `xpalpha`)",
        ),
        (
            Http::new("h").search("").build().unwrap_err(),
            "the search cannot be empty: `search                 xalphas [ + search ]`",
        ),
        (
            Ftp::new("h")
                .login("a b", None::<&str>)
                .build()
                .unwrap_err(),
            "`a b` cannot be a user: `user  alphanum2 [ user ]` (one or more letters, digits, `-`, `_`, `.` or `+`; no escapes)",
        ),
        (
            Ftp::new("h").login("u", Some("")).build().unwrap_err(),
            "`` cannot be a password: `password  alphanum2 [ password ]` (one or more letters, digits, `-`, `_`, `.` or `+`; no escapes)",
        ),
        (
            Ftp::new("u@h").build().unwrap_err(),
            "`u@h` is not a host: without a user, its part before `@` is read as one (`login  [ user [ : password ] @ ] hostport`)",
        ),
        (
            Ftp::new("h")
                .ftp_type(FtpType::Local(Span::new("", 0)))
                .build()
                .unwrap_err(),
            "`` is not a byte size: `L digits`",
        ),
        (
            Gopher::new("h").selector("x").build().unwrap_err(),
            "a gopher selector, search or gopher+ string needs a gopher type before it",
        ),
        (
            News::new(NewsPart::Group("1st".into()))
                .build()
                .unwrap_err(),
            "`1st` is not a news group: a group is `ialpha [ . group ]`: a letter, then letters, digits, `$-_@.&+!*\"'(),` or escapes",
        ),
        (
            News::new(NewsPart::Group("a@b".into()))
                .build()
                .unwrap_err(),
            "`a@b` is not a news group: an `@` followed by a host makes it an article (`groupart  * | group | article`)",
        ),
        (
            News::new(NewsPart::Article(vec![], "h".into()))
                .build()
                .unwrap_err(),
            "a news article needs text before `@` (a message id)",
        ),
        (
            News::new(NewsPart::Article(b"m".to_vec(), "a@b".into()))
                .build()
                .unwrap_err(),
            "`a@b` is not a host: an `@` in it would separate instead (`article  xalphas @ host`)",
        ),
        (
            Nntp::new("h", "g").build().unwrap_err(),
            "the article number is missing: `nntpaddress            n n t p : group /  digits`",
        ),
        (
            Nntp::without_host("g")
                .port(119)
                .article(1)
                .build()
                .unwrap_err(),
            "the host before the port is missing: `hostport               host [ : port ]`",
        ),
        (
            Telnet::new("h").path("x").build().unwrap_err(),
            "a telnet URL has no path: `telnetaddress          t e l n e t : / / login`",
        ),
        (
            Wais::new("h", "").build().unwrap_err(),
            "the database cannot be empty: `database               xalphas`",
        ),
        (
            Wais::new("h", "d")
                .document("", [(1, "p")])
                .build()
                .unwrap_err(),
            "the wtype cannot be empty: `wtype                  xalphas`",
        ),
        (
            Wais::new("h", "d")
                .document("t", None::<(u64, &str)>)
                .build()
                .unwrap_err(),
            "the wpath cannot be empty: `wpath                  digits = path ;  [ wpath ]`",
        ),
        (
            Prospero::new("h").attributes("a").build().unwrap_err(),
            "the version before the attributes is missing: `prosperolink           p r o s p e r o : / / hostport / hsoname [ % 0 0 version [ attributes ] ]`",
        ),
        (
            Prospero::new("h")
                .version(1)
                .attributes("a.b")
                .build()
                .unwrap_err(),
            "`a.b` cannot be prospero attributes: `attribute  alphanums`, and the first must be a letter (a digit would be read as part of the version)",
        ),
        // Found by the `prospero` property: `%0051a` reads as version 51.
        (
            Prospero::new("h")
                .version(5)
                .attributes("1a")
                .build()
                .unwrap_err(),
            "`1a` cannot be prospero attributes: `attribute  alphanums`, and the first must be a letter (a digit would be read as part of the version)",
        ),
        (
            Mailto::new("").build().unwrap_err(),
            "a mailto URL needs a non-empty address",
        ),
        (
            Mailto::new("joe").build().unwrap_err(),
            "the `@` and host name is missing: `mailtoaddress          m a i l t o : xalphas @ hostname`",
        ),
        (
            Mailto::new("@h").build().unwrap_err(),
            "the part before `@` cannot be empty: `mailtoaddress          m a i l t o : xalphas @ hostname`",
        ),
        (
            Mailto::new("a@1.2.3.4").build().unwrap_err(),
            "`1.2.3.4` is not a host: it is not a `hostname`, which starts with a letter (this character is not allowed here)",
        ),
        (
            Mid::new("", "h").build().unwrap_err(),
            "the local part cannot be empty: `addr-spec = local-part \"@\" domain (RFC 822)`",
        ),
        (
            Cid::new("a", "").build().unwrap_err(),
            "the domain cannot be empty: `addr-spec = local-part \"@\" domain (RFC 822)`",
        ),
        (
            Generic::new("http").build().unwrap_err(),
            "`http` cannot be the scheme of a generic URL: it has a production of its own: use its builder in `urlbnf::rfc1630::build`",
        ),
        (
            Generic::new("1x").build().unwrap_err(),
            "`1x` cannot be the scheme of a generic URL: a scheme is `ialpha`: a letter, then letters, digits, `$-_@.&!*\"'(),` or escapes",
        ),
        (
            Generic::new("x")
                .search_words(["a", ""])
                .build()
                .unwrap_err(),
            "the search word cannot be empty: `search                 xalphas [ + search ]`",
        ),
    ] {
        let got = err.to_string();
        if got != message {
            wrong.push(format!("{got}\n  expected: {message}"));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
