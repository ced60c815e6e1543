"""OpenGraph images: a record's SVG face rasterised at build time into a 1200 × 630 PNG.

Link unfurlers (chat apps, social sites) show raster images only, at 1.91 : 1. The face is
centred on a dark band of that size and drawn by `resvg <https://github.com/linebender/resvg>`_
(the ``resvg-py`` wheel: a self-contained Rust renderer, no system library) with the print
font, Fira Sans (:mod:`cardsmith.tools.printing.fonts`): the same letters on paper and in a
link preview on every machine, and loading only its four files, not every system font, keeps
a render near 70 ms.

Each PNG is cached by the hash of its SVG and the renderer's and font's versions (``<cache
dir>/og/<hash>.png``, the cache folder of :mod:`cardsmith.tools.content.record_cache`), so a rebuild
renders only the faces that changed.
"""

from __future__ import annotations

import hashlib
import os
import re
import tempfile
from functools import cache
from importlib import metadata
from pathlib import Path

from cardsmith.tools.content.record_cache import cache_dir
from cardsmith.tools.printing.fonts import FAMILY, PACKAGE, font_paths

#: the OpenGraph image size (pixels) and the band's colour around the face
WIDTH, HEIGHT = 1200, 630
BACKGROUND = "#1f2a2e"
#: the margin above and below the face (pixels)
MARGIN = 20
#: the file name of a record's OpenGraph image, next to its page
OG_FILE = "og.png"

_VIEWBOX = re.compile(r'<svg\b[^>]*?\sviewBox="([-0-9.\s]+)"')
_SIZE = re.compile(r'<svg\b[^>]*?\swidth="([0-9.]+)"[^>]*?\sheight="([0-9.]+)"')
#: characters XML 1.0 does not allow (control characters of content, an escape sequence in a
#: card name): resvg refuses the whole document for one of them
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")


def face_box(svg: str) -> tuple[float, float, float, float]:
    """The face's ``viewBox`` (``x y w h``; its width and height when it has none)."""
    m = _VIEWBOX.search(svg)
    if m:
        parts = [float(p) for p in m.group(1).split()]
        if len(parts) == 4 and parts[2] > 0 and parts[3] > 0:
            return parts[0], parts[1], parts[2], parts[3]
    size = _SIZE.search(svg)
    if size:
        return 0.0, 0.0, float(size.group(1)), float(size.group(2))
    return 0.0, 0.0, 320.0, 448.0


def banner_svg(face: str) -> str:
    """The 1200 × 630 SVG: the face centred, as tall as the band allows."""
    x, y, w, h = face_box(face)
    height = float(HEIGHT - 2 * MARGIN)
    width = w * height / h
    if width > WIDTH - 2 * MARGIN:  # a wide face (an island board): fit the width instead
        width = float(WIDTH - 2 * MARGIN)
        height = h * width / w
    left, top = (WIDTH - width) / 2, (HEIGHT - height) / 2
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" '
            f'viewBox="0 0 {WIDTH} {HEIGHT}"><rect width="{WIDTH}" height="{HEIGHT}" '
            f'fill="{BACKGROUND}"/><svg x="{left:.1f}" y="{top:.1f}" width="{width:.1f}" '
            f'height="{height:.1f}" viewBox="{x:g} {y:g} {w:g} {h:g}">{face}</svg></svg>')


@cache
def _renderer_version() -> str:
    """The renderer's and the font's versions: a cached PNG drawn by others is redrawn."""
    versions = []
    for package in ("resvg-py", PACKAGE):
        try:
            versions.append(metadata.version(package))
        except metadata.PackageNotFoundError:
            versions.append("?")
    return "/".join(versions)


def render_png(svg: str) -> bytes:
    """The PNG of an SVG document (resvg, the print font's four faces)."""
    import resvg_py

    svg = _NOT_XML.sub("\ufffd", svg)
    data = resvg_py.svg_to_bytes(svg_string=svg, skip_system_fonts=True,
                                 font_files=list(font_paths()), font_family=FAMILY,
                                 sans_serif_family=FAMILY)
    return bytes(data)


def og_png(face: str, directory: Path | None = None) -> bytes:
    """The OpenGraph PNG of a face: read from the cache when the same SVG was drawn before."""
    banner = banner_svg(face)
    digest = hashlib.blake2b(banner.encode("utf-8"), digest_size=16)
    digest.update(_renderer_version().encode())
    folder = (directory or cache_dir()) / "og"
    cached = folder / f"{digest.hexdigest()}.png"
    try:
        return cached.read_bytes()
    except OSError:
        pass
    data = render_png(banner)
    _store(cached, data)
    return data


def _store(path: Path, data: bytes) -> None:
    """Write a cache file atomically (a failure only costs the next build a render)."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".og-")
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
        Path(tmp).replace(path)
    except OSError:
        return
