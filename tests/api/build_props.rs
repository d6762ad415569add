//! Builders as properties, for every RFC 1738 scheme: from arbitrary raw
//! components (any bytes: `%`, `/`, `;`, `@`, TAB, CR, LF, non-UTF-8), the
//! built URL validates, parses back to the same scheme, and each component
//! decodes to the raw value given; or the builder refuses, and only for the
//! documented reasons. And `decode(encode(x)) == x` for every class.

use proptest::prelude::*;
use urlbnf::rfc1738::build::{
    BuildError, File, Ftp, Gopher, Http, Mailto, News, NewsPart, Nntp, Prospero, Telnet, Wais,
};
use urlbnf::rfc1738::{self, FtpType, GopherType, WaisKind};
use urlbnf::{GroupPart, Span};

const CASES: u32 = 2048;

fn raw() -> impl Strategy<Value = Vec<u8>> {
    prop_oneof![
        prop::collection::vec(any::<u8>(), 0..12),
        prop::collection::vec(prop::sample::select(b"%/;:@?=&#\t\r\n a+~.".to_vec()), 0..8),
    ]
}

fn host() -> impl Strategy<Value = String> {
    prop::sample::select(vec![
        "h",
        "example.com",
        "a-b.c9.org",
        "10.0.0.1",
        "999.1.1.1",
        "localhost",
    ])
    .prop_map(String::from)
}

fn segments() -> impl Strategy<Value = Vec<Vec<u8>>> {
    prop::collection::vec(raw(), 1..4)
}

fn decoded(s: Option<Span<'_>>) -> Option<Vec<u8>> {
    s.map(|s| s.decode().into_owned())
}

