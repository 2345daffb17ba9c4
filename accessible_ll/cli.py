"""The ``accessible-ll`` command: play, and the tools around the game.

Every value on the command line is checked into a typed value by the ``type=``
functions of :mod:`accessible_ll.inputs`; what a command cannot use is refused with one
line in the listener's language and exit code 2 (:class:`~accessible_ll.inputs.InputRefusal`).
Each command runs under one guard: Ctrl+C stops it with one line (exit 130), and
anything unexpected becomes one line and a crash log (exit 1), never a traceback.

A new subcommand: ``sub.add_parser(..., help=h(m.CLI_SOME_HELP))``, options with
``type=whole(1, 99)``, ``type=seed``, ``type=choice(...)`` and ``help=h(...)`` (their
help in the listener's language), and ``raise InputRefusal(m.SOME_TEXT, ...)`` for checks
across options; :func:`main` does the rest.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import unicodedata
from collections.abc import Sequence
from functools import partial
from pathlib import Path

from accessible_ll.games import DEFAULT_GAME, GAMES, find_game
from accessible_ll.guard import (
    AppCrashed,
    describe,
    error_name,
    stream_encoding,
    write_crash_log,
)
from accessible_ll.inputs import (
    EXIT_USAGE,
    BadValue,
    PluralInputRefusal,
    Reason,
    InputRefusal,
    check_seats,
    choice,
    number,
    printable,
    seed,
    whole,
)
from accessible_ll.kit import Refusal
from accessible_ll.kit.words import joined
from accessible_ll.narration import messages as m
from accessible_ll.narration.i18n import (
    DEFAULT_LANGUAGE,
    Texts,
    resolve_language,
)
from accessible_ll import launch
from accessible_ll.launch import SAMPLES as _SAMPLES
from accessible_ll.launch import (add_game_flags, bot_level, games_list, help_text,
                                  open_app)
from accessible_ll.launch import log_failure as _log_failure
from accessible_ll.launch import notice as _notice
from accessible_ll.launch import settings_for as _settings_for
from accessible_ll.launch import texts_for as _texts
from accessible_ll.voice import no_speech_notice
from accessible_ll.voice import open_speech as _speaker

EXIT_FAILED = 1
EXIT_STOPPED = 130
PROG = "accessible-ll"
players_option = whole(0, 99)  # then checked against the game


# ----- the listener's language ------------------------------------------------------------

def _listener(argv: Sequence[str]) -> Texts:
    """The language of refusals and of ``--help``: --lang if given (anywhere), else the
    one saved in the settings file (--settings FILE, else the usual one), else the
    system's."""
    requested = _option(argv, "--lang")
    if requested is None:
        requested = _saved_language(_option(argv, "--settings"))
    return Texts.for_language(resolve_language(requested)[0])


def _option(argv: Sequence[str], name: str) -> str | None:
    """The last value given to the option ``name`` in ``argv``, before any parsing."""
    value = None
    for index, word in enumerate(argv):
        if word == name and index + 1 < len(argv):
            value = argv[index + 1]
        elif word.startswith(name + "="):
            value = word.split("=", 1)[1]
    return value


def _saved_language(path: str | None) -> str | None:
    """The language saved in the settings file (None: none saved, or no usable file;
    the file's problems are told later, by the command that uses it)."""
    from accessible_ll.settings import load_settings
    try:
        return load_settings(Path(path) if path else None).settings.language
    except (OSError, ValueError):
        return None


def _help_texts(texts: Texts) -> Texts:
    """The language of ``--help``: the listener's, or English where stdout cannot show
    its letters."""
    sample = _SAMPLES.get(texts.language, "")
    if printable(sample, stream_encoding(sys.stdout)):
        return texts
    return Texts.for_language(DEFAULT_LANGUAGE)


# ----- the commands -------------------------------------------------------------------------

