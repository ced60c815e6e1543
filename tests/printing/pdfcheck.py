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


def pdffonts(pdf: Path) -> list[dict[str, str]]:
    """poppler's ``pdffonts`` table of a PDF: each font's name, type and emb (yes or no)."""
    tool = shutil.which("pdffonts")
    assert tool, "pdffonts is missing: install poppler-utils (tests/run.sh does)"
    lines = subprocess.run([tool, str(pdf)], check=True, capture_output=True,
                           text=True).stdout.splitlines()
    assert lines[0].split()[:3] == ["name", "type", "encoding"], lines
    rows = []
    for line in lines[2:]:
        name, rest = line[:37].strip(), line[37:].split()
        # type (one or two words), encoding, emb, sub, uni, object, generation
        rows.append({"name": name, "type": " ".join(rest[:-6]), "emb": rest[-5]})
    return rows


def font_resources(pdf: Path) -> dict[str, bool]:
    """Each font of every page (its BaseFont name): whether its file is embedded (a
    FontFile, FontFile2 or FontFile3 in its descriptor, or in its descendant's)."""
    found: dict[str, bool] = {}
    for page in PdfReader(pdf).pages:
        fonts = page.get("/Resources", {}).get("/Font", {})
        for ref in fonts.values():
            font = ref.get_object()
            descendants = font.get("/DescendantFonts") or [font]
            for each in descendants:
                descriptor = each.get_object().get("/FontDescriptor")
                descriptor = descriptor.get_object() if descriptor else {}
                found[str(font["/BaseFont"])] = any(
                    key in descriptor for key in ("/FontFile", "/FontFile2", "/FontFile3"))
    return found
