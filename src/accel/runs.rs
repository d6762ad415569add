//! Class runs: the length of the longest prefix of bytes in a class
//! ([`run_len`]), sixteen bytes a step from nibble lookups where the CPU
//! has SSSE3 ([`run_len16`]), eight from table lookups otherwise
//! ([`run_len8`], the scalar twin).

use crate::accel::cpu;
use crate::core::table::Table;

/// Length of the longest prefix whose bytes are all in `table`.
///
/// Sixteen bytes per turn where the CPU has SSSE3 ([`run_len16`]), else
/// eight ([`run_len8`]): fewer instructions per class scan.
///
/// Out of line: one shared copy instead of one per call site, which the
/// mixed scheme order of real input runs through at random; inlined, the
/// engine's code outgrew the L1 instruction cache. Measurements:
/// `docs/performance.md`, "Measurements behind the code", `run_len`.
#[inline(never)]
pub(crate) fn run_len(bytes: &[u8], table: &Table) -> usize {
    #[cfg(target_arch = "x86_64")]
    if let Some(rows) = &table.rows().0
        && cpu::avx512bw()
    {
        // SAFETY: the CPU has AVX-512BW and the bit instructions
        // (`cpu::avx512bw`, checked above), the requirements of `run_len64`.
        return unsafe { run_len64(bytes, rows) };
    }
    run_len_narrow(bytes, table)
}

/// [`run_len`] where the CPU has no AVX-512BW (or the class is not all
/// ASCII): out of line, so that `run_len` saves no registers before it
/// hands over to `run_len64`.
#[inline(never)]
fn run_len_narrow(bytes: &[u8], table: &Table) -> usize {
    #[cfg(target_arch = "x86_64")]
    if bytes.len() >= 16
        && let Some(rows) = &table.rows().0
        && cpu::ssse3()
    {
        // SAFETY: the CPU has SSSE3 (checked on the line above), the only
        // requirement of `run_len16`.
        return unsafe { run_len16(bytes, rows) };
    }
    run_len8_apart(bytes, table)
}

/// [`run_len8`] out of line, so that `run_len` itself saves no registers
/// before it hands over to `run_len16` (which needs none): the eight-byte
/// loop's register use made every call pay that prologue.
#[inline(never)]
pub(crate) fn run_len8_apart(bytes: &[u8], table: &Table) -> usize {
    run_len8(bytes, table)
}

/// [`run_len`] sixteen bytes per turn, for inputs of sixteen bytes or more
/// and ASCII classes (`rows`, the class as `Table::rows`).
///
/// Each byte's row is picked by its low nibble and its bit by its high
/// nibble, sixteen lanes at once (`pshufb`, SSSE3: on every x86_64 CPU since
/// 2006, but not in the target's baseline, hence the run-time check and the
/// `unsafe` call in `run_len`): far fewer instructions per sixteen bytes
/// than [`run_len8`]'s lookups (`docs/performance.md`, `run_len16`).
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "ssse3")]
pub(crate) fn run_len16(bytes: &[u8], rows: &[u8; 16]) -> usize {
    let rows = safe_arch::load_unaligned_m128i(rows).0;
    // Bit `k` set if byte `k` of `chunk` is not in the class.
    let outside =
        |chunk: &[u8; 16]| outside16(rows, nibbles16(safe_arch::load_unaligned_m128i(chunk).0));
    let len = bytes.len();
    let last: &[u8; 16] = bytes[len - 16..].try_into().unwrap_or(&[0; 16]);
    let mut n = 0;
    loop {
        match bytes.get(n..n + 16) {
            Some(chunk) => {
                let m = outside(chunk.try_into().unwrap_or(&[0; 16]));
                if m != 0 {
                    return n + m.trailing_zeros() as usize;
                }
                n += 16;
            }
            // The last `len - n` bytes, as the top lanes of the last sixteen;
            // bit 16 stands for the end of the input.
            None => {
                let m = (outside(last) | 1 << 16) >> (n + 16 - len);
                return n + m.trailing_zeros() as usize;
            }
        }
    }
}

