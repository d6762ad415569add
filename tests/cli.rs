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
    child.stdin.take().unwrap().write_all(stdin).unwrap();
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
