"""Heard for real: the installed game in a terminal, through speech-dispatcher and
espeak-ng into a recorded PulseAudio null sink, all private to this test.

Calm play (Enter now and then, never a key that interrupts): every utterance the game
asked for reaches speech-dispatcher and is synthesised (none cancelled unheard), with
the voice of the game's language, and the recording holds sound.
"""

from __future__ import annotations

import json
import sysconfig
import time
from pathlib import Path

import pytest

from accessible_ll.speech.rig import PACKAGES, SpeechRig, missing, spoken_by_game

GAME = Path(sysconfig.get_paths()["scripts"]) / "accessible-ll"
LACKING = missing() + ([] if GAME.exists() else ["the installed accessible-ll (make test)"])

pytestmark = pytest.mark.skipif(
    bool(LACKING), reason=f"no real speech stack here ({', '.join(LACKING)}); "
                          f"Debian: apt install {PACKAGES}")


def play_calmly(rig: SpeechRig, work: Path, language: str) -> list[str]:
    """A short game, straight from the start: Enter every 2 s, twice, then listen
    until everything has been said; the game's own log of what it said."""
    log = work / f"speech-{language}.log"
    settings = work / f"settings-{language}.json"
    settings.write_text(json.dumps({"bot_pace": 0.5}), encoding="utf-8")
    rig.start_game([str(GAME), "--lang", language, "--players", "2", "--bots", "random",
                    "--no-sound", "--seed", "7", "--settings", str(settings),
                    "--speech-log", str(log), "--start"])
    rig._wait(lambda: bool(spoken_by_game(log)), "the game said nothing", 15)
    for _ in range(2):
        time.sleep(2.0)
        rig.keys("Enter")
    rig.wait_for_quiet(quiet=1.5, seconds=40)
    rig.stop_game()
    return spoken_by_game(log)


def test_calm_play_is_heard_in_full_in_the_games_language(tmp_path):
    with SpeechRig(tmp_path) as rig:
        for language in ("en", "de"):
            began = time.monotonic()
            rig.start_speechd(language, rate=100)
            said = play_calmly(rig, tmp_path, language)
            rig.stop_speechd()
            found = rig.evidence()
            assert len(said) >= 8, said
            assert found.queued == said, "every utterance reached speech-dispatcher"
            assert found.cancels == 0, "nothing was cancelled"
            assert len(found.synthesised) == len(found.queued), (
                f"synthesised {len(found.synthesised)} of {len(found.queued)}")
            assert found.voices and all(v.startswith(language) for v in found.voices), (
                found.voices)
            assert rig.sound_seconds(began) > 3.0, "the recording holds speech"
