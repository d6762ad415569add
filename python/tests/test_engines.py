"""The data engines for real: Polars, DuckDB, and PySpark in local mode."""

from __future__ import annotations

import os
import shutil
import sys
from collections.abc import Iterator

import duckdb
import polars as pl
import pyarrow as pa
import pytest

import urlbnf
import urlbnf.polars  # noqa: F401  (registers the namespace)

URLS = ["http://h/", "http://h/a b", None, "gopher://h/7s%09q", "x"]


def test_polars_namespace() -> None:
    df = pl.DataFrame({"url": URLS})
    out = df.with_columns(pl.col("url").urlbnf.check().alias("check"))
    assert out["check"].struct.field("valid").to_list() == [True, False, None, True, False]
    assert out["check"].struct.field("fix").to_list()[1] == "http://h/a%20b"
    assert df.select(pl.col("url").urlbnf.is_valid()).to_series().to_list() == [
        True,
        False,
        None,
        True,
        False,
    ]
    assert pl.Series(["http://h/"]).urlbnf.check().struct.field("valid").to_list() == [True]
    some = df.select(pl.col("url").urlbnf.check(fields=["code", "valid"])).to_series()
    assert some.struct.fields == ["code", "valid"]
    assert some.struct.field("code").to_list()[1] == "urlbnf::char::unsafe"
    texts = pl.DataFrame({"text": ["see http://h/x and news:a.b", None]})
    urls = texts.select(pl.col("text").urlbnf.scan()).to_series().to_list()
    assert [u["url"] for u in urls[0]] == ["http://h/x", "news:a.b"]
    assert urls[1] is None


def test_references_through_polars_and_duckdb() -> None:
    refs = ["../g?q", "g:h", "a b", None]
    df = pl.DataFrame({"ref": refs})
    out = df.select(pl.col("ref").urlbnf.check("rfc3986", reference=True)).to_series()
    assert out.struct.field("valid").to_list() == [True, True, False, None]
    assert out.struct.field("scheme").to_list() == [None, "g", None, None]
    assert out.struct.field("fix").to_list()[2] == "a%20b"
    valid = df.select(pl.col("ref").urlbnf.is_valid("rfc3986", reference=True)).to_series()
    assert valid.to_list() == [True, True, False, None]
    with pytest.raises(ValueError, match="relative references"):
        urlbnf.check_arrow(pa.array(refs), "rfc1738", reference=True)
    con = duckdb.connect()
    result = urlbnf.check_arrow(
        con.sql("select * from (values ('../g'), ('a b')) v(r)"), "rfc3986", reference=True
    )
    assert pa.array(result).field("valid").to_pylist() == [True, False]


def test_duckdb_arrow_in_arrow_out() -> None:
    con = duckdb.connect()
    con.execute(
        "create table t as select * from (values ('http://h/'), ('http://h/a b'), (null)) v(url)"
    )
    result = urlbnf.check_arrow(con.sql("select url from t"))
    con.register("checked", pa.table({"urlbnf": pa.array(result)}))
    got = con.sql("select urlbnf.valid, urlbnf.code from checked").fetchall()
    assert got == [(True, None), (False, "urlbnf::char::unsafe"), (None, None)]


@pytest.fixture(scope="module")
def spark() -> Iterator[object]:
    if shutil.which("java") is None:
        pytest.fail("PySpark needs Java (17) on the PATH")
    os.environ["PYSPARK_PYTHON"] = sys.executable
    os.environ["PYSPARK_DRIVER_PYTHON"] = sys.executable
    from pyspark.sql import SparkSession

    session = (
        SparkSession.builder.master("local[2]")
        .appName("urlbnf-tests")
        .config("spark.ui.enabled", "false")
        .config("spark.sql.shuffle.partitions", "2")
        .getOrCreate()
    )
    yield session
    session.stop()


def test_spark_check(spark: object) -> None:
    from urlbnf import spark as urlbnf_spark

    df = spark.createDataFrame([(i, u) for i, u in enumerate(URLS)], "id long, url string")  # type: ignore[attr-defined]
    out = urlbnf_spark.check(df.repartition(2), "url").orderBy("id")
    rows = out.select("id", "url", "urlbnf.valid", "urlbnf.code", "urlbnf.fix").collect()
    assert [(r.id, r.valid, r.code) for r in rows] == [
        (0, True, None),
        (1, False, "urlbnf::char::unsafe"),
        (2, None, None),
        (3, True, None),
        (4, False, "urlbnf::scheme::missing"),
    ]
    assert rows[1].fix == "http://h/a%20b"
    refs = urlbnf_spark.check(df, "url", "rfc3986", reference=True).orderBy("id")
    assert [r.valid for r in refs.select("urlbnf.valid").collect()] == [
        True,
        False,
        None,
        True,
        True,
    ]
    with pytest.raises(ValueError, match="relative references"):
        urlbnf_spark.check(df, "url", reference=True)
    with pytest.raises(ValueError, match="no column"):
        urlbnf_spark.check(df, "nope")


def test_spark_scan(spark: object) -> None:
    from urlbnf import spark as urlbnf_spark

    df = spark.createDataFrame([("see http://h/x and <URL:news:a.b>",), (None,)], "text string")  # type: ignore[attr-defined]
    rows = urlbnf_spark.scan(df, "text").collect()
    assert [u.url for u in rows[0].urls] == ["http://h/x", "news:a.b"]
    assert rows[1].urls is None
