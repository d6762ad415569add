//! RFC 3986 and RFC 3987 through the public API: the values' components,
//! section 6's comparison ladder, section 5.4's examples through
//! `resolve_in`, and the same grammar reached by name.

use urlbnf::rfc3986::{self, PathKind};
use urlbnf::{AnyUrl, Grammar, HostKind, Normalization, equivalent_with, resolve_in};

#[test]
fn components_of_section_1_1_2() {
    // (URI, scheme, authority, host kind, path, path kind, query, fragment)
    let table = [
        (
            "ftp://ftp.is.co.za/rfc/rfc1808.txt",
            "ftp",
            Some("ftp.is.co.za"),
            Some(HostKind::Name),
            "/rfc/rfc1808.txt",
            PathKind::AbEmpty,
            None,
            None,
        ),
        (
            "ldap://[2001:db8::7]/c=GB?objectClass?one",
            "ldap",
            Some("[2001:db8::7]"),
            Some(HostKind::Ipv6),
            "/c=GB",
            PathKind::AbEmpty,
            Some("objectClass?one"),
            None,
        ),
        (
            "mailto:John.Doe@example.com",
            "mailto",
            None,
            None,
            "John.Doe@example.com",
            PathKind::Rootless,
            None,
            None,
        ),
        (
            "news:comp.infosystems.www.servers.unix",
            "news",
            None,
            None,
            "comp.infosystems.www.servers.unix",
            PathKind::Rootless,
            None,
            None,
        ),
        (
            "tel:+1-816-555-1212",
            "tel",
            None,
            None,
            "+1-816-555-1212",
            PathKind::Rootless,
            None,
            None,
        ),
        (
            "telnet://192.0.2.16:80/",
            "telnet",
            Some("192.0.2.16:80"),
            Some(HostKind::Number),
            "/",
            PathKind::AbEmpty,
            None,
            None,
        ),
        (
            "urn:oasis:names:specification:docbook:dtd:xml:4.1.2",
            "urn",
            None,
            None,
            "oasis:names:specification:docbook:dtd:xml:4.1.2",
            PathKind::Rootless,
            None,
            None,
        ),
        (
            "foo://example.com:8042/over/there?name=ferret#nose",
            "foo",
            Some("example.com:8042"),
            Some(HostKind::Name),
            "/over/there",
            PathKind::AbEmpty,
            Some("name=ferret"),
            Some("nose"),
        ),
        (
            "file:///etc/hosts",
            "file",
            Some(""),
            Some(HostKind::Name),
            "/etc/hosts",
            PathKind::AbEmpty,
            None,
            None,
        ),
        (
            "http://[v7.fe80::1]/",
            "http",
            Some("[v7.fe80::1]"),
            Some(HostKind::IpvFuture),
            "/",
            PathKind::AbEmpty,
            None,
            None,
        ),
    ];
    for (input, scheme, authority, host, path, kind, query, fragment) in table {
        let url = rfc3986::parse(input).unwrap();
        assert_eq!(url.scheme(), scheme, "{input}");
        assert_eq!(url.authority().map(|a| a.as_str()), authority, "{input}");
        assert_eq!(url.host().map(|h| h.kind()), host, "{input}");
        assert_eq!(
            (url.path().as_str(), url.path_kind()),
            (path, kind),
            "{input}"
        );
        assert_eq!(url.query().map(|q| q.as_str()), query, "{input}");
        assert_eq!(url.fragment().map(|f| f.as_str()), fragment, "{input}");
        // The same through the grammar's name and `AnyUrl`.
        let any = urlbnf::parse(input, "rfc3986".parse().unwrap()).unwrap();
        assert!(matches!(any, AnyUrl::Rfc3986(_)));
        assert_eq!(
            any.host().map(|h| h.as_str()),
            url.host().map(|h| h.as_str())
        );
    }
}

#[test]
fn ports_beyond_sixteen_bits_are_valid_and_say_so() {
    let url = rfc3986::parse("http://h:65536/").unwrap();
    assert_eq!(url.port().unwrap().as_str(), "65536");
    let e = url.port_or_default().unwrap_err();
    assert_eq!(
        e.to_string(),
        "port `65536` (at byte 9) does not fit in 16 bits (0 to 65535)"
    );
    assert_eq!(
        rfc3986::parse("http://h:/").unwrap().port_or_default(),
        Ok(Some(80))
    );
}

