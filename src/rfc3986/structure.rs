//! The structure RFC 3986 and RFC 3987 share. RFC 3987's grammar is RFC
//! 3986's with each component's characters widened (`ipchar` for
//! `pchar`, `iquery` for `query`, ...): the rules of both are the
//! functions here, generic over a [`Repertoire`], the characters each
//! component takes and the names of the rules that read them. Each
//! dialect's rule functions (`rfc3986::uri::uri`, `rfc3987::iri::iri`, ...)
//! are these with its repertoire. `scheme`, which RFC 3987 uses as it
//! is, stands here too.

use crate::core::dialect::ReadOn;
use crate::core::failure::{Expected, Fail, Kind};
use crate::core::input::{
    PResult, Src, bad_escape_inline, byte, consumed, fail, peek, split, take_run,
};
use crate::rfc3986::chars::{ALPHA, HEXDIG, Repertoire, SCHEME_TAIL};
use crate::rfc3986::host::{HostForm, ip_literal, ipv4address, port};

/// ```abnf
/// scheme        = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
/// ```
pub(crate) fn scheme<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    match peek(i) {
        Some(b) if ALPHA.has(b) => {
            let (r, _) = take_run(split(i, 1).0, &SCHEME_TAIL);
            Ok((r, consumed(i, r)))
        }
        Some(_) => Err(fail(i, "scheme", Expected::LETTER)),
        None => Err(nom::Err::Failure(no_input())),
    }
}

/// The failure of a `scheme` that starts the input, when there is no
/// input: the input is empty (a scheme starts every URI).
fn no_input() -> Fail {
    Fail::new(0, 0, "scheme", Kind::EmptyInput, Expected::LETTER)
}

/// A parsed `authority`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct ParsedAuthority<S> {
    pub(crate) span: S,
    pub(crate) userinfo: Option<S>,
    pub(crate) host: S,
    pub(crate) host_form: HostForm,
    pub(crate) port: Option<S>,
}

impl<S> ParsedAuthority<S> {
    /// The same parse result over another span type.
    #[inline(always)]
    pub(crate) fn map_spans<T>(self, f: &impl Fn(S) -> T) -> ParsedAuthority<T> {
        ParsedAuthority {
            span: f(self.span),
            userinfo: self.userinfo.map(f),
            host: f(self.host),
            host_form: self.host_form,
            port: self.port.map(f),
        }
    }
}

/// A parsed `URI-reference`: a `URI` when it has a scheme, else a
/// `relative-ref`. (An `absolute-URI` is a `URI` without a fragment.)
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct ParsedReference<S> {
    pub(crate) source: S,
    pub(crate) scheme: Option<S>,
    pub(crate) authority: Option<ParsedAuthority<S>>,
    pub(crate) path: S,
    pub(crate) path_form: PathKind,
    pub(crate) query: Option<S>,
    pub(crate) fragment: Option<S>,
}

impl<S> ParsedReference<S> {
    /// The same parse result over another span type.
    #[inline(always)]
    pub(crate) fn map_spans<T>(self, f: &impl Fn(S) -> T) -> ParsedReference<T> {
        ParsedReference {
            source: f(self.source),
            scheme: self.scheme.map(f),
            authority: self.authority.map(|a| a.map_spans(f)),
            path: f(self.path),
            path_form: self.path_form,
            query: self.query.map(f),
            fragment: self.fragment.map(f),
        }
    }
}

/// Which of the five forms of `path` (RFC 3986 section 3.3) a path
/// matched.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PathKind {
    /// `path-abempty`: after an authority; begins with `/` or is empty.
    AbEmpty,
    /// `path-absolute`: begins with `/` but not `//`.
    Absolute,
    /// `path-noscheme`: a relative reference's, whose first segment has
    /// no `:`.
    NoScheme,
    /// `path-rootless`: a URI's that begins with a segment.
    Rootless,
    /// `path-empty`: zero characters, without an authority.
    Empty,
}

/// A parsed `hier-part` or `relative-part`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct ParsedPart<S> {
    pub(crate) authority: Option<ParsedAuthority<S>>,
    pub(crate) path: S,
    pub(crate) path_form: PathKind,
}

/// `scheme ":" hier-part [ "?" query ] [ "#" fragment ]`
#[inline(always)]
pub(crate) fn uri<'a, R: Repertoire, I: Src<'a>>(i: I) -> PResult<I, ParsedReference<I>> {
    let (r, mut parsed) = absolute_uri::<R, I>(i)?;
    let (r, fragment) = hash_fragment::<R, I>(r)?;
    parsed.fragment = fragment;
    parsed.source = consumed(i, r);
    Ok((r, parsed))
}

/// `URI / relative-ref`: a relative reference cannot start with a
/// `scheme` and `:` (its first segment has no `:`), so the input is a
/// `URI` exactly when it starts so.
#[inline(always)]
pub(crate) fn uri_reference<'a, R: Repertoire, I: Src<'a>>(i: I) -> PResult<I, ParsedReference<I>> {
    match scheme(i) {
        Ok((r, _)) if peek(r) == Some(b':') => uri::<R, I>(i),
        _ => relative_ref::<R, I>(i),
    }
}

