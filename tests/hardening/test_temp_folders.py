"""``cardsmith publish`` removes its build folder on every exit path, SIGTERM included."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from cardsmith.tools.publish.cleanup import temporary_folder
from tests.fixture_pack import clean_fixture_pack


def test_sigterm_while_publishing_leaves_no_build_folder(tmp_path: Path) -> None:
    pack = tmp_path / "pack"
    clean_fixture_pack(pack)
    temp = tmp_path / "tmp"
    temp.mkdir()
    proc = subprocess.Popen(
        [sys.executable, "-c", "from cardsmith.tools.cli import main; main()", "publish", str(pack),
         "--out", str(tmp_path / "site")],
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
        env={**os.environ, "TMPDIR": str(temp)}, cwd=Path(__file__).parents[2])
    try:
        deadline = time.monotonic() + 60
        while not list(temp.glob("cardsmith-build-*")) and time.monotonic() < deadline:
            assert proc.poll() is None, proc.communicate()
            time.sleep(0.05)
        assert list(temp.glob("cardsmith-build-*"))
        proc.send_signal(signal.SIGTERM)
        _, err = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode != 0
    assert list(temp.glob("cardsmith-build-*")) == [] and list(temp.glob("mkdocs_*")) == []
    assert "Traceback" not in err
    assert not (tmp_path / "site").exists() or (tmp_path / "site" / ".cardsmith-site").is_file()


def test_the_temporary_folder_goes_on_an_exception(tmp_path: Path) -> None:
    seen: list[Path] = []
    try:
        with temporary_folder("cardsmith-test-") as work:
            seen.append(work)
            (work / "f").write_text("x")
            raise KeyboardInterrupt
    except KeyboardInterrupt:
        pass
    assert seen and not seen[0].exists()
