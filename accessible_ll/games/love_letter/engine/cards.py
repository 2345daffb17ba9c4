"""Cards, their effects and the shape of an edition.

A card id (``"guard"``, ``"soldier"``) names a printed card; an *effect* names the
behaviour it shares with its twins (the kanai Soldier plays as a Guard). Editions
are plain data: which cards, how many of each per player count, their values, the
token targets and the showdown tie rule.

>>> from accessible_ll.games.love_letter.editions import find_edition
>>> edition = find_edition("2019")
>>> edition.value("princess"), find_edition("kanai").effect("soldier")
(9, 'guard')
>>> len(edition.deck_for(2))
21
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping

# Effects: the behaviour a card has when played (or while held / discarded).
SPY = "spy"
GUARD = "guard"
PRIEST = "priest"
BARON = "baron"
HANDMAID = "handmaid"
PRINCE = "prince"
CHANCELLOR = "chancellor"
KING = "king"
COUNTESS = "countess"
PRINCESS = "princess"
MINISTER = "minister"
CARDINAL = "cardinal"
BARONESS = "baroness"
SYCOPHANT = "sycophant"
COUNT = "count"
CONSTABLE = "constable"
DOWAGER_QUEEN = "dowager_queen"
BISHOP = "bishop"
JESTER = "jester"
ASSASSIN = "assassin"

#: Every card id in the rules, in the order RULES.md lists them.
CARD_IDS = (
    "spy", "guard", "priest", "baron", "handmaid", "prince", "chancellor", "king",
    "countess", "princess", "cardinal", "baroness", "sycophant", "count", "constable",
    "dowager_queen", "bishop", "jester", "assassin", "soldier", "clown", "knight",
    "monk", "wizard", "general", "minister",
)

#: Effects whose card chooses another player only.
CHOOSES_OTHER = frozenset({GUARD, PRIEST, BARON, KING, DOWAGER_QUEEN, JESTER, BISHOP})
#: Effects whose card may choose its own player too.
CHOOSES_ANY = frozenset({PRINCE, SYCOPHANT, CARDINAL})
#: Every effect that chooses players (the Sycophant's mark waits for one of these).
CHOOSES_PLAYERS = CHOOSES_OTHER | CHOOSES_ANY | {BARONESS}
#: Effects that name a card or a value.
NAMES_A_CARD = frozenset({GUARD, BISHOP})

# Showdown tie rules.
TIE_SHARE = "share"          # every tied player gains a token
TIE_DISCARDS = "discards"    # highest discard total wins; still tied: all gain
TIE_DRAW = "draw"            # nobody gains a token


@dataclass(frozen=True)
class Edition:
    """One edition of the game, as data.

    Attributes:
        id: The edition's id (``"2019"``, ``"classic"``, ``"premium"``, ``"kanai"``).
        values: Card id to printed value.
        effects: Card id to effect (a twin's effect is the classic card's).
        decks: Player count to {card id: copies}.
        token_targets: Player count to the default number of tokens to win.
        tie_rule: One of ``TIE_SHARE``, ``TIE_DISCARDS``, ``TIE_DRAW``.
        guess_values: True when a Guard names a value (premium), not a card.
    """

    id: str
    values: Mapping[str, int]
    effects: Mapping[str, str]
    decks: Mapping[int, Mapping[str, int]]
    token_targets: Mapping[int, int]
    tie_rule: str
    guess_values: bool = False
    cards: tuple[str, ...] = field(init=False)

    def __post_init__(self) -> None:
        order = {card: i for i, card in enumerate(CARD_IDS)}
        used = {card for deck in self.decks.values() for card in deck}
        object.__setattr__(self, "cards", tuple(sorted(used, key=order.__getitem__)))

    @property
    def player_counts(self) -> tuple[int, ...]:
        """The player counts this edition can be played with."""
        return tuple(sorted(self.decks))

    def value(self, card: str) -> int:
        """The printed value of ``card``."""
        return self.values[card]

    def effect(self, card: str) -> str:
        """The effect ``card`` shares with its twins."""
        return self.effects[card]

    def deck_for(self, players: int) -> tuple[str, ...]:
        """The whole deck for ``players``, in a fixed order (value, then id order)."""
        counts = self.decks[players]
        return tuple(card for card in self.cards for _ in range(counts[card]))

    def default_target(self, players: int) -> int:
        """Tokens needed to win the game by default."""
        return self.token_targets[players]

    def guard_cards(self) -> frozenset[str]:
        """Card ids that play as a Guard (a Guard may not name these)."""
        return frozenset(card for card in self.cards if self.effects[card] == GUARD)

    def by_value(self) -> tuple[str, ...]:
        """The edition's cards from the lowest value up (equal values in id order)."""
        return tuple(sorted(self.cards, key=self.values.__getitem__))

    def guesses(self) -> tuple:
        """What a Guard may name: card ids from the lowest value up, or values 0-9
        other than 1 (premium)."""
        if self.guess_values:
            return tuple(v for v in range(10) if v != 1)
        guards = self.guard_cards()
        return tuple(card for card in self.by_value() if card not in guards)

    def bishop_guesses(self) -> tuple[int, ...]:
        """What a Bishop may name: a value other than 1 (0 allowed)."""
        return tuple(v for v in range(10) if v != 1)
