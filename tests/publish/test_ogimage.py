"""OpenGraph images: every card face becomes a 1200 × 630 PNG at build time, cached by hash."""

from __future__ import annotations

import io
from pathlib import Path

from PIL import Image

from cardsmith.tools.publish import ogimage

FACE = ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 448" width="320" '
        'height="448"><rect width="320" height="448" fill="#9a4a22"/>'
        '<text x="20" y="40" font-size="20" fill="#fff">Tsunami</text></svg>')


def test_the_banner_centres_the_face_at_full_height() -> None:
    banner = ogimage.banner_svg(FACE)
    assert banner.startswith('<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"')
    # 590 px tall (20 px margins), 320:448 wide -> 421.4 px, centred
    assert '<svg x="389.3" y="20.0" width="421.4" height="590.0" viewBox="0 0 320 448">' in banner
    assert ogimage.face_box('<svg width="100" height="50">') == (0.0, 0.0, 100.0, 50.0)


def test_a_wide_face_fits_the_width() -> None:
    wide = FACE.replace('viewBox="0 0 320 448"', 'viewBox="0 0 2000 500"')
    assert 'width="1160.0" height="290.0"' in ogimage.banner_svg(wide)


def test_png_is_1200_by_630_with_the_face_drawn_and_cached(tmp_path: Path) -> None:
    data = ogimage.og_png(FACE, tmp_path)
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    image = Image.open(io.BytesIO(data)).convert("RGB")
    assert image.size == (1200, 630)
    assert image.getpixel((10, 10)) == (0x1F, 0x2A, 0x2E)  # the band
    assert image.getpixel((600, 400)) == (0x9A, 0x4A, 0x22)  # the face's background
    cached = list((tmp_path / "og").glob("*.png"))
    assert len(cached) == 1 and cached[0].read_bytes() == data
    cached[0].write_bytes(b"from the cache")  # a second build reads the file, renders nothing
    assert ogimage.og_png(FACE, tmp_path) == b"from the cache"
    assert ogimage.og_png(FACE.replace("Tsunami", "Drought"), tmp_path)[:4] == b"\x89PNG"
    assert len(list((tmp_path / "og").glob("*.png"))) == 2


def test_a_site_url_makes_the_opengraph_urls_absolute(tmp_path: Path) -> None:
    from cardsmith.tools.publish.site import publish

    out = tmp_path / "site"
    publish([Path(__file__).parent / "pack"], out, site_url="https://cards.example.org/ref")
    page = (out / "cards" / "tsunami" / "index.html").read_text(encoding="utf-8")
    assert ('<meta property="og:image" '
            'content="https://cards.example.org/ref/cards/tsunami/og.png">') in page
    assert '<meta property="og:url" content="https://cards.example.org/ref/cards/tsunami/">' in page
    png = Image.open(out / "cards" / "tsunami" / "og.png")
    assert png.format == "PNG" and png.size == (1200, 630)
