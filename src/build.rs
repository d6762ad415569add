//! What the builders of both dialects share ([`crate::rfc1738::build`],
//! [`crate::rfc1630::build`]): the error type, what a `news:` URL names,
//! and the percent-encoder.

use std::fmt;

use crate::core::failure::ParseError;
use crate::core::input::PResult;
use crate::core::table::Table;
use crate::parts::{FormCode, FtpType};

/// Why a builder refused its values: something the grammar cannot express.
/// One type for both dialects (`urlbnf::rfc1738::build::BuildError` and
/// `urlbnf::rfc1630::build::BuildError` are the same); each message names
/// the rule that cannot hold the value.
///
/// ```
/// use urlbnf::rfc1738::build::{BuildError, Http};
/// let err = Http::new("my_host").build().unwrap_err();
/// assert!(matches!(err, BuildError::Host { .. }));
/// assert_eq!(err.to_string(), "`my_host` is not a host: `_` is not allowed in a host name (letters, digits, `-` and `.` only)");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum BuildError {
    /// The host is neither a `hostname` nor a `hostnumber`, or would be
    /// read as something else where it stands.
    Host {
        /// The host as given.
        host: String,
        /// Why, in plain words.
        reason: String,
    },
    /// A news or nntp group that is not a `group`.
    Group {
        /// The group as given.
        group: String,
        /// Why, in plain words.
        reason: &'static str,
    },
    /// A gopher selector, search or `gopher+` string without a gopher type:
    /// the type comes first (`gtype selector`).
    GopherWithoutType,
    /// A TAB in a gopher selector or search: `%09` ends each of them
    /// (RFC 1738 section 3.4), so the part cannot contain one.
    GopherTab(&'static str),
    /// A mailto URL with an empty address (`encoded822addr = 1*xchar`;
    /// RFC 1630: `xalphas @ hostname`).
    EmptyMailto,
    /// A news article whose part before `@` is empty
    /// (`article = 1*[ ... ] "@" host`).
    EmptyArticle,
    /// A telnet URL with a non-empty path: the rule (quoted) has none.
    TelnetPath {
        /// The dialect's `telnet` rule.
        rule: &'static str,
    },
    /// A part that its rule (quoted) makes non-empty, given empty.
    Empty {
        /// Which part.
        part: &'static str,
        /// The rule, as the grammar file has it.
        rule: &'static str,
    },
    /// A part that its rule (quoted) requires, not given.
    Missing {
        /// Which part.
        part: &'static str,
        /// The rule, as the grammar file has it.
        rule: &'static str,
    },
    /// An empty RFC 1630 path segment before the last: `path  void |
    /// segment [ / path ]`, and a `segment` is never empty (no `//`, no
    /// leading `/`).
    EmptySegment,
    /// An RFC 1630 user or password that is not `alphanum2`s: it has no
    /// escapes, so nothing else can be encoded into it.
    Login {
        /// `user` or `password`.
        part: &'static str,
        /// The value as given.
        value: Vec<u8>,
    },
    /// A scheme the generic RFC 1630 builder cannot write.
    Scheme {
        /// The scheme as given.
        scheme: String,
        /// Why, in plain words.
        reason: &'static str,
    },
    /// RFC 1630 prospero attributes that are not letters and digits.
    Attributes(String),
    /// An RFC 1630 ftp type `L` whose byte size is not digits.
    ByteSize(String),
    /// An ftp type the grammar cannot write (RFC 1738 has no EBCDIC, form
    /// codes or byte size; RFC 1630 no directory type).
    FtpType {
        /// The type as RFC 1630 writes it, or `d`.
        ftp_type: String,
        /// The grammar's `ftptype` rule.
        rule: &'static str,
    },
    /// A URL the builder wrote that its grammar rejects: a fault in this
    /// crate (the builders are tested against the parsers), reported
    /// instead of returned.
    Invalid(ParseError),
}

/// The builder's text as the dialect's `UrlBuf`, parsed, so that a
/// builder never hands out an invalid URL.
pub(crate) fn checked<U>(text: Result<String, BuildError>) -> Result<U, BuildError>
where
    U: TryFrom<String, Error = ParseError>,
{
    U::try_from(text?).map_err(BuildError::Invalid)
}

