//! Class masks of a window of up to 64 bytes: one bit mask per character
//! class and per single byte asked for, bit `k` for byte `k`, so that a
//! grammar checks its structure with bit operations and no branch per
//! byte, as simdjson reads JSON. The whole window in one step where the
//! CPU has AVX-512BW ([`with_masks64_avx512`]: a masked load, no branch
//! on the length), 32 bytes a step where it has AVX2
//! ([`with_masks64_avx2`]); byte by byte otherwise ([`masks64_scalar`],
//! the twin).

use crate::accel::cpu;
use crate::core::table::Table;

/// The classes and bytes a grammar masks: each class as its nibble rows
/// (`Table::rows`: row `b & 15`, bit `b >> 4`), so one `pshufb` looks a
/// class up for 32 bytes. Built once, as a `const`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct MaskSpec<const N: usize, const M: usize> {
    rows: [[u8; 16]; N],
    bytes: [u8; M],
}

impl<const N: usize, const M: usize> MaskSpec<N, M> {
    /// The masks of `classes` (ASCII sets: a non-ASCII one is a build
    /// error) and of `bytes`.
    pub(crate) const fn new(classes: [Table; N], bytes: [u8; M]) -> Self {
        let mut rows = [[0u8; 16]; N];
        let mut k = 0;
        while k < N {
            rows[k] = match classes[k].rows().0 {
                Some(r) => r,
                None => panic!("a masked class holds ASCII bytes only"),
            };
            k += 1;
        }
        MaskSpec { rows, bytes }
    }

    /// Whether class `c` holds `b`, from its rows (the scalar twin's
    /// lookup).
    #[inline(always)]
    fn holds(&self, c: usize, b: u8) -> bool {
        b < 0x80 && self.rows[c][usize::from(b & 15)] & (1 << (b >> 4)) != 0
    }
}

/// The masks of one window: bit `k` of `classes[c]` is set if byte `k` is
/// in class `c`, bit `k` of `bytes[j]` if byte `k` is the spec's byte `j`,
/// bit `k` of `within` if the window has a byte `k`. Bits at and past the
/// window's length are clear.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Masks<const N: usize, const M: usize> {
    pub(crate) classes: [u64; N],
    pub(crate) bytes: [u64; M],
    pub(crate) within: u64,
}

/// `then` applied to the masks of the first `min(64, bytes.len())` bytes
/// of `bytes`, compiled into each vector form
/// (where the CPU has AVX-512BW or AVX2) so that the masks stay in registers and a
/// grammar's bit operations on them run in the same function.
#[inline(always)]
pub(crate) fn with_masks64<const N: usize, const M: usize, T>(
    bytes: &[u8],
    spec: &MaskSpec<N, M>,
    then: impl FnOnce(Masks<N, M>) -> T,
) -> T {
    let window = &bytes[..bytes.len().min(64)];
    #[cfg(target_arch = "x86_64")]
    if cpu::avx512bw() {
        // SAFETY: the CPU has AVX-512BW and the bit instructions
        // (`cpu::avx512bw`, checked above), the requirements of `with_masks64_avx512`.
        return unsafe { with_masks64_avx512(window, spec, then) };
    }
    with_masks64_narrow(window, spec, then)
}

/// [`with_masks64`] where the CPU has no AVX-512BW: out of line, so that
/// the choice of the form inlines into the caller with no registers
/// saved for forms it does not take.
#[inline(never)]
fn with_masks64_narrow<const N: usize, const M: usize, T>(
    window: &[u8],
    spec: &MaskSpec<N, M>,
    then: impl FnOnce(Masks<N, M>) -> T,
) -> T {
    #[cfg(target_arch = "x86_64")]
    if cpu::avx2() {
        // SAFETY: the CPU has AVX2 and the bit instructions
        // (`cpu::avx2`, checked above), the requirements of `with_masks64_avx2`.
        return unsafe { with_masks64_avx2(window, spec, then) };
    }
    then(masks64_scalar(window, spec))
}

