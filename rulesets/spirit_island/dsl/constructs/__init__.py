"""Spirit Island's language by construct: one module per family of constructs, each holding,
for every construct, its node class, how it is built from the parse tree (``r_<rule>`` of
``grammar.lark``), compiled to IR and written back as text (canonical or English, two styles of
one walk: :mod:`.contract`'s :class:`~.contract.Style`).

:mod:`.table` is the one table the builder, the compiler, the printer and the renderer dispatch
through (node type → its construct, grammar rule → its build function). The families:

* :mod:`.damage` — fear, damage, ``+N damage/fear``, defend;
* :mod:`.piece_verbs` — push, gather, destroy, remove, add, downgrade (``PieceAction``),
  replace, move, return, add a kind;
* :mod:`.scopes` — lasting and repeated blocks: from now on, end of turn, any number of
  times, each board, each player;
* :mod:`.modifiers` — the lasting effects (``Modifier``): one entry per modifier name;
* :mod:`.queries` — what ``per`` / ``for each`` count (pieces, lands, kinds, things of the game);
* :mod:`.places` — where a move goes (target, source, a chosen land, an off-board place);
* :mod:`.events` — what a trigger waits for;
* :mod:`.pieces` and :mod:`.lands` — the parts the others hold (pieces, land sets): no
  construct of their own, their rules are in the table's ``PARTS``.

:mod:`.style` is the two styles of one writer; :mod:`.words` holds the spellings both writers
share (actors, owners, signed amounts); :mod:`.contract` what a construct is and what its
functions see of the stages.

Families not listed yet still live in the stage modules (``ast_*``, ``builder_*``,
``compiler_*``, ``printer_*``, ``render_*``).

This package's ``__init__`` imports nothing, so node modules (``..ast`` re-exports the families'
nodes) and the table can import the families without a circle.
"""
