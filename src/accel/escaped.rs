//! Escaped runs: the length of the longest prefix of class bytes and
//! escapes (`"%" hex hex`), and where a `%` starts no escape
//! ([`escaped_run`]). Sixteen bytes a step from masks where the CPU has
//! SSSE3 ([`escaped_len16`], [`escaped_len_short`]), a class run at a time
//! otherwise ([`escaped_len8`], the scalar twin).

use crate::accel::cpu;
use crate::accel::runs::run_len;
#[cfg(target_arch = "x86_64")]
use crate::accel::runs::{nibbles16, outside16};
use crate::accel::slashes::double_slash;
use crate::core::table::{HEX, Table};

/// The length of the longest run of `table` bytes and escapes at the start
/// of `bytes`; `Err(k)` if the `%` at `k` starts no escape.
#[inline(always)]
pub(crate) fn escaped_run(bytes: &[u8], table: &Table) -> Result<usize, usize> {
    match table.escaped_rows() {
        Some(rows) => escaped_len(bytes, table, rows),
        None => escaped_len8(bytes, table),
    }
}

/// [`escaped_run`] that also ends after the first `/` of the run's first
/// `//`: RFC 1630's `path` (a `segment` is never void, so a `//` ends the
/// path after its first `/`). `Err(k)` only for a `%` before that end. Where
/// the CPU has AVX-512BW, one pass that finds both ([`escaped_len64_cut`]);
/// elsewhere the run, then [`double_slash`] within it.
#[inline(always)]
pub(crate) fn escaped_run_cut(bytes: &[u8], table: &Table) -> Result<usize, usize> {
    match table.escaped_rows() {
        Some(rows) => escaped_len_cut(bytes, table, rows),
        None => cut_at_double_slash(bytes, escaped_len8(bytes, table)),
    }
}

/// [`escaped_run_cut`] with rows, out of line as [`escaped_len`] is.
#[inline(never)]
fn escaped_len_cut(bytes: &[u8], table: &Table, rows: &[u8; 16]) -> Result<usize, usize> {
    #[cfg(target_arch = "x86_64")]
    if cpu::avx512bw() {
        // SAFETY: the CPU has AVX-512BW and the bit instructions
        // (`cpu::avx512bw`, checked above), the requirements of `escaped_len64_cut`.
        return unsafe { escaped_len64_cut::<true>(bytes, rows) };
    }
    escaped_len_cut_narrow(bytes, table, rows)
}

/// [`escaped_len_cut`] where the CPU has no AVX-512BW, out of line as
/// [`escaped_len_narrow`] is.
#[inline(never)]
fn escaped_len_cut_narrow(bytes: &[u8], table: &Table, rows: &[u8; 16]) -> Result<usize, usize> {
    cut_at_double_slash(bytes, escaped_len(bytes, table, rows))
}

/// A run's result (`Ok(end)`, or `Err(k)` at a bad escape) ended after the
/// first `/` of the first `//` before that end: the twin of the one-pass
/// form.
#[inline(always)]
pub(crate) fn cut_at_double_slash(bytes: &[u8], run: Result<usize, usize>) -> Result<usize, usize> {
    let (Ok(end) | Err(end)) = run;
    match double_slash(&bytes[..end]) {
        Some(k) => Ok(k + 1),
        None => run,
    }
}

/// The length of the longest run of `table` bytes and escapes: `Err(k)`
/// if the `%` at `k` starts no escape. Where the CPU has SSSE3, from
/// sixteen-byte masks, so that an escape does not end the scan:
/// [`escaped_len16`] for inputs of sixteen bytes or more,
/// [`escaped_len_short`] for shorter ones.
///
/// `rows`: the class's [`Table::escaped_rows`]. Out of line for the same
/// reason as [`run_len`].
#[inline(never)]
pub(crate) fn escaped_len(bytes: &[u8], table: &Table, rows: &[u8; 16]) -> Result<usize, usize> {
    #[cfg(target_arch = "x86_64")]
    if cpu::avx512bw() {
        // SAFETY: the CPU has AVX-512BW and the bit instructions
        // (`cpu::avx512bw`, checked above), the requirements of `escaped_len64`.
        return unsafe { escaped_len64(bytes, rows) };
    }
    escaped_len_narrow(bytes, table, rows)
}

