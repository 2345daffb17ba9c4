"""What a seat can infer about hidden cards, from its view alone.

The hidden cards are the other players' hands, the set-aside card and the deck. A seat
knows the whole deck list of the edition, everything public (discards, face-up cards,
guesses that missed, who lost a comparison with what) and what it was privately shown.
From that, each opponent's hand has a *support*: the cards it can still be.

>>> from accessible_ll.kit import Chance
>>> from accessible_ll.games.love_letter.editions import find_edition
>>> from accessible_ll.games.love_letter.engine import GameState
>>> from accessible_ll.games.love_letter.view import view_for
>>> state = GameState.new(find_edition("2019"), 2, chance=Chance.exact(1))
>>> belief = Belief(view_for(state, 0))
>>> state.hands[1][0] in belief.support(1)
True
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Mapping

from accessible_ll.games.love_letter.editions import find_edition
from accessible_ll.games.love_letter.engine import cards as c
from accessible_ll.games.love_letter.engine import events as ev
from accessible_ll.games.love_letter.view import PlayerView, this_round

# Events after which nothing more is known about a seat's hand from earlier inferences.
_HAND_CHANGES = (ev.Drew, ev.Traded, ev.Discarded, ev.TurnStarted)


class Belief:
    """The hidden cards as ``view``'s seat may infer them.

    With ``blind`` (the blind-player variant's memory) only each player's last discard
    is remembered, and nothing is inferred from earlier events.

    Attributes:
        unseen: Every card the seat has not seen this round (hands, set-aside, deck).
        free: ``unseen`` less the cards it put under the deck (not in anyone's hand).
        allowed: Per opponent still in the round, the cards their hand can be.
    """

    def __init__(self, view: PlayerView, remember: bool = True, blind: bool = False) -> None:
        self.view = view
        self.edition = find_edition(view.edition)
        seen = Counter(view.hand) + Counter(view.face_up)
        for pile in view.discards:
            seen.update(pile[-1:] if blind else pile)
        remember = remember and not blind
        if view.set_aside is not None:
            seen[view.set_aside] += 1
        total = Counter(self.edition.deck_for(view.players))
        self.unseen = Counter({k: total[k] - seen[k] for k in total if total[k] > seen[k]})
        self.free = self.unseen - Counter(view.bottom_known)
        self.opponents = [s for s in range(view.players) if s != view.seat and view.alive[s]]
        self.allowed = {s: self._allowed(s, remember) for s in self.opponents}
        self._kept: dict[int, dict[str, float]] | None = None  # by the habits first used

    def _allowed(self, seat: int, remember: bool) -> set[str]:
        known = self.view.known.get(seat)
        if known is not None:
            return {known}
        cards = {k for k, n in self.free.items() if n > 0}
        if not remember:
            return cards
        values = self.edition.values
        excluded, low, high = set(), -1, 99
        for event in reversed(this_round(self.view.log)):
            if _changes_hand(event, seat):
                break
            if isinstance(event, ev.GuessResult) and event.target == seat and not event.hit:
                if isinstance(event.guess, int):
                    excluded |= {k for k in cards if values[k] == event.guess}
                else:
                    excluded.add(event.guess)
            elif isinstance(event, ev.Eliminated) and event.cause == ev.BY_COMPARE:
                low, high = _compare_bounds(self.view.log, event, seat, values, low, high)
        narrowed = {k for k in cards - excluded if low < values[k] < high}
        return narrowed or cards

    def plays_kept_through(self) -> dict[int, list[str]]:
        """Per opponent, the cards it played since its hand was last replaced.

        Each such play was a choice between the card it held and the one it drew. A
        Chancellor's keep is a different choice, and a trade or a forced discard
        replaces the hand: the list starts again after those.
        """
        plays: dict[int, list[str]] = {}
        for event in this_round(self.view.log):
            if isinstance(event, ev.Played):
                chancellor = self.edition.effects[event.card] == c.CHANCELLOR
                plays[event.seat] = [] if chancellor else plays.get(event.seat, []) + [event.card]
            elif isinstance(event, ev.Traded):
                plays[event.first] = plays[event.second] = []
            elif isinstance(event, ev.Discarded):
                plays[event.seat] = []
        return plays

    def kept_likelihoods(self, habits: Mapping[tuple[str, str], float]
                         ) -> dict[int, dict[str, float]]:
        """Per opponent, how likely its plays were with each card now in its hand.

        At each play the player held one card and drew another (both from the unseen
        cards); it played one and kept the other with the habit's share. Summing over
        which card was new gives the chance of the plays for every card kept now.
        """
        cards = set(self.edition.values)
        total = sum(self.free.values()) + len(cards)
        prior = {k: (self.free[k] + 1) / total for k in cards}
        result = {}
        for seat, plays in self.plays_kept_through().items():
            if seat not in self.allowed or not plays:
                continue
            alpha = dict(prior)
            for played in plays:
                held = alpha.get(played, 0.0)
                drawn = prior.get(played, 0.0)
                alpha = {k: _likelihood(habits, played, k) * (
                    held * prior[k] + (a * drawn if k != played else 0.0))
                    for k, a in alpha.items()}
                norm = sum(alpha.values()) or 1.0
                alpha = {k: a / norm for k, a in alpha.items()}
            result[seat] = {k: alpha[k] / prior[k] for k in alpha}
        return result

    def support(self, seat: int) -> set[str]:
        """The cards ``seat``'s hand can be."""
        return set(self.allowed[seat])

    def probabilities(self, seat: int,
                      habits: Mapping[tuple[str, str], float] | None = None
                      ) -> dict[str, float]:
        """How likely each card is in ``seat``'s hand (in proportion to copies left,
        and with ``habits``, to how likely its plays were with that card kept)."""
        odds = self._odds(habits).get(seat, {})
        weights = {k: self.free[k] * odds.get(k, 1.0)
                   for k in self.allowed[seat] if self.free[k] > 0}
        if not weights:  # a known card whose copy we cannot place: trust the knowledge
            return {k: 1.0 / len(self.allowed[seat]) for k in self.allowed[seat]}
        total = sum(weights.values())
        return {k: n / total for k, n in weights.items()}

    def _odds(self, habits) -> dict[int, dict[str, float]]:
        """``kept_likelihoods`` for ``habits`` (worked out once), or none without."""
        if not habits:
            return {}
        if self._kept is None:
            self._kept = self.kept_likelihoods(habits)
        return self._kept

    def sample_hands(self, rng: random.Random, tries: int = 50,
                     habits: Mapping[tuple[str, str], float] | None = None
                     ) -> dict[int, str] | None:
        """One assignment of a card to every opponent, consistent with the counts.

        ``habits`` gives, for a hand of two different cards, how often players play
        the first and keep the second: a card an opponent would rarely have kept
        beside the card it just played is that much less likely (Bayes' rule).
        """
        order = sorted(self.opponents, key=lambda s: len(self.allowed[s]))
        likely = self._odds(habits)
        for _ in range(tries):
            left, hands = Counter(self.free), {}
            for seat in order:
                choices = [k for k in self.allowed[seat] if left[k] > 0]
                if not choices:
                    break
                odds = likely.get(seat)
                weights = [left[k] * odds.get(k, 1.0) if odds else left[k] for k in choices]
                if not any(weights):
                    weights = [left[k] for k in choices]
                card = rng.choices(choices, weights=weights)[0]
                hands[seat] = card
                left[card] -= 1
            else:
                return hands
        return None


#: Nobody is perfectly predictable: the least weight a habit gives a possible card.
HABIT_FLOOR = 0.05


def _likelihood(habits, played: str, kept: str) -> float:
    """How likely a player with ``kept`` in hand was to play ``played`` instead."""
    if played == kept:
        return 1.0
    return max(HABIT_FLOOR, habits.get((played, kept), 0.5))


def _changes_hand(event, seat: int) -> bool:
    if isinstance(event, ev.Traded):
        return seat in (event.first, event.second)
    return isinstance(event, _HAND_CHANGES) and getattr(event, "seat", None) == seat


def _compare_bounds(log, eliminated, seat, values, low, high):
    """A comparison's survivor holds a card above (Baron) or below (Dowager) the loser's."""
    compared = [e for e in log if isinstance(e, ev.Compared) and e.loser == eliminated.seat]
    if not compared or not eliminated.cards:
        return low, high
    last = compared[-1]
    if seat not in (last.seat, last.target) or seat == eliminated.seat:
        return low, high
    lost_with = values[eliminated.cards[0]]
    if last.card == c.DOWAGER_QUEEN:
        return low, min(high, lost_with)
    return max(low, lost_with), high

