//! `scan` is linear in its document whatever the document holds: its steps
//! (the bytes each search and walk looks at, counted by the `count-work`
//! feature) are at most a small constant times the document's bytes, for
//! documents of the openers and closers it treats specially, each repeated
//! and left unclosed, on one line and on many, in text, Markdown and HTML,
//! below and above its 64 KiB window, in memory and streamed. Run with
//! `cargo test --features count-work --test work`.
//!
//! A per-opener cap does not pass this test where time would look linear:
//! an opener that looks 64 KiB ahead costs thousands of steps per byte.

use urlbnf::Grammar;
use urlbnf::scan::{Syntax, scan_as, scan_reader_as};

/// The scan's steps per byte of document, at most: the colon search, the
/// look back at a wrapper, the walk over a URL, its trimming, extraction
/// and check, and the count of lines and columns each see a byte about
/// once.
const SCAN_STEPS_PER_BYTE: u64 = 8;

/// Diagnosing every URL found, per byte of document: the parse, the full
/// sweep and the rounds of the fix each read a URL again.
const DIAGNOSE_STEPS_PER_BYTE: u64 = 8;

/// `(name, syntax, unit)`: the unit repeated to the document's size, on
/// one line (or on lines, where it holds a line break).
const PATTERNS: &[(&str, Syntax, &str)] = &[
    (
        "<URL:<URL: nested",
        Syntax::Text,
        "<URL:<URL:<URL:http://a/b",
    ),
    (
        "< <news: <URL: mixed",
        Syntax::Text,
        "<http://a/b <news:a <URL:x <",
    ),
    ("<", Syntax::Text, "<"),
    ("<URL:", Syntax::Text, "<URL:"),
    ("<URL: on lines", Syntax::Text, "<URL:http://h/a\n"),
    ("closers after URLs", Syntax::Text, "http://a/b.)]}' "),
    ("closers", Syntax::Text, ")"),
    ("URLs joined by , ;", Syntax::Text, "http://a/b,http://c/d;"),
    (
        "brackets around URLs",
        Syntax::Text,
        "(a)http://x/,http://x/(a),[b]",
    ),
    ("openers in URLs", Syntax::Text, "http://x/(((["),
    ("' between URLs", Syntax::Text, "http://a/b'"),
    ("URL: and :: chains", Syntax::Text, "URL:http::a::"),
    ("scheme: chains", Syntax::Text, "http:"),
    ("scheme:// chains", Syntax::Text, "http://"),
    (
        "- and line breaks",
        Syntax::Text,
        "<URL:http://h/a-\n  b-\n",
    ),
    (
        "whitespace in brackets",
        Syntax::Text,
        "<URL:http://a/b \u{a0}",
    ),
    (
        "non-ASCII IRI",
        Syntax::Text,
        "https://\u{6e2c}\u{8a66}/\u{e9}\u{e9}\u{e9}\u{3000}",
    ),
    (
        "non-ASCII after URLs",
        Syntax::Text,
        "http://a/\u{e9}\u{e9}",
    ),
    ("% runs", Syntax::Text, "http://h/%%%%%%%%"),
    ("@ runs", Syntax::Text, "news:@@@@"),
    (
        "whitespace before <URL:",
        Syntax::Text,
        "<                URL:",
    ),
    ("md: [a]( unclosed", Syntax::Text, "[a](http://a/b "),
    ("md: [![b]( nested", Syntax::Text, "[![b](http://h/b.svg)"),
    (
        "md: reference definitions",
        Syntax::Text,
        "[a]: http://a/b ",
    ),
    (
        "md: emphasis unclosed",
        Syntax::Text,
        "**http://a/b ~~http://a/c~ _http://a/d ",
    ),
    (
        "html: href=\" unclosed",
        Syntax::Html,
        "<a href=\"http://a/b ",
    ),
    (
        "html: &lt;URL: unclosed",
        Syntax::Html,
        "&lt;URL:http://a/b ",
    ),
    (
        "html: character references",
        Syntax::Html,
        "http://a/b&amp;&amp;&#x2F;&#",
    ),
    (
        "html: & without ;",
        Syntax::Html,
        "http://a/&&&&&&&&&&&&&&&&",
    ),
    (
        "html: tags unclosed",
        Syntax::Html,
        "<dsig:KeyName <xsl:if test=\"x\" <a ",
    ),
    // Quotes delimit URIs of any scheme (RFC 3986 and RFC 3987 only).
    ("\"ab: nested", Syntax::Text, "\"ab:\"ab:\"ab:c"),
    ("\"ab: unclosed", Syntax::Text, "\"ab:c/d/e/f?g "),
    ("\"ab: closed", Syntax::Text, "\"ab:c/d\" "),
    ("\"ab: IRI", Syntax::Text, "\"ab:\u{e9}\u{e9}\u{6e2c}"),
    ("\"ab: in HTML", Syntax::Html, "<a title=\"ab:c\" "),
    (
        "IP literals",
        Syntax::Text,
        "http://[::1 http://[v1.x] [::1]:",
    ),
];

