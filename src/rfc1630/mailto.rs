//! RFC 1630, "BNF for specific URL schemes": `mailtoaddress` (section
//! "Mailto").

use std::fmt;

use crate::error::Expected;
use crate::input::{PResult, Span, Src, consumed, cut_short, scan_escaped, scheme_lit, split};
use crate::rfc1630::chars::XALPHA;
use crate::rfc1630::done;
use crate::rfc1630::news::{at_split, no_split};
use crate::tree::Tree;

/// A `mailtoaddress`: `xalphas "@" hostname`.
///
/// ```
/// use urlbnf::{parse, Grammar, rfc1630::Address};
/// let url = parse("mailto:timbl@info.cern.ch", Grammar::Rfc1630)?;
/// let Address::Mailto(m) = url.as_rfc1630().unwrap().address() else { panic!() };
/// assert_eq!((*m.local().fragment(), *m.hostname().fragment()), ("timbl", "info.cern.ch"));
/// # Ok::<(), urlbnf::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MailtoAddress<S> {
    pub(crate) source: S,
    pub(crate) local: S,
    pub(crate) hostname: S,
}

impl<S: Copy> MailtoAddress<S> {
    /// The `xalphas` before the `@` (still encoded).
    ///
    /// ```
    /// let url = urlbnf::parse("mailto:a%25b@h", urlbnf::Grammar::Rfc1630)?;
    /// let urlbnf::rfc1630::Address::Mailto(m) = url.as_rfc1630().unwrap().address() else { panic!() };
    /// assert_eq!(*m.local().fragment(), "a%25b");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn local(&self) -> S {
        self.local
    }
    /// The `hostname` after the `@`.
    ///
    /// ```
    /// let url = urlbnf::parse("mailto:a@b@c", urlbnf::Grammar::Rfc1630)?;
    /// let urlbnf::rfc1630::Address::Mailto(m) = url.as_rfc1630().unwrap().address() else { panic!() };
    /// assert_eq!(*m.hostname().fragment(), "c"); // the rightmost possible split
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn hostname(&self) -> S {
        self.hostname
    }
}

impl MailtoAddress<Span<'_>> {
    pub(crate) fn write_tree(&self, t: &mut Tree<'_, '_>) -> fmt::Result {
        t.node("mailtoaddress", self.source, |t| {
            t.leaf("xalphas", self.local)?;
            t.leaf("hostname", self.hostname)
        })
    }
}

/// ```bnf
///      mailtoaddress          m a i l t o : xalphas @ hostname
/// ```
///
/// `@` is an `xalpha` and a `hostname` may contain `@`, so any `@` followed
/// by a letter may be the separator; the rightmost is taken (an RFC 822
/// domain has no `@`). The language does not depend on the choice.
pub(crate) fn mailtoaddress<'a, I: Src<'a>>(i: I) -> PResult<I, MailtoAddress<I>> {
    let (r, _) = scheme_lit(i, "mailto", ":", "mailtoaddress")?;
    let start = r;
    let (r, run) = scan_escaped(r, &XALPHA, "mailtoaddress")?;
    // Any run of `xalpha`s can still become `xalphas @ hostname`.
    if let Some(e) = cut_short(
        start,
        run.input_len(),
        &crate::rfc1630::ANY,
        || true,
        "mailtoaddress",
        Expected::XALPHA,
    ) {
        return Err(e);
    }
    let Some(p) = at_split(run.bytes(), false) else {
        return Err(no_split(start, run, false, "mailtoaddress"));
    };
    done(r, "hostname", Expected::XALPHA)?;
    Ok((
        r,
        MailtoAddress {
            source: consumed(i, r),
            local: split(run, p).1,
            hostname: split(run, p + 1).0,
        },
    ))
}
