//! Throughput of `urlbnf` against its peers, the RFC 1738 regex oracle and a
//! byte-table limit, on a deterministic corpus of 100,000 valid URLs and the
//! same URLs with one fault each; plus scaling on single huge URLs.
//!
//! `cargo bench --bench validate` runs, in order:
//! 1. setup: the regex oracle's self-check, corpus generation and its
//!    invariants (every valid URL accepted by the oracle, every faulted one
//!    rejected), corpus statistics, and where `urlbnf::validate` disagrees
//!    with the oracle (printed, not fatal);
//! 2. criterion groups `valid`, `invalid` (whole corpus per iteration) and
//!    `scaling` (one URL of 1 KiB, 1 MiB, 10 MiB, and 100 MiB when
//!    `URLBNF_BENCH_HUGE=1`; valid, and with an invalid last byte);
//! 3. plain summary tables from an own interleaved timing loop (skip with
//!    `URLBNF_BENCH_NO_SUMMARY=1`).
//!
//! Any contender whose single probe run is too slow for the time budget is
//! left out of criterion (and of larger scaling sizes) and reported as such.

use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::{BenchmarkId, Criterion, SamplingMode, Throughput};

use common::limit::limit;
use common::{corpus, regex1738};
use urlbnf_testkit as common;

// ---------------------------------------------------------------------------
// Contenders
// ---------------------------------------------------------------------------

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Contender {
    Validate,
    Parse,
    Validate1630,
    Parse1630,
    FluentUri,
    Url,
    IriString,
    Regex,
    Limit,
}

use Contender::*;

const ALL: [Contender; 9] = [
    Validate,
    Parse,
    Validate1630,
    Parse1630,
    FluentUri,
    Url,
    IriString,
    Regex,
    Limit,
];

impl Contender {
    fn name(self) -> &'static str {
        match self {
            Validate => "urlbnf::validate",
            Parse => "urlbnf::parse",
            Validate1630 => "urlbnf::validate (1630)",
            Parse1630 => "urlbnf::parse (1630)",
            FluentUri => "fluent_uri::Uri::parse",
            Url => "url::Url::parse",
            IriString => "iri_string::UriStr::new",
            Regex => "regex oracle",
            Limit => "limit (byte table, OR)",
        }
    }

    /// Short id for criterion benchmark names.
    fn id(self) -> &'static str {
        match self {
            Validate => "urlbnf_validate",
            Parse => "urlbnf_parse",
            Validate1630 => "urlbnf_validate_rfc1630",
            Parse1630 => "urlbnf_parse_rfc1630",
            FluentUri => "fluent_uri",
            Url => "url",
            IriString => "iri_string",
            Regex => "regex_oracle",
            Limit => "limit",
        }
    }

    fn is_peer(self) -> bool {
        matches!(self, FluentUri | Url | IriString)
    }
}

/// Runs `c` over every URL; returns how many it accepted.
fn count(c: Contender, urls: &[String]) -> usize {
    macro_rules! each {
        ($s:ident => $ok:expr) => {{
            let mut n = 0usize;
            for u in urls {
                let $s: &str = black_box(u.as_str());
                if $ok {
                    n += 1;
                }
            }
            n
        }};
    }
    match c {
        Validate => each!(s => black_box(urlbnf::rfc1738::validate(s)).is_ok()),
        Parse => each!(s => black_box(urlbnf::rfc1738::parse(s)).is_ok()),
        // The corpus is RFC 1738 URLs; many are RFC 1630 URLs too (see the
        // `accepted` column), the rest fail somewhere inside.
        Validate1630 => {
            each!(s => black_box(urlbnf::rfc1630::validate(s)).is_ok())
        }
        Parse1630 => each!(s => black_box(urlbnf::rfc1630::parse(s)).is_ok()),
        FluentUri => each!(s => black_box(fluent_uri::Uri::parse(s)).is_ok()),
        Url => each!(s => black_box(url::Url::parse(s)).is_ok()),
        IriString => each!(s => black_box(iri_string::types::UriStr::new(s)).is_ok()),
        Regex => each!(s => black_box(regex1738::regex_validate(s))),
        Limit => each!(s => black_box(limit(s))),
    }
}

