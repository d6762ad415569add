//! Deterministic benchmark corpus of RFC 1738 URLs.
//!
//! [`corpus`] generates [`CORPUS_SIZE`] valid URLs (all schemes of RFC 1738
//! section 5 plus a few `otherurl`s, about half of them `http`), from a fixed
//! seed with a tiny splitmix64 PRNG, so every run and every machine benchmarks
//! the same bytes. [`faulted`] derives one invalid URL from each valid one by
//! injecting exactly one fault. [`check_invariants`] asserts, with the regex
//! oracle of [`super::regex1738`], that every valid URL is accepted and every
//! faulted one rejected.

use crate::regex1738::regex_validate;

/// Number of URLs in each corpus.
pub const CORPUS_SIZE: usize = 100_000;
/// Shortest URL generated, in bytes.
pub const MIN_LEN: usize = 10;
/// Longest URL generated, in bytes.
pub const MAX_LEN: usize = 2048;

const SEED: u64 = 0x1738_0000_5eed_0001;
const FAULT_SEED: u64 = 0x1738_0000_fa17_0002;

// ---------------------------------------------------------------------------
// PRNG
// ---------------------------------------------------------------------------

/// splitmix64: tiny, fast, good enough for test data, fully deterministic.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Self {
        Rng(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// Uniform in `0..n` (`n > 0`; modulo bias is irrelevant here).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }

    /// Uniform in `lo..=hi`.
    pub fn range(&mut self, lo: usize, hi: usize) -> usize {
        lo + self.below(hi - lo + 1)
    }

    /// True with probability `permille / 1000`.
    pub fn chance(&mut self, permille: usize) -> bool {
        self.below(1000) < permille
    }

    pub fn pick<T: Copy>(&mut self, xs: &[T]) -> T {
        xs[self.below(xs.len())]
    }
}

// ---------------------------------------------------------------------------
// Vocabulary
// ---------------------------------------------------------------------------

#[rustfmt::skip]
const WORDS: &[&str] = &[
    "index", "home", "about", "contact", "products", "product", "search", "images", "img",
    "static", "assets", "css", "js", "api", "v1", "v2", "users", "user", "profile", "settings",
    "blog", "post", "posts", "news", "article", "archive", "2023", "2024", "docs", "download",
    "files", "pub", "src", "lib", "data", "report", "catalog", "item", "cart", "login", "help",
    "faq", "en", "de", "wiki", "page", "category", "tags", "media", "video", "photos", "share",
    "feed", "rss", "legal", "terms", "privacy", "jobs", "team", "store", "shop", "list", "view",
    "edit", "show", "main", "README", "release", "notes", "linux", "kernel", "mirror", "debian",
    "pool", "Documents", "People", "Projects", "rfc", "ietf", "html", "cgi-bin", "WWW",
];

#[rustfmt::skip]
const EXTS: &[&str] = &[
    "html", "htm", "txt", "gif", "jpg", "png", "pdf", "tar.gz", "zip", "c", "h", "ps", "gz", "cgi",
    "php", "asp", "json", "xml", "md", "tar.Z",
];

#[rustfmt::skip]
const HOST_WORDS: &[&str] = &[
    "example", "acme", "globex", "initech", "umbrella", "mirror", "archive", "cdn", "static",
    "api", "files", "gopher", "wais", "cs", "math", "library", "uni-bonn", "mit", "host1",
    "srv-02", "a1b2", "ftp", "news", "mail", "info", "w3", "xn--bcher-kva", "3com",
];

#[rustfmt::skip]
const TLDS: &[&str] = &[
    "com", "org", "net", "edu", "gov", "de", "uk", "fr", "jp", "io", "info", "example", "nl", "ca",
    "au", "ch", "se", "museum",
];

#[rustfmt::skip]
const ESCAPES: &[&str] = &[
    "%20", "%2F", "%3A", "%7E", "%7e", "%C3%A9", "%c3%a9", "%25", "%3D", "%26", "%2B", "%E2%82%AC",
    "%23", "%3F", "%09",
];

