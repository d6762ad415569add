//! The recogniser built from `grammar/rfc3986.abnf` and
//! `grammar/rfc3987.abnf` (`urlbnf_testkit::abnf`) against two strict
//! peers written by others, fluent-uri (RFC 3986) and iri-string (RFC 3986
//! and RFC 3987), on the bench corpus, its faulted twin and its IRI
//! variants: where all three agree, the recogniser reads the grammar files
//! as those libraries read the RFCs, and so can judge the productions.

use urlbnf_testkit::abnf::grammars::{is_iri, is_iri_reference, is_uri, is_uri_reference};
use urlbnf_testkit::corpus;

#[test]
fn the_abnf_recogniser_agrees_with_fluent_uri_and_iri_string() {
    let valid = corpus::corpus();
    let invalid = corpus::faulted(&valid);
    // IRIs: each URL with a non-ASCII letter in its path or after it.
    let iris: Vec<String> = valid
        .iter()
        .take(20_000)
        .enumerate()
        .map(|(i, u)| {
            let c = ['é', '例', '\u{E000}', '\u{FFFE}', '\u{10000}'][i % 5];
            format!("{u}{c}")
        })
        .collect();
    let mut checked = 0;
    let mut uris = 0;
    for s in valid.iter().chain(&invalid).chain(&iris) {
        let uri = is_uri(s);
        assert_eq!(uri, fluent_uri::Uri::parse(s.as_str()).is_ok(), "URI: {s}");
        assert_eq!(uri, iri_string::types::UriStr::new(s).is_ok(), "URI: {s}");
        assert_eq!(
            is_uri_reference(s),
            iri_string::types::UriReferenceStr::new(s).is_ok(),
            "URI-reference: {s}"
        );
        assert_eq!(
            is_iri(s),
            iri_string::types::IriStr::new(s).is_ok(),
            "IRI: {s}"
        );
        assert_eq!(
            is_iri_reference(s),
            iri_string::types::IriReferenceStr::new(s).is_ok(),
            "IRI-reference: {s}"
        );
        checked += 1;
        uris += usize::from(uri);
    }
    // Both kinds are well represented.
    assert!(
        checked == 220_000 && uris > 100_000 && uris < 200_000,
        "{checked} {uris}"
    );
}