/// A chunk's bytes split for the nibble lookup of [`outside16`]: each
/// byte's low nibble (its row), and a bit for its high nibble (none for
/// bytes of 0x80 and up).
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "ssse3")]
#[inline]
pub(crate) fn nibbles16(v: std::arch::x86_64::__m128i) -> [std::arch::x86_64::__m128i; 2] {
    use std::arch::x86_64::{
        _mm_and_si128, _mm_set1_epi8, _mm_setr_epi8, _mm_shuffle_epi8, _mm_srli_epi16,
    };
    let nibble = _mm_set1_epi8(0x0f);
    let bit = _mm_setr_epi8(1, 2, 4, 8, 16, 32, 64, -128, 0, 0, 0, 0, 0, 0, 0, 0);
    [
        _mm_and_si128(v, nibble),
        _mm_shuffle_epi8(bit, _mm_and_si128(_mm_srli_epi16::<4>(v), nibble)),
    ]
}

/// Bit `k` set if byte `k` of a chunk ([`nibbles16`]) is not in the class
/// whose nibble rows (`Table::rows`) are `rows` (`pshufb`, sixteen lanes).
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "ssse3")]
#[inline]
pub(crate) fn outside16(
    rows: std::arch::x86_64::__m128i,
    [low, bit]: [std::arch::x86_64::__m128i; 2],
) -> u32 {
    use std::arch::x86_64::{
        _mm_and_si128, _mm_cmpeq_epi8, _mm_movemask_epi8, _mm_setzero_si128, _mm_shuffle_epi8,
    };
    let miss = _mm_cmpeq_epi8(
        _mm_and_si128(_mm_shuffle_epi8(rows, low), bit),
        _mm_setzero_si128(),
    );
    _mm_movemask_epi8(miss) as u32
}

/// [`run_len`] eight bytes per turn, from table lookups: inputs shorter than
/// sixteen bytes, non-ASCII classes, and CPUs without SSSE3.
///
/// Eight bytes per turn with one branch (the lookups are combined without
/// short-circuiting), fewer instructions than a byte loop.
///
/// The chunk where the run ends, and the last partial chunk, are resolved
/// with a bit mask and `trailing_zeros` instead of a byte loop (which only
/// inputs shorter than eight bytes still take), so each run costs one
/// unpredictable branch (the chunk loop's exit) instead of two. The last
/// partial chunk reads the input's last eight bytes again (shifted) rather
/// than a zero-padded copy, which cost more.
///
/// The price is on long, regular inputs, where the mask puts each run end
/// on the critical path and the byte loop let speculation run ahead; time
/// stays linear in the input. Measurements: `docs/performance.md`,
/// "Measurements behind the code", `run_len8`.
#[inline(always)]
pub(crate) fn run_len8(bytes: &[u8], table: &Table) -> usize {
    let len = bytes.len();
    let mut n = 0;
    while let Some(chunk) = bytes.get(n..n + 8) {
        let hits = hits(chunk, table);
        if hits != 0xff {
            return n + (!hits).trailing_zeros() as usize;
        }
        n += 8;
    }
    if len >= 8 {
        // The last `len - n` bytes, as the top bits of the last eight.
        let hits = hits(&bytes[len - 8..], table) >> (8 - (len - n));
        return n + ((!hits).trailing_zeros() as usize).min(len - n);
    }
    while n < len && table.has(bytes[n]) {
        n += 1;
    }
    n
}

/// Bit `k` set if byte `k` of `chunk` (eight bytes) is in `table`.
#[inline(always)]
fn hits(chunk: &[u8], table: &Table) -> u32 {
    let chunk: &[u8; 8] = chunk.try_into().unwrap_or(&[0; 8]);
    let t = |k: usize| (table.has(chunk[k]) as u32) << k;
    // Two halves joined with `+` (their bits are disjoint), to shorten the
    // serial chain that decides where the run ends, paid on every
    // mispredicted run end: LLVM still merges them, into a chain of 6
    // instead of 8 (the same in `ByteClasses::flags8` and `host_run8`'s
    // constant step; docs/performance.md, `hits`).
    (t(0) | t(1) | t(2) | t(3)) + (t(4) | t(5) | t(6) | t(7))
}

/// [`run_len`] 64 bytes a step, for any length: each step one masked load
/// and one class lookup, so that a run of up to 64 bytes costs no branch
/// on its length.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx512bw,bmi1,bmi2,popcnt,lzcnt")]
pub(crate) fn run_len64(bytes: &[u8], rows: &[u8; 16]) -> usize {
    use crate::accel::masks::{class64, load64};
    let mut n = 0;
    loop {
        let (v, within) = load64(bytes, n);
        // A lane past the end is in no class: the run stops there.
        let stop = (!class64(v, within, rows)).trailing_zeros() as usize;
        if stop < 64 {
            return n + stop;
        }
        n += 64;
    }
}
