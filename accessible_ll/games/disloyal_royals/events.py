"""Events: what happened, each with the audience that may know it.

``audience`` is ``None`` for a public event, else the seats that may know it. Hidden
information is modelled at the source: a draw or a burial is a public event with the
count and a private event, for the owner only, with the cards. Seats are 0 and 1; a
royal is named by its slot ("J", "Q", "K") and, where it helps the listener, its card.

>>> Drew(0, 2, 34).audience is None, DrewCards(0, ("7C", "AD"), audience=(0,)).audience
(True, (0,))
>>> Buried(1, "K", "KH", 2, 3).kind
'buried'
"""

from __future__ import annotations

from typing import NamedTuple

# How a game ended.
BY_ELIMINATION = "elimination"   # a player lost their last royal
BY_DECK = "deck"                 # a Refill found too few cards after the reshuffle

# Why a treasure card was revealed.
BY_DIG = "dig"
BY_ASSASSINATION = "assassination"


class GameStarted(NamedTuple):
    """The courts as dealt (``courts[seat]`` is the J, Q and K card), the deck's size
    and who plays first."""
    first: int
    courts: tuple[tuple[str | None, ...], ...]
    deck_count: int
    audience: None = None
    kind = "game_started"


class Dealt(NamedTuple):
    """``seat`` was dealt ``count`` cards; the deck holds ``deck_count``."""
    seat: int
    count: int
    deck_count: int
    audience: None = None
    kind = "dealt"


class DealtCards(NamedTuple):
    """Private: the cards ``seat`` was dealt."""
    seat: int
    cards: tuple[str, ...]
    audience: tuple[int, ...] = ()
    kind = "dealt_cards"


class TurnStarted(NamedTuple):
    """``seat``'s turn starts (the Refill comes next)."""
    seat: int
    hand_count: int
    audience: None = None
    kind = "turn_started"


class Drew(NamedTuple):
    """``seat`` drew ``count`` cards at the Refill (0: a hand of 5 or more);
    ``deck_count`` are left."""
    seat: int
    count: int
    deck_count: int
    audience: None = None
    kind = "drew"


class DrewCards(NamedTuple):
    """Private: the cards ``seat`` drew."""
    seat: int
    cards: tuple[str, ...]
    audience: tuple[int, ...] = ()
    kind = "drew_cards"


class Reshuffled(NamedTuple):
    """The deck ran out: the discard pile (``count`` cards) became the new deck; this
    happens once a game."""
    count: int
    audience: None = None
    kind = "reshuffled"


class DeckExhausted(NamedTuple):
    """``seat`` needed ``needed`` cards at the Refill but the deck, already reshuffled
    once, holds ``deck_count``: the game ends before their actions. With
    ``reshuffled`` the reshuffle came during this Refill and the new deck ran out too,
    ``needed`` cards short (the cards drawn stay in the hand)."""
    seat: int
    needed: int
    deck_count: int
    reshuffled: bool = False
    audience: None = None
    kind = "deck_exhausted"


class Fortified(NamedTuple):
    """``seat`` put the heart ``card`` on the defence pile of their royal ``royal``
    (``royal_card``); it now holds ``hearts``."""
    seat: int
    card: str
    royal: str
    royal_card: str
    hearts: int
    audience: None = None
    kind = "fortified"


class Buried(NamedTuple):
    """``seat`` buried ``count`` cards face down behind their royal ``royal``
    (``royal_card``); its treasure pile now holds ``pile_count``."""
    seat: int
    royal: str
    royal_card: str
    count: int
    pile_count: int
    audience: None = None
    kind = "buried"


class BuriedCards(NamedTuple):
    """Private: the cards ``seat`` buried behind their royal ``royal``
    (``royal_card``), in the order they went onto the pile (the first lowest); the
    pile now holds ``pile_count``."""
    seat: int
    royal: str
    royal_card: str
    cards: tuple[str, ...]
    pile_count: int
    audience: tuple[int, ...] = ()
    kind = "buried_cards"


