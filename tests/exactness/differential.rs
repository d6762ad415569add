//! `validate` (over `&str`) and `parse` (over offset-carrying slices, then
//! `Span`s) run the same productions on different input types. This test
//! checks that they agree: same verdict, and for an invalid input the same
//! error (offset, length, production, kind, expected set); that both agree
//! with the regex oracle built production by production from the BNF
//! (`testkit/src/regex1738.rs`); and that `Display` of a parsed URL gives
//! back the input byte for byte, with every component span pointing at its
//! own text.
//!
//! Inputs: URLs from the bench corpus generator (which follows the BNF
//! structure of every scheme), and the same URLs mutated: bytes inserted,
//! deleted or replaced (with grammar and non-grammar characters),
//! truncations, and duplicated slices.

use urlbnf_testkit as common;

use common::corpus::{self, Rng};
use common::regex1738::regex_validate;
use proptest::prelude::*;
use urlbnf::{Grammar, parse, validate};

/// Asserts every property for one input.
fn check(input: &str) {
    let v = validate(input, Grammar::Rfc1738);
    let p = parse(input, Grammar::Rfc1738);
    match (&v, &p) {
        (Ok(()), Ok(url)) => {
            assert_eq!(url.to_string(), input, "Display must give back the input");
            if !urlbnf::report::may_warn(input) {
                let d = urlbnf::diagnose(input, Grammar::Rfc1738);
                assert!(!d.has_warnings(), "{input:?}: may_warn missed a warning");
            }
            assert_eq!(url.span().start(), 0);
            // Every component's range is where its text is in the input.
            if let Some(h) = url.host() {
                assert_eq!(&input[h.span().range()], h.as_str());
            }
            if let Some(p) = url.path() {
                assert_eq!(&input[p.range()], p.as_str());
            }
            // Every span of the derivation is the text at its offset.
            let tree = url.tree().to_string();
            for line in tree.lines() {
                let range = line.split_whitespace().nth(1).unwrap();
                let (a, b) = range.split_once("..").unwrap();
                let (a, b): (usize, usize) = (a.parse().unwrap(), b.parse().unwrap());
                let quoted = format!("{:?}", &input[a..b]);
                assert!(line.contains(&quoted), "{input:?}: {line}");
            }
        }
        (Err(ve), Err(pe)) => {
            assert_eq!(ve, pe, "{input:?}: validate and parse fail differently");
            assert!(ve.offset() <= input.len() && ve.span().end <= input.len());
            assert!(input.is_char_boundary(ve.offset()));
        }
        _ => panic!(
            "{input:?}: validate {v:?} but parse {:?}",
            p.map(|u| u.to_string())
        ),
    }
    assert_eq!(
        v.is_ok(),
        regex_validate(input),
        "{input:?}: urlbnf {v:?} disagrees with the regex oracle"
    );
}

/// Bytes mutations insert or substitute: grammar characters of every class,
/// and characters the grammar never allows.
const MUTATION_CHARS: &[char] = &[
    'a', 'Z', 'q', '0', '9', '.', '-', '+', '_', '$', '!', '*', '\'', '(', ')', ',', ';', '/', '?',
    ':', '@', '&', '=', '%', 'F', '#', ' ', '<', '"', '{', '~', '\\', '\t', '\n', '\0', 'é',
    '\u{212A}',
];

#[derive(Clone, Debug)]
enum Mutation {
    Insert(usize, char),
    Delete(usize),
    Replace(usize, char),
    Truncate(usize),
    Duplicate(usize, usize),
    /// Insert (`false`) or replace (`true`) inside the authority: the text
    /// from `//` to the next `/`, where users, passwords, hosts and ports
    /// meet.
    InAuthority(usize, char, bool),
}

fn mutation() -> impl Strategy<Value = Mutation> {
    let pos = any::<usize>();
    let ch = prop::sample::select(MUTATION_CHARS);
    prop_oneof![
        (pos, ch.clone()).prop_map(|(p, c)| Mutation::Insert(p, c)),
        pos.prop_map(Mutation::Delete),
        (pos, ch).prop_map(|(p, c)| Mutation::Replace(p, c)),
        pos.prop_map(Mutation::Truncate),
        (pos, pos).prop_map(|(a, b)| Mutation::Duplicate(a, b)),
        (pos, prop::sample::select(MUTATION_CHARS), any::<bool>())
            .prop_map(|(p, c, r)| Mutation::InAuthority(p, c, r)),
    ]
}

