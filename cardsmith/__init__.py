"""cardsmith: a rules-content toolkit for board games.

The code installs under this one namespace while the repository keeps its folders: each
subpackage here is a link to the folder of the same name at the top of the checkout —
``cardsmith.dsl`` (the language skeleton, ``dsl/``), ``cardsmith.engine`` (the game-free engine,
``engine/``), ``cardsmith.tools`` (the pipelines and the CLI, ``tools/``) and
``cardsmith.rulesets`` (the shipped games, ``rulesets/``).
"""
