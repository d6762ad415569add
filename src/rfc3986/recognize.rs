//! RFC 3986's structure checked on class masks (`accel::masks`), 64
//! bytes a window, with no branch per byte: the first check of
//! `validate`. It answers `Ok` only for an input its start rule matches,
//! and for every such input but those it leaves to the rules (a first
//! window with no end of the scheme, the authority or a relative
//! reference's first segment). Otherwise it says where the rules resume
//! to name the first error: at the component the first fault lies in
//! (`structure::Resume`); for RFC 3986's check, most faults are named
//! from the masks and a table instead ([`recognize_named`], [`named`]).
//!
//! What makes the masks enough: after the scheme's `:`, every component's
//! characters are `query`'s (`pchar`, `/`, `?`) and escapes, with one `#`
//! before the fragment; the components differ only in the delimiters they
//! stop at.
//!
//! - The scheme is a letter, then scheme characters, up to the first `:`.
//! - After it every byte is `query`'s, `%` or `#`; at most one `#` (none
//!   in an `absolute-URI`); each `%` has two hex digits after it.
//! - Without `//`, that is all: a path that starts with `/` goes on with
//!   no `/` (that would be `//`), any other is `path-rootless` or
//!   `path-empty`, and the first `?` and `#` end it.
//! - With `//`, the authority runs to the first `/`, `?` or `#`: it holds
//!   at most one `@` (`userinfo` holds none), and after that the host holds
//!   no `:` but the port's, which only digits follow (`reg-name` is the
//!   rest of `query`'s characters; an `IPv4address` is a `reg-name`).
//! - A relative reference has no scheme; its first segment holds no `:`.
//! - An `IPv6address` is hex digits and `:`s: pieces of one to four
//!   digits, at most one `::`, eight pieces or at most seven with it, the
//!   last two perhaps an `IPv4address`; an `IPvFuture` is `v`, hex digits,
//!   `.` and what follows ([`ipv6_authority`]).

use std::hint::select_unpredictable;

use crate::accel::masks::{MaskSpec, Masks, with_masks64};
use crate::core::failure::{Expected, Fail, Kind, utf8_width};
use crate::core::input::is_escape;
use crate::core::table::{HEX, Table};
use crate::rfc3986::chars::{
    ALPHA, CHARS, DIGIT, HEXDIG, QUERY, Repertoire, SCHEME_TAIL, UriChars,
};
use crate::rfc3986::structure::{FaultPlace, Resume, Start, after_path, is_ipv4address};

/// The bytes that may stand anywhere after the scheme: `query`'s, the
/// `%` of an escape and the `#` before a fragment.
const ALLOWED: Table = QUERY.or(Table::of(b"%#"));

/// The classes and bytes the check reads.
const SPEC: MaskSpec<5, 6> = MaskSpec::new(
    [ALLOWED, HEXDIG, DIGIT, SCHEME_TAIL, Table::of(b"/?#")],
    [b':', b'#', b'%', b'@', b'/', b'?'],
);

/// The classes and bytes the check reads in the windows after the first.
const TAIL: MaskSpec<2, 3> = MaskSpec::new([ALLOWED, HEXDIG], [b'#', b'%', b'?']);

/// What [`tail_window`] says of a window with a fault, in one word:
/// - bits 0 to 6: its first fault, as its offset in the window plus two
///   (an escape cut short at the window's start lies up to two bytes
///   before it); [`CLEAN`] for a window with none;
/// - bit 7: whether a `#` comes in the window before the fault;
/// - bit 8: whether a `?` does.
const CLEAN: u64 = 66;

/// One window after the first, on its masks `w`: its faults (the bytes no
/// component takes, each `%` whose two hex digits are not there, a `#`
/// after the first, any in an `absolute-URI`), read with what the windows
/// before carried: the bits of this window that must be hex digits (the
/// escape of a `%` in the last two bytes of the one before) and whether a
/// `#` came. Returns where the first fault lies ([`CLEAN`]), and what
/// this window carries to the next.
#[inline(always)]
fn tail_window(w: Masks<2, 3>, carry: u64, hashed: bool, start: Start) -> (u64, u64, bool) {
    let [allowed, hex] = w.classes;
    let [hash, percent, question] = w.bytes;
    // The escapes' hex digits, as bits of this window and the next.
    let need = (u128::from(percent) << 1) | (u128::from(percent) << 2) | u128::from(carry);
    let extra_hash = match start {
        Start::Absolute => hash,
        _ if hashed => hash,
        _ => hash & hash.wrapping_sub(1),
    };
    let outside = (w.within & !allowed) | extra_hash;
    let out = ((need >> 64) as u64, hashed | (hash != 0));
    if outside | (need as u64 & !hex) == 0 {
        return (CLEAN, out.0, out.1);
    }
    // The first fault: the escape of each `%` read on its hex digits one
    // and two bytes after it (past the window, taken as there: the next
    // window reads them), and an escape from the window before cut short
    // here, whose `%` lies one byte before the window (carry bits 0 and
    // 1) or two (bit 0 alone). Bit 0 stands for that one.
    let hex1 = hex >> 1 | 1 << 63;
    let hex2 = hex >> 2 | 3 << 62;
    let cut = carry & !hex != 0;
    let faults = outside | (percent & !(hex1 & hex2)) | u64::from(cut);
    let below = faults.wrapping_sub(1) & !faults;
    let back = if cut { 2 - (carry >> 1) } else { 0 };
    let at = (u64::from(faults.trailing_zeros()) + 2 - back)
        | u64::from(hash & below != 0) << 7
        | u64::from(question & below != 0) << 8;
    (at, out.0, out.1)
}

