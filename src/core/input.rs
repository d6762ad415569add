//! The input abstraction shared by every production, and the scanning
//! primitives the productions are built from.
//!
//! Every combinator is generic over [`Src`], which three types implement:
//!
//! * `Loc` (`located.rs`, a slice and its byte offset): used by `parse` in
//!   both dialects; a component parsed over it is its public `Span`;
//! * plain `&str`: used by `validate`;
//! * [`Traced`]: the diagnostics' run, which records where a failure lies.
//!
//! The grammar code is the same for each, so `validate` and `parse` accept
//! the same language and fail at the same offset by construction
//! (`tests/exactness/differential.rs` checks it).
//!
//! # Invariants
//!
//! * Productions only ever split their input at offsets that the byte tables
//!   accept, and every table byte is ASCII, so each split is on a UTF-8 char
//!   boundary and `take_split` never panics. `split` on `&str` (the input
//!   of `validate`) relies on it without checking it again, except in debug
//!   builds (`Src::split_off`).
//! * Errors record the *remaining* length at the failure (`Fail::rest`), never
//!   an absolute offset: both input types can report it, and the boundary
//!   turns it into an offset with `input.len() - rest`.

use nom::IResult;

use crate::core::failure::{Expected, Fail, Kind, utf8_width};
use crate::core::table::Table;

/// What a production needs from its input: nom's `Input` plus direct access to
/// the remaining bytes, which the table scanners read.
pub(crate) trait Src<'a>: Copy + nom::Input<Item = char> {
    fn text(&self) -> &'a str;

    #[inline(always)]
    fn bytes(&self) -> &'a [u8] {
        self.text().as_bytes()
    }

    /// Whether [`Src::tag`] does anything: only for [`Traced`]. Call sites
    /// test it through [`Tagged::tagged`], so that for `validate` and `parse`
    /// not even a `map_err` remains.
    const TRACED: bool = false;

    /// Notes that failure `f` lies in `component`, which starts `start_rest`
    /// bytes before the end of the input. A no-op, compiled away, for the
    /// inputs of `validate` and `parse`; only [`Traced`] records it.
    #[inline(always)]
    fn tag(&self, _f: &Fail, _start_rest: usize, _component: &'static str) {}

    /// [`split`]: `take_split`, unless the input type has a cheaper way.
    #[inline(always)]
    fn split_off(self, n: usize) -> (Self, Self) {
        self.take_split(n)
    }
}

impl<'a> Src<'a> for &'a str {
    #[inline(always)]
    fn text(&self) -> &'a str {
        self
    }

    /// Without `str` slicing's char-boundary checks: a dozen branches per
    /// URL in `validate`, one of them (at the end of the input or not?)
    /// mispredicted every other URL (docs/performance.md, `split_off`).
    #[inline(always)]
    fn split_off(self, n: usize) -> (Self, Self) {
        debug_assert!(
            self.is_char_boundary(n),
            "split inside a char: {self:?} at {n}"
        );
        // SAFETY: `n` is at most `self.len()` and on a char boundary: the
        // productions split only where a byte table stopped or after bytes
        // they matched, and every table byte is ASCII (the module
        // invariants; the debug assertion above checks them in every test,
        // property test and fuzz run).
        #[allow(unsafe_code)]
        unsafe {
            (self.get_unchecked(n..), self.get_unchecked(..n))
        }
    }
}

/// The result type of every production.
pub(crate) type PResult<I, O> = IResult<I, O, Fail>;

/// The first byte of the remaining input, if any.
#[inline(always)]
pub(crate) fn peek<'a, I: Src<'a>>(i: I) -> Option<u8> {
    i.bytes().first().copied()
}

/// Splits off the first `n` bytes: `(rest, taken)`. `n` must lie on a char
/// boundary (see the module invariants).
#[inline(always)]
pub(crate) fn split<'a, I: Src<'a>>(i: I, n: usize) -> (I, I) {
    i.split_off(n)
}

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
    if bytes.len() >= 16
        && let Some(rows) = &table.rows().0
        && std::arch::is_x86_feature_detected!("ssse3")
    {
        // SAFETY: the CPU has SSSE3 (checked on the line above), the only
        // requirement of `run_len16`.
        #[allow(unsafe_code)]
        return unsafe { run_len16(bytes, rows) };
    }
    run_len8_apart(bytes, table)
}

