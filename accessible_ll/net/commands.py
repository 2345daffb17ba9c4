"""The commands of the line mode and of a table across computers: ``--line``,
``host`` and ``join`` (registered on the command line by :func:`add_commands`)."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any, Callable

from accessible_ll.games import DEFAULT_GAME, GAMES
from accessible_ll.inputs import InputRefusal, choice, number, seed, whole
from accessible_ll.narration import messages as m
from accessible_ll.narration.i18n import LANGUAGES, Texts, resolve_language
from accessible_ll.levels import levels_named
from accessible_ll.settings import HUMAN
from accessible_ll.voice import (  # noqa: F401 - also the table's commands' own helpers
    announcer,
    finish_speaking,
    host_speaker,
    keep_private,
    open_private,
    printer,
)

EXIT_USAGE = 2
EXIT_REFUSED = 1
EXIT_STOPPED = 130  # Ctrl+C, as the command line guard ends


def texts_for(requested: str | None) -> Texts:
    """The listener's language; an unknown one falls back to English with a notice."""
    language, unknown = resolve_language(requested)
    texts = Texts.for_language(language)
    if unknown:
        print(texts.text(m.UNKNOWN_LANGUAGE, language=requested,
                         languages=", ".join(LANGUAGES)), file=sys.stderr)
    return texts


# ----- the line mode at one computer -------------------------------------------------------

# ----- host: open a table ------------------------------------------------------------------

def host_command(args: argparse.Namespace) -> int:
    """``accessible-ll host``: open a table, wait for every seat, play, print the result
    (and say it: the address, the join code, who comes and goes, who won). The save
    file is owned by this host while it runs (the lock of a saved game at one computer):
    a second host, or a game at this computer, on the same file is refused in words."""
    from accessible_ll.saves import SaveLock
    texts = texts_for(args.lang)
    keep_private(args.speech_log)
    if args.players is None:
        args.players = host_players(args)
    problem = _host_problem(args, texts)
    if problem:
        print(problem, file=sys.stderr)
        return EXIT_USAGE
    speaker = None if args.json else host_speaker(args, texts)
    say, warn = announcer(speaker), announcer(speaker, sys.stderr)
    save = _save_file(args)
    lock = SaveLock(save) if save is not None else None
    owner = lock.take() if lock is not None else None
    if owner is not None:
        warn(texts.text(m.TABLE_SAVE_IN_USE, pid=owner, path=str(save)))
        finish_speaking(speaker)
        return EXIT_USAGE
    try:
        return _host_table(args, texts, speaker, say, warn)
    finally:
        if lock is not None:
            lock.release()


def _save_file(args: argparse.Namespace) -> Path | None:
    """Where the table is saved: ``--save``, else the file it was resumed from."""
    return Path(args.save) if args.save else (Path(args.resume) if args.resume else None)


def _host_table(args: argparse.Namespace, texts: Texts, speaker, say: Callable[..., None],
                warn: Callable[..., None]) -> int:
    """The table of ``host``: made (or resumed), served and played to its end."""
    import asyncio
    try:
        room = _room(args, texts, warn)
    except ValueError as error:
        from accessible_ll.saves import UnusableSave
        reason = error.reason if isinstance(error, UnusableSave) else str(error)
        warn(InputRefusal(m.TABLE_CANNOT_RESUME, path=args.resume, reason=reason).localized(texts))
        finish_speaking(speaker)
        return EXIT_USAGE  # refused, as bad input is: nothing was started or changed
    try:
        result = asyncio.run(_host(args, room, texts, say, warn))
    except OSError as error:
        address = f"{args.bind}:{args.port}"
        warn(texts.text(m.TABLE_CANNOT_OPEN, address=address, reason=error.strerror or error))
        finish_speaking(speaker)
        return EXIT_REFUSED
    if args.json:
        print(json.dumps({"seat": None, **result}), flush=True)
        return 0
    from accessible_ll.launch import log_failure as _log_failure
    finish_speaking(speaker)
    return _log_failure(speaker, args.speech_log, texts)


