//! The words of the report: messages that name the production, label texts
//! and help lines that quote the corrected text (`fix.rs`). Everything
//! quoted from the input goes through `show` (`show.rs`), so no control
//! character or bidirectional text reaches the terminal.

use std::ops::Range;

use crate::core::dialect::{Dialect, Site};
use crate::core::failure::{ErrorKind, Expected, Failure, Sentence};
use crate::core::scheme::SCHEME_CHARS;
use crate::core::scheme::Scheme;
use crate::report::fix::{escapable, first_segment_colon, local_fix, quoted, whole_fix};
use crate::report::show::{pct, show};
use crate::report::{Code, Finding, Label};

/// A component's production in plain words, where they differ.
fn component_words(production: &str) -> &str {
    match production {
        "user" => "user name",
        "hpath" | "fpath" | "ppath" | "urlpath" => "path",
        "ftptype" => "type code",
        "gtype" => "gopher type",
        "database" => "database name",
        "wtype" => "document type",
        "wpath" => "document path",
        "grouppart" | "groupart" => "group or article",
        "hsoname" => "name",
        "gcommand" => "gopher command",
        "fragmentid" => "fragment",
        "addr-spec" => "message id",
        "content-identifier" => "content id",
        "local-part" => "local part",
        "cellname" => "cell name",
        "digits" => "article number",
        "fieldspec" => "field",
        "encoded822addr" => "address",
        "schemepart" => "scheme-specific part",
        other => other,
    }
}

/// A character outside the grammar in words, for a help line.
fn described(c: char) -> String {
    match c {
        ' ' => "a space".to_string(),
        '\t' => "a tab".to_string(),
        '\r' => "a carriage return".to_string(),
        '\n' => "a line feed".to_string(),
        '`' => "a backquote".to_string(),
        _ if c.is_ascii_control() => format!("the control character U+{:04X}", c as u32),
        _ if c.is_ascii() => format!("`{c}`"),
        _ => format!("the non-ASCII character U+{:04X}", c as u32),
    }
}

/// The host of an IP-based URL, found textually (for a report on an input
/// the parser rejected): after `//` and any `user:password@`, up to `:`,
/// `/`, `?` or the end.
fn host_span(input: &str) -> Option<Range<usize>> {
    let scheme = crate::core::scheme::name_of(input)?;
    let start = scheme.len() + 1;
    if !input[start..].starts_with("//") || Scheme::from_name(scheme) == Scheme::File {
        return None;
    }
    let auth_start = start + 2;
    let auth_end = input[auth_start..]
        .find(['/', '?', '#'])
        .map_or(input.len(), |k| auth_start + k);
    let host_start = input[auth_start..auth_end]
        .rfind('@')
        .map_or(auth_start, |k| auth_start + k + 1);
    let host_end = input[host_start..auth_end]
        .find(':')
        .map_or(auth_end, |k| host_start + k);
    Some(host_start..host_end)
}

/// The `domainlabel` or `toplabel` around byte `at`.
fn label_around(input: &str, at: usize) -> Range<usize> {
    let is_label = |b: u8| b.is_ascii_alphanumeric() || b == b'-';
    let b = input.as_bytes();
    let mut start = at.min(b.len());
    while start > 0 && is_label(b[start - 1]) {
        start -= 1;
    }
    let mut end = at.min(b.len());
    while end < b.len() && is_label(b[end]) {
        end += 1;
    }
    start..end
}

/// Whether the URL production has no `login` (user and password), only a
/// `hostport`.
fn no_login(url_prod: &str) -> bool {
    matches!(
        url_prod,
        "httpurl" | "gopherurl" | "waisurl" | "nntpurl" | "prosperourl"
    )
}

fn no_login_help(url_prod: &str) -> String {
    format!(
        "this `{url_prod}` cannot have a user name or password: only `ftpurl`, `telneturl` and other IP-based URLs have a `login` (`user:password@`)"
    )
}

