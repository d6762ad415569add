//! `urlbnf scan`: find the URLs in documents and report them where they
//! stand, as a linter: miette reports over the document's own lines, JSON
//! Lines, or SARIF 2.1.0.

use std::fs::File;
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};

use clap::ValueEnum;
use miette::Severity;
use rayon::prelude::*;
use serde_json::{Value, json};

use super::config::{self, Config, Source, Suppression};
use super::{GrammarArg, json};
use urlbnf::report::Drawing;
use urlbnf::scan::{Context, Found, Syntax, scan_reader_as};
use urlbnf::{Code, Diagnosis, Finding, Grammar, Style, WarningKind};

/// Reports are wrapped at this width, so that output is the same everywhere.
const WIDTH: usize = 80;

/// Files scanned in parallel before their output is written, in input order.
const BATCH: usize = 64;

/// Find the URLs in documents, as RFC 1738's appendix describes them in
/// context (`<URL:...>`, `<scheme:...>`, bare URLs of the grammar's
/// schemes and of any scheme written with `//`), and check each one. A
/// `urlbnf.toml` found upward from each file can accept URLs, skip files
/// and turn codes off; `urlbnf: ignore` on a line silences its URL.
#[derive(clap::Args)]
pub(crate) struct Args {
    /// The grammar to check against (and whose schemes are found bare):
    /// this flag, else the configuration's `grammar`, else rfc1738.
    #[arg(long, value_enum)]
    grammar: Option<GrammarArg>,
    /// Use this configuration file for every document, instead of the
    /// `urlbnf.toml` (or `.urlbnf.toml`) found upward from each one.
    #[arg(long, value_name = "FILE", conflicts_with = "no_config")]
    config: Option<PathBuf>,
    /// Use no configuration file.
    #[arg(long)]
    no_config: bool,
    /// Output format: reports for people, JSON Lines, or SARIF 2.1.0.
    #[arg(long, value_enum, default_value_t = Format::Human)]
    format: Format,
    /// List valid URLs too (one line each in human output).
    #[arg(long)]
    all: bool,
    /// Count warnings as failures for the exit status.
    #[arg(long)]
    deny_warnings: bool,
    /// Scan hidden files and directories too.
    #[arg(long)]
    hidden: bool,
    /// Do not skip what `.gitignore`, `.ignore` and git's excludes name.
    #[arg(long)]
    no_ignore: bool,
    /// Scan binary files (with a NUL byte in their first 8 KiB) found in
    /// directories too (files named on the command line always are).
    #[arg(long)]
    binary: bool,
    /// How to read each document: as text, Markdown, HTML or XML (HTML and
    /// XML: character references decoded). By default from the file's
    /// extension, or its first bytes (`<!DOCTYPE html`, `<?xml`).
    #[arg(short = 't', long = "type", value_enum, value_name = "TYPE")]
    doc_type: Option<DocType>,
    /// Read gzip, bzip2 and xz files (`.gz`, `.bz2`, `.xz`) as their
    /// contents (a compressed changelog, a mail archive).
    #[arg(short = 'z', long)]
    search_zip: bool,
    /// Files and directories to scan; none, or `-`, reads stdin.
    paths: Vec<PathBuf>,
}

/// `--type`: the reader of a document.
#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum DocType {
    Text,
    Markdown,
    Html,
    Xml,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Format {
    Human,
    Json,
    Sarif,
}

/// One document to scan.
#[derive(Clone, Debug)]
enum Input {
    Stdin,
    /// A file, and whether it was found by walking a directory (binary files
    /// are then skipped).
    File(PathBuf, bool),
}

impl Input {
    fn name(&self) -> String {
        match self {
            Input::Stdin => "<stdin>".to_owned(),
            Input::File(p, _) => p.display().to_string(),
        }
    }
}

/// What scanning one document gave.
#[derive(Default)]
struct Outcome {
    sarif: Vec<Value>,
    urls: usize,
    invalid: usize,
    warned: usize,
    scanned: bool,
    error: Option<String>,
}

