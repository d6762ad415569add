//! Random RFC 1630 URLs, derived from `grammar/rfc1630.bnf` production by
//! production (with the readings of `grammar/ERRATA.md`, as in
//! `regex1630.rs`): every function below expands the rule it is named
//! after, choosing among its alternatives and repetitions at random.
//!
//! The choices lean towards the places where readings meet: `@`, `.` and
//! digits inside host names, users that look like hosts, host numbers
//! followed by more characters, `%00` in prospero names, digits and `=` in
//! WAIS paths, quoted strings and digit-led atoms in `mid:`/`cid:`. Every
//! string produced is in the language, so an engine that rejects one has a
//! hole.

use crate::corpus::Rng;

const LETTERS: &[u8] = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
const DIGITS: &[u8] = b"0123456789";
/// Specific section `safe` (with `+`).
const SAFE: &[u8] = b"$-_@.&+";
const SAFE_GENERIC: &[u8] = b"$-_@.&";
const EXTRA: &[u8] = b"!*\"'(),";
const HEX: &[u8] = b"0123456789abcdefABCDEF";

fn ch(rng: &mut Rng, set: &[u8], out: &mut String) {
    out.push(rng.pick(set) as char);
}

/// `escape  % hex hex`; `%00` and `%40` now and then.
fn escape(rng: &mut Rng, out: &mut String) {
    match rng.below(6) {
        0 => out.push_str("%00"),
        1 => out.push_str("%40"),
        _ => {
            out.push('%');
            ch(rng, HEX, out);
            ch(rng, HEX, out);
        }
    }
}

/// `xalpha  alpha | digit | safe | extra | escape` (specific or generic
/// `safe`), weighted towards letters, digits, `@` and `.`.
fn xalpha(rng: &mut Rng, generic: bool, out: &mut String) {
    match rng.below(20) {
        0..=6 => ch(rng, LETTERS, out),
        7..=10 => ch(rng, DIGITS, out),
        11 => out.push('@'),
        12 => out.push('.'),
        13..=15 => ch(rng, if generic { SAFE_GENERIC } else { SAFE }, out),
        16..=18 => ch(rng, EXTRA, out),
        _ => escape(rng, out),
    }
}

/// `xalphas  xalpha [ xalphas ]`.
fn xalphas(rng: &mut Rng, generic: bool, out: &mut String) {
    for _ in 0..rng.range(1, 6) {
        xalpha(rng, generic, out);
    }
}

/// `xpalpha  xalpha | +`.
fn xpalpha(rng: &mut Rng, generic: bool, out: &mut String) {
    if rng.chance(80) {
        out.push('+');
    } else {
        xalpha(rng, generic, out);
    }
}

/// `xpalphas  xpalpha [ xpalphas ]`.
fn xpalphas(rng: &mut Rng, generic: bool, out: &mut String) {
    for _ in 0..rng.range(1, 5) {
        xpalpha(rng, generic, out);
    }
}

/// `ialpha  alpha [ xalphas ]`.
fn ialpha(rng: &mut Rng, generic: bool, out: &mut String) {
    ch(rng, LETTERS, out);
    if rng.chance(700) {
        xalphas(rng, generic, out);
    }
}

/// `digits  digit [ digits ]`.
fn digits(rng: &mut Rng, out: &mut String) {
    for _ in 0..rng.range(1, 3) {
        ch(rng, DIGITS, out);
    }
}

/// `alphanums  alphanum [ alphanums ]`.
fn alphanums(rng: &mut Rng, out: &mut String) {
    for _ in 0..rng.range(1, 4) {
        if rng.chance(500) {
            ch(rng, LETTERS, out);
        } else {
            ch(rng, DIGITS, out);
        }
    }
}

/// `user  alphanum2 [ user ]` (also `password`).
fn user(rng: &mut Rng, out: &mut String) {
    for _ in 0..rng.range(1, 5) {
        match rng.below(10) {
            0..=5 => ch(rng, LETTERS, out),
            6..=7 => ch(rng, DIGITS, out),
            _ => ch(rng, b"-_.+", out),
        }
    }
}

/// `hostname  ialpha [ . hostname ]`.
fn hostname(rng: &mut Rng, out: &mut String) {
    ialpha(rng, false, out);
    while rng.chance(300) {
        out.push('.');
        ialpha(rng, false, out);
    }
}

/// `hostnumber  digits . digits . digits . digits`.
fn hostnumber(rng: &mut Rng, out: &mut String) {
    for k in 0..4 {
        if k > 0 {
            out.push('.');
        }
        digits(rng, out);
    }
}

/// `host  hostname | hostnumber`.
fn host(rng: &mut Rng, out: &mut String) {
    if rng.chance(400) {
        hostnumber(rng, out);
    } else {
        hostname(rng, out);
    }
}

