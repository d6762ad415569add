//! Support code shared by the benchmarks: the RFC 1738 regex oracle and the
//! deterministic URL corpus.
#![allow(dead_code)]

pub mod corpus;
pub mod regex1738;
