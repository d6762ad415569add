"""Strict validation of URLs exactly as RFC 1738 and RFC 1630 define them.

The scalar API checks, parses, diagnoses, finds, resolves and builds single
URLs; ``check_arrow`` and ``scan_arrow`` take whole Arrow columns (pyarrow,
Polars, DuckDB, nanoarrow) without copying the strings.

>>> import urlbnf
>>> urlbnf.is_valid("ftp://ftp.is.co.za/rfc/rfc1808.txt")
True
>>> urlbnf.parse("http://h:8080/a%20b").port
8080
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import unquote_to_bytes

from urlbnf import _urlbnf, build
from urlbnf._errors import BuildError, URLError

__all__ = [
    "CHECK_FIELDS",
    "BuildError",
    "Component",
    "Finding",
    "Found",
    "GRAMMARS",
    "Label",
    "URL",
    "URLError",
    "build",
    "check_arrow",
    "diagnose",
    "equivalent",
    "is_valid",
    "normalized",
    "parse",
    "resolve",
    "scan",
    "scan_arrow",
    "validate",
]

GRAMMARS: tuple[str, ...] = tuple(_urlbnf.GRAMMARS)
"""The grammar names, as the command line takes them (any case)."""


def _text(value: object, name: str = "url") -> str:
    if not isinstance(value, str):
        raise TypeError(f"{name} must be str, not {type(value).__name__}")
    return value


def _grammar(grammar: object) -> str:
    if not isinstance(grammar, str):
        raise TypeError(f"grammar must be str, not {type(grammar).__name__}")
    return grammar


def _flag(reference: object) -> bool:
    if not isinstance(reference, bool):
        raise TypeError(f"reference must be bool, not {type(reference).__name__}")
    return reference


def _error(fields: dict[str, Any]) -> URLError:
    report = fields.pop("report")
    return URLError(report, **fields)


def is_valid(url: str, grammar: str = "rfc1738", *, reference: bool = False) -> bool:
    """Whether ``url`` is a URL of ``grammar`` (one of :data:`GRAMMARS`:
    ``"rfc1738"``, ``"rfc1630"``, ``"rfc3986"``, ``"rfc3987"``). With
    ``reference=True``, whether it is a reference: a URL, or a relative
    reference such as ``../a?b#c`` (RFC 3986's ``URI-reference``, RFC 3987's
    ``IRI-reference``, RFC 1630's partial forms; ``ValueError`` for RFC
    1738, whose URLs are all absolute).

    >>> is_valid("http://host/a b")
    False
    >>> is_valid("../a?b#c", "rfc3986", reference=True)
    True
    """
    return _urlbnf.is_valid(_text(url), _grammar(grammar), _flag(reference))


def validate(url: str, grammar: str = "rfc1738", *, reference: bool = False) -> None:
    """Raise :class:`URLError` unless ``url`` is a URL of ``grammar`` (with
    ``reference=True``, a reference: see :func:`is_valid`).

    >>> try:
    ...     validate("http://h/a b")
    ... except URLError as e:
    ...     (e.code, e.offset, e.length, e.fix)
    ('urlbnf::char::unsafe', 10, 1, 'http://h/a%20b')
    >>> try:
    ...     validate("a:b/../c d", "rfc3986", reference=True)
    ... except URLError as e:
    ...     (e.offset, e.fix)
    (8, 'a:b/../c%20d')
    """
    fields = _urlbnf.check(_text(url), _grammar(grammar), _flag(reference))
    if fields is not None:
        raise _error(fields)


class Component(str):
    """A component of a URL, as written (still percent-encoded)."""

    def decode(self) -> bytes:
        """The bytes the escapes stand for.

        >>> Component("a%20b").decode()
        b'a b'
        """
        return unquote_to_bytes(str(self))

    def decode_utf8(self) -> str:
        """The decoded bytes as UTF-8 text; ``UnicodeDecodeError`` if they are not.

        >>> Component("caf%C3%A9").decode_utf8()
        'café'
        """
        return self.decode().decode("utf-8")


@dataclass(frozen=True)
class URL:
    """A parsed URL: its text, scheme, host, port and every other component
    the URL has (``components``, keyed as in the serde schema of the Rust
    crate: ``path``, ``search``, ``type``, ``gopher_type``, ``selector``,
    ``group``, ``article``, ``fragment``, ...)."""

    url: str
    grammar: str
    scheme: str
    host: Component | None
    port: int | None
    components: dict[str, Any] = field(repr=False)

    def __getitem__(self, key: str) -> Any:
        return self.components[key]

    def get(self, key: str, default: Any = None) -> Any:
        """A component by name, or ``default``.

        >>> parse("gopher://h/7s%09q").get("search")
        'q'
        """
        return self.components.get(key, default)

    def to_dict(self) -> dict[str, Any]:
        """Every component, as plain values.

        >>> parse("ftp://h/f;type=i").to_dict()["type"]
        'i'
        """
        return {k: (str(v) if isinstance(v, Component) else v) for k, v in self.components.items()}

    def __str__(self) -> str:
        return self.url


def _component(value: Any) -> Any:
    if isinstance(value, str):
        return Component(value)
    if isinstance(value, dict):
        return {Component(k): _component(v) for k, v in value.items()}
    return value


def parse(url: str, grammar: str = "rfc1738") -> URL:
    """Parse ``url``; :class:`URLError` if it is not a URL of ``grammar``.

    >>> u = parse("ftp://u@h:2121/pub/a%20b;type=i")
    >>> (u.scheme, str(u.host), u.port, u["path"].decode(), u["type"])
    ('ftp', 'h', 2121, b'pub/a b', 'i')
    """
    text = _text(url)
    g = _grammar(grammar)
    data = _urlbnf.parse_json(text, g)
    if data is None:
        fields = _urlbnf.check(text, g)
        assert fields is not None
        raise _error(fields)
    raw: dict[str, Any] = json.loads(data)
    components = {k: _component(v) for k, v in raw.items()}
    port = raw.get("port")
    return URL(
        url=text,
        grammar=g.lower(),
        scheme=raw["scheme"],
        host=components.get("host"),
        port=port if isinstance(port, int) else None,
        components=components,
    )


@dataclass(frozen=True)
class Label:
    """A labelled byte range of the URL."""

    start: int
    end: int
    text: str
    primary: bool


@dataclass(frozen=True)
class Finding:
    """One error (or, for a valid URL, one warning)."""

    code: str
    severity: str
    message: str
    help: str | None
    rfc_link: str
    labels: list[Label]


def _finding(d: dict[str, Any]) -> Finding:
    labels = [Label(**label) for label in d.pop("labels")]
    return Finding(labels=labels, **d)


def diagnose(url: str, grammar: str = "rfc1738", *, reference: bool = False) -> list[Finding]:
    """Every finding: all the errors of an invalid URL, or the warnings of a
    valid one (with ``reference=True``, of a reference: see :func:`is_valid`).

    >>> [f.code for f in diagnose("http://h/a b%zz")]
    ['urlbnf::char::unsafe', 'urlbnf::escape::bad-hex']
    >>> [f.code for f in diagnose("./a b", "rfc3986", reference=True)]
    ['urlbnf::char::unsafe']
    """
    findings = _urlbnf.diagnose(_text(url), _grammar(grammar), _flag(reference))
    return [_finding(d) for d in findings]


@dataclass(frozen=True)
class Found:
    """A URL found in a text."""

    line: int
    column: int
    offset: int
    length: int
    url: str
    wrapper: str
    valid: bool
    findings: list[Finding]


def scan(text: str, grammar: str = "rfc1738") -> list[Found]:
    """The URLs in ``text``: bare, in ``<URL:...>`` and other wrappers, broken across lines.

    >>> [(f.line, f.url, f.valid) for f in scan("see <URL:ftp://h/a\\n b> and http://h/x y")]
    [(1, 'ftp://h/ab', True), (2, 'http://h/x', True)]
    """
    found = _urlbnf.scan(_text(text, "text"), _grammar(grammar))
    out = []
    for d in found:
        d["findings"] = [_finding(f) for f in d["findings"]]
        out.append(Found(**d))
    return out


def resolve(context: str, partial: str, grammar: str = "rfc1630") -> str:
    """``partial`` resolved against ``context`` by the rules of ``grammar``:
    RFC 1630's partial forms, or the references of RFC 3986 and RFC 3987
    (``context`` is then the base URI).

    >>> resolve("magic://a/b/c//d/e/f", "../g")
    'magic://a/b/c//d/g'
    >>> resolve("http://a/b/c/d;p?q", "../../g", "rfc3986")
    'http://a/g'
    """
    url, fields = _urlbnf.resolve(
        _text(context, "context"), _text(partial, "partial"), _grammar(grammar)
    )
    if fields is not None:
        raise _error(fields)
    assert url is not None
    return url


def normalized(
    url: str,
    grammar: str = "rfc1738",
    *,
    host_case: bool = False,
    default_port: bool = False,
    scheme_defaults: bool = False,
    dot_segments: bool = False,
) -> str:
    """The normal form ``equivalent`` compares: scheme in lower case, hex in
    upper case, escapes of characters that need none decoded (RFC 1630's
    encoding level). The options go further, each as an RFC allows (the Rust
    docs of ``Normalization`` quote the text): host names in lower case, no
    port that is the scheme's default, a scheme's defaults written in
    (``gopher://h`` is ``gopher://h/1``, ``http://h`` is ``http://h/``), and
    for RFC 3986 and RFC 3987 no ``.`` or ``..`` segments.

    >>> normalized("HTTP://h/%7e%41")
    'http://h/%7EA'
    >>> normalized("gopher://H:70", host_case=True, default_port=True, scheme_defaults=True)
    'gopher://h/1'
    >>> normalized("https://h:443/a/../b", "rfc3986", default_port=True, dot_segments=True)
    'https://h/b'
    """
    text = _text(url)
    out = _urlbnf.normalized(
        text,
        _grammar(grammar),
        host_case=host_case,
        default_port=default_port,
        scheme_defaults=scheme_defaults,
        dot_segments=dot_segments,
    )
    if out is None:
        validate(text, grammar)
    assert out is not None
    return out


def equivalent(
    a: str,
    b: str,
    grammar: str = "rfc1738",
    *,
    host_case: bool = False,
    default_port: bool = False,
    scheme_defaults: bool = False,
    dot_segments: bool = False,
) -> bool:
    """Whether two URLs have the same normal form (with the options of
    :func:`normalized`); :class:`URLError` if one is invalid.

    >>> equivalent("http://h/%41", "HTTP://h/A")
    True
    >>> equivalent("http://H:80/", "http://h/", host_case=True, default_port=True)
    True
    """
    g = _grammar(grammar)
    out = _urlbnf.equivalent(
        _text(a, "a"),
        _text(b, "b"),
        g,
        host_case=host_case,
        default_port=default_port,
        scheme_defaults=scheme_defaults,
        dot_segments=dot_segments,
    )
    if out is None:
        validate(a, g)
        validate(b, g)
    assert out is not None
    return out


def _arrow(array: object) -> object:
    if not (hasattr(array, "__arrow_c_array__") or hasattr(array, "__arrow_c_stream__")):
        raise TypeError(
            "expected an object with the Arrow PyCapsule interface (__arrow_c_array__ or"
            f" __arrow_c_stream__), not {type(array).__name__}"
        )
    return array


CHECK_FIELDS = ("valid", "scheme", "code", "offset", "length", "message", "fix")
"""The fields of :func:`check_arrow`'s result, in the order of the full struct."""


def check_arrow(
    array: Any,
    grammar: str = "rfc1738",
    fields: Sequence[str] | None = None,
    *,
    reference: bool = False,
) -> Any:
    """Check every row of an Arrow string column.

    ``array`` is anything with the Arrow PyCapsule interface
    (``__arrow_c_array__`` or ``__arrow_c_stream__``): a pyarrow Array or
    ChunkedArray, a Polars Series, a DuckDB result, a nanoarrow array; of
    type string, large_string, string_view or binary (a row that is not
    UTF-8 is invalid with ``urlbnf::input::not-utf8``). The strings are read
    in place, with the GIL released. The result is an Arrow struct array
    (with ``__arrow_c_array__``: ``pyarrow.array(result)`` takes it) of
    ``valid``, ``scheme``, ``code``, ``offset``, ``length``, ``message`` and
    ``fix``, or of the ``fields`` named (of :data:`CHECK_FIELDS`, in the
    order given): only those are computed, so ``fields=["valid"]`` costs
    little more than ``validate``, and a column of invalid URLs is cheap
    without ``message`` and ``fix``. A null row stays null. With
    ``reference=True`` each row is read as a reference (see
    :func:`is_valid`); a relative one has no ``scheme``.

    >>> import pyarrow as pa
    >>> result = pa.array(check_arrow(pa.array(["http://h/", "http://h/a b", None])))
    >>> result.field("code").to_pylist()
    [None, 'urlbnf::char::unsafe', None]
    >>> pa.array(check_arrow(pa.array(["http://h/a b"]), fields=["valid", "offset"])).to_pylist()
    [{'valid': False, 'offset': 10}]
    >>> refs = pa.array(["../g", "g:h", "a b"])
    >>> result = pa.array(check_arrow(refs, "rfc3986", ["valid", "scheme"], reference=True))
    >>> result.field("valid").to_pylist(), result.field("scheme").to_pylist()
    ([True, True, False], [None, 'g', None])
    """
    names = None if fields is None else [_text(f, "field") for f in fields]
    return _urlbnf.check_arrow(_arrow(array), _grammar(grammar), names, _flag(reference))


def scan_arrow(array: Any, grammar: str = "rfc1738") -> Any:
    """The URLs found in each row of an Arrow text column: a list of structs
    (``line``, ``column``, ``offset``, ``length``, ``url``, ``valid``,
    ``code``) per row; a null row stays null.

    >>> import pyarrow as pa
    >>> pa.array(scan_arrow(pa.array(["see http://h/x and news:a.b"]))).to_pylist()[0][1]["url"]
    'news:a.b'
    """
    return _urlbnf.scan_arrow(_arrow(array), _grammar(grammar))
