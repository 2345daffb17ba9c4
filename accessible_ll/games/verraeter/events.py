"""Events: what happened, each with the seats that may know it.

``audience`` is None for a public event, else the one seat that may know it. Hidden
information is modelled here at the source: the draft emits a public ``Kept`` ("Mia has
chosen") and, only to the keeper, ``KeptCard``; the cards a drafter receives go only to
them (``Offered``). No event ever carries the centre cards, the deck order or another
player's discarded or drawn values.

>>> Kept(1).audience is None, KeptCard(1, "traitor", audience=(1,)).audience
(True, (1,))
>>> Kept(1).kind
'kept'
"""

from __future__ import annotations

from typing import NamedTuple

# Why points were scored.
FOR_BATTLE = "battle"
FOR_TRAITOR = "traitor"
FOR_STRATEGIST = "strategist"
FOR_TRADING_POST = "trading_post"

# Why a building was placed.
BY_SETUP = "setup"
BY_BUILDER = "builder"

# Why cards were discarded in the supply phase.
VOLUNTARY = "voluntary"
HAND_LIMIT = "hand_limit"

# How the game ended.
LAST_ROUND = "last_round"
ONE_HOUSE = "one_house"


class GameStarted(NamedTuple):
    """The table: the start player, each seat's house, the ring (type, house per
    position), the rounds, each hand's count, the deck's count, the strategy holder."""
    players: int
    start: int
    allegiances: tuple[str, ...]
    ring: tuple[tuple[str, str], ...]
    rounds: int
    hand_counts: tuple[int, ...]
    deck_count: int
    strategy: int
    audience: None = None
    kind = "game_started"


class Dealt(NamedTuple):
    """Private: the supply cards ``seat`` was dealt."""
    seat: int
    cards: tuple[int, ...]
    audience: tuple[int, ...] = ()
    kind = "dealt"


class Built(NamedTuple):
    """``seat`` put an Estate under the landscape at ``position`` (setup or Builder)."""
    seat: int
    position: int
    reason: str
    audience: None = None
    kind = "built"


class Upgraded(NamedTuple):
    """``seat``'s Builder turned their Estate at ``position`` into a Trading post."""
    seat: int
    position: int
    audience: None = None
    kind = "upgraded"


class BuilderPassed(NamedTuple):
    """``seat`` held the Builder and built nothing."""
    seat: int
    audience: None = None
    kind = "builder_passed"


class RoundStarted(NamedTuple):
    """Round ``round_no`` of ``rounds`` began; ``start`` drafts and commits first."""
    round_no: int
    rounds: int
    start: int
    strategy: int
    audience: None = None
    kind = "round_started"


class BattlefieldChosen(NamedTuple):
    """``seat`` (the strategy card's holder) marked the landscapes ``first`` and
    ``second`` (adjacent, of different houses) as the battlefield."""
    seat: int
    first: int
    second: int
    audience: None = None
    kind = "battlefield_chosen"


class DraftStarted(NamedTuple):
    """The six action cards were shuffled; ``centre`` of them lie face down unseen."""
    centre: int
    audience: None = None
    kind = "draft_started"


class Offered(NamedTuple):
    """Private to ``seat``: the action cards they receive to keep one of (the start
    player's come from the shuffled stack, the others' from ``giver``)."""
    seat: int
    giver: int | None
    cards: tuple[str, ...]
    audience: tuple[int, ...] = ()
    kind = "offered"


class Kept(NamedTuple):
    """``seat`` has chosen an action card (which one is theirs to know)."""
    seat: int
    audience: None = None
    kind = "kept"


class KeptCard(NamedTuple):
    """Private to ``seat``: the action card they kept."""
    seat: int
    card: str
    audience: tuple[int, ...] = ()
    kind = "kept_card"


class Passed(NamedTuple):
    """``seat`` passed ``count`` face-down action cards to ``receiver``."""
    seat: int
    receiver: int
    count: int
    audience: None = None
    kind = "passed"


class DraftEnded(NamedTuple):
    """The draft is over; ``centre`` action cards lie face down in the centre
    (``last`` saw the ones they passed there)."""
    last: int
    centre: int
    audience: None = None
    kind = "draft_ended"


