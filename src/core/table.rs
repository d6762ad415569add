//! 256-entry byte tables: the representation of every character class.
//!
//! A class is built at compile time from the literal characters of its BNF
//! rule (`Table::of(b"$-_.+")`) and composed with [`Table::or`], so each const
//! reads like its rule. Lookup is one indexed load, which is what lets a
//! production scan as fast as the bench's bare byte-table loop.

/// Eight bytes of 1 and eight of 0x80: the constants of the tests that read
/// eight bytes of a `u64` at once (a byte `b` broadcast is `ONES * b`).
pub(crate) const ONES: u64 = 0x0101_0101_0101_0101;
/// The high bit of each of eight bytes; see [`ONES`].
pub(crate) const HIGH: u64 = ONES * 0x80;

/// A set of bytes, and the same set as nibble rows for `input::run_len`'s
/// sixteen-byte lookup.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Table {
    bits: [bool; 256],
    rows: Rows,
}

/// A set of ASCII bytes as sixteen rows, one per low nibble: bit `h` of
/// `rows[l]` is set when byte `h << 4 | l` is in the set; `None` when the
/// set has a byte of 0x80 or above, which eight bits per row cannot hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Rows(pub Option<[u8; 16]>);

impl Rows {
    const fn of(bits: &[bool; 256]) -> Rows {
        let mut rows = [0u8; 16];
        let mut b = 0;
        while b < 256 {
            if bits[b] {
                if b >= 0x80 {
                    return Rows(None);
                }
                rows[b & 15] |= 1 << (b >> 4);
            }
            b += 1;
        }
        Rows(Some(rows))
    }
}

impl Table {
    const fn from_bits(bits: [bool; 256]) -> Table {
        Table {
            rows: Rows::of(&bits),
            bits,
        }
    }

    /// The bytes of `chars`.
    pub const fn of(chars: &[u8]) -> Table {
        let mut t = [false; 256];
        let mut k = 0;
        while k < chars.len() {
            t[chars[k] as usize] = true;
            k += 1;
        }
        Table::from_bits(t)
    }

    /// The bytes `lo..=hi`.
    pub const fn range(lo: u8, hi: u8) -> Table {
        let mut t = [false; 256];
        let mut b = lo as usize;
        while b <= hi as usize {
            t[b] = true;
            b += 1;
        }
        Table::from_bits(t)
    }

    /// This set without the bytes of `chars`.
    pub const fn without(self, chars: &[u8]) -> Table {
        let mut t = self.bits;
        let mut k = 0;
        while k < chars.len() {
            t[chars[k] as usize] = false;
            k += 1;
        }
        Table::from_bits(t)
    }

    /// The union of two sets.
    pub const fn or(self, other: Table) -> Table {
        let mut t = self.bits;
        let mut b = 0;
        while b < 256 {
            t[b] |= other.bits[b];
            b += 1;
        }
        Table::from_bits(t)
    }

    /// Whether `b` is in the set.
    #[inline(always)]
    pub const fn has(&self, b: u8) -> bool {
        self.bits[b as usize]
    }

    /// The set as nibble rows, if it is all ASCII.
    #[inline(always)]
    pub const fn rows(&self) -> &Rows {
        &self.rows
    }
}

/// A byte's classes as bit flags, for scanners that need several classes
/// of the same bytes at once (see `scan_host`).
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
                if table.bits[b] {
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
        // (see `input::hits`).
        (t(0) | t(1) | t(2) | t(3)) + (t(4) | t(5) | t(6) | t(7))
    }
}

/// Asserts that each table holds exactly the characters listed beside it:
/// the character-class tests of both dialects.
#[cfg(test)]
pub(crate) fn assert_members<S: AsRef<str>>(cases: &[(Table, S)]) {
    for (table, members) in cases {
        let members = members.as_ref();
        for b in 0u8..=255 {
            assert_eq!(
                table.has(b),
                b.is_ascii() && members.contains(b as char),
                "{members:?} vs {b:#04x}"
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{ByteClasses, Table};

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

    #[test]
    fn builders() {
        let t = Table::of(b"ab").or(Table::range(b'0', b'2'));
        let members: Vec<u8> = (0..=255u8).filter(|&b| t.has(b)).collect();
        assert_eq!(members, b"012ab");
        assert!(Table::range(0, 255).has(255));
    }
}
