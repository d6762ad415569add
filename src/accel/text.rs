//! Text from bytes without a second look: the split of a `str` at an
//! offset a byte table stopped at, and ASCII bytes as a `str`.

/// `s` split at byte `n`: `(&s[n..], &s[..n])`, the order of nom's
/// `take_split`, without `str::split_at`'s char-boundary test.
///
/// `n` must be a char boundary of `s`: the productions split only where a
/// byte table stopped or after bytes they matched, and every table byte is
/// ASCII (`core::input`'s invariants), so `n` is 0, the end, or follows an
/// ASCII byte. Debug builds check it on every split (every test, property
/// test and fuzz run); release builds do not, as the test is a branch that
/// goes a different way on every other URL (docs/performance.md,
/// `split_str`).
#[inline(always)]
pub(crate) fn split_str(s: &str, n: usize) -> (&str, &str) {
    debug_assert!(s.is_char_boundary(n), "split inside a char: {s:?} at {n}");
    // SAFETY: `n` is a char boundary of `s` (so at most `s.len()`), by the
    // productions' invariant stated above, asserted in debug builds.
    unsafe { (s.get_unchecked(n..), s.get_unchecked(..n)) }
}

/// `bytes` as a `str` if they are all ASCII (which is UTF-8). The bytes
/// are ORed a word at a time with no early exit, the last word overlapping
/// the one before: one loop whose only branch is its count, where
/// `<[u8]>::is_ascii` branches on alignment, on the tail's length and on
/// every word (a found URL's text is usually printable ASCII already
/// checked byte by byte, so the test only has to be cheap).
#[inline]
pub(crate) fn ascii_str(bytes: &[u8]) -> Option<&str> {
    const HIGH: u64 = 0x8080_8080_8080_8080;
    let mut all = 0u64;
    match bytes.last_chunk::<8>() {
        Some(last) => {
            let (words, _) = bytes.as_chunks::<8>();
            for w in words {
                all |= u64::from_ne_bytes(*w);
            }
            all |= u64::from_ne_bytes(*last);
        }
        None => {
            for &b in bytes {
                all |= u64::from(b);
            }
        }
    }
    if all & HIGH != 0 {
        return None;
    }
    // SAFETY: no byte has its high bit set (checked above): ASCII, UTF-8.
    Some(unsafe { std::str::from_utf8_unchecked(bytes) })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ascii_str_at_the_edges() {
        assert_eq!(ascii_str(b""), Some(""));
        assert_eq!(ascii_str(b"\x00\x7f"), Some("\u{0}\u{7f}"));
        assert_eq!(ascii_str(b"abc\x80"), None);
        assert_eq!(ascii_str("é".as_bytes()), None);
        // A non-ASCII byte at every position of every length: in a whole
        // word, in the overlapping last word, in a short input.
        for len in 0..=40 {
            let b = vec![b'a'; len];
            assert_eq!(ascii_str(&b).map(str::len), Some(len));
            for at in 0..len {
                for high in [0x80, 0xc3, 0xff] {
                    let mut b = b.clone();
                    b[at] = high;
                    assert!(ascii_str(&b).is_none(), "{len} {at}");
                }
            }
        }
    }

    #[test]
    fn split_str_at_every_boundary() {
        // After ASCII, after a non-ASCII character, at 0 and at the end.
        for s in ["", "a", "aé/b", "éa", "é", "ab\u{10000}"] {
            for n in (0..=s.len()).filter(|&n| s.is_char_boundary(n)) {
                assert_eq!(split_str(s, n), (&s[n..], &s[..n]), "{s:?} {n}");
            }
        }
    }

    #[test]
    #[should_panic]
    #[cfg(debug_assertions)]
    fn split_str_past_the_end_panics_in_debug_builds() {
        split_str("ab", 3);
    }

    #[test]
    #[should_panic]
    #[cfg(debug_assertions)]
    fn split_str_inside_a_char_panics_in_debug_builds() {
        split_str("aé", 2);
    }
}
