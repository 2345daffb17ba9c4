"""Disloyal Royals' review keys answer as the README's essential keys promise: t says
whose turn it is and what they are choosing, in each listener's words and language."""

from __future__ import annotations

import pytest

from accessible_ll.games.disloyal_royals.state import RoyalsState
from accessible_ll.games.disloyal_royals.view import view
from accessible_ll.kit import TURN_REVIEW
from tests.games.disloyal_royals.test_ask import GAME, narrator, position


def turn(state: RoyalsState, listener: int | None, language: str = "en") -> list[str]:
    (review,) = [r for r in GAME.reviews if r.id == TURN_REVIEW]
    assert review.key == "t"
    return review.lines(narrator(listener, language), view(state, listener))


def test_t_says_whose_turn_and_how_many_actions_are_left():
    state = position(["5H", "3D"])
    assert turn(state, 0) == ["Your turn: 2 actions left."]
    assert turn(state, 1) == ["Mia's turn: 2 actions left."]
    state = position(["5H", "3D"], actions_taken=1)
    assert turn(state, None) == ["Mia's turn: 1 action left."]
    state = position(["5H"], actions_taken=2)
    assert turn(state, 0) == ["Your turn: both actions are taken; only ending the turn is left."]


@pytest.mark.parametrize("language, mine, theirs", [
    ("en", "Your turn: you are digging behind Tom's Queen of spades; 1 more position to pick.",
     "Mia's turn: digging behind your Queen of spades; 1 more position to pick."),
    ("de", "Du bist am Zug: Du gräbst hinter der Pik-Dame von Tom; noch 1 Position zu wählen.",
     "Mia ist am Zug und gräbt hinter deiner Pik-Dame; noch 1 Position zu wählen."),
    ("ja", "あなたの手番です。Tomのスペードのクイーンの後ろを掘っています。あと1か所選びます。",
     "Miaの手番です。あなたのスペードのクイーンの後ろを掘っています。あと1か所選びます。"),
])
def test_t_during_a_dig_says_whose_pile_and_how_many_positions_are_left(
        language, mine, theirs):
    state = position(["AS"], treasure=[[[], [], []], [[], ["3D", "9S"], []]])
    dig = next(a for a in state.legal_actions(0) if a.act == "dig")
    state.apply(dig)
    assert state.phase == "pick"
    assert turn(state, 0, language) == [mine]
    assert turn(state, 1, language) == [theirs]


def test_the_buried_treasure_is_on_u_and_hidden_while_a_shared_computer_is_passed_on():
    (treasure,) = [r for r in GAME.reviews if r.id == "treasure"]
    assert treasure.key == "u" and treasure.own
