//! `urlbnf lsp` driven as an editor drives it: the built binary spawned,
//! JSON-RPC over its stdin and stdout, every answer read back.

use std::collections::VecDeque;
use std::io::{BufRead, BufReader, Read, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

/// Long enough for a debug build on a loaded machine; a hung server fails
/// the test instead of hanging it.
const TIMEOUT: Duration = Duration::from_secs(60);

struct Client {
    child: Child,
    stdin: Option<ChildStdin>,
    rx: Receiver<Value>,
    next_id: i64,
    /// Messages read while waiting for another.
    seen: VecDeque<Value>,
    /// UTF-8 columns (the server agreed to them) rather than UTF-16.
    utf8: bool,
}

impl Client {
    /// Spawns the server and completes the handshake with these client
    /// capabilities and initialization options.
    fn start(capabilities: Value, options: Value) -> (Client, Value) {
        let mut child = Command::new(env!("CARGO_BIN_EXE_urlbnf"))
            .arg("lsp")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("spawn urlbnf lsp");
        let stdout = child.stdout.take().unwrap();
        let (tx, rx) = channel();
        std::thread::spawn(move || {
            let mut r = BufReader::new(stdout);
            loop {
                let mut length = None;
                loop {
                    let mut line = String::new();
                    if r.read_line(&mut line).unwrap_or(0) == 0 {
                        return;
                    }
                    let line = line.trim_end();
                    if line.is_empty() {
                        break;
                    }
                    let (name, value) = line.split_once(':').expect("a header");
                    assert_eq!(name, "Content-Length", "only protocol on stdout: {line}");
                    length = Some(value.trim().parse::<usize>().unwrap());
                }
                let mut body = vec![0; length.expect("Content-Length")];
                r.read_exact(&mut body).unwrap();
                let v: Value = serde_json::from_slice(&body).expect("JSON from the server");
                assert_eq!(v["jsonrpc"], "2.0");
                if tx.send(v).is_err() {
                    return;
                }
            }
        });
        let stdin = child.stdin.take();
        let mut c = Client {
            child,
            stdin,
            rx,
            next_id: 0,
            seen: VecDeque::new(),
            utf8: false,
        };
        let init = c.request(
            "initialize",
            json!({
                "processId": null,
                "rootUri": null,
                "capabilities": capabilities,
                "initializationOptions": options,
            }),
        );
        c.utf8 = init["result"]["capabilities"]["positionEncoding"] == "utf-8";
        c.notify("initialized", json!({}));
        (c, init)
    }

    /// A client with default capabilities (UTF-16) and no debounce.
    fn new() -> Client {
        Client::start(json!({}), json!({ "debounceMs": 0 })).0
    }

    fn write(&mut self, bytes: &[u8]) {
        let stdin = self.stdin.as_mut().expect("stdin open");
        stdin.write_all(bytes).unwrap();
        stdin.flush().unwrap();
    }

    fn send(&mut self, v: &Value) {
        let body = serde_json::to_vec(v).unwrap();
        self.write(format!("Content-Length: {}\r\n\r\n", body.len()).as_bytes());
        self.write(&body);
    }

    fn notify(&mut self, method: &str, params: Value) {
        self.send(&json!({ "jsonrpc": "2.0", "method": method, "params": params }));
    }

    /// Sends a request and returns its response (the whole message).
    fn request(&mut self, method: &str, params: Value) -> Value {
        self.next_id += 1;
        let id = self.next_id;
        self.send(&json!({ "jsonrpc": "2.0", "id": id, "method": method, "params": params }));
        self.wait(|m| m["id"] == id && m.get("method").is_none())
    }

    fn recv(&mut self) -> Value {
        match self.rx.recv_timeout(TIMEOUT) {
            Ok(v) => v,
            Err(RecvTimeoutError::Timeout) => panic!("no message from the server in time"),
            Err(RecvTimeoutError::Disconnected) => panic!("the server closed stdout"),
        }
    }

    /// The first message (seen before, or read now) that `pred` accepts.
    fn wait(&mut self, pred: impl Fn(&Value) -> bool) -> Value {
        if let Some(k) = self.seen.iter().position(&pred) {
            return self.seen.remove(k).unwrap();
        }
        loop {
            let m = self.recv();
            if pred(&m) {
                return m;
            }
            self.seen.push_back(m);
        }
    }

    /// The diagnostics published for `uri` at `version`.
    fn diagnostics(&mut self, uri: &str, version: i64) -> Vec<Value> {
        let m = self.wait(|m| {
            m["method"] == "textDocument/publishDiagnostics"
                && m["params"]["uri"] == uri
                && m["params"]["version"] == version
        });
        m["params"]["diagnostics"].as_array().unwrap().clone()
    }

    fn open(&mut self, uri: &str, language: &str, text: &str) -> Vec<Value> {
        self.notify(
            "textDocument/didOpen",
            json!({ "textDocument": { "uri": uri, "languageId": language, "version": 1, "text": text } }),
        );
        self.diagnostics(uri, 1)
    }

    /// Sends one incremental change and returns the diagnostics of
    /// `version`.
    fn change(&mut self, uri: &str, version: i64, range: Value, text: &str) -> Vec<Value> {
        self.notify(
            "textDocument/didChange",
            json!({
                "textDocument": { "uri": uri, "version": version },
                "contentChanges": [{ "range": range, "text": text }],
            }),
        );
        self.diagnostics(uri, version)
    }

    /// Shuts the server down and returns its exit status.
    fn shutdown(mut self) -> i32 {
        let r = self.request("shutdown", Value::Null);
        assert_eq!(r["result"], Value::Null);
        assert!(r.get("error").is_none());
        self.notify("exit", Value::Null);
        self.exit_status()
    }

    fn exit_status(mut self) -> i32 {
        drop(self.stdin.take());
        let start = Instant::now();
        loop {
            if let Some(s) = self.child.try_wait().unwrap() {
                return s.code().unwrap_or(-1);
            }
            assert!(start.elapsed() < TIMEOUT, "the server did not exit");
            std::thread::sleep(Duration::from_millis(10));
        }
    }

    /// The column of byte `offset` of `line` as this client counts.
    fn col(&self, line: &str, offset: usize) -> usize {
        if self.utf8 {
            offset
        } else {
            line[..offset].encode_utf16().count()
        }
    }

    /// The position of byte `offset` of `text`.
    fn pos(&self, text: &str, offset: usize) -> Value {
        let before = &text[..offset];
        let line = before.matches('\n').count();
        let start = before.rfind('\n').map_or(0, |k| k + 1);
        json!({ "line": line, "character": self.col(&text[start..], offset - start) })
    }

    /// The byte offset of an LSP position in `text`.
    fn offset(&self, text: &str, pos: &Value) -> usize {
        let line = pos["line"].as_u64().unwrap() as usize;
        let ch = pos["character"].as_u64().unwrap() as usize;
        let start: usize = text.split_inclusive('\n').take(line).map(str::len).sum();
        let rest = &text[start..];
        let mut units = 0;
        for (k, c) in rest.char_indices() {
            if units >= ch || c == '\n' {
                return start + k;
            }
            units += if self.utf8 {
                c.len_utf8()
            } else {
                c.len_utf16()
            };
        }
        text.len()
    }

    /// `text` with the edits of a code action's workspace edit applied,
    /// and those edits as incremental changes.
    fn apply(&self, text: &str, uri: &str, action: &Value) -> (String, Vec<Value>) {
        let edits = action["edit"]["changes"][uri].as_array().unwrap();
        let mut spans: Vec<(usize, usize, String)> = edits
            .iter()
            .map(|e| {
                (
                    self.offset(text, &e["range"]["start"]),
                    self.offset(text, &e["range"]["end"]),
                    e["newText"].as_str().unwrap().to_owned(),
                )
            })
            .collect();
        spans.sort_by_key(|s| std::cmp::Reverse(s.0));
        let mut out = text.to_owned();
        for (s, e, t) in &spans {
            out.replace_range(*s..*e, t);
        }
        // The same edits, last first, so that each range is still valid.
        let mut sorted: Vec<Value> = edits.clone();
        sorted.sort_by_key(|e| {
            std::cmp::Reverse((
                e["range"]["start"]["line"].as_u64(),
                e["range"]["start"]["character"].as_u64(),
            ))
        });
        let changes = sorted
            .iter()
            .map(|e| json!({ "range": e["range"], "text": e["newText"] }))
            .collect();
        (out, changes)
    }
}

impl Drop for Client {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn codes(diags: &[Value]) -> Vec<&str> {
    diags.iter().map(|d| d["code"].as_str().unwrap()).collect()
}

#[test]
fn handshake_and_capabilities() {
    let (c, init) = Client::start(json!({}), Value::Null);
    let caps = &init["result"]["capabilities"];
    assert_eq!(caps["positionEncoding"], "utf-16");
    assert_eq!(caps["textDocumentSync"]["change"], 2); // incremental
    assert_eq!(caps["textDocumentSync"]["openClose"], true);
    assert_eq!(caps["hoverProvider"], true);
    assert_eq!(
        caps["codeActionProvider"]["codeActionKinds"],
        json!(["quickfix"])
    );
    assert_eq!(init["result"]["serverInfo"]["name"], "urlbnf");
    assert_eq!(c.shutdown(), 0);
}

#[test]
fn diagnostics_on_open_change_and_close_in_utf16() {
    let mut c = Client::new();
    let uri = "untitled:notes";
    // Two-byte, three-byte and astral characters before the URL: UTF-16
    // counts 1, 1 and 2 units for them.
    let text = "Ünï € 😀 see http://example.com/~user today\nsecond line\n";
    let diags = c.open(uri, "markdown", text);
    assert_eq!(codes(&diags), ["urlbnf::char::unsafe"], "{diags:#?}");
    let d = &diags[0];
    let tilde = text.find('~').unwrap();
    assert_eq!(d["range"]["start"], c.pos(text, tilde));
    assert_eq!(d["range"]["start"]["character"], 32);
    assert_eq!(d["range"]["end"]["character"], 33);
    assert_eq!(d["severity"], 1);
    assert_eq!(d["source"], "urlbnf");
    assert!(
        d["codeDescription"]["href"]
            .as_str()
            .unwrap()
            .starts_with("https://www.rfc-editor.org/rfc/rfc1738")
    );
    assert!(
        d["message"]
            .as_str()
            .unwrap()
            .contains("fix: `http://example.com/%7Euser`")
    );

    // Replace `~` by `%7E` with a range in UTF-16 units: clean.
    let range = json!({ "start": c.pos(text, tilde), "end": c.pos(text, tilde + 1) });
    assert!(c.change(uri, 2, range, "%7E").is_empty());
    let text = text.replace('~', "%7E");

    // Insert an astral character and an invalid URL on the second line.
    let at = text.find("second").unwrap();
    let range = json!({ "start": c.pos(&text, at), "end": c.pos(&text, at) });
    let diags = c.change(uri, 3, range, "𝄞 <URL:news:a b> ");
    assert_eq!(codes(&diags), ["urlbnf::scan::space-in-line"], "{diags:#?}");
    // The space inside the brackets: after `𝄞` (2 units) and ` <URL:news:a`.
    assert_eq!(
        diags[0]["range"],
        json!({ "start": { "line": 1, "character": 14 }, "end": { "line": 1, "character": 15 } })
    );
    assert_eq!(diags[0]["severity"], 2);

    c.notify(
        "textDocument/didClose",
        json!({ "textDocument": { "uri": uri } }),
    );
    let m = c.wait(|m| {
        m["method"] == "textDocument/publishDiagnostics"
            && m["params"]["uri"] == uri
            && m["params"].get("version").is_none()
    });
    assert_eq!(m["params"]["diagnostics"], json!([]));
    assert_eq!(c.shutdown(), 0);
}

#[test]
fn utf8_columns_when_the_client_offers_them() {
    let (mut c, init) = Client::start(
        json!({ "general": { "positionEncodings": ["utf-8", "utf-16"] } }),
        json!({ "debounceMs": 0 }),
    );
    assert_eq!(init["result"]["capabilities"]["positionEncoding"], "utf-8");
    let uri = "untitled:utf8";
    let text = "é😀 ftp://h/a~c\n";
    let diags = c.open(uri, "plaintext", text);
    assert_eq!(codes(&diags), ["urlbnf::char::unsafe"]);
    let tilde = text.find('~').unwrap();
    assert_eq!(diags[0]["range"]["start"]["character"], tilde); // bytes
    // An incremental edit in byte columns: `~` becomes `%7E`.
    let range = json!({ "start": { "line": 0, "character": tilde }, "end": { "line": 0, "character": tilde + 1 } });
    assert!(c.change(uri, 2, range, "%7E").is_empty());
    assert_eq!(c.shutdown(), 0);
}

#[test]
fn every_code_action_leaves_its_url_clean() {
    let doc = "# Links ✓\n\nSee http://example.com/~user/page\n    😀 and <URL:ftp://h/%zz> then\n";
    for (language, title) in [
        ("markdown", "Replace with"),
        ("markdown", "Escape"),
        ("markdown", "Ignore this URL"),
        ("python", "Ignore this URL"),
        ("plaintext", "Ignore this URL"),
    ] {
        let mut c = Client::new();
        let uri = "untitled:actions";
        let mut text = doc.to_owned();
        let mut diags = c.open(uri, language, &text);
        assert_eq!(diags.len(), 2, "{diags:#?}");
        let mut version = 1;
        // Fix the URLs one at a time, always taking the first diagnostic.
        while let Some(d) = diags.first().cloned() {
            let before = diags.len();
            let r = c.request(
                "textDocument/codeAction",
                json!({
                    "textDocument": { "uri": uri },
                    "range": d["range"],
                    "context": { "diagnostics": [d] },
                }),
            );
            let actions = r["result"].as_array().unwrap().clone();
            let action = actions
                .iter()
                .find(|a| a["title"].as_str().unwrap().starts_with(title))
                .unwrap_or_else(|| panic!("no {title} action in {actions:#?}"));
            assert_eq!(action["kind"], "quickfix");
            assert!(!action["diagnostics"].as_array().unwrap().is_empty());
            assert_eq!(action["diagnostics"][0]["code"], d["code"]);
            let (next, changes) = c.apply(&text, uri, action);
            version += 1;
            c.notify(
                "textDocument/didChange",
                json!({ "textDocument": { "uri": uri, "version": version }, "contentChanges": changes }),
            );
            diags = c.diagnostics(uri, version);
            text = next;
            assert!(diags.len() < before, "{title}: {diags:#?} in {text:?}");
            assert!(version < 10);
        }
        // What the server holds is what the client holds: a full sync of
        // the client's text finds the same (nothing).
        version += 1;
        c.notify(
            "textDocument/didChange",
            json!({ "textDocument": { "uri": uri, "version": version }, "contentChanges": [{ "text": text }] }),
        );
        assert!(c.diagnostics(uri, version).is_empty(), "{text}");
        match title {
            "Replace with" | "Escape" => {
                assert!(text.contains("http://example.com/%7Euser/page\n"), "{text}");
                assert!(text.contains("<URL:ftp://h/%25zz>"), "{text}");
            }
            _ => assert_eq!(
                text.matches("urlbnf: ignore-next-line").count(),
                2,
                "{text}"
            ),
        }
        if language == "python" {
            assert!(
                text.contains("\n    # urlbnf: ignore-next-line\n    😀 and"),
                "{text}"
            );
        }
        assert_eq!(c.shutdown(), 0);
    }
}

#[test]
fn html_fixes_are_written_as_html() {
    let mut c = Client::new();
    let uri = "file:///nowhere/page.html";
    let text = "<p>é<a href=\"http://h/a~b?x=1&amp;y=2\">é</a></p>\n";
    let diags = c.open(uri, "html", text);
    assert!(!diags.is_empty());
    let r = c.request(
        "textDocument/codeAction",
        json!({ "textDocument": { "uri": uri }, "range": diags[0]["range"], "context": { "diagnostics": [] } }),
    );
    let replace = r["result"]
        .as_array()
        .unwrap()
        .iter()
        .find(|a| a["title"].as_str().unwrap().starts_with("Replace"))
        .unwrap()
        .clone();
    let new = replace["edit"]["changes"][uri][0]["newText"]
        .as_str()
        .unwrap();
    assert!(new.contains("&amp;"), "{new}");
    assert!(!new.contains('<'), "{new}");
    let (_, changes) = c.apply(text, uri, &replace);
    c.notify(
        "textDocument/didChange",
        json!({ "textDocument": { "uri": uri, "version": 2 }, "contentChanges": changes }),
    );
    assert!(c.diagnostics(uri, 2).is_empty());
    assert_eq!(c.shutdown(), 0);
}

#[test]
fn hover_explains_valid_and_invalid_urls() {
    let mut c = Client::new();
    let uri = "untitled:hover";
    let text = "€ ftp://user@host.example:21/a%20b/c;type=d and 😀 http://h/x~y\n";
    c.open(uri, "markdown", text);
    let at = text.find("host").unwrap();
    let r = c.request(
        "textDocument/hover",
        json!({ "textDocument": { "uri": uri }, "position": c.pos(text, at) }),
    );
    let md = r["result"]["contents"]["value"].as_str().unwrap();
    assert_eq!(r["result"]["contents"]["kind"], "markdown");
    assert!(md.starts_with("**valid** URL (RFC 1738)"), "{md}");
    assert!(md.contains("| path | `a%20b/c` | `a b/c` |"), "{md}");
    assert!(md.contains("| user | `user` | `user` |"), "{md}");
    assert!(md.contains("ftpurl"), "{md}");
    let start = text.find("ftp:").unwrap();
    assert_eq!(r["result"]["range"]["start"], c.pos(text, start));

    let at = text.find("http").unwrap() + 3;
    let r = c.request(
        "textDocument/hover",
        json!({ "textDocument": { "uri": uri }, "position": c.pos(text, at) }),
    );
    let md = r["result"]["contents"]["value"].as_str().unwrap();
    assert!(md.starts_with("**invalid** URL"), "{md}");
    assert!(md.contains("urlbnf::char::unsafe"), "{md}");

    // Off any URL: no hover.
    let r = c.request(
        "textDocument/hover",
        json!({ "textDocument": { "uri": uri }, "position": { "line": 0, "character": 0 } }),
    );
    assert_eq!(r["result"], Value::Null);
    assert_eq!(c.shutdown(), 0);
}

#[test]
fn settings_from_options_and_configuration_changes() {
    // `#` starts a fragment in RFC 1630, and is unsafe in RFC 1738.
    let (mut c, _) = Client::start(json!({}), json!({ "grammar": "rfc1630", "debounceMs": 0 }));
    let uri = "untitled:settings";
    let text = "http://h/a#frag and ftp://u:secret@h/\n";
    let diags = c.open(uri, "plaintext", text);
    // RFC 1630 has no password warning; nothing to say.
    assert!(
        diags.iter().all(|d| d["code"] != "urlbnf::char::unsafe"),
        "{diags:#?}"
    );
    let r = c.request("urlbnf/status", Value::Null);
    assert_eq!(r["result"]["grammar"], "rfc1630");

    // Settings under the editor's section name: published again at once.
    c.notify(
        "workspace/didChangeConfiguration",
        json!({ "settings": { "urlbnf": { "grammar": "rfc1738" } } }),
    );
    let diags = c.diagnostics(uri, 1);
    assert_eq!(
        codes(&diags),
        ["urlbnf::char::unsafe", "urlbnf::login::password"]
    );
    assert_eq!(diags[1]["severity"], 2);

    // Errors only.
    c.notify(
        "workspace/didChangeConfiguration",
        json!({ "settings": { "warnings": false } }),
    );
    assert_eq!(codes(&c.diagnostics(uri, 1)), ["urlbnf::char::unsafe"]);

    // A bad value is shown to the user and changes nothing.
    c.notify(
        "workspace/didChangeConfiguration",
        json!({ "settings": { "grammar": "rfc2396" } }),
    );
    let m = c.wait(|m| m["method"] == "window/showMessage");
    assert!(m["params"]["message"].as_str().unwrap().contains("rfc2396"));
    assert_eq!(codes(&c.diagnostics(uri, 1)), ["urlbnf::char::unsafe"]);
    assert_eq!(c.shutdown(), 0);
}

#[test]
fn settings_pulled_from_a_client_that_answers_configuration() {
    let (mut c, _) = Client::start(
        json!({ "workspace": { "configuration": true } }),
        json!({ "debounceMs": 0 }),
    );
    // After `initialized` the server asks for the `urlbnf` section.
    let ask = c.wait(|m| m["method"] == "workspace/configuration");
    assert_eq!(ask["params"]["items"][0]["section"], "urlbnf");
    c.send(&json!({ "jsonrpc": "2.0", "id": ask["id"], "result": [{ "grammar": "rfc1630" }] }));
    let r = c.request("urlbnf/status", Value::Null);
    assert_eq!(r["result"]["grammar"], "rfc1630");
    // A change without values: the server asks again.
    c.notify(
        "workspace/didChangeConfiguration",
        json!({ "settings": null }),
    );
    let ask = c.wait(|m| m["method"] == "workspace/configuration");
    c.send(&json!({ "jsonrpc": "2.0", "id": ask["id"], "result": [{ "grammar": "rfc1738" }] }));
    let r = c.request("urlbnf/status", Value::Null);
    assert_eq!(r["result"]["grammar"], "rfc1738");
    assert_eq!(c.shutdown(), 0);
}

/// A file URI for `path` (absolute, ASCII).
fn file_uri(path: &Path) -> String {
    format!("file://{}", path.display())
}

#[test]
fn the_workspace_configuration_is_honoured() {
    let dir = tempfile_dir("config");
    std::fs::write(
        dir.join("urlbnf.toml"),
        "accept = ['^http://localhost/']\n[codes]\n\"urlbnf::login::password\" = \"off\"\n\"urlbnf::scan::space-in-line\" = \"error\"\n",
    )
    .unwrap();
    std::fs::create_dir_all(dir.join("docs")).unwrap();
    let doc = dir.join("docs/a.md");
    let text = "http://localhost/~me ftp://u:pw@h/ <URL:news:a b> http://h/~x\n# urlbnf: ignore-next-line\nhttp://h/~y\n";
    std::fs::write(&doc, text).unwrap();
    let mut c = Client::new();
    let uri = file_uri(&doc);
    let diags = c.open(&uri, "markdown", text);
    // Accepted, turned off, raised to an error, reported, ignored inline.
    assert_eq!(
        codes(&diags),
        ["urlbnf::scan::space-in-line", "urlbnf::char::unsafe"]
    );
    assert_eq!(diags[0]["severity"], 1);
    assert_eq!(diags[1]["range"]["start"]["line"], 0);

    // The configuration changes on disk and is saved: read anew.
    std::fs::write(dir.join("urlbnf.toml"), "skip = ['docs/**']\n").unwrap();
    c.notify(
        "textDocument/didSave",
        json!({ "textDocument": { "uri": file_uri(&dir.join("urlbnf.toml")) } }),
    );
    assert!(c.diagnostics(&uri, 1).is_empty());

    // A broken configuration is shown, and the document checked without it.
    std::fs::write(dir.join("urlbnf.toml"), "nonsense = 1\n").unwrap();
    c.notify("workspace/didChangeWatchedFiles", json!({ "changes": [] }));
    let m = c.wait(|m| m["method"] == "window/showMessage");
    assert!(
        m["params"]["message"]
            .as_str()
            .unwrap()
            .contains("urlbnf.toml")
    );
    assert_eq!(c.diagnostics(&uri, 1).len(), 4);
    assert_eq!(c.shutdown(), 0);
    std::fs::remove_dir_all(dir).unwrap();
}

fn tempfile_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("urlbnf-lsp-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir.canonicalize().unwrap()
}

#[test]
fn bad_requests_get_errors_and_the_server_goes_on() {
    let mut c = Client::new();
    // Not JSON: a ParseError response with a null id.
    let body = b"{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": ";
    c.write(format!("Content-Length: {}\r\n\r\n", body.len()).as_bytes());
    c.write(body);
    let m = c.wait(|m| m["error"]["code"] == -32700);
    assert_eq!(m["id"], Value::Null);
    // JSON that is no message: InvalidRequest, with its id.
    c.send(&json!({ "jsonrpc": "2.0", "id": 99, "method": 5 }));
    let m = c.wait(|m| m["id"] == 99);
    assert_eq!(m["error"]["code"], -32600);
    // An unknown method.
    let r = c.request("textDocument/frobnicate", json!({}));
    assert_eq!(r["error"]["code"], -32601);
    // A document that is not open.
    let r = c.request(
        "textDocument/hover",
        json!({ "textDocument": { "uri": "untitled:nope" }, "position": { "line": 0, "character": 0 } }),
    );
    assert_eq!(r["error"]["code"], -32602);
    assert!(r["error"]["message"].as_str().unwrap().contains("not open"));
    let r = c.request(
        "textDocument/codeAction",
        json!({ "textDocument": { "uri": "untitled:nope" }, "range": { "start": { "line": 0, "character": 0 }, "end": { "line": 0, "character": 0 } }, "context": { "diagnostics": [] } }),
    );
    assert_eq!(r["error"]["code"], -32602);
    // Bad params.
    let r = c.request("textDocument/hover", json!({ "position": 3 }));
    assert_eq!(r["error"]["code"], -32602);
    // Positions far outside the document, and edits past its end, are
    // clamped, not fatal.
    let uri = "untitled:clamp";
    c.open(uri, "plaintext", "news:a\n");
    let far = json!({ "line": 4_000_000_000u32, "character": 4_000_000_000u32 });
    let diags = c.change(
        uri,
        2,
        json!({ "start": far, "end": { "line": 0, "character": 0 } }),
        " http://h/~",
    );
    assert_eq!(codes(&diags), ["urlbnf::char::unsafe"]);
    let r = c.request(
        "textDocument/hover",
        json!({ "textDocument": { "uri": uri }, "position": far }),
    );
    assert!(r.get("error").is_none());
    // Still answering.
    let r = c.request("urlbnf/status", Value::Null);
    assert_eq!(r["result"]["documents"].as_array().unwrap().len(), 1);

    // After shutdown, requests are refused, and exit ends with status 0.
    let r = c.request("shutdown", Value::Null);
    assert_eq!(r["result"], Value::Null);
    let r = c.request("textDocument/hover", json!({}));
    assert_eq!(r["error"]["code"], -32600);
    c.notify("exit", Value::Null);
    assert_eq!(c.exit_status(), 0);
}

#[test]
fn requests_before_initialize_and_exit_without_shutdown() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_urlbnf"))
        .arg("lsp")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let mut send = |v: Value| {
        let body = serde_json::to_vec(&v).unwrap();
        stdin
            .write_all(format!("Content-Length: {}\r\n\r\n", body.len()).as_bytes())
            .unwrap();
        stdin.write_all(&body).unwrap();
    };
    send(json!({ "jsonrpc": "2.0", "id": 1, "method": "textDocument/hover", "params": {} }));
    send(json!({ "jsonrpc": "2.0", "method": "exit" }));
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("\"code\":-32002"), "{text}");
}