fn all_decoded<'a>(it: impl Iterator<Item = Span<'a>>) -> Vec<Vec<u8>> {
    it.map(|s| s.decode().into_owned()).collect()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: CASES, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn http(host in host(), port in any::<Option<u16>>(), path in prop::option::of(segments()), search in prop::option::of(raw())) {
        let mut b = Http::new(host.clone());
        if let Some(p) = port { b = b.port(p); }
        if let Some(p) = &path { b = b.segments(p); }
        if let Some(s) = &search { b = b.search(s); }
        let s = b.build().unwrap().into_string();
        let url = rfc1738::parse(&s).unwrap();
        let u = url.as_http().unwrap();
        prop_assert_eq!(u.hostport().host().as_str(), host);
        prop_assert_eq!(u.hostport().port().map(|p| p.value().unwrap()), port);
        let want = path.or_else(|| search.as_ref().map(|_| vec![vec![]]));
        prop_assert_eq!(u.path().map(|_| all_decoded(u.segments())), want);
        prop_assert_eq!(decoded(u.search()), search);
    }

    #[test]
    fn ftp(host in host(), user in prop::option::of((raw(), prop::option::of(raw()))), path in prop::option::of(segments()), t in prop::option::of(prop::sample::select(vec![FtpType::Ascii(None), FtpType::Image, FtpType::Directory]))) {
        let mut b = Ftp::new(host.clone());
        if let Some((u, p)) = &user { b = b.login(u, p.as_ref()); }
        if let Some(p) = &path { b = b.segments(p); }
        if let Some(t) = t { b = b.ftp_type(t); }
        let s = b.build().unwrap().into_string();
        let url = rfc1738::parse(&s).unwrap();
        let f = url.as_ftp().unwrap();
        prop_assert_eq!(f.login().host().as_str(), host);
        prop_assert_eq!(decoded(f.login().user()), user.as_ref().map(|u| u.0.clone()));
        prop_assert_eq!(decoded(f.login().password()), user.and_then(|u| u.1));
        let want = path.or_else(|| t.map(|_| vec![vec![]]));
        prop_assert_eq!(f.path().map(|_| all_decoded(f.segments())), want);
        prop_assert_eq!(f.ftp_type(), t);
    }

    #[test]
    fn gopher(host in host(), t in prop::option::of(any::<u8>()), selector in prop::option::of(raw()), search in prop::option::of(raw()), plus in prop::option::of(raw())) {
        let mut b = Gopher::new(host.clone());
        if let Some(t) = t { b = b.gopher_type(GopherType::new(t)); }
        if let Some(x) = &selector { b = b.selector(x); }
        if let Some(x) = &search { b = b.search(x); }
        if let Some(x) = &plus { b = b.gopher_plus(x); }
        match b.build().map(String::from) {
            Ok(s) => {
                let url = rfc1738::parse(&s).unwrap();
                let g = url.as_gopher().unwrap();
                prop_assert_eq!(g.hostport().host().as_str(), host);
                prop_assert_eq!(g.gtype().map(|_| g.gopher_type().code()), t);
                prop_assert_eq!(decoded(g.selector()), t.map(|_| selector.unwrap_or_default()));
                let search = search.or_else(|| plus.as_ref().map(|_| vec![]));
                prop_assert_eq!(decoded(g.search()), search);
                prop_assert_eq!(decoded(g.gopher_plus()), plus);
            }
            Err(BuildError::GopherWithoutType) => {
                prop_assert!(t.is_none() && (selector.is_some() || search.is_some() || plus.is_some()));
            }
            Err(BuildError::GopherTab(part)) => {
                let text = if part == "selector" { &selector } else { &search };
                prop_assert!(text.as_ref().unwrap().contains(&b'\t'));
            }
            Err(e) => prop_assert!(false, "{e}"),
        }
    }

    #[test]
    fn news(local in raw(), host in host(), group in "[a-zA-Z0-9._+-]{0,6}") {
        match News::new(NewsPart::Article(local.clone(), host.clone())).build().map(String::from) {
            Ok(s) => {
                let url = rfc1738::parse(&s).unwrap();
                let GroupPart::Article { local: l, host: h, .. } = url.as_news().unwrap().grouppart() else {
                    panic!("{s}")
                };
                prop_assert_eq!(l.decode().into_owned(), local);
                prop_assert_eq!(h.as_str(), host);
            }
            Err(e) => prop_assert!(e == BuildError::EmptyArticle && local.is_empty()),
        }
        let valid = urlbnf::rfc1738::validate(&format!("news:{group}")).is_ok() && !group.is_empty();
        match News::new(NewsPart::Group(group.clone())).build().map(String::from) {
            Ok(s) => {
                prop_assert!(valid);
                let url = rfc1738::parse(&s).unwrap();
                prop_assert_eq!(url.as_news().unwrap().grouppart(), GroupPart::Group(Span::new(&s[5..], 5)));
            }
            Err(e) => {
                let refused = matches!(e, BuildError::Group { group: g, .. } if g == group);
                prop_assert!(!valid && refused);
            }
        }
    }

    #[test]
    fn nntp_telnet_mailto(host in host(), n in prop::option::of(any::<u64>()), user in prop::option::of((raw(), prop::option::of(raw()))), path in prop::option::of(raw()), address in raw()) {
        let mut b = Nntp::new(host.clone(), "comp.lang.c");
        if let Some(n) = n { b = b.article(n); }
        let s = b.build().unwrap().into_string();
        let url = rfc1738::parse(&s).unwrap();
        let nn = url.as_nntp().unwrap();
        prop_assert_eq!(nn.article().map(|a| a.as_str().parse::<u64>().unwrap()), n);

        match Mailto::new(&address).build().map(String::from) {
            Ok(s) => {
                let url = rfc1738::parse(&s).unwrap();
                prop_assert_eq!(url.as_mailto().unwrap().address().decode().into_owned(), address);
            }
            Err(e) => prop_assert!(e == BuildError::EmptyMailto && address.is_empty()),
        }

        let mut b = Telnet::new(host.clone());
        if let Some((u, p)) = &user { b = b.login(u, p.as_ref()); }
        if let Some(p) = &path { b = b.path(p); }
        // An empty path is the optional `/`; any other is refused.
        let s = match b.build().map(String::from) {
            Ok(s) => s,
            Err(e) => {
                let telnet_path = matches!(e, BuildError::TelnetPath { .. });
                prop_assert!(telnet_path && !path.unwrap().is_empty());
                return Ok(());
            }
        };
        prop_assert!(path.unwrap_or_default().is_empty());
        let url = rfc1738::parse(&s).unwrap();
        let t = url.as_telnet().unwrap();
        prop_assert_eq!(decoded(t.login().user()), user.as_ref().map(|u| u.0.clone()));
        prop_assert_eq!(decoded(t.login().password()), user.and_then(|u| u.1));
    }

    #[test]
    fn wais_file_prospero(host in host(), db in raw(), search in prop::option::of(raw()), doc in prop::option::of((raw(), raw())), path in segments(), fields in prop::collection::vec((raw(), raw()), 0..3), local in any::<bool>()) {
        let mut b = Wais::new(host.clone(), &db);
        if let Some(s) = &search { b = b.search(s); }
        if let Some((t, p)) = &doc { b = b.document(t, p); }
        let s = b.build().unwrap().into_string();
        let url = rfc1738::parse(&s).unwrap();
        let w = url.as_wais().unwrap();
        prop_assert_eq!(w.database().decode().into_owned(), db);
        match (w.kind(), &doc, &search) {
            (WaisKind::Doc { wtype, wpath }, Some((t, p)), _) => {
                prop_assert_eq!(&wtype.decode().into_owned(), t);
                prop_assert_eq!(&wpath.decode().into_owned(), p);
            }
            (WaisKind::Index { search: s }, None, Some(want)) => prop_assert_eq!(&s.decode().into_owned(), want),
            (WaisKind::Database, None, None) => {}
            (k, _, _) => prop_assert!(false, "{k:?}"),
        }

        let mut b = File::new().segments(&path);
        if !local { b = b.host(host.clone()); }
        let s = b.build().unwrap().into_string();
        let url = rfc1738::parse(&s).unwrap();
        let f = url.as_file().unwrap();
        prop_assert_eq!(f.host().map(|h| h.as_str().to_string()), (!local).then(|| host.clone()));
        prop_assert_eq!(all_decoded(f.segments()), path.clone());

        let mut b = Prospero::new(host).segments(&path);
        for (n, v) in &fields { b = b.field(n, v); }
        let s = b.build().unwrap().into_string();
        let url = rfc1738::parse(&s).unwrap();
        let p = url.as_prospero().unwrap();
        prop_assert_eq!(all_decoded(p.segments()), path);
        let got: Vec<_> = p.fields().map(|(n, v)| (n.decode().into_owned(), v.decode().into_owned())).collect();
        prop_assert_eq!(got, fields);
    }

    /// Encoding for a class, then decoding, gives the bytes back: the
    /// mailto address takes every byte through `xchar`'s encoder.
    #[test]
    fn decode_encode(x in prop::collection::vec(any::<u8>(), 1..64)) {
        let s = Mailto::new(&x).build().unwrap().into_string();
        prop_assert_eq!(Span::new(&s["mailto:".len()..], 7).decode().into_owned(), x);
    }
}

