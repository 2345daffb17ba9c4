"""The host of a game at one computer: the state, the seats (people or bots), and the
step-by-step decisions a person makes (card, then player, then named card).

Screens never read the state: they get views, decisions and events from here.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from typing import Any, NamedTuple

from accessible_ll.bots import LEVELS
from accessible_ll.editions import find_edition
from accessible_ll.engine import Action, GameState, IllegalAction
from accessible_ll.engine import cards as c
from accessible_ll.engine.decision import KEEP, REDRAW_STEP, STEPS, Decision, Option
from accessible_ll.engine.diagnose import diagnose
from accessible_ll.engine.errors import GUESS_IN_SIGHT
from accessible_ll.engine.phases import CHANCELLOR, GAME_OVER, PLAY, REDRAW
from accessible_ll.settings import HUMAN, Settings
from accessible_ll.views import PlayerView, spectator_view, view_for

__all__ = ["KEEP", "REDRAW_STEP", "STEPS", "Decision", "GameHost", "Option"]


class GameHost:
    """One game: rounds until the token target, people and bots taking turns.

    Args:
        settings: The table (edition, seats, target...).
        seed: Fixes the shuffles and the bots' choices (None: random).
    """

    def __init__(self, settings: Settings, seed: int | None = None) -> None:
        self.settings = settings.fitted()
        self.edition = find_edition(self.settings.edition)
        self.seed = seed if seed is not None else random.randrange(2**32)
        # In the blind-player variant bots remember only what a player may review.
        memory = self.settings.blind_variant
        self.bots = {seat: LEVELS[kind](blind_memory=memory)
                     for seat, kind in enumerate(self.settings.seats) if kind != HUMAN}
        self.state = GameState.new(self.edition, self.settings.players,
                                   rng=random.Random(self.seed), target=self.settings.target)

    # ----- who is who ---------------------------------------------------------------

    @property
    def to_act(self) -> int | None:
        """Who decides now (None between rounds and after the game)."""
        return self.state.to_act

    @property
    def round_over(self) -> bool:
        """Whether the round has ended (the game may have too)."""
        return self.state.round_over

    @property
    def game_over(self) -> bool:
        """Whether the game has ended."""
        return self.state.phase == GAME_OVER

    def view(self, seat: int | None) -> PlayerView:
        """What ``seat`` may see (None: the public view)."""
        return spectator_view(self.state) if seat is None else view_for(self.state, seat)

    @property
    def events(self) -> list:
        """Every event so far."""
        return self.state.log

    # ----- moving the game on -------------------------------------------------------

    def apply(self, action: Action) -> list:
        """A person's action; raises IllegalAction (nothing changes) if not allowed."""
        return self.state.apply(action)

    def next_round(self) -> list:
        """Deal the next round."""
        return self.state.start_next_round()

    # ----- a person's decision, one step at a time ------------------------------------

    def decision(self, seat: int, chosen: dict[str, Any]) -> Decision | Action:
        """The next step of ``seat``'s decision given the parts ``chosen`` so far,
        or the finished action."""
        legal = self.state.legal_actions() if self.state.to_act == seat else ()
        phase = self.state.phase
        if phase == CHANCELLOR:
            return Decision(KEEP, tuple(Option(a, True) for a in legal))
        if phase == REDRAW:
            out = self._holds_princess(seat)
            return Decision(REDRAW_STEP, tuple(Option(a.redraw, True, knocks_out=out and a.redraw)
                                               for a in legal))
        if phase != PLAY or not legal:
            raise diagnose(self.state, Action(seat))
        fits = [a for a in legal if all(getattr(a, k) == v for k, v in chosen.items())]
        for step in STEPS:
            if step in chosen or all(getattr(a, step) is None for a in fits):
                continue
            return Decision(step, self._options(seat, step, chosen, fits))
        return fits[0]

    def _options(self, seat: int, step: str, chosen: dict, fits: list[Action]):
        values = list(dict.fromkeys(getattr(a, step) for a in fits))
        if step == "play":
            hand = list(dict.fromkeys(self.state.hands[seat]))
            return tuple(self._option(seat, {**chosen, "play": card}, card in values)
                         ._replace(no_effect=self._nobody_to_choose(card, fits))
                         for card in hand)
        if step == "target":
            return tuple(self._option(seat, {**chosen, "target": t}, t in values)
                         ._replace(knocks_out=self._prince_on_princess(seat, chosen, t))
                         for t in range(self.state.players))
        if step == "guess":
            names = self._guesses(chosen["play"])
            return tuple(self._guess_option(seat, g, g in values) for g in names)
        return tuple(Option(v, True) for v in values)

    def _nobody_to_choose(self, card: str, fits: list[Action]) -> bool:
        """Whether ``card`` chooses players but can only be played choosing nobody."""
        if self.edition.effects[card] not in c.CHOOSES_PLAYERS:
            return False
        plays = [a for a in fits if a.play == card]
        return bool(plays) and all(a.target is None and a.targets is None for a in plays)

    def in_sight(self, seat: int) -> Counter:
        """The cards ``seat`` sees: their hand, the face-up cards, every discard pile
        (the blind-player variant: each player's last discard, as for the bots)."""
        seen = Counter(self.state.hands[seat]) + Counter(self.state.face_up)
        for pile in self.state.discards:
            seen.update(pile[-1:] if self.settings.blind_variant else pile)
        return seen

    def _guess_option(self, seat: int, guess: str | int, legal: bool) -> Option:
        """A card (or value) to name; not possible when every copy of it is in sight."""
        deck = Counter(self.edition.deck_for(self.state.players))
        cards = [card for card in deck if guess in (card, self.edition.value(card))]
        seen = self.in_sight(seat)
        if legal and cards and all(seen[card] >= deck[card] for card in cards):
            return Option(guess, False, IllegalAction(GUESS_IN_SIGHT))
        return Option(guess, legal)

    def _holds_princess(self, seat: int, played: str | None = None) -> bool:
        """Whether ``seat`` keeps a Princess after playing ``played``."""
        hand = list(self.state.hands[seat])
        if played in hand:
            hand.remove(played)
        return any(self.edition.effects[card] == c.PRINCESS for card in hand)

    def _prince_on_princess(self, seat: int, chosen: dict, target: int) -> bool:
        """A Prince on oneself while holding the Princess: she is discarded, one is out."""
        card = chosen["play"]
        return (target == seat and self.edition.effects[card] == c.PRINCE
                and self._holds_princess(seat, card))

    def _guesses(self, card: str) -> tuple:
        effect = self.edition.effects[card]
        return self.edition.bishop_guesses() if effect == c.BISHOP else self.edition.guesses()

    def _option(self, seat: int, parts: dict, enabled: bool) -> Option:
        value = parts["target"] if "target" in parts else parts["play"]
        if enabled:
            return Option(value, True)
        trial = {**parts}
        if "target" in trial and self.edition.effects[trial["play"]] in c.NAMES_A_CARD:
            trial["guess"] = self._guesses(trial["play"])[-1]
        return Option(value, False, diagnose(self.state, Action(seat, **trial)))
