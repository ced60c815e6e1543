"""The record cache: a warm lint gives the same findings as a cold one, reads unchanged files
from the cache, and notices a changed file."""

from __future__ import annotations

import shutil
from pathlib import Path

from cardsmith.tools.content.record_cache import RecordCache
from cardsmith.tools.content.resources import shipped_pack_dir
from cardsmith.tools.lint import lint_paths

TYPO = "push 2 explorr"


def _pack(tmp_path: Path) -> Path:
    root = tmp_path / "pack"
    (root / "powers" / "minor").mkdir(parents=True)
    (root / "pack.yaml").write_text(
        "id: t\nname: T\nversion: 1.0.0\nruleset: spirit-island\ndepends: []\n"
    )
    src = shipped_pack_dir() / "powers" / "minor"
    for name in ("drought.yaml", "steam-vents.yaml", "gift-of-power.yaml"):
        shutil.copy(src / name, root / "powers" / "minor" / name)
    return root


def test_warm_lint_matches_cold_and_hits_the_cache(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("CARDSMITH_CACHE_DIR", str(tmp_path / "cache"))
    root = _pack(tmp_path)
    card = root / "powers" / "minor" / "drought.yaml"
    card.write_text(card.read_text().replace("destroy 3 towns", TYPO.replace("2", "3")))
    cold = lint_paths([root], use_cache=True)
    assert [d.code for d in cold.diagnostics] == ["C101"]
    warm = lint_paths([root], use_cache=True)
    assert warm.diagnostics == cold.diagnostics
    cache = RecordCache(root)
    assert len(cache._old) == 4  # pack.yaml and the three cards
    card.write_text(card.read_text().replace("explorr", "explorer"))
    fixed = lint_paths([root], use_cache=True)
    assert not any(d.code == "C101" for d in fixed.diagnostics)


def test_unreadable_cache_is_rebuilt(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("CARDSMITH_CACHE_DIR", str(tmp_path / "cache"))
    root = _pack(tmp_path)
    lint_paths([root], use_cache=True)
    cache_file = RecordCache(root).file
    cache_file.write_bytes(b"not a pickle")
    assert lint_paths([root], use_cache=True).diagnostics == []
    assert RecordCache(root)._old  # written again


def test_warm_text_check_matches_cold(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A cached record has no syntax trees: the text check (T001) still compares its printed
    text with its English (it once skipped every cached card and found nothing)."""
    monkeypatch.setenv("CARDSMITH_CACHE_DIR", str(tmp_path / "cache"))
    root = _pack(tmp_path)
    card = root / "powers" / "minor" / "drought.yaml"
    card.write_text(card.read_text().replace("Destroy 3 Towns", "Destroy 2 Towns"))
    cold = lint_paths([root], use_cache=True, text_check=True)
    found = [(d.code, Path(d.path).name) for d in cold.diagnostics]
    assert found == [("C204", "drought.yaml"), ("T001", "drought.yaml")]  # 2 printed, 3 done
    warm = lint_paths([root], use_cache=True, text_check=True)
    assert warm.diagnostics == cold.diagnostics


def test_lint_after_a_publish_filled_the_cache(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """``publish`` (and ``serve``) load packs through the cache without running the rules, so
    the records it saves hold no lint memo and no syntax tree: the next lint parses what it
    needs again (C204 once died with a KeyError on the shipped Russia adversary)."""
    from cardsmith.tools.publish.site import load_catalog

    monkeypatch.setenv("CARDSMITH_CACHE_DIR", str(tmp_path / "cache"))
    root = shipped_pack_dir().parent / "jagged-earth"
    cold = lint_paths([root], use_cache=False)
    load_catalog([root])  # as publish does
    warm = lint_paths([root], use_cache=True)
    assert warm.diagnostics == cold.diagnostics
    assert not any(d.severity == "error" for d in warm.diagnostics)
