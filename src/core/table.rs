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

/// A set of bytes, and the same set as nibble rows for `accel::runs::run_len`'s
/// sixteen-byte lookup.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Table {
    bits: [bool; 256],
    rows: Rows,
    escaped: Option<[u8; 16]>,
}

/// A set of ASCII bytes as sixteen rows, one per low nibble: bit `h` of
/// `rows[l]` is set when byte `h << 4 | l` is in the set; `None` when the
/// set has a byte of 0x80 or above, which eight bits per row cannot hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Rows(pub Option<[u8; 16]>);

impl Rows {
    /// `%` (0x25): row 5, bit 2.
    const PERCENT_ROW: usize = 5;
    const PERCENT_BIT: u8 = 4;

    /// See [`Table::escaped_rows`].
    const fn escaped(&self) -> Option<[u8; 16]> {
        let Some(mut rows) = self.0 else {
            return None;
        };
        if rows[Self::PERCENT_ROW] & Self::PERCENT_BIT != 0 {
            return None;
        }
        let mut b = 0;
        while b < 256 {
            if (b as u8).is_ascii_hexdigit() && rows[b & 15] & 1 << (b >> 4) == 0 {
                return None;
            }
            b += 1;
        }
        rows[Self::PERCENT_ROW] |= Self::PERCENT_BIT;
        Some(rows)
    }

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
        let rows = Rows::of(&bits);
        Table {
            escaped: rows.escaped(),
            rows,
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

    /// The nibble rows an escaped run of the set reads (`%` added, as the
    /// start of an escape whose digits are checked apart), if the set is
    /// all ASCII, holds every hex digit (an escape's digits then never end
    /// its run) and does not hold `%` (which would then be a plain member).
    /// Kept beside the rows, so that the runs read them from the constant
    /// table rather than adding `%` at every call.
    #[inline(always)]
    pub const fn escaped_rows(&self) -> &Option<[u8; 16]> {
        &self.escaped
    }
}

/// `hex`: RFC 1738 and RFC 1630 define it alike (digits, `A`-`F`, `a`-`f`);
/// `rfc1738::chars::HEX` is the same table (tested there).
pub(crate) const HEX: Table = Table::range(b'0', b'9')
    .or(Table::range(b'A', b'F'))
    .or(Table::range(b'a', b'f'));

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
    use super::Table;

    #[test]
    fn builders() {
        let t = Table::of(b"ab").or(Table::range(b'0', b'2'));
        let members: Vec<u8> = (0..=255u8).filter(|&b| t.has(b)).collect();
        assert_eq!(members, b"012ab");
        assert!(Table::range(0, 255).has(255));
    }
}