/// The masks of [`with_masks64`] byte by byte: for CPUs without AVX2, and the twin the tests
/// hold the vector form to.
pub(crate) fn masks64_scalar<const N: usize, const M: usize>(
    bytes: &[u8],
    spec: &MaskSpec<N, M>,
) -> Masks<N, M> {
    let mut m = Masks {
        classes: [0; N],
        bytes: [0; M],
        within: 0,
    };
    for (k, &b) in bytes.iter().enumerate().take(64) {
        m.within |= 1 << k;
        for c in 0..N {
            m.classes[c] |= u64::from(spec.holds(c, b)) << k;
        }
        for (mask, &e) in m.bytes.iter_mut().zip(&spec.bytes) {
            *mask |= u64::from(b == e) << k;
        }
    }
    m
}

/// `SHIFT[s..s + 16]` as a `pshufb` control moves a chunk's bytes `s..16`
/// down to lanes `0..16 - s` and clears the lanes above.
#[cfg(target_arch = "x86_64")]
const SHIFT: [u8; 32] = {
    let mut t = [0x80u8; 32];
    let mut k = 0;
    while k < 16 {
        t[k] = k as u8;
        k += 1;
    }
    t
};

/// [`with_masks64`] where the CPU has AVX2: the masks 32 bytes a step,
/// for a window of at most 64 bytes, then `then`. A window of 32 bytes or
/// more is read as its first and its last 32 bytes, whose masks overlap
/// where they agree; one of 16 to 31 as its first 16 bytes and its last 16
/// moved down to follow them (one `pshufb`); a shorter one is copied into
/// a zeroed chunk. No branch depends on the bytes.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
pub(crate) fn with_masks64_avx2<const N: usize, const M: usize, T>(
    bytes: &[u8],
    spec: &MaskSpec<N, M>,
    then: impl FnOnce(Masks<N, M>) -> T,
) -> T {
    use std::arch::x86_64::*;
    let len = bytes.len();
    let load16 = |chunk: &[u8; 16]| {
        // SAFETY: the load reads the 16 bytes of `chunk`, unaligned.
        unsafe { _mm_loadu_si128(chunk.as_ptr().cast()) }
    };
    let load32 = |chunk: &[u8; 32]| {
        // SAFETY: the load reads the 32 bytes of `chunk`, unaligned.
        unsafe { _mm256_loadu_si256(chunk.as_ptr().cast()) }
    };
    let rows = spec.rows.map(|r| _mm256_broadcastsi128_si256(load16(&r)));
    let nibble = _mm256_set1_epi8(0x0f);
    let bit_of = _mm256_setr_epi8(
        1, 2, 4, 8, 16, 32, 64, -128, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 64, -128, 0, 0,
        0, 0, 0, 0, 0, 0,
    );
    let zero = _mm256_setzero_si256();
    // The masks of one 32-byte vector.
    let block = |v: __m256i| -> Masks<N, M> {
        let low = _mm256_and_si256(v, nibble);
        let bit = _mm256_shuffle_epi8(bit_of, _mm256_and_si256(_mm256_srli_epi16::<4>(v), nibble));
        let mut m = Masks {
            classes: [0; N],
            bytes: [0; M],
            within: u64::from(u32::MAX),
        };
        for (mask, rows) in m.classes.iter_mut().zip(&rows) {
            let row = _mm256_and_si256(_mm256_shuffle_epi8(*rows, low), bit);
            let outside = _mm256_movemask_epi8(_mm256_cmpeq_epi8(row, zero)) as u32;
            *mask = u64::from(!outside);
        }
        for (mask, &e) in m.bytes.iter_mut().zip(&spec.bytes) {
            let hit = _mm256_movemask_epi8(_mm256_cmpeq_epi8(v, _mm256_set1_epi8(e as i8)));
            *mask = u64::from(hit as u32);
        }
        m
    };
    if len >= 32 {
        let first = block(load32(bytes[..32].try_into().unwrap_or(&[0; 32])));
        let last = block(load32(bytes[len - 32..].try_into().unwrap_or(&[0; 32])));
        let at = len - 32;
        return then(Masks {
            classes: std::array::from_fn(|c| first.classes[c] | last.classes[c] << at),
            bytes: std::array::from_fn(|j| first.bytes[j] | last.bytes[j] << at),
            within: u64::MAX >> (64 - len),
        });
    }
    let v = if len >= 16 {
        let low = load16(bytes[..16].try_into().unwrap_or(&[0; 16]));
        let tail = load16(bytes[len - 16..].try_into().unwrap_or(&[0; 16]));
        let s = 32 - len;
        let control = load16(SHIFT[s..s + 16].try_into().unwrap_or(&[0x80; 16]));
        _mm256_set_m128i(_mm_shuffle_epi8(tail, control), low)
    } else {
        let mut chunk = [0u8; 32];
        chunk[..len].copy_from_slice(bytes);
        load32(&chunk)
    };
    let within = (1u64 << len) - 1;
    let m = block(v);
    then(Masks {
        classes: m.classes.map(|c| c & within),
        bytes: m.bytes.map(|b| b & within),
        within,
    })
}

