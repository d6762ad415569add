//! Diagnostics for people: the boundary layer that turns a failed (or risky)
//! URL into a full report.
//!
//! [`validate`](crate::validate) and [`parse`](crate::parse) stop at the
//! first failure and never allocate; nothing here runs on their path.
//! [`diagnose`] runs the parser once and then, only where there is something
//! to say, does the extra work a person needs:
//!
//! * a full-input scan that finds every character outside the grammar and
//!   every malformed escape, so that a URL is fixed in one round;
//! * for each error: a message that names the production, a label on exactly
//!   the offending bytes, a secondary label on the enclosing component, a
//!   help line quoting the corrected text, and the RFC section that defines
//!   the rule;
//! * a corrected URL when mechanical fixes make the input valid;
//! * warnings for valid but risky URLs (RFC 1738 §6), see [`WarningKind`].
//!
//! Rendering (`Diagnosis::render`, the `render` feature) uses miette's graphical handler over a
//! sanitised copy of the input (see `render.rs`), so control characters,
//! non-ASCII and right-to-left text can neither break the terminal nor
//! misplace a label.

#[cfg(feature = "render")]
mod document;
pub(crate) mod error;
mod fix;
mod found;
mod lint;
pub(crate) mod render;
mod show;
mod sweep;
mod text;

use crate::core::dialect::Dialect;
use std::cell::RefCell;
use std::ops::Range;

use crate::core::failure::{ErrorKind, Failure, ParseError};
use crate::core::grammar::Grammar;
use crate::core::input::Tag;
use crate::registry::AnyUrl;

pub use crate::core::code::{Code, WarningKind};
#[cfg(feature = "render")]
pub use document::Drawing;
pub use lint::may_warn;
/// miette's severity of a finding: `Error`, `Warning` or `Advice`.
#[doc(no_inline)]
pub use miette::Severity;

/// At most this many errors are listed for one input; the rest are counted
/// ([`Diagnosis::omitted`]). Bounds the report of a pathological line.
const MAX_ERRORS: usize = 1000;

/// At most this many findings are listed for one URL found by `scan`
/// ([`Found::diagnose`](crate::scan::Found::diagnose)): a document is read
/// for its URLs, and no URL may multiply the report (65,000 `%` in a
/// document are 100 findings and a count, not 65,000 findings).
pub(crate) const MAX_SCAN_FINDINGS: usize = 100;

/// One labelled part of the input.
///
/// ```
/// let d = urlbnf::diagnose("http://h/%as", urlbnf::Grammar::Rfc1738);
/// let label = &d.findings()[0].labels()[0];
/// assert!(label.is_primary());
/// assert_eq!(label.span(), 9..12);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Label {
    span: Range<usize>,
    text: String,
    primary: bool,
}

impl Label {
    /// Byte range in the input.
    ///
    /// ```
    /// let d = urlbnf::diagnose("mailto:", urlbnf::Grammar::Rfc1738);
    /// assert_eq!(d.findings()[0].labels()[0].span(), 7..7); // at the end
    /// ```
    pub fn span(&self) -> Range<usize> {
        self.span.clone()
    }

    /// The label's text.
    ///
    /// ```
    /// let d = urlbnf::diagnose("http://h/a b", urlbnf::Grammar::Rfc1738);
    /// assert!(d.findings()[0].labels()[0].text().contains("%20"));
    /// ```
    pub fn text(&self) -> &str {
        &self.text
    }

    /// Whether this label marks the offending bytes (rather than the
    /// component they are in).
    ///
    /// ```
    /// let d = urlbnf::diagnose("http://h/ab c", urlbnf::Grammar::Rfc1738);
    /// let labels = d.findings()[0].labels();
    /// assert_eq!((labels[0].is_primary(), labels[1].is_primary()), (true, false));
    /// assert_eq!(labels[1].text(), "in the path (`hpath`) of this `httpurl`");
    /// ```
    pub fn is_primary(&self) -> bool {
        self.primary
    }
}

