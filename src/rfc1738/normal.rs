//! The normal form as a method of this dialect's URL: the model's values,
//! the rules of `crate::equivalence`.

use crate::equivalence::{Normalization, normalized, normalized_with};
use crate::registry::AnyUrl;

impl<'a> super::Url<'a> {
    /// The normal form: the scheme name in lower case, hex digits of escapes
    /// in upper case, and escapes of `unreserved` characters (letters,
    /// digits, `$-_.+!*'(),`) decoded; reserved and unsafe characters stay
    /// encoded (RFC 1738 lists `~` as unsafe: `%7E` stays), nothing else
    /// changes. Two URLs are [`equivalent`](crate::equivalent) exactly when
    /// their normal forms are equal; the normal form is a valid URL and its
    /// own normal form. Borrowed when the URL is already normal.
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("HTTP://h/%7e%41%2f%2D")?;
    /// assert_eq!(url.normalized(), "http://h/%7EA%2F-");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn normalized(&self) -> std::borrow::Cow<'a, str> {
        normalized(self.as_str(), super::DIALECT.grammar())
    }

    /// The normal form at level `n` (see [`Normalization`]).
    ///
    /// ```
    /// let url = urlbnf::rfc1738::parse("gopher://H:70")?;
    /// assert_eq!(url.normalized_with(urlbnf::Normalization::ALL), "gopher://h/1");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn normalized_with(&self, n: Normalization) -> std::borrow::Cow<'a, str> {
        normalized_with(&AnyUrl::from(*self), n)
    }
}