#[test]
fn refusals() {
    for (err, message) in [
        (
            Http::new("my_host").build().unwrap_err(),
            "`my_host` is not a host: `_` is not allowed in a host name (letters, digits, `-` and `.` only)",
        ),
        (
            Ftp::new("1.2.3").build().unwrap_err(),
            "`1.2.3` is not a host: it is neither a `hostname` nor a `hostnumber` (a host number has exactly four groups of digits)",
        ),
        (
            Gopher::new("h").selector("x").build().unwrap_err(),
            "a gopher selector, search or gopher+ string needs a gopher type before it",
        ),
        (
            Gopher::new("h")
                .gopher_type(GopherType::new(b'0'))
                .selector("a\tb")
                .build()
                .unwrap_err(),
            "a gopher selector cannot contain a TAB: `%09` ends the selector (RFC 1738 section 3.4)",
        ),
        (
            News::new(NewsPart::Group("1st".into()))
                .build()
                .unwrap_err(),
            "`1st` is not a news group: a group starts with a letter, followed by letters, digits, `-`, `.`, `+` or `_`",
        ),
        (
            Mailto::new("").build().unwrap_err(),
            "a mailto URL needs a non-empty address",
        ),
        (
            Telnet::new("h").path("menu").build().unwrap_err(),
            r#"a telnet URL has no path: `telneturl      = "telnet://" login [ "/" ]`"#,
        ),
        (
            News::new(NewsPart::Article(vec![], "h".into()))
                .build()
                .unwrap_err(),
            "a news article needs text before `@` (a message id)",
        ),
    ] {
        assert_eq!(err.to_string(), message);
    }
}
