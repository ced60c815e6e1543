"""``cardsmith new ruleset NAME [--out DIR]``: an installable ruleset package to start from.

It writes ``DIR/cardsmith-NAME/``: a ``pyproject.toml`` (the project ``cardsmith-NAME``, its
``cardsmith.rulesets`` entry point ``NAME = "NAME_game:RULESET"``), the python package
``NAME_game/`` (language, engine, scenarios, schemas, a lint rule, ``py.typed``), a pack
``pack/`` with scenario tests, ``docs/NAME.md`` and a README. The files are the templates of
``tools/authoring/ruleset_template/`` (shipped as package data), with ``__NAME__`` (the slug),
``__PKG__`` (the python package) and ``__TITLE__`` (the display name) replaced. Everything is
written into a temporary folder beside the target, then moved into place in one rename: a
failure leaves nothing half-written.
"""

from __future__ import annotations

import re
import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path

from cardsmith.tools.authoring.templates import ScaffoldError

__all__ = ["TEMPLATE", "RulesetNames", "ruleset_names", "scaffold_ruleset"]

#: the template tree; a file ``X.tmpl`` is written as ``X``
TEMPLATE = Path(__file__).parent / "ruleset_template"
#: the longest ruleset name
MAX_RULESET_CHARS = 40
_SLUG = re.compile(r"^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$")


@dataclass(frozen=True)
class RulesetNames:
    """The names a new ruleset's files use."""

    name: str  #: the ruleset's name, its entry point (``demo``)
    package: str  #: the python package (``demo_game``)
    title: str  #: the display name (``Demo``)
    folder: str  #: the folder made (``cardsmith-demo``)

    def fill(self, text: str) -> str:
        for token, value in (("__NAME__", self.name), ("__PKG__", self.package),
                             ("__TITLE__", self.title)):  # fmt: skip
            text = text.replace(token, value)
        return text


def ruleset_names(name: str) -> RulesetNames:
    """The names for ``name``, or :class:`ScaffoldError` when it is not a slug."""
    if len(name) > MAX_RULESET_CHARS or not _SLUG.match(name):
        shown = name[:MAX_RULESET_CHARS] + ("…" if len(name) > MAX_RULESET_CHARS else "")
        raise ScaffoldError(
            f"ruleset name {shown!r} is not a slug (lower-case letters, digits and single '-', "
            f"starting with a letter, at most {MAX_RULESET_CHARS} characters), e.g. 'demo'"
        )
    return RulesetNames(
        name=name,
        package=name.replace("-", "_") + "_game",
        title=name.replace("-", " ").title(),
        folder=f"cardsmith-{name}",
    )


def _write_tree(names: RulesetNames, into: Path) -> None:
    for source in sorted(TEMPLATE.rglob("*.tmpl")):
        rel = names.fill(source.relative_to(TEMPLATE).as_posix().removesuffix(".tmpl"))
        target = into / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(names.fill(source.read_text("utf-8")), encoding="utf-8")


def scaffold_ruleset(name: str, out: Path) -> Path:
    """Write the new ruleset package ``out/cardsmith-NAME/``; return its folder.

    :class:`ScaffoldError` (nothing written) for a bad name, an ``out`` that is a file, or a
    target folder that exists and is not empty.
    """
    names = ruleset_names(name)
    if out.exists() and not out.is_dir():
        raise ScaffoldError(f"--out {out} is a file, not a folder")
    root = out / names.folder
    if root.is_symlink() or (root.exists() and (not root.is_dir() or any(root.iterdir()))):
        raise ScaffoldError(f"{root} already exists and is not empty; not overwriting it")
    out.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix=f".{names.folder}-", dir=out))
    try:
        _write_tree(names, work)
        work.replace(root)  # one rename; onto an empty folder too
    except BaseException:
        shutil.rmtree(work, ignore_errors=True)
        raise
    return root