/// Applies `m` at char boundaries (positions are taken modulo the length).
fn apply(s: &mut String, m: &Mutation) {
    let at = |p: usize, s: &String| {
        let bounds: Vec<usize> = s.char_indices().map(|(k, _)| k).chain([s.len()]).collect();
        bounds[p % bounds.len()]
    };
    match *m {
        Mutation::Insert(p, c) => {
            let k = at(p, s);
            s.insert(k, c);
        }
        Mutation::Delete(p) | Mutation::Replace(p, _) if s.is_empty() => {
            let _ = p;
        }
        Mutation::Delete(p) => {
            let k = at(p, s).min(s.len() - 1);
            let k = (0..=k).rev().find(|&k| s.is_char_boundary(k)).unwrap();
            s.remove(k);
        }
        Mutation::Replace(p, c) => {
            let k = at(p, s).min(s.len() - 1);
            let k = (0..=k).rev().find(|&k| s.is_char_boundary(k)).unwrap();
            s.remove(k);
            s.insert(k, c);
        }
        Mutation::Truncate(p) => {
            let k = at(p, s);
            s.truncate(k);
        }
        Mutation::InAuthority(p, c, replace) => {
            let Some(start) = s.find("//").map(|k| k + 2) else {
                return;
            };
            let end = s[start..].find('/').map_or(s.len(), |k| start + k);
            let inside: Vec<usize> = (start..=end).filter(|&k| s.is_char_boundary(k)).collect();
            let k = inside[p % inside.len()];
            if replace && k < end {
                s.remove(k);
            }
            s.insert(k, c);
        }
        Mutation::Duplicate(a, b) => {
            let (a, b) = (at(a, s), at(b, s));
            let piece = s[a.min(b)..a.max(b)].chars().take(40).collect::<String>();
            s.insert_str(a.max(b), &piece);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 4096, ..ProptestConfig::default() })]

    /// Grammar-derived URLs: all valid, and all properties hold.
    #[test]
    fn generated_urls(seed in any::<u64>()) {
        let url = corpus::one(&mut Rng::new(seed));
        prop_assert!(validate(&url, Grammar::Rfc1738).is_ok(), "{url:?}");
        check(&url);
    }

    /// The same URLs after one to four mutations.
    #[test]
    fn mutated_urls(seed in any::<u64>(), muts in prop::collection::vec(mutation(), 1..5)) {
        let mut url = corpus::one(&mut Rng::new(seed));
        for m in &muts {
            apply(&mut url, m);
        }
        check(&url);
    }

    /// Short strings over the characters mutations use: reaches the corners
    /// (empty input, scheme only, lone `%`, ...) that URL mutations rarely do.
    #[test]
    fn short_strings(s in "[a-zA-Z0-9:/@%.;?=&+#~ -]{0,24}") {
        check(&s);
        for scheme in ["http://", "ftp://", "gopher://", "news:", "nntp://", "telnet://",
                       "wais://", "mailto:", "file://", "prospero://", "x-y:"] {
            check(&format!("{scheme}{s}"));
        }
    }
}

/// The whole bench corpus and its faulted twin, deterministically.
#[test]
fn bench_corpus_agrees() {
    let valid = corpus::corpus();
    let invalid = corpus::faulted(&valid);
    for url in &valid {
        assert!(validate(url, Grammar::Rfc1738).is_ok(), "{url:?}");
        check(url);
    }
    for url in &invalid {
        assert!(validate(url, Grammar::Rfc1738).is_err(), "{url:?}");
        check(url);
    }
}

/// Hosts around the 64-byte boundary of the word-at-a-time host check, in
/// every shape the checks distinguish.
#[test]
fn long_hosts() {
    for len in 1..140 {
        for pattern in ["a", "a.", "1.", "-a", "a-", "9", "ab.1", "a..", "1.2.3.4"] {
            let host: String = pattern.chars().cycle().take(len).collect();
            for url in [
                format!("http://{host}/"),
                format!("http://{host}"),
                format!("http://{host}:8"),
                format!("ftp://u@{host}x/"),
                format!("news:a@{host}"),
                format!("http://{host}9.x/"),
                format!("file://{host}/"),
            ] {
                check(&url);
            }
        }
    }
}

/// Authority mutations land inside hosts and logins.
#[test]
fn authority_mutations_hit_the_authority() {
    let mut url = String::from("ftp://u:p@h.example:21/a");
    apply(&mut url, &Mutation::InAuthority(2, '@', false));
    assert_eq!(url, "ftp://u:@p@h.example:21/a");
    let mut url = String::from("http://1.2.3.4/x");
    apply(&mut url, &Mutation::InAuthority(4, 'x', true));
    assert_eq!(url, "http://1.2.x.4/x");
    assert!(validate(&url, Grammar::Rfc1738).is_err());
}

