"""`urlbnf lsp` under pytest-lsp: a pygls client with the capabilities that
Visual Studio Code and Neovim send (as pytest-lsp recorded them), over the
server's stdio.

The server is the binary that `cargo test` built: `$URLBNF_BIN`, else
`target/debug/urlbnf` of this repository (or of `$CARGO_TARGET_DIR`).
"""

import asyncio
import os
import pathlib
import sys
from collections.abc import AsyncIterator, Callable

import pytest
import pytest_lsp
from lsprotocol import types
from pygls.exceptions import JsonRpcInvalidParams, JsonRpcMethodNotFound
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

ROOT = pathlib.Path(__file__).resolve().parents[2]


def server_binary() -> str:
    if "URLBNF_BIN" in os.environ:
        return os.environ["URLBNF_BIN"]
    target = pathlib.Path(os.environ.get("CARGO_TARGET_DIR", ROOT / "target"))
    exe = target / "debug" / ("urlbnf.exe" if sys.platform == "win32" else "urlbnf")
    if not exe.exists():
        pytest.exit(f"{exe} is missing: build it with `cargo build -p urlbnf-cli`", 2)
    return str(exe)


CONFIG = ClientServerConfig(
    server_command=os.environ.get("URLBNF_WRAP", "").split() or [server_binary(), "lsp"]
)

#: How long a test waits for the server before failing.
TIMEOUT = 5


@pytest_lsp.fixture(config=CONFIG, params=["visual-studio-code", "neovim"])
async def client(lsp_client: LanguageClient, request: pytest.FixtureRequest) -> AsyncIterator[None]:
    # The settings the client answers `workspace/configuration` with.
    lsp_client.set_configuration({"grammar": "rfc1738"}, section="urlbnf")
    registrations: list[types.Registration] = []

    # VS Code accepts dynamic registration; pygls's client has no handler.
    @lsp_client.feature(types.CLIENT_REGISTER_CAPABILITY)
    def register(params: types.RegistrationParams) -> None:
        registrations.extend(params.registrations)

    lsp_client.registrations = registrations
    params = types.InitializeParams(
        capabilities=client_capabilities(request.param),
        initialization_options={"debounceMs": 10},
    )
    result = await lsp_client.initialize_session(params)
    lsp_client.init_result = result
    yield
    await lsp_client.shutdown_session()


def units(client: LanguageClient, text: str) -> int:
    """The length of `text` in the position encoding the server chose."""
    enc = client.init_result.capabilities.position_encoding
    if enc == types.PositionEncodingKind.Utf8:
        return len(text.encode("utf-8"))
    return len(text.encode("utf-16-le")) // 2


def position(client: LanguageClient, text: str, offset: int) -> types.Position:
    before = text[:offset]
    line = before.count("\n")
    start = before.rfind("\n") + 1
    return types.Position(line=line, character=units(client, text[start:offset]))


