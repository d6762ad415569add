//! Regex oracle for the RFC 1630 BNF (`grammar/rfc1630.bnf`), both sections.
//!
//! Derived mechanically from the grammar file, not from the engine: every
//! rule is one `fn` (or `const`) below, named after the production, whose
//! doc comment is the rule as the file prints it. The translation is
//! uniform:
//!
//! * `a | b` is `(?:a|b)`, `[ a ]` is `(?:a)?`, a single letter or
//!   punctuation character is itself;
//! * right recursion `x  a [ x ]` is `(?:a)+`, and `x  a [ s x ]` is
//!   `a(?:s a)*`; `path  void | segment [ / path ]` solves to
//!   `(?:segment /)* (?:segment)?`;
//! * the letters of a scheme literal (`h t t p :`) match either case.
//!
//! Where `grammar/ERRATA.md` reads a rule otherwise than printed, the
//! regex carries that reading as a `PATCH Fn:` comment at the rule it
//! changes; nothing else departs from the text. The choice between
//! readings that `grammar/ERRATA.md` makes for the parse tree (F13, F16,
//! F21, F22, ...) does not appear here at all: a regex accepts the union of
//! every reading, which is what the engine must accept.
//!
//! [`regex_validate_1630`] is the oracle: dispatch on the scheme name
//! (F1, F18, F19), then one anchored regex. Compiled with Unicode mode off,
//! so no non-ASCII character matches any class.

use regex::{Regex, RegexBuilder};
use std::sync::LazyLock;

// ---------------------------------------------------------------------------
// Helpers (not productions)
// ---------------------------------------------------------------------------

/// A literal character or string, matched exactly.
fn lit(s: &str) -> String {
    regex::escape(s)
}

/// The spelled-out letters of a scheme (`h t t p`), either case (F1).
fn ci(name: &str) -> String {
    name.chars()
        .map(|c| format!("[{}{}]", c.to_ascii_lowercase(), c.to_ascii_uppercase()))
        .collect()
}

/// `x [ x ]` (right recursion): one or more.
fn many1(x: &str) -> String {
    format!("(?:{x})+")
}

/// `[ x ]`.
fn opt(x: &str) -> String {
    format!("(?:{x})?")
}

// ---------------------------------------------------------------------------
// Character classes (identical in both sections but for `safe`)
// ---------------------------------------------------------------------------

/// ```text
/// alpha                  a | b | ... | z | A | B | ... | Z
/// ```
const ALPHA: &str = "[a-zA-Z]";

/// `digit                  0 |1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9`
const DIGIT: &str = "[0-9]";

/// Specific section: `safe                   $ | - | _ | @ | . | &  | + | -`
const SAFE_SPECIFIC: &str = r"[$\-_@.&+\-]";

/// Generic section: `safe                   $ | - | _ | @ | . | &`
const SAFE_GENERIC: &str = r"[$\-_@.&]";

/// `extra                  ! | * | " |  ' | ( | ) | ,`
const EXTRA: &str = r#"[!*"'(),]"#;

/// `hex                    digit | a | b | c | d | e | f | A | B | C | D | E | F`
const HEX: &str = "[0-9a-fA-F]";

/// `escape                 % hex hex`
fn escape() -> String {
    format!("(?:%{HEX}{HEX})")
}

/// `xalpha                 alpha | digit | safe | extra | escape`
fn xalpha(safe: &str) -> String {
    format!("(?:{ALPHA}|{DIGIT}|{safe}|{EXTRA}|{})", escape())
}

/// `xalphas                xalpha [ xalphas ]`
fn xalphas(safe: &str) -> String {
    many1(&xalpha(safe))
}

/// `xpalpha                xalpha | +`
fn xpalpha(safe: &str) -> String {
    format!("(?:{}|{})", xalpha(safe), lit("+"))
}

/// Specific: `xpalphas               xpalpha [ xpalphas ]`;
/// generic: `xpalphas               xpalpha [ xpalpha ]`.
///
/// PATCH F2: the generic rule is read as the specific one (one or more).
fn xpalphas(safe: &str) -> String {
    many1(&xpalpha(safe))
}

