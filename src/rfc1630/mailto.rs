//! RFC 1630, "BNF for specific URL schemes": `mailtoaddress` (section
//! "Mailto").

use std::fmt;

use crate::core::failure::Expected;
use crate::core::input::{
    PResult, Src, Tagged, after, consumed, cut_short, scheme_lit, split, take_escaped,
};
use crate::core::located::Loc;
use crate::core::tree::Tree;
use crate::rfc1630::chars::XALPHA;
use crate::rfc1630::chars::done;
use crate::rfc1630::news::{at_split, no_split};

/// A `mailtoaddress`: `xalphas "@" hostname`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MailtoAddress<S> {
    pub(crate) source: S,
    pub(crate) local: S,
    pub(crate) hostname: S,
}

impl<S> MailtoAddress<S> {
    /// The same parse result over another span type.
    #[inline(always)]
    pub(crate) fn map_spans<T>(self, f: &impl Fn(S) -> T) -> MailtoAddress<T> {
        MailtoAddress {
            source: f(self.source),
            local: f(self.local),
            hostname: f(self.hostname),
        }
    }
}

impl MailtoAddress<Loc<'_>> {
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
    let (r, run) = take_escaped(r, &XALPHA, "mailtoaddress")?;
    // Any run of `xalpha`s can still become `xalphas @ hostname`.
    if let Some(e) = cut_short(
        start,
        run.input_len(),
        &crate::rfc1630::chars::CHARS,
        || true,
        "mailtoaddress",
        Expected::XALPHA,
    ) {
        return Err(e);
    }
    let Some(p) = at_split(run.bytes(), false) else {
        return Err(no_split(start, run, false, "mailtoaddress"));
    };
    done(r, "hostname", Expected::XALPHA).tagged(r, after(split(run, p + 1).0, r, "hostname"))?;
    Ok((
        r,
        MailtoAddress {
            source: consumed(i, r),
            local: split(run, p).1,
            hostname: split(run, p + 1).0,
        },
    ))
}