#[rustfmt::skip]
const FIRST_NAMES: &[&str] = &[
    "john", "jane", "alice", "bob", "carol", "dave", "erin", "frank", "grace", "heidi", "ivan",
    "judy", "mallory", "oscar", "peggy", "trent", "victor", "walter", "root", "postmaster",
];

#[rustfmt::skip]
const NEWSGROUPS: &[&str] = &[
    "comp.lang.c", "comp.lang.rust", "comp.std.c++", "alt.fan.example", "rec.arts.sf.written",
    "sci.math", "de.comp.os.unix.linux", "misc.test", "news.announce.newusers",
    "alt.binaries.pictures", "comp.infosystems.www.misc", "comp.os.linux.announce",
    "uk.rec.walking", "fj.comp.misc", "comp.protocols.tcp-ip", "alt.folklore.computers",
];

/// `unreserved` characters that are neither alpha nor digit.
const UNRESERVED_PUNCT: &[u8] = b"$-_.+!*'(),";

// ---------------------------------------------------------------------------
// Component generators
// ---------------------------------------------------------------------------

fn scheme(rng: &mut Rng, name: &str) -> String {
    let r = rng.below(1000);
    if r < 15 {
        name.to_ascii_uppercase()
    } else if r < 20 {
        let mut s = name.to_string();
        s[..1].make_ascii_uppercase();
        s
    } else {
        name.to_string()
    }
}

fn alnum(rng: &mut Rng) -> char {
    const A: &[u8] = b"abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
    // Mostly lower case.
    let i = if rng.chance(850) {
        rng.below(36)
    } else {
        rng.below(A.len())
    };
    A[i] as char
}

fn token(rng: &mut Rng, lo: usize, hi: usize) -> String {
    let n = rng.range(lo, hi);
    (0..n).map(|_| alnum(rng)).collect()
}

fn number(rng: &mut Rng, max: usize) -> String {
    rng.below(max + 1).to_string()
}

/// A `domainlabel`: alphadigit, optionally `*[alphadigit | "-"] alphadigit`.
fn random_label(rng: &mut Rng) -> String {
    let n = rng.range(1, 14);
    let mut s = String::with_capacity(n);
    for i in 0..n {
        if i > 0 && i + 1 < n && rng.chance(100) {
            s.push('-');
        } else {
            s.push(alnum(rng));
        }
    }
    s
}

fn hostname(rng: &mut Rng) -> String {
    let tld = rng.pick(TLDS);
    let r = rng.below(100);
    let mut h = if r < 40 {
        format!("www.{}.{tld}", rng.pick(HOST_WORDS))
    } else if r < 62 {
        format!("{}.{tld}", rng.pick(HOST_WORDS))
    } else if r < 78 {
        format!("{}.{}.{tld}", rng.pick(HOST_WORDS), rng.pick(HOST_WORDS))
    } else if r < 90 {
        format!("{}.{}.{tld}", random_label(rng), rng.pick(HOST_WORDS))
    } else if r < 97 {
        let n = rng.range(3, 6);
        let mut s = String::new();
        for _ in 0..n {
            s.push_str(&random_label(rng));
            s.push('.');
        }
        s.push_str(tld);
        s
    } else {
        // A single toplabel.
        rng.pick(&["localhost", "intranet", "gopher", "fileserver", "db"])
            .to_string()
    };
    if rng.chance(20) {
        h.make_ascii_uppercase();
    }
    h
}

fn hostnumber(rng: &mut Rng) -> String {
    format!(
        "{}.{}.{}.{}",
        rng.range(1, 223),
        number(rng, 255),
        number(rng, 255),
        rng.range(1, 254)
    )
}

fn host(rng: &mut Rng) -> String {
    if rng.chance(110) {
        hostnumber(rng)
    } else {
        hostname(rng)
    }
}

fn port(rng: &mut Rng) -> String {
    if rng.chance(700) {
        rng.pick(&[
            "80", "8080", "8000", "443", "21", "70", "119", "23", "210", "1525", "3128",
        ])
        .to_string()
    } else {
        rng.range(1, 65535).to_string()
    }
}

