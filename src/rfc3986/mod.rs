//! RFC 3986 (STD 66), "Uniform Resource Identifier (URI): Generic
//! Syntax": the productions of its Appendix A (`grammar/rfc3986.abnf`),
//! one function per rule, named after it and quoting it. They are held to
//! the recogniser that `testkit/src/abnf.rs` compiles from the same file,
//! rule by rule and on whole URIs, URI references and absolute URIs.
//!
//! The entry points check or parse a whole input as a `URI`
//! ([`validate`], [`parse`]), a `URI-reference` ([`validate_reference`],
//! [`parse_reference`]) or an `absolute-URI` ([`validate_absolute`]).
//!
//! ```
//! use urlbnf::rfc3986;
//! assert!(rfc3986::validate("https://example.com/~user?q=1#frag").is_ok());
//! assert!(rfc3986::validate("https://[::1]:8080/x").is_ok());
//! assert!(rfc3986::validate("../relative").is_err());
//! assert!(rfc3986::validate_reference("../relative").is_ok());
//! ```

pub(crate) mod authority;
/// Building URIs (and IRIs) from raw values: [`build::Generic`], shared
/// with RFC 3987 (`urlbnf::rfc3987::build`).
pub mod build {
    pub use crate::rfc3987::build::{BuildError, Generic};
}
pub(crate) mod chars;
pub(crate) mod dialect;
pub(crate) mod host;
pub(crate) mod owned;
pub(crate) mod path;
pub(crate) mod recognize;
pub(crate) mod resolve;
pub(crate) mod sections;
#[cfg(feature = "serde")]
mod ser;
pub(crate) mod structure;
pub(crate) mod types;
pub(crate) mod uri;
pub(crate) mod wording;

