"""``cardsmith new``: scaffold a power, spirit, fear card or a whole content pack.

Every scaffold is a valid, formatted file: the schema header comment, all required keys with
placeholder values, and a simple effect (``1 fear``) whose ``text`` is the renderer's English, so
``cardsmith lint`` and ``cardsmith fmt --check`` pass on it. Existing files are never overwritten.
"""

from __future__ import annotations

import io
import re
import unicodedata
from enum import StrEnum
from pathlib import Path
from typing import Annotated

import typer

from tools import registry
from tools.content.yamlload import load_yaml_file
from tools.fmt import atomic_write, format_text, round_trip_yaml, schema_header
from tools.ruleset import DEFAULT_RULESET

__all__ = [
    "ScaffoldError",
    "What",
    "new_command",
    "scaffold",
    "scaffold_fear",
    "scaffold_pack",
    "scaffold_power",
    "scaffold_spirit",
    "slugify",
]

PLACEHOLDER_EFFECT = "1 fear"
PACK_FOLDERS = ("powers/minor", "powers/major", "powers/unique", "spirits", "fear", "boards")


class What(StrEnum):
    """What ``cardsmith new`` creates."""

    power = "power"
    spirit = "spirit"
    fear = "fear"
    pack = "pack"


class PowerKind(StrEnum):
    """``--kind`` of a new power card."""

    minor = "minor"
    major = "major"
    unique = "unique"


class ScaffoldError(Exception):
    """The scaffold cannot be written (bad name, file exists, not a pack)."""


def slugify(name: str) -> str:
    """``"Call of the Dahan Ways!"`` → ``call-of-the-dahan-ways`` (the schema's slug pattern)."""
    ascii_name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    slug = re.sub(r"[^a-z0-9]+", "-", ascii_name.lower().replace("'", "")).strip("-")
    if not slug:
        raise ScaffoldError(f"cannot make a file name from {name!r}: use letters or digits")
    return slug


def _title(name: str) -> str:
    """The display name: as given when it has capitals, else title-cased."""
    name = " ".join(name.split())
    return name if name != name.lower() else name.title()


