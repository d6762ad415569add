//! The boundary rule of `urlbnf::scan`, table-driven, character by
//! character; and a property test: a valid URL of the bench corpus, put in
//! a generated document in each form (bare, `<...>`, `<URL:...>`, with
//! random line breaks and indentation inside brackets), is found exactly
//! once with its span and text, and documents without URLs yield nothing.

use proptest::prelude::*;
use urlbnf::Grammar;
use urlbnf::scan::{Wrapper, scan};

use urlbnf_testkit as common;

/// `(document, the URLs found)` for RFC 1738.
const TABLE: &[(&str, &[&str])] = &[
    // Sentence punctuation at the end is the sentence's ...
    ("news:a.b.", &["news:a.b"]),
    ("news:a.b,", &["news:a.b"]),
    ("news:a.b;", &["news:a.b"]),
    ("news:a.b:", &["news:a.b"]),
    ("news:a.b!", &["news:a.b"]),
    ("news:a.b?", &["news:a.b"]),
    ("see ftp://h/a.txt...", &["ftp://h/a.txt"]),
    ("ftp://h/a?!.", &["ftp://h/a"]),
    // Markdown emphasis around a URL is the text's.
    (
        "**ftp://ftp.example.org/pub/readme.txt**",
        &["ftp://ftp.example.org/pub/readme.txt"],
    ),
    ("*http://h/a*.", &["http://h/a"]),
    (
        "__http://h/a__ and ~~http://h/b~~",
        &["http://h/a", "http://h/b"],
    ),
    ("http://h/a_ and http://h/~", &["http://h/a_", "http://h/~"]),
    (
        "[text](http://h/a \"title\") and [x](http://h/p_(q))",
        &["http://h/a", "http://h/p_(q)"],
    ),
    ("[id]: http://h/a", &["http://h/a"]),
    // An IRI (non-ASCII right after `//`) is found, to be reported.
    ("new URL('https://測試/?abc')", &["https://測試/?abc"]),
    (
        "http://h/a上 and http://例子.卷筒纸 too",
        &["http://h/a", "http://例子.卷筒纸"],
    ),
    // A second `scheme://` after `,` `'` `(` `;` starts a second URL ...
    (
        "@uref{http://www.zlib.org,http://www.zlib.org}",
        &["http://www.zlib.org", "http://www.zlib.org"],
    ),
    (
        "f('http://a/one');g('http://b/two')",
        &["http://a/one", "http://b/two"],
    ),
    // ... after `=`, `/` or `?` it is data of the first.
    ("http://h/go?to=http://x/y", &["http://h/go?to=http://x/y"]),
    (
        "http://web.example/2020/http://x/y",
        &["http://web.example/2020/http://x/y"],
    ),
    (
        "[![badge](https://h/b.svg?x=1)](https://h/ci)",
        &["https://h/b.svg?x=1", "https://h/ci"],
    ),
    (
        "(see http://h/a)b and http://h/c",
        &["http://h/a", "http://h/c"],
    ),
    (
        "http://h/a(b)c http://h/{x}y",
        &["http://h/a(b)c", "http://h/{x}y"],
    ),
    // A `\` before a quote in source code escapes it.
    ("\"<a href=\\\"http://h/a\\\">\"", &["http://h/a"]),
    ("http://h/a\\b", &["http://h/a\\b"]),
    // ... and inside, the URL's.
    ("ftp://h/a.b;type=i", &["ftp://h/a.b;type=i"]),
    ("http://h/a?b,c!d", &["http://h/a?b,c!d"]),
    // Closing brackets and quotes without a partner are the text's.
    ("(see http://h/a)", &["http://h/a"]),
    ("(see http://h/a_(b))", &["http://h/a_(b)"]),
    ("[http://h/a]", &["http://h/a"]),
    ("{http://h/a}", &["http://h/a"]),
    ("'http://h/a'", &["http://h/a"]),
    ("http://h/it's", &["http://h/it's"]),
    ("(http://h/a).", &["http://h/a"]),
    ("[1]: http://h/a).", &["http://h/a"]),
    // Characters that end a bare URL.
    ("http://h/a<b", &["http://h/a"]),
    ("http://h/a>b", &["http://h/a"]),
    ("\"http://h/a\"", &["http://h/a"]),
    ("`http://h/a`", &["http://h/a"]),
    ("http://h/a b", &["http://h/a"]),
    ("http://h/a\tb", &["http://h/a"]),
    ("http://h/a\nb", &["http://h/a"]),
    ("http://h/a\u{3002}", &["http://h/a"]),
    ("http://h/a\u{a0}b", &["http://h/a"]),
    ("在http://h/a上", &["http://h/a"]),
    // Characters a URL may not hold but an author typed: kept, diagnosed.
    ("http://h/~u/", &["http://h/~u/"]),
    ("http://h/a|b^c\\d", &["http://h/a|b^c\\d"]),
    ("http://h/a%zz", &["http://h/a%zz"]),
    // Scheme names: case-insensitive, starting with a letter.
    ("HTTP://H/", &["HTTP://H/"]),
    ("...http://h/", &["http://h/"]),
    ("xhttp://h/", &["xhttp://h/"]), // another scheme, written with `//`
    ("URL:news:a", &["news:a"]),
    ("url:foo:bar", &["foo:bar"]),
    // Prose, not URLs.
    ("Breaking news: the archive moved.", &[]),
    ("telnet: a protocol", &[]),
    ("news:.", &[]),
    ("http://<host>:<port>/<path>?<searchpart>", &[]),
    ("ftpurl = \"ftp://\" login [ \"/\" fpath ]", &[]),
    ("URL:ftp:// and ftp://.", &[]),
    (
        "http:/ and file:/// and http://h",
        &["http:/", "file:///", "http://h"],
    ),
    ("ftp://<user>:<password>@<host>:<port>/<url-path>", &[]),
    ("Note: see below", &[]),
    ("at 10:30", &[]),
    ("C:\\TEMP", &[]),
    ("<uri@bunyip.com>", &[]),
    ("<C:\\TEMP>", &[]),
    ("URL: news:a", &["news:a"]),
    // Any scheme written with `//`, two characters or more, a letter first.
    ("https://h/ (not an RFC 1738 scheme)", &["https://h/"]),
    (
        "git://git.example/r.git and svn+ssh://h/r, hkps://keys.example.",
        &[
            "git://git.example/r.git",
            "svn+ssh://h/r",
            "hkps://keys.example",
        ],
    ),
    ("x://h/ and 2x://h/", &[]),
    ("(see https://h/a_(b)).", &["https://h/a_(b)"]),
    ("foo:bar (no `//`)", &[]),
    // A `*` is a URL character: left out only as emphasis around the URL.
    (
        "nntp://w3.abigail.freedom.nl/comp.lang.perl.misc/* This protocol",
        &["nntp://w3.abigail.freedom.nl/comp.lang.perl.misc/*"],
    ),
    (
        "http://0.71.031088664913.434/=//?=TKw0*!  Would",
        &["http://0.71.031088664913.434/=//?=TKw0*"],
    ),
    (
        "ftp://;???g%76d@+625.405.994.6/K%FF%265%1D$/+-/*?  Path",
        &["ftp://;???g%76d@+625.405.994.6/K%FF%265%1D$/+-/*"],
    ),
    ("**http://a/**, *http://a/b*.", &["http://a/", "http://a/b"]),
    (
        "see http://a/b* and http://a/c**",
        &["http://a/b*", "http://a/c**"],
    ),
    // A scheme followed by `::` and no identifier: a URL with a typo, or
    // data that starts with `:`.
    ("telnet:://:@41.82.562.10;", &["telnet:://:@41.82.562.10"]),
    ("news::=%b8@Tlx-sfU7ZCR;", &["news::=%b8@Tlx-sfU7ZCR"]),
    ("<news::=a@h>", &["news::=a@h"]),
    // Code: a name followed by `::` and an identifier starts no URL.
    ("use File::Temp; File::Spec::Functions->catfile", &[]),
    ("File::$x, HTTP::Request, v8::Value, ftp::_x, news::~a", &[]),
    ("news::*p, news::{a}, http::1", &[]),
    ("std::vector<int> v; std::string s;", &[]),
    ("Foo::http://h/ or MIME::news:a", &[]),
    (
        "<v8::Value>, <std::string>, <node::Environment>, <JSON::PP>",
        &[],
    ),
    // Markup: an XML tag with a qualified name is not a URL.
    ("<dsig:KeyName/>", &[]),
    ("<enc:CipherValue/>x</enc:CipherValue>", &[]),
    ("<xsl:value-of select=\".\"/>", &[]),
    ("<dsig:Reference URI=\"\">", &[]),
    ("<dsig:KeyName>k</dsig:KeyName>", &[]),
    ("<![CDATA[ x ]]>", &[]),
    // ... but the grammar's schemes and `URL:` keep their brackets.
    ("<mailto:joe@h.example>", &["mailto:joe@h.example"]),
    ("<news:comp.lang.c>", &["news:comp.lang.c"]),
    ("<URL:news:comp.lang.c>", &["news:comp.lang.c"]),
    ("<urn:isbn:0-13>", &["urn:isbn:0-13"]),
    // Brackets: the URL runs to `>`, whitespace inside ignored.
    ("<https://h/a>", &["https://h/a"]),
    ("<URL:http://h/a b>", &["http://h/ab"]),
    ("< URL:news:a >", &["news:a"]),
    ("<url:news:a>", &["news:a"]),
    ("<ftp: //h/a>", &["ftp://h/a"]),
    ("<URL:http://h/a#frag>.", &["http://h/a#frag"]),
    ("<xsl:if test=\"x\">", &[]),
    ("<URL:news:a <b>", &["news:a"]),
    ("<URL:news:a\n\n b>", &["news:a"]),
];

