//! RFC 1738 §5, "URL schemeparts for ip based protocols" (§3.1, "Common
//! Internet Scheme Syntax"): `//<user>:<password>@<host>:<port>/<url-path>`.

use std::fmt;

use crate::accel::host::host_run;
use crate::core::failure::{Expected, Fail, Kind};
use crate::core::input::{
    PResult, Src, after, byte, cut_short, fail, fail_span, lit, peek, run_len, split, take_escaped,
    within,
};
use crate::core::input::{Tagged, opt_after, port_digits};
use crate::core::located::Loc;
use crate::core::table::Table;
use crate::core::tree::Tree;
use crate::rfc1738::chars::{ALPHA, ALPHADIGIT, DIGIT, UCHAR, XCHAR, digits};

/// The characters of `user` and `password`: `uchar | ";" | "?" | "&" | "="`.
pub(crate) const USERCHAR: Table = UCHAR.or(Table::of(b";?&="));
/// Everything that can precede the `@` of a `login`: user and password
/// characters, the `:` between them, and the `%` of their escapes.
const USERINFO_LOOKAHEAD: Table = USERCHAR.or(Table::of(b":%"));
/// `alphadigit | "-"`: the characters inside a label.
const LABELCHAR: Table = ALPHADIGIT.or(Table::of(b"-"));

pub(crate) use crate::core::host::HostKind;

/// `hostport = host [ ":" port ]`, as parsed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParsedHostPort<S> {
    pub(crate) span: S,
    pub(crate) host: S,
    pub(crate) host_kind: HostKind,
    pub(crate) port: Option<S>,
}

impl<S> ParsedHostPort<S> {
    /// The same parse result over another span type.
    #[inline(always)]
    pub(crate) fn map_spans<T>(self, f: &impl Fn(S) -> T) -> ParsedHostPort<T> {
        ParsedHostPort {
            span: f(self.span),
            host: f(self.host),
            host_kind: self.host_kind,
            port: self.port.map(f),
        }
    }
}

impl<S> ParsedHostPort<S> {
    /// What could have continued a `hostport` that ended here: more host
    /// text or `:` port, or more port digits.
    pub(crate) fn expected_after(&self) -> Expected {
        match self.port {
            Some(_) => Expected::DIGIT,
            None => Expected::ALPHADIGIT
                .with(Expected::DOT)
                .with(Expected::HYPHEN)
                .with(Expected::COLON),
        }
    }
}

/// `login = [ user [ ":" password ] "@" ] hostport`, as parsed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParsedLogin<S> {
    pub(crate) span: S,
    pub(crate) user: Option<S>,
    pub(crate) password: Option<S>,
    pub(crate) hostport: ParsedHostPort<S>,
}

impl<S> ParsedLogin<S> {
    /// The same parse result over another span type.
    #[inline(always)]
    pub(crate) fn map_spans<T>(self, f: &impl Fn(S) -> T) -> ParsedLogin<T> {
        ParsedLogin {
            span: f(self.span),
            user: self.user.map(f),
            password: self.password.map(f),
            hostport: self.hostport.map_spans(f),
        }
    }
}

/// `ip-schemepart` as parsed, for an `otherurl` whose schemepart has that form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IpSchemepart<S> {
    pub(crate) login: ParsedLogin<S>,
    pub(crate) urlpath: Option<S>,
}

impl<S> IpSchemepart<S> {
    /// The same parse result over another span type.
    #[inline(always)]
    pub(crate) fn map_spans<T>(self, f: &impl Fn(S) -> T) -> IpSchemepart<T> {
        IpSchemepart {
            login: self.login.map_spans(f),
            urlpath: self.urlpath.map(f),
        }
    }
}

impl ParsedHostPort<Loc<'_>> {
    pub(crate) fn write_tree(&self, t: &mut Tree<'_, '_>) -> fmt::Result {
        t.node("hostport", self.span, |t| {
            let note = match self.host_kind {
                HostKind::Number => "hostnumber",
                _ => "hostname",
            };
            t.leaf_note("host", self.host, note)?;
            t.opt("port", self.port)
        })
    }
}

impl ParsedLogin<Loc<'_>> {
    pub(crate) fn write_tree(&self, t: &mut Tree<'_, '_>) -> fmt::Result {
        t.node("login", self.span, |t| {
            t.opt("user", self.user)?;
            t.opt("password", self.password)?;
            self.hostport.write_tree(t)
        })
    }
}

