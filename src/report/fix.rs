//! Fixes: the corrected text for one error, and the corrected URL when
//! mechanical fixes make the whole input valid.

use std::ops::Range;

use crate::core::dialect::Dialect;
use crate::core::failure::{ErrorKind, Expected, Failure};
use crate::report::show::{pct, pct_into, show};
use crate::report::sweep::{self, Fault};

/// Quotes the text around `range` with `range` replaced by `with`: the
/// neighbouring characters up to a delimiter, at most 20 on each side.
pub(crate) fn local_fix(input: &str, range: Range<usize>, with: &str) -> String {
    let stop =
        |c: char| matches!(c, '/' | '?' | ';' | ':' | '@' | '#' | '&' | '=') || c.is_whitespace();
    let left = input[..range.start]
        .char_indices()
        .rev()
        .take_while(|&(_, c)| !stop(c))
        .take(20)
        .last()
        .map_or(range.start, |(k, _)| k);
    let right = input[range.end..]
        .char_indices()
        .take_while(|&(_, c)| !stop(c))
        .take(20)
        .last()
        .map_or(range.end, |(k, c)| range.end + k + c.len_utf8());
    show(&format!(
        "{}{with}{}",
        &input[left..range.start],
        &input[range.end..right]
    ))
}

/// `: `quoted`` after a help sentence, unless the quote would only repeat
/// `with` (no context around it).
pub(crate) fn quoted(input: &str, range: Range<usize>, with: &str) -> String {
    let q = local_fix(input, range, with);
    if q == show(with) {
        String::new()
    } else {
        format!(": `{q}`")
    }
}

/// Quotes the whole input with `range` replaced, if it is short enough to
/// read; otherwise the local context.
pub(crate) fn whole_fix(input: &str, range: Range<usize>, with: &str) -> String {
    if input.len() <= 320 && input.chars().count() <= 80 {
        show(&format!(
            "{}{with}{}",
            &input[..range.start],
            &input[range.end..]
        ))
    } else {
        local_fix(input, range, with)
    }
}

/// Whether the grammar allows an escape where it expected `expected`.
pub(crate) fn escapable(expected: Expected) -> bool {
    [
        Expected::UCHAR,
        Expected::XCHAR,
        Expected::PATH_CHAR,
        Expected::FIELD_CHAR,
        Expected::XALPHA,
        Expected::XPALPHA,
        Expected::ATOM,
    ]
    .into_iter()
    .any(|e| expected.contains(e))
}

/// The one mechanical edit that fixes `e` in `input`, if there is one.
pub(crate) fn fix(input: &str, e: &Failure) -> Option<(Range<usize>, String)> {
    let span = e.span();
    let at = span.start;
    match e.kind() {
        ErrorKind::CharOutsideGrammar => Some((span.clone(), pct(&input[span]))),
        ErrorKind::BadEscape | ErrorKind::TruncatedEscape => Some((at + 1..at + 1, "25".into())),
        ErrorKind::SearchWithoutPath => Some((at..at, "/".into())),
        // Only where the `:` is followed by what may follow a `hostport`;
        // `host:-1` is no URL that lost its port.
        ErrorKind::EmptyPort
            if !matches!(input.as_bytes().get(span.end), None | Some(b'/' | b'?')) =>
        {
            None
        }
        ErrorKind::EmptyPort
        | ErrorKind::EmptyLabel
        | ErrorKind::LabelStartsWithHyphen
        | ErrorKind::LabelEndsWithHyphen => Some((span, String::new())),
        // RFC 3986 section 4.2: "a path segment that contains a colon
        // character (e.g., "this:that") cannot be used as the first segment
        // of a relative-path reference [...] Such a segment must be preceded
        // by a dot-segment (e.g., "./this:that")".
        ErrorKind::UnexpectedChar if first_segment_colon(input, e) => Some((0..0, "./".into())),
        ErrorKind::UnexpectedChar
            if escapable(e.expected()) && input.as_bytes().get(at) != Some(&b'%') =>
        {
            Some((span.clone(), pct(&input[span])))
        }
        _ => None,
    }
}

