//! Random URI references of RFC 3986 (and IRI references of RFC 3987),
//! built from the grammar's rules: every form of host (registered names,
//! IPv4, IPv6 in each compressed form, IPvFuture), of path, and the
//! optional parts, with escapes and (for IRIs) non-ASCII characters. Each
//! is valid by construction; the tests check that against the recogniser
//! of `abnf.rs` as well.

use crate::corpus::Rng;

const ALPHA: &[u8] = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
const DIGIT: &[u8] = b"0123456789";
const HEX: &[u8] = b"0123456789abcdefABCDEF";
const UNRESERVED_EXTRA: &[u8] = b"-._~";
const SUB_DELIMS: &[u8] = b"!$&'()*+,;=";

/// Non-ASCII characters of `ucschar` (and one `iprivate`, for the query).
const UCSCHAR: &[char] = &[
    'é',
    'ß',
    '例',
    'д',
    '\u{A0}',
    '\u{10000}',
    '\u{E1000}',
    '\u{FDF0}',
];
const IPRIVATE: &[char] = &['\u{E000}', '\u{F8FF}', '\u{100000}'];

/// What a generated reference may hold.
#[derive(Clone, Copy)]
pub struct Options {
    /// Non-ASCII characters (an IRI).
    pub iri: bool,
    /// Whether a relative reference may come out (else always a scheme).
    pub relative: bool,
    /// Whether a fragment may come out.
    pub fragment: bool,
}

fn push_class(rng: &mut Rng, out: &mut String, extra: &[u8], iri: bool, private: bool) {
    match rng.below(20) {
        0 => {
            out.push('%');
            out.push(char::from(rng.pick(HEX)));
            out.push(char::from(rng.pick(HEX)));
        }
        1 if iri => out.push(rng.pick(UCSCHAR)),
        2 if iri && private => out.push(rng.pick(IPRIVATE)),
        3..=5 => out.push(char::from(rng.pick(SUB_DELIMS))),
        6 => out.push(char::from(rng.pick(UNRESERVED_EXTRA))),
        7 if !extra.is_empty() => out.push(char::from(rng.pick(extra))),
        8 => out.push(char::from(rng.pick(DIGIT))),
        _ => out.push(char::from(rng.pick(ALPHA))),
    }
}

fn run(
    rng: &mut Rng,
    out: &mut String,
    lo: usize,
    hi: usize,
    extra: &[u8],
    o: &Options,
    private: bool,
) {
    for _ in 0..rng.range(lo, hi) {
        push_class(rng, out, extra, o.iri, private);
    }
}

fn scheme(rng: &mut Rng, out: &mut String) {
    const NAMES: &[&str] = &[
        "http", "https", "ftp", "urn", "mailto", "ws", "x-y.z+1", "A1",
    ];
    if rng.chance(700) {
        out.push_str(rng.pick(NAMES));
    } else {
        out.push(char::from(rng.pick(ALPHA)));
        for _ in 0..rng.below(6) {
            out.push(char::from(rng.pick(b"abcz09+-.")));
        }
    }
}

fn dec_octet(rng: &mut Rng, out: &mut String) {
    let n = match rng.below(4) {
        0 => rng.below(10),
        1 => rng.range(10, 99),
        2 => rng.range(100, 199),
        _ => rng.range(200, 255),
    };
    out.push_str(&n.to_string());
}

fn ipv4(rng: &mut Rng, out: &mut String) {
    for k in 0..4 {
        if k > 0 {
            out.push('.');
        }
        dec_octet(rng, out);
    }
}

fn h16(rng: &mut Rng, out: &mut String) {
    for _ in 0..rng.range(1, 4) {
        out.push(char::from(rng.pick(HEX)));
    }
}

