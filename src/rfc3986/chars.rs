//! RFC 3986 Appendix A and RFC 5234 Appendix B.1: the character classes,
//! each a [`Table`] of the literal characters of its rule. ABNF quoted
//! strings are case-insensitive, so `HEXDIG`'s `"A"` is `a` as well.

use crate::core::input::{PResult, Src, peek, take_escaped};
use crate::core::table::Table;

/// ```abnf
/// ALPHA         =  %x41-5A / %x61-7A   ; A-Z / a-z
/// ```
pub(crate) const ALPHA: Table = Table::range(b'A', b'Z').or(Table::range(b'a', b'z'));

/// ```abnf
/// DIGIT         =  %x30-39             ; 0-9
/// ```
pub(crate) const DIGIT: Table = Table::range(b'0', b'9');

/// ```abnf
/// HEXDIG        =  DIGIT / "A" / "B" / "C" / "D" / "E" / "F"
/// ```
pub(crate) const HEXDIG: Table = DIGIT
    .or(Table::range(b'A', b'F'))
    .or(Table::range(b'a', b'f'));

/// ```abnf
/// unreserved    = ALPHA / DIGIT / "-" / "." / "_" / "~"
/// ```
pub(crate) const UNRESERVED: Table = ALPHA.or(DIGIT).or(Table::of(b"-._~"));

/// ```abnf
/// gen-delims    = ":" / "/" / "?" / "#" / "[" / "]" / "@"
/// ```
pub(crate) const GEN_DELIMS: Table = Table::of(b":/?#[]@");

/// ```abnf
/// sub-delims    = "!" / "$" / "&" / "'" / "(" / ")"
///               / "*" / "+" / "," / ";" / "="
/// ```
pub(crate) const SUB_DELIMS: Table = Table::of(b"!$&'()*+,;=");

/// ```abnf
/// reserved      = gen-delims / sub-delims
/// ```
pub(crate) const RESERVED: Table = GEN_DELIMS.or(SUB_DELIMS);

/// ```abnf
/// pchar         = unreserved / pct-encoded / sub-delims / ":" / "@"
/// ```
///
/// Without `pct-encoded`, which the runs over it read as escapes.
pub(crate) const PCHAR: Table = UNRESERVED.or(SUB_DELIMS).or(Table::of(b":@"));

/// Every character some production derives: the reserved and unreserved
/// characters and `%`. Everything else (space, controls, `"<>\^`{|}`,
/// non-ASCII) may not appear in a URI at all.
pub(crate) const CHARS: Table = UNRESERVED.or(RESERVED).or(Table::of(b"%"));

/// What follows the first letter of a `scheme`: `ALPHA / DIGIT / "+" /
/// "-" / "."`.
pub(crate) const SCHEME_TAIL: Table = ALPHA.or(DIGIT).or(Table::of(b"+-."));

/// The class of `userinfo` (with escapes): `unreserved / sub-delims /
/// ":"`.
pub(crate) const USERINFO: Table = UNRESERVED.or(SUB_DELIMS).or(Table::of(b":"));

/// The class of `reg-name` (with escapes): `unreserved / sub-delims`.
pub(crate) const REG_NAME: Table = UNRESERVED.or(SUB_DELIMS);

/// The class of `segment-nz-nc` (with escapes): `pchar` without `:`.
pub(crate) const SEGMENT_NZ_NC: Table = UNRESERVED.or(SUB_DELIMS).or(Table::of(b"@"));

/// The class of a path of segments (with escapes): `pchar` and `/`.
pub(crate) const PATH: Table = PCHAR.or(Table::of(b"/"));

/// The class of `query` and `fragment` (with escapes): `pchar`, `/` and
/// `?`.
pub(crate) const QUERY: Table = PCHAR.or(Table::of(b"/?"));

/// The class of an `IPvFuture`'s address: `unreserved / sub-delims /
/// ":"`.
pub(crate) const FUTURE: Table = USERINFO;