fn time_once(c: Contender, urls: &[String]) -> (Duration, usize) {
    let t = Instant::now();
    let n = count(c, urls);
    (t.elapsed(), black_box(n))
}

// ---------------------------------------------------------------------------
// Configuration
// ---------------------------------------------------------------------------

/// A contender whose single pass over a whole corpus takes longer than this
/// is left out of criterion (it would blow the ~3 minute budget).
const CORPUS_PROBE_LIMIT: Duration = Duration::from_secs(2);
/// Likewise for one scaling input: the larger of this and
/// `SCALING_NS_PER_BYTE_LIMIT` ns per byte.
const SCALING_PROBE_LIMIT: Duration = Duration::from_millis(150);
const SCALING_NS_PER_BYTE_LIMIT: f64 = 30.0;

const KIB: usize = 1 << 10;
const MIB: usize = 1 << 20;

fn scaling_sizes() -> Vec<(usize, &'static str)> {
    let mut v = vec![(KIB, "1KiB"), (MIB, "1MiB"), (10 * MIB, "10MiB")];
    if std::env::var("URLBNF_BENCH_HUGE").is_ok_and(|v| v == "1") {
        v.push((100 * MIB, "100MiB"));
    }
    v
}

fn scaling_limit(n: usize) -> Duration {
    SCALING_PROBE_LIMIT.max(Duration::from_secs_f64(
        n as f64 * SCALING_NS_PER_BYTE_LIMIT * 1e-9,
    ))
}

struct Corpus {
    label: &'static str,
    urls: Vec<String>,
    bytes: usize,
    /// Per contender: `Some(reason)` when left out of criterion.
    skipped: [Option<String>; ALL.len()],
}

struct ScaleInput {
    label: String,
    size: usize,
    valid: bool,
    url: Vec<String>,
    skipped: [Option<String>; ALL.len()],
}

// ---------------------------------------------------------------------------
// Setup
// ---------------------------------------------------------------------------

fn setup() -> (Corpus, Corpus) {
    common::limit::self_check();
    regex1738::self_check();
    println!(
        "regex1738 self-check: {} valid and {} invalid cases OK",
        regex1738::SELF_CHECK_VALID.len(),
        regex1738::SELF_CHECK_INVALID.len()
    );

    let t = Instant::now();
    let valid = corpus::corpus();
    let invalid = corpus::faulted(&valid);
    let generated = t.elapsed();
    let t = Instant::now();
    corpus::check_invariants(&valid, &invalid);
    println!(
        "corpus: generated in {:.0?}, invariants checked with the regex oracle in {:.0?}",
        generated,
        t.elapsed()
    );
    println!("valid corpus:   {}", corpus::stats(&valid));
    println!("invalid corpus: {}", corpus::stats(&invalid));

    report_disagreements("valid", &valid, true);
    report_disagreements("invalid", &invalid, false);

    let mk = |label, urls: Vec<String>| Corpus {
        label,
        bytes: urls.iter().map(String::len).sum(),
        urls,
        skipped: Default::default(),
    };
    (mk("valid", valid), mk("invalid", invalid))
}

/// Where `urlbnf::validate` and `urlbnf::parse` disagree with the oracle
/// (informational: the benchmark still runs).
fn report_disagreements(label: &str, urls: &[String], expect: bool) {
    for (name, f) in [
        (
            "urlbnf::validate",
            (|s: &str| urlbnf::validate(s, urlbnf::Grammar::Rfc1738).is_ok()) as fn(&str) -> bool,
        ),
        ("urlbnf::parse", |s: &str| {
            urlbnf::parse(s, urlbnf::Grammar::Rfc1738).is_ok()
        }),
    ] {
        let bad: Vec<&String> = urls.iter().filter(|u| f(u) != expect).collect();
        if bad.is_empty() {
            println!(
                "{name} agrees with the oracle on all {} {label} URLs",
                urls.len()
            );
        } else {
            println!(
                "WARNING: {name} {} {} of {} {label} URLs the oracle {}; first ones:",
                if expect { "rejects" } else { "accepts" },
                bad.len(),
                urls.len(),
                if expect { "accepts" } else { "rejects" },
            );
            for u in bad.iter().take(5) {
                println!("    {u:?}");
            }
        }
    }
}

