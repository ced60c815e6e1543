"""The Spirit Island ruleset's words: elements, terrains, pieces, actions and lasting effects.

Grammar-independent: the parser only knows sentence shapes, the compiler looks words up here.
Another ruleset (Risk Deep Space's ``vocabulary.py``, say) supplies its own module with the
same names.
"""

from __future__ import annotations

import difflib
from typing import Final

ELEMENTS: Final = ("sun", "moon", "fire", "air", "water", "earth", "plant", "animal")
TERRAINS: Final = ("mountain", "wetland", "jungle", "sands")
INVADERS: Final = ("explorer", "town", "city")
#: tokens that sit in lands (Branch & Claw, Jagged Earth, Nature Incarnate); strife sits on one
#: invader and travels with it
TOKENS: Final = ("beasts", "disease", "wilds", "badlands", "vitality", "quake")
STRIFE: Final = "strife"
#: a spirit's own piece on the island (Nature Incarnate)
INCARNA: Final = "incarna"
PIECES: Final = (
    "explorer", "town", "city", "dahan", "blight", "presence", "sacred-site",
    *TOKENS, STRIFE, INCARNA,
)  # fmt: skip
MOVABLE: Final = ("explorer", "town", "city", "dahan", "blight", "presence", *TOKENS, INCARNA)
#: pieces a spirit owns (``your presence``, ``their incarna``)
OWNED: Final = ("presence", "sacred-site", INCARNA)

HEALTH: Final = {"explorer": 1, "town": 2, "city": 3, "dahan": 2}
ATTACK: Final = {"explorer": 1, "town": 2, "city": 3, "dahan": 2}
FEAR_ON_DESTROY: Final = {"town": 1, "city": 2}
DOWNGRADE: Final = {"city": "town", "town": "explorer", "explorer": None}

#: plural and alternative spellings → canonical piece word; ``invader`` is a group
PIECE_SPELLINGS: Final = {
    "explorer": "explorer",
    "explorers": "explorer",
    "town": "town",
    "towns": "town",
    "city": "city",
    "cities": "city",
    "dahan": "dahan",
    "dahans": "dahan",
    "blight": "blight",
    "blights": "blight",
    "presence": "presence",
    "presences": "presence",
    "sacred-site": "sacred-site",
    "invader": "invader",
    "invaders": "invader",
    "beast": "beasts",
    "beasts": "beasts",
    "disease": "disease",
    "diseases": "disease",
    "wilds": "wilds",
    "wild": "wilds",
    "badlands": "badlands",
    "badland": "badlands",
    "vitality": "vitality",
    "vitalities": "vitality",
    "quake": "quake",
    "quakes": "quake",
    "strife": "strife",
    "strifes": "strife",
    "incarna": "incarna",
    "incarnas": "incarna",
    "token": "token",
    "tokens": "token",
}
#: words that stand for several piece kinds (``invader`` = explorer/town/city)
GROUPS: Final = {"invader": INVADERS, "token": (*TOKENS, STRIFE)}

