//! The `urlbnf` command: check URLs from arguments or stdin, for people
//! (miette reports) or scripts (one JSON object per input), and explain a
//! URL's derivation.

use std::io::{self, IsTerminal, Write};
use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};
use urlbnf::{Diagnosis, Grammar, Severity, Style};

mod stream;

mod cli {
    pub(crate) mod scan;
}

/// Reports are wrapped at this width, so that output is the same everywhere.
const WIDTH: usize = 80;

#[derive(Parser)]
#[command(
    name = "urlbnf",
    version,
    about = "Strict RFC 1738 URL validation with precise diagnostics"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Check URLs given as arguments, or one per line on stdin (no URL, or `-`).
    Check {
        /// The grammar to check against.
        #[arg(long, value_enum, default_value_t = GrammarArg::Rfc1738)]
        grammar: GrammarArg,
        /// Output format: human-readable reports, or one JSON object per input.
        #[arg(long, value_enum, default_value_t = Format::Human)]
        format: Format,
        /// Count warnings (valid but risky URLs) as failures for the exit status.
        #[arg(long)]
        deny_warnings: bool,
        /// URLs to check; none, or `-`, reads stdin.
        urls: Vec<String>,
    },
    /// Show the derivation tree of each valid URL (the grammar productions and
    /// the text each matched), or the report for an invalid one.
    Explain {
        /// The grammar to explain against.
        #[arg(long, value_enum, default_value_t = GrammarArg::Rfc1738)]
        grammar: GrammarArg,
        /// URLs to explain.
        #[arg(required = true)]
        urls: Vec<String>,
    },
    /// Resolve partial (relative) forms in the context of a URL, by the
    /// rules of RFC 1630: one resolved URL per line.
    Scan(cli::scan::Args),
    Resolve {
        /// The absolute URL of the document that contains the references.
        context: String,
        /// The partial forms to resolve.
        #[arg(required = true)]
        partials: Vec<String>,
    },
}

#[derive(Clone, Copy, ValueEnum)]
enum GrammarArg {
    Rfc1738,
    Rfc1630,
}

impl From<GrammarArg> for Grammar {
    fn from(g: GrammarArg) -> Grammar {
        match g {
            GrammarArg::Rfc1738 => Grammar::Rfc1738,
            GrammarArg::Rfc1630 => Grammar::Rfc1630,
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Format {
    Human,
    Json,
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            let _ = e.print();
            return ExitCode::from(if e.use_stderr() { 2 } else { 0 });
        }
    };
    match cli.command {
        Command::Check {
            grammar,
            format,
            deny_warnings,
            urls,
        } => exit(check(grammar.into(), format, deny_warnings, &urls)),
        Command::Explain { grammar, urls } => exit(explain(grammar.into(), &urls)),
        Command::Resolve { context, partials } => exit(resolve(&context, &partials)),
        Command::Scan(args) => ExitCode::from(cli::scan::run(args)),
    }
}

fn exit(result: io::Result<bool>) -> ExitCode {
    match result {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::from(2),
        Err(e) => {
            eprintln!("urlbnf: {e}");
            ExitCode::from(2)
        }
    }
}

/// Colour only on a terminal, and never when `NO_COLOR` is set (no-color.org).
fn human_style() -> Style {
    if io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty()) {
        Style::Color
    } else {
        Style::Unicode
    }
}

/// The input as a header line shows it: escaped, and cut if long.
fn headline(text: &str) -> String {
    let shown = urlbnf::report::printable(text);
    match shown.char_indices().nth(120) {
        Some((k, _)) => format!("{}[...]", &shown[..k]),
        None => shown,
    }
}

/// Explains every URL; `Ok(true)` if all are valid.
fn explain(grammar: Grammar, urls: &[String]) -> io::Result<bool> {
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let style = human_style();
    let mut all_valid = true;
    for url in urls {
        let d = urlbnf::diagnose(url, grammar);
        match d.result() {
            Ok(parsed) => {
                writeln!(out, "valid: {}", headline(url))?;
                write!(out, "{}", parsed.tree())?;
            }
            Err(_) => {
                all_valid = false;
                writeln!(out, "invalid: {}", headline(url))?;
            }
        }
        out.write_all(d.render(style, WIDTH).as_bytes())?;
    }
    out.flush()?;
    Ok(all_valid)
}

