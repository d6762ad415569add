"""The scalar API against the Rust crate's behaviour, and bad input."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import urlbnf
from urlbnf import build

ROOT = Path(__file__).resolve().parents[2]


def urlbnf_cli() -> Path:
    """The `urlbnf` command of this checkout, built if needed: the Rust oracle."""
    exe = ROOT / "target" / "debug" / "urlbnf"
    if not exe.exists():
        subprocess.run(["cargo", "build", "-q", "-p", "urlbnf-cli"], cwd=ROOT, check=True)
    return exe


@pytest.mark.parametrize(
    ("url", "grammar", "valid"),
    [
        ("ftp://ftp.is.co.za/rfc/rfc1808.txt", "rfc1738", True),
        ("gopher://spinaltap.micro.umn.edu/00/Weather/California/Los%20Angeles", "rfc1738", True),
        ("http://host/a b", "rfc1738", False),
        ('http://h?"q"', "rfc1630", True),
        ('http://h?"q"', "RFC1738", False),
        ("mid:m@h#p", "rfc1630", True),
        ("", "rfc1738", False),
    ],
)
def test_is_valid(url: str, grammar: str, valid: bool) -> None:
    assert urlbnf.is_valid(url, grammar) is valid


def test_validate_raises_url_error_with_fields() -> None:
    with pytest.raises(urlbnf.URLError) as info:
        urlbnf.validate("http://h/a b")
    e = info.value
    assert isinstance(e, ValueError)
    assert (e.code, e.offset, e.length) == ("urlbnf::char::unsafe", 10, 1)
    assert e.message.startswith("a space may not appear anywhere in a URL")
    assert e.fix == "http://h/a%20b"
    assert e.help is not None and "%20" in e.help
    report = str(e)
    assert "http://h/a b" in report and "corrected URL: `http://h/a%20b`" in report


def test_offsets_are_bytes() -> None:
    with pytest.raises(urlbnf.URLError) as info:
        urlbnf.validate("http://h/é")
    assert (info.value.offset, info.value.length) == (9, 2)


def test_parse_components() -> None:
    u = urlbnf.parse("ftp://u@h:2121/pub/a%20b;type=i")
    assert (u.scheme, u.host, u.port) == ("ftp", "h", 2121)
    assert u["path"].decode() == b"pub/a b"
    assert u["path"].decode_utf8() == "pub/a b"
    assert u["user"] == "u" and u["type"] == "i"
    assert u.to_dict()["url"] == "ftp://u@h:2121/pub/a%20b;type=i"
    g = urlbnf.parse("gopher://h/7sel%09q%09+")
    parts = (g["gopher_type"], g["selector"], g["search"], g["gopher_plus"])
    assert parts == ("7", "sel", "q", "+")
    assert urlbnf.parse("news:a.b").port is None
    m = urlbnf.parse("http://h/p#frag", "rfc1630")
    assert m["fragment"] == "frag"
    with pytest.raises(urlbnf.URLError):
        urlbnf.parse("http://h/#frag")


def test_diagnose_scan_resolve_normal_form() -> None:
    findings = urlbnf.diagnose("http://h/a b%zz")
    assert [f.code for f in findings] == ["urlbnf::char::unsafe", "urlbnf::escape::bad-hex"]
    assert findings[0].labels[0].start == 10 and findings[0].severity == "error"
    assert [f.code for f in urlbnf.diagnose("ftp://u:secret@h/")] == ["urlbnf::login::password"]
    found = urlbnf.scan("see <URL:ftp://h/a\n b> and\nhttp://h/%zz.")
    assert [(f.line, f.column, f.url, f.wrapper, f.valid) for f in found] == [
        (1, 10, "ftp://h/ab", "url-brackets", True),
        (3, 1, "http://h/%zz", "bare", False),
    ]
    assert found[1].findings[0].code == "urlbnf::escape::bad-hex"
    assert urlbnf.resolve("magic://a/b/c//d/e/f", "../g") == "magic://a/b/c//d/g"
    with pytest.raises(urlbnf.URLError) as info:
        urlbnf.resolve("http://h/a", "b c")
    assert info.value.argument == "partial"
    assert urlbnf.normalized("HTTP://h/%7e%41") == "http://h/%7EA"
    # The stronger levels, one option at a time and together.
    assert urlbnf.normalized("http://H:80") == "http://H:80"
    assert urlbnf.normalized("http://H:80", host_case=True) == "http://h:80"
    assert urlbnf.normalized("http://H:80", default_port=True) == "http://H"
    assert urlbnf.normalized("http://H:80", scheme_defaults=True) == "http://H:80/"
    everything = {"host_case": True, "default_port": True, "scheme_defaults": True}
    assert urlbnf.normalized("gopher://H:70", "rfc1630", **everything) == "gopher://h/1"
    assert urlbnf.equivalent("http://H:80/", "http://h", **everything)
    assert not urlbnf.equivalent("http://h/A", "http://h/a", **everything)
    assert not urlbnf.equivalent("http://H/", "http://h/")
    assert urlbnf.equivalent("http://h/%41", "HTTP://h/A")
    with pytest.raises(urlbnf.URLError):
        urlbnf.equivalent("http://h/", "x y")


def test_builders() -> None:
    assert build.ftp(host="h", segments=["pub", "a b"], ftp_type="i") == "ftp://h/pub/a%20b;type=i"
    assert build.http(host="h", port=81, segments=[b"\xff"]) == "http://h:81/%FF"
    assert build.gopher(host="h", gopher_type="0", selector="a") == "gopher://h/0a"
    assert build.mailto(address="a@b") == "mailto:a@b"
    assert build.file(segments=["etc"]) == "file:///etc"
    assert build.prospero(host="h", segments=["a"], fields=[("x", "1")]) == "prospero://h/a;x=1"
    assert build.wais(host="h", database="db", document=("t", "p")) == "wais://h/db/t/p"
    assert build.nntp(host="h", group="a.b", article=7) == "nntp://h/a.b/7"
    assert build.telnet(host="h", user="u", password="p") == "telnet://u:p@h/"
    for url in [build.ftp(host="h", user="a:b@c", segments=["x;y"])]:
        assert urlbnf.is_valid(url)
    with pytest.raises(urlbnf.BuildError):
        build.ftp(host="-bad-")
    with pytest.raises(urlbnf.BuildError):
        build.ftp(host="h", ftp_type="x")
    with pytest.raises(urlbnf.BuildError):
        build.gopher(host="h", selector="x")


@pytest.mark.parametrize("bad", [None, 1, b"http://h/", ["x"]])
def test_wrong_types_raise_type_error(bad: object) -> None:
    for f in (
        urlbnf.is_valid,
        urlbnf.validate,
        urlbnf.parse,
        urlbnf.diagnose,
        urlbnf.scan,
        urlbnf.normalized,
    ):
        with pytest.raises(TypeError, match=type(bad).__name__):
            f(bad)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        build.http(host=bad)  # type: ignore[arg-type]


def test_unknown_grammar_names_the_choices() -> None:
    with pytest.raises(ValueError, match="expected `rfc1738`, `rfc1630`, `rfc3986` or `rfc3987`"):
        urlbnf.is_valid("x:y", "rfc2396")


def test_uris_and_iris() -> None:
    assert urlbnf.is_valid("https://example.com/~user?q=1#frag", "rfc3986")
    assert not urlbnf.is_valid("https://例え.テスト/", "rfc3986")
    assert urlbnf.is_valid("https://例え.テスト/", "rfc3987")
    with pytest.raises(urlbnf.URLError) as e:
        urlbnf.validate("http://[1::2::3]/", "rfc3986")
    assert (e.value.code, e.value.offset) == ("urlbnf::ipv6::pieces", 13)
    url = urlbnf.parse("http://[::1]:8080/a?q#f", "rfc3986")
    assert (url.scheme, str(url.host), url.port) == ("http", "[::1]", 8080)
    assert (url["query"], url["fragment"]) == ("q", "f")
    assert urlbnf.resolve("http://a/b/c/d;p?q", "g;x?y#s", "rfc3986") == "http://a/b/c/g;x?y#s"
    with pytest.raises(urlbnf.URLError):
        urlbnf.resolve("/relative", "g", "rfc3986")


REFERENCES = [
    # (reference, grammar, valid, offset of the first error, fix)
    ("../g?q#f", "rfc3986", True, None, None),
    ("//example.com/p", "rfc3986", True, None, None),
    ("./a:b", "rfc3986", True, None, None),
    ("g:h", "rfc3986", True, None, None),
    ("../a b", "rfc3986", False, 4, "../a%20b"),
    ("1a:b", "rfc3986", False, 2, "./1a:b"),
    ("a%zz", "rfc3986", False, 1, "a%25zz"),
    ("../é", "rfc3986", False, 3, "../%C3%A9"),
    ("../é", "rfc3987", True, None, None),
    ("../g", "rfc1630", True, None, None),
    ("a b", "rfc1630", False, 1, "a%20b"),
]


@pytest.mark.parametrize(("ref", "grammar", "valid", "offset", "fix"), REFERENCES)
def test_references(
    ref: str, grammar: str, valid: bool, offset: int | None, fix: str | None
) -> None:
    assert urlbnf.is_valid(ref, grammar, reference=True) is valid
    if valid:
        urlbnf.validate(ref, grammar, reference=True)
        assert not [
            f for f in urlbnf.diagnose(ref, grammar, reference=True) if f.severity == "error"
        ]
        return
    with pytest.raises(urlbnf.URLError) as e:
        urlbnf.validate(ref, grammar, reference=True)
    assert (e.value.offset, e.value.fix) == (offset, fix)
    assert urlbnf.diagnose(ref, grammar, reference=True)[0].code == e.value.code


def test_reference_needs_a_grammar_with_references() -> None:
    # A relative reference is no URL: the default reading rejects it.
    assert not urlbnf.is_valid("../g", "rfc3986")
    for call in (urlbnf.is_valid, urlbnf.validate, urlbnf.diagnose):
        with pytest.raises(ValueError, match="rfc1630, rfc3986, rfc3987"):
            call("../g", "rfc1738", reference=True)  # type: ignore[operator]
    with pytest.raises(TypeError, match="reference must be bool"):
        urlbnf.is_valid("../g", "rfc3986", reference="yes")  # type: ignore[arg-type]


def _oracle(urls: list[str], grammar: str) -> list[dict[str, object]]:
    out = subprocess.run(
        [urlbnf_cli(), "check", "--format", "json", "--grammar", grammar, "-"],
        input="\n".join(urls) + "\n",
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={**os.environ, "NO_COLOR": "1"},
    ).stdout
    return [json.loads(line) for line in out.splitlines() if line.startswith("{")]


URL_LIKE = st.lists(
    st.sampled_from(list("abcxyz019:/?#@%;=+-._~!*'(),\"<>é") + ["http://", "%4", "ftp://h", " "]),
    max_size=25,
).map("".join)


@settings(max_examples=150, deadline=None)
@given(st.lists(URL_LIKE, min_size=1, max_size=20), st.sampled_from(urlbnf.GRAMMARS))
def test_python_and_rust_agree(urls: list[str], grammar: str) -> None:
    urls = [u for u in urls if u.strip() == u and u and not u.startswith("#")]
    if not urls:
        return
    records = _oracle(urls, grammar)
    assert len(records) == len(urls)
    for url, rec in zip(urls, records, strict=True):
        assert urlbnf.is_valid(url, grammar) is rec["valid"], url
        if not rec["valid"]:
            with pytest.raises(urlbnf.URLError) as info:
                urlbnf.validate(url, grammar)
            first = rec["errors"][0]  # type: ignore[index]
            assert info.value.code == first["code"], url
            assert info.value.offset == first["offset"], url


# The fuzz budget: `URLBNF_FUZZ_EXAMPLES=100000 pytest -k crashes` for a long run.
FUZZ = int(os.environ.get("URLBNF_FUZZ_EXAMPLES", "300"))


@settings(max_examples=FUZZ, deadline=None)
@given(st.text(max_size=60), st.sampled_from(urlbnf.GRAMMARS))
def test_no_input_crashes(text: str, grammar: str) -> None:
    valid = urlbnf.is_valid(text, grammar)
    urlbnf.diagnose(text, grammar)
    urlbnf.scan(text, grammar)
    if valid:
        urlbnf.parse(text, grammar)
        urlbnf.normalized(text, grammar)
    else:
        with pytest.raises(urlbnf.URLError):
            urlbnf.validate(text, grammar)


def test_generic_builder() -> None:
    from urlbnf import build

    url = build.generic(
        "https",
        user="a:b",
        password="p@ss",
        host="example.com",
        port=8443,
        segments=["a b", "c/d"],
        query="q=1#",
        fragment="top",
    )
    assert url == "https://a%3Ab:p%40ss@example.com:8443/a%20b/c%2Fd?q=1%23#top"
    parsed = urlbnf.parse(url, "rfc3986")
    assert (parsed.host, parsed.port) == ("example.com", 8443)
    iri = build.generic("http", host="例え", segments=["パス"], iri=True)
    assert iri == "http://例え/パス" and urlbnf.is_valid(iri, "rfc3987")
    assert not urlbnf.is_valid(iri, "rfc3986")
    with pytest.raises(urlbnf.BuildError, match="scheme"):
        build.generic("1x")
    with pytest.raises(urlbnf.BuildError, match="host"):
        build.generic("x", port=1)
    with pytest.raises(TypeError, match="iri must be bool"):
        build.generic("x", iri=1)  # type: ignore[arg-type]