/// [`escaped_len`] where the CPU has no AVX-512BW: out of line, so that
/// `escaped_len` saves no registers before it hands over to
/// `escaped_len64` (which needs none of its caller's).
#[inline(never)]
fn escaped_len_narrow(bytes: &[u8], table: &Table, rows: &[u8; 16]) -> Result<usize, usize> {
    #[cfg(target_arch = "x86_64")]
    if cpu::ssse3() {
        // SAFETY: the CPU has SSSE3 (checked on the line above), the only
        // requirement of `escaped_len16` and `escaped_len_short`.
        return unsafe {
            if bytes.len() >= 16 {
                escaped_len16(bytes, rows)
            } else {
                escaped_len_short(bytes, rows)
            }
        };
    }
    let _ = rows;
    escaped_len8_apart(bytes, table)
}

/// [`escaped_len`]'s SSSE3 forms, where the CPU has them: for the tests,
/// which hold every form the CPU runs to the twin, not only the one the
/// dispatch picks on it.
#[cfg(test)]
pub(crate) fn escaped_len_ssse3(bytes: &[u8], rows: &[u8; 16]) -> Option<Result<usize, usize>> {
    #[cfg(target_arch = "x86_64")]
    if cpu::ssse3() {
        // SAFETY: the CPU has SSSE3 (checked on the line above).
        return Some(unsafe {
            if bytes.len() >= 16 {
                escaped_len16(bytes, rows)
            } else {
                escaped_len_short(bytes, rows)
            }
        });
    }
    let _ = (bytes, rows);
    None
}

/// [`escaped_len`] for inputs shorter than sixteen bytes: copied into one
/// zero-padded chunk (a NUL is in no class and no hex digit, so the run
/// and any escape cut short end where the input does) and checked from
/// its masks: no loop whose exit goes a different way on every call, on
/// the short paths and searches that end many URLs (docs/performance.md,
/// `escaped_len_short`).
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "ssse3")]
fn escaped_len_short(bytes: &[u8], rows: &[u8; 16]) -> Result<usize, usize> {
    let len = bytes.len();
    let mut chunk = [0u8; 16];
    // Two overlapping words (or halves) instead of a copy of `len` bytes,
    // which would be a call to `memcpy`.
    if len >= 8 {
        chunk[..8].copy_from_slice(&bytes[..8]);
        chunk[len - 8..len].copy_from_slice(&bytes[len - 8..]);
    } else if len >= 4 {
        chunk[..4].copy_from_slice(&bytes[..4]);
        chunk[len - 4..len].copy_from_slice(&bytes[len - 4..]);
    } else if len > 0 {
        // One to three bytes: the first, the middle and the last cover them.
        chunk[0] = bytes[0];
        chunk[len / 2] = bytes[len / 2];
        chunk[len - 1] = bytes[len - 1];
    }
    let [out, hex, percents] = escaped_masks16(rows, &chunk);
    let stop = (out | 1 << len).trailing_zeros();
    let bad = percents & ((1 << stop) - 1) & !(hex >> 1 & hex >> 2);
    if bad != 0 {
        Err(bad.trailing_zeros() as usize)
    } else {
        Ok(stop as usize)
    }
}

/// For one chunk, the masks [`escaped_len16`] reads: bit `k` set if byte
/// `k` is outside the class of `rows` (and not `%`), is a hex digit, is `%`.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "ssse3")]
#[inline]
fn escaped_masks16(rows: &[u8; 16], chunk: &[u8; 16]) -> [u32; 3] {
    use std::arch::x86_64::{_mm_cmpeq_epi8, _mm_movemask_epi8, _mm_set1_epi8};
    let rows = safe_arch::load_unaligned_m128i(rows).0;
    let hex_rows = safe_arch::load_unaligned_m128i(&HEX_ROWS).0;
    let v = safe_arch::load_unaligned_m128i(chunk).0;
    let split = nibbles16(v);
    [
        outside16(rows, split),
        !outside16(hex_rows, split) & 0xffff,
        _mm_movemask_epi8(_mm_cmpeq_epi8(v, _mm_set1_epi8(b'%' as i8))) as u32,
    ]
}

