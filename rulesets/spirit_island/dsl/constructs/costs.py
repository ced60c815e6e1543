"""A power's costs: ``pay 2 energy`` / ``pay 1 time per player`` / ``pay 1 presence from your
tracks``, ``cost to use: …`` and ``spirits may jointly pay 3 energy per player [aided by
removing …]: …`` — the rules ``pay_energy``, ``pay_any_energy``, ``pay_jointly``, ``pay_time``,
``pay_presence``, ``cost_stmt``, ``joint_pay_stmt`` and ``pay_aid`` of
``rulesets/spirit_island/grammar.lark`` (``may pay N energy: …`` is the core's ``may``)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from cardsmith.dsl.ast import NOWHERE, Node, Per, Span, Stmt
from cardsmith.dsl.ir import Op
from cardsmith.rulesets.spirit_island import vocabulary as V

from .contract import Compiling, Construct, Writing, with_per
from .pieces import Pieces, bare, write_pieces


@dataclass(frozen=True)
class Pay(Node):
    """``pay 2 energy`` / ``pay 1 presence from your tracks`` (a cost)."""

    what: Literal["energy", "presence", "time"]
    n: int
    tracks: bool = False
    span: Span = field(default=NOWHERE, compare=False)
    any: bool = False  # "pay any amount of energy" (at least 1; ``per energy paid``)
    per: Per | None = None  # "pay 1 time per player"
    jointly: bool = False  # "spirits jointly pay 1 energy per player": every spirit may chip in


def compile_pay(c: Compiling, s: Pay) -> Op:
    op: Op = {"op": "pay", s.what: c.number(s.n, s.span)}
    if s.any:
        op["any"] = True  # any amount, ``energy`` the least
    if s.tracks:
        op["from"] = "tracks"
    if s.jointly:
        op["jointly"] = True
    return with_per(op, c.per(s.per))


def write_pay(w: Writing, s: Pay) -> str:
    if not w.style.english:
        if s.any:
            return "pay any amount of energy"
        tracks = " from your tracks" if s.tracks else ""
        joint = "spirits jointly " if s.jointly else ""
        return f"{joint}pay {s.n} {s.what}{tracks}{w.per(s.per)}"
    if s.what == "energy" and s.any:
        return "Pay any amount of Energy (min. 1)."
    if s.what == "energy" and s.jointly:
        return f"Spirits jointly pay {s.n} Energy{w.per(s.per)}."
    if s.what == "energy":
        return f"Pay {s.n} Energy."
    if s.what == "time":
        return f"Pay {s.n} Time{w.per(s.per)}."
    return f"Pay {s.n} Presence" + (" from your Presence Tracks." if s.tracks else ".")


@dataclass(frozen=True)
class CostToUse(Node):
    """``cost to use: ...`` — paid before the power resolves; a power whose cost cannot be paid
    does nothing."""

    body: tuple[Stmt, ...]
    span: Span = field(default=NOWHERE, compare=False)


def compile_cost_to_use(c: Compiling, s: CostToUse) -> Op:
    return {"op": "cost", "do": c.seq(s.body)}


def write_cost_to_use(w: Writing, s: CostToUse, depth: int = 0) -> Any:
    return w.block(w.style.pick("cost to use", "Cost to Use"), s.body, depth)


@dataclass(frozen=True)
class JointPay(Node):
    """``spirits may jointly pay 3 energy per player [aided by removing disease from the island
    for 3 energy each]: …``: the body if the spirits together pay (each removed piece worth
    ``worth`` Energy)."""

    n: int
    per: Per | None
    aid: Pieces | None
    worth: int
    body: tuple[Stmt, ...]
    span: Span = field(default=NOWHERE, compare=False)


def build_joint_pay(span: Span, ch: list[Any]) -> JointPay:
    aid = ch[2]
    pieces, worth = (aid[0], aid[1]) if aid is not None else (None, 0)
    return JointPay(int(ch[0]), ch[1], pieces, worth, ch[3], span)


def compile_joint_pay(c: Compiling, s: JointPay) -> Op:
    op: Op = {"op": "joint_optional", "energy": c.number(s.n, s.span)}
    op["do"] = c.seq(s.body)
    if s.aid is not None:
        op["aid"] = {"pieces": c.pieces(s.aid, V.TOKENS), "worth": s.worth}
    return with_per(op, c.per(s.per))


def write_joint_pay(w: Writing, s: JointPay, depth: int = 0) -> Any:
    if not w.style.english:
        head = f"spirits may jointly pay {s.n} energy{w.per(s.per)}"
        if s.aid is not None:
            head += f" aided by removing {bare(s.aid)} from the island for {s.worth} energy each"
        return w.block(head, s.body, depth)
    aid = ""
    if s.aid is not None:
        aid = f" (aided by removing {write_pieces(w.style, s.aid)} from the island"
        aid += f" for {s.worth} Energy each)"
    return w.block(f"Spirits may jointly spend {s.n} Energy{w.per(s.per)}{aid}", s.body, depth)


CONSTRUCTS = (
    Construct(
        Pay,
        "stmt",
        compile_pay,
        write_pay,
        {
            "pay_energy": lambda span, ch: Pay("energy", int(ch[0]), False, span),
            "pay_any_energy": lambda span, ch: Pay("energy", 1, False, span, any=True),
            "pay_jointly": lambda span, ch: Pay(
                "energy", int(ch[0]), False, span, per=ch[1], jointly=True
            ),
            "pay_time": lambda span, ch: Pay("time", int(ch[0]), False, span, per=ch[1]),
            "pay_presence": lambda span, ch: Pay("presence", int(ch[0]), ch[1] is not None, span),
        },
    ),
    Construct(
        CostToUse,
        "stmt",
        compile_cost_to_use,
        write_cost_to_use,
        {"cost_stmt": lambda span, ch: CostToUse(ch[0], span)},
        block=True,
    ),
    Construct(
        JointPay,
        "stmt",
        compile_joint_pay,
        write_joint_pay,
        {"joint_pay_stmt": build_joint_pay, "pay_aid": lambda span, ch: (ch[0], int(ch[1]))},
        block=True,
    ),
)
