//! Conformance snapshots: the RFC 1738 parse tree (or the error) of every URL
//! in the RFC texts (`tests/corpus/rfc_examples.txt`, collected from
//! `../shared/reference/seeds/`) and of the issue examples. Stored in the
//! top-level `snapshots/`; CI runs with `INSTA_UPDATE=no`.

use std::fmt::Write;

use urlbnf::{Grammar, parse};

fn settings() -> insta::Settings {
    let mut s = insta::Settings::clone_current();
    s.set_snapshot_path(concat!(env!("CARGO_MANIFEST_DIR"), "/snapshots"));
    s.set_prepend_module_to_snapshot(false);
    s.set_omit_expression(true);
    s
}

/// The tree of a valid URL, or the error of an invalid one, as text.
fn describe(input: &str) -> String {
    match parse(input, Grammar::Rfc1738) {
        Ok(url) => url.tree().to_string(),
        Err(e) => format!(
            "error {} at {}..{} in `{}`: {}\n",
            e.kind().code(),
            e.offset(),
            e.offset() + e.len(),
            e.production(),
            e
        ),
    }
}

#[test]
fn rfc_examples() {
    let corpus = include_str!("corpus/rfc_examples.txt");
    let mut out = String::new();
    let mut count = 0;
    for line in corpus
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let fields: Vec<&str> = line.split('\t').collect();
        let [rfc, kind, url, place, ..] = fields[..] else {
            panic!("malformed corpus line {line:?}")
        };
        if kind == "wrapped" {
            continue; // each has its unwrapped `url` record
        }
        writeln!(
            out,
            "== RFC {rfc} {kind}: {url}\n-- {place}\n{}",
            describe(url)
        )
        .unwrap();
        count += 1;
    }
    assert!(count >= 60, "only {count} examples");
    settings().bind(|| insta::assert_snapshot!("rfc_examples", out));
}

#[test]
fn issue_examples() {
    let corpus = include_str!("corpus/issue3_examples.txt");
    let mut out = String::new();
    for url in corpus.lines().filter(|l| !l.starts_with('#')) {
        writeln!(out, "== {url}\n{}", describe(url)).unwrap();
    }
    settings().bind(|| insta::assert_snapshot!("issue3_examples", out));
}
