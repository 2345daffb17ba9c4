"""A game of a few lines goes through the seam: the registry, the loop that drives bots,
arena, bench and simulate, its words in ja/en/de, its secrets kept, refusals that change
nothing. (The steps of "Adding a game" in docs/architecture.md.)"""

from __future__ import annotations

import json

import pytest

from accessible_ll import games
from accessible_ll.arena import run_arena
from accessible_ll.cli import main
from accessible_ll.games import find_game
from accessible_ll.kit import Refusal
from accessible_ll.play import bot_game
from tests.games import changed, pebbles


@pytest.fixture(autouse=True)
def registered(monkeypatch):
    monkeypatch.setitem(games.GAMES, "pebbles", "tests.games.pebbles")


def test_the_registry_finds_the_game_by_its_id():
    game = find_game("pebbles")
    assert game is pebbles.GAME and game.player_counts == (2, 3, 4)
    assert game.find_variant(None).id == "pile-12"


def test_simultaneous_choices_are_each_seats_own_and_the_game_ends():
    steps = list(bot_game(find_game("pebbles"), None, ["random"] * 3, seed=5))
    state = steps[-1].state
    assert state.outcome() is not None and state.deciders() == ()
    assert sum(state.outcome().scores) >= pebbles.PILE
    turns = [s.seat for s in steps[1:]]
    assert turns[:3] == [0, 1, 2]  # all three decided in the first turn, each once


def test_a_refused_action_changes_nothing():
    state = find_game("pebbles").rules.new_state("pile-12", 2, 1, {})
    state.apply(pebbles.Take(0, 2))
    before = (state.pile, dict(state.chosen), list(state.log))
    for bad in (pebbles.Take(0, 1), pebbles.Take(1, 4), pebbles.Take(5, 1)):
        with pytest.raises(Refusal):
            state.apply(bad)
    assert (state.pile, dict(state.chosen), list(state.log)) == before
    with pytest.raises(Refusal):
        find_game("pebbles").rules.decode_action({"seat": "x"})


def test_the_arena_measures_its_bots():
    result = run_arena(["greedy", "random"], None, games=20, seed=2, game_id="pebbles")
    greedy, rand = result["bots"]
    assert result["game"] == "pebbles" and greedy["decisions"] > 0
    assert greedy["games_won_share"] > rand["games_won_share"]


@pytest.mark.parametrize("language, mine, reveal", [
    ("en", "You take", "Taken:"), ("ja", "あなたは", "取った数："), ("de", "Du nimmst", "Genommen:")])
def test_a_seat_hears_its_own_choice_and_only_shown_choices_of_others(
        capsys, language, mine, reveal):
    assert main(["simulate", "--game", "pebbles", "--players", "3", "--seed", "4",
                 "--lang", language, "--viewer", "0"]) == 0
    lines = capsys.readouterr().out.splitlines()
    own = [line for line in lines if line.startswith(mine)]
    shown = [line for line in lines if line.startswith(reveal)]
    assert own and len(own) == len(shown)  # one own choice per turn, each turn shown
    player_2 = {"en": "Player 2", "ja": "プレイヤー2", "de": "Spieler 2"}[language]
    assert any(line.startswith(player_2) for line in lines)  # "Player 2 has chosen."


def test_the_spectator_never_hears_a_choice_before_it_is_shown(capsys):
    assert main(["simulate", "--game", "pebbles", "--players", "2", "--lang", "en",
                 "--viewer", "spectator"]) == 0
    assert not [line for line in capsys.readouterr().out.splitlines()
                if line.startswith("You take")]


def test_bench_counts_its_games(capsys):
    assert main(["bench", "--game", "pebbles", "--players", "2", "--rounds", "50",
                 "--repeat", "1", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["game"] == "pebbles" and result["games_per_second"] > 0


def test_a_game_without_words_is_refused_by_name_for_listening(monkeypatch, capsys):
    mute = changed(pebbles.GAME, narration={"narrator": None})
    monkeypatch.setattr(pebbles, "GAME", mute)
    assert main(["simulate", "--game", "pebbles", "--lang", "de"]) == 2
    assert "Kieselsteine kann noch nicht vorgelesen werden" in capsys.readouterr().err
    assert main(["arena", "--game", "pebbles", "--bots", "greedy,random", "--games", "2"]) == 0


def test_a_player_count_the_game_does_not_have_is_refused_by_its_title(capsys):
    assert main(["--lang", "ja", "arena", "--game", "pebbles", "--bots", "random",
                 "--players", "6"]) == 2
    assert "小石取りは2–4人用です。6人では遊べません。" in capsys.readouterr().err


def test_a_game_that_never_ends_is_stopped_and_won_by_nobody(monkeypatch):
    from accessible_ll import arena
    monkeypatch.setattr(arena, "MAX_DECISIONS", 2)  # pebbles needs more than two
    result = run_arena(["greedy", "random"], None, games=3, seed=1, game_id="pebbles")
    assert result["stalled"] == 3
    assert [bot["games_won_share"] for bot in result["bots"]] == [0.0, 0.0]
    assert "3 stopped unfinished" in arena.describe(result)[0]


def test_the_key_sheet_names_its_bot_levels_in_its_words(capsys):
    assert main(["keys", "--game", "pebbles", "--lang", "en"]) == 0
    sheet = capsys.readouterr().out
    assert "The bots of Pebbles" in sheet
    assert ("bot, level 2 of 2: greedy (--bots greedy): Always takes as many pebbles as it "
            "may.") in sheet


def test_help_lists_its_bot_levels(capsys):
    assert main(["--help"]) == 0
    text = " ".join(capsys.readouterr().out.split())
    assert "Pebbles: random, greedy" in text


def test_sound_test_plays_and_names_its_own_cue(capsys, monkeypatch):
    from accessible_ll.audio import SilentCuePlayer
    played = SilentCuePlayer()
    monkeypatch.setattr("accessible_ll.soundcheck.time.sleep", lambda _s: None)
    monkeypatch.setattr("accessible_ll.audio.open_cue_player",
                        lambda cues, **_: (played, []))
    assert main(["sound-test", "--game", "pebbles", "--lang", "en"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert "3 of 6: pebbles taken." in out
    assert ("pebble_taken", None) in played.played


def test_a_host_asked_for_a_level_it_has_not_names_its_own(capsys):
    assert main(["host", "--game", "pebbles", "--players", "2", "--bots", "expert",
                 "--lang", "en"]) == 2
    assert "Choose from: random, greedy." in capsys.readouterr().err
