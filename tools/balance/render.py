"""The balance report as terminal tables and as one offline HTML page with SVG plots
(matplotlib, drawn with its non-interactive ``Agg`` backend and inlined as SVG text)."""

from __future__ import annotations

import html
import io
from collections.abc import Mapping
from typing import Any

from rich.table import Table

__all__ = ["html_report", "partner_rows", "partners_table", "tables"]


def _pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def _ci(ci: Any) -> str:
    return f"[{_pct(ci[0])}, {_pct(ci[1])}]"


def _signed_ci(d: Mapping[str, Any]) -> str:
    lo, hi = d["ci95"]
    return f"{100 * d['difference']:+.1f} pts [{100 * lo:+.1f}, {100 * hi:+.1f}]"


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
        for e in report["spirits"]
    ]


def partners_table(report: Mapping[str, Any]) -> Table | None:
    """Who fills the other seats: one row per compared role, one column per player count
    with more than one seat (``None`` when every game is played alone)."""
    rows = partner_rows(report)
    if not rows:
        return None
    role = str(report["role"])
    table = Table(title=f"partners: the {role}s in the other seats")
    table.add_column(role, overflow="fold")
    for p in _seated_counts(report):
        table.add_column(f"{p} players", overflow="fold")
    for rid, cells in rows:
        table.add_row(rid, *("\n".join(c) or "—" for c in cells))
    return table


def tables(report: Mapping[str, Any]) -> list[Table]:
    """The win rates (one row per compared role), the partners in the other seats (when
    there are other seats), then the subject's cards."""
    role = str(report["role"])
    title = (
        f"{role} win rates — policy {report['policy']}, {report['games']} seeds from "
        f"{report['seed']}, players {','.join(str(p) for p in report['players'])}"
    )
    main = Table(title=title)
    for col in (
        role,
        "games",
        "wins",
        "win rate",
        "95% CI",
        "vs " + str(report["subject"]),
        "avg rounds",
        "how won / lost",
    ):
        main.add_column(col)
    for e in report["spirits"]:
        vs = _signed_ci(e["against_subject"]) if "against_subject" in e else "—"
        ends = [f"{n}× {k}" for k, n in list(e["win_types"].items())[:2]]
        ends += [f"{n}× {k}" for k, n in list(e["defeat_causes"].items())[:1]]
        main.add_row(
            str(e["id"]),
            str(e["games"]),
            str(e["wins"]),
            _pct(e["win_rate"]),
            _ci(e["ci95"]),
            vs,
            str(e["average_rounds"]),
            "; ".join(ends),
        )
    out = [main]
    seated = partners_table(report)
    if seated is not None:
        out.append(seated)
    subject = next(e for e in report["spirits"] if e["id"] == report["subject"])
    cards = Table(title=f"cards of {report['subject']} (per game; ablation: same seeds without)")
    keys = sorted({k for t in subject["cards"].values() for k in t if k != "played"})
    for col in ("card", "played", *keys, "without it", "effect of the card"):
        cards.add_column(col)
    ablation = report.get("ablation") or {}
    for card, tally in sorted(subject["cards"].items(), key=lambda kv: -kv[1].get("played", 0)):
        ab = ablation.get(card.split(":", 1)[-1]) or ablation.get(card)
        cards.add_row(
            card,
            f"{tally.get('played', tally.get('uses', 0)):.2f}",
            *(f"{tally.get(k, 0):.2f}" for k in keys),
            _pct(ab["win_rate"]) if ab else "",
            _signed_ci(ab["effect_of_card"]) if ab else "",
        )
    out.append(cards)
    return out


def _svg(fig: Any) -> str:
    buf = io.StringIO()
    fig.savefig(buf, format="svg", bbox_inches="tight")
    text = buf.getvalue()
    return text[text.index("<svg") :]


