"""The line mode's command, ``--line``: a game at this computer started or continued
(its saved game offered first), who plays it said, the lines typed read from the
terminal, and the game played to its end (:func:`match_line_command`).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any, TextIO

from accessible_ll.inputs import InputRefusal, regular_file_problem
from accessible_ll.local_match import LocalMatch, kept_game_path
from accessible_ll.match_line import (
    EXIT_STOPPED, OVER, MatchLine, ask_yes_no, continue_command, kept_words)
from accessible_ll.narration import messages as m
from accessible_ll.narration.i18n import Texts, joined
from accessible_ll.new_table import Table, table_for


def spoken_language(args: argparse.Namespace, settings_file: Path, texts: Texts) -> str | None:
    """The language ``--lang`` gave when the settings file holds another (None: the
    settings give the language the game is played in)."""
    if not getattr(args, "lang", None):
        return None
    from accessible_ll.settings import load_settings
    saved = load_settings(settings_file).settings.language
    return None if saved == texts.language else texts.language


def begins(table: LocalMatch, texts: Texts) -> str:
    """How a new game at this computer begins: who plays it."""
    people = table.people
    bots = table.players - len(people)
    if not people:
        return texts.text(m.LINE_BOTS_ONLY)
    if len(people) == 1:
        return texts.plural(m.LINE_MATCH_BEGINS, bots, game=table.title,
                            player=table.names[people[0]])
    shared = texts.text(m.LINE_MATCH_SHARED, game=table.title,
                        people=joined(texts, [table.names[s] for s in people]))
    if not bots:
        return shared
    return f"{shared} {texts.plural(m.LINE_MATCH_BOTS, bots)}"


async def opening(table: Table, texts: Texts, say: Callable[[str], None],
                  lines: asyncio.Queue, save: Path | None) -> LocalMatch | None:
    """The saved game of this game if the person wants it, else a new one (None: the
    person kept the saved game, or their input ended). Nothing replaces a saved game
    without asking; a file that is no saved game is never replaced."""
    def tell(notice: InputRefusal) -> None:
        say(notice.localized(texts))
    if save is None or not os.path.lexists(save):
        return fresh(table, texts, say, save)
    problem = regular_file_problem(save, may_be_missing=False)
    if problem is not None:  # a folder, a device, a pipe: never read, never replaced
        tell(InputRefusal(m.SAVED_GAME_LEFT_ALONE, path=save, reason=problem))
        return fresh(table, texts, say, None)
    from accessible_ll.saves import SaveLock, UnusableSave
    owner = SaveLock(save).owner()
    if owner is not None and owner != os.getpid():
        tell(InputRefusal(m.SAVED_GAME_IN_USE, pid=owner, path=save))
        return fresh(table, texts, say, None)
    try:
        kept = LocalMatch.resume(save, texts, table.game.id)
    except UnusableSave as error:
        tell(InputRefusal(m.SAVED_GAME_DAMAGED, path=save, reason=error.reason))
        return await replaced(table, texts, say, lines, save)
    answer = await ask_yes_no(texts, say, lines, kept.continue_question())
    if answer is None:
        return None
    if answer:
        listen(kept, texts, say)
        return kept
    return await replaced(table, texts, say, lines, save)


async def replaced(table: Table, texts: Texts, say: Callable[[str], None],
                   lines: asyncio.Queue, save: Path) -> LocalMatch | None:
    """A new game in the saved game's place, once the person said so."""
    answer = await ask_yes_no(texts, say, lines, texts.text(m.CONFIRM_REPLACE_SAVED))
    if not answer:
        if answer is not None:
            say(texts.text(m.SAVED_GAME_KEPT))
        return None
    return fresh(table, texts, say, save)


def fresh(table: Table, texts: Texts, say: Callable[[str], None],
          save: Path | None) -> LocalMatch:
    """A new game, said who plays it; what happens to its file is told as it happens."""
    match = table.new(texts, save)
    listen(match, texts, say)
    say(begins(match, texts))
    return match


def listen(match: LocalMatch, texts: Texts, say: Callable[[str], None]) -> None:
    match.listen(lambda notice: say(notice.localized(texts)))


