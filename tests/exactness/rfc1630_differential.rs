//! The RFC 1630 engine against an independent oracle: the regex built rule
//! by rule from `grammar/rfc1630.bnf` (`testkit/src/regex1630.rs`), over
//! URLs generated from the same grammar (`testkit/src/gen1630.rs`) and
//! the same URLs mutated (`testkit/src/mutate.rs`). For every input:
//! `validate` agrees with the oracle, `validate` and `parse` agree (same
//! verdict, same error), and a parsed URL displays as its input.
//!
//! CI runs a budget of cases (`differential_budget`, plus the proptest
//! runs). The long run, one million cases or more:
//!
//! ```text
//! URLBNF_1630_CASES=1000000 cargo test --release --test exactness differential_budget
//! ```
//!
//! Seeds: case `k` of a run uses `Rng::new(seed + k)`; the run's seed is
//! `URLBNF_1630_SEED` (default fixed, so CI is deterministic). A failure
//! names the seed and the case, and the input; each input found this way is
//! kept in `regressions` below.

use urlbnf_testkit as common;

use common::corpus::Rng;
use common::gen1630::one_1630;
use common::mutate::mutate;
use common::regex1630::{regex_validate_1630, self_check_1630};
use proptest::prelude::*;
use urlbnf::{Grammar, parse, validate};

/// Every property for one input.
fn check(input: &str) {
    let v = validate(input, Grammar::Rfc1630);
    let p = parse(input, Grammar::Rfc1630);
    match (&v, &p) {
        (Ok(()), Ok(url)) => {
            assert_eq!(url.to_string(), input, "Display must give back the input");
            assert!(url.as_rfc1630().is_some());
        }
        (Err(ve), Err(pe)) => {
            assert_eq!(ve, pe, "{input:?}: validate and parse fail differently");
            assert!(ve.span().end <= input.len() && input.is_char_boundary(ve.offset()));
        }
        _ => panic!(
            "{input:?}: validate {v:?}, parse {:?}",
            p.map(|u| u.to_string())
        ),
    }
    assert_eq!(
        v.is_ok(),
        regex_validate_1630(input),
        "{input:?}: urlbnf {v:?} disagrees with the RFC 1630 oracle"
    );
}

#[test]
fn oracle_self_check() {
    self_check_1630();
}

/// Every input where the engine and the oracle once disagreed, with the
/// oracle's verdict.
#[test]
fn regressions() {
    for (input, valid) in [
        // F13: the user reading's host number stops before `I` / `!`; the
        // bare host name takes the whole login.
        ("ftp://pw@721.86.2.2I/", true),
        ("telnet://TUgbM@9.90.260.40!", true),
        // F9: RFC 822 domain atoms may start with a digit or `-`.
        ("mid:M@0iYuFu", true),
        ("cid:T@0PlD-SEOl.eT", true),
        ("mid:-Ujo.&._t@2HC", true),
    ] {
        assert_eq!(regex_validate_1630(input), valid, "oracle: {input:?}");
        assert_eq!(
            validate(input, Grammar::Rfc1630).is_ok(),
            valid,
            "engine: {input:?}"
        );
        check(input);
    }
}

fn env_u64(name: &str, default: u64) -> u64 {
    std::env::var(name).ok().map_or(default, |v| {
        v.parse()
            .unwrap_or_else(|_| panic!("{name} must be a number, not {v:?}"))
    })
}

/// `URLBNF_1630_CASES` cases (default 100,000): even ones generated, odd
/// ones generated then mutated.
#[test]
fn differential_budget() {
    let cases = env_u64("URLBNF_1630_CASES", 100_000);
    let seed = env_u64("URLBNF_1630_SEED", 0x1630_1630);
    let (mut valid, mut invalid) = (0u64, 0u64);
    for k in 0..cases {
        let mut rng = Rng::new(seed.wrapping_add(k));
        let mut url = one_1630(&mut rng);
        if k % 2 == 1 {
            mutate(&mut rng, &mut url);
        } else {
            assert!(regex_validate_1630(&url), "generator: {url:?}");
        }
        let outcome = std::panic::catch_unwind(|| check(&url));
        if outcome.is_err() {
            panic!("seed {seed}, case {k} (URLBNF_1630_SEED={seed}): {url:?}");
        }
        if validate(&url, Grammar::Rfc1630).is_ok() {
            valid += 1;
        } else {
            invalid += 1;
        }
    }
    eprintln!("{cases} cases from seed {seed}: {valid} valid, {invalid} invalid");
    // Both sides of the language are exercised.
    assert!(cases < 100 || (valid > cases / 3 && invalid > cases / 10));
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2048, failure_persistence: None, ..ProptestConfig::default() })]

    /// Generated URLs, mutated; proptest shrinks the edit count on failure.
    #[test]
    fn generated_and_mutated(seed in any::<u64>(), edits in 0u64..4) {
        let mut rng = Rng::new(seed);
        let mut url = one_1630(&mut rng);
        for _ in 0..edits {
            common::mutate::mutate_once(&mut rng, &mut url);
        }
        check(&url);
    }

    /// Short strings after each scheme prefix, over the characters where
    /// readings meet.
    #[test]
    fn short_strings(s in "[a-zA-Z0-9:/@%.;?=&+#*\"!-]{0,20}") {
        check(&s);
        for scheme in ["http://", "ftp://", "gopher://", "news:", "nntp:", "nntp://", "telnet://",
                       "wais://", "mailto:", "mid:", "cid:", "afs://", "prospero://", "url:",
                       "url:ftp://", "x-y:"] {
            check(&format!("{scheme}{s}"));
        }
    }
}
