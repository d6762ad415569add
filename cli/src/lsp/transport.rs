//! The JSON-RPC framing on stdio: `Content-Length` headers, then a JSON
//! body. Our own reader rather than `lsp_server::Connection::stdio`, whose
//! reader thread stops at the first malformed message: here a body that
//! is not JSON, or not a message, is reported to the server loop (which
//! answers it with an error) and reading goes on with the next message.

use std::io::{self, BufRead, Read, Write};

use crossbeam_channel::Sender;
use lsp_server::Message;
use serde_json::Value;

/// A message read from the client, or what was wrong with one.
#[derive(Debug)]
pub(crate) enum Incoming {
    Message(Message),
    /// A body that is not JSON (`ParseError`), or JSON that is not a
    /// message (`InvalidRequest`, with the request's id if it had one).
    Malformed {
        code: lsp_server::ErrorCode,
        id: Option<Value>,
        reason: String,
    },
}

/// A body larger than this is refused (and skipped): far above any
/// document an editor sends, below what would exhaust memory.
const MAX_BODY: usize = 1 << 30;

/// Reads messages from `input` until it ends (or the server stops
/// listening), sending each to `tx`.
pub(crate) fn read_loop(mut input: impl BufRead, tx: &Sender<Incoming>) -> io::Result<()> {
    let mut line = String::new();
    loop {
        // Headers: `Content-Length` is the one that matters; others
        // (`Content-Type`) are allowed and ignored.
        let mut length: Option<usize> = None;
        let mut bad_header = None;
        let mut seen_header = false;
        loop {
            line.clear();
            if input.read_line(&mut line)? == 0 {
                return Ok(());
            }
            let l = line.trim_end_matches(['\r', '\n']);
            if l.is_empty() {
                if seen_header {
                    break;
                }
                continue; // stray blank lines between messages
            }
            seen_header = true;
            match l.split_once(':') {
                Some((name, value)) if name.trim().eq_ignore_ascii_case("content-length") => {
                    match value.trim().parse::<usize>() {
                        Ok(n) => length = Some(n),
                        Err(_) => bad_header = Some(format!("bad Content-Length: {value:?}")),
                    }
                }
                Some(_) => {}
                None => bad_header = Some(format!("not a header: {:?}", excerpt(l))),
            }
        }
        let Some(length) = length.filter(|_| bad_header.is_none()) else {
            let reason = bad_header.unwrap_or_else(|| "no Content-Length header".to_owned());
            if send_malformed(tx, lsp_server::ErrorCode::ParseError, None, reason) {
                continue;
            }
            return Ok(());
        };
        if length > MAX_BODY {
            io::copy(&mut input.by_ref().take(length as u64), &mut io::sink())?;
            let reason = format!("a message of {length} bytes is too large");
            if send_malformed(tx, lsp_server::ErrorCode::ParseError, None, reason) {
                continue;
            }
            return Ok(());
        }
        let mut body = vec![0; length];
        input.read_exact(&mut body)?;
        let incoming = parse(&body);
        drop(body);
        let exit =
            matches!(&incoming, Incoming::Message(Message::Notification(n)) if n.method == "exit");
        if tx.send(incoming).is_err() || exit {
            return Ok(());
        }
    }
}

fn send_malformed(
    tx: &Sender<Incoming>,
    code: lsp_server::ErrorCode,
    id: Option<Value>,
    reason: String,
) -> bool {
    tx.send(Incoming::Malformed { code, id, reason }).is_ok()
}

/// One body as a message.
fn parse(body: &[u8]) -> Incoming {
    let value: Value = match serde_json::from_slice(body) {
        Ok(v) => v,
        Err(e) => {
            return Incoming::Malformed {
                code: lsp_server::ErrorCode::ParseError,
                id: None,
                reason: format!("not JSON: {e}"),
            };
        }
    };
    let id = value.get("id").cloned();
    match serde_json::from_value::<Message>(value) {
        Ok(m) => Incoming::Message(m),
        Err(e) => Incoming::Malformed {
            code: lsp_server::ErrorCode::InvalidRequest,
            id: id.filter(|i| i.is_string() || i.is_number()),
            reason: format!("not a JSON-RPC message: {e}"),
        },
    }
}

fn excerpt(s: &str) -> &str {
    match s.char_indices().nth(80) {
        Some((k, _)) => &s[..k],
        None => s,
    }
}

/// Writes one message with its header, and flushes it. Serialized straight
/// from the value given (not through a `serde_json::Value`), so that a
/// thousand diagnostics cost one buffer, not a tree of small allocations.
pub(crate) fn write(out: &mut impl Write, message: &impl serde::Serialize) -> io::Result<()> {
    let body = serde_json::to_vec(message)?;
    write!(out, "Content-Length: {}\r\n\r\n", body.len())?;
    out.write_all(&body)?;
    out.flush()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn frame(body: &str) -> String {
        format!("Content-Length: {}\r\n\r\n{body}", body.len())
    }

    #[test]
    fn malformed_messages_do_not_stop_reading() {
        let input = [
            frame("{not json"),
            frame(r#"{"jsonrpc":"2.0","id":7}"#),
            "X-Nonsense\r\n\r\n".to_owned(),
            frame(r#"{"jsonrpc":"2.0","id":1,"method":"shutdown"}"#),
        ]
        .concat();
        let (tx, rx) = crossbeam_channel::unbounded();
        read_loop(io::Cursor::new(input), &tx).unwrap();
        let got: Vec<Incoming> = rx.try_iter().collect();
        assert_eq!(got.len(), 4, "{got:?}");
        assert!(matches!(
            &got[0],
            Incoming::Malformed {
                code: lsp_server::ErrorCode::ParseError,
                id: None,
                ..
            }
        ));
        assert!(matches!(
            &got[1],
            Incoming::Malformed {
                code: lsp_server::ErrorCode::InvalidRequest,
                id: Some(_),
                ..
            }
        ));
        assert!(matches!(&got[2], Incoming::Malformed { .. }));
        assert!(
            matches!(&got[3], Incoming::Message(Message::Request(r)) if r.method == "shutdown")
        );
    }
}
