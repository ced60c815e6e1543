"""The publish tests' fixture pack (``tests/publish/pack``), copied so that it lints clean."""

from __future__ import annotations

import shutil
from pathlib import Path

FIXTURE_PACK = Path(__file__).parent / "publish" / "pack"


def clean_fixture_pack(dest: Path) -> Path:
    """A copy of the fixture pack at ``dest`` whose Sun-Bright Whirlwind no longer lists the
    unique power the pack lacks (Tempest of Leaves and Branches): it lints with no error."""
    shutil.copytree(FIXTURE_PACK, dest)
    spirit = dest / "spirits" / "sun-bright-whirlwind.yaml"
    spirit.write_text(spirit.read_text().replace(", tempest-of-leaves-and-branches", ""))
    return dest