#[test]
fn a_closed_stdin_ends_the_server() {
    let c = Client::new();
    assert_eq!(c.exit_status(), 1);
}

#[test]
fn a_large_document_is_bounded() {
    // 20 MB on a few long lines and many short ones, with 400,000 URLs of
    // which half are invalid: the diagnostics are capped, the memory held
    // stays near the document's size, and edits are answered.
    let mut text = String::with_capacity(21 << 20);
    let line = "text 😀 http://h.example/ok and http://h.example/~bad words\n";
    while text.len() < 20 << 20 {
        text.push_str(line);
    }
    text.push_str(&"x".repeat(1 << 20)); // a 1 MiB line without a URL
    let mut c = Client::new();
    let uri = "untitled:big";
    let diags = c.open(uri, "plaintext", &text);
    assert_eq!(diags.len(), 5001);
    assert!(
        diags[5000]["message"]
            .as_str()
            .unwrap()
            .contains("more findings")
    );
    let r = c.request("urlbnf/status", Value::Null);
    let doc = &r["result"]["documents"][0];
    let (bytes, footprint) = (
        doc["bytes"].as_u64().unwrap(),
        doc["footprint"].as_u64().unwrap(),
    );
    assert_eq!(bytes, text.len() as u64);
    assert!(footprint <= 2 * bytes, "{footprint} for {bytes}");
    // An edit at the end is applied and the document scanned again.
    let end = c.pos(&text, text.len());
    let diags = c.change(uri, 2, json!({ "start": end, "end": end }), "\nftp://h/~z");
    assert_eq!(diags.len(), 5001);
    assert_eq!(c.shutdown(), 0);
}
