"""Rules that need more than one scripted round: scoring, next rounds, knowledge."""

from __future__ import annotations


import pytest

from accessible_ll.games.love_letter.editions import find_edition
from accessible_ll.games.love_letter.engine import Action, GameState, IllegalAction
from accessible_ll.games.love_letter.engine import events as ev
from accessible_ll.games.love_letter.engine.phases import (
    CHANCELLOR,
    GAME_OVER,
    ROUND_OVER,
)
from accessible_ll.games.love_letter.view import view_for
from accessible_ll.kit import Chance
from tests.helpers import fixed_game


def showdown(state: GameState, hands: dict[int, str], discards: dict[int, list[str]] = {}):
    """Force the end of the deck with the given final hands; return the events."""
    for seat in range(state.players):
        state.hands[seat] = [hands[seat]] if seat in hands else []
        state.alive[seat] = seat in hands
        state.discards[seat] = list(discards.get(seat, []))
    state.deck.clear()
    events: list = []
    state._showdown(events)
    return events


def test_default_token_targets():
    assert [find_edition("2019").default_target(n) for n in range(2, 7)] == [6, 5, 4, 3, 3]
    assert find_edition("classic").default_target(2) == 7
    assert find_edition("classic").default_target(8) == 3
    assert find_edition("premium").default_target(3) == 5
    assert find_edition("premium").default_target(8) == 4
    assert {find_edition("kanai").default_target(n) for n in (2, 3, 4)} == {3}


def test_deck_sizes():
    assert len(find_edition("2019").deck_for(6)) == 21
    assert [len(find_edition("classic").deck_for(n)) for n in range(2, 9)] == \
        [16, 16, 16, 20, 24, 28, 30]
    assert len(find_edition("premium").deck_for(8)) == 32
    assert len(find_edition("kanai").deck_for(4)) == 16


def test_count_raises_showdown_value():
    state = fixed_game("premium", 3, ["princess"])
    events = showdown(state, {0: "prince", 1: "king"}, {0: ["count", "count"]})
    assert state.round_winners == (0,)
    assert events[0].hands == ((0, "prince", 7), (1, "king", 6))


def test_bishop_loses_to_the_princess_at_showdown():
    state = fixed_game("premium", 3, ["guard"])
    showdown(state, {0: "bishop", 1: "princess", 2: "countess"})
    assert state.round_winners == (1,)
    state = fixed_game("premium", 3, ["guard"])
    showdown(state, {0: "bishop", 2: "countess"})
    assert state.round_winners == (0,)


def test_classic_tie_still_tied_after_discards_shares():
    state = fixed_game("classic", 3, ["guard"])
    showdown(state, {0: "king", 1: "king"}, {0: ["guard", "priest"], 1: ["baron"]})
    assert state.round_winners == (0, 1) and state.tokens == [1, 1, 0]


def test_spy_bonus_needs_exactly_one_spy_player_in_the_round():
    state = fixed_game("2019", 3, ["guard"])
    showdown(state, {0: "king", 1: "guard"}, {0: ["spy"], 1: ["spy"]})
    assert state.tokens == [1, 0, 0]
    state = fixed_game("2019", 3, ["guard"])
    showdown(state, {0: "king", 1: "guard"}, {1: ["spy"], 2: ["spy"]})
    assert state.tokens == [1, 1, 0], "seat 2 is out, so seat 1 is the only Spy player"


def test_spy_discarded_by_a_prince_counts():
    state = fixed_game("2019", 2, ["guard", "guard", "guard", "guard", "prince", "spy", "baron"])
    state.apply(Action(0, play="prince", target=1))
    assert state.discards[1] == ["spy"]
    showdown(state, {0: "baron", 1: "priest"}, {1: ["spy"]})
    assert state.tokens == [1, 1]


def test_next_round_starts_with_the_winner():
    state = fixed_game("2019", 3, ["princess", "guard", "baron", "priest", "baron"], first=0)
    state.apply(Action(0, play="guard", target=2, guess="priest"))
    assert state.alive == [True, True, False]
    state.apply(Action(1, play="baron", target=0))
    assert state.phase == ROUND_OVER and state.round_winners == (0,)
    events = state.start_next_round()
    assert events[0].first == 0 and state.current == 0 and state.round_no == 2


def test_several_round_winners_pick_the_next_first_player_by_the_seeded_generator():
    firsts = set()
    for seed in range(20):
        state = fixed_game("2019", 3, ["guard"], seed=seed)
        showdown(state, {0: "king", 2: "king"})
        state.phase = ROUND_OVER
        firsts.add(state.start_next_round()[0].first)
    assert firsts == {0, 2}


def test_co_winners_when_both_reach_the_target_together():
    state = fixed_game("2019", 2, ["guard"], tokens=[5, 5])
    events = showdown(state, {0: "king", 1: "king"})
    assert state.phase == GAME_OVER
    assert state.outcome().winners == (0, 1)
    assert isinstance(events[-1], ev.GameEnded)


