"""What a terminal screen reader reads of each change on screen, in both ways to hear.

A terminal (VTE, Windows console) tells its screen reader one span per change: from the
first changed character to the last. So per key, that span must be the focused line or
the lines the game writes, and nothing else: no status line, panels or decorations.
"""

from __future__ import annotations

import json
import re

from accessible_ll.settings import Settings
from accessible_ll.speech import RecordingSpeaker, VoiceSwitch
from accessible_ll.tui.app import make_app
from accessible_ll.tui.dialogs import ConfirmScreen
from accessible_ll.tui.widgets import PAGE_PAUSE, ChoiceList, TranscriptView
from tests.tui.helpers import game_screen, read_out, screen_lines

SIZE = (100, 32)
DECORATIONS = re.compile(r"[|>\[\]()<{}]")


def new_app(tmp_path, voice, **settings):
    voice_out, log = RecordingSpeaker(), RecordingSpeaker()
    base = {"language": "en", "bot_pace": 0.01, "voice": voice, **settings}
    app = make_app(Settings(**base).fitted(), VoiceSwitch(voice_out, log), seed=7,
                   settings_file=tmp_path / "settings.json")
    return app, voice_out, log


async def settle(app, pilot, log) -> None:
    """Wait until the game has said everything it will say (bots included) and drawn it."""
    count, quiet = -1, 0
    while quiet < 3:
        await pilot.pause(0.04)
        quiet = quiet + 1 if len(log.spoken()) == count else 0
        count = len(log.spoken())
    for _ in range(50):  # lines wait for the first screen, or for a full page to be cleared
        if not app.voices.transcript.pending:
            break
        await pilot.pause(PAGE_PAUSE / 2)
    await pilot.pause(0.05)


def changed_cells(before: list[str], after: list[str]) -> int:
    return sum(a != b for old, new in zip(before, after) for a, b in zip(old, new))


def record_frames(monkeypatch) -> list[list[str]]:
    """Every transcript page as drawn, row by row, in order."""
    frames: list[list[str]] = []
    render = TranscriptView.render

    def recording_render(self):
        text = render(self)
        frames.append(text.plain.split("\n"))
        return text
    monkeypatch.setattr(TranscriptView, "render", recording_render)
    return frames


def heard_from(frames: list[list[str]], start: int) -> str:
    """What a screen reader reads of the frames drawn since ``start``, one change each."""
    said = [read_out(old, new) for old, new in zip(frames[start - 1:], frames[start:])]
    return " ".join(text for text in said if text)


async def test_the_screen_reader_reads_each_written_line_once_and_nothing_else(
        tmp_path, monkeypatch):
    frames = record_frames(monkeypatch)
    app, voice_out, log = new_app(tmp_path, "screen_reader")
    async with app.run_test(size=(100, 24)) as pilot:  # small: pages fill up soon
        await settle(app, pilot, log)
        frames.insert(0, [])
        assert heard_from(frames, 1) == " ".join(log.spoken())
        heard, seen, pages = len(log.spoken()), len(frames), 0
        keys = ["down", "up", "enter"] + ["enter", "down", "enter"] * 4
        for key in keys:
            await pilot.press(key)
            await settle(app, pilot, log)
            new = [" ".join(line.split()) for line in log.spoken()[heard:]]
            assert heard_from(frames, seen) == " ".join(new), key
            pages += sum(not "".join(frame).strip() for frame in frames[seen:])
            heard, seen = len(log.spoken()), len(frames)
            if new:  # the cursor just after the newest line's last character
                after = screen_lines(app)
                x, y = app.cursor_position
                assert after[y][x - 1] != " " and not after[y][x:].strip()
                assert new[-1].endswith(after[y][:x].strip()[-20:])
        assert pages >= 1, "a full page was cleared (a frame of its own) and written on"
        assert game_screen(app).seats.match.log, "the game was played"
        assert voice_out.spoken() == [], "the game itself said nothing"


async def test_the_game_speaks_and_the_screen_changes_only_the_list(tmp_path):
    # the fullest speech detail says the hand, its rules text, with each prompt
    app, voice_out, log = new_app(tmp_path, "game", verbosity="full")
    async with app.run_test(size=SIZE) as pilot:
        await settle(app, pilot, log)
        await pilot.press("enter")  # start
        await settle(app, pilot, log)
        before, moves = screen_lines(app), 0
        for _ in range(12):
            choices = app.screen.query_one(ChoiceList)
            if choices.labels and len(choices.labels) > 1:
                await pilot.press("down")  # moving changes no text at all
                await pilot.pause(0.05)
                after = screen_lines(app)
                assert read_out(before, after) == "" and changed_cells(before, after) == 0
                row = app.cursor_position.y - choices.content_region.y - 1
                assert row == choices.highlighted - choices._window().start
                assert choices.current_label in after[app.cursor_position.y]
            if isinstance(app.screen, ConfirmScreen):
                await pilot.press("down")
            await pilot.press("enter")
            await settle(app, pilot, log)
            after = screen_lines(app)
            region = app.screen.query_one(ChoiceList).content_region
            changed = [y for y, (old, new) in enumerate(zip(before, after)) if old != new]
            assert all(region.y <= y < region.bottom for y in changed), "only the list changes"
            drawn = [line for line in after if line.strip()]
            assert changed_cells(before, after) <= sum(len(line) for line in drawn)
            assert not [line for line in after if DECORATIONS.search(line)], after
            moves += 1
            before = after
        assert moves == 12 and voice_out.spoken() == log.spoken()
        prompts = [line for line in log.spoken() if "Choose a card to play" in line]
        assert prompts and all(line.index("Choose a card to play") > 0 for line in prompts), \
            "the hand was said before each prompt"