#[test]
fn boundary_rule() {
    for &(doc, want) in TABLE {
        let got: Vec<String> = scan(doc, Grammar::Rfc1738)
            .map(|f| f.text().to_owned())
            .collect();
        assert_eq!(got, want, "{doc:?}");
    }
}

/// The RFC 1630 grammar finds its own schemes bare (`mid:`, `cid:`), and
/// other schemes (RFC 1738's `file`) when written with `//` or in brackets.
#[test]
fn each_grammar_finds_its_own_schemes_bare() {
    let doc = "mid:a@b.example cid:c@d.example file://h/x <file://h/y>";
    let texts = |g| {
        scan(doc, g)
            .map(|f| f.text().to_owned())
            .collect::<Vec<_>>()
    };
    // `file://` is written with `//`: every grammar finds it.
    assert_eq!(
        texts(Grammar::Rfc1630),
        [
            "mid:a@b.example",
            "cid:c@d.example",
            "file://h/x",
            "file://h/y"
        ]
    );
    assert_eq!(texts(Grammar::Rfc1738), ["file://h/x", "file://h/y"]);
}

/// Prose without URLs, with the characters that trigger a closer look.
const PROSE: &[&str] = &[
    "The archive moved.",
    "Breaking news: it moved.",
    "Note: see below,",
    "at 10:30 or 11:45;",
    "C:\\TEMP and D:\\",
    "mail <uri@bunyip.com> now",
    "a < b and c > d",
    "telnet: a protocol",
    "(ratio 3:2)",
    "well-\n   known",
    "<b>bold</b>",
    "e-mail: someone",
    "\u{8bf7}\u{6ce8}\u{610f}:",
    "x",
];