/// Prints each resolved URL; for an invalid context or partial form, the
/// report for that input instead. `Ok(true)` if all resolved.
fn resolve(context: &str, partials: &[String]) -> io::Result<bool> {
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let style = human_style();
    let mut all_resolved = true;
    for partial in partials {
        match urlbnf::resolve(context, partial) {
            Ok(url) => writeln!(out, "{url}")?,
            Err(e) => {
                all_resolved = false;
                if urlbnf::validate(context, Grammar::Rfc1630).is_err() {
                    writeln!(out, "invalid context: {}", headline(context))?;
                    let d = urlbnf::diagnose(context, Grammar::Rfc1630);
                    out.write_all(d.render(style, WIDTH).as_bytes())?;
                } else {
                    writeln!(out, "invalid partial form: {}", headline(partial))?;
                    out.write_all(render_error(partial, e.error(), style).as_bytes())?;
                }
            }
        }
    }
    out.flush()?;
    Ok(all_resolved)
}

/// A miette report of `e` over `text` (a partial form, not a URL, so the
/// URL diagnostics do not apply).
fn render_error(text: &str, e: urlbnf::ParseError, style: Style) -> String {
    let theme = match style {
        Style::Color => miette::GraphicalTheme::unicode(),
        _ => miette::GraphicalTheme::unicode_nocolor(),
    };
    let handler = miette::GraphicalReportHandler::new_themed(theme).with_width(WIDTH);
    let label = if e.expected().is_empty() {
        format!("in `{}`", e.production())
    } else {
        format!("expected {}", e.expected())
    };
    let diagnostic = miette::MietteDiagnostic::new(e.to_string())
        .with_code(e.kind().code())
        .with_label(miette::LabeledSpan::new_primary_with_span(
            Some(label),
            (e.offset(), e.len()),
        ));
    let report = miette::Report::new(diagnostic).with_source_code(urlbnf::report::printable(text));
    let mut rendered = String::new();
    if handler
        .render_report(&mut rendered, report.as_ref())
        .is_err()
    {
        rendered = format!("{e}\n");
    }
    rendered
}

/// Checks every input; `Ok(true)` if all are valid.
fn check(
    grammar: Grammar,
    format: Format,
    deny_warnings: bool,
    urls: &[String],
) -> io::Result<bool> {
    let settings = Settings {
        format,
        grammar,
        style: human_style(),
        deny_warnings,
    };
    let stdout = io::stdout();
    let mut out = io::BufWriter::with_capacity(1 << 16, stdout.lock());
    let mut all_valid = true;
    {
        let mut args = Output::new(settings, &mut out);
        for url in urls.iter().filter(|u| *u != "-") {
            args.line(url.as_bytes())?;
        }
        all_valid &= args.all_valid;
    }
    if urls.is_empty() || urls.iter().any(|u| u == "-") {
        let workers = std::thread::available_parallelism().map_or(1, |n| n.get().min(8));
        all_valid &= stream::check(settings, io::stdin(), &mut out, workers)?;
    }
    out.flush()?;
    Ok(all_valid)
}

/// How `check` reports: the same for every line.
#[derive(Clone, Copy)]
struct Settings {
    format: Format,
    grammar: Grammar,
    style: Style,
    deny_warnings: bool,
}

/// Writes the report of each line to `out`, and notes whether all were valid.
struct Output<W: Write> {
    settings: Settings,
    out: W,
    all_valid: bool,
}

impl<W: Write> Output<W> {
    fn new(settings: Settings, out: W) -> Self {
        Output {
            settings,
            out,
            all_valid: true,
        }
    }

    fn line(&mut self, bytes: &[u8]) -> io::Result<()> {
        match std::str::from_utf8(bytes) {
            Ok(text) => self.text_line(text),
            Err(e) => self.not_utf8(bytes, e),
        }
    }

    fn text_line(&mut self, text: &str) -> io::Result<()> {
        // The fast path: a valid line that cannot draw a warning is written
        // without a diagnosis (`may_warn` scans for `:`, `@`, `%`; building
        // the diagnosis parses and lints). 927,130 warning-free corpus lines,
        // human, to /dev/null: 0.42 s with a diagnosis per line, 0.22 s so.
        let valid = urlbnf::validate(text, self.settings.grammar).is_ok();
        if valid && !urlbnf::report::may_warn(text) {
            return self.write_valid(text);
        }
        let d = urlbnf::diagnose(text, self.settings.grammar);
        self.all_valid &= valid && !(self.settings.deny_warnings && d.has_warnings());
        if valid && !d.has_warnings() {
            return self.write_valid(text);
        }
        match self.settings.format {
            Format::Json => self.write_record(text, valid, &d),
            Format::Human => self.report(text, &d),
        }
    }

