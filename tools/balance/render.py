"""The balance report as terminal tables and as one offline HTML page with SVG plots
(pygal: plain SVG written in Python, inlined as text, with no script and no network)."""

from __future__ import annotations

import html
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from rich.table import Table
from rich.text import Text

from cardsmith.tools.terminal import printable

__all__ = [
    "Grid",
    "cards_grid",
    "grids",
    "html_report",
    "partner_rows",
    "partners_grid",
    "partners_table",
    "tables",
    "win_rate_grid",
]


def _pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def _ci(ci: Any) -> str:
    return f"[{_pct(ci[0])}, {_pct(ci[1])}]"


def _signed_ci(d: Mapping[str, Any]) -> str:
    lo, hi = d["ci95"]
    return f"{100 * d['difference']:+.1f} pts [{100 * lo:+.1f}, {100 * hi:+.1f}]"


@dataclass(frozen=True)
class Grid:
    """One table of the report, for the terminal and the HTML page alike: a cell with several
    lines holds them joined by newlines."""

    title: str
    headers: tuple[str, ...]
    rows: list[list[str]] = field(default_factory=list)


def _seated_counts(report: Mapping[str, Any]) -> list[int]:
    """The player counts of the report that have other seats (more than one player)."""
    return [int(p) for p in report["players"] if int(p) > 1]


def partner_rows(report: Mapping[str, Any]) -> list[tuple[str, list[list[str]]]]:
    """Per compared role: its id and, per player count with other seats, the roles in them
    (the report's ``partners``); empty when every game is played alone."""
    counts = _seated_counts(report)
    if not counts:
        return []
    return [
        (str(e["id"]), [list(e.get("partners", {}).get(str(p), [])) for p in counts])
        for e in report["subjects"]
    ]


def win_rate_grid(report: Mapping[str, Any]) -> Grid:
    """One row per compared role: games, wins, the rate and its interval, the difference
    against the subject, the average length and how the games ended."""
    role = str(report["role"])
    title = (
        f"{role} win rates — policy {report['policy']}, {report['games']} seeds from "
        f"{report['seed']}, players {','.join(str(p) for p in report['players'])}"
    )
    headers = (role, "games", "wins", "win rate", "95% CI", "vs " + str(report["subject"]))
    grid = Grid(title, (*headers, "avg rounds", "how won / lost"))
    for e in report["subjects"]:
        vs = _signed_ci(e["against_subject"]) if "against_subject" in e else "—"
        ends = [f"{n}× {k}" for k, n in list(e["win_types"].items())[:2]]
        ends += [f"{n}× {k}" for k, n in list(e["defeat_causes"].items())[:1]]
        grid.rows.append(
            [
                str(e["id"]),
                str(e["games"]),
                str(e["wins"]),
                _pct(e["win_rate"]),
                _ci(e["ci95"]),
                vs,
                str(e["average_rounds"]),
                "; ".join(ends),
            ]
        )
    return grid


def partners_grid(report: Mapping[str, Any]) -> Grid | None:
    """Who fills the other seats: one row per compared role, one column per player count
    with more than one seat (``None`` when every game is played alone)."""
    rows = partner_rows(report)
    if not rows:
        return None
    role = str(report["role"])
    counts = (f"{p} players" for p in _seated_counts(report))
    grid = Grid(f"partners: the {role}s in the other seats", (role, *counts))
    for rid, cells in rows:
        grid.rows.append([rid, *("\n".join(c) or "—" for c in cells)])
    return grid