async def wait_until(pred: Callable[[], object], what: str) -> None:
    """Polls `pred` until it holds (the client stores the last diagnostics
    of each document as they arrive)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + TIMEOUT
    while not pred():
        if loop.time() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        await asyncio.sleep(0.01)


def clean(client: LanguageClient, uri: str) -> bool:
    """Whether diagnostics were published for `uri`, and none are left."""
    return uri in client.diagnostics and len(client.diagnostics[uri]) == 0


def open_doc(client: LanguageClient, uri: str, text: str, language: str = "markdown") -> None:
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(
                uri=uri, language_id=language, version=1, text=text
            )
        )
    )


def change(
    client: LanguageClient, uri: str, version: int, edits: list[tuple[types.Range, str]]
) -> None:
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
            content_changes=[
                types.TextDocumentContentChangePartial(range=r, text=t) for r, t in edits
            ],
        )
    )


TEXT = "Ünï € 😀 see http://example.com/~user today\n"


async def test_encoding_is_negotiated(client: LanguageClient) -> None:
    enc = client.init_result.capabilities.position_encoding
    offered = client.capabilities.general and client.capabilities.general.position_encodings
    if offered and types.PositionEncodingKind.Utf8 in offered:
        assert enc == types.PositionEncodingKind.Utf8
    else:
        assert enc == types.PositionEncodingKind.Utf16
    sync = client.init_result.capabilities.text_document_sync
    assert sync.change == types.TextDocumentSyncKind.Incremental


async def test_diagnostics_after_non_ascii_text(client: LanguageClient) -> None:
    uri = "untitled:pytest-diagnostics"
    open_doc(client, uri, TEXT)
    await wait_until(lambda: client.diagnostics.get(uri), "diagnostics")
    [d] = client.diagnostics[uri]
    tilde = TEXT.index("~")
    assert d.range.start == position(client, TEXT, tilde)
    assert d.range.end == position(client, TEXT, tilde + 1)
    assert d.code == "urlbnf::char::unsafe"
    assert d.severity == types.DiagnosticSeverity.Error
    assert d.source == "urlbnf"
    assert d.code_description.href.startswith("https://www.rfc-editor.org/rfc/rfc1738")

    # Fix it by an incremental edit in the negotiated units.
    rng = types.Range(start=position(client, TEXT, tilde), end=position(client, TEXT, tilde + 1))
    change(client, uri, 2, [(rng, "%7E")])
    await wait_until(lambda: clean(client, uri), "clean diagnostics")

    # An astral character and a new error after it, on a new line.
    end = position(client, TEXT, len(TEXT))
    change(client, uri, 3, [(types.Range(start=end, end=end), "𝄞 ftp://h/a~c\n")])
    await wait_until(lambda: client.diagnostics.get(uri), "a new diagnostic")
    [d] = client.diagnostics[uri]
    line = "𝄞 ftp://h/a~c"
    assert d.range.start.line == 1
    assert d.range.start.character == units(client, line[: line.index("~")])

    client.text_document_did_close(
        types.DidCloseTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=uri))
    )
    await wait_until(lambda: clean(client, uri), "cleared diagnostics")


def apply(client: LanguageClient, text: str, edit: types.TextEdit) -> str:
    def offset(p: types.Position) -> int:
        lines = text.split("\n")
        start = sum(len(earlier) + 1 for earlier in lines[: p.line])
        line = lines[p.line] if p.line < len(lines) else ""
        k = 0
        while k < len(line) and units(client, line[:k]) < p.character:
            k += 1
        return start + k

    return text[: offset(edit.range.start)] + edit.new_text + text[offset(edit.range.end) :]


@pytest.mark.parametrize("title", ["Replace with", "Escape", "Ignore this URL"])
async def test_code_actions_fix_the_url(client: LanguageClient, title: str) -> None:
    uri = f"untitled:pytest-actions-{title.split()[0]}"
    text = "# Überschrift\n\n😀 <URL:ftp://h/%zz/~a> and more\n"
    open_doc(client, uri, text)
    await wait_until(lambda: client.diagnostics.get(uri), "diagnostics")
    version = 1
    while client.diagnostics[uri]:
        d = client.diagnostics[uri][0]
        actions = await client.text_document_code_action_async(
            types.CodeActionParams(
                text_document=types.TextDocumentIdentifier(uri=uri),
                range=d.range,
                context=types.CodeActionContext(diagnostics=[d]),
            )
        )
        chosen = [a for a in actions if a.title.startswith(title)]
        assert chosen, [a.title for a in actions]
        action = chosen[0]
        assert action.kind == types.CodeActionKind.QuickFix
        assert action.diagnostics
        [edit] = action.edit.changes[uri]
        text = apply(client, text, edit)
        version += 1
        before = len(client.diagnostics[uri])
        change(client, uri, version, [(edit.range, edit.new_text)])
        await wait_until(
            lambda n=before: len(client.diagnostics.get(uri, [])) < n, "fewer diagnostics"
        )
        assert version < 6
    # The client's copy and the server's agree: a full sync finds nothing.
    version += 1
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)],
        )
    )
    await asyncio.sleep(0.2)
    assert clean(client, uri)
    if title == "Ignore this URL":
        assert "<!-- urlbnf: ignore-next-line -->\n😀 <URL:" in text
    else:
        assert "<URL:ftp://h/%25zz/%7Ea>" in text


async def test_hover(client: LanguageClient) -> None:
    uri = "untitled:pytest-hover"
    text = "€ mailto:someone@example.com and 😀 http://h/x~y\n"
    open_doc(client, uri, text)
    await wait_until(lambda: uri in client.diagnostics, "diagnostics")
    hover = await client.text_document_hover_async(
        types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            position=position(client, text, text.index("someone")),
        )
    )
    assert hover.contents.kind == types.MarkupKind.Markdown
    assert hover.contents.value.startswith("**valid** URL (RFC 1738)")
    assert "mailtourl" in hover.contents.value
    hover = await client.text_document_hover_async(
        types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            position=position(client, text, text.index("x~y")),
        )
    )
    assert hover.contents.value.startswith("**invalid** URL")
    assert "urlbnf::char::unsafe" in hover.contents.value
    assert hover.range.start == position(client, text, text.index("http"))


async def test_settings_pulled_and_changed(client: LanguageClient) -> None:
    uri = "untitled:pytest-settings"
    text = "http://h/a#frag\n"
    open_doc(client, uri, text)
    await wait_until(lambda: client.diagnostics.get(uri), "diagnostics (RFC 1738)")
    # RFC 1630 has fragments.
    client.set_configuration({"grammar": "rfc1630"}, section="urlbnf")
    client.workspace_did_change_configuration(
        types.DidChangeConfigurationParams(settings={"urlbnf": {"grammar": "rfc1630"}})
    )
    await wait_until(lambda: clean(client, uri), "clean under RFC 1630")
    # A change without values: the server asks the client (VS Code's way)
    # when it can, else the values stay.
    client.set_configuration({"grammar": "rfc1738"}, section="urlbnf")
    client.workspace_did_change_configuration(types.DidChangeConfigurationParams(settings=None))
    if client.capabilities.workspace and client.capabilities.workspace.configuration:
        await wait_until(lambda: client.diagnostics.get(uri), "RFC 1738 again")


async def test_errors(client: LanguageClient) -> None:
    with pytest.raises(JsonRpcMethodNotFound):
        await client.protocol.send_request_async("urlbnf/nonexistent", {})
    with pytest.raises(JsonRpcInvalidParams):
        await client.text_document_hover_async(
            types.HoverParams(
                text_document=types.TextDocumentIdentifier(uri="untitled:never-opened"),
                position=types.Position(line=0, character=0),
            )
        )