/// Bits `k` and up (none from 64 on).
#[inline(always)]
fn from(k: usize) -> u64 {
    u64::MAX.checked_shl(k as u32).unwrap_or(0)
}

/// The lowest set bit of `k` and the bits below it (all for none).
#[inline(always)]
fn lowest_and_below(k: u64) -> u64 {
    k ^ k.wrapping_sub(1)
}

/// Whether bit `k` (below 64) of `mask` is set.
#[inline(always)]
fn bit(mask: u64, k: usize) -> bool {
    mask >> k & 1 != 0
}

/// Whether `k` bits hold at most one set bit.
#[inline(always)]
fn at_most_one(k: u64) -> bool {
    k & k.wrapping_sub(1) == 0
}

/// Whether the whole of `b` is a `start` (a `URI`, `URI-reference` or
/// `absolute-URI`): `Ok` only if it is, and for every such input but those
/// left to the rules (a first window that holds no end of the first
/// segment or of the authority). Else where the rules resume to
/// name the first error ([`Resume`]): the component the masks' first
/// fault lies in (a byte no component takes, a `%` without two hex
/// digits, a second `#`): the scheme, the authority (also for an IP
/// literal with a fault, or a structure there the masks do not read), the
/// path, the query or the fragment.
#[inline]
pub(crate) fn recognize(b: &[u8], start: Start) -> Result<(), Resume> {
    read_as::<false>(b, start)
}

/// [`recognize`] for RFC 3986's characters, which also places the faults
/// it can name from the masks alone ([`Resume::Named`], then [`named`]):
/// one in the scheme or in an authority without `@` or IP literal (in the
/// first window), or in a `URI`'s path, query or fragment, in any window.
/// Those are most faults; naming them from a table, with no further
/// choice of the component, saves the mispredicted jump on where the
/// rules resume, and a caller who reads only `is_ok()` pays nothing for
/// the naming.
#[inline]
pub(crate) fn recognize_named(b: &[u8], start: Start) -> Result<(), Resume> {
    read_as::<true>(b, start)
}

/// [`read`] on the masks of `b`, compiled once for each `start`: a
/// constant there, so that what differs by start costs nothing at run
/// time (and holds no register).
#[inline(always)]
fn read_as<const NAMED: bool>(b: &[u8], start: Start) -> Result<(), Resume> {
    match start {
        Start::Identifier => with_masks64(
            b,
            &SPEC,
            #[inline(always)]
            |m| read::<NAMED>(b, Start::Identifier, m),
        ),
        Start::Reference => with_masks64(
            b,
            &SPEC,
            #[inline(always)]
            |m| read::<NAMED>(b, Start::Reference, m),
        ),
        Start::Absolute => with_masks64(
            b,
            &SPEC,
            #[inline(always)]
            |m| read::<NAMED>(b, Start::Absolute, m),
        ),
    }
}

/// How the rules name a fault in a place: the rule and what it expected
/// at a character, whether what may follow a path joins that, and the
/// rule a `%` that starts no escape fails in (none where a `%` is just a
/// character out of place).
struct Naming {
    production: &'static str,
    expected: Expected,
    after_path: bool,
    escape: Option<&'static str>,
}

const fn naming(
    production: &'static str,
    expected: Expected,
    after_path: bool,
    escape: Option<&'static str>,
) -> Naming {
    Naming {
        production,
        expected,
        after_path,
        escape,
    }
}

/// The namings of the places of [`FaultPlace`], in its order.
const NAMINGS: [Naming; 12] = {
    let n = UriChars::NAMES;
    let path = Expected::PATH_CHAR
        .with(Expected::SLASH)
        .with(Expected::END);
    let tail = path.with(Expected::QUESTION);
    let user = Some(n.userinfo);
    [
        naming("scheme", Expected::LETTER, false, None),
        naming(
            "scheme",
            Expected::SCHEME_CHAR.with(Expected::COLON),
            false,
            None,
        ),
        naming(
            "port",
            Expected::DIGIT.with(Expected::SLASH).with(Expected::END),
            true,
            user,
        ),
        naming(
            n.reg_name,
            Expected::HOST
                .with(Expected::COLON)
                .with(Expected::SLASH)
                .with(Expected::END),
            true,
            user,
        ),
        naming(n.path_abempty, path, true, Some(n.path_abempty)),
        naming(n.path_absolute, path, true, Some(n.path_absolute)),
        naming(n.path_rootless, path, true, Some(n.path_rootless)),
        naming(n.path_rootless, path, true, Some(n.segment_nz)),
        naming(n.whole, Expected::END, true, Some(n.segment_nz)),
        naming(n.query, tail, true, Some(n.query)),
        naming(n.fragment, tail, false, Some(n.fragment)),
        naming(
            "host",
            Expected::COLON.with(Expected::SLASH).with(Expected::END),
            true,
            user,
        ),
    ]
};

