//! `urlbnf check` over a stream (stdin or a file): a pipeline that reads
//! whole-line blocks, checks them on every core, and writes the reports in
//! input order.
//!
//! Lines are independent, so a block of lines is a unit of work: the reader
//! cuts the input after the last `\n` it has, workers turn each block into
//! its report bytes, and the writer puts those back in order. Memory stays
//! flat: at most a few blocks per worker are in flight (a token per block,
//! returned once it is written), whatever the length of the input; only a
//! single line longer than a block makes its block grow to hold it.
//!
//! A regular file is read in full blocks. Any other input (a terminal, a
//! pipe) is read as it comes: a block is sent as soon as a read finds the
//! input drained, so output follows a slow writer line by line, and a fast
//! one still fills whole blocks. The writer flushes whenever it has no
//! finished block left to write. Measurements: docs/performance.md, "CLI".

use std::collections::BTreeMap;
use std::io::{self, Read, Write};
use std::sync::mpsc::{Receiver, SyncSender, TryRecvError, sync_channel};
use std::sync::{Arc, Mutex};

use super::input::strip_line_ending;
use super::output::{Output, Settings, SourceLabel, Tally};

/// A numbered block of input lines, and the number of lines before it.
type Work = (u64, u64, Vec<u8>);
/// A block's number and its report bytes and counts.
type Done = (u64, io::Result<(Vec<u8>, Tally)>);

/// Bytes read per block (more when a line is longer).
const BLOCK: usize = 1 << 16;
/// Spare room past a full read: `read_to_end` tries a small read for the
/// end of input once the `Take` is used up.
const PROBE: usize = 64;
/// Blocks in flight (read, not yet written), per worker.
const QUEUE: usize = 4;