def spoken_code(code: str) -> str:
    """A join code as it is best heard: digit by digit, not as one large number (how the
    host shows it; ``join`` takes it so, spaces and all).

    >>> spoken_code("481027")
    '4 8 1 0 2 7'
    """
    return " ".join(code)


def typed_code(text: str) -> str:
    """A join code as typed after ``--code``: digit by digit as the host shows it, or in
    one piece.

    >>> typed_code("4 8 1 0 2 7"), typed_code(" 481027 ")
    ('481027', '481027')
    """
    return "".join(text.split())


#: How many a table seats when the host does not say: a classroom's group of four, or
#: the number nearest to it that the game allows (Disloyal Royals: 2).
HOST_PLAYERS = 4


def host_players(args: argparse.Namespace) -> int:
    """How many the hosted game seats when ``--players`` is not given.

    >>> host_players(argparse.Namespace(game="disloyal-royals"))
    2
    """
    return _hosted(args).find_variant(_variant(args)).nearest_players(HOST_PLAYERS)


def _hosted(args: argparse.Namespace):
    from accessible_ll.games import DEFAULT_GAME, find_game
    return find_game(getattr(args, "game", DEFAULT_GAME))


def _variant(args: argparse.Namespace, texts: Texts | None = None) -> str:
    """The hosted game's variant: the one its own flag names (``--edition``), else its
    default.

    Raises:
        InputRefusal: a flag of another game, or a variant the game lacks.
    """
    from accessible_ll.new_table import flag_variant
    game = _hosted(args)
    return game.find_variant(flag_variant(game, args, texts or texts_for(None))).id


def _host_problem(args: argparse.Namespace, texts: Texts) -> str | None:
    """What is wrong with the host's options, in the host's language (None: nothing).

    Raises:
        InputRefusal: the game cannot be played by people yet, or not by that many (in that
            variant), or has no such bot, or lacks a choice ``--option`` gives.
    """
    from accessible_ll.inputs import check_seats
    if args.resume:
        return None
    game = _hosted(args)
    title = game.titles.get(texts.language, game.id)
    if not game.playable:
        raise InputRefusal(m.GAME_NOT_PLAYABLE, game=title)
    check_seats(game, _variant(args, texts), args.players, title)
    for level in args.bots:
        if level not in game.tools.bots:
            raise InputRefusal(m.UNKNOWN_BOT, bot=level, levels=levels_named(texts, game))
    _host_options(args, texts)
    if len(args.bots) > args.players:
        return texts.plural(m.TABLE_TOO_MANY_BOTS, len(args.bots), bots=len(args.bots),
                            players=args.players)
    return None


def _host_options(args: argparse.Namespace, texts: Texts) -> dict:
    """The game's own choices the host gives the table: its own flags that set one
    (see :func:`~accessible_ll.new_table.flag_options`), then ``--option`` (see
    :func:`~accessible_ll.new_table.given_options`).

    Raises:
        InputRefusal: a flag of another game, a choice or a value the game lacks.
    """
    from accessible_ll.new_table import flag_options, given_options
    game, variant = _hosted(args), _variant(args, texts)
    options = flag_options(game, args, variant, args.players, texts)
    options.update(given_options(game, variant, args.players,
                                 getattr(args, "option", None) or [], texts))
    return options


def _room(args: argparse.Namespace, texts: Texts, warn: Callable[[str], None]):
    from accessible_ll.match import Match
    from accessible_ll.net.match_room import MatchRoom
    from accessible_ll.net.room import RoomOptions, new_code
    save = _save_file(args)

    def unsaved(path: Path, error: OSError) -> None:
        warn(texts.text(m.TABLE_CANNOT_SAVE, path=str(path), reason=error.strerror or error))
    options = RoomOptions(pace=args.pace, takeover=args.takeover, save=save,
                          on_save_error=unsaved)
    if args.resume:
        # a file saved before the game seam is read as the same game (the legacy reader)
        room = MatchRoom.resume(Path(args.resume), options)
        room.save()  # with its identity, if the file was saved before tables had one
        return room
    seats = [HUMAN] * (args.players - len(args.bots)) + list(args.bots)
    match = Match(_hosted(args), _variant(args), seats, seed=table_seed(args.seed),
                  options=_host_options(args, texts))
    room = MatchRoom(match, new_code(), options)
    room.save()
    return room


