"""A person's decision, one step at a time (card, then player, then named card), made
from what the deciding seat may know: its view (its own hand, the public table) and its
legal actions, never the whole state.

>>> from accessible_ll.kit import Chance
>>> from accessible_ll.games.love_letter.editions import find_edition
>>> from accessible_ll.games.love_letter.engine import GameState
>>> from accessible_ll.games.love_letter.view import view_for
>>> state = GameState.new(find_edition("2019"), 2, chance=Chance.exact(3), first=0)
>>> view = view_for(state, 0)
>>> step = decision(view, view.legal_actions, {}, find_edition("2019"))
>>> step.step, [option.value for option in step.options] == list(dict.fromkeys(view.hand))
('play', True)
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any, NamedTuple, Sequence

from accessible_ll.games.love_letter.engine import cards as c
from accessible_ll.games.love_letter.engine.actions import Action
from accessible_ll.games.love_letter.engine.cards import Edition
from accessible_ll.games.love_letter.engine.diagnose import diagnose
from accessible_ll.games.love_letter.engine.errors import IllegalAction
from accessible_ll.games.love_letter.engine.phases import CHANCELLOR, PLAY, REDRAW
from accessible_ll.games.love_letter.engine.state import GameState

# The order in which a person makes the parts of one play.
STEPS = ("play", "target", "targets", "look", "guess")
KEEP = "keep"        # a Chancellor's choice: one option per (keep, bottom order)
REDRAW_STEP = "redraw"


class Option(NamedTuple):
    """One item of a decision: its value, whether it can be chosen, and why not;
    ``knocks_out``: choosing it puts the chooser out of the round for certain;
    ``no_effect``: a card that chooses a player, played when nobody can be chosen;
    ``cannot_hit``: a card (or value) to name whose every copy the chooser sees, so
    the chosen player cannot hold it (legal, and all there is when every card is in
    sight)."""
    value: Any
    enabled: bool
    reason: IllegalAction | None = None
    knocks_out: bool = False
    no_effect: bool = False
    cannot_hit: bool = False


@dataclass(frozen=True)
class Decision:
    """What a person chooses next: ``step`` is a field of Action (or KEEP, REDRAW)."""
    step: str
    options: tuple[Option, ...]


class Seen:
    """What :func:`~accessible_ll.games.love_letter.engine.diagnose.diagnose` reads, taken
    from a seat's view: the public table and the seat's own hand (no other hand is there
    to read)."""

    def __init__(self, view: Any, edition: Edition) -> None:
        self.edition = edition
        self._effects = edition.effects
        self.phase, self.to_act, self.players = view.phase, view.to_act, view.players
        self.alive, self.protected, self.mark = view.alive, view.protected, view.mark
        self.hands = {view.seat: list(view.hand)}

    # the rules' own answers, read from these attributes
    choosable = GameState.choosable
    countess_forced = GameState.countess_forced


def decision(view: Any, legal: Sequence[Action], chosen: dict[str, Any],
             edition: Edition, blind: bool = False) -> Decision | Action:
    """The next step of the view's seat's decision given the parts ``chosen`` so far,
    or the finished action (``legal``: the seat's legal actions now; ``blind``: the
    blind-player variant, where only each player's last discard is in sight).

    Raises:
        IllegalAction: the seat decides nothing now.
    """
    seat, phase = view.seat, view.phase
    if phase == CHANCELLOR:
        return Decision(KEEP, tuple(Option(a, True) for a in legal))
    if phase == REDRAW:
        out = holds_princess(view, edition)
        return Decision(REDRAW_STEP, tuple(Option(a.redraw, True, knocks_out=out and a.redraw)
                                           for a in legal))
    if phase != PLAY or not legal:
        raise diagnose(Seen(view, edition), Action(seat))
    fits = [a for a in legal if all(getattr(a, k) == v for k, v in chosen.items())]
    for step in STEPS:
        if step in chosen or all(getattr(a, step) is None for a in fits):
            continue
        return Decision(step, _Options(view, edition, blind).of(step, chosen, fits))
    return fits[0]


def back_one_step(chosen: dict[str, Any], steps: list[str], auto: set[str]) -> None:
    """Undo the person's last choice: the steps taken without a key after it go too,
    so going back from a card to name after a Guard's one possible player leads to the
    card to play, not to the same question again.

    >>> chosen, steps = {"play": "guard", "target": 1}, ["play", "target"]
    >>> back_one_step(chosen, steps, {"target"}); chosen, steps
    ({}, [])
    """
    while steps and steps[-1] in auto:
        chosen.pop(steps.pop(), None)
    if steps:
        chosen.pop(steps.pop(), None)


def only_player(decision: Decision, effect: str) -> Option | None:
    """The one player a card that names a card (the Guard, the Bishop; ``effect``) can
    choose, when there is no other: taken without a key, since the card to name follows
    and can still be taken back. A choice that puts the chooser out keeps its question."""
    if decision.step != "target" or effect not in c.NAMES_A_CARD:
        return None
    possible = [option for option in decision.options if option.enabled]
    if len(possible) == 1 and not possible[0].knocks_out:
        return possible[0]
    return None


def in_sight(view: Any, blind: bool = False) -> Counter:
    """The cards the view's seat sees: its hand, the face-up cards, every discard pile
    (``blind``, the blind-player variant: each player's last discard, as for the bots)."""
    seen = Counter(view.hand) + Counter(view.face_up)
    for pile in view.discards:
        seen.update(pile[-1:] if blind else pile)
    return seen


def holds_princess(view: Any, edition: Edition, played: str | None = None) -> bool:
    """Whether the view's seat keeps a Princess after playing ``played``."""
    hand = list(view.hand)
    if played in hand:
        hand.remove(played)
    return any(edition.effects[card] == c.PRINCESS for card in hand)


def guess_option(view: Any, edition: Edition, guess: str | int, legal: bool,
                 blind: bool = False) -> Option:
    """A card (or value) to name; when every copy of it is in sight it cannot hit, and
    it stays possible: the rules allow naming it, and it may be all there is to name.

    >>> from accessible_ll.kit import Chance
    >>> from accessible_ll.games.love_letter.editions import find_edition
    >>> from accessible_ll.games.love_letter.engine import GameState
    >>> from accessible_ll.games.love_letter.view import view_for
    >>> state = GameState.new(find_edition("2019"), 3, chance=Chance.exact(3), first=0)
    >>> state.discards[1][:] = ["princess"]
    >>> state._memo = None
    >>> option = guess_option(view_for(state, 0), find_edition("2019"), "princess", True)
    >>> option.enabled, option.cannot_hit
    (True, True)
    """
    deck = Counter(edition.deck_for(view.players))
    cards = [card for card in deck if guess in (card, edition.value(card))]
    seen = in_sight(view, blind)
    cannot_hit = bool(cards) and all(seen[card] >= deck[card] for card in cards)
    return Option(guess, legal, cannot_hit=legal and cannot_hit)


class _Options:
    """The options of one step, with the reasons of those not possible."""

    def __init__(self, view: Any, edition: Edition, blind: bool) -> None:
        self.view, self.edition, self.seat, self.blind = view, edition, view.seat, blind

    def of(self, step: str, chosen: dict, fits: list[Action]) -> tuple[Option, ...]:
        values = list(dict.fromkeys(getattr(a, step) for a in fits))
        if step == "play":
            hand = list(dict.fromkeys(self.view.hand))
            return tuple(self._option({**chosen, "play": card}, card in values)
                         ._replace(no_effect=self._nobody_to_choose(card, fits))
                         for card in hand)
        if step == "target":
            return tuple(self._option({**chosen, "target": t}, t in values)
                         ._replace(knocks_out=self._prince_on_princess(chosen, t))
                         for t in range(self.view.players))
        if step == "guess":
            return tuple(guess_option(self.view, self.edition, g, g in values, self.blind)
                         for g in self._guesses(chosen["play"]))
        return tuple(Option(v, True) for v in values)

    def _nobody_to_choose(self, card: str, fits: list[Action]) -> bool:
        """Whether ``card`` chooses players but can only be played choosing nobody."""
        if self.edition.effects[card] not in c.CHOOSES_PLAYERS:
            return False
        plays = [a for a in fits if a.play == card]
        return bool(plays) and all(a.target is None and a.targets is None for a in plays)

    def _prince_on_princess(self, chosen: dict, target: int) -> bool:
        """A Prince on oneself while holding the Princess: she is discarded, one is out."""
        card = chosen["play"]
        return (target == self.seat and self.edition.effects[card] == c.PRINCE
                and holds_princess(self.view, self.edition, card))

    def _guesses(self, card: str) -> tuple:
        effect = self.edition.effects[card]
        return self.edition.bishop_guesses() if effect == c.BISHOP else self.edition.guesses()

    def _option(self, parts: dict, enabled: bool) -> Option:
        value = parts["target"] if "target" in parts else parts["play"]
        if enabled:
            return Option(value, True)
        trial = {**parts}
        if "target" in trial and self.edition.effects[trial["play"]] in c.NAMES_A_CARD:
            trial["guess"] = self._guesses(trial["play"])[-1]
        return Option(value, False,
                      diagnose(Seen(self.view, self.edition), Action(self.seat, **trial)))
