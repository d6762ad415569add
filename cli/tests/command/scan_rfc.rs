//! `urlbnf scan` over the RFC texts (copies of the reference seeds in
//! `tests/data/scan/`): every URL with its exact span and extracted text, as
//! snapshots of the JSON output; and, checked against the hand-made corpus
//! of RFC examples (`tests/corpus/rfc_examples.txt`), every bracketed URL
//! the RFCs print is found, whitespace removed.

use std::process::Command;

use urlbnf::Grammar;
use urlbnf::scan::{Wrapper, scan};

use crate::support;

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/data/scan");

/// The documents, each with the grammar of the RFC it is.
const DOCUMENTS: [(&str, &str); 5] = [
    ("rfc1738-zh.txt", "rfc1738"),
    ("rfc1738-sections-1-3.txt", "rfc1738"),
    ("rfc2396-section-1.txt", "rfc1738"),
    ("rfc1630-pages-7-14.txt", "rfc1630"),
    ("rfc1630-en-ja.txt", "rfc1630"),
];

fn json(file: &str, grammar: &str) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_urlbnf"))
        .current_dir(DATA)
        .args([
            "scan",
            "--all",
            "--format",
            "json",
            "--grammar",
            grammar,
            file,
        ])
        .output()
        .unwrap();
    assert!(matches!(out.status.code(), Some(0 | 1)), "{out:?}");
    String::from_utf8(out.stdout).unwrap()
}

/// Each record's `offset`/`length` is the URL as it stands in the file,
/// and the extracted URL is those bytes without whitespace.
#[test]
fn spans_hold_the_urls() {
    for (file, grammar) in DOCUMENTS {
        let doc = std::fs::read(format!("{DATA}/{file}")).unwrap();
        for line in json(file, grammar).lines() {
            let r: serde_json::Value = serde_json::from_str(line).unwrap();
            let (offset, length) = (
                r["offset"].as_u64().unwrap() as usize,
                r["length"].as_u64().unwrap() as usize,
            );
            let standing = String::from_utf8(doc[offset..offset + length].to_vec()).unwrap();
            let squeezed: String = standing.chars().filter(|c| !c.is_whitespace()).collect();
            let url = r["url"].as_str().unwrap();
            assert_eq!(squeezed, url, "{file}: {line}");
            // The line and column are those of the first byte.
            let before = &doc[..offset];
            let line_no = before.iter().filter(|&&b| b == b'\n').count() + 1;
            let line_start = before
                .iter()
                .rposition(|&b| b == b'\n')
                .map_or(0, |k| k + 1);
            let column = String::from_utf8_lossy(&doc[line_start..offset])
                .chars()
                .count()
                + 1;
            assert_eq!(
                (
                    r["line"].as_u64().unwrap() as usize,
                    r["column"].as_u64().unwrap() as usize
                ),
                (line_no, column)
            );
        }
    }
}

#[test]
fn snapshots() {
    let settings = support::settings(&support::snapshot_dir("scan"));
    for (file, grammar) in DOCUMENTS {
        let name = file.trim_end_matches(".txt");
        settings.bind(|| insta::assert_snapshot!(name, json(file, grammar)));
    }
}

/// Every `wrapped` record of the RFC examples corpus (the bracketed form as
/// printed) is found in the RFC's text, as the `url` record after it.
#[test]
fn every_bracketed_rfc_example_is_found() {
    let corpus = include_str!("../../../tests/corpus/rfc_examples.txt");
    let records: Vec<Vec<&str>> = corpus
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| l.split('\t').collect())
        .collect();
    let mut found: Vec<(String, String)> = Vec::new();
    for (file, grammar) in DOCUMENTS {
        let grammar = if grammar == "rfc1630" {
            Grammar::Rfc1630
        } else {
            Grammar::Rfc1738
        };
        let doc = std::fs::read(format!("{DATA}/{file}")).unwrap();
        for f in scan(&doc, grammar) {
            if f.wrapper() != Wrapper::Bare {
                found.push((file.to_owned(), f.text().to_owned()));
            }
        }
    }
    let mut checked = 0;
    for pair in records.windows(2) {
        let [wrapped, url] = [&pair[0], &pair[1]];
        if wrapped[1] != "wrapped" {
            continue;
        }
        assert_eq!(url[1], "url", "{wrapped:?}");
        let rfc_file = if wrapped[0] == "1738" {
            "rfc1738"
        } else {
            "rfc1630"
        };
        // The corpus keeps the spaces RFC 1630 prints inside two of its
        // URLs; inside brackets, the appendix has all whitespace ignored.
        let want: String = url[2].chars().filter(|c| !c.is_whitespace()).collect();
        assert!(
            found
                .iter()
                .any(|(f, t)| f.starts_with(rfc_file) && *t == want),
            "{want} not found in {rfc_file}"
        );
        checked += 1;
    }
    assert!(checked >= 40, "{checked}");
}
