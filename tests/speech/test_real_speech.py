"""Heard for real: the installed game in a terminal, through speech-dispatcher and
espeak-ng (Open JTalk for Japanese) into a recorded PulseAudio null sink, all private
to this test.

Calm play (Enter now and then, never a key that interrupts): every utterance the game
asked for reaches speech-dispatcher and is synthesised (none cancelled unheard), with
the voice of the game's language, and the recording holds sound. English and German
play at the same time, each on its own private stack; Japanese on a third.

speech-dispatcher killed mid-game: the bots keep moving, the player is told once, and
a new speech-dispatcher on the same socket speaks the game again.

``accessible-ll host`` in German: every line it asked for reaches speech-dispatcher,
with the join code digit by digit, in a German voice.

All of these plays mostly wait for speech, so they run at the same time, each on its
own stack, and the tests read what each one heard.
"""

from __future__ import annotations

import json
import re
import subprocess
import sysconfig
import threading
import time
from dataclasses import dataclass
from pathlib import Path

import pytest

from accessible_ll.narration import messages as m
from accessible_ll.narration.i18n import Texts
from accessible_ll.speech import japanese
from accessible_ll.speech.rig import (PACKAGES, Evidence, SpeechRig, missing, plain,
                                      spoken_by_game)
from accessible_ll.speech.screen_reader import RETRY_SECONDS
from tests.net.test_commands import LIMIT, ROOT, command, free_port

GAME = Path(sysconfig.get_paths()["scripts"]) / "accessible-ll"
LACKING = missing() + ([] if GAME.exists() else ["the installed accessible-ll (make test)"])
LANGUAGES = ("en", "de")

pytestmark = pytest.mark.skipif(
    bool(LACKING), reason=f"no real speech stack here ({', '.join(LACKING)}); "
                          f"Debian: apt install {PACKAGES}")


def play_calmly(work: Path, language: str, results: dict) -> None:
    """A short game, straight from the start, on its own stack: Enter every 2 s, twice
    (in Japanese, whose voice is the slowest, no key: the deal and the first choice),
    then listen until everything has been said. Keeps what the game
    said, what the stack logged and how much sound the sink heard."""
    try:
        with SpeechRig(work) as rig:
            rig.start_speechd(language, rate=100)
            log = work / "speech.log"
            settings = work / "settings.json"
            settings.write_text(json.dumps({"bot_pace": 0.5}), encoding="utf-8")
            rig.start_game([str(GAME), "--lang", language, "--voice", "game", "--players", "2",
                            "--bots", "random", "--no-sound", "--seed", "7", "--settings",
                            str(settings), "--speech-log", str(log), "--start"])
            rig.wait_until(lambda: bool(spoken_by_game(log)), "the game said nothing", 90)
            for _ in range(0 if language == "ja" else 2):  # Japanese takes longest to say
                time.sleep(2.0)
                rig.keys("Enter")
            rig.wait_until(lambda: len(spoken_by_game(log)) >= 6, "the game did not deal", 90)
            rig.wait_for_quiet(quiet=1.5, seconds=40)
            try:  # a pause between two messages is not the end
                rig.wait_until(lambda: len(rig.evidence().synthesised) >= len(spoken_by_game(log)),
                               "not everything was synthesised", 60)
                rig.wait_for_quiet(quiet=1.0, seconds=20)
            except RuntimeError:
                pass  # the test says what was missing
            rig.stop_game()
            rig.stop_speechd()
            results[language] = (spoken_by_game(log), rig.evidence(), rig.sound_seconds())
    except Exception as error:  # reported by the test, in its own thread's words
        results[language] = error


JAPANESE = not japanese.missing()


@pytest.fixture(scope="module")
def plays(tmp_path_factory) -> dict:
    """English, German and (with its voice) Japanese played calmly, an English game
    whose speech-dispatcher is killed, and a table hosted in German, all at the same
    time, each on its own private stack."""
    work = tmp_path_factory.mktemp("plays")
    languages = LANGUAGES + (("ja",) if JAPANESE else ())
    results: dict = {}
    players = [threading.Thread(target=play_calmly, args=(work / lang, lang, results))
               for lang in languages]
    players.append(threading.Thread(target=lose_and_find_speech,
                                    args=(work / "lost", results)))
    players.append(threading.Thread(target=host_in_german, args=(work / "host", results)))
    for player in players:
        player.start()
    for player in players:
        player.join(400)
    return results


