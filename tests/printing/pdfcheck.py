"""Helpers of the print tests: open a PDF (pypdf), rasterise a page (poppler's ``pdftoppm``)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

from PIL import Image
from pypdf import PdfReader

ROOT = Path(__file__).resolve().parents[2]
HORIZONS = ROOT / "content" / "horizons"
#: PDF page sizes in points (portrait)
A4 = (595.28, 841.89)
LETTER = (612.0, 792.0)
#: pixels per millimetre of :func:`raster` (pdftoppm -r 127: 5 px/mm)
PX_PER_MM = 5


def page_sizes(pdf: Path) -> list[tuple[float, float]]:
    """Each page's (width, height) in points."""
    return [(round(float(p.mediabox.width), 2), round(float(p.mediabox.height), 2))
            for p in PdfReader(pdf).pages]


def raster(pdf: Path, page: int, tmp: Path) -> Image.Image:
    """Page ``page`` (1-based) as an RGB image at 5 pixels per millimetre."""
    tool = shutil.which("pdftoppm")
    assert tool, "pdftoppm is missing: install poppler-utils (tests/run.sh does)"
    prefix = tmp / f"page{page}"
    subprocess.run([tool, "-f", str(page), "-l", str(page), "-r", str(PX_PER_MM * 25.4),
                    "-png", "-singlefile", str(pdf), str(prefix)], check=True)
    return Image.open(f"{prefix}.png").convert("RGB")


def ink(image: Image.Image, box: tuple[float, float, float, float] | None = None) -> float:
    """The fraction of non-white pixels (of a box in millimetres: left, top, right, bottom)."""
    if box is not None:
        image = image.crop(tuple(round(v * PX_PER_MM) for v in box))
    grey = image.convert("L")
    histogram = grey.histogram()
    total = sum(histogram)
    return 1 - sum(histogram[246:]) / total if total else 0.0
