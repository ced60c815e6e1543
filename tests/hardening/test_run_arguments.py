"""``simulate`` and ``balance`` check their arguments before a game is played: caps on games,
rounds, workers, seeds and player counts; unknown names, mismatched seats and boards, bad Ray
addresses and ``--html`` paths are one-line errors (exit status 2), a ``--pack`` with lint
errors is refused (exit status 1) — never a traceback, never a hang (issue 14)."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardsmith.tools.cli import app
from cardsmith.tools.cli.run_args import (
    MAX_BALANCE_GAMES,
    MAX_BALANCE_TOTAL,
    MAX_GAMES,
    MAX_ROUNDS,
    MAX_WORKERS,
)

runner = CliRunner()
ROOT = Path(__file__).parents[2]
SUBJECT = "sun-bright-whirlwind"
OTHER = "rising-heat-of-stone-and-sand"


def _one_line(args: list[str], expected: str, code: int = 2) -> str:
    result = runner.invoke(app, args)
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    assert result.exit_code == code, result.output
    assert "Traceback" not in result.output
    assert result.output.count("\n") == 1 and result.output.startswith("error: "), result.output
    assert expected in result.output, result.output
    return result.output


def test_simulate_games_beyond_the_cap() -> None:
    assert _one_line(["simulate", "--games", "1" + "0" * 30], "at most 100,000 games") == (
        f"error: --games 1{'0' * 30}: at most {MAX_GAMES:,} games in one run (the limit)\n")
    _one_line(["simulate", "--games", "1000000000"], f"at most {MAX_GAMES:,}")
    _one_line(["simulate", "--games", "0"], "--games must be at least 1 (got 0)")
    _one_line(["simulate", "-n", "-1"], "--games must be at least 1 (got -1)")


def test_balance_games_beyond_the_caps() -> None:
    _one_line(["balance", SUBJECT, "--games", "1" + "0" * 30],
              f"at most {MAX_BALANCE_GAMES:,} seeds per setup")
    # 2 spirits x 3 player counts x 10,000 seeds, and the ablation of 4 own cards
    assert _one_line(["balance", SUBJECT, "--against", OTHER, "--players", "1,2,3",
                      "--games", str(MAX_BALANCE_GAMES)], "the report would play") == (
        f"error: the report would play 180,000 games: at most {MAX_BALANCE_TOTAL:,} (the limit; "
        "fewer --games, --players or --against, or --no-ablation)\n")


@pytest.mark.parametrize(("args", "expected"), [
    (["--links", "A1-Q7"], "link A1-Q7: unknown land Q7"),
    (["--links", "A1-A9"], "link A1-A9: unknown land A9"),
    (["--links", "A1"], "a link is LAND-LAND (e.g. A1-B1), got 'A1'"),
    (["--spirits", "nope"], "unknown spirit 'nope' (known: "),
    (["--spirits", "X,X", "--boards", "a,a"], "a board is used twice: a, a"),
    ([f"--spirits={SUBJECT},{SUBJECT}"], f"the spirit '{SUBJECT}' is chosen twice"),
    (["--spirits", ",,,"], "no spirit given"),
    (["--boards", "a,b"], "2 board(s) for 1 spirit(s): one board per spirit"),
    (["--boards", "z"], "unknown board 'z'"),
    (["--spirits", "a,b,c,d"], "4 spirits: a game seats 1 to 3 players"),
    (
        ["--policy", "clever"],
        "unknown policy 'clever' (known: first, random, greedy, rollouts, nested)",
    ),
    (["--max-rounds", "1" + "0" * 12], f"at most {MAX_ROUNDS:,} rounds"),
    (["--max-rounds", "0"], "--max-rounds must be at least 1"),
    (["--seed", "9" * 32], "--seed has 32 digits: at most 18 (either sign)"),
    (["--seed", "-" + "9" * 19], "--seed has 19 digits"),
    (["--pack", "/nonexistent-pack"], "--pack /nonexistent-pack: not a folder (not there)"),
    (["--pack", "README.md"], "--pack README.md: not a folder (a file)"),
    (["--pack", "docs"], "--pack docs: not a pack folder (no pack.yaml)"),
    (["--spirits", "\x1b]0;owned\x07"], "unknown spirit '\\x1b]0;owned\\x07'"),
])
def test_simulate_hostile_values(args: list[str], expected: str,
                                 monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    _one_line(["simulate", *args], expected)


def test_simulate_a_seed_at_the_cap_and_negative_plays() -> None:
    for seed in ("-5", str(10**18 - 1), str(-(10**18 - 1))):
        result = runner.invoke(app, ["simulate", "--seed", seed, "--json", "--max-rounds", "2"])
        assert result.exit_code == 0, result.output
        assert f'"seed": {seed}' in result.stdout


@pytest.mark.parametrize(("args", "expected"), [
    (["nope"], "unknown spirit 'nope'"),
    ([SUBJECT, "--against", "nope"], "unknown spirit nope"),
    ([SUBJECT, "--players", "0"], "--players 0: a player count is 1 to 16"),
    ([SUBJECT, "--players", "-1"], "--players -1: a player count is 1 to 16"),
    ([SUBJECT, "--players", "4", "-n", "1"], "4 spirits: a game seats 1 to 3 players"),
    ([SUBJECT, "--players", "1,1"], "--players names 1 twice"),
    ([SUBJECT, "--players", "9" * 20], "--players is a list of numbers"),
    ([SUBJECT, "--players", ""], "--players is a list of numbers"),
    ([SUBJECT, "--boards", "a,a", "--players", "2", "-n", "1"], "a board is used twice: a, a"),
    ([SUBJECT, "--boards", "a", "--players", "2", "-n", "1"], "1 board(s) for 2 spirit(s)"),
    ([SUBJECT, "--policy", "clever"], "unknown policy 'clever'"),
    ([SUBJECT, "--workers", "0"], "--workers must be at least 1 (got 0)"),
    ([SUBJECT, "--workers", "-1"], "--workers must be at least 1 (got -1)"),
    ([SUBJECT, "--workers", str(10**9)], f"at most {MAX_WORKERS} processes (the limit)"),
    ([SUBJECT, "--seed", "9" * 30], "--seed has 30 digits"),
    ([SUBJECT, "--max-rounds", str(10**9)], f"at most {MAX_ROUNDS:,} rounds"),
    ([SUBJECT, "--ray", "nope"], "--ray is auto, local or HOST:PORT (a port 1-65535), got 'nope'"),
    ([SUBJECT, "--ray", "127.0.0.1:99999"], "--ray is auto, local or HOST:PORT"),
    ([SUBJECT, "--ray", "ho$t:80"], "not a host name or IP address"),
    ([SUBJECT, "--ray", "127.0.0.1:1"], "--ray 127.0.0.1:1: no Ray cluster answers there"),
    ([SUBJECT, "--pack", "/nonexistent-pack"], "not a folder (not there)"),
])
def test_balance_hostile_values(args: list[str], expected: str) -> None:
    _one_line(["balance", *args], expected)


def test_balance_ray_auto_without_a_cluster(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("RAY_ADDRESS", raising=False)

    def no_cluster(*_args: object, **_kwargs: object) -> None:
        raise ConnectionError("Could not find any running Ray instance.\nPlease start one.")

    import ray

    monkeypatch.setattr(ray, "is_initialized", lambda: False)
    monkeypatch.setattr(ray, "init", no_cluster)
    _one_line(["balance", SUBJECT, "--ray", "auto", "-n", "1", "--no-ablation"],
              "--ray auto: Could not find any running Ray instance. Please start one.")


def test_balance_html_paths(tmp_path: Path) -> None:
    target = tmp_path / "elsewhere.html"
    target.write_text("keep")
    link = tmp_path / "report.html"
    link.symlink_to(target)
    _one_line(["balance", SUBJECT, "--html", str(link)], "is a symlink")
    _one_line(["balance", SUBJECT, "--html", str(tmp_path)], "is a folder")
    _one_line(["balance", SUBJECT, "--html", str(tmp_path / "no" / "r.html")],
              f"the folder {tmp_path / 'no'} does not exist")
    assert target.read_text() == "keep" and not (tmp_path / "no").exists()


@pytest.mark.parametrize("name, text", [
    ("pack.yaml", "id: mine\n"),  # not an .html name
    ("notes.txt", "my notes"),
    ("notes.html", "<p>my own page</p>"),  # an .html that balance did not write
    ("report.html", "old report"),
])
def test_balance_html_never_overwrites_another_file(tmp_path: Path, name: str,
                                                    text: str) -> None:
    page = tmp_path / name
    page.write_text(text)
    expected = ("give a name ending .html" if not name.endswith(".html")
                else "is not a report this command wrote; refusing to overwrite it")
    _one_line(["balance", SUBJECT, "-n", "1", "--no-ablation", "--policy", "first",
               "--html", str(page)], expected)
    assert page.read_text() == text
    assert sorted(p.name for p in tmp_path.iterdir()) == [name]


def test_balance_html_writes_a_new_file_and_overwrites_its_own_atomically(tmp_path: Path
                                                                          ) -> None:
    page = tmp_path / "report.html"
    args = ["balance", SUBJECT, "-n", "1", "--no-ablation", "--policy", "first", "--html",
            str(page)]
    first = runner.invoke(app, args)
    assert first.exit_code == 0, first.output
    assert page.read_text(encoding="utf-8").startswith(
        "<!doctype html><html><head><meta charset='utf-8'><meta name='generator' "
        "content='cardsmith balance'>")
    page.write_text(page.read_text(encoding="utf-8").replace("Balance report", "OLD"),
                    encoding="utf-8")
    again = runner.invoke(app, args)  # its own page: rewritten
    assert again.exit_code == 0, again.output
    assert "OLD" not in page.read_text(encoding="utf-8")
    assert "<h1>Balance report: " in page.read_text(encoding="utf-8")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["report.html"]  # no temp file left


@pytest.mark.parametrize("command", [["simulate"], ["balance", SUBJECT]])
def test_a_pack_with_lint_errors_is_refused(command: list[str], tmp_path: Path) -> None:
    spec_path = ROOT / "tests" / "publish" / "test_wrong_types.py"
    import importlib.util

    spec = importlib.util.spec_from_file_location("wrong_types", spec_path)
    assert spec is not None and spec.loader is not None
    wrong_types = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(wrong_types)
    pack = wrong_types._odd_pack(tmp_path)
    result = runner.invoke(app, [*command, "--pack", str(pack)])
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    assert result.exit_code == 1, result.output
    last = result.output.strip().splitlines()[-1]
    assert last.startswith(f"{command[0]}: the pack has ") and last.endswith(
        f"errors; fix them first (cardsmith lint {pack})"), last


def test_simulate_shows_a_progress_bar_on_a_terminal() -> None:
    env = {**os.environ, "FORCE_COLOR": "1", "COLUMNS": "100"}
    cli = [sys.executable, "-c", "from cardsmith.tools.cli import main; main()"]
    done = subprocess.run([*cli, "simulate", "-n", "3", "--max-rounds", "2"],
                          capture_output=True, text=True, env=env, cwd=ROOT, check=False,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    assert "simulating" in done.stderr and "3/3" in done.stderr
    plain = runner.invoke(app, ["simulate", "-n", "3", "--max-rounds", "2"])
    assert "simulating" not in plain.output  # captured output: no bar


_ACCEPTED: list[socket.socket] = []  # kept open: the client waits for an answer


def _listener(answer: bytes | None) -> tuple[socket.socket, threading.Thread]:
    """A loopback listener that accepts and then says ``answer`` (``None``: never a word)."""
    server = socket.create_server(("127.0.0.1", 0))
    accepted = _ACCEPTED

    def serve() -> None:
        conn, _ = server.accept()
        accepted.append(conn)  # kept open: the client waits for its answer
        if answer is not None:
            conn.sendall(answer)

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    return server, thread


@pytest.mark.parametrize("answer, expected", [
    (None, "no Ray cluster answers there (no answer)"),
    (b"HTTP/1.1 400 Bad Request\r\n\r\n", "is not a Ray cluster (not gRPC)"),
])
def test_balance_ray_address_that_is_not_a_cluster_is_refused_within_5_seconds(
        answer: bytes | None, expected: str) -> None:
    server, thread = _listener(answer)
    port = server.getsockname()[1]
    started = time.monotonic()
    try:
        _one_line(["balance", SUBJECT, "--ray", f"127.0.0.1:{port}", "-n", "1",
                   "--no-ablation"], expected)
    finally:
        server.close()
    assert time.monotonic() - started < 5.0 + 2.0  # the probe's 5 s, and the command's start
    thread.join(1)


def test_the_ray_probe_knows_a_grpc_server() -> None:
    # a gRPC server's first words: an HTTP/2 SETTINGS frame (what a real Ray GCS sends)
    server, thread = _listener(b"\x00\x00\x18\x04\x00\x00\x00\x00\x00")
    try:
        from cardsmith.tools.cli.run_args import _ray_address

        address = f"127.0.0.1:{server.getsockname()[1]}"
        assert _ray_address(address) == address
    finally:
        server.close()
    thread.join(1)


@pytest.mark.parametrize("command", [["simulate"], ["balance", SUBJECT]])
def test_a_pack_whose_ruleset_is_not_installed_is_a_one_line_error(command: list[str],
                                                                   tmp_path: Path) -> None:
    pack = tmp_path / "pack"
    pack.mkdir()
    (pack / "pack.yaml").write_text("id: mine\nname: Mine\nversion: 0.1.0\nruleset: spirit-island\n"
                                    "ruleset: no-such-game\n")
    _one_line([*command, "--pack", str(pack)],
              f"--pack {pack}: ruleset 'no-such-game' is not installed (installed: "
              "codex, elder-sign, risk-deep-space, spirit-island")


@pytest.mark.parametrize("address", ["local", "auto", "127.0.0.1:6379"])
def test_balance_ray_without_ray_installed_names_the_extra(address: str,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)  # what `import ray` meets when it is absent
    _one_line(["balance", SUBJECT, "--ray", address, "-n", "1", "--no-ablation"],
              "--ray needs Ray, an optional extra: pip install 'cardsmith[ray]'")


def test_ray_is_an_optional_extra() -> None:
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert not any(d.startswith("ray") for d in project["dependencies"])
    assert project["optional-dependencies"]["ray"] == ["ray>=2.30"]