fn hostport(rng: &mut Rng, port_permille: usize) -> String {
    let mut h = host(rng);
    if rng.chance(port_permille) {
        h.push(':');
        h.push_str(&port(rng));
    }
    h
}

/// `user` / `password`: `*[ uchar | ";" | "?" | "&" | "=" ]`.
fn user(rng: &mut Rng) -> String {
    let r = rng.below(100);
    if r < 30 {
        "anonymous".into()
    } else if r < 70 {
        rng.pick(FIRST_NAMES).to_string()
    } else if r < 85 {
        format!("{}.{}", rng.pick(FIRST_NAMES), rng.pick(FIRST_NAMES))
    } else {
        format!(
            "{}%40{}.{}",
            rng.pick(FIRST_NAMES),
            rng.pick(HOST_WORDS),
            rng.pick(TLDS)
        )
    }
}

fn password(rng: &mut Rng) -> String {
    let r = rng.below(100);
    if r < 40 {
        token(rng, 4, 12)
    } else if r < 70 {
        format!(
            "{}%40{}.{}",
            rng.pick(FIRST_NAMES),
            rng.pick(HOST_WORDS),
            rng.pick(TLDS)
        )
    } else if r < 90 {
        format!(
            "{}{}{}",
            token(rng, 2, 6),
            rng.pick(&[";", "?", "&", "=", "!", "$", "*"]),
            token(rng, 2, 6)
        )
    } else {
        String::new()
    }
}

/// `[ user [ ":" password ] "@" ] hostport`
fn login(rng: &mut Rng, user_permille: usize) -> String {
    let mut s = String::new();
    if rng.chance(user_permille) {
        let r = rng.below(100);
        if r < 50 {
            s.push_str(&user(rng));
        } else if r < 95 {
            s.push_str(&user(rng));
            s.push(':');
            s.push_str(&password(rng));
        } else if r < 98 {
            // Empty user.
        } else {
            s.push(':');
        }
        s.push('@');
    }
    s.push_str(&hostport(rng, 120));
    s
}

/// One path segment made of words, `unreserved` punctuation, escapes and, per
/// production, a few extra characters (`extras`).
fn segment(rng: &mut Rng, extras: &[u8]) -> String {
    let mut s = String::new();
    let r = rng.below(100);
    if r < 55 {
        s.push_str(rng.pick(WORDS));
    } else if r < 70 {
        s.push_str(rng.pick(WORDS));
        s.push(rng.pick(&['-', '_', '.', '+']));
        s.push_str(rng.pick(WORDS));
    } else if r < 85 {
        s.push_str(rng.pick(WORDS));
        s.push('.');
        s.push_str(rng.pick(EXTS));
    } else if r < 93 {
        s.push_str(&token(rng, 1, 16));
    } else {
        s.push_str(&number(rng, 99999));
    }
    if rng.chance(60) {
        s.push_str(rng.pick(ESCAPES));
        s.push_str(rng.pick(WORDS));
    }
    if rng.chance(25) {
        s.push(rng.pick(UNRESERVED_PUNCT) as char);
    }
    if !extras.is_empty() && rng.chance(40) {
        s.push(rng.pick(extras) as char);
        s.push_str(&token(rng, 1, 8));
    }
    s
}

/// `segment *[ "/" segment ]` until about `budget` bytes; may be empty when
/// `budget` is 0.
fn path(rng: &mut Rng, budget: usize, extras: &[u8]) -> String {
    let mut s = String::new();
    if budget == 0 {
        return s;
    }
    loop {
        s.push_str(&segment(rng, extras));
        if s.len() >= budget {
            break;
        }
        s.push('/');
        if rng.chance(15) {
            // An empty segment (`//`) is allowed everywhere segments are.
            s.push('/');
        }
    }
    if rng.chance(60) {
        // Directory-style trailing slash.
        s.push('/');
    }
    s
}

