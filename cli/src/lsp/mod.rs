//! `urlbnf lsp`: a Language Server on stdio. Open documents are scanned as
//! `urlbnf scan` scans files (the same findings, configuration and inline
//! markers) and their findings published as diagnostics, a short while
//! after the last edit; code actions fix or silence a URL; hover explains
//! one.
//!
//! One thread reads stdin ([`transport`]); the main loop owns the documents
//! and answers in order, so a hover or code action always sees the
//! document as of the edits before it.

mod actions;
mod diagnostics;
mod document;
mod hover;
mod server;
mod settings;
mod transport;

use std::io;
use std::process::ExitCode;

/// Runs the server on stdin and stdout until the client says `exit` (or
/// closes stdin). Logs go to stderr: stdout carries only the protocol.
pub(crate) fn run(_args: Args) -> ExitCode {
    // Bounded: a client that sends faster than documents are scanned waits,
    // rather than queueing copies of a large document.
    let (tx, rx) = crossbeam_channel::bounded(4);
    let reader = std::thread::Builder::new()
        .name("urlbnf-lsp-reader".to_owned())
        .spawn(move || {
            let stdin = io::stdin();
            if let Err(e) = transport::read_loop(stdin.lock(), &tx) {
                eprintln!("urlbnf lsp: reading stdin: {e}");
            }
        });
    if let Err(e) = reader {
        eprintln!("urlbnf lsp: {e}");
        return ExitCode::from(2);
    }
    let stdout = io::stdout();
    let mut server = server::Server::new(stdout.lock());
    let code = server.serve(&rx);
    ExitCode::from(code)
}

/// Run a Language Server on stdin and stdout, for editors: diagnostics for
/// the URLs of each open document (as `scan` reports them, with the
/// `urlbnf.toml` found upward from the document), quick fixes, and hover
/// with each URL's components and derivation. Settings (`grammar`,
/// `warnings`) come from the client's initialization options and
/// configuration.
#[derive(clap::Args)]
pub(crate) struct Args {
    /// Accepted for clients that pass it; stdio is the only transport.
    #[arg(long)]
    stdio: bool,
}
