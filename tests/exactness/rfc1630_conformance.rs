//! The RFC 1630 language, case by case: what must be accepted (and as which
//! production), and what must be rejected with which error at which byte.
//! Every case also checks that `validate` and `parse` agree and that
//! `Display` gives the input back. The decisions of `grammar/ERRATA.md`
//! have their own tests in `rfc1630_errata.rs`.

use urlbnf::rfc1630::Address;
use urlbnf::{ErrorKind, Grammar, Scheme, parse, validate};

#[track_caller]
fn valid(input: &str, scheme: Scheme) {
    if let Err(e) = validate(input, Grammar::Rfc1630) {
        panic!("{input:?} should be valid: {e}");
    }
    let url = parse(input, Grammar::Rfc1630).unwrap();
    assert_eq!(url.scheme(), scheme, "{input:?}");
    assert_eq!(url.to_string(), input);
    assert!(url.as_rfc1630().is_some());
}

#[track_caller]
fn invalid(input: &str, offset: usize, kind: ErrorKind) {
    let e = match validate(input, Grammar::Rfc1630) {
        Ok(()) => panic!("{input:?} should be invalid"),
        Err(e) => e,
    };
    assert_eq!((e.offset(), e.kind()), (offset, kind), "{input:?}: {e}");
    assert!(
        e.offset() + e.len() <= input.len(),
        "{input:?}: span past the end"
    );
    assert!(input.is_char_boundary(e.offset()) && input.is_char_boundary(e.offset() + e.len()));
    assert_eq!(
        parse(input, Grammar::Rfc1630).unwrap_err(),
        e,
        "{input:?}: parse disagrees"
    );
}

use ErrorKind::*;
use Scheme::*;

#[test]
fn every_scheme_valid() {
    for (input, scheme) in [
        (
            "http://info.cern.ch/hypertext/WWW/Addressing/URL/URI_Overview.html",
            Http,
        ),
        ("http://h", Http),
        ("http://h/", Http),
        ("http://h?dobbins", Http),
        ("http://h/a/b/?x+y", Http),
        ("http://u@h:8000/", Http),
        ("HTTP://H/P", Http),
        ("ftp://h/", Ftp),
        ("ftp://u:p@h:21/a/b;type=I", Ftp),
        ("ftp://h/f;type=EC", Ftp),
        ("ftp://h/f;type=L36", Ftp),
        ("news:*", News),
        ("news:comp.infosystems.www", News),
        ("news:msg123@host.example", News),
        ("news:a@1.2.3.4", News),
        ("nntp:comp.lang.c/42", Nntp),
        ("nntp://news.example:119/comp.lang.c/42", Nntp),
        ("prospero://host.dom/pros/name", Prospero),
        ("prospero://h/a%001", Prospero),
        ("prospero://h/a%0012abc", Prospero),
        ("prospero://h/", Prospero),
        ("telnet://h", Telnet),
        ("telnet://guest:pw@h:23", Telnet),
        ("gopher://h", Gopher),
        ("gopher://h/1", Gopher),
        ("gopher://h/0about/gopher", Gopher),
        ("gopher://h/%31sel%09query", Gopher),
        ("wais://h/db", Wais),
        ("wais://h/db?a+b", Wais),
        ("wais://h/db/TEXT/1=a/b;2=;", Wais),
        ("mailto:timbl@info.cern.ch", Mailto),
        ("mailto:a%25b@gateway.example", Mailto),
        ("mid:960830.1639@XIson.com", Mid),
        ("cid:foo4*foo1@bar.net", Cid),
        ("afs://cern.ch/usr/timbl", Afs),
        ("url:http://h/", Http),
        ("URL:mailto:a@b", Mailto),
        ("magic://a/b/c//d/e/f", Other),
        ("g:h", Other),
        ("urn:/iana/dns/ch/cern/cn/techdoc/94/1642-3", Other),
        ("file:///etc/motd", Other),
        ("x:", Other),
        ("x:a+b/c?w1+w2", Other),
        ("x-new:a", Other),
    ] {
        valid(input, scheme);
    }
}