/// `search = *[ uchar | ";" | ":" | "@" | "&" | "=" ]` shaped like
/// `key=value&key=value`, about `budget` bytes.
fn query(rng: &mut Rng, budget: usize) -> String {
    let mut s = String::new();
    loop {
        s.push_str(rng.pick(WORDS));
        if rng.chance(900) {
            s.push('=');
            let r = rng.below(100);
            if r < 35 {
                s.push_str(rng.pick(WORDS));
            } else if r < 55 {
                s.push_str(&number(rng, 1_000_000));
            } else if r < 70 {
                s.push_str(rng.pick(WORDS));
                s.push_str(rng.pick(&["%20", "+"]));
                s.push_str(rng.pick(WORDS));
            } else if r < 80 {
                s.push_str(&format!("{}:{}", rng.range(0, 23), rng.range(10, 59)));
            } else if r < 85 {
                s.push_str(&format!(
                    "{}@{}.{}",
                    rng.pick(FIRST_NAMES),
                    rng.pick(HOST_WORDS),
                    rng.pick(TLDS)
                ));
            } else {
                s.push_str(&token(rng, 4, 32));
            }
        }
        if s.len() >= budget {
            break;
        }
        s.push(if rng.chance(950) { '&' } else { ';' });
    }
    s
}

/// Length budget for the variable part of a URL: mostly short, with a long
/// tail up to about 2 KB.
fn budget(rng: &mut Rng) -> usize {
    let r = rng.below(1000);
    if r < 860 {
        rng.range(0, 76)
    } else if r < 975 {
        rng.range(70, 320)
    } else {
        rng.range(320, 1950)
    }
}

// ---------------------------------------------------------------------------
// One generator per scheme
// ---------------------------------------------------------------------------

/// `"http://" hostport [ "/" hpath [ "?" search ]]`
fn http(rng: &mut Rng, b: usize) -> String {
    let mut s = format!("{}://{}", scheme(rng, "http"), hostport(rng, 60));
    let r = rng.below(100);
    if r < 5 {
        return s;
    }
    s.push('/');
    if r < 12 {
        return s;
    }
    if rng.chance(300) {
        let pb = b * 2 / 5;
        s.push_str(&path(rng, pb, b";:@&="));
        s.push('?');
        if rng.chance(980) {
            s.push_str(&query(rng, b - pb));
        }
    } else {
        s.push_str(&path(rng, b, b";:@&="));
    }
    s
}

/// `"ftp://" login [ "/" fpath [ ";type=" ftptype ]]`
fn ftp(rng: &mut Rng, b: usize) -> String {
    let mut s = format!("{}://{}", scheme(rng, "ftp"), login(rng, 350));
    if rng.chance(40) {
        return s;
    }
    s.push('/');
    s.push_str(&path(rng, b, b"?:@&="));
    if rng.chance(150) {
        s.push_str(";type=");
        s.push(rng.pick(&['A', 'I', 'D', 'a', 'i', 'd']));
    }
    s
}

/// `"file://" [ host | "localhost" ] "/" fpath`
fn file(rng: &mut Rng, b: usize) -> String {
    let r = rng.below(100);
    let h = if r < 45 {
        String::new()
    } else if r < 70 {
        "localhost".into()
    } else {
        host(rng)
    };
    let mut s = format!("{}://{h}/", scheme(rng, "file"));
    if rng.chance(100) {
        s.push_str(rng.pick(&["C:/", "c:/", "D:/"]));
    } else {
        s.push_str(rng.pick(&[
            "home/",
            "usr/share/doc/",
            "etc/",
            "var/www/",
            "tmp/",
            "Users/",
        ]));
    }
    s.push_str(&path(rng, b, b"?:@&="));
    s
}

/// `"gopher://" hostport [ "/" [ gtype [ selector [ "%09" search [ "%09" gopher+_string ] ] ] ] ]`
fn gopher(rng: &mut Rng, b: usize) -> String {
    let mut s = format!("{}://{}", scheme(rng, "gopher"), hostport(rng, 150));
    let r = rng.below(100);
    if r < 8 {
        return s;
    }
    s.push('/');
    if r < 15 {
        return s;
    }
    s.push(rng.pick(&['0', '1', '7', '9', 'g', 'I', 'h', 's']));
    if rng.chance(900) {
        if rng.chance(500) {
            s.push('/');
        }
        // selector = *xchar
        s.push_str(&path(rng, b, b";/?:@&="));
        if rng.chance(250) {
            s.push_str("%09");
            s.push_str(&query(rng, 10));
            if rng.chance(300) {
                s.push_str("%09");
                s.push_str(rng.pick(&["+", "!", "$", "+VIEWS", "+ADMIN", "$+INFO"]));
            }
        }
    }
    s
}

