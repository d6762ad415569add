//! Errors: the small `Copy` value the productions return ([`Fail`]) and the
//! public [`ParseError`] it becomes at the API boundary.
//!
//! Nothing here allocates or formats on the hot path: a failure is four words
//! of plain data, and text is produced only when an error is displayed.

use std::fmt;

use crate::core::grammar::Grammar;
use crate::core::wording::WordingOf;

/// What went wrong, independent of where. Each kind has a stable
/// [`code`](ErrorKind::code) used by the CLI's JSON output and by the
/// diagnostics.
///
/// ```
/// use urlbnf::{validate, ErrorKind, Grammar};
/// let err = validate("http://h/%as", Grammar::Rfc1738).unwrap_err();
/// assert_eq!(err.kind(), ErrorKind::BadEscape);
/// assert_eq!(err.kind().code(), "urlbnf::escape::bad-hex");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ErrorKind {
    /// The input is the empty string.
    EmptyInput,
    /// No `scheme ":"` at the start of the input.
    MissingScheme,
    /// A character that no production of the grammar contains anywhere
    /// (space, control, non-ASCII, RFC 1738 `national` or `punctuation`).
    CharOutsideGrammar,
    /// A character the grammar allows elsewhere, but not here.
    UnexpectedChar,
    /// The input ended where the grammar requires more.
    UnexpectedEnd,
    /// `%` not followed by two hex digits.
    BadEscape,
    /// `%` followed by fewer than two characters, all hex digits.
    TruncatedEscape,
    /// A host is required here but the input has none.
    EmptyHost,
    /// Two dots in a row, or a host that starts or ends with a dot.
    EmptyLabel,
    /// A `domainlabel` or `toplabel` that starts with `-`.
    LabelStartsWithHyphen,
    /// A `domainlabel` or `toplabel` that ends with `-`.
    LabelEndsWithHyphen,
    /// The last label of a host name starts with a digit (`toplabel` must
    /// start with a letter), and the host is not a `hostnumber`.
    TopLabelStartsWithDigit,
    /// Digits and dots, but not exactly four groups (`hostnumber`).
    HostNumberParts,
    /// `:` after the host with no digits after it.
    EmptyPort,
    /// `?` directly after the host of an `httpurl`: the BNF allows a search
    /// only after `"/" hpath`.
    SearchWithoutPath,
    /// An FTP `;type=` code other than `A I D a i d`.
    FtpType,
    /// A `news:` group that does not start with a letter and is not an
    /// article (no `@`).
    NewsGroup,
    /// RFC 1630: `url:` followed by a URL whose scheme the `url` production
    /// does not list (`afs`, or a scheme without a production).
    PrefixedUrlScheme,
    /// An FTP `;type=` code other than RFC 959's, as RFC 1630 reads them:
    /// `A`, `E` (each with an optional form code `N`, `T`, `C`), `I` or `L`
    /// with a byte size. Its code stays `urlbnf::rfc1630::ftp-type`.
    Rfc959FtpType,
    /// The input is not UTF-8. Never returned by [`validate`](crate::validate)
    /// or [`parse`](crate::parse), whose input is a `&str`; the command line
    /// reports it for an input line that is not UTF-8.
    NotUtf8,
    /// The input is longer than 4 GiB minus 2 bytes, more than a parsed
    /// value's offsets can hold. Only [`parse`](crate::parse) and the
    /// dialects' `parse` return it, at offset 0; `validate` reads any
    /// length.
    InputTooLong,
    /// RFC 3986: an IPv6 address with more than eight 16-bit pieces, with
    /// fewer and no `::`, or with a second `::`.
    Ipv6Pieces,
    /// RFC 3986: a 16-bit piece of an IPv6 address (`h16`) with more than
    /// four hex digits.
    Ipv6PieceTooLong,
    /// RFC 3986: a number of an IPv4 address (`dec-octet`) above 255 or
    /// with a leading zero, inside an IP literal.
    Ipv4Octet,
    /// RFC 3986: a zone identifier after an IPv6 address (`[fe80::1%25eth0]`),
    /// RFC 6874's extension, which the strict grammar does not have.
    ZoneId,
}

impl ErrorKind {
    /// Every kind, each at its own index (`kind as usize`): what a
    /// [`KindByte`] reads back.
    pub(crate) const ALL: [ErrorKind; 25] = [
        ErrorKind::EmptyInput,
        ErrorKind::MissingScheme,
        ErrorKind::CharOutsideGrammar,
        ErrorKind::UnexpectedChar,
        ErrorKind::UnexpectedEnd,
        ErrorKind::BadEscape,
        ErrorKind::TruncatedEscape,
        ErrorKind::EmptyHost,
        ErrorKind::EmptyLabel,
        ErrorKind::LabelStartsWithHyphen,
        ErrorKind::LabelEndsWithHyphen,
        ErrorKind::TopLabelStartsWithDigit,
        ErrorKind::HostNumberParts,
        ErrorKind::EmptyPort,
        ErrorKind::SearchWithoutPath,
        ErrorKind::FtpType,
        ErrorKind::NewsGroup,
        ErrorKind::PrefixedUrlScheme,
        ErrorKind::Rfc959FtpType,
        ErrorKind::NotUtf8,
        ErrorKind::InputTooLong,
        ErrorKind::Ipv6Pieces,
        ErrorKind::Ipv6PieceTooLong,
        ErrorKind::Ipv4Octet,
        ErrorKind::ZoneId,
    ];

