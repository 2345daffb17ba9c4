"""The installed game in a real terminal (tmux, 80×24), driven by keys, heard in the log."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sysconfig
import time
from pathlib import Path

import pytest

TMUX = shutil.which("tmux")
GAME = Path(sysconfig.get_paths()["scripts"]) / "accessible-ll"

pytestmark = pytest.mark.skipif(not TMUX or not GAME.exists(),
                                reason="needs tmux and the installed accessible-ll (make test)")


# A tmux server of the tests' own: a server started elsewhere would give the game its
# environment (and with it, say, the machine's own speech-dispatcher).
SERVER = f"accessible-ll-tests-{os.getpid()}"


def tmux(*args: str, check: bool = True) -> str:
    return subprocess.run([TMUX, "-L", SERVER, *args], capture_output=True, text=True,
                          check=check).stdout


def wait_for(log: Path, text: str, seconds: float, *, start: int = 0) -> int:
    """The line number where ``text`` first appears in the log after ``start``."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        lines = log.read_text(encoding="utf-8").splitlines() if log.exists() else []
        for number, line in enumerate(lines[start:], start):
            if text in line:
                return number
        time.sleep(0.05)
    raise AssertionError(f"never said {text!r}; last lines: {lines[-5:]}")


def screen_shows(session: str, text: str, seconds: float = 5) -> str:
    """The screen once it shows ``text`` (what is said may come before the paint)."""
    end = time.monotonic() + seconds
    while True:
        screen = tmux("capture-pane", "-p", "-t", session)
        if text in screen or time.monotonic() > end:
            return screen
        time.sleep(0.05)


def start_in_tmux(tmp_path, options: str) -> tuple[str, Path]:
    """The installed game in an 80x24 tmux session, English, quick bots; its session
    name and speech log."""
    config = tmp_path / "config"
    config.mkdir()
    (config / "settings.json").write_text(json.dumps(
        {"language": "en", "bot_pace": 0.05, "sound": False}), encoding="utf-8")
    log = tmp_path / "speech.log"
    session = f"ll{time.monotonic_ns()}"
    command = (f"ACCESSIBLE_LL_CONFIG_DIR={config} {GAME} --seed 5 {options} "
               f"--speech-log {log}")
    tmux("new-session", "-d", "-s", session, "-x", "80", "-y", "24", command)
    return session, log


def test_a_game_in_a_real_terminal(tmp_path):
    session, log = start_in_tmux(tmp_path, "--voice game")
    try:
        wait_for(log, "New game.", 10)
        assert "16. Start the game" in screen_shows(session, "16. Start the game")
        tmux("send-keys", "-t", session, "F1")
        helped = wait_for(log, "Help.", 5)
        tmux("send-keys", "-t", session, "Escape")
        back = wait_for(log, "Start the game. 16 of 16.", 5, start=helped)
        tmux("send-keys", "-t", session, "Enter")
        wait_for(log, "Round 1 begins.", 5, start=back)
        for _ in range(400):
            text = log.read_text(encoding="utf-8")
            if "The game is over." in text:
                break
            tmux("send-keys", "-t", session, "Enter")
            time.sleep(0.08)
        text = log.read_text(encoding="utf-8")
        assert "The game is over." in text
        assert "win the game!" in text or "wins the game!" in text
        shown = screen_shows(session, "1. Play again")
        if "1. Play again" not in shown:  # an Enter still on its way chose the menu's first item
            text = log.read_text(encoding="utf-8")
            over = text.index("The game is over.")
            assert "Play again. 1 of 2." in text[over:over + 200], text[over:over + 200]
            assert "Round 1 begins." in text[over:], shown
    finally:
        tmux("kill-session", "-t", session, check=False)


def test_the_screen_reader_way_in_a_real_terminal(tmp_path):
    session, log = start_in_tmux(tmp_path, "--voice screen-reader --start")
    try:
        wait_for(log, "Round 1 begins.", 10)
        assert "Round 1 begins." in screen_shows(session, "Round 1 begins.")
        said = wait_for(log, " of 2.", 5)
        tmux("send-keys", "-t", session, "Down")
        moved = wait_for(log, "2 of 2.", 5, start=said + 1)
        line = log.read_text(encoding="utf-8").splitlines()[moved].split("\t", 1)[1]
        screen = screen_shows(session, line)
        assert screen.rstrip().splitlines()[-1].strip() == line, "the newest line, last"
    finally:
        tmux("kill-session", "-t", session, check=False)
