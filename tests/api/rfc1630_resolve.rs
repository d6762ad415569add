//! Partial (relative) forms, RFC 1630 "Partial (relative) form": the RFC's
//! example table for both of its contexts, exactly, and cases beyond the
//! table, as an insta snapshot (`snapshots/rfc1630_resolve.snap`). The
//! decisions where the rules are silent are tested in `rfc1630_errata.rs`.

use crate::support;
use urlbnf_testkit as common;

use std::fmt::Write;

use urlbnf::{ErrorKind, resolve};

/// The table of RFC 1630 p. 11: "In the context of URI magic://a/b/c//d/e/f
/// the partial URIs would expand as follows ... and in the context of the
/// URI magic://a/b/c//d/e/ the results would be exactly the same."
const RFC_TABLE: [(&str, &str); 5] = [
    ("g", "magic://a/b/c//d/e/g"),
    ("/g", "magic://a/g"),
    ("//g", "magic://g"),
    ("../g", "magic://a/b/c//d/g"),
    ("g:h", "g:h"),
];

#[test]
fn the_rfc_table_for_both_contexts() {
    for context in ["magic://a/b/c//d/e/f", "magic://a/b/c//d/e/"] {
        for (partial, expected) in RFC_TABLE {
            assert_eq!(
                resolve(context, partial).as_deref(),
                Ok(expected),
                "{context} + {partial}"
            );
        }
    }
}

/// The trailing-slash note: "If a path of the context locator ends in
/// slash, partial URIs are treated differently to the URI with the same
/// path but without a trailing slash."
#[test]
fn trailing_slash_is_a_void_segment() {
    assert_eq!(
        resolve("magic://a/b/c//d/e", "g").unwrap(),
        "magic://a/b/c//d/g"
    );
    assert_eq!(
        resolve("magic://a/b/c//d/e/", "g").unwrap(),
        "magic://a/b/c//d/e/g"
    );
}

#[test]
fn invalid_inputs() {
    // The context must be a valid RFC 1630 URL.
    let e = resolve("magic://a b", "g").unwrap_err();
    assert_eq!(e.argument(), "context");
    let e = e.error();
    assert_eq!((e.offset(), e.kind()), (9, ErrorKind::CharOutsideGrammar));
    // The partial form may only have the characters of URLs.
    let e = resolve("magic://a/b", "x y").unwrap_err();
    assert_eq!(e.argument(), "partial");
    let e = e.error();
    assert_eq!(
        (e.offset(), e.kind(), e.production()),
        (1, ErrorKind::CharOutsideGrammar, "partial")
    );
    let e = resolve("magic://a/b", "x%as").unwrap_err();
    let e = e.error();
    assert_eq!(
        (e.offset(), e.len(), e.kind()),
        (1, 3, ErrorKind::BadEscape)
    );
    // An absolute partial form must be a valid URL.
    let e = resolve("magic://a/b", "http://h//x").unwrap_err();
    assert_eq!((e.argument(), e.error().offset()), ("partial", 9));
}

fn settings() -> insta::Settings {
    support::settings(&support::snapshot_dir(""))
}

