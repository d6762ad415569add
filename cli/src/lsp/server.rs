//! The server loop: the initialize handshake, requests and notifications,
//! the debounced scans, shutdown and exit.

use std::collections::HashMap;
use std::io::Write;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};

use crossbeam_channel::{Receiver, RecvTimeoutError};
use lsp_server::{ErrorCode, Message, Notification, Request, RequestId, Response};
use lsp_types::notification::{
    DidChangeConfiguration, DidChangeTextDocument, DidChangeWatchedFiles, DidCloseTextDocument,
    DidOpenTextDocument, DidSaveTextDocument, Notification as _, PublishDiagnostics, ShowMessage,
};
use lsp_types::request::{CodeActionRequest, HoverRequest, Request as _};
use lsp_types::{
    CodeActionKind, CodeActionOptions, CodeActionParams, CodeActionProviderCapability, HoverParams,
    HoverProviderCapability, InitializeParams, InitializeResult, MessageType, PositionEncodingKind,
    PublishDiagnosticsParams, SaveOptions, ServerCapabilities, ServerInfo, ShowMessageParams,
    TextDocumentSyncCapability, TextDocumentSyncKind, TextDocumentSyncOptions,
    TextDocumentSyncSaveOptions, Uri,
};
use serde_json::{Value, json};
use urlbnf::Grammar;

use super::actions::actions;
use super::diagnostics::{Context, scan_document};
use super::document::{Document, Encoding};
use super::hover::hover;
use super::settings::Settings;
use super::transport::{self, Incoming};
use crate::commands::config::{Config, FILE_NAMES, Source};

/// However often a document is edited, it is scanned at least this long
/// after its first unscanned edit.
const MAX_DELAY: Duration = Duration::from_millis(500);

/// The custom request that reports the open documents and the memory each
/// holds (for tests and the latency bench).
pub(crate) const STATUS: &str = "urlbnf/status";

#[derive(Clone, Copy, PartialEq, Eq)]
enum State {
    /// Before `initialize`.
    Waiting,
    Running,
    /// After `shutdown`: only `exit` is expected.
    ShutDown,
}

struct Open {
    uri: Uri,
    doc: Document,
    /// When the document is to be scanned; `None` when it is current.
    due: Option<Instant>,
    /// When the oldest unscanned edit came.
    since: Option<Instant>,
}

pub(crate) struct Server<W: Write> {
    out: W,
    state: State,
    encoding: Encoding,
    settings: Settings,
    docs: HashMap<String, Open>,
    /// The `urlbnf.toml` of each folder, read once until a configuration
    /// file changes or the settings do.
    configs: Source,
    /// Whether the client answers `workspace/configuration`.
    pull_config: bool,
    /// Whether the client takes dynamic registrations of these.
    register_config: bool,
    register_watch: bool,
    next_id: i32,
    /// Our `workspace/configuration` requests awaiting their answer.
    config_requests: Vec<RequestId>,
    /// The problems last shown to the user, not repeated for every scan.
    shown: Vec<String>,
}

impl<W: Write> Server<W> {
    pub(crate) fn new(out: W) -> Self {
        Server {
            out,
            state: State::Waiting,
            encoding: Encoding::Utf16,
            settings: Settings::default(),
            docs: HashMap::new(),
            configs: Source::Upward(Default::default()),
            pull_config: false,
            register_config: false,
            register_watch: false,
            next_id: 0,
            config_requests: Vec::new(),
            shown: Vec::new(),
        }
    }

    /// Serves until `exit`; the exit status (0 after `shutdown`, 1 if the
    /// client exited or went away without it).
    pub(crate) fn serve(&mut self, rx: &Receiver<Incoming>) -> u8 {
        loop {
            let due = self.docs.values().filter_map(|o| o.due).min();
            let incoming = match due {
                Some(t) => match rx.recv_deadline(t) {
                    Ok(m) => m,
                    Err(RecvTimeoutError::Timeout) => {
                        self.scan_due(Instant::now());
                        continue;
                    }
                    Err(RecvTimeoutError::Disconnected) => return 1,
                },
                None => match rx.recv() {
                    Ok(m) => m,
                    Err(_) => return 1,
                },
            };
            match incoming {
                Incoming::Message(Message::Notification(n)) if n.method == "exit" => {
                    return if self.state == State::ShutDown { 0 } else { 1 };
                }
                Incoming::Message(m) => {
                    let id = match &m {
                        Message::Request(r) => Some(r.id.clone()),
                        _ => None,
                    };
                    // A bug must not take the editor's server down: the
                    // request gets an error and the loop goes on.
                    let result = catch_unwind(AssertUnwindSafe(|| self.handle(m)));
                    if result.is_err() {
                        eprintln!("urlbnf lsp: internal error (see the panic above)");
                        if let Some(id) = id {
                            self.respond_err(id, ErrorCode::InternalError, "internal error");
                        }
                    }
                }
                Incoming::Malformed { code, id, reason } => {
                    eprintln!("urlbnf lsp: {reason}");
                    self.write_raw(&json!({
                        "jsonrpc": "2.0",
                        "id": id,
                        "error": { "code": code as i32, "message": reason },
                    }));
                }
            }
        }
    }

