"""What every ruleset's scenario files share, beside the game's own notation: the scripted
decisions (``choices:``), the steps with ``error:`` (an action the rules must refuse), and the
"expected …, got …" lines of a failed check.

A ruleset's ``run`` hook uses them so that every game's scenarios read and fail alike::

    choices = scripted_choices(plan.data.get("choices"))
    failure = run_steps(plan.data.get("steps") or [], lambda step: do(game, step))
    failures = [f for f in (expected_got("table", want, got, none="-"),) if f]
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from cardsmith.engine.choices import ScriptedChoices
from cardsmith.engine.state import IllegalAction

#: what YAML reads ``yes``/``no`` as, and the option each means
_YES_NO = {True: "yes", False: "no"}


def script_entry(entry: Any) -> tuple[str, Any]:
    """``{decision: value}`` (or a ``[decision, value]`` pair) → ``(decision, value)``; a YAML
    ``yes``/``no`` (read as a boolean) is the option ``"yes"``/``"no"``."""
    decision, value = next(iter(entry.items())) if isinstance(entry, Mapping) else tuple(entry)
    return str(decision), _YES_NO.get(value, value) if isinstance(value, bool) else value


def scripted_choices(entries: Iterable[Any] | None) -> ScriptedChoices:
    """A scenario's ``choices:`` list as the engine's scripted decisions, in order."""
    return ScriptedChoices([script_entry(e) for e in entries or []])


def as_step(raw: Any) -> dict[str, Any]:
    """A step as a mapping: a bare word (``end_turn``) is ``{end_turn: None}``."""
    return {raw: None} if isinstance(raw, str) else dict(raw)


def run_steps(steps: Iterable[Any], do: Callable[[dict[str, Any]], object]) -> str | None:
    """Do each step in order; the first failure, or ``None``. A step with ``error: TEXT``
    must be refused with an :class:`~cardsmith.engine.state.IllegalAction` whose message holds TEXT
    (any case); a refusal of a step without ``error:`` fails the scenario."""
    for i, raw in enumerate(steps, 1):
        step = as_step(raw)
        want = step.get("error")
        try:
            do(step)
        except IllegalAction as e:
            if want is None:
                return f"step {i} {step}: illegal: {e}"
            if str(want).lower() not in str(e).lower():
                return f"step {i}: expected an error with {want!r}, got {e!r}"
            continue
        if want is not None:
            return f"step {i} {step}: expected an error with {want!r}, none came"
    return None


def expected_got(label: str, want: Any, got: Any, *, none: str | None = None) -> str | None:
    """``"LABEL: expected WANT, got GOT"`` when they differ, else ``None``; with ``none``,
    an empty value (``None``, ``{}``, ``[]``) is shown as that mark (``"-"``, ``"none"``)."""
    if want == got:
        return None

    def show(value: Any) -> Any:
        return none if none is not None and value in (None, {}, [], "") else value

    return f"{label}: expected {show(want)}, got {show(got)}"
