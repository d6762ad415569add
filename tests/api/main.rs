//! The typed API and the services: builders, normal form and equivalence, resolution, the dialect table of docs/dialects.md.
//!
//! One binary for the group, so that `cargo test` links few.

#[path = "../support/mod.rs"]
mod support;

mod build_props;
mod errors;
mod normal_form;
mod readme_dialects;
mod rfc1630_build_props;
mod rfc1630_equivalence;
mod rfc1630_resolve;
mod rfc3986;
mod sizes;
