"""``--out`` safety: the marker file, refusals, and only-ever-our-files deletion."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from cardsmith.tools.publish.site import MARKER, PublishError, publish, read_marker, sync_out

FIXTURE_PACK = Path(__file__).parent / "pack"


def _built(tmp: Path, files: dict[str, str]) -> Path:
    built = tmp / "built"
    for name, text in files.items():
        (built / name).parent.mkdir(parents=True, exist_ok=True)
        (built / name).write_text(text)
    return built


def test_refuses_non_empty_folder_without_marker(tmp_path: Path) -> None:
    out = tmp_path / "out"
    out.mkdir()
    (out / "precious.txt").write_text("keep me")
    with pytest.raises(PublishError, match="marker"):
        publish([FIXTURE_PACK], out)
    assert (out / "precious.txt").read_text() == "keep me"
    assert sorted(p.name for p in out.iterdir()) == ["precious.txt"]


def test_refuses_a_file(tmp_path: Path) -> None:
    target = tmp_path / "file"
    target.write_text("x")
    with pytest.raises(PublishError):
        read_marker(target)


def test_empty_and_missing_folders_are_fine(tmp_path: Path) -> None:
    assert read_marker(tmp_path / "new") == []
    (tmp_path / "empty").mkdir()
    assert read_marker(tmp_path / "empty") == []


def test_rebuild_deletes_only_listed_files(tmp_path: Path) -> None:
    out = tmp_path / "out"
    sync_out(_built(tmp_path / "a", {"index.html": "1", "old/page.html": "1"}), out, [])
    assert json.loads((out / MARKER).read_text())["files"] == ["index.html", "old/page.html"]
    (out / "old" / "mine.txt").write_text("user file")
    (out / "notes.txt").write_text("user file")
    previous = read_marker(out)
    sync_out(_built(tmp_path / "b", {"index.html": "2"}), out, previous or [])
    assert (out / "index.html").read_text() == "2"
    assert not (out / "old" / "page.html").exists()
    assert (out / "old" / "mine.txt").read_text() == "user file"
    assert (out / "notes.txt").read_text() == "user file"


def test_never_overwrites_unlisted_files(tmp_path: Path) -> None:
    out = tmp_path / "out"
    sync_out(_built(tmp_path / "a", {"index.html": "1"}), out, [])
    (out / "extra.html").write_text("mine")
    with pytest.raises(PublishError, match="did not write"):
        built = _built(tmp_path / "b", {"index.html": "2", "extra.html": "x"})
        sync_out(built, out, ["index.html"])
    assert (out / "extra.html").read_text() == "mine"


def test_manifest_paths_cannot_escape(tmp_path: Path) -> None:
    outside = tmp_path / "outside.txt"
    outside.write_text("safe")
    out = tmp_path / "out"
    sync_out(_built(tmp_path / "a", {"index.html": "1"}), out, [])
    sync_out(_built(tmp_path / "b", {"index.html": "1"}), out, ["../outside.txt", "index.html"])
    assert outside.read_text() == "safe"


def test_publish_twice_into_the_same_folder(tmp_path: Path) -> None:
    out = tmp_path / "site"
    first = publish([FIXTURE_PACK], out)
    (out / "README.local").write_text("mine")
    second = publish([FIXTURE_PACK], out)
    assert first.pages == second.pages > 20
    assert (out / MARKER).is_file() and (out / "README.local").read_text() == "mine"
    assert not any(p.name.startswith(".cardsmith-build-") for p in tmp_path.iterdir())


def test_never_writes_through_a_symlinked_folder(tmp_path: Path) -> None:
    out = tmp_path / "out"
    files = {"index.html": "1", "assets/app.js": "1", "assets/icons/a.svg": "1"}
    sync_out(_built(tmp_path / "a", files), out, [])
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    shutil.rmtree(out / "assets")
    (out / "assets").symlink_to(elsewhere, target_is_directory=True)
    with pytest.raises(PublishError, match="symlink"):
        sync_out(_built(tmp_path / "b", files), out, read_marker(out) or [])
    assert list(elsewhere.iterdir()) == []


def test_never_writes_through_a_symlinked_file(tmp_path: Path) -> None:
    out = tmp_path / "out"
    sync_out(_built(tmp_path / "a", {"index.html": "1", "page.html": "1"}), out, [])
    secret = tmp_path / "secret.txt"
    secret.write_text("keep")
    (out / "page.html").unlink()
    (out / "page.html").symlink_to(secret)
    with pytest.raises(PublishError, match="symlink"):
        sync_out(_built(tmp_path / "b", {"index.html": "2", "page.html": "2"}), out,
                 read_marker(out) or [])
    assert secret.read_text() == "keep"
    assert (out / "index.html").read_text() == "1"  # refused before writing anything


def test_stale_files_behind_a_symlink_are_not_deleted(tmp_path: Path) -> None:
    out = tmp_path / "out"
    sync_out(_built(tmp_path / "a", {"index.html": "1", "old/page.html": "1"}), out, [])
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "page.html").write_text("theirs")
    shutil.rmtree(out / "old")
    (out / "old").symlink_to(elsewhere, target_is_directory=True)
    sync_out(_built(tmp_path / "b", {"index.html": "2"}), out, read_marker(out) or [])
    assert (elsewhere / "page.html").read_text() == "theirs"


def test_publish_refuses_a_symlinked_assets_folder(tmp_path: Path) -> None:
    out = tmp_path / "site"
    publish([FIXTURE_PACK], out)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    shutil.rmtree(out / "assets")
    (out / "assets").symlink_to(elsewhere, target_is_directory=True)
    with pytest.raises(PublishError, match="assets"):
        publish([FIXTURE_PACK], out)
    assert list(elsewhere.iterdir()) == []
    assert sorted(p.name for p in tmp_path.iterdir()) == ["elsewhere", "site"]


def test_new_folders_move_whole_and_existing_ones_file_by_file(tmp_path: Path) -> None:
    out = tmp_path / "out"
    sync_out(_built(tmp_path / "a", {"index.html": "1", "cards/a/index.html": "a"}), out, [])
    (out / "cards" / "mine.txt").write_text("user file")
    built = _built(tmp_path / "b", {"index.html": "2", "cards/a/index.html": "a2",
                                    "cards/b/index.html": "b", "cards/b/og.png": "png",
                                    "fear/x/index.html": "x"})
    assert sync_out(built, out, read_marker(out) or []) == 5
    assert (out / "cards" / "b" / "og.png").read_text() == "png"  # a new folder, renamed
    assert (out / "fear" / "x" / "index.html").read_text() == "x"
    assert (out / "cards" / "a" / "index.html").read_text() == "a2"  # an existing one
    assert (out / "cards" / "mine.txt").read_text() == "user file"
    assert sorted(p.relative_to(built).as_posix() for p in built.rglob("*")) == ["cards",
                                                                                  "cards/a"]
    assert json.loads((out / MARKER).read_text())["files"] == [
        "cards/a/index.html", "cards/b/index.html", "cards/b/og.png", "fear/x/index.html",
        "index.html"]
