//! JSON strings written straight into the output, escaped as `serde_json`
//! escapes them: `check --format json` writes a record per line without
//! building a `serde_json::Value` (docs/performance.md, "CLI").

use std::io::{self, Write};

/// `s` as a JSON string, without `serde_json`'s per-byte formatter when
/// there is nothing to escape.
pub(crate) fn write_str<W: Write + ?Sized>(out: &mut W, s: &str) -> io::Result<()> {
    if needs_escape(s.as_bytes()) {
        Ok(serde_json::to_writer(out, s)?)
    } else {
        write_raw(out, s)
    }
}

/// `s` as a JSON string, or `null`.
pub(crate) fn write_opt<W: Write + ?Sized>(out: &mut W, s: Option<&str>) -> io::Result<()> {
    match s {
        Some(s) => write_str(out, s),
        None => out.write_all(b"null"),
    }
}

/// `s` in quotes: the caller knows it needs no escaping.
pub(crate) fn write_raw<W: Write + ?Sized>(out: &mut W, s: &str) -> io::Result<()> {
    debug_assert!(!needs_escape(s.as_bytes()));
    out.write_all(b"\"")?;
    out.write_all(s.as_bytes())?;
    out.write_all(b"\"")
}

/// `s` as a JSON string, in a new `String`.
pub(crate) fn to_string(s: &str) -> String {
    let mut out = Vec::new();
    // Writing into a `Vec` cannot fail.
    let _ = write_str(&mut out, s);
    String::from_utf8(out).unwrap_or_default()
}

/// Whether `s` has a byte JSON escapes: a control character, `"` or `\\`.
/// Eight bytes per turn with the zero-byte tests of "Bit Twiddling Hacks"
/// (exact as to whether some byte matches).
pub(crate) fn needs_escape(s: &[u8]) -> bool {
    const ONES: u64 = u64::from_le_bytes([0x01; 8]);
    const HIGH: u64 = u64::from_le_bytes([0x80; 8]);
    let zero_byte = |w: u64| w.wrapping_sub(ONES) & !w & HIGH;
    let (words, rest) = s.as_chunks::<8>();
    words.iter().any(|w| {
        let w = u64::from_le_bytes(*w);
        let below_space = w.wrapping_sub(ONES * 0x20) & !w & HIGH;
        below_space
            | zero_byte(w ^ (ONES * u64::from(b'"')))
            | zero_byte(w ^ (ONES * u64::from(b'\\')))
            != 0
    }) || rest.iter().any(|&b| b < 0x20 || b == b'"' || b == b'\\')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn needs_escape_finds_every_escaped_byte_at_every_position() {
        for len in 0..20 {
            let clean = vec![b'a'; len];
            assert!(!needs_escape(&clean));
            for at in 0..len {
                for b in 0..=255u8 {
                    let mut s = clean.clone();
                    s[at] = b;
                    let escaped = b < 0x20 || b == b'"' || b == b'\\';
                    assert_eq!(needs_escape(&s), escaped, "{b:#x} at {at} of {len}");
                }
            }
        }
    }

    #[test]
    fn strings_as_serde_json_writes_them() {
        for s in [
            "",
            "plain",
            "a\"b",
            "tab\there",
            "back\\slash",
            "\u{1}",
            "é",
        ] {
            assert_eq!(to_string(s), serde_json::to_string(s).unwrap());
        }
    }
}
