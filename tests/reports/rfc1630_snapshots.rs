//! Conformance snapshots for the RFC 1630 dialect: the parse tree (or the
//! error) of every URL in the RFC texts (`tests/corpus/rfc_examples.txt`,
//! the same corpus as the RFC 1738 snapshots, so the two files compare the
//! dialects) and of the dialect's own examples
//! (`tests/corpus/rfc1630_examples.txt`). Stored in `snapshots/`.

use crate::support;

use support::{describe_lines, describe_rfc_examples, settings, snapshot_dir};
use urlbnf::Grammar;

#[test]
fn rfc_examples() {
    let out = describe_rfc_examples(Grammar::Rfc1630);
    settings(&snapshot_dir("")).bind(|| insta::assert_snapshot!("rfc1630_rfc_examples", out));
}

#[test]
fn dialect_examples() {
    let out = describe_lines(
        include_str!("../corpus/rfc1630_examples.txt"),
        Grammar::Rfc1630,
    );
    settings(&snapshot_dir("")).bind(|| insta::assert_snapshot!("rfc1630_examples", out));
}