/// Runs `urlbnf scan`; the exit status: 0 no invalid URL, 1 some (or a
/// warning with `--deny-warnings`), 2 a usage or input/output error.
pub(crate) fn run(args: Args) -> u8 {
    let config = if args.no_config {
        Source::None
    } else if let Some(path) = &args.config {
        match Config::load(path) {
            Ok(c) => Source::Fixed(Some(std::sync::Arc::new(c))),
            Err(e) => {
                eprintln!("urlbnf: {e}");
                return 2;
            }
        }
    } else {
        Source::Upward(Default::default())
    };
    let mut walk_errors = Vec::new();
    let inputs = inputs(&args, &mut walk_errors);
    let settings = Settings {
        grammar: args.grammar.map(Grammar::from),
        config,
        format: args.format,
        all: args.all,
        binary: args.binary,
        search_zip: args.search_zip,
        syntax: args.doc_type.map(|t| match t {
            DocType::Text | DocType::Markdown => Syntax::Text,
            DocType::Html | DocType::Xml => Syntax::Html,
        }),
        color: color(),
        root: repo_root(),
    };
    let stdout = io::stdout();
    let mut out = io::BufWriter::with_capacity(1 << 16, stdout.lock());
    let (mut files, mut urls, mut invalid, mut warned) = (0, 0, 0, 0);
    let mut io_error = !walk_errors.is_empty();
    for e in walk_errors {
        eprintln!("urlbnf: {e}");
    }
    let mut results = Vec::new();
    let mut tally = |o: Outcome| {
        if let Some(e) = &o.error {
            eprintln!("urlbnf: {e}");
            io_error = true;
        }
        files += usize::from(o.scanned);
        urls += o.urls;
        invalid += o.invalid;
        warned += o.warned;
        results.extend(o.sarif);
    };
    let mut written: io::Result<()> = Ok(());
    if let [input] = &inputs[..] {
        // One document (a huge file, stdin): reports go straight out, so
        // memory stays flat whatever it holds.
        let o = scan_one(input, &settings, &mut out);
        tally(o);
    } else {
        for batch in inputs.chunks(BATCH) {
            let outcomes: Vec<(Outcome, Vec<u8>)> = batch
                .par_iter()
                .map(|i| {
                    let mut buf = Vec::new();
                    (scan_one(i, &settings, &mut buf), buf)
                })
                .collect();
            for (o, buf) in outcomes {
                tally(o);
                written = written.and_then(|()| out.write_all(&buf));
            }
        }
    }
    if settings.format == Format::Sarif {
        written = written.and_then(|()| {
            serde_json::to_writer_pretty(&mut out, &sarif_log(results, settings.root.as_deref()))?;
            out.write_all(b"\n")
        });
    }
    written = written.and_then(|()| out.flush());
    eprintln!(
        "urlbnf scan: {files} file{}, {urls} URL{} found, {invalid} invalid, {warned} with warnings",
        plural(files),
        plural(urls)
    );
    match written {
        Err(e) if e.kind() != io::ErrorKind::BrokenPipe => {
            eprintln!("urlbnf: {e}");
            return 2;
        }
        _ => {}
    }
    if io_error {
        2
    } else if invalid > 0 || (args.deny_warnings && warned > 0) {
        1
    } else {
        0
    }
}

/// Colour only on a terminal, and never when `NO_COLOR` is set (no-color.org).
fn color() -> bool {
    use std::io::IsTerminal;
    io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
}

fn plural(n: usize) -> &'static str {
    if n == 1 { "" } else { "s" }
}

/// How every document is reported.
struct Settings {
    /// `--grammar`, which wins over a configuration's.
    grammar: Option<Grammar>,
    /// Where each document's configuration comes from.
    config: Source,
    format: Format,
    all: bool,
    binary: bool,
    search_zip: bool,
    /// `--type`; by default each document's own.
    syntax: Option<Syntax>,
    color: bool,
    /// The repository (or working directory) SARIF URIs are relative to.
    root: Option<PathBuf>,
}

