//! The grammar files are the source of truth: every production in them has
//! exactly one combinator whose doc comment quotes the rule verbatim
//! (whitespace-normalised) and whose name follows the production's name, and
//! no combinator quotes a rule the file lacks.

use std::collections::BTreeMap;
use std::fs;
use std::path::Path;

/// A grammar file and the source directory that transcribes it.
const GRAMMARS: &[(&str, &str)] = &[("grammar/rfc1738.bnf", "src/rfc1738")];

/// The rules of an RFC 1738-style file: `name = ...` at the start of a line,
/// continued by indented lines.
fn rules(text: &str) -> BTreeMap<String, String> {
    let mut out: BTreeMap<String, String> = BTreeMap::new();
    let mut current: Option<String> = None;
    for line in text.lines() {
        let starts_rule = line
            .split_once('=')
            .map(|(name, _)| name.trim_end())
            .filter(|name| {
                !name.is_empty()
                    && !line.starts_with(char::is_whitespace)
                    && name
                        .chars()
                        .all(|c| c.is_ascii_alphanumeric() || "+-_".contains(c))
            });
        if let Some(name) = starts_rule {
            assert!(!out.contains_key(name), "rule {name} defined twice");
            out.insert(name.to_string(), normalise(line));
            current = Some(name.to_string());
        } else if let Some(name) = &current
            && line.starts_with(char::is_whitespace)
            && !line.trim().is_empty()
        {
            let rule = out.get_mut(name).unwrap();
            rule.push(' ');
            rule.push_str(&normalise(line));
        } else {
            current = None;
        }
    }
    out
}

fn normalise(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The function name a production must have: lower case, `-` to `_`, `+` to
/// `_plus` (`gopher+_string` -> `gopher_plus_string`).
fn function_name(production: &str) -> String {
    production
        .to_lowercase()
        .replace('-', "_")
        .replace('+', "_plus")
}

/// Every quoted rule in `dir`: (rule text, function name, file).
fn quotes(dir: &Path) -> Vec<(String, String, String)> {
    let mut out = Vec::new();
    let mut files: Vec<_> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    for file in files {
        let text = fs::read_to_string(&file).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        let mut k = 0;
        while k < lines.len() {
            if lines[k].trim() == "/// ```bnf" {
                let mut rule = Vec::new();
                k += 1;
                while lines[k].trim() != "/// ```" {
                    rule.push(lines[k].trim().trim_start_matches("///"));
                    k += 1;
                }
                let function = lines[k..]
                    .iter()
                    .find(|l| l.contains("fn "))
                    .and_then(|l| l.split("fn ").nth(1))
                    .map(|rest| rest.split(['<', '(']).next().unwrap().to_string())
                    .unwrap_or_default();
                out.push((
                    normalise(&rule.join(" ")),
                    function,
                    file.display().to_string(),
                ));
            }
            k += 1;
        }
    }
    out
}

#[test]
fn every_production_has_exactly_one_combinator() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for (grammar, dir) in GRAMMARS {
        let rules = rules(&fs::read_to_string(root.join(grammar)).unwrap());
        let quotes = quotes(&root.join(dir));
        let mut problems = Vec::new();
        for (name, rule) in &rules {
            let matching: Vec<_> = quotes.iter().filter(|(q, _, _)| q == rule).collect();
            match matching.as_slice() {
                [] => problems.push(format!("{grammar}: no combinator quotes `{rule}`")),
                [(_, function, file)] if *function != function_name(name) => {
                    problems.push(format!(
                        "{file}: `{rule}` is quoted by fn {function}, expected fn {}",
                        function_name(name)
                    ))
                }
                [_] => {}
                many => problems.push(format!(
                    "{grammar}: `{rule}` is quoted {} times",
                    many.len()
                )),
            }
        }
        for (quote, function, file) in &quotes {
            if !rules.values().any(|r| r == quote) {
                problems.push(format!(
                    "{file}: fn {function} quotes `{quote}`, which {grammar} lacks"
                ));
            }
        }
        assert!(problems.is_empty(), "{}", problems.join("\n"));
        assert!(
            rules.len() >= 60,
            "{grammar}: only {} rules found",
            rules.len()
        );
    }
}

#[test]
fn rule_reader_sees_every_rfc1738_rule() {
    let text =
        fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("grammar/rfc1738.bnf"))
            .unwrap();
    let rules = rules(&text);
    assert_eq!(rules.len(), 67);
    assert_eq!(
        rules["gopherurl"],
        r#"gopherurl = "gopher://" hostport [ / [ gtype [ selector [ "%09" search [ "%09" gopher+_string ] ] ] ] ]"#
    );
    assert_eq!(function_name("gopher+_string"), "gopher_plus_string");
    assert_eq!(function_name("ip-schemepart"), "ip_schemepart");
}
