//! The full-input sweep: every character outside the grammar and every `%`
//! that does not start an escape, anywhere in the input. The parser stops at
//! the first failure; this keeps going, so that all of these are reported at
//! once. It is a single loop over the input (no recursion), run only after a
//! failure.

use crate::core::dialect::Dialect;
use crate::core::failure::{Expected, Fail, Failure};
use crate::core::grammar::Grammar;
use crate::core::input::{bad_escape, escaped_run};

/// The errors of the scan, in input order, at most `limit` of them, and how
/// many more there were (counted, not built).
pub(crate) fn faults<'i>(
    input: &'i str,
    dialect: &'static Dialect,
    limit: usize,
) -> (Vec<Failure<'i>>, usize) {
    let mut found = Vec::with_capacity(limit.min(4));
    let mut omitted = 0;
    // A character outside the grammar is in the whole input's production.
    let whole = (dialect.url_production)(input);
    each_fault(input, 0, dialect.grammar(), |fault| {
        if found.len() < limit {
            found.push(match fault {
                // Same span and kind as the parser reports (`input.rs`).
                Fault::Escape(at) => bad_escape(input, at, "escape").into_public(input, dialect),
                Fault::Char(at, _) => {
                    Fail::at(&input[at..], whole, Expected::NONE).into_public(input, dialect)
                }
            });
        } else {
            omitted += 1;
        }
    });
    (found, omitted)
}

/// One error of the sweep.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Fault {
    /// A `%` at this offset that starts no escape.
    Escape(usize),
    /// A character outside the grammar at this offset.
    Char(usize, char),
}

/// Calls `f` with each error of the scan from byte `from` (a character
/// boundary) on, in input order, without collecting them (a 10 MB line of
/// spaces has 10 million) or building their reports.
pub(crate) fn each_fault(input: &str, from: usize, grammar: Grammar, mut f: impl FnMut(Fault)) {
    crate::core::work::step(input.len() - from);
    let dialect = grammar.dialect();
    let bytes = input.as_bytes();
    // Runs of characters the grammar has and of escapes, sixteen bytes at a
    // time, then the byte that ends the run: a `%` that starts no escape, a
    // character outside the grammar. An escape does not end a run: a URL
    // with many of them costs one scan, not one scan per escape.
    let mut at = from;
    while at < bytes.len() {
        match escaped_run(&bytes[at..], &dialect.unescaped) {
            Err(k) => {
                f(Fault::Escape(at + k));
                at += k + 1;
            }
            Ok(n) => {
                at += n;
                let Some(c) = input[at..].chars().next() else {
                    break;
                };
                if !dialect.contains(c) {
                    f(Fault::Char(at, c));
                }
                at += c.len_utf8();
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::failure::ErrorKind;
    use crate::core::input::is_escape;

    #[test]
    fn finds_every_char_and_escape() {
        let (found, omitted) = faults("a b%zz\t%4é%41#", Grammar::Rfc1738.dialect(), 10);
        let got: Vec<_> = found
            .iter()
            .map(|e| (e.offset(), e.span().len(), e.kind()))
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
        let (found, omitted) = faults("   ", Grammar::Rfc1738.dialect(), 2);
        assert_eq!((found.len(), omitted), (2, 1));
        let (found, _) = faults("x:%4", Grammar::Rfc1738.dialect(), 2);
        assert_eq!(found[0].kind(), ErrorKind::TruncatedEscape);
    }

    /// The sweep as first written: every character decoded and looked up.
    fn faults_by_chars(input: &str, grammar: Grammar) -> Vec<Fault> {
        let dialect = grammar.dialect();
        let mut out = Vec::new();
        for (at, c) in input.char_indices() {
            if c == '%' {
                if !is_escape(&input.as_bytes()[at..]) {
                    out.push(Fault::Escape(at));
                }
            } else if !dialect.contains(c) {
                out.push(Fault::Char(at, c));
            }
        }
        out
    }

    proptest::proptest! {
        #[test]
        fn the_sweep_agrees_with_a_loop_over_chars(
            input in "([a-z0-9%:/?#@;=&.+~ ^{}|\\\\\"<>\t\u{e9}\u{4e2d}\u{1f600}-]|%[0-9a-fA-Fz]{0,2}){0,80}",
            which in 0..Grammar::ALL.len(),
        ) {
            let grammar = Grammar::ALL[which];
            let mut got = Vec::new();
            each_fault(&input, 0, grammar, |f| got.push(f));
            proptest::prop_assert_eq!(got, faults_by_chars(&input, grammar));
        }
    }
}
