//! The bottom layer: what every other layer stands on, importing nothing
//! else from the crate but `accel`, the acceleration beside it. Byte tables, the input types the productions run
//! over, spans, the failure kinds and the public error, scheme names, the
//! derivation tree, and the grammars as values.

pub(crate) mod code;
pub(crate) mod dialect;
pub(crate) mod failure;
pub(crate) mod grammar;
pub(crate) mod host;
pub(crate) mod input;
pub(crate) mod located;
pub(crate) mod scheme;
pub(crate) mod segments;
pub(crate) mod span;
pub(crate) mod table;
pub(crate) mod tree;
pub(crate) mod wording;
pub(crate) mod work;
