"""``cardsmith new``: scaffold a record of the pack's ruleset (a card, a character…) or a new pack.

What can be created, and each file's place and body, come from the ruleset's templates
(``Ruleset.scaffolds``, see :mod:`cardsmith.tools.authoring.templates`). Every scaffold is a valid,
formatted file: the schema header comment, all required keys with placeholder values, and a
simple effect whose ``text`` is the renderer's English, so ``cardsmith lint`` and
``cardsmith fmt --check`` pass on it. Existing files are never overwritten.
"""

from __future__ import annotations

import io
import re
from collections.abc import Callable
from pathlib import Path
from typing import Annotated

import typer
from ruamel.yaml.error import YAMLError

from cardsmith.tools import registry
from cardsmith.tools.authoring.arguments import checked
from cardsmith.tools.authoring.fmt.files import atomic_write
from cardsmith.tools.authoring.fmt.roundtrip import round_trip_yaml
from cardsmith.tools.authoring.fmt.text import format_text
from cardsmith.tools.authoring.ruleset_scaffold import scaffold_ruleset
from cardsmith.tools.authoring.templates import (
    ListEntry,
    Scaffold,
    ScaffoldError,
    ScaffoldRequest,
    Template,
    check_name,
    check_word,
    slugify,
    yaml_quote,
)
from cardsmith.tools.content.kinds import PACK, kind_map, schema_header
from cardsmith.tools.content.packs import find_pack_root
from cardsmith.tools.content.yamlload import load_yaml_file
from cardsmith.tools.ruleset import Ruleset
from cardsmith.tools.terminal import printable

__all__ = [
    "ScaffoldError",
    "new_command",
    "scaffold",
    "scaffold_pack",
    "slugify",
]


def _title(name: str) -> str:
    """The display name: as given when it has capitals, else title-cased."""
    name = " ".join(name.split())
    return name if name != name.lower() else name.title()


def _request(
    pack: Path, name: str, ruleset: Ruleset, variant: str | None, owner: str | None
) -> ScaffoldRequest:
    return ScaffoldRequest(
        pack=pack,
        name=name,
        title=_title(name),
        slug=slugify(name),
        variant=variant,
        owner=owner,
        language=ruleset.language,
    )


def _write_new(path: Path, body: str, kind: str, ruleset: Ruleset) -> Path:
    """Write a scaffold (header + body, then formatted); refuse to overwrite."""
    if path.exists() or path.is_symlink():
        raise ScaffoldError(f"{path} already exists; not overwriting it")
    header = schema_header(path, kind, ruleset)
    text = format_text(f"{header}\n{body}" if header else body, path)
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("x", encoding="utf-8") as fh:  # "x": fail rather than clobber (races too)
        fh.write(text)
    return path


def _require_pack(pack: Path) -> None:
    if not (pack / "pack.yaml").is_file():
        raise ScaffoldError(
            f"{pack} is not a content pack (no pack.yaml); pass --pack DIR "
            "or create one with `cardsmith new pack NAME --ruleset NAME`"
        )


def _add_to_list(pack: Path, entry: ListEntry) -> None:
    """Add ``entry.value`` to the list ``entry.key`` of ``entry.file`` when that file exists.

    Round-trip edit (comments kept), written atomically; a file that is not a mapping with
    such a list is left alone.
    """
    path = pack / entry.file
    if not path.is_file() or path.is_symlink() or not load_yaml_file(path, root=pack).ok:
        return
    yaml = round_trip_yaml()
    data = yaml.load(path.read_text("utf-8"))
    listed = data.get(entry.key) if isinstance(data, dict) else None
    if not isinstance(listed, list) or entry.value in listed:
        return
    listed.append(entry.value)
    out = io.StringIO()
    yaml.dump(data, out)
    atomic_write(path, out.getvalue())


def _plain_pack(request: ScaffoldRequest, ruleset: Ruleset) -> Scaffold:
    """A pack manifest and one folder per content kind (a ruleset without a pack template)."""
    body = (
        f"id: {request.slug}\n"
        f"name: {yaml_quote(request.title)}\n"
        "version: 0.1.0\n"
        f"description: {yaml_quote('A homebrew content pack.')}\n"
    )
    folders = tuple(f for k in ruleset.kinds for f in k.folders)
    return Scaffold(path="pack.yaml", body=body, kind=PACK.name, folders=folders)


def scaffold_pack(parent: Path, name: str, ruleset: str | None = None) -> Path:
    """A new pack folder ``<parent>/<slug>/`` with ``pack.yaml`` and the content folders."""
    chosen = registry.get(ruleset) if ruleset is not None else registry.sole()
    root = parent / slugify(name)
    if (root / "pack.yaml").exists():
        raise ScaffoldError(f"{root / 'pack.yaml'} already exists; not overwriting it")
    request = _request(root, name, chosen, None, None)
    template = chosen.scaffolds.get(PACK.name)
    made = template(request) if template is not None else _plain_pack(request, chosen)
    body = made.body
    if not re.search(r"^ruleset:", body, re.M):
        body += f"ruleset: {chosen.name}\n"  # fmt puts it in the schema's place
    path = _write_new(root / made.path, body, made.kind, chosen)
    for folder in made.folders:
        (root / folder).mkdir(parents=True, exist_ok=True)
    return path


