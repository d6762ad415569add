//! `urlbnf lsp` latency and memory, through the built binary over stdio as
//! an editor sees it (with the debounce set to 0, so that the time is the
//! server's work and the transport's):
//!
//! * `open`: from `didOpen` of a 1 MB Markdown document with 2,000 URLs
//!   (half invalid, non-ASCII text around them) to its
//!   `publishDiagnostics`;
//! * `change`: from a one-character `didChange` in the middle of that
//!   document to the diagnostics of the new version.
//!
//! Then the memory an open document holds: the server's own count of its
//! store (`urlbnf/status`: text, line index, URL list, as allocated) and the
//! growth of the process's resident set after the open, each against the
//! document's size; printed as a table under `cargo bench`.

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::time::{Duration, Instant};

use criterion::{Criterion, criterion_group};
use serde_json::{Value, json};

/// The document: prose lines with accented words and an emoji, and a URL
/// every six lines; every other URL has an unsafe `~`.
fn document() -> String {
    let mut doc = String::with_capacity(1 << 20);
    let mut k = 0;
    while doc.len() < 1_000_000 {
        for _ in 0..5 {
            doc.push_str(
                "The archive café moved to a new server 😀 for the résumé of protocols.\n",
            );
        }
        if k < 2000 {
            if k % 2 == 0 {
                doc.push_str(&format!(
                    "See http://h{k}.example/docs/page{k}.html for more.\n"
                ));
            } else {
                doc.push_str(&format!(
                    "See <URL:ftp://h{k}.example/~user/f{k}.txt> for more.\n"
                ));
            }
            k += 1;
        }
    }
    assert_eq!(k, 2000, "the document holds 2,000 URLs");
    doc
}

struct Server {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
    id: i64,
}

impl Server {
    fn start() -> Server {
        let mut child = Command::new(env!("CARGO_BIN_EXE_urlbnf"))
            .arg("lsp")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("spawn urlbnf lsp");
        let stdin = child.stdin.take().unwrap();
        let stdout = BufReader::new(child.stdout.take().unwrap());
        let mut s = Server {
            child,
            stdin,
            stdout,
            id: 0,
        };
        s.request(
            "initialize",
            json!({ "processId": null, "rootUri": null, "capabilities": {}, "initializationOptions": { "debounceMs": 0 } }),
        );
        s.send(&json!({ "jsonrpc": "2.0", "method": "initialized", "params": {} }));
        s
    }

    fn send(&mut self, v: &Value) {
        let body = serde_json::to_vec(v).unwrap();
        write!(self.stdin, "Content-Length: {}\r\n\r\n", body.len()).unwrap();
        self.stdin.write_all(&body).unwrap();
        self.stdin.flush().unwrap();
    }

    fn recv(&mut self) -> Value {
        let mut length = 0;
        loop {
            let mut line = String::new();
            assert!(self.stdout.read_line(&mut line).unwrap() > 0, "server gone");
            let line = line.trim_end();
            if line.is_empty() {
                break;
            }
            if let Some(v) = line.strip_prefix("Content-Length:") {
                length = v.trim().parse().unwrap();
            }
        }
        let mut body = vec![0; length];
        self.stdout.read_exact(&mut body).unwrap();
        serde_json::from_slice(&body).unwrap()
    }

    fn request(&mut self, method: &str, params: Value) -> Value {
        self.id += 1;
        let id = self.id;
        self.send(&json!({ "jsonrpc": "2.0", "id": id, "method": method, "params": params }));
        loop {
            let m = self.recv();
            if m["id"] == id && m.get("method").is_none() {
                return m;
            }
        }
    }

    /// Waits for the diagnostics of `uri` at `version`; their count.
    fn diagnostics(&mut self, uri: &str, version: i64) -> usize {
        loop {
            let m = self.recv();
            if m["method"] == "textDocument/publishDiagnostics"
                && m["params"]["uri"] == uri
                && m["params"]["version"] == version
            {
                return m["params"]["diagnostics"].as_array().unwrap().len();
            }
        }
    }

