//! Code actions on the URLs of a range: replace the URL by its correction,
//! escape one character, or silence the URL with the inline marker that
//! `urlbnf scan` honours (`urlbnf: ignore-next-line` on the line before).

use std::collections::HashMap;
use std::ops::Range;

use lsp_types::{
    CodeAction, CodeActionKind, CodeActionOrCommand, Diagnostic, TextEdit, Uri, WorkspaceEdit,
};

use super::diagnostics::{Context, diagnostic, excerpt, reanalyze};
use super::document::{Document, Encoding};

/// At most this many escape actions are offered for one URL.
const MAX_ESCAPES: usize = 10;

/// The quick fixes for the reported URLs that `range` (document offsets)
/// touches.
// `WorkspaceEdit::changes` is keyed by `Uri`, whose interior mutability is
// a parse cache that leaves its hash and equality alone.
#[allow(clippy::mutable_key_type)]
pub(crate) fn actions(
    doc: &Document,
    uri: &Uri,
    range: Range<usize>,
    cx: Context<'_>,
    enc: Encoding,
) -> Vec<CodeActionOrCommand> {
    let mut out = Vec::new();
    for entry in doc.urls_in(range.clone()) {
        if !entry.reported {
            continue;
        }
        let Some((_, a)) = reanalyze(doc, &entry.span, cx) else {
            continue;
        };
        if !a.reported() {
            continue;
        }
        let mut pos = doc.positions(enc);
        let diagnostics: Vec<Diagnostic> = a
            .items
            .iter()
            .map(|i| diagnostic(i, uri, &mut pos))
            .collect();
        let edit = |span: Range<usize>, text: String, pos: &mut super::document::Positions<'_>| {
            let mut changes = HashMap::new();
            changes.insert(
                uri.clone(),
                vec![TextEdit {
                    range: pos.range(span),
                    new_text: text,
                }],
            );
            WorkspaceEdit {
                changes: Some(changes),
                ..WorkspaceEdit::default()
            }
        };
        if let Some(fix) = &a.fix {
            out.push(CodeActionOrCommand::CodeAction(CodeAction {
                title: format!("Replace with `{}`", excerpt(fix)),
                kind: Some(CodeActionKind::QUICKFIX),
                diagnostics: Some(diagnostics.clone()),
                edit: Some(edit(entry.span.clone(), fix.clone(), &mut pos)),
                is_preferred: Some(true),
                ..CodeAction::default()
            }));
        }
        // The escapes of the findings in the range, or of all the URL's
        // findings when the range is elsewhere on the URL.
        let touching = |r: &Range<usize>| r.start <= range.end && range.start <= r.end;
        let any_touch = a.escapes.iter().flatten().any(|e| touching(&e.range));
        for (k, e) in a
            .escapes
            .iter()
            .enumerate()
            .filter_map(|(k, e)| Some((k, e.as_ref()?)))
            .filter(|(_, e)| !any_touch || touching(&e.range))
            .take(MAX_ESCAPES)
        {
            out.push(CodeActionOrCommand::CodeAction(CodeAction {
                title: format!("Escape `{}` as `{}`", e.shown, e.escaped),
                kind: Some(CodeActionKind::QUICKFIX),
                diagnostics: diagnostics.get(k).cloned().map(|d| vec![d]),
                edit: Some(edit(e.range.clone(), e.escaped.clone(), &mut pos)),
                is_preferred: Some(a.fix.is_none() && a.escapes.iter().flatten().count() == 1),
                ..CodeAction::default()
            }));
        }
        let (line_start, indent) = doc.line_of(entry.span.start);
        let marker = format!("{indent}{}\n", marker(&doc.language_id));
        out.push(CodeActionOrCommand::CodeAction(CodeAction {
            title: "Ignore this URL (urlbnf: ignore-next-line)".to_owned(),
            kind: Some(CodeActionKind::QUICKFIX),
            diagnostics: Some(diagnostics),
            edit: Some(edit(line_start..line_start, marker, &mut pos)),
            ..CodeAction::default()
        }));
    }
    out
}

/// The `urlbnf: ignore-next-line` marker as a comment of the document's
/// language, so that the file stays valid; as plain text where the
/// language has no comments.
fn marker(language_id: &str) -> String {
    const M: &str = "urlbnf: ignore-next-line";
    match language_id {
        "html" | "xml" | "xhtml" | "svg" | "xsl" | "xslt" | "markdown" | "vue" => {
            format!("<!-- {M} -->")
        }
        "c" | "cpp" | "csharp" | "dart" | "go" | "java" | "javascript" | "javascriptreact"
        | "jsonc" | "kotlin" | "objective-c" | "php" | "rust" | "scala" | "swift"
        | "typescript" | "typescriptreact" | "zig" => format!("// {M}"),
        "coffeescript" | "dockerfile" | "elixir" | "julia" | "makefile" | "nix" | "perl"
        | "powershell" | "python" | "r" | "ruby" | "shellscript" | "sh" | "bash" | "toml"
        | "yaml" => format!("# {M}"),
        "ada" | "haskell" | "lua" | "sql" => format!("-- {M}"),
        "css" | "less" | "scss" => format!("/* {M} */"),
        "bibtex" | "erlang" | "latex" | "matlab" | "tex" => format!("% {M}"),
        "clojure" | "lisp" | "scheme" | "elisp" => format!("; {M}"),
        "vim" => format!("\" {M}"),
        "restructuredtext" => format!(".. {M}"),
        _ => M.to_owned(),
    }
}
