//! Encoding-level equivalence, RFC 1630 "Encoding reserved characters",
//! Examples 1-3, for both dialects.

use urlbnf::{ErrorKind, Grammar, equivalent};

const MARIE: &str = "http://info.cern.ch/albert/bertram/marie-claude";

#[test]
fn examples_1_and_2() {
    for g in [Grammar::Rfc1630, Grammar::Rfc1738] {
        // Example 1: "identical, as the %2D encodes a hyphen character".
        assert_eq!(
            equivalent(
                MARIE,
                "http://info.cern.ch/albert/bertram/marie%2Dclaude",
                g
            ),
            Ok(true)
        );
        // Example 2: "NOT identical, as in the second case the encoded slash
        // does not have hierarchical significance".
        assert_eq!(
            equivalent(
                MARIE,
                "http://info.cern.ch/albert/bertram%2Fmarie-claude",
                g
            ),
            Ok(false)
        );
        assert_eq!(equivalent(MARIE, MARIE, g), Ok(true));
    }
}

#[test]
fn example_3_is_rejected_at_the_bad_escape() {
    for g in [Grammar::Rfc1630, Grammar::Rfc1738] {
        for (input, at) in [
            ("fxqn:/us/va/reston/cnri/ietf/24/asdf%*.fred", 36),
            ("news:12345667123%asdghfh@info.cern.ch", 16),
        ] {
            for (e, which) in [
                (equivalent(input, MARIE, g).unwrap_err(), "a"),
                (equivalent(MARIE, input, g).unwrap_err(), "b"),
            ] {
                assert_eq!(e.argument(), which);
                let e = e.error();
                assert_eq!(
                    (e.offset(), e.len(), e.kind()),
                    (at, 3, ErrorKind::BadEscape)
                );
            }
        }
    }
}

#[test]
fn unreserved_escapes_decode_reserved_ones_do_not() {
    let g = Grammar::Rfc1630;
    for (a, b, same) in [
        ("x:%41%62c", "x:Abc", true),
        ("x:abc", "x:ABC", false),
        ("x:a%3Bb", "x:a%3bb", true),
        ("x:a%25b", "x:a%25B", false),
        ("gopher://h/1%09x", "gopher://h/1%09x", true),
        // `@` splits a news article (and is an RFC 822 special in `mid:`
        // and `cid:`): decoding it would change the parse, so it stays.
        ("news:a%40b", "news:a@b", false),
        ("mid:a%2Db@h", "mid:a-b@h", true),
        ("mailto:a%2Bb@h", "mailto:a+b@h", false),
        ("http://h?a%20b", "http://h?a+b", false),
        ("X:a", "x:a", true),
        ("url:HTTP://h/", "URL:http://h/", true),
        ("x:a", "x:a/", false),
        ("x:a", "x:a%", false),
    ] {
        match equivalent(a, b, g) {
            Ok(r) => assert_eq!(r, same, "{a} vs {b}"),
            Err(e) => assert!(b.ends_with('%') && e.error().kind() == ErrorKind::TruncatedEscape),
        }
        if let (Ok(r1), Ok(r2)) = (equivalent(a, b, g), equivalent(b, a, g)) {
            assert_eq!(r1, r2, "symmetric");
        }
    }
}