async def test_the_voice_setting_switches_at_once_and_is_saved(tmp_path):
    app, voice_out, log = new_app(tmp_path, "game")
    async with app.run_test(size=SIZE) as pilot:
        await settle(app, pilot, log)
        await pilot.press("up")  # the Voice row, just above Start
        assert voice_out.spoken()[-1] == "Voice: the game speaks. 15 of 16."
        await pilot.press("right")
        await settle(app, pilot, log)
        assert voice_out.spoken()[-1] == "Voice: the game speaks. 15 of 16.", "not spoken"
        assert log.spoken()[-1] == "Voice: your screen reader reads each line. 15 of 16."
        assert "Voice: your screen reader reads each line. 15 of 16." in "\n".join(
            line.strip() for line in screen_lines(app))
        await pilot.press("down", "enter")
        await settle(app, pilot, log)
    saved = json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))
    assert saved["voice"] == "screen_reader"


async def test_automatic_follows_a_running_screen_reader(tmp_path, monkeypatch):
    frames = record_frames(monkeypatch)
    voice_out, log = RecordingSpeaker(), RecordingSpeaker()
    app = make_app(Settings(language="en").fitted(), VoiceSwitch(voice_out, log),
                   settings_file=tmp_path / "settings.json", screen_reader=True)
    async with app.run_test(size=SIZE) as pilot:
        await settle(app, pilot, log)
        assert log.spoken() and frames and not "".join(frames[0]).strip(), \
            "the first frame is empty: the first lines are a change of their own"
        assert "A screen reader is running" in "".join(screen_lines(app))
        assert voice_out.spoken() == []
        assert log.spoken()[0].startswith("A screen reader is running")
        await pilot.press("up")
        assert log.spoken()[-1] == ("Voice: automatic, now your screen reader reads each line. "
                                    "15 of 16.")


async def test_a_full_page_is_cleared_and_no_line_is_lost_on_the_way(tmp_path, monkeypatch):
    frames = record_frames(monkeypatch)
    app, _voice, log = new_app(tmp_path, "screen_reader")
    async with app.run_test(size=(60, 6)) as pilot:
        app.say("An odd line, so that a burst of two meets the page's end.")
        await settle(app, pilot, log)
        for number in range(12):  # bursts of two lines, the page full at odd moments
            app.say(f"Line {number} a.")
            app.say(f"Line {number} b.")
            await settle(app, pilot, log)
        drawn = [" ".join(" ".join(frame).split()) for frame in frames]
        lost = [line for line in log.spoken() if not any(line in page for page in drawn)]
        assert not lost
        rows = [line.strip() for line in screen_lines(app) if line.strip()]
        assert rows[-1] == "Line 11 b."


async def test_starting_at_once_the_first_lines_still_come_on_their_own(
        tmp_path, monkeypatch):
    frames = record_frames(monkeypatch)
    voice_out, log = RecordingSpeaker(), RecordingSpeaker()
    app = make_app(Settings(language="en", bot_pace=0.01, voice="screen_reader").fitted(),
                   VoiceSwitch(voice_out, log), seed=7, start_game=True,
                   settings_file=tmp_path / "settings.json")
    async with app.run_test(size=SIZE) as pilot:
        await settle(app, pilot, log)
        assert game_screen(app) is app.screen and frames and not "".join(frames[0]).strip()
        assert read_out([""] * SIZE[1], screen_lines(app)) == " ".join(
            " ".join(line.split()) for line in log.spoken())


async def test_passing_the_computer_clears_the_last_persons_lines_from_the_screen(tmp_path):
    app, _voice, log = new_app(tmp_path, "screen_reader", seats=["human", "human"])
    app.start_game = True
    async with app.run_test(size=SIZE) as pilot:
        await settle(app, pilot, log)
        await pilot.press("enter")  # Pass to Player 1: ready
        await settle(app, pilot, log)
        mine = [line for line in log.spoken() if line.startswith(("You draw", "Your hand"))]
        assert mine and all(line in " ".join(screen_lines(app)) for line in mine[-1:])
        for _ in range(6):  # Player 1 plays (card, then whatever the card asks)
            await pilot.press("enter")
            await settle(app, pilot, log)
            if log.spoken()[-1].startswith("Pass to Player 2"):
                break
        assert log.spoken()[-1].startswith("Pass to Player 2")
        shown = " ".join(" ".join(screen_lines(app)).split())
        assert "Pass to Player 2" in shown
        said_to_player_1 = [line for line in log.spoken() if line.startswith("You ")]
        assert said_to_player_1 and not any(line in shown for line in said_to_player_1), shown
