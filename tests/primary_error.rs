//! The character that breaks a component is the primary error: for a
//! single-fault input (one character outside the grammar inserted into, or
//! substituted in, a valid URL), everything before the fault is a prefix of
//! a valid URL, so the fault is the first byte at which no valid URL can
//! continue the input, and `errors[0]` (and `validate`'s error) must cover
//! it.

#[path = "../benches/common/mod.rs"]
mod common;

use common::corpus::{self, Rng};
use common::gen1630::one_1630;
use urlbnf::{Grammar, diagnose, validate};

/// Characters outside both grammars.
const OUTSIDE: &[char] = &[
    ' ', 'é', '<', '>', '{', '}', '|', '\\', '^', '~', '[', ']', '`', '\t', '\0', '\u{212A}',
];

/// One single-fault case: `(input, fault offset)`.
fn fault(rng: &mut Rng, valid: &str) -> (String, usize) {
    let bounds: Vec<usize> = valid
        .char_indices()
        .map(|(k, _)| k)
        .chain([valid.len()])
        .collect();
    let k = rng.pick(&bounds);
    let c = rng.pick(OUTSIDE);
    let mut s = valid.to_string();
    if rng.chance(500) && k < valid.len() {
        s.remove(k);
    }
    s.insert(k, c);
    (s, k)
}

/// Whether `errors[0]` and `validate`'s error cover byte `k`.
fn covers(input: &str, k: usize, g: Grammar) -> bool {
    let e = validate(input, g).unwrap_err();
    let d = diagnose(input, g);
    let first = d.findings()[0].span();
    let hit = |r: std::ops::Range<usize>| r.start == k || (r.start <= k && k < r.end);
    hit(e.span()) && hit(first)
}

fn fraction(g: Grammar, n: usize, mut show: impl FnMut(&str, usize)) -> (usize, usize) {
    let mut rng = Rng::new(0x5eed);
    let mut hits = 0;
    for _ in 0..n {
        let valid = match g {
            Grammar::Rfc1738 => corpus::one(&mut rng),
            _ => one_1630(&mut rng),
        };
        let (input, k) = fault(&mut rng, &valid);
        if covers(&input, k, g) {
            hits += 1;
        } else {
            show(&input, k);
        }
    }
    (hits, n)
}

#[test]
fn single_faults_are_the_primary_error() {
    for g in [Grammar::Rfc1738, Grammar::Rfc1630] {
        let mut misses = Vec::new();
        let (hits, n) = fraction(g, 20_000, |s, k| misses.push(format!("{s:?} at {k}")));
        eprintln!("{g:?}: {hits}/{n} single-fault cases have errors[0] at the fault");
        misses.truncate(40);
        assert!(misses.is_empty(), "{g:?}:\n{}", misses.join("\n"));
    }
}

/// The examples: the character first, the component's own failure
/// second; a cause before the point of no return stays first.
#[test]
fn examples() {
    for (input, g, at, second) in [
        (
            "gopher://65.67.1é7.85/C",
            Grammar::Rfc1738,
            16,
            Some("urlbnf::host::hostnumber-parts"),
        ),
        (
            "http://1a.2b.<3/",
            Grammar::Rfc1738,
            13,
            Some("urlbnf::host::empty-label"),
        ),
        (
            "ftp://374.08.95{.786:80/",
            Grammar::Rfc1738,
            15,
            Some("urlbnf::host::hostnumber-parts"),
        ),
        (
            "ftp://@81[.502.323.715:9337/",
            Grammar::Rfc1738,
            9,
            Some("urlbnf::host::toplabel-starts-with-digit"),
        ),
        (
            "http://h:é/",
            Grammar::Rfc1738,
            9,
            Some("urlbnf::port::empty"),
        ),
        ("ftp://u:p{@h/", Grammar::Rfc1738, 9, None),
        ("news:a b@h", Grammar::Rfc1738, 6, None),
        (
            "gopher://65.67.1é7.85/C",
            Grammar::Rfc1630,
            16,
            Some("urlbnf::host::hostnumber-parts"),
        ),
        ("telnet://u:p\t@h", Grammar::Rfc1630, 12, None),
        ("url:HT[TP://h", Grammar::Rfc1630, 6, None),
        ("news:a@1.2{", Grammar::Rfc1630, 10, None),
    ] {
        let d = diagnose(input, g);
        let e = d.findings();
        assert_eq!(
            (e[0].code().as_str(), e[0].span().start),
            ("urlbnf::char::unsafe", at),
            "{input:?} ({g:?})"
        );
        assert_eq!(validate(input, g).unwrap_err().offset(), at, "{input:?}");
        assert_eq!(
            e.get(1)
                .map(|d| d.code().as_str())
                .filter(|c| *c != "urlbnf::char::unsafe"),
            second,
            "{input:?} ({g:?})"
        );
    }
    // The cause precedes the point of no return: it stays first.
    for (input, at, code) in [
        ("http://a-.b/", 8, "urlbnf::host::label-ends-with-hyphen"),
        ("http://host:/", 11, "urlbnf::port::empty"),
        ("http://a-.b/é", 8, "urlbnf::host::label-ends-with-hyphen"),
        ("http://.a{/", 7, "urlbnf::host::empty-label"),
    ] {
        let e = validate(input, Grammar::Rfc1738).unwrap_err();
        assert_eq!((e.kind().code(), e.offset()), (code, at), "{input:?}");
    }
}
