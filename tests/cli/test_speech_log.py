"""A speech log that stops being written (a full disk) never ends the game: the line
mode goes on printing every line, and says at the end that the log failed (exit 1),
as the full-screen game does."""

from __future__ import annotations

import errno
import os
import subprocess
import sys
from pathlib import Path

import pytest

from accessible_ll.voice import Printer

ROOT = Path(__file__).resolve().parents[2]
FAILED = {
    "en": "The speech log /dev/full stopped being written (the disk is full); the game went "
          "on without it.",
    "de": "Das Sprachprotokoll /dev/full wurde nicht weitergeschrieben (der Datenträger ist "
          "voll); das Spiel lief ohne es weiter.",
    "ja": "読み上げログ/dev/fullへの書き込みが止まりました（ディスクがいっぱいです）。",
}


class FullDisk:
    """A log file on a disk that has just filled up."""

    def __init__(self) -> None:
        self.closed = False

    def write(self, text: str) -> int:
        raise OSError(errno.ENOSPC, "No space left on device")

    def flush(self) -> None:
        pass

    def close(self) -> None:
        self.closed = True
        raise OSError(errno.ENOSPC, "No space left on device")


def test_the_line_modes_printer_keeps_printing_and_keeps_the_failure(capsys, tmp_path):
    say = Printer(str(tmp_path / "speech.log"))
    say.log.close()
    say.log = disk = FullDisk()
    say("Disloyal Royals: you play as Player 1 against 1 bot.")
    say("Your turn.")
    assert capsys.readouterr().out.splitlines() == [
        "Disloyal Royals: you play as Player 1 against 1 bot.", "Your turn."]
    assert say.failure.errno == errno.ENOSPC and disk.closed and say.log is None


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full (Linux)")
@pytest.mark.parametrize("game, lang", [("disloyal-royals", "en"), ("verraeter", "de"),
                                        (None, "ja")])
def test_a_line_mode_game_on_a_full_disk_goes_on_and_says_so_at_the_end(tmp_path, game, lang):
    chosen = ["--game", game] if game else []
    done = subprocess.run(
        [sys.executable, "-m", "accessible_ll", "--line", *chosen, "--speech-log", "/dev/full",
         "--settings", str(tmp_path / "settings.json"), "--lang", lang, "--seed", "3"],
        input="1\n", cwd=ROOT, capture_output=True, text=True, timeout=60,
        env={**os.environ, "ACCESSIBLE_LL_CONFIG_DIR": str(tmp_path)})
    assert done.returncode == 1, done.stderr
    assert "Traceback" not in done.stderr and not (tmp_path / "crash.log").exists()
    assert done.stderr.strip().splitlines()[-1].startswith(FAILED[lang]), done.stderr
    out = done.stdout.strip().splitlines()
    assert len(out) > 3, "the game went on after its first line"
    assert str(tmp_path) in out[-1], "to the end of input: where the game is kept"