#[test]
fn the_comparison_ladder_of_section_6() {
    let g = Grammar::Rfc3986;
    let syntax = Normalization::ENCODING.host_case(true).dot_segments(true);
    let scheme = Normalization::ALL;
    // (a, b, equal at the encoding level, with host case and dot segments,
    // with the scheme's rules)
    let table = [
        // Section 6.2.2's example.
        (
            "example://a/b/c/%7Bfoo%7D",
            "eXAMPLE://a/./b/../b/%63/%7bfoo%7d",
            false,
            true,
            true,
        ),
        // 6.2.2.1: hex digits' case; 6.2.2.2: unreserved escapes.
        ("http://h/%7euser", "http://h/~user", true, true, true),
        ("http://h/a%2Fb", "http://h/a/b", false, false, false),
        // 6.2.2.1: scheme and host are case-insensitive.
        (
            "HTTP://Example.COM/",
            "http://example.com/",
            false,
            true,
            true,
        ),
        // 6.2.3: the four forms of section 6.2.3.
        (
            "http://example.com",
            "http://example.com/",
            false,
            false,
            true,
        ),
        (
            "http://example.com:/",
            "http://example.com/",
            false,
            false,
            true,
        ),
        (
            "http://example.com:80/",
            "http://example.com/",
            false,
            false,
            true,
        ),
        (
            "https://example.com:443",
            "https://example.com/",
            false,
            false,
            true,
        ),
        ("wss://h:443/x", "wss://h/x", false, false, true),
        // Another scheme's default port, an unknown scheme's empty path.
        ("https://h:80/", "https://h/", false, false, false),
        ("foo://h", "foo://h/", false, false, false),
        // Paths keep their case, queries their order.
        ("http://h/A", "http://h/a", false, false, false),
    ];
    for (a, b, encoding, syntax_based, scheme_based) in table {
        let eq = |n| equivalent_with(a, b, g, n).unwrap();
        assert_eq!(eq(Normalization::ENCODING), encoding, "{a} {b}");
        assert_eq!(eq(syntax), syntax_based, "{a} {b}");
        assert_eq!(eq(scheme), scheme_based, "{a} {b}");
    }
    // The normal form reads back as a URI of the grammar.
    let url = urlbnf::parse("HTTP://Example.COM:80/a/./b/../%63?%7e#f", g).unwrap();
    let normal = url.normalized_with(Normalization::ALL);
    assert_eq!(normal, "http://example.com/a/c?~#f");
    assert!(rfc3986::validate(&normal).is_ok());
    // A path that dot segments would begin with `//` keeps its meaning.
    let url = urlbnf::parse("x:/a/..//b", g).unwrap();
    assert_eq!(url.normalized_with(Normalization::ALL), "x:/.//b");
}

#[test]
fn resolution_by_grammar_name() {
    let g: Grammar = "rfc3986".parse().unwrap();
    let base = "http://a/b/c/d;p?q";
    for (reference, target) in [
        ("g:h", "g:h"),
        ("g", "http://a/b/c/g"),
        ("./g", "http://a/b/c/g"),
        ("g/", "http://a/b/c/g/"),
        ("/g", "http://a/g"),
        ("//g", "http://g"),
        ("?y", "http://a/b/c/d;p?y"),
        ("g?y", "http://a/b/c/g?y"),
        ("#s", "http://a/b/c/d;p?q#s"),
        ("", "http://a/b/c/d;p?q"),
        ("../../../g", "http://a/g"),
        ("/./g", "http://a/g"),
        ("g;x=1/../y", "http://a/b/c/y"),
    ] {
        assert_eq!(
            resolve_in(base, reference, g).unwrap(),
            target,
            "{reference}"
        );
    }
    let e = resolve_in("../not/a/base", "g", g).unwrap_err();
    assert_eq!(e.argument(), "base");
    let e = resolve_in(base, "a b", g).unwrap_err();
    assert_eq!((e.argument(), e.error().offset()), ("reference", 1));
    assert_eq!(
        resolve_in("http://例え/a/b", "../ç", Grammar::Rfc3987).unwrap(),
        "http://例え/ç"
    );
}

