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

// `deny`, not `forbid`: three measured, documented exceptions, the `Span`
// constructor in `located.rs` (`Cursor::span`), the call of the SSSE3
// scan after its run-time check in `input.rs` (`run_len`), and the text of
// a bare URL found by `scan`, printable ASCII by construction
// (`Scan::found`).
#![deny(unsafe_code)]

mod any;
mod build;
mod equivalence;
mod error;
mod input;
mod located;
mod parts;
pub mod report;
mod resolve;
pub mod rfc1630;
pub mod rfc1738;
pub mod scan;
mod scheme;
mod segments;
#[cfg(feature = "serde")]
mod ser;
mod span;
mod table;
mod tree;
mod wrap;

pub use any::AnyUrl;
pub use equivalence::equivalent;
pub use error::{ArgumentError, ErrorKind, ErrorReport, Expected, ParseError};
pub use parts::{GroupPart, Host, HostKind, HostPort, Labels, Login, Port, PortError};
pub use report::{Code, Diagnosis, Finding, Label, Severity, Style, WarningKind, diagnose};
pub use resolve::{ResolveError, resolve};
pub use scheme::Scheme;
pub use segments::Segments;
pub use span::Span;

/// Which grammar to check against, for the functions that take either:
/// [`validate`], [`parse`], [`diagnose`], [`equivalent`].
///
/// ```
/// use urlbnf::Grammar;
/// assert_eq!(Grammar::Rfc1738.name(), "rfc1738");
/// assert_eq!("rfc1630".parse::<Grammar>(), Ok(Grammar::Rfc1630));
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Grammar {
    /// RFC 1738 (December 1994), section 5, with the decisions of
    /// `grammar/ERRATA.md`.
    #[default]
    Rfc1738,
    /// RFC 1630 (June 1994), both BNF sections ("BNF of Generic URI Syntax"
    /// and "BNF for specific URL schemes"), with the decisions of
    /// `grammar/ERRATA.md`. Parses into [`rfc1630::Url`].
    Rfc1630,
}

impl Grammar {
    /// The name used on the command line.
    ///
    /// ```
    /// assert_eq!(urlbnf::Grammar::default().name(), "rfc1738");
    /// assert_eq!(urlbnf::Grammar::Rfc1630.name(), "rfc1630");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            Grammar::Rfc1738 => "rfc1738",
            Grammar::Rfc1630 => "rfc1630",
        }
    }
}

/// A dialect from its name, as [`Grammar::name`] gives it, in any case
/// (`RFC1630` too).
///
/// ```
/// use urlbnf::Grammar;
/// assert_eq!("rfc1630".parse::<Grammar>(), Ok(Grammar::Rfc1630));
/// assert_eq!("RFC1738".parse::<Grammar>(), Ok(Grammar::Rfc1738));
/// ```
impl std::str::FromStr for Grammar {
    type Err = UnknownGrammar;

    /// `rfc1738` or `rfc1630`, ASCII case-insensitively.
    fn from_str(s: &str) -> Result<Self, UnknownGrammar> {
        if s.eq_ignore_ascii_case("rfc1738") {
            Ok(Grammar::Rfc1738)
        } else if s.eq_ignore_ascii_case("rfc1630") {
            Ok(Grammar::Rfc1630)
        } else {
            Err(UnknownGrammar {
                name: s.chars().take(64).collect(),
            })
        }
    }
}

/// The name, as [`Grammar::name`] gives it.
///
/// ```
/// assert_eq!(urlbnf::Grammar::Rfc1630.to_string(), "rfc1630");
/// assert_eq!(format!("{:>8}", urlbnf::Grammar::Rfc1738), " rfc1738");
/// ```
impl std::fmt::Display for Grammar {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.pad(self.name())
    }
}

/// The error of parsing a [`Grammar`] from a name it does not have: it
/// repeats the name (its first 64 characters) and the choices.
///
/// ```
/// let e = "rfc3986".parse::<urlbnf::Grammar>().unwrap_err();
/// assert_eq!(e.to_string(), "unknown grammar `rfc3986` (expected `rfc1738` or `rfc1630`)");
/// assert_eq!(e.name(), "rfc3986");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct UnknownGrammar {
    name: String,
}

impl UnknownGrammar {
    /// The name that was given (its first 64 characters).
    ///
    /// ```
    /// assert_eq!("x".parse::<urlbnf::Grammar>().unwrap_err().name(), "x");
    /// ```
    pub fn name(&self) -> &str {
        &self.name
    }
}

/// ```
/// let e = "x".parse::<urlbnf::Grammar>().unwrap_err();
/// assert_eq!(e.to_string(), "unknown grammar `x` (expected `rfc1738` or `rfc1630`)");
/// ```
impl std::fmt::Display for UnknownGrammar {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "unknown grammar `{}` (expected `rfc1738` or `rfc1630`)",
            self.name.escape_debug()
        )
    }
}

impl std::error::Error for UnknownGrammar {}

/// Checks that `input` is a URL of `grammar`: [`rfc1738::validate`] or
/// [`rfc1630::validate`]. Allocates nothing.
///
/// ```
/// use urlbnf::{validate, Grammar};
/// assert!(validate("news:msg123@host.example", Grammar::Rfc1738).is_ok());
/// assert!(validate("http://1.2.3.4.5/", Grammar::Rfc1738).is_err());
/// ```
#[inline]
pub fn validate(input: &str, grammar: Grammar) -> Result<(), ParseError<'_>> {
    match grammar {
        Grammar::Rfc1738 => rfc1738::validate(input),
        Grammar::Rfc1630 => rfc1630::validate(input),
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
pub fn parse(input: &str, grammar: Grammar) -> Result<AnyUrl<'_>, ParseError<'_>> {
    match grammar {
        Grammar::Rfc1738 => rfc1738::parse(input).map(AnyUrl::Rfc1738),
        Grammar::Rfc1630 => rfc1630::parse(input).map(AnyUrl::Rfc1630),
    }
}

/// The public error for `input`, a candidate URL of `grammar`.
#[inline] // with `Fail::into_public`: see there
pub(crate) fn public_error(
    e: nom::Err<error::Fail>,
    input: &str,
    grammar: Grammar,
) -> ParseError<'_> {
    match e {
        nom::Err::Error(f) | nom::Err::Failure(f) => f.into_public(input, grammar),
        // Every production reads complete input; none returns `Incomplete`.
        nom::Err::Incomplete(_) => {
            error::Fail::new(0, 0, "url", ErrorKind::UnexpectedEnd, Expected::NONE)
                .into_public(input, grammar)
        }
    }
}

/// The README's Rust examples, run as doctests.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;
