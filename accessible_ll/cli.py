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
import sys
from collections.abc import Sequence
from functools import partial

from accessible_ll.games import DEFAULT_GAME, GAMES, find_game
from accessible_ll.guard import AppCrashed, describe, error_name, stream_encoding, write_crash_log
from accessible_ll.inputs import EXIT_USAGE, InputRefusal, choice, number, printable, seed, whole
from accessible_ll.kit.words import joined
from accessible_ll.narration import messages as m
from accessible_ll.narration.i18n import DEFAULT_LANGUAGE, Texts
from accessible_ll.launch import add_game_flags, bot_level, games_list, help_text
from accessible_ll.launch import notice as _notice
from accessible_ll.cli_commands import (
    _cmd_arena, _cmd_beliefs, _cmd_bench, _cmd_keys, _cmd_latency, _cmd_play, _cmd_scenario,
    _cmd_simulate, _cmd_sound_test, _cmd_ui_bench)
from accessible_ll.cli_words import PROG, Parser, _help_texts, _listener

EXIT_FAILED = 1
EXIT_STOPPED = 130
players_option = whole(0, 99)  # then checked against the game


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
