"""Bots: always legal, never cheating, beliefs that hold the truth."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter

import pytest

from accessible_ll.arena import run_arena, wilson
from accessible_ll.games.love_letter.bots import LEVELS, ExpertBot
from accessible_ll.games.love_letter.bots.beliefs import Belief
from accessible_ll.games.love_letter.bots.expert import Imagination, budget_for
from accessible_ll.games.love_letter.bots.habits import habits_for
from accessible_ll.games.love_letter.editions import EDITIONS, find_edition
from accessible_ll.games.love_letter.engine import GameState
from accessible_ll.games.love_letter.engine.actions import Action
from accessible_ll.games.love_letter.view import PlayerView, view_for
from accessible_ll.kit import Chance
from tests.helpers import fixed_game, random_game

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

    # eight players' games are long: every branch of the bots they reach in 12 games
    # is reached by the second, and four give some 900 decisions
    for seed in range(4 if players == 8 else 12):
        random_game(edition, players, seed, on_step=on_step)
    assert checked["heuristic"] > 100 and checked["expert"] > 10


def test_a_view_holds_nothing_hidden():
    names = {f.name for f in dataclasses.fields(PlayerView)}
    assert not names & {"hands", "deck", "state", "rng", "set_aside_card"}
    state = GameState.new(find_edition("2019"), 4, chance=Chance.exact(2))
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
    state = GameState.new(find_edition("2019"), 2, chance=Chance.exact(4))
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
        state = GameState.new(find_edition("classic"), 3, chance=Chance.exact(seed))
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


@pytest.mark.parametrize("edition,players", [("2019", 2), ("2019", 4), ("premium", 5),
                                             ("classic", 3)])
def test_imagined_worlds_are_whole_games_consistent_with_the_view(edition, players):
    found = find_edition(edition)
    rng = random.Random(players)
    checked = Counter()

    def on_step(state, action):
        seat = state.to_act
        if rng.random() > 0.3 or len(state.hands[seat]) != 2:
            return
        view = view_for(state, seat)
        belief = Belief(view)
        imagination = Imagination(view, belief)
        for _ in range(5):
            world = imagination.world(rng)
            held = [card for hand in world.hands for card in hand]
            every = (world.deck + held + [world.set_aside] * (world.set_aside is not None)
                     + list(world.face_up) + [k for pile in world.discards for k in pile])
            assert Counter(every) == Counter(found.deck_for(players))
            assert world.hands[seat] == state.hands[seat]
            assert len(world.deck) == len(state.deck) and world.to_act == seat
            for other in belief.opponents:
                assert world.hands[other][0] in belief.support(other)
            assert world.legal_actions() == state.legal_actions()
            checked["worlds"] += 1

    for seed in range(8):
        random_game(edition, players, seed, on_step=on_step)
    assert checked["worlds"] > 50


def test_habits_follow_the_rules_and_shift_the_beliefs():
    assert all(habits_for(edition) for edition in EDITIONS)
    table = habits_for("2019")
    assert table[("countess", "king")] == table[("countess", "prince")] == 1.0
    assert not [pair for pair in table if pair[0] == "princess"]
    assert all(0.0 <= share <= 1.0 for share in table.values())
    # Seat 1 holds the Princess and plays the Guard it drew: seat 0 only sees the Guard.
    state = fixed_game("2019", 2, ["king", "baron", "baron", "spy", "guard", "princess",
                                   "priest", "guard"], first=0)
    state.apply(Action(0, play="guard", target=1, guess="prince"))
    state.apply(Action(1, play="guard", target=0, guess="spy"))
    belief = Belief(view_for(state, 0))
    rng = random.Random(1)
    plain = Counter(belief.sample_hands(rng)[1] for _ in range(3000))
    habitual = Counter(belief.sample_hands(rng, habits=table)[1] for _ in range(3000))
    assert habitual["priest"] < plain["priest"] / 2
    assert habitual["princess"] > plain["princess"] * 1.2


def test_the_expert_thinks_longer_at_bigger_tables_within_its_time_goal():
    budgets = [budget_for(players) for players in range(2, 9)]
    assert budgets[0] == min(budgets) < budget_for(4)
    assert max(budgets) < 150  # the median decision time goal
    assert ExpertBot().budget_ms is None and ExpertBot(budget_ms=5).budget_ms == 5


def test_imagined_opponents_remember_the_card_they_saw_after_the_draw():
    # Seat 0 looks at seat 1's Handmaid with a Priest; seat 1 then draws the Prince.
    state = fixed_game("2019", 2, ["king", "baron", "baron", "spy", "guard", "handmaid",
                                   "priest", "prince"], first=0)
    state.apply(Action(0, play="priest", target=1))
    view = view_for(state, 1)
    assert sorted(view.hand) == ["handmaid", "prince"]
    imagination = Imagination(view, Belief(view))
    assert imagination.seen_by == {0: "handmaid"}
    world = imagination.world(random.Random(2))
    assert world.known[0] == {1: "handmaid"}
    world.apply(Action(1, play="handmaid"))  # played: nobody knows its hand any more
    assert 1 not in world.known[0]
    # In the real game too: by seat 1's next turn, the card seen is long gone.
    state.apply(Action(1, play="handmaid"))
    state.apply(state.legal_actions()[0])
    view = view_for(state, 1)
    assert "prince" in view.hand and Imagination(view, Belief(view)).seen_by == {}


def test_a_bot_remembers_as_the_blind_variant_lets_it_when_the_view_says_so():
    """The blind-player variant is in the view: a bot made without its memory flag (as
    any game's table makes bots) plays as one made with it, and otherwise it would not."""
    same = differs = 0

    def on_step(state, action):
        nonlocal same, differs
        view = dataclasses.replace(view_for(state, state.to_act), blind=True)
        if len(view.legal_actions) < 2 or sum(map(len, view.discards)) < 3:
            return
        key = len(view.discards[0]) * 31 + len(view.discards[1])
        told = LEVELS["heuristic"](blind_memory=True).choose(
            view, view.legal_actions, random.Random(key))
        read = LEVELS["heuristic"]().choose(view, view.legal_actions, random.Random(key))
        unaware = LEVELS["heuristic"]().choose(dataclasses.replace(view, blind=False),
                                               view.legal_actions, random.Random(key))
        assert read == told
        same += 1
        differs += unaware != told

    for seed in range(12):
        random_game("classic", 4, seed, on_step)
    assert same > 100 and differs > 0


def test_imagined_decks_keep_the_cards_this_seat_put_under_the_deck_at_the_bottom():
    """The expert imagines the deck as it is: what its own Chancellor put under the deck
    lies at the bottom, where the view says, and is drawn last in every world."""
    rng = random.Random(5)
    checked = 0

    def on_step(state, action):
        nonlocal checked
        seat = state.to_act
        view = view_for(state, seat) if seat is not None else None
        if view is None or not view.bottom_known or view.phase != "play":
            return
        imagination = Imagination(view, Belief(view))
        for _ in range(3):
            world = imagination.world(rng)
            if world is None:
                continue
            assert len(world.deck) == view.deck_count
            for place, card in zip(view.bottom_positions, view.bottom_known):
                assert world.deck[place] == state.deck[place] == card
            checked += 1

    for seed in range(30):
        random_game("2019", 3, seed, on_step=on_step)
    assert checked > 20
