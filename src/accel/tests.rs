//! The differential harness: each fast form against its twin (and the
//! rule it computes, written as a byte loop), at every length `0..=96` and
//! every alignment, over random class mixes; and the long forms (the colon
//! blocks, the line count) at lengths around their 128-byte turns.

use crate::accel::colon::{colon_block, colon_block_scalar};
use crate::accel::escaped::{escaped_len, escaped_len8, escaped_run};
use crate::accel::host::{host_run, host_run8};
use crate::accel::lines::{count_lines, count_lines_scalar};
use crate::accel::runs::{run_len, run_len8};
use crate::accel::slashes::{double_slash, double_slash8};
use crate::core::table::{HEX, Table};

/// A xorshift generator: the same texts on every run.
struct Rng(u64);

impl Rng {
    fn below(&mut self, m: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % m as u64) as usize
    }
}

/// A random class of the shapes the grammars use, or any ASCII set.
fn class(rng: &mut Rng) -> Table {
    const SHAPES: [&[u8]; 5] = [
        b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789$-_.+!*'(),;/?:@&=",
        b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789$-_.+!*'(),",
        b"0123456789",
        b"$-_@.&+!*\"'(),",
        b"\0\x7f/",
    ];
    match rng.below(8) {
        k if k < SHAPES.len() => Table::of(SHAPES[k]),
        _ => {
            let members: Vec<u8> = (0..128u8).filter(|_| rng.below(3) != 0).collect();
            Table::of(&members)
        }
    }
}

/// `len` bytes drawn from `pieces`, mostly the first `common` of them.
fn text(rng: &mut Rng, len: usize, pieces: &[&[u8]], common: usize) -> Vec<u8> {
    let mut t = Vec::with_capacity(len + 4);
    while t.len() < len {
        let k = if rng.below(6) == 0 {
            rng.below(pieces.len())
        } else {
            rng.below(common)
        };
        t.extend_from_slice(pieces[k]);
    }
    t.truncate(len);
    t
}

/// Calls `check` with every slice of every length `0..=96` at every
/// alignment `0..32` of a buffer filled by `fill`.
fn every_length_and_alignment(
    mut fill: impl FnMut(usize) -> Vec<u8>,
    mut check: impl FnMut(&[u8]),
) {
    for len in 0..=96 {
        // A fresh buffer per length: 32 bytes of lead-in, then the text.
        let buf = fill(len + 32);
        for align in 0..32 {
            check(&buf[align..align + len]);
        }
    }
}

/// Calls `check` with every slice of every length and alignment of
/// thirty texts of `pieces` (`text`, from `seed`), whose first
/// `common[0]` pieces are the common ones in even rounds and the first
/// `common[1]` in odd ones.
fn texts_at_every_length_and_alignment(
    pieces: &[&[u8]],
    seed: u64,
    common: [usize; 2],
    mut check: impl FnMut(&[u8]),
) {
    let mut rng = Rng(seed);
    for round in 0..30 {
        let common = common[round % 2];
        every_length_and_alignment(|len| text(&mut rng, len, pieces, common), &mut check);
    }
}

/// `run_len`'s AVX-512BW form on `b`, where the CPU has it: the form the
/// dispatch picks on such a CPU, and so also held to the twin there.
fn run_len_wide(b: &[u8], class: &Table) -> Option<usize> {
    #[cfg(target_arch = "x86_64")]
    if let Some(rows) = &class.rows().0
        && crate::accel::cpu::avx512bw()
    {
        // SAFETY: the CPU has AVX-512BW and the bit instructions (`cpu::avx512bw`).
        return Some(unsafe { crate::accel::runs::run_len64(b, rows) });
    }
    let _ = (b, class);
    None
}

/// `run_len`'s SSSE3 form on `b` (sixteen bytes or more), where the CPU
/// has it.
fn run_len_ssse3(b: &[u8], class: &Table) -> Option<usize> {
    #[cfg(target_arch = "x86_64")]
    if b.len() >= 16
        && let Some(rows) = &class.rows().0
        && crate::accel::cpu::ssse3()
    {
        // SAFETY: the CPU has SSSE3.
        return Some(unsafe { crate::accel::runs::run_len16(b, rows) });
    }
    let _ = (b, class);
    None
}