def _cmd_scenario(args: argparse.Namespace) -> int:
    from accessible_ll.inputs import Said, read_scenario
    texts = _texts(args.lang)
    game = find_game(args.game)
    title = game.titles[texts.language]
    if game.tools.run_scenario is None:
        raise InputRefusal(m.GAME_NO_SCENARIOS, game=title)
    data = read_scenario(args.file)
    try:
        result = game.tools.run_scenario(data, texts, args.file)
    except Refusal as refusal:
        if "said" in refusal.details:  # the game has said what is wrong in its own words
            raise Said(str(refusal.details["said"])) from None
        raise InputRefusal(m.GAME_SCENARIO_MALFORMED, path=args.file, game=title,
                      detail=str(refusal.details.get("detail", refusal.code))) from None
    print(json.dumps(result, ensure_ascii=False))
    return 0 if result.get("passed", True) else EXIT_FAILED


def _viewer(text: str, players: int) -> int | str | None:
    from accessible_ll.kit import REPLAY
    word = text.strip().lower()
    if word == "spectator":
        return None
    if word == REPLAY:
        return REPLAY
    if re.fullmatch(r"\d{1,2}", word) and int(word) < players:
        return int(word)
    raise InputRefusal(m.BAD_VIEWER, last=players - 1, value=text)


def _cmd_simulate(args: argparse.Namespace) -> int:
    from accessible_ll.simulate import simulate
    texts = _texts(args.lang)
    game = find_game(args.game)
    if game.narration.narrator is None:
        raise InputRefusal(m.GAME_NOT_PLAYABLE, game=game.titles[texts.language])
    game, variant = _game(args, args.players, texts)
    viewer = _viewer(args.viewer, args.players)
    for line in simulate(game.id, variant, args.players, args.seed, texts, viewer):
        print(line)
    return 0


def _game(args: argparse.Namespace, players: int, texts: Texts | None = None):
    """The game and variant the command line names, and the players checked (a refusal
    names the game in the language of ``texts``)."""
    game = find_game(args.game)
    language = texts.language if texts else resolve_language(args.lang)[0]
    from accessible_ll.new_table import flag_variant
    variant = game.find_variant(flag_variant(game, args, Texts.for_language(language))).id
    check_seats(game, variant, players, game.titles[language])
    return game, variant


def _cmd_bench(args: argparse.Namespace) -> int:
    from accessible_ll.bench import run_bench
    game, variant = _game(args, args.players)
    result = run_bench(game.id, variant, args.players, args.rounds, args.seed, args.repeat)
    if args.json:
        print(json.dumps(result))
    else:
        rounds = (f"{result['rounds']} rounds: {result['rounds_per_second']:.0f} rounds per "
                  f"second, " if game.rules.rounds else f"{result['rounds']} games: ")
        print(f"{game.id} {result['edition']}, {result['players']} players, {rounds}"
              f"{result['games_per_second']:.1f} games per second, "
              f"{result['us_per_action']:.2f} µs per action")
    return 0


def _cmd_sound_test(args: argparse.Namespace) -> int:
    from accessible_ll.audio import open_cue_player
    from accessible_ll.soundcheck import every_cue, notice_texts, sound_test
    texts = _texts(args.lang)
    speaker, spoken, _ = _speaker(args.speech_log)
    set_language = getattr(speaker, "set_language", None)
    if set_language is not None:  # the voice of the listener's language
        set_language(texts.language)
    sounds = every_cue(args.game)
    cues, notices = open_cue_player(sounds, volume=args.volume)
    try:
        for line in notice_texts(texts, notices, sounds):
            speaker.speak(line, interrupt=False)
            print(line)
        if not spoken:
            print(no_speech_notice(texts))
            speaker.speak(no_speech_notice(texts), interrupt=False)
        sound_test(texts, speaker, cues, sounds=sounds)
    finally:
        cues.close()
    return _log_failure(speaker, args.speech_log, texts)


