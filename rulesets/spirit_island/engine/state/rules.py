"""The game state's live rules (:class:`RulesState`, a base of :class:`.state.game_state.State`):
what this round's land modifiers and the permanent spirit rules (live at Sacred Sites or in a
spirit's lands) make of health, Defend, Build, protection from a verb, and a spirit's own
effects."""

from __future__ import annotations

from typing import Any

from cardsmith.rulesets.spirit_island.engine.state.fields import StateBase
from cardsmith.rulesets.spirit_island.engine.state.model import BASE_HEALTH, Piece, spirit_of

__all__ = ["RulesState"]


class RulesState(StateBase):
    """The queries that read the modifiers and rules in force (no fields of its own)."""

    def health(self, land_id: str, kind: str) -> int:
        """Base health + this round's land modifiers + live Sacred Site rules (min. 1)."""
        bonus = self.land(land_id).mods.health_bonus[kind]
        if self.spirit_rules:
            for rule in self.site_rules(land_id, "health"):
                if kind in rule.get("pieces", {}).get("kinds", ()):
                    bonus += int(rule.get("amount") or 0)
        if self.base_health_only:  # "this Power ignores Health bonuses"
            bonus = min(bonus, 0)
        return max(1, BASE_HEALTH[kind] + bonus)

    def site_rules(self, land_id: str, name: str) -> list[dict[str, Any]]:
        """Permanent ``at_sacred_sites`` modifiers named ``name`` that apply in ``land_id`` now
        (their spirit has a Sacred Site there: evaluated live, so presence changes count)."""
        out: list[dict[str, Any]] = []
        for rule in self.spirit_rules:
            scope = rule.get("scope")
            if scope not in ("sacred_sites", "presence_lands") or rule.get("name") != name:
                continue
            spirit = self.spirits.get(str(rule.get("spirit")))
            if spirit is None or not spirit.presence[land_id]:
                continue
            if scope == "presence_lands" or spirit.is_sacred(land_id):  # "in your lands"
                out.append(rule)
        return out

    def defend_at(self, land_id: str) -> int:
        """The Defend in ``land_id`` now: this round's + the live Sacred Site rules
        ("Defend 3 in every land where you have Sacred Site")."""
        n = self.land(land_id).defend
        if self.spirit_rules:
            n += sum(int(rule.get("amount") or 0) for rule in self.site_rules(land_id, "defend"))
        return n

    def spirit_effects(self, spirit: str | None, name: str) -> list[dict[str, Any]]:
        """This round's effects and the permanent spirit-wide rules of ``spirit`` named
        ``name`` (round effects first)."""
        return [
            eff
            for eff in (*self.round_effects, *self.spirit_rules)
            if eff.get("name") == name
            and eff.get("spirit") == spirit
            and eff.get("scope", "spirit") == "spirit"
        ]

    def build_substitute(self, land_id: str, kind: str) -> str:
        """The kind a Build adds instead of ``kind`` in ``land_id`` (``build_adds``)."""
        subs = list(self.land(land_id).mods.build_adds)
        for rule in self.site_rules(land_id, "build_adds") if self.spirit_rules else ():
            subs.append(
                (
                    tuple(rule.get("other", {}).get("kinds", ())),
                    tuple(rule.get("pieces", {}).get("kinds", ())),
                )
            )
        for replaced, instead in subs:
            if kind in replaced and instead:
                return instead[0]
        return kind

    def piece_health(self, land_id: str, piece: Piece) -> int:
        """The health of one piece: :meth:`health`, then the per-strife changes of its land
        ("-1 Health per Strife to a minimum of 1")."""
        health = self.health(land_id, piece.kind)
        if not piece.strife:
            return health
        for kind, per, low in self.land(land_id).mods.health_per_strife:
            if kind == piece.kind:
                health = max(min(health, low), health + per * piece.strife)
        return health

    def remaining_health(self, land_id: str, piece: Piece) -> int:
        return self.piece_health(land_id, piece) - piece.damage

    def prevented(self, land_id: str, kind: str, verb: str) -> bool:
        """Is ``kind`` protected from ``verb`` ("added"/"damaged"/"destroyed"…; "damaged@ravage":
        by the ravaging invaders) this round?"""
        mods = self.land(land_id).mods
        if kind == "blight" and verb == "added" and mods.blight_blocked:
            return True
        if (kind, verb) in mods.prevent:
            return True
        if self.spirit_rules:
            for rule in self.site_rules(land_id, "prevent"):
                by = f"@{rule['by']}" if rule.get("by") else ""
                verbs = [f"{v}{by}" for v in rule.get("verbs", ())]
                if kind in rule.get("pieces", {}).get("kinds", ()) and verb in verbs:
                    return True
        return self._spared_by_powers(kind, verb)

    def _spared_by_powers(self, kind: str, verb: str) -> bool:
        """Does a ``powers_spare`` rule of the spirit whose power acts now ("your powers do not
        damage or destroy dahan") keep ``kind`` from ``verb``?"""
        if not (self.round_effects or self.spirit_rules):
            return False
        spirit = spirit_of(self.journal.source)
        if spirit is None:
            return False
        return any(
            kind in rule.get("pieces", {}).get("kinds", ()) and verb in rule.get("verbs", ())
            for rule in self.spirit_effects(spirit, "powers_spare")
        )
