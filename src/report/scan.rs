//! The full-input scan: every character outside the grammar and every `%`
//! that does not start an escape, anywhere in the input. The parser stops at
//! the first failure; this keeps going, so that all of these are reported at
//! once. It is a single loop over the input (no recursion), run only after a
//! failure.

use crate::Grammar;
use crate::error::{Expected, Fail, ParseError};
use crate::input::{bad_escape, is_escape};
use crate::rfc1738::chars::in_any_grammar;

/// Whether a character occurs in some production of `grammar` (`%` only as
/// the start of an escape).
pub(crate) fn universe(grammar: Grammar) -> fn(char) -> bool {
    match grammar {
        Grammar::Rfc1738 => in_any_grammar,
        Grammar::Rfc1630 => crate::rfc1630::in_any_grammar,
    }
}

/// Whether `c` occurs in some production of `grammar`.
pub(crate) fn in_grammar(grammar: Grammar, c: char) -> bool {
    universe(grammar)(c)
}

/// The errors of the scan, in input order, at most `limit` of them, and how
/// many more there were.
pub(crate) fn scan(input: &str, grammar: Grammar, limit: usize) -> (Vec<ParseError<'_>>, usize) {
    let mut found = Vec::new();
    let mut omitted = 0;
    each(input, grammar, |e| {
        if found.len() < limit {
            found.push(e);
        } else {
            omitted += 1;
        }
    });
    (found, omitted)
}

/// Calls `f` with each error of the scan, in input order, without
/// collecting them (a 10 MB line of spaces has 10 million).
pub(crate) fn each<'a>(input: &'a str, grammar: Grammar, mut f: impl FnMut(ParseError<'a>)) {
    for (at, c) in input.char_indices() {
        if c == '%' {
            if !is_escape(&input.as_bytes()[at..]) {
                // Same span and kind as the parser reports (`input.rs`).
                f(bad_escape(input, at, "escape").into_public(input, grammar));
            }
        } else if !in_grammar(grammar, c) {
            f(Fail::at(&input[at..], "url", Expected::NONE).into_public(input, grammar));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ErrorKind;

    #[test]
    fn finds_every_char_and_escape() {
        let (found, omitted) = scan("a b%zz\t%4é%41#", Grammar::Rfc1738, 10);
        let got: Vec<_> = found
            .iter()
            .map(|e| (e.offset(), e.len(), e.kind()))
            .collect();
        assert_eq!(
            got,
            [
                (1, 1, ErrorKind::CharOutsideGrammar),
                (3, 3, ErrorKind::BadEscape),
                (6, 1, ErrorKind::CharOutsideGrammar),
                (7, 4, ErrorKind::BadEscape), // `%4é`: `é` is not hex
                (9, 2, ErrorKind::CharOutsideGrammar),
                (14, 1, ErrorKind::CharOutsideGrammar),
            ]
        );
        assert_eq!(omitted, 0);
        let (found, omitted) = scan("   ", Grammar::Rfc1738, 2);
        assert_eq!((found.len(), omitted), (2, 1));
        let (found, _) = scan("x:%4", Grammar::Rfc1738, 2);
        assert_eq!(found[0].kind(), ErrorKind::TruncatedEscape);
    }
}
