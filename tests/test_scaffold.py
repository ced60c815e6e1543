"""tools.authoring.scaffold: `cardsmith new` writes valid, formatted files and never overwrites."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import unquote, urlparse

import pytest

from cardsmith.tools.authoring.fmt import format_file
from cardsmith.tools.authoring.scaffold import ScaffoldError, scaffold, slugify
from cardsmith.tools.content.kinds import schema_header
from cardsmith.tools.content.schema_check import check_file


@pytest.fixture
def pack(tmp_path: Path) -> Path:
    return scaffold("pack", "My Homebrew", tmp_path, ruleset="spirit-island").parent


def _clean(path: Path) -> None:
    _, diags = check_file(path)
    assert diags == [], diags
    assert not format_file(path, check=True).changed
    assert path.read_text("utf-8").startswith("# yaml-language-server: $schema=")


def test_schema_header_survives_a_move(pack: Path) -> None:
    """Outside cardsmith's checkout the header is the installed schema's absolute URI (a
    relative path into the install would break once the pack lives elsewhere); inside it, the
    shipped packs keep relative paths."""
    header = (pack / "pack.yaml").read_text("utf-8").splitlines()[0]
    uri = header.removeprefix("# yaml-language-server: $schema=")
    assert uri.startswith("file:///") and uri.endswith("/schemas/pack.schema.json")
    assert Path(unquote(urlparse(uri).path)).is_file()
    shipped = Path(__file__).resolve().parents[1] / "content" / "horizons" / "pack.yaml"
    assert schema_header(shipped, "pack", None) == (
        "# yaml-language-server: $schema=../../schemas/pack.schema.json"
    )


def test_pack(pack: Path) -> None:
    assert pack.name == "my-homebrew"
    _clean(pack / "pack.yaml")
    for folder in ("powers/minor", "powers/major", "powers/unique", "spirits", "fear"):
        assert (pack / folder).is_dir()


@pytest.mark.parametrize("kind", ["minor", "major"])
def test_power(pack: Path, kind: str) -> None:
    path = scaffold("power", "Shimmering Ward", pack, kind)
    assert path == pack / "powers" / kind / "shimmering-ward.yaml"
    _clean(path)


def test_spirit_fear_and_unique_power(pack: Path) -> None:
    spirit = scaffold("spirit", "River of Dreams", pack)
    _clean(spirit)
    _clean(scaffold("fear", "Creeping Dread", pack))
    unique = scaffold("power", "Dream Tide", pack, "unique")
    _clean(unique)
    assert "spirit: river-of-dreams" in unique.read_text()
    assert "dream-tide" in spirit.read_text()  # listed in the spirit's unique_powers
    _clean(spirit)


def test_refuses_to_overwrite(pack: Path) -> None:
    path = scaffold("fear", "Creeping Dread", pack)
    path.write_text("# mine\n")
    with pytest.raises(ScaffoldError, match="already exists"):
        scaffold("fear", "creeping dread", pack)
    assert path.read_text() == "# mine\n"
    with pytest.raises(ScaffoldError, match="already exists"):
        scaffold("pack", "My Homebrew", pack.parent, ruleset="spirit-island")


def test_needs_a_pack(tmp_path: Path) -> None:
    with pytest.raises(ScaffoldError, match="not a content pack"):
        scaffold("power", "Lost", tmp_path)


def test_slugify() -> None:
    assert slugify("Call of the Dahan Ways!") == "call-of-the-dahan-ways"
    assert slugify("Nature's  Résilience") == "natures-resilience"
    with pytest.raises(ScaffoldError):
        slugify("!!!")
