//! RFC 3987 section 2.2: the character classes of IRIs. `ucschar` and
//! `iprivate` are ranges of code points beyond ASCII, so a class here is
//! an ASCII [`Table`] (RFC 3986's characters) and the ranges it adds, and
//! a run over one reads the ASCII bytes sixteen at a time (RFC 3986's
//! runs) and looks each other character up in its ranges.

use crate::core::input::{PResult, Src, consumed, split, take_escaped};
use crate::core::table::Table;
use crate::rfc3986::chars::{Names, Repertoire};
use crate::rfc3986::chars::{SUB_DELIMS, UNRESERVED};

/// ```abnf
/// ucschar        = %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF
///                / %x10000-1FFFD / %x20000-2FFFD / %x30000-3FFFD
///                / %x40000-4FFFD / %x50000-5FFFD / %x60000-6FFFD
///                / %x70000-7FFFD / %x80000-8FFFD / %x90000-9FFFD
///                / %xA0000-AFFFD / %xB0000-BFFFD / %xC0000-CFFFD
///                / %xD0000-DFFFD / %xE1000-EFFFD
/// ```
pub(crate) const UCSCHAR: &[(char, char)] = &[
    ('\u{A0}', '\u{D7FF}'),
    ('\u{F900}', '\u{FDCF}'),
    ('\u{FDF0}', '\u{FFEF}'),
    ('\u{10000}', '\u{1FFFD}'),
    ('\u{20000}', '\u{2FFFD}'),
    ('\u{30000}', '\u{3FFFD}'),
    ('\u{40000}', '\u{4FFFD}'),
    ('\u{50000}', '\u{5FFFD}'),
    ('\u{60000}', '\u{6FFFD}'),
    ('\u{70000}', '\u{7FFFD}'),
    ('\u{80000}', '\u{8FFFD}'),
    ('\u{90000}', '\u{9FFFD}'),
    ('\u{A0000}', '\u{AFFFD}'),
    ('\u{B0000}', '\u{BFFFD}'),
    ('\u{C0000}', '\u{CFFFD}'),
    ('\u{D0000}', '\u{DFFFD}'),
    ('\u{E1000}', '\u{EFFFD}'),
];

/// ```abnf
/// iprivate       = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD
/// ```
pub(crate) const IPRIVATE: &[(char, char)] = &[
    ('\u{E000}', '\u{F8FF}'),
    ('\u{F0000}', '\u{FFFFD}'),
    ('\u{100000}', '\u{10FFFD}'),
];

/// A class of IRI characters: ASCII bytes, and the code points of
/// `ucschar` (and of `iprivate`) when it takes them.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Class {
    pub(crate) ascii: Table,
    pub(crate) ucschar: bool,
    pub(crate) iprivate: bool,
}

impl Class {
    /// Whether `c`, a character beyond ASCII, is in the class.
    #[inline]
    pub(crate) fn has_wide(&self, c: char) -> bool {
        let within = |ranges: &[(char, char)]| ranges.iter().any(|&(a, b)| (a..=b).contains(&c));
        (self.ucschar && within(UCSCHAR)) || (self.iprivate && within(IPRIVATE))
    }
}

/// Whether `c` is a bidirectional formatting character (LRM, RLM, LRE,
/// RLE, PDF, LRO, RLO), which RFC 3987 section 4.1 says an IRI must not
/// contain, though `ucschar` holds them: the conversion from a URI and the
/// builder leave them encoded.
pub(crate) fn is_bidi_format(c: char) -> bool {
    matches!(c, '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}')
}

/// ```abnf
/// iunreserved    = ALPHA / DIGIT / "-" / "." / "_" / "~" / ucschar
/// ```
pub(crate) const IUNRESERVED: Class = Class {
    ascii: UNRESERVED,
    ucschar: true,
    iprivate: false,
};

/// ```abnf
/// ipchar         = iunreserved / pct-encoded / sub-delims / ":"
///                / "@"
/// ```
///
/// Without `pct-encoded`, which the runs over it read as escapes.
pub(crate) const IPCHAR: Class = Class {
    ascii: UNRESERVED.or(SUB_DELIMS).or(Table::of(b":@")),
    ucschar: true,
    iprivate: false,
};

/// The class of `iuserinfo`: `iunreserved / sub-delims / ":"`.
pub(crate) const USERINFO: Class = Class {
    ascii: UNRESERVED.or(SUB_DELIMS).or(Table::of(b":")),
    ..IUNRESERVED
};

