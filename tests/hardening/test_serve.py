"""``cardsmith serve``: a bad ``--dev-addr`` is a one-line error; a live edit that makes the
content invalid keeps the last good site and prints the diagnostics (no traceback); SIGTERM
leaves no ``cardsmith-serve-*`` (or mkdocs) folder in the temporary folder (issue 14)."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardsmith.tools.cli import app
from cardsmith.tools.publish.live import parse_dev_addr
from tests.fixture_pack import clean_fixture_pack

FIXTURE_PACK = Path(__file__).parents[1] / "publish" / "pack"
runner = CliRunner()


@pytest.mark.parametrize("addr", ["127.0.0.1:99999", "127.0.0.1:0", "127.0.0.1", ":8000",
                                  "example.com:80", "127.0.0.1:80x", "127.0.0.1:٨٠", "[::1:80",
                                  "127.0.0.1:0000080", "\x1b[2J:80"])
def test_bad_dev_addr_is_a_usage_error(addr: str) -> None:
    result = runner.invoke(app, ["serve", str(FIXTURE_PACK), "--dev-addr", addr])
    assert result.exit_code == 2
    assert isinstance(result.exception, SystemExit)
    assert "--dev-addr" in result.output and "Traceback" not in result.output
    assert "\x1b" not in result.output


@pytest.mark.parametrize("addr", ["127.0.0.1:8000", "localhost:1", "0.0.0.0:65535", "[::1]:80",
                                  "::1:8080"])
def test_good_dev_addr(addr: str) -> None:
    host, port = parse_dev_addr(addr)
    assert 1 <= port <= 65535 and host


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _wait(check: Callable[[], bool], seconds: float = 60) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if check():
            return True
        time.sleep(0.25)
    return False


def _get(url: str) -> str | None:
    try:
        with urllib.request.urlopen(url, timeout=5) as response:
            return str(response.read().decode("utf-8"))
    except OSError:
        return None


@pytest.fixture
def served(tmp_path: Path) -> Iterator[tuple[subprocess.Popen[str], Path, Path, str, Path]]:
    """``cardsmith serve`` of a clean copy of the fixture pack, TMPDIR in ``tmp_path``."""
    pack = tmp_path / "pack"
    clean_fixture_pack(pack)
    temp = tmp_path / "tmp"
    temp.mkdir()
    err = tmp_path / "serve.err"
    url = f"http://127.0.0.1:{_free_port()}/"
    env = {**os.environ, "TMPDIR": str(temp), "NO_COLOR": "1"}
    with err.open("w") as stderr:
        proc = subprocess.Popen(
            [sys.executable, "-c", "from cardsmith.tools.cli import main; main()", "serve",
             str(pack),
             "--dev-addr", url[len("http://"):-1]],
            stdout=subprocess.DEVNULL, stderr=stderr, env=env, text=True,
            cwd=Path(__file__).parents[2])
        try:
            yield proc, pack, temp, url, err
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait(10)


def test_live_edit_keeps_the_last_good_site_and_sigterm_cleans_up(
        served: tuple[subprocess.Popen[str], Path, Path, str, Path]) -> None:
    proc, pack, temp, url, err = served
    page = url + "cards/drought/"
    assert _wait(lambda: _get(page) is not None), err.read_text()
    assert "sun, fire, earth" in (_get(page) or "")
    assert [p.name.split("-")[1] for p in _ours(temp)] == ["serve"]
    assert list(temp.glob("mkdocs_*")) == []  # the built site is in cardsmith's own folder
    card = pack / "powers" / "minor" / "drought.yaml"
    card.write_text(card.read_text().replace("elements: [sun, fire, earth]",
                                             "elements: [5, null]"))
    assert _wait(lambda: "keeping the last good site" in err.read_text()), err.read_text()
    log = err.read_text()
    assert "serve: the pack has 2 errors; keeping the last good site until they are fixed" in log
    assert "drought.yaml:7:12: S103 elements[0]: 5 is not allowed" in log
    time.sleep(1)
    assert "sun, fire, earth" in (_get(page) or "")  # the last good page is still served
    card.write_text(card.read_text().replace("elements: [5, null]", "elements: [moon, fire]"))
    assert _wait(lambda: "moon, fire" in (_get(page) or "")), err.read_text()
    proc.send_signal(signal.SIGTERM)
    proc.wait(30)
    assert _ours(temp) == [] and list(temp.glob("mkdocs_*")) == []
    assert "Traceback" not in err.read_text()


def _ours(temp: Path) -> list[Path]:
    """cardsmith's temporary folders (the DSL's parser cache may sit there too, on purpose)."""
    return sorted(temp.glob("cardsmith-*"))


def _status(url: str, path: str) -> tuple[int, bytes]:
    """The status and body of a GET of ``path`` (sent as it is, percent escapes and all)."""
    import http.client
    from urllib.parse import urlsplit

    where = urlsplit(url)
    conn = http.client.HTTPConnection(where.hostname or "", where.port, timeout=10)
    try:
        conn.request("GET", path)
        response = conn.getresponse()
        return response.status, response.read()
    finally:
        conn.close()


def test_a_path_with_a_control_character_is_a_bad_request_not_a_traceback(
        served: tuple[subprocess.Popen[str], Path, Path, str, Path]) -> None:
    proc, _pack, _temp, url, err = served
    assert _wait(lambda: _get(url + "cards/drought/") is not None), err.read_text()
    for path in ("/%00", "/cards/%00/", "/cards/drought%00.html", "/a%1b%5b2J", "/x%08",
                 "/%C2%9B", "/%7F/"):
        assert _status(url, path) == (
            400, b"400 Bad Request: the path holds a control character\n"), path
    assert _status(url, "/cards/drought/")[0] == 200
    assert _status(url, "/%E2%82%AC/")[0] == 404  # a euro sign is no control: not found
    assert _status(url, "/" + "a" * 300 + "/")[0] == 404  # a name too long: not found
    assert proc.poll() is None  # still serving
    proc.send_signal(signal.SIGTERM)
    proc.wait(30)
    log = err.read_text()
    assert "Traceback" not in log and "Internal Server Error" not in log, log


def test_the_guard_passes_clean_paths_through() -> None:
    from cardsmith.tools.publish.live import guarded

    seen: list[str] = []

    def app(environ: dict[str, object], start_response: Callable[..., object]) -> list[bytes]:
        seen.append(str(environ["PATH_INFO"]))
        start_response("200 OK", [])
        return [b"ok"]

    statuses: list[str] = []
    guard = guarded(app)
    euro = "/€/".encode().decode("latin-1")  # as wsgiref holds a UTF-8 path
    assert guard({"PATH_INFO": euro}, lambda s, h: statuses.append(s)) == [b"ok"]
    assert guard({"PATH_INFO": "/a\x00"}, lambda s, h: statuses.append(s)) == [
        b"400 Bad Request: the path holds a control character\n"]
    assert guard({"PATH_INFO": "/\xc2\x9b"}, lambda s, h: statuses.append(s))[0].startswith(b"400")
    assert seen == [euro] and statuses == ["200 OK", "400 Bad Request", "400 Bad Request"]
