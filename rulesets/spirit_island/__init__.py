"""The Spirit Island ruleset: its words, grammar, engine, schemas, scenarios and pages."""
