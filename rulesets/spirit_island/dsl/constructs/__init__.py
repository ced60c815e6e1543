"""Spirit Island's language by construct: one module per family of constructs, each holding,
for every construct, its node class, how it is built from the parse tree (``r_<rule>`` of
``grammar.lark``), compiled to IR and written back as text (canonical or English, two styles of
one walk: :mod:`.contract`'s :class:`~.contract.Style`).

:mod:`.table` is the one table the builder, the compiler, the printer and the renderer dispatch
through (node type → its construct, grammar rule → its build function). The families:

* :mod:`.damage` — fear, damage, ``+N damage/fear``, defend;
* :mod:`.piece_verbs` — push, gather, destroy, remove, add, downgrade (``PieceAction``),
  replace, move, return, add a kind, the setup pieces, escape, empower;
* :mod:`.land_effects` — mark a land, a land ceases to exist;
* :mod:`.invaders` — the Invaders' actions and what changes them (isolate, strife damage,
  ravage changes, extra / changed / skipped actions, the Invader cards);
* :mod:`.conditions` — ``if …``: the target, pieces present, what this power did, the game;
* :mod:`.gains` — what a spirit gains (energy, power cards, elements), the chosen spirit;
* :mod:`.cards` — power cards (forget, reclaim, play, take, regain, discard), element
  markers, the top of a deck;
* :mod:`.powers` — what this power is (speed, range, more targets, ignores, split damage);
* :mod:`.costs` — pay, cost to use, joint pay;
* :mod:`.blocks` — in lands, at sacred sites, a chosen spirit, the next time;
* :mod:`.thresholds` — element thresholds, and how a power card's threshold and an innate
  power's levels fold into one unit;
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

Not a construct: pay-or-discard (its node in ``..ast``, its functions in the stages' classes,
beside the core's ``may`` it reads like), and the house style of the core's ``may``,
``repeat``, ``not``, ``after`` and ``for each``. The stages' own modules (``..terms``,
``..printer_terms``, ``..render_terms``) are what the constructs see of them
(:mod:`.contract`).

This package's ``__init__`` imports nothing, so node modules (``..ast`` re-exports the families'
nodes) and the table can import the families without a circle.
"""