/// The RFC's table and cases beyond it: `..` past the root, `.` segments,
/// search and fragment in the partial form, other schemes and contexts.
#[test]
fn snapshot() {
    let mut cases: Vec<(&str, &str)> = Vec::new();
    for context in ["magic://a/b/c//d/e/f", "magic://a/b/c//d/e/"] {
        for (partial, _) in RFC_TABLE {
            cases.push((context, partial));
        }
    }
    let base = "magic://a/b/c//d/e/f";
    for partial in [
        "",
        ".",
        "./",
        "./g",
        "g/.",
        "g/./h",
        "..",
        "../",
        "../..",
        "../../g",
        "../../../g",
        "../../../../g",
        "g/../h",
        "g/h/../../i",
        "g?y",
        "?y",
        "g#s",
        "#s",
        "g?y#s",
        "../g?y/../x",
        "///g",
        "/g/../h",
        "//g/h",
        "http://h/p",
        "ftp:x",
        "a/b:c",
    ] {
        cases.push((base, partial));
    }
    for (context, partial) in [
        ("http://www.myu.edu/org/admin/people", "#andy"),
        ("http://www.myu.edu/org/admin/people#andy", "staff#bob"),
        ("http://info.cern.ch", "hypertext/WWW/"),
        ("http://info.cern.ch", "/g"),
        ("http://info.cern.ch:8000/imaginary/test?q", "x"),
        ("news:comp.infosystems.www", "comp.lang.c"),
        ("news:comp.infosystems.www", "msg@host.example"),
        (
            "wais://quake.think.com/wais-discussion-archives?lynch",
            "other",
        ),
        ("url:http://h/a/b", "../c"),
        ("urn:/iana/dns/ch/cern", "../x"),
        ("g:h", "//x"),
        ("http://a/b/c", "../../../x"),
        ("http://a/b/c", "../../x"),
        ("ftp://0.7.443.768/p/q/r", "../../../g/x"),
        ("telnet://h", "g"),
        ("mailto:joe@h.example", "x"),
    ] {
        cases.push((context, partial));
    }
    let mut out = String::new();
    for (context, partial) in cases {
        let result = match resolve(context, partial) {
            Ok(url) => url,
            Err(e) => match e.result() {
                Some(result) => {
                    let e = e.error();
                    format!(
                        "unresolvable: {result} is no URL ({} at {})",
                        e.kind().code(),
                        e.offset()
                    )
                }
                None => {
                    let e = e.error();
                    format!("error {} at {}: {e}", e.kind().code(), e.offset())
                }
            },
        };
        writeln!(out, "{context:<48} {partial:<14} -> {result}").unwrap();
    }
    settings().bind(|| insta::assert_snapshot!("rfc1630_resolve", out));
}

/// Cases per property: `URLBNF_CASES` (1,000,000 in the documented long
/// run, `URLBNF_CASES=1000000 cargo test --release --test api rfc1630_resolve::`).
fn cases(default: usize) -> usize {
    std::env::var("URLBNF_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(default)
}

fn host_of(url: &str) -> Option<String> {
    urlbnf::parse(url, urlbnf::Grammar::Rfc1630)
        .ok()?
        .host()
        .map(|h| h.as_str().to_string())
}

/// For contexts drawn from valid RFC 1630 `http` and `ftp` URLs and partial
/// forms made of `..`, `.` and names: every result is a valid RFC 1630 URL
/// with the context's host, or an error (F24); never a silent invalid URL.
#[test]
fn results_are_urls_with_the_contexts_host() {
    use common::corpus::Rng;
    let n = cases(20_000);
    let mut rng = Rng::new(0xf24);
    let (mut tried, mut resolved, mut refused) = (0, 0, 0);
    let mut bad = Vec::new();
    while tried < n {
        let context = common::gen1630::one_1630(&mut rng);
        let lower = context.to_ascii_lowercase();
        if !(lower.starts_with("http://") || lower.starts_with("ftp://")) {
            continue;
        }
        tried += 1;
        let mut partial: Vec<&str> = (0..1 + rng.below(6))
            .map(|_| rng.pick(&["..", "..", ".", "g", "x", "a.b"]))
            .collect();
        if rng.chance(300) {
            partial.push("");
        }
        let partial = partial.join("/");
        match resolve(&context, &partial) {
            Ok(url) => {
                resolved += 1;
                let valid = urlbnf::validate(&url, urlbnf::Grammar::Rfc1630).is_ok();
                if !valid || host_of(&url) != host_of(&context) {
                    bad.push(format!("{context} + {partial} -> {url} (valid: {valid})"));
                }
            }
            Err(_) => refused += 1,
        }
    }
    eprintln!(
        "{n} cases: {resolved} resolved, {refused} refused, {} invalid or with another host",
        bad.len()
    );
    bad.truncate(20);
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}