/// The documents, in the order given; directories walked in sorted order.
fn inputs(args: &Args, errors: &mut Vec<String>) -> Vec<Input> {
    if args.paths.is_empty() {
        return vec![Input::Stdin];
    }
    let mut out = Vec::new();
    for p in &args.paths {
        if p.as_os_str() == "-" {
            out.push(Input::Stdin);
        } else if p.is_dir() {
            let walk = ignore::WalkBuilder::new(p)
                .hidden(!args.hidden)
                .ignore(!args.no_ignore)
                .git_ignore(!args.no_ignore)
                .git_global(!args.no_ignore)
                .git_exclude(!args.no_ignore)
                .parents(!args.no_ignore)
                .require_git(false)
                .sort_by_file_name(|a, b| a.cmp(b))
                .build();
            for entry in walk {
                match entry {
                    Ok(e) if e.file_type().is_some_and(|t| t.is_file()) => {
                        out.push(Input::File(e.into_path(), true));
                    }
                    Ok(_) => {}
                    Err(e) => errors.push(e.to_string()),
                }
            }
        } else {
            out.push(Input::File(p.clone(), false));
        }
    }
    out
}

/// The directory SARIF URIs are relative to: the enclosing git repository's
/// root, or else the working directory.
fn repo_root() -> Option<PathBuf> {
    let cwd = std::env::current_dir().ok()?;
    let cwd = cwd.canonicalize().unwrap_or(cwd);
    let root = cwd
        .ancestors()
        .find(|d| d.join(".git").exists())
        .unwrap_or(&cwd);
    Some(root.to_path_buf())
}