def _cmd_latency_real(args: argparse.Namespace) -> int:
    """Key press to the first sound, through a private real speech stack.

    Raises:
        InputRefusal: the speech stack's packages are missing, or nothing was heard.
    """
    import shutil
    import statistics
    import sysconfig
    import tempfile

    from accessible_ll.speech.rig import PACKAGES, key_to_sound, missing
    game = str(Path(sysconfig.get_paths()["scripts"]) / "accessible-ll")
    lacking = missing() + ([] if Path(game).exists() else ["accessible-ll"])
    if lacking:
        raise InputRefusal(m.LATENCY_NEEDS, missing=", ".join(lacking), packages=PACKAGES)
    work = Path(tempfile.mkdtemp(prefix="accessible-ll-latency-"))
    try:
        delays = key_to_sound(work, game, presses=args.presses)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    if not delays:
        raise InputRefusal(m.LATENCY_SILENT)
    result = {"presses": args.presses, "heard": len(delays),
              "key_to_sound_ms_median": statistics.median(delays),
              "key_to_sound_ms_max": max(delays)}
    if args.json:
        print(json.dumps(result))
    else:
        print(f"{len(delays)} of {args.presses} key presses heard: key to first sound at the "
              f"sink {result['key_to_sound_ms_median']:.0f} ms median, "
              f"{result['key_to_sound_ms_max']:.0f} ms at most (speech-dispatcher, espeak-ng, "
              f"PulseAudio)")
    return 0


def _cmd_latency(args: argparse.Namespace) -> int:
    if args.real:
        return _cmd_latency_real(args)
    from accessible_ll.audio import open_cue_player
    from accessible_ll.soundcheck import every_cue, output_latency
    from accessible_ll.speech import open_speaker
    speaker, _ = open_speaker()
    cues, _ = open_cue_player(every_cue(args.game))
    try:
        result = output_latency(speaker, cues, _texts("en"), games=args.games,
                                game_id=args.game)
    finally:
        cues.close()
    if args.json:
        print(json.dumps(result))
    else:
        print(f"{result['game']}, {result['games']} games, {result['moves']} moves heard: "
              f"a move's events to the speaker call "
              f"{result['speech_ms_median']:.3f} ms median, {result['speech_ms_p99']:.3f} ms p99; "
              f"to the cue's play() {result['cue_ms_median']:.3f} ms median, "
              f"{result['cue_ms_p99']:.3f} ms p99")
    return 0


def _cmd_play(args: argparse.Namespace) -> int:
    loaded = _settings_for(args)
    chosen = args.game is not None
    if not chosen:
        args.game = _flagged_game(args, loaded.settings.game)
    return _play_match(args, loaded, straight=chosen)


def _flagged_game(args: argparse.Namespace, last: str) -> str:
    """The game played without ``--game``: the one chosen last (the first that people
    can play, if they cannot play it), unless the command line gives flags it does not
    take that another game takes (``--blind-variant``): then the first game that takes
    them all."""
    playable = [game_id for game_id in GAMES if find_game(game_id).playable]
    last = last if last in playable else playable[0]
    from accessible_ll.new_table import given_flags
    given = [name for name, _value in given_flags(args)]
    for game_id in [last, *playable]:
        if all(find_game(game_id).flag(name) for name in given):
            return game_id
    return last


def _play_match(args: argparse.Namespace, loaded, straight: bool = True) -> int:
    """Any game: full screen or line mode, one person or several at this computer
    with bots, saved after every move and offered again next time; its table from the
    command line, else as the settings keep it (``straight``: into the game, else the
    setup list opens on it, and ``--start`` starts its game from there).

    Raises:
        InputRefusal: the game cannot be played by people yet, or the table does not fit.
    """
    changes = {"language": resolve_language(args.lang)[0] if args.lang else None,
               "sound": False if args.no_sound else None,
               "voice": args.voice.replace("-", "_") if args.voice else None,
               "game": args.game}
    from accessible_ll.settings import merge
    settings = merge(loaded.settings, **changes)
    # the line mode's lines need letters the terminal can show; the full screen spells
    # out what it cannot (and tells an unknown language itself)
    requested = args.lang or settings.language
    texts = (_texts(requested) if args.line
             else Texts.for_language(resolve_language(requested)[0]))
    game = find_game(args.game)
    title = game.titles[texts.language]
    if not game.playable:
        raise InputRefusal(m.GAME_NOT_PLAYABLE, game=title)
    from accessible_ll.new_table import table_for
    from accessible_ll.settings import with_table
    table = table_for(game, args, settings, texts, loaded.settings)
    if args.line:
        from accessible_ll.line_command import match_line_command
        return match_line_command(args, settings, texts, pace=settings.bot_pace, table=table)
    settings = with_table(settings, game.id, variant=table.variant, players=len(table.kinds),
                          seats=table.kinds, names=table.names, options=table.options)
    app, speaker, cues = open_app(args, loaded, settings, table.notes, seed=args.seed,
                                  start_game=args.start and not straight)
    if straight:  # kept beside the settings, whose folder a first run has just made
        from accessible_ll.tui.match_start import game_save_file
        save = game_save_file(app, game.id)
        app.start_match = partial(_start_match, game=game, seats=table.kinds,
                                  names=table.names, seed=table.seed, save=save,
                                  variant=table.variant, options=table.options)
    return launch.run_app(app, speaker, args.speech_log, cues)


