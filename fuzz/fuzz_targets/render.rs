//! The diagnosis of any input (valid with warnings, or invalid) renders as
//! `urlbnf check` renders it, in both grammars, without panicking, and a
//! suggested correction is always a valid URL.
#![no_main]

use libfuzzer_sys::fuzz_target;
use urlbnf::{Grammar, Style, diagnose, validate};

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
    }
});
