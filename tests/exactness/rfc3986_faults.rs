//! RFC 3986 and RFC 3987: generated references (`urlbnf_testkit::gen3986`)
//! are what the recogniser of the grammar files accepts, and each with one
//! fault (a character inserted, substituted or deleted, any character: a
//! delimiter as well as one outside the grammar) is judged as the grammar
//! judges it. An input the grammar rejects gets its first error at the
//! first byte no valid input can continue, which a lazy DFA of the rule
//! (`Grammar::first_dead`) finds: `validate`'s error and the report's first
//! finding must cover that byte (or, at the end of the input, end there),
//! the report (`diagnose`, `diagnose_reference`) must name the same error,
//! and its suggestion, if it makes one, must be valid.

use urlbnf::{Diagnosis, Grammar, diagnose, diagnose_reference};
use urlbnf_testkit::abnf::PrefixOracle;
use urlbnf_testkit::abnf::grammars::{RFC3986_RULES, RFC3987_RULES};
use urlbnf_testkit::corpus::Rng;
use urlbnf_testkit::gen3986::{self, Options};

fn cases(default: usize) -> usize {
    std::env::var("URLBNF_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(default)
}

/// What a fault puts in: delimiters, characters of every class, and
/// characters outside both grammars.
const POOL: &[char] = &[
    ':',
    '/',
    '?',
    '#',
    '[',
    ']',
    '@',
    '%',
    '!',
    '$',
    '&',
    '\'',
    '(',
    ')',
    '*',
    '+',
    ',',
    ';',
    '=',
    '-',
    '.',
    '_',
    '~',
    'a',
    'Z',
    '0',
    '9',
    'v',
    ' ',
    '"',
    '<',
    '>',
    '\\',
    '^',
    '`',
    '{',
    '|',
    '}',
    '\t',
    '\0',
    '\u{7f}',
    'é',
    '例',
    '\u{E000}',
    '\u{FFFE}',
    '\u{10000}',
    '\u{85}',
];

/// `valid` with one fault.
fn fault(rng: &mut Rng, valid: &str) -> String {
    let bounds: Vec<usize> = valid
        .char_indices()
        .map(|(k, _)| k)
        .chain([valid.len()])
        .collect();
    let k = rng.pick(&bounds);
    let mut s = valid.to_string();
    match rng.below(3) {
        0 if k < valid.len() => {
            s.remove(k);
        }
        1 if k < valid.len() => {
            s.remove(k);
            s.insert(k, rng.pick(POOL));
        }
        _ => s.insert(k, rng.pick(POOL)),
    }
    s
}

/// One check of `input`: `None` when urlbnf judges it as the grammar does,
/// else what differs.
fn judge(
    input: &str,
    oracle: &PrefixOracle,
    check: fn(&str) -> Result<(), urlbnf::ParseError>,
    report: fn(&str) -> Diagnosis<'_>,
) -> Option<String> {
    let dead = oracle.first_dead(input);
    let ours = check(input);
    match (dead, &ours) {
        (None, Ok(())) => None,
        (Some(k), Err(e)) => {
            // An input that ends where more must come (inside an escape)
            // has its error end there.
            let covers = |r: std::ops::Range<usize>| {
                r.start == k || (r.start <= k && k < r.end) || (k == input.len() && r.end == k)
            };
            let d = report(input);
            let first = d.findings()[0].span();
            if let Some(fix) = d.suggestion()
                && check(fix).is_err()
            {
                Some(format!("{input:?}: the suggestion {fix:?} is invalid"))
            } else if covers(e.span()) && covers(first.clone()) && d.error().as_ref() == Some(e) {
                None
            } else {
                Some(format!(
                    "{input:?}: no input continues at {k}, but the error is at {:?} ({}), the first finding at {first:?}",
                    e.span(),
                    e.kind().code()
                ))
            }
        }
        (dead, ours) => Some(format!(
            "{input:?}: the grammar says {}, urlbnf {ours:?}",
            if dead.is_none() { "valid" } else { "invalid" }
        )),
    }
}

fn run(
    rule: &str,
    iri: bool,
    relative: bool,
    check: fn(&str) -> Result<(), urlbnf::ParseError>,
    report: fn(&str) -> Diagnosis<'_>,
) {
    let rules = if iri {
        &*RFC3987_RULES
    } else {
        &*RFC3986_RULES
    };
    let oracle = rules.prefix_oracle(rule);
    let options = Options {
        iri,
        relative,
        fragment: true,
    };
    let mut rng = Rng::new(0x3986_5eed ^ u64::from(iri) ^ (u64::from(relative) << 1));
    let n = cases(20_000);
    let mut misses = Vec::new();
    let mut invalid = 0;
    for _ in 0..n {
        let valid = gen3986::one(&mut rng, &options);
        assert_eq!(oracle.first_dead(&valid), None, "generated {valid:?}");
        assert!(check(&valid).is_ok(), "generated {valid:?}");
        let input = fault(&mut rng, &valid);
        invalid += usize::from(oracle.first_dead(&input).is_some());
        if let Some(miss) = judge(&input, &oracle, check, report) {
            misses.push(miss);
        }
    }
    eprintln!(
        "{rule}: {}/{n} single-fault cases judged as the grammar judges them ({invalid} invalid)",
        n - misses.len()
    );
    assert!(invalid > n / 3, "{invalid} of {n} faults invalid");
    misses.truncate(30);
    assert!(misses.is_empty(), "{rule}:\n{}", misses.join("\n"));
}

#[test]
fn uris_with_one_fault() {
    run("URI", false, false, urlbnf::rfc3986::validate, |s| {
        diagnose(s, Grammar::Rfc3986)
    });
}

#[test]
fn uri_references_with_one_fault() {
    run(
        "URI-reference",
        false,
        true,
        urlbnf::rfc3986::validate_reference,
        |s| diagnose_reference(s, Grammar::Rfc3986),
    );
}

#[test]
fn iris_with_one_fault() {
    run("IRI", true, false, urlbnf::rfc3987::validate, |s| {
        diagnose(s, Grammar::Rfc3987)
    });
}

#[test]
fn iri_references_with_one_fault() {
    run(
        "IRI-reference",
        true,
        true,
        urlbnf::rfc3987::validate_reference,
        |s| diagnose_reference(s, Grammar::Rfc3987),
    );
}