/// The class of `ireg-name`: `iunreserved / sub-delims`.
pub(crate) const REG_NAME: Class = Class {
    ascii: UNRESERVED.or(SUB_DELIMS),
    ..IUNRESERVED
};

/// The class of `isegment-nz-nc`: `ipchar` without `:`.
pub(crate) const SEGMENT_NZ_NC: Class = Class {
    ascii: UNRESERVED.or(SUB_DELIMS).or(Table::of(b"@")),
    ..IUNRESERVED
};

/// The class of a path of segments: `ipchar` and `/`.
pub(crate) const PATH: Class = Class {
    ascii: IPCHAR.ascii.or(Table::of(b"/")),
    ..IPCHAR
};

/// The class of `ifragment`: `ipchar`, `/` and `?`.
pub(crate) const FRAGMENT: Class = Class {
    ascii: IPCHAR.ascii.or(Table::of(b"/?")),
    ..IPCHAR
};

/// The class of `iquery`: `ipchar`, `iprivate`, `/` and `?`.
pub(crate) const QUERY: Class = Class {
    iprivate: true,
    ..FRAGMENT
};

/// The longest run of `class` characters and escapes (`pct-encoded`) at
/// the start of `i`. A `%` that starts no escape fails at once, as in RFC
/// 3986's runs: no rule derives a `%` elsewhere.
#[inline]
pub(crate) fn take<'a, I: Src<'a>>(i: I, class: &Class, production: &'static str) -> PResult<I, I> {
    let mut r = i;
    loop {
        r = take_escaped(r, &class.ascii, production)?.0;
        match r.text().chars().next() {
            Some(c) if !c.is_ascii() && class.has_wide(c) => r = split(r, c.len_utf8()).0,
            _ => return Ok((r, consumed(i, r))),
        }
    }
}

/// RFC 3987's characters, for the structure both grammars share.
pub(crate) struct IriChars;

impl Repertoire for IriChars {
    type Class = Class;

    const NAMES: Names = Names {
        userinfo: "iuserinfo",
        reg_name: "ireg-name",
        path_abempty: "ipath-abempty",
        path_absolute: "ipath-absolute",
        path_noscheme: "ipath-noscheme",
        path_rootless: "ipath-rootless",
        segment_nz: "isegment-nz",
        segment_nz_nc: "isegment-nz-nc",
        query: "iquery",
        fragment: "ifragment",
        whole: "IRI",
    };
    const USERINFO: &'static Class = &USERINFO;
    const REG_NAME: &'static Class = &REG_NAME;
    const PCHAR: &'static Class = &IPCHAR;
    const PATH: &'static Class = &PATH;
    const SEGMENT_NZ_NC: &'static Class = &SEGMENT_NZ_NC;
    const QUERY: &'static Class = &QUERY;
    const FRAGMENT: &'static Class = &FRAGMENT;

    #[inline(always)]
    fn run<'a, I: Src<'a>>(i: I, class: &Class, production: &'static str) -> PResult<I, I> {
        take(i, class, production)
    }

    #[inline(always)]
    fn starts<'a, I: Src<'a>>(i: I, class: &Class) -> bool {
        match i.text().chars().next() {
            Some('%') => true,
            Some(c) if c.is_ascii() => class.ascii.has(c as u8),
            Some(c) => class.has_wide(c),
            None => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_edges_of_the_ranges() {
        for (c, ucs, private) in [
            ('\u{9F}', false, false),
            ('\u{A0}', true, false),
            ('\u{D7FF}', true, false),
            ('\u{E000}', false, true),
            ('\u{F8FF}', false, true),
            ('\u{F900}', true, false),
            ('\u{FDD0}', false, false),
            ('\u{FDEF}', false, false),
            ('\u{FDF0}', true, false),
            ('\u{FFEF}', true, false),
            ('\u{FFF0}', false, false),
            ('\u{FFFE}', false, false),
            ('\u{1FFFD}', true, false),
            ('\u{1FFFE}', false, false),
            ('\u{E0FFF}', false, false),
            ('\u{E1000}', true, false),
            ('\u{EFFFD}', true, false),
            ('\u{F0000}', false, true),
            ('\u{10FFFD}', false, true),
            ('\u{10FFFF}', false, false),
        ] {
            assert_eq!(IUNRESERVED.has_wide(c), ucs, "{c:?}");
            assert_eq!(QUERY.has_wide(c), ucs || private, "{c:?}");
            assert_eq!(FRAGMENT.has_wide(c), ucs, "{c:?}");
        }
    }
}
