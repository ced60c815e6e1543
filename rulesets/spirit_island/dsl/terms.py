"""The terms of the effect language compiled to IR shapes: game words checked against the
vocabulary, counts, ``per`` queries, land sets, places and conditions (:mod:`dsl.compiler`
builds statements from these)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rulesets.spirit_island import vocabulary as V

from . import ast as A
from .errors import DslError

MAX_COUNT = 99


class TermCompiler:
    """Compiles the parts statements are made of — game words, counts, queries, land sets,
    places and conditions — and collects the errors found in them."""

    def __init__(self) -> None:
        self.errors: list[DslError] = []
        self.loop_depth = 0
        self.seen: set[str] = set()  # op names compiled so far, in text order

    def error(self, span: A.Span, code: str, message: str, hint: str | None = None) -> None:
        self.errors.append(DslError(span, code, message, hint))

    # --- words ---------------------------------------------------------------------------
    def word_in(self, word: A.Word, known: Sequence[str], code: str, what: str) -> str:
        if word.text in known:
            return word.text
        guess = V.suggest(word.text, list(known))
        self.error(
            word.span,
            code,
            f"unknown {what} {word.text!r}",
            f"did you mean {guess!r}?" if guess else f"known: {', '.join(known)}",
        )
        return word.text

    def number(self, n: int, span: A.Span) -> int:
        if n > MAX_COUNT:
            self.error(span, "C110", f"count {n} is out of bounds (at most {MAX_COUNT})")
        return n

    def pieces(self, pieces: A.Pieces, allowed: Sequence[str] = V.PIECES) -> dict[str, Any]:
        kinds: list[str] = []
        owner: str | None = None
        destroyed = False
        for piece in pieces.items:
            canon = V.canonical_piece(piece.word.text)
            if canon is None:
                guess = V.suggest(piece.word.text, list(V.PIECE_SPELLINGS))
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
        if destroyed:
            out["destroyed"] = True
        return out

    def count(self, count: A.Count) -> dict[str, Any]:
        if count.kind in ("exact", "up_to", "health"):
            assert count.n is not None
            n = self.number(count.n, count.span)
            return {"exact": {"n": n}, "up_to": {"up_to": n}, "health": {"health": n}}[count.kind]
        return {"all": True} if count.kind == "all" else {"any": True}

    def per(self, per: A.Per | None) -> dict[str, Any] | None:
        if per is None:
            return None
        out = self.query(per.query)
        if per.max is not None:
            out["max"] = per.max
        return out

    def query(self, query: A.Query) -> dict[str, Any]:
        out: dict[str, Any] = {"pieces": self.pieces(query.pieces)}
        if query.past:
            out["past"] = query.past
        if query.where is not None:
            out["in"] = "here" if query.where.lands is None else self.landset(query.where.lands)
        return out

    # --- lands and places ----------------------------------------------------------------
    def landset(self, lands: A.LandSet) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for adj in lands.adjectives:
            word = self.word_in(adj, V.LAND_ADJECTIVES, "C104", "land word")
            if word in V.TERRAINS:
                out.setdefault("terrains", []).append(word)
            elif word in ("adjacent", "other", "coastal", "inland"):
                out[word] = True
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
            elif f.kind == "same_board":
                out["same_board"] = True
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

    def place(self, place: A.Place) -> dict[str, Any]:
        if place.kind != "choice":
            return {"land": place.kind}
        assert place.lands is not None and place.quant is not None
        return {"choose": place.quant, "lands": self.landset(place.lands)}

    # --- conditions ----------------------------------------------------------------------
    def cond(self, cond: A.Cond) -> dict[str, Any]:
        if isinstance(cond, A.TargetIs):
            known = (*V.TERRAINS, "coastal", "inland")
            words = [self.word_in(w, known, "C102", "terrain") for w in cond.words]
            return {"target_is": words}
        if isinstance(cond, A.AnotherSpirit):
            return {"another_spirit": True}
        if isinstance(cond, A.Present):
            key = {">=": "at_least", "<=": "at_most", "==": "at_most"}[cond.op]
            return {"has": self.pieces(cond.pieces), key: cond.n}
        if isinstance(cond, A.Did):
            return {"did": {"past": cond.past, "pieces": self.pieces(cond.pieces)}}
        if isinstance(cond, A.Outnumber):
            return {"outnumber": [self.pieces(cond.more), self.pieces(cond.fewer)]}
        if isinstance(cond, A.SacredSites):
            return {"sacred_sites_at_least": cond.n}
        if isinstance(cond, A.Not):
            return {"not": self.cond(cond.cond)}
        return {"all": [self.cond(c) for c in cond.conds]}

    # --- statements ----------------------------------------------------------------------