/// [`run_len8`] out of line, so that `run_len` itself saves no registers
/// before it hands over to `run_len16` (which needs none): the eight-byte
/// loop's register use made every call pay that prologue.
#[inline(never)]
fn run_len8_apart(bytes: &[u8], table: &Table) -> usize {
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
fn run_len16(bytes: &[u8], rows: &[u8; 16]) -> usize {
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
fn nibbles16(v: std::arch::x86_64::__m128i) -> [std::arch::x86_64::__m128i; 2] {
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
fn outside16(rows: std::arch::x86_64::__m128i, [low, bit]: [std::arch::x86_64::__m128i; 2]) -> u32 {
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
fn run_len8(bytes: &[u8], table: &Table) -> usize {
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
    // instead of 8 (the same in `ByteClasses::flags8` and `scan_host`'s
    // constant step; docs/performance.md, `hits`).
    (t(0) | t(1) | t(2) | t(3)) + (t(4) | t(5) | t(6) | t(7))
}

/// `*[ class ]` for a class without escapes: the longest run of table bytes.
#[inline(always)]
pub(crate) fn scan<'a, I: Src<'a>>(i: I, table: &Table) -> (I, I) {
    let n = run_len(i.bytes(), table);
    split(i, n)
}

/// `*[ class | escape ]`: the longest run of table bytes and `escape`s
/// (`"%" hex hex`).
///
/// A `%` that does not start a valid escape fails at once (`nom::Err::Failure`):
/// `%` occurs in the grammars only inside `escape` (and the literals `"%09"`
/// and `% 0 0`, themselves escapes), so no alternative could accept it and
/// the whole input is invalid. Failing here names the real culprit instead of
/// whatever production comes next.
#[inline(always)]
pub(crate) fn scan_escaped<'a, I: Src<'a>>(
    i: I,
    table: &Table,
    production: &'static str,
) -> PResult<I, I> {
    match escaped_run(i.bytes(), table) {
        Ok(n) => Ok(split(i, n)),
        Err(n) => Err(nom::Err::Failure(bad_escape(i, n, production))),
    }
}

/// The length of the longest run of `table` bytes and escapes at the start
/// of `bytes`; `Err(k)` if the `%` at `k` starts no escape.
#[inline(always)]
pub(crate) fn escaped_run(bytes: &[u8], table: &Table) -> Result<usize, usize> {
    match &table.rows().0 {
        // Folds to a constant for the grammars' constant tables.
        Some(rows) if holds_hex(rows) && !holds_percent(rows) => escaped_len(bytes, table, rows),
        _ => escaped_len8(bytes, table),
    }
}

/// The length of the longest run of `table` bytes and escapes: `Err(k)`
/// if the `%` at `k` starts no escape. Where the CPU has SSSE3, from
/// sixteen-byte masks, so that an escape does not end the scan:
/// [`escaped_len16`] for inputs of sixteen bytes or more,
/// [`escaped_len_short`] for shorter ones.
///
/// `rows`: the class's nibble rows; the class holds every hex digit.
/// Out of line for the same reason as [`run_len`].
#[inline(never)]
fn escaped_len(bytes: &[u8], table: &Table, rows: &[u8; 16]) -> Result<usize, usize> {
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("ssse3") {
        // SAFETY: the CPU has SSSE3 (checked on the line above), the only
        // requirement of `escaped_len16` and `escaped_len_short`.
        #[allow(unsafe_code)]
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

/// [`escaped_len`] for inputs shorter than sixteen bytes: copied into one
/// zero-padded chunk (a NUL is in no class and no hex digit, so the run
/// and any escape cut short end where the input does) and checked from
/// its masks. The eight-byte path cost about a hundred instructions and a
/// mispredicted loop exit per call on the short paths and searches that
/// end many URLs (docs/performance.md, `escaped_len_short`).
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
    } else {
        chunk[..len].copy_from_slice(bytes);
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
    use std::arch::x86_64::{
        _mm_cmpeq_epi8, _mm_movemask_epi8, _mm_or_si128, _mm_set1_epi8, _mm_setr_epi8,
    };
    // `%` (0x25) is row 5, bit 2.
    let with_percent = _mm_setr_epi8(0, 0, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    let rows = _mm_or_si128(safe_arch::load_unaligned_m128i(rows).0, with_percent);
    let hex_rows = safe_arch::load_unaligned_m128i(&HEX_ROWS).0;
    let v = safe_arch::load_unaligned_m128i(chunk).0;
    let split = nibbles16(v);
    [
        outside16(rows, split),
        !outside16(hex_rows, split) & 0xffff,
        _mm_movemask_epi8(_mm_cmpeq_epi8(v, _mm_set1_epi8(b'%' as i8))) as u32,
    ]
}

/// [`escaped_len8`] out of line, for the reason of [`run_len8_apart`].
#[inline(never)]
fn escaped_len8_apart(bytes: &[u8], table: &Table) -> Result<usize, usize> {
    escaped_len8(bytes, table)
}

/// [`escaped_len`] a run at a time: [`run_len`], then at a `%` the escape
/// check, then the next run.
#[inline(always)]
fn escaped_len8(bytes: &[u8], table: &Table) -> Result<usize, usize> {
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

/// `hex`: RFC 1738 and RFC 1630 define it alike (digits, `A`-`F`, `a`-`f`);
/// `rfc1738::chars::HEX` is the same table (tested there).
pub(crate) const HEX: Table = Table::range(b'0', b'9')
    .or(Table::range(b'A', b'F'))
    .or(Table::range(b'a', b'f'));

/// Whether the class of `rows` holds every hex digit, which
/// [`escaped_len16`] needs (an escape's digits then never end its run);
/// true of every class the grammars scan with escapes. Folds to a constant
/// for a constant table.
#[inline(always)]
const fn holds_hex(rows: &[u8; 16]) -> bool {
    let mut k = 0;
    while k < 16 {
        if rows[k] & HEX_ROWS[k] != HEX_ROWS[k] {
            return false;
        }
        k += 1;
    }
    true
}

/// Whether the class of `rows` holds `%` (0x25: row 5, bit 2): then a `%`
/// is a class byte, not the start of an escape, and [`escaped_len16`],
/// which checks every `%`, does not apply.
#[inline(always)]
const fn holds_percent(rows: &[u8; 16]) -> bool {
    rows[5] & 4 != 0
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

/// `"%" hex hex`, one `escape`: both dialects' rule (and both sections of
/// RFC 1630) define it alike. A `%` that starts no escape fails at once.
pub(crate) fn escape<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    if is_escape(i.bytes()) {
        Ok(split(i, 3))
    } else if peek(i) == Some(b'%') {
        Err(nom::Err::Failure(bad_escape(i, 0, "escape")))
    } else {
        Err(fail(i, "escape", Expected::HEX))
    }
}

/// The value of a hex digit (the caller has checked it is one).
pub(crate) const fn hex_value(b: u8) -> u8 {
    match b {
        b'0'..=b'9' => b - b'0',
        b'a'..=b'f' => b - b'a' + 10,
        b'A'..=b'F' => b - b'A' + 10,
        _ => 0,
    }
}

/// The error for a `%` at byte `at` of `i` that does not start an escape. The
/// span covers the `%` and the (at most two) characters that should have been
/// hex digits, so `%as` is labelled whole.
#[cold]
#[inline(never)]
pub(crate) fn bad_escape<'a, I: Src<'a>>(i: I, at: usize, production: &'static str) -> Fail {
    // Byte-wise over valid UTF-8 (a lead byte gives its char's width): the
    // `%` and at most two chars after it, and whether those are hex digits.
    let text = &i.bytes()[at..];
    let (mut len, mut chars, mut all_hex) = (1, 0, true);
    while chars < 2 && len < text.len() {
        let b = text[len];
        all_hex &= HEX.has(b);
        len += utf8_width(b);
        chars += 1;
    }
    let kind = if chars < 2 && all_hex {
        Kind::TruncatedEscape
    } else {
        Kind::BadEscape
    };
    Fail::new(text.len(), len, production, kind, Expected::HEX)
}

/// One byte of `table`, else a failure naming `production`: the
/// one-character productions (`alpha`, `digit`, `safe`, ...).
#[inline(always)]
pub(crate) fn one<'a, I: Src<'a>>(
    i: I,
    table: &Table,
    production: &'static str,
    expected: Expected,
) -> PResult<I, I> {
    match i.bytes().first() {
        Some(&b) if table.has(b) => Ok(split(i, 1)),
        _ => Err(fail(i, production, expected)),
    }
}

/// Matches the literal `lit` exactly (case-sensitive).
#[inline(always)]
pub(crate) fn lit<'a, I: Src<'a>>(
    i: I,
    lit: &'static str,
    production: &'static str,
    expected: Expected,
) -> PResult<I, I> {
    if i.bytes().starts_with(lit.as_bytes()) {
        Ok(split(i, lit.len()))
    } else {
        Err(nom::Err::Error(mismatch(i, lit, production, expected)))
    }
}

/// The error for a literal that does not match: it points at the first byte
/// where the input departs from the literal.
#[cold]
#[inline(never)]
fn mismatch<'a, I: Src<'a>>(
    i: I,
    lit: &'static str,
    production: &'static str,
    expected: Expected,
) -> Fail {
    let common = i
        .bytes()
        .iter()
        .zip(lit.as_bytes())
        .take_while(|(a, b)| a == b)
        .count();
    let (rest, _) = split(i, common);
    Fail::at(rest.text(), production, expected)
}

/// Consumes one byte that must be `b`, else fails with `expected` at `i`.
#[inline(always)]
pub(crate) fn byte<'a, I: Src<'a>>(
    i: I,
    b: u8,
    production: &'static str,
    expected: Expected,
) -> PResult<I, I> {
    if peek(i) == Some(b) {
        Ok(split(i, 1))
    } else {
        Err(fail(i, production, expected))
    }
}

/// Succeeds only at the end of the input.
#[inline(always)]
pub(crate) fn end<'a, I: Src<'a>>(
    i: I,
    production: &'static str,
    expected: Expected,
) -> PResult<I, ()> {
    if i.input_len() == 0 {
        Ok((i, ()))
    } else {
        Err(fail(i, production, expected.with(Expected::END)))
    }
}

/// Whether byte `n` of `i` starts a character that `universe` (every byte a
/// dialect's productions derive) lacks: a non-ASCII character, or an ASCII
/// one no production contains.
#[inline]
pub(crate) fn outside_at<'a, I: Src<'a>>(i: I, n: usize, universe: &Table) -> bool {
    i.bytes()
        .get(n)
        .is_some_and(|&b| !b.is_ascii() || !universe.has(b))
}

/// The primary error of a component whose run of characters ended at byte
/// `n` of `i` and then failed (or could not go on): if that byte is outside
/// the grammar and the run up to it can still begin a valid component
/// (`viable`, asked only then), the URL was cut short *by* that character
/// (`gopher://65.67.1é7.85/`: `65.67.1` could have gone on as `65.67.1.2`),
/// so the failure is reported there, as the first byte at which no valid
/// URL can continue the input. Otherwise `None`: the component's own
/// failure comes first. One byte test on the way of a valid URL.
#[inline(always)]
pub(crate) fn cut_short<'a, I: Src<'a>>(
    i: I,
    n: usize,
    universe: &Table,
    viable: impl FnOnce() -> bool,
    production: &'static str,
    expected: Expected,
) -> Option<nom::Err<Fail>> {
    if outside_at(i, n, universe) && viable() {
        Some(fail(split(i, n).0, production, expected))
    } else {
        None
    }
}

/// `[ sep part ]` after a component: `part` after `sep` when the input
/// starts with `sep` (a failure inside it noted as `component`), else
/// nothing. A `hostport`'s `[ ":" port ]`, a login's `[ ":" password ]`.
#[inline(always)]
pub(crate) fn opt_after<'a, I: Src<'a>>(
    i: I,
    sep: u8,
    part: impl FnOnce(I) -> PResult<I, I>,
    component: &'static str,
) -> PResult<I, Option<I>> {
    if peek(i) != Some(sep) {
        return Ok((i, None));
    }
    let start = split(i, 1).0;
    let (r, p) = part(start).tagged(start, within(start, component))?;
    Ok((r, Some(p)))
}

/// `port = digits` after the `:` of a `hostport`, in either dialect
/// (`universe` is the dialect's characters). An empty port is reported on
/// the `:` that promised it, unless a character outside the grammar comes
/// first.
pub(crate) fn port_digits<'a, I: Src<'a>>(i: I, universe: &Table) -> PResult<I, I> {
    const DIGIT: Table = Table::range(b'0', b'9');
    let (rest, run) = scan(i, &DIGIT);
    if run.input_len() > 0 {
        return Ok((rest, run));
    }
    if let Some(e) = cut_short(i, 0, universe, || true, "port", Expected::DIGIT) {
        return Err(e);
    }
    Err(nom::Err::Failure(Fail::new(
        i.input_len() + 1,
        1,
        "port",
        Kind::EmptyPort,
        Expected::DIGIT,
    )))
}

/// A failure inside an inner rule (one of `inner`; any, if `inner` is
/// empty) reported under the name of the rule around it, `production`, so
/// that the error names the rule the author wrote (`search`, not
/// `xalphas`).
#[cold]
pub(crate) fn renamed(
    e: nom::Err<Fail>,
    inner: &[&str],
    production: &'static str,
) -> nom::Err<Fail> {
    e.map(|mut f| {
        if inner.is_empty() || inner.contains(&f.production) {
            f.production = production;
        }
        f
    })
}

/// An unrecoverable failure at the start of `i` (see [`Fail::at`]).
#[cold]
#[inline(never)]
pub(crate) fn fail<'a, I: Src<'a>>(
    i: I,
    production: &'static str,
    expected: Expected,
) -> nom::Err<Fail> {
    nom::Err::Failure(Fail::at(i.text(), production, expected))
}

/// A failure of `kind` spanning the first `len` bytes of `i`.
#[cold]
#[inline(never)]
pub(crate) fn fail_span<'a, I: Src<'a>>(
    i: I,
    len: usize,
    kind: Kind,
    production: &'static str,
    expected: Expected,
) -> nom::Err<Fail> {
    nom::Err::Failure(Fail::new(i.input_len(), len, production, kind, expected))
}

/// The part of `start` that was consumed to reach `rest` (a suffix of it).
#[inline(always)]
pub(crate) fn consumed<'a, I: Src<'a>>(start: I, rest: I) -> I {
    split(start, start.input_len() - rest.input_len()).1
}

/// A scheme prefix such as `"http://"`: the scheme name compared
/// ASCII-case-insensitively (RFC 1738 §2.1, `grammar/ERRATA.md`), then
/// `tail` (`"://"` or `":"`) exactly.
#[inline(always)]
pub(crate) fn scheme_lit<'a, I: Src<'a>>(
    i: I,
    scheme: &'static str,
    tail: &'static str,
    production: &'static str,
) -> PResult<I, I> {
    let n = scheme.len();
    // Prefixes of up to eight bytes (all but `gopher://`, `telnet://`,
    // `prospero://`) are one word compare: the name's bytes `| 0x20`, the
    // tail's exact: fewer instructions and mispredicted branches than a
    // byte compare (docs/performance.md, scheme prefix).
    let full = n + tail.len();
    if full <= 8
        && let Some(first) = i.bytes().first_chunk::<8>()
    {
        let keep = u64::MAX >> (64 - 8 * full);
        let lower = 0x2020_2020_2020_2020 & (u64::MAX >> (64 - 8 * n));
        let expected = scheme
            .bytes()
            .chain(tail.bytes())
            .enumerate()
            .fold(0, |w, (k, b)| w | u64::from(b) << (8 * k));
        if u64::from_le_bytes(*first) & keep | lower == expected {
            let (rest, taken) = split(i, full);
            return Ok((rest, taken));
        }
    }
    match i.bytes().get(..n) {
        Some(name) if name.eq_ignore_ascii_case(scheme.as_bytes()) => {
            let expected = if tail.len() > 1 {
                Expected::SLASH
            } else {
                Expected::COLON
            };
            let (rest, _) = lit(split(i, n).0, tail, production, expected)?;
            Ok((rest, consumed(i, rest)))
        }
        _ => Err(nom::Err::Error(Fail::at(
            i.text(),
            production,
            Expected::SCHEME_CHAR,
        ))),
    }
}

impl<'a, I: Src<'a>> nom::error::ParseError<I> for Fail {
    fn from_error_kind(input: I, _kind: nom::error::ErrorKind) -> Self {
        Fail::at(input.text(), "url", Expected::NONE)
    }

    fn append(_input: I, _kind: nom::error::ErrorKind, other: Self) -> Self {
        other
    }

    fn or(self, other: Self) -> Self {
        Fail::or(self, other)
    }
}

/// `map_err` for the component notes ([`within`], [`after`]): applied only
/// when the input is [`Traced`], a constant known at compile time, so the
/// hot path keeps exactly the code it had without them (measured with
/// cachegrind; a plain identity `map_err` cost about 0.5% of `validate`).
pub(crate) trait Tagged: Sized {
    fn tagged<'a, I: Src<'a>>(
        self,
        at: I,
        note: impl FnOnce(nom::Err<Fail>) -> nom::Err<Fail>,
    ) -> Self;
}

impl<T> Tagged for Result<T, nom::Err<Fail>> {
    #[inline(always)]
    fn tagged<'a, I: Src<'a>>(
        self,
        _at: I,
        note: impl FnOnce(nom::Err<Fail>) -> nom::Err<Fail>,
    ) -> Self {
        if I::TRACED { self.map_err(note) } else { self }
    }
}

/// For `map_err` around a component that starts at `start`: notes that a
/// failure inside it lies in that component (see [`Src::tag`]). For `&str`
/// and `Loc` this is the identity: the hot path is unchanged.
#[inline(always)]
pub(crate) fn within<'a, I: Src<'a>>(
    start: I,
    component: &'static str,
) -> impl FnOnce(nom::Err<Fail>) -> nom::Err<Fail> {
    move |e| {
        if let nom::Err::Error(f) | nom::Err::Failure(f) = &e {
            start.tag(f, start.input_len(), component);
        }
        e
    }
}

/// For `map_err` around the check that follows a component `part` (which
/// ended at `rest`): a character that cannot follow it is reported in it,
/// since that is where its author put the character.
#[inline(always)]
pub(crate) fn after<'a, I: Src<'a>>(
    part: I,
    rest: I,
    component: &'static str,
) -> impl FnOnce(nom::Err<Fail>) -> nom::Err<Fail> {
    move |e| {
        if let nom::Err::Error(f) | nom::Err::Failure(f) = &e {
            rest.tag(f, rest.input_len() + part.input_len(), component);
        }
        e
    }
}

/// A note of [`Src::tag`]: the failure it was made for, and the component
/// it lies in.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Tag {
    fail: Fail,
    start_rest: usize,
    component: &'static str,
}

impl Tag {
    /// The component of failure `f`, as (production name, rest at its
    /// start): the innermost note made for exactly this failure (notes made
    /// in alternatives that were abandoned are for other failures).
    pub(crate) fn find(tags: &[Tag], f: &Fail) -> Option<(&'static str, usize)> {
        tags.iter()
            .find(|t| t.fail == *f && t.start_rest >= f.rest)
            .map(|t| (t.component, t.start_rest))
    }
}

/// The input of the diagnostics' third run of the grammar, after a failure:
/// plain text plus a log of [`Tag`]s, so that the report can label the
/// component a failure lies in without `Fail` carrying it on the hot path.
#[derive(Clone, Copy)]
pub(crate) struct Traced<'a> {
    text: &'a str,
    tags: &'a std::cell::RefCell<Vec<Tag>>,
}

impl<'a> Traced<'a> {
    pub(crate) fn new(text: &'a str, tags: &'a std::cell::RefCell<Vec<Tag>>) -> Self {
        Traced { text, tags }
    }

    fn with(self, text: &'a str) -> Self {
        Traced { text, ..self }
    }
}

impl<'a> nom::Input for Traced<'a> {
    type Item = char;
    type Iter = std::str::Chars<'a>;
    type IterIndices = std::str::CharIndices<'a>;

    fn input_len(&self) -> usize {
        self.text.len()
    }

    fn take(&self, index: usize) -> Self {
        self.with(&self.text[..index])
    }

    fn take_from(&self, index: usize) -> Self {
        self.with(&self.text[index..])
    }

    fn take_split(&self, index: usize) -> (Self, Self) {
        let (prefix, suffix) = self.text.split_at(index);
        (self.with(suffix), self.with(prefix))
    }

    fn position<P>(&self, predicate: P) -> Option<usize>
    where
        P: Fn(Self::Item) -> bool,
    {
        self.text.find(predicate)
    }

    fn iter_elements(&self) -> Self::Iter {
        self.text.chars()
    }

    fn iter_indices(&self) -> Self::IterIndices {
        self.text.char_indices()
    }

    fn slice_index(&self, count: usize) -> Result<usize, nom::Needed> {
        self.text.slice_index(count)
    }
}

impl<'a> Src<'a> for Traced<'a> {
    const TRACED: bool = true;

    fn text(&self) -> &'a str {
        self.text
    }

    fn tag(&self, f: &Fail, start_rest: usize, component: &'static str) {
        self.tags.borrow_mut().push(Tag {
            fail: *f,
            start_rest,
            component,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::{
        HEX, escaped_len, escaped_len8, escaped_run, holds_hex, holds_percent, run_len, run_len8,
    };
    use crate::core::table::Table;

    /// `run_len` (sixteen-byte path from 16 bytes on, where the CPU has
    /// SSSE3) and `run_len8` against a byte loop, on random ASCII classes and
    /// texts of members and a few outsiders (non-ASCII among them), every
    /// suffix, so that runs end in each lane, at chunk edges, in the last
    /// partial chunk and at the end of the input.
    #[test]
    fn run_len_agrees_with_a_byte_loop() {
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = |m: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed % m
        };
        let classes = [
            // Classes of the shapes the grammars use: letters and digits
            // with punctuation, digits alone, and wide punctuation sets.
            Table::range(b'a', b'z')
                .or(Table::range(b'A', b'Z'))
                .or(Table::range(b'0', b'9'))
                .or(Table::of(b"$-_.+!*'(),;/?:@&=%")),
            Table::range(b'a', b'z')
                .or(Table::range(b'A', b'Z'))
                .or(Table::range(b'0', b'9'))
                .or(Table::of(b"$-_.+!*'(),")),
            Table::range(b'0', b'9'),
            Table::of(b"$-_@.&+!*\"'(),"),
            Table::of(b"\0\x7f"),
        ];
        for round in 0..400 {
            let class = match classes.get(round) {
                Some(&c) => c,
                None => {
                    let members: Vec<u8> = (0..128u8).filter(|_| next(3) != 0).collect();
                    Table::of(&members)
                }
            };
            let members: Vec<u8> = (0..=255u8).filter(|&b| class.has(b)).collect();
            let len = next(80) as usize;
            let text: Vec<u8> = (0..len)
                .map(|_| match next(12) {
                    0 => next(256) as u8,
                    _ => members[next(members.len() as u64) as usize],
                })
                .collect();
            for start in 0..=text.len() {
                let b = &text[start..];
                let expected = b.iter().take_while(|&&x| class.has(x)).count();
                assert_eq!(run_len(b, &class), expected, "{round} {b:?}");
                assert_eq!(run_len8(b, &class), expected, "{round} {b:?}");
            }
        }
    }

    /// `escaped_len` (sixteen-byte path from 16 bytes on, where the CPU
    /// has SSSE3) against a byte loop over the rule `*[ class | escape ]`,
    /// on texts dense in `%`, hex digits and outsiders, every suffix: runs
    /// and bad escapes in each lane, escapes across chunk edges, and
    /// escapes cut short by the end of the input.
    #[test]
    fn escaped_len_agrees_with_a_byte_loop() {
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut next = |m: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed % m
        };
        let class = Table::range(b'a', b'z')
            .or(Table::range(b'A', b'Z'))
            .or(Table::range(b'0', b'9'))
            .or(Table::of(b"$-_.+!*'(),;:@&="));
        let rows = class.rows().0.unwrap();
        assert!(holds_hex(&rows));
        assert!(!holds_hex(&Table::range(b'0', b'9').rows().0.unwrap()));
        assert!(!holds_percent(&rows));
        // A class that holds `%` reads it as a class byte, not an escape.
        let with_percent = class.or(Table::of(b"%"));
        assert!(holds_percent(&with_percent.rows().0.unwrap()));
        assert_eq!(escaped_run(b"ab%zz%", &with_percent), Ok(6));
        assert_eq!(escaped_run(b"ab%zz%  and more bytes", &class), Err(2));
        // The rule itself: `Err(k)` for a `%` at `k` that starts no escape.
        let reference = |b: &[u8]| -> Result<usize, usize> {
            let mut k = 0;
            while k < b.len() {
                if b[k] == b'%' {
                    if b.len() > k + 2 && HEX.has(b[k + 1]) && HEX.has(b[k + 2]) {
                        k += 3;
                        continue;
                    }
                    return Err(k);
                }
                if !class.has(b[k]) {
                    break;
                }
                k += 1;
            }
            Ok(k)
        };
        let pieces: [&[u8]; 9] = [
            b"%",
            b"%4",
            b"%41",
            b"%4g",
            b"a",
            b"Z",
            b"/",
            b" ",
            b"\xc3\xa9",
        ];
        for round in 0..3000 {
            let len = next(140) as usize;
            // Every third text has long runs (escapes, rarely a fault or a
            // stop), which reach past the first forty-eight bytes
            // into the loop.
            let long_runs = round % 3 == 0;
            let mut text = Vec::new();
            while text.len() < len {
                // Mostly class bytes, so that runs reach every chunk.
                match next(if long_runs { 60 } else { 10 }) {
                    0..=4 => text.push(b"abc0F9-._;"[next(10) as usize]),
                    k if long_runs && k < 59 => match k % 4 {
                        0 => text.extend_from_slice(b"%41"),
                        _ => text.push(b"abc0F9-._;"[next(10) as usize]),
                    },
                    k => text.extend_from_slice(pieces[(k as usize * 7 + round) % pieces.len()]),
                }
            }
            for start in 0..=text.len() {
                let b = &text[start..];
                let expected = reference(b);
                assert_eq!(escaped_len(b, &class, &rows), expected, "{round} {b:?}");
                assert_eq!(escaped_len8(b, &class), expected, "{round} {b:?}");
            }
        }
        // Each ending at each byte of a long run: escapes cut short or bad
        // at the edges of the first block and of the loop's chunks.
        for run in 0..100 {
            for ending in [&b"%"[..], b"%4", b"%4g", b"%zz", b"%41", b" ", b"\xc3\xa9"] {
                for after in [&b""[..], b"abcdefghijklmnopqrstu", b"%41%42%43%44%45%46%47"] {
                    let mut text = b"a".repeat(run);
                    text.extend_from_slice(ending);
                    text.extend_from_slice(after);
                    let expected = reference(&text);
                    assert_eq!(escaped_len(&text, &class, &rows), expected, "{text:?}");
                }
            }
        }
    }

    /// A class with a byte of 0x80 or above has no nibble rows; `run_len`
    /// takes the eight-byte path for it and still finds those members.
    #[test]
    fn non_ascii_class() {
        let class = Table::of(b"ab\xc3\xa9");
        assert!(class.rows().0.is_none());
        assert_eq!(run_len("abéabéabéabéabéab!".as_bytes(), &class), 22);
    }
}
