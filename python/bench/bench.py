"""Throughput of the Arrow batch API, beside `validate` alone, and in the engines.

    python python/bench/bench.py [--urls FILE] [--invalid-urls FILE] [--rows N]
                                 [--spark-rows N] [--no-spark]

Three columns: valid URLs, invalid URLs, and the two interleaved (half
invalid). Each is checked by the Rust `validate` on the same strings (one
thread, no result: the reference of each row), by `check_arrow` with every
field, with `valid`, `code` and `offset`, and with `valid` alone, and through
Polars and DuckDB. FILE has one URL a line (the judging bench's
`--dump-valid` and `--dump-invalid`, say); by default the crate's own bench
corpus (`cargo run --release --example profile dump valid|invalid N`). The
figures are ratios within one run: the machine may be shared.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import duckdb
import polars as pl
import pyarrow as pa
import pyarrow.parquet as pq

import urlbnf
import urlbnf.polars  # noqa: F401
from urlbnf import _urlbnf

ROOT = Path(__file__).resolve().parents[2]


def corpus(path: str | None, rows: int, which: str = "valid") -> list[str]:
    if path:
        urls = Path(path).read_text().splitlines()
    else:
        cmd = [
            "cargo",
            "run",
            "-q",
            "--release",
            "--example",
            "profile",
            "--",
            "dump",
            which,
            str(rows),
        ]
        out = subprocess.run(cmd, cwd=ROOT, check=True, capture_output=True, text=True).stdout
        urls = [u for u in out.splitlines() if u]
    while len(urls) < rows:
        urls = urls + urls
    return urls[:rows]


def best(f: Callable[[], object], rounds: int = 5) -> float:
    times = []
    for _ in range(rounds):
        t = time.perf_counter()
        f()
        times.append(time.perf_counter() - t)
    return min(times)


def column_rows(name: str, urls: list[str]) -> None:
    """One column checked every way, each beside the Rust `validate` on the
    same strings."""
    arr = pa.array(urls, type=pa.string())
    mb = sum(len(u) for u in urls) / 1e6
    ok = _urlbnf.count_valid(arr)
    print(f"{name}: {len(urls):,} URLs, {mb:.1f} MB, {ok:,} valid")
    base = best(lambda: _urlbnf.count_valid(arr))
    series = pl.Series("url", urls)
    df = pl.DataFrame({"url": series})
    con = duckdb.connect()
    con.register("urls", pa.table({"url": arr}))
    few = ["valid", "code", "offset"]
    rows: list[tuple[str, Callable[[], object]]] = [
        ("check_arrow, pyarrow, every field", lambda: urlbnf.check_arrow(arr)),
        ("check_arrow, pyarrow, valid code offset", lambda: urlbnf.check_arrow(arr, fields=few)),
        ("check_arrow, pyarrow, valid", lambda: urlbnf.check_arrow(arr, fields=["valid"])),
        ("Polars pl.col.urlbnf.check()", lambda: df.select(pl.col("url").urlbnf.check())),
        ("Polars pl.col.urlbnf.is_valid()", lambda: df.select(pl.col("url").urlbnf.is_valid())),
        (
            "DuckDB result, every field",
            lambda: urlbnf.check_arrow(con.sql("select url from urls")),
        ),
        (
            "DuckDB result, valid",
            lambda: urlbnf.check_arrow(con.sql("select url from urls"), fields=["valid"]),
        ),
    ]
    print(
        f"  {'validate (Rust, one thread, no result)':<42} {mb / base:8.1f} MB/s  "
        f"{base / len(urls) * 1e9:7.1f} ns/URL"
    )
    for label, f in rows:
        t = best(f)
        print(
            f"  {label:<42} {mb / t:8.1f} MB/s  {t / len(urls) * 1e9:7.1f} ns/URL  "
            f"{base / t:5.2f}x validate"
        )


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--urls")
    ap.add_argument("--invalid-urls")
    ap.add_argument("--rows", type=int, default=1_000_000)
    ap.add_argument("--spark-rows", type=int, default=10_000_000)
    ap.add_argument("--no-spark", action="store_true")
    args = ap.parse_args()
    valid = corpus(args.urls, args.rows, "valid")
    invalid = corpus(args.invalid_urls, args.rows, "invalid")
    mixed = [u for pair in zip(valid[: args.rows // 2], invalid, strict=False) for u in pair]
    urls = valid
    arr = pa.array(valid, type=pa.string())
    for name, column in (("valid", valid), ("invalid", invalid), ("mixed", mixed)):
        column_rows(name, column)
    if args.no_spark:
        return
    os.environ["PYSPARK_PYTHON"] = sys.executable
    from pyspark.sql import SparkSession

    from urlbnf import spark as urlbnf_spark

    with tempfile.TemporaryDirectory() as d:
        reps = -(-args.spark_rows // len(urls))
        big = pa.table({"url": pa.concat_arrays([arr] * reps)[: args.spark_rows]})
        path = str(Path(d) / "urls.parquet")
        pq.write_table(big, path, row_group_size=1_000_000)
        times = {}
        for master in ("local[1]", "local[2]"):
            spark = (
                SparkSession.builder.master(master)
                .config("spark.ui.enabled", "false")
                .getOrCreate()
            )
            frame = spark.read.parquet(path)

            def run(frame: object = frame) -> object:
                return urlbnf_spark.check(frame, "url").filter("urlbnf.valid").count()

            run()
            times[master] = best(run, rounds=3)
            spark.stop()
        n = big.num_rows
        for master, t in times.items():
            print(f"  Spark {master:<9} {n:,} URLs  {t:6.2f} s  {n / t / 1e6:5.2f} M URLs/s")
        print(f"  Spark local[2] / local[1]: {times['local[1]'] / times['local[2]']:.2f}x")


if __name__ == "__main__":
    main()
