//! `validate` and `parse` allocate nothing, for valid and invalid input,
//! measured under a counting global allocator (`allocation-counter`).

use urlbnf::{Grammar, parse, validate};

#[path = "../benches/common/mod.rs"]
mod common;

/// Every URL-like line of the test corpora.
fn inputs() -> Vec<&'static str> {
    let mut out: Vec<&'static str> = include_str!("corpus/issue3_examples.txt")
        .lines()
        .filter(|l| !l.starts_with('#'))
        .collect();
    for line in include_str!("corpus/rfc_examples.txt")
        .lines()
        .filter(|l| !l.starts_with('#'))
    {
        if let Some(url) = line.split('\t').nth(2) {
            out.push(url);
        }
    }
    out.extend([
        "",
        "x:%",
        "http://h/\u{e9}",
        "gopher://h/7s%09q%09+",
        "news:a/b@h",
        "prospero://h/a;b=c;d=e",
        "wais://h/d/t/p",
    ]);
    out
}

#[test]
fn no_allocation_in_validate_or_parse() {
    let inputs = inputs();
    assert!(inputs.len() > 100);
    let (mut valid, mut invalid) = (0, 0);
    let info = allocation_counter::measure(|| {
        for input in &inputs {
            match validate(input, Grammar::Rfc1738) {
                Ok(()) => valid += 1,
                Err(_) => invalid += 1,
            }
            let parsed = parse(input, Grammar::Rfc1738);
            std::hint::black_box(&parsed);
        }
    });
    assert!(
        valid > 50 && invalid > 20,
        "{valid} valid, {invalid} invalid"
    );
    assert_eq!(info.count_total, 0, "allocations: {info:?}");
}

/// The same in the RFC 1630 dialect, over the same inputs plus its own
/// examples; `equivalent` allocates nothing either.
#[test]
fn no_allocation_in_rfc1630() {
    let mut inputs = inputs();
    inputs.extend(
        include_str!("corpus/rfc1630_examples.txt")
            .lines()
            .filter(|l| !l.starts_with('#')),
    );
    let (mut valid, mut invalid) = (0, 0);
    let info = allocation_counter::measure(|| {
        for input in &inputs {
            match validate(input, Grammar::Rfc1630) {
                Ok(()) => valid += 1,
                Err(_) => invalid += 1,
            }
            let parsed = parse(input, Grammar::Rfc1630);
            std::hint::black_box(&parsed);
            std::hint::black_box(urlbnf::equivalent(input, input, Grammar::Rfc1630).ok());
        }
    });
    assert!(
        valid > 50 && invalid > 20,
        "{valid} valid, {invalid} invalid"
    );
    assert_eq!(info.count_total, 0, "allocations: {info:?}");
}

/// The whole bench corpus (100,000 valid URLs) and its faulted twin: zero
/// allocations in `validate` and `parse`, valid or not.
#[test]
fn no_allocation_over_the_bench_corpus() {
    let valid = common::corpus::corpus();
    let invalid = common::corpus::faulted(&valid);
    let count = |urls: &[String], f: &dyn Fn(&str) -> bool| {
        let mut accepted = 0;
        let info = allocation_counter::measure(|| {
            for url in urls {
                accepted += usize::from(f(url));
            }
        });
        (accepted, info.count_total)
    };
    let v = |s: &str| validate(s, Grammar::Rfc1738).is_ok();
    let p = |s: &str| std::hint::black_box(parse(s, Grammar::Rfc1738)).is_ok();
    assert_eq!(
        count(&valid, &v),
        (valid.len(), 0),
        "validate, valid corpus"
    );
    assert_eq!(count(&valid, &p), (valid.len(), 0), "parse, valid corpus");
    assert_eq!(count(&invalid, &v), (0, 0), "validate, invalid corpus");
    assert_eq!(count(&invalid, &p), (0, 0), "parse, invalid corpus");
}

/// The counter does see allocations (so the test above can fail).
#[test]
fn the_counter_counts() {
    let info = allocation_counter::measure(|| {
        std::hint::black_box(String::from("allocates"));
    });
    assert_eq!(info.count_total, 1);
}
