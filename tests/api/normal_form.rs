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
use urlbnf::{Grammar, Normalization, equivalent, equivalent_with, parse, validate};

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

/// Every combination of the normal form's options.
fn levels() -> impl Iterator<Item = Normalization> {
    (0..8).map(|k| {
        Normalization::ENCODING
            .host_case(k & 1 != 0)
            .default_port(k & 2 != 0)
            .scheme_defaults(k & 4 != 0)
    })
}

/// `url` varied only in what the stronger levels fold, written from the
/// RFC text rather than from the normaliser: the host's letters in random
/// case, the scheme's default port written out where none is, and a gopher
/// URL with an empty gopher path given its `/1` (or an http URL without
/// path or search its `/`).
fn vary(grammar: Grammar, url: &str, rng: &mut Rng) -> String {
    let parsed = parse(url, grammar).unwrap();
    let mut out = url.to_string();
    let mut inserts: Vec<(std::ops::Range<usize>, String)> = Vec::new();
    if let Some(host) = parsed.host() {
        let varied: String = host
            .as_str()
            .chars()
            .map(|c| {
                if rng.chance(500) {
                    c.to_ascii_uppercase()
                } else {
                    c.to_ascii_lowercase()
                }
            })
            .collect();
        // Hex digits of an escape keep their case (a separate property).
        if !host.as_str().contains('%') {
            inserts.push((host.span().range(), varied));
        }
    }
    if let (Some(hp), None, Some(port)) = (
        parsed.hostport(),
        parsed.port(),
        parsed.scheme().default_port(),
    ) {
        let end = hp.span().end();
        inserts.push((end..end, format!(":{port}")));
    }
    if let Some(g) = parsed.as_gopher()
        && g.gtype().is_none()
    {
        let end = g.hostport().span().end();
        inserts.push((end..g.span().end(), "/1".to_string()));
    }
    inserts.sort_by_key(|i| i.0.start);
    for (range, with) in inserts.into_iter().rev() {
        out.replace_range(range, &with);
    }
    if validate(&out, grammar).is_ok() {
        out
    } else {
        url.to_string()
    }
}

/// At each level: the normal form is a valid URL of the grammar, its own
/// normal form, and equivalent to its input; the encoding level is
/// `normalized`; a stronger level never separates what a weaker joins.
fn check_levels(grammar: Grammar, a: &str, b: &str) {
    let (pa, pb) = (parse(a, grammar).unwrap(), parse(b, grammar).unwrap());
    assert_eq!(pa.normalized_with(Normalization::ENCODING), pa.normalized());
    let weak = equivalent(a, b, grammar).unwrap();
    for n in levels() {
        let na = pa.normalized_with(n);
        let again = parse(&na, grammar).unwrap_or_else(|e| panic!("{a:?} at {n:?} -> {na:?}: {e}"));
        assert_eq!(
            again.normalized_with(n),
            na.as_ref(),
            "idempotent: {a:?} at {n:?}"
        );
        assert!(
            equivalent_with(a, &na, grammar, n).unwrap(),
            "{a:?} ~ {na:?} at {n:?}"
        );
        let strong = equivalent_with(a, b, grammar, n).unwrap();
        assert!(
            !weak || strong,
            "{a:?} ~ {b:?} at the encoding level, not at {n:?}"
        );
        assert_eq!(strong, na == pb.normalized_with(n));
    }
    let varied = vary(grammar, a, &mut Rng::new(a.len() as u64));
    assert!(
        equivalent_with(a, &varied, grammar, Normalization::ALL).unwrap(),
        "{a:?} ~ {varied:?} at ALL"
    );
}

