"""How the full-screen game begins: a new game of any game at this computer, its saved
game offered first, a game from the setup list, a game like the last one, and where a
game here is kept.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from accessible_ll.kit import GameDescriptor
from accessible_ll.match_seats import MatchSeats
from accessible_ll.narration import messages as m
from accessible_ll.tui.dialogs import ConfirmScreen, ReadScreen
from accessible_ll.tui.match_screen import MatchScreen


def game_save_file(app, game_id: str) -> Path | None:
    """Where a game of ``game_id`` at this computer is kept when left unfinished: beside
    the settings, one file per game (None when there is no settings file; see
    :func:`~accessible_ll.local_match.kept_game_path`)."""
    from accessible_ll.local_match import kept_game_path
    settings_file = getattr(app, "settings_file", None)
    return None if settings_file is None else kept_game_path(Path(settings_file), game_id)


def start_match(app, game: GameDescriptor, seats: list[str], names: list[str],
                seed: int | None, save: Path | None, variant: str | None = None,
                options: dict[str, Any] | None = None) -> None:
    """A game of ``game`` at this computer (its ``variant`` and ``options``), saved in
    ``save`` after every move (asking first whether to continue the one saved there);
    "Play again" takes the next seed."""
    from accessible_ll.local_match import LocalMatch
    seeds = iter(range(seed, seed + 1_000_000)) if seed is not None else None
    names = (list(names) + [""] * len(seats))[:len(seats)]

    def new() -> MatchSeats:
        return LocalMatch.new(game, variant, seats, app.texts, names=names,
                              seed=next(seeds) if seeds else None, options=options,
                              save=save)
    open_match(app, game, new, save, lambda path: LocalMatch.resume(path, app.texts, game.id))


def open_match(app, game: GameDescriptor, new: Callable[[], MatchSeats],
               saved: Path | None = None,
               resume: Callable[[Path], MatchSeats] | None = None) -> None:
    """Show a game of ``game``: a game ``new`` makes, or (asked first) the one saved in
    ``saved``, continued by ``resume``. The question names where the saved game stands
    and starts on Yes; a new game replaces it only once the player has said so twice (as
    the setup list and the line mode ask). A game people cannot play yet is refused in
    words, with only the way out."""
    t = app.t
    title = game.titles.get(app.texts.language, game.id)
    if not game.playable:
        app.cue("error")
        text = t(m.GAME_NOT_PLAYABLE, game=title)
        app.push_screen(ReadScreen(text, [t(m.QUIT)], interrupt=False), lambda _: app.exit())
        return
    kept = _saved_match(app, title, saved, resume)
    if kept is None:
        app.push_screen(MatchScreen(new(), again=new))
        return

    def ask() -> None:
        app.push_screen(ConfirmScreen(kept.continue_question(), yes_first=True), answered)

    def answered(yes: bool | None) -> None:
        if yes:
            return app.push_screen(MatchScreen(kept, again=new))
        app.push_screen(ConfirmScreen(t(m.CONFIRM_REPLACE_SAVED)), replace)

    def replace(yes: bool | None) -> None:
        if not yes:  # No, or Escape: the saved game is offered again
            return ask()
        kept.close()
        app.push_screen(MatchScreen(new(), again=new))
    ask()


def _saved_match(app, title: str, saved: Path | None,
                 resume: Callable[[Path], MatchSeats] | None) -> MatchSeats | None:
    """The saved game that can be continued, or None (one that cannot is told why)."""
    from accessible_ll.saves import UnusableSave
    if saved is None or resume is None or not saved.exists():
        return None
    try:
        return resume(saved)
    except UnusableSave as error:
        app.say(app.t(m.MATCH_NOT_CONTINUED, game=title,
                      reason=error.reason.localized(app.texts)))
        return None


def games_of_settings(app, game: GameDescriptor, settings: Any, seed: int | None,
                      save: Path | None) -> Callable[[], MatchSeats]:
    """New games of ``game`` as the setup list sets them (the variant, the players,
    their seats and names, the options), saved in ``save``; each after the first
    takes the next seed."""
    from accessible_ll.local_match import LocalMatch
    from accessible_ll.new_table import setup_of
    settings = settings.fitted()
    variant, options = setup_of(game, settings)
    table = settings.table(game.id)
    seeds = iter(range(seed, seed + 1_000_000)) if seed is not None else None

    def new() -> MatchSeats:
        return LocalMatch.new(game, variant, table.seats, app.texts, names=table.names,
                              seed=next(seeds) if seeds else None, options=options, save=save)
    return new


def games_like(app, kept: MatchSeats, save: Path | None) -> Callable[[], MatchSeats]:
    """New games at the table of the game ``kept`` (its variant, seats, names and
    options), saved in ``save``."""
    from accessible_ll.local_match import LocalMatch
    match = kept.match

    def new() -> MatchSeats:
        return LocalMatch.new(match.game, match.variant, match.seats, app.texts,
                              names=match.names, options=match.options, save=save)
    return new


def play_from_setup(app, game: GameDescriptor, seed: int | None, save: Path | None,
                    kept: MatchSeats | None = None) -> None:
    """The setup list's game: a new one from the settings, or the one ``kept`` (the
    saved game continued); leaving it goes back to the list, where a game left
    unfinished is offered again."""
    new = (games_like(app, kept, save) if kept is not None
           else games_of_settings(app, game, app.settings, seed, save))
    app.push_screen(MatchScreen(kept if kept is not None else new(), again=new,
                                setup_list=True))
