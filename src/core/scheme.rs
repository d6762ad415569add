//! Scheme names: which production a URL's scheme selects.

use crate::core::table::Table;

/// The schemes RFC 1738 defines (`http` to `prospero`), the three more
/// RFC 1630 gives productions of their own (`mid`, `cid`, `afs`), and
/// `Other` for every other scheme name.
///
/// ```
/// use urlbnf::Scheme;
/// assert_eq!(Scheme::from_name("HTTP"), Scheme::Http);
/// assert_eq!(Scheme::from_name("https"), Scheme::Other);
/// assert_eq!(Scheme::Gopher.default_port(), Some(70));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Scheme {
    /// `http`
    Http,
    /// `ftp`
    Ftp,
    /// `news`
    News,
    /// `nntp`
    Nntp,
    /// `telnet`
    Telnet,
    /// `gopher`
    Gopher,
    /// `wais`
    Wais,
    /// `mailto`
    Mailto,
    /// `file`
    File,
    /// `prospero`
    Prospero,
    /// Any other scheme (`otherurl`).
    Other,
    /// `mid` (RFC 1630 only; an `otherurl` in RFC 1738).
    Mid,
    /// `cid` (RFC 1630 only; an `otherurl` in RFC 1738).
    Cid,
    /// `afs` (RFC 1630's historical `afsaddress`; an `otherurl` in RFC 1738).
    Afs,
}

/// The characters of a scheme name in every grammar here: letters,
/// digits, `+`, `-` and `.` (RFC 1738's `scheme`, upper case included).
pub(crate) const SCHEME_CHARS: Table = Table::range(b'a', b'z')
    .or(Table::range(b'A', b'Z'))
    .or(Table::range(b'0', b'9'))
    .or(Table::of(b"+-."));

/// The scheme name `input` starts with, up to its `:`, if it starts with
/// one.
pub(crate) fn name_of(input: &str) -> Option<&str> {
    let n = input.bytes().take_while(|&b| SCHEME_CHARS.has(b)).count();
    (n > 0 && input.as_bytes().get(n) == Some(&b':')).then(|| &input[..n])
}

pub(crate) use crate::accel::names::{name_before_colon, packed_prefix};

impl Scheme {
    /// The predefined schemes, in the order of RFC 1738's `url` rule.
    pub const PREDEFINED: [Scheme; 10] = [
        Scheme::Http,
        Scheme::Ftp,
        Scheme::News,
        Scheme::Nntp,
        Scheme::Telnet,
        Scheme::Gopher,
        Scheme::Wais,
        Scheme::Mailto,
        Scheme::File,
        Scheme::Prospero,
    ];

    /// The scheme for a name, compared ASCII-case-insensitively (RFC 1738
    /// §2.1); never Unicode case folding. Every variant but `Other` has a
    /// name: RFC 1630's `mid`, `cid` and `afs` too (which RFC 1738 parses as
    /// an `otherurl`).
    ///
    /// ```
    /// use urlbnf::Scheme;
    /// assert_eq!(Scheme::from_name("Ftp"), Scheme::Ftp);
    /// assert_eq!(Scheme::from_name("mid"), Scheme::Mid);
    /// assert_eq!(Scheme::from_name("\u{212A}"), Scheme::Other);
    /// ```
    pub fn from_name(name: &str) -> Scheme {
        match Scheme::from_prefix(name.as_bytes(), name.len()) {
            Scheme::Other => [Scheme::Mid, Scheme::Cid, Scheme::Afs]
                .into_iter()
                .find(|s| name.eq_ignore_ascii_case(s.name()))
                .unwrap_or(Scheme::Other),
            s => s,
        }
    }

    /// The scheme named by the first `n` bytes of `bytes`.
    pub(crate) fn from_prefix(bytes: &[u8], n: usize) -> Scheme {
        // Dispatch runs once per URL, so it avoids ten string comparisons:
        // the name (at most 8 bytes) is packed into a u64 with `| 0x20` on
        // each byte, which lower-cases ASCII letters and maps no other byte
        // to a lower-case letter, and matched against the packed names
        // (`packed_prefix`).
        if n == 0 || n > 8 || n > bytes.len() {
            return Scheme::Other;
        }
        Scheme::from_packed(packed_prefix(bytes, n))
    }

