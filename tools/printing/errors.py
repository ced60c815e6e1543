"""The error of a refused or failed print."""

from __future__ import annotations


class PrintError(RuntimeError):
    """A refused or failed print (bad option, unsafe ``--out``, a face that is not SVG, ...)."""
