//! The diagnosis of any input (valid with warnings, or invalid) renders as
//! `urlbnf check` renders it, in every grammar, without panicking, and a
//! suggested correction is always a valid URL: the same one whether its
//! check reads on from the fault (`validate_and_suggest`, `diagnose`) or
//! checks the corrected URL whole (`write_suggestion_for_error`).
#![no_main]

use libfuzzer_sys::fuzz_target;
use urlbnf::report::write_suggestion_for_error;
use urlbnf::{Grammar, Style, diagnose, validate, validate_and_suggest};

fuzz_target!(|data: &[u8]| {
    let input = String::from_utf8_lossy(data);
    for &grammar in Grammar::ALL {
        let d = diagnose(&input, grammar);
        let style = if data.first().is_some_and(|b| b & 1 == 1) {
            Style::Color
        } else {
            Style::Ascii
        };
        let _ = d.render(style, 80);
        if let Some(fixed) = d.suggestion() {
            assert!(validate(fixed, grammar).is_ok(), "{fixed:?}");
        }
        let mut fix = String::new();
        if let Err(e) = validate_and_suggest(&input, grammar, &mut fix) {
            let mut whole = String::new();
            let written = write_suggestion_for_error(&input, &e, grammar, &mut whole);
            let whole = if written { whole } else { String::new() };
            assert_eq!(fix, whole, "{input:?} in {grammar}");
            assert_eq!(d.suggestion().unwrap_or(""), fix, "{input:?} in {grammar}");
        }
    }
});
