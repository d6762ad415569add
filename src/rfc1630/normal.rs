//! The normal form as a method of this dialect's URL: the model's values,
//! the rules of `crate::equivalence`.

use crate::equivalence::{Normalization, normalized, normalized_with};
use crate::registry::AnyUrl;

impl<'a> super::Url<'a> {
    /// The normal form: the scheme name (and a `url:` prefix) in lower
    /// case, hex digits of escapes in upper case, and escapes of letters,
    /// digits and `$ - _ & '` decoded; every other escape stays (the
    /// reserved characters, those RFC 1630 gives a meaning, and RFC 822's
    /// specials), nothing else changes. Two URLs are
    /// [`equivalent`](crate::equivalent) exactly when their normal forms are
    /// equal. Borrowed when the URL is already normal.
    ///
    /// ```
    /// let url = urlbnf::rfc1630::parse("URL:Http://h/marie%2dclaude%2f#%41")?;
    /// assert_eq!(url.normalized(), "url:http://h/marie-claude%2F#A");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn normalized(&self) -> std::borrow::Cow<'a, str> {
        normalized(self.as_str(), super::DIALECT.grammar())
    }

    /// The normal form at level `n` (see [`Normalization`]).
    ///
    /// ```
    /// let url = urlbnf::rfc1630::parse("http://H:80#top")?;
    /// assert_eq!(url.normalized_with(urlbnf::Normalization::ALL), "http://h/#top");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn normalized_with(&self, n: Normalization) -> std::borrow::Cow<'a, str> {
        normalized_with(&AnyUrl::from(*self), n)
    }
}
