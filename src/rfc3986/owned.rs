//! The owned values of RFC 3986 and RFC 3987: [`UrlBuf`] (a URI or an
//! IRI) and [`ReferenceBuf`] (a URI reference or an IRI reference). Each
//! keeps its text and which grammar it is, and gives the borrowed, typed
//! view back. Read from text, a value is a URI when RFC 3986 accepts it,
//! else an IRI when RFC 3987 does.

use crate::core::failure::ParseError;
use crate::core::grammar::Grammar;
use crate::rfc3986::structure::Start;
use crate::rfc3986::types::{Reference, Url};

/// Reads `text` as `start`: RFC 3986's, else RFC 3987's when the text is
/// not ASCII (an ASCII text is an IRI exactly when it is a URI). Whether
/// it is an IRI, or RFC 3986's error for an ASCII text and RFC 3987's
/// for another.
fn grammar_of(text: &str, start: Start) -> Result<Grammar, ParseError> {
    let (uri, iri) = match start {
        Start::Identifier => (
            crate::rfc3986::dialect::validate as Check,
            crate::rfc3987::dialect::validate as Check,
        ),
        _ => (
            crate::rfc3986::dialect::validate_reference as Check,
            crate::rfc3987::dialect::validate_reference as Check,
        ),
    };
    match uri(text) {
        Ok(()) => Ok(Grammar::Rfc3986),
        Err(e) if text.is_ascii() => Err(e.with_input(text)),
        Err(_) => iri(text)
            .map(|()| Grammar::Rfc3987)
            .map_err(|e| e.with_input(text)),
    }
}

type Check = fn(&str) -> Result<(), ParseError>;

/// The grammar an owned value records for its text: RFC 3986 for an
/// ASCII text (an IRI without characters beyond ASCII is a URI), so that
/// it follows from the text alone, and the values compare, order and hash
/// by their text.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
struct Narrowest(bool);

impl Narrowest {
    fn of(text: &str, grammar: Grammar) -> Self {
        Narrowest(!text.is_ascii() && grammar == Grammar::Rfc3987)
    }

    fn grammar(self) -> Grammar {
        if self.0 {
            Grammar::Rfc3987
        } else {
            Grammar::Rfc3986
        }
    }
}

/// The view of a text read before as `start` with `grammar`.
fn view(text: &str, grammar: Grammar, start: Start) -> Reference<'_> {
    let read = if grammar == Grammar::Rfc3987 {
        crate::rfc3986::types::read::<crate::rfc3987::chars::IriChars>
    } else {
        crate::rfc3986::types::read::<crate::rfc3986::chars::UriChars>
    };
    let dialect = grammar.dialect();
    match read(text, start, grammar, dialect) {
        Ok(r) => r,
        // The text was read when the value was made.
        Err(e) => unreachable!("an owned value holds what it read: {e}"),
    }
}

/// An owned URI or IRI, as `PathBuf` is to `Path`: `'static`, `Send` and
/// `Sync`, kept beside other owned data; [`as_url`](Self::as_url) gives
/// the typed view. Equality, order and hash are those of the text.
///
/// ```
/// use urlbnf::{rfc3986::UrlBuf, Grammar};
/// let uri: UrlBuf = "https://example.com/a?b#c".parse()?;
/// assert_eq!((uri.grammar(), uri.as_url().query().unwrap().as_str()), (Grammar::Rfc3986, "b"));
/// let iri: UrlBuf = "https://例え.テスト/".parse()?;
/// assert_eq!(iri.grammar(), Grammar::Rfc3987);
/// assert!("../relative".parse::<UrlBuf>().is_err());
/// # Ok::<(), urlbnf::ParseError>(())
/// ```
#[derive(Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct UrlBuf {
    text: Box<str>,
    grammar: Narrowest,
}

/// An owned URI reference or IRI reference: [`UrlBuf`]'s counterpart for
/// [`Reference`], relative references included.
///
/// ```
/// use urlbnf::rfc3986::ReferenceBuf;
/// let r: ReferenceBuf = "../a?b".parse()?;
/// assert_eq!(r.as_reference().path(), "../a");
/// assert_eq!(r.to_string(), "../a?b");
/// # Ok::<(), urlbnf::ParseError>(())
/// ```
#[derive(Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ReferenceBuf {
    text: Box<str>,
    grammar: Narrowest,
}