    /// The stable diagnostic code of this kind.
    ///
    /// ```
    /// assert_eq!(urlbnf::ErrorKind::EmptyPort.code(), "urlbnf::port::empty");
    /// ```
    pub const fn code(self) -> &'static str {
        match self {
            ErrorKind::EmptyInput => "urlbnf::input::empty",
            ErrorKind::MissingScheme => "urlbnf::scheme::missing",
            ErrorKind::CharOutsideGrammar => "urlbnf::char::unsafe",
            ErrorKind::UnexpectedChar => "urlbnf::syntax::unexpected-char",
            ErrorKind::UnexpectedEnd => "urlbnf::syntax::unexpected-end",
            ErrorKind::BadEscape => "urlbnf::escape::bad-hex",
            ErrorKind::TruncatedEscape => "urlbnf::escape::truncated",
            ErrorKind::EmptyHost => "urlbnf::host::empty",
            ErrorKind::EmptyLabel => "urlbnf::host::empty-label",
            ErrorKind::LabelStartsWithHyphen => "urlbnf::host::label-starts-with-hyphen",
            ErrorKind::LabelEndsWithHyphen => "urlbnf::host::label-ends-with-hyphen",
            ErrorKind::TopLabelStartsWithDigit => "urlbnf::host::toplabel-starts-with-digit",
            ErrorKind::HostNumberParts => "urlbnf::host::hostnumber-parts",
            ErrorKind::EmptyPort => "urlbnf::port::empty",
            ErrorKind::SearchWithoutPath => "urlbnf::http::search-without-path",
            ErrorKind::FtpType => "urlbnf::ftp::bad-type",
            ErrorKind::NewsGroup => "urlbnf::news::bad-group",
            ErrorKind::PrefixedUrlScheme => "urlbnf::rfc1630::prefixed-url-scheme",
            ErrorKind::Rfc959FtpType => "urlbnf::rfc1630::ftp-type",
            ErrorKind::NotUtf8 => "urlbnf::input::not-utf8",
            ErrorKind::InputTooLong => "urlbnf::input::too-long",
            ErrorKind::Ipv6Pieces => "urlbnf::ipv6::pieces",
            ErrorKind::Ipv6PieceTooLong => "urlbnf::ipv6::piece-too-long",
            ErrorKind::Ipv4Octet => "urlbnf::ipv4::octet",
            ErrorKind::ZoneId => "urlbnf::ipv6::zone-id",
        }
    }

    /// A one-line description in plain words, without the input text.
    ///
    /// ```
    /// assert_eq!(urlbnf::ErrorKind::EmptyPort.message(), "`:` after the host must be followed by a port number");
    /// ```
    pub const fn message(self) -> &'static str {
        match self {
            ErrorKind::EmptyInput => "the input is empty; a URL starts with a scheme name and `:`",
            ErrorKind::MissingScheme => "a URL must start with a scheme name followed by `:`",
            ErrorKind::CharOutsideGrammar => "this character may not appear anywhere in a URL",
            ErrorKind::UnexpectedChar => "this character is not allowed here",
            ErrorKind::UnexpectedEnd => "the URL ends too early",
            ErrorKind::BadEscape => "`%` must be followed by two hex digits (an `escape`)",
            ErrorKind::TruncatedEscape => {
                "the URL ends inside an `escape`: `%` needs two hex digits"
            }
            ErrorKind::EmptyHost => "a host name or number is required here",
            ErrorKind::EmptyLabel => {
                "a host name cannot have an empty label (two dots, or a dot at either end)"
            }
            ErrorKind::LabelStartsWithHyphen => "a host name label cannot start with `-`",
            ErrorKind::LabelEndsWithHyphen => "a host name label cannot end with `-`",
            ErrorKind::TopLabelStartsWithDigit => {
                "the last label of a host name must start with a letter"
            }
            ErrorKind::HostNumberParts => "a host number has exactly four groups of digits",
            ErrorKind::EmptyPort => "`:` after the host must be followed by a port number",
            ErrorKind::SearchWithoutPath => "a search (`?`) is allowed only after `/` and a path",
            ErrorKind::FtpType => {
                "the FTP type code must be one of `a`, `i`, `d` (or `A`, `I`, `D`)"
            }
            ErrorKind::NewsGroup => {
                "a news group must start with a letter; an article needs `@` and a host"
            }
            ErrorKind::PrefixedUrlScheme => {
                "after `url:` the `url` production allows only http, ftp, news, nntp, prospero, telnet, gopher, wais, mailto, mid and cid URLs"
            }
            ErrorKind::Rfc959FtpType => {
                "the FTP type code must be `A` or `E` (optionally followed by a form code `N`, `T` or `C`), `I`, or `L` followed by a byte size"
            }
            ErrorKind::NotUtf8 => "the input is not valid UTF-8",
            ErrorKind::InputTooLong => {
                "the input is too long to parse: 4 GiB minus 2 bytes at most (validation has no limit)"
            }
            ErrorKind::Ipv6Pieces => {
                "an IPv6 address has eight 16-bit pieces, or fewer with one `::` standing for the rest"
            }
            ErrorKind::Ipv6PieceTooLong => {
                "a 16-bit piece of an IPv6 address has at most four hex digits"
            }
            ErrorKind::Ipv4Octet => {
                "a number of an IPv4 address is 0 to 255, written without a leading zero"
            }
            ErrorKind::ZoneId => {
                "a zone identifier (`%25` and a zone, RFC 6874) is not part of an RFC 3986 IP literal"
            }
        }
    }
}

macro_rules! expected_tokens {
    ($($name:ident = $bit:expr => $text:expr;)*) => {
        impl Expected {
            $(#[doc = concat!("`", $text, "`")] pub const $name: Expected = Expected(1 << $bit);)*
            const NAMES: &'static [(Expected, &'static str)] = &[$((Expected::$name, $text),)*];
            /// Each bit's token ("" for a bit that is none), so that a set
            /// is written from its bits, not by testing every token.
            const BY_BIT: [&'static str; 64] = {
                let mut t = [""; 64];
                $(t[$bit] = $text;)*
                t
            };
        }
    };
}

/// The set of things the grammar would have accepted at a failure, in grammar
/// terms: literal characters, character classes and the end of the URL.
///
/// ```
/// use urlbnf::{validate, Expected, Grammar};
/// let err = validate("http://host:/", Grammar::Rfc1738).unwrap_err();
/// assert!(err.expected().contains(Expected::DIGIT));
/// assert_eq!(err.expected().to_string(), "a digit");
/// assert_eq!(format!("{:?}", Expected::SLASH.with(Expected::END)), r#"Expected["`/`", "end of URL"]"#);
/// ```
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Expected(u64);

impl fmt::Debug for Expected {
    /// The set's tokens: `Expected["`/`", "end of URL"]`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Expected")?;
        f.debug_list().entries(self.names()).finish()
    }
}

