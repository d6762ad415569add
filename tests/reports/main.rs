//! Diagnostics: the snapshot corpora and the properties of rendered reports.
//!
//! One binary for the group, so that `cargo test` links few.

#[path = "../support/mod.rs"]
mod support;

mod render_props;
mod rfc1630_snapshots;
mod snapshots;