/// Whether `e` is a `:` in the first segment of a relative-path reference
/// (RFC 3986's and RFC 3987's `path-noscheme`), which `./` before it
/// makes valid.
pub(crate) fn first_segment_colon(input: &str, e: &Failure) -> bool {
    let at = e.span().start;
    input.as_bytes().get(at) == Some(&b':')
        && matches!(e.production(), "path-noscheme" | "ipath-noscheme")
        && !input[..at].contains('/')
}

/// The input with every mechanical fix applied, if that makes it valid:
/// first every error of the full scan, then the parser's errors one at a
/// time (at most 16 rounds).
pub(crate) fn suggest(input: &str, dialect: &'static Dialect) -> Option<String> {
    let mut text = String::new();
    suggest_into(input, dialect, &mut text).then_some(text)
}

/// [`suggest`], given the first error of `input`
/// ([`suggest_after`]).
pub(crate) fn suggest_after_error(
    input: &str,
    dialect: &'static Dialect,
    first: Failure<'_>,
) -> Option<String> {
    let mut text = String::new();
    suggest_after(input, dialect, Some(first), &mut text).then_some(text)
}

/// [`suggest`] into `text` (cleared first, so that one buffer serves many
/// inputs): whether there is a suggestion. `text` is left unspecified when
/// there is none.
pub(crate) fn suggest_into(input: &str, dialect: &'static Dialect, text: &mut String) -> bool {
    suggest_after(input, dialect, None, text)
}

/// [`suggest_into`], given `first`, the first error of `input` under
/// `dialect`, when the caller has it. The sweep then starts two bytes
/// before that error: every character outside the grammar and every `%`
/// that starts no escape is an error of its own, and a `%` whose digits
/// are missing fails at most two bytes after it, so nothing the sweep
/// fixes lies earlier. Where the sweep fixes nothing, the text is the
/// input, whose error is `first`: it is not checked again. An error that
/// is not `input`'s (its span outside the input or inside a character) is
/// ignored; any other error still ends in a suggestion only when the text
/// checks valid.
pub(crate) fn suggest_after(
    input: &str,
    dialect: &'static Dialect,
    first: Option<Failure<'_>>,
    text: &mut String,
) -> bool {
    let grammar = dialect.grammar();
    let first = first.filter(|f| {
        let span = f.span();
        span.end <= input.len()
            && input.is_char_boundary(span.start)
            && input.is_char_boundary(span.end)
    });
    let mut from = first.map_or(0, |f| f.offset().saturating_sub(2));
    while !input.is_char_boundary(from) {
        from -= 1;
    }
    text.clear();
    text.push_str(&input[..from]);
    // One pass: copy the input, replacing each scan error by its fix, as
    // `fix` writes it: a character outside the grammar escaped, `%25` for
    // a `%` that starts no escape.
    let mut copied = from;
    sweep::each_fault(input, from, grammar, |fault| match fault {
        Fault::Char(at, c) => {
            text.push_str(&input[copied..at]);
            pct_into(c.encode_utf8(&mut [0; 4]), text);
            copied = at + c.len_utf8();
        }
        Fault::Escape(at) => {
            text.push_str(&input[copied..=at]);
            text.push_str("25");
            copied = at + 1;
        }
    });
    let swept = copied != from;
    text.push_str(&input[copied..]);
    let mut known = first.filter(|_| !swept);
    // At most 16 rounds, and over a long input at most three more reads of
    // it: more rounds make no fix a reader applies by hand, and the bound
    // keeps `diagnose` linear in its input by a small constant
    // (`tests/work.rs`).
    let mut budget = 3 * input.len() + 16 * 512;
    for _ in 0..16 {
        let Some(left) = budget.checked_sub(text.len()) else {
            return false;
        };
        budget = left;
        let edit = match known.take() {
            Some(e) => fix(input, &e),
            None => {
                crate::core::work::step(text.len());
                match (dialect.validate)(text) {
                    Ok(()) => return text != input,
                    Err(e) => fix(text, &e.failure_in(text)),
                }
            }
        };
        let Some((range, with)) = edit else {
            return false;
        };
        text.replace_range(range, &with);
    }
    false
}