expected_tokens! {
    SLASH = 0 => "`/`";
    COLON = 1 => "`:`";
    AT = 2 => "`@`";
    QUESTION = 3 => "`?`";
    SEMICOLON = 4 => "`;`";
    EQUALS = 5 => "`=`";
    DOT = 6 => "`.`";
    HYPHEN = 7 => "`-`";
    STAR = 8 => "`*`";
    PLUS = 9 => "`+`";
    HASH = 10 => "`#`";
    TAB_ESCAPE = 11 => "`%09`";
    TYPE = 12 => "`;type=`";
    DOUBLE_SLASH = 13 => "`//`";
    VERSION = 14 => "`%00`";
    EQUALS_SIGN_FIELD = 15 => "`=` between field name and value";
    LETTER = 16 => "a letter";
    DIGIT = 17 => "a digit";
    ALPHADIGIT = 18 => "a letter or digit";
    HEX = 19 => "a hex digit";
    SCHEME_CHAR = 20 => "a scheme character (letter, digit, `+`, `-`, `.`)";
    FTPTYPE = 21 => "an FTP type code (`a`, `i`, `d`, `A`, `I`, `D`)";
    UCHAR = 22 => "a letter, digit, `$-_.+!*'(),` or escape";
    XCHAR = 23 => "a letter, digit, `$-_.+!*'(),;/?:@&=` or escape";
    PATH_CHAR = 24 => "a path character";
    FIELD_CHAR = 25 => "a field character";
    HOST = 26 => "a host name or number";
    END = 27 => "end of URL";
    CLOSE_BRACKET = 28 => "`]`";
    XALPHA = 40 => "an `xalpha` (a letter, digit, safe or extra character, or an escape)";
    XPALPHA = 41 => "an `xpalpha` (an `xalpha` or `+`)";
    ALPHANUM2 = 42 => "a user or password character (a letter, digit, `-`, `_`, `.` or `+`)";
    FORMCODE = 43 => "a form code (`N`, `T`, `C`)";
    FTPTYPE_RFC1630 = 44 => "an FTP type code (`A`, `E`, `I`, `L`)";
    ATOM = 45 => "an RFC 822 `atom` character (a letter, digit, `$-_&+!*'` or escape)";
    QUOTE = 46 => "`\"`";
}

impl Expected {
    /// Nothing in particular.
    pub const NONE: Expected = Expected(0);

    /// The union of two sets.
    ///
    /// ```
    /// use urlbnf::Expected;
    /// assert!(Expected::SLASH.with(Expected::END).contains(Expected::END));
    /// ```
    pub const fn with(self, other: Expected) -> Expected {
        Expected(self.0 | other.0)
    }

    /// Whether every token of `other` is in `self`.
    ///
    /// ```
    /// assert!(!urlbnf::Expected::SLASH.contains(urlbnf::Expected::END));
    /// ```
    pub const fn contains(self, other: Expected) -> bool {
        self.0 & other.0 == other.0
    }

    /// Whether the set is empty.
    ///
    /// ```
    /// assert!(urlbnf::Expected::NONE.is_empty());
    /// ```
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The tokens of the set, as text, in a fixed order.
    ///
    /// ```
    /// let e = urlbnf::Expected::SLASH.with(urlbnf::Expected::END);
    /// assert_eq!(e.names().collect::<Vec<_>>(), ["`/`", "end of URL"]);
    /// ```
    pub fn names(self) -> impl Iterator<Item = &'static str> {
        Self::NAMES
            .iter()
            .filter(move |(e, _)| self.contains(*e))
            .map(|(_, n)| *n)
    }
}

/// ```
/// let err = urlbnf::rfc1738::validate("http://h/a b").unwrap_err();
/// assert_eq!(err.expected().to_string(), "`/`, `?`, a path character or end of URL");
/// ```
impl fmt::Display for Expected {
    /// `a`, `a or b`, `a, b or c`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_to(f)
    }
}

impl Expected {
    /// What `Display` writes, into any writer.
    fn write_to<W: fmt::Write + ?Sized>(&self, f: &mut W) -> fmt::Result {
        self.write_for(f, "URL")
    }

    /// What `Display` writes, with the end named after what the grammar
    /// defines (`noun`: "URL", "URI", "IRI"), as the messages name it.
    pub(crate) fn write_for<W: fmt::Write + ?Sized>(&self, f: &mut W, noun: &str) -> fmt::Result {
        // Each token is one bit of its own, in the order of the bits.
        let total = self.0.count_ones() as usize;
        let mut bits = self.0;
        let mut k = 0;
        while bits != 0 {
            let bit = bits & bits.wrapping_neg();
            bits ^= bit;
            if k > 0 {
                f.write_str(if k + 1 == total { " or " } else { ", " })?;
            }
            if bit == Expected::END.0 {
                f.write_str("end of ")?;
                f.write_str(noun)?;
            } else {
                f.write_str(Self::BY_BIT[bit.trailing_zeros() as usize])?;
            }
            k += 1;
        }
        Ok(())
    }
}

/// The internal failure value of every production.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Fail {
    /// Input length remaining at the failure (see `input.rs` invariants).
    pub rest: usize,
    /// Length in bytes of the offending text (0 at end of input).
    pub len: usize,
    /// The production that failed, as the grammar file names it.
    pub production: &'static str,
    pub kind: Kind,
    pub expected: Expected,
}

pub(crate) type Kind = ErrorKind;

/// The length in bytes of the char whose UTF-8 encoding starts with `lead`.
#[inline(always)]
pub(crate) const fn utf8_width(lead: u8) -> usize {
    match lead {
        0x00..=0x7f => 1,
        0x80..=0xdf => 2,
        0xe0..=0xef => 3,
        _ => 4,
    }
}

impl Fail {
    /// A failure `rest` bytes before the end of the input, covering `len`
    /// bytes. Build failures through this (or [`Fail::at`]) rather than a
    /// struct literal, so that fields can be added.
    pub const fn new(
        rest: usize,
        len: usize,
        production: &'static str,
        kind: Kind,
        expected: Expected,
    ) -> Fail {
        Fail {
            rest,
            len,
            production,
            kind,
            expected,
        }
    }