fn probe_corpus(c: &mut Corpus) {
    for (i, &k) in ALL.iter().enumerate() {
        let (d, _) = time_once(k, &c.urls);
        if d > CORPUS_PROBE_LIMIT {
            let why = format!("one pass took {d:.2?} (> {CORPUS_PROBE_LIMIT:?})");
            println!(
                "{} corpus: {} left out of criterion: {why}",
                c.label,
                k.name()
            );
            c.skipped[i] = Some(why);
        }
    }
}

/// Builds the scaling inputs, probing each contender on increasing sizes and
/// dropping it from larger sizes once it exceeds the budget (so a quadratic
/// contender cannot hang the run).
fn scaling_inputs() -> Vec<ScaleInput> {
    let mut out = Vec::new();
    let mut dropped: [Option<String>; ALL.len()] = Default::default();
    for (n, label) in scaling_sizes() {
        let good = corpus::big_http_url(n);
        if n <= 10 * MIB {
            assert!(
                regex1738::regex_validate(&good),
                "big_http_url({n}) must be valid"
            );
        }
        let bad = corpus::big_http_url_invalid(n);
        for (valid, s) in [(true, good), (false, bad)] {
            let url = vec![s];
            let mut skipped: [Option<String>; ALL.len()] = Default::default();
            for (i, &k) in ALL.iter().enumerate() {
                if let Some(why) = &dropped[i] {
                    skipped[i] = Some(why.clone());
                    continue;
                }
                let (d, _) = time_once(k, &url);
                if d > scaling_limit(n) {
                    let why = format!("{label}: one pass took {d:.2?}");
                    println!("scaling: {} left out from {label} on: {why}", k.name());
                    skipped[i] = Some(why.clone());
                    dropped[i] = Some(why);
                }
            }
            out.push(ScaleInput {
                label: format!("{label}/{}", if valid { "valid" } else { "invalid" }),
                size: n,
                valid,
                url,
                skipped,
            });
        }
    }
    out
}

// ---------------------------------------------------------------------------
// Criterion
// ---------------------------------------------------------------------------

fn bench_corpus(cr: &mut Criterion, c: &Corpus) {
    let mut g = cr.benchmark_group(c.label);
    // One iteration is tens of milliseconds: flat sampling fits 10 samples
    // into the 1 s measurement time.
    g.sampling_mode(SamplingMode::Flat);
    g.throughput(Throughput::Bytes(c.bytes as u64));
    for (i, &k) in ALL.iter().enumerate() {
        if c.skipped[i].is_some() {
            continue;
        }
        g.bench_function(k.id(), |b| b.iter(|| count(k, &c.urls)));
    }
    g.finish();
}

fn bench_scaling(cr: &mut Criterion, inputs: &[ScaleInput]) {
    let mut g = cr.benchmark_group("scaling");
    for inp in inputs {
        g.throughput(Throughput::Bytes(inp.size as u64));
        g.sampling_mode(if inp.size >= MIB {
            SamplingMode::Flat
        } else {
            SamplingMode::Auto
        });
        for (i, &k) in ALL.iter().enumerate() {
            if inp.skipped[i].is_some() {
                continue;
            }
            g.bench_with_input(BenchmarkId::new(k.id(), &inp.label), &inp.url, |b, url| {
                b.iter(|| count(k, url))
            });
        }
    }
    g.finish();
}

// ---------------------------------------------------------------------------
// Plain summary (own interleaved timing loop)
// ---------------------------------------------------------------------------

/// Rounds of the corpus summary. Each round times every contender once,
/// in turn, so a slow spell of this shared machine (its speed moves by up to
/// 40% within minutes) hits them alike; the minimum over 15 rounds (about
/// 4 s per corpus) is steadier than over 5.
const ROUNDS: usize = 15;

