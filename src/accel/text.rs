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

/// `bytes` as a `str` if they are all ASCII (which is UTF-8): one word-wide
/// ASCII test, where `str::from_utf8` decodes (a found URL's text is
/// usually printable ASCII already checked byte by byte).
#[inline]
pub(crate) fn ascii_str(bytes: &[u8]) -> Option<&str> {
    if bytes.is_ascii() {
        // SAFETY: ASCII bytes are UTF-8 (checked on the line above).
        Some(unsafe { std::str::from_utf8_unchecked(bytes) })
    } else {
        None
    }
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
        for len in 0..=40 {
            let mut b = vec![b'a'; len];
            assert_eq!(ascii_str(&b).map(str::len), Some(len));
            if len > 0 {
                b[len - 1] = 0xc3;
                assert_eq!(ascii_str(&b), None, "{len}");
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
