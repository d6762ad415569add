//! Regex oracle for the RFC 1738 section 5 BNF.
//!
//! Every production of the BNF (transcribed from
//! `shared/reference/rfc1738-bnf.txt`) is one `const` or `fn` below, named
//! after the production and documented with the rule it implements. They are
//! composed with `format!` into two anchored regexes:
//!
//! * [`rfc1738_regex`]: the `url` production restricted to the ten predefined
//!   schemes (`httpurl | ftpurl | ... | prosperourl`);
//! * [`otherurl_regex`]: `otherurl = genericurl`.
//!
//! [`regex_validate`] combines them. The regex crate has no lookahead, so the
//! project rule "`otherurl` serves only schemes that are not one of the ten
//! predefined ones" is a Rust check on the scheme name.
//!
//! Project interpretation rules that shape the regexes:
//!
//! * scheme names are ASCII-case-insensitive (`HTTP://h/` is an `httpurl`,
//!   and `otherurl`'s scheme accepts `A-Z` too); every literal after the
//!   scheme is case-sensitive (`;type=`, `localhost`, `%09`);
//! * the unquoted `/` in `gopherurl` is the literal `"/"`;
//! * no length limits (labels, octets and ports have any number of chars);
//! * `1*[x]` is one-or-more, `*[x]` zero-or-more, `[x]` optional.
//!
//! The regexes are compiled with Unicode mode off: every class is ASCII, so a
//! non-ASCII character never matches.

use regex::{Regex, RegexBuilder};
use std::sync::LazyLock;

// ---------------------------------------------------------------------------
// Helpers (not productions)
// ---------------------------------------------------------------------------

/// A quoted BNF literal, matched case-sensitively.
fn lit(s: &str) -> String {
    regex::escape(s)
}

/// A scheme name matched ASCII-case-insensitively, spelled out as
/// `[hH][tT][tT][pP]` (scheme names contain only `a-z`, `0-9`, `+ - .`).
fn ci(name: &str) -> String {
    name.chars()
        .map(|c| {
            if c.is_ascii_alphabetic() {
                format!("[{}{}]", c.to_ascii_lowercase(), c.to_ascii_uppercase())
            } else {
                regex::escape(&c.to_string())
            }
        })
        .collect()
}

/// Anchors a whole-input pattern.
fn anchored(p: &str) -> String {
    format!(r"\A(?:{p})\z")
}

// ---------------------------------------------------------------------------
// Miscellaneous definitions
// ---------------------------------------------------------------------------

/// ```text
/// lowalpha       = "a" | "b" | "c" | "d" | "e" | "f" | "g" | "h" |
///                  "i" | "j" | "k" | "l" | "m" | "n" | "o" | "p" |
///                  "q" | "r" | "s" | "t" | "u" | "v" | "w" | "x" |
///                  "y" | "z"
/// ```
pub const LOWALPHA: &str = "[a-z]";

/// ```text
/// hialpha        = "A" | "B" | "C" | "D" | "E" | "F" | "G" | "H" | "I" |
///                  "J" | "K" | "L" | "M" | "N" | "O" | "P" | "Q" | "R" |
///                  "S" | "T" | "U" | "V" | "W" | "X" | "Y" | "Z"
/// ```
pub const HIALPHA: &str = "[A-Z]";

/// `alpha          = lowalpha | hialpha`
pub fn alpha() -> String {
    format!("(?:{LOWALPHA}|{HIALPHA})")
}

/// ```text
/// digit          = "0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" |
///                  "8" | "9"
/// ```
pub const DIGIT: &str = "[0-9]";

/// `safe           = "$" | "-" | "_" | "." | "+"`
pub const SAFE: &str = r"[$\-_.+]";

/// `extra          = "!" | "*" | "'" | "(" | ")" | ","`
pub const EXTRA: &str = r"[!*'(),]";

/// `national       = "{" | "}" | "|" | "\" | "^" | "~" | "[" | "]" | "`"`
///
/// Not referenced by any production: these characters may appear in a URL
/// only percent-escaped. Kept for completeness of the transcription.
#[allow(dead_code)]
pub const NATIONAL: &str = r"[{}|\\^~\[\]`]";

/// `punctuation    = "<" | ">" | "#" | "%" | <">`
///
/// Not referenced by any production (`%` appears only as the first char of
/// `escape`). Kept for completeness of the transcription.
#[allow(dead_code)]
pub const PUNCTUATION: &str = r#"[<>#%"]"#;

