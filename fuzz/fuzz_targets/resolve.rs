//! `resolve(context, partial)` never panics, for any context and partial
//! form (the input is split at its first newline), and every error it
//! returns points inside the text it is about.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(input) = std::str::from_utf8(data) else {
        return;
    };
    let (context, partial) = input.split_once('\n').unwrap_or((input, ""));
    match urlbnf::resolve(context, partial) {
        Ok(url) => assert!(!url.is_empty() || context.is_empty()),
        Err(e) => assert!(e.span().end <= context.len().max(partial.len())),
    }
    // Resolving against a known-good context exercises the partial-form
    // rules rather than the context check.
    let _ = urlbnf::resolve("magic://a/b/c//d/e/f", input);
});