def _plots(report: Mapping[str, Any]) -> list[tuple[str, str]]:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    entries = report["spirits"]
    plots: list[tuple[str, str]] = []
    fig, ax = plt.subplots(figsize=(7, 0.6 + 0.5 * len(entries)))
    names = [str(e["id"]) for e in entries]
    rates = [100 * e["win_rate"] for e in entries]
    lows = [100 * (e["win_rate"] - e["ci95"][0]) for e in entries]
    highs = [100 * (e["ci95"][1] - e["win_rate"]) for e in entries]
    ax.barh(names, rates, xerr=[lows, highs], color="#4c72b0", capsize=4)
    ax.set_xlim(0, 100)
    ax.set_xlabel("win rate (%) with its 95% Wilson interval")
    ax.invert_yaxis()
    plots.append(("Win rates", _svg(fig)))
    plt.close(fig)
    fig, ax = plt.subplots(figsize=(7, 3.5))
    for e in entries:
        rounds = {int(k): v for k, v in e["defeat_rounds"].items()}
        if not rounds:
            continue
        xs = list(range(1, max(rounds) + 1))
        total, cum = e["games"], []
        acc = 0
        for x in xs:
            acc += rounds.get(x, 0)
            cum.append(100 * acc / total)
        ax.step(xs, cum, where="post", label=str(e["id"]))
    ax.set_xlabel("round")
    ax.set_ylabel("games lost by then (%)")
    if ax.get_legend_handles_labels()[0]:
        ax.legend(fontsize=7)
    plots.append(("Round of defeat", _svg(fig)))
    plt.close(fig)
    series: Mapping[str, str] = report.get("series") or {}
    for p in report["players"]:
        names_ = list(series) or sorted({n for e in entries for n in e["curves"].get(str(p), {})})
        if not names_:
            continue
        cols = 2
        rows = (len(names_) + 1) // cols
        fig, axes = plt.subplots(rows, cols, figsize=(9, 2.6 * rows), squeeze=False)
        for i, name in enumerate(names_):
            ax = axes[i // cols][i % cols]
            for e in entries:
                curve = e["curves"].get(str(p), {}).get(name)
                if curve:
                    ax.plot(range(1, len(curve["mean"]) + 1), curve["mean"], label=str(e["id"]))
            ax.set_title(series.get(name, name), fontsize=9)
            ax.set_xlabel("round", fontsize=8)
        for j in range(len(names_), rows * cols):
            axes[j // cols][j % cols].axis("off")
        if axes[0][0].get_legend_handles_labels()[0]:  # no curve drawn: no legend to show
            axes[0][0].legend(fontsize=6)
        fig.tight_layout()
        plots.append((f"Per-round means, {p} player(s) (games still running)", _svg(fig)))
        plt.close(fig)
    return plots


def html_report(report: Mapping[str, Any]) -> str:
    """One self-contained HTML page (no script, no network): tables and inline SVG plots."""
    from rich.console import Console

    console = Console(record=True, width=140, file=io.StringIO())
    for table in tables(report):
        console.print(table)
    text = console.export_text()
    parts = [
        "<!doctype html><html><head><meta charset='utf-8'>",
        f"<title>balance: {html.escape(str(report['subject']))}</title>",
        "<style>body{font-family:sans-serif;max-width:1000px;margin:2em auto}"
        "pre{font-size:12px;overflow-x:auto}</style></head><body>",
        f"<h1>Balance report: {html.escape(str(report['subject']))}</h1>",
        f"<p>policy <b>{html.escape(str(report['policy']))}</b>, {report['games']} paired seeds "
        f"from {report['seed']}, {report['timing']['games_played']} games in "
        f"{report['timing']['seconds']} s.</p>",
        f"<pre>{html.escape(text)}</pre>",
    ]
    for title, svg in _plots(report):
        parts.append(f"<h2>{html.escape(title)}</h2>{svg}")
    parts.append("</body></html>")
    return "\n".join(parts)