    /// A failure at the first character of `text` (the rest of the input):
    /// the input ended early, or that character is not allowed here. Whether
    /// it is allowed anywhere depends on the grammar, so the boundary decides
    /// that ([`Fail::into_public`]).
    #[cold]
    pub fn at(text: &str, production: &'static str, expected: Expected) -> Fail {
        // The width of the first char from its lead byte (`text` is valid
        // UTF-8), cheaper than decoding the char.
        let (kind, len) = match text.as_bytes().first() {
            None => (Kind::UnexpectedEnd, 0),
            Some(&b) => (Kind::UnexpectedChar, utf8_width(b)),
        };
        Fail::new(text.len(), len, production, kind, expected)
    }

    /// Keep the failure that got furthest; at the same place, merge what each
    /// branch expected (`nom::error::ParseError::or`).
    pub fn or(self, other: Self) -> Self {
        match self.rest.cmp(&other.rest) {
            std::cmp::Ordering::Less => self,
            std::cmp::Ordering::Greater => other,
            std::cmp::Ordering::Equal => Fail {
                expected: self.expected.with(other.expected),
                ..other
            },
        }
    }
}

/// A failure of one run of a grammar over `input`, borrowing it: what the
/// engine and the reports work with. The public [`ParseError`] is made from
/// it at the API boundary ([`Failure::detached`], [`Failure::owned`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Failure<'a> {
    pub(crate) input: &'a str,
    pub(crate) place: Place,
}

/// Where and how a run of a grammar failed, without the input: what a
/// [`Failure`] and a [`ParseError`] both say.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Place {
    /// The grammar, with its sentences.
    pub(crate) wording: WordingOf,
    pub(crate) offset: usize,
    pub(crate) len: usize,
    pub(crate) production: &'static str,
    pub(crate) kind: KindByte,
    pub(crate) expected: Expected,
}

/// An [`ErrorKind`] kept as its index, a byte with no invalid values. An
/// `ErrorKind` field would give `Result<(), ParseError>` its spare values
/// to mark `Ok`, so that `is_ok()` read the kind, which is computed (a
/// character outside the grammar is told from one out of place by looking
/// it up); with a plain byte, `Ok` is marked by the wording's pointer, a
/// constant where the error is made, and a caller that asks only `is_ok()`
/// lets the compiler drop the error's making (docs/performance.md,
/// `KindByte`).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct KindByte(u8);

impl KindByte {
    #[inline(always)]
    pub(crate) const fn of(kind: ErrorKind) -> KindByte {
        KindByte(kind as u8)
    }

    #[inline(always)]
    pub(crate) const fn get(self) -> ErrorKind {
        ErrorKind::ALL[self.0 as usize]
    }
}

impl fmt::Debug for KindByte {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.get().fmt(f)
    }
}

impl<'a> Failure<'a> {
    pub(crate) const fn input(&self) -> &'a str {
        self.input
    }
    pub(crate) const fn grammar(&self) -> Grammar {
        self.place.wording.0.grammar
    }
    pub(crate) const fn offset(&self) -> usize {
        self.place.offset
    }
    pub(crate) const fn span(&self) -> std::ops::Range<usize> {
        self.place.offset..self.place.offset + self.place.len
    }
    pub(crate) const fn production(&self) -> &'static str {
        self.place.production
    }
    pub(crate) const fn kind(&self) -> ErrorKind {
        self.place.kind.get()
    }
    pub(crate) const fn expected(&self) -> Expected {
        self.place.expected
    }

    /// The public error without the input: allocation-free, for `validate`.
    #[inline]
    pub(crate) fn detached(self) -> ParseError {
        ParseError {
            place: self.place,
            found: code_point_at(self.input, self.place.offset),
            input: None,
        }
    }

    /// The public error with a copy of the input, so that its report can
    /// show it: for `parse` (allocates, on failure only).
    #[cold]
    pub(crate) fn owned(self) -> ParseError {
        ParseError {
            input: Some(self.input.into()),
            ..self.detached()
        }
    }
}

/// Why an input is not a URL of the chosen grammar: where (byte offset and
/// length of the offending text), what (an [`ErrorKind`]), which character,
/// in which production, and what the grammar would have accepted there.
///
/// It owns what it says (`'static`, `Send`, `Sync`), so `?` takes it into a
/// `Box<dyn Error + Send + Sync>` or an `anyhow::Error` as it is. The error
/// of `validate` is built without allocating and carries no input; the
/// error of `parse` carries a copy of the input ([`input`](Self::input)),
/// made only on failure. [`Display`](fmt::Display) gives one sentence.
/// Returned through `?` from a function whose error type is
/// `miette::Report` (as in `fn main() -> miette::Result<()>`), it becomes
/// the full [`ErrorReport`](crate::ErrorReport): with the input, the
/// offending bytes labelled, every other error found, the fix, and the RFC
/// section.
///
/// ```
/// use urlbnf::rfc1738;
/// let input = String::from("http://host/a b");
/// let err = rfc1738::validate(&input).unwrap_err();
/// assert_eq!((err.offset(), err.len()), (13, 1));
/// assert_eq!(err.production(), "hpath");
/// assert_eq!((err.character(), err.input()), (Some(' '), None));
///
/// fn host(input: &str) -> Result<String, Box<dyn std::error::Error + Send + Sync>> {
///     Ok(rfc1738::parse(input)?.host().map(|h| h.to_string()).unwrap_or_default())
/// }
/// let e = host(&input).unwrap_err();
/// assert!(e.to_string().starts_with("a space"), "{e}");
///
/// fn check(url: &str) -> miette::Result<()> {
///     rfc1738::parse(url)?;
///     Ok(())
/// }
/// let report = check(&input).unwrap_err();
/// let help = report.help().unwrap().to_string();
/// assert!(help.contains("`%20`"), "{help}");
/// ```
#[derive(Clone)]
pub struct ParseError {
    place: Place,
    /// The character found, as a `u32` ([`NO_CHAR`] for none) rather than an
    /// `Option<char>`: a `char`'s niche would hold the `Ok` of
    /// `Result<(), ParseError>`, so that `validate(..).is_ok()` had to
    /// decode the character to answer; without it (and with the kind a
    /// [`KindByte`]) the `Ok` is the wording's null pointer, a constant, and
    /// a caller that drops the error builds none of it (docs/performance.md,
    /// `validate` inlined).
    found: u32,
    input: Option<Box<str>>,
}

/// [`ParseError::found`] when no character starts at the offset.
const NO_CHAR: u32 = u32::MAX;