def _start_match(app, *, game, seats, names, seed, save, variant=None, options=None) -> None:
    """Show the game (asking first whether to continue a saved one); the settings,
    with the game chosen last, are kept for next time."""
    from accessible_ll.tui.match_start import start_match
    app.save()
    start_match(app, game, seats, names, seed, save, variant, options)


def _cmd_ui_bench(args: argparse.Namespace) -> int:
    from accessible_ll.tui.bench import ui_bench
    print(json.dumps(ui_bench(args.runs, args.presses)))
    return 0


def _cmd_arena(args: argparse.Namespace) -> int:
    from accessible_ll.arena import describe as describe_arena
    from accessible_ll.arena import run_arena
    from accessible_ll.levels import levels_named
    names = [name.strip().lower() for name in args.bots.split(",") if name.strip()]
    levels = find_game(args.game).tools.bots
    for name in names:
        if name not in levels:
            raise InputRefusal(m.UNKNOWN_BOT, bot=name, levels=levels_named(_texts(args.lang),
                                                                       find_game(args.game)))
    if args.players is not None and names:
        if len(names) > args.players:
            raise PluralInputRefusal(m.TABLE_TOO_MANY_BOTS, len(names), bots=len(names),
                                players=args.players)
        names += names[-1:] * (args.players - len(names))
    game, variant = _game(args, len(names))
    result = run_arena(names, variant, args.games, args.seed, game.id)
    print(json.dumps(result) if args.json else "\n".join(describe_arena(result)))
    return 0


def _cmd_beliefs(args: argparse.Namespace) -> int:
    texts = _texts(args.lang)
    game = find_game(args.game)
    if game.tools.beliefs is None:
        raise InputRefusal(m.GAME_NO_BELIEFS, game=game.titles[texts.language])
    game, variant = _game(args, args.players, texts)
    result, lines = game.tools.beliefs(variant, args.players, args.rounds, args.seed)
    print(json.dumps(result) if args.json else "\n".join(lines))
    return 0


def _cmd_keys(args: argparse.Namespace) -> int:
    from accessible_ll.keysheet import html_sheet, text_sheet
    texts = _texts(args.lang or _saved_language(args.settings))
    keymap = {}
    if args.settings is not None:
        if not Path(args.settings).exists():
            raise InputRefusal(m.SETTINGS_REFUSED, path=args.settings,
                          reason=Reason(m.REASON_NOT_FOUND))
        loaded = _settings_for(args)
        keymap = loaded.settings.keymap
        if (notice := loaded.notice()) is not None:
            _notice(notice.localized(texts))
    sheet = html_sheet if args.format == "html" else text_sheet
    sys.stdout.write(sheet(texts, keymap, find_game(args.game)))
    return 0


# ----- the command line -------------------------------------------------------------------

# Letters of a wide script (two columns on a terminal), and where a line may not begin.
_WIDE = "\u2e80-\u30ff\u3400-\u9fff\uf900-\ufaff\uff00-\uff60\uffe0-\uffe6"
_CLOSING = "、。，．・ー」』）〕］】！？：；"
_BREAK_AFTER = "、。，．」』）！？：；"
_CHUNK = re.compile(f"[「『（〔［【]*(?:[^\\s{_WIDE}]+|[{_WIDE}]|\\S)[{_CLOSING}]*\\s*")


