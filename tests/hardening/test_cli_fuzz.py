"""Fuzzed argument values for ``publish``, ``serve``, ``search`` and ``test`` (issue 14): the
answer is a result or an error (exit status 0, 1 or 2; ``error:`` lines are one line), never an
exception, never a raw escape sequence, and nothing outside the command's target changes.

Runs in a sandbox folder (the working folder during the test) holding a clean pack, a pack
with lint errors, a scenario folder, a file, a folder that is not a site and symlinks. The
mkdocs build and server are stubbed (they are not what is fuzzed). ``CARDSMITH_FUZZ=N`` runs N
examples per command (default 60).
"""

from __future__ import annotations

import hashlib
import importlib.util
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from cardsmith.tools.cli import app
from tests.fixture_pack import clean_fixture_pack

PUBLISH = Path(__file__).parents[1] / "publish"
BOARD = PUBLISH / "pack" / "boards" / "a.yaml"
FUZZ = int(os.environ.get("CARDSMITH_FUZZ", "60"))
SETTINGS = settings(max_examples=FUZZ, deadline=None, database=None,
                    suppress_health_check=[HealthCheck.function_scoped_fixture,
                                           HealthCheck.too_slow])
runner = CliRunner()

_spec = importlib.util.spec_from_file_location("wrong_types", PUBLISH / "test_wrong_types.py")
assert _spec is not None and _spec.loader is not None
wrong_types = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(wrong_types)

#: names in the sandbox, and odd paths
PLACES = ["pack", "bad/odd-pack", "scenarios", "scenarios/ravage.yaml", "file.txt", "notes",
          "site", "link-to-pack", "link-outside", "missing", "pack/pack.yaml", "pack/boards",
          ".", "..", "/", "/etc", "pack/../pack", "new/deeper/site", "-", "--", "",
          "loop-a", "loop-a/x", "dangling", "dangling/x", "pack/site", "pack/powers/site"]
CONTROL = st.sampled_from(["\x1b]0;owned\x07", "\x1b[2J", "\u202e", "\x00", "\n", "[/red]",
                           "[bold]", "%s", "{}", "'", '"', "\\", "*", "~"])
TEXT = st.text(st.characters(codec="utf-8", exclude_categories=("Cs",)), max_size=40)
PATH = st.one_of(st.sampled_from(PLACES), TEXT, st.builds(lambda a, b: a + b,
                                                          st.sampled_from(PLACES), CONTROL))