/// One of the nine forms of `IPv6address`.
fn ipv6(rng: &mut Rng, out: &mut String) {
    let tail_v4 = rng.chance(200);
    let total = 8;
    let pieces_tail = if tail_v4 { 2 } else { 1 };
    if rng.chance(250) {
        // Eight pieces, no `::`.
        for k in 0..total - pieces_tail {
            if k > 0 {
                out.push(':');
            }
            h16(rng, out);
        }
        out.push(':');
        if tail_v4 {
            ipv4(rng, out)
        } else {
            h16(rng, out)
        }
        return;
    }
    // `::` with `before` pieces before it and `after` after it, at most 7.
    let before = rng.below(8);
    let room = 7 - before;
    let after = rng.below(room + 1);
    for k in 0..before {
        if k > 0 {
            out.push(':');
        }
        h16(rng, out);
    }
    out.push_str("::");
    let v4 = tail_v4 && after >= 2;
    let singles = if v4 { after - 2 } else { after };
    for k in 0..singles {
        if k > 0 {
            out.push(':');
        }
        h16(rng, out);
    }
    if v4 {
        if singles > 0 {
            out.push(':');
        }
        ipv4(rng, out);
    }
}

fn host(rng: &mut Rng, out: &mut String, o: &Options) {
    match rng.below(10) {
        0 => ipv4(rng, out),
        1 | 2 => {
            out.push('[');
            ipv6(rng, out);
            out.push(']');
        }
        3 => {
            out.push('[');
            out.push(rng.pick(&['v', 'V']));
            h16(rng, out);
            out.push('.');
            // `1*( unreserved / sub-delims / ":" )`: no escapes.
            for _ in 0..rng.range(1, 6) {
                let pool: &[u8] = rng.pick(&[ALPHA, DIGIT, SUB_DELIMS, UNRESERVED_EXTRA, b":"]);
                out.push(char::from(rng.pick(pool)));
            }
            out.push(']');
        }
        4 => {}
        _ => {
            // A registered name: labels of letters and digits, some with
            // sub-delims or escapes.
            for k in 0..rng.range(1, 4) {
                if k > 0 {
                    out.push('.');
                }
                run(rng, out, 1, 8, b"", o, false);
            }
        }
    }
}

fn authority(rng: &mut Rng, out: &mut String, o: &Options) {
    if rng.chance(150) {
        run(rng, out, 0, 6, b":", o, false);
        out.push('@');
    }
    host(rng, out, o);
    if rng.chance(250) {
        out.push(':');
        for _ in 0..rng.below(6) {
            out.push(char::from(rng.pick(DIGIT)));
        }
    }
}

fn segments(rng: &mut Rng, out: &mut String, o: &Options, first_nz: bool) {
    for k in 0..rng.range(usize::from(first_nz), 4) {
        if k > 0 {
            out.push('/');
        }
        let lo = usize::from(first_nz && k == 0);
        run(rng, out, lo, 8, b":@", o, false);
    }
}

/// A reference as `o` allows.
pub fn one(rng: &mut Rng, o: &Options) -> String {
    let mut out = String::new();
    let with_scheme = !o.relative || rng.chance(600);
    if with_scheme {
        scheme(rng, &mut out);
        out.push(':');
    }
    match rng.below(10) {
        0..=5 => {
            out.push_str("//");
            authority(rng, &mut out, o);
            if rng.chance(800) {
                out.push('/');
                segments(rng, &mut out, o, false);
            }
        }
        6 => {
            out.push('/');
            if rng.chance(700) {
                segments(rng, &mut out, o, true);
            }
        }
        7 | 8 => {
            if with_scheme {
                segments(rng, &mut out, o, true);
            } else {
                // `path-noscheme`: no `:` in the first segment.
                run(rng, &mut out, 1, 8, b"@", o, false);
                if rng.chance(500) {
                    out.push('/');
                    segments(rng, &mut out, o, false);
                }
            }
        }
        _ => {}
    }
    if rng.chance(300) {
        out.push('?');
        run(rng, &mut out, 0, 12, b":@/?", o, true);
    }
    if o.fragment && rng.chance(250) {
        out.push('#');
        run(rng, &mut out, 0, 10, b":@/?", o, false);
    }
    out
}
