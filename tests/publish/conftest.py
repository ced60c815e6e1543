"""Shared fixtures for the publish tests: small packs (fixture + XSS) and built sites."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from cardsmith.tools.publish.site import publish

HERE = Path(__file__).parent
FIXTURE_PACK = HERE / "pack"
SHIPPED_PACK = HERE.parents[1] / "content" / "horizons"
XSS_NAME = "<script>alert(1)</script>"
XSS_TEXT = (
    "<img src=x onerror=alert(2)> **bold** {: onclick=alert(3) } [click](javascript:alert(4)) "
    "</title><script>alert(5)</script> & done"
)
XSS_CARD = f"""\
id: xss-card
name: "{XSS_NAME}"
kind: minor
cost: 2
speed: fast
elements: [fire, water]
range: {{from: presence, distance: 1}}
target: {{land: any}}
text: "{XSS_TEXT}"
effect: |
  fear 1  # <b>not bold</b> ]]> <!-- -->
threshold:
  elements: {{fire: 2}}
  text: "<svg onload=alert(6)>"
  effect: defend 2
"""


def make_xss_pack(root: Path) -> Path:
    """A copy of the fixture pack plus a power card whose name and texts are HTML."""
    pack = root / "xss-pack"
    shutil.copytree(FIXTURE_PACK, pack)
    (pack / "powers" / "minor" / "xss-card.yaml").write_text(XSS_CARD, encoding="utf-8")
    fear = (pack / "fear" / "isolation.yaml").read_text(encoding="utf-8")
    (pack / "fear" / "isolation.yaml").write_text(
        fear.replace('name: "Isolation"', 'name: "Isolation <b onmouseover=alert(7)>"'),
        encoding="utf-8",
    )
    return pack


@pytest.fixture(scope="session")
def shipped_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The shipped pack published (strict) into a temporary folder."""
    out = tmp_path_factory.mktemp("shipped") / "site"
    publish([SHIPPED_PACK], out, strict=True)
    return out


@pytest.fixture(scope="session")
def xss_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The XSS pack published into a temporary folder."""
    root = tmp_path_factory.mktemp("xss")
    out = root / "site"
    publish([make_xss_pack(root)], out, strict=True)
    return out
