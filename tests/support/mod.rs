//! Helpers shared by the integration tests (each test binary uses a subset,
//! hence `allow(dead_code)`).
#![allow(dead_code)]

use std::fmt::Write;

use urlbnf::{Grammar, parse};

pub const MIB: usize = 1 << 20;

/// The top-level `snapshots/` directory, or a directory under it.
pub fn snapshot_dir(sub: &str) -> String {
    format!("{}/snapshots/{sub}", env!("CARGO_MANIFEST_DIR"))
}

/// insta settings for snapshots stored in `dir`, named by their test alone.
pub fn settings(dir: &str) -> insta::Settings {
    let mut s = insta::Settings::clone_current();
    s.set_snapshot_path(dir);
    s.set_prepend_module_to_snapshot(false);
    s.set_omit_expression(true);
    s
}

/// Runs `f` on a thread with a 256 KiB stack: overflow aborts the test.
pub fn on_small_stack<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    std::thread::Builder::new()
        .stack_size(256 * 1024)
        .spawn(f)
        .unwrap()
        .join()
        .expect("thread overflowed or panicked")
}

/// The derivation tree of a valid URL, or the error of an invalid one.
pub fn describe(input: &str, grammar: Grammar) -> String {
    match parse(input, grammar) {
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

/// Every URL record of `tests/corpus/rfc_examples.txt` (the `wrapped`
/// records each have an unwrapped `url` record) with its description.
pub fn describe_rfc_examples(grammar: Grammar) -> String {
    let corpus = include_str!("../corpus/rfc_examples.txt");
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
        let tree = describe(url, grammar);
        writeln!(out, "== RFC {rfc} {kind}: {url}\n-- {place}\n{tree}").unwrap();
        count += 1;
    }
    assert!(count >= 60, "only {count} examples");
    out
}

/// One URL per line of `corpus` (lines starting with `#` skipped), each with
/// its description.
pub fn describe_lines(corpus: &str, grammar: Grammar) -> String {
    let mut out = String::new();
    for url in corpus.lines().filter(|l| !l.starts_with('#')) {
        writeln!(out, "== {url}\n{}", describe(url, grammar)).unwrap();
    }
    out
}
