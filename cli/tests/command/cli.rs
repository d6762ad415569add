//! The `urlbnf check` command as scripts use it: exit status, stdin line
//! handling, one JSON object per input in order, and no crash on bytes that
//! are not UTF-8.

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn urlbnf(args: &[&str], stdin: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_urlbnf"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // The command may be done (and its stdin closed) before reading it.
    let _ = child.stdin.take().unwrap().write_all(stdin);
    child.wait_with_output().unwrap()
}

fn json_lines(out: &Output) -> Vec<serde_json::Value> {
    String::from_utf8(out.stdout.clone())
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

#[test]
fn exit_status() {
    assert_eq!(urlbnf(&["check", "news:*"], b"").status.code(), Some(0));
    assert_eq!(
        urlbnf(&["check", "news:*", "news:1"], b"").status.code(),
        Some(1)
    );
    assert_eq!(
        urlbnf(&["check", "--format", "xml", "news:*"], b"")
            .status
            .code(),
        Some(2)
    );
    assert_eq!(
        urlbnf(&["check", "--grammar", "rfc9999", "news:*"], b"")
            .status
            .code(),
        Some(2)
    );
    assert_eq!(urlbnf(&["frobnicate"], b"").status.code(), Some(2));
    assert_eq!(urlbnf(&[], b"").status.code(), Some(2));
}

#[test]
fn stdin_lines_keep_every_byte_but_the_line_ending() {
    let out = urlbnf(
        &["check", "--format", "json"],
        b"news:*\r\nhttp://h/ \nmailto:a\n\nx:y",
    );
    let records = json_lines(&out);
    let inputs: Vec<&str> = records
        .iter()
        .map(|r| r["input"].as_str().unwrap())
        .collect();
    assert_eq!(inputs, ["news:*", "http://h/ ", "mailto:a", "", "x:y"]);
    let valid: Vec<bool> = records
        .iter()
        .map(|r| r["valid"].as_bool().unwrap())
        .collect();
    assert_eq!(valid, [true, false, true, false, true]);
    assert_eq!(out.status.code(), Some(1));
}

#[test]
fn json_record_shape() {
    let out = urlbnf(
        &[
            "check",
            "--format",
            "json",
            "http://host:/",
            "gopher://h/1%09",
            "nope",
        ],
        b"",
    );
    let r = json_lines(&out);
    assert_eq!(r.len(), 3);
    assert_eq!(r[0]["scheme"], "http");
    assert_eq!(r[0]["valid"], false);
    let e = &r[0]["errors"][0];
    assert_eq!(e["code"], "urlbnf::port::empty");
    assert_eq!(
        (e["offset"].as_u64(), e["length"].as_u64()),
        (Some(11), Some(1))
    );
    assert!(e["message"].as_str().unwrap().contains("port"));
    assert_eq!(r[1]["errors"].as_array().unwrap().len(), 0);
    assert_eq!(r[2]["scheme"], serde_json::Value::Null);
}

#[test]
fn dash_reads_stdin_after_the_arguments() {
    let out = urlbnf(&["check", "--format", "json", "news:a", "-"], b"news:b\n");
    let inputs: Vec<String> = json_lines(&out)
        .iter()
        .map(|r| r["input"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(inputs, ["news:a", "news:b"]);
}

#[test]
fn bytes_that_are_not_utf8_are_an_invalid_line_not_a_crash() {
    let out = urlbnf(&["check", "--format", "json"], b"news:\xff\xfe\nnews:*\n");
    let r = json_lines(&out);
    assert_eq!(r.len(), 2);
    assert_eq!(r[0]["valid"], false);
    assert_eq!(r[0]["errors"][0]["code"], "urlbnf::input::not-utf8");
    assert_eq!(r[0]["errors"][0]["offset"], 5);
    assert_eq!(r[1]["valid"], true);
    let human = urlbnf(&["check"], b"\xc3\n");
    assert_eq!(human.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&human.stdout).contains("not valid UTF-8"));
}

#[test]
fn human_reports_point_at_the_bytes() {
    let out = urlbnf(&["check", "http://host/a b"], b"");
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.starts_with("invalid: http://host/a b\n"), "{text}");
    assert!(text.contains("urlbnf::char::unsafe"), "{text}");
    assert!(
        !text.contains('\u{1b}'),
        "no colour when not on a terminal: {text}"
    );
}

/// Many blocks of stdin (the pipeline checks them on every core): one record
/// per line in input order, and a verdict that counts every block, the last
/// one included.
#[test]
fn long_stdin_keeps_order_and_the_verdict_of_every_block() {
    let lines: Vec<String> = (0..60_000)
        .map(|k| match k % 3 {
            0 => format!("http://h{k}.example/p"),
            1 => format!("ftp://user{k}@h/f;type=a"),
            _ => format!("news:g{k}"),
        })
        .collect();
    let mut input = lines.join("\n").into_bytes();
    input.push(b'\n');
    let run = |args: &[&str], stdin: Vec<u8>| {
        let mut child = Command::new(env!("CARGO_BIN_EXE_urlbnf"))
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        let mut pipe = child.stdin.take().unwrap();
        // Write from another thread: the child's output fills its pipe first.
        let writer = std::thread::spawn(move || pipe.write_all(&stdin).unwrap());
        let out = child.wait_with_output().unwrap();
        writer.join().unwrap();
        out
    };
    let out = run(&["check", "--format", "json"], input.clone());
    assert_eq!(out.status.code(), Some(0));
    let records = json_lines(&out);
    assert_eq!(records.len(), lines.len());
    for (r, l) in records.iter().zip(&lines) {
        assert_eq!(r["input"].as_str(), Some(l.as_str()));
    }
    // One warning (a password) on the very last line.
    let mut warned = input.clone();
    warned.extend_from_slice(b"ftp://u:pw@h/\n");
    assert_eq!(
        run(&["check", "--format", "json"], warned.clone())
            .status
            .code(),
        Some(0)
    );
    assert_eq!(
        run(&["check", "--deny-warnings"], warned).status.code(),
        Some(1)
    );
    // One invalid line in the middle.
    let mut bad = input;
    let middle = bad.len() / 2;
    let at = middle + bad[middle..].iter().position(|&b| b == b'\n').unwrap() + 1;
    bad.splice(at..at, b"http://bad host/\n".iter().copied());
    assert_eq!(run(&["check"], bad).status.code(), Some(1));
}

fn stdout(out: &Output) -> String {
    String::from_utf8(out.stdout.clone()).unwrap()
}

#[test]
fn quiet_prints_only_the_reports() {
    let out = urlbnf(&["check", "--quiet"], b"http://a/\nhttp://b b/\n");
    let text = stdout(&out);
    assert!(
        text.starts_with("<stdin>:2: invalid: http://b b/\n"),
        "{text}"
    );
    assert!(!text.contains("valid: http://a/"), "{text}");
    assert_eq!(out.status.code(), Some(1));
    let out = urlbnf(&["check", "-q", "--format", "json"], b"http://a/\nnews:*\n");
    assert_eq!(stdout(&out), "");
    assert_eq!(out.status.code(), Some(0));
    // A warning is still reported.
    let out = urlbnf(&["check", "--quiet"], b"ftp://u:pw@h/\n");
    assert!(stdout(&out).starts_with("<stdin>:1: valid: ftp://u:pw@h/\n"));
}

#[test]
fn every_record_names_its_input_line() {
    let out = urlbnf(
        &["check", "--format", "json", "news:a", "x y"],
        b"http://a/\nhttp://b b/\n",
    );
    let lines: Vec<(String, u64)> = json_lines(&out)
        .iter()
        .map(|r| {
            (
                r["source"].as_str().unwrap().to_string(),
                r["input_line"].as_u64().unwrap(),
            )
        })
        .collect();
    // Without `-`, the arguments alone are read.
    assert_eq!(
        lines,
        [
            ("<arguments>".to_string(), 1),
            ("<arguments>".to_string(), 2)
        ]
    );
    let out = urlbnf(
        &["check", "--format", "json"],
        b"http://a/\n\nhttp://b b/\n",
    );
    let r = json_lines(&out);
    assert_eq!(r[2]["input_line"], 3);
    // `line` and `column` stay positions inside the URL.
    assert_eq!(
        (&r[2]["errors"][0]["line"], &r[2]["errors"][0]["column"]),
        (&1.into(), &9.into())
    );
    let human = stdout(&urlbnf(&["check"], b"http://a/\n\nhttp://b b/\n"));
    assert!(
        human.starts_with("<stdin>:1: valid: http://a/\n<stdin>:2: invalid: \n"),
        "{human}"
    );
    assert!(
        human.contains("\n<stdin>:3: invalid: http://b b/\n"),
        "{human}"
    );
}

#[test]
fn skip_comments_skips_blank_and_hash_lines_and_keeps_the_numbers() {
    let input = b"# a list\nhttp://a/\n\n   \n  # indented\nhttp://b b/\n";
    let out = urlbnf(&["check", "--skip-comments", "--format", "json"], input);
    let r = json_lines(&out);
    let seen: Vec<(&str, u64)> = r
        .iter()
        .map(|r| {
            (
                r["input"].as_str().unwrap(),
                r["input_line"].as_u64().unwrap(),
            )
        })
        .collect();
    assert_eq!(seen, [("http://a/", 2), ("http://b b/", 6)]);
    // By default every line is an input: the comment is an invalid URL.
    let out = urlbnf(&["check", "--format", "json"], input);
    assert_eq!(json_lines(&out).len(), 6);
}

#[test]
fn file_reads_urls_from_each_file_in_turn() {
    let dir = std::env::temp_dir().join(format!("urlbnf-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (a, b) = (dir.join("a.txt"), dir.join("b.txt"));
    std::fs::write(&a, "http://a/\nhttp://a a/\n").unwrap();
    std::fs::write(&b, "news:*\r\nnews:%zz").unwrap();
    let (a, b) = (a.to_str().unwrap(), b.to_str().unwrap());
    let out = urlbnf(&["check", "-q", "--file", a, "-f", b], b"");
    let text = stdout(&out);
    assert!(
        text.starts_with(&format!("{a}:2: invalid: http://a a/\n")),
        "{text}"
    );
    assert!(
        text.contains(&format!("\n{b}:2: invalid: news:%zz\n")),
        "{text}"
    );
    assert_eq!(out.status.code(), Some(1));
    // A file name is not a URL, and stdin is not read unless `-` says so.
    let out = urlbnf(&["check", "--format", "json", "-f", a], b"news:x\n");
    let r = json_lines(&out);
    assert_eq!(r.len(), 2);
    assert_eq!(r[0]["source"], a);
    let out = urlbnf(&["check", "-f", a, "-f", "-"], b"news:x\n");
    assert!(stdout(&out).ends_with("<stdin>:1: valid: news:x\n"));
    // A missing file is an error, named.
    let missing = dir.join("missing.txt");
    let out = urlbnf(&["check", "-f", missing.to_str().unwrap()], b"");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("missing.txt"));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn summary_on_request() {
    let out = urlbnf(
        &["check", "--summary", "-q"],
        b"http://a/\nhttp://b b/\nftp://u:pw@h/\n",
    );
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "3 checked, 1 invalid, 1 with warnings\n"
    );
    // Not by default when stderr is not a terminal, nor with --no-summary.
    let out = urlbnf(&["check", "-q"], b"http://a/\n");
    assert_eq!(out.stderr, b"");
    let out = urlbnf(&["check", "--summary", "--no-summary"], b"http://a/\n");
    assert_eq!(out.stderr, b"");
}

#[test]
fn color_follows_the_flag_and_the_environment() {
    let run = |args: &[&str], env: &[(&str, &str)]| {
        let out = Command::new(env!("CARGO_BIN_EXE_urlbnf"))
            .args(args)
            .env_remove("NO_COLOR")
            .env_remove("CLICOLOR_FORCE")
            .envs(env.iter().copied())
            .output()
            .unwrap();
        stdout(&out).contains('\u{1b}')
    };
    let check = ["check", "http://b b/"];
    let with = |flag: &'static str| [check[0], check[1], "--color", flag];
    assert!(!run(&check, &[]), "a pipe is not coloured");
    assert!(run(&with("always"), &[]));
    assert!(run(&with("always"), &[("NO_COLOR", "1")]));
    assert!(!run(&with("never"), &[("CLICOLOR_FORCE", "1")]));
    assert!(run(&check, &[("CLICOLOR_FORCE", "1")]));
    assert!(!run(&check, &[("CLICOLOR_FORCE", "0")]));
    assert!(!run(&check, &[("CLICOLOR_FORCE", "1"), ("NO_COLOR", "1")]));
    assert!(run(&["explain", "http://b b/", "--color", "always"], &[]));
}

/// `urlbnf check | head -1`: the reader closes the pipe; the command stops
/// quietly with the status of what it wrote.
#[test]
fn a_closed_pipe_ends_quietly() {
    use std::io::{BufRead, BufReader};
    // One invalid line was written: 1.
    {
        let mut child = Command::new(env!("CARGO_BIN_EXE_urlbnf"))
            .args(["check", "--quiet"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut stdin = child.stdin.take().unwrap();
        // `yes`: writes until the command is gone.
        let writer = std::thread::spawn(move || {
            let _ = stdin.write_all(b"http://a/\nhttp://b b/\n");
            // Invalid lines, so that output goes on until the pipe closes.
            let lines = b"http://c c/\n".repeat(1000);
            while stdin.write_all(&lines).is_ok() {}
        });
        let mut reader = BufReader::new(child.stdout.take().unwrap());
        let mut line = String::new();
        reader.read_line(&mut line).unwrap();
        assert_eq!(line, "<stdin>:2: invalid: http://b b/\n");
        drop(reader);
        let out = child.wait_with_output().unwrap();
        writer.join().unwrap();
        assert_eq!(out.stderr, b"", "{}", String::from_utf8_lossy(&out.stderr));
        assert_eq!(out.status.code(), Some(1));
    }
    // All valid: status 0.
    let mut child = Command::new(env!("CARGO_BIN_EXE_urlbnf"))
        .arg("check")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || {
        let line = b"http://a/\n".repeat(1000);
        while stdin.write_all(&line).is_ok() {}
    });
    let mut reader = BufReader::new(child.stdout.take().unwrap());
    let mut line = String::new();
    reader.read_line(&mut line).unwrap();
    assert_eq!(line, "<stdin>:1: valid: http://a/\n");
    drop(reader);
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap();
    assert_eq!(out.stderr, b"");
    assert_eq!(out.status.code(), Some(0));
}

/// A slow writer (a terminal, `tail -f`): each line's report appears while
/// the input is still open.
#[test]
fn a_slow_input_is_answered_line_by_line() {
    use std::io::{BufRead, BufReader};
    use std::sync::mpsc;
    use std::time::Duration;
    for args in [&["check"][..], &["check", "--format", "json"], &["explain"]] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_urlbnf"))
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        let mut stdin = child.stdin.take().unwrap();
        let (tx, rx) = mpsc::channel();
        let stdout = child.stdout.take().unwrap();
        let reader = std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                if tx.send(line.unwrap()).is_err() {
                    break;
                }
            }
        });
        for url in ["http://a/", "http://b b/", "news:x"] {
            stdin.write_all(format!("{url}\n").as_bytes()).unwrap();
            stdin.flush().unwrap();
            let line = rx
                .recv_timeout(Duration::from_secs(20))
                .unwrap_or_else(|_| panic!("{args:?}: no output for {url} while stdin is open"));
            assert!(line.contains(url), "{args:?}: {line}");
            // The rest of this report, if any, comes with it.
            while rx.recv_timeout(Duration::from_millis(200)).is_ok() {}
        }
        drop(stdin);
        assert_eq!(child.wait().unwrap().code(), Some(1));
        reader.join().unwrap();
    }
}

