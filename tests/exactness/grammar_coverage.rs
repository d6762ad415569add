//! The grammar files are the source of truth: every production in them has
//! exactly one combinator whose doc comment quotes the rule verbatim
//! (whitespace-normalised) and whose name follows the production's name, and
//! no combinator quotes a rule the file lacks.

use std::collections::BTreeMap;
use std::fs;
use std::path::Path;

/// How a grammar file writes its rules.
#[derive(Clone, Copy)]
enum Syntax {
    /// RFC 1738: `name = definition` at the start of a line.
    Equals,
    /// RFC 1630: an indented `name<spaces>definition`, no `=`.
    Spaces,
    /// ABNF (RFC 3986): an indented `name = definition`, continued by the
    /// lines indented further (comments included, as printed).
    Abnf,
}

/// A grammar file (or one section of it, between `; <section>` marker
/// lines), and the source files that transcribe it: every `.rs` file under
/// `sources` except those in `except`.
struct Section {
    grammar: &'static str,
    section: Option<&'static str>,
    syntax: Syntax,
    sources: &'static str,
    except: &'static [&'static str],
    min_rules: usize,
}

const GRAMMARS: &[Section] = &[
    Section {
        grammar: "grammar/rfc1738.bnf",
        section: None,
        syntax: Syntax::Equals,
        sources: "src/rfc1738",
        except: &[],
        min_rules: 60,
    },
    Section {
        grammar: "grammar/rfc1630.bnf",
        section: Some("BNF of Generic URI Syntax"),
        syntax: Syntax::Spaces,
        sources: "src/rfc1630/generic.rs",
        except: &[],
        min_rules: 21,
    },
    Section {
        grammar: "grammar/rfc1630.bnf",
        section: Some("BNF for specific URL schemes"),
        syntax: Syntax::Spaces,
        sources: "src/rfc1630",
        except: &["src/rfc1630/generic.rs"],
        min_rules: 60,
    },
    Section {
        grammar: "grammar/rfc3986.abnf",
        section: None,
        syntax: Syntax::Abnf,
        sources: "src/rfc3986",
        except: &[],
        min_rules: 39,
    },
    Section {
        grammar: "grammar/rfc3987.abnf",
        section: None,
        syntax: Syntax::Abnf,
        sources: "src/rfc3987",
        except: &[],
        min_rules: 25,
    },
];

/// The lines of `section` in `text`: from its `; <section>` marker to the
/// next `; BNF ...` marker (the whole text when `section` is `None`).
fn section_text(text: &str, section: Option<&str>) -> String {
    let Some(name) = section else {
        return text.to_string();
    };
    let mut inside = false;
    let mut found = false;
    let mut out = String::new();
    for line in text.lines() {
        if let Some(marker) = line.strip_prefix("; ") {
            if marker == name {
                inside = true;
                found = true;
                continue;
            }
            if marker.starts_with("BNF ") {
                inside = false;
            }
        }
        if inside {
            out.push_str(line);
            out.push('\n');
        }
    }
    assert!(found, "no `; {name}` marker");
    out
}

fn rules_of(text: &str, syntax: Syntax) -> BTreeMap<String, String> {
    match syntax {
        Syntax::Equals => rules(text),
        Syntax::Spaces => rules_spaces(text),
        Syntax::Abnf => rules_abnf(text),
    }
}

/// The rules of an RFC 1630-style text: a line indented by at most 8
/// spaces that starts with a rule name, then (unless the definition is
/// empty, as for `void`) at least two spaces and the definition; continued
/// by lines indented by 20 or more. Unindented lines are prose.
fn rules_spaces(text: &str) -> BTreeMap<String, String> {
    let mut out: BTreeMap<String, String> = BTreeMap::new();
    let mut current: Option<String> = None;
    for line in text.lines() {
        let indent = line.len() - line.trim_start().len();
        let body = line.trim();
        let name = body.split_whitespace().next().unwrap_or("");
        let is_name = !name.is_empty()
            && name.starts_with(|c: char| c.is_ascii_alphabetic())
            && name
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || "+-_".contains(c));
        if (1..=8).contains(&indent) && is_name {
            let definition = body[name.len()..].trim_start();
            assert!(
                definition.is_empty() || body[name.len()..].starts_with("  "),
                "rule {name}: name and definition must be separated by two spaces"
            );
            assert!(!out.contains_key(name), "rule {name} defined twice");
            out.insert(name.to_string(), normalise(body));
            current = Some(name.to_string());
        } else if let Some(name) = &current
            && indent >= 20
            && !body.is_empty()
        {
            let rule = out.get_mut(name).unwrap();
            rule.push(' ');
            rule.push_str(&normalise(body));
        } else if !body.is_empty() {
            current = None;
        }
    }
    out
}

