"""The suite never speaks through this machine's own speech-dispatcher, nor starts one:
whatever a test makes finds no server, unless the test starts its own (test_real_speech).
An app test's pilot waits for the app to be idle in short slices."""

import os

import pytest

os.environ["SPEECHD_ADDRESS"] = "unix_socket:/nonexistent-accessible-ll-tests/speechd.sock"
os.environ["SPEECHD_CMD"] = "/nonexistent-accessible-ll-tests/speech-dispatcher"


@pytest.fixture(autouse=True)
def quick_idle(monkeypatch):
    """After every key, and every pause without a delay, the pilot waits for the app
    to be idle in slices of 5 ms, not Textual's 20 ms (still idle only when the app
    used under 5% of a slice)."""
    from accessible_ll.tui.textual_seams import idle_wait
    monkeypatch.setattr(idle_wait, "SLEEP_GRANULARITY", 0.005)
    monkeypatch.setattr(idle_wait, "SLEEP_IDLE", 0.005 / 20)
