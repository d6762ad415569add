//! `urlbnf check` over stdin: a pipeline that reads whole-line blocks,
//! checks them on every core, and writes the reports in input order.
//!
//! Lines are independent, so a block of lines is a unit of work: the reader
//! cuts the input after the last `\n` of each read, workers turn each block
//! into its report bytes, and the writer puts those back in order. Memory
//! stays flat: at most a few blocks per worker are in flight (a token per
//! block, returned once it is written), whatever the length of the input;
//! only a single line longer than a block makes its block grow to hold it.
//!
//! 1,000,000 bench-corpus lines (92 MB, JSON, to /dev/null, `farm-bench`
//! medians): 0.258 s on one core (`taskset -c 0`), 0.168 s with two
//! workers on the 2-core bench machine, where `validate` alone takes about
//! 0.1 s; each line is also linted and its record written, and 7.5% of them
//! draw a warning whose diagnosis is built.

use std::collections::BTreeMap;
use std::io::{self, Read, Write};
use std::sync::mpsc::{Receiver, SyncSender, sync_channel};
use std::sync::{Arc, Mutex};

use crate::{Output, Settings};

/// A numbered block of input lines.
type Work = (u64, Vec<u8>);
/// A block's number and its report bytes and verdict (all valid?).
type Done = (u64, io::Result<(Vec<u8>, bool)>);

/// Bytes read per block (more when a line is longer).
const BLOCK: usize = 1 << 16;
/// Spare room past a full read: `read_to_end` tries a small read for the
/// end of input once the `Take` is used up.
const PROBE: usize = 64;
/// Blocks in flight (read, not yet written), per worker.
const QUEUE: usize = 4;

/// Checks every line of `input` and writes the reports to `out` in input
/// order; `Ok(true)` if all lines were valid (and, with `deny_warnings`,
/// drew no warning). `workers` threads check; with one, no thread is
/// started.
pub(crate) fn check<R: Read + Send, W: Write>(
    settings: Settings,
    mut input: R,
    out: &mut W,
    workers: usize,
) -> io::Result<bool> {
    if workers <= 1 {
        let mut blocks = Blocks::new(&mut input);
        let mut report = Output::new(settings, out);
        while let Some(block) = blocks.next_block()? {
            check_block(&mut report, &block)?;
        }
        return Ok(report.all_valid);
    }
    // Blocks in flight (read but not yet written) are bounded by tokens:
    // the reader takes one per block, the writer gives it back once the
    // block is written. Bounded queues alone would not do: while one slow
    // block holds up the output, the writer must keep the later ones.
    let in_flight = QUEUE * workers;
    let (token_tx, token_rx) = sync_channel::<()>(in_flight);
    for _ in 0..in_flight {
        let _ = token_tx.send(());
    }
    let (work_tx, work_rx) = sync_channel::<Work>(in_flight);
    let (done_tx, done_rx) = sync_channel::<Done>(in_flight);
    let work_rx = Arc::new(Mutex::new(work_rx));
    std::thread::scope(|scope| {
        for _ in 0..workers {
            let (work_rx, done_tx) = (Arc::clone(&work_rx), done_tx.clone());
            scope.spawn(move || worker(settings, &work_rx, &done_tx));
        }
        // Only the workers may hold the queues' other ends: a writer that
        // stops early must leave the reader's `send` nothing to wait for.
        drop((work_rx, done_tx));
        let reader = scope.spawn(move || read(input, &token_rx, &work_tx));
        let written = write(done_rx, &token_tx, out);
        // The writer stops early only on an error; then the reader and the
        // workers stop at their next token or send, whose other end is gone.
        drop(token_tx);
        let read = reader
            .join()
            .unwrap_or_else(|_| Err(io::Error::other("reader panicked")));
        let all_valid = written?;
        read?;
        Ok(all_valid)
    })
}

/// Sends the input's blocks, numbered, each once a token is free, until the
/// end or until the writer or the workers are gone.
fn read<R: Read>(mut input: R, tokens: &Receiver<()>, work: &SyncSender<Work>) -> io::Result<()> {
    let mut blocks = Blocks::new(&mut input);
    let mut seq = 0;
    while tokens.recv().is_ok() {
        let Some(block) = blocks.next_block()? else {
            break;
        };
        if work.send((seq, block)).is_err() {
            break;
        }
        seq += 1;
    }
    Ok(())
}