def test_constable_token_reaching_the_target_ends_the_game_at_once():
    state = fixed_game("premium", 3, ["princess", "constable", "guard", "priest", "baron",
                                      "guard"], tokens=[4, 0, 0])
    state.apply(Action(0, play="constable"))
    state.apply(Action(1, play="guard", target=0, guess=3))
    assert state.phase == GAME_OVER and state.outcome().winners == (0,)
    assert state.to_act is None
    with pytest.raises(IllegalAction):
        state.apply(Action(2, play="guard"))


def test_chancellor_returns_in_the_chosen_order():
    state = fixed_game("2019", 2, ["spy", "guard", "guard", "guard", "chancellor", "priest",
                                   "baron", "king", "handmaid"])
    state.apply(Action(0, play="chancellor"))
    assert state.phase == CHANCELLOR and state.to_act == 0
    assert {a.keep for a in state.legal_actions()} == {"baron", "king", "handmaid"}
    assert len(state.legal_actions()) == 6
    state.apply(Action(0, keep="king", bottom=("baron", "handmaid")))
    assert state.deck[:2] == ["handmaid", "baron"], "the last returned card is lowest"
    assert view_for(state, 0).bottom_known == ("handmaid", "baron")
    assert view_for(state, 1).bottom_known == ()


def test_chancellor_with_an_empty_deck_has_no_effect():
    state = fixed_game("2019", 2, ["guard"])
    state.hands[state.current] = ["chancellor", "guard"]
    state.deck.clear()
    events = state.apply(Action(state.current, play="chancellor"))
    assert any(isinstance(e, ev.NoEffect) and e.reason == ev.DECK_EMPTY for e in events)
    assert state.round_over


def test_minister_rule_is_twelve_or_more():
    state = fixed_game("kanai", 2, ["soldier", "soldier", "soldier", "soldier", "monk",
                                    "clown", "minister"])
    assert state.alive == [True, True], "7 + 4 = 11 is allowed"
    state = fixed_game("kanai", 2, ["soldier", "soldier", "soldier", "soldier", "general",
                                    "clown", "minister"])
    assert state.alive == [False, True]


def test_sycophant_mark_is_ignored_by_the_marked_players_own_card():
    state = fixed_game("premium", 3, ["princess", "sycophant", "priest", "guard", "baron",
                                      "priest"])
    state.apply(Action(0, play="sycophant", target=1))
    targets = {a.target for a in state.legal_actions() if a.play == "priest"}
    assert targets == {0, 2}
    state.apply(Action(1, play="priest", target=2))
    assert state.mark is None


def test_priest_knowledge_is_private_and_forgotten_when_the_card_is_played():
    state = fixed_game("2019", 3, ["princess", "priest", "baron", "guard", "guard",
                                   "handmaid", "spy"])
    events = state.apply(Action(0, play="priest", target=1))
    saw = [e for e in events if isinstance(e, ev.Saw)]
    assert saw == [ev.Saw(0, 1, "baron", (0,))]
    assert view_for(state, 0).known == {1: "baron"}
    assert view_for(state, 2).known == {}
    state.apply(Action(1, play="handmaid"))
    assert view_for(state, 0).known == {1: "baron"}, "seat 1 still holds the Baron"
    state.apply(Action(2, play="guard", target=0, guess="king"))
    state.apply(Action(0, play="guard", target=2, guess="king"))
    assert view_for(state, 0).known == {1: "baron"}


def test_king_trade_tells_both_players_and_nobody_else():
    state = fixed_game("2019", 3, ["princess", "king", "baron", "guard", "priest"])
    events = state.apply(Action(0, play="king", target=2))
    private = [e for e in events if e.audience is not None]
    assert private == [ev.TradedCards(0, 2, "guard", "priest", (0, 2)),
                       ev.DrewCard(1, "spy", (1,))], "then seat 1's turn starts"
    assert view_for(state, 0).known == {2: "priest"}
    assert view_for(state, 2).known == {0: "guard"}
    assert view_for(state, 1).known == {}


def test_baron_comparison_is_private_to_both():
    state = fixed_game("2019", 3, ["princess", "baron", "guard", "king", "priest"])
    events = state.apply(Action(0, play="baron", target=2))
    public = [e for e in events if e.audience is None]
    assert ev.Compared(0, 2, "baron", 0) in public
    assert ev.ComparedCards(0, 2, "priest", "king", (0, 2)) in events
    assert all("king" not in map(str, e) for e in public if not isinstance(e, ev.Eliminated))


def test_new_game_with_seed_is_reproducible():
    one = GameState.new(find_edition("classic"), 4, chance=Chance.exact(42))
    two = GameState.new(find_edition("classic"), 4, chance=Chance.exact(42))
    assert one.hands == two.hands and one.deck == two.deck and one.first == two.first


def test_wrong_player_count_is_refused():
    with pytest.raises(ValueError):
        GameState.new(find_edition("premium"), 2)


def test_a_constable_still_in_hand_when_eliminated_gains_nothing():
    state = fixed_game("premium", 3, ["princess", "guard", "constable", "priest", "baron"])
    state.apply(Action(0, play="guard", target=1, guess=6))
    assert state.alive[1] is False and state.tokens == [0, 0, 0]