/// `scheme ":" hier-part [ "?" query ]`
#[inline(always)]
pub(crate) fn absolute_uri<'a, R: Repertoire, I: Src<'a>>(i: I) -> PResult<I, ParsedReference<I>> {
    let (r, scheme) = scheme(i)?;
    let (r, _) = byte(
        r,
        b':',
        "scheme",
        Expected::SCHEME_CHAR.with(Expected::COLON),
    )?;
    let (r, part) = hier_part::<R, I>(r)?;
    let (r, query) = question_query::<R, I>(r)?;
    let parsed = ParsedReference {
        source: consumed(i, r),
        scheme: Some(scheme),
        authority: part.authority,
        path: part.path,
        path_form: part.path_form,
        query,
        fragment: None,
    };
    Ok((r, parsed))
}

/// `relative-part [ "?" query ] [ "#" fragment ]`
#[inline(always)]
pub(crate) fn relative_ref<'a, R: Repertoire, I: Src<'a>>(i: I) -> PResult<I, ParsedReference<I>> {
    let (r, part) = relative_part::<R, I>(i)?;
    let (r, query) = question_query::<R, I>(r)?;
    let (r, fragment) = hash_fragment::<R, I>(r)?;
    let parsed = ParsedReference {
        source: consumed(i, r),
        scheme: None,
        authority: part.authority,
        path: part.path,
        path_form: part.path_form,
        query,
        fragment,
    };
    Ok((r, parsed))
}

/// `"//" authority path-abempty / path-absolute / path-rootless /
/// path-empty`
#[inline(always)]
pub(crate) fn hier_part<'a, R: Repertoire, I: Src<'a>>(i: I) -> PResult<I, ParsedPart<I>> {
    part::<R, I>(i, PathKind::Rootless)
}

/// `"//" authority path-abempty / path-absolute / path-noscheme /
/// path-empty`
#[inline(always)]
pub(crate) fn relative_part<'a, R: Repertoire, I: Src<'a>>(i: I) -> PResult<I, ParsedPart<I>> {
    part::<R, I>(i, PathKind::NoScheme)
}

/// `hier-part` (`third` is `path-rootless`) or `relative-part`
/// (`path-noscheme`): they differ in their third alternative only.
#[inline(always)]
fn part<'a, R: Repertoire, I: Src<'a>>(i: I, third: PathKind) -> PResult<I, ParsedPart<I>> {
    if i.bytes().starts_with(b"//") {
        let (r, authority) = authority::<R, I>(split(i, 2).0)?;
        let (r, path) = path_abempty::<R, I>(r)?;
        let part = ParsedPart {
            authority: Some(authority),
            path,
            path_form: PathKind::AbEmpty,
        };
        return Ok((r, part));
    }
    let ((r, path), path_form) = if peek(i) == Some(b'/') {
        (path_absolute::<R, I>(i)?, PathKind::Absolute)
    } else if R::starts(i, R::PCHAR) && third == PathKind::Rootless {
        (path_rootless::<R, I>(i)?, third)
    } else if R::starts(i, R::PCHAR) {
        (path_noscheme::<R, I>(i)?, third)
    } else {
        (split(i, 0), PathKind::Empty)
    };
    let part = ParsedPart {
        authority: None,
        path,
        path_form,
    };
    Ok((r, part))
}

/// `[ userinfo "@" ] host [ ":" port ]`. The user part holds no `@`, so a
/// `userinfo "@"` is there exactly when the run of its characters from the
/// start ends at an `@`.
#[inline(always)]
pub(crate) fn authority<'a, R: Repertoire, I: Src<'a>>(i: I) -> PResult<I, ParsedAuthority<I>> {
    authority_after::<R, I>(i, 0)
}

/// [`authority`] whose first `known` bytes are known to be `userinfo`'s
/// characters and escapes (the class masks found them so): its first run
/// goes on from there.
#[inline(always)]
fn authority_after<'a, R: Repertoire, I: Src<'a>>(
    i: I,
    known: usize,
) -> PResult<I, ParsedAuthority<I>> {
    let (after_user, user) = run_after::<R, I>(i, known, R::USERINFO, R::NAMES.userinfo)?;
    let (r, userinfo) = match peek(after_user) {
        Some(b'@') => (split(after_user, 1).0, Some(user)),
        _ => {
            // No user: the run read a `reg-name` and what follows it up to
            // the first character outside both: `":" port` when that is
            // all digits. Read so, the host is not read twice.
            if let Some(parts) = reg_name_and_port(user, after_user) {
                return Ok(parts);
            }
            (i, None)
        }
    };
    let read = host::<R, I>(r).and_then(|(r, (host, form))| match peek(r) {
        Some(b':') => port(split(r, 1).0).map(|(r, p)| (r, (host, form, Some(p)))),
        _ => Ok((r, (host, form, None))),
    });
    // Without a user, the whole run could still be one if an `@` came: the
    // host and port must read all of it, else the byte after the run is
    // the first that no authority continues (`h:80x/` fails at the `/`).
    let user_run_end = after_user.input_len();
    let (r, (host, host_form, port)) = match read {
        Ok((r, parts)) if userinfo.is_some() || r.input_len() <= user_run_end => (r, parts),
        _ if userinfo.is_none() && user.input_len() > 0 => {
            return Err(fail(after_user, "authority", Expected::AT));
        }
        Ok(read) => read,
        Err(e) => return Err(e),
    };
    let authority = ParsedAuthority {
        span: consumed(i, r),
        userinfo,
        host,
        host_form,
        port,
    };
    Ok((r, authority))
}

