//! Errors: the small `Copy` value the productions return ([`Fail`]) and the
//! public [`ParseError`] it becomes at the API boundary.
//!
//! Nothing here allocates or formats on the hot path: a failure is four words
//! of plain data, and text is produced only when an error is displayed.

use std::fmt;

use crate::Grammar;

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
    /// RFC 1630: an FTP `;type=` code other than `A`, `E` (each with an
    /// optional form code `N`, `T`, `C`), `I` or `L` with a byte size.
    Rfc1630FtpType,
    /// The input is not UTF-8. Never returned by [`validate`](crate::validate)
    /// or [`parse`](crate::parse), whose input is a `&str`; the command line
    /// reports it for an input line that is not UTF-8.
    NotUtf8,
}

impl ErrorKind {
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
            ErrorKind::Rfc1630FtpType => "urlbnf::rfc1630::ftp-type",
            ErrorKind::NotUtf8 => "urlbnf::input::not-utf8",
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
            ErrorKind::Rfc1630FtpType => {
                "the FTP type code must be `A` or `E` (optionally followed by a form code `N`, `T` or `C`), `I`, or `L` followed by a byte size"
            }
            ErrorKind::NotUtf8 => "the input is not valid UTF-8",
        }
    }
}

macro_rules! expected_tokens {
    ($($name:ident = $bit:expr => $text:expr;)*) => {
        impl Expected {
            $(#[doc = concat!("`", $text, "`")] pub const $name: Expected = Expected(1 << $bit);)*
            const NAMES: &'static [(Expected, &'static str)] = &[$((Expected::$name, $text),)*];
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
        let total = self.names().count();
        for (k, name) in self.names().enumerate() {
            if k > 0 {
                f.write_str(if k + 1 == total { " or " } else { ", " })?;
            }
            f.write_str(name)?;
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

    /// The public error for `input`, a candidate URL of `grammar`. An
    /// unexpected character that the grammar contains nowhere becomes
    /// [`ErrorKind::CharOutsideGrammar`].
    // Not `#[cold]`: every invalid input takes this path once, and inlined
    // into `validate` it is cheaper (docs/performance.md, `into_public`).
    #[inline]
    pub fn into_public(self, input: &str, grammar: Grammar) -> ParseError<'_> {
        let in_grammar = match grammar {
            Grammar::Rfc1738 => crate::rfc1738::chars::in_any_grammar,
            Grammar::Rfc1630 => crate::rfc1630::in_any_grammar,
        };
        let offset = input.len() - self.rest;
        // An ASCII byte is its own char: no boundary check or decoding.
        let outside = self.kind == Kind::UnexpectedChar
            && match input.as_bytes().get(offset) {
                Some(&b) if b.is_ascii() => !in_grammar(char::from(b)),
                Some(_) => input[offset..]
                    .chars()
                    .next()
                    .is_some_and(|c| !in_grammar(c)),
                None => false,
            };
        ParseError {
            input,
            grammar,
            offset,
            len: self.len,
            production: self.production,
            kind: if outside {
                Kind::CharOutsideGrammar
            } else {
                self.kind
            },
            expected: self.expected,
        }
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

/// Why an input is not a URL of the chosen grammar: where (byte offset and
/// length of the offending text), what (an [`ErrorKind`]), in which
/// production, and what the grammar would have accepted there.
///
/// It is a small `Copy` value that borrows the input; building it allocates
/// nothing. [`Display`](fmt::Display) gives a one-line message. Returned
/// through `?` from a function whose error type is `miette::Report` (as in
/// `fn main() -> miette::Result<()>`), it becomes the full [`ErrorReport`]:
/// the input with the offending bytes labelled, every other error found,
/// the fix, and the RFC section.
///
/// ```
/// use urlbnf::rfc1738;
/// let input = "http://host/a b";
/// let err = rfc1738::validate(input).unwrap_err();
/// assert_eq!((err.offset(), err.len()), (13, 1));
/// assert_eq!(err.production(), "hpath");
/// assert_eq!(err.input(), input);
///
/// fn check(url: &str) -> miette::Result<()> {
///     rfc1738::validate(url)?;
///     Ok(())
/// }
/// let report = check(input).unwrap_err();
/// let help = report.help().unwrap().to_string();
/// assert!(help.contains("`%20`"), "{help}");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ParseError<'a> {
    input: &'a str,
    grammar: Grammar,
    offset: usize,
    len: usize,
    production: &'static str,
    kind: ErrorKind,
    expected: Expected,
}

impl<'a> ParseError<'a> {
    /// The input that failed.
    ///
    /// ```
    /// let e = urlbnf::rfc1738::validate("news:1abc").unwrap_err();
    /// assert_eq!(e.input(), "news:1abc");
    /// ```
    pub const fn input(&self) -> &'a str {
        self.input
    }

    /// The grammar the input was checked against.
    ///
    /// ```
    /// let e = urlbnf::rfc1630::validate("x").unwrap_err();
    /// assert_eq!(e.grammar(), urlbnf::Grammar::Rfc1630);
    /// ```
    pub const fn grammar(&self) -> Grammar {
        self.grammar
    }

    /// The full report, owned: what `?` turns this error into for a
    /// `miette::Result`. Runs [`diagnose`](crate::diagnose) on the input,
    /// so it allocates; call it only to show the error.
    ///
    /// ```
    /// let e = urlbnf::rfc1738::validate("http://h/%as").unwrap_err();
    /// let report = e.report();
    /// assert_eq!(report.kind(), urlbnf::ErrorKind::BadEscape);
    /// let text = format!("{:?}", miette::Report::new(report));
    /// assert!(text.contains("%25as"), "{text}");
    /// ```
    pub fn report(&self) -> ErrorReport {
        ErrorReport::new(self, None)
    }

    /// Byte offset of the offending text in the input.
    ///
    /// ```
    /// let e = urlbnf::validate("news:1abc", urlbnf::Grammar::Rfc1738).unwrap_err();
    /// assert_eq!(e.offset(), 5);
    /// ```
    pub const fn offset(&self) -> usize {
        self.offset
    }

    /// Length in bytes of the offending text; 0 when the input ended early.
    ///
    /// ```
    /// let e = urlbnf::validate("mailto:", urlbnf::Grammar::Rfc1738).unwrap_err();
    /// assert_eq!((e.offset(), e.len()), (7, 0));
    /// ```
    #[allow(clippy::len_without_is_empty)]
    pub const fn len(&self) -> usize {
        self.len
    }

    /// The byte range of the offending text.
    ///
    /// ```
    /// let e = urlbnf::validate("http://h/%as", urlbnf::Grammar::Rfc1738).unwrap_err();
    /// assert_eq!(e.span(), 9..12);
    /// ```
    pub const fn span(&self) -> std::ops::Range<usize> {
        self.offset..self.offset + self.len
    }

    /// The grammar production that failed, named as in the grammar file.
    ///
    /// ```
    /// let e = urlbnf::validate("ftp://host/f;type=x", urlbnf::Grammar::Rfc1738).unwrap_err();
    /// assert_eq!(e.production(), "ftptype");
    /// ```
    pub const fn production(&self) -> &'static str {
        self.production
    }

    /// What went wrong.
    ///
    /// ```
    /// let e = urlbnf::validate("http://a-.b/", urlbnf::Grammar::Rfc1738).unwrap_err();
    /// assert_eq!(e.kind(), urlbnf::ErrorKind::LabelEndsWithHyphen);
    /// ```
    pub const fn kind(&self) -> ErrorKind {
        self.kind
    }

    /// What the grammar would have accepted at [`offset`](Self::offset).
    ///
    /// ```
    /// let e = urlbnf::validate("http://host/p#frag", urlbnf::Grammar::Rfc1738).unwrap_err();
    /// assert!(e.expected().contains(urlbnf::Expected::END));
    /// ```
    pub const fn expected(&self) -> Expected {
        self.expected
    }
}