@pytest.fixture
def sandbox(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The sandbox as the working folder; mkdocs' build and server stubbed."""
    root = tmp_path / "sandbox"
    root.mkdir()
    clean_fixture_pack(root / "pack")
    (root / "bad").mkdir()
    wrong_types._odd_pack(root / "bad")
    (root / "scenarios").mkdir()
    (root / "scenarios" / "ravage.yaml").write_text(
        "name: ravage\npieces: {A5: 1T}\ninvader: ravage\ntarget: A5\n"
        "expect:\n  pieces: {A5: 1T 1B}\n  blight_pool: 5\n")
    (root / "file.txt").write_text("a file")
    (root / "notes").mkdir()
    (root / "notes" / "mine.md").write_text("not a site")
    (root / "site").mkdir()
    outside = tmp_path / "outside"
    outside.mkdir()
    (root / "link-to-pack").symlink_to(root / "pack", target_is_directory=True)
    (root / "link-outside").symlink_to(outside, target_is_directory=True)
    (root / "loop-a").symlink_to(root / "loop-b")
    (root / "loop-b").symlink_to(root / "loop-a")
    (root / "dangling").symlink_to(root / "nowhere")
    monkeypatch.chdir(root)

    def build_site(config_path: Path, progress: Any = None, pages: int = 0,
                   strict: bool = False) -> None:
        site = config_path.parent / "site"
        (site / "assets").mkdir(parents=True, exist_ok=True)
        (site / "index.html").write_text("<html></html>")
        (site / "assets" / "finder.js").write_text("//")

    import mkdocs.livereload

    monkeypatch.setattr("cardsmith.tools.publish.site.build_site", build_site)
    # serve: its builds and its server's loop (the server is still made and its address bound)
    monkeypatch.setattr("cardsmith.tools.publish.live.LiveSite.build_home_page",
                        lambda self, checked: None)
    monkeypatch.setattr("cardsmith.tools.publish.live.LiveSite.build_whole_site",
                        lambda self: None)
    monkeypatch.setattr(mkdocs.livereload.LiveReloadServer, "serve",
                        lambda self, open_in_browser=False: None)
    yield tmp_path


def _state(root: Path) -> dict[str, str]:
    """Every file and link under ``root`` (symlinks not followed) with a digest."""
    out: dict[str, str] = {}
    for dirpath, dirnames, filenames in os.walk(root):
        for name in dirnames + filenames:
            path = Path(dirpath) / name
            rel = str(path.relative_to(root))
            if path.is_symlink():
                out[rel] = "-> " + os.readlink(path)
            elif path.is_file():
                out[rel] = hashlib.sha256(path.read_bytes()).hexdigest()
            else:
                out[rel] = "dir"
    return out


def _outside(state: dict[str, str], base: Path, targets: list[str]) -> dict[str, str]:
    """The entries of ``state`` outside every target path (given relative to the sandbox);
    the folders leading to a target (created to make it) count as the target's."""
    sandbox = base / "sandbox"
    held: list[Path] = []
    for target in targets:
        try:
            held.append((sandbox / target).resolve())
        except (OSError, ValueError, RuntimeError):  # a symlink loop holds nothing
            continue
    kept = {}
    for rel, digest in state.items():
        path = (base / rel).resolve() if not (base / rel).is_symlink() else base / rel
        if not any(path == t or path.is_relative_to(t) or (digest == "dir" and t.is_relative_to(
                path)) for t in held):
            kept[rel] = digest
    return kept


def _run(base: Path, args: list[str], targets: list[str]) -> None:
    before = _state(base)
    result = runner.invoke(app, args)
    assert result.exception is None or isinstance(result.exception, SystemExit), (
        args, result.exception)
    assert result.exit_code in (0, 1, 2), (args, result.output)
    assert "\x1b" not in result.output and "\x07" not in result.output, (args, result.output)
    errors = [line for line in result.output.splitlines() if line.startswith("error:")]
    assert len(errors) <= 1, (args, result.output)
    if errors:
        assert result.output.strip() == errors[0], (args, result.output)  # one line
    after = _state(base)
    assert _outside(after, base, targets) == _outside(before, base, targets), args


@SETTINGS
@given(packs=st.lists(PATH, min_size=0, max_size=3), out=st.one_of(st.none(), PATH),
       strict=st.booleans())
@example(packs=["pack"], out="new/deeper/site", strict=False)  # a publish that works
@example(packs=["pack"], out="link-outside", strict=True)  # --out itself may be a symlink
def test_fuzz_publish(sandbox: Path, packs: list[str], out: str | None, strict: bool) -> None:
    args = ["publish", *packs, *(["--out", out] if out is not None else [])]
    _run(sandbox, [*args, *(["--strict"] if strict else [])], [out if out is not None else "site"])


@SETTINGS
@given(packs=st.lists(PATH, min_size=0, max_size=2),
       addr=st.one_of(st.none(), TEXT, st.sampled_from(["127.0.0.1:99999", "127.0.0.1:8000",
                                                        "localhost:0", "[::1]:80", ":80"])))
@example(packs=["pack"], addr="127.0.0.1:8000")
def test_fuzz_serve(sandbox: Path, packs: list[str], addr: str | None) -> None:
    _run(sandbox, ["serve", *packs, *(["--dev-addr", addr] if addr is not None else [])], [])


QUERY = st.one_of(TEXT, st.lists(st.sampled_from(
    ["el:fire", "cost<=", "9" * 20, "(", ")", "-", "OR", '"', "kind:", "range<", "x", " ",
     "\x1b", "[/red]", "name:", "speed:fast", "t:", "verb:push"]), max_size=12).map("".join))


@SETTINGS
@given(query=QUERY, packs=st.lists(PATH, min_size=0, max_size=2), ids=st.booleans())
@example(query="el:fire", packs=["pack"], ids=False)
def test_fuzz_search(sandbox: Path, query: str, packs: list[str], ids: bool) -> None:
    _run(sandbox, ["search", *(["--ids"] if ids else []), "--", query, *packs], [])


@SETTINGS
@given(paths=st.lists(PATH, min_size=1, max_size=2),
       keyword=st.one_of(st.none(), TEXT, st.sampled_from(["and", "not", "a or", "ravage"])),
       junit=st.one_of(st.none(), PATH), verbose=st.booleans())
@example(paths=["scenarios"], keyword="ravage", junit="report.xml", verbose=True)
def test_fuzz_test(sandbox: Path, paths: list[str], keyword: str | None, junit: str | None,
                   verbose: bool) -> None:
    if paths == ["."] or "." in paths or ".." in paths or "/" in paths or "/etc" in paths:
        paths = [p for p in paths if p not in (".", "..", "/", "/etc")] or ["scenarios"]
    args = ["test", *paths, *(["-k", keyword] if keyword is not None else []),
            *(["--junit-xml", junit] if junit is not None else []), *(["-v"] if verbose else [])]
    _run(sandbox, args, [junit] if junit is not None else [])
