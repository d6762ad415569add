//! The scan configuration: `urlbnf.toml` (or `.urlbnf.toml`), found upward
//! from each scanned file, or named with `--config`; and the inline markers
//! `urlbnf: ignore` and `urlbnf: ignore-next-line`.
//!
//! ```toml
//! grammar = "rfc1738"                  # the grammar, unless --grammar says
//! accept = ['^http://localhost[:/]']   # regexes: matching URLs are accepted
//! skip = ["vendor/**", "*.min.js"]     # globs, relative to this file's folder
//!
//! [codes]                              # per diagnostic code: off, warning, error
//! "urlbnf::char::unsafe" = "warning"
//! "urlbnf::scan::hyphen-break" = "off"
//! ```

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use globset::{Glob, GlobSet, GlobSetBuilder};
use miette::Severity;
use regex::RegexSet;
use serde::Deserialize;
use urlbnf::Grammar;

/// The file names looked for, in each folder from a document's upward.
pub(crate) const FILE_NAMES: [&str; 2] = ["urlbnf.toml", ".urlbnf.toml"];

/// What a configuration does with a diagnostic code.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub(crate) enum Level {
    /// The finding is dropped.
    Off,
    /// The finding is a warning (fails the run only with `--deny-warnings`).
    Warning,
    /// The finding is an error.
    Error,
}

/// The file as written.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    grammar: Option<String>,
    #[serde(default)]
    accept: Vec<String>,
    #[serde(default)]
    skip: Vec<String>,
    #[serde(default)]
    codes: HashMap<String, Level>,
}

/// A loaded configuration.
#[derive(Debug)]
pub(crate) struct Config {
    /// The file it came from.
    pub(crate) path: PathBuf,
    pub(crate) grammar: Option<Grammar>,
    accept: RegexSet,
    skip: GlobSet,
    codes: HashMap<String, Level>,
}

impl Config {
    /// Reads and checks the file at `path`; the error names the file and
    /// what is wrong in it (an unknown key, a bad regex, glob, level or
    /// grammar).
    pub(crate) fn load(path: &Path) -> Result<Config, String> {
        let shown = path.display();
        let text = std::fs::read_to_string(path).map_err(|e| format!("{shown}: {e}"))?;
        let file: File = toml::from_str(&text).map_err(|e| format!("{shown}: {e}"))?;
        let grammar = file
            .grammar
            .map(|g| g.parse::<Grammar>().map_err(|e| format!("{shown}: {e}")))
            .transpose()?;
        let accept = RegexSet::new(&file.accept).map_err(|e| format!("{shown}: `accept`: {e}"))?;
        let mut skip = GlobSetBuilder::new();
        for g in &file.skip {
            skip.add(Glob::new(g).map_err(|e| format!("{shown}: `skip`: {e}"))?);
        }
        let skip = skip.build().map_err(|e| format!("{shown}: `skip`: {e}"))?;
        for code in file.codes.keys() {
            if !is_code(code) {
                return Err(format!(
                    "{shown}: `codes`: `{code}` is not a diagnostic code (`urlbnf::group::name`)"
                ));
            }
        }
        Ok(Config {
            path: path.to_path_buf(),
            grammar,
            accept,
            skip,
            codes: file.codes,
        })
    }

    /// Whether the configuration skips the file at `path` (its globs match
    /// the path relative to the configuration's folder, or its file name).
    pub(crate) fn skips(&self, path: &Path) -> bool {
        let dir = self.path.parent().unwrap_or(Path::new(""));
        let abs = path.canonicalize().unwrap_or_else(|_| path.to_path_buf());
        let rel = abs.strip_prefix(dir).unwrap_or(path);
        self.skip.is_match(rel) || path.file_name().is_some_and(|n| self.skip.is_match(n))
    }

    /// Whether `url` matches an `accept` pattern.
    pub(crate) fn accepts(&self, url: &str) -> bool {
        self.accept.is_match(url)
    }

    /// The severity a finding of `code` gets, or `None` when it is off.
    pub(crate) fn severity(&self, code: &str, severity: Severity) -> Option<Severity> {
        match self.codes.get(code) {
            None => Some(severity),
            Some(Level::Off) => None,
            Some(Level::Warning) => Some(Severity::Warning),
            Some(Level::Error) => Some(Severity::Error),
        }
    }
}

/// `urlbnf::group::name`: lower-case words with `-`.
fn is_code(code: &str) -> bool {
    let mut parts = code.split("::");
    parts.next() == Some("urlbnf")
        && parts.clone().count() == 2
        && parts.all(|p| {
            !p.is_empty()
                && p.bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
        })
}

/// Where the configuration of each document comes from.
pub(crate) enum Source {
    /// `--no-config`.
    None,
    /// `--config FILE`, for every document.
    Fixed(Option<std::sync::Arc<Config>>),
    /// The nearest file upward from each document, loaded once per folder.
    Upward(Mutex<HashMap<PathBuf, Option<std::sync::Arc<Config>>>>),
}

