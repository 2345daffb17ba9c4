"""How quickly the game answers: start-up to the first spoken prompt, key to speech.

Start-up is measured as the game really starts (screen reader and sound device looked
up, catalogs loaded), from launching Python to the setup screen's first prompt, with
Textual in headless mode. Key to speech is the time from a key press entering the app
to the speaker's call.
"""

from __future__ import annotations

import asyncio
import json
import statistics
import subprocess
import sys
import time

from accessible_ll.settings import Settings

_STARTUP = """
import sys, time
from accessible_ll.speech import RecordingSpeaker
from accessible_ll.settings import Settings
from accessible_ll.tui.app import make_app

class FirstWords(RecordingSpeaker):
    def speak(self, text, interrupt=False):
        super().speak(text, interrupt)
        if text.startswith("New game."):
            print(time.time(), flush=True)
            app.exit()

from accessible_ll.audio import open_cue_player
from accessible_ll.soundcheck import every_cue
from accessible_ll.speech import TeeSpeaker, open_speaker
reader, _ = open_speaker()
cues, _ = open_cue_player(every_cue())
app = make_app(Settings(language="en"), TeeSpeaker(reader, FirstWords()), cues)
app.run(headless=True)
cues.close()
"""


def startup_seconds(runs: int = 5) -> list[float]:
    """Seconds from launching Python to the setup screen's first spoken prompt."""
    times = []
    for _ in range(runs):
        start = time.time()
        out = subprocess.run([sys.executable, "-c", _STARTUP], capture_output=True,
                             text=True, check=True).stdout
        times.append(float(out.split()[-1]) - start)
    return times


class _TimedSpeaker:
    def __init__(self) -> None:
        self.last: float | None = None

    def speak(self, text: str, interrupt: bool = False) -> None:
        if self.last is None:
            self.last = time.perf_counter()

    def stop(self) -> None:
        pass


async def _key_latency(presses: int) -> list[float]:
    from accessible_ll.tui.app import make_app
    speaker = _TimedSpeaker()
    app = make_app(Settings(language="en", bot_pace=0.01).fitted(), speaker, seed=3)
    found = []
    async with app.run_test() as pilot:
        await pilot.pause()
        for index in range(presses):
            key = ("down", "up", "h", "t", "s")[index % 5]
            speaker.last = None
            start = time.perf_counter()
            await pilot.press(key)
            if speaker.last is not None:
                found.append((speaker.last - start) * 1000)
            if index == 0:
                await pilot.press("end", "enter")
                await pilot.pause(0.3)
    return found


def ui_bench(runs: int = 5, presses: int = 200) -> dict[str, float]:
    """Start-up and key-to-speech figures."""
    startup = startup_seconds(runs)
    keys = asyncio.run(_key_latency(presses))
    return {
        "startup_s_median": round(statistics.median(startup), 3),
        "startup_s_max": round(max(startup), 3),
        "key_to_speech_ms_median": round(statistics.median(keys), 3),
        "key_to_speech_ms_p99": round(sorted(keys)[int(len(keys) * 0.99) - 1], 3),
        "keys_measured": len(keys),
    }


def main() -> None:
    """Print the figures as JSON."""
    print(json.dumps(ui_bench()))