def test_calm_play_is_heard_in_full_in_the_games_language(plays):
    heard_in_full(plays, LANGUAGES)


@pytest.mark.skipif(not JAPANESE, reason=(
    f"no Japanese voice here ({', '.join(japanese.missing())}); Debian: apt install "
    f"{japanese.PACKAGES}, then make japanese-voice"))
def test_calm_japanese_play_is_heard_in_full_by_a_japanese_voice(plays):
    heard_in_full(plays, ("ja",))


def heard_in_full(results: dict, languages) -> None:
    for language in languages:
        result = results.get(language)
        if isinstance(result, Exception) or result is None:
            raise AssertionError(f"{language}: {result!r}")
        said, found, sound = result
        assert len(said) >= 6, said
        assert found.queued == said, f"{language}: every utterance reached speech-dispatcher"
        assert found.cancels == 0, f"{language}: nothing was cancelled"
        assert len(found.synthesised) == len(found.queued), (
            f"{language}: synthesised {len(found.synthesised)} of {len(found.queued)}")
        assert found.voices and all(v.startswith(language) for v in found.voices), (
            language, found.voices)
        if language == "ja":  # espeak-ng would read each kanji as "Chinese letter"
            assert all(japanese.MODULE in v for v in found.voices), found.voices
        assert sound > 3.0, f"{language}: the recording holds speech"


@dataclass
class Lost:
    """What the game whose speech-dispatcher was killed said, and when."""
    said_while_lost: list[str]    # everything it said until speech-dispatcher was back
    before: int                   # lines said before the kill
    gaps: list[float]             # seconds between new lines after the kill
    back_found: bool              # "speech is back" was said once the new one started
    said: list[str]               # everything, at the end
    found: Evidence               # what the second speech-dispatcher queued and spoke


def lose_and_find_speech(work: Path, results: dict) -> None:
    """Enter every 1.5 s against three bots; speech-dispatcher is killed (as when it
    crashes), later a new one starts on the same socket. Keeps a :class:`Lost`."""
    try:
        results["lost"] = play_through_lost_speech(work)
    except Exception as error:  # reported by the test, in its own thread's words
        results["lost"] = error


def play_through_lost_speech(work: Path) -> Lost:
    texts = Texts.for_language("en")
    back = plain(texts.text(m.SPEECH_BACK))
    with SpeechRig(work) as rig:
        rig.start_speechd("first", rate=100)
        log = work / "speech.log"
        settings = work / "settings.json"
        settings.write_text(json.dumps({"bot_pace": 0.3}), encoding="utf-8")
        rig.start_game([str(GAME), "--lang", "en", "--voice", "game", "--players", "4",
                        "--bots", "random", "random", "random", "--no-sound", "--seed", "3",
                        "--settings", str(settings), "--speech-log", str(log), "--start"])
        rig.wait_until(lambda: bool(spoken_by_game(log)), "the game said nothing", 90)

        def play(seconds: float, enough=lambda: False) -> list[tuple[float, int]]:
            """Enter every 1.5 s, for ``seconds`` or until ``enough()``; when each new
            line was said (seconds, count)."""
            lines, end = [], time.monotonic() + seconds
            while time.monotonic() < end and not enough():
                rig.keys("Enter")
                for _ in range(15):
                    time.sleep(0.1)
                    count = len(spoken_by_game(log))
                    if not lines or count != lines[-1][1]:
                        lines.append((time.monotonic(), count))
            return lines

        play(4.5)
        rig.speechd.kill()  # as when it crashes
        rig.speechd.wait(5)
        killed, before = time.monotonic(), len(spoken_by_game(log))
        # until six more lines, and long enough for the link to have looked for
        # speech-dispatcher again several times (a notice told at each try would show)
        after = play(24, lambda: len(spoken_by_game(log)) - before >= 6
                     and time.monotonic() - killed > 4 * RETRY_SECONDS)
        said_while_lost = spoken_by_game(log)
        moves = [t for t, _ in after]
        gaps = [b - a for a, b in zip([killed] + moves, moves)]
        rig.start_speechd("second", rate=100)  # the same socket
        play(16, lambda: back in spoken_by_game(log))
        back_found = back in spoken_by_game(log)
        play(3)  # the new speech-dispatcher speaks, and "back" is not told again
        rig.stop_game()
        rig.stop_speechd()
        return Lost(said_while_lost, before, gaps, back_found, spoken_by_game(log),
                    rig.evidence())  # the second speech-dispatcher's