def table_seed(given: int | None) -> int:
    """The seed of a hosted table: ``--seed`` (for tests), else a secret of 128 bits,
    so that what one seat sees never tells the deck (the save file keeps it).

    >>> table_seed(7), table_seed(None) != table_seed(None)
    (7, True)
    """
    import secrets
    return given if given is not None else secrets.randbits(128)


async def _host(args: argparse.Namespace, room, texts: Texts, say: Callable[..., None],
                warn: Callable[..., None] = print) -> dict[str, Any]:
    from accessible_ll.net.server import TableServer, open_server

    def guessing(count: int) -> None:
        warn(texts.text(m.TABLE_GUESSING, count=count))
    server = TableServer({room.code: room}, on_guessing=guessing)
    ws_server = await open_server(server, args.bind, args.port)
    port = ws_server.sockets[0].getsockname()[1]
    address = f"{_shown_host(args.bind)}:{port}"
    if args.json:
        print(json.dumps({"listening": address, "code": room.code}), flush=True)
    else:  # printed as it is said, for a screen reader too: the code digit by digit
        code = spoken_code(room.code)
        say(texts.text(m.TABLE_OPEN, address=address, code=code))
        say(texts.text(m.TABLE_JOIN_HOW, address=address, code=f'"{code}"'))
    console = None if args.json else asyncio_console(room, texts, say)
    try:
        result = await room.run()
        await server.flush()
    finally:
        ws_server.close()
        await ws_server.wait_closed()
        if console is not None:
            console.cancel()
    return {**result, "reconnects": room.reconnects}


def asyncio_console(room, texts: Texts, say: Callable[[str], None]):
    """The host's own window, told by a spectator in this process."""
    return match_console(room, texts, say)


class HostEar:
    """The host's window at a narrating table: who comes and goes, in a game of rounds
    the standings after each round, and at the end how the game ended (the public's last
    sentences; after the standings, the last one: who won). A table continued from its
    save file tells, while a round is played, everyone's score (``score_review``)."""

    def __init__(self, say: Callable[[str], None], score_review: str | None = None) -> None:
        self.say = say
        self.score_review = score_review
        self.table = None
        self.listening = False  # past its own "you are watching the table"

    def heard(self, news: list) -> None:
        table = self.table
        if table is None:
            return
        standings = bool(news and table.round_standings) \
            and news[-1].lines is table.round_standings
        if standings:
            news = news[:-1]
            for line in table.round_standings:
                self.say(line)
        if table.over:
            for told in (news[-1:] if standings else news):
                for line in told.lines:
                    self.say(line)
        elif table.missed and news and not standings and self.score_review is not None:
            table.review(None, self.score_review, self._said)

    def _said(self, lines: list[str]) -> None:
        for line in lines:
            self.say(line)

    def changed(self) -> None:
        self.listening = self.table is not None and self.table.ready

    def refused(self, seat: int, text: str) -> None:
        self.say(text)

    def told_table(self, line: str) -> None:
        if self.listening:
            self.say(line)


def match_console(room, texts: Texts, say: Callable[[str], None]):
    """The host's window over a narrating table: a spectator in this process."""
    from accessible_ll.net.match_client import LocalLink, RemoteMatch
    table = RemoteMatch(LocalLink(room), texts, spectate=True, code=room.code)
    ear = HostEar(say, room.game.narration.score_review)
    table.start(ear)
    ear.table = table
    return table.task


def _shown_host(bind: str) -> str:
    """The address to tell students: this computer's address when bound to all."""
    import socket
    if bind in ("0.0.0.0", "::", ""):
        try:
            return socket.gethostbyname(socket.gethostname())
        except OSError:
            return bind
    return f"[{bind}]" if ":" in bind else bind


# ----- join: sit at a table -----------------------------------------------------------------