/// The authority without a user that `run` (a `userinfo` run from the
/// authority's start, ending at `rest`) read: the `reg-name` up to the
/// run's first `:`, then digits to its end (the `port`). `None` when the
/// run is not that (an IP literal, or a second `:`, or a letter in the
/// port): the rules read it again, and fail where they fail.
#[inline(always)]
fn reg_name_and_port<'a, I: Src<'a>>(run: I, rest: I) -> Option<(I, ParsedAuthority<I>)> {
    if peek(rest) == Some(b'[') {
        return None;
    }
    let bytes = run.bytes();
    // An authority is short: a loop finds its `:` sooner than a vector
    // search's set-up.
    let (host, port) = match bytes.iter().position(|&b| b == b':') {
        None => (run, None),
        Some(k) => {
            let digits = &bytes[k + 1..];
            if !digits.iter().all(u8::is_ascii_digit) {
                return None;
            }
            let (port, host) = split(run, k);
            (host, Some(split(port, 1).0))
        }
    };
    let host_form = name_form(host);
    let authority = ParsedAuthority {
        span: run,
        userinfo: None,
        host,
        host_form,
        port,
    };
    Some((rest, authority))
}

/// Whether a `reg-name` is an `IPv4address` as a whole: only one that
/// starts with a digit and has at most 15 bytes can be, so the rule runs
/// for those alone.
#[inline(always)]
pub(crate) fn name_form<'a, I: Src<'a>>(name: I) -> HostForm {
    let bytes = name.bytes();
    if bytes.len() > 15 || !bytes.first().is_some_and(u8::is_ascii_digit) {
        return HostForm::RegName;
    }
    match ipv4address(name) {
        Ok((rest, _)) if rest.input_len() == 0 => HostForm::Ipv4,
        _ => HostForm::RegName,
    }
}

/// Whether `name` is an `IPv4address` as a whole: what [`name_form`]
/// says, read in at most sixteen turns with no call. The masks' check asks
/// it where it places a fault in a host that starts with a digit, so that
/// naming the fault (`recognize::named`) calls nothing and a caller of
/// `validate` that reads only `is_ok()` lets the compiler drop it
/// (docs/performance.md, "A fault named for nothing").
#[inline(always)]
pub(crate) fn is_ipv4address(name: &[u8]) -> bool {
    if name.len() > 15 {
        return false;
    }
    // The octets ended so far, and the one being read: its first digit,
    // its digits and its value (capped, so that no product overflows).
    let (mut octets, mut first, mut digits, mut value) = (0u32, 0u8, 0u32, 0u32);
    let mut ok = true;
    for k in 0..16 {
        let c = name.get(k).copied();
        if let Some(d @ b'0'..=b'9') = c {
            if digits == 0 {
                first = d;
            }
            digits += 1;
            value = value.min(1000) * 10 + u32::from(d - b'0');
            continue;
        }
        // `dec-octet`: 0 to 255, without a leading zero.
        ok &= (1..=3).contains(&digits) && value <= 255 && (digits == 1 || first != b'0');
        octets += 1;
        (digits, value) = (0, 0);
        match c {
            None => break,
            Some(b'.') => {}
            Some(_) => ok = false,
        }
    }
    ok && octets == 4
}

/// `IP-literal / IPv4address / reg-name`. Every `IPv4address` is a
/// `reg-name` as well (digits and dots are `unreserved`): a `reg-name`
/// that is an `IPv4address` as a whole is one (RFC 3986 section 3.2.2:
/// the first match wins).
#[inline(always)]
pub(crate) fn host<'a, R: Repertoire, I: Src<'a>>(i: I) -> PResult<I, (I, HostForm)> {
    if peek(i) == Some(b'[') {
        let form = match i.bytes().get(1) {
            Some(b'v' | b'V') => HostForm::IpvFuture,
            _ => HostForm::Ipv6,
        };
        let (r, literal) = ip_literal(i)?;
        return Ok((r, (literal, form)));
    }
    let (r, name) = R::run(i, R::REG_NAME, R::NAMES.reg_name)?;
    let form = name_form(name);
    Ok((r, (name, form)))
}

/// The run of `class` from the start of `i`, whose first `known` bytes
/// are known to be its characters and escapes: read on from there, where
/// it mostly ends at once.
#[inline(always)]
fn run_after<'a, R: Repertoire, I: Src<'a>>(
    i: I,
    known: usize,
    class: &R::Class,
    production: &'static str,
) -> PResult<I, I> {
    let on = split(i, known).0;
    let r = if R::starts(on, class) {
        R::run(on, class, production)?.0
    } else {
        on
    };
    Ok((r, consumed(i, r)))
}

