"""The Arrow batch API: every string layout, nulls, binary rows, chunked
input, and the same verdicts as the scalar API row by row."""

from __future__ import annotations

import os

import pyarrow as pa
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import urlbnf

URLS = [
    "http://h/",
    "http://h/a b",
    None,
    "ftp://u@h/f;type=x",
    "gopher://h/7s%09q",
    "",
    "news:1abc",
    "http://h/é",
]


def expected(url: str | None, grammar: str = "rfc1738") -> dict[str, object] | None:
    if url is None:
        return None
    try:
        urlbnf.validate(url, grammar)
    except urlbnf.URLError as e:
        return {
            "valid": False,
            "code": e.code,
            "offset": e.offset,
            "length": e.length,
            "message": e.message,
            "fix": e.fix,
        }
    return {
        "valid": True,
        "code": None,
        "offset": None,
        "length": None,
        "message": None,
        "fix": None,
    }


def rows(result: object) -> list[dict[str, object] | None]:
    arr = pa.array(result)
    assert arr.type == pa.struct(
        [
            ("valid", pa.bool_()),
            ("scheme", pa.string()),
            ("code", pa.string()),
            ("offset", pa.int64()),
            ("length", pa.int64()),
            ("message", pa.string()),
            ("fix", pa.string()),
        ]
    )
    out: list[dict[str, object] | None] = []
    for r in arr.to_pylist():
        if r is None:
            out.append(None)
        else:
            out.append({k: r[k] for k in ("valid", "code", "offset", "length", "message", "fix")})
    return out


@pytest.mark.parametrize("kind", [pa.string(), pa.large_string(), pa.string_view()])
def test_every_string_layout(kind: pa.DataType) -> None:
    arr = pa.array(URLS, type=kind)
    assert rows(urlbnf.check_arrow(arr)) == [expected(u) for u in URLS]


def test_sliced_and_chunked() -> None:
    arr = pa.array(URLS)
    assert rows(urlbnf.check_arrow(arr.slice(2, 4))) == [expected(u) for u in URLS[2:6]]
    chunked = pa.chunked_array([URLS[:3], URLS[3:]])
    assert rows(urlbnf.check_arrow(chunked)) == [expected(u) for u in URLS]


def test_nanoarrow_in_and_out() -> None:
    import nanoarrow as na

    result = urlbnf.check_arrow(na.Array(["http://h/", "x y"], na.string()))
    assert na.Array(result).schema.name == "urlbnf"
    assert pa.array(result).field("valid").to_pylist() == [True, False]


def test_binary_rows_that_are_not_utf8() -> None:
    arr = pa.array([b"http://h/", b"http://h/\xff", None], type=pa.binary())
    got = pa.array(urlbnf.check_arrow(arr)).to_pylist()
    assert got[0]["valid"] is True
    assert (got[1]["valid"], got[1]["code"], got[1]["offset"]) == (
        False,
        "urlbnf::input::not-utf8",
        9,
    )
    assert got[2] is None


def test_other_types_raise_type_error_naming_them() -> None:
    with pytest.raises(TypeError, match="Int64"):
        urlbnf.check_arrow(pa.array([1, 2]))
    with pytest.raises(TypeError):
        urlbnf.check_arrow(["http://h/"])


def test_grammar() -> None:
    arr = pa.array(['http://h?"q"'])
    assert pa.array(urlbnf.check_arrow(arr, "rfc1630")).to_pylist()[0]["valid"] is True
    assert pa.array(urlbnf.check_arrow(arr, "rfc1738")).to_pylist()[0]["valid"] is False
    with pytest.raises(ValueError, match="rfc1630"):
        urlbnf.check_arrow(arr, "nope")


def test_scan_arrow() -> None:
    arr = pa.array(["see http://h/x and <URL:news:a.b>", None, "nothing", "ftp://h/%zz"])
    got = pa.array(urlbnf.scan_arrow(arr)).to_pylist()
    assert [u["url"] for u in got[0]] == ["http://h/x", "news:a.b"]
    assert got[1] is None and got[2] == []
    assert got[3][0]["valid"] is False and got[3][0]["code"] == "urlbnf::escape::bad-hex"
    assert got[0][1]["offset"] == 24 and got[0][1]["line"] == 1