/// The character that starts at byte `offset` of `input`, as a code
/// point; [`NO_CHAR`] where none starts there (the end, or inside a
/// character). Decoded by value, with no branch on the bytes: an ASCII
/// fault and a wider one are equally likely, and a caller that drops the
/// error then drops all of this.
#[inline(always)]
fn code_point_at(input: &str, offset: usize) -> u32 {
    let b = input.as_bytes();
    // The four bytes from `offset`, zero past the end.
    let byte = |k: usize| u32::from(*b.get(offset.wrapping_add(k)).unwrap_or(&0));
    let (b0, b1, b2, b3) = (byte(0), byte(1), byte(2), byte(3));
    let tail = |x: u32| x & 0x3f;
    let forms = [
        b0,
        (b0 & 0x1f) << 6 | tail(b1),
        (b0 & 0x0f) << 12 | tail(b1) << 6 | tail(b2),
        (b0 & 0x07) << 18 | tail(b1) << 12 | tail(b2) << 6 | tail(b3),
    ];
    // A lead byte's width less one: 0 below 0x80, then 1, 2 and 3 from
    // 0xc0, 0xe0 and 0xf0 (the input is UTF-8, so no other lead occurs).
    let wide = usize::from(b0 >= 0xc0) + usize::from(b0 >= 0xe0) + usize::from(b0 >= 0xf0);
    let starts = offset < b.len() && !(0x80..0xc0).contains(&b0);
    [NO_CHAR, forms[wide & 3]][usize::from(starts)]
}

impl ParseError {
    /// The input that failed, when the error carries it: the error of a
    /// `parse` does, the error of a `validate` does not (it allocates
    /// nothing).
    ///
    /// ```
    /// let e = urlbnf::rfc1738::parse("news:1abc").unwrap_err();
    /// assert_eq!(e.input(), Some("news:1abc"));
    /// assert_eq!(urlbnf::rfc1738::validate("news:1abc").unwrap_err().input(), None);
    /// ```
    pub fn input(&self) -> Option<&str> {
        self.input.as_deref()
    }

    /// The same error carrying `input` (the text that was checked), so that
    /// its report can show it.
    ///
    /// ```
    /// let input = "http://h/a b";
    /// let e = urlbnf::rfc1738::validate(input).unwrap_err().with_input(input);
    /// assert_eq!(e.input(), Some(input));
    /// ```
    pub fn with_input(mut self, input: &str) -> ParseError {
        self.input = Some(input.into());
        self
    }

    /// The grammar the input was checked against.
    ///
    /// ```
    /// let e = urlbnf::rfc1630::validate("x").unwrap_err();
    /// assert_eq!(e.grammar(), urlbnf::Grammar::Rfc1630);
    /// ```
    pub const fn grammar(&self) -> Grammar {
        self.place.wording.0.grammar
    }

    /// Byte offset of the offending text in the input.
    ///
    /// ```
    /// let e = urlbnf::validate("news:1abc", urlbnf::Grammar::Rfc1738).unwrap_err();
    /// assert_eq!(e.offset(), 5);
    /// ```
    pub const fn offset(&self) -> usize {
        self.place.offset
    }

    /// Length in bytes of the offending text; 0 when the input ended early.
    ///
    /// ```
    /// let e = urlbnf::validate("mailto:", urlbnf::Grammar::Rfc1738).unwrap_err();
    /// assert_eq!((e.offset(), e.len()), (7, 0));
    /// ```
    #[allow(clippy::len_without_is_empty)]
    pub const fn len(&self) -> usize {
        self.place.len
    }

    /// The byte range of the offending text.
    ///
    /// ```
    /// let e = urlbnf::validate("http://h/%as", urlbnf::Grammar::Rfc1738).unwrap_err();
    /// assert_eq!(e.span(), 9..12);
    /// ```
    pub const fn span(&self) -> std::ops::Range<usize> {
        self.place.offset..self.place.offset + self.place.len
    }

    /// The grammar production that failed, named as in the grammar file.
    ///
    /// ```
    /// let e = urlbnf::validate("ftp://host/f;type=x", urlbnf::Grammar::Rfc1738).unwrap_err();
    /// assert_eq!(e.production(), "ftptype");
    /// ```
    pub const fn production(&self) -> &'static str {
        self.place.production
    }

    /// What went wrong.
    ///
    /// ```
    /// let e = urlbnf::validate("http://a-.b/", urlbnf::Grammar::Rfc1738).unwrap_err();
    /// assert_eq!(e.kind(), urlbnf::ErrorKind::LabelEndsWithHyphen);
    /// ```
    pub const fn kind(&self) -> ErrorKind {
        self.place.kind.get()
    }

    /// The character at [`offset`](Self::offset); `None` where the input
    /// ended.
    ///
    /// ```
    /// let e = urlbnf::validate("http://h/é", urlbnf::Grammar::Rfc1738).unwrap_err();
    /// assert_eq!(e.character(), Some('é'));
    /// assert_eq!(urlbnf::validate("mailto:", urlbnf::Grammar::Rfc1738).unwrap_err().character(), None);
    /// ```
    pub const fn character(&self) -> Option<char> {
        char::from_u32(self.found)
    }

    /// What the grammar would have accepted at [`offset`](Self::offset).
    ///
    /// ```
    /// let e = urlbnf::validate("http://host/p#frag", urlbnf::Grammar::Rfc1738).unwrap_err();
    /// assert!(e.expected().contains(urlbnf::Expected::END));
    /// ```
    pub const fn expected(&self) -> Expected {
        self.place.expected
    }

    /// The sentence this error displays, written into `out`: what
    /// `write!(out, "{err}")` writes, with no formatter in between, for a
    /// caller that writes many errors into its own buffer.
    ///
    /// ```
    /// let err = urlbnf::rfc1738::validate("http://h/a b").unwrap_err();
    /// let mut message = String::new();
    /// err.write_message(&mut message).unwrap();
    /// assert_eq!(message, err.to_string());
    /// ```
    pub fn write_message<W: fmt::Write + ?Sized>(&self, out: &mut W) -> fmt::Result {
        Sentence(&self.place, self.character()).write_to(out)
    }

    /// The failure over the carried input, for the reports.
    pub(crate) fn failure(&self) -> Option<Failure<'_>> {
        Some(self.failure_in(self.input.as_deref()?))
    }

    /// The failure over `input`, the text this error is about.
    pub(crate) fn failure_in<'a>(&self, input: &'a str) -> Failure<'a> {
        Failure {
            input,
            place: self.place,
        }
    }
}

