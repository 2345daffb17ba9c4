"""Heard for real: ``accessible-ll host`` through speech-dispatcher and espeak-ng into a
recorded PulseAudio null sink, all private to this test. Every line the host asked for
reaches speech-dispatcher, with the join code digit by digit, in a German voice."""

from __future__ import annotations

import re
import subprocess

import pytest

from accessible_ll.speech.rig import PACKAGES, SpeechRig, missing, spoken_by_game
from tests.net.test_commands import LIMIT, ROOT, command, free_port

LACKING = missing()

pytestmark = pytest.mark.skipif(
    bool(LACKING), reason=f"no real speech stack here ({', '.join(LACKING)}); "
                          f"Debian: apt install {PACKAGES}")


def test_the_host_is_heard_saying_its_address_and_code_in_german(tmp_path):
    log, port = tmp_path / "host.log", free_port()
    with SpeechRig(tmp_path / "rig") as rig:
        rig.start_speechd("de", rate=100)
        host = subprocess.Popen(
            command("host", "--bind", "127.0.0.1", "--port", str(port), "--players", "2",
                    "--bots", "random", "--seed", "2", "--target", "1", "--pace", "0",
                    "--lang", "de", "--voice", "game", "--speech-log", str(log)),
            cwd=ROOT, env=rig.env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
            stderr=subprocess.PIPE, text=True)
        try:
            rig.wait_until(lambda: len(spoken_by_game(log)) >= 2, "the host said nothing", 20)
            code = re.search(r"Beitrittscode: ([\d ]+)\.", spoken_by_game(log)[0])[1]
            subprocess.run(command("join", f"127.0.0.1:{port}", "--code", code.replace(" ", ""),
                                   "--bot", "random", "--settings", str(tmp_path / "seat.json")),
                           cwd=ROOT, env=rig.env, stdin=subprocess.DEVNULL,
                           capture_output=True, timeout=LIMIT, check=True)
            out, err = host.communicate(timeout=LIMIT)  # it ends once all is said
        finally:
            if host.poll() is None:
                host.kill()
                host.wait()
        rig.wait_for_quiet(quiet=1.0, seconds=20)
        rig.stop_speechd()
        said, found, sound = spoken_by_game(log), rig.evidence(), rig.sound_seconds()
    assert host.returncode == 0, err
    assert said[0] == f"Der Tisch ist offen unter 127.0.0.1:{port}. Beitrittscode: {code}."
    assert re.fullmatch(r"\d( \d){5}", code) and code.replace(" ", "") in out
    # address, how to join, who joined, the game begins, the standings, the winner
    assert said[-2].startswith("Herzen nach Runde 1:")
    assert said[-1].endswith("gewinnt das Spiel!") and len(said) == 6
    assert found.queued == said and found.cancels == 0
    assert len(found.synthesised) == len(said)
    assert found.voices and all(voice.startswith("de") for voice in found.voices)
    assert sound > 2.0
