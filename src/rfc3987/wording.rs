//! What RFC 3987's messages say their own way (`core::wording`).

use crate::core::grammar::Grammar;
use crate::core::wording::Wording;

pub(crate) static WORDING: Wording = Wording {
    grammar: Grammar::Rfc3987,
    noun: "IRI",
    outside,
    host_chars: Some(
        "an RFC 3987 host name (`ireg-name`) holds letters, digits, `-._~`, `!$&'()*+,;=`, non-ASCII `ucschar`s and escapes: write it as",
    ),
    login_chars: None,
    alpha: None,
    relative: "an IRI starts with a scheme name and `:`, as in `http:`; a relative reference such as this one is checked as a reference (`--reference`, `validate_reference`) and resolved against a base IRI (`urlbnf resolve`)",
    not_utf8: "an IRI is UTF-8 text: write bytes that are not UTF-8 as `%` escapes",
    lints: &crate::rfc3986::wording::LINTS,
};

/// Why `c`, a character outside RFC 3987, may stand nowhere in an IRI.
fn outside(c: char) -> &'static str {
    match c {
        _ if c.is_ascii() => crate::rfc3986::wording::ascii_outside(c),
        '\u{80}'..='\u{9F}' => "control characters are in no production of RFC 3987 (section 2.2)",
        _ => {
            "it is not a `ucschar` (RFC 3987 section 2.2 leaves out surrogates, noncharacters and, outside the query, private-use characters)"
        }
    }
}
