//! Huge inputs: no recursion proportional to input length, so a 100 MiB URL
//! is validated and parsed on a thread with a 256 KiB stack, valid or not,
//! and the error of an invalid one is found at the right byte. (Time scaling
//! is measured in `benches/`, not here.)

use urlbnf::{ErrorKind, Grammar, parse, validate};

use crate::support;

use support::{MIB, on_small_stack};

/// `http://h/` then `a/` repeated up to `len` bytes.
fn long_http(len: usize) -> String {
    let mut s = String::with_capacity(len);
    s.push_str("http://h/");
    while s.len() + 2 <= len {
        s.push_str("a/");
    }
    s
}

#[test]
fn ten_mib_valid_and_invalid() {
    on_small_stack(|| {
        let valid = long_http(10 * MIB);
        assert!(validate(&valid, Grammar::Rfc1738).is_ok());
        assert_eq!(
            urlbnf::rfc1738::parse(&valid)
                .unwrap()
                .as_http()
                .unwrap()
                .segments()
                .count(),
            (valid.len() - 9) / 2 + 1
        );
        let mut invalid = valid.clone();
        invalid.push(' ');
        let e = validate(&invalid, Grammar::Rfc1738).unwrap_err();
        assert_eq!(
            (e.offset(), e.kind()),
            (valid.len(), ErrorKind::CharOutsideGrammar)
        );
        assert_eq!(parse(&invalid, Grammar::Rfc1738).unwrap_err(), e);
    });
}

#[test]
fn hundred_mib_on_a_256_kib_stack() {
    on_small_stack(|| {
        let mut s = long_http(100 * MIB);
        assert!(validate(&s, Grammar::Rfc1738).is_ok());
        assert!(parse(&s, Grammar::Rfc1738).is_ok());
        s.push_str("%4");
        let e = validate(&s, Grammar::Rfc1738).unwrap_err();
        assert_eq!(e.kind(), ErrorKind::TruncatedEscape);
    });
}

/// Long runs in every repetition of the grammar, not only `hpath`.
#[test]
fn long_runs_in_every_repetition() {
    on_small_stack(|| {
        let n = MIB;
        let a = "a".repeat(n);
        let cases = [
            format!("http://{a}.{a}/"),
            format!("http://h:{}/", "9".repeat(n)),
            format!("ftp://{a}:{a}@h/{}", "a/".repeat(n / 2)),
            format!("gopher://h/1{}", "%09".repeat(n / 3)),
            format!("news:{a}"),
            format!("news:{}@h", "%41".repeat(n / 3)),
            format!("prospero://h/a{}", ";a=b".repeat(n / 4)),
            format!("wais://h/{a}/{a}/{a}"),
            format!("x:{}", "/".repeat(n)),
            format!("{a}:"),
            format!("http://{}a/", "a.".repeat(n / 2)),
        ];
        for input in &cases {
            assert!(
                validate(input, Grammar::Rfc1738).is_ok(),
                "{}",
                &input[..40]
            );
            assert!(parse(input, Grammar::Rfc1738).is_ok());
        }
    });
}

/// The error path through to the rendered diagnostic: a 60 KB invalid URL
/// is reported and rendered by miette's graphical handler on a 256 KiB
/// stack (no recursion proportional to the input in the renderer either).
/// (60 KB, not more: miette 7.6 panics with "Formatting argument out of
/// range" once a label starts past column 65,535; see the next test.)
#[test]
fn rendering_a_long_error_on_a_small_stack() {
    let rendered = on_small_stack(|| {
        let mut s = long_http(60_000);
        s.push_str("%zz");
        let e = validate(&s, Grammar::Rfc1738).unwrap_err();
        let report = miette::Report::new(e.report());
        let mut out = String::new();
        miette::GraphicalReportHandler::new_themed(miette::GraphicalTheme::unicode_nocolor())
            .render_report(&mut out, report.as_ref())
            .unwrap();
        out
    });
    assert!(rendered.contains("urlbnf::escape::bad-hex"));
}

/// `urlbnf check` on a 1 MiB invalid line: reported, not a crash. (Found
/// while writing the test above: rendering the graphical report of an
/// error past column 65,535 panicked inside miette and took the CLI down.)
#[test]
fn check_reports_a_huge_invalid_line() {
    use std::io::Write;
    let mut s = long_http(MIB);
    s.push_str("%zz\n");
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_urlbnf"))
        .arg("check")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || stdin.write_all(s.as_bytes()));
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(
        out.status.code(),
        Some(1),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(stdout.starts_with("<stdin>:1: invalid: http://h/a/"));
    // The report shows a window around the error (miette itself panics on a
    // label past column 65,535), labelled on the bad escape.
    assert!(
        stdout.contains("`%` must be followed by two hex digits"),
        "{stdout:.2000}"
    );
    assert!(
        stdout.contains("│ …a/a/") && stdout.contains("a/a/%zz"),
        "{stdout:.2000}"
    );
    assert!(stdout.len() < 4096, "{stdout:.2000}");
}