def cards_grid(report: Mapping[str, Any]) -> Grid:
    """The subject's cards, most played first: what each did per game and, when the report
    has an ablation, the win rate on the same seeds without it and the difference."""
    subject = next(e for e in report["subjects"] if e["id"] == report["subject"])
    ablation = report.get("ablation") or {}
    keys = sorted({k for t in subject["cards"].values() for k in t if k != "played"})
    extra = ("without it", "effect of the card") if ablation else ()
    note = "; ablation: same seeds without" if ablation else ""
    grid = Grid(
        f"cards of {report['subject']} (per game{note})",
        ("card", "played", *(k.replace("_", " ") for k in keys), *extra),
    )
    for card, tally in sorted(subject["cards"].items(), key=lambda kv: -kv[1].get("played", 0)):
        row = [card, f"{tally.get('played', tally.get('uses', 0)):.2f}"]
        row += [f"{tally.get(k, 0):.2f}" for k in keys]
        if ablation:
            ab = ablation.get(card.split(":", 1)[-1]) or ablation.get(card)
            row += [_pct(ab["win_rate"]), _signed_ci(ab["effect_of_card"])] if ab else ["", ""]
        grid.rows.append(row)
    return grid


def grids(report: Mapping[str, Any]) -> list[Grid]:
    """The win rates, the partners in the other seats (when there are other seats), then the
    subject's cards."""
    seated = partners_grid(report)
    return [win_rate_grid(report), *([seated] if seated else []), cards_grid(report)]


def _rich(grid: Grid) -> Table:
    """The grid as a terminal table; every text is plain (a name such as ``Storm [/x]`` from
    a content file is shown as written, never read as rich markup; control characters are
    spelled out by :func:`cardsmith.tools.terminal.printable`)."""
    table = Table(title=_plain(grid.title))
    names = [grid.headers[0], *(row[0] for row in grid.rows)]
    width = min(24, max(len(line) for name in names for line in name.splitlines() or [""]))
    table.add_column(_plain(grid.headers[0]), overflow="fold", min_width=width)  # names whole
    for header in grid.headers[1:]:
        table.add_column(_plain(header), overflow="fold")
    for row in grid.rows:
        table.add_row(*(_plain(cell) for cell in row))
    return table


def _plain(text: str) -> Text:
    """``text`` as rich text, line by line (a cell's lines stay lines)."""
    return Text("\n".join(printable(line) for line in text.split("\n")))


def partners_table(report: Mapping[str, Any]) -> Table | None:
    """:func:`partners_grid` as a terminal table (``None`` when every game is played alone)."""
    grid = partners_grid(report)
    return None if grid is None else _rich(grid)


def tables(report: Mapping[str, Any]) -> list[Table]:
    """:func:`grids` as terminal tables."""
    return [_rich(g) for g in grids(report)]


def _html_table(grid: Grid) -> str:
    def cell(text: str, tag: str) -> str:
        return f"<{tag}>{'<br>'.join(html.escape(line) for line in text.splitlines())}</{tag}>"

    head = "".join(cell(h, "th") for h in grid.headers)
    body = "".join("<tr>" + "".join(cell(c, "td") for c in row) + "</tr>" for row in grid.rows)
    return (
        f"<h2>{html.escape(grid.title)}</h2>"
        f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"
    )


def _svg(chart: Any) -> str:
    """The chart as inline SVG (no XML declaration, no script)."""
    text: str = chart.render(is_unicode=True)
    return text


def _chart(kind: str, chart_id: str, **options: Any) -> Any:
    """A pygal chart of ``kind`` with the report's look (no script, no network fonts); its id
    is fixed, so a page's bytes depend on its numbers only."""
    import pygal
    from pygal.style import DefaultStyle

    style = DefaultStyle(font_family="sans-serif", background="white", plot_background="white")
    chart = getattr(pygal, kind)(
        style=style, js=[], disable_xml_declaration=True, explicit_size=True, **options
    )
    chart.uuid = chart_id
    chart.add_xml_filter(_without_scripts)
    return chart


def _without_scripts(tree: Any) -> Any:
    """pygal's XML filter: drop the configuration ``<script>`` it always writes (the page runs
    no script: the charts are read, not hovered)."""
    for parent in list(tree.iter()):
        for child in list(parent):
            if isinstance(child.tag, str) and child.tag.rsplit("}", 1)[-1] == "script":
                parent.remove(child)
    return tree