/// The rules of an ABNF file: a line `name = ...` after its indentation
/// starts a rule, and the lines indented further than it continue it.
/// Lines that start with `;` in the first column are the file's notes.
fn rules_abnf(text: &str) -> BTreeMap<String, String> {
    let mut out: BTreeMap<String, String> = BTreeMap::new();
    let mut current: Option<(String, usize)> = None;
    for line in text.lines() {
        let indent = line.len() - line.trim_start().len();
        let body = line.trim();
        let name = body
            .split_once('=')
            .map(|(name, _)| name.trim_end())
            .filter(|name| {
                !name.is_empty()
                    && !line.starts_with(';')
                    && name.starts_with(|c: char| c.is_ascii_alphabetic())
                    && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
            });
        if let Some(name) = name {
            assert!(!out.contains_key(name), "rule {name} defined twice");
            out.insert(name.to_string(), normalise(body));
            current = Some((name.to_string(), indent));
        } else if let Some((name, at)) = &current
            && indent > *at
            && !body.is_empty()
        {
            let rule = out.get_mut(name).unwrap();
            rule.push(' ');
            rule.push_str(&normalise(body));
        } else if !body.is_empty() || line.starts_with(';') {
            current = None;
        }
    }
    out
}

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

/// The `.rs` files at `path` (a file, or a directory searched recursively),
/// minus those under `except`.
fn source_files(root: &Path, path: &str, except: &[&str]) -> Vec<std::path::PathBuf> {
    let mut out = Vec::new();
    let mut todo = vec![root.join(path)];
    while let Some(p) = todo.pop() {
        if except.iter().any(|e| p == root.join(e)) {
            continue;
        }
        if p.is_dir() {
            todo.extend(fs::read_dir(&p).unwrap().map(|e| e.unwrap().path()));
        } else if p.extension().is_some_and(|e| e == "rs") {
            out.push(p);
        }
    }
    out.sort();
    out
}

/// Every quoted rule in `files`: (rule text, function name, file).
fn quotes(files: &[std::path::PathBuf]) -> Vec<(String, String, String)> {
    let mut out = Vec::new();
    for file in files {
        let text = fs::read_to_string(file).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        let mut k = 0;
        while k < lines.len() {
            if matches!(lines[k].trim(), "/// ```bnf" | "/// ```abnf") {
                let mut rule = Vec::new();
                k += 1;
                while lines[k].trim() != "/// ```" {
                    rule.push(lines[k].trim().trim_start_matches("///"));
                    k += 1;
                }
                // The item the quote documents: a function named after the
                // rule, or, for a character class, the `Table` constant
                // named after it (`PSEGMENT` for `psegment`).
                let item = lines[k + 1..]
                    .iter()
                    .map(|l| l.trim())
                    .find(|l| !l.starts_with("//") && !l.starts_with("#["))
                    .unwrap_or_default();
                let function = if let Some(rest) = item.split("const ").nth(1) {
                    rest.split(':').next().unwrap().to_ascii_lowercase()
                } else {
                    item.split("fn ")
                        .nth(1)
                        .map(|rest| rest.split(['<', '(']).next().unwrap().to_string())
                        .unwrap_or_default()
                };
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
    for s in GRAMMARS {
        let grammar = match s.section {
            Some(section) => format!("{} ({section})", s.grammar),
            None => s.grammar.to_string(),
        };
        let text = section_text(
            &fs::read_to_string(root.join(s.grammar)).unwrap(),
            s.section,
        );
        let rules = rules_of(&text, s.syntax);
        let files = source_files(root, s.sources, s.except);
        assert!(!files.is_empty(), "{grammar}: no sources at {}", s.sources);
        let quotes = quotes(&files);
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
            rules.len() >= s.min_rules,
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

#[test]
fn rule_reader_sees_every_rfc1630_rule() {
    let text =
        fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("grammar/rfc1630.bnf"))
            .unwrap();
    let generic = rules_spaces(&section_text(&text, Some("BNF of Generic URI Syntax")));
    let specific = rules_spaces(&section_text(&text, Some("BNF for specific URL schemes")));
    assert_eq!((generic.len(), specific.len()), (21, 64));
    assert_eq!(generic["void"], "void");
    assert_eq!(generic["xpalphas"], "xpalphas xpalpha [ xpalpha ]");
    assert_eq!(specific["xpalphas"], "xpalphas xpalpha [ xpalphas ]");
    assert_eq!(
        specific["httpaddress"],
        "httpaddress h t t p : / / hostport [ / path ] [ ? search ]"
    );
    assert_eq!(
        specific["prosperolink"],
        "prosperolink p r o s p e r o : / / hostport / hsoname [ % 0 0 version [ attributes ] ]"
    );
    assert!(!generic.contains_key("(end") && !specific.contains_key("url:"));
    // Prose lines (unindented) are not rules, even when they start with a word.
    assert!(!specific.contains_key("The"));
}
