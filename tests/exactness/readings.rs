//! The readings audit of `grammar/ERRATA.md` ("Readings audit"): wherever
//! the engine prefers a reading, repeats greedily or splits at a chosen
//! character, the inputs that tell the readings apart are accepted exactly
//! when one of the readings derives them. One test per audited construct
//! that `tests/exactness/rfc1630_errata.rs` and `tests/exactness/conformance.rs` do not cover.

use urlbnf::rfc1630::{Address, WaisKind};
use urlbnf::{Grammar, GroupPart, parse, validate};

#[track_caller]
fn valid(g: Grammar, inputs: &[&str]) {
    for input in inputs {
        if let Err(e) = validate(input, g) {
            panic!("{input:?} should be valid ({g:?}): {e}");
        }
        assert!(parse(input, g).is_ok(), "{input:?}");
    }
}

#[track_caller]
fn invalid(g: Grammar, inputs: &[&str]) {
    for input in inputs {
        assert!(
            validate(input, g).is_err(),
            "{input:?} should be invalid ({g:?})"
        );
        assert!(parse(input, g).is_err(), "{input:?}");
    }
}

fn login_of(input: &str) -> (Option<String>, String) {
    let url = parse(input, Grammar::Rfc1630).unwrap();
    let login = match url.as_rfc1630().unwrap().address() {
        Address::Ftp(f) => f.login(),
        Address::Telnet(t) => t.login(),
        _ => panic!("{input:?}"),
    };
    (
        login.user().map(|u| u.to_string()),
        login.hostport().host().to_string(),
    )
}

#[test]
fn rfc1630_login_union() {
    // The user reading stops where a host name would go on: only the bare
    // host name can be followed by `/` or the end.
    for (input, host) in [
        ("ftp://pw@721.86.2.2I/", "pw@721.86.2.2I"),
        ("telnet://TUgbM@9.90.260.40!", "TUgbM@9.90.260.40!"),
        ("telnet://u@1.2.3.4@x", "u@1.2.3.4@x"),
        ("ftp://u@1.2.3.4.5/", "u@1.2.3.4.5"),
        ("ftp://u@:1/", "u@"),
        ("telnet://u@1.2.3.4:8", "1.2.3.4"),
    ] {
        let (user, h) = login_of(input);
        assert_eq!(h, host, "{input:?}");
        assert_eq!(user.is_some(), host == "1.2.3.4", "{input:?}");
    }
    // Both readings end together: the user reading.
    assert_eq!(login_of("ftp://u@h/"), (Some("u".into()), "h".into()));
    assert_eq!(
        login_of("telnet://u:p@1.2.3.4"),
        (Some("u".into()), "1.2.3.4".into())
    );
    // Neither reading derives these.
    invalid(
        Grammar::Rfc1630,
        &[
            "ftp://u:p@1.2.3.4x/",
            "ftp://1u@1.2.3x/",
            "telnet://u@1.2.3.4:8x",
            "ftp://1u@:1/",
        ],
    );
}

#[test]
fn rfc1630_host_first_byte() {
    valid(
        Grammar::Rfc1630,
        &["http://a1.2.3.4/", "http://1.2.3.4/", "http://a@1/"],
    );
    invalid(
        Grammar::Rfc1630,
        &["http://1.2.3.4a/", "http://1a/", "http://.a/"],
    );
}

#[test]
fn rfc1630_greedy_runs() {
    valid(
        Grammar::Rfc1630,
        &[
            "http://a..b.@&/x/",
            "news:a..b.@",
            "http://h/a/b/?q",
            "ftp://h/a/;type=I",
            "gopher://h/1a/b/",
        ],
    );
    invalid(
        Grammar::Rfc1630,
        &["http://h/a//b", "ftp://h//", "gopher://h/1/"],
    );
}

#[test]
fn rfc1630_every_at_is_tried() {
    valid(
        Grammar::Rfc1630,
        &[
            "news:a@b@1",
            "news:a@1@b",
            "news:a@b@1.2.3.4",
            "mailto:a@1@b",
            "mailto:a@b@1",
            "mailto:@@a@b",
        ],
    );
    invalid(
        Grammar::Rfc1630,
        &[
            "mailto:a@1",
            "mailto:a@1@2",
            "news:@1",
            "mailto:@a",
            "news:1@2@3",
        ],
    );
}

