//! The host bytes' classes: the run of letters, digits, dots and hyphens
//! at the start of the input (RFC 1738's `hostport` scans it), and the
//! bit mask of each class over its first 64 bytes. SSE2 range tests
//! sixteen bytes a step ([`host_run16`]), or table flags eight bytes a
//! word ([`host_run8`], the twin). What makes the run a host name or
//! number is the grammar's to decide, from the masks.

use crate::core::table::Table;

/// The run of host characters at the start of an input, and its classes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct HostRun {
    /// Bytes in the run (letters, digits, `.` and `-`).
    pub(crate) len: usize,
    /// Bit `k` set if byte `k` of the run is a letter; bytes 0..64 only.
    pub(crate) letter: u64,
    /// The same for digits.
    pub(crate) digit: u64,
    /// The same for `.`.
    pub(crate) dot: u64,
    /// The same for `-`.
    pub(crate) hyphen: u64,
}

/// The run of host characters at the start of `bytes`: [`host_run16`] for
/// sixteen bytes or more with SSE2, else [`host_run8`].
#[inline(always)]
pub(crate) fn host_run(bytes: &[u8]) -> HostRun {
    #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
    if bytes.len() >= 16 {
        return host_run16(bytes);
    }
    host_run8(bytes)
}

/// [`host_run`] sixteen bytes per turn, for inputs of sixteen bytes or
/// more: SSE2 compares give each class's bit mask directly
/// ([`host_classes16`]), where [`host_run8`] looks every byte up and
/// gathers the bits with multiplies (docs/performance.md, `scan_host16`).
#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
#[inline(always)]
pub(crate) fn host_run16(bytes: &[u8]) -> HostRun {
    // Most hosts end within the first thirty-two bytes: read straight from
    // two chunks' masks, without the loop's accumulation. Where the input
    // is shorter, the second chunk is its last sixteen bytes, shifted so
    // that bit `k` is byte `k` (bits past the end are 0, no host byte).
    // Thirty-two, not sixteen: whether a host ends within sixteen bytes is
    // a coin toss on real hosts, a mispredicted branch every other URL.
    let len = bytes.len();
    let first = host_classes16(bytes[..16].try_into().unwrap_or(&[0; 16]));
    let at = (len - 16).min(16);
    let second = host_classes16(bytes[at..at + 16].try_into().unwrap_or(&[0; 16]))
        .map(|m| m >> (16 - at) << 16);
    let [letter, digit, dot, hyphen] = [0, 1, 2, 3].map(|k| first[k] | second[k]);
    let run =
        ((!(letter | digit | dot | hyphen) & 0xffff_ffff) | 1 << 32).trailing_zeros() as usize; // 0..=32
    if run < 32 {
        let keep = (1u64 << run) - 1;
        let [letter, digit, dot, hyphen] = [letter, digit, dot, hyphen].map(|m| m & keep);
        return HostRun {
            len: run,
            letter,
            digit,
            dot,
            hyphen,
        };
    }
    let (mut letter, mut digit, mut dot, mut hyphen) = (letter, digit, dot, hyphen);
    let mut n = 32;
    let last: &[u8; 16] = bytes[len - 16..].try_into().unwrap_or(&[0; 16]);
    loop {
        let [l, d, p, h] = match bytes.get(n..n + 16) {
            Some(chunk) => host_classes16(chunk.try_into().unwrap_or(&[0; 16])),
            // The last `len - n` bytes, as the low bits (zeros above).
            None => host_classes16(last).map(|m| m >> (n + 16 - len)),
        };
        let run = (!(l | d | p | h)).trailing_zeros() as usize; // 0..=16
        let keep = (1u64 << run) - 1;
        if n < 64 {
            letter |= (l & keep) << n;
            digit |= (d & keep) << n;
            dot |= (p & keep) << n;
            hyphen |= (h & keep) << n;
        }
        if run < 16 {
            n += run;
            break;
        }
        n += 16;
    }
    HostRun {
        len: n,
        letter,
        digit,
        dot,
        hyphen,
    }
}

/// [`host_run`] eight bytes per turn, from the [`HOST_CLASS`] lookups: for
/// inputs shorter than sixteen bytes, and targets without SSE2.
#[inline(always)]
pub(crate) fn host_run8(bytes: &[u8]) -> HostRun {
    let (mut letter, mut digit, mut dot, mut hyphen) = (0u64, 0u64, 0u64, 0u64);
    let mut n = 0;
    loop {
        let classes = HOST_CLASS.word(bytes, n);
        let hits = movemask(classes >> 4);
        let run = (!hits).trailing_zeros() as usize; // 0..=8
        let keep = (1u64 << run) - 1;
        if n < 64 {
            letter |= (movemask(classes) & keep) << n;
            digit |= (movemask(classes >> 1) & keep) << n;
            dot |= (movemask(classes >> 2) & keep) << n;
            hyphen |= (movemask(classes >> 3) & keep) << n;
        }
        if run < 8 {
            n += run;
            break;
        }
        // Not `n += run`: with a constant step the next chunk's loads do not
        // wait for this chunk's classification.
        n += 8;
    }
    HostRun {
        len: n,
        letter,
        digit,
        dot,
        hyphen,
    }
}