/// Checks every line of `input` and writes the reports to `out` in input
/// order, adding the verdicts of the lines written to `tally` (also when an
/// error stops the run). `regular`: `input` is a regular file. `workers`
/// threads check; with one, no thread is started.
///
/// The reader and the workers are not joined: on an error (a closed pipe)
/// the run returns at once, even while the reader waits for input.
pub(crate) fn check<W: Write>(
    settings: Settings,
    label: Arc<SourceLabel>,
    input: Box<dyn Read + Send>,
    regular: bool,
    out: &mut W,
    workers: usize,
    tally: &mut Tally,
) -> io::Result<()> {
    if workers <= 1 {
        let mut blocks = Blocks::new(input, regular);
        let mut report = Output::new(settings, label, 0, &mut *out);
        let result = (|| {
            while let Some(block) = blocks.next_block()? {
                check_block(&mut report, &block)?;
                report.out.flush()?;
            }
            Ok(())
        })();
        *tally += report.tally;
        return result;
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
    for _ in 0..workers {
        let (work_rx, done_tx, label) = (Arc::clone(&work_rx), done_tx.clone(), label.clone());
        std::thread::spawn(move || worker(settings, &label, &work_rx, &done_tx));
    }
    std::thread::spawn(move || read(input, regular, &token_rx, &work_tx, &done_tx));
    // Dropping the token sender on return (an error) stops the reader at
    // its next block, and the workers once the work queue is gone.
    write(done_rx, &token_tx, out, tally)
}

/// Sends the input's blocks, numbered, each once a token is free, until the
/// end or until the writer is gone. A read error goes to the writer in
/// the place of the block it stopped.
fn read(
    input: Box<dyn Read + Send>,
    regular: bool,
    tokens: &Receiver<()>,
    work: &SyncSender<Work>,
    done: &SyncSender<Done>,
) {
    let mut blocks = Blocks::new(input, regular);
    let mut seq = 0;
    let mut lines = 0;
    while tokens.recv().is_ok() {
        let block = match blocks.next_block() {
            Ok(Some(block)) => block,
            Ok(None) => return,
            Err(e) => {
                let _ = done.send((seq, Err(e)));
                return;
            }
        };
        let before = lines;
        lines += memchr::memchr_iter(b'\n', &block).count() as u64;
        if work.send((seq, before, block)).is_err() {
            return;
        }
        seq += 1;
    }
}

/// Checks blocks until the queue closes; each result goes back with its
/// block's number.
fn worker(
    settings: Settings,
    label: &Arc<SourceLabel>,
    work: &Mutex<Receiver<Work>>,
    done: &SyncSender<Done>,
) {
    loop {
        // A poisoned lock means another worker panicked: stop too.
        let next = match work.lock() {
            Ok(queue) => queue.recv(),
            Err(_) => return,
        };
        let Ok((seq, before, block)) = next else {
            return;
        };
        // Room for a JSON record per valid line (about 1.6 times the
        // line), so that the buffer does not grow.
        let buffer = Vec::with_capacity(2 * block.len() + 4096);
        let mut report = Output::new(settings, label.clone(), before, buffer);
        let result = check_block(&mut report, &block).map(|()| (report.out, report.tally));
        if done.send((seq, result)).is_err() {
            return;
        }
    }
}

/// Writes the workers' results in block order, flushing whenever no
/// finished block is waiting; adds the counts of the blocks written to
/// `tally`.
fn write<W: Write>(
    done: Receiver<Done>,
    tokens: &SyncSender<()>,
    out: &mut W,
    tally: &mut Tally,
) -> io::Result<()> {
    let mut next = 0;
    let mut waiting = BTreeMap::new();
    loop {
        let (seq, result) = match done.try_recv() {
            Ok(d) => d,
            Err(TryRecvError::Empty) => {
                out.flush()?;
                match done.recv() {
                    Ok(d) => d,
                    Err(_) => break,
                }
            }
            Err(TryRecvError::Disconnected) => break,
        };
        waiting.insert(seq, result);
        while let Some(result) = waiting.remove(&next) {
            let (bytes, counts) = result?;
            // Counted before it is written: a block cut short by a closed
            // pipe still has its verdicts in the exit status.
            *tally += counts;
            out.write_all(&bytes)?;
            next += 1;
            let _ = tokens.send(()); // the reader may be gone: then no matter
        }
    }
    out.flush()
}

/// Checks each line of `block`: a line ends after `\n` (which, with a `\r`
/// before it, is not part of the URL), and a last line may have no `\n`.
///
/// A block that is UTF-8 as a whole is checked once: its lines, cut at an
/// ASCII byte, are then UTF-8 too (cheaper than a `from_utf8` per line).
fn check_block<W: Write>(report: &mut Output<W>, block: &[u8]) -> io::Result<()> {
    let text = std::str::from_utf8(block).ok();
    let mut start = 0;
    // `memchr` for the line ends (core's generic search, through
    // `split_inclusive`, costs more per line).
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

/// The input cut into blocks of whole lines: every block but the last ends
/// with `\n`.
struct Blocks {
    input: Box<dyn Read + Send>,
    /// A regular file: fill whole blocks. Otherwise, send what has come as
    /// soon as the input is drained.
    regular: bool,
    /// The bytes after the last `\n` of the previous block.
    carry: Vec<u8>,
    /// Where reads of a non-regular input land (zeroed once).
    buffer: Vec<u8>,
    eof: bool,
}

impl Blocks {
    fn new(input: Box<dyn Read + Send>, regular: bool) -> Self {
        Blocks {
            input,
            regular,
            carry: Vec::new(),
            buffer: if regular { Vec::new() } else { vec![0; BLOCK] },
            eof: false,
        }
    }

    fn next_block(&mut self) -> io::Result<Option<Vec<u8>>> {
        // Room for the carried-over line and a whole read, so that the
        // block never grows (and moves) while it is read.
        let mut block = Vec::with_capacity(self.carry.len() + BLOCK + PROBE);
        block.append(&mut self.carry);
        loop {
            if self.eof {
                return Ok((!block.is_empty()).then_some(block));
            }
            let start = block.len();
            let drained = if self.regular {
                // `read_to_end` into spare capacity: no zeroing of the
                // block first.
                let n = (&mut self.input)
                    .take(BLOCK as u64)
                    .read_to_end(&mut block)?;
                self.eof = n == 0;
                false
            } else {
                // One read: it returns what the input has now, waiting
                // only when it has nothing.
                let n = loop {
                    match self.input.read(&mut self.buffer) {
                        Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                        r => break r?,
                    }
                };
                block.extend_from_slice(&self.buffer[..n]);
                self.eof = n == 0;
                n < self.buffer.len() || block.len() >= BLOCK
            };
            if self.eof {
                continue;
            }
            // Cut after the last `\n` of what was read; without one, the
            // line goes on in the next read. A regular file fills whole
            // blocks; other input is sent once drained.
            if (self.regular || drained)
                && let Some(k) = memchr::memrchr(b'\n', &block[start..])
            {
                self.carry.extend_from_slice(&block[start + k + 1..]);
                block.truncate(start + k + 1);
                return Ok(Some(block));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::output::Format;
    use super::*;

    use super::super::input::Source;

    fn blocks(input: &[u8], regular: bool) -> Vec<Vec<u8>> {
        let mut blocks = Blocks::new(Box::new(io::Cursor::new(input.to_vec())), regular);
        let mut out = Vec::new();
        while let Some(b) = blocks.next_block().unwrap() {
            out.push(b);
        }
        out
    }

    #[test]
    fn blocks_end_at_line_ends_and_keep_every_byte() {
        let long = format!("{}\n", "x".repeat(3 * BLOCK));
        for regular in [true, false] {
            for input in [
                &b""[..],
                b"a",
                b"a\n",
                b"a\nb",
                b"\n\n\r\n",
                long.as_bytes(),
            ] {
                let got = blocks(input, regular);
                assert_eq!(got.concat(), input);
                for b in &got[..got.len().saturating_sub(1)] {
                    assert_eq!(b.last(), Some(&b'\n'));
                }
                assert!(got.iter().all(|b| !b.is_empty()));
            }
        }
    }

    /// Reads at most three bytes per call, so lines straddle reads.
    struct Trickle(Vec<u8>, usize);

    impl Read for Trickle {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            let rest = &self.0[self.1..];
            let n = rest.len().min(buf.len()).min(3);
            buf[..n].copy_from_slice(&rest[..n]);
            self.1 += n;
            Ok(n)
        }
    }

    #[test]
    fn a_drained_input_sends_each_line_as_it_comes() {
        let mut blocks = Blocks::new(Box::new(Trickle(b"ab\ncd\nef".to_vec(), 0)), false);
        let mut got = Vec::new();
        while let Some(b) = blocks.next_block().unwrap() {
            got.push(String::from_utf8(b).unwrap());
        }
        assert_eq!(got, ["ab\n", "cd\n", "ef"]);
    }

    fn settings(format: Format) -> Settings {
        Settings {
            format,
            grammar: urlbnf::Grammar::Rfc1738,
            reference: false,
            style: urlbnf::Style::Ascii,
            deny_warnings: false,
            quiet: false,
            skip_comments: false,
        }
    }

    #[test]
    fn every_worker_count_writes_the_same_bytes_in_order() {
        let settings = settings(Format::Json);
        let label = SourceLabel::new(&Source::Stdin);
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
        let (expected, expected_tally) = {
            let mut out = Vec::new();
            let mut report = Output::new(settings, label.clone(), 0, &mut out);
            for line in input.split_inclusive(|&b| b == b'\n') {
                report.line(strip_line_ending(line)).unwrap();
            }
            let tally = report.tally;
            assert_eq!(tally.checked, 60_002);
            assert_eq!((tally.invalid, tally.warned), (20_001, 20_000));
            (out, tally)
        };
        for regular in [true, false] {
            for workers in [1, 2, 3, 8] {
                let mut out = Vec::new();
                let mut tally = Tally::default();
                let source = Box::new(io::Cursor::new(input.clone()));
                check(
                    settings,
                    label.clone(),
                    source,
                    regular,
                    &mut out,
                    workers,
                    &mut tally,
                )
                .unwrap();
                assert_eq!(tally, expected_tally);
                assert!(out == expected, "{workers} workers");
            }
        }
        let mut out = Vec::new();
        let mut tally = Tally::default();
        let source = Box::new(Trickle(input.clone(), 0));
        check(settings, label, source, false, &mut out, 2, &mut tally).unwrap();
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
        let input = "http://h/\n".repeat(200_000).into_bytes();
        for workers in [1, 2] {
            let mut tally = Tally::default();
            let err = check(
                settings(Format::Human),
                SourceLabel::new(&Source::Stdin),
                Box::new(io::Cursor::new(input.clone())),
                true,
                &mut Broken,
                workers,
                &mut tally,
            )
            .unwrap_err();
            assert_eq!(err.kind(), io::ErrorKind::BrokenPipe);
        }
    }
}
