"""Bots: always legal, never cheating, beliefs that hold the truth."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter

import pytest

from accessible_ll.arena import run_arena, wilson
from accessible_ll.bots import LEVELS, ExpertBot
from accessible_ll.bots.beliefs import Belief
from accessible_ll.editions import EDITIONS, find_edition
from accessible_ll.engine import GameState
from accessible_ll.views import PlayerView, view_for
from tests.helpers import random_game

CONFIGS = [(e.id, n) for e in EDITIONS.values() for n in (e.player_counts[0], e.player_counts[-1])]


def make(level: str):
    return ExpertBot(budget_ms=1, candidates=3) if level == "expert" else LEVELS[level]()


@pytest.mark.parametrize("edition,players", CONFIGS)
def test_every_level_always_chooses_a_legal_action(edition, players):
    rng = random.Random(f"{edition}{players}")
    bots = {level: make(level) for level in LEVELS}
    checked = Counter()

    def on_step(state, action):
        view = view_for(state, state.to_act)
        for level, bot in bots.items():
            if level == "expert" and rng.random() > 0.15:
                continue
            chosen = bot.choose(view, view.legal_actions, rng)
            assert chosen in view.legal_actions, (level, chosen)
            checked[level] += 1

    for seed in range(12):
        random_game(edition, players, seed, on_step=on_step)
    assert checked["heuristic"] > 100 and checked["expert"] > 10


def test_a_view_holds_nothing_hidden():
    names = {f.name for f in dataclasses.fields(PlayerView)}
    assert not names & {"hands", "deck", "state", "rng", "set_aside_card"}
    state = GameState.new(find_edition("2019"), 4, rng=random.Random(2))
    view = view_for(state, 1)
    assert view.hand == tuple(state.hands[1]) and view.deck_count == len(state.deck)
    others = [card for seat, hand in enumerate(state.hands) if seat != 1 for card in hand]
    text = repr(dataclasses.replace(view, log=()))
    for seat in (0, 2, 3):
        assert f"{state.hands[seat]!r}" not in text or state.hands[seat] == state.hands[1]
    assert view.set_aside is None and others
    with pytest.raises(dataclasses.FrozenInstanceError):
        view.hand = ("princess",)


def true_hidden(state: GameState, seat: int) -> dict[int, str]:
    return {s: state.hands[s][0] for s in range(state.players)
            if s != seat and state.alive[s] and state.hands[s]}


@pytest.mark.parametrize("edition", sorted(EDITIONS))
def test_beliefs_hold_the_truth_and_nothing_impossible(edition):
    found = find_edition(edition)
    rng = random.Random(edition)
    checks = Counter()

    def on_step(state, action):
        for seat in [state.to_act]:  # a bot thinks when it decides: others hold one card
            view = view_for(state, seat)
            belief = Belief(view)
            hidden = Counter(state.deck) + Counter(
                [state.set_aside] if state.set_aside else [])
            for other, card in true_hidden(state, seat).items():
                hidden[card] += 1
                support = belief.support(other)
                assert card in support, (seat, other, card, support)
                assert all(belief.free[k] > 0 for k in support)
                if other in view.known:
                    assert support == {view.known[other]}
                checks["hands"] += 1
            assert hidden == belief.unseen, "unseen must be exactly the hidden cards"
            hands = belief.sample_hands(rng)
            assert hands is not None and set(hands) == set(belief.opponents)
            assert not Counter(hands.values()) - belief.free

    for seed in range(25):
        players = found.player_counts[seed % len(found.player_counts)]
        random_game(edition, players, seed, on_step=on_step)
    assert checks["hands"] > 500


def test_blind_memory_counts_only_the_last_discards():
    state = GameState.new(find_edition("2019"), 2, rng=random.Random(4))
    rng = random.Random(4)
    while len(state.discards[0]) < 2 or state.to_act is None:
        if state.to_act is None:
            state.start_next_round()
        state.apply(rng.choice(state.legal_actions()))
    view = view_for(state, 1)
    full, blind = Belief(view), Belief(view, blind=True)
    forgotten = sum(len(pile) - len(pile[-1:]) for pile in view.discards)
    assert sum(blind.unseen.values()) - sum(full.unseen.values()) == forgotten > 0


def test_heuristic_never_plays_the_princess_by_choice():
    bot = LEVELS["heuristic"]()
    rng = random.Random(1)
    for seed in range(300):
        state = GameState.new(find_edition("classic"), 3, rng=random.Random(seed))
        view = view_for(state, state.to_act)
        options = {a.play for a in view.legal_actions}
        if "princess" in options and len(options) > 1:
            assert bot.choose(view, view.legal_actions, rng).play != "princess"


def test_arena_reports_shares_intervals_and_times():
    result = run_arena(["heuristic", "random"], "2019", games=6, seed=3)
    assert result["games"] == 6 and result["rounds"] >= 6
    bots = result["bots"]
    assert [b["name"] for b in bots] == ["heuristic", "random"]
    assert sum(b["games_won_share"] for b in bots) >= 1.0
    for bot in bots:
        low, high = bot["rounds_won_ci95"]
        assert low <= bot["rounds_won_share"] <= high
        assert bot["decision_ms_p99"] >= bot["decision_ms_median"] >= 0
    assert run_arena(["heuristic", "random"], "2019", games=6, seed=3)["bots"][0][
        "rounds_won_share"] == bots[0]["rounds_won_share"]


def test_wilson_interval():
    low, high = wilson(80, 100)
    assert 0.71 < low < 0.72 and 0.86 < high < 0.87
