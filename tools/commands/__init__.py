"""CLI command modules: every module here is imported by tools.cli and registers commands."""