impl IpSchemepart<Loc<'_>> {
    pub(crate) fn write_tree(&self, t: &mut Tree<'_, '_>) -> fmt::Result {
        self.login.write_tree(t)?;
        t.opt("urlpath", self.urlpath)
    }
}

/// For `map_err` around the check after a `hostport` that ended at `rest`:
/// the failure is reported in its last part (the port if there is one).
#[inline(always)]
pub(crate) fn after_hostport<'a, I: Src<'a>>(
    hostport: ParsedHostPort<I>,
    rest: I,
) -> impl FnOnce(nom::Err<Fail>) -> nom::Err<Fail> {
    move |e| match hostport.port {
        Some(p) => after(p, rest, "port")(e),
        None => after(hostport.host, rest, "host")(e),
    }
}

/// ```bnf
/// ip-schemepart  = "//" login [ "/" urlpath ]
/// ```
pub(crate) fn ip_schemepart<'a, I: Src<'a>>(i: I) -> PResult<I, IpSchemepart<I>> {
    let (r, _) = lit(i, "//", "ip-schemepart", Expected::DOUBLE_SLASH)?;
    let (r, login) = login(r)?;
    if peek(r) == Some(b'/') {
        let start = split(r, 1).0;
        let (r, path) = urlpath(start).tagged(start, within(start, "urlpath"))?;
        return Ok((
            r,
            IpSchemepart {
                login,
                urlpath: Some(path),
            },
        ));
    }
    Ok((
        r,
        IpSchemepart {
            login,
            urlpath: None,
        },
    ))
}

/// ```bnf
/// login          = [ user [ ":" password ] "@" ] hostport
/// ```
///
/// A `user` can look like a `host` (`ftp://a:1@b/` vs `ftp://a:1/`), so the
/// optional part is decided by looking ahead, without backtracking: `@` ends
/// the `user [ ":" password ]` part, and neither it nor `hostport` can
/// contain `@`. If the run of user/password characters is followed by `@`,
/// the login has a user; otherwise it is just `hostport`.
// `login`, `hostport` and `host` are inlined into every scheme production,
// so that `validate` (which drops the typed parts) never builds them and
// `parse` builds them in place (docs/performance.md, `login`).
#[inline(always)]
pub(crate) fn login<'a, I: Src<'a>>(i: I) -> PResult<I, ParsedLogin<I>> {
    let n = run_len(i.bytes(), &USERINFO_LOOKAHEAD);
    // A user or password cut short by a character outside the grammar, where
    // the host reading fails before it: the run has a character a host cannot
    // have (`u:p`), or starts in a way no host can (`-7`, `.a`). A run that
    // can still begin a host is left to `host`, which fails at the same byte
    // and says more.
    if n > 0
        && i.bytes().get(n) != Some(&b'@')
        && let Some(e) = cut_short(
            i,
            n,
            &crate::rfc1738::chars::CHARS,
            || {
                let run = &i.bytes()[..n];
                // A const, so that the table is built at compile time, not
                // byte by byte on every call.
                const HOSTCHAR: Table = LABELCHAR.or(Table::of(b"."));
                (run_len(run, &HOSTCHAR) < n || !host_prefix_viable(run))
                    && userinfo_prefix_viable(run)
            },
            "login",
            Expected::UCHAR.with(Expected::AT),
        )
    {
        return Err::<(I, ParsedLogin<I>), _>(e).tagged(i, within(i, "login"));
    }
    let (r, user, password) = if i.bytes().get(n) == Some(&b'@') {
        let (r, user) = user(i).tagged(i, within(i, "user"))?;
        let (r, password) = opt_after(r, b':', password, "password")?;
        let (r, _) = byte(r, b'@', "login", Expected::AT).tagged(r, |e| match password {
            Some(p) => after(p, r, "password")(e),
            None => after(user, r, "user")(e),
        })?;
        (r, Some(user), password)
    } else {
        (i, None, None)
    };
    let (rest, hostport) = hostport(r)?;
    let span = split(i, i.input_len() - rest.input_len()).1;
    Ok((
        rest,
        ParsedLogin {
            span,
            user,
            password,
            hostport,
        },
    ))
}