/// The text of an ftp type after `;type=`, as RFC 1630 writes it (upper
/// case, with the form code or the digits), and RFC 1738's `d`.
pub(crate) fn ftp_type_text(t: FtpType<'_>) -> String {
    let form = |f: Option<FormCode>| f.map(FormCode::code);
    let mut out = String::new();
    match t {
        FtpType::Ascii(f) => out.extend(['A'].into_iter().chain(form(f))),
        FtpType::Ebcdic(f) => out.extend(['E'].into_iter().chain(form(f))),
        FtpType::Image => out.push('I'),
        FtpType::Directory => out.push('d'),
        FtpType::Local(n) => {
            out.push('L');
            out.push_str(n.as_str());
        }
    }
    out
}

/// ```
/// let err = urlbnf::rfc1738::build::Mailto::new("").build().unwrap_err();
/// assert_eq!(err.to_string(), "a mailto URL needs a non-empty address");
/// ```
impl fmt::Display for BuildError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BuildError::Host { host, reason } => write!(f, "`{host}` is not a host: {reason}"),
            BuildError::Group { group, reason } => {
                write!(f, "`{group}` is not a news group: {reason}")
            }
            BuildError::GopherWithoutType => f.write_str(
                "a gopher selector, search or gopher+ string needs a gopher type before it",
            ),
            BuildError::GopherTab(part) => write!(
                f,
                "a gopher {part} cannot contain a TAB: `%09` ends the {part} (RFC 1738 section 3.4)"
            ),
            BuildError::EmptyMailto => f.write_str("a mailto URL needs a non-empty address"),
            BuildError::EmptyArticle => {
                f.write_str("a news article needs text before `@` (a message id)")
            }
            BuildError::TelnetPath { rule } => {
                write!(f, "a telnet URL has no path: `{rule}`")
            }
            BuildError::Empty { part, rule } => write!(f, "the {part} cannot be empty: `{rule}`"),
            BuildError::Missing { part, rule } => write!(f, "the {part} is missing: `{rule}`"),
            BuildError::EmptySegment => f.write_str(
                "only the last path segment can be empty: `path  void | segment [ / path ]` (a `segment` is one or more `xpalpha`)",
            ),
            BuildError::Login { part, value } => write!(
                f,
                "`{}` cannot be a {part}: `{part}  alphanum2 [ {part} ]` (one or more letters, digits, `-`, `_`, `.` or `+`; no escapes)",
                value.escape_ascii()
            ),
            BuildError::Scheme { scheme, reason } => {
                write!(f, "`{scheme}` cannot be the scheme of a generic URL: {reason}")
            }
            BuildError::Attributes(a) => write!(
                f,
                "`{a}` cannot be prospero attributes: `attribute  alphanums`, and the first must be a letter (a digit would be read as part of the version)"
            ),
            BuildError::ByteSize(s) => {
                write!(f, "`{s}` is not a byte size: `L digits`")
            }
            BuildError::Invalid(e) => write!(f, "the builder wrote an invalid URL: {e}"),
            BuildError::FtpType { ftp_type, rule } => {
                write!(f, "`;type={ftp_type}` cannot be written in this grammar: `{rule}`")
            }
        }
    }
}

impl std::error::Error for BuildError {}

/// What a `news:` URL names, for the `News` builders of both dialects.
///
/// ```
/// use urlbnf::rfc1738::build::{News, NewsPart};
/// assert_eq!(News::new(NewsPart::All).build()?, "news:*");
/// # Ok::<(), urlbnf::rfc1738::build::BuildError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NewsPart {
    /// `*`: all groups.
    All,
    /// A group name (not encoded: a group is written as it is).
    Group(String),
    /// An article: the message id's part before `@` (raw), and the host.
    Article(Vec<u8>, String),
}

/// Appends `raw`, every byte outside `keep` (and `%`) as an escape.
pub(crate) fn encode(out: &mut String, raw: &[u8], keep: &Table) {
    for &b in raw {
        if b != b'%' && keep.has(b) {
            out.push(char::from(b));
        } else {
            escape(out, b);
        }
    }
}

