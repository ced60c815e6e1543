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
from rulesets.spirit_island.engine.run import Run, handler, need_land, next_id, run_at, run_ops
from rulesets.spirit_island.engine.selectors import count_mode
from rulesets.spirit_island.engine.state import DIVIDERS, ELEMENTS, State
from rulesets.spirit_island.engine.tracks import cover, tracks_of
from rulesets.spirit_island.engine.exec_cards import _piles, discardable, _op_discard_card, _op_regain_card, _op_deck_top  # RELOCATED
from rulesets.spirit_island.engine.power_use import after_use, _power_used, _repeatable, offer_repeats, end_of_turn_effects  # RELOCATED
from rulesets.spirit_island.engine.exec_pieces import _op_return_presence, _op_return, _op_add_kind  # RELOCATED
from rulesets.spirit_island.engine.exec_spirit import MARKER, _op_prepare_markers, _op_discard_markers  # RELOCATED


