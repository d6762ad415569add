//! Text for people from text that may hold anything: control, invisible
//! and non-ASCII characters shown escaped, so that no input can disturb a
//! terminal or misplace a label.

/// Appends `c` as it is shown in reports: printable ASCII as itself, tab,
/// CR and LF as `\t`, `\r`, `\n`, anything else as `\u{..}`.
///
/// The hex digits are written by hand, not with `write!`: through
/// `core::fmt` this function dominated the cost of rendering reports
/// (docs/performance.md, `show_char`).
pub(crate) fn show_char(c: char, out: &mut String) {
    match c {
        ' '..='~' => out.push(c),
        '\t' => out.push_str("\\t"),
        '\r' => out.push_str("\\r"),
        '\n' => out.push_str("\\n"),
        _ => {
            const HEX: &[u8; 16] = b"0123456789abcdef";
            let n = c as u32;
            let digits = hex_digits(n);
            out.push_str("\\u{");
            for k in (0..digits).rev() {
                out.push(HEX[(n >> (4 * k)) as usize & 0xf] as char);
            }
            out.push('}');
        }
    }
}

/// How many bytes [`show_char`] appends for `c`.
pub(crate) fn shown_width(c: char) -> usize {
    match c {
        ' '..='~' => 1,
        '\t' | '\r' | '\n' => 2,
        _ => 4 + hex_digits(c as u32),
    }
}

/// The number of hex digits of `n` as `{:x}` writes it (at least one).
pub(crate) fn hex_digits(n: u32) -> usize {
    (32 - (n | 1).leading_zeros()).div_ceil(4) as usize
}

/// `s` as shown in reports (see [`show_char`]).
pub(crate) fn show(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    show_into(s, &mut out);
    out
}

/// Appends `s` as shown in reports (see [`show_char`]) to `out`.
pub(crate) fn show_into(s: &str, out: &mut String) {
    // Most quoted text is printable ASCII already: a copy, not a push per
    // character (docs/performance.md, `show`).
    if s.bytes().all(|b| (b' '..=b'~').contains(&b)) {
        out.push_str(s);
        return;
    }
    for c in s.chars() {
        show_char(c, out);
    }
}

/// Percent-encodes the UTF-8 bytes of `s`.
pub(crate) fn pct(s: &str) -> String {
    let mut out = String::with_capacity(s.len() * 3);
    pct_into(s, &mut out);
    out
}

/// Appends the UTF-8 bytes of `s` percent-encoded (upper-case hex, as
/// RFC 3986 section 2.1 recommends) to `out`, hex digits by hand as in
/// [`show_char`].
pub(crate) fn pct_into(s: &str, out: &mut String) {
    for b in s.bytes() {
        let [p, hi, lo] = pct_byte(b);
        out.push(p as char);
        out.push(hi as char);
        out.push(lo as char);
    }
}

/// The escape of byte `b`: `%` and two upper-case hex digits.
pub(crate) fn pct_byte(b: u8) -> [u8; 3] {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    [b'%', HEX[usize::from(b >> 4)], HEX[usize::from(b & 0xf)]]
}
