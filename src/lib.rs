//! # urlbnf
//!
//! Strict validation and zero-copy parsing of URLs exactly as RFC 1738
//! section 5 and RFC 1630 define them, with diagnostics that say what is
//! wrong, where, and how to fix it.
//!
//! Each dialect is a module with the same shape: [`rfc1738::validate`],
//! [`rfc1738::parse`] into an [`rfc1738::Url`] (one type per scheme), and
//! the same for [`rfc1630`]. Components are [`Span`]s borrowed from the
//! input.
//!
//! ```
//! use urlbnf::rfc1738;
//!
//! assert!(rfc1738::validate("gopher://gopher.example/1sel%09query").is_ok());
//!
//! let err = rfc1738::validate("http://host/a b").unwrap_err();
//! assert_eq!((err.offset(), err.production()), (13, "hpath"));
//!
//! let url = rfc1738::parse("ftp://@host.com/pub;type=i")?;
//! assert_eq!(url.login().unwrap().user().unwrap(), ""); // an empty user name
//! assert_eq!(url.as_ftp().unwrap().ftp_type(), Some(rfc1738::FtpType::Image));
//! # Ok::<(), urlbnf::ParseError>(())
//! ```
//!
//! Errors own what they say, so `?` takes them anywhere, `anyhow` included:
//!
//! ```
//! fn port(input: &str) -> anyhow::Result<Option<u16>> {
//!     urlbnf::rfc1738::validate(input)?;
//!     Ok(urlbnf::rfc1738::parse(input)?.port_or_default().ok().flatten())
//! }
//! fn check(input: &str) -> Result<(), Box<dyn std::error::Error + Send + Sync>> {
//!     urlbnf::rfc1738::validate(input)?;
//!     urlbnf::rfc1738::parse(input)?;
//!     Ok(())
//! }
//! let input = String::from("http://h:8080/");
//! assert_eq!(port(&input)?, Some(8080));
//! assert!(check("http://h/a b").unwrap_err().to_string().starts_with("a space"));
//! # Ok::<(), anyhow::Error>(())
//! ```
//!
//! Errors render as full reports through `?`:
//!
//! ```no_run
//! fn main() -> miette::Result<()> {
//!     let url = urlbnf::rfc1738::parse("http://host/a b")?;
//!     println!("{}", url.host().unwrap());
//!     Ok(())
//! }
//! ```
//!
//! The grammars are transcribed production by production from
//! `grammar/rfc1738.bnf` and `grammar/rfc1630.bnf`; decisions where an RFC
//! is unclear are in `grammar/ERRATA.md`.

// `deny`, not `forbid`: `accel` (SIMD after a run-time CPU check, loads
// from fixed-size arrays, ASCII bytes as `str`) is allowed it, behind safe
// functions; nothing else is.
#![deny(unsafe_code)]

#[allow(unsafe_code)]
mod accel;
mod any;
mod build;
mod core;
mod equivalence;
mod parts;
mod registry;
pub mod report;

pub mod rfc1630;
pub mod rfc1738;
pub mod rfc3986;
pub mod rfc3987;
pub mod scan;
#[cfg(feature = "serde")]
mod ser;
mod views;

/// Steps of work counted for the linearity test (feature `count-work`).
#[cfg(feature = "count-work")]
#[doc(hidden)]
pub mod work {
    pub use crate::core::work::take;
}

pub use crate::core::failure::{ArgumentError, ErrorKind, Expected, ParseError, ResolveError};
pub use crate::core::grammar::{Grammar, UnknownGrammar};
pub use crate::core::scheme::Scheme;
pub use crate::core::segments::Segments;
pub use crate::core::span::Span;
pub use equivalence::{Normalization, equivalent, equivalent_with};
pub use parts::GopherType;
pub use parts::{
    FormCode, FtpType, GroupPart, Host, HostKind, HostPort, Labels, Login, Port, PortError,
};
pub use registry::AnyUrl;
pub use report::error::ErrorReport;
pub use report::{
    Code, Diagnosis, Finding, Label, Severity, Style, WarningKind, diagnose, diagnose_reference,
};
pub use rfc1630::resolve::resolve;
pub use views::{AnyFtpUrl, AnyGopherUrl, AnyHttpUrl, AnyNewsUrl};

