//! What `check` writes for each line: the human report or a JSON Lines
//! record, and the counts behind the summary and the exit status. Shared by
//! the line-by-line path and the parallel stream.

use std::io::{self, Write};
use std::sync::Arc;

use urlbnf::{Diagnosis, Grammar, Severity, Style};

use super::input::{Source, is_comment};
use super::{WIDTH, headline, json};

/// How `check` writes: a report for people or one JSON object per input.
#[derive(Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum Format {
    Human,
    Json,
}

/// How `check` reports: the same for every line.
#[derive(Clone, Copy)]
pub(crate) struct Settings {
    pub(crate) format: Format,
    pub(crate) grammar: Grammar,
    /// Whether each line is read as a reference (`--reference`).
    pub(crate) reference: bool,
    pub(crate) style: Style,
    pub(crate) deny_warnings: bool,
    pub(crate) quiet: bool,
    pub(crate) skip_comments: bool,
}

/// Counts of checked lines, for the summary and the exit status.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Tally {
    pub(crate) checked: u64,
    pub(crate) invalid: u64,
    /// Lines with at least one warning.
    pub(crate) warned: u64,
}

impl Tally {
    /// Whether these lines pass: none invalid, and with `deny_warnings`
    /// none warned.
    pub(crate) fn passed(&self, deny_warnings: bool) -> bool {
        self.invalid == 0 && !(deny_warnings && self.warned > 0)
    }
}

impl std::ops::AddAssign for Tally {
    fn add_assign(&mut self, o: Tally) {
        self.checked += o.checked;
        self.invalid += o.invalid;
        self.warned += o.warned;
    }
}

/// A source's name as each record shows it, prepared once.
pub(crate) struct SourceLabel {
    /// `<stdin>:` before the line number in a human header; none for the
    /// command line's URLs.
    human: Option<Box<[u8]>>,
    /// `,"source":"<stdin>","input_line":` before the line number.
    json: Box<[u8]>,
}

impl SourceLabel {
    pub(crate) fn new(source: &Source) -> Arc<SourceLabel> {
        let name = source.name();
        Arc::new(SourceLabel {
            human: (*source != Source::Arguments).then(|| {
                format!("{}:", urlbnf::report::printable(&name))
                    .into_bytes()
                    .into()
            }),
            json: format!(",\"source\":{},\"input_line\":", json::to_string(&name))
                .into_bytes()
                .into(),
        })
    }
}

/// Writes the report of each line to `out`, and counts the verdicts.
pub(crate) struct Output<W: Write> {
    settings: Settings,
    label: Arc<SourceLabel>,
    /// The number of the last line seen (1-based).
    pub(crate) line: u64,
    pub(crate) out: W,
    pub(crate) tally: Tally,
    number: itoa::Buffer,
}

impl<W: Write> Output<W> {
    /// Reports lines numbered from `after + 1` on.
    pub(crate) fn new(settings: Settings, label: Arc<SourceLabel>, after: u64, out: W) -> Self {
        Output {
            settings,
            label,
            line: after,
            out,
            tally: Tally::default(),
            number: itoa::Buffer::new(),
        }
    }

    /// The next input line, as bytes.
    pub(crate) fn line(&mut self, bytes: &[u8]) -> io::Result<()> {
        self.line += 1;
        if self.settings.skip_comments && is_comment(bytes) {
            return Ok(());
        }
        self.check(bytes)
    }

    /// The next input line, known to be UTF-8.
    pub(crate) fn text_line(&mut self, text: &str) -> io::Result<()> {
        self.line += 1;
        if self.settings.skip_comments && is_comment(text.as_bytes()) {
            return Ok(());
        }
        self.check_text(text)
    }

    pub(crate) fn check(&mut self, bytes: &[u8]) -> io::Result<()> {
        match std::str::from_utf8(bytes) {
            Ok(text) => self.check_text(text),
            Err(e) => self.not_utf8(bytes, e),
        }
    }

    fn check_text(&mut self, text: &str) -> io::Result<()> {
        self.tally.checked += 1;
        // A valid line that cannot draw a warning is written without a
        // diagnosis, which parses and lints (docs/performance.md, "CLI").
        let (grammar, reference) = (self.settings.grammar, self.settings.reference);
        let valid = if reference {
            urlbnf::validate_reference(text, grammar).is_ok()
        } else {
            urlbnf::validate(text, grammar).is_ok()
        };
        if valid && !urlbnf::report::may_warn(text) {
            return self.write_valid(text);
        }
        let d = if reference {
            urlbnf::diagnose_reference(text, grammar)
        } else {
            urlbnf::diagnose(text, grammar)
        };
        let warned = d.has_warnings();
        self.tally.invalid += u64::from(!valid);
        self.tally.warned += u64::from(warned);
        if valid && !warned {
            return self.write_valid(text);
        }
        match self.settings.format {
            Format::Json => self.write_record(text, valid, &d),
            Format::Human => self.report(text, &d),
        }
    }

