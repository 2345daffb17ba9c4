"""Events: what happened, each with the audience that may know it.

``audience`` is ``None`` for a public event, else the seats that may know it.
Hidden information is modelled here at the source: an effect that reveals a card
to some seats emits a public event without the card and a private event with it.

>>> Drew(1, False).audience is None
True
>>> DrewCard(1, "baron", audience=(1,)).audience
(1,)
>>> DrewCard(1, "baron").kind
'drew_card'
"""

from __future__ import annotations

from typing import NamedTuple, Union

# Causes of an elimination.
BY_GUARD = "guard"                # a Guard (or Soldier) named the card
BY_COMPARE = "compare"            # lost a Baron or Dowager Queen comparison
BY_PRINCESS = "princess"          # played or discarded the Princess
BY_MINISTER = "minister"          # held the Minister with 12 or more
BY_ASSASSIN = "assassin"          # played a Guard on the Assassin's holder

# Why a card was discarded without being played.
DISCARD_PRINCE = "prince"
DISCARD_BISHOP = "bishop"
DISCARD_ASSASSIN = "assassin"

# Why a played card had no effect.
NOBODY_TO_CHOOSE = "nobody_to_choose"
DECK_EMPTY = "deck_empty"

# Why a token was gained.
TOKEN_ROUND = "round"
TOKEN_SPY = "spy"
TOKEN_JESTER = "jester"
TOKEN_BISHOP = "bishop"
TOKEN_CONSTABLE = "constable"

# How a round ended.
LAST_STANDING = "last_standing"
SHOWDOWN = "showdown"
GAME_DECIDED = "game_decided"     # a mid-round token reached the target


class RoundStarted(NamedTuple):
    """A round began: ``first`` plays first; ``face_up`` are the 2-player cards."""
    round_no: int
    first: int
    face_up: tuple[str, ...]
    deck_count: int
    audience: None = None
    kind = "round_started"


class DealtCard(NamedTuple):
    """Private: the card ``seat`` was dealt."""
    seat: int
    card: str
    audience: tuple[int, ...] = ()
    kind = "dealt_card"


class TurnStarted(NamedTuple):
    """``seat``'s turn starts."""
    seat: int
    audience: None = None
    kind = "turn_started"


class ProtectionEnded(NamedTuple):
    """``seat``'s Handmaid protection ended as their turn started."""
    seat: int
    audience: None = None
    kind = "protection_ended"


class Drew(NamedTuple):
    """``seat`` drew a card (from the set-aside card when the deck was empty)."""
    seat: int
    set_aside: bool
    audience: None = None
    kind = "drew"


class DrewCard(NamedTuple):
    """Private: the card ``seat`` drew."""
    seat: int
    card: str
    audience: tuple[int, ...] = ()
    kind = "drew_card"


class Played(NamedTuple):
    """``seat`` played ``card`` with its public choices."""
    seat: int
    card: str
    target: int | None
    targets: tuple[int, ...] | None
    guess: str | int | None
    audience: None = None
    kind = "played"


class NoEffect(NamedTuple):
    """The card ``seat`` played had no effect, for ``reason``."""
    seat: int
    card: str
    reason: str
    audience: None = None
    kind = "no_effect"


class GuessResult(NamedTuple):
    """A Guard or Bishop named ``guess`` for ``target``: ``hit`` or not."""
    seat: int
    card: str
    target: int
    guess: str | int
    hit: bool
    audience: None = None
    kind = "guess_result"


class Saw(NamedTuple):
    """Private: ``seat`` saw that ``target`` holds ``card``."""
    seat: int
    target: int
    card: str
    audience: tuple[int, ...] = ()
    kind = "saw"


class Compared(NamedTuple):
    """``seat`` compared hands with ``target`` (Baron, Dowager Queen); ``loser`` or a tie."""
    seat: int
    target: int
    card: str
    loser: int | None
    audience: None = None
    kind = "compared"


class ComparedCards(NamedTuple):
    """Private to both: the two cards compared."""
    seat: int
    target: int
    seat_card: str
    target_card: str
    audience: tuple[int, ...] = ()
    kind = "compared_cards"