/// `ialpha                 alpha [ xalphas ]`
fn ialpha(safe: &str) -> String {
    format!("(?:{ALPHA}{})", opt(&xalphas(safe)))
}

/// `digits                 digit [ digits ]`
fn digits() -> String {
    many1(DIGIT)
}

/// `alphanum               alpha | digit`
fn alphanum() -> String {
    format!("(?:{ALPHA}|{DIGIT})")
}

/// `alphanums              alphanum [ alphanums ]`
fn alphanums() -> String {
    many1(&alphanum())
}

/// `alphanum2              alpha | digit | - | _ | . | +`
fn alphanum2() -> String {
    format!(r"(?:{ALPHA}|{DIGIT}|[\-_.+])")
}

// ---------------------------------------------------------------------------
// BNF of Generic URI Syntax
// ---------------------------------------------------------------------------

/// `fragmentaddress        uri [ # fragmentid ]`
///
/// PATCH F5: `#` with a void fragment-id (`(?:fragmentid)?` after `#`).
pub fn fragmentaddress() -> String {
    format!(
        "(?:{}(?:{}{})?)",
        uri(),
        lit("#"),
        opt(&xalphas(SAFE_GENERIC))
    )
}

/// `uri                    scheme :  path [ ? search ]`
fn uri() -> String {
    format!(
        "(?:{}{}{}(?:{}{})?)",
        ialpha(SAFE_GENERIC),
        lit(":"),
        generic_path(),
        lit("?"),
        generic_search()
    )
}

/// `path                   void |  xpalphas  [  / path ]`
///
/// PATCH F3: a segment may be void, so the path is `*( xpalpha | "/" )`.
fn generic_path() -> String {
    format!("(?:{}|{})*", xpalpha(SAFE_GENERIC), lit("/"))
}

/// `search                 xalphas [ + search ]`
fn generic_search() -> String {
    let x = xalphas(SAFE_GENERIC);
    format!("(?:{x}(?:{}{x})*)", lit("+"))
}

// ---------------------------------------------------------------------------
// BNF for specific URL schemes
// ---------------------------------------------------------------------------

fn sx() -> String {
    xalpha(SAFE_SPECIFIC)
}

fn sxs() -> String {
    xalphas(SAFE_SPECIFIC)
}

/// `prefixedurl            u r l : url`
fn prefixedurl() -> String {
    format!("(?:{}{}{})", ci("url"), lit(":"), url())
}

/// ```text
/// url                    httpaddress | ftpaddress | newsaddress |
///                        nntpaddress | prosperoaddress | telnetaddress
///                        | gopheraddress | waisaddress |
///                        mailtoaddress  | midaddress | cidaddress
/// ```
fn url() -> String {
    let alternatives = [
        httpaddress(),
        ftpaddress(),
        newsaddress(),
        nntpaddress(),
        prosperoaddress(),
        telnetaddress(),
        gopheraddress(),
        waisaddress(),
        mailtoaddress(),
        midaddress(),
        cidaddress(),
    ]
    .map(|a| format!("(?:{a})"))
    .join("|");
    format!("(?:{alternatives})")
}

/// `httpaddress            h t t p :   / / hostport [  / path ] [ ? search ]`
fn httpaddress() -> String {
    format!(
        "(?:{}{}{}(?:{}{})?(?:{}{})?)",
        ci("http"),
        lit("://"),
        hostport(),
        lit("/"),
        path(),
        lit("?"),
        search()
    )
}

/// `ftpaddress             f t p : / / login / path [  ftptype ]`
///
/// PATCH F6: the `ftptype` follows the literal `;type=`.
fn ftpaddress() -> String {
    format!(
        "(?:{}{}{}{}{}(?:{}{})?)",
        ci("ftp"),
        lit("://"),
        login(),
        lit("/"),
        path(),
        lit(";type="),
        ftptype()
    )
}

/// `afsaddress             a f s : / / cellname / path`
fn afsaddress() -> String {
    format!(
        "(?:{}{}{}{}{})",
        ci("afs"),
        lit("://"),
        hostname(),
        lit("/"),
        path()
    )
}

/// `newsaddress            n e w s : groupart`
fn newsaddress() -> String {
    format!("(?:{}{}{})", ci("news"), lit(":"), groupart())
}

