//! Support code shared by the benchmarks: the RFC 1738 regex oracle, the
//! deterministic URL corpus and the byte-table limit.
#![allow(dead_code)]

pub mod corpus;
pub mod limit;
pub mod regex1738;
