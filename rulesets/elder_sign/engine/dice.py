"""Seeded dice: every face comes from one :class:`cardsmith.engine.Rng` (a d6 read on the
colour's faces, RULES.md D1–D3), or from a scenario's script of faces, in order."""

from __future__ import annotations

from dataclasses import dataclass, field

from cardsmith.engine import Rng
from cardsmith.engine.state import IllegalAction
from cardsmith.rulesets.elder_sign import vocabulary as V


@dataclass
class DiceSource:
    """Rolls dice: the scripted faces first (each must be a face of the die rolled), then
    the seeded generator."""

    rng: Rng
    script: list[str] = field(default_factory=list)
    rolled: int = 0

    def roll(self, colour: str) -> str:
        """One die of ``colour``: its face."""
        self.rolled += 1
        faces = V.FACES[colour]
        if self.script:
            face = self.script.pop(0)
            if face not in faces:
                raise IllegalAction(f"scripted die #{self.rolled}: a {colour} die has no "
                                    f"{face!r} face (its faces: {', '.join(faces)})")
            return face
        return faces[self.rng.roll(6) - 1]