/// [`Dialect::read_on`](crate::core::dialect::Dialect::read_on) of RFC
/// 3986 and RFC 3987: a fault in a path after its first segment's start
/// (`path-abempty`, `path-absolute`, `path-rootless`), a query or a
/// fragment read on from `at` through the rest of that run, then the
/// query and the fragment that may follow it. Every delimiter before them
/// (the scheme's `:`, the authority's `@`, `:` and end) lies before `at`,
/// so the bytes before read the same whatever follows.
pub(crate) fn read_on<R: Repertoire>(text: &str, at: usize, production: &str) -> ReadOn {
    let n = R::NAMES;
    let Some(tail) = text.get(at..) else {
        return ReadOn::Unread;
    };
    crate::core::work::step(tail.len());
    // The rule as a `'static` name, for the run's failure.
    let Some(&name) = [
        n.path_abempty,
        n.path_absolute,
        n.path_rootless,
        n.query,
        n.fragment,
    ]
    .iter()
    .find(|&&name| name == production) else {
        return ReadOn::Unread;
    };
    let path = name != n.query && name != n.fragment;
    let class = match name {
        _ if path => R::PATH,
        _ if name == n.query => R::QUERY,
        _ => R::FRAGMENT,
    };
    let Ok((mut r, _)) = R::run(tail, class, name) else {
        return ReadOn::Unread;
    };
    if path && peek(r) == Some(b'?') {
        let Ok((rest, _)) = R::run(split(r, 1).0, R::QUERY, n.query) else {
            return ReadOn::Unread;
        };
        r = rest;
    }
    if name != n.fragment && peek(r) == Some(b'#') {
        let Ok((rest, _)) = R::run(split(r, 1).0, R::FRAGMENT, n.fragment) else {
            return ReadOn::Unread;
        };
        r = rest;
    }
    if r.is_empty() {
        ReadOn::Valid
    } else {
        ReadOn::Unread
    }
}

/// `*( "/" segment )`
#[inline(always)]
pub(crate) fn path_abempty<'a, R: Repertoire, I: Src<'a>>(i: I) -> PResult<I, I> {
    match peek(i) {
        Some(b'/') => R::run(i, R::PATH, R::NAMES.path_abempty),
        _ => Ok(split(i, 0)),
    }
}

/// `"/" [ segment-nz *( "/" segment ) ]`
#[inline(always)]
pub(crate) fn path_absolute<'a, R: Repertoire, I: Src<'a>>(i: I) -> PResult<I, I> {
    let name = R::NAMES.path_absolute;
    let (r, _) = byte(i, b'/', name, Expected::SLASH)?;
    let r = if R::starts(r, R::PCHAR) {
        R::run(r, R::PATH, name)?.0
    } else {
        r
    };
    Ok((r, consumed(i, r)))
}

/// `segment-nz-nc *( "/" segment )`
#[inline(always)]
pub(crate) fn path_noscheme<'a, R: Repertoire, I: Src<'a>>(i: I) -> PResult<I, I> {
    let (r, _) = segment_nz_nc::<R, I>(i)?;
    let r = match peek(r) {
        Some(b'/') => R::run(r, R::PATH, R::NAMES.path_noscheme)?.0,
        _ => r,
    };
    Ok((r, consumed(i, r)))
}

/// `segment-nz *( "/" segment )`: a run of `pchar` and `/` that starts
/// with a `pchar` is exactly that.
#[inline(always)]
pub(crate) fn path_rootless<'a, R: Repertoire, I: Src<'a>>(i: I) -> PResult<I, I> {
    segment_nz::<R, I>(i)?;
    R::run(i, R::PATH, R::NAMES.path_rootless)
}

/// `1*pchar`
#[inline(always)]
pub(crate) fn segment_nz<'a, R: Repertoire, I: Src<'a>>(i: I) -> PResult<I, I> {
    let name = R::NAMES.segment_nz;
    let (r, s) = R::run(i, R::PCHAR, name)?;
    if s.input_len() == 0 {
        return Err(fail(i, name, Expected::PATH_CHAR));
    }
    Ok((r, s))
}

/// `1*( unreserved / pct-encoded / sub-delims / "@" )`: `pchar` without
/// `:`.
#[inline(always)]
pub(crate) fn segment_nz_nc<'a, R: Repertoire, I: Src<'a>>(i: I) -> PResult<I, I> {
    let name = R::NAMES.segment_nz_nc;
    let (r, s) = R::run(i, R::SEGMENT_NZ_NC, name)?;
    if s.input_len() == 0 {
        return Err(fail(i, name, Expected::PATH_CHAR));
    }
    Ok((r, s))
}

/// `[ "?" query ]`
#[inline(always)]
fn question_query<'a, R: Repertoire, I: Src<'a>>(i: I) -> Result<(I, Option<I>), nom::Err<Fail>> {
    match peek(i) {
        Some(b'?') => R::run(split(i, 1).0, R::QUERY, R::NAMES.query).map(|(r, q)| (r, Some(q))),
        _ => Ok((i, None)),
    }
}