async def play_match_line(table: Table, texts: Texts, say: Callable[[str], None],
                          lines: asyncio.Queue, save: Path | None = None,
                          command: str = "", pace: float = 0.0,
                          playing: list[LocalMatch] | None = None) -> str | None:
    """Games of ``table``'s game at this computer in line mode, one after another while
    the person wants a new one; return how the last ended (None: none was played).
    ``command`` continues a saved game (see :func:`continue_command`); ``pace``: the
    seconds before each bot's move (see :class:`MatchLine`); ``playing`` holds the game
    being played, for what Ctrl+C says of it."""
    playing = [] if playing is None else playing
    match = await opening(table, texts, say, lines, save)
    if match is not None and match.resumed:  # a new game after it: at its table
        kept = match.match
        table = Table(kept.game, list(kept.seats), list(kept.names), table.seed, [],
                      kept.variant, kept.options)
    ended = None
    while match is not None:
        playing[:] = [match]
        try:
            ended = await MatchLine(match, texts, say, lines, table.game.id,
                                    command, pace).play()
        finally:
            match.close()
        if ended != OVER or not await ask_yes_no(texts, say, lines,
                                                     texts.text(m.LINE_PLAY_AGAIN)):
            break
        if table.seed is not None:
            table.seed += 1
        match = fresh(table, texts, say, save)
    return ended


def read_lines(stream: TextIO) -> asyncio.Queue:
    """A queue of the lines typed on ``stream`` (None once it ends), read in a thread
    so the game goes on while the person thinks."""
    loop = asyncio.get_running_loop()
    queue: asyncio.Queue = asyncio.Queue()
    try:  # a byte that is not of the encoding is one letter that is no choice, not the end
        stream.reconfigure(errors="replace")
    except (AttributeError, ValueError, OSError):
        pass

    def reader() -> None:
        try:
            for line in stream:
                loop.call_soon_threadsafe(queue.put_nowait, line)
            loop.call_soon_threadsafe(queue.put_nowait, None)
        except RuntimeError:  # the game ended (its loop is closed): nobody reads any more
            pass

    threading.Thread(target=reader, daemon=True).start()
    return queue


def run_match_line(table: Table, texts: Texts, say: Callable[[str], None],
                   stream: TextIO = sys.stdin, save: Path | None = None,
                   command: str = "", pace: float = 0.0,
                   playing: list[LocalMatch] | None = None) -> str | None:
    """:func:`play_match_line` with the person typing on ``stream``."""
    async def main() -> str | None:
        return await play_match_line(table, texts, say, read_lines(stream), save, command,
                                     pace, playing)
    return asyncio.run(main())


def match_line_command(args: argparse.Namespace, settings: Any, texts: Texts,
                       pace: float = 0.0, table: Table | None = None) -> int:
    """``accessible-ll --line [--game GAME]``: a game at this computer, in line mode
    (``table``, else the one the command line and the settings give: see
    :func:`~accessible_ll.new_table.table_for`), saved beside the settings file after
    every move; ``pace``: seconds before each bot's move.

    Raises:
        InputRefusal: the game cannot be played by people yet, or the seats do not fit it.
    """
    from accessible_ll.games import find_game
    from accessible_ll.launch import log_failure
    from accessible_ll.settings import settings_path
    from accessible_ll.voice import announcer, finish_speaking, host_speaker, printer
    game = find_game(args.game)
    title = game.titles.get(texts.language, game.id)
    if not game.playable:
        raise InputRefusal(m.GAME_NOT_PLAYABLE, game=title)
    table = table or table_for(game, args, settings, texts)
    voice = (getattr(args, "voice", None) or settings.voice or "").replace("-", "_")
    speaker = host_speaker(args, texts, choice=voice) if voice == "game" else None
    say = announcer(speaker) if speaker is not None else printer(args.speech_log)
    logger = speaker if speaker is not None else say  # keeps a speech log that failed
    settings_file = Path(args.settings) if args.settings else settings_path()
    save = kept_game_path(settings_file, game.id)
    try:
        save.parent.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass  # the first save says why it cannot be made
    command = continue_command(game.id, args.settings,
                               spoken_language(args, settings_file, texts))
    for note in table.notes:
        say(note)
    playing: list[LocalMatch] = []
    try:
        run_match_line(table, texts, say, sys.stdin, save, command, pace, playing)
    except KeyboardInterrupt:  # Ctrl+C: said (and logged) like every line, and the game
        say(texts.text(m.STOPPED))  # told as leaving it with q tells it
        if playing and not playing[0].over:
            say(kept_words(playing[0], texts, command))
        elif not playing and save.exists():  # stopped before any game: the saved one stays
            say(texts.text(m.LINE_KEPT, path=save, command=command))
        finish_speaking(speaker)
        log_failure(logger, args.speech_log, texts)
        return EXIT_STOPPED
    finish_speaking(speaker)
    return log_failure(logger, args.speech_log, texts)
