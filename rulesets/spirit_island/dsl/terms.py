"""The terms of Spirit Island's effects compiled to IR shapes: game words checked against the
vocabulary, pieces, counts, queries, events, land sets and places (:mod:`.compiler` builds the
statements from these, :mod:`.compiler_conditions` the conditions)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from dsl import ast as C
from dsl.compiler import Compiler, suggest
from rulesets.spirit_island import vocabulary as V

from . import ast as A
from . import targets


class TermCompiler(Compiler):
    """Compiles the parts statements are made of and collects the errors found in them."""

    threshold_key: ClassVar[str] = "elements"
    threshold_noun: ClassVar[str] = "element"
    default_actor: ClassVar[str | None] = "you"

    def __init__(self) -> None:
        super().__init__()
        #: the pieces of the triggers being compiled, innermost last (what ``them`` means)
        self.event_pieces: list[dict[str, Any] | None] = []
        #: the spirits of the ``X may`` blocks being compiled, innermost last
        self.actors: list[str] = []
        #: the kinds of the ``for each type of … added`` loops being compiled (``that type``)
        self.kind_loops: list[list[str]] = []
        #: a card was turned from a deck before (``discard the top card of …``: ``it``)
        self.turned_card = False

    def threshold_word(self, word: C.Word) -> str:
        return self.word_in(word, V.ELEMENTS, "C103", "element")

    def cost(self, amount: int) -> dict[str, Any]:
        return {"energy": amount}

    # --- pieces and counts ---------------------------------------------------------------
    def pieces(self, pieces: A.Pieces, allowed: Sequence[str] = V.PIECES) -> dict[str, Any]:
        if pieces.those:
            return self.those(pieces)
        if pieces.that_type:
            if not self.kind_loops:
                self.error(
                    pieces.span,
                    "C135",
                    "'that type' means the kind a `for each type of … added` loop is at",
                    "use it inside `for each type of badlands/strife added: …`",
                )
                return {"kinds": [], "that_type": True}
            return {"kinds": list(self.kind_loops[-1]), "that_type": True}
        kinds: list[str] = []
        owner: str | None = None
        destroyed = False
        damaged = False
        for piece in pieces.items:
            if piece.past is not None:
                if piece.past == "damaged":
                    damaged = True
                else:
                    self.error(
                        piece.span,
                        "C112",
                        f"{piece.past!r} does not describe a piece here",
                        "use 'destroyed' (destroyed presence) or 'damaged' (damaged invaders)",
                    )
            canon = V.canonical_piece(piece.word.text)
            if canon is None:
                guess = suggest(piece.word.text, list(V.PIECE_SPELLINGS))
                self.error(
                    piece.word.span,
                    "C101",
                    f"unknown piece {piece.word.text!r}",
                    f"did you mean {V.canonical_piece(guess)!r}?" if guess else None,
                )
                continue
            for kind in V.expand_piece(canon):
                if kind not in allowed:
                    self.error(
                        piece.word.span,
                        "C109",
                        f"{kind!r} cannot be used here (expected {'/'.join(allowed)})",
                    )
                elif kind not in kinds:
                    kinds.append(kind)
            owner = piece.owner or owner
            destroyed = destroyed or piece.destroyed
        out: dict[str, Any] = {"kinds": kinds}
        if owner:
            out["owner"] = owner
        if pieces.anyone:
            if owner or any(k not in V.OWNED for k in kinds):
                self.error(
                    pieces.span,
                    "C109",
                    "'of any spirit' is said of presence, sacred sites or incarna (no owner word)",
                )
            out["owner"] = "other" if pieces.another else "any"
        if destroyed:
            out["destroyed"] = True
        if damaged:
            out["damaged"] = True
        if pieces.strifed:
            if any(k not in V.INVADERS for k in kinds):
                self.error(pieces.span, "C109", "only invaders carry strife ('with strife')")
            out["strifed"] = True
        if pieces.strifed_here:
            if any(k not in V.INVADERS for k in kinds):
                self.error(pieces.span, "C109", "strife is added to invaders only")
            out["strifed_here"] = True
        if pieces.max_health is not None:
            if any(k not in (*V.INVADERS, "dahan") for k in kinds):
                self.error(pieces.span, "C109", "only invaders and dahan have health")
            out["health_at_most"] = pieces.max_health
        return out

    def those(self, pieces: A.Pieces) -> dict[str, Any]:
        """``them``: the pieces of the event that set off the enclosing trigger."""
        event = self.event_pieces[-1] if self.event_pieces else None
        if event is None:
            self.error(
                pieces.span,
                "C115",
                "'them' means the pieces of a trigger's event, and there is none here",
                "use it inside `after PIECES PAST:` or `the next time PIECES would be PAST:`",
            )
            return {"kinds": [], "those": True}
        return {**event, "those": True}

    def own(self, w: C.Word, allowed: tuple[str, ...]) -> str:
        """What a piece has of its own ("per strife it has", "per damage they have taken")."""
        return self.word_in(w, allowed, "C109", "thing a piece has of its own")

    def counted_of(self, count: C.Count | None, pieces: A.Pieces, span: C.Span) -> dict[str, Any]:
        """A verb's count; with none written: all of ``them``, one ``incarna``, else an error."""
        if count is not None:
            return self.count(count)
        if pieces.those:
            return {"all": True}
        if pieces.items and all(V.canonical_piece(p.word.text) == V.INCARNA for p in pieces.items):
            return {"n": 1}
        self.error(span, "C114", "say how many pieces", "e.g. `push 1 explorer`, `push all dahan`")
        return {"n": 1}

    def count(self, count: C.Count) -> dict[str, Any]:
        if count.kind == "health":  # "up to 3 health of invaders"
            assert count.n is not None
            return {"health": self.number(count.n, count.span)}
        return super().count(count)

    # --- queries, events, places ---------------------------------------------------------
    def term_Query(self, query: A.Query) -> dict[str, Any]:
        out: dict[str, Any] = {"pieces": self.pieces(query.pieces)}
        if query.past:
            out["past"] = query.past
        if query.where is not None:
            out["in"] = self.located(query.where)
        if query.by_damage:
            out["by_damage"] = True
            if "damage" not in self.seen:
                message = "'by this damage' counts nothing: no damage before it"
                self.error(query.span, "C111", message)
        return out

    def located(self, where: A.Located) -> dict[str, Any] | str:
        if where.place is not None:
            return {"place": self.place_word(where.place)}
        if where.island:
            return {}
        return "here" if where.lands is None else self.landset(where.lands)

    def term_Event(self, event: A.Event) -> dict[str, Any]:
        if event.kind == "pieces" and event.pieces is not None:
            out: dict[str, Any] = {"past": event.past, "pieces": self.pieces(event.pieces)}
            if event.would:
                out["would"] = True
            if event.not_by_spirits:  # "… by anything except a spirit action"
                out["not_by_spirits"] = True
            if event.by_ravage:  # "… by a ravage action"
                out["by_action"] = "ravage"
            if event.also:  # "added or moved": any of those verbs
                out["or"] = list(event.also)
            return out
        if event.kind == "land_damaged":  # "after invaders deal damage to the land"
            return {"kind": "land_damaged"}
        if event.kind == "fear":
            return {"kind": "fear_generated"}
        if event.kind == "by_powers" and event.pieces is not None and event.verb is not None:
            verb = self.word_in(event.verb, tuple(V.POWER_VERBS), "C112", "verb of a power")
            return {
                "past": V.POWER_VERBS.get(verb, verb),
                "pieces": self.pieces(event.pieces),
                "by": event.owner or "you",
            }
        if event.kind == "sacred_site":
            return {"kind": "sacred_site_created"}
        if event.kind == "skipped" and event.pieces is not None:
            self.pieces(event.pieces, V.INVADERS)
            return {"kind": "skipped"}
        if event.kind == "power_used":
            if event.who == "each":
                self.error(
                    event.span,
                    "C144",
                    "'after each spirit uses a power' names no one spirit",
                    "write `after you use a power` or `after target spirit uses a power`",
                )
            out = {"kind": "power_used", "who": event.who or "you"}
            if event.land:
                out["land"] = True
            return out
        return {"kind": event.kind}

    def term_Counted(self, q: A.Counted) -> dict[str, Any]:
        if q.kind == "elements":
            return {"elements": [self.word_in(w, V.ELEMENTS, "C103", "element") for w in q.words]}
        if q.kind == "element_sets":  # whole sets: the fewest of (have // amount) over the set
            words = [self.word_in(w, V.ELEMENTS, "C103", "element") for w in q.words]
            return {"element_sets": dict(zip(words, q.amounts, strict=True))}
        if q.kind == "boards":
            if not q.pieces:
                return {"boards": True}
            return {"boards": {"where": [{"has": self.pieces(p), "at_least": 1} for p in q.pieces]}}
        if q.kind == "cards_played":
            return {"cards_played": q.owner or "you"}
        if q.kind == "cards_in_play":  # the cards played this turn (impending ones are apart)
            return {"cards_played": q.owner or "you", "in_play": True}
        if q.kind == "impending":
            return {"impending": "you"}
        return {q.kind: True}

    def term_KindCount(self, q: A.KindCount) -> dict[str, Any]:
        return {"kinds_of": self.pieces(q.pieces), "past": q.past}

    def term_LandCount(self, q: A.LandCount) -> dict[str, Any]:
        return {"lands": self.landset(q.lands)}

    def place_word(self, name: C.Word) -> str:
        """An off-board place's id (``endless-dark``), checked against the vocabulary."""
        return self.word_in(name, tuple(V.PLACES), "C102", "place")

    def term_Place(self, place: A.Place) -> dict[str, Any]:
        if place.kind == "named":
            assert place.name is not None
            return {"place": self.place_word(place.name)}
        if place.kind != "choice":
            return {"land": place.kind}
        assert place.lands is not None and place.quant is not None
        return {"choose": place.quant, "lands": self.landset(place.lands)}

    def landset(self, lands: A.LandSet) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for adj in lands.adjectives:
            if adj.text == V.TARGETS:  # "in each target land" (several targets)
                out["targets"] = True
                continue
            word = self.word_in(adj, V.LAND_ADJECTIVES, "C104", "land word")
            if word in V.TERRAINS:
                out.setdefault("terrains", []).append(word)
            elif word in ("adjacent", "other", "coastal", "inland", "origin", "marked"):
                out[word] = True
            elif word == "lowest-numbered":  # "the lowest-numbered land …": one per board
                out["lowest"] = True
        filters: list[dict[str, Any]] = []
        for f in lands.filters:
            if f.kind == "with" and f.pieces:
                filters.append({"has": self.pieces(f.pieces), "at_least": 1})
            elif f.kind == "without" and f.pieces:
                filters.append({"has": self.pieces(f.pieces), "at_most": 0})
            elif f.kind == "at_least" and f.pieces:
                filters.append({"has": self.pieces(f.pieces), "at_least": f.n})
            elif f.kind == "more" and f.pieces:
                filters.append({"more_than_here": self.pieces(f.pieces)})
            elif f.kind == "where" and f.cond is not None:
                filters.append(self.cond(f.cond))
            elif f.kind == "within" and f.pieces:
                out["within"] = {"distance": f.n, "of": self.pieces(f.pieces)}
            elif f.kind == "with_or_adjacent" and f.pieces:
                out["within"] = {"distance": 1, "of": self.pieces(f.pieces)}
            elif f.kind == "matching" and f.word is not None:
                action = self.word_in(f.word, V.ACTIONS, "C105", "invader card")
                match: dict[str, Any] = {"matches_card": action}
                filters.append({"not": match} if f.negated else match)
            elif f.kind == "adjacent_to" and f.pieces:
                filters.append({"adjacent_has": self.pieces(f.pieces), "at_least": 1})
            elif f.kind == "or_adjacent" and f.pieces and f.other and f.n is not None:
                if f.n < 1:
                    self.error(f.span, "C110", f"'adjacent to {f.n}' counts nothing: at least 1")
                here = {"has": self.pieces(f.pieces), "at_least": 1}
                near = {"adjacent_has": self.pieces(f.other), "at_least": f.n}
                filters.append({"any": [here, near]})
            elif f.kind == "same_board":
                out["same_board"] = True
            elif f.kind == "within_range" and f.n is not None:
                out["range"] = self.number(f.n, f.span)
            elif f.kind == "same_terrain":
                filters.append({"same_as_here": "terrain"})
            elif f.kind == "also_like":
                got = {self.word_in(w, ("coastal", "inland"), "C104", "land word") for w in f.words}
                if got != {"coastal", "inland"}:
                    self.error(
                        f.span,
                        "C132",
                        "'that is also' compares coastal/inland with this land: name both",
                        "write `that is also coastal/inland`",
                    )
                filters.append({"same_as_here": "coastal"})
            elif f.kind == "did_here":  # "where you removed quake": where it happened
                if f.past in V.MOVING_PAST:
                    self.error(
                        f.span,
                        "C112",
                        f"'where you {f.past}' names no one land",
                        f"write '{f.past} to' for the lands pieces were {f.past} to",
                    )
                did: dict[str, Any] = {"past": f.past}
                if f.pieces:
                    did["pieces"] = self.pieces(f.pieces)
                out["moved_to"] = did
            elif f.kind == "moved_to":
                if f.past not in V.MOVING_PAST:
                    self.error(
                        f.span,
                        "C112",
                        f"pieces cannot be {f.past} *to* a land",
                        f"use one of: {', '.join(V.MOVING_PAST)}",
                    )
                moved: dict[str, Any] = {"past": f.past}
                if f.pieces:
                    moved["pieces"] = self.pieces(f.pieces)
                out["moved_to"] = moved
        if filters:
            out["where"] = filters
        return out

    def target_of(self, lands: A.LandSet) -> dict[str, Any]:
        """A land set as a card's ``target`` (see :func:`.targets.target_of`)."""
        return targets.target_of(self, lands)