def _columns(text: str) -> int:
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def wrap_columns(text: str, width: int) -> list[str]:
    """``text`` in lines of at most ``width`` terminal columns (a Japanese letter takes
    two): broken after 、 or 。 or before a bracket where that keeps half the line,
    else at a space or between two wide letters; never before 、 or 。, never inside
    a Latin word.

    >>> wrap_columns("イベントから読み上げまでと、イベントから効果音までの時間を測ります", 40)
    ['イベントから読み上げまでと、', 'イベントから効果音までの時間を測ります']
    >>> wrap_columns("このゲームを同じ手順で再現します (--seed)。", 12)
    ['このゲームを', '同じ手順で再', '現します', '(--seed)。']
    """
    lines: list[str] = []
    line: list[str] = []
    for chunk in _CHUNK.findall(text):
        if line and _columns("".join(line + [chunk]).rstrip()) > width:
            cut = len(line)
            for index in range(len(line) - 1, 0, -1):
                if line[index - 1][-1] in _BREAK_AFTER or line[index][0] in "(「『（":
                    if 2 * _columns("".join(line[:index])) >= width:
                        cut = index
                    break
            lines.append("".join(line[:cut]).rstrip())
            line = line[cut:]
        line.append(chunk)
    text = "".join(line).rstrip()
    return lines + [text] if text else lines


def _wide(text: str) -> bool:
    return any(unicodedata.east_asian_width(c) in "WF" for c in text)


class HelpFormatter(argparse.HelpFormatter):
    """argparse's help in the listener's language: argparse's own words (``usage:``)
    from the catalogs, and Japanese lines wrapped by the columns they take."""

    def __init__(self, prog: str, *, texts: Texts, **kwargs) -> None:
        super().__init__(prog, **kwargs)
        self._texts = texts

    def add_usage(self, usage, actions, groups, prefix=None) -> None:
        if prefix is None:
            prefix = self._texts.text(m.CLI_USAGE) + " "
        super().add_usage(usage, actions, groups, prefix)

    def _format_usage(self, usage, actions, groups, prefix) -> str:
        if prefix is None or not _wide(prefix):
            return super()._format_usage(usage, actions, groups, prefix)
        # argparse lines up the usage by letters; a wide prefix takes more columns
        spaces = " " * _columns(prefix)
        return prefix + super()._format_usage(usage, actions, groups, spaces)[len(spaces):]

    def _split_lines(self, text: str, width: int) -> list[str]:
        if not _wide(text):
            return super()._split_lines(text, width)
        return wrap_columns(self._whitespace_matcher.sub(" ", text).strip(), width)

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        if not _wide(text):
            return super()._fill_text(text, width, indent)
        text = self._whitespace_matcher.sub(" ", text).strip()
        return "\n".join(indent + line for line in wrap_columns(text, width - len(indent)))


