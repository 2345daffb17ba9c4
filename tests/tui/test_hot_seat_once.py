"""A hot-seat table heard through a recording speaker: each public event reaches the
people once (the words of the person holding the computer, or the room's), what the
person holding it heard nothing of waits for the others, and nothing private reaches
anyone but its owner, in every game."""

from __future__ import annotations

import pytest

from accessible_ll.speech import RecordingSpeaker
from accessible_ll.tui.dialogs import ConfirmScreen
from tests.helpers import Line, heard_once, tagged
from tests.tui.helpers import game_screen, new_app

#: Each game's hot-seat table: every seat a person but one bot where the game has room.
TABLES = {
    "love-letter": dict(seats=["human", "human", "beginner"], edition="classic", target=2),
    "disloyal-royals": dict(seats=["human", "human"]),
    "verraeter": dict(seats=["human", "human", "human"]),
}


class Room(RecordingSpeaker):
    """What is said aloud: each sentence, who held the computer then (None: passed
    on), and whether it waited for them (said as they took the computer)."""

    def __init__(self) -> None:
        super().__init__()
        self.app = None
        self.waited = False
        self.said: list[tuple[str, int | None, bool]] = []

    def speak(self, text: str, interrupt: bool = False) -> None:
        screen = game_screen(self.app)
        self.said.append((text, getattr(screen, "listener", None), self.waited))
        super().speak(text, interrupt)


def listened(tmp_path, monkeypatch, game_id: str, seed: int, **table):
    """The app of a hot-seat table of ``game_id`` (``table``: its settings, by default
    :data:`TABLES`'), and the room that hears it."""
    room = Room()
    table = table or TABLES[game_id]
    app, _ = new_app(tmp_path, seed=seed, speaker=room, game=game_id,
                     players=len(table["seats"]), **table)
    say = app.say

    def saying(text: str, **how) -> None:  # kept=False: what waited, said on taking over
        room.waited = not how.get("kept", True)
        try:
            say(text, **how)
        finally:
            room.waited = False
    monkeypatch.setattr(app, "say", saying)
    room.app = app
    return app, room


async def played(tmp_path, monkeypatch, game_id: str, seed: int, limit: int):
    """Enter on every first item (Yes where asked) ``limit`` times, or to the game's end:
    what was said, and the game's screen."""
    app, room = listened(tmp_path, monkeypatch, game_id, seed)
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("enter")  # start
        for _ in range(limit):
            screen = game_screen(app)
            if screen is not None and screen.over and app.screen is screen:
                break
            if isinstance(app.screen, ConfirmScreen):
                await pilot.press("down")
            await pilot.press("enter")
            await pilot.pause(0.01)
        return room.said, game_screen(app)


@pytest.mark.parametrize("game_id", sorted(TABLES))
async def test_at_a_hot_seat_each_public_event_is_heard_once_and_secrets_by_their_owner(
        tmp_path, monkeypatch, game_id):
    tagged(monkeypatch)
    said, screen = await played(tmp_path, monkeypatch, game_id, seed=5, limit=100)
    left = {line for lines in screen.pending.values() for line in lines}  # at the end
    aloud = heard_once(said, screen.seats, left)
    assert len(aloud) > 20
    waited = [text for text, _holder, was_waiting in said
              if isinstance(text, Line) and was_waiting and not text.private]
    # Love Letter's public events are all said aloud; the others' choices are not
    assert bool(waited) == (game_id != "love-letter"), waited
