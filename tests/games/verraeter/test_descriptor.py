"""The game's descriptor on the seam: titles, players, actions on the wire."""

from __future__ import annotations

import random

import pytest

from accessible_ll.games import find_game
from accessible_ll.games.verraeter.state import State
from accessible_ll.kit import Refusal


def test_the_registry_finds_the_game_with_its_titles_and_player_counts():
    game = find_game("verraeter")
    assert game.titles == {"ja": "フェレータ", "de": "Verräter", "en": "Traitor (Verräter)"}
    assert game.player_counts == (3, 4, 5)
    assert list(game.tools.bots) == ["random", "heuristic", "expert"]
    assert game.find_variant(None).id == "standard"


def test_every_action_of_a_game_round_trips_through_the_wire():
    game = find_game("verraeter")
    state = game.rules.new_state("standard", 5, 9, {})
    rng = random.Random(9)
    while state.deciders():
        (seat,) = state.deciders()
        for action in state.legal_actions(seat):
            assert game.rules.decode_action(game.rules.encode_action(action)) == action
        state.apply(rng.choice(state.legal_actions(seat)))


@pytest.mark.parametrize("data", [None, [], {"keep": "traitor"}, {"seat": "1"},
                                  {"seat": 1, "commit": [5, "x"]}, {"seat": 1, "fly": 2},
                                  {"seat": 1, "switch": "yes"}, {"seat": True}])
def test_malformed_data_is_refused_with_a_code(data):
    with pytest.raises(Refusal) as caught:
        find_game("verraeter").rules.decode_action(data)
    assert caught.value.code == "malformed_action"


def test_the_start_player_option_and_the_seed_fix_the_table():
    game = find_game("verraeter")
    first = game.rules.new_state("standard", 3, "x", {"start": 2})
    again = game.rules.new_state("standard", 3, "x", {"start": 2})
    assert first.start == 2 and first.allegiance == ["hawk", "rose", "rose"]
    assert first.houses == again.houses and first.hands == again.hands


def test_a_spectator_sees_counts_and_no_hand():
    state = State.new(5, 4)
    seen = find_game("verraeter").rules.view(state, None)
    assert seen.hand is None and seen.hand_counts == (3, 3, 3, 3, 3)
    assert seen.deck_count == 12


SAVED = {
    "en": ("A game of Traitor (Verräter) you left unfinished is saved in round 3 of 8, "
           "4 players. Continue it?",
           "Continue the saved game: Traitor (Verräter), round 3 of 8, 4 players.",
           "A game of Traitor (Verräter) you left unfinished is saved before round 1 of 8, "
           "4 players. Continue it?"),
    "de": ("Eine unvollendete Partie Verräter ist gespeichert, in Runde 3 von 8, 4 Spieler. "
           "Fortsetzen?",
           "Gespeichertes Spiel fortsetzen: Verräter, Runde 3 von 8, 4 Spieler.",
           "Eine unvollendete Partie Verräter ist gespeichert, vor Runde 1 von 8, 4 Spieler. "
           "Fortsetzen?"),
    "ja": ("やりかけのフェレータのゲームが保存されています。4人で、全8ラウンド中、第3ラウンドです。"
           "続けますか？",
           "保存したゲームを続ける：フェレータ、4人、全8ラウンド中の第3ラウンド。",
           "やりかけのフェレータのゲームが保存されています。4人で、全8ラウンドの第1ラウンドの前です。"
           "続けますか？"),
}


@pytest.mark.parametrize("lang", sorted(SAVED))
def test_a_saved_game_is_offered_by_its_round_not_its_moves(lang):
    """The question and the setup row name the round and the players, never the moves
    made (every Estate, draft pick and tick is one)."""
    from accessible_ll.games.verraeter.narrator import Narrator
    from accessible_ll.games.verraeter.view import view
    from accessible_ll.narration.i18n import Texts
    game = find_game("verraeter")
    state = State.new(4, 5)
    narrator = Narrator(Texts.for_language(lang), ["Ann", "Bo", "Cy", "Di"], "standard", None)
    question, row, before = SAVED[lang]
    assert game.narration.saved.question(narrator, view(state, None)) == before
    rng = random.Random(2)
    while state.round_no < 3:
        state.apply(rng.choice(state.legal_actions(state.deciders()[0])))
    assert game.narration.saved.question(narrator, view(state, None)) == question
    assert game.narration.saved.row(narrator, view(state, None)) == row
