//! RFC 1630 read from its references: a URL, or a partial form ("Partial
//! (relative) form"). The RFC gives partial forms rules but no production:
//! one is any text of the characters of RFC 1630 URLs, with well-formed
//! escapes, and no colon before its first slash (that would make it
//! absolute, and then it must be a URL).

use std::cell::RefCell;

use super::chars::XPALPHA;
use crate::core::dialect::Dialect;
use crate::core::failure::{Expected, Fail, ParseError};
use crate::core::input::{Tag, take_escaped};
use crate::core::table::Table;

/// The characters a partial form may contain outside escapes: those of
/// RFC 1630 URLs.
const PARTIAL: Table = XPALPHA.or(Table::of(b"=;/#?:"));

/// Whether a partial form is in fact absolute: "the latter must have a
/// colon and that colon must occur before any slash characters".
pub(crate) fn is_absolute(partial: &str) -> bool {
    match partial.find(':') {
        Some(k) => !partial[..k].contains('/'),
        None => false,
    }
}

/// Checks that `partial` has only characters of RFC 1630 URLs and
/// well-formed escapes; the failure names the form `partial`.
fn partial_form(partial: &str) -> Result<(), Fail> {
    match take_escaped(partial, &PARTIAL, "partial") {
        Ok(("", _)) => Ok(()),
        Ok((rest, _)) => Err(Fail::at(rest, "partial", Expected::NONE)),
        Err(nom::Err::Error(f) | nom::Err::Failure(f)) => Err(f),
        Err(nom::Err::Incomplete(_)) => unreachable!("complete input"),
    }
}

/// [`partial_form`] with the public error.
pub(crate) fn check_partial(partial: &str) -> Result<(), ParseError> {
    partial_form(partial).map_err(|f| f.into_public(partial, &super::DIALECT).detached())
}

/// Checks that `input` is a reference of RFC 1630: an absolute URL (a colon
/// before any slash), or a partial form to resolve against one.
///
/// ```
/// use urlbnf::rfc1630::validate_reference;
/// assert!(validate_reference("../g?x#y").is_ok());
/// assert!(validate_reference("http://h/a").is_ok());
/// // A colon before any slash makes it absolute: then it must be a URL.
/// assert!(validate_reference("g:h h").is_err());
/// assert_eq!(validate_reference("a b").unwrap_err().production(), "partial");
/// ```
pub fn validate_reference(input: &str) -> Result<(), ParseError> {
    if is_absolute(input) {
        super::validate(input)
    } else {
        check_partial(input)
    }
}

/// RFC 1630 read from its references.
pub(crate) static REFERENCE: Dialect = Dialect {
    reference: None,
    is_reference: true,
    validate: validate_reference,
    traced,
    url_production,
    ..super::DIALECT
};

/// A URL's production, or `partial`.
fn url_production(input: &str) -> &'static str {
    if is_absolute(input) {
        (super::DIALECT.url_production)(input)
    } else {
        "partial"
    }
}

/// [`validate_reference`] with every production's exit recorded.
fn traced(input: &str, tags: &RefCell<Vec<Tag>>) -> Result<(), Fail> {
    if is_absolute(input) {
        (super::DIALECT.traced)(input, tags)
    } else {
        partial_form(input)
    }
}
