//! RFC 3986's structure checked on class masks (`accel::masks`), 64
//! bytes a window, with no branch per byte: the first check of
//! `validate`. It answers `Ok` only for an input its start rule matches,
//! and for every such input but those it leaves to the rules (an IP
//! literal, a first window with no end of the scheme, the authority or a
//! relative reference's first segment). Otherwise it says where the rules
//! resume to name the first error: at the component the first fault lies
//! in (`structure::Resume`).
//!
//! What makes the masks enough: after the scheme's `:`, every component's
//! characters are `query`'s (`pchar`, `/`, `?`) and escapes, with one `#`
//! before the fragment; the components differ only in the delimiters they
//! stop at.
//!
//! - The scheme is a letter, then scheme characters, up to the first `:`.
//! - After it every byte is `query`'s, `%` or `#`; at most one `#` (none
//!   in an `absolute-URI`); each `%` has two hex digits after it.
//! - Without `//`, that is all: a path that starts with `/` goes on with
//!   no `/` (that would be `//`), any other is `path-rootless` or
//!   `path-empty`, and the first `?` and `#` end it.
//! - With `//`, the authority runs to the first `/`, `?` or `#`: it holds
//!   at most one `@` (`userinfo` holds none), and after that the host holds
//!   no `:` but the port's, which only digits follow (`reg-name` is the
//!   rest of `query`'s characters; an `IPv4address` is a `reg-name`).
//! - A relative reference has no scheme; its first segment holds no `:`.

use crate::accel::masks::{MaskSpec, Masks, masks64, with_masks64};
use crate::core::table::Table;
use crate::rfc3986::chars::{ALPHA, DIGIT, HEXDIG, QUERY, SCHEME_TAIL};
use crate::rfc3986::structure::{Resume, Start};

/// The classes and bytes the check reads.
const SPEC: MaskSpec<4, 6> = MaskSpec::new(
    [QUERY.or(Table::of(b"%#")), HEXDIG, DIGIT, SCHEME_TAIL],
    [b':', b'#', b'%', b'@', b'/', b'?'],
);

/// Bits `k` and up (none from 64 on).
#[inline(always)]
fn from(k: usize) -> u64 {
    u64::MAX.checked_shl(k as u32).unwrap_or(0)
}

/// Whether `k` bits hold at most one set bit.
#[inline(always)]
fn at_most_one(k: u64) -> bool {
    k & k.wrapping_sub(1) == 0
}

/// Whether the whole of `b` is a `start` (a `URI`, `URI-reference` or
/// `absolute-URI`): `Ok` only if it is, and for every such input but those
/// left to the rules (an IP literal, a first window that holds no end of
/// the first segment or of the authority). Else where the rules resume to
/// name the first error ([`Resume`]): the component the masks' first
/// fault lies in (a byte no component takes, a `%` without two hex
/// digits, a second `#`): the scheme, the authority (also for an IP
/// literal or a structure there the masks do not read), the path, the
/// query or the fragment.
#[inline]
pub(crate) fn recognize(b: &[u8], start: Start) -> Result<(), Resume> {
    with_masks64(
        b,
        &SPEC,
        #[inline(always)]
        |m| read(b, start, m),
    )
}