class Parser(argparse.ArgumentParser):
    """argparse, but every mistake becomes a :class:`InputRefusal` (translated later), and
    the help is in the language of ``texts`` (default: English); argparse's own error
    messages stay English, for :func:`_argument_refusal` to read."""

    def __init__(self, *args, texts: Texts | None = None, **kwargs) -> None:
        self.texts = texts or Texts.for_language(DEFAULT_LANGUAGE)
        kwargs.setdefault("exit_on_error", False)
        kwargs.setdefault("formatter_class", partial(HelpFormatter, texts=self.texts))
        add_help = kwargs.pop("add_help", True)
        super().__init__(*args, add_help=False, **kwargs)
        self._positionals.title = self.texts.text(m.CLI_POSITIONALS)
        self._optionals.title = self.texts.text(m.CLI_OPTIONS)
        if add_help:
            self.add_argument("-h", "--help", action="help", default=argparse.SUPPRESS,
                              help=help_text(self.texts, m.CLI_HELP))

    later_defaults: dict[str, dict[str, object]] = {}

    def add_subparsers(self, **kwargs):
        """Subcommands speak the same language."""
        kwargs.setdefault("parser_class", partial(Parser, texts=self.texts))
        return super().add_subparsers(**kwargs)

    def parse_known_args(self, args=None, namespace=None):
        try:
            return super().parse_known_args(args, namespace)
        except argparse.ArgumentError as error:
            raise _argument_refusal(error, self) from None

    def parse_args(self, args=None, namespace=None):
        namespace, extras = self.parse_known_args(args, namespace)
        command = getattr(namespace, "command", None)
        if extras:
            raise InputRefusal(m.USAGE_UNRECOGNIZED, words=" ".join(extras),
                          help=f"{PROG} {command} --help" if command else f"{PROG} --help")
        for dest, default in self.later_defaults.get(command, {}).items():
            if getattr(namespace, dest, None) is None:
                setattr(namespace, dest, default)
        return namespace

    def keep_earlier_values(self, commands: dict[str, argparse.ArgumentParser]) -> None:
        """An option given before the command as well as one the command has (``--settings
        FILE keys``) keeps its value unless given again after the command: the command's
        own default fills in only where neither gave one."""
        top = {action.dest for action in self._actions}
        self.later_defaults: dict[str, dict[str, object]] = {}
        for name, command in commands.items():
            shared = [a for a in command._actions
                      if a.dest in top and a.default is not argparse.SUPPRESS]
            self.later_defaults[name] = {a.dest: a.default for a in shared}
            for action in shared:
                action.default = argparse.SUPPRESS

    def error(self, message: str):
        raise _message_refusal(message, self)


def _help(parser: argparse.ArgumentParser) -> str:
    return f"{parser.prog} --help"


def _argument_refusal(error: argparse.ArgumentError, parser: argparse.ArgumentParser) -> InputRefusal:
    option = error.argument_name or ""
    if isinstance(error.__context__, BadValue):
        return error.__context__.refusal(option)
    text = error.message
    if text.startswith("expected"):
        return InputRefusal(m.USAGE_NEEDS_VALUE, option=option, help=_help(parser))
    found = re.match(r"invalid choice: '(.*)' \(choose from (.*)\)$", text)
    if found and (option == "command" or option.startswith("{")):
        return InputRefusal(m.USAGE_UNKNOWN_COMMAND, command=found.group(1),
                       commands=found.group(2).replace("'", ""))
    return _message_refusal(f"{option}: {text}" if option else text, parser)


def _message_refusal(message: str, parser: argparse.ArgumentParser) -> InputRefusal:
    patterns = [
        (r"unrecognized arguments: (.*)", m.USAGE_UNRECOGNIZED, "words"),
        (r"the following arguments are required: (.*)", m.USAGE_REQUIRED, "options"),
    ]
    for pattern, text, key in patterns:
        if found := re.fullmatch(pattern, message):
            return InputRefusal(text, help=_help(parser), **{key: found.group(1)})
    if found := re.fullmatch(r"ambiguous option: (\S+) could match (.*)", message):
        return InputRefusal(m.USAGE_AMBIGUOUS, option=found.group(1), matches=found.group(2))
    return InputRefusal(m.USAGE_OTHER, detail=message, help=_help(parser))


