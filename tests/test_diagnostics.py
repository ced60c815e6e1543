"""Tests for tools.diagnostics: ordering and the four output formats."""

from __future__ import annotations

import json

from cardsmith.tools.diagnostics import (
    Diagnostic,
    format_diagnostics,
    format_github,
    format_json,
    format_sarif,
    format_text,
    sort_diagnostics,
)

D1 = Diagnostic(
    "boards/a.yaml",
    3,
    14,
    "S103",
    "'jungel' is not allowed",
    end_col=20,
    source_line="    terrain: jungel",
    hint="did you mean 'jungle'?",
)
D2 = Diagnostic("boards/a.yaml", 1, 1, "S100", "missing required property 'name'")
D3 = Diagnostic("a.yaml", 9, 2, "S002", "file is empty", severity="warning")


def test_sorting_by_path_line_col_code() -> None:
    same_pos = Diagnostic("boards/a.yaml", 3, 14, "S005", "dup")
    assert sort_diagnostics([D1, same_pos, D2, D3]) == [D3, D2, same_pos, D1]
    assert sorted([D1, D2]) == [D2, D1]
    assert sort_diagnostics([D1, D1]) == [D1]


def test_text_format_with_caret_and_hint() -> None:
    out = format_text([D1], color=False)
    assert out.splitlines() == [
        "boards/a.yaml:3:14: S103 'jungel' is not allowed",
        "    terrain: jungel",
        "             ^~~~~~",
        "help: did you mean 'jungle'?",
    ]
    assert "\x1b[" not in out


def test_text_format_without_source_and_colour() -> None:
    assert format_text([D2]) == "boards/a.yaml:1:1: S100 missing required property 'name'\n"
    assert format_text([]) == ""
    coloured = format_text([D1], color=True)
    assert "\x1b[" in coloured and "S103" in coloured and "^~~~~~" in coloured


def test_caret_keeps_tabs_aligned() -> None:
    d = Diagnostic("f", 1, 3, "S004", "bad", source_line="\tx bad")
    assert format_text([d]).splitlines()[2] == "\t ^"


def test_with_source() -> None:
    d = Diagnostic("f", 2, 1, "X1", "m").with_source("one\ntwo\n")
    assert d.source_line == "two"
    assert Diagnostic("f", 9, 1, "X1", "m").with_source("one").source_line is None


def test_json_format_round_trips() -> None:
    data = json.loads(format_json([D1, D2]))
    assert [d["code"] for d in data] == ["S100", "S103"]
    assert data[1]["line"] == 3 and data[1]["hint"] == "did you mean 'jungle'?"


def test_sarif_is_valid_2_1_0() -> None:
    log = json.loads(format_sarif([D1, D2, D3], rule_docs={"S100": "Missing property"}))
    assert log["version"] == "2.1.0" and "sarif" in log["$schema"]
    (run,) = log["runs"]
    driver = run["tool"]["driver"]
    assert driver["name"] == "cardsmith"
    rule_ids = [r["id"] for r in driver["rules"]]
    assert rule_ids == ["S002", "S100", "S103"]
    assert driver["rules"][1]["shortDescription"]["text"] == "Missing property"
    assert len(run["results"]) == 3
    for result in run["results"]:
        assert rule_ids[result["ruleIndex"]] == result["ruleId"]
        assert result["level"] in ("error", "warning")
        region = result["locations"][0]["physicalLocation"]["region"]
        assert region["startLine"] >= 1 and region["startColumn"] >= 1
        assert result["message"]["text"]
    s103 = next(r for r in run["results"] if r["ruleId"] == "S103")
    loc = s103["locations"][0]["physicalLocation"]
    assert loc["artifactLocation"]["uri"] == "boards/a.yaml"
    assert loc["region"] == {
        "startLine": 3,
        "startColumn": 14,
        "endColumn": 20,
        "snippet": {"text": "    terrain: jungel"},
    }
    assert next(r for r in run["results"] if r["ruleId"] == "S002")["level"] == "warning"


def test_github_format() -> None:
    lines = format_github([D2, D3]).splitlines()
    assert lines[0] == "::warning file=a.yaml,line=9,col=2,title=S002::S002 file is empty"
    assert lines[1].startswith("::error file=boards/a.yaml,line=1,col=1,title=S100::S100 missing")
    assert "%0A" in format_github([Diagnostic("f", 1, 1, "X", "two\nlines")])


def test_dispatch() -> None:
    assert format_diagnostics([D2], "json") == format_json([D2])
    assert format_diagnostics([D2], "github") == format_github([D2])
    try:
        format_diagnostics([D2], "xml")
    except ValueError as exc:
        assert "xml" in str(exc)
    else:
        raise AssertionError("expected ValueError")
