//! `validate` and `parse` never panic, agree on every input (same verdict,
//! same error), and `Display` of a parsed URL gives back the input; the
//! normal form is valid, idempotent and equivalent to the input; in every
//! grammar. For RFC 3986 and RFC 3987, the same of `validate_reference`
//! and `parse_reference`, and an IRI's URI (`to_uri`) is a URI whose IRI
//! (`to_iri`) is an IRI again.
#![no_main]

use libfuzzer_sys::fuzz_target;
use urlbnf::{Grammar, equivalent, parse, validate};

fuzz_target!(|data: &[u8]| {
    let Ok(input) = std::str::from_utf8(data) else {
        return;
    };
    for &grammar in Grammar::ALL {
        let v = validate(input, grammar);
        match (v, parse(input, grammar)) {
            (Ok(()), Ok(url)) => {
                assert_eq!(url.to_string(), input);
                let n = url.normalized();
                let again = parse(&n, grammar).unwrap();
                assert_eq!(again.normalized(), n);
                assert_eq!(again.scheme(), url.scheme());
                assert!(equivalent(input, &n, grammar).unwrap());
            }
            (Err(a), Err(b)) => {
                assert_eq!(a, b);
                assert!(a.span().end <= input.len());
                assert!(input.is_char_boundary(a.offset()));
            }
            (v, p) => panic!("{grammar:?}: validate {v:?}, parse {p:?}"),
        }
    }
    reference(
        input,
        urlbnf::rfc3986::validate_reference(input),
        urlbnf::rfc3986::parse_reference(input),
    );
    reference(
        input,
        urlbnf::rfc3987::validate_reference(input),
        urlbnf::rfc3987::parse_reference(input),
    );
});

/// A reference's `validate` and `parse` agree, and its URI and IRI forms
/// are valid.
fn reference(
    input: &str,
    v: Result<(), urlbnf::ParseError>,
    p: Result<urlbnf::rfc3986::Reference<'_>, urlbnf::ParseError>,
) {
    match (v, p) {
        (Ok(()), Ok(r)) => {
            assert_eq!(r.to_string(), input);
            let uri = r.to_uri();
            assert!(urlbnf::rfc3986::validate_reference(&uri).is_ok(), "{uri}");
            let back = urlbnf::rfc3986::parse_reference(&uri).unwrap();
            assert!(urlbnf::rfc3987::validate_reference(&back.to_iri()).is_ok());
        }
        (Err(a), Err(b)) => assert_eq!(a, b),
        (v, p) => panic!("reference: validate {v:?}, parse {p:?}"),
    }
}
