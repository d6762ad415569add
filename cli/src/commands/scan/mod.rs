//! `urlbnf scan`: find the URLs in documents and report them where they
//! stand, as a linter: miette reports over the document's own lines, JSON
//! Lines, or SARIF 2.1.0.

use std::io::{self, Write};
use std::path::PathBuf;

use clap::ValueEnum;
use rayon::prelude::*;
use serde_json::Value;

use super::config::{Config, Source};
use super::grammar_arg;
use urlbnf::Grammar;
use urlbnf::scan::Syntax;

mod pipeline;
mod record;
mod sarif;
mod walk;

use pipeline::scan_one;
pub(crate) use record::{Item, diagnosis, items};
use sarif::sarif_log;
use walk::{inputs, repo_root};

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
    #[arg(long, value_parser = grammar_arg())]
    grammar: Option<Grammar>,
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
        grammar: args.grammar,
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
