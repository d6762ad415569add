//! 256-entry byte tables: the representation of every character class.
//!
//! A class is built at compile time from the literal characters of its BNF
//! rule (`Table::of(b"$-_.+")`) and composed with [`Table::or`], so each const
//! reads like its rule. Lookup is one indexed load, which is what lets a
//! production scan as fast as the bench's bare byte-table loop.

/// A set of bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Table([bool; 256]);

impl Table {
    /// The bytes of `chars`.
    pub const fn of(chars: &[u8]) -> Table {
        let mut t = [false; 256];
        let mut k = 0;
        while k < chars.len() {
            t[chars[k] as usize] = true;
            k += 1;
        }
        Table(t)
    }

    /// The bytes `lo..=hi`.
    pub const fn range(lo: u8, hi: u8) -> Table {
        let mut t = [false; 256];
        let mut b = lo as usize;
        while b <= hi as usize {
            t[b] = true;
            b += 1;
        }
        Table(t)
    }

    /// The union of two sets.
    pub const fn or(self, other: Table) -> Table {
        let mut t = self.0;
        let mut b = 0;
        while b < 256 {
            t[b] |= other.0[b];
            b += 1;
        }
        Table(t)
    }

    /// Whether `b` is in the set.
    #[inline(always)]
    pub const fn has(&self, b: u8) -> bool {
        self.0[b as usize]
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
