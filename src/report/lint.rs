//! Warnings: valid URLs that are risky or probably not what their author
//! meant (RFC 1738 §2.1 and §6). They never make a URL invalid; the CLI's
//! `--deny-warnings` makes them count. Computed from the typed parse, after a
//! successful `parse`, never on the `validate` path.

use crate::core::dialect::Dialect;
use crate::core::host::HostKind;
use crate::core::scheme::Scheme;
use crate::core::wording::Lints;
use crate::parts::Login;
use crate::registry::AnyUrl as Url;
use crate::report::{Code, Finding, Label, WarningKind};

use super::show::show;

/// Well-known ports (below 1024, plus Prospero's) and their protocols.
const WELL_KNOWN_PORTS: &[(u16, &str)] = &[
    (7, "echo"),
    (13, "daytime"),
    (19, "chargen"),
    (21, "FTP"),
    (22, "SSH"),
    (23, "Telnet"),
    (25, "SMTP"),
    (53, "DNS"),
    (70, "Gopher"),
    (79, "finger"),
    (80, "HTTP"),
    (110, "POP3"),
    (119, "NNTP"),
    (143, "IMAP"),
    (210, "WAIS"),
    (389, "LDAP"),
    (443, "HTTPS"),
    (513, "rlogin"),
    (514, "rsh"),
    (587, "mail submission"),
    (1525, "Prospero"),
];

/// Real schemes one edit away from a predefined one, which are not typos.
const NOT_TYPOS: &[&str] = &[
    "https", "ftps", "sftp", "snews", "nntps", "telnets", "shttp", "tftp", "ws", "wss",
];

/// Whether a valid `input` may draw a warning: `false` guarantees that
/// [`diagnose`](crate::diagnose) reports none, without parsing. A cheap
/// over-approximation of the checks below (scans for `:`, `@` and `%`), for
/// streaming: `urlbnf check` writes a valid line that cannot warn without
/// building its diagnosis.
///
/// ```
/// assert!(!urlbnf::report::may_warn("http://host/path"));
/// assert!(urlbnf::report::may_warn("ftp://user:pw@host/")); // a password
/// assert!(urlbnf::report::may_warn("gopher://host:25/")); // a port
/// assert!(urlbnf::report::may_warn("HTTP://host/")); // upper case
/// assert!(urlbnf::report::may_warn("//user:pw@host/")); // a reference's authority
/// ```
pub fn may_warn(input: &str) -> bool {
    let bytes = input.as_bytes();
    // A reference with an authority and no scheme (`--reference`).
    if bytes.starts_with(b"//") {
        return true;
    }
    let Some(colon) = bytes.iter().position(|&b| b == b':') else {
        return true;
    };
    let scheme = &input[..colon];
    // As RFC 1738 reads it: `mid`, `cid` and `afs` are `otherurl`s there.
    let known = match Scheme::from_name(scheme) {
        Scheme::Mid | Scheme::Cid | Scheme::Afs => Scheme::Other,
        s => s,
    };
    if scheme.bytes().any(|b| b.is_ascii_uppercase())
        || (known == Scheme::Other && typo_of(scheme).is_some())
    {
        return true;
    }
    // An encoded CR or LF is `%0` and `D` or `A`.
    let newline = |k: usize| {
        matches!(
            bytes.get(k + 1..k + 3),
            Some([b'0', b'D' | b'd' | b'A' | b'a'])
        )
    };
    if memchr::memchr_iter(b'%', bytes).any(newline) {
        return true;
    }
    // The rest is in the authority (after `//`, up to `/`): a password, and
    // a port that is another protocol's.
    let Some(authority) = bytes[colon + 1..].strip_prefix(b"//") else {
        return false;
    };
    let authority = &authority[..memchr::memchr(b'/', authority).unwrap_or(authority.len())];
    // A non-empty password: `user ":" password "@"` in a scheme with a
    // login (an `otherurl` may have an `ip-schemepart`). User and password
    // have no `/` or `@`, so that `@` is the authority's first. Looked for
    // there only: an `@` anywhere in the line (the previous test) sent
    // 832 of 20,000 bench-corpus lines to a diagnosis without a warning.
    // Any scheme: RFC 3986 gives every one a userinfo (and RFC 1738 URLs
    // whose scheme has no login are invalid with one, so diagnosed anyway).
    let at = memchr::memchr(b'@', authority);
    if let Some(at) = at
        && memchr::memchr(b':', &authority[..at]).is_some_and(|colon| colon + 1 < at)
    {
        return true;
    }
    // A host that starts with a digit (an IPv4-like name) or holds an
    // escape (an encoded delimiter).
    let host = &authority[at.map_or(0, |k| k + 1)..];
    if host.first().is_some_and(u8::is_ascii_digit) || memchr::memchr(b'%', host).is_some() {
        return true;
    }
    let Some(port_colon) = memchr::memrchr(b':', authority) else {
        return false;
    };
    let port = std::str::from_utf8(&authority[port_colon + 1..]).ok();
    match port.and_then(|p| p.parse::<u16>().ok()) {
        Some(n) => known.default_port() != Some(n) && WELL_KNOWN_PORTS.iter().any(|(p, _)| *p == n),
        None => false,
    }
}

