//! RFC 1630, "BNF for specific URL schemes": the IP-based parts, `login`,
//! `hostport`, `host`, `hostname`, `hostnumber`, `port`, `user`, `password`.
//!
//! The results are the crate's [`Login`] and [`HostPort`] (the same shapes
//! as RFC 1738's), so code that reads a host works for both dialects.

use crate::core::failure::{Expected, Fail, Kind};
use crate::core::input::{
    PResult, Src, byte, consumed, cut_short, fail, fail_span, peek, run_len, split, take_escaped,
    take_run,
};
use crate::core::input::{Tagged, after, opt_after, port_digits, within};
use crate::core::table::Table;
use crate::rfc1630::chars::{ALPHA, ALPHANUM2, DIGIT, XALPHA, digits, ialpha};
use crate::rfc1738::ip_schemepart::{HostKind, ParsedHostPort, ParsedLogin};

/// ```bnf
///      login                  [ user [ : password ] @ ] hostport
/// ```
///
/// A `hostname` may itself contain `@` (it is `safe`), so `u@h` is both a
/// `user "@" hostport` and a bare `hostport`. `user` and `password` contain
/// neither `@` nor `:`, so only one user split is possible: the run of
/// `alphanum2` (and `":" alphanum2`) before the first `@`. The two readings
/// may end at different places: in `pw@1.2.3.4I` the user reading's host
/// number stops before `I`, the bare host name `pw@1.2.3.4I` does not.
/// What follows a `login` (`/` in `ftpaddress`, the end or `#` in
/// `telnetaddress`) is never a byte a `hostport` could take, so a reading
/// that stops short of the other cannot be continued: the longer one is
/// taken, and the user reading when both end at the same byte (RFC 1630
/// "User name and password"). The accepted language is the union of the
/// readings (`grammar/ERRATA.md` F13).
#[inline(always)]
pub(crate) fn login<'a, I: Src<'a>>(i: I) -> PResult<I, ParsedLogin<I>> {
    let b = i.bytes();
    let n = run_len(b, &ALPHANUM2);
    let mut at = n;
    if n > 0 && b.get(n) == Some(&b':') {
        at = n + 1 + run_len(&b[n + 1..], &ALPHANUM2);
    }
    // A user (and password) cut short by a character outside the grammar
    // could still have gone on to `@`: that character is the error.
    if n > 0
        && let Some(e) = cut_short(
            i,
            at,
            &crate::rfc1630::chars::CHARS,
            || true,
            "login",
            Expected::ALPHANUM2.with(Expected::AT),
        )
    {
        return Err::<(I, ParsedLogin<I>), _>(e).tagged(i, within(i, "login"));
    }
    if n > 0 && b.get(at) == Some(&b'@') {
        let user = with_user(i);
        if matches!(&user, Ok((r, _)) if live(*r)) {
            return user;
        }
        let bare = bare_hostport(i);
        if matches!(&bare, Ok((r, _)) if live(*r)) {
            return bare;
        }
        // Neither reading can be continued: the one that got further, so
        // that the error is reported where the input stops being a URL.
        return if reach(&bare) > reach(&user) {
            bare
        } else {
            user
        };
    }
    let bare = bare_hostport(i);
    if n > 0 && bare.is_err() {
        // `u:p%41@h`: no user reading reaches an `@`, but it may still get
        // further than the host-and-port one (`p` is no port).
        let user = with_user(i);
        if reach(&user) > reach(&bare) {
            return user;
        }
    }
    bare
}

/// Whether a `login` reading that ended at `r` can be continued: a byte a
/// `hostport` could have taken (an `xalpha`, `%`, `:`) starts nothing that
/// may follow a `login`.
#[inline(always)]
fn live<'a, I: Src<'a>>(r: I) -> bool {
    !peek(r).is_some_and(|c| XALPHA.has(c) || c == b'%' || c == b':')
}

/// How far a reading got: where it ended, or where it failed (remaining
/// lengths count down, hence `Reverse`); at the same byte a failure, which
/// says why, ranks above a reading that merely stops there, and of two
/// failures there the one whose offending text runs further (`%é0`, a bad
/// escape, over the `%` a host cannot start with) covers the byte where the
/// input stops being a URL.
#[cold]
fn reach<'a, I: Src<'a>>(
    result: &PResult<I, ParsedLogin<I>>,
) -> (std::cmp::Reverse<usize>, bool, usize) {
    match result {
        Ok((r, _)) => (std::cmp::Reverse(r.input_len()), false, 0),
        Err(nom::Err::Error(f) | nom::Err::Failure(f)) => (std::cmp::Reverse(f.rest), true, f.len),
        Err(nom::Err::Incomplete(_)) => (std::cmp::Reverse(usize::MAX), true, 0),
    }
}