/// `nntpaddress            n n t p : group /  digits`
///
/// PATCH F8: also `n n t p : / / hostport / group / digits`.
fn nntpaddress() -> String {
    format!(
        "(?:{}{}(?:{}{}{})?{}{}{})",
        ci("nntp"),
        lit(":"),
        lit("//"),
        hostport(),
        lit("/"),
        group(),
        lit("/"),
        digits()
    )
}

/// `midaddress             m i d  :  addr-spec`
fn midaddress() -> String {
    format!("(?:{}{}{})", ci("mid"), lit(":"), addr_spec())
}

/// `cidaddress             c i d : content-identifier`
///
/// PATCH F9: `content-identifier` is read as `addr-spec`.
fn cidaddress() -> String {
    format!("(?:{}{}{})", ci("cid"), lit(":"), addr_spec())
}

/// `addr-spec` is not defined by RFC 1630.
///
/// PATCH F9: RFC 822's `addr-spec = local-part "@" domain`,
/// `local-part = word *("." word)`, `word = atom / quoted-string`,
/// `domain = sub-domain *("." sub-domain)`, `sub-domain = domain-ref /
/// domain-literal`, `domain-ref = atom`, over RFC 1630's `xalpha`
/// characters: an atom character is an `xalpha` that is not an RFC 822
/// special (`( ) < > @ , ; : \ " . [ ]`), an escape counting as one; a
/// quoted string holds `xalpha`s other than `"`; no `quoted-pair` and no
/// `domain-literal` (`\`, `[`, `]` are not RFC 1630 characters).
fn addr_spec() -> String {
    let atom = format!("(?:[a-zA-Z0-9$\\-_&+!*']|{})+", escape());
    let qtext = format!("(?:[a-zA-Z0-9$\\-_&+!*'@.(),]|{})", escape());
    let word = format!("(?:{atom}|\"{qtext}*\")");
    format!(r"(?:{word}(?:\.{word})*@{atom}(?:\.{atom})*)")
}

/// `mailtoaddress          m a i l t o : xalphas @ hostname`
fn mailtoaddress() -> String {
    format!(
        "(?:{}{}{}{}{})",
        ci("mailto"),
        lit(":"),
        sxs(),
        lit("@"),
        hostname()
    )
}

/// `waisaddress            waisindex | waisdoc`
fn waisaddress() -> String {
    format!("(?:{}|{})", waisindex(), waisdoc())
}

/// `waisindex              w a i s : / / hostport / database [ ? search ]`
fn waisindex() -> String {
    format!(
        "(?:{}{}{}{}{}(?:{}{})?)",
        ci("wais"),
        lit("://"),
        hostport(),
        lit("/"),
        sxs(),
        lit("?"),
        search()
    )
}

/// `waisdoc                w a i s : / / hostport / database / wtype  / wpath`
fn waisdoc() -> String {
    format!(
        "(?:{}{}{}{}{}{}{}{}{})",
        ci("wais"),
        lit("://"),
        hostport(),
        lit("/"),
        sxs(),
        lit("/"),
        sxs(),
        lit("/"),
        wpath()
    )
}

/// `wpath                  digits = path ;  [ wpath ]`
fn wpath() -> String {
    many1(&format!("{}{}{}{}", digits(), lit("="), path(), lit(";")))
}

/// `groupart               * | group | article`
fn groupart() -> String {
    format!("(?:{}|{}|{})", lit("*"), group(), article())
}

/// `group                  ialpha [ . group ]`
fn group() -> String {
    let i = ialpha(SAFE_SPECIFIC);
    format!("(?:{i}(?:{}{i})*)", lit("."))
}

/// `article                xalphas @ host`
fn article() -> String {
    format!("(?:{}{}{})", sxs(), lit("@"), host())
}

/// `prosperolink           p r o s p e r o : / / hostport / hsoname [ % 0 0 version [ attributes ] ]`
fn prosperoaddress() -> String {
    format!(
        "(?:{}{}{}{}{}(?:{}{}{})?)",
        ci("prospero"),
        lit("://"),
        hostport(),
        lit("/"),
        path(),
        lit("%00"),
        digits(),
        opt(&alphanums())
    )
}