/// The mutation machinery itself produces invalid inputs (so the tests above
/// are not only exercising valid URLs).
#[test]
fn mutations_make_invalid_urls() {
    let mut url = String::from("http://example.com/a");
    apply(&mut url, &Mutation::Insert(19, ' '));
    assert_eq!(url, "http://example.com/ a");
    assert!(validate(&url, Grammar::Rfc1738).is_err());
    let mut rng = Rng::new(1);
    let invalid = (0..1000)
        .filter(|k| {
            let mut u = corpus::one(&mut rng);
            apply(&mut u, &Mutation::Replace(*k, '#'));
            validate(&u, Grammar::Rfc1738).is_err()
        })
        .count();
    assert_eq!(invalid, 1000);
}

/// Scheme names around the word-at-a-time dispatch: every predefined name
/// in both cases, cut short, extended, at the 8-byte boundary (`prospero`),
/// with bytes that `| 0x20` would turn into letters, and no colon.
#[test]
fn scheme_edges() {
    let names = [
        "http",
        "HTTP",
        "hTtP",
        "ftp",
        "news",
        "nntp",
        "telnet",
        "gopher",
        "wais",
        "mailto",
        "file",
        "prospero",
        "PROSPERO",
        "prosper",
        "prosperos",
        "httpx",
        "xhttp",
        "htt",
        "h\u{8}tp",
        "\u{8}ttp",
        "HTTP\u{1a}",
        "http\u{1a}",
        "ma1lto",
        "x",
        "",
        "1x",
        "a+b.c-d",
    ];
    for name in names {
        for rest in [":", "://", "://h", "://h/p", ":x@y", "//h", "", ":%4"] {
            check(&format!("{name}{rest}"));
        }
    }
}

/// The RFC 1630 dialect: `validate` and `parse` agree (same verdict, same
/// error) and `Display` gives the input back.
fn check_rfc1630(input: &str) {
    match (
        validate(input, Grammar::Rfc1630),
        parse(input, Grammar::Rfc1630),
    ) {
        (Ok(()), Ok(url)) => {
            assert_eq!(url.to_string(), input);
            assert!(url.as_rfc1630().is_some());
        }
        (Err(ve), Err(pe)) => {
            assert_eq!(ve, pe, "{input:?}: validate and parse fail differently");
            assert!(ve.span().end <= input.len() && input.is_char_boundary(ve.offset()));
        }
        (v, p) => panic!("{input:?}: validate {v:?}, parse {p:?}"),
    }
}

/// RFC 1630 examples (valid ones), the starting points for its mutations.
const RFC1630_SEEDS: &[&str] = &[
    "http://info.cern.ch/hypertext/WWW/Addressing/URL/URI_Overview.html",
    "http://info.cern.ch?dobbins",
    "http://www.myu.edu/org/admin/people#andy",
    "URL:news:comp.infosystems.www",
    "nntp:comp.lang.c/42",
    "ftp://ds.internic.net/rfc/rfc959.txt;type=A",
    "magic://a/b/c//d/e/f",
    "wais://quake.think.com/wais-discussion-archives?lynch",
    "mailto:timbl@info.cern.ch",
    "prospero://host/name%00123abc",
    "gopher://gopher.micro.umn.edu/1",
    "telnet://user:pass@host:23",
];

proptest! {
    #![proptest_config(ProptestConfig { cases: 4096, ..ProptestConfig::default() })]

    /// Mutated RFC 1630 examples and mutated RFC 1738 corpus URLs, checked
    /// against the RFC 1630 grammar.
    #[test]
    fn rfc1630_mutated(
        pick in 0..RFC1630_SEEDS.len() + 1,
        seed in any::<u64>(),
        muts in prop::collection::vec(mutation(), 0..5),
    ) {
        let mut url = match RFC1630_SEEDS.get(pick) {
            Some(s) => s.to_string(),
            None => corpus::one(&mut Rng::new(seed)),
        };
        for m in &muts {
            apply(&mut url, m);
        }
        check_rfc1630(&url);
    }

    /// Short strings after each RFC 1630 scheme prefix.
    #[test]
    fn rfc1630_short_strings(s in "[a-zA-Z0-9:/@%.;?=&+#*\" -]{0,24}") {
        check_rfc1630(&s);
        for scheme in ["http://", "ftp://", "gopher://", "news:", "nntp:", "telnet://", "wais://",
                       "mailto:", "mid:", "cid:", "afs://", "prospero://", "url:", "x-y:"] {
            check_rfc1630(&format!("{scheme}{s}"));
        }
    }
}

#[test]
fn rfc1630_seeds_are_valid() {
    for s in RFC1630_SEEDS {
        assert!(validate(s, Grammar::Rfc1630).is_ok(), "{s}");
        check_rfc1630(s);
    }
}
