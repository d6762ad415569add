//! Property tests: diagnosing and rendering never panic on any string, every
//! label lies in the input on character boundaries, the ASCII report is pure
//! ASCII (no control or bidirectional character reaches the terminal), and
//! the report agrees with `validate`.

use proptest::prelude::*;
use urlbnf::report::may_warn;
use urlbnf::{Grammar, Style, diagnose, validate};

/// Arbitrary Unicode, and URL-shaped strings full of the characters that
/// break naive renderers (tabs, controls, RTL marks, combining marks, wide
/// characters) and of the grammar's delimiters.
fn inputs() -> impl Strategy<Value = String> {
    let tricky = "[a-zA-Z0-9%:/?#@;=&.+_~ \\-\\t\\r\\n\u{1b}\u{7f}\u{202e}\u{200f}\u{5d0}\u{301}\u{1f600}\u{4e2d}é]{0,60}";
    let scheme = "(http|ftp|gopher|news|nntp|telnet|wais|mailto|file|prospero|x-y|HTTP|htp)";
    let sep = "(://|:|:/|)";
    prop_oneof![
        any::<String>(),
        (scheme, sep, tricky).prop_map(|(a, b, c)| format!("{a}{b}{c}")),
        (scheme, any::<String>()).prop_map(|(a, c)| format!("{a}://{c}")),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn rendering_never_breaks(input in inputs()) {
        let d = diagnose(&input, Grammar::Rfc1738);
        for diag in d.findings() {
            prop_assert!(!diag.labels().is_empty());
            for l in diag.labels() {
                let s = l.span();
                prop_assert!(s.start <= s.end && s.end <= input.len(), "{:?}: {:?}", input, s);
                prop_assert!(input.is_char_boundary(s.start) && input.is_char_boundary(s.end));
            }
            let (line, column) = urlbnf::report::line_column(&input, diag.span().start);
            let before = &input[..diag.span().start];
            prop_assert_eq!(line, before.matches('\n').count() + 1);
            prop_assert_eq!(column, before.rsplit('\n').next().unwrap_or("").chars().count() + 1);
        }
        match validate(&input, Grammar::Rfc1738) {
            Ok(()) => prop_assert!(d.is_valid()),
            Err(e) => {
                prop_assert!(!d.is_valid());
                prop_assert_eq!(d.findings()[0].span(), e.span());
            }
        }
        if let Some(fixed) = d.suggestion() {
            prop_assert!(validate(fixed, Grammar::Rfc1738).is_ok(), "{:?} -> {:?}", input, fixed);
        }
        let ascii = d.render(Style::Ascii, 80);
        prop_assert!(ascii.is_ascii(), "{}", ascii);
        let controls = ascii.chars().filter(|c| c.is_control() && *c != '\n').count();
        prop_assert_eq!(controls, 0, "{}", ascii);
        prop_assert_eq!(ascii.is_empty(), d.findings().is_empty());
        d.render(Style::Unicode, 40);
        d.render(Style::Color, 200);
    }
}

/// Huge inputs: diagnosing and rendering a 10 MiB URL with millions of
/// errors (or warnings) finishes on a 256 KiB stack, lists at most 1000 and
/// counts the rest, and draws a short report.
#[test]
fn huge_inputs_on_a_small_stack() {
    std::thread::Builder::new()
        .stack_size(256 * 1024)
        .spawn(|| {
            let n = 10 << 20;
            let spaces = format!("http://h/{}", "a ".repeat(n / 2));
            let d = diagnose(&spaces, Grammar::Rfc1738);
            assert_eq!(d.findings().len() + d.omitted(), n / 2);
            assert!(d.suggestion().is_some_and(|s| s.len() == spaces.len() + n));
            let report = d.render(Style::Ascii, 80);
            assert!(report.len() < 20_000, "{} bytes", report.len());
            assert!(report.contains("more problems not shown here"));

            let newlines = format!("gopher://h/1{}", "%0Dx".repeat(n / 4));
            let d = diagnose(&newlines, Grammar::Rfc1738);
            assert!(d.is_valid());
            assert_eq!(d.findings().len() + d.omitted(), n / 4);
            assert!(d.render(Style::Unicode, 80).len() < 20_000);
        })
        .unwrap()
        .join()
        .expect("overflowed or panicked");
}

/// `may_warn` is never `false` for a URL that warns, in either grammar.
#[test]
fn never_misses_a_warning() {
    let corpora = [
        include_str!("../corpus/malformed.txt"),
        include_str!("../corpus/rfc_examples.txt"),
        include_str!("../corpus/engine_examples.txt"),
    ];
    let mut checked = 0;
    for line in corpora.iter().flat_map(|c| c.lines()) {
        let input = line.split('\t').find(|f| f.contains(':')).unwrap_or(line);
        let input = input.strip_prefix("rfc1630 ").unwrap_or(input);
        for grammar in [Grammar::Rfc1738, Grammar::Rfc1630] {
            let d = diagnose(input, grammar);
            if d.has_warnings() {
                assert!(may_warn(input), "{input:?} warns under {grammar:?}");
                checked += 1;
            }
        }
    }
    assert!(checked >= 20, "only {checked} warning inputs");
    // Logins, `@` and `:` in and after the authority, ports.
    let mut warned = 0;
    for scheme in ["ftp", "telnet", "http", "gopher", "x-y", "FTP"] {
        for login in ["", "u@", "u:@", "u:p@", ":p@", "u:p:q@", "u;x:p=@"] {
            for host in ["h", "h:21", "h:25", "h:80", "h:", "h:7070"] {
                for rest in ["", "/", "/a:b@c", "/u:p@x", "/%0D", "/a%0a"] {
                    let input = format!("{scheme}://{login}{host}{rest}");
                    for grammar in [Grammar::Rfc1738, Grammar::Rfc1630] {
                        if diagnose(&input, grammar).has_warnings() {
                            assert!(may_warn(&input), "{input:?} warns under {grammar:?}");
                            warned += 1;
                        }
                    }
                }
            }
        }
    }
    assert!(warned >= 500, "only {warned} warning inputs");
    // No password, no warning drawn, and no diagnosis built.
    assert!(!may_warn("ftp://u:@h/a:b@c") && !may_warn("ftp://u@h/u:p@x"));
    assert!(may_warn("ftp://u:p@h/") && may_warn("x-y://u:p@h"));
    assert!(!may_warn("gopher://h/"));
    assert!(may_warn("htp://h/") && may_warn("nope") && !may_warn("x:y"));
}

/// The line and column (1-based, in characters) of byte `at` of `doc`.
fn place(doc: &str, at: usize) -> (usize, usize) {
    let before = &doc[..at];
    let line = before.matches('\n').count() + 1;
    let column = before.rsplit('\n').next().unwrap_or("").chars().count() + 1;
    (line, column)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    /// Reports drawn over a document's own lines, clipped around their
    /// labels when the lines are long: each finding's locator names the
    /// line and column of its primary label in the document.
    #[test]
    fn drawn_reports_place_each_finding(
        prefix in "[a-zé ]{0,3000}",
        lead in prop::sample::select(vec!["", "a line before\n", "\n\n"]),
        parts in prop::collection::vec(
            prop::sample::select(vec!["a", "é", "%zz", "~", "%41", "\n   ", "{"]),
            1..400,
        ),
        bracketed: bool,
    ) {
        let body: String = parts.concat();
        let url = if bracketed { format!("<URL:http://h.example/{body}>") } else { format!("http://h.example/{}", body.replace('\n', "")) };
        let doc = format!("{lead}{prefix} {url} and after\nthe last line\n");
        for found in urlbnf::scan::scan(&doc, Grammar::Rfc1738) {
            let d = found.diagnose();
            let drawn = urlbnf::report::Drawing::new("doc").style(Style::Ascii).width(80).draw(&found, doc.as_bytes());
            let locators: Vec<(usize, usize)> = drawn
                .match_indices("[doc:")
                .map(|(k, _)| {
                    let rest = &drawn[k + 5..];
                    let end = rest.find(']').unwrap();
                    let (l, c) = rest[..end].split_once(':').unwrap();
                    (l.parse().unwrap(), c.parse().unwrap())
                })
                .collect();
            let want: Vec<(usize, usize)> = d
                .findings()
                .iter()
                .map(|f| {
                    let l = f.labels().iter().find(|l| l.is_primary()).unwrap_or(&f.labels()[0]);
                    place(&doc, found.label_span(f, l).start)
                })
                .collect();
            prop_assert_eq!(locators, want, "{}", drawn);
        }
    }
}

/// The width of `c` as the ASCII report shows it: printable ASCII as
/// itself, tab, CR and LF as two characters, anything else as `\u{..}`.
fn shown_width(c: char) -> usize {
    match c {
        ' '..='~' => 1,
        '\t' | '\r' | '\n' => 2,
        _ => 4 + format!("{:x}", c as u32).len(),
    }
}

/// The display column of byte `at` of `input` in its ASCII report line.
fn shown_column(input: &str, at: usize) -> usize {
    input[..at].chars().map(shown_width).sum()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    /// Each finding's report draws the input on one line and, on the line
    /// under it, marks exactly the columns of its labels: a renderer that
    /// put the caret one byte off, or drew a label past the line, fails.
    #[test]
    fn the_caret_stands_under_the_offending_bytes(input in inputs()) {
        let d = diagnose(&input, Grammar::Rfc1738);
        let ascii = d.render(Style::Ascii, 400);
        let lines: Vec<&str> = ascii.lines().collect();
        let shown: String = input.chars().map(|c| match c {
            ' '..='~' => c.to_string(),
            '\t' => "\\t".to_owned(),
            '\r' => "\\r".to_owned(),
            '\n' => "\\n".to_owned(),
            c => format!("\\u{{{:x}}}", c as u32),
        }).collect();
        let source = format!(" 1 | {shown}");
        let blocks: Vec<usize> = lines
            .iter()
            .enumerate()
            .filter(|(_, l)| l.trim_end() == source.trim_end())
            .map(|(k, _)| k)
            .collect();
        // The report draws the first findings and counts the rest.
        prop_assert_eq!(blocks.is_empty(), d.findings().is_empty(), "{}", ascii);
        for (f, &k) in d.findings().iter().zip(&blocks) {
            let marks = lines[k + 1].strip_prefix("   : ").unwrap_or("");
            let marked: Vec<usize> = marks.char_indices().filter(|(_, c)| *c != ' ').map(|(i, _)| i).collect();
            let mut want: Vec<usize> = f.labels().iter().flat_map(|l| {
                let s = l.span();
                let from = shown_column(&input, s.start);
                let to = shown_column(&input, s.end).max(from + 1);
                from..to
            }).collect();
            want.sort_unstable();
            want.dedup();
            prop_assert_eq!(marked, want, "{:?}\n{}", input, ascii);
        }
    }
}

/// Every grammar and reading, as `write_suggestion_for_error` is called.
const READINGS: [(Grammar, bool); 6] = [
    (Grammar::Rfc1738, false),
    (Grammar::Rfc1630, false),
    (Grammar::Rfc1630, true),
    (Grammar::Rfc3986, false),
    (Grammar::Rfc3986, true),
    (Grammar::Rfc3987, true),
];

/// The suggestion of `input` three ways: from scratch, from its error, and
/// from the error of `other` (which may be no error of `input`'s at all).
fn suggestions(input: &str, other: &str, g: Grammar, reference: bool) -> [Option<String>; 3] {
    use urlbnf::report::{
        write_reference_suggestion, write_reference_suggestion_for_error, write_suggestion,
        write_suggestion_for_error,
    };
    let check = |s: &str| {
        if reference {
            urlbnf::validate_reference(s, g)
        } else {
            validate(s, g)
        }
    };
    let (scratch, given): (fn(&str, Grammar, &mut String) -> bool, _) = if reference {
        (
            write_reference_suggestion,
            write_reference_suggestion_for_error
                as fn(&str, &urlbnf::ParseError, Grammar, &mut String) -> bool,
        )
    } else {
        (write_suggestion, write_suggestion_for_error as _)
    };
    let mut out = String::new();
    let first = scratch(input, g, &mut out).then(|| out.clone());
    let Err(e) = check(input) else {
        return [first, None, None];
    };
    let second = given(input, &e, g, &mut out).then(|| out.clone());
    let third = check(other)
        .err()
        .and_then(|e| given(input, &e, g, &mut out).then(|| out.clone()));
    [first, second, third]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(4000))]

    /// The fix written from a known error is the fix written from scratch
    /// (the sweep starts near the error and skips no fault), and an error
    /// of another input never breaks it: a suggestion is always valid.
    #[test]
    fn a_known_error_gives_the_same_fix(input in inputs(), other in inputs(), k in 0usize..6) {
        let (g, reference) = READINGS[k];
        let [scratch, given, unrelated] = suggestions(&input, &other, g, reference);
        prop_assert_eq!(&scratch, &given, "{:?} in {}", input, g);
        for fix in [scratch, unrelated].into_iter().flatten() {
            let ok = if reference { urlbnf::validate_reference(&fix, g) } else { validate(&fix, g) };
            prop_assert!(ok.is_ok(), "{:?} -> {:?}", input, fix);
        }
    }
}