/// The warnings for a valid URL, in input order: at most `limit` of them,
/// and how many more there were.
pub(crate) fn warnings(input: &str, url: &Url<'_>, limit: usize) -> (Vec<Finding>, usize) {
    let mut out = Vec::new();
    let scheme = url.scheme_name().as_str();
    let cites = url.grammar().dialect().wording.lints;
    if scheme.bytes().any(|b| b.is_ascii_uppercase()) {
        let lower = scheme.to_ascii_lowercase();
        out.push(warning(
            WarningKind::UppercaseScheme,
            format!("the scheme name `{}` is in upper case", show(scheme)),
            0..scheme.len(),
            "upper case".into(),
            Some(format!(
                "it is valid, but {}: `{}`",
                cites.uppercase,
                show(&quote_replaced(input, 0..scheme.len(), &lower))
            )),
        ));
    }
    if url.scheme() == Scheme::Other
        && let Some(meant) = typo_of(scheme)
    {
        {
            out.push(warning(
                WarningKind::SchemeTypo,
                format!(
                    "`{}` is not {}; did you mean `{}`?",
                    show(scheme),
                    cites.typo,
                    meant.name()
                ),
                0..scheme.len(),
                format!("did you mean `{}`?", meant.name()),
                Some(format!(
                    "{}: `{}`",
                    cites.typo_help.replace("{meant}", meant.name()),
                    show(&quote_replaced(input, 0..scheme.len(), meant.name()))
                )),
            ));
        }
    }
    // Where the dialect catalogues them (`Dialect::lints_login`).
    let lints_login = url.grammar().dialect().lints_login;
    if let Some(login) = url.login().filter(|_| lints_login) {
        out.extend(password_warning(input, &login, cites));
    }
    let omitted = newline_warnings(input, protocol_words(url.scheme()), cites, limit, &mut out);
    if let (Some(hostport), Some(default)) = (
        url.hostport().filter(|_| lints_login),
        url.scheme().default_port(),
    ) && let Some(port) = hostport.port()
        && let Ok(number) = port.value()
        && number != default
        && let Some((_, other)) = WELL_KNOWN_PORTS.iter().find(|(p, _)| *p == number)
    {
        let proto = protocol_words(url.scheme());
        out.push(warning(
            WarningKind::PortOfOtherProtocol,
            format!(
                "port {number} is the well-known port of {other}, not of {proto} ({default})"
            ),
            port.span().range(),
            format!("{other}'s port"),
            Some(format!(
                "the client would send {proto} requests to the {other} service there ({}): check that this port is meant",
                cites.security
            )),
        ));
    }
    if let Some(host) = url.host().filter(|h| h.kind() == HostKind::Name) {
        host_warnings(host, &mut out);
    }
    out.sort_by_key(|d| d.span().start);
    (out, omitted)
}

/// The warnings for a valid relative reference of `dialect` (`url` and
/// its scheme are not there): a password, encoded line breaks, and the
/// host's, where it has an authority.
pub(crate) fn reference_warnings(
    input: &str,
    dialect: &'static Dialect,
    limit: usize,
) -> (Vec<Finding>, usize) {
    let mut out = Vec::new();
    let cites = dialect.wording.lints;
    let (login, host) = crate::registry::reference_authority(input, dialect.grammar());
    if let Some(login) = login.filter(|_| dialect.lints_login) {
        out.extend(password_warning(input, &login, cites));
    }
    let omitted = newline_warnings(input, protocol_words(Scheme::Other), cites, limit, &mut out);
    if let Some(host) = host.filter(|h| h.kind() == HostKind::Name) {
        host_warnings(host, &mut out);
    }
    out.sort_by_key(|d| d.span().start);
    (out, omitted)
}

