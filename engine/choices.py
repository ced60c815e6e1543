"""Every decision the engine needs goes through one interface: :class:`ChoiceProvider`.

A decision has a stable short name (``"push.destination"``, ``"damage.target"``, …; the list is
in ``rulesets/spirit_island/docs/engine-rules.md``) and a list of legal options (land ids such
as ``"A5"`` or piece labels such as ``"town"`` / ``"town:1"`` for a town with 1 damage). With
``min=0`` the decision is optional ("up to"): the provider may return ``None`` to stop.

The engine never asks a decision with a single legal option when ``min >= 1``; use
:func:`decide` rather than calling ``choose`` directly, it does the auto-pick.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol, TypeVar

from cardsmith.engine.dice import Rng

T = TypeVar("T")

#: Script values that mean "decline an optional (min=0) decision".
DECLINE_VALUES: tuple[object, ...] = (None, "none", "stop", "skip")


class ChoiceError(Exception):
    """A scripted choice does not match the decision the engine asks."""


class ChoiceProvider(Protocol):
    def choose(
        self, decision: str, options: Sequence[T], *, context: str = "", min: int = 1
    ) -> T | None:
        """Return one of ``options``; ``None`` only allowed when ``min == 0`` (decline)."""
        ...


def decide(
    provider: ChoiceProvider,
    decision: str,
    options: Sequence[T],
    *,
    context: str = "",
    min: int = 1,
) -> T | None:
    """Ask ``provider`` unless the answer is forced.

    - no option → ``None`` (nothing to choose, the effect cannot happen);
    - one option and ``min >= 1`` → that option, without asking;
    - otherwise the provider decides (and the answer is checked to be legal).

    A provider with an ``offered(decision, options, min)`` method is told of every decision
    first, those it is not asked included (scenario tests check the options offered).
    """
    offered = getattr(provider, "offered", None)
    if offered is not None:  # an observer of every decision, forced ones included
        offered(decision, list(options), min)
    if not options:
        return None
    if len(options) == 1 and min >= 1:
        return options[0]
    answer = provider.choose(decision, list(options), context=context, min=min)
    if answer is None:
        if min >= 1:
            raise ChoiceError(f"decision {decision!r}: a choice is required, got none")
        return None
    if answer not in options:
        raise ChoiceError(
            f"decision {decision!r}: {answer!r} is not a legal option {list(options)!r}"
        )
    return answer


def choose_many(
    provider: ChoiceProvider,
    decision: str,
    options: Sequence[T],
    *,
    count: int,
    context: str = "",
    up_to: bool = False,
    distinct: bool = True,
) -> list[T]:
    """Choose ``count`` options one at a time (distinct by default); ``up_to`` may stop early."""
    remaining = list(options)
    picked: list[T] = []
    while len(picked) < count and remaining:
        answer = decide(provider, decision, remaining, context=context, min=0 if up_to else 1)
        if answer is None:
            break
        picked.append(answer)
        if distinct:
            remaining.remove(answer)
    return picked


def _matches(value: Any, option: Any) -> bool:
    return bool(value == option or str(value) == str(option))


class ScriptedChoices:
    """Answers from a script of ``(decision, value)`` entries, consumed in order.

    The next script entry must name the decision being asked and a legal option, otherwise
    :class:`ChoiceError` explains what was asked, what the script says and the legal options.
    To decline an optional decision, script ``(decision, None)`` (or ``"none"``/``"stop"``).
    """

    def __init__(self, script: Sequence[tuple[str, Any]]) -> None:
        self.script: list[tuple[str, Any]] = [(str(d), v) for d, v in script]
        self.position = 0

    def choose(
        self, decision: str, options: Sequence[T], *, context: str = "", min: int = 1
    ) -> T | None:
        where = f" ({context})" if context else ""
        legal = [str(o) for o in options]
        if min == 0:
            legal.append("none")
        if self.position >= len(self.script):
            raise ChoiceError(
                f"decision {decision!r}{where}: the script has no entry left "
                f"(expected a script entry ({decision!r}, <value>)); legal options: {legal}"
            )
        name, value = self.script[self.position]
        if name != decision:
            raise ChoiceError(
                f"decision {decision!r}{where} was asked, but script entry #{self.position + 1} "
                f"is ({name!r}, {value!r}); legal options for {decision!r}: {legal}"
            )
        if min == 0 and (value in DECLINE_VALUES or str(value).lower() in ("none", "stop")):
            self.position += 1
            return None
        for option in options:
            if _matches(value, option):
                self.position += 1
                return option
        raise ChoiceError(
            f"decision {decision!r}{where}: script entry #{self.position + 1} chose {value!r}, "
            f"which is not legal; legal options: {legal}"
        )

    @property
    def remaining(self) -> list[tuple[str, Any]]:
        return self.script[self.position :]

    def assert_exhausted(self) -> None:
        if self.remaining:
            raise ChoiceError(f"unused script entries: {self.remaining!r}")


class FirstLegal:
    """Always the first legal option; never declines (does as much as it can)."""

    def choose(
        self, decision: str, options: Sequence[T], *, context: str = "", min: int = 1
    ) -> T | None:
        return options[0] if options else None


class SeededRandom:
    """Uniformly random legal option from a seeded generator (deterministic per seed).

    An optional decision declines with probability ``1 / (len(options) + 1)``.
    """

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)

    def choose(
        self, decision: str, options: Sequence[T], *, context: str = "", min: int = 1
    ) -> T | None:
        if not options:
            return None
        if min == 0:
            i = self.rng.randrange(len(options) + 1)
            return None if i == len(options) else options[i]
        return options[self.rng.randrange(len(options))]
