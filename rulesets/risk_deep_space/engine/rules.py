"""The numbers of the rule book (components and limits), in one place.

Every constant cites the sentence of the source it comes from; ``RULES.md`` has the full text.
"""

from __future__ import annotations

#: the four colours (the source names four home stations, one per colour; the colour names
#: are this stand-in's reading)
COLOURS: tuple[str, ...] = ("red", "yellow", "blue", "green")
#: "128 навабранцаў (32 для кожнага колеру)"
RECRUITS_PER_COLOUR = 32
#: "20 баз (5 для кожнай колер)"
BASES_PER_COLOUR = 5
#: "31 жэтон каштоўных камянёў, 31 жэтон руды"
GEM_TOKENS = 31
ORE_TOKENS = 31
#: "2 жэтоны сілавога поля, 3 жэтоны касмічнага сабакі"
FORCE_FIELD_TOKENS = 2
SPACE_DOG_TOKENS = 3
#: "36 карт дзеянняў"
ACTION_CARDS = 36

#: "з трыма навабранцамі на сваёй хатняй станцыі", "па 2 жэтоны каштоўных камянёў",
#: "па дзве карты"
START_RECRUITS = 3
START_GEMS = 2
HAND_SIZE = 2
#: "абмяняць дзве карты дзеянняў на аднаго новага рэкрута"
TRADE_CARDS = 2
#: "калі на ёй ёсць два ці больш рэкруты"
MINE_RECRUITS = 2
#: "выдаткаваўшы адзін каштоўны камень"
RECRUIT_COST = 1
#: "толькі два руху за ход"
MOVES_PER_TURN = 2
#: "плацяць адзін каштоўны камень ... праз дэфармацыю"
WARP_COST = 1
#: "трох ці больш рэкрутаў", "заплаціць тры жэтоны руды"
BUILD_RECRUITS = 3
BUILD_ORE = 3
#: "чатыры базы" (3 or 4 players), "пяць баз" (2 players)
BASES_TO_WIN = {2: 5, 3: 4, 4: 4}
#: "Абодва гульцы кідаюць адзін кубік" (six-sided: reading)
DIE_SIDES = 6

RESOURCES: tuple[str, ...] = ("gem", "ore")
