"""Bots: ``choose(view, legal, rng) -> Action``; they see only a seat's view.

Three levels: ``random`` (any legal action), ``heuristic`` (a fixed order of sensible
moves) and ``expert`` (weighs every move by the dice odds and by what it reckons is
buried where). Each chooses the order of the cards it buries (``legal`` lists each set
of cards once, in hand order; any order of them is legal): the heuristic keeps its
hand's order, the random bot and the expert shuffle them.

>>> import random
>>> from accessible_ll.games.disloyal_royals.state import new_state
>>> from accessible_ll.games.disloyal_royals.view import view
>>> state = new_state(4)
>>> seat = state.deciders()[0]
>>> seen = view(state, seat)
>>> all(state.refusal(bot().choose(seen, seen.legal_actions, random.Random(1))) is None
...     for bot in LEVELS.values())
True
"""

from __future__ import annotations

import random
from functools import lru_cache
from math import comb
from typing import Sequence

from accessible_ll.games.disloyal_royals import cards as c
from accessible_ll.games.disloyal_royals.actions import (
    ATTACK, BURY, DIG, END, FORTIFY, INSTALL, PICK, Action)
from accessible_ll.games.disloyal_royals.view import RoyalView, RoyalsView


class RandomBot:
    """Plays a uniformly random legal action (a Bury's cards in a random order)."""

    name = "random"

    def choose(self, view: RoyalsView, legal: Sequence[Action],
               rng: random.Random) -> Action:
        """Pick one of ``legal``."""
        return shuffled_burial(rng.choice(legal), rng)


def shuffled_burial(action: Action, rng: random.Random) -> Action:
    """``action``, a Bury's cards put in a random order (the order they go onto the
    pile: digs are blind by position, so no place in it gives a diamond away)."""
    if action.act != BURY or len(action.cards) < 2:
        return action
    cards = list(action.cards)
    rng.shuffle(cards)
    return action._replace(cards=tuple(cards))


# ----- what every thinking bot needs -------------------------------------------------

@lru_cache(maxsize=None)
def successes(dice: int, chance: float) -> tuple[float, ...]:
    """The chance of each number of successes (0 to ``dice``) with ``dice`` dice that
    each succeed with ``chance``.

    >>> [round(p, 3) for p in successes(2, 0.5)]
    [0.25, 0.5, 0.25]
    """
    return tuple(comb(dice, k) * chance ** k * (1 - chance) ** (dice - k)
                 for k in range(dice + 1))


def more_than(dice: int, chance: float, hearts: int) -> float:
    """The chance that ``dice`` dice bring more successes than ``hearts``: a kill."""
    return sum(successes(dice, chance)[hearts + 1:])


def bonus_dice(court: Sequence[RoyalView], suit: str) -> int:
    """The dice a court adds to an action: its royals of ``suit``."""
    return sum(1 for r in court if r.card is not None and c.suit(r.card) == suit)


def die_chance(royal: RoyalView) -> float:
    """The chance that one die succeeds against ``royal``."""
    return c.success_chance(royal.threshold)


def of_suit(hand: Sequence[str], suit: str) -> tuple[str, ...]:
    """The cards of ``hand`` of ``suit``, in hand order."""
    return tuple(x for x in hand if c.suit(x) == suit)


def number_diamonds(hand: Sequence[str]) -> tuple[str, ...]:
    """The ♦ number cards of ``hand`` (the ones that score when buried)."""
    return tuple(x for x in hand if c.is_number(x) and c.suit(x) == c.DIAMONDS)


def living(court: Sequence[RoyalView]) -> list[RoyalView]:
    """The royals of a court that are still there."""
    return [r for r in court if r.card is not None]


def successor(view: RoyalsView, legal: Sequence[Action]) -> Action | None:
    """An Install, a ♦ royal first."""
    installs = [a for a in legal if a.act == INSTALL]
    installs.sort(key=lambda a: c.suit(a.cards[0]) != c.RICH_ROYAL)
    return installs[0] if installs else None


