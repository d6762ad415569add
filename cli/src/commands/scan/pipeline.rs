//! Scanning documents: in parallel batches, in input order; each one's
//! configuration and syntax; each URL found diagnosed, filtered by the
//! configuration and suppressions, counted and written.

use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};

use serde_json::{Value, json};

use super::super::config::{self, Config, Suppression};
use super::record::{Located, diagnosis, human_report, items, json_record};
use super::sarif::{artifact_location, sarif_results};
use super::walk::{open, read_full};
use super::{Format, Input, Outcome, Settings};
use miette::Severity;
use urlbnf::Diagnosis;
use urlbnf::scan::{Syntax, scan_reader_as};

pub(super) fn scan_one(input: &Input, settings: &Settings, out: &mut dyn Write) -> Outcome {
    let name = input.name();
    let mut o = Outcome::default();
    let dir = match input {
        Input::Stdin => PathBuf::from("."),
        Input::File(path, _) => path
            .parent()
            .filter(|p| !p.as_os_str().is_empty())
            .map_or_else(|| PathBuf::from("."), Path::to_path_buf),
    };
    let config = match settings.config.for_dir(&dir) {
        Ok(c) => c,
        Err(e) => {
            o.error = Some(e);
            return o;
        }
    };
    let config = config.as_deref();
    // A folder's configuration skips files found by walking it; a file
    // named on the command line is always scanned.
    if let (Input::File(path, true), Some(c)) = (input, config)
        && c.skips(path)
    {
        return o;
    }
    let result = match input {
        Input::Stdin => {
            let syntax = settings.syntax.unwrap_or_default();
            scan_doc(
                io::stdin().lock(),
                &name,
                None,
                settings,
                Reading { config, syntax },
                &mut o,
                out,
            )
        }
        Input::File(path, walked) => match open(path, settings.search_zip) {
            Ok(mut f) => {
                let mut head = vec![0; 8192];
                let n = read_full(&mut f, &mut head);
                match n {
                    Ok(n) => {
                        head.truncate(n);
                        if *walked && !settings.binary && memchr::memchr(0, &head).is_some() {
                            return o; // binary, skipped as ripgrep does
                        }
                        let uri = artifact_location(path, settings.root.as_deref());
                        // The name without a compression suffix says what
                        // the contents are (`index.html.gz`).
                        let inner = if settings.search_zip {
                            name.trim_end_matches(".gz")
                                .trim_end_matches(".bz2")
                                .trim_end_matches(".xz")
                        } else {
                            &name
                        };
                        let syntax = settings
                            .syntax
                            .unwrap_or_else(|| Syntax::sniff(inner, &head));
                        scan_doc(
                            io::Cursor::new(head).chain(f),
                            &name,
                            Some(uri),
                            settings,
                            Reading { config, syntax },
                            &mut o,
                            out,
                        )
                    }
                    Err(e) => Err(e),
                }
            }
            Err(e) => Err(e),
        },
    };
    match result {
        Ok(()) => o.scanned = true,
        Err(e) => {
            o.error = Some(format!("{name}: {e}"));
        }
    }
    o
}

/// How one document is read: its configuration and its syntax.
#[derive(Clone, Copy)]
pub(super) struct Reading<'c> {
    config: Option<&'c Config>,
    syntax: Syntax,
}

pub(super) fn scan_doc<R: Read>(
    reader: R,
    name: &str,
    uri: Option<Value>,
    settings: &Settings,
    reading: Reading<'_>,
    o: &mut Outcome,
    out: &mut dyn Write,
) -> io::Result<()> {
    let Reading { config, syntax } = reading;
    let uri = uri.unwrap_or_else(|| json!({ "uri": "-", "uriBaseId": "%SRCROOT%" }));
    let grammar = settings
        .grammar
        .or(config.and_then(|c| c.grammar))
        .unwrap_or_default();
    let mut markers = config::Markers::default();
    scan_reader_as(reader, grammar, syntax, |found, cx| {
        o.urls += 1;
        let valid = found.is_valid();
        let (diagnosis, fix) = diagnosis(found, syntax);
        let mut items = items(found, diagnosis.as_ref(), fix.as_deref());
        if let Some(c) = config {
            items.retain_mut(|i| match c.severity(i.code.as_str(), i.severity) {
                Some(s) => {
                    i.severity = s;
                    true
                }
                None => false,
            });
        }
        let suppressed = if config.is_some_and(|c| c.accepts(found.text())) {
            Some(Suppression::Config)
        } else if markers.marked(cx.bytes(), cx.base(), found.span().start - cx.base()) {
            Some(Suppression::Inline)
        } else {
            None
        };
        let failing = items.iter().any(|i| i.severity == Severity::Error);
        let warned = !failing && items.iter().any(|i| i.severity == Severity::Warning);
        if suppressed.is_none() {
            if failing {
                o.invalid += 1;
            } else if warned {
                o.warned += 1;
            }
        }
        let reported = suppressed.is_none() && !items.is_empty();
        if !reported && !settings.all {
            return Ok(());
        }
        let at = Located { found, cx };
        let omitted = diagnosis.as_ref().map_or(0, Diagnosis::omitted);
        match settings.format {
            Format::Json => json_record(out, name, &at, &items, omitted, suppressed),
            Format::Human if reported => {
                human_report(out, name, &at, &items, omitted, settings.color)
            }
            Format::Human => writeln!(
                out,
                "{name}:{}:{}: {}: {}{}",
                found.line(),
                found.column(),
                if valid { "valid" } else { "invalid" },
                found.text(),
                match suppressed {
                    Some(Suppression::Config) => " (accepted by the configuration)",
                    Some(Suppression::Inline) => " (ignored by an inline marker)",
                    None => "",
                }
            ),
            Format::Sarif => {
                let fix = fix.as_deref();
                let justification = suppressed.map(|s| match (s, config) {
                    (Suppression::Config, Some(c)) => {
                        (s, format!("accepted by {}", c.path.display()))
                    }
                    _ => (s, "an inline `urlbnf: ignore` marker".to_owned()),
                });
                sarif_results(&mut o.sarif, &uri, &at, &items, fix, justification);
                Ok(())
            }
        }
    })
}