/// `"mailto:" encoded822addr`, `encoded822addr = 1*xchar`
fn mailto(rng: &mut Rng, b: usize) -> String {
    let mut s = format!("{}:", scheme(rng, "mailto"));
    let addrs = if rng.chance(50) { rng.range(2, 4) } else { 1 };
    for i in 0..addrs {
        if i > 0 {
            s.push(',');
        }
        let first = rng.pick(FIRST_NAMES);
        let r = rng.below(100);
        if r < 40 {
            s.push_str(first);
        } else if r < 70 {
            s.push_str(&format!("{first}.{}", rng.pick(FIRST_NAMES)));
        } else if r < 80 {
            s.push_str(&format!("{first}+{}", rng.pick(WORDS)));
        } else if r < 90 {
            s.push_str(&format!("{first}_{}", rng.range(1, 999)));
        } else {
            s.push_str(&format!("{first}%20{}", rng.pick(FIRST_NAMES)));
        }
        s.push('@');
        s.push_str(&hostname(rng));
    }
    if rng.chance(200) {
        s.push_str("?subject=");
        let mut first = true;
        while first || s.len() < 25 + b {
            if !first {
                s.push_str("%20");
            }
            first = false;
            s.push_str(rng.pick(WORDS));
        }
        if rng.chance(300) {
            s.push_str("&body=");
            s.push_str(&query(rng, b / 2));
        }
    }
    s
}

/// `"news:" grouppart`, `grouppart = "*" | group | article`
fn news(rng: &mut Rng, _b: usize) -> String {
    let mut s = format!("{}:", scheme(rng, "news"));
    // `grouppart = "*"` is never emitted: "news:*" is below MIN_LEN (the
    // regex self-check covers it).
    let r = rng.below(100);
    if r < 65 {
        if rng.chance(700) {
            s.push_str(rng.pick(NEWSGROUPS));
        } else {
            let n = rng.range(2, 5);
            for i in 0..n {
                if i > 0 {
                    s.push('.');
                }
                s.push_str(&rng.pick(WORDS).to_ascii_lowercase());
            }
            if s.as_bytes()[s.find(':').unwrap() + 1].is_ascii_digit() {
                s.insert(s.find(':').unwrap() + 1, 'x');
            }
        }
    } else {
        // article = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host
        let r = rng.below(100);
        if r < 40 {
            s.push_str(&format!(
                "{}{}.{}.{}",
                rng.range(1990, 2025),
                rng.pick(&["Jan", "Feb", "Mar", "Dec"]),
                rng.range(100000, 999999),
                rng.range(1, 99999)
            ));
        } else if r < 80 {
            s.push_str(&format!("{}${}", token(rng, 6, 20), token(rng, 2, 8)));
        } else {
            s.push_str(&format!(
                "part{}of{}.{}/{}",
                rng.range(1, 9),
                rng.range(1, 9),
                token(rng, 4, 10),
                token(rng, 2, 6)
            ));
        }
        s.push('@');
        s.push_str(&host(rng));
    }
    s
}

/// `"nntp://" hostport "/" group [ "/" digits ]`
fn nntp(rng: &mut Rng, _b: usize) -> String {
    let mut s = format!(
        "{}://{}/{}",
        scheme(rng, "nntp"),
        hostport(rng, 150),
        rng.pick(NEWSGROUPS)
    );
    if rng.chance(700) {
        s.push('/');
        s.push_str(&rng.range(1, 9_999_999).to_string());
    }
    s
}

/// `"telnet://" login [ "/" ]`
fn telnet(rng: &mut Rng, _b: usize) -> String {
    let mut s = format!("{}://{}", scheme(rng, "telnet"), login(rng, 500));
    if rng.chance(500) {
        s.push('/');
    }
    s
}