/// `escaped_len`'s AVX-512BW form on `b`, where the CPU has it.
fn escaped_len_wide(b: &[u8], rows: &[u8; 16]) -> Option<Result<usize, usize>> {
    #[cfg(target_arch = "x86_64")]
    if crate::accel::cpu::avx512bw() {
        // SAFETY: the CPU has AVX-512BW and the bit instructions (`cpu::avx512bw`).
        return Some(unsafe { crate::accel::escaped::escaped_len64(b, rows) });
    }
    let _ = (b, rows);
    None
}

#[test]
fn class_runs_at_every_length_and_alignment() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    for _ in 0..40 {
        let class = class(&mut rng);
        let members: Vec<u8> = (0..=255u8).filter(|&b| class.has(b)).collect();
        let mut r = Rng(rng.below(usize::MAX) as u64 | 1);
        every_length_and_alignment(
            |len| {
                (0..len)
                    .map(|_| match r.below(12) {
                        0 => r.below(256) as u8,
                        _ => members[r.below(members.len())],
                    })
                    .collect()
            },
            |b| {
                let expected = b.iter().take_while(|&&x| class.has(x)).count();
                assert_eq!(run_len(b, &class), expected, "{b:?}");
                assert_eq!(run_len8(b, &class), expected, "{b:?}");
                if let Some(wide) = run_len_wide(b, &class) {
                    assert_eq!(wide, expected, "AVX-512 {b:?}");
                }
                if let Some(narrow) = run_len_ssse3(b, &class) {
                    assert_eq!(narrow, expected, "SSSE3 {b:?}");
                }
            },
        );
    }
}

/// The letters, the digits and `extra`: the classes of the escaped runs'
/// tests.
fn letters_digits_and(extra: &[u8]) -> Table {
    Table::range(b'a', b'z')
        .or(Table::range(b'A', b'Z'))
        .or(Table::range(b'0', b'9'))
        .or(Table::of(extra))
}

/// `*[ class | escape ]` as a byte loop: `Err(k)` for a `%` at `k` that
/// starts no escape.
fn escaped_reference(b: &[u8], class: &Table) -> Result<usize, usize> {
    escaped_loop(b, class, false)
}

/// [`escaped_reference`], and with `cut` the run also ends after the first
/// `/` of its first `//`.
fn escaped_loop(b: &[u8], class: &Table, cut: bool) -> Result<usize, usize> {
    let mut k = 0;
    while k < b.len() {
        if cut && b[k] == b'/' && b.get(k + 1) == Some(&b'/') && class.has(b'/') {
            return Ok(k + 1);
        }
        if b[k] == b'%' {
            if b.len() > k + 2 && HEX.has(b[k + 1]) && HEX.has(b[k + 2]) {
                k += 3;
                continue;
            }
            return Err(k);
        }
        if !class.has(b[k]) {
            break;
        }
        k += 1;
    }
    Ok(k)
}

/// Asserts that every form of `escaped_len` the CPU has (the dispatched
/// one, the eight-byte twin, AVX-512BW and SSSE3) gives `expected` on `b`;
/// `label` says which case failed.
fn assert_escaped_forms(
    b: &[u8],
    class: &Table,
    rows: &[u8; 16],
    expected: Result<usize, usize>,
    label: &str,
) {
    assert_eq!(escaped_len(b, class, rows), expected, "{label} {b:?}");
    assert_eq!(escaped_len8(b, class), expected, "{label} {b:?}");
    if let Some(wide) = escaped_len_wide(b, rows) {
        assert_eq!(wide, expected, "AVX-512 {label} {b:?}");
    }
    if let Some(narrow) = crate::accel::escaped::escaped_len_ssse3(b, rows) {
        assert_eq!(narrow, expected, "SSSE3 {label} {b:?}");
    }
}