#: ``cardsmith new ruleset NAME``: a new ruleset package (see tools.authoring.ruleset_scaffold)
RULESET = "ruleset"


def _templates(ruleset: Ruleset) -> dict[str, Template]:
    return {what: t for what, t in ruleset.scaffolds.items() if what != PACK.name}


def scaffold(
    what: str,
    name: str,
    pack: Path,
    kind: str | None = None,
    owner: str | None = None,
    ruleset: str | None = None,
) -> Path:
    """Dispatch for ``cardsmith new``; returns the file written.

    ``kind`` is the template's variant (``--kind``), ``owner`` the record the new one
    belongs to (``--owner``); ``ruleset`` is the ruleset of a new pack (``new pack`` only).
    """
    check_name(name)
    for value, option in ((kind, "--kind"), (owner, "--owner"), (ruleset, "--ruleset")):
        if value is not None:
            check_word(value, option)
    if what == PACK.name:
        return scaffold_pack(pack, name, ruleset)
    _require_pack(pack)
    chosen = registry.for_pack(find_pack_root(pack))
    templates = _templates(chosen)
    if what not in templates:
        known = ", ".join([*templates, PACK.name, RULESET])
        known = " or ".join(known.rsplit(", ", 1))
        raise ScaffoldError(f"cannot scaffold {what!r}: the {chosen.title} pack can have {known}")
    made = templates[what](_request(pack, name, chosen, kind, owner))
    if kind_map(chosen).kinds.get(made.kind) is None:
        raise ScaffoldError(f"the {what!r} template makes an unknown kind {made.kind!r}")
    path = _write_new(pack / made.path, made.body, made.kind, chosen)
    for entry in made.list_in:
        _add_to_list(pack, entry)
    return path


def _word(option: str) -> Callable[[str | None], str | None]:
    def check(value: str | None) -> str | None:
        return None if value is None else check_word(value, option)

    return checked(check, ScaffoldError)


def _folder(value: Path) -> Path:
    """``--pack`` is a folder, or does not exist yet (``new pack`` makes it)."""
    if value.exists() and not value.is_dir():
        raise ScaffoldError(f"--pack {value} is a file, not a folder")
    return value


def _new_ruleset(name: str, out: Path) -> None:
    """``cardsmith new ruleset NAME --out DIR``; a refusal is one line and exit 2."""
    try:
        root = scaffold_ruleset(name, out)
    except ScaffoldError as exc:
        typer.echo(f"error: {printable(str(exc))}", err=True)
        raise typer.Exit(2) from None
    except OSError as exc:
        reason = exc.strerror or str(exc)
        where = f": {exc.filename}" if exc.filename else ""
        typer.echo(f"error: cannot write the new ruleset: {printable(reason + where)}", err=True)
        raise typer.Exit(2) from None
    typer.echo(f"created {printable(str(root))} (see its README.md)")


def new_command(
    what: Annotated[
        str,
        typer.Argument(
            help="What to create: `ruleset` (a new ruleset package), `pack`, "
            "or a template of the pack's ruleset."
        ),
    ],
    name: Annotated[
        str,
        typer.Argument(
            help="Display name; the file name is its slug (`new ruleset`: a slug, e.g. `demo`).",
            callback=checked(check_name, ScaffoldError),
        ),
    ],
    pack: Annotated[
        Path,
        typer.Option(
            "--pack",
            help="The pack folder (for `new pack`: the folder to create the pack in).",
            callback=checked(_folder, ScaffoldError),
        ),
    ] = Path(),
    kind: Annotated[
        str | None,
        typer.Option(
            "--kind",
            help="Variant of what is created (the ruleset's templates say which).",
            callback=_word("--kind"),
        ),
    ] = None,
    owner: Annotated[
        str | None,
        typer.Option(
            "--owner",
            help="Id of the record the new one belongs to (the ruleset's templates say which).",
            callback=_word("--owner"),
        ),
    ] = None,
    ruleset: Annotated[
        str | None,
        typer.Option(
            "--ruleset",
            help="Ruleset of a new pack (needed when several are installed).",
            callback=_word("--ruleset"),
        ),
    ] = None,
    out: Annotated[
        Path,
        typer.Option(
            "--out",
            help="`new ruleset` only: the folder to write `cardsmith-NAME/` in.",
        ),
    ] = Path(),
) -> None:
    """Create a ruleset package, a content pack, or a record of the pack's ruleset."""
    if what == RULESET:
        _new_ruleset(name, out)
        return
    try:
        path = scaffold(what, name, pack, kind, owner, ruleset)
    except (ScaffoldError, registry.RulesetError) as exc:
        typer.echo(f"error: {printable(str(exc))}", err=True)
        raise typer.Exit(1) from None
    except OSError as exc:  # a path too long for the file system, no permission…
        reason = exc.strerror or str(exc)
        where = f": {exc.filename}" if exc.filename else ""
        typer.echo(f"error: cannot write the new file: {printable(reason + where)}", err=True)
        raise typer.Exit(1) from None
    except YAMLError as exc:  # a template wrote YAML its formatter cannot read
        first = str(exc).splitlines()[0] if str(exc) else "invalid YAML"
        typer.echo(f"error: the template made invalid YAML: {printable(first)}", err=True)
        raise typer.Exit(1) from None
    typer.echo(f"created {printable(str(path))}")