/// ```bnf
/// hostport       = host [ ":" port ]
/// ```
#[inline(always)]
pub(crate) fn hostport<'a, I: Src<'a>>(i: I) -> PResult<I, ParsedHostPort<I>> {
    let (r, (host, host_kind)) = host(i).tagged(i, within(i, "host"))?;
    let (rest, port) = opt_after(r, b':', port, "port")?;
    let span = split(i, i.input_len() - rest.input_len()).1;
    Ok((
        rest,
        ParsedHostPort {
            span,
            host,
            host_kind,
            port,
        },
    ))
}

/// ```bnf
/// host           = hostname | hostnumber
/// ```
///
/// The host is the longest run of `alphadigit | "-" | "."`: in every rule
/// that uses `host`, what follows it (`:`, `/`, `@` or the end) is not such a
/// character. That run is scanned once and checked (`read_host`); only when
/// it is not a host do the productions `hostnumber` and `hostname` run, to
/// name the exact fault.
///
/// In that fault path, `hostnumber` is tried first and accepted only if no
/// label character follows (network-uri's `notFollowedBy`): `1.2.3.4x` is a (bad) `hostname`,
/// not a `hostnumber` cut short. A run of only digits and dots that is
/// neither is reported as a malformed `hostnumber`, which is what its author
/// meant.
#[inline(always)]
pub(crate) fn host<'a, I: Src<'a>>(i: I) -> PResult<I, (I, HostKind)> {
    match read_host(i.bytes()) {
        (n, Some(kind)) => {
            let (rest, host) = split(i, n);
            Ok((rest, (host, kind)))
        }
        (_, None) => Err(host_failure(i)),
    }
}

/// Scans the run of host characters and says whether it is exactly a
/// `hostname` or a `hostnumber`: labels separated by single dots, each
/// starting and ending with `alphadigit` (so only the ends of the run and the
/// neighbours of each dot need looking at), and either the last label starts
/// with a letter, or there are four labels of digits only.
///
/// Eight bytes per turn: each byte's class (letter, digit, dot, hyphen) is
/// looked up once, and the run's first 64 bytes become one bit mask per
/// class, on which every check above is a few word operations. The only
/// unpredictable branch is the end of the run. Longer runs (no real host
/// name) take [`read_host_long`].
///
/// Out of line for the same reason as `run_len`: one copy instead of one
/// per IP-based scheme. Measurements: `docs/performance.md`, `read_host`.
#[inline(never)]
pub(crate) fn read_host(bytes: &[u8]) -> (usize, Option<HostKind>) {
    let r = host_run(bytes);
    classify_host(r.len, bytes, r.letter, r.digit, r.dot, r.hyphen)
}

/// The end of [`read_host`]: checks the run of `n` host characters from the
/// class masks of its first 64 bytes.
#[inline(always)]
fn classify_host(
    n: usize,
    bytes: &[u8],
    letter: u64,
    digit: u64,
    dot: u64,
    hyphen: u64,
) -> (usize, Option<HostKind>) {
    if n > 64 {
        return read_host_long(bytes, n);
    }
    if n == 0 {
        return (0, None);
    }
    let alphadigit = letter | digit;
    let ends = 1 | 1u64 << (n - 1);
    let labels_ok =
        alphadigit & ends == ends && dot & !(alphadigit << 1) == 0 && dot & !(alphadigit >> 1) == 0;
    if !labels_ok {
        return (n, None);
    }
    let top_start = 64 - dot.leading_zeros();
    let kind = if letter >> top_start & 1 == 1 {
        Some(HostKind::Name)
    } else if dot.count_ones() == 3 && letter | hyphen == 0 {
        Some(HostKind::Number)
    } else {
        None
    };
    (n, kind)
}

/// [`read_host`] for runs longer than 64 bytes: the same checks, byte by
/// byte. `n` is the length of the run.
#[cold]
#[inline(never)]
fn read_host_long(bytes: &[u8], n: usize) -> (usize, Option<HostKind>) {
    let run = &bytes[..n];
    let (Some(&first), Some(&last)) = (run.first(), run.last()) else {
        return (n, None);
    };
    if !ALPHADIGIT.has(first) || !ALPHADIGIT.has(last) {
        return (n, None);
    }
    if run
        .windows(3)
        .any(|w| w[1] == b'.' && !(ALPHADIGIT.has(w[0]) && ALPHADIGIT.has(w[2])))
    {
        return (n, None);
    }
    let top_start = run
        .iter()
        .rposition(|&b| b == b'.')
        .map_or(0, |dot| dot + 1);
    let kind = if ALPHA.has(run[top_start]) {
        Some(HostKind::Name)
    } else if run.iter().filter(|&&b| b == b'.').count() == 3
        && run.iter().all(|&b| DIGIT.has(b) || b == b'.')
    {
        Some(HostKind::Number)
    } else {
        None
    };
    (n, kind)
}

