//! The diagnostic catalogue: the rendered report (ASCII, no colour, 80
//! columns) of every case in `tests/corpus/malformed.txt` and of a few
//! generated ones (empty, 10 KB, many errors), one snapshot per case in
//! `snapshots/diagnostics/`; JSON output of the CLI for a handful in
//! `snapshots/diagnostics_json/`. A test keeps the code table of docs/diagnostics.md,
//! the codes in the source, and the catalogue in step.

use std::collections::BTreeSet;
use std::path::Path;
use std::process::{Command, Stdio};

use urlbnf::report::printable;
use urlbnf::{Grammar, Style, diagnose, diagnose_reference, validate, validate_reference};

const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../snapshots/diagnostics");
const JSON_DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../snapshots/diagnostics_json");

use crate::support;

use support::settings;

/// A corpus line: literal, except `\u{...}` for one character.
fn decode(line: &str) -> String {
    let mut out = String::new();
    let mut rest = line;
    while let Some(k) = rest.find("\\u{") {
        out.push_str(&rest[..k]);
        let end = rest[k..].find('}').expect("closed \\u{") + k;
        let code = u32::from_str_radix(&rest[k + 3..end], 16).expect("hex");
        out.push(char::from_u32(code).expect("a char"));
        rest = &rest[end + 1..];
    }
    out.push_str(rest);
    out
}

/// A stable, file-safe name for a case: a slug of the input and a hash, so
/// that inserting a case renames nothing.
fn name(input: &str) -> String {
    let mut slug = String::new();
    for c in printable(input).chars() {
        if c.is_ascii_alphanumeric() {
            slug.push(c.to_ascii_lowercase());
        } else if !slug.ends_with('-') {
            slug.push('-');
        }
        if slug.len() >= 48 {
            break;
        }
    }
    // FNV-1a: stable across runs and platforms.
    let hash = input.bytes().fold(0x811c_9dc5u32, |h, b| {
        (h ^ u32::from(b)).wrapping_mul(0x0100_0193)
    });
    let slug = match slug.trim_matches('-') {
        "" => "empty",
        slug => slug,
    };
    format!("{slug}-{hash:08x}")
}

/// A case and the grammar it is checked against: RFC 1738, unless the
/// corpus line starts with another grammar's name and a space
/// (`rfc1630 `, `rfc3986 `, `rfc3987 `).
fn grammar_of(case: &str) -> (Grammar, &str) {
    let (g, input, _) = reading_of(case);
    (g, input)
}

/// [`grammar_of`], and whether the case is a reference: its grammar's name
/// is followed by `-reference` (`rfc3986-reference ../a b`).
fn reading_of(case: &str) -> (Grammar, &str, bool) {
    for g in &Grammar::ALL[1..] {
        let Some(rest) = case.strip_prefix(g.name()) else {
            continue;
        };
        if let Some(input) = rest.strip_prefix(' ') {
            return (*g, input, false);
        }
        if let Some(input) = rest.strip_prefix("-reference ") {
            return (*g, input, true);
        }
    }
    (Grammar::Rfc1738, case, false)
}

const RFC1630: &str = "rfc1630 ";

fn cases() -> Vec<String> {
    let corpus = include_str!("../../../tests/corpus/malformed.txt");
    let mut cases: Vec<String> = corpus
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .map(decode)
        .collect();
    cases.push(String::new());
    cases.push(RFC1630.to_string()); // the empty input, against RFC 1630
    // 10 KB: the report shows context around each error, not the whole URL.
    cases.push(format!(
        "http://host/{} {}",
        "a".repeat(5000),
        "b".repeat(5000)
    ));
    cases.push(format!(
        "http://host/{}#{}%zz{}",
        "a".repeat(3000),
        "b".repeat(3000),
        "c".repeat(3000)
    ));
    // Many errors: grouped into one report with a label on each.
    cases.push(format!("http://host/{}", "a ".repeat(30)));
    cases
}

/// Every label lies in the input, on character boundaries.
fn check_labels(input: &str, d: &urlbnf::Diagnosis<'_>) {
    for diag in d.findings() {
        for l in diag.labels() {
            let s = l.span();
            assert!(s.start <= s.end && s.end <= input.len(), "{input:?}: {s:?}");
            assert!(
                input.is_char_boundary(s.start) && input.is_char_boundary(s.end),
                "{input:?}: {s:?}"
            );
        }
    }
}

#[test]
fn catalogue() {
    let mut names = BTreeSet::new();
    let cases = cases();
    assert!(cases.len() >= 150, "only {} cases", cases.len());
    for case in &cases {
        let (grammar, input, reference) = reading_of(case);
        let (d, validate): (_, fn(&str, Grammar) -> _) = if reference {
            (diagnose_reference(input, grammar), validate_reference)
        } else {
            (diagnose(input, grammar), validate)
        };
        assert!(!d.findings().is_empty(), "{input:?} has nothing to report");
        // The report agrees with the fast path.
        match validate(input, grammar) {
            Ok(()) => assert!(d.is_valid() && d.has_warnings(), "{input:?}"),
            Err(e) => {
                let first = &d.findings()[0];
                assert_eq!(
                    (first.code().as_str(), first.span()),
                    (e.kind().code(), e.span()),
                    "{input:?}"
                );
            }
        }
        if let Some(fixed) = d.suggestion() {
            assert!(validate(fixed, grammar).is_ok(), "{fixed:?}");
        }
        check_labels(input, &d);
        let report = d.render(Style::Ascii, 80);
        assert!(report.is_ascii(), "{input:?}:\n{report}");
        let header = if input.len() > 200 {
            format!("{}... ({} bytes)", printable(&input[..60]), input.len())
        } else {
            printable(input)
        };
        let verdict = if d.is_valid() { "valid" } else { "invalid" };
        let name = name(case);
        assert!(names.insert(name.clone()), "two cases named {name}");
        settings(DIR).bind(|| {
            insta::assert_snapshot!(name, format!("input: {header}\n{verdict}\n\n{report}"));
        });
    }
    // No stale snapshot of a case that is gone.
    for entry in std::fs::read_dir(DIR).unwrap() {
        let file = entry.unwrap().file_name().into_string().unwrap();
        if let Some(stem) = file.strip_suffix(".snap") {
            assert!(names.contains(stem), "stale snapshot {file}");
        }
    }
}

