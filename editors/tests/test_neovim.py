"""`urlbnf lsp` in Neovim, headless: its built-in client opens a document,
shows the server's diagnostics, hovers, applies the quick fixes until the
buffer is clean, and stops the server (shutdown, exit).

Needs `nvim` on PATH (`apt-get install neovim`); `scripts/test-all`
installs it where it can. Without it the test is skipped, unless
`URLBNF_REQUIRE_NVIM=1` makes its absence a failure.
"""

import json
import os
import pathlib
import shutil
import subprocess

import pytest
from test_lsp import server_binary

HERE = pathlib.Path(__file__).resolve().parent

DOC = """# Überschrift 😀

See <URL:ftp://h/a~b> and ünïcödé http://example.com/x y.
Clean: gopher://h/1x and mailto:a@b.
"""


def test_neovim_end_to_end(tmp_path: pathlib.Path) -> None:
    nvim = shutil.which("nvim")
    if nvim is None:
        if os.environ.get("URLBNF_REQUIRE_NVIM") == "1":
            pytest.fail("nvim is not on PATH")
        pytest.skip("nvim is not on PATH")
    doc = tmp_path / "notes.md"
    doc.write_text(DOC, encoding="utf-8")
    out = tmp_path / "result.json"
    env = dict(
        os.environ,
        URLBNF_BIN=server_binary(),
        URLBNF_DOC=str(doc),
        URLBNF_OUT=str(out),
        HOME=str(tmp_path),
        XDG_STATE_HOME=str(tmp_path / "state"),
    )
    subprocess.run(
        [nvim, "--headless", "--clean", "-n", "-c", f"luafile {HERE / 'neovim.lua'}"],
        env=env,
        timeout=60,
        check=False,
        capture_output=True,
    )
    result = json.loads(out.read_text(encoding="utf-8"))
    failed = [s for s in result["steps"] if not s["ok"]]
    assert not failed, failed

    # One diagnostic, on the `~`, its column converted by Neovim from the
    # server's UTF-16 units to bytes after the non-ASCII text.
    [d] = result["diagnostics"]
    line = DOC.splitlines()[2]
    assert d["lnum"] == 2
    assert d["col"] == len(line[: line.index("~")].encode("utf-8"))
    assert d["end_col"] == d["col"] + 1
    assert d["code"] == "urlbnf::char::unsafe"
    assert d["source"] == "urlbnf"
    assert d["severity"] == 1

    assert result["hover"].startswith("**invalid** URL")
    assert "urlbnf::char::unsafe" in result["hover"]

    applied = [s["detail"] for s in result["steps"] if s["name"] == "applied"]
    assert applied == ["Replace with `ftp://h/a%7Eb`"], applied
    assert result["remaining"] == 0
    assert result["text"][2] == "See <URL:ftp://h/a%7Eb> and ünïcödé http://example.com/x y."
    assert result["exit"] == {"code": 0, "signal": 0}
