"""Setting a game up: :mod:`.game` (boards, starting pieces, the fear and invader decks, the
invaders' first turn), :mod:`.special_rules` (a spirit's permanent special rules, installed from
compiled ops), :mod:`.spirit` (a spirit's setup on its starting board), :mod:`.from_pack` (a game
from pack records)."""