def test_a_speech_dispatcher_killed_mid_game_is_told_once_and_found_again(plays):
    result = plays.get("lost")
    if isinstance(result, Exception) or result is None:
        raise AssertionError(repr(result))
    texts = Texts.for_language("en")
    lost, back = plain(texts.text(m.SPEECH_LOST)), plain(texts.text(m.SPEECH_BACK))
    said, before = result.said_while_lost, result.before
    assert said.count(lost) == 1, said[-20:]
    # paced by the estimate, 15 characters a second: the notice's 150 take 10 s, a
    # bot's move some 8 s; waiting for the lost speech it would take minutes (the bound
    # leaves room for a busy machine: it tells the estimate from no end at all)
    assert len(said) - before >= 6, f"the game went on: {said[before:]}"
    assert max(result.gaps) < 60, (
        f"the game waited for the lost speech, not its estimate: {result.gaps}")
    assert result.back_found, "speech was not found again"
    said = result.said
    assert said.count(lost) == 1 and said.count(back) == 1, said[-20:]
    assert result.found.queued and result.found.synthesised, (
        "the new speech-dispatcher speaks the game")


@dataclass
class Hosted:
    """What ``accessible-ll host`` said and printed, and what its stack heard."""
    port: int
    code: str
    returncode: int
    out: str
    err: str
    said: list[str]
    found: Evidence
    sound: float


def host_in_german(work: Path, results: dict) -> None:
    """A table hosted in German; a bot joins with the code it says. Keeps a
    :class:`Hosted`."""
    try:
        results["host"] = host_a_table(work)
    except Exception as error:  # reported by the test, in its own thread's words
        results["host"] = error


def host_a_table(work: Path) -> Hosted:
    work.mkdir(parents=True)
    log, port = work / "host.log", free_port()
    with SpeechRig(work / "rig") as rig:
        rig.start_speechd("de", rate=100)
        host = subprocess.Popen(
            command("host", "--bind", "127.0.0.1", "--port", str(port), "--players", "2",
                    "--bots", "random", "--seed", "2", "--target", "1", "--pace", "0",
                    "--lang", "de", "--voice", "game", "--speech-log", str(log)),
            cwd=ROOT, env=rig.env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
            stderr=subprocess.PIPE, text=True)
        try:
            rig.wait_until(lambda: len(spoken_by_game(log)) >= 2, "the host said nothing", 90)
            code = re.search(r"Beitrittscode: ([\d ]+)\.", spoken_by_game(log)[0])[1]
            subprocess.run(command("join", f"127.0.0.1:{port}", "--code", code.replace(" ", ""),
                                   "--bot", "random", "--settings", str(work / "seat.json")),
                           cwd=ROOT, env=rig.env, stdin=subprocess.DEVNULL,
                           capture_output=True, timeout=LIMIT, check=True)
            out, err = host.communicate(timeout=LIMIT)  # it ends once all is said
        finally:
            if host.poll() is None:
                host.kill()
                host.wait()
        rig.wait_for_quiet(quiet=1.0, seconds=20)
        rig.stop_speechd()
        return Hosted(port, code, host.returncode, out, err, spoken_by_game(log),
                      rig.evidence(), rig.sound_seconds())


def test_the_host_is_heard_saying_its_address_and_code_in_german(plays):
    result = plays.get("host")
    if isinstance(result, Exception) or result is None:
        raise AssertionError(repr(result))
    said, found, code = result.said, result.found, result.code
    assert result.returncode == 0, result.err
    assert said[0] == f"Der Tisch ist offen unter 127.0.0.1:{result.port}. Beitrittscode: {code}."
    # printed as it is spoken, digit by digit, in the join command too
    assert re.fullmatch(r"\d( \d){5}", code) and f'--code "{code}"' in result.out
    # address, how to join, who joined, the game begins, the standings, the winner
    assert said[-2].startswith("Herzen nach Runde 1:")
    assert said[-1].endswith("gewinnt das Spiel!") and len(said) == 6
    assert found.queued == said and found.cancels == 0
    assert len(found.synthesised) == len(said)
    assert found.voices and all(voice.startswith("de") for voice in found.voices)
    assert result.sound > 2.0