def join_command(args: argparse.Namespace) -> int:
    """``accessible-ll join``: take a seat (or watch) at a table on another computer."""
    import asyncio

    from accessible_ll.games import DEFAULT_GAME
    from accessible_ll.net.remote import split_address
    texts = texts_for(args.lang)
    keep_private(args.speech_log)
    try:
        host, port = split_address(args.address, DEFAULT_PORT)
    except ValueError:
        print(texts.text(m.JOIN_BAD_ADDRESS, address=args.address), file=sys.stderr)
        return EXIT_USAGE
    game = asyncio.run(table_game(host, port, args.code))
    # a table that cannot be reached now: the client says why, and tries again
    # (the game of a table not reached yet: the registry's default; the welcome says)
    return _join_match(args, host, port, texts, game or DEFAULT_GAME)


async def table_game(host: str, port: int, code: str, timeout: float = 10.0) -> str | None:
    """The game of the table at ``host:port`` (its host narrates, protocol version 2),
    else None (a table that cannot be reached now, or of an older version: the client
    then says why, and tries again)."""
    import asyncio

    from websockets.asyncio.client import connect
    from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

    from accessible_ll.net import protocol as p
    from accessible_ll.net.remote import RemoteLink
    uri = RemoteLink(host, port, Texts.for_language("en"), print).uri

    async def ask() -> Any:
        async with connect(uri, max_size=p.MAX_FRAME, compression=None) as ws:
            await ws.send(json.dumps(p.match_message("hello", code=code, identify=True)))
            return json.loads(await ws.recv())
    try:
        reply = await asyncio.wait_for(ask(), timeout)
    except (OSError, ValueError, InvalidHandshake, InvalidURI, ConnectionClosed,
            asyncio.TimeoutError):
        return None
    if isinstance(reply, dict) and reply.get("type") == "table" \
            and reply.get("v") == p.MATCH_VERSION and isinstance(reply.get("game"), str):
        return reply["game"]
    return None


def _join_match(args: argparse.Namespace, host: str, port: int, texts: Texts,
                game: str) -> int:
    """``join`` at a table of any game: its host narrates; this
    side shows the game in the line mode over a
    :class:`~accessible_ll.net.match_client.RemoteMatch`."""
    import asyncio
    if args.bot:
        return _join_bot(args, host, port, texts, game)
    if not args.line:
        return _join_match_screen(args, host, port)
    from accessible_ll.match_line import MatchLine
    from accessible_ll.line_command import read_lines
    from accessible_ll.net.match_client import RemoteMatch
    from accessible_ll.net.remote import RemoteLink
    from accessible_ll.settings import load_settings, settings_path
    path = Path(args.settings) if args.settings else settings_path()
    settings = load_settings(path).settings
    keys = settings.seat_keys
    # as in the main command's line mode: the game's own voice speaks only when chosen
    voice = (args.voice or settings.voice or "").replace("-", "_")
    speaker = host_speaker(args, texts, choice=voice) if voice == "game" else None
    say = announcer(speaker) if speaker is not None else printer(args.speech_log)
    table = RemoteMatch(None, texts, name=args.name, spectate=args.spectate, code=args.code,
                        keys=keys.get, take_over=args.take_seat)
    table.link = RemoteLink(host, port, texts, table.say, retry_for=args.retry)
    table.on_secret = seat_key_keeper(path, texts, table.say)
    table.say(texts.text(m.CONNECTING, address=table.link.address))

    async def play() -> None:
        line = MatchLine(table, texts, say, read_lines(sys.stdin), game)
        try:
            await line.play()
            if table.over and table.task is not None:  # the table's last word: the end
                await asyncio.wait({table.task}, timeout=5)
        finally:
            table.close()
            await table.link.close()
    asyncio.run(play())
    finish_speaking(speaker)
    from accessible_ll.launch import log_failure
    failed = log_failure(speaker if speaker is not None else say, args.speech_log, texts)
    if table.result is None:  # left on purpose: done, as the full screen ends
        return (failed or 0) if table.farewell is not None else EXIT_REFUSED
    if args.json:
        print(json.dumps(table.result), flush=True)
    return failed


class BotEar:
    """What a seat played by the table's bot hears: nothing, or (with ``say``) the
    table's words, for a speech log."""

    def __init__(self, say: Callable[[str], None] | None) -> None:
        self.say = say or (lambda line: None)

    def heard(self, news: list) -> None:
        for told in news:
            for line in told.lines:
                self.say(line)

    def changed(self) -> None:
        pass

    def refused(self, seat: int, text: str) -> None:
        self.say(text)

    def told_table(self, line: str) -> None:
        self.say(line)


