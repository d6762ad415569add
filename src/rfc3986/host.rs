//! RFC 3986 section 3.2.2 and 3.2.3: the host forms that are not a
//! name (`IP-literal`, `IPvFuture`, `IPv6address`, `h16`, `ls32`,
//! `IPv4address`, `dec-octet`) and `port`, which RFC 3987 uses as they
//! are.

// Rules the generic structure reads without calling them by name stay,
// one function each, for the grammar-sync and rule-by-rule tests.
#![cfg_attr(not(test), allow(dead_code))]

use crate::core::failure::Expected;
use crate::core::failure::Kind;
use crate::core::input::{PResult, Src, byte, consumed, fail, fail_span, peek, split, take_run};
use crate::rfc3986::chars::{DIGIT, FUTURE, HEXDIG};

/// Which alternative of `host` a host is, the first that matches
/// (section 3.2.2: "the host is an IPv4 literal when it matches
/// `IPv4address`", even though it matches `reg-name` too).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum HostForm {
    /// `IP-literal` holding an `IPv6address`.
    Ipv6,
    /// `IP-literal` holding an `IPvFuture`.
    IpvFuture,
    /// `IPv4address`.
    Ipv4,
    /// `reg-name`, possibly empty.
    RegName,
}

/// ```abnf
/// port          = *DIGIT
/// ```
pub(crate) fn port<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    Ok(take_run(i, &DIGIT))
}

/// ```abnf
/// IP-literal    = "[" ( IPv6address / IPvFuture  ) "]"
/// ```
pub(crate) fn ip_literal<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    let (r, _) = byte(i, b'[', "IP-literal", Expected::HOST)?;
    let (r, _) = match peek(r) {
        Some(b'v' | b'V') => ipvfuture(r)?,
        _ => ipv6address(r)?,
    };
    if peek(r) == Some(b'%') {
        // RFC 6874's `"%25" ZoneID`, named as what it is: the zone up to
        // the `]` (or the end).
        let zone = r
            .bytes()
            .iter()
            .position(|&b| b == b']')
            .unwrap_or(r.input_len());
        return Err(fail_span(
            r,
            zone,
            Kind::ZoneId,
            "IP-literal",
            Expected::CLOSE_BRACKET,
        ));
    }
    let (r, _) = byte(r, b']', "IP-literal", Expected::CLOSE_BRACKET)?;
    Ok((r, consumed(i, r)))
}

/// ```abnf
/// IPvFuture     = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )
/// ```
///
/// `"v"` is `v` or `V`: ABNF strings are case-insensitive.
pub(crate) fn ipvfuture<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    let r = match peek(i) {
        Some(b'v' | b'V') => split(i, 1).0,
        _ => return Err(fail(i, "IPvFuture", Expected::LETTER)),
    };
    let (r, version) = take_run(r, &HEXDIG);
    if version.input_len() == 0 {
        return Err(fail(r, "IPvFuture", Expected::HEX));
    }
    let (r, _) = byte(r, b'.', "IPvFuture", Expected::HEX.with(Expected::DOT))?;
    let (r, address) = take_run(r, &FUTURE);
    if address.input_len() == 0 {
        return Err(fail(r, "IPvFuture", Expected::HOST));
    }
    Ok((r, consumed(i, r)))
}

/// ```abnf
/// IPv6address   =                            6( h16 ":" ) ls32
///               /                       "::" 5( h16 ":" ) ls32
///               / [               h16 ] "::" 4( h16 ":" ) ls32
///               / [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32
///               / [ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32
///               / [ *3( h16 ":" ) h16 ] "::"    h16 ":"   ls32
///               / [ *4( h16 ":" ) h16 ] "::"              ls32
///               / [ *5( h16 ":" ) h16 ] "::"              h16
///               / [ *6( h16 ":" ) h16 ] "::"
/// ```
///
/// The nine alternatives say one thing: 16-bit pieces (`h16`) separated by
/// `:`, the last two of which may be an `IPv4address` (`ls32`), eight
/// pieces in all, or at most seven with one `::` standing for the rest.
/// That is what this reads, piece by piece.
pub(crate) fn ipv6address<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    let mut r = i;
    let mut pieces = 0;
    let mut compressed = false;
    if i.bytes().starts_with(b"::") {
        compressed = true;
        r = split(r, 2).0;
    } else if peek(i) == Some(b':') {
        // A lone `:` first: only a second one continues it.
        return Err(fail(split(i, 1).0, "IPv6address", Expected::COLON));
    }
    loop {
        let digits = r.bytes().iter().take_while(|b| HEXDIG.has(**b)).count();
        if digits == 0 {
            // A piece is required after a single `:`, and at the start
            // unless the address starts with `::`.
            if compressed && consumed(i, r).bytes().ends_with(b"::") {
                break;
            }
            return Err(fail(r, "IPv6address", Expected::HEX.with(Expected::COLON)));
        }
        if compressed && pieces >= 7 {
            // `::` stands for one piece at least: no room for this one.
            return Err(pieces_error(r, Expected::CLOSE_BRACKET));
        }
        if digits > 4 {
            // Neither an `h16` nor the first number of an `IPv4address`
            // has a fifth digit.
            return Err(fail_span(
                split(r, 4).0,
                1,
                Kind::Ipv6PieceTooLong,
                "h16",
                Expected::COLON,
            ));
        }
        if r.bytes().get(digits) == Some(&b'.') {
            // The last two pieces as an `IPv4address` (`ls32`): only where
            // two pieces are left, else the `.` is the first byte too many.
            let fits = if compressed { pieces <= 5 } else { pieces == 6 };
            if !fits {
                let expected = Expected::HEX.with(Expected::COLON);
                return Err(pieces_error(split(r, digits).0, expected));
            }
            // Its first number is an `h16` as well up to the `.`: where it
            // is no `dec-octet`, the `.` is where both readings have died.
            if octet_len(r.bytes()) < digits {
                return Err(fail_span(
                    split(r, digits).0,
                    1,
                    Kind::Ipv4Octet,
                    "IPv6address",
                    Expected::NONE,
                ));
            }
            r = ipv4address(r)?.0;
            pieces += 2;
            break;
        }
        r = h16(r)?.0;
        pieces += 1;
        let full = if compressed { pieces >= 7 } else { pieces >= 8 };
        if r.bytes().starts_with(b"::") {
            if compressed || full {
                // A second `::` (its second `:` is where no address
                // continues), or any `:` once the pieces are all there.
                let at = if full { 0 } else { 1 };
                return Err(pieces_error(split(r, at).0, Expected::CLOSE_BRACKET));
            }
            compressed = true;
            r = split(r, 2).0;
        } else if peek(r) == Some(b':') {
            if full {
                return Err(pieces_error(r, Expected::CLOSE_BRACKET));
            }
            r = split(r, 1).0;
        } else {
            break;
        }
    }
    if !compressed && pieces < 8 {
        return Err(pieces_error(r, Expected::COLON));
    }
    Ok((r, consumed(i, r)))
}

