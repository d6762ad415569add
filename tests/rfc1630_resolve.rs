//! Partial (relative) forms, RFC 1630 "Partial (relative) form": the RFC's
//! example table for both of its contexts, exactly, and cases beyond the
//! table, as an insta snapshot (`snapshots/rfc1630_resolve.snap`). The
//! decisions where the rules are silent are tested in `rfc1630_errata.rs`.

mod support;

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
    let e = resolve("magic://a/b", "x%as").unwrap_err().error();
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
    ] {
        cases.push((context, partial));
    }
    let mut out = String::new();
    for (context, partial) in cases {
        let result = match resolve(context, partial) {
            Ok(url) => url,
            Err(e) => {
                let e = e.error();
                format!("error {} at {}: {e}", e.kind().code(), e.offset())
            }
        };
        writeln!(out, "{context:<48} {partial:<14} -> {result}").unwrap();
    }
    settings().bind(|| insta::assert_snapshot!("rfc1630_resolve", out));
}
