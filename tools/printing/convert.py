"""SVG drawings → ReportLab drawings (svglib), each distinct text converted once, a large sheet's
on every core.

svglib is the slow part of printing (about 10 ms a card face, two thirds of the time). With more
than :data:`PARALLEL_MIN` distinct drawings the conversion runs in forked worker processes, one
per core, while the sheet is drawn: the workers convert the drawings in the order the pages need
them and send each back pickled (a ReportLab drawing is plain Python objects: about 1 ms to
pickle and load, 10 KiB), so the first page is drawn while the last ones are still converting.
The PDF is byte-identical to a conversion in one process.
"""

from __future__ import annotations

import io
import logging
import multiprocessing
import os
import pickle
import re
from collections.abc import Iterable, Iterator
from multiprocessing.pool import Pool
from typing import Any

from svglib.svglib import svg2rlg

from cardsmith.tools.printing.errors import PrintError
from cardsmith.tools.printing.fonts import FACES, FontsMissing, PrintFonts

#: fewer distinct drawings than this are converted in this process (forking costs more)
PARALLEL_MIN = 64
#: characters XML 1.0 does not allow: lxml refuses a whole drawing for one of them
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")
#: a ``style`` attribute (its value: group 2)
_STYLE = re.compile(r"""(\sstyle\s*=\s*)("[^"]*"|'[^']*')""")
#: a CSS sizing declaration svglib cannot read (``height:auto``, ``max-width:100%``): it lays
#: the drawing out in a browser and means nothing on paper
_CSS_SIZING = re.compile(r"(?:^|(?<=;))\s*(?:(?:max|min)-)?(?:width|height)\s*:[^;]*?"
                         r"(?:auto|%|fit-content|min-content|max-content)[^;]*(?:;|$)", re.I)


def paper_svg(svg: str) -> str:
    """The drawing without its browser layout: CSS sizing declarations (``height:auto``,
    ``max-width:100%``) are dropped from its ``style`` attributes (svglib cannot read them,
    and the sheet sizes each drawing itself)."""

    def clean(match: re.Match[str]) -> str:
        quote, value = match[2][0], match[2][1:-1]
        return f"{match[1]}{quote}{_CSS_SIZING.sub('', value).strip()}{quote}"

    return _STYLE.sub(clean, svg)


def workers() -> int:
    """The cores this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


class Drawings:
    """SVG text → ReportLab drawing, converted once per distinct text (backs repeat)."""

    def __init__(self) -> None:
        self._cache: dict[str, Any] = {}
        self._pending: Iterator[tuple[str, bytes | str]] = iter(())
        self._labels: dict[str, str] = {}
        self._pool: Pool | None = None
        logging.getLogger("svglib").setLevel(logging.ERROR)
        try:
            self._fonts = PrintFonts()
        except FontsMissing as exc:
            raise PrintError(str(exc)) from None
        #: the regular face's ReportLab name
        self.font = FACES[False, False][0]

    def prefetch(self, drawings: Iterable[tuple[str, str]]) -> None:
        """Start converting these ``(svg, label)`` drawings, in this order, on every core (when
        there are at least :data:`PARALLEL_MIN` distinct ones and more than one core)."""
        for svg, label in drawings:
            self._labels.setdefault(svg, label)
        todo = [svg for svg in self._labels if svg not in self._cache]
        cores = workers()
        if len(todo) < PARALLEL_MIN or cores < 2:
            return
        _WORKER.update(fonts=self._fonts, font=self.font)  # the forked workers inherit it
        self._pool = multiprocessing.get_context("fork").Pool(cores)
        results = self._pool.imap(_convert_pickled, todo, chunksize=8)
        self._pending = zip(todo, results, strict=True)

    def get(self, svg: str, label: str) -> Any:
        """The drawing of ``svg`` (``label`` names it in an error)."""
        while svg not in self._cache:
            arrived = next(self._pending, None)
            if arrived is None:
                self._cache[svg] = convert(svg, label, self._fonts, self.font)
                break
            text, result = arrived
            if isinstance(result, str):  # the worker's error
                raise PrintError(f"{self._labels[text]}: {result}")
            self._cache[text] = pickle.loads(result)
        return self._cache[svg]

    def close(self) -> None:
        """Stop the workers (at once: a failed or interrupted print does not wait for them)."""
        if self._pool is not None:
            self._pool.terminate()
            self._pool.join()
            self._pool = None


def convert(svg: str, label: str, fonts: PrintFonts, font: str) -> Any:
    """One SVG text's ReportLab drawing, or a :class:`PrintError` naming ``label``."""
    try:
        clean = paper_svg(_NOT_XML.sub("\ufffd", svg))  # a control character in text
        drawing = svg2rlg(io.BytesIO(clean.encode("utf-8")), font_map=fonts)
    except Exception as exc:  # svglib/lxml raise many kinds on bad markup
        raise PrintError(f"{label}: its drawing is not valid SVG ({exc})") from None
    if drawing is None or not drawing.width or not drawing.height:
        raise PrintError(f"{label}: its drawing is not valid SVG")
    drawing.initialFontName = font  # ReportLab's start state: not Helvetica
    return drawing


#: what a forked worker converts with (set in the parent just before the fork)
_WORKER: dict[str, Any] = {}


def _convert_pickled(svg: str) -> bytes | str:
    """A worker's task: the pickled drawing, or the error's message (the label is the
    parent's to add)."""
    try:
        return pickle.dumps(convert(svg, "", _WORKER["fonts"], _WORKER["font"]), protocol=5)
    except PrintError as exc:
        return str(exc).removeprefix(": ")  # "its drawing is not valid SVG (...)"
