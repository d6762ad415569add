//! `urlbnf scan` as a linter: directories walked as ripgrep walks them
//! (`.gitignore`, hidden and binary files), stdin, unreadable files, exit
//! status, output in input order, the JSON records, and SARIF output valid
//! against the official SARIF 2.1.0 schema (vendored in
//! `tests/data/sarif/`).

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use serde_json::Value;

use crate::support;

fn urlbnf_in(dir: &Path, args: &[&str], stdin: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_urlbnf"))
        .current_dir(dir)
        .args(args)
        .env("NO_COLOR", "1")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(stdin).unwrap();
    child.wait_with_output().unwrap()
}

fn stdout(out: &Output) -> String {
    String::from_utf8(out.stdout.clone()).unwrap()
}

fn records(out: &Output) -> Vec<Value> {
    stdout(out)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

/// A fresh directory under the target directory (tests never write outside
/// the repository's build tree).
fn tree(name: &str, files: &[(&str, &[u8])]) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    for (path, content) in files {
        let p = dir.join(path);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, content).unwrap();
    }
    dir
}

#[test]
fn exit_status() {
    let dir = tree("scan_exit", &[]);
    let run = |args: &[&str], input: &[u8]| urlbnf_in(&dir, args, input).status.code();
    assert_eq!(
        run(&["scan"], b"see news:comp.x and <URL:ftp://h/>"),
        Some(0)
    );
    assert_eq!(
        run(&["scan", "-"], b"no URL here: 10:30, C:\\TEMP"),
        Some(0)
    );
    assert_eq!(run(&["scan"], b"see <URL:http://h/%zz>"), Some(1));
    // Valid but risky (a password): a warning fails only with --deny-warnings.
    assert_eq!(run(&["scan"], b"<URL:ftp://u:secret@h/>"), Some(0));
    assert_eq!(
        run(&["scan", "--deny-warnings"], b"<URL:ftp://u:secret@h/>"),
        Some(1)
    );
    assert_eq!(run(&["scan", "--format", "xml"], b""), Some(2));
    assert_eq!(run(&["scan", "no-such-file.txt"], b""), Some(2));
}

#[test]
fn directories_honour_gitignore_hidden_and_binary() {
    let dir = tree(
        "scan_walk",
        &[
            (".gitignore", b"ignored.txt\nbuild/\n"),
            ("a.txt", b"<URL:http://h/%zz>\n"),
            ("ignored.txt", b"<URL:http://h/%zz>\n"),
            ("build/b.txt", b"<URL:http://h/%zz>\n"),
            (".hidden/c.txt", b"<URL:http://h/%zz>\n"),
            ("sub/d.md", b"x\nnews:a%zz\n"),
            ("blob.bin", b"\x00\x01<URL:http://h/%zz>"),
        ],
    );
    let paths = |args: &[&str]| -> Vec<String> {
        let mut a = vec!["scan", "--format", "json"];
        a.extend_from_slice(args);
        records(&urlbnf_in(&dir, &a, b""))
            .iter()
            .map(|r| r["path"].as_str().unwrap().to_owned())
            .collect()
    };
    assert_eq!(paths(&["."]), ["./a.txt", "./sub/d.md"]);
    assert_eq!(
        paths(&[".", "--hidden"]),
        ["./.hidden/c.txt", "./a.txt", "./sub/d.md"]
    );
    assert_eq!(
        paths(&[".", "--no-ignore"]),
        ["./a.txt", "./build/b.txt", "./ignored.txt", "./sub/d.md"]
    );
    assert_eq!(
        paths(&[".", "--binary"]),
        ["./a.txt", "./blob.bin", "./sub/d.md"]
    );
    // A file named on the command line is scanned whatever it is.
    assert_eq!(
        paths(&["ignored.txt", "blob.bin"]),
        ["ignored.txt", "blob.bin"]
    );
    // Output in the order of the inputs given.
    assert_eq!(paths(&["sub", "a.txt", "-"]), ["sub/d.md", "a.txt"]);
}

