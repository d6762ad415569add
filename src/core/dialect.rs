//! What varies between the grammars, as a value: one [`Dialect`] per
//! grammar, defined in the grammar's own module (`rfc1738::DIALECT`,
//! `rfc1630::DIALECT`, `rfc3986::DIALECT`, `rfc3987::DIALECT`) and looked
//! up with `Grammar::dialect`. The layers above read these fields instead
//! of matching on [`Grammar`]; a grammar is a module of its own and one
//! more `Dialect`.

use std::cell::RefCell;

use crate::core::failure::{ErrorKind, Expected, Fail, Failure, Kind, KindByte, ParseError, Place};
use crate::core::grammar::Grammar;
use crate::core::input::Tag;
use crate::core::located::MAX_PARSED_LEN;
use crate::core::table::Table;
use crate::core::wording::{Wording, WordingOf};

/// One grammar's entry points and the facts about it that the services and
/// the reports need.
pub(crate) struct Dialect {
    /// The grammar and what its messages say their own way.
    pub(crate) wording: &'static Wording,
    /// Every character some production contains (`%` as the start of an
    /// escape): a character outside is reported as outside the grammar.
    pub(crate) chars: Table,
    /// The grammar that is this one with the characters beyond ASCII it
    /// lacks (RFC 3987 for RFC 3986): a report of such a character says
    /// whether the whole input is valid there.
    pub(crate) wider: Option<Grammar>,
    /// Whether a non-ASCII character occurs in some production (RFC 3987's
    /// `ucschar` and `iprivate`); no other grammar has one.
    pub(crate) wide: fn(char) -> bool,
    /// [`Dialect::chars`] without `%`: the bytes the full-input sweep passes
    /// over sixteen at a time.
    pub(crate) unescaped: Table,
    /// The characters whose escapes the normal form decodes.
    pub(crate) decoded: Table,
    /// A scheme name that prefixes a whole URL, as RFC 1630's `url:`.
    pub(crate) prefix: Option<&'static str>,
    /// Whether `file:` has a production of its own (RFC 1738 only).
    pub(crate) has_file: bool,
    /// Schemes with a production of their own beyond those [`Scheme`]
    /// names (`crate::core::scheme::Scheme`), lower case.
    pub(crate) extra_schemes: &'static [&'static str],
    /// Whether `scan` finds a URI of any scheme between double quotes
    /// (RFC 3986's Appendix C), besides those written with `//` and the
    /// schemes it knows.
    pub(crate) quoted: bool,
    /// The same grammar read from its rule for references (`URI-reference`,
    /// RFC 1630's partial forms as well as its URLs): what `--reference`
    /// checks with. `None` for a grammar whose URLs are all absolute, and
    /// for a reading of references itself.
    pub(crate) reference: Option<&'static Dialect>,
    /// Whether this is a grammar's reading of references
    /// ([`Dialect::reference`]), not of URLs.
    pub(crate) is_reference: bool,
    /// The fast path: the first failure, allocation-free.
    pub(crate) validate: fn(&str) -> Result<(), ParseError>,
    /// What `text` is, read on from byte `at` only: `text` is an input
    /// that failed at `at` in `production` (as its failure names it), with
    /// escapes written from `at` on where the fault was (a fix's check),
    /// so that the bytes before `at` read as they did.
    pub(crate) read_on: fn(text: &str, at: usize, production: &str) -> ReadOn,
    /// The same run with every production's exit recorded in `tags`, for
    /// the report's component labels.
    pub(crate) traced: fn(&str, &RefCell<Vec<Tag>>) -> Result<(), Fail>,
    /// The name of the URL production that the scheme of `input` selects.
    pub(crate) url_production: fn(&str) -> &'static str,
    /// The link to the RFC text behind an error at `site`.
    pub(crate) section: fn(&Site<'_>) -> &'static str,
    /// Whether the warnings about a URL's password and port apply (they
    /// are catalogued for RFC 1738's logins).
    pub(crate) lints_login: bool,
}

/// What [`Dialect::read_on`] finds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ReadOn {
    /// The text is valid.
    Valid,
    /// The escape at `at` is refused: the text fails there, where no
    /// escape can stand.
    Refused,
    /// Not known without checking the whole text.
    Unread,
}

/// [`Dialect::read_on`] of a dialect that checks a text whole only.
pub(crate) fn whole_only(_: &str, _: usize, _: &str) -> ReadOn {
    ReadOn::Unread
}