/// Bit masks of the letters, digits, dots and hyphens among sixteen bytes
/// (bit `k` = byte `k`), from SSE2 range tests.
#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
#[inline(always)]
fn host_classes16(chunk: &[u8; 16]) -> [u64; 4] {
    use safe_arch::{
        cmp_eq_mask_i8_m128i, load_unaligned_m128i, min_u8_m128i, move_mask_i8_m128i,
        set_splat_i8_m128i, sub_i8_m128i,
    };
    let v = load_unaligned_m128i(chunk);
    let within = |lo: u8, hi: u8| {
        let d = sub_i8_m128i(v, set_splat_i8_m128i(lo as i8));
        cmp_eq_mask_i8_m128i(min_u8_m128i(d, set_splat_i8_m128i((hi - lo) as i8)), d)
    };
    let is = |b: u8| cmp_eq_mask_i8_m128i(v, set_splat_i8_m128i(b as i8));
    let mask = |m| move_mask_i8_m128i(m) as u16 as u64;
    [
        mask(within(b'a', b'z') | within(b'A', b'Z')),
        mask(within(b'0', b'9')),
        mask(is(b'.')),
        mask(is(b'-')),
    ]
}

/// The classes of host characters, one bit each, and bit 4 for "a host
/// character at all" (`alphadigit | "-" | "."`).
const HOST_CLASS: ByteClasses = ByteClasses::new(&[
    (&Table::range(b'a', b'z').or(Table::range(b'A', b'Z')), 0x11),
    (&Table::range(b'0', b'9'), 0x12),
    (&Table::of(b"."), 0x14),
    (&Table::of(b"-"), 0x18),
]);

/// Bit `k` of the result is bit 0 of byte `k` of `w`.
#[inline(always)]
fn movemask(w: u64) -> u64 {
    (w & 0x0101_0101_0101_0101).wrapping_mul(0x0102_0408_1020_4080) >> 56
}

/// A byte's classes as bit flags, for scanners that need several classes
/// of the same bytes at once.
#[derive(Clone, Copy, Debug)]
pub(crate) struct ByteClasses([u8; 256]);

impl ByteClasses {
    /// Each byte of a table gets that table's flags (or-ed together).
    pub const fn new(classes: &[(&Table, u8)]) -> ByteClasses {
        let mut t = [0u8; 256];
        let mut c = 0;
        while c < classes.len() {
            let (table, flags) = classes[c];
            let mut b = 0;
            while b < 256 {
                if table.has(b as u8) {
                    t[b] |= flags;
                }
                b += 1;
            }
            c += 1;
        }
        ByteClasses(t)
    }

    /// The flags of `bytes[n..n + 8]`, byte `k` in byte `k` of the word
    /// (little-endian); bytes past the end count as flags 0. Branch-free
    /// unless fewer than eight bytes are left in all.
    #[inline(always)]
    pub fn word(&self, bytes: &[u8], n: usize) -> u64 {
        let len = bytes.len();
        if let Some(chunk) = bytes.get(n..n + 8) {
            return self.flags8(chunk);
        }
        if len >= 8 {
            // The last eight bytes, shifted so that byte `n` comes first.
            let skip = 8 * (n + 8 - len).min(8);
            return self
                .flags8(&bytes[len - 8..])
                .checked_shr(skip as u32)
                .unwrap_or(0);
        }
        let mut w = 0;
        for (k, &b) in bytes.iter().enumerate().skip(n) {
            w |= (self.0[b as usize] as u64) << (8 * (k - n));
        }
        w
    }

    #[inline(always)]
    fn flags8(&self, chunk: &[u8]) -> u64 {
        let chunk: &[u8; 8] = chunk.try_into().unwrap_or(&[0; 8]);
        let t = |k: usize| (self.0[chunk[k] as usize] as u64) << (8 * k);
        // Halves joined with `+` (disjoint bits) to shorten the serial chain
        // (see `runs::hits`).
        (t(0) | t(1) | t(2) | t(3)) + (t(4) | t(5) | t(6) | t(7))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn class_words() {
        let c = ByteClasses::new(&[(&Table::of(b"a"), 1), (&Table::of(b"ab"), 2)]);
        assert_eq!(c.word(b"abxabab", 0), 0x02_03_02_03_00_02_03);
        assert_eq!(c.word(b"abxabab", 3), 0x02_03_02_03);
        assert_eq!(c.word(b"xxxxxxxxab", 0), 0);
        assert_eq!(c.word(b"xxxxxxxxab", 8), 0x02_03);
        assert_eq!(c.word(b"xxxxxxxxab", 9), 0x02);
        assert_eq!(c.word(b"xxxxxxxxab", 10), 0);
        assert_eq!(c.word(b"aaaaaaaaaaaaaaaaaa", 5), 0x0303_0303_0303_0303);
    }
}
