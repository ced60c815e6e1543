"""Every construct beyond Horizons: its concrete IR, its English close to the printed card, and
print → parse giving the same syntax tree (``rulesets/spirit_island/docs/dsl.md`` shows each with
an example)."""

from __future__ import annotations

from typing import Any

import pytest
from construct_support import check_construct, check_misuse

from cardsmith.rulesets.spirit_island.dsl import LANGUAGE

CASES: list[tuple[str, list[dict[str, Any]], str]] = [
    (
        "push 1 beasts",
        [{"op": "push", "count": {"n": 1}, "pieces": {"kinds": ["beasts"]}}],
        "Push 1 Beasts.",
    ),
    (
        "add 1 strife to town",
        [
            {
                "op": "add",
                "count": {"n": 1},
                "pieces": {"kinds": ["strife"]},
                "to": {"kinds": ["town"]},
            }
        ],
        "Add 1 Strife to a Town.",
    ),
    (
        "add 1 strife",
        [{"op": "add", "count": {"n": 1}, "pieces": {"kinds": ["strife"]}}],
        "Add 1 Strife.",
    ),
    (
        "remove 1 of your presence from the game",
        [
            {
                "op": "remove",
                "count": {"n": 1},
                "pieces": {"kinds": ["presence"], "owner": "you"},
                "from_game": True,
            }
        ],
        "Remove 1 of your Presence from the game.",
    ),
    (
        "destroy all invaders with strife",
        [
            {
                "op": "destroy",
                "count": {"all": True},
                "pieces": {"kinds": ["explorer", "town", "city"], "strifed": True},
            }
        ],
        "Destroy all Invaders with Strife.",
    ),
    ("isolate target land", [{"op": "isolate"}], "Isolate target land."),
    ("isolate", [{"op": "isolate"}], "Isolate."),
    (
        "each invader with strife deals damage to other invaders",
        [{"op": "strife_damage"}],
        "Each Invader with Strife deals Damage to other Invaders.",
    ),
    (
        "1 invader with strife deals damage to other invaders in its land",
        [{"op": "strife_damage", "count": {"n": 1}}],
        "1 Invader with Strife deals Damage to other Invaders in its land.",
    ),
    (
        "invaders do -1 damage",
        [{"op": "modifier", "name": "invader_damage", "amount": -1}],
        "Invaders do -1 Damage.",
    ),
    (
        "town/city each deal -1 damage during ravage",
        [
            {
                "op": "modifier",
                "name": "invader_damage",
                "amount": -1,
                "each": True,
                "pieces": {"kinds": ["town", "city"]},
            }
        ],
        "Towns/Cities each deal -1 Damage during Ravage.",
    ),
    (
        "dahan deal damage simultaneously with invaders",
        [{"op": "modifier", "name": "dahan_simultaneous"}],
        "Dahan deal Damage simultaneously with Invaders.",
    ),
    (
        "up to 2 explorers do not participate in ravage",
        [
            {
                "op": "modifier",
                "name": "sit_out",
                "pieces": {"kinds": ["explorer"]},
                "count": {"up_to": 2},
            }
        ],
        "Up to 2 Explorers do not participate in Ravage.",
    ),
    (
        "disease does not prevent build",
        [{"op": "modifier", "name": "disease_ignored"}],
        "Disease does not prevent Build.",
    ),
    ("invaders ravage", [{"op": "invader_action", "actions": ["ravage"]}], "Invaders Ravage."),
    (
        "then invaders build then ravage in target land",
        [{"op": "invader_action", "actions": ["build", "ravage"]}],
        "Then Invaders Build, then Ravage.",
    ),
    (
        "the next ravage becomes a build",
        [
            {
                "op": "modifier",
                "name": "action_becomes",
                "actions": ["ravage"],
                "instead": "build",
                "count": {"n": 1},
            }
        ],
        "The next Ravage becomes a Build instead.",
    ),
    (
        "this ravage becomes a build",
        [
            {
                "op": "modifier",
                "name": "action_becomes",
                "actions": ["ravage"],
                "instead": "build",
                "count": {"n": 1},
            }
        ],
        "This Ravage becomes a Build instead.",
    ),
    (
        "if the terror level is 2 or higher: 1 fear",
        [
            {
                "op": "if",
                "cond": {"terror_level": {"at_least": 2}},
                "then": [{"op": "fear", "amount": 1}],
                "else": [],
            }
        ],
        "If the Terror Level is 2 or higher, 1 Fear.",
    ),
    (
        "1 fear per 2 dahan",
        [{"op": "fear", "amount": 1, "per": {"pieces": {"kinds": ["dahan"]}, "divisor": 2}}],
        "1 Fear per 2 Dahan.",
    ),
    (
        "1 damage per invader past the first",
        [
            {
                "op": "damage",
                "amount": 1,
                "per": {"pieces": {"kinds": ["explorer", "town", "city"]}, "minus": 1},
            }
        ],
        "1 Damage per Invader past the first.",
    ),
    (
        "remove up to half (round down) of beasts",
        [{"op": "remove", "count": {"up_to_half": "down"}, "pieces": {"kinds": ["beasts"]}}],
        "Remove up to half (round down) of Beasts.",
    ),
    (
        "1 damage per fire you have",
        [{"op": "damage", "amount": 1, "per": {"elements": ["fire"]}}],
        "1 Damage per Fire you have.",
    ),
    (
        "target spirit gains 1 fire",
        [{"op": "gain_elements", "who": "target", "elements": {"fire": 1}}],
        "Target Spirit gains 1 Fire.",
    ),
    (
        "gain 1 element of your choice",
        [{"op": "gain_elements", "who": "you", "any": 1}],
        "You gain 1 Element of your choice.",
    ),
    (
        "you gain 1 fire and 1 any",
        [{"op": "gain_elements", "who": "you", "elements": {"fire": 1}, "any": 1}],
        "You gain 1 Fire and 1 Any.",
    ),
    (
        "target spirit gains a major power without forgetting",
        [{"op": "gain_card", "who": "target", "n": 1, "deck": "major", "no_forget": True}],
        "Target Spirit gains a Major Power Card without Forgetting a Power Card.",
    ),
    (
        "you may forget this power",
        [
            {
                "op": "optional",
                "who": "you",
                "then": [{"op": "forget_card", "who": "you", "this": True}],
            }
        ],
        "You may forget this Power.",
    ),
    (
        "forget a power card from your hand or your discard",
        [{"op": "forget_card", "who": "you", "n": 1, "from": ["hand", "discard"]}],
        "Forget a Power Card from your hand or your discard.",
    ),
    ("reclaim 1 card", [{"op": "reclaim", "who": "you", "count": {"n": 1}}], "Reclaim a Card."),
    (
        "play another power card now by paying its cost",
        [{"op": "play_card", "who": "you", "n": 1, "another": True, "cost": "pay"}],
        "Play another Power Card by paying its cost.",
    ),
    (
        "you may play it for free",
        [
            {
                "op": "optional",
                "who": "you",
                "then": [{"op": "play_card", "who": "you", "it": True, "cost": "free"}],
            }
        ],
        "You may play it for free.",
    ),
    (
        "take a minor power card into your discard",
        [{"op": "take_card", "who": "you", "n": 1, "deck": "minor", "to": "discard"}],
        "Take a Minor Power Card into your discard.",
    ),
    (
        "this power may be fast",
        [{"op": "modifier", "name": "this_speed", "speed": "fast", "may": True}],
        "This Power may be Fast.",
    ),
    (
        "this power has +1 range",
        [{"op": "modifier", "name": "range_this", "amount": 1}],
        "This Power has +1 Range.",
    ),
    (
        "the next time dahan would be destroyed: destroy 2 fewer dahan",
        [
            {
                "op": "trigger",
                "event": {"past": "destroyed", "pieces": {"kinds": ["dahan"]}, "would": True},
                "once": True,
                "do": [{"op": "destroy_fewer", "n": 2, "pieces": {"kinds": ["dahan"]}}],
            }
        ],
        "The next time Dahan would be Destroyed: Destroy 2 fewer Dahan.",
    ),
    (
        "when powers generate fear: defend 1 per fear",
        [
            {
                "op": "trigger",
                "event": {"kind": "fear_generated"},
                "do": [{"op": "defend", "amount": 1, "per": {"fear": True}}],
            }
        ],
        "After Powers generate Fear: Defend 1 per Fear.",
    ),
    (
        "from now on: your powers deal +1 damage",
        [
            {
                "op": "lasting",
                "until": "game",
                "do": [{"op": "modifier", "name": "damage_bonus_all", "who": "you", "amount": 1}],
            }
        ],
        "From now on: Your Damage-dealing Powers do +1 Damage.",
    ),
    (
        "after invaders/dahan moved: destroy them",
        [
            {
                "op": "trigger",
                "event": {
                    "past": "moved",
                    "pieces": {"kinds": ["explorer", "town", "city", "dahan"]},
                },
                "do": [
                    {
                        "op": "destroy",
                        "count": {"all": True},
                        "pieces": {"kinds": ["explorer", "town", "city", "dahan"], "those": True},
                    }
                ],
            }
        ],
        "After Invaders/Dahan are Moved: Destroy them.",
    ),
    (
        "1 fear per player",
        [{"op": "fear", "amount": 1, "per": {"players": True}}],
        "1 Fear per player.",
    ),
    (
        "1 fear per board with both invaders and dahan",
        [
            {
                "op": "fear",
                "amount": 1,
                "per": {
                    "boards": {
                        "where": [
                            {"has": {"kinds": ["explorer", "town", "city"]}, "at_least": 1},
                            {"has": {"kinds": ["dahan"]}, "at_least": 1},
                        ]
                    }
                },
            }
        ],
        "1 Fear per board with both Invaders and Dahan.",
    ),
    (
        "push 1 explorer per terror level",
        [
            {
                "op": "push",
                "count": {"n": 1},
                "pieces": {"kinds": ["explorer"]},
                "per": {"terror_level": True},
            }
        ],
        "Push 1 Explorer per Terror Level.",
    ),
    (
        "push 1 explorer or into the ocean",
        [{"op": "push", "count": {"n": 1}, "pieces": {"kinds": ["explorer"]}, "ocean": True}],
        "Push 1 Explorer (to an adjacent land or into the Ocean).",
    ),
    (
        "in the origin land: 1 damage",
        [
            {
                "op": "in_lands",
                "quant": "each",
                "lands": {"origin": True},
                "do": [{"op": "damage", "amount": 1}],
            }
        ],
        "In the origin land: 1 Damage.",
    ),
    (
        "move 1 dahan from origin to target",
        [
            {
                "op": "move",
                "count": {"n": 1},
                "pieces": {"kinds": ["dahan"]},
                "to": {"land": "target"},
                "from": {"land": "source"},
            }
        ],
        "Move 1 Dahan from the origin land to target land.",
    ),
    (
        "if at least 3 blight on the island: 1 fear",
        [
            {
                "op": "if",
                "cond": {"has": {"kinds": ["blight"]}, "at_least": 3, "in": {}},
                "then": [{"op": "fear", "amount": 1}],
                "else": [],
            }
        ],
        "If there are at least 3 Blight on the island, 1 Fear.",
    ),
    (
        "1 damage per blight on the island",
        [{"op": "damage", "amount": 1, "per": {"pieces": {"kinds": ["blight"]}, "in": {}}}],
        "1 Damage per Blight on the island.",
    ),
    (
        "in each land with 2 or more beasts: 1 fear",
        [
            {
                "op": "in_lands",
                "quant": "each",
                "lands": {"where": [{"has": {"kinds": ["beasts"]}, "at_least": 2}]},
                "do": [{"op": "fear", "amount": 1}],
            }
        ],
        "In each land with 2 or more Beasts: 1 Fear.",
    ),
    (
        "in each land with or adjacent to beasts: 1 fear",
        [
            {
                "op": "in_lands",
                "quant": "each",
                "lands": {"within": {"distance": 1, "of": {"kinds": ["beasts"]}}},
                "do": [{"op": "fear", "amount": 1}],
            }
        ],
        "In each land with or adjacent to Beasts: 1 Fear.",
    ),
    (
        "their powers deal +1 damage",
        [{"op": "modifier", "name": "damage_bonus_all", "who": "target", "amount": 1}],
        "Their Damage-dealing Powers do +1 Damage.",
    ),
    (
        "target spirit may repeat 1 power card with cost 1 or less by paying its cost again",
        [
            {
                "op": "modifier",
                "name": "repeat_cards",
                "count": {"n": 1},
                "max_cost": 1,
                "who": "target",
            }
        ],
        "Target Spirit may repeat a Power Card with Energy cost of 1 or less"
        " by paying its cost again.",
    ),
    (
        "push your incarna",
        [{"op": "push", "count": {"n": 1}, "pieces": {"kinds": ["incarna"], "owner": "you"}}],
        "Push your Incarna.",
    ),
    (
        "1 damage per beasts in the origin land",
        [
            {
                "op": "damage",
                "amount": 1,
                "per": {"pieces": {"kinds": ["beasts"]}, "in": {"origin": True}},
            }
        ],
        "1 Damage per Beasts in the origin land.",
    ),
    (
        "your powers may push into the ocean",
        [{"op": "modifier", "name": "push_into_ocean", "who": "you"}],
        "Your Powers may Push pieces into the Ocean, where they Drown.",
    ),
    (
        "their powers may push into the ocean",
        [{"op": "modifier", "name": "push_into_ocean", "who": "target"}],
        "Their Powers may Push pieces into the Ocean, where they Drown.",
    ),
    (
        "push 1 explorer per 2 dahan (max 3)",
        [
            {
                "op": "push",
                "count": {"n": 1},
                "pieces": {"kinds": ["explorer"]},
                "per": {"pieces": {"kinds": ["dahan"]}, "divisor": 2, "max": 3},
            }
        ],
        "Push 1 Explorer per 2 Dahan (max. 3).",
    ),
    (
        "add 2 badlands/strife",
        [{"op": "add", "count": {"n": 2}, "pieces": {"kinds": ["badlands", "strife"]}}],
        "Add 2 Badlands/Strife.",
    ),
    (
        "gather up to 2 beasts",
        [{"op": "gather", "count": {"up_to": 2}, "pieces": {"kinds": ["beasts"]}}],
        "Gather up to 2 Beasts.",
    ),
    (
        "if disease present: 1 fear",
        [
            {
                "op": "if",
                "cond": {"has": {"kinds": ["disease"]}, "at_least": 1},
                "then": [{"op": "fear", "amount": 1}],
                "else": [],
            }
        ],
        "If Disease are present, 1 Fear.",
    ),
    (
        "in each adjacent land with wilds: 1 damage",
        [
            {
                "op": "in_lands",
                "quant": "each",
                "lands": {
                    "adjacent": True,
                    "where": [{"has": {"kinds": ["wilds"]}, "at_least": 1}],
                },
                "do": [{"op": "damage", "amount": 1}],
            }
        ],
        "In each adjacent land with Wilds: 1 Damage.",
    ),
    (
        "for each strife: 1 fear",
        [
            {
                "op": "for_each",
                "query": {"pieces": {"kinds": ["strife"]}},
                "do": [{"op": "fear", "amount": 1}],
            }
        ],
        "For each Strife: 1 Fear.",
    ),
    (
        "remove all damaged invaders",
        [
            {
                "op": "remove",
                "count": {"all": True},
                "pieces": {"kinds": ["explorer", "town", "city"], "damaged": True},
            }
        ],
        "Remove all Damaged Invaders.",
    ),
    (
        "after beasts added: 1 fear",
        [
            {
                "op": "trigger",
                "event": {"past": "added", "pieces": {"kinds": ["beasts"]}},
                "do": [{"op": "fear", "amount": 1}],
            }
        ],
        "After Beasts are Added: 1 Fear.",
    ),
    (
        "the next time dahan would be destroyed in target land: destroy 2 fewer dahan",
        [
            {
                "op": "trigger",
                "event": {"past": "destroyed", "pieces": {"kinds": ["dahan"]}, "would": True},
                "once": True,
                "do": [{"op": "destroy_fewer", "n": 2, "pieces": {"kinds": ["dahan"]}}],
            }
        ],
        "The next time Dahan would be Destroyed: Destroy 2 fewer Dahan.",
    ),
    (
        "replace 1 explorer with 1 beasts",
        [
            {
                "op": "replace",
                "count": {"n": 1},
                "pieces": {"kinds": ["explorer"]},
                "with": {"n": 1, "pieces": {"kinds": ["beasts"]}},
            }
        ],
        "Replace 1 Explorer with 1 Beasts.",
    ),
    (
        "add 1 vitality",
        [{"op": "add", "count": {"n": 1}, "pieces": {"kinds": ["vitality"]}}],
        "Add 1 Vitality.",
    ),
    (
        "push up to 3 quake",
        [{"op": "push", "count": {"up_to": 3}, "pieces": {"kinds": ["quake"]}}],
        "Push up to 3 Quake.",
    ),
    (
        "target spirit may forget a power card",
        [
            {
                "op": "optional",
                "who": "target",
                "then": [{"op": "forget_card", "who": "target", "n": 1}],
            }
        ],
        "Target Spirit may forget a Power Card.",
    ),
    (
        "gain 1 fire and 1 water",
        [{"op": "gain_elements", "who": "you", "elements": {"fire": 1, "water": 1}}],
        "You gain 1 Fire and 1 Water.",
    ),
    (
        "if terror level is 1: 3 fear",
        [
            {
                "op": "if",
                "cond": {"terror_level": {"exactly": 1}},
                "then": [{"op": "fear", "amount": 3}],
                "else": [],
            }
        ],
        "If the Terror Level is 1, 3 Fear.",
    ),
    (
        "if terror level is 2 or lower: 1 fear",
        [
            {
                "op": "if",
                "cond": {"terror_level": {"at_most": 2}},
                "then": [{"op": "fear", "amount": 1}],
                "else": [],
            }
        ],
        "If the Terror Level is 2 or lower, 1 Fear.",
    ),
    (
        "each player: in one land: isolate",
        [
            {
                "op": "each_player",
                "do": [{"op": "in_lands", "quant": "one", "lands": {}, "do": [{"op": "isolate"}]}],
            }
        ],
        "Each player: In one land: Isolate.",
    ),
    ("pay 2 energy", [{"op": "pay", "energy": 2}], "Pay 2 Energy."),
    (
        "pay 2 presence from your tracks",
        [{"op": "pay", "presence": 2, "from": "tracks"}],
        "Pay 2 Presence from your Presence Tracks.",
    ),
    ("mark target land", [{"op": "mark"}], "Mark target land."),
    (
        "in each marked land: 1 fear",
        [
            {
                "op": "in_lands",
                "quant": "each",
                "lands": {"marked": True},
                "do": [{"op": "fear", "amount": 1}],
            }
        ],
        "In each marked land: 1 Fear.",
    ),
    (
        "cost to use: pay 1 energy",
        [{"op": "cost", "do": [{"op": "pay", "energy": 1}]}],
        "Cost to Use: Pay 1 Energy.",
    ),
    (
        "on each board: remove 1 town",
        [
            {
                "op": "each_board",
                "do": [{"op": "remove", "count": {"n": 1}, "pieces": {"kinds": ["town"]}}],
            }
        ],
        "On Each Board: Remove 1 Town.",
    ),
    (
        "after your powers add strife: add 1 strife",
        [
            {
                "op": "trigger",
                "event": {"past": "added", "pieces": {"kinds": ["strife"]}, "by": "you"},
                "do": [{"op": "add", "count": {"n": 1}, "pieces": {"kinds": ["strife"]}}],
            }
        ],
        "After one of your Powers Adds Strife: Add 1 Strife.",
    ),
    (
        "after you create a sacred site: push all dahan",
        [
            {
                "op": "trigger",
                "event": {"kind": "sacred_site_created"},
                "do": [{"op": "push", "count": {"all": True}, "pieces": {"kinds": ["dahan"]}}],
            }
        ],
        "After you create a Sacred Site: Push all Dahan.",
    ),
    (
        "after your presence destroyed: 1 damage",
        [
            {
                "op": "trigger",
                "event": {"past": "destroyed", "pieces": {"kinds": ["presence"], "owner": "you"}},
                "do": [{"op": "damage", "amount": 1}],
            }
        ],
        "After your Presence are Destroyed: 1 Damage.",
    ),
    (
        "on each board: in one land matching a ravage card: remove 1 explorer",
        [
            {
                "op": "each_board",
                "do": [
                    {
                        "op": "in_lands",
                        "quant": "one",
                        "lands": {"where": [{"matches_card": "ravage"}]},
                        "do": [
                            {"op": "remove", "count": {"n": 1}, "pieces": {"kinds": ["explorer"]}}
                        ],
                    }
                ],
            }
        ],
        "On Each Board: In one land matching a Ravage Card: Remove 1 Explorer.",
    ),
    (
        "cost to use: remove 1 of their destroyed presence from the game",
        [
            {
                "op": "cost",
                "do": [
                    {
                        "op": "remove",
                        "count": {"n": 1},
                        "pieces": {"kinds": ["presence"], "owner": "target", "destroyed": True},
                        "from_game": True,
                    }
                ],
            }
        ],
        "Cost to Use: Remove 1 of their Destroyed Presence from the game.",
    ),
    (
        "each player: in one land not matching a build card: push up to 1 explorer/town",
        [
            {
                "op": "each_player",
                "do": [
                    {
                        "op": "in_lands",
                        "quant": "one",
                        "lands": {"where": [{"not": {"matches_card": "build"}}]},
                        "do": [
                            {
                                "op": "push",
                                "count": {"up_to": 1},
                                "pieces": {"kinds": ["explorer", "town"]},
                            }
                        ],
                    }
                ],
            }
        ],
        "Each player: In one land not matching a Build Card: Push up to 1 Explorer/Town.",
    ),
    (
        "invaders do not heal damage",
        [{"op": "modifier", "name": "no_heal", "pieces": {"kinds": ["explorer", "town", "city"]}}],
        "Invaders do not heal Damage at the end of this turn.",
    ),
    (
        "abduct 1 explorer",
        [{"op": "abduct", "count": {"n": 1}, "pieces": {"kinds": ["explorer"]}}],
        "Abduct 1 Explorer.",
    ),
    (
        "abduct up to 2 of your presence",
        [
            {
                "op": "abduct",
                "count": {"up_to": 2},
                "pieces": {"kinds": ["presence"], "owner": "you"},
            }
        ],
        "Abduct up to 2 of your Presence.",
    ),
    (
        "empower your incarna",
        [{"op": "empower", "pieces": {"kinds": ["incarna"], "owner": "you"}}],
        "Empower your Incarna.",
    ),
    (
        "if exactly 1 invader present: abduct 1 invader",
        [
            {
                "op": "if",
                "cond": {
                    "has": {"kinds": ["explorer", "town", "city"]},
                    "at_least": 1,
                    "at_most": 1,
                },
                "then": [
                    {
                        "op": "abduct",
                        "count": {"n": 1},
                        "pieces": {"kinds": ["explorer", "town", "city"]},
                    }
                ],
                "else": [],
            }
        ],
        "If exactly 1 Invader is present, Abduct 1 Invader.",
    ),
    (
        "target spirit may repeat 1 power card with cost 1 or less for free",
        [
            {
                "op": "modifier",
                "name": "repeat_cards",
                "count": {"n": 1},
                "max_cost": 1,
                "free": True,
                "who": "target",
            }
        ],
        "Target Spirit may repeat a Power Card with Energy cost of 1 or less"
        " without paying its cost.",
    ),
    (
        "in each target land: 4 damage",
        [
            {
                "op": "in_lands",
                "quant": "each",
                "lands": {"targets": True},
                "do": [{"op": "damage", "amount": 4}],
            }
        ],
        "In each target land: 4 Damage.",
    ),
    (
        "6 damage among adjacent lands to town/city only",
        [
            {
                "op": "damage",
                "amount": 6,
                "among": {"adjacent": True},
                "to": {"kinds": ["town", "city"]},
            }
        ],
        "6 Damage among adjacent lands to Town/City only.",
    ),
    (
        "your powers do not damage or destroy dahan",
        [
            {
                "op": "modifier",
                "name": "powers_spare",
                "who": "you",
                "pieces": {"kinds": ["dahan"]},
                "verbs": ["damaged", "destroyed"],
            }
        ],
        "Your Powers don't Damage or Destroy Dahan.",
    ),
    (
        "all dahan deal damage before invaders during ravage",
        [{"op": "modifier", "name": "dahan_first", "count": {"all": True}}],
        "All Dahan deal Damage before Invaders during Ravages.",
    ),
    (
        "blight added in lands with your presence may come from the box for 2 energy each",
        [
            {
                "op": "modifier",
                "name": "blight_from_box",
                "amount": 2,
                "lands": {"land": ["presence"]},
                "who": "you",
            }
        ],
        "Blight added in lands with your Presence may be taken from the box instead of the"
        " Blight Card, for 2 Energy each.",
    ),
    (
        "your powers may destroy 1 of your presence instead of adding blight",
        [{"op": "modifier", "name": "blight_instead", "who": "you", "amount": 1}],
        "When your Powers would Add Blight, you may Destroy 1 of your Presence instead (there or"
        " elsewhere).",
    ),
    (
        "you gain 1 energy when you gain a power card without fire, once a turn",
        [
            {
                "op": "modifier",
                "name": "card_energy",
                "who": "you",
                "amount": 1,
                "without": "fire",
                "once_a_turn": True,
            }
        ],
        "Once a turn, when you Gain a Power Card without Fire, gain 1 Energy.",
    ),
    (
        "after you grow: 1 fear",
        [
            {
                "op": "trigger",
                "event": {"kind": "growth_done"},
                "do": [{"op": "fear", "amount": 1}],
            }
        ],
        "After your Growth in the Spirit Phase: 1 Fear.",
    ),
    (
        "disease on boards with your presence may let build happen for 1 fear",
        [{"op": "modifier", "name": "disease_waived", "who": "you", "amount": 1}],
        "When Disease would prevent a Build on a board with your Presence, you may let the Build"
        " happen (removing no Disease). If you do, 1 Fear.",
    ),
    (
        "after your powers destroy 1 or more dahan: if you have at least 1 energy: pay 1 energy",
        [
            {
                "op": "trigger",
                "event": {
                    "past": "destroyed",
                    "pieces": {"kinds": ["dahan"]},
                    "by": "you",
                    "per_action": True,
                },
                "do": [
                    {
                        "op": "if",
                        "cond": {"count": {"energy": "you"}, "at_least": 1},
                        "then": [{"op": "pay", "energy": 1}],
                        "else": [],
                    }
                ],
            }
        ],
        "After one of your Powers Destroys 1 or more Dahan: If you have at least 1 Energy, Pay 1"
        " Energy.",
    ),
    (
        "dahan deal -1 damage",
        [{"op": "modifier", "name": "dahan_damage", "amount": -1}],
        "Dahan deal -1 Damage.",
    ),
    (
        "dahan each deal -1 damage",
        [{"op": "modifier", "name": "dahan_damage", "amount": -1, "each": True}],
        "Dahan each deal -1 Damage.",
    ),
    (
        "add 1 blight per 2 fire showing on your presence tracks (max 1)",
        [
            {
                "op": "add",
                "count": {"n": 1},
                "pieces": {"kinds": ["blight"]},
                "per": {"track_elements": ["fire"], "divisor": 2, "max": 1},
            }
        ],
        "Add 1 Blight per 2 Fire showing on your Presence Tracks (max. 1).",
    ),
]