#[test]
fn every_scheme_invalid() {
    for (input, offset, kind) in [
        ("", 0, EmptyInput),
        ("abc", 3, MissingScheme),
        ("1x:a", 0, UnexpectedChar),
        ("http://h/p?", 11, UnexpectedEnd),
        ("http://h//x", 9, UnexpectedChar),
        ("http://h:/", 8, EmptyPort),
        ("http://-h/", 7, UnexpectedChar),
        ("http://1.2.3/", 7, HostNumberParts),
        ("http://h/a;b", 10, UnexpectedChar),
        ("http://h/a=b", 10, UnexpectedChar),
        ("ftp://h", 7, UnexpectedEnd),
        ("ftp://h/f;type=a", 15, Rfc959FtpType),
        ("ftp://h/f;type=L", 16, UnexpectedEnd),
        ("ftp://h/f;type=AX", 16, UnexpectedChar),
        ("ftp://h/f;TYPE=A", 10, UnexpectedChar),
        ("ftp://u:@h/", 8, UnexpectedChar),
        ("news:", 5, UnexpectedEnd),
        ("news:1abc", 5, NewsGroup),
        ("news:@h", 5, NewsGroup),
        ("news:a/b", 6, UnexpectedChar),
        ("nntp:g", 6, UnexpectedEnd),
        ("nntp:1/2", 5, UnexpectedChar),
        ("nntp:g/x", 7, UnexpectedChar),
        ("telnet://h/", 10, UnexpectedChar),
        ("gopher://h/", 11, UnexpectedEnd),
        ("gopher://h/1/x", 12, UnexpectedChar),
        ("wais://h/", 9, UnexpectedEnd),
        ("wais://h/db/t/1=a", 17, UnexpectedEnd),
        ("wais://h/db/t/", 14, UnexpectedEnd),
        ("wais://h/db/t/x=1;", 14, UnexpectedChar),
        ("mailto:a", 8, UnexpectedEnd),
        ("mailto:a@1", 9, UnexpectedChar),
        ("mailto:", 7, UnexpectedEnd),
        ("mid:abc", 7, UnexpectedEnd),
        ("cid:a@1.2.", 10, UnexpectedEnd),
        ("prospero://h", 12, UnexpectedEnd),
        ("afs://c", 7, UnexpectedEnd),
        ("url:magic:x", 4, PrefixedUrlScheme),
        ("x:a:b", 3, UnexpectedChar),
        ("x:a?b++c", 6, UnexpectedChar),
        ("x:a?", 4, UnexpectedEnd),
        ("x:a#b#c", 5, UnexpectedChar),
        ("x-new+scheme:a", 5, UnexpectedChar),
    ] {
        invalid(input, offset, kind);
    }
}

/// RFC 1630 "Encoding reserved characters", Example 3: illegal because
/// "there is no decoding defined for "%*" or "%as"" — the errors point at
/// those three bytes.
#[test]
fn example_3_points_at_the_bad_escapes() {
    for (input, at) in [
        ("fxqn:/us/va/reston/cnri/ietf/24/asdf%*.fred", 36),
        ("news:12345667123%asdghfh@info.cern.ch", 16),
    ] {
        invalid(input, at, BadEscape);
        let e = validate(input, Grammar::Rfc1630).unwrap_err();
        assert_eq!(&input[e.span()], &input[at..at + 3]);
        assert!(matches!(&input[e.span()], "%*." | "%as"));
    }
    invalid("http://h/%4", 9, TruncatedEscape);
    invalid("x:%", 2, TruncatedEscape);
}

