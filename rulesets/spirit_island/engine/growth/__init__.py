"""The Spirit Phase's growth and Gain Energy: :mod:`.options` (growth options, which ones a
spirit may pick, Gain Energy), :mod:`.actions` (the growth actions, one handler each),
:mod:`.lands` (where growth puts things), :mod:`.pieces` (presence in the Ocean, the incarna),
:mod:`.resources` (energy, cards, elements, Time)."""
