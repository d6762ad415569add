//! The server's settings, from `initializationOptions` and
//! `workspace/didChangeConfiguration`: either at the top level of the value
//! or under a `urlbnf` key (as editors send a settings section).

use serde_json::Value;
use urlbnf::Grammar;

/// How long edits are left to settle before a document is scanned again.
pub(crate) const DEFAULT_DEBOUNCE_MS: u64 = 75;

#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Settings {
    /// The grammar; `None`: the `urlbnf.toml`'s, else RFC 1738.
    pub(crate) grammar: Option<Grammar>,
    /// Whether warnings and notes are published, or errors only.
    pub(crate) warnings: bool,
    /// Whether the `urlbnf.toml` found upward from each document is read.
    pub(crate) config: bool,
    /// Milliseconds between the last edit and the scan.
    pub(crate) debounce_ms: u64,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            grammar: None,
            warnings: true,
            config: true,
            debounce_ms: DEFAULT_DEBOUNCE_MS,
        }
    }
}

impl Settings {
    /// These settings with the keys present in `value` applied; the
    /// problems (a wrong type, an unknown grammar) are returned to be shown,
    /// and those keys keep their value.
    pub(crate) fn updated(&self, value: &Value) -> (Settings, Vec<String>) {
        let mut s = self.clone();
        let mut problems = Vec::new();
        let value = match value.get("urlbnf") {
            Some(v) if v.is_object() => v,
            _ => value,
        };
        let Some(map) = value.as_object() else {
            if !value.is_null() {
                problems.push("settings: expected an object".to_owned());
            }
            return (s, problems);
        };
        for (key, v) in map {
            match (key.as_str(), v) {
                ("grammar", Value::Null) => s.grammar = None,
                ("grammar", Value::String(g)) => match g.parse::<Grammar>() {
                    Ok(g) => s.grammar = Some(g),
                    Err(e) => problems.push(format!("settings: `grammar`: {e}")),
                },
                ("warnings", Value::Bool(b)) => s.warnings = *b,
                ("config", Value::Bool(b)) => s.config = *b,
                ("debounceMs", v) if v.as_u64().is_some_and(|n| n <= 10_000) => {
                    s.debounce_ms = v.as_u64().unwrap_or(DEFAULT_DEBOUNCE_MS);
                }
                ("grammar" | "warnings" | "config" | "debounceMs", v) => {
                    problems.push(format!("settings: `{key}`: unexpected value {v}"));
                }
                // Other keys belong to the editor's side (the command's
                // path, say) and are not the server's to judge.
                _ => {}
            }
        }
        (s, problems)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn read_from_either_level() {
        let base = Settings::default();
        let (s, p) = base.updated(&json!({ "grammar": "RFC1630", "warnings": false }));
        assert!(p.is_empty());
        assert_eq!(s.grammar, Some(Grammar::Rfc1630));
        assert!(!s.warnings);
        let (s, p) = base.updated(&json!({ "urlbnf": { "grammar": "rfc1738", "debounceMs": 0 } }));
        assert!(p.is_empty());
        assert_eq!((s.grammar, s.debounce_ms), (Some(Grammar::Rfc1738), 0));
        let (s, p) = base.updated(&json!({ "grammar": "rfc2396", "warnings": "no" }));
        assert_eq!(p.len(), 2);
        assert_eq!(s, base);
        let (s, p) = base.updated(&json!({ "grammar": "rfc3987" }));
        assert!(p.is_empty());
        assert_eq!(s.grammar, Some(Grammar::Rfc3987));
        assert_eq!(base.updated(&Value::Null), (base.clone(), vec![]));
    }
}