/// The message, the production and the byte offset, then what was
/// expected.
///
/// ```
/// let err = urlbnf::rfc1738::validate("http://h/a b").unwrap_err();
/// assert_eq!(err.to_string(), "this character may not appear anywhere in a URL (in `hpath`, at byte 10); expected `/`, `?`, a path character or end of URL");
/// ```
impl fmt::Display for ParseError<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} (in `{}`, at byte {})",
            self.kind.message(),
            self.production,
            self.offset
        )?;
        if !self.expected.is_empty() {
            write!(f, "; expected {}", self.expected)?;
        }
        Ok(())
    }
}

impl std::error::Error for ParseError<'_> {}

/// So that `?` in a function returning `miette::Result` keeps the whole
/// report (snippet, labels, help, RFC link).
///
/// ```
/// fn check(url: &str) -> miette::Result<()> {
///     urlbnf::rfc1738::validate(url)?;
///     Ok(())
/// }
/// let report = check("http://h/a b").unwrap_err();
/// assert!(report.source_code().is_some() && report.help().is_some());
/// ```
impl From<ParseError<'_>> for miette::Report {
    /// The full [`ErrorReport`] (see [`ParseError::report`]).
    fn from(e: ParseError<'_>) -> Self {
        miette::Report::new(e.report())
    }
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
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ArgumentError<'a> {
    argument: &'static str,
    error: ParseError<'a>,
}

impl<'a> ArgumentError<'a> {
    pub(crate) fn new(argument: &'static str, error: ParseError<'a>) -> Self {
        ArgumentError { argument, error }
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
    pub const fn error(&self) -> ParseError<'a> {
        self.error
    }

    /// The full report, owned, titled with the argument.
    ///
    /// ```
    /// let e = urlbnf::resolve("http://h/ a", "b").unwrap_err();
    /// assert!(e.report().to_string().starts_with("in `context`: "));
    /// ```
    pub fn report(&self) -> ErrorReport {
        ErrorReport::new(&self.error, Some(self.argument))
    }
}

