"""Every registered game, every decision: no step of a person's decision offers nothing
to choose while the rules allow an action, and every path a person may take through the
steps ends in a legal action.

Seeded random play over positions of every game of the registry (Love Letter in every
edition, with and without the blind-player variant; Disloyal Royals; Verräter) and the
test game pebbles: at each decision each seat that decides walks the game's ``ask``
steps (:attr:`~accessible_ll.kit.GameDescriptor.ask`) from its own view, choosing among
the enabled items at random (where several are ticked, a random number of them, at
least ``least``), and one of those walks is the move played.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from accessible_ll import games
from accessible_ll.games import find_game
from accessible_ll.kit import Ask, Refusal
from accessible_ll.narration.i18n import Texts

LANGUAGES = ("en", "ja", "de")
#: The most steps one decision takes (Love Letter: card, player, card to name).
MOST_STEPS = 12
#: The most moves played of one game (every game ends well before, but a bound keeps
#: the test's time fixed).
MOST_MOVES = 600
#: How many tick sets of exactly ``least`` items are tried once a random one is refused.
MOST_TRIES = 200

#: (game, variant, players, options, seeds): every variant, the fewest and the most
#: players, every option that changes what a player may see.
TABLES = [
    *[("love-letter", edition, players, {"blind": blind, "target": 1}, range(40))
      for edition, counts in (("2019", (2, 4, 6)), ("classic", (2, 4, 8)),
                              ("premium", (3, 5, 8)), ("kanai", (2, 4)))
      for players in counts for blind in (False, True)],
    ("disloyal-royals", "standard", 2, {}, range(6)),
    *[("verraeter", "standard", players, {}, range(3)) for players in (3, 4, 5)],
    *[("pebbles", "pile-12", players, {}, range(10)) for players in (2, 3, 4)],
]


@pytest.fixture(autouse=True)
def pebbles(monkeypatch):
    """The test game, registered for these tests."""
    monkeypatch.setitem(games.GAMES, "pebbles", "tests.games.pebbles")


@pytest.fixture(scope="module")
def texts():
    return {language: Texts.for_language(language) for language in LANGUAGES}


class Walker:
    """One person's way through the steps of a decision, choosing at random.

    Args:
        game: The game's descriptor.
        rng: Where each choice comes from.
        first: Take the first enabled item of a step where one is chosen, as the table
            bench's scripted seats do (the games then go where random choices seldom
            lead: a Love Letter Guard naming the lowest card it may, round after round).
    """

    def __init__(self, game: Any, rng: random.Random, first: bool = False) -> None:
        self.game, self.rng, self.first = game, rng, first

    def action(self, narrator: Any, view: Any, legal: list) -> Any:
        """The action a random path through the steps ends in: one of ``legal``."""
        chosen: dict[str, Any] = {}
        for _ in range(MOST_STEPS):
            step = self.game.narration.ask(narrator, view, legal, dict(chosen))
            if not isinstance(step, Ask):
                assert self.unordered(step) in {self.unordered(a) for a in legal}, (
                    chosen, step)
                return step
            chosen[step.key] = self.value(narrator, view, legal, chosen, step)
        raise AssertionError(f"no action after {MOST_STEPS} steps: {chosen}")

    def unordered(self, action: Any) -> str:
        """``action`` as the same whatever order its ticked items came in (the legal
        actions list each set once; a game may take them in any order: Disloyal Royals
        buries in the order ticked)."""
        def plain(value: Any) -> Any:
            if isinstance(value, dict):
                return {key: plain(item) for key, item in value.items()}
            if isinstance(value, list):
                return sorted((plain(item) for item in value), key=repr)
            return value
        return repr(plain(self.game.rules.encode_action(action)))

    def value(self, narrator: Any, view: Any, legal: list, chosen: dict, step: Ask) -> Any:
        """A value for ``step``: one enabled item, or a set of ticks the game takes."""
        enabled = [choice for choice in step.choices if choice.enabled]
        said = (step.key, step.prompt, [(c.label, c.reason) for c in step.choices])
        if not step.several:
            assert enabled, f"nothing to choose while the rules allow an action: {said}"
            return enabled[0].value if self.first else self.rng.choice(enabled).value
        assert len(enabled) >= step.least, f"fewer items to tick than needed: {said}"
        count = self.rng.randint(step.least, len(enabled))
        ticked = self.ticks(enabled, count)
        if self.takes(narrator, view, legal, chosen, step, ticked):
            return ticked
        for _ in range(MOST_TRIES):  # refused in words: some `least` ticks are taken
            ticked = self.ticks(enabled, step.least)
            if self.takes(narrator, view, legal, chosen, step, ticked):
                return ticked
        raise AssertionError(f"no {step.least} ticked items are taken: {said}")

    def ticks(self, enabled: list, count: int) -> tuple:
        """``count`` enabled items at random, as the step's value (in list order)."""
        picked = sorted(self.rng.sample(range(len(enabled)), count))
        return tuple(enabled[i].value for i in picked)

    def takes(self, narrator: Any, view: Any, legal: list, chosen: dict, step: Ask,
              ticked: tuple) -> bool:
        """Whether the game goes on from ``ticked``; a refusal is said in words."""
        try:
            self.game.narration.ask(narrator, view, legal, {**chosen, step.key: ticked})
        except Refusal as refusal:
            assert narrator.refusal(refusal).strip(), refusal
            return False
        return True


def play(game_id: str, variant: str, players: int, options: dict, seed: int,
         texts: dict) -> int:
    """A game played through people's random paths (every other seed: the first item
    of each step); the number of decisions walked."""
    game = find_game(game_id)
    rng = random.Random(seed)
    state = game.rules.new_state(variant, players, seed, {**game.rules.options, **options})
    language = texts[LANGUAGES[seed % len(LANGUAGES)]]
    names = [f"P{seat}" for seat in range(players)]
    narrators = [game.narration.narrator(language, names, variant, seat) for seat in range(players)]
    walker, walked = Walker(game, rng, first=seed % 2 == 1), 0
    for _ in range(MOST_MOVES):
        if state.outcome() is not None:
            break
        deciders = state.deciders()
        if not deciders:
            state.advance()
            continue
        moves = []
        for seat in deciders:
            legal = list(state.legal_actions(seat))
            assert legal, (game_id, seat)
            moves.append(walker.action(narrators[seat], game.rules.view(state, seat), legal))
            walked += 1
        state.apply(rng.choice(moves))
    assert state.outcome() is not None, f"not over after {MOST_MOVES} moves"
    return walked


@pytest.mark.parametrize("game_id,variant,players,options,seeds", TABLES)
def test_every_step_offers_something_and_every_path_ends_in_a_legal_action(
        texts, game_id, variant, players, options, seeds):
    walked = sum(play(game_id, variant, players, options, seed, texts) for seed in seeds)
    assert walked >= len(seeds) * 2


def test_every_registered_game_is_walked():
    assert {table[0] for table in TABLES} == set(games.GAMES)