/// `hostport  host [ : port ]`.
fn hostport(rng: &mut Rng, out: &mut String) {
    host(rng, out);
    if rng.chance(250) {
        out.push(':');
        digits(rng, out);
    }
}

/// `login  [ user [ : password ] @ ] hostport`, and the bare host names
/// that look like it: `user@hostnumber` followed by more `xalpha`s.
fn login(rng: &mut Rng, out: &mut String) {
    match rng.below(4) {
        0 => hostport(rng, out),
        1 => {
            user(rng, out);
            if rng.chance(400) {
                out.push(':');
                user(rng, out);
            }
            out.push('@');
            hostport(rng, out);
        }
        _ => {
            // A host name in the shape of a user and a host number.
            ch(rng, LETTERS, out);
            user(rng, out);
            out.push('@');
            hostnumber(rng, out);
            xalphas(rng, false, out);
            if rng.chance(250) {
                out.push(':');
                digits(rng, out);
            }
        }
    }
}

/// `path  void | segment [ / path ]`, `segment  xpalphas`.
fn path(rng: &mut Rng, out: &mut String) {
    if rng.chance(150) {
        return;
    }
    loop {
        xpalphas(rng, false, out);
        if !rng.chance(400) {
            return;
        }
        out.push('/');
        if rng.chance(150) {
            return;
        }
    }
}

/// `search  xalphas [ + search ]` (specific).
fn search(rng: &mut Rng, out: &mut String) {
    xalphas(rng, false, out);
    while rng.chance(300) {
        out.push('+');
        xalphas(rng, false, out);
    }
}

/// `httpaddress  h t t p :   / / hostport [  / path ] [ ? search ]`
fn httpaddress(rng: &mut Rng, out: &mut String) {
    out.push_str(rng.pick(&["http://", "HTTP://", "Http://"]));
    hostport(rng, out);
    if rng.chance(700) {
        out.push('/');
        path(rng, out);
    }
    if rng.chance(300) {
        out.push('?');
        search(rng, out);
    }
}

/// `ftpaddress  f t p : / / login / path [  ftptype ]` (`;type=`, F6).
fn ftpaddress(rng: &mut Rng, out: &mut String) {
    out.push_str("ftp://");
    login(rng, out);
    out.push('/');
    path(rng, out);
    if rng.chance(300) {
        out.push_str(";type=");
        match rng.below(4) {
            0 | 1 => {
                ch(rng, b"AE", out);
                if rng.chance(500) {
                    ch(rng, b"NTC", out);
                }
            }
            2 => out.push('I'),
            _ => {
                out.push('L');
                digits(rng, out);
            }
        }
    }
}

/// `afsaddress  a f s : / / cellname / path`
fn afsaddress(rng: &mut Rng, out: &mut String) {
    out.push_str("afs://");
    hostname(rng, out);
    out.push('/');
    path(rng, out);
}

/// `group  ialpha [ . group ]`
fn group(rng: &mut Rng, out: &mut String) {
    ialpha(rng, false, out);
    while rng.chance(300) {
        out.push('.');
        ialpha(rng, false, out);
    }
}

/// `newsaddress  n e w s : groupart`, `groupart  * | group | article`,
/// `article  xalphas @ host`.
fn newsaddress(rng: &mut Rng, out: &mut String) {
    out.push_str("news:");
    match rng.below(5) {
        0 => out.push('*'),
        1 | 2 => group(rng, out),
        _ => {
            xalphas(rng, false, out);
            out.push('@');
            host(rng, out);
        }
    }
}

/// `nntpaddress  n n t p : group /  digits` (and `//hostport/`, F8).
fn nntpaddress(rng: &mut Rng, out: &mut String) {
    out.push_str("nntp:");
    if rng.chance(400) {
        out.push_str("//");
        hostport(rng, out);
        out.push('/');
    }
    group(rng, out);
    out.push('/');
    digits(rng, out);
}

/// An RFC 822 `atom` over RFC 1630 characters (F9).
fn atom(rng: &mut Rng, out: &mut String) {
    for _ in 0..rng.range(1, 5) {
        match rng.below(12) {
            0..=4 => ch(rng, LETTERS, out),
            5..=7 => ch(rng, DIGITS, out),
            8..=10 => ch(rng, b"$-_&+!*'", out),
            _ => escape(rng, out),
        }
    }
}

/// `addr-spec = local-part "@" domain` (F9).
fn addr_spec(rng: &mut Rng, out: &mut String) {
    loop {
        if rng.chance(200) {
            out.push('"');
            for _ in 0..rng.range(0, 5) {
                match rng.below(4) {
                    0 => ch(rng, b"@.(),", out),
                    _ => atom(rng, out),
                }
            }
            out.push('"');
        } else {
            atom(rng, out);
        }
        if !rng.chance(300) {
            break;
        }
        out.push('.');
    }
    out.push('@');
    atom(rng, out);
    while rng.chance(400) {
        out.push('.');
        atom(rng, out);
    }
}