/// The CLI's JSON for a handful of inputs, including warnings and a line
/// that is not UTF-8.
#[test]
fn json_output() {
    let inputs: &[&[u8]] = &[
        b"news:12345667123%asdghfh@info.cern.ch",
        b"http://info.cern.ch:8000/imaginary test#frag",
        "http://h\u{f6}st/a\tb\n".as_bytes(),
        b"http://host?q",
        b"ftp://user:secret@host:80/a%0D%0A",
        b"gohper://host/",
        b"http://a\xffb/",
        b"",
    ];
    let mut stdin = Vec::new();
    for i in inputs {
        stdin.extend_from_slice(i);
        if !i.ends_with(b"\n") {
            stdin.push(b'\n');
        }
    }
    let mut child = Command::new(env!("CARGO_BIN_EXE_urlbnf"))
        .args(["check", "--format", "json"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    std::io::Write::write_all(&mut child.stdin.take().unwrap(), &stdin).unwrap();
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(text.lines().count(), inputs.len());
    for line in text.lines() {
        let v: serde_json::Value = serde_json::from_str(line).unwrap();
        for e in v["errors"].as_array().unwrap() {
            for key in [
                "code", "severity", "message", "help", "offset", "length", "line", "column",
            ] {
                assert!(e.get(key).is_some(), "{key} missing in {line}");
            }
        }
    }
    settings(JSON_DIR).bind(|| insta::assert_snapshot!("check_json", text));
}

/// Every code in the source is in docs/diagnostics.md's table and in the catalogue,
/// and the table has no other codes.
#[test]
fn every_code_documented_and_exercised() {
    let root = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/.."));
    let mut in_source = BTreeSet::new();
    let mut dirs = vec![root.join("src")];
    let mut files = Vec::new();
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                files.push(path);
            }
        }
    }
    for file in files {
        let text = std::fs::read_to_string(file).unwrap();
        for (k, _) in text.match_indices("=> \"urlbnf::") {
            let code = &text[k + 4..];
            in_source.insert(code[..code.find('"').unwrap()].to_string());
        }
    }
    assert!(in_source.len() >= 20, "{in_source:?}");

    let readme = std::fs::read_to_string(root.join("docs/diagnostics.md")).unwrap();
    let in_table: BTreeSet<String> = readme
        .lines()
        .filter_map(|l| l.strip_prefix("| `urlbnf::"))
        .map(|l| format!("urlbnf::{}", &l[..l.find('`').unwrap()]))
        .collect();
    assert_eq!(
        in_source, in_table,
        "docs/diagnostics.md code table vs source"
    );

    let mut snapshots = String::new();
    let scan = concat!(env!("CARGO_MANIFEST_DIR"), "/../snapshots/scan");
    for dir in [DIR, JSON_DIR, scan] {
        for entry in std::fs::read_dir(dir).unwrap() {
            snapshots += &std::fs::read_to_string(entry.unwrap().path()).unwrap();
        }
    }
    // `parse` alone refuses an input over 4 GiB, which no command reads
    // through `parse`; tests/api/sizes.rs covers it.
    let unreachable = ["urlbnf::input::too-long"];
    for code in in_source
        .iter()
        .filter(|c| !unreachable.contains(&c.as_str()))
    {
        assert!(
            snapshots.contains(&format!("{code} (")) || snapshots.contains(&format!("\"{code}\"")),
            "no snapshot exercises {code}"
        );
    }
}

/// Every error code RFC 1630 inputs can get has a snapshot of an RFC 1630
/// report, and every RFC 1630 report links to the part of RFC 1630 its
/// rule comes from; failures inside a component are labelled with it.
#[test]
fn rfc1630_catalogue() {
    use urlbnf::ErrorKind as K;
    let reachable = [
        K::EmptyInput,
        K::MissingScheme,
        K::CharOutsideGrammar,
        K::UnexpectedChar,
        K::UnexpectedEnd,
        K::BadEscape,
        K::TruncatedEscape,
        K::EmptyHost,
        K::HostNumberParts,
        K::EmptyPort,
        K::NewsGroup,
        K::PrefixedUrlScheme,
        K::Rfc959FtpType,
    ];
    let mut seen = BTreeSet::new();
    let mut labelled = 0;
    for case in cases() {
        let (Grammar::Rfc1630, input) = grammar_of(&case) else {
            continue;
        };
        let d = diagnose(input, Grammar::Rfc1630);
        for e in d.findings() {
            assert!(
                e.rfc_link()
                    .starts_with("https://www.rfc-editor.org/rfc/rfc1630#:~:text="),
                "{input:?}: {}",
                e.rfc_link()
            );
        }
        let first = &d.findings()[0];
        seen.insert(first.code().as_str());
        labelled += usize::from(first.labels().len() > 1);
        assert!(
            first.help().is_some() || first.code().as_str() == "urlbnf::syntax::unexpected-char",
            "{input:?}: no help"
        );
    }
    for k in reachable {
        assert!(
            seen.contains(k.code()),
            "no RFC 1630 case reports {}",
            k.code()
        );
    }
    assert!(
        labelled >= 15,
        "only {labelled} RFC 1630 reports name their component"
    );
}
