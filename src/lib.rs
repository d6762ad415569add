//! # urlbnf
//!
//! Strict validation and zero-copy parsing of URLs exactly as RFC 1738
//! section 5 defines them, with diagnostics that say what is wrong, where,
//! and how to fix it.
//!
//! ```
//! use urlbnf::{parse, validate, Grammar};
//!
//! assert!(validate("gopher://gopher.example/1sel%09query", Grammar::Rfc1738).is_ok());
//!
//! let err = validate("http://host/a b", Grammar::Rfc1738).unwrap_err();
//! assert_eq!((err.offset(), err.production()), (13, "hpath"));
//!
//! let url = parse("ftp://@host.com/pub;type=i", Grammar::Rfc1738)?;
//! let ftp = url.as_ftp().unwrap();
//! assert_eq!(ftp.login().user().map(|u| *u.fragment()), Some("")); // empty user name
//! assert_eq!(ftp.type_code(), Some('i'));
//! # Ok::<(), urlbnf::ParseError>(())
//! ```
//!
//! The grammar is transcribed production by production from
//! `grammar/rfc1738.bnf`; decisions where the RFC is unclear are in
//! `grammar/ERRATA.md`.

// `deny`, not `forbid`: two measured, documented exceptions, the `Span`
// constructor in `located.rs` (`Cursor::span`) and the call of the SSSE3
// scan after its run-time check in `input.rs` (`run_len`).
#![deny(unsafe_code)]

mod equivalence;
mod error;
mod input;
mod located;
mod report;
mod resolve;
pub mod rfc1630;
mod rfc1738;
pub mod scan;
mod scheme;
mod segments;
mod table;
mod tree;
mod url;

pub use equivalence::equivalent;
pub use error::{ErrorKind, Expected, ParseError};
pub use input::Span;
pub use report::{
    Code, Diagnosis, Diagnostic, Label, Severity, Style, WarningKind, diagnose, line_column,
    may_warn, printable,
};
pub use resolve::resolve;
pub use rfc1630::Rfc1630Url;
pub use rfc1738::file::FileUrl;
pub use rfc1738::ftp::FtpUrl;
pub use rfc1738::generic::GenericUrl;
pub use rfc1738::gopher::GopherUrl;
pub use rfc1738::http::HttpUrl;
pub use rfc1738::ip_schemepart::{HostKind, HostPort, IpSchemepart, Login};
pub use rfc1738::mailto::MailtoUrl;
pub use rfc1738::news::{GroupPart, NewsUrl};
pub use rfc1738::nntp::NntpUrl;
pub use rfc1738::prospero::ProsperoUrl;
pub use rfc1738::telnet::TelnetUrl;
pub use rfc1738::wais::{WaisForm, WaisUrl};
pub use scheme::Scheme;
pub use segments::Segments;
pub use url::Url;

use located::Relocate;

/// Which grammar to validate against.
///
/// ```
/// assert_eq!(urlbnf::Grammar::Rfc1738.name(), "rfc1738");
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
    /// `grammar/ERRATA.md`. Parses into [`Url::Rfc1630`].
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

/// Checks that `input` is a URL of `grammar`: the fast path. Allocates
/// nothing, and fails at the same place as [`parse`].
///
/// ```
/// use urlbnf::{validate, Grammar};
/// assert!(validate("news:msg123@host.example", Grammar::Rfc1738).is_ok());
/// assert!(validate("http://1.2.3.4.5/", Grammar::Rfc1738).is_err());
/// ```
pub fn validate(input: &str, grammar: Grammar) -> Result<(), ParseError> {
    match grammar {
        Grammar::Rfc1738 => match rfc1738::recognize(input) {
            Ok(()) => Ok(()),
            Err(e) => Err(public_error(e, input, rfc1738::chars::in_any_grammar)),
        },
        Grammar::Rfc1630 => match rfc1630::any_url(input) {
            Ok(_) => Ok(()),
            Err(e) => Err(public_error(e, input, rfc1630::in_any_grammar)),
        },
    }
}

/// Parses `input` as a URL of `grammar` into a typed [`Url`] whose components
/// borrow from `input` and carry their byte offsets. Allocates nothing.
///
/// ```
/// use urlbnf::{parse, Grammar};
/// let url = parse("wais://h/db?query", Grammar::Rfc1738)?;
/// assert_eq!(*url.as_wais().unwrap().database().fragment(), "db");
/// # Ok::<(), urlbnf::ParseError>(())
/// ```
pub fn parse(input: &str, grammar: Grammar) -> Result<Url<'_>, ParseError> {
    match grammar {
        Grammar::Rfc1738 => match rfc1738::url(located::Loc::new(input)) {
            Ok((_, parts)) => Ok(parts.relocate(&mut located::Cursor::new(input))),
            Err(e) => Err(public_error(e, input, rfc1738::chars::in_any_grammar)),
        },
        Grammar::Rfc1630 => match rfc1630::any_url(Span::new(input)) {
            Ok((_, url)) => Ok(Url::Rfc1630(url)),
            Err(e) => Err(public_error(e, input, rfc1630::in_any_grammar)),
        },
    }
}

/// The public error for `input`; `in_grammar` is the dialect's character
/// universe, which tells a character outside the grammar from a misplaced one.
#[inline] // with `Fail::into_public`: see there
fn public_error(e: nom::Err<error::Fail>, input: &str, in_grammar: fn(char) -> bool) -> ParseError {
    match e {
        nom::Err::Error(f) | nom::Err::Failure(f) => f.into_public(input, in_grammar),
        // Every production reads complete input; none returns `Incomplete`.
        nom::Err::Incomplete(_) => {
            error::Fail::new(0, 0, "url", ErrorKind::UnexpectedEnd, Expected::NONE)
                .into_public(input, in_grammar)
        }
    }
}

/// The README's Rust examples, run as doctests.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;