    /// `<stdin>:42: ` before a human header; nothing for an argument.
    fn write_location(&mut self) -> io::Result<()> {
        if let Some(name) = &self.label.human {
            self.out.write_all(name)?;
            self.out
                .write_all(self.number.format(self.line).as_bytes())?;
            self.out.write_all(b": ")?;
        }
        Ok(())
    }

    /// `,"source":…,"input_line":42`.
    fn write_json_location(&mut self) -> io::Result<()> {
        self.out.write_all(&self.label.json)?;
        self.out.write_all(self.number.format(self.line).as_bytes())
    }

    /// A valid line without warnings, written in a few `write_all` calls:
    /// the same bytes as the general path.
    fn write_valid(&mut self, text: &str) -> io::Result<()> {
        if self.settings.quiet {
            return Ok(());
        }
        match self.settings.format {
            Format::Human => {
                self.write_location()?;
                self.out.write_all(b"valid: ")?;
                self.out.write_all(text.as_bytes())?;
                self.out.write_all(b"\n")
            }
            Format::Json => {
                let scheme = scheme_of(text);
                self.out.write_all(b"{\"input\":")?;
                json::write_str(&mut self.out, text)?;
                self.write_json_location()?;
                match scheme {
                    Some(scheme) => {
                        self.out.write_all(b",\"valid\":true,\"scheme\":\"")?;
                        self.out.write_all(scheme.as_bytes())?;
                        self.out.write_all(b"\",\"errors\":[]}\n")
                    }
                    None => self
                        .out
                        .write_all(b",\"valid\":true,\"scheme\":null,\"errors\":[]}\n"),
                }
            }
        }
    }

    /// The JSON record of a line with diagnostics, written without building
    /// a `serde_json::Value`.
    fn write_record(&mut self, text: &str, valid: bool, d: &Diagnosis<'_>) -> io::Result<()> {
        self.out.write_all(b"{\"input\":")?;
        json::write_str(&mut self.out, text)?;
        self.write_json_location()?;
        let out = &mut self.out;
        out.write_all(if valid {
            b",\"valid\":true,\"scheme\":"
        } else {
            b",\"valid\":false,\"scheme\":"
        })?;
        json::write_opt(out, scheme_of(text))?;
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
            json::write_str(out, e.code().as_str())?;
            out.write_all(b",\"severity\":")?;
            json::write_str(out, severity_name(e.severity()))?;
            out.write_all(b",\"message\":")?;
            json::write_str(out, e.message())?;
            out.write_all(b",\"help\":")?;
            json::write_opt(out, e.help())?;
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
        self.write_location()?;
        writeln!(self.out, "{verdict}: {}", headline(text))?;
        self.out
            .write_all(d.render(self.settings.style, WIDTH).as_bytes())
    }

    fn not_utf8(&mut self, bytes: &[u8], e: std::str::Utf8Error) -> io::Result<()> {
        self.tally.checked += 1;
        self.tally.invalid += 1;
        let lossy = String::from_utf8_lossy(bytes);
        let offset = e.valid_up_to();
        let length = e.error_len().unwrap_or(bytes.len() - offset);
        let message = format!(
            "{} (at byte {offset})",
            urlbnf::ErrorKind::NotUtf8.message()
        );
        let code = urlbnf::ErrorKind::NotUtf8.code();
        match self.settings.format {
            Format::Json => {
                self.out.write_all(b"{\"input\":")?;
                json::write_str(&mut self.out, &lossy)?;
                self.write_json_location()?;
                writeln!(
                    self.out,
                    ",\"valid\":false,\"scheme\":null,\"errors\":[{{\"code\":{},\
                     \"severity\":\"error\",\"message\":{},\"help\":{},\"offset\":{offset},\
                     \"length\":{length},\"line\":1,\"column\":{}}}]}}",
                    json::to_string(code),
                    json::to_string(&message),
                    json::to_string(
                        "URLs are ASCII: write other bytes as `%` escapes of their UTF-8 encoding"
                    ),
                    lossy_column(bytes, offset),
                )
            }
            Format::Human => {
                self.write_location()?;
                writeln!(
                    self.out,
                    "invalid: {}\n{code}\n\n  × {message}",
                    headline(&lossy),
                )
            }
        }
    }
}

/// The scheme name as written, if the input starts with `scheme ":"`.
fn scheme_of(text: &str) -> Option<&str> {
    // The run of scheme characters, then `:` (cheaper than `split_once`
    // for the few bytes of a scheme).
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