proptest! {
    #![proptest_config(ProptestConfig { cases: CASES, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn normal_form_levels(seed in any::<u64>()) {
        let rng = &mut Rng::new(seed);
        for g in [Grammar::Rfc1738, Grammar::Rfc1630] {
            let a = generate(g, rng);
            let b = reencode(g, &a, rng);
            check_levels(g, &a, &b);
            check_levels(g, &a, &vary(g, &a, rng));
            check_levels(g, &a, &generate(g, rng));
        }
    }

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
    fn iri_normal_form_is_an_equivalent_iri(seed in any::<u64>()) {
        let g = Grammar::Rfc3987;
        let rng = &mut Rng::new(seed);
        let options = common::gen3986::Options { iri: true, relative: false, fragment: true };
        let a = common::gen3986::one(rng, &options);
        // Scheme and host in upper case: the normal form rewrites them.
        let a = a.to_uppercase();
        let Ok(url) = parse(&a, g) else { return Ok(()) };
        for level in levels() {
            let n = url.normalized_with(level);
            let again = parse(&n, g).unwrap_or_else(|e| panic!("{a:?} -> {n:?}: {e}"));
            prop_assert_eq!(again.normalized_with(level), n.clone(), "{:?}", a);
            prop_assert!(equivalent_with(&a, &n, g, level).unwrap(), "{:?} ~ {:?}", a, n);
            prop_assert_eq!(
                n.chars().filter(|c| !c.is_ascii()).count(),
                a.chars().filter(|c| !c.is_ascii()).count(),
                "{:?} -> {:?}", a, n
            );
        }
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

/// An IRI's characters beyond ASCII stay as they are in its normal form,
/// whatever else the normal form changes (the scheme's case, the host's).
#[test]
fn iri_normal_forms_keep_their_characters() {
    let g = Grammar::Rfc3987;
    for (input, normal) in [
        ("fBp://a/esor:ї", "fbp://a/esor:ї"),
        ("HTTP://例え.テスト/パス?й#ё", "http://例え.テスト/パス?й#ё"),
        ("Http://h/%7eü%41", "http://h/~üA"),
        ("http://h/ü", "http://h/ü"),
    ] {
        assert_eq!(parse(input, g).unwrap().normalized(), normal, "{input}");
    }
    let host_case = Normalization::ENCODING.host_case(true);
    let url = parse("HTTP://ÄB.Example/Ü", g).unwrap();
    assert_eq!(url.normalized_with(host_case), "http://Äb.example/Ü");
    assert!(equivalent("fBp://a/esor:ї", "fbp://a/esor:ї", g).unwrap());
}

/// The levels on the cases the options are for, and what they leave alone.
#[test]
fn levels_examples() {
    let all = Normalization::ALL;
    let enc = Normalization::ENCODING;
    for (g, a, b, at_encoding, at_all) in [
        (Grammar::Rfc1738, "http://H/", "http://h/", false, true),
        (Grammar::Rfc1738, "http://h:80/", "http://h/", false, true),
        (Grammar::Rfc1738, "gopher://h/", "gopher://h/1", false, true),
        (Grammar::Rfc1738, "gopher://h", "gopher://h/1", false, true),
        (
            Grammar::Rfc1738,
            "gopher://h:70/1",
            "gopher://h",
            false,
            true,
        ),
        (Grammar::Rfc1738, "http://h", "http://h/", false, true),
        (
            Grammar::Rfc1630,
            "http://H:80#f",
            "http://h/#f",
            false,
            true,
        ),
        (
            Grammar::Rfc1630,
            "telnet://Host:23",
            "telnet://host",
            false,
            true,
        ),
        (Grammar::Rfc1738, "ftp://h:21/%41", "ftp://h/A", false, true),
        // What no option folds.
        (Grammar::Rfc1738, "http://h/A", "http://h/a", false, false),
        (
            Grammar::Rfc1738,
            "http://h:8080/",
            "http://h/",
            false,
            false,
        ),
        (
            Grammar::Rfc1738,
            "http://h:80/",
            "http://h:8080/",
            false,
            false,
        ),
        (
            Grammar::Rfc1738,
            "gopher://h/1x",
            "gopher://h/x",
            false,
            false,
        ),
        (
            Grammar::Rfc1738,
            "gopher://h/0",
            "gopher://h/",
            false,
            false,
        ),
        (Grammar::Rfc1738, "ftp://U@h/", "ftp://u@h/", false, false),
        (Grammar::Rfc1738, "news:A.b", "news:a.b", false, false),
        (Grammar::Rfc1630, "http://h/?q", "http://h?q", false, false),
    ] {
        assert_eq!(
            equivalent_with(a, b, g, enc).unwrap(),
            at_encoding,
            "{a} {b} encoding"
        );
        assert_eq!(
            equivalent_with(a, b, g, all).unwrap(),
            at_all,
            "{a} {b} all"
        );
    }
    // Each option alone.
    let g = Grammar::Rfc1738;
    assert!(equivalent_with("http://H/", "http://h/", g, enc.host_case(true)).unwrap());
    assert!(
        !equivalent_with(
            "http://H/",
            "http://h/",
            g,
            enc.default_port(true).scheme_defaults(true)
        )
        .unwrap()
    );
    assert!(equivalent_with("http://h:0080/", "http://h/", g, enc.default_port(true)).unwrap());
    assert!(
        !equivalent_with(
            "http://h:80/",
            "http://h/",
            g,
            enc.host_case(true).scheme_defaults(true)
        )
        .unwrap()
    );
    assert!(equivalent_with("gopher://h", "gopher://h/1", g, enc.scheme_defaults(true)).unwrap());
    // Escapes in an RFC 1630 host keep their upper-case hex digits.
    let url = urlbnf::rfc1630::parse("http://A%2Fb/").unwrap();
    assert_eq!(url.normalized_with(enc.host_case(true)), "http://a%2Fb/");
    // Nothing to do: borrowed.
    let url = urlbnf::rfc1738::parse("http://h/").unwrap();
    assert!(matches!(
        url.normalized_with(all),
        std::borrow::Cow::Borrowed(_)
    ));
}
