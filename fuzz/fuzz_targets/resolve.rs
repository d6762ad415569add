//! `resolve(context, partial)` never panics, for any context and partial
//! form (the input is split at its first newline), and every error it
//! returns names the argument it is about and points inside it.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(input) = std::str::from_utf8(data) else {
        return;
    };
    let (context, partial) = input.split_once('\n').unwrap_or((input, ""));
    match urlbnf::resolve(context, partial) {
        Ok(url) => assert!(!url.is_empty() || context.is_empty()),
        Err(e) => {
            let text = if e.argument() == "context" {
                context
            } else {
                partial
            };
            assert_eq!(e.error().input(), Some(text));
            assert!(e.error().span().end <= text.len());
        }
    }
    // Resolving against a known-good context exercises the partial-form
    // rules rather than the context check.
    let _ = urlbnf::resolve("magic://a/b/c//d/e/f", input);
    // RFC 3986 and RFC 3987: a target is a URI (IRI) of the grammar, and
    // an error names `base`, `reference` or `result`.
    for grammar in [urlbnf::Grammar::Rfc3986, urlbnf::Grammar::Rfc3987] {
        match urlbnf::resolve_in(context, partial, grammar) {
            Ok(target) => assert!(urlbnf::validate(&target, grammar).is_ok(), "{target}"),
            Err(e) => assert!(matches!(e.argument(), "base" | "reference" | "result")),
        }
        let _ = urlbnf::resolve_in("http://a/b/c/d;p?q", input, grammar);
    }
});
