"""Authoring aids: ``fmt``, ``new`` scaffolds, ``explain``, the highlighter, tested doc examples."""