    /// A valid line without warnings, written without `format!` or a
    /// `serde_json::Value` (an allocated map per line): the same bytes as
    /// the general path. 1,000,000 valid bench-corpus lines (92 MB) into a
    /// file: human 0.32 -> 0.28 s, JSON 0.83 -> 0.30 s (with 64 KiB buffers).
    fn write_valid(&mut self, text: &str) -> io::Result<()> {
        match self.settings.format {
            Format::Human => {
                self.out.write_all(b"valid: ")?;
                self.out.write_all(text.as_bytes())?;
                self.out.write_all(b"\n")
            }
            Format::Json => {
                // A valid RFC 1738 URL has only bytes of its character
                // universe, none of which JSON escapes (RFC 1630 URLs may
                // contain `"`).
                // Quotes merged into the literals around them, and no
                // escape check for the scheme (scheme characters are
                // letters, digits, `+`, `-`, `.`): four `write_all` calls
                // fewer per line. Callgrind, `check --format json` over
                // 20,000 bench-corpus lines: `write_valid` 282 -> 175
                // instructions per line (18,504 calls); JSON output unchanged.
                let scheme = scheme_of(text);
                if self.settings.grammar == Grammar::Rfc1738 {
                    self.out.write_all(b"{\"input\":\"")?;
                    self.out.write_all(text.as_bytes())?;
                    return match scheme {
                        Some(scheme) => {
                            self.out.write_all(b"\",\"valid\":true,\"scheme\":\"")?;
                            self.out.write_all(scheme.as_bytes())?;
                            self.out.write_all(b"\",\"errors\":[]}\n")
                        }
                        None => self
                            .out
                            .write_all(b"\",\"valid\":true,\"scheme\":null,\"errors\":[]}\n"),
                    };
                }
                self.out.write_all(b"{\"input\":")?;
                write_json_str(&mut self.out, text)?;
                self.out.write_all(b",\"valid\":true,\"scheme\":")?;
                write_json_opt(&mut self.out, scheme)?;
                self.out.write_all(b",\"errors\":[]}\n")
            }
        }
    }

    /// The JSON record of a line with diagnostics: the same bytes as
    /// `serde_json::json!` with `preserve_order` would give, written
    /// without building a `Value` (an allocated map per line and per
    /// diagnostic).
    fn write_record(&mut self, text: &str, valid: bool, d: &Diagnosis<'_>) -> io::Result<()> {
        let out = &mut self.out;
        out.write_all(b"{\"input\":")?;
        write_json_str(out, text)?;
        // Literals and `itoa` rather than `write!`, whose formatting
        // machinery cost 82 instructions per corpus line (callgrind, 20,000
        // lines, JSON), for the 7.5% of lines that draw a warning.
        out.write_all(if valid {
            b",\"valid\":true,\"scheme\":"
        } else {
            b",\"valid\":false,\"scheme\":"
        })?;
        write_json_opt(out, scheme_of(text))?;
        out.write_all(b",\"errors\":[")?;
        let mut number = itoa::Buffer::new();
        let mut at = Position::default();
        for (k, e) in d.findings().iter().enumerate() {
            let span = e.span();
            let (line, column) = at.advance(text, span.start);
            if k > 0 {
                out.write_all(b",")?;
            }
            out.write_all(b"{\"code\":")?;
            write_json_str(out, e.code().as_str())?;
            out.write_all(b",\"severity\":")?;
            write_json_str(out, severity_name(e.severity()))?;
            out.write_all(b",\"message\":")?;
            write_json_str(out, e.message())?;
            out.write_all(b",\"help\":")?;
            write_json_opt(out, e.help())?;
            for (name, value) in [
                (&b",\"offset\":"[..], span.start),
                (b",\"length\":", span.len()),
                (b",\"line\":", line),
                (b",\"column\":", column),
            ] {
                out.write_all(name)?;
                out.write_all(number.format(value).as_bytes())?;
            }
            out.write_all(b"}")?;
        }
        out.write_all(b"]}\n")
    }

    fn report(&mut self, text: &str, d: &Diagnosis<'_>) -> io::Result<()> {
        let verdict = if d.is_valid() { "valid" } else { "invalid" };
        writeln!(self.out, "{verdict}: {}", headline(text))?;
        self.out
            .write_all(d.render(self.settings.style, WIDTH).as_bytes())
    }

    fn not_utf8(&mut self, bytes: &[u8], e: std::str::Utf8Error) -> io::Result<()> {
        self.all_valid = false;
        let lossy = String::from_utf8_lossy(bytes);
        let offset = e.valid_up_to();
        let length = e.error_len().unwrap_or(bytes.len() - offset);
        let message = format!("the input is not valid UTF-8 (at byte {offset})");
        match self.settings.format {
            Format::Json => {
                let record = serde_json::json!({
                    "input": lossy,
                    "valid": false,
                    "scheme": null,
                    "errors": [{
                        "code": urlbnf::ErrorKind::NotUtf8.code(),
                        "severity": "error",
                        "message": message,
                        "help": "URLs are ASCII: write other bytes as `%` escapes of their UTF-8 encoding",
                        "offset": offset,
                        "length": length,
                        "line": 1,
                        "column": lossy_column(bytes, offset),
                    }],
                });
                writeln!(self.out, "{record}")
            }
            Format::Human => writeln!(
                self.out,
                "invalid: {}\n{}\n\n  × {message}",
                headline(&lossy),
                urlbnf::ErrorKind::NotUtf8.code()
            ),
        }
    }
}