#[test]
fn escaped_runs_at_every_length_and_alignment() {
    let class = letters_digits_and(b"$-_.+!*'(),;:@&=");
    let rows = class.escaped_rows().unwrap();
    let pieces: [&[u8]; 11] = [
        b"a",
        b"F",
        b"9",
        b"-",
        b"%41",
        b"%",
        b"%4",
        b"%4g",
        b"/",
        b" ",
        b"\xc3\xa9",
    ];
    // Escapes common in half the rounds, so that runs reach far.
    texts_at_every_length_and_alignment(&pieces, 0x2545_f491_4f6c_dd1d, [5, 4], |b| {
        assert_escaped_forms(b, &class, &rows, escaped_reference(b, &class), "");
    });
}

/// `escaped_run_cut`, its one-pass AVX-512BW form and its twin (the run,
/// then `double_slash` within it) against a byte loop: at every length and
/// alignment, and with a `//` (and a bad escape) at every place of inputs
/// up to 200 bytes, so at every edge of the 64-byte steps.
#[test]
fn escaped_runs_cut_at_double_slash() {
    use crate::accel::escaped::{cut_at_double_slash, escaped_run_cut};
    let class = letters_digits_and(b"$-_.+!*'(),/");
    let rows = class.escaped_rows().unwrap();
    let check = |b: &[u8]| {
        let expected = escaped_loop(b, &class, true);
        assert_eq!(escaped_run_cut(b, &class), expected, "{b:?}");
        let twin = cut_at_double_slash(b, escaped_len8(b, &class));
        assert_eq!(twin, expected, "twin {b:?}");
        #[cfg(target_arch = "x86_64")]
        if crate::accel::cpu::avx512bw() {
            // SAFETY: the CPU has AVX-512BW and the bit instructions (`cpu::avx512bw`).
            let wide = unsafe { crate::accel::escaped::escaped_len64_cut::<true>(b, &rows) };
            assert_eq!(wide, expected, "AVX-512 {b:?}");
        }
    };
    let pieces: [&[u8]; 10] = [
        b"a",
        b"/",
        b"%41",
        b"Z",
        b"//",
        b"%",
        b"%4g",
        b" ",
        b"\xc3\xa9",
        b"a/",
    ];
    texts_at_every_length_and_alignment(&pieces, 0x9e37_79b9_7f4a_7c15, [4, 3], check);
    for len in [
        1, 2, 3, 61, 62, 63, 64, 65, 66, 125, 126, 127, 128, 129, 200,
    ] {
        for at in 0..len {
            for after in [&b""[..], b"%zz", b" ", b"%41"] {
                // A `//` at `at` (a lone `/` at the end), then more.
                let mut t = b"a/".repeat(len).into_iter().take(len).collect::<Vec<u8>>();
                t[at] = b'/';
                if at + 1 < len {
                    t[at + 1] = b'/';
                }
                t.extend_from_slice(after);
                check(&t);
                // A bad escape at `at`, a `//` after it.
                let mut t = b"a".repeat(len);
                t[at] = b'%';
                t.extend_from_slice(b"//");
                check(&t);
            }
        }
    }
}

#[test]
fn host_runs_at_every_length_and_alignment() {
    let pieces: [&[u8]; 14] = [
        b"a",
        b"Z",
        b"q",
        b"0",
        b"9",
        b".",
        b"-",
        b"5",
        b"/",
        b":",
        b"@",
        b"%",
        b"\xc3\xa9",
        b"_",
    ];
    texts_at_every_length_and_alignment(&pieces, 0x1234_5678_9abc_def1, [8, 8], |b| {
        let run = b
            .iter()
            .take_while(|x| x.is_ascii_alphanumeric() || matches!(x, b'.' | b'-'))
            .count();
        let mask = |f: fn(&u8) -> bool| {
            b.iter()
                .take(run.min(64))
                .enumerate()
                .fold(0u64, |m, (k, x)| m | u64::from(f(x)) << k)
        };
        let got = host_run(b);
        assert_eq!(got, host_run8(b), "{b:?}");
        assert_eq!(got.len, run, "{b:?}");
        assert_eq!(got.letter, mask(u8::is_ascii_alphabetic), "{b:?}");
        assert_eq!(got.digit, mask(u8::is_ascii_digit), "{b:?}");
        assert_eq!(got.dot, mask(|x| *x == b'.'), "{b:?}");
        assert_eq!(got.hyphen, mask(|x| *x == b'-'), "{b:?}");
    });
    // Runs past 64 bytes: the masks hold the first 64.
    let long = b"a1.b-".repeat(30);
    assert_eq!(host_run(&long), host_run8(&long));
    assert_eq!(host_run(&long).len, long.len());
}