pub use dialect::{validate, validate_absolute, validate_reference};
pub use owned::{ReferenceBuf, UrlBuf};
pub use resolve::resolve;
pub use structure::PathKind;
pub use types::{Reference, Url, parse, parse_reference};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rfc3986::chars::UriChars;
    use crate::rfc3986::structure::Start;
    use crate::rfc3986::structure::testing::{self, Rule};
    use urlbnf_testkit::abnf::grammars::{
        RFC3986_RULES, is_absolute_uri, is_uri, is_uri_reference,
    };

    #[test]
    fn the_examples_and_the_edges() {
        for s in [
            "ftp://ftp.is.co.za/rfc/rfc1808.txt",
            "ldap://[2001:db8::7]/c=GB?objectClass?one",
            "mailto:John.Doe@example.com",
            "urn:oasis:names:specification:docbook:dtd:xml:4.1.2",
            "foo://example.com:8042/over/there?name=ferret#nose",
            "http://[::1]:8080/x",
            "http://[V1.x]/",
            "http://[v1.]/",
            "http://[1:2:3:4:5:6:7:8:9]/",
            "http://[::ffff:192.0.2.1]/",
            "http://[1::2::3]/",
            "http://[:1]/",
            "http://[1:]/",
            "http://[::]/",
            "http://[1:2:3:4:5:6:7::]/",
            "http://[::1:2:3:4:5:6:7]/",
            "http://[1:2:3:4:5:6:1.2.3.4]/",
            "http://[1::2:3:4:5:6:1.2.3.4]/",
            "http://[12345::]/",
            "http://u:p@h:80/p?q#f",
            "http://a@b@c/",
            "http://h:80x/",
            "//h/p",
            "a:b",
            "1a:b",
            "a/b:c",
            "./a:b",
            "",
            "#",
            "?#",
            "x:%zz",
            "x:%4",
            "x:/a//b",
            "x://",
            "x:",
        ] {
            testing::agree::<UriChars>(s, [is_uri, is_uri_reference, is_absolute_uri]);
        }
    }

    #[test]
    fn each_rule_matches_what_the_grammar_file_says() {
        let rules: [Rule; 27] = [
            ("URI", |s| uri::uri(s).map(|(r, p)| (r, p.source))),
            ("hier-part", |s| uri::hier_part(s).map(|(r, _)| (r, ""))),
            ("URI-reference", |s| {
                uri::uri_reference(s).map(|(r, p)| (r, p.source))
            }),
            ("absolute-URI", |s| {
                uri::absolute_uri(s).map(|(r, p)| (r, p.source))
            }),
            ("relative-ref", |s| {
                uri::relative_ref(s).map(|(r, p)| (r, p.source))
            }),
            ("relative-part", |s| {
                uri::relative_part(s).map(|(r, _)| (r, ""))
            }),
            ("scheme", |s| structure::scheme(s)),
            ("query", |s| uri::query(s)),
            ("fragment", |s| uri::fragment(s)),
            ("authority", |s| {
                authority::authority(s).map(|(r, a)| (r, a.span))
            }),
            ("userinfo", |s| authority::userinfo(s)),
            ("host", |s| authority::host(s).map(|(r, (h, _))| (r, h))),
            ("port", |s| host::port(s)),
            ("IP-literal", |s| host::ip_literal(s)),
            ("IPvFuture", |s| host::ipvfuture(s)),
            ("IPv6address", |s| host::ipv6address(s)),
            ("h16", |s| host::h16(s)),
            ("ls32", |s| host::ls32(s)),
            ("IPv4address", |s| host::ipv4address(s)),
            ("dec-octet", |s| host::dec_octet(s)),
            ("reg-name", |s| authority::reg_name(s)),
            ("path", |s| path::path(s)),
            ("path-abempty", |s| path::path_abempty(s)),
            ("path-absolute", |s| path::path_absolute(s)),
            ("path-noscheme", |s| path::path_noscheme(s)),
            ("path-rootless", |s| path::path_rootless(s)),
            ("path-empty", |s| path::path_empty(s)),
        ];
        let more: [Rule; 4] = [
            ("segment", |s| path::segment(s)),
            ("segment-nz", |s| path::segment_nz(s)),
            ("segment-nz-nc", |s| path::segment_nz_nc(s)),
            ("pct-encoded", |s| path::pct_encoded(s)),
        ];
        let inputs = samples();
        let all: Vec<Rule> = rules.iter().chain(&more).copied().collect();
        testing::rules_agree(&all, &inputs, &RFC3986_RULES, "path-empty");
    }

    /// Short strings over the characters the rules turn on, every one of
    /// length up to 3 and a deterministic spread of longer ones.
    fn samples() -> Vec<String> {
        const ALPHABET: &[&str] = &[
            "a", "v", "F", "1", "2", "5", "0", ":", "/", "?", "#", "[", "]", "@", "%", ".", "-",
            "!", "=", " ", "é", "::", "%2f", "//", "25", "255", "256",
        ];
        let mut out = vec![String::new()];
        for a in ALPHABET {
            out.push(a.to_string());
            for b in ALPHABET {
                out.push(format!("{a}{b}"));
            }
        }
        let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
        for _ in 0..20_000 {
            let mut s = String::new();
            for _ in 0..(x % 9) {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                s.push_str(ALPHABET[(x % ALPHABET.len() as u64) as usize]);
            }
            x = x.wrapping_mul(0x2545_f491_4f6c_dd1d).wrapping_add(1);
            out.push(s);
        }
        for s in [
            "1.2.3.4",
            "0.0.0.0",
            "255.255.255.255",
            "256.1.1.1",
            "01.1.1.1",
            "1.2.3",
            "::",
            "::1",
            "1::",
            "1:2:3:4:5:6:7:8",
            "1:2:3:4:5:6:7::",
            "::1.2.3.4",
            "v1.a",
            "V1f.:",
            "[::1]",
            "[v1.a]",
            "u@h:1",
            "h:",
            "a:b",
            "//h",
            "/a",
            "a/b",
            "x://h/p?q#f",
        ] {
            out.push(s.to_string());
        }
        out
    }

    #[test]
    fn the_bench_corpus_and_its_faults() {
        let valid = urlbnf_testkit::corpus::corpus();
        let invalid = urlbnf_testkit::corpus::faulted(&valid);
        for s in valid.iter().take(20_000).chain(invalid.iter().take(20_000)) {
            testing::agree::<UriChars>(s, [is_uri, is_uri_reference, is_absolute_uri]);
        }
    }

    #[test]
    fn components_as_appendix_b_splits_them() {
        for s in samples() {
            testing::same_components::<UriChars>(&s);
        }
        let valid = urlbnf_testkit::corpus::corpus();
        for s in valid.iter().take(20_000) {
            testing::same_components::<UriChars>(s);
        }
    }

    #[test]
    fn host_forms_first_match_wins() {
        use host::HostForm::*;
        for (s, form) in [
            ("//1.2.3.4", Ipv4),
            ("//255.255.255.255:80", Ipv4),
            ("//256.1.1.1", RegName),
            ("//01.1.1.1", RegName),
            ("//1.2.3", RegName),
            ("//1.2.3.4.5", RegName),
            ("//%31.2.3.4", RegName),
            ("//", RegName),
            ("//[::1]", Ipv6),
            ("//[v7.x]", IpvFuture),
            ("//[V7.x]", IpvFuture),
            ("//u@example.com", RegName),
        ] {
            let p = crate::rfc3986::structure::parse::<UriChars>(s, Start::Reference).unwrap();
            assert_eq!(p.authority.unwrap().host_form, form, "{s}");
        }
    }

    proptest::proptest! {
        #[test]
        fn uri_references_agree_with_the_grammar_file(
            parts in proptest::collection::vec(proptest::sample::select(vec![
                "a", "Z", "0", "9", "1", "25", "255", "v", "f", ":", "::", "/", "//", "?", "#",
                "[", "]", "@", "%", "%2F", "%g", ".", "..", "-", "_", "~", "!", "$", "&", "'",
                "(", ")", "*", "+", ",", ";", "=", " ", "é", "http:", "x:", "//h", "[::1]",
                "[v1.x]", "1.2.3.4", "u@",
            ]), 0..14)
        ) {
            let s = parts.concat();
            testing::agree::<UriChars>(&s, [is_uri, is_uri_reference, is_absolute_uri]);
            testing::same_components::<UriChars>(&s);
        }
    }
}
