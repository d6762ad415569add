//! Finding URLs in documents: boundaries against an oracle, and hostile documents in linear time.
//!
//! One binary for the group, so that `cargo test` links few.

mod scan_boundary;
mod scan_hostile;
