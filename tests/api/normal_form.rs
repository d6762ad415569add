//! The normal form against `equivalent`, as properties over generated URLs
//! of both grammars: `normalized` is valid, idempotent, equivalent to its
//! input, and two URLs are equivalent exactly when their normal forms are
//! equal. The second URL of each pair is the first with characters
//! re-encoded (random hex case) or escapes decoded, where the result is
//! still valid; and unrelated URLs are compared too.

use urlbnf_testkit as common;

use common::corpus::{Rng, one};
use common::gen1630::one_1630;
use proptest::prelude::*;
use urlbnf::{Grammar, equivalent, parse, validate};

const CASES: u32 = 4096;

fn generate(grammar: Grammar, rng: &mut Rng) -> String {
    match grammar {
        Grammar::Rfc1738 => one(rng),
        _ => one_1630(rng),
    }
}

/// `url` with some characters after the scheme escaped (hex digits in
/// random case) and some escapes decoded, kept only where the result is
/// still a URL of `grammar`.
fn reencode(grammar: Grammar, url: &str, rng: &mut Rng) -> String {
    let start = url.find(':').map_or(0, |k| k + 1);
    let mut out = url.to_string();
    for _ in 0..rng.range(1, 6) {
        let b = out.as_bytes();
        let at = start + rng.below(out.len() - start + 1);
        let candidate = if b.get(at) == Some(&b'%') && at + 3 <= b.len() {
            let v = u8::from_str_radix(&out[at + 1..at + 3], 16).unwrap();
            if !v.is_ascii() || v == b'%' {
                continue;
            }
            format!("{}{}{}", &out[..at], v as char, &out[at + 3..])
        } else if let Some(&c) = b.get(at).filter(|c| c.is_ascii()) {
            let hex = if rng.chance(500) {
                format!("%{c:02x}")
            } else {
                format!("%{c:02X}")
            };
            format!("{}{hex}{}", &out[..at], &out[at + 1..])
        } else {
            continue;
        };
        if validate(&candidate, grammar).is_ok() {
            out = candidate;
        }
    }
    out
}

fn check_pair(grammar: Grammar, a: &str, b: &str) {
    let pa = parse(a, grammar).unwrap();
    let pb = parse(b, grammar).unwrap();
    let (na, nb) = (pa.normalized(), pb.normalized());
    for (input, n) in [(a, &na), (b, &nb)] {
        let again = parse(n, grammar).unwrap_or_else(|e| panic!("{input:?} -> {n:?}: {e}"));
        assert_eq!(again.normalized(), n.as_ref(), "idempotent: {input:?}");
        assert_eq!(again.scheme(), parse(input, grammar).unwrap().scheme());
        assert!(equivalent(input, n, grammar).unwrap(), "{input:?} ~ {n:?}");
    }
    assert_eq!(
        equivalent(a, b, grammar).unwrap(),
        na == nb,
        "{a:?} vs {b:?}: {na:?} {nb:?}"
    );
}

proptest! {
    #![proptest_config(ProptestConfig { cases: CASES, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn rfc1738_normal_form_agrees_with_equivalent(seed in any::<u64>()) {
        let g = Grammar::Rfc1738;
        let rng = &mut Rng::new(seed);
        let a = generate(g, rng);
        let b = reencode(g, &a, rng);
        check_pair(g, &a, &b);
        check_pair(g, &a, &generate(g, rng));
    }

    #[test]
    fn rfc1630_normal_form_agrees_with_equivalent(seed in any::<u64>()) {
        let g = Grammar::Rfc1630;
        let rng = &mut Rng::new(seed);
        let a = generate(g, rng);
        let b = reencode(g, &a, rng);
        check_pair(g, &a, &b);
        check_pair(g, &a, &generate(g, rng));
    }
}

#[test]
fn examples() {
    let g = Grammar::Rfc1738;
    for (input, normal) in [
        ("HTTP://h/%7e", "http://h/%7E"),
        ("http://h/%41%2d%2F", "http://h/A-%2F"),
        (
            "ftp://u%3a:p%40@h/a%2fb;type=i",
            "ftp://u%3A:p%40@h/a%2Fb;type=i",
        ),
        ("gopher://h/%31a%09b", "gopher://h/1a%09b"),
        ("news:a%2Bb@h", "news:a+b@h"),
        ("mailto:x%20y@h", "mailto:x%20y@h"),
    ] {
        let url = urlbnf::rfc1738::parse(input).unwrap();
        assert_eq!(url.normalized(), normal, "{input}");
    }
    assert!(matches!(
        urlbnf::rfc1738::parse("http://h/a").unwrap().normalized(),
        std::borrow::Cow::Borrowed(_)
    ));
    assert!(equivalent("news:a%2Bb@h", "news:a+b@h", g).unwrap());
}