/// `[ "#" fragment ]`
#[inline(always)]
fn hash_fragment<'a, R: Repertoire, I: Src<'a>>(i: I) -> Result<(I, Option<I>), nom::Err<Fail>> {
    match peek(i) {
        Some(b'#') => {
            R::run(split(i, 1).0, R::FRAGMENT, R::NAMES.fragment).map(|(r, f)| (r, Some(f)))
        }
        _ => Ok((i, None)),
    }
}

/// The component a whole input ended with, when something follows it that
/// nothing can: its rule, and what would have continued it (`after`: what
/// the start rule allows after a path, `?` and perhaps `#`). The character
/// is reported in that component (`http://h:80x` in `port`, `a[b` in the
/// path), where its author put it.
#[inline(always)]
fn last_component<'a, R: Repertoire, I: Src<'a>>(
    p: &ParsedReference<I>,
    after: Expected,
) -> (&'static str, Expected) {
    let n = &R::NAMES;
    let chars = Expected::PATH_CHAR
        .with(Expected::SLASH)
        .with(Expected::QUESTION);
    if p.fragment.is_some() {
        return (n.fragment, chars);
    }
    if p.query.is_some() {
        let hash = if after.contains(Expected::HASH) {
            Expected::HASH
        } else {
            Expected::NONE
        };
        return (n.query, chars.with(hash));
    }
    let (rule, continues) = continuing::<R, I>(p);
    (rule, continues.with(after))
}

/// [`last_component`] when it is the path or the authority: its rule and
/// its own characters, before `?` and `#`.
fn continuing<'a, R: Repertoire, I: Src<'a>>(p: &ParsedReference<I>) -> (&'static str, Expected) {
    let n = &R::NAMES;
    if p.path.input_len() > 0 {
        let rule = match p.path_form {
            PathKind::AbEmpty => n.path_abempty,
            PathKind::Absolute => n.path_absolute,
            PathKind::NoScheme => n.path_noscheme,
            _ => n.path_rootless,
        };
        return (rule, Expected::PATH_CHAR.with(Expected::SLASH));
    }
    match p.authority {
        Some(a) if a.port.is_some() => ("port", Expected::DIGIT.with(Expected::SLASH)),
        Some(a) if a.host_form == HostForm::RegName => (
            n.reg_name,
            Expected::HOST.with(Expected::COLON).with(Expected::SLASH),
        ),
        Some(_) => ("host", Expected::COLON.with(Expected::SLASH)),
        None => (n.whole, Expected::NONE),
    }
}

/// Which rule a whole input is read as.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Start {
    /// `URI`, `IRI`
    Identifier,
    /// `URI-reference`, `IRI-reference`
    Reference,
    /// `absolute-URI`, `absolute-IRI`
    Absolute,
}

/// The components of the whole of `input` read as `start` with `R`'s
/// characters; else the failure at the first byte no such input can
/// continue with.
#[inline]
pub(crate) fn parse<R: Repertoire>(
    input: &str,
    start: Start,
) -> Result<ParsedReference<&str>, Fail> {
    whole::<R, &str>(input, start)
}

/// [`parse`] over any input type (the diagnostics' traced run too).
#[inline(always)]
pub(crate) fn whole<'a, R: Repertoire, I: Src<'a>>(
    i: I,
    start: Start,
) -> Result<ParsedReference<I>, Fail> {
    let parsed = match start {
        Start::Identifier => uri::<R, I>(i),
        Start::Reference => uri_reference::<R, I>(i),
        Start::Absolute => absolute_uri::<R, I>(i),
    };
    finish::<R, I>(parsed, start)
}

/// What `start` allows after a path: `?`, and `#` but in an
/// `absolute-URI`.
#[inline(always)]
pub(crate) fn after_path(start: Start) -> Expected {
    match start {
        Start::Absolute => Expected::QUESTION,
        _ => Expected::QUESTION.with(Expected::HASH),
    }
}