/// The failure of the rules at a fault of `input` that the masks placed
/// ([`Resume::Named`]): the one `structure::fault_in` gives there, with
/// its kind as the public error has it (a character outside the grammar
/// told from one out of place), read from [`NAMINGS`].
#[inline(always)]
pub(crate) fn named(input: &str, start: Start, fault: usize, place: FaultPlace) -> Fail {
    let b = input.as_bytes();
    let naming = &NAMINGS[place as usize];
    let expected = if naming.after_path {
        naming.expected.with(after_path(start))
    } else {
        naming.expected
    };
    let rest = b.len().saturating_sub(fault);
    let Some(&c) = b.get(fault) else {
        // Only a scheme's fault lies at the end.
        return Fail::new(0, 0, naming.production, Kind::UnexpectedEnd, expected);
    };
    // A `%` that starts no escape and a character out of place are
    // equally likely and at random: each field is chosen by value, with
    // no branch on which it is (`bad_escape_inline`'s reading, unrolled:
    // the `%` and at most two characters after it, read at the last byte
    // where the input ends before them).
    let escape = (c == b'%') & naming.escape.is_some();
    let last = b.len() - 1;
    let at1 = fault + 1;
    let (c1, has1) = (b[at1.min(last)], at1 <= last);
    let at2 = at1 + utf8_width(c1);
    let (c2, has2) = (b[at2.min(last)], at2 <= last);
    let hex = (!has1 | HEX.has(c1)) & (!has2 | HEX.has(c2));
    let truncated = !has2 & hex;
    let escape_len = 1 + usize::from(has1) * utf8_width(c1) + usize::from(has2) * utf8_width(c2);
    const KINDS: [Kind; 4] = [
        Kind::UnexpectedChar,
        Kind::CharOutsideGrammar,
        Kind::BadEscape,
        Kind::TruncatedEscape,
    ];
    // As numbers and indices: the compiler keeps a branch for an `if`
    // on `escape`. The index masked into the array's bounds: with no
    // panic left, an error that nobody reads is not made at all.
    let e = usize::from(escape);
    let kind = KINDS[(e * (2 + usize::from(truncated)) + (1 - e) * usize::from(!CHARS.has(c))) & 3];
    let len = e * escape_len + (1 - e) * utf8_width(c);
    let production = [
        naming.production,
        naming.escape.unwrap_or(naming.production),
    ][e];
    let expected = [expected, Expected::HEX][e];
    Fail::new(rest, len, production, kind, expected)
}

/// The faults of the first window (`within` the bits of its bytes): the bytes
/// no component takes, each `%` without two hex digits after it in this
/// window (so each `%` in its last two bytes, which `read` then reads on),
/// each `#` after the first (or any, in an `absolute-URI`).
#[inline(always)]
fn first_faults(within: u64, start: Start, allowed: u64, hex: u64, hash: u64, percent: u64) -> u64 {
    let extra_hash = match start {
        Start::Absolute => hash,
        _ => hash & hash.wrapping_sub(1),
    };
    let bad_escape = percent & !(hex >> 1 & hex >> 2);
    (within & !allowed) | bad_escape | extra_hash
}

/// The masks of the first window that [`ipv6_authority`] reads: its
/// faults ([`first_faults`]), hex digits, digits, `:`s, `@`s and `%`s.
struct HostMasks {
    faults: u64,
    hex: u64,
    digit: u64,
    colon: u64,
    at: u64,
    percent: u64,
}

/// The first fault of `b` past an authority whose host is an
/// `IP-literal`, read on the masks: the authority runs from `a` to `e`,
/// the `[` is the first fault, at the host's start, and the next fault is
/// its `]`, followed by the authority's end or by `:` and the port's
/// digits, and no fault at the authority's end. `None` for any other
/// authority: the rules read it.
///
/// Between the brackets, an `IPv6address` or an `IPvFuture`:
/// - An `IPv6address`: hex digits and `:`, pieces of one to four digits,
///   at most one `::` and no `:::`, no lone `:` first or last, and eight
///   pieces, or at most seven with the `::` (which stands for one or
///   more): the nine alternatives of the rule. Where the last `:` is
///   followed by more than hex digits, what follows it is `ls32`'s
///   `IPv4address` ([`is_ipv4address`]), which counts as two pieces.
/// - An `IPvFuture`: `v`, one or more hex digits, `.`, and one or more
///   characters that are neither `%` nor `@` (the masks have placed every
///   other byte that is no `unreserved`, `sub-delims` or `:` as a fault, or
///   as the authority's end).
// Out of line, handed the six masks it reads: the rest of the first
// window's masks stay in the registers the path of every other URL uses.
#[inline(never)]
fn ipv6_authority(b: &[u8], a: usize, e: usize, m: HostMasks) -> Option<usize> {
    let HostMasks { faults, hex, .. } = m;
    let open = faults.trailing_zeros() as usize;
    let ats = m.at & from(a) & !from(e);
    // No user, or one whose `@` stands right before the `[`.
    let user_ok = if ats == 0 {
        open == a
    } else {
        open > a && ats == 1 << (open - 1)
    };
    if b.get(open) != Some(&b'[') || !user_ok {
        return None;
    }
    let close = (faults & from(open + 1)).trailing_zeros() as usize;
    if close >= e || b.get(close) != Some(&b']') {
        return None;
    }
    let inside = from(open + 1) & !from(close);
    let host = if inside & !(hex | m.colon) == 0 {
        pieces_only(open, close, hex & inside, m.colon & inside, 0)
    } else {
        other_literal(b, open, close, hex, m.colon, m.percent)
    };
    let port = from(close + 2) & !from(e);
    let after = close + 1 == e || (bit(m.colon, close + 1) && port & !m.digit == 0);
    // A fault at the authority's end (a `#` in an `absolute-URI`) is
    // named in the host: the rules read it.
    let past = (faults & from(close + 1)).trailing_zeros() as usize;
    (host && after && past > e).then_some(past)
}

