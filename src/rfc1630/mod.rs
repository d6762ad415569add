//! The RFC 1630 dialect ("Universal Resource Identifiers in WWW", June
//! 1994): typed results of [`crate::parse`] with [`crate::Grammar::Rfc1630`].
//!
//! The RFC has two BNF sections, both transcribed from
//! `grammar/rfc1630.bnf`: "BNF of Generic URI Syntax" in `generic.rs`, and
//! "BNF for specific URL schemes" in the other modules (one per scheme, plus
//! `login.rs`, `path.rs` and `chars.rs` for the shared rules). Every
//! production is a function of the same name whose doc comment quotes its
//! rule; `tests/exactness/grammar_coverage.rs` keeps code and grammar in step.
//!
//! How an input is read (each decision is in `grammar/ERRATA.md`):
//!
//! * the scheme name selects the production, case-insensitively: the eleven
//!   alternatives of `url`, `afsaddress` for `afs:`, `prefixedurl` for
//!   `url:`, and the generic `fragmentaddress` for every other scheme;
//! * any of them may be followed by `# fragmentid`;
//! * `url:` must be followed by one of the eleven `url` alternatives.
//!
//! The public side: [`validate`], [`parse`] into a [`Url`] (prefix,
//! [`Address`], fragment), and one type per scheme production, named as
//! RFC 1738's are where the concept is the same (`HttpUrl`, `FtpUrl`, ...).
//!
//! ```
//! use urlbnf::{rfc1630, rfc1738};
//!
//! // `"`, `@` and `&` are ordinary characters; a search needs no path.
//! assert!(rfc1630::validate("http://h?\"q\"&r").is_ok());
//! assert!(rfc1738::validate("http://h?\"q\"&r").is_err());
//!
//! let url = rfc1630::parse("URL:news:comp.infosystems.www#top")?;
//! assert_eq!(url.prefix().unwrap(), "URL:");
//! assert!(matches!(url.address(), rfc1630::Address::News(_)));
//! assert_eq!(url.fragment().unwrap(), "top");
//! assert_eq!(url.to_string(), "URL:news:comp.infosystems.www#top");
//! # Ok::<(), urlbnf::ParseError>(())
//! ```

pub(crate) mod afs;
pub mod build;
pub(crate) mod chars;
pub(crate) mod cid;
pub(crate) mod ftp;
pub(crate) mod generic;
pub(crate) mod gopher;
pub(crate) mod http;
pub(crate) mod login;
pub(crate) mod mailto;
pub(crate) mod mid;
pub(crate) mod news;
pub(crate) mod nntp;
pub(crate) mod normal;
pub(crate) mod partial;
pub(crate) mod path;
pub(crate) mod prospero;
pub(crate) mod resolve;
pub(crate) mod sections;
#[cfg(feature = "serde")]
pub(crate) mod ser;
pub(crate) mod telnet;
pub(crate) mod types;
pub(crate) mod url;
pub(crate) mod wais;
pub(crate) mod wording;

pub use types::{
    AddrSpec, Address, AfsUrl, CidUrl, FormCode, FtpType, FtpUrl, GenericUrl, GopherUrl, HttpUrl,
    MailtoUrl, MidUrl, NewsUrl, NntpUrl, ProsperoUrl, TelnetUrl, Url, UrlBuf, WaisKind, WaisUrl,
};

/// The gopher item type, for [`build::Gopher`]: the same type as RFC
/// 1738's (a `gtype` is one character, written as an escape when needed).
///
/// ```
/// assert_eq!(urlbnf::rfc1630::GopherType::new(b'7').meaning(), Some("index-search server"));
/// ```
pub use crate::rfc1738::GopherType;
pub use partial::validate_reference;

pub(crate) use afs::AfsAddress;
pub(crate) use cid::CidAddress;
pub(crate) use ftp::FtpAddress;
pub(crate) use generic::Uri;
pub(crate) use gopher::GopherAddress;
pub(crate) use http::HttpAddress;
pub(crate) use mailto::MailtoAddress;
pub(crate) use mid::MidAddress;
pub(crate) use news::NewsAddress;
pub(crate) use nntp::NntpAddress;
pub(crate) use prospero::ProsperoLink;
pub(crate) use telnet::TelnetAddress;
pub(crate) use wais::WaisAddress;

use std::cell::RefCell;

use crate::core::dialect::Dialect;
use crate::core::dialect::{public_error, too_long};
use crate::core::failure::{Fail, ParseError};
use crate::core::input::{Tag, Traced};
use crate::core::located::At;
pub(crate) use chars::CHARS;
use url::url_production;
pub(crate) use url::{ParsedAddress, Rfc1630Url, any_url, has_production};

/// Checks that `input` is a URL of RFC 1630. Allocates nothing, and fails
/// at the same place as [`parse`].
///
/// ```
/// assert!(urlbnf::rfc1630::validate("http://h?\"q\"").is_ok());
/// assert!(urlbnf::rfc1630::validate("http://h/a b").is_err());
/// ```
// Inline: a caller that asks only `is_ok()` then builds no error at all
// (docs/performance.md, `validate` inlined).
#[inline(always)]
pub fn validate(input: &str) -> Result<(), ParseError> {
    match any_url(input) {
        Ok(_) => Ok(()),
        Err(e) => Err(public_error(e, input, &DIALECT).detached()),
    }
}

/// Parses `input` as a URL of RFC 1630 into a typed [`Url`] whose
/// components borrow from `input` and carry their byte offsets. Allocates
/// nothing.
///
/// ```
/// let url = urlbnf::rfc1630::parse("mid:m1@host.example#p2")?;
/// assert_eq!(url.as_mid().unwrap().addr_spec().host(), "host.example");
/// # Ok::<(), urlbnf::ParseError>(())
/// ```
pub fn parse(input: &str) -> Result<Url<'_>, ParseError> {
    if let Some(e) = too_long(input, &DIALECT) {
        return Err(e);
    }
    match any_url(input) {
        Ok((_, parsed)) => Ok(Url::new(
            input,
            parsed.map_spans(&|part| At::within(input, part)),
        )),
        Err(e) => Err(public_error(e, input, &DIALECT).owned()),
    }
}

/// RFC 1630 as a value, for the code above the grammars.
pub(crate) static DIALECT: Dialect = Dialect {
    wording: &wording::WORDING,
    chars: CHARS,
    wider: None,
    wide: crate::core::dialect::ascii_only,
    unescaped: CHARS.without(b"%"),
    decoded: chars::DECODED,
    prefix: Some("url"),
    has_file: false,
    extra_schemes: &["mid", "cid", "afs"],
    quoted: false,
    reference: Some(&partial::REFERENCE),
    is_reference: false,
    validate,
    read_on: crate::core::dialect::whole_only,
    traced,
    url_production,
    section: sections::section,
    lints_login: false,
};

/// [`any_url`] over a [`Traced`] input: `diagnose`'s second run.
fn traced(input: &str, tags: &RefCell<Vec<Tag>>) -> Result<(), Fail> {
    match any_url(Traced::new(input, tags)) {
        Ok(_) => Ok(()),
        Err(nom::Err::Error(f) | nom::Err::Failure(f)) => Err(f),
        Err(nom::Err::Incomplete(_)) => unreachable!("every production reads complete input"),
    }
}
