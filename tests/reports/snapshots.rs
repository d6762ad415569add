//! Conformance snapshots: the RFC 1738 parse tree (or the error) of every URL
//! in the RFC texts (`tests/corpus/rfc_examples.txt`) and of the engine's
//! examples of every scheme (`tests/corpus/engine_examples.txt`). Stored in
//! the top-level `snapshots/`; CI runs with `INSTA_UPDATE=no`.

use crate::support;

use support::{describe_lines, describe_rfc_examples, settings, snapshot_dir};
use urlbnf::Grammar;

#[test]
fn rfc_examples() {
    let out = describe_rfc_examples(Grammar::Rfc1738);
    settings(&snapshot_dir("")).bind(|| insta::assert_snapshot!("rfc_examples", out));
}

#[test]
fn engine_examples() {
    let out = describe_lines(
        include_str!("../corpus/engine_examples.txt"),
        Grammar::Rfc1738,
    );
    settings(&snapshot_dir("")).bind(|| insta::assert_snapshot!("engine_examples", out));
}

/// RFC 3986's examples (`tests/corpus/rfc3986_examples.txt`): the
/// derivation tree of each as a `URI`, or its error; then as a
/// `URI-reference`, for those that are no URI.
#[test]
fn rfc3986_examples() {
    let mut out = String::new();
    for line in include_str!("../corpus/rfc3986_examples.txt").lines() {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        out += &format!("{line}\n");
        match urlbnf::rfc3986::parse(line) {
            Ok(url) => out += &url.tree().to_string(),
            Err(e) => {
                out += &format!("  not a URI: {} ({e})\n", e.kind().code());
                match urlbnf::rfc3986::parse_reference(line) {
                    Ok(r) => out += &r.tree().to_string(),
                    Err(e) => out += &format!("  not a URI-reference: {}\n", e.kind().code()),
                }
            }
        }
    }
    settings(&snapshot_dir("")).bind(|| insta::assert_snapshot!("rfc3986_examples", out));
}
