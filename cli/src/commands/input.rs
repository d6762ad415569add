//! Where the lines of `check`, `explain` and `resolve` come from: arguments,
//! `--file`s and stdin, each line named by its source and line number.

use std::fs::File;
use std::io::{self, BufRead, Read};
use std::os::fd::AsFd;
use std::path::PathBuf;

/// The options every line-reading subcommand shares.
#[derive(clap::Args, Clone, Default)]
pub(crate) struct Inputs {
    /// Read inputs from FILE, one per line (repeatable; `-` is stdin).
    #[arg(short = 'f', long = "file", value_name = "FILE")]
    pub(crate) files: Vec<PathBuf>,
    /// Skip blank lines and lines whose first non-blank character is `#`
    /// in stdin and files. By default every line is an input, and an empty
    /// line is an invalid URL.
    #[arg(long)]
    pub(crate) skip_comments: bool,
}

/// One source of inputs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Source {
    /// The command line's inputs (other than `-`).
    Arguments,
    Stdin,
    File(PathBuf),
}

impl Source {
    /// The name reports give the source: `<stdin>`, or the file's path as
    /// given.
    pub(crate) fn name(&self) -> String {
        match self {
            Source::Arguments => "<arguments>".to_string(),
            Source::Stdin => "<stdin>".to_string(),
            Source::File(p) => p.display().to_string(),
        }
    }

    /// The source's byte stream (not for `Arguments`), and whether it is a
    /// regular file, which a read never waits on.
    pub(crate) fn open(&self) -> io::Result<(Box<dyn Read + Send>, bool)> {
        match self {
            Source::Arguments => Ok((Box::new(io::empty()), true)),
            Source::Stdin => {
                let stdin = io::stdin();
                let regular = is_regular_file(&stdin);
                Ok((Box::new(stdin), regular))
            }
            Source::File(p) => {
                let file = File::open(p)
                    .map_err(|e| io::Error::new(e.kind(), format!("{}: {e}", p.display())))?;
                let regular = is_regular_file(&file);
                Ok((Box::new(file), regular))
            }
        }
    }
}

/// Whether `fd` is a regular file (not a pipe, a terminal or a socket).
fn is_regular_file(fd: &impl AsFd) -> bool {
    fd.as_fd()
        .try_clone_to_owned()
        .map(File::from)
        .and_then(|f| f.metadata())
        .is_ok_and(|m| m.is_file())
}

/// The sources in the order they are read: the arguments (if any besides
/// `-`), the files, then stdin if `-` was given or nothing else was.
pub(crate) fn sources(arguments: &[String], inputs: &Inputs) -> Vec<Source> {
    let mut out = Vec::new();
    if arguments.iter().any(|a| a != "-") {
        out.push(Source::Arguments);
    }
    let mut stdin = arguments.iter().any(|a| a == "-");
    for f in &inputs.files {
        if f.as_os_str() == "-" {
            out.push(Source::Stdin);
            stdin = false;
        } else {
            out.push(Source::File(f.clone()));
        }
    }
    if stdin || out.is_empty() {
        out.push(Source::Stdin);
    }
    out
}

/// Whether `--skip-comments` skips `line`: blank (spaces and tabs only), or
/// `#` after optional blanks.
pub(crate) fn is_comment(line: &[u8]) -> bool {
    match line.iter().find(|&&b| b != b' ' && b != b'\t') {
        None => true,
        Some(&b) => b == b'#',
    }
}

/// Removes `\n` or `\r\n` at the end of a line, nothing else.
pub(crate) fn strip_line_ending(line: &[u8]) -> &[u8] {
    let line = line.strip_suffix(b"\n").unwrap_or(line);
    line.strip_suffix(b"\r").unwrap_or(line)
}

/// Calls `each` with every input line of `sources` (a 1-based line number,
/// the source's name, the text), one at a time as they arrive: for the
/// subcommands that are not a throughput path. A line that is not UTF-8 is
/// given lossily.
pub(crate) fn for_each_line(
    sources: &[Source],
    arguments: &[String],
    skip_comments: bool,
    mut each: impl FnMut(Option<(&str, u64)>, &str) -> io::Result<()>,
) -> io::Result<()> {
    for source in sources {
        if *source == Source::Arguments {
            for a in arguments.iter().filter(|a| *a != "-") {
                each(None, a)?;
            }
            continue;
        }
        let name = source.name();
        let (reader, _) = source.open()?;
        let mut reader = io::BufReader::new(reader);
        let mut line = Vec::new();
        let mut number = 0;
        loop {
            line.clear();
            if reader.read_until(b'\n', &mut line)? == 0 {
                break;
            }
            number += 1;
            let text = strip_line_ending(&line);
            if skip_comments && is_comment(text) {
                continue;
            }
            each(Some((&name, number)), &String::from_utf8_lossy(text))?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn comments_are_blank_or_hash_lines() {
        for line in [&b""[..], b" ", b"\t \t", b"#", b"  # note", b"#http://a/"] {
            assert!(is_comment(line), "{line:?}");
        }
        for line in [&b"http://a/#frag"[..], b" x", b"\r", b"x#"] {
            assert!(!is_comment(line), "{line:?}");
        }
    }

    #[test]
    fn sources_in_reading_order() {
        let args = |a: &[&str]| a.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        let files = |f: &[&str]| Inputs {
            files: f.iter().map(PathBuf::from).collect(),
            skip_comments: false,
        };
        assert_eq!(sources(&args(&[]), &files(&[])), [Source::Stdin]);
        assert_eq!(sources(&args(&["x:y"]), &files(&[])), [Source::Arguments]);
        assert_eq!(
            sources(&args(&["x:y", "-"]), &files(&["a"])),
            [Source::Arguments, Source::File("a".into()), Source::Stdin]
        );
        assert_eq!(
            sources(&args(&[]), &files(&["a", "-"])),
            [Source::File("a".into()), Source::Stdin]
        );
    }
}
