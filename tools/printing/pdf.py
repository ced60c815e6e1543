"""Draw the planned pages into a PDF with ReportLab, each SVG drawing converted by svglib into
ReportLab's own vector shapes (paths, text, fills: nothing is rasterised).

The file is written safely: to a fresh temporary file beside ``--out``, then renamed over it
(:meth:`pathlib.Path.replace` swaps the name itself, so a symlink put there is replaced, never
written through); the temporary file is removed however the write ends (an error, Ctrl-C,
SIGTERM or SIGHUP); see :func:`check_output` for what is refused up front.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path

from reportlab.graphics import renderPDF
from reportlab.lib.colors import Color, toColor
from reportlab.pdfgen.canvas import Canvas

from cardsmith.tools.printing.convert import Drawings
from cardsmith.tools.printing.errors import PrintError
from cardsmith.tools.printing.layout import PT, Box
from cardsmith.tools.printing.sheets import Page, Placement
from cardsmith.tools.publish.cleanup import terminate_as_interrupt

#: crop marks: thin black hairlines (points)
MARK_WIDTH = 0.3
#: the longest file name (bytes) a file system allows
NAME_MAX = 255
#: what the temporary file's name adds to the PDF's: ``.`` + ``.`` + 8 random characters + ``.tmp``
_TEMP_EXTRA = 14


def check_output(out: Path, probe: bool = False) -> None:
    """Refuse an ``--out`` that is not a ``.pdf`` path in an existing folder, is a symlink,
    names something other than a PDF already there, or has a file name over :data:`NAME_MAX`
    bytes. With ``probe``, a temporary file is made (and removed) beside it, so a folder where
    no file can be made (``/proc/self``, read-only, not allowed) is refused before the work."""
    size = len(os.fsencode(out.name))
    if size > NAME_MAX:
        raise PrintError(f"--out: the file name is {size} bytes long; a file name has at most "
                         f"{NAME_MAX} bytes ({out.name[:40]}…)")
    if out.suffix.lower() != ".pdf":
        raise PrintError(f"{out}: the output must be a .pdf file")
    try:
        _check_place(out)
        if probe:
            fd, temp = tempfile.mkstemp(dir=out.parent, prefix=_temp_prefix(out), suffix=".tmp")
            os.close(fd)
            Path(temp).unlink()
    except OSError as exc:
        raise PrintError(f"{out}: cannot write there ({exc.strerror or exc})") from None


def _check_place(out: Path) -> None:
    if out.is_symlink():
        raise PrintError(f"{out}: is a symlink; refusing to write through it")
    if not out.parent.is_dir():
        raise PrintError(f"{out.parent}: no such folder")
    if out.exists():
        if not out.is_file():
            raise PrintError(f"{out}: exists and is not a file")
        with out.open("rb") as handle:
            if handle.read(5) != b"%PDF-":
                raise PrintError(f"{out}: exists and is not a PDF; refusing to overwrite it")


def _temp_prefix(out: Path) -> str:
    """``.<name>.``: the temporary file's name start, the PDF's name cut so that the whole
    temporary name stays within :data:`NAME_MAX` bytes."""
    name = os.fsencode(out.name)[: NAME_MAX - _TEMP_EXTRA]
    return f".{os.fsdecode(name)}."


def _colour(value: str) -> Color:
    try:
        colour = toColor(value)
    except ValueError:
        return toColor("#ffffff")
    return colour if isinstance(colour, Color) else toColor("#ffffff")


def _pt_box(box: Box, paper_h: float) -> tuple[float, float, float, float]:
    """A box in PDF points (origin bottom-left)."""
    return box.x * PT, (paper_h - box.y - box.h) * PT, box.w * PT, box.h * PT


def _place(canvas: Canvas, drawings: Drawings, item: Placement, page: Page) -> None:
    bx, by, bw, bh = _pt_box(item.box.grown(page.bleed), page.paper[1])
    canvas.setFillColor(_colour(item.background))
    canvas.rect(bx, by, bw, bh, stroke=0, fill=1)
    x, y, w, h = _pt_box(item.box, page.paper[1])
    drawing = drawings.get(item.svg, item.label or page.kind)
    scale = min(w / drawing.width, h / drawing.height)
    canvas.saveState()
    canvas.translate(x + (w - drawing.width * scale) / 2, y + (h - drawing.height * scale) / 2)
    canvas.scale(scale, scale)
    renderPDF.draw(drawing, canvas, 0, 0)
    canvas.restoreState()


def _marks(canvas: Canvas, page: Page) -> None:
    canvas.setStrokeColor(toColor("#000000"))
    canvas.setLineWidth(MARK_WIDTH)
    height = page.paper[1]
    for x1, y1, x2, y2 in page.marks:
        canvas.line(x1 * PT, (height - y1) * PT, x2 * PT, (height - y2) * PT)


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def write_pdf(pages: Sequence[Page], out: Path, title: str,
              progress: Callable[[], None] | None = None) -> None:
    """Draw ``pages`` into ``out`` (checked by :func:`check_output`), atomically."""
    check_output(out)
    drawings = Drawings()
    try:
        with terminate_as_interrupt():  # SIGTERM/SIGHUP too: the temporary file is removed
            drawings.prefetch((item.svg, item.label or page.kind)
                              for page in pages for item in page.placements)
            _write(pages, out, title, drawings, progress)
    except OSError as exc:  # the folder went away, the disk is full, ...
        raise PrintError(f"{out}: cannot write the PDF ({exc.strerror or exc})") from None
    finally:
        drawings.close()


def _write(pages: Sequence[Page], out: Path, title: str, drawings: Drawings,
           progress: Callable[[], None] | None) -> None:
    fd, temp = tempfile.mkstemp(dir=out.parent, prefix=_temp_prefix(out), suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as handle:
            # the initial font too (else the page preamble names a standard Helvetica)
            canvas = Canvas(handle, invariant=True, pageCompression=1,
                            initialFontName=drawings.font)
            canvas.setTitle(title)
            canvas.setCreator("cardsmith print")
            for page in pages:
                canvas.setPageSize((page.paper[0] * PT, page.paper[1] * PT))
                for item in page.placements:
                    _place(canvas, drawings, item, page)
                _marks(canvas, page)
                canvas.showPage()
                if progress:
                    progress()
            canvas.save()
        Path(temp).chmod(0o666 & ~_umask())
        Path(temp).replace(out)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise
