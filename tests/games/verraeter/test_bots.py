"""The bots: legal, seeing only the view, quick, and the stronger beating the weaker."""

from __future__ import annotations

import random

import pytest

from accessible_ll.arena import run_arena
from accessible_ll.games.verraeter.actions import Action
from accessible_ll.games.verraeter.bots import (LEVELS, ExpertBot, HeuristicBot,
                                               _sample_roles, imagine)
from accessible_ll.games.verraeter.state import State
from accessible_ll.games.verraeter.view import View, view


@pytest.mark.parametrize("level", list(LEVELS))
@pytest.mark.parametrize("players", (3, 4, 5))
def test_every_bot_plays_whole_games_with_legal_actions_from_the_view_alone(level, players):
    for seed in range(1 if level == "expert" else 3):
        state = State.new(players, seed)
        bot, rng = LEVELS[level](), random.Random(seed)
        while state.deciders():
            (seat,) = state.deciders()
            seen = view(state, seat)
            assert isinstance(seen, View)
            legal = state.legal_actions(seat)
            action = bot.choose(seen, legal, rng)
            assert action in legal
            state.apply(action)
        assert state.outcome() is not None


def test_the_heuristic_beats_random_bots_and_the_expert_decides_quickly():
    result = run_arena(["heuristic"] + ["random"] * 3, None, 40, seed=5, game_id="verraeter")
    assert result["bots"][0]["games_won_share"] >= 0.45
    timed = run_arena(["expert"] + ["heuristic"] * 3, None, 4, seed=5, game_id="verraeter")
    assert timed["bots"][0]["decision_ms_median"] < 150


def test_the_traitor_joins_the_side_that_pays_it():
    state = State.from_position({
        "players": 4, "start": 0,
        "ring": [["river", "rose"], ["village", "hawk"], ["forest", "rose"],
                 ["meadow", "hawk"], ["city", "hawk"], ["wasteland", "rose"],
                 ["river", "hawk"], ["village", "rose"], ["forest", "hawk"],
                 ["meadow", "rose"], ["city", "rose"], ["wasteland", "hawk"]],
        "hands": [[5, 5, 5], [2], [2], [2, 2]],
        "deck": [8, 6, 6, 5, 5, 5, 4, 4, 4, 4, 4, 4, 3, 3, 3, 3, 3, 3, 2, 2]},
        shuffles=[["diplomat2", "farmer", "builder", "strategist", "traitor", "diplomat5"]])
    for data in ({"battlefield": 0, "seat": 1}, {"seat": 0, "keep": "farmer"},
                   {"seat": 1, "keep": "builder"}, {"seat": 2, "keep": "strategist"},
                   {"seat": 3, "keep": "traitor"}, {"seat": 0, "commit": [5, 5, 5]},
                   {"seat": 1, "commit": []}, {"seat": 2, "commit": []},
                   {"seat": 3, "commit": [2]}):
        state.apply(Action.from_json(data))
    # Rose 5 + 15 = 20 against Hawk 10 + 2: as Rose the Traitor shares the Village.
    for bot in (HeuristicBot(), ExpertBot()):
        choice = bot.choose(view(state, 3), state.legal_actions(3), random.Random(1))
        assert choice.switch is True


def test_the_expert_reads_the_centre_card_from_the_five_it_saw_first():
    state = State.new(4, 2)
    while state.phase != "draft":
        state.apply(state.legal_actions(state.current)[0])
    first = state.current
    centre = state.centre[0]
    state.apply(state.legal_actions(first)[0])
    passed = set(state.offered[first]) - {state.roles[first]}
    for world in range(30):
        roles = _sample_roles(view(state, first), random.Random(world))
        # Whatever the others may hold is among the cards it passed on, never the centre's.
        others = {roles[s] for s in range(4) if s != first}
        assert centre not in others and others <= passed
        assert roles[first] == state.roles[first]


def test_an_imagined_game_agrees_with_the_view_and_holds_the_27_cards():
    state = State.new(5, 8)
    rng = random.Random(8)
    while not (state.phase == "commit" and state.round_no == 2):
        state.apply(rng.choice(state.legal_actions(state.current)))
    seat = state.current
    seen = view(state, seat)
    for world in range(20):
        dreamt = imagine(seen, random.Random(world))
        assert view(dreamt, seat)._replace(deciders=seen.deciders) == seen
        held = dreamt.deck + dreamt.discard + [v for h in dreamt.hands for v in h]
        held += [v for c in dreamt.committed for v in c or ()]
        assert sorted(held) == sorted(state.deck + state.discard +
                                      [v for h in state.hands for v in h] +
                                      [v for c in state.committed for v in c or ()])
