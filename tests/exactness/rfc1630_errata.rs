//! One test per RFC 1630 decision of `grammar/ERRATA.md` (F1-F27), each with
//! the inputs that tell the accepted reading from the rejected one.

use urlbnf::rfc1630::{Address, WaisKind};
use urlbnf::{ErrorKind, Grammar, GroupPart, Scheme, equivalent, parse, resolve, validate};

#[track_caller]
fn ok(input: &str) -> urlbnf::rfc1630::Url<'_> {
    match urlbnf::rfc1630::parse(input) {
        Ok(url) => url,
        Err(e) => panic!("{input:?} should be valid: {e}"),
    }
}

#[track_caller]
fn bad(input: &str) -> urlbnf::ParseError {
    match validate(input, Grammar::Rfc1630) {
        Ok(()) => panic!("{input:?} should be invalid"),
        Err(e) => e,
    }
}

#[test]
fn f1_the_scheme_selects_the_production() {
    // Accepted reading: dispatch, case-insensitive.
    assert_eq!(ok("HTTP://h").address().scheme(), Scheme::Http);
    assert_eq!(ok("News:a").address().scheme(), Scheme::News);
    assert_eq!(ok("file:///etc/motd").address().scheme(), Scheme::Other);
    // Rejected reading (union with the generic `uri`): these are generic URIs.
    for input in ["telnet://h/", "news:1abc", "mailto:nobody", "gopher://h/"] {
        assert!(urlbnf::validate(&input.replacen(':', "x:", 1), Grammar::Rfc1630).is_ok());
        bad(input);
    }
}

#[test]
fn f2_xpalphas_is_one_or_more() {
    assert!(matches!(ok("magic:ab").address(), Address::Other(_)));
    // The printed `xpalpha [ xpalpha ]` would reject segments of 3+.
    ok("magic:abc");
    ok("urn:/iana/dns/ch/cern/cn/techdoc/94/1642-3");
}

#[test]
fn f3_generic_paths_have_void_segments_specific_ones_do_not() {
    let Address::Other(u) = ok("magic://a/b/c//d/e/f").address() else {
        panic!()
    };
    assert_eq!(u.path().as_str(), "//a/b/c//d/e/f");
    ok("fxqn:/us/va");
    // The specific section's path is kept as printed.
    assert_eq!(bad("http://h//x").offset(), 9);
    assert_eq!(bad("gopher://h/1/x").offset(), 12);
    assert_eq!(bad("ftp://h/a//b").offset(), 10);
}

#[test]
fn f4_every_url_may_have_a_fragment() {
    for input in [
        "http://h/p#frag",
        "news:a#b",
        "url:ftp://h/f;type=I#x",
        "x:y#z",
    ] {
        assert!(ok(input).fragment().is_some(), "{input}");
    }
    // The specific section's `fragmentid` has `+`, the generic one does not.
    ok("http://h/#a+b");
    assert_eq!(bad("x:y#a+b").offset(), 5);
    // Rejected reading: RFC 1738 (no fragment at all).
    assert!(validate("http://h/p#frag", Grammar::Rfc1738).is_err());
}

#[test]
fn f5_void_fragment_after_hash() {
    for input in ["x:y#", "http://h/#"] {
        assert_eq!(ok(input).fragment().map(|f| f.as_str()), Some(""));
    }
    assert_eq!(ok("x:y").fragment(), None);
}

#[test]
fn f6_ftptype_follows_semicolon_type() {
    let Address::Ftp(f) = ok("ftp://h/f;type=I").address() else {
        panic!()
    };
    assert_eq!(f.type_code(), Some('I'));
    // Literal reading `path [ ftptype ]`: `fI` could be `f` + type `I`.
    let Address::Ftp(f) = ok("ftp://h/fI").address() else {
        panic!()
    };
    assert_eq!((f.path().unwrap().as_str(), f.type_code()), ("fI", None));
    assert_eq!(bad("ftp://h/f;typ=I").offset(), 13);
}

#[test]
fn f7_formcode_optional_upper_case_only() {
    let Address::Ftp(f) = ok("ftp://h/f;type=A").address() else {
        panic!()
    };
    assert_eq!((f.type_code(), f.formcode()), (Some('A'), None));
    ok("ftp://h/f;type=EC");
    assert_eq!(bad("ftp://h/f;type=a").kind(), ErrorKind::Rfc959FtpType);
    assert_eq!(bad("ftp://h/f;type=L").offset(), 16);
    assert_eq!(bad("ftp://h/f;type=AX").offset(), 16);
    assert!(validate("ftp://h/f;type=a", Grammar::Rfc1738).is_ok());
}