/// `reserved       = ";" | "/" | "?" | ":" | "@" | "&" | "="`
pub const RESERVED: &str = r"[;/?:@&=]";

/// ```text
/// hex            = digit | "A" | "B" | "C" | "D" | "E" | "F" |
///                  "a" | "b" | "c" | "d" | "e" | "f"
/// ```
pub const HEX: &str = "[0-9A-Fa-f]";

/// `escape         = "%" hex hex`
pub fn escape() -> String {
    format!("(?:%{HEX}{HEX})")
}

/// `unreserved     = alpha | digit | safe | extra`
pub fn unreserved() -> String {
    format!("(?:{}|{DIGIT}|{SAFE}|{EXTRA})", alpha())
}

/// `uchar          = unreserved | escape`
pub fn uchar() -> String {
    format!("(?:{}|{})", unreserved(), escape())
}

/// `xchar          = unreserved | reserved | escape`
pub fn xchar() -> String {
    format!("(?:{}|{RESERVED}|{})", unreserved(), escape())
}

/// `digits         = 1*digit`
pub fn digits() -> String {
    format!("(?:{DIGIT}+)")
}

// ---------------------------------------------------------------------------
// The generic form / new schemes
// ---------------------------------------------------------------------------

/// ```text
/// ; the scheme is in lower case; interpreters should use case-ignore
/// scheme         = 1*[ lowalpha | digit | "+" | "-" | "." ]
/// ```
///
/// Project rule: scheme names are compared case-insensitively, so `hialpha`
/// is accepted too.
pub fn scheme() -> String {
    format!(r"(?:(?:{LOWALPHA}|{HIALPHA}|{DIGIT}|[+\-.])+)")
}

/// `schemepart     = *xchar | ip-schemepart`
///
/// Note: `ip-schemepart` only uses characters that are `xchar`s, so the
/// second alternative adds nothing to the language; it is kept verbatim.
pub fn schemepart() -> String {
    format!("(?:{}*|{})", xchar(), ip_schemepart())
}

/// `genericurl     = scheme ":" schemepart`
pub fn genericurl() -> String {
    format!("(?:{}{}{})", scheme(), lit(":"), schemepart())
}

/// `otherurl       = genericurl`
///
/// Project rule: only for schemes other than the ten predefined ones; that
/// restriction is enforced in [`regex_validate`], not here.
pub fn otherurl() -> String {
    genericurl()
}

// ---------------------------------------------------------------------------
// URL schemeparts for ip based protocols
// ---------------------------------------------------------------------------

/// `ip-schemepart  = "//" login [ "/" urlpath ]`
pub fn ip_schemepart() -> String {
    format!("(?:{}{}(?:{}{})?)", lit("//"), login(), lit("/"), urlpath())
}

/// `login          = [ user [ ":" password ] "@" ] hostport`
pub fn login() -> String {
    format!(
        "(?:(?:{}(?:{}{})?{})?{})",
        user(),
        lit(":"),
        password(),
        lit("@"),
        hostport()
    )
}

/// `hostport       = host [ ":" port ]`
pub fn hostport() -> String {
    format!("(?:{}(?:{}{})?)", host(), lit(":"), port())
}

/// `host           = hostname | hostnumber`
pub fn host() -> String {
    format!("(?:{}|{})", hostname(), hostnumber())
}

/// `hostname       = *[ domainlabel "." ] toplabel`
pub fn hostname() -> String {
    format!("(?:(?:{}{})*{})", domainlabel(), lit("."), toplabel())
}

/// `domainlabel    = alphadigit | alphadigit *[ alphadigit | "-" ] alphadigit`
pub fn domainlabel() -> String {
    let ad = alphadigit();
    format!("(?:{ad}|{ad}(?:{ad}|{})*{ad})", lit("-"))
}

/// `toplabel       = alpha | alpha *[ alphadigit | "-" ] alphadigit`
pub fn toplabel() -> String {
    let a = alpha();
    let ad = alphadigit();
    format!("(?:{a}|{a}(?:{ad}|{})*{ad})", lit("-"))
}

/// `alphadigit     = alpha | digit`
pub fn alphadigit() -> String {
    format!("(?:{}|{DIGIT})", alpha())
}

