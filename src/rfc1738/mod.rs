//! RFC 1738 (December 1994), section 5: "BNF for specific URL schemes".
//!
//! One module per part of the BNF, in the order of `grammar/rfc1738.bnf`:
//! [`generic`] (the generic form), [`ip_schemepart`] (the common IP-based
//! syntax), then one module per predefined scheme, and [`chars`]
//! ("Miscellaneous definitions"). Every production is a function of the same
//! name whose doc comment quotes its rule; `tests/grammar_coverage.rs` keeps
//! the two in step.

pub(crate) mod chars;
pub(crate) mod file;
pub(crate) mod ftp;
pub(crate) mod generic;
pub(crate) mod gopher;
pub(crate) mod http;
pub(crate) mod ip_schemepart;
pub(crate) mod mailto;
pub(crate) mod news;
pub(crate) mod nntp;
pub(crate) mod prospero;
pub(crate) mod telnet;
pub(crate) mod wais;

use crate::input::{PResult, Src};
use crate::scheme::Scheme;

/// A parsed RFC 1738 URL, generic over the input type (see `input.rs`).
#[derive(Clone, Copy, Debug)]
pub(crate) enum Parts<S> {
    Http(http::HttpUrl<S>),
    Ftp(ftp::FtpUrl<S>),
    News(news::NewsUrl<S>),
    Nntp(nntp::NntpUrl<S>),
    Telnet(telnet::TelnetUrl<S>),
    Gopher(gopher::GopherUrl<S>),
    Wais(wais::WaisUrl<S>),
    Mailto(mailto::MailtoUrl<S>),
    File(file::FileUrl<S>),
    Prospero(prospero::ProsperoUrl<S>),
    Other(generic::GenericUrl<S>),
}

/// ```bnf
/// url            = httpurl | ftpurl | newsurl |
///                  nntpurl | telneturl | gopherurl |
///                  waisurl | mailtourl | fileurl |
///                  prosperourl | otherurl
/// ```
///
/// Dispatch, not ordered choice: the scheme name (case-insensitive) selects
/// the one production that may match, and `otherurl` serves only schemes
/// that are not predefined, so `http://-bad-/` is an invalid `httpurl`, never
/// an `otherurl` (`grammar/ERRATA.md`, E2). Each scheme production matches
/// the whole input.
///
/// Always inlined: in `validate` the dispatch must fold away with the
/// unused `Parts` (measured with cachegrind: out of line, it costs 8% more
/// instructions per `validate`, spent building the discarded result).
#[inline(always)]
pub(crate) fn url<'a, I: Src<'a>>(i: I) -> PResult<I, Parts<I>> {
    let (r, name) = generic::scheme(i)?;
    generic::colon(r)?;
    Ok(match Scheme::from_name(name.text()) {
        Scheme::Http => http::httpurl(i).map(|(r, u)| (r, Parts::Http(u)))?,
        Scheme::Ftp => ftp::ftpurl(i).map(|(r, u)| (r, Parts::Ftp(u)))?,
        Scheme::News => news::newsurl(i).map(|(r, u)| (r, Parts::News(u)))?,
        Scheme::Nntp => nntp::nntpurl(i).map(|(r, u)| (r, Parts::Nntp(u)))?,
        Scheme::Telnet => telnet::telneturl(i).map(|(r, u)| (r, Parts::Telnet(u)))?,
        Scheme::Gopher => gopher::gopherurl(i).map(|(r, u)| (r, Parts::Gopher(u)))?,
        Scheme::Wais => wais::waisurl(i).map(|(r, u)| (r, Parts::Wais(u)))?,
        Scheme::Mailto => mailto::mailtourl(i).map(|(r, u)| (r, Parts::Mailto(u)))?,
        Scheme::File => file::fileurl(i).map(|(r, u)| (r, Parts::File(u)))?,
        Scheme::Prospero => prospero::prosperourl(i).map(|(r, u)| (r, Parts::Prospero(u)))?,
        Scheme::Other | Scheme::Mid | Scheme::Cid | Scheme::Afs => {
            generic::otherurl(i).map(|(r, u)| (r, Parts::Other(u)))?
        }
    })
}
