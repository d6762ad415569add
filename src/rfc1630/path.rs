//! RFC 1630, "BNF for specific URL schemes": `path`, `segment` and `search`,
//! shared by the scheme productions.

use std::fmt;

use crate::core::failure::Expected;
use crate::core::input::{
    PResult, Src, bad_escape, consumed, escaped_run, peek, renamed, run_len, split,
};
use crate::core::located::Loc;
use crate::core::table::{HIGH, ONES, Table};
use crate::core::tree::Tree;
use crate::rfc1630::chars::{XALPHA, XPALPHA, void, xalphas, xpalphas};

/// ```bnf
///      path                   void |  segment  [  / path ]
/// ```
///
/// Right recursion. A `segment` is never empty, so the language is
/// `void | segment *( "/" segment ) [ "/" ]`: no leading `/`, no `//`, at
/// most one trailing `/` (the "void segment" of the trailing-slash note).
/// The path stops before a leading `/`, and after the first `/` of a `//`
/// (after `a/` the rest is `void`).
#[inline]
pub(crate) fn path<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    // One scan over segment characters and `/` (a loop over segments
    // called the table scan once per segment: 11% of RFC 1630 `validate`
    // on the bench corpus); then the path ends where the rule stops: before
    // a leading `/`, after the first `/` of a `//`.
    const SEGMENT_OR_SLASH: Table = XPALPHA.or(Table::of(b"/"));
    let b = i.bytes();
    if b.first() == Some(&b'/') {
        let (r, _) = void(i)?;
        return Ok((r, consumed(i, r)));
    }
    let mut n = match escaped_run(b, &SEGMENT_OR_SLASH) {
        Ok(n) => n,
        // A bad escape after a `//` lies beyond the path's end.
        Err(n) if double_slash(&b[..n]).is_some() => n,
        Err(n) => return Err(nom::Err::Failure(bad_escape(i, n, "segment"))),
    };
    if let Some(k) = double_slash(&b[..n]) {
        n = k + 1;
    }
    Ok(split(i, n))
}

/// The offset of the first `//` in `b`. With SSE2, from a mask of the `/`
/// bytes (a pair is a bit next to a bit): the first sixty-four bytes as
/// four chunks joined into one word, with no branch (a chunk past the end
/// is the last sixteen bytes, shifted so that its lanes past the end are
/// empty); past them, sixteen bytes per turn, windows overlapping by one
/// byte so that no pair straddles two, the last window ending at the end of
/// `b` (pairs before it were checked already, so its first pair is the
/// first pair). Shorter inputs take two overlapping eight-byte words
/// ([`double_slash8`]).
/// (A `memchr` over the slashes cost more than the scan itself on short
/// paths, eight bytes per turn without SIMD half as much again; the last
/// bytes one by one mispredicted the loop's end on most paths, and so did
/// the sixteen-byte loop on paths of varying length.)
#[inline(always)]
fn double_slash(b: &[u8]) -> Option<usize> {
    #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
    if b.len() >= 16 {
        use safe_arch::{
            cmp_eq_mask_i8_m128i, load_unaligned_m128i, move_mask_i8_m128i, set_splat_i8_m128i,
        };
        let slashes = |at: usize| {
            let chunk: &[u8; 16] = b[at..at + 16].try_into().unwrap_or(&[0; 16]);
            let v = load_unaligned_m128i(chunk);
            move_mask_i8_m128i(cmp_eq_mask_i8_m128i(v, set_splat_i8_m128i(b'/' as i8))) as u32
        };
        let len = b.len();
        let mut word = 0u64;
        for k in 0..4 {
            let at = (16 * k).min(len - 16);
            word |= (u64::from(slashes(at)) >> (16 * k - at)) << (16 * k);
        }
        // A pair that starts at byte 63 ends past the word: left to the loop.
        let p = word & (word >> 1);
        if p != 0 {
            return Some(p.trailing_zeros() as usize);
        }
        let mut k = 63;
        while k + 16 <= len {
            let s = slashes(k);
            let p = s & (s >> 1);
            if p != 0 {
                return Some(k + p.trailing_zeros() as usize);
            }
            k += 15;
        }
        if len <= 64 {
            return None;
        }
        let last = len - 16;
        let s = slashes(last);
        let p = s & (s >> 1);
        return (p != 0).then(|| last + p.trailing_zeros() as usize);
    }
    double_slash8(b)
}