/// `hostnumber     = digits "." digits "." digits "." digits`
pub fn hostnumber() -> String {
    let d = digits();
    let dot = lit(".");
    format!("(?:{d}{dot}{d}{dot}{d}{dot}{d})")
}

/// `port           = digits`
pub fn port() -> String {
    digits()
}

/// `user           = *[ uchar | ";" | "?" | "&" | "=" ]`
pub fn user() -> String {
    format!("(?:(?:{}|[;?&=])*)", uchar())
}

/// `password       = *[ uchar | ";" | "?" | "&" | "=" ]`
pub fn password() -> String {
    format!("(?:(?:{}|[;?&=])*)", uchar())
}

/// `urlpath        = *xchar    ; depends on protocol see section 3.1`
pub fn urlpath() -> String {
    format!("(?:{}*)", xchar())
}

// ---------------------------------------------------------------------------
// FTP
// ---------------------------------------------------------------------------

/// `ftpurl         = "ftp://" login [ "/" fpath [ ";type=" ftptype ]]`
pub fn ftpurl() -> String {
    format!(
        "(?:{}{}{}(?:{}{}(?:{}{})?)?)",
        ci("ftp"),
        lit("://"),
        login(),
        lit("/"),
        fpath(),
        lit(";type="),
        FTPTYPE
    )
}

/// `fpath          = fsegment *[ "/" fsegment ]`
pub fn fpath() -> String {
    let s = fsegment();
    format!("(?:{s}(?:{}{s})*)", lit("/"))
}

/// `fsegment       = *[ uchar | "?" | ":" | "@" | "&" | "=" ]`
pub fn fsegment() -> String {
    format!("(?:(?:{}|[?:@&=])*)", uchar())
}

/// `ftptype        = "A" | "I" | "D" | "a" | "i" | "d"`
pub const FTPTYPE: &str = "[AIDaid]";

// ---------------------------------------------------------------------------
// FILE
// ---------------------------------------------------------------------------

/// `fileurl        = "file://" [ host | "localhost" ] "/" fpath`
///
/// Note: `"localhost"` is itself a `hostname`, so that alternative is
/// redundant; it is kept verbatim.
pub fn fileurl() -> String {
    format!(
        "(?:{}{}(?:{}|{})?{}{})",
        ci("file"),
        lit("://"),
        host(),
        lit("localhost"),
        lit("/"),
        fpath()
    )
}

// ---------------------------------------------------------------------------
// HTTP
// ---------------------------------------------------------------------------

/// `httpurl        = "http://" hostport [ "/" hpath [ "?" search ]]`
pub fn httpurl() -> String {
    format!(
        "(?:{}{}{}(?:{}{}(?:{}{})?)?)",
        ci("http"),
        lit("://"),
        hostport(),
        lit("/"),
        hpath(),
        lit("?"),
        search()
    )
}

/// `hpath          = hsegment *[ "/" hsegment ]`
pub fn hpath() -> String {
    let s = hsegment();
    format!("(?:{s}(?:{}{s})*)", lit("/"))
}

/// `hsegment       = *[ uchar | ";" | ":" | "@" | "&" | "=" ]`
pub fn hsegment() -> String {
    format!("(?:(?:{}|[;:@&=])*)", uchar())
}

/// `search         = *[ uchar | ";" | ":" | "@" | "&" | "=" ]`
///
/// Note: no `"/"` and no `"?"` in a search part.
pub fn search() -> String {
    format!("(?:(?:{}|[;:@&=])*)", uchar())
}

// ---------------------------------------------------------------------------
// GOPHER
// ---------------------------------------------------------------------------

/// ```text
/// gopherurl      = "gopher://" hostport [ / [ gtype [ selector
///                  [ "%09" search [ "%09" gopher+_string ] ] ] ] ]
/// ```
///
/// Project rule: the unquoted `/` is the literal `"/"`.
/// Note: `selector = *xchar` already matches `"%09" search "%09" ...`, so
/// the inner optional parts add nothing to the language.
pub fn gopherurl() -> String {
    format!(
        "(?:{}{}{}(?:{}(?:{}(?:{}(?:{}{}(?:{}{})?)?)?)?)?)",
        ci("gopher"),
        lit("://"),
        hostport(),
        lit("/"),
        gtype(),
        selector(),
        lit("%09"),
        search(),
        lit("%09"),
        gopher_plus_string()
    )
}

/// `gtype          = xchar`
pub fn gtype() -> String {
    xchar()
}