#[test]
fn many_files_keep_input_order() {
    let files: Vec<(String, Vec<u8>)> = (0..150)
        .map(|k| {
            (
                format!("f{k:03}.txt"),
                format!("line\n<URL:news:g{k}%zz>\n").into_bytes(),
            )
        })
        .collect();
    let refs: Vec<(&str, &[u8])> = files
        .iter()
        .map(|(n, c)| (n.as_str(), c.as_slice()))
        .collect();
    let dir = tree("scan_order", &refs);
    let mut args = vec!["scan", "--format", "json"];
    let names: Vec<&str> = files.iter().rev().map(|(n, _)| n.as_str()).collect();
    args.extend(&names);
    let got: Vec<String> = records(&urlbnf_in(&dir, &args, b""))
        .iter()
        .map(|r| r["path"].as_str().unwrap().to_owned())
        .collect();
    assert_eq!(got, names);
}

#[test]
fn an_unreadable_file_is_reported_and_the_scan_goes_on() {
    let dir = tree(
        "scan_unreadable",
        &[("a.txt", b"<URL:news:a%zz>"), ("c.txt", b"<URL:news:c%zz>")],
    );
    // A directory given where a file is expected cannot be read as one, for
    // every user (root included, unlike a file without read permission).
    std::fs::create_dir_all(dir.join("b.txt")).unwrap();
    let out = urlbnf_in(
        &dir,
        &["scan", "--format", "json", "a.txt", "missing.txt", "c.txt"],
        b"",
    );
    assert_eq!(out.status.code(), Some(2));
    let paths: Vec<String> = records(&out)
        .iter()
        .map(|r| r["path"].as_str().unwrap().to_owned())
        .collect();
    assert_eq!(paths, ["a.txt", "c.txt"]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("missing.txt"), "{err}");
    assert!(err.contains("2 files, 2 URLs found, 2 invalid"), "{err}");
}

#[test]
fn stdin_json_records() {
    let dir = tree("scan_stdin", &[]);
    let doc = "Résumé: see <URL:ftp://h.example/a\n      /b%zz> and\nnews:comp.x.\n";
    let out = urlbnf_in(&dir, &["scan", "--all", "--format", "json"], doc.as_bytes());
    let r = records(&out);
    assert_eq!(r.len(), 2);
    assert_eq!(r[0]["path"], "<stdin>");
    assert_eq!(
        (r[0]["line"].as_u64(), r[0]["column"].as_u64()),
        (Some(1), Some(18))
    );
    let (offset, length) = (
        r[0]["offset"].as_u64().unwrap() as usize,
        r[0]["length"].as_u64().unwrap() as usize,
    );
    assert_eq!(
        &doc[offset..offset + length],
        "ftp://h.example/a\n      /b%zz"
    );
    assert_eq!(r[0]["url"], "ftp://h.example/a/b%zz");
    assert_eq!(r[0]["wrapper"], "url-brackets");
    assert_eq!(
        (r[0]["valid"].as_bool(), r[0]["scheme"].as_str()),
        (Some(false), Some("ftp"))
    );
    // The error's offset is the `%zz` where it stands, on line 2.
    let e = &r[0]["errors"][0];
    let at = e["offset"].as_u64().unwrap() as usize;
    assert_eq!(&doc[at..at + e["length"].as_u64().unwrap() as usize], "%zz");
    assert_eq!(
        (e["line"].as_u64(), e["column"].as_u64()),
        (Some(2), Some(9))
    );
    assert_eq!(r[1]["url"], "news:comp.x");
    assert_eq!(
        (r[1]["line"].as_u64(), r[1]["wrapper"].as_str()),
        (Some(3), Some("bare"))
    );
    // Without --all, only what has something to say.
    assert_eq!(
        records(&urlbnf_in(
            &dir,
            &["scan", "--format", "json"],
            doc.as_bytes()
        ))
        .len(),
        1
    );
}

#[test]
fn human_reports_show_the_documents_lines() {
    let dir = tree(
        "scan_human",
        &[(
            "doc.txt",
            b"References\n   <URL:ftp://h.example/a\n      /b%zz>\nend\n",
        )],
    );
    let out = urlbnf_in(&dir, &["scan", "doc.txt"], b"");
    let text = stdout(&out);
    assert!(
        text.starts_with("doc.txt:2:9: invalid: ftp://h.example/a/b%zz\n"),
        "{text}"
    );
    assert!(text.contains("[doc.txt:3:9]"), "{text}");
    assert!(text.contains(" 3 │ ├─▶       /b%zz>"), "{text}");
    assert!(text.contains("not two hex digits"), "{text}");
    assert!(text.contains("fix: `ftp://h.example/a/b%25zz`"), "{text}");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("1 file, 1 URL found, 1 invalid, 0 with warnings"),
        "{err}"
    );
    // --all lists valid URLs, one line each.
    let out = urlbnf_in(&dir, &["scan", "--all", "-"], b"x news:a.b\n");
    assert_eq!(stdout(&out), "<stdin>:1:3: valid: news:a.b\n");
}

