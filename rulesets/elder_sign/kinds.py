"""The content kinds of Elder Sign (``RULESET.kinds``): one folder of the pack each."""

from __future__ import annotations

from cardsmith.rulesets.elder_sign import content as K
from cardsmith.tools.ruleset import ContentKind

KINDS = (
    ContentKind(name=K.ADVENTURE, schema="adventure.schema.json", folders=("adventures",),
                plural="adventures", title="Adventures", named=True,
                summary=("trophies", "ordered")),
    ContentKind(name=K.OTHER_WORLD, schema="other-world.schema.json", folders=("other-worlds",),
                plural="other worlds", title="Other Worlds", named=True,
                aliases=("world",), summary=("trophies",)),
    ContentKind(name=K.MYTHOS, schema="mythos.schema.json", folders=("mythos",),
                plural="mythos cards", title="Mythos cards", named=True),
    ContentKind(name=K.ITEM, schema="item.schema.json", folders=("items",),
                plural="items", title="Items", named=True, summary=("rarity",)),
    ContentKind(name=K.SPELL, schema="spell.schema.json", folders=("spells",),
                plural="spells", title="Spells", named=True),
    ContentKind(name=K.ALLY, schema="ally.schema.json", folders=("allies",),
                plural="allies", title="Allies", named=True, summary=("power",)),
    ContentKind(name=K.INVESTIGATOR, schema="investigator.schema.json",
                folders=("investigators",), plural="investigators", title="Investigators",
                named=True, summary=("health", "sanity", "power")),
    ContentKind(name=K.MONSTER, schema="monster.schema.json", folders=("monsters",),
                plural="monsters", title="Monsters", named=True, summary=("trophies",)),
    ContentKind(name=K.ANCIENT_ONE, schema="ancient-one.schema.json", folders=("ancient-ones",),
                plural="Ancient Ones", title="Ancient One", named=True,
                summary=("doom", "elder_signs")),
)
