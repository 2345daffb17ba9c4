"""A byte from the terminal that is not UTF-8 (another terminal's "ü", a stray 0x9b or
0xff, half a letter) is a key that does nothing: the game goes on, in a real terminal."""

from __future__ import annotations

from tests.tui.test_terminal import pytestmark, start_in_tmux, tmux, wait_for  # noqa: F401


def test_stray_bytes_are_keys_that_do_nothing(tmp_path):
    session, log = start_in_tmux(tmp_path, "--voice game")
    try:
        ready = wait_for(log, "Start the game. 15 of 15.", 10)
        # A lone first byte of a letter: tmux holds it until the next key, a terminal
        # need not; the driver's own test below sends it alone.
        for keys in (["fc"], ["9b"], ["ff"], ["c3", "78"]):
            tmux("send-keys", "-t", session, "-H", *keys)
            ready = wait_for(log, "speech!\tThat key does nothing here. F1 lists the keys.",
                             5, start=ready + 1)
        tmux("send-keys", "-t", session, "F1")
        helped = wait_for(log, "Help.", 5, start=ready)
        tmux("send-keys", "-t", session, "Escape")
        back = wait_for(log, "Start the game. 15 of 15.", 5, start=helped)
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