impl Source {
    /// The configuration for a document in `dir` (the working directory for
    /// stdin).
    pub(crate) fn for_dir(&self, dir: &Path) -> Result<Option<std::sync::Arc<Config>>, String> {
        match self {
            Source::None => Ok(None),
            Source::Fixed(c) => Ok(c.clone()),
            Source::Upward(cache) => {
                let dir = dir.canonicalize().unwrap_or_else(|_| dir.to_path_buf());
                // Each folder is looked at once; a poisoned lock (a panic
                // elsewhere) still holds a usable map.
                let mut cache = cache.lock().unwrap_or_else(|e| e.into_inner());
                let mut pending = Vec::new();
                let mut found = None;
                for d in dir.ancestors() {
                    if let Some(c) = cache.get(d) {
                        found = c.clone();
                        break;
                    }
                    pending.push(d.to_path_buf());
                    if let Some(path) = FILE_NAMES.iter().map(|n| d.join(n)).find(|p| p.is_file()) {
                        found = Some(std::sync::Arc::new(Config::load(&path)?));
                        break;
                    }
                }
                for d in pending {
                    cache.insert(d, found.clone());
                }
                Ok(found)
            }
        }
    }
}

/// Why a URL is not reported, when it is not.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Suppression {
    /// An `accept` pattern of the configuration matched it.
    Config,
    /// An inline marker on its line or the line before.
    Inline,
}

impl Suppression {
    /// The JSON and SARIF name.
    pub(crate) fn name(self) -> &'static str {
        match self {
            Suppression::Config => "config",
            Suppression::Inline => "inline",
        }
    }
}

/// The inline markers of a document's lines (`urlbnf: ignore` on a URL's
/// line, `urlbnf: ignore-next-line` on the line before it), each line
/// searched once however many URLs it holds: a line of 100,000 URLs read
/// again for each of them was quadratic.
#[derive(Debug, Default)]
pub(crate) struct Markers {
    /// The document offset of the window the line below is in: a window
    /// (a streamed block) starts a line of its own.
    base: Option<usize>,
    /// The last line asked about, in the window, and whether it is marked.
    line: std::ops::Range<usize>,
    ignored: bool,
}

impl Markers {
    /// Whether the line of `bytes` (the window of a document that starts at
    /// document offset `base`) holding `offset` says `urlbnf: ignore`, or the
    /// line before it `urlbnf: ignore-next-line`. Offsets asked in order
    /// cost one pass over the window.
    pub(crate) fn marked(&mut self, bytes: &[u8], base: usize, offset: usize) -> bool {
        let offset = offset.min(bytes.len());
        let same_window = self.base == Some(base);
        if same_window && self.line.start <= offset && offset <= self.line.end {
            return self.ignored;
        }
        // The line start: after the last line break before `offset`, looked
        // for after the last line asked about when that line is earlier.
        let floor = match same_window && self.line.end <= offset {
            true => self.line.end,
            false => 0,
        };
        let start = memchr::memrchr(b'\n', &bytes[floor..offset]).map_or(floor, |k| floor + k + 1);
        let end = memchr::memchr(b'\n', &bytes[offset..]).map_or(bytes.len(), |k| offset + k);
        self.base = Some(base);
        self.line = start..end;
        self.ignored = line_marked(bytes, start, end);
        self.ignored
    }
}

/// Whether the line `bytes[start..end]` says `urlbnf: ignore`, or the line
/// before it `urlbnf: ignore-next-line`.
fn line_marked(bytes: &[u8], start: usize, end: usize) -> bool {
    let has = |line: &[u8], marker: &[u8]| {
        memchr::memmem::find_iter(line, marker).any(|k| {
            // `urlbnf: ignore` but not `urlbnf: ignore-next-line`.
            let after = line.get(k + marker.len());
            !(marker == b"urlbnf: ignore" && after == Some(&b'-'))
        })
    };
    if has(&bytes[start..end], b"urlbnf: ignore") {
        return true;
    }
    if start == 0 {
        return false;
    }
    let prev = memchr::memrchr(b'\n', &bytes[..start - 1]).map_or(0, |k| k + 1);
    has(&bytes[prev..start - 1], b"urlbnf: ignore-next-line")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markers() {
        let doc =
            b"a http://h/ # urlbnf: ignore\nb urlbnf: ignore-next-line\nc http://h/\nd http://h/\n";
        let at = |needle: &str, nth: usize| {
            memchr::memmem::find_iter(doc, needle.as_bytes())
                .nth(nth)
                .unwrap()
        };
        let marked = |offset| Markers::default().marked(doc, 0, offset);
        assert!(marked(at("http", 0)));
        assert!(marked(at("http", 1)));
        assert!(!marked(at("http", 2)));
        // The marker's own line is not ignored by `ignore-next-line`.
        assert!(!marked(at("b urlbnf", 0)));
        // Asked in order, of one set of markers: the same answers.
        let mut markers = Markers::default();
        let each: Vec<bool> = (0..doc.len()).map(|k| markers.marked(doc, 0, k)).collect();
        let fresh: Vec<bool> = (0..doc.len()).map(marked).collect();
        assert_eq!(each, fresh);
        // A window of its own starts a line.
        assert!(!markers.marked(&doc[30..], 30, 6));
    }

    #[test]
    fn codes() {
        assert!(is_code("urlbnf::char::unsafe"));
        assert!(is_code("urlbnf::scan::hyphen-break"));
        for bad in [
            "char::unsafe",
            "urlbnf::char",
            "urlbnf::Char::x",
            "urlbnf::a::b::c",
            "urlbnf::::x",
        ] {
            assert!(!is_code(bad), "{bad}");
        }
    }
}
