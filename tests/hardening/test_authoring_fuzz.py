"""Fuzzed argument values for ``lint``, ``fmt``, ``new`` and ``explain`` (issue 14): the answer
is a result, diagnostics or a usage error (exit status 0, 1 or 2; ``error:`` lines are one
line), never an exception, never a raw escape sequence, and nothing outside the command's
target is written (``lint`` and ``explain`` write nothing; ``fmt`` only the files it was given;
``new`` only inside ``--pack``).

Runs in a sandbox folder holding a clean pack, a pack with errors, a loose file, a non-YAML
file, a named pipe, a symlink leading out and a file with a 5000-digit number.
``CARDSMITH_FUZZ=N`` runs N/50 examples per command (at least 40, the default).
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import stat
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from cardsmith.tools.cli import app

FUZZ = max(40, int(os.environ.get("CARDSMITH_FUZZ", "0") or 0) // 50)
SETTINGS = settings(
    max_examples=FUZZ,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
runner = CliRunner()

POWER = """\
id: {id}
name: {name}
kind: minor
cost: {cost}
speed: fast
elements: [fire]
range: {{from: presence, distance: 1}}
target: {{land: any}}
text: "1 Fear."
effect: {effect}
"""


@pytest.fixture(scope="module")
def sandbox(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    root = tmp_path_factory.mktemp("sandbox")
    outside = root / "outside"
    outside.mkdir()
    (outside / "secret.yaml").write_text("secret: 1\n")
    new = ["new", "pack", "Clean", "--pack", str(root), "--ruleset", "spirit-island"]
    assert runner.invoke(app, new).exit_code == 0
    clean = root / "clean"
    assert runner.invoke(app, ["new", "power", "Gust", "--pack", str(clean)]).exit_code == 0
    broken = root / "broken" / "powers" / "minor"
    broken.mkdir(parents=True)
    (root / "broken" / "pack.yaml").write_text("id: broken\nname: Broken\nversion: 1.0.0\n"
        "ruleset: spirit-island\n")
    (broken / "typo.yaml").write_text(
        POWER.format(id="typo", name="Typo", cost=1, effect="push 1 explorr")
    )
    (broken / "quoted.yaml").write_text(
        POWER.format(id="q", name='"\\e]0;t\\a"', cost=1, effect='"fear 1\\n  fear x"')
    )
    (broken / "big.yaml").write_text(
        POWER.format(id="big", name="Big", cost="9" * 5000, effect="fear 1")
    )
    (broken / "deep.yaml").write_text(
        POWER.format(id="deep", name="Deep", cost=1, effect="'" + "if dahan present: " * 60
                     + "1 fear'")
    )
    (root / "loose.yaml").write_text("a: [1, 2]\n")
    (root / "notes.txt").write_text("not yaml\n")
    if hasattr(os, "mkfifo"):
        os.mkfifo(broken / "pipe.yaml")
    with contextlib.suppress(OSError):  # no symlinks on this platform
        (broken / "link.yaml").symlink_to(outside / "secret.yaml")
    old = Path.cwd()
    old_cache = os.environ.get("CARDSMITH_CACHE_DIR")
    os.chdir(root)
    os.environ["CARDSMITH_CACHE_DIR"] = str(root / ".cache")
    try:
        yield root
    finally:
        os.chdir(old)
        if old_cache is None:
            os.environ.pop("CARDSMITH_CACHE_DIR", None)
        else:  # the session's private cache folder (tests/conftest.py)
            os.environ["CARDSMITH_CACHE_DIR"] = old_cache


def _snapshot(root: Path) -> dict[str, str]:
    """Every regular file under ``root`` (outside the lint cache) by its content hash; pipes and
    links by their kind (never opened)."""
    out: dict[str, str] = {}
    for dirpath, _dirs, files in os.walk(root):
        if ".cache" in Path(dirpath).relative_to(root).parts:
            continue
        for name in files:
            path = Path(dirpath) / name
            mode = path.lstat().st_mode
            if stat.S_ISREG(mode):
                out[str(path.relative_to(root))] = hashlib.sha256(path.read_bytes()).hexdigest()
            else:
                out[str(path.relative_to(root))] = "special"
    return out


PATHS = st.one_of(
    st.sampled_from(
        [
            ".", "clean", "clean/pack.yaml", "clean/powers", "broken", "broken/powers/minor",
            "broken/powers/minor/typo.yaml", "broken/powers/minor/big.yaml",
            "broken/powers/minor/pipe.yaml", "broken/powers/minor/link.yaml", "loose.yaml",
            "notes.txt", "missing.yaml", "outside/secret.yaml", "/dev/null",
            "broken/powers/minor/deep.yaml", "broken/powers/minor/quoted.yaml",
        ]
    ),
    # a random name inside the sandbox: never "/", "..", "~" (fmt would rewrite them)
    st.text(min_size=1, max_size=40).map(
        lambda t: "./" + t.replace("/", "_").replace("\x00", "_").lstrip(".~") + "x"
    ),
)  # fmt: skip
NAMES = st.one_of(
    st.sampled_from(["Gust", "x" * 300, "a\x07b", "\x1b[31mred", "", "!!!", "é" * 120, "a/b"]),
    st.text(max_size=150).filter(lambda t: "\x00" not in t),
)
WHAT = st.sampled_from(["power", "spirit", "fear", "pack", "board", "nonsense"])


def _check(result: object, before: dict[str, str], after: dict[str, str],
           allowed: set[str]) -> None:
    exit_code = getattr(result, "exit_code", None)
    exception = getattr(result, "exception", None)
    output = getattr(result, "output", "")
    assert exception is None or isinstance(exception, SystemExit), repr(exception)
    assert exit_code in (0, 1, 2), (exit_code, output)
    assert "Traceback" not in output
    assert "\x1b" not in output and "\x07" not in output, output
    for line in output.splitlines():
        if line.startswith("error:"):
            assert line.strip() != "error:"
    changed = {p for p in set(before) | set(after) if before.get(p) != after.get(p)}
    stray = {p for p in changed if not any(p == a or p.startswith(a + "/") for a in allowed)}
    assert not stray, (stray, output)


def _inside(root: Path, arg: str) -> str | None:
    """``arg`` relative to the sandbox when it names something inside it."""
    try:
        rel = (root / arg).resolve().relative_to(root.resolve())
    except (ValueError, OSError):
        return None
    return str(rel) if str(rel) != "." else ""


@SETTINGS
@given(st.lists(PATHS, min_size=1, max_size=3),
       st.sampled_from([[], ["--format", "json"], ["-f", "sarif"], ["--format", "bogus"],
                        ["--no-cache"], ["--text-check"]]))
def test_lint_arguments(sandbox: Path, paths: list[str], options: list[str]) -> None:
    before = _snapshot(sandbox)
    result = runner.invoke(app, ["lint", *options, *paths])
    _check(result, before, _snapshot(sandbox), set())


@SETTINGS
@given(st.lists(PATHS, min_size=1, max_size=3), st.booleans())
def test_fmt_arguments(sandbox: Path, paths: list[str], check: bool) -> None:
    before = _snapshot(sandbox)
    result = runner.invoke(app, ["fmt", *(["--check"] if check else []), *paths])
    targets = set() if check else {t for p in paths if (t := _inside(sandbox, p)) is not None}
    after = _snapshot(sandbox)
    if "" in targets:
        targets = set(before) | set(after)  # the whole sandbox was the target
    _check(result, before, after, targets)


@SETTINGS
@given(WHAT, NAMES, st.sampled_from(["clean", "broken", "missing-folder", "loose.yaml", "."]),
       st.lists(st.sampled_from([["--kind", "major"], ["--kind", "x\x1b"], ["--owner", "a: b"],
                                 ["--kind", "unique"], ["--ruleset", "tiny"]]), max_size=2))
def test_new_arguments(sandbox: Path, what: str, name: str, pack: str,
                       options: list[list[str]]) -> None:
    before = _snapshot(sandbox)
    flat = [x for pair in options for x in pair]
    result = runner.invoke(app, ["new", what, name, "--pack", pack, *flat])
    target = _inside(sandbox, pack)
    after = _snapshot(sandbox)
    if target is None:
        allowed: set[str] = set()
    elif target == "":
        allowed = set(before) | set(after)  # --pack . : the whole sandbox is the target
    else:
        allowed = {target}
    _check(result, before, after, allowed)


@SETTINGS
@given(st.one_of(PATHS, NAMES, st.sampled_from(["gust", "Gust", "typo", "Gift of Searing Heat"])),
       st.sampled_from([[], ["--json"], ["--pack", "clean"], ["--pack", "broken"],
                        ["--pack", "loose.yaml"], ["--pack", "missing"]]))
def test_explain_arguments(sandbox: Path, target: str, options: list[str]) -> None:
    before = _snapshot(sandbox)
    result = runner.invoke(app, ["explain", target, *options])
    _check(result, before, _snapshot(sandbox), set())
