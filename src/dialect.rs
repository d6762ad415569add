//! The grammars as values: the one place, above both dialects, that maps a
//! [`Grammar`] to its [`Dialect`]. Code above the grammars asks the
//! descriptor, never matches on the grammar itself.

use crate::core::dialect::Dialect;
use crate::core::grammar::Grammar;

impl Grammar {
    /// The descriptor of this grammar.
    #[inline]
    pub(crate) fn dialect(self) -> &'static Dialect {
        match self {
            Grammar::Rfc1738 => &crate::rfc1738::DIALECT,
            Grammar::Rfc1630 => &crate::rfc1630::DIALECT,
        }
    }
}