@pytest.mark.parametrize(("text", "ir", "english"), CASES, ids=[c[0] for c in CASES])
def test_construct(text: str, ir: list[dict[str, Any]], english: str) -> None:
    check_construct(text, ir, english)


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("push explorers", "C114"),
        ("destroy them", "C115"),
        ("this power may be quick", "C116"),
        ("add 1 beasts to town", "C109"),
        ("destroy 1 dahan with strife", "C109"),
        ("each invader deals damage to other invaders", "C109"),
        ("explorers deal damage simultaneously", "C109"),
        ("invaders ravige", "C105"),
        ("the next ravage becomes a bild", "C105"),
        ("target spirit gains 1 fyre", "C103"),
        ("1 damage per fyre showing on your presence tracks", "C103"),
        ("dahan each deal -1 damage per damage they have taken", "C109"),
        ("beasts on boards with your presence may let build happen for 1 fear", "C109"),
        ("you gain 1 energy when you gain a power card without fyre", "C103"),
        ("dahan added may come from the box for 2 energy each", "C109"),
        ("1 town deals damage before invaders during ravage", "C109"),
        ("your powers do not destroy dahn", "C101"),
        ("dahan deal -1 damage to town", "C109"),
        ("forget a power card from your pocket", "C106"),
        ("if terror level is 5: 1 fear", "C110"),
        ("push 1 beests", "C101"),
    ],
)
def test_construct_errors(text: str, code: str) -> None:
    check_misuse(text, code)


def test_their_powers_are_the_target_spirits() -> None:
    ops, _ = LANGUAGE.compile_text("their powers deal +1 damage")
    assert ops == [{"op": "modifier", "name": "damage_bonus_all", "who": "target", "amount": 1}]
    ops, _ = LANGUAGE.compile_text("your powers deal +1 damage")
    assert ops == [{"op": "modifier", "name": "damage_bonus_all", "who": "you", "amount": 1}]


def test_them_is_the_triggering_event_pieces() -> None:
    ops, _ = LANGUAGE.compile_text("after town/city destroyed: push them")
    assert ops is not None
    (body,) = ops[0]["do"]
    assert body["pieces"] == {"kinds": ["town", "city"], "those": True}
    assert body["count"] == {"all": True}


def test_a_card_verb_inside_may_belongs_to_its_spirit() -> None:
    ops, _ = LANGUAGE.compile_text("target spirit may: reclaim 1 card; play it by paying its cost")
    assert ops is not None
    assert [op["who"] for op in ops[0]["then"]] == ["target", "target"]
