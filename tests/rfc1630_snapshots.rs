//! Conformance snapshots for the RFC 1630 dialect: the parse tree (or the
//! error) of every URL in the RFC texts (`tests/corpus/rfc_examples.txt`,
//! the same corpus as the RFC 1738 snapshots, so the two files compare the
//! dialects) and of the dialect's own examples
//! (`tests/corpus/rfc1630_examples.txt`). Stored in `snapshots/`.

use std::fmt::Write;

use urlbnf::{Grammar, parse};

fn settings() -> insta::Settings {
    let mut s = insta::Settings::clone_current();
    s.set_snapshot_path(concat!(env!("CARGO_MANIFEST_DIR"), "/snapshots"));
    s.set_prepend_module_to_snapshot(false);
    s.set_omit_expression(true);
    s
}

fn describe(input: &str) -> String {
    match parse(input, Grammar::Rfc1630) {
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
            continue;
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
    settings().bind(|| insta::assert_snapshot!("rfc1630_rfc_examples", out));
}

#[test]
fn dialect_examples() {
    let corpus = include_str!("corpus/rfc1630_examples.txt");
    let mut out = String::new();
    for url in corpus.lines().filter(|l| !l.starts_with('#')) {
        writeln!(out, "== {url}\n{}", describe(url)).unwrap();
    }
    settings().bind(|| insta::assert_snapshot!("rfc1630_examples", out));
}