class Committed(NamedTuple):
    """``seat`` played ``values`` face up in front of themselves (may be none)."""
    seat: int
    values: tuple[int, ...]
    audience: None = None
    kind = "committed"


class Revealed(NamedTuple):
    """Every action card turned up at once: ``roles[seat]`` is that seat's card."""
    roles: tuple[str, ...]
    audience: None = None
    kind = "revealed"


class TraitorDecided(NamedTuple):
    """The Traitor ``seat`` turned their allegiance card (``switched``) or not; their
    house is now ``house``."""
    seat: int
    switched: bool
    house: str
    audience: None = None
    kind = "traitor_decided"


class PointsScored(NamedTuple):
    """``seat`` gained ``points`` (now ``total``) for ``reason``; for a battle or a
    Trading post, ``position`` is the landscape concerned."""
    seat: int
    points: int
    total: int
    reason: str
    position: int | None = None
    audience: None = None
    kind = "points_scored"


class BattleFought(NamedTuple):
    """The battle: each house's landscape, strength and its parts (base, committed
    total, diplomats), and the winning house (None: a tie)."""
    hawk_position: int
    rose_position: int
    hawk: int
    rose: int
    hawk_parts: tuple[int, int, int]
    rose_parts: tuple[int, int, int]
    winner: str | None
    audience: None = None
    kind = "battle_fought"


class LandscapeTurned(NamedTuple):
    """The losing landscape at ``position`` now shows ``house`` (its building stays);
    ``winners`` are the seats of that house (none: nobody scores)."""
    position: int
    house: str
    winners: tuple[int, ...]
    audience: None = None
    kind = "landscape_turned"


class StrategyCard(NamedTuple):
    """``seat`` holds the strategy and battlefield cards: ``taken`` by the Strategist,
    or kept because nobody chose the Strategist."""
    seat: int
    taken: bool
    audience: None = None
    kind = "strategy_card"


class CommitmentsDiscarded(NamedTuple):
    """The ``count`` committed supply cards went to the discard pile."""
    count: int
    audience: None = None
    kind = "commitments_discarded"


class Discarded(NamedTuple):
    """``seat`` discarded ``count`` cards face down (``reason``: voluntary or down to
    the hand limit)."""
    seat: int
    count: int
    reason: str
    audience: None = None
    kind = "discarded"


class DiscardedCards(NamedTuple):
    """Private to ``seat``: the values they discarded."""
    seat: int
    cards: tuple[int, ...]
    audience: tuple[int, ...] = ()
    kind = "discarded_cards"


class Reshuffled(NamedTuple):
    """The discard pile (``count`` cards) was shuffled into a new deck."""
    count: int
    audience: None = None
    kind = "reshuffled"


class Drew(NamedTuple):
    """``seat`` drew ``count`` cards (``due`` were due; fewer when both piles ran out)."""
    seat: int
    count: int
    due: int
    audience: None = None
    kind = "drew"


class DrewCards(NamedTuple):
    """Private to ``seat``: the values they drew."""
    seat: int
    cards: tuple[int, ...]
    audience: tuple[int, ...] = ()
    kind = "drew_cards"


class RoundEnded(NamedTuple):
    """Round ``round_no`` is over; ``ends`` says why the game ends with it (LAST_ROUND
    or ONE_HOUSE; None: the game goes on), told before the final scoring that follows."""
    round_no: int
    ends: str | None = None
    audience: None = None
    kind = "round_ended"


class StartPassed(NamedTuple):
    """The start-player card passed to ``seat``."""
    seat: int
    audience: None = None
    kind = "start_passed"


class Deciding(NamedTuple):
    """``seat`` decides now: ``decision`` names what (``place``, ``battlefield``,
    ``keep``, ``commit``, ``switch``, ``build``, ``discard`` or ``limit``)."""
    seat: int
    decision: str
    audience: None = None
    kind = "deciding"


class GameEnded(NamedTuple):
    """The game is over (``reason``: the last round, or the ring is one house);
    ``winners`` share the win."""
    reason: str
    winners: tuple[int, ...]
    scores: tuple[int, ...]
    audience: None = None
    kind = "game_ended"


#: Events that carry what only their audience may know (never public).
PRIVATE_KINDS = frozenset({"dealt", "offered", "kept_card", "discarded_cards",
                           "drew_cards"})
