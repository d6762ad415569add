//! `validate` and `parse` never panic, agree on every input (same verdict,
//! same error), and `Display` of a parsed URL gives back the input; the
//! normal form is valid, idempotent and equivalent to the input; in both
//! grammars.
#![no_main]

use libfuzzer_sys::fuzz_target;
use urlbnf::{Grammar, equivalent, parse, validate};

fuzz_target!(|data: &[u8]| {
    let Ok(input) = std::str::from_utf8(data) else {
        return;
    };
    for grammar in [Grammar::Rfc1738, Grammar::Rfc1630] {
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
});