def _quote(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _text_of(effect: str) -> str:
    language = registry.get(DEFAULT_RULESET).language
    return _quote(language.render(language.parse_or_raise(effect)))


def _write_new(path: Path, body: str, kind: str) -> Path:
    """Write a scaffold (header + body, then formatted); refuse to overwrite."""
    if path.exists() or path.is_symlink():
        raise ScaffoldError(f"{path} already exists; not overwriting it")
    header = schema_header(path, kind)
    text = format_text(f"{header}\n{body}" if header else body, path)
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("x", encoding="utf-8") as fh:  # "x": fail rather than clobber (races too)
        fh.write(text)
    return path


def _require_pack(pack: Path) -> None:
    if not (pack / "pack.yaml").is_file():
        raise ScaffoldError(
            f"{pack} is not a content pack (no pack.yaml); pass --pack DIR "
            "or create one with `cardsmith new pack NAME`"
        )


def _first_spirit(pack: Path) -> str:
    spirits = sorted((pack / "spirits").glob("*.yaml"))
    return spirits[0].stem if spirits else "my-spirit"


def scaffold_power(pack: Path, name: str, kind: str = "minor", spirit: str | None = None) -> Path:
    """A power card in ``powers/<kind>/<slug>.yaml``."""
    if kind not in ("minor", "major", "unique"):
        raise ScaffoldError(f"unknown power kind {kind!r} (minor, major or unique)")
    _require_pack(pack)
    slug = slugify(name)
    owner = ""
    if kind == "unique":
        owner = f"spirit: {slugify(spirit) if spirit else _first_spirit(pack)}\n"
    body = (
        f"id: {slug}\n"
        f"name: {_quote(_title(name))}\n"
        f"kind: {kind}\n"
        f"{owner}"
        f"cost: {2 if kind == 'major' else 1}\n"
        "speed: fast\n"
        "elements: [sun]\n"
        "range: {from: presence, distance: 1}\n"
        "target: {land: any}\n"
        f"text: {_text_of(PLACEHOLDER_EFFECT)}\n"
        f"effect: {PLACEHOLDER_EFFECT}\n"
    )
    path = _write_new(pack / "powers" / kind / f"{slug}.yaml", body, "power")
    if kind == "unique":
        _list_unique_power(pack, owner.removeprefix("spirit: ").strip(), slug)
    return path


def _list_unique_power(pack: Path, spirit: str, card: str) -> None:
    """Add ``card`` to the ``unique_powers`` of ``spirits/<spirit>.yaml`` when that file exists.

    Round-trip edit (comments kept), written atomically; a file that is not a mapping with a
    ``unique_powers`` list is left alone.
    """
    path = pack / "spirits" / f"{spirit}.yaml"
    if not path.is_file() or path.is_symlink() or not load_yaml_file(path, root=pack).ok:
        return
    yaml = round_trip_yaml()
    text = path.read_text("utf-8")
    data = yaml.load(text)
    listed = data.get("unique_powers") if isinstance(data, dict) else None
    if not isinstance(listed, list) or card in listed:
        return
    listed.append(card)
    out = io.StringIO()
    yaml.dump(data, out)
    atomic_write(path, out.getvalue())


def scaffold_spirit(pack: Path, name: str) -> Path:
    """A spirit in ``spirits/<slug>.yaml`` with one growth choice, tracks and one innate."""
    _require_pack(pack)
    slug = slugify(name)
    body = (
        f"id: {slug}\n"
        f"name: {_quote(_title(name))}\n"
        "setup:\n"
        '  text: "Put 2 Presence on your starting board in the highest-numbered Wetland."\n'
        "  presence:\n"
        "    - {count: 2, land: {terrain: wetland, pick: highest}}\n"
        "  energy: 0\n"
        "growth:\n"
        "  - [{reclaim: all}, {gain_card: any}]\n"
        "  - [{add_presence: {range: 1}}, {gain_energy: 2}]\n"
        "presence_tracks:\n"
        "  energy:\n"
        "    - {energy: 1}\n"
        "    - {energy: 2}\n"
        "    - {element: sun}\n"
        "    - {energy: 3}\n"
        "  card_plays:\n"
        "    - {plays: 1}\n"
        "    - {plays: 2}\n"
        "    - {plays: 3}\n"
        "innates:\n"
        f"  - name: {_quote(_title(name) + ' Innate')}\n"
        "    speed: fast\n"
        "    range: {from: presence, distance: 1}\n"
        "    target: {land: any}\n"
        "    levels:\n"
        "      - elements: {sun: 1}\n"
        f"        text: {_text_of(PLACEHOLDER_EFFECT)}\n"
        f"        effect: {PLACEHOLDER_EFFECT}\n"
        "unique_powers: []\n"
    )
    return _write_new(pack / "spirits" / f"{slug}.yaml", body, "spirit")


def scaffold_fear(pack: Path, name: str) -> Path:
    """A fear card in ``fear/<slug>.yaml`` with three terror levels."""
    _require_pack(pack)
    slug = slugify(name)
    levels = "".join(
        f"  - text: {_text_of(effect)}\n    effect: {effect}\n"
        for effect in ("defend 1", "defend 2", "defend 3")
    )
    body = f"id: {slug}\nname: {_quote(_title(name))}\nlevels:\n{levels}"
    return _write_new(pack / "fear" / f"{slug}.yaml", body, "fear")


def scaffold_pack(parent: Path, name: str) -> Path:
    """A new pack folder ``<parent>/<slug>/`` with ``pack.yaml`` and the content folders."""
    slug = slugify(name)
    root = parent / slug
    if (root / "pack.yaml").exists():
        raise ScaffoldError(f"{root / 'pack.yaml'} already exists; not overwriting it")
    body = (
        f"id: {slug}\n"
        f"name: {_quote(_title(name))}\n"
        "version: 0.1.0\n"
        f"description: {_quote('A homebrew content pack.')}\n"
        "depends:\n"
        "  - {id: horizons, version: \">=1.0.0\"}  # boards, spirits and cards to build on\n"
    )
    _write_new(root / "pack.yaml", body, "pack")
    for folder in PACK_FOLDERS:
        (root / folder).mkdir(parents=True, exist_ok=True)
    return root / "pack.yaml"


def scaffold(
    what: str, name: str, pack: Path, kind: str = "minor", spirit: str | None = None
) -> Path:
    """Dispatch for ``cardsmith new``; returns the file written."""
    if what == "power":
        return scaffold_power(pack, name, kind, spirit)
    if what == "spirit":
        return scaffold_spirit(pack, name)
    if what == "fear":
        return scaffold_fear(pack, name)
    if what == "pack":
        return scaffold_pack(pack, name)
    raise ScaffoldError(f"cannot scaffold {what!r} (power, spirit, fear or pack)")


def new_command(
    what: Annotated[What, typer.Argument(help="What to create.")],
    name: Annotated[str, typer.Argument(help="Display name; the file name is its slug.")],
    pack: Annotated[
        Path,
        typer.Option(
            "--pack",
            help="The pack folder (for `new pack`: the folder to create the pack in).",
        ),
    ] = Path(),
    kind: Annotated[
        PowerKind, typer.Option("--kind", help="Power kind (for `new power`).")
    ] = PowerKind.minor,
    spirit: Annotated[
        str | None,
        typer.Option("--spirit", help="Owning spirit id (for `new power --kind unique`)."),
    ] = None,
) -> None:
    """Create a new power, spirit, fear card or content pack from a valid template."""
    try:
        path = scaffold(what.value, name, pack, kind.value, spirit)
    except ScaffoldError as exc:
        typer.echo(f"error: {exc}", err=True)
        raise typer.Exit(1) from None
    typer.echo(f"created {path}")
