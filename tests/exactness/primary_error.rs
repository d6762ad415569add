//! The character that breaks a component is the primary error: for a
//! single-fault input (one character outside the grammar inserted into, or
//! substituted in, a valid URL), everything before the fault is a prefix of
//! a valid URL, so the fault is the first byte at which no valid URL can
//! continue the input, and `errors[0]` (and `validate`'s error) must cover
//! it.

use urlbnf_testkit as common;

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

/// Cases per property: `URLBNF_CASES` (1,000,000 in the documented long
/// run, `URLBNF_CASES=1000000 cargo test --release --test exactness primary_error::`).
fn cases(default: usize) -> usize {
    std::env::var("URLBNF_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(default)
}

/// A valid URL of `g` with a login whose user starts with a character a
/// host cannot start with or that only a user allows (`-`, `.`, `_`, `+`,
/// a digit, an escape in RFC 1738), and the offset of the byte after that
/// first character (or after the whole escape).
fn login_url(rng: &mut Rng, g: Grammar) -> (String, usize) {
    let rfc1738 = g == Grammar::Rfc1738;
    // RFC 1630's `ialpha` labels start with a letter; RFC 1738's may not.
    let hosts: &[&str] = if rfc1738 {
        &[
            "h.example",
            "7.t-63",
            "1.2.3.4",
            "M",
            "a-b.c1",
            "235.5.38.69",
        ]
    } else {
        &["h.example", "1.2.3.4", "M", "a-b.c1", "235.5.38.69"]
    };
    let first: &[&str] = if rfc1738 {
        &[
            "-", ".", "_", "+", "7", "0", "%41", "%2d", "$", "!", "*", "'", "(", ",", ";", "?",
            "&", "=",
        ]
    } else {
        &["-", ".", "_", "+", "7", "0"]
    };
    let more: &[u8] = if rfc1738 {
        b"ab7-._+$!*'(),;?&=Z"
    } else {
        b"ab7-._+Z"
    };
    let word = |rng: &mut Rng, max: usize| -> String {
        (0..rng.below(max))
            .map(|_| char::from(rng.pick(more)))
            .collect()
    };
    let scheme = if rng.chance(500) { "ftp" } else { "telnet" };
    let head = rng.pick(first).to_string();
    let mut login = head.clone() + &word(rng, 4);
    if rng.chance(500) {
        // RFC 1630's `password` has one character or more.
        let password = word(rng, 4);
        let password = if password.is_empty() && !rfc1738 {
            "p".to_string()
        } else {
            password
        };
        login = login + ":" + &password;
    }
    let host = rng.pick(hosts);
    let port = if rng.chance(333) { ":21" } else { "" };
    let tail = match (scheme, rfc1738) {
        ("ftp", _) => "/p/q",
        (_, true) if rng.chance(500) => "/",
        _ => "",
    };
    let prefix = scheme.len() + 3;
    (
        format!("{scheme}://{login}@{host}{port}{tail}"),
        prefix + head.len(),
    )
}

#[test]
fn login_faults_are_the_primary_error() {
    let mut all_misses = Vec::new();
    for g in [Grammar::Rfc1738, Grammar::Rfc1630] {
        let n = cases(20_000);
        let mut rng = Rng::new(0x10_9e);
        let (mut hits, mut misses) = (0, Vec::new());
        for _ in 0..n {
            let (valid, after_first) = login_url(&mut rng, g);
            assert!(validate(&valid, g).is_ok(), "{valid:?} ({g:?})");
            // Right after the first character most of the time; anywhere in
            // the login otherwise.
            let k = if rng.chance(250) {
                let at = valid[..].find('@').unwrap();
                after_first + rng.below(at - after_first + 1)
            } else {
                after_first
            };
            let mut input = valid.clone();
            input.insert(k, rng.pick(OUTSIDE));
            if covers(&input, k, g) {
                hits += 1;
            } else {
                misses.push(format!("{input:?} at {k}"));
            }
        }
        eprintln!("{g:?}: {hits}/{n} login-fault cases have errors[0] at the fault");
        misses.truncate(40);
        all_misses.extend(misses.into_iter().map(|m| format!("{g:?}: {m}")));
    }
    assert!(all_misses.is_empty(), "{}", all_misses.join("\n"));
}

/// Logins that start like a bad host: the user reading goes further, so
/// its failure point decides.
#[test]
fn login_that_starts_like_a_bad_host() {
    for (input, at) in [
        ("ftp://->7:@7.t-63/8/=/?_=", 7),
        ("TELNET://.}@M/", 10),
        ("telnet://.^@235.549230580563.380.6923018344542258980:9", 10),
        ("ftp://_{@h/", 7),
        ("ftp://%41<@h/", 9),
    ] {
        let e = validate(input, Grammar::Rfc1738).unwrap_err();
        assert_eq!(
            (e.kind().code(), e.offset()),
            ("urlbnf::char::unsafe", at),
            "{input:?}"
        );
        let d = diagnose(input, Grammar::Rfc1738);
        assert_eq!(d.findings()[0].span().start, at, "{input:?}");
    }
    // RFC 1630: the user reading stops at a `%` a host cannot start with,
    // the host-name reading (`G@%...`, F13) goes on into a bad escape: the
    // escape, which covers the fault, comes first.
    for (input, span) in [
        ("telnet://G@%é01!", 11..15),
        ("ftp://i@2%a^e/5$;type=E", 9..12),
    ] {
        let e = validate(input, Grammar::Rfc1630).unwrap_err();
        assert_eq!(
            (e.kind().code(), e.span()),
            ("urlbnf::escape::bad-hex", span.clone())
        );
        let d = diagnose(input, Grammar::Rfc1630);
        assert_eq!(d.findings()[0].span(), span, "{input:?}");
    }
}

#[test]
fn single_faults_are_the_primary_error() {
    for g in [Grammar::Rfc1738, Grammar::Rfc1630] {
        let mut misses = Vec::new();
        let (hits, n) = fraction(g, cases(20_000), |s, k| {
            misses.push(format!("{s:?} at {k}"))
        });
        eprintln!("{g:?}: {hits}/{n} single-fault cases have errors[0] at the fault");
        misses.truncate(40);
        assert!(misses.is_empty(), "{g:?}:\n{}", misses.join("\n"));
    }
}

/// Reported examples: the character first, the component's own failure
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