/// The character that failed, named (for a character outside the grammar
/// or out of place), then what is wrong, the production and the byte
/// offset, then what was expected: one sentence, the same wherever the
/// error is shown.
///
/// ```
/// let err = urlbnf::rfc1738::validate("http://h/é").unwrap_err();
/// assert_eq!(err.to_string(), "`é` (U+00E9) may not appear anywhere in a URL (in `hpath`, at byte 9): URLs are written in printable US-ASCII only");
/// let err = urlbnf::rfc1738::validate("http://h/a b").unwrap_err();
/// assert_eq!(err.to_string(), "a space may not appear anywhere in a URL (in `hpath`, at byte 10): RFC 1738 calls it unsafe, and no production contains it");
/// ```
impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        Sentence(&self.place, self.character()).fmt(f)
    }
}

/// The one sentence of an error, from where it is and the character found
/// there: what [`ParseError`] displays, and the message of its finding
/// and of its report.
pub(crate) struct Sentence<'p>(pub(crate) &'p Place, pub(crate) Option<char>);

impl fmt::Display for Sentence<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_to(f)
    }
}

impl Sentence<'_> {
    /// The sentence into `out`, monomorphised per writer: into a `String`
    /// each piece is a direct append, not a call through a formatter.
    pub(crate) fn write_to<W: fmt::Write + ?Sized>(&self, out: &mut W) -> fmt::Result {
        let Sentence(place, found) = *self;
        let at = |out: &mut W| {
            out.write_str(" (in `")?;
            out.write_str(place.production)?;
            out.write_str("`, at byte ")?;
            write_decimal(place.offset, out)?;
            out.write_str(")")
        };
        match (place.kind.get(), found) {
            (ErrorKind::CharOutsideGrammar, Some(c)) => {
                // Expected characters say little about one that may stand
                // nowhere; why it may not does.
                Named(c).write_to(out)?;
                out.write_str(" may not appear anywhere in a")?;
                // "an IRI", "a URI", "a URL".
                if place.wording.0.noun.starts_with('I') {
                    out.write_str("n")?;
                }
                out.write_str(" ")?;
                out.write_str(place.wording.0.noun)?;
                at(out)?;
                out.write_str(": ")?;
                return out.write_str((place.wording.0.outside)(c));
            }
            (ErrorKind::UnexpectedChar, Some(c)) => {
                Named(c).write_to(out)?;
                out.write_str(" is not allowed here")?
            }
            _ => write_for_noun(place.kind.get().message(), place.wording.0.noun, out)?,
        }
        at(out)?;
        if !place.expected.is_empty() {
            out.write_str("; expected ")?;
            place.expected.write_for(out, place.wording.0.noun)?;
        }
        Ok(())
    }
}

/// `text` (an [`ErrorKind::message`], which says "URL") with each "URL"
/// read as `noun`, what the grammar defines: "URI", "IRI" ("a URL" as "an
/// IRI").
fn write_for_noun<W: fmt::Write + ?Sized>(text: &str, noun: &str, out: &mut W) -> fmt::Result {
    if noun == "URL" {
        return out.write_str(text);
    }
    // "an IRI", "a URI": as the sentence of a character outside the
    // grammar says it.
    let vowel = noun.starts_with('I');
    let mut rest = text;
    while let Some(k) = rest.find("URL") {
        let before = &rest[..k];
        match before.strip_suffix("a ") {
            Some(lead) if vowel && (lead.is_empty() || lead.ends_with(' ')) => {
                out.write_str(lead)?;
                out.write_str("an ")?;
            }
            _ => out.write_str(before)?,
        }
        out.write_str(noun)?;
        rest = &rest[k + 3..];
    }
    out.write_str(rest)
}

/// `n` in decimal, as `Display` writes it.
fn write_decimal<W: fmt::Write + ?Sized>(n: usize, out: &mut W) -> fmt::Result {
    out.write_str(itoa::Buffer::new().format(n))
}

/// Every field, flat: `ParseError { grammar: .., offset: .., .. }`.
impl fmt::Debug for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let p = &self.place;
        f.debug_struct("ParseError")
            .field("grammar", &p.wording.0.grammar)
            .field("offset", &p.offset)
            .field("len", &p.len)
            .field("production", &p.production)
            .field("kind", &p.kind)
            .field("expected", &p.expected)
            .field("character", &self.character())
            .field("input", &self.input)
            .finish()
    }
}

impl std::error::Error for ParseError {}

/// Two errors are equal when they say the same thing: the same grammar,
/// place, production, kind, character and expectation, whether or not
/// either carries the input (so `validate`'s error equals `parse`'s).
///
/// ```
/// let input = "http://h/a b";
/// assert_eq!(
///     urlbnf::rfc1738::validate(input).unwrap_err(),
///     urlbnf::rfc1738::parse(input).unwrap_err(),
/// );
/// ```
impl PartialEq for ParseError {
    fn eq(&self, other: &Self) -> bool {
        self.key() == other.key()
    }
}

impl Eq for ParseError {}

impl std::hash::Hash for ParseError {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.key().hash(state);
    }
}

impl ParseError {
    /// What equality and hashing compare.
    fn key(&self) -> (Place, Option<char>) {
        (self.place, self.character())
    }
}

/// A character as a message names it: `` `é` (U+00E9) ``, "a space", "a tab",
/// control characters by code point alone.
struct Named(char);

impl fmt::Display for Named {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_to(f)
    }
}

impl Named {
    fn write_to<W: fmt::Write + ?Sized>(&self, f: &mut W) -> fmt::Result {
        match self.0 {
            ' ' => f.write_str("a space"),
            '\t' => f.write_str("a tab"),
            '`' => f.write_str("a backquote"),
            // Control and invisible formatting characters by code point
            // alone: shown, they would disturb the text around them.
            c if c.is_control()
                || matches!(c, '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2060}'..='\u{206F}' | '\u{FEFF}') =>
            {
                f.write_str("the character ")?;
                code_point(c, f)
            }
            c if c.is_ascii() => {
                f.write_str("`")?;
                f.write_str(c.encode_utf8(&mut [0; 4]))?;
                f.write_str("`")
            }
            c => {
                f.write_str("`")?;
                f.write_str(c.encode_utf8(&mut [0; 4]))?;
                f.write_str("` (")?;
                code_point(c, f)?;
                f.write_str(")")
            }
        }
    }
}