fn prose() -> impl Strategy<Value = String> {
    prop::collection::vec(
        (
            prop::sample::select(PROSE),
            prop::sample::select(&[" ", "\n", "  ", "\n    "][..]),
        ),
        0..12,
    )
    .prop_map(|parts| parts.into_iter().map(|(p, s)| format!("{p}{s}")).collect())
}

/// Whitespace to break a bracketed URL with.
fn breaks() -> impl Strategy<Value = Vec<(prop::sample::Index, &'static str)>> {
    prop::collection::vec(
        (
            any::<prop::sample::Index>(),
            prop::sample::select(&["\n", "\n   ", "\r\n\t", " ", "\n\u{a0}\u{a0}"][..]),
        ),
        0..4,
    )
}

/// Whether a bare URL is found whole under the boundary rule: it keeps its
/// last character, and every closing bracket in it has an opener before it.
fn bare_safe(url: &str) -> bool {
    let mut depth = [0i32; 3];
    for b in url.bytes() {
        let (i, d) = match b {
            b'(' => (0, 1),
            b'[' => (1, 1),
            b'{' => (2, 1),
            b')' => (0, -1),
            b']' => (1, -1),
            b'}' => (2, -1),
            _ => continue,
        };
        depth[i] += d;
        if depth[i] < 0 {
            return false;
        }
    }
    url.bytes()
        .last()
        .is_some_and(|b| b.is_ascii_alphanumeric() || b == b'/')
        && [
            "http:",
            "ftp:",
            "news:",
            "nntp:",
            "telnet:",
            "gopher:",
            "wais:",
            "mailto:",
            "file:",
            "prospero:",
        ]
        .iter()
        .any(|s| url.len() > s.len() && url[..s.len()].eq_ignore_ascii_case(s))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn a_url_is_found_once_in_any_form(
        seed in any::<u64>(),
        form in 0..3usize,
        before in prose(),
        after in prose(),
        cuts in breaks(),
    ) {
        let mut rng = common::corpus::Rng::new(seed);
        let url = common::corpus::one(&mut rng);
        let colon = url.find(':').unwrap();
        let known = urlbnf::Scheme::PREDEFINED.contains(&urlbnf::Scheme::from_name(&url[..colon]));
        // Where whitespace may go: not in `<scheme:` of a scheme of another
        // grammar (no whitespace at all there), nowhere in a bare URL.
        // `<prefix:name>` with both XML names is a tag, not a URL, unless
        // `prefix` is a scheme of the grammar: such URLs go in `<URL:...>`.
        let ncname = |t: &str| {
            t.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
                && t.bytes().all(|b| b.is_ascii_alphanumeric() || b"._-".contains(&b))
        };
        let tag = !known && ncname(&url[..colon]) && ncname(&url[colon + 1..]);
        let (open, broken) = match form {
            0 if bare_safe(&url) => ("", url.clone()),
            0 | 1 if !known && !tag => ("<", url.clone()),
            1 if tag => ("<URL:", insert(&url, &cuts, 0)),
            1 => ("<", insert(&url, &cuts, colon + 1)),
            _ => ("<URL:", insert(&url, &cuts, 0)),
        };
        let close = if open.is_empty() { "" } else { ">" };
        let doc = format!("{before} {open}{broken}{close} {after}");
        let start = before.len() + 1 + open.len();
        let found: Vec<_> = scan(&doc, Grammar::Rfc1738).collect();
        prop_assert_eq!(found.len(), 1, "{:?}", doc);
        let f = &found[0];
        prop_assert_eq!(f.text(), url.as_str());
        prop_assert_eq!(f.span(), start..start + broken.len());
        prop_assert!(f.is_valid());
        let wrapper = match open {
            "" => Wrapper::Bare,
            "<" => Wrapper::Brackets,
            _ => Wrapper::UrlBrackets,
        };
        prop_assert_eq!(f.wrapper(), wrapper);
        prop_assert_eq!(f.is_borrowed(), broken == url);
    }

    #[test]
    fn nothing_in_prose(doc in prose()) {
        prop_assert_eq!(scan(&doc, Grammar::Rfc1738).count(), 0, "{:?}", doc);
        prop_assert_eq!(scan(&doc, Grammar::Rfc1630).count(), 0, "{:?}", doc);
    }
}

