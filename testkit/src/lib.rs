//! Support code shared by the benchmarks and the differential tests: the
//! regex oracles of both grammars, the deterministic URL corpus, a generator
//! of RFC 1630 URLs, a mutator and the byte-table limit.

pub mod abnf;
pub mod corpus;
pub mod gen1630;
pub mod gen3986;
pub mod generate;
pub mod limit;
pub mod mutate;
pub mod regex1630;
pub mod regex1738;