    fn handle(&mut self, m: Message) {
        match m {
            Message::Request(r) => self.request(r),
            Message::Notification(n) => self.notification(n),
            Message::Response(r) => self.response(r),
        }
    }

    fn send(&mut self, m: Message) {
        if let Err(e) = m.write(&mut self.out) {
            eprintln!("urlbnf lsp: writing stdout: {e}");
        }
    }

    fn write_raw(&mut self, v: &Value) {
        if let Err(e) = transport::write(&mut self.out, v) {
            eprintln!("urlbnf lsp: writing stdout: {e}");
        }
    }

    fn respond(&mut self, id: RequestId, result: impl serde::Serialize) {
        #[derive(serde::Serialize)]
        struct Out<'a, T> {
            jsonrpc: &'static str,
            id: &'a RequestId,
            result: T,
        }
        let out = Out {
            jsonrpc: "2.0",
            id: &id,
            result,
        };
        if let Err(e) = transport::write(&mut self.out, &out) {
            eprintln!("urlbnf lsp: writing stdout: {e}");
        }
    }

    fn respond_err(&mut self, id: RequestId, code: ErrorCode, message: &str) {
        self.send(Response::new_err(id, code as i32, message.to_owned()).into());
    }

    fn notify(&mut self, method: &str, params: impl serde::Serialize) {
        #[derive(serde::Serialize)]
        struct Out<'a, T> {
            jsonrpc: &'static str,
            method: &'a str,
            params: T,
        }
        let out = Out {
            jsonrpc: "2.0",
            method,
            params,
        };
        if let Err(e) = transport::write(&mut self.out, &out) {
            eprintln!("urlbnf lsp: writing stdout: {e}");
        }
    }

    fn send_request(&mut self, method: &str, params: Value) -> RequestId {
        self.next_id += 1;
        let id = RequestId::from(format!("urlbnf-{}", self.next_id));
        self.send(
            Request {
                id: id.clone(),
                method: method.to_owned(),
                params,
            }
            .into(),
        );
        id
    }

    /// Tells the user about a problem (a bad setting, a broken
    /// `urlbnf.toml`), once until it changes.
    fn show(&mut self, message: String) {
        eprintln!("urlbnf lsp: {message}");
        if self.shown.contains(&message) {
            return;
        }
        self.shown.push(message.clone());
        self.notify(
            ShowMessage::METHOD,
            ShowMessageParams {
                typ: MessageType::WARNING,
                message: format!("urlbnf: {message}"),
            },
        );
    }

    fn request(&mut self, r: Request) {
        match (self.state, r.method.as_str()) {
            (State::Waiting, "initialize") => self.initialize(r),
            (State::Waiting, _) => self.respond_err(
                r.id,
                ErrorCode::ServerNotInitialized,
                "the server is not initialized",
            ),
            (State::ShutDown, _) => self.respond_err(
                r.id,
                ErrorCode::InvalidRequest,
                "the server is shut down: only `exit` is expected",
            ),
            (State::Running, "initialize") => {
                self.respond_err(r.id, ErrorCode::InvalidRequest, "already initialized")
            }
            (State::Running, "shutdown") => {
                self.state = State::ShutDown;
                self.respond(r.id, Value::Null);
            }
            (State::Running, HoverRequest::METHOD) => {
                let id = r.id.clone();
                match serde_json::from_value::<HoverParams>(r.params) {
                    Ok(p) => self.hover(id, p),
                    Err(e) => self.respond_err(id, ErrorCode::InvalidParams, &e.to_string()),
                }
            }
            (State::Running, CodeActionRequest::METHOD) => {
                let id = r.id.clone();
                match serde_json::from_value::<CodeActionParams>(r.params) {
                    Ok(p) => self.code_action(id, p),
                    Err(e) => self.respond_err(id, ErrorCode::InvalidParams, &e.to_string()),
                }
            }
            (State::Running, STATUS) => {
                let docs: Vec<Value> = self
                    .docs
                    .values()
                    .map(|o| {
                        json!({
                            "uri": o.uri.as_str(),
                            "version": o.doc.version,
                            "bytes": o.doc.text.len(),
                            "footprint": o.doc.footprint(),
                            "urls": o.doc.urls.len(),
                        })
                    })
                    .collect();
                let encoding = match self.encoding {
                    Encoding::Utf8 => "utf-8",
                    Encoding::Utf16 => "utf-16",
                };
                self.respond(
                    r.id,
                    json!({
                        "documents": docs,
                        "positionEncoding": encoding,
                        "grammar": self.settings.grammar.map(|g| g.to_string()),
                        "warnings": self.settings.warnings,
                    }),
                );
            }
            (State::Running, method) => {
                let message = format!("unknown method `{method}`");
                self.respond_err(r.id, ErrorCode::MethodNotFound, &message);
            }
        }
    }

    fn initialize(&mut self, r: Request) {
        let params: InitializeParams = match serde_json::from_value(r.params) {
            Ok(p) => p,
            Err(e) => {
                return self.respond_err(r.id, ErrorCode::InvalidParams, &e.to_string());
            }
        };
        // LSP 3.17: UTF-16 unless the client offers UTF-8.
        let offers_utf8 = params
            .capabilities
            .general
            .as_ref()
            .and_then(|g| g.position_encodings.as_ref())
            .is_some_and(|e| e.contains(&PositionEncodingKind::UTF8));
        self.encoding = if offers_utf8 {
            Encoding::Utf8
        } else {
            Encoding::Utf16
        };
        let workspace = params.capabilities.workspace.as_ref();
        self.pull_config = workspace.and_then(|w| w.configuration) == Some(true);
        self.register_config = workspace
            .and_then(|w| w.did_change_configuration.as_ref())
            .and_then(|d| d.dynamic_registration)
            == Some(true);
        self.register_watch = workspace
            .and_then(|w| w.did_change_watched_files.as_ref())
            .and_then(|d| d.dynamic_registration)
            == Some(true);
        if let Some(options) = &params.initialization_options {
            self.apply_settings(options);
        }
        let result = InitializeResult {
            capabilities: ServerCapabilities {
                position_encoding: Some(match self.encoding {
                    Encoding::Utf8 => PositionEncodingKind::UTF8,
                    Encoding::Utf16 => PositionEncodingKind::UTF16,
                }),
                text_document_sync: Some(TextDocumentSyncCapability::Options(
                    TextDocumentSyncOptions {
                        open_close: Some(true),
                        change: Some(TextDocumentSyncKind::INCREMENTAL),
                        save: Some(TextDocumentSyncSaveOptions::SaveOptions(SaveOptions {
                            include_text: Some(false),
                        })),
                        ..TextDocumentSyncOptions::default()
                    },
                )),
                hover_provider: Some(HoverProviderCapability::Simple(true)),
                code_action_provider: Some(CodeActionProviderCapability::Options(
                    CodeActionOptions {
                        code_action_kinds: Some(vec![CodeActionKind::QUICKFIX]),
                        ..CodeActionOptions::default()
                    },
                )),
                ..ServerCapabilities::default()
            },
            server_info: Some(ServerInfo {
                name: "urlbnf".to_owned(),
                version: Some(env!("CARGO_PKG_VERSION").to_owned()),
            }),
        };
        self.state = State::Running;
        self.respond(r.id, result);
    }

    fn notification(&mut self, n: Notification) {
        if self.state == State::Waiting {
            return; // before `initialize`, notifications are dropped (LSP)
        }
        match n.method.as_str() {
            "initialized" => self.initialized(),
            DidOpenTextDocument::METHOD => {
                match serde_json::from_value::<lsp_types::DidOpenTextDocumentParams>(n.params) {
                    Ok(p) => {
                        let d = p.text_document;
                        let doc = Document::new(d.text, d.version, d.language_id);
                        let key = d.uri.as_str().to_owned();
                        self.docs.insert(
                            key.clone(),
                            Open {
                                uri: d.uri,
                                doc,
                                due: None,
                                since: None,
                            },
                        );
                        self.schedule(&key);
                    }
                    Err(e) => eprintln!("urlbnf lsp: didOpen: {e}"),
                }
            }
            DidChangeTextDocument::METHOD => {
                match serde_json::from_value::<lsp_types::DidChangeTextDocumentParams>(n.params) {
                    Ok(p) => {
                        let key = p.text_document.uri.as_str().to_owned();
                        let enc = self.encoding;
                        let Some(open) = self.docs.get_mut(&key) else {
                            eprintln!("urlbnf lsp: didChange of a document not open: {key}");
                            return;
                        };
                        for change in p.content_changes {
                            open.doc.apply(change, enc);
                        }
                        open.doc.version = p.text_document.version;
                        self.schedule(&key);
                    }
                    Err(e) => eprintln!("urlbnf lsp: didChange: {e}"),
                }
            }
            DidCloseTextDocument::METHOD => {
                match serde_json::from_value::<lsp_types::DidCloseTextDocumentParams>(n.params) {
                    Ok(p) => {
                        if let Some(open) = self.docs.remove(p.text_document.uri.as_str()) {
                            self.notify(
                                PublishDiagnostics::METHOD,
                                PublishDiagnosticsParams::new(open.uri, Vec::new(), None),
                            );
                        }
                    }
                    Err(e) => eprintln!("urlbnf lsp: didClose: {e}"),
                }
            }
            DidSaveTextDocument::METHOD => {
                // A saved `urlbnf.toml` changes the findings of the
                // documents under it.
                if let Ok(p) =
                    serde_json::from_value::<lsp_types::DidSaveTextDocumentParams>(n.params)
                    && is_config_file(p.text_document.uri.as_str())
                {
                    self.configuration_changed();
                }
            }
            DidChangeWatchedFiles::METHOD => self.configuration_changed(),
            DidChangeConfiguration::METHOD => {
                let settings = n.params.get("settings").cloned().unwrap_or(Value::Null);
                let ours = ["urlbnf", "grammar", "warnings", "config", "debounceMs"]
                    .iter()
                    .any(|k| settings.get(k).is_some());
                if ours {
                    self.apply_settings(&settings);
                    self.configuration_changed();
                } else if self.pull_config {
                    // The client sent no values (VS Code sends them only
                    // for sections it knows): ask for ours.
                    let id = self.send_request(
                        "workspace/configuration",
                        json!({ "items": [{ "section": "urlbnf" }] }),
                    );
                    self.config_requests.push(id);
                }
            }
            // `$/cancelRequest`, `$/setTrace` and other notifications need
            // nothing from this server: each request is answered at once.
            _ => {}
        }
    }

    fn response(&mut self, r: Response) {
        let Some(k) = self.config_requests.iter().position(|id| *id == r.id) else {
            return; // the answer to a registration
        };
        self.config_requests.swap_remove(k);
        if let Ok(Value::Array(items)) = r.response_result
            && let Some(settings) = items.first()
        {
            self.apply_settings(settings);
            self.configuration_changed();
        }
    }

    /// After `initialized`: registers for the notifications the client
    /// sends only when asked, and asks for the settings.
    fn initialized(&mut self) {
        let mut registrations = Vec::new();
        if self.register_config {
            registrations.push(json!({
                "id": "urlbnf-configuration",
                "method": DidChangeConfiguration::METHOD,
                "registerOptions": { "section": "urlbnf" },
            }));
        }
        if self.register_watch {
            let watchers: Vec<Value> = FILE_NAMES
                .iter()
                .map(|n| json!({ "globPattern": format!("**/{n}") }))
                .collect();
            registrations.push(json!({
                "id": "urlbnf-watch-config",
                "method": DidChangeWatchedFiles::METHOD,
                "registerOptions": { "watchers": watchers },
            }));
        }
        if !registrations.is_empty() {
            self.send_request(
                "client/registerCapability",
                json!({ "registrations": registrations }),
            );
        }
        if self.pull_config {
            let id = self.send_request(
                "workspace/configuration",
                json!({ "items": [{ "section": "urlbnf" }] }),
            );
            self.config_requests.push(id);
        }
    }

    fn apply_settings(&mut self, value: &Value) {
        let (settings, problems) = self.settings.updated(value);
        for p in problems {
            self.show(p);
        }
        self.settings = settings;
    }

    /// Settings or a configuration file changed: every open document is
    /// scanned again, with the `urlbnf.toml` files read anew.
    fn configuration_changed(&mut self) {
        self.configs = Source::Upward(Default::default());
        self.shown.clear();
        let now = Instant::now();
        for open in self.docs.values_mut() {
            open.doc.stale = true;
            open.due = Some(now);
            open.since.get_or_insert(now);
        }
    }

    /// The document `key` was edited: it is scanned after the debounce.
    fn schedule(&mut self, key: &str) {
        let now = Instant::now();
        let delay = Duration::from_millis(self.settings.debounce_ms);
        if let Some(open) = self.docs.get_mut(key) {
            let since = *open.since.get_or_insert(now);
            open.due = Some((now + delay).min(since + MAX_DELAY.max(delay)));
        }
    }

    /// Scans and publishes the documents whose time has come.
    fn scan_due(&mut self, now: Instant) {
        let keys: Vec<String> = self
            .docs
            .iter()
            .filter(|(_, o)| o.due.is_some_and(|t| t <= now))
            .map(|(k, _)| k.clone())
            .collect();
        for key in keys {
            self.publish(&key);
        }
    }

    /// How the document `key` is read and checked: its configuration, and
    /// whether that configuration skips it.
    fn reading(&mut self, key: &str) -> (Option<Arc<Config>>, bool) {
        if !self.settings.config {
            return (None, false);
        }
        let Some(path) = self.docs.get(key).and_then(|o| file_path(&o.uri)) else {
            return (None, false);
        };
        let dir = path
            .parent()
            .map_or_else(|| PathBuf::from("/"), Path::to_path_buf);
        match self.configs.for_dir(&dir) {
            Ok(Some(c)) => {
                let skipped = c.skips(&path);
                (Some(c), skipped)
            }
            Ok(None) => (None, false),
            Err(e) => {
                self.show(e);
                (None, false)
            }
        }
    }

    /// Scans the document `key` as it is now and publishes its diagnostics
    /// with its version.
    fn publish(&mut self, key: &str) {
        let (config, skipped) = self.reading(key);
        let enc = self.encoding;
        let warnings = self.settings.warnings;
        let grammar = self.grammar(config.as_deref());
        let Some(open) = self.docs.get_mut(key) else {
            return;
        };
        open.due = None;
        open.since = None;
        let name = file_path(&open.uri)
            .map(|p| p.display().to_string())
            .unwrap_or_else(|| open.uri.as_str().to_owned());
        let (urls, diagnostics) = if skipped {
            (Vec::new(), Vec::new())
        } else {
            let cx = Context {
                grammar,
                syntax: open.doc.syntax(&name),
                config: config.as_deref(),
                warnings,
            };
            scan_document(&open.doc, &open.uri, cx, enc)
        };
        open.doc.urls = urls;
        open.doc.stale = false;
        let params =
            PublishDiagnosticsParams::new(open.uri.clone(), diagnostics, Some(open.doc.version));
        self.notify(PublishDiagnostics::METHOD, params);
    }

    fn grammar(&self, config: Option<&Config>) -> Grammar {
        self.settings
            .grammar
            .or(config.and_then(|c| c.grammar))
            .unwrap_or_default()
    }

    /// The open document `uri`, scanned up to its last edit (a request
    /// about it answers for the text the client sees); an error response
    /// when it is not open.
    fn current(&mut self, id: &RequestId, uri: &Uri) -> Option<String> {
        let key = uri.as_str().to_owned();
        match self.docs.get(&key) {
            None => {
                let message = format!("the document is not open: {}", uri.as_str());
                self.respond_err(id.clone(), ErrorCode::InvalidParams, &message);
                None
            }
            Some(o) if o.doc.stale => {
                self.publish(&key);
                Some(key)
            }
            Some(_) => Some(key),
        }
    }

    fn context_of(&mut self, key: &str) -> Option<(Option<Arc<Config>>, Grammar, Encoding)> {
        let (config, skipped) = self.reading(key);
        if skipped {
            return None;
        }
        let grammar = self.grammar(config.as_deref());
        Some((config, grammar, self.encoding))
    }

    fn hover(&mut self, id: RequestId, p: HoverParams) {
        let uri = p.text_document_position_params.text_document.uri;
        let Some(key) = self.current(&id, &uri) else {
            return;
        };
        let Some((config, grammar, enc)) = self.context_of(&key) else {
            return self.respond(id, Value::Null);
        };
        let warnings = self.settings.warnings;
        let result = self.docs.get(&key).and_then(|o| {
            let offset = o.doc.offset(p.text_document_position_params.position, enc);
            let name = file_path(&o.uri).map(|p| p.display().to_string());
            let cx = Context {
                grammar,
                syntax: o.doc.syntax(name.as_deref().unwrap_or(o.uri.as_str())),
                config: config.as_deref(),
                warnings,
            };
            hover(&o.doc, offset, cx, enc)
        });
        self.respond(id, result);
    }

    fn code_action(&mut self, id: RequestId, p: CodeActionParams) {
        let Some(key) = self.current(&id, &p.text_document.uri) else {
            return;
        };
        // Only quick fixes are offered.
        if let Some(only) = &p.context.only
            && !only
                .iter()
                .any(|k| *k == CodeActionKind::QUICKFIX || k.as_str().is_empty())
        {
            return self.respond(id, Vec::<Value>::new());
        }
        let Some((config, grammar, enc)) = self.context_of(&key) else {
            return self.respond(id, Vec::<Value>::new());
        };
        let warnings = self.settings.warnings;
        let result = self
            .docs
            .get(&key)
            .map(|o| {
                let start = o.doc.offset(p.range.start, enc);
                let end = o.doc.offset(p.range.end, enc).max(start);
                let name = file_path(&o.uri).map(|p| p.display().to_string());
                let cx = Context {
                    grammar,
                    syntax: o.doc.syntax(name.as_deref().unwrap_or(o.uri.as_str())),
                    config: config.as_deref(),
                    warnings,
                };
                actions(&o.doc, &o.uri, start..end, cx, enc)
            })
            .unwrap_or_default();
        self.respond(id, result);
    }
}