/// `mailtoaddress  m a i l t o : xalphas @ hostname`
fn mailtoaddress(rng: &mut Rng, out: &mut String) {
    out.push_str("mailto:");
    xalphas(rng, false, out);
    out.push('@');
    hostname(rng, out);
}

/// `waisaddress  waisindex | waisdoc`
fn waisaddress(rng: &mut Rng, out: &mut String) {
    out.push_str("wais://");
    hostport(rng, out);
    out.push('/');
    xalphas(rng, false, out);
    if rng.chance(500) {
        if rng.chance(500) {
            out.push('?');
            search(rng, out);
        }
    } else {
        out.push('/');
        xalphas(rng, false, out);
        out.push('/');
        // `wpath  digits = path ;  [ wpath ]`
        loop {
            digits(rng, out);
            out.push('=');
            path(rng, out);
            out.push(';');
            if !rng.chance(300) {
                break;
            }
        }
    }
}

/// `prosperolink  p r o s p e r o : / / hostport / hsoname [ % 0 0 version [ attributes ] ]`
fn prosperoaddress(rng: &mut Rng, out: &mut String) {
    out.push_str("prospero://");
    hostport(rng, out);
    out.push('/');
    path(rng, out);
    if rng.chance(400) {
        out.push_str("%00");
        digits(rng, out);
        if rng.chance(500) {
            alphanums(rng, out);
        }
    }
}

/// `telnetaddress  t e l n e t : / / login`
fn telnetaddress(rng: &mut Rng, out: &mut String) {
    out.push_str("telnet://");
    login(rng, out);
}

/// `gopheraddress  g o p h e r : / / hostport [/ gtype  [ gcommand ] ]`
fn gopheraddress(rng: &mut Rng, out: &mut String) {
    out.push_str("gopher://");
    hostport(rng, out);
    if rng.chance(700) {
        out.push('/');
        xalpha(rng, false, out);
        if rng.chance(600) {
            path(rng, out);
        }
    }
}

/// `url`: one of its eleven alternatives.
fn url(rng: &mut Rng, out: &mut String) {
    match rng.below(11) {
        0 => httpaddress(rng, out),
        1 => ftpaddress(rng, out),
        2 => newsaddress(rng, out),
        3 => nntpaddress(rng, out),
        4 => prosperoaddress(rng, out),
        5 => telnetaddress(rng, out),
        6 => gopheraddress(rng, out),
        7 => waisaddress(rng, out),
        8 => mailtoaddress(rng, out),
        9 => {
            out.push_str("mid:");
            addr_spec(rng, out);
        }
        _ => {
            out.push_str("cid:");
            addr_spec(rng, out);
        }
    }
}

/// The generic `uri  scheme :  path [ ? search ]` (paths with void
/// segments, F3), for a scheme without a production of its own.
fn uri(rng: &mut Rng, out: &mut String) {
    loop {
        let start = out.len();
        ialpha(rng, true, out);
        let name = &out[start..];
        let taken = [
            "url", "afs", "http", "ftp", "news", "nntp", "prospero", "telnet", "gopher", "wais",
            "mailto", "mid", "cid",
        ]
        .iter()
        .any(|s| s.eq_ignore_ascii_case(name));
        if !taken {
            break;
        }
        out.truncate(start);
    }
    out.push(':');
    for _ in 0..rng.range(0, 6) {
        if rng.chance(300) {
            out.push('/');
        } else {
            xpalpha(rng, true, out);
        }
    }
    if rng.chance(300) {
        out.push('?');
        xalphas(rng, true, out);
        while rng.chance(300) {
            out.push('+');
            xalphas(rng, true, out);
        }
    }
}

/// One random RFC 1630 URL: a `url` (sometimes `url:`-prefixed), an
/// `afsaddress` or a generic `uri`, sometimes with a fragment.
pub fn one_1630(rng: &mut Rng) -> String {
    let mut out = String::new();
    let generic = match rng.below(10) {
        0 => {
            out.push_str(rng.pick(&["url:", "URL:"]));
            url(rng, &mut out);
            false
        }
        1 => {
            afsaddress(rng, &mut out);
            false
        }
        2 => {
            uri(rng, &mut out);
            true
        }
        _ => {
            url(rng, &mut out);
            false
        }
    };
    if rng.chance(200) {
        out.push('#');
        if rng.chance(800) {
            xalphas(rng, generic, &mut out);
        }
    }
    out
}
