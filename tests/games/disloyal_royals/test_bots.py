"""The bots play only legal moves from what their seat may know, the heuristic beats
chance, the expert beats the heuristic and reads the piles from what digs turned up."""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest

from accessible_ll.arena import run_arena
from accessible_ll.games.disloyal_royals import bots
from accessible_ll.games.disloyal_royals.actions import BURY, DIG, Action
from accessible_ll.games.disloyal_royals.bots import LEVELS, ExpertBot
from accessible_ll.games.disloyal_royals.scenario import start
from accessible_ll.games.disloyal_royals.state import new_state
from accessible_ll.games.disloyal_royals.view import view


def test_the_bots_read_only_the_view():
    tree = ast.parse(Path(bots.__file__).read_text(encoding="utf-8"))
    imported = {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    assert not any(name.endswith(".state") for name in imported)


def listed(action: Action, legal) -> bool:
    """Whether ``action`` is one of ``legal``, a Bury's cards in any order (``legal``
    lists each set of cards once; the order they go onto the pile is the bot's)."""
    def same(a: Action) -> bool:
        return a._replace(cards=tuple(sorted(a.cards))) == \
            action._replace(cards=tuple(sorted(action.cards)))
    return action in legal or (action.act == BURY and any(map(same, legal)))


@pytest.mark.parametrize("level", list(LEVELS))
def test_every_move_is_one_of_the_legal_actions(level):
    bot, rng = LEVELS[level](), random.Random(3)
    for seed in range(15):
        state = new_state(seed)
        while state.outcome() is None:
            seen = view(state, state.deciders()[0])
            action = bot.choose(seen, seen.legal_actions, rng)
            assert listed(action, seen.legal_actions)
            state.apply(action)


def test_each_bot_chooses_the_order_it_buries_in():
    """The heuristic buries in its hand's order; the random bot and the expert mix the
    cards, so the place of a diamond in the pile gives nothing away."""
    hand = ["2♠", "9♦", "3♠", "4♦", "5♠"]
    state = start(_position(hands=[hand, ["A♦", "3♦", "4♠", "6♠", "7♠"]],
                            courts=[{"J": "J♦", "Q": "Q♦", "K": "K♥"},
                                    {"J": "J♥", "Q": "Q♠", "K": "K♦"}]))
    seen = view(state, 0)
    heuristic = bots.HeuristicBot().choose(seen, seen.legal_actions, random.Random(1))
    assert heuristic.act == BURY and heuristic.cards == ("9D", "4D")
    orders = set()
    for seed in range(12):
        action = ExpertBot().choose(seen, seen.legal_actions, random.Random(seed))
        assert action.act == BURY and state.refusal(action) is None
        orders.add(action.cards)
    assert len(orders) > 1 and len({frozenset(cards) for cards in orders}) == 1


def won(first: str, second: str, games: int) -> float:
    """The share of ``games`` the bot ``first`` wins against ``second`` in the arena."""
    result = run_arena([first, second], None, games, seed=5, game_id="disloyal-royals")
    return result["bots"][0]["games_won_share"]


def test_the_heuristic_beats_chance():
    assert won("heuristic", "random", 60) >= 0.75


def test_the_expert_beats_the_heuristic():
    assert won("expert", "heuristic", 80) >= 0.55


def _position(**parts) -> dict:
    data = {"seed": 1, "first": 0,
            "courts": [{"J": "J♠", "Q": "Q♦", "K": "K♥"},
                       {"J": {"card": "J♣", "treasure": ["2♦", "3♣", "4♦"]},
                        "Q": {"card": "Q♠", "treasure": ["5♦", "6♦", "7♦"]}, "K": "K♦"}],
            "hands": [["A♠", "2♠", "9♥", "8♥", "7♥"], ["A♦", "3♦", "4♠", "6♠", "7♠"]]}
    data.update(parts)
    return data


def test_the_expert_digs_where_digs_found_diamonds():
    state = start(_position())
    expert = ExpertBot()
    before = expert.pile_shares(view(state, 0))
    assert before["J"] == before["Q"] > 0
    # a dig at the Queen turns up a diamond (2 dice against 4+: a 4 and a 2)
    state = start(_position(dice=[4, 2]))
    state.apply(Action(0, DIG, ("AS",), "Q"))
    state.apply(Action(0, "pick", position=2))
    after = expert.pile_shares(view(state, 0))
    assert after["Q"] > after["J"]
    # and a dig at the Jack turns up a club there
    state = start(_position(dice=[4, 2]))
    state.apply(Action(0, DIG, ("AS",), "J"))
    state.apply(Action(0, "pick", position=2))
    after = expert.pile_shares(view(state, 0))
    assert after["J"] < after["Q"]


def test_the_expert_buries_everything_on_its_last_turn():
    state = start(_position(reshuffle_used=True, rest="discard", deck=["2♣", "3♥"],
                            hands=[["A♠", "9♦", "8♥", "7♥", "6♣"],
                                   ["A♦", "3♦", "4♠", "6♠", "7♠"]]))
    expert, played = ExpertBot(), []
    while state.current == 0:
        seen = view(state, 0)
        played.append(expert.choose(seen, seen.legal_actions, random.Random(1)))
        state.apply(played[-1])
    assert any(a.act == BURY and "9D" in a.cards for a in played)


def test_the_expert_keeps_a_diamond_in_hand_while_the_game_goes_on():
    state = start(_position(hands=[["A♠", "9♦", "8♥", "7♥", "6♣"],
                                   ["A♦", "3♦", "4♠", "6♠", "7♠"]]))
    expert, played = ExpertBot(weights={"hold": 2}), []
    while state.current == 0:
        seen = view(state, 0)
        played.append(expert.choose(seen, seen.legal_actions, random.Random(1)))
        state.apply(played[-1])
    assert not any(a.act == BURY and "9D" in a.cards for a in played)