#[test]
fn explain_and_resolve_read_stdin() {
    let out = urlbnf(&["explain"], b"news:x\n");
    let text = stdout(&out);
    assert!(text.starts_with("<stdin>:1: valid: news:x\n"), "{text}");
    assert_eq!(out.status.code(), Some(0));
    let out = urlbnf(&["resolve", "http://a/b/c"], b"d\n../e\n");
    assert_eq!(stdout(&out), "http://a/b/d\nhttp://a/e\n");
    assert_eq!(out.status.code(), Some(0));
    let out = urlbnf(
        &["resolve", "--skip-comments", "http://a/b/c", "-"],
        b"# x\nd\n",
    );
    assert_eq!(stdout(&out), "http://a/b/d\n");
}

#[test]
fn resolve_never_prints_an_invalid_url() {
    // `..` does not climb over the context's host.
    let out = urlbnf(&["resolve", "http://a/b/c", "../../x", "../../../x"], b"");
    assert_eq!(stdout(&out), "http://a/../x\nhttp://a/../../x\n");
    assert_eq!(out.status.code(), Some(0));
    // A result that is no RFC 1630 URL is reported, with exit status 1.
    let out = urlbnf(&["resolve", "--color", "never", "telnet://h", "g"], b"");
    let text = stdout(&out);
    assert!(
        text.starts_with("unresolvable: g gives telnet://h/g, which is not an RFC 1630 URL\n"),
        "{text}"
    );
    assert!(text.contains("telnet://h/g"), "{text}");
    assert!(!text.lines().any(|l| l == "telnet://h/g"), "{text}");
    assert_eq!(out.status.code(), Some(1));
}