/// The failure at a fault that the class masks found inside the component
/// `at` starts (a path after an authority, a query, a fragment), before
/// which the masks found every byte to be the component's: the failure the
/// rules give there, from their own failure rules (`bad_escape`,
/// `last_component`), without reading the component again. `None` when
/// `at` is another component, or no fault was found in the window, or the
/// `%` at the fault starts an escape after all (its hex digits lay past
/// the window): the rules resume there. For RFC 3986's characters, where
/// every byte the masks call a fault past the authority is one.
#[inline(always)]
pub(crate) fn fault_in<'a, R: Repertoire, I: Src<'a>>(
    i: I,
    start: Start,
    at: Resume,
) -> Option<Fail> {
    let empty = split(i, 0).1;
    let mut p = ParsedReference {
        source: i,
        scheme: None,
        authority: None,
        path: empty,
        path_form: PathKind::AbEmpty,
        query: None,
        fragment: None,
    };
    let (fault, production) = match at {
        // `scheme`'s failures: no letter first, or no `:` after the run.
        Resume::Scheme { end: 0 } if i.input_len() == 0 => return Some(no_input()),
        Resume::Scheme { end: 0 } => return Some(Fail::at(i.text(), "scheme", Expected::LETTER)),
        Resume::Scheme { end } if end < 64 => {
            let expected = Expected::SCHEME_CHAR.with(Expected::COLON);
            return Some(Fail::at(split(i, end).0.text(), "scheme", expected));
        }
        Resume::Authority {
            at,
            fault,
            plain: true,
            ..
        } => {
            // The user run reads the authority up to the fault; without an
            // `@` that is the host and the port (`reg_name_and_port`),
            // after which nothing follows.
            let run = split(split(i, at).0, fault.checked_sub(at)?).1;
            let rest = split(i, fault).0;
            match peek(rest) {
                // An IP literal's, which the rules read.
                Some(b'[' | b']') => return None,
                Some(b'%') => {}
                _ => {
                    p.authority = Some(reg_name_and_port(run, rest)?.1);
                    p.path = split(rest, 0).1;
                }
            }
            (fault, R::NAMES.userinfo)
        }
        Resume::Path {
            at,
            authority: true,
            fault,
            ..
        } => {
            p.path = split(split(i, at).0, fault.checked_sub(at)?).1;
            (fault, R::NAMES.path_abempty)
        }
        Resume::Path {
            at,
            authority: false,
            scheme: true,
            fault,
            slashed,
        } => {
            // `hier-part`'s path: `path-absolute`, `path-rootless` (whose
            // first segment is `segment-nz`'s run) or `path-empty`.
            let path = split(split(i, at).0, fault.checked_sub(at)?).1;
            p.path = path;
            let (form, production) = match path.bytes().first() {
                Some(b'/') => (PathKind::Absolute, R::NAMES.path_absolute),
                Some(_) if slashed => (PathKind::Rootless, R::NAMES.path_rootless),
                Some(_) => (PathKind::Rootless, R::NAMES.segment_nz),
                None => (PathKind::Empty, R::NAMES.segment_nz),
            };
            p.path_form = form;
            (fault, production)
        }
        Resume::Query { fault, .. } => {
            p.query = Some(empty);
            (fault, R::NAMES.query)
        }
        Resume::Fragment { fault, .. } => {
            p.fragment = Some(empty);
            (fault, R::NAMES.fragment)
        }
        _ => return None,
    };
    if fault >= 64 {
        return None;
    }
    let rest = split(i, fault).0;
    let bytes = rest.bytes();
    if bytes.first() == Some(&b'%') {
        let escape = bytes.len() > 2 && HEXDIG.has(bytes[1]) && HEXDIG.has(bytes[2]);
        return (!escape).then(|| bad_escape_inline(rest, 0, production));
    }
    let (production, continues) = last_component::<R, I>(&p, after_path(start));
    Some(Fail::at(
        rest.text(),
        production,
        continues.with(Expected::END),
    ))
}

/// The rules' result for a whole input read as `start`: what they parsed
/// when it is all of the input, else the failure at the first byte left.
#[inline(always)]
fn finish<'a, R: Repertoire, I: Src<'a>>(
    parsed: PResult<I, ParsedReference<I>>,
    start: Start,
) -> Result<ParsedReference<I>, Fail> {
    let expected = after_path(start);
    let result = parsed.and_then(|(r, parsed)| {
        if r.input_len() == 0 {
            Ok(parsed)
        } else {
            let (production, continues) = last_component::<R, I>(&parsed, expected);
            Err(fail(r, production, continues.with(Expected::END)))
        }
    });
    match result {
        Ok(parsed) => Ok(parsed),
        Err(nom::Err::Error(f) | nom::Err::Failure(f)) => Err(f),
        Err(nom::Err::Incomplete(_)) => unreachable!("every production reads complete input"),
    }
}

/// Where the rules resume on an input that the class masks found a fault
/// in (`rfc3986::recognize`): the start of a component that holds or
/// precedes the first fault, everything before which the masks found to be
/// what the rules read up to there. `fault` is where the masks' first
/// fault lies (or a later byte): the component's characters run up to it,
/// so that the component's run goes on from there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Resume {
    /// The start of the input: the fault may lie in the scheme or the
    /// authority.
    Start,
    /// The start of a `URI` or `absolute-URI` whose scheme fails: its
    /// first byte is no letter (`end` 0), or the scheme's characters run
    /// to `end` and no `:` follows (64 when the window does not say).
    Scheme { end: usize },
    /// The authority at byte `at` (after `//`), whose first `known` bytes
    /// are `userinfo`'s characters and escapes; `plain` when no `@` comes
    /// before `fault` and at most one `:`, with only digits after it.
    Authority {
        at: usize,
        known: usize,
        fault: usize,
        plain: bool,
    },
    /// A path at byte `at`: `path-abempty` after an authority; else what
    /// `hier-part` (after a scheme) or `relative-part` reads there.
    Path {
        at: usize,
        authority: bool,
        scheme: bool,
        fault: usize,
        /// Whether a `/` comes after the path's first byte, before the
        /// fault.
        slashed: bool,
    },
    /// The `?` at byte `at` that starts the query.
    Query { at: usize, fault: usize },
    /// The `#` at byte `at` that starts the fragment.
    Fragment { at: usize, fault: usize },
    /// A fault in the first window that the masks place and name (RFC
    /// 3986's check only, `rfc3986::recognize`): the byte `fault`, in the
    /// place `place` (the component and the rule that fails there).
    Named { fault: usize, place: FaultPlace },
}