    fn open(&mut self, uri: &str, text: &str) -> usize {
        self.send(&json!({ "jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {
            "textDocument": { "uri": uri, "languageId": "markdown", "version": 1, "text": text } } }));
        self.diagnostics(uri, 1)
    }

    fn close(&mut self, uri: &str) {
        self.send(
            &json!({ "jsonrpc": "2.0", "method": "textDocument/didClose", "params": {
            "textDocument": { "uri": uri } } }),
        );
        loop {
            let m = self.recv();
            if m["method"] == "textDocument/publishDiagnostics" && m["params"]["uri"] == uri {
                return;
            }
        }
    }

    /// Replaces the character at `line`:`character` with `c`; the
    /// diagnostics' count of the new version.
    fn change(&mut self, uri: &str, version: i64, line: u32, character: u32, c: &str) -> usize {
        self.send(
            &json!({ "jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
            "textDocument": { "uri": uri, "version": version },
            "contentChanges": [{ "range": {
                "start": { "line": line, "character": character },
                "end": { "line": line, "character": character + 1 } }, "text": c }] } }),
        );
        self.diagnostics(uri, version)
    }

    /// The resident set of the server process, in bytes (Linux).
    fn rss(&self) -> Option<u64> {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id())).ok()?;
        let kb: u64 = status
            .lines()
            .find_map(|l| l.strip_prefix("VmRSS:"))?
            .trim()
            .trim_end_matches("kB")
            .trim()
            .parse()
            .ok()?;
        Some(kb * 1024)
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn bench(c: &mut Criterion) {
    let doc = document();
    let mut server = Server::start();
    let mut g = c.benchmark_group("lsp");
    g.sample_size(20).measurement_time(Duration::from_secs(4));

    let mut n = 0;
    g.bench_function("open 1 MB, 2,000 URLs", |b| {
        b.iter_custom(|iters| {
            let mut total = Duration::ZERO;
            for _ in 0..iters {
                n += 1;
                let uri = format!("untitled:bench-{n}");
                let start = Instant::now();
                let count = server.open(&uri, &doc);
                total += start.elapsed();
                assert!(count >= 1000, "{count} diagnostics");
                server.close(&uri);
            }
            total
        })
    });

    let uri = "untitled:bench-change";
    server.open(uri, &doc);
    // A letter of a prose line in the middle, toggled between two values.
    let line = doc[..doc.len() / 2].matches('\n').count() as u32;
    let mut version = 1;
    g.bench_function("one-character change, 1 MB", |b| {
        b.iter_custom(|iters| {
            let mut total = Duration::ZERO;
            for _ in 0..iters {
                version += 1;
                let c = if version % 2 == 0 { "x" } else { "T" };
                let start = Instant::now();
                let count = server.change(uri, version, line, 0, c);
                total += start.elapsed();
                assert!(count >= 1000, "{count} diagnostics");
            }
            total
        })
    });
    g.finish();
}

/// The memory an open document holds: the store's count, and the growth
/// of the resident set when a first copy is opened (which includes what
/// the allocator keeps of the transient buffers of reading and answering)
/// and then four more (the steady cost of one more document), each over
/// the document's size.
fn memory() {
    let doc = document();
    let mut server = Server::start();
    let rss0 = server.rss();
    let diagnostics = server.open("untitled:memory-1", &doc);
    let rss1 = server.rss();
    // Four more copies: the allocator reuses what it kept, so the average
    // growth is what each further document costs.
    for k in 2..=5 {
        server.open(&format!("untitled:memory-{k}"), &doc);
    }
    let rss5 = server.rss();
    let status = server.request("urlbnf/status", Value::Null);
    let d = &status["result"]["documents"][0];
    let bytes = d["bytes"].as_u64().unwrap();
    let footprint = d["footprint"].as_u64().unwrap();
    assert!(footprint <= 2 * bytes, "{footprint} bytes held for {bytes}");
    let growth = |a: Option<u64>, b: Option<u64>, n: u64| match (a, b) {
        (Some(a), Some(b)) => {
            let g = b.saturating_sub(a) / n;
            format!("{g} ({:.2})", g as f64 / bytes as f64)
        }
        _ => "n/a".to_owned(),
    };
    println!(
        "| document | diagnostics | store bytes (/ size) | RSS growth, first document (/ size) | RSS growth per further document, 4 more (/ size) |"
    );
    println!("|---|---:|---:|---:|---:|");
    println!(
        "| {bytes} bytes, {} URLs | {diagnostics} | {footprint} ({:.2}) | {} | {} |",
        d["urls"],
        footprint as f64 / bytes as f64,
        growth(rss0, rss1, 1),
        growth(rss1, rss5, 4),
    );
}

criterion_group!(benches, bench);

fn main() {
    // Under `cargo test --benches` (no `--bench`), one quick pass of each.
    let args: Vec<String> = std::env::args().collect();
    let measuring = args.iter().any(|a| a == "--bench") && !args.iter().any(|a| a == "--test");
    if measuring {
        benches();
        Criterion::default().configure_from_args().final_summary();
    } else {
        let doc = document();
        let mut s = Server::start();
        assert!(s.open("untitled:t", &doc) >= 1000);
        let line = doc[..doc.len() / 2].matches('\n').count() as u32;
        assert!(s.change("untitled:t", 2, line, 0, "x") >= 1000);
    }
    memory();
}
