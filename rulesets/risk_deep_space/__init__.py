"""Risk Deep Space: the second ruleset (a competitive 2–4 player game of dice, gems and ore
on a galaxy map). Rules as implemented: ``RULES.md``; engine: ``engine/``.

Not registered yet: the ``RULESET`` object (language, content kinds, scenarios, pages,
simulator hooks) is wired once the core's plug-in interface is complete.
"""