/// `U+00E9`: at least four upper-case hex digits (as `{:04X}` writes them,
/// without the formatting machinery: a column of messages writes many).
fn code_point<W: fmt::Write + ?Sized>(c: char, f: &mut W) -> fmt::Result {
    let n = c as u32;
    let mut out = *b"U+000000";
    let digits = (32 - n.leading_zeros()).div_ceil(4).max(4) as usize;
    for k in 0..digits {
        out[2 + digits - 1 - k] = b"0123456789ABCDEF"[(n >> (4 * k) & 0xf) as usize];
    }
    f.write_str(std::str::from_utf8(&out[..2 + digits]).expect("ASCII"))
}

/// An error about one of several inputs: which argument failed, and why.
/// Returned by [`equivalent`](crate::equivalent), and inside a
/// [`ResolveError`](crate::ResolveError) by [`resolve`](crate::resolve).
///
/// ```
/// let e = urlbnf::resolve("http://h/a", "b c").unwrap_err();
/// assert_eq!(e.argument(), "partial");
/// assert_eq!(e.error().offset(), 1);
/// assert!(e.to_string().starts_with("`partial`: "));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ArgumentError {
    argument: &'static str,
    error: ParseError,
}

impl ArgumentError {
    /// `error` about the value of `argument`, carrying that value.
    pub(crate) fn new(argument: &'static str, error: ParseError, value: &str) -> Self {
        ArgumentError {
            argument,
            error: error.with_input(value),
        }
    }

    /// The name of the parameter whose value failed, as the function's
    /// signature names it.
    ///
    /// ```
    /// let e = urlbnf::equivalent("x:a", "x:%zz", urlbnf::Grammar::Rfc1738).unwrap_err();
    /// assert_eq!(e.argument(), "b");
    /// ```
    pub const fn argument(&self) -> &'static str {
        self.argument
    }

    /// Why it failed.
    ///
    /// ```
    /// let e = urlbnf::equivalent("x:%zz", "x:a", urlbnf::Grammar::Rfc1738).unwrap_err();
    /// assert_eq!(e.error().kind(), urlbnf::ErrorKind::BadEscape);
    /// ```
    pub const fn error(&self) -> &ParseError {
        &self.error
    }
}

/// The argument's name, then the error.
///
/// ```
/// let e = urlbnf::resolve("http://h/a", "b c").unwrap_err();
/// assert_eq!(e.to_string(), "`partial`: a space may not appear anywhere in a URL (in `partial`, at byte 1): RFC 1630 lists it as `reserved`, but no production contains it");
/// ```
impl fmt::Display for ArgumentError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "`{}`: {}", self.argument, self.error)
    }
}

impl std::error::Error for ArgumentError {}

/// Why [`resolve`](crate::resolve) (or [`resolve_in`](crate::resolve_in))
/// failed: the context (base) or the partial form (reference) is invalid,
/// or both are valid and the rules give a string that is no URL of the
/// grammar.
///
/// ```
/// use urlbnf::resolve;
/// let e = resolve("http://h/a", "b c").unwrap_err();
/// assert_eq!((e.argument(), e.error().offset()), ("partial", 1));
/// let e = resolve("mailto:joe@h.example", "x").unwrap_err();
/// assert_eq!(e.argument(), "result");
/// assert_eq!(e.result(), Some("mailto:x"));
/// assert!(e.to_string().starts_with("the result `mailto:x` is not an RFC 1630 URL: "));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ResolveError(Why);

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum Why {
    Argument(ArgumentError),
    /// The text the rules built, and why `validate` rejects it.
    Result(Box<str>, ParseError),
}

impl ResolveError {
    pub(crate) fn of_argument(e: ArgumentError) -> Self {
        ResolveError(Why::Argument(e))
    }

    pub(crate) fn of_result(text: Box<str>, e: ParseError) -> Self {
        ResolveError(Why::Result(text, e))
    }

    /// What failed: `"context"`, `"partial"`, or `"result"` when both
    /// arguments are valid and the result of the rules is not a URL.
    ///
    /// ```
    /// let e = urlbnf::resolve("http://h/ a", "b").unwrap_err();
    /// assert_eq!(e.argument(), "context");
    /// ```
    pub fn argument(&self) -> &'static str {
        match &self.0 {
            Why::Argument(e) => e.argument(),
            Why::Result(..) => "result",
        }
    }

    /// The string the rules built, when it is what failed.
    ///
    /// ```
    /// let e = urlbnf::resolve("telnet://h", "g").unwrap_err();
    /// assert_eq!(e.result(), Some("telnet://h/g"));
    /// assert_eq!(urlbnf::resolve("http://h/a", "b c").unwrap_err().result(), None);
    /// ```
    pub fn result(&self) -> Option<&str> {
        match &self.0 {
            Why::Argument(_) => None,
            Why::Result(text, _) => Some(text),
        }
    }

    /// The first error in what failed (the argument, or the result), with
    /// its offsets in that text.
    ///
    /// ```
    /// let e = urlbnf::resolve("telnet://h", "g").unwrap_err();
    /// assert_eq!((e.error().input(), e.error().offset()), (Some("telnet://h/g"), 10));
    /// ```
    pub fn error(&self) -> &ParseError {
        match &self.0 {
            Why::Argument(e) => e.error(),
            Why::Result(_, e) => e,
        }
    }
}

/// The argument's name and its error, or the result and its error.
///
/// ```
/// let e = urlbnf::resolve("http://h/a", "b c").unwrap_err();
/// assert!(e.to_string().starts_with("`partial`: "));
/// ```
impl fmt::Display for ResolveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.0 {
            Why::Argument(e) => e.fmt(f),
            Why::Result(text, e) => write!(
                f,
                "the result `{text}` is not an {} URL: {}",
                e.grammar().title(),
                self.error()
            ),
        }
    }
}

impl std::error::Error for ResolveError {}

#[cfg(test)]
mod tests {
    use super::*;

