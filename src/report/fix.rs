//! Fixes: the corrected text for one error, and the corrected URL when
//! mechanical fixes make the whole input valid.

use std::ops::Range;

use crate::core::dialect::{Dialect, ReadOn};
use crate::core::failure::{ErrorKind, Expected, Failure};
use crate::report::show::{pct_byte, pct_into, show, show_into};
use crate::report::sweep::{self, Fault};

/// Quotes the text around `range` with `range` replaced by `with`: the
/// neighbouring characters up to a delimiter, at most 20 on each side.
pub(crate) fn local_fix(input: &str, range: Range<usize>, with: &str) -> String {
    let (left, right) = context(input, &range);
    let mut out = String::with_capacity(right - left + with.len());
    replaced_into(input, left..right, range, with, &mut out);
    out
}

/// The text around `range` that [`local_fix`] quotes with it: up to 20
/// characters on each side, stopping at a delimiter or a space. A loop
/// over the characters' bytes rather than an iterator chain, which cost
/// twice the instructions (docs/performance.md, "A finding's text").
fn context(input: &str, range: &Range<usize>) -> (usize, usize) {
    const MAX: usize = 20;
    let stop =
        |c: char| matches!(c, '/' | '?' | ';' | ':' | '@' | '#' | '&' | '=') || c.is_whitespace();
    let b = input.as_bytes();
    // The character that ends at `k`, and where it starts.
    let before = |k: usize| {
        let mut j = k - 1;
        while j > 0 && b[j] & 0xc0 == 0x80 {
            j -= 1;
        }
        (j, input[j..k].chars().next().unwrap_or(' '))
    };
    let mut left = range.start;
    for _ in 0..MAX {
        if left == 0 {
            break;
        }
        let (j, c) = before(left);
        if stop(c) {
            break;
        }
        left = j;
    }
    let mut right = range.end;
    for c in input[range.end..].chars().take(MAX) {
        if stop(c) {
            break;
        }
        right += c.len_utf8();
    }
    (left, right)
}

/// Appends `input[around]` with `range` (inside it) replaced by `with`,
/// as shown in reports, to `out`.
fn replaced_into(
    input: &str,
    around: Range<usize>,
    range: Range<usize>,
    with: &str,
    out: &mut String,
) {
    show_into(&input[around.start..range.start], out);
    show_into(with, out);
    show_into(&input[range.end..around.end], out);
}