impl UrlBuf {
    /// The typed view, borrowed from this value (read again: it is known
    /// valid, and nothing is allocated).
    ///
    /// ```
    /// let url: urlbnf::rfc3986::UrlBuf = "http://[::1]:8080/".parse()?;
    /// assert_eq!(url.as_url().port().unwrap().value(), Ok(8080));
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn as_url(&self) -> Url<'_> {
        let r = view(&self.text, self.grammar.grammar(), Start::Identifier);
        r.as_url().expect("a URI has a scheme")
    }

    /// The text.
    ///
    /// ```
    /// let url: urlbnf::rfc3986::UrlBuf = "a:b".parse()?;
    /// assert_eq!(url.as_str(), "a:b");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn as_str(&self) -> &str {
        &self.text
    }

    /// The text, owned.
    ///
    /// ```
    /// let url: urlbnf::rfc3986::UrlBuf = "a:b".parse()?;
    /// assert_eq!(url.into_string(), "a:b");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn into_string(self) -> String {
        self.text.into_string()
    }

    /// [`Grammar::Rfc3986`] for a URI, [`Grammar::Rfc3987`] for an IRI
    /// that is no URI.
    ///
    /// ```
    /// let url: urlbnf::rfc3986::UrlBuf = "a:é".parse()?;
    /// assert_eq!(url.grammar(), urlbnf::Grammar::Rfc3987);
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn grammar(&self) -> Grammar {
        self.grammar.grammar()
    }
}

impl ReferenceBuf {
    /// The typed view, borrowed from this value.
    ///
    /// ```
    /// let r: urlbnf::rfc3986::ReferenceBuf = "//h/p".parse()?;
    /// assert_eq!(r.as_reference().host().unwrap().as_str(), "h");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn as_reference(&self) -> Reference<'_> {
        view(&self.text, self.grammar.grammar(), Start::Reference)
    }

    /// The text.
    ///
    /// ```
    /// let r: urlbnf::rfc3986::ReferenceBuf = "#f".parse()?;
    /// assert_eq!(r.as_str(), "#f");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn as_str(&self) -> &str {
        &self.text
    }

    /// The text, owned.
    ///
    /// ```
    /// let r: urlbnf::rfc3986::ReferenceBuf = "#f".parse()?;
    /// assert_eq!(r.into_string(), "#f");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn into_string(self) -> String {
        self.text.into_string()
    }

    /// [`Grammar::Rfc3986`] for a URI reference, [`Grammar::Rfc3987`] for
    /// an IRI reference that is no URI reference.
    ///
    /// ```
    /// let r: urlbnf::rfc3986::ReferenceBuf = "δ".parse()?;
    /// assert_eq!(r.grammar(), urlbnf::Grammar::Rfc3987);
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn grammar(&self) -> Grammar {
        self.grammar.grammar()
    }
}

impl<'a> Reference<'a> {
    /// The owned copy of this reference.
    ///
    /// ```
    /// let text = String::from("../a");
    /// let buf = urlbnf::rfc3986::parse_reference(&text)?.to_buf();
    /// drop(text);
    /// assert_eq!(buf.as_str(), "../a");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn to_buf(&self) -> ReferenceBuf {
        ReferenceBuf {
            text: self.as_str().into(),
            grammar: Narrowest::of(self.as_str(), self.grammar()),
        }
    }
}

impl<'a> Url<'a> {
    /// The owned copy of this URI or IRI.
    ///
    /// ```
    /// let buf = urlbnf::rfc3987::parse("http://例/")?.to_buf();
    /// assert_eq!((buf.as_str(), buf.grammar()), ("http://例/", urlbnf::Grammar::Rfc3987));
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn to_buf(&self) -> UrlBuf {
        UrlBuf {
            text: self.as_str().into(),
            grammar: Narrowest::of(self.as_str(), self.grammar()),
        }
    }
}

/// A URI, else an IRI (see [`UrlBuf`]); the error names the first fault.
///
/// ```
/// let e = "http://h/a b".parse::<urlbnf::rfc3986::UrlBuf>().unwrap_err();
/// assert_eq!(e.offset(), 10);
/// ```
impl std::str::FromStr for UrlBuf {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<Self, ParseError> {
        s.to_string().try_into()
    }
}

/// A URI reference, else an IRI reference.
///
/// ```
/// assert!("a b".parse::<urlbnf::rfc3986::ReferenceBuf>().is_err());
/// ```
impl std::str::FromStr for ReferenceBuf {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<Self, ParseError> {
        s.to_string().try_into()
    }
}

/// Reads the string and keeps it, without copying it.
///
/// ```
/// let url = urlbnf::rfc3986::UrlBuf::try_from(String::from("urn:x"))?;
/// assert_eq!(url, "urn:x");
/// # Ok::<(), urlbnf::ParseError>(())
/// ```
impl TryFrom<String> for UrlBuf {
    type Error = ParseError;