def _defeat_curve(entry: Mapping[str, Any]) -> list[tuple[float, float]]:
    """The share of games lost by each round, as a step line's points (post steps)."""
    rounds = {int(k): v for k, v in entry["defeat_rounds"].items()}
    points: list[tuple[float, float]] = []
    lost = 0.0
    for x in range(1, max(rounds) + 1):
        if points:
            points.append((x, points[-1][1]))
        lost += rounds.get(x, 0)
        points.append((x, 100 * lost / entry["games"]))
    return points


def _plots(report: Mapping[str, Any]) -> list[tuple[str, str]]:
    """The report's charts (pygal, plain SVG): win rates with their intervals, the round of
    defeat, and the per-round means of each series."""
    entries = report["subjects"]
    plots: list[tuple[str, str]] = []
    bars = _chart(
        "HorizontalBar", "win-rates", width=700, height=90 + 40 * len(entries), range=(0, 100),
        show_legend=False, x_title="win rate (%) with its 95% Wilson interval",
    )  # fmt: skip
    bars.x_labels = [str(e["id"]) for e in reversed(entries)]
    bars.add("win rate", [
        {"value": 100 * e["win_rate"],
         "ci": {"low": 100 * e["ci95"][0], "high": 100 * e["ci95"][1]}}
        for e in reversed(entries)
    ])  # fmt: skip
    plots.append(("Win rates", _svg(bars)))
    defeat = _chart(
        "XY", "round-of-defeat", width=700, height=350, show_dots=False, range=(0, 100),
        x_title="round", y_title="games lost by then (%)", legend_at_bottom=True,
    )  # fmt: skip
    for e in entries:  # every subject, so each keeps its colour in every chart
        defeat.add(str(e["id"]), _defeat_curve(e) if e["defeat_rounds"] else [])
    plots.append(("Round of defeat", _svg(defeat)))
    series: Mapping[str, str] = report.get("series") or {}
    for p in report["players"]:
        names = list(series) or sorted({n for e in entries for n in e["curves"].get(str(p), {})})
        charts = []
        for i, name in enumerate(names):
            line = _chart(
                "Line", f"means-{p}-{i}", width=440, height=260, show_dots=False,
                title=series.get(name, name), x_title="round", legend_at_bottom=True,
                legend_font_size=10, title_font_size=12,
            )  # fmt: skip
            longest = 0
            for e in entries:
                curve = e["curves"].get(str(p), {}).get(name)
                line.add(str(e["id"]), curve["mean"] if curve else [])
                longest = max(longest, len(curve["mean"]) if curve else 0)
            line.x_labels = [str(r) for r in range(1, longest + 1)]
            charts.append(_svg(line))
        if charts:
            grid = "<div style='display:flex;flex-wrap:wrap;gap:8px'>" + "".join(charts) + "</div>"
            plots.append((f"Per-round means, {p} player(s) (games still running)", grid))
    return plots


GENERATOR_META = "<meta name='generator' content='cardsmith balance'>"
"""The mark of a report page this command wrote: ``--html`` overwrites only a file that has it."""


def html_report(report: Mapping[str, Any]) -> str:
    """One self-contained HTML page (no script, no network): tables and inline SVG plots."""
    parts = [
        f"<!doctype html><html><head><meta charset='utf-8'>{GENERATOR_META}",
        f"<title>balance: {html.escape(str(report['subject']))}</title>",
        "<style>body{font-family:sans-serif;max-width:1100px;margin:2em auto}"
        "table{border-collapse:collapse;font-size:14px;margin-bottom:1em}"
        "th,td{padding:.25em .6em;border-bottom:1px solid #ccc;text-align:left;"
        "vertical-align:top}th{background:#f2f2f2}</style></head><body>",
        f"<h1>Balance report: {html.escape(str(report['subject']))}</h1>",
        f"<p>policy <b>{html.escape(str(report['policy']))}</b>, {report['games']} paired seeds "
        f"from {report['seed']}, {report['timing']['games_played']} games in "
        f"{report['timing']['seconds']} s.</p>",
        *(_html_table(g) for g in grids(report)),
    ]
    for title, svg in _plots(report):
        parts.append(f"<h2>{html.escape(title)}</h2>{svg}")
    parts.append("</body></html>")
    return "\n".join(parts)
