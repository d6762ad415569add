//! RFC 3986 as a value for the code above the grammars (`DIALECT`), and
//! the checks of a whole input: `validate` (a `URI`),
//! `validate_reference` and `validate_absolute`.

use std::cell::RefCell;

use crate::core::dialect::Dialect;
use crate::core::failure::{Fail, ParseError};
use crate::core::grammar::Grammar;
use crate::core::input::{Tag, Traced};
use crate::rfc3986::chars::{self, UriChars};
use crate::rfc3986::recognize::{named, recognize_named};
use crate::rfc3986::structure::{self, Resume, Start};
use crate::rfc3986::{sections, wording};

/// Checks that `input` is a `URI` (a scheme, `:`, the hierarchical part,
/// an optional query and fragment). Allocates nothing.
///
/// ```
/// use urlbnf::rfc3986::validate;
/// assert!(validate("mailto:John.Doe@example.com").is_ok());
/// let err = validate("http://example.com/a b").unwrap_err();
/// assert_eq!(err.offset(), 20);
/// ```
#[inline(always)]
pub fn validate(input: &str) -> Result<(), ParseError> {
    check(input, Start::Identifier)
}

/// Checks that `input` is a `URI-reference`: a URI, or a relative
/// reference such as `../a?b#c`. Allocates nothing.
///
/// ```
/// use urlbnf::rfc3986::validate_reference;
/// assert!(validate_reference("//example.com/p").is_ok());
/// assert!(validate_reference("#section-2").is_ok());
/// // A first segment with `:` reads as a scheme: `./a:b` is the relative form.
/// assert!(validate_reference("./a:b").is_ok());
/// assert!(validate_reference("1a:b").is_err());
/// ```
#[inline(always)]
pub fn validate_reference(input: &str) -> Result<(), ParseError> {
    check(input, Start::Reference)
}

/// Checks that `input` is an `absolute-URI`: a URI without a fragment, as
/// a base URI must be (section 4.3). Allocates nothing.
///
/// ```
/// use urlbnf::rfc3986::validate_absolute;
/// assert!(validate_absolute("http://a/b/c/d;p?q").is_ok());
/// assert!(validate_absolute("http://a/b#f").is_err());
/// ```
#[inline(always)]
pub fn validate_absolute(input: &str) -> Result<(), ParseError> {
    check(input, Start::Absolute)
}

/// Checks the whole of `input` as `start` with RFC 3986's characters: on
/// the class masks first, with the productions for what they leave and to
/// name the first error.
#[inline(always)]
fn check(input: &str, start: Start) -> Result<(), ParseError> {
    match recognize_named(input.as_bytes(), start) {
        Ok(()) => Ok(()),
        Err(Resume::Named { fault, place }) => Err(named(input, start, fault, place)
            .placed(input, &DIALECT)
            .detached()),
        Err(at) => {
            // A fault inside a path, query or fragment is named where it
            // is; a caller who drops the error pays nothing for it.
            let named = match structure::fault_in::<UriChars, &str>(input, start, at) {
                Some(f) => Err(f),
                None => structure::resumed::<UriChars, &str>(input, start, at),
            };
            // A `match`, not `map_err`: its closure was left out of line,
            // where the error is made whether or not the caller reads it.
            match named {
                Ok(()) => Ok(()),
                Err(f) => Err(f.into_public(input, &DIALECT).detached()),
            }
        }
    }
}

/// Schemes that `scan` finds bare in text, as well as RFC 1738's: those
/// of today's Web and documents, written with or without `//`.
pub(crate) const WELL_KNOWN_SCHEMES: &[&str] = &[
    "https", "ws", "wss", "urn", "tel", "data", "sip", "sips", "xmpp", "magnet", "geo", "irc",
    "ircs", "ssh", "sftp", "git", "svn", "ldap", "ldaps", "rtsp", "coap", "coaps", "mid", "cid",
];

/// RFC 3986 as a value, for the code above the grammars.
pub(crate) static DIALECT: Dialect = Dialect {
    wording: &wording::WORDING,
    chars: chars::CHARS,
    wider: Some(Grammar::Rfc3987),
    wide: crate::core::dialect::ascii_only,
    unescaped: chars::CHARS.without(b"%"),
    decoded: chars::UNRESERVED,
    prefix: None,
    has_file: true,
    extra_schemes: WELL_KNOWN_SCHEMES,
    quoted: true,
    reference: Some(&REFERENCE),
    is_reference: false,
    validate,
    read_on: structure::read_on::<UriChars>,
    traced,
    url_production,
    section: sections::section,
    lints_login: true,
};

/// Every input is read as a `URI`.
fn url_production(_: &str) -> &'static str {
    "URI"
}

/// [`validate`] over a [`Traced`] input: `diagnose`'s second run.
fn traced(input: &str, tags: &RefCell<Vec<Tag>>) -> Result<(), Fail> {
    structure::whole::<UriChars, _>(Traced::new(input, tags), Start::Identifier).map(|_| ())
}

/// RFC 3986 read as `URI-reference`: a URI or a relative reference.
pub(crate) static REFERENCE: Dialect = Dialect {
    reference: None,
    is_reference: true,
    validate: validate_reference,
    traced: traced_reference,
    url_production: reference_production,
    ..DIALECT
};

/// Every input is read as a `URI-reference`.
fn reference_production(_: &str) -> &'static str {
    "URI-reference"
}

/// [`validate_reference`] over a [`Traced`] input.
fn traced_reference(input: &str, tags: &RefCell<Vec<Tag>>) -> Result<(), Fail> {
    structure::whole::<UriChars, _>(Traced::new(input, tags), Start::Reference).map(|_| ())
}