#[test]
fn f8_nntp_with_and_without_host() {
    let Address::Nntp(n) = ok("nntp:comp.lang.c/42").address() else {
        panic!()
    };
    assert!(n.hostport().is_none());
    let Address::Nntp(n) = ok("nntp://news.example/comp.lang.c/42").address() else {
        panic!()
    };
    assert_eq!(
        n.hostport().map(|h| h.host().as_str()),
        Some("news.example")
    );
    bad("nntp:/comp.lang.c/42");
}

#[test]
fn f9_addr_spec_is_rfc822() {
    // RFC 822 `addr-spec`: domain atoms may start with a digit or `-`, a
    // local part may have quoted strings; an escape is one atom character.
    for input in [
        "mid:a@b",
        "cid:a@1.2.3.4",
        "cid:a@1.2",
        "mid:M@0iYuFu",
        "cid:T@0PlD-SEOl.eT",
        "mid:-Ujo.&._t@2HC",
        "mid:\"a@b\".c@d",
        "mid:\"\"@d",
        "cid:a%40b@c",
        "mid:960830.1639@XIson.com",
        "url:mid:a@b#f",
    ] {
        ok(input);
    }
    let Address::Mid(m) = ok("mid:\"x(y)\".z@0a.-b").address() else {
        panic!()
    };
    let a = m.addr_spec();
    assert_eq!(
        (a.local().as_str(), a.host().as_str()),
        ("\"x(y)\".z", "0a.-b")
    );
    // Rejected: no `@` (the `1*xalpha` reading), RFC 822 specials outside
    // quotes, empty words or sub-domains, a second `@` (the earlier
    // `xalphas "@" host` reading accepted `a@b@c` and `a(b)@c`), domain
    // literals (`[` is not an RFC 1630 character).
    assert_eq!(bad("mid:abc").offset(), 7);
    assert_eq!(bad("cid:abc").offset(), 7);
    for (input, at) in [
        ("mid:a@", 6),
        ("mid:a@b@c", 7),
        ("mid:a(b)@c", 5),
        ("mid:a,b@c", 5),
        ("mid:a..b@c", 6),
        ("mid:.a@c", 4),
        ("mid:a@b.", 8),
        ("mid:a@b..c", 8),
        ("mid:a@\"b\"", 6),
        ("mid:\"a\"b@c", 7),
        ("mid:\"a@c", 8),
        ("mid:a@[1.2.3.4]", 6),
    ] {
        assert_eq!(bad(input).offset(), at, "{input:?}");
    }
}

#[test]
fn f10_plus_in_the_specific_safe() {
    ok("http://h?a++b");
    ok("http://h?+a+");
    ok("wais://h/db?a++b");
    // Generic section: `+` separates non-empty words.
    ok("x:p?a+b");
    for input in ["x:p?a++b", "x:p?a+", "x:p?+a"] {
        bad(input);
    }
}

#[test]
fn f11_space_is_outside_the_grammar_quote_is_not() {
    assert_eq!(bad("http://h/a b").kind(), ErrorKind::CharOutsideGrammar);
    assert_eq!(bad("x:a b").kind(), ErrorKind::CharOutsideGrammar);
    assert_eq!(bad("http://h:8\"/").kind(), ErrorKind::UnexpectedChar);
    assert_eq!(
        validate("http://h:8\"/", Grammar::Rfc1738)
            .unwrap_err()
            .kind(),
        ErrorKind::CharOutsideGrammar
    );
    ok("http://h/a\"b\"");
}

#[test]
fn f12_user_and_password_are_non_empty_alphanum2() {
    ok("ftp://u.s-e_r+1:p-w@h/");
    bad("ftp://@h/");
    assert_eq!(bad("ftp://u:@h/").offset(), 8);
    assert!(validate("ftp://@h/", Grammar::Rfc1738).is_ok());
}

#[test]
fn f13_login_is_the_union_of_its_readings() {
    let Address::Ftp(f) = ok("ftp://u@h/").address() else {
        panic!()
    };
    assert_eq!(
        (
            f.login().user().map(|u| u.as_str()),
            f.login().hostport().host().as_str()
        ),
        (Some("u"), "h")
    );
    let Address::Ftp(f) = ok("ftp://u%41@h/").address() else {
        panic!()
    };
    assert_eq!(
        (f.login().user(), f.login().hostport().host().as_str()),
        (None, "u%41@h")
    );
    // The user reading's host number stops short; the host name goes on.
    let Address::Ftp(f) = ok("ftp://pw@721.86.2.2I/").address() else {
        panic!()
    };
    assert_eq!(
        (f.login().user(), f.login().hostport().host().as_str()),
        (None, "pw@721.86.2.2I")
    );
    ok("telnet://TUgbM@9.90.260.40!");
    bad("ftp://u:p@1.2.3.4I/");
}

