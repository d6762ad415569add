//! The `urlbnf` command run as a user runs it: every subcommand, its
//! reports and records against snapshots, the documents' console examples, hostile
//! input. One binary, so that `cargo test` links few.

#[path = "../support/mod.rs"]
mod support;

mod cli;
mod diagnostics;
mod readme;
mod robustness;
mod scan_cli;
mod scan_rfc;