#: words that may stand before ``land``/``lands``
#: ``origin``: the land the power was used from (``in the origin land``); ``marked``: the lands
#: this card marked
LAND_ADJECTIVES: Final = (
    "adjacent", "other", "coastal", "inland", "any", "origin", "marked", "lowest-numbered",
    *TERRAINS,
)  # fmt: skip
#: off-board places the language can name, with their printed names; a spirit brings one into
#: play through its record's ``places:`` (``target is endless-dark``, ``in the endless-dark``)
PLACES: Final = {
    "endless-dark": "The Endless Dark",
    "deep-slumber": 'your "Deep Slumber" track',
}
#: the land-set word only ``in each target land:`` writes (``target`` is a keyword elsewhere)
TARGETS: Final = "target"
#: what ``your powers …`` did, as the past verb of an event
POWER_VERBS: Final = {
    "add": "added",
    "remove": "removed",
    "destroy": "destroyed",
    "push": "pushed",
    "gather": "gathered",
    "move": "moved",
    "damage": "damaged",
    "replace": "replaced",
    "downgrade": "downgraded",
}
INVADER_ACTIONS: Final = ("ravage", "build", "explore", "invader")
#: the three invader actions one by one (``invader`` above stands for all three)
ACTIONS: Final = ("ravage", "build", "explore")
#: power decks; ``unique`` only names a kind of card (``forget a unique power card``)
DECKS: Final = ("minor", "major")
CARD_KINDS: Final = ("minor", "major", "unique")
#: where a spirit's power cards are (``forget a power card from your hand``)
CARD_ZONES: Final = ("hand", "discard", "play", "deck")
SPEEDS: Final = ("fast", "slow")
PAST_VERBS: Final = (
    "destroyed",
    "pushed",
    "gathered",
    "moved",
    "added",
    "removed",
    "damaged",
    "replaced",
    "downgraded",
)
#: verbs whose past tense names where pieces *went* (so "lands dahan were pushed to" makes sense)
MOVING_PAST: Final = ("pushed", "gathered", "moved", "added")

