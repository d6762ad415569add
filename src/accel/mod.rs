//! Acceleration: every SIMD, word-at-a-time (SWAR) and `unsafe` primitive
//! of the crate, each a safe function over bytes (and a `core::table`
//! class) with its scalar twin beside it, which gives the same answers.
//! What the bytes mean stays with their callers: a grammar asks for the run
//! of a class, the host bytes' classes or the first `//`, and decides what
//! a host or a path is.
//!
//! | module | primitive | fast form | twin |
//! |---|---|---|---|
//! | [`runs`] | the run of a class | AVX-512BW nibble lookup, 64 bytes; SSSE3, 16 bytes | 8 table lookups a turn |
//! | [`escaped`] | the run of a class and escapes | AVX-512BW masks, 64 bytes; SSSE3, 16 bytes | a class run at a time |
//! | [`host`] | letters, digits, dots, hyphens as bit masks | SSE2 range tests, 16 bytes | SWAR flags, 8 bytes |
//! | [`slashes`] | the first `//` | AVX-512BW compare, 64 bytes; SSE2 compares, 16 bytes | SWAR zero-byte test, 8 bytes |
//! | [`colon`] | the next 128 bytes that hold a `:` | AVX2 compares | `memchr` and a byte loop |
//! | [`lines`] | line feeds | AVX2, four sums | `bytecount` |
//! | [`masks`] | a window's class and byte masks, for a grammar's bit checks | AVX-512BW nibble lookups, 64 bytes; AVX2, 32 bytes | a lookup per byte |
//! | [`text`] | a split `str`, ASCII bytes as `str` | unchecked conversion | — |
//! | [`words`] | whitespace, letters, a byte among eight bytes | SWAR tests on a `u64` | a loop over the bytes |
//! | [`names`] | packed scheme names, the `:` after a name | one word compare | a byte compare |
//!
//! The CPU's features are asked in [`cpu`] only. This module is the only
//! one allowed `unsafe` (`lib.rs`); each `unsafe` block says why it is
//! sound, and every load reads a fixed-size array (`&[u8; 16]`,
//! `&[u8; 32]`), so its bounds are the type's, or is an AVX-512 masked
//! load (`masks::load64`, `masks::with_masks64_avx512`), which reads only the
//! lanes of its slice. `tests` holds the one
//! differential harness: each fast form against its twin at every length
//! `0..=96` and every alignment, over random class mixes.

pub(crate) mod colon;
pub(crate) mod cpu;
pub(crate) mod escaped;
pub(crate) mod host;
pub(crate) mod lines;
pub(crate) mod masks;
pub(crate) mod names;
pub(crate) mod runs;
pub(crate) mod slashes;
pub(crate) mod text;
pub(crate) mod words;

#[cfg(test)]
mod tests;