/// One error or warning about an input: code, plain-words message, labels,
/// help with the concrete fix, and the RFC section that defines the rule.
///
/// ```
/// let d = urlbnf::diagnose("http://host?q", urlbnf::Grammar::Rfc1738);
/// let e = &d.findings()[0];
/// assert_eq!(e.code().as_str(), "urlbnf::http::search-without-path");
/// assert_eq!(e.span(), 11..12);
/// assert!(e.help().unwrap().contains("`http://host/?q`"));
/// assert_eq!(e.rfc_link(), "https://www.rfc-editor.org/rfc/rfc1738#section-3.3");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finding {
    code: Code,
    severity: Severity,
    message: String,
    help: Option<String>,
    labels: Vec<Label>,
    production: Option<&'static str>,
    url: &'static str,
}

impl Finding {
    /// The stable code.
    ///
    /// ```
    /// let d = urlbnf::diagnose("news:1abc", urlbnf::Grammar::Rfc1738);
    /// assert_eq!(d.findings()[0].code().as_str(), "urlbnf::news::bad-group");
    /// ```
    pub fn code(&self) -> Code {
        self.code
    }

    /// Error or warning.
    ///
    /// ```
    /// let d = urlbnf::diagnose("HTTP://h/", urlbnf::Grammar::Rfc1738);
    /// assert_eq!(d.findings()[0].severity(), urlbnf::Severity::Warning);
    /// ```
    pub fn severity(&self) -> Severity {
        self.severity
    }

    /// The same finding with another severity: for a linter whose
    /// configuration makes a warning an error, or an error a note.
    ///
    /// ```
    /// let d = urlbnf::diagnose("HTTP://h/", urlbnf::Grammar::Rfc1738);
    /// let f = d.findings()[0].clone().with_severity(urlbnf::Severity::Error);
    /// assert_eq!(f.severity(), urlbnf::Severity::Error);
    /// ```
    pub fn with_severity(mut self, severity: Severity) -> Finding {
        self.severity = severity;
        self
    }

    /// What is wrong, in plain words, naming the grammar production. For an
    /// error, the sentence its [`ParseError`] displays:
    /// one text wherever the error is shown.
    ///
    /// ```
    /// let d = urlbnf::diagnose("http://h/%as", urlbnf::Grammar::Rfc1738);
    /// assert_eq!(
    ///     d.findings()[0].message(),
    ///     "`%` must be followed by two hex digits (an `escape`) (in `hpath`, at byte 9); expected a hex digit"
    /// );
    /// ```
    pub fn message(&self) -> &str {
        &self.message
    }

    /// How to fix it, quoting the corrected text where there is one fix.
    ///
    /// ```
    /// let d = urlbnf::diagnose("http://h/%as", urlbnf::Grammar::Rfc1738);
    /// assert!(d.findings()[0].help().unwrap().contains("`%25as`"));
    /// ```
    pub fn help(&self) -> Option<&str> {
        self.help.as_deref()
    }

    /// The labels: the primary one first, then the enclosing component.
    ///
    /// ```
    /// let d = urlbnf::diagnose("http://Host_Name/", urlbnf::Grammar::Rfc1738);
    /// assert_eq!(d.findings()[0].labels().len(), 2);
    /// ```
    pub fn labels(&self) -> &[Label] {
        &self.labels
    }

    /// The byte range of the primary label.
    ///
    /// ```
    /// let d = urlbnf::diagnose("http://a-.b/", urlbnf::Grammar::Rfc1738);
    /// assert_eq!(d.findings()[0].span(), 8..9);
    /// ```
    pub fn span(&self) -> Range<usize> {
        self.labels[0].span()
    }