fn summary_corpus(c: &Corpus) {
    let mut best = [Duration::MAX; ALL.len()];
    let mut accepted = [0usize; ALL.len()];
    for _ in 0..ROUNDS {
        for (i, &k) in ALL.iter().enumerate() {
            if c.skipped[i].is_some() && best[i] != Duration::MAX {
                continue; // too slow: one timing is enough
            }
            let (d, n) = time_once(k, &c.urls);
            best[i] = best[i].min(d);
            accepted[i] = n;
        }
    }
    let limit_t = best[ALL.iter().position(|&k| k == Limit).unwrap()].as_secs_f64();
    let peer_t = ALL
        .iter()
        .zip(best)
        .filter(|(k, _)| k.is_peer())
        .map(|(_, d)| d.as_secs_f64())
        .fold(f64::INFINITY, f64::min);
    println!();
    println!(
        "== {} corpus: {} URLs, {:.2} MB; min of {ROUNDS} interleaved rounds ==",
        c.label,
        c.urls.len(),
        c.bytes as f64 / 1e6
    );
    println!(
        "{:<26} {:>9} {:>9} {:>9} {:>11} {:>16}",
        "contender", "MB/s", "ns/URL", "x limit", "x best peer", "accepted"
    );
    for (i, &k) in ALL.iter().enumerate() {
        let t = best[i].as_secs_f64();
        println!(
            "{:<26} {:>9.1} {:>9.1} {:>9.2} {:>11.2} {:>9}/{}{}",
            k.name(),
            c.bytes as f64 / t / 1e6,
            t * 1e9 / c.urls.len() as f64,
            t / limit_t,
            t / peer_t,
            accepted[i],
            c.urls.len(),
            if c.skipped[i].is_some() {
                "  (not in criterion)"
            } else {
                ""
            }
        );
    }
}

fn summary_scaling(inputs: &[ScaleInput]) {
    println!();
    println!(
        "== scaling: ns/byte, min of 3 interleaved rounds (* = wrong verdict, - = left out) =="
    );
    print!("{:<26}", "contender");
    for inp in inputs {
        print!(" {:>14}", inp.label);
    }
    println!();
    let mut cells = vec![vec![String::new(); inputs.len()]; ALL.len()];
    for (j, inp) in inputs.iter().enumerate() {
        let mut best = [Duration::MAX; ALL.len()];
        let mut verdict = [0usize; ALL.len()];
        for _ in 0..3 {
            for (i, &k) in ALL.iter().enumerate() {
                if inp.skipped[i].is_some() {
                    continue;
                }
                let (d, n) = time_once(k, &inp.url);
                best[i] = best[i].min(d);
                verdict[i] = n;
            }
        }
        for i in 0..ALL.len() {
            cells[i][j] = if inp.skipped[i].is_some() {
                "-".into()
            } else {
                let wrong = (verdict[i] == 1) != inp.valid;
                format!(
                    "{:.3}{}",
                    best[i].as_secs_f64() * 1e9 / inp.size as f64,
                    if wrong { "*" } else { "" }
                )
            };
        }
    }
    for (i, &k) in ALL.iter().enumerate() {
        print!("{:<26}", k.name());
        for cell in &cells[i] {
            print!(" {cell:>14}");
        }
        println!();
    }
}

// ---------------------------------------------------------------------------

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let has = |a: &str| args.iter().any(|x| x == a);
    // Same rule as criterion: measure only under `cargo bench` (`--bench`),
    // not under `cargo test --benches` or with `--test` / `--list`.
    let measuring = has("--bench") && !has("--test") && !has("--list");

    let (mut valid, mut invalid) = setup();
    if measuring {
        probe_corpus(&mut valid);
        probe_corpus(&mut invalid);
    }
    let scale = scaling_inputs();

    let mut cr = Criterion::default()
        .sample_size(10)
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_secs(1))
        .nresamples(10_000)
        .without_plots()
        .configure_from_args();
    bench_corpus(&mut cr, &valid);
    bench_corpus(&mut cr, &invalid);
    bench_scaling(&mut cr, &scale);
    cr.final_summary();

    if measuring && std::env::var_os("URLBNF_BENCH_NO_SUMMARY").is_none() {
        summary_corpus(&valid);
        summary_corpus(&invalid);
        summary_scaling(&scale);
    }
}
