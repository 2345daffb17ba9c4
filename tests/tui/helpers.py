"""Driving the real app with the keyboard only, listening with a recording speaker or
with a synthesizer double (speech that takes time on a clock the test moves)."""

from __future__ import annotations

from accessible_ll.settings import Settings
from accessible_ll.speech import RecordingSpeaker, SimulatedSynth, VirtualClock
from accessible_ll.tui.app import make_app
from accessible_ll.tui.dialogs import ConfirmScreen
from accessible_ll.tui.match_screen import MatchScreen


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

    from accessible_ll import cli
    from accessible_ll.games import find_game
    game = find_game(game) if isinstance(game, str) else game
    app.start_match = partial(cli._start_match, game=game, seats=list(seats), names=[],
                              seed=seed, save=save, **options)


async def until(pilot, condition, limit: int = 200) -> None:
    """Wait (in 50 ms pauses, ``limit`` of them at most) until ``condition()`` holds."""
    for _ in range(limit):
        if condition():
            return
        await pilot.pause(0.05)
    raise AssertionError("never happened")


def game_screen(app):
    """The game's screen (a seat at another computer's table: Love Letter's own)."""
    for screen in reversed(app.screen_stack):
        if isinstance(screen, MatchScreen) or type(screen).__name__ == "GameScreen":
            return screen
    return None


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


async def play_to_the_end(app, pilot, limit: int = 3000) -> MatchScreen:
    """Press keys as a player would until the game is over: Enter on the first possible
    choice, and Yes when asked to confirm the Princess."""
    for _ in range(limit):
        screen = game_screen(app)
        if screen is not None and screen.over and app.screen is screen:
            return screen
        if isinstance(app.screen, ConfirmScreen):
            await pilot.press("down")
        await pilot.press("enter")
        await pilot.pause(0.02)
    raise AssertionError("the game did not end")


def screen_lines(app) -> list[str]:
    """The text on screen, row by row, as the terminal shows it."""
    return [strip.text for strip in app.screen._compositor.render_strips()]


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


async def play_calmly(app, pilot, clock: VirtualClock, limit: int = 3000,
                      listen: float = 10.0) -> MatchScreen:
    """Play to the end as a calm player: ``listen`` seconds of speech, then Enter (also
    "No" when asked about the Princess); never a key that interrupts."""
    for _ in range(limit):
        screen = game_screen(app)
        if screen is not None and screen.over and app.screen is screen:
            return screen
        clock.advance(listen)
        await pilot.press("enter")
        await pilot.pause(0.02)
    raise AssertionError("the game did not end")