/// The warning of a password in `login`, if it has a non-empty one.
fn password_warning(input: &str, login: &Login<'_>, cites: &Lints) -> Option<Finding> {
    let password = login.password().filter(|p| !p.is_empty())?;
    let start = password.start();
    let span = password.range();
    let user_end = start - 1; // the `:` before the password
    let without = quote_replaced(input, user_end..span.end, "");
    Some(warning(
        WarningKind::Password,
        "the URL contains a password in clear text".into(),
        span,
        "password".into(),
        Some(format!(
            "anyone who sees the URL can read it ({}); leave it out and supply it when connecting: `{}`",
            cites.password,
            show(&without)
        )),
    ))
}

/// One warning per run of adjacent `%0D` / `%0A` escapes in `input`, while
/// `out` has fewer than `limit`: how many more there were.
fn newline_warnings(
    input: &str,
    proto: &str,
    cites: &Lints,
    limit: usize,
    out: &mut Vec<Finding>,
) -> usize {
    let bytes = input.as_bytes();
    let is_newline = |at: usize| {
        matches!(
            bytes.get(at..at + 3),
            Some([b'%', b'0', b'D' | b'd' | b'A' | b'a'])
        )
    };
    let mut at = 0;
    let mut omitted = 0;
    while at < bytes.len() {
        if !is_newline(at) {
            // On to the next `%` by `memchr`, not byte by byte
            // (docs/performance.md, lint escapes).
            at = memchr::memchr(b'%', &bytes[at + 1..]).map_or(bytes.len(), |k| at + 1 + k);
            continue;
        }
        let start = at;
        while is_newline(at) {
            at += 3;
        }
        if out.len() >= limit {
            omitted += 1;
            continue;
        }
        let run = &input[start..at];
        let what = if run.len() > 3 {
            "line break"
        } else if run[2..].eq_ignore_ascii_case("D") {
            "carriage return (CR)"
        } else {
            "line feed (LF)"
        };
        out.push(warning(
            WarningKind::EncodedNewline,
            format!(
                "`{run}` is an encoded {what}: a client that decodes it may send an extra command to the {proto} server"
            ),
            start..at,
            format!("encoded {what}"),
            Some(format!(
                "{}: a URL can smuggle a protocol command this way; remove the escape unless the protocol expects a line break there",
                cites.security
            )),
        ));
    }
    omitted
}

/// The warnings of a registered name (RFC 3986's `reg-name`; RFC 1738's
/// host names never draw them).
fn host_warnings(host: crate::parts::Host<'_>, out: &mut Vec<Finding>) {
    let name = host.as_str();
    if let Some(address) = ipv4_like(name) {
        out.push(warning(
            WarningKind::Ipv4LikeName,
            format!(
                "the host `{}` is a registered name, but some resolvers read it as the IPv4 address {address}",
                show(name)
            ),
            host.span().range(),
            format!("read as {address}"),
            Some(format!(
                "RFC 3986 section 7.4: an address written other than as four decimal numbers of at most three digits may reach another host than the one checked; write `{address}` if it is meant"
            )),
        ));
    }
    let bytes = name.as_bytes();
    let encoded = (0..bytes.len()).find_map(|k| {
        let [b'%', hi, lo] = *bytes.get(k..k + 3)? else {
            return None;
        };
        let value = crate::core::input::hex_value(hi) * 16 + crate::core::input::hex_value(lo);
        b":/?#[]@"
            .contains(&value)
            .then_some((k, char::from(value)))
    });
    if let Some((k, c)) = encoded {
        let start = host.span().start() + k;
        out.push(warning(
            WarningKind::EncodedDelimiterInHost,
            format!(
                "`{}` in the host is an encoded `{c}`, a delimiter of URIs",
                &name[k..k + 3]
            ),
            start..start + 3,
            format!("an encoded `{c}`"),
            Some(
                "RFC 3986 section 3.2.2: a registered name is looked up decoded, and a resolver that decodes the escape may read a different host, port or user; check that the name is meant"
                    .into(),
            ),
        ));
    }
}