#[test]
fn resolve_reports_an_invalid_reference_as_check_does() {
    // The report of `check --reference`, with the grammar's noun and fix.
    for (grammar, reference, fix) in [
        ("rfc3986", "../x#y#z", "corrected URI: `../x#y%23z`"),
        ("rfc3987", "a b", "`a%20b`"),
        ("rfc1630", "a b", "`a%20b`"),
    ] {
        let args = ["resolve", "--color", "never", "--grammar", grammar];
        let out = urlbnf(&[&args[..], &["http://a/b/c", reference]].concat(), b"");
        let text = stdout(&out);
        let check = urlbnf(
            &[
                "check",
                "--color",
                "never",
                "--grammar",
                grammar,
                "--reference",
                reference,
            ],
            b"",
        );
        let report = stdout(&check);
        let body = report.split_once('\n').map_or("", |(_, rest)| rest);
        assert!(text.ends_with(body), "{grammar}: {text}\n---\n{report}");
        assert!(text.contains(fix), "{grammar}: {text}");
        assert!(
            !text.contains("end of URL") || grammar == "rfc1630",
            "{text}"
        );
        assert_eq!(out.status.code(), Some(1));
    }
}

#[test]
fn completions_and_man_page() {
    for shell in ["bash", "zsh", "fish", "elvish", "powershell"] {
        let out = urlbnf(&["completions", shell], b"");
        assert_eq!(out.status.code(), Some(0), "{shell}");
        let script = stdout(&out);
        assert!(script.contains("urlbnf"), "{shell}");
        assert!(script.contains("skip-comments"), "{shell}");
    }
    assert_eq!(urlbnf(&["completions", "tcsh"], b"").status.code(), Some(2));
    let out = urlbnf(&["man"], b"");
    let page = stdout(&out);
    assert!(page.starts_with(".ie"), "{page}");
    assert!(page.contains(".TH urlbnf 1"), "{page}");
    assert!(page.contains("RFC 1630"), "{page}");
}