/// `s` as a JSON string, escaped as `serde_json` escapes it (only `"`, `\\`
/// and control characters), without its per-byte formatter when there is
/// nothing to escape.
fn write_json_str<W: Write>(out: &mut W, s: &str) -> io::Result<()> {
    if needs_escape(s.as_bytes()) {
        Ok(serde_json::to_writer(out, s)?)
    } else {
        write_json_raw(out, s)
    }
}

/// Whether `s` has a byte JSON escapes: a control character, `"` or `\\`.
/// Eight bytes per turn with the zero-byte tests of "Bit Twiddling Hacks"
/// (exact as to whether some byte matches): the byte loop cost 370
/// instructions per bench-corpus line through `check --format json`, for
/// the messages of the lines with warnings.
fn needs_escape(s: &[u8]) -> bool {
    const ONES: u64 = u64::from_le_bytes([0x01; 8]);
    const HIGH: u64 = u64::from_le_bytes([0x80; 8]);
    let zero_byte = |w: u64| w.wrapping_sub(ONES) & !w & HIGH;
    let (words, rest) = s.as_chunks::<8>();
    words.iter().any(|w| {
        let w = u64::from_le_bytes(*w);
        let below_space = w.wrapping_sub(ONES * 0x20) & !w & HIGH;
        below_space
            | zero_byte(w ^ (ONES * u64::from(b'"')))
            | zero_byte(w ^ (ONES * u64::from(b'\\')))
            != 0
    }) || rest.iter().any(|&b| b < 0x20 || b == b'"' || b == b'\\')
}

/// `s` in quotes: the caller knows it needs no escaping.
fn write_json_raw<W: Write>(out: &mut W, s: &str) -> io::Result<()> {
    debug_assert!(!needs_escape(s.as_bytes()));
    out.write_all(b"\"")?;
    out.write_all(s.as_bytes())?;
    out.write_all(b"\"")
}

fn write_json_opt<W: Write>(out: &mut W, s: Option<&str>) -> io::Result<()> {
    match s {
        Some(s) => write_json_str(out, s),
        None => out.write_all(b"null"),
    }
}

/// The scheme name as written, if the input starts with `scheme ":"`.
fn scheme_of(text: &str) -> Option<&str> {
    // The run of scheme characters, then `:` (not `split_once`, whose
    // `memchr` set-up cost more per line than the few bytes of a scheme).
    let n = text
        .bytes()
        .position(|b| !(b.is_ascii_alphanumeric() || matches!(b, b'+' | b'-' | b'.')))?;
    (n > 0 && text.as_bytes()[n] == b':').then(|| &text[..n])
}

fn severity_name(s: Severity) -> &'static str {
    match s {
        Severity::Error => "error",
        Severity::Warning => "warning",
        Severity::Advice => "advice",
    }
}

/// The column (in characters, 1-based) of byte `offset` of a line that is
/// UTF-8 up to there.
fn lossy_column(bytes: &[u8], offset: usize) -> usize {
    std::str::from_utf8(&bytes[..offset]).map_or(1, |s| s.chars().count() + 1)
}

/// Line and column of successive offsets, counted on from the last one
/// when they increase, so a line with many errors is walked once.
#[derive(Default)]
struct Position {
    offset: usize,
    line: usize,
    column: usize,
}

impl Position {
    fn advance(&mut self, text: &str, offset: usize) -> (usize, usize) {
        if self.line == 0 || offset < self.offset || !text.is_char_boundary(offset) {
            (self.line, self.column) = urlbnf::report::line_column(text, offset);
        } else {
            for c in text[self.offset..offset].chars() {
                if c == '\n' {
                    (self.line, self.column) = (self.line + 1, 1);
                } else {
                    self.column += 1;
                }
            }
        }
        self.offset = offset;
        (self.line, self.column)
    }
}

#[cfg(test)]
mod tests {
    use super::needs_escape;

    #[test]
    fn needs_escape_finds_every_escaped_byte_at_every_position() {
        for len in 0..20 {
            let clean = vec![b'a'; len];
            assert!(!needs_escape(&clean));
            for at in 0..len {
                for b in 0..=255u8 {
                    let mut s = clean.clone();
                    s[at] = b;
                    let escaped = b < 0x20 || b == b'"' || b == b'\\';
                    assert_eq!(needs_escape(&s), escaped, "{b:#x} at {at} of {len}");
                }
            }
        }
    }
}