/// [`escaped_len8`] out of line, for the reason of [`run_len8_apart`](crate::accel::runs::run_len8_apart).
#[inline(never)]
fn escaped_len8_apart(bytes: &[u8], table: &Table) -> Result<usize, usize> {
    escaped_len8(bytes, table)
}

/// [`escaped_len`] a run at a time: [`run_len`], then at a `%` the escape
/// check, then the next run.
#[inline(always)]
pub(crate) fn escaped_len8(bytes: &[u8], table: &Table) -> Result<usize, usize> {
    let mut n = 0;
    loop {
        n += run_len(&bytes[n..], table);
        if n < bytes.len() && bytes[n] == b'%' {
            if is_escape(&bytes[n..]) {
                n += 3;
                continue;
            }
            return Err(n);
        }
        return Ok(n);
    }
}

/// [`escaped_len`] sixteen bytes per step, for inputs of sixteen bytes or
/// more: `%` counts as a class byte, and each `%` before the run's end must
/// have two hex digits after it, read off the hex-digit mask, so escapes
/// cost no exit from the loop.
///
/// The first forty-eight bytes are three chunks whose masks are joined
/// into one word per class, with no branch: most runs end there, and where
/// a run of varying length ends was a mispredicted loop exit on nearly
/// every call. Three chunks, not four: the fourth cost more than the loop
/// turns it saved (docs/performance.md, `escaped_len16`). Past them, a
/// loop whose chunks overlap by two bytes, so that each `%` is checked in a
/// chunk that holds its digits. A chunk past the end is the input's last
/// sixteen bytes, shifted so that its lanes past the end are empty; they
/// are no hex digits, so a `%` cut short by the end fails.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "ssse3")]
fn escaped_len16(bytes: &[u8], rows: &[u8; 16]) -> Result<usize, usize> {
    let masks = |chunk: &[u8; 16]| escaped_masks16(rows, chunk);
    let len = bytes.len();
    let last: &[u8; 16] = bytes[len - 16..].try_into().unwrap_or(&[0; 16]);
    // Bit `k` of each word is byte `k`; bytes past the end are in no class.
    let (mut out, mut hex, mut percents) = (0u64, 0u64, 0u64);
    for k in 0..3 {
        let at = (16 * k).min(len - 16);
        // 0 for a whole chunk; 16 or more for one wholly past the end.
        let shift = 16 * k - at;
        let [o, h, p] = masks(bytes[at..at + 16].try_into().unwrap_or(&[0; 16]));
        out |= (o as u64 >> shift) << (16 * k);
        hex |= (h as u64 >> shift) << (16 * k);
        percents |= (p as u64 >> shift) << (16 * k);
    }
    // The end of the input stops the run too.
    let end = 1u64 << len.min(48);
    let stop = (out | end).trailing_zeros() as usize; // 0..=48
    // A `%` at byte 46 or 47 of a run that goes on has its digits in the
    // loop's first chunk.
    let checked = if stop < 48 {
        (1u64 << stop) - 1
    } else {
        (1u64 << 46) - 1
    };
    let bad = percents & checked & !(hex >> 1 & hex >> 2);
    if bad != 0 {
        return Err(bad.trailing_zeros() as usize);
    }
    if stop < 48 {
        return Ok(stop);
    }
    let mut n = 46;
    loop {
        let (stop, hex, percents) = match bytes.get(n..n + 16) {
            Some(chunk) => {
                let [out, hex, percents] = masks(chunk.try_into().unwrap_or(&[0; 16]));
                // Bit 16 stands for "no stop in this chunk".
                (out | 1 << 16, hex, percents)
            }
            // The last `len - n` bytes, as the top lanes of the last sixteen;
            // bit `len - n` stands for the end of the input.
            None => {
                let shift = n + 16 - len;
                let [out, hex, percents] = masks(last);
                (
                    (out >> shift) | 1 << (len - n),
                    hex >> shift,
                    percents >> shift,
                )
            }
        };
        let z = stop.trailing_zeros() as usize; // 0..=16
        // A `%` in the last two lanes has its digits in the next chunk:
        // while the run goes on, those lanes wait for it (the next chunk
        // starts at lane 14); where it ends, a missing digit is a fault.
        let goes_on = z == 16 && n + 16 < len;
        // Without a branch: `z` is 16 when the run goes on.
        let checked = ((1 << z) - 1) & !(0xc000 * goes_on as u32);
        let bad = percents & checked & !(hex >> 1 & hex >> 2);
        if bad != 0 {
            return Err(n + bad.trailing_zeros() as usize);
        }
        if !goes_on {
            return Ok(n + z);
        }
        n += 14;
    }
}

