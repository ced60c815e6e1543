"""Fixtures of the print tests."""

from __future__ import annotations

from pathlib import Path

import pytest
from pdfcheck import HORIZONS


@pytest.fixture(scope="module")
def horizons_pdf(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The shipped pack printed on A4 with the defaults (one run for the module)."""
    from cardsmith.tools.printing.run import Options, print_pack

    out = tmp_path_factory.mktemp("print") / "horizons.pdf"
    print_pack(HORIZONS, out, Options())
    return out