/// `validate_reference` and `diagnose_reference` by grammar: the
/// reference rules of RFC 3986 and 3987, RFC 1630's partial forms, and RFC
/// 1738, whose references are its URLs.
#[test]
fn references_by_grammar() {
    use urlbnf::{diagnose, diagnose_reference, validate, validate_reference};
    // (input, grammar, the first error's offset and production when it is
    // invalid as a reference, whether it is a URL)
    type Case = (&'static str, Grammar, Option<(usize, &'static str)>, bool);
    let cases: &[Case] = &[
        ("../g?q#f", Grammar::Rfc3986, None, false),
        ("//h:8080/p", Grammar::Rfc3986, None, false),
        ("", Grammar::Rfc3986, None, false),
        ("./a:b", Grammar::Rfc3986, None, false),
        ("g:h", Grammar::Rfc3986, None, true),
        ("a:b c", Grammar::Rfc3986, Some((3, "path-rootless")), false),
        ("1a:b", Grammar::Rfc3986, Some((2, "path-noscheme")), false),
        ("//[::1", Grammar::Rfc3986, Some((6, "IP-literal")), false),
        ("../é", Grammar::Rfc3986, Some((3, "path-noscheme")), false),
        ("../é", Grammar::Rfc3987, None, false),
        ("../g", Grammar::Rfc1630, None, false),
        ("http://h/a", Grammar::Rfc1630, None, true),
        ("a b", Grammar::Rfc1630, Some((1, "partial")), false),
        ("../g", Grammar::Rfc1738, Some((2, "scheme")), false),
        ("http://h/a", Grammar::Rfc1738, None, true),
    ];
    for &(input, g, error, url) in cases {
        let got = validate_reference(input, g);
        let got_ok = got.is_ok();
        let d = diagnose_reference(input, g);
        assert_eq!(d.is_reference(), g.has_references(), "{input}");
        assert_eq!(d.error(), got.clone().err(), "{input} ({g})");
        assert_eq!(d.url().is_some(), url, "{input} ({g})");
        match error {
            None => {
                assert!(got_ok && d.is_valid(), "{input} ({g}): {got:?}");
                assert!(d.suggestion().is_none());
            }
            Some((offset, production)) => {
                let e = got.clone().unwrap_err();
                assert_eq!(
                    (e.offset(), e.production()),
                    (offset, production),
                    "{input} ({g})"
                );
                if let Some(fix) = d.suggestion() {
                    assert!(validate_reference(fix, g).is_ok(), "{input}: {fix}");
                }
            }
        }
        // RFC 1738's references are its URLs; a URL of any grammar is a
        // reference of it.
        let as_url = validate(input, g);
        if g.has_references() {
            assert!(as_url.is_err() || got.is_ok(), "{input} ({g})");
        } else {
            assert_eq!(got, as_url, "{input} ({g})");
        }
        assert_eq!(diagnose(input, g).is_valid(), as_url.is_ok());
    }
    // A valid relative reference draws the warnings of its parts.
    for (input, code) in [
        ("//u:pw@h/p", "urlbnf::login::password"),
        ("//127.1/x", "urlbnf::host::ipv4-like-name"),
        ("//a%2Fb.example/", "urlbnf::host::encoded-delimiter"),
        ("../a%0Ab", "urlbnf::escape::newline"),
    ] {
        let d = diagnose_reference(input, Grammar::Rfc3986);
        let codes: Vec<&str> = d.findings().iter().map(|f| f.code().as_str()).collect();
        assert!(d.is_valid() && codes == [code], "{input}: {codes:?}");
        assert!(urlbnf::report::may_warn(input), "{input}");
    }
    assert!(
        diagnose_reference("//h/p", Grammar::Rfc3986)
            .findings()
            .is_empty()
    );
    // The tree of a relative reference, where the grammar has a production.
    let d = diagnose_reference("//h/p?q", Grammar::Rfc3986);
    let tree = d.tree().unwrap();
    assert!(tree.starts_with("relative-ref 0..7"), "{tree}");
    assert!(tree.contains("authority 2..3 \"h\""), "{tree}");
    assert!(diagnose_reference("a b", Grammar::Rfc3986).tree().is_none());
}

mod builder {
    use std::net::IpAddr;

    use proptest::prelude::*;
    use urlbnf::Grammar;
    use urlbnf::rfc3986::build::{BuildError, Generic};

    /// Raw values: any bytes, delimiters, and characters beyond ASCII that
    /// an IRI keeps (`é`, `例`), holds only in a query (U+E000) or never
    /// (U+202E).
    fn raw() -> impl Strategy<Value = Vec<u8>> {
        prop_oneof![
            prop::collection::vec(any::<u8>(), 0..10),
            prop::collection::vec(
                prop::sample::select(vec![
                    "%", "/", "?", "#", "[", "]", "@", ":", "a", "~", " ", "é", "例", "\u{e000}",
                    "\u{202e}",
                ]),
                0..6
            )
            .prop_map(|p| p.concat().into_bytes()),
        ]
    }

    fn host() -> impl Strategy<Value = Option<Result<String, IpAddr>>> {
        prop_oneof![
            Just(None),
            prop::sample::select(vec![
                "h",
                "",
                "example.com",
                "a b",
                "例え",
                "1.2.3.4",
                "[x]"
            ])
            .prop_map(|h| Some(Ok(h.to_owned()))),
            any::<IpAddr>().prop_map(|ip| Some(Err(ip))),
        ]
    }