class Traded(NamedTuple):
    """``first`` and ``second`` traded hands by ``seat``'s ``card``; ``looked``: whose
    hand of the two ``seat`` then looked at (Cardinal; the card stays private: :class:`Saw`)."""
    seat: int
    card: str
    first: int
    second: int
    audience: None = None
    looked: int | None = None
    kind = "traded"


class TradedCards(NamedTuple):
    """Private to both traders: what each now holds."""
    first: int
    second: int
    first_card: str
    second_card: str
    audience: tuple[int, ...] = ()
    kind = "traded_cards"


class Discarded(NamedTuple):
    """``seat`` discarded ``card`` without playing it, because of ``cause``."""
    seat: int
    card: str
    cause: str
    audience: None = None
    kind = "discarded"


class Eliminated(NamedTuple):
    """``seat`` is out of the round; ``cards`` is the hand they discarded face up."""
    seat: int
    cause: str
    cards: tuple[str, ...]
    audience: None = None
    kind = "eliminated"


class Protected(NamedTuple):
    """``seat`` is protected until their next turn."""
    seat: int
    audience: None = None
    kind = "protected"


class Marked(NamedTuple):
    """``seat``'s Sycophant marked ``target``: the next choosing card must choose them."""
    seat: int
    target: int
    audience: None = None
    kind = "marked"


class ChancellorReturned(NamedTuple):
    """``seat`` kept one card and put ``count`` cards under the deck."""
    seat: int
    count: int
    audience: None = None
    kind = "chancellor_returned"


class ChancellorKept(NamedTuple):
    """Private: the card ``seat`` kept and the cards put under the deck, in order."""
    seat: int
    kept: str
    bottom: tuple[str, ...]
    audience: tuple[int, ...] = ()
    kind = "chancellor_kept"


class RedrawDecided(NamedTuple):
    """The Bishop's chosen player decided whether to discard and draw."""
    seat: int
    redraw: bool
    audience: None = None
    kind = "redraw_decided"


class AssassinRevealed(NamedTuple):
    """``seat`` revealed the Assassin against ``attacker``'s Guard."""
    seat: int
    attacker: int
    audience: None = None
    kind = "assassin_revealed"


class TokenGained(NamedTuple):
    """``seat`` gained a token for ``reason`` and now has ``total``."""
    seat: int
    reason: str
    total: int
    audience: None = None
    kind = "token_gained"


class Showdown(NamedTuple):
    """The deck ran out: every remaining player reveals.

    ``hands`` holds (seat, card, strength); ``discard_totals`` is set when a tie was
    broken by the discard piles.
    """
    hands: tuple[tuple[int, str, int], ...]
    discard_totals: tuple[tuple[int, int], ...] | None
    audience: None = None
    kind = "showdown"


class RoundEnded(NamedTuple):
    """The round ended: ``winners`` (maybe none), how, and the set-aside card."""
    round_no: int
    winners: tuple[int, ...]
    reason: str
    set_aside: str | None
    audience: None = None
    kind = "round_ended"


class GameEnded(NamedTuple):
    """The game ended: ``winners`` reached the target."""
    winners: tuple[int, ...]
    tokens: tuple[int, ...]
    audience: None = None
    kind = "game_ended"


Event = Union[
    RoundStarted, DealtCard, TurnStarted, ProtectionEnded, Drew, DrewCard, Played,
    NoEffect, GuessResult, Saw, Compared, ComparedCards, Traded, TradedCards,
    Discarded, Eliminated, Protected, Marked, ChancellorReturned, ChancellorKept,
    RedrawDecided, AssassinRevealed, TokenGained, Showdown, RoundEnded, GameEnded,
]

#: Every event class, public and private.
EVENT_TYPES = Event.__args__


def visible_to(event: Event, seat: int | None) -> bool:
    """Whether ``seat`` may know ``event`` (``None`` is a spectator: public only)."""
    audience = event.audience
    return audience is None or (seat is not None and seat in audience)