/// `user [ ":" password ] "@" hostport`.
#[inline(always)]
fn with_user<'a, I: Src<'a>>(i: I) -> PResult<I, ParsedLogin<I>> {
    let (r, u) = user(i).tagged(i, within(i, "user"))?;
    let (r, p) = opt_after(r, b':', password, "password")?;
    let (r, _) = byte(r, b'@', "login", Expected::AT)?;
    let (rest, hp) = hostport(r)?;
    Ok((
        rest,
        ParsedLogin {
            span: consumed(i, rest),
            user: Some(u),
            password: p,
            hostport: hp,
        },
    ))
}

/// `hostport` alone.
#[inline(always)]
fn bare_hostport<'a, I: Src<'a>>(i: I) -> PResult<I, ParsedLogin<I>> {
    let (rest, hp) = hostport(i)?;
    Ok((
        rest,
        ParsedLogin {
            span: consumed(i, rest),
            user: None,
            password: None,
            hostport: hp,
        },
    ))
}

/// For `map_err` around the check after a `hostport` that ended at `rest`:
/// a character that cannot follow it is reported in its last part.
#[inline(always)]
pub(crate) fn after_hostport_note<'a, I: Src<'a>>(
    hp: &ParsedHostPort<I>,
    rest: I,
) -> impl FnOnce(nom::Err<Fail>) -> nom::Err<Fail> {
    match hp.port {
        Some(p) => after(p, rest, "port"),
        None => after(hp.host, rest, "host"),
    }
}

/// What could have continued a `hostport` that ended here: more of the
/// host name (any `xalpha`) or `:` port, more digits.
pub(crate) fn after_hostport<S>(hp: &ParsedHostPort<S>) -> Expected {
    match (hp.port.is_some(), hp.host_kind) {
        (true, _) => Expected::DIGIT,
        (false, HostKind::Number) => Expected::DIGIT.with(Expected::COLON),
        (false, _) => Expected::XALPHA.with(Expected::COLON),
    }
}

/// ```bnf
///      hostport               host [ : port ]
/// ```
#[inline(always)]
pub(crate) fn hostport<'a, I: Src<'a>>(i: I) -> PResult<I, ParsedHostPort<I>> {
    let (r, (host, host_kind)) = host(i).tagged(i, within(i, "host"))?;
    let (rest, port) = opt_after(r, b':', port, "port")?;
    Ok((
        rest,
        ParsedHostPort {
            span: consumed(i, rest),
            host,
            host_kind,
            port,
        },
    ))
}

/// ```bnf
///      host                   hostname | hostnumber
/// ```
///
/// The first character decides: a `hostname` starts with a letter, a
/// `hostnumber` with a digit.
#[inline(always)]
pub(crate) fn host<'a, I: Src<'a>>(i: I) -> PResult<I, (I, HostKind)> {
    match peek(i) {
        Some(b) if ALPHA.has(b) => {
            let (r, h) = hostname(i)?;
            Ok((r, (h, HostKind::Name)))
        }
        Some(b) if DIGIT.has(b) => {
            let (r, h) = hostnumber(i)?;
            Ok((r, (h, HostKind::Number)))
        }
        Some(b':' | b'/' | b'@' | b'?' | b'#') | None => {
            Err(fail_span(i, 0, Kind::EmptyHost, "host", Expected::HOST))
        }
        Some(_) => Err(fail(i, "host", Expected::HOST)),
    }
}

/// ```bnf
///      hostname               ialpha [  .  hostname ]
/// ```
///
/// Right recursion, written as a loop over `"." ialpha`. `.` is an `xalpha`,
/// so `ialpha` already takes every dot and the language is
/// `alpha *xalpha`: a host name may contain `@`, `&`, `"`, escapes, ...
/// exactly as the BNF says. The loop is kept as the rule reads.
#[inline(always)]
pub(crate) fn hostname<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    // `ialpha`, written out: its first letter, then its `xalphas`.
    if !peek(i).is_some_and(|b| ALPHA.has(b)) {
        return Err(fail(i, "hostname", Expected::LETTER));
    }
    // Host names are seldom escaped: the run without escapes first (one
    // sixteen-byte loop), and the run with escapes only from a `%` on (the
    // escape scan's first block is forty-eight bytes, mostly wasted on a
    // host name).
    let rest = split(i, 1).0;
    let n = run_len(rest.bytes(), &XALPHA);
    let (mut r, _) = if rest.bytes().get(n) == Some(&b'%') {
        take_escaped(rest, &XALPHA, "hostname")?
    } else {
        split(rest, n)
    };
    while peek(r) == Some(b'.') && r.bytes().get(1).is_some_and(|&b| ALPHA.has(b)) {
        r = ialpha(split(r, 1).0)?.0;
    }
    Ok((r, consumed(i, r)))
}