    /// The grammar production that failed, where one did.
    ///
    /// ```
    /// let d = urlbnf::diagnose("ftp://h/f;type=x", urlbnf::Grammar::Rfc1738);
    /// assert_eq!(d.findings()[0].production(), Some("ftptype"));
    /// ```
    pub fn production(&self) -> Option<&'static str> {
        self.production
    }

    /// The RFC section that defines the rule.
    ///
    /// ```
    /// let d = urlbnf::diagnose("http://h:/", urlbnf::Grammar::Rfc1738);
    /// assert_eq!(d.findings()[0].rfc_link(), "https://www.rfc-editor.org/rfc/rfc1738#section-3.1");
    /// ```
    pub fn rfc_link(&self) -> &'static str {
        self.url
    }
}

/// How `Diagnosis::render` (the `render` feature) draws a report.
///
/// ```
/// let d = urlbnf::diagnose("http://h/a b", urlbnf::Grammar::Rfc1738);
/// assert!(d.render(urlbnf::Style::Ascii, 80).is_ascii());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Style {
    /// ASCII art, no colour: stable, for snapshots and logs.
    Ascii,
    /// Unicode box drawing, no colour.
    Unicode,
    /// Unicode box drawing with ANSI colours, for terminals.
    Color,
}

/// Everything urlbnf has to say about one input: the parse result, every
/// error (or, for a valid URL, every warning), and a corrected URL when
/// mechanical fixes make the input valid. Built by [`diagnose`].
///
/// ```
/// use urlbnf::{diagnose, Grammar, Style};
/// let d = diagnose("http://info.cern.ch:8000/imaginary test#frag", Grammar::Rfc1738);
/// assert!(!d.is_valid());
/// let codes: Vec<_> = d.findings().iter().map(|e| e.code().as_str()).collect();
/// assert_eq!(codes, ["urlbnf::char::unsafe", "urlbnf::char::unsafe"]); // the space and `#`
/// assert_eq!(d.suggestion(), Some("http://info.cern.ch:8000/imaginary%20test%23frag"));
/// println!("{}", d.render(Style::Ascii, 80));
/// ```
#[derive(Clone, Debug)]
pub struct Diagnosis<'a> {
    input: &'a str,
    grammar: Grammar,
    /// Whether the input was read as a reference ([`diagnose_reference`]).
    reference: bool,
    /// The URL, for a valid input that is one (a valid relative reference
    /// is none).
    result: Result<Option<AnyUrl<'a>>, Failure<'a>>,
    diagnostics: Vec<Finding>,
    omitted: usize,
    suggestion: Option<String>,
}

/// Diagnoses `input` as a URL of `grammar`: parses it, and for an invalid
/// input reports every error found (the parser's first failure, then every
/// character outside the grammar and every malformed escape in the whole
/// input); for a valid one, the warnings.
///
/// This is the slow, allocating path for people; use [`validate`](crate::validate)
/// or [`parse`](crate::parse) when a yes or no is enough.
///
/// ```
/// use urlbnf::{diagnose, Grammar};
/// let d = diagnose("news:12345667123%asdghfh@info.cern.ch", Grammar::Rfc1738);
/// let e = &d.findings()[0];
/// assert_eq!((e.code().as_str(), e.span()), ("urlbnf::escape::bad-hex", 16..19));
/// assert_eq!(d.suggestion(), Some("news:12345667123%25asdghfh@info.cern.ch"));
///
/// let d = diagnose("ftp://user:secret@host/", Grammar::Rfc1738);
/// assert!(d.is_valid());
/// assert_eq!(d.findings()[0].code().as_str(), "urlbnf::login::password");
/// ```
pub fn diagnose(input: &str, grammar: Grammar) -> Diagnosis<'_> {
    diagnose_at_most(input, grammar, MAX_ERRORS)
}

