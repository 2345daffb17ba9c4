"""Every cue a game names is declared by the game, with its words and a file that plays:
a cue named without a file, or named and not declared, fails here by name (the shell would
otherwise leave it silent)."""

from __future__ import annotations

import dataclasses

import pytest

from accessible_ll import games
from accessible_ll.audio.cues import CueError, load_cue
from accessible_ll.games import GAMES, find_game
from accessible_ll.narration.i18n import Texts
from accessible_ll.play import bot_game
from accessible_ll.soundcheck import every_cue, sound_test
from accessible_ll.speech import RecordingSpeaker
from accessible_ll.audio import SilentCuePlayer
from tests.games import pebbles

EVERY_GAME = (*GAMES, "pebbles")


@pytest.fixture(autouse=True)
def registered(monkeypatch):
    monkeypatch.setitem(games.GAMES, "pebbles", "tests.games.pebbles")


def unplayable(game) -> list[str]:
    """The game's declared cues whose file does not play, each with why."""
    problems = []
    for cue in game.narration.sounds:
        try:
            load_cue(cue.file)
        except CueError as error:
            problems.append(f"{cue.id}: {error}")
    return problems


def undeclared(game, seeds=range(3)) -> set[str]:
    """The cues the game names in bot games, for any listener, that it does not declare."""
    declared = {cue.id for cue in game.narration.sounds}
    found = set()
    for seed in seeds:
        counts = game.find_variant(None).player_counts
        players = counts[-1 if seed % 2 else 0]
        bots = [next(iter(game.tools.bots))] * players
        for step in bot_game(game, None, bots, seed):
            for event in step.events:
                for listener in (None, *range(players)):
                    found |= {cue for cue, _seat in game.narration.cues(event, listener)}
    return found - declared


@pytest.mark.parametrize("game_id", EVERY_GAME)
def test_every_cue_a_game_declares_has_its_words_and_a_file_that_plays(game_id):
    game = find_game(game_id)
    ids = [cue.id for cue in game.narration.sounds]
    assert ids and len(ids) == len(set(ids))
    assert all(cue.label for cue in game.narration.sounds)
    assert not unplayable(game), f"{game_id}'s cues without a file that plays"


@pytest.mark.parametrize("game_id", EVERY_GAME)
def test_every_cue_a_game_names_in_play_is_one_it_declares(game_id):
    assert not undeclared(find_game(game_id)), f"{game_id} names cues it does not declare"


def test_a_cue_named_but_not_declared_or_without_a_file_is_found_by_name(tmp_path):
    game = find_game("pebbles")
    own = game.narration.sounds[-1]
    told = game.narration
    silent = dataclasses.replace(game, narration=dataclasses.replace(
        told, sounds=told.sounds[:-1]))
    assert undeclared(silent) == {"pebble_taken"}
    lost = dataclasses.replace(game, narration=dataclasses.replace(
        told, sounds=(*told.sounds[:-1], own._replace(file=tmp_path / "gone.wav"))))
    assert [problem.split(":")[0] for problem in unplayable(lost)] == ["pebble_taken"]


def test_one_cue_id_is_one_sound_in_every_game():
    files: dict[str, set] = {}
    for game_id in EVERY_GAME:
        for cue in find_game(game_id).narration.sounds:
            files.setdefault(cue.id, set()).add(cue.file)
    assert {cue_id: paths for cue_id, paths in files.items() if len(paths) > 1} == {}


def test_a_registered_game_brings_its_cue_to_the_player_and_the_sound_test():
    assert "pebble_taken" in [cue.id for cue in every_cue()]
    assert [cue.id for cue in every_cue("pebbles")] == [
        "deal", "game_won", "pebble_taken", "error", "menu_move", "menu_select"]
    played, shown = SilentCuePlayer(), []
    lines = sound_test(Texts.for_language("en"), RecordingSpeaker(), played, show=shown.append,
                       pause=0, sounds=every_cue("pebbles"))
    assert lines[3] == "3 of 6: pebbles taken."
    assert played.played[2] == ("pebble_taken", None)


def test_the_test_games_cue_is_its_own_file():
    assert pebbles.SOUNDS[-1].file.parent.parent.name == "pebbles"
