//! A fixed workload for profilers: runs one contender over the bench corpus.
//!
//! ```sh
//! cargo build --release --example profile
//! valgrind --tool=callgrind --toggle-collect='urlbnf::validate' \
//!     target/release/examples/profile validate valid
//! valgrind --tool=cachegrind --branch-sim=yes target/release/examples/profile validate valid
//! ```
//!
//! Arguments: `validate | parse | validate1630 | parse1630 | fluent | limit`,
//! `valid | invalid | rfc1630`, and an optional number of passes (default 1).
//! `rfc1630` is 100,000 URLs of the RFC 1630 generator (`gen1630`), always
//! the same ones; `valid` and `invalid` are the RFC 1738 bench corpus. With `time` instead, it prints the min of
//! 10 interleaved rounds of validate, parse, fluent-uri and the limit on
//! both corpora (a quick check between two builds; `cargo bench` has the
//! full table). `FAULT=0|1|2` keeps only the URLs whose faulted twin has
//! that fault (illegal character, bad escape, escape cut short), in either
//! corpus and for `time` too. `dump valid|invalid N` prints N corpus URLs,
//! one per line (the CLI streaming input). `one URL` times `validate` on
//! that one URL, repeated (every branch predicted). `cost` times, per
//! invalid URL, `validate` alone, with the message (`write_message`, then
//! `Display`) and with the fix.
//!
//! Orderings, for `time` and the profiler modes: `SCHEME=http,ftp` keeps
//! those schemes; `SORT=1` groups the URLs by scheme; `ROUND=1` makes every
//! other URL http and the rest each other predefined scheme in turn (a
//! period of 20). Both copy the strings in their new order, so that memory
//! is read in order as with the plain corpus.

use std::hint::black_box;

use common::limit::limit;
use urlbnf_testkit as common;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let what = args.get(1).map_or("validate", String::as_str);
    let which = args.get(2).map_or("valid", String::as_str);
    let passes: usize = args.get(3).and_then(|n| n.parse().ok()).unwrap_or(1);
    if what == "lines" {
        // `profile lines GRAMMAR FILE [PASSES]`: ns per line of FILE (one
        // URL a line, such as the judging bench's `--dump-valid`) for
        // `validate` with GRAMMAR, best of PASSES (default 15), and how
        // many are valid.
        use std::time::Instant;
        let g: urlbnf::Grammar = which.parse().expect("a grammar name");
        let path = args.get(3).expect("a file of URLs");
        let text = std::fs::read_to_string(path).expect("readable");
        let urls: Vec<&str> = text.lines().collect();
        let rounds: usize = args.get(4).and_then(|n| n.parse().ok()).unwrap_or(15);
        let mut best = f64::MAX;
        let mut ok = 0;
        for _ in 0..rounds {
            let t = Instant::now();
            ok = urls
                .iter()
                .filter(|u| urlbnf::validate(black_box(u), g).is_ok())
                .count();
            best = best.min(t.elapsed().as_secs_f64() * 1e9 / urls.len() as f64);
        }
        println!("{g} {best:6.1} ns/URL, {ok} of {} valid", urls.len());
        return;
    }
    let valid = common::corpus::corpus();
    if what == "time" {
        return time(&valid);
    }
    if what == "cost" {
        // `profile cost [FILE]`: the invalid URLs of FILE (one a line, such
        // as the judging bench's `--dump-invalid`), or the corpus's faults;
        // `ROW=k` times one row alone.
        let invalid = match args.get(2) {
            Some(path) => std::fs::read_to_string(path)
                .expect("readable")
                .lines()
                .map(str::to_owned)
                .collect(),
            None => common::corpus::faulted(&valid),
        };
        return cost(&invalid);
    }
    if what == "one" {
        // `profile one URL`: ns per validate of one URL, repeated.
        use std::time::Instant;
        let mut best = f64::MAX;
        for _ in 0..20 {
            let t = Instant::now();
            for _ in 0..100_000 {
                black_box(urlbnf::rfc1738::validate(black_box(which)).is_ok());
            }
            best = best.min(t.elapsed().as_secs_f64() * 1e9 / 100_000.0);
        }
        println!("{best:6.1} ns  {which}");
        return;
    }
    if what == "dump" {
        // `profile dump valid|invalid N`: N lines cycling through the corpus,
        // the input of the CLI streaming measurement.
        use std::io::Write;
        let urls = match which {
            "invalid" => common::corpus::faulted(&valid),
            _ => valid,
        };
        let mut out = std::io::BufWriter::new(std::io::stdout().lock());
        for u in urls.iter().cycle().take(passes) {
            writeln!(out, "{u}").unwrap();
        }
        return;
    }
    let urls = match which {
        "valid" => valid,
        "invalid" => common::corpus::faulted(&valid),
        "rfc1630" => corpus_1630(),
        other => panic!("unknown corpus {other}"),
    };
    let mut ok = 0usize;
    let only: Option<usize> = std::env::var("FAULT").ok().and_then(|v| v.parse().ok());
    let urls: Vec<String> = urls
        .into_iter()
        .enumerate()
        .filter(|(i, _)| only.is_none_or(|k| i % 3 == k))
        .map(|(_, u)| u)
        .collect();
    let urls = arrange(urls);
    for _ in 0..passes {
        for u in &urls {
            let s = black_box(u.as_str());
            let good = match what {
                "validate" => urlbnf::rfc1738::validate(s).is_ok(),
                "parse" => black_box(urlbnf::rfc1738::parse(s)).is_ok(),
                "validate1630" => urlbnf::rfc1630::validate(s).is_ok(),
                "parse1630" => black_box(urlbnf::rfc1630::parse(s)).is_ok(),
                "limit" => limit(s),
                "fluent" => fluent_uri::Uri::parse(s).is_ok(),
                other => panic!("unknown contender {other}"),
            };
            ok += good as usize;
        }
    }
    println!("{what} {which}: {ok} of {} accepted", urls.len() * passes);
}

