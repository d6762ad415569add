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