/// The edges of the sweep's start: a `%` whose digits are cut short or
/// wrong fails up to two bytes after it, a character of several bytes
/// just before the error, errors at the first bytes.
#[test]
fn a_known_error_at_the_edges() {
    let cases = [
        "http://h/a%",
        "http://h/a%4",
        "http://h/a%4z b",
        "http://h/a%z",
        "http://h/é%4",
        "http://h/aé b",
        "http://h/é€ b",
        " http://h/",
        "%",
        "%4",
        "h ttp://h/a b",
        "http://h:8x/a b",
        "http://h/a%zz%4",
        "http://h/%41%4g",
    ];
    for input in cases {
        for (g, reference) in READINGS {
            let [scratch, given, _] = suggestions(input, "", g, reference);
            assert_eq!(scratch, given, "{input:?} in {g} (reference: {reference})");
        }
    }
}

/// `validate_and_suggest` reads on from the input's first error, and
/// `write_suggestion_for_error` checks the text whole after it: where the
/// fix's budget runs out on the last check, both give up there or neither
/// does. Inputs whose fixes take many checks of a long text: a scheme of
/// their own, characters beyond ASCII (each escaped in nine bytes) and a
/// run of `#` each fixed by a check of its own, in every grammar.
#[test]
fn reading_on_spends_no_budget_a_whole_check_would_not() {
    use urlbnf::report::write_suggestion_for_error;
    use urlbnf::validate_and_suggest;
    let mut inputs = vec![
        "Fzp:\u{fffd}\u{fffd}\u{fffd}\u{fffd}\u{fffd}\u{fffd}\u{fffd}\u{fffd}\u{fffd}\u{fffd}\u{fffd}\u{fffd}\u{fffd}\u{fffd}\u{fffd}\u{fffd}\u{fffd}\u{fffd}\u{fffd}\u{fffd}\u{fffd}\u{fffd}\u{fffd}\u{fffd}\u{fffd}\u{fffd}\u{fffd}\u{fffd}\u{fffd}\u{fffd}\u{fffd}\u{fffd}\u{fffd}\u{fffd}\u{fffd}\u{fffd}\u{3}\u{fffd}\u{fffd}\u{fffd}\u{fffd}\u{fffd}\u{fffd}\u{fffd}\u{fffd}\u{fffd}\u{fffd}\u{fffd}\u{fffd}\u{fffd}\u{fffd}\u{fffd}\u{fffd}\u{fffd}\u{fffd}\u{fffd}\u{fffd}\u{fffd}\u{fffd}\u{fffd}\u{fffd}\u{fffd}\u{fffd}//host/\u{fffd}\u{fffd}##\u{fffd}########!####d".to_string(),
    ];
    for wide in [20, 40, 60, 80, 120] {
        for hashes in [4, 8, 12, 16, 20] {
            inputs.push(format!(
                "Fzp:{}//host/{}d",
                "\u{fffd}".repeat(wide),
                "#".repeat(hashes)
            ));
        }
    }
    for input in &inputs {
        for &g in Grammar::ALL {
            let mut fix = String::new();
            let Err(e) = validate_and_suggest(input, g, &mut fix) else {
                continue;
            };
            let mut whole = String::new();
            let written = write_suggestion_for_error(input, &e, g, &mut whole);
            let whole = if written { whole } else { String::new() };
            assert_eq!(fix, whole, "{input:?} in {g}");
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(4000))]

    /// `validate_and_suggest` gives `validate`'s error and the fix that
    /// `write_suggestion_for_error` writes from it, which checks the
    /// corrected URL whole (the caller's error may be another input's):
    /// reading on from the fault changes no verdict, for every grammar and
    /// reading.
    #[test]
    fn validate_and_suggest_gives_the_error_and_the_fix(input in inputs(), k in 0usize..6) {
        use urlbnf::report::{write_reference_suggestion_for_error, write_suggestion_for_error};
        use urlbnf::{validate_and_suggest, validate_reference_and_suggest};
        let (g, reference) = READINGS[k];
        let mut fix = String::from("left over");
        let (checked, verdict) = if reference {
            (
                validate_reference_and_suggest(&input, g, &mut fix),
                urlbnf::validate_reference(&input, g),
            )
        } else {
            (validate_and_suggest(&input, g, &mut fix), validate(&input, g))
        };
        prop_assert_eq!(&checked, &verdict, "{:?} in {}", input, g);
        let mut whole = String::new();
        let written = match &verdict {
            Ok(()) => false,
            Err(e) if reference => write_reference_suggestion_for_error(&input, e, g, &mut whole),
            Err(e) => write_suggestion_for_error(&input, e, g, &mut whole),
        };
        let want = if written { whole } else { String::new() };
        prop_assert_eq!(fix, want, "{:?} in {}", input, g);
    }
}