/// Checks that `input` is a URL of `grammar`: [`rfc1738::validate`] or
/// [`rfc1630::validate`]. Allocates nothing.
///
/// ```
/// use urlbnf::{validate, Grammar};
/// assert!(validate("news:msg123@host.example", Grammar::Rfc1738).is_ok());
/// assert!(validate("http://1.2.3.4.5/", Grammar::Rfc1738).is_err());
/// ```
#[inline(always)]
pub fn validate(input: &str, grammar: Grammar) -> Result<(), ParseError> {
    match grammar {
        Grammar::Rfc1738 => rfc1738::validate(input),
        Grammar::Rfc1630 => rfc1630::validate(input),
        Grammar::Rfc3986 => rfc3986::validate(input),
        Grammar::Rfc3987 => rfc3987::validate(input),
    }
}

/// Checks that `input` is a reference of `grammar`: a URL, or a relative
/// reference to resolve against one ([`rfc3986::validate_reference`],
/// [`rfc3987::validate_reference`], [`rfc1630::validate_reference`]). A
/// grammar without relative references ([`Grammar::has_references`] is
/// false: RFC 1738) checks a URL: its URLs are all its references.
/// Allocates nothing.
///
/// ```
/// use urlbnf::{validate_reference, Grammar};
/// assert!(validate_reference("../a?b#c", Grammar::Rfc3986).is_ok());
/// assert!(validate_reference("a:b/c", Grammar::Rfc3986).is_ok());
/// let e = validate_reference("a:b/c", Grammar::Rfc3986).and(validate_reference("./a b", Grammar::Rfc3986)).unwrap_err();
/// assert_eq!((e.offset(), e.production()), (3, "path-noscheme"));
/// assert!(validate_reference("../a", Grammar::Rfc1738).is_err());
/// ```
#[inline(always)]
pub fn validate_reference(input: &str, grammar: Grammar) -> Result<(), ParseError> {
    (grammar.dialect().reading(true).validate)(input)
}

/// [`validate`], with the fix of an invalid input written into `out`
/// (cleared first; left empty when there is none, a fix never is): for a
/// column of URLs whose errors and fixes are both wanted, with no report
/// built. The fix is [`report::write_suggestion`]'s; since the error is the
/// input's for certain, the fix's check reads on from the fault where the
/// grammar allows (the rest of a path, a query or a fragment) instead of
/// checking the corrected URL from its start.
///
/// ```
/// use urlbnf::{validate_and_suggest, Grammar};
/// let mut fix = String::new();
/// let err = validate_and_suggest("http://h/a b", Grammar::Rfc1738, &mut fix).unwrap_err();
/// assert_eq!((err.offset(), fix.as_str()), (10, "http://h/a%20b"));
/// assert!(validate_and_suggest("http://h_h/", Grammar::Rfc1738, &mut fix).is_err());
/// assert!(fix.is_empty()); // no fix makes `h_h` a host
/// assert!(validate_and_suggest("http://h/a", Grammar::Rfc1738, &mut fix).is_ok());
/// ```
// Inlined, as `validate` is: a valid row then costs what its check does.
#[inline(always)]
pub fn validate_and_suggest(
    input: &str,
    grammar: Grammar,
    out: &mut String,
) -> Result<(), ParseError> {
    report::with_fix(input, grammar.dialect(), validate(input, grammar), out)
}