/// [`escaped_len`] 64 bytes a step, for any length: each step one masked
/// load and the masks of the class with `%`, the hex digits and `%`; each
/// `%` before the run's end must have two hex digits after it. Steps
/// overlap by two bytes, so that a `%` in a step's last two lanes is
/// checked in the next, which holds its digits; a lane past the end is in
/// no class and no hex digit, so a `%` cut short by the end fails.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx512bw,bmi1,bmi2,popcnt,lzcnt")]
pub(crate) fn escaped_len64(bytes: &[u8], rows: &[u8; 16]) -> Result<usize, usize> {
    escaped_len64_cut::<false>(bytes, rows)
}

/// [`escaped_len64`], and with `CUT` the run also ends after the first
/// `/` of its first `//` ([`escaped_run_cut`]): a pair is a bit of the
/// `/` mask next to a bit; the steps' overlap holds every pair in one step.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx512bw,bmi1,bmi2,popcnt,lzcnt")]
pub(crate) fn escaped_len64_cut<const CUT: bool>(
    bytes: &[u8],
    rows: &[u8; 16],
) -> Result<usize, usize> {
    use crate::accel::masks::{class64, load64};
    use std::arch::x86_64::{_mm512_mask_cmpeq_epi8_mask, _mm512_set1_epi8};
    let len = bytes.len();
    let mut n = 0;
    loop {
        let (v, within) = load64(bytes, n);
        let inside = class64(v, within, rows);
        let hex = class64(v, within, &HEX_ROWS);
        let percents = _mm512_mask_cmpeq_epi8_mask(within, v, _mm512_set1_epi8(b'%' as i8));
        let mut stop = (!inside).trailing_zeros() as usize; // 0..=64
        if CUT {
            let slashes = _mm512_mask_cmpeq_epi8_mask(within, v, _mm512_set1_epi8(b'/' as i8));
            // 65 when there is no pair.
            stop = stop.min((slashes & slashes >> 1).trailing_zeros() as usize + 1);
        }
        let goes_on = stop == 64 && n + 64 < len;
        // Without a branch: `stop` is 64 when the run goes on, and the
        // last two lanes wait for the next step.
        let checked = u64::MAX.checked_shr(64 - stop as u32).unwrap_or(0)
            & !(0xc000_0000_0000_0000 * u64::from(goes_on));
        let bad = percents & checked & !(hex >> 1 & hex >> 2);
        if bad != 0 {
            return Err(n + bad.trailing_zeros() as usize);
        }
        if !goes_on {
            return Ok(n + stop);
        }
        n += 62;
    }
}

/// [`HEX`]'s nibble rows.
const HEX_ROWS: [u8; 16] = match HEX.rows().0 {
    Some(rows) => rows,
    None => [0; 16],
};

/// Whether `bytes` starts with `"%" hex hex`.
#[inline(always)]
pub(crate) fn is_escape(bytes: &[u8]) -> bool {
    bytes.len() >= 3 && bytes[0] == b'%' && HEX.has(bytes[1]) && HEX.has(bytes[2])
}