def safety(royal: RoyalView, dice: float = 2.5) -> float:
    """How hard ``royal`` is to kill: one minus the chance that ``dice`` dice get
    through its hearts."""
    return 1 - more_than(int(dice), die_chance(royal), len(royal.defence))


def vault(view: RoyalsView) -> RoyalView:
    """The seat's royal that is hardest to kill (its treasure's home)."""
    return max(living(view.courts[view.seat]),
               key=lambda r: (safety(r), r.treasure_count, r.slot))


def pick(view: RoyalsView, rng: random.Random) -> Action:
    """A blind dig position."""
    target, slot, _ = view.dig
    count = view.courts[target][c.SLOTS.index(slot)].treasure_count
    return Action(view.seat, PICK, position=rng.randint(1, count))


class HeuristicBot:
    """A sensible player: installs successors, buries its diamonds behind its safest
    royal (in the order it drew them), attacks the weakest enemy royal and digs the
    richest pile with every card of the suit, fortifies its treasure."""

    name = "heuristic"

    def choose(self, view: RoyalsView, legal: Sequence[Action],
               rng: random.Random) -> Action:
        """The first move of the list above that is legal now."""
        if view.phase == "pick":
            return pick(view, rng)
        seat = view.seat
        end = Action(seat, END)
        if view.actions_taken >= 2:
            return end
        install = successor(view, legal)
        if install:
            return install
        hand, enemy = view.hand, view.courts[1 - seat]
        clubs, spades = of_suit(hand, c.CLUBS), of_suit(hand, c.SPADES)
        targets = living(enemy)
        if clubs and len(targets) == 1:
            return Action(seat, ATTACK, clubs, targets[0].slot)
        diamonds = number_diamonds(hand)
        if diamonds:
            return Action(seat, BURY, diamonds, vault(view).slot)
        if clubs:
            weakest = min(targets, key=lambda r: (len(r.defence), r.threshold))
            return Action(seat, ATTACK, clubs, weakest.slot)
        rich = [r for r in targets if r.treasure_count]
        if spades and rich:
            return Action(seat, DIG, spades, max(rich, key=lambda r: r.treasure_count).slot)
        hearts = of_suit(hand, c.HEARTS)
        if hearts:
            return Action(seat, FORTIFY, hearts[:1], vault(view).slot)
        junk = tuple(x for x in hand if c.is_number(x))
        if junk and len(hand) >= c.HAND_SIZE:  # no draw next turn else
            return Action(seat, BURY, junk, vault(view).slot)
        return end


# ----- the expert --------------------------------------------------------------------

#: What the expert counts a point, a royal, a card in hand... worth (its tuning).
WEIGHTS = {
    "royal": 1.5,          # a royal in the court: the tie-break, and a life
    "last_royal": 60.0,    # losing the last royal loses the game
    "club": 0.1,           # a ♣ or ♠ card kept for later
    "heart_on": 0.35,      # a heart on a royal, besides the safety it buys
    "in_hand": 0.8,        # a ♦ in hand is worth this share of its points (not yet buried)
    "opp_dice": 3,         # the dice the opponent is expected to throw at a royal
    "decoy": 0.1,          # a useless card buried: a fresh card drawn, a decoy for digs
    "hold": 0,             # diamonds in hand kept back (out of reach) below this many
    "decoys_with": 1,      # whether useless cards go with the diamonds
    "prior_cards": 3.0,    # how many revealed cards of a pile weigh as much as the share
}
_POINTS_PER_DIAMOND = 1.1  # 11 points over the ten ♦ number cards


