//! SARIF 2.1.0: results, rules, regions and artifact locations.

use std::path::Path;

use miette::Severity;
use serde_json::{Value, json};

use super::super::config::Suppression;
use super::record::{Item, Located};

/// A file's SARIF `artifactLocation`: its path relative to `root` under
/// `%SRCROOT%` when inside it, else an absolute `file://` URI (a file
/// outside the repository, or a repository that does not enclose the
/// working directory); `/` separators, percent-encoded as a URI needs.
pub(super) fn artifact_location(path: &Path, root: Option<&Path>) -> Value {
    let abs = path.canonicalize().unwrap_or_else(|_| path.to_path_buf());
    match root.and_then(|r| abs.strip_prefix(r).ok()) {
        Some(rel) => json!({ "uri": uri_path(rel), "uriBaseId": "%SRCROOT%" }),
        None if abs.is_absolute() => json!({ "uri": file_uri(&abs) }),
        None => json!({ "uri": uri_path(path), "uriBaseId": "%SRCROOT%" }),
    }
}

/// An absolute path as a `file://` URI (`file:///C:/...` on Windows).
pub(super) fn file_uri(abs: &Path) -> String {
    let path = uri_path(abs);
    if path.starts_with('/') {
        format!("file://{path}")
    } else {
        format!("file:///{path}")
    }
}

/// A path as the path of a URI: `/` separators, and every byte but
/// letters, digits and `-._~/` percent-encoded.
pub(super) fn uri_path(path: &Path) -> String {
    let text = path.to_string_lossy().replace('\\', "/");
    let mut out = String::with_capacity(text.len());
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() || b"-._~/".contains(&b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

pub(super) fn sarif_level(s: Severity) -> &'static str {
    match s {
        Severity::Error => "error",
        Severity::Warning => "warning",
        Severity::Advice => "note",
    }
}

pub(super) fn region(at: &Located<'_, '_>, span: std::ops::Range<usize>) -> Value {
    let (start_line, start_column) = at.position(span.start);
    let (end_line, end_column) = at.position(span.end);
    json!({
        "startLine": start_line,
        "startColumn": start_column,
        "endLine": end_line,
        "endColumn": end_column,
        "byteOffset": span.start,
        "byteLength": span.len(),
    })
}

/// The code of the result that lists a valid URL (`--all`).
pub(super) const FOUND_CODE: &str = "urlbnf::scan::found";

pub(super) fn sarif_results(
    results: &mut Vec<Value>,
    uri: &Value,
    at: &Located<'_, '_>,
    items: &[Item],
    fix: Option<&str>,
    suppressed: Option<(Suppression, String)>,
) {
    // SARIF `suppressions`: `external` for the configuration's `accept`,
    // `inSource` for an inline marker.
    let suppressions = suppressed.map(|(s, justification)| {
        json!([{
            "kind": match s {
                Suppression::Config => "external",
                Suppression::Inline => "inSource",
            },
            "status": "accepted",
            "justification": justification,
        }])
    });
    let f = at.found;
    let location = |span: std::ops::Range<usize>| {
        json!([{
            "physicalLocation": {
                "artifactLocation": uri,
                "region": region(at, span),
            }
        }])
    };
    if items.is_empty() {
        let mut result = json!({
            "ruleId": FOUND_CODE,
            "level": "none",
            "message": { "text": format!("valid URL `{}`", excerpt(f.text())) },
            "locations": location(f.span()),
        });
        if let Some(s) = &suppressions {
            result["suppressions"] = s.clone();
        }
        results.push(result);
        return;
    }
    for (k, item) in items.iter().enumerate() {
        let mut result = json!({
            "ruleId": item.code.as_str(),
            "level": sarif_level(item.severity),
            "message": { "text": format!("{} (in `{}`)", item.message, excerpt(f.text())) },
            "locations": location(item.span()),
            "properties": { "help": item.help, "helpUri": item.url, "rule": item.rule },
        });
        if let Some(s) = &suppressions {
            result["suppressions"] = s.clone();
        }
        if k == 0
            && let Some(fix) = fix
        {
            result["fixes"] = json!([{
                "description": { "text": format!("replace the URL with `{}`", excerpt(fix)) },
                "artifactChanges": [{
                    "artifactLocation": uri,
                    "replacements": [{
                        "deletedRegion": region(at, f.span()),
                        "insertedContent": { "text": fix },
                    }],
                }],
            }]);
        }
        results.push(result);
    }
}

/// A URL as a message quotes it: whole up to 200 bytes, else its first 200
/// bytes (to a character boundary) and `...`, so that the findings of one
/// long URL do not each repeat it.
pub(super) fn excerpt(url: &str) -> std::borrow::Cow<'_, str> {
    const MAX: usize = 200;
    if url.len() <= MAX {
        return url.into();
    }
    let mut end = MAX;
    while !url.is_char_boundary(end) {
        end -= 1;
    }
    format!("{}...", &url[..end]).into()
}

/// The SARIF log of all results: one run, its rules the codes that occur
/// (in order of first occurrence), each result pointing at its rule.
pub(super) fn sarif_log(mut results: Vec<Value>, root: Option<&Path>) -> Value {
    let mut rules: Vec<Value> = Vec::new();
    let mut ids: Vec<String> = Vec::new();
    for r in &mut results {
        let id = r["ruleId"].as_str().unwrap_or_default().to_owned();
        let props = r.as_object_mut().and_then(|o| o.remove("properties"));
        let index = match ids.iter().position(|i| *i == id) {
            Some(k) => k,
            None => {
                let help = props
                    .as_ref()
                    .and_then(|p| p["help"].as_str())
                    .unwrap_or("See the RFC section linked.");
                let mut rule = json!({
                    "id": id,
                    "shortDescription": { "text": props.as_ref().and_then(|p| p["rule"].as_str()).unwrap_or("a valid URL (listed with --all)") },
                    "help": { "text": help },
                });
                if let Some(u) = props.as_ref().and_then(|p| p["helpUri"].as_str()) {
                    rule["helpUri"] = json!(u);
                }
                rules.push(rule);
                ids.push(id);
                ids.len() - 1
            }
        };
        r["ruleIndex"] = json!(index);
    }
    // `%SRCROOT%` is named when a location uses it.
    let uses_root = results.iter().any(|r| {
        r["locations"][0]["physicalLocation"]["artifactLocation"]["uriBaseId"] == "%SRCROOT%"
    });
    let mut run = json!({
        "tool": { "driver": {
            "name": "urlbnf",
            "version": env!("CARGO_PKG_VERSION"),
            "informationUri": "https://www.rfc-editor.org/rfc/rfc1738",
            "rules": rules,
        }},
        "columnKind": "unicodeCodePoints",
        "results": results,
    });
    if let (true, Some(root)) = (uses_root, root) {
        let mut uri = file_uri(root);
        if !uri.ends_with('/') {
            uri.push('/');
        }
        run["originalUriBaseIds"] = json!({ "%SRCROOT%": { "uri": uri } });
    }
    json!({
        "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
        "version": "2.1.0",
        "runs": [run],
    })
}
