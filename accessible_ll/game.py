"""The host of a game at one computer: the state, the seats (people or bots), and the
step-by-step decisions a person makes (card, then player, then named card).

Screens never read the state: they get views, decisions and events from here.
"""

from __future__ import annotations

import random
from typing import Any

from accessible_ll.bots import LEVELS
from accessible_ll.editions import find_edition
from accessible_ll.engine import Action, GameState
from accessible_ll.engine.decision import KEEP, REDRAW_STEP, STEPS, Decision, Option, decision
from accessible_ll.engine.phases import GAME_OVER
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
        self.state.blind = self.settings.blind_variant

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
        or the finished action (made from what the seat may know)."""
        view = view_for(self.state, seat, with_log=False)
        return decision(view, view.legal_actions, chosen, self.edition,
                        self.settings.blind_variant)