def build_parser(texts: Texts | None = None) -> argparse.ArgumentParser:
    """The command line, its help in the language of ``texts`` (default: English)."""
    from accessible_ll.levels import games_levels
    texts = texts or Texts.for_language(DEFAULT_LANGUAGE)
    h = partial(help_text, texts)
    game_option = dict(default=DEFAULT_GAME, type=choice(tuple(GAMES)), metavar="GAME",
                       help=h(m.CLI_GAME, games=games_list(texts)))
    play_game = {**game_option, "default": None}  # None: the game chosen last
    titles = [find_game(game_id).titles[texts.language] for game_id in GAMES]
    parser = Parser(prog=PROG, texts=texts,
                    description=texts.text(m.CLI_DESCRIPTION, games=joined(texts, titles)))
    parser.add_argument("--lang", help=h(m.CLI_LANG))
    add_game_flags(parser, texts)
    parser.add_argument("--players", type=players_option, metavar="N")
    parser.add_argument("--bots", nargs="+", type=bot_level, metavar="LEVEL",
                        help=h(m.CLI_BOTS, levels=games_levels(texts)))
    parser.add_argument("--option", action="append", metavar="ID=VALUE", help=h(m.CLI_OPTION))
    parser.add_argument("--no-sound", action="store_true", help=h(m.CLI_NO_SOUND))
    parser.add_argument("--speech-log", metavar="FILE", help=h(m.CLI_SPEECH_LOG))
    parser.add_argument("--voice", type=choice(("game", "screen-reader")),
                        metavar="game|screen-reader", help=h(m.CLI_VOICE))
    parser.add_argument("--seed", type=seed, metavar="S", help=h(m.CLI_SEED))
    parser.add_argument("--settings", metavar="FILE", help=h(m.CLI_SETTINGS))
    parser.add_argument("--start", action="store_true", help=h(m.CLI_START))
    parser.add_argument("--line", action="store_true", help=h(m.CLI_LINE))
    parser.add_argument("--game", **play_game)
    parser.set_defaults(run=_cmd_play)
    sub = parser.add_subparsers(dest="command")

    scenario = sub.add_parser("scenario", help=h(m.CLI_SCENARIO))
    scenario.add_argument("--game", **game_option)
    scenario.add_argument("file")
    scenario.add_argument("--lang", help=h(m.CLI_SCENARIO_LANG))
    scenario.set_defaults(run=_cmd_scenario)

    simulate = sub.add_parser("simulate", help=h(m.CLI_SIMULATE))
    simulate.add_argument("--game", **game_option)
    add_game_flags(simulate, texts, variants_only=True)
    simulate.add_argument("--players", type=players_option, default=2, metavar="N")
    simulate.add_argument("--seed", type=seed, default=1, metavar="S")
    simulate.add_argument("--lang", help=h(m.CLI_LANG))
    simulate.add_argument("--viewer", default="0", help=h(m.CLI_VIEWER))
    simulate.set_defaults(run=_cmd_simulate)

    sound = sub.add_parser("sound-test", help=h(m.CLI_SOUND_TEST))
    sound.add_argument("--lang", help=h(m.CLI_LANG))
    sound.add_argument("--speech-log", metavar="FILE", help=h(m.CLI_SPEECH_LOG))
    sound.add_argument("--volume", type=number(0, 1), default=0.25, help=h(m.CLI_VOLUME))
    sound.add_argument("--game", **{**game_option, "default": None})
    sound.set_defaults(run=_cmd_sound_test)

    latency = sub.add_parser("latency", help=h(m.CLI_LATENCY))
    latency.add_argument("--game", **game_option)
    latency.add_argument("--games", type=whole(1, 10_000), default=30, metavar="N")
    latency.add_argument("--json", action="store_true", help=h(m.CLI_JSON))
    latency.add_argument("--real", action="store_true", help=h(m.CLI_REAL))
    latency.add_argument("--presses", type=whole(1, 1000), default=20, metavar="N",
                         help=h(m.CLI_PRESSES))
    latency.set_defaults(run=_cmd_latency)

    keys = sub.add_parser("keys", help=h(m.CLI_KEYS))
    keys.add_argument("--lang", help=h(m.CLI_LANG))
    keys.add_argument("--settings", metavar="FILE", help=h(m.CLI_KEYS_SETTINGS))
    keys.add_argument("--game", **game_option)
    keys.add_argument("--format", choices=("text", "html"), default="text",
                      help=h(m.CLI_KEYS_FORMAT))
    keys.set_defaults(run=_cmd_keys)

    arena = sub.add_parser("arena", help=h(m.CLI_ARENA))
    arena.add_argument("--game", **game_option)
    arena.add_argument("--bots", required=True, help=h(m.CLI_ARENA_BOTS))
    arena.add_argument("--players", type=players_option, metavar="N",
                       help=h(m.CLI_ARENA_PLAYERS))
    add_game_flags(arena, texts, variants_only=True)
    arena.add_argument("--games", type=whole(1, 1_000_000), default=100, metavar="N")
    arena.add_argument("--seed", type=seed, default=1, metavar="S")
    arena.add_argument("--json", action="store_true", help=h(m.CLI_JSON))
    arena.set_defaults(run=_cmd_arena)

    beliefs = sub.add_parser("beliefs", help=h(m.CLI_BELIEFS))
    beliefs.add_argument("--game", **game_option)
    add_game_flags(beliefs, texts, variants_only=True)
    beliefs.add_argument("--players", type=players_option, default=2, metavar="N")
    beliefs.add_argument("--rounds", type=whole(1, 10_000_000), default=3000, metavar="N")
    beliefs.add_argument("--seed", type=seed, default=1, metavar="S")
    beliefs.add_argument("--json", action="store_true", help=h(m.CLI_JSON))
    beliefs.set_defaults(run=_cmd_beliefs)

    ui = sub.add_parser("ui-bench", help=h(m.CLI_UI_BENCH))
    ui.add_argument("--runs", type=whole(1, 1000), default=5, metavar="N")
    ui.add_argument("--presses", type=whole(1, 100_000), default=200, metavar="N")
    ui.set_defaults(run=_cmd_ui_bench)

    bench = sub.add_parser("bench", help=h(m.CLI_BENCH))
    bench.add_argument("--game", **game_option)
    add_game_flags(bench, texts, variants_only=True)
    bench.add_argument("--players", type=players_option, default=2, metavar="N")
    bench.add_argument("--rounds", type=whole(1, 10_000_000), default=20000, metavar="N")
    bench.add_argument("--seed", type=seed, default=1, metavar="S")
    bench.add_argument("--repeat", type=whole(1, 100), default=3, metavar="N",
                       help=h(m.CLI_REPEAT))
    bench.add_argument("--json", action="store_true", help=h(m.CLI_JSON))
    bench.set_defaults(run=_cmd_bench)
    from accessible_ll.net.commands import add_commands
    add_commands(sub, texts)
    parser.keep_earlier_values(sub.choices)
    return parser


