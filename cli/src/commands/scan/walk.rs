//! Which documents `scan` reads: the paths given, directories walked
//! (sorted; `.gitignore` and hidden files honoured), the repository root
//! SARIF paths are relative to, and each document opened (decompressed
//! with `-z`).

use std::fs::File;
use std::io::{self, Read};
use std::path::{Path, PathBuf};

use super::{Args, Input};

/// The documents, in the order given; directories walked in sorted order.
pub(super) fn inputs(args: &Args, errors: &mut Vec<String>) -> Vec<Input> {
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
pub(super) fn repo_root() -> Option<PathBuf> {
    let cwd = std::env::current_dir().ok()?;
    let cwd = cwd.canonicalize().unwrap_or(cwd);
    let root = cwd
        .ancestors()
        .find(|d| d.join(".git").exists())
        .unwrap_or(&cwd);
    Some(root.to_path_buf())
}

/// A file's bytes: with `search_zip`, the contents of a gzip, bzip2 or xz
/// file (by its extension), decompressed as they are read.
pub(super) fn open(path: &Path, search_zip: bool) -> io::Result<Box<dyn Read>> {
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
pub(super) fn read_full<R: Read>(r: &mut R, buf: &mut [u8]) -> io::Result<usize> {
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
