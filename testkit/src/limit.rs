//! The floor of the benchmarks: the least work any validator of RFC 1738
//! must do, which is to look at every byte once.
//!
//! A branch-free pass: each byte is looked up in a table (1 for a byte that
//! RFC 1738 allows nowhere in a URL) and the results are ORed, with no early
//! exit, so there is no branch per byte to mispredict and the loop's speed
//! does not hang on where a bad byte is (docs/performance.md, "The limit").

/// 1 for each byte that RFC 1738 allows nowhere in a URL; 0 for alpha,
/// digit, safe, extra, reserved and `%` (the first byte of an escape).
pub static FORBIDDEN: [u8; 256] = {
    let set: &[u8] = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789\
                       $-_.+\
                       !*'(),\
                       ;/?:@&=\
                       %";
    let mut t = [1u8; 256];
    let mut i = 0;
    while i < set.len() {
        t[set[i] as usize] = 0;
        i += 1;
    }
    t
};

/// Whether every byte of `s` is one RFC 1738 allows somewhere.
#[inline(never)]
pub fn limit(s: &str) -> bool {
    let mut forbidden = 0u8;
    for &b in s.as_bytes() {
        forbidden |= FORBIDDEN[b as usize];
    }
    forbidden == 0
}

/// Panics unless `limit` accepts exactly the bytes RFC 1738 allows: the
/// bench's setup calls it (a bench target runs no `#[test]`).
pub fn self_check() {
    assert!(limit("http://h/a%20b;type=a?x=1&y=$-_.+!*'(),"));
    for bad in ["a b", "a\"", "#", "<", "{", "~", "\u{e9}", "\t"] {
        assert!(!limit(bad), "{bad:?}");
    }
}