/// [`validate_and_suggest`] for a reference of `grammar`:
/// [`validate_reference`], and the fix of
/// [`report::write_reference_suggestion`].
///
/// ```
/// use urlbnf::{validate_reference_and_suggest, Grammar};
/// let mut fix = String::new();
/// assert!(validate_reference_and_suggest("../a b?q", Grammar::Rfc3986, &mut fix).is_err());
/// assert_eq!(fix, "../a%20b?q");
/// ```
#[inline(always)]
pub fn validate_reference_and_suggest(
    input: &str,
    grammar: Grammar,
    out: &mut String,
) -> Result<(), ParseError> {
    let dialect = grammar.dialect().reading(true);
    report::with_fix(input, dialect, validate_reference(input, grammar), out)
}

/// Resolves `reference` against the URL `base` by the rules of `grammar`:
/// RFC 1630's partial forms ([`resolve`]), or RFC 3986's and RFC 3987's
/// relative references ([`rfc3986::resolve`], [`rfc3987::resolve`]). A
/// grammar without relative forms ([`Grammar::has_references`] is false:
/// RFC 1738) takes only a URL of its own as the reference, which is the
/// target as it is.
///
/// ```
/// use urlbnf::{resolve_in, Grammar};
/// assert_eq!(resolve_in("http://a/b/c/d;p?q", "../g", Grammar::Rfc3986)?, "http://a/b/g");
/// assert_eq!(resolve_in("http://a/b/c", "g", Grammar::Rfc1630)?, "http://a/b/g");
/// assert_eq!(resolve_in("http://a/b", "ftp://h/f", Grammar::Rfc1738)?, "ftp://h/f");
/// assert_eq!(resolve_in("http://a/b", "g", Grammar::Rfc1738).unwrap_err().argument(), "reference");
/// # Ok::<(), urlbnf::ResolveError>(())
/// ```
pub fn resolve_in(base: &str, reference: &str, grammar: Grammar) -> Result<String, ResolveError> {
    let argument = |name, value| {
        move |e| ResolveError::of_argument(core::failure::ArgumentError::new(name, e, value))
    };
    match grammar {
        Grammar::Rfc1630 => resolve(base, reference),
        Grammar::Rfc3986 => rfc3986::resolve(base, reference),
        Grammar::Rfc3987 => rfc3987::resolve(base, reference),
        Grammar::Rfc1738 => {
            rfc1738::validate(base).map_err(argument("base", base))?;
            rfc1738::validate(reference).map_err(argument("reference", reference))?;
            Ok(reference.to_string())
        }
    }
}

/// Parses `input` as a URL of `grammar`: [`rfc1738::parse`] or
/// [`rfc1630::parse`], the result saying which. Allocates nothing. Call the
/// dialect's own `parse` when the grammar is known: its result is the
/// dialect's [`Url`](rfc1738::Url) directly.
///
/// ```
/// use urlbnf::{parse, AnyUrl, Grammar};
/// let url = parse("wais://h/db?query", Grammar::Rfc1738)?;
/// assert!(matches!(url, AnyUrl::Rfc1738(_)));
/// assert_eq!(url.host().unwrap().as_str(), "h");
/// # Ok::<(), urlbnf::ParseError>(())
/// ```
pub fn parse(input: &str, grammar: Grammar) -> Result<AnyUrl<'_>, ParseError> {
    AnyUrl::parse(input, grammar)
}

/// The README's Rust examples, run as doctests.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;

/// The Rust examples of `docs/library.md`, run as doctests.
#[doc = include_str!("../docs/library.md")]
#[cfg(doctest)]
pub struct LibraryDoctests;

/// The Rust examples of `docs/cli.md` (the library's `scan`), run as
/// doctests.
#[doc = include_str!("../docs/cli.md")]
#[cfg(doctest)]
pub struct CliDoctests;

/// The Rust examples of `docs/diagnostics.md`, run as doctests.
#[doc = include_str!("../docs/diagnostics.md")]
#[cfg(doctest)]
pub struct DiagnosticsDoctests;

/// The migration examples of `docs/migrating.md`, run as doctests: every
/// row of its tables, in code.
#[doc = include_str!("../docs/migrating.md")]
#[cfg(doctest)]
pub struct MigratingDoctests;
