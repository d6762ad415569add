"""The native module; use the functions of :mod:`urlbnf`."""

from typing import Any

GRAMMARS: tuple[str, ...]

def is_valid(url: str, grammar: str = "rfc1738", reference: bool = False) -> bool: ...
def check(url: str, grammar: str = "rfc1738", reference: bool = False) -> dict[str, Any] | None: ...
def parse_json(url: str, grammar: str = "rfc1738") -> str | None: ...
def diagnose(
    url: str, grammar: str = "rfc1738", reference: bool = False
) -> list[dict[str, Any]]: ...
def scan(text: str, grammar: str = "rfc1738") -> list[dict[str, Any]]: ...
def resolve(
    context: str, partial: str, grammar: str = "rfc1630"
) -> tuple[str | None, dict[str, Any] | None]: ...
def normalized(
    url: str,
    grammar: str = "rfc1738",
    *,
    host_case: bool = False,
    default_port: bool = False,
    scheme_defaults: bool = False,
    dot_segments: bool = False,
) -> str | None: ...
def equivalent(
    a: str,
    b: str,
    grammar: str = "rfc1738",
    *,
    host_case: bool = False,
    default_port: bool = False,
    scheme_defaults: bool = False,
    dot_segments: bool = False,
) -> bool | None: ...
def check_arrow(
    array: Any,
    grammar: str = "rfc1738",
    fields: list[str] | None = None,
    reference: bool = False,
) -> Any: ...
def count_valid(array: Any, grammar: str = "rfc1738") -> int: ...
def scan_arrow(array: Any, grammar: str = "rfc1738") -> Any: ...
def generic(
    scheme: str,
    *,
    host: str | None = None,
    user: bytes | None = None,
    password: bytes | None = None,
    port: int | None = None,
    segments: list[bytes] | None = None,
    query: bytes | None = None,
    fragment: bytes | None = None,
    iri: bool = False,
) -> str: ...
def http(
    host: str,
    *,
    port: int | None = None,
    segments: list[bytes] | None = None,
    search: bytes | None = None,
) -> str: ...
def ftp(
    host: str,
    *,
    port: int | None = None,
    user: bytes | None = None,
    password: bytes | None = None,
    segments: list[bytes] | None = None,
    ftp_type: str | None = None,
) -> str: ...
def gopher(
    host: str,
    *,
    port: int | None = None,
    gopher_type: str | None = None,
    selector: bytes | None = None,
    search: bytes | None = None,
    gopher_plus: bytes | None = None,
) -> str: ...
def nntp(host: str, group: str, *, port: int | None = None, article: int | None = None) -> str: ...
def telnet(
    host: str,
    *,
    port: int | None = None,
    user: bytes | None = None,
    password: bytes | None = None,
) -> str: ...
def wais(
    host: str,
    database: bytes | None,
    *,
    port: int | None = None,
    search: bytes | None = None,
    document: tuple[bytes | None, bytes | None] | None = None,
) -> str: ...
def mailto(address: bytes | None) -> str: ...
def file(*, host: str | None = None, segments: list[bytes] | None = None) -> str: ...
def prospero(
    host: str,
    *,
    port: int | None = None,
    segments: list[bytes] | None = None,
    fields: list[tuple[bytes | None, bytes | None]] | None = None,
) -> str: ...