/// [`recognize`] from the masks of `b`'s first window.
#[inline(always)]
fn read(b: &[u8], start: Start, m: Masks<4, 6>) -> Result<(), Resume> {
    let len = b.len();
    let [allowed, hex, digit, scheme_tail] = m.classes;
    let [colon, hash, percent, at, slash, question] = m.bytes;
    let n = len.min(64);
    let within = !from(n);
    // The first fault of the window, 64 for none: a byte no component
    // takes, a `%` without two hex digits after it (in this window), a `#`
    // after the first (or any, in an `absolute-URI`).
    let extra_hash = match start {
        Start::Absolute => hash,
        _ => hash & hash.wrapping_sub(1),
    };
    let bad_escape = percent & !(hex >> 1 & hex >> 2);
    let fault = ((within & !allowed) | bad_escape | extra_hash).trailing_zeros() as usize;
    // Where the part after the scheme starts.
    let c = colon.trailing_zeros() as usize;
    let scheme = c < n && ALPHA.has(b[0]) && !scheme_tail & !from(c) == 0;
    let ends = slash | question | hash;
    let part = match (scheme, start) {
        (true, _) => c + 1,
        (false, Start::Reference) => {
            // `path-noscheme`: no `:` before the first `/`, `?`, `#`,
            // which must come in this window unless it is the whole input.
            let d = ends.trailing_zeros() as usize;
            if colon & !from(d) != 0 || (d >= n && len > n) {
                return Err(Resume::Start);
            }
            0
        }
        (false, _) => {
            let letter = b.first().is_some_and(|&x| ALPHA.has(x));
            let end = if letter {
                (!scheme_tail & from(1)).trailing_zeros() as usize
            } else {
                0
            };
            return Err(Resume::Scheme { end });
        }
    };
    let authority = b.get(part..part + 2) == Some(b"//");
    // Where the path starts.
    let path = if authority {
        let a = part + 2;
        let e = ((ends & from(a)).trailing_zeros() as usize).min(n);
        let span = from(a) & !from(e);
        let ats = at & span;
        let userinfo = if ats == 0 { 0 } else { ats ^ (ats - 1) };
        let host = span & !userinfo;
        let port_colon = colon & host;
        let port = host & from(port_colon.trailing_zeros() as usize + 1);
        let well_formed = at_most_one(ats) && at_most_one(port_colon) && port & !digit == 0;
        if !well_formed || fault <= e || (e == n && len > n) {
            // The rules read the authority, its user part up to the first
            // `@`, delimiter or fault.
            let user_end = ((ends | at) & from(a)).trailing_zeros() as usize;
            let known = user_end.min(fault).min(n).saturating_sub(a);
            let before = from(a) & !from(fault);
            let colons = colon & before;
            let port = before & from(colons.trailing_zeros() as usize + 1);
            let plain = at & before == 0 && at_most_one(colons) && port & !digit == 0;
            return Err(Resume::Authority {
                at: a,
                known,
                fault,
                plain,
            });
        }
        e
    } else {
        // The scheme's characters are all `query`'s: a fault lies past it.
        part
    };
    // The escapes' hex digits, as bits of this window and the next.
    let needs = |percent: u64| (u128::from(percent) << 1) | (u128::from(percent) << 2);
    let mut carry = (needs(percent) >> 64) as u64;
    let mut ok = fault == 64;
    // Whether a `#` came (the first window holds at most one, or a fault).
    let mut hashed = hash != 0;
    let mut off = 64;
    while off < len && ok {
        let w = masks64(&b[off..], &SPEC);
        let [allowed, hex, ..] = w.classes;
        let [_, hash, percent, ..] = w.bytes;
        let within = !from(len - off);
        let need = needs(percent) | u128::from(carry);
        carry = (need >> 64) as u64;
        let one_hash = at_most_one(hash) && !(hashed && hash != 0);
        hashed |= hash != 0;
        ok = within & !allowed == 0
            && need as u64 & !hex == 0
            && one_hash
            && !(start == Start::Absolute && hashed);
        off += 64;
    }
    if ok && carry == 0 {
        return Ok(());
    }
    // The component the fault lies in (for a fault past this window, the
    // last that starts in it).
    let query_or_fragment = (question | hash) & from(path);
    let q = query_or_fragment.trailing_zeros() as usize;
    if fault <= q {
        return Err(Resume::Path {
            at: path,
            authority,
            scheme,
            fault,
            slashed: slash & from(path + 1) & !from(fault) != 0,
        });
    }
    let h = if question >> q & 1 != 0 {
        let h = (hash & from(q)).trailing_zeros() as usize;
        if fault <= h || start == Start::Absolute {
            return Err(Resume::Query { at: q, fault });
        }
        h
    } else {
        q
    };
    Err(Resume::Fragment { at: h, fault })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rfc3986::chars::UriChars;
    use crate::rfc3986::structure::{fault_in, parse, resumed};
    use crate::rfc3987::chars::IriChars;

    /// Inputs of the shapes the check reads, of every length `0..=256`,
    /// with a delimiter or an escape across a window's edge (at 16, 32, 64,
    /// 128 bytes and around them) in every other one.
    fn samples() -> Vec<String> {
        let mut rng = 0x2545_f491_4f6c_dd1du64;
        let mut next = move |m: usize| {
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            (rng % m as u64) as usize
        };
        const PIECES: [&str; 27] = [
            "http:",
            "//",
            "/",
            "a",
            "Z9",
            "-._~",
            "%41",
            "%4",
            "%",
            "?",
            "#",
            "@",
            ":",
            "80",
            "[",
            "]",
            "[::1]",
            "x+y.",
            "!$&'()*+,;=",
            " ",
            "é",
            "1:",
            "g",
            "mailto:",
            "[v7.a!]",
            "[1::2.3.4.5]",
            "[fe80::1%25x]",
        ];
        const EDGES: [&str; 10] = ["%41", "%4", "%", "#", "?", "/", "//", "@", ":8", " "];
        let mut out = Vec::new();
        for len in 0..=256 {
            for round in 0..40 {
                let mut s = String::new();
                if next(2) == 0 {
                    let heads = [
                        "http://",
                        "s:",
                        "//",
                        "a+b://u@h:1",
                        "s://[::1]",
                        "s://u@[v1.x]:8",
                    ];
                    s.push_str(heads[next(heads.len())]);
                }
                let edge = [16, 32, 64, 128][next(4)] + next(5) - 2;
                while s.len() < len {
                    if round % 2 == 0 && s.len() + 3 >= edge && s.len() < edge {
                        s.push_str(EDGES[next(EDGES.len())]);
                    }
                    s.push_str(PIECES[next(PIECES.len())]);
                }
                out.push(s);
            }
        }
        out
    }

    /// Whether a valid `s` is one the check leaves to the rules: one with
    /// an IP literal, or whose scheme, authority or (in a relative
    /// reference) first segment does not end in the first window.
    fn left(s: &str, start: Start) -> bool {
        let Ok(p) = parse::<UriChars>(s, start) else {
            return false;
        };
        let end = |part: &str| part.as_ptr() as usize - s.as_ptr() as usize + part.len();
        let first_segment = p.path.find(['/', '?', '#']).unwrap_or(p.path.len());
        let past = |k: usize| k >= 64 && s.len() > 64;
        s.contains('[')
            || p.scheme.is_some_and(|x| past(end(x)))
            || p.authority.is_some_and(|a| past(end(a.span)))
            || (p.scheme.is_none() && past(end(&p.path[..first_segment])))
    }

    #[test]
    fn ok_only_for_inputs_the_rules_match_and_resumes_where_they_fail() {
        for s in samples() {
            for start in [Start::Identifier, Start::Reference, Start::Absolute] {
                let rules = parse::<UriChars>(&s, start).map(|_| ());
                match recognize(s.as_bytes(), start) {
                    Ok(()) => {
                        assert!(rules.is_ok(), "{start:?} {s:?}");
                        assert!(parse::<IriChars>(&s, start).is_ok(), "{start:?} {s:?}");
                    }
                    Err(at) => {
                        let uri = resumed::<UriChars, &str>(&s, start, at);
                        assert_eq!(uri, rules, "{start:?} {at:?} {s:?}");
                        if let Some(f) = fault_in::<UriChars, &str>(&s, start, at) {
                            assert_eq!(Err(f), rules, "named {start:?} {at:?} {s:?}");
                        }
                        // An ASCII input is an IRI exactly when it is a
                        // URI: RFC 3987's rules resume at the same place.
                        let iri = parse::<IriChars>(&s, start).map(|_| ());
                        let wide = resumed::<IriChars, &str>(&s, start, at);
                        assert_eq!(wide, iri, "IRI {start:?} {at:?} {s:?}");
                        // Every match but the ones left to the rules.
                        assert!(rules.is_err() || left(&s, start), "{start:?} {s:?}");
                    }
                }
            }
        }
    }
}
