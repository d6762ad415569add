//! RFC 3987 as a value for the code above the grammars (`DIALECT`), and
//! the checks of a whole input: `validate` (an `IRI`),
//! `validate_reference` and `validate_absolute`.

use std::cell::RefCell;

use crate::core::dialect::Dialect;
use crate::core::failure::{Fail, ParseError};
use crate::core::input::{Tag, Traced};
use crate::rfc3986::recognize::recognize;
use crate::rfc3986::structure::{self, Start};
use crate::rfc3987::chars::{self, IriChars};
use crate::rfc3987::wording;

/// Checks that `input` is an `IRI`. Allocates nothing.
///
/// ```
/// use urlbnf::rfc3987::validate;
/// assert!(validate("http://résumé.example.org/").is_ok());
/// // Private-use characters only in the query.
/// assert!(validate("http://h/?\u{E000}").is_ok());
/// assert!(validate("http://h/\u{E000}").is_err());
/// ```
#[inline(always)]
pub fn validate(input: &str) -> Result<(), ParseError> {
    check(input, Start::Identifier)
}

/// Checks that `input` is an `IRI-reference`. Allocates nothing.
///
/// ```
/// assert!(urlbnf::rfc3987::validate_reference("/wiki/東京#歴史").is_ok());
/// ```
#[inline(always)]
pub fn validate_reference(input: &str) -> Result<(), ParseError> {
    check(input, Start::Reference)
}

/// Checks that `input` is an `absolute-IRI` (no fragment). Allocates
/// nothing.
///
/// ```
/// use urlbnf::rfc3987::validate_absolute;
/// assert!(validate_absolute("http://例え/").is_ok());
/// assert!(validate_absolute("http://例え/#f").is_err());
/// ```
#[inline(always)]
pub fn validate_absolute(input: &str) -> Result<(), ParseError> {
    check(input, Start::Absolute)
}

/// Checks the whole of `input` as `start` with RFC 3987's characters. An
/// ASCII input is an IRI exactly when it is a URI (`ucschar` and
/// `iprivate` are all beyond ASCII), so RFC 3986's class masks check it
/// first; the rules resume where they find a byte beyond ASCII or a fault.
#[inline(always)]
fn check(input: &str, start: Start) -> Result<(), ParseError> {
    match recognize(input.as_bytes(), start) {
        Ok(()) => Ok(()),
        Err(at) => match structure::resumed::<IriChars, &str>(input, start, at) {
            Ok(()) => Ok(()),
            Err(f) => Err(f.into_public(input, &DIALECT).detached()),
        },
    }
}

/// Whether `c`, beyond ASCII, is in some production: a `ucschar` or an
/// `iprivate`.
fn wide(c: char) -> bool {
    chars::QUERY.has_wide(c)
}

/// Every input is read as an `IRI`.
fn url_production(_: &str) -> &'static str {
    "IRI"
}

/// [`validate`] over a [`Traced`] input: `diagnose`'s second run.
fn traced(input: &str, tags: &RefCell<Vec<Tag>>) -> Result<(), Fail> {
    structure::whole::<IriChars, _>(Traced::new(input, tags), Start::Identifier).map(|_| ())
}

/// RFC 3987 as a value, for the code above the grammars.
pub(crate) static DIALECT: Dialect = Dialect {
    wording: &wording::WORDING,
    chars: crate::rfc3986::chars::CHARS,
    wider: None,
    wide,
    unescaped: crate::rfc3986::chars::CHARS.without(b"%"),
    decoded: crate::rfc3986::chars::UNRESERVED,
    prefix: None,
    has_file: true,
    extra_schemes: crate::rfc3986::dialect::WELL_KNOWN_SCHEMES,
    quoted: true,
    reference: Some(&REFERENCE),
    is_reference: false,
    validate,
    read_on: structure::read_on::<IriChars>,
    traced,
    url_production,
    section: crate::rfc3986::sections::section,
    lints_login: true,
};

/// RFC 3987 read as `IRI-reference`: an IRI or a relative reference.
pub(crate) static REFERENCE: Dialect = Dialect {
    reference: None,
    is_reference: true,
    validate: validate_reference,
    traced: traced_reference,
    url_production: reference_production,
    ..DIALECT
};

/// Every input is read as an `IRI-reference`.
fn reference_production(_: &str) -> &'static str {
    "IRI-reference"
}

/// [`validate_reference`] over a [`Traced`] input.
fn traced_reference(input: &str, tags: &RefCell<Vec<Tag>>) -> Result<(), Fail> {
    structure::whole::<IriChars, _>(Traced::new(input, tags), Start::Reference).map(|_| ())
}