#: the closed registry of lasting effects (name → what the engine does with it, this round)
MODIFIERS: Final = {
    "health": "pieces of the given kinds have +N/-N health in the land (min. 1; `per_own`:"
    " N per strife each has, to a minimum of `min`)",
    "prevent": "the given pieces cannot be added / damaged / destroyed in the land (`by`:"
    " `ravage`, only by the ravaging invaders)",
    "range_bonus": "the spirit's powers get +N range",
    "counts_as": "the spirit's presence also counts as `other` (tokens) in every land, this round",
    "cannot_move": "the spirit's presence cannot move (push, gather, move), this round",
    "skip_for_presence": "where the scope holds (its sacred sites), the spirit may prevent each"
    " of the `actions` there by destroying `amount` of its presence in that land",
    "treat_as": "`actions` (`yours`: the spirit's, `spirits`: every spirit's) treat `pieces`"
    " (blight/tokens, or the spirit's sacred sites) as also `as` (a token, or a terrain)",
    "disease_waived": "when disease would stop a build on a board with the spirit's presence it may"
    " let the build happen (no disease removed), then `amount` fear (`disease.let_build`)",
    "card_energy": "when the spirit gains a power card (`without`: with no such element) it gains"
    " `amount` energy (`once_a_turn`: at most once each round)",
    "blight_instead": "when the spirit's powers would add blight, it may destroy `amount` of its"
    " presence (in any land) instead (decision `blight.instead`)",
    "blight_from_box": "blight added (in `lands`) may be taken from the box, not the Blight Card,"
    " for `amount` energy of the spirit each (decision `blight.from_box`)",
    "blight_spares": "blight added (`by_spirits`: by a spirit effect; in `lands`; `if` /"
    " `unless` a condition there) does not destroy `pieces` (presence; `cascade`: nor cascade)",
    "moves_with": "after an `other` piece moves out of a land with the spirit's presence, the"
    " spirit may move 1 presence along (`last`: only when none is left, any number)",
    "presence_sacred": "for the game, 1 presence of the spirit is a Sacred Site in lands"
    " matching `lands` (terrains, coastal/inland)",
    "presence_only": "the spirit's presence may be added / moved (`verbs`; push and gather"
    " move) only into lands matching `into` (a card's target)",
    "push_instead": "`pieces` (presence) in the land that would be destroyed this round may be"
    " pushed instead, by their owner",
    "range_set": "this power's range becomes N (an element threshold raising range)",
    "repeat_cards": "the spirit may repeat up to N power cards by paying their cost again",
    "reclaim_cards": "at end of turn the spirit may reclaim N played power cards",
    "make_fast": "the spirit may make N slow powers fast",
    "swap_speed": "the spirit may use N slow powers as if fast, or fast ones as if slow",
    "discard_for_forget": "a card the spirit would forget from its hand may be discarded instead",
    "damage_each_other": "before the next step, the two piece groups deal damage to each other",
    "damage_bonus_once": "one damage-dealing power of the spirit deals +N damage",
    "damage_bonus_all": "the spirit's damage-dealing powers deal +N damage",
    "share_presence": "you and the target spirit may target from each other's presence",
    "gift_card": "the spirit may give N power cards from hand to the other spirit",
    "build_adds": "build actions in the land add `pieces` instead of `other`",
    "invader_damage": "the invaders' ravage damage in the land changes by `amount` (`each`: per"
    " invader of `pieces`; `to`: only the damage to those pieces)",
    "blight_damage": "the ravage damage the land must take to get blight (2) changes by `amount`",
    "dahan_damage": "the dahan's counterattack damage in the land's ravage changes by `amount`"
    " (in total, min. 0; `each`: per dahan, min. 0 each)",
    "dahan_first": "`count` dahan of the land deal their damage before the invaders in its ravage"
    " (and not again after it)",
    "dahan_simultaneous": "dahan in the land deal their damage at the same time as the invaders",
    "disease_ignored": "disease in the land does not stop builds",
    "action_becomes": "the next `count` invader `actions` in the land are `instead`",
    "sit_out": "`count` of `pieces` do not take part in the land's ravage (deal and take none)",
    "no_heal": "`pieces` in the land do not heal damage at the end of this turn",
    "no_explore_source": "the land is not a source of invaders when exploring (its own"
    " towns/cities neither: only the Ocean or another source counts)",
    "ravage_redirect": "the land's ravage damage goes to `to` pieces in the `among` lands"
    " instead of its dahan and the land (no blight)",
    "card_stays": "when the invader cards advance, the card of `slot` stays where it is (the"
    " cards of the slot before it join it there)",
    "no_fight_back": "`pieces` (dahan) in the land do not fight back when the invaders ravage",
    "powers_spare": "the spirit's powers do not `verbs` (damaged/destroyed/removed/…) `pieces`",
    "push_into_ocean": "the spirit's pushes from coastal lands may go into the Ocean (drowning)",
    "this_speed": "this power's speed is `speed` (`may`: the player chooses)",
    "range_this": "this power has `amount` more range",
    "target_also": "this power may also target lands matching `target` (a card's target)",
    "split_damage": "this power's damage (not to each piece) may be split among the land it is"
    " dealt in and `lands` (`up_to`: at most that many of them), point by point",
    "this_ignores": "this power ignores `what`: `health_bonuses` (its damage counts base health"
    " less any reductions) or `removal_restrictions` (rules that prevent or alter removal)",
}
#: what ``this power ignores …`` may name
IGNORABLE: Final = ("health_bonuses", "removal_restrictions")
SPIRIT_MODIFIERS: Final = (
    "range_bonus",
    "counts_as",
    "cannot_move",
    "presence_only",
    "presence_sacred",
    "moves_with",
    "blight_spares",
    "blight_from_box",
    "blight_instead",
    "card_energy",
    "disease_waived",
    "treat_as",
    "skip_for_presence",
    "push_into_ocean",
    "powers_spare",
    "repeat_cards",
    "reclaim_cards",
    "make_fast",
    "swap_speed",
    "discard_for_forget",
    "damage_bonus_once",
    "damage_bonus_all",
    "share_presence",
    "gift_card",
)


def suggest(word: str, choices: tuple[str, ...] | list[str]) -> str | None:
    """The closest known word to ``word`` (for "did you mean"), or None."""
    close = difflib.get_close_matches(word.lower(), list(choices), n=1, cutoff=0.6)
    return close[0] if close else None


def canonical_piece(word: str) -> str | None:
    """``explorers`` → ``explorer``; None for an unknown word."""
    return PIECE_SPELLINGS.get(word.lower())


def expand_piece(word: str) -> tuple[str, ...]:
    """A canonical piece word to the piece kinds it covers (``invader`` → explorer/town/city)."""
    return tuple(GROUPS.get(word, (word,)))
