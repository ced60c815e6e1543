"""Scenario tests: board before → action → board after, run on the pack's ruleset engine."""