/// `profile cost`: ns per invalid URL of what a checked row may ask for,
/// each on top of `validate`: the message written into a reused buffer,
/// and the fix.
fn cost(invalid: &[String]) {
    use std::fmt::Write as _;
    use std::time::Instant;
    // `GRAMMAR=rfc3986` for another grammar's corpus.
    let g: urlbnf::Grammar = std::env::var("GRAMMAR")
        .map_or(Ok(urlbnf::Grammar::Rfc1738), |name| name.parse())
        .expect("a grammar name");
    let text = std::cell::RefCell::new(String::new());
    type Row<'f> = (&'f str, &'f dyn Fn(&str) -> usize);
    let rows: [Row; 4] = [
        ("validate", &|s| urlbnf::validate(s, g).is_ok() as usize),
        ("+ write_message", &|s| match urlbnf::validate(s, g) {
            Ok(()) => 0,
            Err(e) => {
                let mut t = text.borrow_mut();
                t.clear();
                let _ = e.write_message(&mut *t);
                t.len()
            }
        }),
        ("+ message", &|s| match urlbnf::validate(s, g) {
            Ok(()) => 0,
            Err(e) => {
                let mut t = text.borrow_mut();
                t.clear();
                let _ = write!(t, "{e}");
                t.len()
            }
        }),
        // The check and the fix as a column's check makes them.
        ("+ fix", &|s| {
            let mut t = text.borrow_mut();
            urlbnf::validate_and_suggest(s, g, &mut t).map_or_else(|_| t.len(), |()| 0)
        }),
    ];
    // `ROW=k` times row `k` alone, for a profiler.
    let only: Option<usize> = std::env::var("ROW").ok().and_then(|v| v.parse().ok());
    let mut best = [f64::MAX; 4];
    for _ in 0..7 {
        for (k, (_, f)) in rows.iter().enumerate() {
            if only.is_some_and(|o| o != k) {
                continue;
            }
            let t = Instant::now();
            let n: usize = invalid.iter().map(|u| f(black_box(u.as_str()))).sum();
            black_box(n);
            best[k] = best[k].min(t.elapsed().as_secs_f64() * 1e9 / invalid.len() as f64);
        }
    }
    for ((name, _), ns) in rows.iter().zip(best) {
        // A row left out by `ROW` was not timed.
        if ns < f64::MAX {
            println!("{name:>10} {ns:7.1} ns per invalid URL");
        }
    }
    if only.is_some() {
        return;
    }
    // The second check of a fix alone: `validate` of each fixed URL.
    let fixed: Vec<String> = invalid
        .iter()
        .filter_map(|u| urlbnf::report::suggestion(u, g))
        .collect();
    let mut best = f64::MAX;
    for _ in 0..7 {
        let t = Instant::now();
        let n = fixed
            .iter()
            .filter(|u| urlbnf::validate(black_box(u.as_str()), g).is_ok())
            .count();
        black_box(n);
        best = best.min(t.elapsed().as_secs_f64() * 1e9 / invalid.len() as f64);
    }
    println!(
        "validate of the {} fixes {best:7.1} ns per invalid URL",
        fixed.len()
    );
}

