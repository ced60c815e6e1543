"""The rulesets shipped with cardsmith: one package per game, found through the
``cardsmith.rulesets`` entry-point group (see ``docs/writing-a-ruleset.md``)."""