/// Where a fault that the masks name lies: which rule's failure names it
/// (the rule [`fault_in`] would name there).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum FaultPlace {
    /// The first byte, which is no letter.
    SchemeStart,
    /// After the scheme's characters, where no `:` follows.
    Scheme,
    /// A port (after the authority's `:`).
    Port,
    /// A host that is a `reg-name`.
    RegName,
    /// A `path-abempty` after an authority.
    PathAbEmpty,
    /// A `path-absolute`.
    PathAbsolute,
    /// A `path-rootless` past its first `/`.
    PathRootless,
    /// A `path-rootless` in its first segment (`segment-nz`).
    SegmentNz,
    /// Right after the scheme's `:` (no path).
    PathEmpty,
    /// The query.
    Query,
    /// The fragment.
    Fragment,
    /// A host that is an `IPv4address` as a whole, up to the fault.
    Ipv4Host,
}

/// [`whole`] resumed at `at`: the same failure, the first byte from `at`
/// on that no `start` continues with.
#[inline(always)]
pub(crate) fn resumed<'a, R: Repertoire, I: Src<'a>>(
    i: I,
    start: Start,
    at: Resume,
) -> Result<(), Fail> {
    finish::<R, I>(resumed_tail::<R, I>(i, start, at), start).map(|_| ())
}

/// [`resumed`] up to the check that nothing is left.
#[inline(always)]
fn resumed_tail<'a, R: Repertoire, I: Src<'a>>(
    i: I,
    start: Start,
    at: Resume,
) -> PResult<I, ParsedReference<I>> {
    let skip = |k: usize| split(i, k).0;
    let none = || ParsedReference {
        source: i,
        scheme: None,
        authority: None,
        path: split(i, 0).1,
        path_form: PathKind::Empty,
        query: None,
        fragment: None,
    };
    // The run of `class` from `begin`, whose bytes before `fault` are the
    // class's.
    let run_on = |begin: usize, fault: usize, class: &R::Class, name| {
        run_after::<R, I>(skip(begin), fault.saturating_sub(begin), class, name)
    };
    let fragment_ok = start != Start::Absolute;
    let mut p = none();
    let r = match at {
        Resume::Start | Resume::Scheme { .. } | Resume::Named { .. } => {
            return match start {
                Start::Identifier => uri::<R, I>(i),
                Start::Reference => uri_reference::<R, I>(i),
                Start::Absolute => absolute_uri::<R, I>(i),
            };
        }
        Resume::Authority { at, known, .. } => {
            let (r, authority) = authority_after::<R, I>(skip(at), known)?;
            p.authority = Some(authority);
            let (r, path) = path_abempty::<R, I>(r)?;
            p.path = path;
            p.path_form = PathKind::AbEmpty;
            let (r, query) = question_query::<R, I>(r)?;
            p.query = query;
            r
        }
        Resume::Path {
            at,
            authority: true,
            fault,
            ..
        } => {
            // From `at`, the first `/`, `?` or `#` after the authority (or
            // its end): `path-abempty` is the run of path characters there.
            let (r, path) = run_on(at, fault, R::PATH, R::NAMES.path_abempty)?;
            p.path = path;
            p.path_form = PathKind::AbEmpty;
            let (r, query) = question_query::<R, I>(r)?;
            p.query = query;
            r
        }
        Resume::Path { at, scheme, .. } => {
            let third = if scheme {
                PathKind::Rootless
            } else {
                PathKind::NoScheme
            };
            let (r, part) = part::<R, I>(skip(at), third)?;
            p.path = part.path;
            p.path_form = part.path_form;
            let (r, query) = question_query::<R, I>(r)?;
            p.query = query;
            r
        }
        Resume::Query { at, fault } => {
            let (r, query) = run_on(at + 1, fault, R::QUERY, R::NAMES.query)?;
            p.query = Some(query);
            r
        }
        Resume::Fragment { at, fault } => {
            let (r, fragment) = run_on(at + 1, fault, R::FRAGMENT, R::NAMES.fragment)?;
            p.fragment = Some(fragment);
            return Ok((r, p));
        }
    };
    if !fragment_ok {
        return Ok((r, p));
    }
    let (r, fragment) = hash_fragment::<R, I>(r)?;
    p.fragment = fragment;
    Ok((r, p))
}

/// What the tests of both grammars hold their productions to.
#[cfg(test)]
pub(crate) mod testing {
    use super::*;
    use urlbnf_testkit::abnf::appendix_b;

