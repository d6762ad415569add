//! The colon trigger: the next block of 512 bytes that holds a `:`, with
//! its `:`s as the bits of eight words, which `scan` walks to find a `:`
//! after a scheme character. 32-byte compares where the CPU has AVX2
//! ([`colon_block_avx2`]); `memchr` and a byte loop otherwise
//! ([`colon_block_scalar`], the twin).

use crate::accel::cpu;

/// The bytes of a block.
pub(crate) const BLOCK: usize = 512;

/// A block of [`BLOCK`] bytes of a document and its `:`s.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct ColonBlock {
    /// Where the block starts in the document.
    pub(crate) start: usize,
    /// Bit `k % 64` of word `k / 64` set if byte `start + k` is a `:`;
    /// never all 0.
    pub(crate) colons: [u64; 8],
}

/// The first block `doc[i..i + 512]`, for `i` = `from`, `from + 512`, ...,
/// that lies within `doc`, starts before `end` and holds a `:`; `Err(i)`
/// for the first `i` where no whole block fits or `end` is reached, where
/// a caller goes on byte by byte. A block may reach past `end`.
#[inline]
pub(crate) fn colon_block(doc: &[u8], from: usize, end: usize) -> Result<ColonBlock, usize> {
    #[cfg(target_arch = "x86_64")]
    if cpu::avx2() {
        // SAFETY: the CPU has AVX2 and the bit instructions
        // (`cpu::avx2`, checked above), the requirements of `colon_block_avx2`.
        return unsafe { colon_block_avx2(doc, from, end) };
    }
    colon_block_scalar(doc, from, end)
}

/// Where the blocks stop: the first start that is past `end` or has no
/// whole block left in `doc`.
#[inline(always)]
fn blocks_end(doc: &[u8], end: usize) -> usize {
    end.min(doc.len().saturating_sub(BLOCK - 1))
}

/// [`colon_block`] by `memchr` over each block, then its mask byte by byte.
pub(crate) fn colon_block_scalar(doc: &[u8], from: usize, end: usize) -> Result<ColonBlock, usize> {
    let stop = blocks_end(doc, end);
    let mut i = from;
    while i < stop {
        let block = &doc[i..i + BLOCK];
        if memchr::memchr(b':', block).is_some() {
            let mut colons = [0u64; 8];
            for (k, &b) in block.iter().enumerate() {
                colons[k / 64] |= u64::from(b == b':') << (k % 64);
            }
            return Ok(ColonBlock { start: i, colons });
        }
        i += BLOCK;
    }
    Err(i)
}

/// [`colon_block`] 512 bytes a turn: sixteen 32-byte compares, or-ed to
/// test for any `:` at once.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
pub(crate) fn colon_block_avx2(doc: &[u8], from: usize, end: usize) -> Result<ColonBlock, usize> {
    use std::arch::x86_64::*;
    let colon = _mm256_set1_epi8(b':' as i8);
    let mask = |v: __m256i| u64::from(_mm256_movemask_epi8(v) as u32);
    let stop = blocks_end(doc, end);
    let mut i = from;
    while i < stop {
        // One bounds check a block; the chunks' bounds are constants.
        let Some(Ok(block)) = doc.get(i..i + BLOCK).map(<&[u8; BLOCK]>::try_from) else {
            break;
        };
        let mut eq = [_mm256_setzero_si256(); 16];
        let mut any = _mm256_setzero_si256();
        for (k, e) in eq.iter_mut().enumerate() {
            let chunk: &[u8; 32] = block[32 * k..32 * k + 32].try_into().unwrap_or(&[0; 32]);
            // SAFETY: the load reads the 32 bytes of `chunk`, unaligned.
            let v = unsafe { _mm256_loadu_si256(chunk.as_ptr().cast()) };
            *e = _mm256_cmpeq_epi8(v, colon);
            any = _mm256_or_si256(any, *e);
        }
        if _mm256_testz_si256(any, any) == 0 {
            let colons = std::array::from_fn(|w| mask(eq[2 * w]) | mask(eq[2 * w + 1]) << 32);
            return Ok(ColonBlock { start: i, colons });
        }
        i += BLOCK;
    }
    Err(i)
}
