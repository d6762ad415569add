//! The line and column of each URL a scan finds, counted when first read.
//!
//! A scan and the URLs it finds share one [`Lines`]. A read at or past
//! the furthest position counted so far goes on from it, so reads in
//! document order count each byte once, and a scan whose positions are
//! never read counts none (`scan(doc).count()`, a link extractor). A read
//! behind it starts from the nearest of the positions kept on the way, one
//! every [`GRID`] bytes or so: at most `2 * GRID` bytes, whatever the order
//! of the reads.
//!
//! Once any of a scan's URLs has had its position read, the scan counts
//! the position of each URL it finds after that as it finds it, without the
//! lock: a reader of every position (the CLI, the LSP server) then pays
//! what an eager count costs.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};

/// The distance between the positions [`Lines`] keeps, at least (and at
/// most twice it): a read behind the furthest position counts at most
/// twice this; the kept positions take 24 bytes per `GRID` of document.
const GRID: usize = 4096;

/// The line and column bookkeeping of one scan, shared by the scan and the
/// URLs it finds.
#[derive(Clone, Debug)]
pub(crate) struct Lines(Arc<Shared>);

#[derive(Debug)]
struct Shared {
    /// Whether a position has been read.
    read: AtomicBool,
    counted: Mutex<Counted>,
}

/// What [`Lines`] has counted.
#[derive(Debug)]
struct Counted {
    /// Where the scan starts.
    start: Position,
    /// The furthest position counted.
    last: Position,
    /// Positions between `start` and `last`, in order, the first `GRID` or
    /// more after `start` and each `GRID` to `2 * GRID` after the one
    /// before; `last` is less than `2 * GRID` after the final one.
    kept: Vec<Position>,
}

impl Lines {
    /// Bookkeeping from `start`; nothing is counted yet.
    pub(crate) fn new(start: Position) -> Lines {
        Lines(Arc::new(Shared {
            read: AtomicBool::new(false),
            counted: Mutex::new(Counted {
                start,
                last: start,
                kept: Vec::new(),
            }),
        }))
    }

    /// Whether a position has been read through [`Lines::at`]: from then
    /// on the scan counts positions as it finds URLs.
    pub(crate) fn read(&self) -> bool {
        // Relaxed: the flag only chooses when to count, never what.
        self.0.read.load(Ordering::Relaxed)
    }

    /// The line and 1-based column of document offset `to`, in `doc` whose
    /// first byte is document offset `base`; `doc` holds every byte from
    /// the start to `to`.
    pub(crate) fn at(&self, doc: &[u8], base: usize, to: usize) -> (usize, usize) {
        self.0.read.store(true, Ordering::Relaxed);
        self.position(doc, base, to).line_column()
    }

    /// The position of document offset `to` (see [`Lines::at`]).
    pub(crate) fn position(&self, doc: &[u8], base: usize, to: usize) -> Position {
        // Counting never panics while the lock is held, so a poisoned lock
        // still holds consistent counts.
        let mut counted = self
            .0
            .counted
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        counted.position(doc, base, to)
    }
}

impl Counted {
    fn position(&mut self, doc: &[u8], base: usize, to: usize) -> Position {
        let to = to.max(self.start.offset);
        if to >= self.last.offset {
            while self.last.offset < to {
                let kept = self.kept.last().unwrap_or(&self.start).offset;
                if self.last.offset - kept >= GRID {
                    self.kept.push(self.last);
                }
                let next = to.min(self.last.offset + GRID);
                self.last.advance(doc, base, next);
            }
            return self.last;
        }
        let k = self.kept.partition_point(|p| p.offset <= to);
        let mut p = match k {
            0 => self.start,
            _ => self.kept[k - 1],
        };
        p.advance(doc, base, to);
        p
    }
}

/// A document offset with its line and column.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Position {
    /// The document offset this position describes.
    offset: usize,
    /// Its 1-based line.
    line: usize,
    /// Characters between the start of its line and it.
    chars: usize,
}

impl Position {
    pub(crate) const START: Position = Position {
        offset: 0,
        line: 1,
        chars: 0,
    };

    /// Its line and 1-based column.
    pub(crate) fn line_column(&self) -> (usize, usize) {
        (self.line, self.chars + 1)
    }

    /// The document offset it describes.
    pub(crate) fn offset(&self) -> usize {
        self.offset
    }

    /// Moves to document offset `to` (at or after this one) in `doc`, whose
    /// first byte is document offset `base`.
    pub(crate) fn advance(&mut self, doc: &[u8], base: usize, to: usize) {
        #[cfg(test)]
        tests::COUNTED.with(|c| c.set(c.get() + (to - self.offset)));
        let seg = &doc[self.offset - base..to - base];
        crate::core::work::step(seg.len());
        match memchr::memrchr(b'\n', seg) {
            None => self.chars += count_chars(seg),
            Some(last) => {
                self.line += 1 + crate::accel::lines::count_lines(&seg[..last]);
                self.chars = count_chars(&seg[last + 1..]);
            }
        }
        self.offset = to;
    }
}