/// [`diagnose`] for a reference of `grammar`: a URL, or a relative
/// reference to resolve against one (RFC 3986's and RFC 3987's
/// `URI-reference` and `IRI-reference`, RFC 1630's partial forms). A
/// grammar without relative references (RFC 1738, see
/// [`Grammar::has_references`]) reads its URLs: they are all its
/// references.
///
/// ```
/// use urlbnf::{diagnose_reference, Grammar};
/// let d = diagnose_reference("../a b#c", Grammar::Rfc3986);
/// let e = &d.findings()[0];
/// assert_eq!((e.code().as_str(), e.span(), e.production()), ("urlbnf::char::unsafe", 4..5, Some("path-noscheme")));
/// assert_eq!(d.suggestion(), Some("../a%20b#c"));
///
/// let d = diagnose_reference("//example.com/p?q", Grammar::Rfc3986);
/// assert!(d.is_valid() && d.url().is_none()); // valid, and no URL: relative
/// assert!(diagnose_reference("http://h/", Grammar::Rfc3986).url().is_some());
/// ```
pub fn diagnose_reference(input: &str, grammar: Grammar) -> Diagnosis<'_> {
    diagnose_in(input, grammar.dialect().reading(true), MAX_ERRORS)
}

/// The input with every mechanical fix applied, if that makes it a valid
/// URL: [`Diagnosis::suggestion`] without the findings, for a caller that
/// wants the fix alone (a column of invalid URLs). `None` for a valid input.
///
/// ```
/// use urlbnf::{report::suggestion, Grammar};
/// assert_eq!(suggestion("http://host?q=a b", Grammar::Rfc1738).as_deref(), Some("http://host/?q=a%20b"));
/// assert_eq!(suggestion("http://h_h/", Grammar::Rfc1738), None);
/// assert_eq!(suggestion("http://h/", Grammar::Rfc1738), None);
/// ```
pub fn suggestion(input: &str, grammar: Grammar) -> Option<String> {
    fix::suggest(input, grammar.dialect(), None, false)
}

/// [`suggestion`] written into `out`, which is cleared first: whether there
/// is one (`out` holds it then). One buffer serves any number of inputs,
/// as when a column of URLs is checked.
///
/// ```
/// use urlbnf::{Grammar, report::write_suggestion};
/// let mut out = String::new();
/// assert!(write_suggestion("http://h/a b", Grammar::Rfc1738, &mut out));
/// assert_eq!(out, "http://h/a%20b");
/// assert!(write_suggestion("http://h/%zz", Grammar::Rfc1738, &mut out));
/// assert_eq!(out, "http://h/%25zz");
/// assert!(!write_suggestion("http://h/a", Grammar::Rfc1738, &mut out)); // valid: nothing to fix
/// ```
pub fn write_suggestion(input: &str, grammar: Grammar, out: &mut String) -> bool {
    fix::suggest_after(input, grammar.dialect(), None, false, out)
}

/// [`write_suggestion`] for an input already checked: `error` is what
/// [`validate`](crate::validate) gave for `input` under `grammar`. The fix
/// starts where that error is instead of checking the input from its
/// start again, which makes a column of invalid URLs cheaper to fix.
/// Given an error of another input, the suggestion may be missed, but one
/// written is always valid: the corrected URL is checked whole
/// ([`validate_and_suggest`](crate::validate_and_suggest), whose error is
/// the input's for certain, reads on from the fault instead).
///
/// ```
/// use urlbnf::{Grammar, report::{write_suggestion, write_suggestion_for_error}};
/// let (mut out, mut again) = (String::new(), String::new());
/// let input = "http://h/a b/%zz";
/// let err = urlbnf::validate(input, Grammar::Rfc1738).unwrap_err();
/// assert!(write_suggestion_for_error(input, &err, Grammar::Rfc1738, &mut out));
/// assert_eq!(out, "http://h/a%20b/%25zz");
/// assert!(write_suggestion(input, Grammar::Rfc1738, &mut again));
/// assert_eq!(out, again);
/// ```
pub fn write_suggestion_for_error(
    input: &str,
    error: &ParseError,
    grammar: Grammar,
    out: &mut String,
) -> bool {
    fix::suggest_after(
        input,
        grammar.dialect(),
        Some(error.failure_in(input)),
        false,
        out,
    )
}