/// Whether the bytes from `open + 1` to `end` (`digits` and `colons`, no
/// other) are an `IPv6address`'s pieces, with `more` pieces after them
/// (two for `ls32`'s `IPv4address`, which then follows the last `:`):
/// pieces of one to four digits, at most one `::` and no `:::`, no lone
/// `:` first, none last either where nothing follows, and eight pieces in
/// all, or at most seven with the `::` (which stands for one or more).
#[inline(always)]
fn pieces_only(open: usize, end: usize, digits: u64, colons: u64, more: u32) -> bool {
    let double = colons & colons >> 1;
    let pieces = (digits & !(digits << 1)).count_ones() + more;
    digits & digits >> 1 & digits >> 2 & digits >> 3 & digits >> 4 == 0
        && at_most_one(double)
        && (!bit(colons, open + 1) || bit(double, open + 1))
        && (more > 0 || !bit(colons, end - 1) || bit(double, end - 2))
        && if double == 0 {
            pieces == 8
        } else {
            pieces <= 7
        }
}

/// Whether the bytes between the brackets at `open` and `close` (some
/// neither a hex digit nor a `:`) are an `IPv6address` that ends in
/// `ls32`'s `IPv4address`, or an `IPvFuture`: `v`, hex digits up to a
/// `.`, then one or more bytes that are no `%` (the masks have placed
/// every byte outside `unreserved`, `sub-delims` and `:` but `@` as a
/// fault or the authority's end, and an `@` between the brackets is a
/// second one).
// Out of line: one literal in twenty has such a form.
#[inline(never)]
fn other_literal(b: &[u8], open: usize, close: usize, hex: u64, colon: u64, percent: u64) -> bool {
    if b[open + 1] | 0x20 == b'v' {
        let dot = (!hex & from(open + 2)).trailing_zeros() as usize;
        return dot > open + 2
            && dot + 1 < close
            && b[dot] == b'.'
            && percent & from(dot) & !from(close) == 0;
    }
    let colons = colon & from(open + 1) & !from(close);
    if colons == 0 {
        return false;
    }
    let last = 63 - colons.leading_zeros() as usize;
    let part = from(open + 1) & !from(last + 1);
    part & !(hex | colon) == 0
        && pieces_only(open, last + 1, hex & part, colon & part, 2)
        && is_ipv4address(&b[last + 1..close])
}

