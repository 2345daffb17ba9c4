"""``latency`` measures the path a person hears a game by (a game at this computer, its
news handed to the speaker and the cue player as the full-screen game hands them), for
every game."""

from __future__ import annotations

import json

import pytest

from accessible_ll import games
from accessible_ll.audio import SilentCuePlayer
from accessible_ll.cli import main
from accessible_ll.games import GAMES
from accessible_ll.narration.i18n import Texts
from accessible_ll.soundcheck import output_latency
from accessible_ll.speech import RecordingSpeaker


@pytest.fixture(autouse=True)
def registered(monkeypatch):
    monkeypatch.setitem(games.GAMES, "pebbles", "tests.games.pebbles")


#: A line only the person at seat 0 hears, and a cue of the game's own, by game.
HEARD = {"love-letter": ("You draw the ", "guess_miss"),
         "disloyal-royals": ("You ", "die"),
         "verraeter": ("You ", "card_passed"),
         "pebbles": ("You take ", "pebble_taken")}


@pytest.mark.parametrize("game_id", [*GAMES, "pebbles"])
def test_latency_times_what_the_person_at_seat_0_hears_in_every_game(game_id):
    speaker, cues = RecordingSpeaker(), SilentCuePlayer()
    result = output_latency(speaker, cues, Texts.for_language("en"), games=2, game_id=game_id)
    assert result["game"] == game_id and result["games"] == 2 and result["moves"] > 0
    assert 0 <= result["speech_ms_median"] <= result["speech_ms_p99"]
    assert 0 <= result["cue_ms_median"] <= result["cue_ms_p99"]
    own, cue = HEARD[game_id]
    assert any(line.startswith(own) for line in speaker.spoken())
    assert cue in {played for played, _seat in cues.played}


def test_the_command_measures_the_game_asked_for(capsys, monkeypatch):
    monkeypatch.setattr("accessible_ll.speech.open_speaker", lambda: (RecordingSpeaker(), True))
    monkeypatch.setattr("accessible_ll.audio.open_cue_player",
                        lambda cues, **_: (SilentCuePlayer(), []))
    assert main(["latency", "--game", "disloyal-royals", "--games", "1", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["game"] == "disloyal-royals" and result["moves"] > 0
    assert main(["latency", "--game", "pebbles", "--games", "1"]) == 0
    assert capsys.readouterr().out.startswith("pebbles, 1 games, ")