    /// `code_point_at` is the character that starts at each offset, read
    /// by `str`'s own decoding, at every offset of text with characters of
    /// every width and past its end.
    #[test]
    fn code_points_read_by_value_are_the_characters_there() {
        for text in [
            "",
            "a",
            "é",
            "a€b",
            "𝄞x",
            "ab\u{7f}\u{80}\u{7ff}\u{800}\u{ffff}\u{10000}\u{10ffff}",
        ] {
            for offset in 0..=text.len() + 4 {
                let want = text
                    .get(offset..)
                    .and_then(|s| s.chars().next())
                    .map_or(NO_CHAR, u32::from);
                assert_eq!(code_point_at(text, offset), want, "{text:?} at {offset}");
            }
        }
    }

    struct Point(char);

    impl fmt::Display for Point {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            code_point(self.0, f)
        }
    }

    /// Every kind is in `ErrorKind::ALL` at its own index, so that a
    /// `KindByte` reads back the kind it was made of.
    #[test]
    fn every_kind_reads_back_from_its_byte() {
        for (k, kind) in ErrorKind::ALL.into_iter().enumerate() {
            assert_eq!(kind as usize, k);
            assert_eq!(KindByte::of(kind).get(), kind);
            // No wildcard: a kind added to the enum stops this compiling
            // until it is added here and to `ALL`.
            match kind {
                ErrorKind::EmptyInput
                | ErrorKind::MissingScheme
                | ErrorKind::CharOutsideGrammar
                | ErrorKind::UnexpectedChar
                | ErrorKind::UnexpectedEnd
                | ErrorKind::BadEscape
                | ErrorKind::TruncatedEscape
                | ErrorKind::EmptyHost
                | ErrorKind::EmptyLabel
                | ErrorKind::LabelStartsWithHyphen
                | ErrorKind::LabelEndsWithHyphen
                | ErrorKind::TopLabelStartsWithDigit
                | ErrorKind::HostNumberParts
                | ErrorKind::EmptyPort
                | ErrorKind::SearchWithoutPath
                | ErrorKind::FtpType
                | ErrorKind::NewsGroup
                | ErrorKind::PrefixedUrlScheme
                | ErrorKind::Rfc959FtpType
                | ErrorKind::NotUtf8
                | ErrorKind::InputTooLong
                | ErrorKind::Ipv6Pieces
                | ErrorKind::Ipv6PieceTooLong
                | ErrorKind::Ipv4Octet
                | ErrorKind::ZoneId => {}
            }
        }
        assert_eq!(ErrorKind::ALL.len(), 25);
    }

    /// An error of each kind is an `Err` and says its kind (`Ok` is not
    /// marked in the kind's byte, see `KindByte`).
    #[test]
    fn every_kind_is_an_error() {
        use crate::core::wording::{RFC1738_LINTS, Wording, WordingOf};
        static WORDING: Wording = Wording {
            grammar: Grammar::Rfc1738,
            noun: "URL",
            outside: |_| "",
            host_chars: None,
            login_chars: None,
            alpha: None,
            relative: "",
            not_utf8: "",
            lints: &RFC1738_LINTS,
        };
        for kind in ErrorKind::ALL {
            let e = ParseError {
                place: Place {
                    wording: WordingOf(&WORDING),
                    offset: 0,
                    len: 0,
                    production: "url",
                    kind: KindByte::of(kind),
                    expected: Expected::NONE,
                },
                found: NO_CHAR,
                input: None,
            };
            // Opaque to the compiler: the test is of the value's layout.
            let r: Result<(), ParseError> = std::hint::black_box(Err(e));
            assert!(r.is_err());
            assert_eq!(r.map_err(|e| e.kind()), Err(kind));
        }
    }

    /// An error kind's words with the grammar's noun, and its article.
    #[test]
    fn kind_messages_take_the_grammars_noun() {
        let empty = ErrorKind::EmptyInput.message();
        let cases = [
            (empty, "URL", empty.to_string()),
            (empty, "URI", empty.replace("a URL", "a URI")),
            (empty, "IRI", empty.replace("a URL", "an IRI")),
            (
                "the URL ends too early",
                "IRI",
                "the IRI ends too early".into(),
            ),
            (
                "allows only http and mid URLs",
                "URI",
                "allows only http and mid URIs".into(),
            ),
            ("a URL, then a URL", "IRI", "an IRI, then an IRI".into()),
        ];
        for (text, noun, want) in cases {
            let mut out = String::new();
            write_for_noun(text, noun, &mut out).unwrap();
            assert_eq!(out, want, "{text:?} {noun}");
        }
    }

    proptest::proptest! {
        /// A set written from its bits lists its tokens as `names` does, in
        /// that order, the end named after the grammar's noun.
        #[test]
        fn sets_are_written_token_by_token(picks: u64) {
            let tokens = Expected::NAMES;
            let set = tokens
                .iter()
                .enumerate()
                .filter(|(k, _)| picks >> k & 1 == 1)
                .fold(Expected::NONE, |set, (_, (e, _))| set.with(*e));
            let names: Vec<String> = set
                .names()
                .map(|n| if n == "end of URL" { "end of IRI".into() } else { n.to_string() })
                .collect();
            let joined = match names.split_last() {
                None => String::new(),
                Some((last, [])) => last.clone(),
                Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
            };
            let mut text = String::new();
            let _ = set.write_for(&mut text, "IRI");
            proptest::prop_assert_eq!(text, joined);
        }

        /// Offsets in decimal, as `Display` writes them.
        #[test]
        fn offsets_are_written_in_decimal(n: usize) {
            let mut out = String::new();
            write_decimal(n, &mut out).unwrap();
            proptest::prop_assert_eq!(out, n.to_string());
        }

        #[test]
        fn code_points_are_written_as_the_formatter_writes_them(c: char) {
            proptest::prop_assert_eq!(Point(c).to_string(), format!("U+{:04X}", c as u32));
        }
    }

    #[test]
    fn code_points_at_the_edges() {
        for c in [
            '\0',
            '\u{7f}',
            '\u{fff}',
            '\u{1000}',
            '\u{ffff}',
            '\u{10000}',
            '\u{10ffff}',
        ] {
            assert_eq!(Point(c).to_string(), format!("U+{:04X}", c as u32));
        }
    }
}