def _join_bot(args: argparse.Namespace, host: str, port: int, texts: Texts,
              game: str) -> int:
    """``join --bot LEVEL``: a seat the table's own bot of that level plays while this
    program is connected (a bot decides from the game's view, which never leaves the
    host); this side only listens, and prints the result with ``--json``."""
    import asyncio

    from accessible_ll.games import find_game
    try:
        found = find_game(game)
    except KeyError:
        found = None
    if found is not None and args.bot not in found.tools.bots:
        print(texts.text(m.UNKNOWN_BOT, bot=args.bot, levels=levels_named(texts, found)),
              file=sys.stderr)
        return EXIT_USAGE
    table = asyncio.run(play_bot_seat(args, host, port, texts))
    if table.result is None:
        return EXIT_REFUSED
    if args.json:
        print(json.dumps(table.result), flush=True)
    return 0


async def play_bot_seat(args: argparse.Namespace, host: str, port: int, texts: Texts):
    """Sit at the table with ``args.bot`` playing the seat, until the game ends or the
    table is out of reach; return the seat's :class:`RemoteMatch`."""

    from accessible_ll.net.match_client import RemoteMatch
    from accessible_ll.net.remote import RemoteLink
    from accessible_ll.settings import load_settings, settings_path
    path = Path(args.settings) if args.settings else settings_path()
    keys = load_settings(path).settings.seat_keys
    say = printer(args.speech_log, echo=False) if args.speech_log else None
    table = RemoteMatch(None, texts, name=args.name, spectate=args.spectate, code=args.code,
                        keys=keys.get, take_over=args.take_seat, bot=args.bot)
    told = say or (lambda line: print(line, file=sys.stderr, flush=True))  # stdout: JSON
    table.link = RemoteLink(host, port, texts, told, retry_for=args.retry)
    table.on_secret = seat_key_keeper(path, texts, told)
    table.start(BotEar(say))
    try:
        await table.task
    finally:
        table.close()
        await table.link.close()
    return table


def _join_match_screen(args: argparse.Namespace, host: str, port: int) -> int:
    """``join`` without ``--line`` at a table of another game: the full-screen game over
    a :class:`~accessible_ll.net.match_client.RemoteMatch`."""
    from accessible_ll.launch import open_app, run_app, settings_for
    from accessible_ll.net.match_client import RemoteMatch
    from accessible_ll.net.remote import RemoteLink
    from accessible_ll.tui.match_screen import MatchScreen
    loaded = settings_for(args)
    settings = _joining_settings(args, loaded.settings)
    app, speaker, cues = open_app(args, loaded, settings)
    table = RemoteMatch(None, app.texts, name=args.name, spectate=args.spectate,
                        code=args.code, keys=settings.seat_keys.get, take_over=args.take_seat)
    table.link = RemoteLink(host, port, app.texts, table.say, retry_for=args.retry)
    table.on_secret = seat_key_keeper(loaded.path, app.texts, table.say)
    app.start_match = lambda app: app.push_screen(MatchScreen(table))
    app.start_notices.append(app.t(m.CONNECTING, address=table.link.address))
    code = run_app(app, speaker, args.speech_log, cues)
    if table.farewell is not None:  # left on purpose: the last line stays on the terminal
        print(table.farewell, flush=True)
        finish_speaking(speaker)
    if args.json and table.result is not None:
        print(json.dumps(table.result), flush=True)
    return max(code, EXIT_REFUSED) if table.lost else code


def _joining_settings(args: argparse.Namespace, settings):
    """The settings a person joins with: their language, voice and sound from the command
    line (as the main command takes them)."""
    from accessible_ll.settings import merge
    if args.lang:
        settings = merge(settings, language=resolve_language(args.lang)[0])
    if args.no_sound:
        settings = merge(settings, sound=False)
    if args.voice:
        settings = merge(settings, voice=args.voice.replace("-", "_"))
    return settings


