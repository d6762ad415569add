//! The documents name what exists: every file path and every
//! `module::item` path that the README or a document in `docs/` names in
//! code quotes or links is in the repository (the "Tried and not kept"
//! sections, about code that is gone, aside).

use std::path::{Path, PathBuf};

/// The top folders and files a path in a document may start with.
const ROOTS: &[&str] = &[
    "src/",
    "tests/",
    "docs/",
    "grammar/",
    "cli/",
    "python/",
    "scripts/",
    "benches/",
    "fuzz/",
    "testkit/",
    "editors/",
    "snapshots/",
    "examples/",
    ".ci/",
];

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Folders that tools create as they run (`cargo fuzz`), named in the
/// documents but not in the repository.
const GENERATED: &[&str] = &["fuzz/corpus", "fuzz/artifacts", "target/"];

/// The README and every Markdown file of `docs/`, each with its text.
fn documents() -> Vec<(PathBuf, String)> {
    let mut out = vec![root().join("README.md")];
    for entry in std::fs::read_dir(root().join("docs")).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "md") {
            out.push(path);
        }
    }
    out.sort();
    out.into_iter()
        .map(|p| {
            let text = std::fs::read_to_string(&p).unwrap();
            (p, text)
        })
        .collect()
}

/// The text of a document without its "Tried and not kept" sections and
/// without its fenced code blocks (commands and their output, examples).
fn checked_text(text: &str) -> String {
    let mut out = String::new();
    let (mut skip_level, mut fence) = (None::<usize>, false);
    for line in text.lines() {
        if line.starts_with("```") {
            fence = !fence;
            continue;
        }
        if fence {
            continue;
        }
        let level = line.chars().take_while(|&c| c == '#').count();
        if level > 0 && line[level..].starts_with(' ') {
            if skip_level.is_some_and(|l| level <= l) {
                skip_level = None;
            }
            if line.to_ascii_lowercase().contains("tried and not kept") {
                skip_level = Some(level);
            }
        }
        if skip_level.is_none() {
            out.push_str(line);
            out.push('\n');
        }
    }
    out
}

/// Each `code span` and each link target of a Markdown text.
fn quoted(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for (k, part) in text.split('`').enumerate() {
        if k % 2 == 1 && !part.contains(' ') {
            out.push(part.to_string());
        }
    }
    let mut rest = text;
    while let Some(k) = rest.find("](") {
        rest = &rest[k + 2..];
        if let Some(end) = rest.find(')') {
            out.push(rest[..end].to_string());
        }
    }
    out
}

/// The file a quoted path names, relative to the document or to the root;
/// `None` when the quote is no path of the repository.
fn named_file(doc: &Path, quote: &str) -> Option<PathBuf> {
    if quote.contains("://") || quote.starts_with('#') || quote.starts_with("mailto:") {
        return None;
    }
    // `path:line`, `path#anchor`, and the `(...)` of a sentence end.
    let path = quote
        .split(['#', ':'])
        .next()?
        .trim_end_matches([',', '.', ';']);
    let relative = doc.parent()?.join(path);
    if path.starts_with("../") || (path.ends_with(".md") && !path.contains('/')) {
        return Some(relative);
    }
    if ROOTS.iter().any(|r| path.starts_with(r))
        || matches!(path, "README.md" | "CHANGELOG.md" | "Cargo.toml")
    {
        if path.contains('*')
            || path.contains('{')
            || path.contains('<')
            || GENERATED.iter().any(|g| path.starts_with(g))
        {
            return None;
        }
        return Some(root().join(path));
    }
    None
}

#[test]
fn every_named_file_exists() {
    let mut missing = Vec::new();
    let mut checked = 0;
    for (doc, text) in documents() {
        for quote in quoted(&checked_text(&text)) {
            if let Some(file) = named_file(&doc, &quote) {
                checked += 1;
                if !file.exists() {
                    missing.push(format!("{}: `{quote}`", doc.display()));
                }
            }
        }
    }
    assert!(checked > 50, "only {checked} paths read");
    assert!(
        missing.is_empty(),
        "named but missing:\n{}",
        missing.join("\n")
    );
}

