"""Problems found in effect text, positioned in that text (the loader maps them into files)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from .ast import Span


@dataclass(frozen=True, order=True)
class DslError:
    """One diagnostic about effect text: ``code`` is ``Dxxx`` (syntax) or ``Cxxx`` (meaning)."""

    span: Span
    code: str
    message: str
    hint: str | None = None
    severity: Literal["error", "warning"] = "error"


class DslSyntaxError(Exception):
    """Raised by :func:`cardsmith.dsl.parser.parse_or_raise` when the text does not parse."""

    def __init__(self, errors: list[DslError]) -> None:
        super().__init__(
            "; ".join(f"{e.span.line}:{e.span.col}: {e.code} {e.message}" for e in errors)
        )
        self.errors = errors