#[test]
fn rfc1630_groupart_union() {
    for (input, article) in [
        ("news:a@b", true),
        ("news:1@b", true),
        ("news:a@1", false),
        ("news:a@1.2.3.4", true),
        ("news:*@b", true),
        ("news:a.b@", false),
    ] {
        let url = parse(input, Grammar::Rfc1630).unwrap();
        let Address::News(n) = url.as_rfc1630().unwrap().address() else {
            panic!()
        };
        assert_eq!(
            matches!(n.grouppart(), GroupPart::Article { .. }),
            article,
            "{input:?}"
        );
    }
    invalid(Grammar::Rfc1630, &["news:1@2", "news:**", "news:1a"]);
}

#[test]
fn rfc1630_wpath_fields() {
    valid(
        Grammar::Rfc1630,
        &[
            "wais://h/d/t/1=;",
            "wais://h/d/t/1=a/b/;22=c;",
            "wais://h/d/t/1=a/;",
        ],
    );
    invalid(
        Grammar::Rfc1630,
        &[
            "wais://h/d/t/1=a=b;",
            "wais://h/d/t/1=a;;",
            "wais://h/d/t/=a;",
            "wais://h/d/t/1=a;2",
        ],
    );
}

#[test]
fn rfc1630_wais_choice() {
    for (input, doc) in [
        ("wais://h/d?q", false),
        ("wais://h/d", false),
        ("wais://h/d/t/1=x;", true),
    ] {
        let url = parse(input, Grammar::Rfc1630).unwrap();
        let Address::Wais(w) = url.as_rfc1630().unwrap().address() else {
            panic!()
        };
        assert_eq!(matches!(w.kind(), WaisKind::Doc { .. }), doc, "{input:?}");
    }
    invalid(
        Grammar::Rfc1630,
        &["wais://h/d/t", "wais://h/d/?q", "wais://h/d?q/t/1=x;"],
    );
}

#[test]
fn rfc1738_login_at() {
    valid(
        Grammar::Rfc1738,
        &[
            "ftp://u:p@h/",
            "ftp://:@h/",
            "ftp://u;?&=@h/",
            "ftp://h:21/",
        ],
    );
    invalid(
        Grammar::Rfc1738,
        &["ftp://u@p@h/", "ftp://u@h@/", "ftp://u:p:q@h/"],
    );
}

#[test]
fn rfc1738_gopher_tab() {
    let url = urlbnf::rfc1738::parse("gopher://h/1a%09b%09c%09d").unwrap();
    let g = url.as_gopher().unwrap();
    assert_eq!(g.selector().map(|s| s.as_str()), Some("a"));
    valid(
        Grammar::Rfc1738,
        &[
            "gopher://h/1%09",
            "gopher://h/1%09%09",
            "gopher://h/1a%09b%09c%09d",
        ],
    );
}

#[test]
fn rfc1738_grouppart() {
    valid(
        Grammar::Rfc1738,
        &["news:a.b", "news:1@h", "news:a@1.2.3.4", "news:*"],
    );
    invalid(
        Grammar::Rfc1738,
        &["news:a@b@c", "news:1a", "news:a@", "news:**"],
    );
}

#[test]
fn rfc1738_wais_shapes() {
    valid(
        Grammar::Rfc1738,
        &[
            "wais://h/d",
            "wais://h/d?q",
            "wais://h/d/t/p",
            "wais://h/",
            "wais://h///",
        ],
    );
    invalid(
        Grammar::Rfc1738,
        &[
            "wais://h/d/t",
            "wais://h/d/t/p/q",
            "wais://h/d/t?q",
            "wais://h//",
        ],
    );
}

#[test]
fn rfc1738_prospero_fields() {
    valid(
        Grammar::Rfc1738,
        &[
            "prospero://h/a;b=c",
            "prospero://h/a=b;c=d",
            "prospero://h/;=",
        ],
    );
    invalid(
        Grammar::Rfc1738,
        &[
            "prospero://h/a;b",
            "prospero://h/a;b=c=d",
            "prospero://h/a=b;c=d=",
        ],
    );
}

#[test]
fn rfc1738_file_localhost() {
    valid(
        Grammar::Rfc1738,
        &[
            "file://localhost/x",
            "file://localhost.example/x",
            "file:///x",
        ],
    );
    invalid(Grammar::Rfc1738, &["file://localhost:1/x"]);
}
