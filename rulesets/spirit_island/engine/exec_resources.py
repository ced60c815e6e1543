"""Handlers of the card-handling operations beyond :mod:`.exec_cards`: ``discard_card`` (from
hand), ``regain_card`` (a card the spirit forgot) and ``deck_top`` (the top card of a deck,
discarded or turned face-up), registered into :data:`.run.OPS`.

==================  ==========================================================================
``discard.card``    the card to discard (from the ``from`` places; default the hand)
``regain.card``     the forgotten card to gain back (into the hand)
==================  ==========================================================================
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from dsl.ir import Op
from engine.choices import ChoiceProvider, decide
from rulesets.spirit_island.engine.cards import CARD_PLACES
from rulesets.spirit_island.engine.exec_cards import (  # RELOCATED
    _op_deck_top,
    _op_discard_card,
    _op_regain_card,
    _piles,
    discardable,
)
from rulesets.spirit_island.engine.exec_pieces import (  # RELOCATED
    _op_add_kind,
    _op_return,
    _op_return_presence,
)
from rulesets.spirit_island.engine.exec_spirit import (  # RELOCATED
    MARKER,
    _op_discard_markers,
    _op_prepare_markers,
)
from rulesets.spirit_island.engine.power_use import (  # RELOCATED
    _power_used,
    _repeatable,
    after_use,
    end_of_turn_effects,
    offer_repeats,
)
from rulesets.spirit_island.engine.run import Handler, Run, need_land, next_id, run_at, run_ops
from rulesets.spirit_island.engine.selectors import count_mode
from rulesets.spirit_island.engine.state import DIVIDERS, ELEMENTS, State
from rulesets.spirit_island.engine.tracks import cover, tracks_of


