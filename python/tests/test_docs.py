"""The examples in the package's docstrings, run against the installed package."""

from __future__ import annotations

import doctest
from types import ModuleType

import pytest

import urlbnf
import urlbnf.build
import urlbnf.polars


@pytest.mark.parametrize("module", [urlbnf, urlbnf.build, urlbnf.polars], ids=lambda m: m.__name__)
def test_docstring_examples(module: ModuleType) -> None:
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0
    assert result.failed == 0