class Attacked(NamedTuple):
    """``seat`` attacked ``target``'s royal ``royal`` (``royal_card``), discarding
    ``cards``; they roll ``dice`` dice (cards plus their ♣ royals)."""
    seat: int
    target: int
    royal: str
    royal_card: str
    cards: tuple[str, ...]
    dice: int
    audience: None = None
    kind = "attacked"


class Dug(NamedTuple):
    """``seat`` dug at ``target``'s royal ``royal`` (``royal_card``), whose pile holds
    ``pile_count`` cards, discarding ``cards``; they roll ``dice`` dice (cards plus
    their ♠ royals)."""
    seat: int
    target: int
    royal: str
    royal_card: str
    cards: tuple[str, ...]
    dice: int
    pile_count: int
    audience: None = None
    kind = "dug"


class Rolled(NamedTuple):
    """``seat`` rolled ``dice`` (each face, in order); each die showing ``threshold``
    or more is a success: ``successes`` in all."""
    seat: int
    dice: tuple[int, ...]
    threshold: int
    successes: int
    audience: None = None
    kind = "rolled"


class HeartRemoved(NamedTuple):
    """A success discarded the heart ``card`` from ``owner``'s royal ``royal``
    (``royal_card``); ``left`` hearts remain."""
    owner: int
    royal: str
    royal_card: str
    card: str
    left: int
    audience: None = None
    kind = "heart_removed"


class Assassinated(NamedTuple):
    """``seat`` assassinated ``owner``'s royal ``royal`` (``royal_card``); its treasure
    pile of ``pile_count`` cards is revealed next."""
    seat: int
    owner: int
    royal: str
    royal_card: str
    pile_count: int
    audience: None = None
    kind = "assassinated"


class Revealed(NamedTuple):
    """A card of ``owner``'s treasure behind ``royal``, at ``position`` (from 1), was
    revealed by ``cause`` (a dig or an assassination): ``card`` goes to the hand of
    ``to`` (a ♦), or to the discard pile when ``to`` is None."""
    owner: int
    royal: str
    position: int
    card: str
    to: int | None
    cause: str
    audience: None = None
    kind = "revealed"


class RoyalRemoved(NamedTuple):
    """``owner``'s assassinated royal ``card`` left the ``royal`` slot: to its owner's
    hand (a ♦ royal, ``to_hand``) or to the discard pile."""
    owner: int
    royal: str
    card: str
    to_hand: bool
    audience: None = None
    kind = "royal_removed"


class SuccessesLost(NamedTuple):
    """``count`` successes of ``seat``'s roll had nothing left to act on (the royal
    fell, or the pile was empty)."""
    seat: int
    count: int
    audience: None = None
    kind = "successes_lost"


class Installed(NamedTuple):
    """``seat`` installed ``card`` as successor in their empty ``royal`` slot."""
    seat: int
    card: str
    royal: str
    audience: None = None
    kind = "installed"


class TurnEnded(NamedTuple):
    """``seat`` ended their turn after ``actions`` actions."""
    seat: int
    actions: int
    audience: None = None
    kind = "turn_ended"


class Eliminated(NamedTuple):
    """``seat`` has no royal left and loses at once; ``hand_count`` cards in hand."""
    seat: int
    hand_count: int
    audience: None = None
    kind = "eliminated"


class Scored(NamedTuple):
    """``seat``'s score at the end: all their buried cards revealed (``treasure``, pile
    by pile J, Q, K, behind the royals ``court``: the J, Q and K card or None),
    ``diamonds`` ♦A-♦9 buried (1 each), ``tens`` ♦10 buried (2 each), ``rich_royals`` ♦
    royals in the court (2 each), ``total``, and ``royals`` in the court (the
    tie-break)."""
    seat: int
    court: tuple[str | None, ...]
    treasure: tuple[tuple[str, ...], ...]
    diamonds: int
    tens: int
    rich_royals: int
    total: int
    royals: int
    audience: None = None
    kind = "scored"


class GameOver(NamedTuple):
    """The game ended by ``reason``: ``winners`` (none: a draw) and the scores;
    ``tie_break`` when the royals in court decided a tie of points."""
    reason: str
    winners: tuple[int, ...]
    scores: tuple[int, ...]
    tie_break: bool
    audience: None = None
    kind = "game_over"
