"""Heard for real: the installed game in a terminal, through speech-dispatcher and
espeak-ng into a recorded PulseAudio null sink, all private to this test.

Calm play (Enter now and then, never a key that interrupts): every utterance the game
asked for reaches speech-dispatcher and is synthesised (none cancelled unheard), with
the voice of the game's language, and the recording holds sound. English and German
play at the same time, each on its own private stack.
"""

from __future__ import annotations

import json
import sysconfig
import threading
import time
from pathlib import Path

import pytest

from accessible_ll.speech.rig import PACKAGES, SpeechRig, missing, spoken_by_game

GAME = Path(sysconfig.get_paths()["scripts"]) / "accessible-ll"
LACKING = missing() + ([] if GAME.exists() else ["the installed accessible-ll (make test)"])
LANGUAGES = ("en", "de")

pytestmark = pytest.mark.skipif(
    bool(LACKING), reason=f"no real speech stack here ({', '.join(LACKING)}); "
                          f"Debian: apt install {PACKAGES}")


def play_calmly(work: Path, language: str, results: dict) -> None:
    """A short game, straight from the start, on its own stack: Enter every 2 s, twice,
    then listen until everything has been said. Keeps what the game said, what the
    stack logged and how much sound the sink heard."""
    try:
        with SpeechRig(work) as rig:
            rig.start_speechd(language, rate=100)
            log = work / "speech.log"
            settings = work / "settings.json"
            settings.write_text(json.dumps({"bot_pace": 0.5}), encoding="utf-8")
            rig.start_game([str(GAME), "--lang", language, "--voice", "game", "--players", "2",
                            "--bots", "random", "--no-sound", "--seed", "7", "--settings",
                            str(settings), "--speech-log", str(log), "--start"])
            rig.wait_until(lambda: bool(spoken_by_game(log)), "the game said nothing", 15)
            for _ in range(2):
                time.sleep(2.0)
                rig.keys("Enter")
            rig.wait_for_quiet(quiet=1.5, seconds=40)
            rig.stop_game()
            rig.stop_speechd()
            results[language] = (spoken_by_game(log), rig.evidence(), rig.sound_seconds())
    except Exception as error:  # reported by the test, in its own thread's words
        results[language] = error


def test_calm_play_is_heard_in_full_in_the_games_language(tmp_path):
    results: dict = {}
    players = [threading.Thread(target=play_calmly, args=(tmp_path / lang, lang, results))
               for lang in LANGUAGES]
    for player in players:
        player.start()
    for player in players:
        player.join(90)
    for language in LANGUAGES:
        result = results.get(language)
        if isinstance(result, Exception) or result is None:
            raise AssertionError(f"{language}: {result!r}")
        said, found, sound = result
        assert len(said) >= 8, said
        assert found.queued == said, f"{language}: every utterance reached speech-dispatcher"
        assert found.cancels == 0, f"{language}: nothing was cancelled"
        assert len(found.synthesised) == len(found.queued), (
            f"{language}: synthesised {len(found.synthesised)} of {len(found.queued)}")
        assert found.voices and all(v.startswith(language) for v in found.voices), (
            language, found.voices)
        assert sound > 3.0, f"{language}: the recording holds speech"