/// `telnetaddress          t e l n e t : / / login`
fn telnetaddress() -> String {
    format!("(?:{}{}{})", ci("telnet"), lit("://"), login())
}

/// `gopheraddress          g o p h e r : / / hostport [/ gtype  [ gcommand ] ]`
fn gopheraddress() -> String {
    format!(
        "(?:{}{}{}(?:{}{}{})?)",
        ci("gopher"),
        lit("://"),
        hostport(),
        lit("/"),
        sx(),
        opt(&path())
    )
}

/// `login                  [ user [ : password ] @ ] hostport`
fn login() -> String {
    let user = many1(&alphanum2());
    format!(
        "(?:(?:{user}(?:{}{user})?{})?{})",
        lit(":"),
        lit("@"),
        hostport()
    )
}

/// `hostport               host [ : port ]`
fn hostport() -> String {
    format!("(?:{}(?:{}{})?)", host(), lit(":"), digits())
}

/// `host                   hostname | hostnumber`
fn host() -> String {
    format!("(?:{}|{})", hostname(), hostnumber())
}

/// `hostname               ialpha [  .  hostname ]`
fn hostname() -> String {
    let i = ialpha(SAFE_SPECIFIC);
    format!("(?:{i}(?:{}{i})*)", lit("."))
}

/// `hostnumber             digits . digits . digits . digits`
fn hostnumber() -> String {
    let d = digits();
    let dot = lit(".");
    format!("(?:{d}{dot}{d}{dot}{d}{dot}{d})")
}

/// ```text
/// ftptype                A formcode | E formcode | I | L digits
/// formcode               N | T | C
/// ```
///
/// PATCH F7: the form code is optional (RFC 959's `A [<sp> <form-code>]`).
fn ftptype() -> String {
    format!("(?:[AE][NTC]?|I|L{})", digits())
}

/// `path                   void |  segment  [  / path ]` with
/// `segment                xpalphas`.
fn path() -> String {
    let seg = xpalphas(SAFE_SPECIFIC);
    format!("(?:(?:{seg}/)*(?:{seg})?)")
}

/// `search                 xalphas [ + search ]`
fn search() -> String {
    let x = sxs();
    format!("(?:{x}(?:{}{x})*)", lit("+"))
}

/// PATCH F4, F5: every specific URL may end with `#` and a (possibly void)
/// specific `fragmentid  xalphas`.
fn with_fragment(p: &str) -> String {
    format!(r"\A(?:{p})(?:#{})?\z", opt(&sxs()))
}

fn build(pattern: &str) -> Regex {
    RegexBuilder::new(pattern)
        .unicode(false)
        .size_limit(512 << 20)
        .dfa_size_limit(512 << 20)
        .build()
        .expect("RFC 1630 regex must compile")
}

/// The eleven schemes of `url`, each with its production's regex.
fn scheme_regexes() -> Vec<(&'static str, Regex)> {
    vec![
        ("http", build(&with_fragment(&httpaddress()))),
        ("ftp", build(&with_fragment(&ftpaddress()))),
        ("news", build(&with_fragment(&newsaddress()))),
        ("nntp", build(&with_fragment(&nntpaddress()))),
        ("prospero", build(&with_fragment(&prosperoaddress()))),
        ("telnet", build(&with_fragment(&telnetaddress()))),
        ("gopher", build(&with_fragment(&gopheraddress()))),
        ("wais", build(&with_fragment(&waisaddress()))),
        ("mailto", build(&with_fragment(&mailtoaddress()))),
        ("mid", build(&with_fragment(&midaddress()))),
        ("cid", build(&with_fragment(&cidaddress()))),
    ]
}

