//! Links into RFC 1738: the section behind each rule.

use crate::core::dialect::Site;
use crate::core::failure::ErrorKind;
use crate::core::scheme::Scheme;

macro_rules! sections {
    ($($name:ident = $s:literal;)*) => {
        $(pub(crate) const $name: &str = concat!("https://www.rfc-editor.org/rfc/rfc1738#section-", $s);)*
    };
}

sections! {
    S2_1 = "2.1";
    S2_2 = "2.2";
    S3_1 = "3.1";
    S3_2 = "3.2";
    S3_2_2 = "3.2.2";
    S3_3 = "3.3";
    S3_4 = "3.4";
    S3_5 = "3.5";
    S3_6 = "3.6";
    S3_7 = "3.7";
    S3_8 = "3.8";
    S3_9 = "3.9";
    S3_10 = "3.10";
    S3_11 = "3.11";
    S5 = "5";
}

/// The productions of the common IP-based syntax (RFC 1738 section 3.1).
const IP_PRODUCTIONS: &[&str] = &[
    "ip-schemepart",
    "login",
    "user",
    "password",
    "hostport",
    "host",
    "hostname",
    "domainlabel",
    "toplabel",
    "alphadigit",
    "hostnumber",
    "port",
    "urlpath",
];

/// The RFC section that defines the rule behind `code`, for a failure in
/// `production` of a URL whose scheme is `scheme`.
pub(crate) fn section(site: &Site<'_>) -> &'static str {
    let production = Some(site.production);
    match site.kind {
        ErrorKind::EmptyInput | ErrorKind::MissingScheme | ErrorKind::InputTooLong => S2_1,
        ErrorKind::CharOutsideGrammar
        | ErrorKind::BadEscape
        | ErrorKind::TruncatedEscape
        | ErrorKind::NotUtf8 => S2_2,
        ErrorKind::EmptyHost
        | ErrorKind::EmptyLabel
        | ErrorKind::LabelStartsWithHyphen
        | ErrorKind::LabelEndsWithHyphen
        | ErrorKind::TopLabelStartsWithDigit
        | ErrorKind::HostNumberParts
        | ErrorKind::EmptyPort => S3_1,
        ErrorKind::SearchWithoutPath => S3_3,
        ErrorKind::FtpType => S3_2_2,
        ErrorKind::NewsGroup => S3_6,
        _ if production.is_some_and(|p| IP_PRODUCTIONS.contains(&p)) => S3_1,
        _ if production == Some("scheme") => S2_1,
        _ => match Scheme::from_name(site.scheme) {
            Scheme::Http => S3_3,
            Scheme::Ftp => S3_2,
            Scheme::Gopher => S3_4,
            Scheme::Mailto => S3_5,
            Scheme::News => S3_6,
            Scheme::Nntp => S3_7,
            Scheme::Telnet => S3_8,
            Scheme::Wais => S3_9,
            Scheme::File => S3_10,
            Scheme::Prospero => S3_11,
            _ => S5,
        },
    }
}