/// [`write_reference_suggestion`] for a reference already checked: `error`
/// is what [`validate_reference`](crate::validate_reference) gave for
/// `input` under `grammar`, as in [`write_suggestion_for_error`].
///
/// ```
/// use urlbnf::{Grammar, report::write_reference_suggestion_for_error};
/// let mut out = String::new();
/// let err = urlbnf::validate_reference("../a b", Grammar::Rfc3986).unwrap_err();
/// assert!(write_reference_suggestion_for_error("../a b", &err, Grammar::Rfc3986, &mut out));
/// assert_eq!(out, "../a%20b");
/// ```
pub fn write_reference_suggestion_for_error(
    input: &str,
    error: &ParseError,
    grammar: Grammar,
    out: &mut String,
) -> bool {
    let dialect = grammar.dialect().reading(true);
    fix::suggest_after(input, dialect, Some(error.failure_in(input)), false, out)
}

/// `checked` (what `dialect` gave for `input`), with the fix of an error
/// written into `out` (cleared first, and left empty when there is none):
/// [`validate_and_suggest`](crate::validate_and_suggest) after its check.
// Inlined: a valid input costs a clear and a branch.
#[inline(always)]
pub(crate) fn with_fix(
    input: &str,
    dialect: &'static Dialect,
    checked: Result<(), ParseError>,
    out: &mut String,
) -> Result<(), ParseError> {
    out.clear();
    if let Err(e) = &checked
        && !fix::suggest_after(input, dialect, Some(e.failure_in(input)), true, out)
    {
        out.clear();
    }
    checked
}

/// [`write_suggestion`] for a reference of `grammar`, read as
/// [`diagnose_reference`] reads it: [`Diagnosis::suggestion`] of that
/// diagnosis, without the findings.
///
/// ```
/// use urlbnf::{Grammar, report::write_reference_suggestion};
/// let mut out = String::new();
/// assert!(write_reference_suggestion("../a b", Grammar::Rfc3986, &mut out));
/// assert_eq!(out, "../a%20b");
/// assert!(!write_reference_suggestion("../a", Grammar::Rfc3986, &mut out)); // valid
/// ```
pub fn write_reference_suggestion(input: &str, grammar: Grammar, out: &mut String) -> bool {
    fix::suggest_after(input, grammar.dialect().reading(true), None, false, out)
}

/// [`diagnose`], listing at most `max` findings (the rest are counted).
pub(crate) fn diagnose_at_most(input: &str, grammar: Grammar, max: usize) -> Diagnosis<'_> {
    diagnose_in(input, grammar.dialect(), max)
}

/// [`diagnose_at_most`] with the grammar read as `dialect` says: its URLs,
/// or its references ([`Dialect::reading`]).
fn diagnose_in<'a>(input: &'a str, dialect: &'static Dialect, max: usize) -> Diagnosis<'a> {
    crate::core::work::step(input.len());
    let grammar = dialect.grammar();
    let result = if dialect.is_reference {
        // A valid reference is a URL when it has a scheme; the parse into
        // one runs only then.
        (dialect.validate)(input)
            .map(|()| AnyUrl::parse(input, grammar).ok())
            .map_err(|e| e.failure_in(input))
    } else {
        AnyUrl::parse(input, grammar)
            .map(Some)
            .map_err(|e| e.failure_in(input))
    };
    let (diagnostics, omitted, suggestion) = match &result {
        Ok(Some(url)) => {
            let (warnings, omitted) = lint::warnings(input, url, max);
            (warnings, omitted, None)
        }
        Ok(None) => {
            let (warnings, omitted) = lint::reference_warnings(input, dialect, max);
            (warnings, omitted, None)
        }
        Err(e) => {
            let (errors, omitted) = errors(input, dialect, *e, max);
            // The error of the input's own parse: the fix's check may read on
            // from it.
            (
                errors,
                omitted,
                fix::suggest(input, dialect, Some(*e), true),
            )
        }
    };
    Diagnosis {
        input,
        grammar,
        reference: dialect.is_reference,
        result,
        diagnostics,
        omitted,
        suggestion,
    }
}

