//! RFC 3987, "Internationalized Resource Identifiers (IRIs)": the
//! productions of its section 2.2 (`grammar/rfc3987.abnf`), one function
//! per rule, named after it and quoting it, on top of RFC 3986's (`scheme`,
//! `port`, `IP-literal`, `IPv4address`, `pct-encoded`, `sub-delims`). They
//! are held to the recogniser that `testkit/src/abnf.rs` compiles from both
//! files, rule by rule and on whole IRIs, IRI references and absolute
//! IRIs.
//!
//! This is the dialect's grammar layer; it is not yet in the registry
//! (`Grammar`), so nothing above the grammars reaches it yet.
#![allow(dead_code)]

pub(crate) mod authority;
pub(crate) mod chars;
pub(crate) mod iri;
pub(crate) mod path;

use crate::core::failure::{Expected, Fail};
use crate::core::input::{PResult, end};

/// Which rule a whole input is read as.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Start {
    /// `IRI`
    Iri,
    /// `IRI-reference`
    Reference,
    /// `absolute-IRI`
    Absolute,
}

/// Whether the whole of `input` matches `start`; else the first failure.
pub(crate) fn recognize(input: &str, start: Start) -> Result<(), Fail> {
    let parsed: PResult<&str, &str> = match start {
        Start::Iri => iri::iri(input),
        Start::Reference => iri::iri_reference(input),
        Start::Absolute => iri::absolute_iri(input),
    };
    let result = parsed.and_then(|(r, _)| {
        let expected = match start {
            Start::Absolute => Expected::QUESTION,
            _ => Expected::QUESTION.with(Expected::HASH),
        };
        end(r, "IRI", expected)
    });
    match result {
        Ok(_) => Ok(()),
        Err(nom::Err::Error(f) | nom::Err::Failure(f)) => Err(f),
        Err(nom::Err::Incomplete(_)) => unreachable!("every production reads complete input"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::input::PResult;
    use urlbnf_testkit::abnf::grammars::{
        RFC3987_RULES, is_absolute_iri, is_iri, is_iri_reference,
    };

    fn whole(production: fn(&str) -> PResult<&str, &str>, s: &str) -> bool {
        matches!(production(s), Ok(("", _)))
    }

    fn agree(s: &str) {
        assert_eq!(recognize(s, Start::Iri).is_ok(), is_iri(s), "IRI {s:?}");
        assert_eq!(
            recognize(s, Start::Reference).is_ok(),
            is_iri_reference(s),
            "IRI-reference {s:?}"
        );
        assert_eq!(
            recognize(s, Start::Absolute).is_ok(),
            is_absolute_iri(s),
            "absolute-IRI {s:?}"
        );
    }

    const PIECES: &[&str] = &[
        "a",
        "1",
        "v",
        ":",
        "::",
        "/",
        "//",
        "?",
        "#",
        "[",
        "]",
        "@",
        "%",
        "%2F",
        ".",
        "-",
        "!",
        "=",
        " ",
        "é",
        "例",
        "\u{A0}",
        "\u{9F}",
        "\u{E000}",
        "\u{FFFE}",
        "\u{10000}",
        "\u{F0000}",
        "\u{10FFFF}",
        "[::1]",
        "1.2.3.4",
    ];

    #[test]
    fn each_rule_matches_what_the_grammar_files_say() {
        type Production = fn(&str) -> PResult<&str, &str>;
        let rules: [(&str, Production); 20] = [
            ("IRI", |s| iri::iri(s)),
            ("ihier-part", |s| iri::ihier_part(s)),
            ("IRI-reference", |s| iri::iri_reference(s)),
            ("absolute-IRI", |s| iri::absolute_iri(s)),
            ("irelative-ref", |s| iri::irelative_ref(s)),
            ("irelative-part", |s| iri::irelative_part(s)),
            ("iquery", |s| iri::iquery(s)),
            ("ifragment", |s| iri::ifragment(s)),
            ("iauthority", |s| authority::iauthority(s)),
            ("iuserinfo", |s| authority::iuserinfo(s)),
            ("ihost", |s| authority::ihost(s)),
            ("ireg-name", |s| authority::ireg_name(s)),
            ("ipath", |s| path::ipath(s)),
            ("ipath-abempty", |s| path::ipath_abempty(s)),
            ("ipath-absolute", |s| path::ipath_absolute(s)),
            ("ipath-noscheme", |s| path::ipath_noscheme(s)),
            ("ipath-rootless", |s| path::ipath_rootless(s)),
            ("ipath-empty", |s| path::ipath_empty(s)),
            ("isegment", |s| path::isegment(s)),
            ("isegment-nz", |s| path::isegment_nz(s)),
        ];
        let more: [(&str, Production); 1] = [("isegment-nz-nc", |s| path::isegment_nz_nc(s))];
        let mut inputs = vec![String::new()];
        for a in PIECES {
            inputs.push(a.to_string());
            for b in PIECES {
                inputs.push(format!("{a}{b}"));
                for c in ["a", ":", "/", "é", "\u{E000}", "?"] {
                    inputs.push(format!("{a}{b}{c}"));
                }
            }
        }
        for (rule, production) in rules.iter().chain(&more) {
            let oracle = RFC3987_RULES.matcher(rule);
            let mut accepted = 0;
            for s in &inputs {
                let want = oracle.is_match(s);
                assert_eq!(whole(*production, s), want, "{rule} {s:?}");
                accepted += usize::from(want);
            }
            assert!(
                accepted > 0 || *rule == "ipath-empty",
                "{rule}: no sample matches"
            );
        }
        // The classes, one character at a time.
        for (rule, class) in [
            ("ipchar", chars::IPCHAR),
            ("iunreserved", chars::IUNRESERVED),
        ] {
            let oracle = RFC3987_RULES.matcher(rule);
            // Every edge of every range (each side), and a spread between.
            let edges = chars::UCSCHAR
                .iter()
                .chain(chars::IPRIVATE)
                .flat_map(|&(a, b)| {
                    let (a, b) = (a as u32, b as u32);
                    [a.saturating_sub(1), a, b, b + 1]
                });
            let spread = (0..0x11_0000).step_by(97);
            for c in edges.chain(spread).filter_map(char::from_u32) {
                let s = c.to_string();
                let have = if c.is_ascii() {
                    class.ascii.has(c as u8)
                } else {
                    class.has_wide(c)
                };
                assert_eq!(have, oracle.is_match(&s), "{rule} {c:?}");
            }
        }
    }

    #[test]
    fn iris_of_the_bench_corpus() {
        let valid = urlbnf_testkit::corpus::corpus();
        for (k, s) in valid.iter().take(20_000).enumerate() {
            agree(s);
            let c = PIECES[k % PIECES.len()];
            agree(&format!("{s}{c}"));
            agree(&format!("{c}{s}"));
        }
    }

    proptest::proptest! {
        #[test]
        fn iri_references_agree_with_the_grammar_files(
            parts in proptest::collection::vec(proptest::sample::select(PIECES.to_vec()), 0..14)
        ) {
            agree(&parts.concat());
        }
    }
}