/// `: `quoted`` after a help sentence, unless the quote would only repeat
/// `with` (no context around it).
pub(crate) fn quoted(input: &str, range: Range<usize>, with: &str) -> String {
    let (left, right) = context(input, &range);
    // `show` maps each character on its own: the quote is `with` shown
    // alone exactly when there is no context.
    if left == range.start && right == range.end {
        return String::new();
    }
    let mut out = String::with_capacity(right - left + with.len() + 4);
    out.push_str(": `");
    replaced_into(input, left..right, range, with, &mut out);
    out.push('`');
    out
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

/// What an edit writes in place of its range.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum With {
    /// The range's bytes percent-encoded.
    Escaped,
    /// This text.
    Text(&'static str),
}

/// The one mechanical edit that fixes `e` in `input`, if there is one.
pub(crate) fn fix(input: &str, e: &Failure) -> Option<(Range<usize>, With)> {
    let span = e.span();
    let at = span.start;
    match e.kind() {
        ErrorKind::CharOutsideGrammar => Some((span, With::Escaped)),
        ErrorKind::BadEscape | ErrorKind::TruncatedEscape => {
            Some((at + 1..at + 1, With::Text("25")))
        }
        ErrorKind::SearchWithoutPath => Some((at..at, With::Text("/"))),
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
        | ErrorKind::LabelEndsWithHyphen => Some((span, With::Text(""))),
        // RFC 3986 section 4.2: "a path segment that contains a colon
        // character (e.g., "this:that") cannot be used as the first segment
        // of a relative-path reference [...] Such a segment must be preceded
        // by a dot-segment (e.g., "./this:that")".
        ErrorKind::UnexpectedChar if first_segment_colon(input, e) => {
            Some((0..0, With::Text("./")))
        }
        ErrorKind::UnexpectedChar
            if escapable(e.expected()) && input.as_bytes().get(at) != Some(&b'%') =>
        {
            Some((span, With::Escaped))
        }
        _ => None,
    }
}

/// `input` with `range` replaced as `with` says, into `out` (cleared
/// first).
fn edited_into(input: &str, range: Range<usize>, with: With, out: &mut String) {
    out.clear();
    let with_len = match with {
        With::Escaped => 3 * range.len(),
        With::Text(t) => t.len(),
    };
    out.reserve(input.len() - range.len() + with_len);
    out.push_str(&input[..range.start]);
    match with {
        With::Escaped => pct_into(&input[range.clone()], out),
        With::Text(t) => out.push_str(t),
    }
    out.push_str(&input[range.end..]);
}

/// `text` with `range` replaced as `with` says, in place: the caller's
/// buffer keeps its room from one fix to the next, so that fixing a column
/// of URLs allocates only when a longer one comes.
fn edit_in_place(text: &mut String, range: Range<usize>, with: With) {
    match with {
        With::Text(t) => text.replace_range(range, t),
        With::Escaped => {
            // A character's escapes (at most twelve bytes) from the stack;
            // a longer range's from the heap.
            if range.len() <= 16 {
                let mut short = [0u8; 48];
                let bytes = &text.as_bytes()[range.clone()];
                for (&b, o) in bytes.iter().zip(short.chunks_exact_mut(3)) {
                    o.copy_from_slice(&pct_byte(b));
                }
                let escapes = std::str::from_utf8(&short[..3 * range.len()]);
                text.replace_range(range, escapes.expect("escapes are ASCII"));
            } else {
                let mut escapes = String::with_capacity(3 * range.len());
                pct_into(&text[range.clone()], &mut escapes);
                text.replace_range(range, &escapes);
            }
        }
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

/// The input with every mechanical fix applied, if that makes it valid
/// ([`suggest_after`], with `first` the input's first error if the caller
/// has it, `checked` if it is the input's for certain).
pub(crate) fn suggest(
    input: &str,
    dialect: &'static Dialect,
    first: Option<Failure<'_>>,
    checked: bool,
) -> Option<String> {
    let mut text = String::new();
    suggest_after(input, dialect, first, checked, &mut text).then_some(text)
}

/// [`suggest`] into `text` (cleared first, so that one buffer serves many
/// inputs): whether there is a suggestion, `text` left unspecified when
/// there is none. `first` is the first error of `input` under `dialect`
/// when the caller has it (it is not checked again); `checked` says that
/// it is `input`'s for certain (`dialect.validate` of `input` gave it),
/// not an error a caller says is.
///
/// The errors are fixed one at a time, each checked by `validate`: the
/// common invalid URL has one error, and its fix is one more check. From
/// the second error on, if it is a character outside the grammar or a `%`
/// that starts no escape, one sweep fixes every such fault from there to
/// the end (none lies earlier: each is an error of its own, and a `%`
/// whose digits are missing fails at most two bytes after it), so that a
/// URL with a million spaces costs two more checks, not a million. After
/// escapes written where `input` is known to fail (its first error, when
/// `checked`), the check reads on from them where the dialect can
/// ([`Dialect::read_on`]); every later check is whole, as every check of
/// a fix from an error that is not known to be the input's is, so that
/// both make the same checks from the second on and reach the same
/// suggestion (within the same budget). An
/// error that is not `input`'s (its span outside the input or inside a
/// character) is ignored; any other error still ends in a suggestion only
/// when the text checks valid.
pub(crate) fn suggest_after(
    input: &str,
    dialect: &'static Dialect,
    first: Option<Failure<'_>>,
    checked: bool,
    text: &mut String,
) -> bool {
    let mut known = first.filter(|f| {
        let span = f.span();
        span.end <= input.len()
            && input.is_char_boundary(span.start)
            && input.is_char_boundary(span.end)
    });
    // At most 18 edits besides the sweep, and over a long input at most
    // four more reads of it: more rounds make no fix a reader applies by
    // hand, and the bound keeps `diagnose` linear in its input by a small
    // constant (`tests/work.rs`).
    let mut budget = 4 * input.len() + 16 * 512;
    let (mut fixed, mut swept) = (0, false);
    // Where the first edit wrote escapes at the input's known first error,
    // and the rule that failed there: its check may read on from there.
    let mut read_on_from: Option<(usize, &'static str)> = None;
    if known.is_none() {
        text.clear();
        text.push_str(input);
    }
    while fixed < 18 {
        let (range, with) = match known.take() {
            // The first edit writes `text` from the input, with no copy
            // before it.
            Some(e) => match fix(input, &e) {
                // An edit inside a character is of an error of another
                // input: `text` is then checked as any other.
                Some((range, _))
                    if !input.is_char_boundary(range.start)
                        || !input.is_char_boundary(range.end) =>
                {
                    text.clear();
                    text.push_str(input);
                    continue;
                }
                Some((range, with)) => {
                    edited_into(input, range, with, text);
                    fixed += 1;
                    read_on_from =
                        (checked && writes_escapes(with)).then(|| (e.span().start, e.production()));
                    continue;
                }
                None => return false,
            },
            None => {
                if let Some((at, production)) = read_on_from.take() {
                    // Not from the budget: a fix reads on once at most (a
                    // read of the text, `tests/work.rs`), and a check from
                    // an error not known to be the input's spends the
                    // budget as this one does after it.
                    match (dialect.read_on)(text, at, production) {
                        ReadOn::Valid => return text != input,
                        // Any later fix would start at the `%` written
                        // there, which no fix edits.
                        ReadOn::Refused => return false,
                        // A second fault after this one, or a part the
                        // dialect does not read on: the check is whole.
                        ReadOn::Unread => {}
                    }
                }
                let Some(left) = budget.checked_sub(text.len()) else {
                    return false;
                };
                budget = left;
                crate::core::work::step(text.len());
                let e = match (dialect.validate)(text) {
                    Ok(()) => return text != input,
                    Err(e) => e.failure_in(text),
                };
                let fault = matches!(
                    e.kind(),
                    ErrorKind::CharOutsideGrammar
                        | ErrorKind::BadEscape
                        | ErrorKind::TruncatedEscape
                );
                if fault && fixed > 0 && !swept {
                    swept = true;
                    let swept_text = swept_from(text, e.offset(), dialect);
                    *text = swept_text;
                    continue;
                }
                match fix(text, &e) {
                    Some(edit) => edit,
                    None => return false,
                }
            }
        };
        edit_in_place(text, range, with);
        fixed += 1;
    }
    false
}

/// Whether an edit writes escapes where the fault was (and nothing else),
/// after which a dialect may read on ([`Dialect::read_on`]).
fn writes_escapes(with: With) -> bool {
    matches!(with, With::Escaped | With::Text("25"))
}

/// `text` with every character outside the grammar escaped and every `%`
/// that starts no escape written `%25`, from two bytes before `error` (the
/// offset of its first such fault, or a byte or two after it) on, as
/// `fix` writes each of them.
fn swept_from(text: &str, error: usize, dialect: &'static Dialect) -> String {
    let mut from = error.saturating_sub(2).min(text.len());
    while !text.is_char_boundary(from) {
        from -= 1;
    }
    let mut out = String::with_capacity(text.len() + text.len() / 2);
    out.push_str(&text[..from]);
    let mut copied = from;
    sweep::each_fault(text, from, dialect.grammar(), |fault| match fault {
        Fault::Char(at, c) => {
            out.push_str(&text[copied..at]);
            pct_into(c.encode_utf8(&mut [0; 4]), &mut out);
            copied = at + c.len_utf8();
        }
        Fault::Escape(at) => {
            out.push_str(&text[copied..=at]);
            out.push_str("25");
            copied = at + 1;
        }
    });
    out.push_str(&text[copied..]);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The context as the rule says it, character by character.
    fn context_by_chars(input: &str, range: &Range<usize>) -> (usize, usize) {
        let stop = |c: char| {
            matches!(c, '/' | '?' | ';' | ':' | '@' | '#' | '&' | '=') || c.is_whitespace()
        };
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
        (left, right)
    }

    #[test]
    fn context_stops_at_delimiters_spaces_and_twenty_characters() {
        let pieces = [
            "a", "é", "測", "😀", "/", "?", ";", ":", "@", "#", "&", "=", " ", "\u{a0}",
            "\u{3000}", "\t", "%", "-", "\u{2028}", "Z",
        ];
        let mut rng = 0x2545_f491_4f6c_dd1du64;
        let mut next = |m: usize| {
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            (rng % m as u64) as usize
        };
        for len in 0..60 {
            for _ in 0..40 {
                let mut s = String::new();
                for _ in 0..len {
                    // Half of them `Z`: runs of letters past twenty.
                    let piece = pieces[next(pieces.len() * 2).min(pieces.len() - 1)];
                    s.push_str(piece);
                }
                let starts: Vec<usize> =
                    s.char_indices().map(|(k, _)| k).chain([s.len()]).collect();
                for (a, &start) in starts.iter().enumerate() {
                    for &end in &starts[a..starts.len().min(a + 3)] {
                        let range = start..end;
                        assert_eq!(
                            context(&s, &range),
                            context_by_chars(&s, &range),
                            "{s:?} {range:?}"
                        );
                    }
                }
            }
        }
    }

    /// [`suggest_after`] as a column's check calls it (from the input's
    /// first error) and from scratch.
    fn suggestions(input: &str, dialect: &'static Dialect) -> [Option<String>; 2] {
        let mut text = String::new();
        let from_error = match (dialect.validate)(input) {
            Ok(()) => None,
            Err(e) => suggest_after(input, dialect, Some(e.failure_in(input)), true, &mut text)
                .then(|| text.clone()),
        };
        [from_error, suggest(input, dialect, None, false)]
    }

    /// Reading on from the fault ([`Dialect::read_on`]) suggests what
    /// checking the fixed text whole does, and only valid URLs: over the
    /// corpus's URLs with one fault each (RFC 1738), and over URLs of each
    /// form of every grammar that reads on (RFC 1738's schemes; URIs,
    /// IRIs and references) with each of a set of faults put at every
    /// character, alone and with a second fault after it.
    #[test]
    fn reading_on_from_the_fault_suggests_what_checking_whole_does() {
        use crate::core::dialect::whole_only;
        let same = |input: &str, dialect: &'static Dialect| {
            let whole: &'static Dialect = Box::leak(Box::new(Dialect {
                read_on: whole_only,
                ..*dialect
            }));
            let read_on = suggestions(input, dialect);
            assert_eq!(read_on, suggestions(input, whole), "{input:?}");
            for fixed in read_on.iter().flatten() {
                assert!((dialect.validate)(fixed).is_ok(), "{input:?} -> {fixed:?}");
            }
        };
        let valid = urlbnf_testkit::corpus::corpus();
        for input in urlbnf_testkit::corpus::faulted(&valid).iter().step_by(5) {
            same(input, &crate::rfc1738::DIALECT);
        }
        // News group parts with a fault before an article's `@`, after it
        // (in its host, which holds no escape, with what would be an
        // article's end after the fault) and with no `@` at all.
        for input in [
            "news:a@b<c@h.example",
            "news:a@b c@h.example",
            "news:a<b@h.example",
            "news:a<b",
            "news:a%zzb@h.example",
        ] {
            same(input, &crate::rfc1738::DIALECT);
        }
        let rfc1738 = [
            "http://h.example:80/a/b;c=d@e&f/g?q=1&r=%41",
            "http://1.2.3.4/",
            "HTTP://h/p?s",
            "ftp://u:p@h.example:21/d/f.txt;type=i",
            "ftp://h/a/b;type=A",
            "ftp://h",
            "file:///etc/hosts",
            "file://h.example/a/b",
            "gopher://h:70/1sel%09search%09plus",
            "gopher://h/",
            "mailto:a.b@c.example",
            "news:comp.lang.rust",
            "news:a1@h.example",
            "news:*",
            "nntp://h:119/comp.lang/12",
            "telnet://u:p@h:23/",
            "wais://h/db",
            "wais://h/db?q",
            "wais://h/db/t/p",
            "prospero://h/a/b;f=v;g=w",
            "prospero://h:1/a%41/b",
            "wais://h:210/d%41b/t/p",
            "x-other:anything/%41",
        ];
        let uris = [
            "http://u:p@h.example:80/a/b;c=d?q=1&r=%41#f/g?",
            "http://[::1]:8/p?q",
            "http://h?q#f",
            "http://h#f",
            "mailto:a.b@c.example",
            "urn:isbn:0-486-27557-4",
            "a:/b/c",
            "file:///etc/hosts",
            "x://h",
        ];
        let references = ["../a/b?q#f", "//h/p?q", "?q#f", "#f", "a/b", "/a/b", "."];
        let iris = ["http://r\u{e9}sum\u{e9}.example/\u{fc}/b?\u{f6}=\u{e4}#\u{df}"];
        let faults = [
            " ", "\u{e9}", "%zz", "%4", "%", "#", "\"", "<", "|", "^", "?", ";", "@", "/", ":",
            "[", "\u{e000}",
        ];
        let rfc3986 = &crate::rfc3986::dialect::DIALECT;
        let rfc3987 = &crate::rfc3987::dialect::DIALECT;
        let cases: [(&'static Dialect, &[&str]); 7] = [
            (&crate::rfc1738::DIALECT, &rfc1738),
            (rfc3986, &uris),
            (rfc3986.reading(true), &uris),
            (rfc3986.reading(true), &references),
            (rfc3987, &uris),
            (rfc3987, &iris),
            (rfc3987.reading(true), &references),
        ];
        for (dialect, urls) in cases {
            for url in urls {
                let starts = url.char_indices().map(|(k, _)| k).chain([url.len()]);
                for at in starts {
                    let next = url[at..].chars().next().map_or(at, |c| at + c.len_utf8());
                    for fault in faults {
                        for end in [at, next] {
                            let once = format!("{}{fault}{}", &url[..at], &url[end..]);
                            same(&once, dialect);
                            // A second fault, a space, later on.
                            let later = once[at + fault.len()..].char_indices().step_by(3);
                            for (k, _) in later {
                                let k = at + fault.len() + k;
                                same(&format!("{} {}", &once[..k], &once[k..]), dialect);
                            }
                        }
                    }
                }
            }
        }
    }

    /// The edit in place writes what the edit into a second buffer does,
    /// for every kind of edit at every range of one to twenty characters
    /// (escapes from the stack up to sixteen bytes, from the heap past
    /// them), with the buffer's room kept.
    #[test]
    fn an_edit_in_place_writes_what_an_edit_into_a_copy_does() {
        let text = "ab\u{e9}c\u{6e2c}d\u{1f600} e%zzfgh ijklmnop\u{3000}q";
        let starts: Vec<usize> = text
            .char_indices()
            .map(|(k, _)| k)
            .chain([text.len()])
            .collect();
        let mut buffer = String::with_capacity(512);
        for (a, &start) in starts.iter().enumerate() {
            for &end in &starts[a..starts.len().min(a + 21)] {
                for with in [
                    With::Escaped,
                    With::Text("25"),
                    With::Text(""),
                    With::Text("./"),
                ] {
                    let mut copy = String::new();
                    edited_into(text, start..end, with, &mut copy);
                    buffer.clear();
                    buffer.push_str(text);
                    edit_in_place(&mut buffer, start..end, with);
                    assert_eq!(buffer, copy, "{start}..{end} {with:?}");
                    assert!(buffer.capacity() >= 512);
                }
            }
        }
    }
}
