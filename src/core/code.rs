//! The stable codes of diagnostics, defined once here in the lowest layer
//! that emits them: the grammars' error kinds ([`ErrorKind::code`]) and the
//! warnings, the scan's among them. The reports, the command, the editor
//! server and the Python package read them as values; configurations name
//! them by their text, which never changes.

use std::fmt;

use miette::Severity;

use crate::core::failure::ErrorKind;

/// What a warning is about. Each kind has a stable [`code`](WarningKind::code).
///
/// ```
/// use urlbnf::{diagnose, Grammar, WarningKind, Code};
/// let d = diagnose("gopher://host:25/", Grammar::Rfc1738);
/// assert_eq!(d.findings()[0].code(), Code::Warning(WarningKind::PortOfOtherProtocol));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum WarningKind {
    /// The scheme name has upper-case letters (valid: RFC 1738 §2.1 asks
    /// interpreters to ignore case, but the BNF writes schemes in lower case).
    UppercaseScheme,
    /// The URL carries a password in clear text (RFC 1738 section 6).
    Password,
    /// `%0D` or `%0A` (carriage return, line feed) in the URL: a client that
    /// decodes it may send an extra protocol command (RFC 1738 section 6).
    EncodedNewline,
    /// A scheme RFC 1738 does not define, one or two edits away from one it
    /// does (`htp`, `gohper`).
    SchemeTypo,
    /// A port that is not the scheme's default but the well-known port of
    /// another protocol (RFC 1738 section 6: a gopher URL aimed at SMTP's port 25).
    PortOfOtherProtocol,
    /// A URL that `scan` found broken across lines right after a `-`: RFC
    /// 1738's appendix says "the hyphen may or may not actually be part of
    /// the URL". In [`Found::diagnose`](crate::scan::Found::diagnose) only;
    /// a note (not a warning) when exactly one reading is valid.
    HyphenBreak,
    /// A bracketed URL that `scan` found with whitespace inside a line, which
    /// it removed as for a line break. In
    /// [`Found::diagnose`](crate::scan::Found::diagnose) only.
    SpaceInLine,
    /// RFC 3986: a registered name that some resolvers read as an IPv4
    /// address (`127.1`, `0x7f.0.0.1`, `010.0.0.1`): section 7.4.
    Ipv4LikeName,
    /// RFC 3986: a percent-encoded delimiter in a registered name
    /// (`a%2Fb`, `a%40b`), which a resolver that decodes it reads as
    /// another host or another authority.
    EncodedDelimiterInHost,
}

impl WarningKind {
    /// The RFC text behind the warning, in every grammar: RFC 1738's
    /// section on scheme names (2.1), on new schemes (4), or its security
    /// considerations (6).
    pub(crate) fn rfc_link(self) -> &'static str {
        match self {
            WarningKind::UppercaseScheme => "https://www.rfc-editor.org/rfc/rfc1738#section-2.1",
            WarningKind::SchemeTypo => "https://www.rfc-editor.org/rfc/rfc1738#section-4",
            WarningKind::Ipv4LikeName => "https://www.rfc-editor.org/rfc/rfc3986#section-7.4",
            WarningKind::EncodedDelimiterInHost => {
                "https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2"
            }
            _ => "https://www.rfc-editor.org/rfc/rfc1738#section-6",
        }
    }

    /// Every warning kind, in documentation order.
    ///
    /// ```
    /// assert_eq!(urlbnf::WarningKind::ALL.len(), 9);
    /// ```
    pub const ALL: &'static [WarningKind] = &[
        WarningKind::UppercaseScheme,
        WarningKind::Password,
        WarningKind::EncodedNewline,
        WarningKind::SchemeTypo,
        WarningKind::PortOfOtherProtocol,
        WarningKind::HyphenBreak,
        WarningKind::SpaceInLine,
        WarningKind::Ipv4LikeName,
        WarningKind::EncodedDelimiterInHost,
    ];

    /// The stable code of this kind.
    ///
    /// ```
    /// assert_eq!(urlbnf::WarningKind::SchemeTypo.code(), "urlbnf::scheme::typo");
    /// ```
    pub const fn code(self) -> &'static str {
        match self {
            WarningKind::UppercaseScheme => "urlbnf::scheme::uppercase",
            WarningKind::Password => "urlbnf::login::password",
            WarningKind::EncodedNewline => "urlbnf::escape::newline",
            WarningKind::SchemeTypo => "urlbnf::scheme::typo",
            WarningKind::PortOfOtherProtocol => "urlbnf::port::other-protocol",
            WarningKind::HyphenBreak => "urlbnf::scan::hyphen-break",
            WarningKind::SpaceInLine => "urlbnf::scan::space-in-line",
            WarningKind::Ipv4LikeName => "urlbnf::host::ipv4-like-name",
            WarningKind::EncodedDelimiterInHost => "urlbnf::host::encoded-delimiter",
        }
    }
}

/// The stable code of a diagnostic: an error kind of the grammar or a
/// warning kind.
///
/// ```
/// use urlbnf::{Code, ErrorKind, WarningKind};
/// assert_eq!(Code::Error(ErrorKind::BadEscape).as_str(), "urlbnf::escape::bad-hex");
/// assert_eq!(Code::Warning(WarningKind::Password).as_str(), "urlbnf::login::password");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Code {
    /// The input is not a URL of the grammar.
    Error(ErrorKind),
    /// The input is valid, but risky or probably not what was meant.
    Warning(WarningKind),
}

impl Code {
    /// The code as text, such as `urlbnf::char::unsafe`.
    ///
    /// ```
    /// use urlbnf::{Code, ErrorKind};
    /// assert_eq!(Code::Error(ErrorKind::EmptyPort).as_str(), "urlbnf::port::empty");
    /// ```
    pub const fn as_str(self) -> &'static str {
        match self {
            Code::Error(k) => k.code(),
            Code::Warning(w) => w.code(),
        }
    }

    /// [`Severity::Error`] or [`Severity::Warning`].
    ///
    /// ```
    /// use urlbnf::{Code, Severity, WarningKind};
    /// assert_eq!(Code::Warning(WarningKind::UppercaseScheme).severity(), Severity::Warning);
    /// ```
    pub const fn severity(self) -> Severity {
        match self {
            Code::Error(_) => Severity::Error,
            Code::Warning(_) => Severity::Warning,
        }
    }
}

/// The stable code, as [`Code::as_str`] gives it.
///
/// ```
/// use urlbnf::{Code, ErrorKind};
/// assert_eq!(Code::Error(ErrorKind::BadEscape).to_string(), "urlbnf::escape::bad-hex");
/// ```
impl fmt::Display for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}