@settings(max_examples=100, deadline=None)
@given(
    st.lists(st.one_of(st.none(), st.text(max_size=30)), max_size=30),
    st.sampled_from(urlbnf.GRAMMARS),
)
def test_check_arrow_equals_validate_row_by_row(urls: list[str | None], grammar: str) -> None:
    got = rows(urlbnf.check_arrow(pa.array(urls, type=pa.string()), grammar))
    assert got == [expected(u, grammar) for u in urls]


@settings(max_examples=int(os.environ.get("URLBNF_FUZZ_EXAMPLES", "100")), deadline=None)
@given(st.lists(st.one_of(st.none(), st.binary(max_size=30)), max_size=30))
def test_binary_never_crashes(values: list[bytes | None]) -> None:
    got = pa.array(urlbnf.check_arrow(pa.array(values, type=pa.binary()))).to_pylist()
    assert len(got) == len(values)
    for v, g in zip(values, got, strict=True):
        assert (g is None) == (v is None)


@settings(max_examples=100, deadline=None)
@given(
    st.lists(st.one_of(st.none(), st.text(max_size=30)), max_size=30),
    st.lists(st.sampled_from(urlbnf.CHECK_FIELDS), min_size=1, max_size=7, unique=True),
)
def test_fields_are_the_full_result_projected(urls: list[str | None], fields: list[str]) -> None:
    arr = pa.array(urls, type=pa.string())
    full = pa.array(urlbnf.check_arrow(arr)).to_pylist()
    some = pa.array(urlbnf.check_arrow(arr, fields=fields))
    assert [f.name for f in some.type] == fields
    want = [None if r is None else {k: r[k] for k in fields} for r in full]
    assert some.to_pylist() == want


@pytest.mark.parametrize("reference", [False, True])
@pytest.mark.parametrize("grammar", ["rfc1630", "rfc3986"])
def test_valid_alone_is_the_full_results_verdict(grammar: str, reference: bool) -> None:
    # The verdict-only path builds no error: it must still agree, row by
    # row, with the full result (nulls, bytes that are not UTF-8, both
    # readings).
    values = [b"http://h/a", b"../a b", None, b"http://h/\xff", b"", b"g:h", b"x%zz", b"#f"]
    for arr in (
        pa.array(values, type=pa.binary()),
        pa.array(values, type=pa.binary()).cast(pa.large_binary()),
    ):
        full = pa.array(urlbnf.check_arrow(arr, grammar, reference=reference)).to_pylist()
        alone = pa.array(
            urlbnf.check_arrow(arr, grammar, ["valid"], reference=reference)
        ).to_pylist()
        assert alone == [None if r is None else {"valid": r["valid"]} for r in full]
        assert [r and r["valid"] for r in alone].count(True) >= 1


def test_fields_of_rows_that_are_not_utf8() -> None:
    arr = pa.array([b"http://h/\xff", None], type=pa.binary())
    got = pa.array(urlbnf.check_arrow(arr, fields=["fix", "code", "length"])).to_pylist()
    assert got == [{"fix": None, "code": "urlbnf::input::not-utf8", "length": 1}, None]


def test_fields_named_wrongly_raise_value_error() -> None:
    arr = pa.array(["http://h/"])
    with pytest.raises(ValueError, match='unknown field "vaild": the fields are valid, scheme'):
        urlbnf.check_arrow(arr, fields=["vaild"])
    with pytest.raises(ValueError, match="named twice"):
        urlbnf.check_arrow(arr, fields=["valid", "valid"])
    with pytest.raises(ValueError, match="empty"):
        urlbnf.check_arrow(arr, fields=[])
    with pytest.raises(TypeError):
        urlbnf.check_arrow(arr, fields=[1])  # type: ignore[list-item]