/// Checks blocks until the queue closes; each result goes back with its
/// block's number.
fn worker(settings: Settings, work: &Mutex<Receiver<Work>>, done: &SyncSender<Done>) {
    loop {
        // A poisoned lock means another worker panicked: stop too.
        let next = match work.lock() {
            Ok(queue) => queue.recv(),
            Err(_) => return,
        };
        let Ok((seq, block)) = next else {
            return;
        };
        // Room for a JSON record per valid line (about 1.6 times the
        // line): growing the buffer cost a `realloc` per block.
        let mut report = Output::new(settings, Vec::with_capacity(2 * block.len() + 4096));
        let result = check_block(&mut report, &block).map(|()| (report.out, report.all_valid));
        if done.send((seq, result)).is_err() {
            return;
        }
    }
}

/// Writes the workers' results in block order; `Ok(true)` if every line
/// was valid.
fn write<W: Write>(done: Receiver<Done>, tokens: &SyncSender<()>, out: &mut W) -> io::Result<bool> {
    let mut all_valid = true;
    let mut next = 0;
    let mut waiting = BTreeMap::new();
    for (seq, result) in done {
        waiting.insert(seq, result);
        while let Some(result) = waiting.remove(&next) {
            let (bytes, valid) = result?;
            out.write_all(&bytes)?;
            all_valid &= valid;
            next += 1;
            let _ = tokens.send(()); // the reader may be gone: then no matter
        }
    }
    Ok(all_valid)
}

/// Checks each line of `block`: a line ends after `\n` (which, with a `\r`
/// before it, is not part of the URL), and a last line may have no `\n`.
///
/// A block that is UTF-8 as a whole is checked once: its lines, cut at an
/// ASCII byte, are then UTF-8 too (a `from_utf8` per line cost 117
/// instructions per bench-corpus line).
fn check_block<W: Write>(report: &mut Output<W>, block: &[u8]) -> io::Result<()> {
    let text = std::str::from_utf8(block).ok();
    let mut start = 0;
    // `memchr` for the line ends: `split_inclusive` (core's generic
    // search) cost 265 instructions per bench-corpus line.
    let ends = memchr::memchr_iter(b'\n', block).map(|k| k + 1);
    for end in ends.chain((block.last().is_some_and(|&b| b != b'\n')).then_some(block.len())) {
        let line = strip_line_ending(&block[start..end]);
        match text {
            // Cut at ASCII bytes, so on char boundaries.
            Some(text) => report.text_line(&text[start..start + line.len()])?,
            None => report.line(line)?,
        }
        start = end;
    }
    Ok(())
}

/// Removes `\n` or `\r\n` at the end of a line, nothing else.
fn strip_line_ending(line: &[u8]) -> &[u8] {
    let line = line.strip_suffix(b"\n").unwrap_or(line);
    line.strip_suffix(b"\r").unwrap_or(line)
}

/// The input cut into blocks of whole lines: every block but the last ends
/// with `\n`.
struct Blocks<'r, R> {
    input: &'r mut R,
    /// The bytes after the last `\n` of the previous read.
    carry: Vec<u8>,
    eof: bool,
}

impl<'r, R: Read> Blocks<'r, R> {
    fn new(input: &'r mut R) -> Self {
        Blocks {
            input,
            carry: Vec::new(),
            eof: false,
        }
    }

