//! IRIs resolved against a base IRI, as RFC 3986 resolves URIs (RFC 3987
//! section 6.5).

use crate::core::failure::ResolveError;
use crate::rfc3986::resolve::checked;
use crate::rfc3987::chars::IriChars;
use crate::rfc3987::dialect::{validate, validate_reference};

/// Resolves `reference` against the IRI `base`, as RFC 3986 resolves
/// URIs (RFC 3987 section 6.5).
///
/// ```
/// let target = urlbnf::rfc3987::resolve("http://例え/a/b", "../ç")?;
/// assert_eq!(target, "http://例え/ç");
/// # Ok::<(), urlbnf::ResolveError>(())
/// ```
pub fn resolve(base: &str, reference: &str) -> Result<String, ResolveError> {
    checked::<IriChars>(base, reference, validate, validate_reference)
}