/// The drawing of error `e` for [`ErrorReport`](crate::ErrorReport): the
/// diagnosis of its input when that starts with `e` (a URL that failed),
/// else `e` alone (a part that is not a URL, such as a partial form that
/// `resolve` refused).
pub(crate) fn drawn_error(e: &Failure<'_>) -> render::Drawn {
    let d = diagnose(e.input(), e.grammar());
    if d.result.as_ref().err() == Some(e) {
        return render::drawn(&d, "…", 80);
    }
    let whole = text::Whole::new(e.input(), e.grammar().dialect());
    let alone = Diagnosis {
        input: e.input(),
        grammar: e.grammar(),
        reference: false,
        result: Err(*e),
        diagnostics: vec![text::from_parse_error(&whole, *e, None)],
        omitted: 0,
        suggestion: None,
    };
    render::drawn(&alone, "…", 80)
}

/// The parser's error first, then every other error the scan finds, in
/// input order.
fn errors(
    input: &str,
    dialect: &'static Dialect,
    first: Failure,
    max: usize,
) -> (Vec<Finding>, usize) {
    let component = component(input, dialect, first);
    let whole = text::Whole::new(input, dialect);
    let mut out = Vec::with_capacity(4);
    out.push(text::from_parse_error(&whole, first, component));
    // A character outside the grammar that cut a component short is the
    // primary error; what the component, as cut, lacks follows it: the
    // failure of the input up to that character, when it lies before it
    // and is more than "ends too early". Not for a cut `login` (without its
    // `@`, `u:p` would read as a host and an empty port) nor a cut `url:`
    // scheme (`url:HT` is no scheme of `url`, `url:HTTP` is).
    if first.kind() == ErrorKind::CharOutsideGrammar
        && first.production() != "login"
        && let Err(cut) = (dialect.validate)(&input[..first.offset()])
            .map_err(|e| e.failure_in(&input[..first.offset()]))
        && !matches!(
            cut.kind(),
            ErrorKind::UnexpectedEnd | ErrorKind::PrefixedUrlScheme
        )
        && cut.offset() < first.offset()
    {
        let component = self::component(&input[..first.offset()], dialect, cut);
        out.push(text::from_parse_error(&whole, cut, component));
    }
    // One more than room is left for: the parser's place is skipped.
    let (found, mut omitted) = sweep::faults(input, dialect, max.saturating_sub(out.len()) + 1);
    for f in found {
        if f.offset() == first.offset() {
            continue; // the parser already reported this place, with its production
        }
        if out.len() < max {
            out.push(text::from_parse_error(&whole, f, None));
        } else {
            omitted += 1;
        }
    }
    (out, omitted)
}

/// The component (production, start offset) the parser's failure lies in:
/// found by running the grammar once more over a [`Traced`] input, which
/// logs what the productions' `map_err`s note on the way out.
fn component(
    input: &str,
    dialect: &'static Dialect,
    first: Failure,
) -> Option<(&'static str, usize)> {
    // Room for the tags of most runs at once, so that the run does not
    // grow the vector (docs/performance.md, "A finding's text").
    let tags = RefCell::new(Vec::with_capacity(8));
    let Err(f) = (dialect.traced)(input, &tags) else {
        return None;
    };
    if f.into_public(input, dialect) != first {
        return None; // cannot happen: same grammar code, same input
    }
    let (name, start_rest) = Tag::find(&tags.borrow(), &f)?;
    Some((name, input.len() - start_rest))
}