# ----- running a command under its guard -----------------------------------------------------

def _tolerant_streams() -> None:
    """A terminal that cannot show some letters gets ``?`` instead of a crash."""
    for stream in (sys.stdout, sys.stderr):
        if hasattr(stream, "reconfigure") and not printable("“–”", stream_encoding(stream)):
            try:
                stream.reconfigure(errors="replace")
            except (ValueError, OSError):
                pass


def _refuse(refusal: InputRefusal, texts: Texts) -> int:
    """Say why the command cannot run (one line on stderr); the usage exit code."""
    line = refusal.localized(texts)
    if not printable(line, stream_encoding(sys.stderr)):
        line = refusal.localized(Texts.for_language(DEFAULT_LANGUAGE))
    _notice(line)
    return EXIT_USAGE


def _guarded(args: argparse.Namespace, texts: Texts, argv: Sequence[str]) -> int:
    """Run the command; every way it can fail ends in one line and a non-zero code."""
    try:
        return args.run(args)
    except InputRefusal as refusal:
        return _refuse(refusal, texts)
    except KeyboardInterrupt:
        _notice(texts.text(m.STOPPED))
        return EXIT_STOPPED
    except BrokenPipeError:  # the reader stopped listening (| head): not an error
        sys.stderr.close()
        return 0
    except Exception as error:  # noqa: BLE001 - the guard of last resort
        details = error.details if isinstance(error, AppCrashed) else describe(error)
        log = write_crash_log(details, argv)
        if log is None:
            _notice(texts.text(m.CRASHED_NO_LOG, error=error_name(error)))
        else:
            _notice(texts.text(m.CRASHED, error=error_name(error), log=str(log)))
        return EXIT_FAILED


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the exit code (0 done, 1 failed, 2 refused,
    130 stopped by Ctrl+C)."""
    argv = list(sys.argv[1:] if argv is None else argv)
    _tolerant_streams()
    texts = _listener(argv)
    try:
        args = build_parser(_help_texts(texts)).parse_args(argv)
    except InputRefusal as refusal:
        return _refuse(refusal, texts)
    except SystemExit as done:  # --help
        return done.code if isinstance(done.code, int) else 0
    return _guarded(args, texts, argv)


if __name__ == "__main__":
    sys.exit(main())
