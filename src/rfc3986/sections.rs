//! Links into RFC 3986: the section behind each rule.

use crate::core::dialect::Site;
use crate::core::failure::ErrorKind;

/// The RFC 3986 section of a rule of RFC 3986 or of its counterpart in
/// RFC 3987 (`ipath-abempty` is `path-abempty`'s): the link, if the rule
/// is one of the generic syntax's.
pub(crate) fn rule_section(production: &str) -> Option<&'static str> {
    let rule = production
        .strip_prefix('i')
        .filter(|r| !matches!(*r, "" | "pchar" | "private") && !production.starts_with("IP"));
    Some(match rule.unwrap_or(production) {
        "scheme" => "https://www.rfc-editor.org/rfc/rfc3986#section-3.1",
        "authority" => "https://www.rfc-editor.org/rfc/rfc3986#section-3.2",
        "userinfo" => "https://www.rfc-editor.org/rfc/rfc3986#section-3.2.1",
        "host" | "IP-literal" | "IPvFuture" | "IPv6address" | "h16" | "ls32" | "IPv4address"
        | "dec-octet" | "reg-name" => "https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2",
        "port" => "https://www.rfc-editor.org/rfc/rfc3986#section-3.2.3",
        "path" | "path-abempty" | "path-absolute" | "path-noscheme" | "path-rootless"
        | "path-empty" | "segment" | "segment-nz" | "segment-nz-nc" | "pchar" => {
            "https://www.rfc-editor.org/rfc/rfc3986#section-3.3"
        }
        "query" => "https://www.rfc-editor.org/rfc/rfc3986#section-3.4",
        "fragment" => "https://www.rfc-editor.org/rfc/rfc3986#section-3.5",
        "relative-ref" | "relative-part" => "https://www.rfc-editor.org/rfc/rfc3986#section-4.2",
        "absolute-URI" => "https://www.rfc-editor.org/rfc/rfc3986#section-4.3",
        "URI-reference" => "https://www.rfc-editor.org/rfc/rfc3986#section-4.1",
        "URI" | "hier-part" => "https://www.rfc-editor.org/rfc/rfc3986#section-3",
        _ => return None,
    })
}

/// The RFC 3986 section behind an error at `site`.
pub(crate) fn section(site: &Site<'_>) -> &'static str {
    match site.kind {
        ErrorKind::CharOutsideGrammar | ErrorKind::NotUtf8 => {
            "https://www.rfc-editor.org/rfc/rfc3986#section-2"
        }
        ErrorKind::BadEscape | ErrorKind::TruncatedEscape => {
            "https://www.rfc-editor.org/rfc/rfc3986#section-2.1"
        }
        _ => rule_section(site.production)
            .or_else(|| site.component.and_then(rule_section))
            .unwrap_or("https://www.rfc-editor.org/rfc/rfc3986#section-3"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_rule_links_to_its_section() {
        for (rule, section) in [
            ("scheme", "3.1"),
            ("IPv6address", "3.2.2"),
            ("ihost", "3.2.2"),
            ("port", "3.2.3"),
            ("ipath-rootless", "3.3"),
            ("segment-nz-nc", "3.3"),
            ("iquery", "3.4"),
            ("fragment", "3.5"),
            ("irelative-ref", "4.2"),
        ] {
            let link = rule_section(rule).unwrap_or_else(|| panic!("{rule}"));
            assert!(
                link.starts_with("https://www.rfc-editor.org/rfc/rfc3986#"),
                "{rule}"
            );
            assert!(
                link.ends_with(&format!("#section-{section}")),
                "{rule}: {link}"
            );
        }
        assert_eq!(rule_section("ucschar"), None);
    }
}