#[test]
fn double_slashes_at_every_length_and_alignment() {
    let pieces: [&[u8]; 4] = [b"a", b"/", b"%2F", b"//"];
    // Pairs rare in half the rounds, so that searches run long.
    texts_at_every_length_and_alignment(&pieces, 0x0bad_cafe_f00d_1234, [1, 3], |b| {
        let expected = b.windows(2).position(|w| w == b"//");
        assert_eq!(double_slash(b), expected, "{b:?}");
        assert_eq!(double_slash8(b), expected, "{b:?}");
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        if b.len() >= 16 {
            assert_eq!(crate::accel::slashes::double_slash16(b), expected, "{b:?}");
        }
        #[cfg(target_arch = "x86_64")]
        if crate::accel::cpu::avx512bw() {
            // SAFETY: the CPU has AVX-512BW and the bit instructions
            // (`cpu::avx512bw`, checked above), the requirements of
            // `double_slash64`.
            let got = unsafe { crate::accel::slashes::double_slash64(b) };
            assert_eq!(got, expected, "{b:?}");
        }
    });
}

#[test]
fn colon_blocks_and_line_counts_around_their_turns() {
    let mut rng = Rng(0x5eed_0000_c010_0001);
    for len in (0..=300).chain([383, 384, 385, 511, 512, 513, 1023, 1024, 1025, 1536, 1600]) {
        for density in [0, 1, 40] {
            let doc: Vec<u8> = (0..len)
                .map(|_| match rng.below(200) {
                    k if k < density => b':',
                    k if k < 2 * density => b'\n',
                    _ => b'a',
                })
                .collect();
            assert_eq!(
                count_lines(&doc),
                doc.iter().filter(|&&b| b == b'\n').count(),
                "{len}"
            );
            assert_eq!(count_lines(&doc), count_lines_scalar(&doc));
            for from in [0, 1, 31, 127, 128, 129, 511, 512, 513] {
                for end in [len / 2, len, len + 1] {
                    let got = colon_block(&doc, from, end);
                    assert_eq!(
                        got,
                        colon_block_scalar(&doc, from, end),
                        "{len} {from} {end}"
                    );
                    // The rule: the first whole block from `from` in steps
                    // of 512 that starts before `end` and holds a `:`.
                    let mut i = from;
                    let expected = loop {
                        if i >= end || i + 512 > len {
                            break Err(i);
                        }
                        let block = &doc[i..i + 512];
                        if block.contains(&b':') {
                            let colons = std::array::from_fn(|w| {
                                (0..64).fold(0u64, |m, k| {
                                    m | u64::from(block[64 * w + k] == b':') << k
                                })
                            });
                            break Ok(crate::accel::colon::ColonBlock { start: i, colons });
                        }
                        i += 512;
                    };
                    assert_eq!(got, expected, "{len} {from} {end}");
                }
            }
        }
    }
}

/// `run_len` (sixteen-byte path from 16 bytes on, where the CPU has
/// SSSE3) and `run_len8` against a byte loop, on random ASCII classes and
/// texts of members and a few outsiders (non-ASCII among them), every
/// suffix, so that runs end in each lane, at chunk edges, in the last
/// partial chunk and at the end of the input.
#[test]
fn run_len_agrees_with_a_byte_loop() {
    let mut seed = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = |m: u64| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed % m
    };
    let classes = [
        // Classes of the shapes the grammars use: letters and digits
        // with punctuation, digits alone, and wide punctuation sets.
        letters_digits_and(b"$-_.+!*'(),;/?:@&=%"),
        letters_digits_and(b"$-_.+!*'(),"),
        Table::range(b'0', b'9'),
        Table::of(b"$-_@.&+!*\"'(),"),
        Table::of(b"\0\x7f"),
    ];
    for round in 0..400 {
        let class = match classes.get(round) {
            Some(&c) => c,
            None => {
                let members: Vec<u8> = (0..128u8).filter(|_| next(3) != 0).collect();
                Table::of(&members)
            }
        };
        let members: Vec<u8> = (0..=255u8).filter(|&b| class.has(b)).collect();
        let len = next(80) as usize;
        let text: Vec<u8> = (0..len)
            .map(|_| match next(12) {
                0 => next(256) as u8,
                _ => members[next(members.len() as u64) as usize],
            })
            .collect();
        for start in 0..=text.len() {
            let b = &text[start..];
            let expected = b.iter().take_while(|&&x| class.has(x)).count();
            assert_eq!(run_len(b, &class), expected, "{round} {b:?}");
            assert_eq!(run_len8(b, &class), expected, "{round} {b:?}");
            if let Some(wide) = run_len_wide(b, &class) {
                assert_eq!(wide, expected, "AVX-512 {round} {b:?}");
            }
            if let Some(narrow) = run_len_ssse3(b, &class) {
                assert_eq!(narrow, expected, "SSSE3 {round} {b:?}");
            }
        }
    }
}