/// The IPv4 address a name made of one to four numbers stands for, as the
/// BSD `inet_aton` reads it (decimal, `0x` hexadecimal, octal after a `0`;
/// the last number fills the bytes left): what RFC 3986 section 7.4 warns
/// that resolvers may do with such a name.
fn ipv4_like(name: &str) -> Option<std::net::Ipv4Addr> {
    let parts: Vec<&str> = name.split('.').collect();
    if parts.len() > 4 {
        return None;
    }
    let number = |p: &str| -> Option<u64> {
        if let Some(hex) = p.strip_prefix("0x").or_else(|| p.strip_prefix("0X")) {
            (hex.len() <= 8).then(|| u64::from_str_radix(hex, 16).ok())?
        } else if p.len() > 1 && p.starts_with('0') {
            (p.len() <= 12).then(|| u64::from_str_radix(&p[1..], 8).ok())?
        } else {
            (!p.is_empty() && p.len() <= 10).then(|| p.parse().ok())?
        }
    };
    let numbers: Vec<u64> = parts.iter().map(|p| number(p)).collect::<Option<_>>()?;
    let (last, first) = numbers.split_last()?;
    if first.iter().any(|&n| n > 255) || *last >= 1u64 << (8 * (4 - first.len())) {
        return None;
    }
    let value = first
        .iter()
        .fold(0u64, |v, &n| v << 8 | n)
        .checked_shl(8 * (4 - first.len() as u32))?
        | last;
    Some(std::net::Ipv4Addr::from(u32::try_from(value).ok()?))
}

fn warning(
    kind: WarningKind,
    message: String,
    span: std::ops::Range<usize>,
    label: String,
    help: Option<String>,
) -> Finding {
    let code = Code::Warning(kind);
    Finding {
        code,
        severity: code.severity(),
        message,
        help,
        labels: vec![Label {
            span,
            text: label,
            primary: true,
        }],
        production: None,
        url: kind.rfc_link(),
    }
}

/// `input` with `range` replaced, for quoting: long text is not quoted
/// whole, only its first 60 characters and `...`.
///
/// Built in place, part by part, up to the 60th character, counting
/// characters once (docs/performance.md, `quote_replaced`).
fn quote_replaced(input: &str, range: std::ops::Range<usize>, with: &str) -> String {
    const QUOTED: usize = 60;
    let mut out = String::with_capacity(QUOTED + 3);
    let mut left = QUOTED;
    for part in [&input[..range.start], with, &input[range.end..]] {
        match first_chars(part, left) {
            Ok(chars) => {
                out.push_str(part);
                left -= chars;
            }
            Err(prefix) => {
                out.push_str(prefix);
                out.push_str("...");
                return out;
            }
        }
    }
    out
}

/// `Ok(count)` if `s` has at most `n` characters, else `Err` with its first
/// `n`.
fn first_chars(s: &str, n: usize) -> Result<usize, &str> {
    if s.len() <= n {
        return Ok(s.chars().count());
    }
    // ASCII up to byte `n`: those bytes are the first `n` characters.
    if s.as_bytes()[..n].is_ascii() {
        return Err(&s[..n]);
    }
    match s.char_indices().nth(n) {
        Some((k, _)) => Err(&s[..k]),
        None => Ok(s.chars().count()),
    }
}

fn protocol_words(scheme: Scheme) -> &'static str {
    match scheme {
        Scheme::Http => "HTTP",
        Scheme::Ftp => "FTP",
        Scheme::News | Scheme::Nntp => "NNTP",
        Scheme::Telnet => "Telnet",
        Scheme::Gopher => "Gopher",
        Scheme::Wais => "WAIS",
        Scheme::Mailto => "mail",
        Scheme::File => "file",
        Scheme::Prospero => "Prospero",
        _ => "protocol",
    }
}

