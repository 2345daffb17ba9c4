"""Without a terminal to read keys from, the full-screen game says so and ends."""

from __future__ import annotations

import os
import subprocess
import sys


def test_without_a_terminal_one_line_and_exit_2_and_nothing_saved(tmp_path):
    config = tmp_path / "config"
    env = {**os.environ, "ACCESSIBLE_LL_CONFIG_DIR": str(config)}
    done = subprocess.run([sys.executable, "-m", "accessible_ll", "--start", "--lang", "de",
                           "--no-sound", "--seed", "1"],
                          stdin=subprocess.DEVNULL, capture_output=True, text=True,
                          env=env, timeout=60)
    assert done.returncode == 2
    assert done.stderr == ("Das Spiel im Vollbild braucht ein Terminal, aus dem es die Tasten "
                           "liest. Um mit getippten oder umgeleiteten Zeilen zu spielen, "
                           "ergänze --line.\n")
    assert not config.exists() or not any(config.iterdir())
