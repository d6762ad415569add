//! The owned, rendered form of a [`ParseError`]: what `?` turns it into for
//! a `miette::Result`.

use std::fmt;

use crate::core::dialect::Site;
use crate::core::failure::ResolveError;
use crate::core::failure::{ArgumentError, ErrorKind, ParseError};
use crate::report::render::Drawn;

impl ParseError {
    /// The full report, owned: what `?` turns this error into for a
    /// `miette::Result`. With the input (the error of a `parse`, or
    /// [`with_input`](Self::with_input)), it runs
    /// [`diagnose`](crate::diagnose) on it: the input shown with the
    /// offending bytes labelled, every other error, the fix. Without, it has
    /// the message, the code and the RFC section. It allocates; call it only
    /// to show the error.
    ///
    /// ```
    /// let e = urlbnf::rfc1738::parse("http://h/%as").unwrap_err();
    /// let report = e.report();
    /// assert_eq!(report.kind(), urlbnf::ErrorKind::BadEscape);
    /// let text = format!("{:?}", miette::Report::new(report));
    /// assert!(text.contains("%25as"), "{text}");
    /// ```
    pub fn report(&self) -> ErrorReport {
        ErrorReport::new(self, None)
    }
}

/// So that `?` in a function returning `miette::Result` keeps the whole
/// report (snippet, labels, help, RFC link) of a `parse` error.
///
/// ```
/// fn check(url: &str) -> miette::Result<()> {
///     urlbnf::rfc1738::parse(url)?;
///     Ok(())
/// }
/// let report = check("http://h/a b").unwrap_err();
/// assert!(report.source_code().is_some() && report.help().is_some());
/// ```
impl From<ParseError> for miette::Report {
    /// The full [`ErrorReport`] (see [`ParseError::report`]).
    fn from(e: ParseError) -> Self {
        miette::Report::new(e.report())
    }
}

impl ArgumentError {
    /// The full report, owned, titled with the argument.
    ///
    /// ```
    /// let e = urlbnf::resolve("http://h/ a", "b").unwrap_err();
    /// assert!(e.report().to_string().starts_with("`context`: "));
    /// ```
    pub fn report(&self) -> ErrorReport {
        ErrorReport::new(self.error(), Some(self.argument()))
    }
}

/// So that `?` keeps the whole report, naming the argument.
///
/// ```
/// fn join(context: &str, partial: &str) -> miette::Result<String> {
///     Ok(urlbnf::resolve(context, partial)?)
/// }
/// let report = join("http://h/a", "b c").unwrap_err();
/// assert!(report.source_code().is_some());
/// ```
impl From<ArgumentError> for miette::Report {
    /// The full [`ErrorReport`] (see [`ArgumentError::report`]).
    fn from(e: ArgumentError) -> Self {
        miette::Report::new(e.report())
    }
}

impl ResolveError {
    /// The full report, owned, titled with what failed.
    ///
    /// ```
    /// let e = urlbnf::resolve("telnet://h", "g").unwrap_err();
    /// assert!(e.report().to_string().starts_with("`result`: "));
    /// ```
    pub fn report(&self) -> ErrorReport {
        ErrorReport::new(self.error(), Some(self.argument()))
    }
}

/// So that `?` keeps the whole report.
///
/// ```
/// fn join(context: &str, partial: &str) -> miette::Result<String> {
///     Ok(urlbnf::resolve(context, partial)?)
/// }
/// assert!(join("telnet://h", "g").unwrap_err().source_code().is_some());
/// ```
impl From<ResolveError> for miette::Report {
    fn from(e: ResolveError) -> Self {
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
/// let report = urlbnf::rfc1738::parse("http://h/a b c").unwrap_err().report();
/// assert_eq!(report.kind(), urlbnf::ErrorKind::CharOutsideGrammar);
/// assert_eq!(report.offset(), 10);
/// let text = format!("{:?}", miette::Report::new(report));
/// assert!(text.contains("http://h/a b c"));
/// assert!(text.contains("rfc1738#section-2.2"), "{text}");
/// ```
pub struct ErrorReport {
    drawn: Drawn,
    kind: ErrorKind,
    offset: usize,
    argument: Option<&'static str>,
}

impl ErrorReport {
    fn new(e: &ParseError, argument: Option<&'static str>) -> ErrorReport {
        let mut drawn = match e.failure() {
            Some(f) => crate::report::drawn_error(&f),
            None => detached(e),
        };
        if let Some(a) = argument {
            // As `ArgumentError` displays it.
            drawn.message = format!("`{a}`: {}", drawn.message);
        }
        ErrorReport {
            drawn,
            kind: e.kind(),
            offset: e.offset(),
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
/// let report = urlbnf::rfc1738::parse("http://h/a b").unwrap_err().report();
/// assert_eq!(report.to_string(), "a space may not appear anywhere in a URL (in `hpath`, at byte 10): RFC 1738 calls it unsafe, and no production contains it");
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

/// The report of an error without its input: the sentence, the code and
/// the RFC section.
fn detached(e: &ParseError) -> Drawn {
    let url = (e.grammar().dialect().section)(&Site {
        kind: e.kind(),
        production: e.production(),
        component: None,
        scheme: "",
        url_production: "",
    });
    Drawn::bare(e.kind().code(), e.to_string(), url)
}