/// The exact failure for a run that is not a host, from the productions.
#[cold]
#[inline(never)]
fn host_failure<'a, I: Src<'a>>(i: I) -> nom::Err<Fail> {
    const HOSTCHAR: Table = LABELCHAR.or(Table::of(b"."));
    let run = run_len(i.bytes(), &HOSTCHAR);
    if let Some(e) = cut_short(
        i,
        run,
        &crate::rfc1738::chars::CHARS,
        || host_prefix_viable(&i.bytes()[..run]),
        "host",
        Expected::ALPHADIGIT
            .with(Expected::HYPHEN)
            .with(Expected::DOT),
    ) {
        return e;
    }
    if let Ok((rest, _)) = hostnumber(i)
        && !peek(rest).is_some_and(|b| LABELCHAR.has(b) || b == b'.')
    {
        // Unreachable: `classify_host` accepts every `hostnumber`.
        return fail(rest, "host", Expected::NONE);
    }
    match hostname(i) {
        Ok((rest, _)) => fail(rest, "host", Expected::NONE),
        Err(e) => host_error(i, e),
    }
}

/// Whether a run of label characters and dots can still begin a `host`: no
/// empty label before the end, no label that starts or ends with `-`
/// before a dot. (A last label that starts with a digit may still become a
/// `domainlabel`: `1a.2b.` goes on as `1a.2b.c`.)
fn host_prefix_viable(run: &[u8]) -> bool {
    !matches!(run.first(), Some(b'.' | b'-'))
        && !run
            .windows(2)
            .any(|w| matches!(w, [b'.', b'.' | b'-'] | [b'-', b'.']))
}

/// Whether a run of user, `:` and password characters can still begin
/// `user [ ":" password ] "@"`: at most one `:`, and every `%` starts an
/// escape (or is cut short by the end of the run).
pub(crate) fn userinfo_prefix_viable(run: &[u8]) -> bool {
    run.iter().filter(|&&b| b == b':').count() <= 1
        && run.iter().enumerate().all(|(k, &b)| {
            b != b'%'
                || run[k + 1..]
                    .iter()
                    .take(2)
                    .all(|&h| crate::core::table::HEX.has(h))
        })
}

/// Refines a `hostname` failure: an empty host, or digits-and-dots that are
/// not four groups.
#[cold]
fn host_error<'a, I: Src<'a>>(i: I, e: nom::Err<Fail>) -> nom::Err<Fail> {
    const NUMBERISH: Table = DIGIT.or(Table::of(b"."));
    const HOSTCHAR: Table = LABELCHAR.or(Table::of(b"."));
    let bytes = i.bytes();
    let run = run_len(bytes, &HOSTCHAR);
    if run == 0 && matches!(bytes.first(), None | Some(b'/' | b':' | b'@' | b'?')) {
        return fail_span(i, 0, Kind::EmptyHost, "host", Expected::HOST);
    }
    if run > 0 && run_len(bytes, &NUMBERISH) == run && bytes[..run].contains(&b'.') {
        return fail_span(i, run, Kind::HostNumberParts, "hostnumber", Expected::NONE);
    }
    e
}

/// ```bnf
/// hostname       = *[ domainlabel "." ] toplabel
/// ```
///
/// A loop over labels, not recursion. Labels contain no `.`, so each `.`
/// followed by more host text ends a `domainlabel`, and the label after the
/// last `.` is the `toplabel`: the split is forced, PEG greed cannot
/// misplace it.
pub(crate) fn hostname<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    let mut r = i;
    loop {
        let n = run_len(r.bytes(), &LABELCHAR);
        if n == 0 {
            return Err(empty_label(r, r.input_len() < i.input_len()));
        }
        // Each label is scanned once: the byte after it says whether it is
        // a `domainlabel` or the `toplabel`, then that rule's check applies.
        if r.bytes().get(n) == Some(&b'.') {
            let (after_label, _) = check_label(r, n, &ALPHADIGIT, "domainlabel")?;
            r = split(after_label, 1).0;
        } else {
            let (rest, _) = check_label(r, n, &ALPHA, "toplabel")?;
            return Ok(split(i, i.input_len() - rest.input_len()));
        }
    }
}

