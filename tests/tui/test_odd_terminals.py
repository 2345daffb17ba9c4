"""Odd terminals, for real (tmux): a byte that is not UTF-8 (another terminal's "ü", a
stray 0x9b or 0xff, half a letter) is a key that does nothing and the game goes on; a
terminal that shows only ASCII shows German umlauts spelled out, not as "?"."""

from __future__ import annotations

import json
import time

from tests.tui.test_terminal import (  # noqa: F401
    GAME, pytestmark, screen_shows, start_in_tmux, tmux, wait_for)


def test_stray_bytes_are_keys_that_do_nothing(tmp_path):
    session, log = start_in_tmux(tmp_path, "--voice game")
    try:
        ready = wait_for(log, "Start the game. 16 of 16.", 10)
        # A lone first byte of a letter: tmux holds it until the next key, a terminal
        # need not; the driver's own test below sends it alone.
        for keys in (["fc"], ["9b"], ["ff"], ["c3", "78"]):
            tmux("send-keys", "-t", session, "-H", *keys)
            ready = wait_for(log, "speech!\tThat key does nothing here. F1 lists the keys.",
                             5, start=ready + 1)
        tmux("send-keys", "-t", session, "F1")
        helped = wait_for(log, "Help.", 5, start=ready)
        tmux("send-keys", "-t", session, "Escape")
        back = wait_for(log, "Start the game. 16 of 16.", 5, start=helped)
        tmux("send-keys", "-t", session, "Enter")
        wait_for(log, "Round 1 begins.", 5, start=back)
    finally:
        tmux("kill-session", "-t", session, check=False)


async def test_the_driver_reads_each_stray_byte_as_one_key():
    import os
    import signal
    import threading
    import time

    from accessible_ll.tui.driver import TolerantLinuxDriver
    keys = []

    class Listening(TolerantLinuxDriver):
        def process_message(self, message) -> None:
            keys.append(message)
    saved = {number: signal.getsignal(number) for number in (signal.SIGTSTP, signal.SIGCONT)}
    try:
        driver = Listening(None)
    finally:
        for number, handler in saved.items():
            signal.signal(number, handler)
    read, write = os.pipe()
    driver.fileno = read
    thread = threading.Thread(target=driver.run_input_thread)
    thread.start()
    try:
        os.write(write, b"\xfc\x9b\xff\xc3\x1bOPx\xc3\xbc")
        end = time.monotonic() + 5
        while len(keys) < 7 and time.monotonic() < end:
            time.sleep(0.02)
    finally:
        driver.exit_event.set()
        thread.join(5)
        os.close(read)
        os.close(write)
    assert [key.key for key in keys] == ["replacement_character"] * 4 + ["f1", "x", "ü"]
    assert not thread.is_alive()


def test_an_ascii_terminal_shows_german_spelled_out(tmp_path):
    config = tmp_path / "config"
    config.mkdir()
    (config / "settings.json").write_text(json.dumps(
        {"language": "de", "bot_pace": 0.05, "sound": False}), encoding="utf-8")
    log = tmp_path / "speech.log"
    session = f"ll{time.monotonic_ns()}"
    tmux("new-session", "-d", "-s", session, "-x", "80", "-y", "24",
         f"PYTHONIOENCODING=ascii ACCESSIBLE_LL_CONFIG_DIR={config} {GAME} --voice game "
         f"--speech-log {log}")
    try:
        wait_for(log, "wählst du eine Zeile", 10)  # speech keeps its letters
        screen = screen_shows(session, "waehlst du eine Zeile")
        assert "Mit Pfeil hoch und runter waehlst du eine Zeile" in screen
        assert "Variante fuer blinde Spieler" in screen and "?" not in screen
    finally:
        tmux("kill-session", "-t", session, check=False)