fn scan_one(input: &Input, settings: &Settings, out: &mut dyn Write) -> Outcome {
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

/// A file's bytes: with `search_zip`, the contents of a gzip, bzip2 or xz
/// file (by its extension), decompressed as they are read.
fn open(path: &Path, search_zip: bool) -> io::Result<Box<dyn Read>> {
    let file = io::BufReader::new(File::open(path)?);
    let ext = path.extension().and_then(|e| e.to_str()).unwrap_or("");
    Ok(match ext.to_ascii_lowercase().as_str() {
        "gz" if search_zip => Box::new(flate2::bufread::MultiGzDecoder::new(file)),
        "bz2" if search_zip => Box::new(bzip2::bufread::MultiBzDecoder::new(file)),
        "xz" if search_zip => Box::new(liblzma::bufread::XzDecoder::new_multi_decoder(file)),
        _ => Box::new(file),
    })
}

/// Reads until `buf` is full or the reader ends.
fn read_full<R: Read>(r: &mut R, buf: &mut [u8]) -> io::Result<usize> {
    let mut n = 0;
    while n < buf.len() {
        match r.read(&mut buf[n..]) {
            Ok(0) => break,
            Ok(k) => n += k,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
    }
    Ok(n)
}

/// How one document is read: its configuration and its syntax.
#[derive(Clone, Copy)]
struct Reading<'c> {
    config: Option<&'c Config>,
    syntax: Syntax,
}

fn scan_doc<R: Read>(
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
    scan_reader_as(reader, grammar, syntax, |found, cx| {
        o.urls += 1;
        let valid = found.is_valid();
        // A valid URL gets a diagnosis only when it may draw a warning.
        // (Its hyphen and whitespace readings are among its findings.)
        let diagnosis = (!valid
            || urlbnf::report::may_warn(found.text())
            || found.hyphen().is_some()
            || found.space().is_some())
        .then(|| found.diagnose());
        // A fix is written back in the document's form: `&amp;` in HTML.
        let fix = diagnosis
            .as_ref()
            .and_then(Diagnosis::suggestion)
            .map(|f| match syntax {
                Syntax::Html => escape_html(f),
                _ => f.to_owned(),
            });
        let mut items = items(found, diagnosis.as_ref(), fix.as_deref());
        if let Some(c) = config {
            items.retain_mut(|i| match c.severity(i.code, i.severity) {
                Some(s) => {
                    i.severity = s;
                    true
                }
                None => false,
            });
        }
        let suppressed = if config.is_some_and(|c| c.accepts(found.text())) {
            Some(Suppression::Config)
        } else if config::marked(cx.bytes(), found.span().start - cx.base()) {
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

/// A found URL and the document bytes around it.
struct Located<'f, 'c> {
    found: &'f Found<'f>,
    cx: Context<'c>,
}

impl Located<'_, '_> {
    /// The line and 1-based column (in characters) of document offset
    /// `offset` at or after the URL's start.
    fn position(&self, offset: usize) -> (usize, usize) {
        let f = self.found;
        let start = f.span().start - self.cx.base();
        let end = (offset - self.cx.base()).min(self.cx.bytes().len());
        let seg = &self.cx.bytes()[start..end.max(start)];
        match memchr::memrchr(b'\n', seg) {
            None => (f.line(), f.column() + chars(seg)),
            Some(k) => (
                f.line() + seg.iter().filter(|&&b| b == b'\n').count(),
                chars(&seg[k + 1..]) + 1,
            ),
        }
    }
}

fn chars(s: &[u8]) -> usize {
    s.iter().filter(|&&b| (b as i8) >= -0x40).count()
}

/// One finding of a URL, in document coordinates.
pub(crate) struct Item {
    pub(crate) code: &'static str,
    pub(crate) severity: Severity,
    pub(crate) message: String,
    pub(crate) help: Option<String>,
    /// The corrected URL (on the first item of an invalid URL).
    pub(crate) fix: Option<String>,
    pub(crate) url: Option<&'static str>,
    /// The one-line description of the rule (SARIF).
    rule: String,
    /// `(span, text, primary)`.
    pub(crate) labels: Vec<(std::ops::Range<usize>, String, bool)>,
    /// The library's finding, for drawing.
    finding: Finding,
}

impl Item {
    pub(crate) fn span(&self) -> std::ops::Range<usize> {
        self.labels
            .iter()
            .find(|l| l.2)
            .or(self.labels.first())
            .map_or(0..0, |l| l.0.clone())
    }
}

/// The findings of a URL (its own, then the scan's hyphen and whitespace
/// readings), with spans in the document.
pub(crate) fn items(found: &Found<'_>, d: Option<&Diagnosis<'_>>, fix: Option<&str>) -> Vec<Item> {
    let Some(d) = d else {
        return Vec::new();
    };
    d.findings()
        .iter()
        .enumerate()
        .map(|(k, e)| Item {
            code: e.code().as_str(),
            severity: e.severity(),
            message: e.message().to_owned(),
            help: e.help().map(str::to_owned),
            fix: if k == 0 { fix.map(str::to_owned) } else { None },
            url: Some(e.rfc_link()),
            rule: match e.code() {
                Code::Error(kind) => kind.message().to_owned(),
                Code::Warning(WarningKind::HyphenBreak) => {
                    "a line break after a hyphen inside a URL: the hyphen may or may not be part of it"
                        .to_owned()
                }
                Code::Warning(WarningKind::SpaceInLine) => {
                    "whitespace inside a line within brackets: the URL may end there, or the space may be data"
                        .to_owned()
                }
                Code::Warning(_) => e.message().to_owned(),
            },
            labels: e
                .labels()
                .iter()
                .map(|l| (found.label_span(e, l), l.text().to_owned(), l.is_primary()))
                .collect(),
            finding: e.clone(),
        })
        .collect()
}

/// `text` as HTML or XML writes it in an attribute or in text.
pub(crate) fn escape_html(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            _ => out.push(c),
        }
    }
    out
}

fn severity_name(s: Severity) -> &'static str {
    match s {
        Severity::Error => "error",
        Severity::Warning => "warning",
        Severity::Advice => "advice",
    }
}

fn json_record(
    out: &mut dyn Write,
    name: &str,
    at: &Located<'_, '_>,
    items: &[Item],
    omitted: usize,
    suppressed: Option<Suppression>,
) -> io::Result<()> {
    // Written field by field, in this order (a `serde_json::Map` sorts its
    // keys: the crate does not turn on `preserve_order` for its users).
    let f = at.found;
    out.write_all(b"{\"path\":")?;
    json::write_str(out, name)?;
    write!(
        out,
        ",\"line\":{},\"column\":{},\"offset\":{},\"length\":{},\"url\":",
        f.line(),
        f.column(),
        f.span().start,
        f.span().len()
    )?;
    json::write_str(out, f.text())?;
    out.write_all(b",\"wrapper\":")?;
    json::write_str(out, f.wrapper().name())?;
    write!(out, ",\"valid\":{},\"scheme\":", f.is_valid())?;
    json::write_opt(out, f.scheme())?;
    out.write_all(b",\"errors\":[")?;
    for (k, e) in items.iter().enumerate() {
        let span = e.span();
        let (line, column) = at.position(span.start);
        out.write_all(if k == 0 {
            b"{\"code\":"
        } else {
            b",{\"code\":"
        })?;
        json::write_str(out, e.code)?;
        out.write_all(b",\"severity\":")?;
        json::write_str(out, severity_name(e.severity))?;
        out.write_all(b",\"message\":")?;
        json::write_str(out, &e.message)?;
        out.write_all(b",\"help\":")?;
        json::write_opt(out, e.help.as_deref())?;
        write!(
            out,
            ",\"offset\":{},\"length\":{},\"line\":{line},\"column\":{column}}}",
            span.start,
            span.len()
        )?;
    }
    out.write_all(b"]")?;
    // A URL lists at most 100 findings (`Found::diagnose`); the rest are
    // counted, so that no URL multiplies the output.
    if omitted > 0 {
        write!(out, ",\"omitted\":{omitted}")?;
    }
    if let Some(s) = suppressed {
        out.write_all(b",\"suppressed\":")?;
        json::write_str(out, s.name())?;
    }
    out.write_all(b"}\n")
}

/// The report of a URL for people: the library's drawing of its findings
/// (with the severities the configuration gave them) over the document's
/// lines.
fn human_report(
    out: &mut dyn Write,
    name: &str,
    at: &Located<'_, '_>,
    items: &[Item],
    omitted: usize,
    color: bool,
) -> io::Result<()> {
    let findings: Vec<Finding> = items
        .iter()
        .map(|i| i.finding.clone().with_severity(i.severity))
        .collect();
    let fix = items.first().and_then(|i| i.fix.as_deref());
    let style = if color { Style::Color } else { Style::Unicode };
    let report = Drawing::new(name)
        .style(style)
        .width(WIDTH)
        .draw_findings(at.found, at.cx, &findings, fix, omitted);
    out.write_all(report.as_bytes())
}

/// A file's SARIF `artifactLocation`: its path relative to `root` under
/// `%SRCROOT%` when inside it, else an absolute `file://` URI (a file
/// outside the repository, or a repository that does not enclose the
/// working directory); `/` separators, percent-encoded as a URI needs.
fn artifact_location(path: &Path, root: Option<&Path>) -> Value {
    let abs = path.canonicalize().unwrap_or_else(|_| path.to_path_buf());
    match root.and_then(|r| abs.strip_prefix(r).ok()) {
        Some(rel) => json!({ "uri": uri_path(rel), "uriBaseId": "%SRCROOT%" }),
        None if abs.is_absolute() => json!({ "uri": file_uri(&abs) }),
        None => json!({ "uri": uri_path(path), "uriBaseId": "%SRCROOT%" }),
    }
}

/// An absolute path as a `file://` URI (`file:///C:/...` on Windows).
fn file_uri(abs: &Path) -> String {
    let path = uri_path(abs);
    if path.starts_with('/') {
        format!("file://{path}")
    } else {
        format!("file:///{path}")
    }
}

/// A path as the path of a URI: `/` separators, and every byte but
/// letters, digits and `-._~/` percent-encoded.
fn uri_path(path: &Path) -> String {
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

fn sarif_level(s: Severity) -> &'static str {
    match s {
        Severity::Error => "error",
        Severity::Warning => "warning",
        Severity::Advice => "note",
    }
}

fn region(at: &Located<'_, '_>, span: std::ops::Range<usize>) -> Value {
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
const FOUND_CODE: &str = "urlbnf::scan::found";

fn sarif_results(
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
            "ruleId": item.code,
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
fn excerpt(url: &str) -> std::borrow::Cow<'_, str> {
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
fn sarif_log(mut results: Vec<Value>, root: Option<&Path>) -> Value {
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
