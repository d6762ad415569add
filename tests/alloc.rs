//! `validate` allocates nothing, for valid and invalid input; `parse`
//! allocates nothing for a valid input and, for an invalid one, only the
//! copy of the input its error carries (one allocation). Measured under a
//! counting global allocator (`allocation-counter`).

use urlbnf::{Grammar, parse, validate};

use urlbnf_testkit as common;

/// Every URL-like line of the test corpora.
fn inputs() -> Vec<&'static str> {
    let mut out: Vec<&'static str> = include_str!("corpus/engine_examples.txt")
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
        }
    });
    assert!(
        valid > 50 && invalid > 20,
        "{valid} valid, {invalid} invalid"
    );
    assert_eq!(info.count_total, 0, "validate: {info:?}");
    let info = allocation_counter::measure(|| {
        for input in &inputs {
            std::hint::black_box(parse(input, Grammar::Rfc1738).is_ok());
        }
    });
    // (An empty input's copy is empty: no allocation.)
    assert_eq!(info.count_total, invalid - 1, "parse: {info:?}");
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
        }
    });
    assert!(
        valid > 50 && invalid > 20,
        "{valid} valid, {invalid} invalid"
    );
    assert_eq!(info.count_total, 0, "validate: {info:?}");
    // One copy of the input per error, in `parse` and in `equivalent`.
    let info = allocation_counter::measure(|| {
        for input in &inputs {
            std::hint::black_box(parse(input, Grammar::Rfc1630).is_ok());
            std::hint::black_box(urlbnf::equivalent(input, input, Grammar::Rfc1630).ok());
        }
    });
    // (An empty input's copy is empty: no allocation.)
    assert_eq!(
        info.count_total,
        2 * (invalid - 1),
        "parse and equivalent: {info:?}"
    );
}

/// The whole bench corpus (100,000 valid URLs) and its faulted twin: zero
/// allocations in `validate`, valid or not, and in `parse` of a valid URL;
/// one (the error's copy of the input) per invalid URL in `parse`.
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
    assert_eq!(
        count(&invalid, &p),
        (0, invalid.len() as u64),
        "parse, invalid corpus"
    );
}

/// The counter does see allocations (so the test above can fail).
#[test]
fn the_counter_counts() {
    let info = allocation_counter::measure(|| {
        std::hint::black_box(String::from("allocates"));
    });
    assert_eq!(info.count_total, 1);
}

/// Every accessor that returns a borrow allocates nothing either: the
/// cross-scheme ones, each scheme's own, segments, fields, host labels,
/// port numbers, and `decode` of a component without an escape.
#[test]
fn no_allocation_in_borrowing_accessors() {
    use std::hint::black_box as bb;
    let mut inputs = inputs();
    inputs.extend(
        include_str!("corpus/rfc1630_examples.txt")
            .lines()
            .filter(|l| !l.starts_with('#')),
    );
    let parsed: Vec<_> = inputs
        .iter()
        .map(|&i| {
            (
                i,
                urlbnf::rfc1738::parse(i).ok(),
                urlbnf::rfc1630::parse(i).ok(),
            )
        })
        .collect();
    let (mut seen, mut seen_1630) = (0, 0);
    let info = allocation_counter::measure(|| {
        for (input, url, url_1630) in &parsed {
            if let Some(url) = *url {
                seen += 1;
                bb((url.scheme(), url.scheme_name(), url.span(), url.path()));
                bb((url.login(), url.port_or_default().ok()));
                if let Some(h) = url.host() {
                    bb((h.labels().count(), h.numbers(), h.ipv4(), h.kind()));
                }
                if let Some(p) = url.port() {
                    bb(p.value().ok());
                }
                if let Some(l) = url.login() {
                    bb((l.user(), l.password(), l.hostport().span()));
                }
                use urlbnf::rfc1738::Url;
                match url {
                    Url::Http(u) => bb((u.segments().count(), u.search()).0),
                    Url::Ftp(u) => bb((u.segments().count(), u.ftp_type()).0),
                    Url::Gopher(u) => {
                        bb((u.gopher_type(), u.selector(), u.search(), u.gopher_plus())
                            .1
                            .is_some() as usize)
                    }
                    Url::News(u) => bb(u.grouppart().span().len()),
                    Url::Nntp(u) => bb((u.group(), u.article()).0.len()),
                    Url::Wais(u) => bb((u.database(), u.kind()).0.len()),
                    Url::Mailto(u) => bb(u.address().len()),
                    Url::File(u) => bb((u.segments().count(), u.is_local()).0),
                    Url::Prospero(u) => bb(u.fields().count() + u.segments().count()),
                    Url::Telnet(u) => bb(u.has_slash() as usize),
                    Url::Other(u) => bb((u.schemepart(), u.urlpath()).0.len()),
                    _ => 0,
                };
                // No `%` and a lower-case scheme: already normal, borrowed.
                if !input.contains('%') && !url.scheme_name().as_str().contains(char::is_uppercase)
                {
                    bb(url.span().decode());
                    bb(url.normalized().len());
                }
            }
            if let Some(url) = *url_1630 {
                seen_1630 += 1;
                bb((
                    url.prefix(),
                    url.address(),
                    url.fragment(),
                    url.host(),
                    url.path(),
                ));
                if let Some(u) = url.as_http() {
                    bb(u.search_words().count());
                }
                if let Some(u) = url.as_wais() {
                    bb(u.fields().count());
                }
            }
        }
    });
    assert!(seen > 50 && seen_1630 > 50, "{seen} {seen_1630}");
    assert_eq!(info.count_total, 0, "allocations: {info:?}");
}