#[test]
fn f14_host_names_are_alpha_then_xalphas() {
    ok("http://a\"b&c@d(e)/");
    ok("http://a%2Db/");
    bad("http://-h/");
    bad("http://%41/");
    assert!(validate("http://a\"b/", Grammar::Rfc1738).is_err());
}

#[test]
fn f15_wpath_fields_end_with_semicolon() {
    let url = parse("wais://h/db/t/1=a/b;2=;", Grammar::Rfc1630).unwrap();
    let Address::Wais(w) = url.as_rfc1630().unwrap().address() else {
        panic!()
    };
    assert!(matches!(w.kind(), WaisKind::Doc { .. }));
    assert_eq!(w.fields().count(), 2);
    bad("wais://h/db/t/1=a");
    bad("wais://h/db/t/1=/a;");
}

#[test]
fn f16_percent_00_version() {
    let Address::Prospero(p) = ok("prospero://h/a%001").address() else {
        panic!()
    };
    assert_eq!(
        (p.path().as_str(), p.version().map(|v| v.as_str())),
        ("a", Some("1"))
    );
    // `%00` not followed by digits is an escape of the name.
    let Address::Prospero(p) = ok("prospero://h/a%00b").address() else {
        panic!()
    };
    assert_eq!((p.path().as_str(), p.version()), ("a%00b", None));
    let Address::Prospero(p) = ok("prospero://h/a%00b%002x").address() else {
        panic!()
    };
    assert_eq!(p.path().as_str(), "a%00b");
}

#[test]
fn f17_attributes_are_one_run() {
    let Address::Prospero(p) = ok("prospero://h/a%0012abc34").address() else {
        panic!()
    };
    assert_eq!(
        (
            p.version().map(|v| v.as_str()),
            p.attributes().map(|a| a.as_str())
        ),
        (Some("12"), Some("abc34"))
    );
}

#[test]
fn f18_url_prefix() {
    assert!(ok("URL:http://h/").prefix().is_some());
    assert!(ok("url:mid:a@b#f").fragment().is_some());
    for input in ["url:magic:x", "url:afs://c/p", "url:url:http://h/"] {
        assert_eq!(bad(input).kind(), ErrorKind::PrefixedUrlScheme, "{input}");
    }
    assert_eq!(bad("url: http://h/").kind(), ErrorKind::CharOutsideGrammar);
}

#[test]
fn f19_afs_is_its_production_but_not_a_url() {
    assert!(matches!(
        ok("afs://cern.ch/usr/timbl").address(),
        Address::Afs(_)
    ));
    // As a generic URI `afs:x` would be valid.
    bad("afs:x");
    assert_eq!(
        bad("url:afs://cern.ch/usr").kind(),
        ErrorKind::PrefixedUrlScheme
    );
}

#[test]
fn f20_gopher_slash_needs_a_type() {
    ok("gopher://h");
    ok("gopher://h/1");
    assert_eq!(bad("gopher://h/").offset(), 11);
    assert!(validate("gopher://h/", Grammar::Rfc1738).is_ok());
}

#[test]
fn f21_article_or_group() {
    let Address::News(n) = ok("news:a@b").address() else {
        panic!()
    };
    assert!(matches!(n.grouppart(), GroupPart::Article { .. }));
    let Address::News(n) = ok("news:a@1").address() else {
        panic!()
    };
    assert!(matches!(n.grouppart(), GroupPart::Group(_)));
}

#[test]
fn f22_rightmost_at_that_works() {
    let Address::Mailto(m) = ok("mailto:a@b@c").address() else {
        panic!()
    };
    assert_eq!((m.local().as_str(), m.host().as_str()), ("a@b", "c"));
    let Address::Mailto(m) = ok("mailto:a@b@1").address() else {
        panic!()
    };
    assert_eq!((m.local().as_str(), m.host().as_str()), ("a", "b@1"));
}

const BASE: &str = "magic://a/b/c//d/e/f";

#[test]
fn f23_partial_slash_runs_follow_the_table() {
    assert_eq!(resolve(BASE, "/g").unwrap(), "magic://a/g");
    // The literal "no greater number ... to the right" reading.
    assert_ne!(resolve(BASE, "/g").unwrap(), "magic://a/b/c//d/e/g");
    assert_eq!(resolve(BASE, "///g").unwrap(), "magic:///g");
    assert_eq!(resolve("http://h", "/g").unwrap(), "http://h/g");
}

