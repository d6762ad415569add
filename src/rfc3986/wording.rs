//! What RFC 3986's messages say their own way (`core::wording`).

use crate::core::grammar::Grammar;
use crate::core::wording::{Lints, Wording};

pub(crate) static WORDING: Wording = Wording {
    grammar: Grammar::Rfc3986,
    noun: "URI",
    outside,
    host_chars: Some(
        "an RFC 3986 host name (`reg-name`) holds letters, digits, `-._~`, `!$&'()*+,;=` and escapes: write it as",
    ),
    login_chars: None,
    alpha: None,
    relative: "a URI starts with a scheme name and `:`, as in `http:`; a relative reference such as this one is checked as a reference (`--reference`, `validate_reference`) and resolved against a base URI (`urlbnf resolve`)",
    not_utf8: "URIs are ASCII: write other bytes as `%` escapes of their UTF-8 encoding",
    lints: &LINTS,
};

/// What RFC 3986 says of the risks the warnings name (RFC 3987 cites the
/// same).
pub(crate) static LINTS: Lints = Lints {
    uppercase: "RFC 3986 section 3.1 makes scheme names case-insensitive, with lower case as the canonical form that documents and software should use",
    typo: "a scheme this tool knows",
    typo_help: "any scheme is a URI's, but if `{meant}` was meant, write it",
    password: "RFC 3986 sections 3.2.1 and 7.5: the `user:password` form is deprecated",
    security: "RFC 3986 section 7",
};

/// Why `c`, a character outside RFC 3986, may stand nowhere in a URI:
/// section 2's classes, and Appendix C's delimiters.
fn outside(c: char) -> &'static str {
    if c.is_ascii() {
        ascii_outside(c)
    } else {
        "a URI is US-ASCII only (RFC 3986 section 2): with this character it is an IRI, which `--grammar rfc3987` checks"
    }
}

/// Why `c`, an ASCII character in no production of RFC 3986 (nor of RFC
/// 3987, which adds none), may stand nowhere.
pub(crate) fn ascii_outside(c: char) -> &'static str {
    match c {
        ' ' => {
            "RFC 3986 has no production with a space (section 2; Appendix C: spaces delimit URIs in text)"
        }
        '"' | '<' | '>' => {
            "RFC 3986 has no production with it: it delimits URIs in text (Appendix C)"
        }
        '\\' | '^' | '`' | '{' | '|' | '}' => {
            "it is neither reserved nor unreserved in RFC 3986 (section 2), and no production contains it"
        }
        _ => "control characters are in no production of RFC 3986 (section 2)",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rfc3986::chars::CHARS;

    /// Every character outside the grammar has a reason that names the
    /// RFC's section or says what to use instead.
    #[test]
    fn every_character_outside_has_a_reason() {
        for b in 0..0x80_u8 {
            if CHARS.has(b) {
                continue;
            }
            let reason = outside(char::from(b));
            assert!(reason.contains("RFC 3986"), "{b:?}: {reason}");
        }
        assert!(outside('é').contains("rfc3987"));
    }
}
