//! Packed scheme names: a name of at most eight bytes as one `u64`, the
//! first byte least significant, zero-padded, so that a name is compared
//! or hashed in one operation. Lower-cased by `| 0x20` on each byte, which
//! lower-cases ASCII letters and turns no other byte into a lower-case
//! letter: a packed input equals a packed lower-case name only if its bytes
//! are that name in some case. Every packing of a name goes through
//! [`pack`] (names known at compile time) or [`packed_prefix`] (the first
//! bytes of an input); the twins are byte loops (`tests` below).

use crate::accel::words;

/// `name`'s bytes (at most eight) packed, zero-padded; no case change.
pub(crate) const fn pack(name: &[u8]) -> u64 {
    let mut padded = [0u8; 8];
    let mut k = 0;
    while k < name.len() && k < 8 {
        padded[k] = name[k];
        k += 1;
    }
    u64::from_le_bytes(padded)
}

/// `0x20` in each of the first `len` bytes.
const LOWER_MASK: [u64; 9] = {
    let mut m = [0u64; 9];
    let mut len = 1;
    while len <= 8 {
        m[len] = m[len - 1] | 0x20 << (8 * (len - 1));
        len += 1;
    }
    m
};

/// The first `n` bytes of `bytes` (1 to 8 of them) packed, each with
/// `| 0x20`. The word is the input's first eight bytes, masked to the
/// name: copying the name into a zeroed buffer called `memcpy` on every
/// URL (docs/performance.md, `Scheme::from_prefix`).
#[inline(always)]
pub(crate) fn packed_prefix(bytes: &[u8], n: usize) -> u64 {
    debug_assert!((1..=8).contains(&n) && n <= bytes.len());
    let word = match bytes.first_chunk::<8>() {
        Some(first) => u64::from_le_bytes(*first),
        None => pack(bytes),
    };
    word & (u64::MAX >> (64 - 8 * n)) | LOWER_MASK[n]
}

/// The length of the name that ends at the first `:` among the first nine
/// bytes of `bytes`, if there is one (0 if `bytes` starts with `:`). From
/// the first eight bytes as one word where there are eight, so that a
/// scheme's dispatch has no loop to the `:` (whose exit mispredicted on a
/// mix of scheme lengths).
#[inline(always)]
pub(crate) fn name_before_colon(bytes: &[u8]) -> Option<usize> {
    let Some(first) = bytes.first_chunk::<8>() else {
        return bytes.iter().position(|&b| b == b':');
    };
    let n = words::first_equal(u64::from_le_bytes(*first), b':');
    (n < 8 || bytes.get(8) == Some(&b':')).then_some(n)
}

/// Whether `bytes` starts with `name` in any case (`name` lower-case, its
/// bytes ASCII) and then `tail` exactly, compared as one word; `None` when
/// the two do not fit in eight bytes or `bytes` has fewer than eight (the
/// caller compares them byte by byte). Fewer instructions and mispredicted
/// branches than a byte compare (docs/performance.md, scheme prefix).
#[inline(always)]
pub(crate) fn starts_with_name(bytes: &[u8], name: &str, tail: &str) -> Option<bool> {
    let (n, full) = (name.len(), name.len() + tail.len());
    let first = bytes.first_chunk::<8>()?;
    if full > 8 || n == 0 {
        return None;
    }
    let keep = u64::MAX >> (64 - 8 * full);
    let expected = name
        .bytes()
        .chain(tail.bytes())
        .enumerate()
        .fold(0, |w, (k, b)| w | u64::from(b) << (8 * k));
    Some(u64::from_le_bytes(*first) & keep | LOWER_MASK[n] == expected)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn packing_agrees_with_a_loop_over_the_bytes() {
        let inputs: [&[u8]; 9] = [
            b"http://h/",
            b"HTTP:",
            b"ftp:",
            b"x:",
            b":",
            b"prospero:",
            b"gopher://x",
            b"a",
            b"abcdefghij:",
        ];
        for input in inputs {
            for n in 1..=input.len().min(8) {
                let by_bytes = input[..n]
                    .iter()
                    .enumerate()
                    .fold(0u64, |w, (k, &b)| w | u64::from(b | 0x20) << (8 * k));
                assert_eq!(packed_prefix(input, n), by_bytes, "{input:?} {n}");
            }
            let colon = input.iter().take(9).position(|&b| b == b':');
            assert_eq!(name_before_colon(input), colon, "{input:?}");
        }
        assert_eq!(pack(b"ftp"), u64::from_le_bytes(*b"ftp\0\0\0\0\0"));
        assert_eq!(name_before_colon(b"12345678:"), Some(8));
        assert_eq!(name_before_colon(b"123456789:"), None);
    }

    #[test]
    fn names_at_the_start_of_an_input() {
        let ok = |b: &[u8], name: &str, tail: &str| {
            b.len() >= name.len() + tail.len()
                && b[..name.len()].eq_ignore_ascii_case(name.as_bytes())
                && b[name.len()..].starts_with(tail.as_bytes())
        };
        for input in [
            &b"http://h/"[..],
            b"HTTP://h/",
            b"Http:/x/y",
            b"news:abcd",
            b"NEWS;abcd",
            b"ftp://ab",
            b"ftq://ab",
            b"http:",
        ] {
            for (name, tail) in [
                ("http", "://"),
                ("news", ":"),
                ("ftp", "://"),
                ("http", ":"),
            ] {
                let got = starts_with_name(input, name, tail);
                if input.len() >= 8 {
                    assert_eq!(got, Some(ok(input, name, tail)), "{input:?} {name}{tail}");
                } else {
                    assert_eq!(got, None);
                }
            }
        }
        assert_eq!(starts_with_name(b"prospero://x", "prospero", "://"), None);
    }
}