/// [`recognize`] from the masks of `b`'s first window; with `NAMED`, the
/// faults [`recognize_named`] names placed as [`Resume::Named`].
#[inline(always)]
fn read<const NAMED: bool>(b: &[u8], start: Start, m: Masks<5, 6>) -> Result<(), Resume> {
    let len = b.len();
    let [allowed, hex, digit, scheme_tail, ends] = m.classes;
    let [colon, hash, percent, at, slash, question] = m.bytes;
    let n = len.min(64);
    // The first fault of the window, 64 for none.
    let faults = first_faults(m.within, start, allowed, hex, hash, percent);
    let mut fault = faults.trailing_zeros() as usize;
    // Where the part after the scheme starts.
    let c = colon.trailing_zeros() as usize;
    let scheme = c < n && ALPHA.has(b[0]) && !scheme_tail & !from(c) == 0;
    let part = match (scheme, start) {
        (true, _) => c + 1,
        (false, Start::Reference) => {
            // `path-noscheme`: no `:` before the first `/`, `?`, `#`,
            // which must come in this window unless it is the whole input.
            let d = ends.trailing_zeros() as usize;
            if colon & !from(d) != 0 || (ends == 0 && len > 64) {
                return Err(Resume::Start);
            }
            0
        }
        (false, _) => {
            let letter = b.first().is_some_and(|&x| ALPHA.has(x));
            let end = if letter {
                (!scheme_tail & from(1)).trailing_zeros() as usize
            } else {
                0
            };
            if NAMED && end < 64 && len > 0 {
                let place = if end == 0 {
                    FaultPlace::SchemeStart
                } else {
                    FaultPlace::Scheme
                };
                return Err(Resume::Named { fault: end, place });
            }
            return Err(Resume::Scheme { end });
        }
    };
    let authority = b.get(part..part + 2) == Some(b"//");
    // Where the path starts.
    let path = if authority {
        let a = part + 2;
        // The authority's bits from the masks by lowest-bit steps, with no
        // count between them: every input waits on this chain.
        let from_a = if scheme {
            !lowest_and_below(colon) << 2
        } else {
            from(2)
        };
        // The authority's end in the window (none if it ends past it).
        let end = ends & from_a;
        let span = from_a & end.wrapping_sub(1) & !end & m.within;
        let ats = at & span;
        let userinfo = if ats == 0 { 0 } else { lowest_and_below(ats) };
        let host = span & !userinfo;
        let port_colon = colon & host;
        let port = host & !lowest_and_below(port_colon);
        // A second `@`, a second `:` in the host, a port of more than
        // digits.
        let faulty = (ats & ats.wrapping_sub(1))
            | (port_colon & port_colon.wrapping_sub(1))
            | (port & !digit);
        let ends_here = end != 0 || len <= 64;
        let e = (end.trailing_zeros() as usize).min(n);
        // One test of the three (`|` on the answers, not `||`): branches
        // apart cost a faulted URI more than the answers they spare.
        if (faulty != 0) | (fault <= e) | !ends_here {
            let bracket = ends_here && b.get(fault) == Some(&b'[');
            if let Some(past) = bracket
                .then(|| {
                    let m = HostMasks {
                        faults,
                        hex,
                        digit,
                        colon,
                        at,
                        percent,
                    };
                    ipv6_authority(b, a, e, m)
                })
                .flatten()
            {
                // An IPv6 literal that the masks read: the first fault
                // is the first past it.
                fault = past;
            } else {
                // The rules read the authority, its user part up to the first
                // `@`, delimiter or fault.
                let user_end = ((ends | at) & from(a)).trailing_zeros() as usize;
                let known = user_end.min(fault).min(n).saturating_sub(a);
                let before = from(a) & !from(fault);
                let colons = colon & before;
                let port = before & from(colons.trailing_zeros() as usize + 1);
                let plain = at & before == 0 && at_most_one(colons) && port & !digit == 0;
                // A plain authority's fault lies in its host or port: the
                // masks name it, but at an IP literal's bracket.
                if NAMED && plain && fault < 62 && !matches!(b[fault], b'[' | b']') {
                    // A host that starts with a digit is rare: that test
                    // first. Here, not in `named`, which reads no more of
                    // the input than the bytes at the fault: a caller who
                    // drops the error then pays nothing for its naming.
                    let place =
                        if colons == 0 && b[a].is_ascii_digit() && is_ipv4address(&b[a..fault]) {
                            FaultPlace::Ipv4Host
                        } else {
                            select_unpredictable(colons != 0, FaultPlace::Port, FaultPlace::RegName)
                        };
                    return Err(Resume::Named { fault, place });
                }
                return Err(Resume::Authority {
                    at: a,
                    known,
                    fault,
                    plain,
                });
            }
        }
        e
    } else {
        // The scheme's characters are all `query`'s: a fault lies past it.
        part
    };
    if fault | 1 == 63 && is_escape(&b[fault..]) {
        // A `%` in the window's last two bytes (past any authority), whose
        // digits the masks do not hold, and which has them: no fault (nor
        // the hex digit after it).
        fault = 64;
    }
    // The windows after the first, while none holds a fault (and none
    // does, when the first holds one): where the first fault lies, and
    // the hex digits and the `#` carried from window to window. (The
    // first window carries none: the digits of a `%` in its last two
    // bytes are read above.)
    let (mut at, mut carry, mut hashed) = (CLEAN, 0, hash != 0);
    let mut off = 64;
    if fault == 64 {
        while off < len {
            // The state in and out by value: a closure that borrowed it
            // would keep it in memory for the form chosen out of line.
            let next;
            (at, next, hashed) = with_masks64(
                &b[off..],
                &TAIL,
                #[inline(always)]
                move |w| {
                    let (at, next, later) = tail_window(w, carry, hashed, start);
                    // Past a fault, whether a `#` came before it.
                    (
                        at,
                        next,
                        if at == CLEAN {
                            later
                        } else {
                            hashed | (at >> 7 & 1 != 0)
                        },
                    )
                },
            );
            if at != CLEAN {
                break;
            }
            carry = next;
            off += 64;
        }
        if at == CLEAN && carry == 0 {
            return Ok(());
        }
        if NAMED {
            // Past the first window, or an escape that the input's end
            // cuts short after a `%` in a window's last two bytes.
            let fault = if at == CLEAN {
                len - 2 + (carry >> 1) as usize
            } else {
                off + (at & 0x7f) as usize - 2
            };
            let questioned =
                question != 0 || at >> 8 & 1 != 0 || b[64..off.min(len)].contains(&b'?');
            if let Some(place) = far_place(b, path, authority, scheme, slash, hashed, questioned) {
                return Err(Resume::Named { fault, place });
            }
        }
    }
    // The component the fault lies in (for a fault past this window, the
    // last that starts in it).
    let query_or_fragment = (question | hash) & from(path);
    let q = query_or_fragment.trailing_zeros() as usize;
    let nameable = NAMED && fault < 64;
    if nameable && authority {
        // After an authority, the component is chosen by value: which one
        // holds the fault is as random as the fault.
        let h = (hash & from(q)).trailing_zeros() as usize;
        let later = select_unpredictable(
            fault <= h || start == Start::Absolute,
            FaultPlace::Query,
            FaultPlace::Fragment,
        );
        let place = select_unpredictable(fault <= q, FaultPlace::PathAbEmpty, later);
        return Err(Resume::Named { fault, place });
    }
    if fault <= q {
        // Whether a `/` comes after the path's first byte, before the fault.
        let slashed = slash & from(path + 1) & !from(fault) != 0;
        // (After an authority, a nameable fault was named above.)
        if nameable && scheme {
            let place = if fault == path {
                FaultPlace::PathEmpty
            } else if b[path] == b'/' {
                FaultPlace::PathAbsolute
            } else if slashed {
                FaultPlace::PathRootless
            } else {
                FaultPlace::SegmentNz
            };
            return Err(Resume::Named { fault, place });
        }
        return Err(Resume::Path {
            at: path,
            authority,
            scheme,
            fault,
            slashed,
        });
    }
    let h = if question >> q & 1 != 0 {
        let h = (hash & from(q)).trailing_zeros() as usize;
        if fault <= h || start == Start::Absolute {
            if nameable {
                return Err(Resume::Named {
                    fault,
                    place: FaultPlace::Query,
                });
            }
            return Err(Resume::Query { at: q, fault });
        }
        h
    } else {
        q
    };
    if nameable {
        return Err(Resume::Named {
            fault,
            place: FaultPlace::Fragment,
        });
    }
    Err(Resume::Fragment { at: h, fault })
}