/// ```bnf
/// domainlabel    = alphadigit | alphadigit *[ alphadigit | "-" ] alphadigit
/// ```
///
/// PEG greed would make `alphadigit *[ alphadigit | "-" ] alphadigit` reject
/// `ab` (the star eats the final `b`). Rewritten as: scan the whole run of
/// `alphadigit | "-"`, then check that it starts and ends with `alphadigit`.
#[allow(dead_code)] // `hostname` scans each label once and applies `check_label`
pub(crate) fn domainlabel<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    let n = run_len(i.bytes(), &LABELCHAR);
    check_label(i, n, &ALPHADIGIT, "domainlabel")
}

/// ```bnf
/// toplabel       = alpha | alpha *[ alphadigit | "-" ] alphadigit
/// ```
///
/// Same rewrite as [`domainlabel`], with a first character from `alpha`.
#[allow(dead_code)] // `hostname` scans each label once and applies `check_label`
pub(crate) fn toplabel<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    let n = run_len(i.bytes(), &LABELCHAR);
    check_label(i, n, &ALPHA, "toplabel")
}

/// Checks that the first `n` bytes of `i`, all `alphadigit | "-"`, are
/// `first *[ alphadigit | "-" ] alphadigit` or just `first`.
#[inline(always)]
fn check_label<'a, I: Src<'a>>(
    i: I,
    n: usize,
    first: &Table,
    production: &'static str,
) -> PResult<I, I> {
    let b = i.bytes();
    if n == 0 {
        return Err(fail(i, production, Expected::ALPHADIGIT));
    }
    if !first.has(b[0]) {
        let (kind, expected) = if b[0] == b'-' {
            (Kind::LabelStartsWithHyphen, Expected::ALPHADIGIT)
        } else {
            (Kind::TopLabelStartsWithDigit, Expected::LETTER)
        };
        return Err(fail_span(i, 1, kind, production, expected));
    }
    if b[n - 1] == b'-' {
        let at = split(i, n - 1).0;
        return Err(fail_span(
            at,
            1,
            Kind::LabelEndsWithHyphen,
            production,
            Expected::ALPHADIGIT,
        ));
    }
    Ok(split(i, n))
}

/// No label where `hostname` needs one. At a `.` (two dots, or a leading
/// dot) label that `.`; after a trailing dot, label the dot before.
#[cold]
fn empty_label<'a, I: Src<'a>>(i: I, after_dot: bool) -> nom::Err<Fail> {
    let rest = match peek(i) {
        Some(b'.') => i.input_len(),
        _ if after_dot => i.input_len() + 1,
        _ => return fail(i, "hostname", Expected::ALPHADIGIT),
    };
    nom::Err::Failure(Fail::new(
        rest,
        1,
        "hostname",
        Kind::EmptyLabel,
        Expected::ALPHADIGIT,
    ))
}

/// ```bnf
/// alphadigit     = alpha | digit
/// ```
#[allow(dead_code)] // the table is what productions use; kept as the rule's transcription
pub(crate) fn alphadigit<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    match peek(i) {
        Some(b) if ALPHADIGIT.has(b) => Ok(split(i, 1)),
        _ => Err(fail(i, "alphadigit", Expected::ALPHADIGIT)),
    }
}

/// ```bnf
/// hostnumber     = digits "." digits "." digits "." digits
/// ```
pub(crate) fn hostnumber<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    let (mut r, _) = digits(i)?;
    for _ in 0..3 {
        r = byte(r, b'.', "hostnumber", Expected::DOT)?.0;
        r = digits(r)?.0;
    }
    Ok(split(i, i.input_len() - r.input_len()))
}

/// ```bnf
/// port           = digits
/// ```
///
/// No length or range limit: the BNF has none (`grammar/ERRATA.md`).
pub(crate) fn port<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    port_digits(i, &crate::rfc1738::chars::CHARS)
}

/// ```bnf
/// user           = *[ uchar | ";" | "?" | "&" | "=" ]
/// ```
pub(crate) fn user<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    take_escaped(i, &USERCHAR, "user")
}

/// ```bnf
/// password       = *[ uchar | ";" | "?" | "&" | "=" ]
/// ```
pub(crate) fn password<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    take_escaped(i, &USERCHAR, "password")
}

