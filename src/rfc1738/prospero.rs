//! RFC 1738 §5, "PROSPERO" (§3.11): `prospero://<host>:<port>/<hsoname>;<field>=<value>`.

use std::fmt;

use crate::core::failure::Expected;
use crate::core::input::Tagged;
use crate::core::input::{PResult, Src, byte, consumed, end, peek, scheme_lit, take_escaped};
use crate::core::input::{after, within};
use crate::core::located::Loc;
use crate::core::table::Table;
use crate::core::tree::Tree;
use crate::rfc1738::chars::UCHAR;
use crate::rfc1738::ip_schemepart::{ParsedHostPort, after_hostport, hostport};

/// ```bnf
/// psegment       = *[ uchar | "?" | ":" | "@" | "&" | "=" ]
/// ```
///
/// `uchar | "?" | ":" | "@" | "&" | "="`: the class of `psegment`.
pub(crate) const PSEGMENT: Table = UCHAR.or(Table::of(b"?:@&="));
/// `psegment` characters and `/`: the class of `ppath`.
pub(crate) const PPATH: Table = PSEGMENT.or(Table::of(b"/"));
/// `uchar | "?" | ":" | "@" | "&"`: the class of `fieldname` and `fieldvalue`.
pub(crate) const FIELDCHAR: Table = UCHAR.or(Table::of(b"?:@&"));

/// A `prosperourl`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParsedProsperoUrl<S> {
    pub(crate) source: S,
    pub(crate) hostport: ParsedHostPort<S>,
    pub(crate) ppath: S,
    pub(crate) fieldspecs: S,
}

impl<S> ParsedProsperoUrl<S> {
    /// The same parse result over another span type.
    #[inline(always)]
    pub(crate) fn map_spans<T>(self, f: &impl Fn(S) -> T) -> ParsedProsperoUrl<T> {
        ParsedProsperoUrl {
            source: f(self.source),
            hostport: self.hostport.map_spans(f),
            ppath: f(self.ppath),
            fieldspecs: f(self.fieldspecs),
        }
    }
}

impl<'a> ParsedProsperoUrl<Loc<'a>> {
    /// The `psegment`s of the path.
    pub(crate) fn segments(&self) -> crate::core::segments::Segments<'a> {
        crate::core::segments::Segments::new(Some(self.ppath))
    }

    /// The `(fieldname, fieldvalue)` pairs, in order.
    pub(crate) fn fields(&self) -> impl Iterator<Item = (Loc<'a>, Loc<'a>)> + use<'a> {
        let mut rest = self.fieldspecs;
        std::iter::from_fn(move || {
            let (r, pair) = fieldspec(rest).ok()?;
            rest = r;
            Some(pair)
        })
    }

    pub(crate) fn write_tree(&self, t: &mut Tree<'_, '_>) -> fmt::Result {
        t.node("prosperourl", self.source, |t| {
            self.hostport.write_tree(t)?;
            t.node("ppath", self.ppath, |t| {
                for s in self.segments() {
                    t.leaf("psegment", s)?;
                }
                Ok(())
            })?;
            for (name, value) in self.fields() {
                t.leaf("fieldname", name)?;
                t.leaf("fieldvalue", value)?;
            }
            Ok(())
        })
    }
}

/// ```bnf
/// prosperourl    = "prospero://" hostport "/" ppath *[ fieldspec ]
/// ```
#[inline]
pub(crate) fn prosperourl<'a, I: Src<'a>>(i: I) -> PResult<I, ParsedProsperoUrl<I>> {
    let (r, _) = scheme_lit(i, "prospero", "://", "prosperourl")?;
    let (r, hostport) = hostport(r)?;
    let (r, _) = byte(
        r,
        b'/',
        "prosperourl",
        hostport.expected_after().with(Expected::SLASH),
    )
    .tagged(r, after_hostport(hostport, r))?;
    let (r, ppath) = ppath(r).tagged(r, within(r, "ppath"))?;
    let mut f = r;
    while peek(f) == Some(b';') {
        f = fieldspec(f).tagged(f, within(f, "fieldspec"))?.0;
    }
    let expected = if f.input_len() == r.input_len() {
        Expected::PATH_CHAR
            .with(Expected::SLASH)
            .with(Expected::SEMICOLON)
    } else {
        Expected::FIELD_CHAR.with(Expected::SEMICOLON)
    };
    end(f, "prosperourl", expected).tagged(f, |e| {
        if f.input_len() == r.input_len() {
            after(ppath, f, "ppath")(e)
        } else {
            after(consumed(r, f), f, "fieldspec")(e)
        }
    })?;
    let fieldspecs = consumed(r, f);
    Ok((
        f,
        ParsedProsperoUrl {
            source: i,
            hostport,
            ppath,
            fieldspecs,
        },
    ))
}

/// ```bnf
/// ppath          = psegment *[ "/" psegment ]
/// ```
///
/// `psegment *[ "/" psegment ]` derives exactly the strings of `psegment` characters
/// and `/`, so it is scanned as one run of that union (`PPATH`) instead
/// of a loop over segments: one table scan per path rather than a call per
/// segment.
#[inline]
pub(crate) fn ppath<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    take_escaped(i, &PPATH, "ppath")
}

/// ```bnf
/// fieldspec      = ";" fieldname "=" fieldvalue
/// ```
///
/// Returns the `fieldname` and the `fieldvalue`.
pub(crate) fn fieldspec<'a, I: Src<'a>>(i: I) -> PResult<I, (I, I)> {
    let (r, _) = byte(i, b';', "fieldspec", Expected::SEMICOLON)?;
    let (r, name) = fieldname(r)?;
    let (r, _) = byte(
        r,
        b'=',
        "fieldspec",
        Expected::FIELD_CHAR.with(Expected::EQUALS),
    )?;
    let (r, value) = fieldvalue(r)?;
    Ok((r, (name, value)))
}

/// ```bnf
/// fieldname      = *[ uchar | "?" | ":" | "@" | "&" ]
/// ```
pub(crate) fn fieldname<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    take_escaped(i, &FIELDCHAR, "fieldname")
}

/// ```bnf
/// fieldvalue     = *[ uchar | "?" | ":" | "@" | "&" ]
/// ```
pub(crate) fn fieldvalue<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    take_escaped(i, &FIELDCHAR, "fieldvalue")
}
