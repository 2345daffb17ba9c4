"""Driving the real app with the keyboard only, listening with a recording speaker or
with a synthesizer double (speech that takes time on a clock the test moves)."""

from __future__ import annotations

import time

from accessible_ll.settings import Settings
from accessible_ll.speech import RecordingSpeaker, SimulatedSynth, VirtualClock
from accessible_ll.tui.app import make_app
from accessible_ll.tui.dialogs import ConfirmScreen
from accessible_ll.tui.match_screen import MatchScreen
from accessible_ll.tui.setup_screen import SetupScreen
from accessible_ll.tui.textual_seams import screen_rows

#: Seconds a test waits for what it waits for before it fails: only a guard against a
#: test that would hang, never the time something takes (the machine may be loaded).
GUARD = 60.0


def new_app(tmp_path, seed: int = 7, speaker=None, **settings):
    speaker = speaker or RecordingSpeaker()
    base = {"language": "en", "bot_pace": 0.01, **settings}
    app = make_app(Settings(**base).fitted(), speaker, seed=seed,
                   settings_file=tmp_path / "settings.json")
    return app, speaker




def start_straight(app, game, seats, seed: int | None = None, save=None, **options) -> None:
    """``app`` starts a game of ``game`` (a descriptor or a game's id) as ``--game``
    starts it from the command line: these ``seats``, unnamed, saved in ``save``."""
    from functools import partial

    from accessible_ll import cli_commands
    from accessible_ll.games import find_game
    game = find_game(game) if isinstance(game, str) else game
    app.start_match = partial(cli_commands._start_match, game=game, seats=list(seats), names=[],
                              seed=seed, save=save, **options)


async def until(pilot, condition, within: float = GUARD, what: str = "") -> None:
    """Wait until ``condition()`` holds, looking again every 10 ms of the app's time;
    fail after ``within`` seconds (``what``: what never happened)."""
    give_up = time.monotonic() + within
    while not condition():
        if time.monotonic() > give_up:
            raise AssertionError(f"not within {within} s: {what or 'never happened'}")
        await pilot.pause(0.01)


def game_screen(app):
    """The game's screen (a seat at another computer's table: Love Letter's own)."""
    for screen in reversed(app.screen_stack):
        if isinstance(screen, MatchScreen) or type(screen).__name__ == "GameScreen":
            return screen
    return None


async def setup_up(app, pilot) -> SetupScreen:
    """Wait until the setup list is on screen, its list read out; return it."""
    await until(pilot, lambda: isinstance(app.screen, SetupScreen) and app.screen.is_mounted,
                what="the setup list")
    return app.screen


async def game_asks(app, pilot) -> MatchScreen:
    """Wait until the game's screen is up and has asked its first question (a list
    offered with it); return the screen."""
    def asks() -> bool:
        screen = game_screen(app)
        return screen is not None and app.screen is screen and screen.asked > 0
    await until(pilot, asks, what="the game's first question")
    return game_screen(app)


def state(screen):
    """The game's whole state, behind the screen (for a test to set a hand)."""
    return screen.seats.match.state


def set_state(screen, **values) -> None:
    """Change the game's state behind the screen (its legal moves found again)."""
    for name, value in values.items():
        setattr(state(screen), name, value)
    state(screen)._memo = None


def to_act(screen) -> int | None:
    """Who decides now (None: nobody, between rounds or after the game)."""
    deciders = screen.seats.deciders
    return deciders[0] if deciders else None


def view(screen, seat):
    """What ``seat`` may see now."""
    return screen.seats.match.view(seat)


def round_over(screen) -> bool:
    return not screen.seats.deciders


def journal(screen) -> list:
    return list(screen.seats.match.journal)


def asking(app) -> tuple | None:
    """What the app asks now, as (its screen, how many lists that screen offered with
    their question, the question opened over it or None); None while nothing is asked
    (a bot's turn, the table's words being said)."""
    top, screen = app.screen, game_screen(app)
    if isinstance(top, ConfirmScreen):
        return screen or top, getattr(screen, "asked", 0), top
    if screen is not None and top is screen:
        return screen, screen.asked, None
    if isinstance(top, SetupScreen):
        return top, 0, None
    return None


async def asked_again(app, pilot, answered: tuple | None, between=None) -> tuple:
    """Wait until the app asks something new since ``answered`` (see :func:`asking`)
    and return it, to be answered (``between()`` is called while nothing is)."""
    def new() -> bool:
        now = asking(app)
        if now is None or now == answered:
            if between is not None:
                between()
            return False
        return True
    await until(pilot, new, what=f"nothing asked after {answered}")
    return asking(app)


def game_over(asked: tuple) -> bool:
    screen, _, question = asked
    return question is None and isinstance(screen, MatchScreen) and screen.over


async def play_to_the_end(app, pilot) -> MatchScreen:
    """Answer as a player would until the game is over: each time the screen asks,
    Enter on the first possible choice, and Yes when asked to confirm the Princess
    (never a key while nothing is asked, so a busy machine only makes it slower)."""
    answered = None
    while True:
        answered = await asked_again(app, pilot, answered)
        if game_over(answered):
            return answered[0]
        if answered[2] is not None:
            await pilot.press("down")
        await pilot.press("enter")


def screen_lines(app) -> list[str]:
    """The text on screen, row by row, as the terminal shows it."""
    return screen_rows(app.screen)


def read_out(before: list[str], after: list[str]) -> str:
    """What a terminal screen reader reads of a change (VTE tells it one span: from the
    first changed character to the last), spaces collapsed."""
    old, new = "\n".join(before), "\n".join(after)
    start = 0
    while start < min(len(old), len(new)) and old[start] == new[start]:
        start += 1
    end_old, end_new = len(old), len(new)
    while end_old > start and end_new > start and old[end_old - 1] == new[end_new - 1]:
        end_old -= 1
        end_new -= 1
    return " ".join(new[start:end_new].split())


def heard_app(tmp_path, seed: int = 7, **settings):
    """An app that speaks through a synthesizer double on a virtual clock."""
    clock = VirtualClock()
    app, synth = new_app(tmp_path, seed, speaker=SimulatedSynth(clock=clock), **settings)
    return app, synth, clock


async def play_calmly(app, pilot, clock: VirtualClock, listen: float = 10.0) -> MatchScreen:
    """Play to the end as a calm player: each time the screen asks, ``listen`` seconds
    of speech, then Enter (also "No" when asked about the Princess); never a key that
    interrupts. While nothing is asked, the speech goes on (the bots wait for it)."""
    answered = None
    while True:
        answered = await asked_again(app, pilot, answered,
                                     between=lambda: clock.advance(listen))
        if game_over(answered):
            return answered[0]
        clock.advance(listen)
        await pilot.press("enter")
