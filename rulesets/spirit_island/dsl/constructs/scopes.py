"""Lasting and repeated blocks: ``from now on: …``, ``at end of turn [after discarding]: …``,
``any number of times: …``, ``on each board: …``, ``each player: …`` — the rules
``lasting_stmt``, ``end_of_turn_stmt``, ``any_times_stmt``, ``each_board_stmt`` and
``each_player_stmt`` of ``rulesets/spirit_island/grammar.lark``. Each is a header and a body:
the writer gives the header, the style lays the block out (an indented block or a sentence)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from cardsmith.dsl.ast import NOWHERE, Node, Span, Stmt
from cardsmith.dsl.ir import Op

from .contract import Compiling, Construct, Writing
from .costs import CostToUse
from .pieces import Pieces, write_pieces

# --- nodes -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class FromNowOn(Node):
    """``from now on: ...`` — the body's lasting effects last for the rest of the game."""

    body: tuple[Stmt, ...]
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class EndOfTurn(Node):
    """``at end of turn [after discarding]: …`` — the body runs in Time Passes, after the
    played cards are discarded (this round only)."""

    body: tuple[Stmt, ...]
    after_discarding: bool = False
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class AnyTimes(Node):
    """``any number of times: cost to use: …; repeat``: the body again and again, as long as
    the player wants and its cost is paid (the power's repeat inside it each time)."""

    body: tuple[Stmt, ...]
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class BoardFilter(Node):
    """``with PIECES`` / ``with no PIECES`` after ``on each board``: the boards holding some
    (or none) of those pieces, summed over their lands."""

    pieces: Pieces
    present: bool = True
    span: Span = field(default=NOWHERE, compare=False)
    #: ``with N or more PIECES``: at least that many (1: any)
    at_least: int = 1


@dataclass(frozen=True)
class EachBoard(Node):
    """``on each board [with [no] PIECES]: ...`` (fear cards, events): the body once per
    island board (those holding the pieces, or none of them)."""

    body: tuple[Stmt, ...]
    span: Span = field(default=NOWHERE, compare=False)
    only: BoardFilter | None = None


@dataclass(frozen=True)
class EachPlayer(Node):
    body: tuple[Stmt, ...]
    span: Span = field(default=NOWHERE, compare=False)


# --- build, compile, write -------------------------------------------------------------------


def build_from_now_on(span: Span, ch: list[Any]) -> FromNowOn:
    return FromNowOn(ch[0], span)


def compile_from_now_on(c: Compiling, s: FromNowOn) -> Op:
    return {"op": "lasting", "until": "game", "do": c.seq(s.body)}


def write_from_now_on(w: Writing, s: FromNowOn, depth: int = 0) -> Any:
    return w.block(w.style.head("from now on"), s.body, depth)


def build_end_of_turn(span: Span, ch: list[Any]) -> EndOfTurn:
    return EndOfTurn(ch[1], ch[0] is not None, span)


def compile_end_of_turn(c: Compiling, s: EndOfTurn) -> Op:
    return {"op": "trigger", "event": {"kind": "end_of_turn"}, "do": c.seq(s.body)}


def write_end_of_turn(w: Writing, s: EndOfTurn, depth: int = 0) -> Any:
    after = " after discarding" if s.after_discarding else ""
    return w.block(w.style.head(f"at end of turn{after}"), s.body, depth)


def build_any_times(span: Span, ch: list[Any]) -> AnyTimes:
    return AnyTimes(ch[-1], span)


def compile_any_times(c: Compiling, s: AnyTimes) -> Op:
    if not any(isinstance(x, CostToUse) for x in s.body):
        c.error(s.span, "C109", "'any number of times' needs a cost in its body")
    return {"op": "any_times", "do": c.seq(s.body)}


def write_any_times(w: Writing, s: AnyTimes, depth: int = 0) -> Any:
    return w.block(w.style.head("any number of times"), s.body, depth)


def build_each_board(span: Span, ch: list[Any]) -> EachBoard:
    only = next((x for x in ch if isinstance(x, BoardFilter)), None)
    return EachBoard(ch[-1], span, only)


def build_board_filter(present: bool) -> Any:
    def build(span: Span, ch: list[Any]) -> BoardFilter:
        return BoardFilter(ch[0], present, span)

    return build


def build_board_with_n(span: Span, ch: list[Any]) -> BoardFilter:
    n = next(int(x) for x in ch if not isinstance(x, Pieces) and str(x).isdigit())
    pieces = next(x for x in ch if isinstance(x, Pieces))
    return BoardFilter(pieces, True, span, at_least=n)


def compile_each_board(c: Compiling, s: EachBoard) -> Op:
    op: Op = {"op": "each_board", "do": c.loop(s.body)}
    if s.only is not None:
        op["boards"] = {"pieces": c.pieces(s.only.pieces), "present": s.only.present}
        if s.only.at_least > 1:
            op["boards"]["at_least"] = s.only.at_least
    return op


def write_each_board(w: Writing, s: EachBoard, depth: int = 0) -> Any:
    head = w.style.pick("on each board", "On Each Board")
    if s.only is not None:
        no = "" if s.only.present else "no "
        many = f"{s.only.at_least} or more " if s.only.at_least > 1 else ""
        head += f" with {no}{many}{write_pieces(w.style, s.only.pieces, True)}"
    return w.block(head, s.body, depth)


def build_each_player(span: Span, ch: list[Any]) -> EachPlayer:
    return EachPlayer(ch[0], span)


def compile_each_player(c: Compiling, s: EachPlayer) -> Op:
    return {"op": "each_player", "do": c.loop(s.body)}


def write_each_player(w: Writing, s: EachPlayer, depth: int = 0) -> Any:
    return w.block(w.style.head("each player"), s.body, depth)


CONSTRUCTS = (
    Construct(
        FromNowOn,
        "stmt",
        compile_from_now_on,
        write_from_now_on,
        {"lasting_stmt": build_from_now_on},
        block=True,
    ),
    Construct(
        EndOfTurn,
        "stmt",
        compile_end_of_turn,
        write_end_of_turn,
        {"end_of_turn_stmt": build_end_of_turn},
        block=True,
    ),
    Construct(
        AnyTimes,
        "stmt",
        compile_any_times,
        write_any_times,
        {"any_times_stmt": build_any_times},
        block=True,
    ),
    Construct(
        EachBoard,
        "stmt",
        compile_each_board,
        write_each_board,
        {
            "each_board_stmt": build_each_board,
            "board_with_some": build_board_filter(True),
            "board_with_none": build_board_filter(False),
            "board_with_n": build_board_with_n,
        },
        block=True,
    ),
    Construct(
        EachPlayer,
        "stmt",
        compile_each_player,
        write_each_player,
        {"each_player_stmt": build_each_player},
        block=True,
    ),
)