/// Characters outside RFC 1630's grammar are rejected wherever they appear;
/// characters of the grammar in the wrong place are "not allowed here".
#[test]
fn characters_outside_the_grammar() {
    for c in [
        ' ', '\t', '\n', '\0', '\x7f', 'é', '\u{212A}', '<', '>', '{', '}', '|', '\\', '^', '~',
        '[', ']', '`',
    ] {
        for template in ["x:a{}b", "http://h/a{}b", "news:a{}", "x:a#b{}"] {
            let input = template.replace("{}", &c.to_string());
            let at = template.find("{}").unwrap();
            invalid(&input, at, CharOutsideGrammar);
            assert_eq!(
                validate(&input, Grammar::Rfc1630).unwrap_err().len(),
                c.len_utf8()
            );
        }
    }
    // In RFC 1738 these are outside the grammar; in RFC 1630 they are
    // characters of the grammar, so out of place they are UnexpectedChar.
    for input in ["http://h:8\"/", "http://h/a#b#/", "telnet://h:2\"/"] {
        let at = input.len() - 2;
        invalid(input, at, UnexpectedChar);
        assert_eq!(
            validate(input, Grammar::Rfc1738).unwrap_err().kind(),
            CharOutsideGrammar,
            "{input}"
        );
    }
}

/// The typed result: components and their offsets.
#[test]
fn typed_components() {
    let url = parse("url:ftp://u:p@h:21/a/b;type=AN#frag", Grammar::Rfc1630).unwrap();
    let u = url.as_rfc1630().unwrap();
    assert_eq!(u.prefix().map(|p| p.start()), Some(0));
    let Address::Ftp(ftp) = u.address() else {
        panic!()
    };
    let login = ftp.login();
    assert_eq!(login.user().map(|s| s.as_str()), Some("u"));
    assert_eq!(login.password().map(|s| s.as_str()), Some("p"));
    assert_eq!(login.hostport().host().span().start(), 14);
    assert_eq!(ftp.path().unwrap().as_str(), "a/b");
    assert_eq!((ftp.type_code(), ftp.formcode()), (Some('A'), Some('N')));
    assert_eq!(
        u.fragment().map(|f| (f.as_str(), f.start())),
        Some(("frag", 31))
    );
    assert_eq!(url.scheme_name(), "ftp");

    let url = parse("wais://h/db/TEXT/1=a/b;22=c;", Grammar::Rfc1630).unwrap();
    let Address::Wais(w) = url.as_rfc1630().unwrap().address() else {
        panic!()
    };
    let fields: Vec<_> = w.fields().map(|(n, p)| (n.as_str(), p.as_str())).collect();
    assert_eq!(fields, [("1", "a/b"), ("22", "c")]);

    let url = parse("news:a@b@1.2.3.4", Grammar::Rfc1630).unwrap();
    let Address::News(n) = url.as_rfc1630().unwrap().address() else {
        panic!()
    };
    let urlbnf::GroupPart::Article { local, host, .. } = n.grouppart() else {
        panic!()
    };
    assert_eq!((local.as_str(), host.as_str()), ("a@b", "1.2.3.4"));

    let url = parse("gopher://h/1", Grammar::Rfc1630).unwrap();
    let Address::Gopher(g) = url.as_rfc1630().unwrap().address() else {
        panic!()
    };
    assert_eq!(g.gtype().map(|t| t.as_str()), Some("1"));
    assert_eq!(g.selector().map(|t| t.as_str()), Some(""));
}

/// Parse trees read like derivations of the grammar.
#[test]
fn trees() {
    let url = parse("url:http://h:80/a/b?x+y#f", Grammar::Rfc1630).unwrap();
    assert_eq!(
        url.tree().to_string(),
        "\
fragmentaddress 0..25 \"url:http://h:80/a/b?x+y#f\"
  prefixedurl 0..23 \"url:http://h:80/a/b?x+y\"
    url 4..23 \"http://h:80/a/b?x+y\"
      httpaddress 4..23 \"http://h:80/a/b?x+y\"
        hostport 11..15 \"h:80\"
          host 11..12 \"h\" hostname
          port 13..15 \"80\"
        path 16..19 \"a/b\"
          segment 16..17 \"a\"
          segment 18..19 \"b\"
        search 20..23 \"x+y\"
  fragmentid 24..25 \"f\"
"
    );
}
