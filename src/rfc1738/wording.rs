//! What RFC 1738's messages say their own way (`core::wording`).

use super::chars::{NATIONAL, PUNCTUATION};
use crate::core::grammar::Grammar;
use crate::core::wording::Wording;

pub(crate) static WORDING: Wording = Wording {
    grammar: Grammar::Rfc1738,
    noun: "URL",
    outside,
    host_chars: None,
    login_chars: None,
    alpha: Some("a newsgroup name starts with a letter, as in `comp.infosystems.www`"),
    relative: "a URL starts with a scheme name and `:`, as in `http:`; a partial form such as this one is resolved against the URL of its context (`urlbnf resolve`)",
    not_utf8: "URLs are ASCII: write other bytes as `%` escapes of their UTF-8 encoding",
    lints: &crate::core::wording::RFC1738_LINTS,
};

/// Why `c`, a character outside RFC 1738, may stand nowhere in a URL: the
/// class section 2.2 puts it in (its `national` and `punctuation` rules).
fn outside(c: char) -> &'static str {
    let ascii = c.is_ascii().then_some(c as u8);
    match c {
        ' ' => "RFC 1738 calls it unsafe, and no production contains it",
        '#' => {
            "it is `punctuation` that marks a fragment, and a fragment is not part of an RFC 1738 URL"
        }
        _ if ascii.is_some_and(|b| NATIONAL.has(b)) => {
            "it is in RFC 1738's `national` class, which no production contains"
        }
        _ if ascii.is_some_and(|b| PUNCTUATION.has(b)) => {
            "it is in RFC 1738's `punctuation` class, which no production contains"
        }
        _ if c.is_ascii_control() => {
            "control characters are unsafe, and no production contains them"
        }
        _ => "URLs are written in printable US-ASCII only",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The reason a character may stand nowhere names the class the grammar
    /// file gives it.
    #[test]
    fn reasons_name_the_grammar_classes() {
        for b in 0..128u8 {
            let c = char::from(b);
            let reason = outside(c);
            assert_eq!(
                reason.contains("`national`"),
                NATIONAL.has(b),
                "{c:?}: {reason}"
            );
            assert_eq!(
                reason.contains("`punctuation`"),
                PUNCTUATION.has(b),
                "{c:?}: {reason}"
            );
        }
        assert!(outside('é').contains("US-ASCII"));
        assert!(outside('\u{7}').contains("control"));
    }
}