/// ```bnf
///      hostnumber             digits . digits . digits . digits
/// ```
///
/// A run of digits and dots that is not exactly four groups is reported as
/// a malformed `hostnumber`.
pub(crate) fn hostnumber<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    const NUMBERISH: Table = DIGIT.or(Table::of(b"."));
    let mut r = i;
    for k in 0..4 {
        if k > 0 {
            if peek(r) != Some(b'.') {
                return Err(number_parts(i, &NUMBERISH));
            }
            r = split(r, 1).0;
        }
        r = match digits(r) {
            Ok((r, _)) => r,
            Err(_) => return Err(number_parts(i, &NUMBERISH)),
        };
    }
    if peek(r) == Some(b'.') {
        return Err(number_parts(i, &NUMBERISH));
    }
    Ok((r, consumed(i, r)))
}

#[cold]
fn number_parts<'a, I: Src<'a>>(i: I, numberish: &Table) -> nom::Err<Fail> {
    let run = run_len(i.bytes(), numberish);
    // Digit groups cut short by a character outside the grammar: fewer than
    // four groups so far, none empty, could still have become a number.
    let groups = &i.bytes()[..run];
    let viable = groups.first() != Some(&b'.')
        && !groups.windows(2).any(|w| w == b"..")
        && groups.iter().filter(|&&b| b == b'.').count() <= 3;
    if let Some(e) = cut_short(
        i,
        run,
        &crate::rfc1630::chars::CHARS,
        || viable,
        "hostnumber",
        Expected::DIGIT.with(Expected::DOT),
    ) {
        return e;
    }
    if i.bytes()
        .get(run)
        .is_some_and(|&b| XALPHA.has(b) || b == b'%')
    {
        // Digits then letters: not a host number, and not a host name either.
        let (at, _) = split(i, run);
        return fail(at, "hostnumber", Expected::DIGIT.with(Expected::DOT));
    }
    fail_span(i, run, Kind::HostNumberParts, "hostnumber", Expected::NONE)
}

/// ```bnf
///      port                   digits
/// ```
pub(crate) fn port<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    port_digits(i, &crate::rfc1630::chars::CHARS)
}

/// ```bnf
///      user                   alphanum2 [ user ]
/// ```
///
/// Right recursion, `≡ 1*alphanum2`: one table scan.
pub(crate) fn user<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    let (r, u) = take_run(i, &ALPHANUM2);
    if u.input_len() == 0 {
        return Err(fail(i, "user", Expected::ALPHANUM2));
    }
    Ok((r, u))
}

/// ```bnf
///      password               alphanum2 [ password ]
/// ```
///
/// Right recursion, `≡ 1*alphanum2`: one table scan. Never empty.
pub(crate) fn password<'a, I: Src<'a>>(i: I) -> PResult<I, I> {
    let (r, p) = take_run(i, &ALPHANUM2);
    if p.input_len() == 0 {
        return Err(fail(i, "password", Expected::ALPHANUM2));
    }
    Ok((r, p))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn logins() {
        let (r, l) = login("u:p@h:21/x").unwrap();
        assert_eq!(
            (r, l.user, l.password, l.hostport.host, l.hostport.port),
            ("/x", Some("u"), Some("p"), "h", Some("21"))
        );
        // `u@h` reads as user and host; `u@1x` only as a host name.
        let (_, l) = login("u@h").unwrap();
        assert_eq!((l.user, l.hostport.host), (Some("u"), "h"));
        let (_, l) = login("u@1x").unwrap();
        assert_eq!((l.user, l.hostport.host), (None, "u@1x"));
        let (_, l) = login("a%41@h").unwrap();
        assert_eq!((l.user, l.hostport.host), (None, "a%41@h"));
        assert!(login("%41@h").is_err()); // a host name starts with a literal letter
        // The user reading's host number stops before `I`; the bare host
        // name goes on, and only it can be followed by `/`.
        let (r, l) = login("pw@721.86.2.2I/").unwrap();
        assert_eq!((r, l.user, l.hostport.host), ("/", None, "pw@721.86.2.2I"));
        let (r, l) = login("TUgbM@9.90.260.40!").unwrap();
        assert_eq!(
            (r, l.user, l.hostport.host),
            ("", None, "TUgbM@9.90.260.40!")
        );
        let (r, l) = login("u:p@1.2.3.4x").unwrap();
        assert_eq!((r, l.user), ("x", Some("u")));
        assert!(login("u:@h").is_err());
        assert!(login("@h").is_err());
    }

    #[test]
    fn hosts() {
        assert_eq!(host("a.b-c@d\"").unwrap().1, ("a.b-c@d\"", HostKind::Name));
        assert_eq!(
            host("1.2.3.4:").unwrap(),
            (":", ("1.2.3.4", HostKind::Number))
        );
        for bad in ["1.2.3", "1.2.3.4.5", "1.2.3.x", ""] {
            assert!(host(bad).is_err(), "{bad}");
        }
        assert_eq!(hostname("a.b.c/"), Ok(("/", "a.b.c")));
        assert!(port("x").is_err());
    }
}