/// `waisdatabase | waisindex | waisdoc`
fn wais(rng: &mut Rng, b: usize) -> String {
    let mut s = format!("{}://{}/", scheme(rng, "wais"), hostport(rng, 200));
    // database = *uchar
    s.push_str(&segment(rng, b""));
    let r = rng.below(100);
    if r < 40 {
        s.push('?');
        s.push_str(&query(rng, b));
    } else if r < 75 {
        s.push('/');
        s.push_str(rng.pick(&["TEXT", "0", "text%2Fplain", "WSRC", "HTML"]));
        s.push('/');
        // wpath = *uchar
        let mut w = String::new();
        while w.len() < b.max(4) {
            w.push_str(&segment(rng, b""));
        }
        s.push_str(&w);
    }
    s
}

/// `"prospero://" hostport "/" ppath *[ fieldspec ]`
fn prospero(rng: &mut Rng, b: usize) -> String {
    let mut s = format!("{}://{}/", scheme(rng, "prospero"), hostport(rng, 150));
    s.push_str(&path(rng, b, b"?:@&="));
    for _ in 0..rng.below(4) {
        s.push(';');
        s.push_str(rng.pick(&["version", "format", "type", "OBJECT", "n"]));
        s.push('=');
        s.push_str(&token(rng, 0, 10));
    }
    s
}

/// `otherurl = genericurl` with a scheme that is not one of the ten.
fn other(rng: &mut Rng, b: usize) -> String {
    match rng.below(11) {
        0 => format!("urn:isbn:{}", token_digits(rng, 10)),
        1 => format!("URN:IETF:rfc:{}", rng.range(1, 9999)),
        2 => {
            let mut s = String::from("data:text/plain;base64,");
            let n = 4 * rng.range(1, (b / 4).max(1) + 1);
            const B64: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
            for _ in 0..n {
                s.push(rng.pick(B64) as char);
            }
            s.push_str(rng.pick(&["", "=", "=="]));
            s
        }
        3 => format!("tel:+1-201-555-{:04}", rng.below(10000)),
        4 => format!("sip:{}@{}", rng.pick(FIRST_NAMES), hostname(rng)),
        5 => format!(
            "git+ssh://git@{}/{}/{}.git",
            hostname(rng),
            rng.pick(WORDS),
            rng.pick(WORDS)
        ),
        6 => format!(
            "ldap://{}/o={},c=US?cn?sub",
            hostname(rng),
            rng.pick(HOST_WORDS)
        ),
        7 => format!("z39.50s://{}:210/{}", hostname(rng), rng.pick(WORDS)),
        8 => format!("X-Custom.Scheme+v2:{}", path(rng, b, b";/?:@&=")),
        9 => format!("svn://{}/repos/{}", hostname(rng), path(rng, b, b"")),
        _ => format!("ssh://{}@{}:22", rng.pick(FIRST_NAMES), hostname(rng)),
    }
}

fn token_digits(rng: &mut Rng, n: usize) -> String {
    (0..n)
        .map(|_| (b'0' + rng.below(10) as u8) as char)
        .collect()
}

type Generator = fn(&mut Rng, usize) -> String;

/// Scheme mix, in permille.
const MIX: &[(usize, Generator)] = &[
    (500, http),
    (90, ftp),
    (50, gopher),
    (80, mailto),
    (50, news),
    (60, file),
    (40, nntp),
    (30, telnet),
    (40, wais),
    (30, prospero),
    (30, other),
];

/// One valid URL of the corpus mix, from `rng` (the generator behind
/// [`corpus`]; the differential test and the fuzz seeds draw from it too).
pub fn one(rng: &mut Rng) -> String {
    loop {
        let mut r = rng.below(1000);
        let mut g: Generator = http;
        for &(w, gen_fn) in MIX {
            if r < w {
                g = gen_fn;
                break;
            }
            r -= w;
        }
        let b = budget(rng);
        let s = g(rng, b);
        if (MIN_LEN..=MAX_LEN).contains(&s.len()) {
            return s;
        }
    }
}