/// 100,000 RFC 1630 URLs from a fixed seed.
fn corpus_1630() -> Vec<String> {
    let mut rng = common::corpus::Rng::new(0x1630_0000_5eed_0001);
    (0..100_000)
        .map(|_| common::gen1630::one_1630(&mut rng))
        .collect()
}

fn time(valid: &[String]) {
    use std::time::{Duration, Instant};
    let invalid = common::corpus::faulted(valid);
    let only: Option<usize> = std::env::var("FAULT").ok().and_then(|v| v.parse().ok());
    let pick = |urls: &[String]| -> Vec<String> {
        urls.iter()
            .enumerate()
            .filter(|(i, _)| only.is_none_or(|k| i % 3 == k))
            .map(|(_, u)| u.clone())
            .collect()
    };
    let (valid, invalid) = (&arrange(pick(valid))[..], arrange(pick(&invalid)));
    type F = fn(&str) -> bool;
    let fs: [(&str, F); 4] = [
        ("validate", |s| urlbnf::rfc1738::validate(s).is_ok()),
        ("parse", |s| black_box(urlbnf::rfc1738::parse(s)).is_ok()),
        ("fluent", |s| fluent_uri::Uri::parse(s).is_ok()),
        ("limit", limit),
    ];
    for (name, urls) in [("valid", valid), ("invalid", &invalid[..])] {
        let bytes: usize = urls.iter().map(String::len).sum();
        let mut best = [Duration::MAX; 4];
        for _ in 0..10 {
            for (k, (_, f)) in fs.iter().enumerate() {
                let t = Instant::now();
                let n = urls.iter().filter(|u| f(black_box(u.as_str()))).count();
                black_box(n);
                best[k] = best[k].min(t.elapsed());
            }
        }
        for (k, (f, _)) in fs.iter().enumerate() {
            let s = best[k].as_secs_f64();
            println!(
                "{name:>7} {f:>8}: {:7.1} MB/s {:6.1} ns/URL {:.3}x limit",
                bytes as f64 / s / 1e6,
                s * 1e9 / urls.len() as f64,
                best[3].as_secs_f64() / s
            );
        }
    }
}

/// The corpus filtered and reordered as the environment asks (see the
/// module docs).
fn arrange(mut v: Vec<String>) -> Vec<String> {
    if let Ok(scheme) = std::env::var("SCHEME") {
        v.retain(|u| {
            let name = u.split(':').next().unwrap_or("");
            scheme.split(',').any(|s| name.eq_ignore_ascii_case(s))
        });
    }
    if std::env::var_os("ROUND").is_some() {
        let mut groups: Vec<(String, std::collections::VecDeque<String>)> = Vec::new();
        for u in v.drain(..) {
            let key = u.split(':').next().unwrap_or("").to_ascii_lowercase();
            let key = if urlbnf::Scheme::from_name(&key) == urlbnf::Scheme::Other {
                String::new()
            } else {
                key
            };
            match groups.iter_mut().find(|(k, _)| *k == key) {
                Some((_, g)) => g.push_back(u),
                None => groups.push((key, [u].into())),
            }
        }
        // Stops when a group runs out, so that the pattern stays strict.
        groups.sort_by_key(|g| std::cmp::Reverse(g.1.len()));
        let others: Vec<usize> = (1..groups.len())
            .filter(|&g| groups[g].1.len() > 1000)
            .collect();
        'fill: loop {
            for &g in &others {
                for k in [0, g] {
                    match groups[k].1.pop_front() {
                        Some(u) => v.push(u),
                        None => break 'fill,
                    }
                }
            }
        }
        v = v.iter().map(|u| u.as_str().to_owned()).collect();
    }
    if std::env::var_os("SORT").is_some() {
        v.sort_by_key(|u| u.split(':').next().unwrap_or("").to_ascii_lowercase());
        // Copied in the new order, so that the strings lie in memory in
        // the order they are read, as unsorted ones do.
        v = v.iter().map(|u| u.as_str().to_owned()).collect();
    }
    v
}
