//! IRIs as typed values: RFC 3986's [`Url`] and [`Reference`], read with
//! RFC 3987's characters.

use crate::core::failure::ParseError;
use crate::core::grammar::Grammar;
use crate::rfc3986::structure::Start;
use crate::rfc3986::types::{Reference, Url, read};
use crate::rfc3987::chars::IriChars;
use crate::rfc3987::dialect::DIALECT;

/// Parses `input` as an `IRI` into a typed [`Url`].
///
/// ```
/// let url = urlbnf::rfc3987::parse("http://例え.テスト/パス")?;
/// assert_eq!(url.host().unwrap().as_str(), "例え.テスト");
/// assert_eq!(url.grammar(), urlbnf::Grammar::Rfc3987);
/// # Ok::<(), urlbnf::ParseError>(())
/// ```
pub fn parse(input: &str) -> Result<Url<'_>, ParseError> {
    let r = read::<IriChars>(input, Start::Identifier, Grammar::Rfc3987, &DIALECT)?;
    Ok(r.as_url().expect("an IRI has a scheme"))
}

/// Parses `input` as an `IRI-reference` into a typed [`Reference`].
///
/// ```
/// let r = urlbnf::rfc3987::parse_reference("../δ?ε")?;
/// assert_eq!(r.query().unwrap(), "ε");
/// # Ok::<(), urlbnf::ParseError>(())
/// ```
pub fn parse_reference(input: &str) -> Result<Reference<'_>, ParseError> {
    read::<IriChars>(input, Start::Reference, Grammar::Rfc3987, &DIALECT)
}
