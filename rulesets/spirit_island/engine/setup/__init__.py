"""Setting a game up: :mod:`.game` (boards, starting pieces, fear and invader decks),
:mod:`.spirit` (a spirit's setup on its starting board), :mod:`.from_pack` (a game from pack
records)."""