def seat_key_keeper(path: Path, texts: Texts,
                    say: Callable[[str], None]) -> Callable[[str, str], None]:
    """What keeps a seat's key in the settings file ``path``, filed by the table's
    identity (so the key is found whatever address or port the table has later; the
    settings folder is made if there is none). A file that could not be read whole is
    left as it is; when the key cannot be kept, the person is told (this program
    still holds it until it ends)."""
    from accessible_ll.settings import load_settings, merge, save_settings

    def keep(table: str, secret: str) -> None:
        fresh = load_settings(path)
        no_folder = fresh.problem is not None and fresh.problem.message == m.REASON_NO_FOLDER
        reason = None
        if (fresh.writable or no_folder) and (no_folder or not fresh.problem) \
                and not fresh.dropped:
            try:
                keys = {**fresh.settings.seat_keys, table: secret}
                save_settings(merge(fresh.settings, seat_keys=keys), path)
                return
            except OSError as error:
                reason = error.strerror or str(error)
        else:
            reason = fresh.problem.localized(texts) if fresh.problem else \
                texts.text(m.REASON_NOT_SETTINGS)
        say(texts.text(m.SEAT_KEY_NOT_KEPT, path=str(path), reason=reason))
    return keep


DEFAULT_PORT = 8765


def add_commands(sub, texts: Texts | None = None) -> None:
    """Register ``host`` and ``join`` on the command line, their help in the language of
    ``texts`` (default: English)."""
    from functools import partial

    from accessible_ll.launch import help_text
    from accessible_ll.narration.i18n import DEFAULT_LANGUAGE
    texts = texts or Texts.for_language(DEFAULT_LANGUAGE)
    h = partial(help_text, texts)
    from accessible_ll.games import DEFAULT_GAME, GAMES
    from accessible_ll.launch import add_game_flags, bot_level, games_list
    host = sub.add_parser("host", help=h(m.CLI_HOST))
    host.add_argument("--bind", default="0.0.0.0", help=h(m.CLI_BIND))
    host.add_argument("--port", type=whole(0, 65535), default=DEFAULT_PORT, help=h(m.CLI_PORT))
    host.add_argument("--game", default=DEFAULT_GAME, type=choice(tuple(GAMES)),
                      metavar="GAME", help=h(m.CLI_GAME, games=games_list(texts)))
    host.add_argument("--players", type=whole(0, 99), default=None, metavar="N")
    host.add_argument("--bots", nargs="*", default=[], type=bot_level, metavar="LEVEL",
                      help=h(m.CLI_HOST_BOTS))
    add_game_flags(host, texts)
    host.add_argument("--option", action="append", metavar="ID=VALUE", help=h(m.CLI_OPTION))
    host.add_argument("--seed", type=seed, help=h(m.CLI_HOST_SEED))
    host.add_argument("--pace", type=number(0, 3600), default=1.5, help=h(m.CLI_PACE))
    host.add_argument("--save", metavar="FILE", help=h(m.CLI_SAVE))
    host.add_argument("--resume", metavar="FILE", help=h(m.CLI_RESUME))
    host.add_argument("--takeover", type=number(0, 86400), metavar="SECONDS",
                      help=h(m.CLI_TAKEOVER))
    host.add_argument("--lang", help=h(m.CLI_HOST_LANG))
    host.add_argument("--voice", type=choice(("game", "screen-reader")),
                      help=h(m.CLI_HOST_VOICE))
    host.add_argument("--no-sound", action="store_true", help=h(m.CLI_NO_SOUND))
    host.add_argument("--speech-log", metavar="FILE", help=h(m.CLI_SPEECH_LOG))
    host.add_argument("--json", action="store_true", help=h(m.CLI_HOST_JSON))
    host.set_defaults(run=host_command)

    join = sub.add_parser("join", help=h(m.CLI_JOIN))
    join.add_argument("address", help=h(m.CLI_ADDRESS))
    join.add_argument("--code", default="", type=typed_code, help=h(m.CLI_CODE))
    join.add_argument("--name", default="", help=h(m.CLI_NAME))
    join.add_argument("--lang", help=h(m.CLI_JOIN_LANG))
    join.add_argument("--spectate", action="store_true", help=h(m.CLI_SPECTATE))
    join.add_argument("--bot", type=bot_level, metavar="LEVEL", help=h(m.CLI_JOIN_BOT))
    join.add_argument("--seed", type=seed, help=h(m.CLI_JOIN_SEED))
    join.add_argument("--line", action="store_true", help=h(m.CLI_JOIN_LINE))
    join.add_argument("--voice", type=choice(("game", "screen-reader")),
                      metavar="game|screen-reader", help=h(m.CLI_JOIN_VOICE))
    join.add_argument("--no-sound", action="store_true", help=h(m.CLI_NO_SOUND))
    join.add_argument("--speech-log", metavar="FILE", help=h(m.CLI_SPEECH_LOG))
    join.add_argument("--settings", metavar="FILE", help=h(m.CLI_JOIN_SETTINGS))
    join.add_argument("--take-seat", action="store_true", help=h(m.CLI_TAKE_SEAT))
    join.add_argument("--retry", type=number(0, 86400), default=120.0, metavar="SECONDS",
                      help=h(m.CLI_RETRY))
    join.add_argument("--json", action="store_true", help=h(m.CLI_JOIN_JSON))
    join.set_defaults(run=join_command)
    add_bench(sub, texts)