/// `escaped_len` (sixteen-byte path from 16 bytes on, where the CPU
/// has SSSE3) against a byte loop over the rule `*[ class | escape ]`,
/// on texts dense in `%`, hex digits and outsiders, every suffix: runs
/// and bad escapes in each lane, escapes across chunk edges, and
/// escapes cut short by the end of the input.
#[test]
fn escaped_len_agrees_with_a_byte_loop() {
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    let mut next = |m: u64| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed % m
    };
    let class = letters_digits_and(b"$-_.+!*'(),;:@&=");
    // The escaped runs read the class's rows with `%` added; a class
    // without every hex digit, or with `%` (a plain member then), has none.
    let rows = class.escaped_rows().unwrap();
    let mut expected_rows = class.rows().0.unwrap();
    expected_rows[5] |= 4;
    assert_eq!(rows, expected_rows);
    assert_eq!(Table::range(b'0', b'9').escaped_rows(), &None);
    assert_eq!(class.without(b"f").escaped_rows(), &None);
    let with_percent = class.or(Table::of(b"%"));
    assert_eq!(with_percent.escaped_rows(), &None);
    assert_eq!(escaped_run(b"ab%zz%", &with_percent), Ok(6));
    assert_eq!(escaped_run(b"ab%zz%  and more bytes", &class), Err(2));
    let reference = |b: &[u8]| escaped_reference(b, &class);
    let pieces: [&[u8]; 9] = [
        b"%",
        b"%4",
        b"%41",
        b"%4g",
        b"a",
        b"Z",
        b"/",
        b" ",
        b"\xc3\xa9",
    ];
    for round in 0..3000 {
        let len = next(140) as usize;
        // Every third text has long runs (escapes, rarely a fault or a
        // stop), which reach past the first forty-eight bytes
        // into the loop.
        let long_runs = round % 3 == 0;
        let mut text = Vec::new();
        while text.len() < len {
            // Mostly class bytes, so that runs reach every chunk.
            match next(if long_runs { 60 } else { 10 }) {
                0..=4 => text.push(b"abc0F9-._;"[next(10) as usize]),
                k if long_runs && k < 59 => match k % 4 {
                    0 => text.extend_from_slice(b"%41"),
                    _ => text.push(b"abc0F9-._;"[next(10) as usize]),
                },
                k => text.extend_from_slice(pieces[(k as usize * 7 + round) % pieces.len()]),
            }
        }
        for start in 0..=text.len() {
            let b = &text[start..];
            assert_escaped_forms(b, &class, &rows, reference(b), &format!("round {round}"));
        }
    }
    // Each ending at each byte of a long run: escapes cut short or bad
    // at the edges of the first block and of the loop's chunks.
    for run in 0..100 {
        for ending in [&b"%"[..], b"%4", b"%4g", b"%zz", b"%41", b" ", b"\xc3\xa9"] {
            for after in [&b""[..], b"abcdefghijklmnopqrstu", b"%41%42%43%44%45%46%47"] {
                let mut text = b"a".repeat(run);
                text.extend_from_slice(ending);
                text.extend_from_slice(after);
                let expected = reference(&text);
                assert_eq!(escaped_len(&text, &class, &rows), expected, "{text:?}");
            }
        }
    }
}