/// The length of the longest `dec-octet` at the start of `bytes` (0 when
/// they do not start with a digit).
fn octet_len(bytes: &[u8]) -> usize {
    let n = bytes.iter().take_while(|b| b.is_ascii_digit()).count();
    match &bytes[..n] {
        [] => 0,
        [b'0', ..] => 1,
        [a, b, c, ..] if (*a, *b, *c) <= (b'2', b'5', b'5') => 3,
        _ => n.min(2),
    }
}

/// An IPv6 address with a piece too many or too few at `at`.
#[cold]
fn pieces_error<'a, I: Src<'a>>(at: I, expected: Expected) -> nom::Err<crate::core::failure::Fail> {
    let len = at
        .bytes()
        .first()
        .map_or(0, |&b| crate::core::failure::utf8_width(b));
    fail_span(at, len, Kind::Ipv6Pieces, "IPv6address", expected)
}

/// ```abnf
/// h16           = 1*4HEXDIG
/// ```
pub(crate) fn h16<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    let (r, digits) = take_run(i, &HEXDIG);
    match digits.input_len() {
        0 => Err(fail(i, "h16", Expected::HEX)),
        1..=4 => Ok((r, digits)),
        _ => Err(fail_span(
            split(i, 4).0,
            1,
            Kind::Ipv6PieceTooLong,
            "h16",
            Expected::COLON,
        )),
    }
}

/// ```abnf
/// ls32          = ( h16 ":" h16 ) / IPv4address
/// ```
pub(crate) fn ls32<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    let digits = i.bytes().iter().take_while(|b| HEXDIG.has(**b)).count();
    if i.bytes().get(digits) == Some(&b'.') {
        return ipv4address(i);
    }
    let (r, _) = h16(i)?;
    let (r, _) = byte(r, b':', "ls32", Expected::COLON)?;
    let (r, _) = h16(r)?;
    Ok((r, consumed(i, r)))
}

/// ```abnf
/// IPv4address   = dec-octet "." dec-octet "." dec-octet "." dec-octet
/// ```
pub(crate) fn ipv4address<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    let (mut r, _) = dec_octet(i)?;
    for _ in 0..3 {
        r = byte(r, b'.', "IPv4address", Expected::DOT)?.0;
        r = dec_octet(r)?.0;
    }
    Ok((r, consumed(i, r)))
}

/// ```abnf
/// dec-octet     = DIGIT                 ; 0-9
///               / %x31-39 DIGIT         ; 10-99
///               / "1" 2DIGIT            ; 100-199
///               / "2" %x30-34 DIGIT     ; 200-249
///               / "25" %x30-35          ; 250-255
/// ```
///
/// A number from 0 to 255 without a leading zero. The digits that follow
/// one are never part of what follows it (`.`, `]`, or the end of a host),
/// so the whole run of digits is the octet or nothing.
pub(crate) fn dec_octet<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    let (r, digits) = take_run(i, &DIGIT);
    let d = digits.bytes();
    if d.is_empty() {
        return Err(fail(i, "dec-octet", Expected::DIGIT));
    }
    // The first digit after the longest `dec-octet` is where no address
    // continues.
    let good = octet_len(d);
    if good == d.len() {
        Ok((r, digits))
    } else {
        Err(fail_span(
            split(i, good).0,
            1,
            Kind::Ipv4Octet,
            "dec-octet",
            Expected::NONE,
        ))
    }
}