class ExpertBot:
    """Weighs each move by the dice odds and by what it reckons is buried where: its own
    piles exactly; the opponent's from how many cards each holds and from the diamonds
    it has not seen (the deck, the opponent's hand and their treasure hold them)."""

    name = "expert"

    def __init__(self, weights: dict | None = None) -> None:
        self.weights = dict(WEIGHTS, **(weights or {}))

    def choose(self, view: RoyalsView, legal: Sequence[Action],
               rng: random.Random) -> Action:
        """The move with the best expected gain; the end of the turn when none gains."""
        if view.phase == "pick":
            return pick(view, rng)
        seat = view.seat
        if view.actions_taken >= 2:
            return Action(seat, END)
        install = successor(view, legal)
        if install:
            return install
        best, gain = Action(seat, END), 0.0
        for action, value in self._moves(view):
            if value > gain:
                best, gain = action, value
        return shuffled_burial(best, rng)  # its diamonds and decoys mixed

    # ----- what is buried where -----------------------------------------------------

    def diamond_share(self, view: RoyalsView) -> float:
        """The expected points of one card buried by the opponent.

        The unseen cards are the deck, the opponent's hand and their treasure; the
        opponent buries to score, so their piles hold diamonds before the deck does:
        the share is between the unseen share and all of them."""
        seen = set(view.hand) | set(view.discard)
        for court in view.courts:
            for royal in court:
                seen.update(royal.defence)
                seen.update(royal.treasure or ())
                if royal.card:
                    seen.add(royal.card)
        unseen_numbers = [x for x in c.FULL_DECK if c.is_number(x) and x not in seen]
        diamonds = sum(1 for x in unseen_numbers if c.suit(x) == c.DIAMONDS)
        buried = sum(r.treasure_count for r in view.courts[1 - view.seat])
        if not buried or not unseen_numbers:
            return 0.0
        share = diamonds / len(unseen_numbers)
        eager = min(1.0, diamonds / buried)
        return (share + eager) / 2 * _POINTS_PER_DIAMOND

    def pile_shares(self, view: RoyalsView) -> dict[str, float]:
        """The expected points of one card of each of the opponent's piles: the
        general share, corrected by what digs have turned up in that pile so far."""
        share = self.diamond_share(view)
        opponent = 1 - view.seat
        found = {slot: [0, 0] for slot in c.SLOTS}   # diamonds, cards revealed by digs
        for event in view.log:
            kind = event.kind
            if kind == "revealed" and event.owner == opponent and event.cause == "dig":
                tally = found[event.royal]
                tally[0] += c.suit(event.card) == c.DIAMONDS
                tally[1] += 1
            elif (kind == "assassinated" and event.owner == opponent) or \
                    (kind == "installed" and event.seat == opponent):
                found[event.royal] = [0, 0]
        prior = self.weights["prior_cards"]
        return {slot: (d * _POINTS_PER_DIAMOND + share * prior) / (n + prior)
                for slot, (d, n) in found.items()}

    # ----- moves and their gains ----------------------------------------------------

    def _moves(self, view: RoyalsView):
        seat, hand, w = view.seat, view.hand, self.weights
        mine, theirs = view.courts[seat], view.courts[1 - seat]
        shares = self.pile_shares(view)
        clubs, spades = of_suit(hand, c.CLUBS), of_suit(hand, c.SPADES)
        targets = living(theirs)
        if clubs:
            dice = len(clubs) + bonus_dice(mine, c.ATTACK_ROYAL)
            for royal in targets:
                yield (Action(seat, ATTACK, clubs, royal.slot),
                       self._attack_gain(royal, dice, shares[royal.slot], len(targets))
                       - w["club"] * len(clubs))
        if spades:
            dice = len(spades) + bonus_dice(mine, c.DIG_ROYAL)
            for royal in targets:
                if royal.treasure_count:
                    yield (Action(seat, DIG, spades, royal.slot),
                           self._dig_gain(royal, dice, shares[royal.slot])
                           - w["club"] * len(spades))
        diamonds = number_diamonds(hand)
        if diamonds:
            yield self._bury(view, diamonds)
        hearts = of_suit(hand, c.HEARTS)
        if hearts:
            yield self._fortify(view, hearts)
        junk = self._junk(view)
        if junk:
            yield (Action(seat, BURY, junk, self._home(view).slot),
                   w["decoy"] * len(junk) * (2 if len(hand) >= c.HAND_SIZE else 1))

    def _junk(self, view: RoyalsView) -> tuple[str, ...]:
        """Number cards with no use now: buried, they draw fresh cards and hide the
        diamonds from digs (♣ while there is a royal to attack, ♠ while there is a
        pile to dig, ♥ and ♦ are kept)."""
        theirs = living(view.courts[1 - view.seat])
        useful = {c.DIAMONDS, c.HEARTS}
        if theirs:
            useful.add(c.CLUBS)
        if any(r.treasure_count for r in theirs):
            useful.add(c.SPADES)
        return tuple(x for x in view.hand if c.is_number(x) and c.suit(x) not in useful)

    def _royal_worth(self, royal: RoyalView, count: int) -> float:
        w = self.weights
        worth = w["royal"] + w["heart_on"] * len(royal.defence)
        if c.suit(royal.card) == c.RICH_ROYAL:
            worth += c.DIAMOND_ROYAL_POINTS * 0.6  # it goes back to the owner's hand
        return worth + (w["last_royal"] if count == 1 else 0.0)

    def _attack_gain(self, royal: RoyalView, dice: int, per_card: float,
                     count: int) -> float:
        chance = die_chance(royal)
        hearts = len(royal.defence)
        spread = successes(dice, chance)
        kill = sum(spread[hearts + 1:])
        stripped = sum(p * min(k, hearts) for k, p in enumerate(spread))
        treasure = royal.treasure_count * per_card
        swing = treasure * (1 + self.weights["in_hand"])
        return kill * (swing + self._royal_worth(royal, count)) \
            + stripped * (self.weights["heart_on"] + 0.25)

    def _dig_gain(self, royal: RoyalView, dice: int, per_card: float) -> float:
        spread = successes(dice, die_chance(royal))
        picks = sum(p * min(k, royal.treasure_count) for k, p in enumerate(spread))
        return picks * per_card * (1 + self.weights["in_hand"])

    def _exposure(self, royal: RoyalView, hearts: int) -> float:
        """The chance a turn of the opponent's ends ``royal`` with ``hearts`` hearts."""
        return more_than(int(self.weights["opp_dice"]), die_chance(royal), hearts)

    def _home(self, view: RoyalsView) -> RoyalView:
        """Where treasure is safest: digs need the royal's threshold whatever its
        hearts, kills need more successes than hearts."""
        royals = living(view.courts[view.seat])
        return min(royals, key=lambda r: (die_chance(r) + self._exposure(r, len(r.defence)),
                                          -r.treasure_count))

    def _bury(self, view: RoyalsView, diamonds: tuple[str, ...]) -> tuple[Action, float]:
        w = self.weights
        points = sum(c.treasure_points(x) for x in diamonds)
        home = self._home(view)
        cards = diamonds + (self._junk(view) if w["decoys_with"] else ())
        action = Action(view.seat, BURY, cards, home.slot)
        if self._last_turn(view):
            return action, points + 1.0
        if len(diamonds) < w["hold"]:
            return action, -1.0
        risk = die_chance(home) + self._exposure(home, len(home.defence))
        return action, max(points * (1 - w["in_hand"] - risk * 0.5), 0.05 * points)

    def _last_turn(self, view: RoyalsView) -> bool:
        """Whether the game may well end before this seat's next turn: the cards left to
        draw (the deck, and the discard pile while the one reshuffle is to come) may not
        fill both hands again."""
        left = view.deck_count + (0 if view.reshuffle_used else len(view.discard))
        need = max(0, c.HAND_SIZE - view.hand_counts[1 - view.seat])
        return left < need + c.HAND_SIZE

    def _fortify(self, view: RoyalsView, hearts: tuple[str, ...]) -> tuple[Action, float]:
        best, gain = None, -1.0
        royals = living(view.courts[view.seat])
        for royal in royals:
            at_stake = (sum(c.treasure_points(x) for x in royal.treasure)
                        + self._royal_worth(royal, len(royals)))
            h = len(royal.defence)
            saved = self._exposure(royal, h) - self._exposure(royal, h + 1)
            value = saved * at_stake
            if value > gain:
                best, gain = royal, value
        return Action(view.seat, FORTIFY, hearts[:1], best.slot), gain


#: Every bot level by name, weakest first.
LEVELS = {"random": RandomBot, "heuristic": HeuristicBot, "expert": ExpertBot}
