"""The exceptions of the package."""

from __future__ import annotations


class URLError(ValueError):
    """A string that is not a URL of the grammar.

    ``str()`` is the plain-text report: the URL with the offending bytes
    marked, every error found, the fix and the RFC section.
    """

    code: str
    offset: int
    length: int
    message: str
    help: str | None
    fix: str | None
    argument: str | None

    def __init__(
        self,
        report: str,
        *,
        code: str,
        offset: int,
        length: int,
        message: str,
        help: str | None = None,
        fix: str | None = None,
        argument: str | None = None,
    ) -> None:
        super().__init__(report)
        self.code = code
        self.offset = offset
        self.length = length
        self.message = message
        self.help = help
        self.fix = fix
        self.argument = argument


class BuildError(ValueError):
    """Values a builder cannot write as a URL (the message says why)."""
