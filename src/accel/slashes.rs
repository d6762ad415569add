//! The first `//` of a path: one compare of up to sixty-four bytes with
//! AVX-512BW ([`double_slash64`]), SSE2 compares sixteen bytes a step
//! ([`double_slash16`]), the zero-byte test on eight-byte words otherwise
//! ([`double_slash8`], the twin).

use crate::accel::words;

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
/// Where the CPU has AVX-512BW, a path of up to sixty-four bytes (most
/// paths) is one masked load and one compare, with no branch on its
/// length ([`double_slash64`]).
#[inline(always)]
pub(crate) fn double_slash(b: &[u8]) -> Option<usize> {
    #[cfg(target_arch = "x86_64")]
    if crate::accel::cpu::avx512bw() {
        // SAFETY: the CPU has AVX-512BW and the bit instructions
        // (`cpu::avx512bw`, checked above), the requirements of `double_slash64`.
        return unsafe { double_slash64(b) };
    }
    #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
    if b.len() >= 16 {
        return double_slash16(b);
    }
    double_slash8(b)
}

/// [`double_slash`] sixty-four bytes a step, with AVX-512BW: a masked load
/// (no byte past `b` is read) and one compare into a mask of the `/`
/// bytes, a pair being a bit next to a bit; windows overlap by one byte,
/// so that no pair straddles two.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx512bw,bmi1,bmi2,popcnt,lzcnt")]
pub(crate) fn double_slash64(b: &[u8]) -> Option<usize> {
    use std::arch::x86_64::{_mm512_mask_cmpeq_epi8_mask, _mm512_set1_epi8};
    let mut k = 0;
    loop {
        let (v, within) = crate::accel::masks::load64(b, k);
        let s = _mm512_mask_cmpeq_epi8_mask(within, v, _mm512_set1_epi8(b'/' as i8));
        let p = s & (s >> 1);
        if p != 0 {
            return Some(k + p.trailing_zeros() as usize);
        }
        // A pair that starts at the window's last byte ends in the next.
        if k + 64 >= b.len() {
            return None;
        }
        k += 63;
    }
}

/// [`double_slash`] for inputs of sixteen bytes or more, with SSE2.
#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
#[inline(always)]
pub(crate) fn double_slash16(b: &[u8]) -> Option<usize> {
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
    (p != 0).then(|| last + p.trailing_zeros() as usize)
}

/// [`double_slash`] eight bytes per turn: for inputs shorter than sixteen
/// bytes, and for every input on targets without SSE2. The `/` bytes are
/// found with the zero-byte test, a pair as a bit next to a bit.
#[inline(always)]
pub(crate) fn double_slash8(b: &[u8]) -> Option<usize> {
    // The high bit of each byte of `w` that is `/`: the zero bytes of
    // `w ^ '/'`, by the exact test (each byte's sum stays in its byte).
    let slashes = |w: u64| words::equal(w, b'/');
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
