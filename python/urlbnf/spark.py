"""urlbnf on Spark DataFrames, computed in the Python workers on Arrow
batches (``mapInArrow``): no Python code runs per row.

>>> from urlbnf import spark as urlbnf_spark     # doctest: +SKIP
>>> checked = urlbnf_spark.check(df, "url")      # doctest: +SKIP
>>> checked.filter("not urlbnf.valid").select("url", "urlbnf.code", "urlbnf.fix")  # doctest: +SKIP

On a cluster the executors need the package too: build the wheel
(``pip wheel ./python``) and ship it with ``spark-submit --py-files
urlbnf-*.whl`` or in the job's Python environment archive
(``--archives env.tar.gz#env`` with ``PYSPARK_PYTHON=./env/bin/python``).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

import pyarrow as pa

import urlbnf

if TYPE_CHECKING:
    from pyspark.sql import DataFrame

__all__ = ["CHECK_SCHEMA", "SCAN_SCHEMA", "check", "scan"]

CHECK_SCHEMA = [
    ("valid", "boolean"),
    ("scheme", "string"),
    ("code", "string"),
    ("offset", "long"),
    ("length", "long"),
    ("message", "string"),
    ("fix", "string"),
]
"""The fields of the ``urlbnf`` struct column that :func:`check` adds."""

SCAN_SCHEMA = [
    ("line", "long"),
    ("column", "long"),
    ("offset", "long"),
    ("length", "long"),
    ("url", "string"),
    ("valid", "boolean"),
    ("code", "string"),
]
"""The fields of each element of the ``urls`` list column that :func:`scan` adds."""


def _struct(fields: list[tuple[str, str]]) -> Any:
    from pyspark.sql.types import (
        BooleanType,
        LongType,
        StringType,
        StructField,
        StructType,
    )

    kinds = {"boolean": BooleanType(), "long": LongType(), "string": StringType()}
    return StructType([StructField(n, kinds[t], True) for n, t in fields])


def _with_column(
    df: DataFrame, column: str, out: str, spark_type: Any, f: Any, grammar: str
) -> DataFrame:
    if column not in df.columns:
        raise ValueError(f"no column {column!r} (columns: {', '.join(df.columns)})")
    if grammar.lower() not in urlbnf.GRAMMARS:
        choices = ", ".join(urlbnf.GRAMMARS)
        raise ValueError(f"unknown grammar {grammar!r} (expected one of {choices})")
    from pyspark.sql.types import StructType

    names = list(df.columns)
    schema = StructType(list(df.schema.fields)).add(out, spark_type)

    def batches(it: Iterator[pa.RecordBatch]) -> Iterator[pa.RecordBatch]:
        for batch in it:
            result = pa.array(f(batch.column(column), grammar))
            yield pa.RecordBatch.from_arrays([*batch.columns, result], names=[*names, out])

    return df.mapInArrow(batches, schema)


def check(
    df: DataFrame, column: str, grammar: str = "rfc1738", *, reference: bool = False
) -> DataFrame:
    """``df`` with a struct column ``urlbnf`` (``valid``, ``scheme``, ``code``,
    ``offset``, ``length``, ``message``, ``fix``) checking ``column``; a null
    URL gives a null struct. With ``reference=True`` each row is read as a
    reference (see :func:`urlbnf.check_arrow`)."""
    if reference and grammar.lower() in urlbnf.GRAMMARS:
        # A grammar without references fails here, on the driver, rather
        # than on an executor's first batch.
        urlbnf.is_valid("", grammar, reference=True)

    def f(array: Any, g: str) -> Any:
        return urlbnf.check_arrow(array, g, reference=reference)

    return _with_column(df, column, "urlbnf", _struct(CHECK_SCHEMA), f, grammar)


def scan(df: DataFrame, column: str, grammar: str = "rfc1738") -> DataFrame:
    """``df`` with a column ``urls``: the URLs found in each text of ``column``."""
    from pyspark.sql.types import ArrayType

    return _with_column(
        df, column, "urls", ArrayType(_struct(SCAN_SCHEMA), True), urlbnf.scan_arrow, grammar
    )