    fn try_from(s: String) -> Result<Self, ParseError> {
        let grammar = Narrowest::of(&s, grammar_of(&s, Start::Identifier)?);
        Ok(UrlBuf {
            text: s.into_boxed_str(),
            grammar,
        })
    }
}

/// Reads the string and keeps it, without copying it.
///
/// ```
/// let r = urlbnf::rfc3986::ReferenceBuf::try_from(String::from("?q"))?;
/// assert_eq!(r, "?q");
/// # Ok::<(), urlbnf::ParseError>(())
/// ```
impl TryFrom<String> for ReferenceBuf {
    type Error = ParseError;

    fn try_from(s: String) -> Result<Self, ParseError> {
        let grammar = Narrowest::of(&s, grammar_of(&s, Start::Reference)?);
        Ok(ReferenceBuf {
            text: s.into_boxed_str(),
            grammar,
        })
    }
}

/// A URI reference as an owned value: every URI is one.
///
/// ```
/// let url: urlbnf::rfc3986::UrlBuf = "a:b".parse()?;
/// assert_eq!(urlbnf::rfc3986::ReferenceBuf::from(url), "a:b");
/// # Ok::<(), urlbnf::ParseError>(())
/// ```
impl From<UrlBuf> for ReferenceBuf {
    fn from(u: UrlBuf) -> ReferenceBuf {
        ReferenceBuf {
            text: u.text,
            grammar: u.grammar,
        }
    }
}

impl From<UrlBuf> for String {
    fn from(u: UrlBuf) -> String {
        u.into_string()
    }
}

impl From<ReferenceBuf> for String {
    fn from(r: ReferenceBuf) -> String {
        r.into_string()
    }
}

/// Compares the text.
impl PartialEq<str> for UrlBuf {
    fn eq(&self, other: &str) -> bool {
        *self.text == *other
    }
}

/// Compares the text.
impl PartialEq<&str> for UrlBuf {
    fn eq(&self, other: &&str) -> bool {
        *self.text == **other
    }
}

/// Compares the text.
impl PartialEq<str> for ReferenceBuf {
    fn eq(&self, other: &str) -> bool {
        *self.text == *other
    }
}

/// Compares the text.
impl PartialEq<&str> for ReferenceBuf {
    fn eq(&self, other: &&str) -> bool {
        *self.text == **other
    }
}

impl AsRef<str> for UrlBuf {
    fn as_ref(&self) -> &str {
        &self.text
    }
}

impl AsRef<str> for ReferenceBuf {
    fn as_ref(&self) -> &str {
        &self.text
    }
}

/// The text.
impl std::fmt::Display for UrlBuf {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text)
    }
}

/// The text.
impl std::fmt::Display for ReferenceBuf {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text)
    }
}

/// `UrlBuf("…")`.
impl std::fmt::Debug for UrlBuf {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_tuple("UrlBuf").field(&&*self.text).finish()
    }
}

/// `ReferenceBuf("…")`.
impl std::fmt::Debug for ReferenceBuf {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_tuple("ReferenceBuf").field(&&*self.text).finish()
    }
}

/// As its text; read back (and checked) as a URI, else an IRI.
///
/// ```
/// use urlbnf::rfc3986::UrlBuf;
/// let url: UrlBuf = "http://h/p".parse()?;
/// let json = serde_json::to_string(&url).unwrap();
/// assert_eq!(json, r#""http://h/p""#);
/// assert_eq!(serde_json::from_str::<UrlBuf>(&json).unwrap(), url);
/// let e = serde_json::from_str::<UrlBuf>(r#""http://h/a b""#).unwrap_err();
/// assert!(e.to_string().starts_with("a space may not appear anywhere in a URI"), "{e}");
/// # Ok::<(), urlbnf::ParseError>(())
/// ```
#[cfg(feature = "serde")]
impl serde::Serialize for UrlBuf {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.text)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for UrlBuf {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        Self::try_from(text).map_err(serde::de::Error::custom)
    }
}

/// As its text; read back (and checked) as a URI reference, else an IRI
/// reference.
///
/// ```
/// use urlbnf::rfc3986::ReferenceBuf;
/// let r: ReferenceBuf = serde_json::from_str(r#""../x""#).unwrap();
/// assert_eq!(serde_json::to_string(&r).unwrap(), r#""../x""#);
/// assert!(serde_json::from_str::<ReferenceBuf>(r#""a b""#).is_err());
/// ```
#[cfg(feature = "serde")]
impl serde::Serialize for ReferenceBuf {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.text)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for ReferenceBuf {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        Self::try_from(text).map_err(serde::de::Error::custom)
    }
}