/// [`CORPUS_SIZE`] valid RFC 1738 URLs, always the same ones.
pub fn corpus() -> Vec<String> {
    let mut rng = Rng::new(SEED);
    (0..CORPUS_SIZE).map(|_| one(&mut rng)).collect()
}

// ---------------------------------------------------------------------------
// Faults
// ---------------------------------------------------------------------------

/// Characters that no RFC 1738 production admits (space, `#`, `<`, `"`,
/// `{`, a non-ASCII char, a control char).
pub const ILLEGAL: [&str; 7] = [" ", "#", "<", "\"", "{", "\u{e9}", "<control>"];
/// The control characters rotated through in the last slot of [`ILLEGAL`].
pub const CONTROLS: [&str; 4] = ["\t", "\u{0}", "\u{7f}", "\n"];
/// A `%` followed by two characters that are allowed but not both `hex`.
pub const BAD_ESCAPES: [&str; 5] = ["%zz", "%G7", "%7g", "%q-", "%.5"];
/// An escape cut short by the end of the input.
pub const CUT_ESCAPES: [&str; 3] = ["%4", "%4", "%"];

/// The kind of fault injected into URL number `i` of [`faulted`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fault {
    IllegalChar,
    BadEscape,
    CutEscape,
}

pub fn fault_kind(i: usize) -> Fault {
    match i % 3 {
        0 => Fault::IllegalChar,
        1 => Fault::BadEscape,
        _ => Fault::CutEscape,
    }
}

/// Each URL of `valid` with exactly one fault injected, rotating among: an
/// illegal character inserted at a random position after the scheme's `:`, a
/// bad escape (`%zz`-style) inserted likewise, and an escape cut short (`%4`)
/// appended at the end.
///
/// Each result is invalid whatever the URL: an illegal character is in no
/// production; every `%` must start `"%" hex hex`, which the inserted `%`
/// does not (and one inserted inside an existing escape breaks that one).
pub fn faulted(valid: &[String]) -> Vec<String> {
    let mut rng = Rng::new(FAULT_SEED);
    valid
        .iter()
        .enumerate()
        .map(|(i, u)| {
            let colon = u.find(':').expect("every URL has a scheme");
            debug_assert!(u.is_ascii());
            let mut f = u.clone();
            match fault_kind(i) {
                Fault::IllegalChar => {
                    let k = (i / 3) % ILLEGAL.len();
                    let c = if k == ILLEGAL.len() - 1 {
                        CONTROLS[(i / (3 * ILLEGAL.len())) % CONTROLS.len()]
                    } else {
                        ILLEGAL[k]
                    };
                    let pos = rng.range(colon + 1, u.len());
                    f.insert_str(pos, c);
                }
                Fault::BadEscape => {
                    let e = BAD_ESCAPES[(i / 3) % BAD_ESCAPES.len()];
                    let pos = rng.range(colon + 1, u.len());
                    f.insert_str(pos, e);
                }
                Fault::CutEscape => {
                    f.push_str(CUT_ESCAPES[(i / 3) % CUT_ESCAPES.len()]);
                }
            }
            f
        })
        .collect()
}

/// `faulted(&corpus())`.
pub fn faulted_corpus() -> Vec<String> {
    faulted(&corpus())
}

// ---------------------------------------------------------------------------
// Scaling inputs
// ---------------------------------------------------------------------------

/// One valid `httpurl` of exactly `n` bytes (`n >= 64`): a long `hpath` of
/// word segments with escapes, then a `search`.
pub fn big_http_url(n: usize) -> String {
    assert!(n >= 64);
    let mut s = String::with_capacity(n);
    s.push_str("http://www.example.com:8080/");
    let path_end = n * 3 / 4;
    let chunks = [
        "segment", "-", "with", "%7E", "escape", ";p=1", "/", "a.b", "_c", "%2F", "/",
    ];
    let mut i = 0;
    while s.len() + 16 < path_end {
        s.push_str(chunks[i % chunks.len()]);
        i += 1;
    }
    s.push_str("?q=");
    let qchunks = ["key", "=", "value", "&", "x", "%20", "y", ":", "@", ";"];
    let mut i = 0;
    while s.len() + 16 < n {
        s.push_str(qchunks[i % qchunks.len()]);
        i += 1;
    }
    while s.len() < n {
        s.push('z');
    }
    debug_assert_eq!(s.len(), n);
    s
}

