"""Fuzzed argument values for ``simulate``, ``balance`` and ``print`` (issue 14): the answer is
a result, diagnostics or an error (exit status 0, 1 or 2; ``error:`` lines are one line), never
an exception, never a raw escape sequence, never a hang (every number has a cap), and nothing
outside the command's output file changes (``simulate`` writes nothing; ``balance`` only
``--html``; ``print`` only ``--out``, no temporary file left beside it).

Runs in a sandbox folder (the working folder during the test) holding a clean pack, a pack with
lint errors, the Risk Deep Space pack (a link), a file, a PDF, a file that is not a PDF and
symlinks that lead out, nowhere or round in a loop. Games are few and short, and ``balance``
always names a quick policy (the strongest one is tested elsewhere); ``--ray`` gets only
addresses that answer at once (nothing listens there) or that are malformed.
``CARDSMITH_FUZZ=N`` runs N/5 examples per command (at least 12, the default).
"""

from __future__ import annotations

import hashlib
import importlib.util
import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from cardsmith.tools.cli import app
from tests.fixture_pack import clean_fixture_pack

ROOT = Path(__file__).parents[2]
PUBLISH = ROOT / "tests" / "publish"
FUZZ = max(12, int(os.environ.get("CARDSMITH_FUZZ", "0") or 0) // 5)
SETTINGS = settings(max_examples=FUZZ, deadline=None, database=None,
                    suppress_health_check=[HealthCheck.function_scoped_fixture,
                                           HealthCheck.too_slow])
runner = CliRunner()

_spec = importlib.util.spec_from_file_location("wrong_types", PUBLISH / "test_wrong_types.py")
assert _spec is not None and _spec.loader is not None
wrong_types = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(wrong_types)

TEXT = st.text(st.characters(codec="utf-8", exclude_categories=("Cs",)), max_size=24)
CONTROL = ["\x1b]0;owned\x07", "\x1b[2J", "\u202e", "[bold]", "[/red]", "%s", "{}"]
PACKS = [None, "pack", "bad/odd-pack", "risk", "missing", "file.txt", "notes", "link-outside",
         "dangling", "loop-a", ".", "pack/powers"]
Choice = tuple[list[str | None], list[str]]


def _options(data: st.DataObject, table: dict[str, Choice]) -> dict[str, str | None]:
    """A value per option: good ones, but for one option drawn to be spoiled (a bad value,
    random text or a control sequence) — or, a quarter of the time, anything for every one."""
    names = list(table)
    spoiled = data.draw(st.sampled_from([*names, "*"]), label="spoiled")
    wild = spoiled == "*" and data.draw(st.integers(0, 3), label="wild") == 0
    out: dict[str, str | None] = {}
    for name, (good, bad) in table.items():
        worse = st.one_of(st.sampled_from(bad), TEXT, st.sampled_from(CONTROL))
        if wild:
            strategy = st.one_of(st.sampled_from(good), worse)
        else:
            strategy = worse if name == spoiled else st.sampled_from(good)
        out[name] = data.draw(strategy, label=name)
    return out


COUNTS: Choice = (["1", "2"], ["0", "-1", "100001", "1" + "0" * 30, "x", "", "9" * 5000])
SEEDS: Choice = (["0", "-5", "9" * 18, "-" + "9" * 18], ["9" * 19, "x", "1e3"])
ROUNDS: Choice = (["1", "2"], ["0", "-3", "1001", "x"])
PACK_GOOD: list[str | None] = [None, "pack"]
PACK_BAD = [p for p in PACKS if p is not None and p != "pack"]


@pytest.fixture
def sandbox(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    root = tmp_path / "sandbox"
    root.mkdir()
    clean_fixture_pack(root / "pack")
    (root / "bad").mkdir()
    wrong_types._odd_pack(root / "bad")
    (root / "risk").symlink_to(ROOT / "content" / "risk-deep-space", target_is_directory=True)
    (root / "file.txt").write_text("a file")
    (root / "notes").mkdir()
    (root / "notes.pdf").write_text("not a PDF")
    (root / "old.pdf").write_bytes(b"%PDF-1.4 an old print")
    outside = tmp_path / "outside"
    outside.mkdir()
    (root / "link-outside").symlink_to(outside, target_is_directory=True)
    (root / "dangling").symlink_to(root / "nowhere")
    (root / "dangling.pdf").symlink_to(outside / "new.pdf")
    (root / "loop-a").symlink_to(root / "loop-b")
    (root / "loop-b").symlink_to(root / "loop-a")
    monkeypatch.chdir(root)
    monkeypatch.delenv("RAY_ADDRESS", raising=False)
    yield tmp_path


def _state(root: Path) -> dict[str, str]:
    """Every file and link under ``root`` (symlinks not followed) with a digest."""
    out: dict[str, str] = {}
    for dirpath, dirnames, filenames in os.walk(root):
        for name in dirnames + filenames:
            path = Path(dirpath) / name
            rel = str(path.relative_to(root))
            if rel.startswith("sandbox/risk/"):
                continue
            if path.is_symlink():
                out[rel] = "-> " + os.readlink(path)
            elif path.is_file():
                out[rel] = hashlib.sha256(path.read_bytes()).hexdigest()
            else:
                out[rel] = "dir"
    return out


def _outside(state: dict[str, str], base: Path, target: str | None) -> dict[str, str]:
    """The entries of ``state`` other than the target file (given relative to the sandbox)."""
    if not target:
        return state
    try:
        held = (base / "sandbox" / target).resolve()
    except (OSError, ValueError, RuntimeError):
        return state
    return {rel: digest for rel, digest in state.items()
            if ((base / rel).resolve() if not (base / rel).is_symlink() else base / rel) != held}


def _run(base: Path, args: list[str], target: str | None = None) -> None:
    before = _state(base)
    result = runner.invoke(app, args)
    assert result.exception is None or isinstance(result.exception, SystemExit), (
        args, result.exception)
    assert result.exit_code in (0, 1, 2), (args, result.output)
    assert "\x1b" not in result.output and "\x07" not in result.output, (args, result.output)
    assert "Traceback" not in result.output, (args, result.output)
    errors = [line for line in result.output.splitlines() if line.startswith("error:")]
    assert len(errors) <= 1, (args, result.output)
    if errors and result.exit_code == 2:
        assert result.output.strip() == errors[0], (args, result.output)  # one line
    assert _outside(_state(base), base, target) == _outside(before, base, target), args


def _within(text: str, low: int, high: int) -> bool:
    """``text`` is a number from ``low`` to ``high``."""
    return len(text) < 10 and text.lstrip("-").isdigit() and low <= int(text) <= high


def _opt(name: str, value: str | None) -> list[str]:
    return [] if value is None else [f"{name}={value}"]


SIMULATE: dict[str, Choice] = {
    "--games": COUNTS, "--seed": SEEDS, "--max-rounds": ROUNDS,
    "--policy": ([None, "first", "random"], ["clever", ""]),
    "--spirits": ([None, "sun-bright-whirlwind"],
                  ["sun-bright-whirlwind,rising-heat-of-stone-and-sand", "X,X", "a,b,c,d", ",,"]),
    "--boards": ([None, "a"], ["b", "a,b", "a,a", "z"]),
    "--links": ([None, "A1-A1", "A5-A5"], ["A1-Q7", "A1", "-", "A1-B1"]),
    "--pack": (PACK_GOOD, [*PACK_BAD, "risk"]),
}
RISK: dict[str, Choice] = {
    "--players": ([None, "2", "3", "4"], ["5", "0", "-1", "x", "9" * 30]),
    "--seats": ([None, "red,blue"], ["red,red", "pink", ","]),
    "--bots": ([None, "random", "first,greedy"], ["nope", "random," * 5]),
    "--games": COUNTS, "--max-rounds": ROUNDS, "--policy": ([None, "first"], ["clever"]),
}


@SETTINGS
@given(data=st.data(), risk=st.booleans(), as_json=st.booleans())
def test_fuzz_simulate(sandbox: Path, data: st.DataObject, risk: bool, as_json: bool) -> None:
    values = _options(data, RISK if risk else SIMULATE)
    args = ["simulate", *(["--pack=risk"] if risk else []), *(["--json"] if as_json else [])]
    for name, value in values.items():
        args += _opt(name, value)
    _run(sandbox, args)


BALANCE: dict[str, Choice] = {
    "subject": (["sun-bright-whirlwind"], ["nope", "", "-x"]),
    "--against": ([None], ["rising-heat-of-stone-and-sand", "all", "nope,x"]),
    "--players": (["1"], ["1,2", "0", "1,1", "4", "-1", "9" * 20, "x"]),
    "--boards": ([None, "a"], ["a,a", "z"]),
    "--games": (["1"], COUNTS[1]), "--seed": SEEDS, "--max-rounds": ROUNDS,
    "--policy": (["first", "random"], ["clever", "\x1b[2J"]),
    "--workers": (["1"], ["0", "-1", "257", "1000000000", "x"]),
    "--ray": ([None], ["nope", "127.0.0.1:1", "[::1]:99999", "ray://127.0.0.1:1", "ho$t:1",
                       "127.0.0.1:"]),
    "--html": ([None, "report.html", "old.pdf"], ["notes", "link-outside/r.html",
                                                 "dangling.pdf", "missing/r.html", "loop-a/r"]),
    "--pack": (PACK_GOOD, PACK_BAD),
}


@SETTINGS
@given(data=st.data(), ablation=st.booleans(), as_json=st.booleans())
def test_fuzz_balance(sandbox: Path, data: st.DataObject, ablation: bool, as_json: bool) -> None:
    values = _options(data, BALANCE)
    subject = values.pop("subject") or ""
    args = ["balance", "--ablation" if ablation else "--no-ablation",
            *(["--json"] if as_json else [])]
    for name, value in values.items():
        args += _opt(name, value)
    _run(sandbox, [*args, "--", subject], values["--html"])


PRINT: dict[str, Choice] = {
    "pack": (["pack"], [p or "." for p in PACK_BAD]),
    "--out": ([None, "out.pdf", "old.pdf", "link-outside/x.pdf"],
              ["notes.pdf", "dangling.pdf", "missing/x.pdf", "x.txt", "", "notes",
               "loop-a/x.pdf", "pack/powers/x.pdf", "\x1b]0;x\x07.pdf"]),
    "--paper": ([None, "a4", "letter", "A4"], ["x", ""]),
    "--bleed": ([None, "0", "3", "5"], ["6", "-1", "nan", "inf", "1e999", "x"]),
    "--query": ([None, "el:fire", "name:gift"], ["", "(((", "cost<=" + "9" * 30, "x:y"]),
}


@SETTINGS
@given(data=st.data(), backs=st.booleans())
def test_fuzz_print(sandbox: Path, data: st.DataObject, backs: bool) -> None:
    values = _options(data, PRINT)
    pack = values.pop("pack") or "pack"
    args = ["print", *(["--backs"] if backs else [])]
    for name, value in values.items():
        args += _opt(name, value)
    out = values["--out"]
    _run(sandbox, [*args, "--", pack], "cards.pdf" if out is None else out)