/// `selector       = *xchar`
pub fn selector() -> String {
    format!("(?:{}*)", xchar())
}

/// `gopher+_string = *xchar`
pub fn gopher_plus_string() -> String {
    format!("(?:{}*)", xchar())
}

// ---------------------------------------------------------------------------
// MAILTO
// ---------------------------------------------------------------------------

/// `mailtourl      = "mailto:" encoded822addr`
pub fn mailtourl() -> String {
    format!("(?:{}{}{})", ci("mailto"), lit(":"), encoded822addr())
}

/// `encoded822addr = 1*xchar               ; further defined in RFC822`
pub fn encoded822addr() -> String {
    format!("(?:{}+)", xchar())
}

// ---------------------------------------------------------------------------
// NEWS
// ---------------------------------------------------------------------------

/// `newsurl        = "news:" grouppart`
pub fn newsurl() -> String {
    format!("(?:{}{}{})", ci("news"), lit(":"), grouppart())
}

/// `grouppart      = "*" | group | article`
pub fn grouppart() -> String {
    format!("(?:{}|{}|{})", lit("*"), group(), article())
}

/// `group          = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]`
pub fn group() -> String {
    format!("(?:{}(?:{}|{DIGIT}|[\\-.+_])*)", alpha(), alpha())
}

/// `article        = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host`
pub fn article() -> String {
    format!("(?:(?:{}|[;/?:&=])+{}{})", uchar(), lit("@"), host())
}

// ---------------------------------------------------------------------------
// NNTP
// ---------------------------------------------------------------------------

/// `nntpurl        = "nntp://" hostport "/" group [ "/" digits ]`
pub fn nntpurl() -> String {
    format!(
        "(?:{}{}{}{}{}(?:{}{})?)",
        ci("nntp"),
        lit("://"),
        hostport(),
        lit("/"),
        group(),
        lit("/"),
        digits()
    )
}

// ---------------------------------------------------------------------------
// TELNET
// ---------------------------------------------------------------------------

/// `telneturl      = "telnet://" login [ "/" ]`
pub fn telneturl() -> String {
    format!(
        "(?:{}{}{}(?:{})?)",
        ci("telnet"),
        lit("://"),
        login(),
        lit("/")
    )
}

// ---------------------------------------------------------------------------
// WAIS
// ---------------------------------------------------------------------------

/// `waisurl        = waisdatabase | waisindex | waisdoc`
pub fn waisurl() -> String {
    format!("(?:{}|{}|{})", waisdatabase(), waisindex(), waisdoc())
}

/// `waisdatabase   = "wais://" hostport "/" database`
pub fn waisdatabase() -> String {
    format!(
        "(?:{}{}{}{}{})",
        ci("wais"),
        lit("://"),
        hostport(),
        lit("/"),
        database()
    )
}

/// `waisindex      = "wais://" hostport "/" database "?" search`
pub fn waisindex() -> String {
    format!(
        "(?:{}{}{}{}{}{}{})",
        ci("wais"),
        lit("://"),
        hostport(),
        lit("/"),
        database(),
        lit("?"),
        search()
    )
}

/// `waisdoc        = "wais://" hostport "/" database "/" wtype "/" wpath`
pub fn waisdoc() -> String {
    format!(
        "(?:{}{}{}{}{}{}{}{}{})",
        ci("wais"),
        lit("://"),
        hostport(),
        lit("/"),
        database(),
        lit("/"),
        wtype(),
        lit("/"),
        wpath()
    )
}

/// `database       = *uchar`
pub fn database() -> String {
    format!("(?:{}*)", uchar())
}

/// `wtype          = *uchar`
pub fn wtype() -> String {
    format!("(?:{}*)", uchar())
}

/// `wpath          = *uchar`
pub fn wpath() -> String {
    format!("(?:{}*)", uchar())
}

// ---------------------------------------------------------------------------
// PROSPERO
// ---------------------------------------------------------------------------

/// `prosperourl    = "prospero://" hostport "/" ppath *[ fieldspec ]`
pub fn prosperourl() -> String {
    format!(
        "(?:{}{}{}{}{}{}*)",
        ci("prospero"),
        lit("://"),
        hostport(),
        lit("/"),
        ppath(),
        fieldspec()
    )
}

/// `ppath          = psegment *[ "/" psegment ]`
pub fn ppath() -> String {
    let s = psegment();
    format!("(?:{s}(?:{}{s})*)", lit("/"))
}

