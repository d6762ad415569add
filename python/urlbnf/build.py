"""Builders of RFC 1738 URLs, one keyword function per scheme, and of RFC
3986 URIs and RFC 3987 IRIs of any scheme (:func:`generic`). Raw values go
in (``str`` or ``bytes``); each is percent-encoded exactly where its
production needs it, and the URL returned parses back to them.

>>> from urlbnf import build
>>> build.ftp(host="ftp.example", segments=["pub", "a b.txt"], ftp_type="i")
'ftp://ftp.example/pub/a%20b.txt;type=i'
>>> build.generic("https", host="example.com", segments=["a b"], query="q=1#2")
'https://example.com/a%20b?q=1%232'
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

from urlbnf import _urlbnf
from urlbnf._errors import BuildError

__all__ = [
    "file",
    "ftp",
    "generic",
    "gopher",
    "http",
    "mailto",
    "nntp",
    "prospero",
    "telnet",
    "wais",
]

Raw = str | bytes
T = TypeVar("T")


def _raw(value: Raw | None) -> bytes | None:
    if value is None:
        return None
    if isinstance(value, str):
        return value.encode("utf-8")
    if isinstance(value, bytes):
        return value
    raise TypeError(f"expected str or bytes, not {type(value).__name__}")


def _segments(segments: Sequence[Raw] | None) -> list[bytes] | None:
    if segments is None:
        return None
    if isinstance(segments, (str, bytes)):
        raise TypeError("segments must be a sequence of str or bytes, not a single string")
    return [_raw(s) or b"" for s in segments]


def _host(host: object) -> str:
    if not isinstance(host, str):
        raise TypeError(f"host must be str, not {type(host).__name__}")
    return host


def _call(f: Callable[..., T], *args: object, **kwargs: object) -> T:
    try:
        return f(*args, **kwargs)
    except ValueError as e:
        raise BuildError(str(e)) from None


def generic(
    scheme: str,
    *,
    host: str | None = None,
    user: Raw | None = None,
    password: Raw | None = None,
    port: int | None = None,
    segments: Sequence[Raw] | None = None,
    query: Raw | None = None,
    fragment: Raw | None = None,
    iri: bool = False,
) -> str:
    """An RFC 3986 ``URI`` of any scheme:
    ``scheme:[//[user[:password]@]host[:port]]path[?query][#fragment]``.
    A host makes the authority (``""`` is the empty one of ``file:///``);
    the segments are joined by ``/`` (after the authority, one more
    before them). With ``iri=True`` an RFC 3987 ``IRI``: the characters
    beyond ASCII that it holds are kept, not percent-encoded.

    >>> generic("mailto", segments=["a@example.org"])
    'mailto:a@example.org'
    >>> generic("http", host="例え.テスト", segments=["パス"], iri=True)
    'http://例え.テスト/パス'
    >>> generic("http", host="例え.テスト")
    'http://%E4%BE%8B%E3%81%88.%E3%83%86%E3%82%B9%E3%83%88'
    """
    if not isinstance(scheme, str):
        raise TypeError(f"scheme must be str, not {type(scheme).__name__}")
    if not isinstance(iri, bool):
        raise TypeError(f"iri must be bool, not {type(iri).__name__}")
    return _call(
        _urlbnf.generic,
        scheme,
        host=None if host is None else _host(host),
        user=_raw(user),
        password=_raw(password),
        port=port,
        segments=_segments(segments),
        query=_raw(query),
        fragment=_raw(fragment),
        iri=iri,
    )


def http(
    *,
    host: str,
    port: int | None = None,
    segments: Sequence[Raw] | None = None,
    search: Raw | None = None,
) -> str:
    """An ``httpurl``.

    >>> http(host="h", segments=["a b"], search="q=1")
    'http://h/a%20b?q=1'
    """
    return _call(
        _urlbnf.http, _host(host), port=port, segments=_segments(segments), search=_raw(search)
    )


def ftp(
    *,
    host: str,
    port: int | None = None,
    user: Raw | None = None,
    password: Raw | None = None,
    segments: Sequence[Raw] | None = None,
    ftp_type: str | None = None,
) -> str:
    """An ``ftpurl``; ``ftp_type`` is ``"a"``, ``"i"`` or ``"d"``.

    >>> ftp(host="h", user="u@x", segments=["f"], ftp_type="a")
    'ftp://u%40x@h/f;type=a'
    """
    return _call(
        _urlbnf.ftp,
        _host(host),
        port=port,
        user=_raw(user),
        password=_raw(password),
        segments=_segments(segments),
        ftp_type=ftp_type,
    )


def gopher(
    *,
    host: str,
    port: int | None = None,
    gopher_type: str | None = None,
    selector: Raw | None = None,
    search: Raw | None = None,
    gopher_plus: Raw | None = None,
) -> str:
    """A ``gopherurl``.

    >>> gopher(host="h", gopher_type="7", selector="/find", search="rfc 1738")
    'gopher://h/7/find%09rfc%201738'
    """
    return _call(
        _urlbnf.gopher,
        _host(host),
        port=port,
        gopher_type=gopher_type,
        selector=_raw(selector),
        search=_raw(search),
        gopher_plus=_raw(gopher_plus),
    )


def nntp(*, host: str, group: str, port: int | None = None, article: int | None = None) -> str:
    """An ``nntpurl``.

    >>> nntp(host="h", group="comp.lang.c", article=42)
    'nntp://h/comp.lang.c/42'
    """
    return _call(_urlbnf.nntp, _host(host), group, port=port, article=article)


def telnet(
    *,
    host: str,
    port: int | None = None,
    user: Raw | None = None,
    password: Raw | None = None,
) -> str:
    """A ``telneturl``.

    >>> telnet(host="h", user="guest")
    'telnet://guest@h/'
    """
    return _call(_urlbnf.telnet, _host(host), port=port, user=_raw(user), password=_raw(password))


def wais(
    *,
    host: str,
    database: Raw,
    port: int | None = None,
    search: Raw | None = None,
    document: tuple[Raw, Raw] | None = None,
) -> str:
    """A ``waisurl``: a database, an index search, or a document (type, path).

    >>> wais(host="h", database="db", search="a b")
    'wais://h/db?a%20b'
    """
    doc = None if document is None else (_raw(document[0]), _raw(document[1]))
    return _call(
        _urlbnf.wais, _host(host), _raw(database), port=port, search=_raw(search), document=doc
    )


def mailto(*, address: Raw) -> str:
    """A ``mailtourl``.

    >>> mailto(address="joe@h.example")
    'mailto:joe@h.example'
    """
    return _call(_urlbnf.mailto, _raw(address))


def file(*, host: str | None = None, segments: Sequence[Raw] | None = None) -> str:
    """A ``fileurl``.

    >>> file(segments=["etc", "motd"])
    'file:///etc/motd'
    """
    return _call(
        _urlbnf.file, host=None if host is None else _host(host), segments=_segments(segments)
    )


def prospero(
    *,
    host: str,
    port: int | None = None,
    segments: Sequence[Raw] | None = None,
    fields: Sequence[tuple[Raw, Raw]] | None = None,
) -> str:
    """A ``prosperourl``.

    >>> prospero(host="h", segments=["a"], fields=[("v", "1")])
    'prospero://h/a;v=1'
    """
    pairs = None if fields is None else [(_raw(n), _raw(v)) for n, v in fields]
    return _call(
        _urlbnf.prospero, _host(host), port=port, segments=_segments(segments), fields=pairs
    )
