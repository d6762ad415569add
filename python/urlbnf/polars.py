"""An ``urlbnf`` namespace on Polars expressions and series.

>>> import polars as pl
>>> import urlbnf.polars  # registers the namespace
>>> df = pl.DataFrame({"url": ["http://h/", "http://h/a b"]})
>>> df.select(pl.col("url").urlbnf.check().struct.field("valid")).to_series().to_list()
[True, False]
"""

from __future__ import annotations

from collections.abc import Sequence

import polars as pl

import urlbnf

__all__ = ["UrlbnfExpr", "UrlbnfSeries"]


def _check(
    s: pl.Series, grammar: str, fields: Sequence[str] | None = None, reference: bool = False
) -> pl.Series:
    return pl.Series(s.name, urlbnf.check_arrow(s, grammar, fields, reference=reference))


def _scan(s: pl.Series, grammar: str) -> pl.Series:
    return pl.Series(s.name, urlbnf.scan_arrow(s, grammar))


@pl.api.register_expr_namespace("urlbnf")
class UrlbnfExpr:
    """``pl.col(...).urlbnf``: :func:`urlbnf.check_arrow` and :func:`urlbnf.scan_arrow`
    on each batch."""

    def __init__(self, expr: pl.Expr) -> None:
        self._expr = expr

    def check(
        self,
        grammar: str = "rfc1738",
        fields: Sequence[str] | None = None,
        *,
        reference: bool = False,
    ) -> pl.Expr:
        """A struct per URL: ``valid``, ``scheme``, ``code``, ``offset``, ``length``,
        ``message``, ``fix``, or the ``fields`` named; with ``reference=True``,
        per reference (see :func:`urlbnf.check_arrow`)."""
        return self._expr.map_batches(lambda s: _check(s, grammar, fields, reference))

    def is_valid(self, grammar: str = "rfc1738", *, reference: bool = False) -> pl.Expr:
        """Whether each URL (or reference) is valid (null for a null row)."""
        return self.check(grammar, ["valid"], reference=reference).struct.field("valid")

    def scan(self, grammar: str = "rfc1738") -> pl.Expr:
        """The URLs found in each text."""
        return self._expr.map_batches(lambda s: _scan(s, grammar))


@pl.api.register_series_namespace("urlbnf")
class UrlbnfSeries:
    """``series.urlbnf``: the same on a Series."""

    def __init__(self, s: pl.Series) -> None:
        self._s = s

    def check(
        self,
        grammar: str = "rfc1738",
        fields: Sequence[str] | None = None,
        *,
        reference: bool = False,
    ) -> pl.Series:
        """As :meth:`UrlbnfExpr.check`."""
        return _check(self._s, grammar, fields, reference)

    def scan(self, grammar: str = "rfc1738") -> pl.Series:
        """As :meth:`UrlbnfExpr.scan`."""
        return _scan(self._s, grammar)