struct Oracle {
    schemes: Vec<(&'static str, Regex)>,
    prefixed: Regex,
    afs: Regex,
    generic: Regex,
}

static ORACLE: LazyLock<Oracle> = LazyLock::new(|| Oracle {
    schemes: scheme_regexes(),
    prefixed: build(&with_fragment(&prefixedurl())),
    // PATCH F19: `afsaddress` serves `afs:` (not a `url` alternative).
    afs: build(&with_fragment(&afsaddress())),
    generic: build(&format!(r"\A{}\z", fragmentaddress())),
});

/// The oracle: is `s` an RFC 1630 URL under the project's readings?
///
/// PATCH F1: the text before the first `:` selects the production,
/// ASCII-case-insensitively: `url` the `prefixedurl` (F18: only `url`'s
/// eleven alternatives after it), `afs` the `afsaddress` (F19), the eleven
/// `url` schemes their own production, anything else the generic
/// `fragmentaddress`.
pub fn regex_validate_1630(s: &str) -> bool {
    let o = &*ORACLE;
    let name = s.split(':').next().unwrap_or("");
    if s.contains(':') {
        if name.eq_ignore_ascii_case("url") {
            return o.prefixed.is_match(s);
        }
        if name.eq_ignore_ascii_case("afs") {
            return o.afs.is_match(s);
        }
        if let Some((_, re)) = o.schemes.iter().find(|(n, _)| n.eq_ignore_ascii_case(name)) {
            return re.is_match(s);
        }
    }
    o.generic.is_match(s)
}

/// Inputs the oracle must accept: the RFC's examples and each ERRATA patch.
pub const SELF_CHECK_VALID: &[&str] = &[
    "http://info.cern.ch/hypertext/WWW/Addressing/URL/URI_Overview.html",
    "http://info.cern.ch?dobbins",
    "http://www.myu.edu/org/admin/people#andy",
    "URL:news:comp.infosystems.www",
    "nntp:comp.lang.c/42",
    "nntp://h:119/comp.lang.c/42",
    "ftp://ds.internic.net/rfc/rfc959.txt;type=A",
    "ftp://h/f;type=AN",
    "ftp://h/;type=L8",
    "magic://a/b/c//d/e/f",
    "urn:/iana/dns/ch/cern/cn/techdoc/94/1642-3",
    "wais://quake.think.com/wais-discussion-archives?lynch",
    "wais://h/db/t/1=a;2=b/c;",
    "mailto:timbl@info.cern.ch",
    "mailto:a@b@c",
    "prospero://host/name%00123abc",
    "gopher://gopher.micro.umn.edu/1",
    "gopher://h",
    "telnet://user:pass@host:23",
    "ftp://pw@721.86.2.2I/",
    "telnet://TUgbM@9.90.260.40!",
    "mid:M@0iYuFu",
    "cid:T@0PlD-SEOl.eT",
    "mid:-Ujo.&._t@2HC",
    "mid:\"a@b\".c@d",
    "mid:960830.1639@XIson.com",
    "news:a@1",
    "news:a@1.2.3.4",
    "news:*",
    "afs://c/p",
    "x:y#",
    "http://h/#a+b",
    "x:p?a+b",
    "HTTP://h",
];

/// Inputs the oracle must reject.
pub const SELF_CHECK_INVALID: &[&str] = &[
    "",
    "http://h//x",
    "gopher://h/",
    "gopher://h/1/x",
    "x:y#a+b",
    "x:p?a++b",
    "ftp://@h/",
    "ftp://u:@h/",
    "ftp://h/f;type=a",
    "wais://h/db/t/1=a",
    "url:afs://c/p",
    "url:magic:x",
    "afs:x",
    "mid:abc",
    "mid:a(b)@c",
    "mid:a@b@c",
    "mid:a..b@c",
    "mid:a@b.",
    "mid:a@[1.2.3.4]",
    "news:1abc",
    "http://-h/",
    "http://%41/",
    "http://h/a b",
    "mailto:a@1.2.3.4",
];

/// Asserts the oracle against the tables above.
pub fn self_check_1630() {
    let mut bad = Vec::new();
    for &s in SELF_CHECK_VALID {
        if !regex_validate_1630(s) {
            bad.push(format!("should be valid:   {s:?}"));
        }
    }
    for &s in SELF_CHECK_INVALID {
        if regex_validate_1630(s) {
            bad.push(format!("should be invalid: {s:?}"));
        }
    }
    assert!(
        bad.is_empty(),
        "regex1630 self-check failed:\n{}",
        bad.join("\n")
    );
}