/// The Rust source files of the library's module `path` (`accel::text`:
/// `src/accel/text.rs`), if it is one.
fn module_file(path: &[&str]) -> Option<PathBuf> {
    let base = root().join("src").join(path.join("/"));
    [base.with_extension("rs"), base.join("mod.rs")]
        .into_iter()
        .find(|p| p.exists())
}

/// Whether `word` stands in `text` as a whole word.
fn has_word(text: &str, word: &str) -> bool {
    text.match_indices(word).any(|(k, _)| {
        let before = text[..k].chars().next_back();
        let after = text[k + word.len()..].chars().next();
        let ident = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_');
        !ident(before) && !ident(after)
    })
}

#[test]
fn every_named_item_exists() {
    let top: Vec<String> = std::fs::read_dir(root().join("src"))
        .unwrap()
        .map(|e| {
            let p = e.unwrap().path();
            p.file_stem().unwrap().to_string_lossy().into_owned()
        })
        .collect();
    let mut missing = Vec::new();
    let mut checked = 0;
    for (doc, text) in documents() {
        for quote in quoted(&checked_text(&text)) {
            let quote = quote.trim_start_matches("urlbnf::").trim_end_matches("()");
            let parts: Vec<&str> = quote.split("::").collect();
            if parts.len() < 2
                || !top.iter().any(|t| t == parts[0])
                || !parts
                    .iter()
                    .all(|p| !p.is_empty() && p.chars().all(|c| c.is_alphanumeric() || c == '_'))
            {
                continue;
            }
            // The longest prefix that is a module; the rest names an item
            // in it (or, for a type's method, in its module).
            let Some(k) = (1..=parts.len())
                .rev()
                .find(|&k| module_file(&parts[..k]).is_some())
            else {
                continue;
            };
            // `core::fmt` and the like are the standard library's.
            if k == 1 && parts[0] == "core" {
                continue;
            }
            checked += 1;
            if k == parts.len() {
                continue;
            }
            // The module's file, and for a folder every file below it (a
            // type is often defined in a submodule and re-exported, or
            // generated into `generated/`).
            let file = module_file(&parts[..k]).unwrap();
            let mut files = vec![file.clone()];
            if file.ends_with("mod.rs") {
                files.clear();
                let mut dirs = vec![file.parent().unwrap().to_path_buf()];
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
            }
            let item = parts[parts.len() - 1];
            let found = files
                .iter()
                .any(|f| has_word(&std::fs::read_to_string(f).unwrap(), item));
            if !found {
                missing.push(format!(
                    "{}: `{quote}` ({} has no `{item}`)",
                    doc.display(),
                    file.display()
                ));
            }
        }
    }
    assert!(checked > 20, "only {checked} items read");
    assert!(
        missing.is_empty(),
        "named but missing:\n{}",
        missing.join("\n")
    );
}

/// The history of attempts lives in one place: one "Tried and not kept"
/// section, a table, in docs/performance.md.
#[test]
fn one_tried_and_not_kept_table() {
    let mut sections = Vec::new();
    for (doc, text) in documents() {
        for (i, line) in text.lines().enumerate() {
            if line.starts_with('#') && line.to_ascii_lowercase().contains("tried and not kept") {
                sections.push(format!("{}:{}", doc.display(), i + 1));
                let rest: Vec<&str> = text.lines().skip(i + 1).collect();
                let rows = rest
                    .iter()
                    .take_while(|l| !l.starts_with('#'))
                    .filter(|l| l.starts_with("| "))
                    .count();
                assert!(rows > 10, "{}: the section holds a table", doc.display());
            }
        }
    }
    assert_eq!(sections.len(), 1, "{sections:?}");
    assert!(sections[0].contains("performance.md"), "{sections:?}");
}