/// ```bnf
/// urlpath        = *xchar    ; depends on protocol see section 3.1
/// ```
pub(crate) fn urlpath<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    take_escaped(i, &XCHAR, "urlpath")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn ok<'a, O: std::fmt::Debug>(
        p: impl Fn(&'a str) -> PResult<&'a str, O>,
        input: &'a str,
        rest: &str,
    ) {
        match p(input) {
            Ok((r, _)) => assert_eq!(r, rest, "{input:?}"),
            Err(e) => panic!("{input:?}: {e:?}"),
        }
    }

    #[track_caller]
    fn err<'a, O: std::fmt::Debug>(
        p: impl Fn(&'a str) -> PResult<&'a str, O>,
        input: &'a str,
        at: usize,
        kind: Kind,
    ) {
        match p(input) {
            Err(nom::Err::Failure(f) | nom::Err::Error(f)) => {
                assert_eq!(
                    (input.len() - f.rest, f.kind),
                    (at, kind),
                    "{input:?}: {f:?}"
                )
            }
            other => panic!("{input:?}: expected failure, got {other:?}"),
        }
    }

    #[test]
    fn hosts() {
        ok(host, "ab", "");
        ok(host, "a", "");
        ok(host, "ab-cd.example/", "/");
        ok(host, "a1-2b.c0m", "");
        ok(host, "1.2.3.4:80", ":80");
        ok(host, "999.1.1.1", "");
        ok(host, "1.2.3.a", "");
        ok(host, "x.1-2.y", "");
        let long = format!("{}.com", "a".repeat(100));
        ok(host, &long, "");
        err(host, "a-.b", 1, Kind::LabelEndsWithHyphen);
        err(host, "-a.b", 0, Kind::LabelStartsWithHyphen);
        err(host, "a.-b", 2, Kind::LabelStartsWithHyphen);
        err(host, "a.b-", 3, Kind::LabelEndsWithHyphen);
        err(host, "a.1b", 2, Kind::TopLabelStartsWithDigit);
        err(host, "a..b", 2, Kind::EmptyLabel);
        err(host, ".a", 0, Kind::EmptyLabel);
        err(host, "a.b.", 3, Kind::EmptyLabel);
        err(host, "1.2.3.4.5", 0, Kind::HostNumberParts);
        err(host, "1.2.3", 0, Kind::HostNumberParts);
        err(host, "", 0, Kind::EmptyHost);
        err(host, "/x", 0, Kind::EmptyHost);
        err(host, "_x", 0, Kind::UnexpectedChar);
    }

    #[test]
    fn labels() {
        ok(domainlabel, "a", "");
        ok(domainlabel, "ab.c", ".c");
        ok(domainlabel, "1-2", "");
        err(domainlabel, "a-", 1, Kind::LabelEndsWithHyphen);
        ok(toplabel, "a-1", "");
        err(toplabel, "1a", 0, Kind::TopLabelStartsWithDigit);
        err(toplabel, "-a", 0, Kind::LabelStartsWithHyphen);
        err(toplabel, "", 0, Kind::UnexpectedEnd);
    }

    #[test]
    fn logins() {
        ok(login, "host", "");
        ok(login, "@host/", "/");
        ok(login, "u:@host", "");
        ok(login, "u:p@h:21/x", "/x");
        ok(login, "u%40x;?&=:p%3A@h", "");
        ok(login, "h:21", "");
        err(login, "a:b:c@h", 3, Kind::UnexpectedChar);
        err(login, "u%zz@h", 1, Kind::BadEscape);
        err(login, "h:/", 1, Kind::EmptyPort);
    }

    #[test]
    fn login_parts() {
        let (_, l) = login("u:p@h:1").unwrap();
        assert_eq!(
            (l.user, l.password, l.hostport.host, l.hostport.port),
            (Some("u"), Some("p"), "h", Some("1"))
        );
        let (_, l) = login("@h").unwrap();
        assert_eq!((l.user, l.password), (Some(""), None));
        let (_, l) = login("h").unwrap();
        assert_eq!((l.user, l.password, l.span), (None, None, "h"));
    }

    #[test]
    fn ip_schemeparts() {
        ok(ip_schemepart, "//h", "");
        ok(ip_schemepart, "//h/", "");
        ok(ip_schemepart, "//u@h:1/a;b?c", "");
        err(ip_schemepart, "/h", 1, Kind::UnexpectedChar);
    }
}
