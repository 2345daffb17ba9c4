"""The line mode's bot pace, measured for every game of the registry: between two bots'
moves, as the output shows them, comes at least the pace of the settings. (A lower
bound: a loaded machine only makes the gaps longer.)"""

from __future__ import annotations

import io
import json
import sys
import time

import pytest

from accessible_ll import games
from accessible_ll.cli import main
from accessible_ll.games import find_game

PACE = 0.2
#: Moves measured per game (the game is stopped after them, as Ctrl+C stops it).
MOVES = 4


@pytest.fixture(autouse=True)
def registered(monkeypatch):
    monkeypatch.setitem(games.GAMES, "pebbles", "tests.games.pebbles")


class TimedOutput(io.StringIO):
    """Standard output that notes when each line is written; after ``MOVES`` bursts of
    lines apart by more than half the pace, the person presses Ctrl+C."""

    def __init__(self) -> None:
        super().__init__()
        self.times: list[float] = []
        self.stopped = False

    def write(self, text: str) -> int:
        now = time.monotonic()
        if not self.stopped and self.times and now - self.times[-1] >= PACE / 2 \
                and len(self.bursts()) > MOVES:
            self.stopped = True
            raise KeyboardInterrupt
        self.times += [now] * text.count("\n")
        return super().write(text)

    def bursts(self) -> list[float]:
        """When each burst of lines began (a move and what it said)."""
        starts = self.times[:1]
        for before, after in zip(self.times, self.times[1:]):
            if after - before >= PACE / 2:
                starts.append(after)
        return starts


@pytest.mark.parametrize("game_id", [*games.GAMES, "pebbles"])
def test_the_bots_moves_come_no_sooner_than_the_pace(game_id, tmp_path, monkeypatch):
    game = find_game(game_id)
    players = game.variants[0].player_counts[0]
    settings = tmp_path / "settings.json"
    settings.write_text(json.dumps({"bot_pace": PACE, "tables": {game_id: {
        "players": players, "seats": ["random"] * players}}}))
    output = TimedOutput()
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))  # nobody types: the bots play on
    monkeypatch.setattr(sys, "stdout", output)
    main(["--line", "--game", game_id, "--settings", str(settings), "--seed", "3",
          "--lang", "en"])
    bursts = output.bursts()
    assert len(bursts) > MOVES, output.getvalue()  # the game did not end at once
    gaps = [after - before for before, after in zip(bursts, bursts[1:])]
    assert min(gaps) >= PACE, gaps