    /// A rule's name and its function, reduced to what it consumed.
    pub(crate) type Rule = (&'static str, fn(&str) -> PResult<&str, &str>);

    /// Each of `rules` matches the whole of exactly the `inputs` that its
    /// rule in `grammar` matches, and some input at all (but for the
    /// empty path, `empty`).
    pub(crate) fn rules_agree(
        rules: &[Rule],
        inputs: &[String],
        grammar: &urlbnf_testkit::abnf::Grammar,
        empty: &str,
    ) {
        for (rule, production) in rules {
            let oracle = grammar.matcher(rule);
            let mut accepted = 0;
            for s in inputs {
                let want = oracle.is_match(s);
                let have = matches!(production(s), Ok(("", _)));
                assert_eq!(have, want, "{rule} {s:?}");
                accepted += usize::from(want);
            }
            assert!(accepted > 0 || *rule == empty, "{rule}: no sample matches");
        }
    }

    /// `parse` with `R` against the recogniser's three start rules
    /// (`oracles`: the identifier, the reference, the absolute form).
    pub(crate) fn agree<R: Repertoire>(s: &str, oracles: [fn(&str) -> bool; 3]) {
        let starts = [Start::Identifier, Start::Reference, Start::Absolute];
        for (start, oracle) in starts.into_iter().zip(oracles) {
            assert_eq!(parse::<R>(s, start).is_ok(), oracle(s), "{start:?} {s:?}");
        }
    }

    /// The components of `s`, when it is a reference, as `parse` gives
    /// them and as RFC 3986 Appendix B's regular expression splits it; the
    /// authority's parts put back together; the path's form.
    pub(crate) fn same_components<R: Repertoire>(s: &str) {
        let Ok(p) = parse::<R>(s, Start::Reference) else {
            return;
        };
        let ours = appendix_b::Components {
            scheme: p.scheme,
            authority: p.authority.map(|a| a.span),
            path: p.path,
            query: p.query,
            fragment: p.fragment,
        };
        assert_eq!(ours, appendix_b::components(s), "{s:?}");
        if let Some(a) = p.authority {
            let user = a.userinfo.map(|u| format!("{u}@")).unwrap_or_default();
            let port = a.port.map(|p| format!(":{p}")).unwrap_or_default();
            assert_eq!(format!("{user}{}{port}", a.host), a.span, "{s:?}");
            assert_eq!(p.path_form, PathKind::AbEmpty, "{s:?}");
        } else {
            let form = match (p.path.as_bytes().first(), p.scheme) {
                (None, _) => PathKind::Empty,
                (Some(b'/'), _) => PathKind::Absolute,
                (Some(_), Some(_)) => PathKind::Rootless,
                (Some(_), None) => PathKind::NoScheme,
            };
            assert_eq!(p.path_form, form, "{s:?}");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whether `name` is an `IPv4address` as a whole, by the rules.
    fn by_rules(name: &str) -> bool {
        name_form(name) == HostForm::Ipv4
    }

    #[test]
    fn is_ipv4address_reads_as_the_rules() {
        for (name, want) in [
            ("0.0.0.0", true),
            ("255.255.255.255", true),
            ("100.200.250.199", true),
            ("9.99.199.249", true),
            ("256.1.1.1", false),
            ("1.1.1.260", false),
            ("01.1.1.1", false),
            ("1.2.3.04", false),
            ("1.2.3", false),
            ("1.2.3.4.5", false),
            ("1.2.3.4.", false),
            (".1.2.3.4", false),
            ("1..2.3", false),
            ("1.2.3.4a", false),
            ("1.2.3.4444", false),
            ("1111.1.1.1111111", false),
            ("", false),
        ] {
            assert_eq!(is_ipv4address(name.as_bytes()), want, "{name:?}");
            assert_eq!(by_rules(name), want, "{name:?}");
        }
        // Every name of up to six bytes over digits, dots and a letter.
        let alphabet = b"0125.9a";
        let mut names = vec![String::new()];
        let mut last = vec![String::new()];
        for _ in 0..6 {
            last = last
                .iter()
                .flat_map(|n| alphabet.iter().map(move |&c| format!("{n}{}", c as char)))
                .collect();
            names.extend(last.iter().cloned());
        }
        // And three to five octets, mostly right, joined by dots.
        let right = ["0", "1", "9", "25", "199", "249", "255"];
        let wrong = ["256", "01", "1000", "2a", ""];
        let mut rng = urlbnf_testkit::corpus::Rng::new(0x9e37_79b9_7f4a_7c15);
        let mut next = |m: usize| rng.below(m);
        for _ in 0..50_000 {
            let count = 3 + next(3);
            let mut n = (0..count)
                .map(|_| match next(6) {
                    0 => wrong[next(wrong.len())],
                    _ => right[next(right.len())],
                })
                .collect::<Vec<_>>()
                .join(".");
            if next(8) == 0 {
                n.push('.');
            }
            names.push(n);
        }
        let mut addresses = 0;
        for n in &names {
            let want = by_rules(n);
            assert_eq!(is_ipv4address(n.as_bytes()), want, "{n:?}");
            addresses += usize::from(want);
        }
        assert!(addresses > 1000, "{addresses}");
    }
}