/// The names of a grammar's rules, for its failures.
pub(crate) struct Names {
    pub(crate) userinfo: &'static str,
    pub(crate) reg_name: &'static str,
    pub(crate) path_abempty: &'static str,
    pub(crate) path_absolute: &'static str,
    pub(crate) path_noscheme: &'static str,
    pub(crate) path_rootless: &'static str,
    pub(crate) segment_nz: &'static str,
    pub(crate) segment_nz_nc: &'static str,
    pub(crate) query: &'static str,
    pub(crate) fragment: &'static str,
    pub(crate) whole: &'static str,
}

/// The characters of a grammar's components: a class for each, and the
/// run over a class, which reads escapes (`pct-encoded`) as it goes and
/// fails at a `%` that starts none.
pub(crate) trait Repertoire {
    /// A set of characters. The classes below are references to
    /// statics: a generic `&R::CLASS` of a const by value would copy its
    /// table onto the stack at every use.
    type Class: 'static;

    const NAMES: Names;
    /// `userinfo`'s characters.
    const USERINFO: &'static Self::Class;
    /// `reg-name`'s.
    const REG_NAME: &'static Self::Class;
    /// `pchar`.
    const PCHAR: &'static Self::Class;
    /// `pchar` and `/`: a path's.
    const PATH: &'static Self::Class;
    /// `segment-nz-nc`'s: `pchar` without `:`.
    const SEGMENT_NZ_NC: &'static Self::Class;
    /// `query`'s.
    const QUERY: &'static Self::Class;
    /// `fragment`'s.
    const FRAGMENT: &'static Self::Class;

    /// The longest run of `class` characters and escapes.
    fn run<'a, I: Src<'a>>(i: I, class: &Self::Class, production: &'static str) -> PResult<I, I>;

    /// Whether `i` starts with a character of `class` (or a `%`).
    fn starts<'a, I: Src<'a>>(i: I, class: &Self::Class) -> bool;
}

/// RFC 3986's characters, for the structure both grammars share.
pub(crate) struct UriChars;

impl Repertoire for UriChars {
    type Class = Table;

    const NAMES: Names = Names {
        userinfo: "userinfo",
        reg_name: "reg-name",
        path_abempty: "path-abempty",
        path_absolute: "path-absolute",
        path_noscheme: "path-noscheme",
        path_rootless: "path-rootless",
        segment_nz: "segment-nz",
        segment_nz_nc: "segment-nz-nc",
        query: "query",
        fragment: "fragment",
        whole: "URI",
    };
    const USERINFO: &'static Table = &USERINFO;
    const REG_NAME: &'static Table = &REG_NAME;
    const PCHAR: &'static Table = &PCHAR;
    const PATH: &'static Table = &PATH;
    const SEGMENT_NZ_NC: &'static Table = &SEGMENT_NZ_NC;
    const QUERY: &'static Table = &QUERY;
    const FRAGMENT: &'static Table = &QUERY;

    #[inline(always)]
    fn run<'a, I: Src<'a>>(i: I, class: &Table, production: &'static str) -> PResult<I, I> {
        take_escaped(i, class, production)
    }

    #[inline(always)]
    fn starts<'a, I: Src<'a>>(i: I, class: &Table) -> bool {
        peek(i).is_some_and(|b| class.has(b) || b == b'%')
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::table::assert_members;

    const LETTERS: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

    #[test]
    fn classes() {
        let unreserved = format!("{LETTERS}0123456789-._~");
        assert_members(&[
            (ALPHA, LETTERS.to_string()),
            (HEXDIG, "0123456789ABCDEFabcdef".to_string()),
            (UNRESERVED, unreserved.clone()),
            (RESERVED, ":/?#[]@!$&'()*+,;=".to_string()),
            (PCHAR, format!("{unreserved}!$&'()*+,;=:@")),
            (QUERY, format!("{unreserved}!$&'()*+,;=:@/?")),
            (SEGMENT_NZ_NC, format!("{unreserved}!$&'()*+,;=@")),
            (CHARS, format!("{unreserved}:/?#[]@!$&'()*+,;=%")),
        ]);
    }
}