/// The grammars each pattern is scanned with: RFC 1738 (its schemes) and
/// RFC 3986 (more schemes known bare, and quotes).
const GRAMMARS: [Grammar; 2] = [Grammar::Rfc1738, Grammar::Rfc3986];

fn document(unit: &str, size: usize) -> String {
    let mut doc = unit.repeat(size / unit.len() + 1);
    while doc.len() > size {
        doc.pop();
    }
    doc
}

/// Steps of a scan of `doc` reading each URL's verdict, line and column;
/// then of diagnosing each; then of the streamed scan.
fn steps(doc: &str, syntax: Syntax, grammar: Grammar) -> (u64, u64, u64, usize) {
    urlbnf::work::take();
    let found: Vec<_> = scan_as(doc, grammar, syntax)
        .inspect(|f| {
            std::hint::black_box((f.is_valid(), f.line(), f.column()));
        })
        .collect();
    let scan = urlbnf::work::take();
    for f in &found {
        std::hint::black_box(f.diagnose().findings().len());
    }
    let diagnose = urlbnf::work::take();
    let mut streamed = 0;
    scan_reader_as(doc.as_bytes(), grammar, syntax, |f, _| {
        streamed += 1;
        std::hint::black_box((f.line(), f.column()));
        Ok(())
    })
    .unwrap();
    assert_eq!(streamed, found.len());
    (scan, diagnose, urlbnf::work::take(), found.len())
}

#[test]
fn scan_steps_are_linear_in_the_document() {
    let mut failures = Vec::new();
    for &(name, syntax, unit) in PATTERNS {
        // Below the 64 KiB window, above it, and above a streamed block.
        // RFC 3986 below and above the window: what it finds differently
        // (quotes, more schemes) is the same code for a streamed block.
        for (size, grammar) in [48 << 10, 200 << 10, (1 << 20) + 77]
            .into_iter()
            .flat_map(|size| GRAMMARS.map(|g| (size, g)))
            .filter(|&(size, g)| g == Grammar::Rfc1738 || size < 1 << 20)
        {
            let doc = document(unit, size);
            let bytes = doc.len() as u64;
            let (scan, diagnose, streamed, urls) = steps(&doc, syntax, grammar);
            let per = |s: u64| s as f64 / bytes as f64;
            eprintln!(
                "{name:30} {grammar} {size:>8} B {urls:>7} URLs: scan {:.2}, diagnose {:.2}, streamed {:.2} steps/byte",
                per(scan),
                per(diagnose),
                per(streamed)
            );
            if scan > SCAN_STEPS_PER_BYTE * bytes
                || streamed > SCAN_STEPS_PER_BYTE * bytes
                || diagnose > DIAGNOSE_STEPS_PER_BYTE * bytes
            {
                failures.push(format!(
                    "{name} ({grammar}) at {size} B: scan {:.1}, streamed {:.1}, diagnose {:.1} steps per byte",
                    per(scan),
                    per(streamed),
                    per(diagnose)
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The counter counts: a scan that looked at no byte would pass the test
/// above whatever it did.
#[test]
fn every_byte_is_counted() {
    let doc = "prose without a colon ".repeat(5000);
    let (scan, _, _, urls) = steps(&doc, Syntax::Text, Grammar::Rfc1738);
    assert_eq!(urls, 0);
    assert!(scan >= doc.len() as u64, "{scan} < {}", doc.len());
}