/// `url` with each of `cuts` inserted at a character boundary after byte
/// `from` (never at either end).
fn insert(url: &str, cuts: &[(prop::sample::Index, &str)], from: usize) -> String {
    let mut places: Vec<(usize, &str)> = cuts
        .iter()
        .map(|(i, w)| (from + 1 + i.index(url.len() - from - 1), *w))
        .filter(|&(p, _)| p < url.len())
        .collect();
    places.sort();
    places.dedup_by_key(|p| p.0);
    let mut out = String::new();
    let mut at = 0;
    for (p, w) in places {
        out.push_str(&url[at..p]);
        out.push_str(w);
        at = p;
    }
    out.push_str(&url[at..]);
    out
}

/// Whitespace inside a line within brackets: the URL is read with it
/// removed, as for a line break, and a warning names both readings.
#[test]
fn whitespace_inside_a_line_is_a_warning() {
    for (doc, joined, cut, count) in [
        (
            "<http://h.example/path with space>",
            "http://h.example/pathwithspace",
            "http://h.example/path",
            2,
        ),
        ("<URL:news:a b>", "news:ab", "news:a", 1),
        ("<URL:ftp://h/a \t b>", "ftp://h/ab", "ftp://h/a", 1),
    ] {
        let f = scan(doc, Grammar::Rfc1738).next().unwrap();
        assert_eq!(f.text(), joined);
        let s = f.space().expect(doc);
        assert_eq!(
            (s.joined(), s.cut(), s.count()),
            (joined, cut, count),
            "{doc:?}"
        );
        assert_eq!(s.severity(), urlbnf::Severity::Warning);
        assert!(s.message().contains(joined) && s.message().contains(cut));
    }
    // Line breaks and their indentation keep the appendix's reading.
    for doc in [
        "<URL:ftp://h/a\n   /b>",
        "<URL:ftp://h/a\r\n\t/b>",
        "< URL:news:a >",
    ] {
        let f = scan(doc, Grammar::Rfc1738).next().unwrap();
        assert!(f.space().is_none(), "{doc:?}");
    }
}