    fn decoded(s: Option<urlbnf::Span<'_>>) -> Option<Vec<u8>> {
        s.map(|s| s.decode().into_owned())
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 4096, failure_persistence: None, ..ProptestConfig::default() })]

        /// From any raw components the builder writes a URI (or an IRI)
        /// that parses back to them, or refuses for a documented reason.
        #[test]
        fn components_round_trip(
            scheme in "[a-zA-Z][a-zA-Z0-9+.-]{0,5}",
            iri: bool,
            host in host(),
            login in prop::option::of((raw(), prop::option::of(raw()))),
            port in prop::option::of(any::<u16>()),
            segments in prop::option::of(prop::collection::vec(raw(), 0..4)),
            query in prop::option::of(raw()),
            fragment in prop::option::of(raw()),
        ) {
            let mut b = if iri { Generic::iri(&scheme) } else { Generic::new(&scheme) };
            match &host {
                Some(Ok(name)) => b = b.host(name.clone()),
                Some(Err(ip)) => b = b.host_ip(*ip),
                None => {}
            }
            if let Some((u, p)) = &login { b = b.login(u, p.as_ref()); }
            if let Some(p) = port { b = b.port(p); }
            if let Some(s) = &segments { b = b.segments(s); }
            if let Some(q) = &query { b = b.query(q); }
            if let Some(f) = &fragment { b = b.fragment(f); }
            let segs = segments.clone().unwrap_or_default();
            let built = b.build();
            if host.is_none() && (login.is_some() || port.is_some()) {
                prop_assert!(matches!(built, Err(BuildError::Missing { part: "host", .. })), "{built:?}");
                return Ok(());
            }
            if host.is_none() && segs.len() > 2 && segs[0].is_empty() && segs[1].is_empty() {
                prop_assert!(matches!(built, Err(BuildError::Empty { .. })), "{built:?}");
                return Ok(());
            }
            let built = built.unwrap();
            let text = built.as_str();
            prop_assert!(iri || text.is_ascii(), "{text}");
            let grammar = if text.is_ascii() { Grammar::Rfc3986 } else { Grammar::Rfc3987 };
            prop_assert_eq!(built.grammar(), grammar);
            let url = built.as_url();
            prop_assert_eq!(url.scheme(), scheme.as_str());
            match &host {
                Some(Ok(name)) => prop_assert_eq!(decoded(url.host().map(|h| h.span())), Some(name.clone().into_bytes())),
                Some(Err(IpAddr::V4(ip))) => prop_assert_eq!(url.host().unwrap().ipv4(), Some(*ip)),
                Some(Err(IpAddr::V6(ip))) => prop_assert_eq!(url.host().unwrap().ipv6(), Some(*ip)),
                None => prop_assert!(url.authority().is_none()),
            }
            if let Some((user, password)) = &login {
                let l = url.login().unwrap();
                prop_assert_eq!(decoded(l.user()), Some(user.clone()));
                prop_assert_eq!(decoded(l.password()), password.clone());
            }
            prop_assert_eq!(url.port().map(|p| p.value().unwrap()), port);
            // Without an authority a path of one empty segment is empty,
            // and a first empty segment is the `/` of an absolute path.
            let want: Vec<Vec<u8>> = match (&host, segs.as_slice()) {
                (None, [first]) if first.is_empty() => Vec::new(),
                (None, [first, rest @ ..]) if first.is_empty() => rest.to_vec(),
                _ => segs.clone(),
            };
            let got: Vec<Vec<u8>> = url.segments().map(|s| s.decode().into_owned()).collect();
            prop_assert_eq!(got, want);
            prop_assert_eq!(decoded(url.query()), query);
            prop_assert_eq!(decoded(url.fragment()), fragment);
        }
    }

    #[test]
    fn what_each_component_encodes() {
        let b = Generic::new("x").host("h");
        let cases: [(Generic, &str); 7] = [
            (b.clone().login("u:@", Some(":@")), "x://u%3A%40::%40@h"),
            (
                b.clone().segments(["a:@!$&'()*+,;=", "/?#[]"]),
                "x://h/a:@!$&'()*+,;=/%2F%3F%23%5B%5D",
            ),
            (b.clone().query("/?:@#[] %"), "x://h?/?:@%23%5B%5D%20%25"),
            (b.clone().fragment("/?#"), "x://h#/?%23"),
            (Generic::new("x").host("[::1]"), "x://%5B%3A%3A1%5D"),
            (
                Generic::iri("x").host("h").segments(["é\u{202e}"]),
                "x://h/é%E2%80%AE",
            ),
            (Generic::iri("x").query([0xff, b'a']), "x:?%FFa"),
        ];
        for (b, want) in cases {
            assert_eq!(b.build().unwrap(), want);
        }
    }
}
