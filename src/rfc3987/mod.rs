//! RFC 3987, "Internationalized Resource Identifiers (IRIs)": the
//! productions of its section 2.2 (`grammar/rfc3987.abnf`), one function
//! per rule, named after it and quoting it, on top of RFC 3986's (`scheme`,
//! `port`, `IP-literal`, `IPv4address`, `pct-encoded`, `sub-delims`). They
//! are held to the recogniser that `testkit/src/abnf.rs` compiles from both
//! files, rule by rule and on whole IRIs, IRI references and absolute
//! IRIs.
//!
//! IRIs parse into RFC 3986's types ([`Url`], [`Reference`]), whose
//! `grammar()` says they were read as IRIs.
//!
//! ```
//! use urlbnf::rfc3987;
//! assert!(rfc3987::validate("https://例え.テスト/パス?q=値#フラグ").is_ok());
//! assert!(urlbnf::rfc3986::validate("https://例え.テスト/").is_err());
//! assert!(rfc3987::validate_reference("../δ").is_ok());
//! ```

pub(crate) mod authority;
pub mod build;
pub(crate) mod chars;
pub(crate) mod convert;
pub(crate) mod dialect;
pub(crate) mod iri;
pub(crate) mod path;
pub(crate) mod resolve;
pub(crate) mod types;
mod wording;

pub use crate::rfc3986::{PathKind, Reference, ReferenceBuf, Url, UrlBuf};
pub use dialect::{validate, validate_absolute, validate_reference};
pub use resolve::resolve;
pub use types::{parse, parse_reference};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rfc3986::structure::Start;
    use crate::rfc3986::structure::testing::{self, Rule};
    use crate::rfc3987::chars::IriChars;
    use urlbnf_testkit::abnf::grammars::{
        RFC3987_RULES, is_absolute_iri, is_iri, is_iri_reference,
    };

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
        let rules: [Rule; 20] = [
            ("IRI", |s| iri::iri(s).map(|(r, p)| (r, p.source))),
            ("ihier-part", |s| iri::ihier_part(s).map(|(r, _)| (r, ""))),
            ("IRI-reference", |s| {
                iri::iri_reference(s).map(|(r, p)| (r, p.source))
            }),
            ("absolute-IRI", |s| {
                iri::absolute_iri(s).map(|(r, p)| (r, p.source))
            }),
            ("irelative-ref", |s| {
                iri::irelative_ref(s).map(|(r, p)| (r, p.source))
            }),
            ("irelative-part", |s| {
                iri::irelative_part(s).map(|(r, _)| (r, ""))
            }),
            ("iquery", |s| iri::iquery(s)),
            ("ifragment", |s| iri::ifragment(s)),
            ("iauthority", |s| {
                authority::iauthority(s).map(|(r, a)| (r, a.span))
            }),
            ("iuserinfo", |s| authority::iuserinfo(s)),
            ("ihost", |s| authority::ihost(s).map(|(r, (h, _))| (r, h))),
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
        let more: [Rule; 1] = [("isegment-nz-nc", |s| path::isegment_nz_nc(s))];
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
        let all: Vec<Rule> = rules.iter().chain(&more).copied().collect();
        testing::rules_agree(&all, &inputs, &RFC3987_RULES, "ipath-empty");
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
            testing::agree::<IriChars>(s, [is_iri, is_iri_reference, is_absolute_iri]);
            let c = PIECES[k % PIECES.len()];
            testing::agree::<IriChars>(
                &format!("{s}{c}"),
                [is_iri, is_iri_reference, is_absolute_iri],
            );
            testing::agree::<IriChars>(
                &format!("{c}{s}"),
                [is_iri, is_iri_reference, is_absolute_iri],
            );
        }
    }

    #[test]
    fn components_as_appendix_b_splits_them() {
        for a in PIECES {
            for b in PIECES {
                for c in PIECES {
                    testing::same_components::<IriChars>(&format!("{a}{b}{c}"));
                    testing::same_components::<IriChars>(&format!("x:{a}{b}{c}"));
                    testing::same_components::<IriChars>(&format!("//{a}{b}{c}"));
                }
            }
        }
        let mut checked = 0;
        for s in [
            "http://例え.テスト:80/パス?q=\u{E000}#片",
            "//u:p@ü/x",
            "é/ü?#",
        ] {
            testing::same_components::<IriChars>(s);
            checked += usize::from(
                crate::rfc3986::structure::parse::<IriChars>(s, Start::Reference).is_ok(),
            );
        }
        assert_eq!(checked, 3);
    }

    proptest::proptest! {
        #[test]
        fn iri_references_agree_with_the_grammar_files(
            parts in proptest::collection::vec(proptest::sample::select(PIECES.to_vec()), 0..14)
        ) {
            let s = parts.concat();
            testing::agree::<IriChars>(&s, [is_iri, is_iri_reference, is_absolute_iri]);
            testing::same_components::<IriChars>(&s);
        }
    }
}
