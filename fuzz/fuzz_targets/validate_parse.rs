//! `validate` and `parse` never panic, agree on every input (same verdict,
//! same error), and `Display` of a parsed URL gives back the input.
#![no_main]

use libfuzzer_sys::fuzz_target;
use urlbnf::{Grammar, parse, validate};

fuzz_target!(|data: &[u8]| {
    let Ok(input) = std::str::from_utf8(data) else {
        return;
    };
    let v = validate(input, Grammar::Rfc1738);
    match (v, parse(input, Grammar::Rfc1738)) {
        (Ok(()), Ok(url)) => assert_eq!(url.to_string(), input),
        (Err(a), Err(b)) => {
            assert_eq!(a, b);
            assert!(a.span().end <= input.len());
        }
        (v, p) => panic!("validate {v:?}, parse {p:?}"),
    }
});
