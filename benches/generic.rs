//! RFC 3986 and RFC 3987: `validate`, `validate_reference` and the IRI
//! grammar's `validate` beside fluent-uri and iri-string (strict checkers
//! of the same languages) and a byte-table limit (one lookup per byte, no
//! structure), on corpora generated from the grammar's rules
//! (`urlbnf_testkit::gen3986`: 100,000 URIs, URI references and IRIs) and
//! their twins with one fault each. One interleaved timing loop; the
//! figures are ratios within one run (the machine may be shared).
//!
//! `cargo bench --bench generic`
//!
//! The judging bench's RFC 3986 mode (`../shared/bench/run.sh . --grammar
//! rfc3986`) measures `urlbnf::validate` on its own corpus the same way.

use std::hint::black_box;
use std::time::Instant;

use urlbnf_testkit::corpus::Rng;
use urlbnf_testkit::gen3986::{self, Options};

const N: usize = 100_000;
const ROUNDS: usize = 9;

/// One byte-table lookup per byte: the characters some RFC 3986 rule
/// derives, `%` included; anything beyond ASCII passes (an IRI's).
fn limit(s: &str) -> bool {
    static ALLOWED: [bool; 256] = {
        let mut t = [false; 256];
        let chars = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~:/?#[]@!$&'()*+,;=%";
        let mut k = 0;
        while k < chars.len() {
            t[chars[k] as usize] = true;
            k += 1;
        }
        let mut b = 128;
        while b < 256 {
            t[b] = true;
            b += 1;
        }
        t
    };
    let mut ok = true;
    for &b in s.as_bytes() {
        ok &= ALLOWED[b as usize];
    }
    ok
}

type Check = fn(&str) -> bool;

fn corpus(options: Options, seed: u64) -> (Vec<String>, Vec<String>) {
    let mut rng = Rng::new(seed);
    let valid: Vec<String> = (0..N).map(|_| gen3986::one(&mut rng, &options)).collect();
    // One fault each: a character no rule derives, at a random place.
    let faulted = valid
        .iter()
        .map(|v| {
            let bounds: Vec<usize> = v.char_indices().map(|(k, _)| k).chain([v.len()]).collect();
            let mut s = v.clone();
            s.insert(
                rng.pick(&bounds),
                rng.pick(&[' ', '"', '<', '{', '|', '\\', '^', '`']),
            );
            s
        })
        .collect();
    (valid, faulted)
}

fn time(check: Check, urls: &[String]) -> (f64, usize) {
    let t = Instant::now();
    let mut n = 0;
    for u in urls {
        n += usize::from(check(black_box(u.as_str())));
    }
    (t.elapsed().as_secs_f64() * 1e9 / urls.len() as f64, n)
}

fn table(title: &str, urls: &[String], rows: &[(&str, Check)]) {
    let bytes: usize = urls.iter().map(String::len).sum();
    let mut best = vec![f64::MAX; rows.len()];
    let mut accepted = vec![0; rows.len()];
    for _ in 0..ROUNDS {
        for (k, (_, check)) in rows.iter().enumerate() {
            let (ns, n) = time(*check, urls);
            best[k] = best[k].min(ns);
            accepted[k] = n;
        }
    }
    let limit_ns = best[0];
    let peer = rows
        .iter()
        .zip(&best)
        .filter(|((name, _), _)| !name.starts_with("urlbnf") && *name != "byte-table (limit)")
        .map(|(_, &ns)| ns)
        .fold(f64::MAX, f64::min);
    println!(
        "\n{title}: {} inputs, {:.1} MB, best of {ROUNDS}",
        urls.len(),
        bytes as f64 / 1e6
    );
    println!("| contender | ns/input | MB/s | % of limit | vs best peer | accepted |");
    println!("|---|---:|---:|---:|---:|---:|");
    for ((name, _), (ns, n)) in rows.iter().zip(best.iter().zip(&accepted)) {
        let mbs = bytes as f64 / urls.len() as f64 / ns * 1e3;
        println!(
            "| {name} | {ns:.1} | {mbs:.0} | {:.1}% | {:.2}x | {n} |",
            limit_ns / ns * 100.0,
            peer / ns
        );
    }
}

fn main() {
    if std::env::args().all(|a| a != "--bench") {
        return;
    }
    let uri = Options {
        iri: false,
        relative: false,
        fragment: true,
    };
    let (uris, uris_faulted) = corpus(uri, 0x3986);
    let (refs, refs_faulted) = corpus(
        Options {
            relative: true,
            ..uri
        },
        0x3987,
    );
    let (iris, iris_faulted) = corpus(Options { iri: true, ..uri }, 0x3988);
    let uri_rows: [(&str, Check); 4] = [
        ("byte-table (limit)", limit),
        ("urlbnf rfc3986::validate", |s| {
            urlbnf::rfc3986::validate(s).is_ok()
        }),
        ("fluent-uri", |s| fluent_uri::Uri::parse(s).is_ok()),
        ("iri-string UriStr", |s| {
            iri_string::types::UriStr::new(s).is_ok()
        }),
    ];
    let reference_rows: [(&str, Check); 4] = [
        ("byte-table (limit)", limit),
        ("urlbnf rfc3986::validate_reference", |s| {
            urlbnf::rfc3986::validate_reference(s).is_ok()
        }),
        ("fluent-uri UriRef", |s| {
            fluent_uri::UriRef::parse(s).is_ok()
        }),
        ("iri-string UriReferenceStr", |s| {
            iri_string::types::UriReferenceStr::new(s).is_ok()
        }),
    ];
    let iri_rows: [(&str, Check); 3] = [
        ("byte-table (limit)", limit),
        ("urlbnf rfc3987::validate", |s| {
            urlbnf::rfc3987::validate(s).is_ok()
        }),
        ("iri-string IriStr", |s| {
            iri_string::types::IriStr::new(s).is_ok()
        }),
    ];
    table("URIs, valid", &uris, &uri_rows);
    table("URIs, one fault each", &uris_faulted, &uri_rows);
    table("URI references, valid", &refs, &reference_rows);
    table(
        "URI references, one fault each",
        &refs_faulted,
        &reference_rows,
    );
    table("IRIs, valid", &iris, &iri_rows);
    table("IRIs, one fault each", &iris_faulted, &iri_rows);
}