/// [`Dialect::wide`] of a grammar with no character beyond ASCII.
pub(crate) fn ascii_only(_: char) -> bool {
    false
}

/// Where an error lies, for [`Dialect::section`].
pub(crate) struct Site<'a> {
    pub(crate) kind: ErrorKind,
    /// The production that failed.
    pub(crate) production: &'a str,
    /// The component the failure lies in, if known.
    pub(crate) component: Option<&'a str>,
    /// The scheme name as written.
    pub(crate) scheme: &'a str,
    /// The URL production the scheme selects.
    pub(crate) url_production: &'a str,
}

impl Dialect {
    /// The grammar this dialect is.
    #[inline]
    pub(crate) fn grammar(&self) -> Grammar {
        self.wording.grammar
    }

    /// Whether `c` occurs in some production.
    /// This grammar read from its rule for references when `reference`,
    /// else from its rule for URLs. A grammar without relative references
    /// reads its URLs either way: they are all its references.
    #[inline]
    pub(crate) fn reading(&'static self, reference: bool) -> &'static Dialect {
        match (reference, self.reference) {
            (true, Some(r)) => r,
            _ => self,
        }
    }

    #[inline]
    pub(crate) fn contains(&self, c: char) -> bool {
        if c.is_ascii() {
            self.chars.has(c as u8)
        } else {
            (self.wide)(c)
        }
    }
}

/// `parse`'s refusal of an input longer than a parsed value's offsets
/// can hold ([`MAX_PARSED_LEN`]); `None` for every other input.
#[inline]
pub(crate) fn too_long(input: &str, dialect: &Dialect) -> Option<ParseError> {
    (input.len() > MAX_PARSED_LEN).then(|| {
        Fail::new(input.len(), 0, "url", Kind::InputTooLong, Expected::NONE)
            .into_public(input, dialect)
            .detached()
    })
}

/// The public error of a failed run of `dialect` over `input`.
#[inline] // with `Fail::into_public`: see there
pub(crate) fn public_error<'i>(
    e: nom::Err<Fail>,
    input: &'i str,
    dialect: &Dialect,
) -> Failure<'i> {
    match e {
        nom::Err::Error(f) | nom::Err::Failure(f) => f.into_public(input, dialect),
        // Every production reads complete input; none returns `Incomplete`.
        nom::Err::Incomplete(_) => Fail::new(0, 0, "url", ErrorKind::UnexpectedEnd, Expected::NONE)
            .into_public(input, dialect),
    }
}

impl Fail {
    /// The public error for `input` of a failure whose kind is already
    /// the public one (a character outside the grammar told from one out
    /// of place by its maker): [`Fail::into_public`] without that check.
    #[inline(always)]
    pub(crate) fn placed<'i>(self, input: &'i str, dialect: &Dialect) -> Failure<'i> {
        Failure {
            input,
            place: Place {
                wording: WordingOf(dialect.wording),
                offset: input.len() - self.rest,
                len: self.len,
                production: self.production,
                kind: KindByte::of(self.kind),
                expected: self.expected,
            },
        }
    }

    /// The public error for `input`, a candidate URL of `grammar`. An
    /// unexpected character that the grammar contains nowhere becomes
    /// [`ErrorKind::CharOutsideGrammar`].
    // Not `#[cold]`: every invalid input takes this path once, and inlined
    // into `validate` it is cheaper (docs/performance.md, `into_public`).
    #[inline]
    pub(crate) fn into_public<'i>(self, input: &'i str, dialect: &Dialect) -> Failure<'i> {
        let offset = input.len() - self.rest;
        // A failure lies on a char boundary. An ASCII byte there decides
        // alone: no decoding, and no branch on it. Only a non-ASCII one is
        // decoded, for the one grammar that has some (`wide`). Nothing here
        // may panic, so a caller that drops the error lets the compiler
        // drop all of it.
        let outside = self.kind == Kind::UnexpectedChar
            && input.as_bytes().get(offset).is_some_and(|&b| {
                if b.is_ascii() {
                    !dialect.chars.has(b)
                } else {
                    !input
                        .get(offset..)
                        .and_then(|s| s.chars().next())
                        .is_some_and(dialect.wide)
                }
            });
        Failure {
            input,
            place: Place {
                wording: WordingOf(dialect.wording),
                offset,
                len: self.len,
                production: self.production,
                kind: KindByte::of(if outside {
                    Kind::CharOutsideGrammar
                } else {
                    self.kind
                }),
                expected: self.expected,
            },
        }
    }
}