def table_bench_command(args: argparse.Namespace) -> int:
    """``accessible-ll table-bench``: one host, many tables of remote scripted clients,
    of one game or of several in turn (a game that does not seat ``--players`` seats the
    nearest count it allows; a single game named is held to its own counts)."""
    from accessible_ll.net.bench import describe, run_table_bench
    if args.game is None:  # the default game, and the figures of all tables
        result = run_table_bench(args.tables, args.players, args.seed, args.think)
    else:
        if len(args.game) == 1:
            from accessible_ll.games import find_game
            from accessible_ll.inputs import check_seats
            game = find_game(args.game[0])
            check_seats(game, game.variants[0].id, args.players,
                        game.titles[texts_for(args.lang).language])
        result = run_table_bench(args.tables, args.players, args.seed, args.think,
                                 games=args.game)
    print(json.dumps(result) if args.json else describe(result), flush=True)
    return 0


def bench_games(text: str) -> tuple[str, ...]:
    """An argparse type: the games of a table bench, ids separated by commas, or
    ``mixed`` for every game of the registry (each once, in the registry's order).

    >>> bench_games("verraeter"), bench_games("Verraeter,disloyal-royals")
    (('verraeter',), ('verraeter', 'disloyal-royals'))
    >>> bench_games("mixed") == tuple(GAMES)
    True
    """
    from accessible_ll.net.bench import MIXED
    known = choice((*GAMES, MIXED))
    named = tuple(dict.fromkeys(known(word) if word.strip() else known(text)
                                for word in text.split(",")))
    return tuple(GAMES) if MIXED in named else named


def add_bench(sub, texts: Texts | None = None) -> None:
    """Register ``table-bench``, its help in the language of ``texts`` (default: English)."""
    from accessible_ll.launch import games_list, help_text
    from accessible_ll.narration.i18n import DEFAULT_LANGUAGE
    texts = texts or Texts.for_language(DEFAULT_LANGUAGE)
    bench = sub.add_parser("table-bench", help=help_text(texts, m.CLI_TABLE_BENCH))
    bench.add_argument("--tables", type=whole(1, 500), default=8)
    bench.add_argument("--players", type=whole(2, 8), default=4)
    bench.add_argument("--game", type=bench_games, metavar="GAME[,GAME…]|mixed",
                       help=help_text(texts, m.CLI_BENCH_GAMES, games=games_list(texts),
                                      default=DEFAULT_GAME))
    bench.add_argument("--seed", type=seed, default=1)
    bench.add_argument("--think", type=number(0, 60), default=0.1,
                       help=help_text(texts, m.CLI_THINK))
    bench.add_argument("--lang", help=help_text(texts, m.CLI_LANG))
    bench.add_argument("--json", action="store_true", help=help_text(texts, m.CLI_JSON))
    bench.set_defaults(run=table_bench_command)