#[test]
fn hyphen_rule_is_reported() {
    let dir = tree("scan_hyphen", &[]);
    let out = urlbnf_in(
        &dir,
        &["scan", "--format", "json"],
        b"<URL:http://h-\n  .example/>",
    );
    let r = records(&out);
    assert_eq!(r[0]["url"], "http://h.example/");
    assert_eq!(r[0]["errors"][0]["code"], "urlbnf::scan::hyphen-break");
    assert_eq!(r[0]["errors"][0]["severity"], "advice");
    assert_eq!(out.status.code(), Some(0));
    let out = urlbnf_in(&dir, &["scan", "--deny-warnings"], b"<URL:news:a-\n b>");
    assert_eq!(out.status.code(), Some(1)); // both readings valid: a warning
    assert!(stdout(&out).contains("both `news:a-b` and `news:ab` are valid"));
}

/// The SARIF output of a tree with errors, warnings, a hyphen note, a fix
/// and (with `--all`) valid URLs, validated against the OASIS schema.
#[test]
fn sarif_is_valid_against_the_official_schema() {
    let dir = tree(
        "scan_sarif",
        &[
            ("docs/a b.md", b"See <URL:ftp://h.example/a\n   /b%zz> and news:x.\n" as &[u8]),
            ("docs/c.txt", b"<URL:ftp://u:secret@h.example/>\n<URL:http://h-\n .example/>\n<URL:http://h/a~b{c}>\n"),
            // Suppressed: by the configuration, and by an inline marker.
            ("docs/d.txt", b"see http://h.example/~known and http://h/~x (urlbnf: ignore)\n"),
            ("docs/urlbnf.toml", b"accept = ['~known$']\n"),
        ],
    );
    std::fs::create_dir_all(dir.join(".git")).unwrap(); // the repository root
    let schema: Value = serde_json::from_str(include_str!(
        "../../../tests/data/sarif/sarif-schema-2.1.0.json"
    ))
    .unwrap();
    let mut schemas = boon::Schemas::new();
    let mut compiler = boon::Compiler::new();
    compiler
        .add_resource("file:///sarif-schema-2.1.0.json", schema)
        .unwrap();
    let index = compiler
        .compile("file:///sarif-schema-2.1.0.json", &mut schemas)
        .unwrap();
    for all in [false, true] {
        let mut args = vec!["scan", "--format", "sarif", "docs"];
        if all {
            args.push("--all");
        }
        let out = urlbnf_in(&dir, &args, b"");
        assert_eq!(out.status.code(), Some(1));
        let log: Value = serde_json::from_slice(&out.stdout).unwrap();
        if let Err(e) = schemas.validate(&log, index) {
            panic!("{e:#}\n{}", serde_json::to_string_pretty(&log).unwrap());
        }
        // The schema does reject what is not SARIF.
        let mut broken = log.clone();
        broken["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["region"]["startLine"] =
            0.into();
        assert!(schemas.validate(&broken, index).is_err());
        let run = &log["runs"][0];
        assert_eq!(run["columnKind"], "unicodeCodePoints");
        let results = run["results"].as_array().unwrap();
        let rules = run["tool"]["driver"]["rules"].as_array().unwrap();
        for r in results {
            let rule = &rules[r["ruleIndex"].as_u64().unwrap() as usize];
            assert_eq!(rule["id"], r["ruleId"]);
        }
        let first = &results[0];
        assert_eq!(first["ruleId"], "urlbnf::escape::bad-hex");
        let loc = &first["locations"][0]["physicalLocation"];
        assert_eq!(loc["artifactLocation"]["uri"], "docs/a%20b.md");
        let region = &loc["region"];
        assert_eq!(
            [
                &region["startLine"],
                &region["startColumn"],
                &region["endLine"],
                &region["endColumn"]
            ],
            [2, 6, 2, 9]
        );
        assert_eq!(
            first["fixes"][0]["artifactChanges"][0]["replacements"][0]["insertedContent"]["text"],
            "ftp://h.example/a/b%25zz"
        );
        let rule = &rules[first["ruleIndex"].as_u64().unwrap() as usize];
        assert!(rule["helpUri"].as_str().unwrap().contains("rfc1738"));
        assert!(rule["help"]["text"].as_str().is_some());
        let ids: Vec<&str> = results
            .iter()
            .map(|r| r["ruleId"].as_str().unwrap())
            .collect();
        assert!(ids.contains(&"urlbnf::login::password"), "{ids:?}");
        assert!(ids.contains(&"urlbnf::scan::hyphen-break"), "{ids:?}");
        assert_eq!(ids.contains(&"urlbnf::scan::found"), all, "{ids:?}");
    }
}

/// A URL of 65,000 `%` gives 100 findings and a count, in every format, and
/// each drawn report shows the part of the line around its label.
#[test]
fn findings_per_url_are_capped_in_every_format() {
    let dir = tree("capped", &[]);
    let doc = format!("see http://h.example/{} and more\n", "%".repeat(65_000));
    let out = urlbnf_in(&dir, &["scan", "--format", "json", "-"], doc.as_bytes());
    let r = records(&out);
    assert_eq!(r.len(), 1);
    assert_eq!(r[0]["errors"].as_array().unwrap().len(), 100);
    assert_eq!(r[0]["omitted"], 64_900);
    let out = urlbnf_in(&dir, &["scan", "-"], doc.as_bytes());
    let text = stdout(&out);
    assert!(
        text.contains("  ... and 64900 more findings in this URL, not listed\n"),
        "{}",
        &text[text.len().saturating_sub(300)..]
    );
    // The URL in the header and its fix (`%25` for each `%`) once, then
    // 100 clipped reports.
    assert!(text.len() < 4 * 65_000 + 100 * 2_000, "{}", text.len());
    assert!(
        text.contains("╭─[<stdin>:1:23]"),
        "{}",
        &text[65_000..66_000.min(text.len())]
    );
    let out = urlbnf_in(&dir, &["scan", "--format", "sarif", "-"], doc.as_bytes());
    let log: Value = serde_json::from_str(&stdout(&out)).unwrap();
    let results = log["runs"][0]["results"].as_array().unwrap();
    assert_eq!(results.len(), 100);
    assert!(stdout(&out).len() < 4 * 65_000 + 100 * 2_000);
}

/// `urlbnf.toml` found upward from each file: accept patterns, skip globs,
/// codes off or turned into warnings, the grammar; `--config` and
/// `--no-config`; inline markers; unknown keys name the key and the file.
#[test]
fn configuration_and_suppression() {
    let dir = tree(
        "scan_config",
        &[
            (
                "urlbnf.toml",
                b"accept = ['^http://localhost/']\nskip = ['vendor/**']\n\n[codes]\n\"urlbnf::login::password\" = \"off\"\n" as &[u8],
            ),
            ("a.txt", b"http://localhost/~dev and ftp://u:pw@h.example/ and http://h/~a\n"),
            ("vendor/b.txt", b"http://h/~vendored\n"),
            (
                "sub/urlbnf.toml",
                b"grammar = 'rfc1630'\n[codes]\n\"urlbnf::char::unsafe\" = \"warning\"\n",
            ),
            ("sub/c.txt", b"http://h/~c\n"),
            (
                "d.txt",
                b"http://h/~1 urlbnf: ignore\n# urlbnf: ignore-next-line\nhttp://h/~2\nhttp://h/~3\n",
            ),
        ],
    );
    let urls = |out: &Output| -> Vec<String> {
        records(out)
            .iter()
            .map(|r| r["url"].as_str().unwrap().to_owned())
            .collect()
    };
    // The root configuration: localhost accepted, the password warning off,
    // vendor/ skipped; sub/ has its own file (the nearest one wins): the
    // `~` is a warning there, so its URL fails only with --deny-warnings.
    let out = urlbnf_in(
        &dir,
        &[
            "scan", "--format", "json", "a.txt", "sub", "vendor", "d.txt",
        ],
        b"",
    );
    assert_eq!(urls(&out), ["http://h/~a", "http://h/~c", "http://h/~3"]);
    let r = records(&out);
    assert_eq!(r[1]["errors"][0]["severity"], "warning");
    assert_eq!(out.status.code(), Some(1));
    let out = urlbnf_in(&dir, &["scan", "--format", "json", "sub"], b"");
    assert_eq!(out.status.code(), Some(0));
    let out = urlbnf_in(&dir, &["scan", "--deny-warnings", "sub"], b"");
    assert_eq!(out.status.code(), Some(1));
    // `--all` lists what was suppressed, and why.
    let out = urlbnf_in(
        &dir,
        &["scan", "--all", "--format", "json", "a.txt", "d.txt"],
        b"",
    );
    let suppressed: Vec<(String, String)> = records(&out)
        .iter()
        .filter(|r| r.get("suppressed").is_some())
        .map(|r| {
            (
                r["url"].as_str().unwrap().to_owned(),
                r["suppressed"].as_str().unwrap().to_owned(),
            )
        })
        .collect();
    assert_eq!(
        suppressed,
        [
            ("http://localhost/~dev".to_owned(), "config".to_owned()),
            ("http://h/~1".to_owned(), "inline".to_owned()),
            ("http://h/~2".to_owned(), "inline".to_owned()),
        ]
    );
    // A file named on the command line is scanned even where a glob skips.
    let out = urlbnf_in(&dir, &["scan", "--format", "json", "vendor/b.txt"], b"");
    assert_eq!(urls(&out), ["http://h/~vendored"]);
    // `--no-config`: everything; `--config FILE`: that file for every document.
    let out = urlbnf_in(
        &dir,
        &["scan", "--no-config", "--format", "json", "a.txt"],
        b"",
    );
    assert_eq!(
        urls(&out),
        [
            "http://localhost/~dev",
            "ftp://u:pw@h.example/",
            "http://h/~a"
        ]
    );
    let out = urlbnf_in(
        &dir,
        &[
            "scan",
            "--config",
            "sub/urlbnf.toml",
            "--format",
            "json",
            "a.txt",
        ],
        b"",
    );
    assert_eq!(out.status.code(), Some(0), "{}", stdout(&out));
    // Errors in a configuration name the file and the key.
    let bad = tree(
        "scan_config_bad",
        &[("urlbnf.toml", b"acept = []\n"), ("x.txt", b"news:a\n")],
    );
    let out = urlbnf_in(&bad, &["scan", "x.txt"], b"");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        err.contains("urlbnf.toml") && err.contains("acept"),
        "{err}"
    );
    for (text, what) in [
        (&b"accept = ['(']\n"[..], "accept"),
        (b"skip = ['a[']\n", "skip"),
        (b"grammar = 'rfc2396'\n", "rfc2396"),
        (b"[codes]\n\"urlbnf::char::unsafe\" = \"loud\"\n", "loud"),
        (b"[codes]\n\"unsafe\" = \"off\"\n", "unsafe"),
    ] {
        std::fs::write(bad.join("urlbnf.toml"), text).unwrap();
        let out = urlbnf_in(&bad, &["scan", "x.txt"], b"");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{err}");
        assert!(err.contains("urlbnf.toml") && err.contains(what), "{err}");
    }
}