impl<'a> Diagnosis<'a> {
    /// The input.
    ///
    /// ```
    /// assert_eq!(urlbnf::diagnose("x:y", urlbnf::Grammar::Rfc1738).input(), "x:y");
    /// ```
    pub fn input(&self) -> &'a str {
        self.input
    }

    /// The grammar it was checked against.
    ///
    /// ```
    /// let d = urlbnf::diagnose("x:y", urlbnf::Grammar::Rfc1738);
    /// assert_eq!(d.grammar(), urlbnf::Grammar::Rfc1738);
    /// ```
    pub fn grammar(&self) -> Grammar {
        self.grammar
    }

    /// Whether the input is a URL of the grammar (warnings do not count).
    ///
    /// ```
    /// assert!(urlbnf::diagnose("HTTP://h/", urlbnf::Grammar::Rfc1738).is_valid());
    /// ```
    pub fn is_valid(&self) -> bool {
        self.result.is_ok()
    }

    /// The URL, for a valid input that is one: what [`parse`](crate::parse)
    /// returns. `None` for an invalid input, and for a valid relative
    /// reference ([`diagnose_reference`]).
    ///
    /// ```
    /// use urlbnf::{diagnose, diagnose_reference, Grammar};
    /// let url = diagnose("http://h:81/", Grammar::Rfc1738).url().unwrap().port().unwrap().value();
    /// assert_eq!(url, Ok(81));
    /// assert!(diagnose("http://h/%as", Grammar::Rfc1738).url().is_none());
    /// assert!(diagnose_reference("../x", Grammar::Rfc3986).url().is_none());
    /// ```
    pub fn url(&self) -> Option<&AnyUrl<'a>> {
        self.result.as_ref().ok()?.as_ref()
    }

    /// The first error, for an invalid input: what [`validate`](crate::validate)
    /// returns (built on each call, with a copy of the input).
    ///
    /// ```
    /// let d = urlbnf::diagnose("http://h/%as", urlbnf::Grammar::Rfc1738);
    /// assert_eq!(d.error().unwrap().offset(), 9);
    /// assert!(urlbnf::diagnose("http://h/", urlbnf::Grammar::Rfc1738).error().is_none());
    /// ```
    pub fn error(&self) -> Option<ParseError> {
        self.result.as_ref().err().map(|e| e.owned())
    }

    /// The derivation tree of a valid input: the URL's, or for a valid
    /// relative reference, the reference's where the grammar has a
    /// production for it (not RFC 1630's partial forms). `None` for an
    /// invalid input.
    ///
    /// ```
    /// use urlbnf::{diagnose_reference, Grammar};
    /// let tree = diagnose_reference("../g?q", Grammar::Rfc3986).tree().unwrap();
    /// assert!(tree.starts_with("relative-ref"));
    /// assert!(diagnose_reference("../g", Grammar::Rfc1630).tree().is_none());
    /// ```
    pub fn tree(&self) -> Option<String> {
        match &self.result {
            Ok(Some(url)) => Some(url.tree().to_string()),
            Ok(None) => crate::registry::reference_tree(self.input, self.grammar),
            Err(_) => None,
        }
    }

    /// Whether the input was read as a reference ([`diagnose_reference`])
    /// rather than as a URL.
    ///
    /// ```
    /// use urlbnf::{diagnose, diagnose_reference, Grammar};
    /// assert!(diagnose_reference("a", Grammar::Rfc3986).is_reference());
    /// assert!(!diagnose("a:b", Grammar::Rfc3986).is_reference());
    /// ```
    pub fn is_reference(&self) -> bool {
        self.reference
    }

    /// The errors (parser's first, then the rest in input order), or for a
    /// valid URL the warnings.
    ///
    /// ```
    /// let d = urlbnf::diagnose("http://h/a b c", urlbnf::Grammar::Rfc1738);
    /// assert_eq!(d.findings().len(), 2);
    /// ```
    pub fn findings(&self) -> &[Finding] {
        &self.diagnostics
    }

    /// Whether any diagnostic is a warning.
    ///
    /// ```
    /// assert!(urlbnf::diagnose("htp://h/", urlbnf::Grammar::Rfc1738).has_warnings());
    /// assert!(!urlbnf::diagnose("http://h/", urlbnf::Grammar::Rfc1738).has_warnings());
    /// ```
    pub fn has_warnings(&self) -> bool {
        self.diagnostics
            .iter()
            .any(|d| d.severity() == Severity::Warning)
    }

    /// How many further errors (or warnings) were found but not listed:
    /// at most 1000 are listed for one input.
    ///
    /// ```
    /// let input = format!("x:{}", " ".repeat(2000));
    /// let d = urlbnf::diagnose(&input, urlbnf::Grammar::Rfc1738);
    /// assert_eq!(d.findings().len() + d.omitted(), 2000);
    /// ```
    pub fn omitted(&self) -> usize {
        self.omitted
    }

    /// The input with every mechanical fix applied (escaping characters
    /// outside the grammar, `%` as `%25`, `/` before a bare `?`, ...), if
    /// that makes it valid.
    ///
    /// ```
    /// let d = urlbnf::diagnose("http://host?q=a b", urlbnf::Grammar::Rfc1738);
    /// assert_eq!(d.suggestion(), Some("http://host/?q=a%20b"));
    /// assert_eq!(urlbnf::diagnose("http://h_h/", urlbnf::Grammar::Rfc1738).suggestion(), None);
    /// ```
    pub fn suggestion(&self) -> Option<&str> {
        self.suggestion.as_deref()
    }

    /// The report as text, drawn by miette's graphical handler at `width`
    /// columns; empty for a valid URL without warnings. Needs the `render`
    /// feature (on by default).
    ///
    /// ```
    /// let d = urlbnf::diagnose("http://h/%as", urlbnf::Grammar::Rfc1738);
    /// let text = d.render(urlbnf::Style::Ascii, 80);
    /// assert!(text.starts_with("urlbnf::escape::bad-hex"));
    /// assert!(text.contains("http://h/%as"));
    /// ```
    #[cfg(feature = "render")]
    pub fn render(&self, style: Style, width: usize) -> String {
        render::render(self, style, width)
    }
}