    fn next_block(&mut self) -> io::Result<Option<Vec<u8>>> {
        // Room for the carried-over line and a whole read, so that
        // `read_to_end` never grows the block: a block of `BLOCK` bytes with
        // a carried line in front had to move (a `realloc` and a copy of
        // 64 KiB for nearly every block; 50 instructions per bench-corpus
        // line, callgrind, 20,000 lines).
        let mut block = Vec::with_capacity(self.carry.len() + BLOCK + PROBE);
        block.append(&mut self.carry);
        loop {
            if self.eof {
                return Ok((!block.is_empty()).then_some(block));
            }
            let start = block.len();
            // `read_to_end` into spare capacity: no zeroing of the block
            // first (`resize` cost 170 instructions per bench-corpus line).
            let n = (&mut *self.input)
                .take(BLOCK as u64)
                .read_to_end(&mut block)?;
            if n == 0 {
                self.eof = true;
                continue;
            }
            // Cut after the last `\n` of what was read; without one, the
            // line goes on in the next read.
            if let Some(k) = memchr::memrchr(b'\n', &block[start..]) {
                self.carry.extend_from_slice(&block[start + k + 1..]);
                block.truncate(start + k + 1);
                return Ok(Some(block));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn blocks(input: &[u8]) -> Vec<Vec<u8>> {
        let mut input = input;
        let mut blocks = Blocks::new(&mut input);
        let mut out = Vec::new();
        while let Some(b) = blocks.next_block().unwrap() {
            out.push(b);
        }
        out
    }

    #[test]
    fn blocks_end_at_line_ends_and_keep_every_byte() {
        let long = format!("{}\n", "x".repeat(3 * BLOCK));
        for input in [
            &b""[..],
            b"a",
            b"a\n",
            b"a\nb",
            b"\n\n\r\n",
            long.as_bytes(),
        ] {
            let got = blocks(input);
            assert_eq!(got.concat(), input);
            for b in &got[..got.len().saturating_sub(1)] {
                assert_eq!(b.last(), Some(&b'\n'));
            }
            assert!(got.iter().all(|b| !b.is_empty()));
        }
    }

    /// Reads at most three bytes per call, so lines straddle reads.
    struct Trickle<'a>(&'a [u8]);

    impl Read for Trickle<'_> {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            let n = self.0.len().min(buf.len()).min(3);
            buf[..n].copy_from_slice(&self.0[..n]);
            self.0 = &self.0[n..];
            Ok(n)
        }
    }

    #[test]
    fn every_worker_count_writes_the_same_bytes_in_order() {
        let settings = Settings {
            format: crate::Format::Json,
            grammar: urlbnf::Grammar::Rfc1738,
            style: urlbnf::Style::Ascii,
            deny_warnings: false,
        };
        let mut input = Vec::new();
        for k in 0..20_000 {
            if k == 10_000 {
                // Not UTF-8: its block is checked line by line.
                input.extend_from_slice(b"http://x/\xff\n");
            }
            input.extend_from_slice(
                format!("http://h{k}/p\nftp://u:pw@h/{k}\r\nnews:%zz\n").as_bytes(),
            );
        }
        input.extend_from_slice(b"http://last/no-newline");
        let expected = {
            let mut out = Vec::new();
            let mut report = Output::new(settings, &mut out);
            for line in input.split_inclusive(|&b| b == b'\n') {
                report.line(strip_line_ending(line)).unwrap();
            }
            assert!(!report.all_valid);
            out
        };
        for workers in [1, 2, 3, 8] {
            let mut out = Vec::new();
            let all_valid = check(settings, &input[..], &mut out, workers).unwrap();
            assert!(!all_valid);
            assert!(out == expected, "{workers} workers");
        }
        let mut out = Vec::new();
        check(settings, Trickle(&input), &mut out, 2).unwrap();
        assert!(out == expected);
    }

    #[test]
    fn a_failing_writer_stops_the_pipeline() {
        struct Broken;
        impl Write for Broken {
            fn write(&mut self, _: &[u8]) -> io::Result<usize> {
                Err(io::ErrorKind::BrokenPipe.into())
            }
            fn flush(&mut self) -> io::Result<()> {
                Ok(())
            }
        }
        let settings = Settings {
            format: crate::Format::Human,
            grammar: urlbnf::Grammar::Rfc1738,
            style: urlbnf::Style::Ascii,
            deny_warnings: false,
        };
        let input = "http://h/\n".repeat(200_000);
        let err = check(settings, input.as_bytes(), &mut Broken, 2).unwrap_err();
        assert_eq!(err.kind(), io::ErrorKind::BrokenPipe);
    }
}