/// SARIF locations: inside the repository relative to `%SRCROOT%` (named in
/// `originalUriBaseIds`), outside it an absolute `file://` URI.
#[test]
fn sarif_paths_inside_and_outside_the_repository() {
    let repo = tree("scan_sarif_repo", &[("in.txt", b"http://h/~a\n" as &[u8])]);
    std::fs::create_dir_all(repo.join(".git")).unwrap();
    let outside = tree(
        "scan_sarif_outside",
        &[("out dir/x.txt", b"http://h/~b\n" as &[u8])],
    );
    let outside_file = outside.join("out dir/x.txt").canonicalize().unwrap();
    let out = urlbnf_in(
        &repo,
        &[
            "scan",
            "--format",
            "sarif",
            "in.txt",
            outside_file.to_str().unwrap(),
        ],
        b"",
    );
    let log: Value = serde_json::from_slice(&out.stdout).unwrap();
    let run = &log["runs"][0];
    let locations: Vec<&Value> = run["results"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| &r["locations"][0]["physicalLocation"]["artifactLocation"])
        .collect();
    assert_eq!(locations[0]["uri"], "in.txt");
    assert_eq!(locations[0]["uriBaseId"], "%SRCROOT%");
    let abs = locations[1]["uri"].as_str().unwrap();
    assert!(
        abs.starts_with("file:///") && abs.ends_with("/out%20dir/x.txt"),
        "{abs}"
    );
    assert!(locations[1].get("uriBaseId").is_none());
    let root = run["originalUriBaseIds"]["%SRCROOT%"]["uri"]
        .as_str()
        .unwrap();
    let repo = repo.canonicalize().unwrap();
    assert_eq!(root, format!("file://{}/", repo.display()));
    // Only outside: no `%SRCROOT%` to name.
    let out = urlbnf_in(
        &repo,
        &["scan", "--format", "sarif", outside_file.to_str().unwrap()],
        b"",
    );
    let log: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert!(log["runs"][0].get("originalUriBaseIds").is_none());
}