/// What the words of every diagnostic need to know about the whole input:
/// computed once per input, not once per error.
///
/// Each of these looks at a prefix of the input that may be as long as the
/// input itself (`host_span` scans to the end of an authority with no `/`,
/// `scheme_of` over a long run of scheme characters), and an input has up to
/// `MAX_ERRORS` (1000) diagnostics: computed per error, they would make
/// `diagnose` take time in the errors times the length.
pub(crate) struct Whole<'a> {
    input: &'a str,
    /// The grammar, read from its URLs or from its references.
    dialect: &'static Dialect,
    /// `crate::core::scheme::name_of(input)`, or empty.
    scheme: &'a str,
    url_prod: &'static str,
    host: Option<Range<usize>>,
    /// How many bytes the input starts with are scheme characters.
    scheme_chars: usize,
}

impl<'a> Whole<'a> {
    pub(crate) fn new(input: &'a str, dialect: &'static Dialect) -> Whole<'a> {
        Whole {
            input,
            dialect,
            scheme: crate::core::scheme::name_of(input).unwrap_or(""),
            url_prod: (dialect.url_production)(input),
            host: host_span(input),
            scheme_chars: input.bytes().take_while(|&b| SCHEME_CHARS.has(b)).count(),
        }
    }
}

/// The diagnostic for a parser or scan error, and the component (production
/// name, start offset) it lies in, if known.
pub(crate) fn from_parse_error(
    whole: &Whole<'_>,
    e: Failure,
    component: Option<(&'static str, usize)>,
) -> Finding {
    let (input, dialect) = (whole.input, whole.dialect);
    let grammar = dialect.grammar();
    let wording = dialect.wording;
    let span = e.span();
    let bad = &input[span.clone()];
    let first = bad.chars().next();
    let production = e.production();
    let expected = e.expected();
    let (scheme, url_prod) = (whole.scheme, whole.url_prod);
    let expected_label = |fallback: &str| {
        if expected.is_empty() {
            fallback.to_string()
        } else {
            let mut label = String::with_capacity(96);
            label.push_str("expected ");
            let _ = expected.write_for(&mut label, wording.noun);
            label
        }
    };

    // The message is the error's one sentence (`Sentence`), the same as
    // `ParseError`'s; what is particular to the case goes to the label and
    // the help.
    let (label, help): (String, Option<String>) = match e.kind() {
        ErrorKind::EmptyInput => (
            "expected a scheme name".into(),
            Some(format!(
                "write a whole {}, such as `http://example.com/`",
                wording.noun
            )),
        ),
        ErrorKind::MissingScheme => {
            let help = if first.is_some_and(char::is_whitespace) {
                format!("remove the whitespace before the scheme: `{}`", show(input.trim_start()))
            } else if !input.contains(':') && input.contains('.') && first.is_none() {
                format!("if this is a web address, add the scheme: `http://{}`", show(input))
            } else {
                "a URL starts with a scheme name and `:`, such as `http:` or `ftp:`; relative URLs are not RFC 1738 URLs".into()
            };
            (expected_label("expected a scheme name"), Some(help))
        }
        ErrorKind::CharOutsideGrammar => {
            let c = first.unwrap_or(' ');
            let encoded = pct(bad);
            let in_host = whole.host.as_ref().is_some_and(|h| h.contains(&span.start))
                || component.is_some_and(|(c, _)| c == "host");
            // Every byte before the span is a scheme character; the `:` search
            // runs for one error at most (the span's own character is not a
            // scheme character, so only `span.start == scheme_chars` passes).
            let in_scheme = span.start > 0
                && span.start <= whole.scheme_chars
                && input[span.end..].contains(':');
            // A URI that is an IRI: said once, at its first such character.
            let wider = (!c.is_ascii())
                .then_some(dialect.wider)
                .flatten()
                .filter(|w| (w.dialect().reading(dialect.is_reference).validate)(input).is_ok())
                .filter(|_| input.find(|c: char| !c.is_ascii()) == Some(span.start));
            let help = if let Some(w) = wider {
                let mut uri = String::with_capacity(input.len() * 2);
                for ch in input.chars() {
                    if ch.is_ascii() {
                        uri.push(ch);
                    } else {
                        uri.push_str(&pct(ch.encode_utf8(&mut [0; 4])));
                    }
                }
                let (what, flag) = if dialect.is_reference {
                    ("an IRI reference", " --reference")
                } else {
                    ("an IRI", "")
                };
                format!(
                    "the whole is {what}, valid under {} (`--grammar {}{flag}`); as a URI, its characters beyond ASCII are written as the escapes of their UTF-8: `{}`",
                    w.title(),
                    w.name(),
                    show(&uri)
                )
            } else if in_scheme {
                let colon = span.end + input[span.end..].find(':').unwrap_or(0);
                format!(
                    "a scheme name has only letters, digits, `+`, `-` and `.`; remove it: `{}`",
                    whole_fix(input, 0..colon, &input[..colon].replace(c, ""))
                )
            } else if in_host
                && let Some(host_chars) = wording.host_chars
                && span.start > 0
            {
                [host_chars, " `", &encoded, "`", &quoted(input, span.clone(), &encoded)].concat()
            } else if in_host && !c.is_ascii() {
                "a host name is ASCII letters, digits, `-` and `.`, and escapes are not allowed in it: write an internationalised name in its ASCII form (`xn--...`)".to_string()
            } else if in_host {
                format!(
                    "a host name has only letters, digits, `-` and `.`, and escapes are not allowed in it: remove {}",
                    described(c)
                )
            } else if c == '#' {
                let fragment = &input[span.start..];
                let fragment: String = fragment.chars().take(30).collect();
                format!(
                    "a fragment (`{}`) is not part of an RFC 1738 URL: leave it out, or if `#` is data, write it as `%23`{}",
                    show(&fragment),
                    quoted(input, span.clone(), "%23")
                )
            } else if c == '\\' {
                format!(
                    "if it separates path segments, write `/`; if it is data, write `%5C`{}",
                    quoted(input, span.clone(), "%5C")
                )
            } else if c.is_ascii() {
                ["write it as `", &encoded, "`", &quoted(input, span.clone(), &encoded)].concat()
            } else {
                [
                    "write its UTF-8 bytes as escapes, `",
                    &encoded,
                    "`",
                    &quoted(input, span.clone(), &encoded),
                ]
                .concat()
            };
            (["write `", &encoded, "`"].concat(), Some(help))
        }
        // RFC 3986: an authority without `@` that is no host and port.
        ErrorKind::UnexpectedChar | ErrorKind::UnexpectedEnd
            if production == "authority" && expected == Expected::AT =>
        {
            let start = input[..span.start].rfind("//").map_or(0, |k| k + 2);
            let run = &input[start..span.start];
            let why = match run.find(':') {
                Some(k) => match run[k + 1..].char_indices().find(|(_, c)| !c.is_ascii_digit()) {
                    Some((d, c)) => format!(
                        "after its `:`, `{}` is no port (a port is digits only)",
                        show(&run[k + 1..k + 1 + d + c.len_utf8()])
                    ),
                    None => "it is no host and port".to_string(),
                },
                None => "it is no host".to_string(),
            };
            (
                "expected `@`, or the end of a host and port before this".into(),
                Some(format!(
                    "without `@`, `{}` must be a host and a port, and {why}; if it is a user, end it with `@` and the host: `{}@host`",
                    show(run),
                    show(run)
                )),
            )
        }
        ErrorKind::UnexpectedChar => {
            let c = first.unwrap_or(' ');
            let in_host = matches!(
                production,
                "host" | "hostname" | "domainlabel" | "toplabel" | "hostnumber"
            ) || component.is_some_and(|(c, _)| c == "host");
            let help = if c == '_' && in_host {
                Some("underscores are not allowed in host names: a `hostname` has only letters, digits, `-` and `.`".to_string())
            } else if c == '@' && no_login(url_prod) {
                Some(no_login_help(url_prod))
            } else if production == "article" && c == '@' {
                Some("a message-id has at least one character before `@`: `news:id@host.example`".into())
            } else if production == "wpath" && expected == Expected::DIGIT {
                Some("each field of a `wpath` is its number, `=`, a path and `;`, as in `wais://host/db/type/1=a;`".into())
            } else if production == "scheme" && span.start == 0 {
                Some(wording.relative.into())
            } else if production == "alpha"
                && let Some(alpha) = wording.alpha
            {
                Some(alpha.into())
            } else if production == "digits" {
                Some("the article number after the group is digits only, as in `nntp://host/comp.lang.c/42`".into())
            } else if let Some(login_chars) = wording.login_chars
                && (matches!(production, "user" | "password" | "login")
                    || component.is_some_and(|(c, _)| matches!(c, "user" | "password")))
            {
                Some(login_chars.into())
            } else if c == '@' && matches!(production, "user" | "password" | "login") {
                Some("within a user name or password, `@` must be encoded as `%40` (RFC 1738 section 3.1)".into())
            } else if component.is_some_and(|(name, _)| name == "port") {
                // After `host:digits` the parser also tried `user:password@`;
                // the text is a port that goes on with something else.
                Some("a `port` is digits only, as in `host:8080`".into())
            } else if matches!(production, "user" | "password" | "login") {
                Some(format!(
                    "within a user name or password, `:`, `@` and `/` must be encoded (RFC 1738 section 3.1): `{}`",
                    local_fix(input, span.clone(), &pct(bad))
                ))
            } else if production == "telneturl" && expected.contains(Expected::END) {
                Some(format!(
                    "a `telneturl` has no path: it ends after the host and an optional `/`: `{}`",
                    show(&input[..span.start])
                ))
            } else if production == "ftpurl" && input[..span.start].ends_with(';') {
                Some("the FTP type is written `;type=` in lower case, then `a`, `i` or `d`".into())
            } else if first_segment_colon(input, &e) {
                Some(format!(
                    "a first segment with `:` would read as a scheme (section 4.2): begin the relative reference with `./`: `{}`",
                    whole_fix(input, 0..0, "./")
                ))
            } else if escapable(expected) && c != '%' {
                let encoded = pct(bad);
                let fixed = local_fix(input, span.clone(), &encoded);
                Some(
                    [
                        "if `",
                        &show(bad),
                        "` is data here, write it as `",
                        &encoded,
                        "`: `",
                        &fixed,
                        "`",
                    ]
                    .concat(),
                )
            } else {
                None
            };
            (
                expected_label("not allowed here"),
                help,
            )
        }
        ErrorKind::UnexpectedEnd => (
            expected_label("expected more"),
            match production {
                "encoded822addr" => Some("a `mailtourl` needs an address: `mailto:user@host.example`".into()),
                "alpha" => Some("a newsgroup name starts with a letter, as in `comp.infosystems.www`".into()),
                "digits" if url_prod == "nntpurl" => Some("the article number is one or more digits, as in `nntp://host/comp.lang.c/42`".into()),
                "digits" if url_prod == "ftpaddress" => Some("the local byte size `L` takes is one or more digits: `;type=L8`".into()),
                "grouppart" => Some("a `newsurl` needs a group, `*`, or a message-id: `news:comp.infosystems.www`".into()),
                "groupart" => Some("a `newsaddress` needs a group, `*`, or a message-id: `news:comp.infosystems.www`".into()),
                "addr-spec" | "content-identifier" | "domain" | "word" => Some(format!(
                    "a `{url_prod}` is an RFC 822 address, `local-part@domain`, as in `{}:960830.1639@XIson.com`",
                    show(scheme)
                )),
                "mailtoaddress" | "hostname" if url_prod == "mailtoaddress" => Some("a `mailtoaddress` is `xalphas@hostname`: `mailto:timbl@info.cern.ch`".into()),
                "wpath" if expected.contains(Expected::SEMICOLON) => Some(format!(
                    "each field of a `wpath` ends with `;`: `{};`",
                    show(input)
                )),
                "gtype" => Some(format!(
                    "after `/` comes a one-character gopher type, or no `/` at all: `{}`",
                    show(input.strip_suffix('/').unwrap_or(input))
                )),
                "ftptype" | "digits" if url_prod == "ftpaddress" && input.ends_with(";type=L") => Some(format!(
                    "`L` takes the local byte size: `{}8`",
                    show(input)
                )),
                _ => None,
            },
        ),
        ErrorKind::BadEscape => (
            "not two hex digits".into(),
            Some(
                [
                    "if a literal `%` was meant, write it as `%25`: `",
                    &local_fix(input, span.start..span.start + 1, "%25"),
                    "`",
                ]
                .concat(),
            ),
        ),
        ErrorKind::TruncatedEscape => (
            "needs two hex digits".into(),
            Some(
                [
                    "complete the escape, or if a literal `%` was meant, write it as `%25`: `",
                    &local_fix(input, span.start..span.start + 1, "%25"),
                    "`",
                ]
                .concat(),
            ),
        ),
        ErrorKind::EmptyHost => (
            "expected a host".into(),
            Some(if url_prod == "fileurl" {
                "an empty host is written `file:///path` (three slashes)".into()
            } else if url_prod == "newsurl" {
                "a message-id ends with `@` and the host of its server: `news:id@host.example`".into()
            } else {
                format!("put a host name or number here, as in `{}://example.com/`", show(scheme))
            }),
        ),
        ErrorKind::EmptyLabel => (
            "empty label".into(),
            Some(format!("remove the extra `.`: `{}`", whole_fix(input, span.clone(), ""))),
        ),
        ErrorKind::LabelStartsWithHyphen | ErrorKind::LabelEndsWithHyphen => {
            let label = label_around(input, span.start);
            let text = &input[label.clone()];
            let trimmed = text.trim_matches('-');
            let end = if e.kind() == ErrorKind::LabelStartsWithHyphen { "start" } else { "end" };
            (
                format!("label {end}s with `-`"),
                (!trimmed.is_empty() && !trimmed.starts_with(|c: char| c.is_ascii_digit() && production == "toplabel"))
                    .then(|| format!("remove the `-`: `{}`", whole_fix(input, label, trimmed))),
            )
        }
        ErrorKind::TopLabelStartsWithDigit => (
            "starts with a digit".into(),
            Some("a host name ends in a label that starts with a letter (`example.com`); a host number has exactly four groups of digits (`10.0.0.1`)".into()),
        ),
        ErrorKind::HostNumberParts => {
            let groups = bad.split('.').count();
            (
                format!("{groups} groups"),
                Some("a `hostnumber` has exactly four groups of digits separated by `.`, as in `10.0.0.1`".into()),
            )
        }
        ErrorKind::EmptyPort => {
            let default = Scheme::from_name(scheme).default_port();
            let authority = input[span.end..].split('/').next().unwrap_or("");
            let clean = matches!(input.as_bytes().get(span.end), None | Some(b'/' | b'?'));
            let help = match default {
                _ if no_login(url_prod) && authority.contains('@') => no_login_help(url_prod),
                _ if !clean => "a port is one or more digits after `:`, as in `:8080`".into(),
                Some(p) => format!(
                    "remove the `:`, or give the port: `{}` or `{}`",
                    whole_fix(input, span.clone(), ""),
                    whole_fix(input, span.clone(), &format!(":{p}"))
                ),
                None => format!("remove the `:`, or give the port: `{}`", whole_fix(input, span.clone(), "")),
            };
            (
                "no port after this `:`".into(),
                Some(help),
            )
        }
        ErrorKind::SearchWithoutPath => (
            "expected `/` before `?`".into(),
            Some(format!("add `/` before `?`: `{}`", whole_fix(input, span.start..span.start, "/"))),
        ),
        ErrorKind::FtpType => (
            "expected `a`, `i` or `d`".into(),
            Some("write `;type=a` (ASCII text), `;type=i` (image, binary) or `;type=d` (directory listing)".into()),
        ),
        ErrorKind::PrefixedUrlScheme => (
            "not an `url` alternative".into(),
            Some(format!(
                "the `url` production lists http, ftp, news, nntp, prospero, telnet, gopher, wais, mailto, mid and cid: drop the `url:` prefix for other schemes: `{}`",
                whole_fix(input, span.start.saturating_sub(4)..span.start, "")
            )),
        ),
        ErrorKind::Rfc959FtpType => (
            "expected `A`, `E` (with an optional form code `N`, `T`, `C`), `I` or `L` with digits".into(),
            Some("write `;type=A` (ASCII), `;type=I` (image) or `;type=L8` (local byte size)".into()),
        ),
        ErrorKind::NewsGroup => {
            let group = &input[span.start..];
            let group: String = group.chars().take(40).collect();
            (
                "a group starts with a letter".into(),
                Some(format!(
                    "a group is written `news:comp.infosystems.www`; a message-id has `@` and a host: `news:{}@host.example`",
                    show(&group)
                )),
            )
        }
        ErrorKind::NotUtf8 => (
            "not UTF-8".into(),
            Some(wording.not_utf8.into()),
        ),
        ErrorKind::InputTooLong => (
            "more than 4 GiB".into(),
            Some("check it with `validate`, which has no length limit".into()),
        ),
        ErrorKind::Ipv6Pieces => (
            if e.expected() == Expected::COLON {
                "too few pieces, and no `::`".into()
            } else {
                "one piece too many, or a second `::`".into()
            },
            Some("an IPv6 address is eight groups of one to four hex digits separated by `:` (the last two may be an IPv4 address); one `::` may stand for one or more groups of zeros, as in `[2001:db8::1]`".into()),
        ),
        ErrorKind::Ipv6PieceTooLong => (
            "a fifth hex digit".into(),
            Some("each group of an IPv6 address has one to four hex digits".into()),
        ),
        ErrorKind::Ipv4Octet => (
            "not a number from 0 to 255".into(),
            Some("each of the four numbers of an IPv4 address is 0 to 255, with no leading zero (`010` is not `10`)".into()),
        ),
        ErrorKind::ZoneId => (
            "a zone identifier".into(),
            Some(format!(
                "RFC 3986 has no zone identifiers (RFC 6874 adds them, and browsers do not accept them); leave it out: `{}`",
                whole_fix(input, span.clone(), "")
            )),
        ),
    };

    let mut labels = Vec::with_capacity(2);
    labels.push(Label {
        span: span.clone(),
        text: label,
        primary: true,
    });
    if let Some((component, start)) = component
        && start < span.start
    {
        let words = component_words(component);
        let text = if words == component {
            ["in the ", words, " of this `", url_prod, "`"].concat()
        } else {
            [
                "in the ",
                words,
                " (`",
                component,
                "`) of this `",
                url_prod,
                "`",
            ]
            .concat()
        };
        labels.push(Label {
            span: start..span.start,
            text,
            primary: false,
        });
    }
    let code = Code::Error(e.kind());
    // Sized for most sentences at once, so that writing it does not grow
    // it (docs/performance.md, "A finding's text").
    let mut message = String::with_capacity(192);
    let _ = Sentence(&e.place, first).write_to(&mut message);
    Finding {
        code,
        severity: code.severity(),
        message,
        help,
        labels,
        production: Some(production),
        url: (grammar.dialect().section)(&Site {
            kind: e.kind(),
            production,
            component: component.map(|(c, _)| c),
            scheme,
            url_production: url_prod,
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::report::show::show_char;

    use crate::report::fix::suggest;
    use crate::report::show::shown_width;

    #[test]
    fn shown_like_format() {
        for c in [
            '\0',
            '\u{1}',
            '\u{f}',
            '\u{10}',
            '\u{7f}',
            '\u{ff}',
            '\u{100}',
            'é',
            '\u{202e}',
            '\u{ffff}',
            '\u{10000}',
            '\u{10ffff}',
            'a',
            '\t',
        ] {
            let mut got = String::new();
            show_char(c, &mut got);
            let want = match c {
                ' '..='~' => c.to_string(),
                '\t' => "\\t".to_string(),
                _ => format!("\\u{{{:x}}}", c as u32),
            };
            assert_eq!(got, want);
            assert_eq!(shown_width(c), want.len(), "{c:?}");
        }
    }

    #[test]
    fn shown_safely() {
        assert_eq!(show("a b\t\u{202e}é\n~"), "a b\\t\\u{202e}\\u{e9}\\n~");
        assert_eq!(pct("é "), "%C3%A9%20");
        assert_eq!(local_fix("http://h/ab cd/e", 11..12, "%20"), "ab%20cd");
        assert_eq!(local_fix(" ", 0..1, "%20"), "%20");
    }

    #[test]
    fn suggestions() {
        for (input, fixed) in [
            ("http://host?q", Some("http://host/?q")),
            ("http://h/a b#c", Some("http://h/a%20b%23c")),
            ("http://h:/x", Some("http://h/x")),
            ("http://-a-.b/", Some("http://a.b/")),
            ("http://a..b/", Some("http://a.b/")),
            ("http://h/%zz%4", Some("http://h/%25zz%254")),
            ("http://h/a?b?c", Some("http://h/a?b%3Fc")),
            ("http://h_h/", None),
            ("ftp://h/f;type=x", None),
        ] {
            assert!(crate::rfc1738::validate(input).is_err());
            assert_eq!(
                suggest(input, &crate::rfc1738::DIALECT, None, false).as_deref(),
                fixed,
                "{input}"
            );
        }
    }
}