/// [`double_slash`] eight bytes per turn: for inputs shorter than sixteen
/// bytes, and for every input on targets without SSE2. The `/` bytes are
/// found with the zero-byte test, a pair as a bit next to a bit.
#[inline(always)]
fn double_slash8(b: &[u8]) -> Option<usize> {
    // The high bit of each byte of `w` that is `/`: the zero bytes of
    // `w ^ '/'`, by the exact test (each byte's sum stays in its byte).
    let slashes = |w: u64| {
        let x = w ^ (ONES * u64::from(b'/'));
        !(((x & !HIGH) + !HIGH) | x) & HIGH
    };
    let pairs = |w: u64| {
        let s = slashes(w);
        s & (s >> 8)
    };
    let word = |chunk: &[u8]| u64::from_le_bytes(chunk.try_into().unwrap_or([0; 8]));
    if b.len() >= 8 {
        // Words overlapping by one byte, so that no pair straddles two, the
        // last one ending at the end of `b` (below sixteen bytes: two words).
        let mut k = 0;
        while k + 8 <= b.len() {
            let p = pairs(word(&b[k..k + 8]));
            if p != 0 {
                return Some(k + p.trailing_zeros() as usize / 8);
            }
            k += 7;
        }
        let last = b.len() - 8;
        let p = pairs(word(&b[last..]));
        return (p != 0).then(|| last + p.trailing_zeros() as usize / 8);
    }
    (0..b.len().saturating_sub(1)).find(|&j| b[j] == b'/' && b[j + 1] == b'/')
}

/// ```bnf
///      segment                xpalphas
/// ```
#[allow(dead_code)] // `path` scans segments and slashes at once; kept as the rule's transcription
pub(crate) fn segment<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    xpalphas(i).map_err(|e| renamed(e, &["xalphas", "xpalphas"], "segment"))
}

/// ```bnf
///      search                 xalphas [ + search ]
/// ```
///
/// Right recursion, written as a loop over `"+" xalphas`. In this section
/// `+` is itself a `safe` character, so `xalphas` already takes every `+`
/// and the language is `1*xalpha` (`grammar/ERRATA.md`); the loop is kept
/// as the rule reads.
pub(crate) fn search<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    let (mut r, _) = xalphas(i).map_err(|e| renamed(e, &["xalphas", "xpalphas"], "search"))?;
    while peek(r) == Some(b'+') && run_len(&r.bytes()[1..], &XALPHA) > 0 {
        r = xalphas(split(r, 1).0)?.0;
    }
    Ok((r, consumed(i, r)))
}

/// What may follow a `path` that ended at `r`: more path, a `/`, or what the
/// caller adds.
pub(crate) fn after_path(expected: Expected) -> Expected {
    Expected::XPALPHA.with(Expected::SLASH).with(expected)
}

/// Writes a `path` node with its non-void `segment`s.
pub(crate) fn write_path(t: &mut Tree<'_, '_>, name: &str, path: Loc<'_>) -> fmt::Result {
    if path.as_str().is_empty() {
        return t.leaf_note(name, path, "void");
    }
    t.node(name, path, |t| {
        for s in crate::core::segments::Segments::new(Some(path)) {
            if !s.is_empty() {
                t.leaf("segment", s)?;
            }
        }
        Ok(())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths() {
        for (input, rest) in [
            ("", ""),
            ("a", ""),
            ("a/b/c", ""),
            ("a/", ""),
            ("a+b/%41/", ""),
            ("/a", "/a"),
            ("a//b", "/b"),
            ("a?q", "?q"),
            ("a;type=I", ";type=I"),
        ] {
            let (r, p) = path(input).unwrap();
            assert_eq!(r, rest, "{input:?}");
            assert_eq!(p.len() + r.len(), input.len());
        }
        assert!(matches!(path("a/%zz"), Err(nom::Err::Failure(_))));
        assert_eq!(path("a//%zz"), Ok(("/%zz", "a/")));
        for len in 0..100 {
            for at in 0..len {
                let mut s = vec![b'a'; len];
                s[at] = b'/';
                if at + 1 < len {
                    s[at + 1] = b'/';
                    assert_eq!(double_slash(&s), Some(at), "{len} {at}");
                }
                s[at] = b'.';
                assert_eq!(double_slash(&s), None, "{len} {at}");
            }
        }
        assert_eq!(double_slash(b"/././/"), Some(4));
        // Both scans against a byte loop, at every length and position.
        let oracle =
            |b: &[u8]| (0..b.len().saturating_sub(1)).find(|&j| b[j] == b'/' && b[j + 1] == b'/');
        let alphabet = [b'/', b'a', b'.', b'%', 0xc3, 0x2e, 0x2f ^ 0x80, 0x00];
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..20_000 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            // Past the first sixty-four bytes too, into the loop.
            let len = (seed % 140) as usize;
            let b: Vec<u8> = (0..len)
                .map(|k| alphabet[((seed >> (k % 60)) as usize + k * 7) % alphabet.len()])
                .collect();
            assert_eq!(double_slash(&b), oracle(&b), "{b:?}");
            // At every length: the only scan on targets without SSE2.
            assert_eq!(double_slash8(&b), oracle(&b), "{b:?}");
        }
    }

    #[test]
    fn searches() {
        assert_eq!(search("a+b+c#f"), Ok(("#f", "a+b+c")));
        assert_eq!(search("+a++"), Ok(("", "+a++")));
        assert!(search("").is_err());
        assert!(search("/").is_err());
    }
}
