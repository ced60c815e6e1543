"""Spirit Island's statements as English card text, in the style of the printed cards
("Push up to 2 Explorers/Towns."); the terms are :mod:`.render_terms`'."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import cast

from dsl import ast as C

from . import ast as A
from .render_terms import WHO, TermRenderer, pieces


def _gains(who: str) -> str:
    return "gain" if who == "you" else "gains"


def _plain_piece_action(s: C.Stmt) -> bool:
    return isinstance(s, A.PieceAction) and s.per is None and s.to is None and not s.spread


class SpiritIslandRenderer(TermRenderer):
    """Renders Spirit Island's statements (and its house style for the core's)."""

    def body(self, stmts: Sequence[C.Stmt]) -> str:
        """Sentences joined by spaces; consecutive plain actions with the same verb read as
        one ("Push 1 Explorer and 1 Town.")."""
        out: list[str] = []
        i = 0
        while i < len(stmts):
            s = stmts[i]
            j = i + 1
            if isinstance(s, A.PieceAction) and _plain_piece_action(s):
                parts = [self.counted(s.count, s.pieces)]
                while j < len(stmts) and _plain_piece_action(stmts[j]):
                    nxt = stmts[j]
                    assert isinstance(nxt, A.PieceAction)
                    if nxt.verb != s.verb:
                        break
                    parts.append(self.counted(nxt.count, nxt.pieces))
                    j += 1
                if len(parts) > 1:
                    out.append(f"{s.verb.capitalize()} {', '.join(parts[:-1])} and {parts[-1]}.")
                    i = j
                    continue
            out.append(self.stmt(s))
            i += 1
        return " ".join(out)

    # --- verbs ---------------------------------------------------------------------------
    def stmt_Fear(self, s: A.Fear) -> str:
        return f"{s.amount} Fear{self.per(s.per)}."

    def stmt_Damage(self, s: A.Damage) -> str:
        to = ""
        if s.to is not None:
            chosen = s.to.chosen
            if (
                chosen is not None
                and s.per is not None
                and chosen.kind == "exact"
                and chosen.n == 1
            ):
                what = pieces(s.to.pieces)
                return (
                    f"For each {self.term(s.per.query)} present, choose a different {what}. "
                    f"{s.amount} Damage to each of those {pieces(s.to.pieces, True)}."
                )
            if chosen is not None:
                count, plural = self.count(chosen)
                to = f" to each of {count} {pieces(s.to.pieces, plural)}"
            elif s.to.each:
                to = f" to each {pieces(s.to.pieces)}"
            else:
                to = f" to {pieces(s.to.pieces)}" + (" only" if s.to.only else "")
        return f"{s.amount} Damage{to}{self.per(s.per)}."

    def stmt_Bonus(self, s: A.Bonus) -> str:
        return f"+{s.amount} {s.kind.capitalize()}."

    def stmt_Defend(self, s: A.Defend) -> str:
        return f"Defend {s.amount}{self.per(s.per)}."

    def stmt_PieceAction(self, s: A.PieceAction) -> str:
        text = f"{s.verb.capitalize()} {self.counted(s.count, s.pieces)}{self.per(s.per)}"
        if s.to is not None:
            text += f" to {self.term(s.to)}"
        if s.spread:
            text += " to as many different lands as possible"
        if s.ignore_land:
            text += " even if you normally could not due to land type"
        return text + "."

    def stmt_Replace(self, s: A.Replace) -> str:
        counted = self.counted(s.count, s.pieces)
        return f"Replace {counted} with {s.n} {pieces(s.with_pieces, s.n != 1)}."

    def stmt_Move(self, s: A.Move) -> str:
        src = f" from {self.term(s.source)}" if s.source else ""
        return f"Move {self.counted(s.count, s.pieces)}{src} to {self.term(s.to)}."

    def stmt_Skip(self, s: A.Skip) -> str:
        count, plural = self.count(s.count)
        acts = "/".join(w.text.capitalize() for w in s.actions)
        text = f"Skip {count} {acts} Action{'s' if plural else ''}"
        if s.adding is not None:
            text += f" that would Add a {pieces(s.adding)}"
        return text + "."

    def stmt_GainEnergy(self, s: A.GainEnergy) -> str:
        return f"{WHO[s.who]} {_gains(s.who)} {s.amount} Energy{self.per(s.per)}."

    def stmt_GainCard(self, s: A.GainCard) -> str:
        deck = f"{s.deck.text.capitalize()} " if s.deck else ""
        n = "a" if s.n == 1 else str(s.n)
        tail = " they did not keep" if s.not_kept else ""
        cards = f"Power Card{'s' if s.n != 1 else ''}"
        return f"{WHO[s.who]} {_gains(s.who)} {n} {deck}{cards}{tail}."

    def stmt_GainElements(self, s: A.GainElements) -> str:
        if s.n is None:
            return f"{WHO[s.who]} {_gains(s.who)} the same Elements."
        return f"{WHO[s.who]} {_gains(s.who)} {s.n} different Elements of their choice."

    def stmt_Repeat(self, s: C.Repeat) -> str:
        if s.place is None:
            return "Repeat this Power."
        where = self.term(s.place)
        return f"Repeat this Power in {where} (ignoring Range and Target restrictions)."

    # --- block statements ----------------------------------------------------------------
    def stmt_Optional(self, s: C.Optional) -> str:
        who = WHO[s.who] if s.who else "You"
        only = s.body[0] if len(s.body) == 1 else None
        if isinstance(only, A.Modifier) and s.cost is None:
            who_may = cast(A.Who | None, s.who) or only.who
            inner = self.stmt(replace(only, who=who_may))
            if inner.startswith(("You ", "Target Spirit ")):
                return inner.replace(" deal ", " may deal ", 1).replace(" deals ", " may deal ", 1)
            return f"{who} may {inner[:1].lower()}{inner[1:]}"
        if s.cost is not None:
            return f"{who} may pay {s.cost} Energy to {self._infinitive(s.who, s.body)}"
        return super().stmt_Optional(s)

    def stmt_InLands(self, s: A.InLands) -> str:
        return f"In {self.landset(s.lands, s.quant)}: {self.body(s.body)}"

    def stmt_EachPlayer(self, s: A.EachPlayer) -> str:
        return f"Each player: {self.body(s.body)}"

    def stmt_AtSacredSites(self, s: A.AtSacredSites) -> str:
        return f"At {'your' if s.owner == 'you' else 'their'} Sacred Sites: {self.body(s.body)}"

    def _infinitive(self, who: str | None, stmts: Sequence[C.Stmt]) -> str:
        """``Target Spirit gains a Power Card`` → ``gain a Power Card`` after "may pay N Energy
        to"."""
        text = self.lower_first(self.body(stmts))
        subject = f"{WHO[who or 'you']} "
        if text.startswith(subject):
            rest = text[len(subject) :]
            verb, _, tail = rest.partition(" ")
            verb = verb[:-1] if verb.endswith("s") and verb not in ("has",) else verb
            return f"{verb} {tail}"
        if text[:1].isupper() and not text.startswith(("You ", "Target Spirit", "Each ")):
            return "do this: " + text
        return text

    # --- lasting effects -----------------------------------------------------------------
    def stmt_Modifier(self, m: A.Modifier) -> str:
        amount = f"{m.amount:+d}" if m.amount is not None else ""
        if m.name == "health" and m.pieces:
            return f"{pieces(m.pieces, True)} have {amount} Health."
        if m.name == "prevent" and m.pieces:
            verbs = " or ".join(w.text.capitalize() for w in m.words)
            return f"{pieces(m.pieces, True)} cannot be {verbs}."
        if m.name == "range_bonus":
            return f"{WHO[m.who or 'you']} get{'s' if m.who != 'you' else ''} {amount} Range."
        if m.name == "range_set":
            return f"Increase this Power's Range to {m.amount}."
        if m.name in ("repeat_cards", "reclaim_cards", "make_fast") and m.count:
            return self._card_modifier(m)
        if m.name == "damage_each_other" and m.pieces and m.other:
            return f"{pieces(m.pieces, True)} and {pieces(m.other, True)} do Damage to each other."
        if m.name == "damage_bonus_once":
            who = WHO[m.who or "you"]
            their = "your" if m.who in (None, "you") else "their"
            verb = "deal" if m.who in (None, "you") else "deals"
            return f"{who} {verb} {amount} Damage with one of {their} Damage-dealing Powers."
        if m.name == "build_adds" and m.pieces and m.other:
            return f"Build Actions add {pieces(m.pieces)} instead of {pieces(m.other)}."
        if m.name == "damage_bonus_all":
            return f"Your Damage-dealing Powers do {amount} Damage."
        if m.name == "share_presence":
            return "You and target Spirit may use each other's Presence to target Powers."
        if m.name == "gift_card":
            to = "target Spirit" if m.words and m.words[0].text == "target" else "you"
            return f"{WHO[m.who or 'you']} may gift {m.amount} Power Card to {to}."
        return f"{m.name}."  # pragma: no cover

    def _card_modifier(self, m: A.Modifier) -> str:
        assert m.count is not None
        count, plural = self.count(m.count)
        s = "s" if plural else ""
        if m.name == "repeat_cards":
            count = "a" if count == "1" else count  # "Repeat a Power Card by paying its cost again"
            other = "other " if m.words else ""
            return f"Repeat {count} {other}Power Card{s} by paying its cost again."
        if m.name == "reclaim_cards":
            return f"Reclaim {count} Power Card{s} instead of discarding it."
        kinds = "/".join(w.text.capitalize() for w in m.words)
        with_kinds = f" with a {kinds} instruction" if m.words else ""
        return f"Make {count} Slow Power{s}{with_kinds} Fast."