/// The argument's name, then the error.
///
/// ```
/// let e = urlbnf::resolve("http://h/a", "b c").unwrap_err();
/// assert_eq!(e.to_string(), "`partial`: this character may not appear anywhere in a URL (in `partial`, at byte 1)");
/// ```
impl fmt::Display for ArgumentError<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "`{}`: {}", self.argument, self.error)
    }
}

impl std::error::Error for ArgumentError<'_> {}

/// So that `?` keeps the whole report, naming the argument.
///
/// ```
/// fn join(context: &str, partial: &str) -> miette::Result<String> {
///     Ok(urlbnf::resolve(context, partial)?)
/// }
/// let report = join("http://h/a", "b c").unwrap_err();
/// assert!(report.source_code().is_some());
/// ```
impl From<ArgumentError<'_>> for miette::Report {
    /// The full [`ErrorReport`] (see [`ArgumentError::report`]).
    fn from(e: ArgumentError<'_>) -> Self {
        miette::Report::new(e.report())
    }
}

/// The full report of an invalid URL, owned: a [`miette::Diagnostic`] with
/// the input as its source code (shown escaped: control and non-ASCII
/// characters cannot disturb a terminal), the offending bytes labelled, the
/// fix as help, the RFC section as URL, and every further error as a
/// related diagnostic. Built from a [`ParseError`] by `?` or
/// [`ParseError::report`].
///
/// ```
/// let report = urlbnf::rfc1738::validate("http://h/a b c").unwrap_err().report();
/// assert_eq!(report.kind(), urlbnf::ErrorKind::CharOutsideGrammar);
/// assert_eq!(report.offset(), 10);
/// let text = format!("{:?}", miette::Report::new(report));
/// assert!(text.contains("http://h/a b c"));
/// assert!(text.contains("rfc1738#section-2.2"), "{text}");
/// ```
pub struct ErrorReport {
    drawn: crate::report::render::Drawn,
    kind: ErrorKind,
    offset: usize,
    argument: Option<&'static str>,
}

impl ErrorReport {
    fn new(e: &ParseError<'_>, argument: Option<&'static str>) -> ErrorReport {
        let mut drawn = crate::report::drawn_error(e);
        if let Some(a) = argument {
            drawn.message = format!("in `{a}`: {}", drawn.message);
        }
        ErrorReport {
            drawn,
            kind: e.kind,
            offset: e.offset,
            argument,
        }
    }

    /// What went wrong (the first error's kind).
    ///
    /// ```
    /// let r = urlbnf::rfc1738::validate("mailto:").unwrap_err().report();
    /// assert_eq!(r.kind(), urlbnf::ErrorKind::UnexpectedEnd);
    /// ```
    pub fn kind(&self) -> ErrorKind {
        self.kind
    }

    /// Byte offset of the first error in the input.
    ///
    /// ```
    /// let r = urlbnf::rfc1738::validate("mailto:").unwrap_err().report();
    /// assert_eq!(r.offset(), 7);
    /// ```
    pub fn offset(&self) -> usize {
        self.offset
    }

    /// Which argument failed, for the errors of functions of several
    /// inputs ([`ArgumentError`]).
    ///
    /// ```
    /// let r = urlbnf::resolve("http://h/", "a b").unwrap_err().report();
    /// assert_eq!(r.argument(), Some("partial"));
    /// ```
    pub fn argument(&self) -> Option<&'static str> {
        self.argument
    }
}

impl fmt::Debug for ErrorReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ErrorReport")
            .field("kind", &self.kind)
            .field("offset", &self.offset)
            .field("message", &self.drawn.message)
            .finish()
    }
}

/// ```
/// let report = urlbnf::rfc1738::validate("http://h/a b").unwrap_err().report();
/// assert_eq!(report.to_string(), "a space is not allowed anywhere in a URL: RFC 1738 calls it unsafe, and no production contains it");
/// ```
impl fmt::Display for ErrorReport {
    /// The first error's message.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.drawn.message)
    }
}

impl std::error::Error for ErrorReport {}

impl miette::Diagnostic for ErrorReport {
    fn code<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        miette::Diagnostic::code(&self.drawn)
    }
    fn severity(&self) -> Option<miette::Severity> {
        miette::Diagnostic::severity(&self.drawn)
    }
    fn help<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        miette::Diagnostic::help(&self.drawn)
    }
    fn url<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        miette::Diagnostic::url(&self.drawn)
    }
    fn source_code(&self) -> Option<&dyn miette::SourceCode> {
        miette::Diagnostic::source_code(&self.drawn)
    }
    fn labels(&self) -> Option<Box<dyn Iterator<Item = miette::LabeledSpan> + '_>> {
        miette::Diagnostic::labels(&self.drawn)
    }
    fn related<'a>(&'a self) -> Option<Box<dyn Iterator<Item = &'a dyn miette::Diagnostic> + 'a>> {
        miette::Diagnostic::related(&self.drawn)
    }
}