/// [`big_http_url`] with its last byte replaced by a space.
pub fn big_http_url_invalid(n: usize) -> String {
    let mut s = big_http_url(n);
    s.pop();
    s.push(' ');
    s
}

// ---------------------------------------------------------------------------
// Statistics and invariants
// ---------------------------------------------------------------------------

#[derive(Clone, Debug)]
pub struct Stats {
    pub count: usize,
    pub total_bytes: usize,
    pub min: usize,
    pub median: usize,
    pub p90: usize,
    pub p99: usize,
    pub max: usize,
    /// (scheme lower-cased, count), most frequent first.
    pub schemes: Vec<(String, usize)>,
}

pub fn stats(urls: &[String]) -> Stats {
    let mut lens: Vec<usize> = urls.iter().map(|u| u.len()).collect();
    lens.sort_unstable();
    let q = |p: usize| lens[(lens.len() - 1) * p / 100];
    let mut schemes = std::collections::BTreeMap::<String, usize>::new();
    for u in urls {
        let sch = u.split(':').next().unwrap_or("").to_ascii_lowercase();
        let key = if crate::regex1738::is_predefined_scheme(&sch) {
            sch
        } else {
            "(other)".into()
        };
        *schemes.entry(key).or_default() += 1;
    }
    let mut schemes: Vec<_> = schemes.into_iter().collect();
    schemes.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    Stats {
        count: urls.len(),
        total_bytes: lens.iter().sum(),
        min: lens[0],
        median: q(50),
        p90: q(90),
        p99: q(99),
        max: *lens.last().unwrap(),
        schemes,
    }
}

impl std::fmt::Display for Stats {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(
            f,
            "{} URLs, {} bytes; length min {} / median {} / p90 {} / p99 {} / max {} (mean {:.1})",
            self.count,
            self.total_bytes,
            self.min,
            self.median,
            self.p90,
            self.p99,
            self.max,
            self.total_bytes as f64 / self.count as f64
        )?;
        let mix: Vec<String> = self
            .schemes
            .iter()
            .map(|(s, n)| format!("{s} {:.1}%", 100.0 * *n as f64 / self.count as f64))
            .collect();
        write!(f, "scheme mix: {}", mix.join(", "))
    }
}

/// Panics unless: the corpus has at least [`CORPUS_SIZE`] URLs of
/// [`MIN_LEN`]..=[`MAX_LEN`] bytes, every one accepted by the regex oracle;
/// `faulted` pairs one-to-one with it and the oracle rejects every one.
pub fn check_invariants(valid: &[String], faulted: &[String]) {
    assert!(
        valid.len() >= CORPUS_SIZE,
        "corpus too small: {}",
        valid.len()
    );
    assert_eq!(
        valid.len(),
        faulted.len(),
        "faulted corpus must pair with the valid one"
    );
    let mut errors = Vec::new();
    for (i, u) in valid.iter().enumerate() {
        if !(MIN_LEN..=MAX_LEN).contains(&u.len()) {
            errors.push(format!("valid[{i}] has length {}: {u:?}", u.len()));
        }
        if !regex_validate(u) {
            errors.push(format!("valid[{i}] rejected by the oracle: {u:?}"));
        }
    }
    for (i, (u, f)) in valid.iter().zip(faulted).enumerate() {
        if f == u {
            errors.push(format!("faulted[{i}] has no fault: {f:?}"));
        }
        if regex_validate(f) {
            errors.push(format!(
                "faulted[{i}] ({:?}) accepted by the oracle: {f:?}",
                fault_kind(i)
            ));
        }
    }
    if !errors.is_empty() {
        let n = errors.len();
        errors.truncate(20);
        panic!(
            "corpus invariants violated ({n} errors), first ones:\n{}",
            errors.join("\n")
        );
    }
}