#[test]
fn f24_dot_removal() {
    assert_eq!(resolve(BASE, "/x/../g").unwrap(), "magic://a/x/../g");
    assert_eq!(resolve(BASE, "x/../g").unwrap(), "magic://a/b/c//d/e/g");
    assert_eq!(resolve(BASE, "..").unwrap(), "magic://a/b/c//d/e/..");
    assert_eq!(resolve(BASE, "../../../g").unwrap(), "magic://a/b/c//../g");
    assert_eq!(resolve(BASE, "g/.").unwrap(), "magic://a/b/c//d/e/g");
    // Only the path is rewritten: `/../` stays in a search, which cannot
    // hold `/`, so the result is no URL and is refused.
    let e = resolve(BASE, "g?x/../y").unwrap_err();
    assert_eq!(
        (e.argument(), e.result(), e.error().offset()),
        ("result", Some("magic://a/b/c//d/e/g?x/../y"), 22)
    );
    // `..` never climbs over the context's host.
    assert_eq!(resolve("http://a/b/c", "../../x").unwrap(), "http://a/../x");
    assert_eq!(
        resolve("http://a/b/c", "../../../x").unwrap(),
        "http://a/../../x"
    );
    assert_eq!(resolve("http://a/b/c", "./../x").unwrap(), "http://a/x");
    // A partial form that starts with `//` names a host of its own.
    assert_eq!(resolve("http://a/b/c", "//x/y").unwrap(), "http://x/y");
}

#[test]
fn f25_context_path() {
    assert_eq!(resolve("http://h", "g").unwrap(), "http://h/g");
    assert_ne!(resolve("http://h", "g").unwrap(), "http://g");
    assert_eq!(resolve("news:a.b", "c.d").unwrap(), "news:c.d");
    assert_eq!(resolve("http://h/a/b?q#f", "c").unwrap(), "http://h/a/c");
    assert_eq!(resolve(BASE, "").unwrap(), "magic://a/b/c//d/e/");
}

#[test]
fn f26_fragment_partial_is_the_same_document() {
    let context = "http://www.myu.edu/org/admin/people";
    assert_eq!(
        resolve(context, "#andy").unwrap(),
        format!("{context}#andy")
    );
    assert_ne!(
        resolve(context, "#andy").unwrap(),
        "http://www.myu.edu/org/admin/#andy"
    );
    assert_eq!(resolve("x:y#a", "#b").unwrap(), "x:y#b");
}

#[test]
fn f27_equivalence_keeps_reserved_escapes() -> miette::Result<()> {
    let g = Grammar::Rfc1630;
    assert!(equivalent("http://h/a-b", "http://h/a%2Db", g)?);
    assert!(equivalent("http://h/a-b", "http://h/a%2db", g)?);
    assert!(equivalent("HTTP://h/a", "http://h/a", g)?);
    assert!(!equivalent("http://H/a", "http://h/a", g)?);
    assert!(equivalent("http://h/a%2F", "http://h/a%2f", g)?);
    for (plain, encoded) in [
        ("/", "%2F"),
        ("?", "%3F"),
        (".", "%2E"),
        ("+", "%2B"),
        ("*", "%2A"),
        ("!", "%21"),
    ] {
        let a = format!("http://h/x?a{plain}b");
        let b = format!("http://h/x?a{encoded}b");
        if validate(&a, g).is_ok() {
            assert!(!equivalent(&a, &b, g)?, "{a} vs {b}");
        }
    }
    assert!(!equivalent("http://h/a/b", "http://h/a%2Fb", g)?);
    // `@` stays encoded: it splits news articles and RFC 822 addr-specs.
    assert!(!equivalent("http://h/a%40b", "http://h/a@b", g)?);
    assert!(!equivalent("news:a%40b", "news:a@b", g)?);
    assert!(equivalent("http://h/a%24b", "http://h/a$b", g)?);
    // RFC 1738 keeps `@` encoded (its §2.2 reserved set), and `~` (unsafe).
    assert!(equivalent(
        "ftp://h/%7Eu",
        "ftp://h/%7eu",
        Grammar::Rfc1738
    )?);
    assert!(!equivalent(
        "http://h/a%40b",
        "http://h/a@b",
        Grammar::Rfc1738
    )?);
    assert!(equivalent(
        "http://h/a%2Db",
        "http://h/a-b",
        Grammar::Rfc1738
    )?);
    Ok(())
}
