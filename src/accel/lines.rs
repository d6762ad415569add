//! The line count: line feeds in a slice, 128 bytes a turn where the CPU
//! has AVX2 ([`count_lines_avx2`]), by `bytecount` otherwise (the twin).

use crate::accel::cpu;

/// Line feeds in `s`: [`count_lines_avx2`] where the processor has AVX2
/// and `s` holds 128 bytes or more, else `bytecount` (faster than
/// `memchr`'s count and than counting in `u8` lanes; docs/scan.md).
pub(crate) fn count_lines(s: &[u8]) -> usize {
    #[cfg(target_arch = "x86_64")]
    if s.len() >= 128 && cpu::avx2() {
        // SAFETY: the CPU has AVX2 and the bit instructions
        // (`cpu::avx2`, checked above), the requirements of `count_lines_avx2`.
        return unsafe { count_lines_avx2(s) };
    }
    count_lines_scalar(s)
}

/// [`count_lines`] without AVX2.
pub(crate) fn count_lines_scalar(s: &[u8]) -> usize {
    bytecount::count(s, b'\n')
}

/// [`count_lines`] 128 bytes a turn into four independent byte-lane sums.
/// `bytecount` keeps one sum, so each 32 bytes waits for the subtraction
/// before; four let the processor run the four compares of a turn at once
/// (docs/scan.md). A lane gains at most one per turn, so the sums are
/// folded every 255 turns.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
pub(crate) fn count_lines_avx2(s: &[u8]) -> usize {
    use std::arch::x86_64::*;
    if s.len() < 32 {
        return count_lines_scalar(s);
    }
    let nl = _mm256_set1_epi8(b'\n' as i8);
    // A lane per byte of `chunk`: 0xff (minus one) for a line feed.
    let feeds = |chunk: &[u8; 32]| {
        // SAFETY: the load reads the 32 bytes of `chunk`, unaligned.
        let v = unsafe { _mm256_loadu_si256(chunk.as_ptr().cast()) };
        _mm256_cmpeq_epi8(v, nl)
    };
    let at = |k: usize| -> &[u8; 32] { s[k..k + 32].try_into().unwrap_or(&[0; 32]) };
    let sum = |v: __m256i| -> usize {
        let z = _mm256_sad_epu8(v, _mm256_setzero_si256());
        let t = _mm_add_epi64(_mm256_castsi256_si128(z), _mm256_extracti128_si256::<1>(z));
        (_mm_cvtsi128_si64(t) + _mm_extract_epi64::<1>(t)) as usize
    };
    let mut total = 0;
    let mut i = 0;
    while i + 128 <= s.len() {
        let zero = _mm256_setzero_si256();
        let (mut a, mut b, mut c, mut d) = (zero, zero, zero, zero);
        let stop = i + ((s.len() - i) / 128).min(255) * 128;
        while i < stop {
            // One bounds check a turn; the four chunks' bounds are constants.
            let Ok(turn) = <&[u8; 128]>::try_from(&s[i..i + 128]) else {
                break;
            };
            let chunk = |k: usize| -> &[u8; 32] { turn[k..k + 32].try_into().unwrap_or(&[0; 32]) };
            a = _mm256_sub_epi8(a, feeds(chunk(0)));
            b = _mm256_sub_epi8(b, feeds(chunk(32)));
            c = _mm256_sub_epi8(c, feeds(chunk(64)));
            d = _mm256_sub_epi8(d, feeds(chunk(96)));
            i += 128;
        }
        total += sum(a) + sum(b) + sum(c) + sum(d);
    }
    let mut a = _mm256_setzero_si256();
    while i + 32 <= s.len() {
        a = _mm256_sub_epi8(a, feeds(at(i)));
        i += 32;
    }
    if i < s.len() {
        // The last 32 bytes (`s` holds 128 or more), of which the top
        // `s.len() - i` lanes are not counted yet.
        let m = _mm256_movemask_epi8(feeds(at(s.len() - 32))) as u32;
        total += (m >> (32 - (s.len() - i))).count_ones() as usize;
    }
    total + sum(a)
}