/// The predefined scheme `name` is probably a typo of: within one edit for
/// names of up to four letters, two for longer ones (optimal string
/// alignment distance, so a swap of neighbours is one edit).
fn typo_of(name: &str) -> Option<Scheme> {
    // Predefined names are at most 8 letters: a name over 10 is no typo.
    if name.len() > 10 {
        return None;
    }
    let mut buf = [0u8; 10];
    let lower = &mut buf[..name.len()];
    lower.copy_from_slice(name.as_bytes());
    lower.make_ascii_lowercase();
    let lower = &*lower;
    if NOT_TYPOS.iter().any(|t| t.as_bytes() == lower) {
        return None;
    }
    // Each edit brings in or takes out at most one distinct byte, so a name
    // with more than `limit` bytes the other lacks (either way) is further
    // away: a test of two bit sets that spares most names the distance
    // table. `may_warn` runs this for every `otherurl` line
    // (docs/performance.md, `typo_of`).
    let set = |s: &[u8]| s.iter().fold(0u32, |m, &b| m | 1 << (b & 31));
    let have = set(lower);
    // Distance 0 is no typo: under RFC 1630, `file:` is a generic `uri`.
    Scheme::PREDEFINED.into_iter().find(|s| {
        let limit = if s.name().len() <= 4 { 1 } else { 2 };
        let want = set(s.name().as_bytes());
        (have & !want).count_ones() as usize <= limit
            && (want & !have).count_ones() as usize <= limit
            && (1..=limit).contains(&osa_distance(lower, s.name().as_bytes()))
    })
}

/// Optimal string alignment distance. Scheme names are short; the input
/// name is capped so a huge scheme costs nothing.
fn osa_distance(a: &[u8], b: &[u8]) -> usize {
    // Only distances up to 2 matter, so longer inputs stop here, and the
    // table fits on the stack (no allocation: `may_warn` calls this per
    // line when streaming).
    if a.len() > b.len() + 2 || b.len() > a.len() + 2 || b.len() > 8 {
        return usize::MAX;
    }
    let (n, m) = (a.len(), b.len());
    let mut d = [[0usize; 9]; 11];
    for (i, row) in d.iter_mut().enumerate().take(n + 1) {
        row[0] = i;
    }
    for (j, cell) in d[0].iter_mut().enumerate().take(m + 1) {
        *cell = j;
    }
    for i in 1..=n {
        for j in 1..=m {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut v = (d[i - 1][j] + 1)
                .min(d[i][j - 1] + 1)
                .min(d[i - 1][j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                v = v.min(d[i - 2][j - 2] + 1);
            }
            d[i][j] = v;
        }
    }
    d[n][m]
}

#[cfg(test)]
mod quote_tests {
    use super::quote_replaced;

    /// The previous `quote_replaced`: each part capped, joined, then cut.
    fn reference(input: &str, range: std::ops::Range<usize>, with: &str) -> String {
        let cap = |s: &str, n: usize| {
            s.char_indices()
                .nth(n)
                .map_or(s, |(k, _)| &s[..k])
                .to_string()
        };
        let joined = format!(
            "{}{with}{}",
            cap(&input[..range.start], 61),
            cap(&input[range.end..], 61)
        );
        match joined.char_indices().nth(60) {
            Some((k, _)) => format!("{}...", &joined[..k]),
            None => joined,
        }
    }

    #[test]
    fn same_as_capping_each_part() {
        let inputs = [
            "",
            "ab",
            "é",
            &"a".repeat(59),
            &"a".repeat(60),
            &"a".repeat(61),
            &"é".repeat(70),
            &"ab".repeat(40),
        ];
        let with = ["", "x", "éé", &"w".repeat(61)];
        for input in inputs {
            let bounds: Vec<usize> = (0..=input.len())
                .filter(|&k| input.is_char_boundary(k))
                .collect();
            for (i, &start) in bounds.iter().enumerate() {
                for &end in &bounds[i..] {
                    for w in with {
                        assert_eq!(
                            quote_replaced(input, start..end, w),
                            reference(input, start..end, w),
                            "{input:?} {start}..{end} {w:?}"
                        );
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typos() {
        for (name, meant) in [
            ("htp", Some(Scheme::Http)),
            ("HTPP", Some(Scheme::Http)),
            ("gohper", Some(Scheme::Gopher)),
            ("telent", Some(Scheme::Telnet)),
            ("mialto", Some(Scheme::Mailto)),
            ("prosper", Some(Scheme::Prospero)),
            ("https", None),
            ("x-foo", None),
            ("urn", None),
            ("nnntp", Some(Scheme::Nntp)),
        ] {
            assert_eq!(typo_of(name), meant, "{name}");
        }
        assert_eq!(osa_distance(b"ab", b"ba"), 1);
        assert_eq!(osa_distance(b"abc", b""), usize::MAX);
    }
}