/// `psegment       = *[ uchar | "?" | ":" | "@" | "&" | "=" ]`
pub fn psegment() -> String {
    format!("(?:(?:{}|[?:@&=])*)", uchar())
}

/// `fieldspec      = ";" fieldname "=" fieldvalue`
pub fn fieldspec() -> String {
    format!(
        "(?:{}{}{}{})",
        lit(";"),
        fieldname(),
        lit("="),
        fieldvalue()
    )
}

/// `fieldname      = *[ uchar | "?" | ":" | "@" | "&" ]`
pub fn fieldname() -> String {
    format!("(?:(?:{}|[?:@&])*)", uchar())
}

/// `fieldvalue     = *[ uchar | "?" | ":" | "@" | "&" ]`
pub fn fieldvalue() -> String {
    format!("(?:(?:{}|[?:@&])*)", uchar())
}

// ---------------------------------------------------------------------------
// The top level
// ---------------------------------------------------------------------------

/// The ten predefined schemes, lower case.
pub const PREDEFINED_SCHEMES: [&str; 10] = [
    "http", "ftp", "news", "nntp", "telnet", "gopher", "wais", "mailto", "file", "prospero",
];

/// ```text
/// url            = httpurl | ftpurl | newsurl |
///                  nntpurl | telneturl | gopherurl |
///                  waisurl | mailtourl | fileurl |
///                  prosperourl | otherurl
/// ```
///
/// Without the `otherurl` alternative (see [`otherurl`]).
pub fn url_predefined() -> String {
    [
        httpurl(),
        ftpurl(),
        newsurl(),
        nntpurl(),
        telneturl(),
        gopherurl(),
        waisurl(),
        mailtourl(),
        fileurl(),
        prosperourl(),
    ]
    .join("|")
}

fn build(pattern: &str) -> Regex {
    RegexBuilder::new(pattern)
        .unicode(false)
        .size_limit(256 << 20)
        .dfa_size_limit(256 << 20)
        .build()
        .expect("RFC 1738 regex must compile")
}

/// Anchored regex for `url` restricted to the ten predefined schemes
/// (`httpurl | ftpurl | newsurl | nntpurl | telneturl | gopherurl | waisurl |
/// mailtourl | fileurl | prosperourl`), scheme prefixes case-insensitive.
pub fn rfc1738_regex() -> Regex {
    build(&anchored(&url_predefined()))
}

/// Anchored regex for `otherurl = genericurl`. It also matches e.g.
/// `http:foo`: use [`regex_validate`], which excludes the ten predefined
/// scheme names.
pub fn otherurl_regex() -> Regex {
    build(&anchored(&otherurl()))
}

static PREDEFINED_RE: LazyLock<Regex> = LazyLock::new(rfc1738_regex);
static OTHER_RE: LazyLock<Regex> = LazyLock::new(otherurl_regex);

/// Is `name` one of the ten predefined schemes (ASCII-case-insensitively)?
pub fn is_predefined_scheme(name: &str) -> bool {
    PREDEFINED_SCHEMES
        .iter()
        .any(|p| p.eq_ignore_ascii_case(name))
}

/// The oracle: is `s` an RFC 1738 `url` under the project rules?
///
/// Equivalent to
/// `rfc1738_regex().is_match(s) || (otherurl_regex().is_match(s) && !is_predefined_scheme(scheme))`
/// where `scheme` is the text before the first `:` (a scheme never contains
/// `:`). Implemented as a dispatch on the scheme name so that each input is
/// scanned by one regex only.
pub fn regex_validate(s: &str) -> bool {
    let b = s.as_bytes();
    let n = b
        .iter()
        .take_while(|c| c.is_ascii_alphanumeric() || matches!(c, b'+' | b'-' | b'.'))
        .count();
    // Every alternative of `url` starts with `scheme ":"` (the predefined
    // ones with a literal scheme name followed by ":").
    if n == 0 || b.get(n) != Some(&b':') {
        return false;
    }
    if is_predefined_scheme(&s[..n]) {
        PREDEFINED_RE.is_match(s)
    } else {
        OTHER_RE.is_match(s)
    }
}

