"""Spirit Island's statements as English card text, in the style of the printed cards
("Push up to 2 Explorers/Towns."); the terms are :mod:`.render_terms`'.

Here: fear, damage, defence, the piece verbs, lasting effects. The other families are bases of
:class:`SpiritIslandRenderer`: :mod:`.render_invaders` (tokens, Invader actions),
:mod:`.render_spirits` (gains, cards, a power's speed/range/targets, costs) and
:mod:`.render_blocks` (blocks, scopes, triggers)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from dsl import ast as C

from . import ast as A
from .constructs.table import CONSTRUCTS
from .render_blocks import BlockRenderer
from .render_invaders import InvaderActionRenderer, _own
from .render_terms import WHO, pieces


def _plain_piece_action(s: C.Stmt) -> bool:
    return (
        isinstance(s, A.PieceAction)
        and s.per is None
        and s.to is None
        and not s.spread
        and s.count is not None
        and not (s.ocean or s.from_game or s.onto is not None)
    )


def _a(text: str) -> str:
    """``Town`` → ``a Town`` (the article of "add 1 Strife to a Town")."""
    return ("an " if text[:1].lower() in "aeiou" else "a ") + text


def _cap(text: str) -> str:
    """The sentence with its first letter upper-case (``your Presence`` → ``Your Presence``)."""
    return text[:1].upper() + text[1:]

class SpiritIslandRenderer(InvaderActionRenderer, BlockRenderer):
    """Renders Spirit Island's statements (and its house style for the core's)."""

    def __init__(self) -> None:
        #: statement id → (the statement, its sentence): effects parsed statement by statement
        #: share their statement objects, so each renders once (the statement is kept, so its
        #: id is not reused while remembered); a statement's sentence depends on it alone
        self._memo: dict[int, tuple[C.Stmt, str]] = {}

    def stmt(self, s: C.Stmt) -> str:
        hit = self._memo.get(id(s))
        if hit is not None and hit[0] is s:
            return hit[1]
        construct = CONSTRUCTS.get(type(s))
        text = construct.write(self, s) if construct is not None else super().stmt(s)
        if len(self._memo) >= 100_000:
            self._memo.clear()
        self._memo[id(s)] = (s, text)
        return text

    def cond(self, c: C.Cond) -> str:
        construct = CONSTRUCTS.get(type(c))
        return construct.write(self, c) if construct is not None else super().cond(c)

    def term(self, node: C.Node) -> str:
        construct = CONSTRUCTS.get(type(node))
        return construct.write(self, node) if construct is not None else super().term(node)

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
    def stmt_PieceAction(self, s: A.PieceAction) -> str:
        text = f"{s.verb.capitalize()} {self.counted(s.count, s.pieces)}{self.per(s.per)}"
        if s.source is not None:
            text += f" from {self.term(s.source)}"
        if s.onto is not None:
            text += f" to {_a(pieces(s.onto))}"
        if s.to is not None:
            text += f" to {self.term(s.to)}"
        if s.spread:
            text += " to as many different lands as possible"
        if s.evenly:
            text += ", dividing them as evenly as possible between adjacent lands"
        if s.ocean:
            text += " (to an adjacent land or into the Ocean)"
        if s.ignore_land:
            text += " even if you normally could not due to land type"
        if s.max_each is not None:
            text += f" (max. +{s.max_each} of each for this Power)"
        if s.among is not None:  # "each other coastal land" → "other coastal lands"
            lands = self.landset(s.among, "each").split(" ", 1)[1]
            text += " among " + re.sub(r"\bland\b", "lands", lands, count=1)
        if s.no_cascade:
            text += " without cascading"
        if s.from_game:
            text += " from the game"
        if s.into is not None:
            text += " into " + self.landset(s.into, "", plural=True).strip()
        return text + self.along(s.along, s.count, "Pushed") + "."

    def along(self, a: A.Along | None, moved: C.Count | None, verb: str = "moved") -> str:
        """``, bringing up to 1 Dahan and up to 1 Beasts (in total)``; with ``each``: ``. Up
        to 1 Disease may move with each Pushed piece``."""
        if a is None:
            return ""
        parts = [self.counted(c, p) for c, p in a.items]
        items = ", ".join(parts[:-1]) + " and " + parts[-1] if len(parts) > 1 else parts[0]
        if a.each:
            return f". {items[0].upper()}{items[1:]} may move with each {verb} piece"
        several = moved is None or moved.kind != "exact" or (moved.n or 0) > 1
        return f", bringing {items}" + (" (in total)" if several else "")

    def stmt_ReturnPieces(self, s: A.ReturnPieces) -> str:
        return f"Return {self.counted(s.count, s.pieces)} {s.past}."

    def stmt_AddKind(self, s: A.AddKind) -> str:
        kinds = "/".join(p.word.text.capitalize() for p in s.pieces.items)
        text = f"Choose a type of token from {kinds} that exists in an adjacent land"
        if s.cost_kind is not None:
            text += f"; choosing {s.cost_kind.text.capitalize()} costs {s.cost} Energy"
        count = self.count(s.count)[0]
        return text + f". Add {count} of that type of token."

    def stmt_AddSetup(self, s: A.AddSetup) -> str:
        but = f" (but no {pieces(s.other, True)})" if s.other else ""
        return f"Add the pieces matching target land's Setup symbols{but}."

    def stmt_Escape(self, s: A.Escape) -> str:
        count, plural = self.count(s.count)
        noun = "pieces Escape" if plural else "piece Escapes"
        return f"{count.capitalize()} {noun} {self.term(s.place)}."

    def stmt_Cease(self, s: A.Cease) -> str:
        return (
            "Until the end of the Slow phase, target land and everything in it cease to exist"
            " for all purposes except checking victory/defeat."
        )

    def stmt_Mark(self, s: A.Mark) -> str:
        return "Mark target land." if s.target else "Mark this land."

    def stmt_Replace(self, s: A.Replace) -> str:
        counted = self.counted(s.count, s.pieces)
        return f"Replace {counted} with {s.n} {pieces(s.with_pieces, s.n != 1)}."

    def stmt_Move(self, s: A.Move) -> str:
        what = self.counted(s.count, s.pieces)
        if s.steps is not None:
            lands = f"{s.steps} land{'s' if s.steps != 1 else ''}"
            along = self.along(s.along, s.count)
            part = " (for part or all of the way)" if along else ""
            return f"Move {what} up to {lands} (one adjacent land at a time){along}{part}."
        src = f" from {self.term(s.source)}" if s.source else ""
        assert s.to is not None
        return f"Move {what}{src} to {self.term(s.to)}{self.along(s.along, s.count)}."

    def stmt_Skip(self, s: A.Skip) -> str:
        count, plural = self.count(s.count)
        acts = "/".join(w.text.capitalize() for w in s.actions)
        text = f"Skip {count} {acts} Action{'s' if plural else ''}"
        if s.adding is not None:
            text += f" that would Add a {pieces(s.adding)}"
        return text + "."

    def stmt_Repeat(self, s: C.Repeat) -> str:
        if s.place is None:
            return "Repeat this Power."
        where = self.term(s.place)
        return f"Repeat this Power in {where} (ignoring Range and Target restrictions)."

    # --- lasting effects -----------------------------------------------------------------
    def stmt_Modifier(self, m: A.Modifier) -> str:
        amount = f"{m.amount:+d}" if m.amount is not None else ""
        if m.name == "health" and m.pieces:
            own = _own(m.per_own, "they have") if m.per_own is not None else ""
            low = f" to a minimum of {m.minimum}" if m.minimum is not None else ""
            return f"{pieces(m.pieces, True)} have {amount} Health{own}{low}."
        if m.name == "skip_for_presence":
            acts = " or ".join(w.text.capitalize() for w in m.words)
            n = m.amount or 1
            return f"Prevent {acts} by destroying {n} of your Presence in that land."
        if m.name == "treat_as" and m.pieces and len(m.words) >= 2:
            who = "Spirit" if m.words[0].text == "spirits" else "Your"
            where = " on the island" if len(m.words) > 2 else ""
            also = m.words[1].text.capitalize()
            return f"{who} actions treat {pieces(m.pieces)}{where} as also being {also}."
        if m.name == "blight_spares" and m.pieces:
            flags = [w.text for w in m.words]
            by = " by Spirit effects" if "by_spirits" in flags else ""
            where = f" in {self.landset(m.lands, '', True).strip()}" if m.lands is not None else ""
            cascade = "cascade or " if "cascade" in flags else ""
            tail = ""
            if m.cond is not None:
                tail = f" {'unless' if 'unless' in flags else 'if'} {self.cond(m.cond)}"
            return f"Blight added{by}{where} does not {cascade}Destroy {pieces(m.pieces)}{tail}."
        if m.name == "moves_with" and m.pieces and m.other:
            last = " when all of them leave one of your lands" if m.words else ""
            return _cap(f"{pieces(m.pieces)} may move with {pieces(m.other)}{last}.")
        if m.name == "presence_sacred" and m.pieces and m.lands is not None:
            where = self.landset(m.lands, "", True).strip()
            return _cap(f"{pieces(m.pieces)} in {where} counts as Sacred Site.")
        if m.name == "presence_only" and m.pieces and m.lands is not None:
            verbs = "/".join(w.text for w in m.words)
            into = self.landset(m.lands, "", True).strip()
            return _cap(f"{pieces(m.pieces)} may only be {verbs} into {into}.")
        if m.name == "cannot_move" and m.pieces:
            return _cap(f"{pieces(m.pieces)} cannot move.")
        if m.name == "counts_as" and m.pieces and m.other:
            also = " and ".join(pieces(m.other).split("/"))
            return _cap(f"{pieces(m.pieces)} may count as {also}.")
        if m.name == "push_instead" and m.pieces:
            return (
                f"When {pieces(m.pieces)} in target land would be Destroyed, its owner may,"
                f" if possible, instead Push that {pieces(m.pieces)}."
            )
        if m.name == "prevent" and m.pieces:
            words = [w.text.capitalize() for w in m.words]
            verbs = " or ".join(words)
            if len(words) > 2:  # "Damaged, Destroyed, Removed or Moved"
                verbs = ", ".join(words[:-1]) + " or " + words[-1]
            return f"{pieces(m.pieces, True)} cannot be {verbs}."
        if m.name == "range_bonus":
            gets = f"{WHO[m.who or 'you']} get{'s' if m.who != 'you' else ''}"
            to = ""
            if m.words:
                to = " for measuring Range to " + "/".join(w.text.capitalize() for w in m.words)
                to += " lands"
            if m.cards_only:
                to += " with Power Cards"
            if m.lands is not None:
                to += " from " + self.landset(m.lands, "", True).strip()
            return f"{gets} {amount} Range{self.per(m.per)}{to}."
        if m.name == "range_set":
            return f"Increase this Power's Range to {m.amount}."
        if m.name == "discard_for_forget":
            zones = " or ".join(f"your {w.text}" for w in m.words)
            where = f" from {zones}" if zones else ""
            return f"Discard a Power Card{where} instead of Forgetting it."
        if m.name == "swap_speed" and m.count:
            count, plural = self.count(m.count)
            powers = f"Slow Power{'s' if plural else ''}"
            return f"Use {count} {powers} as if it were Fast, or vice versa."
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
            their = "Their" if m.who == "target" else "Your"
            return f"{their} Damage-dealing Powers do {amount} Damage."
        if m.name == "push_into_ocean":
            their = "Their" if m.who == "target" else "Your"
            return f"{their} Powers may Push pieces into the Ocean, where they Drown."
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
        if m.name == "repeat_cards" and any(w.text == "lowest" for w in m.words):
            whose = m.words[1].text
            return (
                f"Repeat the lowest-cost Power Card {whose} have in play by paying its cost again."
            )
        if m.name == "repeat_cards":
            count = "a" if count == "1" else count  # "Repeat a Power Card by paying its cost again"
            other = "other " if any(w.text == "other" for w in m.words) else ""
            cost = f" with Energy cost of {m.amount} or less" if m.amount is not None else ""
            free = any(w.text == "free" for w in m.words)
            how = "without paying its cost" if free else "by paying its cost again"
            return f"Repeat {count} {other}Power Card{s}{cost} {how}."
        if m.name == "reclaim_cards":
            return f"Reclaim {count} Power Card{s} instead of discarding it."
        kinds = "/".join(w.text.capitalize() for w in m.words)
        with_kinds = f" with a {kinds} instruction" if m.words else ""
        return f"Make {count} Slow Power{s}{with_kinds} Fast{self.per(m.per)}."
