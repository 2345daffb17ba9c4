"""Disloyal Royals' review keys answer as the README's essential keys promise: t says
whose turn it is and what they are choosing, s the score (at the end: each player's and
who won and why), in each listener's words and language."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from accessible_ll.games.disloyal_royals.scenario import run_scenario
from accessible_ll.games.disloyal_royals.state import RoyalsState
from accessible_ll.games.disloyal_royals.view import view
from accessible_ll.kit import TURN_REVIEW
from tests.games.disloyal_royals.test_ask import GAME, narrator, position


def turn(state: RoyalsState, listener: int | None, language: str = "en") -> list[str]:
    (review,) = [r for r in GAME.narration.reviews if r.id == TURN_REVIEW]
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
    (treasure,) = [r for r in GAME.narration.reviews if r.id == "treasure"]
    assert treasure.key == "u" and treasure.own


def finished(name: str) -> RoyalsState:
    """The position of a rules vector's scenario once it has been played to its end."""
    path = Path(__file__).parent / "scenarios" / f"{name}.json"
    return run_scenario(json.loads(path.read_text(encoding="utf-8"))).state


def score(state: RoyalsState, listener: int | None, language: str = "en") -> list[str]:
    (review,) = [r for r in GAME.narration.reviews if r.id == "score"]
    assert review.key == "s"
    return review.lines(narrator(listener, language), view(state, listener))


@pytest.mark.parametrize("language, mine, theirs", [
    ("en", ["Your final score: 6 points.", "Tom's final score: 6 points.",
            "6 points each: you win with more royals in your court, 3 to 2."],
     ["Your final score: 6 points.", "Mia's final score: 6 points.",
      "6 points each: Mia wins with more royals in the court, 3 to 2."]),
    ("de", ["Dein Endstand: 6 Punkte.", "Endstand von Tom: 6 Punkte.",
            "Beide haben 6 Punkte: Du gewinnst mit mehr Royals am Hof, 3 zu 2."],
     ["Dein Endstand: 6 Punkte.", "Endstand von Mia: 6 Punkte.",
      "Beide haben 6 Punkte: Mia gewinnt mit mehr Royals am Hof, 3 zu 2."]),
    ("ja", ["あなたの最終得点は6点です。", "Tomの最終得点は6点です。",
            "どちらも6点です。王族が3人対2人で多いので、あなたの勝ちです。"],
     ["あなたの最終得点は6点です。", "Miaの最終得点は6点です。",
      "どちらも6点です。王族が3人対2人で多いので、Miaの勝ちです。"]),
])
def test_s_at_the_end_says_each_score_and_who_won_by_the_tie_break(language, mine, theirs):
    """Vector 10: 6 points each, Mia wins with 3 royals against 2. s says each score
    apart (no two numbers run together), then who won and why, as the end said it."""
    state = finished("10a_scoring_tie_break")
    assert state.phase == "over"
    assert score(state, 0, language) == mine
    assert score(state, 1, language) == theirs
    ended = narrator(1, language).events(state.log)[-1]
    assert ended == theirs[-1], "the words the game's end said"


@pytest.mark.parametrize("language, said", [
    ("en", ["Mia's final score: 2 points.", "Tom's final score: 0 points.",
            "Tom has no royal left and loses the game.", "Mia wins the game."]),
    ("de", ["Endstand von Mia: 2 Punkte.", "Endstand von Tom: 0 Punkte.",
            "Tom hat keinen Royal mehr und verliert das Spiel.", "Mia gewinnt das Spiel."]),
    ("ja", ["Miaの最終得点は2点です。", "Tomの最終得点は0点です。",
            "Tomの王族はいなくなりました。Tomの負けです。", "Miaの勝ちです。"]),
])
def test_s_after_a_last_royal_is_lost_says_who_lost_it(language, said):
    assert score(finished("08_elimination"), None, language) == said