/// A class with a byte of 0x80 or above has no nibble rows; `run_len`
/// takes the eight-byte path for it and still finds those members.
#[test]
fn non_ascii_class() {
    let class = Table::of(b"ab\xc3\xa9");
    assert!(class.rows().0.is_none());
    assert_eq!(run_len("abéabéabéabéabéab!".as_bytes(), &class), 22);
}

/// Each pair at every position, and random texts of `/`, `.` and bytes
/// one bit from `/`, past the first sixty-four bytes.
#[test]
fn double_slash_edges() {
    for len in 0..100 {
        for at in 0..len {
            let mut s = vec![b'a'; len];
            s[at] = b'/';
            if at + 1 < len {
                s[at + 1] = b'/';
                assert_eq!(double_slash(&s), Some(at), "{len} {at}");
            }
            s[at] = b'.';
            assert_eq!(double_slash(&s), None, "{len} {at}");
        }
    }
    assert_eq!(double_slash(b"/././/"), Some(4));
    // Both scans against a byte loop, at every length and position.
    let oracle =
        |b: &[u8]| (0..b.len().saturating_sub(1)).find(|&j| b[j] == b'/' && b[j + 1] == b'/');
    let alphabet = [b'/', b'a', b'.', b'%', 0xc3, 0x2e, 0x2f ^ 0x80, 0x00];
    let mut seed = 0x9e37_79b9_7f4a_7c15u64;
    for _ in 0..20_000 {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        // Past the first sixty-four bytes too, into the loop.
        let len = (seed % 140) as usize;
        let b: Vec<u8> = (0..len)
            .map(|k| alphabet[((seed >> (k % 60)) as usize + k * 7) % alphabet.len()])
            .collect();
        assert_eq!(double_slash(&b), oracle(&b), "{b:?}");
        // At every length: the only scan on targets without SSE2.
        assert_eq!(double_slash8(&b), oracle(&b), "{b:?}");
    }
}

#[test]
fn window_masks_at_every_length_and_alignment() {
    use crate::accel::masks::{MaskSpec, masks64_scalar, with_masks64};
    let mut rng = Rng(0x5851_f42d_4c95_7f2d);
    for _ in 0..12 {
        let classes = [class(&mut rng), class(&mut rng), class(&mut rng)];
        let spec = MaskSpec::new(classes, [b':', b'%', b'\0', 0xc3]);
        every_length_and_alignment(
            |len| (0..len).map(|_| rng.below(256) as u8).collect(),
            |b| {
                let twin = masks64_scalar(b, &spec);
                assert_eq!(with_masks64(b, &spec, |m| m), twin, "{b:?}");
                // Each vector form the CPU has, not only the one chosen.
                #[cfg(target_arch = "x86_64")]
                {
                    let window = &b[..b.len().min(64)];
                    if crate::accel::cpu::avx2() {
                        // SAFETY: the CPU has AVX2 and the bit instructions (`cpu::avx2`).
                        let avx2 =
                            unsafe { crate::accel::masks::with_masks64_avx2(window, &spec, |m| m) };
                        assert_eq!(avx2, twin, "AVX2 {b:?}");
                    }
                    if crate::accel::cpu::avx512bw() {
                        // SAFETY: the CPU has AVX-512BW and the bit instructions (`cpu::avx512bw`).
                        let avx512 = unsafe {
                            crate::accel::masks::with_masks64_avx512(window, &spec, |m| m)
                        };
                        assert_eq!(avx512, twin, "AVX-512 {b:?}");
                    }
                }
                // The rule itself: each bit is its byte's membership.
                for (k, &x) in b.iter().enumerate().take(64) {
                    for (c, class) in classes.iter().enumerate() {
                        assert_eq!(twin.classes[c] >> k & 1 == 1, class.has(x), "{b:?}");
                    }
                    assert_eq!(twin.bytes[1] >> k & 1 == 1, x == b'%', "{b:?}");
                }
                let len = b.len().min(64);
                let outside = u64::MAX.checked_shl(len as u32).unwrap_or(0);
                assert!(
                    twin.classes
                        .iter()
                        .chain(&twin.bytes)
                        .all(|m| m & outside == 0)
                );
            },
        );
    }
}
