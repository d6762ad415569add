//! The one place above the grammars that names each of them: a
//! [`Grammar`]'s [`Dialect`] descriptor, and the parse into the variant of
//! [`AnyUrl`] that holds its URLs. Code above the grammars asks the
//! descriptor, never matches on the grammar itself; a new grammar is its
//! own module, its `Dialect`, and one arm in each function here.

use crate::any::AnyUrl;
use crate::core::dialect::Dialect;
use crate::core::failure::ParseError;
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

impl<'a> AnyUrl<'a> {
    /// Parses `input` as a URL of `grammar`, as [`parse`](crate::parse).
    ///
    /// ```
    /// use urlbnf::{AnyUrl, Grammar};
    /// let url = AnyUrl::parse("mid:m@h", Grammar::Rfc1630)?;
    /// assert_eq!(url.grammar(), Grammar::Rfc1630);
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn parse(input: &'a str, grammar: Grammar) -> Result<Self, ParseError> {
        match grammar {
            Grammar::Rfc1738 => crate::rfc1738::parse(input).map(AnyUrl::Rfc1738),
            Grammar::Rfc1630 => crate::rfc1630::parse(input).map(AnyUrl::Rfc1630),
        }
    }
}

/// An RFC 1738 URL as an [`AnyUrl`].
///
/// ```
/// let url = urlbnf::rfc1738::parse("news:*")?;
/// assert_eq!(urlbnf::AnyUrl::from(url).grammar(), urlbnf::Grammar::Rfc1738);
/// # Ok::<(), urlbnf::ParseError>(())
/// ```
impl<'a> From<crate::rfc1738::Url<'a>> for AnyUrl<'a> {
    fn from(url: crate::rfc1738::Url<'a>) -> Self {
        AnyUrl::Rfc1738(url)
    }
}

/// An RFC 1630 URL as an [`AnyUrl`].
///
/// ```
/// let url = urlbnf::rfc1630::parse("news:*#f")?;
/// assert_eq!(urlbnf::AnyUrl::from(url).grammar(), urlbnf::Grammar::Rfc1630);
/// # Ok::<(), urlbnf::ParseError>(())
/// ```
impl<'a> From<crate::rfc1630::Url<'a>> for AnyUrl<'a> {
    fn from(url: crate::rfc1630::Url<'a>) -> Self {
        AnyUrl::Rfc1630(url)
    }
}
