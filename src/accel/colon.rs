//! The colon trigger: the next block of 128 bytes that holds a `:`, with
//! its `:`s as the bits of one word, which `scan` walks to find a `:` after
//! a scheme character. 32-byte compares where the CPU has AVX2
//! ([`colon_block_avx2`]); `memchr` and a byte loop otherwise
//! ([`colon_block_scalar`], the twin).

use crate::accel::cpu;

/// A block of 128 bytes of a document and its `:`s.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct ColonBlock {
    /// Where the block starts in the document.
    pub(crate) start: usize,
    /// Bit `k` set if byte `start + k` is a `:`; never 0.
    pub(crate) colons: u128,
}

/// The first block `doc[i..i + 128]`, for `i` = `from`, `from + 128`, ...,
/// that lies within `doc`, starts before `end` and holds a `:`; `Err(i)`
/// for the first `i` where no whole block fits or `end` is reached, where
/// a caller goes on byte by byte. A block may reach past `end`.
#[inline]
pub(crate) fn colon_block(doc: &[u8], from: usize, end: usize) -> Result<ColonBlock, usize> {
    #[cfg(target_arch = "x86_64")]
    if cpu::avx2() {
        // SAFETY: the CPU has AVX2 (checked on the line above), the only
        // requirement of `colon_block_avx2`.
        return unsafe { colon_block_avx2(doc, from, end) };
    }
    colon_block_scalar(doc, from, end)
}

/// Where the blocks stop: the first start that is past `end` or has no
/// whole block left in `doc`.
#[inline(always)]
fn blocks_end(doc: &[u8], end: usize) -> usize {
    end.min(doc.len().saturating_sub(127))
}

/// [`colon_block`] by `memchr` over each block, then its mask byte by byte.
pub(crate) fn colon_block_scalar(doc: &[u8], from: usize, end: usize) -> Result<ColonBlock, usize> {
    let stop = blocks_end(doc, end);
    let mut i = from;
    while i < stop {
        let block = &doc[i..i + 128];
        if memchr::memchr(b':', block).is_some() {
            let colons = block
                .iter()
                .enumerate()
                .fold(0u128, |m, (k, &b)| m | u128::from(b == b':') << k);
            return Ok(ColonBlock { start: i, colons });
        }
        i += 128;
    }
    Err(i)
}

/// [`colon_block`] 128 bytes a turn: four 32-byte compares, or-ed to test
/// for any `:` at once.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
pub(crate) fn colon_block_avx2(doc: &[u8], from: usize, end: usize) -> Result<ColonBlock, usize> {
    use std::arch::x86_64::*;
    let colon = _mm256_set1_epi8(b':' as i8);
    // Lanes of 0xff where `chunk` holds a `:`.
    let colons = |chunk: &[u8; 32]| {
        // SAFETY: the load reads the 32 bytes of `chunk`, unaligned.
        let v = unsafe { _mm256_loadu_si256(chunk.as_ptr().cast()) };
        _mm256_cmpeq_epi8(v, colon)
    };
    let mask = |v: __m256i| u64::from(_mm256_movemask_epi8(v) as u32);
    let stop = blocks_end(doc, end);
    let mut i = from;
    while i < stop {
        // One bounds check a block; the four chunks' bounds are constants.
        let Some(Ok(block)) = doc.get(i..i + 128).map(<&[u8; 128]>::try_from) else {
            break;
        };
        let chunk = |k: usize| -> &[u8; 32] { block[k..k + 32].try_into().unwrap_or(&[0; 32]) };
        let [a, b, c, d] = [
            colons(chunk(0)),
            colons(chunk(32)),
            colons(chunk(64)),
            colons(chunk(96)),
        ];
        let any = _mm256_or_si256(_mm256_or_si256(a, b), _mm256_or_si256(c, d));
        if _mm256_testz_si256(any, any) == 0 {
            let colons =
                u128::from(mask(a) | mask(b) << 32) | u128::from(mask(c) | mask(d) << 32) << 64;
            return Ok(ColonBlock { start: i, colons });
        }
        i += 128;
    }
    Err(i)
}