/// HTML and XML: URLs are read with their character references decoded;
/// spans stay in the document's bytes.
#[test]
fn html_character_references() {
    use urlbnf::scan::{Syntax, scan_as};
    for (doc, want) in [
        (
            "<a href=\"mailto:nas&#37;&#52;&#48;debian&#46;org\">",
            "mailto:nas%40debian.org",
        ),
        ("<a href=\"http://h/?a=1&amp;b=2\">", "http://h/?a=1&b=2"),
        ("<a href='http://h/a&#x2F;b&#X2f;c'>", "http://h/a/b/c"),
        ("&lt;URL:news:comp.text.sgml&gt;", "news:comp.text.sgml"),
        ("see http://h/a.&lt;b", "http://h/a"),
        ("<a href=\"http://h/a&unknown;b\">", "http://h/a&unknown;b"),
        (
            "<a href=\"http://h/a&#0;&#xD800;&#99999999;\">",
            "http://h/a\u{fffd}\u{fffd}\u{fffd}",
        ),
        ("<URL:http://h/a&amp;\n  b>", "http://h/a&b"),
    ] {
        let found: Vec<_> = scan_as(doc, Grammar::Rfc1738, Syntax::Html).collect();
        assert_eq!(found.len(), 1, "{doc:?}");
        let f = &found[0];
        assert_eq!(f.text(), want, "{doc:?}");
        // The document's bytes, references and all.
        assert!(doc[f.span()].starts_with(&want[..5]), "{doc:?}");
    }
    // As text, the references stay.
    let doc = "<a href=\"http://h/?a=1&amp;b=2\">";
    let f = scan(doc, Grammar::Rfc1738).next().unwrap();
    assert_eq!(f.text(), "http://h/?a=1&amp;b=2");
    // A finding maps to the reference that holds its character.
    let doc = "<a href=\"http://h/&#126;u/\">";
    let f = scan_as(doc, Grammar::Rfc1738, Syntax::Html).next().unwrap();
    assert_eq!(f.text(), "http://h/~u/");
    let d = f.diagnose();
    let at = f.document_span(d.findings()[0].span());
    assert_eq!(at.start, doc.find("&#126;").unwrap());
}

/// A scheme typed with `::` is found with its verdict: `news::=%b8@h` is
/// an article `:=%b8` on host `h`; `telnet:://` has an empty host.
#[test]
fn schemes_before_a_double_colon_are_checked() {
    let doc = "telnet:://:@41.82.562.10; news::=%b8@Tlx-sfU7ZCR;";
    let found: Vec<_> = scan(doc, Grammar::Rfc1738)
        .map(|f| (f.text().to_owned(), f.is_valid(), f.span()))
        .collect();
    assert_eq!(
        found,
        [
            ("telnet:://:@41.82.562.10".to_owned(), false, 0..24),
            ("news::=%b8@Tlx-sfU7ZCR".to_owned(), true, 26..48),
        ]
    );
    let first = scan(doc, Grammar::Rfc1738).next().unwrap();
    let d = first.diagnose();
    assert!(!d.is_valid());
    assert_eq!(d.findings()[0].labels()[0].span().start, 7);
}
