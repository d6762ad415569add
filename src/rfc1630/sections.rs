//! Links into RFC 1630: the section (or BNF) behind each rule.

use crate::core::dialect::Site;
use crate::core::failure::ErrorKind;

/// RFC 1630 has no numbered sections: its links name the section (or BNF)
/// a rule comes from by a text fragment (`#:~:text=`) of its heading or of
/// the sentence that states it, each the first occurrence of that text.
macro_rules! rfc1630_sections {
    ($($name:ident = $s:literal;)*) => {
        $(pub(crate) const $name: &str = concat!("https://www.rfc-editor.org/rfc/rfc1630#:~:text=", $s);)*
    };
}

rfc1630_sections! {
    // "The "national" and "punctuation" characters do not appear in any
    // productions and therefore may not appear in URIs." (generic BNF)
    R_CHARS = "do%20not%20appear%20in%20any%20productions";
    R_ESCAPES = "Encoding%20reserved%20characters";
    R_GENERIC = "BNF%20of%20Generic%20URI%20Syntax";
    R_SPECIFIC = "BNF%20for%20specific%20URL%20schemes";
    R_PREFIXED = "preference%20is%20for%20the%20prefixedurl";
    R_LOGIN = "User%20name%20and%20password";
    R_FRAGMENT = "Fragment%2Did";
    R_MID = "Two%20schemes%20are%20defined";
    R_CID = "Content%2DId";
}

/// The RFC 1630 section (or BNF) behind an error in `production`, inside
/// `component` if known, of a URL whose production is `url_prod`.
pub(crate) fn section(site: &Site<'_>) -> &'static str {
    let (production, component, url_prod) = (site.production, site.component, site.url_production);
    let in_part = |names: &[&str]| {
        names.contains(&production) || component.is_some_and(|c| names.contains(&c))
    };
    match site.kind {
        ErrorKind::CharOutsideGrammar | ErrorKind::NotUtf8 => R_CHARS,
        ErrorKind::BadEscape | ErrorKind::TruncatedEscape => R_ESCAPES,
        ErrorKind::PrefixedUrlScheme => R_PREFIXED,
        ErrorKind::EmptyInput | ErrorKind::MissingScheme | ErrorKind::InputTooLong => R_GENERIC,
        _ if in_part(&["user", "password", "login"]) => R_LOGIN,
        _ if in_part(&["fragmentid"]) => R_FRAGMENT,
        _ if url_prod == "midaddress" => R_MID,
        _ if url_prod == "cidaddress" => R_CID,
        _ if url_prod == "uri" => R_GENERIC,
        _ => R_SPECIFIC,
    }
}
