//! Word-at-a-time (SWAR) byte tests: eight bytes of a document read as
//! one `u64`, byte `k` in bits `8k..8k + 8` (little-endian), and the high
//! bit of each byte that is in a class. Each mask is exact: no carry or
//! borrow crosses from one byte into the next. The twin of each test is a
//! loop over the eight bytes (`tests` below).

use crate::core::table::{HIGH, ONES};

/// The eight bytes of `doc` before `end`, as a word; `None` before byte 8.
#[inline(always)]
pub(crate) fn word_before(doc: &[u8], end: usize) -> Option<u64> {
    let start = end.checked_sub(8)?;
    doc.get(start..end)?
        .first_chunk::<8>()
        .map(|w| u64::from_le_bytes(*w))
}

/// The high bit of each byte of `x` that is `b`.
#[inline(always)]
pub(crate) fn equal(x: u64, b: u8) -> u64 {
    let v = x ^ (ONES * u64::from(b)); // the bytes equal to `b` become 0
    !(((v & !HIGH) + !HIGH) | v) & HIGH
}

/// The index of the first byte of `x` that is `b`, 8 if none: the
/// zero-byte test, whose lowest bit is exact (a borrow only runs upwards
/// from a byte that is zero), cheaper than [`equal`] where only the first
/// byte matters, and without a branch.
#[inline(always)]
pub(crate) fn first_equal(x: u64, b: u8) -> usize {
    let v = x ^ (ONES * u64::from(b));
    let m = v.wrapping_sub(ONES) & !v & HIGH;
    (m.trailing_zeros() / 8) as usize
}

/// The high bit of each byte of `x` that is ASCII whitespace: space, tab,
/// line feed, vertical tab, form feed, carriage return.
#[inline(always)]
pub(crate) fn spaces(x: u64) -> u64 {
    // In seven bits per byte, so that no sum carries into the next byte;
    // bytes of 0x80 and up are dropped at the end.
    let y = x & !HIGH;
    let space = !((y ^ (ONES * 0x20)) + !HIGH);
    let control = (y + ONES * (0x80 - 0x09)) & (ONES * (0x80 + 0x0d) - y);
    (space | control) & !x & HIGH
}

/// The high bit of each byte of `x` that is an ASCII letter.
#[inline(always)]
pub(crate) fn letters(x: u64) -> u64 {
    // Per byte, in seven bits so that no sum carries into the next byte:
    // lower-cased, at least `a`, at most `z`, and not a byte >= 0x80.
    let y = (x | (ONES * 0x20)) & !HIGH;
    (y + ONES * (0x80 - b'a' as u64)) & (ONES * (0x80 + b'z' as u64) - y) & !x & HIGH
}

/// The high bit of each byte that `mask` (a mask of the tests above) does
/// not mark: the bytes outside a class.
#[inline(always)]
pub(crate) fn others(mask: u64) -> u64 {
    !mask & HIGH
}

/// `x` with `| 0x20` on each byte: ASCII letters lower-cased, and no other
/// byte turned into a lower-case letter.
#[inline(always)]
pub(crate) fn lower(x: u64) -> u64 {
    x | (ONES * 0x20)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The mask of the bytes of `x` for which `f` holds, byte by byte.
    fn by_bytes(x: u64, f: impl Fn(u8) -> bool) -> u64 {
        x.to_le_bytes()
            .iter()
            .enumerate()
            .fold(0, |m, (k, &b)| m | u64::from(f(b)) << (8 * k + 7))
    }

    /// Every byte value in every lane, beside neighbours that would carry
    /// or borrow into it (0x00, 0x7f, 0x80, 0xff), and random words.
    fn words() -> Vec<u64> {
        let mut out = Vec::new();
        for lane in 0..8 {
            for b in 0..=255u64 {
                for fill in [0x00u64, 0x7f, 0x80, 0xff, 0x20, 0x3a] {
                    out.push((ONES * fill) & !(0xff << (8 * lane)) | b << (8 * lane));
                }
            }
        }
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..20_000 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            out.push(seed);
        }
        out
    }

    #[test]
    fn each_test_agrees_with_a_loop_over_the_bytes() {
        for x in words() {
            assert_eq!(
                spaces(x),
                by_bytes(x, |b| b.is_ascii_whitespace() || b == 0x0b),
                "{x:#x}"
            );
            assert_eq!(
                letters(x),
                by_bytes(x, |b| b.is_ascii_alphabetic()),
                "{x:#x}"
            );
            assert_eq!(
                others(letters(x)),
                by_bytes(x, |b| !b.is_ascii_alphabetic()),
                "{x:#x}"
            );
            for b in [b':', b'/', b'<', b' ', 0x00, 0x80, 0xff] {
                let eq = by_bytes(x, |y| y == b);
                assert_eq!(equal(x, b), eq, "{x:#x} {b}");
                let first = x.to_le_bytes().iter().position(|&y| y == b);
                assert_eq!(first_equal(x, b), first.unwrap_or(8), "{x:#x} {b}");
            }
            let low = u64::from_le_bytes(x.to_le_bytes().map(|b| b | 0x20));
            assert_eq!(lower(x), low);
        }
    }

    #[test]
    fn words_before_an_offset() {
        let doc = b"0123456789";
        assert_eq!(word_before(doc, 7), None);
        assert_eq!(word_before(doc, 8), Some(u64::from_le_bytes(*b"01234567")));
        assert_eq!(word_before(doc, 10), Some(u64::from_le_bytes(*b"23456789")));
        assert_eq!(word_before(doc, 11), None);
    }
}