/// Characters in `s`: bytes that are not UTF-8 continuation bytes
/// (`10xxxxxx`).
fn count_chars(s: &[u8]) -> usize {
    bytecount::num_chars(s)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::Cell;

    thread_local! {
        /// Bytes passed over by `Position::advance` on this thread.
        pub(super) static COUNTED: Cell<usize> = const { Cell::new(0) };
    }

    /// The position of each offset of `doc` (and of its end) by a byte
    /// loop: line feeds before it, and characters (bytes that are not
    /// `10xxxxxx`) since the last one.
    fn by_bytes(doc: &[u8]) -> Vec<(usize, usize)> {
        let mut at = (1, 1);
        let mut all = Vec::with_capacity(doc.len() + 1);
        for &b in doc {
            all.push(at);
            match b {
                b'\n' => at = (at.0 + 1, 1),
                0x80..0xc0 => {}
                _ => at.1 += 1,
            }
        }
        all.push(at);
        all
    }

    /// A document of `len` bytes from `seed`: words, line feeds (one in
    /// `1 << sparse` bytes or so) and two-byte characters.
    fn document(seed: u64, len: usize, sparse: u32) -> Vec<u8> {
        let mut x = seed | 1;
        (0..len)
            .map(|_| {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                match x >> (64 - sparse - 2) {
                    0 => b'\n',
                    1 => 0xc3,
                    2 => 0xa9,
                    _ => b'a' + (x % 26) as u8,
                }
            })
            .collect()
    }

    proptest::proptest! {
        /// Reads in any order, over several kept positions, from a start
        /// and a base that are not the document's (a streamed block).
        #[test]
        fn positions_agree_with_a_byte_loop_in_any_order(
            seed in proptest::num::u64::ANY,
            len in 0usize..5 * GRID,
            sparse in 0u32..12,
            skip in 0usize..3000,
            reads in proptest::collection::vec(0.0f64..1.0, 1..40),
        ) {
            let doc = document(seed, len, sparse);
            let want = by_bytes(&doc);
            let base = skip.min(len);
            let (line, column) = want[base];
            let start = Position { offset: base, line, chars: column - 1 };
            let lines = Lines::new(start);
            for r in reads {
                let to = base + ((len - base) as f64 * r) as usize;
                proptest::prop_assert_eq!(lines.at(&doc[base..], base, to), want[to], "at {}", to);
            }
        }
    }

    /// Reading the positions of URLs from last to first (or in any
    /// order) counts at most `2 * GRID` bytes a read past a first count of
    /// the document; without the kept positions, each read would count
    /// from the start, 10^4 reads of 300 KB on average here.
    #[test]
    fn reads_out_of_order_count_a_bounded_stretch() {
        let doc = document(7, 600_000, 10);
        let want = by_bytes(&doc);
        let lines = Lines::new(Position::START);
        let offsets: Vec<usize> = (0..10_000).map(|k| k * 60).rev().collect();
        COUNTED.with(|c| c.set(0));
        for &to in &offsets {
            assert_eq!(lines.at(&doc, 0, to), want[to], "{to}");
        }
        let counted = COUNTED.with(Cell::get);
        assert!(counted <= doc.len() + offsets.len() * 2 * GRID, "{counted}");
        // In order, each byte once.
        let lines = Lines::new(Position::START);
        COUNTED.with(|c| c.set(0));
        for &to in offsets.iter().rev() {
            lines.at(&doc, 0, to);
        }
        assert_eq!(COUNTED.with(Cell::get), offsets[0]);
    }

    #[test]
    fn a_read_marks_the_scan_as_read() {
        let lines = Lines::new(Position::START);
        assert!(!lines.read());
        assert!(!lines.clone().read());
        assert_eq!(lines.position(b"a\nb", 0, 3).line_column(), (2, 2));
        assert!(!lines.read(), "the scan's own carry-over is no read");
        assert_eq!(lines.at(b"a\nb", 0, 2), (2, 1));
        assert!(lines.read());
    }

    proptest::proptest! {
        #[test]
        fn counts_agree_with_a_byte_loop(
            doc in proptest::collection::vec(
                proptest::sample::select(&b"ab\n\r\x0a\x0b\x80\xbf\xc0\xc3\xa9\xe2\xff\x00\x7f"[..]),
                0..600,
            ),
        ) {
            for cut in [0, doc.len() / 3, doc.len() / 2] {
                let s = &doc[cut..];
                proptest::prop_assert_eq!(crate::accel::lines::count_lines(s), s.iter().filter(|&&b| b == b'\n').count());
                proptest::prop_assert_eq!(count_chars(s), s.iter().filter(|&&b| !(0x80..0xc0).contains(&b)).count());
            }
        }
    }

    /// Past the point where a byte lane of the line count would wrap
    /// (255 line feeds in one lane), at every length around the block
    /// sizes.
    #[test]
    fn line_counts_of_long_runs() {
        let doc = vec![b'\n'; 140_000];
        for len in [
            0,
            31,
            32,
            127,
            128,
            129,
            255 * 128,
            255 * 128 + 1,
            255 * 128 * 4 + 77,
            140_000,
        ] {
            assert_eq!(crate::accel::lines::count_lines(&doc[..len]), len, "{len}");
        }
        let mixed: Vec<u8> = (0..70_000u32)
            .map(|k| if k % 3 == 0 { b'\n' } else { b'x' })
            .collect();
        for len in [128, 1000, 32_641, 70_000] {
            let want = mixed[..len].iter().filter(|&&b| b == b'\n').count();
            assert_eq!(
                crate::accel::lines::count_lines(&mixed[..len]),
                want,
                "{len}"
            );
        }
    }
}