/// Appends `b` as `%XX`.
fn escape(out: &mut String, b: u8) {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    out.push('%');
    out.push(char::from(HEX[usize::from(b >> 4)]));
    out.push(char::from(HEX[usize::from(b & 15)]));
}

/// Appends `segments`, each encoded for `keep`, joined with `/`.
pub(crate) fn join(out: &mut String, segments: &[Vec<u8>], keep: &Table) {
    for (k, s) in segments.iter().enumerate() {
        if k > 0 {
            out.push('/');
        }
        encode(out, s, keep);
    }
}

/// Appends `raw` for a rule of non-empty pieces separated by `sep` (RFC
/// 1630's `path` with `/`, RFC 822's `local-part` and `domain` with `.`):
/// other bytes as [`encode`] does, and `sep` written as itself only where
/// the rule allows it, after a non-empty piece (and, unless `trailing`,
/// before another one), else as an escape. Decoding gives `raw` back
/// either way.
pub(crate) fn encode_pieces(out: &mut String, raw: &[u8], keep: &Table, sep: u8, trailing: bool) {
    let mut piece = false;
    for (k, &b) in raw.iter().enumerate() {
        if b == sep && piece && (trailing || k + 1 < raw.len()) {
            out.push(char::from(b));
            piece = false;
        } else {
            encode(out, &[b], keep);
            piece = true;
        }
    }
}

/// Checks that `host` is a whole `host` of its dialect: first each
/// character against the dialect's host characters (`allowed`, described
/// in `described`), then the production itself (`is_not` says what the
/// host then is not).
pub(crate) fn check_host<'a, O>(
    host: &'a str,
    allowed: &Table,
    described: &str,
    is_not: &str,
    production: impl FnOnce(&'a str) -> PResult<&'a str, O>,
) -> Result<(), BuildError> {
    let refuse = |reason: String| {
        Err(BuildError::Host {
            host: host.to_string(),
            reason,
        })
    };
    if let Some(c) = host
        .chars()
        .find(|&c| !(c.is_ascii() && allowed.has(c as u8)))
    {
        let shown = if c.is_ascii_graphic() {
            format!("`{c}`")
        } else {
            format!("{c:?}")
        };
        return refuse(format!(
            "{shown} is not allowed in a host name ({described})"
        ));
    }
    match production(host) {
        Ok(("", _)) => Ok(()),
        Ok((rest, _)) => refuse(format!(
            "it is {is_not} (stops at byte {})",
            host.len() - rest.len()
        )),
        Err(nom::Err::Error(e) | nom::Err::Failure(e)) if host.len() > e.rest => refuse(format!(
            "it is {is_not} (at byte {}: {})",
            host.len() - e.rest,
            e.kind.message()
        )),
        Err(nom::Err::Error(e) | nom::Err::Failure(e)) => {
            refuse(format!("it is {is_not} ({})", e.kind.message()))
        }
        Err(nom::Err::Incomplete(_)) => refuse("it is empty".into()),
    }
}

/// Appends `host` (checked by the dialect's `check`) and the port.
pub(crate) fn hostport(
    out: &mut String,
    host: &str,
    port: Option<u16>,
    check: fn(&str) -> Result<(), BuildError>,
) -> Result<(), BuildError> {
    check(host)?;
    out.push_str(host);
    if let Some(p) = port {
        out.push(':');
        out.push_str(&p.to_string());
    }
    Ok(())
}

/// `file://`, the host if any (checked by the dialect's `check`), `/` and
/// the segments, each encoded for `keep`: RFC 1738's `fileurl`, and the
/// generic RFC 1630 URI that a `file:` URL is.
pub(crate) fn file(
    host: Option<&str>,
    segments: Option<&[Vec<u8>]>,
    keep: &Table,
    check: fn(&str) -> Result<(), BuildError>,
) -> Result<String, BuildError> {
    let mut out = String::from("file://");
    if let Some(h) = host {
        check(h)?;
        out.push_str(h);
    }
    out.push('/');
    join(&mut out, segments.unwrap_or_default(), keep);
    Ok(out)
}