    /// The scheme whose name, lower-cased, is `key`'s bytes from the least
    /// significant, zero-padded: a name of `n` bytes with `| 0x20` applied
    /// to each of them (which lower-cases ASCII letters and maps no other
    /// byte to a lower-case letter).
    #[inline]
    pub(crate) fn from_packed(key: u64) -> Scheme {
        // A perfect hash instead of a `match` over ten words: the compare
        // chain mispredicts on a random mix of schemes, the hash almost never
        // (docs/performance.md, scheme hash).
        // The multiplier sends the ten names to ten of sixteen slots (the
        // const block fails to compile on a collision); an empty slot holds
        // 0, which no key is (its first byte has `0x20` set).
        const MUL: u64 = 0xcd61_3e30_d8f1_6adf;
        const SLOTS: [(u64, Scheme); 16] = {
            let mut slots = [(0, Scheme::Other); 16];
            let mut k = 0;
            while k < Scheme::PREDEFINED.len() {
                let scheme = Scheme::PREDEFINED[k];
                let key = crate::accel::names::pack(scheme.name().as_bytes());
                let slot = (key.wrapping_mul(MUL) >> 60) as usize;
                assert!(slots[slot].0 == 0, "scheme hash collision");
                slots[slot] = (key, scheme);
                k += 1;
            }
            slots
        };
        let (name, scheme) = SLOTS[(key.wrapping_mul(MUL) >> 60) as usize];
        if name == key { scheme } else { Scheme::Other }
    }

    /// The lower-case name, or `""` for `Other`.
    ///
    /// ```
    /// assert_eq!(urlbnf::Scheme::Wais.name(), "wais");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            Scheme::Http => "http",
            Scheme::Ftp => "ftp",
            Scheme::News => "news",
            Scheme::Nntp => "nntp",
            Scheme::Telnet => "telnet",
            Scheme::Gopher => "gopher",
            Scheme::Wais => "wais",
            Scheme::Mailto => "mailto",
            Scheme::File => "file",
            Scheme::Prospero => "prospero",
            Scheme::Mid => "mid",
            Scheme::Cid => "cid",
            Scheme::Afs => "afs",
            Scheme::Other => "",
        }
    }

    /// The default port RFC 1738 §3 gives, if the scheme has one.
    ///
    /// ```
    /// assert_eq!(urlbnf::Scheme::Prospero.default_port(), Some(1525));
    /// assert_eq!(urlbnf::Scheme::Mailto.default_port(), None);
    /// ```
    pub const fn default_port(self) -> Option<u16> {
        match self {
            Scheme::Ftp => Some(21),
            Scheme::Http => Some(80),
            Scheme::Gopher => Some(70),
            Scheme::Nntp => Some(119),
            Scheme::Telnet => Some(23),
            Scheme::Wais => Some(210),
            Scheme::Prospero => Some(1525),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Scheme;

    #[test]
    fn every_predefined_name_in_any_case_and_nothing_else() {
        for s in Scheme::PREDEFINED {
            let name = s.name();
            assert_eq!(Scheme::from_name(name), s);
            assert_eq!(Scheme::from_name(&name.to_ascii_uppercase()), s);
            let mixed: String = name
                .chars()
                .enumerate()
                .map(|(k, c)| {
                    if k % 2 == 0 {
                        c.to_ascii_uppercase()
                    } else {
                        c
                    }
                })
                .collect();
            assert_eq!(Scheme::from_name(&mixed), s);
            // One byte more, one less, one changed: another scheme.
            assert_eq!(Scheme::from_name(&format!("{name}s")), Scheme::Other);
            assert_eq!(Scheme::from_name(&name[1..]), Scheme::Other);
            assert_eq!(
                Scheme::from_name(&format!("x{}", &name[1..])),
                Scheme::Other
            );
            // Any other ASCII byte in any place: another scheme (the key's
            // `| 0x20` folds only the letter's own upper case onto it).
            for k in 0..name.len() {
                for b in 0..128u8 {
                    let mut bytes = name.as_bytes().to_vec();
                    bytes[k] = b;
                    let word = String::from_utf8(bytes).unwrap();
                    let same = b.to_ascii_lowercase() == name.as_bytes()[k];
                    assert_eq!(Scheme::from_name(&word) == s, same, "{word:?}");
                }
            }
        }
        for other in ["", "h", "https", "prosperos", "httpx", "ftp\0"] {
            assert_eq!(Scheme::from_name(other), Scheme::Other, "{other:?}");
        }
        for (name, s) in [
            ("mid", Scheme::Mid),
            ("CID", Scheme::Cid),
            ("Afs", Scheme::Afs),
        ] {
            assert_eq!(Scheme::from_name(name), s);
            assert_eq!(Scheme::from_prefix(name.as_bytes(), 3), Scheme::Other);
        }
    }
}