#[test]
fn check_and_explain_references() {
    // Each reference with its verdict under RFC 3986's `URI-reference`.
    let cases = [
        ("../g?q#f", true),
        ("//example.com/p", true),
        ("./a:b", true),
        ("g:h", true),
        ("#frag", true),
        ("", true),
        ("../a b", false),
        ("1a:b", false),
        ("a%zz", false),
    ];
    let refs: Vec<&str> = cases.iter().map(|c| c.0).collect();
    let mut args = vec!["check", "--grammar", "rfc3986", "--reference"];
    args.extend(["--format", "json"]);
    args.extend(&refs);
    let out = urlbnf(&args, b"");
    let records = json_lines(&out);
    assert_eq!(records.len(), cases.len());
    for ((input, valid), r) in cases.iter().zip(&records) {
        assert_eq!(r["valid"], *valid, "{input}: {r}");
    }
    assert_eq!(records[6]["errors"][0]["offset"], 4);
    assert_eq!(out.status.code(), Some(1));
    // Without `--reference` a relative reference is no URI.
    let out = urlbnf(&["check", "--grammar", "rfc3986", "../g"], b"");
    assert_eq!(out.status.code(), Some(1));
    // Stdin goes through the same reading.
    let out = urlbnf(
        &["check", "--grammar", "rfc3987", "--reference", "-q"],
        b"../\xc3\xa9\n?q\n",
    );
    assert_eq!((out.status.code(), stdout(&out)), (Some(0), String::new()));

    let out = urlbnf(
        &["explain", "--grammar", "rfc3986", "--reference", "../g?q"],
        b"",
    );
    let text = stdout(&out);
    assert!(
        text.starts_with("valid: ../g?q\nrelative-ref 0..6"),
        "{text}"
    );
    assert!(text.contains("path-noscheme 0..4 \"../g\""), "{text}");
    let out = urlbnf(
        &["explain", "--grammar", "rfc1630", "--reference", "../g"],
        b"",
    );
    assert!(stdout(&out).contains("a partial form"), "{}", stdout(&out));

    // RFC 1738 has no relative references: a usage error naming those that do.
    for command in ["check", "explain"] {
        let out = urlbnf(&[command, "--reference", "../g"], b"");
        assert_eq!(out.status.code(), Some(2), "{command}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("(rfc1630, rfc3986, rfc3987)"), "{err}");
    }
}