/// The place of a fault past the first window, where the path starts at
/// `path` in the first window: the fragment after a `#` (`hashed`), the
/// query after a `?` (`questioned`), else the path; `None` for a `path-rootless`
/// whose first window holds no `/` after its first byte (the rules
/// read it) and for a relative reference's path.
#[inline(always)]
fn far_place(
    b: &[u8],
    path: usize,
    authority: bool,
    scheme: bool,
    slash: u64,
    hashed: bool,
    questioned: bool,
) -> Option<FaultPlace> {
    Some(if hashed {
        FaultPlace::Fragment
    } else if questioned {
        FaultPlace::Query
    } else if authority {
        FaultPlace::PathAbEmpty
    } else if !scheme {
        return None;
    } else if b[path] == b'/' {
        FaultPlace::PathAbsolute
    } else if slash & from(path + 1) != 0 {
        FaultPlace::PathRootless
    } else {
        return None;
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rfc3986::chars::UriChars;
    use crate::rfc3986::structure::{fault_in, parse, resumed};
    use crate::rfc3987::chars::IriChars;

    /// Inputs of the shapes the check reads, of every length `0..=256`,
    /// with a delimiter or an escape across a window's edge (at 16, 32, 64,
    /// 128 bytes and around them) in every other one.
    fn samples() -> Vec<String> {
        let mut rng = 0x2545_f491_4f6c_dd1du64;
        let mut next = move |m: usize| {
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            (rng % m as u64) as usize
        };
        const PIECES: [&str; 27] = [
            "http:",
            "//",
            "/",
            "a",
            "Z9",
            "-._~",
            "%41",
            "%4",
            "%",
            "?",
            "#",
            "@",
            ":",
            "80",
            "[",
            "]",
            "[::1]",
            "x+y.",
            "!$&'()*+,;=",
            " ",
            "é",
            "1:",
            "g",
            "mailto:",
            "[v7.a!]",
            "[1::2.3.4.5]",
            "[fe80::1%25x]",
        ];
        const EDGES: [&str; 10] = ["%41", "%4", "%", "#", "?", "/", "//", "@", ":8", " "];
        let mut out = Vec::new();
        for len in 0..=256 {
            for round in 0..40 {
                let mut s = String::new();
                if next(2) == 0 {
                    let heads = [
                        "http://",
                        "s:",
                        "//",
                        "a+b://u@h:1",
                        "s://[::1]",
                        "s://u@[v1.x]:8",
                    ];
                    s.push_str(heads[next(heads.len())]);
                }
                let edge = [16, 32, 64, 128][next(4)] + next(5) - 2;
                while s.len() < len {
                    if round % 2 == 0 && s.len() + 3 >= edge && s.len() < edge {
                        s.push_str(EDGES[next(EDGES.len())]);
                    }
                    s.push_str(PIECES[next(PIECES.len())]);
                }
                out.push(s);
            }
        }
        out
    }

    /// Whether a valid `s` is one the check leaves to the rules: one whose
    /// scheme, authority or (in a relative reference) first segment does
    /// not end in the first window.
    fn left(s: &str, start: Start) -> bool {
        let Ok(p) = parse::<UriChars>(s, start) else {
            return false;
        };
        let end = |part: &str| part.as_ptr() as usize - s.as_ptr() as usize + part.len();
        let first_segment = p.path.find(['/', '?', '#']).unwrap_or(p.path.len());
        let past = |k: usize| k >= 64 && s.len() > 64;
        p.scheme.is_some_and(|x| past(end(x)))
            || p.authority.is_some_and(|a| past(end(a.span)))
            || (p.scheme.is_none() && past(end(&p.path[..first_segment])))
    }

    #[test]
    fn ok_only_for_inputs_the_rules_match_and_resumes_where_they_fail() {
        for s in samples() {
            for start in [Start::Identifier, Start::Reference, Start::Absolute] {
                let rules = parse::<UriChars>(&s, start).map(|_| ());
                match recognize(s.as_bytes(), start) {
                    Ok(()) => {
                        assert!(rules.is_ok(), "{start:?} {s:?}");
                        assert!(parse::<IriChars>(&s, start).is_ok(), "{start:?} {s:?}");
                    }
                    Err(at) => {
                        let uri = resumed::<UriChars, &str>(&s, start, at);
                        assert_eq!(uri, rules, "{start:?} {at:?} {s:?}");
                        if let Some(f) = fault_in::<UriChars, &str>(&s, start, at) {
                            assert_eq!(Err(f), rules, "named {start:?} {at:?} {s:?}");
                        }
                        // An ASCII input is an IRI exactly when it is a
                        // URI: RFC 3987's rules resume at the same place.
                        let iri = parse::<IriChars>(&s, start).map(|_| ());
                        let wide = resumed::<IriChars, &str>(&s, start, at);
                        assert_eq!(wide, iri, "IRI {start:?} {at:?} {s:?}");
                        // Every match but the ones left to the rules.
                        assert!(rules.is_err() || left(&s, start), "{start:?} {s:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn an_escape_across_the_first_window_edge_is_read_on_the_masks() {
        for head in ["http://h/", "s:", "s:/", "http://h?", "//h/", "s://h#"] {
            for at in 56..72 {
                for tail in ["", "/b", "?q", "#f", "%42"] {
                    let mut s = head.to_string();
                    while s.len() < at {
                        s.push('a');
                    }
                    s.push_str("%41");
                    s.push_str(tail);
                    for start in [Start::Identifier, Start::Reference] {
                        if parse::<UriChars>(&s, start).is_ok() {
                            assert_eq!(recognize(s.as_bytes(), start), Ok(()), "{start:?} {s:?}");
                            assert_eq!(
                                recognize_named(s.as_bytes(), start),
                                Ok(()),
                                "{start:?} {s:?}"
                            );
                        }
                    }
                }
            }
        }
    }

    /// IPv6 literals of every shape around the rule's edges: zero to ten
    /// pieces of one to five digits, a `::` at each place or none, a
    /// `:` too many first or last, a `:::`, a second `::`.
    fn literals() -> Vec<String> {
        let mut rng = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = move |m: usize| {
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            (rng % m as u64) as usize
        };
        let mut out = Vec::new();
        for pieces in 0..=10 {
            for gap in 0..=pieces + 1 {
                for round in 0..12 {
                    let mut s = String::new();
                    if round == 1 {
                        s.push(':');
                    }
                    for k in 0..pieces {
                        if k == gap {
                            s.push_str(if round == 2 { ":::" } else { "::" });
                        } else if k > 0 {
                            s.push(':');
                        }
                        let digits = if next(8) == 0 { 5 } else { 1 + next(4) };
                        s.extend((0..digits).map(|_| b"0123456789abcdefABCDEF"[next(22)] as char));
                    }
                    if gap == pieces {
                        s.push_str("::");
                    }
                    if round == 3 {
                        s.push(':');
                    }
                    if round == 4 {
                        s.push_str("::1");
                    }
                    // `ls32`'s `IPv4address` in place of the last two
                    // pieces: dec-octets at their edges, and not quite.
                    if (5..9).contains(&round) {
                        const OCTETS: [&str; 10] =
                            ["0", "9", "10", "99", "199", "249", "255", "256", "01", "1a"];
                        let dots = if round == 8 { 2 } else { 3 };
                        s.push(':');
                        s.push_str(OCTETS[next(10)]);
                        for _ in 0..dots {
                            s.push('.');
                            s.push_str(OCTETS[next(if round == 5 { 7 } else { 10 })]);
                        }
                    }
                    out.push(s);
                }
            }
        }
        // `IPvFuture`, and what is almost one.
        out.extend(
            [
                "v1.x",
                "V1F.a:b!$&'()*+,;=-._~",
                "v7.host:2",
                "vF.x_y~z",
                "v.x",
                "v1.",
                "v1",
                "vg.x",
                "v1.a%41",
                "v1.a@b",
                "v1.a b",
                "v12.:",
                "w1.x",
                "v1:x",
            ]
            .map(str::to_owned),
        );
        out
    }

    #[test]
    fn ipv6_literals_are_read_on_the_masks_exactly() {
        let mut on_masks = 0;
        for literal in literals() {
            for shape in [
                "http://[{}]",
                "http://[{}]/p?q#f",
                "s://u:p@[{}]:8080/p",
                "s://[{}]:/p",
                "s://[{}]:8x/p",
                "s://[{}]#f#",
                "s://[{}] /",
                "s://u@@[{}]/",
                "s://x[{}]/",
            ] {
                let s = shape.replace("{}", &literal);
                for start in [Start::Identifier, Start::Reference, Start::Absolute] {
                    let rules = parse::<UriChars>(&s, start).map(|_| ());
                    for naming in [false, true] {
                        let masks = if naming {
                            recognize_named(s.as_bytes(), start)
                        } else {
                            recognize(s.as_bytes(), start)
                        };
                        match masks {
                            Ok(()) => assert!(rules.is_ok(), "{start:?} {s:?}"),
                            Err(Resume::Named { fault, place }) => {
                                let f = named(&s, start, fault, place);
                                let rules = rules.expect_err("named fault");
                                assert_eq!(public(&s, f), public(&s, rules), "{start:?} {s:?}");
                            }
                            Err(at) => {
                                let uri = resumed::<UriChars, &str>(&s, start, at);
                                assert_eq!(uri, rules, "{start:?} {at:?} {s:?}");
                            }
                        }
                    }
                    // Every valid literal, in an authority that ends in the
                    // window, is read on the masks.
                    if rules.is_ok() && s.len() <= 64 {
                        assert_eq!(recognize(s.as_bytes(), start), Ok(()), "{s:?}");
                        on_masks += 1;
                    }
                }
            }
        }
        assert!(on_masks > 1000, "{on_masks}");
    }

    /// A failure of the rules with its kind as the public error has it:
    /// an unexpected character that RFC 3986 has nowhere is outside the
    /// grammar (what `Fail::into_public` makes of it).
    fn public(s: &str, f: Fail) -> Fail {
        let at = s.len() - f.rest;
        let outside = s.as_bytes().get(at).is_some_and(|&b| !CHARS.has(b));
        if f.kind == Kind::UnexpectedChar && outside {
            Fail {
                kind: Kind::CharOutsideGrammar,
                ..f
            }
        } else {
            f
        }
    }

    /// Long inputs with a fault past the first window: after a path, a
    /// query or a fragment that starts in it or later, with a `#`, a `?`
    /// or an escape before the fault in the same window or an earlier one.
    fn far_faults() -> Vec<String> {
        let mut out = Vec::new();
        let heads = ["http://h", "s:", "http://u@h:80", "s:/p", "//h"];
        let fillers = ["/b", "%41", "?", "#", "?q", "#f"];
        let faults = [
            " ", "<", "%", "%4", "%zz", "%<", "%4<", "%z<", "#", "[", "é", "?",
        ];
        let pad = |s: &mut String, to: usize| {
            while s.len() < to {
                s.push('x');
            }
        };
        for head in heads {
            for first in fillers {
                for second in fillers {
                    for (p1, p2) in [(10, 62), (10, 66), (61, 63), (63, 64), (40, 100), (70, 127)] {
                        for at in [62, 64, 65, 100, 126, 127, 128, 129, 190] {
                            for fault in faults {
                                let mut s = head.to_string();
                                pad(&mut s, p1);
                                s.push_str(first);
                                pad(&mut s, p2);
                                s.push_str(second);
                                pad(&mut s, at);
                                s.push_str(fault);
                                out.push(format!("{s}/tail"));
                                // Ending at the fault: an escape cut short.
                                out.push(s);
                            }
                        }
                    }
                }
            }
        }
        out
    }

    #[test]
    fn a_fault_the_masks_name_is_named_as_the_rules_name_it() {
        let mut named_count = 0;
        // Named past the first window, from the later windows' masks.
        let mut far_count = 0;
        let samples = samples().into_iter().chain(far_faults()).chain(
            [
                "",
                "1",
                "h",
                "http",
                "ht<p:",
                "%41:",
                "http://a b/",
                "http://1.2.3.4 /",
                "http://1.2.3.400 /",
                "http://h:8 /",
                "http://h:%zz/",
                "http://h%4/",
                "http://%/",
                "http://h/%zz",
                "s:%z",
                "s:a%",
                "s:/a%",
                "s:a/%4",
                "s:",
                "s: ",
                "s:<",
                "s:/<",
                "s:a/b<",
                "s:a?b<",
                "s:a#b#",
                "s:a#b<",
                "s:a?b%",
                "s:a#%",
                "http://[::1]<",
                "http://h]/",
                "http://é/",
                "s:a/é",
                "s:a?€",
                "s:a#\u{7f}",
                "1:a",
                "a_b:c",
                "http://1.2.3.4^/",
                "http://u@h^st/",
                "http://u:p@h st/",
                "http://u@h%zz/",
                "http://u@h%4",
                "http://u@@h/",
                "http://u@h@/",
                "http://u@^",
                "http://u@h:8x/",
                "http://u@h:8%41/",
                "http://u@h:1:2/",
                "http://u@h:1@/",
                "http://u@1.2.3.4^/",
                "http://u@1.2.3.4%zz/",
                "http://u@1.2.3.4@/",
                "http://u@1.2.3.4:x/",
                "http://u@[::1/",
                "http://u@h]/",
                "s://u@h#a#",
            ]
            .map(String::from),
        );
        let mut places = Vec::new();
        for s in samples {
            for start in [Start::Identifier, Start::Reference, Start::Absolute] {
                let rules = parse::<UriChars>(&s, start).map(|_| ());
                let plain = recognize(s.as_bytes(), start);
                match recognize_named(s.as_bytes(), start) {
                    Err(Resume::Named { fault, place }) => {
                        named_count += 1;
                        far_count += usize::from(fault >= 64);
                        if !places.contains(&place) {
                            places.push(place);
                        }
                        let rules = rules.expect_err("a named fault fails the rules");
                        let f = named(&s, start, fault, place);
                        assert_eq!(
                            public(&s, f),
                            public(&s, rules),
                            "{start:?} {place:?} {s:?}"
                        );
                        assert!(plain.is_err(), "{start:?} {s:?}");
                    }
                    other => assert_eq!(other, plain, "{start:?} {s:?}"),
                }
            }
        }
        assert!(named_count > 10_000, "{named_count}");
        assert!(far_count > 10_000, "{far_count}");
        // Each place is named somewhere.
        assert_eq!(places.len(), NAMINGS.len(), "{places:?}");
    }
}