/// `BIT_OF[h]` is the bit of a nibble row that stands for high nibble `h`
/// (none for a byte beyond ASCII).
#[cfg(target_arch = "x86_64")]
const BIT_OF: [u8; 16] = [1, 2, 4, 8, 16, 32, 64, 128, 0, 0, 0, 0, 0, 0, 0, 0];

/// [`with_masks64`] where the CPU has AVX-512BW: the masks in one step,
/// for a window of at most 64 bytes (a masked load reads the window's
/// bytes and no byte past them; each class is one `vpshufb` and a test
/// into a 64-bit mask, each byte one compare; no branch depends on the
/// bytes or the length), then `then`.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx512bw,bmi1,bmi2,popcnt,lzcnt")]
pub(crate) fn with_masks64_avx512<const N: usize, const M: usize, T>(
    bytes: &[u8],
    spec: &MaskSpec<N, M>,
    then: impl FnOnce(Masks<N, M>) -> T,
) -> T {
    use std::arch::x86_64::{_mm512_mask_cmpeq_epi8_mask, _mm512_set1_epi8};
    let (v, within) = load64(bytes, 0);
    // Each class's lookup shares the nibble split of `v` once inlined.
    let classes = spec.rows.map(|rows| class64(v, within, &rows));
    let bytes = spec
        .bytes
        .map(|e| _mm512_mask_cmpeq_epi8_mask(within, v, _mm512_set1_epi8(e as i8)));
    then(Masks {
        classes,
        bytes,
        within,
    })
}

/// Up to 64 bytes of `bytes` from `at` in one vector, by a masked load:
/// the vector and the mask of the lanes read (the first
/// `min(64, len - at)`); the other lanes are zero. For the AVX-512BW forms
/// of the runs (`accel::runs`, `accel::escaped`).
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx512bw,bmi1,bmi2,popcnt,lzcnt")]
#[inline]
pub(crate) fn load64(bytes: &[u8], at: usize) -> (std::arch::x86_64::__m512i, u64) {
    use std::arch::x86_64::_mm512_maskz_loadu_epi8;
    let rest = &bytes[at.min(bytes.len())..];
    let within = u64::MAX
        .checked_shr(64 - rest.len().min(64) as u32)
        .unwrap_or(0);
    // SAFETY: a masked load reads the lanes whose bit is set in `within`,
    // the first `min(64, rest.len())` bytes of `rest`, and no other memory
    // (a lane whose bit is clear is neither read nor able to fault).
    let v = unsafe { _mm512_maskz_loadu_epi8(within, rest.as_ptr().cast()) };
    (v, within)
}

/// The mask of the lanes of `v` (among `within`) whose byte is in the
/// class of nibble rows `rows` (`MaskSpec`'s lookup, one `vpshufb`).
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx512bw,bmi1,bmi2,popcnt,lzcnt")]
#[inline]
pub(crate) fn class64(v: std::arch::x86_64::__m512i, within: u64, rows: &[u8; 16]) -> u64 {
    use std::arch::x86_64::*;
    let lane = |row: &[u8; 16]| {
        // SAFETY: the load reads the 16 bytes of `row`, unaligned.
        _mm512_broadcast_i32x4(unsafe { _mm_loadu_si128(row.as_ptr().cast()) })
    };
    let nibble = _mm512_set1_epi8(0x0f);
    let low = _mm512_and_si512(v, nibble);
    let bit = _mm512_shuffle_epi8(
        lane(&BIT_OF),
        _mm512_and_si512(_mm512_srli_epi16::<4>(v), nibble),
    );
    _mm512_mask_test_epi8_mask(within, _mm512_shuffle_epi8(lane(rows), low), bit)
}