/// Inputs that must be accepted.
pub const SELF_CHECK_VALID: &[&str] = &[
    "http://ab-cd.example/",
    "http://a1-2b.c0m/",
    "http://1.2.3.4/",
    "ftp://@host.com/",
    "ftp://foo:@host.com/",
    "ftp://host/a/b;type=d",
    "gopher://host",
    "gopher://host/",
    "gopher://host/1sel%09query%09plus",
    "news:*",
    "news:msg123@host.example",
    "nntp://host/comp.lang.c/42",
    "telnet://user:pw@host:23/",
    "wais://host/db?query",
    "wais://host/db/type/path",
    "prospero://host/a/b;f1=v1;f2=v2",
    "file:///etc/motd",
    "file://localhost/etc/motd",
    "mailto:user@host.example",
    "x-new+scheme.1:any;thing/at@all",
    // Extra cases beyond the brief's table.
    "HTTP://h/",
    "HtTp://Host.Example:8080/a;b:c@d&e=f/?x=1&y=%2F;z:w@v",
    "http://h",
    "http://h/?",
    "http://1.2.3.com/",
    "http://999.1.1.1/",
    "http://a.b:000000000000000000000000000080/",
    "ftp://u;?&=:p;?&=@h:21/a?b:c@d&e=f/g;type=A",
    "ftp://h",
    "ftp://h/",
    "file://h.example/",
    "file://LOCALHOST/x",
    "gopher://h/%09",
    "gopher://h/1/a/b?c;d%09e",
    "news:a",
    "news:comp.lang.c++",
    "news:a_b-c.d+e",
    "news:a/b?c:d&e=f;g@1.2.3.4",
    "nntp://h:119/alt.x",
    "telnet://h",
    "telnet://:@h",
    "wais://h/",
    "wais://h/?",
    "wais://h///",
    "prospero://h/",
    "prospero://h/;=",
    "prospero://h/a;n?:@&=v?:@&",
    "mailto:a",
    "mailto:%41/?;:@&=",
    "urn:isbn:0451450523",
    "X-Y:",
    "9:",
    "x-ip://user:pw@host.example:99/some/path",
];

/// Inputs that must be rejected.
pub const SELF_CHECK_INVALID: &[&str] = &[
    "http://a-.b/",
    "http://host:/",
    "http://host?q",
    "http://host/p#frag",
    "http://host/a b",
    "http://h/%as",
    "http://a%41.com/",
    "http://1.2.3.4.5/",
    "ftp://host/f;type=x",
    "news:1abc",
    "mailto:",
    "telnet://host/path",
    "nntp://host/group/x",
    "",
    // Extra cases beyond the brief's table.
    "http:",
    "http:foo",
    "HTTP:foo",
    "http://",
    "http://-a.b/",
    "http://a.1b/",
    "http://a./",
    "http://.a/",
    "http://1.2.3/",
    "http://h/?a/b",
    "http://h/?a?b",
    "http://user@h/",
    "http://h/%4",
    "http://h/\u{e9}",
    "http://h/\t",
    "http://h/{",
    "http://h/~",
    "ftp://h/f;type=",
    "ftp://h/f;type=a;type=a",
    "ftp://h/f;x",
    "ftp://u@p@h/",
    "file://h",
    "file://h:80/",
    "file://u@h/",
    "gopher://h/%0",
    "gopher://h?x",
    "news:",
    "news:a@",
    "news:@h",
    "news:a@h:80",
    "news:a b",
    "nntp://h/",
    "nntp://h/g/",
    "nntp://h/1g",
    "telnet://h//",
    "telnet://h:/",
    "wais://h",
    "wais://h/a/b",
    "wais://h/a/b/c/d",
    "wais://h/a?b/c",
    "prospero://h",
    "prospero://h/;a",
    "prospero://h/;a=b=c",
    "mailto",
    "x-new:a b",
    "x-new:#",
    ":x",
    "x_y:z",
    "x",
];

/// Asserts the oracle against the tables above; panics on the first wrong
/// answer. Called from the benchmark's setup.
pub fn self_check() {
    let mut bad = Vec::new();
    for &s in SELF_CHECK_VALID {
        if !regex_validate(s) {
            bad.push(format!("should be valid:   {s:?}"));
        }
    }
    for &s in SELF_CHECK_INVALID {
        if regex_validate(s) {
            bad.push(format!("should be invalid: {s:?}"));
        }
    }
    assert!(
        bad.is_empty(),
        "regex1738 self-check failed:\n{}",
        bad.join("\n")
    );
}
