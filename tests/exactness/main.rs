//! The grammars against the BNF: the RFCs' examples, independent recognisers, the primary error, the grammar files, the errata, robustness.
//!
//! One binary for the group, so that `cargo test` links few.

#[path = "../support/mod.rs"]
mod support;

mod abnf_oracle;
mod conformance;
mod differential;
mod grammar_coverage;
mod primary_error;
mod readings;
mod rfc1630_conformance;
mod rfc1630_differential;
mod rfc1630_errata;
mod rfc1630_robustness;
mod rfc3986_faults;