/// Documents with the shapes of real trees (`tests/data/scan/tree/`):
/// release notes with Perl modules and every `scheme://`, a C file with XML
/// in strings, Markdown links and emphasis, a mail archive, a gzip'd
/// changelog (`-z`): every URL a reader sees, no code or markup token.
#[test]
fn document_tree_of_real_shapes() {
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/data/scan");
    let out = urlbnf_in(
        &data,
        &["scan", "--all", "-z", "--format", "json", "tree"],
        b"",
    );
    assert_eq!(out.status.code(), Some(1));
    let text = stdout(&out);
    for code in ["File::", "::Value", "JSON::", "dsig:", "enc:", "std::"] {
        assert!(!text.contains(&format!("\"url\":\"{code}")), "{code}");
    }
    support::settings(&support::snapshot_dir("scan"))
        .bind(|| insta::assert_snapshot!("tree", text));
    // HTML is read with its references decoded; a fix is written back in
    // the document's form, `&amp;` and all; `--type` picks the reader.
    let out = urlbnf_in(&data, &["scan", "tree/page.html"], b"");
    let text = stdout(&out);
    assert!(
        text.contains("fix: `http://h.example/%7Eu/?a&amp;b`"),
        "{text}"
    );
    let out = urlbnf_in(
        &data,
        &[
            "scan",
            "--all",
            "--format",
            "json",
            "-t",
            "text",
            "tree/page.html",
        ],
        b"",
    );
    assert!(stdout(&out).contains("\"url\":\"mailto:nas&#37;&#52;&#48;debian&#46;org\""));
    let out = urlbnf_in(
        &data,
        &["scan", "--all", "--format", "json", "-t", "html", "-"],
        b"x http://h/?a&amp;b y",
    );
    assert!(stdout(&out).contains("\"url\":\"http://h/?a&b\""));
    // Without `-z`, the gzip'd file is binary and skipped.
    let out = urlbnf_in(&data, &["scan", "--all", "--format", "json", "tree"], b"");
    assert!(!stdout(&out).contains("changelog.gz"));
    // bzip2 and xz too, and the name inside says how to read the contents.
    let page = b"<a href=\"http://h/?a=1&amp;b=%zz\">x</a>\n";
    let mut bz = Vec::new();
    std::io::Write::write_all(
        &mut bzip2::write::BzEncoder::new(&mut bz, bzip2::Compression::best()),
        page,
    )
    .unwrap();
    let mut xz = Vec::new();
    std::io::Write::write_all(&mut liblzma::write::XzEncoder::new(&mut xz, 6), page).unwrap();
    let dir = tree(
        "scan_zip",
        &[("page.html.bz2", &bz[..]), ("notes.txt.xz", &xz[..])],
    );
    let out = urlbnf_in(
        &dir,
        &[
            "scan",
            "-z",
            "--format",
            "json",
            "page.html.bz2",
            "notes.txt.xz",
        ],
        b"",
    );
    let r = records(&out);
    assert_eq!(r.len(), 2, "{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(
        (r[0]["url"].as_str(), r[1]["url"].as_str()),
        (Some("http://h/?a=1&b=%zz"), Some("http://h/?a=1&amp;b=%zz"))
    );
    // A file that is not what its extension says is an error, not a panic.
    let dir = tree("scan_bad_gzip", &[("x.gz", b"not gzip" as &[u8])]);
    let out = urlbnf_in(&dir, &["scan", "-z", "x.gz"], b"");
    assert_eq!(out.status.code(), Some(2));
}