/// Whether `uri` names a scan configuration file.
fn is_config_file(uri: &str) -> bool {
    let name = uri.rsplit('/').next().unwrap_or(uri);
    FILE_NAMES.contains(&name)
}

/// The local path of a `file:` URI (percent-escapes decoded), or `None`
/// for another scheme (`untitled:`), whose documents have no folder and so
/// no `urlbnf.toml`.
pub(crate) fn file_path(uri: &Uri) -> Option<PathBuf> {
    let s = uri.as_str();
    let rest = s
        .strip_prefix("file://")
        .or_else(|| s.strip_prefix("FILE://"))?;
    // `file://host/path`: only the local host's files are ours.
    let path = match rest.find('/') {
        Some(0) => rest,
        Some(k) if &rest[..k] == "localhost" => &rest[k..],
        _ => return None,
    };
    let path = path.split(['?', '#']).next().unwrap_or(path);
    let mut bytes = Vec::with_capacity(path.len());
    let b = path.as_bytes();
    let mut k = 0;
    while k < b.len() {
        let hex = |c: u8| (c as char).to_digit(16);
        if b[k] == b'%'
            && let (Some(h), Some(l)) = (
                b.get(k + 1).copied().and_then(hex),
                b.get(k + 2).copied().and_then(hex),
            )
        {
            bytes.push((h * 16 + l) as u8);
            k += 3;
            continue;
        }
        bytes.push(b[k]);
        k += 1;
    }
    let text = String::from_utf8(bytes).ok()?;
    // `file:///C:/x` on Windows.
    let text = match text.as_bytes() {
        [b'/', d, b':', ..] if d.is_ascii_alphabetic() && cfg!(windows) => text[1..].to_owned(),
        _ => text,
    };
    Some(PathBuf::from(text))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::str::FromStr;

    #[test]
    fn file_paths() {
        let p = |s: &str| file_path(&Uri::from_str(s).unwrap());
        assert_eq!(
            p("file:///tmp/a%20b/c.md"),
            Some(PathBuf::from("/tmp/a b/c.md"))
        );
        assert_eq!(p("file://localhost/x"), Some(PathBuf::from("/x")));
        assert_eq!(p("untitled:Untitled-1"), None);
        assert_eq!(p("file://server/share/x"), None);
        assert!(is_config_file("file:///w/urlbnf.toml"));
        assert!(!is_config_file("file:///w/urlbnf.toml.bak"));
    }
}
