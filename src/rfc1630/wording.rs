//! What RFC 1630's messages say their own way (`core::wording`).

use super::chars::{NATIONAL, PUNCTUATION};
use crate::core::grammar::Grammar;
use crate::core::wording::Wording;

pub(crate) static WORDING: Wording = Wording {
    grammar: Grammar::Rfc1630,
    noun: "URL",
    outside,
    host_chars: Some(
        "an RFC 1630 host name is a letter, then `xalpha`s (letters, digits, safe and extra characters, escapes): write it as",
    ),
    login_chars: Some(
        "an RFC 1630 user name or password has only letters, digits, `-`, `_`, `.` and `+` (`alphanum2`), and no escapes",
    ),
    alpha: None,
    relative: "a URL starts with a scheme name and `:`, as in `http:`; a partial form such as this one is resolved against the URL of its context (`urlbnf resolve`)",
    not_utf8: "URLs are ASCII: write other bytes as `%` escapes of their UTF-8 encoding",
    lints: &crate::core::wording::RFC1738_LINTS,
};

/// Why `c`, a character outside RFC 1630, may stand nowhere in a URL: its
/// `national`, `punctuation` and `reserved` classes.
fn outside(c: char) -> &'static str {
    match c {
        ' ' => "RFC 1630 lists it as `reserved`, but no production contains it",
        _ if c.is_ascii() && (NATIONAL.has(c as u8) || PUNCTUATION.has(c as u8)) => {
            "it is in RFC 1630's `national` or `punctuation` class, which no production contains"
        }
        _ if c.is_ascii_graphic() => "RFC 1630 puts it in no class, and no production contains it",
        _ if c.is_ascii_control() => {
            "control characters are unsafe, and no production contains them"
        }
        _ => "URLs are written in printable US-ASCII only",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rfc1630::chars::{CHARS, RESERVED};

    /// The reason a character may stand nowhere names the class the grammar
    /// file gives it.
    #[test]
    fn reasons_name_the_grammar_classes() {
        for b in 0x20..0x7f_u8 {
            let c = char::from(b);
            if CHARS.has(b) {
                continue;
            }
            let reason = outside(c);
            assert!(reason.contains("RFC 1630"), "{c:?}: {reason}");
            let classed = NATIONAL.has(b) || PUNCTUATION.has(b) || RESERVED.has(b);
            assert_eq!(reason.contains("no class"), !classed, "{c:?}: {reason}");
        }
        assert!(outside('é').contains("US-ASCII"));
    }
}