/// `s` as reports show it: printable ASCII as itself; tab, CR and LF as
/// `\t`, `\r`, `\n`; every other character as `\u{..}`. Safe to print on
/// any terminal, and one column per byte.
///
/// ```
/// assert_eq!(urlbnf::report::printable("a\tb\u{202e}é"), "a\\tb\\u{202e}\\u{e9}");
/// ```
pub fn printable(s: &str) -> String {
    show::show(s)
}

/// Line and column (1-based, in characters) of byte `offset` of `input`, as
/// an editor counts them. `offset` is clamped to the input.
///
/// ```
/// assert_eq!(urlbnf::report::line_column("ab\ncdé!", 7), (2, 4));
/// assert_eq!(urlbnf::report::line_column("é", 1), (1, 1)); // inside a character: its start
/// ```
pub fn line_column(input: &str, offset: usize) -> (usize, usize) {
    let mut offset = offset.min(input.len());
    while !input.is_char_boundary(offset) {
        offset -= 1;
    }
    // nom_locate's span counts lines and characters as an editor does
    // (`\n` ends a line; a column counts chars): the grammars need no
    // line numbers, the reports do, and only here.
    let at = nom::Input::take_from(&nom_locate::LocatedSpan::new(input), offset);
    (at.location_line() as usize, at.get_utf8_column())
}

#[cfg(test)]
mod tests {
    /// `line_column` against counting by hand, at every byte offset
    /// (inside a character included) and past the end.
    #[test]
    fn line_column_counts_as_an_editor() {
        for input in [
            "",
            "a",
            "ab\ncdé!",
            "\n\n",
            "é\r\nx\u{1F600}y\n",
            "x\n\u{202e}",
        ] {
            for offset in 0..=input.len() + 2 {
                let mut at = offset.min(input.len());
                while !input.is_char_boundary(at) {
                    at -= 1;
                }
                let before = &input[..at];
                let line = before.matches('\n').count() + 1;
                let column = before.rsplit('\n').next().unwrap_or("").chars().count() + 1;
                assert_eq!(
                    super::line_column(input, offset),
                    (line, column),
                    "{input:?} {offset}"
                );
            }
        }
    }
}
